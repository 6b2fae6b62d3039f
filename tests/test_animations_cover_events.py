"""Every event a game's rules can send has its animation at that game's table, or is declared
as changing nothing on screen: a new event type without a handler fails here, instead of
passing by unseen at the table."""

from __future__ import annotations

import inspect
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game.ui.testing as T  # noqa: E402
from game.core.catalog import specs  # noqa: E402
from game.core.contract import Event  # noqa: E402
from game.core.match import HUMAN, Seat  # noqa: E402
from game.ui import navigator  # noqa: E402


def event_types(rules: object) -> set[str]:
    module = inspect.getmodule(type(rules))
    return {
        obj.type
        for obj in vars(module).values()
        if inspect.isclass(obj) and issubclass(obj, Event) and obj is not Event
    }


@pytest.mark.parametrize("game", [g.name for g in specs()])
def test_each_event_type_has_its_handler(game: str) -> None:
    g = next(s for s in specs() if s.name == game)
    app = T.new_app(seed=1)
    navigator.start_game(app, g, [Seat("A", HUMAN), Seat("B", "easy")], {})
    table = app.scenes[1]
    types = event_types(g.rules)
    assert types, "the rules module declares its events"
    missing = sorted(
        t for t in types if table.animation.handler(t) is None and t not in table.silent_events
    )
    assert not missing, f"{game}: events with no animation and not declared silent: {missing}"
    stale = sorted(set(table.silent_events) - types)
    assert not stale, f"{game}: declared silent but not an event of the rules: {stale}"
    animator = getattr(table, "animator", None)  # a game's table may animate without one
    if animator is not None:
        unknown = sorted(set(animator.handlers) - types)
        assert not unknown, f"{game}: handlers for events the rules never send: {unknown}"
        both = sorted(set(animator.handlers) & set(table.silent_events))
        assert not both, f"{game}: animated and declared silent at once: {both}"
