"""Where a said line's bubble goes at an online table: at the speaker's seat (its panel, where
its name is), clear of what must stay in sight.

The first of a few places on and around the seat's panel (over its top edge at the name, over
its bottom edge, inside it, above, below, beside it) that stays on the table and covers no
legal move, no button, not the log's newest line and no other bubble, and, where it can, no
other seat's panel (it would read as theirs); when none is clear, the one that hides the least
(a legal move before anything else). Pure geometry: the table draws.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.table.scale import Gap

GAP = Gap.SNUG  # between a bubble and the panel it stands beside
EDGE = Gap.SNUG  # the least room between a bubble and the screen's edge or the top bar
CLEAR = Gap.SNUG  # the room kept round a legal move or a button


def spots(panel: pygame.Rect, size: tuple[int, int], area: pygame.Rect) -> list[pygame.Rect]:
    """The places for a bubble of ``size`` at ``panel``, the most telling first, each moved
    inside ``area`` sideways; places that cannot fit in ``area`` up and down are left out."""
    w, h = size
    box = pygame.Rect(0, 0, w, h)
    rows = [
        panel.top - h // 2,  # over the top edge, at the name: the seat speaks
        panel.bottom - h // 2,  # over the bottom edge
        panel.bottom - GAP - h,  # inside its bottom
        panel.top + GAP,  # inside its top
        panel.top - GAP - h,  # just above
        panel.bottom + GAP,  # just below
    ]
    out: list[pygame.Rect] = []
    for y in rows:
        for x in (panel.x + Gap.EDGE, panel.right - Gap.EDGE - w, panel.centerx - w // 2):
            out.append(box.move(x, y))
    mid = panel.top + min(panel.h, 2 * h) // 2 - h // 2
    out += [box.move(panel.right + GAP, mid), box.move(panel.x - GAP - w, mid)]
    inside = area.inflate(-2 * EDGE, -2 * EDGE)
    if w > inside.w or h > inside.h:
        return []
    kept: list[pygame.Rect] = []
    for spot in out:
        if spot.top < inside.top or spot.bottom > inside.bottom:
            continue
        spot.x = max(inside.x, min(spot.x, inside.right - w))
        if spot not in kept:
            kept.append(spot)
    return kept


Rank = tuple[bool, bool, bool, int]


def place(
    panel: pygame.Rect,
    size: tuple[int, int],
    area: pygame.Rect,
    moves: Sequence[pygame.Rect],
    keep: Sequence[pygame.Rect],
    others: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Rect, Rank] | None:
    """The bubble's place at ``panel`` and how much it hides, as a rank (lower is better:
    whether it covers one of ``moves`` (legal moves, buttons), of ``keep`` (the log's newest
    line, other bubbles), of ``others`` (the other seats' panels), and how much of the first
    two); the first place of the best rank. None when the bubble cannot fit in ``area``."""
    options = spots(panel, size, area)
    if not options:
        return None
    lit = [pygame.Rect(r).inflate(2 * CLEAR, 2 * CLEAR) for r in moves]
    kept = [pygame.Rect(r) for r in keep]
    near = [pygame.Rect(r) for r in others if r != panel]

    def hidden(spot: pygame.Rect) -> Rank:
        covered = sum(spot.clip(r).w * spot.clip(r).h for r in lit + kept)
        return (
            spot.collidelist(lit) >= 0,
            spot.collidelist(kept) >= 0,
            spot.collidelist(near) >= 0,
            covered,
        )

    best = min(options, key=hidden)  # the first of equals: the list is in order of preference
    return best, hidden(best)


def clear(rank: Rank) -> bool:
    """Does a place of this rank leave every legal move and the newest line in sight?"""
    return not rank[0] and not rank[1]
