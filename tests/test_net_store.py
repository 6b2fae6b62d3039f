"""The rooms' store, one suite over both back ends (SQLite, and a real PostgreSQL started for
the module): migrations, rows, the one place for each action, and two hubs (two server
processes' worth) sharing one store."""

from __future__ import annotations

import random
import sqlite3

import psycopg
import pytest

from game.engine import rules_for
from game.net.database import open_store
from game.net.protocol import E_STALE, ProtocolError
from game.net.rooms import Hub, Room
from game.net.store import SQLITE_MIGRATIONS, RoomRow, RoomStore, Store, StoreError
from game.net.store_pg import MIGRATIONS as PG_MIGRATIONS
from tests.net_helpers import postgres  # noqa: F401  (the module's PostgreSQL fixture)

DUPLICATE = (sqlite3.IntegrityError, psycopg.errors.UniqueViolation)


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/meadow.sqlite"
    return request.getfixturevalue("postgres").new_database()


@pytest.fixture
def store(url):
    s = open_store(url)
    yield s
    s.close()


def _row(code: str = "ACEFHJ", status: str = "playing") -> RoomRow:
    seats = [{"kind": "human", "name": "Ana", "token": "h"}, {"kind": "easy", "name": "Bo"}]
    return RoomRow(code, "floriado", {}, 2**62 + 5, seats, 0, status, 1, 0)


def test_migrations_are_applied_once_and_recorded(url) -> None:
    first = open_store(url)
    assert first.schema_version() == len(SQLITE_MIGRATIONS) == len(PG_MIGRATIONS) == 3
    first.close()
    again = open_store(url)  # nothing to apply: the tables and their rows stay
    assert again.schema_version() == 3
    assert again.codes() == []
    again.close()


def test_rows_round_trip(store: RoomStore) -> None:
    with store.transaction():
        store.insert_room(_row())
        store.add_action("ACEFHJ", 0, 0, {"type": "x", "i": 1}, False)
        store.add_action("ACEFHJ", 1, 1, {"type": "y"}, True)
    row = store.load_room("ACEFHJ")
    assert row == _row()  # a 63-bit seed survives
    both = [(0, {"type": "x", "i": 1}, False), (1, {"type": "y"}, True)]
    assert store.load_actions("ACEFHJ") == both
    assert store.load_actions("ACEFHJ", 1) == [(1, {"type": "y"}, True)]
    assert store.count_actions("ACEFHJ") == 2 and store.version("ACEFHJ") == 1
    with store.transaction():
        assert store.locked_version("ACEFHJ") == 1
        store.update_room("ACEFHJ", row.seats, "over", 2, 1)
        store.cut_actions("ACEFHJ", 1)
    assert store.load_room("ACEFHJ").status == "over" and store.count_actions("ACEFHJ") == 1
    assert store.codes("over") == ["ACEFHJ"] and store.codes("playing") == []
    assert store.locked_version("NOROOM") is None and store.load_room("NOROOM") is None


def test_an_action_is_written_only_at_its_own_number(store: RoomStore) -> None:
    """The key (room, number): a second action at the same place fails and its whole
    transaction is rolled back (the room's version with it)."""
    with store.transaction():
        store.insert_room(_row())
        store.add_action("ACEFHJ", 0, 0, {"type": "x"}, False)
    with pytest.raises(DUPLICATE):
        with store.transaction():
            store.update_room("ACEFHJ", _row().seats, "playing", 2, 0)
            store.add_action("ACEFHJ", 0, 1, {"type": "other"}, False)
    assert store.version("ACEFHJ") == 1
    assert store.load_actions("ACEFHJ") == [(0, {"type": "x"}, False)]


def test_expire_lobbies_keeps_games_and_the_rooms_in_use(store: RoomStore) -> None:
    with store.transaction():
        store.insert_room(_row("AAAAAA", "lobby"), times=(0.0, 0.0))
        store.insert_room(_row("CCCCCC", "lobby"), times=(0.0, 0.0))
        store.insert_room(_row("EEEEEE", "playing"), times=(0.0, 0.0))
        store.insert_room(_row("FFFFFF", "lobby"))
    assert store.expire_lobbies(1000.0, keep={"CCCCCC"}) == ["AAAAAA"]
    assert store.codes() == ["CCCCCC", "EEEEEE", "FFFFFF"]
    assert store.room_times("EEEEEE") == (0.0, 0.0)


def _play(hub: Hub, room: Room, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if room.state.is_over:
            return
        seat = room.state.current_player
        action = rng.choice(room.state.legal_actions())
        hub.act(room.code, seat, room.n, action.to_json())


def test_two_hubs_on_one_store_catch_up_and_tell(url) -> None:
    """Two processes' hubs: what one writes the other catches up on whichever path touches
    the room first (here a refused stale action), and it says so (on_caught_up), so that
    its server can tell its connections."""
    a, b = Hub(open_store(url)), Hub(open_store(url))
    told: list[tuple[str, int]] = []
    b.on_caught_up = lambda room: told.append((room.code, room.n))
    room, seat, _ = a.create("floriado", ["open", "open"], "Ana")
    a.sit(room.code, 1, "Ben")
    a.start(room.code, seat)
    there = b.get(room.code)
    assert there is not None and there.n == 0
    rng = random.Random(3)
    _play(a, room, rng, 3)
    with pytest.raises(ProtocolError) as refused:
        b.act(room.code, there.state.current_player, 0, {"type": "pass"})
    assert refused.value.code == E_STALE
    assert told == [(room.code, 3)] and there.state.to_json() == room.state.to_json()
    # B plays on; A catches up through refresh (an announcement, a poll)
    _play(b, there, rng, 2)
    assert a.refresh(room.code) is room and room.n == 5
    assert a.check_replays(room.code) and b.check_replays(room.code)
    a.store.close()
    b.store.close()


def test_a_game_plays_to_its_end_and_replays(store: RoomStore) -> None:
    hub = Hub(store)
    room, seat, _ = hub.create("gloschli", ["open", "easy", "easy"], "Ana")
    hub.start(room.code, seat)
    _play(hub, room, random.Random(5), 10_000)
    assert room.state.is_over and room.status == "over"
    again = rules_for("gloschli").replay(3, room.seed, room.options, room.actions)
    assert again.to_json() == room.state.to_json()
    assert Hub(store).get(room.code).state.to_json() == room.state.to_json()


@pytest.mark.parametrize("clock", ["off", "1m"])
def test_the_stored_row_follows_every_move_to_the_end(store: RoomStore, clock: str) -> None:
    """A move writes only what changed of the room's row (its version; its status and turn
    clock when they change): after every move the row read back is the room in memory, and
    the turn's deadline is due while the game is played, never after it."""
    hub = Hub(store)
    now = [1000.0]
    hub.now = lambda: now[0]
    room, _, _ = hub.create("floriado", ["open", "open"], "Ana", table={"clock": clock})
    hub.sit(room.code, 1, "Ben")
    hub.start(room.code, 0)
    rng = random.Random(3)
    while not room.state.is_over:
        now[0] += 7.0  # each turn's clock starts later than the last
        action = rng.choice(room.state.legal_actions())
        hub.act(room.code, room.state.current_player, room.n, action.to_json())
        row = store.load_room(room.code)
        assert row is not None and row == room.row()
        timed = clock != "off" and not room.state.is_over
        assert (room.code in store.due("deadline", now[0] + 3600)) == timed
    assert store.load_room(room.code).status == "over" == room.status
    assert store.codes("over") == [room.code] and store.codes("playing") == []


def test_a_database_that_cannot_be_opened_says_so_in_one_line(tmp_path) -> None:
    (tmp_path / "folder.sqlite").mkdir()
    (tmp_path / "junk.sqlite").write_bytes(b"this is not a database" * 100)
    for url in (
        f"sqlite:///{tmp_path}/folder.sqlite",
        f"sqlite:///{tmp_path}/junk.sqlite",
        "postgresql://nobody@127.0.0.1:1/none",
        "mysql://x/y",
    ):
        with pytest.raises(StoreError) as exc:
            open_store(url)
        assert "\n" not in str(exc.value) and str(exc.value)
    assert isinstance(open_store(f"sqlite:///{tmp_path}/new/m.sqlite"), Store)


def test_a_file_from_before_the_schema_version_is_migrated_in_place(tmp_path) -> None:
    path = tmp_path / "meadow.sqlite"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,"
        " seed INTEGER NOT NULL, seats TEXT NOT NULL, host INTEGER NOT NULL, status TEXT NOT"
        " NULL, version INTEGER NOT NULL, epoch INTEGER NOT NULL, created REAL NOT NULL,"
        " updated REAL NOT NULL);"
        "CREATE TABLE actions (code TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL,"
        " action TEXT NOT NULL, revealed INTEGER NOT NULL, PRIMARY KEY (code, n)) WITHOUT ROWID;"
        "INSERT INTO rooms VALUES ('ACEFHJ', 'floriado', '{}', 7, '[]', 0, 'lobby', 1, 0, 1, 1);"
    )
    db.commit()
    db.close()
    store = Store(str(path))
    assert store.schema_version() == 3 and store.codes() == ["ACEFHJ"]
    assert store.present(["ACEFHJ"], 0.0) == {"ACEFHJ": set()}
    store.close()


def test_presence_expires_and_each_process_owns_its_rows(store: RoomStore) -> None:
    store.set_presence("p1", [("AAAAAA", 0), ("AAAAAA", 1), ("CCCCCC", 0)], expires=100.0)
    store.set_presence("p2", [("AAAAAA", 1)], expires=200.0)
    assert store.present(["AAAAAA", "CCCCCC", "EEEEEE"], now=50.0) == {
        "AAAAAA": {0, 1},
        "CCCCCC": {0},
        "EEEEEE": set(),
    }
    assert store.present(["AAAAAA", "CCCCCC"], now=150.0) == {"AAAAAA": {1}, "CCCCCC": set()}
    store.set_presence("p2", [], expires=300.0)  # p2's last connection left
    assert store.present(["AAAAAA"], now=50.0) == {"AAAAAA": {0, 1}}  # p1's rows stay


def test_a_lease_is_held_by_one_live_process_at_a_time(store: RoomStore) -> None:
    assert store.take_lease("AAAAAA", "p1", now=0.0, until=10.0)
    assert not store.take_lease("AAAAAA", "p2", now=5.0, until=15.0)  # p1 is alive
    assert store.take_lease("AAAAAA", "p1", now=5.0, until=15.0)  # renewed by its holder
    assert store.expired_leases(now=14.0) == []
    assert store.expired_leases(now=16.0) == ["AAAAAA"]  # p1 stopped renewing: it died
    assert store.take_lease("AAAAAA", "p2", now=16.0, until=26.0)
    assert not store.take_lease("AAAAAA", "p1", now=17.0, until=27.0)
    store.drop_lease("AAAAAA", "p1")  # not p1's any more: stays
    assert not store.take_lease("AAAAAA", "p3", now=17.0, until=27.0)
    store.drop_lease("AAAAAA", "p2")
    assert store.take_lease("AAAAAA", "p3", now=17.0, until=27.0)
