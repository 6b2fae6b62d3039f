"""Shared widgets: buttons, cyclers and toggles, each with an on-screen rect and an id.

A scene lists its widgets; the scene base routes pointer and keys to them, and tests find a
button by id and click the centre of its rect - the same thing a player does.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, NamedTuple

import pygame

from game.i18n import t
from game.ui import draw, focus, theme

STYLES = {
    # fill, hover fill, text colour
    "primary": (theme.SUN, theme.SUN_LIGHT, theme.INK),
    "secondary": (theme.CREAM, theme.CREAM_LIGHT, theme.INK),
    "ghost": (theme.GHOST, theme.GHOST_LIGHT, theme.CREAM),
    "danger": (theme.DANGER, theme.DANGER_LIGHT, theme.WHITE),
}


# A button's look (shadow, body, key cap, words; not its icon, which a callback draws) is made
# once per state and blitted whole; the widgets themselves are made afresh every frame.
_looks: OrderedDict[tuple, pygame.Surface] = OrderedDict()
LOOKS = 96
LOOK_MARGIN = 16  # room round a button for its shadow, focus ring and corner key cap
BUTTON_TEXT = 22  # a button's words, unless it says otherwise
SUB_TEXT = 15  # a sub-label's words at the normal text size
SUB_GAP = 3  # between a label and its sub-label
ICON_X = 26  # an icon's centre from the left of a button with words
# A button's words: BUTTON_PAD in from either side; with an icon, from ICON_ROOM in at the
# left (clear of a sun's rays, 15 px from its centre) to ICON_RIGHT in at the right.
BUTTON_PAD = 12
ICON_ROOM, ICON_RIGHT = 48, 16
SETTING_TEXT = 20  # the words of a setting (or a text field), unless it says otherwise
# A setting's box (cycler, toggle, slider): its words SETTING_PAD in from the left, its value
# SETTING_RIGHT in from the right, a cycler's arrows ARROW_W wide at either end.
SETTING_PAD = 18
SETTING_RIGHT = 16
ARROW_W = 44


class Voiced(NamedTuple):
    """One button of a widget in the spoken menus (game/ui/menu_voice.py): its name, and what
    pressing it does (what a click on the widget does, or on that value of a cycler)."""

    key: str  # "" for the widget itself; else which of its buttons (a value's index)
    name: str
    act: Callable[[], None]
    enabled: bool = True
    group: str = ""  # the name of the group it belongs to (a cycler's values)
    canvas: bool = False  # it starts typing on the canvas: the focus goes there


class Widget:
    """Something on screen that can be pointed at; ``id`` is stable for tests and focus."""

    focusable = True
    steps = False  # left/right change its value (cyclers, toggles) instead of moving focus
    words = ""  # its name in the spoken menus where it shows no words (an icon, a bare field)
    # Its sub-label only tells something (a count of turns waiting): a press does the same
    # whatever it says, so a change of it does not make the widget new for the press guard.
    sub_is_note = False

    def __init__(self, wid: str, rect: pygame.Rect | Sequence[int], enabled: bool = True) -> None:
        self.id = wid
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.visible = True
        self.hover = False
        self.pressed = False
        self.focused = False
        # Pressed while off, says why (game/ui/scene.py explain_disabled); None: the scene's own.
        self.explain: Callable[[], None] | None = None

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def meaning(self) -> tuple:
        """What a press on it would do, as far as the press guard can tell (game/ui/scene.py):
        a change of it makes the widget new again. Its place is not part of it."""
        return (
            type(self).__name__,
            self.enabled,
            self.visible,
            getattr(self, "label", None),
            None if self.sub_is_note else getattr(self, "sub", None),
        )

    def click(self, pos: tuple[int, int]) -> None:
        """Pointer released on the widget (only called when enabled)."""

    def activate(self) -> None:
        """Keyboard confirm on the focused widget."""
        self.click(self.rect.center)

    def voiced(self) -> list[Voiced]:
        """Its buttons in the spoken menus, named by what it shows (none if it shows no words
        and has none given)."""
        name = self.words or str(getattr(self, "label", "") or "")
        return [Voiced("", name, self.activate, self.enabled)] if name else []

    def step(self, direction: int) -> None:
        """Left/right keys on the focused widget (cyclers use it)."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Button(Widget):
    def __init__(
        self,
        wid: str,
        rect: pygame.Rect | Sequence[int],
        label: str,
        on_click: Callable[[], object] | None = None,
        style: str = "secondary",
        enabled: bool = True,
        size: int = BUTTON_TEXT,
        icon: Callable[[pygame.Surface, tuple[int, int]], None] | None = None,
        sub: str = "",
        key: str = "",
    ) -> None:
        super().__init__(wid, rect, enabled)
        self.key = key  # a shortcut shown as a small key cap in the corner ("R", "Esc")
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size
        self.icon = icon
        self.sub = sub

    def click(self, pos: tuple[int, int]) -> None:
        if self.on_click:
            self.on_click()

    def voiced(self) -> list[Voiced]:
        name = self.words or self.label
        if name and self.sub:
            name = t("access.with_sub", name=name, sub=self.sub)
        return [Voiced("", name, self.activate, self.enabled)] if name else []

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not draw.RETAINED:
            self.paint(surface, self.rect)
            return
        lit = self.hover and self.enabled
        lift = 2 if lit and not self.pressed else 0
        key = (
            self.label,
            self.sub,
            self.size,
            self.style,
            self.enabled,
            lit,
            lift,
            self.focused,
            self.rect.size,
            self.key,
            self.icon is not None,
            focus.SHOW_KEYS,  # the key cap drawn or not
            theme.body_scale(),  # a sub-label's size follows the larger-text setting
        )
        look = _looks.get(key)
        if look is None:
            m = LOOK_MARGIN
            look = pygame.Surface((self.rect.w + 2 * m, self.rect.h + 2 * m), pygame.SRCALPHA)
            self.paint(look, pygame.Rect(m, m, self.rect.w, self.rect.h), icon=False)
            look = _looks[key] = draw.fast(look)
            if len(_looks) > LOOKS:
                _looks.popitem(last=False)
        else:
            _looks.move_to_end(key)
        surface.blit(look, (self.rect.x - LOOK_MARGIN, self.rect.y - LOOK_MARGIN))
        if self.icon is not None:  # clear of the words; over the corner key cap, as ever
            rect = self.rect.move(0, -lift)
            self.icon(surface, (rect.x + ICON_X if self.label else rect.centerx, rect.centery))

    def paint(self, surface: pygame.Surface, at: pygame.Rect, icon: bool = True) -> None:
        """The button drawn with its rect at ``at`` (its icon too, unless ``icon`` is False)."""
        fill, hover_fill, ink = STYLES.get(self.style, STYLES["secondary"])
        rect = pygame.Rect(at)
        lift = 2 if self.hover and self.enabled and not self.pressed else 0
        rect.y -= lift
        radius = min(draw.CORNER, rect.h // 2)
        if not self.enabled:
            fill, ink = theme.OFF, theme.OFF_INK
        draw.drop_shadow(surface, rect, radius, 2 + lift if self.enabled else 1)
        pygame.draw.rect(
            surface, hover_fill if self.hover and self.enabled else fill, rect, border_radius=radius
        )
        edge = tuple(max(0, c - 40) for c in fill)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)
        if self.focused:
            focus.ring(surface, rect, radius)
        # The words go in the free part of the button: right of an icon, left of a key cap.
        beside_icon = self.icon is not None and self.label
        left = rect.x + (ICON_ROOM if beside_icon else BUTTON_PAD)
        right = rect.right - (ICON_RIGHT if beside_icon else BUTTON_PAD)
        key = self.key if focus.SHOW_KEYS else ""
        if key and (self.label or self.icon is None) and rect.w >= 100:
            cap = focus.keycap(surface, (rect.right - 10, rect.centery), key, "midright")
            right = min(right, cap.x - 6)
        elif key:
            # A small (icon) button: the cap sits on its bottom-right corner.
            focus.keycap(surface, (rect.right + 2, rect.bottom + 4), key, "bottomright", 12)
        if icon and self.icon is not None:
            icon_x = rect.x + ICON_X if self.label else rect.centerx
            self.icon(surface, (icon_x, rect.centery))
        if self.label:
            x, avail = (left + right) // 2, right - left
            size = theme.fit_text(self.label, label_size(self.label, self.size), avail, "bold")
            if self.sub:
                size, sub = sub_sizes(self.sub, size, rect.h, avail)
                block = size + sub + SUB_GAP  # the two lines as one block, centred
                top = rect.centery - block / 2
                theme.blit_text(
                    surface, self.label, size, (x, round(top + size / 2)), ink, "bold", "center"
                )
                theme.blit_text(
                    surface,
                    self.sub,
                    sub,
                    (x, round(top + block - sub / 2)),
                    ink,
                    "regular",
                    "center",
                )
            else:
                theme.blit_text(surface, self.label, size, (x, rect.centery), ink, "bold", "center")


RUNNING = re.compile(r"\w \w")  # a line of two words or more


def label_size(label: str, size: int) -> int:
    """The size a button's label is drawn at before it is fitted to its box: ``size``, and at
    the largest text size (a phone's) never under theme.PHONE_TEXT for a label of two words
    or more. A box too narrow for that still shrinks it: size the button for it (see
    :func:`label_width`)."""
    if theme.largest() and RUNNING.search(label):
        return max(size, theme.PHONE_TEXT)
    return size


def bar_label(size: int) -> int:
    """A top-bar button's word (Menu, Undo, Hint): at the largest text size at least 22 px,
    legible on a phone."""
    return max(size, BUTTON_TEXT) if theme.largest() else size


def sub_size() -> int:
    """A sub-label's size: body text (it grows with the larger-text setting), at the largest
    text size theme.PHONE_TEXT."""
    return theme.running(SUB_TEXT)


def two_line_height(size: int = BUTTON_TEXT) -> int:
    """The height a button needs to show a label of ``size`` and a sub-label under it, both
    at their full size (at the largest text size: 26 px and 26 px, 64 px in all)."""
    return max(label_size("a b", size) + sub_size() + SUB_GAP + 9, 52)


def label_width(label: str, size: int = BUTTON_TEXT, icon: bool = False, sub: str = "") -> int:
    """The width a button needs to show ``label`` (and ``sub``) at full size, with an icon
    left of the words (key caps, shown only with a keyboard, not counted)."""
    words = theme.width(label, label_size(label, size), "bold")
    if sub:
        words = max(words, theme.width(sub, sub_size(), "regular"))
    return words + (ICON_ROOM + ICON_RIGHT if icon and label else 2 * BUTTON_PAD)


def sub_sizes(sub: str, size: int, height: int, width: int) -> tuple[int, int]:
    """A two-line button's label and sub-label sizes: the sub-label is body text (it grows
    with the larger-text setting), and both lines fit the button's height, the sub-label
    giving way first down to its normal size (at the largest text size a sub-label starts at
    PHONE_TEXT: a phone's two-line button is :func:`two_line_height` high)."""
    small = theme.fit_text(sub, sub_size(), width, "regular")
    room = height - 6
    while size + small + SUB_GAP > room and small > SUB_TEXT:
        small -= 1
    while size + small + SUB_GAP > room and size > theme.MIN_TEXT:
        size -= 1
    return size, small


class Cycler(Widget):
    """Pick one of several values: the arrows (or left/right keys) step through them."""

    steps = True

    def __init__(
        self,
        wid: str,
        rect: pygame.Rect | Sequence[int],
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        enabled: bool = True,
        size: int = SETTING_TEXT,
    ) -> None:
        super().__init__(wid, rect, enabled)
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.size = size

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def left_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, ARROW_W, self.rect.h)

    @property
    def right_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - ARROW_W, self.rect.y, ARROW_W, self.rect.h)

    def step(self, direction: int) -> None:
        if not self.options or not self.enabled:
            return
        self.index = (self.index + direction) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def click(self, pos: tuple[int, int]) -> None:
        self.step(-1 if pos[0] < self.rect.centerx - self.rect.w // 6 else 1)

    def activate(self) -> None:
        self.step(1)

    def choose(self, index: int) -> None:
        """The value at ``index``, as stepping to it would leave it."""
        if self.enabled and index != self.index and 0 <= index < len(self.options):
            self.index = index
            if self.on_change:
                self.on_change(self.value)

    def voiced(self) -> list[Voiced]:
        """One button per value, the chosen one saying so, in a group named by ``words``."""
        out = []
        for i, (_value, label) in enumerate(self.options):
            name = t("access.chosen", name=label) if i == self.index else label
            act = partial(self.choose, i)
            out.append(Voiced(str(i), name, act, self.enabled, self.words or " "))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        setting_box(surface, self, theme.CREAM if self.enabled else theme.OFF_BOX)
        ink = theme.INK if self.enabled else theme.OFF_TEXT
        for r, d in ((self.left_rect, -1), (self.right_rect, 1)):
            cx, cy = r.center
            hw, hh = 6 * d, 8  # the arrowhead's half width (pointing ``d``) and half height
            pts = [(cx - hw, cy - hh), (cx + hw, cy), (cx - hw, cy + hh)]
            pygame.draw.polygon(surface, theme.SUN_DARK if self.enabled else ink, pts)
        label = self.options[self.index][1] if self.options else ""
        size = theme.fit_text(label, self.size, rect.w - 100, "bold")
        theme.blit_text(surface, label, size, rect.center, ink, "bold", "center")


def setting_box(surface: pygame.Surface, w: Widget, fill=theme.CREAM) -> None:
    """The cream box of a setting (cycler, toggle, slider): shadow, edge, sun edge on hover,
    the focus ring."""
    rect, radius = w.rect, min(14, w.rect.h // 2)
    draw.drop_shadow(surface, rect, radius, 2)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    edge = theme.SUN if w.hover and w.enabled else theme.CREAM_EDGE
    pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)
    if w.focused:
        focus.ring(surface, rect, radius)


def setting_label(
    surface: pygame.Surface, label: str, size: int, rect: pygame.Rect, room: int
) -> None:
    """A setting's label at its box's left, shrunk from ``size`` to fit ``room``."""
    size = theme.fit_text(label, size, room, "bold")
    at = (rect.x + SETTING_PAD, rect.centery)
    theme.blit_text(surface, label, size, at, theme.INK, "bold", "midleft")


class Toggle(Widget):
    """On/off with a switch drawn at the right and the state written out (not colour only)."""

    steps = True

    def __init__(
        self,
        wid: str,
        rect: pygame.Rect | Sequence[int],
        label: str,
        value: bool,
        on_change: Callable[[bool], None] | None = None,
        on_text: str = "On",
        off_text: str = "Off",
        size: int = SETTING_TEXT,
    ) -> None:
        super().__init__(wid, rect)
        self.size = size  # the label's size (screens pass theme.body(20) for larger text)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.on_text, self.off_text = on_text, off_text

    def click(self, pos: tuple[int, int]) -> None:
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def step(self, direction: int) -> None:
        self.click(self.rect.center)

    def voiced(self) -> list[Voiced]:
        state = self.on_text if self.value else self.off_text
        name = t("access.state", name=self.words or self.label, state=state)
        return [Voiced("", name, self.activate, self.enabled)]

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        setting_box(surface, self)
        sw = pygame.Rect(0, 0, 58, 30)
        sw.midright = (rect.right - SETTING_RIGHT, rect.centery)
        gap = 10  # between the state's word and the switch
        state = self.on_text if self.value else self.off_text
        state_size = min(18, self.size)
        state_w = theme.width(state, state_size, "bold")
        room = sw.x - gap - state_w - 14 - (rect.x + SETTING_PAD)
        setting_label(surface, self.label, self.size, rect, room)
        end = sw.h // 2  # the switch's round ends, the knob's centre at one of them
        pygame.draw.rect(
            surface,
            theme.BAND_COLOURS[0] if self.value else theme.SWITCH_OFF,
            sw,
            border_radius=end,
        )
        knob_x = sw.right - end if self.value else sw.x + end
        pygame.draw.circle(surface, theme.WHITE, (knob_x, sw.centery), 12)
        theme.blit_text(
            surface,
            state,
            state_size,
            (sw.x - gap, rect.centery),
            theme.INK_SOFT,
            "bold",
            "midright",
        )
