"""The kept games for review (game/archive.py): what is kept, its bounds (20 per game
and a character budget, the oldest dropped first), and that damaged data is dropped entry by
entry, set aside once with a notice, and never crashes."""

from __future__ import annotations

import json
import random

import pytest

from game import archive
from game.core.catalog import GAMES, rules_for
from game.core.match import Seat, Session
from game.storage import MemoryBackend, Storage

OPTIONS = {"via_gladiola": {}, "gloschli": {"target": 30}, "floriado": {}}


def finished(game: str, seed: int, players: int = 2) -> Session:
    """A game played to its end by random legal moves (ALL-1: it replays from its seed)."""
    seats = [Seat(n, "easy") for n in ("Anna", "Ben", "Carla")[:players]]
    s = Session(game, seats, OPTIONS[game], seed)
    rng = random.Random(seed)
    while not s.state.is_over:
        s.apply(rng.choice(s.state.legal_actions()))
    return s


@pytest.fixture(scope="module")
def games() -> dict[str, list[Session]]:
    return {g: [finished(g, seed) for seed in range(1, 4)] for g in GAMES}


def store() -> Storage:
    return Storage(MemoryBackend())


def raw(storage: Storage, game: str) -> dict:
    return json.loads(storage.backend.read(archive.key(game)))["data"]


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_kept_and_replays_to_its_end(game, games):
    s = store()
    session = games[game][0]
    archive.add(s, session, when=1000.0)
    [entry] = archive.load(s, game)
    assert archive.key(game) == f"meadow/v1/{game}/games"
    assert entry["seed"] == session.seed and entry["actions"] == session.actions
    assert entry["seats"] == [{"name": "Anna", "kind": "easy"}, {"name": "Ben", "kind": "easy"}]
    assert archive.final_state(entry).to_json() == session.state.to_json()  # ALL-1
    assert raw(s, game)["version"] == archive.VERSION
    assert s.take_notices() == []


def test_the_same_game_is_kept_once_and_newest_comes_first(games):
    s = store()
    a, b = games["floriado"][:2]
    archive.add(s, a, when=1.0)
    archive.add(s, a, when=2.0)  # the results opened again: the same seed and length
    archive.add(s, b, when=3.0)
    kept = archive.load(s, "floriado")
    assert [e["seed"] for e in kept] == [b.seed, a.seed]


def test_an_unfinished_game_is_not_kept(games):
    s = store()
    session = Session("floriado", [Seat("Anna", "human"), Seat("Ben", "easy")], {}, 5)
    archive.add(s, session)
    assert archive.load(s, "floriado") == []


def test_at_most_twenty_per_game_the_oldest_dropped_first():
    s = store()
    for i in range(25):
        archive.add(s, finished("floriado", 200 + i), when=float(i))
    kept = archive.load(s, "floriado")
    assert len(kept) == archive.KEEP
    assert [e["finished_at"] for e in kept] == [float(i) for i in range(24, 4, -1)]
    assert [e["seed"] for e in kept] == list(range(224, 204, -1))
    assert s.take_notices() == []


def test_the_character_budget_drops_the_oldest_first(games, monkeypatch):
    s = store()
    sessions = games["gloschli"]
    size = len(json.dumps(archive.entry_of(sessions[0], 0.0), sort_keys=True))
    monkeypatch.setattr(archive, "BUDGET", size * 2 + 10)  # room for about two
    for i, session in enumerate(sessions):
        archive.add(s, session, when=float(i))
    kept = archive.load(s, "gloschli")
    assert [e["seed"] for e in kept] == [sessions[2].seed, sessions[1].seed][: len(kept)]
    assert 1 <= len(kept) <= 2
    assert sum(len(json.dumps(e, sort_keys=True)) for e in kept) <= archive.BUDGET


def test_a_corrupt_document_is_set_aside_with_one_notice():
    s = store()
    key = archive.key("gloschli")
    s.backend.write(key, "{not json")
    assert archive.load(s, "gloschli") == []
    assert s.take_notices() == ["notice.games.corrupt"]
    assert s.backend.read(key + "/bad") == "{not json"  # kept, not lost
    assert archive.load(s, "gloschli") == [] and s.take_notices() == []


def test_a_document_of_the_wrong_shape_is_set_aside():
    s = store()
    s.save(archive.key("floriado"), ["not", "a", "document"])
    assert archive.load(s, "floriado") == []
    assert s.take_notices() == ["notice.games.corrupt"]
    assert s.backend.read(archive.key("floriado") + "/bad") is not None


def test_a_bad_entry_is_dropped_alone_the_original_kept_aside(games):
    s = store()
    good = [archive.entry_of(x, float(i)) for i, x in enumerate(games["via_gladiola"])]
    broken = dict(good[1], actions=good[1]["actions"][:-3])  # no longer ends the game
    doc = {"version": 1, "games": [good[2], broken, "junk", good[0]]}
    s.save(archive.key("via_gladiola"), doc)
    kept = archive.load(s, "via_gladiola")
    assert [e["seed"] for e in kept] == [good[2]["seed"], good[0]["seed"]]
    assert s.take_notices() == ["notice.games.repaired"]
    aside = json.loads(s.backend.read(archive.key("via_gladiola") + "/bad"))
    assert aside["data"] == doc  # the original, as it was
    assert archive.load(s, "via_gladiola") == kept and s.take_notices() == []  # once


def test_a_newer_versions_archive_is_left_alone(games):
    s = store()
    doc = {"version": archive.VERSION + 1, "games": [{"something": "new"}]}
    s.save(archive.key("floriado"), doc)
    assert archive.load(s, "floriado") == []
    assert raw(s, "floriado") == doc


JUNK = [None, True, -1, 1 << 70, 1.5, float("nan"), "", "x" * 300, [], {}, [[[]]], {"a": 1}]


@pytest.mark.parametrize("game", GAMES)
def test_hostile_entries_never_crash_and_are_never_kept(game, games):
    good = archive.entry_of(games[game][0], 5.0)
    assert archive.check(good, game) is not None
    rng = random.Random(21)
    for _ in range(300):
        bad = json.loads(json.dumps(good))
        field = rng.choice([*archive.FIELDS, "seats.name", "seats.kind", "action"])
        value = rng.choice(JUNK)
        if field == "seats.name":
            bad["seats"][0]["name"] = rng.choice(["", "\x00bad", "W" * 17, 3])
        elif field == "seats.kind":
            bad["seats"][1]["kind"] = rng.choice(["god", None, 7])
        elif field == "action":
            i = rng.randrange(len(bad["actions"]))
            bad["actions"][i] = value if rng.random() < 0.5 else {"type": "nonsense"}
        else:
            bad[field] = value
        out = archive.check(bad, game)  # never raises
        if out is not None:  # a value that happens to be fine (hints 0, daily None, ...)
            assert archive.final_state(out).is_over
    assert archive.check(dict(good, game="chess"), game) is None
    assert archive.check(dict(good, seats=good["seats"] * 4), game) is None
    assert archive.check(dict(good, actions=good["actions"] + good["actions"][:1]), game) is None


def test_add_never_raises_and_a_refusing_disk_costs_only_the_review(games):
    class Refusing(MemoryBackend):
        def write(self, key, text):
            raise OSError("disk full")

    s = Storage(Refusing())
    archive.add(s, games["floriado"][0])  # no exception
    assert archive.load(s, "floriado") == []
    archive.add(s, "not a session")  # type: ignore[arg-type]


def test_a_kept_game_survives_a_reload_through_files(tmp_path, games):
    from game.storage import FileBackend

    archive.add(Storage(FileBackend(tmp_path)), games["gloschli"][0], when=7.0)
    kept = archive.load(Storage(FileBackend(tmp_path)), "gloschli")
    assert len(kept) == 1 and kept[0]["finished_at"] == 7.0
    assert (tmp_path / "meadow.v1.gloschli.games.json").exists()
    state = rules_for("gloschli").replay(2, kept[0]["seed"], {"target": 30}, kept[0]["actions"])
    assert state.to_json() == games["gloschli"][0].state.to_json()


def test_adding_never_overwrites_what_it_cannot_read(games):
    s = store()
    key = archive.key("floriado")
    s.save(key, {"version": archive.VERSION + 1, "games": ["a newer Meadow's"]})
    archive.add(s, games["floriado"][0])
    assert raw(s, "floriado") == {"version": archive.VERSION + 1, "games": ["a newer Meadow's"]}
    s.save(key, "not an archive")
    archive.add(s, games["floriado"][0])
    assert json.loads(s.backend.read(key + "/bad"))["data"] == "not an archive"  # kept aside
    assert s.take_notices() == ["notice.games.corrupt"]
    assert [e["seed"] for e in archive.load(s, "floriado")] == [games["floriado"][0].seed]
