"""Gloschli's rules-page pictures: the cards a rules section talks about, drawn with the game's art.

``PICTURES`` maps each picture key Gloschli's rules pages ask for (GAME.rules_pages) to a
function that draws the picture into a rect (the rules page gives about 280x170); the rules
screen clips it there, so nothing ever spills onto the text beside it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.gloschli.ui import art
from game.i18n import t
from game.ui import theme

Picture = Callable[[pygame.Surface, pygame.Rect], None]

# Faces drawn on the pages (engine face ids, see art.py).
POWERS = (art.TRICK_CARD, art.DISTRACTION_CARD, art.EYE_CARD, art.SPY_CARD)
POWERS_2 = (art.STRONG_EYE_CARD, art.SUPER_SPY_CARD, art.BLIND_SWAP_CARD, art.SWAP_CARD)
TWO, THREE, FOUR = 1, 2, 3  # the creatures worth 2, 3 and 4 (GL-30's combo)
CARD = (70, 98)  # a card on a page that shows a few


def _card(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, lift: int = 2) -> None:
    art.blit(surface, img, rect, lift=lift)


def _row(
    surface: pygame.Surface,
    faces: list[int | None],
    centre: tuple[int, int],
    size: tuple[int, int],
    step: int,
) -> list[pygame.Rect]:
    """Cards side by side (``None``: a back), ``step`` apart, centred on ``centre``."""
    total = size[0] + step * (len(faces) - 1)
    x0 = centre[0] - total // 2
    rects = []
    for i, f in enumerate(faces):
        r = pygame.Rect(x0 + i * step, centre[1] - size[1] // 2, *size)
        _card(surface, art.back(size) if f is None else art.face(f, size), r)
        rects.append(r)
    return rects


def _bottom(box: pygame.Rect, size: tuple[int, int]) -> int:
    """The centre line of a row of cards along the box's bottom."""
    return box.bottom - 12 - size[1] // 2


def _table(surface: pygame.Surface, box: pygame.Rect) -> None:
    """GL-16: a player's four face-down cards below the deck and the discard pile."""
    size = (46, 64)
    cy = box.y + 12 + size[1] // 2
    deck = pygame.Rect(0, 0, *size)
    deck.center = (box.centerx - 40, cy)
    for k in (2, 1, 0):
        _card(surface, art.back(size), deck.move(-k * 2, -k * 2), lift=1)
    pile = pygame.Rect(0, 0, *size)
    pile.center = (box.centerx + 40, cy)
    _card(surface, art.face(THREE, size), pile.move(5, -2), lift=1)
    _card(surface, art.face(art.EYE_CARD, size), pile)
    _row(surface, [None] * 4, (box.centerx, _bottom(box, size)), size, 56)


def _creatures(surface: pygame.Surface, box: pygame.Rect) -> None:
    """GL-1: the creatures 1 to 5, a little fanned."""
    size = CARD
    step = (box.w - 16 - size[0]) // 4
    x0 = box.centerx - (size[0] + 4 * step) // 2
    for i in range(5):
        rise = abs(i - 2) * 6  # a gentle arc: the middle card highest
        r = pygame.Rect(x0 + i * step, box.y + 22 + rise, *size)
        _card(surface, art.face(i, size), r)


def _powers(surface: pygame.Surface, box: pygame.Rect) -> None:
    """GL-2..GL-9: the power cards 6 to 12, each with its icon and number, in two rows."""
    size = (50, 70)
    step = 58
    top = box.y + 10 + size[1] // 2
    _row(surface, list(POWERS), (box.centerx, top), size, step)
    _row(surface, list(POWERS_2), (box.centerx, _bottom(box, size)), size, step)


def _heroes(surface: pygame.Surface, box: pygame.Rect) -> None:
    """GL-10..GL-13: Chötzli, Glubschi, Pferd and Isbär."""
    size = (76, 108)
    step = (box.w - 14 - size[0]) // 3
    _row(surface, list(art.HEROES), box.center, size, step)


def _chotzli(surface: pygame.Surface, box: pygame.Rect) -> None:
    """GL-24: STOP! Chötzli lies face up in its row, locked, for the rest of the round."""
    size = CARD
    rects = _row(surface, [None] * 4, (box.centerx, box.bottom - 60), size, 62)
    up = rects[1]
    _card(surface, art.face(art.CHOTZLI, size), up, lift=3)  # on top of its neighbours
    art.lock(surface, (up.centerx, up.bottom - 12), 11)
    text = t("gl.callout.stop")
    img = theme.text(text, 20, theme.WHITE, "bold")
    tag = img.get_rect(midbottom=(up.centerx, up.y - 8)).inflate(20, 8)
    tag.clamp_ip(box.inflate(-8, -8))
    pygame.draw.rect(surface, art.RED, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, theme.INK, tag, 2, border_radius=tag.h // 2)
    surface.blit(img, img.get_rect(center=tag.center))


def _combos(surface: pygame.Surface, box: pygame.Rect) -> None:
    """GL-14, GL-15, GL-30: Plus 1 or Blind, with a 2, a 3 and a 4."""
    size = (70, 100)
    cy = box.centery
    left, fan = box.x + 8, 58
    for i, f in enumerate(art.COMBO_CARDS):  # Blind covers only Plus 1's edge: both read whole
        r = pygame.Rect(left + i * fan, cy - size[1] // 2 + i * 8 - 4, *size)
        _card(surface, art.face(f, size), r)
    half = 9  # the plus sign's room, each side of its centre
    plus_x = left + fan + size[0] + half
    theme.blit_text(surface, "+", 28, (plus_x, cy), theme.INK, "bold", "center")
    x0 = plus_x + half
    step = (box.right - 8 - size[0] - x0) // 2
    for i, f in enumerate((TWO, THREE, FOUR)):
        r = pygame.Rect(x0 + i * step, cy - size[1] // 2, *size)
        _card(surface, art.face(f, size), r)


PICTURES: dict[str, Picture] = {
    "gl:table": _table,
    "gl:creatures": _creatures,
    "gl:powers": _powers,
    "gl:heroes": _heroes,
    "gl:chotzli": _chotzli,
    "gl:combos": _combos,
}
