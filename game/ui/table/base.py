"""What every game's table shares: seats, acting, pass-the-device, log, menu, and its parts.

A game's table subclasses :class:`TableScene` and supplies drawing and its widgets; what else
the game answers is in small parts the table owns, each with a default here that a game
replaces with its own: ``animation`` (how engine events move: its animator's handlers; the
flights, callouts and banner are its ``effects``, effects.py), ``words`` (the log's entries, the
spoken table's), ``coaching`` (the coach's questions), ``tipping`` (the first-game tips'),
``turns`` and ``undo``. This base acts for the person and saves after every action; its
``turns`` (turns.py) deal the game in, hand the device between people, drive each frame of
play (the bots' search in each frame's spare time, a readable pause before each move) and open
the results when the game ends."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.match import Session
from game.engine import IllegalAction
from game.i18n import t
from game.matches import LocalMatch, Match, WatchMatch
from game.ui import navigator
from game.ui.inputs import NO_POINTER, Input
from game.ui.layout import LOG_MARGIN, LOG_X, TOP_BAR_H, H, W
from game.ui.scene import PRESS_GUARD, Scene
from game.ui.table import effects
from game.ui.table.animation import Animation
from game.ui.table.bots import Bots
from game.ui.table.chrome import Chrome
from game.ui.table.coach import Coach
from game.ui.table.coaching import Coaching
from game.ui.table.effects import Effects
from game.ui.table.seats import Seats
from game.ui.table.spoken import Voice
from game.ui.table.status import Status
from game.ui.table.tipping import Tipping
from game.ui.table.tips import Tips
from game.ui.table.turns import Turns
from game.ui.table.undo import Undo
from game.ui.table.ways import Playing, Way
from game.ui.table.words import Words
from game.ui.tween import Timeline
from game.ui.widgets import Widget

MakeWay = Callable[["TableScene"], Way]  # a table's way, made of the table


class TableScene(Scene):
    name = "table"
    results_class: Callable[..., Scene]  # the game's results screen class, made with (app, table)
    # The look of the table's effects (game/ui/table/effects.py): how high a flying card hops
    # (pixels), a callout's seconds when it starts rising and how fast it rises (pixels/s).
    FLIGHT_ARC, CALLOUT_LIFE, CALLOUT_RISE = (
        effects.FLIGHT_ARC,
        effects.CALLOUT_LIFE,
        effects.CALLOUT_RISE,
    )
    # Event types that change nothing on screen, on purpose (the log tells them): checked
    # against the rules' events by tests/test_animations_cover_events.py.
    silent_events: frozenset[str] = frozenset()

    def __init__(self, app, match: Match | Session, way: MakeWay | None = None) -> None:
        """The table of ``match`` (a session: its game played here, watched when no person
        plays it), played its ``way`` (default: as a game run here is)."""
        super().__init__(app)
        # The one door to the game: the views of the seats played here, never the state.
        if isinstance(match, Session):
            match = LocalMatch(match) if match.humans else WatchMatch(match)
        self.match: Match = match
        self.seats = Seats(match)  # the viewer's view and whose hand shows (seats.py)
        self.spec = match.game
        self.keys = {}
        # The player's keys at any table (the Hint button's), and this game's own.
        self.key_scopes = ("table", self.spec.name)
        self.coach = Coach(self)  # the Hint button and its bot (game/ui/table/coach.py)
        self.coaching = Coaching(match, self.human_act)  # the game's answers to it (coaching.py)
        self.timeline = Timeline()
        # How the game's events move (animation.py); the flights, callouts and banner it adds.
        self.animation = Animation(self.timeline, lambda: self.viewer, self.sync)
        self.effects = Effects(self, self.FLIGHT_ARC, self.CALLOUT_LIFE, self.CALLOUT_RISE)
        # How it is played: what differs between a game run here, online and a review.
        if way is not None:
            self.way = way(self)
        elif isinstance(match, LocalMatch):
            self.way = Playing(self, match)
        else:
            self.way = Way(self)
        self.undo = Undo(self)  # the Undo button and key (undo.py)
        self.bots = Bots(self)  # the bot to act: its search and its move (bots.py)
        self.turns = Turns(self)  # from the deal to the results (turns.py)
        self.hint = ""
        self.hint_left = 0.0
        # The top bar, the log, the status pill and the backdrop (game/ui/table/chrome.py).
        self.chrome = Chrome(self)
        self.fresh = not match.actions_taken  # a new game is dealt with an animation
        self.tips = Tips(self)  # the first-game tips (game/ui/table/tips.py)
        self.tipping = Tipping(self.tips, self.chrome, self.widgets)  # the game's (tipping.py)
        self.words = Words()  # the game's words: log, spoken table, headlines (words.py)
        self.status = Status(self)  # the status line's shared cases (status.py)
        # One press, one action: a person's input to act is dropped until then (a
        # short while after their own action, or after their turn comes back).
        self.ready_at = 0.0
        self.voice = Voice(self)  # the spoken table (game/ui/table/spoken.py)

    # -- seats and turns ----------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        return self.match.viewer

    @property
    def hot_seat(self) -> bool:
        return self.seats.hot_seat

    @property
    def spectator(self) -> bool:
        return self.seats.spectator

    def my_turn(self) -> bool:
        cur = self.match.current_player
        return (
            cur is not None
            and cur == self.viewer
            and self.match.acts_here(cur)
            and not self.timeline.busy
            and self.app.top is self
        )

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def status_text(self) -> tuple[str, bool]:
        """The status line and whether it is a hint for the person to act (each game's own)."""
        raise NotImplementedError

    def explain_disabled(self, widget: Widget) -> None:
        if self.way.plays:  # a review says nothing of a turn
            super().explain_disabled(widget)

    # -- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.way.enter()

    def pause(self) -> None:
        self.voice.say_log()  # what happened up to the screen that covers the table

    def resume(self) -> None:
        self.way.resume()

    # -- to be supplied by each game ----------------------------------------------------------
    def card_label(self, card: dict) -> str:
        return str(card)

    def sync(self) -> None:
        """Make the shown table equal the engine's view (after animations)."""

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """The table's own rows of the keys overlay (game/ui/scenes/keys.py)."""
        return []

    # -- acting -------------------------------------------------------------------------------
    def perform(self, action) -> bool:
        """Apply an action for the current seat, log it, save, animate. False if illegal."""
        seat = self.match.current_player
        if seat is None:
            return False
        try:
            events = self.match.submit(action)
        except IllegalAction:
            return False
        self.match.add_log(self.words.log_entries(events))
        if not self.match.seats[seat].is_bot:
            self.ready_at = self.app.time + PRESS_GUARD  # the press that did it was the one
        self.way.save()
        self.animation.animate(events)
        if self.app.settings.skip:
            self.timeline.finish_all()
        return True

    def human_act(self, action) -> None:
        if not self.way.plays:
            return  # a review takes no action
        if not self.my_turn():
            self.show_hint(self.wait_hint())
            return
        if self.app.time < self.ready_at:
            return  # the second press of a double-click: dropped, never the next turn's
        if not self.perform(action):
            self.show_hint(t("hint.not_legal"))
        elif self.tips.current is not None:
            self.tips.dismiss()  # acting counts as having read it

    def wait_hint(self) -> str:
        cur = self.match.current_player
        if cur is None:
            return t("hint.game_over")
        if self.timeline.busy:
            return t("hint.wait_animation")
        return t("hint.wait_turn", name=self.seat_name(cur))

    def show_hint(self, text: str) -> None:
        self.hint, self.hint_left = text, 2.4
        self.app.sound.play("hint")

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Animations, the bots and turns for one frame (as the table's way plays)."""
        self.bots.due = None  # searched for only while this frame says a bot is to act
        self.way.advance(dt)
        self.turns.guard()
        self.coach.step()
        self.voice.step()

    def working(self) -> bool:
        """Animations and effects, a bot's or the coach's search, the pause before the results."""
        if self.moving() or self.coach.thinking():
            return True
        if self.match.is_over:
            return not self.turns.results_open
        cur = self.match.current_player
        return cur is not None and self.match.seats[cur].is_bot

    def moving(self) -> bool:
        """An animation on the timeline, or a flight, callout or banner in the air."""
        return self.timeline.busy or self.effects.moving

    def settling(self) -> bool:
        return super().settling() or self.turns.acting_blocked()

    def think(self, seconds: float) -> None:
        """The spare time after a frame: the bot to act searches (in the match), or the
        coach does; what they decide is shown by the next update."""
        if not self.bots.think(seconds):
            self.coach.think(seconds)  # only ever on a person's turn

    def thinking(self, seat: int) -> bool:
        return self.match.thinking(seat)

    # -- shared input -------------------------------------------------------------------------
    def on_command(self, command: str) -> bool:
        if self.way.on_command(command):
            return True
        if command == "confirm" and self.coach.take():
            return True
        logs = self.chrome.logs
        if command == "back" and logs.as_sheet() and logs.sheet_open:
            logs.toggle()  # Esc folds the sheet over the table first
            return True
        if command in ("back", "pause"):
            self.open_pause()
            return True
        if command == "log":
            logs.toggle()
            return True
        if command == "undo":
            self.undo.press()
            return True
        if command == "coach":
            self.coach.ask()
            return True
        if command == "spoken":  # the spoken lines, in a window that can be enlarged
            self.app.push(navigator.make("spoken", self.app, self))
            return True
        if command in ("scroll_up", "scroll_down"):
            logs.scroll(1 if command == "scroll_up" else -1)
            return True
        return False

    def on_wheel(self, pos: tuple[int, int], dy: int) -> None:
        panel = self.chrome.logs.shown()
        if panel is not None and panel.rect.collidepoint(pos):
            panel.on_wheel(dy)

    def handle(self, inp: Input) -> None:
        """The open log sheet, and a tip at the largest size, cover the table under them: a
        press there is theirs (the fold button, "Got it"), never a card's, and no pointer
        hovers the table through them."""
        if inp.kind in ("down", "up", "move"):
            over = self.chrome.cover_widget(inp.pos)
            if over is not None and not over[1]:
                if inp.kind == "up":
                    self.pressed_id = None
                self.pointer = NO_POINTER
                return
        super().handle(inp)

    def draw_widgets(self, surface: pygame.Surface, widgets: list[Widget] | None = None) -> None:
        if widgets is None and self.chrome.tip_over_table():
            tip = {w.id for w in self.tips.widgets()}  # drawn over the table (draw_over)
            widgets = [w for w in self.widgets() if w.id not in tip]
        super().draw_widgets(surface, widgets)

    def focusable(self) -> list[Widget]:
        """The keyboard reaches what a finger could: never a widget under the open sheet or
        a tip drawn over the table, only the cover's own buttons there."""
        items = []
        for w in super().focusable():
            over = self.chrome.cover_widget(w.rect.center)
            if over is None or any(w.id == own.id for own in over[0]):
                items.append(w)
        return items

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        over = self.chrome.cover_widget(pos)
        if over is not None:  # only the cover's own buttons are over the table
            return over[1]
        return super().widget_at(pos)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.chrome.draw_over(surface)

    def exit(self) -> None:
        self.way.exit()
        self.voice.close()
        super().exit()

    def draw_notice(self, surface: pygame.Surface) -> None:
        """Drawn over the whole table by the app: online, while the connection is restored."""
        self.way.draw_notice(surface)

    def open_pause(self) -> None:
        self.app.push(navigator.make("pause", self.app, self))

    def on_help(self) -> bool:
        self.chrome.open_rules()
        return True

    def play_area(self) -> pygame.Rect:
        right = LOG_X - LOG_MARGIN if self.chrome.logs.docked() else W - 72
        return pygame.Rect(0, TOP_BAR_H, right, H - TOP_BAR_H)

    def chrome_widgets(self) -> list[Widget]:
        """Top-bar buttons and the log's fold tab."""
        ws: list[Widget] = self.tips.widgets() + self.chrome.bar_buttons()
        own = self.way.bar_widgets(ws)  # a review's bar and "End review" instead
        if own is not None:
            return own
        ws.append(self.undo.button())
        ws.extend(self.coach.widgets())  # the Hint button, when offered
        ws.extend(self.chrome.logs.tabs())
        return ws
