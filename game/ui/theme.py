"""Colours, fonts and text rendering: the look shared by every scene.

One font family (Quicksand, OFL) in two weights; glyphs Quicksand lacks (arrows, ticks) are
drawn from DejaVu Sans so a sentence like "Walk 27 → draw 1" renders in one call.
"""

from __future__ import annotations

import functools
import re
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pygame

from game import platform
from game.ui.colours import rgb
from game.ui.layout import W

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FONT_DIR = ASSETS / "fonts"
FONT_FILES = {
    "regular": "Quicksand-Medium.ttf",
    "bold": "Quicksand-Bold.ttf",
    "symbol": "DejaVuSans-Bold.ttf",
}
# Characters Quicksand has no glyph for; rendered with the symbol font.
SYMBOLS = frozenset("→←↑↓▶◀▲▼↻✓✔✕★♥☀⚑✿❀•")

# A sunny meadow: felt greens, cream card stock, warm accents.
FELT = rgb("#387044")
FELT_DARK = rgb("#224e2e")
FELT_LIGHT = rgb("#4e8a54")
CREAM = rgb("#fbf6e8")
CREAM_EDGE = rgb("#ded0b2")
INK = rgb("#342c26")
INK_SOFT = rgb("#706254")
WHITE = rgb("#ffffff")
SCREEN_W = W  # no line of text is drawn wider than the logical surface
SUN = rgb("#facc54")
SUN_DARK = rgb("#d6a028")
PANEL = rgb("#163420")
PANEL_EDGE = rgb("#70a068")
GLOW = rgb("#ffe478")
HINT = rgb("#ffecc8")
GLADIOLA = rgb("#e24868")
GLADIOLA_DARK = rgb("#a02848")
LEAF = rgb("#468c3c")
SKY = rgb("#80bee6")
PLASTER = rgb("#f0c496")
PLASTER_EDGE = rgb("#b07c54")
PLASTER_PAD = rgb("#e2aa7c")
BLOSSOM = rgb("#ffe696")  # a gladiola blossom's heart
MEADOW_LOW = rgb("#b0d6a0")  # the title meadow's sky where it meets the grass
# Buttons: a style's fill, and the lighter one under the pointer.
SUN_LIGHT = rgb("#ffda78")
CREAM_LIGHT = rgb("#fffcf2")
GHOST = rgb("#244c30")
GHOST_LIGHT = rgb("#34623e")
DANGER = rgb("#d66050")
DANGER_LIGHT = rgb("#e87664")
# Switched off: a button's fill and its words (also an icon's colour on the dark top bar),
# a setting's box and its words, a toggle's track at "off".
OFF = rgb("#788a78")
OFF_INK = rgb("#d6dcd0")
OFF_BOX = rgb("#96a092")
OFF_TEXT = rgb("#646464")
SWITCH_OFF = rgb("#aaa096")
TRACK = rgb("#c8beaa")  # a slider's empty track
KEYCAP_EDGE = rgb("#968870")
RING_DARK = rgb("#221e1a")  # the focus ring's outer line: it shows on cream and felt alike
POINTER_EDGE = rgb("#3c2c14")  # the dark outline of a tip's sun-yellow pointer
TOAST = rgb("#1e241e")
LETTERBOX = rgb("#0e1e12")  # round the frame where the window's shape differs
# Alphas: the full one (a fill that hides what is under it).
OPAQUE = 255
# Pace bands: draw 0 / 1 / 2 (always shown with 0/1/2 card icons too).
BAND_COLOURS = (rgb("#54a85c"), rgb("#ecac34"), rgb("#d65448"))
# The one place for seat colours, seat A..F in order: four of Okabe-Ito's colour-blind-safe set
# and, for the fifth and sixth seats, a brown and a navy. Okabe-Ito's own vermilion and blue sit
# too close to its orange and sky blue to be told apart in a knowledge dot a few pixels wide
# (CIEDE2000 about 22); every pair here differs by 30 or more. Seats are never told apart by
# colour alone: every disc, dot and bullet also carries the seat's letter (its name's initial)
# where there is room, see seat_colour / seat_ink and draw.avatar. tests/test_looks.py checks
# all pairs, also under simulated deuteranopia and protanopia.
SEAT_COLOURS = (
    rgb("#e69f00"),  # A orange
    rgb("#56b4e9"),  # B sky blue
    rgb("#009e73"),  # C bluish green
    rgb("#cc79a7"),  # D reddish purple
    rgb("#824614"),  # E brown
    rgb("#283296"),  # F navy
)


def seat_colour(seat: int) -> tuple[int, int, int]:
    """Seat ``seat``'s colour (A..F; more seats repeat, but the games seat at most six)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def _luminance(rgb: tuple[int, int, int]) -> float:
    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def seat_ink(seat: int) -> tuple[int, int, int]:
    """The colour for the seat's letter on its disc: white or ink, whichever reads better."""
    return _ink_on(seat_colour(seat))


@functools.cache
def _ink_on(col: tuple[int, int, int]) -> tuple[int, int, int]:
    # Asked for every seat's disc every frame: two contrasts are worth keeping (in the page
    # they were 4% of a card table's frame).
    return WHITE if contrast(col, WHITE) >= contrast(col, INK) else INK


# The "larger text" setting: body text (rules, tips, log, status, toasts) is drawn at
# ``body(size)``; headings and labels inside fixed boxes keep their sizes.
_body_scale = 1.0


def set_body_scale(scale: float) -> None:
    global _body_scale
    _body_scale = max(1.0, min(1.5, float(scale)))


def body_scale() -> float:
    return _body_scale


# The largest text size is a phone's. A 1280x720 frame on a phone 390 CSS px high is shown at
# 0.54 of its size, so running text (a line of two words or more) needs PHONE_TEXT logical px
# to reach 14 CSS px: at this size the tables take their phone layout, whose running text is
# never smaller.
LARGEST = 1.5
PHONE_TEXT = 26


def largest() -> bool:
    """The largest text size is on: the tables take their phone layout."""
    return _body_scale >= LARGEST


T = TypeVar("T")


def by_size(desktop: T, phone: T) -> T:
    """A screen's set of sizes for the text size of now: ``phone`` at the largest."""
    return phone if largest() else desktop


def running(size: float) -> int:
    """A size for running text: ``body(size)``, and at least PHONE_TEXT at the largest size."""
    b = body(size)
    return max(b, PHONE_TEXT) if largest() else b


def phone(size: int) -> int:
    """A fixed size (a label's, a bubble's), lifted to PHONE_TEXT at the largest size."""
    return max(size, PHONE_TEXT) if largest() else size


def body(size: float) -> int:
    """A body-text size (or line height) scaled by the larger-text setting."""
    return round(size * _body_scale)


# The layout recorder of game/ui/testing.py (None in play): ``mark`` tells it about a box
# drawn without a widget (a badge, a banner, a tag), so overlap tests can see it.
_recorder: Callable[[str, pygame.Rect, str, pygame.Surface | None], None] | None = None


def mark(
    kind: str, rect: pygame.Rect, label: str = "", surface: pygame.Surface | None = None
) -> None:
    """Declare a box drawn on ``surface`` (``kind``: "badge", "banner", "panel", "focus",
    "keycap", ...) for the layout-overlap check (:func:`game.ui.testing.layout_overlaps`);
    costs nothing in play. Boxes drawn on other surfaces (card faces, layers) are ignored."""
    if _recorder is not None:
        _recorder(kind, pygame.Rect(rect), label, surface)


_fonts: dict[tuple[str, int], pygame.font.Font] = {}
# Rendered lines, least recently used first: a long session keeps the lines it shows.
_text_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def clear_text_cache() -> None:
    """Forget rendered words (the language or the text size changed)."""
    _text_cache.clear()


TEXT_CACHE_SIZE = 1500
_width_cache: dict[tuple, int] = {}  # widths measured for wrap/fit (never rendered)


def font(size: int, weight: str = "regular") -> pygame.font.Font:
    key = (weight, size)
    if key not in _fonts:
        try:
            _fonts[key] = pygame.font.Font(str(FONT_DIR / FONT_FILES[weight]), size)
        except (OSError, FileNotFoundError, pygame.error):
            _fonts[key] = pygame.font.Font(None, size)
    return _fonts[key]


def _runs(text: str) -> list[tuple[bool, str]]:
    runs: list[tuple[bool, str]] = []
    for ch in text:
        sym = ch in SYMBOLS
        if runs and runs[-1][0] == sym:
            runs[-1] = (sym, runs[-1][1] + ch)
        else:
            runs.append((sym, ch))
    return runs


# Quicksand's 4 opens to the left: after another digit, its own spacing sets "44" as "4 4"
# (the ink centres of a digit and a 4 sit 0.09 to 0.16 of the size further apart than those
# of other digit pairs). A 4 after a digit is pulled left by this share of the size; after a
# 1, 2 or 3, whose ink ends low or narrow, by less.
_KERN_BEFORE_4 = re.compile(r"(?<=[0-9])(?=4)")
_KERN_4 = {"1": 0.05, "2": 0.05, "3": 0.07}
_KERN_4_DEFAULT = 0.1


def _kerned(part: str) -> list[str]:
    """``part`` cut before every 4 that follows a digit (one piece if none does)."""
    return _KERN_BEFORE_4.split(part) if "4" in part else [part]


_kerns: dict[tuple[str, int, str], int] = {}
INKED = 40  # the alpha from which a glyph's pixel counts as ink


def _kern(before: str, size: int, weight: str) -> int:
    """How far a 4 after ``before`` (which ends with a digit) is pulled left: the share of the
    size above, but always a clear pixel between the two inks (never touching)."""
    key = (before[-1], size, weight)
    k = _kerns.get(key)
    if k is None:
        f = font(size, weight)
        a = pygame.mask.from_surface(f.render(before[-1], True, INK), INKED)
        four = pygame.mask.from_surface(f.render("4", True, INK), INKED)
        at = f.size(before[-1])[0]
        k = 0
        while k < round(size * _KERN_4.get(before[-1], _KERN_4_DEFAULT)):
            if any(a.overlap(four, (at - k - 2, dy)) is not None for dy in (-1, 0, 1)):
                break
            k += 1
        _kerns[key] = k
    return k


def _render_run(part: str, size: int, colour, weight: str) -> pygame.Surface:
    f = font(size, weight)
    pieces = _kerned(part)
    if len(pieces) == 1:
        return f.render(part, True, colour)
    imgs = [f.render(piece, True, colour) for piece in pieces]
    pulls = [0] + [_kern(piece, size, weight) for piece in pieces[:-1]]
    surf = pygame.Surface(
        (sum(img.get_width() for img in imgs) - sum(pulls), f.get_height()), pygame.SRCALPHA
    )
    x = 0
    for img, pull in zip(imgs, pulls, strict=True):
        x -= pull
        surf.blit(img, (x, 0))
        x += img.get_width()
    return surf


def _run_width(part: str, size: int, weight: str) -> int:
    f = font(size, weight)
    pieces = _kerned(part)
    if len(pieces) == 1:
        return f.size(part)[0]
    return sum(f.size(piece)[0] for piece in pieces) - sum(
        _kern(piece, size, weight) for piece in pieces[:-1]
    )


def text(s: str, size: int, colour=INK, weight: str = "regular") -> pygame.Surface:
    """Rendered text (cached); symbols Quicksand lacks come from the symbol font."""
    key = (s, size, tuple(colour), weight)
    surf = _text_cache.get(key)
    if surf is not None:
        _text_cache.move_to_end(key)
        return surf
    if len(_text_cache) >= TEXT_CACHE_SIZE:  # keep memory flat over a long session
        _text_cache.popitem(last=False)
    s = _fit_screen(safe(s), size, weight)
    runs = _runs(s)
    if len(runs) <= 1 and not (runs and runs[0][0]):
        surf = _render_run(s, size, colour, weight)
    else:
        parts = [
            font(int(size * 0.9), "symbol").render(part, True, colour)
            if sym
            else _render_run(part, size, colour, weight)
            for sym, part in runs
        ]
        height = font(size, weight).get_height()
        surf = pygame.Surface((sum(p.get_width() for p in parts), height), pygame.SRCALPHA)
        x = 0
        for p in parts:
            surf.blit(p, (x, (height - p.get_height()) // 2))
            x += p.get_width()
    if platform.BLIT_RLE and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()  # the web's slow alpha blits: see game/platform.py
        surf.set_alpha(OPAQUE, pygame.RLEACCEL)
    _text_cache[key] = surf
    return surf


def width(s: str, size: int, weight: str = "regular") -> int:
    """The width ``text(s, size, ..., weight)`` has, measured without rendering (cached)."""
    key = (s, size, weight)
    w = _width_cache.get(key)
    if w is None:
        if len(_width_cache) > 20_000:
            _width_cache.clear()
        w = sum(
            font(int(size * 0.9), "symbol").size(part)[0] if sym else _run_width(part, size, weight)
            for sym, part in _runs(safe(s))
        )
        _width_cache[key] = w
    return w


def blit_text(
    surface: pygame.Surface,
    s: str,
    size: int,
    pos: tuple[float, float],
    colour=INK,
    weight: str = "regular",
    anchor: str = "topleft",
    max_w: int | None = None,
) -> pygame.Rect:
    """Draw text anchored at ``pos`` (any pygame.Rect anchor name); returns its rect.

    With ``max_w`` a line too long for its box shrinks until it fits (see ``fit_text``).
    """
    if max_w is not None:
        s, size = fit_line(s, size, max_w, weight)
    surf = text(s, size, colour, weight)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    return rect


MIN_TEXT = 12  # the least a line of text shrinks to, to fit its box


def fit_text(
    s: str, size: int, max_w: int, weight: str = "regular", min_size: int = MIN_TEXT
) -> int:
    """The largest size <= ``size`` at which ``s`` fits in ``max_w`` pixels."""
    if size > min_size and width(s, min_size, weight) > max_w:
        return min_size  # will not fit at all: no need to try every size (a 30,000-char name)
    while size > min_size and width(s, size, weight) > max_w:
        size -= 1
    return size


def fit_line(
    s: str, size: int, max_w: int, weight: str = "regular", min_size: int = MIN_TEXT
) -> tuple[str, int]:
    """``s`` shrunk to fit ``max_w`` (see ``fit_text``), then ellipsized if it still does not."""
    size = fit_text(s, size, max_w, weight, min_size)
    return ellipsize(s, size, max_w, weight), size


# Text from outside (a hand-edited save, a typed name) may hold what no font can draw.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")
MAX_CHARS = 300  # of one rendered line; nothing Meadow writes is longer


def safe(s: str) -> str:
    """``s`` without control characters or lone surrogates (SDL refuses both), cut short."""
    if not isinstance(s, str):
        s = str(s)
    if _UNSAFE.search(s):
        s = _UNSAFE.sub("", s)
    if len(s) > MAX_CHARS:
        s = s[: MAX_CHARS - 1] + "…"
    return s


def ellipsize(s: str, size: int, max_w: int, weight: str = "regular") -> str:
    """``s`` cut with an ellipsis to at most ``max_w`` pixels (itself when it fits)."""
    s = safe(s)
    if width(s, size, weight) <= max_w:
        return s
    lo, hi = 0, len(s)  # the longest prefix that fits, by halving
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width(s[:mid] + "…", size, weight) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo].rstrip() + "…" if lo else "…"


def _fit_screen(s: str, size: int, weight: str) -> str:
    """Never a line wider than the screen: SDL crashed scaling a 330,000-px-wide one."""
    return ellipsize(s, size, SCREEN_W, weight) if width(s, size, weight) > SCREEN_W else s


# French sets a space before ? ! : ; and inside « »: a line never breaks at those spaces.
_CLINGS_LEFT = frozenset("?!:;»")


# A number and its unit ("50 km"), and a card's value after its name ("Sprout (1)"), stay on
# one line: a unit or a bracketed number at the start of a line reads as a stray word.
_CLINGING = re.compile(r"^(\(\d+\)|km|Km|%)[)\].,;:!?]*$")


def _clings(prev: str, word: str) -> bool:
    if word[:1] in _CLINGS_LEFT and len(word) <= 2 or prev == "«":
        return True
    m = _CLINGING.match(word)
    return m is not None and (word[:1] == "(" or prev[-1:].isdigit())


def _words(para: str) -> list[str]:
    words: list[str] = []
    for word in para.split(" "):
        if words and _clings(words[-1], word):
            words[-1] = f"{words[-1]} {word}"
        else:
            words.append(word)
    return words


# Lines worked out by wrap: a tip, the log or a rule is wrapped again every frame it is drawn
# (and measured word by word), the same text at the same width.
_wrap_cache: dict[tuple[str, int, int, str], tuple[str, ...]] = {}


def wrap(s: str, size: int, max_w: int, weight: str = "regular") -> list[str]:
    """Split ``s`` into lines no wider than ``max_w``."""
    key = (s, size, max_w, weight)
    lines = _wrap_cache.get(key)
    if lines is None:
        if len(_wrap_cache) > 5_000:
            _wrap_cache.clear()
        lines = _wrap_cache[key] = tuple(_wrap(s, size, max_w, weight))
    return list(lines)


def _wrap(s: str, size: int, max_w: int, weight: str) -> list[str]:
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in _words(para):
            trial = f"{line} {word}".strip()
            if line and width(trial, size, weight) > max_w:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines
