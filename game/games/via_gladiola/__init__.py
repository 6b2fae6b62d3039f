"""Via Gladiola: climb the day's walk to 50 km without collecting blisters (RULES §1)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.core.catalog import GameDef
from game.i18n import t, tn

if TYPE_CHECKING:
    from game.games.via_gladiola.view import View


def progress(view: View) -> str:
    """Where a saved game stands, for the Continue list: its day."""
    return t("saves.day", day=view.day)


GAME = GameDef(
    "via_gladiola",
    # Imported when first used: the title lists the game without its rules, bots or table.
    rules="game.games.via_gladiola.rules:RULES",
    make_bot="game.games.via_gladiola.bots:make",
    narrate="game.games.via_gladiola.narrate",
    ui="game.games.via_gladiola.ui.game:UI",  # pygame: only once a screen needs it
    text=Path(__file__).parent / "text",
    toggles=(("last_card", "setup.last_card"),),
    accent=(226, 72, 104),
    keys=(("r", "rest", "keys.vg.rest"), ("g", "gladiola", "keys.vg.gladiola")),
    rules_pages=(
        ("walk", "vg:finish"),
        ("cards", "vg:cards"),
        ("setting_up", "vg:start"),
        ("turn_walk", "vg:pace_bands"),
        ("rest_gladiola_day", "vg:gladiola"),
        ("end_day", "vg:finish"),
        ("draw_pile_runs_out", None),
        ("scoring_winning", "vg:cards"),
        ("variant_last_card", None),
    ),
    daily_bots=("hard", "medium"),
    score_words=lambda score: tn("vg.score", int(score)),  # blisters (VG-20)
    chapter=lambda state: state.day,
    chapter_key="review.day",
    typed_view="game.games.via_gladiola.view:View.of",
    progress=progress,
)
