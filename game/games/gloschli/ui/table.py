"""The Gloschli table (RULES §2): rows of face-down creatures, deck, discard, powers, GLOSCHLI.

What the table shows (``self.shown.view``) is always the viewer's typed view — never the
state — so in hot seat nothing one player knows reaches another player's screen. It trails the
engine: each engine event (seen by the viewer) becomes a tween whose hooks patch the view in
``shown``; when the animations end, ``sync`` takes the viewer's view again.

Memory (GL-34): a card the viewer looks at shows its face for ``REVEAL`` seconds and turns face
down again, unless the table's "memory aid" is on (then known cards carry a small corner mark).
The two start peeks stay face up until the player hides them. Private faces show only while the
device belongs to the viewer (``private_ok``); a hot-seat table hides them on everyone else's
turn, and the pass-the-device screen comes between people.

This module wires the table to the base's hooks; the work is done by the parts it owns: the
picture (``shown``: shown.py), where things sit (``places``: places.py, over layout.py), the
person's choice click by click (``choice``: choice.py), the widgets (``controls``: controls.py,
the clickable pieces in pieces.py), its animator (motion.py), painter (paint.py, handed a
``Frame`` each frame: frame.py), prompts (prompts.py: the status line, tips, coach rings) and a
round's results read or not (``rounds``: rounds.py). Its answers to the shared table's parts
are its own: how events move (animation.py), its words (words.py, over
game/games/gloschli/narrate.py), the coach's (coaching.py) and the tips' (tipping.py), its
turns (turns.py: the start peeks) and undo (undo.py: a power's first pick).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

import game.games.gloschli.narrate as narrate
from game import matches
from game.core.match import Session
from game.games.gloschli.ui import layout
from game.games.gloschli.ui.animation import Motion
from game.games.gloschli.ui.choice import Choice
from game.games.gloschli.ui.coaching import TableCoaching
from game.games.gloschli.ui.controls import Controls
from game.games.gloschli.ui.frame import frame_of
from game.games.gloschli.ui.motion import Animator
from game.games.gloschli.ui.paint import Painter
from game.games.gloschli.ui.pieces import PileWidget, SeatWidget, SlotWidget
from game.games.gloschli.ui.places import Places
from game.games.gloschli.ui.prompts import Prompts
from game.games.gloschli.ui.results import GloschliResults
from game.games.gloschli.ui.rounds import Rounds
from game.games.gloschli.ui.shown import Shown
from game.games.gloschli.ui.tipping import TableTips
from game.games.gloschli.ui.turns import TableTurns
from game.games.gloschli.ui.undo import TableUndo
from game.games.gloschli.ui.words import TableWords
from game.games.gloschli.view import Card, View
from game.i18n import t
from game.ui import theme
from game.ui.table.base import MakeWay, TableScene
from game.ui.widgets import Widget


class GloschliTable(TableScene):
    name = "gloschli"
    spatial_focus = True  # arrows move to the nearest lit card or button; Enter acts
    results_class = GloschliResults  # at the game's end; each round's too (motion.py)
    silent_events = frozenset({"turn_ended"})  # the turn frame moves with the next view
    FLIGHT_ARC = 30
    CALLOUT_LIFE, CALLOUT_RISE = 1.5, 12  # callouts: [text, seat, seconds left]

    def __init__(self, app, match: matches.Match | Session, way: MakeWay | None = None) -> None:
        super().__init__(app, match, way)
        self._typed: tuple[tuple[int, int], View] | None = None  # the view, read once
        self.shown = Shown(self.view(), self.viewer)  # one picture for the table's life
        self.places = Places(self)  # where things sit (places.py)
        self.choice = Choice(self, self.shown)  # what a click means now (choice.py)
        self.painter = Painter(self, self.shown)
        self.animator = Animator(self, self.shown)
        self.prompts = Prompts(self, self.shown)
        self.rounds = Rounds(self)  # a round's results read or not (rounds.py)
        self.controls = Controls(self)  # the widgets (controls.py)
        self.ui_version = 0
        # The game's answers to the shared parts: animations, words, tips, the coach, the
        # turns (the start peeks) and undo (a power's first pick).
        self.animation = Motion(
            self.timeline, lambda: self.viewer, self.sync, self.animator, self.painter
        )
        self.words = TableWords(self.match, self.view)
        self.tipping = TableTips(self.tips, self.chrome, self.widgets, self.prompts)
        self.coaching = TableCoaching(self)
        self.turns = TableTurns(self)
        self.undo = TableUndo(self)

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> View:
        """The viewer's view, typed (game/games/gloschli/view.py): read once per change of the
        game or viewer; in a review every card is known (the match is omniscient)."""
        key = (self.match.version, self.viewer)
        if self._typed is None or self._typed[0] != key:
            self._typed = (key, View.of(self.seats.view()))
        return self._typed[1]

    def sync(self) -> None:
        shown = self.shown
        if self.viewer != shown.viewer:  # another person took the device
            shown.forget()
            shown.viewer = self.viewer
        shown.view = self.view()
        shown.masks.clear()
        shown.reveal_all = None
        self.choice.clear()
        self.ui_version += 1

    @property
    def memo_hold(self) -> bool:
        """Are the start peeks on show, waiting for their owner to hide them (GL-34)?"""
        return self.shown.memo_hold

    def private_ok(self) -> bool:
        """May the viewer's private knowledge be drawn now? (Hot seat: only on their turn.)"""
        if self.match.face_up:
            return True  # a review: the game is over
        if self.spectator:
            return False
        if not self.hot_seat or self.shown.reveal_all is not None:
            return True  # (the round's end: every card is on show)
        return self.match.current_player == self.viewer or self.shown.memo_hold

    def card_label(self, card: Card | dict[str, Any]) -> str:
        return narrate.card_label(card)

    # -- log (game/games/gloschli/narrate.py) -------------------------------------------------
    def enter(self) -> None:
        if not self.match.log:
            v = self.view()
            round_no, first = v.round, v.round_start_player
            if self.way.whole():  # its log from the first round (rebuilt as the table opens)
                round_no, first = 1, v.first_start_player
            entry = narrate.round_entry(round_no, self.seat_name(first), False)
            self.match.log.append(entry)
        super().enter()
        if not self.fresh and not self.match.is_over:
            self.rounds.reopen()

    # -- its parts: animator (motion.py), painter (paint.py), prompts (prompts.py) --------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, frame_of(self))

    def status_text(self) -> tuple[str, bool]:
        if self.hint_left > 0:  # a hint said now comes first
            return self.hint, True
        return self.prompts.status_text()

    # -- geometry (places.py, layout.py) ------------------------------------------------------
    def play_area(self) -> pygame.Rect:
        return layout.play_area(super().play_area())

    def on_empty_click(self, pos: tuple[int, int]) -> None:
        """A tap on a picture of the phone layout says its words in the status line."""
        words = self.legend_at(pos)
        if words:
            self.show_hint(words)

    def legend_at(self, pos: tuple[int, int]) -> str | None:
        """The phone's eye and "2/4" in the normal layout's words ("You know 2 of 4")."""
        if not theme.largest() or self.spectator or not self.private_ok():
            return None
        r = self.places.own_panel()  # the eye and its count: the panel's left under its name
        if not pygame.Rect(r.x, r.y + 50, 150, r.bottom - r.y - 50).collidepoint(pos):
            return None
        row = [c for c in self.view().slots[self.viewer] if c is not None]
        return t("gl.known", n=sum(1 for c in row if c.card is not None), of=len(row))

    # -- turns --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.shown.memo_hold:
            self.turns.run_timeline(dt)  # no bot, no turn change while the start peeks are on show
            self.voice.step()
        else:
            super().update(dt)
        self.effects.age(dt)
        self.shown.fade(dt, self.effects.fade_of(dt))

    # -- the spoken table (game/ui/table/spoken.py) -------------------------------------------
    def spoken_state(self) -> tuple:
        return (self.ui_version, self.shown.memo_hold)

    def spoken_choices(self) -> list[tuple[str, Callable[[], None]]]:
        """Hiding the first looks once remembered; else each legal move, named with what the
        seat knows of the cards in it (a power's steps come one list after another)."""
        if self.shown.memo_hold:
            return [] if self.timeline.busy else [(t("gl.speak.hide"), self.choice.hide_held)]
        if not self.my_turn():
            return []
        names = self.match.names
        view = self.view()
        return [
            (narrate.action_words(view, a.to_json(), names), self.choice.spoken_act(a))
            for a in self.match.legal_actions()
        ]

    # -- input: what a click means now (choice.py, controls.py) -----------------------------
    def wait_hint(self) -> str:
        """While another seat takes its first look (GL-17) the round has not begun: say who
        looks and who then starts, not "it is their move"."""
        cur = self.match.current_player
        if cur is not None and cur != self.viewer and not self.timeline.busy:
            v = self.view()
            if v.phase == "peek":
                first = self.seat_name(v.round_start_player)
                return t("gl.hint.wait_peek", name=self.seat_name(cur), first=first)
        return super().wait_hint()

    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, SlotWidget):
            self.show_hint(self.choice.slot_hint(widget.seat, widget.slot))
        elif not self.my_turn():
            self.show_hint(self.wait_hint())
        elif widget.id == "deck":
            self.show_hint(t("gl.hint.no_draw"))
        elif widget.id == "discard":
            self.show_hint(t("gl.hint.no_take"))

    def on_command(self, command: str) -> bool:
        if command == "back" and self.choice.first is not None:
            self.choice.back()  # a two-click move's first click taken back
            return True
        if super().on_command(command):
            return True
        if command.startswith("digit"):
            i = int(command[5:]) - 1
            if (self.viewer, i) in self.choice.targets():
                self.choice.on_slot(self.viewer, i)
            return True
        return False

    def default_focus(self, items: list[Widget]) -> Widget:
        """The keyboard focus starts on the first lit card, else the main button; never on
        GLOSCHLI! (a call is a choice, not the next step)."""
        lit = [w for w in items if isinstance(w, SlotWidget | PileWidget | SeatWidget)]
        lit = [w for w in lit if w.enabled]
        if lit:
            return lit[0]
        calm = [w for w in items if w.id not in ("gl.call", "gl.call_yes")] or items
        return super().default_focus(calm)

    def focus_command(self, command: str) -> None:
        """The first arrow shows the focus on the next sensible action (not the first widget
        in the list, which may be GLOSCHLI!); then arrows move as on every table."""
        ids = {w.id for w in self.widgets() if w.focusable and w.visible}
        if self.focus_id not in ids and command in ("up", "down", "left", "right"):
            home = self.controls.focus_home(self.controls.items)
            if home is not None:
                self.focus_id = home.id
                return
        super().focus_command(command)

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [(("1–9",), "gl.keys.digits")]

    # -- widgets (controls.py) -----------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        return self.controls.widgets()
