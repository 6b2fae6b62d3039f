"""What the Gloschli painter is handed each frame besides the picture (:class:`Frame`): who
looks and may see what, the seats, the choice being made, and where things sit. Built once per
frame from the table (``frame_of``), so that the painter reads this and ``Shown`` only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.match import Seat
from game.games.gloschli.rules import Keep
from game.games.gloschli.ui import layout

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


@dataclass(frozen=True)
class Frame:
    """One frame's facts for the painter (see the module's docstring)."""

    viewer: int  # whose row is along the bottom
    seats: tuple[Seat, ...]
    names: tuple[str, ...]  # each seat's name as the table says it
    thinking: frozenset[int]  # the bot seats searching now
    face_up: bool  # a review: every card face up
    private_ok: bool  # the viewer's private knowledge may be drawn (GloschliTable.private_ok)
    spectator: bool
    hot_seat: bool
    mode: str | None  # a take or match being aimed (Choice.mode)
    keep_room: int  # how far below the button column's top a Keep button reaches (0: none)
    geo: layout.Geo
    panels: dict[int, pygame.Rect]  # the other seats' panels
    own: pygame.Rect  # the viewer's panel


def frame_of(table: GloschliTable) -> Frame:
    """The frame's facts, read of the table once."""
    match, places = table.match, table.places
    seats = tuple(match.seats)
    keep_room = 0
    if table.my_turn() and table.choice.legal_of(Keep):
        keep = next((w.rect.h for w in table.widgets() if w.id == "gl.keep"), layout.BUTTON_H)
        keep_room = keep + layout.BUTTON_GAP
    return Frame(
        viewer=table.viewer,
        seats=seats,
        names=tuple(table.seat_name(s) for s in range(len(seats))),
        thinking=frozenset(s for s in range(len(seats)) if table.thinking(s)),
        face_up=match.face_up,
        private_ok=table.private_ok(),
        spectator=table.spectator,
        hot_seat=table.hot_seat,
        mode=table.choice.mode,
        keep_room=keep_room,
        geo=places.geo(),
        panels=places.panel_rects(),
        own=places.own_panel(),
    )
