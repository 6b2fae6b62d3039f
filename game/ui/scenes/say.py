"""A word to an online table, from its pause menu: a reaction from the fixed set, in words or
one of the drawn pictures (one press says it), a short line of text (when the host allowed
free text), and a mute per player (their lines are not shown on this device).

An overlay; what is said goes to the server (``say``), which tells everyone in the room.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.i18n import t
from game.net.protocol import MAX_TEXT
from game.ui import navigator, theme
from game.ui.fields import TextField, clean_name
from game.ui.layout import between, grid, row, shares
from game.ui.scenes.overlay import FieldSheet, sheet_box
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.table.online_pictures import PICTURES, picture
from game.ui.table.online_words import REACTION_WORDS, TableWords
from game.ui.widgets import Button, Toggle, Widget

SHEET = sheet_box(860, 40, 640)
COLUMNS = 4  # the words said, four to a row
PICTURE_W = 88  # a drawn picture's square-ish button
ROW_STEP = 70  # from a row of reactions to the next
FIELD = (580, 90)  # the free text's field: its width, and its top to the mutes'
MUTE = (64, 54)  # a mute's step down and its height, two to a row


class SayScene(FieldSheet):
    name = "say"
    heading_key = "say.title"
    rect = SHEET

    def __init__(self, app, match: Any, words: TableWords) -> None:
        super().__init__(app)
        self.match, self.words = match, words

    def clean(self, text: str) -> str:
        return clean_name(text, MAX_TEXT)

    def confirm(self) -> None:
        self.send()

    @property
    def free_text(self) -> bool:
        return bool(self.match.table.get("chat", True))

    def react(self, key: str) -> None:
        self.match.say(react=key)
        self.back_to_table()

    def back_to_table(self) -> None:
        """Said: back at the table (the pause menu it was opened from closes too)."""
        self.app.pop()
        if navigator.is_scene(self.app.top, "pause"):
            self.app.pop()

    def send(self) -> None:
        text = self.draft.strip()
        self.editing = False
        if text:
            self.match.say(text=text)
            self.draft = ""
            self.back_to_table()
            return
        self.build()

    def field_y(self) -> int:
        """The free text's row: under two rows of reactions (the words, then the pictures)."""
        return self.body().y + 2 * ROW_STEP + Gap.PAD

    def build(self) -> None:
        body = self.body()
        x0, y = body.topleft
        ws: list[Widget] = []
        size = theme.body(Text.LABEL)
        said = [key for key in REACTION_WORDS if key not in PICTURES]
        cell = shares(pygame.Rect(x0, y, body.w, Box.FOOT), COLUMNS, Gap.SNUG)[0]
        pitch = cell.w + Gap.SNUG
        for key, box in zip(
            said, grid(x0, y, cell.size, (pitch, ROW_STEP), COLUMNS, len(said)), strict=True
        ):
            ws.append(
                Button(
                    f"say.{key}",
                    box,
                    t(REACTION_WORDS[key]),
                    partial(self.react, key),
                    size=size,
                )
            )
        # The drawn pictures after the words, each a square button named in words.
        x = x0 + (len(said) % COLUMNS) * pitch
        at = row(x, y + ROW_STEP, [PICTURE_W] * len(PICTURES), Box.FOOT, Gap.SNUG)
        for key, box in zip(PICTURES, at, strict=True):
            button = Button(f"say.{key}", box, "", partial(self.react, key), icon=picture(key))
            button.words = t(REACTION_WORDS[key])
            ws.append(button)
        y = self.field_y()
        field = pygame.Rect(x0, y, FIELD[0], Box.TALL)
        if self.free_text:
            ws.append(
                TextField(
                    "say.text",
                    field,
                    self.draft,
                    self.edit,
                    self.editing,
                    caret=int(self.app.time * 2) % 2 == 0,
                    size=theme.body(Text.BODY),
                    placeholder=t("say.text_hint"),
                )
            )
            ws.append(
                Button(
                    "say.send",
                    between(field.right + Gap.STEP, body.right, y, Box.TALL),
                    t("say.send"),
                    self.send,
                    "primary",
                    bool(self.draft.strip()),
                    size=theme.body(Text.BODY),
                )
            )
        y += FIELD[1]
        me = self.match.conn.seat
        w = shares(body, 2, Gap.SNUG)[0].w
        step, h = MUTE
        others = [i for i, s in enumerate(self.match.seats) if i != me and not s.is_bot]
        for k, seat in enumerate(others[:5]):
            ws.append(
                Toggle(
                    f"say.mute{seat}",
                    (x0 + (k % 2) * (w + Gap.SNUG), y + (k // 2) * step, w, h),
                    t("say.mute", name=self.match.seats[seat].name),
                    seat in self.words.muted,
                    partial(self.words.mute, seat),
                    t("online.yes"),
                    t("online.no"),
                    size=theme.body(Text.LABEL),
                )
            )
        ws.append(self.closing("say.back", t("online.back"), "ghost"))
        self._ws = ws

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_sheet(surface)
        if not self.free_text:
            words = t("say.text_off")
            body = self.body()
            fit = theme.fit_text(words, theme.body(Text.LABEL), body.w, "bold")
            at = (body.x, self.field_y() + Box.TALL // 2)  # in the field's place
            theme.blit_text(surface, words, fit, at, theme.INK_SOFT, "bold", "midleft")
        self.draw_widgets(surface)
