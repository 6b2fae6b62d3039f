"""At the largest text size (a phone's default) a table shows its running text, a line of two
words or more, at ``theme.PHONE_TEXT`` logical px or more: 14 CSS px on an 844x390 phone, where
the 1280x720 frame is shown at 0.54 of its size.

Measured as drawn: every call of ``theme.text`` while a game is played by clicks, with tips on,
the log opened and closed, up to its results.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
import re  # noqa: E402
from collections import OrderedDict  # noqa: E402

import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.ui import navigator, theme, widgets  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.settings import clear_text_caches  # noqa: E402
from game.ui.scenes.setup import Seat  # noqa: E402

NAMES = ["Anna", "Ben", "Carla", "Dora", "Emil", "Fritz"]
# The top bar's buttons (and the Menu on Gloschli's round results): not a move, and the scenes
# behind them are not the table (random clicks there would change the language or text size).
CHROME = {"menu", "keys", "rules", "sound", "undo", "gl.res_menu"}
RUNNING = re.compile(r"\w \w")  # two words or more


class Drawn:
    """Every running line ``theme.text`` is asked for, with its size, while installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.lines: dict[str, int] = {}  # line -> the smallest size it was drawn at
        text = theme.text
        # Buttons keep their looks and card faces their words: asked for anew, they are seen.
        monkeypatch.setattr(widgets, "_looks", OrderedDict())
        clear_text_caches()

        def recorded(s, size, *a, **kw):
            line = str(s)
            if RUNNING.search(line):
                self.lines[line] = min(int(size), self.lines.get(line, 999))
            return text(s, size, *a, **kw)

        monkeypatch.setattr(theme, "text", recorded)

    def small(self) -> dict[str, int]:
        return {k: v for k, v in self.lines.items() if v < theme.PHONE_TEXT}


def play(app: App, game: str, kinds: tuple[str, ...], rng: random.Random, steps: int) -> set:
    """Start ``game`` and click what a person would until its results (or ``steps`` clicks);
    returns the names of the scenes seen (and of the tips shown)."""
    seats = [Seat(NAMES[i], k) for i, k in enumerate(kinds)]
    navigator.start_game(app, spec(game), seats, {})
    seen = set()
    for step in range(steps):
        T.rest(app)
        top = app.top
        assert top is not None
        seen.add(top.name)
        tips = getattr(top, "tips", None)
        # over the table, a tip leaves what it explains in sight
        if tips is not None and tips.showing() and tips.current is not None:
            target = top.tipping.target(tips.current)
            if target is not None:  # in sight (a whole field's edge may go under it)
                hid = top.tips.rect().clip(target)
                assert hid.w * hid.h <= 0.1 * target.w * target.h, (top.tips.current, target, hid)
            seen.add(f"tip {top.tips.current}")
        if top.name == "results":
            T.run(app, 30)
            break
        if step % 37 == 5 and T.find(app, "log.toggle") is not None:
            T.click(app, "log.toggle")  # the log open for a while, then folded again
            continue
        live = [w for w in T.widgets(app) if w.enabled and w.id not in CHROME]
        if not live:
            continue
        target = rng.choice(live)
        T.click_at(app, target.rect.center)
    return seen


# Each table with bots and as a hot seat (its pass screens and news), in English or in German
# (the longest words): each table meets both languages.
CASES = [
    ("via_gladiola", ("human", "easy", "easy", "easy", "easy"), "en"),
    ("via_gladiola", ("human", "human"), "de"),
    ("gloschli", ("human", "easy", "easy", "easy", "easy", "easy"), "de"),
    ("gloschli", ("human", "human", "easy"), "en"),
    ("floriado", ("human", "easy"), "de"),
    ("floriado", ("human", "human"), "en"),
]


@pytest.mark.parametrize(
    "game,kinds,lang", CASES, ids=[f"{g}-{'-'.join(k)}-{lang}" for g, k, lang in CASES]
)
def test_running_text_at_a_table_is_readable_on_a_phone(game, kinds, lang, monkeypatch):
    app = T.new_app(frames=2, text_scale=theme.LARGEST, hints=True, language=lang)
    try:
        drawn = Drawn(monkeypatch)
        seen = play(app, game, kinds, random.Random(len(kinds)), 1500)
        assert game in seen, seen
        assert drawn.lines, "no running text drawn at all"
        small = drawn.small()
        assert not small, "\n".join(f"{v:3d} {k}" for k, v in sorted(small.items(), key=str))
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
