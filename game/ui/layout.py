"""Logical screen size and the table's fixed regions (all in 1280x720 logical pixels)."""

from __future__ import annotations

W, H = 1280, 720
LOGICAL_SIZE = (W, H)
FPS = 60

TOP_BAR_H = 52

# Card sizes: hand, the walk pile's top card, small backs for opponents, results rows.
CARD_HAND = (96, 136)
CARD_TOP = (150, 212)
CARD_PILE = (96, 136)
CARD_MINI = (30, 42)
CARD_FAN = (24, 34)
CARD_RESULT = (50, 70)

# The game log panel on the right; folded it leaves a tab.
LOG_W = 316
LOG_X = W - LOG_W - 12
LOG_Y = TOP_BAR_H + 12
LOG_H = H - LOG_Y - 12
LOG_TAB = (W - 60, LOG_Y, 48, 48)

# The status line and the hand, as y bands.
STATUS_Y = 432
HAND_Y = 566
HAND_LIFT = 18
