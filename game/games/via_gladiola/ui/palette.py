"""Via Gladiola's own colours and opacities (the shared ones are in ``game.ui.theme``): the
day track's later days, the empty piles and pace bands, the cards' stock and the card back."""

from __future__ import annotations

from game.ui.colours import rgb

# A day still to come on the day track: a dim chip, its number and ring pale.
DAY_LATER = rgb("#285034")
DAY_LATER_INK = rgb("#aac8aa")
DAY_DONE_DISC = rgb("#286e38")  # behind a finished day's tick
DAY_SUN = rgb("#c86e14")  # today's sun
EMPTY_PILE = rgb("#c8e6c8")  # the outline where a pile has no card

# A pace band no walk can reach (past the Finish): greyed, its range a dash.
BAND_EMPTY = rgb("#46604c")
BAND_EMPTY_INK = rgb("#96aa96")
BAND_EMPTY_ICONS = rgb("#788c78")

PANEL_INK_SOFT = rgb("#c4dcbe")  # second lines on the dark panels (a seat's level, a hint)
GLADIOLA_CHIP = rgb("#fce2e8")  # a Gladiola among a revealed hand's number chips

# Card stock: a Gladiola's pink, a start card's sky and hill; distance hills from early
# (pale green) to late (golden).
GLADIOLA_STOCK = rgb("#fdecee")
START_STOCK = rgb("#e8f4fc")
START_HILL = rgb("#c4e4b4")
HILL_EARLY = rgb("#badeaa")
HILL_LATE = rgb("#f4d28c")

# The card back: meadow green, fine light stripes, a darker oval and a pink gladiola.
BACK = rgb("#2e6e46")
BACK_EMBLEM = rgb("#245c3a")
BACK_FLOWER = rgb("#f0788c")
STRIPE_ALPHA = 28

# Opacities of the panels over the felt: the centre row's boxes and the status pill, the
# seats, the cream plaques (totals, "+n").
PANEL_ALPHA = 190
SEAT_ALPHA = 215
CREAM_ALPHA = 235

# An unplayable card in the hand on the viewer's turn: a dim veil.
UNPLAYABLE_VEIL = (*rgb("#28281e"), 60)
