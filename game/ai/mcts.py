"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over any game.

Each iteration deals a world consistent with the bot's view (``SearchGame.determinize``, which
uses ``rules.sample``), walks one shared tree with the actions legal in that world (UCB1 with
availability counts), expands one node, plays a game-specific rollout policy for a bounded
number of plies and backs up one value per seat. The bot never sees the true state: every world
it searches is drawn from its own view.

A game plugs in with a :class:`SearchGame`; the search itself knows nothing about any game.

The tree holds numbers only, so that CPython's cyclic garbage collector has nothing in it to
scan, however big it grows: a node is an id (0: the root) into flat arrays of visits,
availability counts, value totals and the seat that acted, and one dict of int keys and values
(``node_id << shift | action_id``) gives a node's child for an action; actions get small ids in
a table per decision. (A node object with a ``children`` dict per node gave the collector two
objects per iteration: they set off full collections inside thinking steps and made each one
several ms longer; docs/performance.md.)
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Generator, Sequence
from typing import Any, Protocol, cast

from game.ai.base import Budget, Clock


class SearchGame(Protocol):
    """What the search needs from one game."""

    rollout_plies: int  # plies of rollout before ``evaluate`` judges the position

    def determinize(self, view: dict[str, Any], rng: random.Random) -> Any:
        """A full state consistent with ``view`` (hidden cards dealt at random)."""
        ...

    def rollout_action(self, state: Any, legal: list[Any], rng: random.Random) -> Any:
        """A quick, decent move for the player to act in ``state``."""
        ...

    def evaluate(self, state: Any) -> Sequence[float]:
        """A value in [0, 1] per seat (1: sure win) for a finished or cut-off game."""
        ...

    # Optional: ``rollout_over(state) -> bool`` ends a rollout early (e.g. at a round's end).


def rollout(game: SearchGame, state: Any, rng: random.Random) -> None:
    """Play ``game``'s rollout policy on ``state`` for at most ``rollout_plies`` plies, until
    the game (or the game's ``rollout_over``) says it is over."""
    plies = game.rollout_plies
    over = getattr(game, "rollout_over", None)
    while plies > 0 and not state.is_over and not (over and over(state)):
        state.apply(game.rollout_action(state, state.legal_actions(), rng))
        plies -= 1


class SearchThinking:
    """One decision of an ISMCTS bot, run in time slices."""

    def __init__(
        self,
        game: SearchGame,
        view: dict[str, Any],
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
        # The tree (see the module's docstring): node 0 is the root; arrays indexed by node id.
        self._player = array("i", [-1])  # the seat whose action led to the node
        self._visits = array("q", [0])
        self._avail = array("q", [0])  # iterations in which the node's action was legal
        self._total = array("d", [0.0])  # the sum of the acting seat's values backed up
        self._children: dict[int, int] = {}  # node_id << self._shift | action_id -> child id
        self._ids: dict[Any, int] = {}  # action -> its id in this decision
        self._shift = 8  # bits of an action id in a child key; grows with the table
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
        visits, total = self._visits, self._total
        for action in self.legal:
            child = self._root_child(action)
            if child is None:
                continue
            key = (visits[child], total[child] / visits[child])
            if key > best_key:
                best, best_key = action, key
        return best

    def stats(self) -> list[tuple[Any, int, float]]:
        """(action, visits, mean value) per root action, for tests and debugging."""
        out = []
        visits, total = self._visits, self._total
        for action in self.legal:
            child = self._root_child(action)
            if child is not None:
                out.append((action, visits[child], total[child] / visits[child]))
        return out

    def _root_child(self, action: Any) -> int | None:
        aid = self._ids.get(action)
        return None if aid is None else self._children.get(aid)  # the root's key: 0 | aid

    # -- one iteration ---------------------------------------------------------------------

    def _iterate(self) -> None:
        game, rng = self.game, self.rng
        ids, children = self._ids, self._children
        player_of, visits, avail, total = self._player, self._visits, self._avail, self._total
        c, sqrt, log = self.c, math.sqrt, math.log
        state = game.determinize(self.view, rng)
        node = 0
        path = [node]
        legal: list[Any] = self.legal
        expanded = False
        while not state.is_over:
            player = state.current_player
            if node:
                legal = state.legal_actions()
            base = node << self._shift
            try:
                kids = [children.get(base | ids[a]) for a in legal]
            except KeyError:  # an action not seen before in this decision
                base = self._intern(node, legal)
                kids = [children.get(base | ids[a]) for a in legal]
            if None in kids:
                untried = [i for i, child in enumerate(kids) if child is None]
                i = untried[rng.randrange(len(untried))]
                for child in kids:
                    if child is not None:
                        avail[child] += 1
                child = len(visits)
                player_of.append(player)
                visits.append(0)
                avail.append(1)
                total.append(0.0)
                action = legal[i]
                children[base | ids[action]] = child
                state.apply(action)
                path.append(child)
                expanded = True
                break
            best_value, action, chosen = -1.0, None, 0
            for a, child in zip(legal, cast(list[int], kids)):  # every child exists (no None)
                n = avail[child] + 1
                avail[child] = n
                v = visits[child]
                value = total[child] / v + c * sqrt(log(n) / v)
                if value > best_value:
                    best_value, action, chosen = value, a, child
            state.apply(action)
            node = chosen
            path.append(node)
        if expanded or not state.is_over:
            rollout(game, state, rng)
        values = game.evaluate(state)
        for n in path:
            visits[n] += 1
            seat = player_of[n]
            if seat >= 0:
                total[n] += values[seat]

    def _intern(self, node: int, legal: Sequence[Any]) -> int:
        """Give ids to the actions not seen before (widening the keys' action field when the
        table outgrows it) and return ``node``'s base key (its children's: base | action id)."""
        ids = self._ids
        for a in legal:
            if a not in ids:
                ids[a] = len(ids)
        shift = self._shift
        while len(ids) > 1 << shift:
            shift += 1
        if shift != self._shift:  # re-key the children in place (rare: a few times at most)
            old, mask = self._shift, (1 << self._shift) - 1
            rekeyed = {(k >> old) << shift | (k & mask): c for k, c in self._children.items()}
            self._children.clear()
            self._children.update(rekeyed)
            self._shift = shift
        return node << shift


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

    def start(self, view: dict[str, Any], legal: Sequence[Any]) -> SearchThinking:
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
        rollout(game, state, random.Random(self._seed))
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
