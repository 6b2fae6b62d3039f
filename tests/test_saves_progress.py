"""The saves list's progress line (Day 3, Round 2, 12 cards left): each game words it from its
typed view (``GameDef.typed_view``), reading attributes, never the view's JSON keys; the words
are the ones the JSON gave."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.catalog import GameDef, spec
from game.core.match import Seat, Session
from game.engine import GAMES
from game.games.floriado.view import View as FloriadoView
from game.games.gloschli.view import View as GloschliView
from game.games.via_gladiola.view import View as ViaGladiolaView
from game.i18n import set_language, t, tn
from game.matches import progress

TYPED = {"via_gladiola": ViaGladiolaView, "gloschli": GloschliView, "floriado": FloriadoView}


def the_words_of_the_json(game: str, view: dict) -> str:
    """The line as it was worded from the JSON view: the same words are the aim."""
    if game == "via_gladiola":
        return t("saves.day", day=view["day"])
    if game == "gloschli":
        return t("saves.round", round=view["round"])
    return tn("saves.cards_left", sum(c is not None for row in view["field"] for c in row))


def played(game: str, moves: int, seed: int) -> Session:
    seats = [Seat("Anna", "human"), Seat("Ben", "easy"), Seat("Carla", "easy")]
    session = Session(game, seats[: 2 if game == "floriado" else 3], {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_progress_reads_the_typed_view_and_says_what_the_json_said(game: str, lang: str) -> None:
    set_language(lang)
    try:
        for seed, moves in ((1, 0), (2, 25), (3, 120)):
            session = played(game, moves, seed)
            typed = spec(game).typed_view(session.state.view(session.viewer))
            assert isinstance(typed, TYPED[game])  # the game's typed view, not the JSON
            expected = the_words_of_the_json(game, session.state.view(session.viewer))
            assert progress(session) == expected
            assert spec(game).progress(typed) == expected
    finally:
        set_language("en")


def test_the_lines_in_english() -> None:
    assert progress(played("via_gladiola", 0, 1)) == "Day 1"
    assert progress(played("gloschli", 0, 1)) == "Round 1"
    assert progress(played("floriado", 0, 1)).endswith("cards left on the field")


def test_a_progress_given_a_dict_fails_as_a_typed_reader_should() -> None:
    # Attributes, not keys: the JSON handed straight to a game's progress is a type error.
    with pytest.raises(AttributeError):
        spec("via_gladiola").progress({"day": 2})


def test_a_game_with_no_typed_view_reads_its_json() -> None:
    g = GameDef(
        "json_probe",
        rules=object(),
        make_bot=object,
        narrate=object(),
        ui=object,
        text=Path(__file__).parent,
        progress=lambda view: f"turn {view['turn']}",
    )
    assert g.typed_view({"turn": 4}) == {"turn": 4}
    assert g.progress(g.typed_view({"turn": 4})) == "turn 4"


def test_a_typed_view_given_as_a_path_is_imported_on_first_read() -> None:
    g = GameDef(
        "path_probe",
        rules=object(),
        make_bot=object,
        narrate=object(),
        ui=object,
        text=Path(__file__).parent,
        typed_view="game.games.via_gladiola.view:View.of",
    )
    assert g.__dict__["_given_typed_view"] == "game.games.via_gladiola.view:View.of"
    assert g.typed_view == ViaGladiolaView.of
