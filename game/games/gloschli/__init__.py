"""Gloschli: keep your face-down cards low, peek, spy, swap and call (RULES §2)."""

from pathlib import Path
from typing import Any

from game.core.catalog import Choice, GameDef
from game.games.gloschli import bots, narrate
from game.games.gloschli.rules import RULES
from game.i18n import t, tn


def _ui() -> Any:
    # Loaded when a screen first needs it: nothing without a screen imports pygame.
    from game.games.gloschli.ui.game import UI

    return UI


GAME = GameDef(
    "gloschli",
    rules=RULES,
    make_bot=bots.make,
    narrate=narrate,
    ui=_ui,
    text=Path(__file__).parent / "text",
    toggles=(("memory_aid", "gl.setup.memory_aid"),),
    choices=(Choice("target", "gl.setup.target", (50, 100, 150), 100),),
    accent=(86, 180, 233),
    rules_pages=(
        ("goal", "gl:table"),
        ("cards", "gl:creatures"),
        ("powers_6_to_9", "gl:powers"),
        ("powers_10_to_12", "gl:powers"),
        ("heroes", "gl:heroes"),
        ("chotzli_stop", "gl:chotzli"),
        ("setting_up_round", "gl:table"),
        ("turn", None),
        ("calling_gloschli", None),
        ("good_to_know", None),
        ("scoring_round", None),
        ("combos", "gl:combos"),
        ("end_game", None),
    ),
    daily_bots=("hard", "medium"),
    score_words=lambda score: tn("gl.score", int(score)),  # points
    chapter=lambda state: state.round_no,
    chapter_key="review.round",
    progress=lambda view: t("saves.round", round=view["round"]),
)
