"""The Gloschli table's clickable pieces: a slot in a row, the deck or discard, a seat to pick.

Each piece hands its click to the callback it was given (the table's choice: ``on_slot``,
``on_seat``, a pile's) and its drawing to the table's painter (``draw_slot``, ``draw_deck``,
``draw_discard``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.gloschli.ui.layout import LIFT_OTHER, LIFT_OWN, LIFT_PILE
from game.ui import draw, focus, theme
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.games.gloschli.ui.paint import Painter


class SlotWidget(Widget):
    """One place in a seat's row: a face-down card, a face-up Chötzli or an empty slot
    (``own``: in the viewer's row, where a lit card rises higher)."""

    def __init__(
        self,
        painter: Painter,
        on_click: Callable[[int, int], None],
        seat: int,
        slot: int,
        rect,
        enabled: bool,
        own: bool,
    ) -> None:
        super().__init__(f"slot.{seat}.{slot}", rect, enabled)
        self.painter, self.on_click = painter, on_click
        self.seat, self.slot, self.own = seat, slot, own
        self.focusable = enabled

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click(self.seat, self.slot)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw_slot(surface, self)
        if self.focused:
            lift = (LIFT_OWN if self.own else LIFT_OTHER) if self.enabled else 0
            card_ring(surface, self.rect.move(0, -lift))


def card_ring(surface: pygame.Surface, card: pygame.Rect) -> None:
    """The focus ring around a card: closer and rounder than a button's."""
    focus.ring(surface, card, 8, 3)


class PileWidget(Widget):
    """The deck or the discard pile (clickable when drawing or taking is legal)."""

    def __init__(
        self, painter: Painter, wid: str, rect, enabled: bool, on_click: Callable[[], None]
    ) -> None:
        super().__init__(wid, rect, enabled)
        self.painter, self.on_click = painter, on_click
        self.focusable = enabled

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if self.id == "deck":
            self.painter.draw_deck(surface, self)
        else:
            self.painter.draw_discard(surface, self)
        if self.focused:
            card_ring(surface, self.rect.move(0, -LIFT_PILE if self.enabled else 0))


class SeatWidget(Widget):
    """An opponent's panel as a target (the Isbär picks a player)."""

    def __init__(self, seat: int, rect, on_click: Callable[[int], None]) -> None:
        super().__init__(f"seatpick.{seat}", rect, True)
        self.seat, self.on_click = seat, on_click

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.inflate(10, 10)
        g = draw.shadow(r.size, 18, 12, 170, theme.GLOW, surface)
        surface.blit(g, (r.x - 12, r.y - 12))
        col = theme.WHITE if self.focused or self.hover else theme.SUN
        pygame.draw.rect(surface, col, r, 4, border_radius=18)
