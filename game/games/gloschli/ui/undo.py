"""Undo at a Gloschli table (the shared :class:`Undo`): a power taken back with its first pick
goes back to that power's choice, as it was shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.gloschli.rules import Discard
from game.ui.table.undo import Undo

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


class TableUndo(Undo):
    """The Undo of a Gloschli table."""

    def __init__(self, table: GloschliTable) -> None:
        super().__init__(table)
        self.gl = table

    def rebuild(self) -> None:
        table = self.gl
        table.shown.marks.clear()  # the marks over cards were for moves now taken back
        # A power's Discard went with its first pick (``commit``): taken back alone, it would
        # leave the power half-committed, without the Cancel its choice offered. Back to that
        # choice instead, as it was shown.
        power = Discard(use_power=True)
        v = table.view()
        first_step = v.phase == "power" and v.pending is not None and v.pending.step == 0
        session = table.way.session  # a game run here: its actions are known
        last = session.actions[-1] if session is not None and session.actions else None
        if (
            first_step
            and table.match.current_player == table.viewer
            and last == power.to_json()
            and table.match.undo(table.viewer)
        ):
            super().rebuild()
            table.choice.hold_power(table.match.preview(power))
            return
        super().rebuild()
