"""Gloschli as a playtester met it at the largest text size: the top bar's line after a call
said whole, Undo giving back what the table offered, a seat's tags and bubbles clear of its name
and score, and the knowledge dots within their card."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
from dataclasses import replace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.games.gloschli.rules import Call, Discard  # noqa: E402
from game.i18n import set_language, t  # noqa: E402
from game.ui import navigator, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.layout import TOP_BAR_H  # noqa: E402

LANGS = ["en", "de", "fr", "it"]
NAMES = ["Anna", "Ben", "Carla", "Daan", "Emma", "Finn"]


def six_seats(seed: int = 3, **settings) -> tuple[App, object]:
    """Anna (a person) and five bots, the coach's Hint button in the top bar; at rest."""
    app = T.new_app(seed=seed, coach=True, hints=False, **settings)
    T.run(app, 2)
    seats = [Seat(n, "human" if i == 0 else "easy") for i, n in enumerate(NAMES)]
    navigator.start_game(app, spec("gloschli"), seats, {})
    T.run(app, 2)
    return app, app.top


def settle(app: App, table) -> None:
    assert T.run_until(app, lambda: not table.timeline.busy, 3000)
    if table.memo_hold:
        table.choice.hide_held()
    T.run(app, 2)


def play_until(app: App, table, wanted) -> None:
    """Legal moves for every seat (never a call) until ``wanted(state)`` holds."""
    state = table.match.session.state
    for _ in range(2000):
        if wanted(state):
            settle(app, table)
            return
        legal = [a for a in state.legal_actions() if not isinstance(a, Call)]
        assert table.perform(legal[0])
    raise AssertionError("never came")


def anna_calls(app: App, table) -> None:
    def can_call(state) -> bool:
        view = state.view(0)
        legal = state.legal_actions()
        return view["phase"] == "end" and any(isinstance(a, Call) for a in legal)

    play_until(app, table, lambda s: s.current_player == 0 and can_call(s))
    state = table.match.session.state
    assert table.perform(next(a for a in state.legal_actions() if isinstance(a, Call)))
    settle(app, table)
    assert table.shown.view.caller == 0


# -- the top bar after a call --------------------------------------------------------------------


def test_the_bar_says_the_call_and_the_turns_left_whole(monkeypatch):
    """After a GLOSCHLI call the top bar's line names the caller and the turns left, at its full
    size (a phone's at the largest text size, in its shorter words), never cut, in the four
    languages, beside the Hint and Undo buttons."""
    app, table = six_seats()
    anna_calls(app, table)
    n = table.shown.view.turns_left
    said: list[tuple[str, int]] = []
    real = theme.text

    def spy(s, size, *a, **kw):
        said.append((s, size))
        return real(s, size, *a, **kw)

    for lang in LANGS:
        set_language(lang)
        for scale in (1.0, theme.LARGEST):
            theme.set_body_scale(scale)
            table.controls.key = None
            marks = T.record_frame(app)
            words = {t("gl.last_turns", name="Anna", n=n)}
            if scale == theme.LARGEST and t("gl.last_turns.short") != "gl.last_turns.short":
                words = {t("gl.last_turns.short", name="Anna", n=n)}
            line = [m for m in marks if m.kind == "text" and m.label in words]
            assert len(line) == 1, (lang, scale, [m.label for m in marks if "Anna" in m.label])
            rect = line[0].rect
            assert rect.bottom <= TOP_BAR_H
            buttons = [m.rect for m in marks if m.kind == "widget" and m.rect.bottom <= TOP_BAR_H]
            assert rect.collidelist(buttons) < 0, (lang, scale)
            said.clear()
            monkeypatch.setattr(theme, "text", spy)
            table.draw(pygame.Surface((1280, 720)))
            monkeypatch.setattr(theme, "text", real)
            sizes = {size for s, size in said if s == line[0].label}
            assert sizes == {theme.PHONE_TEXT if scale == theme.LARGEST else 17}, (lang, sizes)


# -- Undo gives back what the table offered ------------------------------------------------------


def arrange(app: App, table, wanted, seed: int = 0, tries: int = 2000) -> None:
    """Random legal moves (never a call, within the first round) on a copy of the state until
    ``wanted(state)`` holds on the person's turn; then those moves through the table, at rest."""
    rng = random.Random(seed)
    person = table.viewer
    for _ in range(tries):
        state, path = table.match.session.state.clone(), []
        first_round = state.round_no  # a view's "round", without building a view
        while not state.is_over and state.round_no == first_round:
            if state.current_player == person and wanted(state):
                # The moves that lead there need not be watched: only what follows is timed.
                speed, app.settings.speed = app.settings.speed, 0.0
                for action in path:
                    assert table.perform(action)
                settle(app, table)
                app.settings.speed = speed
                assert T.run_until(app, lambda: table.my_turn() and not table.timeline.busy)
                return
            legal = [a for a in state.legal_actions() if not isinstance(a, Call)]
            action = rng.choice(legal)
            state.apply(action)
            path.append(action)
    raise AssertionError("the engine found no such moment")


def offered(app: App) -> list[str]:
    return sorted(w.id for w in T.widgets(app) if w.visible)


def test_undo_back_to_a_power_offers_its_cancel_again():
    """The Isbär chosen: its seat picks and Cancel. Swap, call GLOSCHLI, Undo twice: the table
    offers exactly the same again, and Cancel still leads back to the drawn card's choice."""
    app, table = six_seats(seed=4, speed=1.0)  # the bots take their time: Undo comes first

    def drew_isbar(state) -> bool:
        view = state.view(table.viewer)
        card = (view["drawn"] or {}).get("card")
        usable = Discard(use_power=True) in state.legal_actions()
        return view["phase"] == "drawn" and card is not None and card["power"] == "isbar" and usable

    arrange(app, table, drew_isbar)
    T.run(app, 30)
    drawn = offered(app)
    T.click(app, "gl.power")
    T.run(app, 30)
    before = offered(app)
    assert "gl.power_cancel" in before and any(i.startswith("seatpick.") for i in before)
    seat_pick = next(i for i in before if i.startswith("seatpick."))
    picked = int(seat_pick.split(".")[1])
    T.click(app, seat_pick)
    settle(app, table)
    assert T.run_until(app, lambda: T.find(app, "gl.call") is not None, 600)
    T.run(app, 30)
    T.click(app, "gl.call")
    T.click(app, "gl.call_yes")
    for took_back in ({"type": "call"}, {"type": "pick_seat", "seat": picked}):
        T.run(app, 20)  # past the press guard, before the bots reply
        T.click(app, "undo")
        assert took_back not in table.match.session.actions[-2:]
        settle(app, table)
    T.run(app, 30)
    assert offered(app) == before
    T.click(app, "gl.power_cancel")
    T.run(app, 30)
    assert offered(app) == drawn


# -- a seat's tags and bubbles leave its name and total readable ---------------------------------

CALLOUTS = ["called", "deck_top", "match", "no_match", "stop", "no_target"]


def head_marks(table, marks, seat: int, panel: pygame.Rect) -> list[pygame.Rect]:
    """The seat's name and total as drawn in its panel."""
    words = {table.seat_name(seat), str(table.shown.view.totals[seat])}
    out = [m.rect for m in marks if m.kind == "text" and m.label in words]
    return [r for r in out if panel.contains(r)]


def test_bubbles_rise_clear_of_the_names_and_totals():
    """Every seat's speech bubbles (GLOSCHLI!, a look at the deck, Match!, No match!, STOP!,
    no target left), from the moment they appear to their last frame, in the four languages at
    both text sizes: the seat's name and total stay uncovered."""
    app, table = six_seats()
    anna_calls(app, table)
    fx = table.effects
    checked = 0
    for lang in LANGS:
        set_language(lang)
        for scale in (1.0, theme.LARGEST):
            theme.set_body_scale(scale)
            table.controls.key = None
            panels = {**table.places.panel_rects(), table.viewer: table.places.own_panel()}
            for key in CALLOUTS:
                text = t(f"gl.callout.{key}")
                for left in (1.6, 1.0, 0.5, 0.0):
                    fx.callouts = [[text, seat, left] for seat in panels]
                    marks = T.record_frame(app)
                    said = [m for m in marks if m.kind == "text" and m.label == text]
                    said = said[-len(panels) :]  # the bubbles come last (not a tag's words)
                    assert len(said) == len(panels), (lang, scale, key)
                    for seat, panel in panels.items():
                        heads = head_marks(table, marks, seat, panel)
                        assert len(heads) == 2, (lang, scale, seat, heads)
                        for m in said:
                            bubble = max(
                                (b for b in marks if b.kind == "panel" and b.order < m.order),
                                key=lambda b: b.order,
                            )
                            assert bubble.rect.contains(m.rect)
                            hit = bubble.rect.collidelist(heads)
                            assert hit < 0, (lang, scale, key, left, seat, bubble, heads)
                        checked += 1
    fx.callouts = []
    assert checked == 4 * 2 * len(CALLOUTS) * 4 * 6


def test_tags_sit_whole_in_their_seats_panel_clear_of_its_name():
    """After a call, at both text sizes in the four languages: the GLOSCHLI! tag's lock is
    inside its pill, beside its words; at the largest text size every seat's tag (the call, a
    last turn) sits inside the seat's panel, clear of its name and total."""
    app, table = six_seats()
    anna_calls(app, table)
    called = 0
    for lang in LANGS:
        set_language(lang)
        tags = {t("gl.tag.called"), t("gl.tag.last_turn")}
        for scale in (1.0, theme.LARGEST):
            theme.set_body_scale(scale)
            table.controls.key = None
            marks = T.record_frame(app)
            pills = [m for m in marks if m.kind == "badge" and m.label in tags]
            for lock in (m for m in marks if m.kind == "icon" and m.label == "lock"):
                pill = next(p for p in pills if p.rect.contains(lock.rect))
                words = [m.rect for m in marks if m.kind == "text" and m.label == pill.label]
                assert lock.rect.collidelist([w for w in words if pill.rect.contains(w)]) < 0
                called += 1
            if scale == theme.LARGEST:
                panels = {**table.places.panel_rects(), table.viewer: table.places.own_panel()}
                assert pills
                for pill in pills:
                    seat, panel = next((s, p) for s, p in panels.items() if p.contains(pill.rect))
                    assert pill.rect.collidelist(head_marks(table, marks, seat, panel)) < 0
    assert called == 4 * 2


# -- the knowledge dots stay under their card ----------------------------------------------------


@pytest.mark.parametrize("viewers", [5, 6])
def test_knowledge_dots_stay_within_their_card(viewers):
    """A card seen by five or six seats: its dots stay within the card's width (in two rows if
    need be), at both text sizes, on every seat's cards."""
    app, table = six_seats()
    settle(app, table)
    view = table.shown.view
    seen = tuple(range(viewers))
    rows = tuple(
        tuple(None if c is None else replace(c, known_by=seen, face_up=False) for c in row)
        for row in view.slots
    )
    table.shown.patch(slots=rows)
    for scale in (1.0, theme.LARGEST):
        theme.set_body_scale(scale)
        table.controls.key = None
        marks = T.record_frame(app)
        dots = [m.rect for m in marks if m.kind == "badge" and m.label == "known_by"]
        cards = [r for seat in range(6) for r in table.places.slot_rects(seat)]
        assert len({(d.centerx, d.bottom // 20) for d in dots}) >= len(cards)
        for d in dots:
            card = next(c for c in cards if c.collidepoint(d.center))
            assert card.x <= d.x and d.right <= card.right, (scale, d, card)


# -- the prompt says what the frame shows --------------------------------------------------------


def about(table, text: str) -> int | None:
    """The seat a status line speaks of as the one to move (looking, thinking, their turn)."""
    for seat, name in enumerate(NAMES[: len(table.match.session.seats)]):
        keys = [("gl.status.peeking", name), ("status.bot", name), ("status.other", name)]
        if text in {t(k, name=n) for k, n in keys}:
            return seat
    return None


@pytest.mark.parametrize("humans", [1, 2])
def test_the_prompt_speaks_of_the_framed_seat_on_every_frame(humans):
    """Six seats at the game's own pace, through the start peeks, turns, a call and the round's
    end (hot seat with two people too): on every frame the seat the status line speaks of is
    the framed one; while the round's end shows every card, it speaks of nobody's first cards
    and no panel says its cards are hidden."""
    app = T.new_app(seed=6, hints=False, speed=1.0)
    T.run(app, 2)
    seats = [Seat(n, "human" if i < humans else "easy") for i, n in enumerate(NAMES)]
    navigator.start_game(app, spec("gloschli"), seats, {"start_player": 4})
    T.run(app, 2)
    table = app.top
    rng = random.Random(1)
    spoken = reveals = 0
    for _ in range(20000):
        if app.top.name == "pass":
            T.click(app, "pass.ready")
            continue
        if app.top.name == "gl_round":
            break
        text, _ = table.status_text()
        seat = about(table, text)
        if seat is not None:
            assert seat == table.painter.framed_seat(), (text, table.shown.view.current_player)
            spoken += 1
        if table.shown.reveal_all is not None:
            assert about(table, text) is None and table.private_ok(), text
            reveals += 1
        if table.memo_hold and not table.timeline.busy:
            table.choice.hide_held()
        elif table.my_turn() and not table.timeline.busy and app.time >= table.ready_at:
            legal = table.match.session.state.legal_actions()
            calls = [a for a in legal if isinstance(a, Call)]
            late = len(table.match.session.actions) > 20  # a call soon: the round ends sooner
            table.perform(
                calls[0] if calls and late else rng.choice([a for a in legal if a not in calls])
            )
        T.run(app, 1)
    assert app.top.name == "gl_round" and spoken > 100 and reveals > 10
