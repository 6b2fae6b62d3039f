"""The menus' scales: the text sizes they write in (before the player's text size scales them,
``theme.body``) and the spacing between their boxes. A menu screen takes its sizes from here
rather than typing them, so two screens that mean the same size say it the same way."""

from __future__ import annotations


class Text:
    """Text sizes, smallest first."""

    TINY = 13  # a chart's figures
    FINE = 14  # a chart's notes, the least a fitted line shrinks to
    CAPTION = 15  # a figure's caption, a second line under a button's word
    SMALL = 16  # a list's rows, a saved-at line
    NOTE = 17  # a note under a heading, a pill's word
    LABEL = 18  # a field's label, a small button's word
    READ = 19  # running text to read: the rules, a review's buttons
    BODY = 20  # most words: messages, rows of buttons
    BUTTON = 22  # a main button's word, a sheet's title
    LEAD = 24  # a name at the head of a row
    TITLE = 26  # a sheet's own heading, a button of one sign


class Gap:
    """The spacing between boxes and inside them, smallest first."""

    TIGHT = 8  # between the buttons of one group
    NEAR = 10  # a label to its box, a row of buttons to the next
    PAD = 20  # a sheet's sides to what is on it
    MARGIN = 40  # the screen's sides to its outer buttons, a sheet's sides to its text


class Box:
    """The heights of buttons and fields."""

    SMALL = 48  # a small button: a sign or a word
    ROW = 52  # a button or a field in a row of them
    TALL = 56  # a button that does what the screen is for, or has two lines
    BIG = 60  # a button alone at a sheet's foot
