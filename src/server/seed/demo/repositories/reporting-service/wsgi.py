from reporting import create_app

app = create_app()
