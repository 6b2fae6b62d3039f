"""Keys of one's own: Settings → Keys lists every action with its key; a key chosen there plays
and the old one no longer does, a key another action has is refused with a word, Reset brings
the defaults back, and the choice survives a restart. Driven by pygame key events through the
real app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import t  # noqa: E402
from game.storage import KEY_SETTINGS, MemoryBackend, Storage  # noqa: E402
from game.ui import keymap  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.keys import KeysScene  # noqa: E402


def open_own_keys(app: App) -> None:
    """Title → S (Settings) → the Keys button, by keys alone."""
    T.key(app, pygame.K_s)
    assert app.top.name == "settings"
    for _ in range(30):
        if app.top.focus_id == "own_keys":
            break
        T.key(app, pygame.K_TAB)
    T.key(app, pygame.K_RETURN)
    assert app.top.name == "own_keys"


def choose(app: App, action_id: str, new_key: int) -> None:
    """Focus the action's key button by Tab, Enter, then press ``new_key``."""
    for _ in range(60):
        if app.top.focus_id == f"key.{action_id}":
            break
        T.key(app, pygame.K_TAB)
    assert app.top.focus_id == f"key.{action_id}"
    T.key(app, pygame.K_RETURN)
    assert app.top.capturing
    T.key(app, new_key)
    assert not app.top.capturing


def leave_to_title(app: App) -> None:
    while app.top.name != "title":
        T.key(app, pygame.K_ESCAPE)


def start_via_gladiola(app: App) -> None:
    T.click(app, "game.via_gladiola")
    T.run(app, 1)
    T.click(app, "start")
    T.run(app, 2)
    assert app.top.name == "via_gladiola"


def test_the_keys_screen_lists_every_action_with_its_key():
    app = T.new_app(frames=2)
    open_own_keys(app)
    for action in keymap.actions():
        button = T.find(app, f"key.{action.id}")
        assert button is not None, action.id
        assert button.label == " ".join(dict.fromkeys(keymap.cap(c) for c in action.defaults))
    assert T.find(app, "key.log").label == "L"
    assert T.find(app, "key.confirm").label == "Enter Space"  # the keypad's Enter is one
    assert T.find(app, "key.via_gladiola.rest").label == "R"


def test_a_remapped_key_plays_and_the_old_one_no_longer_does_and_survives_a_restart():
    storage = Storage(MemoryBackend())
    app = T.new_app(storage=storage, frames=2, log_open=True)
    open_own_keys(app)
    choose(app, "log", pygame.K_j)
    assert T.find(app, "key.log").label == "J"
    assert app.settings.keys == {"log": pygame.K_j}
    choose(app, "via_gladiola.rest", pygame.K_n)
    leave_to_title(app)
    start_via_gladiola(app)
    table = app.top

    before = app.settings.log_open
    T.key(app, pygame.K_l)  # the old key: nothing
    assert app.settings.log_open == before
    T.key(app, pygame.K_j)  # the new one folds the log
    assert app.settings.log_open != before

    assert T.run_until(app, lambda: table.my_turn())
    n = table.match.actions_taken
    T.key(app, pygame.K_r)  # the old Rest key: nothing
    assert table.match.actions_taken == n
    T.key(app, pygame.K_n)  # the new one rests (VG: draw one card)
    assert table.match.actions_taken > n
    assert table.way.session.actions[n]["type"] == "rest"

    # The keys list and the buttons' caps name the new keys.
    rows = dict((key, caps) for _, sec in KeysScene(app).sections() for caps, key in sec)
    assert rows["keys.table.log"] == ("J",)
    assert T.find(app, "rest").key == "N"

    # A restart on the same storage: the same keys.
    stored = storage.load(KEY_SETTINGS)
    assert stored["keys"] == {"log": pygame.K_j, "via_gladiola.rest": pygame.K_n}
    keymap.bind({})
    again = App(storage=storage, seed=6)
    T.run(again, 2)
    assert keymap.caps("log") == ("J",)
    assert again.settings.keys == {"log": pygame.K_j, "via_gladiola.rest": pygame.K_n}


def test_a_key_already_used_is_refused_with_a_word():
    app = T.new_app(frames=2)
    open_own_keys(app)
    choose(app, "log", pygame.K_m)  # M is Sound, everywhere
    assert app.settings.keys == {}
    assert T.find(app, "key.log").label == "L"
    assert app.top.message == t("keys.own.taken", cap="M", action=t("keys.sound"))
    choose(app, "log", pygame.K_5)  # a digit picks a card: never moved
    assert app.settings.keys == {}
    assert t("keys.fixed") in app.top.message
    # A table's key may not take a key every screen has, but may share the title's R.
    choose(app, "via_gladiola.rest", pygame.K_u)  # Undo at the table
    assert "via_gladiola.rest" not in app.settings.keys
    choose(app, "via_gladiola.gladiola", pygame.K_o)  # the title's Play online: not at a table
    assert app.settings.keys == {"via_gladiola.gladiola": pygame.K_o}


def test_esc_while_choosing_keeps_the_old_key_and_reset_brings_every_default_back():
    app = T.new_app(frames=2)
    open_own_keys(app)
    choose(app, "sound", pygame.K_ESCAPE)
    assert app.settings.keys == {}
    assert app.top.name == "own_keys"  # Esc ended the choosing, not the screen
    choose(app, "sound", pygame.K_x)
    choose(app, "undo", pygame.K_z)
    assert keymap.caps("sound") == ("X",)
    T.click(app, "reset")
    assert app.settings.keys == {}
    assert keymap.caps("sound") == ("M",)
    assert T.find(app, "key.sound").label == "M"


@pytest.mark.parametrize(
    "stored",
    [
        "not a dict",
        {"log": "j", "nope": 5, 7: 8},
        {"log": pygame.K_m},  # M is Sound: refused, the default stays
        {"log": 2**40, "sound": -3, "pause": True},
    ],
)
def test_bad_stored_keys_fall_back_to_the_defaults(stored):
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, "keys": stored})
    app = App(storage=storage, seed=1)
    T.run(app, 2)
    assert keymap.caps("log") == ("L",)
    assert keymap.caps("sound") == ("M",)
    assert keymap.caps("pause") == ("P",)


def test_a_phone_has_no_keys_to_choose(monkeypatch):
    from game.ui import focus

    app = T.new_app(frames=2)
    monkeypatch.setattr(focus, "SHOW_KEYS", False)  # as the App sets it on a phone
    T.click(app, "settings")
    assert app.top.name == "settings"
    assert T.find(app, "own_keys") is None
    assert T.find(app, "back").rect.centerx == app.top.rect.centerx
