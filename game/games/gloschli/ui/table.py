"""The Gloschli table (RULES §2): rows of face-down creatures, deck, discard, powers, GLOSCHLI.

What the table shows (``self.shown``) is always a copy of ``state.view(viewer)`` — never the
state — so in hot seat nothing one player knows reaches another player's screen. It trails the
engine: each engine event (seen by the viewer) becomes a tween whose hooks move cards in
``shown``; when the animations end, ``sync`` copies the view again.

Memory (GL-34): a card the viewer looks at shows its face for ``REVEAL`` seconds and turns face
down again, unless the table's "memory aid" is on (then known cards carry a small corner mark).
The two start peeks stay face up until the player hides them. Private faces show only while the
device belongs to the viewer (``private_ok``); a hot-seat table hides them on everyone else's
turn, and the pass-the-device screen comes between people.
"""

from __future__ import annotations

import math

import pygame

from game.games.gloschli.cards import FACES, POINTS
from game.games.gloschli.rules import (
    Call,
    Discard,
    Draw,
    EndTurn,
    Keep,
    Match,
    Pass,
    Pick,
    PickSeat,
    StartPeek,
    SwapInto,
    TakeDiscard,
)
from game.games.gloschli.ui import art
from game.i18n import t, tn
from game.ui import draw, focus, theme
from game.ui.layout import TOP_BAR_H
from game.ui.scene import Scene
from game.ui.table.base import TableScene
from game.ui.tween import Tween, ease_in_out, ease_out, lerp
from game.ui.widgets import Button, Widget

REVEAL = 2.0  # seconds a seen card stays face up (GL-34) unless the memory aid is on
FLIP = 0.2  # a flip's duration
CARD_BIG = (96, 136)
OWN_Y = 550
MARK_SECONDS = 1.4


# Power names as literal keys (the i18n tests look for every key in the code).
POWER_KEYS = {
    "trick": "gl.power.trick",
    "distraction": "gl.power.distraction",
    "eye": "gl.power.eye",
    "spy": "gl.power.spy",
    "strong_eye": "gl.power.strong_eye",
    "super_spy": "gl.power.super_spy",
    "blind_swap": "gl.power.blind_swap",
    "swap": "gl.power.swap",
    "glubschi": "gl.power.glubschi",
    "isbar": "gl.power.isbar",
}


def power_name(power: str) -> str:
    key = POWER_KEYS.get(power)
    return t(key) if key else power


def public_card(face: int) -> dict:
    """A card as stored in a log entry (rendered later by ``card_label``)."""
    return {"kind": "gl", "face": face}


class Flight:
    """A card travelling between two places while its tween runs."""

    def __init__(self, tween: Tween, face, src, dst, flip=False, private=False) -> None:
        self.tween, self.face = tween, face
        self.src, self.dst = pygame.Rect(src), pygame.Rect(dst)
        self.flip, self.private = flip, private

    def rect_and_face(self) -> tuple[pygame.Rect, bool, float]:
        k = self.tween.value
        w = lerp(self.src.w, self.dst.w, k)
        h = lerp(self.src.h, self.dst.h, k)
        cx = lerp(self.src.centerx, self.dst.centerx, k)
        cy = lerp(self.src.centery, self.dst.centery, k) - math.sin(math.pi * k) * 30
        face_up = self.face is not None and (not self.flip or k >= 0.5)
        if self.flip:
            w *= max(0.06, abs(1 - 2 * k))
        rect = pygame.Rect(0, 0, max(2, int(w)), max(2, int(h)))
        rect.center = (int(cx), int(cy))
        return rect, face_up, k


class SlotWidget(Widget):
    """One place in a seat's row: a face-down card, a face-up Chötzli or an empty slot."""

    def __init__(self, table: GloschliTable, seat: int, slot: int, rect, enabled: bool) -> None:
        super().__init__(f"slot.{seat}.{slot}", rect, enabled)
        self.table, self.seat, self.slot = table, seat, slot
        self.focusable = enabled

    def click(self, pos: tuple[int, int]) -> None:
        self.table.on_slot(self.seat, self.slot)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw_slot(surface, self)
        if self.focused:
            lift = (12 if self.seat == self.table.bottom else 7) if self.enabled else 0
            focus.ring(surface, self.rect.move(0, -lift), 8, 3)


class PileWidget(Widget):
    """The deck or the discard pile (clickable when drawing or taking is legal)."""

    def __init__(self, table: GloschliTable, wid: str, rect, enabled: bool, on_click) -> None:
        super().__init__(wid, rect, enabled)
        self.table, self.on_click = table, on_click
        self.focusable = enabled

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if self.id == "deck":
            self.table.draw_deck(surface, self)
        else:
            self.table.draw_discard(surface, self)
        if self.focused:
            focus.ring(surface, self.rect.move(0, -6 if self.enabled else 0), 8, 3)


class SeatWidget(Widget):
    """An opponent's panel as a target (the Isbär picks a player)."""

    def __init__(self, table: GloschliTable, seat: int, rect) -> None:
        super().__init__(f"seatpick.{seat}", rect, True)
        self.table, self.seat = table, seat

    def click(self, pos: tuple[int, int]) -> None:
        self.table.on_seat(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect.inflate(10, 10)
        g = draw.shadow(r.size, 18, 12, 170, theme.GLOW)
        surface.blit(g, (r.x - 12, r.y - 12))
        col = theme.WHITE if self.focused or self.hover else theme.SUN
        pygame.draw.rect(surface, col, r, 4, border_radius=18)


class GloschliTable(TableScene):
    name = "gloschli"
    spatial_focus = True  # arrows move to the nearest lit card or button; Enter acts

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self._view_key: tuple | None = None
        self._view: dict = {}
        self.shown: dict = self.view()
        self.shown_viewer = self.viewer
        self.flights: list[Flight] = []
        self.masks: set[tuple] = set()
        self.reveal: dict[tuple, list[float]] = {}  # place -> [elapsed, duration]
        self.held: set[tuple] = set()  # start peeks shown until dismissed
        self.memo_hold = False
        self.reveal_all: list[list[int]] | None = None  # round end: every card, per seat
        self.marks: list[list] = []  # [(seat, slot), kind, seconds left]
        self.callouts: list[list] = []  # [text, seat, seconds left]
        self.banner: list | None = None  # [text, seconds left, colour]
        self.mode: str | None = None  # "take" | "match" while choosing the slot
        self.confirm = False  # the GLOSCHLI confirmation is open
        self.face_log: list[tuple] | None = None  # tests: every face drawn, with its place
        self._wkey: tuple | None = None
        self._wlist: list[Widget] = []
        self.ui_version = 0

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> dict:
        key = (len(self.session.actions), self.viewer, self.state.actions_taken)
        if key != self._view_key:
            self._view_key = key
            self._view = self.state.view(self.viewer)
        return self._view

    def fresh_view(self) -> dict:
        """A private copy of the viewer's view (``shown`` is patched by animations)."""
        v = self.view()
        out = dict(v)
        out["slots"] = [[None if c is None else dict(c) for c in row] for row in v["slots"]]
        out["discard"] = list(v["discard"])
        out["drawn"] = None if v["drawn"] is None else dict(v["drawn"])
        return out

    def sync(self) -> None:
        if self.viewer != self.shown_viewer:
            # another person took the device: nothing of the last one's memory stays on show
            self.reveal.clear()
            self.held.clear()
            self.memo_hold = False
            self.shown_viewer = self.viewer
        self.shown = self.fresh_view()
        self.masks.clear()
        self.reveal_all = None
        self.mode = None
        self.confirm = False
        self.ui_version += 1

    @property
    def bottom(self) -> int:
        return self.viewer

    def private_ok(self) -> bool:
        """May the viewer's private knowledge be drawn now? (Hot seat: only on their turn.)"""
        if self.spectator:
            return False
        if not self.hot_seat:
            return True
        return self.state.current_player == self.viewer or self.memo_hold

    def card_label(self, card: dict) -> str:
        face = card.get("face")
        if not isinstance(face, int) or not 0 <= face < len(FACES):
            return "?"
        return t("gl.card_label", name=art.name_of(face), points=POINTS[face])

    def seat_label(self, seat: int) -> str:
        return self.seat_name(seat)

    # -- log ----------------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.session.log:
            v = self.view()
            self.session.log.append(
                {
                    "key": "gl.log.round",
                    "args": {"round": v["round"], "name": self.seat_name(v["round_start_player"])},
                    "gap": False,
                }
            )
        super().enter()

    def log_entries(self, events: list) -> list[dict]:
        # The log is read by everyone at the device: public facts only (GL-33). Cards looked
        # at are never written down either: memory is part of the game (GL-34).
        out: list[dict] = []
        for ev in events:
            e = ev.seen_by(-1)
            if e is None:
                continue
            kind = e.type
            name = self.seat_name(e.seat) if hasattr(e, "seat") else ""
            seat = getattr(e, "seat", None)
            if kind == "peeked":
                if e.reason == "start":
                    continue
                if e.target == e.seat:
                    key, args = "gl.log.look_own", {"name": name, "slot": e.slot + 1}
                else:
                    key = "gl.log.look_other"
                    args = {"name": name, "other": self.seat_name(e.target), "slot": e.slot + 1}
                if e.reason == "glubschi":
                    continue
                out.append({"key": key, "args": args, "seat": seat})
            elif kind == "deck_top_seen":
                out.append({"key": "gl.log.deck_top", "args": {"name": name}, "seat": seat})
            elif kind == "drew":
                out.append({"key": "gl.log.draw", "args": {"name": name}, "seat": seat})
            elif kind == "discarded":
                key = "gl.log.discard_power" if e.use_power else "gl.log.discard"
                args = {"name": name, "card": public_card(e.card["face"])}
                out.append({"key": key, "args": args, "seat": seat})
                if e.use_power and e.card["power"] == "glubschi":
                    out.append({"key": "gl.log.glubschi", "args": {"name": name}, "seat": seat})
            elif kind == "swapped_in":
                args = {"name": name, "slot": e.slot + 1, "card": public_card(e.discarded["face"])}
                out.append({"key": "gl.log.swap_in", "args": args, "seat": seat})
            elif kind == "took_discard":
                args = {
                    "name": name,
                    "slot": e.slot + 1,
                    "card": public_card(e.card["face"]),
                    "old": public_card(e.discarded["face"]),
                }
                out.append({"key": "gl.log.take", "args": args, "seat": seat})
            elif kind == "matched":
                key = "gl.log.match_ok" if e.success else "gl.log.match_fail"
                args = {"name": name, "card": public_card(e.card["face"])}
                out.append({"key": key, "args": args, "seat": seat})
            elif kind == "penalty_card":
                out.append({"key": "gl.log.penalty", "args": {"name": name}, "seat": seat})
            elif kind == "cards_swapped":
                a, b = self.seat_name(e.seat_a), self.seat_name(e.seat_b)
                if e.seat_a == e.seat_b:
                    key, args = "gl.log.swap_own", {"name": name}
                else:
                    key, args = "gl.log.swap", {"name": name, "a": a, "b": b}
                out.append({"key": key, "args": args, "seat": seat})
            elif kind == "stop":
                args = {"owner": self.seat_name(e.owner), "name": self.seat_name(e.actor)}
                out.append({"key": "gl.log.stop", "args": args, "seat": e.owner})
            elif kind == "isbar":
                args = {"name": name, "other": self.seat_name(e.target)}
                out.append({"key": "gl.log.isbar", "args": args, "seat": seat})
            elif kind == "power_ended":
                out.append({"key": "gl.log.no_target", "args": {"name": name}, "seat": seat})
            elif kind == "called":
                out.append({"key": "gl.log.called", "args": {"name": name}, "seat": seat})
            elif kind == "deck_recycled":
                out.append({"key": "gl.log.recycled", "args": {"n": e.count}})
            elif kind == "round_ended":
                b = e.breakdown
                pts = ", ".join(f"{self.seat_name(s)} {p}" for s, p in enumerate(b["points"]))
                out.append({"key": "gl.log.round_end", "args": {"round": e.round, "points": pts}})
            elif kind == "round_started":
                args = {"round": e.round, "name": self.seat_name(e.start_player)}
                out.append({"key": "gl.log.round", "args": args, "gap": True})
            elif kind == "game_ended":
                names = " & ".join(self.seat_name(s) for s in e.winners)
                out.append({"key": "gl.log.game_end", "args": {"names": names}, "gap": True})
        return out

    # -- geometry -----------------------------------------------------------------------------
    def others(self) -> list[int]:
        n = self.state.players
        return [(self.bottom + k) % n for k in range(1, n)]

    def panel_rects(self) -> dict[int, pygame.Rect]:
        area = self.play_area()
        opp = self.others()
        k = len(opp)
        one_row = k <= 3 or (k == 4 and area.w >= 1100)
        rows = [opp] if one_row else [opp[: (k + 1) // 2], opp[(k + 1) // 2 :]]
        ph = 146 if one_row else 120
        out: dict[int, pygame.Rect] = {}
        for r, seats in enumerate(rows):
            cols = len(seats)
            pw = min(340, (area.w - 24 - (cols - 1) * 12) // cols)
            total = cols * pw + (cols - 1) * 12
            x0 = area.x + (area.w - total) // 2
            for i, s in enumerate(seats):
                out[s] = pygame.Rect(x0 + i * (pw + 12), TOP_BAR_H + 10 + r * (ph + 8), pw, ph)
        return out

    def own_panel(self) -> pygame.Rect:
        area = self.play_area()
        return pygame.Rect(area.x + 14, OWN_Y + 2, 170, 132)

    def slot_rects(self, seat: int, n: int | None = None) -> list[pygame.Rect]:
        """Where the slots of ``seat`` sit (``n`` slots; default: as shown)."""
        if n is None:
            rows = self.shown["slots"]
            n = len(rows[seat]) if seat < len(rows) else 0
        n = max(1, n)
        if seat == self.bottom:
            area = self.play_area()
            left, right = area.x + 200, area.right - 16
            cw, ch = CARD_BIG
            y = OWN_Y
            gap = 14
        else:
            p = self.panel_rects()[seat]
            ch = p.h - 48
            cw = int(ch * 0.7)
            left, right = p.x + 10, p.right - 10
            y = p.y + 40
            gap = 6
        room = right - left
        if n * cw + (n - 1) * gap > room:
            if seat != self.bottom and cw * n + (n - 1) * 4 > room:
                cw = max(36, (room - (n - 1) * 4) // n)
                ch = int(cw / 0.7)
                y += (p.h - 48 - ch) // 2
            step = (room - cw) / max(1, n - 1)
        else:
            step = cw + gap
        total = cw + step * (n - 1)
        x0 = left + (room - total) / 2
        return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]

    def geo(self) -> dict:
        area = self.play_area()
        panels = self.panel_rects()
        top = max((r.bottom for r in panels.values()), default=TOP_BAR_H) + 18
        cx = area.centerx
        y = top + max(0, (OWN_Y - 70 - top - 136) // 2) - 6
        deck = pygame.Rect(cx - 330, y, *CARD_BIG)
        drawn = pygame.Rect(cx - 200, y - 6, *CARD_BIG)
        discard = pygame.Rect(cx - 70, y, *CARD_BIG)
        buttons = pygame.Rect(cx + 62, y - 10, 248, OWN_Y - 62 - y)
        return {
            "area": area,
            "cx": cx,
            "top": top,
            "deck": deck,
            "drawn": drawn,
            "discard": discard,
            "buttons": buttons,
            "status_y": OWN_Y - 34,
        }

    def place_rect(self, place: tuple, n: int | None = None) -> pygame.Rect:
        g = self.geo()
        if place[0] == "slot":
            rects = self.slot_rects(place[1], n)
            return rects[min(place[2], len(rects) - 1)]
        return g[place[0]]

    # -- knowledge on show --------------------------------------------------------------------
    def cell(self, seat: int, slot: int) -> dict | None:
        rows = self.shown["slots"]
        if seat < len(rows) and slot < len(rows[seat]):
            return rows[seat][slot]
        return None

    def start_reveal(self, place: tuple, seconds: float = REVEAL) -> None:
        self.reveal[place] = [0.0, seconds]

    def reveal_k(self, place: tuple) -> float | None:
        """0..1 how far a shown face is turned up (None: not revealed)."""
        if place in self.held:
            return 1.0
        r = self.reveal.get(place)
        if r is None:
            return None
        el, dur = r
        k = min(1.0, el / FLIP, (dur - el) / FLIP)
        return max(0.0, k)

    def twelve_look(self) -> tuple[int, int] | None:
        """The card the 12 "Swap" looked at: shown while its owner decides (GL-9)."""
        v = self.shown
        p = v.get("pending")
        if (
            p
            and p["power"] == "swap"
            and p["step"] == 1
            and p["first"]
            and v["current_player"] == self.viewer
        ):
            return (p["first"]["seat"], p["first"]["slot"])
        return None

    def shown_face(self, seat: int, slot: int) -> tuple[int | None, float]:
        """(face, openness 0..1) a slot shows now; face None: its back."""
        c = self.cell(seat, slot)
        if c is None:
            return None, 0.0
        if c["face_up"] and c["card"] is not None:
            return c["card"]["face"], 1.0
        if self.reveal_all is not None:
            return None, 0.0  # handled by the round-end reveal
        if c["card"] is None or not self.private_ok():
            return None, 0.0
        if self.twelve_look() == (seat, slot):
            return c["card"]["face"], 1.0
        k = self.reveal_k(("slot", seat, slot))
        if k is None:
            return None, 0.0
        return c["card"]["face"], k

    def memory_mark(self, seat: int, slot: int) -> int | None:
        if not self.shown["options"].get("memory_aid") or not self.private_ok():
            return None
        c = self.cell(seat, slot)
        if c is None or c["card"] is None or c["face_up"]:
            return None
        return c["card"]["face"]

    # -- animations ---------------------------------------------------------------------------
    def _fly(self, tw, face, src, dst, flip=False, private=False) -> None:
        self.flights.append(Flight(tw, face, src, dst, flip, private))

    def animate_deal(self) -> None:
        self.shown = self.fresh_view()
        self._deal_step([len(r) for r in self.shown["slots"]])

    def _deal_step(self, sizes: list[int]) -> None:
        n = len(sizes)
        tweens = []
        order = [(r, s) for r in range(max(sizes)) for s in range(n)]
        k = 0
        for r, s in order:
            if r >= sizes[s]:
                continue
            place = ("slot", s, r)
            self.masks.add(place)
            tw = Tween(0.26, delay=k * 0.06)
            k += 1
            tw.on_start = self._deal_start(tw, place)
            tw.on_end = self._unmask(place)
            tweens.append(tw)
        self.timeline.add_step(*tweens)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))
        self.app.sound.play("shuffle")

    def _deal_start(self, tw: Tween, place: tuple):
        def go() -> None:
            self._fly(tw, None, self.geo()["deck"], self.place_rect(place))
            self.app.sound.play("deal")

        return go

    def _unmask(self, place: tuple):
        return lambda: self.masks.discard(place)

    def animate(self, events: list) -> None:
        final = any(e.type == "game_ended" for e in events)
        for ev in events:
            seen = ev.seen_by(self.viewer)
            if seen is None:
                continue
            handler = getattr(self, f"_anim_{seen.type}", None)
            if handler is not None:
                if seen.type == "round_ended":
                    handler(seen, final)
                else:
                    handler(seen)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))

    def _move(self, face, src: tuple, dst: tuple, flip=False, private=False, dur=0.32, on_end=None):
        """A step: a card flies from place ``src`` to place ``dst``."""
        tw = Tween(dur, ease=ease_out)

        def start() -> None:
            self.masks.add(src)
            self._fly(tw, face, self.place_rect(src), self.place_rect(dst), flip, private)
            self.app.sound.play("play")

        def end() -> None:
            self.masks.discard(src)
            if on_end:
                on_end()

        tw.on_start, tw.on_end = start, end
        return tw

    def _anim_peeked(self, ev) -> None:
        place = ("slot", ev.target, ev.slot)
        mine = ev.seat == self.viewer and ev.card is not None

        def start() -> None:
            if mine:
                c = self.cell(ev.target, ev.slot)
                if c is not None:
                    c["card"] = ev.card
                if ev.reason == "start":
                    self.held.add(place)
                else:
                    self.start_reveal(place, REVEAL + (0.6 if ev.reason == "glubschi" else 0))
                self.app.sound.play("draw")
            else:
                self.marks.append([(ev.target, ev.slot), "look", MARK_SECONDS])
            if ev.reason == "start" and mine and self.view()["peeks_left"][self.viewer] == 0:
                if self.held:
                    self.memo_hold = True

        self.timeline.add_step(Tween(0.25 if ev.reason != "glubschi" else 0.08, on_start=start))

    def _anim_deck_top_seen(self, ev) -> None:
        def start() -> None:
            if ev.card is not None:
                self.shown["deck_top"] = ev.card
                self.start_reveal(("deck",))
            self.callouts.append([t("gl.callout.deck_top"), ev.seat, 1.2])

        self.timeline.add_step(Tween(0.3, on_start=start))

    def _anim_drew(self, ev) -> None:
        face = ev.card["face"] if ev.card is not None else None

        def end() -> None:
            self.shown["deck"] = max(0, self.shown["deck"] - 1)
            self.shown["drawn"] = {"seat": ev.seat, "card": ev.card, "known_by": [ev.seat]}
            self.masks.discard(("drawn",))

        self.masks.add(("drawn",))
        tw = self._move(
            face, ("deck",), ("drawn",), flip=face is not None, private=True, on_end=end
        )
        self.timeline.add_step(tw)

    def _anim_discarded(self, ev) -> None:
        face = ev.card["face"]
        flip = not (self.shown["drawn"] and self.shown["drawn"].get("card"))

        def end() -> None:
            self.shown["drawn"] = None
            self.shown["discard"].append(ev.card)
            if ev.use_power and ev.card["power"] not in ("none",):
                self.banner = [
                    t("gl.banner.power", power=power_name(ev.card["power"])),
                    1.1,
                    art.POWER_STYLE.get(face, ((0, 0, 0), theme.SUN))[1],
                ]

        self.timeline.add_step(self._move(face, ("drawn",), ("discard",), flip=flip, on_end=end))

    def _anim_swapped_in(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)
        new = ev.card["face"] if ev.card is not None else None
        old = ev.discarded["face"]

        def end_in() -> None:
            self.shown["drawn"] = None
            row = self.shown["slots"][ev.seat]
            if ev.slot < len(row):
                row[ev.slot] = {"card": ev.card, "known_by": [ev.seat], "face_up": False}
            if ev.seat == self.viewer and ev.card is not None:
                self.start_reveal(place)

        def end_out() -> None:
            self.shown["discard"].append(ev.discarded)

        a = self._move(new, ("drawn",), place, private=True, on_end=end_in)
        b = self._move(old, place, ("discard",), flip=True, on_end=end_out)
        self.timeline.add_step(a, b)

    def _anim_took_discard(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)

        def end_in() -> None:
            row = self.shown["slots"][ev.seat]
            if ev.slot < len(row):
                everyone = list(range(self.state.players))
                row[ev.slot] = {"card": ev.card, "known_by": everyone, "face_up": False}
            if ev.seat == self.viewer:
                self.start_reveal(place)

        def end_out() -> None:
            self.shown["discard"].append(ev.discarded)

        def start() -> None:
            if self.shown["discard"]:
                self.shown["discard"].pop()

        a = self._move(ev.card["face"], ("discard",), place, on_end=end_in)
        b = self._move(ev.discarded["face"], place, ("discard",), flip=True, on_end=end_out)
        self.timeline.add_step(
            Tween(0.0, on_start=start),
        )
        self.timeline.add_step(a, b)

    def _anim_matched(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)
        face = ev.card["face"]
        if ev.success:

            def end() -> None:
                row = self.shown["slots"][ev.seat]
                if ev.slot < len(row):
                    row[ev.slot] = None
                self.shown["discard"].append(ev.card)
                self.callouts.append([t("gl.callout.match"), ev.seat, 1.3])

            self.timeline.add_step(self._move(face, place, ("discard",), flip=True, on_end=end))
            return
        # GL-21: shown to all, back to its place; a penalty card follows
        tw = Tween(1.3, ease=ease_in_out)

        def start() -> None:
            c = self.cell(ev.seat, ev.slot)
            if c is not None:
                c["card"] = ev.card
                c["known_by"] = list(range(self.state.players))
            self.start_reveal(place, 1.3)
            self.shown_public.add(place)
            self.marks.append([(ev.seat, ev.slot), "cross", 1.3])
            self.callouts.append([t("gl.callout.no_match"), ev.seat, 1.3])
            self.app.sound.play("hint")

        def end() -> None:
            self.shown_public.discard(place)

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    @property
    def shown_public(self) -> set:
        if not hasattr(self, "_shown_public"):
            self._shown_public: set = set()
        return self._shown_public

    def _anim_penalty_card(self, ev) -> None:
        place = ("slot", ev.seat, ev.slot)
        row = self.shown["slots"][ev.seat]

        def start_mask() -> None:
            while len(row) <= ev.slot:
                row.append({"card": None, "known_by": [], "face_up": False})
            self.masks.add(place)

        def end() -> None:
            self.shown["deck"] = max(0, self.shown["deck"] - 1)

        self.timeline.add_step(Tween(0.0, on_start=start_mask))
        tw = self._move(None, ("deck",), place, on_end=end)
        self.timeline.add_step(tw)
        self.timeline.add_step(Tween(0.0, on_end=self._unmask(place)))

    def _anim_cards_swapped(self, ev) -> None:
        a = ("slot", ev.seat_a, ev.slot_a)
        b = ("slot", ev.seat_b, ev.slot_b)

        def end() -> None:
            ra, rb = self.shown["slots"][ev.seat_a], self.shown["slots"][ev.seat_b]
            if ev.slot_a < len(ra) and ev.slot_b < len(rb):
                ra[ev.slot_a], rb[ev.slot_b] = rb[ev.slot_b], ra[ev.slot_a]
                if ev.power == "trick":  # GL-33: out of sight, only the actor follows the cards
                    for c in (ra[ev.slot_a], rb[ev.slot_b]):
                        if c is not None:
                            c["known_by"] = [s for s in c["known_by"] if s == ev.seat]
                            c["card"] = c["card"] if self.viewer == ev.seat else None
            self.marks.append([(ev.seat_a, ev.slot_a), "swap", MARK_SECONDS])
            self.marks.append([(ev.seat_b, ev.slot_b), "swap", MARK_SECONDS])

        t1 = self._move(None, a, b, dur=0.42)
        t2 = self._move(None, b, a, dur=0.42, on_end=end)
        self.timeline.add_step(t1, t2)

    def _anim_stop(self, ev) -> None:
        tw = Tween(1.1)

        def start() -> None:
            c = self.cell(ev.owner, ev.slot)
            if c is not None:
                c["card"] = {"face": art.CHOTZLI}
                c["face_up"] = True
            self.banner = [t("gl.banner.stop", name=self.seat_name(ev.owner)), 1.4, art.RED]
            self.callouts.append([t("gl.callout.stop"), ev.owner, 1.5])
            self.app.sound.play("hint")

        tw.on_start = start
        self.timeline.add_step(tw)

    def _anim_isbar(self, ev) -> None:
        a, b = ev.seat, ev.target
        tweens = []
        ra = list(range(len(self.shown["slots"][a])))
        rb = list(range(len(self.shown["slots"][b])))
        for i in ra:
            if self.cell(a, i) is not None and not self.cell(a, i)["face_up"]:
                tweens.append(
                    self._move(None, ("slot", a, i), ("slot", b, min(i, max(rb or [0]))), dur=0.5)
                )
        for i in rb:
            if self.cell(b, i) is not None and not self.cell(b, i)["face_up"]:
                tweens.append(
                    self._move(None, ("slot", b, i), ("slot", a, min(i, max(ra or [0]))), dur=0.5)
                )

        def start() -> None:
            self.banner = [
                t("gl.banner.isbar", a=self.seat_name(a), b=self.seat_name(b)),
                1.3,
                (86, 180, 233),
            ]

        def end() -> None:
            self.shown = self.fresh_view()

        head = Tween(0.4, on_start=start)
        self.timeline.add_step(head)
        if tweens:
            tweens[-1].on_end = lambda f=tweens[-1].on_end: (f(), end())
            self.timeline.add_step(*tweens)

    def _anim_power_ended(self, ev) -> None:
        def start() -> None:
            self.callouts.append([t("gl.callout.no_target"), ev.seat, 1.4])

        self.timeline.add_step(Tween(0.4, on_start=start))

    def _anim_called(self, ev) -> None:
        tw = Tween(1.2)

        def start() -> None:
            self.banner = [t("gl.banner.called", name=self.seat_name(ev.seat)), 1.6, theme.SUN]
            self.callouts.append([t("gl.callout.called"), ev.seat, 1.6])
            self.app.sound.play("day_end")

        tw.on_start = start
        self.timeline.add_step(tw)

    def _anim_deck_recycled(self, ev) -> None:
        def start() -> None:
            self.banner = [t("gl.banner.recycled"), 1.0, theme.CREAM]
            self.app.sound.play("shuffle")
            top = self.shown["discard"][-1:] if self.shown["discard"] else []
            self.shown["discard"] = top
            self.shown["deck"] = ev.count

        self.timeline.add_step(Tween(0.5, on_start=start))

    def _anim_round_ended(self, ev, final: bool) -> None:
        b = ev.breakdown
        tw = Tween(1.6)

        def start() -> None:
            self.reveal_all = [[c["face"] for c in row] for row in b["cards"]]
            self.banner = [t("gl.banner.round_end", round=ev.round), 1.6, theme.SUN]
            self.app.sound.play("day_end")

        def end() -> None:
            if not final:
                from game.games.gloschli.ui.results import GloschliResults

                self.app.push(GloschliResults(self.app, self, b, final=False))

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_round_started(self, ev) -> None:
        def start() -> None:
            self.reveal.clear()
            self.held.clear()
            self.reveal_all = None
            self.shown = self.fresh_view()
            for s, n in enumerate(ev.cards):
                for i in range(n):
                    self.masks.add(("slot", s, i))

        self.timeline.add_step(Tween(0.0, on_start=start))
        sizes = list(ev.cards)
        tweens = []
        k = 0
        for r in range(max(sizes)):
            for s in range(len(sizes)):
                if r >= sizes[s]:
                    continue
                place = ("slot", s, r)
                tw = Tween(0.26, delay=k * 0.06)
                k += 1
                tw.on_start = self._deal_start(tw, place)
                tw.on_end = self._unmask(place)
                tweens.append(tw)
        self.timeline.add_step(*tweens)

    def _anim_game_ended(self, ev) -> None:
        names = " & ".join(self.seat_name(s) for s in ev.winners)

        def start() -> None:
            self.banner = [t("gl.banner.game_end", names=names), 1.8, theme.SUN]

        self.timeline.add_step(Tween(0.9, on_start=start))

    def results_scene(self) -> Scene:
        from game.games.gloschli.ui.results import GloschliResults

        return GloschliResults(self.app, self, self.view()["last_round"], final=True)

    # -- turns --------------------------------------------------------------------------------
    def check_pass(self) -> None:
        if self.memo_hold:
            return  # the start peeks stay on show until their owner hides them
        super().check_pass()

    def update(self, dt: float) -> None:
        if self.memo_hold:
            speed = self.app.settings.speed
            self.timeline.speed = speed if speed > 0 else 1.0
            self.timeline.update(dt)
            if self.app.settings.skip:
                self.timeline.finish_all()
            self.hint_left = max(0.0, self.hint_left - dt)
        else:
            super().update(dt)
        for f in list(self.flights):
            if f.tween.done:
                self.flights.remove(f)
        for place in list(self.reveal):
            r = self.reveal[place]
            r[0] += dt
            if r[0] >= r[1]:
                del self.reveal[place]
        speed = self.app.settings.speed
        fade = dt * speed if speed > 0 else 99.0  # "skip" shows none
        for m in self.marks:
            m[2] -= fade
        self.marks = [m for m in self.marks if m[2] > 0]
        for c in self.callouts:
            c[2] -= fade
        self.callouts = [c for c in self.callouts if c[2] > 0]
        if self.banner is not None:
            self.banner[1] -= fade
            if self.banner[1] <= 0:
                self.banner = None

    def hide_held(self) -> None:
        """The player has memorized the start peeks: turn them face down (GL-34)."""
        for place in self.held:
            self.reveal[place] = [REVEAL - FLIP, REVEAL]  # flip down
        self.held.clear()
        self.memo_hold = False
        self.ui_version += 1

    # -- input: what a click means now -------------------------------------------------------
    def targets(self) -> dict[tuple[int, int], object]:
        """(seat, slot) -> the action a click on that card makes now."""
        if not self.my_turn() or self.memo_hold or self.confirm:
            return {}
        phase = self.shown["phase"]
        me = self.viewer
        out: dict[tuple[int, int], object] = {}
        for a in self.state.legal_actions():
            if isinstance(a, StartPeek):
                out[(me, a.slot)] = a
            elif isinstance(a, TakeDiscard) and self.mode == "take":
                out[(me, a.slot)] = a
            elif isinstance(a, Match) and self.mode == "match":
                out[(me, a.slot)] = a
            elif isinstance(a, SwapInto):
                out[(me, a.slot)] = a
            elif isinstance(a, Pick):
                out[(a.seat, a.slot)] = a
            elif isinstance(a, PickSeat) and phase == "power":
                for i, c in enumerate(self.shown["slots"][a.seat]):
                    if c is not None and not c["face_up"]:
                        out[(a.seat, i)] = a
        return out

    def legal_of(self, cls) -> list:
        if not self.my_turn():
            return []
        return [a for a in self.state.legal_actions() if isinstance(a, cls)]

    def on_slot(self, seat: int, slot: int) -> None:
        action = self.targets().get((seat, slot))
        if action is None:
            self.show_hint(self.slot_hint(seat, slot))
            return
        self.mode = None
        self.human_act(action)
        self.ui_version += 1

    def on_seat(self, seat: int) -> None:
        acts = [a for a in self.legal_of(PickSeat) if a.seat == seat]
        if acts:
            self.human_act(acts[0])

    def slot_hint(self, seat: int, slot: int) -> str:
        if not self.my_turn():
            return self.wait_hint()
        c = self.cell(seat, slot)
        if c is not None and c["face_up"]:
            return t("gl.hint.chotzli_up")
        if seat in self.shown["protected"]:
            return t("gl.hint.protected", name=self.seat_name(seat))
        phase = self.shown["phase"]
        if phase == "turn":
            return t("gl.hint.choose_first")
        if phase == "end":
            return t("gl.hint.end_first")
        if phase == "power":
            return t("gl.hint.not_target")
        return t("hint.not_legal")

    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, SlotWidget):
            self.show_hint(self.slot_hint(widget.seat, widget.slot))
        elif not self.my_turn():
            self.show_hint(self.wait_hint())
        elif widget.id == "deck":
            self.show_hint(t("gl.hint.no_draw"))
        elif widget.id == "discard":
            self.show_hint(t("gl.hint.no_take"))

    def draw_card(self) -> None:
        acts = self.legal_of(Draw)
        if acts:
            self.mode = None
            self.human_act(acts[0])
        else:
            self.show_hint(self.wait_hint() if not self.my_turn() else t("gl.hint.no_draw"))

    def set_mode(self, mode: str) -> None:
        if not self.my_turn():
            self.show_hint(self.wait_hint())
            return
        self.mode = None if self.mode == mode else mode
        self.ui_version += 1

    def act_first(self, cls, **match) -> None:
        for a in self.legal_of(cls):
            if all(getattr(a, k) == v for k, v in match.items()):
                self.mode = None
                self.human_act(a)
                return
        self.show_hint(self.wait_hint() if not self.my_turn() else t("hint.not_legal"))

    def ask_call(self) -> None:
        if self.legal_of(Call):
            self.confirm = True
            self.ui_version += 1

    def do_call(self) -> None:
        self.confirm = False
        self.act_first(Call)

    def cancel_call(self) -> None:
        self.confirm = False
        self.ui_version += 1

    def on_command(self, command: str) -> bool:
        if command == "back" and self.confirm:
            self.cancel_call()
            return True
        if command == "back" and self.mode:
            self.mode = None
            self.ui_version += 1
            return True
        if super().on_command(command):
            return True
        if command.startswith("digit"):
            i = int(command[5:]) - 1
            if (self.viewer, i) in self.targets():
                self.on_slot(self.viewer, i)
            return True
        return False

    def default_focus(self, items: list[Widget]) -> Widget:
        """The keyboard focus starts on the first lit card (else the main button)."""
        lit = [w for w in items if isinstance(w, SlotWidget | PileWidget | SeatWidget)]
        lit = [w for w in lit if w.enabled]
        return lit[0] if lit else super().default_focus(items)

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [(("1–9",), "gl.keys.digits")]

    # -- first-game tips (game/ui/hints.py) ---------------------------------------------------
    def tip_for_now(self) -> str | None:
        if self.memo_hold or self.confirm:
            return None
        seen = self.app.settings.hints_seen
        phase = self.shown["phase"]
        power = any(a.use_power for a in self.legal_of(Discard))
        order = [
            ("gl_start_peek", phase == "peek"),
            ("gl_draw", phase == "turn"),
            ("gl_power", phase == "drawn" and power),
            ("gl_match", phase == "turn" and "gl_draw" in seen and bool(self.legal_of(Match))),
            ("gl_call", phase == "end" and bool(self.legal_of(Call))),
        ]
        return next((tip for tip, fits in order if fits and tip not in seen), None)

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        by_id = {w.id: w.rect for w in self.widgets()}
        if tip_id == "gl_start_peek":
            lit = [w.rect for w in self.widgets() if isinstance(w, SlotWidget) and w.enabled]
            return lit[0].unionall(lit[1:]) if lit else None
        if tip_id == "gl_draw":
            return by_id.get("deck")
        if tip_id == "gl_power":
            return by_id.get("gl.power")
        if tip_id == "gl_match":
            return by_id.get("gl.match")
        if tip_id == "gl_call":
            return by_id.get("gl.call")
        return None

    # -- widgets ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        key = (
            self.app.frame,
            self.ui_version,
            len(self.session.actions),
            self.timeline.busy,
            self.app.top is self,
            self.viewer,
            self.app.settings.log_open,
            self.tip,
            self.app.settings.hints,
        )
        if key != self._wkey:
            self._wkey = key
            self._wlist = self.build_widgets()
        return self._wlist

    def build_widgets(self) -> list[Widget]:
        g = self.geo()
        ws: list[Widget] = []
        mine = self.my_turn() and not self.memo_hold
        phase = self.shown["phase"]
        targets = self.targets()
        if mine and phase == "power":
            for a in self.legal_of(PickSeat):
                if a.seat in self.panel_rects():
                    ws.append(SeatWidget(self, a.seat, self.panel_rects()[a.seat]))
        draw_ok = mine and bool(self.legal_of(Draw)) and not self.confirm
        take_ok = mine and bool(self.legal_of(TakeDiscard)) and not self.confirm
        ws.append(PileWidget(self, "deck", g["deck"], draw_ok, self.draw_card))
        ws.append(PileWidget(self, "discard", g["discard"], take_ok, lambda: self.set_mode("take")))
        for seat, row in enumerate(self.shown["slots"]):
            rects = self.slot_rects(seat)
            for i, _cell in enumerate(row):
                ok = (seat, i) in targets
                ws.append(SlotWidget(self, seat, i, rects[i], ok))
        ws.extend(self.action_buttons(g, mine))
        ws.extend(self.chrome_widgets())
        return ws

    def action_buttons(self, g: dict, mine: bool) -> list[Widget]:
        box = g["buttons"]
        x, w = box.x, box.w
        y = box.y + 6
        out: list[Widget] = []

        def add(wid, label, fn, style="secondary", enabled=True, sub="", icon=None, h=52):
            nonlocal y
            out.append(
                Button(wid, (x, y, w, h), label, fn, style, enabled, size=21, sub=sub, icon=icon)
            )
            y += h + 10

        if self.confirm:
            add("gl.call_yes", t("gl.btn.call_yes"), self.do_call, "danger", h=58)
            add("gl.call_no", t("gl.btn.call_no"), self.cancel_call, "ghost")
            return out
        if self.memo_hold and not self.timeline.busy:
            add("gl.hide", t("gl.btn.hide"), self.hide_held, "primary", sub=t("gl.btn.hide_sub"))
            return out
        if not mine:
            return out
        phase = self.shown["phase"]
        if phase == "turn":
            if self.legal_of(Pass):
                add("gl.pass", t("gl.btn.pass"), lambda: self.act_first(Pass), "primary")
                return out
            add(
                "gl.draw",
                t("gl.btn.draw"),
                self.draw_card,
                "primary",
                bool(self.legal_of(Draw)),
                sub=t("gl.btn.draw_sub"),
            )
            top = self.shown["discard"][-1] if self.shown["discard"] else None
            label = self.card_label(top) if top else ""
            take_on = self.mode == "take"
            add(
                "gl.take",
                t("gl.btn.cancel") if take_on else t("gl.btn.take"),
                lambda: self.set_mode("take"),
                "ghost" if take_on else "secondary",
                bool(self.legal_of(TakeDiscard)),
                sub=t("gl.btn.take_sub", card=label) if not take_on else t("gl.btn.cancel_sub"),
            )
            match_on = self.mode == "match"
            add(
                "gl.match",
                t("gl.btn.cancel") if match_on else t("gl.btn.match"),
                lambda: self.set_mode("match"),
                "ghost" if match_on else "secondary",
                bool(self.legal_of(Match)),
                sub=(
                    t("gl.btn.match_sub", n=POINTS[top["face"]])
                    if top and not match_on
                    else t("gl.btn.cancel_sub")
                ),
            )
        elif phase == "drawn":
            drawn = self.shown["drawn"]
            face = drawn["card"]["face"] if drawn and drawn.get("card") else None
            power = [a for a in self.legal_of(Discard) if a.use_power]
            if face is not None and FACES[face].power:

                def icon(s, c, f=face):
                    pygame.draw.circle(s, theme.WHITE, c, 17)
                    if f in art.HEROES:
                        art.hero(s, f, c, 13)
                    else:
                        art.power_icon(s, f, c, 13)

                add(
                    "gl.power",
                    t("gl.btn.power", power=power_name(drawn["card"]["power"])),
                    lambda: self.act_first(Discard, use_power=True),
                    "primary",
                    bool(power),
                    sub=t(f"gl.power_sub.{FACES[face].name}") if power else t("gl.btn.no_target"),
                    icon=icon,
                    h=58,
                )
            add(
                "gl.discard",
                t("gl.btn.discard"),
                lambda: self.act_first(Discard, use_power=False),
                "secondary",
                sub=t("gl.btn.discard_sub"),
            )
        elif phase == "power":
            if self.legal_of(Keep):
                add(
                    "gl.keep",
                    t("gl.btn.keep"),
                    lambda: self.act_first(Keep),
                    "secondary",
                    sub=t("gl.btn.keep_sub"),
                )
        elif phase == "end":
            if self.legal_of(Call):
                add(
                    "gl.call",
                    t("gl.btn.call"),
                    self.ask_call,
                    "danger",
                    sub=t("gl.btn.call_sub"),
                    h=58,
                )
            add(
                "gl.end",
                t("gl.btn.end"),
                lambda: self.act_first(EndTurn),
                "primary",
                sub=t("gl.btn.end_sub"),
            )
        return out

    # -- drawing ------------------------------------------------------------------------------
    def face_img(self, face: int, size: tuple[int, int], place: tuple) -> pygame.Surface:
        if self.face_log is not None:
            self.face_log.append((place, face))
        return art.face(face, size)

    def status_text(self) -> tuple[str, bool]:
        if self.hint_left > 0:
            return self.hint, True
        v = self.shown
        if self.state.is_over:
            return t("gl.status.over"), False
        if self.memo_hold:
            return t("gl.status.memorize"), False
        cur = self.state.current_player
        name = self.seat_name(cur)
        if self.session.seats[cur].is_bot:
            return t("status.bot", name=name), False
        if not self.my_turn():
            return t("status.other", name=name), False
        if self.confirm:
            return t("gl.status.confirm"), False
        phase = v["phase"]
        if phase == "peek":
            return tn("gl.status.peek", v["peeks_left"][self.viewer], name=name), False
        if phase == "turn":
            top = v["discard"][-1] if v["discard"] else None
            card = self.card_label(top) if top else ""
            if self.mode == "take":
                return t("gl.status.take", card=card), False
            if self.mode == "match":
                return t("gl.status.match", card=card, n=POINTS[top["face"]] if top else 0), False
            if v["caller"] is not None:
                return t("gl.status.turn_last", name=name), False
            return t("gl.status.turn", name=name, card=card), False
        if phase == "drawn":
            d = v["drawn"]
            card = self.card_label(d["card"]) if d and d.get("card") else "?"
            if self.legal_of(Discard) and any(a.use_power for a in self.legal_of(Discard)):
                return t("gl.status.drawn_power", card=card), False
            return t("gl.status.drawn", card=card), False
        if phase == "power":
            p = v["pending"] or {}
            return t(f"gl.status.power.{p.get('power')}.{p.get('step', 0)}"), False
        if phase == "end":
            return t("gl.status.end"), False
        return "", False

    def draw(self, surface: pygame.Surface) -> None:
        v = self.shown
        g = self.geo()
        target = v["options"]["target"]
        centre = t("gl.top.round", round=v["round"], target=target)
        self.draw_backdrop(surface, centre)
        for seat, r in self.panel_rects().items():
            self.draw_panel(surface, seat, r)
        self.draw_own_panel(surface, self.own_panel())
        self.draw_last_turns(surface, g)
        self.draw_centre_labels(surface, g)
        self.draw_status_pill(surface, (g["cx"], g["status_y"]), g["area"].w - 60, 21)
        self.draw_power_info(surface, g)
        self.draw_widgets(surface)
        self.draw_drawn(surface, g)
        self.draw_marks(surface)
        for f in self.flights:
            if f.tween.active:
                self.draw_flight(surface, f)
        self.draw_callouts(surface)
        if self.banner is not None:
            self.draw_banner(surface, g)

    def draw_power_info(self, surface: pygame.Surface, g: dict) -> None:
        """While a power is resolved: what it does, beside the table (everyone may see it)."""
        p = self.shown.get("pending")
        if self.shown["phase"] != "power" or not p:
            return
        power = p["power"]
        face = next((i for i, f in enumerate(FACES) if f.name == power), None)
        if face is None:
            return
        box = g["buttons"]
        y = box.y + 6 + (62 if self.my_turn() and self.legal_of(Keep) else 0)
        r = pygame.Rect(box.x, y, box.w, 112)
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.PANEL_EDGE, 3)
        c = (r.x + 44, r.centery)
        pygame.draw.circle(surface, theme.WHITE, c, 32)
        pygame.draw.circle(surface, art.POWER_STYLE.get(face, (None, theme.SUN))[1], c, 32, 3)
        if face in art.HEROES:
            art.hero(surface, face, c, 24)
        else:
            art.power_icon(surface, face, c, 24)
        name = power_name(power)
        who = self.seat_name(self.shown["current_player"])
        theme.blit_text(surface, name, 21, (r.x + 88, r.y + 24), theme.SUN, "bold", "midleft")
        theme.blit_text(surface, who, 15, (r.x + 88, r.y + 46), (196, 220, 190), "bold", "midleft")
        lines = theme.wrap(t(f"gl.power_sub.{power}"), 16, r.w - 100, "bold")
        for i, line in enumerate(lines[:2]):
            theme.blit_text(
                surface, line, 16, (r.x + 88, r.y + 70 + i * 20), theme.CREAM, "bold", "midleft"
            )

    def draw_flight(self, surface: pygame.Surface, f: Flight) -> None:
        rect, face_up, _k = f.rect_and_face()
        if face_up and f.private and not self.private_ok():
            face_up = False
        if face_up:
            img = self.face_img(f.face, CARD_BIG, ("flight",))
        else:
            img = art.back(CARD_BIG)
        art.blit(surface, img, rect, lift=8)

    def draw_seat_head(self, surface, seat: int, x: int, y: int, w: int, small: bool) -> None:
        s = self.session.seats[seat]
        draw.avatar(surface, (x + 24, y + 22), 15, seat, s.name, s.is_bot)
        total = self.shown["totals"][seat]
        badge = pygame.Rect(0, 0, 58, 26)
        badge.topright = (x + w - 10, y + 9)
        if small:
            size = theme.fit_text(s.name, 20, w - 130, "bold")
            theme.blit_text(surface, s.name, size, (x + 46, y + 22), theme.CREAM, "bold", "midleft")
        else:
            size = theme.fit_text(s.name, 20, w - 58, "bold")
            theme.blit_text(surface, s.name, size, (x + 46, y + 22), theme.CREAM, "bold", "midleft")
            badge.topleft = (x + 12, y + 44)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=13)
        theme.blit_text(surface, str(total), 18, badge.center, theme.INK, "bold", "center")
        theme.blit_text(
            surface,
            t("gl.pts"),
            14,
            (badge.x - 6, badge.centery) if small else (badge.right + 6, badge.centery),
            (196, 220, 190),
            "bold",
            "midright" if small else "midleft",
        )

    def seat_tags(self, seat: int) -> list[tuple[str, tuple]]:
        v = self.shown
        tags: list[tuple[str, tuple]] = []
        if v["caller"] == seat:
            tags.append((t("gl.tag.called"), theme.SUN))
        elif seat in self.last_turn_seats():
            tags.append((t("gl.tag.last_turn"), (236, 172, 52)))
        if self.thinking(seat):
            tags.append((self.thinking_label(), theme.CREAM))
        return tags

    def last_turn_seats(self) -> list[int]:
        v = self.shown
        caller = v["caller"]
        if caller is None or v["turns_left"] is None:
            return []
        n = self.state.players
        return [(caller + k) % n for k in range(n - v["turns_left"], n)]

    def draw_panel(self, surface: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        active = seat == self.shown["current_player"]
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.SUN if active else theme.PANEL_EDGE, 3)
        if active:
            pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)
            pts = [
                (r.centerx - 9, r.bottom - 2),
                (r.centerx + 9, r.bottom - 2),
                (r.centerx, r.bottom + 9),
            ]
            pygame.draw.polygon(surface, theme.SUN, pts)
        self.draw_seat_head(surface, seat, r.x, r.y, r.w, True)
        self.draw_tags(surface, seat, (r.centerx, r.bottom - 2))

    def draw_tags(self, surface, seat: int, midtop: tuple[int, int]) -> None:
        tags = self.seat_tags(seat)
        x = midtop[0] - (len(tags) - 1) * 70
        for text, col in tags:
            img = theme.text(text, 15, theme.INK, "bold")
            tag = img.get_rect(center=(x, midtop[1] + 4)).inflate(18, 8)
            pygame.draw.rect(surface, col, tag, border_radius=tag.h // 2)
            pygame.draw.rect(surface, theme.INK, tag, 1, border_radius=tag.h // 2)
            if text == t("gl.tag.called"):
                art.lock(surface, (tag.x + 2, tag.centery), 9)
            surface.blit(img, img.get_rect(center=tag.center))
            x += 140

    def draw_own_panel(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        seat = self.bottom
        active = seat == self.shown["current_player"]
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.SUN if active else theme.PANEL_EDGE, 3)
        if active:
            pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)
        self.draw_seat_head(surface, seat, r.x, r.y + 4, r.w, False)
        s = self.session.seats[seat]
        if s.is_bot:
            sub = t("seat.bot", level=t(f"kind.{s.kind}"))
        elif self.spectator or self.hot_seat:
            sub = t("seat.human")
        else:
            sub = t("seat.you")
        theme.blit_text(surface, sub, 15, (r.x + 14, r.y + 82), (196, 220, 190), "bold")
        if self.spectator:
            pass
        elif not self.private_ok():
            msg = t("gl.hidden", name=self.seat_name(self.viewer))
            size = theme.fit_text(msg, 15, r.w - 20, "bold", 11)
            theme.blit_text(surface, msg, size, (r.x + 14, r.y + 104), theme.SUN, "bold")
        else:
            row = [c for c in self.shown["slots"][seat] if c is not None]
            seen = sum(1 for c in row if c["card"] is not None)
            msg = t("gl.known", n=seen, of=len(row))
            theme.blit_text(surface, msg, 15, (r.x + 14, r.y + 104), theme.CREAM, "bold")
        self.draw_tags(surface, seat, (r.centerx, r.bottom - 2))

    def draw_last_turns(self, surface: pygame.Surface, g: dict) -> None:
        v = self.shown
        if v["caller"] is None:
            return
        text = t("gl.last_turns", name=self.seat_name(v["caller"]), n=v["turns_left"] or 0)
        img = theme.text(text, 17, theme.INK, "bold")
        rib = img.get_rect(midtop=(g["deck"].centerx + 130, g["top"] - 12)).inflate(24, 8)
        rib.left = max(g["area"].x + 10, rib.left)
        pygame.draw.rect(surface, theme.SUN, rib, border_radius=rib.h // 2)
        pygame.draw.rect(surface, theme.SUN_DARK, rib, 2, border_radius=rib.h // 2)
        surface.blit(img, img.get_rect(center=rib.center))

    def draw_centre_labels(self, surface: pygame.Surface, g: dict) -> None:
        for key, label in (("deck", t("gl.deck")), ("discard", t("gl.discard"))):
            r = g[key]
            theme.blit_text(
                surface, label, 17, (r.centerx, r.bottom + 30), theme.CREAM, "bold", "center"
            )

    def draw_deck(self, surface: pygame.Surface, w: PileWidget) -> None:
        r = w.rect
        n = self.shown["deck"]
        focused = w.hover and w.enabled
        if n <= 0:
            pygame.draw.rect(surface, (200, 230, 200), r, 2, border_radius=10)
        else:
            lift = 6 if w.enabled else 0
            top = r.move(0, -lift)
            for k in range(min(3, (n + 9) // 10), 0, -1):
                art.blit(surface, art.back(CARD_BIG), top.move(-k * 2, -k * 2), lift=2)
            img = art.back(CARD_BIG)
            place = ("deck",)
            if self.shown.get("deck_top") and self.private_ok() and ("deck",) not in self.masks:
                k = self.reveal_k(place)
                face = self.shown["deck_top"]["face"]
                if k is not None and k > 0:
                    self.blit_flip(surface, face, top, k, place, w.enabled, focused)
                    img = None
                elif self.shown["options"].get("memory_aid"):
                    art.blit(
                        surface,
                        img,
                        top,
                        glow=w.enabled,
                        lift=3,
                        outline=theme.WHITE if focused else None,
                    )
                    surface.blit(art.chip(face, 28), (top.right - 32, top.y + 4))
                    img = None
            if img is not None:
                art.blit(
                    surface,
                    img,
                    top,
                    glow=w.enabled,
                    lift=3,
                    outline=theme.WHITE if focused else None,
                )
        badge = pygame.Rect(0, 0, 52, 30)
        badge.center = (r.centerx, r.bottom + 6)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=15)
        pygame.draw.rect(surface, theme.INK, badge, 2, border_radius=15)
        theme.blit_text(surface, str(n), 18, badge.center, theme.INK, "bold", "center")

    def draw_discard(self, surface: pygame.Surface, w: PileWidget) -> None:
        r = w.rect
        pile = self.shown["discard"]
        focused = w.hover and w.enabled or self.mode == "take"
        if not pile:
            pygame.draw.rect(surface, (200, 230, 200), r, 2, border_radius=10)
            return
        lift = 6 if w.enabled else 0
        under = pile[-3:-1]
        for k, c in enumerate(under):
            off = (len(under) - k) * 5
            rr = r.move(off, -off // 2)
            art.blit(surface, self.face_img(c["face"], CARD_BIG, ("discard",)), rr, lift=1)
        top = r.move(0, -lift)
        art.blit(
            surface,
            self.face_img(pile[-1]["face"], CARD_BIG, ("discard",)),
            top,
            glow=w.enabled,
            lift=4,
            outline=theme.WHITE if focused else None,
        )
        if self.mode == "match":
            art.blit(
                surface,
                self.face_img(pile[-1]["face"], CARD_BIG, ("discard",)),
                top,
                outline=theme.SUN,
            )

    def draw_drawn(self, surface: pygame.Surface, g: dict) -> None:
        d = self.shown["drawn"]
        if d is None or ("drawn",) in self.masks:
            return
        r = g["drawn"]
        card = d.get("card")
        mine = d["seat"] == self.viewer and card is not None and self.private_ok()
        pygame.draw.rect(surface, (255, 255, 255), r.inflate(14, 14), 2, border_radius=14)
        if mine:
            img = self.face_img(card["face"], CARD_BIG, ("drawn",))
        else:
            img = art.back(CARD_BIG)
        art.blit(surface, img, r, lift=10)
        label = t("gl.drawn_by", name=self.seat_name(d["seat"]))
        theme.blit_text(surface, label, 16, (r.centerx, r.bottom + 30), theme.SUN, "bold", "center")

    def blit_flip(self, surface, face, rect, k, place, glow=False, focused=False) -> None:
        """A card partly turned: k 0 back .. 1 face."""
        if k >= 1.0:
            art.blit(
                surface,
                self.face_img(face, rect.size, place),
                rect,
                glow=glow,
                lift=4,
                outline=theme.WHITE if focused else None,
            )
            return
        w = max(2, int(rect.w * abs(2 * k - 1)))
        rr = pygame.Rect(0, 0, w, rect.h)
        rr.center = rect.center
        img = self.face_img(face, rect.size, place) if k >= 0.5 else art.back(rect.size)
        art.blit(surface, img, rr, glow=glow, lift=4)

    def draw_slot(self, surface: pygame.Surface, w: SlotWidget) -> None:
        seat, slot = w.seat, w.slot
        c = self.cell(seat, slot)
        rect = w.rect
        place = ("slot", seat, slot)
        if c is None:
            pygame.draw.rect(surface, (120, 170, 120), rect.inflate(-6, -6), 2, border_radius=10)
            return
        if place in self.masks:
            return
        if w.enabled:
            rect = rect.move(0, -(12 if seat == self.bottom else 7))
            if w.hover:
                rect = rect.move(0, -4)
        focused = w.hover and w.enabled
        outline = theme.WHITE if focused else None
        if self.reveal_all is not None and seat < len(self.reveal_all):
            order = [i for i, x in enumerate(self.shown["slots"][seat]) if x is not None]
            if slot in order and order.index(slot) < len(self.reveal_all[seat]):
                face = self.reveal_all[seat][order.index(slot)]
                art.blit(surface, self.face_img(face, rect.size, ("reveal", seat)), rect, lift=4)
                return
        face, k = self.shown_face(seat, slot)
        if place in self.shown_public and c["card"] is not None:
            face, k = c["card"]["face"], max(k, self.reveal_k(place) or 0.0)
        if face is not None and k > 0:
            self.blit_flip(surface, face, rect, k, place, w.enabled, focused)
        else:
            art.blit(
                surface,
                art.back(rect.size),
                rect,
                glow=w.enabled,
                lift=4 if w.enabled else 2,
                outline=outline,
            )
            mark = self.memory_mark(seat, slot)
            if mark is not None:
                h = max(22, rect.w // 3)
                surface.blit(self.chip_img(mark, h, place), (rect.right - h + 4, rect.y - 6))
            self.draw_known_by(surface, rect, c)
        if c["face_up"] or seat in self.shown["protected"]:
            art.lock(surface, (rect.centerx, rect.bottom - 14), max(10, rect.w // 6))
        if seat == self.bottom and rect.w >= 60:
            theme.blit_text(
                surface,
                str(slot + 1),
                15,
                (rect.centerx, rect.bottom + 12),
                (196, 220, 190),
                "bold",
                "center",
            )

    def chip_img(self, face: int, h: int, place: tuple) -> pygame.Surface:
        if self.face_log is not None:
            self.face_log.append((place, face))
        return art.chip(face, h)

    def draw_known_by(self, surface: pygame.Surface, rect: pygame.Rect, c: dict) -> None:
        """Who has seen this card (public, GL-33): little seat-coloured dots under it."""
        seats = c.get("known_by") or []
        if not seats or len(seats) >= self.state.players + 1:
            return
        r = 4 if rect.w >= 60 else 3
        x0 = rect.centerx - (len(seats) - 1) * (2 * r + 3) / 2
        y = rect.bottom - r - 5
        for k, s in enumerate(seats):
            col = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
            pos = (x0 + k * (2 * r + 3), y)
            pygame.draw.circle(surface, theme.CREAM, pos, r + 1)
            pygame.draw.circle(surface, col, pos, r)

    def draw_marks(self, surface: pygame.Surface) -> None:
        for (seat, slot), kind, left in self.marks:
            rows = self.shown["slots"]
            if seat >= len(rows) or slot >= len(rows[seat]):
                continue
            rect = self.slot_rects(seat)[slot]
            c = (rect.centerx, rect.y + rect.h // 2)
            rad = max(14, rect.w // 4)
            alpha = min(1.0, left / 0.3)
            bubble = pygame.Surface((rad * 2 + 4, rad * 2 + 4), pygame.SRCALPHA)
            bc = (rad + 2, rad + 2)
            fill = {"look": theme.WHITE, "swap": theme.CREAM, "cross": (250, 226, 222)}[kind]
            pygame.draw.circle(bubble, (*fill, int(235 * alpha)), bc, rad)
            pygame.draw.circle(bubble, (*theme.INK, int(255 * alpha)), bc, rad, 2)
            if kind == "look":
                art.eye_icon(bubble, bc, rad * 0.7)
            elif kind == "swap":
                art.swap_icon(bubble, bc, rad * 0.75)
            else:
                d = rad * 0.5
                pygame.draw.line(bubble, art.RED, (bc[0] - d, bc[1] - d), (bc[0] + d, bc[1] + d), 4)
                pygame.draw.line(bubble, art.RED, (bc[0] - d, bc[1] + d), (bc[0] + d, bc[1] - d), 4)
            surface.blit(bubble, bubble.get_rect(center=c))

    def draw_callouts(self, surface: pygame.Surface) -> None:
        panels = self.panel_rects()
        for text, seat, left in self.callouts:
            r = panels.get(seat, self.own_panel())
            rise = (1.5 - left) * 12
            draw.callout(surface, text, (r.centerx, r.y + 18 - rise), left)

    def draw_banner(self, surface: pygame.Surface, g: dict) -> None:
        text, left, colour = self.banner
        k = max(0.0, min(1.0, left / 0.3))
        ink = theme.WHITE if colour in (art.RED,) else theme.INK
        img = theme.text(text, 40, ink, "bold")
        rib = img.get_rect(center=(g["cx"], g["deck"].centery)).inflate(80, 30)
        edge = tuple(max(0, x - 50) for x in colour)
        draw.panel(surface, rib, colour, int(245 * k), 20, edge, 6)
        surface.blit(img, img.get_rect(center=rib.center))
