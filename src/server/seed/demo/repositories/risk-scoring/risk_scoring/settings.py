import os
from pathlib import Path

import yaml

BASE_DIR = Path(__file__).resolve().parent.parent

with open(os.environ.get("RISK_CONFIG", BASE_DIR / "config.yaml")) as fh:
    CONFIG = yaml.safe_load(fh)

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = CONFIG.get("allowed_hosts", [])

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "rest_framework",
    "scoring",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "risk_scoring.urls"
WSGI_APPLICATION = "risk_scoring.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "risk"),
        "HOST": os.environ.get("PGHOST", "localhost"),
        "USER": os.environ.get("PGUSER", "risk"),
        "PASSWORD": os.environ.get("PGPASSWORD", ""),
    }
}

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": os.environ.get("REDIS_URL", "redis://localhost:6379/1"),
    }
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
}

USE_TZ = True
TIME_ZONE = "UTC"
