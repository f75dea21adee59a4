import os

import yaml

DEFAULTS = {
    "DATABASE_URL": "postgresql://reporting@localhost/ledger",
    "SFTP_HOST": "sftp.partner.example",
    "SFTP_USER": "corp-reports",
    "REPORT_TIMEZONE": "Europe/Berlin",
}


def load_config(path=None):
    config = dict(DEFAULTS)
    path = path or os.environ.get("REPORTING_CONFIG")
    if path:
        with open(path) as fh:
            config.update(yaml.load(fh, Loader=yaml.FullLoader))
    config.update({key: value for key, value in os.environ.items() if key in DEFAULTS})
    return config
