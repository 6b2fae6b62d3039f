"""The menus' own colours and alphas (the shared ones are in ``game.ui.theme``): each named
once, written as designers write them."""

from __future__ import annotations

from game.ui.colours import rgb

# On cream cards and sheets.
HEAD = rgb("#966014")  # a heading on a cream card
SOFT = rgb("#968c7e")  # a figure not known yet ("–") on a cream card
ART_BACK = rgb("#ecf4e2")  # behind a game's picture
ROW_FILL = rgb("#f4ecd8")  # every other row of a table on a card, a figure's cell
LIT_CARD = rgb("#fffaec")  # a cream strip under the pointer
PROBLEM = rgb("#b04030")  # what is wrong with what was typed
SUMMARY = rgb("#285a96")  # the spoken window's summaries

# On the meadow.
ON_MEADOW = rgb("#183c24")  # a note written straight on the meadow, under a heading
HEADING_SHADOW = rgb("#14321e")  # a heading's drop shadow
TITLE_SHADOW = rgb("#1e4628")  # the game's name on the title screen, its shadow
VEIL = rgb("#0a180e")  # the dim laid over the screen under a sheet

# The statistics' marks: games lost, played with hints, today's deals.
LOST_FILL = rgb("#e2dac8")
LOST_EDGE = rgb("#a09480")
HINT_EDGE = rgb("#966814")
DAILY_MARK = rgb("#5496d2")
DAILY_EDGE = rgb("#22568c")

# Alphas (0 clear .. 255 solid).
SHEET_ALPHA = 245  # a cream sheet of paper
CARD_ALPHA = 250  # a cream card
VEIL_ALPHA = 150  # the meadow dimmed under a sheet
VEIL_MENU = 170  # under a menu or a question over a table
VEIL_KEYS = 190  # under the keys list
VEIL_SPOKEN = 200  # under the spoken window
VEIL_RULES = 228  # under the rules: the most text to read
