""" "Your turn" reminders by e-mail through the host's mail server (``serve --smtp URL``).

The URL is ``smtp://[user:password@]host[:port][?from=address]`` (``smtps://`` for TLS from
the start; plain ``smtp://`` upgrades with STARTTLS when the server offers it). Sending is
blocking (stdlib ``smtplib``), so the server calls :func:`send` in a thread. A player's
address is used for nothing else: it is never logged (only the room code is), never shown.
"""

from __future__ import annotations

import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from urllib.parse import parse_qs, unquote, urlparse

from game.i18n import text_in


@dataclass(frozen=True)
class Smtp:
    host: str
    port: int
    tls: bool
    user: str | None
    password: str | None
    sender: str


def parse(url: str) -> Smtp:
    """The mail server a ``--smtp`` URL names; ValueError with a readable reason."""
    parts = urlparse(url)
    if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
        raise ValueError(f"{url!r}: write smtp://host:port or smtps://user:password@host")
    tls = parts.scheme == "smtps"
    sender = parse_qs(parts.query).get("from", [""])[0] or f"meadow@{parts.hostname}"
    return Smtp(
        parts.hostname,
        parts.port or (465 if tls else 25),
        tls,
        unquote(parts.username) if parts.username else None,
        unquote(parts.password) if parts.password else None,
        sender,
    )


def reminder(
    server: Smtp, to: str, game: str, code: str, link: str, lang: str = "en"
) -> EmailMessage:
    """The reminder in the language the player gave with the address (the catalogs')."""
    name = text_in(lang, f"game.{game}.name")
    msg = EmailMessage()
    msg["From"] = server.sender
    msg["To"] = to
    msg["Subject"] = text_in(lang, "mail.subject", game=name)
    msg.set_content(text_in(lang, "mail.body", game=name, code=code, link=link) + "\n")
    return msg


def send(server: Smtp, message: EmailMessage, timeout: float = 20.0) -> None:
    if server.tls:
        with smtplib.SMTP_SSL(
            server.host, server.port, timeout=timeout, context=ssl.create_default_context()
        ) as s:
            _login_and_send(s, server, message)
        return
    with smtplib.SMTP(server.host, server.port, timeout=timeout) as s:
        s.ehlo()
        if s.has_extn("starttls"):
            s.starttls(context=ssl.create_default_context())
            s.ehlo()
        _login_and_send(s, server, message)


def _login_and_send(s: smtplib.SMTP, server: Smtp, message: EmailMessage) -> None:
    if server.user:
        s.login(server.user, server.password or "")
    s.send_message(message)
