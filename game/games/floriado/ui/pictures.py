"""Floriado's rules-page pictures, keyed as the GAME's ``rules_pages`` ask ("fl:*").

Each picture draws into the rect it is given (the rules page's picture box, 280x170) with the
table's own art; the rules screen clips it to that rect.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.floriado.cards import COLS, DECK, PAYOUT, ROWS
from game.games.floriado.narrate import fmt
from game.games.floriado.ui import art, palette
from game.games.floriado.ui.layout import GAP, MARGIN, PAD, TEXT_LABEL
from game.ui import draw, theme
from game.ui.layout import grid, span

FIELD_SEED = 7  # a fixed deal, so the page looks the same every time
BOX = (280, 170)  # the rules page's picture box: the sizes below are for it


def _scale(rect: pygame.Rect) -> float:
    """How much smaller than the rules page's box ``rect`` is (never larger than 1)."""
    return min(1.0, rect.w / BOX[0], rect.h / BOX[1])


def _px(value: float, k: float) -> int:
    return max(1, round(value * k))


def _board(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, palette.PICTURE_FELT, rect, border_radius=12)


def _deal() -> list[dict]:
    """The 40 cards in a fixed shuffled order (the picture is not a real game's field)."""
    order = list(range(len(DECK)))
    k = FIELD_SEED
    for i in range(len(order) - 1, 0, -1):  # a small fixed LCG: no engine, no randomness
        k = (k * 1103515245 + 12345) % (1 << 31)
        j = k % (i + 1)
        order[i], order[j] = order[j], order[i]
    return [DECK[i].to_json() for i in order]


def field(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """FL-2: the 5 x 8 flower field, every card face up."""
    gap = 3
    board = rect.inflate(-MARGIN, -MARGIN)
    w = (board.w - MARGIN - (COLS - 1) * gap) // COLS
    h = (board.h - MARGIN - (ROWS - 1) * gap) // ROWS
    cards_w, cards_h = span([w] * COLS, gap), span([h] * ROWS, gap)
    x0 = board.centerx - cards_w // 2
    y0 = board.centery - cards_h // 2
    _board(surface, pygame.Rect(x0, y0, cards_w, cards_h).inflate(MARGIN, MARGIN))
    tiles = grid(x0, y0, (w, h), (w + gap, h + gap), COLS, ROWS * COLS)
    for card, tile in zip(_deal(), tiles, strict=True):
        art.blit(surface, art.face(card, (w, h)), tile, lift=1)


def _tile(col: int, row: int, centre: tuple[int, int], size: tuple[int, int]) -> pygame.Rect:
    w, h = size
    x, y = centre[0] + col * (w + GAP) - w // 2, centre[1] + row * (h + GAP) - h // 2
    return pygame.Rect(x, y, w, h)


def pawn(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """FL-4: a pawn on the empty space it took its card from, nose (and arrow) to its facing."""
    k = _scale(rect)
    size = (_px(96, k), _px(68, k))
    centre = (rect.centerx - _px(30, k), rect.centery)
    _board(surface, rect.inflate(-PAD, -PAD))
    space = _tile(0, 0, centre, size)
    surface.blit(art.empty_space(size), space)
    ahead = _tile(1, 0, centre, size)
    art.blit(surface, art.face({"kind": 1, "flowers": 5}, size), ahead, lift=2)
    img = art.pawn(0, "right", _px(70, k))
    surface.blit(img, img.get_rect(center=(space.centerx - _px(8, k), space.centery)))
    spot = (space.right + 3, space.centery)
    pygame.draw.circle(surface, theme.WHITE, spot, _px(15, k))
    pygame.draw.circle(surface, theme.SUN, spot, _px(13, k))
    art.arrow(surface, spot, _px(20, k), "right", theme.INK)


def move(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """FL-5: facing up, the pawn may go forward, left or right in a straight line; never back."""
    k = _scale(rect)
    size = (_px(74, k), _px(44, k))
    centre = rect.center
    _board(surface, rect.inflate(-PAD, -PAD))
    here = _tile(0, 0, centre, size)
    surface.blit(art.empty_space(size), here)
    ways = {(0, -1): "up", (-1, 0): "left", (1, 0): "right"}
    cards = {(0, -1): (2, 6), (-1, 0): (0, 3), (1, 0): (4, 7), (0, 1): (3, 4)}
    for (dc, dr), (kind, flowers) in cards.items():
        tile = _tile(dc, dr, centre, size)
        lit = (dc, dr) in ways
        art.blit(
            surface,
            art.face({"kind": kind, "flowers": flowers}, size),
            tile.move(0, -3 if lit else 0),
            glow=theme.GLOW if lit else None,
            lift=5 if lit else 2,
        )
    img = art.pawn(0, "up", _px(42, k))
    surface.blit(img, img.get_rect(center=here.center))
    disc, dot = _px(12, k), _px(10, k)  # an arrow's or the cross's disc, in a white ring
    for (dc, dr), facing in ways.items():  # an arrow between the pawn and each reachable card
        half = (size[0] // 2 + GAP // 2, size[1] // 2 + GAP // 2)  # to the gap between them
        spot = (here.centerx + dc * half[0], here.centery + dr * half[1])
        pygame.draw.circle(surface, theme.WHITE, spot, disc)
        pygame.draw.circle(surface, theme.SUN, spot, dot)
        art.arrow(surface, spot, _px(15, k), facing, theme.INK)
    back = _tile(0, 1, centre, size)
    surface.blit(draw.veil(back.size, palette.BACKWARD_VEIL, 8), back)
    spot = (back.centerx, back.top - GAP // 2)
    pygame.draw.circle(surface, theme.WHITE, spot, disc)
    pygame.draw.circle(surface, palette.OUT_RED, spot, dot)
    a = _px(5, k)
    art.cross(surface, spot, a)  # backward: a cross, not colour alone


def pile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """FL-6: a pile of one kind runs downhill: each card taken has fewer flowers (8, 6, 5, 2)."""
    k = _scale(rect)
    size = (_px(90, k), _px(63, k))
    flowers = (8, 6, 5, 2)
    step_x = (rect.w - 2 * PAD - size[0]) // (len(flowers) - 1)
    step_y = (rect.h - 2 * PAD - size[1]) // (len(flowers) - 1)
    x0, y0 = rect.x + PAD, rect.y + PAD
    for i, n in enumerate(flowers):
        card = pygame.Rect(x0 + i * step_x, y0 + i * step_y, *size)
        art.blit(surface, art.face({"kind": 3, "flowers": n}, size), card, lift=3)


def payout(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """FL-9: what one pile pays by its number of cards, 1 card 0.75 up to 8 cards 33."""
    cols, rows, gap = 2, 4, 5
    inner = rect.inflate(-MARGIN, -MARGIN)
    w = (inner.w - (cols - 1) * gap) // cols
    h = (inner.h - (rows - 1) * gap) // rows
    k = _scale(rect)
    chip = (_px(16, k), _px(21, k))
    step = _px(5, k)
    texts = {n: f"{n} → {fmt(PAYOUT[n])}" for n in range(1, len(PAYOUT))}
    room = {n: w - 20 - chip[0] - (n - 1) * step for n in texts}  # beside each box's fan
    size = min(
        theme.fit_text(texts[n], TEXT_LABEL, room[n], "bold") for n in texts
    )  # one size for all
    for n in range(1, len(PAYOUT)):
        i = n - 1  # down the first column, then the second: 1..4, 5..8
        x = inner.x + (i // rows) * (w + gap)
        box = pygame.Rect(x, inner.y + (i % rows) * (h + gap), w, h)
        art.payout_box(surface, box)
        for j in range(n):  # the pile itself: n small cards, fewer flowers each
            c = {"kind": 0, "flowers": max(1, 8 - j)}
            at = (box.x + 6 + j * step, box.centery - chip[1] // 2)
            surface.blit(art.pile_chip(c, chip), at)
        theme.blit_text(
            surface, texts[n], size, (box.right - PAD, box.centery), theme.INK,
            "bold", "midright",
        )  # fmt: skip


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "fl:field": field,
    "fl:pawn": pawn,
    "fl:move": move,
    "fl:pile": pile,
    "fl:payout": payout,
}
