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
    TITLE = 26  # a sheet's or a section's own heading, a button of one sign
    LARGE = 30  # a game's name on its sheet, a figure, an overlay's title
    QUESTION = 32  # a question's or a rules page's title, at most
    HEADING = 36  # a sheet's heading: "Paused", "Settings", whose turn it is


class Gap:
    """The spacing between boxes and inside them, smallest first: every gap, inset and margin
    of the menus is one of these."""

    HAIR = 4  # between the rows of a list that reads as one block
    TIGHT = 8  # between the buttons of one group
    NEAR = 10  # a label to its box, a row of buttons to the next
    SNUG = 12  # a word to the edge of its pill or band
    STEP = 16  # between tabs, between buttons side by side
    PAD = 20  # a sheet's sides to what is on it, the screen's foot to its buttons
    WIDE = 24  # a sheet's edge to its rows, a sheet to the buttons under it
    ROOMY = 30  # a sheet's sides to its columns
    MARGIN = 40  # the screen's sides to its outer buttons, a sheet's sides to its text


class Box:
    """The heights of buttons and fields, and the width of the one that closes a screen."""

    DONE_W = 240  # Done or Back at a screen's or a sheet's foot

    SMALL = 48  # a small button: a sign or a word
    TAB = 50  # a game's tab, a seat's kind
    ROW = 52  # a button or a field in a row of them
    TALL = 56  # a button that does what the screen is for, or has two lines
    FOOT = 58  # the buttons along a screen's foot: Done, Back
    BIG = 60  # a button alone at a sheet's foot
