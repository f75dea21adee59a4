from django.urls import path

from scoring import views

urlpatterns = [
    path("v1/scores/", views.ScoreView.as_view()),
    path("v1/model/", views.ModelInfoView.as_view()),
]
