"""An independent Via Gladiola player, written from RULES.md §1 (VG-1..VG-20) and the engine
contract alone (the view dict and the legal actions' JSON), with nothing from ``game/ai`` or
the game's bots. Not shipped: it is a yardstick for the computer players.

It reads only ``view`` and plays one ply of expected blisters:

* every card it cannot see (the draw pile and the other hands, VG-20) is equally likely to be
  drawn, so a draw costs the mean blisters of the unseen cards (a Gladiola counts part of its
  blisters: it can be laid on Day 4, VG-11); a draw the piles cannot give costs nothing (VG-15);
* a walk gains the blisters of the card it plays minus its draws (VG-9); on Day 4 it also
  loses part of the blisters of its own cards it walks over, which no later day can play;
* a card in hand weighs a little on its own (VG-17's tie-break on hand size);
* a rest (VG-10) costs one draw; a Gladiola on Day 4 gains its blisters and draws nothing;
* Day 4's Finish ends the game (VG-16): it is played only when its own final blisters are
  clearly fewer than the expected blisters of every other hand (their size times the unseen
  mean), or once nothing is left to draw and no other move gains anything; otherwise never.

Deterministic given its seed: ties are broken by a seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

# VG-1: blisters on the distance cards 1..49 (index 0 is km 1), read off RULES.md.
DISTANCE_BLISTERS = (
    1, 0, 2, 1, 0, 3, 1, 0, 2, 1,
    0, 2, 5, 1, 0, 2, 1, 3, 0, 1,
    4, 0, 1, 2, 0, 1, 3, 2, 5, 0,
    1, 2, 0, 3, 1, 4, 2, 0, 1, 3,
    2, 0, 1, 5, 2, 1, 3, 4, 2,
)  # fmt: skip
FINISH_BLISTERS = (0, 0, 1, 1, 2, 2)  # VG-2
GLADIOLA_BLISTERS = (1, 2, 2, 3, 3, 4, 4, 5)  # VG-3
FINISH = 50
LAST_DAY = 4
MAX_STEP = 15  # VG-8

# A card as this player keeps it: (kind, value, blisters); a Gladiola's value is None.
Card = tuple[str, Any, int]
DECK: tuple[Card, ...] = (
    tuple(("distance", km, b) for km, b in enumerate(DISTANCE_BLISTERS, start=1))
    + tuple(("finish", FINISH, b) for b in FINISH_BLISTERS)
    + tuple(("gladiola", None, b) for b in GLADIOLA_BLISTERS)
)

# The policy's few numbers (chosen by reasoning, not tuned).
GLADIOLA_DRAWN = (0.4, 0.7)  # share of a drawn Gladiola's blisters kept: Days 1-3, Day 4
CARD = 0.15  # a card in hand is worth this much blister (VG-17's tie-break on hand size)
FINISH_MARGIN = 1.0  # own final blisters must undercut every other hand's estimate by this
SKIP = 0.5  # Day 4: share of the blisters of own cards a walk jumps over, counted as lost
STALL = 0.01  # a Finish that ends a stalled Day 4 beats a rest that draws nothing


def draws_for(difference: int) -> int | None:
    """VG-9: cards drawn after walking ``difference`` km; None if the walk is not allowed."""
    if difference < 1 or difference > MAX_STEP:
        return None
    return 0 if difference <= 5 else 1 if difference <= 10 else 2


def _card(data: dict) -> Card:
    return (data["kind"], data["value"], data["blisters"])


class _Done:
    def __init__(self, action: Any) -> None:
        self.action = action

    def step(self, seconds: float) -> Any:
        return self.action


class _Table:
    """What the view tells this seat, with the figures the policy needs."""

    def __init__(self, view: dict) -> None:
        self.me = view["seat"]
        self.day = view["day"]
        self.top = view["walk_pile"][-1]["value"]
        self.hand = [_card(c) for c in view["hand"]]
        self.hand_sizes = view["hand_sizes"]
        self.last_card = bool(view["options"].get("last_card", False))
        seen = [_card(c) for c in view["walk_pile"]] + self.hand
        seen += [_card(g["card"]) for g in view["gladiolas_laid"]]
        waiting: list[list[Card]] = []  # completed days not yet recycled, oldest first (VG-14)
        for day in view["completed_days"]:
            cards = [_card(c) for c in day["cards"]]
            seen += cards
            if not day["recycled"]:
                waiting.append([c for c in cards if c[0] != "start"])
        unseen = list(DECK)
        for card in seen:
            if card[0] != "start" and card in unseen:
                unseen.remove(card)
        self.unseen = unseen
        self.pile = view["draw_pile"]
        self.waiting = waiting
        gladiola_share = GLADIOLA_DRAWN[1 if self.day == LAST_DAY else 0]
        self.unseen_cost = _mean([self._cost(c, gladiola_share) for c in unseen])
        self.unseen_blisters = _mean([c[2] for c in unseen])

    @staticmethod
    def _cost(card: Card, gladiola_share: float) -> float:
        return card[2] * (gladiola_share if card[0] == "gladiola" else 1.0)

    def draw_cost(self, count: int) -> float:
        """Expected blisters (and card weight) of drawing ``count`` cards: the draw pile first,
        then the oldest completed day (VG-14); draws nobody can give are skipped (VG-15)."""
        cost = 0.0
        from_pile = min(count, self.pile)
        cost += from_pile * (self.unseen_cost + CARD)
        left = count - from_pile
        share = GLADIOLA_DRAWN[1 if self.day == LAST_DAY else 0]
        for cards in self.waiting:
            if left <= 0:
                break
            if not cards:
                continue
            take = min(left, len(cards))
            cost += take * (_mean([self._cost(c, share) for c in cards]) + CARD)
            left -= take
        return cost

    def step_gain(self, card: Card, draws: int) -> float:
        return card[2] + CARD - self.draw_cost(draws)

    def own_final(self, card: Card, draws: int) -> float:
        """Own blisters if ``card`` (Day 4's Finish) ends the game now: the drawn cards count
        in full (VG-16)."""
        blisters = sum(c[2] for c in self.hand) - card[2]
        from_pile = min(draws, self.pile)
        return blisters + from_pile * self.unseen_blisters

    def others_expected(self) -> float:
        sizes = [s for p, s in enumerate(self.hand_sizes) if p != self.me]
        return min(sizes) * self.unseen_blisters if sizes else 0.0


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def score_action(table: _Table, action: dict) -> float:
    """How good ``action`` (its JSON form) looks: blisters saved now and planned today."""
    kind = action["type"]
    hand = table.hand
    if kind == "rest":
        return -table.draw_cost(1)
    card = _card(action["card"])
    rest_of_hand = list(hand)
    rest_of_hand.remove(card)
    if kind == "gladiola":  # VG-11: out of the game, nothing drawn
        return card[2] + CARD
    draws = draws_for(card[1] - table.top) or 0
    if table.last_card and not rest_of_hand and draws == 0:
        return 1000.0  # VG-18: an empty hand ends the game with no blisters at all
    if card[0] == "finish" and table.day == LAST_DAY:  # VG-12, VG-16: the game ends
        mine = table.own_final(card, draws)
        if mine + FINISH_MARGIN <= table.others_expected():
            return 1000.0 - mine
        if table.draw_cost(1) == 0.0:
            # Nothing left to draw (VG-15): waiting changes nothing but the others' hands, so
            # end a stalled day once no walk or Gladiola gains anything (a rest scores 0).
            return STALL
        return -1000.0
    gain = table.step_gain(card, draws)
    if card[0] == "finish":
        return gain  # a new day begins from its start card: every card is playable again
    if table.day == LAST_DAY:  # own cards walked over today are stuck for good
        gain -= SKIP * sum(
            c[2] for c in rest_of_hand if c[0] == "distance" and table.top < c[1] < card[1]
        )
    return gain


class ReferencePlayer:
    """Expected blisters one ply ahead."""

    game = "via_gladiola"
    level = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict, legal: Sequence[Any]) -> Any:
        table = _Table(view)
        best: list[Any] = []
        best_score = -float("inf")
        for action in legal:
            score = score_action(table, action.to_json())
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def start(self, view: dict, legal: list) -> _Done:
        return _Done(self.choose(view, legal))
