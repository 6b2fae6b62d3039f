"""Computer players for Floriado (RULES §3): perfect information, so search sees it all.

- ``easy``: takes whatever adds the most revenue right now (a pile's next payout step), blind
  to what the take spoils later; now and then any legal move.
- ``medium``: a one-move look-ahead on a positional value: revenue plus the promise of each
  pile (the cards still in the field that it could take later), minus the opponent's; a
  little weight on keeping takeable cards within reach.
- ``hard``: alpha-beta with iterative deepening, a transposition table and exact endgames
  (``game.games.floriado.search``), on medium's value.
- ``make_mcts``: the former hard, kept as a yardstick: UCT (the ISMCTS of
  ``game.ai.mcts`` on the one state the view describes) with short greedy rollouts judged by
  medium's value, after vetoes: never strand its own pawn (a move after which it is out) while
  another move keeps it in play, and on the first turn only the most promising picks are
  searched.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Sequence
from typing import Any

from game.ai.base import Bot, Budget, PolicyBot, random_policy
from game.ai.mcts import SearchBot
from game.games.floriado.cards import FLOWERS, KINDS, PAYOUT
from game.games.floriado.rules import ALLOWED, RAYS, RULES, Move, Pick
from game.games.floriado.search import WIN, AlphaBetaBot, look_ahead

GAME = "floriado"
EMPTY = -1
_KIND = tuple(i // FLOWERS for i in range(KINDS * FLOWERS))
_FLOWERS = tuple(i % FLOWERS + 1 for i in range(KINDS * FLOWERS))
PROMISE = 0.45  # how much of the cards a pile could still take it is expected to get
REACH = 0.25  # value of each takeable card within one move of the pawn


def _payout(length: float) -> float:
    """FL-9's payout, linearly interpolated for expected (fractional) pile sizes."""
    length = min(float(FLOWERS), length)
    lo = int(length)
    if lo >= FLOWERS:
        return PAYOUT[FLOWERS]
    return PAYOUT[lo] + (length - lo) * (PAYOUT[lo + 1] - PAYOUT[lo])


def seat_value(state: Any, seat: int) -> float:
    """Revenue plus the promise of the seat's piles (and reach of its pawn)."""
    piles = state.piles[seat]
    lows = [p[-1] if p else FLOWERS + 1 for p in piles]
    open_ = [0] * KINDS
    if not state.out[seat]:
        for card in state.field:
            if card != EMPTY and _FLOWERS[card] < lows[_KIND[card]]:
                open_[_KIND[card]] += 1
    value = 0.0
    for k in range(KINDS):
        length = len(piles[k])
        if open_[k]:
            value += _payout(length + PROMISE * open_[k] ** 0.8)
        else:
            value += PAYOUT[length]
    if not state.out[seat] and state.pawn[seat] != EMPTY:
        value += REACH * _takeable_in_reach(state, seat, lows)
    return value


def _takeable_in_reach(state: Any, seat: int, lows: list[int]) -> int:
    field = state.field
    rays = RAYS[state.pawn[seat]]
    count = 0
    for d in ALLOWED[state.facing[seat]]:
        for q in rays[d]:
            card = field[q]
            if card != EMPTY and _FLOWERS[card] < lows[_KIND[card]]:
                count += 1
    return count


def position_value(state: Any, seat: int) -> float:
    """Seat's value minus the best opponent's (positive: seat is ahead)."""
    mine = seat_value(state, seat)
    other = max(seat_value(state, p) for p in range(state.players) if p != seat)
    return mine - other


def _one_ply(
    state: Any, legal: Sequence[Any], seat: int
) -> Generator[None, None, list[tuple[float, int, Any]]]:
    """Each action's position value for ``seat`` after it; yields after every 8 actions."""
    scored = []
    for i, action in enumerate(legal):
        if i % 8 == 7:
            yield
        child = state.clone()
        child.apply(action)
        if child.is_over:
            res = child.result()
            value = 1000.0 if seat in res.winners and len(res.winners) == 1 else -1000.0
            value += res.scores[seat] - max(
                res.scores[p] for p in range(child.players) if p != seat
            )
        else:
            value = position_value(child, seat)
        scored.append((value, i, action))
    return scored


def medium_policy(
    view: dict[str, Any], legal: Sequence[Any], rng: random.Random
) -> Generator[None, None, Any]:
    state = RULES.sample(view, rng)
    scored = yield from _one_ply(state, legal, view["seat"])
    best = max(v for v, _, _ in scored)
    ties = [a for v, _, a in scored if v >= best - 1e-9]
    return ties[rng.randrange(len(ties))]


def easy_policy(
    view: dict[str, Any], legal: Sequence[Any], rng: random.Random
) -> Generator[None, None, Any]:
    if rng.random() < 0.2:
        return legal[rng.randrange(len(legal))]
    state = RULES.sample(view, rng)
    seat = view["seat"]
    before = state.revenue(seat)
    best, best_gain = [], -math.inf
    for i, action in enumerate(legal):
        if i % 16 == 15:
            yield
        child = state.clone()
        child.apply(action)
        gain = child.revenue(seat) - before
        if gain > best_gain + 1e-9:
            best, best_gain = [action], gain
        elif abs(gain - best_gain) <= 1e-9:
            best.append(action)
    return best[rng.randrange(len(best))]


# -- hard --------------------------------------------------------------------------------------


class FloriadoSearch:
    """Plugs Floriado into the (IS)MCTS: the world is the one state the view describes."""

    rollout_plies = 12

    def __init__(self) -> None:
        self._view: dict[str, Any] | None = None
        self._state: Any = None

    def determinize(self, view: dict[str, Any], rng: random.Random) -> Any:
        if view is not self._view:
            self._view, self._state = view, RULES.sample(view, rng)
        return self._state.clone()

    def rollout_action(self, state: Any, legal: list[Any], rng: random.Random) -> Any:
        if isinstance(legal[0], Pick):
            return legal[rng.randrange(len(legal))]
        seat = state.current
        piles = state.piles[seat]
        field = state.field
        best, best_score = legal[0], -math.inf
        for action in legal:
            card = field[action.row * 8 + action.col]
            pile = piles[_KIND[card]]
            flowers = _FLOWERS[card]
            if not pile or flowers < pile[-1]:
                n = len(pile)
                score = PAYOUT[n + 1] - PAYOUT[n] + 0.3 * flowers
            else:
                score = -1.0
            score += rng.random() * 1.5
            if score > best_score:
                best, best_score = action, score
        return best

    def evaluate(self, state: Any) -> list[float]:
        n = state.players
        if state.is_over:
            res = state.result()
            values = []
            for p in range(n):
                share = 1.0 / len(res.winners) if p in res.winners else 0.0
                margin = res.scores[p] - max(res.scores[q] for q in range(n) if q != p)
                values.append(0.8 * share + 0.2 * (0.5 + 0.5 * math.tanh(margin / 10.0)))
            return values
        values = [seat_value(state, p) for p in range(n)]
        return [0.5 + 0.5 * math.tanh((values[p] - values[1 - p]) / 8.0) for p in range(n)]


PICKS_SEARCHED = 12


def veto(view: dict[str, Any], legal: list[Any]) -> Generator[None, None, list[Any]]:
    """Drop plain blunders: stranding one's own pawn while another move keeps it in play; on a
    first turn, all but the most promising picks. Yields between pieces of work."""
    state = RULES.sample(view, random.Random(0))
    seat = view["seat"]
    if isinstance(legal[0], Pick):
        scored = yield from _one_ply(state, legal, seat)
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [a for _, _, a in scored[:PICKS_SEARCHED]]
    keep = []
    for action in legal:
        child = state.clone()
        child.apply(action)
        if child.is_over or not child.out[seat]:
            keep.append(action)
    return keep


def make_mcts(seed: int, budget: Budget | None = None) -> SearchBot:
    """The former hard: UCT with greedy rollouts (kept to measure the alpha-beta hard against)."""
    return SearchBot(GAME, "hard", seed, FloriadoSearch(), budget or Budget(), veto=veto)


# The coach's look-ahead, in moves: at 5, 4 of 127 hints of seeded games had no reason but
# "the deeper search" (9 at 3 or 4 moves), for at most 37 ms of thinking (3 moves: 7 ms).
LOOK_DEPTH = 5


# -- the coach's reasons ------------------------------------------------------------------------


def outcome(state: Any, seat: int, action: Any) -> dict[str, Any]:
    """What ``action`` does for ``seat`` in ``state``, in the terms hard weighs (FL-6, FL-8,
    FL-9): the payout it adds now, the cards it could take in reach after it (its pawn's reach
    in ``seat_value``), whether it leaves the seat out, the most the other player could add
    with their next move, and the position value after it (hard's leaf value)."""
    child = state.clone()
    child.apply(action)
    gain = child.revenue(seat) - state.revenue(seat)
    out = bool(child.out[seat])
    reach = 0
    if not out and not child.is_over:
        lows = [p[-1] if p else FLOWERS + 1 for p in child.piles[seat]]
        reach = _takeable_in_reach(child, seat, lows)
    answer = 0.0
    if not child.is_over and child.current != seat:
        other = child.current
        before = child.revenue(other)
        for reply in child.legal_actions():
            after = child.clone()
            after.apply(reply)
            answer = max(answer, after.revenue(other) - before)
    if child.is_over:
        res = child.result()
        value = (
            (WIN if seat in res.winners else -WIN)
            + res.scores[seat]
            - max(res.scores[p] for p in range(child.players) if p != seat)
        )
    else:
        value = position_value(child, seat)
    return {
        "action": action.to_json(),
        "gain": gain,
        "takes": bool(gain > 0),
        "reach": reach,
        "out": out,
        "answer": answer,
        "value": value,
    }


def weigh(view: dict[str, Any], action: Any) -> dict[str, Any]:
    """What the coach says hard weighed for ``action`` on ``view`` (everything is public,
    FL-11): the move's ``outcome`` and, when another move pays more right now (the one a person
    is likely to consider), that ``alternative``'s, with ``why`` naming the decisive fact:

    - ``"alt_out"``: the alternative would leave the seat out (FL-8); ``"self_out"``: the move
      does, the alternative does not (hard's search found going out pays);
    - ``"alt_reach"``: it would leave fewer takeable cards in the pawn's reach;
    - ``"alt_answer"``: it would let the other player add more with their next move;
    - ``"value"``: hard's position value after each (revenue, the piles' promise and the
      pawn's reach, mine minus theirs) favours the move, ``"look"`` its look-ahead of
      ``LOOK_DEPTH`` moves (``search.look_ahead``) does, ``"search"``: only its deeper search does;
    - ``"best"``: no move pays more right now (then only the move's own facts are told).
    """
    state = RULES.sample(view, random.Random(0))
    seat = view["seat"]
    if not isinstance(action, (Pick, Move)):
        action = RULES.action_from_json(action)
    chosen = outcome(state, seat, action)

    def pays(move: Any) -> float:  # FL-6, FL-9: what the move adds to the piles now
        card = state.field[move.row * 8 + move.col]
        if not state.can_take(seat, card):
            return 0.0
        n = len(state.piles[seat][_KIND[card]])
        return PAYOUT[n + 1] - PAYOUT[n]

    more = [m for m in state.legal_actions() if m != action and pays(m) > chosen["gain"] + 1e-9]
    if not more:
        return {"chosen": chosen, "alternative": None, "why": "best"}
    most = max(pays(m) for m in more)
    tops = [outcome(state, seat, m) for m in more if pays(m) >= most - 1e-9]
    best = max(tops, key=lambda o: o["value"])  # of the moves that pay most, hard's favourite
    alt = RULES.action_from_json(best["action"])
    if best["out"] and not chosen["out"]:
        why = "alt_out"
    elif chosen["out"] and not best["out"]:
        why = "self_out"
    elif best["reach"] < chosen["reach"]:
        why = "alt_reach"
    elif best["answer"] > chosen["answer"] + 1e-9:
        why = "alt_answer"
    elif chosen["value"] > best["value"] + 0.005:
        why = "value"
    else:
        mine, theirs = look_ahead(view, [action, alt], LOOK_DEPTH)
        chosen["look"], best["look"] = mine, theirs
        why = "look" if mine > theirs else "search"
    return {"chosen": chosen, "alternative": best, "why": why, "depth": LOOK_DEPTH}


def make(level: str, seed: int, budget: Budget | None = None) -> Bot:
    if level == "random":
        return PolicyBot(GAME, level, seed, random_policy)
    if level == "easy":
        return PolicyBot(GAME, level, seed, easy_policy, incremental=True)
    if level == "medium":
        return PolicyBot(GAME, level, seed, medium_policy, incremental=True)
    if level == "hard":  # alpha-beta (game/games/floriado/search.py)
        return AlphaBetaBot(GAME, level, seed, budget or Budget())
    raise ValueError(f"unknown level {level!r}")
