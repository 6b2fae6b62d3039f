"""What the Gloschli table says to the person: the status line, which first-game tip fits
now and where a coach hint is (:class:`Prompts`, owned by the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import game.games.gloschli.narrate as narrate
from game.games.gloschli.rules import (
    Call,
    Discard,
    Draw,
    EndTurn,
    Keep,
    MatchDiscard,
    Pass,
    Pick,
    PickSeat,
    StartPeek,
    SwapInto,
    TakeDiscard,
)
from game.games.gloschli.ui.pieces import SlotWidget
from game.games.gloschli.ui.shown import Shown
from game.games.gloschli.view import View
from game.i18n import t, tn

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


def off_numbers(cards: pygame.Rect) -> pygame.Rect:
    """A tip's target on cards, trimmed at the bottom so its pulsing ring (up to 12 px out,
    hints.pointer_ring) stays off the place numbers under the person's (lifted) cards."""
    return cards.inflate(0, -20).move(0, -10)


class Prompts:
    """The table's words and pointers: its status line, the first-game tip that fits now and
    where it points, and what a coach hint lights. Owned by the table, whose ``status_text``
    (once no hint of its own is on show) and parts (``tipping.for_now``, ``tipping.target``,
    ``coaching.rects``) answer with it. It reads the person's choice and the table's places as
    given."""

    def __init__(self, table: GloschliTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.choice, self.places = table.choice, table.places
        self._tipped: tuple[int, str] | None = None  # the last tip given, and at what position

    # -- first-game tips (game/ui/hints.py) ---------------------------------------------------
    def tip_for_now(self) -> str | None:
        if self.shown.memo_hold or self.choice.confirm or self.choice.mode is not None:
            return None  # choosing a card to take or to match: no tip about other choices
        seen = self.table.app.settings.hints_seen
        phase = self.shown.view.phase
        power = any(a.use_power for a in self.choice.legal_of(Discard))
        version = self.table.match.version
        if self._tipped is not None and self._tipped[0] == version and self._tipped[1] in seen:
            return None  # one tip a step: after "Got it" the next waits for a move
        order = [
            ("gl_start_peek", phase == "peek"),
            ("gl_draw", phase == "turn"),
            ("gl_power", phase == "drawn" and power),
            # the dots once they tell something: a card seen by someone else than its holder
            ("gl_known", phase == "turn" and self.dotted_card(by_others=True) is not None),
            ("gl_match", phase == "turn" and self.sure_match()),
            # calling once it could pay: the cards the person knows add up to 5 or less
            (
                "gl_call",
                phase == "end" and bool(self.choice.legal_of(Call)) and self.low_hand(),
            ),
        ]
        tip = next((tip for tip, fits in order if fits and tip not in seen), None)
        if tip is not None:
            self._tipped = (version, tip)
        return tip

    def own_known(self) -> list[int]:
        """The points of the person's own cards they know (face up or seen)."""
        slots = self.shown.view.slots
        own = slots[self.table.viewer] if self.table.viewer < len(slots) else ()
        return [c.card.points for c in own if c is not None and c.card is not None]

    def low_hand(self) -> bool:
        """As far as the person knows, their cards add up to 5 or less."""
        known = self.own_known()
        return bool(known) and sum(known) <= 5

    def sure_match(self) -> bool:
        """The person knows a card of theirs worth the top discard's points (a sure match)."""
        top = self.shown.view.top
        if top is None or not self.choice.legal_of(MatchDiscard):
            return False
        return top.points in self.own_known()

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        by_id = {w.id: w.rect for w in self.table.widgets()}
        if tip_id == "gl_start_peek":
            lit = [w.rect for w in self.table.widgets() if isinstance(w, SlotWidget) and w.enabled]
            return off_numbers(lit[0].unionall(lit[1:])) if lit else None
        if tip_id == "gl_draw":
            return by_id.get("deck")
        if tip_id == "gl_power":
            return by_id.get("gl.power")
        if tip_id == "gl_known":
            place = self.dotted_card()
            if place is None:
                return None
            return off_numbers(self.places.slot_rects(place[0])[place[1]])
        if tip_id == "gl_match":
            return by_id.get("gl.match")
        if tip_id == "gl_call":
            return by_id.get("gl.call")
        return None

    def dotted_card(self, by_others: bool = False) -> tuple[int, int] | None:
        """A face-down card with knowledge dots under it (who has seen it, draw_known_by),
        the person's own first: what the tip on the dots points at (``by_others``: only one
        seen by someone else than its holder)."""
        rows = self.shown.view.slots
        bottom = self.table.viewer
        for seat in [bottom, *(s for s in range(len(rows)) if s != bottom)]:
            for slot, c in enumerate(rows[seat] if seat < len(rows) else ()):
                if c is None or c.face_up or not c.known_by:  # None: a hole
                    continue
                if not by_others or any(k != seat for k in c.known_by):
                    return seat, slot
        return None

    # -- status line --------------------------------------------------------------------------
    def status_text(self) -> tuple[str, bool]:
        # What is on show, as the turn frame says it (the engine may be ahead of the moves
        # still animating): the seat in the shown view, at its phase.
        v = self.shown.view
        if self.shown.reveal_all is not None:
            return t("gl.banner.round_end", round=v.round), False
        cur = v.current_player if self.table.match.current_player is not None else None
        if cur is None:
            return t("gl.status.over"), False
        if self.shown.memo_hold:
            return t("gl.status.memorize"), False
        name = self.table.seat_name(cur)
        person = not self.table.match.seats[cur].is_bot
        away = person and self.table.status.away(cur)
        if cur != self.table.viewer and v.phase == "peek" and not away:
            return t("gl.status.peeking", name=name), False  # GL-17: not the round's start
        if not person:
            return t("status.bot", name=name), False
        if cur != self.table.viewer or not self.table.my_turn():
            return self.table.status.other_turn(cur, "status.other"), False
        if self.choice.confirm:
            return t("gl.status.confirm"), False
        why = self.table.coach.status()  # a coach hint stays until the person acts
        if why is not None:
            return why, True
        phase = v.phase
        if self.choice.power_preview is not None:  # chosen, not yet committed: its first step
            v, phase = View.of(self.choice.power_preview[0]), "power"
        return self.phase_status(v, phase, name), False

    def phase_status(self, v: View, phase: str, name: str) -> str:
        """The status line on one's own turn, by the phase of the turn (view ``v``)."""
        if phase == "peek":
            return tn("gl.status.peek", v.peeks_left[self.table.viewer], name=name)
        if phase == "turn":
            top = v.top
            card = "" if top is None else narrate.card_label(top)
            if self.choice.mode == "take":
                return t("gl.status.take", card=card)
            if self.choice.mode == "match":
                return t("gl.status.match", card=card, n=0 if top is None else top.points)
            if v.caller is not None:
                return t("gl.status.turn_last", name=name)
            return t("gl.status.turn", name=name, card=card)
        if phase == "drawn":
            d = v.drawn
            card = "?" if d is None or d.card is None else narrate.card_label(d.card)
            if self.choice.legal_of(Discard) and any(
                a.use_power for a in self.choice.legal_of(Discard)
            ):
                return t("gl.status.drawn_power", card=card)
            return t("gl.status.drawn", card=card)
        if phase == "power":
            p = v.pending
            power, step = (None, 0) if p is None else (p.power, p.step)
            return t(f"gl.status.power.{power}.{step}")
        if phase == "end":
            return t("gl.status.end")
        return ""

    def coach_rects(self, action) -> list[pygame.Rect]:
        """What a hint lights: the card(s) and the button the action is."""
        by_id = {w.id: w.rect for w in self.table.widgets()}
        me = self.table.viewer
        ids: list[str] = []
        if isinstance(action, StartPeek | SwapInto):
            ids = [f"slot.{me}.{action.slot}"]
        elif isinstance(action, TakeDiscard):
            ids = ["discard", f"slot.{me}.{action.slot}"]
        elif isinstance(action, MatchDiscard):
            ids = ["gl.match", f"slot.{me}.{action.slot}"]
        elif isinstance(action, Draw):
            ids = ["deck", "gl.draw"]
        elif isinstance(action, Pick):
            ids = [f"slot.{action.seat}.{action.slot}"]
        elif isinstance(action, PickSeat):
            ids = [f"seatpick.{action.seat}"]
        elif isinstance(action, Discard):
            ids = ["gl.power" if action.use_power else "gl.discard"]
        else:
            named = {Pass: "gl.pass", Keep: "gl.keep", Call: "gl.call", EndTurn: "gl.end"}
            ids = [named.get(type(action), "")]
        # A card's ring stays off its place number below it.
        return [
            by_id[i].inflate(0, -12).move(0, -6) if i.startswith("slot.") else by_id[i]
            for i in ids
            if i in by_id
        ]
