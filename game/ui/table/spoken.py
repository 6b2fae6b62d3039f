"""The spoken table's glue: the table's match, in words, into the accessible layer
(game/access/layer.py), and a move pressed there played.

On the web the layer lives in the page's DOM (pygbag's ``platform.window.document``), where a
screen reader reads and plays it; on the desktop the same layer is kept in memory and its
lines are what the spoken-lines window shows (game/ui/scenes/spoken.py). The words come from
the table: its log (as the log panel shows it), its status line, whose turn, the game's own
words (``position()``) and names of its moves (``spoken_choices()`` or its words' ``action()``),
all built from the seat's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import platform
from game.access.layer import Spoken, SpokenTable
from game.access.memory import MemoryDocument
from game.i18n import revision, t
from game.ui.log import render_entry

Choice = tuple[str, Callable[[], None]]


class Voice:
    """One table's spoken layer; :meth:`step` each frame the table runs."""

    def __init__(self, table: Any) -> None:
        self.table = table
        page = platform.page_document()
        if page is None:  # the desktop: the document the app's spoken menus keep in memory
            menus = getattr(table.app, "menu_voice", None)
            page = menus.doc if menus is not None else MemoryDocument()
        self.layer = SpokenTable(page)
        self.lines: list[str] = []  # the log as rendered so far (re-rendered for a language)
        self._log_key: tuple = ()
        self._choices: list[Choice] = []
        self._choice_key: tuple | None = None
        self._position: list[str] = []
        self._status = ""
        self._shown_key: tuple | None = None

    # -- words ----------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        log = self.table.match.log
        key = (revision(),)
        if key != self._log_key or len(log) < len(self.lines):
            self._log_key, self.lines = key, []
        for entry in log[len(self.lines) :]:
            self.lines.append(render_entry(entry, self.table.card_label))
        return self.lines

    def turn_line(self) -> str:
        match = self.table.match
        cur = match.current_player
        if match.is_over or cur is None:
            return t("access.over")
        if cur == self.table.viewer and not self.table.match.seats[cur].is_bot:
            return t("access.turn.yours", name=self.table.seat_name(cur))
        return t("access.turn.other", name=self.table.seat_name(cur))

    def choices(self) -> list[Choice]:
        """The moves now, named, each with what pressing it does (cached per position)."""
        table = self.table
        mine = table.my_turn()
        key: tuple = (table.match.version, table.viewer, mine, getattr(table, "ui_version", 0))
        key = (*key, revision(), table.seats.hand_visible(), table.app.top is table)
        key = (*key, *getattr(table, "spoken_state", tuple)())  # a game's own steps
        if key != self._choice_key:
            self._choice_key = key
            # The status line as it reads when the position changes (not as the pointer
            # hovers: those previews are the canvas's).
            self._status = table.status_text()[0] if table.app.top is table else ""
            if not table.way.plays:  # a finished game stepped through: nothing to play
                self._choices, self._position = [], []
                return self._choices
            own = getattr(table, "spoken_choices", None)
            if own is not None:
                self._choices = own() if table.app.top is table else []
            else:
                self._choices = default_choices(table) if mine else []
            visible = table.seats.hand_visible() and table.app.top is table
            self._position = table.words.position() if visible else []
        return self._choices

    def spoken(self) -> Spoken:
        table = self.table
        choices = self.choices()
        return Spoken(
            title=t(f"game.{table.spec.name}.name"),
            log=self.log_lines(),
            status=self._status,
            turn=self.turn_line(),
            position=self._position,
            moves=[name for name, _ in choices],
            labels={
                "moves": t("access.moves"),
                "position": t("access.position"),
                "say": t("access.say"),
                "log": t("access.log"),
                "none": t("access.none"),
            },
        )

    # -- each frame -------------------------------------------------------------------------------
    def step(self) -> None:
        """Said and offered anew only when the position or the log changed (it runs every
        frame, in the page too)."""
        self.choices()
        key = (self._choice_key, len(self.log_lines()))
        if key != self._shown_key:
            self._shown_key = key
            self.layer.show(self.spoken())
        for index in self.layer.pressed():
            if index < len(self._choices):
                self._choices[index][1]()
                self._choice_key = None  # the list is named again for the new position
            menus = getattr(self.table.app, "menu_voice", None)
            if menus is not None:  # played in the page's layer: the next screen's focus too
                menus.engaged = True

    def say_log(self) -> None:
        """The log lines not said yet, said now: a screen is about to cover the table (a
        round's or the game's results), and a covered table is not stepped."""
        lines = self.log_lines()
        for line in lines[self.layer.said :]:
            self.layer.say_line(line, "log")
        self.layer.said = len(lines)

    def say_result(self) -> None:
        """At the game's end: each seat's score in the game's words, then who won."""
        table = self.table
        result = table.match.result()
        words = table.spec.score_words
        for seat, score in enumerate(result.scores):
            line = t("access.score", name=table.seat_name(seat), score=words(score))
            self.layer.say_line(line, "result")
        winners = ", ".join(table.seat_name(s) for s in result.winners)
        self.layer.say_line(t("access.winners", names=winners), "result")

    def said(self) -> list[tuple[str, str]]:
        """(kind, line) of every line in the live region: the desktop's window shows them."""
        return [(p.attrs.get("data-kind", ""), p.textContent) for p in self.layer.live.children]

    def close(self) -> None:
        self.layer.remove()


def default_choices(table: Any) -> list[Choice]:
    """Each legal action named in the game's words (``words.action``), played when pressed."""
    out: list[Choice] = []
    for action in table.match.legal_actions():
        out.append((table.words.action(action), _act(table, action)))
    return out


def _act(table: Any, action: Any) -> Callable[[], None]:
    def go() -> None:
        if table.my_turn():  # the list is as old as a frame: the turn may have passed
            table.perform(action)

    return go
