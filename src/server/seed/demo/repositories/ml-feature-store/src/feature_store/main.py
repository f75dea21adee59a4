import os

from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel

from .store import FeatureStore

app = FastAPI(title="ml-feature-store")
store = FeatureStore(os.environ.get("FEATURE_DB_URL", "sqlite:///features.db"))


class Features(BaseModel):
    entity_id: str
    features: dict[str, float | None]


@app.get("/healthz")
def healthz() -> dict:
    return {"status": "ok"}


@app.get("/v1/features/{entity_id}", response_model=Features)
def read_features(entity_id: str, names: list[str] = Query(..., min_length=1, max_length=50)) -> Features:
    values = store.get(entity_id, names)
    if all(value is None for value in values.values()):
        raise HTTPException(status_code=404, detail="no features for this entity")
    return Features(entity_id=entity_id, features=values)
