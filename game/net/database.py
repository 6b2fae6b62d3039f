"""Which store a ``--database`` URL names: the one place that knows both back ends."""

from __future__ import annotations

import os
from urllib.parse import unquote, urlparse

from game.net.store import RoomStore, Store, StoreError


def default_url(data: str) -> str:
    return "sqlite:///" + os.path.join(data, "meadow.sqlite")


def open_store(url: str, durable: bool = False) -> RoomStore:
    """The store a ``--database`` URL names; StoreError (one line) when it cannot be opened."""
    parts = urlparse(url)
    if parts.scheme == "sqlite":
        # sqlite:///relative/path and sqlite:////absolute/path, as SQLAlchemy reads them
        path = unquote(url[len("sqlite:///") :]) if url.startswith("sqlite:///") else ""
        if not path:
            raise StoreError(f"{url}: write sqlite:///path/to/meadow.sqlite")
        return Store(path, durable=durable)
    if parts.scheme in ("postgresql", "postgres"):
        from game.net.store_pg import PgStore  # psycopg only where PostgreSQL is asked for

        return PgStore(url)
    raise StoreError(f"{url}: the database is sqlite:///… or postgresql://…")
