"""GL-27..GL-30: a round's results are read before the next round, even when the person
left the table at them: Continue shows them again first (no points lost, no summary
skipped); once read with Next round they are not shown again."""

from __future__ import annotations

import random

from game.storage import autosave_key
from game.ui import navigator
from game.ui import testing as T
from tests.test_ui_gloschli import make_app, rest, start_gloschli


def to_round_results(app, table, rng: random.Random) -> None:
    for _ in range(40000):
        top = app.top
        if top.name == "gl_round":
            return
        if top is table and table.memo_hold:
            table.choice.hide_held()
        elif top is table and table.my_turn() and not table.timeline.busy:
            assert table.perform(rng.choice(table.match.session.state.legal_actions()))
        else:
            rest(app)
    raise AssertionError(f"no round's results (top: {app.top.name})")


def continue_game(app):
    data = app.storage.load(autosave_key("gloschli"))
    app.reset(navigator.make("title", app))
    assert navigator.open_saved(app, data)
    T.run(app, 2)


def test_leaving_at_a_rounds_results_shows_them_again_on_continue(tmp_path) -> None:
    app = make_app(tmp_path)
    table = start_gloschli(app, seats=2, target=150)
    to_round_results(app, table, random.Random(4))
    shown = app.top.b
    continue_game(app)  # the window closed at the results; Continue
    assert app.top.name == "gl_round" and app.top.b.round == shown.round
    assert app.top.b.points == shown.points
    back = app.top.table
    T.click(app, "gl.next_round")  # read now
    T.run(app, 2)
    assert app.top is back or app.top.name == "pass"
    continue_game(app)
    assert app.top.name != "gl_round"  # read: not again
