"""The app: one window, a 1280x720 logical surface, a scene stack and the single async loop.

``App.step(dt, events)`` runs one frame (input -> update -> draw -> present, then the flip
``main()`` passes in) and gives what is left of the frame's time to the thinking (a bot's or
the coach's search, ``App.think``): the frame itself never searches, so its time is drawing,
and a search gets every spare millisecond. Tests call ``step`` with synthesized events and a
made-up ``dt``; ``main()`` is the real loop, which never blocks (pygbag runs it in the
browser).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import i18n, platform, records
from game.core.catalog import GAMES
from game.i18n import set_language, t
from game.storage import Storage, autosave_key, migrate_autosave
from game.ui import draw, focus, keymap, navigator, theme
from game.ui.collect import Collector
from game.ui.inputs import NO_POINTER, Input, TouchDrag, translate
from game.ui.layout import FPS, LOGICAL_SIZE, H, W
from game.ui.menu_voice import MenuVoice
from game.ui.pace import Pace
from game.ui.portrait import PortraitHint
from game.ui.scene import Scene
from game.ui.settings import Settings
from game.ui.sound import SoundBoard

TOAST_SECONDS = 3.2
# The thinking after a frame runs until 1/FPS after the frame began, less THINK_MARGIN (what
# the browser needs of the frame to show the canvas, and a search's step running a little past
# its end), and for at least THINK_MIN: when frames alone take their whole time (a slow device,
# a loaded machine) a bot still decides, at a lower frame rate (not while an animation plays:
# see App.spare).
THINK_MARGIN = 0.005
THINK_MIN = 0.002
# While something moves the thinking stops THINK_MARGIN_MOVING before the frame's end instead:
# a frame of an animation must be on time, and the browser's own turn between frames now and
# then takes several ms (in the page: 13 ms after a frame plus a full slice of thinking).
THINK_MARGIN_MOVING = 0.008
# The keys a text field uses while a name is typed; every other shortcut waits till it is done.
TYPING_COMMANDS = frozenset({"back", "confirm", "next", "prev", "erase", "left", "right", "paste"})


def toast_words(message: str) -> pygame.Surface:
    """A toast's words: body text, cream on its dark pill."""
    return theme.text(message, theme.body(20), theme.CREAM, "bold")


class App:
    def __init__(
        self,
        storage: Storage | None = None,
        seed: int | None = None,
        window_size: tuple[int, int] | None = None,
    ) -> None:
        # The window and the fonts now; the rest of pygame (sound, joysticks) after the first
        # frame, with the effects (see step): in the page its first start takes a while.
        pygame.display.init()
        pygame.font.init()
        flags = pygame.RESIZABLE
        self.window = pygame.display.set_mode(window_size or LOGICAL_SIZE, flags)
        if not platform.IS_WEB:  # the page has its own title and icon (assets/web/meadow.tmpl)
            pygame.display.set_caption("Meadow")
            self._set_icon()
        # At the logical size the frame is drawn straight into the window (no copy to present).
        self.surface = self._logical_surface()
        self.storage = storage if storage is not None else Storage()
        migrate_autosave(self.storage, GAMES)  # the one v1 save moves into its game's slot
        if i18n.BROKEN:  # a catalog that could not be read was skipped: its text is English
            self.storage.note("notice.catalog.broken")
        self.settings = Settings.load(self.storage)
        set_language(self.settings.language)
        keymap.bind(self.settings.keys)
        theme.set_body_scale(self.settings.text_scale)
        # The effects are read after the first frame (which plays none): see step().
        self.sound = SoundBoard(self.settings.sound, self.settings.volume, load=False)
        self._paged = False  # web: the remembered fullscreen was asked of the page
        if self.settings.fullscreen and not platform.IS_WEB:
            self._set_window(True)  # the page's fullscreen needs a click: it waits for one
        self.rng = random.Random(seed)  # game seeds and bot seeds; fixed in tests
        self.scenes: list[Scene] = []
        self.toasts: list[list[Any]] = []  # [text, seconds left]
        self.menu_voice = MenuVoice(self)  # the screens that are not tables, in the page's DOM
        self.running = True
        self.time = 0.0
        self.frame = 0
        self._view = pygame.Rect(0, 0, W, H)  # where the logical surface lands in the window
        self._scaled: pygame.Surface | None = None  # the scaled frame, reused while the size holds
        self._guard: list | None = None  # [scene, frames left, on_fail] (see guard)
        self.portrait = PortraitHint(platform.touch_screen())  # "turn your phone"
        i18n.set_touch(platform.touch_screen())  # "tap", not "click", on a touch screen
        self.drag = TouchDrag()  # a finger's drag scrolls as the wheel does
        self.pace = Pace()  # full frame rate while anything moves, slow while all stands still
        self.clock: Callable[[], float] = time.perf_counter  # the frame's time; tests fake it
        self.collector: Collector | None = None  # main()'s loop sets one (game/ui/collect.py)
        focus.SHOW_KEYS = not platform.phone()  # a phone has no keys to show on its buttons
        self.push(navigator.make("title", self))
        if platform.page_window() is not None:  # a page opened by an invite link: its room
            navigator.open_invite(self)

    def _logical_surface(self) -> pygame.Surface:
        if self.window.get_size() == LOGICAL_SIZE:
            return self.window
        return pygame.Surface(LOGICAL_SIZE).convert()

    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(pygame.image.load(str(theme.ASSETS / "icon.png")))
        except (pygame.error, FileNotFoundError, OSError):
            pass

    # -- scene stack --------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to ``scene`` alone (quit to title, start a game)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    # -- services for scenes ------------------------------------------------------------------
    def toast(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        if any(msg == message for msg, _ in self.toasts):
            return
        self.toasts.append([message, seconds])
        self.toasts = self.toasts[-3:]

    def save_settings(self) -> None:
        self.sound.enabled = self.settings.sound
        self.sound.set_volume(self.settings.volume)
        theme.set_body_scale(self.settings.text_scale)
        keymap.bind(self.settings.keys)
        self.settings.save(self.storage)

    def has_autosave(self, game: str) -> bool:
        return isinstance(self.saved_game(game), dict)

    def saved_game(self, game: str) -> dict | None:
        """The save in ``game``'s slot, or None. A save of another game, or data that is no
        save at all (a list, a string), is set aside with a notice, never written over."""
        self.storage.promote_spare(game)  # a game kept aside while another copy held the slot
        key = autosave_key(game)
        data = self.storage.load(key)
        if data is None:
            return None
        if not isinstance(data, dict) or data.get("game") != game:
            self.storage.reject(key)
            return None
        self.storage.saw(key, data)
        return data

    def saved_games(self) -> dict[str, dict]:
        """Every game's save, in the title's order: game -> saved session."""
        found = {game: self.saved_game(game) for game in GAMES}
        return {game: data for game, data in found.items() if data is not None}

    def autosave(self, game: str, data: dict) -> None:
        """Write ``game``'s own slot (the other games' saves stay), if it still holds this
        copy's game; else the game goes to a spare slot (Storage.write_game)."""
        self.storage.write_game(game, data)

    # -- fullscreen ---------------------------------------------------------------------------
    @property
    def fullscreen(self) -> bool:
        return self.settings.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        """F11 and the settings' switch: the window (desktop) or the page (web); remembered."""
        self.settings.fullscreen = bool(on)
        self.save_settings()
        if platform.IS_WEB:
            self._paged = platform.set_page_fullscreen(self.settings.fullscreen)
        else:
            self._set_window(self.settings.fullscreen)

    def _set_window(self, full: bool) -> None:
        try:
            if full:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.window = pygame.display.set_mode(LOGICAL_SIZE, pygame.RESIZABLE)
        except pygame.error:  # no fullscreen on this display: stay windowed
            return
        self.surface = self._logical_surface()
        self._scaled = None

    def records(self) -> dict:
        """Per game records (see game/records.py); broken records are reported and reset."""
        return records.load(self.storage)["games"]

    # -- frame --------------------------------------------------------------------------------
    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        v = self._view
        if v.w <= 0 or v.h <= 0:
            return (int(pos[0]), int(pos[1]))
        return (int((pos[0] - v.x) * W / v.w), int((pos[1] - v.y) * H / v.h))

    def step(
        self,
        dt: float,
        events: Sequence[pygame.event.Event] | None = None,
        flip: Callable[[], None] | None = None,
    ) -> None:
        """One frame (``run_frame``), ``flip`` (the window onto the screen: main() passes
        pygame's), then the thinking in what is left of the frame's time (``think``). The
        loop, the test driver and the benches all go through here, so bots move alike."""
        started = self.clock()
        self.run_frame(dt, events)
        if flip is not None:
            flip()
        moving = self.top is not None and self.top.moving()
        if self.collector is not None:
            self.collector.frame(self.frame, moving)
        seconds = self.spare(started, moving)
        if seconds > 0:
            self.think(seconds)

    def spare(self, started: float, moving: bool) -> float:
        """Seconds of thinking left to a frame that began at ``started`` (``clock()``): at
        least THINK_MIN, except while something moves on the top scene (then the thinking
        ends THINK_MARGIN_MOVING before the frame's end, and a late frame of an animation gets
        none on top: its next frame would come later still)."""
        margin = THINK_MARGIN_MOVING if moving else THINK_MARGIN
        left = started + 1.0 / FPS - margin - self.clock()
        return max(0.0 if moving else THINK_MIN, left)

    def think(self, seconds: float) -> None:
        """The top scene's search between frames (a bot's move, the coach's hint): it runs
        about ``seconds``; what it decides, the scene shows in its next update."""
        if self.top is not None:
            self.top.think(seconds)

    def run_frame(self, dt: float, events: Sequence[pygame.event.Event] | None = None) -> None:
        """One frame: route input, update the top scene, draw the stack, present."""
        dt = max(0.0, min(dt, 0.1))  # a stall (tab in background) must not jump animations
        self.time += dt
        self.frame += 1
        # What the first frame does not show comes one piece a frame after it: the title's
        # pictures on the second (TitleScene.draw), then the table's felt (~15 ms to paint, the
        # page's Python a few times that, ready before a table opens), then the rest of
        # pygame (the mixer, joysticks) and the sound effects.
        if self.frame == 3:
            draw.felt()
        elif self.frame == 4:
            pygame.init()
            self.sound.load()
        raw = pygame.event.get() if events is None else events
        try:
            self._frame(dt, raw)
        except Exception:
            guard = self._guard
            if guard is None or guard[0] not in self.scenes:
                raise
            self._guard = None
            guard[2]()  # e.g. a continued game that fails in its first frames: set it aside
            self.draw()
        else:
            if self._guard is not None:
                self._guard[1] -= 1
                if self._guard[1] <= 0 or self._guard[0] not in self.scenes:
                    self._guard = None
        self.present()
        working = self.top is not None and self.top.working()
        self.pace.frame(dt, bool(raw), working)

    def _frame(self, dt: float, raw: Sequence[pygame.event.Event]) -> None:
        self.portrait.update(self.window.get_size())
        for event in raw:
            if event.type == pygame.KEYDOWN and getattr(self.top, "capturing", False):
                self.top.capture(getattr(event, "key", -1))  # type: ignore[union-attr]
                continue  # a key being chosen (Settings → Keys) is that key, no command
            inp = translate(event, self.to_logical, self.top.live_keys() if self.top else None)
            if inp is None or self.portrait.handle(inp):
                continue
            for each in self.drag.feed(inp):
                self.handle(each)
            if inp.touch:  # played with a finger: the words say "tap" from now on
                i18n.set_touch(True)
            if inp.kind == "up" and inp.touch:  # a lifted finger hovers over nothing
                self.handle(Input("move", NO_POINTER, touch=True))
        self.storage.settle()  # another tab's write over a shared document: ours merged in
        for notice in self.storage.take_notices():
            self.toast(t(notice), 5.0)
        if self.top is not None:
            self.top.update(dt)
        if self.top is not None:
            self.top.note_widgets()  # the press guard (game/ui/scene.py)
        self.menu_voice.step()
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [x for x in self.toasts if x[1] > 0]
        if not self.portrait.shown:  # the hint covers the whole window: nothing to draw under it
            self.draw()

    def wave_time(self) -> float:
        """The clock of what pulses and bobs (a tip's arrow, the coach's ring): stopped under
        reduced motion, so they hold still."""
        return 0.0 if self.settings.reduce_motion else self.time

    def guard(self, scene: Scene, frames: int, on_fail: Callable[[], None]) -> None:
        """Run the next ``frames`` frames guarded: an exception while ``scene`` is on the
        stack calls ``on_fail`` instead of ending the program (a continued game's first
        frames)."""
        self._guard = [scene, frames, on_fail]

    def handle(self, inp: Input) -> None:
        if inp.kind == "quit":
            self.running = False
            return
        if inp.kind in ("down", "command", "text"):
            self.menu_voice.engaged = False  # played on the canvas: a new screen leaves it there
        if inp.kind == "down" and platform.IS_WEB and self.settings.fullscreen and not self._paged:
            # The page's fullscreen, remembered, needs a click to be granted: the first one.
            self._paged = platform.set_page_fullscreen(True)
        if inp.kind == "command" and inp.command == "fullscreen":
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if getattr(self.top, "typing", False) and inp.kind == "command":
            # A name being typed: letters come as text, so their shortcuts (M, S, H...) wait.
            if (inp.text and inp.text.isprintable()) or inp.command not in TYPING_COMMANDS:
                return
        if inp.kind == "command" and inp.command == "sound":
            self.settings.sound = not self.settings.sound
            self.save_settings()
            self.toast(t("toast.sound_on" if self.settings.sound else "toast.sound_off"), 1.5)
            return
        if inp.kind == "command" and inp.command in ("help", "keys"):
            if navigator.is_scene(self.top, "keys"):
                self.pop()
            elif inp.command == "keys" or self.top is None or not self.top.on_help():
                self.push(navigator.make("keys", self))
            return
        if inp.kind == "resize":
            return
        if self.top is not None:
            self.top.handle(inp)

    def draw(self) -> None:
        surface = self.surface
        draw.drawing_frame(surface)
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes:
            surface.blit(draw.felt(), (0, 0))
        for scene in self.scenes[start:]:
            scene.draw(surface)
            scene.draw_over(surface)
        notice = getattr(self.top, "draw_notice", None)  # e.g. an online table reconnecting
        if notice is not None:
            notice(surface)
        self.draw_toasts(surface)

    def toast_rects(self) -> list[tuple[str, float, pygame.Rect]]:
        """Where the toasts are drawn, newest lowest: above the bottom row, or where the top
        scene says (``toast_at``: a Copy strip's toast covers the strip, not a line of text)."""
        at = getattr(self.top, "toast_at", None)
        x, y = (at() if at is not None else None) or (W // 2, H - 96)
        out = []
        for message, left in reversed(self.toasts):
            img = toast_words(message)
            rect = img.get_rect(midbottom=(x, y)).inflate(40, 22)
            rect.bottom = y
            out.append((message, left, rect))
            y = rect.y - 10
        return out

    def draw_toasts(self, surface: pygame.Surface) -> None:
        for message, left, rect in self.toast_rects():
            img = toast_words(message)
            alpha = int(230 * min(1.0, left / 0.4))
            draw.panel(surface, rect, theme.TOAST, alpha, rect.h // 2, theme.SUN, 3)
            surface.blit(img, img.get_rect(center=rect.center))

    def present(self) -> None:
        """Scale the logical surface into the window, letterboxed, keeping the aspect (or,
        on a touch screen held upright, show the "turn your phone" hint instead)."""
        ww, wh = self.window.get_size()
        if self.portrait.shown:
            self.portrait.draw(self.window)
            return
        if (ww, wh) == LOGICAL_SIZE:
            self._view = pygame.Rect(0, 0, W, H)
            if self.surface is not self.window:
                self.window.blit(self.surface, (0, 0))
            return
        if self.surface is self.window:  # resized: draw off-window from now on
            self.surface = pygame.Surface(LOGICAL_SIZE).convert()
            self.draw()
        scale = min(ww / W, wh / H)
        vw, vh = max(1, int(W * scale)), max(1, int(H * scale))
        self._view = pygame.Rect((ww - vw) // 2, (wh - vh) // 2, vw, vh)
        self.window.fill(theme.LETTERBOX)
        scaled = self._scaled
        if scaled is None or scaled.get_size() != (vw, vh):
            scaled = self._scaled = pygame.Surface((vw, vh), 0, self.surface)
        self.window.blit(pygame.transform.smoothscale(self.surface, (vw, vh), scaled), self._view)

    def leave(self) -> None:
        """The window closes: every scene leaves as when quitting to the title (an online
        table closes its connection; ``closed`` then lets that finish)."""
        while self.scenes:
            self.scenes.pop().exit()

    def shutdown(self) -> None:
        self.save_settings()
        pygame.quit()


CLOSE_WAIT = 2.0  # seconds the loop waits at most for the scenes' connections to close


async def closed(app: App, most: float = CLOSE_WAIT) -> None:
    """Leave every scene and let what they started finish (an online table's connection
    closes cleanly, its reconnecting stops) before the event loop ends (asyncio.run cancels
    what is still running after ``most`` seconds)."""
    app.leave()
    here = asyncio.current_task()
    others = [task for task in asyncio.all_tasks() if task is not here]
    if others:
        await asyncio.wait(others, timeout=most)


async def main(max_frames: int | None = None) -> None:
    """The game loop: events -> update -> draw -> flip -> think -> yield to the browser/asyncio.

    On the desktop ``clock.tick`` holds the loop to FRAME_CAP; in the page it does not wait
    (nor does a zero sleep), so the thinking's share is measured from the frame's own start
    (``App.spare``), never from the tick."""
    app = App()
    app.collector = Collector()
    clock = pygame.time.Clock()
    try:
        while app.running:
            dt = clock.tick(platform.FRAME_CAP) / 1000.0
            started = time.perf_counter()
            app.step(dt, flip=pygame.display.flip)
            await asyncio.sleep(app.pace.pause(time.perf_counter() - started))
            if max_frames is not None and app.frame >= max_frames:
                app.running = False
    finally:
        app.collector.release()
    await closed(app)
    app.shutdown()


__all__ = ["App", "FPS", "main"]
