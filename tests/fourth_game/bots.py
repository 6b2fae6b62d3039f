"""High card's computer players: random, or the lowest card that still wins a trick."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.ai.base import Bot, Budget, PolicyBot


def random_policy(view: dict, legal: Sequence[Any], rng: random.Random) -> Any:
    return rng.choice(list(legal))


def sound_policy(view: dict, legal: Sequence[Any], rng: random.Random) -> Any:
    """Answer with the lowest card that beats the one led, else throw the lowest; lead high."""
    cards = sorted(legal, key=lambda a: a.card)
    if view["trick"]:
        led = view["trick"][0]["card"]
        beating = [a for a in cards if a.card > led]
        return beating[0] if beating else cards[0]
    return cards[-1]


def make(level: str, seed: int, budget: Budget | None = None) -> Bot:
    policy = random_policy if level == "random" else sound_policy
    return PolicyBot("high_card", level, seed, policy)
