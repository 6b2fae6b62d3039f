"""Floriado's animations: engine events become tweens that bring the table's ``Shown`` up to
the engine.

The :class:`Animator` is owned by the table. Each handler (``handlers``: event type -> method)
queues a tween whose start/end hooks change the shown picture (a pawn slides, a card flies to
its pile, a callout rises); the table's ``sync`` makes it equal the engine's view again when
the timeline is done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.floriado.cards import COLS, ROWS
from game.games.floriado.narrate import fmt
from game.games.floriado.ui import layout
from game.games.floriado.ui.shown import Handler, PawnSlide, Shown
from game.i18n import t
from game.ui.tween import Tween, ease_in_out, ease_out

if TYPE_CHECKING:
    from game.games.floriado.ui.table import FloriadoTable


class Animator:
    """The table's animations: ``deal`` and one handler per event type that shows."""

    def __init__(self, table: FloriadoTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.handlers: dict[str, Handler] = {
            "picked": self.picked,
            "moved": self.moved,
            "card_taken": self.card_taken,
            "card_left": self.card_left,
            "player_out": self.player_out,
            "game_ended": self.game_ended,
        }

    def deal(self) -> None:
        table, shown = self.table, self.shown
        view = table.view()
        shown.sync(view)
        tweens = []
        for r in range(ROWS):
            for c in range(COLS):
                if view["field"][r][c] is None:
                    continue
                tw = Tween(0.22, delay=(r * COLS + c) * 0.014 + c * 0.01, ease=ease_out)
                shown.appear[(r, c)] = tw
                tweens.append(tw)
        if tweens:
            table.timeline.add_step(*tweens)
        table.timeline.add_step(Tween(0.0, on_end=table.sync))
        table.app.sound.play("shuffle")

    def picked(self, ev) -> None:
        table, shown = self.table, self.shown
        tw = Tween(0.3, ease=ease_out)
        spot = (ev.row, ev.col)
        slide = PawnSlide(tw, ev.seat, spot, spot, ev.facing, drop=True)

        def start() -> None:
            shown.slides.append(slide)
            table.app.sound.play("deal")

        def end() -> None:
            if slide in shown.slides:
                shown.slides.remove(slide)
            shown.pawns[ev.seat] = {"row": ev.row, "col": ev.col, "facing": ev.facing}

        tw.on_start, tw.on_end = start, end
        table.timeline.add_step(tw)

    def moved(self, ev) -> None:
        table, shown = self.table, self.shown
        tw = Tween(0.3, ease=ease_in_out)
        slide = PawnSlide(tw, ev.seat, (ev.from_row, ev.from_col), (ev.row, ev.col), ev.facing)

        def start() -> None:
            shown.pawns[ev.seat] = None  # drawn by the slide while it runs
            shown.slides.append(slide)
            table.app.sound.play("deal")

        def end() -> None:
            if slide in shown.slides:
                shown.slides.remove(slide)
            shown.pawns[ev.seat] = {"row": ev.row, "col": ev.col, "facing": ev.facing}
            shown.trails[ev.seat] = ((ev.from_row, ev.from_col), (ev.row, ev.col))

        tw.on_start, tw.on_end = start, end
        table.timeline.add_step(tw)

    def card_taken(self, ev) -> None:
        table, shown = self.table, self.shown
        card = ev.card.to_json()
        tw = Tween(0.32, ease=ease_out)

        def start() -> None:
            pawn = shown.pawns[ev.seat]
            if pawn is None:
                return
            r, c = pawn["row"], pawn["col"]
            if shown.field and shown.field[r][c] is not None:
                shown.field[r][c] = None
            index = len(shown.piles[ev.seat][card["kind"]])
            dst = layout.chip_rect(ev.seat, card["kind"], index)
            table.effects.fly(tw, card, layout.tile_rect(r, c), dst)
            table.app.sound.play("play")

        def end() -> None:
            pile = shown.piles[ev.seat][card["kind"]]
            before = shown.revenue(ev.seat)
            pile.append(card["flowers"])
            gain = shown.revenue(ev.seat) - before
            row = layout.pile_row(ev.seat, card["kind"])
            table.effects.callouts.append(
                [
                    t("fl.table.callout_take", gain=fmt(gain)),
                    (row.centerx + 24, row.centery),
                    1.1,
                    None,
                ]
            )

        tw.on_start, tw.on_end = start, end
        table.timeline.add_step(tw)

    def card_left(self, ev) -> None:
        table, shown = self.table, self.shown

        def start() -> None:
            pawn = shown.pawns[ev.seat]
            if pawn is not None:
                rect = layout.tile_rect(pawn["row"], pawn["col"])
                table.effects.callouts.append(
                    [t("fl.table.callout_left"), (rect.centerx, rect.y + layout.NUDGE), 1.3, None]
                )
            table.app.sound.play("hint")

        table.timeline.add_step(Tween(0.35, on_start=start))

    def player_out(self, ev) -> None:
        table, shown = self.table, self.shown

        def start() -> None:
            shown.out[ev.seat] = True
            table.effects.banner = [t("fl.table.callout_out", name=table.seat_name(ev.seat)), 1.4]
            table.app.sound.play("day_end")

        table.timeline.add_step(Tween(0.7, on_start=start))

    def game_ended(self, ev) -> None:
        table = self.table

        def start() -> None:
            table.effects.banner = [t(f"fl.table.end.{ev.reason}"), 1.8]

        table.timeline.add_step(Tween(0.8, on_start=start))
