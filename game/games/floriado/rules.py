"""Floriado's rules on the engine contract (RULES §3, FL-1..FL-11).

View JSON (``state.view(p)``; typed as ``state.typed_view(p)``, view.py; everything is public,
FL-11, so every seat's view is the same apart from ``"seat"``)::

    {"game": "floriado", "seat": p, "players": 2, "current_player": int | None,
     "start_player": int, "options": {"start_player": int},
     "field": [[card | null] * 8] * 5       # row 0 is the top row; null: an empty space
     "pawns": [{"row": r, "col": c, "facing": "up"|"down"|"left"|"right"} | null per seat],
     "piles": [[[flowers, ...] * 5] per seat]  # one list per kind 0..4, in the order taken
     "out": [bool per seat],                 # FL-8
     "revenue": [float per seat],            # FL-9, as the piles stand now
     "actions_taken": int, "is_over": bool,
     "end_reason": null | "field_empty" | "all_out" | "cap"}

A card is ``{"kind": 0..4, "flowers": 1..8}`` (bees are decoration: 1 on a 7, 2 on an 8).
A pawn is null before its player's first turn. Facings are absolute on the field: "up" is
towards row 0, "left" towards column 0. Forward, left and right relative to a pawn's facing
are therefore every direction but the opposite of its facing (FL-5).

Actions::

    {"type": "pick", "row": r, "col": c, "facing": "up"|"down"|"left"|"right"}  # first turn
    {"type": "move", "row": r, "col": c}                                      # later turns

``legal_actions()`` lists picks row by row, column by column, each with the facings in the
order up, down, left, right; moves by destination, row by row, column by column (a destination
is reached in exactly one straight line, so it names the move).

Events (``event.to_json()``; all public)::

    {"type": "picked", "seat", "row", "col", "facing", "card"}          # FL-4
    {"type": "moved", "seat", "from_row", "from_col", "row", "col", "facing"}   # FL-5
    {"type": "card_taken", "seat", "card", "pile_size"}                # FL-6: onto a pile
    {"type": "card_left", "seat", "card"}                              # FL-6: stays under pawn
    {"type": "player_out", "seat"}                                     # FL-8
    {"type": "game_ended", "reason": "field_empty" | "all_out" | "cap"}

``result()``: scores are the revenues (FL-9, higher is better); winners by revenue, then by
more cards in all (FL-10); details ``cards`` (per seat), ``piles`` (pile sizes per seat),
``end_reason``.

Decisions where the rules are silent (this edition's):

- Nobody is out before their first turn: with no pile yet, any card on the field may be taken.
  A player *can* be out right after their first turn (a pawn in a corner facing the edge).
- A move ends on a space with a card (FL-5). It may pass over the other pawn and end on the
  other pawn's space when a card lies there (FL-7). A move that ends on a card the player cannot
  take (FL-6) is legal too: the pawn stops and faces that way, and the card stays.
- Out (FL-8) is decided after every action, for both players: a player with a pawn is out when
  no space reachable in a straight line forward, left or right holds a card they could take.
  Cards only ever leave the field and a player's piles only change by their own taking, so a
  player who is out stays out. Out players are skipped; a player whose opponent is out takes
  turn after turn. The game ends when both are out or the field is empty.
- (Safety, like VG-19 and GL-32) a game that reaches ``ACTION_CAP`` actions ends and is scored
  as it stands, since moves that take nothing could otherwise go on forever.
- ``start_player`` option: -1 (default) chooses at random at set-up (FL-3).
- ``sample(view, rng)`` rebuilds the one state the view describes (nothing is hidden after
  the deal, FL-11) with a fresh random generator seeded from ``rng``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
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
from game.games.floriado.cards import (
    ACTION_CAP,
    BACKWARD,
    COLS,
    DECK,
    DELTAS,
    FACINGS,
    FLOWERS,
    KINDS,
    PAYOUT,
    ROWS,
    SPACES,
    Card,
    card_from_json,
)
from game.games.floriado.view import Pawn, View

EMPTY = -1
NO_PILE = FLOWERS + 1  # "lowest card" of a kind with no pile: every card of it may be taken
_FACING_INDEX = {name: i for i, name in enumerate(FACINGS)}
_CARD_KIND = tuple(c.kind for c in DECK)
_CARD_FLOWERS = tuple(c.flowers for c in DECK)
END_REASONS = (None, "field_empty", "all_out", "cap")


def _rays() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """RAYS[space][direction]: the spaces in a straight line from ``space``, nearest first."""
    rays = []
    for space in range(SPACES):
        row, col = divmod(space, COLS)
        per_dir = []
        for dr, dc in DELTAS:
            line = []
            r, c = row + dr, col + dc
            while 0 <= r < ROWS and 0 <= c < COLS:
                line.append(r * COLS + c)
                r, c = r + dr, c + dc
            per_dir.append(tuple(line))
        rays.append(tuple(per_dir))
    return tuple(rays)


RAYS = _rays()
# The allowed directions for each facing: forward, left and right, never backward (FL-5).
ALLOWED = tuple(tuple(d for d in range(4) if d != BACKWARD[f]) for f in range(4))


def _direction(src: int, dst: int) -> int | None:
    """The direction (index into FACINGS) of a straight line from ``src`` to ``dst``."""
    sr, sc = divmod(src, COLS)
    dr, dc = divmod(dst, COLS)
    if sr == dr and sc != dc:
        return 3 if dc > sc else 2
    if sc == dc and sr != dr:
        return 1 if dr > sr else 0
    return None


def _where(space: int) -> str:
    row, col = divmod(space, COLS)
    return f"row {row}, column {col}"


# -- actions -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pick(Action):
    """FL-4: a first turn: take the card at (row, col), put the pawn there facing ``facing``."""

    type = "pick"
    row: int
    col: int
    facing: str


@dataclass(frozen=True)
class Move(Action):
    """FL-5: a later turn: move the pawn in a straight line to (row, col)."""

    type = "move"
    row: int
    col: int


PICKS = tuple(tuple(Pick(s // COLS, s % COLS, f) for f in FACINGS) for s in range(SPACES))
MOVES = tuple(Move(s // COLS, s % COLS) for s in range(SPACES))

# -- events ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Picked(Event):
    type = "picked"
    seat: int
    row: int
    col: int
    facing: str
    card: Card


@dataclass(frozen=True)
class Moved(Event):
    type = "moved"
    seat: int
    from_row: int
    from_col: int
    row: int
    col: int
    facing: str


@dataclass(frozen=True)
class CardTaken(Event):
    type = "card_taken"
    seat: int
    card: Card
    pile_size: int


@dataclass(frozen=True)
class CardLeft(Event):
    """FL-6: the card is not lower than the player's pile of its kind; it stays in the field."""

    type = "card_left"
    seat: int
    card: Card


@dataclass(frozen=True)
class PlayerOut(Event):
    type = "player_out"
    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    type = "game_ended"
    reason: str


_EVENTS: tuple[type[Event], ...] = (Picked, Moved, CardTaken, CardLeft, PlayerOut, GameEnded)

# -- state -------------------------------------------------------------------------------------


class FloriadoState(TurnState):
    """A game in progress; mutate only through :meth:`apply`.

    ``field`` holds a card id per space (``EMPTY`` for none); ``pawn``/``facing`` hold a space
    and a facing index per seat (``EMPTY`` before the first turn); ``piles[seat][kind]`` is a
    tuple of flower counts in the order taken (so the last one is the lowest).
    """

    __slots__ = (
        "players",
        "options",
        "rng",
        "field",
        "cards_left",
        "pawn",
        "facing",
        "piles",
        "out",
        "current",
        "start_player",
        "actions_taken",
        "end_reason",
    )

    def __init__(self) -> None:
        self.players = 2
        self.options: dict[str, Any] = {}
        self.rng = Rng()
        self.field: list[int] = [EMPTY] * SPACES
        self.cards_left = 0
        self.pawn: list[int] = [EMPTY, EMPTY]
        self.facing: list[int] = [EMPTY, EMPTY]
        self.piles: list[list[tuple[int, ...]]] = [[()] * KINDS for _ in range(2)]
        self.out: list[bool] = [False, False]
        self.current = 0
        self.start_player = 0
        self.actions_taken = 0
        self.end_reason: str | None = None

    # -- contract ---------------------------------------------------------------------------

    @property
    def rules(self) -> FloriadoRules:
        return RULES

    def can_take(self, seat: int, card: int) -> bool:
        """FL-6: whether ``seat`` would take card id ``card`` onto a pile."""
        pile = self.piles[seat][_CARD_KIND[card]]
        return not pile or _CARD_FLOWERS[card] < pile[-1]

    def destinations(self, seat: int) -> list[int]:
        """The spaces seat's pawn may move to (FL-5, FL-7), row by row."""
        field = self.field
        rays = RAYS[self.pawn[seat]]
        dests = [q for d in ALLOWED[self.facing[seat]] for q in rays[d] if field[q] != EMPTY]
        dests.sort()
        return dests

    def has_takeable_move(self, seat: int) -> bool:
        """FL-8: whether some legal move of ``seat`` ends on a card they could take."""
        field = self.field
        rays = RAYS[self.pawn[seat]]
        lows = [p[-1] if p else NO_PILE for p in self.piles[seat]]
        for d in ALLOWED[self.facing[seat]]:
            for q in rays[d]:
                card = field[q]
                if card != EMPTY and _CARD_FLOWERS[card] < lows[_CARD_KIND[card]]:
                    return True
        return False

    def legal_actions(self) -> list[Action]:
        if self.end_reason is not None:
            return []
        seat = self.current
        field = self.field
        if self.pawn[seat] == EMPTY:  # FL-4
            return [a for s in range(SPACES) if field[s] != EMPTY for a in PICKS[s]]
        return [MOVES[s] for s in self.destinations(seat)]  # FL-5

    def why_illegal(self, action: Any) -> str | None:
        """A readable reason why ``action`` is not legal now, or None if it is."""
        if self.end_reason is not None:
            return "The game is over."
        if not isinstance(action, (Pick, Move)):
            return f"Not a Floriado action: {action!r}."
        row, col = action.row, action.col
        if type(row) is not int or type(col) is not int:
            return "Row and column must be whole numbers."
        if not (0 <= row < ROWS and 0 <= col < COLS):
            return (
                f"Row {row}, column {col} is off the field "
                f"(rows 0..{ROWS - 1}, columns 0..{COLS - 1})."
            )
        seat = self.current
        space = row * COLS + col
        if isinstance(action, Pick):
            if self.pawn[seat] != EMPTY:
                return (
                    "Your pawn is already on the field and its facing was chosen on your first"
                    " turn; now move it forward, left or right."
                )
            if not isinstance(action.facing, str) or action.facing not in _FACING_INDEX:
                return f"Facing must be one of {', '.join(FACINGS)}, not {action.facing!r}."
            if self.field[space] == EMPTY:
                return f"There is no card to take at {_where(space)}."
            return None
        here = self.pawn[seat]
        if here == EMPTY:
            return "Your first turn is a pick: take any card and choose which way your pawn faces."
        if space == here:
            return "Your pawn is already there: move at least one space."
        direction = _direction(here, space)
        if direction is None:
            return "A pawn moves in a straight line along its row or column."
        facing = self.facing[seat]
        if direction == BACKWARD[facing]:
            return (
                f"Your pawn faces {FACINGS[facing]}: it may move forward, left or right,"
                f" never backward ({FACINGS[direction]})."
            )
        if self.field[space] == EMPTY:
            return f"A move must end on a space with a card; {_where(space)} is empty."
        return None

    def _apply(self, action: Any) -> list[Event]:
        player = self.current
        space = action.row * COLS + action.col
        events: list[Event] = []
        card = self.field[space]
        if isinstance(action, Pick):  # FL-4
            self.pawn[player] = space
            self.facing[player] = _FACING_INDEX[action.facing]
            events.append(Picked(player, action.row, action.col, action.facing, DECK[card]))
            self._take(player, space, card, events)
        else:  # FL-5
            here = self.pawn[player]
            direction = _direction(here, space)
            assert direction is not None  # why_illegal let only moves in a line through
            self.pawn[player] = space
            self.facing[player] = direction
            events.append(
                Moved(player, here // COLS, here % COLS, action.row, action.col, FACINGS[direction])
            )
            if self.can_take(player, card):  # FL-6
                self._take(player, space, card, events)
            else:
                events.append(CardLeft(player, DECK[card]))
        self.actions_taken += 1
        self._after_action(player, events)
        return events

    def _take(self, seat: int, space: int, card: int, events: list[Event]) -> None:
        kind = _CARD_KIND[card]
        self.field[space] = EMPTY
        self.cards_left -= 1
        pile = self.piles[seat][kind] + (_CARD_FLOWERS[card],)
        self.piles[seat][kind] = pile
        events.append(CardTaken(seat, DECK[card], len(pile)))

    def _after_action(self, player: int, events: list[Event]) -> None:
        if self.cards_left == 0:  # FL-8
            self._end("field_empty", events)
            return
        n = self.players
        for i in range(n):  # FL-8: decided for both players, the mover first
            p = (player + i) % n
            if not self.out[p] and self.pawn[p] != EMPTY and not self.has_takeable_move(p):
                self.out[p] = True
                events.append(PlayerOut(p))
        if all(self.out):  # FL-8
            self._end("all_out", events)
            return
        if self.actions_taken >= ACTION_CAP:
            self._end("cap", events)
            return
        for i in range(1, n + 1):  # FL-3 alternate; FL-8 skip a player who is out
            p = (player + i) % n
            if not self.out[p]:
                self.current = p
                return

    def _end(self, reason: str, events: list[Event]) -> None:
        self.end_reason = reason
        events.append(GameEnded(reason))

    def clone(self) -> FloriadoState:
        s = FloriadoState.__new__(FloriadoState)
        s.players = self.players
        s.options = self.options  # never mutated after set-up
        s.rng = self.rng.clone()
        s.field = self.field[:]
        s.cards_left = self.cards_left
        s.pawn = self.pawn[:]
        s.facing = self.facing[:]
        s.piles = [p[:] for p in self.piles]
        s.out = self.out[:]
        s.current = self.current
        s.start_player = self.start_player
        s.actions_taken = self.actions_taken
        s.end_reason = self.end_reason
        return s

    # -- scoring ----------------------------------------------------------------------------

    def revenue(self, seat: int) -> float:
        """FL-9: the sum over seat's piles of what each pays."""
        return sum(PAYOUT[len(p)] for p in self.piles[seat])

    def cards_taken(self, seat: int) -> int:
        return sum(len(p) for p in self.piles[seat])

    def result(self) -> Result:
        if self.end_reason is None:
            raise IllegalAction("The game is not over yet.")
        n = self.players
        scores = tuple(self.revenue(p) for p in range(n))
        cards = tuple(self.cards_taken(p) for p in range(n))
        keys = [(scores[p], cards[p]) for p in range(n)]  # FL-10 (cards.TIE_BREAKS)
        best = max(keys)
        winners = tuple(p for p in range(n) if keys[p] == best)
        piles = tuple(tuple(len(pile) for pile in self.piles[p]) for p in range(n))
        return Result(
            scores, winners, (("cards", cards), ("piles", piles), ("end_reason", self.end_reason))
        )

    def stats(self) -> dict[str, float]:
        """Figures ``python -m game simulate`` averages over games."""
        stats: dict[str, float] = {"turns per game": self.actions_taken}
        for p in range(self.players):
            stats[f"revenue seat {p}"] = self.revenue(p)
        for p in range(self.players):
            stats[f"cards seat {p}"] = self.cards_taken(p)
        stats["cards left in the field"] = self.cards_left
        return stats

    # -- views and saves --------------------------------------------------------------------

    def _field_json(self) -> list[list[dict[str, Any] | None]]:
        field = self.field
        return [
            [None if field[s] == EMPTY else DECK[field[s]].to_json() for s in range(r, r + COLS)]
            for r in range(0, SPACES, COLS)
        ]

    def _pawns_json(self) -> list[dict[str, Any] | None]:
        return [
            None
            if self.pawn[p] == EMPTY
            else {
                "row": self.pawn[p] // COLS,
                "col": self.pawn[p] % COLS,
                "facing": FACINGS[self.facing[p]],
            }
            for p in range(self.players)
        ]

    def _piles_json(self) -> list[list[list[int]]]:
        return [[list(pile) for pile in seat] for seat in self.piles]

    def typed_view(self, seat: int) -> View:
        """What ``seat`` sees (FL-11: everything), typed (view.py); ``view`` is its JSON."""
        check_seat(seat, self.players)
        field = self.field
        return View(
            seat=seat,
            players=self.players,
            current_player=self.current_player,
            start_player=self.start_player,
            field=tuple(
                tuple(None if field[s] == EMPTY else DECK[field[s]] for s in range(r, r + COLS))
                for r in range(0, SPACES, COLS)
            ),
            pawns=tuple(
                None
                if self.pawn[p] == EMPTY
                else Pawn(self.pawn[p] // COLS, self.pawn[p] % COLS, FACINGS[self.facing[p]])
                for p in range(self.players)
            ),
            piles=tuple(tuple(seat_piles) for seat_piles in self.piles),
            out=tuple(self.out),
            revenue=tuple(self.revenue(p) for p in range(self.players)),
            actions_taken=self.actions_taken,
            is_over=self.is_over,
            end_reason=self.end_reason,
        )

    def view(self, seat: int) -> dict[str, Any]:
        """FL-11: everything is public."""
        check_seat(seat, self.players)
        return {
            "game": RULES.name,
            "seat": seat,
            "players": self.players,
            "current_player": self.current_player,
            "start_player": self.start_player,
            "options": dict(self.options),
            "field": self._field_json(),
            "pawns": self._pawns_json(),
            "piles": self._piles_json(),
            "out": self.out[:],
            "revenue": [self.revenue(p) for p in range(self.players)],
            "actions_taken": self.actions_taken,
            "is_over": self.is_over,
            "end_reason": self.end_reason,
        }

    def card_inventory(self) -> list[Card]:
        """ALL-2: every card, in the field or in a pile, as its (kind, flowers)."""
        ids = [c for c in self.field if c != EMPTY]
        for seat in self.piles:
            for kind, pile in enumerate(seat):
                ids.extend(kind * FLOWERS + f - 1 for f in pile)
        return sorted(DECK[i] for i in ids)

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": RULES.name,
                "version": RULES.save_version,
                "players": self.players,
                "options": self.options,
                "rng": self.rng.state,
                "field": self._field_json(),
                "pawns": self._pawns_json(),
                "piles": self._piles_json(),
                "out": self.out,
                "current": self.current,
                "start_player": self.start_player,
                "actions_taken": self.actions_taken,
                "end_reason": self.end_reason,
            },
            sort_keys=True,
        )


def full_inventory() -> list[Card]:
    return sorted(DECK)


def _field_from(data: Any) -> list[int]:
    """The field's card ids row by row (EMPTY where no card lies)."""
    field = []
    for row in _list(data, ROWS, "field"):
        for cell in _list(row, COLS, "a field row"):
            field.append(EMPTY if cell is None else card_from_json(cell).id)
    return field


def _pawns_from(data: Any, players: int) -> tuple[list[int], list[int]]:
    """Each seat's pawn space and facing (EMPTY before its first pick)."""
    spaces, facings = [EMPTY] * players, [EMPTY] * players
    for p, pawn in enumerate(_list(data, players, "pawns")):
        if pawn is None:
            continue
        if not isinstance(pawn, dict) or set(pawn) != {"row", "col", "facing"}:
            raise ValueError("a pawn is an object with row, col and facing")
        row = _int(pawn["row"], 0, ROWS - 1, "a pawn's row")
        col = _int(pawn["col"], 0, COLS - 1, "a pawn's column")
        if not isinstance(pawn["facing"], str) or pawn["facing"] not in _FACING_INDEX:
            raise ValueError(f"bad facing {pawn['facing']!r}")
        spaces[p] = row * COLS + col
        facings[p] = _FACING_INDEX[pawn["facing"]]
    return spaces, facings


def _pile_from(pile: Any) -> tuple[int, ...]:
    """One kind's pile: flower counts, each card fewer than the one below (FL-6)."""
    if not isinstance(pile, list):
        raise ValueError("a pile is a list of flower counts")
    low = NO_PILE
    for f in pile:
        f = _int(f, 1, FLOWERS, "flowers")
        if f >= low:
            raise ValueError("each card on a pile has fewer flowers than the last")
        low = f
    return tuple(pile)


def _check_out(s: FloriadoState) -> None:
    """The out flags agree with the field, and a game in play has somebody to move."""
    for p in range(s.players):
        if s.out[p] and s.pawn[p] == EMPTY:
            raise ValueError("nobody is out before their first turn")
        if s.end_reason is None and s.pawn[p] != EMPTY:
            if s.out[p] == s.has_takeable_move(p):
                raise ValueError(f"seat {p}'s out flag does not match the field")
    if s.end_reason is None and (s.out[s.current] or s.cards_left == 0 or all(s.out)):
        raise ValueError("a game in play needs a player who is not out and a card")


def _int(value: Any, lo: int, hi: int, what: str) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{what} must be a whole number from {lo} to {hi}, not {brief(value)}")
    return value


def _list(value: Any, size: int, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != size:
        raise ValueError(f"{what} must be a list of {size}")
    return value


def takes(view: dict[str, Any], seat: int, card: dict[str, Any]) -> bool:
    """FL-6 on a view: whether ``seat`` would take ``card`` (its JSON) onto a pile."""
    pile = view["piles"][seat][card["kind"]]
    return not pile or card["flowers"] < pile[-1]


class FloriadoRules(BaseRules):
    name = "floriado"
    max_actions = ACTION_CAP
    min_players = 2
    max_players = 2
    default_options = {"start_player": -1}  # -1: at random (FL-3)

    def reveals(self, events: Sequence[Event], own: bool) -> bool:
        """Nothing is hidden after the deal (FL-11): undo may go back any number of moves."""
        return False

    def new_game(
        self, players: int = 2, seed: int = 0, options: dict[str, Any] | None = None
    ) -> FloriadoState:
        self.check_players(players)
        self.check_seed(seed)
        opts = self.options(options)
        if not -1 <= opts["start_player"] < players:
            raise IllegalAction(
                f"Start player must be -1 (random) or a seat from 0 to {players - 1}."
            )
        s = FloriadoState()
        s.players = players
        s.options = opts
        s.rng = Rng(seed)
        field = list(range(len(DECK)))  # FL-1
        s.rng.shuffle(field)  # FL-2: face up, row by row
        s.field = field
        s.cards_left = len(field)
        start = opts["start_player"]
        s.start_player = s.rng.randrange(players) if start < 0 else start  # FL-3
        s.current = s.start_player
        return s

    def event_from_json(self, data: Any) -> Event:
        """An event from its JSON form (what a room server sends); IllegalAction otherwise."""
        return decode_event(data, _EVENTS, {"Card": card_from_json})

    def action_from_json(self, data: Any) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction("An action must be a JSON object with a 'type'.")
        kind = data.get("type")
        if kind not in ("pick", "move"):
            raise IllegalAction(f"Unknown Floriado action type {brief(kind)}.")
        self.check_action_keys(data, Pick if kind == "pick" else Move)
        row, col = data["row"], data["col"]
        if type(row) is not int or type(col) is not int:
            raise IllegalAction("Row and column must be whole numbers.")
        on_field = 0 <= row < ROWS and 0 <= col < COLS
        if kind == "move":
            return MOVES[row * COLS + col] if on_field else Move(row, col)
        facing = data["facing"]
        if not isinstance(facing, str) or facing not in _FACING_INDEX:
            raise IllegalAction(f"Facing must be one of {', '.join(FACINGS)}, not {brief(facing)}.")
        if on_field:
            return PICKS[row * COLS + col][_FACING_INDEX[facing]]
        return Pick(row, col, facing)

    def _build(self, data: dict[str, Any], rng: Rng, current: int) -> FloriadoState:
        """A state from save or view data; ValueError/KeyError/TypeError if it is not sound."""
        s = FloriadoState()
        s.players = data["players"]
        if type(s.players) is not int or s.players != 2:
            raise ValueError("Floriado is played by 2 players")
        n = s.players
        if not isinstance(data["options"], dict):
            raise ValueError("options must be an object")
        s.options = self.options(data["options"])
        if not -1 <= s.options["start_player"] < n:
            raise ValueError("bad start_player option")
        s.rng = rng
        s.field = _field_from(data["field"])
        s.cards_left = sum(1 for c in s.field if c != EMPTY)
        s.pawn, s.facing = _pawns_from(data["pawns"], n)
        s.piles = []
        for p, seat_piles in enumerate(_list(data["piles"], n, "piles")):
            piles = [_pile_from(pile) for pile in _list(seat_piles, KINDS, "a seat's piles")]
            if (s.pawn[p] == EMPTY) != (not any(piles)):
                raise ValueError("a pawn is placed exactly when its player has taken a card")
            s.piles.append(piles)
        out = _list(data["out"], n, "out")
        if any(type(o) is not bool for o in out):
            raise ValueError("out holds true or false per seat")
        s.out = list(out)
        s.current = _int(current, 0, n - 1, "the current player")
        s.start_player = _int(data["start_player"], 0, n - 1, "the start player")
        s.actions_taken = _int(data["actions_taken"], 0, ACTION_CAP, "actions taken")
        if data["end_reason"] not in END_REASONS:
            raise ValueError(f"bad end reason {data['end_reason']!r}")
        s.end_reason = data["end_reason"]
        if s.card_inventory() != full_inventory():
            raise ValueError("the cards do not add up")  # ALL-2
        _check_out(s)
        return s

    def sample(self, view: dict[str, Any], rng: Any) -> FloriadoState:
        """The state ``view`` describes: nothing is hidden after the deal (FL-11, ALL-4)."""
        try:
            self.check_view(view)
            current = view["current_player"]
            if current is None:
                if not view["end_reason"]:
                    raise ValueError("no current player in a game in play")
                current = 0
            return self._build(view, rng_from(rng), current)
        except (KeyError, TypeError, ValueError) as exc:
            raise IllegalAction(f"Inconsistent Floriado view: {exc}") from None


RULES = FloriadoRules()
