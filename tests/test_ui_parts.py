"""Smaller UI parts: tie-break explanations (VG-17), texts, bot adapter, tweens, rules screen."""

from __future__ import annotations

import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ai import make_bot  # noqa: E402
from game.ai.turn import BotTurn  # noqa: E402
from game.engine import rules_for  # noqa: E402
from game.games.via_gladiola.narrate import explain  # noqa: E402
from game.i18n import ENGLISH, t, tn  # noqa: E402
from game.storage import KEY_SETTINGS  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.scenes.title import record_line  # noqa: E402
from game.ui.tween import Timeline, Tween  # noqa: E402

UI = Path(__file__).resolve().parents[1] / "game" / "ui"


def test_vg17_explanations():
    names = ["Anna", "Ben", "Carla"]
    assert explain(names, (3, 5, 7), (4, 2, 1), (0,)) == ["Anna wins with the fewest blisters (3)."]
    tie = explain(names, (4, 4, 9), (3, 5, 1), (0,))
    assert tie[0] == "Anna & Ben tie with 4 blisters each."
    assert "Anna has the fewest cards in hand (3)" in tie[1]
    shared = explain(names, (4, 4, 9), (3, 3, 1), (0, 1))
    assert "share the victory" in shared[1]


def test_every_text_key_used_in_the_ui_exists_in_english():
    used: set[str] = set()
    # The shell and the Via Gladiola table; the other tables' texts are checked by their tests.
    ours = [
        p for p in UI.rglob("*.py") if not p.name.startswith(("floriado", "gloschli", "fl_", "gl_"))
    ]
    for path in ours:
        used |= set(re.findall(r'\bt\(\s*"([a-z0-9_.]+)"', path.read_text()))
        for key in re.findall(r'\btn\(\s*"([a-z0-9_.]+)"', path.read_text()):
            used |= {f"{key}.one", f"{key}.other"}
    missing = sorted(k for k in used if k not in ENGLISH)
    assert missing == []


def test_translation_never_raises():
    assert t("no.such.key") == "no.such.key"
    assert t("status.your_turn") == "Your turn, {name}: walk or rest"  # missing placeholder
    assert tn("seat.cards", 1) == "1 card" and tn("seat.cards", 3) == "3 cards"


def test_record_line():
    assert record_line(None) == ""
    assert (
        record_line({"played": 3, "wins": {"Anna": 2, "Ben": 1}}) == "3 games played · Anna won 2"
    )
    assert record_line({"played": "x"}) == ""


class ExplodingBot:
    def start(self, view, legal):
        return self

    def step(self, seconds):
        raise RuntimeError("bot bug")


def test_bot_turn_survives_a_failing_or_illegal_bot():
    state = rules_for("via_gladiola").new_game(3, seed=1)
    legal = state.legal_actions()
    turn = BotTurn(ExplodingBot(), state.view(state.current_player), legal, seed=2)
    assert turn.step() in legal

    class Cheater(ExplodingBot):
        def step(self, seconds):
            return "teleport"

    assert BotTurn(Cheater(), {}, legal, seed=2).step() in legal
    bot = make_bot("via_gladiola", "easy", 1)
    assert BotTurn(bot, state.view(state.current_player), legal, 3).step() in legal


def test_timeline_skip_runs_every_hook_in_order():
    seen: list[str] = []
    tl = Timeline()
    tl.add_step(Tween(0.3, on_start=lambda: seen.append("a0"), on_end=lambda: seen.append("a1")))
    tl.add_step(Tween(0.2, delay=0.1, on_end=lambda: seen.append("b1")))
    tl.update(0.1)
    assert seen == ["a0"]
    tl.finish_all()
    assert seen == ["a0", "a1", "b1"] and not tl.busy


def test_rules_screen_from_setup_and_pause():
    app = T.new_app(seed=1)
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    T.click(app, "rules")
    assert app.top.name == "rules"
    T.click(app, "back")
    assert app.top.name == "setup"
    T.click(app, "start")
    T.click(app, "menu")
    T.click(app, "rules")
    assert [s.name for s in app.scenes][-3:] == ["via_gladiola", "pause", "rules"]


def test_first_game_tips_show_once_and_can_be_turned_off():
    app = T.new_app(seed=4)
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    T.run(app, 1)
    assert table.tips.current == "vg_first_turn" and T.find(app, "tip.ok") is not None
    T.click(app, "tip.ok")
    assert table.tips.current != "vg_first_turn"
    assert "vg_first_turn" in app.storage.load(KEY_SETTINGS)["hints_seen"]
    T.click(app, "menu")
    T.click(app, "settings")
    T.click(app, "hints")
    assert app.settings.hints is False
    T.click(app, "back")
    T.click(app, "resume")
    table.tips.current = None
    T.run(app, 2)
    assert table.tips.current is None and T.find(app, "tip.ok") is None
