"""Draw Meadow's window/web icon (assets/icon.png, 256x256) with the game's own art code.

``python tools/make_icon.py``; deterministic, no window needed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui import draw, theme  # noqa: E402


def main() -> None:
    pygame.init()
    size = 256
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    body = pygame.Rect(8, 8, size - 16, size - 16)
    pygame.draw.rect(icon, theme.FELT_DARK, body, border_radius=48)
    pygame.draw.rect(icon, theme.FELT_LIGHT, body.inflate(-16, -16), border_radius=40)
    pygame.draw.ellipse(icon, (112, 170, 96), (26, 158, 204, 76))
    draw.sun(icon, (182, 70), 22)
    draw.gladiola(icon, (112, 222), 176)
    pygame.image.save(icon, str(ROOT / "assets" / "icon.png"))
    print("wrote assets/icon.png")


if __name__ == "__main__":
    main()
