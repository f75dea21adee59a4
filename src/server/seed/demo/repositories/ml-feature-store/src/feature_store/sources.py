import io
import os

import httpx
import pandas as pd
import paramiko
import requests
import yaml


def load_sources(path: str) -> list[dict]:
    with open(path) as fh:
        return yaml.safe_load(fh)["sources"]


async def fetch_http(source: dict) -> pd.DataFrame:
    async with httpx.AsyncClient(timeout=30) as client:
        response = await client.get(source["url"], headers={"accept": "text/csv"})
        response.raise_for_status()
    return pd.read_csv(io.StringIO(response.text))


def fetch_legacy(source: dict) -> pd.DataFrame:
    # The merchant warehouse still speaks plain HTTP/1.0 with basic auth; httpx trips over its chunking.
    response = requests.get(source["url"], auth=(source["user"], os.environ[source["password_env"]]), timeout=60)
    response.raise_for_status()
    return pd.read_csv(io.StringIO(response.text))


def fetch_sftp(source: dict) -> pd.DataFrame:
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.load_system_host_keys()
    client.connect(source["host"], username=source["user"], key_filename=source["key_file"])
    try:
        with client.open_sftp().open(source["path"]) as fh:
            return pd.read_parquet(io.BytesIO(fh.read()))
    finally:
        client.close()
