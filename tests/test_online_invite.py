"""An online room's invite link and "your turn" reaching a player who looks elsewhere, through
the real app and a real room server in the test's own loop.

The link: the room shows ``http://<server>/?room=CODE`` with Copy; a page opened at it goes
straight to that room's seats (the page's address is read through ``platform.window``, here a
stand-in with the same attributes); the desktop's join field takes a pasted link (Ctrl+V) as
well as a code. "Your turn": a hidden page's title and a notification, the desktop window's
flash, only when the turn begins while the player looks elsewhere.
"""

from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from game import platform
from game.access.memory import MemoryDocument
from game.i18n import LANGUAGES, set_language, t
from game.net import invite, link
from game.storage import MemoryBackend, Storage
from game.ui import attention, navigator, theme
from game.ui.app import App
from game.ui.scenes import daily
from game.ui.scenes import online as online_scene
from game.ui.settings import TEXT_SCALES
from game.ui.table.base import TableScene
from game.ui.testing import DT, click, find, layout_overlaps, record_frame, type_text
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run


def test_a_code_or_a_link_is_read_and_anything_else_refused() -> None:
    assert invite.read(" hjk-amy ") == ("HJKAMY", None)
    assert invite.read("http://192.168.1.20:8080/?room=hjkamy") == (
        "HJKAMY",
        "http://192.168.1.20:8080",
    )
    assert invite.read("https://meadow.example/?room=HJKAMY") == (
        "HJKAMY",
        "https://meadow.example",
    )
    # A page served apart from its room server names the server itself.
    assert invite.read("http://127.0.0.1:5000/?room=HJKAMY&server=127.0.0.1:9000") == (
        "HJKAMY",
        "127.0.0.1:9000",
    )
    assert invite.read("meadow.example/?room=HJKAMY") == ("HJKAMY", "http://meadow.example")
    for bad in ("", "zzz", "http://x/?room=ABCDEF", "http://x/?code=HJKAMY", "x" * 500):
        assert invite.read(bad) is None, bad  # B, D: not code letters
    # The link names the server typed, in http(s), and reads back to the same room and server.
    for typed, base in (
        ("192.168.1.20:8080", "http://192.168.1.20:8080"),
        ("wss://meadow.example", "https://meadow.example"),
        ("https://meadow.example/", "https://meadow.example"),
    ):
        url = invite.invite_url(typed, "HJKAMY")
        assert url == base + "/?room=HJKAMY"
        code, server = invite.read(url) or ("", None)
        assert code == "HJKAMY" and server is not None
        assert link.server_url(server) == link.server_url(typed)


class Page:
    """A stand-in for the page's ``window`` (pygbag's ``platform.window``): its address, its
    visibility and title, and the Notification API with the player's answer."""

    def __init__(self, search: str, permission: str = "granted") -> None:
        self.location = SimpleNamespace(search=search, host="", protocol="http:")
        self.document: Any = MemoryDocument()  # the page's (the spoken table writes in it)
        self.document.hidden, self.document.title = False, "Meadow"
        self.navigator = SimpleNamespace(maxTouchPoints=0, language="en")
        self.innerWidth, self.innerHeight = 1280, 720
        self.asked = 0
        self.shown: list[tuple[str, str]] = []
        self.Notification = SimpleNamespace(permission=permission, requestPermission=self.ask)
        self.meadowNotify: Any = None

    def ask(self) -> None:
        self.asked += 1

    def eval(self, code: str) -> None:
        assert "new Notification" in code  # the page's own constructor call
        self.meadowNotify = lambda title, body: self.shown.append((title, body))


def is_table(scene: object) -> bool:
    return isinstance(scene, TableScene)


async def ana_moves(ana: Any, rng: random.Random) -> None:
    n = ana.n
    await ana.act(rng.choice(ana.legal))
    await ana.wait_for(lambda c: c.n > n or c.over)


def test_the_room_shows_its_link_and_copy_puts_it_on_the_clipboard(tmp_path, monkeypatch):
    copied: list[str] = []
    monkeypatch.setattr(daily, "copy_text", lambda text: copied.append(text) or True)

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=3)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            scene = app.top
            click(app, "field.name")
            type_text(app, "Ana")
            scene.commit()
            click(app, "create")
            await until(app, lambda: find(app, "invite") is not None)
            code = scene.conn.room["code"]
            url = f"http://127.0.0.1:{srv.port}/?room={code}"
            assert find(app, "invite").line == url
            click(app, "invite")
            assert copied == [url]
            assert any(msg == t("daily.copied") for msg, _ in app.toasts)
            found_overlaps: list[str] = []
            try:  # the room with its link, in every language at every text size
                for lang in LANGUAGES:
                    for scale in TEXT_SCALES:
                        set_language(lang)
                        theme.set_body_scale(scale)
                        app.toasts.clear()
                        scene.build()
                        marks = record_frame(app)
                        found_overlaps += [f"{lang} {scale}: {p}" for p in layout_overlaps(marks)]
                        assert find(app, "invite").line == url
            finally:
                set_language("en")
                theme.set_body_scale(1.0)
            assert found_overlaps == []
            # The link works for whoever gets it: the room it names, on the server it names.
            found = invite.read(copied[0])
            assert found is not None and found[0] == code
            (ben,) = await connected(link.server_url(found[1] or ""))
            await ben.join(found[0])
            assert ben.room is not None and ben.room["code"] == code
            await close_all([ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_a_page_opened_by_the_link_goes_to_the_seats_and_calls_its_player(tmp_path, monkeypatch):
    """Ben opens Ana's link: the page starts at the room's seats; he sits and plays; while his
    page is hidden, his turn sets the title and shows a notification; in front, neither."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (ana,) = await connected(srv.url)
            seated = await ana.create("floriado", ["open", "open"], "Ana")
            code = seated["code"]
            page = Page(f"?room={code.lower()}&server=127.0.0.1:{srv.port}", "default")
            monkeypatch.setattr(platform, "page_window", lambda: page)
            app = App(storage=Storage(MemoryBackend()), seed=4)
            scene = app.top
            assert scene.name == "online" and app.settings.server == f"127.0.0.1:{srv.port}"
            await until(app, lambda: find(app, "sit1") is not None)
            assert scene.step == "room" and scene.conn.room["code"] == code
            assert find(app, "sit0") is None  # Ana's
            click(app, "field.name")
            type_text(app, "Ben")
            scene.commit()
            click(app, "sit1")
            await until(app, lambda: scene.conn is not None and scene.conn.seat == 1)
            assert page.asked == 1  # asked just after the click, as browsers want
            page.Notification.permission = "granted"  # he allowed it
            await ana.wait_for(lambda c: c.room["seats"][1]["name"] == "Ben")
            await ana.start()
            await until(app, lambda: is_table(app.top))
            table = app.top
            play, rng = table.way, random.Random(2)
            conn = table.match.conn
            calls = shown = mine = 0
            for _ in range(3000):
                if conn.over:
                    break
                await asyncio.sleep(0.002)  # the server's news in; the frame reads the same
                began = conn.my_turn and not mine
                mine = conn.my_turn
                app.step(DT, [])
                if began and page.document.hidden:  # his turn came while he looked away
                    calls += 1
                    assert page.document.title == t("online.turn_title")
                    assert page.shown[-1] == (
                        t("online.turn_notice", game="Floriado"),
                        t("online.turn_body", code=code),
                    )
                    page.document.hidden = False  # back: the page's own title again
                    app.step(DT, [])
                    assert page.document.title == "Meadow"
                elif began:  # in front of him: no title, no notification
                    assert page.document.title == "Meadow"
                assert len(page.shown) == calls
                if table.my_turn() and table.match.legal_actions():
                    page.document.hidden = shown % 2 == 0  # every other turn, another tab
                    shown += 1
                    table.human_act(rng.choice(table.match.legal_actions()))
                elif ana.my_turn:
                    await ana_moves(ana, rng)
            assert conn.over and calls >= 2 and play.turn_call.calls == calls
            await close_all([ana])
            app.reset(navigator.make("title", app))
            await frames(app, 3)
            assert page.document.title == "Meadow"

    run(main())


def test_no_notification_unless_the_player_allowed_it(monkeypatch) -> None:
    page = Page("", permission="denied")
    monkeypatch.setattr(platform, "page_window", lambda: page)
    platform.ask_notifications()
    assert page.asked == 0  # an answer given is not asked again
    assert platform.notify("x", "y") is False and page.shown == []
    page.Notification.permission = "default"
    platform.ask_notifications()
    assert page.asked == 1
    page.Notification.permission = "granted"
    assert platform.notify("x", "y") is True and page.shown == [("x", "y")]


def test_a_pasted_link_joins_on_the_desktop_and_the_window_flashes(tmp_path, monkeypatch):
    """The join field takes Ana's link pasted with Ctrl+V (the server it names replaces the
    one typed); at the table, a turn that begins while the window has not the focus flashes
    it, and one that begins in front does not."""
    flashes: list[int] = []
    focused = [True]
    monkeypatch.setattr(attention, "window_focused", lambda: focused[0])
    monkeypatch.setattr(attention, "flash_window", lambda: flashes.append(1) or True)

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (ana,) = await connected(srv.url)
            seated = await ana.create("floriado", ["open", "open"], "Ana")
            code = seated["code"]
            url = f"http://127.0.0.1:{srv.port}/?room={code}"
            monkeypatch.setattr(online_scene, "paste_text", lambda: url + "\n")
            app = App(storage=Storage(MemoryBackend()), seed=5)
            app.settings.server = "elsewhere.example:1"
            click(app, "online")
            scene = app.top
            click(app, "field.code")
            app.step(
                1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL)]
            )
            assert scene.draft == url
            scene.commit()
            click(app, "join")
            await until(app, lambda: find(app, "sit1") is not None)
            assert scene.fields["code"] == code
            assert link.server_url(scene.fields["server"]) == srv.url
            click(app, "field.name")
            type_text(app, "Ben")
            scene.commit()
            click(app, "sit1")
            await until(app, lambda: scene.conn is not None and scene.conn.seat == 1)
            # The seat is kept under the link's server, as Continue asks it.
            await until(app, lambda: bool(link.kept_seats(app.storage)))
            (kept,) = link.kept_seats(app.storage)
            assert kept["code"] == code and link.server_url(kept["server"]) == srv.url
            await ana.wait_for(lambda c: c.room["seats"][1]["name"] == "Ben")
            await ana.start()
            await until(app, lambda: is_table(app.top))
            table, rng = app.top, random.Random(7)
            conn = table.match.conn
            away_turns = turns = mine = 0
            for _ in range(3000):
                if conn.over:
                    break
                await asyncio.sleep(0.002)  # the server's news in; the frame reads the same
                began = conn.my_turn and not mine
                mine = conn.my_turn
                app.step(DT, [])
                if began:
                    away_turns += not focused[0]
                assert len(flashes) == away_turns  # one flash a turn begun away, no other
                if table.my_turn() and table.match.legal_actions():
                    focused[0] = turns % 2 == 1  # every other turn, he looks elsewhere
                    turns += 1
                    table.human_act(rng.choice(table.match.legal_actions()))
                elif ana.my_turn:
                    await ana_moves(ana, rng)
            assert conn.over and away_turns >= 2
            await close_all([ana])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


@pytest.mark.parametrize("code", ["", "?room=zzz", "?room=" + "A" * 500])
def test_a_page_without_a_room_opens_the_title(monkeypatch, code: str) -> None:
    page = Page(code)
    monkeypatch.setattr(platform, "page_window", lambda: page)
    app = App(storage=Storage(MemoryBackend()), seed=1)
    assert app.top is not None and app.top.name == "title" and len(app.scenes) == 1
