"""The press guard (game/ui/scene.py) ignores a press on a widget whose meaning just changed;
a sub-label that only tells something is not part of the meaning.

Play online's sub-label counts the online games waiting for this device's move, from the
servers' answer, which comes whenever it comes: a press made while it arrives is still the
press the player meant (the browser test of three pages lost its click to exactly this)."""

from __future__ import annotations

import asyncio
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui import testing as T  # noqa: E402
from game.ui.widgets import Button  # noqa: E402


def survey_answered(games: list[dict]) -> asyncio.Future:
    loop = asyncio.new_event_loop()
    done = loop.create_future()
    done.set_result(games)
    loop.close()
    return done


def test_a_press_on_play_online_survives_the_turn_count_arriving() -> None:
    app = T.new_app()
    T.run(app, 30)  # the title on show long enough to be pressed
    title = app.top
    online = T.find(app, "online")
    assert online is not None and online.sub == ""
    pos = T.to_window(app, online.rect.center)
    app.step(T.DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    title._turns_task = survey_answered([{"your_turn": True}])  # type: ignore[union-attr]
    T.run(app, 1)  # the answer arrives while the button is held down
    assert T.find(app, "online").sub, "the count of waiting turns is shown"
    app.step(T.DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    T.run(app, 2)
    assert app.top.name == "online"


def test_a_sub_label_that_names_what_a_press_does_still_makes_it_new() -> None:
    # Continue's sub-label names the game it opens: a change of it is a change of meaning.
    a = Button("continue", (0, 0, 10, 10), "Continue", lambda: None, sub="Floriado")
    b = Button("continue", (0, 0, 10, 10), "Continue", lambda: None, sub="Gloschli")
    assert a.meaning() != b.meaning()
    a.sub_is_note = b.sub_is_note = True
    assert a.meaning() == b.meaning()
