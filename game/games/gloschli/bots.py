"""Computer players for Gloschli (RULES §2).

Every level above ``random`` plays the same card sense on a world sampled from its own view
(``rules.sample``); it reads a card only where the sampled state's knowledge masks say its
seat knows it (GL-33), so it never uses a card it has not seen. An unseen card is valued at
the mean points of the cards its seat has not seen.

- ``easy``: forgets: between its decisions each card it remembers slips from its memory with
  some probability (it blanks that card in its copy of the view before sampling; a forgotten
  card moved in sight of the table stays forgotten where it went, GL-33), keeps a
  looser hand (takes and swaps only clear gains), and now and then makes any move but a call.
- ``medium``: takes a low discard or keeps a low drawn card for its worst card, matches a
  card it knows, uses looks, swaps and the Isbär where they gain, and calls with 5 points or
  fewer when all its cards are known.
- ``hard``: remembers perfectly; weighs its turn by expected gain instead of thresholds: a
  draw is worth the mean best use of the cards it has not seen, taking the discard the best
  swap of the card in sight, and seeing one of its own cards counts as points won (it decides
  which card to replace and makes a call possible); uses the Blind swap and the Isbär more
  readily than medium. Whether to call is searched over determinized worlds: it
  deals worlds from its view, scores calling now in each (GL-28's penalties included) against
  the best other hand, and calls only with a clear expected edge. Vetoes: never calls while
  one of its own cards is unknown or its hand is over 5 points.

(A full determinized Monte Carlo over every decision, rollouts to the round's end, was tried
and measured: at budgets a tournament can afford it played worse than the card sense, the
round's points being too noisy to compare moves in few rollouts; see docs/ai.md.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.ai.base import Bot, Budget, PolicyBot, random_policy
from game.ai.tuned import load_levels
from game.core.contract import Action
from game.games.gloschli.cards import (
    BEATEN_PENALTY,
    BLIND_SWAP,
    CALL_LIMIT,
    CALLER_PENALTY,
    DECK,
    EYE,
    FACES,
    GLUBSCHI,
    ISBAR,
    PFERD,
    PFERD_CAP,
    POINTS,
    POWER,
    SPY,
    STRONG_EYE,
    SUPER_SPY,
    SWAP,
)
from game.games.gloschli.rules import (
    DRAWN,
    END,
    PEEK,
    POWER_PHASE,
    RULES,
    TURN,
    Call,
    Discard,
    Draw,
    EndTurn,
    Keep,
    MatchDiscard,
    Pick,
    PickSeat,
    SwapInto,
    TakeDiscard,
)
from game.games.gloschli.view import Card, Slot, View, ViewData, as_view

GAME = "gloschli"
_COUNTS = [0] * len(FACES)
for _c in DECK:
    _COUNTS[_c] += 1
_LOOK_POWERS = (EYE, STRONG_EYE, GLUBSCHI)
_SPY_POWERS = (SPY, SUPER_SPY)


@dataclass(frozen=True)
class Style:
    """The numbers of a level's card sense."""

    take_gain: float = 3.0  # take the discard if it beats the worst card by this much
    swap_gain: float = 1.0  # keep a drawn card if it beats the worst card by this much
    call_limit: float = CALL_LIMIT  # call with at most this many points, all cards known
    isbar_gain: float = 4.0  # use the Isbär if the target's row is this much better
    blind_gain: float = 2.5  # blind-swap a known card this much worse than an unseen one
    spy: bool = True  # look at opponents' cards with a Spy
    call_margin: float = 0.0  # call only if every opponent is expected this much higher
    # Set: the turn and the drawn card are decided by expected gain (not by the two gains
    # above), and seeing one of its own cards counts as this many points.
    knowledge: float | None = None
    spy_value: float = 0.3  # with ``knowledge``: a look at an opponent's unseen card
    # With ``knowledge`` (tuned by ``python -m game tune``, game/dev/tune.py):
    take_margin: float = 0.0  # take the discard only if it beats the draw by this much
    keep_margin: float = 0.0  # keep a drawn card only if it beats its power by this much
    pferd_bonus: float = 2.0  # a Pferd taken caps the hand at 10: worth this much more
    eye_factor: float = 1.0  # an Eye's look, in units of ``knowledge``
    glubschi_factor: float = 1.0  # each card a Glubschi shows, in units of ``knowledge``
    swap_factor: float = 1.0  # the expected gain of a Swap's look-and-take
    # Hard's searched call: the expected edge asked for, by number of players (2, 3, 4+).
    call_edge_2: float = 9.0
    call_edge_3: float = 7.0
    call_edge_4: float = 5.0


MEDIUM = Style()
EASY = Style(take_gain=4.0, swap_gain=2.0, call_limit=4, spy=False)
# Knowledge 6 (one hard against three medium, 2,000 games each): 2: 41%, 4: 43%, 6: 45%,
# 9: 44%; without the expected-gain turn 28%.
HARD = Style(isbar_gain=3.0, blind_gain=2.0, knowledge=6.0)


class Sense:
    """What seat ``p`` knows in a (sampled) state, and what it makes of it."""

    def __init__(self, state: Any, p: int) -> None:
        self.state = state
        self.p = p
        bit = 1 << p
        counts = _COUNTS[:]
        rows, know = state.rows, state.know
        self.known: dict[tuple[int, int], int] = {}
        up = (state.up_seat, state.up_slot)
        for s, row in enumerate(rows):
            kn = know[s]
            for i, c in enumerate(row):
                if c >= 0 and (kn[i] & bit or (s, i) == up):
                    counts[c] -= 1
                    self.known[(s, i)] = c
        for c in state.discard:
            counts[c] -= 1
        if state.drawn >= 0 and state.drawn_mask & bit:
            counts[state.drawn] -= 1
        if state.deck and state.top_known & bit:
            counts[state.deck[-1]] -= 1
        self.counts = counts  # copies of each card this seat has not seen
        total = self.total = sum(counts)
        self.mean = sum(k * POINTS[c] for c, k in enumerate(counts)) / total if total > 0 else 5.0

    def value(self, s: int, i: int) -> float:
        c = self.known.get((s, i))
        return self.mean if c is None else POINTS[c]

    def row_total(self, s: int) -> float:
        state = self.state
        total, pferd = 0.0, False
        for i, c in enumerate(state.rows[s]):
            if c < 0:
                continue
            known = self.known.get((s, i))
            if known is None:
                total += self.mean
            else:
                total += POINTS[known]
                pferd = pferd or known == PFERD
        return min(total, PFERD_CAP) if pferd else total

    def unknown_own(self) -> list[int]:
        return [i for i in self.state.face_down(self.p) if (self.p, i) not in self.known]

    def best_swap(self, points: float = 0.0, knowledge: float = 0.0) -> tuple[int, float]:
        """The own face-down slot best given up for a card worth ``points``, and the gain;
        coming to know an unseen slot counts ``knowledge`` more. Slot -1 if there is none."""
        best, best_gain = -1, -math.inf
        for i in self.state.face_down(self.p):
            gain = self.value(self.p, i) - points
            if (self.p, i) not in self.known:
                gain += knowledge
            if gain > best_gain + 1e-9:
                best, best_gain = i, gain
        return best, best_gain

    def worst_own(self) -> tuple[int, float]:
        """The own face-down slot with the highest (expected) points."""
        return self.best_swap()


def choose(state: Any, legal: Sequence[Any], style: Style, rng: random.Random) -> Any:
    """The card-sense move of the seat to act in ``state`` (uses only what it knows)."""
    p = state.current
    phase = state.phase
    if phase == PEEK:
        return legal[0]
    sense = Sense(state, p)
    if phase == TURN:
        return _turn(state, legal, sense, style)
    if phase == DRAWN:
        return _drawn(state, legal, sense, style)
    if phase == POWER_PHASE:
        return _power(state, legal, sense, style)
    if phase == END:
        return _end(state, legal, sense, style)
    return legal[0]


def _turn(state: Any, legal: Sequence[Any], sense: Sense, style: Style) -> Any:
    p = sense.p
    if not state.discard:
        return legal[0]
    top = state.discard[-1]
    tp = POINTS[top]
    if tp > 0:  # a match sheds a known card for good
        for i in state.face_down(p):
            known = sense.known.get((p, i))
            if known is not None and POINTS[known] == tp:
                action: Action = MatchDiscard(i)
                if action in legal:
                    return action
    if style.knowledge is not None:
        return _turn_by_gain(state, legal, sense, style)
    slot, worst = sense.worst_own()
    if slot >= 0 and (worst - tp >= style.take_gain or (top == PFERD and worst > 0)):
        action = TakeDiscard(slot)
        if action in legal:
            return action
    if Draw() in legal:
        return Draw()
    return legal[0]


def _drawn(state: Any, legal: Sequence[Any], sense: Sense, style: Style) -> Any:
    if style.knowledge is not None:
        return _drawn_by_gain(state, legal, sense, style)
    card = state.drawn
    pts = POINTS[card]
    slot, worst = sense.worst_own()
    if slot >= 0 and worst - pts >= style.swap_gain and worst > pts:
        return SwapInto(slot)
    if Discard(True) in legal and _power_worth(state, sense, style, POWER[card]):
        return Discard(True)
    return Discard(False)


def _power_worth(state: Any, sense: Sense, style: Style, power: int) -> bool:
    p = sense.p
    if power in _LOOK_POWERS:
        return bool(sense.unknown_own())
    if power in _SPY_POWERS:
        return style.spy and bool(_unknown_opponent_cards(state, sense))
    if power == SWAP:
        return True
    if power == BLIND_SWAP:
        return _blind_target(state, sense, style) is not None
    if power == ISBAR:
        mine = sense.row_total(p)
        return any(mine - sense.row_total(o) >= style.isbar_gain for o in state.opponents(p))
    return False  # Trick, Distraction: nothing to gain for the actor


def _unknown_opponent_cards(state: Any, sense: Sense) -> list[tuple[int, int]]:
    return [
        (o, i)
        for o in state.opponents(sense.p)
        for i in state.face_down(o)
        if (o, i) not in sense.known
    ]


def _blind_target(state: Any, sense: Sense, style: Style) -> tuple[int, int] | None:
    """The opponent card a blind swap should take, if trading the worst own card gains."""
    slot, worst = sense.worst_own()
    if slot < 0:
        return None
    best, best_v = None, math.inf
    for o in state.opponents(sense.p):
        for i in state.face_down(o):
            v = sense.value(o, i)
            if v < best_v - 1e-9:
                best, best_v = (o, i), v
    if best is not None and worst - best_v >= style.blind_gain:
        return best
    return None


def _power(state: Any, legal: Sequence[Any], sense: Sense, style: Style) -> Any:
    power = state.power
    if power == ISBAR:
        seats = [a for a in legal if isinstance(a, PickSeat)]
        return min(seats, key=lambda a: sense.row_total(a.seat)) if seats else legal[0]
    picks = [a for a in legal if isinstance(a, Pick)]
    if not picks:
        return legal[0]
    if power in _LOOK_POWERS:
        for a in picks:
            if (a.seat, a.slot) not in sense.known:
                return a
        return picks[0]
    if power in _SPY_POWERS or (power == SWAP and state.step == 0):
        unknown = [a for a in picks if (a.seat, a.slot) not in sense.known]
        if power == SWAP:
            return min(picks, key=lambda a: (sense.value(a.seat, a.slot), a.seat, a.slot))
        return unknown[0] if unknown else picks[0]
    if power == SWAP:  # step 1: the looked-at card is known now
        return _swap_looked_at(state, legal, picks, sense, style)
    if power == BLIND_SWAP:
        return _blind_swap(state, legal, picks, sense, style)
    return picks[0]  # Trick, Distraction


def _swap_looked_at(
    state: Any, legal: Sequence[Any], picks: list[Pick], sense: Sense, style: Style
) -> Any:
    """The Swap's second step (GL-9): one's own card for the one looked at, or Keep."""
    p = sense.p
    seen = sense.value(state.first_seat, state.first_slot)
    if style.knowledge is not None:  # by expected gain, as its turn
        slot, gain = sense.best_swap(seen, _knowledge(state, style))
        if slot >= 0 and gain > 0 and Pick(p, slot) in legal:
            return Pick(p, slot)
        return Keep() if Keep() in legal else picks[0]
    slot, worst = sense.worst_own()
    if slot >= 0 and worst - seen >= style.swap_gain + 0.5:
        action = Pick(p, slot)
        if action in legal:
            return action
    return Keep() if Keep() in legal else picks[0]


def _blind_swap(
    state: Any, legal: Sequence[Any], picks: list[Pick], sense: Sense, style: Style
) -> Any:
    """The Blind swap: another's card first, then one's worst (GL-8)."""
    if state.step == 0:
        target = _blind_target(state, sense, style)
        if target is not None and Pick(*target) in legal:
            return Pick(*target)
        return picks[0]
    slot, _ = sense.worst_own()
    action = Pick(sense.p, slot)
    return action if action in legal else picks[0]


# -- hard's turn: every choice valued by its expected gain ----------------------------------------
#
# A gain is points off the own hand, plus ``style.knowledge`` for each own card it comes to know
# (a known hand can be called, and its worst card is replaced for sure rather than guessed).
# Drawing is worth the mean, over the cards it has not seen, of the best use of the card drawn;
# taking the discard is worth the best swap of the card in sight. The threshold sense of the
# other levels takes any discard that beats the worst card by a margin, and so gives up a draw
# that is worth more; seeing its own cards is what a hand that knows them all wins by (played by
# a seat that saw its own hand, the same sense won 63% of 4-player games against medium).


def _knowledge(state: Any, style: Style) -> float:
    # After a call the round ends with this turn: knowing a card is then worth nothing.
    return 0.0 if state.caller >= 0 or style.knowledge is None else style.knowledge


def _mean_over_unseen(sense: Sense, value: Callable[[int], float]) -> float:
    """The mean of ``value(card)`` over the cards ``sense``'s seat has not seen."""
    if sense.total <= 0:
        return 0.0
    return sum(k * value(c) for c, k in enumerate(sense.counts) if k > 0) / sense.total


def _power_gain(state: Any, sense: Sense, style: Style, power: int, knowledge: float) -> float:
    """The expected gain of discarding a card to use ``power``."""
    p = sense.p
    if power in (EYE, STRONG_EYE):
        return style.eye_factor * knowledge if sense.unknown_own() else 0.0
    if power == GLUBSCHI:
        return style.glubschi_factor * knowledge * len(sense.unknown_own())
    if power in _SPY_POWERS:
        return style.spy_value if knowledge and _unknown_opponent_cards(state, sense) else 0.0
    if power == SWAP:  # look at an opponent's card and take it if it beats the worst own card
        slot, worst = sense.worst_own()
        if slot < 0:
            return 0.0
        if (p, slot) not in sense.known:
            worst += knowledge
        best, unseen = 0.0, False
        for o in state.opponents(p):
            for i in state.face_down(o):
                known = sense.known.get((o, i))
                if known is None:
                    unseen = True
                else:
                    best = max(best, worst - POINTS[known])
        if unseen:  # looks at an unseen card, takes it if it is lower
            best = max(best, _mean_over_unseen(sense, lambda c: max(worst - POINTS[c], 0)))
        return style.swap_factor * best
    if power == BLIND_SWAP:
        target = _blind_target(state, sense, style)
        return 0.0 if target is None else sense.worst_own()[1] - sense.value(*target)
    if power == ISBAR:
        mine = sense.row_total(p)
        gain = max((mine - sense.row_total(o) for o in state.opponents(p)), default=0.0)
        return gain if gain >= style.isbar_gain else 0.0
    return 0.0  # Trick, Distraction


def _drawn_gain(state: Any, sense: Sense, style: Style, card: int, knowledge: float) -> float:
    _, swap = sense.best_swap(POINTS[card], knowledge)
    return max(swap, _power_gain(state, sense, style, POWER[card], knowledge), 0.0)


def _turn_by_gain(state: Any, legal: Sequence[Any], sense: Sense, style: Style) -> Any:
    p = sense.p
    knowledge = _knowledge(state, style)
    top = state.discard[-1]
    slot, take = sense.best_swap(POINTS[top], knowledge)
    if top == PFERD:
        take += style.pferd_bonus  # it caps the hand at 10 as well
    draw = -math.inf
    if Draw() in legal:
        if state.deck and state.top_known >> p & 1:
            draw = _drawn_gain(state, sense, style, state.deck[-1], knowledge)
        else:
            draw = _mean_over_unseen(
                sense, lambda c: _drawn_gain(state, sense, style, c, knowledge)
            )
    if slot >= 0 and take > 0 and take >= draw + style.take_margin and TakeDiscard(slot) in legal:
        return TakeDiscard(slot)
    return Draw() if Draw() in legal else legal[0]


def _drawn_by_gain(state: Any, legal: Sequence[Any], sense: Sense, style: Style) -> Any:
    knowledge = _knowledge(state, style)
    card = state.drawn
    slot, swap = sense.best_swap(POINTS[card], knowledge)
    power = 0.0
    if Discard(True) in legal:
        power = _power_gain(state, sense, style, POWER[card], knowledge)
    if slot >= 0 and swap > 0 and swap >= power + style.keep_margin:
        return SwapInto(slot)
    return Discard(True) if power > 0 else Discard(False)


def _end(state: Any, legal: Sequence[Any], sense: Sense, style: Style) -> Any:
    if Call() not in legal:
        return EndTurn()
    p = sense.p
    if sense.unknown_own():
        return EndTurn()
    mine = sense.row_total(p)
    if mine > style.call_limit:
        return EndTurn()
    others = [sense.row_total(o) for o in range(state.players) if o != p]
    if others and min(others) < mine + style.call_margin:
        return EndTurn()
    return Call()


# -- the levels --------------------------------------------------------------------------------


def _policy(
    style: Style, noise: float
) -> Callable[[dict[str, Any], Sequence[Any], random.Random], Any]:
    def policy(view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if noise and rng.random() < noise:
            options = [a for a in legal if not isinstance(a, Call)] or list(legal)
            return options[rng.randrange(len(options))]
        state = RULES.sample(view, rng)
        return choose(state, legal, style, rng)

    return policy


class ForgetfulPolicy:
    """Easy's memory (GL-34): each remembered card may slip away between its decisions."""

    def __init__(self, forget: float, style: Style, noise: float) -> None:
        self.forget = forget
        self.style = style
        self.noise = noise
        self.memory: dict[tuple[int, int, int], Card | None] = {}  # (round, seat, slot) -> card
        self.lost: set[tuple[int, int, int, int]] = set()  # (round, seat, slot, face)
        self.shown: dict[
            tuple[int, int], tuple[Any, ...]
        ] = {}  # last view's (face, knowers) per slot
        self.shown_round = -1

    def __call__(self, data: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        view = forget(View.of(data), self, rng)
        if self.noise and rng.random() < self.noise:
            options = [a for a in legal if not isinstance(a, Call)] or list(legal)
            return options[rng.randrange(len(options))]
        state = RULES.sample(view, rng)
        return choose(state, legal, self.style, rng)


def forget(view: View, mind: ForgetfulPolicy, rng: random.Random) -> View:
    """``view`` with the cards ``mind`` has forgotten blanked (never its drawn card: it is in
    its hand right now)."""
    seat, rnd = view.seat, view.round
    follow_moves(view, mind)
    slots = []
    for s, row in enumerate(view.slots):
        cells: list[Slot | None] = []
        for i, cell in enumerate(row):
            if cell is not None and cell.card is not None and not cell.face_up:
                key = (rnd, s, i, cell.card.face)
                if key in mind.lost or (key[:3] in mind.memory and rng.random() < mind.forget):
                    mind.lost.add(key)
                    knowers = tuple(x for x in cell.known_by if x != seat)
                    cell = replace(cell, card=None, known_by=knowers)
                mind.memory[key[:3]] = cell.card
            cells.append(cell)
        slots.append(tuple(cells))
    return replace(view, slots=tuple(slots))


def follow_moves(view: View, mind: ForgetfulPolicy) -> None:
    """GL-33 (amended): a card moved in sight of the table stays forgotten where it went.

    The view only says where each card is now, so the moves since ``mind``'s last decision are
    read off the slots that changed: a forgotten card that left its slot went to a changed slot
    that now shows the same face (the one with the same knowers first). A card that vanished
    from its view (a Trick, a discard) is dropped from the forgotten ones.
    """
    rnd = view.round
    now = {
        (s, i): (c.card.face if c.card is not None else None, c.known_by)
        for s, row in enumerate(view.slots)
        for i, c in enumerate(row)
        if c is not None
    }
    before = mind.shown if mind.shown_round == rnd else {}
    mind.shown, mind.shown_round = now, rnd
    taken: set[tuple[int, int]] = set()
    for key in sorted(mind.lost):
        r, s, i, face = key
        here = now.get((s, i))
        if r == rnd and here is not None and here[0] == face:
            continue  # still in its place
        mind.lost.discard(key)
        if r != rnd:
            continue
        knowers = before.get((s, i), (face, ()))[1]
        goals = [
            pos
            for pos, cell in now.items()
            if cell[0] == face and before.get(pos) != cell and pos not in taken
        ]
        if goals:
            goal = min(goals, key=lambda pos: (now[pos][1] != knowers, pos))
            taken.add(goal)
            mind.lost.add((rnd, *goal, face))


def _row_points(row: list[int]) -> int:
    cards = [c for c in row if c >= 0]
    raw = sum(POINTS[c] for c in cards)
    return min(raw, PFERD_CAP) if PFERD in cards else raw


def hard_policy(
    view: dict[str, Any],
    legal: Sequence[Any],
    rng: random.Random,
    worlds: int = 24,
    style: Style = HARD,
) -> Generator[None, None, Any]:
    """Hard: the sharper card sense; whether to call is searched over sampled worlds."""
    state = RULES.sample(view, rng)
    return (yield from sense_with_call_search(state, legal, rng, worlds, style))


def sense_with_call_search(
    state: Any,
    legal: Sequence[Any],
    rng: random.Random,
    worlds: int,
    style: Style,
) -> Generator[None, None, Any]:
    """The card sense's move in ``state`` (a world consistent with the seat's view), with the
    call searched over ``worlds`` worlds: the cards the seat has not seen dealt at random.

    Vetoes: never a call with an own card it has not seen, or with more than ``CALL_LIMIT``
    points. Otherwise, when it may call, it scores calling now in each world: its own points,
    the +15 or +5 of GL-28 where they apply, minus the best other hand's points. It calls only
    if that is, on average, at least ``call_edge(players)`` points in its favour: a call ends
    the round for good, while waiting usually lets its hand get lower still. Yields after each
    world. ``choose`` reads only what the seat knows, so the harness that tunes the sense calls
    this on the real state and gets the decision a view would give.
    """
    action = choose(state, legal, style, rng)
    if Call() not in legal:
        return action
    seat = state.current
    sense = Sense(state, seat)
    if sense.unknown_own() or sense.row_total(seat) > CALL_LIMIT:
        return EndTurn()
    # Each world deals the cards the seat has not seen to the slots it does not know, at
    # random (what ``rules.sample`` does, without building whole states).
    rows, holes, unseen, mine = _call_worlds(state, sense)
    cost = 0.0
    for _ in range(worlds):
        yield
        cost += _call_cost(rows, holes, unseen, seat, mine, rng)
    return Call() if cost / worlds <= -call_edge(state.players, style) else EndTurn()


def _call_worlds(
    state: Any, sense: Sense
) -> tuple[list[list[int]], list[tuple[int, int]], list[int], int]:
    """What the call search deals its worlds from, for the seat of ``sense``: the rows with
    the slots it does not know blanked (-1), those slots, the cards it has not seen, and its
    own row's points."""
    unseen = [c for c, k in enumerate(sense.counts) for _ in range(k)]
    rows = [list(row) for row in state.rows]
    holes = [
        (o, i)
        for o in range(state.players)
        for i, c in enumerate(rows[o])
        if c >= 0 and (o, i) not in sense.known
    ]
    for o, i in holes:
        rows[o][i] = -1
    mine = _row_points(rows[sense.p])
    return rows, holes, unseen, mine


def _call_cost(
    rows: list[list[int]],
    holes: list[tuple[int, int]],
    unseen: list[int],
    seat: int,
    mine: int,
    rng: random.Random,
) -> float:
    """One world of the call search: the unseen cards dealt to ``holes`` at random, and what
    calling costs the caller there against the best other hand (GL-27, GL-28)."""
    dealt = rng.sample(unseen, len(holes)) if len(holes) <= len(unseen) else []
    for (o, i), c in zip(holes, dealt):
        rows[o][i] = c
    best = min(_row_points(rows[o]) for o in range(len(rows)) if o != seat)
    penalty = CALLER_PENALTY if mine > CALL_LIMIT else BEATEN_PENALTY if best < mine else 0
    return mine + penalty - best


def call_margin(state: Any, seat: int, worlds: int = 200, seed: int = 0) -> float:
    """The call search's expected margin of calling now (positive: the caller ends that many
    points below the best other hand, penalties included), over ``worlds`` seeded worlds."""
    sense = Sense(state, seat)
    rows, holes, unseen, mine = _call_worlds(state, sense)
    rng = random.Random(seed)
    return -sum(_call_cost(rows, holes, unseen, seat, mine, rng) for _ in range(worlds)) / worlds


def call_edge(players: int, style: Style = HARD) -> float:
    """Points a call must be expected to win by, against the best other hand.

    Measured against medium players with the threshold sense, two players (400-600 games per
    value): an edge of 0 won 37%, 4: 49%, 9: 59%, 13: 59%, 17: 49%. With the expected-gain
    turn (fast harness): two players 5: 68.9%, 9: 69.9% (2,000 games); one hard against two
    medium 5 / 7 / 9: 53.5 / 54.0 / 54.1% (1,500); against three 3 / 5 / 7: 43.9 / 45.0 /
    43.9% (2,000). With more players the best other hand is lower, so the edge asked shrinks.
    The tuned constants (tuned.json) choose their own edges the same way.
    """
    if players <= 2:
        return style.call_edge_2
    return style.call_edge_3 if players == 3 else style.call_edge_4


# -- the constants: built in, or tuned (tuned.json, made by ``python -m game tune``) ----------

TUNED_FILE = Path(__file__).with_name("tuned.json")
HARD_NAMES = (
    "knowledge",
    "spy_value",
    "isbar_gain",
    "blind_gain",
    "pferd_bonus",
    "take_margin",
    "keep_margin",
    "eye_factor",
    "glubschi_factor",
    "swap_factor",
    "call_edge_2",
    "call_edge_3",
    "call_edge_4",
)
# Medium keeps the simpler threshold sense (no knowledge value, no call search), with its
# thresholds tuned. (Hard's sense made a medium as strong as hard, and weakening it broke it:
# forgetting a tenth of its cards lost all 14 games to the reference player, a tenth of random
# moves 16 of 18.)
# With ``knowledge`` above 0 it plays hard's (tuned) expected-gain sense instead, with that
# value of a seen card, still calling on the threshold rule.
MEDIUM_NAMES = ("take_gain", "swap_gain", "isbar_gain", "blind_gain", "call_limit", "call_margin")
DEFAULTS = {
    "hard": {name: float(getattr(HARD, name)) for name in HARD_NAMES},
    "medium": {name: float(getattr(MEDIUM, name)) for name in MEDIUM_NAMES} | {"knowledge": 0.0},
}


def hard_style(values: dict[str, float]) -> Style:
    given: dict[str, Any] = {name: float(values[name]) for name in HARD_NAMES if name in values}
    return replace(HARD, **given)


def medium_style(values: dict[str, float], hard: dict[str, float] | None = None) -> Style:
    """Medium's style: its thresholds; with ``knowledge`` > 0, on ``hard``'s sense."""
    style = MEDIUM
    knowledge = values.get("knowledge", 0.0)
    if knowledge > 0:
        style = replace(hard_style(hard or DEFAULTS["hard"]), knowledge=knowledge)
    given: dict[str, Any] = {name: float(values[name]) for name in MEDIUM_NAMES if name in values}
    return replace(style, **given)


def constants(consts: str | None = None) -> dict[str, dict[str, float]]:
    """Each level's numbers: from ``tuned.json`` (None), built in ("default"), or a file."""
    if consts == "default":
        return {level: dict(values) for level, values in DEFAULTS.items()}
    return load_levels(Path(consts) if consts else TUNED_FILE, DEFAULTS)


def make(level: str, seed: int, budget: Budget | None = None, consts: str | None = None) -> Bot:
    """A bot; ``consts`` picks its numbers ("default": the built-in, untuned ones that the
    levels played before tuning; a path: that file; None: the shipped tuned.json)."""
    if level == "random":
        return PolicyBot(GAME, level, seed, random_policy)
    if level == "easy":
        return PolicyBot(GAME, level, seed, ForgetfulPolicy(0.2, EASY, 0.1))
    if level == "medium":
        values = constants(consts)
        style = medium_style(values["medium"], values["hard"])
        return PolicyBot(GAME, level, seed, _policy(style, 0.0))
    if level == "hard":
        worlds = 24 if budget is None or budget.iterations is None else max(1, budget.iterations)
        style = hard_style(constants(consts)["hard"])

        def policy(
            view: dict[str, Any], legal: Sequence[Any], rng: random.Random
        ) -> Generator[None, None, Any]:
            return hard_policy(view, legal, rng, worlds, style)

        return PolicyBot(GAME, level, seed, policy, incremental=True)
    raise ValueError(f"unknown level {level!r}")


# -- the coach's reasons ------------------------------------------------------------------------


def _slot_facts(sense: Sense, slot: int, gain: float) -> dict[str, Any]:
    """An own slot as the coach tells it: where, what the seat knows of it, and the gain."""
    known = sense.known.get((sense.p, slot)) if slot >= 0 else None
    return {"slot": slot, "face": known, "mean": sense.mean, "gain": gain}


def weigh(data: ViewData, action: Any) -> dict[str, Any]:
    """What hard weighed for ``action`` on ``view``, in its own terms (the expected-gain turn
    above: points off the hand, ``knowledge`` more for each own card it comes to see), for the
    coach's line. Read from the view only (``Sense`` reads only the cards the seat has seen,
    GL-33; the sampled world's other cards are never looked at). Keys by phase:

    - turn: ``draw`` (a draw's expected gain; ``draw_points`` in points alone), ``take``
      (the best slot for the top discard, or the one taken, and that gain, ``bonus`` of it
      for a Pferd's cap), ``top`` (its face), ``take_margin`` (hard takes only when taking
      beats drawing by this much);
    - drawn: ``card``, ``swap`` (the best slot for it, or the one swapped, and the gain),
      ``power`` (its power's expected gain, None when it has none to use), ``keep_margin``
      (hard keeps the card when its gain is at least the power's plus this);
    - power: ``target`` (the picked slot's face if seen, else None), ``lowest`` (no card of the
      picked seat the seat knows of is lower), ``own`` (the best own slot to trade for the card
      looked at, Swap's second step; the highest own slot, Blind swap's), ``rows`` (Isbär: the
      expected points of the own row and the picked one);
    - end: ``points`` (the seen own cards), ``unseen`` (own cards not seen), ``other`` (the best
      other hand's expected points), ``margin`` (the call search's expected margin), ``edge``
      (the margin hard asks for).
    """
    style = hard_style(constants()["hard"])
    view = as_view(data)
    state = RULES.sample(view, random.Random(0))
    seat = view.seat
    sense = Sense(state, seat)
    knowledge = _knowledge(state, style)
    if not isinstance(action, Action):
        action = RULES.action_from_json(action)
    out: dict[str, Any] = {"phase": view.phase, "knowledge": knowledge, "mean": sense.mean}
    out["unseen_own"] = len(sense.unknown_own())
    out["take_margin"], out["keep_margin"] = style.take_margin, style.keep_margin
    if state.phase == TURN:
        out.update(_weigh_turn(state, sense, style, knowledge, action))
    elif state.phase == DRAWN and state.drawn >= 0:
        out.update(_weigh_drawn(state, sense, style, knowledge, action))
    elif state.phase == POWER_PHASE:
        out.update(_weigh_power(state, sense, knowledge, action))
    elif state.phase == END:
        out.update(_weigh_end(state, sense, style))
    return out


def _own_gain(sense: Sense, slot: int, points: float, knowledge: float) -> float:
    """The gain of giving own ``slot`` for a card worth ``points`` (as ``best_swap`` counts)."""
    gain = sense.value(sense.p, slot) - points
    return gain + (knowledge if (sense.p, slot) not in sense.known else 0.0)


def _weigh_turn(
    state: Any, sense: Sense, style: Style, knowledge: float, action: Any
) -> dict[str, Any]:
    """Drawing against taking the discard, as ``_turn_by_gain`` weighs them."""
    seat = sense.p

    def drawing(worth: float) -> float:
        if state.deck and state.top_known >> seat & 1:
            return _drawn_gain(state, sense, style, state.deck[-1], worth)
        return _mean_over_unseen(sense, lambda c: _drawn_gain(state, sense, style, c, worth))

    draw = drawing(knowledge)
    # the same draw in points alone (what the coach can say a player may check)
    facts: dict[str, Any] = {"draw": draw, "draw_points": drawing(0.0)}
    if not state.discard:
        return facts
    top = state.discard[-1]
    slot, take = sense.best_swap(POINTS[top], knowledge)
    if isinstance(action, TakeDiscard):  # the slot the person would take it for
        slot, take = action.slot, _own_gain(sense, action.slot, POINTS[top], knowledge)
    bonus = style.pferd_bonus if top == PFERD else 0.0
    take_facts = _slot_facts(sense, slot, take + bonus)
    take_facts["bonus"] = bonus
    return {**facts, "top": top, "take": take_facts}


def _weigh_drawn(
    state: Any, sense: Sense, style: Style, knowledge: float, action: Any
) -> dict[str, Any]:
    """Keeping the drawn card against its power, as ``_drawn_by_gain`` weighs them."""
    card = state.drawn
    slot, swap = sense.best_swap(POINTS[card], knowledge)
    if isinstance(action, SwapInto):
        slot, swap = action.slot, _own_gain(sense, action.slot, POINTS[card], knowledge)
    power = None
    if POWER[card] and Discard(True) in state.legal_actions():
        power = _power_gain(state, sense, style, POWER[card], knowledge)
    return {"card": card, "swap": _slot_facts(sense, slot, swap), "power": power}


def _weigh_power(state: Any, sense: Sense, knowledge: float, action: Any) -> dict[str, Any]:
    """A power's target: what the seat knows of it, and (Swap, Blind swap) the trade."""
    seat = sense.p
    out: dict[str, Any] = {"power": state.power}
    if isinstance(action, Pick):
        value = sense.value(action.seat, action.slot)
        known = [
            sense.value(action.seat, i)
            for i in state.face_down(action.seat)
            if (action.seat, i) in sense.known
        ]
        out["target"] = sense.known.get((action.seat, action.slot))
        out["lowest"] = all(value <= v + 1e-9 for v in known)
    if state.power == SWAP and state.step == 1:
        seen = sense.value(state.first_seat, state.first_slot)
        slot, gain = sense.best_swap(seen, knowledge)
        if isinstance(action, Pick) and action.seat == seat:
            slot, gain = action.slot, _own_gain(sense, action.slot, seen, knowledge)
        out["seen"] = sense.known.get((state.first_seat, state.first_slot))
        out["own"] = _slot_facts(sense, slot, gain)
    elif state.power == BLIND_SWAP:
        slot, worst = sense.worst_own()
        highest = worst
        if isinstance(action, Pick) and action.seat == seat:
            slot, worst = action.slot, sense.value(seat, action.slot)
        out["own"] = _slot_facts(sense, slot, worst)
        out["highest"] = worst >= highest - 1e-9
        if state.step == 0 and isinstance(action, Pick):
            out["own"]["gain"] = worst - sense.value(action.seat, action.slot)
    if isinstance(action, PickSeat):
        out["rows"] = (sense.row_total(seat), sense.row_total(action.seat))
    return out


def _weigh_end(state: Any, sense: Sense, style: Style) -> dict[str, Any]:
    """Calling or not: the best other hand expected, and the call search's margin."""
    seat = sense.p
    others = [sense.row_total(o) for o in range(state.players) if o != seat]
    out: dict[str, Any] = {
        "unseen": len(sense.unknown_own()),
        "other": min(others) if others else 0.0,
        "call": Call() in state.legal_actions(),
        "edge": call_edge(state.players, style),
    }
    if out["call"] and not out["unseen"]:
        out["margin"] = call_margin(state, seat)
    return out
