"""What is said at an online table, as this device shows it: each line (a reaction from the
fixed set, or a short text) in a bubble at the speaker's seat for a few seconds, one bubble a
seat (the newest); a mute per player hides that player's lines on this device only.

The lines come from the remote match (``take_said``, the server's ``said`` messages); a
reaction is its key (protocol.REACTIONS), said in the player's own language here, a picture
reaction drawn (online_pictures.py). Where a bubble goes is online_bubble.py's: the table
tells where each seat's panel is drawn and what must stay in sight.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import TOP_BAR_H, H, W
from game.ui.table import palette
from game.ui.table.online_bubble import Rank, place
from game.ui.table.online_pictures import PICTURES
from game.ui.table.scale import Gap
from game.ui.table.sizes import sizes

SHOWN_FOR = 6.0  # seconds a bubble stays
MOST = 6  # bubbles at once (one a seat; the oldest goes first)
LINES = 2  # a long line of text is cut after this many lines (the chat tab has it whole)
PAD_X, PAD_Y = 14, 6
RADIUS = 18  # a bubble's corners; its tail keeps clear of them
TAIL, TAIL_HALF = 9, 8  # the tail's length past the bubble, half its base
# A reaction's words (every key of protocol.REACTIONS; the tests check they match).
REACTION_WORDS = {
    "well_played": "say.well_played",
    "good_luck": "say.good_luck",
    "thinking": "say.thinking",
    "oops": "say.oops",
    "your_turn": "say.your_turn",
    "flower": "say.flower",
    "bee": "say.bee",
    "sun": "say.sun",
}


def line_words(line: dict[str, Any]) -> str:
    """A said line in words: its reaction in this language, or its text."""
    react = line.get("react")
    if isinstance(react, str) and react in REACTION_WORDS:
        return t(REACTION_WORDS[react])
    return str(line.get("text") or "")


def text_size() -> int:
    return theme.phone(19)


def max_text_width() -> int:
    """A bubble's widest line: about a third of the table, wider at the largest size."""
    return sizes().bubble_w


@dataclass
class Bubble:
    """One bubble laid out: its line, its box, its lines of words and their size, the
    picture's size (0: none) and the panel it speaks from (None: under the top bar)."""

    line: dict[str, Any]
    rect: pygame.Rect
    lines: list[str]
    size: int
    picture: int
    panel: pygame.Rect | None


def measure(
    line: dict[str, Any], named: bool, widest: int | None = None
) -> tuple[list[str], int, int, tuple[int, int]]:
    """The words of ``line`` as the bubble shows them (``named``: with the speaker's name,
    away from their seat), their size, the picture's size and the bubble's size, its lines
    at most ``widest`` wide (default: max_text_width())."""
    size = text_size()
    words = line_words(line)
    if named:
        words = f"{line.get('name') or '?'}: {words}"
    react = line.get("react")
    picture = round(theme.font(size, "bold").get_linesize() * 1.5) if react in PICTURES else 0
    room = (widest or max_text_width()) - (picture + Gap.TIGHT if picture else 0)
    lines = theme.wrap(words, size, room, "bold")
    if len(lines) > LINES:
        rest = theme.ellipsize(" ".join(lines[LINES - 1 :]), size, room, "bold")
        lines = lines[: LINES - 1] + [rest]
    step = theme.font(size, "bold").get_linesize()
    text_w = max((theme.width(x, size, "bold") for x in lines), default=0)
    w = text_w + 2 * PAD_X + (picture + Gap.TIGHT if picture else 0)
    h = max(step * len(lines), picture) + 2 * PAD_Y
    return lines, size, picture, (w, h)


class TableWords:
    """The bubbles and mutes of one online table."""

    def __init__(self) -> None:
        self.bubbles: list[tuple[dict[str, Any], float]] = []  # (line, time shown until)
        self.muted: set[int] = set()  # seats whose lines this device does not show
        self.panels: dict[int, pygame.Rect] = {}  # each seat's panel, as the table drew it

    def add(self, lines: list[dict[str, Any]], now: float) -> None:
        for line in lines:
            if line.get("seat") in self.muted or not line_words(line):
                continue
            seat = line.get("seat")
            kept = [(x, end) for x, end in self.bubbles if x.get("seat") != seat]
            self.bubbles = (kept + [(line, now + SHOWN_FOR)])[-MOST:]

    def mute(self, seat: int, on: bool) -> None:
        if on:
            self.muted.add(seat)
            self.bubbles = [(x, end) for x, end in self.bubbles if x.get("seat") != seat]
        else:
            self.muted.discard(seat)

    def seat_at(self, seat: int, panel: pygame.Rect) -> None:
        self.panels[seat] = pygame.Rect(panel)

    def shown(self, now: float) -> list[str]:
        """The bubbles' words on show now ("Ben: Well played"), oldest first."""
        self.bubbles = [(x, end) for x, end in self.bubbles if end > now]
        return [f"{x.get('name') or '?'}: {line_words(x)}" for x, _ in self.bubbles]

    def layout(
        self,
        now: float,
        moves: Sequence[pygame.Rect] = (),
        keep: Sequence[pygame.Rect] = (),
    ) -> list[Bubble]:
        """The bubbles on show, placed: each at its speaker's panel, clear of ``moves``
        (legal moves, buttons), of ``keep`` (the log's newest line) and of each other; a
        line whose seat has no panel drawn goes under the top bar at the right, named."""
        self.shown(now)
        area = pygame.Rect(0, TOP_BAR_H, W, H - TOP_BAR_H)
        out: list[Bubble] = []
        y = TOP_BAR_H + 34
        for line, _ in self.bubbles:
            panel = self.panels.get(line.get("seat"))  # type: ignore[arg-type]
            rect = None
            if panel is not None:
                rect, (lines, size, picture) = self.at_panel(line, panel, area, moves, keep, out)
            if rect is None:
                panel = None
                lines, size, picture, dims = measure(line, True)
                rect = pygame.Rect(0, y, *dims)
                rect.right = W - Gap.MARGIN
                y = rect.bottom + Gap.TIGHT
            out.append(Bubble(line, rect, lines, size, picture, panel))
        return out

    def at_panel(
        self,
        line: dict[str, Any],
        panel: pygame.Rect,
        area: pygame.Rect,
        moves: Sequence[pygame.Rect],
        keep: Sequence[pygame.Rect],
        laid: list[Bubble],
    ) -> tuple[pygame.Rect | None, tuple[list[str], int, int]]:
        """A bubble's place at ``panel`` and its words: as wide as it needs, else as narrow
        as the panel (more lines, cut sooner) when only that is clear."""
        taken = list(keep) + [b.rect for b in laid]
        others = list(self.panels.values())
        found: tuple[pygame.Rect | None, tuple[list[str], int, int]] = (None, ([], 0, 0))
        best: Rank | None = None
        for widest in (max_text_width(), max(160, panel.w - 2 * PAD_X - 24)):
            lines, size, picture, dims = measure(line, False, widest)
            spot = place(panel, dims, area, moves, taken, others)
            if spot is not None and (best is None or spot[1] < best):
                best, found = spot[1], (spot[0], (lines, size, picture))
        return found

    def draw(
        self,
        surface: pygame.Surface,
        now: float,
        moves: Sequence[pygame.Rect] = (),
        keep: Sequence[pygame.Rect] = (),
    ) -> list[Bubble]:
        laid = self.layout(now, moves, keep)
        for bubble in laid:
            paint(surface, bubble)
        return laid


def paint(surface: pygame.Surface, bubble: Bubble) -> None:
    """A cream bubble edged in the speaker's colour, its tail towards the seat's panel."""
    rect, seat = bubble.rect, bubble.line.get("seat")
    edge = theme.seat_colour(seat) if isinstance(seat, int) and seat >= 0 else theme.CREAM_EDGE
    panel = bubble.panel
    if panel is not None:
        tail(surface, rect, panel, edge)
    draw.panel(surface, rect, theme.CREAM, palette.BUBBLE_ALPHA, min(RADIUS, rect.h // 2), edge, 3)
    x = rect.x + PAD_X
    react = bubble.line.get("react")
    if bubble.picture and isinstance(react, str):
        PICTURES[react](surface, (x + bubble.picture // 2, rect.centery), bubble.picture)
        x += bubble.picture + Gap.TIGHT
    step = theme.font(bubble.size, "bold").get_linesize()
    top = rect.centery - step * len(bubble.lines) // 2
    for i, words in enumerate(bubble.lines):
        theme.blit_text(surface, words, bubble.size, (x, top + i * step), theme.INK, "bold")


def tail(surface: pygame.Surface, rect: pygame.Rect, panel: pygame.Rect, edge: Any) -> None:
    """The bubble's tail, down (or up) to the panel it speaks from; none beside it."""
    cx = max(rect.x + RADIUS, min(rect.right - RADIUS, panel.x + 30))
    if rect.centery < panel.top:
        base, tip = rect.bottom - 2, rect.bottom + TAIL
    elif rect.centery > panel.bottom:
        base, tip = rect.top + 2, rect.top - TAIL
    else:
        return
    points = [(cx - TAIL_HALF, base), (cx, tip), (cx + TAIL_HALF, base)]
    pygame.draw.polygon(surface, theme.CREAM, points)
    pygame.draw.lines(surface, edge, False, points, 3)
