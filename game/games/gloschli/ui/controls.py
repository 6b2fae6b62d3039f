"""The Gloschli table's widgets (:class:`Controls`, owned by the table): its pieces (the
slots, the piles, a seat to pick), the button column of what can be done now, and where the
keyboard's focus goes when its widget leaves. Built once per change (``widgets``); what a press
does is the table's :class:`~game.games.gloschli.ui.choice.Choice`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.gloschli.cards import FACES
from game.games.gloschli.narrate import power_name
from game.games.gloschli.rules import (
    Call,
    Discard,
    Draw,
    EndTurn,
    Keep,
    MatchDiscard,
    Pass,
    PickSeat,
    TakeDiscard,
)
from game.games.gloschli.ui import art, layout
from game.games.gloschli.ui.pieces import PileWidget, SeatWidget, SlotWidget
from game.i18n import t
from game.ui import theme
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


class Controls:
    """The widgets on the table now (``widgets``), rebuilt when what they show may have
    changed; a keyboard player's focus kept on something that can be done."""

    def __init__(self, table: GloschliTable) -> None:
        self.table = table
        self.choice, self.shown, self.places = table.choice, table.shown, table.places
        self.key: tuple | None = None  # what the widgets were built for
        self.items: list[Widget] = []

    def widgets(self) -> list[Widget]:
        table = self.table
        key = (
            table.app.frame,
            table.ui_version,
            self.choice.power_preview is not None,
            table.match.actions_taken,
            table.timeline.busy,
            table.app.top is table,
            table.viewer,
            table.app.settings.log_open,
            table.tips.current,
            table.app.settings.hints,
        )
        if key != self.key:
            self.key = key
            self.items = self.build()
            self.keep_focus(self.items)
        return self.items

    def build(self) -> list[Widget]:
        g = self.places.geo()
        painter = self.table.painter
        ws: list[Widget] = []
        mine = self.table.my_turn() and not self.shown.memo_hold
        phase = self.choice.phase()
        targets = self.choice.targets()
        if mine and phase == "power":
            for a in self.choice.legal_of(PickSeat):
                if a.seat in self.places.panel_rects():
                    ws.append(
                        SeatWidget(a.seat, self.places.panel_rects()[a.seat], self.choice.on_seat)
                    )
        draw_ok = mine and bool(self.choice.legal_of(Draw)) and not self.choice.confirm
        take_ok = mine and bool(self.choice.legal_of(TakeDiscard)) and not self.choice.confirm
        ws.append(PileWidget(painter, "deck", g.deck, draw_ok, self.choice.draw_card))
        ws.append(
            PileWidget(painter, "discard", g.discard, take_ok, lambda: self.choice.set_mode("take"))
        )
        for seat, row in enumerate(self.shown.view.slots):
            rects = self.places.slot_rects(seat)
            for i, _cell in enumerate(row):
                ok = (seat, i) in targets
                ws.append(
                    SlotWidget(
                        painter,
                        self.choice.on_slot,
                        seat,
                        i,
                        rects[i],
                        ok,
                        seat == self.table.viewer,
                    )
                )
        ws.extend(self.action_buttons(g, mine))
        ws.extend(self.table.chrome_widgets())
        return ws

    def action_buttons(self, g: layout.Geo, mine: bool) -> list[Widget]:
        box = g.buttons
        x, w = box.x, box.w
        y = box.y + layout.BUTTONS_TOP
        out: list[Widget] = []

        # On a phone three buttons (a turn's) share the column's height, one line each.
        gap = layout.BUTTON_GAP
        phone_h = min(layout.PHONE_BUTTON_H, (box.h - layout.BUTTONS_TOP - 2 * gap) // 3)

        def add(
            wid, label, fn, style="secondary", enabled=True, sub="", icon=None, h=layout.BUTTON_H
        ):
            nonlocal y
            out.append(button(wid, (x, y, w, h), label, fn, style, enabled, sub, icon, phone_h))
            y += out[-1].rect.h + gap

        if self.choice.confirm:  # "No" first: "Yes" never opens under the GLOSCHLI! button
            add("gl.call_no", t("gl.btn.call_no"), self.choice.back, "ghost")
            add(
                "gl.call_yes",
                t("gl.btn.call_yes"),
                self.choice.do_call,
                "danger",
                h=layout.BUTTON_TALL,
            )
            return out
        if self.shown.memo_hold and not self.table.timeline.busy:
            add(
                "gl.hide",
                t("gl.btn.hide"),
                self.choice.hide_held,
                "primary",
                sub=t("gl.btn.hide_sub"),
            )
            return out
        if not mine:
            return out
        phase = self.choice.phase()
        if phase == "turn":
            self.turn_buttons(add)
        elif phase == "drawn":
            drawn = self.shown.view.drawn
            card = None if drawn is None else drawn.card
            power = [a for a in self.choice.legal_of(Discard) if a.use_power]
            # "Discard it" first, for every card: a habitual click there never uses a power.
            add(
                "gl.discard",
                t("gl.btn.discard"),
                lambda: self.choice.act_first(Discard, use_power=False),
                "secondary",
                sub=t("gl.btn.discard_sub"),
            )
            if card is not None and FACES[card.face].power:

                def icon(s, c, f=card.face):
                    pygame.draw.circle(s, theme.WHITE, c, 17)
                    if f in art.HEROES:
                        art.hero(s, f, c, 13)
                    else:
                        art.power_icon(s, f, c, 13)

                add(
                    "gl.power",
                    self.power_label(power_name(card.power), w),
                    self.choice.choose_power,
                    "primary",
                    bool(power),
                    sub=t(f"gl.power_sub.{card.name}") if power else t("gl.btn.no_target"),
                    icon=icon,
                    h=layout.BUTTON_TALL,
                )
        elif phase == "power":
            if self.choice.power_preview is not None:  # not yet committed: back to the choice
                add(
                    "gl.power_cancel",
                    t("gl.btn.cancel"),
                    self.choice.back,
                    "ghost",
                    sub=t("gl.btn.power_back"),
                )
            if self.choice.legal_of(Keep):
                add(
                    "gl.keep",
                    t("gl.btn.keep"),
                    lambda: self.choice.act_first(Keep),
                    "secondary",
                    sub=t("gl.btn.keep_sub"),
                )
        elif phase == "end":
            if self.choice.legal_of(Call):
                add(
                    "gl.call",
                    t("gl.btn.call"),
                    self.choice.ask_call,
                    "danger",
                    sub=t("gl.btn.call_sub"),
                    h=layout.BUTTON_TALL,
                )
            add(
                "gl.end",
                t("gl.btn.end"),
                lambda: self.choice.act_first(EndTurn),
                "primary",
                sub=t("gl.btn.end_sub"),
            )
        return out

    def power_label(self, power: str, width: int) -> str:
        """The power button's words: "Use: Strong eye"; on a phone, where that is wider than
        the room beside the icon at PHONE_TEXT, the power's name alone (the icon says "use")."""
        label = t("gl.btn.power", power=power)
        room = width - 64  # right of the icon (48) and its margin (16)
        if theme.largest() and theme.width(label, theme.PHONE_TEXT, "bold") > room:
            return power
        return label

    def turn_buttons(self, add: Callable[..., None]) -> None:
        """A turn's buttons (GL-19..21): Draw, Take and Match, or Pass when none is possible."""
        if self.choice.legal_of(Pass):
            add("gl.pass", t("gl.btn.pass"), lambda: self.choice.act_first(Pass), "primary")
            return
        add(
            "gl.draw",
            t("gl.btn.draw"),
            self.choice.draw_card,
            "primary",
            bool(self.choice.legal_of(Draw)),
            sub=t("gl.btn.draw_sub"),
        )
        top = self.shown.view.top
        label = "" if top is None else self.table.card_label(top)
        take_on = self.choice.mode == "take"
        add(
            "gl.take",
            t("gl.btn.cancel") if take_on else t("gl.btn.take"),
            lambda: self.choice.set_mode("take"),
            "ghost" if take_on else "secondary",
            bool(self.choice.legal_of(TakeDiscard)),
            sub=t("gl.btn.take_sub", card=label) if not take_on else t("gl.btn.cancel_sub"),
        )
        match_on = self.choice.mode == "match"
        add(
            "gl.match",
            t("gl.btn.cancel") if match_on else t("gl.btn.match"),
            lambda: self.choice.set_mode("match"),
            "ghost" if match_on else "secondary",
            bool(self.choice.legal_of(MatchDiscard)),
            sub=(
                t("gl.btn.match_sub", n=top.points)
                if top is not None and not match_on
                else t("gl.btn.cancel_sub")
            ),
        )

    def focus_home(self, ws: list[Widget]) -> Widget | None:
        """Where the focus goes when its widget left (after a power, a move): the next sensible
        action on the table; None while nothing on the table can be done (an animation, a bot)."""
        chrome = {w.id for w in self.table.chrome_widgets()}  # top bar, log tab, tip: not a move
        acts = [w for w in ws if w.focusable and w.visible and w.enabled and w.id not in chrome]
        return self.table.default_focus(acts) if acts else None

    def keep_focus(self, ws: list[Widget]) -> None:
        """Only what can be done now takes the arrows' focus; a keyboard player's focus whose
        widget went away moves on to the next sensible action."""
        for w in ws:
            if not w.enabled:
                w.focusable = False
        if self.table.focus_id is None:
            return  # the mouse is in use: no focus to keep
        if any(w.id == self.table.focus_id and w.focusable for w in ws):
            return
        home = self.focus_home(ws)
        if home is not None:
            self.table.focus_id = home.id


def button(wid, rect, label, fn, style, enabled, sub, icon, phone_h: int) -> Button:
    """One of the table's action buttons; on a phone one line at PHONE_TEXT, ``phone_h`` high
    (the status line says what its sub-label said)."""
    if theme.largest():
        rect = (*rect[:3], phone_h)
        return Button(wid, rect, label, fn, style, enabled, size=theme.PHONE_TEXT, icon=icon)
    return Button(wid, rect, label, fn, style, enabled, size=21, sub=sub, icon=icon)
