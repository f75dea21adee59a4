from django.db import models


class Score(models.Model):
    merchant_id = models.CharField(max_length=64, db_index=True)
    payment_id = models.UUIDField(unique=True)
    score = models.FloatField()
    decision = models.CharField(max_length=16, choices=[("approve", "approve"), ("review", "review"), ("decline", "decline")])
    model_version = models.CharField(max_length=32)
    created_at = models.DateTimeField(auto_now_add=True)
