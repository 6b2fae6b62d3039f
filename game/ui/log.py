"""The game log panel: foldable, scrollable, newest at the bottom.

Entries are stored as data (an i18n key and its arguments), never as finished sentences, so a
saved log reads in the player's language; cards inside arguments are formatted by the game's
``card_label``. Entries hold public facts only (the table builds them from ``seen_by``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NamedTuple

import pygame

from game.i18n import t
from game.ui import draw, keymap, theme
from game.ui.widgets import Button

LINE = 24
SIZE = 18
# The sheet of the largest text size (a phone's): its header, the footer that says there is
# more below, and its fold button (a finger's size), all in logical px.
SHEET_HEAD = 68
SHEET_FOOT = 40
SHEET_FOLD = (64, 52)
PAD = 10  # the lines' box in from the panel's sides (and the fold button in from its right)
LINES_TOP = 4  # the first line below the header's rule
RADIUS = 18


class LogLook(NamedTuple):
    """The panel's measures, or the sheet's: its header and footer, where a line's words start
    (right of the seat's bullet), the title's left, the bullet's radius and letter size, and
    its backing's alpha and shadow."""

    head: int
    foot: int
    indent: int
    title_x: int
    bullet: int
    letter: int
    alpha: int
    lift: int


PANEL_LOOK = LogLook(
    head=50, foot=10, indent=28, title_x=18, bullet=9, letter=13, alpha=215, lift=4
)
# Over the table: opaque, lines over cards would not read.
SHEET_LOOK = LogLook(
    head=SHEET_HEAD,
    foot=SHEET_FOOT,
    indent=40,
    title_x=22,
    bullet=13,
    letter=18,
    alpha=theme.OPAQUE,
    lift=6,
)


def render_entry(entry: dict, card_label: Callable[[dict], str]) -> str:
    """An entry's sentence; an entry the game cannot word (a hand-edited save) shows its key."""
    key = entry.get("key", "") if isinstance(entry, dict) else ""
    try:
        args = {}
        for k, v in dict(entry.get("args", {})).items():
            if isinstance(v, dict) and "kind" in v:
                v = card_label(v)
            elif isinstance(v, list) and all(isinstance(x, dict) and "kind" in x for x in v):
                v = ", ".join(card_label(x) for x in v)
            if k != "key":  # t()'s own parameter
                args[k] = v
        return t(str(key), **args)
    except Exception:  # never let one odd entry stop the table from drawing
        return str(key)[:80]


class LogPanel:
    """Draws the log inside ``rect``; the table owns its fold button and wheel routing."""

    def __init__(
        self,
        rect: pygame.Rect,
        card_label: Callable[[dict], str],
        seat_letter: Callable[[int], str] | None = None,
        sheet: bool = False,
    ) -> None:
        self.rect = pygame.Rect(rect)
        # The phone's sheet (game/ui/table/base.py): a header and lines at phone size.
        self.sheet = sheet
        self.titled = True  # its title in its header (not when tabs there name it)
        self.card_label = card_label
        # A bullet carries its seat's letter as well as its colour (never colour alone).
        self.seat_letter = seat_letter
        self.scroll = 0  # lines scrolled up from the bottom
        self._lines: list[tuple[int | None, str]] = []
        self._heads: list[bool] = []
        self._count = -1
        self._first: dict | None = None  # the first entry laid out: same list, grown in place
        self._last: dict | None = None  # the last one: an undo replaces entries at the end
        self._scale = theme.body_scale()
        self._width = self.rect.w

    @property
    def size(self) -> int:
        return theme.running(SIZE)  # the larger-text setting applies to the log

    @property
    def line(self) -> int:
        return theme.body(LINE)

    @property
    def look(self) -> LogLook:
        return SHEET_LOOK if self.sheet else PANEL_LOOK

    @property
    def head(self) -> int:
        """The header's height (the title), above the lines."""
        return self.look.head

    @property
    def foot(self) -> int:
        """The room under the lines: on the sheet, for "More below" at running size."""
        return self.look.foot

    @property
    def indent(self) -> int:
        """Where a line's words start, right of the seat's bullet."""
        return self.look.indent

    def fold_rect(self) -> pygame.Rect:
        """The sheet's fold button, in its header's right corner."""
        w, h = SHEET_FOLD
        return pygame.Rect(self.rect.right - w - PAD, self.rect.y + (self.head - h) // 2, w, h)

    def _layout(self, entries: list[dict]) -> None:
        """Lay out the entries as lines; only the new ones when the log just grew (a long
        log must not be wrapped again on every move). The entries laid out are known by the
        first and the last one: an undo that cuts the log back and adds its own line keeps
        the count but not the last entry."""
        if self._same(entries):
            return
        grew = len(entries) > self._count
        appended = grew and self._scale == theme.body_scale() and self._kept(entries)
        if not appended:
            self._lines = []
            self._heads = []
        start = self._count if appended else 0
        self._remember(entries)
        lines = self._lines
        heads = self._heads  # True where a line starts an entry (or is a spacer)
        width = self.rect.w - 24 - self.indent
        for e in entries[start:]:
            text = render_entry(e, self.card_label)
            seat = e.get("seat")
            if not isinstance(seat, int) or seat < 0:
                seat = None
            for i, line in enumerate(theme.wrap(text, self.size, width)):
                lines.append((seat if i == 0 else None, line))
                heads.append(i == 0)
            if e.get("gap"):
                lines.append((None, ""))
                heads.append(True)
        if grew:
            self.scroll = 0  # follow the game as it goes on

    def _kept(self, entries: list[dict]) -> bool:
        """Are the entries laid out still the start of ``entries`` (the log only grew)?"""
        return (
            0 < self._count <= len(entries)
            and entries[0] is self._first
            and entries[self._count - 1] is self._last
        )

    def _same(self, entries: list[dict]) -> bool:
        """Are the lines laid out those of ``entries`` (nothing to do)?"""
        if len(entries) != self._count or self._scale != theme.body_scale():
            return False
        if self._width != self.rect.w:
            return False
        return not entries or self._kept(entries)

    def _remember(self, entries: list[dict]) -> None:
        self._scale = theme.body_scale()
        self._width = self.rect.w
        self._count = len(entries)
        self._first = entries[0] if entries else None
        self._last = entries[-1] if entries else None

    @property
    def visible_lines(self) -> int:
        return max(1, (self.lines_box().h - LINES_TOP) // self.line)

    def lines_box(self) -> pygame.Rect:
        """The box the lines are drawn in (clipped to it), under the header."""
        r = self.rect
        return pygame.Rect(r.x + PAD, r.y + self.head, r.w - 2 * PAD, r.h - self.head - self.foot)

    def on_wheel(self, dy: int) -> None:
        most = max(0, len(self._lines) - self.visible_lines)
        self.scroll = max(0, min(most, self.scroll + dy * 2))

    def _window(self) -> tuple[int, int]:
        """The first and one-past-last of the laid-out lines on show."""
        end = len(self._lines) - self.scroll
        start = max(0, end - self.visible_lines)
        while start < end and not self._heads[start]:
            start += 1  # never open the panel with the tail of a wrapped entry
        return start, end

    def newest_rect(self) -> pygame.Rect | None:
        """Where the newest entry's lines were drawn (None: none, or scrolled out of sight)."""
        start, end = self._window()
        while end > start and not self._lines[end - 1][1]:
            end -= 1  # a spacer after the entry
        if self.scroll or end <= start:
            return None
        first = end - 1
        while first > start and not self._heads[first]:
            first -= 1
        body = self.lines_box()
        top = body.y + LINES_TOP + (first - start) * self.line
        return pygame.Rect(body.x, top, body.w, (end - first) * self.line)

    def signature(self, entries: list[dict]) -> tuple:
        """Everything :meth:`draw` shows: equal signatures draw equal panels (layer caches)."""
        self._layout(entries)
        start, end = self._window()
        return (
            tuple(self.rect),
            tuple(self._lines[start:end]),
            start > 0,
            self.scroll > 0,
            self.size,
            self.line,
            t("log.title") if self.titled else "",
            t("log.more_below"),
        )

    @contextmanager
    def moved(self, rect: pygame.Rect | None) -> Iterator[None]:
        """Drawn (and signed) in ``rect`` for a while, when given: a first-game tip over the
        panel's top leaves it the room below, where its newest lines stay in sight."""
        home = self.rect
        if rect is not None:
            self.rect = rect
        try:
            yield
        finally:
            self.rect = home

    def draw(self, surface: pygame.Surface, entries: list[dict]) -> None:
        self._layout(entries)
        r, look = self.rect, self.look
        draw.panel(surface, r, theme.PANEL, look.alpha, RADIUS, theme.PANEL_EDGE, look.lift)
        title = 30 if self.sheet else theme.phone(22)
        if self.titled:
            theme.blit_text(
                surface,
                t("log.title"),
                title,
                (r.x + look.title_x, r.y + (self.head + 2) // 2),
                theme.CREAM,
                "bold",
                "midleft",
            )
        body = self.lines_box()
        rule = body.y - LINES_TOP
        pygame.draw.line(surface, theme.PANEL_EDGE, (body.x + 8, rule), (body.right - 8, rule), 1)
        start, end = self._window()
        prev_clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y + LINES_TOP
        size, step = self.size, self.line
        for seat, line in self._lines[start:end]:
            if seat is not None:
                self.draw_bullet(surface, seat, (body.x + self.indent // 2, y + step // 2))
            theme.blit_text(
                surface, line, size, (body.x + self.indent, y + 1), theme.CREAM, "regular"
            )
            y += step
        surface.set_clip(prev_clip)
        if self.scroll > 0:
            theme.blit_text(
                surface,
                t("log.more_below"),
                theme.phone(15),
                (r.centerx, r.bottom - (self.foot + 6) // 2 if self.sheet else r.bottom - 12),
                theme.SUN,
                "bold",
                "center",
            )
        if start > 0:
            # more above: a sun arrow in the header (on the sheet, left of its fold button)
            x = (self.fold_rect().x if self.sheet else r.right) - 22
            y = r.y + self.head // 2 + 5 if self.sheet else r.y + 32
            pygame.draw.polygon(surface, theme.SUN, [(x - 8, y), (x, y - 10), (x + 8, y)])

    def draw_bullet(self, surface: pygame.Surface, seat: int, center: tuple[int, int]) -> None:
        """A log line's seat bullet: the seat's colour disc with its letter."""
        letter = self.seat_letter(seat) if self.seat_letter is not None else ""
        look = self.look
        pygame.draw.circle(surface, theme.seat_colour(seat), center, look.bullet if letter else 6)
        if letter:
            theme.blit_text(
                surface, letter, look.letter, center, theme.seat_ink(seat), "bold", "center"
            )


def fold_button(
    rect: tuple[int, int, int, int] | pygame.Rect, is_open: bool, on_click: Callable[[], object]
) -> Button:
    """The log's fold/unfold button; its shortcut L is shown as a key cap (game/ui/focus.py)."""

    def icon(surface: pygame.Surface, c: tuple[int, int]) -> None:
        x, y = c
        d = 1 if is_open else -1
        pygame.draw.polygon(
            surface, theme.CREAM, [(x - 5 * d, y - 8), (x + 5 * d, y), (x - 5 * d, y + 8)]
        )

    return Button("log.toggle", rect, "", on_click, "ghost", icon=icon, key=keymap.first_cap("log"))
