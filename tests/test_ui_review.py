"""Game review, end to end through the headless driver: a game played to its end by
bots, opened from its results and from Records (after a restart), stepped with the bar's
buttons and keys; the review shows exactly the game's states and log, every hidden card face
up, and changes nothing (no saves, no bots, no actions)."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import archive  # noqa: E402
from game.core.catalog import GAMES, rules_for, spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

OPTIONS = {"via_gladiola": {}, "gloschli": {"target": 30}, "floriado": {}}
PLAYERS = {"via_gladiola": 3, "gloschli": 3, "floriado": 2}


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def make_app(path) -> App:
    return T.new_app(path, seed=3, keep_settings=True)


def play_to_results(app: App, game: str):
    """Bots only, at Skip speed, to the final results; returns the finished table."""
    seats = [Seat(n, "random") for n in ("Anna", "Ben", "Carla")[: PLAYERS[game]]]
    T.run(app, 2)
    navigator.start_game(app, spec(game), seats, OPTIONS[game])
    table = app.top
    for _ in range(60000):
        top = app.top
        if top.name == "results":
            return table
        if top.name == "gl_round":
            T.click(app, "gl.next_round")
        elif getattr(top, "memo_hold", False) and T.find(app, "gl.hide") is not None:
            T.click(app, "gl.hide")  # Gloschli's start peeks wait for the viewer
        else:
            T.run(app, 1)
    raise AssertionError(f"no results ({app.top.name})")


def replayed(game: str, table, k: int) -> str:
    s = table.match.session
    return rules_for(game).replay(len(s.seats), s.seed, s.options, s.actions[:k]).to_json()


def hidden_cards_drawn_face_up(app: App, game: str) -> None:
    """The review's table draws every card the other seats hold face up (its own data: the
    faces it paints), at a step in the middle of the game."""
    rv = app.top
    if game == "via_gladiola":
        from game.games.via_gladiola.ui import art
        from game.games.via_gladiola.ui.layout import CARD_FAN

        drawn: list[tuple] = []
        real = art.face

        def face(card, size, *a):
            drawn.append((card.kind, card.value, card.blisters, size))
            return real(card, size, *a)

        from game.games.via_gladiola.ui import paint

        real_chips = paint.revealed_chips

        def chips(surface, hand, area):  # a hand too long to fan: each card as a chip
            drawn.extend((c.kind, c.value, c.blisters, CARD_FAN) for c in hand)
            return real_chips(surface, hand, area)

        art.face, paint.revealed_chips = face, chips
        try:
            T.record_frame(app)  # draws the whole frame afresh (no retained layers)
        finally:
            art.face, paint.revealed_chips = real, real_chips
        others = [i for i in range(len(rv.match.session.seats)) if i != rv.viewer]
        for seat in others:
            hand = rv.match.session.state.hands[seat]
            assert hand, "a hand to show"
            for c in hand:
                assert (c.kind, c.value, c.blisters, CARD_FAN) in drawn, (seat, c)
        for c in rv.match.session.state.hands[
            rv.viewer
        ]:  # the viewer's hand at the bottom, face up too
            assert any(d[:3] == (c.kind, c.value, c.blisters) for d in drawn)
    elif game == "gloschli":
        from game.games.gloschli.cards import card_json

        rv.painter.face_log = []
        T.record_frame(app)
        shown = {place: face for place, face in rv.painter.face_log}
        rows = rv.match.session.state.rows
        count = 0
        for seat, row in enumerate(rows):
            for slot, c in enumerate(row):
                if c >= 0:
                    assert shown.get(("slot", seat, slot)) == card_json(c)["face"], (seat, slot)
                    count += 1
        assert count >= 8  # the other seats' face-down cards too, not only the viewer's
        rv.painter.face_log = None
    else:  # FL-11: nothing is hidden; the review's table shows the state's own field
        assert rv.shown.field == rv.match.session.state.view(rv.viewer)["field"]


@pytest.mark.parametrize("game", GAMES)
def test_review_from_the_results_steps_through_the_game(game, tmp_path):
    app = make_app(tmp_path)
    table = play_to_results(app, game)
    final, game_log = table.match.session.state.to_json(), list(table.match.session.log)
    n = len(table.match.session.actions)
    T.run(app, 5)
    assert app.saved_games() == {}
    T.click(app, "review")
    rv = app.top
    assert not rv.way.plays and rv is not table and type(rv) is type(table)
    # Opened at the start: a new game of that seed (and the game's first log line).
    assert rv.way.k == 0 and rv.way.n == n
    assert (
        rv.match.session.state.to_json()
        == rules_for(game)
        .new_game(len(rv.match.session.seats), table.match.session.seed, OPTIONS[game])
        .to_json()
    )
    assert rv.match.session.log == game_log[:1]
    # The bots are not driven, nothing is saved, the person's actions are off.
    T.run(app, 60)
    assert rv.way.k == 0 and rv.match.session.actions == [] and app.saved_games() == {}
    chrome = {"sound", "rules", "keys"}
    live = [w.id for w in T.widgets(app) if w.enabled and w.visible]
    assert all(w.startswith("review.") or w in chrome for w in live), live
    assert T.find(app, "undo") is None and T.find(app, "menu") is None
    # To the end (End): the game's final state and its whole log.
    T.key(app, pygame.K_END)
    assert rv.way.k == n
    assert rv.match.session.state.to_json() == final
    assert rv.match.session.log == game_log
    T.run(app, 30)
    assert app.top is rv  # a finished state at the table: no results open in a review
    # Back one (the button, then ←): the state after n-1 actions, the log in step.
    T.click(app, "review.back")
    assert rv.way.k == n - 1 and rv.match.session.state.to_json() == replayed(game, table, n - 1)
    assert len(rv.match.session.log) == rv.match.marks[n - 1] < len(game_log)
    T.key(app, pygame.K_LEFT)
    assert rv.way.k == n - 2 and rv.match.session.state.to_json() == replayed(game, table, n - 2)
    # Home, then forward (→ and the button), to the middle.
    T.key(app, pygame.K_HOME)
    assert rv.way.k == 0 and rv.match.session.log == game_log[:1]
    T.key(app, pygame.K_RIGHT)
    T.click(app, "review.forward")
    assert rv.way.k == 2 and rv.match.session.state.to_json() == replayed(game, table, 2)
    assert rv.match.session.log == game_log[: rv.match.marks[2]]
    rv.way.goto(n // 2)
    T.run(app, 2)  # a frame lays out the hand (as every frame does)
    assert rv.match.session.log == game_log[: rv.match.marks[n // 2]]
    hidden_cards_drawn_face_up(app, game)
    # Days (Via Gladiola) and rounds (Gloschli): PageDown goes to the next one's start.
    if game != "floriado":
        rv.way.goto(0)
        T.key(app, pygame.K_PAGEDOWN)
        k = rv.way.k
        chapters = rv.way.chapters
        assert 0 < k and chapters[k - 1] == chapters[0]
        assert k == n or chapters[k] != chapters[0]
        T.key(app, pygame.K_PAGEUP)
        assert rv.way.k == 0
    else:
        assert T.find(app, "review.next") is None  # Floriado has no rounds
    assert app.saved_games() == {}
    # The keys list (K) names the review's keys, and no Menu or Undo.
    T.key(app, pygame.K_k)
    assert app.top.name == "keys"
    rows = [key for _title, section in app.top.sections() for _caps, key in section]
    assert "review.keys.step" in rows and "keys.table.undo" not in rows
    assert "keys.table.menu" not in rows
    T.key(app, pygame.K_ESCAPE)
    assert app.top is rv
    # Esc: back to the results it came from.
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "results" and app.top.table is table
    assert table.match.session.state.to_json() == final


def test_review_from_records_after_a_restart(tmp_path):
    app = make_app(tmp_path)
    table = play_to_results(app, "via_gladiola")
    final, n = table.match.session.state.to_json(), len(table.match.session.actions)
    del app
    app = make_app(tmp_path)  # a new start: the kept game is read back from the disk
    T.run(app, 3)
    assert app.top.name == "title"
    app.push(navigator.make("records", app))
    T.run(app, 2)
    T.click(app, "records.reviews")
    assert app.top.name == "reviews"
    T.click(app, "reviews.game.via_gladiola")
    row = T.find(app, "reviews.0")
    assert row is not None and "Anna" in row.label
    assert "won" in row.sub or "share" in row.sub
    T.click(app, "reviews.0")
    rv = app.top
    assert not rv.way.plays and rv.way.n == n
    T.click(app, "review.end")
    assert rv.match.session.state.to_json() == final
    T.click(app, "review.leave")
    assert app.top.name == "reviews"
    T.click(app, "back")
    assert app.top.name == "records"


def test_a_corrupt_archive_crashes_neither_records_nor_the_list(tmp_path):
    app = make_app(tmp_path)
    play_to_results(app, "floriado")
    key = archive.key("floriado")
    good = json.loads(app.storage.backend.read(key))["data"]["games"][0]
    bad = dict(good, actions=good["actions"][:-1])
    app.storage.save(key, {"version": 1, "games": [bad, good, {"evil": [[[]]]}]})
    app.storage.backend.write(archive.key("gloschli"), "\x00 not json {{{")
    app.reset(navigator.make("title", app))
    app.push(navigator.make("records", app))
    T.run(app, 2)
    T.click(app, "records.reviews")
    for game in GAMES:
        T.click(app, f"reviews.game.{game}")
        T.run(app, 3)
    assert app.top.name == "reviews"
    T.click(app, "reviews.game.floriado")
    ids = [w.id for w in T.widgets(app) if w.id.startswith("reviews.") and w.id[8:].isdigit()]
    assert ids == ["reviews.0"]  # the bad entries dropped, the good one kept
    T.click(app, "reviews.0")
    assert not app.top.way.plays
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "reviews"
    assert (tmp_path / "meadow.v1.gloschli.games.json").exists() is False  # set aside ...
    assert list(tmp_path.glob("meadow.v1.gloschli.games.bad-*.json"))  # ... and kept
    assert list(tmp_path.glob("meadow.v1.floriado.games.bad-*.json"))


@pytest.mark.parametrize("game", GAMES)
def test_review_screens_fit_at_four_languages_and_larger_text(game, tmp_path):
    from game.ui import theme
    from game.ui.table.review import open_review

    app = make_app(tmp_path)
    table = play_to_results(app, game)
    entry = archive.entry_of(table.match.session)
    found: list[str] = []
    try:
        for lang in ("en", "de", "fr", "it"):
            for scale in (1.0, 1.25):
                set_language(lang)
                theme.set_body_scale(scale)
                where = f"{game} {lang} {scale}"
                app.pop()  # the results, made again in this language
                app.push(table.turns.results_scene())
                T.run(app, 2)
                found += [f"{where} results: {p}" for p in T.layout_overlaps(T.record_frame(app))]
                assert open_review(app, entry)
                app.top.way.goto(app.top.way.n // 2)
                T.run(app, 2)
                marks = T.record_frame(app)
                # The bar, its buttons and "End review" against everything the table draws
                # (the table's own layout is its tests' business).
                clash = [p for p in T.layout_overlaps(marks, fanned) if "review" in p]
                found += [f"{where} review: {p}" for p in clash]
                assert any(m.owner == "review.bar" and m.kind == "text" for m in marks)
                app.pop()
                app.push(navigator.make("reviews", app, game))
                T.run(app, 2)
                found += [f"{where} list: {p}" for p in T.layout_overlaps(T.record_frame(app))]
                app.pop()
    finally:
        set_language("en")
        theme.set_body_scale(1.0)
    assert found == []


def fanned(a, b) -> bool:
    """A big hand's cards overlap as a fan (by design, as in play)."""
    return a.label.startswith("hand.") and b.label.startswith("hand.")


def test_a_game_that_does_not_replay_opens_no_review(tmp_path):
    from game.ui.table.review import open_review

    app = make_app(tmp_path)
    T.run(app, 2)
    app.settings.log_open = False
    seats = [{"name": "Anna", "kind": "easy"}, {"name": "Ben", "kind": "easy"}]
    entry = {"game": "floriado", "seed": 1, "options": {}, "seats": seats, "finished_at": 1.0}
    entry.update(actions=[{"type": "nonsense"}], hints=0, daily=None)
    assert open_review(app, entry) is False
    assert app.top.name == "title" and app.settings.log_open is False
    assert app.storage.notices == ["notice.games.broken"]
    T.run(app, 2)  # shown once, as a toast
    assert app.storage.notices == []


def test_the_list_pages_through_twenty_kept_games(tmp_path):
    import random

    from game.core.match import Session
    from game.ui import theme

    app = make_app(tmp_path)
    for seed in range(archive.KEEP + 2):  # two more than are kept
        s = Session("floriado", [Seat("Anna", "human"), Seat("Ben", "easy")], {}, 50 + seed)
        rng = random.Random(seed)
        while not s.state.is_over:
            s.apply(rng.choice(s.state.legal_actions()))
        archive.add(app.storage, s, when=1000.0 + seed)
    try:
        set_language("de")
        theme.set_body_scale(1.25)
        app.push(navigator.make("reviews", app, "floriado"))
        T.run(app, 2)
        seen = []
        for page in range(4):
            rows = [w for w in T.widgets(app) if w.id.startswith("reviews.") and w.id[8:].isdigit()]
            seen += [w.id for w in rows]
            assert T.layout_overlaps(T.record_frame(app)) == [], page
            if page < 3:
                T.click(app, "reviews.older")
        assert seen == [f"reviews.{i}" for i in range(archive.KEEP)]
        assert not T.find(app, "reviews.older").enabled
        T.click(app, "reviews.18")  # the last page: the next to oldest kept
        assert not app.top.way.plays and app.top.match.session.seed == 50 + 3
    finally:
        set_language("en")
        theme.set_body_scale(1.0)


@pytest.mark.parametrize("size", [5, 8, 14])
def test_a_long_via_gladiola_hand_stays_readable_on_its_panel(monkeypatch, tmp_path, size):
    """At five seats a panel is narrow: a hand too long to fan with its numbers in sight is
    drawn as chips, each card's number written out (a Gladiola as its flower)."""
    from game.games.via_gladiola.cards import DISTANCE, GLADIOLA, Card
    from game.games.via_gladiola.ui import paint
    from game.ui import theme

    make_app(tmp_path)  # pygame, fonts and the window the card faces are made for
    hand = [Card(DISTANCE, 10 + 3 * k, 1) for k in range(size - 1)]
    hand.append(Card(GLADIOLA, None, 2))
    texts: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda s, text, *a, **kw: texts.append(text) or real(s, text, *a, **kw)
    )
    faces: list[Card] = []
    real_face = paint.card_art.face
    monkeypatch.setattr(paint.card_art, "face", lambda c, *a: faces.append(c) or real_face(c, *a))
    panel = pygame.Rect(0, 0, 168, 100)  # a seat panel at five players
    paint.revealed(pygame.Surface((200, 120)), hand, panel)
    step = (panel.w - 24 - paint.CARD_FAN[0]) / (size - 1)
    if step >= paint.REVEAL_STEP:  # a fan: every card face drawn
        assert faces == hand
    else:  # chips: every number written, in order
        assert faces == [] and texts == [str(c.value) for c in hand[:-1]]


def test_the_list_marks_games_with_coach_hints_and_todays_deals(tmp_path):
    import random

    from game.core.match import Session
    from game.i18n import t

    app = make_app(tmp_path)
    for seed, hints, day in ((1, 0, None), (2, 3, None), (3, 0, "2026-12-01")):
        s = Session("floriado", [Seat("Anna", "human"), Seat("Ben", "easy")], {}, seed)
        s.hints, s.daily = hints, day
        rng = random.Random(seed)
        while not s.state.is_over:
            s.apply(rng.choice(s.state.legal_actions()))
        archive.add(app.storage, s, when=1000.0 + seed)
    app.push(navigator.make("reviews", app, "floriado"))
    T.run(app, 2)
    subs = [T.find(app, f"reviews.{i}").sub for i in range(3)]  # newest first
    mark = t("stats.legend.hints")
    assert [mark in sub for sub in subs] == [False, True, False]
    assert [t("review.daily", date="2026-12-01") in sub for sub in subs] == [True, False, False]
