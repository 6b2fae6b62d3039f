"""Logical screen size and the table's fixed regions (all in 1280x720 logical pixels)."""

from __future__ import annotations

W, H = 1280, 720
LOGICAL_SIZE = (W, H)
FPS = 60

TOP_BAR_H = 52

# The game log panel on the right; folded it leaves a tab.
LOG_W = 316
LOG_X = W - LOG_W - 12
LOG_Y = TOP_BAR_H + 12
LOG_H = H - LOG_Y - 12
LOG_TAB = (W - 60, LOG_Y, 48, 48)

# At the largest text size (a phone's) the log is a sheet opened over the right of the table,
# wide enough for its lines at phone size; the table is laid out as if the log were folded.
SHEET_W = 560
SHEET_X = W - SHEET_W - 12
