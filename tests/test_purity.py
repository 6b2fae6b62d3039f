"""The engine and the computer players never import pygame (DESIGN.md, "The import rule")."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from game.engine import GAMES

LAYERS = ["game.engine"] + [f"game.engine.{g}.rules" for g in GAMES]
if importlib.util.find_spec("game.ai") is not None:
    LAYERS.append("game.ai")


@pytest.mark.parametrize("module", LAYERS)
def test_layer_imports_no_pygame(module: str) -> None:
    code = (
        "import sys, importlib\n"
        f"importlib.import_module({module!r})\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "", f"{module} pulls in {out}"
