"""Via Gladiola: climb the day's walk to 50 km without collecting blisters (RULES §1)."""

from game.core.catalog import GameSpec

SPEC = GameSpec(
    "via_gladiola",
    table="ViaGladiolaTable",
    toggles=(("last_card", "setup.last_card"),),
    accent=(226, 72, 104),
)
