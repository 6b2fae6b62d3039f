"""Floriado art, drawn in code and cached per card and size: flower cards, pawns, icons.

Five flower kinds that differ in silhouette *and* colour (Okabe-Ito): a four-lobed poppy, a
spiky cornflower, a sunflower with its big dark disc, a tulip cup on a stem and a lavender
spike. A card shows its flowers drawn (one per flower) and as a digit; 7s carry one bee and
8s two. Pawns differ by shape (a round token and a square one) and colour, with a nose that
points the way the pawn faces. Everything is drawn at 3x and smoothed down, so edges are soft.
"""

from __future__ import annotations

import math

import pygame

from game.games.floriado.cards import BEES
from game.games.floriado.ui import palette
from game.games.floriado.ui.layout import LINE, PILE_RADIUS
from game.ui import draw, theme

SS = 3  # supersampling factor for the vector art

_cache: dict[tuple, pygame.Surface] = {}


def mix(a, b, k: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * k) for i in range(3))


def tint(kind: int, k: float = 0.78) -> tuple[int, int, int]:
    """A pale wash of the kind's colour (card strips, pile rows)."""
    return mix(palette.KIND_COLOURS[kind], theme.CREAM, k)


def _cached(key: tuple, make) -> pygame.Surface:
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 600:
            _cache.clear()
        surf = draw.fast(make())
        _cache[key] = surf
    return surf


def _smooth(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (max(1, size[0]), max(1, size[1])))


# -- flower silhouettes (drawn on a big surface, coordinates already scaled) -------------------


def _poly(surf, colour, edge, pts, width: int) -> None:
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, edge, pts, width)


def _poppy(surf, cx, cy, s, colour, edge) -> None:
    """Four big round petals around a black eye."""
    r = s * 0.25
    w = max(1, round(s * 0.04))
    for a in range(4):
        ang = math.pi / 4 + a * math.pi / 2
        p = (cx + math.cos(ang) * s * 0.19, cy + math.sin(ang) * s * 0.19)
        pygame.draw.circle(surf, edge, p, r + w)
    for a in range(4):
        ang = math.pi / 4 + a * math.pi / 2
        p = (cx + math.cos(ang) * s * 0.19, cy + math.sin(ang) * s * 0.19)
        pygame.draw.circle(surf, colour, p, r)
        hi = (p[0] - math.cos(ang) * r * 0.1, p[1] - math.sin(ang) * r * 0.1)
        pygame.draw.circle(surf, mix(colour, theme.WHITE, 0.22), hi, r * 0.45)
    pygame.draw.circle(surf, palette.POPPY_EYE, (cx, cy), s * 0.12)
    for a in range(6):
        ang = a * math.pi / 3
        p = (cx + math.cos(ang) * s * 0.16, cy + math.sin(ang) * s * 0.16)
        pygame.draw.circle(surf, palette.POPPY_EYE, p, max(1, s * 0.025))


def _cornflower(surf, cx, cy, s, colour, edge) -> None:
    """Seven deep, toothed florets: a ragged star with a small dark heart."""
    w = max(1, round(s * 0.035))
    n = 7
    for i in range(n):
        ang = -math.pi / 2 + i * 2 * math.pi / n
        ca, sa = math.cos(ang), math.sin(ang)
        px, py = -sa, ca  # perpendicular
        r0, r1 = s * 0.1, s * 0.5
        half = s * 0.13
        tooth = s * 0.07
        pts = [
            (cx + ca * r0 - px * s * 0.04, cy + sa * r0 - py * s * 0.04),
            (cx + ca * (r1 - tooth) - px * half, cy + sa * (r1 - tooth) - py * half),
            (cx + ca * r1 - px * half * 0.55, cy + sa * r1 - py * half * 0.55),
            (cx + ca * (r1 - tooth) - px * half * 0.2, cy + sa * (r1 - tooth) - py * half * 0.2),
            (cx + ca * (r1 + s * 0.02), cy + sa * (r1 + s * 0.02)),
            (cx + ca * (r1 - tooth) + px * half * 0.2, cy + sa * (r1 - tooth) + py * half * 0.2),
            (cx + ca * r1 + px * half * 0.55, cy + sa * r1 + py * half * 0.55),
            (cx + ca * (r1 - tooth) + px * half, cy + sa * (r1 - tooth) + py * half),
            (cx + ca * r0 + px * s * 0.04, cy + sa * r0 + py * s * 0.04),
        ]
        _poly(surf, colour, edge, pts, w)
    pygame.draw.circle(surf, palette.CORNFLOWER_HEART, (cx, cy), s * 0.12)
    pygame.draw.circle(surf, palette.CORNFLOWER_EYE, (cx, cy), s * 0.06)


def _sunflower(surf, cx, cy, s, colour, edge) -> None:
    """A ring of many pointed petals around a big brown seed disc."""
    w = max(1, round(s * 0.03))
    n = 14
    for i in range(n):
        ang = i * 2 * math.pi / n
        ca, sa = math.cos(ang), math.sin(ang)
        px, py = -sa, ca
        r0, r1, half = s * 0.2, s * 0.5, s * 0.085
        pts = [
            (cx + ca * r0 - px * half, cy + sa * r0 - py * half),
            (cx + ca * r1, cy + sa * r1),
            (cx + ca * r0 + px * half, cy + sa * r0 + py * half),
        ]
        _poly(surf, colour, edge, pts, w)
    pygame.draw.circle(surf, palette.SUNFLOWER_DISC, (cx, cy), s * 0.25)
    pygame.draw.circle(surf, palette.SUNFLOWER_RIM, (cx, cy), s * 0.25, max(1, w))
    for i in range(8):
        ang = i * 2 * math.pi / 8 + 0.3
        p = (cx + math.cos(ang) * s * 0.13, cy + math.sin(ang) * s * 0.13)
        pygame.draw.circle(surf, palette.SUNFLOWER_SEED, p, max(1, s * 0.025))


def _tulip(surf, cx, cy, s, colour, edge) -> None:
    """A tulip cup with three pointed tips on a stem with one leaf (side view)."""
    w = max(1, round(s * 0.035))
    top, bottom = cy - s * 0.48, cy + s * 0.5
    cup_bottom = cy + s * 0.02
    pygame.draw.line(surf, palette.STEM, (cx, cup_bottom), (cx, bottom), max(2, round(s * 0.07)))
    leaf = [(cx, bottom), (cx + s * 0.3, cy + s * 0.12), (cx + s * 0.06, cy + s * 0.36)]
    _poly(surf, palette.STEM, palette.STEM_DARK, leaf, w)
    half = s * 0.27
    pts = [(cx - half, top + s * 0.1)]
    pts += [(cx - half * 0.45, top + s * 0.2), (cx, top), (cx + half * 0.45, top + s * 0.2)]
    pts.append((cx + half, top + s * 0.1))
    for k in range(9):  # the round bottom of the cup
        a = k / 8 * math.pi
        pts.append(
            (cx + math.cos(a) * half, top + s * 0.3 + math.sin(a) * (cup_bottom - top - 0.3 * s))
        )
    _poly(surf, colour, edge, pts, w)
    pygame.draw.line(
        surf, edge, (cx, top + s * 0.08), (cx, cup_bottom - s * 0.06), max(1, round(s * 0.03))
    )


def _lavender(surf, cx, cy, s, colour, edge) -> None:
    """A slim spike of paired buds on a stem: a tall, narrow silhouette."""
    w = max(1, round(s * 0.03))
    top, bottom = cy - s * 0.5, cy + s * 0.5
    pygame.draw.line(surf, palette.STEM, (cx, top + s * 0.1), (cx, bottom), max(2, round(s * 0.06)))
    leaf = [(cx, bottom), (cx - s * 0.22, cy + s * 0.18), (cx - s * 0.04, cy + s * 0.3)]
    _poly(surf, palette.STEM, palette.STEM_DARK, leaf, w)
    n = 6
    for i in range(n):
        k = i / (n - 1)
        by = top + s * 0.06 + k * s * 0.55
        bw = s * (0.07 + 0.06 * k)
        bh = s * 0.11
        for side in (-1, 1):
            r = pygame.Rect(0, 0, bw * 2, bh * 2)
            r.center = (round(cx + side * bw * 0.75), round(by))
            pygame.draw.ellipse(surf, edge, r.inflate(w * 2, w * 2))
            pygame.draw.ellipse(surf, colour, r)
    pygame.draw.circle(surf, colour, (cx, top + s * 0.02), s * 0.06)


_SHAPES = (_poppy, _cornflower, _sunflower, _tulip, _lavender)


def flower(kind: int, size: int) -> pygame.Surface:
    """One flower of ``kind`` in a ``size`` x ``size`` square (cached)."""

    def make() -> pygame.Surface:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        s = size * SS * 0.96
        _SHAPES[kind](
            big,
            size * SS / 2,
            size * SS / 2,
            s,
            palette.KIND_COLOURS[kind],
            palette.KIND_EDGES[kind],
        )
        return _smooth(big, (size, size))

    return _cached(("flower", kind, size), make)


def blit_flower(surface: pygame.Surface, kind: int, center: tuple[float, float], size: int):
    img = flower(kind, size)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


# -- bees ---------------------------------------------------------------------------------------


def _bee(surf, cx, cy, s) -> None:
    """A bee seen from above: wings, striped body, a little head."""
    for side in (-1, 1):
        r = pygame.Rect(0, 0, s * 0.42, s * 0.3)
        r.center = (round(cx - s * 0.06), round(cy + side * s * 0.2))
        pygame.draw.ellipse(surf, palette.BEE_WING, r)
        pygame.draw.ellipse(surf, palette.BEE_WING_EDGE, r, max(1, round(s * 0.04)))
    body = pygame.Rect(0, 0, s * 0.7, s * 0.38)
    body.center = (round(cx), round(cy))
    pygame.draw.ellipse(surf, palette.BEE_BODY, body)
    clip = surf.get_clip()
    surf.set_clip(body)
    for k in (-0.12, 0.06):
        x = cx + k * s
        pygame.draw.line(surf, theme.INK, (x, body.top), (x, body.bottom), max(1, round(s * 0.08)))
    surf.set_clip(clip)
    pygame.draw.ellipse(surf, theme.INK, body, max(1, round(s * 0.04)))
    pygame.draw.circle(surf, theme.INK, (cx + s * 0.38, cy), s * 0.12)


def bee(size: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        _bee(big, size * SS / 2, size * SS / 2, size * SS)
        return _smooth(big, (size, size))

    return _cached(("bee", size), make)


# -- cards --------------------------------------------------------------------------------------


def _layout(n: int) -> list[int]:
    """How many flowers go in each row for a card of ``n`` flowers."""
    return {1: [1], 2: [2], 3: [2, 1], 4: [2, 2], 5: [3, 2], 6: [3, 3], 7: [4, 3], 8: [4, 4]}[n]


def _radius(w: int) -> int:
    return max(4, w // 10)


def face(card: dict, size: tuple[int, int]) -> pygame.Surface:
    """A flower card: a kind-tinted strip with the digit, the flowers drawn, bees on 7 and 8."""
    kind, n = int(card["kind"]), int(card["flowers"])
    return _cached(("face", kind, n, size), lambda: _face(kind, n, size))


def _face(kind: int, n: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    r = _radius(w)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, palette.KIND_EDGES[kind], surf.get_rect(), border_radius=r)
    inner = surf.get_rect().inflate(-4, -4)
    pygame.draw.rect(surf, theme.CREAM, inner, border_radius=r - 1)
    strip_w = max(18, w * 23 // 100)
    strip = pygame.Rect(inner.x, inner.y, strip_w, inner.h)
    pygame.draw.rect(
        surf, tint(kind, 0.55), strip, border_top_left_radius=r - 1, border_bottom_left_radius=r - 1
    )
    digit_size = max(14, int(h * 0.36))
    theme.blit_text(
        surf, str(n), digit_size, (strip.centerx, strip.y + h * 0.27), theme.INK, "bold", "center"
    )
    icon = max(10, min(strip_w - 4, int(h * 0.3)))
    blit_flower(surf, kind, (strip.centerx, strip.bottom - icon * 0.62), icon)
    area = pygame.Rect(strip.right + 2, inner.y + 2, inner.right - strip.right - 4, inner.h - 4)
    bees = BEES.get(n, 0)
    bs = max(12, int(h * 0.3))
    if bees:  # the bees get a row of their own above the flowers
        area.y += bs - 6
        area.h -= bs - 6
    rows = _layout(n)
    cols = max(rows)
    cell = min(area.w / cols, area.h / len(rows))
    fsize = max(8, int(cell * 1.0))
    y0 = area.centery - (len(rows) - 1) * cell / 2
    for i, count in enumerate(rows):
        x0 = area.centerx - (count - 1) * cell / 2
        # rows of unequal count sit staggered, like flowers in a bunch
        for j in range(count):
            blit_flower(surf, kind, (x0 + j * cell, y0 + i * cell), fsize)
    for b in range(bees):
        img = bee(bs)
        surf.blit(img, img.get_rect(topright=(inner.right - 4 - b * (bs + 2), inner.y)))
    return surf


def pile_chip(card: dict, size: tuple[int, int]) -> pygame.Surface:
    """A small card in a player's pile: tinted, the digit large, one flower of the kind."""
    kind, n = int(card["kind"]), int(card["flowers"])

    def make() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(3, w // 6)
        pygame.draw.rect(surf, palette.KIND_EDGES[kind], surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, theme.CREAM, surf.get_rect().inflate(-3, -3), border_radius=rad)
        band = pygame.Rect(2, 2, w - 4, h * 0.42)
        pygame.draw.rect(
            surf, tint(kind, 0.5), band, border_top_left_radius=rad, border_top_right_radius=rad
        )
        # Digit and flower sit left of centre: in a fanned pile the next chip covers the right.
        x = w * 0.4
        theme.blit_text(surf, str(n), int(h * 0.46), (x, h * 0.68), theme.INK, "bold", "center")
        blit_flower(surf, kind, (x, h * 0.23), max(8, int(h * 0.36)))
        return surf

    return _cached(("chip", kind, n, size), make)


def blit(
    surface: pygame.Surface,
    image: pygame.Surface,
    rect: pygame.Rect,
    glow: tuple[int, int, int] | None = None,
    lift: int = 2,
    outline=None,
) -> None:
    """A card with its soft shadow; ``glow`` is the colour of a legal target's halo."""
    r = _radius(rect.w)
    if glow is not None:
        spread = 14
        g = draw.shadow(rect.size, r + 4, spread, 240, glow, surface)
        surface.blit(g, (rect.x - spread, rect.y - spread))
    draw.shadowed(surface, image, rect, r, lift)
    if outline is not None:
        ring = 8  # round the card: its corners as much rounder
        pygame.draw.rect(
            surface, outline, rect.inflate(ring, ring), LINE, border_radius=r + ring // 2
        )


# -- the empty space and pawns -----------------------------------------------------------------


def empty_space(size: tuple[int, int]) -> pygame.Surface:
    """Where a card was: trodden grass with a soft rim."""

    def make() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = _radius(w)
        pygame.draw.rect(surf, palette.TRODDEN, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, palette.TRODDEN_RIM, surf.get_rect(), 2, border_radius=rad)
        for i in range(9):
            x = 10 + (i * 37) % max(1, w - 20)
            y = 14 + (i * 23) % max(1, h - 24)
            pygame.draw.line(surf, palette.TRODDEN_GRASS, (x, y + 6), (x + 2, y), 2)
        return surf

    return _cached(("empty", size), make)


def pawn(seat: int, facing: str, size: int, initial: str = "") -> pygame.Surface:
    """Seat 0: a round token; seat 1: a square one; both with a nose pointing ``facing``."""

    def make() -> pygame.Surface:
        big_s = size * SS
        big = pygame.Surface((big_s, big_s), pygame.SRCALPHA)
        c = big_s / 2
        col = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        dark = mix(col, (0, 0, 0), 0.5)
        light = mix(col, theme.WHITE, 0.35)
        body = big_s * 0.25
        line = max(2, big_s // 36)
        # The nose: a broad arrowhead from the body to the rim, the way the pawn faces.
        nose = [
            (c, big_s * 0.0),
            (c - big_s * 0.3, c - body * 0.3),
            (c + big_s * 0.3, c - body * 0.3),
        ]
        pygame.draw.polygon(big, dark, nose)
        inner = [
            (c, big_s * 0.07),
            (c - big_s * 0.2, c - body * 0.75),
            (c + big_s * 0.2, c - body * 0.75),
        ]
        pygame.draw.polygon(big, theme.CREAM, inner)
        shadow = pygame.Rect(0, 0, body * 2.1, body * 2.0)
        shadow.center = (round(c), round(c + big_s * 0.07))
        if seat % 2 == 0:
            pygame.draw.ellipse(big, palette.PAWN_SHADOW, shadow)
            pygame.draw.circle(big, dark, (c, c + big_s * 0.04), body + line)
            pygame.draw.circle(big, dark, (c, c), body + line)
            pygame.draw.circle(big, col, (c, c), body)
            pygame.draw.circle(big, light, (c, c), body * 0.72, line)
        else:
            rb = pygame.Rect(0, 0, body * 1.9, body * 1.9)
            rb.center = (round(c), round(c))
            rad = round(body * 0.3)
            pygame.draw.rect(big, palette.PAWN_SHADOW, shadow, border_radius=rad)
            pygame.draw.rect(
                big, dark, rb.move(0, big_s * 0.04).inflate(line * 2, line * 2), border_radius=rad
            )
            pygame.draw.rect(big, dark, rb.inflate(line * 2, line * 2), border_radius=rad)
            pygame.draw.rect(big, col, rb, border_radius=rad)
            pygame.draw.rect(
                big, light, rb.inflate(-body * 0.5, -body * 0.5), line, border_radius=rad // 2
            )
        angle = {"up": 0, "left": 90, "down": 180, "right": -90}[facing]
        big = pygame.transform.rotate(big, angle)
        img = _smooth(big, (size, size))
        if initial:
            theme.blit_text(
                img,
                initial[:1],
                int(size * 0.3),
                (size / 2, size / 2),
                theme.WHITE,
                "bold",
                "center",
            )
        return img

    return _cached(("pawn", seat, facing, size, initial[:1]), make)


def payout_box(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A box of FL-9's payout table (the results, the rules page)."""
    pygame.draw.rect(surface, palette.PAYOUT_BOX, box, border_radius=PILE_RADIUS)
    pygame.draw.rect(surface, theme.CREAM_EDGE, box, 2, border_radius=PILE_RADIUS)


def cross(surface: pygame.Surface, centre: tuple[float, float], arm: int) -> None:
    """The white cross of what is out (FL-8): the warning disc's, the "Out" pill's, the rules
    page's backward move's."""
    cx, cy = centre
    for d in (-1, 1):
        pygame.draw.line(
            surface, theme.WHITE, (cx - arm, cy - arm * d), (cx + arm, cy + arm * d), LINE
        )


# -- badges ------------------------------------------------------------------------------------


def basket(surface: pygame.Surface, center: tuple[float, float], size: int, colour=theme.INK):
    """A little basket: "you would take this card"."""
    cx, cy = center
    s = size
    body = [
        (cx - s * 0.45, cy - s * 0.05),
        (cx + s * 0.45, cy - s * 0.05),
        (cx + s * 0.32, cy + s * 0.42),
        (cx - s * 0.32, cy + s * 0.42),
    ]
    pygame.draw.polygon(surface, colour, body)
    handle = pygame.Rect(0, 0, s * 0.66, s * 0.8)
    handle.center = (round(cx), round(cy - s * 0.05))
    pygame.draw.arc(surface, colour, handle, 0, math.pi, max(2, s // 8))
    pygame.draw.line(
        surface,
        theme.WHITE,
        (cx - s * 0.3, cy + s * 0.14),
        (cx + s * 0.3, cy + s * 0.14),
        max(1, s // 12),
    )


def footprints(surface: pygame.Surface, center: tuple[float, float], size: int, colour=theme.INK):
    """Two small footprints: "you can stand here, but not take the card"."""
    cx, cy = center
    for side, dy in ((-1, 0.12), (1, -0.12)):
        fx, fy = cx + side * size * 0.2, cy + dy * size
        sole = pygame.Rect(0, 0, size * 0.28, size * 0.46)
        sole.center = (round(fx), round(fy + size * 0.06))
        pygame.draw.ellipse(surface, colour, sole)
        heel = pygame.Rect(0, 0, size * 0.22, size * 0.2)
        heel.center = (round(fx), round(fy + size * 0.38))
        pygame.draw.ellipse(surface, colour, heel)


def arrow(
    surface: pygame.Surface,
    center: tuple[float, float],
    size: int,
    facing: str,
    colour: tuple[int, int, int],
) -> None:
    """A fat arrow pointing ``facing``."""
    cx, cy = center
    s = size / 2
    pts = [(0, -s), (s * 0.85, -s * 0.05), (s * 0.35, -s * 0.05), (s * 0.35, s * 0.9)]
    pts += [(-s * 0.35, s * 0.9), (-s * 0.35, -s * 0.05), (-s * 0.85, -s * 0.05)]
    rot = {"up": 0, "right": 1, "down": 2, "left": 3}[facing]
    out = []
    for x, y in pts:
        for _ in range(rot):
            x, y = -y, x
        out.append((cx + x, cy + y))
    pygame.draw.polygon(surface, colour, out)
