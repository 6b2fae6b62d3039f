"""The person's choice at the Gloschli table, click by click (:class:`Choice`, owned by the
table): which cards a click acts on now, and what each click, key or spoken move does.

A move of two clicks is made one way: its first click is kept as the choice's ``first``
(:class:`First`) until the second click completes it or Back (Cancel, No) drops it. The first
click may aim a take or a match (a slot of one's own next: ``mode``), choose a power (its first
target next: ``power_preview``, nothing applied yet) or call GLOSCHLI! (Yes or No next:
``confirm``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.games.gloschli.rules import (
    Call,
    Discard,
    Draw,
    MatchDiscard,
    Pick,
    PickSeat,
    StartPeek,
    SwapInto,
    TakeDiscard,
)
from game.games.gloschli.ui.shown import FLIP, REVEAL, Shown
from game.i18n import t
from game.ui.scene import PRESS_GUARD

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


Preview = tuple[dict[str, Any], list[Any]]  # the match's (view, legal) after a power's Discard


@dataclass(frozen=True)
class First:
    """The first click of a two-click move, waiting for its second."""

    kind: str  # "take" | "match": a slot next; "power": its first target; "call": Yes or No
    # A power chosen: the match's private look past its Discard, to find the targets; the
    # Discard is applied with the first target picked, so until then Cancel goes back to the
    # choice (nothing was done).
    preview: Preview | None = None


class Choice:
    """A move being made: what the person has chosen so far and what a click means now. Its
    actions go to the table (``human_act``, ``perform``), its refusals to the table's hint."""

    def __init__(self, table: GloschliTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.first: First | None = None  # a two-click move's first click

    @property
    def mode(self) -> str | None:
        """A take or a match aimed ("take" | "match"): the slot is chosen next."""
        first = self.first
        return first.kind if first is not None and first.kind in ("take", "match") else None

    @property
    def confirm(self) -> bool:
        """GLOSCHLI! pressed: the confirmation is open."""
        return self.first is not None and self.first.kind == "call"

    @property
    def power_preview(self) -> Preview | None:
        """A power chosen, not yet committed: the match's (view, legal) after its Discard."""
        return self.first.preview if self.first is not None else None

    def clear(self) -> None:
        """Nothing chosen: the view on show changed, or another move was made."""
        self.first = None

    def back(self) -> None:
        """The first click taken back (Cancel, No, the Back key): nothing was done."""
        self.first = None
        self.table.ui_version += 1

    def unaim(self) -> None:
        """A take or match aimed gives way to another move (a chosen power stays chosen)."""
        if self.mode is not None:
            self.first = None

    def hold_power(self, preview: Preview | None) -> bool:
        """Keep a power chosen with the match's ``preview`` past its Discard, if it has
        targets to pick; False if there is nothing to pick."""
        if preview is not None and preview[1] and preview[0]["phase"] == "power":
            self.first = First("power", preview)
            return True
        return False

    def targets(self) -> dict[tuple[int, int], object]:
        """(seat, slot) -> the action a click on that card makes now."""
        if not self.table.my_turn() or self.shown.memo_hold or self.confirm:
            return {}
        phase = self.phase()
        me = self.table.viewer
        out: dict[tuple[int, int], object] = {}
        for a in self.choice_legal():
            if isinstance(a, StartPeek):
                out[(me, a.slot)] = a
            elif isinstance(a, TakeDiscard) and self.mode == "take":
                out[(me, a.slot)] = a
            elif isinstance(a, MatchDiscard) and self.mode == "match":
                out[(me, a.slot)] = a
            elif isinstance(a, SwapInto):
                out[(me, a.slot)] = a
            elif isinstance(a, Pick):
                out[(a.seat, a.slot)] = a
            elif isinstance(a, PickSeat) and phase == "power":
                for i, c in enumerate(self.shown.view.slots[a.seat]):
                    if c is not None and not c.face_up:
                        out[(a.seat, i)] = a
        return out

    def legal_of(self, cls) -> list:
        if not self.table.my_turn():
            return []
        return [a for a in self.choice_legal() if isinstance(a, cls)]

    def choice_legal(self) -> list:
        """The actions the person chooses from: while a power is only chosen, those after its
        Discard (the match's private preview)."""
        return (
            self.power_preview[1]
            if self.power_preview is not None
            else self.table.match.legal_actions()
        )

    def phase(self) -> str:
        return "power" if self.power_preview is not None else self.shown.view.phase

    def choose_power(self) -> None:
        """The power button: show its targets; nothing is applied until one is picked."""
        acts = [a for a in self.legal_of(Discard) if a.use_power]
        if not acts or not self.table.my_turn() or self.table.app.time < self.table.ready_at:
            self.act_first(Discard, use_power=True)  # the hints of the usual path
            return
        if self.hold_power(self.table.match.preview(acts[0])):
            self.table.ready_at = self.table.app.time + PRESS_GUARD  # one press, one step
            self.table.ui_version += 1
        else:  # a power with nothing to pick (Glubschi looks at once): done now
            self.act_first(Discard, use_power=True)

    def commit(self, action) -> None:
        """Act; while a power is only chosen, its Discard first, then this first step."""
        if self.power_preview is None:
            self.table.human_act(action)
            return
        if not self.table.my_turn() or self.table.app.time < self.table.ready_at:
            self.table.human_act(action)  # the hint, or the double-click guard's silence
            return
        self.first = None
        self.table.human_act(Discard(use_power=True))
        if action in self.table.match.legal_actions():
            self.table.perform(action)

    def on_slot(self, seat: int, slot: int) -> None:
        action = self.targets().get((seat, slot))
        if action is None:
            self.table.show_hint(self.slot_hint(seat, slot))
            return
        self.unaim()
        self.commit(action)
        self.table.ui_version += 1

    def on_seat(self, seat: int) -> None:
        acts = [a for a in self.legal_of(PickSeat) if a.seat == seat]
        if acts:
            self.commit(acts[0])

    def slot_hint(self, seat: int, slot: int) -> str:
        if not self.table.my_turn():
            return self.table.wait_hint()
        c = self.shown.cell(seat, slot)
        if c is not None and c.face_up:
            return t("gl.hint.chotzli_up")
        if seat in self.shown.view.protected:
            return t("gl.hint.protected", name=self.table.seat_name(seat))
        phase = self.phase()
        if phase == "turn":
            return t("gl.hint.choose_first")
        if phase == "end":
            return t("gl.hint.end_first")
        if phase == "power":
            return t("gl.hint.not_target")
        return t("hint.not_legal")

    def draw_card(self) -> None:
        acts = self.legal_of(Draw)
        if acts:
            self.unaim()
            self.table.human_act(acts[0])
        else:
            self.table.show_hint(
                self.table.wait_hint() if not self.table.my_turn() else t("gl.hint.no_draw")
            )

    def set_mode(self, mode: str) -> None:
        if not self.table.my_turn():
            self.table.show_hint(self.table.wait_hint())
            return
        self.first = None if self.mode == mode else First(mode)
        if self.mode is not None and self.table.tips.current is not None:
            # a turn's tip is about the choice just made: back (unseen) later
            self.table.tips.current = None
        self.table.ui_version += 1

    def act_first(self, cls, **match) -> None:
        for a in self.legal_of(cls):
            if all(getattr(a, k) == v for k, v in match.items()):
                self.unaim()
                self.commit(a)
                return
        self.table.show_hint(
            self.table.wait_hint() if not self.table.my_turn() else t("hint.not_legal")
        )

    def ask_call(self) -> None:
        if self.legal_of(Call):
            self.first = First("call")
            self.table.ui_version += 1

    def do_call(self) -> None:
        self.first = None
        self.act_first(Call)

    def hide_held(self) -> None:
        """The player has memorized the start peeks: turn them face down (GL-34)."""
        shown = self.shown
        for place in shown.held:
            shown.reveal[place] = [REVEAL - FLIP, REVEAL]  # flip down
        shown.held.clear()
        shown.memo_hold = False
        self.table.ui_version += 1

    def spoken_act(self, action) -> Callable[[], None]:
        def go() -> None:
            if self.table.my_turn():  # the table's own half-made choices give way to this one
                self.clear()
                self.table.perform(action)
                self.table.ui_version += 1

        return go
