"""Online play in the game itself: title -> Play online -> a room -> the same table as local
play, driven by a RemoteMatch, to the results; a drop and a reconnection mid-turn.

The server runs in the test's own event loop on 127.0.0.1; the App is stepped frame by frame
with the loop turning between frames (as main.py does); the other player is a raw client.
"""

from __future__ import annotations

import asyncio
import random
from unittest import mock

import pygame
import pytest

from game import archive
from game.i18n import LANGUAGES, set_language
from game.matches import NotYourSeat, RecordMatch
from game.net import link, rooms
from game.net.remote import RemoteMatch
from game.net.store import Store
from game.storage import MemoryBackend, Storage, autosave_key
from game.ui import navigator, theme
from game.ui.app import App
from game.ui.table import online
from game.ui.table.base import TableScene
from game.ui.testing import click, find, key, layout_overlaps, record_frame, type_text
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run
from tests.test_net_record import engine_states


def is_table(scene: object) -> bool:
    return isinstance(scene, TableScene)


async def open_room(app: App, port: int, game: str = "floriado") -> object:
    """Through the screens: Play online, a name, the game, Create room."""
    app.settings.server = f"127.0.0.1:{port}"
    click(app, "online")
    scene = app.top
    assert scene.name == "online"
    click(app, "field.name")
    type_text(app, "Ana")
    await frames(app)
    scene.commit()
    while scene.new.game != game:
        click(app, "game")
    click(app, "create")
    await until(app, lambda: scene.step == "room" and scene.conn and scene.conn.room)
    return scene


def test_a_floriado_game_online_from_the_title_to_the_results(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            storage = Storage(MemoryBackend())
            app = App(storage=storage, seed=3)
            scene = await open_room(app, srv.port)
            code = scene.conn.room["code"]
            assert find(app, "start") is not None and not find(app, "start").enabled
            assert layout_overlaps(record_frame(app)) == []  # the room, waiting for Ben
            (ben,) = await connected(srv.url)
            await ben.join(code.lower())
            await ben.sit(code, 1, "Ben")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            click(app, "start")
            await until(app, lambda: is_table(app.top))
            table = app.top
            assert isinstance(table.match, RemoteMatch) and isinstance(table.way, online.OnlinePlay)
            assert table.match.names == ["Ana", "Ben"]
            # The device keeps only the code and the seat's token; no local save of the game.
            kept = link.kept_seats(storage)
            assert [e["code"] for e in kept] == [code] and len(kept[0]["token"]) >= 22
            assert storage.load(autosave_key("floriado")) is None
            rng = random.Random(5)
            dropped = ben_dropped = False
            waited = 0
            for _ in range(6000):
                if app.top.name == "results":
                    break
                if (
                    table.my_turn()
                    and table.match.legal_actions()
                    and not table.turns.acting_blocked()
                ):
                    if not dropped and table.match.actions_taken >= 4:
                        # A drop mid-turn: the match notices and reconnects by itself (the line may
                        # be back before the next frame, so the count is watched, not the banner).
                        dropped = True
                        await table.match.conn.drop()
                        await until(app, lambda: table.match.drops == 1)
                        await until(app, lambda: not table.match.reconnecting)
                        continue
                    table.human_act(rng.choice(table.match.legal_actions()))
                elif ben.my_turn:
                    if table.match.waiting_for() == "Ben":
                        waited += 1
                        assert table.status_text()[0] == "Waiting for Ben…"
                    if not ben_dropped and ben.n >= 7:
                        ben_dropped = True
                        await ben.reconnect()  # Ben's turn survives his own drop
                    await ben.act(rng.choice(ben.legal))
                await frames(app)
            assert app.top.name == "results", app.top.name
            room = srv.server.hub.rooms[code]
            assert table.match.result().winners == room.state.result().winners
            assert dropped and ben_dropped and table.match.drops == 1 and waited > 0
            # Ben's moves reached the table as events: logged like local ones.
            assert any(e.get("args", {}).get("name") == "Ben" for e in table.match.log)
            assert len(table.match.log) > room.n // 2
            # The seat's record is asked of the server as the game ends and kept here: the
            # results then offer Review, on V as after a local game.
            await until(app, lambda: find(app, "review").enabled)
            button = find(app, "review")
            assert button.sub == "" and button.key == "V"
            assert archive.kept_online(storage, "floriado", code, 0) is not None
            assert layout_overlaps(record_frame(app)) == []
            results = app.top
            key(app, pygame.K_v)
            review = app.top
            assert review is not results and not review.way.plays
            assert isinstance(review.match, RecordMatch) and review.match.seat == 0
            key(app, pygame.K_END)  # the end as this seat was shown it
            assert review.seats.view() == table.match.view(0)
            key(app, pygame.K_ESCAPE)
            assert app.top is results
            # The online list shows the finished game from the server's status.
            click(app, "menu")
            click(app, "online")
            await until(app, lambda: bool(app.top.games))
            assert app.top.games[0]["code"] == code and app.top.games[0]["status"] == "over"
            await close_all([ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_your_turn_in_the_online_list_and_back_to_the_table(tmp_path) -> None:
    """A game left mid-way: the online list marks it "your turn"; opening it resumes the
    seat with its token (a reload, a new day) at the same table."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            storage = Storage(MemoryBackend())
            app = App(storage=storage, seed=4)
            scene = await open_room(app, srv.port)
            code = scene.conn.room["code"]
            (ben,) = await connected(srv.url)
            await ben.sit(code, 1, "Ben")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            click(app, "start")
            await until(app, lambda: is_table(app.top))
            table = app.top
            await until(app, lambda: table.my_turn() or ben.my_turn)
            if ben.my_turn:
                await ben.act(ben.legal[0])
            await until(app, lambda: table.my_turn() and not table.turns.acting_blocked())
            table.human_act(table.match.legal_actions()[0])
            await until(app, lambda: ben.my_turn)
            await ben.act(ben.legal[0])
            n = ben.n
            app.reset(navigator.make("title", app))  # the person leaves the table
            await frames(app, 3)
            again = App(storage=storage, seed=5)  # the next day, the same device
            # The title asks the server in the background and marks Play online.
            await until(again, lambda: find(again, "online").sub == "Your turn in 1 game")
            assert layout_overlaps(record_frame(again)) == []
            click(again, "online")
            await until(again, lambda: bool(again.top.games))
            assert layout_overlaps(record_frame(again)) == []  # the lobby with the list
            (entry,) = again.top.games
            assert entry["code"] == code and entry["your_turn"] and entry["n"] == n
            assert find(again, f"mine.{code}").sub.startswith("Your turn")
            click(again, f"mine.{code}")
            await until(again, lambda: is_table(again.top))
            back = again.top
            assert back.match.viewer == 0 and back.match.actions_taken == n
            await frames(again, 5)
            assert all(e["key"] != "log.undo" for e in back.match.log)  # nothing taken back
            await until(again, lambda: back.my_turn())
            assert back.match.legal_actions()
            await close_all([ben])
            again.reset(navigator.make("title", again))
            await frames(again, 3)

    run(main())


def test_against_a_server_bot_with_the_online_undo(tmp_path) -> None:
    """A room with a bot seat: the bot thinks on the server (the table only waits), and Undo
    takes back one's move and the bot's reply, as the server's policy allows (Floriado
    reveals nothing, FL-11); the log is cut back and says so."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=6)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            scene = app.top
            scene.fields["name"] = "Ana"
            while scene.new.game != "floriado":
                click(app, "game")
            while scene.new.seats[1] != "easy":
                click(app, "seat1")
            click(app, "create")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            click(app, "start")
            await until(app, lambda: is_table(app.top))
            table = app.top
            assert table.match.seats[1].is_bot
            rng = random.Random(1)
            undone = False
            for _ in range(4000):
                if table.match.is_over or undone:
                    break
                if (
                    table.my_turn()
                    and table.match.legal_actions()
                    and not table.turns.acting_blocked()
                ):
                    if table.match.actions_taken >= 4 and table.undo.allowed():
                        n, logged = table.match.actions_taken, len(table.match.log)
                        click(app, "undo")
                        await until(app, lambda n=n: table.match.actions_taken < n)
                        await frames(app, 2)
                        assert table.match.actions_taken == n - 2  # own move and the bot's
                        assert table.match.log[-1]["key"] == "log.undo"
                        assert len(table.match.log) < logged
                        undone = True
                        continue
                    table.human_act(rng.choice(table.match.legal_actions()))
                elif table.match.current_player == 1:
                    assert table.thinking(1)  # the server's bot, shown thinking here
                await frames(app)
            assert undone
            room = srv.server.hub.rooms[scene_code(table)]
            assert room.n == table.match.actions_taken
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def scene_code(table) -> str:
    return table.match.conn.code


async def play_to_results(app: App, table: TableScene, others: list, rng: random.Random) -> int:
    """Random legal moves for the table's person and the raw clients until the results."""
    moves = 0
    for _ in range(6_000):
        if app.top.name == "results":
            return moves
        for wid in ("gl.hide", "gl.next_round"):  # start peeks memorized, a round's results read
            if find(app, wid) is not None:
                click(app, wid)
        if table.my_turn() and table.match.legal_actions() and not table.turns.acting_blocked():
            table.human_act(rng.choice(table.match.legal_actions()))
            moves += 1
        for c in others:
            if c.my_turn:
                await c.act(rng.choice(c.legal))
        await frames(app)
    raise AssertionError(
        f"the game did not end: {app.top.name}, {[w.id for w in app.top.widgets()][:8]}, "
        f"{table.match.current_player}, {table.match.legal_actions()[:2]}, {table.timeline.busy}"
    )


DEAL_SEED = 1


async def to_results(srv, game: str) -> tuple[App, TableScene, object]:
    """Ana at this device against Ben (a raw client), random moves to the results."""
    app = App(storage=Storage(MemoryBackend()), seed=7)
    app.settings.speed = 0.0
    app.settings.server = f"127.0.0.1:{srv.port}"
    click(app, "online")
    scene = app.top
    scene.fields["name"] = "Ana"
    while scene.new.game != game:
        click(app, "game")
    # The deal fixed: the random moves below then make a whole game, never one that a player
    # going out ends after a few moves (a server's deal is random otherwise).
    with mock.patch.object(rooms.secrets, "randbits", lambda bits: DEAL_SEED):
        click(app, "create")
        await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
    (ben,) = await connected(srv.url)
    await ben.sit(scene.conn.room["code"], 1, "Ben")
    await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
    click(app, "start")
    await until(app, lambda: is_table(app.top))
    table = app.top
    moves = await play_to_results(app, table, [ben], random.Random(game))
    assert moves > 3
    return app, table, ben


async def one_game_at_its_table(srv, game: str) -> None:
    app, table, ben = await to_results(srv, game)
    room = srv.server.hub.rooms[table.match.conn.code]
    assert room.status == "over"
    assert table.seats.view() == room.state.view(0)  # Ana's own view, nothing more
    assert table.match.result().winners == room.state.result().winners
    await close_all([ben])
    app.reset(navigator.make("title", app))
    await frames(app, 3)


def test_every_game_plays_online_at_its_own_table(tmp_path) -> None:
    """Each game's own table, driven by the server, to its results (animations skipped);
    each seat's table is built only from its own seat's view."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            for game in ("via_gladiola", "gloschli"):
                await one_game_at_its_table(srv, game)

    run(main())


def test_join_a_room_by_its_code_and_take_a_seat(tmp_path) -> None:
    """The other side of a room: the code typed in any case, Join, a name, Sit here; the
    host (a raw client) starts and this device's table opens at its own seat."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (ana,) = await connected(srv.url)
            seated = await ana.create("floriado", ["open", "open"], "Ana")
            app = App(storage=Storage(MemoryBackend()), seed=9)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            scene = app.top
            click(app, "field.code")
            type_text(app, "zzz")
            scene.commit()
            click(app, "join")
            assert scene.message == "A room code is six letters." and scene.step == "lobby"
            click(app, "field.code")
            for _ in "zzz":
                key(app, pygame.K_BACKSPACE)
            type_text(app, seated["code"].lower())
            scene.commit()
            click(app, "join")
            await until(app, lambda: find(app, "sit1") is not None)
            assert find(app, "sit0") is None  # Ana's seat is taken
            click(app, "field.name")
            type_text(app, "Ben")
            scene.commit()
            click(app, "sit1")
            await until(app, lambda: bool(link.kept_seats(app.storage)))
            assert [e["code"] for e in link.kept_seats(app.storage)] == [seated["code"]]
            assert scene.conn.seat == 1
            await ana.wait_for(lambda c: c.room["seats"][1]["name"] == "Ben")
            await ana.start()
            await until(app, lambda: is_table(app.top))
            table = app.top
            assert table.match.viewer == 1 and table.match.names == ["Ana", "Ben"]
            assert table.seats.view() == srv.server.hub.rooms[seated["code"]].state.view(1)
            await close_all([ana])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_review_of_an_online_game_from_its_results_shows_only_its_seat(tmp_path) -> None:
    """Review on a finished Gloschli game's results opens the record kept on this device:
    step by step exactly Ana's view (the engine's view of seat 0 after as many actions), so
    none of the cards Ben had seen and Ana had not (GL-17: the start peeks on)."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app, table, ben = await to_results(srv, "gloschli")
            code = table.match.conn.code
            await until(app, lambda: find(app, "review").enabled)
            click(app, "review")
            review = app.top
            assert isinstance(review.match, RecordMatch) and not review.way.plays
            with pytest.raises(NotYourSeat):
                review.match.view(1)
            db = Store(str(tmp_path / "meadow.sqlite"))
            _, states = engine_states(db, code)
            db.close()
            assert review.way.n == len(states) - 1
            hidden = 0  # Ben's cards Ben knew and Ana's review showed face down
            for k, state in enumerate(states):
                assert review.way.k == k
                shown = review.seats.view()
                assert shown == state.view(0), f"step {k}"
                bens = state.view(1)["slots"][1]
                for mine, his in zip(shown["slots"][1], bens, strict=True):
                    hidden += his is not None and his["card"] is not None and mine["card"] is None
                key(app, pygame.K_RIGHT)
            assert hidden > 0
            await close_all([ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def fits_in_every_language(app: App, table: TableScene) -> list[str]:
    """The results (made again) in each language at normal and larger text: overlaps, and
    the Review button's words (its reason too) outside the button."""
    found: list[str] = []
    try:
        for lang in LANGUAGES:
            for scale in (1.0, 1.25):
                set_language(lang)
                theme.set_body_scale(scale)
                app.replace(table.turns.results_scene())
                marks = record_frame(app)
                found += [f"{lang} {scale}: {p}" for p in layout_overlaps(marks)]
                button = find(app, "review")
                words = [m for m in marks if m.owner == "review" and m.kind == "text"]
                assert {button.label, button.sub} <= {m.label for m in words}  # why it is off
                found += [
                    f"{lang} {scale}: {m} spills" for m in words if not button.rect.contains(m.rect)
                ]
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
        app.replace(table.turns.results_scene())
    return found


def test_the_review_button_says_why_while_the_record_is_missing(tmp_path, monkeypatch) -> None:
    """Until the seat's record is on the device the results' Review is off and says why:
    "Fetching the game…", then "Server not answering" when the server never sent it; a press
    (or V) explains. The title's next look at the online games fetches it after all."""
    real = link.keep_finished
    gate = asyncio.Event()
    asked: list[str] = []

    async def away(storage, conn) -> bool:  # the server does not answer ``record``
        asked.append(conn.code)
        await gate.wait()
        return False

    monkeypatch.setattr(link, "keep_finished", away)
    monkeypatch.setattr(online, "KEEP_TRIES", (0.0, 0.0))

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app, table, ben = await to_results(srv, "floriado")
            code = table.match.conn.code
            await frames(app, 3)
            button = find(app, "review")
            assert not button.enabled and button.sub == "Fetching the game…"
            assert asked == [code]
            assert fits_in_every_language(app, table) == []
            click(app, "review")
            assert app.top.name == "results"
            assert [m for m, _ in app.toasts] == [
                "The game is on its way from the server: Review opens as soon as it is here."
            ]
            gate.set()  # the server never answers: both asks fail
            await until(app, lambda: find(app, "review").sub == "Server not answering")
            assert asked == [code, code] and not find(app, "review").enabled
            assert archive.kept_online(app.storage, "floriado", code, 0) is None
            assert fits_in_every_language(app, table) == []
            app.toasts.clear()
            key(app, pygame.K_v)
            assert app.top.name == "results" and len(app.toasts) == 1
            assert app.toasts[0][0].startswith("The server did not send this game.")
            # The server answers again: the title asks for the games not known to be over.
            monkeypatch.setattr(link, "keep_finished", real)
            click(app, "menu")
            await until(app, lambda: archive.kept_online(app.storage, "floriado", code, 0))
            assert link.playing_seats(app.storage) == []  # over: it left Continue
            await close_all([ben])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_the_empty_server_field_says_which_server_it_means(monkeypatch) -> None:
    """Empty, the field means this computer's server on the desktop and the page's own on
    the web (link.server_url): its placeholder says the one that is true here."""
    from game.i18n import t

    for page, hint in (
        (None, "online.server_hint_local"),
        ("wss://x.example", "online.server_hint"),
    ):
        monkeypatch.setattr(link, "page_host", lambda page=page: page)
        app = App(storage=Storage(MemoryBackend()), seed=9)
        app.settings.server = ""
        click(app, "online")
        assert app.top.name == "online"
        assert find(app, "field.server").placeholder == t(hint)
    assert t("online.server_hint_local") != t("online.server_hint")
