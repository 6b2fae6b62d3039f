"""Gloschli: keep your face-down cards low, peek, spy, swap and call (RULES §2)."""

from game.core.catalog import Choice, GameSpec

SPEC = GameSpec(
    "gloschli",
    table="GloschliTable",
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
)
