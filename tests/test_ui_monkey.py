"""A monkey test: thousands of random clicks and keys across every scene, and no exception."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.inputs import KEYS  # noqa: E402

EVENTS = 3000


def random_event(app: App, rng: random.Random, keys: list[int]) -> list[pygame.event.Event]:
    roll = rng.random()
    if roll < 0.55:
        # Most clicks aim at something drawn, the rest land anywhere.
        ws = [w for w in T.widgets(app) if w.visible]
        if ws and rng.random() < 0.75:
            r = rng.choice(ws).rect
            pos = (rng.randint(r.left, r.right - 1), rng.randint(r.top, r.bottom - 1))
        else:
            pos = (rng.randrange(1280), rng.randrange(720))
        quit_button = T.find(app, "quit")
        if quit_button is not None and quit_button.rect.collidepoint(pos):
            return []  # quitting ends the run; not a crash worth finding
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3))),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if roll < 0.9:
        return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="")]
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))]


def test_monkey_random_clicks_and_keys():
    rng = random.Random(12345)
    app = T.new_app(seed=8, speed=2.0, sound=True)
    keys = list(KEYS) + [pygame.K_a, pygame.K_F1]
    seen: set[str] = set()
    sent = 0
    while sent < EVENTS:
        seen.add(app.top.name)
        batch: list[pygame.event.Event] = []
        for _ in range(rng.randint(1, 4)):  # several inputs may arrive in one frame
            batch.extend(random_event(app, rng, keys))
            sent += 1
        app.step(rng.choice((1 / 60, 1 / 30, 0.1)), batch)
        assert app.scenes, "the scene stack must never be empty"
        app.running = True  # a click on Quit is a choice, not a crash: keep going
    assert {"title", "setup", "via_gladiola"} <= seen


def test_monkey_on_results_and_hot_seat():
    """Reach the less common scenes (hot seat, an all-bot game, results), then poke them."""
    rng = random.Random(99)
    app = T.new_app(seed=2)
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    for seat in (0, 1, 2):  # everyone a random bot: the table plays itself
        while app.top.seats[seat].kind != "random":
            T.click_at(app, T.find(app, f"seat{seat}.kind").right_rect.center)
    T.click(app, "start")
    assert T.run_until(app, lambda: app.top.name == "results", 20000)
    keys = list(KEYS)
    for _ in range(600):
        batch = random_event(app, rng, keys)
        app.step(1 / 30, batch)
        app.running = True
        assert app.scenes
