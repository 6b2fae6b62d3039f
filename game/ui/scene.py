"""Scenes and the pointer/keyboard plumbing they share.

A scene lists its widgets; this base turns pointer presses into clicks (press and release on
the same enabled widget), tracks hover, and moves a keyboard focus through the widgets
(Tab / arrows, Enter to activate), so every scene is playable without a mouse.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

import pygame

from game.i18n import t
from game.storage import Storage
from game.ui import focus, keymap
from game.ui.inputs import Input
from game.ui.settings import Settings
from game.ui.sound import SoundBoard
from game.ui.widgets import Widget


class Host(Protocol):
    """The app as its scenes see it: the scene stack and the services it offers them.

    ``game.ui.app.App`` is the one implementation; scenes and the navigator name this instead
    of the App, so the app (which opens the first scene) is imported by none of them."""

    settings: Settings
    storage: Storage
    sound: SoundBoard
    rng: random.Random
    scenes: list[Scene]
    surface: pygame.Surface
    running: bool
    time: float
    frame: int

    @property
    def top(self) -> Scene | None: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene) -> None: ...
    def reset(self, scene: Scene) -> None: ...
    def toast(self, message: str, seconds: float = ...) -> None: ...
    def save_settings(self) -> None: ...
    def has_autosave(self, game: str) -> bool: ...
    def saved_game(self, game: str) -> dict | None: ...
    def saved_games(self) -> dict[str, dict]: ...
    def autosave(self, game: str, data: dict) -> None: ...
    @property
    def fullscreen(self) -> bool: ...
    def set_fullscreen(self, on: bool) -> None: ...
    def records(self) -> dict: ...
    def guard(self, scene: Scene, frames: int, on_fail: Callable[[], None]) -> None: ...
    def wave_time(self) -> float: ...


ARROWS = frozenset({"up", "down", "left", "right"})
# A widget that has just appeared, or whose meaning just changed, ignores presses this long,
# so the second click of a double-click never lands on what the first one opened.
PRESS_GUARD = 0.25


class Scene:
    """One screen. ``opaque = False`` scenes (menus, overlays) draw over the scene below."""

    opaque = True
    name = "scene"
    keys: dict[int, str] = {}  # this scene's own fixed key -> command (inputs.translate)
    key_scopes: tuple[str, ...] = ()  # whose of the player's keys it takes (game/ui/keymap.py)
    spatial_focus = False  # menus: arrows move to the nearest widget (game/ui/focus.py)
    heading_key = "app.title"  # which screen this is, in the spoken menus (a catalog key)

    def __init__(self, app: Host) -> None:
        self.app = app
        self.pointer: tuple[int, int] = (-1, -1)
        self.pressed_id: str | None = None
        self.focus_id: str | None = None
        self._meanings: dict[str, tuple[tuple, float]] = {}  # id -> (meaning, since when)

    def live_keys(self) -> dict[int, str]:
        """This screen's own key -> command now: the player's keys of its scopes, its fixed."""
        return {**keymap.scene_keys(*self.key_scopes), **self.keys}

    def spoken_heading(self) -> str:
        """Which screen this is, in words: the spoken menus' heading (game/ui/menu_voice.py)."""
        return t(self.heading_key)

    def spoken_text(self) -> list[str]:
        """What the screen says beside its buttons, line by line, for the spoken menus."""
        return []

    # -- lifecycle hooks ----------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack (or replaced)."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped; this one is active again."""

    # -- content ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        return []

    def update(self, dt: float) -> None:
        pass

    def working(self) -> bool:
        """Does work go on between frames that the picture may not show (a bot's search,
        in each frame's spare time)? The loop then keeps its full rate (game/ui/pace.py)."""
        return False

    def moving(self) -> bool:
        """Does anything move on screen now (an animation, a card in flight, a callout)? A
        late frame then gets no thinking after it (App.spare)."""
        return False

    def think(self, seconds: float) -> None:
        """Search for about ``seconds`` after the frame is shown (App.step gives the scene on
        top what is left of the frame's time): what is decided shows in the next update."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_widgets(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn by the app right after :meth:`draw`, over all of it (a table's log sheet)."""

    # -- the press guard ------------------------------------------------------------------------
    def note_widgets(self) -> None:
        """Remember what each widget means now and since when (the App calls it every frame,
        and a click calls it at once: a change made by the click counts from then)."""
        now = self.app.time
        seen = self._meanings
        out: dict[str, tuple[tuple, float]] = {}
        for w in self.widgets():
            m = w.meaning()
            old = seen.get(w.id)
            out[w.id] = old if old is not None and old[0] == m else (m, now)
        self._meanings = out

    def press_blocked(self, w: Widget) -> bool:
        """Too new to press: it appeared or changed its meaning less than PRESS_GUARD ago.
        (A disabled one is never blocked: a press on it only explains why.)"""
        if not w.enabled:
            return False
        old = self._meanings.get(w.id)
        return old is None or old[0] != w.meaning() or self.app.time - old[1] < PRESS_GUARD

    def settling(self) -> bool:
        """Would Enter on the focus be ignored now? (The test driver waits it out.)"""
        if self.focus_id is None:
            return False
        w = next((x for x in self.widgets() if x.id == self.focus_id), None)
        return w is not None and self.press_blocked(w)

    # -- input --------------------------------------------------------------------------------
    def handle(self, inp: Input) -> None:
        if inp.kind in ("down", "up", "move"):
            self.pointer = inp.pos
        if inp.kind == "down":
            w = self.widget_at(inp.pos)
            if w is not None and self.press_blocked(w):
                self.pressed_id = None  # too new: this press is not for it
                return
            self.pressed_id = w.id if w is not None else None
            if w is not None:
                w.pressed = True
        elif inp.kind == "up":
            w = self.widget_at(inp.pos)
            pressed, self.pressed_id = self.pressed_id, None
            if w is not None and w.id == pressed:
                if w.enabled and self.press_blocked(w):
                    return  # its meaning changed while it was held down
                if w.enabled:
                    self.focus_id = None
                    self.app.sound.play("click")
                    w.click(inp.pos)
                    self.note_widgets()
                else:
                    self.explain_disabled(w)
            elif w is None and pressed is None:
                self.on_empty_click(inp.pos)
        elif inp.kind == "wheel":
            self.on_wheel(inp.pos, inp.dy)
        elif inp.kind == "command":
            if not self.on_command(inp.command):
                self.focus_command(inp.command)

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        # Last drawn is on top: search from the end.
        for w in reversed(self.widgets()):
            if w.hit(pos):
                return w
        return None

    def on_command(self, command: str) -> bool:
        """Scene-specific keys; return True when handled."""
        if command == "back":
            self.on_back()
            return True
        return False

    def on_back(self) -> None:
        pass

    def on_help(self) -> bool:
        """The "?" key: a scene with help of its own opens it and returns True (a table opens
        its game's rules); otherwise the keys list opens."""
        return False

    def on_empty_click(self, pos: tuple[int, int]) -> None:
        pass

    def on_disabled(self, widget: Widget) -> None:
        pass

    def explain_disabled(self, widget: Widget) -> None:
        """A press on a widget that is off: its own ``explain`` (a shared button that knows
        why it is off, e.g. Undo) or the scene's ``on_disabled``."""
        explain = widget.explain
        if explain is not None:
            explain()
        else:
            self.on_disabled(widget)

    def on_wheel(self, pos: tuple[int, int], dy: int) -> None:
        pass

    def default_focus(self, items: list[Widget]) -> Widget:
        """Where the keyboard focus starts: the first enabled primary button, else the first."""
        enabled = [w for w in items if w.enabled] or items
        return next((w for w in enabled if getattr(w, "style", "") == "primary"), enabled[0])

    def first_focus(self, items: list[Widget], command: str) -> Widget | None:
        """Spatial focus: where the first arrow (or Enter) puts it. Enter: the main button;
        down/right: the first widget; up/left: the last."""
        if command == "confirm":
            return self.default_focus(items)
        return items[0 if command in ("down", "right") else -1]

    def focusable(self) -> list[Widget]:
        """The widgets the keyboard's focus moves through, in order."""
        return [w for w in self.widgets() if w.focusable and w.visible]

    def focus_command(self, command: str) -> None:
        items = self.focusable()
        if command in ARROWS:
            # Arrows go only to what can be done now; Tab still reaches a disabled button,
            # where Enter explains why it is not allowed (on_disabled).
            items = [w for w in items if w.enabled or w.id == self.focus_id]
        if not items:
            return
        ids = [w.id for w in items]
        cur = ids.index(self.focus_id) if self.focus_id in ids else -1
        if self.spatial_focus and command in ("up", "down", "left", "right", "confirm"):
            # Menus: the first arrow (or Enter) shows the focus; arrows then move to the
            # nearest widget that way, except left/right step a focused cycler or toggle.
            if cur < 0:
                first = self.first_focus(items, command)
                self.focus_id = None if first is None else first.id
                return
            if command in ("left", "right") and items[cur].steps:
                items[cur].step(-1 if command == "left" else 1)
                return
            if command != "confirm":
                k = focus.neighbour([w.rect for w in items], cur, command)
                if k is not None:
                    self.focus_id = ids[k]
                return
        if command in ("next", "down"):
            self.focus_id = ids[(cur + 1) % len(ids)]
        elif command in ("prev", "up"):
            self.focus_id = ids[(cur - 1) % len(ids)]
        elif command in ("left", "right") and cur >= 0:
            items[cur].step(-1 if command == "left" else 1)
        elif command == "confirm" and cur >= 0 and items[cur].enabled:
            if self.press_blocked(items[cur]):
                return  # it just appeared under the focus: one press, one action
            self.app.sound.play("click")
            items[cur].activate()
            self.note_widgets()
        elif command == "confirm" and cur >= 0:
            self.explain_disabled(items[cur])  # Enter on something not allowed explains why

    def draw_widgets(self, surface: pygame.Surface, widgets: list[Widget] | None = None) -> None:
        for w in widgets if widgets is not None else self.widgets():
            w.hover = w.hit(self.pointer)
            w.pressed = w.id == self.pressed_id and w.hover
            w.focused = w.id == self.focus_id
            if w.visible:
                w.draw(surface)
