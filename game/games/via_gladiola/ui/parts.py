"""What the table draws alike in both its layouts (paint.py's and phone.py's): a day chip and
its icon, the draw pile's backs, the walk's cards, a centre-row panel and a pace band's reach.
Each layout adds its own words or numbers around them."""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import FINISH_KM
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui import palette
from game.games.via_gladiola.ui.layout import (
    BANDS,
    CARD_PILE,
    CARD_TOP,
    CHIP_H,
    RADIUS,
    WALK_PEEK,
)
from game.games.via_gladiola.ui.shown import Shown
from game.ui import draw, theme
from game.ui.colours import RGB

DONE, TODAY, LATER = "done", "today", "later"
CHIP_LOOK = {  # fill and ink of a day chip
    DONE: (theme.BAND_COLOURS[0], theme.WHITE),
    TODAY: (theme.SUN, theme.INK),
    LATER: (palette.DAY_LATER, palette.DAY_LATER_INK),
}
ICON_X = CHIP_H // 2  # a chip's icon: centred in the square at its left end
PILE_BACKS = 4  # the most backs the draw pile shows, one for every ten cards
PILE_STEP = 10
UNDER_SHOWN = 3  # cards below the walk's top that peek out


def day_state(shown: Shown, day: int) -> str:
    done = {d.day for d in shown.completed}
    return DONE if day in done else TODAY if day == shown.day else LATER


def recycled(shown: Shown, day: int) -> bool:
    """Whether ``day``'s walk was shuffled into a new draw pile."""
    return any(d.day == day and d.recycled for d in shown.completed)


def day_chip(surface: pygame.Surface, chip: pygame.Rect, state: str) -> RGB:
    """A day chip's body and icon (a tick when done, the sun today, a ring later); its ink."""
    fill, ink = CHIP_LOOK[state]
    draw.drop_shadow(surface, chip, RADIUS, 2)
    pygame.draw.rect(surface, fill, chip, border_radius=RADIUS)
    icon = (chip.x + ICON_X, chip.centery)
    if state == DONE:
        pygame.draw.circle(surface, palette.DAY_DONE_DISC, icon, 13)
        draw.check(surface, icon, 16)
    elif state == TODAY:
        draw.sun(surface, icon, 7, palette.DAY_SUN)
    else:
        pygame.draw.circle(surface, ink, icon, 8, 2)
    return ink


def empty(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Where a pile has no card: its outline."""
    radius = draw.card_radius(rect.w)
    pygame.draw.rect(surface, palette.EMPTY_PILE, rect, 2, border_radius=radius)


def pile_backs(surface: pygame.Surface, rect: pygame.Rect, n: int) -> None:
    """The draw pile of ``n`` cards: a back for every ten (its outline when empty)."""
    if n <= 0:
        empty(surface, rect)
    for k in range(min(PILE_BACKS, -(-n // PILE_STEP))):
        card_art.blit(surface, card_art.back(CARD_PILE), rect.move(-k * 2, -k * 2), lift=2)


def walk_cards(surface: pygame.Surface, shown: Shown, top: pygame.Rect) -> bool:
    """Today's walk: its top card, the ones below peeking out (False: no card yet)."""
    cards = shown.walk_pile
    if not cards:
        empty(surface, top)
        return False
    under = cards[-UNDER_SHOWN - 1 : -1]  # far enough out to read their corner
    for k, card in enumerate(under):
        rect = top.move(-(len(under) - k) * WALK_PEEK, 0)
        card_art.blit(surface, card_art.face(card, CARD_TOP, shown.day), rect, lift=2)
    card_art.blit(surface, card_art.face(cards[-1], CARD_TOP, shown.day), top, lift=5)
    return True


def centre_panel(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The dark panel of the pace bands and of the gladiolas."""
    draw.panel(surface, box, theme.PANEL, palette.PANEL_ALPHA, shadow_lift=2)


def band_reach(shown: Shown, draws: int) -> tuple[str, bool]:
    """The kilometres a next walk drawing ``draws`` cards may reach ("—" when none: the
    Finish is nearer), and whether it is empty."""
    cards = shown.walk_pile
    lo_d, hi_d = BANDS[draws]
    if not cards:
        return "—", True
    top = cards[-1].km
    lo, hi = top + lo_d, min(FINISH_KM, top + hi_d)
    if lo > hi:
        return "—", True
    return (f"{lo}" if lo == hi else f"{lo}–{hi}"), False


def band_fill(surface: pygame.Surface, r: pygame.Rect, draws: int, empty: bool) -> tuple[RGB, RGB]:
    """A pace band's fill (greyed when no walk reaches it); the ink of its words and icons."""
    col = palette.BAND_EMPTY if empty else theme.BAND_COLOURS[draws]
    pygame.draw.rect(surface, col, r, border_radius=RADIUS)
    if empty:
        return palette.BAND_EMPTY_INK, palette.BAND_EMPTY_ICONS
    return theme.INK, theme.INK
