"""Floriado's first-game tips at its table (the shared :class:`Tipping`'s answers): which tip
fits the moment, what it points at (the field, the lit cards, a panel), what its arrow stays
off and where its bubble goes: under the field, the log's newest line in sight."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.floriado.ui import layout
from game.games.floriado.ui.choice import Tile
from game.games.floriado.ui.layout import LOG_RECT
from game.ui import hints
from game.ui.table.tipping import Tipping

if TYPE_CHECKING:
    from game.games.floriado.ui.table import FloriadoTable


class TableTips(Tipping):
    """The tips' answers of a Floriado table."""

    def __init__(self, table: FloriadoTable) -> None:
        super().__init__(table.tips, table.chrome, table.widgets)
        self.table = table
        self.deferred = False  # the chrome is drawn early: the tip waits (draw)

    def for_now(self) -> str | None:
        table = self.table
        seen = table.app.settings.hints_seen
        targets = table.reach.targets()
        cur = table.match.current_player
        first, view = table.reach.first_turn(), table.reach.view()
        order = [
            ("fl_first_pick", first),
            ("fl_move", not first),
            ("fl_take_or_leave", not first and not all(targets.values())),
            ("fl_out", cur is not None and any(view.out)),
            (
                "fl_bundle",
                cur is not None and max(len(p) for p in view.piles[cur]) >= 2,
            ),
        ]
        return next((tip for tip, fits in order if fits and tip not in seen), None)

    def target(self, tip_id: str) -> pygame.Rect | None:
        """What each tip points at: the field, the lit cards, a card to stand on, a panel."""
        reach = self.table.reach
        targets = reach.targets()
        cur = self.table.match.current_player
        if tip_id == "fl_first_pick":
            return layout.geo().field
        if tip_id == "fl_move" and targets:
            rects = [layout.tile_rect(*k) for k in targets]
            return rects[0].unionall(rects[1:])
        if tip_id == "fl_take_or_leave":
            stand = [layout.tile_rect(*k) for k, take in targets.items() if not take]
            return stand[0] if stand else None
        if tip_id == "fl_out":
            out = [seat for seat in range(2) if reach.view().out[seat]]
            return layout.panel_rect(out[0]) if out else None
        if tip_id == "fl_bundle" and cur is not None:
            return layout.panel_rect(cur)
        return None

    def avoid(self, target: pygame.Rect) -> list[pygame.Rect]:
        """The tip's arrow stays off the panels, the status line and its legends, the log and
        every button (it may lie over the field's cards, never over words)."""
        g = layout.geo()
        pill = pygame.Rect(g.field_x, g.status_y - 26, g.field_w, 52)
        legends = pygame.Rect(g.field_x, g.legend_y - 20, g.field_w, 40)
        log = layout.folded_log_rect() if g.phone else LOG_RECT
        boxes = [layout.panel_rect(0), layout.panel_rect(1), pill, legends, log]
        boxes += [w.rect for w in self.widgets() if not isinstance(w, Tile) and w.id != "tip.ok"]
        return [b for b in boxes if not target.contains(b)]

    def place(self, text: str) -> pygame.Rect | None:
        """The tip bubble goes under the field. On the desktop it sits just above the log's
        strip (its newest line stays in sight: what the bot just did); where it needs more
        height it goes over the status's row, and where it would then hide what it points at,
        over the top of the field instead. At the largest text, whose tip is taller, it hides
        the rows under the field whole (every card stays free to take) and carries the last
        move itself, beside "Got it" (the table's ``draw_over``)."""
        g = layout.geo()
        if g.phone:  # the log's tab is at the top right: the whole width is the tip's
            bubble = hints.bubble_rect(text, pygame.Rect(g.field_x, 0, g.field_w, 0))
            bubble.y = min(716 - bubble.h, g.field.bottom + 10)
            bubble.h = 716 - bubble.y
            return bubble
        anchor = pygame.Rect(g.field_x, 0, g.field_w - 60, 0)  # the log's fold button free
        bubble = hints.snug_rect(text, anchor)
        bubble.bottom = layout.folded_log_rect().y - 4
        target = self.target(self.tips.current) if self.tips.current else None
        if bubble.y < g.field.bottom and target is not None and bubble.colliderect(target):
            high = bubble.move(0, g.field.y + 6 - bubble.y)
            if not high.colliderect(target):
                return high
        return bubble

    def draw(self, surface: pygame.Surface) -> None:
        if not self.deferred:  # the chrome draws early; the tip goes over the panels
            super().draw(surface)
