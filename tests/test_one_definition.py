"""One definition per game: shared code never names a game, and the catalog is the only way
in (the add-a-game recipe itself is tests/test_fourth_game.py)."""

from __future__ import annotations

import re
from pathlib import Path

from game.core.catalog import specs
from game.i18n import TABLES

ROOT = Path(__file__).resolve().parent.parent
GAMES_DIR = ROOT / "game" / "games"


def names_of_games() -> list[str]:
    """Every way a registered game is written: its id and its name in each language."""
    out = set()
    for g in specs():
        out.add(g.name)
        out.add(g.name.replace("_", " "))
        out.update(TABLES[lang][f"game.{g.name}.name"] for lang in TABLES)
    return sorted(out)


def shared_files() -> list[Path]:
    """The code and text outside any game's folder (game/games/__init__.py only lists them)."""
    files = []
    for path in sorted((ROOT / "game").rglob("*")):
        if path.suffix not in (".py", ".json") or "__pycache__" in path.parts:
            continue
        if path.is_relative_to(GAMES_DIR) and path != GAMES_DIR / "__init__.py":
            continue
        if path == GAMES_DIR / "__init__.py":
            continue
        files.append(path)
    return files


def test_no_game_is_named_in_shared_code() -> None:
    pattern = re.compile("|".join(re.escape(n) for n in names_of_games()), re.IGNORECASE)
    found = []
    for path in shared_files():
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{i}: {line.strip()}")
    assert not found, "shared code names a game:\n" + "\n".join(found)


def test_the_check_would_see_a_name() -> None:
    pattern = re.compile("|".join(re.escape(n) for n in names_of_games()), re.IGNORECASE)
    assert shared_files(), "no shared files found: the check would see nothing"
    for g in specs():
        assert pattern.search(f"x = '{g.name}'")


def test_each_game_folder_defines_one_game() -> None:
    for g in specs():
        folder = GAMES_DIR / g.name
        assert (folder / "__init__.py").exists()
        assert g.rules.name == g.name
        assert callable(g.make_bot) and callable(g.ui)
        assert (g.text / "en.json").exists()


def test_the_title_loads_no_table() -> None:
    """A game's table is imported when the game opens: the title (the first frame) draws the
    tiles only, so the page starts sooner."""
    import subprocess
    import sys

    code = (
        "import os, sys\n"
        "os.environ['SDL_VIDEODRIVER'] = os.environ['SDL_AUDIODRIVER'] = 'dummy'\n"
        "from game.storage import MemoryBackend, Storage\n"
        "from game.ui.app import App\n"
        "import pygame\n"
        "app = App(storage=Storage(MemoryBackend()), seed=1)\n"
        "for _ in range(3):\n"
        "    app.step(1 / 60, [])\n"
        "    app.draw()\n"
        "assert app.top.name == 'title', app.top.name\n"
        "print(sorted(m for m in sys.modules if m.endswith('.ui.table')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.strip()
    assert out.splitlines()[-1] == "[]", out
