"""Floriado's own colours and opacities (the shared ones are in ``game.ui.theme``): the flower
kinds and their drawings, the pawns' shadow, the badges' and panels' colours, the payout
boxes, the veils over what is out."""

from __future__ import annotations

from game.ui.colours import rgb

# Okabe-Ito's colour-blind-safe set, the flowers' colours (the kinds, the title tile).
VERMILLION = rgb("#d55e00")
BLUE = rgb("#0072b2")
ORANGE = rgb("#e69f00")
YELLOW = rgb("#f0e442")
REDDISH_PURPLE = rgb("#cc79a7")
SKY_BLUE = rgb("#56b4e9")
BLUISH_GREEN = rgb("#009e73")

# One colour per kind, each with a darker edge; the shapes tell them apart too.
KIND_COLOURS = (VERMILLION, BLUE, ORANGE, YELLOW, REDDISH_PURPLE)
KIND_EDGES = (rgb("#8c3400"), rgb("#00426e"), rgb("#966000"), rgb("#968400"), rgb("#823e64"))

# The flowers' own parts: stems and leaves, the poppy's eye, the cornflower's heart, the
# sunflower's seed disc.
STEM = rgb("#3e8438")
STEM_DARK = rgb("#286028")
POPPY_EYE = rgb("#221a18")
CORNFLOWER_HEART = rgb("#46286e")
CORNFLOWER_EYE = rgb("#785aaa")
SUNFLOWER_DISC = rgb("#5c3416")
SUNFLOWER_RIM = rgb("#3c2210")
SUNFLOWER_SEED = rgb("#8c5a28")
TILE_HEART = rgb("#fae678")  # the title tile's flowers' hearts

# A bee: its striped body and glassy wings.
BEE_BODY = rgb("#f0c428")
BEE_WING = rgb("#e2f0fa")
BEE_WING_EDGE = rgb("#788ca0")

# Where a card was: trodden grass (its ground, rim and blades see-through over the felt).
TRODDEN = (*rgb("#285c34"), 150)
TRODDEN_RIM = (*rgb("#78b06e"), 120)
TRODDEN_GRASS = (*rgb("#609654"), 140)
PAWN_SHADOW = (*rgb("#000000"), 80)

# The field's board under the cards, and the rules pages' small boards.
BOARD = rgb("#1e4628")
BOARD_ALPHA = 120
PICTURE_FELT = rgb("#346e3e")

# Lit cards and their badges: a card you may only stand on glows blue, a card you would take
# carries a green basket; red is out (FL-8): the panel's pill, the warning on a move that
# leads there, the rules page's backward cross.
STAND_GLOW = rgb("#c4e2ff")
TAKE_BADGE = rgb("#54a85c")
OUT_RED = rgb("#c84034")
# What is out of play is veiled: an out seat's panel, the backward card on the rules page.
VEIL = rgb("#0a180e")
OUT_VEIL = (*VEIL, 90)
BACKWARD_VEIL = (*VEIL, 110)

# The panels: their opacity over the felt (the open and the folded log's), their quieter
# words, the legends' words, an empty pile's row and its words, a previewed gain.
PANEL_ALPHA = 215
STRIP_ALPHA = 200
PILE_TIP_ALPHA = 245
SOFT = rgb("#c4dcbe")
LEGEND = rgb("#cee2c8")
EMPTY_PILE = rgb("#2c5438")
EMPTY_PILE_INK = rgb("#96b496")
GAIN_INK = rgb("#1e6e32")
GHOST_ALPHA = 200  # the pawn shown on a card while its facing is chosen

# FL-9's payout boxes (the results and the rules page).
PAYOUT_BOX = rgb("#f0e8d4")
