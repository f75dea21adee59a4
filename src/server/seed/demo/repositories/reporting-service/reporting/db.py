from sqlalchemy import create_engine, text

_engine = None


def engine(url):
    global _engine
    if _engine is None:
        _engine = create_engine(url, pool_size=5, pool_pre_ping=True)
    return _engine


SETTLEMENTS = text(
    """
    SELECT merchant_id, currency, sum(amount_minor) AS gross_minor, sum(fee_minor) AS fee_minor, count(*) AS payments
    FROM settlements
    WHERE settled_on = :day
    GROUP BY merchant_id, currency
    ORDER BY merchant_id, currency
    """
)


def daily_settlements(url, day):
    with engine(url).connect() as connection:
        return [dict(row) for row in connection.execute(SETTLEMENTS, day=day)]
