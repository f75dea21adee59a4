from flask import Flask

from .config import load_config


def create_app(config_path=None):
    app = Flask(__name__)
    app.config.update(load_config(config_path))

    from .views import bp

    app.register_blueprint(bp)
    return app
