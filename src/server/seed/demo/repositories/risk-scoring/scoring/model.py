"""The scoring model: a gradient-boosted classifier over a handful of payment features."""

from functools import lru_cache

import joblib
import pandas as pd
from django.conf import settings

FEATURES = ["amount_eur", "card_age_days", "merchant_chargeback_rate", "country_mismatch", "night_time"]


@lru_cache(maxsize=1)
def load_model():
    return joblib.load(settings.CONFIG["model_path"])


def features_frame(payment: dict) -> pd.DataFrame:
    frame = pd.DataFrame([payment])
    frame["country_mismatch"] = (frame["card_country"] != frame["ip_country"]).astype(int)
    frame["night_time"] = pd.to_datetime(frame["created_at"]).dt.hour.between(0, 5).astype(int)
    return frame[FEATURES]


def decide(score: float) -> str:
    thresholds = settings.CONFIG["thresholds"]
    if score >= thresholds["decline"]:
        return "decline"
    if score >= thresholds["review"]:
        return "review"
    return "approve"


def score_payment(payment: dict) -> tuple[float, str]:
    probability = float(load_model().predict_proba(features_frame(payment))[0][1])
    return probability, decide(probability)
