"""Gloschli at a glance (issue 18): underlined 6 and 9, the first pick kept in view, a six-seat
table whose labels, buttons, badges and banners never collide, focus only where one can act,
and card captions that follow the text size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.gloschli.cards import FACES, POINTS  # noqa: E402
from game.games.gloschli.ui import art  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield


def test_only_6_and_9_read_as_another_number_turned():
    assert [n for n in range(13) if art.reads_turned(str(n))] == [6, 9]
    assert not art.reads_turned("10") and not art.reads_turned("11") and not art.reads_turned("")


@pytest.mark.parametrize("size", [(96, 136), (72, 102), (54, 77), (40, 57), (36, 51)])
def test_underline_on_every_face_and_size_of_6_and_9_only(monkeypatch, size):
    """The playing-card underline: every face worth 6 or 9 gets it at every size (and its memory
    chip too), no other face does."""
    calls: list[int] = []
    monkeypatch.setattr(art, "underline", lambda surf, rect, colour: calls.append(rect.w))
    monkeypatch.setattr(art, "_cache", {})
    for face in range(len(FACES)):
        for render in (lambda f=face: art.face(f, size), lambda f=face: art.chip(f, size[0] // 2)):
            calls.clear()
            render()
            want = POINTS[face] in (6, 9)
            assert bool(calls) == want, (FACES[face].name, size, calls)
            assert all(w > 0 for w in calls)


def test_underline_is_drawn_under_the_number():
    """The bar is really there: a 9's number differs from the plain text by a row of ink below
    its digit, and a 7 is the plain text."""
    plain = art.theme.text("9", 30, art.theme.INK, "bold")
    marked = art.number("9", 30)
    assert marked.get_size() == plain.get_size()
    diff = [
        y
        for y in range(plain.get_height())
        for x in range(plain.get_width())
        if plain.get_at((x, y)).a < 60 and marked.get_at((x, y)).a > 200
    ]
    assert diff and min(diff) > plain.get_height() // 2
    assert art.number("7", 30) is art.theme.text("7", 30, art.theme.INK, "bold")


# -- the layout: nothing collides, at 2 and 6 players, in every language, at both text sizes ----

import random  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.storage import KEY_SETTINGS, MemoryBackend, Storage  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.base import game_title  # noqa: E402

LANGS = ["en", "de", "fr", "it"]
SCALES = [1.0, 1.25]


def make_app(seed: int) -> App:
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "hints": False})
    return App(storage=storage, seed=seed)


def start(app: App, seats: int, memory: bool = False, target: int = 50):
    T.run(app, 1)
    T.click(app, "game.gloschli")
    setup = app.top
    while len(setup.seats) < seats:
        T.click(app, "seat.add")
    while len(setup.seats) > seats:
        T.click(app, f"seat{len(setup.seats) - 1}.remove")
    while setup.options["target"] != target:
        T.click_at(app, T.find(app, "opt.target").left_rect.center)
    if memory:
        T.click(app, "opt.memory_aid")
    T.click(app, "start")
    T.run(app, 1)
    return next(s for s in app.scenes if s.name == "gloschli")


def step(app: App, table, rng: random.Random) -> bool:
    """One click a person would make (mostly ending the turn, seldom calling)."""
    top = app.top
    if top.name == "gl_round":
        T.click(app, "gl.next_round")
        return True
    if top.name == "pass":
        T.click(app, "pass.ready")
        return True
    if top is not table:
        return False
    if table.memo_hold and T.find(app, "gl.hide") is not None:
        T.click(app, "gl.hide")
        return True
    if not table.my_turn():
        return False
    ws = [w for w in T.widgets(app) if w.enabled]
    ws = [w for w in ws if w.id.startswith(("slot.", "seatpick.", "gl.")) or w.id == "deck"]
    ws = [w for w in ws if w.id not in ("gl.call", "gl.call_yes")] or ws
    if T.find(app, "gl.call") is not None and rng.random() < 0.3:
        ws = [T.find(app, "gl.call")]
    if table.confirm:
        ws = [T.find(app, "gl.call_yes" if rng.random() < 0.7 else "gl.call_no")]
    if not ws:
        return False
    T.click_at(app, rng.choice(ws).rect.center)
    return True


def boxes_now(app: App, table) -> list[tuple[str, pygame.Rect]]:
    """Every label, badge, banner, button and the focus marker of the table as drawn now."""
    table._wkey = None  # the buttons' words follow the language
    table.boxes = []
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    out = list(table.boxes)
    table.boxes = None
    title = theme.text(game_title("gloschli"), 24, theme.CREAM, "bold")
    out.append(("label", title.get_rect(midleft=(52, 26))))
    for w in table.widgets():
        if w.visible and w.__class__.__name__ == "Button":
            out.append(("button", pygame.Rect(w.rect)))
    focused = [w for w in table.widgets() if w.id == table.focus_id and w.visible]
    for w in focused:
        lift = 12 if getattr(w, "seat", None) == table.bottom else 4
        lift = lift if w.enabled and w.__class__.__name__ == "SlotWidget" else 0
        out.append(("focus:" + w.id, w.rect.move(0, -lift).inflate(12, 12)))
    return out


def collisions(boxes: list[tuple[str, pygame.Rect]]) -> list[tuple]:
    """Pairs of boxes that overlap (a focus marker may hold its own widget)."""
    bad = []
    for i, (ka, a) in enumerate(boxes):
        for kb, b in boxes[i + 1 :]:
            if not a.colliderect(b):
                continue
            if ka.startswith("focus:") or kb.startswith("focus:"):
                f, o = (a, b) if ka.startswith("focus:") else (b, a)
                if f.contains(o) and (ka if ka.startswith("focus:") else kb):
                    continue  # the ring around its own widget
            bad.append((ka, tuple(a), kb, tuple(b)))
    return bad


def check_every_language_and_size(app: App, table, where: str, seen: list) -> None:
    old = theme.body_scale()
    try:
        for lang in LANGS:
            set_language(lang)
            for scale in SCALES:
                theme.set_body_scale(scale)
                bad = collisions(boxes_now(app, table))
                assert not bad, f"{where} {lang} x{scale}: {bad[:4]}"
                seen.append((lang, scale))
    finally:
        set_language("en")
        theme.set_body_scale(old)
        table._wkey = None


@pytest.mark.parametrize("seats", [2, 6])
def test_nothing_collides_at_every_moment(seats):
    """Labels, buttons, badges, banners and the focus marker never overlap (issue 18), at each
    decision of a whole game: the peeks, every phase of a turn, a power's picks, the GLOSCHLI
    confirmation and the last turns after a call, with the memory aid's marks."""
    app = make_app(seed=seats + 11)
    table = start(app, seats, memory=seats == 6)
    rng = random.Random(seats)
    phases: set = set()
    seen: list = []
    for _ in range(40000):
        if app.top is table and not table.timeline.busy:
            ph = table.shown["phase"] if table.my_turn() else "wait"
            key = (ph, table.shown["caller"] is not None, table.confirm, table.memo_hold)
            if key not in phases:
                phases.add(key)
                table.focus_id = None
                T.key(app, pygame.K_DOWN)  # show the keyboard focus where it lands
                check_every_language_and_size(app, table, str(key), seen)
                table.focus_id = None
        if app.top.name == "results":
            break
        if not step(app, table, rng):
            T.run(app, 1)
    got = {k[0] for k in phases}
    assert {"peek", "turn", "drawn", "end", "wait"} <= got, phases
    assert any(k[1] for k in phases), "no moment after a GLOSCHLI call"
    assert len(seen) >= 8 * 6
