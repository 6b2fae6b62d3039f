"""The table chrome's scales: the spacing between its boxes and inside them, the sizes of its
words, and the top bar's buttons, placed from the bar's right edge. The bar, the coach, undo,
a review's controls, the tips and the results take their numbers from here, so two parts that
mean the same room say it the same way."""

from __future__ import annotations

import pygame

from game.ui.layout import TOP_BAR_H, W


class Gap:
    """The chrome's spacing, smallest first."""

    HAIR = 4  # a line's room under its neighbour, a ring's line
    SNUG = 6  # between neighbours that read as one: a rise, a bubble to its panel
    TIGHT = 8  # between the bar's word buttons, a box to the frame's edge
    NEAR = 10  # between the bar's sign buttons, a box below a tab
    EDGE = 12  # the chrome's boxes in from the frame's sides, a word in from its box's side
    WIDE = 24  # a row's words to the next, a sheet's shadow
    MARGIN = 40  # round a flying card or a banner: the room its move repaints


class Text:
    """The chrome's text sizes (before the player's text size scales them)."""

    NOTE = 17  # the coach's note, a review's position line
    LABEL = 18  # a bar button's word, a tip's "Got it", a row of results' reasons
    BAR = 22  # the bar's centre line and its "?", a button's word at the results
    LEAD = 24  # the bar's title, a rank, the "reconnecting" call
    BANNER = 40  # a banner across the table


# The top bar's buttons: all one height, centred in the bar.
BUTTON_Y = 6
BUTTON_H = TOP_BAR_H - 2 * BUTTON_Y
SIGN_W = 44  # a button of one sign: sound, "?", keys
MENU_W = 138  # Menu: its icon, its word and its key cap
WORD_W = 124  # a button with a word beside its icon and key cap (Undo, Coach): at least this
ICON_ROOM = 96  # such a button's icon, key cap and padding beside its word


def bar_button(right: int, w: int) -> pygame.Rect:
    """A top bar button ``w`` wide whose right edge is at ``right``."""
    return pygame.Rect(right - w, BUTTON_Y, w, BUTTON_H)


def menu_rect() -> pygame.Rect:
    """Menu: the bar's rightmost button."""
    return bar_button(W - Gap.EDGE, MENU_W)


def sign_rect(i: int) -> pygame.Rect:
    """The ``i``-th one-sign button left of Menu (0 sound, 1 "?", 2 keys)."""
    return bar_button(menu_rect().x - Gap.NEAR - i * (SIGN_W + Gap.NEAR), SIGN_W)


TITLE_X = 52  # the bar's title: clear of its gladiola
PILL_ROOM = 44  # a status pill's words to its ends, both together
CORNER = 14  # the rounding of a cream note's and a results row's corners
