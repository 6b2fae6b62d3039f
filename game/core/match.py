"""A game being played at the table: engine state plus who sits where, the log and history.

Everything needed to resume exactly (the engine's own save text, the seats, the log and the
actions so far) round-trips through ``to_save``/``from_save``; the autosave stores that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.catalog import rules_for

HUMAN = "human"
NAMES: tuple[str, ...] = (
    "Anna",
    "Ben",
    "Carla",
    "Daan",
    "Emma",
    "Finn",
    "Greta",
    "Hugo",
    "Ilse",
    "Jan",
    "Lotte",
    "Max",
    "Noor",
    "Ruben",
    "Sanne",
    "Tim",
    "Vera",
    "Willem",
)


@dataclass
class Seat:
    name: str
    kind: str  # "human" or a bot level

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind}


class Session:
    def __init__(
        self, game: str, seats: list[Seat], options: dict, seed: int, state: Any = None
    ) -> None:
        self.game = game
        self.rules = rules_for(game)
        self.seats = seats
        self.options = dict(options)
        self.seed = seed
        self.state = state if state is not None else self.rules.new_game(len(seats), seed, options)
        self.actions: list[dict] = []
        self.log: list[dict] = []  # {"key": i18n key, "args": {...}}; public facts only
        self.viewer = self.first_human()

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def first_human(self) -> int:
        humans = self.humans
        if not humans:
            return 0
        cur = self.state.current_player
        return cur if cur in humans else humans[0]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def apply(self, action: Any) -> list:
        """Apply ``action`` for the current seat; IllegalAction leaves everything unchanged."""
        seat = self.state.current_player
        events = self.state.apply(action, seat=seat)
        self.actions.append(action.to_json())
        return events

    def to_save(self) -> dict:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": self.options,
            "seed": self.seed,
            "state": self.state.to_json(),
            "actions": self.actions,
            "log": self.log,
            "viewer": self.viewer,
        }

    @classmethod
    def from_save(cls, data: Any) -> Session:
        """Rebuild a saved session; ValueError (or IllegalAction) if it does not add up."""
        if not isinstance(data, dict):
            raise ValueError("not a saved session")
        game = data["game"]
        rules = rules_for(game)
        seats = [Seat(str(s["name"]), str(s["kind"])) for s in data["seats"]]
        state = rules.from_json(data["state"])
        if len(seats) != state.players:
            raise ValueError("seats do not match the saved game")
        session = cls(game, seats, dict(data["options"]), int(data["seed"]), state)
        session.actions = list(data["actions"])
        # Keep only well-formed log entries: a hand-edited save must not break drawing.
        session.log = [
            e
            for e in data["log"]
            if isinstance(e, dict)
            and isinstance(e.get("key"), str)
            and isinstance(e.get("args", {}), dict)
            and isinstance(e.get("seat", 0), int)
        ]
        viewer = int(data.get("viewer", session.first_human()))
        session.viewer = viewer if 0 <= viewer < len(seats) else session.first_human()
        return session
