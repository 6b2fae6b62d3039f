"""The search tree of ``game.ai.mcts``: flat arrays of numbers that the garbage
collector has nothing to scan in, searching exactly as the object tree it replaced did.

Iteration budgets only: deterministic, no wall-clock limits.
"""

from __future__ import annotations

import gc
import math
import random
from typing import Any

from game.ai import Budget
from game.ai.mcts import SearchThinking, rollout
from game.core.catalog import rules_for
from game.games.floriado.bots import make_mcts

# -- the reference: the tree as objects (one node object and one children dict per node) --------


class _Node:
    __slots__ = ("player", "children", "visits", "avail", "total")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class ObjectTree(SearchThinking):
    """The same search over a tree of objects: UCB1 with availability counts, expansion of a
    random untried action, rollout, backup (the former implementation, as a yardstick)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.root = _Node(-1)

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
                child = _Node(player)
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
            rollout(game, state, rng)
        values = game.evaluate(state)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.total += values[n.player]

    def best(self) -> Any:
        best, best_key = self.legal[0], (-1, -1.0)
        for action in self.legal:
            node = self.root.children.get(action)
            if node is not None and (node.visits, node.total / node.visits) > best_key:
                best, best_key = action, (node.visits, node.total / node.visits)
        return best

    def stats(self) -> list[tuple[Any, int, float]]:
        return [
            (a, n.visits, n.total / n.visits)
            for a in self.legal
            if (n := self.root.children.get(a)) is not None
        ]


# -- a small game of hidden information with many distinct actions ------------------------------

POOL = 900  # distinct actions: more than the 256 a child key starts with room for


class _World:
    """Three seats, eight plies; which actions are legal depends on the dealt world and the
    moves so far, so the search meets hundreds of distinct actions."""

    def __init__(self, world: int) -> None:
        self.ply, self.h = 0, world

    @property
    def is_over(self) -> bool:
        return self.ply >= 8

    @property
    def current_player(self) -> int:
        return self.ply % 3

    def legal_actions(self) -> list:
        start = self.h * 7919 % POOL
        return [("act", (start + 37 * k) % POOL) for k in range(2 + self.h % 4)]

    def apply(self, action: Any) -> None:
        self.ply += 1
        self.h = (self.h * 31 + action[1] + 1) % 1_000_003


class _Game:
    rollout_plies = 3

    def determinize(self, view: dict, rng: random.Random) -> _World:
        return _World(rng.randrange(6))

    def rollout_action(self, state: _World, legal: list, rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]

    def evaluate(self, state: _World) -> list[float]:
        return [(state.h >> p) % 97 / 96 for p in range(3)]


ROOT_LEGAL = [("act", k) for k in (5, 17, 400, 899)]


def _run(kind: type, game: Any, view: dict, legal: list, seed: int, budget: Budget, **kw: Any):
    thinking = kind(game, view, legal, random.Random(seed), budget, **kw)
    action = None
    while action is None:
        action = thinking.step(10.0)
    return thinking, action


def test_the_flat_tree_searches_exactly_as_the_object_tree() -> None:
    """Same seed, same iterations: the same visits and values for every root action, and the
    same choice, also when the action table outgrows its first key width (re-keying)."""
    for seed in range(3):
        budget = Budget(seconds=None, iterations=1500)
        flat, chosen = _run(SearchThinking, _Game(), {"seat": 0}, ROOT_LEGAL, seed, budget)
        ref, expected = _run(ObjectTree, _Game(), {"seat": 0}, ROOT_LEGAL, seed, budget)
        assert flat.stats() == ref.stats()
        assert chosen == expected
        assert flat.iterations == ref.iterations == 1500
        assert len(flat._ids) > 256 and flat._shift > 8  # the re-keying ran, mid-search


def test_floriado_hard_searches_exactly_as_with_the_object_tree() -> None:
    rules = rules_for("floriado")
    checked = 0
    for seed in range(3):
        state = rules.new_game(2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            if state.actions_taken % 5 == 0 and len(legal) > 1:  # the first turn (picks) too
                view = state.view(state.current_player)
                budget = Budget(seconds=None, iterations=200)
                results = []
                for kind in (SearchThinking, ObjectTree):
                    bot = make_mcts(seed, budget)  # a fresh FloriadoSearch (hard before #20)
                    results.append(_run(kind, bot.search, view, legal, seed, budget, veto=bot.veto))
                (flat, chosen), (ref, expected) = results
                assert flat.stats() == ref.stats()
                assert chosen == expected
                checked += 1
            state.apply(rng.choice(legal))
    assert checked >= 10


def test_the_tree_adds_nothing_for_the_garbage_collector() -> None:
    """A search of thousands of iterations leaves no more objects for the cyclic collector to
    track than a short one (the object tree left two per node: thousands)."""
    grown = {}
    for iterations in (100, 3000):
        gc.collect()
        before = len(gc.get_objects())
        thinking, _ = _run(
            SearchThinking, _Game(), {"seat": 0}, ROOT_LEGAL, 1, Budget(None, iterations)
        )
        gc.collect()
        grown[iterations] = len(gc.get_objects()) - before
        assert thinking.iterations == iterations
        del thinking
    assert grown[3000] - grown[100] < 50
    ref, _ = _run(ObjectTree, _Game(), {"seat": 0}, ROOT_LEGAL, 1, Budget(None, 3000))
    gc.collect()
    assert len(gc.get_objects()) - before > 2000  # the check above would see an object tree
