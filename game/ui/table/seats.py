"""The seats as a table shows them (:class:`Seats`, owned by the table as ``table.seats``):
the viewer's view, read once per change, whether people share the device or nobody plays
here, and whose hand may be drawn."""

from __future__ import annotations

from game.matches import Match


class Seats:
    """The viewer's seat at one table, read from its match."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self._view_key: tuple[int, int] | None = None
        self._view: dict = {}

    def view(self) -> dict:
        """The viewer's view, fetched once per change of the game or viewer (asked often)."""
        match = self.match
        key = (match.version, match.viewer)
        if key != self._view_key:
            self._view_key = key
            self._view = match.view(match.viewer)
        return self._view

    @property
    def hot_seat(self) -> bool:
        """Two or more people take turns at this device."""
        return len(self.match.humans) >= 2

    @property
    def spectator(self) -> bool:
        """Nobody plays here: the game is watched."""
        return not self.match.humans

    def hand_visible(self) -> bool:
        """Hot seat: a hand shows only on its owner's turn (the others may be looking); a
        review shows every hand its views hold."""
        match = self.match
        if match.face_up:
            return True
        if self.spectator:
            return False
        return not self.hot_seat or match.current_player == match.viewer
