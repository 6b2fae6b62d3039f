"""A document in memory, as much of the DOM as the spoken table uses: the desktop's layer
(its live lines are what the desktop's spoken-lines window shows) and the tests' page."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.access.layer import PRESS


class MemoryElement:
    # No property of an element is set from Python (the layer calls methods only): slots make
    # a set that slipped in fail here, as it might through a page's bridge.
    __slots__ = ("doc", "tag", "attrs", "children", "parentNode", "_text")

    def __init__(self, doc: MemoryDocument, tag: str) -> None:
        self.doc = doc
        self.tag = tag
        self.attrs: dict[str, str] = {}
        self.children: list[MemoryElement] = []
        self.parentNode: MemoryElement | None = None
        self._text = ""

    # -- the DOM's names ----------------------------------------------------------------------
    @property
    def textContent(self) -> str:  # noqa: N802
        return self._text + "".join(c.textContent for c in self.children)

    @property
    def firstChild(self) -> MemoryElement | None:  # noqa: N802
        return self.children[0] if self.children else None

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802
        self.attrs[name] = str(value)

    def getAttribute(self, name: str) -> str | None:  # noqa: N802
        return self.attrs.get(name)

    def appendChild(self, child: MemoryElement) -> MemoryElement:  # noqa: N802
        if child.parentNode is not None:
            child.parentNode.removeChild(child)
        child.parentNode = self
        self.children.append(child)
        return child

    def removeChild(self, child: MemoryElement) -> MemoryElement:  # noqa: N802
        self.children.remove(child)
        child.parentNode = None
        if any(e is self.doc.activeElement for e in child.walk()):
            self.doc.activeElement = self.doc.body  # as a page does when the focused one goes
        return child

    @property
    def tagName(self) -> str:  # noqa: N802
        return self.tag.upper()

    def focus(self) -> None:
        self.doc.activeElement = self

    def click(self) -> None:
        """What a person's activation does: a layer button marks its choice on its layer
        (the nearest element holding ``data-pressed``, as PRESS's ``closest`` finds it)."""
        if self.tag == "button" and self.attrs.get("onclick") == PRESS:
            root: MemoryElement | None = self
            while root is not None and "data-pressed" not in root.attrs:
                root = root.parentNode
            if root is not None:
                marks = root.getAttribute("data-pressed") or ""
                root.setAttribute("data-pressed", marks + self.attrs.get("value", "") + " ")

    # -- for reading it back ------------------------------------------------------------------
    def walk(self) -> Iterator[MemoryElement]:
        yield self
        for child in self.children:
            yield from child.walk()

    def find_all(self, tag: str) -> list[MemoryElement]:
        return [e for e in self.walk() if e.tag == tag]


class MemoryDocument:
    def __init__(self) -> None:
        self.body = MemoryElement(self, "body")
        self.activeElement: Any = self.body

    def createElement(self, tag: str) -> MemoryElement:  # noqa: N802
        return MemoryElement(self, tag)

    def createTextNode(self, text: str) -> MemoryElement:  # noqa: N802
        node = MemoryElement(self, "#text")
        node._text = str(text)
        return node

    def getElementById(self, wid: str) -> MemoryElement | None:  # noqa: N802
        return next((e for e in self.body.walk() if e.attrs.get("id") == wid), None)
