"""The coach: a hint is the hard bot's legal choice on the person's own view, it
never changes the game, its why line reads in four languages, and the table offers, shows,
counts and clears it (game/ui/table/coach.py). Pure part first, then the table through the driver.

Budgets are iterations, so the pure hints are deterministic; no test measures time.
"""

from __future__ import annotations

import copy
import json
import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ai import Budget, coach  # noqa: E402
from game.core.catalog import GAMES, rules_for, spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.games.via_gladiola.rules import Rest  # noqa: E402
from game.i18n import LANGUAGES, TABLES, set_language  # noqa: E402
from game.storage import KEY_SETTINGS, autosave_key  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

SMALL = Budget(seconds=None, iterations=12)
PLAYERS = {"via_gladiola": 3, "gloschli": 3, "floriado": 2}
NAMES = ["Anna", "Ben", "Carla"]


def positions(game: str, seed: int, limit: int = 6, every: int = 5) -> list:
    """States along a random game, the seat to move changing from one to the next."""
    state = rules_for(game).new_game(PLAYERS[game], seed)
    rng = random.Random(seed)
    out, step = [], 0
    while not state.is_over and len(out) < limit:
        if step % every == 2:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    return out


# -- the pure coach (game/ai/coach.py, each game's narrate.coach_why) ---------------------------


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 7, 23])
def test_a_hint_is_legal_and_leaves_the_state_alone(game: str, seed: int) -> None:
    for state in positions(game, seed):
        before = state.to_json()
        seat = state.current_player
        action = coach.hint(game, state, seat, 3, SMALL)
        assert action in state.legal_actions()
        assert state.to_json() == before
        key, args = coach.why(game, state.view(seat), action, NAMES)
        assert state.to_json() == before
        assert key.startswith("coach.")


def _formatted_in(lang: str, key: str, args: dict) -> str:
    set_language(lang)
    try:
        return coach.line(key, args)
    finally:
        set_language("en")


def weighed_once(monkeypatch, game: str) -> None:
    """Floriado's why line words what ``bots.weigh`` found, a search that takes milliseconds
    and does not depend on the language: each (view, action) is weighed once, and the other
    languages word a copy of that result."""
    if game != "floriado":
        return
    from game.games.floriado import bots

    weigh, done = bots.weigh, {}

    def cached(view: dict, action) -> dict:
        data = action.to_json() if hasattr(action, "to_json") else action
        key = (json.dumps(view, sort_keys=True), json.dumps(data, sort_keys=True))
        if key not in done:
            done[key] = weigh(view, action)
        return copy.deepcopy(done[key])

    monkeypatch.setattr(bots, "weigh", cached)


@pytest.mark.parametrize("game", GAMES)
def test_every_why_line_reads_in_four_languages(game: str, monkeypatch) -> None:
    """Every legal action at many positions (not only the hints) gets a line, from a key every
    catalog has, with every placeholder filled."""
    weighed_once(monkeypatch, game)
    seen: set[str] = set()
    for seed in (2, 5, 11, 19):
        first = rules_for(game).new_game(PLAYERS[game], seed)  # Floriado's first picks too
        for state in [first, *positions(game, seed, limit=12, every=3)]:
            seat = state.current_player
            for action in state.legal_actions():
                for lang in LANGUAGES:
                    set_language(lang)  # the fragments in the args are worded in it too
                    try:
                        key, args = coach.why(game, state.view(seat), action, NAMES)
                    finally:
                        set_language("en")
                    seen.add(key)
                    plural = f"{key}.one" in TABLES[lang]
                    assert plural or key in TABLES[lang], f"{lang}: {key} missing"
                    text = _formatted_in(lang, key, args)
                    assert text and text != key and not re.search(r"\{\w*\}", text), (lang, text)
    assert len(seen) >= 3  # the check saw several kinds of line


def _vg_state(hand: list[dict], top: dict, draw_pile: int = 30):
    """A Via Gladiola game arranged: seat 0 to move with ``hand`` onto ``top`` (Day 1)."""
    from game.games.via_gladiola.cards import card_from_json

    state = rules_for("via_gladiola").new_game(3, 4)
    state.current = 0
    hand_cards = [card_from_json(c) for c in hand]
    for c in [*hand_cards, card_from_json(top)]:  # no card twice in the game
        for h in state.hands:
            if c in h:
                h.remove(c)
        if c in state.draw_pile:
            state.draw_pile.remove(c)
    state.hands[0] = hand_cards
    state.walk_pile = [state.walk_pile[0], card_from_json(top)]
    state.draw_pile = state.draw_pile[:draw_pile]
    return state


def _fl_state(pile: tuple[int, ...]):
    """A Floriado game arranged: seat 0's pawn at row 0, column 0 facing right, the 5
    sunflowers at column 3 of that row, a sunflower pile ``pile``; seat 1 far off, holding
    every card not on the field."""
    from game.games.floriado.cards import FLOWERS

    state = rules_for("floriado").new_game(2, 4)
    sunflower5 = 2 * FLOWERS + 4
    field = [-1] * 40
    field[3] = sunflower5
    field[39] = 1 * FLOWERS + 0  # 1 cornflower, in seat 1's way
    field[24] = 4 * FLOWERS + 2  # 3 lavenders, below the pawn (row 3): a take for seat 0
    state.field = field
    state.cards_left = sum(c >= 0 for c in field)
    state.pawn, state.facing = [0, 31], [3, 1]  # right; down
    mine = [(), (), pile, (), ()]
    on_field = {(c // FLOWERS, c % FLOWERS + 1) for c in field if c >= 0}
    theirs = [  # every other card taken by seat 1 (the cards add up, FL-1)
        tuple(f for f in range(FLOWERS, 0, -1) if (k, f) not in on_field and f not in mine[k])
        for k in range(5)
    ]
    state.piles = [mine, theirs]
    state.out, state.current, state.end_reason = [False, False], 0, None
    return state


def test_why_lines_say_what_the_move_does() -> None:
    """VG-9 (draws by step), VG-1 (blisters), FL-6 (take only below the pile's lowest),
    FL-9 (the payout); each line with the reason hard weighed."""
    from game.games.floriado.rules import Move
    from game.games.via_gladiola.rules import Walk

    far = {"kind": "distance", "value": 24, "blisters": 2}
    near = {"kind": "distance", "value": 14, "blisters": 1}
    state = _vg_state([far, near], {"kind": "distance", "value": 10, "blisters": 1})
    walk = next(a for a in state.legal_actions() if isinstance(a, Walk) and a.card.value == 24)
    text = coach.line(*coach.why("via_gladiola", state.view(0), walk, NAMES))
    assert text.startswith("Hint: walk 24 km — draws 2 cards, sheds 2 blisters; ")
    assert "walking 14 km" in text  # the other move it weighed, named
    short = next(a for a in state.legal_actions() if isinstance(a, Walk) and a.card.value == 14)
    assert "draws nothing, sheds 1 blister" in coach.line(
        *coach.why("via_gladiola", state.view(0), short, NAMES)
    )
    fl = _fl_state((6,))
    took = coach.line(*coach.why("floriado", fl.view(0), Move(0, 3), NAMES))
    assert took.startswith("Hint: right to the 5 ") and "take it: pile of 2, +1.25" in took
    assert " — " in took  # and why
    fl = _fl_state((4,))  # 5 flowers is not below the pile's lowest, 4
    left = coach.line(*coach.why("floriado", fl.view(0), Move(0, 3), NAMES))
    assert "leave it (pile needs under 4) — " in left


@pytest.mark.parametrize("game", ["via_gladiola", "gloschli"])
def test_a_hint_follows_the_view_not_the_hidden_cards(game: str) -> None:
    """Same view, other hidden cards (rules.sample), same bot seed: the same hint."""
    rules = rules_for(game)
    differed = 0
    for k, state in enumerate(positions(game, 9, limit=5)):
        seat = state.current_player
        view = state.view(seat)
        other = rules.sample(view, random.Random(50 + k))
        assert other.view(seat) == view and other.legal_actions() == state.legal_actions()
        differed += other.to_json() != state.to_json()
        assert coach.hint(game, state, seat, 4, SMALL) == coach.hint(game, other, seat, 4, SMALL)
    assert differed  # the hidden cards really were different somewhere


# -- the table ---------------------------------------------------------------------------------


def make_app(coach_on: bool = True, lang: str = "en", scale: float = 1.0) -> App:
    settings = {"hints": False, "coach": coach_on, "language": lang, "text_scale": scale}
    return T.new_app(frames=2, **settings)


def open_table(app: App, game: str, kinds: tuple[str, ...] | None = None):
    kinds = kinds or (("human", "easy") if game == "floriado" else ("human", "easy", "easy"))
    seats = [Seat(NAMES[i], k) for i, k in enumerate(kinds)]
    options = {} if game == "via_gladiola" else {"start_player": 0}
    navigator.start_game(app, spec(game), seats, options)
    T.run(app, 2)
    return next(s for s in app.scenes if hasattr(s, "way"))  # (hot seat: under "pass")


def wait_my_turn(app: App, table) -> None:
    def ready() -> bool:
        if app.top is table and getattr(table, "memo_hold", False) and not table.timeline.busy:
            T.click(app, "gl.hide")  # Gloschli: the start peeks memorized
        if app.top.name == "gl_round":
            T.click(app, "gl.next_round")  # Gloschli: a round's scores, then the next round
        return table.my_turn() or table.match.session.state.is_over

    assert rest_until(app, ready, 4000)
    wait(app, 20 / 60)  # past the turn's press guard


def rest_until(app: App, predicate, most: int) -> bool:
    """Frames until ``predicate()``, at most ``most``, each as long as the picture allows
    (``T.rest``: a bot's pause or a guard passes in a sixth of the frames)."""
    for _ in range(most):
        if predicate():
            return True
        T.rest(app)
    return predicate()


def wait(app: App, seconds: float) -> None:
    """``seconds`` of the App's clock in frames as long as the picture allows (``T.rest``),
    the last one short so the clock lands on it."""
    end = app.time + seconds
    while app.time < end - 1e-9:
        dt = T.DT if T.animating(app.top) else T.SETTLE_DT
        app.step(min(dt, end - app.time), [])


class _Answered:
    """A decision already made: the first step gives it."""

    def __init__(self, action) -> None:
        self.action = action

    def step(self, seconds: float):
        return self.action


class _Remembering:
    """The coach's bot, answering a position it has decided before (in this file) at once."""

    def __init__(self, bot, seed: int, memory: dict) -> None:
        self.bot, self.seed, self.memory = bot, seed, memory
        self.game, self.level = bot.game, bot.level

    def start(self, view: dict, legal):
        key = (self.game, self.seed, json.dumps(view, sort_keys=True, default=str), repr(legal))
        if key in self.memory:
            return _Answered(self.memory[key])
        thinking, memory = self.bot.start(view, legal), self.memory

        class Storing:
            def step(self, seconds: float):
                action = thinking.step(seconds)
                if action is not None:
                    memory[key] = action
                return action

        return Storing()


_DECIDED: dict = {}  # (game, seed, view, legal) -> the coach's action, for this file's tests


@pytest.fixture
def remembered_hints(monkeypatch) -> None:
    """The coach thinks once per position for the file: the tests that deal the same game
    (one app seed, the hints' moves played) reach the same positions, and Floriado's coach
    thinks half a second of search each time. For the tests about what a hint shows, not
    about the thinking (the thinking's own tests leave this out)."""
    real = coach.coach_bot

    def coach_bot(game: str, seed: int, budget=None):
        return _Remembering(real(game, seed, budget), seed, _DECIDED)

    monkeypatch.setattr(coach, "coach_bot", coach_bot)


def get_hint(app: App, table):
    before = table.match.session.hints
    T.click(app, "coach")
    assert T.run_until(app, lambda: table.coach.current() is not None, 2000)
    assert table.match.session.hints == before + 1
    return table.coach.current()


@pytest.mark.parametrize("game", GAMES)
def test_hint_button_lights_a_legal_move_and_changes_nothing(
    game: str, remembered_hints: None
) -> None:
    app = make_app()
    table = open_table(app, game)
    for _ in range(4):
        wait_my_turn(app, table)
        if table.match.session.state.is_over:
            break
        before = table.match.session.state.to_json()
        legal = table.coaching.choice()[1]
        h = get_hint(app, table)
        assert h.action in legal
        assert table.status_text() == (h.text, True)  # the why line in the status pill
        assert table.coaching.rects(h.action)  # something on the table is lit
        T.run(app, 30)  # frames drawn with the hint lit
        T.record_frame(app)
        assert table.match.session.state.to_json() == before
        assert table.coach.current() is h  # it stays until the person acts
        count = table.match.session.hints
        table.choice.commit(h.action) if game == "gloschli" else table.human_act(h.action)
        T.run(app, 1)
        assert table.coach.current() is None  # cleared when the person acts
        assert table.match.session.hints == count
        if table.match.session.state.is_over:
            break


@pytest.mark.parametrize("game", GAMES)
def test_the_reason_shows_in_the_coachs_note_clear_of_the_ring(
    game: str, remembered_hints: None
) -> None:
    """The pill says the move, the coach's note under the top bar says why (what the bot
    weighed), on the screen and never over what the hint lights."""
    from game.ui.layout import TOP_BAR_H, W

    app = make_app()
    table = open_table(app, game)
    for _ in range(3):
        wait_my_turn(app, table)
        if table.match.session.state.is_over:
            break
        h = get_hint(app, table)
        line = coach.line(*coach.why(game, h.view, h.action, NAMES))
        assert h.text and h.why and line == f"{h.text} — {h.why}"
        rings = table.coaching.rects(h.action)
        box, lines, _ = table.coach.screen.note_rect(h.why, rings)
        assert 0 <= box.left and box.right <= W and box.top >= TOP_BAR_H
        assert 1 <= len(lines) <= 3
        assert not any(box.colliderect(r) for r in rings)
        assert lines[0][:1].isupper(), lines  # a sentence of its own
        live = [w for w in table.widgets() if w.enabled and w.visible and w.rect.top > TOP_BAR_H]
        assert [w.id for w in live if box.colliderect(w.rect)] == []  # clear of what is live
        assert box.collidelist(table.coaching.keep_clear()) < 0  # and of the pawns
        T.run(app, 2)
        T.record_frame(app)  # drawn without error
        table.choice.commit(h.action) if game == "gloschli" else table.human_act(h.action)
        T.run(app, 1)


def test_a_chosen_power_gets_a_hint_for_its_target() -> None:
    """Gloschli's turn is several decisions: after the power button (nothing applied yet, the
    power's private preview) a new hint names a target of that power; the game is unchanged."""
    from game.games.gloschli.rules import Discard

    app = make_app()
    table = open_table(app, "gloschli")
    for _ in range(40):
        wait_my_turn(app, table)
        h = get_hint(app, table)
        if isinstance(h.action, Discard) and h.action.use_power:
            before = table.match.session.state.to_json()
            T.click(app, "gl.power")
            if table.choice.power_preview is None:
                continue  # a power without a target to pick (Glubschi): done at once
            assert table.coach.current() is None  # a new decision: the old hint went
            target = get_hint(app, table)
            assert target.action in table.choice.power_preview[1]
            assert table.coaching.rects(target.action)
            assert table.match.session.state.to_json() == before
            return
        table.choice.commit(h.action)
    pytest.fail("the coach never suggested a power")


def test_hint_is_lit_where_the_person_clicks_and_clicking_there_acts() -> None:
    app = make_app()
    table = open_table(app, "via_gladiola")
    wait_my_turn(app, table)
    h = get_hint(app, table)
    n = len(table.match.session.actions)
    T.click_at(app, table.coaching.rects(h.action)[0].center)
    assert table.match.session.actions[n] == h.action.to_json()
    assert table.coach.current() is None


@pytest.mark.parametrize("game", GAMES)
def test_two_quick_presses_count_one_hint(game: str) -> None:
    app = make_app()
    table = open_table(app, game)
    wait_my_turn(app, table)
    T.run(app, 20)
    button = T.find(app, "coach")
    T.press_at(app, T.to_window(app, button.rect.center))
    T.press_at(app, T.to_window(app, button.rect.center))
    T.press_key(app, pygame.K_i)
    assert T.run_until(app, lambda: table.coach.current() is not None, 2000)
    T.press_key(app, pygame.K_i)  # shown already: nothing new
    T.click(app, "coach")
    T.run(app, 5)
    assert table.match.session.hints == 1


def test_the_key_asks_too_and_the_count_is_saved(remembered_hints: None) -> None:
    app = make_app()
    table = open_table(app, "floriado")
    wait_my_turn(app, table)
    T.key(app, pygame.K_i)
    assert table.coach.thinking() or table.coach.current() is not None
    assert T.run_until(app, lambda: table.coach.current() is not None, 2000)
    assert app.storage.load(autosave_key("floriado"))["hints"] == 1  # saved at once


def test_while_thinking_the_button_says_so() -> None:
    app = make_app()
    table = open_table(app, "floriado")  # alpha-beta thinks for many frames
    wait_my_turn(app, table)
    T.click(app, "coach")
    if table.coach.thinking():
        b = T.find(app, "coach")
        assert not b.enabled and b.label != T.find(app, "undo").label
    assert T.run_until(app, lambda: table.coach.current() is not None, 2000)
    assert T.find(app, "coach").enabled


@pytest.mark.parametrize("game", GAMES)
def test_no_button_when_the_setting_is_off(game: str) -> None:
    app = make_app(coach_on=False)
    table = open_table(app, game)
    wait_my_turn(app, table)
    assert T.find(app, "coach") is None
    T.key(app, pygame.K_i)
    T.run(app, 30)
    assert table.coach.current() is None and table.match.session.hints == 0


@pytest.mark.parametrize("game", GAMES)
def test_no_button_in_todays_deal(game: str) -> None:
    app = make_app()
    table = open_table(app, game)
    wait_my_turn(app, table)
    assert T.find(app, "coach") is not None
    table.match.session.daily = "2026-12-01"  # a daily result must be fair
    T.run(app, 1)
    assert T.find(app, "coach") is None
    T.key(app, pygame.K_i)
    T.run(app, 30)
    assert table.coach.current() is None and table.match.session.hints == 0


def test_no_button_for_a_table_of_bots() -> None:
    app = make_app()
    open_table(app, "floriado", ("easy", "easy"))
    assert T.find(app, "coach") is None


def test_no_hint_on_another_seats_turn() -> None:
    app = make_app()
    table = open_table(app, "via_gladiola", ("human", "hard", "hard"))
    wait_my_turn(app, table)
    table.human_act(Rest())
    assert table.match.session.state.current_player != table.viewer  # a bot's turn now
    assert not T.find(app, "coach").enabled
    table.coach.ask()
    assert table.coach.turn is None and table.coach.hint is None
    assert table.match.session.hints == 0


def test_hot_seat_gives_no_hint_behind_the_pass_screen() -> None:
    app = make_app()
    table = open_table(app, "via_gladiola", ("human", "human"))
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    table.coach.ask()
    T.run(app, 5)
    assert table.coach.turn is None and table.match.session.hints == 0
    app.top.ready()
    wait_my_turn(app, table)
    assert get_hint(app, table).action in table.match.session.state.legal_actions()


def test_undo_clears_the_hint(remembered_hints: None) -> None:
    app = make_app()
    table = open_table(app, "floriado")
    wait_my_turn(app, table)
    first = get_hint(app, table)
    table.human_act(first.action)
    wait_my_turn(app, table)
    get_hint(app, table)
    T.click(app, "undo")
    T.run(app, 2)
    assert table.coach.current() is None


def test_keys_overlay_lists_the_hint_key_when_offered() -> None:
    for on in (True, False):
        app = make_app(coach_on=on)
        open_table(app, "via_gladiola")
        app.push(navigator.make("keys", app))
        rows = [key for _, rows in app.top.sections() for _, key in rows]
        assert ("coach.keys" in rows) is on


def test_settings_toggle_turns_the_coach_on_and_is_saved() -> None:
    app = make_app(coach_on=False)
    app.push(navigator.make("settings", app))
    T.run(app, 20)
    T.click(app, "coach")
    assert app.settings.coach is True
    assert app.storage.load(KEY_SETTINGS)["coach"] is True


LOOKS = [("en", 1.0)] + [(lang, 1.25) for lang in LANGUAGES]


@pytest.mark.parametrize("lang,scale", LOOKS, ids=[f"{g}-{s}" for g, s in LOOKS])
@pytest.mark.parametrize("game", GAMES)
def test_the_top_bar_fits_the_hint_button(
    game: str, lang: str, scale: float, remembered_hints: None
) -> None:
    """The Hint button, the centre text (and Gloschli's last-turns ribbon) and the other
    buttons of the top bar never overlap, in every language at the larger text."""
    from game.ui import theme
    from game.ui.layout import TOP_BAR_H
    from game.ui.scenes.settings import clear_text_caches

    app = make_app(lang=lang, scale=scale)
    clear_text_caches()
    try:
        table = open_table(app, game)
        wait_my_turn(app, table)
        get_hint(app, table)
        frames = [T.record_frame(app)]
        if game == "gloschli":  # a call stands: the ribbon takes the round's place
            table.shown.patch(caller=1, turns_left=2)
            frames.append(T.record_frame(app))
        for marks in frames:
            bar = [m for m in marks if m.rect.top < TOP_BAR_H - 4]
            assert any(m.label == "coach" or m.owner == "coach" for m in bar)
            assert T.layout_overlaps(bar) == []
    finally:
        set_language("en")
        theme.set_body_scale(1.0)


def test_no_hint_while_an_animation_runs() -> None:
    app = T.new_app(seed=5, speed=1.0, hints=False, coach=True)
    T.run(app, 2)
    table = open_table(app, "via_gladiola")  # the deal is animated at this speed
    assert table.timeline.busy
    table.coach.ask()
    assert table.coach.turn is None and table.match.session.hints == 0
    wait_my_turn(app, table)
    assert get_hint(app, table).action in table.match.session.state.legal_actions()


def test_the_why_line_follows_a_change_of_language() -> None:
    app = make_app()
    table = open_table(app, "floriado")
    wait_my_turn(app, table)
    h = get_hint(app, table)
    english = h.text
    set_language("de")
    try:
        assert h.text.startswith("Tipp:") and h.text != english
    finally:
        set_language("en")
    assert h.text == english


def test_a_walk_draws_only_what_there_is_to_draw() -> None:
    """VG-15: with nothing left to draw (no finished day to recycle, VG-14) a long walk
    draws nothing, and the why line says so."""
    from game.games.via_gladiola.rules import Walk

    far = {"kind": "distance", "value": 24, "blisters": 2}
    state = _vg_state([far], {"kind": "distance", "value": 10, "blisters": 1}, draw_pile=0)
    walk = next(a for a in state.legal_actions() if isinstance(a, Walk))
    assert "draws nothing" in coach.line(*coach.why("via_gladiola", state.view(0), walk, NAMES))
    state.draw_pile = [state.hands[1].pop(), state.hands[1].pop()]
    assert "draws 2 cards" in coach.line(*coach.why("via_gladiola", state.view(0), walk, NAMES))


def test_a_broken_why_line_leaves_the_ring_and_a_plain_line(monkeypatch) -> None:
    app = make_app()
    table = open_table(app, "via_gladiola")
    wait_my_turn(app, table)

    def broken(*_a, **_k):
        raise KeyError("a words bug")

    monkeypatch.setattr(coach, "why", broken)
    h = get_hint(app, table)
    T.run(app, 3)  # frames drawn: no crash
    assert table.status_text() == ("Hint: the move ringed in yellow", True)
    assert table.coaching.rects(h.action)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_overlay_fits_the_hint_key(lang: str) -> None:
    from game.ui import theme
    from game.ui.scenes.settings import clear_text_caches

    app = make_app(lang=lang, scale=1.25)
    clear_text_caches()
    try:
        table = open_table(app, "gloschli")
        wait_my_turn(app, table)
        app.push(navigator.make("keys", app))
        T.run(app, 3)
        assert T.layout_overlaps(T.record_frame(app)) == []
    finally:
        set_language("en")
        theme.set_body_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_floriados_note_leaves_both_pawns_in_sight(scale: float) -> None:
    """Where the other pawn stands is part of the choice: Floriado keeps both pawns in sight,
    and the coach's note goes where it hides neither (at the largest size it hid the other's
    along the top row)."""
    app = make_app(scale=scale)
    table = open_table(app, "floriado")
    for _ in range(2):  # both pawns on the field
        wait_my_turn(app, table)
        h = get_hint(app, table)
        table.human_act(h.action)
        T.run(app, 1)
    wait_my_turn(app, table)
    h = get_hint(app, table)
    assert h.why
    view = table.view()
    pawns = [table.tile_rect(p["row"], p["col"]) for p in view["pawns"]]
    assert table.coaching.keep_clear() == pawns
    rings = table.coaching.rects(h.action)
    box, _lines, _ = table.coach.screen.note_rect(h.why, rings)
    assert box.collidelist(pawns) < 0
    # a pawn where the note would go first: it goes where it hides less of it
    table.coaching.keep_clear = lambda: [box]
    moved, _lines, _ = table.coach.screen.note_rect(h.why, rings)
    assert moved.clip(box).w * moved.clip(box).h < box.w * box.h


def test_a_hint_asked_with_a_card_picked_puts_the_card_back() -> None:
    """Floriado's first turn: a card picked, its facing arrows up, then Hint: the hint is
    about the whole choice, so the picked card goes back (it stayed picked beside a hint on
    another card)."""
    app = make_app()
    table = open_table(app, "floriado")
    wait_my_turn(app, table)
    tile = next(w for w in table.widgets() if w.id.startswith("tile.") and w.enabled)
    T.click_at(app, tile.rect.center)
    assert table.choice.selected is not None and table.choice.facing_buttons()
    h = get_hint(app, table)
    assert table.choice.selected is None and not table.choice.facing_buttons()
    assert table.coach.current() is h
