"""Via Gladiola card art, drawn in code and cached per card and size.

Cream stock with rounded corners; a big value; blisters as counted plaster icons (plus the
digit); Finish cards with a chequered flag and band; Gladiolas with a drawn flower; Start cards
with their day and a sun. Shadows and glows are added when blitting, not baked in.
"""

from __future__ import annotations

import pygame

from game.games.via_gladiola.cards import DISTANCE, FINISH, FINISH_KM, GLADIOLA, START, Card
from game.games.via_gladiola.ui import palette
from game.i18n import t
from game.ui import draw, theme
from game.ui.colours import RGB

_faces: dict[tuple, pygame.Surface] = {}
MIN_TEXT = 10  # the smallest words on a card face ("km", "no blisters", a caption)
TILE_CARD = (66, 94)  # a card on the title tile


_radius = draw.card_radius
_numbers: dict[tuple, pygame.Surface] = {}


def number(label: str, size: int, colour=theme.INK) -> pygame.Surface:
    """``label`` (a card value such as "44" or "11") set digit by digit with an even gap.

    The font's own advance widths set "44" as "4 4" (its wide 4) and squeeze "11" (its narrow
    1): here each digit's ink is placed ``number_gap(size)`` pixels after the last one, so
    every value reads as one number. Other characters (the "D" of a start card) are set the
    same way."""
    key = (label, size, tuple(colour))
    surf = _numbers.get(key)
    if surf is None:
        glyphs = []
        for ch in label:
            img = theme.text(ch, size, colour, "bold")
            ink = img.get_bounding_rect(min_alpha=1)
            glyphs.append((img, ink))
        gap = number_gap(size)
        height = max((img.get_height() for img, _ in glyphs), default=1)
        width = sum(ink.w for _, ink in glyphs) + gap * max(0, len(glyphs) - 1)
        surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        x = 0
        for img, ink in glyphs:
            surf.blit(img, (x, 0), pygame.Rect(ink.x, 0, ink.w, img.get_height()))
            x += ink.w + gap
        _numbers[key] = surf
    return surf


def number_gap(size: int) -> int:
    """The ink-to-ink gap between two digits of a number set at ``size``."""
    return max(1, round(size * 0.07))


def _blit_number(surf: pygame.Surface, label: str, size: int, pos, colour=theme.INK) -> None:
    img = number(label, size, colour)
    surf.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))


def _base(size: tuple[int, int], tint=theme.CREAM) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = _radius(w)
    pygame.draw.rect(surf, theme.CREAM_EDGE, surf.get_rect(), border_radius=r)
    pygame.draw.rect(surf, tint, surf.get_rect().inflate(-2, -2), border_radius=r - 1)
    return surf


def _hill_colour(km: int) -> tuple[int, int, int]:
    """Early kilometres pale green, late ones golden: the day wears on."""
    k = min(1.0, km / FINISH_KM)
    a, b = palette.HILL_EARLY, palette.HILL_LATE
    return tuple(round(x + (y - x) * k) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def _blisters(surf: pygame.Surface, n: int, cy: int) -> None:
    w = surf.get_width()
    size = max(10, w // 6)
    if n == 0:
        label = t("card.no_blisters")
        if theme.largest():  # a phone: a crossed-out plaster, as "draw 0" is a crossed card
            no_blisters(surf, (w / 2, cy), size)
            return
        size = theme.fit_text(label, max(MIN_TEXT, theme.body(w // 9)), w - 10, "regular", MIN_TEXT)
        theme.blit_text(surf, label, size, (w // 2, cy), theme.INK_SOFT, "regular", "center")
        return
    step = size * 0.8
    x0 = w / 2 - (n - 1) * step / 2
    for i in range(n):
        draw.plaster(surf, (x0 + i * step, cy), size)


def _blister_band(surf: pygame.Surface, card: Card, tint: RGB) -> None:
    """The band along a card's foot, in its stock's ``tint``, with its blisters."""
    w, h = surf.get_size()
    inset = 3  # inside the card's edge line; its corners as round as the edge's inner ones
    band = (inset, h * 0.78, w - 2 * inset, h * 0.2 - inset)
    pygame.draw.rect(surf, tint, band, border_radius=_radius(w) - 2)
    _blisters(surf, card.blisters, int(h * 0.87))


def no_blisters(surf: pygame.Surface, center: tuple[float, float], size: int) -> None:
    """A faded plaster struck through: the card has no blisters."""
    mark = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    draw.plaster(mark, (size, size), size)
    mark.set_alpha(110)
    x, y = round(center[0]), round(center[1])
    surf.blit(mark, (x - size, y - size))
    half, line = size // 2, max(2, size // 7)  # across the plaster's slant
    pygame.draw.line(surf, theme.INK_SOFT, (x - half, y - half), (x + half, y + half), line)


def _corner(surf: pygame.Surface, label: str, colour=theme.INK) -> None:
    w, h = surf.get_size()
    fs = max(11, w // 6)
    img = number(label, fs, colour)
    surf.blit(img, (round(w * 0.09), round(h * 0.04)))
    rot = pygame.transform.flip(img, True, True)  # upside down, as on a playing card
    surf.blit(rot, rot.get_rect(bottomright=(w - w * 0.09, h - h * 0.04)))


def _distance(card: Card, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    km = card.km
    surf = _base(size)
    hill = [
        (2, h * 0.74),
        (w * 0.3, h * 0.58),
        (w * 0.62, h * 0.66),
        (w - 2, h * 0.52),
        (w - 2, h * 0.78),
        (2, h * 0.78),
    ]
    pygame.draw.polygon(surf, _hill_colour(km), hill)
    _blit_number(surf, str(km), int(h * 0.34), (w / 2, h * 0.38))
    theme.blit_text(
        surf, "km", max(MIN_TEXT, theme.body(h * 0.09)), (w / 2, h * 0.59), theme.INK_SOFT, "bold",
        "center",
    )  # fmt: skip
    _corner(surf, str(km))
    _blister_band(surf, card, theme.CREAM)
    return surf


def _caption(surf: pygame.Surface, word: str, y: float, colour: tuple[int, int, int]) -> None:
    """A card's name at the top of its face; none at the largest text, whose small faces
    say it with their picture alone."""
    if not theme.largest():
        w, h = surf.get_size()
        size = max(MIN_TEXT, int(h * 0.085))
        theme.blit_text(surf, word, size, (w / 2, y), colour, "bold", "center")


def _finish(card: Card, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _base(size)
    cell = max(4, w // 12)
    band = pygame.Rect(2, int(h * 0.2), w - 4, cell * 2)
    for i in range(band.w // cell + 1):
        for j in range(2):
            col = theme.INK if (i + j) % 2 == 0 else theme.WHITE
            pygame.draw.rect(surf, col, (band.x + i * cell, band.y + j * cell, cell, cell))
    surf.set_clip(None)
    draw.flag(surf, (w * 0.62, h * 0.74), int(h * 0.3))
    _blit_number(surf, "50", int(h * 0.22), (w * 0.34, h * 0.56))
    _caption(surf, t("card.finish"), h * 0.1, theme.INK)  # (the flag and chequers on a phone)
    _corner(surf, "50")
    _blister_band(surf, card, theme.CREAM)
    return surf


def _gladiola(card: Card, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _base(size, palette.GLADIOLA_STOCK)
    draw.gladiola(surf, (w / 2, h * 0.74), int(h * 0.58))
    _caption(surf, t("card.gladiola"), h * 0.08, theme.GLADIOLA_DARK)  # (the flower on a phone)
    _blister_band(surf, card, palette.GLADIOLA_STOCK)
    return surf


def _start(day: int | None, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _base(size, palette.START_STOCK)
    foot = h - 4  # the hill's foot, above the card's edge and its rounding
    pygame.draw.polygon(
        surf,
        palette.START_HILL,
        [(2, h * 0.8), (w * 0.5, h * 0.62), (w - 2, h * 0.76), (w - 2, foot), (2, foot)],
    )
    if theme.largest():
        return _start_phone(surf, day)
    draw.sun(surf, (w * 0.72, h * 0.24), max(4, w // 12))
    label = t("card.day", day=day) if day else t("card.start")
    theme.blit_text(
        surf, label, max(11, int(h * 0.12)), (w / 2, h * 0.46), theme.INK, "bold", "center"
    )
    theme.blit_text(
        surf,
        "0 km",
        max(MIN_TEXT, int(h * 0.085)),
        (w / 2, h * 0.6),
        theme.INK_SOFT,
        "bold",
        "center",
    )
    _corner(surf, "0")
    return surf


def _start_phone(surf: pygame.Surface, day: int | None) -> pygame.Surface:
    """A start card on a phone: its 0 set like a distance card's value, and its day on the
    hill where the words fit at a readable size (the top bar and the day chips say it too)."""
    w, h = surf.get_size()
    draw.sun(surf, (w * 0.74, h * 0.2), max(4, w // 14))
    _blit_number(surf, "0", int(h * 0.3), (w / 2, h * 0.36))
    theme.blit_text(
        surf, "km", max(MIN_TEXT, theme.body(h * 0.09)), (w / 2, h * 0.54), theme.INK_SOFT, "bold",
        "center",
    )  # fmt: skip
    label = t("card.day", day=day) if day else t("card.start")
    if theme.width(label, theme.PHONE_TEXT, "bold") <= w - 16:
        theme.blit_text(
            surf, label, theme.PHONE_TEXT, (w / 2, h * 0.76), theme.INK, "bold", "center"
        )
    _corner(surf, "0")
    return surf


def _small(card: Card, size: tuple[int, int], day: int | None) -> pygame.Surface:
    """Below ~60 px wide: just the value (or icon) and the blister digit."""
    w, h = size
    kind = card.kind
    tint = {"gladiola": palette.GLADIOLA_STOCK, "start": palette.START_STOCK}.get(kind, theme.CREAM)
    surf = _base(size, tint)
    if kind == "gladiola":
        draw.gladiola(surf, (w / 2, h * 0.8), int(h * 0.62))
    elif kind == "start":
        theme.blit_text(
            surf, f"D{day or ''}", int(h * 0.3), (w / 2, h * 0.42), theme.INK, "bold", "center"
        )
    else:
        _blit_number(surf, str(card.value), int(h * 0.36), (w / 2, h * 0.38))
        if kind == "finish":
            draw.flag(surf, (w * 0.2, h * 0.95), int(h * 0.3))
    if kind != "start" and card.blisters:
        draw.plaster(surf, (w * 0.38, h * 0.78), max(8, w // 3))
        theme.blit_text(
            surf,
            str(card.blisters),
            int(h * 0.24),
            (w * 0.72, h * 0.78),
            theme.INK,
            "bold",
            "center",
        )
    return surf


def face(card: Card, size: tuple[int, int], day: int | None = None) -> pygame.Surface:
    """The face of ``card`` at ``size`` (cached)."""
    key = (
        card.kind,
        card.value,
        card.blisters,
        day if card.kind == START else None,
        size,
        theme.body_scale(),  # the captions ("km", "no blisters") follow the larger-text setting
    )
    surf = _faces.get(key)
    if surf is None:
        if size[0] < 60:
            surf = _small(card, size, day)
        elif card.kind == DISTANCE:
            surf = _distance(card, size)
        elif card.kind == FINISH:
            surf = _finish(card, size)
        elif card.kind == GLADIOLA:
            surf = _gladiola(card, size)
        else:
            surf = _start(day, size)
        surf = draw.fast(surf)
        _faces[key] = surf
    return surf


def back(size: tuple[int, int]) -> pygame.Surface:
    """The card back: meadow green with a cream frame and a gladiola emblem."""
    key = ("back", size)
    surf = _faces.get(key)
    if surf is None:
        w, h = size
        surf, inner = draw.card_back_frame(size, palette.BACK)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        for x in range(-inner.h, inner.w, max(5, w // 10)):
            pygame.draw.line(
                pattern, (*theme.WHITE, palette.STRIPE_ALPHA), (x, inner.h), (x + inner.h, 0), 2
            )
        surf.blit(pattern, inner)
        if w >= 40:
            pygame.draw.ellipse(surf, palette.BACK_EMBLEM, inner.inflate(-w // 4, -h // 3))
            draw.gladiola(surf, (w / 2, h * 0.72), int(h * 0.44), palette.BACK_FLOWER)
        surf = draw.fast(surf)
        _faces[key] = surf
    return surf


blit = draw.blit_card  # a card with its soft shadow; ``glow`` marks a legal target


def tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The game's picture on its title tile: a short walk to the Finish and a gladiola."""
    cx, cy = rect.center
    walk = (Card(DISTANCE, 12, 2), Card(DISTANCE, 27, 3), Card(FINISH, FINISH_KM, 1))
    for i, card in enumerate(walk):
        r = pygame.Rect(0, 0, *TILE_CARD)
        r.center = (cx - 84 + i * 54, cy + 4 - (i == 1) * 8)
        blit(surface, face(card, TILE_CARD), r)
    draw.gladiola(surface, (cx + 96, cy + 58), 110)
