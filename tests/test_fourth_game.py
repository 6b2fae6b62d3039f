"""A fourth game from one folder: ``tests/fourth_game`` (High card) is registered here and then
goes everywhere a game goes, with no edit outside its folder. This is the add-a-game recipe:
a folder with the rules, bots, narration, text and a table, one ``GameDef``, one ``register``.
"""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import archive, daily, records  # noqa: E402
from game.core import catalog  # noqa: E402
from game.core.match import Session  # noqa: E402
from game.engine import GAMES, rules_for  # noqa: E402
from game.i18n import TABLES, reload_tables  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.game_ui import game_ui  # noqa: E402
from tests import test_contract  # noqa: E402
from tests.fourth_game import GAME  # noqa: E402

NAME = GAME.name


@pytest.fixture
def fourth():
    catalog.register(GAME)
    yield GAME
    catalog.unregister(NAME)
    game_ui.cache_clear()
    reload_tables()


def make_app(speed: float = 0.0) -> App:
    return T.new_app(seed=7, frames=2, speed=speed, hints=False)


def start_from_title(app: App) -> None:
    """Title -> set-up -> table by clicks, the person against one bot."""
    T.click(app, f"game.{NAME}")
    assert app.top.name == "setup"
    T.click(app, "start")
    T.run(app, 2)
    assert app.top.name == NAME


def play_by_clicks(app: App, until=lambda app: app.top.name == "results", frames=4000) -> None:
    rng = random.Random(1)
    for _ in range(frames):
        if until(app):
            return
        cards = [w for w in T.widgets(app) if w.id.startswith("card.") and w.enabled]
        if (
            cards
            and app.top.name == NAME
            and app.top.my_turn()
            and not app.top.turns.acting_blocked()
        ):
            T.click(app, rng.choice(cards).id)
        else:
            app.step(0.1, [])
    raise AssertionError(f"stuck on {app.top.name}")


def test_the_registry_knows_it_only_while_registered(fourth) -> None:
    assert NAME in GAMES and GAMES[-1] == NAME
    assert f"game.{NAME}.name" in TABLES["en"]  # its words joined as it registered
    assert rules_for(NAME) is GAME.rules
    catalog.unregister(NAME)
    assert NAME not in GAMES
    with pytest.raises(KeyError):
        rules_for(NAME)
    catalog.register(GAME)


def test_the_contract_suite_holds_for_it(fourth) -> None:
    test_contract.test_random_games_end_and_conserve_cards(NAME)
    test_contract.test_every_step_full_contract(NAME)


def test_on_the_title_set_up_and_played_by_clicks_to_results(fourth) -> None:
    app = make_app()
    tile = T.find(app, f"game.{NAME}")
    assert tile is not None and tile.enabled
    start_from_title(app)
    table = app.top
    assert table.status_text()[0]  # the game's own words
    play_by_clicks(app)
    assert table.match.is_over
    # counted in the records and the statistics, kept for review
    stats = records.stats(records.load(app.storage), NAME)
    assert stats["played"] == 1
    kept = archive.load(app.storage, NAME)
    assert len(kept) == 1
    T.click(app, "review")
    review = app.top
    assert review.name == NAME and not review.way.plays
    T.key(app, pygame.K_END)
    assert review.way.k == review.way.n
    assert review.match.session.state.to_json() == table.match.session.state.to_json()


def test_played_to_results_by_bots_alone(fourth) -> None:
    app = make_app()
    seats = [navigator.Seat("A", "random"), navigator.Seat("B", "hard")]
    navigator.start_game(app, GAME, seats, {})
    for _ in range(3000):
        if app.top.name == "results":
            break
        app.step(0.1, [])
    assert app.top.name == "results"


def test_saved_continued_and_undone(fourth) -> None:
    app = make_app(speed=1.0)  # the bot waits a moment before it answers: time for an undo
    start_from_title(app)
    table = app.top
    T.run_until(app, lambda: table.my_turn() and not table.turns.acting_blocked(), 2000)
    before = table.match.session.state.to_json()
    card = next(w for w in T.widgets(app) if w.id.startswith("card.") and w.enabled)
    T.click(app, card.id)
    assert table.match.session.state.to_json() != before
    T.run(app, 16)  # past the press guard, before the bot's move
    T.key(app, pygame.K_u)
    assert table.match.session.state.to_json() == before
    assert table.match.session.log[-1]["key"] == "log.undo"
    # the game is in its own slot; leaving and continuing brings back the same position
    saved = app.saved_game(NAME)
    assert saved is not None and Session.from_save(saved).state.to_json() == before
    T.click(app, "menu")
    T.click(app, "quit_title")
    assert app.top.name == "title"
    T.click(app, "continue")
    if app.top.name == "saves":  # the Continue list, when there are several
        T.click(app, f"saves.{NAME}")
    assert app.top.name == NAME
    assert app.top.match.session.state.to_json() == before


def test_offered_as_todays_deal(fourth, monkeypatch) -> None:
    day = "2026-12-01"
    monkeypatch.setattr(daily, "today_utc", lambda now=None: day)
    app = make_app()
    app.push(navigator.make("daily", app, NAME, day))
    T.run(app, 2)
    assert T.find(app, f"daily.game.{NAME}") is not None
    T.click(app, "daily.play")
    T.run(app, 2)
    table = app.top
    assert table.name == NAME and table.match.session.daily == day
    assert table.match.session.seed == daily.seed_for(NAME, day)
    assert [s.kind for s in table.match.session.seats][1:] == list(GAME.daily_bots)
    play_by_clicks(app)
    entry = daily.entry(daily.load(app.storage), NAME, day)
    assert entry is not None and entry["state"] == "done"
