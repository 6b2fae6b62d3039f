"""Gloschli's own colours, named once: the card art's families, the figures, the table's and the
results' accents (the shared ones are ``theme``'s)."""

from __future__ import annotations

from game.ui import theme
from game.ui.colours import rgb

# The card art's families.
GOLD = theme.SUN_DARK  # a hero card's frame, its star, the spyglass's brass
GOLD_LIGHT = rgb("#ffeeb0")  # a hero card's face
GOLD_INK = rgb("#8c600a")  # a hero's number, Pferd's cap: gold dark enough to read on cream
GOLD_CAPTION = rgb("#78500a")  # a hero card's caption
VIOLET = rgb("#7854aa")  # the combo cards
VIOLET_LIGHT = rgb("#ece2f8")
BLINDFOLD = rgb("#3c285a")
BACK = rgb("#1e5470")  # every card's back: deep teal
BACK_DARK = rgb("#163e56")
BACK_RING = rgb("#fadc78")  # the ring round the back's peeking creature
LATTICE = (*theme.WHITE, 26)  # the back's diamond lattice: a faint white
RED = rgb("#ce3434")  # Chötzli's STOP sign, a cross, a penalty's banner
ICE = rgb("#cee6f6")  # Isbär's card inside its gold frame
TILE_CREATURE = rgb("#82c878")  # the title tile's peeking creature

# The creatures, 1..5 (Okabe-Ito-ish, but each also has its own shape and number).
SPROUT = rgb("#78c468")
CHICK = rgb("#f6ce46")
MOUSE = rgb("#8ca8cc")
HEDGEHOG = rgb("#b07c50")
OWL = rgb("#9e74c4")
CREATURE_COLOURS = (SPROUT, CHICK, MOUSE, HEDGEHOG, OWL)
CHEEK = rgb("#f49696")
CHICK_BEAK = rgb("#ec8028")
MOUSE_EAR = rgb("#f4bac4")
MOUSE_NOSE = rgb("#d66e82")
HEDGEHOG_FACE = rgb("#e8c8a0")
OWL_BELLY = rgb("#e2d2ec")
OWL_EYE = rgb("#ece2f6")
OWL_BEAK = rgb("#eca028")

# The power families: the card's tint and its medallion's accent.
LOOK_ACCENT = rgb("#56b4e9")  # also the banner of Isbär's swap of hands
LOOK = (rgb("#e2f0fc"), LOOK_ACCENT)
SPYC = (rgb("#fceed6"), rgb("#e69f00"))
SWAPC = (rgb("#fce4da"), rgb("#d55e00"))
SHUFFLE = (rgb("#f8e6f2"), rgb("#cc79a7"))

# The power icons.
IRIS = rgb("#4682c8")
SPYGLASS_DARK = rgb("#966032")
SPYGLASS = rgb("#be8246")
LENS = rgb("#c8e6fa")
TRICK_CARDS = rgb("#5a965a")  # the two cards the Trick shuffles
PERSON_BLUE = rgb("#5678b4")  # the Distraction's two people
PERSON_ROSE = rgb("#b46078")

# The heroes.
CHOTZLI_FUR = rgb("#ec843c")
CHOTZLI_DARK = rgb("#aa501e")
MUZZLE = rgb("#fcecd6")
GLUBSCHI_SKIN = rgb("#60c4b0")
GLUBSCHI_DARK = rgb("#28826e")
GLUBSCHI_MOUTH = rgb("#78283c")
PFERD_COAT = rgb("#96643c")
PFERD_DARK = rgb("#603c22")
MANE = rgb("#3c281e")
ISBAR_FUR = rgb("#fafcff")
ISBAR_EDGE = rgb("#96aabe")
ISBAR_SNOUT = rgb("#ecf0f6")

# The table.
PANEL_ALPHA = 215  # a seat's panel over the felt
LABEL = rgb("#c4dcbe")  # secondary words on the felt and in the panels
EMPTY_PILE = rgb("#c8e6c8")  # the outline of an empty deck or discard pile
EMPTY_SLOT = rgb("#78aa78")  # a place in a row whose card is gone
CROSS_BUBBLE = rgb("#fae2de")  # the bubble of a card that failed a match
LAST_TURN = rgb("#ecac34")  # a seat's Last turn tag
BUBBLE_ALPHA = 235  # a mark's bubble over a card: nearly opaque

# The results.
PENALTY = rgb("#be3c32")
CALLED = rgb("#ffd696")  # the caller's tag
BAR_TRACK = rgb("#e2d6be")  # a total's bar towards the target
BAR_UNDER = rgb("#54a85c")
BAR_OVER = rgb("#d65448")
