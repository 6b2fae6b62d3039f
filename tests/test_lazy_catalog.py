"""A game's heavy parts are imported when first used: the title screen (the first frame) lists
and draws every game without importing any game's rules, bots, search, narration or rules
pictures, nor the engine's contract, the matches or the online protocol, so the page starts
sooner (the page compiles every module it imports); reading ``rules``, ``make_bot``,
``narrate`` or ``ui`` imports the part once, and the rules screen its pictures."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.catalog import GameDef, resolve

ROOT = Path(__file__).resolve().parent.parent

# The modules the title must not need: a game's rules, its bots and their search, its
# narration and rules pictures; of the shared ones, what only a game or a finished online
# game uses.
HEAVY = (".rules", ".bots", ".search", ".narrate", ".ui.pictures", ".ui.table")
HEAVY_SHARED = (
    "game.ai",
    "game.ai.mcts",
    "game.ai.coach",
    "game.ai.turn",
    "game.matches",
    "game.core.contract",
    "game.archive",
    "game.net.protocol",
)

TITLE = """
import json, os, sys
os.environ['SDL_VIDEODRIVER'] = os.environ['SDL_AUDIODRIVER'] = 'dummy'
from game.storage import MemoryBackend, Storage
from game.ui.app import App

def loaded():
    return sorted(m for m in sys.modules if m.startswith('game.'))

app = App(storage=Storage(MemoryBackend()), seed=1)
import pygame
mixer_before_first_frame = bool(pygame.mixer.get_init())
app.step(1 / 60, [])
first_frame = loaded()
for _ in range(3):
    app.step(1 / 60, [])
    app.draw()
assert app.top.name == 'title', app.top.name
at_title = loaded()
# The same check after a game's parts are used, so it is seen to notice an import.
from game.ai import make_bot
from game.engine import GAMES, rules_for
from game.ui.game_ui import game_ui
from game.ui.navigator import save_summary
for name in GAMES:
    rules_for(name)
    make_bot(name, 'hard', 1)
    sorted(game_ui(name).pictures)  # what the rules screen reads
    game_ui(name).table()
save_summary({})  # the Continue list's summary of a (here broken) save
print(json.dumps({'games': list(GAMES), 'first_frame': first_frame, 'title': at_title,
                  'played': loaded(),
                  'mixer': [mixer_before_first_frame, bool(pygame.mixer.get_init())]}))
"""


def heavy(modules: list[str]) -> list[str]:
    return [
        m
        for m in modules
        if (m.startswith("game.games.") and m.endswith(HEAVY)) or m in HEAVY_SHARED
    ]


@pytest.fixture(scope="module")
def started() -> dict:
    # A fresh interpreter: this test process has long imported everything.
    out = subprocess.run(
        [sys.executable, "-c", TITLE], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    found: dict = json.loads(out.strip().splitlines()[-1])
    return found


def test_the_title_imports_no_rules_bots_or_search(started: dict) -> None:
    assert heavy(started["title"]) == []
    # The title did list and draw the games: their packages are there.
    for name in started["games"]:
        assert f"game.games.{name}" in started["title"]


def test_the_check_sees_the_parts_once_used(started: dict) -> None:
    after = heavy(started["played"])
    for name in started["games"]:
        assert f"game.games.{name}.rules" in after
        assert f"game.games.{name}.bots" in after
        assert f"game.games.{name}.ui.pictures" in after
        assert f"game.games.{name}.ui.table" in after
    assert {"game.core.contract", "game.matches", "game.ai"} <= set(after)


def test_the_first_frame_imports_no_games_interface(started: dict) -> None:
    # The tiles' pictures follow on the second frame: their modules (a game's card art) load
    # then, and the first frame in the page is sooner without compiling them.
    first = started["first_frame"]
    assert [m for m in first if m.startswith("game.games.") and ".ui" in m] == []
    for name in started["games"]:
        assert f"game.games.{name}.ui.game" in started["title"]  # drawn by the fourth frame


def test_the_mixer_starts_after_the_first_frame(started: dict) -> None:
    # The page's first start of pygame's sound takes a while; the title plays no sound.
    assert started["mixer"] == [False, True]


def test_floriados_tile_needs_none_of_its_card_art(started: dict) -> None:
    # Its tile is drawn by its ui/game.py; the card faces load with the table.
    assert "game.games.floriado.ui.art" not in started["title"]
    assert "game.games.floriado.ui.art" in started["played"]


def test_rules_pictures_are_imported_when_first_read() -> None:
    from game.ui.game_ui import LazyPictures

    pictures = LazyPictures("game.core.contract:__dict__")
    assert "_found" not in pictures.__dict__  # nothing imported on making it
    import game.core.contract as contract

    assert pictures["Rules"] is contract.Rules and "Rules" in list(pictures)
    assert len(pictures) == len(vars(contract))


def test_a_cache_named_by_path_is_cleared_only_once_its_module_is_imported() -> None:
    import sys
    import types

    from game.ui.game_ui import GameUI

    name = "lazy_cache_probe_module"
    sys.modules.pop(name, None)
    ui = GameUI(table=lambda: type, caches=(f"{name}:CACHE",))
    ui.clear_caches()  # not imported: nothing to clear, and no import is tried
    module = types.ModuleType(name)
    module.CACHE = {"face": 1}  # type: ignore[attr-defined]
    sys.modules[name] = module
    try:
        ui.clear_caches()
        assert module.CACHE == {}  # type: ignore[attr-defined]
    finally:
        del sys.modules[name]


def test_a_path_is_imported_on_first_read_and_kept() -> None:
    import game.core.contract as contract

    g = GameDef(
        "lazy_probe",
        rules="game.core.contract:Rules",
        make_bot="game.ai.base:PolicyBot",
        narrate="game.core.contract",
        ui="game.core.contract:IllegalAction",
        text=ROOT,
    )
    given = g.__dict__["_given_rules"]
    assert given == "game.core.contract:Rules"  # nothing imported yet
    assert g.rules is contract.Rules
    assert g.rules is g.rules
    assert g.__dict__["_given_rules"] is contract.Rules  # resolved once, then kept
    assert g.narrate is contract
    assert callable(g.make_bot) and g.make_bot.__name__ == "PolicyBot"
    # The interface stays a loader: called, it gives the object the path names.
    assert callable(g.ui) and g.ui() is contract.IllegalAction


def test_objects_are_kept_as_given() -> None:
    rules = object()

    def make(level: str, seed: int, budget: object = None) -> object:
        return (level, seed)

    g = GameDef("eager_probe", rules=rules, make_bot=make, narrate=rules, ui=make, text=ROOT)
    assert g.rules is rules and g.make_bot is make and g.narrate is rules and g.ui is make


def test_a_bad_path_fails_where_it_is_used_and_a_definition_stays_frozen() -> None:
    g = GameDef(
        "broken_probe",
        rules="game.core.no_such_module:RULES",
        make_bot="game.core.contract:NoSuchThing",
        narrate="game.core.contract",
        ui="game.core.contract",
        text=ROOT,
    )
    with pytest.raises(ImportError):
        g.rules  # noqa: B018 (the read is the test)
    with pytest.raises(AttributeError):
        g.make_bot  # noqa: B018
    from dataclasses import FrozenInstanceError

    with pytest.raises(FrozenInstanceError):
        g.rules = object()  # type: ignore[misc]
    # The four parts are required, though the class holds a reader for each.
    with pytest.raises(TypeError, match="rules"):
        GameDef("partless_probe", text=ROOT)


def test_resolve_walks_dotted_attributes() -> None:
    import game.core.contract as contract

    assert resolve("game.core.contract") is contract
    assert resolve("game.core.contract:Rules.new_game") is contract.Rules.new_game
