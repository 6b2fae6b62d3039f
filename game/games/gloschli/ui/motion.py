"""Gloschli's table in motion: engine events become tweens, card flights and banners.

``Motion`` is mixed into :class:`~game.games.gloschli.ui.table.GloschliTable` and works on its
state: ``animate`` turns each event the viewer sees into timeline steps whose hooks patch
``shown`` (what the table shows, a copy of the viewer's view), so the picture trails the engine
until ``sync`` copies the view again. ``fade_effects`` counts down reveals, marks, callouts and
banners each frame. ``Flight``, ``fly`` and the ``animate`` dispatcher are the table base's
(game/ui/table/effects.py).
"""

from __future__ import annotations

from typing import Any

from game.games.gloschli.narrate import power_name
from game.games.gloschli.ui import art
from game.games.gloschli.ui.results import GloschliResults
from game.i18n import t
from game.ui import theme
from game.ui.tween import Tween, ease_in_out, ease_out

REVEAL = 2.0  # seconds a seen card stays face up (GL-34) unless the memory aid is on
FLIP = 0.2  # a flip's duration
MARK_SECONDS = 1.4


class Motion:
    """The table's animation handlers (a mixin: see the module's docstring)."""

    final_batch = False  # the events being animated end the game (set by animate)
    banner: list[Any] | None  # game/ui/table/effects.py
    reveal_all: list[list[int]] | None  # round end: every card, per seat

    def animate_deal(self) -> None:
        self.shown = self.fresh_view()
        self._deal_step([len(r) for r in self.shown["slots"]])

    def _deal_step(self, sizes: list[int]) -> None:
        n = len(sizes)
        tweens = []
        order = [(r, s) for r in range(max(sizes)) for s in range(n)]
        k = 0
        for r, s in order:
            if r >= sizes[s]:
                continue
            place = ("slot", s, r)
            self.masks.add(place)
            tw = Tween(0.26, delay=k * 0.06)
            k += 1
            tw.on_start = self._deal_start(tw, place)
            tw.on_end = self._unmask(place)
            tweens.append(tw)
        self.timeline.add_step(*tweens)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))
        self.app.sound.play("shuffle")

    def _deal_start(self, tw: Tween, place: tuple):
        def go() -> None:
            self.fly(tw, None, self.geo()["deck"], self.place_rect(place))
            self.app.sound.play("deal")

        return go

    def _unmask(self, place: tuple):
        return lambda: self.masks.discard(place)

    def animate(self, events: list) -> None:
        # a round that ends the game opens the final results, not the round's
        self.final_batch = any(e.type == "game_ended" for e in events)
        super().animate(events)  # type: ignore[misc]  # the table's Effects.animate

    def _move(self, face, src: tuple, dst: tuple, flip=False, private=False, dur=0.32, on_end=None):
        """A step: a card flies from place ``src`` to place ``dst``."""
        tw = Tween(dur, ease=ease_out)

        def start() -> None:
            self.masks.add(src)
            self.fly(tw, face, self.place_rect(src), self.place_rect(dst), flip, private=private)
            self.app.sound.play("play")

        def end() -> None:
            self.masks.discard(src)
            if on_end:
                on_end()

        tw.on_start, tw.on_end = start, end
        return tw

    def _anim_peeked(self, ev) -> None:
        place = ("slot", ev.target, ev.slot)
        mine = ev.seat == self.viewer and ev.card is not None

        def start() -> None:
            if mine:
                c = self.cell(ev.target, ev.slot)
                if c is not None:
                    c["card"] = ev.card
                if ev.reason == "start":
                    self.held.add(place)
                else:
                    self.start_reveal(place, REVEAL + (0.6 if ev.reason == "glubschi" else 0))
                self.app.sound.play("draw")
            else:
                self.marks.append([(ev.target, ev.slot), "look", MARK_SECONDS])
            if ev.reason == "start" and mine and self.view()["peeks_left"][self.viewer] == 0:
                if self.held:
                    self.memo_hold = True

        self.timeline.add_step(Tween(0.25 if ev.reason != "glubschi" else 0.08, on_start=start))

    def _anim_deck_top_seen(self, ev) -> None:
        def start() -> None:
            if ev.card is not None:
                self.shown["deck_top"] = ev.card
                self.start_reveal(("deck",))
            self.callouts.append([t("gl.callout.deck_top"), ev.seat, 1.2])

        self.timeline.add_step(Tween(0.3, on_start=start))

    def _anim_drew(self, ev) -> None:
        face = ev.card["face"] if ev.card is not None else None

        def end() -> None:
            self.shown["deck"] = max(0, self.shown["deck"] - 1)
            self.shown["drawn"] = {"seat": ev.seat, "card": ev.card, "known_by": [ev.seat]}
            self.masks.discard(("drawn",))

        self.masks.add(("drawn",))
        tw = self._move(
            face, ("deck",), ("drawn",), flip=face is not None, private=True, on_end=end
        )
        self.timeline.add_step(tw)

    def _anim_discarded(self, ev) -> None:
        face = ev.card["face"]
        flip = not (self.shown["drawn"] and self.shown["drawn"].get("card"))

        def end() -> None:
            self.shown["drawn"] = None
            self.shown["discard"].append(ev.card)
            if ev.use_power and ev.card["power"] not in ("none",):
                self.banner = [
                    t("gl.banner.power", power=power_name(ev.card["power"])),
                    1.1,
                    art.POWER_STYLE.get(face, ((0, 0, 0), theme.SUN))[1],
                ]

        self.timeline.add_step(self._move(face, ("drawn",), ("discard",), flip=flip, on_end=end))

    def _anim_swapped_in(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)
        new = ev.card["face"] if ev.card is not None else None
        old = ev.discarded["face"]

        def end_in() -> None:
            self.shown["drawn"] = None
            row = self.shown["slots"][ev.seat]
            if ev.slot < len(row):
                row[ev.slot] = {"card": ev.card, "known_by": [ev.seat], "face_up": False}
            if ev.seat == self.viewer and ev.card is not None:
                self.start_reveal(place)

        def end_out() -> None:
            self.shown["discard"].append(ev.discarded)

        a = self._move(new, ("drawn",), place, private=True, on_end=end_in)
        b = self._move(old, place, ("discard",), flip=True, on_end=end_out)
        self.timeline.add_step(a, b)

    def _anim_took_discard(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)

        def end_in() -> None:
            row = self.shown["slots"][ev.seat]
            if ev.slot < len(row):
                everyone = list(range(len(self.session.seats)))
                row[ev.slot] = {"card": ev.card, "known_by": everyone, "face_up": False}
            if ev.seat == self.viewer:
                self.start_reveal(place)

        def end_out() -> None:
            self.shown["discard"].append(ev.discarded)

        def start() -> None:
            if self.shown["discard"]:
                self.shown["discard"].pop()

        a = self._move(ev.card["face"], ("discard",), place, on_end=end_in)
        b = self._move(ev.discarded["face"], place, ("discard",), flip=True, on_end=end_out)
        self.timeline.add_step(
            Tween(0.0, on_start=start),
        )
        self.timeline.add_step(a, b)

    def _anim_matched(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)
        face = ev.card["face"]
        if ev.success:

            def land() -> None:
                row = self.shown["slots"][ev.seat]
                if ev.slot < len(row):
                    row[ev.slot] = None
                self.shown["discard"].append(ev.card)
                self.callouts.append([t("gl.callout.match"), ev.seat, 1.3])

            self.timeline.add_step(self._move(face, place, ("discard",), flip=True, on_end=land))
            return
        # GL-21: shown to all, back to its place; a penalty card follows
        tw = Tween(1.3, ease=ease_in_out)

        def start() -> None:
            c = self.cell(ev.seat, ev.slot)
            if c is not None:
                c["card"] = ev.card
                c["known_by"] = list(range(len(self.session.seats)))
            self.start_reveal(place, 1.3)
            self.shown_public.add(place)
            self.marks.append([(ev.seat, ev.slot), "cross", 1.3])
            self.callouts.append([t("gl.callout.no_match"), ev.seat, 1.3])
            self.app.sound.play("hint")

        def end() -> None:
            self.shown_public.discard(place)

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    @property
    def shown_public(self) -> set:
        if not hasattr(self, "_shown_public"):
            self._shown_public: set = set()
        return self._shown_public

    def _anim_penalty_card(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)
        row = self.shown["slots"][ev.seat]

        def start_mask() -> None:
            while len(row) <= ev.slot:
                row.append({"card": None, "known_by": [], "face_up": False})
            self.masks.add(place)

        def end() -> None:
            self.shown["deck"] = max(0, self.shown["deck"] - 1)

        self.timeline.add_step(Tween(0.0, on_start=start_mask))
        tw = self._move(None, ("deck",), place, on_end=end)
        self.timeline.add_step(tw)
        self.timeline.add_step(Tween(0.0, on_end=self._unmask(place)))

    def _anim_cards_swapped(self, ev) -> None:
        a = ("slot", ev.seat_a, ev.slot_a)
        b = ("slot", ev.seat_b, ev.slot_b)

        def end() -> None:
            ra, rb = self.shown["slots"][ev.seat_a], self.shown["slots"][ev.seat_b]
            if ev.slot_a < len(ra) and ev.slot_b < len(rb):
                ra[ev.slot_a], rb[ev.slot_b] = rb[ev.slot_b], ra[ev.slot_a]
                if ev.power == "trick":  # GL-33: out of sight, only the actor follows the cards
                    for c in (ra[ev.slot_a], rb[ev.slot_b]):
                        if c is not None:
                            c["known_by"] = [s for s in c["known_by"] if s == ev.seat]
                            c["card"] = c["card"] if self.viewer == ev.seat else None
            self.marks.append([(ev.seat_a, ev.slot_a), "swap", MARK_SECONDS])
            self.marks.append([(ev.seat_b, ev.slot_b), "swap", MARK_SECONDS])

        t1 = self._move(None, a, b, dur=0.42)
        t2 = self._move(None, b, a, dur=0.42, on_end=end)
        self.timeline.add_step(t1, t2)

    def _anim_stop(self, ev) -> None:
        tw = Tween(1.1)

        def start() -> None:
            c = self.cell(ev.owner, ev.slot)
            if c is not None:
                c["card"] = {"face": art.CHOTZLI}
                c["face_up"] = True
            self.banner = [t("gl.banner.stop", name=self.seat_name(ev.owner)), 1.4, art.RED]
            self.callouts.append([t("gl.callout.stop"), ev.owner, 1.5])
            self.app.sound.play("hint")

        tw.on_start = start
        self.timeline.add_step(tw)

    def _anim_isbar(self, ev) -> None:
        a, b = ev.seat, ev.target
        tweens = []
        ra = list(range(len(self.shown["slots"][a])))
        rb = list(range(len(self.shown["slots"][b])))
        for i in ra:
            if self.cell(a, i) is not None and not self.cell(a, i)["face_up"]:
                tweens.append(
                    self._move(None, ("slot", a, i), ("slot", b, min(i, max(rb or [0]))), dur=0.5)
                )
        for i in rb:
            if self.cell(b, i) is not None and not self.cell(b, i)["face_up"]:
                tweens.append(
                    self._move(None, ("slot", b, i), ("slot", a, min(i, max(ra or [0]))), dur=0.5)
                )

        def start() -> None:
            self.banner = [
                t("gl.banner.isbar", a=self.seat_name(a), b=self.seat_name(b)),
                1.3,
                (86, 180, 233),
            ]

        def end() -> None:
            self.shown = self.fresh_view()

        head = Tween(0.4, on_start=start)
        self.timeline.add_step(head)
        if tweens:
            last, then = tweens[-1], tweens[-1].on_end

            def finish() -> None:
                if then is not None:
                    then()
                end()

            last.on_end = finish
            self.timeline.add_step(*tweens)

    def _anim_power_ended(self, ev) -> None:
        def start() -> None:
            self.callouts.append([t("gl.callout.no_target"), ev.seat, 1.4])

        self.timeline.add_step(Tween(0.4, on_start=start))

    def _anim_called(self, ev) -> None:
        tw = Tween(1.2)

        def start() -> None:
            self.banner = [t("gl.banner.called", name=self.seat_name(ev.seat)), 1.6, theme.SUN]
            self.callouts.append([t("gl.callout.called"), ev.seat, 1.6])
            self.app.sound.play("day_end")

        tw.on_start = start
        self.timeline.add_step(tw)

    def _anim_deck_recycled(self, ev) -> None:
        def start() -> None:
            self.banner = [t("gl.banner.recycled"), 1.0, theme.CREAM]
            self.app.sound.play("shuffle")
            top = self.shown["discard"][-1:] if self.shown["discard"] else []
            self.shown["discard"] = top
            self.shown["deck"] = ev.count

        self.timeline.add_step(Tween(0.5, on_start=start))

    def _anim_round_ended(self, ev) -> None:
        b = ev.breakdown
        final = self.final_batch
        tw = Tween(1.6)

        def start() -> None:
            self.reveal_all = [[c["face"] for c in row] for row in b["cards"]]
            self.banner = [t("gl.banner.round_end", round=ev.round), 1.6, theme.SUN]
            self.app.sound.play("day_end")

        def end() -> None:
            if not final:
                self.app.push(GloschliResults(self.app, self, b, final=False))

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_round_started(self, ev) -> None:
        def start() -> None:
            self.reveal.clear()
            self.held.clear()
            self.reveal_all = None
            self.shown = self.fresh_view()
            for s, n in enumerate(ev.cards):
                for i in range(n):
                    self.masks.add(("slot", s, i))

        self.timeline.add_step(Tween(0.0, on_start=start))
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
        self.timeline.add_step(*tweens)

    def _anim_game_ended(self, ev) -> None:
        names = " & ".join(self.seat_name(s) for s in ev.winners)

        def start() -> None:
            self.banner = [t("gl.banner.game_end", names=names), 1.8, theme.SUN]

        self.timeline.add_step(Tween(0.9, on_start=start))

    def fade_effects(self, dt: float) -> None:
        """A frame passes for the flights, reveals, marks, callouts and the banner."""
        self.age_effects(dt)
        for place in list(self.reveal):
            r = self.reveal[place]
            r[0] += dt
            if r[0] >= r[1]:
                del self.reveal[place]
        fade = self.effect_fade(dt)
        for m in self.marks:
            m[2] -= fade
        self.marks = [m for m in self.marks if m[2] > 0]
