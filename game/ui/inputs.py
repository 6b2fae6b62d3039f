"""The one input layer: raw pygame events become game inputs in logical coordinates.

Mouse and touch are one pointer: SDL turns a finger's touches into mouse events (marked
``touch``), and the finger events themselves are dropped, so a tap is one press. The finger
events must stay enabled (never ``pygame.event.set_blocked``): in the browser SDL keeps the page
from making up mouse events of its own for a tap only while they are, and each tap would then
press twice. Keys become named commands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

# Key -> command everywhere; scenes react to commands, never to raw key codes. The keys are
# the player's (game/ui/keymap.py); a screen's or a game's own keys reach only it (Scene.keys).
from game.ui.keymap import KEYS


@dataclass(frozen=True)
class Input:
    """``kind``: down | up | move | wheel | command | text | quit | resize.

    ``text``: what a key types (a command's character, or a TEXTINPUT's text for text fields).
    """

    kind: str
    pos: tuple[int, int] = (0, 0)
    command: str = ""
    dy: int = 0
    text: str = ""
    touch: bool = False  # a finger's, not a mouse's: nothing hovers once it is lifted


# Where the pointer goes when a finger is lifted: over nothing, so no button stays lit.
NO_POINTER = (-1, -1)
WHEEL_PX = 40  # logical px of a finger's drag per wheel step (a step scrolls the log 2 lines)


class TouchDrag:
    """A finger dragged up or down scrolls, as a mouse wheel does: SDL gives a finger's drag as
    a held mouse moving (marked touch), and Meadow's lists (a table's log, the hot-seat news)
    scroll by the wheel. Each WHEEL_PX of the drag is one wheel step at the point where the
    finger went down (dragging down shows what is above, as on any phone), and a press that
    scrolled is no tap: its release lands on nothing."""

    def __init__(self) -> None:
        self.origin: tuple[int, int] | None = None  # where the finger went down
        self.y = 0  # the drag's height already turned into wheel steps
        self.scrolled = False

    def feed(self, inp: Input) -> list[Input]:
        """The inputs ``inp`` becomes (itself, or with a wheel step, or a release elsewhere)."""
        if not inp.touch:
            return [inp]
        if inp.kind == "down":
            self.origin, self.y, self.scrolled = inp.pos, inp.pos[1], False
        elif inp.kind == "move" and self.origin is not None:
            steps = int((inp.pos[1] - self.y) / WHEEL_PX)
            if steps:
                self.y += steps * WHEEL_PX
                self.scrolled = True
                return [inp, Input("wheel", self.origin, dy=steps, touch=True)]
        elif inp.kind == "up":
            scrolled, self.origin, self.scrolled = self.scrolled, None, False
            if scrolled:
                return [Input("up", NO_POINTER, touch=True)]
        return [inp]


def translate(
    event: pygame.event.Event,
    to_logical: Callable[[tuple[int, int]], tuple[int, int]],
    keys: dict[int, str] | None = None,
) -> Input | None:
    """The game input for one pygame event; ``keys`` adds the top scene's own key commands."""
    et = event.type
    if et == pygame.QUIT:
        return Input("quit")
    if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        button = getattr(event, "button", 1)
        if button not in (1, 3):
            return None  # wheel buttons on old SDLs arrive as 4/5; MOUSEWHEEL handles them
        kind = "down" if et == pygame.MOUSEBUTTONDOWN else "up"
        touch = bool(getattr(event, "touch", False))
        return Input(kind, to_logical(getattr(event, "pos", (0, 0))), touch=touch)
    if et == pygame.MOUSEMOTION:
        touch = bool(getattr(event, "touch", False))
        return Input("move", to_logical(getattr(event, "pos", (0, 0))), touch=touch)
    if et == pygame.MOUSEWHEEL:
        pos = to_logical(pygame.mouse.get_pos()) if pygame.display.get_init() else (0, 0)
        return Input("wheel", pos, dy=int(getattr(event, "y", 0)))
    if et == pygame.KEYDOWN:
        key: int = getattr(event, "key", -1)  # -1: no key code, no command
        command = KEYS.get(key) or (keys or {}).get(key, "")
        if key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            command = "undo"
        if key == pygame.K_v and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            command = "paste"  # text fields (a pasted invite link)
        if command == "next" and getattr(event, "mod", 0) & pygame.KMOD_SHIFT:
            command = "prev"
        text = str(getattr(event, "unicode", "") or "")
        return Input("command", command=command, text=text) if command else None
    if et == pygame.TEXTINPUT:
        return Input("text", text=str(getattr(event, "text", "")))
    if et in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
        return Input("resize")
    return None
