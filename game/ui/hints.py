"""The first-game guide: short tips (``tips.<id>`` in each game's catalog) on what to do.

Every table owns the guide (``table.tips``, game/ui/table/tips.py); a game opts in through
its table's ``tipping`` part (a ``Tipping`` of game/ui/table/tipping.py, subclassed in the
game's ``ui`` folder):

- ``for_now() -> str | None``: the id of the tip that fits this moment (an id of
  ``tips.<id>``, e.g. ``"gl_draw"``), or None. Called on the person's own turn while
  "Tips for a first game" is on; a tip already seen is never shown again.
- ``target(tip_id) -> pygame.Rect | None`` (optional): the thing on the table the tip is
  about (a button, a card, a pile). It gets a pulsing ring with notches pointing in at it
  (nothing outside the ring, so the pointer never lands on a label beside its target).
- ``place(text) -> pygame.Rect | None`` (optional): the bubble's place, when the table
  puts it itself (under its board, say); ``avoid(target)``: what the arrow stays off.

Else the bubble goes where the log is and the open log folds while the tip
shows (``chrome.logs.showing()``; the setting is left alone), unfolding when the tip goes: a
tip never covers the open log. The bubble has a "Got it" button (keyboard: Tab to it, Enter);
the tip is remembered as seen in the settings (``hints_seen``) when dismissed, and dismissed on
its own when the person acts through ``human_act`` (call ``tips.dismiss()`` otherwise).
The drawing functions below can also be used directly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.i18n import ENGLISH, t
from game.ui import draw, theme
from game.ui.layout import H, W


def hint_text(tip_id: str | None) -> str:
    """The tip's text in the current language (English when a language lacks it)."""
    if not tip_id:
        return ""
    key = f"tips.{tip_id}"
    return t(key) if key in ENGLISH else ""


# The bubble: its words PAD in from either side, under a title row (a sun and "Tip" on its
# middle line) TITLE_ROW high; "Got it" at its bottom right, OK_RIGHT in from the side.
PAD = 20
TITLE_ROW = 46
TITLE_MID = 26  # the title row's middle line, and its sun's x
TITLE_X = 48  # "Tip", right of the sun
TEXT, LINE = 18, 23  # the tip's text size and line step (body text)
OFF_TEXT, OFF_LINE = 15, 19  # the line on turning tips off
OFF_DROP = 4  # that line's room above it
OK_RIGHT = 16
BESIDE = 24  # between the last line and "Got it" beside it


class Ok(NamedTuple):
    """ "Got it": its size, its room under it, and the room between the text and it."""

    w: int
    h: int
    below: int
    above: int


OK = Ok(116, 44, 10, 16)
# The tip at the largest text size (a phone's): its text, the line on turning tips off and
# "Got it" all at phone size or more, the button a finger's size.
PHONE_OK = Ok(150, 56, 12, 22)


class Look(NamedTuple):
    """The tip at the text size of now: its text's size and line step, those of the line on
    turning tips off, "Got it", and whether "Got it" may go beside the last line (a phone's,
    where it is as wide as its word needs: see :func:`_ok_width`)."""

    size: int
    line: int
    off_size: int
    off_line: int
    ok: Ok
    beside: bool


def look() -> Look:
    if theme.largest():
        phone, phone_line = theme.PHONE_TEXT, theme.PHONE_TEXT + 6
        return Look(theme.running(TEXT), theme.body(LINE), phone, phone_line, PHONE_OK, True)
    return Look(theme.body(TEXT), theme.body(LINE), OFF_TEXT, OFF_LINE, OK, False)


def _text_w(bubble_w: int) -> int:
    return bubble_w - 2 * PAD


def bubble_rect(text: str, anchor: pygame.Rect) -> pygame.Rect:
    """The tip bubble: ``anchor``'s width and x, starting at its top, tall enough for ``text``.
    At the largest size "Got it" sits beside the last line when it fits there: the bubble
    then hides less of the table under it."""
    k = look()
    lines = theme.wrap(text, k.size, _text_w(anchor.w))
    off = theme.wrap(t("tip.off"), k.off_size, _text_w(anchor.w))
    ok = k.ok
    if k.beside and _ok_beside((lines + off)[-2:], anchor.w):
        # title, the lines, the last one's row as tall as the button, the bottom margin
        frame = TITLE_ROW + OFF_DROP + (k.off_line + ok.h) // 2 + ok.below - k.off_line
    else:
        frame = TITLE_ROW + ok.above + ok.h + ok.below
    return pygame.Rect(
        anchor.x, anchor.y, anchor.w, frame + k.line * len(lines) + k.off_line * len(off)
    )


def snug_rect(text: str, anchor: pygame.Rect) -> pygame.Rect:
    """``bubble_rect``, as low as "Got it" allows where it fits at the right beside every
    line of the text: for a tip with little height to go in."""
    bubble = bubble_rect(text, anchor)
    k = look()
    if k.beside:
        return bubble  # there "Got it" goes beside the last line already where it fits
    lines = theme.wrap(text, k.size, _text_w(anchor.w))
    off = theme.wrap(t("tip.off"), k.off_size, _text_w(anchor.w))
    room = _text_w(anchor.w) - k.ok.w - OK_RIGHT - 8  # left of the button (ok_rect)
    if any(theme.width(x, k.size, "regular") > room for x in lines) or any(
        theme.width(x, k.off_size, "bold") > room for x in off
    ):
        return bubble
    # the title's row, the lines, a margin; never less than the title's and the button's rows
    rows = TITLE_ROW + k.line * len(lines) + k.off_line * len(off) + 6
    h = max(rows, TITLE_ROW + k.ok.h + k.ok.below)
    return pygame.Rect(anchor.x, anchor.y, anchor.w, min(h, bubble.h))


def _ok_width() -> int:
    """ "Got it" at the largest size: as wide as its word needs at phone size ("Verstanden")."""
    return max(PHONE_OK.w, theme.width(t("tip.ok"), theme.PHONE_TEXT, "bold") + 2 * PAD)


def _ok_beside(last_two: list[str], width: int) -> bool:
    """Does "Got it" fit on the row of the bubble's last line, clear of it and of the line
    above (the button is taller than a line)?"""
    widest = max(theme.width(line, theme.PHONE_TEXT, "bold") for line in last_two)
    return PAD + widest + BESIDE + _ok_width() + OK_RIGHT <= width


def ok_rect(bubble: pygame.Rect) -> pygame.Rect:
    k = look()
    w = _ok_width() if k.beside else k.ok.w
    return pygame.Rect(bubble.right - w - OK_RIGHT, bubble.bottom - k.ok.h - k.ok.below, w, k.ok.h)


def draw_bubble(surface: pygame.Surface, bubble: pygame.Rect, text: str) -> None:
    """The tip itself: a cream card with a sun, "Tip", the text and where to turn tips off."""
    draw.panel(surface, bubble, theme.CREAM, theme.OPAQUE, draw.CORNER, theme.SUN, 6)
    mid = bubble.y + TITLE_MID
    draw.sun(surface, (bubble.x + TITLE_MID, mid), 7, theme.SUN_DARK)
    theme.blit_text(
        surface, t("tip.title"), 20, (bubble.x + TITLE_X, mid), theme.INK, "bold", "midleft"
    )
    size, line, off_size, off_step, _, _ = look()
    y = bubble.y + TITLE_ROW
    x = bubble.x + PAD
    for text_line in theme.wrap(text, size, _text_w(bubble.w)):
        theme.blit_text(surface, text_line, size, (x, y), theme.INK, "regular")
        y += line
    for off_line in theme.wrap(t("tip.off"), off_size, _text_w(bubble.w)):
        theme.blit_text(surface, off_line, off_size, (x, y + OFF_DROP), theme.INK_SOFT, "bold")
        y += off_step


ARROW_LEN, ARROW_W, BOB = 20, 28, 6  # the pointer's triangle and how far it bobs
ARROW_GAP = 4  # between the ring and the arrow's tip
RING_GAP, RING_PULSE = 6, 4  # the ring round the target, and how much wider it pulses
RING_RADIUS = draw.CORNER
ARROW_TOP = 70  # an arrow stays below the top bar


def pointer_ring(target: pygame.Rect, time: float = 0.0) -> tuple[pygame.Rect, int]:
    """The pulsing ring round ``target`` at ``time`` and the arrow's bob then."""
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    grow = RING_GAP + round(pulse * RING_PULSE)
    return target.inflate(grow * 2, grow * 2), round(pulse * BOB)


def arrow_side(
    target: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    bounds: pygame.Rect | None = None,
) -> str | None:
    """Where the pointer's arrow goes: the first side (above, left, right, below) whose arrow,
    over its whole bob, stays in ``bounds`` and clear of every ``avoid`` rect (labels,
    buttons, the status line); None when no side is free (then the ring alone points)."""
    bounds = bounds if bounds is not None else pygame.Rect(0, ARROW_TOP, W, H - ARROW_TOP)
    for side in ("above", "left", "right", "below"):
        box = arrow_box(target, side)
        if bounds.contains(box) and box.collidelist(list(avoid)) < 0:
            return side
    return None


def arrow_box(target: pygame.Rect, side: str) -> pygame.Rect:
    """Everything the arrow on ``side`` of ``target`` covers while it bobs."""
    widest = 2 * (RING_GAP + RING_PULSE)
    ring = target.inflate(widest, widest)
    reach = ARROW_GAP + BOB + ARROW_LEN
    if side == "above":
        return pygame.Rect(ring.centerx - ARROW_W // 2, ring.y - reach, ARROW_W, reach - 2)
    if side == "below":
        return pygame.Rect(ring.centerx - ARROW_W // 2, ring.bottom + 2, ARROW_W, reach - 2)
    if side == "left":
        return pygame.Rect(ring.x - reach, ring.centery - ARROW_W // 2, reach - 2, ARROW_W)
    return pygame.Rect(ring.right + 2, ring.centery - ARROW_W // 2, reach - 2, ARROW_W)


def draw_pointer(
    surface: pygame.Surface,
    target: pygame.Rect,
    time: float,
    avoid: Sequence[pygame.Rect] = (),
) -> None:
    """Point at ``target``: a pulsing double ring around it and a bobbing arrow beside it,
    on a side clear of ``avoid`` (never on a label: see :func:`arrow_side`; with no free side
    the ring alone points). Shape and motion, not colour alone: a dark outline under the
    sun-yellow one.
    """
    ring, bob = pointer_ring(target, time)
    edge = ring.inflate(4, 4)  # a dark line round the sun-yellow ring
    theme.mark("pointer", edge, "", surface)
    pygame.draw.rect(surface, theme.POINTER_EDGE, edge, 2, border_radius=RING_RADIUS + 2)
    pygame.draw.rect(surface, theme.SUN, ring, 4, border_radius=RING_RADIUS)
    off = ARROW_GAP + bob  # from the ring to the arrow's tip
    fits_above = ring.y - off >= ARROW_TOP
    side = arrow_side(target, avoid) if avoid else ("above" if fits_above else "below")
    if side is None:
        return
    cx, cy = ring.center
    half = ARROW_W // 2
    if side == "above":
        tip = ring.y - off
        pts = [(cx, tip), (cx - half, tip - ARROW_LEN), (cx + half, tip - ARROW_LEN)]
    elif side == "below":
        tip = ring.bottom + off
        pts = [(cx, tip), (cx - half, tip + ARROW_LEN), (cx + half, tip + ARROW_LEN)]
    elif side == "left":
        tip = ring.x - off
        pts = [(tip, cy), (tip - ARROW_LEN, cy - half), (tip - ARROW_LEN, cy + half)]
    else:
        tip = ring.right + off
        pts = [(tip, cy), (tip + ARROW_LEN, cy - half), (tip + ARROW_LEN, cy + half)]
    pygame.draw.polygon(surface, theme.SUN, pts)
    pygame.draw.polygon(surface, theme.POINTER_EDGE, pts, 2)


def draw_guide(
    surface: pygame.Surface,
    tip_id: str,
    anchor: pygame.Rect,
    target: pygame.Rect | None = None,
    time: float = 0.0,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Draw tip ``tip_id`` in a bubble at ``anchor`` (and point at ``target``, the arrow
    clear of ``avoid`` and of the bubble); its rect: ``anchor`` itself when it has a height
    (a table's placement, maybe snug), else as tall as the text needs."""
    text = hint_text(tip_id)
    bubble = pygame.Rect(anchor) if anchor.h > 0 else bubble_rect(text, anchor)
    if target is not None:
        draw_pointer(surface, target, time, [*avoid, bubble] if avoid else ())
    draw_bubble(surface, bubble, text)
    return bubble
