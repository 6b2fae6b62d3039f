"""The statistics screen as PNGs (1280x720): Via Gladiola after a scripted history of
24 games against bots (so the chart shows its full 20), in English (statistics.png), and the
same in German at the larger text size (statistics_de.png); the reset question
(statistics_reset.png); the empty state in French (statistics_empty_fr.png).

``python tools/screenshots_stats.py [out_dir]`` (default: docs/screenshots/). The history is
written through ``game.records.add_result`` into an in-memory store, then the screen is opened
the way a person does: title, R (records), T (statistics).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from shotlib import DOCS_SHOTS, shot  # headless SDL, game importable

from game import records as rec
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import testing as T
from game.ui.app import App

NAMES = ["Mia", "Bot 1", "Bot 2", "Bot 3"]
LEVELS = ("easy", "medium", "hard", "random")


def history() -> dict:
    """24 Via Gladiola games and a few of the others: wins, losses, a shared win, coach hints
    and daily deals, scores from 0 to 14 blisters."""
    data = rec.fresh()
    for i in range(24):
        level = LEVELS[i % 3 if i % 7 else 3]
        bots = 1 + i % 3
        kinds = ["human"] + [level] * bots
        mine = (i * 5) % 11 + (3 if i % 4 == 0 else 0)
        scores = [mine] + [(mine + 3 + j * 2) % 13 for j in range(bots)]
        won = [s for s in scores if s == min(scores)]
        winners = [k for k, s in enumerate(scores) if s == won[0]]
        rec.add_result(
            data,
            "via_gladiola",
            kinds,
            NAMES[: len(kinds)],
            winners,
            f"vg{i}",
            scores=scores,
            hints=2 if i % 5 == 1 else 0,
            daily="2026-12-01" if i % 6 == 3 else None,
            when=1_780_000_000 + i * 3600,
        )
    for i in range(5):
        rec.add_result(
            data,
            "floriado",
            ["human", "hard"],
            NAMES[:2],
            [i % 2],
            f"fl{i}",
            scores=[20 + i * 4, 22],
            when=1_780_000_000 + i * 3600,
        )
    return data


def park(app: App) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step(T.DT, [motion])
    T.run(app, 2)


def open_statistics(lang: str, scale: float, data: dict | None) -> App:
    storage = Storage(MemoryBackend())
    settings = {"speed": 0.0, "sound": False, "hints": False, "text_scale": scale}
    storage.save(KEY_SETTINGS, {**settings, "language": lang})
    if data is not None:
        rec.save(storage, data)
    app = App(storage=storage, seed=21)
    T.run(app, 2)
    T.key(app, pygame.K_r)
    T.key(app, pygame.K_t)
    assert app.top.name == "statistics", app.top.name
    park(app)
    return app


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = open_statistics("en", 1.0, history())
    shot(app, out, "statistics.png")
    T.click(app, "stats.reset")
    T.run(app, 20)
    park(app)
    shot(app, out, "statistics_reset.png")
    app = open_statistics("de", 1.25, history())
    shot(app, out, "statistics_de.png")
    app = open_statistics("fr", 1.0, None)
    shot(app, out, "statistics_empty_fr.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS)
