"""Nothing under game/ai imports pygame, directly or indirectly (DESIGN.md, "The import rule")."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import game.ai


def test_every_ai_module_imports_no_pygame() -> None:
    modules = ["game.ai"] + [f"game.ai.{m.name}" for m in pkgutil.iter_modules(game.ai.__path__)]
    assert {"game.ai.base", "game.ai.mcts", "game.ai.via_gladiola"} <= set(modules)
    code = (
        "import sys, importlib\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "", f"game.ai pulls in {out}"


def test_tournament_imports_no_pygame() -> None:
    code = (
        "import sys, game.dev.tournament\n"
        "print(','.join(m for m in sys.modules if m.startswith('pygame')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == ""
