"""Gloschli at a glance: underlined 6 and 9, the first pick kept in view, a six-seat
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

from game.games.gloschli.rules import Call, Discard  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.common import game_title  # noqa: E402

LANGS = ["en", "de", "fr", "it"]
SCALES = [1.0, 1.25]
# The largest text size is a phone's, with its own layout (layout.py's PHONE_*): checked in
# English and in German, the longest words.
PHONE_LANGS = ["en", "de"]


def make_app(seed: int) -> App:
    return T.new_app(seed=seed, hints=False)


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


def step(app: App, table, rng: random.Random, call: float = 0.3) -> bool:
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
    if T.find(app, "gl.call") is not None and rng.random() < call:
        ws = [T.find(app, "gl.call")]
    if table.choice.confirm:
        ws = [T.find(app, "gl.call_yes" if rng.random() < 0.7 else "gl.call_no")]
    if not ws:
        return False
    T.click_at(app, rng.choice(ws).rect.center)
    return True


def boxes_now(app: App, table) -> list[tuple[str, pygame.Rect]]:
    """Every label, badge, banner, button and the focus marker of the table as drawn now."""
    table.controls.key = None  # the buttons' words follow the language
    table.painter.boxes = []
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    out = list(table.painter.boxes)
    table.painter.boxes = None
    title = theme.text(game_title("gloschli"), 24, theme.CREAM, "bold")
    out.append(("label", title.get_rect(midleft=(52, 26))))
    for w in table.widgets():
        if w.visible and w.__class__.__name__ == "Button":
            out.append(("button", pygame.Rect(w.rect)))
    focused = [w for w in table.widgets() if w.id == table.focus_id and w.visible]
    for w in focused:
        lift = 12 if getattr(w, "seat", None) == table.viewer else 4
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


def overflows(table, boxes: list[tuple[str, pygame.Rect]]) -> list[tuple]:
    """Labels and badges that start in a seat's panel but run out of it (or off the screen)."""
    panels = [*table.places.panel_rects().values(), table.places.own_panel()]
    screen = pygame.Rect(0, 0, 1280, 720)
    out = []
    for kind, r in boxes:
        if not screen.contains(r):
            out.append((kind, tuple(r), "screen"))
        for p in panels:
            if kind in ("label", "badge") and p.collidepoint(r.center) and not p.contains(r):
                out.append((kind, tuple(r), tuple(p)))
    return out


def check_every_language_and_size(app: App, table, where: str, seen: list) -> None:
    old = theme.body_scale()
    try:
        for lang in LANGS:
            set_language(lang)
            for scale in SCALES + ([theme.LARGEST] if lang in PHONE_LANGS else []):
                theme.set_body_scale(scale)
                boxes = boxes_now(app, table)
                bad = collisions(boxes)
                assert not bad, f"{where} {lang} x{scale}: {bad[:4]}"
                out = overflows(table, boxes)
                assert not out, f"{where} {lang} x{scale}: {out[:4]}"
                seen.append((lang, scale))
    finally:
        set_language("en")
        theme.set_body_scale(old)
        table.controls.key = None


@pytest.mark.parametrize("seats", [2, 6])
def test_nothing_collides_at_every_moment(seats):
    """Labels, buttons, badges, banners and the focus marker never overlap, at each
    decision of a whole game: the peeks, every phase of a turn, a power's picks, the GLOSCHLI
    confirmation and the last turns after a call, with the memory aid's marks."""
    app = make_app(seed=seats + 11)
    table = start(app, seats, memory=seats == 6)
    rng = random.Random(seats)
    phases: set = set()
    seen: list = []
    for _ in range(40000):
        if app.top is table and not table.timeline.busy:
            ph = table.shown.view.phase if table.my_turn() else "wait"
            key = (ph, table.shown.view.caller is not None, table.choice.confirm, table.memo_hold)
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
    assert sum(scale == theme.LARGEST for _, scale in seen) >= 6 * 2


# -- the first pick, and the keyboard focus --------------------------------------------------


def drawn_power(power: str):
    """The moment to arrange: the person has just drawn a card whose ``power`` has a target."""

    def wanted(state, seat: int) -> bool:
        view = state.view(seat)
        card = (view["drawn"] or {}).get("card")
        return (
            view["phase"] == "drawn"
            and card is not None
            and card["power"] == power
            and Discard(use_power=True) in state.legal_actions()
        )

    return wanted


def arrange(app: App, table, wanted, seed: int = 0, tries: int = 500):
    """Bring the table to a moment the engine finds, instead of playing frames until it comes:
    random legal moves for every seat (no GLOSCHLI call, within the first round) on a copy of
    the state until ``wanted(state, person)`` holds on the person's turn; those moves are then
    performed through the table, and the table is left at rest at that moment."""
    rng = random.Random(seed)
    person = table.viewer
    for _ in range(tries):
        state, path = table.match.session.state.clone(), []
        first_round = state.round_no  # a view's "round", without building a view
        while not state.is_over and state.round_no == first_round:
            if state.current_player == person and wanted(state, person):
                for action in path:
                    assert table.perform(action)
                assert T.run_until(app, lambda: not table.timeline.busy, 2000)
                if table.memo_hold:  # the start peeks stay on show until hidden
                    T.click(app, "gl.hide")
                assert T.run_until(app, lambda: table.my_turn() and not table.timeline.busy)
                assert (
                    wanted(table.match.session.state, person) and table.shown.view.phase == "drawn"
                )
                return table
            legal = [a for a in state.legal_actions() if not isinstance(a, Call)]
            action = rng.choice(legal)
            state.apply(action)
            path.append(action)
    raise AssertionError("the engine found no such moment")


def pending(table, *powers: str, step_no: int = 0) -> bool:
    """A power of ``powers`` at step ``step_no`` waits for the person's pick: in the engine, or
    only chosen in the interface (nothing is applied until its first target)."""
    if table.choice.phase() != "power":
        return False
    p = table.coaching.choice()[0].get("pending")
    return p is not None and p["power"] in powers and p["step"] == step_no


@pytest.mark.parametrize("power", ["distraction", "blind_swap", "trick"])
def test_the_first_pick_stays_raised_and_outlined_until_the_second(power):
    """Distraction, Blind swap, Trick: after the first click that card stays lifted with a sun
    outline while the player chooses the second; the second pick ends it."""
    app = make_app(seed=21)
    table = arrange(app, start(app, 3, target=100), drawn_power(power))
    T.click(app, "gl.power")
    assert pending(table, power)
    first = next(w for w in T.widgets(app) if w.id.startswith("slot.") and w.enabled)
    seat, slot = first.seat, first.slot
    T.click_at(app, first.rect.center)
    T.run(app, 30)  # however long the player thinks
    assert table.painter.first_pick() == (seat, slot)
    lift = 12 if seat == table.viewer else 4
    raised = table.places.slot_rects(seat)[slot].move(0, -lift)
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    assert tuple(surface.get_at((raised.centerx, raised.y - 4)))[:3] == theme.SUN
    others = [w for w in T.widgets(app) if w.id.startswith("slot.") and not w.enabled]
    others = [
        w for w in others if (w.seat, w.slot) != (seat, slot) and table.shown.cell(w.seat, w.slot)
    ]
    for w in others[:3]:  # a card not picked is not outlined
        assert tuple(surface.get_at((w.rect.centerx, w.rect.y - lift - 4)))[:3] != theme.SUN
    second = next(w for w in T.widgets(app) if w.id.startswith("slot.") and w.enabled)
    T.click_at(app, second.rect.center)
    assert table.painter.first_pick() is None


@pytest.mark.parametrize("power", ["eye", "spy", "strong_eye", "super_spy"])
def test_after_a_look_the_focus_lands_on_end_turn_never_gloschli(power):
    """Eye, Spy and their strong kin, chosen by keyboard: the focus then goes to End turn
    (the next step), not to GLOSCHLI! or a card that can no longer be played."""
    app = make_app(seed=22)
    table = arrange(app, start(app, 3, target=100), drawn_power(power))
    T.click(app, "gl.power")
    assert pending(table, power)
    T.key(app, pygame.K_DOWN)
    focused = next(w for w in T.widgets(app) if w.id == table.focus_id)
    assert focused.enabled and focused.id.startswith("slot.")
    T.key(app, pygame.K_RETURN)
    assert T.run_until(app, lambda: not table.timeline.busy, 600)
    T.run(app, 1)
    assert table.shown.view.phase == "end"
    assert table.focus_id == "gl.end", table.focus_id
    assert T.find(app, "gl.end").enabled
    T.key(app, pygame.K_RETURN)  # Enter ends the turn at once
    T.run(app, 1)
    assert table.shown.view.phase != "end" or not table.my_turn()


def test_arrows_only_reach_what_can_be_done_now():
    """Every widget the arrows can reach on the table is enabled (a card that can be played now,
    a live button), at every decision of a game."""
    app = make_app(seed=23)
    table = start(app, 4, target=100)
    rng = random.Random(9)
    checked = 0
    for _ in range(6000):
        if app.top.name == "results":
            break
        if app.top is table and table.my_turn() and not table.timeline.busy:
            reach = [w for w in table.widgets() if w.focusable and w.visible]
            assert all(w.enabled for w in reach), [w.id for w in reach if not w.enabled]
            table.focus_id = None
            for key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP):
                T.key(app, key)
                w = next((w for w in table.widgets() if w.id == table.focus_id), None)
                assert w is not None and w.enabled and w.id != "gl.call_yes"
            first = table.focus_id
            table.focus_id = None
            T.key(app, pygame.K_DOWN)
            assert table.focus_id != "gl.call" and first is not None
            table.focus_id = None
            checked += 1
        if not step(app, table, rng, call=0.05):
            T.run(app, 1)
    assert checked > 20


@pytest.mark.parametrize(
    "face", [art.TRICK_CARD, art.EYE_CARD, art.SPY_CARD, art.SWAP_CARD, art.PFERD, art.BLIND]
)
def test_card_captions_follow_the_text_size(face):
    """Larger text: a card's caption is drawn bigger (the picture above it stays as it was); a
    long one ("Strong eye") is already as wide as the card allows."""
    old = theme.body_scale()
    try:
        theme.set_body_scale(1.0)
        small = pygame.image.tobytes(art.face(face, (96, 136)), "RGBA")
        theme.set_body_scale(1.25)
        big = pygame.image.tobytes(art.face(face, (96, 136)), "RGBA")
    finally:
        theme.set_body_scale(old)
    row = 96 * 4  # bytes per pixel row
    assert small != big
    assert small[row * 30 : row * 60] == big[row * 30 : row * 60]


def test_own_panel_subtitles_follow_the_text_size():
    """Seat subtitles at the table ("You", "You know 2 of 4") grow with the text size and stay
    inside the seat's panel."""
    app = make_app(seed=3)
    table = start(app, 2)
    heights = {}
    for scale in SCALES:
        theme.set_body_scale(scale)
        boxes = boxes_now(app, table)
        own = table.places.own_panel()
        labels = [r for k, r in boxes if k == "label" and own.collidepoint(r.center)]
        subs = [r for r in labels if r.y >= own.y + 70]
        assert len(subs) == 2 and all(own.contains(r) for r in subs)
        heights[scale] = max(r.h for r in subs)
    assert heights[1.25] > heights[1.0]
