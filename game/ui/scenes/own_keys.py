"""Settings → Keys: every action with its key; choose a button, press the new key.

A key another action already has where this one is live is refused with a word (what has it);
Esc while choosing keeps the old key; Reset brings back every default. Saved at once.
"""

from __future__ import annotations

import pygame

from game.core.catalog import specs
from game.i18n import t
from game.ui import keymap, theme
from game.ui.layout import SCREEN, centred_row
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.palette import HEAD, VEIL_MENU
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

ROW_STEP, KEY_W, KEY_H = 42, 200, 34  # at most: more actions take smaller steps
MARGIN = (60, 14)  # the screen's sides and top to the sheet
PAD = Gap.ROOMY  # the sheet's sides to the columns
COLUMN_GAP = Gap.PAD  # between the columns, and a column's right to its key buttons
ROWS_Y = 78  # the sheet's top to the rows
BUTTON = (280, Box.ROW)  # Reset, Done
BUTTON_GAP = Gap.MARGIN
BUTTONS_FOOT = 14  # the buttons to the sheet's foot
MESSAGE_H = 40  # the message line over the buttons


class OwnKeysScene(Scene):
    name = "own_keys"
    heading_key = "keys.own.title"
    opaque = False
    spatial_focus = True

    def __init__(self, app) -> None:
        super().__init__(app)
        mx, my = MARGIN
        self.rect = SCREEN.inflate(-2 * mx, -2 * my)
        self.choosing: keymap.Action | None = None
        self.message = ""  # the last word: what a key does now, or why it was refused
        self._widgets: list[Widget] = []
        count = len(keymap.actions())
        self.rows = (count + 1) // 2  # rows a column holds
        room = (self.buttons_y() - MESSAGE_H) - (self.rect.y + ROWS_Y)  # above the message
        self.step = min(ROW_STEP, room // self.rows)
        self.build()

    @property
    def capturing(self) -> bool:
        """The app hands the next key press to :meth:`capture` while a key is being chosen."""
        return self.choosing is not None

    def columns(self) -> list[tuple[int, int]]:
        """Where each column's rows start (x, y)."""
        half = (self.rect.w - 2 * PAD) // 2
        return [
            (self.rect.x + PAD + i * (half + COLUMN_GAP), self.rect.y + ROWS_Y) for i in range(2)
        ]

    def row_rect(self, index: int) -> pygame.Rect:
        """The key button of the action at ``index``."""
        x, y = self.columns()[index // self.rows]
        half = (self.rect.w - 2 * PAD) // 2
        right = x + half - COLUMN_GAP
        return pygame.Rect(right - KEY_W, y + (index % self.rows) * self.step, KEY_W, KEY_H)

    def buttons_y(self) -> int:
        return self.rect.bottom - BUTTONS_FOOT - BUTTON[1]

    def build(self) -> None:
        size = theme.body(Text.LABEL)
        ws: list[Widget] = []
        for i, action in enumerate(keymap.actions()):
            label = " ".join(keymap.caps(action.id))
            if self.choosing is not None and self.choosing.id == action.id:
                label = t("keys.own.press")
            ws.append(
                Button(f"key.{action.id}", self.row_rect(i), label, self.choose(action), size=size)
            )
        w, h = BUTTON
        reset, done = centred_row([w, w], self.buttons_y(), h, BUTTON_GAP, self.rect.centerx)
        ws.append(
            Button(
                "reset",
                reset,
                t("keys.own.reset"),
                self.reset,
                "ghost",
                size=theme.body(Text.BODY),
            )
        )
        ws.append(
            Button(
                "back",
                done,
                t("common.done"),
                self.app.pop,
                "primary",
                size=theme.body(Text.BODY),
            )
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def choose(self, action: keymap.Action):
        def start() -> None:
            self.choosing = action
            self.message = t("keys.own.prompt", action=t(action.label))
            self.build()

        return start

    def capture(self, code: int) -> None:
        """The key pressed while choosing: taken, refused with a word, or Esc: none."""
        action, self.choosing = self.choosing, None
        if action is None or code == pygame.K_ESCAPE or code < 0:
            self.message = ""
            self.build()
            return
        chosen = dict(self.app.settings.keys)
        chosen.pop(action.id, None)
        taken = keymap.conflict(action, code, chosen)
        if taken is not None:
            self.message = t("keys.own.taken", cap=keymap.cap(code), action=t(taken))
        else:
            if (code,) != action.defaults:
                chosen[action.id] = code
            self.app.settings.keys = chosen
            self.app.save_settings()
            self.message = t("keys.own.done", cap=keymap.cap(code), action=t(action.label))
        self.build()

    def reset(self) -> None:
        self.app.settings.keys = {}
        self.app.save_settings()
        self.message = t("keys.own.reset_done")
        self.build()

    def on_back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, VEIL_MENU)
        r = self.rect
        sheet(surface, r)
        theme.blit_text(
            surface,
            t("keys.own.title"),
            Text.QUESTION,
            (r.centerx, r.y + 40),
            theme.INK,
            "bold",
            "center",
        )
        size = theme.body(Text.LABEL)
        games = {g.name for g in specs()}
        for i, action in enumerate(keymap.actions()):
            x, _ = self.columns()[i // self.rows]
            key = self.row_rect(i)
            label = t(action.label)
            if action.scope in games:  # a game's own key: say whose
                label = f"{label} · {t(f'game.{action.scope}.name')}"
            fit = theme.fit_text(label, size, key.x - x - Gap.SNUG, "regular")
            theme.blit_text(
                surface, label, fit, (x + Gap.HAIR, key.centery), theme.INK, "regular", "midleft"
            )
        if self.message:
            y = r.y + ROWS_Y + self.rows * self.step + 6
            fit = theme.fit_text(self.message, theme.body(Text.READ), r.w - 2 * PAD, "bold")
            theme.blit_text(surface, self.message, fit, (r.centerx, y), HEAD, "bold", "midtop")
        self.draw_widgets(surface)
