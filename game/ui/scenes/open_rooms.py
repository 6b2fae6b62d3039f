"""The rooms open to anyone on this server (created "open to anyone", not started, a seat
free), as the server's ``rooms`` answer listed them: a press joins one. Private rooms are not
here: they are found by their link or code.

An overlay over Play online, which asks the server and hands the list in.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.i18n import t, tn
from game.ui import theme
from game.ui.scenes.common import game_title
from game.ui.scenes.overlay import OverlaySheet, sheet_box
from game.ui.scenes.scale import Text
from game.ui.widgets import Button, Widget

SHEET = sheet_box(800, 60, 580)
ROW_STEP, ROW_H = 74, 66  # a room's button: two lines
SHOWN = 5  # rooms on the sheet (the server lists the newest first)


class OpenRoomsScene(OverlaySheet):
    name = "open_rooms"
    heading_key = "online.open_rooms"
    rect = SHEET

    def __init__(self, app, rooms: list[dict], pick: Callable[[str], None]) -> None:
        super().__init__(app)
        self.rooms = rooms[:SHOWN]
        self.pick = pick

    def choose(self, code: str) -> None:
        self.app.pop()
        self.pick(code)

    def build(self) -> None:
        ws: list[Widget] = []
        body = self.body()
        for i, room in enumerate(self.rooms):
            seats = room.get("seats", [])
            names = ", ".join(s.get("name") or t("online.seat_open") for s in seats)
            free = sum(1 for s in seats if s.get("kind") == "open")
            ws.append(
                Button(
                    f"open.{room['code']}",
                    (body.x, body.y + i * ROW_STEP, body.w, ROW_H),
                    f"{game_title(room['game'])} · {room['code']}",
                    partial(self.choose, room["code"]),
                    "secondary",
                    size=theme.body(Text.BODY),
                    sub=f"{tn('online.free_seats', free)} · {names}",
                )
            )
        ws.append(self.closing("open.back", t("online.back"), "ghost"))
        self._ws = ws

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_sheet(surface)
        if not self.rooms:
            words = t("online.no_open_rooms")
            size = theme.fit_text(words, theme.body(Text.BUTTON), self.body().w, "bold")
            at = (SHEET.centerx, SHEET.centery)
            theme.blit_text(surface, words, size, at, theme.INK_SOFT, "bold", "center")
        self.draw_widgets(surface)
