"""A session carries its coach hints and today's-deal date through a save."""

from __future__ import annotations

import pytest

from game.core.match import Seat, Session, valid_date


def session() -> Session:
    return Session("floriado", [Seat("Anna", "human"), Seat("Ben", "hard")], {}, 7)


def test_hints_and_daily_round_trip() -> None:
    s = session()
    s.hints, s.daily = 3, "2026-12-01"
    back = Session.from_save(s.to_save())
    assert (back.hints, back.daily) == (3, "2026-12-01")


def test_older_saves_without_hints_or_daily_load_with_neither() -> None:
    data = session().to_save()
    del data["hints"], data["daily"]
    back = Session.from_save(data)
    assert (back.hints, back.daily) == (0, None)


@pytest.mark.parametrize(
    "hints, daily", [(-1, "2026-13-01"), ("3", 20261201), (True, "1 Dec 2026"), (1 << 40, "")]
)
def test_bad_marks_read_as_none(hints: object, daily: object) -> None:
    data = session().to_save()
    data["hints"], data["daily"] = hints, daily
    back = Session.from_save(data)
    assert (back.hints, back.daily) == (0, None)


def test_valid_date() -> None:
    assert valid_date("2026-02-28") and not valid_date("2026-02-30")


def test_the_seen_marks_follow_the_log_when_it_is_trimmed_or_cut_back() -> None:
    # Hot seat's pass-screen news starts after each person's mark (game/ui/table/news.py):
    # the marks move with a trimmed log and never point past a log cut back by an undo.
    from game.core.match import LOG_CAP, LOG_TRIM

    s = Session("floriado", [Seat("Anna", "human"), Seat("Ben", "human")], {}, 7)
    s.add_log([{"key": "x", "args": {}}] * (LOG_CAP - 100))
    s.saw(0)
    assert s.seen == [LOG_CAP - 100, None]
    s.add_log([{"key": "y", "args": {}}] * (LOG_TRIM + 101))  # one over: trimmed to the cap
    cut = LOG_TRIM + 1
    assert len(s.log) == LOG_CAP and s.seen == [LOG_CAP - 100 - cut, None]
    assert s.log[s.seen[0] - 1]["key"] == "x" and s.log[s.seen[0]]["key"] == "y"
    s.add_log([{"key": "z", "args": {}}] * (LOG_CAP + LOG_TRIM))
    assert s.seen == [0, None]  # everything they saw has scrolled away
    s = Session("floriado", [Seat("Anna", "human"), Seat("Ben", "easy")], {"start_player": 0}, 7)
    s.add_log([{"key": "x", "args": {}}] * 3)
    mark = len(s.log)
    s.apply(s.state.legal_actions()[0])  # Anna's move (FL-11: it can be taken back)
    s.add_log([{"key": "move", "args": {}, "seat": 0}])
    s.saw(0)
    assert s.seen[0] == mark + 1
    assert s.undo(0)
    assert s.seen[0] == mark and s.log[mark]["key"] == "log.undo"
