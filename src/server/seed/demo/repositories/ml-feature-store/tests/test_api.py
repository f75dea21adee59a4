import pandas as pd
from fastapi.testclient import TestClient

from feature_store import main
from feature_store.store import Base


def test_reads_what_was_written(tmp_path, monkeypatch):
    store = main.FeatureStore(f"sqlite:///{tmp_path}/f.db")
    Base.metadata.create_all(store.engine)
    store.put_frame(pd.DataFrame([{"entity_id": "m-1", "name": "chargeback_rate_30d", "value": 0.012}]))
    monkeypatch.setattr(main, "store", store)

    response = TestClient(main.app).get("/v1/features/m-1", params={"names": ["chargeback_rate_30d", "age_days"]})

    assert response.status_code == 200
    assert response.json()["features"] == {"chargeback_rate_30d": 0.012, "age_days": None}
