"""Via Gladiola's blister total beside the hand and the end-of-day summary."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.games.via_gladiola.cards import (
    FINISH_KM,  # noqa: E402
    Card,  # noqa: E402
)
from game.games.via_gladiola.summary import day_summary, hand_blisters  # noqa: E402
from game.games.via_gladiola.ui import totals  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402


def test_day_summary_counts_each_seats_walks_and_draws() -> None:
    log = [
        {"key": "log.start", "args": {"name": "Anna"}},
        {"key": "log.walk", "args": {"name": "Anna", "km": 40, "diff": 40, "draws": 0}, "seat": 0},
        {"key": "log.day_start", "args": {"day": 2}},
        {"key": "log.walk", "args": {"name": "Anna", "km": 12, "diff": 12, "draws": 2}, "seat": 0},
        {"key": "log.you_draw", "args": {"name": "Anna", "cards": [{"kind": "x"}] * 2}, "seat": 0},
        {"key": "log.rest", "args": {"name": "Ben"}, "seat": 1},
        {"key": "log.draws.one", "args": {"name": "Ben", "n": 1}, "seat": 1},
        {"key": "log.finish", "args": {"name": "Ben", "km": 50, "diff": 38, "draws": 0}, "seat": 1},
    ]
    lines = day_summary(2, log, ["Anna", "Ben"])
    assert lines[0] == {"key": "log.day_summary_head", "args": {"day": 2}}
    assert lines[1]["args"] == {"name": "Anna", "km": 12, "walks": 1, "drew": 2}
    assert lines[2]["args"] == {"name": "Ben", "km": 38, "walks": 1, "drew": 1}
    assert all("seat" not in e for e in lines)  # nobody's move (the pass screen's news)
    assert t("log.day_summary", **lines[2]["args"]) == "Ben: 38 km · played 1 · drew 1"


def test_hand_blisters_adds_up_the_hand() -> None:
    hand = [Card("distance", 3, 2), Card("gladiola", None, 5), Card("distance", 2, 0)]
    assert hand_blisters(hand) == 7


def _app() -> App:
    return T.new_app(seed=5, hints=False)


def test_vg12_the_end_of_a_day_is_summed_up_in_the_log() -> None:
    # VG-12: a day ends with its Finish card (50 km): the seats' km of the day add up to 50.
    app = _app()
    seats = [Seat("Anna", "human"), Seat("Ben", "random"), Seat("Carla", "random")]
    navigator.start_game(app, spec("via_gladiola"), seats, {"start_player": 0})
    T.run(app, 2)
    table = app.top
    rng = random.Random(2)
    for _ in range(20000):
        if any(e["key"] == "log.day_summary_head" for e in table.match.session.log):
            break
        if table.my_turn():
            table.perform(rng.choice(table.match.session.state.legal_actions()))
        T.run(app, 1)
    log = table.match.session.log
    head = next(i for i, e in enumerate(log) if e["key"] == "log.day_summary_head")
    assert log[head - 1]["key"] == "log.day_end"
    rows = log[head + 1 : head + 4]
    assert [r["args"]["name"] for r in rows] == ["Anna", "Ben", "Carla"]
    assert sum(r["args"]["km"] for r in rows) == FINISH_KM
    assert log[head + 4]["key"] == "log.day_start"


def test_the_hand_total_is_drawn_beside_the_hand(monkeypatch) -> None:
    app = _app()
    seats = [Seat("Anna", "human"), Seat("Ben", "easy")]
    navigator.start_game(app, spec("via_gladiola"), seats, {"start_player": 0})
    T.run(app, 30)
    table = app.top
    drawn: list[str] = []
    real = totals.theme.blit_text

    def record(surface, text, *args, **kw):
        drawn.append(text)
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(totals.theme, "blit_text", record)
    app.draw()
    expected = sum(c["blisters"] for c in table.match.session.state.view(0)["hand"])
    assert t("table.hand_blisters") in drawn
    assert str(expected) in drawn
    r = totals.total_rect(table.geo())
    rest = T.find(app, "rest").rect
    assert not r.colliderect(rest) and r.right < rest.x
