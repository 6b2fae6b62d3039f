"""A new room's table chosen on Play online (turn clock, the stand-in bot, watching, free text,
open to anyone) and the list of rooms open to anyone, through the real app and a real room
server in the test's own loop."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable
from types import SimpleNamespace

import pygame
import pytest

from game.core.match import Seat
from game.i18n import LANGUAGES, set_language, t
from game.net import link
from game.net.protocol import CLOCKS, REACTIONS, TABLE_DEFAULTS
from game.net.public import public_view
from game.storage import MemoryBackend, Storage
from game.ui import draw, navigator, theme
from game.ui.app import App
from game.ui.scenes import room_table
from game.ui.settings import TEXT_SCALES
from game.ui.table.base import TableScene
from game.ui.table.online_status import time_words, turn_line
from game.ui.table.online_words import REACTION_WORDS
from game.ui.testing import click, find, key, layout_overlaps, record_frame, type_text
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, play_turn, run, two_player_room
from tests.test_online_ui import to_results


def fits(app: App, remake: Callable[[], object] | None = None) -> list[str]:
    """The top screen (built again, or ``remake``) in every language at every text size:
    overlapping words."""
    found: list[str] = []
    again = remake or (lambda: app.top.build())
    try:
        for lang in LANGUAGES:
            for scale in TEXT_SCALES:
                set_language(lang)
                theme.set_body_scale(scale)
                again()
                found += [f"{lang} {scale}: {p}" for p in layout_overlaps(record_frame(app))]
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
        again()
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
            assert set(chosen) == set(TABLE_DEFAULTS) == set(room_table.LABELS)
            assert list(room_table.CLOCK_WORDS) == list(CLOCKS)  # every clock, in its order
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


async def ben_joins(srv, app: App, ana, table: dict) -> str:
    """Ana (a raw client) creates a room; Ben opens it by its code, its seats in sight."""
    seated = await ana.create("floriado", ["open", "open"], "Ana", table=table)
    app.settings.server = f"127.0.0.1:{srv.port}"
    click(app, "online")
    lobby = app.top
    click(app, "field.code")
    type_text(app, seated["code"])
    lobby.commit()
    click(app, "join")
    await until(app, lambda: find(app, "sit1") is not None)
    return str(seated["code"])


def ben_sits(app: App) -> None:
    """Ben, in the room, types his name and takes the free seat."""
    click(app, "field.name")
    type_text(app, "Ben")
    app.top.commit()
    click(app, "sit1")


async def ben_at_the_table(srv, app: App, ana, table: dict | None = None) -> tuple[str, object]:
    """Ana (a raw client) creates a room; Ben sits through the screens; Ana starts."""
    code = await ben_joins(srv, app, ana, table or {"standin": "easy"})
    ben_sits(app)
    await until(app, lambda: bool(link.kept_seats(app.storage)))
    await ana.wait_for(lambda c: c.room["seats"][1]["name"] == "Ben")
    await ana.start()
    await until(app, lambda: isinstance(app.top, TableScene))
    return code, app.top


def test_leave_a_bot_plays_until_ben_is_back_then_he_concedes(tmp_path) -> None:
    """Leave the game (pause menu): the server's bot of the host's level plays Ben's seat and
    everyone sees it; opening the game again from Play online takes the seat back; Concede,
    asked first, ends his part for good."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (ana,) = await connected(srv.url)
            app = App(storage=Storage(MemoryBackend()), seed=6)
            code, table = await ben_at_the_table(srv, app, ana)
            key(app, pygame.K_p)
            assert app.top.name == "pause"
            assert find(app, "restart") is None and find(app, "new_game") is None
            assert fits(app) == []
            click(app, "leave")
            await until(app, lambda: app.top.name == "title")
            assert any(msg == t("online.left") for msg, _ in app.toasts)
            await ana.wait_for(lambda c: c.room["seats"][1]["standin"] == "easy")
            room = srv.server.hub.rooms[code]
            # The bot plays Ben's turns: Ana's moves are answered without him.
            rng = random.Random(1)
            for _ in range(3):
                await ana.wait_for(lambda c: c.my_turn or c.over)
                if ana.over:
                    break
                n = ana.n
                await ana.act(rng.choice(ana.legal))
                await ana.wait_for(lambda c, n=n: c.n > n + 1 or c.over)  # and the bot's
            assert room.standin_numbers()  # the moves a bot made for Ben are known
            # Back: Play online lists the game; opening it takes the seat back.
            click(app, "online")
            await until(app, lambda: bool(app.top.games))
            click(app, f"mine.{code}")
            await until(app, lambda: isinstance(app.top, TableScene))
            await ana.wait_for(lambda c: c.room["seats"][1]["standin"] is None)
            assert room.standin_level(1) is None
            key(app, pygame.K_p)
            click(app, "concede")
            assert app.top.name == "confirm"  # asked first
            click(app, "confirm.concede")
            await until(app, lambda: app.top.name == "title")
            assert any(msg == t("online.conceded") for msg, _ in app.toasts)
            await ana.wait_for(lambda c: c.room["seats"][1]["conceded"])
            await close_all([ana])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_rematch_at_the_results_starts_the_next_game_in_the_same_room(tmp_path) -> None:
    """At the results Play again is Rematch: Ben's vote shows as "Ben wants a rematch (1/2)",
    Ana's press says she waits for the others until both agree; then the next game starts in
    the same room, everyone moved on by one seat, at a new table on the same connection."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app, table, ben = await to_results(srv, "floriado")
            results = app.top
            code = table.match.conn.code
            again = find(app, "again")
            assert again.label == t("online.rematch") and again.sub == ""
            await ben.rematch(True)
            await until(app, lambda: find(app, "again").sub != "")
            assert find(app, "again").sub == t("online.rematch_wants", name="Ben", n=1, of=2)
            assert fits(app, lambda: app.replace(table.turns.results_scene())) == []
            results = app.top
            click(app, "again")
            await until(app, lambda: app.top is not results)  # both agreed: the next game
            new = app.top
            assert isinstance(new, TableScene) and new is not table
            conn = new.match.conn
            assert conn is table.match.conn and conn.connected  # the same line, not closed
            assert conn.code == code and conn.room["game_no"] == 2
            assert conn.seat == 1 and ben.seat == 0  # moved on by one seat
            assert new.match.viewer == 1 and new.match.actions_taken == 0
            assert [s.name for s in new.match.seats] == ["Ben", "Ana"]
            # Continue lists the game again (it had left it when the first game ended).
            assert [e["code"] for e in link.playing_seats(app.storage)] == [code]
            # And it plays: the first move, whoever's, reaches the other.
            await until(
                app, lambda: (new.my_turn() and not new.turns.acting_blocked()) or ben.my_turn
            )
            if ben.my_turn:
                await ben.act(ben.legal[0])
                await until(app, lambda: new.match.actions_taken == 1)
            else:
                new.human_act(new.match.legal_actions()[0])
                await ben.wait_for(lambda c: c.n == 1)
            await close_all([ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_the_status_line_says_the_clock_and_the_watchers(tmp_path) -> None:
    """With a turn clock, Ana's turn at Ben's table reads "Waiting for Ana… · 4:59 left";
    someone watching adds "· 1 watching"."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            ana, cleo = await connected(srv.url, 2)
            app = App(storage=Storage(MemoryBackend()), seed=6)
            code, table = await ben_at_the_table(srv, app, ana, {"clock": "5m"})
            await until(
                app, lambda: (table.my_turn() and not table.turns.acting_blocked()) or ana.my_turn
            )
            if not ana.my_turn:
                table.human_act(table.match.legal_actions()[0])
            await until(app, lambda: ana.my_turn)
            await until(app, lambda: table.way.status() is not None)
            words, hint = table.way.status()
            waiting = t("online.waiting", name="Ana")
            assert not hint and re.fullmatch(re.escape(waiting) + r" · [45]:\d\d left", words)
            await cleo.watch(code)
            await until(app, lambda: "watching" in table.way.status()[0])
            assert table.way.status()[0].endswith(" left · 1 watching")
            assert layout_overlaps(record_frame(app)) == []
            await close_all([ana, cleo])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_the_words_for_time_left_and_a_bot_standing_in() -> None:
    assert [time_words(s) for s in (0, 59.9, 61, 3599, 3600, 7200, 86400 * 2, 86400 * 3)] == [
        "0:00",
        "0:59",
        "1:01",
        "59:59",
        "1 hour",
        "2 hours",
        "2 days",
        "3 days",
    ]
    room = {"seats": [{"kind": "human", "name": "Ana"}, {"kind": "human", "name": "Ben"}]}

    class Stood:  # Ben's seat played by a bot, his turn, seen from Ana's seat
        conn = SimpleNamespace(seat=0, room=room)
        current_player, is_over, watchers = 1, False, 0
        seats = [Seat("Ana", "human"), Seat("Ben", "human")]

        def standin(self, seat: int) -> str | None:
            return "easy" if seat == 1 else None

        def time_left(self, seat: int) -> float | None:
            return None

    assert turn_line(Stood(), lambda seat: ["Ana", "Ben"][seat]) == (
        t("online.standin_turn", name="Ben"),
        False,
    )
    Stood.current_player = 0  # Ana's own turn: the game's line
    assert turn_line(Stood(), lambda seat: ["Ana", "Ben"][seat]) is None


def test_a_word_to_the_table_reactions_text_bubbles_and_a_mute(tmp_path) -> None:
    """From the pause menu Ben says "Well played" and a line of text, which Ana receives;
    Ana's line shows as a bubble at Ben's table until he mutes her."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (ana,) = await connected(srv.url)
            app = App(storage=Storage(MemoryBackend()), seed=6)
            code, table = await ben_at_the_table(srv, app, ana)
            assert set(REACTION_WORDS) == set(REACTIONS)
            key(app, pygame.K_p)
            assert fits(app) == []  # the pause menu of an online table, one row more
            click(app, "say")
            assert app.top.name == "say"
            assert fits(app) == []
            click(app, "say.well_played")
            assert app.top is table  # said, and back at the table
            heard = await asyncio.wait_for(ana.said.get(), 10)
            assert heard["react"] == "well_played" and heard["name"] == "Ben"
            key(app, pygame.K_p)
            click(app, "say")
            click(app, "say.text")
            type_text(app, "one minute\u0007")  # a control character never goes out
            click(app, "say.send")
            heard = await asyncio.wait_for(ana.said.get(), 10)
            assert heard["text"] == "one minute"
            await ana.say(text="take your time")
            shown = table.way.words.shown
            await until(app, lambda: "Ana: take your time" in shown(app.time))
            # His own words come back as everyone's do, one bubble a seat (its newest), each
            # at the speaker's panel on the table.
            assert shown(app.time) == ["Ben: one minute", "Ana: take your time"]
            assert layout_overlaps(record_frame(app)) == []
            laid = table.way.words.layout(app.time)
            assert [b.panel for b in laid] == [table.way.words.panels[s] for s in (1, 0)]
            key(app, pygame.K_p)
            click(app, "say")
            click(app, "say.mute0")
            assert 0 in table.way.words.muted
            key(app, pygame.K_ESCAPE)
            key(app, pygame.K_ESCAPE)
            assert app.top is table and "Ana: take your time" not in shown(app.time)
            await ana.say(react="oops")
            await frames(app, 30)
            assert not [x for x in shown(app.time) if x.startswith("Ana")]  # muted here only
            await close_all([ana])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_watch_a_game_from_its_room_the_public_view_live_and_no_hidden_card(tmp_path) -> None:
    """Cleo joins a Gloschli game in play by its code and presses Watch the game: her table
    is the public view (game/net/public.py) at every step, never a seat's hidden card, no
    move is hers, the log grows with the game; the players see one watcher."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            ana, ben = await two_player_room(srv.url, "gloschli")
            code = ana.code
            app = App(storage=Storage(MemoryBackend()), seed=6)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            lobby = app.top
            click(app, "field.code")
            type_text(app, code)
            lobby.commit()
            click(app, "join")
            await until(app, lambda: find(app, "watch") is not None)
            assert find(app, "sit0") is None and find(app, "sit1") is None  # a game in play
            click(app, "watch")
            await until(app, lambda: isinstance(app.top, TableScene))
            table = app.top
            match = table.match
            assert match.watching and match.humans == [] and match.legal_actions() == []
            await ana.wait_for(lambda c: c.room["watchers"] == 1)
            rng = random.Random(3)
            room = srv.server.hub.rooms[code]
            for _ in range(12):
                if not await play_turn([ana, ben], rng):
                    break
                await until(app, lambda: match.actions_taken == ana.n)
                shown = match.view()
                assert shown == public_view(room.state, 2)  # what every seat sees alike
                views = [room.state.view(s) for s in range(2)]
                assert all(shown != v for v in views) or shown == views[0] == views[1]
                assert match.legal_actions() == []
            assert match.log  # the game's log, live
            key(app, pygame.K_p)
            assert find(app, "leave") is None and find(app, "restart") is None
            assert find(app, "say") is None  # only seated players speak
            key(app, pygame.K_ESCAPE)
            await close_all([ana, ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


@pytest.mark.parametrize("game", ["via_gladiola", "gloschli", "floriado"])
def test_a_watcher_is_nobody_at_the_table_and_reads_the_game_so_far(
    tmp_path, monkeypatch, game: str
) -> None:
    """The seats a watcher sees are the players' by name; none of them is called "You" (the
    watcher's table is laid out from a seat's chair, but that seat is not theirs); a watcher
    who comes to a game under way finds its moves so far in the log."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            ana, ben = await two_player_room(srv.url, game)
            rng = random.Random(5)
            for _ in range(8):  # a game under way (past the start peeks): its log so far
                await play_turn([ana, ben], rng)
            app = App(storage=Storage(MemoryBackend()), seed=6)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            click(app, "field.code")
            type_text(app, ana.code)
            app.top.commit()
            click(app, "join")
            await until(app, lambda: find(app, "watch") is not None)
            click(app, "watch")
            await until(app, lambda: isinstance(app.top, TableScene))
            await frames(app, 3)
            match = app.top.match
            lines = [entry for entry in match.log if entry.get("seat") is not None]
            assert len(lines) >= 2, match.log  # both players' moves before the watcher came
            drawn: list[str] = []
            real = theme.text

            def spy(s: str, *args, **kwargs):
                drawn.append(s)
                return real(s, *args, **kwargs)

            monkeypatch.setattr(theme, "text", spy)
            monkeypatch.setattr(draw, "RETAINED", False)  # every text drawn, none from a layer
            app.top.draw(pygame.Surface((1280, 720)))
            monkeypatch.setattr(theme, "text", real)
            assert any("Ana" in s for s in drawn) and any("Ben" in s for s in drawn), drawn
            assert t("seat.you") not in drawn, drawn
            await close_all([ana, ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())
