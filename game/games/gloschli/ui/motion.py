"""Gloschli's table in motion: engine events become tweens, card flights and banners.

The table owns an :class:`Animator`: the table base's ``animate`` (game/ui/table/base.py)
turns each event the viewer sees into its handler's timeline steps, whose hooks patch the
table's ``Shown`` (its ``view`` the viewer's typed view, replaced by patched copies), so the
picture trails the engine until ``sync`` takes the viewer's view again. The events carry cards
as JSON (the engine's form): they are read here. Flights, callouts and banners go to the
table's ``effects`` (game/ui/table/effects.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from game.games.gloschli.narrate import power_name
from game.games.gloschli.rules import (
    Called,
    CardsSwapped,
    DeckRecycled,
    DeckTopSeen,
    Discarded,
    Drew,
    GameEnded,
    IsbarSwapped,
    Matched,
    Peeked,
    PenaltyCard,
    PowerEnded,
    RoundEnded,
    RoundStarted,
    Stopped,
    SwappedIn,
    TookDiscard,
)
from game.games.gloschli.ui import art, palette
from game.games.gloschli.ui.results import GloschliResults
from game.games.gloschli.ui.shown import MARK_SECONDS, REVEAL, Handler, Place, Shown
from game.games.gloschli.view import Breakdown, Card, Drawn, Slot
from game.i18n import t
from game.ui import theme
from game.ui.tween import Tween, ease_in_out, ease_out

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


class Animator:
    """The table's animations: ``deal`` and one handler per event type that shows
    (``handlers``; the table's ``silent_events`` change nothing on screen)."""

    def __init__(self, table: GloschliTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.final_batch = False  # the events being animated end the game (set by the table)
        self.handlers: dict[str, Handler] = {
            "called": self.called,
            "cards_swapped": self.cards_swapped,
            "deck_recycled": self.deck_recycled,
            "deck_top_seen": self.deck_top_seen,
            "discarded": self.discarded,
            "drew": self.drew,
            "game_ended": self.game_ended,
            "isbar": self.isbar,
            "matched": self.matched,
            "peeked": self.peeked,
            "penalty_card": self.penalty_card,
            "power_ended": self.power_ended,
            "round_ended": self.round_ended,
            "round_started": self.round_started,
            "stop": self.stop,
            "swapped_in": self.swapped_in,
            "took_discard": self.took_discard,
        }

    def deal(self) -> None:
        self.shown.view = self.table.view()
        self._deal_step([len(r) for r in self.shown.view.slots])

    def _deal_step(self, sizes: list[int]) -> None:
        n = len(sizes)
        tweens = []
        order = [(r, s) for r in range(max(sizes)) for s in range(n)]
        k = 0
        for r, s in order:
            if r >= sizes[s]:
                continue
            place = ("slot", s, r)
            self.shown.masks.add(place)
            tw = Tween(0.26, delay=k * 0.06)
            k += 1
            tw.on_start = self._deal_start(tw, place)
            tw.on_end = self._unmask(place)
            tweens.append(tw)
        self.table.timeline.add_step(*tweens)
        self.table.timeline.add_step(Tween(0.0, on_end=self.table.sync))
        self.table.app.sound.play("shuffle")

    def _deal_start(self, tw: Tween, place: Place) -> Callable[[], None]:
        def go() -> None:
            self.table.effects.fly(
                tw, None, self.table.places.geo().deck, self.table.places.place_rect(place)
            )
            self.table.app.sound.play("deal")

        return go

    def _unmask(self, place: Place) -> Callable[[], None]:
        return lambda: self.shown.masks.discard(place)

    def _move(
        self,
        face: int | None,
        src: Place,
        dst: Place,
        flip: bool = False,
        private: bool = False,
        dur: float = 0.32,
        on_end: Callable[[], None] | None = None,
    ) -> Tween:
        """A step: a card flies from place ``src`` to place ``dst``."""
        tw = Tween(dur, ease=ease_out)

        def start() -> None:
            self.shown.masks.add(src)
            self.table.effects.fly(
                tw,
                face,
                self.table.places.place_rect(src),
                self.table.places.place_rect(dst),
                flip,
                private=private,
            )
            self.table.app.sound.play("play")

        def end() -> None:
            self.shown.masks.discard(src)
            if on_end:
                on_end()

        tw.on_start, tw.on_end = start, end
        return tw

    def peeked(self, ev: Peeked) -> None:
        place = ("slot", ev.target, ev.slot)
        mine = ev.seat == self.table.viewer and ev.card is not None
        # Start peeks stay up until their owner hides them: only a person (a table of bots
        # alone, watched, shows them as any other look and plays on).
        hold = ev.reason == "start" and not self.table.match.seats[self.table.viewer].is_bot

        def start() -> None:
            if mine:
                c = self.shown.cell(ev.target, ev.slot)
                if c is not None:
                    self.shown.put(ev.target, ev.slot, replace(c, card=Card.of(ev.card)))
                if hold:
                    self.shown.held.add(place)
                else:
                    self.shown.start_reveal(place, REVEAL + (0.6 if ev.reason == "glubschi" else 0))
                self.table.app.sound.play("draw")
            else:
                self.shown.marks.append([(ev.target, ev.slot), "look", MARK_SECONDS])
            if ev.reason == "start" and mine and self.shown.held:
                if self.table.view().peeks_left[self.table.viewer] == 0:
                    self.shown.memo_hold = True

        # Another seat's start peek is a mark that fades on its own: the next seat peeks at
        # once (all bot seats look at their first cards together).
        quick = ev.reason == "glubschi" or (ev.reason == "start" and not mine)
        self.table.timeline.add_step(Tween(0.08 if quick else 0.25, on_start=start))

    def deck_top_seen(self, ev: DeckTopSeen) -> None:
        def start() -> None:
            if ev.card is not None:
                self.shown.patch(deck_top=Card.of(ev.card))
                self.shown.start_reveal(("deck",))
            self.table.effects.callouts.append([t("gl.callout.deck_top"), ev.seat, 1.2])

        self.table.timeline.add_step(Tween(0.3, on_start=start))

    def drew(self, ev: Drew) -> None:
        card = None if ev.card is None else Card.of(ev.card)
        face = None if card is None else card.face

        def end() -> None:
            deck = max(0, self.shown.view.deck - 1)
            self.shown.patch(deck=deck, drawn=Drawn(ev.seat, card, (ev.seat,)))
            self.shown.masks.discard(("drawn",))

        self.shown.masks.add(("drawn",))
        tw = self._move(
            face, ("deck",), ("drawn",), flip=face is not None, private=True, on_end=end
        )
        self.table.timeline.add_step(tw)

    def discarded(self, ev: Discarded) -> None:
        card = Card.of(ev.card)
        face = card.face
        drawn = self.shown.view.drawn
        flip = drawn is None or drawn.card is None

        def end() -> None:
            self.shown.patch(drawn=None, discard=(*self.shown.view.discard, card))
            if ev.use_power and card.power != "none":
                self.table.effects.banner = [
                    t("gl.banner.power", power=power_name(card.power)),
                    1.1,
                    art.POWER_STYLE.get(face, ((0, 0, 0), theme.SUN))[1],
                ]

        self.table.timeline.add_step(
            self._move(face, ("drawn",), ("discard",), flip=flip, on_end=end)
        )

    def swapped_in(self, ev: SwappedIn) -> None:
        place = ("slot", ev.seat, ev.slot)
        card = None if ev.card is None else Card.of(ev.card)
        out = Card.of(ev.discarded)

        def end_in() -> None:
            self.shown.patch(drawn=None)
            if ev.slot < len(self.shown.view.slots[ev.seat]):
                self.shown.put(ev.seat, ev.slot, Slot(card, (ev.seat,), False))
            if ev.seat == self.table.viewer and card is not None:
                self.shown.start_reveal(place)

        def end_out() -> None:
            self.shown.patch(discard=(*self.shown.view.discard, out))

        new = None if card is None else card.face
        old = out.face
        a = self._move(new, ("drawn",), place, private=True, on_end=end_in)
        b = self._move(old, place, ("discard",), flip=True, on_end=end_out)
        self.table.timeline.add_step(a, b)

    def took_discard(self, ev: TookDiscard) -> None:
        place = ("slot", ev.seat, ev.slot)
        card, out = Card.of(ev.card), Card.of(ev.discarded)

        def end_in() -> None:
            if ev.slot < len(self.shown.view.slots[ev.seat]):
                everyone = tuple(range(len(self.table.match.seats)))
                self.shown.put(ev.seat, ev.slot, Slot(card, everyone, False))
            if ev.seat == self.table.viewer:
                self.shown.start_reveal(place)

        def end_out() -> None:
            self.shown.patch(discard=(*self.shown.view.discard, out))

        def start() -> None:
            self.shown.patch(discard=self.shown.view.discard[:-1])

        a = self._move(card.face, ("discard",), place, on_end=end_in)
        b = self._move(out.face, place, ("discard",), flip=True, on_end=end_out)
        self.table.timeline.add_step(
            Tween(0.0, on_start=start),
        )
        self.table.timeline.add_step(a, b)

    def matched(self, ev: Matched) -> None:
        place = ("slot", ev.seat, ev.slot)
        card = Card.of(ev.card)
        face = card.face
        if ev.success:

            def land() -> None:
                if ev.slot < len(self.shown.view.slots[ev.seat]):
                    self.shown.put(ev.seat, ev.slot, None)
                self.shown.patch(discard=(*self.shown.view.discard, card))
                self.table.effects.callouts.append([t("gl.callout.match"), ev.seat, 1.3])

            self.table.timeline.add_step(
                self._move(face, place, ("discard",), flip=True, on_end=land)
            )
            return
        # GL-21: shown to all, back to its place; a penalty card follows
        tw = Tween(1.3, ease=ease_in_out)

        def start() -> None:
            c = self.shown.cell(ev.seat, ev.slot)
            if c is not None:
                everyone = tuple(range(len(self.table.match.seats)))
                self.shown.put(ev.seat, ev.slot, replace(c, card=card, known_by=everyone))
            self.shown.start_reveal(place, 1.3)
            self.shown.public.add(place)
            self.shown.marks.append([(ev.seat, ev.slot), "cross", 1.3])
            self.table.effects.callouts.append([t("gl.callout.no_match"), ev.seat, 1.3])
            self.table.app.sound.play("hint")

        def end() -> None:
            self.shown.public.discard(place)

        tw.on_start, tw.on_end = start, end
        self.table.timeline.add_step(tw)

    def penalty_card(self, ev: PenaltyCard) -> None:
        place = ("slot", ev.seat, ev.slot)

        def start_mask() -> None:
            if ev.slot >= len(self.shown.view.slots[ev.seat]):  # a new place at the row's end
                self.shown.put(ev.seat, ev.slot, Slot(None, (), False))
            self.shown.masks.add(place)

        def end() -> None:
            self.shown.patch(deck=max(0, self.shown.view.deck - 1))

        self.table.timeline.add_step(Tween(0.0, on_start=start_mask))
        tw = self._move(None, ("deck",), place, on_end=end)
        self.table.timeline.add_step(tw)
        self.table.timeline.add_step(Tween(0.0, on_end=self._unmask(place)))

    def cards_swapped(self, ev: CardsSwapped) -> None:
        a = ("slot", ev.seat_a, ev.slot_a)
        b = ("slot", ev.seat_b, ev.slot_b)

        def followed(c: Slot | None) -> Slot | None:
            """GL-33: out of sight (Trick), only the actor follows the cards."""
            if c is None or ev.power != "trick":
                return c
            known = tuple(s for s in c.known_by if s == ev.seat)
            return replace(c, known_by=known, card=c.card if self.table.viewer == ev.seat else None)

        def end() -> None:
            slots = self.shown.view.slots
            ra, rb = slots[ev.seat_a], slots[ev.seat_b]
            if ev.slot_a < len(ra) and ev.slot_b < len(rb):
                ca, cb = ra[ev.slot_a], rb[ev.slot_b]
                self.shown.put(ev.seat_a, ev.slot_a, followed(cb))
                self.shown.put(ev.seat_b, ev.slot_b, followed(ca))
            self.shown.marks.append([(ev.seat_a, ev.slot_a), "swap", MARK_SECONDS])
            self.shown.marks.append([(ev.seat_b, ev.slot_b), "swap", MARK_SECONDS])

        t1 = self._move(None, a, b, dur=0.42)
        t2 = self._move(None, b, a, dur=0.42, on_end=end)
        self.table.timeline.add_step(t1, t2)

    def stop(self, ev: Stopped) -> None:
        tw = Tween(1.1)

        def start() -> None:
            c = self.shown.cell(ev.owner, ev.slot)
            if c is not None:
                self.shown.put(ev.owner, ev.slot, replace(c, card=Card(art.CHOTZLI), face_up=True))
            self.table.effects.banner = [
                t("gl.banner.stop", name=self.table.seat_name(ev.owner)),
                1.4,
                palette.RED,
            ]
            self.table.effects.callouts.append([t("gl.callout.stop"), ev.owner, 1.5])
            self.table.app.sound.play("hint")

        tw.on_start = start
        self.table.timeline.add_step(tw)

    def isbar(self, ev: IsbarSwapped) -> None:
        a, b = ev.seat, ev.target
        tweens = []
        ra = list(range(len(self.shown.view.slots[a])))
        rb = list(range(len(self.shown.view.slots[b])))
        for i in ra:
            c = self.shown.cell(a, i)
            if c is not None and not c.face_up:
                tweens.append(
                    self._move(None, ("slot", a, i), ("slot", b, min(i, max(rb or [0]))), dur=0.5)
                )
        for i in rb:
            c = self.shown.cell(b, i)
            if c is not None and not c.face_up:
                tweens.append(
                    self._move(None, ("slot", b, i), ("slot", a, min(i, max(ra or [0]))), dur=0.5)
                )

        def start() -> None:
            self.table.effects.banner = [
                t("gl.banner.isbar", a=self.table.seat_name(a), b=self.table.seat_name(b)),
                1.3,
                palette.LOOK_ACCENT,
            ]

        def end() -> None:
            self.shown.view = self.table.view()

        head = Tween(0.4, on_start=start)
        self.table.timeline.add_step(head)
        if tweens:
            last, then = tweens[-1], tweens[-1].on_end

            def finish() -> None:
                if then is not None:
                    then()
                end()

            last.on_end = finish
            self.table.timeline.add_step(*tweens)

    def power_ended(self, ev: PowerEnded) -> None:
        def start() -> None:
            self.table.effects.callouts.append([t("gl.callout.no_target"), ev.seat, 1.4])

        self.table.timeline.add_step(Tween(0.4, on_start=start))

    def called(self, ev: Called) -> None:
        tw = Tween(1.2)

        def start() -> None:
            self.table.effects.banner = [
                t("gl.banner.called", name=self.table.seat_name(ev.seat)),
                1.6,
                theme.SUN,
            ]
            self.table.effects.callouts.append([t("gl.callout.called"), ev.seat, 1.6])
            self.table.app.sound.play("day_end")

        tw.on_start = start
        self.table.timeline.add_step(tw)

    def deck_recycled(self, ev: DeckRecycled) -> None:
        def start() -> None:
            self.table.effects.banner = [t("gl.banner.recycled"), 1.0, theme.CREAM]
            self.table.app.sound.play("shuffle")
            self.shown.patch(discard=self.shown.view.discard[-1:], deck=ev.count)

        self.table.timeline.add_step(Tween(0.5, on_start=start))

    def round_ended(self, ev: RoundEnded) -> None:
        b = Breakdown.of(ev.breakdown)
        final = self.final_batch
        tw = Tween(1.6)

        def start() -> None:
            self.shown.reveal_all = [[c.face for c in row] for row in b.cards]
            self.table.effects.banner = [t("gl.banner.round_end", round=ev.round), 1.6, theme.SUN]
            self.table.app.sound.play("day_end")

        def end() -> None:
            if not final:
                self.table.app.push(GloschliResults(self.table.app, self.table, b, final=False))

        tw.on_start, tw.on_end = start, end
        self.table.timeline.add_step(tw)

    def round_started(self, ev: RoundStarted) -> None:
        def start() -> None:
            self.shown.reveal.clear()
            self.shown.held.clear()
            self.shown.reveal_all = None
            self.shown.view = self.table.view()
            for s, n in enumerate(ev.cards):
                for i in range(n):
                    self.shown.masks.add(("slot", s, i))

        self.table.timeline.add_step(Tween(0.0, on_start=start))
        sizes = list(ev.cards)
        tweens = []
        k = 0
        for r in range(max(sizes)):
            for s in range(len(sizes)):
                if r >= sizes[s]:
                    continue
                place = ("slot", s, r)
                tw = Tween(0.26, delay=k * 0.06)
                k += 1
                tw.on_start = self._deal_start(tw, place)
                tw.on_end = self._unmask(place)
                tweens.append(tw)
        self.table.timeline.add_step(*tweens)

    def game_ended(self, ev: GameEnded) -> None:
        names = " & ".join(self.table.seat_name(s) for s in ev.winners)

        def start() -> None:
            self.table.effects.banner = [t("gl.banner.game_end", names=names), 1.8, theme.SUN]

        self.table.timeline.add_step(Tween(0.9, on_start=start))
