"""The bots at a table (:class:`Bots`, owned by the table as ``table.bots``): the bot to act
searches in each frame's spare time (in the match: ``think``), and its move is made once it is
decided and has been on show long enough to follow (its turns' ``bot_pause``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


class Bots:
    """The bot moves of one table: which is waited for, searched for and decided."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.wait = 0.0  # seconds the bot to act has been on show
        self._for: tuple[int, int] | None = None  # the bot move being waited for
        # The bot to search for in this frame's spare time (seat, match version), set by the
        # update that found the bot to act, and its move once decided: (seat, version, move).
        self.due: tuple[int, int] | None = None
        self.move: tuple[int, int, Any] | None = None

    def reset(self) -> None:
        """Forget the move waited for (an undo took the game back)."""
        self._for, self.wait = None, 0.0
        self.due = self.move = None

    def drive(self, seat: int, dt: float) -> None:
        """The bot's move, once its search (``think``, after the frame) has decided it and it
        has been shown long enough to follow."""
        match = self.table.match
        if self._for != (seat, match.actions_taken):
            self._for = (seat, match.actions_taken)
            self.wait = 0.0
        self.wait += dt
        pause = self.table.turns.bot_pause(seat)
        due = (seat, match.version)
        move = self.move
        if move is not None and move[:2] == due and self.wait >= pause:
            self._for = self.move = None
            self.table.perform(move[2])
            return
        self.due = due

    def think(self, seconds: float) -> bool:
        """The spare time after a frame: the bot to act searches (in the match); what it
        decides is made by a later ``drive``. False when no bot is to act in this frame."""
        due = self.due
        if due is None:
            return False
        match = self.table.match
        if due != (match.current_player, match.version):
            return True
        move = self.move
        if move is None or move[:2] != due:
            action = match.think(seconds, self.table.app.rng.randrange(1 << 30))
            if action is not None:
                self.move = (due[0], due[1], action)
        return True
