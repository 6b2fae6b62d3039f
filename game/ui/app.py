"""The single async loop (placeholder until the screens land)."""

from __future__ import annotations

import asyncio

LOGICAL_SIZE = (1280, 720)


async def main(max_frames: int | None = None) -> None:
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(LOGICAL_SIZE)
    pygame.display.set_caption("Meadow")
    clock = pygame.time.Clock()
    frames = 0
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((88, 140, 72))
        pygame.display.flip()
        clock.tick(60)
        frames += 1
        if max_frames is not None and frames >= max_frames:
            running = False
        await asyncio.sleep(0)
    pygame.quit()
