"""What every game's table shares: seats, acting, pass-the-device, log, menu, and its parts.

A game's table subclasses :class:`TableScene` and supplies drawing, its widgets, how engine
events become animations (``animation_for``: its animator's handlers; the flights, callouts and
banner are its ``effects``, effects.py) and log entries (``log_entries``). This base acts for
the person, hands the device between people and saves after every action; its ``turns``
(turns.py) deal the game in, drive each frame of play (the bots' search in each frame's spare
time, a readable pause before each move) and open the results when the game ends."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.match import Session
from game.engine import IllegalAction
from game.i18n import t
from game.matches import LocalMatch, Match, WatchMatch
from game.ui import navigator, theme
from game.ui.inputs import NO_POINTER, Input
from game.ui.layout import LOG_X, TOP_BAR_H, W
from game.ui.scene import PRESS_GUARD, Scene
from game.ui.table.bots import Bots
from game.ui.table.chrome import Chrome
from game.ui.table.coach import Coach
from game.ui.table.effects import Effects, Flight
from game.ui.table.spoken import Voice
from game.ui.table.tips import Tips
from game.ui.table.turns import Turns
from game.ui.table.undo import Undo
from game.ui.table.ways import Playing, Way
from game.ui.tween import Timeline, Tween
from game.ui.widgets import Widget

MakeWay = Callable[["TableScene"], Way]  # a table's way, made of the table

BOT_PAUSE = 0.45  # seconds a bot's move waits so people can follow it (at Normal speed)


class TableScene(Scene):
    name = "table"
    results_class: Callable[..., Scene]  # the game's results screen class, made with (app, table)
    # The look of the table's effects (game/ui/table/effects.py): how high a flying card hops
    # (pixels), a callout's seconds when it starts rising and how fast it rises (pixels/s).
    FLIGHT_ARC, CALLOUT_LIFE, CALLOUT_RISE = 40.0, 1.3, 14.0
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
        self.spec = match.game
        self.keys = {}
        # The player's keys at any table (the Hint button's), and this game's own.
        self.key_scopes = ("table", self.spec.name)
        self.coach = Coach(self)  # the Hint button and its bot (game/ui/table/coach.py)
        self.timeline = Timeline()
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
        self._seat_view_key: tuple[int, int] | None = None
        self._seat_view: dict = {}
        self.hint = ""
        self.hint_left = 0.0
        # The top bar, the log, the status pill and the backdrop (game/ui/table/chrome.py).
        self.chrome = Chrome(self)
        self.fresh = not match.actions_taken  # a new game is dealt with an animation
        self.tips = Tips(self)  # the first-game tips (game/ui/table/tips.py)
        # One press, one action: a person's input to act is dropped until then (a
        # short while after their own action, or after their turn comes back).
        self.ready_at = 0.0
        self.voice = Voice(self)  # the spoken table (game/ui/table/spoken.py)

    # -- seats and turns ----------------------------------------------------------------------
    def seat_view(self) -> dict:
        """The viewer's view, fetched once per change of the game or viewer (asked often)."""
        key = (self.match.version, self.viewer)
        if key != self._seat_view_key:
            self._seat_view_key = key
            self._seat_view = self.match.view(self.viewer)
        return self._seat_view

    @property
    def viewer(self) -> int:
        return self.match.viewer

    @property
    def hot_seat(self) -> bool:
        return len(self.match.humans) >= 2

    @property
    def spectator(self) -> bool:
        return not self.match.humans

    def my_turn(self) -> bool:
        cur = self.match.current_player
        return (
            cur is not None
            and cur == self.viewer
            and self.match.acts_here(cur)
            and not self.timeline.busy
            and self.app.top is self
        )

    def hand_visible(self) -> bool:
        """Hot seat: a hand shows only on its owner's turn (the others may be looking); a
        review shows every hand its views hold."""
        if self.match.face_up:
            return True
        if self.spectator:
            return False
        return not self.hot_seat or self.match.current_player == self.viewer

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def status_text(self) -> tuple[str, bool]:
        """The status line and whether it is a hint for the person to act (each game's own)."""
        raise NotImplementedError

    def explain_disabled(self, widget: Widget) -> None:
        if self.way.plays:  # a review says nothing of a turn
            super().explain_disabled(widget)

    def turn_status(self, over: str, bot: str, other: str) -> tuple[str, bool] | None:
        """The status line's cases every table shares (a hint on show, the end, a bot or
        another person to act), with the table's own text keys; None on the viewer's turn."""
        if self.hint_left > 0:
            return self.hint, True
        cur = self.match.current_player
        if cur is None:
            return t(over), False
        name = self.seat_name(cur)
        if self.match.seats[cur].is_bot:
            return t(bot, name=name), False
        if not self.match.at_device(cur) or not self.my_turn():
            return self.other_turn(cur, other), False
        why = self.coach.status()  # a coach hint stays until the person acts
        return (why, True) if why is not None else None

    def other_turn(self, cur: int, other: str) -> str:
        """The status while person ``cur`` (not a bot) is to act and it is not the viewer's
        turn: online, waiting for them (or saying they have left); else the table's ``other``."""
        name = self.seat_name(cur)
        if not self.match.at_device(cur):  # another person, on their own device
            return t("online.away_turn" if self.away(cur) else "online.waiting", name=name)
        return t(other, name=name)

    def away(self, seat: int) -> bool:
        """Online: has the person at ``seat`` left (no device of theirs connected)?"""
        return self.way.away(seat)

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

    def action_words(self, action: Any) -> str:
        """A move named for the spoken table's button ("Walk 27 km, draw 1 card")."""
        return str(action)

    def spoken_position(self) -> list[str]:
        """The position in the game's words, as the seat sees it (the spoken table's summary)."""
        return []

    def sync(self) -> None:
        """Make the shown table equal the engine's view (after animations)."""

    def animate_deal(self) -> None:
        pass

    def animation_for(self, event_type: str) -> Callable[[object], None] | None:
        """The handler of one event type (its game's animator); None: it changes nothing."""
        return None

    def animate(self, events: list) -> None:
        """Each event the viewer sees becomes its handler's steps; then ``shown`` syncs."""
        for ev in events:
            seen = ev.seen_by(self.viewer)
            if seen is None:
                continue
            handler = self.animation_for(seen.type)
            if handler is not None:
                handler(seen)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        raise NotImplementedError  # each game paints its own cards

    def callout_at(self, where: Any) -> tuple[int, int] | None:
        """Where a callout tagged ``where`` starts rising (default: ``where`` is that point;
        a game tags its callouts as it likes, a seat for instance); None: not shown."""
        return where

    def banner_colours(self, colour: tuple[int, int, int] | None = None) -> tuple[tuple, ...]:
        """The ribbon's fill, edge and ink for a banner of ``colour`` (default: sun)."""
        return theme.SUN, theme.SUN_DARK, theme.INK

    def log_entries(self, events: list) -> list[dict]:
        return []

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
        self.match.add_log(self.log_entries(events))
        if not self.match.seats[seat].is_bot:
            self.ready_at = self.app.time + PRESS_GUARD  # the press that did it was the one
        self.way.save()
        self.animate(events)
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
        elif self.tip is not None:
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

    def legend_at(self, pos: tuple[int, int]) -> str | None:
        """The words a picture at ``pos`` stands for, where the table draws one in their place
        (its phone layout at the largest size); None elsewhere."""
        return None

    def on_empty_click(self, pos: tuple[int, int]) -> None:
        """A tap on such a picture says its words in the status line."""
        words = self.legend_at(pos)
        if words:
            self.show_hint(words)

    def check_pass(self) -> None:
        """Hot seat: before a different person's turn, ask to pass the device."""
        cur = self.match.current_player
        if cur is None or not self.match.acts_here(cur) or self.app.top is not self:
            return
        turns = self.turns
        if cur != self.viewer or (self.hot_seat and not turns.passed_once):
            if self.hot_seat and turns.passed_once:  # the device leaves them: all seen so far
                self.match.saw(self.viewer)
            turns.passed_once = True
            if self.hot_seat:
                self.app.push(navigator.make("pass_device", self.app, self, cur))
            else:
                self.match.viewer = cur

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

    def acting_blocked(self) -> bool:
        """Is the person's input to act being dropped just now (the double-click guard)?"""
        return self.app.time < self.ready_at and self.my_turn()

    def settling(self) -> bool:
        return super().settling() or self.acting_blocked()

    def run_timeline(self, dt: float) -> None:
        """A frame of the animations (at the chosen speed; "skip" ends them) and the hint."""
        speed = self.app.settings.speed
        self.timeline.speed = speed if speed > 0 else 1.0
        self.timeline.update(dt)
        if self.app.settings.skip:
            self.timeline.finish_all()
        self.hint_left = max(0.0, self.hint_left - dt)

    def bot_pause(self, seat: int) -> float:
        """How long the bot in ``seat`` waits before its move shows, so people can follow
        it (a table may have moves with nothing to follow)."""
        speed = self.app.settings.speed
        return 0.0 if speed == 0 else BOT_PAUSE / speed

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

    def coach_take(self, action: Any) -> None:
        """The hinted move, taken from the keyboard (a table with steps of its own clears
        them first)."""
        self.human_act(action)

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

    def last_line_rect(self) -> pygame.Rect | None:
        """Where the log's newest line is on show (None: nowhere); a game that shows it its
        own way says where."""
        log = self.chrome.logs.shown()
        return log.newest_rect() if log is not None else None

    def play_area(self) -> pygame.Rect:
        right = LOG_X - 12 if self.chrome.logs.docked() else W - 72
        return pygame.Rect(0, TOP_BAR_H, right, 720 - TOP_BAR_H)

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

    # -- the coach (game/ui/table/coach.py; a game's hooks) -------------------------------------
    def coach_choice(self) -> tuple[dict, list]:
        """The view the person is choosing in and its legal actions (a table may narrow it:
        a chosen power, not yet committed, is a private preview)."""
        return self.match.view(self.viewer), self.match.legal_actions()

    def coach_previewing(self) -> bool:
        """Is the person choosing in a private preview (a different decision from the table's)?"""
        return False

    def coach_blocked(self) -> bool:
        """A table's own moments without hints (start peeks on show, a confirmation)."""
        return False

    def coach_rects(self, action: Any) -> list[pygame.Rect]:
        """Where ``action`` is on the table (each game's own: a card, a button, a space)."""
        return []

    def coach_asking(self) -> None:
        """The person asks for a hint: a table sets its half-made choice aside first."""

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """What the coach's note should leave in sight besides what can be pressed (each
        game's own: where the pawns stand, say)."""
        return []

    # -- first-game tips (game/ui/table/tips.py; a game's hooks) --------------------------------
    def tip_for_now(self) -> str | None:
        """The id of a tip that fits this moment (FIRST_GAME_HINTS), or None."""
        return None

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        """What the tip points at on the table (a button, a card), or None (game/ui/hints.py)."""
        return None

    def tip_free_space(self) -> list[pygame.Rect]:
        """Table space with nothing on it at this moment, best first, where a tip may go.

        A table overrides this (its layout knows); by default there is none, and the tip
        goes over the top of the log's place, the log's newest lines below it.
        """
        return []

    def tip_avoid(self, target: pygame.Rect) -> list[pygame.Rect]:
        """What the tip's arrow must stay off (labels, buttons, the status line): here every
        button and card but what it points at; a table lists more of its own."""
        return [
            w.rect
            for w in self.widgets()
            if w.visible and not w.id.startswith("tip.") and not w.rect.colliderect(target)
        ]

    def tip_place(self, text: str) -> pygame.Rect | None:
        """Where a table puts the bubble for ``text`` itself (None: free space, else the log)."""
        return None

    @property
    def tip(self) -> str | None:
        """The id of the first-game tip on show (tips.<id> in the game's text), or None."""
        return self.tips.current

    @tip.setter
    def tip(self, tip_id: str | None) -> None:
        self.tips.current = tip_id

    def draw_tip(self, surface: pygame.Surface) -> None:
        if not self.chrome.logs.as_sheet():  # else over the table (draw_over)
            self.tips.draw(surface)

    # -- the pass screen's news (game/ui/table/news.py) -----------------------------------------
    def news_headline(self, entry: dict, seat: int) -> str | None:
        """A game's words for a log entry that must not be missed (None: an ordinary one)."""
        return None

    # -- undo (game/core/match.py: Session.undo; docs/architecture.md, "Undo") -------------------
    def after_undo(self) -> None:
        """Rebuild the shown table from the match (a table with more to reset extends it)."""
        self.effects.clear()
        self.tips.current = None  # unread; the guide picks the tip that fits the position now
        self.sync()
