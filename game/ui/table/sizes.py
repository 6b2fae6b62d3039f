"""The table chrome's sizes at the text size of now, in one place: what differs between the
desktop's text sizes and the largest (a phone's), read by the chrome, the log and the tips
instead of a branch on ``theme.largest()`` at each size they draw."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui import theme
from game.ui.table.scale import Text


@dataclass(frozen=True)
class Sizes:
    phone: bool  # the largest text size: the log a sheet over the table, the pill on 2 lines
    title: int  # the top bar's title (the game's name)
    bar_least: int  # the bar's centre line is never drawn smaller (cut short instead)
    thinking: int  # a seat's "thinking..." tag: at most this, as large as its tag holds
    badge: int  # a seat's badge (online: "played by a bot", its clock)
    tip_ok: int  # the tip's "Got it"
    reason: int  # why the game ended, on the results sheet
    bubble_w: int  # an online seat's bubble: its widest line, about a third of the table


THINKING_LEAST = 15
# A tip at the largest text size: at most this wide (its lines at phone size).
PHONE_TIP_W = 500

DESKTOP = Sizes(False, Text.LEAD, 12, THINKING_LEAST, 13, Text.LABEL, Text.LABEL, 300)
PHONE = Sizes(
    True,
    theme.PHONE_TEXT,
    theme.PHONE_TEXT,
    22,
    theme.PHONE_TEXT - 4,
    theme.PHONE_TEXT,
    theme.PHONE_TEXT,
    380,
)


def sizes() -> Sizes:
    """The chrome's sizes at the text size of now."""
    return theme.by_size(DESKTOP, PHONE)
