"""A game's words for its table (:class:`Words`, owned by the table as ``table.words``): the
log's entries for the engine's events, a move named for the spoken table, the position as the
seat sees it, and the pass screen's headlines. A game answers in its ``ui`` folder (its words
themselves are its narrate.py)."""

from __future__ import annotations

from typing import Any


class Words:
    """A table with no words of its own: an empty log, moves named as they print."""

    def log_entries(self, events: list) -> list[dict]:
        """The log's entries for ``events`` (a game's narrate.py)."""
        return []

    def action(self, action: Any) -> str:
        """A move named for the spoken table's button ("Walk 27 km, draw 1 card")."""
        return str(action)

    def position(self) -> list[str]:
        """The position in the game's words, as the seat sees it (the spoken table's summary)."""
        return []

    def headline(self, entry: dict, seat: int) -> str | None:
        """A game's words for a log entry that must not be missed (None: an ordinary one)."""
        return None
