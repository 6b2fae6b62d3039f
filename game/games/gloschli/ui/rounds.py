"""A round's results seen, kept across leaving the game (:class:`Rounds`, owned by the table).

A game left at a round's results (the engine already in the next round) shows them again when
it is continued, unless they were read with Next round: the storage keeps the game and round
whose results were last read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.gloschli.ui.results import GloschliResults
from game.games.gloschli.view import Breakdown
from game.storage import game_key

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable

ROUND_READ = "round_read"  # the game and round whose results were last read (Next round)


class Rounds:
    """Reopens a round's unread results as a continued game opens (``reopen``) and marks them
    read (``read``, from the results' Next round)."""

    def __init__(self, table: GloschliTable) -> None:
        self.table = table

    def reopen(self) -> None:
        """A game continued after leaving at a round's results (the engine is in the next
        round already): they show again first, unless read with Next round."""
        last = self.table.view().last_round
        session = self.table.way.session  # a game run here (online and a review keep no such mark)
        if not last or session is None or not self.table.way.plays:
            return
        ends = [e for e in self.table.match.log if e.get("key") == "gl.log.round_end"]
        if not ends or ends[-1]["args"].get("round") != last.round:
            return
        if self.table.app.storage.load(game_key(session.game, ROUND_READ)) == self.mark(last):
            return
        self.table.app.push(GloschliResults(self.table.app, self.table, last, final=False))

    def mark(self, breakdown: Breakdown) -> dict[str, Any]:
        session = self.table.way.session
        return {"gid": session.gid if session else None, "round": breakdown.round}

    def read(self) -> None:
        """The round's results were read (Next round): a continued game does not show them."""
        last = self.table.view().last_round
        session = self.table.way.session
        if last and session is not None:
            self.table.app.storage.save(game_key(session.game, ROUND_READ), self.mark(last))
