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


def test_german_undo_is_its_own_word_at_full_size_beside_the_hint_button(tmp_path) -> None:
    # Undo is "Rückgängig" in German, not the "Zurück" of every Back button, and its word is
    # drawn at the button's size (not shrunk), clear of the Hint button and the bar's text.
    from game.core.catalog import spec
    from game.core.match import Seat
    from game.i18n import set_language, t
    from game.ui import navigator
    from game.ui import testing as T

    app = T.new_app(seed=5, coach=True, language="de")
    try:
        set_language("de")
        T.run(app, 2)
        seats = [Seat("Anna", "human"), Seat("Ben", "easy")]
        navigator.start_game(app, spec("floriado"), seats, {"start_player": 0})
        T.run(app, 30)
        assert t("table.undo") == "Rückgängig" != t("common.back")
        undo, coach = T.find(app, "undo"), T.find(app, "coach")
        assert undo is not None and coach is not None
        assert not undo.rect.colliderect(coach.rect)
        marks = T.record_frame(app)
        word = next(m for m in marks if m.kind == "text" and m.label == "Rückgängig")
        full = theme.text("Rückgängig", 18, theme.CREAM, "bold").get_bounding_rect()
        assert word.rect.size == full.size  # not shrunk to fit
        assert undo.rect.contains(word.rect)
        bar = [m for m in marks if m.rect.bottom <= 60]
        assert T.layout_overlaps(bar) == []
    finally:
        set_language("en")
