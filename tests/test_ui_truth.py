"""What the table says is true and reads cleanly: text wrapping, labels, buttons and
what they say when they are off (each test names the rule it shows where one applies)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui import theme  # noqa: E402

pygame.init()


def test_a_number_keeps_its_unit_and_a_card_its_value_on_one_line() -> None:
    # "50 km" and "Sprout (1)" are never broken between their parts, whatever the width.
    text = "Anna walks 50 km to the lake, discarding Sprout (1) and Strong eye (9) at 4 %"
    full = theme.width(text, 18)
    for max_w in range(60, full + 20, 7):
        lines = theme.wrap(text, 18, max_w)
        for line in lines[1:]:
            assert not line.startswith(("km", "(1)", "(9)", "%")), (max_w, lines)
        assert " ".join(lines) == text
