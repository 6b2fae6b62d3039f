"""Floriado's drawing: the field's layer, cards and badges, pawns and trails, the panels with
their piles, status, log (everything the table's :class:`Painter` paints; the flights, callouts
and banner are the table's ``effects``, game/ui/table/effects.py, drawn where it says).

The field's cards, the open log and the panels' still parts are kept in one layer, repainted
only when what they show changes (``draw_field``); the rest is drawn every frame.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import level_word
from game.games.floriado.cards import COLS, DELTAS, KINDS, PAYOUT, ROWS
from game.games.floriado.narrate import fmt, kind_name
from game.games.floriado.ui import art, layout, palette
from game.games.floriado.ui.layout import (
    FACING_IDX,
    INSET,
    LINE,
    MARGIN,
    NUDGE,
    PAD,
    PANEL_FOOT,
    PILE_RADIUS,
    RADIUS,
    ROUND,
    SELECTED_LIFT,
    TEXT_BODY,
    TEXT_FIGURE,
    TEXT_LABEL,
    TEXT_LARGE,
    TEXT_NOTE,
    TEXT_SMALL,
    TEXT_WORD,
    side_dirs,
)
from game.games.floriado.ui.palette import (
    EMPTY_PILE,
    EMPTY_PILE_INK,
    GAIN_INK,
    LEGEND,
    OUT_RED,
    OUT_VEIL,
    SOFT,
    STAND_GLOW,
    TAKE_BADGE,
)
from game.games.floriado.ui.shown import Frame, Shown
from game.i18n import t, tn
from game.ui import draw, hints, theme
from game.ui.layout import SCREEN, H, W
from game.ui.log import LogPanel, render_entry
from game.ui.table.palette import ARRIVAL_INK
from game.ui.tween import lerp

if TYPE_CHECKING:
    from game.ui.table.chrome import Chrome

LOG_LINE = 24
BADGE_R = 17  # a lit card's badge (a disc, ringed)
OUT_BADGE_R = 15  # the red warning's
LEGEND_ICON = 44  # a legend's badge, left of its words
STRIP_PAD = 20  # the last move's words from its strip's (or the tip's) left


class FloriadoLog(LogPanel):
    """The shared log panel, laid out wide and short under the field."""

    @property
    def body(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 130, r.y + PAD, r.w - 190, r.h - 2 * PAD)

    @property
    def visible_lines(self) -> int:
        return max(1, (self.rect.h - 2 * PAD) // LOG_LINE)

    def _layout(self, entries: list[dict]) -> None:
        if self._same(entries):
            return
        grew = len(entries) > self._count
        self._remember(entries)
        self._lines, self._heads = [], []
        for e in entries:
            text = render_entry(e, self.card_label)
            seat = e.get("seat")
            if not isinstance(seat, int) or seat < 0:
                seat = None
            for i, line in enumerate(theme.wrap(text, TEXT_BODY, self.body.w - 24)):
                self._lines.append((seat if i == 0 else None, line))
                self._heads.append(i == 0)
        if grew:
            self.scroll = 0

    def draw(self, surface: pygame.Surface, entries: list[dict]) -> None:
        self._layout(entries)
        r = self.rect
        draw.panel(surface, r, theme.PANEL, palette.PANEL_ALPHA, RADIUS, theme.PANEL_EDGE, LINE)
        title = theme.text(t("log.title"), TEXT_BODY, theme.SUN, "bold")
        surface.blit(title, title.get_rect(topleft=(r.x + INSET, r.y + 10)))
        body = self.body
        n = self.visible_lines
        end = len(self._lines) - self.scroll
        start = max(0, end - n)
        while start < end and not self._heads[start]:
            start += 1
        prev = surface.get_clip()
        surface.set_clip(body)
        y = body.y
        for seat, line in self._lines[start:end]:
            if seat is not None:
                col = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
                pygame.draw.circle(surface, col, (body.x + PAD, y + LOG_LINE // 2), 6)
            theme.blit_text(surface, line, TEXT_BODY, (body.x + 22, y + 1), theme.CREAM, "regular")
            y += LOG_LINE
        surface.set_clip(prev)
        if self.scroll > 0:
            theme.blit_text(
                surface,
                t("log.more_below"),
                TEXT_NOTE,
                (r.x + INSET, r.bottom - 14),
                theme.SUN,
                "bold",
            )


class Painter:
    """Draws a table's :class:`Shown` picture and a frame's look (:class:`Frame`: the lit
    targets, the person's choice, the seats); owned by the table, which sets ``now`` before
    each frame and calls its parts in the order they are drawn (``FloriadoTable.draw``). The
    shared pieces it draws with (the status pill, the log panel, the thinking tag) are the
    table's chrome's."""

    def __init__(self, shown: Shown, chrome: Chrome) -> None:
        self.shown, self.chrome = shown, chrome
        self.now = Frame()  # this frame's look
        self._layer: pygame.Surface | None = None  # the field's cards, redrawn on change
        self._layer_key: tuple[Any, Any, dict[Any, Any]] | None = None
        self._trail_cache: dict[int, tuple] = {}  # seat -> (key, dots): see trail_dots
        self.status_pill = pygame.Rect(0, 0, 0, 0)  # where the status line was last drawn
        self._last_move: tuple[str, list[str]] = ("", [])  # phone: the last move, wrapped

    def pawn_center(self, seat: int, row: int, col: int) -> tuple[float, float]:
        return layout.pawn_center(self.shown.pawns, seat, row, col)

    def draw_field(self, surface: pygame.Surface) -> None:
        now = self.now
        targets, first = now.targets, now.first
        if now.selected is not None:  # a facing to choose: only that card is lit
            targets = {k: v for k, v in targets.items() if k == now.selected}
        preview = now.preview
        reach = self.facing_reach()
        shown = self.shown
        g = layout.geo()
        # The cards change only when something happens: keep them drawn in one opaque layer
        # on the felt (a frame then costs one blit for felt and field instead of a hundred).
        area = g.field.inflate(40, 44).move(0, -2).clip(SCREEN)
        key = (
            g,
            tuple(
                tuple(None if c is None else (c["kind"], c["flowers"]) for c in row)
                for row in shown.field
            ),
            tuple(sorted(targets.items())),
            first,
            preview,
            tuple(sorted(reach.items())),
            tuple(sorted(now.dooms)),
        )
        # The open log and the panels' still parts (draw_panel draws the rest) are in the layer
        # too; while only the field changes, only the field is repainted, and while cards
        # appear (the deal) only the tiles whose cards grew since the last frame.
        rest = (
            (
                None if g.phone else self.chrome.logs.key(),
                tuple(self.panel_key(seat) for seat in range(2)),
            )
            if draw.RETAINED
            else None
        )
        phases = {
            rc: (tw.value if tw.started else 0.0)
            for rc, tw in self.shown.appear.items()
            if not tw.done
        }
        old_key, old_rest, old_phases = self._layer_key or (None, None, {})
        layer = self._layer
        if layer is None or key != old_key or rest != old_rest or phases != old_phases:
            fresh = layer is None
            if layer is None:
                layer = self._layer = (
                    pygame.Surface((W, H)).convert()
                    if pygame.display.get_init()
                    else pygame.Surface((W, H))
                )
            if fresh or rest != old_rest:
                layer.blit(draw.felt(), (0, 0))
                layer.set_clip(area)
                self.draw_cards(layer, targets, first, preview, reach)
                layer.set_clip(None)
                self.paint_rest(layer, rest)
            else:
                clip = area
                if key == old_key:  # only appearing cards changed: their tiles, shadows, glow
                    tiles = [
                        layout.tile_rect(*rc)
                        for rc in set(phases) | set(old_phases)
                        if phases.get(rc) != old_phases.get(rc)
                    ]
                    clip = tiles[0].unionall(tiles[1:]).inflate(48, 48).clip(area)
                layer.blit(draw.felt(), clip, clip)
                layer.set_clip(clip)
                self.draw_cards(layer, targets, first, preview, reach)
                self.paint_rest(layer, rest, log=False)  # the panels' edges (the log is below)
                layer.set_clip(None)
            self._layer_key = (key, rest, phases)
        surface.blit(layer, (0, 0))
        self.draw_trails(surface)
        for seat, pawn in enumerate(shown.pawns):
            if pawn is not None:
                cx, cy = self.pawn_center(seat, pawn["row"], pawn["col"])
                if (pawn["row"], pawn["col"]) in targets:
                    cy -= NUDGE  # as its card is lifted
                self.draw_pawn(surface, seat, pawn["facing"], (cx, cy))
        for slide in self.shown.slides:
            pos, scale = self.slide_at(slide)
            self.draw_pawn(surface, slide.seat, slide.facing, pos, scale)
            if now.still:  # no slide: a ring where the pawn went
                ring = pygame.Rect(0, 0, 54, 54)
                ring.center = (round(pos[0]), round(pos[1]))
                pygame.draw.ellipse(surface, ARRIVAL_INK, ring, 4)
        if now.selected is not None:
            self.draw_selection(surface)

    def slide_at(self, slide) -> tuple[tuple[float, float], float]:
        """Where a sliding pawn is drawn now, and its scale: dropped in from above when the
        game starts, sliding to its new card; at its place at once under reduced motion."""
        k = 1.0 if self.now.still else slide.tween.value
        a = self.pawn_center(slide.seat, *slide.src)
        b = self.pawn_center(slide.seat, *slide.dst)
        pos = (lerp(a[0], b[0], k), lerp(a[1], b[1], k) - (1 - k) * 40 * slide.drop)
        return pos, 0.4 + 0.6 * k if slide.drop else 1.0

    def draw_cards(self, surface, targets: dict, first: bool, preview, reach: dict) -> None:
        """The board, every card (lit targets glowing and lifted, with badges), empty spaces."""
        g = layout.geo()
        tile = g.tile
        draw.panel(
            surface,
            g.field.inflate(2 * PAD, 2 * PAD),
            palette.BOARD,
            palette.BOARD_ALPHA,
            18,
            None,
            0,
        )
        shown = self.shown
        lit: list[tuple[pygame.Rect, bool, bool, dict, tuple[int, int]]] = []
        dooms = self.now.dooms
        for r in range(ROWS):
            for c in range(COLS):
                rect = layout.tile_rect(r, c)
                card = shown.field[r][c] if shown.field else None
                if card is None:
                    surface.blit(art.empty_space(tile), rect)
                    continue
                tw = self.shown.appear.get((r, c))
                if tw is not None and not tw.done:
                    k = tw.value if tw.started else 0.0
                    if k > 0 and self.now.still:  # dealt in place, not grown
                        k = 1.0
                    if k <= 0:
                        surface.blit(art.empty_space(tile), rect)
                        continue
                    small = pygame.Rect(0, 0, max(2, int(tile[0] * k)), max(2, int(tile[1] * k)))
                    small.center = rect.center
                    art.blit(surface, art.face(card, tile), small, lift=2)
                    continue
                if (r, c) in targets:
                    lit.append((rect, targets[(r, c)], (r, c) == preview, card, (r, c)))
                    continue
                art.blit(surface, art.face(card, tile), rect, lift=2)
                if (r, c) in reach:  # where the facing under consideration would let you go
                    ring = rect.inflate(6, 6)
                    pygame.draw.rect(surface, theme.WHITE, ring, LINE, border_radius=ROUND)
                    spot = (rect.right - INSET, rect.bottom - INSET)
                    pygame.draw.circle(surface, theme.WHITE, spot, 14)
                    pygame.draw.circle(surface, theme.SUN, spot, 12)
                    art.arrow(surface, spot, 18, reach[(r, c)], theme.INK)
        for rect, take, hot, card, (r, c) in lit:  # legal targets: glow and lift, drawn on top
            lifted = rect.move(0, -SELECTED_LIFT if hot else -NUDGE)
            art.blit(
                surface,
                art.face(card, tile),
                lifted,
                glow=theme.GLOW if take else STAND_GLOW,
                lift=8 if hot else 6,
                outline=theme.WHITE if hot else None,
            )
            if not hot:
                edge = theme.SUN if take else STAND_GLOW
                pygame.draw.rect(
                    surface, edge, lifted.inflate(NUDGE, NUDGE), 2, border_radius=ROUND
                )
            if not first:  # on a first turn every card would be taken: no badges needed
                self.draw_target_badge(surface, lifted, take)
            if (r, c) in dooms:
                self.draw_out_badge(surface, (lifted.centerx, lifted.y + 2))  # clear of the count

    def draw_trails(self, surface: pygame.Surface) -> None:
        """Each pawn's last move as a dotted line in its colour, so a bot's move can be read."""
        for seat, (src, dst) in self.shown.trails.items():
            pawn = self.shown.pawns[seat]
            if pawn is None or (pawn["row"], pawn["col"]) != dst:
                continue
            col = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            for p in self.trail_dots(seat, src, dst):
                pygame.draw.circle(surface, theme.INK, p, 5)
                pygame.draw.circle(surface, col, p, 3)

    def trail_dots(self, seat: int, src, dst) -> list[tuple[float, float]]:
        """Where a trail's dots go (worked out once per move and field)."""
        field = self.shown.field
        occupied = tuple(
            (r, c) for r in range(ROWS) for c in range(COLS) if field and field[r][c] is not None
        )
        b = self.pawn_center(seat, *dst)
        key = (seat, src, dst, b, occupied)
        if self._trail_cache.get(seat, (None,))[0] == key:
            return self._trail_cache[seat][1]
        a = layout.tile_rect(*src).center
        dist = math.hypot(b[0] - a[0], b[1] - a[1])
        n = max(1, int(dist / 16))
        cards = [layout.tile_rect(r, c) for r, c in occupied]
        dots = []
        for i in range(n - 2):
            k = i / n
            p = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            if any(rect.collidepoint(p) for rect in cards):
                continue  # the trail runs under the cards, never over their flowers
            dots.append(p)
        self._trail_cache[seat] = (key, dots)
        return dots

    def facing_reach(self) -> dict[tuple[int, int], str]:
        """First turn, a facing under consideration: the cards it would let the pawn reach."""
        selected, facing = self.now.selected, self.now.facing
        if selected is None or facing is None:
            return {}
        out: dict[tuple[int, int], str] = {}
        for d in side_dirs(facing):
            dr, dc = DELTAS[FACING_IDX[d]]
            r, c = selected[0] + dr, selected[1] + dc
            while 0 <= r < ROWS and 0 <= c < COLS:
                if self.shown.field and self.shown.field[r][c] is not None:
                    out[(r, c)] = d
                r, c = r + dr, c + dc
        return out

    def draw_selection(self, surface: pygame.Surface) -> None:
        now = self.now
        if now.selected is None:
            return
        ring = layout.selected_ring(now.selected)
        pygame.draw.rect(surface, theme.SUN, ring, 4, border_radius=RADIUS)
        facing, cur = now.facing, now.current
        if facing is not None and cur is not None:
            pawn = layout.geo().pawn
            ghost = art.pawn(cur, facing, pawn, now.seats[cur].name).copy()
            ghost.set_alpha(palette.GHOST_ALPHA)
            centre = (ring.centerx + layout.PAWN_SHIFT, ring.centery)
            surface.blit(ghost, ghost.get_rect(center=centre))

    def draw_facing_focus(self, surface: pygame.Surface) -> None:
        """The facing under the pointer or the keyboard focus: a bold ring, not colour alone;
        a facing that would leave the person out at once carries the red warning."""
        now = self.now
        for face in now.faces:
            if face.out:
                self.draw_out_badge(surface, (face.rect.right - NUDGE, face.rect.y + NUDGE))
        if now.facing is None:
            return
        for face in now.faces:
            if face.facing == now.facing:
                ring = face.rect.inflate(12, 12)
                pygame.draw.rect(surface, theme.INK, ring, 6, border_radius=20)
                inner = ring.inflate(-4, -4)
                pygame.draw.rect(surface, theme.WHITE, inner, LINE, border_radius=18)

    def draw_target_badge(
        self, surface: pygame.Surface, rect: pygame.Rect, take: bool, centre=None
    ) -> None:
        """Basket-plus for "you would take it", footprints for "you can only stand there"."""
        if centre is None:
            centre = (rect.right - INSET, rect.bottom - INSET)
        if take:
            pygame.draw.circle(surface, theme.WHITE, centre, BADGE_R)
            pygame.draw.circle(surface, TAKE_BADGE, centre, BADGE_R - 2)
            art.basket(surface, (centre[0] - 1, centre[1] + 1), BADGE_R, theme.WHITE)
            plus = (centre[0] + 11, centre[1] - 11)
            pygame.draw.circle(surface, theme.SUN, plus, 8)
            arm = 4
            pygame.draw.line(
                surface, theme.INK, (plus[0] - arm, plus[1]), (plus[0] + arm, plus[1]), 2
            )
            pygame.draw.line(
                surface, theme.INK, (plus[0], plus[1] - arm), (plus[0], plus[1] + arm), 2
            )
        else:
            pygame.draw.circle(surface, theme.INK_SOFT, centre, BADGE_R)
            pygame.draw.circle(surface, theme.CREAM, centre, BADGE_R - 2)
            art.footprints(surface, centre, 20, theme.INK_SOFT)

    def draw_out_badge(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """A move that leaves the person out (FL-8): a red warning disc with a cross, the
        "Out" pill's look, so the two read as one thing."""
        r = OUT_BADGE_R
        pygame.draw.circle(surface, theme.WHITE, centre, r)
        pygame.draw.circle(surface, OUT_RED, centre, r - 2)
        art.cross(surface, centre, 5)
        theme.mark("badge", pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r), "out", surface)

    def draw_pawn(self, surface, seat: int, facing: str, pos, scale: float = 1.0) -> None:
        g = layout.geo()
        img = art.pawn(seat, facing, g.pawn, self.now.seats[seat].name)
        if scale != 1.0:
            size = max(2, int(g.pawn * scale))
            img = pygame.transform.smoothscale(img, (size, size))
        rect = img.get_rect(center=(round(pos[0]), round(pos[1])))
        surface.blit(img, rect)
        if self.shown.out[seat]:
            word = t("fl.table.out")
            size = TEXT_WORD if g.phone else TEXT_SMALL  # a word: legible at a phone's scale
            tag = pygame.Rect(0, 0, max(40, theme.width(word, size, "bold") + 2 * PAD), size + 5)
            tag.midtop = (rect.centerx, rect.bottom - 14)
            pygame.draw.rect(surface, theme.INK, tag, border_radius=tag.h // 2)
            theme.blit_text(surface, word, size, tag.center, theme.CREAM, "bold", "center")

    def paint_rest(self, layer: pygame.Surface, rest: tuple | None, log: bool = True) -> None:
        """The open log and the panels' still parts, painted into the field's layer."""
        if rest is None:
            return
        if log and self.chrome.logs.docked():
            self.chrome.logs.panel.draw(layer, self.now.log)
        for seat, panel in enumerate(rest[1]):
            self.paint_panel(layer, seat, panel)

    def panel_key(self, seat: int) -> tuple:
        """What :meth:`paint_panel` shows: the field layer repaints when it changes."""
        s = self.now.seats[seat]
        phone = layout.geo().phone
        if s.bot:  # at the largest text a word (the robot badge on the pawn says "bot")
            sub = level_word(s.kind) if phone else t("seat.bot", level=t(f"kind.{s.kind}"))
        else:
            sub = t("seat.you") if s.you else t("seat.human")
        piles = tuple(tuple(p) for p in self.shown.piles[seat])
        n = self.shown.cards(seat)
        count = str(n) if phone else tn("fl.table.cards", n)  # phone: beside a card icon
        still = self.pile_preview(seat) is None  # a previewed pile pulses: drawn every frame
        return (seat == self.now.current, s.name, sub, piles, count, still)

    def paint_panel(self, surface: pygame.Surface, seat: int, key: tuple) -> None:
        """The panel's frame, name and piles: they change only when something happens."""
        active, name, sub, _, count, still = key
        p = layout.panel_rect(seat)
        draw.panel(
            surface,
            p,
            theme.PANEL,
            palette.PANEL_ALPHA,
            RADIUS,
            theme.SUN if active else theme.PANEL_EDGE,
            LINE,
        )
        if active:
            pygame.draw.rect(
                surface, theme.SUN, p.inflate(NUDGE, NUDGE), LINE, border_radius=RADIUS + 2
            )
        icon = art.pawn(seat, "right", 40)
        surface.blit(icon, icon.get_rect(center=(p.x + 28, p.y + 28)))
        if layout.geo().phone:  # single words, legible at a phone's scale
            if self.now.seats[seat].bot:
                draw.bot_badge(surface, (p.x + 42, p.y + 42), 9)
            x, room, least = p.x + 56, p.w - 150, 16
            name_size = theme.fit_text(name, 24, room, "bold", least)
            theme.blit_text(surface, name, name_size, (x, p.y + 4), theme.CREAM, "bold")
            sub_size = theme.fit_text(sub, TEXT_WORD, room, "regular", least)
            theme.blit_text(surface, sub, sub_size, (x, p.y + 32), SOFT, "regular")
        else:
            name_size = theme.fit_text(name, 21, p.w - 140, "bold")
            x = p.x + 54
            theme.blit_text(surface, name, name_size, (x, p.y + 10), theme.CREAM, "bold")
            theme.blit_text(surface, sub, TEXT_NOTE, (x, p.y + 33), SOFT, "regular")
        if still:  # else the rows and the count follow the revenue (draw_panel)
            for kind in range(KINDS):
                self.draw_pile_row(surface, seat, kind, None)
            self.draw_count(surface, p, count)

    def draw_count(self, surface: pygame.Surface, p: pygame.Rect, count: str) -> None:
        """The cards a seat took, at the panel's foot: "3 cards taken" (largest text: a card
        icon and "3")."""
        y = p.bottom - PANEL_FOOT
        if layout.geo().phone:
            draw.mini_card(surface, (p.x + 24, y), 24, theme.CREAM, theme.INK)
            theme.blit_text(surface, count, TEXT_LARGE, (p.x + 42, y), SOFT, "bold", "midleft")
            return
        theme.blit_text(surface, count, TEXT_NOTE, (p.x + INSET, y), SOFT, "bold", "midleft")

    def draw_panel(self, surface: pygame.Surface, seat: int, painted: bool = False) -> None:
        """A seat's panel; ``painted``: its still parts are in the field layer already."""
        p = layout.panel_rect(seat)
        key = self.panel_key(seat)
        if not painted:
            self.paint_panel(surface, seat, key)
        rev = (
            self.shown.rev_shown[seat]
            if seat < len(self.shown.rev_shown)
            else self.shown.revenue(seat)
        )
        phone, x = layout.geo().phone, p.right - 14
        theme.blit_text(
            surface, fmt(rev), TEXT_FIGURE, (x, p.y + 20 if phone else p.y + 22), theme.SUN,
            "bold", "midright",
        )  # fmt: skip
        theme.blit_text(
            surface,
            t("fl.table.revenue"),
            TEXT_BODY if phone else TEXT_SMALL,
            (x, p.y + 46 if phone else p.y + 44),
            SOFT,
            "bold",
            "midright",
        )
        preview = self.pile_preview(seat)
        if preview is not None:
            for kind in range(KINDS):
                self.draw_pile_row(surface, seat, kind, preview)
            self.draw_count(surface, p, key[4])
            card, g, total = preview
            tag = theme.text(
                t("fl.table.preview", gain=fmt(g), total=fmt(total)),
                layout.geo().tag_text,
                theme.INK,
                "bold",
            )
            box = tag.get_rect(midright=layout.panel_foot(p)).inflate(2 * PAD, 6)
            pygame.draw.rect(surface, theme.SUN, box, border_radius=box.h // 2)
            surface.blit(tag, tag.get_rect(center=box.center))
        if self.shown.out[seat]:
            self.draw_out_stamp(surface, p)
        if self.now.seats[seat].thinking:
            box = pygame.Rect(0, 0, 112, 26)
            box.midright = layout.panel_foot(p)
            self.chrome.thinking_tag(surface, box)

    def pile_preview(self, seat: int) -> tuple[dict, float, float] | None:
        """(card, gain, new total) when the hovered/focused target would go on seat's pile."""
        if seat != self.now.current:
            return None
        target = self.now.preview
        if target is None or not self.now.targets.get(target) or not self.shown.field:
            return None
        card = self.shown.field[target[0]][target[1]]
        if card is None:
            return None
        g, total = self.shown.gain(seat, card)
        return card, g, total

    def draw_pile_row(self, surface, seat: int, kind: int, preview) -> None:
        row = layout.pile_row(seat, kind)
        pile = self.shown.piles[seat][kind]
        hot = preview is not None and preview[0]["kind"] == kind
        fill = art.tint(kind, 0.86) if pile or hot else EMPTY_PILE
        pygame.draw.rect(surface, fill, row, border_radius=PILE_RADIUS)
        if hot:
            ring = row.inflate(NUDGE, NUDGE)
            pygame.draw.rect(surface, theme.SUN, ring, LINE, border_radius=PILE_RADIUS + 2)
        art.blit_flower(surface, kind, (row.x + layout.PILE_ICON // 2, row.centery), 30)
        chip_size = layout.geo().chip
        pay_size = TEXT_LARGE if layout.geo().phone else TEXT_BODY
        for i, flowers in enumerate(pile):
            chip = layout.chip_rect(seat, kind, i)
            img = art.pile_chip({"kind": kind, "flowers": flowers}, chip_size)
            draw.drop_shadow(surface, chip, NUDGE, 1)
            surface.blit(img, chip)
        if hot:
            chip = layout.chip_rect(seat, kind, len(pile))
            ghost = art.pile_chip(preview[0], chip_size).copy()
            ghost.set_alpha(150 + int(60 * math.sin(self.now.time * 6)))
            surface.blit(ghost, chip)
        ink = theme.INK if pile or hot else EMPTY_PILE_INK
        pay = PAYOUT[len(pile)]
        at = (row.right - PAD, row.centery)
        if hot:
            pay_text = f"+{fmt(preview[1])}"
            theme.blit_text(surface, pay_text, pay_size, at, GAIN_INK, "bold", "midright")
        elif pile:
            theme.blit_text(surface, fmt(pay), pay_size, at, ink, "bold", "midright")

    def draw_pile_tip(self, surface: pygame.Surface) -> None:
        hit = self.now.pile_tip
        if hit is None:
            return
        seat, kind = hit
        pile = self.shown.piles[seat][kind]
        name = kind_name(kind)
        if pile:
            text = tn(
                "fl.table.pile_tip", len(pile), kind=name, pay=fmt(PAYOUT[len(pile)]), low=pile[-1]
            )
        else:
            text = t("fl.table.pile_tip_empty", kind=name, kind_lower=name.lower())
        size = TEXT_LABEL
        img = theme.text(
            text, theme.running(size) if layout.geo().phone else size, theme.INK, "bold"
        )
        row = layout.pile_row(seat, kind)
        box = img.get_rect(midright=(row.x - 14, row.centery)).inflate(20, 12)
        draw.panel(
            surface, box, theme.CREAM, palette.PILE_TIP_ALPHA, box.h // 2, theme.CREAM_EDGE, 2
        )
        surface.blit(img, img.get_rect(center=box.center))

    def draw_out_stamp(self, surface: pygame.Surface, p: pygame.Rect) -> None:
        """FL-8: an out player's panel is veiled and carries a red "Out" pill with a cross."""
        surface.blit(draw.veil(p.size, OUT_VEIL, RADIUS), p)
        g = layout.geo()
        label = theme.text(t("fl.table.out"), g.tag_text, theme.WHITE, "bold")
        label_x = 30  # after the cross
        pill = pygame.Rect(0, 0, label_x + label.get_width() + INSET, 32 if g.phone else 28)
        pill.midright = layout.panel_foot(p)
        pygame.draw.rect(surface, OUT_RED, pill, border_radius=ROUND)
        pygame.draw.rect(surface, theme.CREAM, pill, 2, border_radius=ROUND)
        art.cross(surface, (pill.x + 17, pill.centery), 6)
        surface.blit(label, label.get_rect(midleft=(pill.x + label_x, pill.centery)))

    def legend_boxes(self) -> list[tuple[pygame.Rect, str, int, str]]:
        """On a later turn, the badge legends beside the status line: (box, text, size, kind:
        take, stand, out). Each gets up to 30% of the row (22% with the red cross's, shown
        while a lit card would leave the person out, FL-8), shrinking its words to fit, so no
        badge shows without its meaning; the status line gets what is left, between them. At
        the largest text they have a row of their own under the status line, at phone size:
        the first at the left, the second at the right in what the first leaves."""
        if not self.now.targets or self.now.first:
            return []
        g = layout.geo()
        out: list[tuple[pygame.Rect, str, int, str]] = []
        pairs = [("take", "fl.table.legend_take"), ("stand", "fl.table.legend_stand")]
        if not g.phone and self.now.dooms:
            pairs.insert(1, ("out", "fl.table.legend_out"))
        if g.phone:
            room = g.field_w // 2 - LEGEND_ICON - INSET
            size = theme.PHONE_TEXT
        else:
            room = int(g.field_w * (0.3 if len(pairs) == 2 else 0.22)) - LEGEND_ICON
            size = min(theme.fit_text(t(key), theme.body(16), room, "bold", 11) for _, key in pairs)
        for kind, key in pairs:  # one size for all: they read as a set
            if g.phone and out:
                room = g.field_w - PAD - out[0][0].w - 24 - LEGEND_ICON
            text = theme.ellipsize(t(key), size, room, "bold")
            w = LEGEND_ICON + theme.width(text, size, "bold")
            box = pygame.Rect(0, g.legend_y - BADGE_R, w, 2 * BADGE_R)
            if kind == "take":
                box.x = g.field_x + NUDGE
            elif kind == "out":  # right after the first
                box.x = out[0][0].right + PAD
            else:
                box.right = g.field_x + g.field_w - NUDGE
            out.append((box, text, size, kind))
        return out

    def draw_legend(self, surface: pygame.Surface, boxes: list) -> None:
        y = layout.geo().legend_y
        for box, text, size, kind in boxes:
            if kind == "out":
                self.draw_out_badge(surface, (box.x + BADGE_R + 1, y))
            else:
                self.draw_target_badge(surface, box, kind == "take", (box.x + BADGE_R + 1, y))
            img = theme.text(text, size, LEGEND, "bold")
            surface.blit(img, img.get_rect(midleft=(box.x + 40, y)))

    def draw_status(self, surface: pygame.Surface) -> None:
        g = layout.geo()
        centre = (g.field.centerx, g.status_y)
        boxes = self.legend_boxes()
        if g.phone:  # the whole row under the field: the legends have their own
            size, room = theme.PHONE_TEXT + 2, g.field_w - 60
        else:
            size, room = theme.body(TEXT_LARGE), g.field_w - 80
            if boxes:  # the pill in the gap between the legends, clear of them
                left, right = boxes[-2][0].right + MARGIN, boxes[-1][0].x - MARGIN
                centre, room = ((left + right) // 2, g.status_y), right - left - 44
        self.status_pill = self.chrome.status_pill(surface, centre, room, size)
        self.draw_legend(surface, boxes)

    def draw_log(self, surface: pygame.Surface) -> None:
        if layout.geo().phone:
            self.draw_last_move(surface)
            return
        if self.chrome.logs.showing():  # (folded while a tip sits over its top: its newest line)
            return  # drawn with the chrome (Chrome.draw, game/ui/table/chrome.py), in our own rect
        r = layout.folded_log_rect()
        draw.panel(surface, r, theme.PANEL, palette.STRIP_ALPHA, ROUND, theme.PANEL_EDGE, 2)
        if self.now.last is not None:
            text = t("fl.table.log_last", text=self.now.last)
            size = theme.fit_text(text, TEXT_BODY, r.w - 90, "regular")
            theme.blit_text(
                surface, text, size, (r.x + INSET, r.centery), theme.CREAM, "regular", "midleft"
            )

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """Largest text: the log's last entry under the legends, in up to two lines at phone
        size (a tap on it opens the log, see FloriadoTable.chrome_widgets)."""
        r = layout.folded_log_rect()
        draw.panel(surface, r, theme.PANEL, palette.STRIP_ALPHA, ROUND, theme.PANEL_EDGE, 2)
        if self.now.last is None:
            return
        text = t("fl.table.log_last", text=self.now.last)
        size, width = theme.PHONE_TEXT, r.w - 2 * STRIP_PAD
        if self._last_move[0] != text:  # wrapped once per move, not every frame
            lines = theme.wrap(text, size, width)
            if len(lines) > 2:
                lines = [lines[0], theme.ellipsize(" ".join(lines[1:]), size, width)]
            self._last_move = (text, lines)
        lines = self._last_move[1]
        y = r.centery - layout.PHONE_LINE * len(lines) // 2
        for line in lines:
            theme.blit_text(surface, line, size, (r.x + STRIP_PAD, y), theme.CREAM, "regular")
            y += layout.PHONE_LINE

    def draw_last_move_in(self, surface: pygame.Surface, bubble: pygame.Rect) -> None:
        """Largest text, a tip over the last move's strip: the last move on the tip's bottom
        row, left of "Got it" (one line, at phone size), so what just happened stays in sight."""
        last = self.now.last
        if last is None:
            return
        ok = hints.ok_rect(bubble)
        size, width = theme.PHONE_TEXT, ok.x - INSET - (bubble.x + STRIP_PAD)
        text = theme.ellipsize(t("fl.table.log_last", text=last), size, width)
        y = ok.centery - layout.PHONE_LINE // 2
        theme.blit_text(surface, text, size, (bubble.x + STRIP_PAD, y), theme.INK, "bold")

    def draw_flight(self, surface: pygame.Surface, flight) -> None:
        """A card flying from its field space to a pile, face up."""
        rect, _face_up, _k = flight.rect_and_face()
        art.blit(surface, art.face(flight.card, layout.geo().tile), rect, lift=8)
