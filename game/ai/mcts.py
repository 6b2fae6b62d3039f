"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over any game.

Each iteration deals a world consistent with the bot's view (``SearchGame.determinize``, which
uses ``rules.sample``), walks one shared tree with the actions legal in that world (UCB1 with
availability counts), expands one node, plays a game-specific rollout policy for a bounded
number of plies and backs up one value per seat. The bot never sees the true state: every world
it searches is drawn from its own view.

A game plugs in with a :class:`SearchGame`; the search itself knows nothing about any game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Sequence
from typing import Any, Protocol

from game.ai.base import Budget, Clock


class SearchGame(Protocol):
    """What the search needs from one game."""

    rollout_plies: int  # plies of rollout before ``evaluate`` judges the position

    def determinize(self, view: dict, rng: random.Random) -> Any:
        """A full state consistent with ``view`` (hidden cards dealt at random)."""
        ...

    def rollout_action(self, state: Any, legal: list, rng: random.Random) -> Any:
        """A quick, decent move for the player to act in ``state``."""
        ...

    def evaluate(self, state: Any) -> Sequence[float]:
        """A value in [0, 1] per seat (1: sure win) for a finished or cut-off game."""
        ...

    # Optional: ``rollout_over(state) -> bool`` ends a rollout early (e.g. at a round's end).


class Node:
    __slots__ = ("player", "children", "visits", "avail", "total")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat whose action led here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class SearchThinking:
    """One decision of an ISMCTS bot, run in time slices."""

    def __init__(
        self,
        game: SearchGame,
        view: dict,
        legal: Sequence[Any],
        rng: random.Random,
        budget: Budget,
        exploration: float = 0.7,
        veto: Any | None = None,
    ) -> None:
        self.game = game
        self.view = view
        self.legal = list(legal)
        # Vetoes run in the first steps; a generator veto yields between pieces of work.
        self.pending: Any | None = None
        if veto is not None and len(self.legal) > 1:
            kept = veto(view, self.legal)
            if isinstance(kept, Generator):
                self.pending = kept
            elif kept:
                self.legal = list(kept)
        self.rng = rng
        self.budget = budget
        self.c = exploration
        self.seat = view["seat"]
        self.root = Node(-1)
        self.iterations = 0
        self.spent = 0.0  # seconds of thinking so far
        self.max_overrun = 0.0  # the worst time a step ran past its slice
        self.choice: Any | None = None
        if len(self.legal) == 1 and self.pending is None:
            self.choice = self.legal[0]

    # -- the protocol ----------------------------------------------------------------------

    def step(self, seconds: float) -> Any | None:
        if self.choice is not None:
            return self.choice
        start = Clock.now()
        deadline = start + seconds
        if self.pending is not None:
            try:
                while True:  # at least one piece of work per step
                    next(self.pending)
                    if Clock.now() >= deadline:
                        break
                self.spent += Clock.now() - start
                return None
            except StopIteration as done:
                self.pending = None
                if done.value:
                    self.legal = list(done.value)
            if len(self.legal) == 1:
                self.choice = self.legal[0]
                return self.choice
        limit = self.budget.seconds
        iterations = self.budget.iterations
        now = start
        while True:
            self._iterate()
            self.iterations += 1
            now = Clock.now()
            if iterations is not None and self.iterations >= iterations:
                break
            used = self.spent + (now - start)
            # The time limit is a ceiling: stop when one more iteration (as long as the mean so
            # far) would pass 99% of it; the rest covers choosing and the steps' own overhead.
            if limit is not None and used + used / self.iterations >= limit * 0.99:
                break
            if now >= deadline:
                self.spent += now - start
                self.max_overrun = max(self.max_overrun, now - deadline)
                return None
        self.spent += now - start
        self.max_overrun = max(self.max_overrun, now - deadline)
        self.choice = self.best()
        return self.choice

    def best(self) -> Any:
        """The root action visited most (ties: best mean value, then legal order)."""
        best, best_key = self.legal[0], (-1, -1.0)
        for action in self.legal:
            node = self.root.children.get(action)
            if node is None:
                continue
            key = (node.visits, node.total / node.visits)
            if key > best_key:
                best, best_key = action, key
        return best

    def stats(self) -> list[tuple[Any, int, float]]:
        """(action, visits, mean value) per root action, for tests and debugging."""
        out = []
        for action in self.legal:
            node = self.root.children.get(action)
            if node is not None:
                out.append((action, node.visits, node.total / node.visits))
        return out

    # -- one iteration ---------------------------------------------------------------------

    def _iterate(self) -> None:
        game, rng = self.game, self.rng
        state = game.determinize(self.view, rng)
        node = self.root
        path = [node]
        legal: list = self.legal
        expanded = False
        while not state.is_over:
            player = state.current_player
            if node is not self.root:
                legal = state.legal_actions()
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                for a in legal:
                    child = children.get(a)
                    if child is not None:
                        child.avail += 1
                child = Node(player)
                child.avail = 1
                children[action] = child
                state.apply(action)
                path.append(child)
                expanded = True
                break
            best_value, action, chosen = -1.0, None, None
            for a in legal:
                child = children[a]
                child.avail += 1
                value = child.total / child.visits + self.c * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if value > best_value:
                    best_value, action, chosen = value, a, child
            state.apply(action)
            node = chosen
            path.append(node)
        if expanded or not state.is_over:
            plies = game.rollout_plies
            over = getattr(game, "rollout_over", None)
            while plies > 0 and not state.is_over and not (over and over(state)):
                moves = state.legal_actions()
                state.apply(game.rollout_action(state, moves, rng))
                plies -= 1
        values = game.evaluate(state)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.total += values[n.player]


class SearchBot:
    """A bot that searches with ISMCTS; ``veto`` removes plainly bad moves before searching."""

    def __init__(
        self,
        game_name: str,
        level: str,
        seed: int,
        game: SearchGame,
        budget: Budget,
        veto: Any | None = None,
        exploration: float = 0.7,
        flat: bool = False,
    ) -> None:
        self.game = game_name
        self.level = level
        self.rng = random.Random(seed)
        self.search = game
        self.budget = budget
        self.veto = veto
        self.exploration = exploration
        self.flat = flat
        self.last: SearchThinking | None = None

    def start(self, view: dict, legal: Sequence[Any]) -> SearchThinking:
        if not legal:
            raise ValueError("no legal action to choose from")
        kind = FlatThinking if self.flat else SearchThinking
        self.last = kind(
            self.search, view, legal, self.rng, self.budget, self.exploration, self.veto
        )
        return self.last


class FlatThinking(SearchThinking):
    """Determinized flat Monte Carlo with common random numbers.

    One iteration deals one world from the view and plays every candidate action in it, each
    followed by a rollout with the same rollout seed, so the actions are compared on the same
    cards and the same luck (a paired comparison: far less noise per iteration than UCT's).
    The iteration budget counts worlds.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sums: dict[Any, float] = {}
        self.worlds = 0  # worlds in which every candidate has been played
        self._world: Any = None
        self._seed = 0
        self._next = 0  # the candidate to play next in the current world
        self._partial: list[float] = []

    def _iterate(self) -> None:
        """One rollout: the next candidate in the current world (a new world when done)."""
        game, rng = self.game, self.rng
        if self._world is None:
            self._world = game.determinize(self.view, rng)
            self._seed = rng.randrange(1 << 30)
            self._next = 0
            self._partial = []
        action = self.legal[self._next]
        state = self._world.clone()
        state.apply(action)
        roll = random.Random(self._seed)
        plies = game.rollout_plies
        over = getattr(game, "rollout_over", None)
        while plies > 0 and not state.is_over and not (over and over(state)):
            state.apply(game.rollout_action(state, state.legal_actions(), roll))
            plies -= 1
        self._partial.append(game.evaluate(state)[self.seat])
        self._next += 1
        if self._next == len(self.legal):  # the world is done: count it
            for a, value in zip(self.legal, self._partial):
                self.sums[a] = self.sums.get(a, 0.0) + value
            self.worlds += 1
            self._world = None

    def best(self) -> Any:
        best, best_value = self.legal[0], -math.inf
        for action in self.legal:
            value = self.sums.get(action, 0.0)
            if value > best_value + 1e-12:
                best, best_value = action, value
        return best

    def stats(self) -> list[tuple[Any, int, float]]:
        n = max(1, self.worlds)
        return [(a, self.worlds, self.sums.get(a, 0.0) / n) for a in self.legal]
