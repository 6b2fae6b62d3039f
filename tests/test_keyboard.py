"""Keyboard only: a whole Via Gladiola game from the title screen to the results with keys
alone, and every menu reachable and usable with Tab / arrows / Enter / Esc."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine import rules_for  # noqa: E402
from game.storage import KEY_SETTINGS  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

DIGITS = [getattr(pygame, f"K_{i}") for i in range(1, 10)]


def make_app(seed: int = 5, hints: bool = True, speed: float = 0.0) -> App:
    return T.new_app(seed=seed, frames=2, hints=hints, speed=speed)


def press(app: App, *keys: int, shift: bool = False) -> None:
    for k in keys:
        mod = pygame.KMOD_SHIFT if shift else 0
        T.key(app, k, mod=mod)  # once the screen takes a press (the press guard), as a person


def focused(app: App):
    return next((w for w in T.widgets(app) if w.id == app.top.focus_id), None)


def focus_on(app: App, wid: str, key: int = pygame.K_TAB, limit: int = 40) -> None:
    """Move the focus with ``key`` until it rests on ``wid``."""
    for _ in range(limit):
        if app.top.focus_id == wid:
            return
        press(app, key)
    raise AssertionError(f"{wid} not reached on {app.top.name}; focus {app.top.focus_id}")


def keyboard_turn(app: App, table, rng: random.Random) -> None:
    """One person's move by keys: pick a legal card (digit or arrows) and Enter, or R."""
    legal = [w for w in table.hand_widgets if w.enabled]
    n = len(table.match.session.actions)
    if legal and rng.random() < 0.8:
        target = rng.choice(legal)
        if target.index < 9 and rng.random() < 0.5:
            press(app, DIGITS[target.index])
        else:
            press(app, pygame.K_LEFT)  # arrows walk the hand from wherever the focus is
            while table.focus_card is None or table.focus_card > target.index:
                press(app, pygame.K_LEFT)
            while table.focus_card < target.index:
                press(app, pygame.K_RIGHT)
        assert table.focus_card == target.index
        press(app, pygame.K_RETURN)
    else:
        press(app, pygame.K_r)
    assert len(table.match.session.actions) > n, "the key press did not act"  # (bots may follow)


def test_full_via_gladiola_game_with_the_keyboard_alone():
    app = make_app()
    # Title: the first arrow shows the focus on the first game; Enter opens its setup.
    press(app, pygame.K_RIGHT)
    assert app.top.focus_id == "game.via_gladiola"
    press(app, pygame.K_RETURN)
    assert app.top.name == "setup"
    setup = app.top
    # Setup: arrows to the second seat's kind, right arrow makes it a medium bot.
    press(app, pygame.K_DOWN)  # shows the focus (on Start)
    focus_on(app, "seat1.kind")
    press(app, pygame.K_RIGHT)
    assert setup.seats[1].kind == "medium"
    focus_on(app, "start")
    press(app, pygame.K_RETURN)
    table = app.top
    assert table.name == "via_gladiola"
    rng = random.Random(3)
    turns = 0
    for _ in range(20000):
        top = app.top
        if top.name == "results":
            break
        if top is table and table.my_turn():
            keyboard_turn(app, table, rng)
            turns += 1
        else:
            T.run(app, 1)
    assert app.top.name == "results" and turns > 5
    session = table.match.session
    replayed = rules_for("via_gladiola").replay(3, session.seed, session.options, session.actions)
    assert replayed.is_over and app.top.result == replayed.result()
    # Results: Enter shows the focus on "Play again"; Esc goes to the title.
    press(app, pygame.K_RETURN)
    assert app.top.focus_id == "again"
    press(app, pygame.K_ESCAPE)
    assert app.top.name == "title"
    assert app.records()["via_gladiola"]["vs"]["medium"]
    # The records screen by its key, and back.
    press(app, pygame.K_r)
    assert app.top.name == "records"
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    assert app.top.name == "title"


def test_hot_seat_by_keyboard_passes_the_device():
    app = make_app(seed=8, hints=False)
    press(app, pygame.K_1)
    setup = app.top
    focus_on(app, "seat1.kind")
    press(app, pygame.K_LEFT, pygame.K_LEFT)  # easy -> random -> person
    assert [s.kind for s in setup.seats[:2]] == ["human", "human"]
    focus_on(app, "start")
    press(app, pygame.K_RETURN)
    table = app.scenes[1]
    passes = 0
    for _ in range(400):
        if app.top.name == "pass":
            assert app.top.focus_id == "pass.ready"  # shown from the start
            press(app, pygame.K_RETURN)  # one Enter shows the hand
            assert app.top is table
            passes += 1
        elif app.top is table and table.my_turn():
            press(app, pygame.K_r)
        else:
            T.run(app, 1)
        if passes >= 3:
            break
    assert passes >= 3


def test_menus_by_keyboard_pause_settings_rules_keys():
    app = make_app(hints=False)
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    # Esc opens the menu; arrows move; Enter on Settings; the text size changes by arrows.
    press(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    press(app, pygame.K_DOWN)
    assert app.top.focus_id == "resume"
    focus_on(app, "settings", pygame.K_DOWN)  # past Restart and New game
    press(app, pygame.K_RETURN)
    assert app.top.name == "settings"
    press(app, pygame.K_DOWN)
    focus_on(app, "text_size", pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert app.settings.text_scale == 1.25
    assert app.storage.load(KEY_SETTINGS)["text_scale"] == 1.25
    press(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    # How to play: Tab to it, Enter, arrows turn the pages, Esc back.
    focus_on(app, "rules")
    press(app, pygame.K_RETURN)
    rules = app.top
    assert rules.name == "rules"
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert rules.page == 2
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)  # closes the menu
    assert app.top is table
    # "?" opens this game's rules at the table; F1 (and K) the keys overlay with the table's
    # own keys; Esc closes it.
    press(app, pygame.K_SLASH)
    assert app.top.name == "rules" and app.top.game == "via_gladiola"
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_k)
    assert app.top.name == "keys"
    titles = [title for title, _ in app.top.sections()]
    assert len(titles) == 3  # everywhere, at the table, undo
    assert any(key == "keys.vg.rest" for _, key in app.top.sections()[1][1])
    assert any(key == "keys.table.undo" for _, key in app.top.sections()[2][1])
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_F1, pygame.K_F1)
    assert app.top is table


def test_table_focus_moves_between_hand_buttons_and_back():
    app = make_app(hints=False)
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN, pygame.K_RETURN)
    table = app.top
    assert T.run_until(app, table.my_turn, 3000)
    press(app, pygame.K_RETURN)  # shows the focus on a playable card (or on Rest)
    start = table.focus_id
    playable = [w.id for w in table.hand_widgets if w.enabled]
    assert start == (playable[0] if playable else "rest")
    press(app, pygame.K_UP)
    assert table.focus_id in ("rest", "gladiola")
    press(app, pygame.K_DOWN)
    assert table.focus_id.startswith("hand.")
    # Tab reaches the top-bar buttons too, and Enter on Menu opens it.
    focus_on(app, "menu")
    press(app, pygame.K_RETURN)
    assert app.top.name == "pause"
    press(app, pygame.K_ESCAPE)
    # An illegal card: Enter explains instead of playing.
    blocked = [w for w in table.hand_widgets if not w.enabled]
    if blocked and blocked[0].index < 9:
        before = len(table.match.session.actions)
        press(app, DIGITS[blocked[0].index], pygame.K_RETURN)
        assert len(table.match.session.actions) == before and table.hint_left > 0


def test_title_shortcuts_and_tab_order():
    app = make_app()
    press(app, pygame.K_TAB)
    assert app.top.focus_id == "game.via_gladiola"
    press(app, pygame.K_TAB, shift=True)
    assert app.top.focus_id == app.top.widgets()[-1].id  # Shift+Tab wraps backwards
    press(app, pygame.K_LEFT)
    press(app, pygame.K_UP)
    assert app.top.focus_id.startswith("daily.")  # the row of today's deals
    press(app, pygame.K_UP)
    assert app.top.focus_id.startswith("game.")
    press(app, pygame.K_s)
    assert app.top.name == "settings"
    press(app, pygame.K_ESCAPE, pygame.K_2)
    assert app.top.name == "setup" and app.top.entry.name == "gloschli"
    press(app, pygame.K_ESCAPE, pygame.K_3)
    assert app.top.name == "setup" and app.top.entry.name == "floriado"


# -- Gloschli and Floriado by keyboard (their tables move their own focus) ----------------------

CHROME = {"menu", "sound", "log.toggle", "keys", "rules", "tip.ok"}


def tab_to(app: App, wid: str, limit: int = 80) -> bool:
    """Tab until ``wid`` has the focus (the base Tab order, which every scene keeps)."""
    for _ in range(limit):
        if app.top.focus_id == wid:
            return True
        press(app, pygame.K_TAB)
    return app.top.focus_id == wid


def keyboard_menu_step(app: App) -> None:
    """A between-rounds or pass screen: Tab to its main (primary) button and press Enter."""
    main = [w for w in T.widgets(app) if w.enabled and getattr(w, "style", "") == "primary"]
    assert main, f"no main button on {app.top.name}"
    assert tab_to(app, main[0].id), f"Tab never reaches {main[0].id} on {app.top.name}"
    press(app, pygame.K_RETURN)


def start_by_keys(app: App, digit: int) -> None:
    press(app, digit)
    assert app.top.name == "setup"
    focus_on(app, "start")
    press(app, pygame.K_RETURN)


def test_full_gloschli_game_with_the_keyboard_alone():
    app = make_app(seed=4, hints=True)
    start_by_keys(app, pygame.K_2)
    table = next(s for s in app.scenes if s.name == "gloschli")
    rng = random.Random(6)
    moves = 0
    for _ in range(6000):
        top = app.top
        if top.name == "results" or top.name.endswith("results"):
            break
        if top is table and table.my_turn():
            items = [w for w in T.widgets(app) if w.focusable and w.visible and w.enabled]
            items = [w for w in items if w.id not in CHROME]
            assert items, "nothing to do by keyboard on the Gloschli table"
            target = rng.choice(items)
            assert tab_to(app, target.id), f"Tab never reaches {target.id}"
            press(app, pygame.K_RETURN)
            moves += 1
        elif top is table and T.find(app, "gl.hide") is not None:
            assert tab_to(app, "gl.hide")  # "Hide my cards" after a peek
            press(app, pygame.K_RETURN)
        elif top is not table and top.name != "gloschli":
            keyboard_menu_step(app)
        else:
            T.run(app, 1)
    assert "results" in app.top.name, f"stuck on {app.top.name} after {moves} key moves"
    assert table.match.session.state.is_over and moves > 5
    assert app.records()["gloschli"]["played"] == 1


def test_full_floriado_game_with_the_keyboard_alone():
    app = make_app(seed=4, hints=True)
    start_by_keys(app, pygame.K_3)
    table = next(s for s in app.scenes if s.name == "floriado")
    rng = random.Random(2)
    moves = 0
    for _ in range(6000):
        top = app.top
        if "results" in top.name:
            break
        if top is table and table.my_turn():
            n = len(table.match.session.actions)
            if table.choice.selected is not None:  # the first pick: choose where the pawn faces
                press(app, *[pygame.K_TAB] * rng.randint(1, 4))
                assert table.focus_id and table.focus_id.startswith("face.")
                press(app, pygame.K_RETURN)
            else:
                press(app, *[pygame.K_TAB] * rng.randint(1, 3))
                assert table.choice.kfocus in table.reach.targets()
                press(app, pygame.K_RETURN)
            choice = table.choice
            asked = choice.out_warned is not None  # a move that leaves one out asks first (FL-8)
            assert len(table.match.session.actions) > n or choice.selected is not None or asked
            moves += 1
        elif top is not table:
            keyboard_menu_step(app)
        else:
            T.run(app, 1)
    assert "results" in app.top.name, f"stuck on {app.top.name} after {moves} key moves"
    assert table.match.session.state.is_over and moves > 3
    assert app.records()["floriado"]["played"] == 1
