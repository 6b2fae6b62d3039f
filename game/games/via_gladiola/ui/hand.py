"""The viewer's hand on the Via Gladiola table: its cards as widgets, sliding to their places.

The table owns one :class:`Hand` and lays it out every frame; the animator reads where a card
is now (``pos``) to fly it from there. It names the table class for its types only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.via_gladiola.cards import Card
from game.games.via_gladiola.ui import layout
from game.games.via_gladiola.ui.layout import CARD_HAND, HAND_LIFT
from game.games.via_gladiola.ui.shown import HandCard

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable


class Hand:
    """Where each hand card is now (``pos``), keyed so a key stays with its card when the hand
    re-sorts (layout.hand_keys): a card slides to its new place, never jumps."""

    def __init__(self) -> None:
        self.pos: dict[tuple[Card, int], list[float]] = {}

    def lay_out(
        self,
        hand: list[Card],
        area: pygame.Rect,
        playable: dict[Card, int | None],
        k: float,
        table: ViaGladiolaTable,
    ) -> list[HandCard]:
        """The hand's widgets this frame, each ``k`` (0..1) of the way to its place (raised
        when it can be played)."""
        rects = layout.hand_rects(area, len(hand))
        keys = layout.hand_keys(hand)
        widgets = []
        alive = set()
        for i, (card, key, rect) in enumerate(zip(hand, keys, rects)):
            ok = card in playable
            target = (rect.x, rect.y - (HAND_LIFT if ok else 0))
            pos = self.pos.setdefault(key, [float(target[0]), float(target[1])])
            pos[0] += (target[0] - pos[0]) * k  # slide, never jump, when the hand re-sorts
            pos[1] += (target[1] - pos[1]) * k
            alive.add(key)
            r = pygame.Rect(round(pos[0]), round(pos[1]), *CARD_HAND)
            widgets.append(HandCard(i, card, r, ok, playable.get(card), table))
        self.pos = {key: p for key, p in self.pos.items() if key in alive}
        return widgets
