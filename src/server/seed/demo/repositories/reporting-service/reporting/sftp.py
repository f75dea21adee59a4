import io

import paramiko


def upload(config, name, content):
    key = paramiko.Ed25519Key.from_private_key_file(config["SFTP_KEY_FILE"])
    transport = paramiko.Transport((config["SFTP_HOST"], 22))
    try:
        transport.connect(username=config["SFTP_USER"], pkey=key)
        client = paramiko.SFTPClient.from_transport(transport)
        client.putfo(io.BytesIO(content), f"/inbound/{name}")
    finally:
        transport.close()
