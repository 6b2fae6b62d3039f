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
