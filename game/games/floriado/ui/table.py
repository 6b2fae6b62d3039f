"""The Floriado table (RULES §3): the 5x8 flower field, two pawns, both pickers' piles, log.

What the table shows (``self.shown``) trails the engine: each engine event becomes a tween
whose start/end hooks change ``shown`` (a pawn slides, a card flies to its pile), and when the
animations finish ``sync`` makes ``shown`` equal the engine's view again. Everything in
Floriado is public (FL-11), so every seat sees the same table.

Every reachable card is lit (a glow and a lift); a basket badge marks the ones the current
person would take (FL-6), a footprint badge the ones they could only stand on. The first turn
is a click on any card, then one of four arrow buttons for the pawn's facing (FL-4).

A move (or a first card's facing) after which no card the person could take is in reach
leaves them out for the rest of the game (FL-8): it carries a red warning badge, the status
line says so, and its first click only asks; a second click on it goes there.

The table is made of parts it owns, each in its own module: what the person can reach
(reach.py), their choice on the field and its widgets (choice.py), the table's words
(prompts.py), the picture (shown.py), its animator (motion.py) and its painter (paint.py),
which is handed the picture and a typed look of each frame (``look``) and reads nothing else;
the geometry is in layout.py.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import game.games.floriado.narrate as narrate
from game.core.match import Session
from game.games.floriado.rules import Pick
from game.games.floriado.ui import layout
from game.games.floriado.ui.choice import Choice, Tile
from game.games.floriado.ui.layout import LOG_RECT, pile_row_at
from game.games.floriado.ui.motion import Animator
from game.games.floriado.ui.paint import FloriadoLog, Painter
from game.games.floriado.ui.prompts import Prompts
from game.games.floriado.ui.reach import Reach
from game.games.floriado.ui.results import FloriadoResults
from game.games.floriado.ui.shown import Face, Frame, SeatLook, Shown
from game.i18n import tn
from game.matches import Match
from game.ui import draw, hints
from game.ui.layout import TOP_BAR_H, W
from game.ui.log import fold_button, render_entry
from game.ui.table.base import MakeWay, TableScene
from game.ui.table.effects import Flight
from game.ui.widgets import Widget


class LastMove(Widget):
    """Largest text: the last move's strip under the field; a tap opens the log."""

    focusable = False  # the log has its own key (L) and tab

    def __init__(self, rect: pygame.Rect, on_click: Callable[[], None]) -> None:
        super().__init__("log.last", rect, True)
        self.on_click = on_click

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        pass  # the painter draws the strip (paint.py, draw_last_move)


class FloriadoTable(TableScene):
    """The hooks the shared table calls (game/ui/table/base.py), each handed to the part
    that answers it, and the order a frame is drawn in."""

    name = "floriado"
    results_class = FloriadoResults
    FLIGHT_ARC = 36
    CALLOUT_RISE = 16  # callouts: [text, (x, y), seconds left, colour]

    def __init__(self, app, match: Match | Session, way: MakeWay | None = None) -> None:
        super().__init__(app, match, way)
        # The log under the field (at the largest text the shared sheet over the table,
        # opened from its tab: the field's own is too short for phone-sized lines).
        self.chrome.logs.panel = FloriadoLog(LOG_RECT, self.card_label)
        self.shown = Shown()
        self.painter = Painter(self.shown, self.chrome)
        self.animator = Animator(self, self.shown)
        # The lit targets and their FL-8 warnings (reach.py).
        self.reach = Reach(lambda: self.match, lambda: self.viewer, self.my_turn)
        # The person's choice in progress, the tiles and facing buttons (choice.py).
        self.choice = Choice(self, self.reach)
        # The status line and the spoken table's words (prompts.py).
        self.prompts = Prompts(self, self.reach, self.choice, self.shown)
        self.tip_deferred = False  # the chrome is drawn early: the tip waits (draw_tip)

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> dict:
        return self.seat_view()

    def sync(self) -> None:
        self.shown.sync(self.view())

    def card_label(self, card: dict) -> str:
        return narrate.card_label(card)

    def enter(self) -> None:
        if not self.match.log:
            first = self.reach.view().start_player  # (a finished game has no current player)
            self.match.log.append(narrate.start_entry(self.seat_name(first)))
        super().enter()

    def log_entries(self, events: list) -> list[dict]:
        watcher = -1 if self.hot_seat or self.spectator else self.viewer
        return narrate.log_entries(events, watcher, self.match.names)

    def check_pass(self) -> None:
        """Hot seat: Floriado hides nothing (FL-11), so no pass-the-device screen is needed;
        the table simply turns to whoever is to move (the status line names them)."""
        cur = self.match.current_player
        if cur is None or not self.match.acts_here(cur) or self.app.top is not self:
            return
        if cur != self.viewer:
            self.match.viewer = cur

    # -- first-game tips (game/ui/hints.py) ---------------------------------------------------
    def tip_for_now(self) -> str | None:
        seen = self.app.settings.hints_seen
        targets = self.reach.targets()
        cur = self.match.current_player
        first, view = self.reach.first_turn(), self.reach.view()
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

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        """What each tip points at: the field, the lit cards, a card to stand on, a panel."""
        targets = self.reach.targets()
        cur = self.match.current_player
        if tip_id == "fl_first_pick":
            return layout.geo().field
        if tip_id == "fl_move" and targets:
            rects = [self.tile_rect(*k) for k in targets]
            return rects[0].unionall(rects[1:])
        if tip_id == "fl_take_or_leave":
            stand = [self.tile_rect(*k) for k, take in targets.items() if not take]
            return stand[0] if stand else None
        if tip_id == "fl_out":
            out = [seat for seat in range(2) if self.reach.view().out[seat]]
            return self.panel_rect(out[0]) if out else None
        if tip_id == "fl_bundle" and cur is not None:
            return self.panel_rect(cur)
        return None

    def tip_avoid(self, target: pygame.Rect) -> list[pygame.Rect]:
        """The tip's arrow stays off the panels, the status line and its legends, the log and
        every button (it may lie over the field's cards, never over words)."""
        g = layout.geo()
        pill = pygame.Rect(g.field_x, g.status_y - 26, g.field_w, 52)
        legends = pygame.Rect(g.field_x, g.legend_y - 20, g.field_w, 40)
        log = self.folded_log_rect() if g.phone else LOG_RECT
        boxes = [self.panel_rect(0), self.panel_rect(1), pill, legends, log]
        boxes += [w.rect for w in self.widgets() if not isinstance(w, Tile) and w.id != "tip.ok"]
        return [b for b in boxes if not target.contains(b)]

    def tip_place(self, text: str) -> pygame.Rect | None:
        """The tip bubble goes under the field. On the desktop it sits just above the log's
        strip (its newest line stays in sight: what the bot just did); where it needs more
        height it goes over the status's row, and where it would then hide what it points at,
        over the top of the field instead. At the largest text, whose tip is taller, it hides
        the rows under the field whole (every card stays free to take) and carries the last
        move itself, beside "Got it" (``draw_over``)."""
        g = layout.geo()
        if g.phone:  # the log's tab is at the top right: the whole width is the tip's
            bubble = hints.bubble_rect(text, pygame.Rect(g.field_x, 0, g.field_w, 0))
            bubble.y = min(716 - bubble.h, g.field.bottom + 10)
            bubble.h = 716 - bubble.y
            return bubble
        anchor = pygame.Rect(g.field_x, 0, g.field_w - 60, 0)  # the log's fold button free
        bubble = hints.snug_rect(text, anchor)
        bubble.bottom = self.folded_log_rect().y - 4
        target = self.tip_target(self.tips.current) if self.tips.current else None
        if bubble.y < g.field.bottom and target is not None and bubble.colliderect(target):
            high = bubble.move(0, g.field.y + 6 - bubble.y)
            if not high.colliderect(target):
                return high
        return bubble

    def draw_over(self, surface: pygame.Surface) -> None:
        super().draw_over(surface)
        if layout.geo().phone and self.tips.showing():
            self.painter.draw_last_move_in(surface, self.tips.rect())

    def draw_tip(self, surface: pygame.Surface) -> None:
        if not self.tip_deferred:  # the chrome draws early; the tip goes over the panels
            super().draw_tip(surface)

    # -- geometry (layout.py) --------------------------------------------------------------
    tile_rect = staticmethod(layout.tile_rect)
    panel_rect = staticmethod(layout.panel_rect)
    pile_row = staticmethod(layout.pile_row)
    chip_rect = staticmethod(layout.chip_rect)
    pile_row_at = staticmethod(layout.pile_row_at)
    folded_log_rect = staticmethod(layout.folded_log_rect)

    # -- its parts: the animator (motion.py) and the painter (paint.py) ------------------------
    def animate_deal(self) -> None:
        self.animator.deal()

    def animation_for(self, event_type: str) -> Callable[[object], None] | None:
        return self.animator.handlers.get(event_type)

    def draw(self, surface: pygame.Surface) -> None:
        """The painter's parts and the table's own, in the order they are drawn."""
        paint, g = self.painter, layout.geo()
        paint.now = self.look()
        paint.draw_field(surface)  # felt and field first: the top row's glow reaches the bar
        centre = tn("fl.table.field_left", self.shown.left())
        # The open log is in the field's layer; at the largest text it is a sheet over the
        # table, drawn over the panels and the rows under the field (below).
        if draw.RETAINED or g.phone:
            self.chrome.paint_bar(surface, centre)
        else:
            self.tip_deferred = True
            try:
                self.chrome.draw(surface, centre)
            finally:
                self.tip_deferred = False
        for seat in range(2):
            paint.draw_panel(surface, seat, painted=draw.RETAINED)
            self.chrome.seat_badge(surface, seat, layout.panel_rect(seat))
        paint.draw_status(surface)
        paint.draw_log(surface)
        self.draw_tip(surface)
        self.draw_widgets(surface)
        paint.draw_facing_focus(surface)
        self.coach.draw(surface)  # a coach hint's ring (game/ui/table/coach.py)
        self.effects.draw_flights(surface)
        self.effects.draw_callouts(surface)
        self.effects.draw_banner(surface, g.field.center)
        paint.draw_pile_tip(surface)

    def look(self) -> Frame:
        """What the painter draws this frame besides the picture: the lit targets, the
        person's choice, the seats, the log's newest line, the pile pointed at."""
        choice, reach, match = self.choice, self.reach, self.match
        selected = choice.selected
        faces: list[Face] = []
        if selected is not None:  # the first turn's card picked: its facing buttons
            mine = self.my_turn()  # (a facing that leaves one out is marked on one's turn)
            for w in choice.facing_buttons():
                out = mine and reach.leaves_out(Pick(*selected, w.id[5:]))
                faces.append(Face(w.id[5:], w.rect, out))
        you = -1 if self.hot_seat else self.viewer
        seats = tuple(
            SeatLook(s.name, s.is_bot, s.kind, i == you, self.thinking(i))
            for i, s in enumerate(match.seats)
        )
        tip = pile_row_at(self.pointer)
        if tip is not None and self.app.top is not self:
            tip = None
        elif tip is not None and self.widget_at(self.pointer) is not None:
            tip = None  # a button over the panel (a review's bar) is what is pointed at
        sheet = self.chrome.logs.shown() if tip is not None else None
        if sheet is not None and sheet.rect.collidepoint(self.pointer):
            tip = None  # the log's sheet covers the panels
        return Frame(
            targets=reach.targets(),
            dooms=frozenset(reach.dooms()),
            first=reach.first_turn(),
            selected=selected,
            facing=choice.hovered_facing() if selected is not None else None,
            faces=tuple(faces),
            preview=choice.preview_target(),
            current=match.current_player,
            seats=seats,
            log=match.log,
            last=render_entry(match.log[-1], self.card_label) if match.log else None,
            pile_tip=tip,
            still=self.effects.still,
            time=self.app.time,
        )

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        self.painter.draw_flight(surface, flight)

    # -- the spoken table (game/ui/table/spoken.py) -------------------------------------------
    def spoken_state(self) -> tuple:
        return (self.choice.selected,)

    def spoken_choices(self) -> list[tuple[str, Callable[[], None]]]:
        return self.prompts.choices()

    def spoken_position(self) -> list[str]:
        return self.prompts.position()

    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, Tile):
            self.show_hint(self.choice.tile_hint(widget.row, widget.col))

    def on_empty_click(self, pos: tuple[int, int]) -> None:
        super().on_empty_click(pos)
        self.choice.out_warned = None  # a click beside the card takes the question back
        if self.choice.selected is not None:
            self.choice.cancel_selection()

    def on_command(self, command: str) -> bool:
        if command == "back" and self.choice.back():
            return True
        if super().on_command(command):
            return True
        if self.chrome.covered():
            return False  # the keyboard then moves through the buttons: the cover's first
        return self.choice.key(command)

    # -- widgets ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        ws: list[Widget] = list(self.choice.tiles())
        if self.choice.selected is not None and self.my_turn():
            ws.extend(self.choice.facing_buttons())
        ws.extend(self.chrome_widgets())
        return ws

    def coach_rects(self, action) -> list[pygame.Rect]:
        """A coach hint lights the space to go to; a first card's facing arrow
        too, once that card is chosen."""
        out = [self.tile_rect(action.row, action.col)]
        if isinstance(action, Pick) and self.choice.selected == (action.row, action.col):
            out += [w.rect for w in self.choice.facing_buttons() if w.id == f"face.{action.facing}"]
        return out

    def coach_take(self, action) -> None:
        if self.choice.selected is not None:
            self.choice.cancel_selection()  # the hint is the whole move: its card and its facing
        self.human_act(action)

    def coach_asking(self) -> None:
        """A hint is about the whole choice: a card picked but not yet faced goes back (else
        it stayed picked beside a hint on another card)."""
        if self.choice.selected is not None:
            self.choice.cancel_selection()

    def last_line_rect(self) -> pygame.Rect | None:
        """The log's panel when open, else its folded strip with the last move."""
        shown = super().last_line_rect()
        if shown is not None or self.chrome.logs.showing() or not self.match.log:
            return shown
        return layout.folded_log_rect()

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """Both pawns: where the other stands matters to the choice the hint is about."""
        pawns = [p for p in self.reach.view().pawns if p is not None]
        return [self.tile_rect(p.row, p.col) for p in pawns]

    def chrome_widgets(self) -> list[Widget]:
        if layout.geo().phone:  # the shared log, its tab; the last move opens it too
            ws = super().chrome_widgets()
            strip = self.folded_log_rect()
            tip = self.tips.showing() and self.tips.rect().colliderect(strip)
            if self.way.log_folds and not self.chrome.logs.showing() and not tip:
                ws.append(LastMove(strip, self.chrome.logs.toggle))
            return ws
        ws = [w for w in super().chrome_widgets() if w.id != "log.toggle"]
        if not self.way.log_folds:
            return ws  # a review keeps the log open
        if self.chrome.logs.showing():
            r = self.chrome.logs.panel.rect
            ws.append(fold_button((r.right - 52, r.y + 6, 44, 40), True, self.chrome.logs.toggle))
        else:  # folded for a tip over its top: its button brings it back at once
            r = self.folded_log_rect()
            back = self.tips.dismiss if self.app.settings.log_open else self.chrome.logs.toggle
            ws.append(fold_button((r.right - 52, r.y + 4, 44, 40), False, back))
        return ws

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [
            (("Tab", "←", "→", "↑", "↓"), "fl.keys.focus"),
            (("Enter",), "fl.keys.act"),
            (("←", "→", "↑", "↓"), "fl.keys.facing"),
            (("Esc",), "fl.keys.cancel"),
        ]

    def play_area(self) -> pygame.Rect:
        if layout.geo().phone:  # the log is a sheet over the table: laid out as if folded
            return pygame.Rect(0, TOP_BAR_H, layout.PHONE.right, 720 - TOP_BAR_H)
        return pygame.Rect(0, TOP_BAR_H, W, 720 - TOP_BAR_H)

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.my_turn() or not self.reach.first_turn():
            self.choice.selected = None
        self.shown.tick_revenue(self.effects.fade_of(dt))
        self.effects.age(dt)

    def status_text(self) -> tuple[str, bool]:
        return self.prompts.status()
