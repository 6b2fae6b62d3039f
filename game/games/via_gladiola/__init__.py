"""Via Gladiola: climb the day's walk to 50 km without collecting blisters (RULES §1)."""

from game.core.catalog import GameSpec

SPEC = GameSpec(
    "via_gladiola",
    table="ViaGladiolaTable",
    toggles=(("last_card", "setup.last_card"),),
    accent=(226, 72, 104),
    keys=(("r", "rest"), ("g", "gladiola")),
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
)
