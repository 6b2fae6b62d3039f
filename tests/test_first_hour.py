"""A player's first hour without traps: a save per game (and the old save migrated),
names typed and remembered, Restart and New game, who starts in Floriado, fullscreen and volume.

Everything goes through the headless driver (game/ui/testing.py), as a player would.
"""

from __future__ import annotations

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import platform  # noqa: E402
from game.core.catalog import GAMES  # noqa: E402
from game.storage import (  # noqa: E402
    KEY_AUTOSAVE,
    MemoryBackend,
    Storage,
    autosave_key,
    migrate_autosave,
)
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.fields import NAME_MAX, clean_name  # noqa: E402
from game.ui.scenes.confirm import GUARD  # noqa: E402


def make_app(tmp_path, seed: int = 3, **settings) -> App:
    return T.new_app(tmp_path, seed=seed, keep_settings=True, hints=False, **settings)


def start(app: App, game: str) -> None:
    T.click(app, f"game.{game}")
    T.run(app, 1)
    T.click(app, "start")
    T.run(app, 2)


def held(table) -> bool:
    return getattr(table, "memo_hold", False)


def over(table) -> bool:
    return table.match.session.state.is_over


def play(app: App, moves: int, seed: int = 4) -> None:
    """A few legal moves by the person (bots answer), like clicks on the table would."""
    rng = random.Random(seed)
    for _ in range(moves):
        table = app.top
        if app.top.name == "pass":
            T.click(app, "pass.ready")
            table = app.top
        if not T.run_until(app, lambda t=table: t.my_turn() or over(t) or held(t), 3000):
            return
        if held(table):  # Gloschli's start peeks stay on show until the person hides them
            T.click(app, "gl.hide")
            if not T.run_until(app, lambda t=table: t.my_turn() or over(t), 3000):
                return
        if table.match.session.state.is_over:
            return
        table.perform(rng.choice(table.match.session.state.legal_actions()))
        T.run(app, 2)


def to_title(app: App) -> None:
    T.click(app, "menu")
    T.run(app, 1)
    T.click(app, "quit_title")
    T.run(app, 1)
    assert app.top.name == "title"


def snapshot(table) -> tuple:
    s = table.match.session
    return (s.state.to_json(), s.log, [x.to_json() for x in s.seats], s.actions, s.viewer)


# -- item 3: a save per game ------------------------------------------------------------------


def test_each_game_keeps_its_own_save_and_continue_lists_them(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    start(app, "gloschli")
    play(app, 2)
    to_title(app)
    gloschli = app.saved_game("gloschli")
    start(app, "floriado")  # another game: no question, and Gloschli's save stays
    assert app.top.name == "floriado"
    play(app, 1)
    to_title(app)
    assert sorted(app.saved_games()) == ["floriado", "gloschli"]
    assert app.saved_game("gloschli") == gloschli  # untouched by the Floriado game
    assert (tmp_path / "meadow.v1.gloschli.autosave.json").exists()
    continue_button = T.find(app, "continue")
    assert continue_button.sub == "2 saved games"
    T.click(app, "continue")
    assert app.top.name == "saves"
    summaries = [navigator.save_summary(d) for d in app.saved_games().values()]
    assert summaries[0]["progress"] == "Round 1"  # asked of Gloschli's engine
    assert summaries[1]["progress"].endswith("cards left on the field")
    assert summaries[0]["seats"] == "Anna, Ben (bot), Carla (bot)"
    assert summaries[0]["when"].startswith("today, ")  # the time stored in the save
    T.click(app, "saves.gloschli")
    assert app.top.name == "gloschli"
    assert app.top.match.session.actions[: len(gloschli["actions"])] == gloschli["actions"]
    assert app.top.match.session.seed == gloschli["seed"]


def test_a_new_game_over_a_save_asks_first_and_never_under_the_click(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    start(app, "via_gladiola")
    play(app, 3)
    saved, saved_seed = snapshot(app.top), app.top.match.session.seed
    to_title(app)
    T.click(app, "game.via_gladiola")
    T.run(app, 1)
    start_button = T.click(app, "start")
    assert app.top.name == "confirm"
    confirm = app.top
    for w in T.widgets(app):  # none of its answers lies where the player just clicked
        assert not w.rect.colliderect(start_button.rect), w.id
    # A double-click: the second press, at once, on the destructive answer does nothing
    # (a raw press: T.click would wait until the answer takes presses).
    T.press_at(app, T.find(app, "confirm.new").rect.center)
    assert app.top is confirm
    T.run(app, int(GUARD * 60) + 2)
    T.click(app, "confirm.cancel")
    assert app.top.name == "setup"
    assert snapshot(navigator.table_for(app, _session(app, "via_gladiola"))) == saved
    # Asked again, "Continue it" opens the saved game.
    T.click(app, "start")
    T.run(app, 20)
    T.click(app, "confirm.continue")
    assert app.top.name == "via_gladiola" and snapshot(app.top) == saved
    # And "Start anew" replaces it.
    to_title(app)
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    T.run(app, 20)
    T.click(app, "confirm.new")
    T.run(app, 2)
    table = app.top
    assert table.name == "via_gladiola" and table.match.session.seed != saved_seed
    assert app.saved_game("via_gladiola")["seed"] == table.match.session.seed


def _session(app: App, game: str):
    from game.core.match import Session

    return Session.from_save(app.saved_game(game))


def test_a_confirmation_moves_away_from_the_control_that_asked(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    middle = pygame.Rect(560, 330, 160, 60)  # where a centred sheet's buttons would be
    for avoid in (middle, pygame.Rect(560, 600, 160, 60), pygame.Rect(560, 100, 160, 60)):
        choices = [("a", "Yes", None, "danger"), ("b", "No", None, "ghost")]
        app.push(navigator.make("confirm", app, "Sure?", "Really?", choices, avoid))
        for w in T.widgets(app):
            assert not w.rect.colliderect(avoid), (avoid, w.id, w.rect)
        T.press_key(app, pygame.K_RETURN)  # Enter at once (a held key) answers nothing
        assert app.top.name == "confirm"
        app.pop()


def old_save(tmp_path) -> dict:
    """A v1 autosave as written when one save held every game: a Gloschli game under way."""
    app = make_app(tmp_path / "before")
    T.run(app, 1)
    start(app, "gloschli")
    play(app, 3)
    data = app.top.match.session.to_save()  # no "saved_at": old saves did not have it
    return data


def test_the_old_single_autosave_migrates_into_its_games_slot_losing_nothing(tmp_path):
    data = old_save(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    envelope = {"meadow": 1, "key": KEY_AUTOSAVE, "data": data}
    (home / "meadow.v1.autosave.json").write_text(json.dumps(envelope), encoding="utf-8")
    app = make_app(home)
    T.run(app, 1)
    assert not (home / "meadow.v1.autosave.json").exists()
    assert app.saved_games() == {"gloschli": data}  # every field, as it was
    assert app.storage.take_notices() == []
    T.click(app, "continue")  # one save: Continue opens it
    session = app.top.match.session  # the game goes on from there (its bots may have moved since)
    assert app.top.name == "gloschli" and session.seed == data["seed"]
    assert session.actions[: len(data["actions"])] == data["actions"]
    assert session.log[: len(data["log"])] == data["log"]
    assert navigator.save_summary(data)["when"] == ""  # an old save just has no time


def test_migration_keeps_what_it_cannot_place(tmp_path):
    storage = Storage(MemoryBackend())
    items = storage.backend.items
    # A game nobody knows, a slot already taken, text that is not JSON: all left alone.
    storage.save(KEY_AUTOSAVE, {"game": "chess", "x": 1})
    assert migrate_autosave(storage, GAMES) is None and KEY_AUTOSAVE in items
    storage.save(KEY_AUTOSAVE, {"game": "floriado", "old": True})
    storage.save(autosave_key("floriado"), {"game": "floriado", "new": True})
    assert migrate_autosave(storage, GAMES) is None
    assert storage.load(KEY_AUTOSAVE) == {"game": "floriado", "old": True}
    items[KEY_AUTOSAVE] = "{not json"
    assert migrate_autosave(storage, GAMES) is None and items[KEY_AUTOSAVE] == "{not json"
    storage.delete(autosave_key("floriado"))
    storage.save(KEY_AUTOSAVE, {"game": "floriado", "old": True})
    assert migrate_autosave(storage, GAMES) == "floriado"
    assert storage.load(autosave_key("floriado")) == {"game": "floriado", "old": True}
    assert KEY_AUTOSAVE not in items


# -- item 5: names and memory of the set-up ---------------------------------------------------


def test_names_are_typed_and_the_set_up_is_remembered(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    T.click(app, "game.gloschli")
    setup = app.top
    T.click(app, "seat0.name")
    assert setup.typing
    T.type_text(app, "Sam")  # S and M are shortcuts (settings, sound): here they type
    assert app.top is setup and app.settings.sound is False
    T.key(app, pygame.K_BACKSPACE)
    T.type_text(app, "lly")
    T.key(app, pygame.K_RETURN)
    assert setup.seats[0].name == "Sally" and not setup.typing
    # At most 16 printable characters; a tab or a line break is not part of a name.
    T.click(app, "seat1.name")
    app.step(T.DT, [pygame.event.Event(pygame.TEXTINPUT, text="Bé\tné\ndicte-Marguerite")])
    T.key(app, pygame.K_TAB)  # Tab ends typing too, and moves on
    assert setup.seats[1].name == "Bénédicte-Margue" and len(setup.seats[1].name) == NAME_MAX
    # Escape leaves a name as it was; emptying one keeps the old name.
    T.click(app, "seat2.name")
    T.type_text(app, "Xy")
    T.key(app, pygame.K_ESCAPE)
    assert setup.seats[2].name == "Carla" and app.top is setup
    T.click(app, "seat2.name")
    T.key(app, pygame.K_BACKSPACE)
    T.key(app, pygame.K_RETURN)
    assert setup.seats[2].name == "Carla"
    # The rest of the set-up: a bot level, the memory aid, the target score, a 4th seat.
    T.click_at(app, T.find(app, "seat1.kind").right_rect.center)
    T.click(app, "seat.add")
    T.click(app, "opt.memory_aid")
    T.click_at(app, T.find(app, "opt.target").right_rect.center)
    T.click_at(app, T.find(app, "start_player").right_rect.center)
    chosen = ([(s.name, s.kind) for s in setup.seats], dict(setup.options), setup.start_player)
    T.click(app, "start")
    assert app.top.name == "gloschli"
    assert app.top.match.session.names[:2] == ["Sally", "Bénédicte-Margue"]
    # A new start of the program: the same set-up comes back.
    again = make_app(tmp_path)
    T.run(again, 1)
    T.click(again, "game.gloschli")
    s2 = again.top
    assert ([(s.name, s.kind) for s in s2.seats], s2.options, s2.start_player) == chosen
    assert s2.options["memory_aid"] is True and s2.options["target"] == 150


def test_a_broken_remembered_set_up_falls_back_to_the_defaults(tmp_path):
    setups = {
        "gloschli": {"seats": [{"name": "A", "kind": "wizard"}] * 3},
        "floriado": {"seats": "nope"},
        "via_gladiola": {"seats": [{"name": "\n", "kind": "human"}] * 2, "options": []},
    }
    app = make_app(tmp_path, setups=setups)
    T.run(app, 1)
    for game in GAMES:
        T.click(app, f"game.{game}")
        assert app.top.seats[0].name == "Anna", game
        T.click(app, "back")
    assert clean_name("a\x00b\u200bc\td" * 9) == "abcd" * 4


# -- item 6: Restart, New game, who starts -----------------------------------------------------


def test_restart_gives_the_same_seats_and_a_new_deal(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    T.click(app, "seat0.name")
    T.type_text(app, "Zoe")
    T.key(app, pygame.K_RETURN)
    T.click(app, "start")
    play(app, 2)
    old = app.top
    assert old.match.session.names[0] == "Zoe"
    seats = [x.to_json() for x in old.match.session.seats]
    T.click(app, "menu")
    T.click(app, "restart")
    assert app.top.name == "confirm"
    T.run(app, 20)
    T.click(app, "confirm.cancel")  # asked first: Back keeps the game
    assert app.top.name == "pause"
    T.click(app, "restart")
    T.run(app, 20)
    T.click(app, "confirm.restart")
    T.run(app, 2)
    table = app.top
    assert table.name == "via_gladiola" and table is not old
    assert [x.to_json() for x in table.match.session.seats] == seats
    assert table.match.session.options == old.match.session.options
    assert table.match.session.seed != old.match.session.seed
    assert table.match.session.state.to_json() != old.match.session.state.to_json()  # a new deal
    assert app.saved_game("via_gladiola")["seed"] == table.match.session.seed


def test_new_game_from_the_pause_menu_opens_that_games_set_up(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    T.click(app, "game.gloschli")
    T.click(app, "opt.memory_aid")
    T.click(app, "seat2.remove")
    T.click(app, "start")
    play(app, 1)
    T.click(app, "menu")
    T.click(app, "new_game")
    setup = app.top
    assert [s.name for s in app.scenes] == ["title", "setup"]
    assert setup.entry.name == "gloschli" and len(setup.seats) == 2
    assert setup.options["memory_aid"] is True
    assert app.has_autosave("gloschli")  # kept until a new game really starts


def test_floriado_set_up_chooses_who_starts(tmp_path):
    """FL-3: the start player is chosen at set-up (or left to chance)."""
    app = make_app(tmp_path)
    T.run(app, 1)
    T.click(app, "game.floriado")
    assert T.find(app, "start_player") is not None
    T.click_at(app, T.find(app, "start_player").right_rect.center)  # random -> Anna
    T.click_at(app, T.find(app, "start_player").right_rect.center)  # -> Ben
    assert app.top.start_player == 1
    T.click(app, "start")
    assert app.top.match.session.state.start_player == 1  # Ben, a bot, moves first


# -- item 9: fullscreen and volume -------------------------------------------------------------


def test_fullscreen_and_volume_are_remembered(tmp_path):
    app = make_app(tmp_path)
    T.run(app, 1)
    T.key(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    T.run(app, 2)  # the frame is drawn scaled into the new window
    T.click(app, "settings")
    assert T.find(app, "fullscreen").value is True
    T.click(app, "fullscreen")
    assert app.settings.fullscreen is False
    assert app.window.get_size() == (1280, 720)
    T.click(app, "fullscreen")
    volume = T.find(app, "volume")
    at = (volume.track.x + volume.track.w * 3 // 10, volume.rect.centery)
    T.click_at(app, T.to_window(app, at))  # fullscreen again: the window is scaled
    assert app.settings.volume == 0.3 and app.sound.volume == 0.3
    T.key(app, pygame.K_RIGHT)  # a focused slider steps by keys too
    T.click(app, "back")
    again = make_app(tmp_path)
    T.run(again, 1)
    assert again.settings.fullscreen is True and again.settings.volume == 0.3
    assert again.sound.volume == 0.3
    assert again.window.get_flags() & pygame.FULLSCREEN
    assert again.to_logical(again._view.center) == (640, 360)


def test_fullscreen_on_the_web_asks_the_page(monkeypatch, tmp_path):
    import sys
    import types

    calls: list[str] = []
    document = types.SimpleNamespace(fullscreenElement=None)
    document.documentElement = types.SimpleNamespace(
        requestFullscreen=lambda: calls.append("request")
    )
    document.exitFullscreen = lambda: calls.append("exit")
    page = types.SimpleNamespace(window=types.SimpleNamespace(document=document))
    app = make_app(tmp_path)
    monkeypatch.setattr(platform, "IS_WEB", True)
    monkeypatch.setitem(sys.modules, "platform", page)
    T.key(app, pygame.K_F11)
    document.fullscreenElement = object()
    T.key(app, pygame.K_F11)
    assert calls == ["request", "exit"]
    assert app.window.get_size() == (1280, 720)  # the page, not the window, went fullscreen
    # Remembered: the next visit asks the page again at the first click (a browser's rule).
    T.key(app, pygame.K_F11)
    again = make_app(tmp_path)
    T.run(again, 1)
    calls.clear()
    T.click_at(again, (5, 5))
    T.click_at(again, (5, 5))
    assert calls == ["request"]


@pytest.mark.parametrize("value", [2, -1, "loud", True, float("nan")])
def test_a_bad_stored_volume_is_ignored(tmp_path, value):
    app = make_app(tmp_path, volume=value)
    assert app.settings.volume == 1.0


def test_the_persons_name_is_one_name_across_the_games(tmp_path):
    # The name typed last, in any game, is the person's name in every game's set-up (it was
    # remembered per game: Zoë in Via Gladiola, Anna in Gloschli), and today's deal uses it.
    from game import daily

    app = make_app(tmp_path)
    T.run(app, 1)
    start(app, "gloschli")  # Gloschli's set-up is remembered with "Anna"
    assert app.top.match.session.names[0] == "Anna"
    app = make_app(tmp_path)
    T.run(app, 1)
    T.click(app, "game.via_gladiola")
    T.click(app, "seat0.name")
    T.type_text(app, "Zoë")
    T.key(app, pygame.K_RETURN)
    T.click(app, "start")
    play(app, 2)
    again = make_app(tmp_path)  # a new start of the program
    T.run(again, 1)
    for game in ("gloschli", "floriado", "via_gladiola"):
        T.click(again, f"game.{game}")
        assert again.top.seats[0].name == "Zoë", game
        T.click(again, "back")
    assert daily.player_name(again.settings.setups, "gloschli") == "Anna"  # per-game memory
    from game.ui import navigator

    session = navigator.start_daily(again, "gloschli", "2026-12-01")
    assert session.seats[session.humans[0]].name == "Zoë"
