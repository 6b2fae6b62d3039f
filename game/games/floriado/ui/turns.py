"""Floriado's turns (the shared :class:`Turns`): no pass-the-device screen."""

from __future__ import annotations

from game.ui.table.turns import Turns


class TableTurns(Turns):
    """The turns of a Floriado table."""

    def check_pass(self) -> None:
        """Hot seat: Floriado hides nothing (FL-11), so no pass-the-device screen is needed;
        the table simply turns to whoever is to move (the status line names them)."""
        table = self.table
        cur = table.match.current_player
        if cur is None or not table.match.acts_here(cur) or table.app.top is not table:
            return
        if cur != table.viewer:
            table.match.viewer = cur
