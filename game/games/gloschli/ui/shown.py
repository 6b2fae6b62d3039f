"""What the Gloschli table shows (:class:`Shown`).

The table owns one :class:`Shown` for its whole life. Its ``view`` is always the viewer's typed
view (game/games/gloschli/view.py), never the state, so in hot seat nothing one player knows
reaches another player's screen; the animator (motion.py) replaces it with patched copies in the
animations' hooks (``patch``, ``put``: the view is frozen) and the table's ``sync`` takes the
viewer's view again when they end. The rest is what only the screen knows: cards in flight
(``masks``), faces on show for a while (GL-34's ``reveal``, the start peeks ``held``), the round
end's open rows, marks over cards. The painter (paint.py) draws it, the prompts (prompts.py)
word it. The parts name the table's class for its types only: the imports that run go one
way, table -> its parts (paint, motion, prompts, choice, ...) -> shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from game.games.gloschli.view import Slot, View

Place = tuple[Any, ...]  # ("slot", seat, slot), ("deck",), ("drawn",), ("discard",), ...

REVEAL = 2.0  # seconds a seen card stays face up (GL-34) unless the memory aid is on
FLIP = 0.2  # a flip's duration
MARK_SECONDS = 1.4


@dataclass
class Shown:
    """The picture on the table (see the module's docstring)."""

    view: View  # the viewer's view, patched
    viewer: int = 0  # whose knowledge is on show
    masks: set[Place] = field(default_factory=set)  # places whose card is in flight
    reveal: dict[Place, list[float]] = field(default_factory=dict)  # place -> [elapsed, secs]
    held: set[Place] = field(default_factory=set)  # start peeks shown until dismissed
    memo_hold: bool = False  # the start peeks are on show: nothing moves on until hidden
    reveal_all: list[list[int]] | None = None  # round end: every card, per seat
    marks: list[list[Any]] = field(default_factory=list)  # [(seat, slot), kind, seconds left]
    public: set[Place] = field(default_factory=set)  # a failed match's card, shown to all

    def cell(self, seat: int, slot: int) -> Slot | None:
        rows = self.view.slots
        if seat < len(rows) and slot < len(rows[seat]):
            return rows[seat][slot]
        return None

    def patch(self, **changes: Any) -> None:
        """The view on show with ``changes`` (its fields by name)."""
        self.view = replace(self.view, **changes)

    def put(self, seat: int, slot: int, cell: Slot | None) -> None:
        """``cell`` in ``seat``'s row at ``slot`` (None: a hole), the row grown with empty
        face-down places up to it if it is shorter."""
        rows = list(self.view.slots)
        if seat >= len(rows):
            return
        row = list(rows[seat])
        while len(row) <= slot:
            row.append(Slot(None, (), False))
        row[slot] = cell
        rows[seat] = tuple(row)
        self.patch(slots=tuple(rows))

    def start_reveal(self, place: Place, seconds: float = REVEAL) -> None:
        self.reveal[place] = [0.0, seconds]

    def forget(self) -> None:
        """Another person has the device: nothing of the last one's memory stays on show."""
        self.reveal.clear()
        self.held.clear()
        self.memo_hold = False

    def fade(self, dt: float, fade: float) -> None:
        """A frame passes for the reveals (``dt``) and the marks (``fade``: at the
        animations' speed)."""
        for place in list(self.reveal):
            r = self.reveal[place]
            r[0] += dt
            if r[0] >= r[1]:
                del self.reveal[place]
        for m in self.marks:
            m[2] -= fade
        self.marks = [m for m in self.marks if m[2] > 0]


Handler = Callable[[Any], None]  # one event (as the viewer sees it) -> its animation
