"""Gloschli: keep your face-down cards low, peek, spy, swap and call (RULES §2)."""

from game.core.catalog import Choice, GameSpec

SPEC = GameSpec(
    "gloschli",
    table="GloschliTable",
    toggles=(("memory_aid", "gl.setup.memory_aid"),),
    choices=(Choice("target", "gl.setup.target", (50, 100, 150), 100),),
    accent=(86, 180, 233),
)
