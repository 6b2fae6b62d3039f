"""The "turn your phone" hint: a touch screen held upright.

Meadow's frame is 1280x720: a phone held upright would show it a third of the screen high, too
small to read or to tap. So on a touch screen taller than wide the window shows this hint
instead of the frame, drawn straight into the window at the screen's own size, and taps do not
reach the hidden table. A tap on the hint lets one play upright anyway (a phone whose rotation
is locked); turning the phone sideways and back asks again.
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.inputs import Input

MIN_PX = 16  # the smallest text of the hint, in the window's (the page's CSS) px


class PortraitHint:
    """Whether the hint is up, what it does with input, and how it looks."""

    def __init__(self, touch: bool) -> None:
        self.touch = touch  # only a touch screen: a tall desktop window is the player's choice
        self.portrait = False
        self.dismissed = False

    def update(self, size: tuple[int, int]) -> None:
        """The window's size this frame: upright or not."""
        w, h = size
        portrait = self.touch and h > w
        if not portrait:
            self.dismissed = False  # turned sideways: upright again asks again
        self.portrait = portrait

    @property
    def shown(self) -> bool:
        return self.portrait and not self.dismissed

    def handle(self, inp: Input) -> bool:
        """True when ``inp`` is the hint's (the table under it is hidden and gets no taps)."""
        if not self.shown or inp.kind not in ("down", "up", "move", "wheel"):
            return False
        if inp.kind == "up":
            self.dismissed = True
        return True

    def draw(self, window: pygame.Surface) -> None:
        w, h = window.get_size()
        window.fill(theme.FELT)
        unit = max(8, min(w, h) // 24)  # sizes follow the screen: the window is not letterboxed
        cx = w // 2
        phone = pygame.Rect(0, 0, unit * 7, unit * 4)  # a phone on its side, with an arrow
        phone.center = (cx, h // 2 - unit * 6)
        pygame.draw.rect(window, theme.CREAM, phone, border_radius=unit)
        screen = phone.inflate(-unit, -unit)
        pygame.draw.rect(window, theme.FELT_DARK, screen, border_radius=unit // 2)
        pygame.draw.circle(window, theme.SUN, phone.center, unit)
        arc = phone.inflate(unit * 4, unit * 4)  # a turning arrow over the phone's corner
        pygame.draw.arc(window, theme.SUN, arc, 0.35, 1.2, max(3, unit // 3))
        x, y = arc.centerx + int(arc.w * 0.18), arc.centery - int(arc.h * 0.47)
        head = [(x, y), (x + unit, y - unit // 2), (x + unit // 3, y + unit)]
        pygame.draw.polygon(window, theme.SUN, head)
        y = phone.bottom + unit * 3
        for line in theme.wrap(t("portrait.title"), unit * 2, w - unit * 2, "bold"):
            img = theme.text(line, unit * 2, theme.CREAM, "bold")
            window.blit(img, img.get_rect(midtop=(cx, y)))
            y += img.get_height()
        y += unit
        size = max(MIN_PX + 2, round(unit * 1.3))
        text_w = w - unit * 4  # the smaller lines: two units in from either side
        for line in theme.wrap(t("portrait.body"), size, text_w):
            img = theme.text(line, size, theme.CREAM)
            window.blit(img, img.get_rect(midtop=(cx, y)))
            y += img.get_height()
        size = max(MIN_PX, unit)
        y = h - unit * 2
        for line in reversed(theme.wrap(t("portrait.anyway"), size, text_w)):
            img = theme.text(line, size, theme.HINT)
            window.blit(img, img.get_rect(midbottom=(cx, y)))
            y -= img.get_height()
