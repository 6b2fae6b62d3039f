"""The pass screen's news: everything that happened since that person last acted, from the
public log; nothing private to another player."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.pass_device import NEWS_SHOWN  # noqa: E402
from game.ui.table.news import first_look, news, since_last_acted  # noqa: E402
from tests.gloschli_script import gloschli_to_called_pass  # noqa: E402


def _word(e: dict) -> str:
    return e["key"]


def test_news_is_what_others_did_since_ones_last_action() -> None:
    log = [
        {"key": "a", "args": {}, "seat": 0},
        {"key": "b", "args": {}, "seat": 1},
        {"key": "log.you_draw", "args": {}, "seat": 1},  # private to seat 1
        {"key": "c", "args": {}, "seat": 0},
        {"key": "d", "args": {}, "seat": 1},
        {"key": "e", "args": {}},
        {"key": "f", "args": {}, "seat": 2},
    ]
    assert since_last_acted(log, 0) == log[4:]
    assert news(log, 0, lambda e, s: None, _word) == ["d", "e", "f"]
    # a headline is worded as one, in its place
    head = lambda e, s: "D!" if e["key"] == "d" else None  # noqa: E731
    assert news(log, 0, head, _word) == ["D!", "e", "f"]
    assert news(log, 2, lambda e, s: None, _word) == []  # seat 2 acted last
    assert news(log, 3, lambda e, s: None, _word) == ["a", "b", "c", "d", "e", "f"]
    # what they had before their eyes at the device is not news again, nor their own lines
    assert news(log, 3, lambda e, s: None, _word, seen=5) == ["e", "f"]
    assert news(log, 0, lambda e, s: None, _word, seen=2) == ["d", "e", "f"]
    assert news(log, 1, lambda e, s: None, _word, seen=6) == ["f"]
    assert first_look(log, 3, None) and not first_look(log, 3, 0)
    assert not first_look(log, 2, None)  # seat 2 has acted


def make_app() -> App:
    return T.new_app(hints=False)


def start(app: App, game: str, kinds: tuple[str, ...]):
    T.run(app, 2)
    seats = [Seat(n, k) for n, k in zip(("Anna", "Ben", "Carla"), kinds)]
    navigator.start_game(app, spec(game), seats, {"start_player": 0})
    T.run(app, 2)
    return next(s for s in app.scenes if s.name == game)


def test_via_gladiola_pass_screen_says_what_the_last_person_did() -> None:
    # VG-10: Anna rests; the screen that hands the device to Ben says so.
    app = make_app()
    table = start(app, "via_gladiola", ("human", "human"))
    assert app.top.name == "pass"
    T.click(app, "pass.ready")
    T.click(app, "rest")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    assert app.top.seat == 1
    assert t("log.rest", name="Anna") in app.top.news
    assert table.match.session.log[-1]["seat"] == 0


def test_gloschli_pass_screen_says_this_is_the_last_turn_after_a_call() -> None:
    # GL-22: after Anna's call every other player has one more turn; Ben is told so.
    app = make_app()
    table = start(app, "gloschli", ("human", "human"))
    gloschli_to_called_pass(app, table)
    assert app.top.name == "pass" and app.top.seat == 1
    assert t("gl.news.called", name="Anna") in app.top.news


def test_three_seat_hot_seat_news_keeps_everything_since_the_last_turn() -> None:
    # GL-13 / GL-30: in a three-person Gloschli every public line since Anna's last action is
    # on her pass screen (a look at her card, a power played), however many; they scroll when
    # long and are all drawn in one size.
    from game.games.gloschli.rules import Call
    from game.ui.log import render_entry
    from game.ui.table.news import since_last_acted

    app = make_app()
    table = start(app, "gloschli", ("human", "human", "human"))
    rng = __import__("random").Random(11)
    longest = None
    for _ in range(6000):
        top = app.top
        if top.name == "pass":
            log = table.match.session.log
            since = since_last_acted(log, top.seat, table.match.session.seen[top.seat])
            expect = [
                render_entry(e, table.card_label)
                for e in since
                if e.get("seat") != top.seat and ".you_" not in e["key"]
            ]
            heads = [e for e in since if e["key"] == "gl.log.called"]
            if not heads:
                assert top.news == expect
            if longest is None or len(top.news) > len(longest.news):
                longest = top
            if len(top.news) >= 4:
                break
            T.click(app, "pass.ready")
            continue
        if table.memo_hold:
            table.choice.hide_held()
        if top is table and table.my_turn():
            legal = [
                a for a in table.match.session.state.legal_actions() if not isinstance(a, Call)
            ]
            table.perform(rng.choice(legal))
        T.run(app, 1)
    assert longest is not None and len(longest.news) >= 4  # more than two lines, all kept
    # A long round since Anna's turn: more lines than the band shows.
    from game.ui.scenes.pass_device import PassScene

    others = [e for e in table.match.session.log if e.get("seat") not in (None, 0)]
    table.match.session.log.extend(dict(e) for e in others * 4)
    app.pop()
    app.push(PassScene(app, table, 0))
    T.run(app, 2)
    scene = app.top
    assert len(scene.lines) > scene.shown
    # The band takes the screen's free height: more than the old third of it, the sheet
    # still on the screen.
    assert scene.shown > NEWS_SHOWN and scene.rect.top >= 0 and scene.rect.bottom <= 720
    marks = T.record_frame(app)
    drawn = [m for m in marks if m.kind == "text" and m.label in scene.lines]
    assert len(drawn) == scene.shown and scene.most_scroll() > 0
    heights = {theme.text(m.label, scene.news_size, theme.INK, "bold").get_height() for m in drawn}
    assert len(heights) == 1  # one size, no line shrunk to fit
    # It opens at the newest lines (what Ben needs before he draws), saying how many are above.
    assert scene.scroll == scene.most_scroll()
    assert [m.label for m in drawn] == scene.lines[-scene.shown :]
    above = t("pass.earlier.other", n=scene.most_scroll())
    assert any(m.kind == "text" and m.label == above for m in marks)
    assert T.layout_overlaps(marks) == []
    scene.on_wheel(scene.rect.center, 100)  # back to the first
    assert scene.scroll == 0
    marks = T.record_frame(app)
    shown = [m.label for m in marks if m.kind == "text" and m.label in scene.lines]
    assert shown == scene.lines[: scene.shown]
    assert not any(m.kind == "text" and m.label.endswith(" above") for m in marks)


def _pass_screens(app: App, table, count: int) -> list[tuple[int, str, list[str]]]:
    """The next ``count`` pass screens of a two-person Gloschli as (seat, heading, news):
    each person peeks at their two cards, then draws and ends the turn (GL-13, GL-17)."""
    from game.games.gloschli.rules import Call, Draw, EndTurn, StartPeek

    seen: list[tuple[int, str, list[str]]] = []
    for _ in range(4000):
        top = app.top
        if top.name == "pass":
            if len(seen) == count:
                return seen
            seen.append((top.seat, top.heading, list(top.news)))
            T.click(app, "pass.ready")
            continue
        if table.memo_hold:
            table.choice.hide_held()
        if top is table and table.my_turn():
            legal = [a for a in table.match.legal_actions() if not isinstance(a, Call)]
            pick = [a for a in legal if isinstance(a, (StartPeek, Draw, EndTurn))] or legal
            table.perform(pick[0])
        T.run(app, 1)
    raise AssertionError("the pass screens did not come")


def test_hot_seat_news_is_never_what_that_person_already_saw() -> None:
    # GL-13 / GL-17: the start peeks log nothing; the round's first line, seen on each
    # person's first pass screen, is not theirs again on the next one, nor after their peek.
    app = make_app()
    table = start(app, "gloschli", ("human", "human"))
    screens = _pass_screens(app, table, 5)
    round_line = render_first(table)
    assert [s for s, _, _ in screens] == [0, 1, 0, 1, 0]
    assert screens[0][2] == [round_line] and screens[1][2] == [round_line]
    assert screens[2][2] == []  # Anna peeked; Ben peeked: nothing for her to know
    assert round_line not in screens[3][2] and screens[3][2]  # Anna's first turn, only that
    assert round_line not in screens[4][2] and screens[4][2]
    # Only the first look is "so far": each has had a turn (their peek) after it.
    assert [h for _, h, _ in screens] == [t("pass.so_far")] * 2 + [t("pass.news")] * 3
    assert t("pass.so_far") != t("pass.news")


def render_first(table) -> str:
    from game.ui.log import render_entry

    return render_entry(table.match.session.log[0], table.card_label)


def test_via_gladiola_first_pass_screen_says_so_far_not_since_your_last_turn() -> None:
    # VG-10: Ben has had no turn yet when Anna rests: his news is headed as the game so far.
    app = make_app()
    table = start(app, "via_gladiola", ("human", "human"))
    assert app.top.name == "pass" and app.top.heading == t("pass.so_far")
    T.click(app, "pass.ready")
    T.click(app, "rest")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    assert app.top.seat == 1 and app.top.heading == t("pass.so_far")
    assert render_first(table) in app.top.news  # the walk's start: new to Ben
    T.click(app, "pass.ready")
    T.click(app, "rest")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    assert app.top.seat == 0 and app.top.heading == t("pass.news")
    assert render_first(table) not in app.top.news  # Anna saw it on her first pass screen
    assert t("log.rest", name="Ben") in app.top.news


def test_the_seen_marks_survive_a_save_and_a_bad_one_reads_as_none() -> None:
    from game.core.match import Session

    app = make_app()
    table = start(app, "gloschli", ("human", "human"))
    _pass_screens(app, table, 3)
    data = table.match.session.to_save()
    # Anna had the device through her turn; Ben last saw the round's first line
    assert data["seen"] == [len(table.match.session.log), 1] and data["seen"][0] > 1
    assert Session.from_save(data).seen == data["seen"]
    assert Session.from_save({**data, "seen": [1, 99]}).seen == [1, None]
    assert Session.from_save({**data, "seen": "x"}).seen == [None, None]
    del data["seen"]
    assert Session.from_save(data).seen == [None, None]  # a save from before


def test_the_pass_screen_follows_a_change_of_language_at_once() -> None:
    # Esc -> Settings -> French -> back: the news lines and the button in French too.
    app = make_app()
    start(app, "via_gladiola", ("human", "human"))
    T.click(app, "pass.ready")
    T.click(app, "rest")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    pass_screen = app.top
    T.click(app, "menu")
    T.click(app, "settings")
    assert app.top.name == "settings"
    app.top.set_language("fr")
    while app.top is not pass_screen:
        T.key(app, pygame.K_ESCAPE)
        T.run(app, 2)
    assert t("pass.ready", name="Ben") == "Je suis Ben : voir ma main"
    assert T.find(app, "pass.ready").label == t("pass.ready", name="Ben")
    assert t("log.rest", name="Anna") in pass_screen.news
    marks = [m.label for m in T.record_frame(app) if m.kind == "text"]
    assert t("log.rest", name="Anna") in marks and "Anna rests" not in marks
    assert t("pass.so_far") in marks
