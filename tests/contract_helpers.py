"""Shared helpers for the engine contract tests: random play and JSON scrubbing."""

from __future__ import annotations

import json
from typing import Any

from game.engine import rules_for


def player_counts(game: str) -> list[int]:
    rules = rules_for(game)
    return list(range(rules.min_players, rules.max_players + 1))


def scramble(value: Any) -> None:
    """Mutate a JSON-like value in place as thoroughly as possible."""
    if isinstance(value, dict):
        for key in list(value):
            scramble(value[key])
            value[key] = "scrambled"
    elif isinstance(value, list):
        for item in value:
            scramble(item)
        value.clear()


def json_keys(value: Any) -> set[str]:
    keys: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            keys.add(k)
            keys |= json_keys(v)
    elif isinstance(value, list):
        for v in value:
            keys |= json_keys(v)
    return keys


def events_json(events: list, seat: int) -> list:
    """What seat ``seat`` is told about ``events``, as JSON text (checks it serializes)."""
    seen = []
    for event in events:
        copy = event.seen_by(seat)
        if copy is not None:
            seen.append(json.dumps(copy.to_json(), sort_keys=True))
    return seen
