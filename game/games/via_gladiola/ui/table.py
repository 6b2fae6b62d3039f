"""The Via Gladiola table (RULES §1): walk pile with pace bands, hand, seats, day track, log.

What the table shows (``self.shown``) trails the engine: each engine event becomes a tween
whose start/end hooks move cards in ``shown``, so cards travel instead of jumping; when the
animations finish, ``sync`` makes ``shown`` equal the engine's view again.

This module wires the table: widgets, keys, tips and the status line. It owns the picture
(``shown``: shown.py), its animator (motion.py), its painter (paint.py, handed a ``Frame`` each
frame), what may be played and playing it (``plays``: plays.py) and the hand's sliding cards
(``hand``: hand.py); the geometry is in layout.py. Its answers to the shared table's parts
are its own: how events move (animation.py), its words (words.py, over ../narrate.py), the
tips' (tipping.py) and the coach's (coaching.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

import game.games.via_gladiola.narrate as narrate
from game.core.match import Session
from game.games.via_gladiola.cards import DAYS, GLADIOLA, Card
from game.games.via_gladiola.rules import Walk
from game.games.via_gladiola.ui import layout
from game.games.via_gladiola.ui.animation import Motion
from game.games.via_gladiola.ui.coaching import TableCoaching
from game.games.via_gladiola.ui.hand import Hand
from game.games.via_gladiola.ui.motion import Animator
from game.games.via_gladiola.ui.paint import Painter
from game.games.via_gladiola.ui.plays import Plays
from game.games.via_gladiola.ui.results import ViaGladiolaResults
from game.games.via_gladiola.ui.shown import Frame, HandCard, Shown
from game.games.via_gladiola.ui.tipping import TableTips
from game.games.via_gladiola.ui.words import TableWords
from game.games.via_gladiola.view import View
from game.i18n import t, tn
from game.matches import Match
from game.ui import draw, keymap, theme
from game.ui.table.base import MakeWay, TableScene
from game.ui.widgets import Button, Widget


def _draw_card_icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """Rest's icon on a phone: the card it draws."""
    draw.draw_icons(surface, (centre[0] + 2, centre[1]), 1, 28)


class ViaGladiolaTable(TableScene):
    name = "via_gladiola"
    spatial_focus = True  # arrows between the hand, the buttons and the top bar; Enter acts
    results_class = ViaGladiolaResults

    def __init__(self, app, match: Match | Session, way: MakeWay | None = None) -> None:
        super().__init__(app, match, way)
        # The picture on the table, one object for the table's life: the painter draws it,
        # the animator moves it.
        self.shown = Shown()
        self.painter = Painter(self, self.shown)
        self.animator = Animator(self, self.shown)
        self.plays = Plays(self)  # what may be played now, and playing it
        self.hand = Hand()  # where the hand's cards slide
        self.hand_widgets: list[HandCard] = []
        self._typed: tuple[tuple[int, int], View] | None = None  # the view, read once
        self.tips.on_top = True  # the first-game guide is drawn over the table (see draw)
        # The game's answers to the shared parts: animations, words, tips and the coach.
        self.animation = Motion(self, self.animator, self.seat_rects, self.effects)
        self.words = TableWords(self.match, self.seats, self.view)
        self.tipping = TableTips(self)
        self.coaching = TableCoaching(
            self.match, self.human_act, self.widgets, lambda: self.hand_widgets
        )

    @property
    def focus_card(self) -> int | None:
        """The hand card with the keyboard focus (one focus for cards and buttons)."""
        if self.focus_id and self.focus_id.startswith("hand."):
            return int(self.focus_id[5:])
        return None

    @focus_card.setter
    def focus_card(self, index: int | None) -> None:
        self.focus_id = None if index is None else f"hand.{index}"

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> View:
        """The viewer's view, typed (view.py): read once per change of the game or viewer."""
        key = (self.match.version, self.viewer)
        if self._typed is None or self._typed[0] != key:
            self._typed = (key, View.of(self.seats.view()))
        return self._typed[1]

    def sync(self) -> None:
        self.shown.sync(self.view())

    def card_label(self, card: Card | dict[str, Any]) -> str:
        return narrate.card_label(card)

    def enter(self) -> None:
        if not self.match.log:
            first = self.view().start_player  # (a finished game has no current player)
            self.match.log.append(narrate.start_entry(self.seat_name(first)))
        super().enter()

    # -- geometry (layout.py) ------------------------------------------------------------------
    def geo(self) -> dict:
        return layout.geo(self.play_area())

    def on_empty_click(self, pos: tuple[int, int]) -> None:
        """A tap on a picture of the phone layout says its words in the status line."""
        words = self.legend_at(pos)
        if words:
            self.show_hint(words)

    def legend_at(self, pos: tuple[int, int]) -> str | None:
        """The phone layout's pictures in the words of the normal one's captions."""
        if not theme.largest():
            return None
        g = self.geo()
        for day, chip in enumerate(g["chips"], 1):
            if chip.collidepoint(pos):
                return t("table.day", day=day)
        box = g["bands"]
        for draws in range(3):
            if layout.phone_band_rect(box, draws).collidepoint(pos):
                return f"{t('table.next_walk')} · {tn('table.draws', draws)}"
        places = [
            (g["pile"], "table.draw_pile"),
            (box, "table.next_walk"),
            (g["glads"], "table.gladiolas"),
            (layout.phone_total_rect(g), "table.hand_blisters"),
        ]
        return next((t(key) for rect, key in places if rect.collidepoint(pos)), None)

    def seat_rects(self) -> list[pygame.Rect]:
        return layout.seat_rects(self.play_area(), len(self.match.seats))

    def panel_card_rect(self, seat: int) -> pygame.Rect:
        return layout.panel_card_rect(self.seat_rects()[seat])

    def hand_target(self, card: Card | None, hand: list[Card]) -> pygame.Rect:
        """Where a card joining ``hand`` will sit."""
        return layout.hand_target(self.play_area(), card, hand)

    def revealed_hand(self, seat: int) -> list[Card] | None:
        """A review shows every other seat's hand on its panel (the viewer's is below)."""
        hands = self.view().hands
        if not self.match.face_up or seat == self.viewer or not hands or seat >= len(hands):
            return None
        return sorted(hands[seat], key=layout.sort_key)

    def shows_hand_of(self, seat: int) -> bool:
        return seat == self.viewer and self.seats.hand_visible()

    # -- input --------------------------------------------------------------------------------
    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, HandCard):
            self.show_hint(self.plays.card_hint(widget.card))
        elif widget.id == "gladiola":
            self.show_hint(self.plays.gladiola_hint() if self.my_turn() else self.wait_hint())
        elif widget.id == "rest":
            self.show_hint(self.wait_hint())

    def on_command(self, command: str) -> bool:
        if super().on_command(command):
            return True
        hand = self.shown.hand if self.seats.hand_visible() else []
        on_hand = self.focus_card is not None and self.focus_card < len(hand)
        if command == "rest":
            self.plays.rest()
        elif command == "gladiola":
            self.plays.lay_gladiola()
        elif command in ("left", "right") and hand and (on_hand or self.focus_id is None):
            d = -1 if command == "left" else 1
            focus = self.focus_card
            cur = focus if on_hand and focus is not None else (-1 if d > 0 else len(hand))
            # Arrows go only to cards that can be played now (none playable: every card, so
            # the hand can still be read and Enter says why a card is not allowed).
            ok = [w.index for w in self.hand_widgets if w.enabled] or list(range(len(hand)))
            ahead = [i for i in ok if (i - cur) * d > 0]
            if ahead:
                self.focus_card = min(ahead, key=lambda i: abs(i - cur))
            elif not on_hand:
                self.focus_card = ok[0]
        elif command.startswith("digit") and hand:
            i = int(command[5:]) - 1
            if i < len(hand):
                self.focus_card = i
        else:
            return False  # other arrows and Enter: the scene's spatial focus (game/ui/scene.py)
        return True

    def first_focus(self, items: list[Widget], command: str) -> Widget | None:
        """Nothing focused yet: any arrow or Enter starts on a card that can be played, else
        on Rest."""
        ok = [w for w in self.hand_widgets if w.enabled]
        return ok[0] if ok else next((w for w in items if w.id == "rest"), None)

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [
            ((*keymap.caps("left"), *keymap.caps("right"), "1–9"), "keys.vg.pick"),
            (keymap.caps("confirm")[:1], "keys.vg.play"),
            ((*keymap.caps("up"), *keymap.caps("down")), "keys.vg.updown"),
            (keymap.caps("via_gladiola.rest"), "keys.vg.rest"),
            (keymap.caps("via_gladiola.gladiola"), "keys.vg.gladiola"),
        ]

    # -- widgets ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        g = self.geo()
        ws: list[Widget] = list(self.hand_widgets)
        mine = self.my_turn()
        has_glad = any(c.kind == GLADIOLA for c in self.shown.hand)
        glad_ok = mine and self.view().day == DAYS and has_glad
        rest_rect, glad_rect = layout.button_rects(g)
        rest_icon: Callable[[pygame.Surface, tuple[int, int]], None] | None = None
        if theme.largest():
            # The phone layout: one word each, bigger; the Rest button's card says "draw a
            # card", and the status line or a tap on the grey Gladiola says the rest.
            size, rest_sub, glad_sub = layout.PHONE_BUTTON_SIZE, "", ""
            rest_icon = _draw_card_icon
        else:
            size, rest_sub = 22, t("table.rest_sub")
            glad_sub = (
                tn("table.gladiola_sub_now", self.plays.best_gladiola_blisters())
                if glad_ok
                else t("table.gladiola_sub", day=DAYS)
            )
        if self.spectator:  # a watcher plays nothing: no Rest, no Gladiola to grey out
            ws.extend(self.chrome_widgets())
            return ws
        ws.append(
            Button(
                "rest",
                rest_rect,
                t("table.rest"),
                self.plays.rest,
                "primary",
                mine,
                size,
                icon=rest_icon,
                sub=rest_sub,
                key=keymap.first_cap("via_gladiola.rest"),
            )
        )
        ws.append(
            Button(
                "gladiola",
                glad_rect,
                t("table.gladiola"),
                self.plays.lay_gladiola,
                "secondary",
                glad_ok,
                size,
                icon=lambda s, c: draw.gladiola(s, (c[0], c[1] + 18), 38),
                sub=glad_sub,
                key=keymap.first_cap("via_gladiola.gladiola"),
            )
        )
        ws.extend(self.chrome_widgets())  # Menu, sound, "?" (rules) and the key list
        return ws

    def update(self, dt: float) -> None:
        super().update(dt)
        self.effects.age(dt)
        hand = self.shown.hand if self.seats.hand_visible() else []
        k = 1.0 if self.app.settings.skip else min(1.0, dt * 14)
        self.hand_widgets = self.hand.lay_out(
            hand, self.play_area(), self.plays.playable(), k, self
        )

    # -- status -------------------------------------------------------------------------------
    def status_text(self) -> tuple[str, bool]:
        shared = self.status.turn("status.over", "status.bot", "status.other")
        if shared is not None:
            return shared
        cur = self.match.current_player
        assert cur is not None  # status.turn answers for a finished game
        name = self.seat_name(cur)
        hover = self.widget_at(self.pointer)
        if hover is None and self.focus_id is not None:  # the keyboard focus previews too
            hover = next((w for w in self.widgets() if w.id == self.focus_id), None)
        if isinstance(hover, HandCard) and hover.enabled:
            if hover.card.kind == GLADIOLA:
                return tn("status.lay_gladiola", hover.card.blisters), False
            return t("status.walk_preview", km=hover.card.value, n=hover.draws), False
        if hover is not None and hover.id == "rest":
            return t("status.rest_preview"), False
        if hover is not None and hover.id == "gladiola" and hover.enabled:
            return tn("status.lay_gladiola", self.plays.best_gladiola_blisters()), False
        day4 = self.view().day == DAYS and any(c.kind == GLADIOLA for c in self.shown.hand)
        if not any(isinstance(a, Walk) for a in self.match.legal_actions()):
            key = "status.your_turn_rest_day4" if day4 else "status.your_turn_rest"
            return t(key, name=name), False  # never "walk" with no card that can
        return t("status.your_turn_day4" if day4 else "status.your_turn", name=name), False

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.frame(surface)

    def frame(self) -> Frame:
        """What the painter draws this frame besides the picture (read once per frame)."""
        n = len(self.match.seats)
        visible = self.seats.hand_visible()
        return Frame(
            shown=self.shown,
            g=self.geo(),
            play_area=self.play_area(),
            seat_rects=self.seat_rects(),
            seats=self.match.seats,
            current=self.match.current_player,
            viewer=self.viewer,
            viewer_name="" if visible or self.spectator else self.seat_name(self.viewer),
            hot_seat=self.hot_seat,
            spectator=self.spectator,
            thinking=tuple(self.thinking(i) for i in range(n)),
            revealed=tuple(self.revealed_hand(i) for i in range(n)),
            hand_visible=visible,
            my_turn=self.my_turn(),
            hand=self.hand_widgets,
            focus_card=self.focus_card,
            log_open=self.app.settings.log_open,
            review_step=self.match.face_up and self.match.version,
        )
