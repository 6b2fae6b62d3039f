"""Floriado's animations: engine events become tweens that bring ``shown`` up to the engine.

``Shown`` is the picture on the table; each handler ``_anim_<event>`` queues a tween whose
start/end hooks change it (a pawn slides, a card flies to its pile, a callout rises), and the
table's ``sync`` makes it equal the engine's view again when the timeline is done.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from game.games.floriado.cards import COLS, PAYOUT, ROWS
from game.games.floriado.narrate import fmt
from game.i18n import t
from game.ui.tween import Tween, ease_in_out, ease_out


@dataclass
class Shown:
    """The picture on the table; catches up with the engine through animations."""

    field: list[list[dict | None]] = dc_field(default_factory=list)
    pawns: list[dict | None] = dc_field(default_factory=lambda: [None, None])
    piles: list[list[list[int]]] = dc_field(
        default_factory=lambda: [[[] for _ in range(5)] for _ in range(2)]
    )
    out: list[bool] = dc_field(default_factory=lambda: [False, False])

    @classmethod
    def from_view(cls, view: dict) -> Shown:
        return cls(
            [list(row) for row in view["field"]],
            [dict(p) if p else None for p in view["pawns"]],
            [[list(p) for p in seat] for seat in view["piles"]],
            list(view["out"]),
        )

    def revenue(self, seat: int) -> float:
        return sum(PAYOUT[len(p)] for p in self.piles[seat])

    def cards(self, seat: int) -> int:
        return sum(len(p) for p in self.piles[seat])

    def left(self) -> int:
        return sum(1 for row in self.field for c in row if c is not None)


class PawnSlide:
    """A pawn moving in a straight line (or dropping onto its first space)."""

    def __init__(self, tween: Tween, seat: int, src, dst, facing: str, drop: bool = False):
        self.tween, self.seat, self.src, self.dst = tween, seat, src, dst
        self.facing, self.drop = facing, drop


class FloriadoMotion:
    """The animation handlers of :class:`~game.games.floriado.ui.table.FloriadoTable` (a mixin:
    they read and change the table's ``shown``, ``slides``, ``flights``, callouts, banner;
    ``animate`` calls them, in game/ui/table/effects.py)."""

    banner: list[Any] | None  # game/ui/table/effects.py

    def animate_deal(self) -> None:
        view = self.view()
        self.shown = Shown.from_view(view)
        tweens = []
        for r in range(ROWS):
            for c in range(COLS):
                if view["field"][r][c] is None:
                    continue
                tw = Tween(0.22, delay=(r * COLS + c) * 0.014 + c * 0.01, ease=ease_out)
                self.appear[(r, c)] = tw
                tweens.append(tw)
        if tweens:
            self.timeline.add_step(*tweens)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))
        self.app.sound.play("shuffle")

    def _anim_picked(self, ev) -> None:
        tw = Tween(0.3, ease=ease_out)
        spot = (ev.row, ev.col)
        slide = PawnSlide(tw, ev.seat, spot, spot, ev.facing, drop=True)

        def start() -> None:
            self.slides.append(slide)
            self.app.sound.play("deal")

        def end() -> None:
            if slide in self.slides:
                self.slides.remove(slide)
            self.shown.pawns[ev.seat] = {"row": ev.row, "col": ev.col, "facing": ev.facing}

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_moved(self, ev) -> None:
        tw = Tween(0.3, ease=ease_in_out)
        slide = PawnSlide(tw, ev.seat, (ev.from_row, ev.from_col), (ev.row, ev.col), ev.facing)

        def start() -> None:
            self.shown.pawns[ev.seat] = None  # drawn by the slide while it runs
            self.slides.append(slide)
            self.app.sound.play("deal")

        def end() -> None:
            if slide in self.slides:
                self.slides.remove(slide)
            self.shown.pawns[ev.seat] = {"row": ev.row, "col": ev.col, "facing": ev.facing}
            self.trails[ev.seat] = ((ev.from_row, ev.from_col), (ev.row, ev.col))

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_card_taken(self, ev) -> None:
        card = ev.card.to_json()
        tw = Tween(0.32, ease=ease_out)

        def start() -> None:
            pawn = self.shown.pawns[ev.seat]
            if pawn is None:
                return
            r, c = pawn["row"], pawn["col"]
            if self.shown.field and self.shown.field[r][c] is not None:
                self.shown.field[r][c] = None
            index = len(self.shown.piles[ev.seat][card["kind"]])
            dst = self.chip_rect(ev.seat, card["kind"], index)
            self.fly(tw, card, self.tile_rect(r, c), dst)
            self.app.sound.play("play")

        def end() -> None:
            pile = self.shown.piles[ev.seat][card["kind"]]
            before = self.shown.revenue(ev.seat)
            pile.append(card["flowers"])
            gain = self.shown.revenue(ev.seat) - before
            row = self.pile_row(ev.seat, card["kind"])
            self.callouts.append(
                [
                    t("fl.table.callout_take", gain=fmt(gain)),
                    (row.centerx + 24, row.centery),
                    1.1,
                    None,
                ]
            )

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_card_left(self, ev) -> None:
        def start() -> None:
            pawn = self.shown.pawns[ev.seat]
            if pawn is not None:
                rect = self.tile_rect(pawn["row"], pawn["col"])
                self.callouts.append(
                    [t("fl.table.callout_left"), (rect.centerx, rect.y + 4), 1.3, None]
                )
            self.app.sound.play("hint")

        self.timeline.add_step(Tween(0.35, on_start=start))

    def _anim_player_out(self, ev) -> None:
        def start() -> None:
            self.shown.out[ev.seat] = True
            self.banner = [t("fl.table.callout_out", name=self.seat_name(ev.seat)), 1.4]
            self.app.sound.play("day_end")

        self.timeline.add_step(Tween(0.7, on_start=start))

    def _anim_game_ended(self, ev) -> None:
        def start() -> None:
            self.banner = [t(f"fl.table.end.{ev.reason}"), 1.8]

        self.timeline.add_step(Tween(0.8, on_start=start))

    def tick_revenue(self, dt: float) -> None:
        """Revenue counters count up to the piles' worth (in quarters), never jump."""
        targets = [self.shown.revenue(seat) for seat in range(2)]
        if len(self.rev_shown) != 2:
            self.rev_shown = targets
            return
        for seat, goal in enumerate(targets):
            cur = self.rev_shown[seat]
            if cur == goal:
                continue
            step = max(0.25, abs(goal - cur) * min(1.0, dt * 8))
            cur = min(goal, cur + step) if goal > cur else max(goal, cur - step)
            cur = round(cur * 4) / 4  # revenues are whole quarters: 0.75, 2, 12.75
            self.rev_shown[seat] = goal if abs(goal - cur) < 0.25 or dt >= 1 else cur
