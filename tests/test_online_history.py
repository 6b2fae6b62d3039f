"""An online seat's history is whole wherever its player looks: the log written at the table
is written again, line for line, when the seat is opened afresh (another window, another
day); the others see who is waiting and who has left.

The server runs in the test's own event loop on 127.0.0.1; the other player is a raw client.
"""

from __future__ import annotations

import random

from game.i18n import LANGUAGES
from game.net.remote import RemoteMatch
from game.storage import MemoryBackend, Storage
from game.ui import navigator
from game.ui import testing as T
from game.ui.app import App
from game.ui.table.base import TableScene
from game.ui.table.online import open_table
from game.ui.testing import click, find, layout_overlaps, record_frame
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run
from tests.test_online_ui import open_room


def is_table(scene: object) -> bool:
    return isinstance(scene, TableScene)


async def start_with_ben(app: App, port: int, game: str):
    scene = await open_room(app, port, game)
    code = scene.conn.room["code"]
    (ben,) = await connected(f"ws://127.0.0.1:{port}/ws")
    await ben.sit(code, 1, "Ben")
    await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
    click(app, "start")
    await until(app, lambda: is_table(app.top))
    return app.top, ben, code


async def reopen(storage: Storage, code: str) -> tuple[App, TableScene]:
    """The same device later: Play online, the game in its list, back at the table."""
    again = App(storage=storage, seed=5)
    click(again, "online")
    await until(again, lambda: bool(again.top.games))
    click(again, f"mine.{code}")
    await until(again, lambda: is_table(again.top))
    await frames(again, 3)
    return again, again.top


def test_a_gloschli_seat_opened_again_has_its_whole_log(tmp_path) -> None:
    """Ana plays some turns of a memory game, closes the window and opens the game again: her
    log reads as it did (every swap and peek she saw), not only the round's first line; while
    Ben is to act, her status says she waits for him."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            storage = Storage(MemoryBackend())
            app = App(storage=storage, seed=3)
            app.settings.speed = 0.0
            table, ben, code = await start_with_ben(app, srv.port, "gloschli")
            rng = random.Random(8)
            waited = 0
            for _ in range(3000):
                if table.match.actions_taken >= 16 and table.my_turn():
                    break
                for wid in ("gl.hide", "gl.next_round"):
                    if find(app, wid) is not None:
                        click(app, wid)
                if (
                    table.my_turn()
                    and table.match.legal_actions()
                    and not table.turns.acting_blocked()
                ):
                    table.human_act(rng.choice(table.match.legal_actions()))
                elif ben.my_turn:
                    if table.match.waiting_for() == "Ben" and ben.view["phase"] != "peek":
                        await frames(app, 2)
                        if table.match.current_player == 1 and not table.memo_hold:
                            waited += 1
                            assert table.status_text()[0] == "Waiting for Ben…"
                    await ben.act(rng.choice(ben.legal))
                await frames(app)
            await frames(app, 5)
            assert waited > 0
            before = list(table.match.log)
            assert len(before) > 8  # more than the round's first line
            n = table.match.actions_taken
            app.reset(navigator.make("title", app))  # the window is closed
            await frames(app, 3)
            again, back = await reopen(storage, code)
            assert isinstance(back.match, RemoteMatch) and back.match.whole
            assert back.match.actions_taken == n
            assert back.match.log == before
            await close_all([ben])
            again.reset(navigator.make("title", again))
            await frames(again, 3)

    run(main())


def test_a_person_who_left_is_shown_away_at_the_other_devices(tmp_path) -> None:
    """Ben's table waits for Ana while she is connected; once her window is closed on her
    turn it says she is away and that it is her turn."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=3)
            app.settings.speed = 0.0
            table, ben, code = await start_with_ben(app, srv.port, "via_gladiola")
            rng = random.Random(2)
            for _ in range(400):  # until it is Ben's (the raw client's) turn
                if ben.my_turn:
                    break
                if (
                    table.my_turn()
                    and table.match.legal_actions()
                    and not table.turns.acting_blocked()
                ):
                    table.human_act(rng.choice(table.match.legal_actions()))
                await frames(app)
            assert ben.my_turn
            await close_all([ben])
            # Ben opens his seat at a table of his own (a second device).
            other = App(storage=Storage(MemoryBackend()), seed=9)
            other.settings.speed = 0.0
            conn = type(ben)(ben.url)
            await conn.connect()
            await conn.resume(code, ben.token)
            open_table(other, conn)
            bens = other.top
            await frames(other, 3)
            assert bens.viewer == 1 and bens.my_turn()
            for _ in range(400):  # his turn, to its end
                if bens.match.current_player == 0:
                    break
                if (
                    bens.my_turn()
                    and bens.match.legal_actions()
                    and not bens.turns.acting_blocked()
                ):
                    bens.human_act(rng.choice(bens.match.legal_actions()))
                await frames(other)
            assert bens.match.current_player == 0
            await frames(other, 3)
            assert bens.status_text()[0] == "Waiting for Ana…"
            app.reset(navigator.make("title", app))  # Ana closes her window on her turn
            await until(other, lambda: bens.status_text()[0] != "Waiting for Ana…")
            assert bens.status_text()[0] == "Ana is away — it is their turn"
            other.reset(navigator.make("title", other))
            await frames(other, 3)

    run(main())


def test_an_online_room_has_a_points_target_as_a_local_game(tmp_path) -> None:
    """Gloschli's points target (50, 100, 150; GL-1) is chosen for an online room beside its
    game, as in the local set-up, and the server's game plays to it."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=3)
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            scene = app.top
            scene.fields["name"] = "Ana"
            while scene.new.game != "gloschli":
                click(app, "game")
            assert find(app, "opt.target").label == "Play to 100 points"
            click(app, "opt.target")  # 150
            click(app, "opt.target")  # then round to 50
            assert find(app, "opt.target").label == "Play to 50 points"
            assert layout_overlaps(record_frame(app)) == []
            click(app, "create")
            await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
            room = srv.server.hub.rooms[scene.conn.room["code"]]
            assert room.options["target"] == 50
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_the_target_button_fits_at_every_text_size_and_language() -> None:
    for lang in LANGUAGES:
        for scale in (1.0, 1.5):
            app = T.new_app(language=lang, text_scale=scale)
            click(app, "online")
            while app.top.new.game != "gloschli":
                click(app, "game")
            assert find(app, "opt.target") is not None
            assert layout_overlaps(record_frame(app)) == [], (lang, scale)


def test_closing_the_window_at_an_online_table_closes_its_connection(tmp_path) -> None:
    """The window closed at an online table: its connection closes before the event loop
    ends (no "Unclosed client session", no "Event loop is closed"), its reconnecting stops."""
    from game.ui.app import closed

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=3)
            table, ben, _ = await start_with_ben(app, srv.port, "floriado")
            conn, keeper = table.match.conn, table.match.keeper
            assert conn.session is not None and keeper is not None and not keeper.done()
            await closed(app)  # what main() does once the window is closed
            assert conn.session is None and not conn.connected
            assert keeper.done() and not keeper.cancelled()
            await close_all([ben])

    run(main())
