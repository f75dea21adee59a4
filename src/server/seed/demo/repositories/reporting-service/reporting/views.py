import datetime

import requests
from cryptography.fernet import Fernet
from flask import Blueprint, current_app, jsonify, request

from .db import daily_settlements
from .sftp import upload
from .workbook import settlement_workbook

bp = Blueprint("reports", __name__)


@bp.route("/healthz")
def healthz():
    return jsonify(status="ok")


@bp.route("/v1/settlements/<day>", methods=["POST"])
def send_settlements(day):
    day = datetime.date.fromisoformat(day)
    rows = daily_settlements(current_app.config["DATABASE_URL"], day)
    content = settlement_workbook(day, rows)
    if request.args.get("encrypt") == "1":
        content = Fernet(current_app.config["REPORT_KEY"]).encrypt(content)
    upload(current_app.config, f"settlements-{day.isoformat()}.xlsx", content)
    requests.post(
        current_app.config["CHAT_WEBHOOK_URL"],
        json={"text": f"Settlement report for {day} sent ({len(rows)} rows)"},
        timeout=5,
    )
    return jsonify(rows=len(rows)), 201
