"""What the Floriado table says: its status line and the spoken table's choices and position.

The status line names what the person points at before they act (what a card would add to
their pile, that a move would leave them out for the rest of the game, FL-8, where a facing
would let the pawn go); the spoken table (game/ui/table/spoken.py) offers the moves as
sentences. At the largest text a few lines have shorter words (``phone``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.games.floriado.cards import FACINGS, ROWS
from game.games.floriado.narrate import card_text, fmt, kind_name
from game.games.floriado.rules import Move, Pick
from game.games.floriado.ui.choice import Choice
from game.games.floriado.ui.layout import direction, side_dirs
from game.games.floriado.ui.reach import Reach
from game.games.floriado.ui.shown import Shown
from game.i18n import t, tn
from game.ui import theme

if TYPE_CHECKING:
    from game.games.floriado.ui.table import FloriadoTable

# Status lines too long for one line at phone size: their shorter words at the largest text.
PHONE_LINES = {
    "fl.status.stand": "fl.phone.stand",
    "fl.status.out_ask": "fl.phone.out_ask",
    "fl.status.facing_out": "fl.phone.facing_out",
    "fl.status.facing_out_ask": "fl.phone.facing_out_ask",
}


def phone(key: str) -> str:
    """``key``, or at the largest text its shorter phone form."""
    return PHONE_LINES.get(key, key) if theme.largest() else key


class Prompts:
    """The table's words for the person's choice; reads the table's reach, choice and picture,
    and of the table its seats and turn."""

    def __init__(self, table: FloriadoTable, reach: Reach, choice: Choice, shown: Shown) -> None:
        self.table, self.reach, self.choice, self.shown = table, reach, choice, shown

    def choices(self) -> list[tuple[str, Callable[[], None]]]:
        """The first turn in two steps, as on the table: a card, then the way to face (or the
        card put back); later, each card the pawn can reach, named for what it would do."""
        if not self.table.my_turn():
            return []
        seat = self.table.match.current_player
        assert seat is not None
        view = self.reach.view()
        out: list[tuple[str, Callable[[], None]]] = []
        if self.reach.first_turn():
            if self.choice.selected is None:
                spots = dict.fromkeys((a.row, a.col) for a in self.table.match.legal_actions())
                for row, col in spots:
                    card = view.card_at(row, col)
                    assert card is not None  # a first pick is of a card (FL-4)
                    words = card_text(card.to_json())
                    name = t("fl.speak.pick", card=words, row=row + 1, col=col + 1)
                    out.append((name, partial(self.select, row, col)))
                return out
            row, col = self.choice.selected
            for facing in FACINGS:
                action = Pick(row, col, facing)
                if action in self.table.match.legal_actions():
                    _, a, b = (t(f"fl.dir.{d}") for d in side_dirs(facing))
                    name = t("fl.status.facing_dir", dir=t(f"fl.dir.{facing}"), a=a, b=b)
                    if self.reach.leaves_out(action):
                        name = t("fl.speak.out", move=name)
                    out.append((name, partial(self.act, action)))
            out.append((t("fl.speak.back"), self.choice.cancel_selection))
            return out
        return [
            (self.move_words(a), partial(self.act, a)) for a in self.table.match.legal_actions()
        ]

    def move_words(self, action: Move) -> str:
        """ "Take 3 tulips, 2 spaces left: +4 → 12", and what follows if it leaves one out."""
        seat = self.table.match.current_player
        assert seat is not None
        view = self.reach.view()
        pawn, card = view.pawns[seat], view.card_at(action.row, action.col)
        assert pawn is not None and card is not None  # a move goes from the pawn to a card (FL-5)
        way = direction((pawn.row, pawn.col), (action.row, action.col)) or "up"
        steps = tn("fl.log.steps", abs(action.row - pawn.row) + abs(action.col - pawn.col))
        where = {"card": card_text(card.to_json()), "steps": steps, "dir": t(f"fl.dir.{way}")}
        if view.takes(seat, card):
            g, total = self.shown.gain(seat, card.to_json())
            name = t("fl.speak.take", gain=fmt(g), total=fmt(total), **where)
        else:
            name = t("fl.speak.stand", **where)
        return t("fl.speak.out", move=name) if self.reach.leaves_out(action) else name

    def select(self, row: int, col: int) -> None:
        if self.table.my_turn() and self.reach.first_turn():
            self.choice.selected = (row, col)

    def act(self, action: Move | Pick) -> None:
        """A move pressed in the spoken table: its name already said what it leaves."""
        if self.table.my_turn():
            self.choice.selected = None
            self.choice.out_warned = None
            self.table.perform(action)

    def position(self) -> list[str]:
        """Where the pawns stand and face, one's piles and everyone's revenue, then the
        field row by row."""
        view = self.reach.view()
        names = self.table.match.names
        lines = []
        for seat, pawn in enumerate(view.pawns):
            who = names[seat]
            if pawn is None:
                lines.append(t("fl.speak.no_pawn", name=who))
            else:
                where = {"row": pawn.row + 1, "col": pawn.col + 1}
                face = t(f"fl.dir.{pawn.facing}")
                key = "fl.speak.pawn_out" if view.out[seat] else "fl.speak.pawn"
                lines.append(t(key, name=who, dir=face, **where))
            piles = [
                t("fl.speak.pile", kind=kind_name(k), cards=", ".join(str(n) for n in pile))
                for k, pile in enumerate(view.piles[seat])
                if pile
            ]
            revenue = fmt(view.revenue[seat])
            lines.append(
                t("fl.speak.piles", name=who, piles="; ".join(piles) or "—", revenue=revenue)
            )
        for row in range(ROWS):
            cells = [
                t("fl.speak.empty") if card is None else card_text(card.to_json())
                for card in view.field[row]
            ]
            lines.append(t("fl.speak.row", row=row + 1, cells=", ".join(cells)))
        return lines

    def out_question(self) -> str | None:
        """After a first click on a move that leaves the person out: the question, while that
        card (or nothing else) is pointed at in the same position."""
        warned = self.choice.out_warned
        asked = warned[1] if warned is not None else None
        if warned is not None and warned[0] != self.table.match.version:
            return None  # asked about a position that has passed
        pointed = self.choice.preview_target()
        if isinstance(asked, Move) and pointed not in (None, (asked.row, asked.col)):
            return None  # pointing at another card: the line says what that one does
        if isinstance(asked, Pick):
            return t(phone("fl.status.facing_out_ask"), dir=t(f"fl.dir.{asked.facing}"))
        if isinstance(asked, Move):
            return t(phone("fl.status.out_ask"))
        return None

    def status(self) -> tuple[str, bool]:
        shared = self.table.status.turn("fl.status.over", "fl.status.bot", "fl.status.other")
        if shared is not None:
            return shared
        cur = self.table.match.current_player
        assert cur is not None  # status.turn answers for a finished game
        name = self.table.seat_name(cur)
        question = self.out_question()
        if question is not None:
            return question, True
        if self.choice.selected is not None:
            facing = self.choice.hovered_facing()
            if facing is not None:
                row, col = self.choice.selected
                if self.reach.leaves_out(Pick(row, col, facing)):
                    return t(phone("fl.status.facing_out"), dir=t(f"fl.dir.{facing}")), True
                _, a, b = (t(f"fl.dir.{d}") for d in side_dirs(facing))
                return t("fl.status.facing_dir", dir=t(f"fl.dir.{facing}"), a=a, b=b), False
            return t("fl.status.facing"), False
        target = self.choice.preview_target()
        if target is not None:
            card = self.shown.field[target[0]][target[1]] if self.shown.field else None
            if card is not None:
                take = self.reach.targets().get(target)
                if target in self.reach.dooms():  # what matters most: it leaves the person out
                    if take:
                        gain = fmt(self.shown.gain(cur, card)[0])
                        return t("fl.status.take_out", card=card_text(card), gain=gain), True
                    return t("fl.status.stand_out", card=card_text(card)), True
                if take:
                    g, total = self.shown.gain(cur, card)
                    return t(
                        "fl.status.take", card=card_text(card), gain=fmt(g), total=fmt(total)
                    ), False
                low = self.shown.piles[cur][card["kind"]][-1]
                return t(
                    phone("fl.status.stand"),
                    card=card_text(card),
                    kind_lower=kind_name(card["kind"]).lower(),
                    low=low,
                ), False
        if self.reach.first_turn():
            return t("fl.status.first", name=name), False
        other, view = 1 - cur, self.reach.view()
        if view.out[other]:
            return t("fl.status.move_alone", name=name, other=self.table.seat_name(other)), False
        pawn = view.pawns[cur]
        if pawn is None:
            return t("fl.status.move", name=name), False
        # The screen's directions, as the hint and the log say them (not the pawn's own).
        a, b, c = (t(f"fl.dir.{d}") for d in side_dirs(pawn.facing))
        return t("fl.status.move_dirs", name=name, a=a, b=b, c=c), False
