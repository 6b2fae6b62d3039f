"""End to end: a 3-seat Via Gladiola game (a person and two bots) played only by clicking what
is drawn, to the results screen; the results shown equal the engine's (VG-16, VG-17)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.engine import rules_for  # noqa: E402
from game.storage import KEY_AUTOSAVE  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402


@pytest.fixture
def app(make_app):
    return make_app(files=True)


def start_vg(app: App) -> None:
    T.run(app, 2)
    T.click(app, "game.via_gladiola")
    T.run(app, 1)
    assert app.top.name == "setup"
    T.click(app, "start")
    T.run(app, 2)
    assert app.top.name == "via_gladiola"


def play_to_results(app: App, rng: random.Random, max_frames: int = 20000) -> int:
    """Click legal cards or Rest whenever it is the person's turn; returns clicks made."""
    clicks = 0
    for _ in range(max_frames):
        top = app.top
        if top.name == "results":
            return clicks
        if top.name == "via_gladiola" and top.my_turn():
            legal = [w for w in T.widgets(app) if w.id.startswith("hand.") and w.enabled]
            rest = T.find(app, "rest")
            assert rest is not None and rest.enabled
            target = rng.choice(legal + [rest]) if legal else rest
            T.click_at(app, target.rect.center)
            clicks += 1
        else:
            T.run(app, 1)
    raise AssertionError("the game did not reach the results screen")


def test_three_seat_game_to_results_by_clicks(app):
    start_vg(app)
    table = app.top
    assert [s.kind for s in table.match.session.seats] == ["human", "easy", "easy"]
    clicks = play_to_results(app, random.Random(1))
    assert clicks > 5
    results = app.top
    session = table.match.session
    replayed = rules_for("via_gladiola").replay(3, session.seed, session.options, session.actions)
    assert replayed.is_over
    assert results.result == replayed.result()
    assert tuple(len(h) for h in replayed.hands) == results.sizes
    # The game is over, so nothing is left to continue; records count it.
    assert app.storage.load(KEY_AUTOSAVE) is None
    assert app.records()["via_gladiola"]["played"] == 1
    T.click(app, "again")
    T.run(app, 2)
    assert app.top.name == "via_gladiola" and app.top.match.session is not session
    assert [s.name for s in app.top.match.session.seats] == session.names


def test_log_never_reveals_other_hands(app):
    start_vg(app)
    table = app.top
    play_to_results(app, random.Random(2))
    me = table.match.session.viewer
    for entry in table.match.session.log:
        if "cards" in entry.get("args", {}):
            assert entry["seat"] == me, entry  # only the viewer's own draws are named


def test_illegal_click_only_hints(app):
    start_vg(app)
    table = app.top
    T.run_until(app, table.my_turn, 2000)
    blocked = [w for w in T.widgets(app) if w.id.startswith("hand.") and not w.enabled]
    before = table.match.session.state.to_json()
    if blocked:
        T.click_at(app, blocked[0].rect.center)
        assert table.match.session.state.to_json() == before
        assert table.hint_left > 0
    T.click(app, "gladiola")  # Day 1: never legal
    assert table.match.session.state.to_json() == before
    assert "Day 4" in table.hint
