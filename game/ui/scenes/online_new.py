"""The new room of the online lobby (:class:`NewRoom`, owned by the scene as ``scene.new``):
its game, its seats (open, or a bot of a level), the game's set-up choices and how the room is
run, as the lobby's buttons cycle them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.catalog import spec, specs
from game.net.protocol import BOT_LEVELS, OPEN, TABLE_DEFAULTS

SEAT_KINDS = (OPEN, *BOT_LEVELS)


class NewRoom:
    """What a room made from the lobby is made of; ``changed`` runs after each choice (the
    lobby rebuilds its buttons)."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.changed = changed
        self.game = specs()[0].name
        self.seats: list[str] = [OPEN] * spec(self.game).rules.min_players
        self.options: dict[str, Any] = self.default_options()  # a target, as for local games
        self.table: dict[str, Any] = dict(TABLE_DEFAULTS)  # how the room is run (room_table)

    def default_options(self) -> dict[str, Any]:
        """The game's set-up choices (a points target) at their defaults."""
        return {c.key: c.default for c in spec(self.game).choices}

    def cycle_option(self, key: str) -> None:
        choice = next(c for c in spec(self.game).choices if c.key == key)
        values = list(choice.values)
        now = self.options.get(key, choice.default)
        self.options[key] = values[(values.index(now) + 1) % len(values)]
        self.changed()

    def cycle_game(self) -> None:
        names = [e.name for e in specs()]
        self.game = names[(names.index(self.game) + 1) % len(names)]
        self.options = self.default_options()
        rules = spec(self.game).rules
        n = min(max(len(self.seats), rules.min_players), rules.max_players)
        self.seats = (self.seats + [OPEN] * n)[:n]
        self.changed()

    def cycle_seat(self, i: int) -> None:
        self.seats[i] = SEAT_KINDS[(SEAT_KINDS.index(self.seats[i]) + 1) % len(SEAT_KINDS)]
        if OPEN not in self.seats:  # the creator needs an open seat to sit at
            self.seats[0] = OPEN
        self.changed()

    def resize(self, d: int) -> None:
        rules = spec(self.game).rules
        n = min(max(len(self.seats) + d, rules.min_players), rules.max_players)
        self.seats = (self.seats + [OPEN] * n)[:n]
        self.changed()
