"""Computer players for Via Gladiola (RULES §1).

- ``easy``: walks the lowest card that draws nothing, else the one that draws least, else
  rests; blind to blisters, and now and then plays any legal move.
- ``medium``: a one-move look-ahead on blisters: shed the card whose blisters most exceed the
  blisters it is expected to draw (the mean of the cards it has not seen), in small steps; lay
  Gladiolas on Day 4; end Day 4 with a Finish only when it expects to be ahead.
- ``hard``: flat determinized Monte Carlo (``FlatThinking``): worlds dealt from its view, every
  candidate move played in the same world and followed by the same rollout (the medium policy
  with a little noise for everybody) to the game's end, valued by win and blister margin.
  Vetoes first drop blunders and any move far below the best by the medium sense, so it
  searches only real alternatives. (The ISMCTS of ``game.ai.mcts`` plays the same game with
  ``flat=False``; it measured weaker here, see docs/ai.md.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from game.ai.base import Bot, Budget, PolicyBot, random_policy
from game.ai.mcts import SearchBot
from game.games.via_gladiola.cards import DAYS, DECK, FINISH, Card, card_from_json, draws_for
from game.games.via_gladiola.rules import RULES, LayGladiola, Rest, Walk

GAME = "via_gladiola"
DECK_MEAN = sum(c.blisters for c in DECK) / len(DECK)
STEP_COST = 0.04  # per km walked: prefer small steps, they leave room for later walks
END_BONUS = 10.0  # ending Day 4 when ahead (or not ending it when behind)


# -- what a seat knows -------------------------------------------------------------------------


def unseen_mean(view: dict) -> float:
    """Mean blisters of the cards this seat has not seen (opponents' hands and draw pile)."""
    unseen = list(DECK)
    seen = [card_from_json(c) for c in view["walk_pile"]] + [
        card_from_json(c) for c in view["hand"]
    ]
    for d in view["completed_days"]:
        if not d["recycled"]:
            seen.extend(card_from_json(c) for c in d["cards"])
    seen.extend(card_from_json(g["card"]) for g in view["gladiolas_laid"])
    for card in seen:
        if card in unseen:
            unseen.remove(card)
    return sum(c.blisters for c in unseen) / len(unseen) if unseen else DECK_MEAN


# -- the heuristic, shared by medium (from a view) and hard's rollouts (from a state) -------------


def action_gain(
    action: Any,
    hand: Sequence[Card],
    top: int,
    day: int,
    mean: float,
    others: Sequence[float],
) -> float:
    """Blisters the acting seat expects to be better off by after ``action``.

    ``others`` are the other seats' expected scores, used only when a Finish would end Day 4.
    """
    if isinstance(action, Rest):
        return -mean
    card = action.card
    if isinstance(action, LayGladiola):
        return card.blisters + 0.05
    diff = card.value - top
    draws = draws_for(diff) or 0
    gain = card.blisters - draws * mean - STEP_COST * diff
    if card.kind == FINISH:
        if day == DAYS:
            mine = sum(c.blisters for c in hand) - card.blisters + draws * mean
            ahead = not others or mine < min(others)
            gain += END_BONUS if ahead else -END_BONUS
        else:
            gain += 0.3  # a new day opens room for the low cards in hand
    return gain


def medium_policy(view: dict, legal: Sequence[Any], rng: random.Random) -> Any:
    hand = [card_from_json(c) for c in view["hand"]]
    top = view["walk_pile"][-1]["value"]
    mean = unseen_mean(view)
    seat = view["seat"]
    others = [size * mean for p, size in enumerate(view["hand_sizes"]) if p != seat]
    best, best_gain = legal[0], -math.inf
    for action in legal:
        gain = action_gain(action, hand, top, view["day"], mean, others)
        if gain > best_gain:
            best, best_gain = action, gain
    return best


def easy_policy(view: dict, legal: Sequence[Any], rng: random.Random) -> Any:
    if rng.random() < 0.25:
        return legal[rng.randrange(len(legal))]
    top = view["walk_pile"][-1]["value"]
    walks = [a for a in legal if isinstance(a, Walk)]
    if walks:
        return min(walks, key=lambda a: ((a.card.value - top - 1) // 5, a.card.value))
    lays = [a for a in legal if isinstance(a, LayGladiola)]
    return lays[0] if lays else Rest()


# -- hard: the search --------------------------------------------------------------------------


class ViaGladiolaSearch:
    """Plugs Via Gladiola into the flat determinized Monte Carlo (or the ISMCTS)."""

    rollout_plies = 100  # a game takes 50-80 plies; longer ones are stuck resting
    win_weight = 0.3  # the rest of a value is the blister margin: less noisy than win/loss

    # Everybody's rollout moves are the medium sense without noise: noise made every candidate
    # look alike (0.1 noise: 57.2% against medium, none: 60.8%, 300 games each, 100 rollouts).
    def __init__(self, noise: float = 0.0) -> None:
        self.rules = RULES
        self.noise = noise

    def determinize(self, view: dict, rng: random.Random) -> Any:
        return self.rules.sample(view, rng)

    def rollout_action(self, state: Any, legal: list, rng: random.Random) -> Any:
        if rng.random() < self.noise:
            return legal[rng.randrange(len(legal))]
        seat = state.current
        hand = state.hands[seat]
        others = [len(h) * DECK_MEAN for p, h in enumerate(state.hands) if p != seat]
        top = state.walk_pile[-1].value
        best, best_gain = legal[0], -math.inf
        for action in legal:
            gain = action_gain(action, hand, top, state.day, DECK_MEAN, others)
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


PRUNE = 1.5  # search only the moves whose heuristic gain is this close to the best
BEHIND = 4.0  # expected blisters behind at which ending the game is a plain blunder


def veto(view: dict, legal: list) -> list:
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
    hand = [card_from_json(c) for c in view["hand"]]
    top = view["walk_pile"][-1]["value"]
    mean = unseen_mean(view)
    seat = view["seat"]
    best_other = min(size * mean for p, size in enumerate(view["hand_sizes"]) if p != seat)
    last_day = view["day"] == DAYS
    free_walk = any(isinstance(a, Walk) and a.card.value - top <= 5 for a in legal)
    has_lay = any(isinstance(a, LayGladiola) for a in legal)
    keep, ends = [], []
    for action in legal:
        if isinstance(action, Walk):
            card = action.card
            if card.kind == FINISH and last_day:
                draws = draws_for(card.value - top) or 0
                mine = sum(c.blisters for c in hand) - card.blisters + draws * mean
                if mine <= best_other + BEHIND:
                    ends.append(action)
                continue
            if card.value - top > 10 and card.blisters == 0 and free_walk:
                continue
        if isinstance(action, Rest) and has_lay:
            continue
        keep.append(action)
    gains = [action_gain(a, hand, top, view["day"], mean, ()) for a in keep]
    if gains:
        best = max(gains)
        keep = [a for a, g in zip(keep, gains) if g >= best - PRUNE]
    return keep + ends or legal


def make(level: str, seed: int, budget: Budget | None = None) -> Bot:
    if level == "random":
        return PolicyBot(GAME, level, seed, random_policy)
    if level == "easy":
        return PolicyBot(GAME, level, seed, easy_policy)
    if level == "medium":
        return PolicyBot(GAME, level, seed, medium_policy)
    if level == "hard":
        search = ViaGladiolaSearch()
        return SearchBot(GAME, level, seed, search, budget or Budget(), veto=veto, flat=True)
    raise ValueError(f"unknown level {level!r}")
