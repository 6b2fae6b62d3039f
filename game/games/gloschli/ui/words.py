"""Gloschli's words at its table (the shared :class:`Words`' answers): the log's entries, the
spoken table's position and the pass screen's headline (../narrate.py)."""

from __future__ import annotations

from collections.abc import Callable

import game.games.gloschli.narrate as narrate
from game.games.gloschli.view import View
from game.i18n import t
from game.matches import Match
from game.ui.table.words import Words


class TableWords(Words):
    """The words of a Gloschli table, read from its match and typed view."""

    def __init__(self, match: Match, view: Callable[[], View]) -> None:
        self.match, self.view = match, view

    def log_entries(self, events: list) -> list[dict]:
        return narrate.log_entries(events, self.match.names)

    def position(self) -> list[str]:
        return narrate.position_words(self.view(), self.match.names)

    def headline(self, entry: dict, seat: int) -> str | None:
        """The pass screen: a call by somebody else means this is the last turn (GL-22)."""
        if entry.get("key") == "gl.log.called" and self.match.current_player == seat:
            return t("gl.news.called", name=entry.get("args", {}).get("name", ""))
        return None
