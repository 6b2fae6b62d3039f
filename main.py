"""Meadow's one entry point, desktop and web (pygbag runs this file)."""

import asyncio

from game.ui.app import main

if __name__ == "__main__":
    asyncio.run(main())
