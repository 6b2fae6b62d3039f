"""Via Gladiola's rules on the engine contract (RULES §1, VG-5..VG-20).

View JSON (``state.view(p)``; typed as ``state.typed_view(p)``, view.py)::

    {"game": "via_gladiola", "seat": p, "players": n, "current_player": int | None,
     "start_player": int, "options": {"last_card": bool}, "day": 1..4,
     "walk_pile": [card, ...]            # top last, starts with the day's start card
     "hand": [card, ...]                 # seat p's own cards, sorted
     "hand_sizes": [int per seat], "draw_pile": int,
     "completed_days": [{"day": d, "cards": [card, ...], "recycled": bool}, ...],
     "gladiolas_laid": [{"seat": s, "card": card}, ...],
     "actions_taken": int, "is_over": bool, "end_reason": None | "finish" | "last_card" | "cap"}

A card is ``{"kind": "distance"|"finish"|"gladiola"|"start", "value": int|None, "blisters": int}``.
Actions: ``{"type": "walk", "card": card}``, ``{"type": "rest"}``,
``{"type": "gladiola", "card": card}``.
Events: ``walked`` (seat, card, difference, draws), ``rested`` (seat), ``gladiola_laid``
(seat, card), ``cards_drawn`` (seat, count, cards: the faces for the drawer only, else None),
``pile_recycled`` (day, count), ``day_ended`` (day), ``game_ended`` (reason).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core.contract import (
    Action,
    BaseRules,
    Event,
    IllegalAction,
    Result,
    Rng,
    TurnState,
    check_seat,
    decode_event,
    rng_from,
)
from game.core.validate import brief
from game.games.via_gladiola.cards import (
    ACTION_CAP,
    DAYS,
    DECK,
    DISTANCE,
    FINISH,
    GLADIOLA,
    HAND_SIZE,
    MAX_STEP,
    START,
    START_CARDS,
    Card,
    card_from_json,
    draws_for,
    start_card,
)
from game.games.via_gladiola.view import Day, Laid, Options, View

# -- actions -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Walk(Action):
    type = "walk"
    card: Card


@dataclass(frozen=True)
class Rest(Action):
    type = "rest"


@dataclass(frozen=True)
class LayGladiola(Action):
    type = "gladiola"
    card: Card


# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Walked(Event):
    type = "walked"
    seat: int
    card: Card
    difference: int
    draws: int


@dataclass(frozen=True)
class Rested(Event):
    type = "rested"
    seat: int


@dataclass(frozen=True)
class GladiolaLaid(Event):
    type = "gladiola_laid"
    seat: int
    card: Card


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Cards drawn into a hand; only the drawer sees their faces (VG-20)."""

    type = "cards_drawn"
    seat: int
    count: int
    cards: tuple[Card, ...] | None

    def seen_by(self, seat: int) -> Event:
        return self if seat == self.seat else CardsDrawn(self.seat, self.count, None)


@dataclass(frozen=True)
class PileRecycled(Event):
    type = "pile_recycled"
    day: int
    count: int


@dataclass(frozen=True)
class DayEnded(Event):
    type = "day_ended"
    day: int


@dataclass(frozen=True)
class GameEnded(Event):
    type = "game_ended"
    reason: str


_EVENTS: tuple[type[Event], ...] = (
    Walked,
    Rested,
    GladiolaLaid,
    CardsDrawn,
    PileRecycled,
    DayEnded,
    GameEnded,
)

# -- state -------------------------------------------------------------------------------------


def _cards_json(cards: list[Card]) -> list[dict[str, Any]]:
    return [c.to_json() for c in cards]


def _sorted(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=Card.sort_key)


class ViaGladiolaState(TurnState):
    """A game in progress; mutate only through :meth:`apply`."""

    __slots__ = (
        "players",
        "options",
        "rng",
        "day",
        "walk_pile",
        "completed_days",
        "draw_pile",
        "hands",
        "gladiolas_laid",
        "current",
        "start_player",
        "actions_taken",
        "end_reason",
    )

    def __init__(self) -> None:
        self.players = 0
        self.options: dict[str, Any] = {}
        self.rng = Rng()
        self.day = 1
        self.walk_pile: list[Card] = []
        # [day, cards, recycled]; a recycled day keeps only its start card.
        self.completed_days: list[list[Any]] = []
        self.draw_pile: list[Card] = []  # top is the end of the list
        self.hands: list[list[Card]] = []
        self.gladiolas_laid: list[tuple[int, Card]] = []
        self.current = 0
        self.start_player = 0
        self.actions_taken = 0
        self.end_reason: str | None = None

    # -- contract ---------------------------------------------------------------------------

    @property
    def rules(self) -> ViaGladiolaRules:
        return RULES

    def top(self) -> Card:
        return self.walk_pile[-1]

    def legal_actions(self) -> list[Action]:
        if self.end_reason is not None:
            return []
        top = self.walk_pile[-1].value
        assert top is not None  # the walk holds only cards with a distance (a start card: 0 km)
        hand = self.hands[self.current]
        walks = {
            c
            for c in hand
            if c.kind in (DISTANCE, FINISH)
            and c.value is not None
            and draws_for(c.value - top) is not None
        }
        actions: list[Action] = [Walk(c) for c in _sorted(list(walks))]
        actions.append(Rest())
        if self.day == DAYS:  # VG-11
            glads = {c for c in hand if c.kind == GLADIOLA}
            actions.extend(LayGladiola(c) for c in _sorted(list(glads)))
        return actions

    def why_illegal(self, action: Any) -> str | None:
        """A readable reason why ``action`` is not legal now, or None if it is."""
        if self.end_reason is not None:
            return "The game is over."
        if isinstance(action, Rest):
            return None
        if not isinstance(action, (Walk, LayGladiola)) or not isinstance(action.card, Card):
            return f"Not a Via Gladiola action: {action!r}."
        card = action.card
        if card not in self.hands[self.current]:
            return "That card is not in your hand."
        if isinstance(action, LayGladiola):
            if card.kind != GLADIOLA:
                return "Only a Gladiola card can be laid beside the walk."
            if self.day != DAYS:
                return f"Gladiolas can only be laid on Day {DAYS}."
            return None
        if card.kind == GLADIOLA:
            return "A Gladiola has no distance and cannot be walked."
        if card.kind not in (DISTANCE, FINISH) or card.value is None:
            return "That card cannot be walked."
        top = self.walk_pile[-1].value
        assert top is not None  # the walk holds only cards with a distance
        diff = card.value - top
        if diff < 1:
            return f"Walk higher than the top card ({top} km)."
        if draws_for(diff) is None:
            return (
                f"A walk may go at most {MAX_STEP} km past the top card ({top} km);"
                f" {card.value} is {diff} more."
            )
        return None

    def _apply(self, action: Any) -> list[Event]:
        player = self.current
        events: list[Event] = []
        self.actions_taken += 1
        if isinstance(action, Walk):
            card = action.card
            top = self.walk_pile[-1].value
            assert card.value is not None and top is not None  # why_illegal let only walks by
            diff = card.value - top
            draws = draws_for(diff)
            assert draws is not None
            self.hands[player].remove(card)
            self.walk_pile.append(card)
            events.append(Walked(player, card, diff, draws))
            self._draw(player, draws, events)
            if card.kind == FINISH:  # VG-12
                events.append(DayEnded(self.day))
                if self.day == DAYS:
                    self._end("finish", events)
                    return events
                self.completed_days.append([self.day, self.walk_pile, False])
                self.day += 1
                self.walk_pile = [start_card(self.day)]
        elif isinstance(action, Rest):
            events.append(Rested(player))
            self._draw(player, 1, events)  # VG-10
        else:
            self.hands[player].remove(action.card)
            self.gladiolas_laid.append((player, action.card))
            events.append(GladiolaLaid(player, action.card))
        if self.options["last_card"] and not self.hands[player]:  # VG-18
            self._end("last_card", events)
        elif self.actions_taken >= ACTION_CAP:  # VG-19
            self._end("cap", events)
        else:
            self.current = (player + 1) % self.players
        return events

    def _end(self, reason: str, events: list[Event]) -> None:
        self.end_reason = reason
        events.append(GameEnded(reason))

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        drawn: list[Card] = []
        for _ in range(count):
            if not self.draw_pile and not self._recycle(events):
                break  # VG-15: nothing left to draw
            drawn.append(self.draw_pile.pop())
        if drawn:
            self.hands[seat].extend(drawn)
            events.append(CardsDrawn(seat, len(drawn), tuple(drawn)))

    def _recycle(self, events: list[Event]) -> bool:
        """VG-14: the oldest completed day not yet used becomes the draw pile."""
        for entry in self.completed_days:
            if not entry[2]:
                cards = entry[1][1:]
                entry[1] = entry[1][:1]
                entry[2] = True
                self.rng.shuffle(cards)
                self.draw_pile = cards
                events.append(PileRecycled(entry[0], len(cards)))
                if cards:
                    return True
        return False

    def clone(self) -> ViaGladiolaState:
        s = ViaGladiolaState.__new__(ViaGladiolaState)
        s.players = self.players
        s.options = self.options  # never mutated after set-up
        s.rng = self.rng.clone()
        s.day = self.day
        s.walk_pile = self.walk_pile[:]
        s.completed_days = [[d, cards[:], r] for d, cards, r in self.completed_days]
        s.draw_pile = self.draw_pile[:]
        s.hands = [h[:] for h in self.hands]
        s.gladiolas_laid = self.gladiolas_laid[:]
        s.current = self.current
        s.start_player = self.start_player
        s.actions_taken = self.actions_taken
        s.end_reason = self.end_reason
        return s

    def score(self, seat: int) -> int:
        return sum(c.blisters for c in self.hands[seat])

    def result(self) -> Result:
        if self.end_reason is None:
            raise IllegalAction("The game is not over yet.")
        scores = tuple(self.score(p) for p in range(self.players))
        sizes = tuple(len(h) for h in self.hands)
        keys = [(scores[p], sizes[p]) for p in range(self.players)]  # VG-17
        best = min(keys)
        winners = tuple(p for p in range(self.players) if keys[p] == best)
        return Result(scores, winners, (("hand_sizes", sizes), ("end_reason", self.end_reason)))

    def typed_view(self, seat: int, every_hand: bool = False) -> View:
        """What ``seat`` sees (VG-20), typed; ``every_hand``: every hand face up (a review)."""
        check_seat(seat, self.players)
        # VG-16: the game is scored on every hand's cards, shown to all
        shown = every_hand or self.is_over
        return View(
            seat=seat,
            players=self.players,
            current_player=self.current_player,
            start_player=self.start_player,
            options=Options(self.options["last_card"], self.options["start_player"]),
            day=self.day,
            walk_pile=tuple(self.walk_pile),
            hand=tuple(_sorted(self.hands[seat])),
            hand_sizes=tuple(len(h) for h in self.hands),
            draw_pile=len(self.draw_pile),
            completed_days=tuple(Day(d, tuple(cards), r) for d, cards, r in self.completed_days),
            gladiolas_laid=tuple(Laid(s, c) for s, c in self.gladiolas_laid),
            actions_taken=self.actions_taken,
            is_over=self.is_over,
            end_reason=self.end_reason,
            hands=tuple(tuple(_sorted(h)) for h in self.hands) if shown else None,
        )

    def view(self, seat: int) -> dict[str, Any]:
        return self.typed_view(seat).to_json()

    def card_inventory(self) -> list[tuple[str, int, int]]:
        cards = list(self.walk_pile) + list(self.draw_pile)
        for _, pile, _ in self.completed_days:
            cards.extend(pile)
        for hand in self.hands:
            cards.extend(hand)
        cards.extend(c for _, c in self.gladiolas_laid)
        cards.extend(start_card(d) for d in range(self.day + 1, DAYS + 1))  # still in the box
        return sorted(c.inventory_id() for c in cards)

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": RULES.name,
                "version": RULES.save_version,
                "players": self.players,
                "options": self.options,
                "rng": self.rng.state,
                "day": self.day,
                "walk_pile": _cards_json(self.walk_pile),
                "completed_days": [[d, _cards_json(c), r] for d, c, r in self.completed_days],
                "draw_pile": _cards_json(self.draw_pile),
                "hands": [_cards_json(h) for h in self.hands],
                "gladiolas_laid": [[s, c.to_json()] for s, c in self.gladiolas_laid],
                "current": self.current,
                "start_player": self.start_player,
                "actions_taken": self.actions_taken,
                "end_reason": self.end_reason,
            },
            sort_keys=True,
        )


def full_inventory() -> list[tuple[str, int, int]]:
    return sorted(c.inventory_id() for c in DECK + START_CARDS)


class ViaGladiolaRules(BaseRules):
    def open_view(self, state: Any, seat: int) -> dict[str, Any]:
        """A review's view: every hand shown."""
        view: View = state.typed_view(seat, every_hand=True)
        return view.to_json()

    def public_view(self, state: Any, seat: int) -> dict[str, Any]:
        """A watcher's view: no hand's cards until the game ends (VG-16 shows them all)."""
        view: View = state.typed_view(seat)
        return (view if state.is_over else replace(view, hand=())).to_json()

    name = "via_gladiola"
    max_actions = ACTION_CAP  # VG-19
    min_players = 2
    max_players = 5
    default_options = {"last_card": False, "start_player": -1}  # -1: at random (VG-7)

    def reveals(self, events: Sequence[Event], own: bool) -> bool:
        """Undo's barrier: what the action showed the person who might take it back that
        they had not seen. Their own draw shows them cards (VG-20); somebody else's (a bot's)
        walk or Gladiola shows the one card it lays from a hidden hand. A bot's draw shows
        cards to the bot alone and the pile's order is kept by the replay: nothing new for
        the person. One's own walk that draws nothing lays a card they already knew."""
        for ev in events:
            if isinstance(ev, CardsDrawn) and ev.count > 0 and own:
                return True
            if ev.type in ("walked", "gladiola_laid") and not own:
                return True
        return False

    def new_game(
        self, players: int, seed: int, options: dict[str, Any] | None = None
    ) -> ViaGladiolaState:
        self.check_players(players)
        self.check_seed(seed)
        opts = self.options(options)
        if not -1 <= opts["start_player"] < players:
            raise IllegalAction(f"Start player must be a seat from 0 to {players - 1}.")
        s = ViaGladiolaState()
        s.players = players
        s.options = opts
        s.rng = Rng(seed)
        s.draw_pile = list(DECK)  # VG-5
        s.rng.shuffle(s.draw_pile)
        s.walk_pile = [start_card(1)]
        s.hands = [[s.draw_pile.pop() for _ in range(HAND_SIZE)] for _ in range(players)]  # VG-6
        start = opts["start_player"]
        s.start_player = s.rng.randrange(players) if start < 0 else start  # VG-7
        s.current = s.start_player
        return s

    def event_from_json(self, data: Any) -> Event:
        """An event from its JSON form (what a room server sends); IllegalAction otherwise."""
        return decode_event(data, _EVENTS, {"Card": card_from_json})

    def action_from_json(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction("An action must be a JSON object with a 'type'.")
        kind = data.get("type")
        kinds: dict[Any, type[Action]] = {"rest": Rest, "walk": Walk, "gladiola": LayGladiola}
        cls = kinds.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise IllegalAction(f"Unknown Via Gladiola action type {brief(kind)}.")
        self.check_action_keys(data, cls)
        if kind == "rest":
            return Rest()
        try:
            card = card_from_json(data["card"])
        except ValueError as exc:
            raise IllegalAction(f"Bad card in action: {exc}.") from None
        return Walk(card) if kind == "walk" else LayGladiola(card)

    def sample(self, view: dict[str, Any] | View, rng: Any) -> ViaGladiolaState:
        """A full state consistent with ``view`` (its JSON, or typed as a bot's search keeps
        it): unseen cards dealt at random (ALL-4)."""
        if isinstance(view, View):
            self.check_players(view.players)
            seat = check_seat(view.seat, view.players)
            v = view
        else:
            seat = self.check_view(view)
            v = View.of(view)
        s = ViaGladiolaState()
        s.players = v.players
        s.options = v.options.to_json()
        s.rng = rng_from(rng)
        s.day = v.day
        s.walk_pile = list(v.walk_pile)
        s.completed_days = [[d.day, list(d.cards), d.recycled] for d in v.completed_days]
        s.gladiolas_laid = [(g.seat, g.card) for g in v.gladiolas_laid]
        own = list(v.hand)
        unseen = list(DECK)
        known = list(s.walk_pile) + own + [c for _, c in s.gladiolas_laid]
        for d in v.completed_days:
            known.extend(d.cards)
        for card in known:
            if card.kind != START:
                unseen.remove(card)
        rng_deal = s.rng.clone()
        rng_deal.shuffle(unseen)
        s.rng.next64()
        s.hands = []
        for p, size in enumerate(v.hand_sizes):
            if p == seat:
                s.hands.append(own)
            else:
                s.hands.append([unseen.pop() for _ in range(size)])
        s.draw_pile = unseen
        s.current = v.current_player if v.current_player is not None else 0
        s.start_player = v.start_player
        s.actions_taken = v.actions_taken
        s.end_reason = v.end_reason
        if v.current_player is None and s.end_reason is None:
            raise IllegalAction("Inconsistent view.")
        return s


RULES = ViaGladiolaRules()
