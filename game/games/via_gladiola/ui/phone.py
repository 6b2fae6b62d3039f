"""Painting the Via Gladiola table in its phone layout (the largest text size).

On a phone the frame is shown at about half its size, so the table says less, bigger: a
number beside a picture where the other sizes have a phrase ("11" beside the backs for "11
cards", a plaster and "16" for "Blisters in hand", a count tag for "4 cards walked today"),
and no label where the picture already says it (the pace bands' draw icons, the gladiola box's
flower). The geometry is layout.py's ``phone_geo``; paint.py calls these when the geometry
is the phone layout's (``g["phone"]``). The parts both layouts draw alike are in parts.py.

Only Via Gladiola needs such a module: its phone layout draws other things than its desktop
one (a picture and a number for each phrase), so each part has a second painting. Gloschli's
and Floriado's phone layouts draw the same parts elsewhere and larger: their layout.py gives
the other rects, and a few branches in their paint.py do the rest.
"""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import DAYS
from game.games.via_gladiola.summary import hand_blisters
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui import layout, palette, parts
from game.games.via_gladiola.ui.layout import (
    BANDS,
    CARD_MINI,
    COUNT_UP,
    PANEL_RADIUS,
    PHONE_COUNT,
    PHONE_NUMBER,
    PHONE_RANGE,
    TEXT,
    TEXT_HUGE,
    TEXT_TITLE,
)
from game.games.via_gladiola.ui.parts import LATER
from game.games.via_gladiola.ui.shown import Shown
from game.ui import draw, theme


def day_chip(
    surface: pygame.Surface, chip: pygame.Rect, day: int, state: str, recycled: bool = False
) -> None:
    """A day's chip: its icon (a tick when done, the sun today, a ring later) and number."""
    ink = parts.day_chip(surface, chip, state)
    num_x = chip.x + 56 if not recycled else chip.x + 52
    theme.blit_text(surface, str(day), PHONE_NUMBER, (num_x, chip.centery), ink, "bold", "center")
    if recycled:  # this day's walk was shuffled into a new draw pile
        at = (chip.right - 13, chip.centery)
        theme.blit_text(surface, "↻", TEXT, at, ink, "bold", "center")


def days(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    for i, chip in enumerate(g["chips"]):
        day = i + 1
        day_chip(surface, chip, day, parts.day_state(shown, day), parts.recycled(shown, day))


def count_tag(surface: pygame.Surface, tag: pygame.Rect, n: int) -> None:
    """A cream pill with a pile's card count."""
    theme.mark("badge", tag, str(n), surface)  # for the layout checks (free in play)
    pygame.draw.rect(surface, theme.CREAM, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, theme.INK, tag, 2, border_radius=tag.h // 2)
    theme.blit_text(surface, str(n), PHONE_COUNT, tag.center, theme.INK, "bold", "center")


def pile(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """The draw pile and its count (the pile of backs says what it is)."""
    parts.pile_backs(surface, g["pile"], shown.draw_pile)
    count_tag(surface, layout.pile_tag(g), shown.draw_pile)


def walk(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """Today's walk: the cards below the top peeking out, and how many were walked today."""
    if not parts.walk_cards(surface, shown, g["top"]):
        return
    walked = len(shown.walk_pile) - 1  # the day's start card is no walk
    if walked:
        count_tag(surface, layout.walk_tag(g, walked), walked)


def bands(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """The next walk's three pace bands: the cards it draws (icons) and its kilometres."""
    box = g["bands"]
    parts.centre_panel(surface, box)
    for draws in range(len(BANDS)):
        r = layout.phone_band_rect(box, draws)
        label, empty = parts.band_reach(shown, draws)
        ink, icons = parts.band_fill(surface, r, draws, empty)
        draw.draw_icons(surface, (r.x + 36, r.centery), draws, 26, icons)
        at = (r.right - layout.RADIUS, r.centery)  # clear of the band's rounded corner
        theme.blit_text(surface, label, PHONE_RANGE, at, ink, "bold", "midright")


def gladiolas(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """The Gladiolas laid: the flower and their number, the last ones laid; before Day 4,
    Day 4's chip (the day they may be laid, as on the day track)."""
    box = g["glads"]
    parts.centre_panel(surface, box)
    draw.gladiola(surface, (box.centerx - 24, box.y + 86), 64)
    at = (box.centerx + 26, box.y + 56)
    theme.blit_text(
        surface, str(len(shown.gladiolas)), TEXT_HUGE, at, theme.CREAM, "bold", "center"
    )
    laid, earlier = layout.laid_shown(shown.gladiolas)
    slots = layout.phone_glad_slots(box, len(laid) + bool(earlier))
    for gl, rect in zip(laid, slots, strict=False):
        card_art.blit(surface, card_art.face(gl.card, CARD_MINI), rect, lift=1)
    if earlier:
        more(surface, slots[-1], earlier)
    if shown.day < DAYS and not laid:
        day_chip(surface, layout.phone_day4_chip(box), DAYS, LATER)


def more(surface: pygame.Surface, rect: pygame.Rect, n: int) -> None:
    """In a card's place: "+n", the earlier cards laid that are not drawn."""
    draw.panel(surface, rect, theme.CREAM, palette.CREAM_ALPHA, 6, theme.CREAM_EDGE, 1)
    text = f"+{n}"
    size = theme.fit_text(text, TEXT_TITLE, rect.w - 4, "bold", 11)
    theme.blit_text(surface, text, size, rect.center, theme.INK, "bold", "center")


def seat_count(surface: pygame.Surface, r: pygame.Rect, n: int) -> None:
    """A seat's number of cards, beside the fan of its backs."""
    theme.blit_text(
        surface,
        str(n),
        PHONE_NUMBER,
        (r.right - 14, r.bottom - COUNT_UP),
        theme.CREAM,
        "bold",
        "midright",
    )


def hand_total(surface: pygame.Surface, shown: Shown, g: dict, visible: bool) -> None:
    """A plaster and the shown hand's blisters (none while the hand is hidden or empty)."""
    if not visible or not shown.hand:
        return
    r = layout.phone_total_rect(g)
    draw.panel(surface, r, theme.CREAM, palette.CREAM_ALPHA, PANEL_RADIUS, theme.CREAM_EDGE, 2)
    draw.plaster(surface, (r.x + 32, r.centery), 30)
    n = hand_blisters(shown.hand)
    theme.blit_text(surface, str(n), 32, (r.right - 18, r.centery), theme.INK, "bold", "midright")
