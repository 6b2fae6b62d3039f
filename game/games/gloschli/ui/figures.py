"""Gloschli's figures, drawn in code: the creatures, the power icons and the heroes' portraits.

The card faces in art.py are built from these (and the table draws the icons on its own, on
buttons and marks); each power card's colour family is named here too, so both share it (face
ids: cards.py; the colours: palette.py).
"""

from __future__ import annotations

import math

import pygame

from game.games.gloschli.cards import (
    BLIND_SWAP_CARD,
    CHOTZLI,
    DISTRACTION_CARD,
    EYE_CARD,
    GLUBSCHI_CARD,
    ISBAR_CARD,
    PFERD,
    SPY_CARD,
    STRONG_EYE_CARD,
    SUPER_SPY_CARD,
    SWAP_CARD,
    TRICK_CARD,
)
from game.games.gloschli.ui.palette import (
    BACK,
    CHEEK,
    CHICK_BEAK,
    CHOTZLI_DARK,
    CHOTZLI_FUR,
    CREATURE_COLOURS,
    GLUBSCHI_DARK,
    GLUBSCHI_MOUTH,
    GLUBSCHI_SKIN,
    GOLD,
    GOLD_LIGHT,
    HEDGEHOG_FACE,
    IRIS,
    ISBAR_EDGE,
    ISBAR_FUR,
    ISBAR_SNOUT,
    LENS,
    LOOK,
    MANE,
    MOUSE_EAR,
    MOUSE_NOSE,
    MUZZLE,
    OWL_BEAK,
    OWL_BELLY,
    OWL_EYE,
    PERSON_BLUE,
    PERSON_ROSE,
    PFERD_COAT,
    PFERD_DARK,
    RED,
    SHUFFLE,
    SPYC,
    SPYGLASS,
    SPYGLASS_DARK,
    SWAPC,
    TRICK_CARDS,
)
from game.ui import theme

# Each power card's family: the tint of the card and the accent of its medallion.
POWER_STYLE = {
    TRICK_CARD: SHUFFLE,
    DISTRACTION_CARD: SHUFFLE,
    EYE_CARD: LOOK,
    STRONG_EYE_CARD: LOOK,
    SPY_CARD: SPYC,
    SUPER_SPY_CARD: SPYC,
    BLIND_SWAP_CARD: SWAPC,
    SWAP_CARD: SWAPC,
}


# -- faces of the creatures ------------------------------------------------------------------


def _eyes(
    s: pygame.Surface, cx: float, cy: float, r: float, gap: float, look: float = 0.0, mood=""
) -> None:
    for d in (-1, 1):
        x = cx + d * gap
        pygame.draw.circle(s, theme.WHITE, (x, cy), r)
        pygame.draw.circle(s, theme.INK, (x, cy), r, max(1, int(r / 5)))
        if mood == "sleepy":
            pygame.draw.rect(s, theme.INK, (x - r, cy - r, 2 * r, r), border_radius=int(r))
        pygame.draw.circle(s, theme.INK, (x + look * r * 0.35, cy + r * 0.15), max(1.5, r * 0.5))
        pygame.draw.circle(
            s, theme.WHITE, (x + look * r * 0.35 - r * 0.2, cy - r * 0.1), max(1, r * 0.18)
        )
        if mood == "grumpy":
            pygame.draw.line(
                s,
                theme.INK,
                (x - r * d * 1.0, cy - r * 1.5),
                (x + r * d * 0.8, cy - r * 0.95),
                max(2, int(r / 3)),
            )


def _cheeks(s: pygame.Surface, cx: float, cy: float, gap: float, r: float) -> None:
    for d in (-1, 1):
        pygame.draw.circle(s, CHEEK, (cx + d * gap, cy), max(1.5, r))


def smile(s: pygame.Surface, cx: float, cy: float, w: float, width: int = 2) -> None:
    rect = pygame.Rect(0, 0, max(4, w), max(3, w * 0.7))
    rect.center = (round(cx), round(cy - w * 0.2))
    pygame.draw.arc(s, theme.INK, rect, math.pi * 1.1, math.pi * 1.9, max(1, width))


def creature(s: pygame.Surface, n: int, c: tuple[float, float], r: float) -> None:
    """Creature ``n`` (1..5), centred at ``c``, about ``2r`` across."""
    cx, cy = c
    col = CREATURE_COLOURS[n - 1]
    dark = tuple(max(0, v - 60) for v in col)
    lw = max(1, int(r / 12))
    if n == 1:  # a round sprout blob, cheerful
        pygame.draw.line(s, theme.LEAF, (cx, cy - r * 0.8), (cx, cy - r * 1.15), max(2, lw + 1))
        leaf = pygame.Rect(0, 0, r * 0.5, r * 0.26)
        leaf.midleft = (round(cx), round(cy - r * 1.15))
        pygame.draw.ellipse(s, theme.LEAF, leaf)
        body = pygame.Rect(0, 0, r * 1.7, r * 1.6)
        body.center = (round(cx), round(cy + r * 0.1))
        pygame.draw.ellipse(s, col, body)
        pygame.draw.ellipse(s, dark, body, lw)
        _eyes(s, cx, cy - r * 0.05, r * 0.24, r * 0.34, 0.0)
        _cheeks(s, cx, cy + r * 0.3, r * 0.6, r * 0.12)
        smile(s, cx, cy + r * 0.42, r * 0.5, lw + 1)
    elif n == 2:  # a chick with a tuft, surprised
        for k in (-1, 0, 1):
            pygame.draw.line(
                s, dark, (cx, cy - r * 0.75), (cx + k * r * 0.22, cy - r * 1.1), max(2, lw)
            )
        pygame.draw.circle(s, col, (cx, cy + r * 0.05), r * 0.85)
        pygame.draw.circle(s, dark, (cx, cy + r * 0.05), r * 0.85, lw)
        for d in (-1, 1):  # little wings
            wing = pygame.Rect(0, 0, r * 0.4, r * 0.6)
            wing.center = (round(cx + d * r * 0.8), round(cy + r * 0.3))
            pygame.draw.ellipse(s, dark, wing)
        _eyes(s, cx, cy - r * 0.12, r * 0.22, r * 0.33, 0.3)
        beak = [(cx - r * 0.16, cy + r * 0.18), (cx + r * 0.16, cy + r * 0.18), (cx, cy + r * 0.4)]
        pygame.draw.polygon(s, CHICK_BEAK, beak)
        pygame.draw.circle(s, theme.INK, (cx, cy + r * 0.58), max(1.5, r * 0.09), lw)
    elif n == 3:  # a mouse with round ears, shy
        for d in (-1, 1):
            pygame.draw.circle(s, col, (cx + d * r * 0.62, cy - r * 0.58), r * 0.38)
            pygame.draw.circle(s, MOUSE_EAR, (cx + d * r * 0.62, cy - r * 0.58), r * 0.22)
        head = pygame.Rect(0, 0, r * 1.6, r * 1.4)
        head.center = (round(cx), round(cy + r * 0.12))
        pygame.draw.ellipse(s, col, head)
        pygame.draw.ellipse(s, dark, head, lw)
        _eyes(s, cx, cy, r * 0.19, r * 0.3, -0.5)
        _cheeks(s, cx, cy + r * 0.32, r * 0.52, r * 0.13)
        pygame.draw.circle(s, MOUSE_NOSE, (cx, cy + r * 0.32), max(2, r * 0.11))
        for d in (-1, 1):  # whiskers
            for k in (-1, 1):
                pygame.draw.line(
                    s,
                    dark,
                    (cx + d * r * 0.2, cy + r * 0.38),
                    (cx + d * r * 0.8, cy + r * 0.38 + k * r * 0.12),
                    1,
                )
        smile(s, cx, cy + r * 0.56, r * 0.26, lw)
    elif n == 4:  # a grumpy hedgehog
        spikes = []
        for k in range(13):
            a = math.pi + k * math.pi / 12
            rr = r * (1.05 if k % 2 == 0 else 0.78)
            spikes.append((cx + math.cos(a) * rr, cy + r * 0.25 + math.sin(a) * rr))
        spikes += [(cx + r, cy + r * 0.6), (cx - r, cy + r * 0.6)]
        pygame.draw.polygon(s, dark, spikes)
        face = pygame.Rect(0, 0, r * 1.3, r * 1.0)
        face.center = (round(cx), round(cy + r * 0.3))
        pygame.draw.ellipse(s, HEDGEHOG_FACE, face)
        _eyes(s, cx, cy + r * 0.2, r * 0.17, r * 0.3, 0.0, "grumpy")
        pygame.draw.circle(s, theme.INK, (cx, cy + r * 0.46), max(2, r * 0.12))
        pygame.draw.line(
            s, theme.INK, (cx - r * 0.15, cy + r * 0.65), (cx + r * 0.15, cy + r * 0.62), lw + 1
        )
    else:  # a wise owl with ear tufts, half-closed eyes
        body = pygame.Rect(0, 0, r * 1.6, r * 1.8)
        body.center = (round(cx), round(cy + r * 0.1))
        for d in (-1, 1):
            tuft = [
                (cx + d * r * 0.35, cy - r * 0.65),
                (cx + d * r * 0.85, cy - r * 1.05),
                (cx + d * r * 0.75, cy - r * 0.45),
            ]
            pygame.draw.polygon(s, col, tuft)
        pygame.draw.ellipse(s, col, body)
        pygame.draw.ellipse(s, dark, body, lw)
        belly = pygame.Rect(0, 0, r * 0.9, r * 0.8)
        belly.center = (round(cx), round(cy + r * 0.55))
        pygame.draw.ellipse(s, OWL_BELLY, belly)
        for d in (-1, 1):
            pygame.draw.circle(s, OWL_EYE, (cx + d * r * 0.32, cy - r * 0.2), r * 0.32)
        _eyes(s, cx, cy - r * 0.2, r * 0.22, r * 0.32, 0.0, "sleepy")
        beak = [(cx - r * 0.1, cy + r * 0.05), (cx + r * 0.1, cy + r * 0.05), (cx, cy + r * 0.25)]
        pygame.draw.polygon(s, OWL_BEAK, beak)


# -- power icons -----------------------------------------------------------------------------


def eye_icon(s: pygame.Surface, c: tuple[float, float], r: float, closed: bool = False) -> None:
    cx, cy = c
    lw = max(2, int(r / 7))
    top = [(cx - r, cy)] + [
        (cx + r * math.cos(a), cy - r * 0.62 * math.sin(a))
        for a in [math.pi - k * math.pi / 10 for k in range(11)]
    ]
    bottom = [
        (cx + r * math.cos(a), cy + r * 0.62 * math.sin(a))
        for a in [k * math.pi / 10 for k in range(11)]
    ]
    if closed:
        pygame.draw.lines(s, theme.INK, False, bottom, lw)
        for k in (-2, -1, 0, 1, 2):
            x = cx + k * r * 0.35
            y = cy + r * 0.62 * math.sin(math.acos(max(-1.0, min(1.0, (x - cx) / r))))
            pygame.draw.line(s, theme.INK, (x, y), (x + k * r * 0.08, y + r * 0.3), lw)
        return
    pygame.draw.polygon(s, theme.WHITE, top + bottom)
    pygame.draw.circle(s, IRIS, (cx, cy), r * 0.42)
    pygame.draw.circle(s, theme.INK, (cx, cy), r * 0.2)
    pygame.draw.circle(s, theme.WHITE, (cx - r * 0.12, cy - r * 0.12), max(1, r * 0.08))
    pygame.draw.lines(s, theme.INK, True, top + bottom, lw)


def hourglass(s: pygame.Surface, c: tuple[float, float], h: float, col=theme.INK) -> None:
    """An hourglass ``h`` px high: a seat's last turn, where a phone has no room for words."""
    cx, cy = c
    w, half = h * 0.62, h / 2
    lw = max(2, round(h / 9))
    top, bottom = cy - half, cy + half
    glass = [(cx - w / 2 + lw, top + lw), (cx + w / 2 - lw, top + lw), (cx, cy)]
    pygame.draw.polygon(s, col, glass, lw)
    glass = [(cx - w / 2 + lw, bottom - lw), (cx + w / 2 - lw, bottom - lw), (cx, cy)]
    pygame.draw.polygon(s, col, glass)  # the sand run through
    for y in (top, bottom):
        pygame.draw.line(s, col, (cx - w / 2, y), (cx + w / 2, y), lw)


def spyglass_icon(s: pygame.Surface, c: tuple[float, float], r: float) -> None:
    cx, cy = c
    ang = -0.5
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx

    def quad(a: float, b: float, w1: float, w2: float, col) -> None:
        p0 = (cx + dx * a * r, cy + dy * a * r)
        p1 = (cx + dx * b * r, cy + dy * b * r)
        pts = [
            (p0[0] + nx * w1 * r, p0[1] + ny * w1 * r),
            (p1[0] + nx * w2 * r, p1[1] + ny * w2 * r),
            (p1[0] - nx * w2 * r, p1[1] - ny * w2 * r),
            (p0[0] - nx * w1 * r, p0[1] - ny * w1 * r),
        ]
        pygame.draw.polygon(s, col, pts)
        pygame.draw.polygon(s, theme.INK, pts, max(1, int(r / 10)))

    quad(-1.0, -0.3, 0.16, 0.2, SPYGLASS_DARK)
    quad(-0.3, 0.35, 0.22, 0.28, SPYGLASS)
    quad(0.35, 0.95, 0.3, 0.36, GOLD)
    lens = (cx + dx * 0.97 * r, cy + dy * 0.97 * r)
    pygame.draw.circle(s, LENS, lens, r * 0.3)
    pygame.draw.circle(s, theme.INK, lens, r * 0.3, max(1, int(r / 10)))


def swap_icon(s: pygame.Surface, c: tuple[float, float], r: float, col=theme.INK) -> None:
    """Two curved arrows chasing each other."""
    cx, cy = c
    lw = max(2, int(r / 6))
    for k in (0, 1):
        a0 = math.pi * (0.15 + k)
        a1 = math.pi * (0.85 + k)
        pts = [
            (
                cx + r * 0.8 * math.cos(a0 + (a1 - a0) * i / 12),
                cy + r * 0.8 * math.sin(a0 + (a1 - a0) * i / 12),
            )
            for i in range(13)
        ]
        pygame.draw.lines(s, col, False, pts, lw)
        ex, ey = pts[-1]
        tx, ty = -math.sin(a1), math.cos(a1)  # tangent direction of travel
        nx, ny = math.cos(a1), math.sin(a1)
        head = [
            (ex + tx * r * 0.32, ey + ty * r * 0.32),
            (ex + nx * r * 0.26, ey + ny * r * 0.26),
            (ex - nx * r * 0.26, ey - ny * r * 0.26),
        ]
        pygame.draw.polygon(s, col, head)


def shuffle_icon(s: pygame.Surface, c: tuple[float, float], r: float, col=theme.INK) -> None:
    """Two crossing arrows (the shuffle symbol)."""
    cx, cy = c
    lw = max(2, int(r / 6))
    for d in (-1, 1):
        p0 = (cx - r * 0.9, cy - d * r * 0.5)
        p1 = (cx - r * 0.3, cy - d * r * 0.5)
        p2 = (cx + r * 0.3, cy + d * r * 0.5)
        p3 = (cx + r * 0.75, cy + d * r * 0.5)
        pygame.draw.lines(s, col, False, [p0, p1, p2, p3], lw)
        head = [
            (cx + r * 1.0, cy + d * r * 0.5),
            (cx + r * 0.7, cy + d * r * 0.5 - r * 0.22),
            (cx + r * 0.7, cy + d * r * 0.5 + r * 0.22),
        ]
        pygame.draw.polygon(s, col, head)


def _small_card(s: pygame.Surface, c: tuple[float, float], h: float, col=BACK) -> None:
    r = pygame.Rect(0, 0, max(4, h * 0.7), max(6, h))
    r.center = (round(c[0]), round(c[1]))
    pygame.draw.rect(s, theme.CREAM, r, border_radius=max(2, int(h / 6)))
    pygame.draw.rect(s, col, r.inflate(-max(2, int(h / 6)), -max(2, int(h / 6))), border_radius=2)


def star(s: pygame.Surface, c: tuple[float, float], r: float, col=GOLD, edge=None) -> None:
    cx, cy = c
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pygame.draw.polygon(s, col, pts)
    if edge is not None:
        pygame.draw.polygon(s, edge, pts, 1)


def person(s: pygame.Surface, c: tuple[float, float], r: float, col) -> None:
    cx, cy = c
    pygame.draw.circle(s, col, (cx, cy - r * 0.45), r * 0.42)
    body = pygame.Rect(0, 0, r * 1.4, r * 0.9)
    body.midtop = (round(cx), round(cy + r * 0.05))
    pygame.draw.ellipse(s, col, body)


def power_icon(s: pygame.Surface, face: int, c: tuple[float, float], r: float) -> None:
    """The icon of a power card (also used in buttons and the status line)."""
    cx, cy = c
    if face == EYE_CARD:
        eye_icon(s, c, r)
    elif face == STRONG_EYE_CARD:
        eye_icon(s, (cx - r * 0.15, cy + r * 0.1), r * 0.85)
        _small_card(s, (cx + r * 0.72, cy - r * 0.55), r * 0.6)
        star(s, (cx + r * 0.72, cy - r * 0.55), r * 0.18, GOLD_LIGHT)
    elif face == SPY_CARD:
        spyglass_icon(s, c, r)
    elif face == SUPER_SPY_CARD:
        spyglass_icon(s, (cx - r * 0.1, cy + r * 0.15), r * 0.85)
        _small_card(s, (cx - r * 0.7, cy - r * 0.6), r * 0.6)
        star(s, (cx - r * 0.7, cy - r * 0.6), r * 0.18, GOLD_LIGHT)
    elif face == BLIND_SWAP_CARD:
        swap_icon(s, c, r)
        eye_icon(s, c, r * 0.4, closed=True)
    elif face == SWAP_CARD:
        swap_icon(s, c, r)
        eye_icon(s, c, r * 0.4)
    elif face == TRICK_CARD:
        _small_card(s, (cx - r * 0.6, cy + r * 0.05), r * 0.9, TRICK_CARDS)
        _small_card(s, (cx + r * 0.6, cy + r * 0.05), r * 0.9, TRICK_CARDS)
        shuffle_icon(s, (cx, cy + r * 0.05), r * 0.62)
    elif face == DISTRACTION_CARD:
        person(s, (cx - r * 0.72, cy - r * 0.1), r * 0.5, PERSON_BLUE)
        person(s, (cx + r * 0.72, cy - r * 0.1), r * 0.5, PERSON_ROSE)
        shuffle_icon(s, (cx, cy + r * 0.55), r * 0.5)


# -- heroes ----------------------------------------------------------------------------------


def _octagon(s: pygame.Surface, c: tuple[float, float], r: float) -> None:
    cx, cy = c
    pts = [
        (
            cx + r * math.cos(math.pi / 8 + k * math.pi / 4),
            cy + r * math.sin(math.pi / 8 + k * math.pi / 4),
        )
        for k in range(8)
    ]
    pygame.draw.polygon(s, RED, pts)
    pygame.draw.polygon(s, theme.WHITE, pts, max(1, int(r / 8)))


def hero(s: pygame.Surface, face: int, c: tuple[float, float], r: float) -> None:
    cx, cy = c
    lw = max(1, int(r / 12))
    if face == CHOTZLI:  # a plucky little fox-cat, paw up, with its STOP sign
        col, dark = CHOTZLI_FUR, CHOTZLI_DARK
        for d in (-1, 1):
            ear = [
                (cx + d * r * 0.2, cy - r * 0.55),
                (cx + d * r * 0.75, cy - r * 1.0),
                (cx + d * r * 0.7, cy - r * 0.3),
            ]
            pygame.draw.polygon(s, col, ear)
            pygame.draw.polygon(s, dark, ear, lw)
        head = pygame.Rect(0, 0, r * 1.5, r * 1.3)
        head.center = (round(cx), round(cy))
        pygame.draw.ellipse(s, col, head)
        pygame.draw.ellipse(s, dark, head, lw)
        muzzle = pygame.Rect(0, 0, r * 0.8, r * 0.5)
        muzzle.center = (round(cx), round(cy + r * 0.3))
        pygame.draw.ellipse(s, MUZZLE, muzzle)
        _eyes(s, cx, cy - r * 0.1, r * 0.18, r * 0.32, 0.0, "grumpy")
        pygame.draw.circle(s, theme.INK, (cx, cy + r * 0.2), max(2, r * 0.09))
        smile(s, cx, cy + r * 0.42, r * 0.3, lw)
        _octagon(s, (cx + r * 0.78, cy + r * 0.72), r * 0.42)
        fs = max(7, int(r * 0.26))
        theme.blit_text(
            s, "STOP", fs, (cx + r * 0.78, cy + r * 0.72), theme.WHITE, "bold", "center"
        )
    elif face == GLUBSCHI_CARD:  # huge goggle eyes
        col = GLUBSCHI_SKIN
        body = pygame.Rect(0, 0, r * 1.7, r * 1.5)
        body.center = (round(cx), round(cy + r * 0.2))
        pygame.draw.ellipse(s, col, body)
        pygame.draw.ellipse(s, GLUBSCHI_DARK, body, lw)
        for d in (-1, 1):
            pygame.draw.circle(s, theme.WHITE, (cx + d * r * 0.42, cy - r * 0.3), r * 0.5)
            pygame.draw.circle(s, theme.INK, (cx + d * r * 0.42, cy - r * 0.3), r * 0.5, lw + 1)
            pygame.draw.circle(
                s, theme.INK, (cx + d * r * 0.42 + r * 0.12, cy - r * 0.22), r * 0.24
            )
            pygame.draw.circle(
                s, theme.WHITE, (cx + d * r * 0.42 + r * 0.04, cy - r * 0.32), r * 0.08
            )
        mouth = pygame.Rect(0, 0, r * 0.5, r * 0.32)
        mouth.center = (round(cx), round(cy + r * 0.55))
        pygame.draw.ellipse(s, GLUBSCHI_MOUTH, mouth)
    elif face == PFERD:  # a horse's head in profile, mane flying
        col, dark = PFERD_COAT, PFERD_DARK
        profile = [
            (cx - r * 0.2, cy - r * 0.9),
            (cx + r * 0.15, cy - r * 0.7),
            (cx + r * 0.85, cy + r * 0.35),
            (cx + r * 0.75, cy + r * 0.7),
            (cx + r * 0.35, cy + r * 0.75),
            (cx - r * 0.1, cy + r * 0.2),
            (cx - r * 0.55, cy + r * 0.95),
            (cx - r * 0.75, cy + r * 0.4),
            (cx - r * 0.55, cy - r * 0.55),
        ]
        pygame.draw.polygon(s, col, profile)
        pygame.draw.polygon(s, dark, profile, lw)
        mane = [
            (cx - r * 0.3, cy - r * 1.0),
            (cx - r * 0.95, cy - r * 0.3),
            (cx - r * 1.0, cy + r * 0.45),
            (cx - r * 0.7, cy + r * 0.3),
            (cx - r * 0.5, cy - r * 0.5),
        ]
        pygame.draw.polygon(s, MANE, mane)
        ear = [
            (cx - r * 0.15, cy - r * 0.85),
            (cx - r * 0.05, cy - r * 1.2),
            (cx + r * 0.12, cy - r * 0.78),
        ]
        pygame.draw.polygon(s, col, ear)
        pygame.draw.circle(s, theme.INK, (cx + r * 0.05, cy - r * 0.35), max(2, r * 0.11))
        pygame.draw.circle(s, theme.WHITE, (cx + r * 0.02, cy - r * 0.38), max(1, r * 0.04))
        pygame.draw.circle(s, dark, (cx + r * 0.62, cy + r * 0.5), max(1.5, r * 0.07))
        blaze = [
            (cx + r * 0.12, cy - r * 0.55),
            (cx + r * 0.3, cy - r * 0.45),
            (cx + r * 0.7, cy + r * 0.3),
        ]
        pygame.draw.polygon(s, theme.CREAM, blaze)
    elif face == ISBAR_CARD:  # an ice bear's round white face on ice blue
        col = ISBAR_FUR
        for d in (-1, 1):
            pygame.draw.circle(s, col, (cx + d * r * 0.62, cy - r * 0.62), r * 0.3)
            pygame.draw.circle(s, ISBAR_EDGE, (cx + d * r * 0.62, cy - r * 0.62), r * 0.3, lw)
        pygame.draw.circle(s, col, (cx, cy), r * 0.9)
        pygame.draw.circle(s, ISBAR_EDGE, (cx, cy), r * 0.9, lw)
        snout = pygame.Rect(0, 0, r * 0.8, r * 0.55)
        snout.center = (round(cx), round(cy + r * 0.35))
        pygame.draw.ellipse(s, ISBAR_SNOUT, snout)
        nose = pygame.Rect(0, 0, r * 0.34, r * 0.22)
        nose.center = (round(cx), round(cy + r * 0.22))
        pygame.draw.ellipse(s, theme.INK, nose)
        for d in (-1, 1):
            pygame.draw.circle(s, theme.INK, (cx + d * r * 0.32, cy - r * 0.15), max(2, r * 0.1))
        smile(s, cx, cy + r * 0.58, r * 0.3, lw)
