"""What the Floriado table shows: the picture (:class:`Shown`) and a frame's look (:class:`Frame`).

The table owns one :class:`Shown` for its whole life and hands it to its animator (motion.py),
which moves it towards the engine's view in the animations' hooks, and to its painter
(paint.py), which draws it. What else the painter draws (the lit targets, the person's choice
in progress, the seats' names) the table hands it once a frame as a :class:`Frame`: the painter
reads these two and nothing of the table. Imports that run go one way: table -> paint, motion
-> shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

import pygame

from game.games.floriado.cards import KINDS, PAYOUT
from game.ui.tween import Tween


class PawnSlide:
    """A pawn moving in a straight line (or dropping onto its first space)."""

    def __init__(self, tween: Tween, seat: int, src, dst, facing: str, drop: bool = False):
        self.tween, self.seat, self.src, self.dst = tween, seat, src, dst
        self.facing, self.drop = facing, drop


@dataclass
class Shown:
    """The picture on the table; catches up with the engine through animations.

    ``field``, ``pawns``, ``piles`` and ``out`` are the engine's view once the animations are
    done (equal to ``from_view``); the rest is only ever on screen: pawns sliding, cards
    appearing (the deal), each pawn's last move and the revenue counters ticking up."""

    field: list[list[dict | None]] = dc_field(default_factory=list)
    pawns: list[dict | None] = dc_field(default_factory=lambda: [None, None])
    piles: list[list[list[int]]] = dc_field(
        default_factory=lambda: [[[] for _ in range(KINDS)] for _ in range(2)]
    )
    out: list[bool] = dc_field(default_factory=lambda: [False, False])
    slides: list[PawnSlide] = dc_field(default_factory=list, compare=False)
    appear: dict[tuple[int, int], Tween] = dc_field(default_factory=dict, compare=False)
    # seat -> its last move (from, to), drawn as a dotted trail
    trails: dict[int, tuple[tuple[int, int], tuple[int, int]]] = dc_field(
        default_factory=dict, compare=False
    )
    rev_shown: list[float] = dc_field(default_factory=list, compare=False)  # the counters

    @classmethod
    def from_view(cls, view: dict) -> Shown:
        return cls(
            [list(row) for row in view["field"]],
            [dict(p) if p else None for p in view["pawns"]],
            [[list(p) for p in seat] for seat in view["piles"]],
            list(view["out"]),
        )

    def sync(self, view: dict) -> None:
        """Equal to the engine's ``view`` at once: nothing moving, nothing appearing."""
        fresh = Shown.from_view(view)
        self.field, self.pawns, self.piles, self.out = (
            fresh.field,
            fresh.pawns,
            fresh.piles,
            fresh.out,
        )
        self.slides = []
        self.appear = {}

    def revenue(self, seat: int) -> float:
        return sum(PAYOUT[len(p)] for p in self.piles[seat])

    def gain(self, seat: int, card: dict) -> tuple[float, float]:
        """What taking ``card`` would add to ``seat``'s revenue, and the new total (FL-9)."""
        n = len(self.piles[seat][card["kind"]])
        g = PAYOUT[min(n + 1, len(PAYOUT) - 1)] - PAYOUT[n]
        return g, self.revenue(seat) + g

    def cards(self, seat: int) -> int:
        return sum(len(p) for p in self.piles[seat])

    def left(self) -> int:
        return sum(1 for row in self.field for c in row if c is not None)

    def tick_revenue(self, dt: float) -> None:
        """Revenue counters count up to the piles' worth (in quarters), never jump."""
        targets = [self.revenue(seat) for seat in range(2)]
        if len(self.rev_shown) != 2:
            self.rev_shown = targets
            return
        for seat, goal in enumerate(targets):
            cur = self.rev_shown[seat]
            if cur == goal:
                continue
            step = max(0.25, abs(goal - cur) * min(1.0, dt * 8))
            cur = min(goal, cur + step) if goal > cur else max(goal, cur - step)
            cur = round(cur * 4) / 4  # revenues are whole quarters: 0.75, 2, 12.75
            self.rev_shown[seat] = goal if abs(goal - cur) < 0.25 or dt >= 1 else cur


@dataclass(frozen=True)
class SeatLook:
    """A seat as its panel and pawn show it."""

    name: str
    bot: bool
    kind: str  # the seat's kind: "human" or a bot's level
    you: bool  # the person's own seat (not a hot seat's): "You", not "Human"
    thinking: bool  # its bot is thinking now


@dataclass(frozen=True)
class Face:
    """A first turn's facing button: its facing, where it is, and whether that facing would
    leave the person out at once (FL-8)."""

    facing: str
    rect: pygame.Rect
    out: bool


@dataclass(frozen=True)
class Frame:
    """What the painter draws in one frame besides the :class:`Shown` picture, read once of
    the table before it draws (``FloriadoTable.look``)."""

    targets: dict[tuple[int, int], bool] = dc_field(default_factory=dict)  # lit -> taken?
    dooms: frozenset[tuple[int, int]] = frozenset()  # lit moves that leave one out (FL-8)
    first: bool = False  # the person's first turn: a card, then a facing
    selected: tuple[int, int] | None = None  # the first turn's card, picked
    facing: str | None = None  # the facing pointed at or focused, once a card is picked
    faces: tuple[Face, ...] = ()
    preview: tuple[int, int] | None = None  # the lit target pointed at or focused
    current: int | None = None  # the seat to move
    seats: tuple[SeatLook, ...] = ()
    log: list[dict] = dc_field(default_factory=list)  # the game's log (the docked panel's)
    last: str | None = None  # the log's newest entry, in words
    pile_tip: tuple[int, int] | None = None  # (seat, kind): the pile pointed at
    still: bool = False  # reduced motion: things are shown where they end
    time: float = 0.0  # the app's clock (a previewed chip pulses)


Handler = Callable[[Any], None]  # one event (as the viewer sees it) -> its animation
