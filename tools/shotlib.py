"""What the screenshot scripts share: a headless SDL, the repository importable, saving a frame.

Import it before ``game``: it puts the repository on sys.path and picks SDL's dummy drivers (read
when pygame initialises, so before any window opens).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
DOCS_SHOTS = ROOT / "docs" / "screenshots"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402


def shot(app, out: Path, name: str) -> None:
    """Save the app's current 1280x720 frame as ``out/name``."""
    pygame.image.save(app.surface, str(out / name))
    print("wrote", out / name)
