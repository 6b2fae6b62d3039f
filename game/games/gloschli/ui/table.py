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

This module wires the table: what a click or key means now, its widgets. It owns the picture
(``shown``: shown.py), its animator (motion.py), painter (paint.py) and prompts (prompts.py:
the status line, tips, coach rings); the geometry is in layout.py, the clickable pieces in
pieces.py, the log's words in game/games/gloschli/narrate.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

import game.games.gloschli.narrate as narrate
from game import matches
from game.core.match import Session
from game.games.gloschli.cards import FACES
from game.games.gloschli.narrate import power_name
from game.games.gloschli.rules import (
    Call,
    Discard,
    Draw,
    EndTurn,
    Keep,
    MatchDiscard,
    Pass,
    Pick,
    PickSeat,
    StartPeek,
    SwapInto,
    TakeDiscard,
)
from game.games.gloschli.ui import art, layout
from game.games.gloschli.ui.motion import Animator
from game.games.gloschli.ui.paint import Painter
from game.games.gloschli.ui.pieces import PileWidget, SeatWidget, SlotWidget
from game.games.gloschli.ui.prompts import Prompts
from game.games.gloschli.ui.results import GloschliResults
from game.games.gloschli.ui.shown import FLIP, REVEAL, Place, Shown
from game.games.gloschli.view import Breakdown, Card, View
from game.i18n import t
from game.storage import game_key
from game.ui import theme
from game.ui.scene import PRESS_GUARD
from game.ui.table.base import MakeWay, TableScene
from game.ui.table.effects import Flight
from game.ui.widgets import Button, Widget

ROUND_READ = "round_read"  # the game and round whose results were last read (Next round)


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
        self.painter = Painter(self, self.shown)
        self.animator = Animator(self, self.shown)
        self.prompts = Prompts(self, self.shown)
        self.mode: str | None = None  # "take" | "match" while choosing the slot
        self.confirm = False  # the GLOSCHLI confirmation is open
        # A power chosen but not yet committed: the engine state after its
        # Discard, to find the targets; the Discard is applied with the first target picked,
        # so until then "Cancel" goes back to the choice (nothing was done).
        self.power_preview: tuple[dict[str, Any], list[Any]] | None = None  # (view, legal)
        self._wkey: tuple | None = None
        self._wlist: list[Widget] = []
        self.ui_version = 0

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> View:
        """The viewer's view, typed (game/games/gloschli/view.py): read once per change of the
        game or viewer; in a review every card is known (the match is omniscient)."""
        key = (self.match.version, self.viewer)
        if self._typed is None or self._typed[0] != key:
            self._typed = (key, View.of(self.seat_view()))
        return self._typed[1]

    def sync(self) -> None:
        shown = self.shown
        if self.viewer != shown.viewer:  # another person took the device
            shown.forget()
            shown.viewer = self.viewer
        shown.view = self.view()
        shown.masks.clear()
        shown.reveal_all = None
        self.mode = None
        self.confirm = False
        self.power_preview = None
        self.ui_version += 1

    def after_undo(self) -> None:
        self.shown.marks.clear()  # the marks over cards were for moves now taken back
        # A power's Discard went with its first pick (``commit``): taken back alone, it would
        # leave the power half-committed, without the Cancel its choice offered. Back to that
        # choice instead, as it was shown.
        power = Discard(use_power=True)
        v = self.view()
        first_step = v.phase == "power" and v.pending is not None and v.pending.step == 0
        session = self.way.session  # a game run here: its actions are known
        last = session.actions[-1] if session is not None and session.actions else None
        if (
            first_step
            and self.match.current_player == self.viewer
            and last == power.to_json()
            and self.match.undo(self.viewer)
        ):
            super().after_undo()
            preview = self.match.preview(power)
            if preview is not None and preview[1] and preview[0]["phase"] == "power":
                self.power_preview = preview
            return
        super().after_undo()

    @property
    def bottom(self) -> int:
        return self.viewer

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
            self.reopen_round_results()

    def reopen_round_results(self) -> None:
        """A game continued after leaving at a round's results (the engine is in the next
        round already): they show again first, unless read with Next round."""
        last = self.view().last_round
        session = self.way.session  # a game run here (online and a review keep no such mark)
        if not last or session is None or not self.way.plays:
            return
        ends = [e for e in self.match.log if e.get("key") == "gl.log.round_end"]
        if not ends or ends[-1]["args"].get("round") != last.round:
            return
        if self.app.storage.load(game_key(session.game, ROUND_READ)) == self.round_mark(last):
            return
        self.app.push(GloschliResults(self.app, self, last, final=False))

    def round_mark(self, breakdown: Breakdown) -> dict[str, Any]:
        session = self.way.session
        return {"gid": session.gid if session else None, "round": breakdown.round}

    def round_read(self) -> None:
        """The round's results were read (Next round): a continued game does not show them."""
        last = self.view().last_round
        session = self.way.session
        if last and session is not None:
            self.app.storage.save(game_key(session.game, ROUND_READ), self.round_mark(last))

    def log_entries(self, events: list) -> list[dict]:
        return narrate.log_entries(events, self.match.names)

    def news_headline(self, entry: dict, seat: int) -> str | None:
        """The pass screen: a call by somebody else means this is the last turn (GL-22)."""
        if entry.get("key") == "gl.log.called" and self.match.current_player == seat:
            return t("gl.news.called", name=entry.get("args", {}).get("name", ""))
        return None

    # -- its parts: animator (motion.py), painter (paint.py), prompts (prompts.py) --------------
    def animate_deal(self) -> None:
        self.animator.deal()

    def animate(self, events: list) -> None:
        # a round that ends the game opens the final results, not the round's
        self.animator.final_batch = any(e.type == "game_ended" for e in events)
        super().animate(events)

    def animation_for(self, event_type: str) -> Callable[[object], None] | None:
        return self.animator.handlers.get(event_type)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        self.painter.draw_flight(surface, flight)

    def draw_slot(self, surface: pygame.Surface, w: SlotWidget) -> None:
        self.painter.draw_slot(surface, w)

    def draw_deck(self, surface: pygame.Surface, w: PileWidget) -> None:
        self.painter.draw_deck(surface, w)

    def draw_discard(self, surface: pygame.Surface, w: PileWidget) -> None:
        self.painter.draw_discard(surface, w)

    def callout_at(self, seat: int) -> tuple[int, int]:
        return self.painter.callout_at(seat)

    def banner_colours(self, colour: tuple[int, int, int] | None = None) -> tuple[tuple, ...]:
        return self.painter.banner_colours(colour)

    def status_text(self) -> tuple[str, bool]:
        return self.prompts.status_text()

    def tip_for_now(self) -> str | None:
        return self.prompts.tip_for_now()

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        return self.prompts.tip_target(tip_id)

    def coach_rects(self, action) -> list[pygame.Rect]:
        return self.prompts.coach_rects(action)

    # -- the coach (game/ui/table/coach.py) ------------------------------------------------------
    def coach_choice(self) -> tuple[dict, list]:
        if self.power_preview is not None:  # a chosen power: the hint is for its first target
            return self.power_preview
        return super().coach_choice()

    def coach_previewing(self) -> bool:
        return self.power_preview is not None

    def bot_pause(self, seat: int) -> float:
        """A bot's look at its own first cards (GL-17) shows nothing to follow but a mark:
        every bot seat takes its start peeks at once, no pause between them."""
        if self.view().phase == "peek":
            return 0.0
        return super().bot_pause(seat)

    def coach_take(self, action) -> None:
        self.mode = None  # a chosen take or match gives way to the hinted move
        self.commit(action)
        self.ui_version += 1

    def coach_blocked(self) -> bool:
        return self.shown.memo_hold or self.confirm

    # -- geometry (layout.py) -----------------------------------------------------------------
    def play_area(self) -> pygame.Rect:
        return layout.play_area(super().play_area())

    def others(self) -> list[int]:
        return layout.others(self.bottom, len(self.match.seats))

    def panel_rects(self) -> dict[int, pygame.Rect]:
        return layout.panel_rects(self.play_area(), self.others())

    def own_panel(self) -> pygame.Rect:
        return layout.own_panel(self.play_area())

    def legend_at(self, pos: tuple[int, int]) -> str | None:
        """The phone's eye and "2/4" in the normal layout's words ("You know 2 of 4")."""
        if not theme.largest() or self.spectator or not self.private_ok():
            return None
        r = self.own_panel()  # the eye and its count: the panel's left under its name
        if not pygame.Rect(r.x, r.y + 50, 150, r.bottom - r.y - 50).collidepoint(pos):
            return None
        row = [c for c in self.view().slots[self.bottom] if c is not None]
        return t("gl.known", n=sum(1 for c in row if c.card is not None), of=len(row))

    def slot_rects(self, seat: int, n: int | None = None) -> list[pygame.Rect]:
        """Where the slots of ``seat`` sit (``n`` slots; default: as shown)."""
        if n is None:
            rows = self.shown.view.slots
            n = len(rows[seat]) if seat < len(rows) else 0
        panel = None if seat == self.bottom else self.panel_rects()[seat]
        return layout.slot_rects(n, self.play_area(), panel)

    def geo(self) -> layout.Geo:
        return layout.geo(self.play_area(), self.panel_rects())

    def place_rect(self, place: Place, n: int | None = None) -> pygame.Rect:
        if place[0] == "slot":
            rects = self.slot_rects(place[1], n)
            return rects[min(place[2], len(rects) - 1)]
        return self.geo().pile(place[0])

    # -- turns --------------------------------------------------------------------------------
    def check_pass(self) -> None:
        if self.shown.memo_hold:
            return  # the start peeks stay on show until their owner hides them
        super().check_pass()

    def update(self, dt: float) -> None:
        if self.shown.memo_hold:
            self.run_timeline(dt)  # no bot, no turn change while the start peeks are on show
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
            return [] if self.timeline.busy else [(t("gl.speak.hide"), self.hide_held)]
        if not self.my_turn():
            return []
        names = self.match.names
        view = self.view()
        return [
            (narrate.action_words(view, a.to_json(), names), self.spoken_act(a))
            for a in self.match.legal_actions()
        ]

    def spoken_act(self, action) -> Callable[[], None]:
        def go() -> None:
            if self.my_turn():  # the table's own half-made choices give way to this one
                self.mode, self.confirm, self.power_preview = None, False, None
                self.perform(action)
                self.ui_version += 1

        return go

    def spoken_position(self) -> list[str]:
        return narrate.position_words(self.view(), self.match.names)

    def hide_held(self) -> None:
        """The player has memorized the start peeks: turn them face down (GL-34)."""
        shown = self.shown
        for place in shown.held:
            shown.reveal[place] = [REVEAL - FLIP, REVEAL]  # flip down
        shown.held.clear()
        shown.memo_hold = False
        self.ui_version += 1

    # -- input: what a click means now -------------------------------------------------------
    def targets(self) -> dict[tuple[int, int], object]:
        """(seat, slot) -> the action a click on that card makes now."""
        if not self.my_turn() or self.shown.memo_hold or self.confirm:
            return {}
        phase = self.phase()
        me = self.viewer
        out: dict[tuple[int, int], object] = {}
        for a in self.choice_legal():
            if isinstance(a, StartPeek):
                out[(me, a.slot)] = a
            elif isinstance(a, TakeDiscard) and self.mode == "take":
                out[(me, a.slot)] = a
            elif isinstance(a, MatchDiscard) and self.mode == "match":
                out[(me, a.slot)] = a
            elif isinstance(a, SwapInto):
                out[(me, a.slot)] = a
            elif isinstance(a, Pick):
                out[(a.seat, a.slot)] = a
            elif isinstance(a, PickSeat) and phase == "power":
                for i, c in enumerate(self.shown.view.slots[a.seat]):
                    if c is not None and not c.face_up:
                        out[(a.seat, i)] = a
        return out

    def legal_of(self, cls) -> list:
        if not self.my_turn():
            return []
        return [a for a in self.choice_legal() if isinstance(a, cls)]

    # -- a power chosen, not yet committed ------------------------------------------------------
    def choice_legal(self) -> list:
        """The actions the person chooses from: while a power is only chosen, those after its
        Discard (the match's private preview)."""
        return (
            self.power_preview[1] if self.power_preview is not None else self.match.legal_actions()
        )

    def phase(self) -> str:
        return "power" if self.power_preview is not None else self.shown.view.phase

    def choose_power(self) -> None:
        """The power button: show its targets; nothing is applied until one is picked."""
        acts = [a for a in self.legal_of(Discard) if a.use_power]
        if not acts or not self.my_turn() or self.app.time < self.ready_at:
            self.act_first(Discard, use_power=True)  # the hints of the usual path
            return
        preview = self.match.preview(acts[0])
        if preview is not None and preview[1] and preview[0]["phase"] == "power":
            self.power_preview = preview
            self.mode = None
            self.ready_at = self.app.time + PRESS_GUARD  # one press, one step
            self.ui_version += 1
        else:  # a power with nothing to pick (Glubschi looks at once): done now
            self.act_first(Discard, use_power=True)

    def cancel_power(self) -> None:
        self.power_preview = None
        self.ui_version += 1

    def commit(self, action) -> None:
        """Act; while a power is only chosen, its Discard first, then this first step."""
        if self.power_preview is None:
            self.human_act(action)
            return
        if not self.my_turn() or self.app.time < self.ready_at:
            self.human_act(action)  # the hint, or the double-click guard's silence
            return
        self.power_preview = None
        self.human_act(Discard(use_power=True))
        if action in self.match.legal_actions():
            self.perform(action)

    def on_slot(self, seat: int, slot: int) -> None:
        action = self.targets().get((seat, slot))
        if action is None:
            self.show_hint(self.slot_hint(seat, slot))
            return
        self.mode = None
        self.commit(action)
        self.ui_version += 1

    def on_seat(self, seat: int) -> None:
        acts = [a for a in self.legal_of(PickSeat) if a.seat == seat]
        if acts:
            self.commit(acts[0])

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

    def slot_hint(self, seat: int, slot: int) -> str:
        if not self.my_turn():
            return self.wait_hint()
        c = self.shown.cell(seat, slot)
        if c is not None and c.face_up:
            return t("gl.hint.chotzli_up")
        if seat in self.shown.view.protected:
            return t("gl.hint.protected", name=self.seat_name(seat))
        phase = self.phase()
        if phase == "turn":
            return t("gl.hint.choose_first")
        if phase == "end":
            return t("gl.hint.end_first")
        if phase == "power":
            return t("gl.hint.not_target")
        return t("hint.not_legal")

    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, SlotWidget):
            self.show_hint(self.slot_hint(widget.seat, widget.slot))
        elif not self.my_turn():
            self.show_hint(self.wait_hint())
        elif widget.id == "deck":
            self.show_hint(t("gl.hint.no_draw"))
        elif widget.id == "discard":
            self.show_hint(t("gl.hint.no_take"))

    def draw_card(self) -> None:
        acts = self.legal_of(Draw)
        if acts:
            self.mode = None
            self.human_act(acts[0])
        else:
            self.show_hint(self.wait_hint() if not self.my_turn() else t("gl.hint.no_draw"))

    def set_mode(self, mode: str) -> None:
        if not self.my_turn():
            self.show_hint(self.wait_hint())
            return
        self.mode = None if self.mode == mode else mode
        if self.mode is not None and self.tip is not None:
            self.tip = None  # a turn's tip is about the choice just made: back (unseen) later
        self.ui_version += 1

    def act_first(self, cls, **match) -> None:
        for a in self.legal_of(cls):
            if all(getattr(a, k) == v for k, v in match.items()):
                self.mode = None
                self.commit(a)
                return
        self.show_hint(self.wait_hint() if not self.my_turn() else t("hint.not_legal"))

    def ask_call(self) -> None:
        if self.legal_of(Call):
            self.confirm = True
            self.ui_version += 1

    def do_call(self) -> None:
        self.confirm = False
        self.act_first(Call)

    def cancel_call(self) -> None:
        self.confirm = False
        self.ui_version += 1

    def on_command(self, command: str) -> bool:
        if command == "back" and self.confirm:
            self.cancel_call()
            return True
        if command == "back" and self.power_preview is not None:
            self.cancel_power()
            return True
        if command == "back" and self.mode:
            self.mode = None
            self.ui_version += 1
            return True
        if super().on_command(command):
            return True
        if command.startswith("digit"):
            i = int(command[5:]) - 1
            if (self.viewer, i) in self.targets():
                self.on_slot(self.viewer, i)
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
            home = self.focus_home(self._wlist)
            if home is not None:
                self.focus_id = home.id
                return
        super().focus_command(command)

    def focus_home(self, ws: list[Widget]) -> Widget | None:
        """Where the focus goes when its widget left (after a power, a move): the next sensible
        action on the table; None while nothing on the table can be done (an animation, a bot)."""
        chrome = {w.id for w in self.chrome_widgets()}  # top bar, log tab, tip: not a move
        acts = [w for w in ws if w.focusable and w.visible and w.enabled and w.id not in chrome]
        return self.default_focus(acts) if acts else None

    def keep_focus(self, ws: list[Widget]) -> None:
        """Only what can be done now takes the arrows' focus; a keyboard player's focus whose
        widget went away moves on to the next sensible action."""
        for w in ws:
            if not w.enabled:
                w.focusable = False
        if self.focus_id is None:
            return  # the mouse is in use: no focus to keep
        if any(w.id == self.focus_id and w.focusable for w in ws):
            return
        home = self.focus_home(ws)
        if home is not None:
            self.focus_id = home.id

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [(("1–9",), "gl.keys.digits")]

    # -- widgets ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        key = (
            self.app.frame,
            self.ui_version,
            self.power_preview is not None,
            self.match.actions_taken,
            self.timeline.busy,
            self.app.top is self,
            self.viewer,
            self.app.settings.log_open,
            self.tip,
            self.app.settings.hints,
        )
        if key != self._wkey:
            self._wkey = key
            self._wlist = self.build_widgets()
            self.keep_focus(self._wlist)
        return self._wlist

    def build_widgets(self) -> list[Widget]:
        g = self.geo()
        ws: list[Widget] = []
        mine = self.my_turn() and not self.shown.memo_hold
        phase = self.phase()
        targets = self.targets()
        if mine and phase == "power":
            for a in self.legal_of(PickSeat):
                if a.seat in self.panel_rects():
                    ws.append(SeatWidget(self, a.seat, self.panel_rects()[a.seat]))
        draw_ok = mine and bool(self.legal_of(Draw)) and not self.confirm
        take_ok = mine and bool(self.legal_of(TakeDiscard)) and not self.confirm
        ws.append(PileWidget(self, "deck", g.deck, draw_ok, self.draw_card))
        ws.append(PileWidget(self, "discard", g.discard, take_ok, lambda: self.set_mode("take")))
        for seat, row in enumerate(self.shown.view.slots):
            rects = self.slot_rects(seat)
            for i, _cell in enumerate(row):
                ok = (seat, i) in targets
                ws.append(SlotWidget(self, seat, i, rects[i], ok))
        ws.extend(self.action_buttons(g, mine))
        ws.extend(self.chrome_widgets())
        return ws

    def action_buttons(self, g: layout.Geo, mine: bool) -> list[Widget]:
        box = g.buttons
        x, w = box.x, box.w
        y = box.y + 6
        out: list[Widget] = []

        # On a phone three buttons (a turn's) share the column's height, one line each.
        phone_h = min(layout.PHONE_BUTTON_H, (box.h - 6 - 2 * 10) // 3)

        def add(wid, label, fn, style="secondary", enabled=True, sub="", icon=None, h=52):
            nonlocal y
            out.append(button(wid, (x, y, w, h), label, fn, style, enabled, sub, icon, phone_h))
            y += out[-1].rect.h + 10

        if self.confirm:  # "No" first: "Yes" never opens under the GLOSCHLI! button
            add("gl.call_no", t("gl.btn.call_no"), self.cancel_call, "ghost")
            add("gl.call_yes", t("gl.btn.call_yes"), self.do_call, "danger", h=58)
            return out
        if self.shown.memo_hold and not self.timeline.busy:
            add("gl.hide", t("gl.btn.hide"), self.hide_held, "primary", sub=t("gl.btn.hide_sub"))
            return out
        if not mine:
            return out
        phase = self.phase()
        if phase == "turn":
            self.turn_buttons(add)
        elif phase == "drawn":
            drawn = self.shown.view.drawn
            card = None if drawn is None else drawn.card
            power = [a for a in self.legal_of(Discard) if a.use_power]
            # "Discard it" first, for every card: a habitual click there never uses a power.
            add(
                "gl.discard",
                t("gl.btn.discard"),
                lambda: self.act_first(Discard, use_power=False),
                "secondary",
                sub=t("gl.btn.discard_sub"),
            )
            if card is not None and FACES[card.face].power:

                def icon(s, c, f=card.face):
                    pygame.draw.circle(s, theme.WHITE, c, 17)
                    if f in art.HEROES:
                        art.hero(s, f, c, 13)
                    else:
                        art.power_icon(s, f, c, 13)

                add(
                    "gl.power",
                    self.power_label(power_name(card.power), w),
                    self.choose_power,
                    "primary",
                    bool(power),
                    sub=t(f"gl.power_sub.{card.name}") if power else t("gl.btn.no_target"),
                    icon=icon,
                    h=58,
                )
        elif phase == "power":
            if self.power_preview is not None:  # not yet committed: back to the choice
                add(
                    "gl.power_cancel",
                    t("gl.btn.cancel"),
                    self.cancel_power,
                    "ghost",
                    sub=t("gl.btn.power_back"),
                )
            if self.legal_of(Keep):
                add(
                    "gl.keep",
                    t("gl.btn.keep"),
                    lambda: self.act_first(Keep),
                    "secondary",
                    sub=t("gl.btn.keep_sub"),
                )
        elif phase == "end":
            if self.legal_of(Call):
                add(
                    "gl.call",
                    t("gl.btn.call"),
                    self.ask_call,
                    "danger",
                    sub=t("gl.btn.call_sub"),
                    h=58,
                )
            add(
                "gl.end",
                t("gl.btn.end"),
                lambda: self.act_first(EndTurn),
                "primary",
                sub=t("gl.btn.end_sub"),
            )
        return out

    def power_label(self, power: str, width: int) -> str:
        """The power button's words: "Use: Strong eye"; on a phone, where that is wider than
        the room beside the icon at PHONE_TEXT, the power's name alone (the icon says "use")."""
        label = t("gl.btn.power", power=power)
        room = width - 64  # right of the icon (48) and its margin (16)
        if theme.largest() and theme.width(label, theme.PHONE_TEXT, "bold") > room:
            return power
        return label

    def turn_buttons(self, add: Callable[..., None]) -> None:
        """A turn's buttons (GL-19..21): Draw, Take and Match, or Pass when none is possible."""
        if self.legal_of(Pass):
            add("gl.pass", t("gl.btn.pass"), lambda: self.act_first(Pass), "primary")
            return
        add(
            "gl.draw",
            t("gl.btn.draw"),
            self.draw_card,
            "primary",
            bool(self.legal_of(Draw)),
            sub=t("gl.btn.draw_sub"),
        )
        top = self.shown.view.top
        label = "" if top is None else self.card_label(top)
        take_on = self.mode == "take"
        add(
            "gl.take",
            t("gl.btn.cancel") if take_on else t("gl.btn.take"),
            lambda: self.set_mode("take"),
            "ghost" if take_on else "secondary",
            bool(self.legal_of(TakeDiscard)),
            sub=t("gl.btn.take_sub", card=label) if not take_on else t("gl.btn.cancel_sub"),
        )
        match_on = self.mode == "match"
        add(
            "gl.match",
            t("gl.btn.cancel") if match_on else t("gl.btn.match"),
            lambda: self.set_mode("match"),
            "ghost" if match_on else "secondary",
            bool(self.legal_of(MatchDiscard)),
            sub=(
                t("gl.btn.match_sub", n=top.points)
                if top is not None and not match_on
                else t("gl.btn.cancel_sub")
            ),
        )


def button(wid, rect, label, fn, style, enabled, sub, icon, phone_h: int) -> Button:
    """One of the table's action buttons; on a phone one line at PHONE_TEXT, ``phone_h`` high
    (the status line says what its sub-label said)."""
    if theme.largest():
        rect = (*rect[:3], phone_h)
        return Button(wid, rect, label, fn, style, enabled, size=theme.PHONE_TEXT, icon=icon)
    return Button(wid, rect, label, fn, style, enabled, size=21, sub=sub, icon=icon)
