"""The spoken menus' glue: the screen on top, in words, into the menus' accessible layer
(game/access/menu.py), and a button pressed there pressed on the screen.

Every screen that is not a table (a table speaks for itself: game/ui/table/spoken.py) is
offered as its heading, what it says, and the widgets its keyboard focus goes through, each
named by what it shows (``Widget.voiced``). A press there does what a click on the widget
does: the click's sound, the same action, and the canvas's focus ring follows. The app's
notices are said in the layer's live region. On the web the layer is in the page; on the
desktop it is kept in memory (the tests read it there).
"""

from __future__ import annotations

from typing import Any

from game import platform
from game.access.layer import is_null
from game.access.memory import MemoryDocument
from game.access.menu import MenuItem, MenuScreen, SpokenMenu
from game.i18n import t
from game.ui.widgets import Voiced, Widget


class MenuVoice:
    """The app's spoken menus; :meth:`step` once a frame, after the top scene's update."""

    def __init__(self, app: Any) -> None:
        self.app = app
        page = platform.page_document()
        self.doc: Any = page if page is not None else MemoryDocument()
        self.layer = SpokenMenu(self.doc)
        self.scene: Any = None
        self.serial = 0
        self.buttons: dict[str, tuple[Widget, Voiced]] = {}
        self.notices: set[str] = set()  # the notices on screen now, said once each
        # Did the last press come from a spoken layer (not the canvas)? A new screen then
        # takes the focus to its first button; a person on the canvas keeps it there.
        self.engaged = False

    def step(self) -> None:
        self.say_notices()
        top = self.app.top
        if top is None or getattr(top, "voice", None) is not None:
            self.scene = None  # a table: its own layer speaks
            self.layer.show(None)
            return
        new = top is not self.scene
        if new:
            self.scene = top
            self.serial += 1
        screen = self.screen(top)
        take = new and self.engaged and self.layer.focus_left_here()
        self.layer.show(screen, take_focus=take)
        key = self.layer.pressed()
        if key is not None and key in self.buttons:
            self.press(top, *self.buttons[key])

    def screen(self, scene: Any) -> MenuScreen:
        items: list[MenuItem] = []
        self.buttons = {}
        for w in scene.focusable():
            for v in w.voiced():
                key = f"{w.id}#{v.key}" if v.key else w.id
                items.append(MenuItem(key, v.name, v.enabled, v.group))
                self.buttons[key] = (w, v)
        return MenuScreen(self.serial, scene.spoken_heading(), items, scene.spoken_text())

    def press(self, scene: Any, w: Widget, v: Voiced) -> None:
        """What a click on ``w`` does (on that value of it), or why it is off."""
        self.engaged = True
        scene.focus_id = w.id  # the canvas's ring follows, for a person who looks too
        if not (v.enabled and w.enabled):
            scene.explain_disabled(w)
            return
        self.app.sound.play("click")
        v.act()
        scene.note_widgets()
        if v.canvas:  # typing goes to the game: the keys pressed in the layer stay in it
            canvas = self.doc.getElementById("canvas")
            if not is_null(canvas):
                canvas.focus()
            self.layer.say(t("access.typing"))

    def say_notices(self) -> None:
        now = {str(message) for message, _left in self.app.toasts}
        for message, _left in self.app.toasts:
            if message not in self.notices:
                self.layer.say(str(message))
        self.notices = now

    def close(self) -> None:
        self.layer.remove()
