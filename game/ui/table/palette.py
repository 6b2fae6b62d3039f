"""The table chrome's own colours and alphas (the shared ones are in ``game.ui.theme``): each
named once, written as designers write them."""

from __future__ import annotations

from game.ui.colours import rgb
from game.ui.scenes import palette as menus

TOP_BAR = rgb("#102818")  # the top bar's veil over the felt
ARRIVAL_INK = rgb("#ffd65c")  # the ring round a card that has landed, under reduced motion

# The results' rows.
WINNER_INK = menus.HEAD  # dark gold: readable on a winner's pale gold row
WINNER_ROW = rgb("#fff0c4")
PLACED_ROW = rgb("#f6f0e2")  # every other player's row

# The picture reactions.
PETAL = rgb("#ec7096")  # a campion's pink
PETAL_EDGE = rgb("#b44068")
WING = rgb("#e2f0fa")

# Alphas (0 clear .. 255 solid).
CHROME_ALPHA = 200  # the top bar's veil, the status pill
HINT_ALPHA = 235  # the status pill when it is a hint for the person to act
STEP_ALPHA = 225  # a review's step counter
NOTE_ALPHA = 242  # the coach's note
CALL_ALPHA = 245  # the "reconnecting" call
BUBBLE_ALPHA = 246  # a seat's words in their bubble
