"""What the Via Gladiola table shows (:class:`Shown`), its hand cards, and one frame's facts.

The table owns one :class:`Shown` for its whole life and hands it to its painter (paint.py)
and animator (motion.py): the animator moves it towards the engine's view in the animations'
hooks, the painter draws it, with the rest of what it draws in a :class:`Frame` the table
builds once per frame. They name the table class for its types only, so the imports that run
go one way: the table (table.py) imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Seat
from game.games.via_gladiola.cards import Card
from game.games.via_gladiola.view import Day, Laid, View
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable


@dataclass
class Shown:
    """The picture on the table; catches up with the engine through animations."""

    day: int = 1
    walk_pile: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    hand_sizes: list[int] = field(default_factory=list)
    draw_pile: int = 0
    completed: list[Day] = field(default_factory=list)
    gladiolas: list[Laid] = field(default_factory=list)

    @classmethod
    def from_view(cls, view: View) -> Shown:
        return cls(
            view.day,
            list(view.walk_pile),
            list(view.hand),
            list(view.hand_sizes),
            view.draw_pile,
            list(view.completed_days),
            list(view.gladiolas_laid),
        )

    def sync(self, view: View) -> None:
        """Equal to the engine's ``view`` at once (the table keeps this one object)."""
        fresh = Shown.from_view(view)
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(fresh, name))


@dataclass(frozen=True)
class Frame:
    """What the painter draws in one frame besides the picture: where things sit, the seats
    and the few flags it draws by. Built by the table (``ViaGladiolaTable.frame``)."""

    shown: Shown
    g: dict[str, Any]  # the centre row's rects (layout.geo)
    play_area: pygame.Rect
    seat_rects: list[pygame.Rect]
    seats: list[Seat]
    current: int | None  # the seat to act
    viewer: int
    viewer_name: str  # (empty for a spectator)
    hot_seat: bool
    spectator: bool
    thinking: tuple[bool, ...]  # per seat: a bot thinking
    revealed: tuple[list[Card] | None, ...]  # per seat: its hand face up (a review)
    hand_visible: bool
    my_turn: bool
    hand: list[HandCard]
    focus_card: int | None
    log_open: bool
    review_step: int | bool  # a review's step (its hands change with it), else False


class HandCard(Widget):
    """A card in the viewer's hand; enabled when it is a legal play now."""

    def __init__(
        self,
        index: int,
        card: Card,
        rect: pygame.Rect,
        playable: bool,
        draws: int | None,
        table: ViaGladiolaTable,
    ) -> None:
        super().__init__(f"hand.{index}", rect, playable)
        self.index, self.card, self.draws, self.table = index, card, draws, table

    def click(self, pos: tuple[int, int]) -> None:
        self.table.plays.play_card(self.card)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.painter.hand_card(surface, self)


Handler = Callable[[Any], None]  # one event (as the viewer sees it) -> its animation
