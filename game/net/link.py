"""What a device needs to play online, desktop and web alike (no networking of its own).

``new_client(url)`` gives the connection for this platform: the aiohttp client on the desktop
(game/net/client.py), the browser's WebSocket on the web (game/net/webclient.py); both have
the same attributes and coroutines, which is all a :class:`~game.net.remote.RemoteMatch`
reads. ``server_url`` turns the address typed in the settings into the server's websocket URL;
empty means the server that served the page (web) or this computer (desktop).

The device keeps, per online game, only the room code, the seat's token, the game's name and
the server: ``kept_seats`` / ``keep_seat`` / ``forget_seat`` (one storage key, at most
``MAX_KEPT`` games), and ``over`` once the game has ended and been kept for review
(``keep_finished``: the server's record of the seat, game/archive.py). A token opens its seat
to whoever holds it, so it is never logged or shown.

``survey`` asks each server this device plays on where its games stand (one ``status``
message per server): the title's "your turn" mark and the Continue list read it. A game the
server says is over is fetched for review then and marked ``over`` (it leaves Continue).
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from game import platform
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


KEYS = {"code", "token", "game", "server"}
MAX_SERVERS = 4  # servers asked in one survey (a device plays on one or two)


def _valid(entry: Any) -> bool:
    if not isinstance(entry, dict) or set(entry) - {"over"} != KEYS:
        return False
    if entry.get("over", True) is not True:
        return False
    # Here, not at the top: the title asks for kept seats, and starts sooner without these.
    from game.net.protocol import CODE_LENGTH, CODE_LETTERS, TOKEN_CHARS, TOKEN_MAX, TOKEN_MIN

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
    """This device's online games, newest first.

    An entry that cannot be read (a changed character in its token, an extra key, the list
    wrapped in another) is never dropped in silence: the list as it was is kept in a file
    beside it, the player is told once, and only then is the list written again without it.
    If it cannot be kept, the list is not written at all in this run (Storage.stuck)."""
    # Under the storage's lock: a set-aside or a rewrite never drops another window's new seat.
    return storage.update(KEY_ONLINE, lambda: _kept(storage), again=False)


def _kept(storage: Storage) -> list[dict]:
    data = storage.load(KEY_ONLINE)
    if data is None:
        return []
    if not isinstance(data, list):
        storage.reject(KEY_ONLINE)
        return []
    good = [dict(e) for e in data if _valid(e)]
    if len(good) < len(data) and storage.keep_damaged(KEY_ONLINE, "notice.online.damaged"):
        storage.save(KEY_ONLINE, good[:MAX_KEPT])
    return good[:MAX_KEPT]


def playing_seats(storage: Storage) -> list[dict]:
    """The kept online games not known to be over (Continue lists them)."""
    return [e for e in kept_seats(storage) if not e.get("over")]


def keep_seat(storage: Storage, code: str, token: str, game: str, server: str) -> None:
    entry = {"code": code, "token": token, "game": game, "server": server}
    if not _valid(entry):
        return

    def change() -> None:  # under the storage's lock: another window's seats stay
        kept = kept_seats(storage)
        if kept[:1] != [entry]:
            rest = [e for e in kept if e["code"] != code]
            storage.save(KEY_ONLINE, [entry] + rest[: MAX_KEPT - 1])

    storage.update(KEY_ONLINE, change)


def forget_seat(storage: Storage, code: str) -> None:
    def change() -> None:
        kept = kept_seats(storage)
        if any(e["code"] == code for e in kept):
            storage.save(KEY_ONLINE, [e for e in kept if e["code"] != code])

    storage.update(KEY_ONLINE, change)


def mark_over(storage: Storage, code: str) -> None:
    def change() -> None:
        kept = kept_seats(storage)
        if any(e["code"] == code and not e.get("over") for e in kept):
            over = [dict(e, over=True) if e["code"] == code else e for e in kept]
            storage.save(KEY_ONLINE, over)

    storage.update(KEY_ONLINE, change)


async def keep_finished(storage: Storage, conn: Any) -> bool:
    """Keep the finished game of ``conn``'s seat for review (the server's record of it, only
    what that seat may see) and mark it over; False when the server would not say."""
    try:
        message = await conn.record()
    except Exception:  # the server is away or the game is not over: asked again later
        return False
    from game import archive  # the record's reader, needed only once a game is over

    archive.add_online(storage, message)
    mark_over(storage, message["code"])
    return True


async def survey(storage: Storage) -> list[dict]:
    """Where this device's games stand, from each server it plays on: the server's summary
    of each game (``your_turn``, ``status``, ``current``, ``names``) with its ``server``, or
    ``{"code", "server", "error"}``: ``"token"`` (the seat is not known there) or
    ``"unreachable"``. Games found over are kept for review and marked over on the way."""
    kept = playing_seats(storage)
    servers = list(dict.fromkeys(e["server"] for e in kept))[:MAX_SERVERS]
    out: list[dict] = []
    for server in servers:
        mine = [e for e in kept if e["server"] == server]
        client = new_client(server_url(server))
        try:
            await client.connect()
            games = await client.status([(e["code"], e["token"]) for e in mine])
            tokens = {e["code"]: e["token"] for e in mine}
            for g in games:
                if g.get("status") == "over" and g["code"] in tokens:
                    await client.resume(g["code"], tokens[g["code"]])
                    await keep_finished(storage, client)
        except Exception:  # no server there (or it failed): each of its games says so
            games = [{"code": e["code"], "error": "unreachable"} for e in mine]
        finally:
            await client.close()
        out.extend(dict(g, server=server) for g in games)
    return out


async def turns_waiting(storage: Storage, server: str | None = None) -> int:
    """In how many of this device's online games it is this device's turn (on ``server``
    only, when given): the title marks Play online with it."""
    games = await survey(storage)
    return sum(1 for g in games if g.get("your_turn") and server in (None, g["server"]))


def in_background(coro: Coroutine[Any, Any, Any]) -> asyncio.Future | None:
    """Run ``coro`` as a task of the running event loop; None (the coroutine closed unrun)
    when no loop runs: a test stepping the App by hand, where the caller asks again later."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        coro.close()
        return None
    return asyncio.ensure_future(coro)


def survey_soon(storage: Storage) -> asyncio.Future | None:
    """``survey`` in the background, when this device keeps a seat in a game being played."""
    return in_background(survey(storage)) if playing_seats(storage) else None
