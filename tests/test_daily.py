"""Today's deal, the pure part (game/daily.py): the same deal for a game and a UTC
date, another deal for another date or game, one counted try a day, the streaks, a bounded
history that sets corrupt entries aside, and the share line in the four languages."""

from __future__ import annotations

import datetime
import json

import pytest

from game import daily
from game.core.catalog import GAMES, rules_for
from game.core.contract import Result
from game.core.match import Session, valid_date
from game.i18n import LANGUAGES, set_language
from game.storage import MemoryBackend, Storage

DAY = "2026-12-01"


def store() -> Storage:
    return Storage(MemoryBackend())


def deal(game: str, date: str) -> str:
    s = daily.new_session(game, date)
    return s.rules.new_game(len(s.seats), s.seed, s.options).to_json()


# -- the deal -------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_same_date_gives_the_same_deal(game):
    a, b = daily.new_session(game, DAY), daily.new_session(game, DAY)
    assert a.state.to_json() == b.state.to_json()
    assert deal(game, DAY) == a.state.to_json()
    assert a.daily == DAY and a.seed == daily.seed_for(game, DAY)


@pytest.mark.parametrize("game", GAMES)
def test_another_date_gives_another_deal(game):
    base = deal(game, DAY)
    others = {deal(game, d) for d in ("2026-12-02", "2026-11-30", "2027-12-01")}
    assert base not in others and len(others) == 3


def test_another_game_gets_another_seed_on_the_same_day():
    seeds = {daily.seed_for(g, DAY) for g in GAMES}
    assert len(seeds) == len(GAMES)


def test_the_seed_is_a_stable_hash_not_pythons():
    # sha256("meadow-daily:via_gladiola:2026-12-01"), first 31 bits: a regression guard; the
    # properties below are what matter (a stable hash, in the range every seed is in).
    assert daily.seed_for("via_gladiola", DAY) == 930493178
    year = [
        (datetime.date(2026, 1, 1) + datetime.timedelta(days=i)).isoformat() for i in range(366)
    ]
    seeds = [daily.seed_for("gloschli", d) for d in year]
    assert all(type(s) is int and 0 <= s < 1 << 31 for s in seeds)
    assert len(set(seeds)) == len(seeds)  # every day of a year its own deal
    assert seeds == [daily.seed_for("gloschli", d) for d in year]


def test_today_is_the_utc_date():
    # 23:30 in New York on 30 November is already 1 December in UTC.
    ny = datetime.timezone(datetime.timedelta(hours=-5))
    assert daily.today_utc(datetime.datetime(2026, 11, 30, 23, 30, tzinfo=ny)) == DAY
    assert daily.today_utc(0) == "1970-01-01"
    assert valid_date(daily.today_utc())


def test_the_tables_are_fixed_and_who_starts_comes_from_the_seed():
    assert [s.kind for s in daily.seats_for("via_gladiola", "Anna")] == ["human", "hard", "medium"]
    assert [s.kind for s in daily.seats_for("gloschli", "Anna")] == ["human", "hard", "medium"]
    assert [s.kind for s in daily.seats_for("floriado", "Anna")] == ["human", "hard"]
    for game in GAMES:
        assert daily.options_for(game) == rules_for(game).default_options
        assert daily.options_for(game)["start_player"] == -1  # drawn from the seed
    starts = {
        daily.new_session("via_gladiola", f"2026-12-{d:02}").state.current_player
        for d in range(1, 29)
    }
    assert len(starts) > 1  # VG-7: the seed picks who starts, not always the person


def test_the_persons_name_is_the_remembered_one_and_no_bot_shares_it():
    setups = {"gloschli": {"seats": [{"name": "Ben", "kind": "human"}]}}
    assert daily.player_name(setups, "gloschli") == "Ben"
    assert daily.player_name(setups, "floriado") == "Ben"  # another game's memory
    assert daily.player_name({}, "floriado") == "Anna"
    bad = {"floriado": {"seats": [{"name": "x" * 40, "kind": "human"}]}}
    assert daily.player_name(bad, "floriado") == "Anna"
    assert daily.player_name("not a dict", "floriado") == "Anna"  # type: ignore[arg-type]
    names = [s.name for s in daily.seats_for("via_gladiola", "Ben")]
    assert names[0] == "Ben" and len(set(names)) == 3


# -- one try a day --------------------------------------------------------------------------------


def finish(session: Session, scores, winners) -> Result:
    return Result(tuple(scores), tuple(winners))


def test_the_try_is_taken_when_the_deal_starts_and_later_games_are_practice():
    st = store()
    first = daily.new_session("via_gladiola", DAY)
    assert daily.take_try(st, first) is True
    again = daily.new_session("via_gladiola", DAY)
    assert daily.take_try(st, again) is False  # started again: practice
    h = daily.load(st)
    assert daily.entry(h, "via_gladiola", DAY)["state"] == "playing"
    first.actions = [{}] * 30
    told = daily.record(st, first, finish(first, (4, 9, 12), (0,)))
    assert told["counted"] is True and told["entry"]["rank"] == 1 and told["entry"]["won"]
    again.actions = [{}] * 28  # practice did better: it changes nothing
    told = daily.record(st, again, finish(again, (0, 9, 12), (0,)))
    assert told["counted"] is False and told["entry"]["score"] == 4
    assert daily.entry(daily.load(st), "via_gladiola", DAY)["score"] == 4


def test_recording_the_same_game_again_counts_it_once():
    st = store()
    s = daily.new_session("floriado", DAY)
    daily.take_try(st, s)
    s.actions = [{}] * 40
    r = finish(s, (10.5, 12.0), (1,))
    first = daily.record(st, s, r)
    second = daily.record(st, s, r)  # a finished save opened again
    assert first == second and first["counted"]
    assert first["entry"]["rank"] == 2 and first["entry"]["score"] == 10.5  # most money wins


def test_a_lost_try_stays_unfinished_and_practice_cannot_fill_it():
    st = store()
    s = daily.new_session("gloschli", DAY)
    daily.take_try(st, s)
    h = daily.load(st)
    assert daily.day_state(h, "gloschli", DAY, s.to_save()) == "resume"
    assert daily.day_state(h, "gloschli", DAY, None) == "lost"  # its save was replaced
    daily.close_try(st, "gloschli", DAY)
    practice = daily.new_session("gloschli", DAY)
    assert daily.take_try(st, practice) is False
    practice.actions = [{}] * 9
    assert daily.record(st, practice, finish(practice, (3, 50, 60), (0,)))["counted"] is False
    assert daily.day_state(daily.load(st), "gloschli", DAY) == "unfinished"


def test_rank_counts_winners_and_better_scores():
    assert daily.rank_of(0, (4, 2, 9), (1,), low=True) == 2
    assert daily.rank_of(2, (4, 2, 9), (1,), low=True) == 3
    assert daily.rank_of(0, (4, 4, 9), (0, 1), low=True) == 1  # a shared win
    assert daily.rank_of(0, (4, 4, 9), (1,), low=True) == 2  # lost on a tie-break (VG-17)
    assert daily.rank_of(1, (10.0, 12.5), (1,), low=False) == 1


# -- streaks --------------------------------------------------------------------------------------


def played(st: Storage, game: str, dates, finished: bool = True) -> None:
    for d in dates:
        s = daily.new_session(game, d)
        daily.take_try(st, s)
        if finished:
            s.actions = [{}]
            daily.record(st, s, Result((1.0, 2.0, 3.0)[: len(s.seats)], (0,)))


def test_streak_counts_finished_days_up_to_today_or_yesterday():
    st = store()
    played(st, "via_gladiola", ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"])
    h = daily.load(st)
    assert daily.streak(h, "via_gladiola", "2026-11-30") == 4
    assert daily.streak(h, "via_gladiola", DAY) == 4  # today still open: yesterday counts
    assert daily.streak(h, "via_gladiola", "2026-12-02") == 0  # a day missed
    assert daily.streak(h, "gloschli", DAY) == 0  # per game
    played(st, "via_gladiola", [DAY])
    assert daily.streak(daily.load(st), "via_gladiola", DAY) == 5


def test_a_started_but_unfinished_day_does_not_count_and_best_streak_is_kept():
    st = store()
    played(st, "floriado", ["2026-11-01", "2026-11-02", "2026-11-03"])
    played(st, "floriado", ["2026-11-04"], finished=False)
    played(st, "floriado", ["2026-11-05"])
    h = daily.load(st)
    assert daily.streak(h, "floriado", "2026-11-05") == 1
    assert daily.best_streak(h, "floriado") == 3


def test_history_is_bounded_and_the_best_streak_outlives_it():
    st = store()
    start = datetime.date(2025, 1, 1)
    run = [(start + datetime.timedelta(days=i)).isoformat() for i in range(5)]
    every_other = [
        (start + datetime.timedelta(days=10 + 2 * i)).isoformat() for i in range(daily.KEEP)
    ]
    played(st, "floriado", run + every_other)
    h = daily.load(st)
    days = h["games"]["floriado"]["days"]
    assert len(days) == daily.KEEP and sorted(days) == every_other  # the oldest went
    assert daily.best_streak(h, "floriado") == 5  # kept as a number, not recounted
    assert len(st.backend.read(daily.KEY_DAILY)) < 100_000  # small enough for localStorage


# -- bad data -------------------------------------------------------------------------------------


def put(st: Storage, data) -> None:
    st.save(daily.KEY_DAILY, data)


def test_a_corrupt_entry_is_dropped_alone_and_the_original_set_aside():
    st = store()
    played(st, "via_gladiola", ["2026-11-30"])
    data = daily.load(st)
    good = json.loads(json.dumps(data))
    data["games"]["via_gladiola"]["days"]["2026-11-31"] = data["games"]["via_gladiola"]["days"][
        "2026-11-30"
    ]  # no such date
    data["games"]["via_gladiola"]["days"]["2026-11-29"] = {"state": "done", "score": "lots"}
    data["games"]["nogame"] = {"days": {}}
    put(st, data)
    h = daily.load(st)
    assert h == good
    assert st.take_notices() == ["notice.daily.repaired"]
    assert st.backend.read(daily.KEY_DAILY + "/bad") is not None  # kept, not lost
    assert daily.load(st) == good and st.take_notices() == []  # saved repaired: once


@pytest.mark.parametrize("data", [[], "x", {"games": 3}, {"version": 99, "games": {}}, None])
def test_a_history_that_is_not_one_starts_afresh_with_one_notice(data):
    st = store()
    if data is None:
        st.backend.write(daily.KEY_DAILY, "{not json")
    else:
        put(st, data)
    assert daily.load(st) == daily.fresh()
    assert len(st.take_notices()) == 1
    assert st.backend.read(daily.KEY_DAILY + "/bad") is not None


@pytest.mark.parametrize(
    "entry",
    [
        {"state": "done", "players": 3, "levels": ["hard", "medium"], "score": 1, "rank": 9},
        {"state": "done", "players": 3, "levels": ["hard"], "score": 1, "rank": 1},
        {"state": "won", "players": 3, "levels": ["hard", "medium"]},
        {"state": "playing", "players": 3, "levels": ["hard", "wizard"]},
        {"state": "done", "players": 2, "levels": ["hard"], "score": float("nan"), "rank": 1},
        {"state": "done", "players": 2, "levels": ["hard"], "score": 1, "rank": 1, "won": 1},
    ],
)
def test_entries_are_checked_field_by_field(entry):
    full = {"won": False, "moves": 3, **entry}
    assert daily.clean_entry(full) is None


# -- words ----------------------------------------------------------------------------------------

SHARE = {
    "en": "Meadow · Via Gladiola · 1 Dec 2026 · 4 blisters · 1st of 3 vs hard, medium",
    "de": "Meadow · Via Gladiola · 1. Dez. 2026 · 4 Blasen · 1. von 3 gegen schwer, mittel",
    "fr": "Meadow · Via Gladiola · 1 déc. 2026 · 4 ampoules · 1er sur 3 contre difficile, moyen",
    "it": "Meadow · Via Gladiola · 1 dic 2026 · 4 vesciche · 1° su 3 contro difficile, medio",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_share_line_in_four_languages(lang):
    entry = {
        "state": "done",
        "players": 3,
        "levels": ["hard", "medium"],
        "score": 4,
        "rank": 1,
        "won": True,
        "moves": 30,
    }
    set_language(lang)
    assert daily.share_line("via_gladiola", DAY, entry) == SHARE[lang]
    one = daily.share_line("gloschli", "2026-03-07", dict(entry, score=1, rank=2))
    assert ("1 point" if lang == "en" else "1 ") in one and "2026" in one
    money = daily.share_line("floriado", DAY, dict(entry, score=12.75, players=2, levels=["hard"]))
    assert ("12.75" if lang == "en" else "12,75") in money


def test_every_month_has_its_name():
    set_language("de")
    names = [daily.date_text(f"2026-{m:02}-15") for m in range(1, 13)]
    assert len(set(names)) == 12 and names[2] == "15. März 2026"
