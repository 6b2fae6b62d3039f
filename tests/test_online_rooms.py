"""A new room's table chosen on Play online (turn clock, the stand-in bot, watching, free text,
open to anyone) and the list of rooms open to anyone, through the real app and a real room
server in the test's own loop."""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, set_language, t
from game.net.protocol import TABLE_DEFAULTS
from game.storage import MemoryBackend, Storage
from game.ui import navigator, theme
from game.ui.app import App
from game.ui.settings import TEXT_SCALES
from game.ui.testing import click, find, key, layout_overlaps, record_frame, type_text
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run


def fits(app: App) -> list[str]:
    """The top screen in every language at every text size: overlapping words."""
    found: list[str] = []
    try:
        for lang in LANGUAGES:
            for scale in TEXT_SCALES:
                set_language(lang)
                theme.set_body_scale(scale)
                app.top.build()
                found += [f"{lang} {scale}: {p}" for p in layout_overlaps(record_frame(app))]
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
        app.top.build()
    return found


def test_the_host_chooses_how_the_room_is_run(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=3)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            lobby = app.top
            assert fits(app) == []
            click(app, "field.name")
            type_text(app, "Ana")
            lobby.commit()
            click(app, "options")
            assert app.top.name == "room_table"
            assert find(app, "table.clock").label == t("online.clock.off")
            assert fits(app) == []
            click(app, "table.clock")  # off -> 1 minute -> 5 minutes
            click(app, "table.clock")
            assert find(app, "table.clock").label == t("online.clock.5m")
            click(app, "table.standin")  # random -> easy... from medium: hard
            click(app, "table.watch")
            click(app, "table.open")
            assert find(app, "table.open").label == t("online.yes")
            click(app, "table.done")
            assert app.top is lobby
            click(app, "options")
            assert find(app, "table.clock").label == t("online.clock.5m")  # kept
            key(app, pygame.K_ESCAPE)
            assert app.top is lobby
            click(app, "create")
            await until(app, lambda: lobby.step == "room" and lobby.conn and lobby.conn.room)
            code = lobby.conn.room["code"]
            chosen = {"clock": "5m", "standin": "hard", "watch": False, "chat": True, "open": True}
            assert set(chosen) == set(TABLE_DEFAULTS)
            assert srv.server.hub.rooms[code].table == chosen
            assert lobby.conn.room["table"] == chosen
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_a_stranger_finds_an_open_room_and_joins_it(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            ana, cleo = await connected(srv.url, 2)
            public = await ana.create("floriado", ["open", "open"], "Ana", table={"open": True})
            await cleo.create("gloschli", ["open", "open"], "Cleo")  # private: not listed
            app = App(storage=Storage(MemoryBackend()), seed=4)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            lobby = app.top
            click(app, "open_rooms")
            await until(app, lambda: app.top.name == "open_rooms")
            rooms = app.top
            listed = [
                w.id for w in rooms.widgets() if w.id.startswith("open.") and w.id != "open.back"
            ]
            assert listed == [f"open.{public['code']}"]
            button = find(app, f"open.{public['code']}")
            assert "Ana" in button.sub and t("online.free_seats.one", n=1) in button.sub
            assert fits(app) == []
            click(app, f"open.{public['code']}")
            await until(app, lambda: find(app, "sit1") is not None)
            assert app.top is lobby and lobby.conn.room["code"] == public["code"]
            click(app, "field.name")
            type_text(app, "Ben")
            lobby.commit()
            click(app, "sit1")
            await until(app, lambda: lobby.conn.seat == 1)
            # Full now: nobody else finds it.
            click(app, "back")
            await until(app, lambda: find(app, "open_rooms").enabled)  # the room's line closed
            click(app, "open_rooms")
            await until(app, lambda: app.top.name == "open_rooms")
            assert find(app, f"open.{public['code']}") is None
            assert fits(app) == []
            await close_all([ana, cleo])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())
