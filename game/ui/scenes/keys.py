"""The keys overlay (F1 or K anywhere; "?" or H where a screen has no help of its own): every
shortcut of the screen below, as key caps.

A table adds its own rows with ``key_help() -> list[tuple[tuple[str, ...], str]]``: the key
caps and the i18n key of what they do (a review's way lists its own instead).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import focus, keymap, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.widgets import Button, Widget

Row = tuple[tuple[str, ...], str]


def caps(*action_ids: str) -> tuple[str, ...]:
    """The key caps of actions as the player has them now (game/ui/keymap.py)."""
    return tuple(c for a in action_ids for c in keymap.caps(a))


def general() -> list[Row]:
    return [
        ((*caps("next"), "Shift+Tab"), "keys.tab"),
        (caps("left", "right", "up", "down"), "keys.arrows"),
        (caps("confirm"), "keys.confirm"),
        (caps("back"), "keys.back"),
        (caps("keys"), "keys.help"),
        (caps("sound"), "keys.sound"),
        (caps("fullscreen"), "keys.fullscreen"),
    ]


def title() -> list[Row]:
    return [
        (("1", "2", "3"), "keys.title.games"),
        (caps("title.records"), "keys.title.records"),
        (caps("title.online"), "online.title"),  # Play online
        (caps("settings"), "keys.title.settings"),
    ]


def records() -> list[Row]:
    return [(caps("records.statistics"), "keys.records.statistics")]


def table() -> list[Row]:
    return [
        (caps("help"), "keys.table.rules"),
        (caps("back", "pause"), "keys.table.menu"),
        (caps("log"), "keys.table.log"),
        (caps("scroll_up", "scroll_down"), "keys.table.scroll"),
    ]


def undo() -> list[Row]:  # the left column: it has room, for the spoken lines' key too
    return [
        ((*caps("undo"), "Ctrl+Z"), "keys.table.undo"),
        (caps("table.spoken"), "keys.action.spoken"),
    ]


class KeysScene(Scene):
    name = "keys"
    heading_key = "keys.title"
    opaque = False
    spatial_focus = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.under = app.top
        self.rect = pygame.Rect(W // 2 - 540, 36, 1080, H - 72)
        if theme.largest():  # the whole screen, for the rows at the phone's running-text size
            self.rect = pygame.Rect(W // 2 - 610, 10, 1220, H - 20)
        self._widgets: list[Widget] = [
            Button(
                "back",
                # lower at the largest text: its rows take the room
                (
                    self.rect.centerx - 110,
                    self.rect.bottom - 76 + 14 * theme.largest(),
                    220,
                    56 - 4 * theme.largest(),
                ),
                t("common.done"),
                self.app.pop,
                "primary",
                key="Esc",
            )
        ]

    def widgets(self) -> list[Widget]:
        return self._widgets

    def on_back(self) -> None:
        self.app.pop()

    def sections(self) -> list[tuple[str, list[Row]]]:
        out = [(t("keys.everywhere"), general())]
        under = self.under
        name = getattr(under, "name", "")
        if name == "title":
            out.append((t("keys.on_title"), title()))
        if name == "records":
            out.append((t("keys.on_records"), records()))
        way = getattr(under, "way", None)
        if way is not None and hasattr(under, "chrome_widgets"):
            review = not way.plays  # a review: no Menu, log keys, Undo
            rows = [] if review else table()
            own = way.key_help()  # a review's rows, else the game's own
            rows = list(own if own is not None else under.key_help()) + rows
            out.append((t("keys.at_table"), rows))
            coach = getattr(under, "coach", None)
            if review:  # a review takes nothing back and gives no hints
                return out
            if coach is not None and coach.offered():  # the Hint button's key, with Undo
                heading = f"{t('table.undo')} · {t('coach.button')}"
                out.append((heading, [*undo(), (caps("table.coach"), "coach.keys")]))
            else:
                out.append((t("table.undo"), undo()))
        return out

    def columns(self) -> tuple[list, list]:
        """The left and right columns: "everywhere" (and at a table, undo) on the left."""
        secs = self.sections()
        return secs[:1] + secs[2:3], secs[1:2] + secs[3:]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        r = self.rect
        sheet(surface, r)
        theme.blit_text(
            surface,
            t("keys.title"),
            34,
            (r.centerx, r.y + self.top // 2),
            theme.INK,
            "bold",
            "center",
        )
        size, cols = self.layout()
        for secs, col in cols:
            self.draw_column(surface, secs, col, size)
        self.draw_widgets(surface)

    @property
    def top(self) -> int:
        """The columns start this far below the sheet's top (the title above them)."""
        return 80 if not theme.largest() else 64

    def layout(self) -> tuple[int, tuple[tuple[list, pygame.Rect], ...]]:
        """The rows' text size and the two columns (sections, where they start).

        Long words at the larger text may need more rows: the text steps down until both
        columns end above the Done button."""
        r = self.rect
        left, right = self.columns()
        half = (r.w - 60) // 2
        cols = (
            (left, pygame.Rect(r.x + 30, r.y + self.top, half, 0)),
            (right, pygame.Rect(r.x + 30 + half, r.y + self.top, half, 0)),
        )
        room = self._widgets[0].rect.y - 8
        size = theme.body(18)
        while size > 14 and any(self.draw_column(None, s, c, size) > room for s, c in cols):
            size -= 1
        return size, cols

    def draw_column(
        self,
        surface: pygame.Surface | None,
        secs: list[tuple[str, list[Row]]],
        col: pygame.Rect,
        size: int,
    ) -> int:
        """Draw the sections in the column (None: only measure); returns the y below the
        last row."""
        gap = round(size * 23 / 18)
        y = col.y
        text_x = col.x + 176
        head = 21 if not theme.largest() else theme.PHONE_TEXT
        for heading, rows in secs:
            if surface is not None:
                theme.blit_text(surface, heading, head, (col.x + 10, y), (150, 96, 20), "bold")
            y += round(head * 1.62)
            for caps, key in rows:
                x = col.x + 14
                lines = theme.wrap(t(key), size, col.right - text_x - 10)
                if surface is not None:
                    for cap in caps:
                        x = focus.keycap(surface, (x, y + 12), cap, "midleft", 15).right + 5
                    for i, text in enumerate(lines):
                        theme.blit_text(
                            surface,
                            text,
                            size,
                            (text_x, y + 12 + i * gap),
                            theme.INK,
                            "regular",
                            "midleft",
                        )
                y += max(34, gap * len(lines) + 9)
            y += 10
        return y
