"""Gloschli: keep your face-down cards low, peek, spy, swap and call (RULES §2)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.core.catalog import Choice, GameDef
from game.i18n import t, tn

if TYPE_CHECKING:
    from game.games.gloschli.view import View


def progress(view: View) -> str:
    """Where a saved game stands, for the Continue list: its round."""
    return t("saves.round", round=view.round)


GAME = GameDef(
    "gloschli",
    # Imported when first used: the title lists the game without its rules, bots or table.
    rules="game.games.gloschli.rules:RULES",
    make_bot="game.games.gloschli.bots:make",
    narrate="game.games.gloschli.narrate",
    ui="game.games.gloschli.ui.game:UI",  # pygame: only once a screen needs it
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
    typed_view="game.games.gloschli.view:View.of",
    progress=progress,
)
