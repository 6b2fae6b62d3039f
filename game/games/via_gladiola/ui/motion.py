"""The Via Gladiola table in motion: engine events become tweens and card flights.

The table owns an :class:`Animator`. Each handler adds steps to the table's timeline; their
start and end hooks move cards in the table's ``Shown`` so cards travel instead of jumping, and
the last step syncs ``shown`` with the engine. ``handlers`` names them, event type -> method,
for the shared ``animate`` (game/ui/table/base.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.via_gladiola.cards import DAYS, Card, start_card
from game.games.via_gladiola.rules import (
    CardsDrawn,
    DayEnded,
    GameEnded,
    GladiolaLaid,
    PileRecycled,
    Rested,
    Walked,
)
from game.games.via_gladiola.ui.layout import CARD_HAND, CARD_MINI, hand_keys, sort_key
from game.games.via_gladiola.ui.shown import Handler, Shown
from game.games.via_gladiola.view import Day, Laid
from game.i18n import t
from game.ui.tween import Tween, ease_in_out, ease_out

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable


class Animator:
    """The table's animations: ``deal`` and one handler per event type that shows
    (``handlers``; events not named there change nothing on the table)."""

    def __init__(self, table: ViaGladiolaTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.handlers: dict[str, Handler] = {
            "walked": self.walked,
            "rested": self.rested,
            "cards_drawn": self.cards_drawn,
            "gladiola_laid": self.gladiola_laid,
            "pile_recycled": self.pile_recycled,
            "day_ended": self.day_ended,
            "game_ended": self.game_ended,
        }

    def fly(self, tween: Tween, card, src, dst, flip=False, day=None) -> None:
        self.table.effects.fly(tween, card, src, dst, flip, look=day)

    # -- the deal ---------------------------------------------------------------------------------
    def deal(self) -> None:
        view = self.table.view()
        n = len(view.hand_sizes)  # one per seat
        final = list(view.hand)
        self.shown.hand = []
        self.shown.hand_sizes = [0] * n
        self.shown.draw_pile = view.draw_pile + sum(view.hand_sizes)
        tweens = []
        order = [(r, s) for r in range(max(view.hand_sizes)) for s in range(n)]
        for i, (r, s) in enumerate(order):
            if r >= view.hand_sizes[s]:
                continue
            card = final[r] if self.table.shows_hand_of(s) and r < len(final) else None
            tw = Tween(0.26, delay=i * 0.05)
            tw.on_start = self._deal_start(tw, s, card)
            tw.on_end = self._deal_end(s, card)
            tweens.append(tw)
        self.table.timeline.add_step(*tweens)
        self.table.timeline.add_step(Tween(0.0, on_end=self.table.sync))
        self.table.app.sound.play("shuffle")

    def _deal_start(self, tw: Tween, seat: int, card: Card | None) -> Callable[[], None]:
        def go() -> None:
            self.shown.draw_pile -= 1
            dst = (
                self.table.hand_target(card, self.shown.hand)
                if card
                else self.table.panel_card_rect(seat)
            )
            self.fly(tw, card, self.table.geo()["pile"], dst, flip=card is not None)
            self.table.app.sound.play("deal")

        return go

    def _deal_end(self, seat: int, card: Card | None) -> Callable[[], None]:
        def go() -> None:
            self.shown.hand_sizes[seat] += 1
            if card is not None:
                self.shown.hand = sorted(self.shown.hand + [card], key=sort_key)

        return go

    # -- engine events (dispatched by game/ui/table/base.py: TableScene.animate) -------------
    def _src_rect(self, seat: int, card: Card) -> pygame.Rect:
        if self.table.shows_hand_of(seat):
            keys = hand_keys(self.shown.hand)
            for i, c in enumerate(self.shown.hand):
                if c == card and keys[i] in self.table.hand.pos:
                    x, y = self.table.hand.pos[keys[i]]
                    return pygame.Rect(round(x), round(y), *CARD_HAND)
        return self.table.panel_card_rect(seat)

    def _take(self, seat: int, card: Card) -> None:
        self.shown.hand_sizes[seat] = max(0, self.shown.hand_sizes[seat] - 1)
        if self.table.shows_hand_of(seat) and card in self.shown.hand:
            self.shown.hand.remove(card)

    def walked(self, ev: Walked) -> None:
        card = ev.card
        tw = Tween(0.32, ease=ease_out)

        def start() -> None:
            src = self._src_rect(ev.seat, card)
            self._take(ev.seat, card)
            self.fly(
                tw, card, src, self.table.geo()["top"], flip=not self.table.shows_hand_of(ev.seat)
            )
            self.table.app.sound.play("play")

        def end() -> None:
            self.shown.walk_pile.append(card)
            self.table.effects.callouts.append([f"{card.value} km", ev.seat, 1.2])

        tw.on_start, tw.on_end = start, end
        self.table.timeline.add_step(tw)

    def rested(self, ev: Rested) -> None:
        def start() -> None:
            self.table.effects.callouts.append([t("table.callout_rest"), ev.seat, 1.3])

        self.table.timeline.add_step(Tween(0.2, on_start=start))

    def cards_drawn(self, ev: CardsDrawn) -> None:
        cards: list[Card | None] = list(ev.cards) if ev.cards else [None] * ev.count
        tweens = []
        for i, card in enumerate(cards):
            tw = Tween(0.3, delay=i * 0.12)
            tw.on_start = self._draw_start(tw, ev.seat, card)
            tw.on_end = self._draw_end(ev.seat, card)
            tweens.append(tw)
        self.table.timeline.add_step(*tweens)

    def _draw_start(self, tw: Tween, seat: int, card: Card | None) -> Callable[[], None]:
        def go() -> None:
            self.shown.draw_pile = max(0, self.shown.draw_pile - 1)
            if self.table.shows_hand_of(seat):
                dst = self.table.hand_target(card, self.shown.hand)
            else:
                dst = self.table.panel_card_rect(seat)
            face = card if self.table.shows_hand_of(seat) else None
            self.fly(tw, face, self.table.geo()["pile"], dst, flip=face is not None)
            self.table.app.sound.play("draw")

        return go

    def _draw_end(self, seat: int, card: Card | None) -> Callable[[], None]:
        def go() -> None:
            self.shown.hand_sizes[seat] += 1
            if card is not None and self.table.shows_hand_of(seat):
                self.shown.hand = sorted(self.shown.hand + [card], key=sort_key)

        return go

    def gladiola_laid(self, ev: GladiolaLaid) -> None:
        card = ev.card
        tw = Tween(0.36)

        def start() -> None:
            src = self._src_rect(ev.seat, card)
            self._take(ev.seat, card)
            g = self.table.geo()["glads"]
            dst = pygame.Rect(0, 0, *CARD_MINI)
            dst.center = (g.centerx, g.y + 120)
            self.fly(tw, card, src, dst)
            self.table.app.sound.play("play")

        def end() -> None:
            self.shown.gladiolas.append(Laid(ev.seat, card))

        tw.on_start, tw.on_end = start, end
        self.table.timeline.add_step(tw)

    def pile_recycled(self, ev: PileRecycled) -> None:
        g = self.table.geo()
        chip = g["chips"][ev.day - 1]
        tweens = []
        shown_n = min(6, max(1, ev.count))
        for i in range(shown_n):
            tw = Tween(0.3, delay=i * 0.07, ease=ease_in_out)
            src = pygame.Rect(0, 0, *CARD_MINI)
            src.center = chip.center

            def start(tw=tw, src=src, first=i == 0) -> None:
                if first:  # VG-14: the day keeps only its start card
                    self.shown.completed = [
                        Day(d.day, d.cards[:1], True) if d.day == ev.day else d
                        for d in self.shown.completed
                    ]
                    self.table.app.sound.play("shuffle")
                self.fly(tw, None, src, self.table.geo()["pile"])

            tw.on_start = start
            tweens.append(tw)
        tweens[-1].on_end = lambda: setattr(
            self.shown, "draw_pile", self.shown.draw_pile + ev.count
        )
        self.table.timeline.add_step(*tweens)

    def day_ended(self, ev: DayEnded) -> None:
        tw = Tween(1.2, ease=ease_in_out)

        def start() -> None:
            self.table.effects.banner = [t("table.day_done", day=ev.day), 1.6]
            self.table.app.sound.play("day_end")
            if ev.day < DAYS:
                pile = self.shown.walk_pile
                chip = self.table.geo()["chips"][ev.day - 1]
                dst = pygame.Rect(0, 0, *CARD_MINI)
                dst.center = chip.center
                if pile:
                    self.fly(tw, pile[-1], self.table.geo()["top"], dst)
                self.shown.completed.append(Day(ev.day, tuple(pile), False))
                self.shown.walk_pile = []

        def end() -> None:
            if ev.day < DAYS:
                self.shown.day = ev.day + 1
                self.shown.walk_pile = [start_card(ev.day + 1)]

        tw.on_start, tw.on_end = start, end
        self.table.timeline.add_step(tw)

    def game_ended(self, ev: GameEnded) -> None:
        def start() -> None:
            self.table.effects.banner = [t(f"table.end.{ev.reason}"), 1.8]

        self.table.timeline.add_step(Tween(0.8, on_start=start))
