"""Computer players for Via Gladiola (RULES §1).

- ``easy``: walks the lowest card that draws nothing, else the one that draws least, else
  rests; blind to blisters, and now and then plays any legal move.
- ``medium``: a one-move look-ahead on blisters: shed the card whose blisters most exceed the
  blisters it is expected to draw (the mean of the cards it has not seen), in small steps; lay
  Gladiolas on Day 4; end Day 4 with a Finish only when it expects to be ahead.
- ``hard``: flat determinized Monte Carlo (``FlatThinking``): worlds dealt from its view, every
  candidate move played in the same world and followed by the same rollout (the tuned sense
  for everybody) to the game's end, valued by win and blister margin. In the rollouts another
  seat that can end Day 4 judges it as medium does (a Finish when it expects to be ahead, none
  when behind), so a walk that opens the next player a winning Finish is paid for.
  Vetoes first drop blunders and any move far below the best by the medium sense, so it
  searches only real alternatives. (The ISMCTS of ``game.ai.mcts`` plays the same game with
  ``flat=False``; it measured weaker here, see docs/ai.md.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, TypedDict

from game.ai.base import Bot, Budget, PolicyBot, random_policy
from game.ai.mcts import SearchBot
from game.ai.tuned import load_levels
from game.core.contract import Action
from game.games.via_gladiola.cards import DAYS, DECK, FINISH, START, Card, draws_for
from game.games.via_gladiola.rules import RULES, LayGladiola, Rest, Walk
from game.games.via_gladiola.view import View, ViewData, as_view

GAME = "via_gladiola"
DECK_MEAN = sum(c.blisters for c in DECK) / len(DECK)
STEP_COST = 0.04  # per km walked: prefer small steps, they leave room for later walks
END_BONUS = 10.0  # ending Day 4 when ahead (or not ending it when behind)


# -- what a seat knows -------------------------------------------------------------------------


def unseen_mean(view: View) -> float:
    """Mean blisters of the cards this seat has not seen (opponents' hands and draw pile)."""
    unseen = list(DECK)
    seen = [*view.walk_pile, *view.hand]
    for d in view.completed_days:
        if not d.recycled:
            seen.extend(d.cards)
    seen.extend(g.card for g in view.gladiolas_laid)
    for card in seen:
        if card in unseen:
            unseen.remove(card)
    return sum(c.blisters for c in unseen) / len(unseen) if unseen else DECK_MEAN


DECK_BLISTERS = sum(c.blisters for c in DECK)


def state_unseen_mean(state: Any, seat: int) -> float:
    """``unseen_mean`` of ``seat``'s view, read from a state in a play-out (no view built)."""
    n, total = len(DECK), DECK_BLISTERS
    for card in state.hands[seat]:
        n -= 1
        total -= card.blisters
    for card in state.walk_pile:
        if card.kind != START:
            n -= 1
            total -= card.blisters
    for _, cards, _ in state.completed_days:
        for card in cards:
            if card.kind != START:
                n -= 1
                total -= card.blisters
    for _, card in state.gladiolas_laid:
        n -= 1
        total -= card.blisters
    return total / n if n > 0 else DECK_MEAN


# -- the heuristic, shared by medium (from a view) and hard's rollouts (from a state) -------------


@dataclass(frozen=True)
class Weights:
    """The numbers of the one-move blister sense (built in: medium as it played before
    tuning; ``tuned.json`` holds the ones ``python -m game tune`` found)."""

    shed: float = 1.0  # per blister on the card walked
    draw: float = 1.0  # per blister expected on the cards it draws
    step_cost: float = STEP_COST  # per km walked
    end_bonus: float = END_BONUS  # ending Day 4 when ahead, or not when behind
    finish_margin: float = 0.0  # ahead: own expected hand this much below the best other
    new_day: float = 0.3  # a Finish before Day 4: a new day opens room for low cards
    lay_bonus: float = 0.05  # laying a Gladiola on Day 4, on top of its blisters
    rest: float = 1.0  # a rest draws one card: this many times the unseen mean
    others: float = 1.0  # another hand's expected blisters: size x unseen mean x this
    # Hard's play-outs only: the end bonus with which every seat weighs a Finish that would end
    # Day 4 (0: by the sense's own ``end_bonus``, with the whole deck's mean).
    playout_end: float = END_BONUS


BUILT_IN = Weights()


def action_gain(
    action: Any,
    hand: Sequence[Card],
    top: int,
    day: int,
    mean: float,
    others: Sequence[float],
    w: Weights = BUILT_IN,
) -> float:
    """Blisters the acting seat expects to be better off by after ``action``.

    ``others`` are the other seats' expected scores, used only when a Finish would end Day 4.
    """
    if isinstance(action, Rest):
        return -mean * w.rest
    card: Card = action.card
    if isinstance(action, LayGladiola):
        return card.blisters + w.lay_bonus
    assert card.value is not None  # a walk's card is a distance or a Finish
    diff = card.value - top
    draws = draws_for(diff) or 0
    gain = w.shed * card.blisters - w.draw * draws * mean - w.step_cost * diff
    if card.kind == FINISH:
        if day == DAYS:
            mine = sum(c.blisters for c in hand) - card.blisters + draws * mean
            ahead = not others or mine + w.finish_margin < min(others)
            gain += w.end_bonus if ahead else -w.end_bonus
        else:
            gain += w.new_day
    return gain


def sense_move(view: View, legal: Sequence[Any], w: Weights = BUILT_IN) -> Any:
    """The one-move blister sense's choice from a view."""
    hand, top, mean = view.hand, view.top, unseen_mean(view)
    others = [size * mean * w.others for p, size in enumerate(view.hand_sizes) if p != view.seat]
    best, best_gain = legal[0], -math.inf
    for action in legal:
        gain = action_gain(action, hand, top, view.day, mean, others, w)
        if gain > best_gain:
            best, best_gain = action, gain
    return best


# The policies and the veto are what game/ai calls, with the view's JSON: they read it typed.
def medium_policy(view: ViewData, legal: Sequence[Any], rng: random.Random) -> Any:
    return sense_move(as_view(view), legal)


def weighted_policy(w: Weights) -> Callable[[ViewData, Sequence[Any], random.Random], Any]:
    def policy(view: ViewData, legal: Sequence[Any], rng: random.Random) -> Any:
        return sense_move(as_view(view), legal, w)

    return policy


def easy_policy(view: ViewData, legal: Sequence[Any], rng: random.Random) -> Any:
    if rng.random() < 0.25:
        return legal[rng.randrange(len(legal))]
    top = as_view(view).top
    walks = [a for a in legal if isinstance(a, Walk)]
    if walks:
        return min(walks, key=lambda a: ((a.card.km - top - 1) // 5, a.card.km))
    lays = [a for a in legal if isinstance(a, LayGladiola)]
    return lays[0] if lays else Rest()


# -- hard: the search --------------------------------------------------------------------------


class ViaGladiolaSearch:
    """Plugs Via Gladiola into the flat determinized Monte Carlo (or the ISMCTS)."""

    rollout_plies = 100  # a game takes 50-80 plies; longer ones are stuck resting
    win_weight = 0.3  # the rest of a value is the blister margin: less noisy than win/loss

    # Everybody's rollout moves are the medium sense without noise: noise made every candidate
    # look alike (0.1 noise: 57.2% against medium, none: 60.8%, 300 games each, 100 rollouts).
    def __init__(self, noise: float = 0.0, weights: Weights = BUILT_IN) -> None:
        self.rules = RULES
        self.noise = noise
        self.w = weights
        # None: play-outs end Day 4 by the sense alone.
        self.ending = (
            replace(weights, end_bonus=weights.playout_end) if weights.playout_end else None
        )
        self._view: tuple[ViewData, View] | None = None  # the last view, read once

    def determinize(self, view: ViewData, rng: random.Random) -> Any:
        # One decision deals many worlds from one view: it is read once, not once a world.
        if self._view is None or self._view[0] is not view:
            self._view = (view, as_view(view))
        return self.rules.sample(self._view[1], rng)

    def rollout_action(self, state: Any, legal: list[Any], rng: random.Random) -> Any:
        if rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        seat = state.current
        hand = state.hands[seat]
        w = self.w
        mean = DECK_MEAN
        if (
            self.ending is not None
            and state.day == DAYS
            and (self._view is None or seat != self._view[1].seat)
            and _can_finish(legal)
        ):
            # Another seat ends the game as medium and people do, from what it sees: the
            # sense alone (tuned: a Finish is worth its blisters) left the next player's
            # Finish out of most play-outs where it would have won. The searching seat keeps
            # the sense for its own Finish (the other way measured weaker: docs/ai.md).
            w = self.ending
            mean = state_unseen_mean(state, seat)
        others = [len(h) * mean * w.others for p, h in enumerate(state.hands) if p != seat]
        top = state.walk_pile[-1].value
        best, best_gain = legal[0], -math.inf
        for action in legal:
            gain = action_gain(action, hand, top, state.day, mean, others, w)
            if gain > best_gain:
                best, best_gain = action, gain
        return best

    def evaluate(self, state: Any) -> list[float]:
        n = state.players
        scores = [state.score(p) for p in range(n)]
        if state.is_over:
            winners = state.result().winners
            share = [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
        else:
            best = min(scores)
            share = [0.5 if s == best else 0.0 for s in scores]
        values = []
        for p in range(n):
            # The margin to the best other hand: with more players, beating their mean is not
            # winning.
            others = min(scores[q] for q in range(n) if q != p)
            margin = 0.5 + 0.5 * math.tanh((others - scores[p]) / 8.0)
            values.append(self.win_weight * share[p] + (1 - self.win_weight) * margin)
        return values


def _can_finish(legal: Sequence[Any]) -> bool:
    return any(isinstance(a, Walk) and a.card.kind == FINISH for a in legal)


PRUNE = 1.5  # search only the moves whose heuristic gain is this close to the best
BEHIND = 4.0  # expected blisters behind at which ending the game is a plain blunder


def veto(data: ViewData, legal: list[Any], w: Weights = BUILT_IN) -> list[Any]:
    """Moves no sensible player makes: drop them before searching.

    - Ending Day 4 with a Finish while expecting to be more than ``BEHIND`` blisters behind the
      best other hand (unless it is the only move).
    - Resting on Day 4 while a Gladiola could be laid (laying is a free discard).
    - Walking a 0-blister card for two draws while a draw-free walk exists.
    - Any move whose expected blister gain is more than ``PRUNE`` below the best one's: the
      search compares only real alternatives (and is spared where the choice is clear).

    Any other Finish that would end Day 4 is searched: whether the hand is ahead is exactly what
    the sampled worlds judge better than the one-move sense (kept out of the search, the hard
    level won 53.0% against medium; searched, 57.2%).
    """
    view = as_view(data)
    hand, top, mean = view.hand, view.top, unseen_mean(view)
    best_other = min(size * mean for p, size in enumerate(view.hand_sizes) if p != view.seat)
    last_day = view.day == DAYS
    free_walk = any(isinstance(a, Walk) and a.card.km - top <= 5 for a in legal)
    has_lay = any(isinstance(a, LayGladiola) for a in legal)
    keep, ends = [], []
    for action in legal:
        if isinstance(action, Walk):
            card = action.card
            if card.kind == FINISH and last_day:
                draws = draws_for(card.km - top) or 0
                mine = sum(c.blisters for c in hand) - card.blisters + draws * mean
                if mine <= best_other + BEHIND:
                    ends.append(action)
                continue
            if card.km - top > 10 and card.blisters == 0 and free_walk:
                continue
        if isinstance(action, Rest) and has_lay:
            continue
        keep.append(action)
    gains = [action_gain(a, hand, top, view.day, mean, (), w) for a in keep]
    if gains:
        best = max(gains)
        keep = [a for a, g in zip(keep, gains) if g >= best - PRUNE]
    return keep + ends or legal


# -- the constants: built in, or tuned (tuned.json, made by ``python -m game tune``) ----------

TUNED_FILE = Path(__file__).with_name("tuned.json")
WEIGHT_NAMES = tuple(f.name for f in fields(Weights))
# "medium": the sense medium plays; "hard": the sense of hard's rollouts and vetoes.
DEFAULTS = {
    "medium": {name: float(getattr(BUILT_IN, name)) for name in WEIGHT_NAMES},
    "hard": {name: float(getattr(BUILT_IN, name)) for name in WEIGHT_NAMES},
}


def constants(consts: str | None = None) -> dict[str, dict[str, float]]:
    """Each level's numbers: from ``tuned.json`` (None), built in ("default"), or a file."""
    if consts == "default":
        return {level: dict(values) for level, values in DEFAULTS.items()}
    return load_levels(Path(consts) if consts else TUNED_FILE, DEFAULTS)


def weights(values: dict[str, float]) -> Weights:
    return Weights(**{name: float(values[name]) for name in WEIGHT_NAMES if name in values})


def make(level: str, seed: int, budget: Budget | None = None, consts: str | None = None) -> Bot:
    """A bot; ``consts`` picks its numbers ("default": the built-in, untuned ones that the
    levels played before tuning; a path: that file; None: the shipped tuned.json)."""
    if level == "random":
        return PolicyBot(GAME, level, seed, random_policy)
    if level == "easy":
        return PolicyBot(GAME, level, seed, easy_policy)
    if level == "medium":
        w = weights(constants(consts)["medium"])
        return PolicyBot(GAME, level, seed, weighted_policy(w))
    if level == "hard":
        w = weights(constants(consts)["hard"])
        search = ViaGladiolaSearch(weights=w)

        def hard_veto(view: ViewData, legal: list[Any]) -> list[Any]:
            return veto(view, legal, w)

        return SearchBot(GAME, level, seed, search, budget or Budget(), veto=hard_veto, flat=True)
    raise ValueError(f"unknown level {level!r}")


# -- the coach's reasons ------------------------------------------------------------------------


class Weighed(TypedDict):
    """What hard weighed for a move (``weigh``), in expected blisters better off."""

    gain: float  # the move's
    alternative: Action | None  # the best other move, None if there is none
    alt_gain: float  # the best other move's
    playout: bool  # the move is not the sense's best: the play-outs favour it


def weigh(data: ViewData, action: Any) -> Weighed:
    """What hard weighed for ``action`` on ``view``: the one-move blister sense with hard's
    numbers (the sense its vetoes and play-outs use), for the move and for the best other
    move, in expected blisters better off (``action_gain``). ``playout``: the move is not the
    sense's best, so it is the flat Monte Carlo's play-outs to the game's end that favour it."""
    w = weights(constants()["hard"])
    if not isinstance(action, Rest | Walk | LayGladiola):
        action = RULES.action_from_json(action)
    view = as_view(data)
    legal = RULES.sample(view, random.Random(0)).legal_actions()
    hand, top, mean = view.hand, view.top, unseen_mean(view)
    others = [size * mean * w.others for p, size in enumerate(view.hand_sizes) if p != view.seat]

    def gain(a: Any) -> float:
        return action_gain(a, hand, top, view.day, mean, others, w)

    mine = gain(action)
    rest = [(gain(a), i, a) for i, a in enumerate(legal) if a != action]
    if not rest:
        return Weighed(gain=mine, alternative=None, alt_gain=0.0, playout=False)
    best, _, alt = max(rest, key=lambda t: (t[0], -t[1]))
    return Weighed(gain=mine, alternative=alt, alt_gain=best, playout=best > mine + 1e-9)
