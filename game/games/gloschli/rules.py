"""Gloschli's rules on the engine contract (RULES §2, GL-16..GL-34; the deck is in cards.py).

Slots. Each seat has a row of *slots*, numbered from 0. A slot holds a face-down card, the
face-up Chötzli (GL-24), or nothing (its card was matched away, GL-21). Positions never shift:
a matched slot stays empty and is never refilled; a failed match's penalty card (GL-21) goes
into a new slot at the end of the row.

Turn steps (each a small action, so every list of legal actions is short):

* ``peek`` — round start (GL-17): seat by seat from the round's start player, each player looks
  at 2 own cards (none after an opponent's "Blind" combo).
* ``draw`` (A, GL-19) | ``take_discard`` slot (B, GL-20) | ``match`` slot (C, GL-21) |
  ``pass`` (only when none of these is possible: no card to draw, no face-down card left).
* after a draw: ``discard`` with ``use_power`` false/true (A-1; true only if the power has a
  target now) | ``swap_into`` slot (A-2).
* the power's targets, one ``pick`` (seat, slot) at a time, or ``pick_seat`` for the Isbär:
  Trick: own a, own b; Distraction: opponent card, card of a different opponent; Eye / Strong
  eye: own; Spy / Super spy: another player's; Blind swap: another player's, then own;
  Swap (12): another player's (you look at it), then ``pick`` an own slot to swap or ``keep``.
  Glubschi has no target. Strong eye / Super spy then show the deck's top card (skipped if the
  deck is empty).
* ``call`` (GL-22) or ``end_turn``. While a call stands the turn ends by itself.

Decisions where the rules are silent (house):

* GL-33 (amended), knowledge follows the card: Distraction, Blind swap, Swap and Isbär are done
  in sight of the table, so a seat that knew a card keeps knowing it where it went. Only a Trick
  (GL-2) is done out of the others' sight: after it only the actor still knows the two cards;
  everybody else's knowledge of them is dropped. A recycled deck (GL-23) is new to everybody.
* A seat that saw the deck's top card (Strong eye / Super spy) keeps knowing it when it is
  drawn, where a drawer swaps it in, and in a failed match's penalty slot.
* Chötzli's STOP (GL-24) happens when a swapping power picks the card (Distraction, Blind swap,
  Swap — also the 12's look — and Isbär), if the owner has seen it: Chötzli turns face up, the
  pick is used up and the actor picks again; if no target is left the power ends. An Isbär
  does not need a new target: the face-up Chötzli stays with its owner, in its slot (a card
  arriving in that slot moves to a new slot at the end of the row), and the rest is swapped.
  An Isbär swaps whole rows, layout included.
* A caller's protection (GL-22) also covers Distraction. The caller takes no more turns.
* Matching compares points (a hero matches a hero, a combo card matches a 5).
* GL-28: the caller's check uses the points after Pferd's cap; a combo (GL-30) needs a combo
  card and a 2, a 3 and a 4 among all the caller's cards; holding both combo cards gives both
  effects. A capped round (GL-32) has no caller penalty unless someone had called.
* Safety: a game ends after 200 rounds (no real game comes near it).

View JSON (``state.view(p)``)::

    {"game": "gloschli", "seat": p, "players": n, "current_player": int | None,
     "options": {"target": 100, "start_player": -1, "memory_aid": false},
     "phase": "peek" | "turn" | "drawn" | "power" | "end" | "over",
     "round": int, "round_start_player": int, "first_start_player": int,
     "slots": [[slot, ...] per seat],    # slot: null (empty) or
             # {"card": card | null (p has not seen it), "known_by": [seats], "face_up": bool}
     "discard": [card, ...] (top last), "deck": int (cards left),
     "deck_top": card | null (only if p has seen it), "deck_top_known_by": [seats],
     "drawn": null | {"seat": s, "card": card | null, "known_by": [seats]},
     "pending": null | {"power": name, "step": 0 | 1, "first": null | {"seat", "slot"}},
     "peeks_left": [int per seat], "caller": int | null, "protected": [seats],
     "turns_left": int | null (turns still to play after a call),
     "totals": [int per seat], "rounds": [breakdown, ...], "last_round": breakdown | null,
     "round_actions": int, "actions_taken": int, "is_over": bool, "winners": [seats] | null}

A card is ``{"face": 0..18, "name": str, "points": int, "power": str}`` (see cards.FACES).
A round breakdown (all cards revealed) is ``{"round", "start_player", "caller": int | null,
"capped": bool, "cards": [[card, ...] per seat], "raw": [...], "pferd": [bool, ...],
"counted": [...] (after Pferd / combo), "penalty": [...], "points": [...], "combo": [names],
"totals": [...]}``.

Actions: ``{"type": "peek", "slot"}``, ``{"type": "draw"}``, ``{"type": "take_discard", "slot"}``,
``{"type": "match", "slot"}``, ``{"type": "pass"}``, ``{"type": "discard", "use_power": bool}``,
``{"type": "swap_into", "slot"}``, ``{"type": "pick", "seat", "slot"}``,
``{"type": "pick_seat", "seat"}``, ``{"type": "keep"}``, ``{"type": "call"}``,
``{"type": "end_turn"}``.

Events (``event.seen_by(p)`` blanks a card p may not see): ``round_started`` (round,
start_player, cards per seat, peeks per seat, discard), ``peeked`` (seat, target, slot, card:
the looker only, reason), ``deck_top_seen`` (seat, card: that seat only), ``drew`` (seat, card:
the drawer only), ``discarded`` (seat, card, use_power), ``swapped_in`` (seat, slot, card: the
drawer only, discarded), ``took_discard`` (seat, slot, card, discarded), ``matched`` (seat, slot,
card, success, penalty_slot), ``penalty_card`` (seat, slot, card: nobody), ``cards_swapped``
(seat, power, seat_a, slot_a, seat_b, slot_b), ``stop`` (owner, slot, actor), ``isbar`` (seat,
target), ``power_ended`` (seat, power, reason), ``called`` (seat), ``turn_ended`` (seat),
``deck_recycled`` (count), ``round_ended`` (round, breakdown), ``game_ended`` (totals, winners).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from game.core.contract import (
    Action,
    BaseRules,
    Event,
    EventDecoders,
    IllegalAction,
    Result,
    Rng,
    TurnState,
    check_seat,
    decode_event,
    rng_from,
)
from game.core.validate import brief
from game.games.gloschli.cards import (
    BEATEN_PENALTY,
    BLIND,
    BLIND_SWAP,
    CALL_LIMIT,
    CALLER_PENALTY,
    CHOTZLI,
    COMBO_CARDS,
    COMBO_NEEDS,
    DECK,
    DEFAULT_TARGET,
    DISTRACTION,
    EYE,
    FACES,
    GAME_ROUND_CAP,
    GLUBSCHI,
    HAND_SIZE,
    HAND_SIZE_PLUS_ONE,
    ISBAR,
    NO_POWER,
    PFERD,
    PFERD_CAP,
    PLUS_ONE,
    POINTS,
    POWER,
    POWER_NAMES,
    ROUND_ACTION_CAP,
    SPY,
    START_PEEKS,
    STRONG_EYE,
    SUPER_SPY,
    SWAP,
    TRICK,
    card_from_json,
    card_json,
)
from game.games.gloschli.view import Breakdown, Card, Drawn, Options, Pending, Place, Slot, View

PEEK, TURN, DRAWN, POWER_PHASE, END, OVER = range(6)
PHASE_NAMES: tuple[str, ...] = ("peek", "turn", "drawn", "power", "end", "over")
EMPTY = -1
_FULL_INVENTORY = sorted(DECK)
_OWN_POWERS = (TRICK, EYE, STRONG_EYE)  # powers whose picks are the actor's own cards
# Bounds a loaded save is held to, so a state accepted is one the engine saves again.
_MAX_ACTIONS = GAME_ROUND_CAP * (ROUND_ACTION_CAP + 1)
# A failed match adds a slot (GL-21), at most once per card of the game.
_MAX_SLOTS = HAND_SIZE_PLUS_ONE + len(DECK)

# -- actions -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class StartPeek(Action):
    """GL-17: look at one of your own cards at the start of a round."""

    type = "peek"
    slot: int


@dataclass(frozen=True)
class Draw(Action):
    """GL-19 A: draw the deck's top card."""

    type = "draw"


@dataclass(frozen=True)
class TakeDiscard(Action):
    """GL-20 B: swap the top discard for the card in ``slot``."""

    type = "take_discard"
    slot: int


@dataclass(frozen=True)
class MatchDiscard(Action):
    """GL-21 C: put the card in ``slot`` on the discard pile if its points match the top's."""

    type = "match"
    slot: int


@dataclass(frozen=True)
class Pass(Action):
    """Only when no draw, take or match is possible (no card to draw, no face-down card)."""

    type = "pass"


@dataclass(frozen=True)
class Discard(Action):
    """GL-19 A-1: discard the drawn card, using its power or not."""

    type = "discard"
    use_power: bool


@dataclass(frozen=True)
class SwapInto(Action):
    """GL-19 A-2: the drawn card goes face down into ``slot``; the old card is discarded."""

    type = "swap_into"
    slot: int


@dataclass(frozen=True)
class Pick(Action):
    """A power's target: a slot of a seat (own or another player's, as the power needs)."""

    type = "pick"
    seat: int
    slot: int


@dataclass(frozen=True)
class PickSeat(Action):
    """The Isbär's target player (GL-13)."""

    type = "pick_seat"
    seat: int


@dataclass(frozen=True)
class Keep(Action):
    """The 12 "Swap" (GL-9): leave the card you looked at where it is."""

    type = "keep"


@dataclass(frozen=True)
class Call(Action):
    """GL-22: call GLOSCHLI after your turn's action."""

    type = "call"


@dataclass(frozen=True)
class EndTurn(Action):
    type = "end_turn"


_DRAW, _PASS, _KEEP, _CALL, _END_TURN = Draw(), Pass(), Keep(), Call(), EndTurn()
_DISCARD_PLAIN, _DISCARD_POWER = Discard(False), Discard(True)
_CACHE_SLOTS = 16
_PEEKS = [StartPeek(i) for i in range(_CACHE_SLOTS)]
_TAKES = [TakeDiscard(i) for i in range(_CACHE_SLOTS)]
_MATCHES = [MatchDiscard(i) for i in range(_CACHE_SLOTS)]
_SWAP_INTOS = [SwapInto(i) for i in range(_CACHE_SLOTS)]
_PICKS = [[Pick(s, i) for i in range(_CACHE_SLOTS)] for s in range(6)]
_PICK_SEATS = [PickSeat(s) for s in range(6)]


_A = TypeVar("_A", bound=Action)
_Known = TypeVar("_Known", Slot, Drawn)  # a card of a view with the seats that know it


def _cached(table: list[_A], cls: Callable[[int], _A], slot: int) -> _A:
    return table[slot] if slot < _CACHE_SLOTS else cls(slot)


def _pick(seat: int, slot: int) -> Pick:
    return _PICKS[seat][slot] if slot < _CACHE_SLOTS else Pick(seat, slot)


# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundStarted(Event):
    type = "round_started"
    round: int
    start_player: int
    cards: tuple[int, ...]  # cards dealt per seat
    peeks: tuple[int, ...]  # start peeks per seat (GL-17, GL-30)
    discard: dict[str, Any]  # the turned-up first discard


@dataclass(frozen=True)
class Peeked(Event):
    """A look at a face-down card; only the looker sees its face."""

    type = "peeked"
    seat: int
    target: int
    slot: int
    card: dict[str, Any] | None
    reason: str

    def seen_by(self, seat: int) -> Event:
        if seat == self.seat:
            return self
        return Peeked(self.seat, self.target, self.slot, None, self.reason)


@dataclass(frozen=True)
class DeckTopSeen(Event):
    type = "deck_top_seen"
    seat: int
    card: dict[str, Any] | None

    def seen_by(self, seat: int) -> Event:
        return self if seat == self.seat else DeckTopSeen(self.seat, None)


@dataclass(frozen=True)
class Drew(Event):
    type = "drew"
    seat: int
    card: dict[str, Any] | None

    def seen_by(self, seat: int) -> Event:
        return self if seat == self.seat else Drew(self.seat, None)


@dataclass(frozen=True)
class Discarded(Event):
    type = "discarded"
    seat: int
    card: dict[str, Any]
    use_power: bool


@dataclass(frozen=True)
class SwappedIn(Event):
    type = "swapped_in"
    seat: int
    slot: int
    card: dict[str, Any] | None
    discarded: dict[str, Any]

    def seen_by(self, seat: int) -> Event:
        if seat == self.seat:
            return self
        return SwappedIn(self.seat, self.slot, None, self.discarded)


@dataclass(frozen=True)
class TookDiscard(Event):
    type = "took_discard"
    seat: int
    slot: int
    card: dict[str, Any]
    discarded: dict[str, Any]


@dataclass(frozen=True)
class Matched(Event):
    type = "matched"
    seat: int
    slot: int
    card: dict[str, Any]
    success: bool
    penalty_slot: int  # -1: none (a success, or no card left to draw)


@dataclass(frozen=True)
class PenaltyCard(Event):
    """GL-21: the failed matcher takes the deck's top card without looking; nobody sees it."""

    type = "penalty_card"
    seat: int
    slot: int
    card: dict[str, Any] | None

    def seen_by(self, seat: int) -> Event:
        return PenaltyCard(self.seat, self.slot, None)


@dataclass(frozen=True)
class CardsSwapped(Event):
    type = "cards_swapped"
    seat: int
    power: str
    seat_a: int
    slot_a: int
    seat_b: int
    slot_b: int


@dataclass(frozen=True)
class Stopped(Event):
    """GL-24: the owner called STOP; their Chötzli is face up for the rest of the round."""

    type = "stop"
    owner: int
    slot: int
    actor: int


@dataclass(frozen=True)
class IsbarSwapped(Event):
    type = "isbar"
    seat: int
    target: int


@dataclass(frozen=True)
class PowerEnded(Event):
    type = "power_ended"
    seat: int
    power: str
    reason: str


@dataclass(frozen=True)
class Called(Event):
    type = "called"
    seat: int


@dataclass(frozen=True)
class TurnEnded(Event):
    type = "turn_ended"
    seat: int


@dataclass(frozen=True)
class DeckRecycled(Event):
    type = "deck_recycled"
    count: int


@dataclass(frozen=True)
class RoundEnded(Event):
    type = "round_ended"
    round: int
    breakdown: dict[str, Any]


@dataclass(frozen=True)
class GameEnded(Event):
    type = "game_ended"
    totals: tuple[int, ...]
    winners: tuple[int, ...]


_EVENTS: tuple[type[Event], ...] = (
    RoundStarted,
    Peeked,
    DeckTopSeen,
    Drew,
    Discarded,
    SwappedIn,
    TookDiscard,
    Matched,
    PenaltyCard,
    CardsSwapped,
    Stopped,
    IsbarSwapped,
    PowerEnded,
    Called,
    TurnEnded,
    DeckRecycled,
    RoundEnded,
    GameEnded,
)

# -- helpers -----------------------------------------------------------------------------------


def _seats(mask: int) -> list[int]:
    out = []
    s = 0
    while mask:
        if mask & 1:
            out.append(s)
        mask >>= 1
        s += 1
    return out


# The seats of every mask of up to six seats (max_players): a view reads one for each card (a server
# writes every seat's view after every move).
_SEATS_OF: tuple[tuple[int, ...], ...] = tuple(tuple(_seats(m)) for m in range(1 << 6))


def _known_by(mask: int) -> tuple[int, ...]:
    return _SEATS_OF[mask] if mask < len(_SEATS_OF) else tuple(_seats(mask))


def _mask(seats: Any, players: int) -> int:
    if not isinstance(seats, list | tuple):
        raise ValueError("a list of seats is expected")
    mask = 0
    for s in seats:
        if type(s) is not int or not 0 <= s < players or mask >> s & 1:
            raise ValueError(f"bad seat list {seats!r}")
        mask |= 1 << s
    return mask


def _int(value: Any, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{str(value)[:40]!r} is not an int in {lo}..{hi}")
    return value


def _int_list(value: Any, length: int | None, lo: int, hi: int) -> list[int]:
    if not isinstance(value, list | tuple) or (length is not None and len(value) != length):
        raise ValueError(f"bad list of {length} numbers")
    return [_int(v, lo, hi) for v in value]


def _breakdown_json(b: dict[str, Any]) -> dict[str, Any]:
    """A round breakdown for a view or an event: a fresh dict, cards as card JSON."""
    out = {k: (list(v) if isinstance(v, list) else v) for k, v in b.items()}
    out["cards"] = [[card_json(c) for c in row] for row in b["cards"]]
    return out


_BREAKDOWN_KEYS = (
    "round",
    "start_player",
    "caller",
    "capped",
    "cards",
    "raw",
    "pferd",
    "counted",
    "penalty",
    "points",
    "combo",
    "totals",
)


def _breakdown_check(data: Any, players: int, cards_as_json: bool) -> dict[str, Any]:
    """A stored breakdown from a save (card ids) or a view (card JSON); ValueError if malformed."""
    if not isinstance(data, dict) or sorted(data) != sorted(_BREAKDOWN_KEYS):
        raise ValueError("bad round breakdown")
    cards = data["cards"]
    if not isinstance(cards, list) or len(cards) != players:
        raise ValueError("bad round breakdown cards")
    rows = []
    for row in cards:
        if not isinstance(row, list):
            raise ValueError("bad round breakdown cards")
        if cards_as_json:
            rows.append([card_from_json(c) for c in row])
        else:
            rows.append([_int(c, 0, len(FACES) - 1) for c in row])
    caller = data["caller"]
    if caller is not None:
        _int(caller, 0, players - 1)
    if type(data["capped"]) is not bool:
        raise ValueError("bad capped flag")
    pferd = data["pferd"]
    if not isinstance(pferd, list) or len(pferd) != players:
        raise ValueError("bad pferd flags")
    if any(type(x) is not bool for x in pferd):
        raise ValueError("bad pferd flags")
    combo = data["combo"]
    names = (FACES[PLUS_ONE].name, FACES[BLIND].name)
    if not isinstance(combo, list) or any(c not in names for c in combo):
        raise ValueError("bad combo list")
    big = 1 << 30
    return {
        "round": _int(data["round"], 1, big),
        "start_player": _int(data["start_player"], 0, players - 1),
        "caller": caller,
        "capped": data["capped"],
        "cards": rows,
        "raw": _int_list(data["raw"], players, 0, big),
        "pferd": list(pferd),
        "counted": _int_list(data["counted"], players, 0, big),
        "penalty": _int_list(data["penalty"], players, 0, big),
        "points": _int_list(data["points"], players, 0, big),
        "combo": list(combo),
        "totals": _int_list(data["totals"], players, 0, big),
    }


def _event_card(data: Any) -> dict[str, Any]:
    return card_json(card_from_json(data))


def _event_breakdown(data: Any) -> dict[str, Any]:
    cards = data.get("cards") if isinstance(data, dict) else None
    players = len(cards) if isinstance(cards, list) else 0
    if not GloschliRules.min_players <= players <= GloschliRules.max_players:
        raise ValueError("bad round breakdown cards")
    return _breakdown_json(_breakdown_check(data, players, cards_as_json=True))


# A Gloschli event's cards are card JSON (a ``dict`` field): read by the field's name.
_EVENT_FIELDS: EventDecoders = {
    "card": _event_card,
    "discard": _event_card,
    "discarded": _event_card,
    "breakdown": _event_breakdown,
}

# -- state -------------------------------------------------------------------------------------


class GloschliState(TurnState):
    """A game in progress; mutate only through :meth:`apply` (``TurnState``: the seat and
    :meth:`why_illegal` are checked before anything changes, ALL-3).

    Cards are small ints (card ids, see cards.FACES). ``rows[s][i]`` is seat s's slot i
    (``EMPTY`` if none) and ``know[s][i]`` the bit mask of the seats that know that card (GL-33).
    The deck's top and the discard pile's top are the ends of their lists.
    """

    __slots__ = (
        "players",
        "options",
        "rng",
        "rows",
        "know",
        "up_seat",
        "up_slot",
        "deck",
        "top_known",
        "discard",
        "drawn",
        "drawn_mask",
        "phase",
        "current",
        "power",
        "step",
        "first_seat",
        "first_slot",
        "caller",
        "turns_left",
        "peeks_left",
        "round_no",
        "round_start",
        "first_start",
        "totals",
        "rounds",
        "round_actions",
        "actions_taken",
        "end_reason",
        "_rounds_memo",  # (rounds, typed): see _typed_rounds; unset until a view is made
    )

    def __init__(self) -> None:
        self.players = 0
        self.options: dict[str, Any] = {}
        self.rng = Rng()
        self.rows: list[list[int]] = []
        self.know: list[list[int]] = []
        self.up_seat = -1  # the face-up Chötzli (GL-24), or -1
        self.up_slot = -1
        self.deck: list[int] = []
        self.top_known = 0  # seats that have seen the deck's top card (GL-6, GL-7)
        self.discard: list[int] = []
        self.drawn = EMPTY  # the card drawn in step A (GL-19), held by the current player
        self.drawn_mask = 0
        self.phase = PEEK
        self.current = 0
        self.power = NO_POWER  # the power being resolved (phase "power")
        self.step = 0
        self.first_seat = -1  # the power's first pick
        self.first_slot = -1
        self.caller = -1
        self.turns_left = 0
        self.peeks_left: list[int] = []
        self.round_no = 1
        self.round_start = 0
        self.first_start = 0
        self.totals: list[int] = []
        self.rounds: list[dict[str, Any]] = []  # one breakdown per finished round, never mutated
        self.round_actions = 0
        self.actions_taken = 0
        self.end_reason: str | None = None  # set with the phase OVER (GL-31)

    # -- contract ---------------------------------------------------------------------------

    @property
    def rules(self) -> GloschliRules:
        return RULES

    @property
    def all_mask(self) -> int:
        return (1 << self.players) - 1

    def face_down(self, seat: int) -> list[int]:
        """Slots of ``seat`` holding a face-down card."""
        row = self.rows[seat]
        if seat == self.up_seat:
            up = self.up_slot
            return [i for i, c in enumerate(row) if c >= 0 and i != up]
        return [i for i, c in enumerate(row) if c >= 0]

    def opponents(self, seat: int) -> list[int]:
        """Other seats whose cards may be targeted (not the caller's, GL-22)."""
        caller = self.caller
        return [o for o in range(self.players) if o != seat and o != caller]

    def _can_draw(self) -> bool:
        return bool(self.deck) or len(self.discard) > 1

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        p = self.current
        if phase == TURN:
            own = self.face_down(p)
            acts: list[Action] = [_DRAW] if self._can_draw() else []
            if self.discard:
                acts.extend(_cached(_TAKES, TakeDiscard, i) for i in own)
                acts.extend(_cached(_MATCHES, MatchDiscard, i) for i in own)
            return acts or [_PASS]
        if phase == END:
            return [_CALL, _END_TURN] if self.caller < 0 else [_END_TURN]
        if phase == DRAWN:
            acts = [_DISCARD_PLAIN]
            if self._power_usable(POWER[self.drawn]):
                acts.append(_DISCARD_POWER)
            acts.extend(_cached(_SWAP_INTOS, SwapInto, i) for i in self.face_down(p))
            return acts
        if phase == POWER_PHASE:
            return self._power_actions()
        if phase == PEEK:
            bit = 1 << p
            kn = self.know[p]
            return [_cached(_PEEKS, StartPeek, i) for i in self.face_down(p) if not kn[i] & bit]
        return []

    def _opponent_picks(self, p: int, exclude: int = -1) -> list[Action]:
        acts: list[Action] = []
        for o in self.opponents(p):
            if o != exclude:
                acts.extend(_pick(o, i) for i in self.face_down(o))
        return acts

    def _power_actions(self) -> list[Action]:
        p = self.current
        pw = self.power
        if pw == ISBAR:
            return [_PICK_SEATS[o] for o in self.opponents(p)]
        if pw in _OWN_POWERS:
            first = self.first_slot if pw == TRICK and self.step == 1 else -1
            return [_pick(p, i) for i in self.face_down(p) if i != first]
        if self.step == 0:
            if pw == DISTRACTION:
                # a first card only where a second opponent has a card to swap with
                holders = [o for o in self.opponents(p) if self.face_down(o)]
                if len(holders) < 2:
                    return []
            return self._opponent_picks(p)
        if pw == DISTRACTION:
            return self._opponent_picks(p, exclude=self.first_seat)
        if pw == BLIND_SWAP:
            return [_pick(p, i) for i in self.face_down(p)]
        if pw == SWAP:
            acts: list[Action] = [_pick(p, i) for i in self.face_down(p)]
            acts.append(_KEEP)
            return acts
        return []

    def _power_usable(self, pw: int) -> bool:
        """Whether a power has a first target now (then ``discard`` may use it)."""
        if pw == NO_POWER:
            return False
        p = self.current
        if pw == ISBAR:
            return bool(self.opponents(p))
        own = len(self.face_down(p))
        if pw == TRICK:
            return own >= 2
        if pw in (EYE, STRONG_EYE, GLUBSCHI):
            return own >= 1
        holders = sum(1 for o in self.opponents(p) if self.face_down(o))
        if pw == DISTRACTION:
            return holders >= 2  # GL-3: needs two opponents, so 3+ players
        if pw == BLIND_SWAP:
            return own >= 1 and holders >= 1
        return holders >= 1  # SPY, SUPER_SPY, SWAP

    # -- refusing ---------------------------------------------------------------------------

    def why_illegal(self, action: Any) -> str | None:
        """A readable reason why ``action`` is not legal now, or None if it is."""
        if self.phase == OVER:
            return "The game is over."
        if not isinstance(action, Action) or type(action) not in _ACTION_TYPES:
            return f"Not a Gloschli action: {action!r}."
        if action in self.legal_actions():
            return None
        p = self.current
        phase = self.phase
        if isinstance(action, Call) and self.caller >= 0:
            return (
                f"Seat {self.caller} has already called GLOSCHLI: no call is allowed while"
                " another call stands (GL-22)."
            )
        expected = {
            PEEK: (StartPeek,),
            TURN: (Draw, TakeDiscard, MatchDiscard, Pass),
            DRAWN: (Discard, SwapInto),
            POWER_PHASE: (Pick, PickSeat, Keep),
            END: (Call, EndTurn),
        }[phase]
        if not isinstance(action, expected):
            return {
                PEEK: "First look at 2 of your own cards (GL-17): peek at a slot.",
                TURN: "Your turn: draw from the deck, take the discard or match it (GL-19..21).",
                DRAWN: "Discard the drawn card (with or without its power) or swap it in (GL-19).",
                POWER_PHASE: f"Finish the {POWER_NAMES[self.power]} power first: pick a target.",
                END: "Your action is done: call GLOSCHLI or end your turn (GL-22).",
            }[phase]
        if isinstance(action, StartPeek):
            problem = self._slot_problem(p, action.slot)
            return problem or "You have already looked at that card; choose another (GL-17)."
        if isinstance(action, Draw):
            return "The deck and the discard pile are empty: there is nothing to draw (GL-23)."
        if isinstance(action, Pass):
            return "You can still draw, take the discard or match: passing is not allowed."
        if isinstance(action, (TakeDiscard, MatchDiscard, SwapInto)):
            return self._slot_problem(p, action.slot) or "That is not possible now."
        if isinstance(action, Discard):
            return self._explain_discard()
        if isinstance(action, PickSeat):
            if self.power != ISBAR:
                return f"The {POWER_NAMES[self.power]} power picks a card, not a player."
            return self._seat_problem(action.seat, needs_other=True) or "Pick another player."
        if isinstance(action, Keep):
            return "Only the 12 'Swap', after its look, may keep the card where it is (GL-9)."
        if not isinstance(action, Pick):  # Call and EndTurn are refused above
            return "That is not possible now."
        return self._explain_pick(action)

    def _explain_discard(self) -> str:
        """Why the drawn card's power cannot be used (GL-19 A-1)."""
        pw = POWER[self.drawn]
        name = FACES[self.drawn].name
        if pw == NO_POWER:
            return f"The {name} card has no power (GL-1, GL-10, GL-12, GL-14, GL-15)."
        if pw == DISTRACTION and self.players < 3:
            return "The Distraction needs 3 or more players: with 2 it has no action (GL-3)."
        return f"The {name} power has no possible target now (GL-22: a caller is protected)."

    def _explain_pick(self, action: Pick) -> str:
        """Why a power's target ``action`` is not one it may pick now."""
        p = self.current
        pw = self.power
        if pw == ISBAR:
            return "The Isbär picks a player: use pick_seat (GL-13)."
        own = pw in _OWN_POWERS or (pw in (BLIND_SWAP, SWAP) and self.step == 1)
        name = POWER_NAMES[pw]
        if own:
            if action.seat != p:
                return f"The {name} power works on your own cards here; pick one of your slots."
            problem = self._slot_problem(p, action.slot)
            if problem:
                return problem
            if pw == TRICK and action.slot == self.first_slot:
                return "The Trick swaps two different cards: pick another slot (GL-2)."
            return "That is not possible now."
        problem = self._seat_problem(action.seat, needs_other=True, power=name)
        if problem:
            return problem
        problem = self._slot_problem(action.seat, action.slot)
        if problem:
            return problem
        if pw == DISTRACTION:
            if self.step == 1 and action.seat == self.first_seat:
                return "The Distraction swaps cards of two different opponents (GL-3)."
            return "The Distraction needs a second opponent with a face-down card (GL-3)."
        return "That is not possible now."

    def _seat_problem(self, seat: Any, needs_other: bool, power: str = "") -> str | None:
        if type(seat) is not int or not 0 <= seat < self.players:
            return f"There is no seat {seat!r}."
        if needs_other and seat == self.current:
            what = f"The {power} power" if power else "This power"
            return f"{what} needs another player's card, not your own."
        if seat == self.caller:
            return f"Seat {seat} called GLOSCHLI: their cards are protected (GL-22)."
        return None

    def _slot_problem(self, seat: int, slot: Any) -> str | None:
        row = self.rows[seat]
        if type(slot) is not int or not 0 <= slot < len(row):
            return f"Seat {seat} has no slot {slot!r}."
        if row[slot] < 0:
            return f"Slot {slot} of seat {seat} is empty."
        if seat == self.up_seat and slot == self.up_slot:
            return "That Chötzli is face up: nobody may touch it for the rest of the round (GL-24)."
        return None

    # -- doing ------------------------------------------------------------------------------

    def _apply(self, action: Any) -> list[Event]:
        events: list[Event] = []
        self.actions_taken += 1
        self.round_actions += 1
        match action:
            case StartPeek():
                self._do_peek(action, events)
            case Draw():
                self._do_draw(action, events)
            case TakeDiscard():
                self._do_take(action, events)
            case MatchDiscard():
                self._do_match(action, events)
            case Pass():
                self._do_pass(action, events)
            case Discard():
                self._do_discard(action, events)
            case SwapInto():
                self._do_swap_into(action, events)
            case Pick():
                self._do_pick(action, events)
            case PickSeat():
                self._do_pick_seat(action, events)
            case Keep():
                self._do_keep(action, events)
            case Call():
                self._do_call(action, events)
            case EndTurn():
                self._do_end_turn(action, events)
        if self.phase != OVER and self.round_actions >= ROUND_ACTION_CAP:  # GL-32
            self._end_round(events, capped=True)
        return events

    def _do_peek(self, action: StartPeek, events: list[Event]) -> None:
        p = self.current
        self.know[p][action.slot] |= 1 << p
        events.append(Peeked(p, p, action.slot, card_json(self.rows[p][action.slot]), "start"))
        self.peeks_left[p] -= 1
        if self.peeks_left[p] == 0:
            self._next_peeker(p)

    def _next_peeker(self, after: int) -> None:
        n = self.players
        k = (after - self.round_start) % n + 1 if after >= 0 else 0
        while k < n:
            s = (self.round_start + k) % n
            if self.peeks_left[s] > 0:
                self.current = s
                return
            k += 1
        self.phase = TURN
        self.current = self.round_start

    def _take_top(self, events: list[Event]) -> tuple[int, int]:
        """The deck's top card and who knew it; recycles the discard pile first (GL-23)."""
        if not self.deck:
            if len(self.discard) <= 1:
                return EMPTY, 0
            self.deck = self.discard[:-1]
            self.discard = self.discard[-1:]
            self.rng.shuffle(self.deck)
            self.top_known = 0
            events.append(DeckRecycled(len(self.deck)))
        mask = self.top_known
        self.top_known = 0
        return self.deck.pop(), mask

    def _do_draw(self, action: Draw, events: list[Event]) -> None:
        p = self.current
        card, mask = self._take_top(events)
        self.drawn = card
        self.drawn_mask = mask | 1 << p
        self.phase = DRAWN
        events.append(Drew(p, card_json(card)))

    def _do_take(self, action: TakeDiscard, events: list[Event]) -> None:
        p, i = self.current, action.slot
        taken = self.discard.pop()
        old = self.rows[p][i]
        self.rows[p][i] = taken
        self.know[p][i] = self.all_mask  # GL-20: everybody has seen it
        self.discard.append(old)
        events.append(TookDiscard(p, i, card_json(taken), card_json(old)))
        self._after_action(events)

    def _do_match(self, action: MatchDiscard, events: list[Event]) -> None:
        p, i = self.current, action.slot
        card = self.rows[p][i]
        if POINTS[card] == POINTS[self.discard[-1]]:
            self.rows[p][i] = EMPTY
            self.know[p][i] = 0
            self.discard.append(card)
            events.append(Matched(p, i, card_json(card), True, -1))
        else:
            self.know[p][i] = self.all_mask  # shown to all, back in its place
            penalty, mask = self._take_top(events)
            slot = -1
            if penalty >= 0:
                slot = len(self.rows[p])
                self.rows[p].append(penalty)
                self.know[p].append(mask)
            events.append(Matched(p, i, card_json(card), False, slot))
            if penalty >= 0:
                events.append(PenaltyCard(p, slot, card_json(penalty)))
        self._after_action(events)

    def _do_pass(self, action: Pass, events: list[Event]) -> None:
        self._end_turn(events)

    def _do_discard(self, action: Discard, events: list[Event]) -> None:
        p = self.current
        card = self.drawn
        self.drawn = EMPTY
        self.drawn_mask = 0
        self.discard.append(card)
        events.append(Discarded(p, card_json(card), action.use_power))
        if not action.use_power:
            self._after_action(events)
            return
        pw = POWER[card]
        if pw == GLUBSCHI:  # GL-11: look at all your cards
            bit = 1 << p
            for i in self.face_down(p):
                self.know[p][i] |= bit
                events.append(Peeked(p, p, i, card_json(self.rows[p][i]), "glubschi"))
            self._after_action(events)
            return
        self.phase = POWER_PHASE
        self.power = pw
        self.step = 0

    def _do_swap_into(self, action: SwapInto, events: list[Event]) -> None:
        p, i = self.current, action.slot
        old = self.rows[p][i]
        self.rows[p][i] = self.drawn
        self.know[p][i] = self.drawn_mask
        self.discard.append(old)  # GL-19 A-2: without its action
        events.append(SwappedIn(p, i, card_json(self.drawn), card_json(old)))
        self.drawn = EMPTY
        self.drawn_mask = 0
        self._after_action(events)

    def _stop(self, seat: int, slot: int, events: list[Event]) -> bool:
        """GL-24: STOP, if the card is Chötzli and its owner has seen it."""
        if self.rows[seat][slot] == CHOTZLI and self.know[seat][slot] >> seat & 1:
            self.up_seat, self.up_slot = seat, slot
            self.know[seat][slot] = self.all_mask
            events.append(Stopped(seat, slot, self.current))
            if not self._power_actions():
                events.append(PowerEnded(self.current, POWER_NAMES[self.power], "no_target"))
                self._finish_power(events)
            return True
        return False

    def _swap(self, a: int, i: int, b: int, j: int, keep_mask: int) -> None:
        """Swap two cards; knowledge moves with them, limited to ``keep_mask``."""
        rows, know = self.rows, self.know
        rows[a][i], rows[b][j] = rows[b][j], rows[a][i]
        ka, kb = know[a][i], know[b][j]
        know[a][i] = kb & keep_mask
        know[b][j] = ka & keep_mask

    def _do_pick(self, action: Pick, events: list[Event]) -> None:
        p = self.current
        pw = self.power
        seat, slot = action.seat, action.slot
        name = POWER_NAMES[pw]
        bit = 1 << p
        if pw in (EYE, STRONG_EYE, SPY, SUPER_SPY):
            self.know[seat][slot] |= bit
            events.append(Peeked(p, seat, slot, card_json(self.rows[seat][slot]), name))
            if pw in (STRONG_EYE, SUPER_SPY) and self.deck:
                self.top_known |= bit
                events.append(DeckTopSeen(p, card_json(self.deck[-1])))
            self._finish_power(events)
            return
        if pw == TRICK:
            if self.step == 0:
                self._first(seat, slot)
                return
            # GL-2, GL-33: out of the others' sight; they lose track of both cards
            self._swap(p, self.first_slot, p, slot, bit)
            events.append(CardsSwapped(p, name, p, self.first_slot, p, slot))
            self._finish_power(events)
            return
        if self.step == 0:
            if self._stop(seat, slot, events):
                return
            if pw == SWAP:  # GL-9: look first
                self.know[seat][slot] |= bit
                events.append(Peeked(p, seat, slot, card_json(self.rows[seat][slot]), name))
            self._first(seat, slot)
            return
        if pw == DISTRACTION:
            if self._stop(seat, slot, events):
                return
        # GL-33 (amended): Distraction, Blind swap and Swap move cards in sight of the table,
        # so everybody's knowledge moves with the cards
        self._swap(self.first_seat, self.first_slot, seat, slot, self.all_mask)
        events.append(CardsSwapped(p, name, self.first_seat, self.first_slot, seat, slot))
        self._finish_power(events)

    def _first(self, seat: int, slot: int) -> None:
        self.first_seat, self.first_slot = seat, slot
        self.step = 1

    def _do_keep(self, action: Keep, events: list[Event]) -> None:
        self._finish_power(events)

    def _do_pick_seat(self, action: PickSeat, events: list[Event]) -> None:
        p, o = self.current, action.seat
        # GL-24: the target's seen face-down Chötzli is stopped and stays where it is
        for i, c in enumerate(self.rows[o]):
            if c == CHOTZLI and self.know[o][i] >> o & 1 and self.up_seat < 0:
                self.up_seat, self.up_slot = o, i
                self.know[o][i] = self.all_mask
                events.append(Stopped(o, i, p))
        rows, know = self.rows, self.know
        held = self.up_seat if self.up_seat in (p, o) else -1
        up = self.up_slot
        if held >= 0:
            rows[held][up] = EMPTY
            know[held][up] = 0
        rows[p], rows[o] = rows[o], rows[p]
        know[p], know[o] = know[o], know[p]
        if held >= 0:
            row, kn = rows[held], know[held]
            if up < len(row) and row[up] >= 0:
                row.append(row[up])
                kn.append(kn[up])
            while len(row) <= up:
                row.append(EMPTY)
                kn.append(0)
            row[up] = CHOTZLI
            kn[up] = self.all_mask
        events.append(IsbarSwapped(p, o))
        self._finish_power(events)

    def _finish_power(self, events: list[Event]) -> None:
        self.power = NO_POWER
        self.step = 0
        self.first_seat = self.first_slot = -1
        self._after_action(events)

    def _after_action(self, events: list[Event]) -> None:
        if self.caller >= 0:
            self._end_turn(events)  # no call possible: the turn ends by itself
        else:
            self.phase = END

    def _do_call(self, action: Call, events: list[Event]) -> None:
        self.caller = self.current
        self.turns_left = self.players - 1
        events.append(Called(self.current))
        self._end_turn(events)

    def _do_end_turn(self, action: EndTurn, events: list[Event]) -> None:
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        p = self.current
        events.append(TurnEnded(p))
        if self.caller >= 0 and p != self.caller:
            self.turns_left -= 1
            if self.turns_left <= 0:  # GL-22: every other player has had one more turn
                self._end_round(events, capped=False)
                return
        self.current = (p + 1) % self.players
        self.phase = TURN

    # -- rounds -----------------------------------------------------------------------------

    def _end_round(self, events: list[Event], capped: bool) -> None:
        n = self.players
        if self.drawn >= 0:  # GL-32 in the middle of a draw: the card goes to the discard
            self.discard.append(self.drawn)
            self.drawn = EMPTY
            self.drawn_mask = 0
        cards = [[c for c in row if c >= 0] for row in self.rows]
        raw = [sum(POINTS[c] for c in row) for row in cards]  # GL-27
        pferd = [PFERD in row for row in cards]
        counted = [min(r, PFERD_CAP) if h else r for r, h in zip(raw, pferd)]  # GL-29
        penalty = [0] * n
        combo: list[str] = []
        caller = self.caller
        if caller >= 0:
            mine = cards[caller]
            if any(c in mine for c in COMBO_CARDS) and all(c in mine for c in COMBO_NEEDS):
                combo = [FACES[c].name for c in COMBO_CARDS if c in mine]  # GL-30
                counted[caller] = 0
            elif counted[caller] > CALL_LIMIT:  # GL-28
                penalty[caller] = CALLER_PENALTY
            elif any(counted[o] < counted[caller] for o in range(n) if o != caller):
                penalty[caller] = BEATEN_PENALTY
        points = [c + x for c, x in zip(counted, penalty)]
        self.totals = [t + x for t, x in zip(self.totals, points)]  # GL-31
        breakdown = {
            "round": self.round_no,
            "start_player": self.round_start,
            "caller": caller if caller >= 0 else None,
            "capped": capped,
            "cards": cards,
            "raw": raw,
            "pferd": pferd,
            "counted": counted,
            "penalty": penalty,
            "points": points,
            "combo": combo,
            "totals": list(self.totals),
        }
        self.rounds.append(breakdown)
        events.append(RoundEnded(self.round_no, _breakdown_json(breakdown)))
        if max(self.totals) > self.options["target"] or self.round_no >= GAME_ROUND_CAP:
            self.phase = OVER  # GL-31
            self.end_reason = "target" if max(self.totals) > self.options["target"] else "cap"
            everyone = self.all_mask
            self.know = [[everyone if c >= 0 else 0 for c in row] for row in self.rows]
            self.top_known = 0
            self.power = NO_POWER
            result = self.result()
            events.append(GameEnded(tuple(self.totals), result.winners))
            return
        sizes = [HAND_SIZE] * n
        peeks = [START_PEEKS] * n
        for s in range(n):
            if s != caller and combo:
                if FACES[PLUS_ONE].name in combo:
                    sizes[s] = HAND_SIZE_PLUS_ONE
                if FACES[BLIND].name in combo:
                    peeks[s] = 0
        self.round_no += 1
        self.round_start = (self.round_start + 1) % n  # GL-18
        self._deal(sizes, peeks, events)

    def _deal(self, sizes: list[int], peeks: list[int], events: list[Event]) -> None:
        """GL-16, GL-17: shuffle all cards, deal, turn up the first discard, start peeking."""
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.rows = []
        for size in sizes:
            self.rows.append(deck[-size:])
            del deck[-size:]
        self.know = [[0] * size for size in sizes]
        self.discard = [deck.pop()]
        self.deck = deck
        self.top_known = 0
        self.up_seat = self.up_slot = -1
        self.drawn = EMPTY
        self.drawn_mask = 0
        self.power = NO_POWER
        self.step = 0
        self.first_seat = self.first_slot = -1
        self.caller = -1
        self.turns_left = 0
        self.peeks_left = list(peeks)
        self.round_actions = 0
        self.phase = PEEK
        events.append(
            RoundStarted(
                self.round_no,
                self.round_start,
                tuple(sizes),
                tuple(peeks),
                card_json(self.discard[-1]),
            )
        )
        self._next_peeker(-1)

    # -- copies, results, views -------------------------------------------------------------

    def clone(self) -> GloschliState:
        s = GloschliState.__new__(GloschliState)
        s.players = self.players
        s.options = self.options  # never mutated after set-up
        s.rng = self.rng.clone()
        s.rows = [r[:] for r in self.rows]
        s.know = [k[:] for k in self.know]
        s.up_seat = self.up_seat
        s.up_slot = self.up_slot
        s.deck = self.deck[:]
        s.top_known = self.top_known
        s.discard = self.discard[:]
        s.drawn = self.drawn
        s.drawn_mask = self.drawn_mask
        s.phase = self.phase
        s.end_reason = self.end_reason
        s.current = self.current
        s.power = self.power
        s.step = self.step
        s.first_seat = self.first_seat
        s.first_slot = self.first_slot
        s.caller = self.caller
        s.turns_left = self.turns_left
        s.peeks_left = self.peeks_left[:]
        s.round_no = self.round_no
        s.round_start = self.round_start
        s.first_start = self.first_start
        s.totals = self.totals[:]
        s.rounds = self.rounds[:]  # breakdowns are never mutated
        s.round_actions = self.round_actions
        s.actions_taken = self.actions_taken
        return s

    def result(self) -> Result:
        if self.phase != OVER:
            raise IllegalAction("The game is not over yet.")
        best = min(self.totals)
        winners = tuple(p for p, t in enumerate(self.totals) if t == best)
        return Result(
            tuple(self.totals),
            winners,
            (
                ("rounds", len(self.rounds)),
                ("round_points", tuple(tuple(b["points"]) for b in self.rounds)),
                ("callers", tuple(b["caller"] for b in self.rounds)),
                ("penalties", tuple(tuple(b["penalty"]) for b in self.rounds)),
                ("combos", tuple(tuple(b["combo"]) for b in self.rounds)),
            ),
        )

    def stats(self) -> dict[str, Any]:
        """Figures ``python -m game simulate`` averages over games."""
        rounds = max(1, len(self.rounds))
        return {
            "rounds per game": len(self.rounds),
            "actions per round": self.actions_taken / rounds,
        }

    def typed_view(self, seat: int) -> View:
        """What ``seat`` sees (GL-33), typed (view.py)."""
        n = self.players
        check_seat(seat, n)
        bit = 1 << seat
        slots = tuple(
            tuple(
                None
                if c < 0
                else Slot(
                    Card(c) if self.know[s][i] & bit else None,
                    _known_by(self.know[s][i]),
                    s == self.up_seat and i == self.up_slot,
                )
                for i, c in enumerate(self.rows[s])
            )
            for s in range(n)
        )
        drawn = None
        if self.drawn >= 0:
            card = Card(self.drawn) if self.drawn_mask & bit else None
            drawn = Drawn(self.current, card, _known_by(self.drawn_mask))
        pending = None
        if self.phase == POWER_PHASE:
            first = Place(self.first_seat, self.first_slot) if self.step == 1 else None
            pending = Pending(POWER_NAMES[self.power], self.step, first)
        over = self.phase == OVER
        caller = self.caller if self.caller >= 0 else None
        rounds = self._typed_rounds()
        opts = self.options
        return View(
            seat=seat,
            players=n,
            current_player=self.current_player,
            options=Options(opts["target"], opts["start_player"], opts["memory_aid"]),
            phase=PHASE_NAMES[self.phase],
            round=self.round_no,
            round_start_player=self.round_start,
            first_start_player=self.first_start,
            slots=slots,
            discard=tuple(Card(c) for c in self.discard),
            deck=len(self.deck),
            deck_top=Card(self.deck[-1]) if self.top_known & bit else None,
            deck_top_known_by=_known_by(self.top_known),
            drawn=drawn,
            pending=pending,
            peeks_left=tuple(self.peeks_left),
            caller=caller,
            protected=() if caller is None else (caller,),
            turns_left=self.turns_left if caller is not None else None,
            totals=tuple(self.totals),
            rounds=rounds,
            last_round=rounds[-1] if rounds else None,
            round_actions=self.round_actions,
            actions_taken=self.actions_taken,
            is_over=over,
            winners=self.result().winners if over else None,
        )

    def _typed_rounds(self) -> tuple[Breakdown, ...]:
        """The scored rounds, typed once each (a breakdown is never mutated, and the list only
        grows), not again for every view of every seat; a clone makes its own."""
        memo: tuple[list[dict[str, Any]], tuple[Breakdown, ...]] | None = getattr(
            self, "_rounds_memo", None
        )
        if memo is None or memo[0] is not self.rounds or len(memo[1]) > len(self.rounds):
            memo = (self.rounds, ())
        typed = memo[1]
        if len(typed) < len(self.rounds):
            typed += tuple(Breakdown.of(b, Card) for b in self.rounds[len(typed) :])
            self._rounds_memo = (self.rounds, typed)
        return typed

    def view(self, seat: int) -> dict[str, Any]:
        return self.typed_view(seat).to_json()

    def card_inventory(self) -> list[int]:
        cards = [c for row in self.rows for c in row if c >= 0]
        cards.extend(self.deck)
        cards.extend(self.discard)
        if self.drawn >= 0:
            cards.append(self.drawn)
        cards.sort()
        return cards

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": RULES.name,
                "version": 1,
                "players": self.players,
                "options": self.options,
                "rng": self.rng.state,
                "rows": self.rows,
                "know": self.know,
                "up": [self.up_seat, self.up_slot],
                "deck": self.deck,
                "top_known": self.top_known,
                "discard": self.discard,
                "drawn": [self.drawn, self.drawn_mask],
                "phase": self.phase,
                "current": self.current,
                "pending": [self.power, self.step, self.first_seat, self.first_slot],
                "caller": [self.caller, self.turns_left],
                "peeks_left": self.peeks_left,
                "round": [self.round_no, self.round_start, self.first_start],
                "totals": self.totals,
                "rounds": self.rounds,
                "counts": [self.round_actions, self.actions_taken],
            },
            sort_keys=True,
        )


_ACTIONS: tuple[type[Action], ...] = (
    StartPeek,
    Draw,
    TakeDiscard,
    MatchDiscard,
    Pass,
    Discard,
    SwapInto,
    Pick,
    PickSeat,
    Keep,
    Call,
    EndTurn,
)
_ACTION_TYPES = frozenset(_ACTIONS)
_ACTION_BY_TYPE = {cls.type: cls for cls in _ACTIONS}


def _check_state(s: GloschliState) -> None:
    """Invariants of a loaded or sampled state; ValueError if one fails."""
    _check_rows(s)
    _check_phase(s)
    _check_counts(s)
    if s.card_inventory() != _FULL_INVENTORY:
        raise ValueError("the cards do not add up")
    if s.phase != OVER and not s.legal_actions():
        raise ValueError("the player to act has nothing to do")


def _check_rows(s: GloschliState) -> None:
    """The rows, what is known of them, the face-up Chötzli and the piles."""
    n = s.players
    everyone = s.all_mask
    if len(s.rows) != n or len(s.know) != n:
        raise ValueError("one row per seat is expected")
    for row, kn in zip(s.rows, s.know):
        if len(row) != len(kn):
            raise ValueError("rows and knowledge differ in length")
        for c, m in zip(row, kn):
            if c < 0 and m:
                raise ValueError("an empty slot cannot be known")
    if s.up_seat >= 0:
        if not 0 <= s.up_slot < len(s.rows[s.up_seat]):
            raise ValueError("bad face-up Chötzli")
        if s.rows[s.up_seat][s.up_slot] != CHOTZLI or s.know[s.up_seat][s.up_slot] != everyone:
            raise ValueError("bad face-up Chötzli")
    elif s.up_slot != -1:
        raise ValueError("bad face-up Chötzli")
    if not s.discard:
        raise ValueError("the discard pile is never empty")
    if not s.deck and s.top_known:
        raise ValueError("an empty deck has no top")


def _check_phase(s: GloschliState) -> None:
    """The drawn card, the power being resolved and its first pick agree with the phase."""
    n = s.players
    if (s.drawn >= 0) != (s.phase == DRAWN) or (s.drawn < 0 and s.drawn_mask):
        raise ValueError("a drawn card exists exactly in the drawn phase")
    if s.drawn >= 0 and not s.drawn_mask >> s.current & 1:
        raise ValueError("the drawer knows the drawn card")
    if (s.power != NO_POWER) != (s.phase == POWER_PHASE) or s.power == GLUBSCHI:
        raise ValueError("a power is resolved exactly in the power phase")
    if s.step == 1:
        if s.power in (EYE, SPY, STRONG_EYE, SUPER_SPY, ISBAR, NO_POWER):
            raise ValueError("bad power step")
        if not 0 <= s.first_seat < n or not 0 <= s.first_slot < len(s.rows[s.first_seat]):
            raise ValueError("bad first pick")
    elif s.first_seat != -1 or s.first_slot != -1:
        raise ValueError("bad first pick")


def _check_counts(s: GloschliState) -> None:
    """The call, the turns left, the totals and the counts of actions and rounds."""
    if s.caller < 0 and s.turns_left:
        raise ValueError("turns left without a call")
    if s.caller >= 0 and s.phase != OVER and (s.turns_left < 1 or s.phase == PEEK):
        raise ValueError("a standing call leaves turns to play, after the peeks (GL-22)")
    if s.caller >= 0 and s.phase != OVER and s.current == s.caller:
        raise ValueError("the caller takes no more turns (GL-22)")
    if any(len(row) > _MAX_SLOTS for row in s.rows):
        raise ValueError("a row has more slots than cards in the game")
    if s.phase != OVER and max(s.totals) > s.options["target"]:
        raise ValueError("a total past the target ends the game (GL-31)")
    if s.actions_taken < s.round_actions:
        raise ValueError("the counts of actions do not add up")
    if s.phase == PEEK and s.peeks_left[s.current] <= 0:
        raise ValueError("the peeking seat has no peek left")
    if len(s.rounds) != s.round_no - (s.phase != OVER):
        raise ValueError("the rounds do not add up")


def _sample_rows(
    s: GloschliState, slots: tuple[tuple[Slot | None, ...], ...], known: list[int]
) -> int:
    """Fill ``s.rows`` and ``s.know`` from a view's slots, an unseen card as -2 (dealt later);
    the cards seen are added to ``known``. Returns how many are unseen."""
    unknown = 0
    s.rows, s.know = [], []
    for seat, row_view in enumerate(slots):
        row, kn = [], []
        for i, cell in enumerate(row_view):
            if cell is None:
                row.append(EMPTY)
                kn.append(0)
                continue
            kn.append(_mask(cell.known_by, s.players))
            if cell.card is None:
                row.append(-2)
                unknown += 1
            else:
                row.append(cell.card.face)
                known.append(cell.card.face)
            if cell.face_up:
                s.up_seat, s.up_slot = seat, i
        s.rows.append(row)
        s.know.append(kn)
    return unknown


def _unseen(known: list[int]) -> list[int]:
    """The cards of the deck that are not in ``known``, in face order."""
    counts = [0] * len(FACES)
    for c in DECK:
        counts[c] += 1
    for c in known:
        counts[c] -= 1
        if counts[c] < 0:
            raise ValueError("more cards known than exist")
    return [c for c, k in enumerate(counts) for _ in range(k)]


# Events that show no hidden face to anybody (GL-33): a swap of unseen cards in sight of the
# table, a call, the end of a turn or power, a reshuffle, a penalty card nobody looks at.
_QUIET = frozenset(
    ("called", "turn_ended", "power_ended", "cards_swapped", "isbar", "deck_recycled",
     "penalty_card")
)  # fmt: skip


class GloschliRules(BaseRules):
    def open_view(self, state: Any, seat: int) -> dict[str, Any]:
        """A review's view: every card in the rows and the drawn card known (the game is
        over, nothing is secret any more); the draw pile stays a back."""
        view: View = state.typed_view(seat)
        rows = state.rows
        slots = tuple(
            tuple(None if c is None else replace(c, card=Card(rows[s][i])) for i, c in enumerate(r))
            for s, r in enumerate(view.slots)
        )
        drawn = view.drawn
        if drawn is not None and state.drawn >= 0:
            drawn = replace(drawn, card=Card(state.drawn))
        return replace(view, slots=slots, drawn=drawn).to_json()

    def public_view(self, state: Any, seat: int) -> dict[str, Any]:
        """A watcher's view: a card shows only when every seat knows it (the face-up Chötzli,
        a card shown to the table, the discard pile); one only some seats peeked at, the drawn
        card and the deck's top while not everyone has seen them stay backs."""
        view: View = state.typed_view(seat)
        everyone = tuple(range(state.players))

        def public(c: _Known | None) -> _Known | None:
            return c if c is None or c.known_by == everyone else replace(c, card=None)

        return replace(
            view,
            slots=tuple(tuple(public(c) for c in r) for r in view.slots),
            drawn=public(view.drawn),
            deck_top=view.deck_top if view.deck_top_known_by == everyone else None,
        ).to_json()

    name = "gloschli"
    max_actions = _MAX_ACTIONS  # GL-32 and the game's round cap
    min_players = 2
    max_players = 6
    # target: GL-31; start_player -1: at random (GL-18); memory_aid: GL-34 (the interface's)
    default_options = {"target": DEFAULT_TARGET, "start_player": -1, "memory_aid": False}

    def _options(self, options: Any, players: int) -> dict[str, Any]:
        if options is not None and not isinstance(options, dict):
            raise IllegalAction("The options must be a JSON object.")
        opts = self.options(options)
        if not -1 <= opts["start_player"] < players:
            raise IllegalAction(f"Start player must be a seat from 0 to {players - 1}, or -1.")
        if not 1 <= opts["target"] <= 10_000:
            raise IllegalAction("The target score must be from 1 to 10000.")
        return opts

    def reveals(self, events: Sequence[Event], own: bool) -> bool:
        """Undo's barrier (docs/architecture.md, "Undo"): a draw, a look, a card shown or turned
        face up, a new deal, a round's end. Only these events show nobody a hidden face.
        The person's own card discarded for its power is not one: the interface shows it with
        the power's targets and a Cancel before anything is applied, and applies the Discard
        with the first target, so taking back that target takes back the Discard too."""
        if own and all(ev.type == "discarded" and getattr(ev, "use_power", False) for ev in events):
            return False
        return any(ev.type not in _QUIET for ev in events)

    def new_game(
        self, players: int, seed: int, options: dict[str, Any] | None = None
    ) -> GloschliState:
        self.check_players(players)
        self.check_seed(seed)
        opts = self._options(options, players)
        s = GloschliState()
        s.players = players
        s.options = opts
        s.rng = Rng(seed)
        start = opts["start_player"]
        s.first_start = s.rng.randrange(players) if start < 0 else start  # GL-18
        s.round_start = s.first_start
        s.round_no = 1
        s.totals = [0] * players
        s._deal([HAND_SIZE] * players, [START_PEEKS] * players, [])
        return s

    def event_from_json(self, data: Any) -> Event:
        """An event from its JSON form (what a room server sends); IllegalAction otherwise."""
        return decode_event(data, _EVENTS, _EVENT_FIELDS)

    def action_from_json(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction("An action must be a JSON object with a 'type'.")
        kind = data.get("type")
        cls = _ACTION_BY_TYPE.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise IllegalAction(f"Unknown Gloschli action type {brief(kind)}.")
        self.check_action_keys(data, cls)
        fields = [f for f in cls.__dataclass_fields__]
        values = []
        for name in fields:
            value = data.get(name)
            if name == "use_power":
                if type(value) is not bool:
                    raise IllegalAction("'use_power' must be true or false.")
            elif type(value) is not int or not 0 <= value < 1 << 16:
                raise IllegalAction(f"{brief(kind)} needs a whole number {name!r}.")
            values.append(value)
        return cls(*values)

    def sample(self, view: dict[str, Any] | View, rng: Any) -> GloschliState:
        """A full state consistent with ``view`` (its JSON, or typed as a bot keeps it): every
        card p has not seen dealt at random. JSON is read into the typed view first (what only
        its JSON can get wrong, an unknown option or breakdown key, is checked there); the
        typed view's values are checked as the state is built.

        The unknown cards are exactly those not accounted for by the view (p's known slots,
        the discard pile, the face-up Chötzli, the drawn card and deck top if p knows them);
        what every seat knows (``known_by``) is copied, so the sample shows p the same view.
        """
        if isinstance(view, View):
            self.check_players(view.players)
            check_seat(view.seat, view.players)
        else:
            self.check_view(view)
        try:
            if not isinstance(view, View):
                players = view["players"]
                self._options(view["options"], players)
                for b in view["rounds"]:
                    _breakdown_check(b, players, cards_as_json=True)
                view = View.of(view)
            return self._sample(view, rng)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise IllegalAction(f"Inconsistent Gloschli view: {exc}") from None

    def _sample(self, v: View, rng: Any) -> GloschliState:
        s = GloschliState()
        n = s.players = _int(v.players, self.min_players, self.max_players)
        s.options = self._options(v.options.to_json(), n)
        deal_rng = rng_from(rng)
        s.rng = rng_from(rng)
        s.phase = PHASE_NAMES.index(v.phase)
        s.current = 0 if v.current_player is None else _int(v.current_player, 0, n - 1)
        known: list[int] = []
        unknown = _sample_rows(s, v.slots, known)
        s.discard = [c.face for c in v.discard]
        known.extend(s.discard)
        drawn = v.drawn
        if drawn is not None:
            s.drawn_mask = _mask(drawn.known_by, n)
            if drawn.card is None:
                s.drawn = -2
                unknown += 1
            else:
                s.drawn = drawn.card.face
                known.append(s.drawn)
        deck_size = _int(v.deck, 0, len(DECK))
        s.top_known = _mask(v.deck_top_known_by, n)
        top = None if v.deck_top is None else v.deck_top.face
        if top is not None:
            known.append(top)
        pool = _unseen(known)
        if len(pool) != unknown + deck_size - (top is not None):
            raise ValueError("the cards do not add up")
        deal_rng.shuffle(pool)
        for row in s.rows:
            for i, c in enumerate(row):
                if c == -2:
                    row[i] = pool.pop()
        if s.drawn == -2:
            s.drawn = pool.pop()
        s.deck = pool
        if top is not None:
            s.deck.append(top)
        pending = v.pending
        if pending is not None:
            s.power = POWER_NAMES.index(pending.power)
            s.step = _int(pending.step, 0, 1)
            if pending.first is not None:
                s.first_seat = _int(pending.first.seat, 0, n - 1)
                s.first_slot = _int(pending.first.slot, 0, 1 << 16)
        s.caller = -1 if v.caller is None else _int(v.caller, 0, n - 1)
        s.turns_left = 0 if v.turns_left is None else _int(v.turns_left, 0, n - 1)
        s.peeks_left = _int_list(v.peeks_left, n, 0, START_PEEKS)
        s.round_no = _int(v.round, 1, GAME_ROUND_CAP)
        s.round_start = _int(v.round_start_player, 0, n - 1)
        s.first_start = _int(v.first_start_player, 0, n - 1)
        s.totals = _int_list(v.totals, n, 0, 1 << 30)
        if s.phase == OVER:  # GL-31: past the target, or the round cap
            s.end_reason = "target" if max(s.totals) > s.options["target"] else "cap"
        s.rounds = [_breakdown_check(b.to_json(), n, cards_as_json=True) for b in v.rounds]
        s.round_actions = _int(v.round_actions, 0, ROUND_ACTION_CAP)
        s.actions_taken = _int(v.actions_taken, 0, 1 << 40)
        _check_state(s)
        return s


RULES = GloschliRules()
