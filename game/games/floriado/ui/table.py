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
the geometry is in layout.py. Its answers to the shared table's parts are its own: how events
move (animation.py), its words (words.py), the tips' (tipping.py), the coach's (coaching.py)
and its turns (turns.py: no pass screen).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import game.games.floriado.narrate as narrate
from game.core.match import Session
from game.games.floriado.rules import Pick
from game.games.floriado.ui import layout
from game.games.floriado.ui.choice import Choice, Tile
from game.games.floriado.ui.coaching import TableCoaching
from game.games.floriado.ui.layout import LOG_RECT, pile_row_at
from game.games.floriado.ui.motion import Animator
from game.games.floriado.ui.paint import FloriadoLog, Painter
from game.games.floriado.ui.prompts import Prompts
from game.games.floriado.ui.reach import Reach
from game.games.floriado.ui.results import FloriadoResults
from game.games.floriado.ui.shown import Face, Frame, SeatLook, Shown
from game.games.floriado.ui.tipping import TableTips
from game.games.floriado.ui.turns import TableTurns
from game.games.floriado.ui.words import TableWords
from game.i18n import tn
from game.matches import Match
from game.ui import draw
from game.ui.layout import TOP_BAR_H, W
from game.ui.log import fold_button, render_entry
from game.ui.table.animation import Animation
from game.ui.table.base import MakeWay, TableScene
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
    """The scene's hooks (game/ui/table/base.py), each handed to the part that answers it,
    and the order a frame is drawn in."""

    name = "floriado"
    results_class = FloriadoResults
    FLIGHT_ARC = 36
    CALLOUT_RISE = 16  # callouts: [text, (x, y), seconds left, colour]
    tipping: TableTips

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
        # The game's answers to the shared parts: animations, words, tips, the coach and the
        # turns; the log's newest line shows on its folded strip.
        self.animation = Animation(
            self.timeline, lambda: self.viewer, self.sync, self.animator, self.painter
        )
        self.words = TableWords(self.match, self.seats, self.prompts)
        self.tipping = TableTips(self)
        self.coaching = TableCoaching(self.match, self.human_act, self.choice, self.reach)
        self.turns = TableTurns(self)
        self.chrome.logs.folded_line = layout.folded_log_rect

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> dict:
        return self.seats.view()

    def sync(self) -> None:
        self.shown.sync(self.view())

    def card_label(self, card: dict) -> str:
        return narrate.card_label(card)

    def enter(self) -> None:
        if not self.match.log:
            first = self.reach.view().start_player  # (a finished game has no current player)
            self.match.log.append(narrate.start_entry(self.seat_name(first)))
        super().enter()

    def draw_over(self, surface: pygame.Surface) -> None:
        super().draw_over(surface)
        if layout.geo().phone and self.tips.showing():
            self.painter.draw_last_move_in(surface, self.tips.rect())

    # -- geometry (layout.py) --------------------------------------------------------------
    tile_rect = staticmethod(layout.tile_rect)
    panel_rect = staticmethod(layout.panel_rect)
    pile_row = staticmethod(layout.pile_row)
    chip_rect = staticmethod(layout.chip_rect)
    pile_row_at = staticmethod(layout.pile_row_at)
    folded_log_rect = staticmethod(layout.folded_log_rect)

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
            self.tipping.deferred = True
            try:
                self.chrome.draw(surface, centre)
            finally:
                self.tipping.deferred = False
        for seat in range(2):
            paint.draw_panel(surface, seat, painted=draw.RETAINED)
            self.chrome.seat_badge(surface, seat, layout.panel_rect(seat))
        paint.draw_status(surface)
        paint.draw_log(surface)
        self.tipping.draw(surface)
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
        you = -1 if self.hot_seat or self.spectator else self.viewer  # a watcher is nobody
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

    # -- the spoken table (game/ui/table/spoken.py) -------------------------------------------
    def spoken_state(self) -> tuple:
        return (self.choice.selected,)

    def spoken_choices(self) -> list[tuple[str, Callable[[], None]]]:
        return self.prompts.choices()

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
