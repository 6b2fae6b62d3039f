"""Gloschli card art, drawn in code and cached per card face and size.

A card is its engine *face* (0..18, see game/engine/gloschli/cards.py). Creatures 1..5 each have
their own silhouette and mood (sprout, chick, mouse, hedgehog, owl) beside the number; every
power card carries its icon (eye, spyglass, swap arrows, shuffle) *and* its number; heroes have
a gold frame, a star and a portrait (Chötzli with its STOP sign, goggle-eyed Glubschi, Pferd the
horse, Isbär the ice bear); combo cards are violet with "+1" or a blindfold. All backs alike.
"""

from __future__ import annotations

import functools

import pygame

from game.games.gloschli.cards import (
    BLIND,
    BLIND_SWAP_CARD,
    CHOTZLI,
    COMBO_CARDS,
    CREATURE_CARDS,
    DISTRACTION_CARD,
    EYE_CARD,
    GLUBSCHI_CARD,
    HEROES,
    ISBAR_CARD,
    PFERD,
    PLUS_ONE,
    POINTS,
    SPY_CARD,
    STRONG_EYE_CARD,
    SUPER_SPY_CARD,
    SWAP_CARD,
    TRICK_CARD,
)
from game.games.gloschli.ui.figures import (
    POWER_STYLE,
    creature,
    eye_icon,
    hero,
    hourglass,
    person,
    power_icon,
    shuffle_icon,
    smile,
    spyglass_icon,
    star,
    swap_icon,
)
from game.games.gloschli.ui.palette import (
    BACK,
    BACK_DARK,
    BACK_RING,
    BLINDFOLD,
    CREATURE_COLOURS,
    GOLD,
    GOLD_CAPTION,
    GOLD_INK,
    GOLD_LIGHT,
    ICE,
    LATTICE,
    LOOK,
    RED,
    SHUFFLE,
    SPROUT,
    SPYC,
    SWAPC,
    TILE_CREATURE,
    VIOLET,
    VIOLET_LIGHT,
)
from game.i18n import language
from game.ui import draw, theme

__all__ = [  # the card art's names, its own and those of cards.py and figures.py it passes on
    "BACK",
    "BACK_DARK",
    "BLIND",
    "BLIND_SWAP_CARD",
    "CHOTZLI",
    "COMBO_CARDS",
    "CREATURE_CARDS",
    "CREATURE_COLOURS",
    "DISTRACTION_CARD",
    "EYE_CARD",
    "GLUBSCHI_CARD",
    "GOLD",
    "GOLD_LIGHT",
    "HEROES",
    "ISBAR_CARD",
    "LOOK",
    "PFERD",
    "PLUS_ONE",
    "POINTS",
    "POWER_STYLE",
    "RED",
    "SHUFFLE",
    "SPYC",
    "SPY_CARD",
    "STRONG_EYE_CARD",
    "SUPER_SPY_CARD",
    "SWAPC",
    "SWAP_CARD",
    "TRICK_CARD",
    "VIOLET",
    "VIOLET_LIGHT",
    "back",
    "blit",
    "chip",
    "creature",
    "eye_icon",
    "face",
    "hero",
    "hourglass",
    "lock",
    "name_of",
    "number",
    "person",
    "power_icon",
    "reads_turned",
    "shuffle_icon",
    "smile",
    "spyglass_icon",
    "star",
    "swap_icon",
    "tile",
    "underline",
]

_cache: dict[tuple, pygame.Surface] = {}


def name_of(face: int) -> str:
    """The card's display name (i18n)."""
    # Here, not at the top: the title draws the tile (card backs), and starts sooner without it.
    from game.games.gloschli.narrate import card_name

    return card_name(face)


_radius = draw.card_radius


def _base(size: tuple[int, int], tint, edge=theme.CREAM_EDGE, frame: int = 0) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = _radius(w)
    pygame.draw.rect(surf, edge, surf.get_rect(), border_radius=r)
    inset = max(1, frame)
    pygame.draw.rect(
        surf, tint, surf.get_rect().inflate(-2 * inset, -2 * inset), border_radius=max(2, r - inset)
    )
    return surf


# Digits that are still digits the other way up: 0, 1 and 8 stay, 6 and 9 trade places.
_TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}


def reads_turned(label: str) -> bool:
    """Would ``label`` read as another number upside down (6 and 9)? Those are underlined, as
    on playing cards, on every face and size (a card's second corner is printed turned)."""
    if not label or any(ch not in _TURNED for ch in label):
        return False
    turned = "".join(_TURNED[ch] for ch in reversed(label))
    return turned != label and (len(turned) == 1 or turned[0] != "0")


def underline(surf: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """The bar under a number that reads the other way up (a hook the tests count)."""
    pygame.draw.rect(surf, colour, rect, border_radius=rect.h // 2)


def number(label: str, size: int, colour=theme.INK) -> pygame.Surface:
    """A card's number in bold, underlined when it reads as another number turned."""
    img = theme.text(label, size, colour, "bold")
    if not reads_turned(label):
        return img
    w, h = img.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    thick = max(2, round(size * 0.09))
    base = min(h - thick, theme.font(size, "bold").get_ascent() + max(1, thick // 2))
    underline(out, pygame.Rect(round(w * 0.14), base, max(4, round(w * 0.72)), thick), colour)
    return out


def _corner_size(h: int) -> int:
    """The text size of a card's corner number, on a card ``h`` high."""
    return max(12, int(h * 0.17))


def _pale(colour: tuple[int, ...], k: int) -> tuple[int, ...]:
    """A creature card's tint: its creature's colour, faded towards cream (``k``: how far)."""
    return tuple(min(255, 236 + (c - 236) // k) for c in colour)


def _corner(surf: pygame.Surface, label: str, colour=theme.INK) -> None:
    w, h = surf.get_size()
    img = number(label, _corner_size(h), colour)
    surf.blit(img, img.get_rect(topleft=(round(w * 0.08), round(h * 0.02))))
    rot = pygame.transform.rotate(img, 180)
    surf.blit(rot, rot.get_rect(bottomright=(w - w * 0.08, h - h * 0.02)))


def _label(surf: pygame.Surface, text: str, y: float, colour=theme.INK, corner: str = "") -> None:
    """The card's caption, left of the turned corner number ``corner`` (never over it).

    On a phone there is none: the card is a picture, its name too small to read on a face this
    size; the status line, the buttons and the log name it."""
    if theme.largest():
        return
    w, h = surf.get_size()
    right = w * 0.92
    if corner:
        right -= theme.width(corner, _corner_size(h), "bold") + 3
    left = w * 0.07
    # a caption is body text: it follows the larger-text setting, as far as the card allows
    size = theme.fit_text(text, theme.body(max(10, int(w * 0.13))), int(right - left), "bold", 8)
    theme.blit_text(surf, text, size, ((left + right) / 2, y), colour, "bold", "center")


def _face_large(face: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    pts = POINTS[face]
    frame = max(2, w // 28)  # a hero's or a combo card's coloured frame
    if face in CREATURE_CARDS:
        col = CREATURE_COLOURS[face]
        surf = _base(size, _pale(col, 6))
        hill = pygame.Rect(0, 0, w * 1.3, h * 0.5)
        hill.midtop = (w // 2, int(h * 0.68))
        pygame.draw.ellipse(surf, tuple(min(255, c + 40) for c in theme.LEAF), hill)
        creature(surf, face + 1, (w / 2, h * 0.52), w * 0.3)
        _corner(surf, str(pts))
        # the points again as dots: count them at a glance
        for k in range(pts):
            x = w / 2 + (k - (pts - 1) / 2) * w * 0.1
            pygame.draw.circle(surf, theme.INK, (x, h * 0.89), max(2, w * 0.03))
        return surf
    if face in POWER_STYLE:
        tint, accent = POWER_STYLE[face]
        surf = _base(size, tint)
        med = (w / 2, h * 0.48)
        pygame.draw.circle(surf, theme.WHITE, med, w * 0.36)
        pygame.draw.circle(surf, accent, med, w * 0.36, max(2, w // 24))
        power_icon(surf, face, med, w * 0.26)
        _corner(surf, str(pts))
        _label(surf, name_of(face), h * 0.77, corner=str(pts))
        return surf
    if face in HEROES:
        surf = _base(size, GOLD_LIGHT, GOLD, frame)
        ice = face == ISBAR_CARD
        if ice:
            pygame.draw.rect(
                surf,
                ICE,
                surf.get_rect().inflate(-w // 7, -h // 7),
                border_radius=_radius(w),
            )
        star(surf, (w / 2, h * 0.1), w * 0.09, GOLD, theme.INK)
        hero(surf, face, (w / 2, h * 0.5), w * 0.3)
        _corner(surf, "0", GOLD_INK)
        _label(surf, name_of(face), h * 0.8, GOLD_CAPTION, "0")
        return surf
    # combo cards
    surf = _base(size, VIOLET_LIGHT, VIOLET, frame)
    cx, cy = w / 2, h * 0.44
    pygame.draw.circle(surf, VIOLET, (cx, cy), w * 0.3)
    if face == PLUS_ONE:
        theme.blit_text(surf, "+1", int(w * 0.34), (cx, cy), theme.WHITE, "bold", "center")
    else:
        eye_icon(surf, (cx, cy - w * 0.02), w * 0.2)
        band = pygame.Rect(0, 0, w * 0.62, w * 0.14)
        band.center = (round(cx), round(cy - w * 0.03))
        pygame.draw.rect(surf, BLINDFOLD, band, border_radius=3)
    _corner(surf, str(pts), VIOLET)
    combo = "2+3+4"
    text_size = theme.fit_text(combo, theme.body(max(9, int(w * 0.12))), int(w * 0.7), "bold", 8)
    theme.blit_text(surf, combo, text_size, (cx, h * 0.67), VIOLET, "bold", "center")
    _label(surf, name_of(face), h * 0.8, VIOLET, str(pts))
    return surf


def _face_small(face: int, size: tuple[int, int]) -> pygame.Surface:
    """Small cards (opponents' rows, results, marks): the number big, the picture small."""
    w, h = size
    pts = POINTS[face]
    frame = max(2, w // 20)  # a hero's or a combo card's coloured frame
    if face in CREATURE_CARDS:
        col = CREATURE_COLOURS[face]
        surf = _base(size, _pale(col, 5))
        creature(surf, face + 1, (w / 2, h * 0.68), w * 0.27)
        ink = theme.INK
    elif face in POWER_STYLE:
        tint, accent = POWER_STYLE[face]
        surf = _base(size, tint)
        pygame.draw.circle(surf, theme.WHITE, (w / 2, h * 0.7), w * 0.3)
        pygame.draw.circle(surf, accent, (w / 2, h * 0.7), w * 0.3, max(1, w // 20))
        power_icon(surf, face, (w / 2, h * 0.7), w * 0.22)
        ink = theme.INK
    elif face in HEROES:
        surf = _base(size, GOLD_LIGHT, GOLD, frame)
        hero(surf, face, (w / 2, h * 0.68), w * 0.27)
        ink = GOLD_INK
    else:
        surf = _base(size, VIOLET_LIGHT, VIOLET, frame)
        if face == PLUS_ONE:
            theme.blit_text(surf, "+1", int(w * 0.34), (w / 2, h * 0.7), VIOLET, "bold", "center")
        else:
            eye_icon(surf, (w / 2, h * 0.7), w * 0.22, closed=True)
        ink = VIOLET
    img = number(str(pts), max(10, int(h * 0.34)), ink)
    surf.blit(img, img.get_rect(center=(round(w / 2), round(h * 0.24))))
    return surf


def face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The face of card ``card`` (an engine face id) at ``size`` (cached)."""
    key = ("face", card, size, theme.body_scale(), language())  # captions: size, words
    surf = _cache.get(key)
    if surf is None:
        surf = _face_small(card, size) if size[0] < 70 else _face_large(card, size)
        surf = draw.fast(surf)
        _cache[key] = surf
    return surf


def back(size: tuple[int, int]) -> pygame.Surface:
    """Every Gloschli card's back: deep teal, a diamond lattice and a peeking creature."""
    key = ("back", size)
    surf = _cache.get(key)
    if surf is None:
        w, h = size
        surf, inner = draw.card_back_frame(size, BACK)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, w // 7)
        for x in range(-inner.h, inner.w + inner.h, step):
            pygame.draw.line(pattern, LATTICE, (x, inner.h), (x + inner.h, 0), 1)
            pygame.draw.line(pattern, LATTICE, (x, 0), (x + inner.h, inner.h), 1)
        surf.blit(pattern, inner)
        cx, cy = w / 2, h / 2
        rr, lw = w * 0.26, max(1, w // 40)  # the creature's size; its lines' width
        pygame.draw.circle(surf, BACK_DARK, (cx, cy), rr * 1.25)
        pygame.draw.circle(surf, BACK_RING, (cx, cy), rr * 1.25, lw)
        pygame.draw.circle(surf, SPROUT, (cx, cy + rr * 0.15), rr * 0.85)
        for d in (-1, 1):
            pygame.draw.circle(surf, theme.WHITE, (cx + d * rr * 0.35, cy - rr * 0.05), rr * 0.3)
            pygame.draw.circle(surf, theme.INK, (cx + d * rr * 0.35 + rr * 0.08, cy), rr * 0.14)
        smile(surf, cx, cy + rr * 0.55, rr * 0.5, lw)
        surf = draw.fast(surf)
        _cache[key] = surf
    return surf


def chip(card: int, h: int = 30) -> pygame.Surface:
    """A small corner mark of a known card (memory aid): its number in a coloured disc."""
    key = ("chip", card, h)
    surf = _cache.get(key)
    if surf is None:
        surf = pygame.Surface((h, h), pygame.SRCALPHA)
        if card in HEROES:
            fill, ink = GOLD_LIGHT, GOLD_INK
        elif card in COMBO_CARDS:
            fill, ink = VIOLET_LIGHT, VIOLET
        elif card in POWER_STYLE:
            fill, ink = POWER_STYLE[card][0], theme.INK
        else:
            fill, ink = theme.CREAM, theme.INK
        c = (h / 2, h / 2)
        pygame.draw.circle(surf, theme.INK, c, h / 2)
        pygame.draw.circle(surf, fill, c, h / 2 - 2)
        img = number(str(POINTS[card]), int(h * 0.58), ink)
        surf.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
        surf = draw.fast(surf)
        _cache[key] = surf
    return surf


def lock(surface: pygame.Surface, c: tuple[float, float], size: int, colour=theme.INK) -> None:
    """A padlock: this card is out of reach (a caller's card, a face-up Chötzli)."""
    cx, cy = c
    body = pygame.Rect(0, 0, size, int(size * 0.75))
    body.midtop = (round(cx), round(cy - size * 0.1))
    shackle = pygame.Rect(0, 0, int(size * 0.64), int(size * 0.8))
    shackle.midbottom = (round(cx), body.y + int(size * 0.3))
    pygame.draw.circle(surface, theme.CREAM, (cx, cy + size * 0.1), size * 0.85)
    lw = max(2, size // 6)  # the shackle's width, the body's rounding
    pygame.draw.ellipse(surface, colour, shackle, lw)
    pygame.draw.rect(surface, colour, body, border_radius=lw)
    pygame.draw.circle(surface, theme.CREAM, (cx, body.centery - 1), max(1.5, size * 0.1))


# A card with its soft shadow; a lit target glows strongly and gets a sun ring.
blit = functools.partial(draw.blit_card, strong_glow=True)


def tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The game's picture on its title tile: three face-down cards and a creature peeking."""
    cx, cy = rect.center
    size = (62, 88)
    for i in range(3):
        r = pygame.Rect((0, 0), size)
        r.center = (cx + (i - 1) * 50, cy + (i % 2) * 8)
        blit(surface, back(size), r)
    pygame.draw.circle(surface, TILE_CREATURE, (cx + 6, cy - 6), 30)
    for dx in (-10, 10):
        pygame.draw.circle(surface, theme.WHITE, (cx + 6 + dx, cy - 12), 8)
        pygame.draw.circle(surface, theme.INK, (cx + 8 + dx, cy - 11), 4)
    pygame.draw.arc(surface, theme.INK, (cx - 8, cy - 8, 28, 20), 3.5, 6.0, 3)
