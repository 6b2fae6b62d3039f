"""High card: a game that lives only under tests/, registered by the test that plays it."""

from pathlib import Path
from typing import Any

from game.core.catalog import GameDef
from game.i18n import tn
from tests.fourth_game import bots, narrate
from tests.fourth_game.rules import RULES


def _ui() -> Any:
    from tests.fourth_game.ui.game import UI

    return UI


GAME = GameDef(
    "high_card",
    rules=RULES,
    make_bot=bots.make,
    narrate=narrate,
    ui=_ui,
    text=Path(__file__).parent / "text",
    has_start_player=False,
    accent=(120, 200, 140),
    rules_pages=(("goal", None),),
    low_score_wins=False,
    daily_bots=("hard",),
    score_words=lambda score: tn("hc.score", int(score)),
    chapter=lambda state: sum(state.tricks) + 1,
    chapter_key="review.round",
    progress=lambda view: tn("hc.score", sum(view["tricks"])),
)
