"""Painting the Via Gladiola table in its phone layout (the largest text size).

On a phone the frame is shown at about half its size, so the table says less, bigger: a
number beside a picture where the other sizes have a phrase ("11" beside the backs for "11
cards", a plaster and "16" for "Blisters in hand", a count tag for "4 cards walked today"),
and no label where the picture already says it (the pace bands' draw icons, the gladiola box's
flower). The geometry is layout.py's ``phone_geo``; paint.py calls these when
``theme.largest()``.

Only Via Gladiola needs such a module: its phone layout draws other things than its desktop
one (a picture and a number for each phrase), so each part has a second painting. Gloschli's
and Floriado's phone layouts draw the same parts elsewhere and larger: their layout.py gives
the other rects, and a few branches in their paint.py do the rest.
"""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import DAYS, FINISH_KM
from game.games.via_gladiola.summary import hand_blisters
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui import layout, palette
from game.games.via_gladiola.ui.layout import (
    BANDS,
    CARD_MINI,
    CARD_PILE,
    CARD_TOP,
    PHONE_COUNT,
    PHONE_NUMBER,
    PHONE_RANGE,
)
from game.games.via_gladiola.ui.shown import Shown
from game.ui import draw, theme

DONE, TODAY, LATER = "done", "today", "later"
CHIP_LOOK = {  # fill and ink of a day chip
    DONE: (theme.BAND_COLOURS[0], theme.WHITE),
    TODAY: (theme.SUN, theme.INK),
    LATER: (palette.DAY_LATER, palette.DAY_LATER_INK),
}


def day_chip(
    surface: pygame.Surface, chip: pygame.Rect, day: int, state: str, recycled: bool = False
) -> None:
    """A day's chip: its icon (a tick when done, the sun today, a ring later) and number."""
    fill, ink = CHIP_LOOK[state]
    draw.drop_shadow(surface, chip, 12, 2)
    pygame.draw.rect(surface, fill, chip, border_radius=12)
    icon = (chip.x + 24, chip.centery)
    if state == DONE:
        pygame.draw.circle(surface, palette.DAY_DONE_DISC, icon, 13)
        draw.check(surface, icon, 16)
    elif state == TODAY:
        draw.sun(surface, icon, 7, palette.DAY_SUN)
    else:
        pygame.draw.circle(surface, ink, icon, 8, 2)
    num_x = chip.x + 56 if not recycled else chip.x + 52
    theme.blit_text(surface, str(day), PHONE_NUMBER, (num_x, chip.centery), ink, "bold", "center")
    if recycled:  # this day's walk was shuffled into a new draw pile
        theme.blit_text(surface, "↻", 20, (chip.right - 13, chip.centery), ink, "bold", "center")


def days(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    done = {d.day: d for d in shown.completed}
    for i, chip in enumerate(g["chips"]):
        day = i + 1
        state = DONE if day in done else TODAY if day == shown.day else LATER
        day_chip(surface, chip, day, state, day in done and done[day].recycled)


def count_tag(surface: pygame.Surface, tag: pygame.Rect, n: int) -> None:
    """A cream pill with a pile's card count."""
    theme.mark("badge", tag, str(n), surface)  # for the layout checks (free in play)
    pygame.draw.rect(surface, theme.CREAM, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, theme.INK, tag, 2, border_radius=tag.h // 2)
    theme.blit_text(surface, str(n), PHONE_COUNT, tag.center, theme.INK, "bold", "center")


def pile(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """The draw pile and its count (the pile of backs says what it is)."""
    rect = g["pile"]
    n = shown.draw_pile
    if n <= 0:
        pygame.draw.rect(surface, palette.EMPTY_PILE, rect, 2, border_radius=10)
    for k in range(min(4, (n + 9) // 10)):
        card_art.blit(surface, card_art.back(CARD_PILE), rect.move(-k * 2, -k * 2), lift=2)
    count_tag(surface, layout.pile_tag(g), n)


def walk(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """Today's walk: the cards below the top peeking out, and how many were walked today."""
    top = g["top"]
    cards = shown.walk_pile
    if not cards:
        pygame.draw.rect(surface, palette.EMPTY_PILE, top, 2, border_radius=16)
        return
    under = cards[-4:-1]
    for k, card in enumerate(under):
        rect = top.move(-(len(under) - k) * 36, 0)
        card_art.blit(surface, card_art.face(card, CARD_TOP, shown.day), rect, lift=2)
    card_art.blit(surface, card_art.face(cards[-1], CARD_TOP, shown.day), top, lift=5)
    walked = len(cards) - 1  # the day's start card is no walk
    if walked:
        count_tag(surface, layout.walk_tag(g, walked), walked)


def bands(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """The next walk's three pace bands: the cards it draws (icons) and its kilometres."""
    box = g["bands"]
    draw.panel(surface, box, theme.PANEL, palette.PANEL_ALPHA, 16, None, 2)
    cards = shown.walk_pile
    top = cards[-1].km if cards else None
    for draws, (lo_d, hi_d) in enumerate(BANDS):
        r = layout.phone_band_rect(box, draws)
        lo, hi = (top + lo_d, min(FINISH_KM, top + hi_d)) if top is not None else (1, 0)
        empty = lo > hi
        col = theme.BAND_COLOURS[draws] if not empty else palette.BAND_EMPTY
        pygame.draw.rect(surface, col, r, border_radius=12)
        ink = theme.INK if not empty else palette.BAND_EMPTY_INK
        icons = theme.INK if not empty else palette.BAND_EMPTY_ICONS
        draw.draw_icons(surface, (r.x + 36, r.centery), draws, 26, icons)
        label = "—" if empty else (f"{lo}" if lo == hi else f"{lo}–{hi}")
        theme.blit_text(
            surface, label, PHONE_RANGE, (r.right - 12, r.centery), ink, "bold", "midright"
        )


def gladiolas(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    """The Gladiolas laid: the flower and their number, the last ones laid; before Day 4,
    Day 4's chip (the day they may be laid, as on the day track)."""
    box = g["glads"]
    draw.panel(surface, box, theme.PANEL, palette.PANEL_ALPHA, 16, None, 2)
    draw.gladiola(surface, (box.centerx - 24, box.y + 86), 64)
    theme.blit_text(
        surface,
        str(len(shown.gladiolas)),
        34,
        (box.centerx + 26, box.y + 56),
        theme.CREAM,
        "bold",
        "center",
    )
    laid, earlier = layout.laid_shown(shown.gladiolas)
    places = len(laid) + bool(earlier)
    for k in range(places):
        row, col = divmod(k, 3)
        in_row = min(3, places - row * 3)  # each row centred in the box
        rect = pygame.Rect(0, 0, *CARD_MINI)
        x0 = box.centerx - (in_row * 38 - 8) // 2
        rect.topleft = (x0 + col * 38, box.y + 106 + row * 50)
        if k < len(laid):
            card_art.blit(surface, card_art.face(laid[k].card, CARD_MINI), rect, lift=1)
        else:
            more(surface, rect, earlier)
    if shown.day < DAYS and not laid:
        day_chip(surface, layout.phone_day4_chip(box), DAYS, LATER)


def more(surface: pygame.Surface, rect: pygame.Rect, n: int) -> None:
    """In a card's place: "+n", the earlier cards laid that are not drawn."""
    draw.panel(surface, rect, theme.CREAM, palette.CREAM_ALPHA, 6, theme.CREAM_EDGE, 1)
    text = f"+{n}"
    size = theme.fit_text(text, 18, rect.w - 4, "bold", 11)
    theme.blit_text(surface, text, size, rect.center, theme.INK, "bold", "center")


def seat_count(surface: pygame.Surface, r: pygame.Rect, n: int) -> None:
    """A seat's number of cards, beside the fan of its backs."""
    theme.blit_text(
        surface,
        str(n),
        PHONE_NUMBER,
        (r.right - 14, r.bottom - 22),
        theme.CREAM,
        "bold",
        "midright",
    )


def hand_total(surface: pygame.Surface, shown: Shown, g: dict, visible: bool) -> None:
    """A plaster and the shown hand's blisters (none while the hand is hidden or empty)."""
    if not visible or not shown.hand:
        return
    r = layout.phone_total_rect(g)
    draw.panel(surface, r, theme.CREAM, palette.CREAM_ALPHA, 16, theme.CREAM_EDGE, 2)
    draw.plaster(surface, (r.x + 32, r.centery), 30)
    n = hand_blisters(shown.hand)
    theme.blit_text(surface, str(n), 32, (r.right - 18, r.centery), theme.INK, "bold", "midright")
