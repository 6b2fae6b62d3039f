"""Drive the App the way a player does: find what is drawn, click its centre, step frames.

Used by the UI tests and by tools/screenshots.py. Everything goes through ``App.step`` with
synthesized pygame events, so what is tested is what a person could do on screen.

Layout checks: ``record_frame(app)`` draws the top scene once while recording every text,
widget, panel, focus ring, key cap and declared badge or banner; ``layout_overlaps(marks)``
reports the ones that collide (its docstring has the rules and how a table joins in). Such a
frame is drawn on a ``RectOnlyScreen``: every drawing call runs, but blits only place (the
rect pygame's blit returns), as the check reads where things land, never their pixels.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.storage import KEY_SETTINGS, FileBackend, MemoryBackend, Storage
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Widget

DT = 1 / 60

# A test's App: no animations to wait out, no sound.
QUIET = {"speed": 0.0, "sound": False}


def new_app(
    path: Path | None = None,
    *,
    storage: Storage | None = None,
    seed: int = 5,
    frames: int = 0,
    keep_settings: bool = False,
    **settings: Any,
) -> App:
    """An App as a test starts one: on ``storage``, else in memory, or in files under ``path``
    (a second App on the same ``path`` is the game reopened); settings QUIET and ``settings``
    (unless ``keep_settings`` and the storage already holds some); stepped ``frames`` frames."""
    if storage is None:
        storage = Storage(FileBackend(path) if path is not None else MemoryBackend())
    if not (keep_settings and storage.load(KEY_SETTINGS) is not None):
        storage.save(KEY_SETTINGS, {**QUIET, **settings})
    app = App(storage=storage, seed=seed)
    run(app, frames)
    return app


@dataclass(frozen=True)
class AppGlobals:
    """What an App sets for the whole process as it starts or as its settings change: the
    language, the touch wording, the text size, the player's keys and whether key caps show."""

    language: str
    touch: bool
    text_scale: float
    keys: dict[str, int]
    show_keys: bool


# As a test starts: English, the normal text size, the default keys, a desktop's words.
START = AppGlobals(language="en", touch=False, text_scale=1.0, keys={}, show_keys=True)


def app_globals() -> AppGlobals:
    from game import i18n
    from game.ui import focus, keymap, theme

    return AppGlobals(
        i18n.language(),
        i18n._touch,  # the words for a touch screen (set_touch sets it)
        theme.body_scale(),
        dict(keymap._chosen),  # the player's keys in force (keymap.bind sets them)
        focus.SHOW_KEYS,
    )


def restore_globals(saved: AppGlobals) -> None:
    """Put back what ``app_globals()`` saw, so the next test starts as this one did."""
    from game import i18n
    from game.ui import focus, keymap, theme

    if app_globals() == saved:
        return
    i18n.set_language(saved.language)
    i18n.set_touch(saved.touch)
    theme.set_body_scale(saved.text_scale)
    keymap.bind(saved.keys)
    focus.SHOW_KEYS = saved.show_keys


def _top(app: App) -> Scene:
    """The scene on top; AssertionError if none is open."""
    assert app.top is not None, "no scene is open"
    return app.top


def widgets(app: App) -> list[Widget]:
    return app.top.widgets() if app.top is not None else []


def find(app: App, wid: str) -> Widget | None:
    for w in widgets(app):
        if w.id == wid and w.visible:
            return w
    return None


# A person cannot press within the press guard (game/ui/scene.py) either: the driver waits it
# out, for at most SETTLE_TIME of the App's clock. It waits in frames of SETTLE_DT, the longest
# frame the App takes (App.step), as a slow device would show them: every frame is still updated
# and drawn, the guards and animations see the same time pass, in a fifth of the frames.
SETTLE_TIME = 0.5
SETTLE_DT = 0.1


def _settle(app: App, blocked: Callable[[], bool]) -> None:
    waited = 0.0
    while waited < SETTLE_TIME:
        if app.top is None or not blocked():
            return
        app.step(SETTLE_DT, [])
        waited += SETTLE_DT


def click_at(app: App, pos: tuple[int, int], dt: float = DT) -> None:
    """A press and release at a window position, in one frame, once what is there has been
    on show long enough to be pressed (a person's first click; see ``press_at`` for a raw one)."""

    def blocked() -> bool:
        w = _top(app).widget_at(app.to_logical(pos))  # ``pos`` is in the window (maybe scaled)
        if w is None or not w.enabled:
            return False
        turns = getattr(app.top, "turns", None)
        acting = getattr(turns, "acting_blocked", None)  # a table's own guard
        return _top(app).press_blocked(w) or (acting is not None and acting())

    _settle(app, blocked)
    press_at(app, pos, dt)


def press_at(app: App, pos: tuple[int, int], dt: float = DT) -> None:
    """A press and release at a window position in one frame, right now (double-clicks)."""
    app.step(
        dt,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def click(app: App, wid: str, dt: float = DT) -> Widget:
    """Click the centre of the widget ``wid`` on the top scene; AssertionError if not shown."""
    w = find(app, wid)
    assert w is not None, f"no widget {wid!r} on {_top(app).name}: {[x.id for x in widgets(app)]}"
    click_at(app, to_window(app, w.rect.center), dt)
    return w


def to_window(app: App, pos: tuple[int, int]) -> tuple[int, int]:
    """Where a logical point is in the window (the same point unless scaled, e.g. fullscreen)."""
    v, (w, h) = app._view, app.surface.get_size()
    return (v.x + round((pos[0] + 0.5) * v.w / w), v.y + round((pos[1] + 0.5) * v.h / h))


def key(app: App, k: int, dt: float = DT, mod: int = 0) -> None:
    """A key press, once the screen takes one (see ``press_key`` for a raw one)."""
    _settle(app, lambda: _top(app).settling())
    press_key(app, k, dt, mod)


def press_key(app: App, k: int, dt: float = DT, mod: int = 0) -> None:
    app.step(dt, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def run(app: App, frames: int, dt: float = DT) -> None:
    for _ in range(frames):
        app.step(dt, [])


def animating(scene: Scene | None) -> bool:
    """Does anything move on ``scene`` now: a table's timeline, a card in flight, a callout
    or a banner?"""
    timeline = getattr(scene, "timeline", None)
    if timeline is not None and timeline.busy:
        return True
    effects = getattr(scene, "effects", None)
    return effects is not None and effects.moving


def rest(app: App, moving: Callable[[Scene | None], bool] = animating) -> None:
    """One frame without input, as long as the picture allows: 1/60 s while anything moves
    (``moving(app.top)``: every stage of a move is drawn), else SETTLE_DT. At rest nothing on
    screen changes, so the press guard, a bot's pause or the wait before the results pass in
    a sixth of the frames, each still updated and drawn."""
    app.step(DT if moving(app.top) else SETTLE_DT, [])


def run_until(app: App, predicate, max_frames: int = 5000, dt: float = DT) -> bool:
    for _ in range(max_frames):
        if predicate():
            return True
        app.step(dt, [])
    return predicate()


# -- layout overlaps ---------------------------------------------------------------------------
#
# What a frame draws, as rectangles: every text (``theme.text`` surfaces blitted onto the
# screen, by ``theme.blit_text`` or by hand), every widget, panel (``draw.panel``: sheets,
# pills, banners), focus ring and key cap, and any box a table declares with ``theme.mark``.
# ``layout_overlaps`` then reports the pairs that collide.

# focus.ring's two lines and the gap between them: what lies within the ring's rect shrunk by
# this much is the focused thing itself, clear of the lines.
RING_BAND = 6 + 6
RINGS = frozenset({"focus", "pointer"})  # the focus ring, the first-game tip's pulsing ring

BOXES = frozenset({"widget", "panel", "badge", "banner", "box", "keycap", "cover", "tab"})


@dataclass
class Mark:
    """One drawn thing: ``kind`` ("text", "widget", "panel", "focus", "keycap", or a kind a
    table passes to ``theme.mark``), its rect on screen, its text or widget id, the id of the
    widget being drawn at that moment (``owner``) and its place in the drawing order."""

    kind: str
    rect: pygame.Rect
    label: str
    owner: str | None
    order: int

    def __str__(self) -> str:
        who = f" in {self.owner}" if self.owner and self.owner != self.label else ""
        return f"{self.kind} {self.label!r}{who} {tuple(self.rect)}"


def _blit_rect(
    surface: pygame.Surface, source: object, dest: object, area: object
) -> pygame.Rect | None:
    """The rect ``surface.blit(source, dest, area)`` returns when it draws anything, worked
    out without copying a pixel; None when pygame's own blit must answer (nothing would be
    drawn: its rect then depends on SDL's clipping; or arguments out of the ordinary)."""
    if not isinstance(source, pygame.Surface):
        return None
    if isinstance(dest, pygame.Rect):
        x, y = dest.topleft
    elif isinstance(dest, tuple) and len(dest) == 2:
        x, y = dest
    else:
        return None
    if not isinstance(x, int | float) or not isinstance(y, int | float):
        return None
    x, y = int(x), int(y)
    taken = source.get_rect()
    if area is not None:
        if not isinstance(area, pygame.Rect):
            return None
        part = area.clip(taken)
        x, y, taken = x + part.x - area.x, y + part.y - area.y, part
    drawn = pygame.Rect(x, y, taken.w, taken.h).clip(surface.get_clip())
    return drawn if drawn.w and drawn.h else None


class RectOnlyScreen(pygame.Surface):
    """A screen for checks that measure where things are drawn, never their pixels: ``blit``
    returns the rect pygame's would (the same clipping) without copying the pixels, which is
    most of a frame's cost. Every other drawing call is pygame's own."""

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102 (pygame's)
        drawn = _blit_rect(self, source, dest, area)
        if drawn is None:
            return super().blit(source, dest, area, special_flags)
        return drawn


class _RecordingSurface(RectOnlyScreen):
    """The screen while recording: every blit of a text surface becomes a "text" mark."""

    recorder: LayoutRecorder

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102 (pygame's)
        done = super().blit(source, dest, area, special_flags)
        label = self.recorder.texts.get(id(source))
        if label is not None and area is None:
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            ink = label[1].move(round(at[0]), round(at[1]))
            if ink.w and ink.h:
                self.recorder.add("text", ink, label[0])
        return done


class LayoutRecorder:
    """Records what one frame of a scene draws (see :func:`record_frame`)."""

    def __init__(self) -> None:
        self.marks: list[Mark] = []
        self.texts: dict[int, tuple[str, pygame.Rect, pygame.Surface]] = {}
        self.owners: list[str] = []
        self.surface: _RecordingSurface | None = None

    def add(self, kind: str, rect: pygame.Rect, label: str = "", owner: str | None = None):
        owner = owner if owner is not None else (self.owners[-1] if self.owners else None)
        self.marks.append(Mark(kind, pygame.Rect(rect), label, owner, len(self.marks)))

    def _mark(self, kind, rect, label, surface) -> None:
        if surface is None or surface is self.surface:
            self.add(kind, rect, label)

    def _cover(self, under: int) -> None:
        """Forget what a scene drew under a cover it put over itself (a "cover" mark: the log's
        sheet, a tip over the table): hidden, it can collide with nothing."""
        covers = [m.rect for m in self.marks[under:] if m.kind == "cover"]
        if covers:
            self.marks = [
                m for m in self.marks[:under] if m.rect.collidelist(covers) < 0
            ] + self.marks[under:]

    def frame(self, scene, size: tuple[int, int]) -> list[Mark]:
        from game.ui import draw, theme

        surf = _RecordingSurface(size, pygame.SRCALPHA)
        surf.recorder = self
        self.surface = surf
        real_text, retained = theme.text, draw.RETAINED
        patched: list[tuple[type, Callable]] = []

        def text(s, *a, **kw):
            img = real_text(s, *a, **kw)
            if id(img) not in self.texts:  # the ink's own bounds, not the line's full height
                self.texts[id(img)] = (s, img.get_bounding_rect(), img)
            return img

        def wrap(cls: type, orig: Callable) -> Callable:
            def draw_widget(w, surface, *a, **kw):
                if not w.visible or surface is not self.surface:
                    return orig(w, surface, *a, **kw)
                nested = bool(self.owners) and self.owners[-1] == w.id
                if not nested:
                    self.add("widget", w.rect, w.id, w.id)
                self.owners.append(w.id)
                try:
                    return orig(w, surface, *a, **kw)
                finally:
                    self.owners.pop()

            return draw_widget

        def subclasses(cls: type[Widget]) -> list[type[Widget]]:
            out = [cls]
            for sub in cls.__subclasses__():
                out.extend(subclasses(sub))
            return out

        for cls in subclasses(Widget):
            if "draw" in cls.__dict__:
                patched.append((cls, cls.__dict__["draw"]))
                cls.draw = wrap(cls, cls.__dict__["draw"])  # type: ignore[method-assign]
        theme.text, theme._recorder, draw.RETAINED = text, self._mark, False
        try:
            scene.draw(surf)
            under = len(self.marks)
            scene.draw_over(surf)  # what a scene draws over itself (a tip, a sheet) is seen too
            self._cover(under)
        finally:
            theme.text, theme._recorder, draw.RETAINED = real_text, None, retained
            for cls, orig in patched:
                cls.draw = orig  # type: ignore[method-assign]
            self.surface = None
        drawn = {m.label for m in self.marks if m.kind == "widget"}
        for w in scene.widgets():  # widgets a table draws its own way (cards) count too
            if w.visible and w.id not in drawn:
                self.marks.insert(0, Mark("widget", pygame.Rect(w.rect), w.id, w.id, -1))
        return self.marks


def record_frame(app: App) -> list[Mark]:
    """Everything the top scene draws in one frame, as :class:`Mark` s (the scenes under an
    overlay are left out: an overlay may cover them)."""
    return LayoutRecorder().frame(app.top, app.surface.get_size())


def _near(a: pygame.Rect, b: pygame.Rect, most: int = 4) -> bool:
    return abs(a.x - b.x) <= most and abs(a.y - b.y) <= most and a.size == b.size


def layout_overlaps(
    marks: list[Mark],
    allow: Callable[[Mark, Mark], bool] | None = None,
    tolerance: int = 1,
) -> list[str]:
    """The pairs of drawn things that collide, as readable lines (empty: a clean layout).

    Made for the layout tests of every screen and table::

        marks = T.record_frame(app)           # draw the top scene once, recording
        assert T.layout_overlaps(marks) == []

    The rules, for two things whose rects overlap by more than ``tolerance`` pixels both
    ways (the one drawn first called ``a``):

    - parts of one widget (its label, key cap, focus ring) never collide with each other;
    - a text, widget or box drawn *inside* a box (widget, panel, badge, banner, key cap)
      drawn before it is its content; a text over the same text a few pixels off is its
      drop shadow; anything else that overlaps collides: two texts, a text and a
      box it is not inside, a box drawn over an earlier text or box (it covers it);
    - a focus ring ("focus", and the tip's "pointer" ring) collides with every text and key
      cap its lines cross, but its own widget's: the focus marker goes beside text, never
      on it (a text well inside the ring is the focused thing's own).

    Texts are measured by their ink (``Surface.get_bounding_rect``), so lines set close
    together do not count. ``allow(a, b)`` lets a screen declare a wanted overlap (a fan of
    cards, say). Tables draw badges and banners with plain ``pygame.draw``: declare them with
    ``theme.mark("badge", rect, label, surface)`` where they are drawn, and the check sees
    them (``theme.mark`` costs nothing outside a recording). A "tab" is a badge set on a
    panel's top edge: it and its words are the panel's, they collide with the rest.
    """
    found: list[str] = []
    ordered = sorted(marks, key=lambda m: m.order)
    tabs = [m.rect for m in marks if m.kind == "tab"]
    for i, a in enumerate(ordered):
        for b in ordered[i + 1 :]:
            clip = a.rect.clip(b.rect)
            if clip.w <= tolerance or clip.h <= tolerance:
                continue
            if a.owner is not None and a.owner == b.owner:
                continue
            if (
                a.kind == "widget"
                and b.owner == a.label
                or b.kind == "widget"
                and a.owner == b.label
            ):
                continue
            if a.kind == b.kind == "text" and a.label == b.label and _near(a.rect, b.rect):
                continue  # a text and its drop shadow
            ring = a if a.kind in RINGS else b if b.kind in RINGS else None
            if ring is not None:
                other = b if ring is a else a
                clear = ring.rect.inflate(-2 * RING_BAND, -2 * RING_BAND).contains(other.rect)
                if other.kind in ("text", "keycap") and not clear:
                    found.append(f"focus ring on text: {ring} / {other}")
                continue
            if a.kind in BOXES and a.rect.contains(b.rect):
                continue  # b is drawn inside a: its content
            if a.kind == "panel" and any(
                _tab_of(a.rect, tab) and tab.contains(b.rect) for tab in tabs
            ):
                continue  # a tab on the panel's top edge, or its words: the panel's own
            if allow is not None and allow(a, b):
                continue
            found.append(f"{a} / {b}")
    return found


def _tab_of(panel: pygame.Rect, tab: pygame.Rect) -> bool:
    """Is ``tab`` a tab of ``panel``: set on its top edge, within its sides?"""
    return tab.top < panel.top < tab.bottom and panel.left <= tab.left <= tab.right <= panel.right


def type_text(app: App, text: str, dt: float = DT) -> None:
    """Type ``text`` as a keyboard does: each key's KEYDOWN (whose letter may also be a
    shortcut) and then its TEXTINPUT, one character a frame."""
    for ch in text:
        code = ord(ch.lower()) if ch.isascii() else 0
        app.step(
            dt,
            [
                pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch),
                pygame.event.Event(pygame.TEXTINPUT, text=ch),
            ],
        )


# -- online: frames that leave room for the network (the asyncio loop runs between them) ------
async def frames_async(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(DT, [])
        await asyncio.sleep(0.002)


async def until_async(app: App, check: Callable[[], object], most: int = 3000) -> None:
    """Step frames until ``check()`` holds; AssertionError naming the top scene otherwise."""
    for _ in range(most):
        if check():
            return
        await frames_async(app)
    top = app.top
    raise AssertionError(f"never happened; on top: {top.name if top else None}")
