"""Today's deal through the real app, headless: from the title's "Today's deal"
button to the results' share line, once counted and then as practice; the Copy button; the
daily screen and the results strip laid out in four languages at both text sizes.

The date is patched (``daily.today_utc``), never read from the clock in an assertion. The bots
keep their fixed levels at the table (the seats say so and the history records them) but think
as random bots here, so a Gloschli game to 100 points stays quick: the test is about the deal,
the try and the history, not about play.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import (
    daily,  # noqa: E402
    matches,  # noqa: E402
)
from game.core.catalog import GAMES, spec  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.ui import navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

DAY = "2026-12-01"


@pytest.fixture
def app(monkeypatch):
    return make_app(monkeypatch)


def make_app(monkeypatch, lang: str = "en", scale: float = 1.0) -> App:
    monkeypatch.setattr(daily, "today_utc", lambda now=None: DAY)
    real = matches.make_bot
    monkeypatch.setattr(matches, "make_bot", lambda game, kind, seed: real(game, "random", seed))
    return T.new_app(seed=3, frames=2, hints=False, language=lang, text_scale=scale)


def open_deal(app: App, game: str):
    T.click(app, f"daily.{game}")
    T.run(app, 2)
    assert app.top.name == "daily" and app.top.game == game
    T.click(app, "daily.play")
    T.run(app, 2)
    if app.top.name == "confirm":  # another save of this game would be replaced: asked first
        T.click(app, "confirm.new")
        T.run(app, 2)
    table = app.top
    assert table.match.session.game == game
    return table


def play_to_results(app: App, table, seed: int = 1) -> None:
    """The person plays random legal moves (in Gloschli calls as soon as allowed, so the
    rounds are short); the bots answer at the table."""
    rng = random.Random(seed)
    for _ in range(60000):
        if app.top.name == "results" and app.top.result is not None:
            return
        if getattr(table, "memo_hold", False):  # Gloschli's start peeks: seen, hidden (GL-34)
            table.choice.hide_held()
        if app.top is table and table.my_turn():
            legal = table.match.session.state.legal_actions()
            calls = [a for a in legal if type(a).__name__ == "Call"]  # GL-21: short rounds
            table.perform(calls[0] if calls else rng.choice(legal))
        elif T.find(app, "gl.next_round") is not None:  # a Gloschli round ends: go on
            T.click(app, "gl.next_round")
        T.run(app, 1)
    raise AssertionError("the game did not end")


def history(app: App) -> dict:
    return daily.load(app.storage)


@pytest.mark.parametrize("game", GAMES)
def test_todays_deal_from_the_title_counts_once_then_is_practice(app, game):
    table = open_deal(app, game)
    s = table.match.session
    assert s.seed == daily.seed_for(game, DAY) and s.daily == DAY
    assert [x.kind for x in s.seats] == ["human", *spec(game).daily_bots]
    assert s.names[0] == "Anna" and s.options == daily.options_for(game)
    # The table plays today's deal: its moves so far replayed on the deal give its state.
    deal = daily.new_session(game, DAY)
    replayed = s.rules.replay(len(deal.seats), deal.seed, deal.options, s.actions)
    assert replayed.to_json() == s.state.to_json()
    # The try is taken as the deal starts (before a move is made).
    assert daily.entry(history(app), game, DAY)["state"] == "playing"
    play_to_results(app, table)
    day = daily.entry(history(app), game, DAY)
    assert day["state"] == "done" and day["levels"] == list(spec(game).daily_bots)
    assert day["moves"] == len(s.actions)
    strip = T.find(app, "daily.copy")
    assert strip is not None and strip.title == t("daily.counted")
    assert strip.line == daily.share_line(game, DAY, day)
    kept = history(app)

    T.click(app, "menu")
    T.run(app, 2)
    assert app.top.name == "title"
    assert T.find(app, f"daily.{game}").sub == daily.result_text(game, day)
    table = open_deal(app, game)  # a second try: practice
    assert (
        table.match.session.seed == daily.seed_for(game, DAY) and table.match.session.daily == DAY
    )
    play_to_results(app, table, seed=2)
    assert history(app) == kept  # not counted
    strip = T.find(app, "daily.copy")
    assert strip.title == t("daily.practice_note")
    assert strip.line == daily.share_line(game, DAY, day)  # the day's counted result


def test_another_day_deals_anew(app, monkeypatch):
    table = open_deal(app, "via_gladiola")
    first = daily.new_session("via_gladiola", DAY).state.to_json()
    monkeypatch.setattr(daily, "today_utc", lambda now=None: "2026-12-02")
    app.reset(navigator.make("title", app))
    T.run(app, 2)
    table = open_deal(app, "via_gladiola")  # the save of the 1st is replaced: asked first
    assert table.match.session.daily == "2026-12-02"
    s = table.match.session
    assert s.rules.replay(len(s.seats), s.seed, s.options, []).to_json() != first
    assert table.match.session.seed == daily.seed_for("via_gladiola", "2026-12-02")


def test_a_started_try_continues_from_its_save(app):
    table = open_deal(app, "floriado")
    rng = random.Random(5)
    assert T.run_until(app, lambda: table.my_turn(), 600)
    table.perform(rng.choice(table.match.session.state.legal_actions()))
    T.run(app, 2)
    moves = len(table.match.session.actions)
    app.reset(navigator.make("title", app))
    T.run(app, 2)
    assert T.find(app, "daily.floriado").sub == t("daily.tile.playing")
    T.click(app, "daily.floriado")
    T.run(app, 2)
    assert T.find(app, "daily.play").label == t("daily.continue")
    T.click(app, "daily.play")
    T.run(app, 3)
    assert app.top.match.session.daily == DAY and len(app.top.match.session.actions) >= moves


@pytest.mark.parametrize("works", [True, False], ids=["clipboard", "no_clipboard"])
def test_copy_puts_the_line_on_the_clipboard_or_says_to_copy_by_hand(app, monkeypatch, works):
    from game.ui.scenes import daily as scene

    copied: list[str] = []

    def fake(text: str) -> bool:
        copied.append(text)
        return works

    monkeypatch.setattr(scene, "copy_text", fake)
    st = app.storage
    s = daily.new_session("via_gladiola", DAY)
    daily.take_try(st, s)
    s.actions = [{}] * 5
    from game.core.contract import Result

    daily.record(st, s, Result((4.0, 7.0, 9.0), (0,)))
    T.click(app, "daily.via_gladiola")
    T.run(app, 2)
    T.click(app, "daily.copy")
    line = daily.share_line("via_gladiola", DAY, daily.entry(history(app), "via_gladiola", DAY))
    assert copied == [line]
    assert line == "Meadow · Via Gladiola · 1 Dec 2026 · 4 blisters · 1st of 3 vs hard, medium"
    said = t("daily.copied") if works else t("daily.copy_by_hand")
    assert any(msg == said for msg, _ in app.toasts)


def test_copy_on_the_desktop_never_raises():
    from game import platform
    from game.ui.scenes.daily import copy_text

    assert platform.copy_text_web("x") is False  # not the web
    assert copy_text("Meadow") in (True, False)  # headless: no clipboard, no crash


def finished_daily(app: App, game: str) -> None:
    """Today's deal of ``game`` played out unseen (random moves for every seat), then its
    results on top."""
    navigator.start_daily(app, game, DAY)
    table = app.top
    rng = random.Random(7)
    for _ in range(20000):
        if table.match.session.state.is_over:
            break
        table.perform(rng.choice(table.match.session.state.legal_actions()))
    assert T.run_until(app, lambda: app.top.name == "results" and app.top.result is not None, 3000)


@pytest.mark.parametrize(
    ("lang", "scale"),
    [(lang, scale) for scale in (1.0, 1.25) for lang in ("en", "de", "fr", "it")]
    + [("en", 1.5), ("de", 1.5)],  # the largest text, a phone's
    ids=lambda v: {1.0: "text", 1.25: "larger_text", 1.5: "largest_text"}.get(v, v),
)
def test_daily_screens_have_no_overlaps(monkeypatch, lang, scale):
    from tests.test_looks import screen_overlaps

    app = make_app(monkeypatch, lang, scale)
    found: list[str] = []
    try:
        for game in ("via_gladiola", "floriado"):
            finished_daily(app, game)
            found += screen_overlaps(app, f"results {game}")
            T.click(app, "menu")
            T.run(app, 2)
        found += screen_overlaps(app, "title")
        T.click(app, "daily.via_gladiola")
        found += screen_overlaps(app, "daily via_gladiola")
        T.click(app, "daily.game.gloschli")
        found += screen_overlaps(app, "daily gloschli (not played)")
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
    assert found == []


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_table_says_it_is_todays_deal(monkeypatch, lang, scale):
    """A person at the table can tell the day's counted deal from an ordinary game: the top
    bar names it, clear of the bar's other texts, and no Hint is offered (a fair result)."""
    app = make_app(monkeypatch, lang, scale)
    try:
        for game in GAMES:
            table = open_deal(app, game)
            assert table.chrome.bar_title().endswith(" · " + t("daily.tile")), (
                table.chrome.bar_title()
            )
            assert table.chrome.bar_title() in [
                m.label for m in T.record_frame(app) if m.kind == "text"
            ]
            assert T.find(app, "coach") is None
            assert T.layout_overlaps(T.record_frame(app)) == [], game
            T.key(app, pygame.K_ESCAPE)
            T.click(app, "quit_title")
            T.run(app, 2)
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
