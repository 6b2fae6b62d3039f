"""The screens outside the tables at the largest text size (a phone's: its running text needs
26 logical px to be 14 CSS px on an 844x390 screen), in the four languages (German's words are
the longest, French's and Italian's come close).

Each screen is drawn as a person reaches it, then checked as drawn (``testing.record_frame``):
nothing overlaps (also with the focus on each widget), no text leaves the screen, every button
is on it, and every line of two words or more that the screen draws is at least
``theme.PHONE_TEXT`` px. The rules pages, the title's tiles and the keys list have their own
tests (tests/test_ui_larger_text.py, tests/test_looks.py, tests/test_accessibility.py).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import archive  # noqa: E402
from game import records as rec  # noqa: E402
from game.core.catalog import GAMES, spec  # noqa: E402
from game.i18n import LANGUAGES, set_language, t  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.layout import H, W  # noqa: E402
from game.ui.settings import TEXT_SCALES  # noqa: E402
from game.ui.table.review import Review  # noqa: E402
from tests.test_archive import finished  # noqa: E402
from tests.test_looks import screen_overlaps  # noqa: E402
from tests.test_phone_chrome import Over  # noqa: E402
from tests.test_phone_text import RUNNING as TABLE_RUNNING  # noqa: E402
from tests.test_statistics import history_storage  # noqa: E402

LARGEST = max(TEXT_SCALES)
RUNNING = re.compile(r"[^\W\d_]{2,}\W+\w")  # a word and another after it: a line to read


def make_app(lang: str, storage: Storage | None = None) -> App:
    return T.new_app(
        storage=storage, seed=5, frames=2, hints=False, language=lang, text_scale=LARGEST
    )


class FakeRoom:
    """A room as the server tells it (game/net/protocol.py), without a server."""

    connected = True

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.room = {
            "code": "ABCD",
            "game": "gloschli",
            "host": 0,
            "status": "lobby",
            "seats": [
                {"kind": "human", "name": "Anna", "online": True},
                {"kind": "human", "name": "Ben", "online": False},
                {"kind": "open", "name": ""},
                {"kind": "hard", "name": "Carla"},
            ],
        }

    async def close(self) -> None:
        return None


def screens(lang: str) -> Iterator[tuple[str, App]]:
    """Every screen outside the tables, as a person reaches it: (name, app with it on top)."""
    storage = Storage(MemoryBackend())
    rec.record_game(storage, "via_gladiola", ["human", "easy"], ["Anna", "Ben"], [0], "g1")
    app = make_app(lang, storage)
    for game in GAMES:  # each game's set-up with as many seats as it takes
        T.click(app, f"game.{game}")
        while T.find(app, "seat.add") is not None:
            T.click(app, "seat.add")
        yield f"setup {game}", app
        T.click(app, "back")
    T.click(app, "game.floriado")
    T.click(app, "start")
    T.run(app, 3)
    T.key(app, pygame.K_ESCAPE)
    yield "pause", app
    T.click(app, "restart")
    yield "confirm restart", app
    T.run(app, 3, T.SETTLE_DT)  # past the question's guard
    T.click(app, "confirm.cancel")
    T.click(app, "quit_title")
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    T.run(app, 3)
    T.key(app, pygame.K_ESCAPE)
    T.click(app, "quit_title")
    yield "title", app  # two saved games: Continue lists them
    T.click(app, "continue")
    yield "saves", app
    app.pop()
    T.click(app, "settings")
    yield "settings", app
    app.pop()
    T.click(app, "daily.gloschli")
    yield "daily", app
    app.pop()
    T.click(app, "online")
    online = app.top
    yield "online lobby", app
    online.games = [
        {"code": f"AB{i}", "game": g, "names": ["Anna", "Ben"], "your_turn": i == 0,
         "status": "playing"}
        for i, g in enumerate(GAMES)
    ]  # fmt: skip
    online.build()
    yield "online lobby", app
    online.new.game = "gloschli"  # the most seats a room takes, and a message under the sheets
    online.new.resize(spec("gloschli").rules.max_players)
    online.message = t("online.unreachable")
    yield "online lobby", app
    online.new.game, online.message = GAMES[0], ""
    online.new.resize(-99)
    for seat in (None, 1, 0):  # not seated yet, a guest, the host
        online.conn, online.step = FakeRoom(seat), "room"
        online.build()
        yield "online room", app
    online.conn, online.step = None, "lobby"
    app.pop()
    T.click(app, "game.via_gladiola")  # two people at one device: the pass screen
    while app.top.seats[1].kind != "human":
        T.click_at(app, T.find(app, "seat1.kind").right_rect.center)
    T.click(app, "start")
    T.run(app, 3, T.SETTLE_DT)
    if app.top.name == "confirm":  # replaces the game saved above
        T.click(app, "confirm.new")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    yield "pass", app
    storage = history_storage()
    for game in GAMES:  # a kept game of each, for review
        archive.add(storage, finished(game, 2, min(3, spec(game).rules.max_players)))
    app = make_app(lang, storage)
    T.key(app, pygame.K_r)
    yield "records", app
    T.click(app, "records.reviews")
    for game in GAMES:  # each game's table in review, halfway through
        T.click(app, f"reviews.game.{game}")
        yield "reviews", app
        T.click(app, "reviews.0")
        T.run(app, 3)
        app.top.way.goto(app.top.way.n // 2)
        T.run(app, 2)
        yield "review", app
        T.click(app, "log.toggle")  # the log's sheet opened beside the review's bar
        yield "review log", app
        T.key(app, pygame.K_ESCAPE)  # Esc folds the sheet, then ends the review
        assert not app.top.way.plays and not app.top.chrome.logs.sheet_open
        T.click(app, "review.leave")
        assert app.top.name == "reviews"
    app.pop()
    T.click(app, "statistics")
    for game in GAMES:
        app.top.show(game)
        yield "statistics", app


def review_faults(app: App) -> list[str]:
    """A review at the largest size: its log is the tables' sheet (folded at first, the table
    laid out as in play), "End review" is drawn at the phone's size (its ink as tall as the
    same word's at that size: one word is no running line), and its step buttons are a
    finger's size."""
    table = app.top
    found = []
    if (
        not table.chrome.logs.as_sheet()
        or table.chrome.logs.docked()
        or table.chrome.logs.showing()
    ):
        found.append("review: the log is not the tables' folded sheet")
    word = t("review.leave")
    full = theme.text(word, theme.PHONE_TEXT, theme.INK, "bold").get_bounding_rect().h
    drawn = [m.rect.h for m in T.record_frame(app) if m.kind == "text" and m.label == word]
    if not drawn or min(drawn) < full:
        found.append(f"review: {word!r} drawn {drawn} px high, {full} at the phone's size")
    found += [
        f"review: {w.id} {w.rect.size} under a finger's 44 px"
        for w in T.widgets(app)
        if w.id.startswith("review.") and w.id != "review.leave" and min(w.rect.size) < 44
    ]
    return found


def sheet_faults(app: App) -> list[str]:
    """A review with its log's sheet open: the sheet as the tables' own (nothing in it on
    anything else, tests/test_phone_chrome.py), and the review's bar and "End review" beside
    it, in reach, not under it."""
    table = app.top
    table.chrome.logs._sheet_img = None  # drawn anew: every line of it asked for
    sheet = table.chrome.logs.sheet.rect
    found = [
        f"review log: {p}" for p in T.layout_overlaps(T.LayoutRecorder().frame(Over(table), (W, H)))
    ]
    found += [
        f"review log: {w.id} under the sheet"
        for w in T.widgets(app)
        if w.id.startswith("review.") and w.rect.colliderect(sheet)
    ]
    return found


def long_options(app: App) -> set[str]:
    """A set-up's option labels too long for a phone that their game gives no short form
    for (its catalog's ``<key>.short``, see scenes/common.py phone_words): the game's to
    give, so not this test's to find."""
    entry = getattr(app.top, "entry", None)
    if app.top.name != "setup" or entry is None:
        return set()
    keys = [label for _key, label in entry.toggles]
    keys += [label for _key, label, _values, _default in entry.choices]
    return {t(key) for key in keys if t(f"{key}.short") == f"{key}.short"}


def small_running_text(app: App) -> list[tuple[str, int]]:
    """The lines of two words or more the top scene draws, with their sizes, under
    theme.PHONE_TEXT. A button's sub-label is left out: its size is the button's own
    (widgets.sub_sizes); the screens give it the height for two full-size lines."""
    small: list[tuple[str, int]] = []
    real = theme.text
    subs = {getattr(w, "sub", "") for w in T.widgets(app)} - {""}
    # A review is a table: its lines follow the tables' own rule (tests/test_phone_text.py).
    running = TABLE_RUNNING if isinstance(getattr(app.top, "way", None), Review) else RUNNING

    def text(s, size, *args, **kw):
        if size < theme.PHONE_TEXT and running.search(str(s)) and s not in subs:
            small.append((str(s), size))
        return real(s, size, *args, **kw)

    theme.text = text
    try:
        T.record_frame(app)
    finally:
        theme.text = real
    return small


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_screen_fits_and_reads_at_the_largest_text(lang):
    found: list[str] = []
    seen: set[str] = set()
    screen = pygame.Rect(0, 0, W, H)
    try:
        for name, app in screens(lang):
            seen.add(name)
            if name == "review log":
                found += sheet_faults(app)
            else:
                found += screen_overlaps(app, name)
            if name == "review":
                found += review_faults(app)
            marks = T.record_frame(app)
            found += [
                f"{name}: off the screen: {m}"
                for m in marks
                if m.kind in ("text", "widget") and not screen.contains(m.rect)
            ]
            found += [
                f"{name}: {s!r} at {size} px"
                for s, size in small_running_text(app)
                if s not in long_options(app)
            ]
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
    must = {"title", "settings", "pause", "saves", "daily", "pass", "records", "review"}
    assert seen >= must | {"review log", "reviews"}
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("scale", TEXT_SCALES)
def test_the_volume_shows_100_percent_at_its_size_clear_of_the_knob(scale):
    """The slider keeps room for its widest value: "100 %" never shrinks, and the knob at
    full volume stays clear of it."""
    app = T.new_app(frames=2, text_scale=scale, volume=1.0)
    T.click(app, "settings")
    slider = T.find(app, "volume")
    assert slider is not None
    full = theme.width("100 %", slider.size, "bold")
    drawn = [m.rect for m in T.record_frame(app) if m.kind == "text" and m.label == "100 %"]
    assert drawn and drawn[0].w >= full - 1, (drawn, full)  # at its size, not shrunk
    assert slider.track.right + 13 < drawn[0].x, (slider.track, drawn[0])  # the knob's radius


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_long_list_of_seats_in_continue_is_said_shorter_not_smaller(lang, monkeypatch):
    """Six seats in the Continue list at the largest text: the people by name and the bots
    counted ("Anna and 5 bots") at the list's size, where the whole list would shrink."""
    from game.core.catalog import spec
    from game.core.match import Seat
    from game.ui import navigator

    app = make_app(lang)
    names = ("Anna", "Bartholomew", "Carla", "Daan", "Emma", "Finn")
    seats = [Seat(n, "human" if i == 0 else "easy") for i, n in enumerate(names)]
    navigator.start_game(app, spec("gloschli"), seats, {})
    T.run(app, 3)
    T.key(app, pygame.K_ESCAPE)
    T.click(app, "quit_title")
    app.push(navigator.make("saves", app))  # (Continue with one save resumes it at once)
    T.run(app, 2)
    sizes: dict[str, int] = {}
    real = theme.text

    def text(s, size, *a, **kw):
        sizes[str(s)] = size
        return real(s, size, *a, **kw)

    monkeypatch.setattr(theme, "text", text)
    T.record_frame(app)
    seats_line = [s for s in sizes if s.startswith("Anna")]
    assert seats_line == [t("saves.bots.other", names="Anna", n=5)], sorted(sizes)
    assert sizes[seats_line[0]] == theme.body(18)


@pytest.mark.parametrize("phone", [False, True])
def test_a_phone_lists_no_keys(phone, monkeypatch):
    """A phone has no keys: no button opens the list of them (the title's "?" did), Play
    online takes its room on the title; a desktop keeps it."""
    from game.core.catalog import spec
    from game.core.match import Seat
    from game.ui import focus, navigator

    app = make_app("de")
    monkeypatch.setattr(focus, "SHOW_KEYS", not phone)  # (the app set it for this machine)
    app.reset(navigator.make("title", app))
    T.run(app, 2)
    assert (T.find(app, "keys") is None) == phone
    assert screen_overlaps(app, "title") == []
    if phone:
        online, quit_ = T.find(app, "online"), T.find(app, "quit")
        assert online is not None and (quit_ is None or online.rect.right < quit_.rect.x)
    navigator.start_game(app, spec("floriado"), [Seat("Anna", "human"), Seat("Ben", "easy")], {})
    T.run(app, 3)
    assert (T.find(app, "keys") is None) == phone
    assert T.find(app, "rules") is not None  # how to play stays
