"""The keys overlay (F1 or K anywhere; "?" or H where a screen has no help of its own): every
shortcut of the screen below, as key caps.

A table adds its own rows with ``key_help() -> list[tuple[tuple[str, ...], str]]``: the key
caps and the i18n key of what they do (a review's way lists its own instead).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import t
from game.ui import focus, keymap, theme
from game.ui.layout import SCREEN
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.palette import HEAD, VEIL_KEYS
from game.ui.scenes.scale import Box, Gap, Text
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


@dataclass(frozen=True)
class KeysLook:
    """The keys list's design values that differ between the desktop's text sizes and a
    phone's (the largest): there the sheet takes the whole screen, for the rows at the
    phone's running-text size, and Done sits lower."""

    margin: tuple[int, int]  # the screen's sides and top to the sheet's
    top: int  # the columns start this far below the sheet's top (the title above them)
    head: int  # a section's heading
    done_foot: int  # Done's top above the sheet's foot
    done_h: int


DESKTOP = KeysLook((100, 36), 80, 21, 76, Box.TALL)
PHONE = KeysLook((Gap.ROOMY, Gap.NEAR), 64, theme.PHONE_TEXT, 62, Box.ROW)

TITLE = 34  # "Keys"
DONE_W = 220
PAD = Gap.ROOMY  # the sheet's sides to the columns
ROW_MID = 12  # a row's top to its first line's middle and its key caps'
ROWS_FOOT = Gap.TIGHT  # the last row to Done


@dataclass(frozen=True)
class KeysLayout:
    """The keys list's boxes at the text size of now."""

    look: KeysLook

    @classmethod
    def now(cls) -> KeysLayout:
        return cls(theme.by_size(DESKTOP, PHONE))

    @property
    def sheet(self) -> pygame.Rect:
        mx, my = self.look.margin
        return SCREEN.inflate(-2 * mx, -2 * my)

    def done(self) -> pygame.Rect:
        r, look = self.sheet, self.look
        return pygame.Rect(r.centerx - DONE_W // 2, r.bottom - look.done_foot, DONE_W, look.done_h)

    def columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The two columns' tops and widths."""
        inner = self.sheet.inflate(-2 * PAD, 0)
        half = inner.w // 2
        top = self.sheet.y + self.look.top
        return pygame.Rect(inner.x, top, half, 0), pygame.Rect(inner.x + half, top, half, 0)


class KeysScene(Scene):
    name = "keys"
    heading_key = "keys.title"
    opaque = False
    spatial_focus = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.under = app.top
        layout = KeysLayout.now()
        self.rect = layout.sheet
        self._widgets: list[Widget] = [
            Button(
                "back",
                layout.done(),
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
        dim(surface, VEIL_KEYS)
        r = self.rect
        sheet(surface, r)
        look = KeysLayout.now().look
        at = (r.centerx, r.y + look.top // 2)
        theme.blit_text(surface, t("keys.title"), TITLE, at, theme.INK, "bold", "center")
        size, cols = self.layout()
        for secs, col in cols:
            self.draw_column(surface, secs, col, size, look.head)
        self.draw_widgets(surface)

    def layout(self) -> tuple[int, tuple[tuple[list, pygame.Rect], ...]]:
        """The rows' text size and the two columns (sections, where they start).

        Long words at the larger text may need more rows: the text steps down until both
        columns end above the Done button."""
        layout = KeysLayout.now()
        cols = tuple(zip(self.columns(), layout.columns(), strict=True))
        room, head = self._widgets[0].rect.y - ROWS_FOOT, layout.look.head
        size = theme.body(Text.LABEL)
        while size > Text.FINE and any(
            self.draw_column(None, s, c, size, head) > room for s, c in cols
        ):
            size -= 1
        return size, cols

    def draw_column(
        self,
        surface: pygame.Surface | None,
        secs: list[tuple[str, list[Row]]],
        col: pygame.Rect,
        size: int,
        head: int | None = None,
    ) -> int:
        """Draw the sections in the column (None: only measure); returns the y below the
        last row. ``head``: the headings' size (the look's)."""
        if head is None:
            head = KeysLayout.now().look.head
        gap = round(size * 23 / 18)
        y = col.y
        text_x = col.x + 176
        for heading, rows in secs:
            if surface is not None:
                theme.blit_text(surface, heading, head, (col.x + Gap.NEAR, y), HEAD, "bold")
            y += round(head * 1.62)
            for caps, key in rows:
                x = col.x + 14
                lines = theme.wrap(t(key), size, col.right - text_x - Gap.NEAR)
                if surface is not None:
                    for cap in caps:
                        x = (
                            focus.keycap(
                                surface, (x, y + ROW_MID), cap, "midleft", Text.CAPTION
                            ).right
                            + 5
                        )
                    for i, text in enumerate(lines):
                        theme.blit_text(
                            surface,
                            text,
                            size,
                            (text_x, y + ROW_MID + i * gap),
                            theme.INK,
                            "regular",
                            "midleft",
                        )
                y += max(34, gap * len(lines) + 9)
            y += Gap.NEAR
        return y
