from io import BytesIO

from openpyxl import Workbook
from openpyxl.styles import Font

COLUMNS = ["merchant_id", "currency", "payments", "gross_minor", "fee_minor"]
HEADERS = ["Merchant", "Currency", "Payments", "Gross", "Fees", "Net"]


def settlement_workbook(day, rows):
    book = Workbook()
    sheet = book.active
    sheet.title = day.isoformat()
    sheet.append(HEADERS)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for row in rows:
        gross, fee = row["gross_minor"] / 100, row["fee_minor"] / 100
        sheet.append([row["merchant_id"], row["currency"], row["payments"], gross, fee, gross - fee])
    for column in "DEF":
        for cell in sheet[column][1:]:
            cell.number_format = "#,##0.00"
    out = BytesIO()
    book.save(out)
    return out.getvalue()
