from datetime import datetime, timezone

import pandas as pd
from sqlalchemy import DateTime, Float, String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column


class Base(DeclarativeBase):
    pass


class Feature(Base):
    __tablename__ = "features"

    entity_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(128), primary_key=True)
    value: Mapped[float] = mapped_column(Float)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class FeatureStore:
    def __init__(self, url: str):
        self.engine = create_engine(url, pool_pre_ping=True)

    def get(self, entity_id: str, names: list[str]) -> dict[str, float | None]:
        with Session(self.engine) as session:
            rows = session.scalars(select(Feature).where(Feature.entity_id == entity_id, Feature.name.in_(names)))
            found = {row.name: row.value for row in rows}
        return {name: found.get(name) for name in names}

    def put_frame(self, frame: pd.DataFrame) -> int:
        """Upserts a frame of entity_id, name, value rows (the batch jobs' output)."""
        now = datetime.now(timezone.utc)
        with Session(self.engine) as session, session.begin():
            for row in frame.itertuples(index=False):
                session.merge(Feature(entity_id=row.entity_id, name=row.name, value=float(row.value), updated_at=now))
        return len(frame)
