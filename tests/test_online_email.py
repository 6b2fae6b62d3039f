"""The seat's e-mail address for "your turn" reminders, given in the room where the seat was
taken (only for a slow clock), through the real app, a real room server and a local SMTP sink
(aiosmtpd): a wrong address is refused on the device and never sent; a right one reaches the
server only (never a room message, never another client), with the player's language, and the
reminder arrives in that language; "No e-mails" removes it. The server's refusals and the
mail's words are in every language's catalog."""

from __future__ import annotations

import json
from email import message_from_string
from email.header import decode_header, make_header

import pygame

from game.i18n import LANGUAGES, TABLES, set_language, t, text_in
from game.net import mail
from game.net.protocol import CLOCKS, ProtocolError, parse_client
from game.storage import MemoryBackend, Storage
from game.ui import navigator
from game.ui.app import App
from game.ui.scenes.online import ERROR_WORDS, error_text
from game.ui.testing import click, find, key, new_app, type_text
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, mail_sink, run
from tests.test_net_tables import Clock
from tests.test_online_rooms import ben_joins, ben_sits, fits

ADDRESS = "ben@example.org"


def test_a_seat_gives_its_address_in_the_room_and_is_reminded_in_its_language(tmp_path) -> None:
    clock = Clock()

    async def main() -> None:
        async with in_process(tmp_path, smtp=smtp, clock_sweep=3600.0) as srv:
            srv.server.hub.now = clock
            (ana,) = await connected(srv.url)
            app = new_app(seed=5, language="de")
            code = await ben_joins(srv, app, ana, {"clock": "1d"})
            lobby = app.top
            assert find(app, "email") is None  # not seated yet
            ben_sits(app)
            await until(app, lambda: find(app, "email") is not None)
            assert find(app, "email").label == t("online.email")
            click(app, "email")
            assert app.top.name == "email"
            assert fits(app) == []
            set_language("de")  # (the check went through every language, back to English)
            sheet = app.top
            click(app, "email.field")
            type_text(app, "ben at example")
            click(app, "email.save")  # refused here: nothing goes out
            assert app.top is sheet and sheet.problem == t("online.email.bad")
            assert srv.server.hub.rooms[code].seats[1].get("email") is None
            for _ in range(len("ben at example")):
                key(app, pygame.K_BACKSPACE)
            assert sheet.draft == ""
            type_text(app, ADDRESS)
            click(app, "email.save")
            assert app.top is lobby
            await until(app, lambda: srv.server.hub.rooms[code].seats[1].get("email") == ADDRESS)
            assert srv.server.hub.rooms[code].seats[1]["lang"] == "de"
            await until(app, lambda: any(m == t("online.email.saved") for m, _ in app.toasts))
            await ana.start()
            await ana.wait_for(lambda c: c.view is not None)
            # Never sent to anyone: not Ana's room, not Ben's own device's.
            await frames(app, 5)
            assert ADDRESS not in json.dumps(ana.room)
            # Ben's turn waits half a day-long clock: the reminder, in German.
            if ana.my_turn:
                await ana.act(ana.legal[0])
            clock.t += CLOCKS["1d"] / 2 + 60
            await srv.server.sweep_clocks()
            await until(app, lambda: bool(sink.got))
            rcpt, raw = sink.got[0]
            got = message_from_string(raw)
            subject = str(make_header(decode_header(got["Subject"])))
            assert rcpt == [ADDRESS]
            assert subject == text_in("de", "mail.subject", game="Floriado")
            assert code in raw
            await close_all([ana])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    try:
        with mail_sink() as (sink, smtp):
            run(main())
    finally:
        set_language("en")


def test_no_email_button_without_a_slow_clock_and_no_emails_removes_it(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            ana, ben = await connected(srv.url, 2)
            fast = await ana.create("floriado", ["open", "open"], "Ana", table={"clock": "5m"})
            slow = await ben.create("floriado", ["open", "open"], "Ben", table={"clock": "3d"})
            app = App(storage=Storage(MemoryBackend()), seed=5)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            lobby = app.top
            click(app, "field.name")
            type_text(app, "Cleo")
            lobby.commit()
            for room, shown in ((fast, False), (slow, True)):
                lobby.fields["code"] = room["code"]  # (as typed: the field's own test elsewhere)
                lobby.build()
                click(app, "join")
                await until(app, lambda: find(app, "sit1") is not None)
                click(app, "sit1")
                await until(app, lambda: lobby.conn is not None and lobby.conn.seat == 1)
                await frames(app, 2)
                assert (find(app, "email") is not None) is shown
                if not shown:
                    click(app, "back")
                    await until(app, lambda: not lobby.busy())
            hub = srv.server.hub
            hub.set_email(slow["code"], 1, ADDRESS, "it")
            click(app, "email")
            click(app, "email.remove")
            await until(app, lambda: hub.rooms[slow["code"]].seats[1].get("email") is None)
            await until(app, lambda: any(m == t("online.email.removed") for m, _ in app.toasts))
            await close_all([ana, ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_the_email_message_and_its_language_are_checked() -> None:
    assert parse_client(json.dumps({"t": "email", "address": ADDRESS}))["lang"] == "en"
    assert parse_client(json.dumps({"t": "email", "address": None, "lang": "fr"}))["lang"] == "fr"
    for bad in ("xx", 3, None):
        try:
            parse_client(json.dumps({"t": "email", "address": ADDRESS, "lang": bad}))
        except ProtocolError:
            continue
        raise AssertionError(f"lang {bad!r} taken")


def test_the_servers_words_to_a_player_are_in_every_language() -> None:
    """The reminder's subject and body, and every refusal the screens show, have their own
    words in each language (none falls back to English)."""
    server = mail.parse("smtp://127.0.0.1:25")
    for lang in LANGUAGES:
        for word in ("mail.subject", "mail.body", *ERROR_WORDS.values()):
            assert word in TABLES[lang], (lang, word)
        msg = mail.reminder(server, ADDRESS, "gloschli", "ACEFHJ", "http://x/?room=ACEFHJ", lang)
        body = msg.get_content()
        assert "ACEFHJ" in body and "http://x/?room=ACEFHJ" in body
        assert msg["Subject"] == text_in(lang, "mail.subject", game="Gloschli")
        assert "{" not in body and "{" not in msg["Subject"]
    bodies = {text_in(lang, "mail.body", game="G", code="C", link="L") for lang in LANGUAGES}
    assert len(bodies) == len(LANGUAGES)

    class Refused(Exception):
        code, message = "no_room", "No such room."

    set_language("it")
    assert error_text(Refused()) == t("online.error.no_room") != "No such room."
