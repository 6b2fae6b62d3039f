"""A room's invite link: ``http(s)://<server>/?room=CODE``, made, read back and found in the
page's own address.

The room server serves the page at ``/`` (game/net/server.py), so the link opens the game
straight at the room's seats. A page served from somewhere else than its room server (a
developer's page, the browser tests' harness) carries the server too: ``&server=host:port``.
No networking here: the page's bundle ships it.
"""

from __future__ import annotations

from urllib.parse import parse_qs, quote, urlsplit

from game import platform
from game.net import link
from game.net.protocol import ProtocolError, normalize_code

MAX_LINK = 400  # a pasted link longer than this is not ours


def http_base(ws_url: str) -> str:
    """``http(s)://host:port`` of a server's websocket URL (``ws(s)://host:port/ws``)."""
    text = ws_url
    for ws, http in (("wss://", "https://"), ("ws://", "http://")):
        if text.startswith(ws):
            text = http + text[len(ws) :]
    if text.endswith("/ws"):
        text = text[: -len("/ws")]
    return text.rstrip("/")


def invite_url(address: str, code: str) -> str:
    """The link to give friends for room ``code`` on the server typed as ``address`` (empty:
    the page's own server on the web, this computer's on the desktop; link.server_url)."""
    return f"{http_base(link.server_url(address))}/?room={quote(code)}"


def _address(text: str) -> str | None:
    """A server address from a link or a ``server=`` value: printable, not too long."""
    text = text.strip()
    if not text or len(text) > link.MAX_ADDRESS or not text.isprintable() or " " in text:
        return None
    return text


def read(text: str) -> tuple[str, str | None] | None:
    """What a person pasted or typed in the join field: a room code, or an invite link.

    Gives ``(code, server)``, ``server`` the address the link names (None for a bare code:
    the server field stays as it is), or None when it is neither."""
    text = text.strip()
    if not text or len(text) > MAX_LINK:
        return None
    if "?" not in text and "/" not in text:
        try:
            return normalize_code(text), None
        except ProtocolError:
            return None
    if "://" not in text:
        text = "http://" + text
    try:
        parts = urlsplit(text)
        query = parse_qs(parts.query)
        code = normalize_code(query.get("room", [""])[0])
    except (ValueError, ProtocolError):
        return None
    named = query.get("server", [""])[0]
    server = _address(named) if named else _address(f"{parts.scheme}://{parts.netloc}")
    return code, server


def page_room() -> tuple[str, str | None] | None:
    """The room the page was opened for (``?room=CODE``, maybe ``&server=``), or None: none
    asked, a code that cannot be one, or not the web. A page on its own room server gives no
    server (the empty field means it)."""
    window = platform.page_window()
    if window is None:
        return None
    try:
        search = str(window.location.search or "")
    except Exception:  # a page without a location (unusual): no room asked
        return None
    if len(search) > MAX_LINK:
        return None
    query = parse_qs(search.lstrip("?"))
    try:
        code = normalize_code(query.get("room", [""])[0])
    except ProtocolError:
        return None
    named = query.get("server", [""])[0]
    return code, (_address(named) if named else None)
