"""Machine-tuned constants shipped as a small JSON file beside a game's bots.

The file holds ``{"levels": {level: {name: number}}, ...}`` (anything else in it, such as how
the numbers were made, is ignored here). A bot module keeps its own defaults; ``load_levels``
lays the file's numbers over them, and falls back to the defaults for a missing or unreadable
file, an unknown name, or a value that is not a finite number, so a bad file never stops a
game from starting.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

Constants = dict[str, float]

# A player in the tuning harness: (state, legal actions, its randomness) -> action. It is
# given the game's state, and must read only what its seat knows (game/dev/tune.py).
Decider = Callable[[Any, list[Any], random.Random], Any]


@dataclass(frozen=True)
class Param:
    """One tuned constant: its built-in value, the search's unit for it, and its bounds."""

    name: str
    default: float
    scale: float
    low: float
    high: float


@dataclass(frozen=True)
class Problem:
    """What ``python -m game tune`` tunes for one level of one game (each game's
    ``tuning.py`` declares its problems; nothing here runs in a game)."""

    game: str
    level: str  # the level of tuned.json whose numbers are tuned
    params: tuple[Param, ...]
    # The panel: (players, opponent name); ``opponent(name)`` gives its decider.
    panel: tuple[tuple[int, str], ...]
    candidate: Callable[[Constants], Decider]
    opponent: Callable[[str], Decider]
    # Numbers written beside the tuned ones, set by measurement rather than tuned.
    fixed: tuple[tuple[str, float], ...] = ()
    # A bound, never a level: a player that sees what the candidate cannot.
    cheat: Callable[[Constants], Decider] | None = None


def overlay(defaults: Mapping[str, float], given: object) -> Constants:
    """``defaults`` with the finite numbers of ``given`` (a mapping) for the names it knows."""
    out = dict(defaults)
    if isinstance(given, Mapping):
        for name, value in given.items():
            if name not in out or isinstance(value, bool):
                continue
            if isinstance(value, (int, float)) and math.isfinite(value):
                out[name] = float(value)
    return out


def read_levels(path: Path) -> dict[str, object]:
    """The ``levels`` mapping of a tuned-constants file, or {} if it is missing or corrupt."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    levels = data.get("levels") if isinstance(data, dict) else None
    return levels if isinstance(levels, dict) else {}


def load_levels(path: Path, defaults: Mapping[str, Mapping[str, float]]) -> dict[str, Constants]:
    """Each level's constants: the defaults, overlaid with the file's numbers."""
    given = read_levels(path)
    return {level: overlay(values, given.get(level)) for level, values in defaults.items()}
