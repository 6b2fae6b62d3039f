"""Gloschli's turns (the shared :class:`Turns`): the start peeks (GL-17, GL-34) hold the turn
until their owner hides them, and a bot's look at its own first cards has nothing to follow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.table.turns import Turns

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


class TableTurns(Turns):
    """The turns of a Gloschli table."""

    def __init__(self, table: GloschliTable) -> None:
        super().__init__(table)
        self.gl = table

    def bot_pause(self, seat: int) -> float:
        """A bot's look at its own first cards (GL-17) shows nothing to follow but a mark:
        every bot seat takes its start peeks at once, no pause between them."""
        if self.gl.view().phase == "peek":
            return 0.0
        return super().bot_pause(seat)

    def check_pass(self) -> None:
        if self.gl.shown.memo_hold:
            return  # the start peeks stay on show until their owner hides them
        super().check_pass()
