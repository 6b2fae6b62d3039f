"""How a new online room is run, chosen by its host before Create room: the turn clock, the
bot that plays an absent person's seat, watching, free text and whether anyone may find the
room on Play online (the server's ``table``, game/net/protocol.py's TABLE_DEFAULTS).

An overlay over Play online; each row's button steps through its choices; the choices are
kept in the dict it was given (the lobby's), so Done only closes it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.i18n import t
from game.net.protocol import BOT_LEVELS
from game.ui import theme
from game.ui.layout import row_to
from game.ui.scenes.overlay import OverlaySheet, sheet_box
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

SHEET = sheet_box(760, 70, 560)
ROW_H = 74
CHOICE_W = 290  # a row's choice, at the right
LABEL_W = 380  # its words, at the left
DONE_LIFT = 86  # Done's top above the sheet's foot


# Each row's words, and the clock's choices in words.
LABELS = {
    "clock": "online.table.clock",
    "standin": "online.table.standin",
    "watch": "online.table.watch",
    "chat": "online.table.chat",
    "open": "online.table.open",
}
CLOCK_WORDS = {
    "off": "online.clock.off",
    "1m": "online.clock.1m",
    "5m": "online.clock.5m",
    "1d": "online.clock.1d",
    "3d": "online.clock.3d",
}


# Each row: the table's key and its choices in the order a press steps through them.
ROWS: tuple[tuple[str, tuple[Any, ...]], ...] = (
    ("clock", tuple(CLOCK_WORDS)),
    ("standin", BOT_LEVELS),
    ("watch", (True, False)),
    ("chat", (True, False)),
    ("open", (False, True)),
)


def choice_text(key: str, value: Any) -> str:
    if key == "clock":
        return t(CLOCK_WORDS[value])
    if key == "standin":
        return t(f"kind.{value}")
    return t("online.yes") if value else t("online.no")


class RoomTableScene(OverlaySheet):
    name = "room_table"
    heading_key = "online.table.title"
    rect = SHEET

    def __init__(self, app, table: dict[str, Any]) -> None:
        super().__init__(app)
        self.table = table

    def step(self, key: str, choices: tuple[Any, ...]) -> None:
        at = choices.index(self.table[key]) if self.table[key] in choices else -1
        self.table[key] = choices[(at + 1) % len(choices)]
        self.build()

    def choice(self, i: int) -> pygame.Rect:
        """Row ``i``'s choice, at the right of the sheet's body."""
        body = self.body()
        (found,) = row_to(body.right, body.y + Gap.HAIR + i * ROW_H, (CHOICE_W,), Box.TALL, 0)
        return found

    def build(self) -> None:
        size = theme.body(Text.BODY)
        ws: list[Widget] = []
        for i, (key, choices) in enumerate(ROWS):
            ws.append(
                Button(
                    f"table.{key}",
                    self.choice(i),
                    choice_text(key, self.table[key]),
                    partial(self.step, key, choices),
                    size=size,
                )
            )
        ws.append(self.closing("table.done", t("online.done"), "primary", lift=DONE_LIFT))
        self._ws = ws

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_sheet(surface)
        for i, (key, _) in enumerate(ROWS):
            words = t(LABELS[key])
            size = theme.fit_text(words, theme.body(Text.BODY), LABEL_W, "bold")
            at = (self.body().x, self.choice(i).centery)
            theme.blit_text(surface, words, size, at, theme.INK, "bold", "midleft")
        self.draw_widgets(surface)
