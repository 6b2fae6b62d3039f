"""An independent Floriado player, written from RULES.md §3 and the engine contract
alone (``rules.sample``, ``clone``, ``apply``, ``legal_actions``, ``result``), with nothing
from ``game/ai``. Not shipped: it is a yardstick for the hard level.

It plays a plain depth-limited minimax with alpha-beta over the engine's own states (clones,
no incremental board), three plies deep once both pawns stand (one ply while picking, FL-4),
judging a cut-off position by its own estimate: each pile's payout (FL-9) at its length plus
half of the cards of its kind still in the field below its lowest card (FL-6), a finished game
by the win (FL-10) and the revenue margin.
"""

from __future__ import annotations

import random
from typing import Any

from game.games.floriado.rules import RULES

PAY = (0.0, 0.75, 2.0, 4.0, 7.0, 12.0, 18.0, 25.0, 33.0)  # FL-9, read off RULES.md


def _pays(cards: float) -> float:
    cards = max(0.0, min(8.0, cards))
    whole = int(cards)
    if whole == 8:
        return PAY[8]
    return PAY[whole] + (cards - whole) * (PAY[whole + 1] - PAY[whole])


def estimate(state: Any, seat: int) -> float:
    """Seat's expected revenue: each kind's pile grown by half the cards it could still take."""
    view_field = state.field
    total = 0.0
    for kind in range(5):
        pile = state.piles[seat][kind]
        lowest = pile[-1] if pile else 9
        below = 0
        if not state.out[seat]:
            for card in view_field:
                if card >= 0 and card // 8 == kind and card % 8 + 1 < lowest:
                    below += 1
        total += _pays(len(pile) + below / 2)
    return total


def judge(state: Any, me: int) -> float:
    if state.is_over:
        res = state.result()
        margin = res.scores[me] - res.scores[1 - me]
        if me in res.winners:
            return (1000.0 if len(res.winners) == 1 else 0.0) + margin
        return -1000.0 + margin
    return estimate(state, me) - estimate(state, 1 - me)


class _Done:
    def __init__(self, action: Any) -> None:
        self.action = action

    def step(self, seconds: float) -> Any:
        return self.action


class ReferencePlayer:
    """Minimax with alpha-beta, ``depth`` plies once both pawns stand."""

    game = "floriado"
    level = "reference"

    def __init__(self, depth: int = 3) -> None:
        self.depth = depth

    def start(self, view: dict, legal: list) -> _Done:
        state = RULES.sample(view, random.Random(0))
        me = view["seat"]
        picking = any(p is None for p in view["pawns"])
        depth = 1 if picking else self.depth
        best, best_value = legal[0], -float("inf")
        for action in legal:
            child = state.clone()
            child.apply(action)
            value = self._minimax(child, depth - 1, best_value, float("inf"), me)
            if value > best_value:
                best, best_value = action, value
        return _Done(best)

    def _minimax(self, state: Any, depth: int, alpha: float, beta: float, me: int) -> float:
        if depth <= 0 or state.is_over:
            return judge(state, me)
        mine = state.current_player == me
        value = -float("inf") if mine else float("inf")
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            v = self._minimax(child, depth - 1, alpha, beta, me)
            if mine:
                value = max(value, v)
                alpha = max(alpha, v)
            else:
                value = min(value, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return value
