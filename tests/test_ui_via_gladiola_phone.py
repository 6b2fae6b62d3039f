"""Via Gladiola's phone layout (the largest text size): the lines the game draws itself, in
its own ui package, are at least theme.PHONE_TEXT logical px (14 CSS px on an 844x390 phone);
the smaller sizes keep their words.

tests/test_phone_text.py measures every line at a table, the shared parts' too (the log, tips,
the top bar, the results' buttons): these tests hold the game's own lines to it now.
"""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.games.via_gladiola.ui import layout  # noqa: E402
from game.games.via_gladiola.ui import paint as vg_paint  # noqa: E402
from game.i18n import LANGUAGES, set_language, t, tn  # noqa: E402
from game.ui import navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.scenes.settings import clear_text_caches  # noqa: E402
from game.ui.scenes.setup import Seat  # noqa: E402
from game.ui.table.effects import ribbon_size  # noqa: E402
from tests.test_phone_text import RUNNING, play  # noqa: E402

OWN = os.path.join("games", "via_gladiola", "ui") + os.sep
THEME = os.path.join("game", "ui", "theme.py")
ENDS = ("finish", "last_card", "cap")  # the end reasons with a ribbon (table.end.*)


class OwnLines:
    """Every running line ``theme.text`` is asked for by Via Gladiola's own ui package (the
    first caller outside theme.py), with the smallest size it was drawn at."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.lines: dict[str, int] = {}
        text = theme.text

        def recorded(s, size, *a, **kw):
            line = str(s)
            if RUNNING.search(line) and OWN in caller():
                self.lines[line] = min(int(size), self.lines.get(line, 999))
            return text(s, size, *a, **kw)

        monkeypatch.setattr(theme, "text", recorded)


def caller() -> str:
    frame = sys._getframe(2)  # above recorded()
    while frame is not None and frame.f_code.co_filename.endswith(THEME):
        frame = frame.f_back
    return frame.f_code.co_filename if frame is not None else ""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(
    "kinds",
    [("human", "easy", "easy", "easy", "easy"), ("human", "human")],
    ids=["bots", "hot_seat"],
)
def test_own_lines_are_readable_on_a_phone(kinds, lang, monkeypatch):
    clear_text_caches()  # card faces drawn afresh, in this language
    app = T.new_app(frames=2, text_scale=theme.LARGEST, hints=True, language=lang)
    try:
        own = OwnLines(monkeypatch)
        seen = play(app, "via_gladiola", kinds, random.Random(len(kinds)), 1500)
        assert {"via_gladiola", "results"} <= seen, seen
        small = {k: v for k, v in own.lines.items() if v < theme.PHONE_TEXT}
        assert not small, "\n".join(f"{v:3d} {k}" for k, v in sorted(small.items()))
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
        clear_text_caches()


def table_lines(scale: float, monkeypatch) -> tuple[dict[str, int], str]:
    """The game's own running lines in a few frames of a 3-seat table at ``scale``, and the
    Rest button's sub-label."""
    clear_text_caches()
    app = T.new_app(frames=2, text_scale=scale, hints=False, language="en")
    own = OwnLines(monkeypatch)
    seats = [Seat("Anna", "human"), Seat("Ben", "easy"), Seat("Carla", "easy")]
    navigator.start_game(app, spec("via_gladiola"), seats, {})
    T.run(app, 5)
    app.top.draw(app.surface)
    rest = T.find(app, "rest")
    assert rest is not None
    return own.lines, rest.sub


@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_smaller_sizes_keep_their_words(scale, monkeypatch):
    try:
        lines, rest_sub = table_lines(scale, monkeypatch)
        assert rest_sub == t("table.rest_sub")
        for word in (
            t("table.draw_pile"),
            t("table.next_walk"),
            t("table.gladiolas"),
            t("table.hand_blisters"),
            t("table.day", day=1),
            tn("table.draws", 0),
        ):
            assert word in lines, (word, sorted(lines))
    finally:
        theme.set_body_scale(1.0)
        clear_text_caches()


def test_the_phone_layout_says_it_with_pictures(monkeypatch):
    try:
        lines, rest_sub = table_lines(theme.LARGEST, monkeypatch)
        assert rest_sub == ""  # its card icon says "draw a card"
        assert t("card.day", day=1) in lines  # the start card's day, in sight
        for word in (
            t("table.draw_pile"),
            t("table.next_walk"),
            t("table.gladiolas"),
            t("table.hand_blisters"),
        ):
            assert word not in lines, (word, sorted(lines))
    finally:
        theme.set_body_scale(1.0)
        clear_text_caches()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("log_open", [False, True], ids=["log_folded", "log_open"])
def test_the_ribbons_words_stay_large_and_off_the_labels(lang, log_open):
    """ "Day 2 is done!" and the game's ends: on a phone, words of PHONE_TEXT px at least, and
    the ribbon off the day chips, the draw pile's count and the gladiolas, covering the middle
    band's range whole or not at all."""
    app = T.new_app(frames=2, text_scale=theme.LARGEST, language=lang, log_open=log_open)
    try:
        seats = [Seat("Anna", "human"), Seat("Ben", "easy")]
        navigator.start_game(app, spec("via_gladiola"), seats, {})
        g = app.top.geo()
        band = layout.phone_band_rect(g["bands"], 1)
        keys = [("table.day_done", 3), *((f"table.end.{r}", 0) for r in ENDS)]
        for key, day in keys:
            text = t(key, day=day)
            size = ribbon_size(text, vg_paint.banner_width(g))
            assert size >= theme.PHONE_TEXT, (text, size)
            rib = vg_paint.banner_rect(text, g)
            assert rib.x >= g["chips"][0].right and rib.right <= g["glads"].x, (text, rib)
            assert rib.bottom <= layout.pile_tag(g).y, (text, rib)
            assert rib.right <= band.x + layout.PHONE_RANGE_LEFT or rib.right >= band.right, (
                text,
                rib,
            )
            assert band.y - 8 <= rib.centery <= band.bottom + 8  # on the middle band
    finally:
        set_language("en")
        theme.set_body_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, theme.LARGEST])
def test_a_bots_level_is_one_word_on_a_phone(scale, monkeypatch):
    """On a phone a bot's seat says its level in one word, as Floriado's does: the robot
    badge on its avatar already says "bot"."""
    drawn: set[str] = set()
    text = theme.text

    def recorded(s, size, *a, **kw):
        drawn.add(str(s))
        return text(s, size, *a, **kw)

    monkeypatch.setattr(theme, "text", recorded)
    try:
        table_lines(scale, monkeypatch)
        long = t("seat.bot", level=t("kind.easy"))
        assert long != t("level.easy")
        assert (t("level.easy") in drawn) == (scale == theme.LARGEST), sorted(drawn)
        assert (long in drawn) == (scale != theme.LARGEST), sorted(drawn)
    finally:
        theme.set_body_scale(1.0)
        clear_text_caches()


@pytest.mark.parametrize("scale", [1.0, theme.LARGEST])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_results_rows_words_keep_clear_of_its_cards(lang, scale, monkeypatch):
    """A results row's name and its tag ("Bot: a caso") end before the hand's cards: a bot's
    level in one word where the tag would run under them."""
    from game.games.via_gladiola.ui import results as vg_results

    try:
        app = T.new_app(frames=2, text_scale=scale, hints=False, language=lang)
        seats = [Seat("Anna", "random"), Seat("Bartholomew", "random")]
        navigator.start_game(app, spec("via_gladiola"), seats, {})
        assert T.run_until(app, lambda: app.top.name == "results", 20000)
        cards: list = []
        blit = vg_results.card_art.blit

        def recorded(surface, img, rect, *a, **kw):
            cards.append(rect.copy())
            return blit(surface, img, rect, *a, **kw)

        monkeypatch.setattr(vg_results.card_art, "blit", recorded)
        texts = [m for m in T.record_frame(app) if m.kind == "text"]
        assert cards and texts
        assert [(m.label, m.rect) for m in texts if m.rect.collidelist(cards) >= 0] == []
    finally:
        theme.set_body_scale(1.0)
        clear_text_caches()
