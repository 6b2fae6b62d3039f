"""``python -m game copy-store``: a SQLite store with finished, running and waiting rooms
copied into a real PostgreSQL, checked by replay, its seats still opened by their tokens."""

from __future__ import annotations

import io
import random
import sqlite3

from game.dev.cli import main as cli
from game.net.client import Client
from game.net.copy_store import copy
from game.net.database import open_store
from game.net.rooms import Hub
from game.net.store import Store
from tests.net_helpers import in_process, postgres, run  # noqa: F401  (the PostgreSQL fixture)


def a_store(path: str) -> dict[str, str]:
    """Finished, running and waiting rooms (one with an undo); a person's token per room."""
    hub = Hub(Store(path))
    rng = random.Random(6)
    tokens = {}
    for i, (game, moves) in enumerate(
        [("gloschli", None), ("via_gladiola", None), ("floriado", 7), ("gloschli", 12)]
    ):
        room, _, token = hub.create(game, ["open", "random"], f"P{i}")
        hub.start(room.code, 0)
        while not room.state.is_over and (moves is None or room.n < moves):
            if i == 3 and room.n == 4:  # a bot stands in for the person from here
                hub.leave(room.code, 0)
            action = rng.choice(room.state.legal_actions())
            cur = room.state.current_player
            standin = room.standin_level(cur) if room.is_person(cur) else None
            hub.act(room.code, cur, room.n, action.to_json(), standin)
        if i == 1:  # words said, and a rematch: the first game kept beside the second
            hub.say(room.code, 0, {"text": "well played"})
            hub.vote(room.code, 0, True, {0})
            hub.act(
                room.code, room.state.current_player, 0, room.state.legal_actions()[0].to_json()
            )
        tokens[room.code] = token
    lobby, _, token = hub.create("floriado", ["open", "open"], "Lou")
    tokens[lobby.code] = token
    hub.store.close()
    return tokens


def test_a_sqlite_store_copied_into_postgresql_replays_the_same(tmp_path, postgres) -> None:  # noqa: F811
    source = f"sqlite:///{tmp_path}/meadow.sqlite"
    tokens = a_store(f"{tmp_path}/meadow.sqlite")
    target = postgres.new_database()
    out = io.StringIO()
    assert copy(source, target, out) == 0
    assert out.getvalue().startswith("5 rooms copied (")
    src, dst = open_store(source), open_store(target)
    assert src.codes() == dst.codes() and len(dst.codes()) == 5
    for code in src.codes():
        assert dst.load_room(code) == src.load_room(code)  # token hashes included
        assert dst.load_actions(code) == src.load_actions(code)
        assert dst.room_times(code) == src.room_times(code)
        assert dst.standins(code) == src.standins(code)
        assert dst.kept_rows(code) == src.kept_rows(code)
        a, b = Hub(src).get(code), Hub(dst).get(code)
        assert a is not None and b is not None and a.status == b.status
        if a.state is not None:
            assert a.state.to_json() == b.state.to_json()
    assert sum(len(dst.standins(c)) for c in dst.codes()) > 0
    assert sum(len(dst.kept_rows(c)["games"]) + len(dst.chat(c)) for c in dst.codes()) == 2
    assert {r: len(dst.codes(r)) for r in ("over", "playing", "lobby")} == {
        "over": 1,
        "playing": 3,
        "lobby": 1,
    }
    # again: nothing to do, nothing changed (the command may be run after an interruption)
    again = io.StringIO()
    assert cli(["copy-store", "--from", source, "--to", target]) == 0
    assert copy(source, target, again) == 0 and "0 rooms copied" in again.getvalue()
    src.close()
    dst.close()

    # a server on the copy opens every seat with its old token
    async def main() -> None:
        async with in_process(tmp_path / "elsewhere", database=target) as srv:
            for code, token in tokens.items():
                c = Client(srv.url)
                await c.connect()
                reply = await c.resume(code, token)
                assert reply["code"] == code
                await c.close()

    run(main())


def test_a_game_that_does_not_replay_is_reported_and_not_copied(tmp_path, postgres) -> None:  # noqa: F811
    tokens = a_store(f"{tmp_path}/meadow.sqlite")
    bad = next(iter(tokens))
    db = sqlite3.connect(tmp_path / "meadow.sqlite")
    db.execute('UPDATE actions SET action=\'{"type":"zz"}\' WHERE code=? AND n=1', (bad,))
    db.commit()
    db.close()
    target = postgres.new_database()
    out = io.StringIO()
    assert copy(f"sqlite:///{tmp_path}/meadow.sqlite", target, out) == 1
    assert "4 rooms copied" in out.getvalue() and f"not copied: {bad}: does not replay" in (
        out.getvalue()
    )
    assert bad not in open_store(target).codes()
