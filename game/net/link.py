"""What a device needs to play online, desktop and web alike (no networking of its own).

``new_client(url)`` gives the connection for this platform: the aiohttp client on the desktop
(game/net/client.py), the browser's WebSocket on the web (game/net/webclient.py); both have
the same attributes and coroutines, which is all a :class:`~game.net.remote.RemoteMatch`
reads. ``server_url`` turns the address typed in the settings into the server's websocket URL;
empty means the server that served the page (web) or this computer (desktop).

The device keeps, per online game, only the room code, the seat's token, the game's name and
the server: ``kept_seats`` / ``keep_seat`` / ``forget_seat`` (one storage key, at most
``MAX_KEPT`` games). A token opens its seat to whoever holds it, so it is never logged or shown.
"""

from __future__ import annotations

from typing import Any

from game import platform
from game.net.protocol import CODE_LENGTH, CODE_LETTERS, TOKEN_CHARS, TOKEN_MAX, TOKEN_MIN
from game.storage import PREFIX, Storage

KEY_ONLINE = PREFIX + "online"
MAX_KEPT = 32  # the server answers a status message about at most 32 games
LOCAL_SERVER = "localhost:8080"
MAX_ADDRESS = 200


def new_client(url: str) -> Any:
    if not platform.IS_WEB:  # the desktop's aiohttp client: never in the page's bundle
        from game.net.client import Client

        return Client(url)
    from game.net.webclient import WebClient

    return WebClient(url)


def page_host() -> str | None:
    """The web page's own ``host[:port]`` and whether it came over https; None elsewhere."""
    window = platform.page_window()
    if window is None:
        return None
    try:
        location = window.location
        host = str(location.host)
        secure = str(location.protocol) == "https:"
    except Exception:  # a page without a location (unusual): fall back to this computer
        return None
    return ("wss://" if secure else "ws://") + host if host else None


def server_url(address: str) -> str:
    """``ws(s)://host:port/ws`` from what a person typed (``host``, ``host:port``, a full
    ``ws://`` or ``http(s)://`` address); empty: the page's server, else this computer."""
    text = address.strip()
    if not text:
        return (page_host() or "ws://" + LOCAL_SERVER) + "/ws"
    for scheme, ws in (("https://", "wss://"), ("http://", "ws://")):
        if text.startswith(scheme):
            text = ws + text[len(scheme) :]
    if not text.startswith(("ws://", "wss://")):
        text = "ws://" + text
    text = text.rstrip("/")
    return text if text.endswith("/ws") else text + "/ws"


def _valid(entry: Any) -> bool:
    if not isinstance(entry, dict) or set(entry) != {"code", "token", "game", "server"}:
        return False
    code, token = entry["code"], entry["token"]
    return (
        isinstance(code, str)
        and len(code) == CODE_LENGTH
        and set(code) <= set(CODE_LETTERS)
        and isinstance(token, str)
        and TOKEN_MIN <= len(token) <= TOKEN_MAX
        and set(token) <= TOKEN_CHARS
        and isinstance(entry["game"], str)
        and len(entry["game"]) <= 32
        and isinstance(entry["server"], str)
        and len(entry["server"]) <= MAX_ADDRESS
    )


def kept_seats(storage: Storage) -> list[dict]:
    """This device's online games, newest first (malformed entries are dropped)."""
    data = storage.load(KEY_ONLINE)
    if data is None:
        return []
    if not isinstance(data, list):
        storage.reject(KEY_ONLINE)
        return []
    return [dict(e) for e in data if _valid(e)][:MAX_KEPT]


def keep_seat(storage: Storage, code: str, token: str, game: str, server: str) -> None:
    entry = {"code": code, "token": token, "game": game, "server": server}
    if not _valid(entry):
        return
    rest = [e for e in kept_seats(storage) if e["code"] != code]
    storage.save(KEY_ONLINE, [entry] + rest[: MAX_KEPT - 1])


def forget_seat(storage: Storage, code: str) -> None:
    storage.save(KEY_ONLINE, [e for e in kept_seats(storage) if e["code"] != code])


async def turns_waiting(storage: Storage, server: str) -> int:
    """In how many of this device's online games on ``server`` it is this device's turn (one
    ``status`` message; the title marks Play online with it)."""
    kept = [e for e in kept_seats(storage) if e["server"] == server]
    if not kept:
        return 0
    client = new_client(server_url(server))
    try:
        await client.connect()
        games = await client.status([(e["code"], e["token"]) for e in kept])
    finally:
        await client.close()
    return sum(1 for g in games if g.get("your_turn"))
