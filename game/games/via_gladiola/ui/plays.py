"""The Via Gladiola table's moves: the cards that may be played now, a card's play, Rest and
the Gladiola button, and in words why a move is not allowed now (VG-9, VG-11).

The table owns one :class:`Plays`; its hand cards, buttons and keys call it. It names the table
class for its types only, so the imports that run go one way: the table imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.via_gladiola.cards import DAYS, GLADIOLA, MAX_STEP, Card, draws_for
from game.games.via_gladiola.rules import LayGladiola, Rest, Walk
from game.i18n import t

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable


class Plays:
    """What the person may play now and playing it, through the table's ``human_act``."""

    def __init__(self, table: ViaGladiolaTable) -> None:
        self.table = table

    def playable(self) -> dict[Card, int | None]:
        """Card -> draws (None for a Gladiola) for every legal card play now."""
        if not self.table.my_turn():
            return {}
        out: dict[Card, int | None] = {}
        top = self.table.view().top
        for a in self.table.match.legal_actions():
            if isinstance(a, Walk):
                out[a.card] = draws_for(a.card.km - top)
            elif isinstance(a, LayGladiola):
                out[a.card] = None
        return out

    def play_card(self, card: Card) -> None:
        action = LayGladiola(card) if card.kind == GLADIOLA else Walk(card)
        self.table.human_act(action)
        self.table.focus_card = None

    def rest(self) -> None:
        self.table.human_act(Rest())

    def lay_gladiola(self) -> None:
        glads = [a for a in self.table.match.legal_actions() if isinstance(a, LayGladiola)]
        if not self.table.my_turn():
            self.table.show_hint(self.table.wait_hint())
        elif not glads:
            self.table.show_hint(self.gladiola_hint())
        else:
            # The button lays the Gladiola with the most blisters: the one worth shedding.
            self.table.human_act(max(glads, key=lambda a: a.card.blisters))

    def best_gladiola_blisters(self) -> int:
        return max((c.blisters for c in self.table.shown.hand if c.kind == GLADIOLA), default=0)

    def gladiola_hint(self) -> str:
        if self.table.view().day != DAYS:
            return t("hint.gladiola_day4", day=DAYS)
        return t("hint.no_gladiola")

    def card_hint(self, card: Card) -> str:
        if not self.table.my_turn():
            return self.table.wait_hint()
        if card.kind == GLADIOLA:
            return self.gladiola_hint()
        top = self.table.view().top
        if card.km <= top:
            return t("hint.too_low", top=top)
        return t("hint.too_far", km=card.km, top=top, step=MAX_STEP)
