"""The status line of an online table when the room has something to say of the turn: a bot
playing a person's seat ("played by a bot"), the time left on the turn clock, and how many
watch. None leaves the line to the game (this seat's turn, a bot of its own, the end). And
each seat's badge on its own panel: "played by a bot" and its clock's time left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import t, tn

MINUTE, HOUR, DAY = 60, 3600, 86400


def time_words(seconds: float) -> str:
    """Time left on a turn clock: "4:07" under an hour, then hours, then days."""
    left = max(0, int(seconds))
    if left < HOUR:
        return f"{left // MINUTE}:{left % MINUTE:02d}"
    if left < 2 * DAY:
        return tn("online.hours", left // HOUR)
    return tn("online.days", left // DAY)


def turn_line(match: Any, name_of: Callable[[int], str]) -> tuple[str, bool] | None:
    """The line for another seat's turn in an online game, or None (the game's own)."""
    cur = match.current_player
    if cur is None or match.is_over or cur == match.conn.seat:
        return None
    name = name_of(cur)
    if match.standin(cur) is not None:
        words = t("online.standin_turn", name=name)
    elif match.seats[cur].is_bot:
        return None  # the game's own "… is thinking"
    else:
        words = t("online.waiting", name=name)
        left = match.time_left(cur)
        if left is not None:
            words += " · " + t("online.time_left", time=time_words(left))
    if match.watchers:
        words += " · " + tn("online.watching", match.watchers)
    return words, False


def seat_badge(match: Any, seat: int) -> str | None:
    """The badge on ``seat``'s panel, for every viewer: "played by a bot" while a stand-in
    plays the person's seat, else the time left on its clock (a room with a clock); None."""
    if match.is_over or not 0 <= seat < len(match.seats) or match.seats[seat].is_bot:
        return None
    if match.standin(seat) is not None:
        return t("online.standin_badge")
    left = match.time_left(seat)
    return None if left is None else t("online.time_left", time=time_words(left))
