"""The first-game guide: short tips (``tips.<id>`` in each game's catalog) on what to do.

Every table inherits the guide from :class:`game.ui.table.base.TableScene`; a table opts in
by overriding two methods:

- ``tip_for_now() -> str | None``: the id of the tip that fits this moment (an id of
  ``tips.<id>``, e.g. ``"gl_draw"``), or None. Called on the person's own turn while
  "Tips for a first game" is on; a tip already seen is never shown again.
- ``tip_target(tip_id) -> pygame.Rect | None`` (optional): the thing on the table the tip is
  about (a button, a card, a pile). It gets a pulsing ring with notches pointing in at it
  (nothing outside the ring, so the pointer never lands on a label beside its target).
- ``tip_free_space() -> list[pygame.Rect]`` (optional): table space with nothing on it now,
  best first. The bubble goes into the first one it fits, clear of the target.

Without free space the bubble goes where the log is and the open log folds while the tip shows
(``log_shown()``; the setting is left alone), unfolding when the tip goes: a tip never covers
the open log. The bubble has a "Got it" button (keyboard: Tab to it, Enter); the tip is
remembered as seen in the settings (``hints_seen``) when dismissed, and dismissed on its own
when the person acts through ``human_act`` (call ``dismiss_tip()`` otherwise).
The drawing functions below can also be used directly.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import ENGLISH, t
from game.ui import draw, theme


def hint_text(tip_id: str | None) -> str:
    """The tip's text in the current language (English when a language lacks it)."""
    if not tip_id:
        return ""
    key = f"tips.{tip_id}"
    return t(key) if key in ENGLISH else ""


def bubble_rect(text: str, anchor: pygame.Rect) -> pygame.Rect:
    """The tip bubble: ``anchor``'s width and x, starting at its top, tall enough for ``text``."""
    size, line = theme.body(18), theme.body(23)
    lines = theme.wrap(text, size, anchor.w - 40)
    off = theme.wrap(t("tip.off"), 15, anchor.w - 40)
    return pygame.Rect(anchor.x, anchor.y, anchor.w, 116 + line * len(lines) + 19 * len(off))


def ok_rect(bubble: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(bubble.right - 132, bubble.bottom - 54, 116, 44)


def draw_bubble(surface: pygame.Surface, bubble: pygame.Rect, text: str) -> None:
    """The tip itself: a cream card with a sun, "Tip", the text and where to turn tips off."""
    draw.panel(surface, bubble, theme.CREAM, 255, 16, theme.SUN, 6)
    draw.sun(surface, (bubble.x + 26, bubble.y + 26), 7, theme.SUN_DARK)
    theme.blit_text(
        surface, t("tip.title"), 20, (bubble.x + 48, bubble.y + 26), theme.INK, "bold", "midleft"
    )
    size, line = theme.body(18), theme.body(23)
    y = bubble.y + 46
    for text_line in theme.wrap(text, size, bubble.w - 40):
        theme.blit_text(surface, text_line, size, (bubble.x + 20, y), theme.INK, "regular")
        y += line
    for off_line in theme.wrap(t("tip.off"), 15, bubble.w - 40):
        theme.blit_text(surface, off_line, 15, (bubble.x + 20, y + 4), theme.INK_SOFT, "bold")
        y += 19


def pointer_rect(target: pygame.Rect, time: float = 0.0) -> pygame.Rect:
    """Everything :func:`draw_pointer` draws: the pulsing ring round ``target``. The pointer
    stays this close to its target so it never lands on a label beside it (issue 18)."""
    grow = 6 + round((0.5 + 0.5 * math.sin(time * 4.0)) * 4)
    return target.inflate(grow * 2 + 4, grow * 2 + 4)


def draw_pointer(surface: pygame.Surface, target: pygame.Rect, time: float) -> None:
    """Point at ``target``: a pulsing double ring around it, with notches on its top and
    bottom lines pointing in at it.

    Shape and motion, not colour alone: a dark outline under the sun-yellow one. Nothing is
    drawn outside the ring (a free-floating arrow used to land on the status line's text).
    """
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    grow = 6 + round(pulse * 4)
    ring = target.inflate(grow * 2, grow * 2)
    theme.mark("pointer", ring.inflate(4, 4), "", surface)
    pygame.draw.rect(surface, (60, 44, 20), ring.inflate(4, 4), 2, border_radius=18)
    pygame.draw.rect(surface, theme.SUN, ring, 4, border_radius=16)
    cx, depth = ring.centerx, max(4, grow - 1)
    for edge, d in ((ring.y + 2, 1), (ring.bottom - 3, -1)):
        pts = [(cx - 10, edge), (cx + 10, edge), (cx, edge + d * depth)]
        pygame.draw.polygon(surface, theme.SUN, pts)
        pygame.draw.polygon(surface, (60, 44, 20), pts, 1)


def draw_guide(
    surface: pygame.Surface,
    tip_id: str,
    anchor: pygame.Rect,
    target: pygame.Rect | None = None,
    time: float = 0.0,
) -> pygame.Rect:
    """Draw tip ``tip_id`` in a bubble at ``anchor`` (and point at ``target``); its rect."""
    text = hint_text(tip_id)
    bubble = bubble_rect(text, anchor)
    if target is not None:
        draw_pointer(surface, target, time)
    draw_bubble(surface, bubble, text)
    return bubble
