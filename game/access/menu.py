"""The spoken menus: every screen that is not a table, in the page's accessible layer.

Under ``#meadow-menu``, beside the table's layer (game/access/layer.py), hidden from sight
only:

- the screen: a heading that says which screen this is, then its choices as real
  ``<button>``s named by what the screen shows on them, with their state in the name
  ("Sound: On", "Bot: easy, chosen"); a choice of several values is a group of
  buttons, one per value. A button that is off says so (``aria-disabled``) and still takes a
  press, which explains why, as on the canvas;
- a live region (``role="status"``, polite) to which each notice is appended, one paragraph
  each, never replaced.

A button's press is marked on the layer (the shared ``PRESS`` script) and taken by the glue
each frame (:meth:`SpokenMenu.pressed`). When the screen changes the buttons are built anew
and, when the person was using the layer, the focus goes to the new screen's first button.
Nothing here knows a game or a scene: it is given words (:class:`MenuScreen`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.access.layer import PRESS, Document, Layer, is_null

MENU_ID = "meadow-menu"
SCREEN_ID = "meadow-screen"
NOTICES_ID = "meadow-notices"
KEEP_NOTICES = 100


class MenuItem(NamedTuple):
    """One button: ``key`` names it to the glue (stable while the screen shows it). A tuple:
    the screen is compared with the last one every frame."""

    key: str
    name: str
    enabled: bool = True
    group: str = ""  # items in a row with the same group make one labelled group


@dataclass
class MenuScreen:
    """A screen in words: ``serial`` changes when another screen comes."""

    serial: int
    heading: str
    items: list[MenuItem] = field(default_factory=list)
    text: list[str] = field(default_factory=list)  # what it says beside its buttons


class SpokenMenu(Layer):
    """The menus' layer in ``document``: :meth:`show` a screen (or None: a table is up)."""

    def __init__(self, document: Document) -> None:
        super().__init__(document, MENU_ID)  # an earlier menu layer goes
        self.serial: int | None = None
        self.items: list[MenuItem] = []
        self.words: tuple[str, list[str]] = ("", [])  # the heading and text shown
        self.last: str | None = None  # the key last pressed on this screen
        self.buttons: dict[str, Any] = {}  # item key -> its element
        self.kept = 0
        self.screen = self._el("div", id=SCREEN_ID)
        self.root.appendChild(self.screen)
        self.notices = self.live_region(NOTICES_ID, "status")
        self.root.appendChild(self.notices)
        document.body.appendChild(self.root)

    def say(self, line: str) -> None:
        """A notice, appended to the live region (read after what is being said)."""
        p = self._el("p")
        self.write(p, line)
        self.notices.appendChild(p)
        self.kept += 1
        if self.kept > KEEP_NOTICES:
            first = self.notices.firstChild
            if not is_null(first):
                self.notices.removeChild(first)
                self.kept -= 1

    def focus_left_here(self) -> bool:
        """Is the page's focus on nothing (its element was taken away with a screen) or in a
        spoken layer (``data-layer``: these menus, the table's moves)? Then a new screen may
        take it: the canvas's, or another element's of the page, is never taken."""
        active = self.doc.activeElement
        if is_null(active) or str(active.tagName).upper() == "BODY":
            return True
        mark = active.getAttribute("data-layer")
        return not is_null(mark) and str(mark) in ("menu", "table")

    def show(self, screen: MenuScreen | None, take_focus: bool = False) -> None:
        """Bring the layer up to date: a new screen is built anew (its first button focused
        when ``take_focus``); the same screen's buttons are renamed in place, so the one
        being pressed keeps the focus."""
        if screen is None:
            if self.serial is not None:
                self._clear()
            return
        keys = [item.key for item in screen.items]
        groups = [item.group for item in screen.items]
        same = screen.serial == self.serial and keys == [i.key for i in self.items]
        same = same and (screen.heading, screen.text) == self.words
        if same and groups == [i.group for i in self.items]:
            if screen.items == self.items:
                return
            for old, new in zip(self.items, screen.items, strict=True):
                if old != new:
                    self._name(self.buttons[new.key], new)
            self.items = list(screen.items)
            return
        new_screen = screen.serial != self.serial
        # The same screen rebuilt (a seat added or taken away) after a press here: the focus
        # stays with the pressed button, or goes to the first when that one is gone.
        refocus = self.last if not new_screen else None
        self._clear()
        self.serial, self.items = screen.serial, list(screen.items)
        self.words = (screen.heading, list(screen.text))
        h1 = self._el("h1")
        self.write(h1, screen.heading)
        self.screen.appendChild(h1)
        for line in screen.text:
            p = self._el("p")
            self.write(p, line)
            self.screen.appendChild(p)
        box = self._el("div", role="group")
        box.setAttribute("aria-label", screen.heading)
        self.screen.appendChild(box)
        holder, label = box, ""
        for item in screen.items:
            if item.group != label:
                label = item.group
                holder = box
                if label:
                    holder = self._el("div", role="group")
                    holder.setAttribute("aria-label", label)
                    box.appendChild(holder)
            b = self._el("button", type="button", onclick=PRESS)
            b.setAttribute("value", f"{self.serial}|{item.key}")
            b.setAttribute("data-layer", "menu")
            self._name(b, item)
            holder.appendChild(b)
            self.buttons[item.key] = b
        if refocus is not None and refocus in self.buttons:
            self.buttons[refocus].focus()
        elif screen.items and (refocus is not None or (new_screen and take_focus)):
            self.buttons[screen.items[0].key].focus()

    def _name(self, b: Any, item: MenuItem) -> None:
        self.write(b, item.name)
        b.setAttribute("aria-disabled", "false" if item.enabled else "true")

    def _clear(self) -> None:
        self.serial, self.items, self.buttons, self.words = None, [], {}, ("", [])
        self.last = None
        self.clear(self.screen)

    def pressed(self) -> str | None:
        """The key of the button pressed on this screen since the last call (one a frame;
        a press on a screen gone since is dropped)."""
        marks = self.root.getAttribute("data-pressed")
        if is_null(marks) or not str(marks).strip():
            return None
        self.root.setAttribute("data-pressed", "")
        for mark in str(marks).split():
            serial, _, key = mark.partition("|")
            if serial == str(self.serial) and key in self.buttons:
                self.last = key
                return key
        return None
