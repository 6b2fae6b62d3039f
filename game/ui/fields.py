"""Two widgets for the set-up and settings: a one-line text field and a slider.

They live apart from game/ui/widgets.py so that module keeps to buttons, cyclers and toggles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.i18n import t
from game.ui import draw, focus, theme
from game.ui.widgets import (
    SETTING_RIGHT,
    SETTING_TEXT,
    Voiced,
    Widget,
    setting_box,
    setting_label,
)

NAME_MAX = 16  # a seat's name: at most this many characters


def clean_name(text: str, limit: int = NAME_MAX) -> str:
    """Printable characters only (no line breaks, tabs or control codes), at most ``limit``."""
    return "".join(ch for ch in str(text) if ch.isprintable())[:limit]


# A character the fonts lack is drawn as this one is: the empty box (".notdef"). The private-use
# U+E000 is in no bundled font (made with chr: it is a probe, never text on screen).
_MISSING = chr(0xE000)
_drawable: dict[str, bool] = {}


def drawable(ch: str) -> bool:
    """Whether the bundled fonts names are drawn with (regular and bold) have a glyph of their
    own for ``ch``: its image differs from the missing-glyph box's."""
    known = _drawable.get(ch)
    if known is None:
        known = True
        for weight in ("regular", "bold"):
            font = theme.font(20, weight)
            if font.metrics(ch) != font.metrics(_MISSING):
                continue  # a different size: a glyph of its own
            box = pygame.image.tobytes(font.render(_MISSING, True, (0, 0, 0)), "RGBA")
            if pygame.image.tobytes(font.render(ch, True, (0, 0, 0)), "RGBA") == box:
                known = False
                break
        _drawable[ch] = known
    return known


def drawable_only(text: str) -> tuple[str, bool]:
    """``text`` without the characters the fonts cannot draw, and whether any was left out."""
    kept = "".join(ch for ch in text if drawable(ch))
    return kept, kept != text


FIELD_PAD = 14  # a text field's words in from its sides


class TextField(Widget):
    """A line of text; a click (or Enter on it) starts typing, which its scene handles.

    The scene keeps the draft while typing (its widgets are rebuilt often); the field only
    shows it, with a caret, and a hint when empty.
    """

    def __init__(
        self,
        wid: str,
        rect: pygame.Rect | Sequence[int],
        text: str,
        on_edit: Callable[[], None],
        editing: bool = False,
        caret: bool = True,
        size: int = SETTING_TEXT,
        placeholder: str = "",
    ) -> None:
        super().__init__(wid, rect)
        self.text = text
        self.on_edit = on_edit
        self.editing = editing
        self.caret = caret
        self.size = size
        self.placeholder = placeholder
        self.selected = False  # just opened: the first key typed replaces the whole name

    def click(self, pos: tuple[int, int]) -> None:
        self.on_edit()

    def voiced(self) -> list[Voiced]:
        """A press starts typing, as a click does: on the canvas, where the keys go then."""
        name = t("access.state", name=self.words or self.placeholder, state=self.text)
        return [Voiced("", name, self.activate, self.enabled, canvas=True)]

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        radius = min(12, rect.h // 2)
        draw.drop_shadow(surface, rect, radius, 1)
        pygame.draw.rect(surface, theme.WHITE, rect, border_radius=radius)
        edge = theme.SUN_DARK if self.editing else (theme.SUN if self.hover else theme.CREAM_EDGE)
        pygame.draw.rect(surface, edge, rect, 3 if self.editing else 2, border_radius=radius)
        if self.focused:
            focus.ring(surface, rect, radius)
        avail = rect.w - 2 * FIELD_PAD
        shown = self.text or self.placeholder
        ink = theme.INK if self.text else theme.INK_SOFT
        size = theme.fit_text(shown, self.size, avail, "bold") if shown else self.size
        x = rect.x + FIELD_PAD
        box = pygame.Rect(x, rect.y, 0, rect.h)
        if self.selected and self.text:
            w = theme.width(self.text, size, "bold")
            around = 4  # the mark's margin round the words
            mark = pygame.Rect(x - around, rect.centery - size * 0.7, w + 2 * around, size * 1.4)
            pygame.draw.rect(surface, theme.HINT, mark, border_radius=around)
        if shown:
            box = theme.blit_text(surface, shown, size, (x, rect.centery), ink, "bold", "midleft")
        if self.editing and self.caret:
            x = box.right + 2 if self.text else x
            h = round(size * 1.1)
            pygame.draw.line(
                surface, theme.INK, (x, rect.centery - h // 2), (x, rect.centery + h // 2), 2
            )


KNOB = 13  # the slider's knob's radius
TRACK_H = 10


class Slider(Widget):
    """A value from 0 to 1 in steps: click along the track, or left/right when focused."""

    steps = True

    def __init__(
        self,
        wid: str,
        rect: pygame.Rect | Sequence[int],
        label: str,
        value: float,
        on_change: Callable[[float], None] | None = None,
        step_size: float = 0.1,
        size: int = SETTING_TEXT,
    ) -> None:
        super().__init__(wid, rect)
        self.label = label
        self.value = max(0.0, min(1.0, float(value)))
        self.on_change = on_change
        self.step_size = step_size
        self.size = size

    @property
    def track(self) -> pygame.Rect:
        """The bar, in the right part of the widget (the label is at the left)."""
        left = self.rect.x + self.rect.w * 2 // 5
        # "100 %" at the right (SETTING_RIGHT in), then 4 px, then the knob's radius
        right = self.rect.right - SETTING_RIGHT - 4 - KNOB - self.percent_w()
        right = min(self.rect.right - 86, right)
        return pygame.Rect(left, self.rect.centery - TRACK_H // 2, right - left, TRACK_H)

    def percent_w(self) -> int:
        """Room for the widest value, "100 %", at the slider's size (never shrunk)."""
        return theme.width("100 %", self.size, "bold")

    def set(self, value: float) -> None:
        n = round(max(0.0, min(1.0, value)) / self.step_size)
        value = round(n * self.step_size, 2)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def click(self, pos: tuple[int, int]) -> None:
        track = self.track
        if pos[0] < track.x - 10:
            return  # on the label: nothing moves
        self.set((pos[0] - track.x) / max(1, track.w))

    def activate(self) -> None:
        self.step(1)

    def step(self, direction: int) -> None:
        self.set(self.value + direction * self.step_size)

    @property
    def percent(self) -> str:
        """The value as it is shown and said ("30 %")."""
        return f"{round(self.value * 100)} %"

    def voiced(self) -> list[Voiced]:
        """Two buttons: a step down and a step up, each saying the value now."""
        now = self.percent
        name = self.words or self.label
        return [
            Voiced("less", t("access.less", name=name, value=now), partial(self.step, -1)),
            Voiced("more", t("access.more", name=name, value=now), partial(self.step, 1)),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        setting_box(surface, self)
        track = self.track
        setting_label(surface, self.label, self.size, rect, track.x - rect.x - 28)
        end = track.h // 2  # round ends
        pygame.draw.rect(surface, theme.TRACK, track, border_radius=end)
        full = track.copy()
        full.w = round(track.w * self.value)
        if full.w:
            pygame.draw.rect(surface, theme.BAND_COLOURS[0], full, border_radius=end)
        knob = (track.x + full.w, track.centery)
        pygame.draw.circle(surface, theme.WHITE, knob, KNOB)
        pygame.draw.circle(surface, theme.SUN_DARK, knob, KNOB, 3)
        percent = self.percent
        theme.blit_text(
            surface,
            percent,
            theme.fit_text(percent, self.size, max(64, self.percent_w()), "bold"),
            (rect.right - SETTING_RIGHT, rect.centery),
            theme.INK_SOFT,
            "bold",
            "midright",
        )
