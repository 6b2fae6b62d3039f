"""The status line's cases every table shares (:class:`Status`, owned by the table as
``table.status``): a hint on show, the game's end, a bot or another person to act (online:
waiting for them, or saying they have left). A table's own status line asks it first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import t

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


class Status:
    """The shared cases of one table's status line, in the table's own text keys."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def turn(self, over: str, bot: str, other: str) -> tuple[str, bool] | None:
        """The status line's cases every table shares (a hint on show, the end, a bot or
        another person to act), with the table's own text keys; None on the viewer's turn."""
        table = self.table
        if table.hint_left > 0:
            return table.hint, True
        match = table.match
        cur = match.current_player
        if cur is None:
            return t(over), False
        name = table.seat_name(cur)
        if match.seats[cur].is_bot:
            return t(bot, name=name), False
        if not match.at_device(cur) or not table.my_turn():
            return self.other_turn(cur, other), False
        why = table.coach.status()  # a coach hint stays until the person acts
        return (why, True) if why is not None else None

    def other_turn(self, cur: int, other: str) -> str:
        """The status while person ``cur`` (not a bot) is to act and it is not the viewer's
        turn: online, waiting for them (or saying they have left); else the table's ``other``."""
        name = self.table.seat_name(cur)
        if not self.table.match.at_device(cur):  # another person, on their own device
            return t("online.away_turn" if self.away(cur) else "online.waiting", name=name)
        return t(other, name=name)

    def away(self, seat: int) -> bool:
        """Online: has the person at ``seat`` left (no device of theirs connected)?"""
        return self.table.way.away(seat)
