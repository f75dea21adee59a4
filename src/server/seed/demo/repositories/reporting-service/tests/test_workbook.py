import datetime
from io import BytesIO

from openpyxl import load_workbook

from reporting.workbook import settlement_workbook


def test_net_is_gross_minus_fees():
    rows = [{"merchant_id": "m-1", "currency": "EUR", "payments": 3, "gross_minor": 10000, "fee_minor": 250}]
    book = load_workbook(BytesIO(settlement_workbook(datetime.date(2026, 3, 2), rows)))
    sheet = book["2026-03-02"]
    assert [cell.value for cell in sheet[2]] == ["m-1", "EUR", 3, 100.0, 2.5, 97.5]
