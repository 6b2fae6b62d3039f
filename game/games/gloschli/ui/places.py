"""Where the Gloschli table's things sit now (:class:`Places`, owned by the table): the seats'
panels, their rows of slots, the piles and the button column, for the table's play area, its
viewer and the rows on show. The geometry itself is layout.py's; this answers it for the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gloschli.ui import layout
from game.games.gloschli.ui.shown import Place

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


class Places:
    """The table's rectangles: ``others``, ``panel_rects``, ``own_panel``, ``slot_rects``,
    ``geo`` and ``place_rect`` (a card's place in a flight). It reads the table's play area,
    its viewer (whose row is along the bottom), its number of seats and the rows on show."""

    def __init__(self, table: GloschliTable) -> None:
        self.table = table

    def others(self) -> list[int]:
        return layout.others(self.table.viewer, len(self.table.match.seats))

    def panel_rects(self) -> dict[int, pygame.Rect]:
        return layout.panel_rects(self.table.play_area(), self.others())

    def own_panel(self) -> pygame.Rect:
        return layout.own_panel(self.table.play_area())

    def slot_rects(self, seat: int, n: int | None = None) -> list[pygame.Rect]:
        """Where the slots of ``seat`` sit (``n`` slots; default: as shown)."""
        if n is None:
            rows = self.table.shown.view.slots
            n = len(rows[seat]) if seat < len(rows) else 0
        panel = None if seat == self.table.viewer else self.panel_rects()[seat]
        return layout.slot_rects(n, self.table.play_area(), panel)

    def geo(self) -> layout.Geo:
        return layout.geo(self.table.play_area(), self.panel_rects())

    def place_rect(self, place: Place, n: int | None = None) -> pygame.Rect:
        if place[0] == "slot":
            rects = self.slot_rects(place[1], n)
            return rects[min(place[2], len(rects) - 1)]
        return self.geo().pile(place[0])
