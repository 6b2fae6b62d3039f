"""The first-game guide: short tips (``tips.<id>`` in each game's catalog) on what to do.

Every table owns the guide (``table.tips``, game/ui/table/tips.py); a table opts in by
overriding two of its hooks:

- ``tip_for_now() -> str | None``: the id of the tip that fits this moment (an id of
  ``tips.<id>``, e.g. ``"gl_draw"``), or None. Called on the person's own turn while
  "Tips for a first game" is on; a tip already seen is never shown again.
- ``tip_target(tip_id) -> pygame.Rect | None`` (optional): the thing on the table the tip is
  about (a button, a card, a pile). It gets a pulsing ring with notches pointing in at it
  (nothing outside the ring, so the pointer never lands on a label beside its target).
- ``tip_place(text) -> pygame.Rect | None`` (optional): the bubble's place, when the table
  puts it itself (under its board, say).

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

import pygame

from game.i18n import ENGLISH, t
from game.ui import draw, theme


def hint_text(tip_id: str | None) -> str:
    """The tip's text in the current language (English when a language lacks it)."""
    if not tip_id:
        return ""
    key = f"tips.{tip_id}"
    return t(key) if key in ENGLISH else ""


# The tip at the largest text size (a phone's): its text, the line on turning tips off and
# "Got it" all at phone size or more, the button a finger's size.
PHONE_OK = (150, 56)


def _sizes() -> tuple[int, int, int, int]:
    """The tip's text size and line step, and those of the line on turning tips off."""
    if theme.largest():
        return theme.running(18), theme.body(23), theme.PHONE_TEXT, theme.PHONE_TEXT + 6
    return theme.body(18), theme.body(23), 15, 19


def bubble_rect(text: str, anchor: pygame.Rect) -> pygame.Rect:
    """The tip bubble: ``anchor``'s width and x, starting at its top, tall enough for ``text``.
    At the largest size "Got it" sits beside the last line when it fits there: the bubble
    then hides less of the table under it."""
    size, line, off_size, off_line = _sizes()
    lines = theme.wrap(text, size, anchor.w - 40)
    off = theme.wrap(t("tip.off"), off_size, anchor.w - 40)
    if theme.largest() and _ok_beside((lines + off)[-2:], anchor.w):
        # title, the lines, the last one's row as tall as the button, the bottom margin
        frame = 46 + 4 + (off_line + PHONE_OK[1]) // 2 + 12 - off_line
    else:
        frame = 116 + (PHONE_OK[1] - 44 + 8 if theme.largest() else 0)  # title, button, margins
    return pygame.Rect(
        anchor.x, anchor.y, anchor.w, frame + line * len(lines) + off_line * len(off)
    )


def snug_rect(text: str, anchor: pygame.Rect) -> pygame.Rect:
    """``bubble_rect``, as low as "Got it" allows where it fits at the right beside every
    line of the text: for a tip with little height to go in."""
    bubble = bubble_rect(text, anchor)
    if theme.largest():
        return bubble  # there "Got it" goes beside the last line already where it fits
    size, line, off_size, off_line = _sizes()
    lines = theme.wrap(text, size, anchor.w - 40)
    off = theme.wrap(t("tip.off"), off_size, anchor.w - 40)
    room = anchor.w - 40 - 132 - 8  # left of the button (ok_rect)
    if any(theme.width(x, size, "regular") > room for x in lines) or any(
        theme.width(x, off_size, "bold") > room for x in off
    ):
        return bubble
    # the title's row, the lines, a margin; never less than the title's and the button's rows
    h = max(46 + line * len(lines) + off_line * len(off) + 6, 100)
    return pygame.Rect(anchor.x, anchor.y, anchor.w, min(h, bubble.h))


def _ok_width() -> int:
    """ "Got it" at the largest size: as wide as its word needs at phone size ("Verstanden")."""
    return max(PHONE_OK[0], theme.width(t("tip.ok"), theme.PHONE_TEXT, "bold") + 40)


def _ok_beside(last_two: list[str], width: int) -> bool:
    """Does "Got it" fit on the row of the bubble's last line, clear of it and of the line
    above (the button is taller than a line)?"""
    widest = max(theme.width(line, theme.PHONE_TEXT, "bold") for line in last_two)
    return 20 + widest + 24 + _ok_width() + 16 <= width


def ok_rect(bubble: pygame.Rect) -> pygame.Rect:
    if theme.largest():
        w, h = _ok_width(), PHONE_OK[1]
        return pygame.Rect(bubble.right - w - 16, bubble.bottom - h - 12, w, h)
    return pygame.Rect(bubble.right - 132, bubble.bottom - 54, 116, 44)


def draw_bubble(surface: pygame.Surface, bubble: pygame.Rect, text: str) -> None:
    """The tip itself: a cream card with a sun, "Tip", the text and where to turn tips off."""
    draw.panel(surface, bubble, theme.CREAM, 255, 16, theme.SUN, 6)
    draw.sun(surface, (bubble.x + 26, bubble.y + 26), 7, theme.SUN_DARK)
    theme.blit_text(
        surface, t("tip.title"), 20, (bubble.x + 48, bubble.y + 26), theme.INK, "bold", "midleft"
    )
    size, line, off_size, off_step = _sizes()
    y = bubble.y + 46
    for text_line in theme.wrap(text, size, bubble.w - 40):
        theme.blit_text(surface, text_line, size, (bubble.x + 20, y), theme.INK, "regular")
        y += line
    for off_line in theme.wrap(t("tip.off"), off_size, bubble.w - 40):
        theme.blit_text(surface, off_line, off_size, (bubble.x + 20, y + 4), theme.INK_SOFT, "bold")
        y += off_step


ARROW_LEN, ARROW_W, BOB = 20, 28, 6  # the pointer's triangle and how far it bobs


def pointer_ring(target: pygame.Rect, time: float = 0.0) -> tuple[pygame.Rect, int]:
    """The pulsing ring round ``target`` at ``time`` and the arrow's bob then."""
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    grow = 6 + round(pulse * 4)
    return target.inflate(grow * 2, grow * 2), round(pulse * BOB)


def arrow_side(
    target: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    bounds: pygame.Rect | None = None,
) -> str | None:
    """Where the pointer's arrow goes: the first side (above, left, right, below) whose arrow,
    over its whole bob, stays in ``bounds`` and clear of every ``avoid`` rect (labels,
    buttons, the status line); None when no side is free (then the ring alone points)."""
    bounds = bounds if bounds is not None else pygame.Rect(0, 70, 1280, 650)
    for side in ("above", "left", "right", "below"):
        box = arrow_box(target, side)
        if bounds.contains(box) and box.collidelist(list(avoid)) < 0:
            return side
    return None


def arrow_box(target: pygame.Rect, side: str) -> pygame.Rect:
    """Everything the arrow on ``side`` of ``target`` covers while it bobs."""
    ring = target.inflate(20, 20)  # the ring at its widest
    reach = 4 + BOB + ARROW_LEN
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
    theme.mark("pointer", ring.inflate(4, 4), "", surface)
    pygame.draw.rect(surface, (60, 44, 20), ring.inflate(4, 4), 2, border_radius=18)
    pygame.draw.rect(surface, theme.SUN, ring, 4, border_radius=16)
    side = arrow_side(target, avoid) if avoid else ("above" if ring.y - 4 - bob >= 70 else "below")
    if side is None:
        return
    cx, cy = ring.center
    half = ARROW_W // 2
    if side == "above":
        tip = ring.y - 4 - bob
        pts = [(cx, tip), (cx - half, tip - ARROW_LEN), (cx + half, tip - ARROW_LEN)]
    elif side == "below":
        tip = ring.bottom + 4 + bob
        pts = [(cx, tip), (cx - half, tip + ARROW_LEN), (cx + half, tip + ARROW_LEN)]
    elif side == "left":
        tip = ring.x - 4 - bob
        pts = [(tip, cy), (tip - ARROW_LEN, cy - half), (tip - ARROW_LEN, cy + half)]
    else:
        tip = ring.right + 4 + bob
        pts = [(tip, cy), (tip + ARROW_LEN, cy - half), (tip + ARROW_LEN, cy + half)]
    pygame.draw.polygon(surface, theme.SUN, pts)
    pygame.draw.polygon(surface, (60, 44, 20), pts, 2)


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
