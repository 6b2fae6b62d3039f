"""The screens say what is true of the game at hand.

Gloschli's rules state the target the game was set up with (GL-31), not the default; "Play
again" after today's deal says it starts an ordinary game; Gloschli's Match tip does not pop up
while the person is choosing the card to take the discard for.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from test_ui_daily import DAY, play_to_results  # noqa: E402
from test_ui_daily import make_app as make_daily_app  # noqa: E402
from test_ui_gloschli import start_gloschli  # noqa: E402

from game.games.gloschli.rules import MatchDiscard  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402


def make_app(hints: bool = False, seed: int = 5) -> App:
    return T.new_app(seed=seed, hints=hints)


def rules_words(app: App) -> str:
    """Every word on every screen of the open rules, turning its pages."""
    rules = app.top
    assert rules.name == "rules"
    words = []
    rules.go(0)
    while True:
        T.run(app, 1)
        words += [m.label for m in T.record_frame(app) if m.kind == "text"]
        if not T.find(app, "rules.next").enabled:
            return " ".join(words)
        rules.go(rules.page + 1)


@pytest.mark.parametrize("target", [50, 150])
def test_gloschli_rules_at_the_table_state_the_games_target(target):  # GL-31
    app = make_app()
    table = start_gloschli(app, seats=3, target=target)
    assert table.match.session.options["target"] == target
    T.run(app, 30)
    T.click(app, "rules")  # the table's "?"
    words = rules_words(app)
    assert str(target) in words
    assert "100" not in words, "the rules name the default target, not this game's"


def test_gloschli_rules_from_the_setup_follow_the_chosen_target():  # GL-31
    app = make_app()
    T.run(app, 2)
    T.click(app, "game.gloschli")
    setup = app.top
    while setup.options["target"] != 150:
        T.click_at(app, T.find(app, "opt.target").right_rect.center)
    T.click(app, "rules")
    words = rules_words(app)
    assert "150" in words and "100" not in words


@pytest.mark.parametrize("game", ["floriado", "via_gladiola"])  # one shared button: the fast two
def test_play_again_after_todays_deal_says_it_is_an_ordinary_game(monkeypatch, game):
    app = make_daily_app(monkeypatch)
    navigator.start_daily(app, game, DAY)
    play_to_results(app, app.top)
    again = T.find(app, "again")
    assert again is not None
    assert again.sub == t("results.again_daily_sub")
    T.run(app, 1)
    drawn = [m.label for m in T.record_frame(app) if m.kind == "text" and m.owner == "again"]
    assert t("results.again_daily_sub") in drawn
    # ...and it is one: no daily try taken, the same seats.
    seats = [s.name for s in app.top.match.session.seats]
    T.click(app, "again")
    T.run(app, 2)
    table = app.top
    assert not table.match.session.daily and [s.name for s in table.match.session.seats] == seats


def test_an_ordinary_game_says_play_again_only():
    app = make_app()
    T.run(app, 2)
    T.click(app, "game.floriado")
    T.click(app, "start")
    T.run(app, 2)
    table = app.top
    rng = random.Random(1)
    for _ in range(20000):
        if table.match.session.state.is_over:
            break
        if table.my_turn():
            table.perform(rng.choice(table.match.session.state.legal_actions()))
        T.run(app, 1)
    assert T.run_until(app, lambda: app.top.name == "results", 3000)
    assert T.find(app, "again").sub == ""


def test_the_match_tip_waits_while_taking_the_discard():
    app = make_app(hints=True, seed=9)
    table = start_gloschli(app, seats=2, target=50)
    # Only the Match tip is left to show (the others seen).
    from game.i18n import ENGLISH

    others = [k[5:] for k in ENGLISH if k.startswith("tips.") and k != "tips.gl_match"]
    app.settings.hints_seen.extend(others)
    for _ in range(6000):
        if (
            app.top is table
            and table.my_turn()
            and table.shown.view.phase == "turn"
            and table.choice.legal_of(MatchDiscard)
        ):
            break
        if table.memo_hold and T.find(app, "gl.hide") is not None:
            T.click(app, "gl.hide")
        elif app.top is table and table.my_turn():
            legal = table.match.session.state.legal_actions()
            table.perform(random.Random(len(legal)).choice(legal))
        T.run(app, 1)
    else:
        pytest.fail("the person never had a turn with a match possible")
    table.prompts.sure_match = lambda: True  # (the tip comes for a match the person is sure of)
    table.tips.current = None  # as before the tip comes up
    T.click(app, "gl.take")
    assert table.choice.mode == "take"
    T.run(app, 30)
    assert table.tips.current is None, "a tip about matching while taking the discard"
    # Leaving the mode, the tip may come.
    T.click(app, "gl.take")
    assert table.choice.mode is None
    T.run(app, 30)
    assert table.tips.current == "gl_match"


def test_a_shown_tip_goes_when_taking_the_discard():
    app = make_app(hints=True, seed=9)
    table = start_gloschli(app, seats=2, target=50)
    for _ in range(6000):
        if table.tips.current == "gl_draw":
            break
        if table.tips.current is not None and T.find(app, "tip.ok") is not None:
            T.click(app, "tip.ok")  # the start peek's tip
        elif table.memo_hold and T.find(app, "gl.hide") is not None:
            T.click(app, "gl.hide")
        elif app.top is table and table.my_turn() and table.shown.view.phase == "peek":
            T.click_at(
                app,
                next(
                    w for w in T.widgets(app) if w.id.startswith("slot.") and w.enabled
                ).rect.center,
            )
        else:
            T.run(app, 1)
    assert table.tips.current == "gl_draw"
    T.click(app, "gl.take")
    assert table.choice.mode == "take" and table.tips.current is None
    assert "gl_draw" not in app.settings.hints_seen  # not dismissed: it comes back later
