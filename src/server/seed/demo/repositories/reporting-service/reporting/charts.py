from io import BytesIO

from PIL import Image, ImageDraw

WIDTH, HEIGHT, BAR = 640, 240, 18


def volume_sparkline(values):
    """A small PNG bar chart of daily volumes for the e-mail summary."""
    image = Image.new("RGB", (WIDTH, HEIGHT), "white")
    draw = ImageDraw.Draw(image)
    top = max(values) or 1
    for i, value in enumerate(values[-(WIDTH // BAR) :]):
        height = int((HEIGHT - 20) * value / top)
        draw.rectangle([i * BAR + 2, HEIGHT - height, i * BAR + BAR - 2, HEIGHT], fill="#1c7ed6")
    out = BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()
