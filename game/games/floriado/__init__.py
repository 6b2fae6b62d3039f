"""Floriado: pick ever smaller bundles of flowers from a 5x8 field (RULES §3)."""

from game.core.catalog import GameSpec

SPEC = GameSpec(
    "floriado",
    table="FloriadoTable",
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
)
