"""An independent Gloschli player, written from RULES.md §2 (GL-1..GL-34) and the engine
contract alone (the view dict and the legal actions' JSON), with nothing from ``game/ai`` or
the game's bots. Not shipped: it is a yardstick for the computer players.

A plain "remember, take low cards, call when low" player. The view holds every card this seat
has seen and not lost track of (GL-33), so its memory is perfect (GL-34's hardest level). A
card it has not seen is worth the mean points of the cards it cannot account for (the deck's
54 less the discard pile and every card it knows).

* Turn (GL-19..21): match a known card of its own that equals the top discard; else take the
  discard into its worst place (its highest known card, or an unknown one) when that saves
  clearly more than a draw is worth; else draw.
* After a draw: swap the card in where it saves at least a point (knowing a place is worth a
  little too); else discard it and use its power when the power helps: an Eye, Strong eye or
  Glubschi looks at its own unknown cards, a Spy at an unknown card of another player, a 12
  looks at another player's low or unknown card and swaps it for its worst card when lower, a
  Blind swap trades its worst card for another player's lowest when that saves 2 or more, an
  Isbär trades hands with the player whose hand looks lowest when that saves 3 or more. A Trick
  or a Distraction changes nothing of its own points and is not used.
* Call (GL-22) when its points are 5 or fewer with probability at least 0.8 (GL-28's 15) and
  no other hand looks as low (GL-28's 5), or when it holds the combo (GL-30).

Deterministic given its seed: ties are broken by a seeded generator.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

# GL-1..GL-15, read off RULES.md: points and copies of each card, by the engine's card name.
COPIES_POINTS: dict[str, tuple[int, int]] = {
    "creature_1": (4, 1),
    "creature_2": (4, 2),
    "creature_3": (4, 3),
    "creature_4": (4, 4),
    "creature_5": (4, 5),
    "trick": (2, 6),
    "distraction": (2, 6),
    "eye": (4, 7),
    "spy": (4, 8),
    "strong_eye": (4, 9),
    "super_spy": (4, 10),
    "blind_swap": (4, 11),
    "swap": (4, 12),
    "chotzli": (1, 0),
    "glubschi": (1, 0),
    "pferd": (1, 0),
    "isbar": (1, 0),
    "plus_one": (1, 5),
    "blind": (1, 5),
}
CALL_LIMIT = 5  # GL-28
PFERD_CAP = 10  # GL-29
COMBO_NEEDS = ("creature_2", "creature_3", "creature_4")  # GL-30
COMBO_CARDS = ("plus_one", "blind")

# The policy's few numbers (chosen by reasoning, not tuned).
DRAW_WORTH = 3.0  # points a deck draw is expected to save: a take must beat it
KNOW_WORTH = 0.5  # knowing what lies in a place (for the call) is worth this many points
SWAP_MIN = 0.5  # a drawn card is swapped in only where it saves this much
LOOK_WORTH = 1.5  # an Eye's look at an unknown own card
SPY_WORTH = 0.3  # a look at another player's unknown card (it may be taken later)
BLIND_SWAP_MIN = 2.0
ISBAR_MIN = 3.0
CALL_SURE = 0.8  # probability of 5 or fewer points needed to call
CALL_LEAD = 2.0  # every other hand must look at least this much higher


class _Done:
    def __init__(self, action: Any) -> None:
        self.action = action

    def step(self, seconds: float) -> Any:
        return self.action


class _Table:
    """What the view tells this seat: known cards, the unknown pool, hand estimates."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.me = view["seat"]
        self.players = view["players"]
        pool = Counter({name: cp[0] for name, cp in COPIES_POINTS.items()})
        for card in view["discard"]:
            pool[card["name"]] -= 1
        for row in view["slots"]:
            for slot in row:
                if slot is not None and slot["card"] is not None:
                    pool[slot["card"]["name"]] -= 1
        drawn = view["drawn"]
        if drawn is not None and drawn["card"] is not None:
            pool[drawn["card"]["name"]] -= 1
        if view["deck_top"] is not None:
            pool[view["deck_top"]["name"]] -= 1
        self.pool = {name: n for name, n in pool.items() if n > 0}
        total = sum(self.pool.values())
        points = sum(n * COPIES_POINTS[name][1] for name, n in self.pool.items())
        self.unknown = points / total if total else 6.0

    def value(self, seat: int, slot: int) -> float:
        """Points of a face-down card as this seat expects them."""
        cell = self.view["slots"][seat][slot]
        return float(cell["card"]["points"]) if cell["card"] is not None else self.unknown

    def known(self, seat: int, slot: int) -> bool:
        return self.view["slots"][seat][slot]["card"] is not None

    def places(self, seat: int) -> list[int]:
        """Face-down places of ``seat`` (the face-up Chötzli is nobody's to touch, GL-24)."""
        return [
            i
            for i, cell in enumerate(self.view["slots"][seat])
            if cell is not None and not cell["face_up"]
        ]

    def hand_estimate(self, seat: int) -> float:
        total = 0.0
        pferd = False
        for i, cell in enumerate(self.view["slots"][seat]):
            if cell is None:
                continue
            total += self.value(seat, i)
            pferd = pferd or (cell["card"] is not None and cell["card"]["name"] == "pferd")
        return min(total, PFERD_CAP) if pferd else total  # GL-29

    def worst_own(self) -> tuple[int, float]:
        """Own place whose card is worst to keep: highest expected points, unknown cards
        counting a little more (swapping one in also tells what is there)."""
        best_slot, best = -1, -float("inf")
        for i in self.places(self.me):
            v = self.value(self.me, i) + (0.0 if self.known(self.me, i) else KNOW_WORTH)
            if v > best:
                best_slot, best = i, v
        return best_slot, best

    def others(self) -> list[int]:
        caller = self.view["caller"]
        return [s for s in range(self.players) if s != self.me and s != caller]

    def chance_at_most(self, limit: int) -> float:
        """Probability that own cards total ``limit`` points or fewer (unknown cards drawn
        from the pool, independently)."""
        known = 0
        unknown = 0
        for cell in self.view["slots"][self.me]:
            if cell is None:
                continue
            if cell["card"] is None:
                unknown += 1
            else:
                known += cell["card"]["points"]
        total = sum(self.pool.values())
        if unknown and not total:
            return 0.0
        dist = {known: 1.0}
        for _ in range(unknown):
            nxt: dict[int, float] = {}
            for s, p in dist.items():
                for name, n in self.pool.items():
                    t = s + COPIES_POINTS[name][1]
                    if t <= limit:
                        nxt[t] = nxt.get(t, 0.0) + p * n / total
            dist = nxt
        return sum(p for s, p in dist.items() if s <= limit)

    def has_combo(self) -> bool:
        names = [
            cell["card"]["name"]
            for cell in self.view["slots"][self.me]
            if cell is not None and cell["card"] is not None
        ]
        return any(c in names for c in COMBO_CARDS) and all(c in names for c in COMBO_NEEDS)


def _index(legal: Sequence[Any]) -> dict[tuple, Any]:
    """Legal actions by (type, seat, slot) of their JSON form; a discard that uses its card's
    power is typed ``discard_power``."""
    out: dict[tuple, Any] = {}
    for action in legal:
        data = action.to_json()
        kind = "discard_power" if data.get("use_power") else data["type"]
        out[(kind, data.get("seat"), data.get("slot"))] = action
    return out


class ReferencePlayer:
    """Remember, take low cards, call when low."""

    game = "gloschli"
    level = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def start(self, view: dict, legal: list) -> _Done:
        return _Done(self.choose(view, legal))

    def choose(self, view: dict, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        table = _Table(view)
        acts = _index(legal)
        phase = view["phase"]
        pick = None
        if phase == "peek":
            pick = min(acts.items(), key=lambda kv: kv[0][2])[1]  # GL-17: any unseen card
        elif phase == "turn":
            pick = self._turn(table, acts)
        elif phase == "drawn":
            pick = self._drawn(table, acts)
        elif phase == "power":
            pick = self._power(table, acts)
        elif phase == "end":
            pick = self._end(table, acts)
        return pick if pick is not None else self.rng.choice(list(legal))

    # -- GL-19..GL-21 ---------------------------------------------------------------------

    def _turn(self, table: _Table, acts: dict) -> Any:
        view = table.view
        me = table.me
        options: list[tuple[float, Any]] = []
        if view["discard"]:
            top = view["discard"][-1]["points"]
            for i in table.places(me):
                if ("match", None, i) in acts and table.known(me, i):
                    if view["slots"][me][i]["card"]["points"] == top and top > 0:
                        options.append((top + KNOW_WORTH, acts[("match", None, i)]))
                if ("take_discard", None, i) in acts:
                    saved = table.value(me, i) - top
                    if not table.known(me, i):
                        saved += KNOW_WORTH
                    options.append((saved, acts[("take_discard", None, i)]))
        if ("draw", None, None) in acts:
            options.append((DRAW_WORTH, acts[("draw", None, None)]))
        return self._best(options)

    def _drawn(self, table: _Table, acts: dict) -> Any:
        view = table.view
        card = view["drawn"]["card"]
        options: list[tuple[float, Any]] = [(0.0, acts[("discard", None, None)])]
        for i in table.places(table.me):
            if ("swap_into", None, i) in acts:
                saved = table.value(table.me, i) - card["points"]
                if not table.known(table.me, i):
                    saved += KNOW_WORTH
                if saved >= SWAP_MIN:
                    options.append((saved, acts[("swap_into", None, i)]))
        with_power = acts.get(("discard_power", None, None))
        if with_power is not None:
            worth = self._power_worth(table, card["power"])
            if worth > 0:
                options.append((worth, with_power))
        return self._best(options)

    # -- powers (GL-2..GL-13) -------------------------------------------------------------

    def _lowest_other(self, table: _Table) -> tuple[int, int, float]:
        """Another player's face-down card with the lowest expected points (known low cards
        first, since an unknown one is only the pool's mean)."""
        best = (-1, -1, float("inf"))
        for s in table.others():
            for i in table.places(s):
                v = table.value(s, i)
                if v < best[2]:
                    best = (s, i, v)
        return best

    def _power_worth(self, table: _Table, power: str) -> float:
        me = table.me
        own_unknown = [i for i in table.places(me) if not table.known(me, i)]
        other_unknown = [(s, i) for s in table.others() for i in table.places(s)]
        other_unknown = [(s, i) for s, i in other_unknown if not table.known(s, i)]
        if power in ("eye", "strong_eye"):
            return LOOK_WORTH if own_unknown else 0.0
        if power == "glubschi":
            return LOOK_WORTH * len(own_unknown)
        if power in ("spy", "super_spy"):
            return SPY_WORTH if other_unknown else 0.0
        _, worst = table.worst_own()
        if power == "swap":
            s, _, low = self._lowest_other(table)
            if s < 0:
                return 0.0
            # A look at an unknown card finds one lower than the worst own card about half
            # the time; a known low card is a sure trade.
            saved = worst - low
            return saved if saved >= SWAP_MIN else 0.0
        if power == "blind_swap":
            s, _, low = self._lowest_other(table)
            saved = worst - low
            return saved if s >= 0 and saved >= BLIND_SWAP_MIN else 0.0
        if power == "isbar":
            mine = table.hand_estimate(me)
            theirs = min((table.hand_estimate(s) for s in table.others()), default=mine)
            saved = mine - theirs
            return saved if saved >= ISBAR_MIN else 0.0
        return 0.0  # a Trick or a Distraction leaves own points as they are

    def _power(self, table: _Table, acts: dict) -> Any:
        view = table.view
        me = table.me
        pending = view["pending"]
        power, step = pending["power"], pending["step"]
        picks = [(k[1], k[2]) for k in acts if k[0] == "pick"]
        if power == "isbar":
            seats = [k[1] for k in acts if k[0] == "pick_seat"]
            if not seats:
                return None
            seat = min(seats, key=lambda s: (table.hand_estimate(s), s))
            return acts[("pick_seat", seat, None)]
        own = [i for s, i in picks if s == me]
        theirs = [(s, i) for s, i in picks if s != me]
        if power in ("eye", "strong_eye") or (power == "trick" and own):
            unknown = [i for i in own if not table.known(me, i)]
            return acts[("pick", me, (unknown or own)[0])]
        if power in ("spy", "super_spy") and theirs:
            unknown = [(s, i) for s, i in theirs if not table.known(s, i)]
            s, i = (unknown or theirs)[0]
            return acts[("pick", s, i)]
        if power in ("swap", "blind_swap") and step == 0 and theirs:
            s, i = min(theirs, key=lambda si: (table.value(*si), si))
            return acts[("pick", s, i)]
        if power in ("swap", "blind_swap") and step == 1:
            first = pending["first"]
            got = table.value(first["seat"], first["slot"])
            options: list[tuple[float, Any]] = []
            for i in own:
                saved = table.value(me, i) - got
                if not table.known(me, i):
                    saved += KNOW_WORTH
                options.append((saved, acts[("pick", me, i)]))
            if ("keep", None, None) in acts:
                options.append((SWAP_MIN - 1e-6, acts[("keep", None, None)]))
            return self._best(options)
        return None  # a Distraction (never chosen): any legal pick

    # -- GL-22 ----------------------------------------------------------------------------

    def _end(self, table: _Table, acts: dict) -> Any:
        call = acts.get(("call", None, None))
        end = acts.get(("end_turn", None, None))
        if call is None:
            return end
        if table.has_combo():
            return call  # GL-30: the round scores 0 for the caller
        if table.chance_at_most(CALL_LIMIT) < CALL_SURE:
            return end
        mine = table.hand_estimate(table.me)
        others = [table.hand_estimate(s) for s in range(table.players) if s != table.me]
        if others and mine + CALL_LEAD > min(others):
            return end
        return call

    def _best(self, options: list[tuple[float, Any]]) -> Any:
        if not options:
            return None
        top = max(v for v, _ in options)
        best = [a for v, a in options if v >= top - 1e-9]
        return best[0] if len(best) == 1 else self.rng.choice(best)
