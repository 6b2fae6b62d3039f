"""The Via Gladiola table (RULES §1): walk pile with pace bands, hand, seats, day track, log.

What the table shows (``self.shown``) trails the engine: each engine event becomes a tween
whose start/end hooks move cards in ``shown``, so cards travel instead of jumping; when the
animations finish, ``sync`` makes ``shown`` equal the engine's view again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game import i18n
from game.games.via_gladiola.cards import DAYS, FINISH_KM, MAX_STEP, draws_for
from game.games.via_gladiola.rules import LayGladiola, Rest, Walk, card_from_json
from game.games.via_gladiola.ui import art as card_art
from game.i18n import t, tn
from game.ui import draw, focus, navigator, theme
from game.ui.layout import (
    CARD_FAN,
    CARD_HAND,
    CARD_MINI,
    CARD_PILE,
    CARD_TOP,
    HAND_LIFT,
    HAND_Y,
    W,
)
from game.ui.scene import Scene
from game.ui.table.base import TableScene
from game.ui.tween import Tween, ease_in_out, ease_out, lerp
from game.ui.widgets import Button, Widget

GROUP_W = 892  # width of the centre row (day track .. gladiolas)
BANDS = ((1, 5), (6, 10), (11, 15))  # VG-9: difference ranges drawing 0, 1, 2 cards


def ckey(c: dict) -> tuple:
    return (c["kind"], c["value"], c["blisters"])


def sort_key(c: dict) -> tuple:
    # The engine's hand order: distances and Finish by value, Gladiolas last.
    return (c["kind"] == "gladiola", c["value"] or 0, c["blisters"])


@dataclass
class Shown:
    """The picture on the table; catches up with the engine through animations."""

    day: int = 1
    walk_pile: list[dict] = field(default_factory=list)
    hand: list[dict] = field(default_factory=list)
    hand_sizes: list[int] = field(default_factory=list)
    draw_pile: int = 0
    completed: list[dict] = field(default_factory=list)
    gladiolas: list[dict] = field(default_factory=list)

    @classmethod
    def from_view(cls, view: dict) -> Shown:
        return cls(
            view["day"],
            list(view["walk_pile"]),
            list(view["hand"]),
            list(view["hand_sizes"]),
            view["draw_pile"],
            [dict(d) for d in view["completed_days"]],
            list(view["gladiolas_laid"]),
        )


class Flight:
    """A card travelling between two places while its tween runs."""

    def __init__(
        self,
        tween: Tween,
        card: dict | None,
        src: pygame.Rect,
        dst: pygame.Rect,
        flip: bool = False,
        day: int | None = None,
    ) -> None:
        self.tween, self.card, self.src, self.dst = tween, card, pygame.Rect(src), pygame.Rect(dst)
        self.flip, self.day = flip, day

    def draw(self, surface: pygame.Surface) -> None:
        k = self.tween.value
        w = lerp(self.src.w, self.dst.w, k)
        h = lerp(self.src.h, self.dst.h, k)
        cx = lerp(self.src.centerx, self.dst.centerx, k)
        cy = lerp(self.src.centery, self.dst.centery, k) - math.sin(math.pi * k) * 40
        face_up = self.card is not None and (not self.flip or k >= 0.5)
        if self.flip:
            w *= max(0.06, abs(1 - 2 * k))  # a flip: narrow to an edge, widen showing the face
        rect = pygame.Rect(0, 0, max(2, int(w)), max(2, int(h)))
        rect.center = (int(cx), int(cy))
        image = (
            card_art.face(self.card, CARD_HAND, self.day) if face_up else card_art.back(CARD_HAND)
        )
        card_art.blit(surface, image, rect, lift=8)


class HandCard(Widget):
    """A card in the viewer's hand; enabled when it is a legal play now."""

    def __init__(
        self,
        index: int,
        card: dict,
        rect: pygame.Rect,
        playable: bool,
        draws: int | None,
        table: ViaGladiolaTable,
    ) -> None:
        super().__init__(f"hand.{index}", rect, playable)
        self.index, self.card, self.draws, self.table = index, card, draws, table

    def click(self, pos: tuple[int, int]) -> None:
        self.table.play_card(self.card)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw_hand_card(surface, self)


class ViaGladiolaTable(TableScene):
    name = "via_gladiola"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.shown = Shown()
        self.flights: list[Flight] = []
        self.callouts: list[list] = []  # [text, seat, seconds left]
        self.banner: list | None = None  # [text, seconds left]
        self.hand_pos: dict[tuple, list[float]] = {}
        self._hand_widgets: list[HandCard] = []
        self.tip_on_top = True  # the first-game guide is drawn over the table (see draw)

    @property
    def focus_card(self) -> int | None:
        """The hand card with the keyboard focus (one focus for cards and buttons)."""
        if self.focus_id and self.focus_id.startswith("hand."):
            return int(self.focus_id[5:])
        return None

    @focus_card.setter
    def focus_card(self, index: int | None) -> None:
        self.focus_id = None if index is None else f"hand.{index}"

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> dict:
        return self.state.view(self.viewer)

    def sync(self) -> None:
        self.shown = Shown.from_view(self.view())

    def card_label(self, card: dict) -> str:
        kind = card.get("kind")
        if kind == "gladiola":
            return t("card.gladiola_label", blisters=card.get("blisters", 0))
        if kind == "finish":
            return t("card.finish_label", blisters=card.get("blisters", 0))
        if kind == "start":
            return t("card.start")
        return t("card.km_label", km=card.get("value"), blisters=card.get("blisters", 0))

    def log_entries(self, events: list) -> list[dict]:
        # Hot seat: the log is read by everyone at the device, so it holds public facts only.
        watcher = -1 if self.hot_seat or self.spectator else self.viewer
        out: list[dict] = []
        for ev in events:
            seen = ev.seen_by(watcher)
            if seen is None:
                continue
            kind = seen.type
            if kind == "walked":
                name = self.seat_name(seen.seat)
                card = seen.card.to_json()
                key = "log.finish" if card["kind"] == "finish" else "log.walk"
                args = {
                    "name": name,
                    "km": card["value"],
                    "diff": seen.difference,
                    "draws": seen.draws,
                }
                out.append({"key": key, "args": args, "seat": seen.seat})
            elif kind == "rested":
                out.append(
                    {
                        "key": "log.rest",
                        "args": {"name": self.seat_name(seen.seat)},
                        "seat": seen.seat,
                    }
                )
            elif kind == "cards_drawn":
                name = self.seat_name(seen.seat)
                if seen.cards:
                    cards = [c.to_json() for c in seen.cards]
                    out.append(
                        {
                            "key": "log.you_draw",
                            "args": {"name": name, "cards": cards},
                            "seat": seen.seat,
                        }
                    )
                else:
                    key = "log.draws.one" if seen.count == 1 else "log.draws.other"
                    out.append(
                        {"key": key, "args": {"name": name, "n": seen.count}, "seat": seen.seat}
                    )
            elif kind == "gladiola_laid":
                n = seen.card.blisters
                args = {"name": self.seat_name(seen.seat), "n": n}
                key = "log.gladiola.one" if n == 1 else "log.gladiola.other"
                out.append({"key": key, "args": args, "seat": seen.seat})
            elif kind == "pile_recycled":
                out.append({"key": "log.recycled", "args": {"day": seen.day, "n": seen.count}})
            elif kind == "day_ended":
                out.append({"key": "log.day_end", "args": {"day": seen.day}, "gap": True})
                if seen.day < DAYS:
                    out.append({"key": "log.day_start", "args": {"day": seen.day + 1}})
            elif kind == "game_ended":
                out.append({"key": f"log.end.{seen.reason}", "args": {}})
        return out

    def enter(self) -> None:
        if not self.session.log:
            first = self.state.current_player
            self.session.log.append({"key": "log.start", "args": {"name": self.seat_name(first)}})
        super().enter()

    # -- geometry -----------------------------------------------------------------------------
    def geo(self) -> dict:
        area = self.play_area()
        gx = area.x + max(16, (area.w - GROUP_W) // 2)
        top = pygame.Rect(gx + 396, 188, *CARD_TOP)
        bands = pygame.Rect(top.right + 24, 188, 180, 212)
        return {
            "area": area,
            "gx": gx,
            "cx": gx + GROUP_W // 2,
            "chips": [pygame.Rect(gx, 188 + i * 54, 150, 48) for i in range(DAYS)],
            "pile": pygame.Rect(gx + 182, 214, *CARD_PILE),
            "top": top,
            "bands": bands,
            "glads": pygame.Rect(bands.right + 16, 188, gx + GROUP_W - bands.right - 16, 212),
        }

    def seat_rects(self) -> list[pygame.Rect]:
        area = self.play_area()
        n = len(self.session.seats)
        w = min(236, (area.w - 48 - (n - 1) * 12) // n)
        total = n * w + (n - 1) * 12
        x0 = area.x + (area.w - total) // 2
        return [pygame.Rect(x0 + i * (w + 12), 62, w, 100) for i in range(n)]

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        area = self.play_area()
        left, right = area.x + 28, area.right - 28
        cw, ch = CARD_HAND
        if n <= 0:
            return []
        step = min(cw + 10, (right - left - cw) / max(1, n - 1)) if n > 1 else 0
        total = cw + step * (n - 1)
        x0 = left + (right - left - total) / 2
        return [pygame.Rect(round(x0 + i * step), HAND_Y, cw, ch) for i in range(n)]

    def hand_keys(self, hand: list[dict]) -> list[tuple]:
        seen: dict[tuple, int] = {}
        keys = []
        for c in hand:
            k = ckey(c)
            seen[k] = seen.get(k, 0) + 1
            keys.append((k, seen[k]))
        return keys

    def panel_card_rect(self, seat: int) -> pygame.Rect:
        r = self.seat_rects()[seat]
        rect = pygame.Rect(0, 0, *CARD_MINI)
        rect.center = (r.x + 60, r.bottom - 23)
        return rect

    def hand_target(self, card: dict | None, hand: list[dict]) -> pygame.Rect:
        """Where a card joining ``hand`` will sit."""
        if card is None:
            rects = self.hand_rects(len(hand) + 1)
            return rects[len(rects) // 2]
        new = sorted(hand + [card], key=sort_key)
        return self.hand_rects(len(new))[new.index(card)]

    def shows_hand_of(self, seat: int) -> bool:
        return seat == self.viewer and self.hand_visible()

    # -- animations ---------------------------------------------------------------------------
    def _fly(self, tween: Tween, card, src, dst, flip=False, day=None) -> None:
        self.flights.append(Flight(tween, card, src, dst, flip, day))

    def animate_deal(self) -> None:
        n = self.state.players
        view = self.view()
        final = list(view["hand"])
        self.shown.hand = []
        self.shown.hand_sizes = [0] * n
        self.shown.draw_pile = view["draw_pile"] + sum(view["hand_sizes"])
        tweens = []
        order = [(r, s) for r in range(max(view["hand_sizes"])) for s in range(n)]
        for i, (r, s) in enumerate(order):
            if r >= view["hand_sizes"][s]:
                continue
            card = final[r] if self.shows_hand_of(s) and r < len(final) else None
            tw = Tween(0.26, delay=i * 0.05)
            tw.on_start = self._deal_start(tw, s, card)
            tw.on_end = self._deal_end(s, card)
            tweens.append(tw)
        self.timeline.add_step(*tweens)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))
        self.app.sound.play("shuffle")

    def _deal_start(self, tw: Tween, seat: int, card):
        def go() -> None:
            self.shown.draw_pile -= 1
            dst = self.hand_target(card, self.shown.hand) if card else self.panel_card_rect(seat)
            self._fly(tw, card, self.geo()["pile"], dst, flip=card is not None)
            self.app.sound.play("deal")

        return go

    def _deal_end(self, seat: int, card):
        def go() -> None:
            self.shown.hand_sizes[seat] += 1
            if card is not None:
                self.shown.hand = sorted(self.shown.hand + [card], key=sort_key)

        return go

    def animate(self, events: list) -> None:
        watcher = self.viewer
        for ev in events:
            seen = ev.seen_by(watcher)
            if seen is None:
                continue
            handler = getattr(self, f"_anim_{seen.type}", None)
            if handler is not None:
                handler(seen)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))

    def _src_rect(self, seat: int, card: dict) -> pygame.Rect:
        if self.shows_hand_of(seat):
            keys = self.hand_keys(self.shown.hand)
            for i, c in enumerate(self.shown.hand):
                if c == card and keys[i] in self.hand_pos:
                    x, y = self.hand_pos[keys[i]]
                    return pygame.Rect(round(x), round(y), *CARD_HAND)
        return self.panel_card_rect(seat)

    def _take(self, seat: int, card: dict) -> None:
        self.shown.hand_sizes[seat] = max(0, self.shown.hand_sizes[seat] - 1)
        if self.shows_hand_of(seat) and card in self.shown.hand:
            self.shown.hand.remove(card)

    def _anim_walked(self, ev) -> None:
        card = ev.card.to_json()
        tw = Tween(0.32, ease=ease_out)

        def start() -> None:
            src = self._src_rect(ev.seat, card)
            self._take(ev.seat, card)
            self._fly(tw, card, src, self.geo()["top"], flip=not self.shows_hand_of(ev.seat))
            self.app.sound.play("play")

        def end() -> None:
            self.shown.walk_pile.append(card)
            self.callouts.append([f"{card['value']} km", ev.seat, 1.2])

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_rested(self, ev) -> None:
        def start() -> None:
            self.callouts.append([t("table.callout_rest"), ev.seat, 1.3])

        self.timeline.add_step(Tween(0.2, on_start=start))

    def _anim_cards_drawn(self, ev) -> None:
        cards = [c.to_json() for c in ev.cards] if ev.cards else [None] * ev.count
        tweens = []
        for i, card in enumerate(cards):
            tw = Tween(0.3, delay=i * 0.12)
            tw.on_start = self._draw_start(tw, ev.seat, card)
            tw.on_end = self._draw_end(ev.seat, card)
            tweens.append(tw)
        self.timeline.add_step(*tweens)

    def _draw_start(self, tw: Tween, seat: int, card):
        def go() -> None:
            self.shown.draw_pile = max(0, self.shown.draw_pile - 1)
            if self.shows_hand_of(seat):
                dst = self.hand_target(card, self.shown.hand)
            else:
                dst = self.panel_card_rect(seat)
            face = card if self.shows_hand_of(seat) else None
            self._fly(tw, face, self.geo()["pile"], dst, flip=face is not None)
            self.app.sound.play("draw")

        return go

    def _draw_end(self, seat: int, card):
        def go() -> None:
            self.shown.hand_sizes[seat] += 1
            if card is not None and self.shows_hand_of(seat):
                self.shown.hand = sorted(self.shown.hand + [card], key=sort_key)

        return go

    def _anim_gladiola_laid(self, ev) -> None:
        card = ev.card.to_json()
        tw = Tween(0.36)

        def start() -> None:
            src = self._src_rect(ev.seat, card)
            self._take(ev.seat, card)
            g = self.geo()["glads"]
            dst = pygame.Rect(0, 0, *CARD_MINI)
            dst.center = (g.centerx, g.y + 120)
            self._fly(tw, card, src, dst)
            self.app.sound.play("play")

        def end() -> None:
            self.shown.gladiolas.append({"seat": ev.seat, "card": card})

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_pile_recycled(self, ev) -> None:
        g = self.geo()
        chip = g["chips"][ev.day - 1]
        tweens = []
        shown_n = min(6, max(1, ev.count))
        for i in range(shown_n):
            tw = Tween(0.3, delay=i * 0.07, ease=ease_in_out)
            src = pygame.Rect(0, 0, *CARD_MINI)
            src.center = chip.center

            def start(tw=tw, src=src, first=i == 0) -> None:
                if first:
                    for d in self.shown.completed:
                        if d["day"] == ev.day:
                            d["recycled"] = True
                            d["cards"] = d["cards"][:1]
                    self.app.sound.play("shuffle")
                self._fly(tw, None, src, self.geo()["pile"])

            tw.on_start = start
            tweens.append(tw)
        tweens[-1].on_end = lambda: setattr(
            self.shown, "draw_pile", self.shown.draw_pile + ev.count
        )
        self.timeline.add_step(*tweens)

    def _anim_day_ended(self, ev) -> None:
        tw = Tween(1.2, ease=ease_in_out)

        def start() -> None:
            self.banner = [t("table.day_done", day=ev.day), 1.6]
            self.app.sound.play("day_end")
            if ev.day < DAYS:
                pile = self.shown.walk_pile
                chip = self.geo()["chips"][ev.day - 1]
                dst = pygame.Rect(0, 0, *CARD_MINI)
                dst.center = chip.center
                if pile:
                    self._fly(tw, pile[-1], self.geo()["top"], dst)
                self.shown.completed.append({"day": ev.day, "cards": pile, "recycled": False})
                self.shown.walk_pile = []

        def end() -> None:
            if ev.day < DAYS:
                self.shown.day = ev.day + 1
                self.shown.walk_pile = [{"kind": "start", "value": 0, "blisters": 0}]

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_game_ended(self, ev) -> None:
        def start() -> None:
            self.banner = [t(f"table.end.{ev.reason}"), 1.8]

        self.timeline.add_step(Tween(0.8, on_start=start))

    # -- input --------------------------------------------------------------------------------
    def playable(self) -> dict[tuple, int | None]:
        """Card key -> draws (None for a Gladiola) for every legal card play now."""
        if not self.my_turn():
            return {}
        out: dict[tuple, int | None] = {}
        for a in self.state.legal_actions():
            if isinstance(a, Walk):
                top = self.state.walk_pile[-1].value
                out[ckey(a.card.to_json())] = draws_for(a.card.value - top)
            elif isinstance(a, LayGladiola):
                out[ckey(a.card.to_json())] = None
        return out

    def play_card(self, card: dict) -> None:
        c = card_from_json(card)
        action = LayGladiola(c) if card["kind"] == "gladiola" else Walk(c)
        self.human_act(action)
        self.focus_card = None

    def rest(self) -> None:
        self.human_act(Rest())

    def lay_gladiola(self) -> None:
        glads = [a for a in self.state.legal_actions() if isinstance(a, LayGladiola)]
        if not self.my_turn():
            self.show_hint(self.wait_hint())
        elif not glads:
            self.show_hint(self.gladiola_hint())
        else:
            # The button lays the Gladiola with the most blisters: the one worth shedding.
            self.human_act(max(glads, key=lambda a: a.card.blisters))

    def tip_for_now(self) -> str | None:
        seen = self.app.settings.hints_seen
        playable = self.playable()
        hand = self.shown.hand
        order = [
            ("vg_first_turn", True),
            (
                "vg_day4_gladiola",
                self.state.day == DAYS and any(c["kind"] == "gladiola" for c in hand),
            ),
            ("vg_finish", any(k[0] == "finish" for k in playable)),
            ("vg_rest", not playable),
            ("vg_pace", bool(playable) and "vg_first_turn" in seen),
        ]
        return next((tip for tip, fits in order if fits and tip not in seen), None)

    def best_gladiola_blisters(self) -> int:
        return max((c["blisters"] for c in self.shown.hand if c["kind"] == "gladiola"), default=0)

    def gladiola_hint(self) -> str:
        if self.state.day != DAYS:
            return t("hint.gladiola_day4", day=DAYS)
        return t("hint.no_gladiola")

    def card_hint(self, card: dict) -> str:
        if not self.my_turn():
            return self.wait_hint()
        if card["kind"] == "gladiola":
            return self.gladiola_hint()
        top = self.state.walk_pile[-1].value
        if card["value"] <= top:
            return t("hint.too_low", top=top)
        return t("hint.too_far", km=card["value"], top=top, step=MAX_STEP)

    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, HandCard):
            self.show_hint(self.card_hint(widget.card))
        elif widget.id == "gladiola":
            self.show_hint(self.gladiola_hint() if self.my_turn() else self.wait_hint())
        elif widget.id == "rest":
            self.show_hint(self.wait_hint())

    def on_command(self, command: str) -> bool:
        if super().on_command(command):
            return True
        hand = self.shown.hand if self.hand_visible() else []
        on_hand = self.focus_card is not None and self.focus_card < len(hand)
        if command == "rest":
            self.rest()
        elif command == "gladiola":
            self.lay_gladiola()
        elif command in ("left", "right") and hand and (on_hand or self.focus_id is None):
            d = -1 if command == "left" else 1
            cur = self.focus_card if on_hand else (-1 if d > 0 else len(hand))
            self.focus_card = max(0, min(len(hand) - 1, cur + d))
        elif command.startswith("digit") and hand:
            i = int(command[5:]) - 1
            if i < len(hand):
                self.focus_card = i
        elif command in ("left", "right", "up", "down", "confirm"):
            self.keyboard_focus(command)
        else:
            return False
        return True

    def keyboard_focus(self, command: str) -> None:
        """Arrows between the hand, the buttons and the top bar; Enter acts on the focus."""
        items = [w for w in self.widgets() if w.focusable and w.visible]
        ids = [w.id for w in items]
        if self.focus_id not in ids:
            # Nothing focused yet: start on a card that can be played, else on Rest.
            ok = [w for w in self._hand_widgets if w.enabled]
            self.focus_id = ok[0].id if ok else ("rest" if "rest" in ids else None)
            return
        cur = ids.index(self.focus_id)
        if command == "confirm":
            self.focus_command("confirm")
            return
        k = focus.neighbour([w.rect for w in items], cur, command)
        if k is not None:
            self.focus_id = ids[k]

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [
            (("←", "→", "1–9"), "keys.vg.pick"),
            (("Enter",), "keys.vg.play"),
            (("↑", "↓"), "keys.vg.updown"),
            (("R",), "keys.vg.rest"),
            (("G",), "keys.vg.gladiola"),
        ]

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        """What each first-game tip points at: the playable cards, the bands, a button."""
        by_id = {w.id: w.rect for w in self.widgets()}
        # Playable cards wear a badge above them: the ring goes round the badges too.
        playable = [w.rect.inflate(0, 36) for w in self._hand_widgets if w.enabled]
        if tip_id == "vg_first_turn":
            return playable[0].unionall(playable[1:]) if playable else by_id.get("rest")
        if tip_id == "vg_pace":
            return self.geo()["bands"]
        if tip_id == "vg_rest":
            return by_id.get("rest")
        if tip_id == "vg_day4_gladiola":
            return by_id.get("gladiola")
        if tip_id == "vg_finish":
            finish = [
                w.rect.inflate(0, 36) for w in self._hand_widgets if w.card["kind"] == "finish"
            ]
            return finish[0] if finish else None
        return None

    # -- widgets ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        g = self.geo()
        ws: list[Widget] = list(self._hand_widgets)
        mine = self.my_turn()
        has_glad = any(c["kind"] == "gladiola" for c in self.shown.hand)
        ws.append(
            Button(
                "rest",
                (g["cx"] - 214, 472, 204, 52),
                t("table.rest"),
                self.rest,
                "primary",
                mine,
                sub=t("table.rest_sub"),
                key="R",
            )
        )
        glad_ok = mine and self.state.day == DAYS and has_glad
        ws.append(
            Button(
                "gladiola",
                (g["cx"] + 10, 472, 204, 52),
                t("table.gladiola"),
                self.lay_gladiola,
                "secondary",
                glad_ok,
                sub=(
                    tn("table.gladiola_sub_now", self.best_gladiola_blisters())
                    if glad_ok
                    else t("table.gladiola_sub", day=DAYS)
                ),
                icon=lambda s, c: draw.gladiola(s, (c[0], c[1] + 18), 38),
                key="G",
            )
        )
        ws.extend(self.chrome_widgets())
        ws.append(
            Button("keys", (W - 258, 6, 44, 40), "?", self.show_keys, "ghost", size=22, key="")
        )
        return ws

    def show_keys(self) -> None:
        self.app.push(navigator.make("keys", self.app))

    def update(self, dt: float) -> None:
        super().update(dt)
        for f in list(self.flights):
            if f.tween.done:
                self.flights.remove(f)
        # Callouts and banners follow the animation speed; "skip" shows none.
        speed = self.app.settings.speed
        fade = dt * speed if speed > 0 else 99.0
        for c in self.callouts:
            c[2] -= fade
        self.callouts = [c for c in self.callouts if c[2] > 0]
        if self.banner is not None:
            self.banner[1] -= fade
            if self.banner[1] <= 0:
                self.banner = None
        self.layout_hand(dt)

    def layout_hand(self, dt: float) -> None:
        hand = self.shown.hand if self.hand_visible() else []
        rects = self.hand_rects(len(hand))
        keys = self.hand_keys(hand)
        playable = self.playable()
        k = 1.0 if self.app.settings.skip else min(1.0, dt * 14)
        widgets = []
        alive = set()
        for i, (card, key, rect) in enumerate(zip(hand, keys, rects)):
            ok = ckey(card) in playable
            target = (rect.x, rect.y - (HAND_LIFT if ok else 0))
            pos = self.hand_pos.setdefault(key, [float(target[0]), float(target[1])])
            pos[0] += (target[0] - pos[0]) * k  # slide, never jump, when the hand re-sorts
            pos[1] += (target[1] - pos[1]) * k
            alive.add(key)
            r = pygame.Rect(round(pos[0]), round(pos[1]), *CARD_HAND)
            widgets.append(HandCard(i, card, r, ok, playable.get(ckey(card)), self))
        self.hand_pos = {key: p for key, p in self.hand_pos.items() if key in alive}
        self._hand_widgets = widgets

    # -- drawing ------------------------------------------------------------------------------
    def status_text(self) -> tuple[str, bool]:
        shared = self.turn_status("status.over", "status.bot", "status.other")
        if shared is not None:
            return shared
        name = self.seat_name(self.state.current_player)
        hover = self.widget_at(self.pointer)
        if hover is None and self.focus_id is not None:  # the keyboard focus previews too
            hover = next((w for w in self.widgets() if w.id == self.focus_id), None)
        if isinstance(hover, HandCard) and hover.enabled:
            if hover.card["kind"] == "gladiola":
                return tn("status.lay_gladiola", hover.card["blisters"]), False
            return t("status.walk_preview", km=hover.card["value"], n=hover.draws), False
        if hover is not None and hover.id == "rest":
            return t("status.rest_preview"), False
        if hover is not None and hover.id == "gladiola" and hover.enabled:
            return tn("status.lay_gladiola", self.best_gladiola_blisters()), False
        if self.state.day == DAYS and any(c["kind"] == "gladiola" for c in self.shown.hand):
            return t("status.your_turn_day4", name=name), False
        return t("status.your_turn", name=name), False

    def still_key(self) -> tuple:
        """Everything :meth:`draw_still` shows (the backdrop layer repaints when it changes)."""
        v = self.shown
        return (
            i18n.language(),
            i18n.revision(),
            self.app.settings.log_open,
            self.state.current_player,
            self.viewer,
            self.hot_seat,
            repr((v.day, v.hand_sizes, v.draw_pile, v.completed)),
            len(v.walk_pile),
            repr(v.walk_pile[-4:]),
            len(v.gladiolas),
            repr(v.gladiolas[-6:]),
        )

    def draw_still(self, surface: pygame.Surface, g: dict, tags: bool = True) -> None:
        """Seats, days, piles, bands and gladiolas: they change only when something happens."""
        self.draw_seats(surface, tags)
        self.draw_days(surface, g)
        self.draw_pile(surface, g)
        self.draw_walk(surface, g)
        self.draw_bands(surface, g)
        self.draw_gladiolas(surface, g)

    def draw(self, surface: pygame.Surface) -> None:
        g = self.geo()
        self.draw_backdrop(
            surface,
            t("table.day_of", day=self.shown.day or 1, days=DAYS),
            self.still_key() if draw.RETAINED else (),
            lambda layer: self.draw_still(layer, g, tags=not draw.RETAINED),
        )
        if draw.RETAINED:  # the "thinking..." tags animate: drawn every frame
            for i, r in enumerate(self.seat_rects()):
                if self.thinking(i):
                    self.draw_thinking(surface, r)
        size = min(26, theme.body(22))
        self.draw_status_pill(surface, (g["cx"], 447), g["area"].w - 120, size, 16, 190)
        if not self.hand_visible():
            self.draw_hidden_hand(surface)
        self.draw_widgets(surface, [w for w in self.widgets() if w.id != "tip.ok"])
        self.draw_hand_focus(surface)
        for f in self.flights:
            if f.tween.active:
                f.draw(surface)
        self.draw_callouts(surface)
        if self.banner is not None:
            self.draw_banner(surface, g)
        self.draw_tip(surface)
        if self.tip is not None:
            self.draw_widgets(surface, self.tip_widgets())  # its button over the bubble

    def draw_hidden_hand(self, surface: pygame.Surface) -> None:
        area = self.play_area()
        if self.spectator:
            msg = t("table.spectating")
        else:
            msg = t("table.hand_hidden", name=self.seat_name(self.viewer))
        theme.blit_text(
            surface, msg, 20, (area.centerx, HAND_Y + 60), theme.CREAM, "bold", "center"
        )

    def draw_hand_focus(self, surface: pygame.Surface) -> None:
        """The focus ring of a hand card, over its neighbours (cards overlap in a big hand)."""
        w = next((w for w in self._hand_widgets if w.index == self.focus_card), None)
        if w is not None:
            rect = w.rect.move(0, -6) if w.enabled else w.rect
            focus.ring(surface, rect, 10, 3)
            self.draw_card_badge(surface, w, rect)  # the badge stays readable over the ring

    def draw_hand_card(self, surface: pygame.Surface, w: HandCard) -> None:
        focused = w.focused or w.index == self.focus_card
        rect = w.rect.move(0, -6) if ((w.hover or focused) and w.enabled) else w.rect
        card_art.blit(
            surface,
            card_art.face(w.card, CARD_HAND),
            rect,
            glow=w.enabled,
            lift=6 if w.enabled else 3,
        )
        if not w.enabled and self.my_turn():
            surface.blit(draw.veil(rect.size, (40, 40, 30, 60), 10), rect)
        self.draw_card_badge(surface, w, rect)

    def draw_card_badge(self, surface: pygame.Surface, w: HandCard, rect: pygame.Rect) -> None:
        if w.enabled and w.card["kind"] != "gladiola" and w.draws is not None:
            self.draw_badge(surface, rect, w.draws)
        elif w.enabled:
            badge = pygame.Rect(0, 0, 40, 26)
            badge.midbottom = (rect.centerx, rect.y + 4)
            pygame.draw.rect(surface, theme.GLADIOLA, badge, border_radius=13)
            draw.check(surface, badge.center, 14)

    def draw_badge(self, surface: pygame.Surface, rect: pygame.Rect, draws: int) -> None:
        """The draw-count badge on a playable card: band colour, little cards and the digit."""
        badge = pygame.Rect(0, 0, 62, 28)
        badge.midbottom = (rect.centerx, rect.y + 6)
        pygame.draw.rect(surface, theme.BAND_COLOURS[draws], badge, border_radius=14)
        pygame.draw.rect(surface, theme.CREAM, badge, 2, border_radius=14)
        draw.draw_icons(surface, (badge.x + 22, badge.centery), draws, 14)
        theme.blit_text(
            surface, f"+{draws}", 16, (badge.right - 14, badge.centery), theme.INK, "bold", "center"
        )

    def draw_seats(self, surface: pygame.Surface, tags: bool = True) -> None:
        cur = self.state.current_player
        for i, r in enumerate(self.seat_rects()):
            seat = self.session.seats[i]
            active = i == cur
            draw.panel(
                surface, r, theme.PANEL, 215, 16, theme.SUN if active else theme.PANEL_EDGE, 3
            )
            if active:
                pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)
                pts = [(r.centerx - 9, r.y - 2), (r.centerx + 9, r.y - 2), (r.centerx, r.y + 9)]
                pygame.draw.polygon(surface, theme.SUN, pts)
            draw.avatar(surface, (r.x + 30, r.y + 30), 19, i, seat.name, seat.is_bot)
            name_size = theme.fit_text(seat.name, 21, r.w - 66, "bold")
            theme.blit_text(
                surface, seat.name, name_size, (r.x + 58, r.y + 12), theme.CREAM, "bold"
            )
            if seat.is_bot:
                sub = t("seat.bot", level=t(f"kind.{seat.kind}"))
            else:
                sub = t("seat.you") if i == self.viewer and not self.hot_seat else t("seat.human")
            theme.blit_text(surface, sub, 15, (r.x + 58, r.y + 34), (196, 220, 190), "regular")
            n = self.shown.hand_sizes[i] if i < len(self.shown.hand_sizes) else 0
            fan = min(n, max(1, (r.w - 110) // 9))
            for k in range(fan):
                rect = pygame.Rect(r.x + 14 + k * 9, r.bottom - 40, *CARD_FAN)
                card_art.blit(surface, card_art.back(CARD_FAN), rect, lift=1)
            theme.blit_text(
                surface,
                tn("seat.cards", n),
                16,
                (r.right - 12, r.bottom - 22),
                theme.CREAM,
                "bold",
                "midright",
            )
            if tags and self.thinking(i):
                self.draw_thinking(surface, r)

    def draw_thinking(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The "thinking..." tag under a bot's seat, its dots counting."""
        tag = pygame.Rect(0, 0, 112, 24)
        tag.midtop = (r.centerx, r.bottom - 10)
        self.draw_thinking_tag(surface, tag)

    def draw_days(self, surface: pygame.Surface, g: dict) -> None:
        done = {d["day"]: d for d in self.shown.completed}
        for i, chip in enumerate(g["chips"]):
            day = i + 1
            if day in done:
                fill, ink = theme.BAND_COLOURS[0], theme.WHITE
            elif day == self.shown.day:
                fill, ink = theme.SUN, theme.INK
            else:
                fill, ink = (40, 80, 52), (170, 200, 170)
            draw.drop_shadow(surface, chip, 12, 2)
            pygame.draw.rect(surface, fill, chip, border_radius=12)
            theme.blit_text(
                surface,
                t("table.day", day=day),
                20,
                (chip.x + 48, chip.centery - 1),
                ink,
                "bold",
                "midleft",
            )
            icon = (chip.x + 24, chip.centery)
            if day in done:
                pygame.draw.circle(surface, (40, 110, 56), icon, 13)
                draw.check(surface, icon, 16)
                if done[day]["recycled"]:
                    theme.blit_text(
                        surface, "↻", 20, (chip.right - 16, chip.centery), ink, "bold", "center"
                    )
            elif day == self.shown.day:
                draw.sun(surface, icon, 7, (200, 110, 20))
            else:
                pygame.draw.circle(surface, ink, icon, 8, 2)

    def draw_pile(self, surface: pygame.Surface, g: dict) -> None:
        pile = g["pile"]
        n = self.shown.draw_pile
        if n <= 0:
            pygame.draw.rect(surface, (200, 230, 200), pile, 2, border_radius=10)
        for k in range(min(4, (n + 9) // 10)):
            card_art.blit(surface, card_art.back(CARD_PILE), pile.move(-k * 2, -k * 2), lift=2)
        badge = pygame.Rect(0, 0, 52, 34)
        badge.center = (pile.centerx, pile.bottom + 6)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=17)
        pygame.draw.rect(surface, theme.INK, badge, 2, border_radius=17)
        theme.blit_text(surface, str(n), 20, badge.center, theme.INK, "bold", "center")
        theme.blit_text(
            surface,
            t("table.draw_pile"),
            17,
            (pile.centerx, pile.bottom + 36),
            theme.CREAM,
            "bold",
            "center",
        )

    def draw_walk(self, surface: pygame.Surface, g: dict) -> None:
        top = g["top"]
        pile = self.shown.walk_pile
        if not pile:
            pygame.draw.rect(surface, (200, 230, 200), top, 2, border_radius=16)
            return
        under = pile[-4:-1]  # the cards below peek out far enough to read their corner
        for k, card in enumerate(under):
            off = (len(under) - k) * 36
            rect = top.move(-off, 0)
            card_art.blit(surface, card_art.face(card, CARD_TOP, self.shown.day), rect, lift=2)
        card_art.blit(surface, card_art.face(pile[-1], CARD_TOP, self.shown.day), top, lift=5)
        theme.blit_text(
            surface,
            tn("table.walk_count", len(pile) - 1),
            16,
            (top.centerx, top.bottom + 18),
            theme.CREAM,
            "bold",
            "center",
        )

    def draw_bands(self, surface: pygame.Surface, g: dict) -> None:
        box = g["bands"]
        draw.panel(surface, box, theme.PANEL, 190, 16, None, 2)
        theme.blit_text(
            surface,
            t("table.next_walk"),
            18,
            (box.centerx, box.y + 18),
            theme.CREAM,
            "bold",
            "center",
        )
        pile = self.shown.walk_pile
        top = pile[-1]["value"] if pile else None
        for draws, (lo_d, hi_d) in enumerate(BANDS):
            r = pygame.Rect(box.x + 10, box.y + 38 + draws * 58, box.w - 20, 50)
            lo, hi = (top + lo_d, min(FINISH_KM, top + hi_d)) if top is not None else (1, 0)
            empty = lo > hi
            col = theme.BAND_COLOURS[draws] if not empty else (70, 96, 76)
            pygame.draw.rect(surface, col, r, border_radius=12)
            draw.draw_icons(
                surface,
                (r.x + 32, r.centery),
                draws,
                22,
                theme.INK if not empty else (120, 140, 120),
            )
            label = "—" if empty else (f"{lo}" if lo == hi else f"{lo}–{hi}")
            ink = theme.INK if not empty else (150, 170, 150)
            theme.blit_text(
                surface, label, 24, (r.right - 14, r.centery - 7), ink, "bold", "midright"
            )
            theme.blit_text(
                surface,
                tn("table.draws", draws),
                14,
                (r.right - 14, r.centery + 13),
                ink,
                "bold",
                "midright",
            )

    def draw_gladiolas(self, surface: pygame.Surface, g: dict) -> None:
        box = g["glads"]
        draw.panel(surface, box, theme.PANEL, 190, 16, None, 2)
        theme.blit_text(
            surface,
            t("table.gladiolas"),
            17,
            (box.centerx, box.y + 18),
            theme.CREAM,
            "bold",
            "center",
        )
        draw.gladiola(surface, (box.centerx - 16, box.y + 96), 54)
        theme.blit_text(
            surface,
            str(len(self.shown.gladiolas)),
            30,
            (box.centerx + 22, box.y + 70),
            theme.CREAM,
            "bold",
            "center",
        )
        for k, gl in enumerate(self.shown.gladiolas[-6:]):
            rect = pygame.Rect(box.x + 8 + (k % 3) * 36, box.y + 108 + (k // 3) * 48, *CARD_MINI)
            card_art.blit(surface, card_art.face(gl["card"], CARD_MINI), rect, lift=1)
        if self.shown.day < DAYS and not self.shown.gladiolas:
            for i, line in enumerate(
                theme.wrap(t("table.gladiola_day4", day=DAYS), 15, box.w - 14)
            ):
                theme.blit_text(
                    surface,
                    line,
                    15,
                    (box.centerx, box.y + 136 + i * 20),
                    (196, 220, 190),
                    "bold",
                    "center",
                )

    def draw_callouts(self, surface: pygame.Surface) -> None:
        rects = self.seat_rects()
        for text, seat, left in self.callouts:
            if seat >= len(rects):
                continue
            r = rects[seat]
            rise = (1.3 - left) * 14
            draw.callout(surface, text, (r.x + 70, r.bottom - 22 - rise), left)

    def draw_banner(self, surface: pygame.Surface, g: dict) -> None:
        text, left = self.banner
        k = min(1.0, left / 0.3, (1.8 - left) / 0.2 if left < 1.8 else 1.0)
        img = theme.text(text, 40, theme.INK, "bold")
        rib = img.get_rect(center=(g["cx"], 300)).inflate(80, 30)
        draw.panel(surface, rib, theme.SUN, int(245 * max(0.0, k)), 20, theme.SUN_DARK, 6)
        surface.blit(img, img.get_rect(center=rib.center))

    def results_scene(self) -> Scene:
        from game.games.via_gladiola.ui.results import ViaGladiolaResults

        return ViaGladiolaResults(self.app, self)
