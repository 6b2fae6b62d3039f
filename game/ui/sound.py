"""Short sound effects (OGG files made by tools/make_sounds.py), mixed quietly.

The mixer may be missing (no audio device, headless tests, a browser before the first tap):
then every call is a silent no-op. Nothing here can raise into the game loop.
"""

from __future__ import annotations

import pygame

from game.ui.theme import ASSETS

SOUND_DIR = ASSETS / "sounds"
NAMES = ("deal", "play", "draw", "shuffle", "day_end", "win", "click", "hint")
VOLUME = 0.45


class SoundBoard:
    def __init__(self, enabled: bool = True, volume: float = 1.0, load: bool = True) -> None:
        """``load=False``: the effects are read later, by ``load()`` or the first ``play``
        (the app reads them after its first frame, which plays nothing)."""
        self.enabled = enabled
        self.volume = max(0.0, min(1.0, float(volume)))  # the settings' slider, 0..1
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.ready = False
        self.loaded = False
        self.played: list[str] = []  # the last few names asked for (tests and debugging)
        if load:
            self.load()

    def load(self) -> None:
        """Open the mixer and read the effects (once; a missing mixer leaves it silent)."""
        if self.loaded:
            return
        self.loaded = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            self.ready = True
        except (pygame.error, NotImplementedError, OSError):
            return
        for name in NAMES:
            try:
                snd = pygame.mixer.Sound(str(SOUND_DIR / f"{name}.ogg"))
                snd.set_volume(VOLUME * self.volume)
                self.sounds[name] = snd
            except (pygame.error, FileNotFoundError, OSError):
                pass  # a missing effect is silence, not a crash

    def set_volume(self, volume: float) -> None:
        """The settings' volume (0..1) over every effect's own quiet level."""
        self.volume = max(0.0, min(1.0, float(volume)))
        for snd in self.sounds.values():
            try:
                snd.set_volume(VOLUME * self.volume)
            except pygame.error:
                pass

    def play(self, name: str) -> None:
        self.load()
        if not self.ready:
            return
        self.played = (self.played + [name])[-20:]
        if not self.enabled:
            return
        snd = self.sounds.get(name)
        if snd is not None:
            try:
                snd.play()
            except pygame.error:
                pass
