"""A server that one bad room cannot stop, and a database that cannot be opened said in one
line (docs/online.md, "Stored before it is acknowledged")."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys

import aiohttp
import pytest

from game.net.client import Client, NetError
from game.net.rooms import Hub
from game.net.store import Store
from tests.net_helpers import ROOT, close_all, in_process, run


def three_games(path: str) -> list[tuple[str, str]]:
    """Three Floriado games against a bot, a few moves in; (code, token) of each person."""
    hub = Hub(Store(path))
    rng = random.Random(4)
    seats = []
    for i in range(3):
        room, _, token = hub.create("floriado", ["open", "random"], f"P{i}")
        hub.start(room.code, 0)
        while room.n < 4 or room.state.current_player != 0:
            action = rng.choice(room.state.legal_actions())
            hub.act(room.code, room.state.current_player, room.n, action.to_json())
        seats.append((room.code, token))
    hub.store.close()
    return seats


def test_a_room_that_does_not_replay_is_set_aside_and_the_others_play(tmp_path, caplog) -> None:
    seats = three_games(str(tmp_path / "meadow.sqlite"))
    bad_code, bad_token = seats[1]
    db = sqlite3.connect(tmp_path / "meadow.sqlite")
    db.execute("UPDATE actions SET action=? WHERE code=? AND n=2", ('{"type":"zz"}', bad_code))
    db.commit()
    db.close()

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            assert set(srv.server.hub.set_aside) == {bad_code}
            async with aiohttp.ClientSession() as http:
                async with http.get(f"http://127.0.0.1:{srv.port}/healthz") as resp:
                    health = await resp.json()
                    assert resp.status == 200 and health["ok"]
            assert list(health["set_aside"]) == [bad_code]
            # the healthy games play on
            for code, token in (seats[0], seats[2]):
                c = Client(srv.url)
                await c.connect()
                await c.resume(code, token)
                assert c.my_turn
                await c.act(c.legal[0])
                await close_all([c])
            # the bad one's player is told, every time; a wrong token learns nothing
            c = Client(srv.url)
            await c.connect()
            for _ in range(2):
                with pytest.raises(NetError) as told:
                    await c.resume(bad_code, bad_token)
                assert told.value.code == "not_restored"
                assert told.value.message == "This game could not be restored."
            games = await c.status([(bad_code, bad_token), (bad_code, "x" * 32), seats[0]])
            assert [g.get("error") for g in games] == ["not_restored", "token", None]
            await c.close()

    with caplog.at_level("ERROR", logger="meadow.net"):
        run(main())
    said = caplog.text
    assert bad_code in said and "set aside" in said and "Traceback" not in said
    # nothing was changed or deleted: the rows wait for whoever repairs them
    row = Store(str(tmp_path / "meadow.sqlite")).load_actions(bad_code)
    assert row[2][1] == {"type": "zz"} and len(row) >= 4


def _serve(data) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(data)]
        + ["--web", str(data / "no-page")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("damage", ["folder", "junk", "truncated"])
def test_a_database_that_cannot_be_opened_ends_in_one_line(tmp_path, damage: str) -> None:
    path = tmp_path / "meadow.sqlite"
    if damage == "folder":
        path.mkdir()
    elif damage == "junk":
        path.write_bytes(json.dumps({"not": "a database"}).encode() * 200)
    else:
        hub = Hub(Store(str(path)))
        rng = random.Random(1)
        for _ in range(20):
            room, _, _ = hub.create("gloschli", ["open", "random"], "Ana")
            hub.start(room.code, 0)
            while not room.state.is_over:
                action = rng.choice(room.state.legal_actions())
                hub.act(room.code, room.state.current_player, room.n, action.to_json())
        hub.store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        hub.store.close()
        with open(path, "r+b") as f:
            f.truncate(path.stat().st_size // 4)
    done = _serve(tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert lines[0].startswith("meadow serve: the database") and "cannot be opened" in lines[0]


def test_a_room_that_stops_replaying_while_played_is_set_aside_and_its_players_told(
    tmp_path,
) -> None:
    """Another process (here a write by hand) stores an action that does not replay: the
    process that catches up sets the room aside and tells its connections; it stays out."""
    seats = three_games(str(tmp_path / "meadow.sqlite"))
    code, token = seats[0]

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            c = Client(srv.url)
            await c.connect()
            await c.resume(code, token)
            db = sqlite3.connect(tmp_path / "meadow.sqlite")
            db.execute(
                "INSERT INTO actions (code, n, seat, action, revealed) VALUES (?,?,?,?,0)",
                (code, c.n, 0, '{"type":"zz"}'),
            )
            db.execute("UPDATE rooms SET version=version+1 WHERE code=?", (code,))
            db.commit()
            db.close()
            srv.server.on_remote_change(code)  # the announcement of that write
            await c.wait_for(lambda x: any(e["error"] == "not_restored" for e in x.errors))
            assert code in srv.server.hub.set_aside and code not in srv.server.hub.rooms
            with pytest.raises(NetError) as told:
                await c.act(c.legal[0])
            assert told.value.code == "not_restored"
            other = Client(srv.url)  # the other games play on
            await other.connect()
            await other.resume(*seats[2])
            await other.act(other.legal[0])
            await close_all([c, other])

    run(main())
