"""Floriado: pick ever smaller bundles of flowers from a 5x8 field (RULES §3)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.core.catalog import GameDef
from game.i18n import number, t, tn

if TYPE_CHECKING:
    from game.games.floriado.view import View


def progress(view: View) -> str:
    """Where a saved game stands, for the Continue list: the cards left on the field."""
    return tn("saves.cards_left", sum(c is not None for row in view.field for c in row))


GAME = GameDef(
    "floriado",
    # Imported when first used: the title lists the game without its rules, bots or table.
    rules="game.games.floriado.rules:RULES",
    make_bot="game.games.floriado.bots:make",
    narrate="game.games.floriado.narrate",
    ui="game.games.floriado.ui.game:UI",  # pygame: only once a screen needs it
    text=Path(__file__).parent / "text",
    has_start_player=True,  # FL-3: chosen at set-up (or at random)
    accent=(230, 159, 0),
    low_score_wins=False,  # FL-10: the most money wins
    rules_pages=(
        ("goal", "fl:field"),
        ("cards_field", "fl:field"),
        ("first_turn", "fl:pawn"),
        ("moving", "fl:move"),
        ("take_it_leave_it", "fl:pile"),
        ("out_end", None),
        ("payout_winning", "fl:payout"),
    ),
    daily_bots=("hard",),
    score_words=lambda score: t("fl.score", rev=number(score)),  # revenue (FL-10)
    typed_view="game.games.floriado.view:View.of",
    progress=progress,
)
