"""What every computer player shares: budgets, the thinking protocol and the random bot.

A bot sees only a seat's view (a JSON-ready dict) and that seat's legal actions, never the
state. Deciding is time-sliced: ``thinking = bot.start(view, legal)`` does no real work, and
``thinking.step(seconds)`` thinks for about that long and returns the chosen action, or None
while it is not done. A budget bounds a decision by time, by iterations, or both; a test uses
iterations so that a decision is deterministic.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")


@dataclass(frozen=True)
class Budget:
    """How long one decision may take: seconds of thinking and/or search iterations.

    A search stops at whichever limit it reaches first; None means no limit of that kind
    (at least one must be set for a searching bot).
    """

    seconds: float | None = 0.5
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("a budget needs seconds, iterations or both")


class Thinking(Protocol):
    """One decision in progress."""

    def step(self, seconds: float) -> Any | None:
        """Think for about ``seconds``; the chosen action, or None when not done yet."""
        ...


class Bot(Protocol):
    """A computer player for one seat; it keeps its own seeded randomness across decisions."""

    game: str
    level: str

    def start(self, view: dict[str, Any], legal: Sequence[Any]) -> Thinking: ...


class Stepped:
    """A decision made by a generator that yields (None) between small pieces of work and
    returns the action; each ``step`` runs pieces until its slice is used."""

    def __init__(self, work: Generator[None, None, Any]) -> None:
        self.work = work
        self.action: Any | None = None

    def step(self, seconds: float) -> Any | None:
        if self.action is not None:
            return self.action
        deadline = time.perf_counter() + seconds
        try:
            while True:
                next(self.work)
                if time.perf_counter() >= deadline:
                    return None
        except StopIteration as done:
            self.action = done.value
        return self.action


class PolicyBot:
    """A bot that decides with a policy ``(view, legal, rng) -> action``, or a generator
    policy (``incremental=True``) that yields between pieces of work and returns the action."""

    def __init__(
        self,
        game: str,
        level: str,
        seed: int,
        policy: Callable[[dict[str, Any], Sequence[Any], random.Random], Any],
        incremental: bool = False,
    ) -> None:
        self.game = game
        self.level = level
        self.rng = random.Random(seed)
        self.policy = policy
        self.incremental = incremental

    def start(self, view: dict[str, Any], legal: Sequence[Any]) -> Thinking:
        if not legal:
            raise ValueError("no legal action to choose from")
        if self.incremental:
            return Stepped(self.policy(view, legal, self.rng))
        return Stepped(_at_once(self.policy, view, legal, self.rng))


def _at_once(
    policy: Callable[[dict[str, Any], Sequence[Any], random.Random], Any],
    view: dict[str, Any],
    legal: Sequence[Any],
    rng: random.Random,
) -> Generator[None, None, Any]:
    """A plain policy as one piece of work, done in the first ``step`` (``start`` stays cheap)."""
    return policy(view, legal, rng)
    yield  # makes this a generator


def random_policy(view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
    """The "random" level: any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


def decide(
    bot: Bot, view: dict[str, Any], legal: Sequence[Any], slice_seconds: float = 0.02
) -> Any:
    """Run a whole decision by looping ``step`` (simulations, tests, the command line)."""
    thinking = bot.start(view, legal)
    while True:
        action = thinking.step(slice_seconds)
        if action is not None:
            return action


class Clock:
    """Wall-clock deadlines for a thinking slice (perf_counter)."""

    now = staticmethod(time.perf_counter)
