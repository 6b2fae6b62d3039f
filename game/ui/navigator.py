"""Scenes reach each other by name, so no scene module imports another that imports it back.

``make("settings", app)`` builds a registered scene (a class in ``game/ui/scenes/``); a game's
table is ``game_ui(name).table`` (game/ui/game_ui.py). Starting and
continuing games live here too: they are where the title, the set-up, the results and the table
meet.
"""

from __future__ import annotations

import importlib
import time
from typing import TYPE_CHECKING, Any

from game import daily
from game.core.catalog import GAMES, GameDef
from game.core.match import Seat, Session
from game.i18n import t, tn
from game.storage import KEY_AUTOSAVE, autosave_key
from game.ui.game_ui import game_ui

if TYPE_CHECKING:
    from game.ui.scene import Host, Scene

# name -> (module in game/ui/scenes, class)
SCENES: dict[str, tuple[str, str]] = {
    "title": ("title", "TitleScene"),
    "setup": ("setup", "SetupScene"),
    "settings": ("settings", "SettingsScene"),
    "rules": ("rules", "RulesScene"),
    "records": ("records", "RecordsScene"),
    "keys": ("keys", "KeysScene"),
    "own_keys": ("own_keys", "OwnKeysScene"),
    "spoken": ("spoken", "SpokenScene"),
    "pause": ("pause", "PauseScene"),
    "pass_device": ("pass_device", "PassScene"),
    "saves": ("saves", "SavesScene"),
    "confirm": ("confirm", "ConfirmScene"),
    "statistics": ("statistics", "StatisticsScene"),
    "daily": ("daily", "DailyScene"),
    "reviews": ("reviews", "ReviewsScene"),
    "online": ("online", "OnlineScene"),
    "room_table": ("room_table", "RoomTableScene"),
    "open_rooms": ("open_rooms", "OpenRoomsScene"),
    "say": ("say", "SayScene"),
    "email": ("email", "EmailScene"),
}


def scene_class(name: str) -> type:
    module, cls = SCENES[name]
    return getattr(importlib.import_module(f"game.ui.scenes.{module}"), cls)


def make(name: str, app: Host, *args: Any) -> Scene:
    """A new scene of the registered kind ``name``."""
    return scene_class(name)(app, *args)


def is_scene(scene: object, name: str) -> bool:
    return isinstance(scene, scene_class(name))


def table_for(app: Host, match: Any, way: Any = None) -> Any:
    """The game's table scene (a TableScene, which this module cannot name: game/ui/table/base.py
    imports this one) reading ``match`` (a session: its game run here), played its ``way``
    (made of the table; default: as a game run here is)."""
    return game_ui(match.game if isinstance(match, Session) else match.game.name).table()(
        app, match, way
    )


def start_game(app: Host, game: GameDef, seats: list[Seat], options: dict) -> None:
    """Start a fresh game from the set-up screen (or again from its results)."""
    session = Session(game.name, seats, options, app.rng.randrange(1 << 31))
    table = table_for(app, session)
    app.reset(make("title", app))
    app.push(table)
    app.storage.claim(autosave_key(game.name))  # the player chose to replace what it holds
    table.way.save()


def start_daily(app: Host, game: str, date: str) -> Session:
    """Today's deal of ``game`` (game/daily.py): the fixed seats, options and seed of ``date``.
    The day's counted try is taken here, as the deal starts; a later start is practice."""
    name = app.settings.name or daily.player_name(app.settings.setups, game)
    session = daily.new_session(game, date, name)
    daily.take_try(app.storage, session)
    table = table_for(app, session)
    app.reset(make("title", app))
    app.push(table)
    app.storage.claim(autosave_key(game))
    table.way.save()
    return session


def restart_game(app: Host, match: Any) -> None:
    """The pause menu's Restart: the same seats and options as ``match``, a new deal."""
    seats = [Seat(s.name, s.kind) for s in match.seats]
    start_game(app, match.game, seats, dict(match.options))


def new_game(app: Host, match: Any) -> None:
    """The pause menu's New game: that game's set-up, filled in with this table's seats."""
    seats = [Seat(s.name, s.kind) for s in match.seats]
    app.reset(make("title", app))
    app.push(make("setup", app, match.game, seats, dict(match.options)))


def open_invite(app: Host) -> None:
    """The page's address names a room (``?room=CODE``, game/net/invite.py): Play online opens
    at that room's seats, over the title (Back leads there)."""
    from game.net import invite

    asked = invite.page_room()
    if asked is None:
        return
    code, server = asked
    if server is not None:
        app.settings.server = server
    app.push(make("online", app, code))


GUARD_FRAMES = 120  # the first frames of a continued game run guarded (about 2 s)


def open_saved(app: Host, data: object, slot: str | None = None) -> bool:
    """Continue the save read from ``slot``'s game (default: the game the save names), guarded
    end to end: if building the table, its ``enter`` or its first frames fail, the
    save is set aside (kept, never opened again), the title returns and one notice says so."""
    if slot is None:
        slot = data.get("game") if isinstance(data, dict) else None
    key = autosave_key(slot) if slot is not None and slot in GAMES else KEY_AUTOSAVE
    try:
        if slot in GAMES and isinstance(data, dict) and data.get("game") != slot:
            raise ValueError("a save of another game in this game's slot")
        app.storage.claim(key, data)  # this copy continues the game it read there
        session = Session.from_save(data)
        table = table_for(app, session)
        app.reset(make("title", app))
        app.push(table)  # enter(): sync, pass screen, warm-up drawing
    except Exception:  # a hand-edited or damaged save: any failure at all
        saved_game_failed(app, key)
        return False
    app.guard(table, GUARD_FRAMES, lambda: saved_game_failed(app, key))
    return True


def saved_game_failed(app: Host, key: str = KEY_AUTOSAVE) -> None:
    """The saved game cannot be played: keep it aside, tell the person once, show the title."""
    app.storage.set_aside(key)
    app.storage.note("notice.autosave.broken")
    app.reset(make("title", app))


# -- what a save shows in the title's Continue list ---------------------------------------------

# What a broken save raises as it is rebuilt (IllegalAction joins them where a summary is
# made: the title, which imports this module, starts sooner without the engine's contract).
SAVE_ERRORS = (ValueError, KeyError, TypeError, AttributeError, IndexError)


def save_summary(data: object) -> dict[str, str] | None:
    """A saved game in words: its seats, how far it got (asked of the engine) and when.

    None when the save does not rebuild (Continue on it reports it and drops it).
    """
    from game.core.contract import IllegalAction

    try:
        session = Session.from_save(data)
    except (IllegalAction, *SAVE_ERRORS):
        return None
    seats = ", ".join(
        s.name if not s.is_bot else t("saves.bot_seat", name=s.name) for s in session.seats
    )
    people = [s.name for s in session.seats if not s.is_bot]
    bots = len(session.seats) - len(people)
    return {
        "game": session.game,
        "seats": seats,
        # where the whole list is too long: the people by name, the bots counted
        "seats_short": tn("saves.bots", bots, names=", ".join(people))
        if bots and people
        else seats,
        "progress": progress_text(session),
        "when": when_text(data.get("saved_at") if isinstance(data, dict) else None),
    }


def progress_text(session: Session) -> str:
    """Where a saved game stands, in its game's words (Day 3, Round 2, 12 cards left)."""
    from game.matches import progress  # the matches (and their bots) load with a game

    return progress(session)


def when_text(stamp: object, now: float | None = None) -> str:
    """The time a game was saved: the hour today, else the date (older saves: "")."""
    if not isinstance(stamp, (int, float)) or isinstance(stamp, bool) or stamp != stamp:
        return ""
    try:
        then = time.localtime(float(stamp))
        today = time.localtime(time.time() if now is None else now)
    except (OverflowError, OSError, ValueError):
        return ""
    if then[:3] == today[:3]:
        return t("saves.today", time=time.strftime("%H:%M", then))
    return time.strftime("%Y-%m-%d %H:%M", then)
