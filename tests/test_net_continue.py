"""Online games on this device: in the title's Continue list with "your turn" marked (the
server asked in the background), back to the table from there, the list without a server,
and a finished game kept for review with only what its seat was shown.

The server runs in the test's own event loop; the App is stepped frame by frame with the loop
turning between frames (as main.py does); the other players are raw clients.
"""

from __future__ import annotations

import random

from game import archive
from game.core.catalog import spec
from game.core.match import Seat
from game.engine import rules_for
from game.matches import NotYourSeat
from game.net import link
from game.net.store import Store
from game.storage import MemoryBackend, Storage
from game.ui import navigator
from game.ui.app import App
from game.ui.table import online
from game.ui.testing import click, find, layout_overlaps, record_frame
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, free_port, in_process, run
from tests.test_online_ui import is_table, play_to_results

FAST = {"msg_rate": 1000.0, "msg_burst": 1000.0}  # raw clients move faster than people


async def room_with(srv, storage: Storage, game: str = "floriado") -> tuple:
    """A started two-seat room: Ana (this device, seat 0, kept in ``storage``) and Ben (a raw
    client at seat 1)."""
    ana, ben = await connected(srv.url, 2)
    seated = await ana.create(game, ["open", "open"], "Ana")
    await ben.sit(seated["code"], 1, "Ben")
    await ana.start()
    await ben.wait_for(lambda c: c.view is not None)
    link.keep_seat(storage, seated["code"], seated["token"], game, f"127.0.0.1:{srv.port}")
    return seated["code"], ana, ben


async def turn_of(ana, ben, who) -> None:
    """Play first legal actions in a room until it is ``who``'s turn."""
    while not who.my_turn:
        actor = ana if ana.my_turn else ben
        n = actor.n
        await actor.act(actor.legal[0])
        for c in (ana, ben):
            await c.wait_for(lambda x, n=n: x.n > n)


def test_continue_lists_online_games_with_your_turn_marked_and_reconnects(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            storage = Storage(MemoryBackend())
            mine, ana1, ben1 = await room_with(srv, storage)
            theirs, ana2, ben2 = await room_with(srv, storage, "gloschli")
            # In the first room it is Ana's turn, in the second Ben's.
            await turn_of(ana1, ben1, ana1)
            await turn_of(ana2, ben2, ben2)
            await close_all([ana1, ana2])  # Ana's device keeps only the codes and tokens
            app = App(storage=storage, seed=3)
            await frames(app, 2)
            cont = find(app, "continue")
            assert cont is not None and cont.sub == "2 saved games"  # no local save at all
            click(app, "continue")
            scene = app.top
            assert scene.name == "saves"
            await until(app, lambda: find(app, f"saves.online.{mine}").enabled)
            assert scene.online_line(next(e for e in scene.online if e["code"] == mine)) == (
                "Your turn!"
            )
            other = next(e for e in scene.online if e["code"] == theirs)
            assert scene.online_line(other) == "Waiting for Ben…"
            assert scene.online[0]["code"] == mine  # waiting for us: first
            assert find(app, f"saves.online.{mine}").style == "primary"
            assert layout_overlaps(record_frame(app)) == []
            click(app, f"saves.online.{mine}")
            await until(app, lambda: is_table(app.top))
            table = app.top
            assert isinstance(table.way, online.OnlinePlay) and table.match.viewer == 0
            assert table.match.conn.code == mine
            await until(app, lambda: table.my_turn())
            assert table.match.legal_actions()
            await close_all([ben1, ben2])
            app.reset(navigator.make("title", app))
            await frames(app, 3)

    run(main())


def test_the_list_works_without_a_server_and_says_so(tmp_path) -> None:
    async def main() -> None:
        storage = Storage(MemoryBackend())
        dead = f"127.0.0.1:{free_port()}"  # nothing listens there
        link.keep_seat(storage, "ACEFHJ", "t" * 32, "floriado", dead)
        app = App(storage=storage, seed=4)
        seats = [Seat("Ana", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
        navigator.start_game(app, spec("via_gladiola"), seats, {})
        app.reset(navigator.make("title", app))
        await frames(app, 2)
        assert find(app, "continue").sub == "2 saved games"
        click(app, "continue")
        scene = app.top
        assert scene.name == "saves"
        assert scene.online_line(scene.online[0]) == ("Asking the server whose turn it is…")
        await until(app, lambda: scene.asked is None)
        assert scene.online_line(scene.online[0]) == "The server cannot be reached. Is it running?"
        assert not find(app, "saves.online.ACEFHJ").enabled
        assert layout_overlaps(record_frame(app)) == []
        click(app, "saves.via_gladiola")  # the local game goes on as ever
        await until(app, lambda: is_table(app.top))
        assert app.top.match.session.game == "via_gladiola"
        app.reset(navigator.make("title", app))
        await frames(app, 2)

    run(main())


def test_a_finished_online_game_is_kept_and_reviewed_as_its_seat_saw_it(tmp_path) -> None:
    """At the end the device asks for its seat's record and keeps it; Records -> Review
    games opens it on the game's table, which at every step shows this seat's view as the
    server sent it then (never another seat's: the match refuses to give one), and leaves
    the Continue list."""

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            storage = Storage(MemoryBackend())
            code, ana, ben = await room_with(srv, storage, "gloschli")
            await ana.close()
            app = App(storage=storage, seed=8)
            app.settings.speed = 0.0
            await frames(app, 2)
            click(app, "continue")
            await until(app, lambda: find(app, f"saves.online.{code}").enabled)
            click(app, f"saves.online.{code}")
            await until(app, lambda: is_table(app.top))
            table = app.top
            await play_to_results(app, table, [ben], random.Random(6))
            await until(app, lambda: bool(archive.load(storage, "gloschli")))
            (entry,) = archive.load(storage, "gloschli")
            assert entry["online"]["seat"] == 0 and entry["online"]["code"] == code
            assert link.playing_seats(storage) == []  # over: no longer in Continue
            app.reset(navigator.make("title", app))
            await frames(app, 2)
            assert find(app, "continue") is None
            db = Store(str(tmp_path / "meadow.sqlite"))
            row = db.load_room(code)
            actions = [a for _, a, _ in db.load_actions(code)]
            db.close()
            rules = rules_for("gloschli")
            click(app, "records")
            click(app, "records.reviews")
            reviews = app.top
            assert reviews.name == "reviews"
            click(app, "reviews.game.gloschli")
            assert reviews.result_text(0).startswith(("Ben", "Ana"))
            click(app, "reviews.0")
            review_table = app.top
            assert not review_table.way.plays and review_table.match.viewer == 0
            state = rules.replay(2, row.seed, row.options, [])
            assert review_table.way.n == len(actions)
            for k in range(len(actions) + 1):
                review_table.way.goto(k)
                await frames(app)
                assert review_table.seats.view() == state.view(0), f"step {k}"
                try:
                    review_table.match.view(1)
                    raise AssertionError("a review of an online game showed another seat")
                except NotYourSeat:
                    pass
                if k < len(actions):
                    state.apply(rules.action_from_json(actions[k]))
            assert review_table.match.is_over
            assert layout_overlaps(record_frame(app)) == []
            click(app, "review.leave")
            assert app.top is reviews
            await close_all([ben])
            app.reset(navigator.make("title", app))
            await frames(app, 2)

    run(main())


def test_a_game_finished_while_away_is_kept_when_the_title_asks(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            storage = Storage(MemoryBackend())
            code, ana, ben = await room_with(srv, storage)
            rng = random.Random(2)
            while not ana.over:  # the game played to its end elsewhere (another device)
                await ana.wait_for(lambda c: c.over or c.my_turn or ben.my_turn)
                for c in (ana, ben):
                    if c.my_turn:
                        n = c.n
                        await c.act(rng.choice(c.legal))
                        await ana.wait_for(lambda x, n=n: x.n > n or x.over)
                        break
            await close_all([ana, ben])
            app = App(storage=storage, seed=9)
            await until(app, lambda: archive.load(storage, "floriado") != [])
            (entry,) = archive.load(storage, "floriado")
            assert entry["online"]["code"] == code and entry["online"]["seat"] == 0
            assert [e.get("over") for e in link.kept_seats(storage)] == [True]
            await until(app, lambda: find(app, "continue") is None)
            app.reset(navigator.make("title", app))
            await frames(app, 2)

    run(main())
