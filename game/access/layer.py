"""The spoken table: an accessible layer beside the canvas, hidden from sight only.

What it holds, in the page's DOM under ``#meadow-access``:

- a live region (``role="log"``, ``aria-live="polite"``) to which each new log line, each
  change of the status line and of whose turn it is, and a summary asked for, are appended as
  one paragraph each: appended, never replaced, so a screen reader queues every line and none
  is dropped (``data-kind`` tells a log line from a status, a turn or a summary line);
- the position in the game's words (a list, rebuilt when it changes) and a button that says it;
- the moves the seat may make now, as real ``<button>``s named for what they do. A button's
  click marks its choice on the layer (``data-pressed``, by its own ``onclick``: no callback
  from the page into Python is needed); the glue takes the marks each frame. After a move the
  focus returns to the list of moves.

Everything comes in as words built from the seat's own view: nothing else can get in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

ROOT_ID = "meadow-access"
LIVE_ID = "meadow-live"
MOVES_ID = "meadow-moves"
POSITION_ID = "meadow-position"
SAY_ID = "meadow-say"
KEEP_LINES = 300  # live lines kept in the page; older ones were said long ago
# Seen by assistive technology, not on screen (the usual visually-hidden rule).
HIDDEN_STYLE = (
    "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;"
    "overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap"
)
# A button's click marks its choice on its layer (the table's or the menus': the nearest
# holder of ``data-pressed``). Keys pressed in a layer stay there (the game's own keys listen
# on the window), and Enter or Space on a button clicks it here: in the game's page Chromium
# did not (its default action is prevented there).
PRESS = (
    "var r=this.closest('[data-pressed]');"
    "r.setAttribute('data-pressed',(r.getAttribute('data-pressed')||'')+this.value+' ')"
)
KEEP_KEYS = (
    "event.stopPropagation();"
    "if((event.key==='Enter'||event.key===' ')&&event.target.tagName==='BUTTON'){"
    "event.preventDefault();event.target.click()}"
)


class Element(Protocol):
    """The part of a DOM element the layer uses (a JS element through pygbag or Pyodide, or
    the tests' fake)."""

    firstChild: Any
    parentNode: Any

    def setAttribute(self, name: str, value: str) -> None: ...  # noqa: N802 - the DOM's names
    def getAttribute(self, name: str) -> Any: ...  # noqa: N802
    def appendChild(self, child: Any) -> Any: ...  # noqa: N802
    def removeChild(self, child: Any) -> Any: ...  # noqa: N802
    def focus(self) -> None: ...


class Document(Protocol):
    body: Any
    activeElement: Any

    def createElement(self, tag: str) -> Any: ...  # noqa: N802
    def createTextNode(self, text: str) -> Any: ...  # noqa: N802
    def getElementById(self, wid: str) -> Any: ...  # noqa: N802


@dataclass
class Spoken:
    """What the layer says and offers now, in words (the glue builds it from the table)."""

    title: str = ""  # the game's name: the layer's heading
    log: list[str] = field(default_factory=list)  # every log line so far, oldest first
    status: str = ""  # the status line
    turn: str = ""  # whose turn it is, in words ("" when the game is over)
    position: list[str] = field(default_factory=list)  # the summary, line by line
    moves: list[str] = field(default_factory=list)  # the buttons' names, in order
    labels: dict[str, str] = field(default_factory=dict)  # the layer's own words


LABELS = ("moves", "position", "say", "log", "none")  # the words Spoken.labels must hold


def is_null(value: Any) -> bool:
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


class Layer:
    """What each spoken layer does in the page: a hidden root of its own (one left by an
    earlier table or screen replaced), elements made with their attributes, text written."""

    def __init__(self, document: Document, root_id: str) -> None:
        self.doc = document
        old = document.getElementById(root_id)
        if not is_null(old):
            old.parentNode.removeChild(old)
        self.root = self._el("div", id=root_id, style=HIDDEN_STYLE, onkeydown=KEEP_KEYS)
        self.root.setAttribute("data-pressed", "")

    def _el(self, tag: str, **attrs: str) -> Any:
        el = self.doc.createElement(tag)
        for name, value in attrs.items():
            el.setAttribute(name, value)
        return el

    def live_region(self, wid: str, role: str) -> Any:
        """A polite live region: each element appended to it is read out in turn."""
        el = self._el("div", id=wid, role=role)
        el.setAttribute("aria-live", "polite")
        el.setAttribute("aria-relevant", "additions")
        return el

    # Only method calls and property reads reach the page: any bridge to its JavaScript
    # (pygbag's, Pyodide's) carries them.
    def write(self, el: Any, text: str) -> None:
        """``el``'s text is ``text`` (what it held before is gone)."""
        self.clear(el)
        el.appendChild(self.doc.createTextNode(text))

    @staticmethod
    def clear(el: Any) -> None:
        first = el.firstChild
        while not is_null(first):
            el.removeChild(first)
            first = el.firstChild

    def remove(self) -> None:
        parent = self.root.parentNode
        if not is_null(parent):
            parent.removeChild(self.root)


class SpokenTable(Layer):
    """The layer in ``document``: :meth:`show` brings it up to date with a :class:`Spoken`;
    :meth:`pressed` gives the moves chosen since the last call (indexes into ``moves``)."""

    def __init__(self, document: Document) -> None:
        super().__init__(document, ROOT_ID)  # an earlier table's layer goes
        self.said = 0  # log lines already in the live region
        self.status = ""
        self.turn = ""
        self.moves: list[str] = []
        self.position: list[str] = []
        self.generation = 0  # bumped with each new list of moves: stale presses are dropped
        self.labels: dict[str, str] = {}
        self.kept = 0  # lines in the live region now
        self.heading = self._el("h1")
        self.root.appendChild(self.heading)
        self.moves_head = self._el("h2")
        self.root.appendChild(self.moves_head)
        # Marked as the layer's: the next screen's spoken menu may take the focus from here.
        self.moves_box = self._el(
            "div", id=MOVES_ID, role="group", tabindex="-1", **{"data-layer": "table"}
        )
        self.root.appendChild(self.moves_box)
        self.position_head = self._el("h2")
        self.root.appendChild(self.position_head)
        self.say = self._el("button", id=SAY_ID, type="button", value="say", onclick=PRESS)
        self.say.setAttribute("data-layer", "table")
        self.root.appendChild(self.say)
        self.position_box = self._el("ul", id=POSITION_ID)
        self.root.appendChild(self.position_box)
        self.live_head = self._el("h2")
        self.root.appendChild(self.live_head)
        self.live = self.live_region(LIVE_ID, "log")
        self.root.appendChild(self.live)
        document.body.appendChild(self.root)

    # -- what it says -------------------------------------------------------------------------
    def say_line(self, text: str, kind: str) -> None:
        """Append one line to the live region (read out in turn, after the lines before)."""
        p = self._el("p", **{"data-kind": kind})
        self.write(p, text)
        self.live.appendChild(p)
        self.kept += 1
        if self.kept > KEEP_LINES:
            first = self.live.firstChild
            if not is_null(first):
                self.live.removeChild(first)
                self.kept -= 1

    def show(self, spoken: Spoken) -> None:
        """Bring the layer up to date: new log lines, a new status or turn said; the moves and
        the position rebuilt when they changed."""
        if spoken.labels != self.labels:
            self.labels = dict(spoken.labels)
            self.write(self.heading, spoken.title)
            self.write(self.moves_head, self.labels.get("moves", ""))
            self.moves_box.setAttribute("aria-label", self.labels.get("moves", ""))
            self.write(self.position_head, self.labels.get("position", ""))
            self.write(self.say, self.labels.get("say", ""))
            self.write(self.live_head, self.labels.get("log", ""))
            self.live.setAttribute("aria-label", self.labels.get("log", ""))
        if len(spoken.log) < self.said:  # an undo took lines back: say from there again
            self.said = len(spoken.log)
        for line in spoken.log[self.said :]:
            self.say_line(line, "log")
        self.said = len(spoken.log)
        if spoken.turn and spoken.turn != self.turn:
            self.say_line(spoken.turn, "turn")
        self.turn = spoken.turn
        if spoken.status and spoken.status != self.status and spoken.status != spoken.turn:
            self.say_line(spoken.status, "status")
        self.status = spoken.status
        if spoken.position != self.position:
            self.position = list(spoken.position)
            self.clear(self.position_box)
            for line in self.position:
                li = self._el("li")
                self.write(li, line)
                self.position_box.appendChild(li)
        if spoken.moves != self.moves:
            self.set_moves(spoken.moves)

    def set_moves(self, moves: list[str]) -> None:
        self.moves = list(moves)
        self.generation += 1
        self.clear(self.moves_box)
        if not moves:
            p = self._el("p")
            self.write(p, self.labels.get("none", ""))
            self.moves_box.appendChild(p)
        for i, name in enumerate(moves):
            b = self._el("button", type="button", value=f"{self.generation}.{i}", onclick=PRESS)
            b.setAttribute("data-layer", "table")
            self.write(b, name)
            self.moves_box.appendChild(b)

    def say_position(self) -> None:
        for line in self.position:
            self.say_line(line, "summary")

    # -- what was pressed ---------------------------------------------------------------------
    def pressed(self) -> list[int]:
        """The moves pressed since the last call (indexes into the moves now); "Say the
        position" is answered here. The focus goes back to the list after a move."""
        marks = self.root.getAttribute("data-pressed")
        if is_null(marks) or not str(marks).strip():
            return []
        self.root.setAttribute("data-pressed", "")
        out: list[int] = []
        for mark in str(marks).split():
            if mark == "say":
                self.say_position()
                continue
            gen, _, index = mark.partition(".")
            if gen == str(self.generation) and index.isdigit() and int(index) < len(self.moves):
                out.append(int(index))
        if out:
            self.moves_box.focus()
        return out[:1]  # one move a frame: the next list is built for the next one
