"""A finished online game kept on the device for review, with only what its seat may see.

The server answers ``record`` only once the game is over, with the seat's own views and the
events as it sees them, step by step (game/net/record.py); the device keeps it in the archive
(game/archive.py ``add_online``) and checks it when it loads it. Compared here with the
engine: every view of the record is ``state.view(seat)`` after that many actions (what the
server sent that seat during play), its last one is the final view the server sent at the
end (VG-16: Via Gladiola shows every hand at the end, and only then), and neither the seed
nor the other seat's hidden cards of earlier steps appear in it.
"""

from __future__ import annotations

import json
import random

import pytest

from game import archive
from game.core.contract import IllegalAction
from game.engine import rules_for
from game.net import record
from game.net.client import NetError
from game.net.store import Store
from game.storage import MemoryBackend, Storage
from tests.net_helpers import close_all, in_process, play_turn, run, two_player_room


def engine_states(db: Store, code: str) -> tuple[dict, list]:
    """The room's row and the engine state after each of its actions (from the file)."""
    row = db.load_room(code)
    rules = rules_for(row.game)
    state = rules.replay(len(row.seats), row.seed, row.options, [])
    states = [state.clone()]
    for _, action, _ in db.load_actions(code):
        state.apply(rules.action_from_json(action))
        states.append(state.clone())
    return row, states


# Random moves come faster than a person's: the per-connection message limit is lifted.
FAST = {"msg_rate": 1000.0, "msg_burst": 1000.0}


async def finished(srv, game: str, seed: int) -> tuple:
    a, b = await two_player_room(srv.url, game)
    rng = random.Random(seed)
    with pytest.raises(NetError) as refused:
        await a.record()  # not before the end
    assert refused.value.code == "wrong_state"
    while await play_turn([a, b], rng):
        pass
    await a.wait_for(lambda c: c.over)
    await b.wait_for(lambda c: c.over)
    return a, b


@pytest.mark.parametrize("game", ["gloschli", "via_gladiola"])
def test_the_record_is_each_seats_own_views_and_events(tmp_path, game: str) -> None:
    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            a, b = await finished(srv, game, 7)
            db = Store(str(tmp_path / "meadow.sqlite"))
            row, states = engine_states(db, a.code)
            rules = rules_for(game)
            hidden_differs = False
            for seat, client in enumerate((a, b)):
                msg = await client.record()
                text = json.dumps(msg)
                assert str(row.seed) not in text and client.token not in text
                assert msg["seat"] == seat and msg["code"] == a.code
                views = record.views_of(msg["record"])
                assert len(views) == len(states)
                for k, (view, state) in enumerate(zip(views, states, strict=True)):
                    assert view == state.view(seat), f"step {k}"
                    other = state.view(1 - seat)
                    hidden_differs |= k < len(states) - 1 and view != other
                assert views[-1] == client.view  # the end as the server sent it
                assert msg["result"] == client.result
                # The events: as this seat sees them, in order.
                replay = rules.replay(len(row.seats), row.seed, row.options, [])
                for step, (_, action, _) in zip(
                    msg["record"]["steps"], db.load_actions(a.code), strict=True
                ):
                    events = replay.apply(rules.action_from_json(action))
                    seen = [e.seen_by(seat) for e in events]
                    assert step["e"] == [e.to_json() for e in seen if e is not None]
                    assert step["c"] == replay.current_player
                assert record.check(rules, msg["record"], seat, 2) == views
            assert hidden_differs  # the two seats' records are not the same game seen twice
            db.close()
            await close_all([a, b])

    run(main())


def test_a_finished_game_asked_again_is_its_final_update_each_time(tmp_path) -> None:
    """Reconnects and a record's resume ask for a finished game's last update again and
    again: the server keeps its text, which must be what it would build afresh."""

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            a, b = await finished(srv, "gloschli", 5)
            room = srv.server.hub.rooms[a.code]
            final = room.rules.replay(2, room.seed, room.options, room.actions)
            for seat, client in enumerate((a, b)):
                ask = {"t": "resume", "code": client.code, "token": client.token}
                first, again = await client.request(ask), await client.request(ask)
                assert first.pop("id") != again.pop("id")
                assert first == again == json.loads(json.dumps(room.seat_state(seat, None)))
                assert first["view"] == final.view(seat) and first["reset"]
                assert first["over"] and first["legal"] == [] and first["n"] == room.n
                # a device that saw it all: no events, no reset
                seen = await client.resume()
                assert seen["events"] == [] and not seen["reset"]
                assert seen["view"] == final.view(seat)
            assert set(room.over_texts[1]) == {(0, True), (0, False), (1, True), (1, False)}
            # The next game in the room: its own updates, not the kept ones.
            await a.rematch(True)
            await b.rematch(True)
            await a.wait_for(lambda x: x.room["game_no"] == 2 and not x.over and x.n == 0)
            again = await a.request({"t": "resume", "code": a.code, "token": a.token})
            assert not again["over"] and again["n"] == 0 and again["epoch"] == room.epoch
            assert again["view"] == room.state.view(a.seat)
            await close_all([a, b])

    run(main())


def test_a_finished_online_game_is_kept_for_review_and_checked_when_loaded(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            a, b = await finished(srv, "gloschli", 3)
            msg = await b.record()
            await close_all([a, b])
        storage = Storage(MemoryBackend())
        assert archive.add_online(storage, msg, when=1000.0)
        assert archive.add_online(storage, msg, when=2000.0)  # the same game: kept once
        kept = archive.load(storage, "gloschli")
        assert len(kept) == 1 and archive.is_online(kept[0])
        entry = kept[0]
        assert entry["online"]["seat"] == 1 and entry["online"]["code"] == msg["code"]
        assert "seed" not in entry and "actions" not in entry
        assert entry["seats"][1]["name"] == "Ben" and entry["seats"][1]["kind"] == "human"
        assert list(archive.winners_of(entry)) == msg["result"]["winners"]
        views = record.views_of(entry["online"]["record"])
        assert all(v["seat"] == 1 for v in views)

    run(main())


def test_two_games_of_one_room_are_both_kept_and_an_older_entry_still_read(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            a, b = await finished(srv, "gloschli", 3)
            msg = await b.record()
            await close_all([a, b])
        assert msg["game_no"] == 1
        storage = Storage(MemoryBackend())
        # Before rooms had a next game, a kept record had no game number.
        older = archive.online_entry({k: v for k, v in msg.items() if k != "game_no"}, 500.0)
        older["online"].pop("game_no", None)
        storage.save(archive.key("gloschli"), {"version": 2, "games": [older]})
        assert archive.kept_online(storage, "gloschli", msg["code"], 1) is not None
        assert archive.add_online(storage, msg, when=1000.0)  # the same first game: kept once
        assert len(archive.load(storage, "gloschli")) == 1
        # The room's second game (after a rematch), same code and seat: kept beside the first.
        second = dict(msg, game_no=2)
        assert archive.add_online(storage, second, when=2000.0)
        kept = archive.load(storage, "gloschli")
        assert len(kept) == 2
        first = archive.kept_online(storage, "gloschli", msg["code"], 1)
        later = archive.kept_online(storage, "gloschli", msg["code"], 1, game_no=2)
        assert first is not None and later is not None and first["gid"] != later["gid"]
        assert first["finished_at"] == 500.0 and later["finished_at"] == 2000.0
        assert archive.kept_online(storage, "gloschli", msg["code"], 1, game_no=3) is None

    run(main())


def tampered(msg: dict, how: str) -> dict:
    bad = json.loads(json.dumps(msg))
    rec = bad["record"]
    if how == "other seat":
        bad["seat"] = 0  # seat 1's views filed as seat 0's
    elif how == "bad patch":
        rec["steps"][2]["p"] = [["s", ["no", "such", "path"], 1]]
    elif how == "bad event":
        rec["steps"][0]["e"] = [{"type": "nonsense"}]
    elif how == "not over":
        rec["steps"][-1]["c"] = 0
    elif how == "turn out of range":
        rec["steps"][0]["c"] = 7
    elif how == "result":
        bad["result"]["winners"] = [5]
    elif how == "deep":
        deep: list = []
        for _ in range(5000):
            deep = [deep]
        rec["steps"][0]["p"] = [["s", ["x"], deep]]
    return bad


@pytest.mark.parametrize(
    "how",
    ["other seat", "bad patch", "bad event", "not over", "turn out of range", "result", "deep"],
)
def test_a_tampered_record_is_not_kept(tmp_path, how: str) -> None:
    async def main() -> dict:
        async with in_process(tmp_path, **FAST) as srv:
            a, b = await finished(srv, "gloschli", 5)
            msg = await b.record()
            await close_all([a, b])
            return msg

    msg = run(main())
    storage = Storage(MemoryBackend())
    archive.add_online(storage, tampered(msg, how))
    assert archive.load(storage, "gloschli") == []


def test_patches_rebuild_every_view() -> None:
    old = {"a": [1, 2, {"b": True}], "c": "x", "gone": 1}
    new = {"a": [1, 2, {"b": 1}], "c": "x", "d": [None]}
    ops = record.diff(old, new)
    assert record.patch(old, ops) == new and type(record.patch(old, ops)["a"][2]["b"]) is int
    assert old == {"a": [1, 2, {"b": True}], "c": "x", "gone": 1}  # not changed
    assert record.patch(old, record.diff(old, [1])) == [1]
    for bad in ([["x", []]], [["s", ["a", 9], 0]], [["x", ["a", 0]]], "no", [["y", ["c"]]]):
        with pytest.raises(ValueError):
            record.patch(old, bad)
    with pytest.raises(IllegalAction):
        record.check(
            rules_for("floriado"), {"first": {}, "steps": [{"e": [], "c": None, "p": []}]}, 0, 2
        )
