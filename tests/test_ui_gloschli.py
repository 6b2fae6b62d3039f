"""The Gloschli table and results, driven headless by clicking what is drawn.

A full game (a person and bots) to the results screen, whose numbers equal the engine's; a
monkey test over the table and results; save, quit, Continue; the hot-seat privacy check
(every card face drawn while a person is to act is one that person knows); keyboard play, the
GLOSCHLI confirmation, set-up options and the memory display (GL-34).
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine import rules_for  # noqa: E402
from game.games.gloschli.ui.shown import FLIP  # noqa: E402
from game.storage import KEY_AUTOSAVE, FileBackend, Storage  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.inputs import KEYS  # noqa: E402

RULES = rules_for("gloschli")


def make_app(tmp_path=None, speed: float = 0.0, seed: int = 5) -> App:
    return T.new_app(tmp_path, seed=seed, speed=speed)


def start_gloschli(
    app: App, seats: int = 3, humans: int = 1, target: int = 50, memory: bool = False
):
    """Title -> setup -> table, only by clicks; returns the table scene."""
    T.run(app, 1)
    if app.top.name == "setup":  # the pause menu's New game leads here: start from the title
        T.click(app, "back")
    T.click(app, "game.gloschli")
    assert app.top.name == "setup"
    setup = app.top
    while len(setup.seats) < seats:
        T.click(app, "seat.add")
    while len(setup.seats) > seats:
        T.click(app, f"seat{len(setup.seats) - 1}.remove")
    for i in range(1, humans):
        while setup.seats[i].kind != "human":
            T.click_at(app, T.find(app, f"seat{i}.kind").left_rect.center)
    while setup.options["target"] != target:
        T.click_at(app, T.find(app, "opt.target").left_rect.center)
    if memory:
        T.click(app, "opt.memory_aid")
    T.click(app, "start")
    T.run(app, 1)
    if app.top.name == "confirm":  # this game has a save: replace it
        T.run(app, 20)
        T.click(app, "confirm.new")
        T.run(app, 1)
    table = next(s for s in app.scenes if s.name == "gloschli")
    return table


def moving(scene) -> bool:
    """Anything in motion on the table: its animations, a card turning up or down (a face
    on show between its flips stands still), a fading mark."""
    if T.animating(scene):
        return True
    shown = getattr(scene, "shown", None)
    if shown is None:
        return False
    flipping = any(el < FLIP or el > dur - FLIP for el, dur in shown.reveal.values())
    return flipping or bool(shown.marks)


def rest(app: App) -> None:
    """A frame without input: 1/60 s while anything moves, longer at rest (T.rest)."""
    T.rest(app, moving)


def human_step(app: App, rng: random.Random) -> bool:
    """One click a person would make now, on something drawn; False if there is none."""
    top = app.top
    if top.name == "gl_round":
        T.click(app, "gl.next_round")
        return True
    if top.name == "pass":
        T.click(app, "pass.ready")
        return True
    if top.name != "gloschli":
        return False
    if top.memo_hold and T.find(app, "gl.hide") is not None:
        if top.press_blocked(T.find(app, "gl.hide")):
            return False  # just appeared (the press guard): the caller steps a frame
        T.click(app, "gl.hide")
        return True
    if not top.my_turn():
        return False
    ws = [
        w
        for w in T.widgets(app)
        if w.enabled
        and w.visible
        and (w.id.startswith(("slot.", "seatpick.", "gl.")) or w.id in ("deck", "discard"))
    ]
    if not ws:
        return False
    if top.turns.acting_blocked() or any(top.press_blocked(w) for w in ws):
        return False  # just appeared (the press guard): the caller steps a frame
    # The choice is drawn only now, so the game played does not depend on how many frames
    # the guard took to pass.
    end = T.find(app, "gl.end")
    w = end if end is not None and rng.random() < 0.8 else rng.choice(ws)
    T.click_at(app, w.rect.center)
    return True


def play_to_results(app: App, rng: random.Random, max_frames: int = 60000) -> int:
    clicks = 0
    for _ in range(max_frames):
        if app.top.name == "results":
            return clicks
        if human_step(app, rng):
            clicks += 1
        else:
            rest(app)
    raise AssertionError(f"the game did not reach the results (top: {app.top.name})")


def play_out(app: App, table, rng: random.Random, max_frames: int = 20000) -> None:
    """To the results quickly: the people's turns are random legal actions given to the table
    at once (their clicks are test_full_game_by_clicks_to_results'), the bots play as usual and
    the round results and pass screens are clicked through."""
    for _ in range(max_frames):
        top = app.top
        if top.name == "results":
            return
        if top.name in ("gl_round", "pass"):
            T.click(app, "gl.next_round" if top.name == "gl_round" else "pass.ready")
        elif top is table and table.memo_hold:
            table.choice.hide_held()
        elif top is table and table.my_turn() and not table.timeline.busy:
            assert table.perform(rng.choice(table.match.session.state.legal_actions()))
        else:
            rest(app)
    raise AssertionError(f"the game did not reach the results (top: {app.top.name})")


def test_full_game_by_clicks_to_results():
    app = make_app(seed=11)
    table = start_gloschli(app, seats=3, target=50)
    assert [s.kind for s in table.match.session.seats] == ["human", "easy", "easy"]
    assert table.match.session.state.options["target"] == 50
    rng = random.Random(3)
    clicks = play_to_results(app, rng)
    assert clicks > 5
    results = app.top
    s = table.match.session
    replayed = RULES.replay(3, s.seed, s.options, s.actions)
    assert replayed.is_over
    assert results.result == replayed.result()
    last = replayed.typed_view(0).last_round
    assert results.b == last  # the breakdown on screen is the engine's last round
    assert last is not None and results.result.scores == last.totals
    assert sorted(results.order, key=lambda x: (last.totals[x], x)) == results.order
    assert app.storage.load(KEY_AUTOSAVE) is None
    assert app.records()["gloschli"]["played"] == 1
    for entry in s.log:  # the log holds public facts only: no looked-at or drawn card
        assert entry["key"].startswith("gl.log."), entry
        if entry["key"] in ("gl.log.look_own", "gl.log.look_other", "gl.log.draw"):
            assert "card" not in entry["args"]
    T.click(app, "again")
    T.run(app, 2)
    assert app.top.name == "gloschli" and app.top.match.session is not s


def test_round_results_show_the_engine_breakdown():
    app = make_app(seed=2)
    table = start_gloschli(app, seats=4, target=150)
    rng = random.Random(8)
    for _ in range(60000):
        if app.top.name == "gl_round":
            break
        if not human_step(app, rng):
            rest(app)
    assert app.top.name == "gl_round"
    scene = app.top
    assert scene.b == table.match.session.state.typed_view(0).rounds[0]
    T.click(app, "gl.next_round")
    assert app.top is table or app.top.name == "pass"


def test_monkey_on_the_gloschli_table_and_results():
    rng = random.Random(777)
    app = make_app(speed=2.0, seed=9)
    app.settings.sound = True
    start_gloschli(app, seats=4, humans=2, target=50)
    keys = list(KEYS) + [pygame.K_a]
    seen: set[str] = set()
    for i in range(900):
        seen.add(app.top.name)
        if app.top.name in ("title", "setup"):
            start_gloschli(app, seats=3, target=50)
            continue
        roll = rng.random()
        if roll < 0.45 and i % 3:
            human_step(app, rng)  # keep the game moving
            continue
        if roll < 0.8:
            ws = [w for w in T.widgets(app) if w.visible and w.id not in ("quit_title", "menu")]
            r = rng.choice(ws).rect if ws and rng.random() < 0.8 else None
            pos = (
                (rng.randint(r.left, r.right - 1), rng.randint(r.top, r.bottom - 1))
                if r
                else (rng.randrange(1280), rng.randrange(720))
            )
            T.click_at(app, pos, rng.choice((1 / 60, 1 / 30, 0.1)))
        else:
            app.step(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0)])
        assert app.scenes
    assert "gloschli" in seen
    # then the results screen: reach it and poke it
    app.settings.speed = 0.0
    table = next((s for s in app.scenes if s.name == "gloschli"), None)
    if table is None:
        table = start_gloschli(app, seats=3, target=50)
    while app.top.name not in ("gloschli", "results", "gl_round", "pass"):
        app.pop()  # close the menus the monkey opened
    s = table.match.session  # what the monkey's clicks did is what the record replays to
    assert RULES.replay(len(s.seats), s.seed, s.options, s.actions).to_json() == s.state.to_json()
    play_out(app, table, rng)
    for _ in range(150):
        ws = T.widgets(app)
        if ws and rng.random() < 0.5:
            T.click_at(app, rng.choice(ws).rect.center)
        else:
            app.step(1 / 30, [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0)])
        assert app.scenes


def snapshot(table) -> tuple:
    s = table.match.session
    return (s.state.to_json(), s.log, [x.to_json() for x in s.seats], s.actions, s.viewer)


def test_save_quit_continue_restores_an_equal_table(tmp_path):
    app = make_app(tmp_path, seed=6)
    table = start_gloschli(app, seats=4, target=50)
    rng = random.Random(2)
    made = 0
    while made < 40:
        if human_step(app, rng):
            made += 1
        else:
            rest(app)
    T.run_until(app, lambda: app.top is table and table.my_turn() and not table.memo_hold, 5000)
    saved = snapshot(table)
    T.click(app, "menu")
    T.click(app, "quit_title")
    assert app.top.name == "title"
    T.click(app, "continue")
    restored = app.top
    assert restored.name == "gloschli" and restored is not table
    assert snapshot(restored) == saved
    assert restored.shown.view.slots == table.match.session.state.typed_view(table.viewer).slots
    app2 = App(storage=Storage(FileBackend(tmp_path)), seed=1)
    T.run(app2, 1)
    T.click(app2, "continue")
    assert snapshot(app2.top) == saved
    play_to_results(app2, rng)  # and the restored game plays on to its end


def known_faces(view: dict) -> set[int]:
    """Every card face a seat may see: its known slots, the discard, the drawn card and deck
    top if known, and the last round's revealed hands."""
    out = {c["face"] for c in view["discard"]}
    for row in view["slots"]:
        for cell in row:
            if cell is not None and cell["card"] is not None:
                out.add(cell["card"]["face"])
    if view["drawn"] and view["drawn"]["card"]:
        out.add(view["drawn"]["card"]["face"])
    if view["deck_top"]:
        out.add(view["deck_top"]["face"])
    if view["last_round"]:
        out.update(c["face"] for row in view["last_round"]["cards"] for c in row)
    return out


def public_faces(view: dict, players: int) -> set[int]:
    """Faces everybody may see: the discard pile, cards known to all, the last round."""
    out = {c["face"] for c in view["discard"]}
    for row in view["slots"]:
        for cell in row:
            if cell is not None and cell["card"] is not None:
                if cell["face_up"] or len(cell["known_by"]) == players:
                    out.add(cell["card"]["face"])
    if view["last_round"]:
        out.update(c["face"] for row in view["last_round"]["cards"] for c in row)
    return out


def _faces(data) -> set[int]:
    """Every card face inside an event's JSON."""
    if isinstance(data, dict):
        out = {data["face"]} if isinstance(data.get("face"), int) else set()
        for value in data.values():
            out |= _faces(value)
        return out
    if isinstance(data, list):
        return set().union(*map(_faces, data)) if data else set()
    return set()


def test_hot_seat_never_draws_what_only_another_player_knows():
    """Two people and a bot on one device. The device belongs to the person to act once they
    have pressed "I am ..." on the pass screen (and, before passing it on, to the person still
    memorizing their start peeks). In every frame of the table, each card face on screen is
    one the device's holder knows — when the table is at rest, exactly the card they know in
    that very slot — and while someone else is to act, only faces everybody has seen."""
    app = make_app(speed=2.0, seed=13)
    table = start_gloschli(app, seats=3, humans=2, target=50)
    humans = table.match.session.humans
    assert humans == [0, 1]
    n = table.match.session.state.players
    rng = random.Random(21)
    checked = private = 0
    before = {p: table.match.session.state.view(p) for p in humans}
    # Faces an event shows to everybody, and discard piles while the animations of a round
    # that has just ended still run: public too, though in neither view.
    shown_to_all: set[int] = set()
    apply = table.match.session.apply

    def recording_apply(action):
        events = apply(action)
        for ev in events:
            public = ev.seen_by(-1)
            if public is not None:
                shown_to_all.update(_faces(public.to_json()))
        return events

    table.match.session.apply = recording_apply
    for _ in range(9000):
        if app.top.name == "results":
            break
        table.painter.face_log = []
        if not human_step(app, rng):
            rest(app)
        if app.top.name not in ("gloschli", "pause") or not table.painter.face_log:
            before = {p: table.match.session.state.view(p) for p in humans}
            continue  # the pass screen, round results: the table is not drawn
        cur = table.match.session.state.current_player
        holder = table.viewer
        after = {p: table.match.session.state.view(p) for p in humans}
        if cur == holder or table.memo_hold:
            allowed = known_faces(after[holder]) | known_faces(before[holder])
            private += 1
        else:
            allowed = public_faces(after[holder], n) | public_faces(before[holder], n)
            allowed |= shown_to_all
        for place, face in table.painter.face_log:
            assert face in allowed, (place, face, cur, holder)
            if place[0] == "slot" and not table.timeline.busy and cur == holder:
                cell = after[holder]["slots"][place[1]][place[2]]
                assert cell is not None and cell["card"] is not None, place
                assert cell["card"]["face"] == face, place
        checked += len(table.painter.face_log)
        if table.timeline.busy:  # the last round's discard pile may still be on show
            shown_to_all.update(c["face"] for c in before[holder]["discard"])
        else:
            shown_to_all.clear()  # at rest, the views hold every face on show
        before = after
    assert checked > 200 and private > 20
    assert app.top.name == "results"


def test_keyboard_peeks_and_plays():
    app = make_app(seed=3)
    table = start_gloschli(app, seats=2)
    assert T.run_until(app, lambda: table.my_turn(), 3000)
    assert table.match.session.state.view(0)["phase"] == "peek"
    n = len(table.match.session.actions)
    T.key(app, pygame.K_TAB)
    assert table.focus_id.startswith("slot.0.")
    T.key(app, pygame.K_RETURN)
    assert table.match.session.actions[n]["type"] == "peek"
    T.key(app, pygame.K_2 if table.match.session.actions[n]["slot"] != 1 else pygame.K_3)
    assert table.match.session.actions[n + 1]["type"] == "peek"
    assert table.memo_hold
    T.run_until(app, lambda: T.find(app, "gl.hide") is not None, 300)
    T.run(app, 1)
    assert table.focus_id == "gl.hide"  # the focus moved on to the next thing to do
    T.key(app, pygame.K_RETURN)
    assert not table.memo_hold


def test_gloschli_call_needs_a_confirmation():
    app = make_app(seed=8)
    table = start_gloschli(app, seats=3)
    rng = random.Random(4)
    for _ in range(20000):
        if app.top is table and table.my_turn() and T.find(app, "gl.call") is not None:
            break
        if not human_step(app, rng) or T.find(app, "gl.end") is not None:
            if app.top is table and T.find(app, "gl.call") is not None:
                break
            rest(app)
    assert T.find(app, "gl.call") is not None
    n = len(table.match.session.actions)
    T.click(app, "gl.call")
    assert len(table.match.session.actions) == n and table.choice.confirm
    T.click(app, "gl.call_no")
    assert not table.choice.confirm and len(table.match.session.actions) == n
    T.click(app, "gl.call")
    T.click(app, "gl.call_yes")
    assert table.match.session.actions[n] == {"type": "call"}
    assert table.match.session.state.view(0)["caller"] == table.viewer


def test_memory_shows_briefly_then_hides_unless_the_aid_is_on():
    for memory in (False, True):
        app = make_app(seed=7)
        table = start_gloschli(app, seats=2, memory=memory)
        assert table.match.session.state.options["memory_aid"] is memory
        assert T.run_until(app, table.my_turn, 3000)
        for _ in range(2):
            slot = next(w for w in T.widgets(app) if w.id.startswith("slot.0.") and w.enabled)
            T.click_at(app, slot.rect.center)
        assert table.memo_hold
        table.painter.face_log = []
        T.run(app, 5)  # the two peeks stay face up until hidden, however long it takes
        assert len([p for p, _ in table.painter.face_log if p[0] == "slot"]) >= 2 * 5
        T.click(app, "gl.hide")
        T.run(app, 60)  # well past the flip
        table.painter.face_log = []
        T.run(app, 1)
        marks = [p for p, _ in table.painter.face_log if p[0] == "slot"]
        assert len(marks) == (2 if memory else 0)


def test_gl17_the_start_peek_frames_the_seat_that_holds_its_cards_open():
    """After the person's two start peeks the engine has moved on to the next seat's peek,
    but that waits until the person hides theirs: the turn frame stays on the person."""
    app = make_app(seed=7)
    table = start_gloschli(app, seats=3)
    assert T.run_until(app, table.my_turn, 3000)
    for _ in range(2):
        slot = next(w for w in T.widgets(app) if w.id.startswith("slot.0.") and w.enabled)
        T.click_at(app, slot.rect.center)
    assert table.memo_hold and table.match.current_player != table.viewer
    T.run(app, 5)

    def framed(rect: pygame.Rect) -> bool:  # the frame's line, just outside the panel
        return tuple(app.surface.get_at((rect.centerx, rect.top - 1)))[:3] == theme.SUN

    own = table.places.own_panel()
    others = list(table.places.panel_rects().values())
    assert framed(own) and not any(framed(r) for r in others)
    T.click(app, "gl.hide")
    assert T.run_until(app, lambda: table.match.current_player != table.viewer, 600)
    T.run(app, 1)
    assert not framed(own)


@pytest.mark.parametrize("seats", [2, 6])
def test_every_seat_count_lays_out_and_plays(seats):
    app = make_app(seed=seats)
    table = start_gloschli(app, seats=seats, target=50)
    rects = [r for s in table.places.others() for r in table.places.slot_rects(s)]
    rects += table.places.slot_rects(table.viewer)
    for r in rects:
        assert r.w >= 36 and r.h >= 50 and 0 <= r.x and r.right <= 1280
    rng = random.Random(seats)
    for _ in range(20000):  # through the first round to its results
        if app.top.name in ("gl_round", "results"):
            break
        if not human_step(app, rng):
            rest(app)
    assert app.top.name in ("gl_round", "results")


def _biased_choice(state, rng: random.Random):
    """Random play that rarely calls and mostly uses powers: long rounds, many powers."""
    from game.games.gloschli.rules import Call, Discard

    legal = state.legal_actions()
    if any(isinstance(a, Call) for a in legal) and rng.random() < 0.97:
        legal = [a for a in legal if not isinstance(a, Call)]
    power = [a for a in legal if isinstance(a, Discard) and a.use_power]
    if power and rng.random() < 0.8:
        return power[0]
    return rng.choice(legal)


def test_rare_moments_animate_on_the_table():
    """STOP, Isbär, failed matches with penalty cards, a recycled deck, unseen swaps and deck
    peeks: games that hold them (found by the engine) replayed through the table with
    animations on, every frame drawn, the picture equal to the view at rest."""
    from game.core.match import Seat, Session
    from game.games.gloschli.ui.table import GloschliTable

    rare = {"stop", "isbar", "deck_recycled", "penalty_card", "cards_swapped", "deck_top_seen"}
    games = []
    missing = set(rare)
    for seed in range(400):
        if not missing:
            break
        state = RULES.new_game(4, seed, {"target": 40})
        rng = random.Random(seed)
        actions, seen = [], set()
        while not state.is_over:
            a = _biased_choice(state, rng)
            seen |= {e.type for e in state.apply(a)}
            actions.append(a)
        if seen & missing:
            games.append((seed, actions))
            missing -= seen
    assert not missing, missing
    app = make_app(speed=1.0)
    shown: dict[str, int] = {}
    for seed, actions in games:
        seats = [Seat(n, "human") for n in ("Anna", "Ben", "Carla", "Daan")]
        session = Session("gloschli", seats, {"target": 40}, seed)
        table = GloschliTable(app, session)  # not on the stack: no pass screens, no bots
        table.enter()
        table.timeline.finish_all()
        for a in actions:
            events = session.state.clone().apply(a)
            slow = {x for x in {e.type for e in events} & rare if shown.get(x, 0) < 2}
            for x in slow:
                shown[x] = shown.get(x, 0) + 1
            assert table.perform(a)
            if slow:
                for _ in range(400):
                    table.update(1 / 30)
                    table.draw(app.surface)
                    if not table.timeline.busy:
                        break
                assert not table.timeline.busy
                table.update(3.0)  # reveals and marks fade
                assert table.shown.view.slots == table.view().slots
            else:
                table.timeline.finish_all()
            while len(app.scenes) > 1:
                app.pop()  # round results pushed by the table
            session.viewer = session.state.current_player or 0  # the device goes round
            table.sync()
        assert session.state.is_over


def test_gl33_a_trick_clears_the_others_knowledge_dots_on_the_table():
    """GL-33: while a Trick animates, the dots move with public swaps only: after the Trick
    the other seats' dots (and, for them, the faces) leave both cards at once."""
    from dataclasses import replace

    from game.core.match import Seat, Session
    from game.games.gloschli.rules import CardsSwapped
    from game.games.gloschli.ui.table import GloschliTable
    from game.games.gloschli.view import Card

    app = make_app()
    seats = [Seat(n, "human") for n in ("Anna", "Ben", "Carla")]
    session = Session("gloschli", seats, {"target": 40}, 3)
    table = GloschliTable(app, session)
    table.enter()
    table.timeline.finish_all()
    session.viewer = 1
    table.sync()
    a, b = table.shown.cell(0, 0), table.shown.cell(0, 1)
    table.shown.put(0, 0, replace(a, card=Card(3), known_by=(0, 1)))
    table.shown.put(0, 1, replace(b, card=Card(5), known_by=(1, 2)))
    table.animator.cards_swapped(CardsSwapped(0, "blind_swap", 0, 0, 0, 1))
    table.timeline.finish_all()
    row = table.shown.view.slots[0]
    assert row[0].known_by == (1, 2) and row[1].known_by == (0, 1)  # public: they move
    assert row[0].card == Card(5) and row[1].card == Card(3)
    table.animator.cards_swapped(CardsSwapped(0, "trick", 0, 0, 0, 1))
    table.timeline.finish_all()
    row = table.shown.view.slots[0]
    assert row[0].known_by == (0,) and row[1].known_by == ()
    assert row[0].card is None and row[1].card is None  # the viewer lost track


def test_gl17_a_table_of_bots_alone_plays_past_its_start_peeks():
    """Start peeks wait for a person to hide them; at a table of bots alone (watched, as the
    bench and a demo play it) nobody would: the bots' peeks show and the round goes on."""
    from game.core.catalog import spec
    from game.core.match import NAMES, Seat
    from game.ui.navigator import start_game

    app = make_app(seed=4)
    T.run(app, 1)
    seats = [Seat(NAMES[i], "medium") for i in range(3)]
    start_game(app, spec("gloschli"), seats, {})
    table = app.top
    peeks = 2 * len(seats)
    assert T.run_until(app, lambda: len(table.match.session.actions) > peeks + 2, 3000), (
        f"held at {len(table.match.session.actions)} actions, memo_hold {table.memo_hold}"
    )


def test_gl17_while_another_seat_takes_its_first_look_the_table_says_so():
    # GL-17 / GL-18: the round's start player looks first, the others after in seat order;
    # while another seat looks, the status and a click on one's own card say who is looking
    # and who then starts, never "it is their move".
    from game.core.catalog import spec
    from game.core.match import Seat
    from game.i18n import t
    from game.ui import navigator

    app = make_app(speed=1.0)
    T.run(app, 2)
    seats = [Seat("Anna", "human"), Seat("Ben", "easy"), Seat("Carla", "easy")]
    navigator.start_game(app, spec("gloschli"), seats, {"start_player": 2})
    T.run(app, 2)
    table = app.top
    assert T.run_until(
        app, lambda: not table.timeline.busy and table.match.session.state.current_player == 2, 3000
    )
    assert table.view().phase == "peek" and table.shown.view.current_player == 2
    assert table.status_text() == (t("gl.status.peeking", name="Carla"), False)
    own = next(w for w in T.widgets(app) if w.id.startswith("slot.0."))
    T.press_at(app, own.rect.center)
    assert table.hint == t("gl.hint.wait_peek", name="Carla", first="Carla")
    assert T.run_until(app, lambda: table.my_turn(), 3000)  # Anna next
    while table.match.session.state.current_player == 0 and table.view().phase == "peek":
        T.run_until(app, lambda: table.my_turn(), 600)
        table.perform(table.match.session.state.legal_actions()[0])
        T.run(app, 30)
        if table.memo_hold:
            table.choice.hide_held()
    assert table.match.session.state.current_player == 1  # then Ben
    T.run_until(app, lambda: not table.timeline.busy, 600)
    if table.view().phase == "peek":
        T.press_at(app, own.rect.center)
        assert table.hint == t("gl.hint.wait_peek", name="Ben", first="Carla")
