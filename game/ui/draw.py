"""Drawing primitives: soft shadows, rounded panels, the felt table and small vector icons.

Icons are drawn with shapes (not font glyphs) so they read at any size and carry meaning
beside colour: plasters for blisters, little cards for draws, a chequered flag, a gladiola.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable

import pygame

from game import platform
from game.ui import theme
from game.ui.colours import rgb
from game.ui.layout import H, W

# Layers composed once and blitted whole while what they show is unchanged (the table's felt
# and chrome, ...). The text audit (tests/test_i18n.py) turns this off to see every text drawn.
RETAINED = True

_shadow_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
SHADOWS = 400  # cards and panels whose size animates make new ones: keep the recent ones
_veil_cache: dict[tuple, pygame.Surface] = {}
# Shadow and body composed into one premultiplied surface: one blit instead of two.
_composites: OrderedDict[tuple, pygame.Surface] = OrderedDict()
COMPOSITE_PIXELS = 3_000_000  # at most ~12 MB of them; the least recently used go first
_composite_pixels = 0
_bg_cache: dict[str, pygame.Surface] = {}
_panel_cache: dict[tuple, pygame.Surface] = {}
_flower_cache: dict[tuple, pygame.Surface] = {}

# A shadow is drawn at 1/SHADOW_SCALE of its size and smoothed up: the blur comes free.
SHADOW_SCALE = 4
# How far a lifted thing's shadow blurs beyond it: this much, and as much again as its lift.
SHADOW_BLUR = 6
# The halo under a card that is a legal target, and how far it spreads.
GLOW_BLUR = 14
# The weight of an icon's strokes and of the ring round a picked card.
STROKE = 3
CORNER = 16  # the rounding of a panel's, a button's and a tip's corners
# The felt's grass specks: dark, pale and mid blades, each faint.
GRASS = ((*rgb("#143c1e"), 40), (*rgb("#96c878"), 36), (*rgb("#285a28"), 50))


def fast(surf: pygame.Surface) -> pygame.Surface:
    """The display's pixel format blits fastest; without a display keep the surface as is."""
    try:
        surf = surf.convert_alpha()
    except pygame.error:
        return surf
    return rle(surf)


def rle(surf: pygame.Surface) -> pygame.Surface:
    """On the web, ``surf`` marked run-length encoded (game/platform.py: BLIT_RLE says why)."""
    if platform.BLIT_RLE:
        surf.set_alpha(theme.OPAQUE, pygame.RLEACCEL)
    return surf


def opaque_layer(size: tuple[int, int] = (W, H)) -> pygame.Surface:
    """An opaque surface in the display's format (blits as a plain copy)."""
    surf = pygame.Surface(size)
    try:
        return surf.convert()
    except pygame.error:
        return surf


def veil(size: tuple[int, int], rgba: tuple[int, int, int, int], radius: int = 0) -> pygame.Surface:
    """A translucent fill of ``size`` (rounded by ``radius``), made once per look."""
    key = (tuple(size), tuple(rgba), radius)
    surf = _veil_cache.get(key)
    if surf is None:
        if sum(v.get_width() * v.get_height() for v in _veil_cache.values()) > 4 * W * H:
            _veil_cache.clear()  # a few screens' worth at most
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if radius:
            pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
        else:
            surf.fill(rgba)
        _veil_cache[key] = surf = fast(surf)
    return surf


def shadow(
    size: tuple[int, int],
    radius: int,
    blur: int = 8,
    alpha: int = 90,
    colour=(0, 0, 0),
    onto: pygame.Surface | None = None,
) -> pygame.Surface:
    """A blurred rounded-rect shadow (or glow), ``blur`` px larger on each side (cached).

    On the web the copy is run-length encoded (game/platform.py: BLIT_RLE), and SDL blits an
    RLE image onto a surface with its own alpha (a button's look, a layer) with every
    translucent pixel made opaque: a hard, stair-stepped black edge. ``onto`` such a surface
    gets the plain copy, whose blur stays soft.
    """
    plain = bool(onto is not None and onto.get_flags() & pygame.SRCALPHA)
    key = (size, radius, blur, alpha, colour, plain)
    surf = _shadow_cache.get(key)
    if surf is not None:
        _shadow_cache.move_to_end(key)
    else:
        if len(_shadow_cache) >= SHADOWS:
            _shadow_cache.popitem(last=False)
        w, h = size[0] + blur * 2, size[1] + blur * 2
        k = SHADOW_SCALE
        small = pygame.Surface((max(1, w // k), max(1, h // k)), pygame.SRCALPHA)
        r = pygame.Rect(blur // k, blur // k, max(1, size[0] // k), max(1, size[1] // k))
        pygame.draw.rect(small, (*colour, alpha), r, border_radius=max(1, radius // k))
        surf = pygame.transform.smoothscale(small, (w, h))
        surf = pygame.transform.smoothscale(
            pygame.transform.smoothscale(surf, (w // 2, h // 2)), (w, h)
        )
        if not plain:
            surf = rle(surf)  # the web's slow alpha blits onto the frame: 4x faster
        _shadow_cache[key] = surf
    return surf


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, lift: int = 4) -> None:
    blur = SHADOW_BLUR + lift
    at = (rect.x - blur, rect.y - blur + lift)
    surface.blit(shadow(rect.size, radius, blur, onto=surface), at)


def _composite(key: tuple, shade: pygame.Surface, body: pygame.Surface, at: tuple[int, int]):
    """``body`` over ``shade`` at ``at``, premultiplied (cached, least recently used out)."""
    global _composite_pixels
    comp = _composites.get(key)
    if comp is None:
        comp = shade.premul_alpha()
        comp.blit(body.premul_alpha(), at, special_flags=pygame.BLEND_PREMULTIPLIED)
        _composites[key] = comp
        _composite_pixels += comp.get_width() * comp.get_height()
        while _composite_pixels > COMPOSITE_PIXELS and len(_composites) > 1:
            old = _composites.popitem(last=False)[1]
            _composite_pixels -= old.get_width() * old.get_height()
    else:
        _composites.move_to_end(key)
    return comp


_frame: pygame.Surface | None = None  # the surface the App draws this frame on


def drawing_frame(surface: pygame.Surface | None) -> None:
    """The App names the surface its frame goes to: composites are kept for what is drawn
    on it every frame, not for one-off paints into layers (which would only fill the cache)."""
    global _frame
    _frame = surface


def _one_blit(surface: pygame.Surface) -> bool:
    """Whether shadow and body may go as one premultiplied composite onto ``surface``."""
    return (
        RETAINED
        and not platform.BLIT_RLE  # there two RLE blits beat one premultiplied
        and surface is _frame
        and surface.get_bitsize() == 32
        and not surface.get_flags() & pygame.SRCALPHA
    )


def shadowed(
    surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, radius: int, lift: int
) -> None:
    """``drop_shadow(surface, rect, radius, lift)`` then ``image`` scaled into ``rect``.

    At the image's own size both go as one cached composite (one blit instead of two).
    """
    if image.get_size() != rect.size or not _one_blit(surface):
        drop_shadow(surface, rect, radius, lift)
        if image.get_size() != rect.size:
            image = pygame.transform.smoothscale(image, rect.size)
        surface.blit(image, rect)
        return
    blur = SHADOW_BLUR + lift
    comp = _composite(
        ("card", image, radius, lift), shadow(rect.size, radius, blur), image, (blur, blur - lift)
    )
    surface.blit(
        comp, (rect.x - blur, rect.y - blur + lift), special_flags=pygame.BLEND_PREMULTIPLIED
    )


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour=theme.PANEL,
    alpha: int = 200,
    radius: int = CORNER,
    edge=None,
    shadow_lift: int = 3,
) -> None:
    """A translucent rounded panel with a soft shadow and an optional 2 px edge."""
    theme.mark("panel", rect, "", surface)
    key = (rect.size, tuple(colour), alpha, radius, tuple(edge) if edge else None)
    if shadow_lift and key in _panel_cache and _one_blit(surface):  # a look seen before
        blur = SHADOW_BLUR + shadow_lift
        comp = _composite(
            ("panel", shadow_lift, *key),
            shadow(rect.size, radius, blur),
            _panel_body(key),
            (blur, blur - shadow_lift),
        )
        at = (rect.x - blur, rect.y - blur + shadow_lift)
        surface.blit(comp, at, special_flags=pygame.BLEND_PREMULTIPLIED)
        return
    if shadow_lift:
        drop_shadow(surface, rect, radius, shadow_lift)
    surface.blit(_panel_body(key), rect)


def _panel_body(key: tuple) -> pygame.Surface:
    size, colour, alpha, radius, edge = key
    body = _panel_cache.get(key)
    if body is None:
        if len(_panel_cache) > 300:  # panels whose size animates must not pile up
            _panel_cache.clear()
        body = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*colour, alpha), body.get_rect(), border_radius=radius)
        if edge is not None:
            pygame.draw.rect(body, (*edge, theme.OPAQUE), body.get_rect(), 2, border_radius=radius)
        body = fast(body)
        _panel_cache[key] = body
    return body


def felt(kind: str = "table", plain: bool = False) -> pygame.Surface:
    """The table: felt green with a soft vignette and grass specks (drawn once). ``plain``:
    the gradient alone while the whole is not painted yet (the title's first frame: the grass
    and the vignette, per pixel the page's slowest part of it, follow on the next)."""
    surf = _bg_cache.get(kind)
    if surf is not None:
        return surf
    gradient = _bg_cache.get(kind + ".gradient")
    if gradient is None:
        gradient = _bg_cache[kind + ".gradient"] = _gradient(kind)
    if plain:
        return gradient
    del _bg_cache[kind + ".gradient"]  # painted over from here on: the whole is kept instead
    surf = gradient
    below = _below(random.Random(7))  # fixed: the same meadow every time
    line = pygame.draw.line
    sky = 0 if kind == "table" else H * 0.55  # the meadow's sky has no grass
    # The grass as a layer only as tall as the grass (a blade reaches 6 px above its root):
    # an alpha blit costs by the pixel, and the page's first one is slow.
    grass_top = max(0, int(sky) - 6)
    specks = pygame.Surface((W, H - grass_top), pygame.SRCALPHA)
    for _ in range(2600):
        # randrange(W), randrange(H), choice(shades), randint(-2, 2), randint(2, 6)
        x, y = below(W), below(H)
        if y < sky:
            continue
        shade = GRASS[below(len(GRASS))]
        y -= grass_top
        line(specks, shade, (x, y), (x - 2 + below(5), y - 2 - below(5)))
    surf.blit(specks, (0, grass_top))
    vignette = _vignette(W // 8, H // 8)
    if pygame.display.get_surface() is not None:
        # In the frame's pixel order the blit takes SDL's fast path (natively 0.7 ms, not 17).
        vignette = vignette.convert_alpha()
    surf.blit(pygame.transform.smoothscale(vignette, (W, H)), (0, 0))
    _bg_cache[kind] = surf
    return surf


def _gradient(kind: str) -> pygame.Surface:
    top, bottom = (
        (theme.FELT_LIGHT, theme.FELT) if kind == "table" else (theme.SKY, theme.MEADOW_LOW)
    )
    # A column of the gradient widened to the frame: one scale, not a line per row (the
    # page's Python is slow, and this paints before the first frame).
    column = pygame.Surface((1, H))
    for y in range(H):
        k = y / H
        column.set_at((0, y), [round(top[i] + (bottom[i] - top[i]) * k) for i in range(3)])
    return pygame.transform.scale(column, (W, H))


def _below(rng: random.Random) -> Callable[[int], int]:
    """``rng.randrange(n)`` as one call, drawing the same numbers: ``random`` takes k bits for
    a number below n (k = n.bit_length()) and draws again while it is n or more, for
    ``randrange``, ``randint`` and ``choice`` alike, through three or four calls each (the
    page's Python pays for every call; tests/test_first_frame.py checks the pixels)."""
    bits = rng.getrandbits

    def below(n: int) -> int:
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    return below


def _vignette(w: int, h: int) -> pygame.Surface:
    """A darkening towards the corners, ``w`` x ``h`` (even sizes): alpha grows with the
    distance from the centre. A quarter is computed (the rest mirrors it exactly: x and w - x
    lie as far from the centre) and the pixels go in as one buffer, not one call each."""
    cx, cy = w / 2, h / 2
    half_w, half_h = w // 2, h // 2
    depth = 4  # bytes a pixel (RGBA)

    def alpha(x: int, y: int) -> int:
        return int(max(0.0, math.hypot((x - cx) / cx, (y - cy) / cy) - 0.55) * 150)

    rows = []
    for y in range(half_h + 1):
        left = [alpha(x, y) for x in range(half_w + 1)]  # x = 0 .. the centre
        row = bytearray(depth * w)  # (0, 20, 0, alpha) per pixel, set a channel at a time
        row[1::depth] = b"\x14" * w
        # x = w - 1 .. centre + 1 mirror x = 1 ..
        row[3::depth] = bytes(left + left[1:half_w][::-1])
        rows.append(bytes(row))
    rows += rows[1:half_h][::-1]  # y = h - 1 .. centre + 1 mirror y = 1 ..
    return pygame.image.frombuffer(b"".join(rows), (w, h), "RGBA").copy()


# -- icons -------------------------------------------------------------------------------------


def plaster(surface: pygame.Surface, center: tuple[float, float], size: int) -> None:
    """A blister plaster: a rounded tan strip at 45 degrees with a pad and holes."""
    w, h = size, max(4, size * 5 // 12)
    strip = pygame.Surface((w, h), pygame.SRCALPHA)
    r = strip.get_rect()
    pygame.draw.rect(strip, theme.PLASTER_EDGE, r, border_radius=h // 2)
    pygame.draw.rect(strip, theme.PLASTER, r.inflate(-2, -2), border_radius=h // 2)
    pad = pygame.Rect(0, 0, w // 3, h - 4)
    pad.center = r.center
    pygame.draw.rect(strip, theme.PLASTER_PAD, pad, border_radius=2)
    if size >= 14:
        for dx in (-w // 3, w // 3):
            pygame.draw.circle(strip, theme.PLASTER_EDGE, (r.centerx + dx, r.centery), 1)
    rot = pygame.transform.rotate(strip, 40)
    surface.blit(rot, rot.get_rect(center=(round(center[0]), round(center[1]))))


def mini_width(h: int) -> int:
    """A tiny card's width at height ``h``: a card's shape."""
    return h * 7 // 10


def mini_card(
    surface: pygame.Surface, center: tuple[float, float], h: int, colour=theme.CREAM, edge=theme.INK
) -> None:
    """A tiny card: the 'draw a card' icon. The pip in its middle makes it read as a card,
    never as the blank box of a missing glyph."""
    w = max(4, mini_width(h))
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(center[0]), round(center[1]))
    line, radius = max(1, h // 12), max(2, h // 6)  # the pip reaches as far as a corner
    pygame.draw.rect(surface, colour, r, border_radius=radius)
    pygame.draw.rect(surface, edge, r, line, border_radius=radius)
    if h >= 12:
        pip = radius
        cx, cy = r.center
        pygame.draw.polygon(
            surface, edge, [(cx, cy - pip), (cx + pip, cy), (cx, cy + pip), (cx - pip, cy)]
        )


def draw_icons(
    surface: pygame.Surface, center: tuple[float, float], count: int, h: int, colour=theme.INK
) -> None:
    """``count`` small cards side by side (0 draws shows a crossed-out outline)."""
    cx, cy = center
    if count == 0:
        mini_card(surface, (cx, cy), h, theme.WHITE, colour)
        w = mini_width(h)
        pygame.draw.line(
            surface, colour, (cx - w, cy + h // 2), (cx + w, cy - h // 2), max(2, h // 8)
        )
        return
    step = mini_width(h) + 3
    x0 = cx - (count - 1) * step / 2
    for i in range(count):
        mini_card(surface, (x0 + i * step, cy), h, theme.CREAM, colour)


def flag(surface: pygame.Surface, base: tuple[float, float], h: int) -> None:
    """A chequered finish flag on a pole, ``base`` at the pole's foot."""
    x, y = round(base[0]), round(base[1])
    pygame.draw.line(surface, theme.INK, (x, y), (x, y - h), max(2, h // 14))
    fw, fh = int(h * 0.75), int(h * 0.5)
    cell = max(2, fw // 5)
    for i in range(fw // cell):
        for j in range(fh // cell):
            col = theme.INK if (i + j) % 2 == 0 else theme.WHITE
            pygame.draw.rect(surface, col, (x + 1 + i * cell, y - h + j * cell, cell, cell))
    pygame.draw.rect(
        surface, theme.INK, (x + 1, y - h, (fw // cell) * cell, (fh // cell) * cell), 1
    )


FLOWER_ROOM = 4  # round a gladiola's picture: its round blossoms reach past the stem


def gladiola(
    surface: pygame.Surface, base: tuple[float, float], h: int, colour=theme.GLADIOLA
) -> None:
    """A gladiola spike: green stem and leaves, blossoms stacked up the stem (cached per size)."""
    key = (h, tuple(colour))
    img = _flower_cache.get(key)
    if img is None:
        img = pygame.Surface((int(h * 0.5) + FLOWER_ROOM, h + 2 * FLOWER_ROOM), pygame.SRCALPHA)
        _gladiola(img, (img.get_width() / 2, h + FLOWER_ROOM), h, colour)
        img = fast(img)
        _flower_cache[key] = img
    foot = img.get_rect(midbottom=(round(base[0]), round(base[1]) + FLOWER_ROOM))
    surface.blit(img, foot)


def _gladiola(surface: pygame.Surface, base: tuple[float, float], h: int, colour) -> None:
    x, y = base
    stem_w = max(2, h // 28)
    pygame.draw.line(surface, theme.LEAF, (x, y), (x, y - h), stem_w)
    for side in (-1, 1):
        leaf = [
            (x, y - h * 0.05),
            (x + side * h * 0.16, y - h * 0.45),
            (x + side * h * 0.03, y - h * 0.5),
        ]
        pygame.draw.polygon(surface, theme.LEAF, leaf)
    n, petals = 6, 5  # blossoms up the stem, petals to a blossom
    for i in range(n):
        k = i / (n - 1)
        by = y - h * (0.35 + 0.6 * k)
        r = h * (0.11 - 0.05 * k)
        bx = x + (r * 0.6 if i % 2 else -r * 0.6)
        for a in range(petals):
            ang = a * 2 * math.pi / petals + i
            px, py = bx + math.cos(ang) * r * 0.55, by + math.sin(ang) * r * 0.55
            pygame.draw.circle(surface, colour, (px, py), max(1.5, r * 0.6))
        pygame.draw.circle(surface, theme.BLOSSOM, (bx, by), max(1.0, r * 0.25))
    pygame.draw.circle(surface, theme.LEAF, (x, y - h), max(1.5, h * 0.03))


def check(
    surface: pygame.Surface, center: tuple[float, float], size: int, colour=theme.WHITE
) -> None:
    cx, cy = center
    pts = [
        (cx - size * 0.4, cy),
        (cx - size * 0.1, cy + size * 0.3),
        (cx + size * 0.45, cy - size * 0.35),
    ]
    pygame.draw.lines(surface, colour, False, pts, max(2, size // 5))


def sun(surface: pygame.Surface, center: tuple[float, float], r: int, colour=theme.SUN) -> None:
    cx, cy = center
    rays = 8
    for a in range(rays):
        ang = a * 2 * math.pi / rays
        pygame.draw.line(
            surface,
            colour,
            (cx + math.cos(ang) * r * 1.3, cy + math.sin(ang) * r * 1.3),
            (cx + math.cos(ang) * r * 1.8, cy + math.sin(ang) * r * 1.8),
            max(2, r // 3),
        )
    pygame.draw.circle(surface, colour, (cx, cy), r)


def menu_icon(
    surface: pygame.Surface, center: tuple[float, float], size: int, colour=theme.INK
) -> None:
    cx, cy = center
    for dy in (-size // 3, 0, size // 3):
        pygame.draw.line(
            surface, colour, (cx - size // 2, cy + dy), (cx + size // 2, cy + dy), STROKE
        )


def keyboard(surface: pygame.Surface, center: tuple[float, float], w: int, colour) -> None:
    """A little keyboard: the keys list's icon (a rounded body, two rows of keys, a space)."""
    cx, cy = round(center[0]), round(center[1])
    h = w * 2 // 3
    body = pygame.Rect(0, 0, w, h)
    body.center = (cx, cy)
    key = max(2, w // 8)  # a key's side, and the body's corner radius
    pygame.draw.rect(surface, colour, body, 2, border_radius=key)
    inset, cols = 3, 4  # the keys' margin inside the body; keys to a row
    inner = w - 2 * inset
    for row in range(2):
        for k in range(cols):
            x = body.x + inset + k * inner // cols + (inner // cols - key) // 2
            y = body.y + inset + row * (key + 2)
            pygame.draw.rect(surface, colour, (x, y, key, key))
    space = pygame.Rect(0, body.bottom - inset - key, w // 2, key)
    space.centerx = cx
    pygame.draw.rect(surface, colour, space)


def undo_arrow(
    surface: pygame.Surface, center: tuple[float, float], size: int, colour=theme.INK
) -> None:
    """A curved arrow turning back to the left (the undo button's icon)."""
    cx, cy = center
    r = size / 2
    box = pygame.Rect(0, 0, round(size * 1.1), round(size))
    box.center = (round(cx + r * 0.1), round(cy + r * 0.15))
    pygame.draw.arc(surface, colour, box, -math.pi / 2, math.pi * 0.95, STROKE)
    tip = (box.x + 1, box.centery - 2)
    pts = [(tip[0] - r * 0.55, tip[1] - r * 0.1), (tip[0] + r * 0.55, tip[1] - r * 0.1),
           (tip[0], tip[1] + r * 0.6)]  # fmt: skip
    pygame.draw.polygon(surface, colour, pts)


def speaker(
    surface: pygame.Surface, center: tuple[float, float], size: int, on: bool, colour=theme.INK
) -> None:
    cx, cy = center
    s = size / 2
    body = [
        (cx - s, cy - s * 0.35),
        (cx - s * 0.4, cy - s * 0.35),
        (cx + s * 0.1, cy - s * 0.8),
        (cx + s * 0.1, cy + s * 0.8),
        (cx - s * 0.4, cy + s * 0.35),
        (cx - s, cy + s * 0.35),
    ]
    pygame.draw.polygon(surface, colour, body)
    if on:
        for k in (0.5, 0.85):
            rect = pygame.Rect(0, 0, s * 2 * k, s * 2 * k)
            rect.center = (cx + s * 0.1, cy)
            pygame.draw.arc(surface, colour, rect, -0.9, 0.9, 2)
    else:
        for k in (1, -1):  # a cross: the sound is off
            pygame.draw.line(
                surface,
                colour,
                (cx + s * 0.35, cy - s * 0.4 * k),
                (cx + s * 0.95, cy + s * 0.4 * k),
                STROKE,
            )


def avatar(
    surface: pygame.Surface, center: tuple[float, float], r: int, seat: int, name: str, bot: bool
) -> None:
    """A seat's token: its colour disc with the initial (shape and letter beside colour)."""
    col = theme.seat_colour(seat)
    pygame.draw.circle(surface, (0, 0, 0, 0), center, r + 2)
    pygame.draw.circle(surface, theme.CREAM, center, r + 2)
    pygame.draw.circle(surface, col, center, r)
    ink = theme.seat_ink(seat)
    theme.blit_text(surface, name[:1], int(r * 1.2), center, ink, "bold", "center")
    if bot:  # a robot-head badge: bots are told apart by shape, not colour
        bot_badge(surface, (center[0] + r * 0.74, center[1] + r * 0.74), max(6, round(r * 0.46)))


def bot_badge(surface: pygame.Surface, center: tuple[float, float], r: int) -> None:
    """A small dark disc with a cream robot head (two eyes, one ear each side): "a bot".

    Solid and outlined, so it reads as a sign and not a speck (a thin antenna did not)."""
    cx, cy = round(center[0]), round(center[1])
    pygame.draw.circle(surface, theme.CREAM, (cx, cy), r + 1)
    pygame.draw.circle(surface, theme.INK, (cx, cy), r)
    head = pygame.Rect(0, 0, max(5, r * 5 // 4), max(4, r))
    head.center = (cx, cy + 1)
    pygame.draw.rect(surface, theme.CREAM, head, border_radius=max(1, r // 4))
    dot = max(1, r // 5)  # an ear's width, an eye's radius
    for x in (head.x - dot, head.right):
        pygame.draw.rect(surface, theme.CREAM, (x, head.centery - dot, dot, dot * 2))
    for dx in (-1, 1):
        pygame.draw.circle(surface, theme.INK, (cx + dx * head.w // 4, head.centery), dot)


def callout_rect(text: str, center: tuple[float, float]) -> pygame.Rect:
    """Where the speech bubble of :func:`callout` is drawn."""
    img = _callout_words(text)
    return img.get_rect(center=(int(center[0]), int(center[1]))).inflate(18, 8)


def _callout_words(text: str) -> pygame.Surface:
    return theme.text(text, theme.phone(18), theme.INK, "bold")


def callout(surface: pygame.Surface, text: str, center: tuple[float, float], left: float) -> None:
    """A small cream speech bubble ("+2 cards", "STOP!") that fades in its last 0.3 s."""
    img = _callout_words(text)
    bubble = callout_rect(text, center)
    alpha = int(240 * min(1.0, left / 0.3))
    panel(surface, bubble, theme.CREAM, alpha, bubble.h // 2, None, 2)
    surface.blit(img, img.get_rect(center=bubble.center))


def card_radius(w: int) -> int:
    """Corner radius of a card ``w`` pixels wide (every game's cards share it)."""
    return max(4, w // 9)


def blit_card(
    surface: pygame.Surface,
    image: pygame.Surface,
    rect: pygame.Rect,
    glow: bool = False,
    lift: int = 3,
    outline=None,
    strong_glow: bool = False,
) -> None:
    """A card with its soft shadow; ``glow`` marks a legal target (drawn under the card).

    ``strong_glow`` doubles the glow and rings the card in sun yellow: face-down
    cards are all alike, so a lit one needs more than a soft halo to stand out."""
    r = card_radius(rect.w)
    if glow:
        g = shadow(
            rect.size, r, GLOW_BLUR, theme.OPAQUE if strong_glow else 190, theme.GLOW, surface
        )
        for _ in range(2 if strong_glow else 1):
            surface.blit(g, (rect.x - GLOW_BLUR, rect.y - GLOW_BLUR))
    shadowed(surface, image, rect, r, lift)
    if glow and strong_glow and outline is None:
        ring(surface, theme.SUN, rect, r, 2)
    if outline is not None:
        ring(surface, outline, rect, r, STROKE)


def ring(surface: pygame.Surface, colour, rect: pygame.Rect, radius: int, gap: int) -> None:
    """A STROKE-wide ring ``gap`` px round ``rect`` (a card ``radius`` round), its corners
    following the card's."""
    pygame.draw.rect(
        surface, colour, rect.inflate(2 * gap, 2 * gap), STROKE, border_radius=radius + gap
    )


def card_back_frame(size: tuple[int, int], colour) -> tuple[pygame.Surface, pygame.Rect]:
    """A card back's cream border around a ``colour`` field: the surface and the field's rect."""
    w, _ = size
    r = card_radius(w)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.CREAM, surf.get_rect(), border_radius=r)
    border = max(4, w // 12)  # both sides together
    inner = surf.get_rect().inflate(-border, -border)
    pygame.draw.rect(surf, colour, inner, border_radius=max(2, r - 2))
    return surf, inner
