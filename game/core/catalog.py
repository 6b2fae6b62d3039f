"""The catalog of games: each game's folder ``game/games/<name>/`` declares one ``SPEC``.

A spec holds what the interface needs to offer a game (set-up options, accent colour, its table
scene) without importing the interface: the table is the class named ``table`` in the game's
``ui/table.py``, found by the UI's navigator, so this module stays pure. Player counts come from
the rules.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, NamedTuple

# The games, in the order the title screen shows them.
GAMES: tuple[str, ...] = ("via_gladiola", "gloschli", "floriado")


class Choice(NamedTuple):
    """A set-up option with a few values: (option key, i18n key of its label, values, default)."""

    key: str
    label: str
    values: tuple[Any, ...]
    default: Any


@dataclass(frozen=True)
class GameSpec:
    name: str  # the engine's name, one of GAMES
    table: str  # class name of the table scene in game/games/<name>/ui/table.py
    # Boolean rule options the set-up screen offers: (option key, i18n key of its label).
    toggles: tuple[tuple[str, str], ...] = ()
    choices: tuple[Choice, ...] = ()
    has_start_player: bool = True
    accent: tuple[int, int, int] = (226, 72, 104)
    # The rules screen's pages in order: (page id, picture key or None). A page's words are the
    # keys rules.<game>.<id>.title / .text of the game's text catalogs; the picture is drawn by
    # PICTURES[key] in game/games/<game>/ui/pictures.py.
    rules_pages: tuple[tuple[str, str | None], ...] = ()
    # The table's own keys: (pygame key name, command), e.g. ("r", "rest").
    keys: tuple[tuple[str, str], ...] = ()
    # Does the lowest score win (blisters, Gloschli points) or the highest (Floriado's gold)?
    low_score_wins: bool = True

    @property
    def rules(self) -> Any:
        return rules_for(self.name)

    @property
    def min_players(self) -> int:
        return self.rules.min_players

    @property
    def max_players(self) -> int:
        return self.rules.max_players


def _check(name: str) -> None:
    if name not in GAMES:
        raise KeyError(f"Unknown game {name!r}; known: {', '.join(GAMES)}")


def spec(name: str) -> GameSpec:
    """The spec of one game in GAMES."""
    _check(name)
    return importlib.import_module(f"game.games.{name}").SPEC


def specs() -> tuple[GameSpec, ...]:
    return tuple(spec(name) for name in GAMES)


def rules_for(name: str) -> Any:
    """The rules object of one game in GAMES."""
    _check(name)
    return importlib.import_module(f"game.games.{name}.rules").RULES


def bots_of(name: str) -> Any:
    """The module of one game's computer players (its ``make(level, seed, budget)``)."""
    _check(name)
    return importlib.import_module(f"game.games.{name}.bots")
