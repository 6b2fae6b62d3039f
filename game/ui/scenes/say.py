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
from game.ui.layout import W
from game.ui.scenes.overlay import FieldSheet
from game.ui.scenes.scale import Text
from game.ui.table.online_pictures import PICTURES, picture
from game.ui.table.online_words import REACTION_WORDS, TableWords
from game.ui.widgets import Button, Toggle, Widget

SHEET = pygame.Rect(W // 2 - 430, 40, 860, 640)


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

    def build(self) -> None:
        x0, y = SHEET.x + 40, SHEET.y + 96
        ws: list[Widget] = []
        size = theme.body(Text.LABEL)
        said = [key for key in REACTION_WORDS if key not in PICTURES]
        for i, key in enumerate(said):
            col, row = i % 4, i // 4
            ws.append(
                Button(
                    f"say.{key}",
                    (x0 + col * 198, y + row * 70, 186, 58),
                    t(REACTION_WORDS[key]),
                    partial(self.react, key),
                    size=size,
                )
            )
        # The drawn pictures after the words, each a square button named in words.
        x = x0 + (len(said) % 4) * 198
        for key in PICTURES:
            button = Button(
                f"say.{key}", (x, y + 70, 88, 58), "", partial(self.react, key), icon=picture(key)
            )
            button.words = t(REACTION_WORDS[key])
            ws.append(button)
            x += 100
        y += 160
        if self.free_text:
            ws.append(
                TextField(
                    "say.text",
                    (x0, y, 580, 56),
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
                    (x0 + 596, y, 184, 56),
                    t("say.send"),
                    self.send,
                    "primary",
                    bool(self.draft.strip()),
                    size=theme.body(Text.BODY),
                )
            )
        y += 90
        me = self.match.conn.seat
        others = [i for i, s in enumerate(self.match.seats) if i != me and not s.is_bot]
        for k, seat in enumerate(others[:5]):
            ws.append(
                Toggle(
                    f"say.mute{seat}",
                    (x0 + (k % 2) * 396, y + (k // 2) * 64, 384, 54),
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
            fit = theme.fit_text(words, theme.body(Text.LABEL), SHEET.w - 80, "bold")
            at = (SHEET.x + 40, SHEET.y + 284)
            theme.blit_text(surface, words, fit, at, theme.INK_SOFT, "bold", "midleft")
        self.draw_widgets(surface)
