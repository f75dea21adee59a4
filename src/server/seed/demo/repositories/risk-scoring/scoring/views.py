import requests
from django.conf import settings
from django.core.cache import cache
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .model import score_payment
from .models import Score


class PaymentSerializer(serializers.Serializer):
    payment_id = serializers.UUIDField()
    merchant_id = serializers.CharField(max_length=64)
    amount_eur = serializers.FloatField(min_value=0)
    card_age_days = serializers.IntegerField(min_value=0)
    card_country = serializers.CharField(max_length=2)
    ip_country = serializers.CharField(max_length=2)
    created_at = serializers.DateTimeField()


def chargeback_rate(merchant_id: str) -> float:
    key = f"cbr:{merchant_id}"
    rate = cache.get(key)
    if rate is None:
        response = requests.get(f"{settings.CONFIG['merchants_url']}/v1/merchants/{merchant_id}/stats", timeout=2)
        response.raise_for_status()
        rate = response.json()["chargeback_rate"]
        cache.set(key, rate, timeout=3600)
    return rate


class ScoreView(APIView):
    def post(self, request):
        serializer = PaymentSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        payment = dict(serializer.validated_data)
        payment["merchant_chargeback_rate"] = chargeback_rate(payment["merchant_id"])
        score, decision = score_payment(payment)
        Score.objects.create(
            merchant_id=payment["merchant_id"],
            payment_id=payment["payment_id"],
            score=score,
            decision=decision,
            model_version=settings.CONFIG["model_version"],
        )
        return Response({"score": round(score, 4), "decision": decision}, status=status.HTTP_201_CREATED)


class ModelInfoView(APIView):
    def get(self, request):
        return Response({"version": settings.CONFIG["model_version"], "thresholds": settings.CONFIG["thresholds"]})
