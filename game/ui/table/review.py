"""Game review: a finished game stepped through on its own table.

A review opens the game's table (``navigator.table_for``) on a match that steps through the
kept game (game/archive.py): a local game's :class:`~game.matches.ReviewMatch` replays its deal
with every hand face up (the game is over: nothing is secret any more), an online game's
``RecordMatch`` (game/matches.py) shows what its seat was shown. The table's way is a
:class:`Review`: it drives no bots, saves nothing, records nothing, offers no Undo and no pass
screen, and takes no action from the person (the match has none to take).

On entering, the match replays the game once through the table's own words (``log_entries``),
remembering the log's length after each action; a step then shows the match at step k and
rebuilds the shown table (``undo.rebuild`` → ``sync``). Steps do not animate: a review is read,
and a jump of many actions could not be shown as flights anyway.

The controls sit in a bar under the log (the log is always open in a review), so they never
cover the table's cards (at the largest text size, a phone's, the log is the tables' sheet and
the bar stands upright right of the table): to the start (Home), back one (←), forward one
(→), to the end (End), the previous and next chapter (a day, a round: ``GameDef.chapter``)
with PageUp / PageDown; Esc (or "End review") goes back to the screen the review came from. A
game without chapters has no such buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import pygame

from game import archive
from game.core.contract import Event
from game.i18n import t
from game.matches import Match, RecordMatch, ReviewMatch
from game.ui import draw, navigator, theme
from game.ui.layout import LOG_TAB, LOG_W, H, W
from game.ui.table import palette
from game.ui.table.base import TableScene
from game.ui.table.scale import MENU_W, Gap, Text, bar_button, menu_rect
from game.ui.table.ways import Way
from game.ui.widgets import Button, Widget, label_size


class Stepped(Match, Protocol):
    """A match a review steps through (``ReviewMatch``, ``RecordMatch``)."""

    n: int  # the steps: the game's actions
    k: int  # the step shown: the number of the game's actions applied
    chapters: list[int | None]  # each step's day or round (None: a game without them)

    def build(self, narrate: Callable[[list[Event]], list[dict[str, Any]]]) -> None: ...
    def goto(self, k: int) -> None: ...


BAR_H, BAR_W = 104, LOG_W  # the control bar: as wide as the log beside the table
# At the largest text size (a phone's) the log is the tables' sheet, and the bar stands in the
# strip right of the table, under the sheet's tab: the buttons one above another, the step
# shown above them; the sheet opens left of the strip, so the bar stays in reach.
STRIP_W = 60
STEP_W, STEP_H, STEP_GAP = 46, 54, 14  # a key cap in each corner, clear of the next ring
POSITION_H = 70  # the step and the steps in all, one above the other
INSET = 14  # the position's words and rule in from the bar's sides
KEYS = {pygame.K_HOME: "review.start", pygame.K_END: "review.end"}


def split(log: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The log's panel and the control bar in a review, out of the log's place: the bar under
    a tall log (beside the table), beside a wide one (under a wide board)."""
    if log.w > 2 * BAR_W:
        bar = pygame.Rect(log.right - BAR_W, log.bottom - BAR_H, BAR_W, BAR_H)
        return pygame.Rect(log.x, log.y, log.w - BAR_W - Gap.NEAR, log.h), bar
    bar = pygame.Rect(log.x, log.bottom - BAR_H, log.w, BAR_H)
    return pygame.Rect(log.x, log.y, log.w, log.h - BAR_H - Gap.TIGHT), bar


class Review(Way):
    """The review of one kept game: the way of its table."""

    table: TableScene
    plays = False
    log_folds = False  # the log is half the review
    coaching = False

    def __init__(self, table: TableScene, match: Stepped) -> None:
        super().__init__(table)
        self.match = match
        self.log_was_open = table.app.settings.log_open  # given back on leaving
        self.bar = pygame.Rect(0, 0, BAR_W, BAR_H)

    @property
    def n(self) -> int:
        return self.match.n

    @property
    def k(self) -> int:
        return self.match.k

    @property
    def chapters(self) -> list[int | None]:
        return self.match.chapters

    # -- building ---------------------------------------------------------------------------
    def enter(self) -> None:
        """Replay the whole game once (after the game's first log line, its own enter())."""
        table = self.table
        table.app.settings.log_open = True  # the log is half the review (restored on leaving)
        logs = table.chrome.logs
        if logs.as_sheet():
            logs.sheet.rect = logs.sheet.rect.move(-STRIP_W, 0)
        else:
            logs.panel.rect, self.bar = split(logs.panel.rect)
        table.keys = {**table.keys, **KEYS}
        table.fresh = False  # no deal animation
        self.match.build(table.words.log_entries)
        self.goto(0)
        table.turns.warm_up()

    def resume(self) -> None:
        pass  # nobody to pass the device to

    def advance(self, dt: float) -> None:
        self.table.turns.run_timeline(dt)  # animations only: no bots, no results

    # -- stepping ---------------------------------------------------------------------------
    def goto(self, k: int) -> None:
        """Show the table as it was after the game's first ``k`` actions."""
        table = self.table
        table.timeline.finish_all()
        self.match.goto(k)
        table.undo.rebuild()
        table.chrome.logs.panel.scroll = 0
        table.hint_left = 0.0

    def step(self, d: int) -> None:
        self.goto(self.k + d)

    def chapter_start(self, k: int) -> int:
        """The first step of the day or round that step ``k`` is in."""
        c = self.chapters[k]
        while k > 0 and self.chapters[k - 1] == c:
            k -= 1
        return k

    def prev_chapter(self) -> None:
        """To the start of this day (round); from its start, to the previous one's."""
        if self.chapters[self.k] is None:
            return
        first = self.chapter_start(self.k)
        self.goto(first if first < self.k else self.chapter_start(max(0, first - 1)))

    def next_chapter(self) -> None:
        """To the start of the next day (round), or to the end."""
        c, k = self.chapters[self.k], self.k
        if c is None:
            return
        while k < self.n and self.chapters[k] == c:
            k += 1
        self.goto(k)

    def has_chapters(self) -> bool:
        return any(c is not None for c in self.chapters)

    # -- words ------------------------------------------------------------------------------
    def position(self) -> str:
        """ "Action 34 of 120 · Day 2" """
        text = t("review.position", k=self.k, n=self.n)
        c = self.chapters[self.k] if self.chapters else None
        if c is not None:
            text += " · " + t(self.table.spec.chapter_key, n=c)
        return text

    def status(self) -> tuple[str, bool]:
        """The table's status line: who acts next, or that the game is over."""
        cur = self.table.match.current_player
        if cur is None:
            return t("review.status.over"), False
        return t("review.status.next", name=self.table.seat_name(cur)), False

    # -- input ------------------------------------------------------------------------------
    def on_command(self, command: str) -> bool:
        moves = {
            "left": lambda: self.step(-1),
            "right": lambda: self.step(1),
            "review.start": lambda: self.goto(0),
            "review.end": lambda: self.goto(self.n),
            "scroll_up": self.prev_chapter,  # PageUp / PageDown: the day or round
            "scroll_down": self.next_chapter,
            "back": self.leave,
            "pause": self.leave,
            "undo": lambda: None,
            "log": self.table.chrome.logs.toggle,  # a phone's sheet (the panel beside stays open)
        }
        logs = self.table.chrome.logs
        if command == "back" and logs.as_sheet() and logs.sheet_open:
            logs.toggle()  # Esc folds the sheet first, as in play
            return True
        action = moves.get(command)
        if action is None:
            return False
        action()
        return True

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        rows: list[tuple[tuple[str, ...], str]] = [
            (("←", "→"), "review.keys.step"),
            (("Home", "End"), "review.keys.ends"),
        ]
        if self.has_chapters():
            rows.append((("PgUp", "PgDn"), "review.keys.chapter"))
        if self.table.chrome.logs.as_sheet():  # a phone's log is the sheet, folded at first
            rows.append((("L",), "keys.table.log"))
        return rows + [(("Esc",), "review.keys.leave")]

    def leave(self) -> None:
        """Back to where the review came from (the results, or the list of kept games)."""
        app = self.table.app
        if app.top is self.table:
            app.pop()

    def exit(self) -> None:
        self.table.app.settings.log_open = self.log_was_open

    # -- the bar ----------------------------------------------------------------------------
    def bar_widgets(self, chrome: list[Widget]) -> list[Widget]:
        """Its bar and "End review" instead of Menu, Undo and the fold tab; the sound, rules
        and keys buttons left of "End review" (a phone's is wider than Menu)."""
        own = self.widgets()
        icons = [w for w in chrome if w.id in ("sound", "rules", "keys")]
        leave = next(w for w in own if w.id == "review.leave")
        for w in icons:
            w.rect.x -= menu_rect().x - leave.rect.x
        if self.table.chrome.logs.as_sheet():  # a phone's log: the sheet, folded at first
            own.extend(self.table.chrome.logs.tabs())
        return own + icons

    def widgets(self) -> list[Widget]:
        """The bar under the log and its buttons, and "End review" in the top bar."""
        kinds = [("start", "Home"), ("back", "←"), ("forward", "→"), ("end", "End")]
        if self.has_chapters():
            kinds[1:1] = [("prev", "PgUp")]
            kinds[4:4] = [("next", "PgDn")]
        size, high, gap = STEP_W, STEP_H, Gap.SNUG
        upright = self.table.chrome.logs.as_sheet()
        if upright:
            high_all = POSITION_H + len(kinds) * (STEP_H + STEP_GAP) - STEP_GAP + Gap.EDGE
            self.bar = pygame.Rect(
                W - STRIP_W - Gap.SNUG, H - Gap.TIGHT - high_all, STRIP_W, high_all
            )
            self.bar.y = max(self.bar.y, LOG_TAB[1] + LOG_TAB[3] + Gap.EDGE)
        bar = self.bar
        ws: list[Widget] = [Bar(self, bar)]
        total = len(kinds) * size + (len(kinds) - 1) * gap
        x = bar.centerx - total // 2
        y = bar.bottom - high - Gap.EDGE
        calls = {
            "start": (lambda: self.goto(0), self.k > 0),
            "prev": (self.prev_chapter, self.k > 0),
            "back": (lambda: self.step(-1), self.k > 0),
            "forward": (lambda: self.step(1), self.k < self.n),
            "next": (self.next_chapter, self.k < self.n),
            "end": (lambda: self.goto(self.n), self.k < self.n),
        }
        for i, (kind, cap) in enumerate(kinds):
            fn, ok = calls[kind]
            at = (x + i * (size + gap), y, size, high)
            if upright:
                at = (
                    bar.x + Gap.HAIR,
                    bar.y + POSITION_H + i * (STEP_H + STEP_GAP),
                    STEP_W,
                    STEP_H,
                )
            ws.append(
                Button(
                    f"review.{kind}",
                    at,
                    "",
                    fn,
                    "secondary",
                    ok,
                    icon=partial(step_icon, kind=kind, ok=ok),
                    key=cap,
                )
            )
        ws.append(
            Button(
                "review.leave",
                leave_rect(),
                t("review.leave"),
                self.leave,
                "ghost",
                size=Text.LABEL if not upright else theme.PHONE_TEXT,
                key="Esc",
            )
        )
        return ws


def leave_rect() -> pygame.Rect:
    """ "End review": the Menu button's place; a phone's wider, for its words at full size
    beside the key cap (the top bar's other buttons move left of it)."""
    if not theme.largest():
        return menu_rect()
    text = t("review.leave")
    w = theme.width(text, label_size(text, theme.PHONE_TEXT), "bold") + 24 + 56
    return bar_button(W - Gap.EDGE, max(MENU_W, w))


class Bar(Widget):
    """The control bar's panel and its position line (not pressable: clicks go through)."""

    focusable = False

    def __init__(self, review: Review, rect: pygame.Rect) -> None:
        super().__init__("review.bar", rect, False)
        self.owner = review

    def hit(self, pos: tuple[int, int]) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        draw.panel(surface, r, theme.PANEL, palette.STEP_ALPHA, draw.CORNER, theme.SUN, 2)
        if r.w < BAR_W:  # a phone's upright bar: the step over the steps in all
            rv = self.owner
            size = theme.PHONE_TEXT
            top, bottom, room = r.y + 22, r.y + 54, r.w - Gap.TIGHT
            rule = (top + bottom) // 2
            theme.blit_text(surface, str(rv.k), size, (r.centerx, top), theme.SUN, "bold",
                            "center", room)  # fmt: skip
            pygame.draw.line(surface, theme.SUN, (r.x + INSET, rule), (r.right - INSET, rule), 2)
            theme.blit_text(surface, str(rv.n), size, (r.centerx, bottom), theme.CREAM, "bold",
                            "center", room)  # fmt: skip
            return
        text = self.owner.position()
        size = theme.fit_text(text, theme.body(Text.NOTE), r.w - 2 * INSET, "bold")
        theme.blit_text(surface, text, size, (r.centerx, r.y + 20), theme.SUN, "bold", "center")


def step_icon(surface: pygame.Surface, c: tuple[int, int], kind: str, ok: bool) -> None:
    """The bar's icons: |◀  ◀◀  ◀  ▶  ▶▶  ▶| (drawn, so every font has them)."""
    colour = theme.INK if ok else theme.OFF_INK
    cx, cy = c[0], c[1] - 8  # above the key cap in the corner
    d = 1 if kind in ("forward", "next", "end") else -1

    def tri(x: float) -> None:
        pts = [(x + d * 7, cy), (x - d * 6, cy - 8), (x - d * 6, cy + 8)]
        pygame.draw.polygon(surface, colour, pts)

    if kind in ("back", "forward"):
        tri(cx)
    elif kind in ("prev", "next"):
        tri(cx - 6)
        tri(cx + 6)
    else:
        tri(cx - 3 * d)
        bar = pygame.Rect(0, 0, 4, 18)
        bar.center = (cx + d * 8, cy)
        pygame.draw.rect(surface, colour, bar)


def open_review(app: Any, entry: dict) -> bool:
    """Push a review of the kept game ``entry`` over the top scene: an online one from its
    seat's record, a local one replayed; False (and a notice) if it cannot be shown."""

    def build() -> Any:
        match: Stepped
        if archive.is_online(entry):
            match = RecordMatch(entry)
        else:
            match = ReviewMatch(archive.session_of(entry), archive.actions_of(entry))
        return navigator.table_for(app, match, lambda table: Review(table, match))

    return push_review(app, build)


def push_review(app: Any, build: Callable[[], Any]) -> bool:
    """Push the review table ``build()`` makes; False (and a notice) if it fails to build,
    to replay or to open: a kept game that does not add up is never a crash."""
    try:
        app.push(build())
    except Exception:  # noqa: BLE001 (a kept game that does not add up after all)
        while app.top is not None and isinstance(getattr(app.top, "way", None), Review):
            app.pop()
        app.storage.note("notice.games.broken")
        return False
    return True
