"""Via Gladiola's first-game tips at its table (the shared :class:`Tipping`'s answers): which
tip fits the moment, what it points at (the playable cards, the bands, a button) and what its
arrow stays off (game/ui/hints.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.via_gladiola.cards import DAYS, FINISH, GLADIOLA
from game.games.via_gladiola.ui import layout, totals
from game.ui import theme
from game.ui.table.tipping import Tipping

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable


class TableTips(Tipping):
    """The tips' answers of a Via Gladiola table."""

    def __init__(self, table: ViaGladiolaTable) -> None:
        super().__init__(table.tips, table.chrome, table.widgets)
        self.table = table

    def for_now(self) -> str | None:
        table = self.table
        seen = table.app.settings.hints_seen
        playable = table.plays.playable()
        hand = table.shown.hand
        order = [
            ("vg_first_turn", True),
            (
                "vg_day4_gladiola",
                table.view().day == DAYS and any(c.kind == GLADIOLA for c in hand),
            ),
            ("vg_finish", any(c.kind == FINISH for c in playable)),
            ("vg_rest", not playable),
            ("vg_pace", bool(playable) and "vg_first_turn" in seen),
        ]
        return next((tip for tip, fits in order if fits and tip not in seen), None)

    def target(self, tip_id: str) -> pygame.Rect | None:
        """What each first-game tip points at: the playable cards, the bands, a button."""
        table = self.table
        by_id = {w.id: w.rect for w in self.widgets()}
        # Playable cards wear a badge above them: the ring goes round the badges too.
        playable = [w.rect.inflate(0, 36) for w in table.hand_widgets if w.enabled]
        if tip_id == "vg_first_turn":
            return playable[0].unionall(playable[1:]) if playable else by_id.get("rest")
        if tip_id == "vg_pace":
            return table.geo()["bands"]
        if tip_id == "vg_rest":
            return by_id.get("rest")
        if tip_id == "vg_day4_gladiola":
            return by_id.get("gladiola")
        if tip_id == "vg_finish":
            finish = [w.rect.inflate(0, 36) for w in table.hand_widgets if w.card.kind == FINISH]
            return finish[0] if finish else None
        return None

    def avoid(self, target: pygame.Rect) -> list[pygame.Rect]:
        """The tip's arrow stays off the labels: seats, day chips, piles and their captions,
        bands, gladiolas, the status line, every button, and the hand's cards outside the
        target (it would cover a neighbour's number; with no free side the ring alone points)."""
        table = self.table
        g = table.geo()
        boxes = [*table.seat_rects(), *g["chips"], g["bands"], g["glads"]]
        if theme.largest():  # the phone layout: count tags instead of captions
            boxes.append(g["pile"].union(layout.pile_tag(g)))
            boxes.append(g["top"].union(layout.walk_tag(g, len(table.shown.walk_pile))))
            boxes.append(layout.phone_total_rect(g))  # the blisters in hand
        else:
            boxes.append(g["pile"].union(pygame.Rect(g["pile"].x - 20, g["pile"].bottom, 0, 48)))
            boxes.append(g["top"].union(pygame.Rect(g["top"].x, g["top"].bottom, 0, 28)))
            boxes.append(totals.total_rect(g))  # "Blisters in hand"
        boxes.append(layout.status_rect(g))
        boxes += [w.rect for w in self.widgets() if w.id != "tip.ok"]
        return [b for b in boxes if not target.contains(b)]
