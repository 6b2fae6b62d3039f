"""The table sees only its seat: every table, every player count, solo and hot seat, played to
its results screen while any read of the engine state from an interface module raises.

The tables reach the game through ``table.match`` (game/matches.py): the views of the seats
played at the device, their legal actions, the events they may see. The engine's state object
lives inside the session; here it is wrapped so that an attribute read whose caller is a module
of ``game.ui`` or of a game's ``ui`` package fails the test on the spot.
"""

from __future__ import annotations

import os
import random
import re
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.catalog import specs  # noqa: E402
from game.core.match import HUMAN, Seat, Session  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

UI_MODULE = re.compile(r"game\.ui(\..*)?$|game\.games\.[a-z_0-9]+\.ui(\..*)?$")


class StateRead(AssertionError):
    pass


class Guarded:
    """The engine state, readable by everything but the interface."""

    def __init__(self, real: object) -> None:
        object.__setattr__(self, "_real", real)

    def __getattr__(self, name: str) -> object:
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if UI_MODULE.match(caller):
            raise StateRead(f"{caller} reads the engine state's {name!r}")
        return getattr(object.__getattribute__(self, "_real"), name)

    def __setattr__(self, name: str, value: object) -> None:
        setattr(object.__getattribute__(self, "_real"), name, value)


@pytest.fixture
def guarded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every session's state is guarded, whenever it is set (a deal, an undo, a load)."""

    def get(self: Session) -> object:
        return self.__dict__["_guarded"]

    def put(self: Session, value: object) -> None:
        real = object.__getattribute__(value, "_real") if isinstance(value, Guarded) else value
        self.__dict__["_guarded"] = Guarded(real)

    monkeypatch.setattr(Session, "state", property(get, put), raising=False)


def make_app() -> App:
    return T.new_app(seed=3)


def options_for(game: str) -> dict:
    """The quickest game the rules allow (a low target where there is one)."""
    for c in next(s for s in specs() if s.name == game).choices:
        if c.key == "target":
            return {c.key: min(c.values)}
    return {}


STEP = 0.3  # seconds a frame: past the press guard at once, animations skipped anyway

CASES = [
    (g.name, n, humans)
    for g in specs()
    for n in range(g.min_players, g.max_players + 1)
    for humans in sorted({1, n})
]


@pytest.mark.parametrize(("game", "players", "humans"), CASES)
def test_a_table_plays_to_its_results_through_views_only(
    guarded: None, game: str, players: int, humans: int
) -> None:
    app = make_app()
    seats = [Seat(f"P{i}", HUMAN if i < humans else "easy") for i in range(players)]
    navigator.start_game(app, next(s for s in specs() if s.name == game), seats, options_for(game))
    table = app.scenes[1]
    assert table.name == game
    rng = random.Random(players * 10 + humans)
    for _ in range(6_000):
        top = app.top
        if top.name == "results":
            break
        if top.name == "pass":
            T.click(app, "pass.ready")
            continue
        if top is not table:  # a round's results: on to the next round
            nxt = next((w for w in T.widgets(app) if w.id.endswith("next_round")), None)
            assert nxt is not None, f"stuck on {top.name}"
            T.click(app, nxt.id)
            continue
        if getattr(table, "memo_hold", False):
            table.choice.hide_held()  # the start peeks memorized (GL-34)
        if top is table and table.my_turn() and not table.turns.acting_blocked():
            legal = table.match.legal_actions()
            assert legal, "the person to act has legal actions"
            table.perform(rng.choice(legal))
        app.step(STEP, [])
    assert app.top.name == "results", f"{game} with {players} seats did not reach its results"
    assert table.match.is_over


def test_the_guard_catches_a_table_reading_the_state(guarded: None) -> None:
    app = make_app()
    seats = [Seat("Ana", HUMAN), Seat("Bot", "easy")]
    game = specs()[0]
    navigator.start_game(app, game, seats, {})
    table = app.scenes[1]

    # A stand-in for an interface module reading the state directly.
    sneaky = compile("table.match.session.state.current_player", "<ui>", "eval")
    with pytest.raises(StateRead):
        eval(sneaky, {"__name__": "game.ui.table.base", "table": table})
    # Anything else (the session, the rules, a test) may read it.
    assert table.match.session.state.current_player is not None


def test_a_bot_seat_view_is_refused_to_the_table() -> None:
    from game.matches import LocalMatch, NotYourSeat

    session = Session(specs()[0].name, [Seat("Ana", HUMAN), Seat("Bot", "easy")], {}, 4)
    match = LocalMatch(session)
    assert match.view(0)["seat"] == 0
    with pytest.raises(NotYourSeat):
        match.view(1)
    if match.current_player == 1:
        assert match.legal_actions() == []


@pytest.mark.parametrize("game", [g.name for g in specs()])
def test_a_table_of_bots_is_watched_through_the_public_view(guarded: None, game: str) -> None:
    """ALL-4 for a viewer with no seat: a table where only bots play is a WatchMatch's, shown
    the public view (no card only some seats know), offered no action, played to its end."""
    from game.matches import WatchMatch

    app = make_app()
    spec = next(s for s in specs() if s.name == game)
    seats = [Seat(f"Bot {i}", "easy") for i in range(spec.rules.max_players // 2 + 1)]
    rules = spec.rules
    navigator.start_game(app, spec, seats, options_for(game))
    table = app.scenes[1]
    assert isinstance(table.match, WatchMatch) and table.spectator
    for _ in range(6_000):
        if app.top.name == "results":
            break
        if app.top is not table:  # a round's results: on to the next round
            nxt = next((w for w in T.widgets(app) if w.id.endswith("next_round")), None)
            assert nxt is not None, f"stuck on {app.top.name}"
            T.click(app, nxt.id)
            continue
        state = table.match.session.state
        assert table.seats.view() == rules.public_view(state, table.viewer)
        assert table.match.legal_actions() == [] and not table.my_turn()
        if game == "via_gladiola" and not state.is_over:
            assert table.seats.view()["hand"] == []
        app.step(STEP, [])
    assert app.top.name == "results" and table.match.is_over
