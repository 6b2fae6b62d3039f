"""Today's deal as PNGs (1280x720): the title with each game's deal of the day, the
daily screen with its share line and streaks, and a daily game's results with the share strip;
the daily screen again in German at the larger text size.

``python tools/screenshots_daily.py [out_dir]`` (default: docs/screenshots/). The date is fixed
(1 December 2026), the store is in memory, three earlier days are played for the streak, and
today's deal is played out with random moves for every seat (the picture is of the screens).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game import daily
from game.core.contract import Result
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import navigator
from game.ui import testing as T
from game.ui.app import App

DAY = "2026-12-01"


def park(app: App) -> None:
    """The pointer off every control, so no hover shows."""
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step(T.DT, [motion])
    T.run(app, 2)


def earlier_days(storage: Storage) -> None:
    """27 to 30 November played (the 29th lost), so the streak reads 5 with today's."""
    scores = {"2026-11-27": (6, 9, 12), "2026-11-28": (3, 5, 14), "2026-11-29": (9, 2, 7)}
    scores["2026-11-30"] = (1, 8, 8)
    for date, (a, b, c) in scores.items():
        s = daily.new_session("via_gladiola", date)
        daily.take_try(storage, s)
        s.actions = [{}] * 40
        winners = (0,) if a < min(b, c) else (1,) if b < c else (2,)
        daily.record(storage, s, Result((float(a), float(b), float(c)), winners))


def play_out(app: App, game: str, seed: int) -> None:
    navigator.start_daily(app, game, DAY)
    table = app.top
    rng = random.Random(seed)
    while not table.match.session.state.is_over:
        table.perform(rng.choice(table.match.session.state.legal_actions()))
    T.run_until(app, lambda: app.top.name == "results" and app.top.result is not None, 3000)


def main(out: Path, lang: str = "en", scale: float = 1.0, suffix: str = "") -> None:
    daily.today_utc = lambda now=None: DAY  # the pictures' day, whatever today is
    out.mkdir(parents=True, exist_ok=True)
    storage = Storage(MemoryBackend())
    settings = {"speed": 0.0, "sound": False, "hints": False, "text_scale": scale}
    storage.save(KEY_SETTINGS, {**settings, "language": lang})
    earlier_days(storage)
    app = App(storage=storage, seed=21)
    T.run(app, 2)
    play_out(app, "via_gladiola", 4)
    park(app)
    if not suffix:
        shot(app, out, "daily_results.png")
    T.click(app, "menu")
    T.run(app, 2)
    # Floriado's deal started and left: its try is taken, the game saved.
    navigator.start_daily(app, "floriado", DAY)
    T.run(app, 4)
    app.reset(navigator.make("title", app))
    park(app)
    if not suffix:
        shot(app, out, "daily_title.png")
    T.click(app, "daily.via_gladiola")
    park(app)
    shot(app, out, f"daily_scene{suffix}.png")


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS
    main(target)
    main(target, "de", 1.25, "_de_larger")
