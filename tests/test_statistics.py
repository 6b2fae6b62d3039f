"""Statistics: records version 2 per game (the person's scores, streaks, the last 20
results, games with coach hints), the migration from version 1, hostile documents, the reset
asked first, and the statistics screen reached from Records, fed by a game played through the
real table, laid out without overlaps in four languages and at the larger text size."""

from __future__ import annotations

import json
import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import records as rec  # noqa: E402
from game.i18n import number, t, tn  # noqa: E402
from game.storage import KEY_RECORDS, FileBackend, MemoryBackend, Storage  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.test_looks import screen_overlaps  # noqa: E402

NAMES = ["Anna", "Ben", "Carla", "Daan"]


def add(data, kinds, winners, scores=None, game="via_gladiola", **kw):
    n = len(kinds)
    return rec.add_result(data, game, kinds, NAMES[:n], winners, scores=scores, **kw)


# -- a scripted series of games gives exactly the expected figures ----------------------------


def scripted() -> dict:
    """Eight Via Gladiola games (the lowest score wins): the person's score first."""
    data = rec.fresh()
    add(data, ["human", "easy"], [0], [5, 8], when=100)  # win
    add(data, ["human", "hard"], [1], [10, 4], when=200)  # loss
    add(data, ["human", "easy", "hard"], [0, 1], [3, 3, 9], when=300)  # shared: a win
    add(data, ["human", "medium"], [0], [7, 9], hints=3, when=400)  # win, with hints
    add(data, ["human", "hard"], [0], [2, 6], daily="2026-12-01", when=500)  # win, daily
    add(data, ["human", "human"], [0], [1, 2], hints=1)  # hot seat: not the person's own
    add(data, ["easy", "hard"], [1], [4, 2])  # bots only
    add(data, ["hard", "human"], [0], [3, 12], when=800)  # loss, the person sits second
    return data


def test_a_scripted_series_gives_the_expected_figures():
    s = rec.stats(scripted(), "via_gladiola")
    assert s["played"] == 8  # every finished game
    assert (s["games"], s["wins"], s["rate"]) == (6, 4, 67)  # 4 of 6, shared counted
    assert s["best"] == 2 and s["low_score_wins"]  # the lowest blisters
    assert s["average"] == pytest.approx((5 + 10 + 3 + 7 + 2 + 12) / 6)
    assert (s["streak"], s["best_streak"]) == (0, 3)  # shared, win, win; then a loss
    assert s["hinted"] == 2  # the solo game and the hot-seat one
    assert s["levels"] == [
        {"level": "easy", "won": 2, "games": 2, "rate": 100},
        {"level": "medium", "won": 1, "games": 1, "rate": 100},
        {"level": "hard", "won": 2, "games": 4, "rate": 50},
    ]
    last = s["last"]
    assert [x["outcome"] for x in last] == ["win", "loss", "shared", "win", "win", "loss"]
    assert [x["score"] for x in last] == [5, 10, 3, 7, 2, 12]
    assert [x["levels"] for x in last] == [
        ["easy"],
        ["hard"],
        ["easy", "hard"],
        ["medium"],
        ["hard"],
        ["hard"],
    ]
    assert [x["hints"] for x in last] == [False, False, False, True, False, False]
    assert [x["daily"] for x in last] == [False, False, False, False, True, False]
    assert [x["players"] for x in last] == [2, 2, 3, 2, 2, 2]
    assert [x["when"] for x in last] == [100, 200, 300, 400, 500, 800]


def test_the_highest_score_is_best_where_it_wins():
    data = rec.fresh()
    for mine, winners in ((20, [0]), (31, [1]), (26, [0])):  # Floriado's gold (FL-9)
        add(data, ["human", "hard"], winners, [mine, 25], game="floriado")
    s = rec.stats(data, "floriado")
    assert not s["low_score_wins"] and s["best"] == 31
    assert s["average"] == pytest.approx(77 / 3) and (s["streak"], s["best_streak"]) == (1, 1)


def test_the_last_results_keep_the_newest_twenty_in_order():
    data = rec.fresh()
    for i in range(25):
        add(data, ["human", "easy"], [0] if i % 2 else [1], [i, 30], when=1000 + i)
    s = rec.stats(data, "via_gladiola")
    assert len(s["last"]) == rec.LAST == 20
    assert [x["score"] for x in s["last"]] == list(range(5, 25))  # oldest first
    assert s["games"] == 25 and s["wins"] == 12 and s["best"] == 0  # the figures keep all 25
    assert s["average"] == pytest.approx(12.0)


def test_a_game_with_hints_is_marked_and_counted():
    data = rec.fresh()
    add(data, ["human", "easy"], [0], [4, 6])
    add(data, ["human", "easy"], [1], [9, 6], hints=5)
    s = rec.stats(data, "via_gladiola")
    assert [x["hints"] for x in s["last"]] == [False, True]
    assert s["hinted"] == 1


def test_win_rate_per_level_reads_with_its_counts():
    data = rec.fresh()
    for i in range(7):
        add(data, ["human", "hard"], [0] if i < 3 else [1], [i, 9])
    (hard,) = rec.stats(data, "via_gladiola")["levels"]
    assert (hard["won"], hard["games"], hard["rate"]) == (3, 7, 43)
    text = t("stats.level", won=hard["won"], n=hard["games"], rate=hard["rate"])
    assert text == "3 of 7 · 43%"
    assert rec.percent(1, 2) == 50 and rec.percent(2, 3) == 67 and rec.percent(0, 0) is None


def test_old_callers_without_scores_still_count():
    data = rec.fresh()
    rec.add_result(data, "gloschli", ["human", "easy"], NAMES[:2], [0], "g1")
    s = rec.stats(data, "gloschli")
    assert (s["games"], s["wins"], s["best"], s["average"]) == (1, 1, None, None)
    assert s["last"][0]["score"] is None and s["last"][0]["outcome"] == "win"


def test_a_game_is_still_counted_once():
    data = rec.fresh()
    assert add(data, ["human", "easy"], [0], [3, 4], gid="x")
    assert not add(data, ["human", "easy"], [0], [3, 4], gid="x")
    assert rec.stats(data, "via_gladiola")["games"] == 1


# -- version 1 records migrate without loss ---------------------------------------------------

# Written by Meadow with game/records.py VERSION 1 (commit 8bd3d65): three VG
# games against bots, two hot-seat Gloschli games, Floriado bots-only and solo.
V1_ENTRY = (
    '{"data": {"games": {"floriado": {"hotseat": {"bots": 0, "played": 0, "shared": 0, '
    '"won": 0}, "played": 2, "vs": {"random": {"loss": 0, "shared": 0, "win": 1}}, "wins": '
    '{"Anna": 2}}, "gloschli": {"hotseat": {"bots": 1, "played": 2, "shared": 0, "won": 1}, '
    '"played": 2, "vs": {}, "wins": {"Ben": 1, "Carla": 1}}, "via_gladiola": {"hotseat": '
    '{"bots": 0, "played": 0, "shared": 0, "won": 0}, "played": 3, "vs": {"easy": {"loss": 0, '
    '"shared": 0, "win": 1}, "hard": {"loss": 1, "shared": 0, "win": 1}, "medium": {"loss": 0, '
    '"shared": 1, "win": 0}}, "wins": {"Anna": 2, "Ben": 2}}}, "recent": ["via_gladiola:1:40", '
    '"via_gladiola:2:38", "via_gladiola:3:51", "gloschli:4:90", "gloschli:5:77", '
    '"floriado:6:30", "floriado:7:31"], "version": 1}, "key": "meadow/v1/records", '
    '"meadow": 1}'
)


def test_version_1_records_migrate_keeping_every_count(tmp_path):
    (tmp_path / "meadow.v1.records.json").write_text(V1_ENTRY, encoding="utf-8")
    old = json.loads(V1_ENTRY)["data"]
    storage = Storage(FileBackend(tmp_path))
    records = rec.load(storage)
    assert records["version"] == rec.VERSION == 2
    for game, g in old["games"].items():
        for field, value in g.items():  # every version 1 count, as it was
            assert records["games"][game][field] == value, (game, field)
        new = records["games"][game]
        assert new["solo"] == rec.empty_solo() and new["last"] == [] and new["hinted"] == 0
    assert records["recent"] == old["recent"]
    assert rec.as_version_1(records) == old
    assert storage.take_notices() == []  # a migration is not a repair: nothing to report
    assert [p.name for p in tmp_path.iterdir()] == ["meadow.v1.records.json"]  # none aside
    stored = json.loads((tmp_path / "meadow.v1.records.json").read_text(encoding="utf-8"))
    assert stored["data"] == records  # saved as version 2 under the same key
    # The statistics read the old per-level counts; the new figures start from the next game.
    s = rec.stats(records, "via_gladiola")
    assert [(x["level"], x["won"], x["games"]) for x in s["levels"]] == [
        ("easy", 1, 1),
        ("medium", 1, 1),
        ("hard", 1, 2),
    ]
    assert (s["played"], s["games"]) == (3, 0)
    assert rec.record_game(storage, "via_gladiola", ["human", "hard"], NAMES[:2], [0], "n1",
                           scores=[4, 9])  # fmt: skip
    again = rec.load(storage)
    assert again["games"]["via_gladiola"]["vs"]["hard"] == {"win": 2, "shared": 0, "loss": 1}
    assert rec.stats(again, "via_gladiola")["games"] == 1
    assert rec.record_game(storage, "floriado", ["human", "random"], NAMES[:2], [0],
                           "floriado:7:31") is False  # fmt: skip  # counted under v1 already


def test_a_newer_meadows_records_are_set_aside_as_before():
    backend = MemoryBackend()
    newer = {"version": 3, "games": {"floriado": {"played": 4}}, "recent": []}
    Storage(backend).save(KEY_RECORDS, newer)
    storage = Storage(backend)
    assert rec.load(storage) == rec.fresh()
    assert storage.take_notices() == ["notice.records.corrupt"]
    assert json.loads(backend.read(KEY_RECORDS + "/bad"))["data"] == newer  # kept, not lost


# -- hostile documents are cleaned, never crash ------------------------------------------------

HOSTILE_GAMES = {
    "wrong types": {"played": "3", "hinted": [1], "solo": [], "last": {"a": 1}},
    "bools": {
        "played": True,
        "hinted": True,
        "solo": {"games": True, "won": 1, "scored": True, "sum": True, "best": False},
        "last": [{"score": True, "outcome": "win", "hints": 1, "daily": "yes", "players": True}],
    },
    "impossible counts": {
        "solo": {
            "games": 2,
            "won": 9,
            "scored": 5,
            "sum": 10,
            "best": 1,
            "streak": 50,
            "best_streak": 1,
        },  # fmt: skip
    },
    "huge list": {"last": [{"outcome": "loss", "score": 1}] * 200_000 + [{"bad": 1}] * 10},
    "odd results": {
        "last": [
            None,
            7,
            {"outcome": "won"},
            {"outcome": "win", "score": 1e300, "levels": [{}, [], "hard", "hard", "god"]},
            {"outcome": "shared", "score": -2.5, "when": -5, "players": 40, "levels": "easy"},
            {"outcome": "loss", "when": 1.7e9, "players": 3, "levels": ["hard", "easy"]},
        ]
    },
    "scores without count": {"solo": {"games": 3, "won": 1, "scored": 0, "sum": 12, "best": 2}},
}


@pytest.mark.parametrize("case", sorted(HOSTILE_GAMES))
def test_hostile_game_entries_are_cleaned_field_by_field(case):
    backend = MemoryBackend()
    good = rec.fresh()
    add(good, ["human", "easy"], [0], [3, 4], game="floriado")
    data = json.loads(json.dumps(good))
    data["games"]["via_gladiola"] = HOSTILE_GAMES[case]
    Storage(backend).save(KEY_RECORDS, data)
    storage = Storage(backend)
    records = rec.load(storage)
    assert records["games"]["floriado"] == good["games"]["floriado"]  # the good game whole
    assert storage.take_notices() == ["notice.records.repaired"]
    assert KEY_RECORDS + "/bad" in backend.items  # the original kept aside
    assert rec.normalize(records) == records  # clean means clean: a second pass changes nothing
    assert rec.load(storage) == records and storage.take_notices() == []
    s = rec.stats(records, "via_gladiola")
    assert len(s["last"]) <= rec.LAST
    assert s["wins"] <= s["games"] and s["streak"] <= s["best_streak"] <= s["wins"]
    for x in (s["best"], s["average"]):
        assert x is None or math.isfinite(x)
    for entry in s["last"]:
        assert entry["outcome"] in rec.OUTCOMES
        assert type(entry["hints"]) is bool and type(entry["daily"]) is bool
        assert entry["score"] is None or (
            type(entry["score"]) in (int, float) and math.isfinite(entry["score"])
        )
        assert set(entry["levels"]) <= set(rec.LEVELS) and len(set(entry["levels"])) == len(
            entry["levels"]
        )
        assert entry["players"] is None or 1 <= entry["players"] <= rec.MAX_PLAYERS
    if case == "odd results":
        assert [(x["outcome"], x["score"], x["levels"]) for x in s["last"]] == [
            ("win", None, ["hard"]),
            ("shared", -2.5, []),
            ("loss", None, ["easy", "hard"]),
        ]
        assert [x["when"] for x in s["last"]] == [None, None, 1_700_000_000]
    if case == "bools":
        assert s["played"] == 0 and s["hinted"] == 0 and s["games"] == 0
        assert s["last"][0]["score"] is None and s["last"][0]["players"] is None
    if case == "huge list":
        assert [x["score"] for x in s["last"]] == [1] * 20


def test_nan_and_infinite_scores_are_never_counted():
    text = (
        '{"meadow": 1, "key": "meadow/v1/records", "data": {"version": 2, "recent": [], '
        '"games": {"gloschli": {"played": 2, "solo": {"games": 2, "won": 1, "scored": 2, '
        '"sum": NaN, "best": Infinity}, "last": [{"outcome": "win", "score": NaN}, '
        '{"outcome": "loss", "score": -Infinity}]}}}}'
    )
    backend = MemoryBackend()
    backend.write(KEY_RECORDS, text)
    storage = Storage(backend)
    records = rec.load(storage)
    s = rec.stats(records, "gloschli")
    assert (s["games"], s["wins"], s["best"], s["average"]) == (2, 1, None, None)
    assert [x["score"] for x in s["last"]] == [None, None]
    assert storage.take_notices() == ["notice.records.repaired"]
    assert "NaN" not in backend.read(KEY_RECORDS) and "Infinity" not in backend.read(KEY_RECORDS)
    # And scores handed in by a caller: NaN, infinity, a bool, too few, too large.
    for scores in ([math.nan, 2], [math.inf, 1], [True, 3], [], [1e12, 0], None):
        add(records, ["human", "easy"], [0], scores, game="gloschli")
    s = rec.stats(records, "gloschli")
    assert s["games"] == 8 and s["best"] is None and s["average"] is None
    assert json.dumps(records, allow_nan=False)  # stays valid JSON for localStorage


# -- reset ---------------------------------------------------------------------------------------


def test_reset_clears_one_game_and_keeps_the_document_aside():
    backend = MemoryBackend()
    storage = Storage(backend)
    data = scripted()
    add(data, ["human", "easy"], [0], [30, 20], game="floriado", gid="f1")
    rec.save(storage, data)
    before = backend.read(KEY_RECORDS)
    after = rec.reset(storage, "via_gladiola")
    assert "via_gladiola" not in after["games"] and after["games"]["floriado"]["played"] == 1
    assert rec.stats(after, "via_gladiola")["games"] == 0
    assert rec.load(storage) == after
    assert backend.read(KEY_RECORDS + "/bad") == before  # nothing lost irrecoverably
    assert not add(after, ["human", "easy"], [0], [3, 4], game="floriado", gid="f1")  # ids kept
    rec.reset(storage)  # every game
    assert rec.load(storage)["games"] == {} and storage.take_notices() == []


# -- the screen ------------------------------------------------------------------------------


def make_app(storage: Storage, lang: str = "en", scale: float = 1.0) -> App:
    settings = {"hints": False, "language": lang, "text_scale": scale}
    return T.new_app(storage=storage, seed=7, frames=2, **settings)


def open_statistics(app: App, by_key: bool = False) -> None:
    """Title -> Records (R) -> Statistics (its button, or T)."""
    T.key(app, pygame.K_r)
    assert app.top.name == "records"
    if by_key:
        T.key(app, pygame.K_t)
    else:
        T.click(app, "statistics")
    assert app.top.name == "statistics"
    T.run(app, 2)


def drawn_texts(app: App) -> list[str]:
    return [m.label for m in T.record_frame(app) if m.kind == "text"]


def history_storage() -> Storage:
    storage = Storage(MemoryBackend())
    data = rec.fresh()
    for i in range(23):
        add(data, ["human", ("easy", "medium", "hard", "random")[i % 4]], [i % 3 and 1], [i, 7],
            hints=i % 4 == 1, daily="2026-12-01" if i % 5 == 2 else None)  # fmt: skip
    add(data, ["human", "hard"], [0], [40, 12], game="floriado")
    rec.save(storage, data)
    return storage


def test_records_opens_statistics_and_a_game_through_the_table_changes_the_figures(tmp_path):
    storage = Storage(FileBackend(tmp_path))
    app = make_app(storage)
    open_statistics(app)
    assert app.top.figures["games"] == 0
    texts = drawn_texts(app)
    assert t("stats.none") in texts  # the empty state
    assert not T.find(app, "stats.reset").enabled  # nothing to reset
    T.key(app, pygame.K_ESCAPE)
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "title"
    # A Floriado game, the person against a random bot, played through the table: the bot by
    # the table itself (Skip speed), the person by scripted legal moves.
    T.click(app, "game.floriado")
    setup = app.top
    while setup.seats[1].kind != "random":
        T.click_at(app, T.find(app, "seat1.kind").right_rect.center)
    T.click(app, "start")
    table = app.top
    assert table.name == "floriado"
    table.match.session.hints = 2  # the coach showed two hints (the coach's part counts them)
    table.match.session.daily = "2026-12-01"  # and it was that day's deal
    rng = random.Random(4)
    assert T.run_until(app, lambda: app.top.name == "results" or table.my_turn(), 600)
    for _ in range(3000):
        if app.top.name == "results":
            break
        if table.my_turn():
            table.perform(rng.choice(table.match.session.state.legal_actions()))
        T.run(app, 1)
    assert app.top.name == "results"
    result = table.match.session.state.result()
    won = 0 in result.winners
    T.click(app, "menu")
    T.run_until(app, lambda: app.top.name == "title", 60)
    open_statistics(app, by_key=True)
    screen = app.top
    assert screen.game == "floriado"  # the first game with something to show
    f = screen.figures
    assert (f["games"], f["wins"], f["streak"], f["hinted"]) == (1, int(won), int(won), 1)
    assert f["best"] == result.scores[0] and f["average"] == result.scores[0]
    assert [lv["level"] for lv in f["levels"]] == ["random"]
    (last,) = f["last"]
    assert last["hints"] and last["daily"] and last["players"] == 2
    assert last["outcome"] == rec.outcome(0, result.winners)
    texts = drawn_texts(app)
    assert t("stats.none") not in texts
    assert tn("stats.chart", 1) in texts  # the chart, with its one bar
    assert t("stats.legend.hints") in texts and t("stats.legend.daily") in texts
    assert t("stats.level", won=int(won), n=1, rate=100 * int(won)) in texts
    # The reset button is there now; the tabs switch games (2: Gloschli, nothing yet).
    assert T.find(app, "stats.reset").enabled
    T.key(app, pygame.K_2)
    assert app.top.game == "gloschli" and t("stats.none") in drawn_texts(app)
    T.click(app, "tab.floriado")
    assert app.top.game == "floriado"


def test_reset_asks_first_and_cancelling_keeps_everything():
    storage = history_storage()
    app = make_app(storage)
    open_statistics(app)
    assert app.top.game == "via_gladiola"
    before = storage.backend.read(KEY_RECORDS)
    T.click(app, "stats.reset")
    assert app.top.name == "confirm"  # asked first
    T.click(app, "confirm.cancel")
    assert app.top.name == "statistics" and storage.backend.read(KEY_RECORDS) == before
    T.click(app, "stats.reset")
    T.key(app, pygame.K_ESCAPE)  # Esc cancels too
    assert app.top.name == "statistics" and storage.backend.read(KEY_RECORDS) == before
    assert app.top.figures["games"] == 23
    T.click(app, "stats.reset")
    T.click(app, "confirm.reset")
    assert app.top.name == "statistics"
    assert app.top.figures["games"] == 0 and t("stats.none") in drawn_texts(app)
    records = rec.load(storage)
    assert "via_gladiola" not in records["games"] and records["games"]["floriado"]["played"] == 1
    assert storage.backend.read(KEY_RECORDS + "/bad") == before
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "records"
    assert app.top.data == records  # the records screen shows the reset at once


@pytest.mark.parametrize(
    ("lang", "scale"),
    [(lang, scale) for scale in (1.0, 1.25) for lang in ("en", "de", "fr", "it")]
    + [("en", 1.5), ("de", 1.5)],  # the largest text, a phone's
    ids=lambda v: {1.0: "text", 1.25: "larger_text", 1.5: "largest_text"}.get(v, v),
)
def test_statistics_screen_has_no_overlaps(lang, scale):
    found = []
    for name, storage in (("history", history_storage()), ("empty", Storage(MemoryBackend()))):
        app = make_app(storage, lang, scale)
        open_statistics(app)
        for game in ("via_gladiola", "gloschli", "floriado"):
            app.top.show(game)
            found += screen_overlaps(app, f"{name} {game}")
        if name == "history":
            app.top.show("via_gladiola")
            T.click(app, "stats.reset")
            found += screen_overlaps(app, "reset question")
            T.click(app, "confirm.cancel")
        app.top.show("via_gladiola")
        app.pop()
        found += screen_overlaps(app, f"records ({name})")
    assert found == []


def test_the_chart_bounds_hostile_scores_to_its_slots():
    """A hand-edited file's huge or negative scores still draw inside the chart's slots."""
    storage = Storage(MemoryBackend())
    data = rec.fresh()
    for i, score in enumerate([999_999_999, -999_999_999, 0, 12.345, -3] * 4):
        add(data, ["human", "easy"], [i % 2], [score, 5])
    rec.save(storage, data)
    app = make_app(storage)
    open_statistics(app)
    assert screen_overlaps(app, "hostile scores") == []


def test_the_keys_overlay_on_records_names_the_statistics_key():
    app = make_app(Storage(MemoryBackend()))
    T.key(app, pygame.K_r)
    T.key(app, pygame.K_F1)
    assert app.top.name == "keys"
    rows = [key for _heading, section in app.top.sections() for _caps, key in section]
    assert "keys.records.statistics" in rows
    assert ("T",) in [caps for _h, section in app.top.sections() for caps, _k in section]
    assert t("keys.records.statistics") in drawn_texts(app)


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_charts_figures_are_whole_and_readable(lang, scale, monkeypatch):
    """A bar's slot is narrower than "14.5": the chart names the last game's score and the
    highest and lowest, whole, at a readable size, clear of each other and of its title."""
    storage = Storage(MemoryBackend())
    data = rec.fresh()
    scores = [14.5, 3.25, 9.75, 22.5, 14.5, 0.5] * 3 + [8.25, 12.75]
    for i, score in enumerate(scores):
        add(data, ["human", "easy"], [i % 2], [score, 5], game="floriado")
    rec.save(storage, data)
    app = make_app(storage, lang, scale)
    open_statistics(app)
    app.top.show("floriado")
    sizes: dict[str, int] = {}
    text = theme.text

    def recorded(s, size, *a, **kw):
        sizes[str(s)] = max(size, sizes.get(str(s), 0))
        return text(s, size, *a, **kw)

    monkeypatch.setattr(theme, "text", recorded)
    marks = T.record_frame(app)
    figures = {number(s, 1) for s in (scores[-1], max(scores), min(scores))}
    texts = {m.label for m in marks if m.kind == "text"}
    assert figures <= texts, (figures, sorted(texts))
    assert not any("…" in label for label in texts)
    assert all(sizes[f] >= theme.running(13) for f in figures), sizes
    assert screen_overlaps(app, "figures") == []
