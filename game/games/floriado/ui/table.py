"""The Floriado table (RULES §3): the 5x8 flower field, two pawns, both pickers' piles, log.

What the table shows (``self.shown``) trails the engine: each engine event becomes a tween
whose start/end hooks change ``shown`` (a pawn slides, a card flies to its pile), and when the
animations finish ``sync`` makes ``shown`` equal the engine's view again. Everything in
Floriado is public (FL-11), so every seat sees the same table.

Every reachable card is lit (a glow and a lift); a basket badge marks the ones the current
person would take (FL-6), a footprint badge the ones they could only stand on. The first turn
is a click on any card, then one of four arrow buttons for the pawn's facing (FL-4).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from dataclasses import field as dc_field

import pygame

from game.games.floriado.cards import BACKWARD, COLS, DELTAS, FACINGS, PAYOUT, ROWS
from game.games.floriado.narrate import card_text, fmt, kind_name
from game.games.floriado.rules import Move, Pick
from game.games.floriado.ui import art
from game.i18n import t, tn
from game.ui import draw, hints, theme
from game.ui.layout import TOP_BAR_H, W
from game.ui.log import LogPanel, fold_button, render_entry
from game.ui.scene import Scene
from game.ui.table.base import TableScene
from game.ui.tween import Tween, ease_in_out, ease_out, lerp
from game.ui.widgets import Button, Widget

TILE = (120, 84)
GAP = 6
FIELD_X, FIELD_Y = 14, TOP_BAR_H + 12
FIELD_W = COLS * TILE[0] + (COLS - 1) * GAP
FIELD_H = ROWS * TILE[1] + (ROWS - 1) * GAP
PANEL_X = FIELD_X + FIELD_W + 12
PANEL_W = W - PANEL_X - 12
PANEL_H = 318
CHIP = (26, 34)
CHIP_STEP = 18
PAWN = 84
STATUS_Y = FIELD_Y + FIELD_H + 26
LOG_RECT = pygame.Rect(FIELD_X, STATUS_Y + 24, FIELD_W, 720 - STATUS_Y - 24 - 10)
TAKE_GLOW = theme.GLOW
STAND_GLOW = (196, 226, 255)
TAKE_BADGE = (84, 168, 92)
FACING_IDX = {f: i for i, f in enumerate(FACINGS)}


def side_dirs(facing: str) -> list[str]:
    """The directions a pawn facing ``facing`` may move: forward, then left and right."""
    back = FACINGS[BACKWARD[FACING_IDX[facing]]]
    return [facing] + [d for d in FACINGS if d not in (facing, back)]


def direction(src: tuple[int, int], dst: tuple[int, int]) -> str | None:
    (sr, sc), (dr, dc) = src, dst
    if sr == dr and sc != dc:
        return "right" if dc > sc else "left"
    if sc == dc and sr != dr:
        return "down" if dr > sr else "up"
    return None


@dataclass
class Shown:
    """The picture on the table; catches up with the engine through animations."""

    field: list[list[dict | None]] = dc_field(default_factory=list)
    pawns: list[dict | None] = dc_field(default_factory=lambda: [None, None])
    piles: list[list[list[int]]] = dc_field(
        default_factory=lambda: [[[] for _ in range(5)] for _ in range(2)]
    )
    out: list[bool] = dc_field(default_factory=lambda: [False, False])

    @classmethod
    def from_view(cls, view: dict) -> Shown:
        return cls(
            [list(row) for row in view["field"]],
            [dict(p) if p else None for p in view["pawns"]],
            [[list(p) for p in seat] for seat in view["piles"]],
            list(view["out"]),
        )

    def revenue(self, seat: int) -> float:
        return sum(PAYOUT[len(p)] for p in self.piles[seat])

    def cards(self, seat: int) -> int:
        return sum(len(p) for p in self.piles[seat])

    def left(self) -> int:
        return sum(1 for row in self.field for c in row if c is not None)


class Flight:
    """A card travelling from its field space to a pile while its tween runs."""

    def __init__(self, tween: Tween, card: dict, src: pygame.Rect, dst: pygame.Rect) -> None:
        self.tween, self.card, self.src, self.dst = tween, card, pygame.Rect(src), pygame.Rect(dst)

    def draw(self, surface: pygame.Surface) -> None:
        k = self.tween.value
        w = lerp(self.src.w, self.dst.w, k)
        h = lerp(self.src.h, self.dst.h, k)
        cx = lerp(self.src.centerx, self.dst.centerx, k)
        cy = lerp(self.src.centery, self.dst.centery, k) - math.sin(math.pi * k) * 36
        rect = pygame.Rect(0, 0, max(2, int(w)), max(2, int(h)))
        rect.center = (int(cx), int(cy))
        art.blit(surface, art.face(self.card, TILE), rect, lift=8)


class PawnSlide:
    """A pawn moving in a straight line (or dropping onto its first space)."""

    def __init__(self, tween: Tween, seat: int, src, dst, facing: str, drop: bool = False):
        self.tween, self.seat, self.src, self.dst = tween, seat, src, dst
        self.facing, self.drop = facing, drop


class Tile(Widget):
    """A field space; enabled when the current person may act on it now."""

    focusable = False  # the table moves its own focus between legal targets

    def __init__(self, row: int, col: int, rect: pygame.Rect, enabled: bool) -> None:
        super().__init__(f"tile.{row}.{col}", rect, enabled)
        self.row, self.col = row, col
        self.on_click = None

    def click(self, pos: tuple[int, int]) -> None:
        if self.on_click is not None:
            self.on_click(self.row, self.col)

    def draw(self, surface: pygame.Surface) -> None:
        pass  # the table draws the field itself (cards, glows, pawns in one pass)


class FloriadoLog(LogPanel):
    """The shared log panel, laid out wide and short under the field."""

    @property
    def body(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + 130, r.y + 8, r.w - 190, r.h - 16)

    @property
    def visible_lines(self) -> int:
        return max(1, (self.rect.h - 16) // 24)

    def _layout(self, entries: list[dict]) -> None:
        if len(entries) == self._count:
            return
        grew = len(entries) > self._count
        self._count = len(entries)
        self._lines, self._heads = [], []
        for e in entries:
            text = render_entry(e, self.card_label)
            seat = e.get("seat")
            if not isinstance(seat, int) or seat < 0:
                seat = None
            for i, line in enumerate(theme.wrap(text, 18, self.body.w - 24)):
                self._lines.append((seat if i == 0 else None, line))
                self._heads.append(i == 0)
        if grew:
            self.scroll = 0

    def draw(self, surface: pygame.Surface, entries: list[dict]) -> None:
        self._layout(entries)
        r = self.rect
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.PANEL_EDGE, 3)
        title = theme.text(t("log.title"), 18, theme.SUN, "bold")
        surface.blit(title, title.get_rect(topleft=(r.x + 16, r.y + 10)))
        body = self.body
        n = self.visible_lines
        end = len(self._lines) - self.scroll
        start = max(0, end - n)
        while start < end and not self._heads[start]:
            start += 1
        prev = surface.get_clip()
        surface.set_clip(body)
        y = body.y
        for seat, line in self._lines[start:end]:
            if seat is not None:
                col = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
                pygame.draw.circle(surface, col, (body.x + 8, y + 12), 6)
            theme.blit_text(surface, line, 18, (body.x + 22, y + 1), theme.CREAM, "regular")
            y += 24
        surface.set_clip(prev)
        if self.scroll > 0:
            theme.blit_text(
                surface, t("log.more_below"), 15, (r.x + 16, r.bottom - 14), theme.SUN, "bold"
            )


class FloriadoTable(TableScene):
    name = "floriado"

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.log = FloriadoLog(LOG_RECT, self.card_label)
        self.shown = Shown()
        self.flights: list[Flight] = []
        self.slides: list[PawnSlide] = []
        self.appear: dict[tuple[int, int], Tween] = {}
        self.callouts: list[list] = []  # [text, (x, y), seconds left, colour]
        self.banner: list | None = None  # [text, seconds left]
        self.selected: tuple[int, int] | None = None  # first turn: the card chosen
        self.kfocus: tuple[int, int] | None = None  # keyboard focus on a legal target
        self._tiles: list[Tile] = []
        self._tip_deferred = False
        self.rev_shown: list[float] = []  # the revenue counters, ticking towards the piles
        self._layer: pygame.Surface | None = None  # the field's cards, redrawn on change
        self._trail_cache: dict[int, tuple] = {}  # seat -> (key, dots): see trail_dots
        self._layer_key: object = None
        self.trails: dict[int, tuple[tuple[int, int], tuple[int, int]]] = {}  # last moves
        self._tiles_key: object = None
        self._targets: dict[tuple[int, int], bool] = {}
        self._targets_key: object = None

    # -- engine glue --------------------------------------------------------------------------
    def view(self) -> dict:
        return self.state.view(self.viewer)

    def sync(self) -> None:
        self.shown = Shown.from_view(self.view())
        self.slides = []
        self.appear = {}

    def card_label(self, card: dict) -> str:
        """Log arguments: a card, and (as small dicts, so they read in any language) a
        direction or a number of spaces."""
        try:
            if card["kind"] == "dir":
                return t(f"fl.dir.{card['dir']}")
            if card["kind"] == "steps":
                return tn("fl.log.steps", int(card["n"]))
            return card_text(card)
        except (KeyError, TypeError, ValueError):
            return "?"

    def enter(self) -> None:
        if not self.session.log:
            first = self.state.current_player
            self.session.log.append(
                {"key": "fl.log.start", "args": {"name": self.seat_name(first)}}
            )
        super().enter()

    def log_entries(self, events: list) -> list[dict]:
        out: list[dict] = []
        watcher = -1 if self.hot_seat or self.spectator else self.viewer
        seen = [e for e in (ev.seen_by(watcher) for ev in events) if e is not None]
        move = None
        for ev in seen:
            kind = ev.type
            if kind == "picked":
                args = {
                    "name": self.seat_name(ev.seat),
                    "card": ev.card.to_json(),
                    "dir": ev.facing,
                }
                out.append({"key": "fl.log.picked", "args": args, "seat": ev.seat})
                move = None
            elif kind == "moved":
                move = ev
            elif kind in ("card_taken", "card_left") and move is not None:
                steps = abs(move.row - move.from_row) + abs(move.col - move.from_col)
                args = {
                    "name": self.seat_name(ev.seat),
                    "card": ev.card.to_json(),
                    "dir": {"kind": "dir", "dir": move.facing},
                    "steps": {"kind": "steps", "n": steps},
                }
                if kind == "card_taken":
                    args["n"] = ev.pile_size
                out.append(
                    {
                        "key": "fl.log.took" if kind == "card_taken" else "fl.log.left",
                        "args": args,
                        "seat": ev.seat,
                    }
                )
                move = None
            elif kind == "player_out":
                args = {"name": self.seat_name(ev.seat)}
                out.append({"key": "fl.log.out", "args": args, "seat": ev.seat})
            elif kind == "game_ended":
                out.append({"key": f"fl.log.end.{ev.reason}", "args": {}, "gap": True})
        return out

    def check_pass(self) -> None:
        """Hot seat: Floriado hides nothing (FL-11), so no pass-the-device screen is needed;
        the table simply turns to whoever is to move (the status line names them)."""
        cur = self.state.current_player
        if cur is None or self.session.seats[cur].is_bot or self.app.top is not self:
            return
        if cur != self.viewer:
            self.session.viewer = cur

    # -- first-game tips (game/ui/hints.py) ---------------------------------------------------
    def tip_for_now(self) -> str | None:
        seen = self.app.settings.hints_seen
        targets = self.targets()
        cur = self.state.current_player
        first = self.first_turn()
        order = [
            ("fl_first_pick", first),
            ("fl_move", not first),
            ("fl_take_or_leave", not first and not all(targets.values())),
            ("fl_out", cur is not None and any(self.state.out)),
            (
                "fl_bundle",
                cur is not None and max(len(p) for p in self.state.piles[cur]) >= 2,
            ),
        ]
        return next((tip for tip, fits in order if fits and tip not in seen), None)

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        """What each tip points at: the field, the lit cards, a card to stand on, a panel."""
        targets = self.targets()
        cur = self.state.current_player
        if tip_id == "fl_first_pick":
            return pygame.Rect(FIELD_X, FIELD_Y, FIELD_W, FIELD_H)
        if tip_id == "fl_move" and targets:
            rects = [self.tile_rect(*k) for k in targets]
            return rects[0].unionall(rects[1:])
        if tip_id == "fl_take_or_leave":
            stand = [self.tile_rect(*k) for k, take in targets.items() if not take]
            return stand[0] if stand else None
        if tip_id == "fl_out":
            out = [seat for seat in range(2) if self.state.out[seat]]
            return self.panel_rect(out[0]) if out else None
        if tip_id == "fl_bundle" and cur is not None:
            return self.panel_rect(cur)
        return None

    def tip_rect(self) -> pygame.Rect:
        """The tip bubble covers the log under the field (never the piles or the status)."""
        anchor = pygame.Rect(FIELD_X, 0, FIELD_W - 60, 0)  # the log's fold button stays free
        bubble = hints.bubble_rect(self.tip_text(), anchor)
        bubble.bottom = 716
        return bubble

    def draw_tip(self, surface: pygame.Surface) -> None:
        if not self._tip_deferred:  # the chrome draws early; the tip goes over the panels
            super().draw_tip(surface)

    # -- geometry -----------------------------------------------------------------------------
    @staticmethod
    def tile_rect(row: int, col: int) -> pygame.Rect:
        return pygame.Rect(FIELD_X + col * (TILE[0] + GAP), FIELD_Y + row * (TILE[1] + GAP), *TILE)

    @staticmethod
    def panel_rect(seat: int) -> pygame.Rect:
        return pygame.Rect(PANEL_X, FIELD_Y - 2 + seat * (PANEL_H + 10), PANEL_W, PANEL_H)

    def pile_row(self, seat: int, kind: int) -> pygame.Rect:
        p = self.panel_rect(seat)
        return pygame.Rect(p.x + 8, p.y + 62 + kind * 46, p.w - 16, 42)

    def chip_rect(self, seat: int, kind: int, index: int) -> pygame.Rect:
        row = self.pile_row(seat, kind)
        return pygame.Rect(row.x + 38 + index * CHIP_STEP, row.y + 4, *CHIP)

    def pawn_center(self, seat: int, row: int, col: int) -> tuple[float, float]:
        rect = self.tile_rect(row, col)
        cx, cy = rect.center
        cx += 6
        others = [
            p
            for s, p in enumerate(self.shown.pawns)
            if s != seat and p and (p["row"], p["col"]) == (row, col)
        ]
        if others:  # two pawns on one space stand side by side
            cx += -18 if seat == 0 else 18
        return (cx, cy)

    # -- legal targets ------------------------------------------------------------------------
    def targets(self) -> dict[tuple[int, int], bool]:
        """Legal target spaces for the person now -> whether the card there would be taken."""
        mine = self.my_turn()
        key = (id(self.state), self.state.actions_taken, mine)
        if key != self._targets_key:  # asked many times a frame; the answer changes per action
            self._targets_key = key
            self._targets = self._find_targets() if mine else {}
        return self._targets

    def _find_targets(self) -> dict[tuple[int, int], bool]:
        state = self.state
        seat = state.current_player
        out: dict[tuple[int, int], bool] = {}
        for a in state.legal_actions():
            key = (a.row, a.col)
            if key in out:
                continue
            card = state.field[a.row * COLS + a.col]
            out[key] = isinstance(a, Pick) or state.can_take(seat, card)
        return out

    def first_turn(self) -> bool:
        cur = self.state.current_player
        return cur is not None and self.state.pawn[cur] < 0

    def gain(self, seat: int, card: dict) -> tuple[float, float]:
        """What taking ``card`` would add to ``seat``'s revenue, and the new total (FL-9)."""
        n = len(self.shown.piles[seat][card["kind"]])
        g = PAYOUT[min(n + 1, len(PAYOUT) - 1)] - PAYOUT[n]
        return g, self.shown.revenue(seat) + g

    def preview_target(self) -> tuple[int, int] | None:
        """The target under the pointer, else the keyboard focus (for "+5 → 12")."""
        targets = self.targets()
        w = self.widget_at(self.pointer)
        if isinstance(w, Tile) and (w.row, w.col) in targets:
            return (w.row, w.col)
        if self.selected is not None:
            return self.selected
        if self.kfocus in targets:
            return self.kfocus
        return None

    # -- animations ---------------------------------------------------------------------------
    def animate_deal(self) -> None:
        view = self.view()
        self.shown = Shown.from_view(view)
        tweens = []
        for r in range(ROWS):
            for c in range(COLS):
                if view["field"][r][c] is None:
                    continue
                tw = Tween(0.22, delay=(r * COLS + c) * 0.014 + c * 0.01, ease=ease_out)
                self.appear[(r, c)] = tw
                tweens.append(tw)
        if tweens:
            self.timeline.add_step(*tweens)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))
        self.app.sound.play("shuffle")

    def animate(self, events: list) -> None:
        for ev in events:
            seen = ev.seen_by(self.viewer)
            if seen is None:
                continue
            handler = getattr(self, f"_anim_{seen.type}", None)
            if handler is not None:
                handler(seen)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))

    def _anim_picked(self, ev) -> None:
        tw = Tween(0.3, ease=ease_out)
        spot = (ev.row, ev.col)
        slide = PawnSlide(tw, ev.seat, spot, spot, ev.facing, drop=True)

        def start() -> None:
            self.slides.append(slide)
            self.app.sound.play("deal")

        def end() -> None:
            if slide in self.slides:
                self.slides.remove(slide)
            self.shown.pawns[ev.seat] = {"row": ev.row, "col": ev.col, "facing": ev.facing}

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_moved(self, ev) -> None:
        tw = Tween(0.3, ease=ease_in_out)
        slide = PawnSlide(tw, ev.seat, (ev.from_row, ev.from_col), (ev.row, ev.col), ev.facing)

        def start() -> None:
            self.shown.pawns[ev.seat] = None  # drawn by the slide while it runs
            self.slides.append(slide)
            self.app.sound.play("deal")

        def end() -> None:
            if slide in self.slides:
                self.slides.remove(slide)
            self.shown.pawns[ev.seat] = {"row": ev.row, "col": ev.col, "facing": ev.facing}
            self.trails[ev.seat] = ((ev.from_row, ev.from_col), (ev.row, ev.col))

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_card_taken(self, ev) -> None:
        card = ev.card.to_json()
        tw = Tween(0.32, ease=ease_out)

        def start() -> None:
            pawn = self.shown.pawns[ev.seat]
            if pawn is None:
                return
            r, c = pawn["row"], pawn["col"]
            if self.shown.field and self.shown.field[r][c] is not None:
                self.shown.field[r][c] = None
            index = len(self.shown.piles[ev.seat][card["kind"]])
            dst = self.chip_rect(ev.seat, card["kind"], index)
            self.flights.append(Flight(tw, card, self.tile_rect(r, c), dst))
            self.app.sound.play("play")

        def end() -> None:
            pile = self.shown.piles[ev.seat][card["kind"]]
            before = self.shown.revenue(ev.seat)
            pile.append(card["flowers"])
            gain = self.shown.revenue(ev.seat) - before
            row = self.pile_row(ev.seat, card["kind"])
            self.callouts.append(
                [
                    t("fl.table.callout_take", gain=fmt(gain)),
                    (row.centerx + 24, row.centery),
                    1.1,
                    None,
                ]
            )

        tw.on_start, tw.on_end = start, end
        self.timeline.add_step(tw)

    def _anim_card_left(self, ev) -> None:
        def start() -> None:
            pawn = self.shown.pawns[ev.seat]
            if pawn is not None:
                rect = self.tile_rect(pawn["row"], pawn["col"])
                self.callouts.append(
                    [t("fl.table.callout_left"), (rect.centerx, rect.y + 4), 1.3, None]
                )
            self.app.sound.play("hint")

        self.timeline.add_step(Tween(0.35, on_start=start))

    def _anim_player_out(self, ev) -> None:
        def start() -> None:
            self.shown.out[ev.seat] = True
            self.banner = [t("fl.table.callout_out", name=self.seat_name(ev.seat)), 1.4]
            self.app.sound.play("day_end")

        self.timeline.add_step(Tween(0.7, on_start=start))

    def _anim_game_ended(self, ev) -> None:
        def start() -> None:
            self.banner = [t(f"fl.table.end.{ev.reason}"), 1.8]

        self.timeline.add_step(Tween(0.8, on_start=start))

    # -- input --------------------------------------------------------------------------------
    def tile_clicked(self, row: int, col: int) -> None:
        if not self.my_turn():
            self.show_hint(self.wait_hint())
            return
        if self.first_turn():
            self.selected = (row, col)
            self.kfocus = (row, col)
            self.focus_id = None
            self.app.sound.play("deal")
            return
        self.kfocus = None
        self.human_act(Move(row, col))

    def choose_facing(self, facing: str) -> None:
        if self.selected is None:
            return
        row, col = self.selected
        self.selected = None
        self.kfocus = None
        self.focus_id = None
        self.human_act(Pick(row, col, facing))

    def cancel_selection(self) -> None:
        self.selected = None
        self.focus_id = None

    def tile_hint(self, row: int, col: int) -> str:
        if not self.my_turn():
            return self.wait_hint()
        seat = self.state.current_player
        if self.state.field[row * COLS + col] < 0:
            return t("fl.hint.empty")
        pawn = self.state.pawn[seat]
        if pawn < 0:
            return t("fl.hint.pick_card")
        here = divmod(pawn, COLS)
        if here == (row, col):
            return t("fl.hint.here")
        d = direction(here, (row, col))
        if d is None:
            return t("fl.hint.line")
        facing = FACINGS[self.state.facing[seat]]
        return t("fl.hint.backward", dir=t(f"fl.dir.{facing}"))

    def on_disabled(self, widget: Widget) -> None:
        if isinstance(widget, Tile):
            self.show_hint(self.tile_hint(widget.row, widget.col))

    def on_empty_click(self, pos: tuple[int, int]) -> None:
        if self.selected is not None:
            self.cancel_selection()

    def on_command(self, command: str) -> bool:
        if command == "back" and self.selected is not None:
            self.cancel_selection()
            return True
        if super().on_command(command):
            return True
        targets = self.targets()
        if not targets:
            return False
        if self.selected is not None:
            return self.facing_key(command)
        order = sorted(targets)
        if command in ("next", "prev"):
            step = 1 if command == "next" else -1
            if self.kfocus in order:
                self.kfocus = order[(order.index(self.kfocus) + step) % len(order)]
            else:
                self.kfocus = order[0 if step > 0 else -1]
            self.focus_id = None
        elif command in ("up", "down", "left", "right"):
            self.kfocus = self.nearest(order, command)
            self.focus_id = None
        elif command == "confirm" and self.focus_id is None:
            if self.kfocus in targets:
                self.tile_clicked(*self.kfocus)
            else:
                self.kfocus = order[0]  # Enter with nothing focused shows where to start
        else:
            return False
        return True

    def facing_key(self, command: str) -> bool:
        if command in FACINGS:
            self.focus_id = f"face.{command}"
        elif command in ("next", "prev"):
            ids = [f"face.{f}" for f in FACINGS]
            cur = ids.index(self.focus_id) if self.focus_id in ids else -1
            self.focus_id = ids[(cur + (1 if command == "next" else -1)) % len(ids)]
        elif command == "confirm" and self.focus_id and self.focus_id.startswith("face."):
            self.choose_facing(self.focus_id[5:])
        else:
            return False
        return True

    def nearest(self, order: list[tuple[int, int]], command: str) -> tuple[int, int]:
        """The legal target nearest the focus in the arrow's direction (or the first one)."""
        if self.kfocus is None:
            here = None
            cur = self.state.current_player
            if cur is not None and self.state.pawn[cur] >= 0:
                here = divmod(self.state.pawn[cur], COLS)
            if here is None:
                return order[0]
            start = here
        else:
            start = self.kfocus
        dr, dc = DELTAS[FACING_IDX[command]]
        best, best_score = None, None
        for r, c in order:
            along = (r - start[0]) * dr + (c - start[1]) * dc
            across = abs((r - start[0]) * dc) + abs((c - start[1]) * dr)
            if along <= 0:
                continue
            score = along + across * 2.5
            if best_score is None or score < best_score:
                best, best_score = (r, c), score
        if best is None:
            return self.kfocus if self.kfocus in order else order[0]
        return best

    # -- widgets ------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        targets = self.targets()
        if self._tiles_key != self._targets_key:
            self._tiles_key = self._targets_key
            self._tiles = []
            for r in range(ROWS):
                for c in range(COLS):
                    tile = Tile(r, c, self.tile_rect(r, c), (r, c) in targets)
                    tile.on_click = self.tile_clicked
                    self._tiles.append(tile)
        ws: list[Widget] = list(self._tiles)
        if self.selected is not None and self.my_turn():
            ws.extend(self.facing_buttons())
        ws.extend(self.chrome_widgets())
        return ws

    def facing_buttons(self) -> list[Widget]:
        rect = self.tile_rect(*self.selected)
        cx, cy = rect.center
        spots = {
            "up": (cx, rect.top - 8),
            "down": (cx, rect.bottom + 8),
            "left": (rect.left - 6, cy),
            "right": (rect.right + 6, cy),
        }
        out: list[Widget] = []
        for facing in FACINGS:
            x, y = spots[facing]
            x = max(FIELD_X + 24, min(FIELD_X + FIELD_W - 24, x))
            y = max(TOP_BAR_H + 24, min(FIELD_Y + FIELD_H + 16, y))
            b = Button(
                f"face.{facing}",
                (x - 26, y - 26, 52, 52),
                "",
                lambda f=facing: self.choose_facing(f),
                "primary",
                icon=lambda s, c, f=facing: art.arrow(s, c, 30, f, theme.INK),
            )
            out.append(b)
        return out

    def chrome_widgets(self) -> list[Widget]:
        ws = [w for w in super().chrome_widgets() if w.id != "log.toggle"]
        if self.app.settings.log_open:
            r = self.log.rect
            ws.append(fold_button((r.right - 52, r.y + 6, 44, 40), True, self.toggle_log))
        else:
            r = self.folded_log_rect()
            ws.append(fold_button((r.right - 52, r.y + 4, 44, 40), False, self.toggle_log))
        ws[-1].key = "L"  # the shortcut, shown as a key cap like the other tables'
        return ws

    def key_help(self) -> list[tuple[tuple[str, ...], str]]:
        """Rows for the keys overlay (game/ui/scenes/keys.py)."""
        return [
            (("Tab", "←", "→", "↑", "↓"), "fl.keys.focus"),
            (("Enter",), "fl.keys.act"),
            (("←", "→", "↑", "↓"), "fl.keys.facing"),
            (("Esc",), "fl.keys.cancel"),
        ]

    def folded_log_rect(self) -> pygame.Rect:
        return pygame.Rect(FIELD_X, 720 - 58, FIELD_W, 48)

    def toggle_log(self) -> None:
        super().toggle_log()

    def play_area(self) -> pygame.Rect:
        return pygame.Rect(0, TOP_BAR_H, W, 720 - TOP_BAR_H)

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.my_turn() or not self.first_turn():
            self.selected = None
        self.flights = [f for f in self.flights if not f.tween.done]
        speed = self.app.settings.speed
        fade = dt * speed if speed > 0 else 99.0
        self.tick_revenue(fade)
        for c in self.callouts:
            c[2] -= fade
        self.callouts = [c for c in self.callouts if c[2] > 0]
        if self.banner is not None:
            self.banner[1] -= fade
            if self.banner[1] <= 0:
                self.banner = None

    def tick_revenue(self, dt: float) -> None:
        """Revenue counters count up to the piles' worth (in quarters), never jump."""
        targets = [self.shown.revenue(seat) for seat in range(2)]
        if len(self.rev_shown) != 2:
            self.rev_shown = targets
            return
        for seat, goal in enumerate(targets):
            cur = self.rev_shown[seat]
            if cur == goal:
                continue
            step = max(0.25, abs(goal - cur) * min(1.0, dt * 8))
            cur = min(goal, cur + step) if goal > cur else max(goal, cur - step)
            cur = round(cur * 4) / 4  # revenues are whole quarters: 0.75, 2, 12.75
            self.rev_shown[seat] = goal if abs(goal - cur) < 0.25 or dt >= 1 else cur

    def status_text(self) -> tuple[str, bool]:
        shared = self.turn_status("fl.status.over", "fl.status.bot", "fl.status.other")
        if shared is not None:
            return shared
        cur = self.state.current_player
        name = self.seat_name(cur)
        if self.selected is not None:
            facing = self.hovered_facing()
            if facing is not None:
                _, a, b = (t(f"fl.dir.{d}") for d in side_dirs(facing))
                return t("fl.status.facing_dir", dir=t(f"fl.dir.{facing}"), a=a, b=b), False
            return t("fl.status.facing"), False
        target = self.preview_target()
        if target is not None:
            card = self.shown.field[target[0]][target[1]] if self.shown.field else None
            if card is not None:
                if self.targets().get(target):
                    g, total = self.gain(cur, card)
                    return t(
                        "fl.status.take", card=card_text(card), gain=fmt(g), total=fmt(total)
                    ), False
                low = self.shown.piles[cur][card["kind"]][-1]
                return t(
                    "fl.status.stand",
                    card=card_text(card),
                    kind_lower=kind_name(card["kind"]).lower(),
                    low=low,
                ), False
        if self.first_turn():
            return t("fl.status.first", name=name), False
        other = 1 - cur
        if self.state.out[other]:
            return t("fl.status.move_alone", name=name, other=self.seat_name(other)), False
        return t("fl.status.move", name=name), False

    def hovered_facing(self) -> str | None:
        w = self.widget_at(self.pointer)
        if w is not None and w.id.startswith("face."):
            return w.id[5:]
        if self.focus_id and self.focus_id.startswith("face."):
            return self.focus_id[5:]
        return None

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_field(surface)  # felt and field first: the top row's glow reaches the bar
        centre = tn("fl.table.field_left", self.shown.left())
        if draw.RETAINED:  # the open log is in the field's layer
            self.paint_bar(surface, centre)
        else:
            self._tip_deferred = True
            try:
                self.draw_chrome(surface, centre)
            finally:
                self._tip_deferred = False
        for seat in range(2):
            self.draw_panel(surface, seat, painted=draw.RETAINED)
        self.draw_status(surface)
        self.draw_log(surface)
        self.draw_tip(surface)
        self.draw_widgets(surface)
        self.draw_facing_focus(surface)
        for f in self.flights:
            if f.tween.active:
                f.draw(surface)
        self.draw_callouts(surface)
        if self.banner is not None:
            self.draw_banner(surface)
        self.draw_pile_tip(surface)

    def draw_field(self, surface: pygame.Surface) -> None:
        targets = self.targets()
        first = self.first_turn()
        if self.selected is not None:  # choosing a facing: only the chosen card stays lit
            targets = {k: v for k, v in targets.items() if k == self.selected}
        preview = self.preview_target()
        reach = self.facing_reach()
        shown = self.shown
        # The cards change only when something happens: keep them drawn in one opaque layer
        # on the felt (a frame then costs one blit for felt and field instead of a hundred).
        area = pygame.Rect(FIELD_X - 20, FIELD_Y - 24, FIELD_W + 40, FIELD_H + 44)
        area = area.clip(pygame.Rect(0, 0, W, 720))
        key = (
            tuple(
                tuple(None if c is None else (c["kind"], c["flowers"]) for c in row)
                for row in shown.field
            ),
            tuple(sorted(targets.items())),
            first,
            preview,
            tuple(sorted(reach.items())),
        )
        # The open log and the panels' still parts (draw_panel draws the rest) are in the layer
        # too; while only the field changes, only the field is repainted, and while cards
        # appear (the deal) only the tiles whose cards grew since the last frame.
        rest = (
            (self.log_key(), tuple(self.panel_key(seat) for seat in range(2)))
            if draw.RETAINED
            else None
        )
        phases = {
            rc: (tw.value if tw.started else 0.0) for rc, tw in self.appear.items() if not tw.done
        }
        old_key, old_rest, old_phases = self._layer_key or (None, None, {})
        if self._layer is None or key != old_key or rest != old_rest or phases != old_phases:
            fresh = self._layer is None
            if fresh:
                self._layer = (
                    pygame.Surface((W, 720)).convert()
                    if pygame.display.get_init()
                    else pygame.Surface((W, 720))
                )
            layer = self._layer
            if fresh or rest != old_rest:
                layer.blit(draw.felt(), (0, 0))
                layer.set_clip(area)
                self.draw_cards(layer, targets, first, preview, reach)
                layer.set_clip(None)
                self.paint_rest(layer, rest)
            else:
                clip = area
                if key == old_key:  # only appearing cards changed: their tiles, shadows, glow
                    tiles = [
                        self.tile_rect(*rc)
                        for rc in set(phases) | set(old_phases)
                        if phases.get(rc) != old_phases.get(rc)
                    ]
                    clip = tiles[0].unionall(tiles[1:]).inflate(48, 48).clip(area)
                layer.blit(draw.felt(), clip, clip)
                layer.set_clip(clip)
                self.draw_cards(layer, targets, first, preview, reach)
                self.paint_rest(layer, rest, log=False)  # the panels' edges (the log is below)
                layer.set_clip(None)
            self._layer_key = (key, rest, phases)
        surface.blit(self._layer, (0, 0))
        self.draw_trails(surface)
        for seat, pawn in enumerate(shown.pawns):
            if pawn is not None:
                cx, cy = self.pawn_center(seat, pawn["row"], pawn["col"])
                if (pawn["row"], pawn["col"]) in targets:
                    cy -= 4
                self.draw_pawn(surface, seat, pawn["facing"], (cx, cy))
        for slide in self.slides:
            k = slide.tween.value
            a = self.pawn_center(slide.seat, *slide.src)
            b = self.pawn_center(slide.seat, *slide.dst)
            pos = (lerp(a[0], b[0], k), lerp(a[1], b[1], k) - (1 - k) * 40 * slide.drop)
            self.draw_pawn(
                surface, slide.seat, slide.facing, pos, 0.4 + 0.6 * k if slide.drop else 1
            )
        if self.selected is not None:
            self.draw_selection(surface)

    def draw_cards(self, surface, targets: dict, first: bool, preview, reach: dict) -> None:
        """The board, every card (lit targets glowing and lifted, with badges), empty spaces."""
        board = pygame.Rect(FIELD_X - 8, FIELD_Y - 8, FIELD_W + 16, FIELD_H + 16)
        draw.panel(surface, board, (30, 70, 40), 120, 18, None, 0)
        shown = self.shown
        lit: list[tuple[pygame.Rect, bool, bool, dict]] = []
        for r in range(ROWS):
            for c in range(COLS):
                rect = self.tile_rect(r, c)
                card = shown.field[r][c] if shown.field else None
                if card is None:
                    surface.blit(art.empty_space(TILE), rect)
                    continue
                tw = self.appear.get((r, c))
                if tw is not None and not tw.done:
                    k = tw.value if tw.started else 0.0
                    if k <= 0:
                        surface.blit(art.empty_space(TILE), rect)
                        continue
                    small = pygame.Rect(0, 0, max(2, int(TILE[0] * k)), max(2, int(TILE[1] * k)))
                    small.center = rect.center
                    art.blit(surface, art.face(card, TILE), small, lift=2)
                    continue
                if (r, c) in targets:
                    lit.append((rect, targets[(r, c)], (r, c) == preview, card))
                    continue
                art.blit(surface, art.face(card, TILE), rect, lift=2)
                if (r, c) in reach:  # where the facing under consideration would let you go
                    pygame.draw.rect(surface, theme.WHITE, rect.inflate(6, 6), 3, border_radius=14)
                    spot = (rect.right - 16, rect.bottom - 16)
                    pygame.draw.circle(surface, theme.WHITE, spot, 14)
                    pygame.draw.circle(surface, theme.SUN, spot, 12)
                    art.arrow(surface, spot, 18, reach[(r, c)], theme.INK)
        for rect, take, hot, card in lit:  # legal targets: glow and lift, drawn on top
            lifted = rect.move(0, -7 if hot else -4)
            art.blit(
                surface,
                art.face(card, TILE),
                lifted,
                glow=TAKE_GLOW if take else STAND_GLOW,
                lift=8 if hot else 6,
                outline=theme.WHITE if hot else None,
            )
            if not hot:
                edge = theme.SUN if take else STAND_GLOW
                pygame.draw.rect(surface, edge, lifted.inflate(4, 4), 2, border_radius=14)
            if not first:  # on a first turn every card would be taken: no badges needed
                self.draw_target_badge(surface, lifted, take)

    def draw_trails(self, surface: pygame.Surface) -> None:
        """Each pawn's last move as a dotted line in its colour, so a bot's move can be read."""
        for seat, (src, dst) in self.trails.items():
            pawn = self.shown.pawns[seat]
            if pawn is None or (pawn["row"], pawn["col"]) != dst:
                continue
            col = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            for p in self.trail_dots(seat, src, dst):
                pygame.draw.circle(surface, theme.INK, p, 5)
                pygame.draw.circle(surface, col, p, 3)

    def trail_dots(self, seat: int, src, dst) -> list[tuple[float, float]]:
        """Where a trail's dots go (worked out once per move and field)."""
        field = self.shown.field
        occupied = tuple(
            (r, c) for r in range(ROWS) for c in range(COLS) if field and field[r][c] is not None
        )
        b = self.pawn_center(seat, *dst)
        key = (seat, src, dst, b, occupied)
        if self._trail_cache.get(seat, (None,))[0] == key:
            return self._trail_cache[seat][1]
        a = self.tile_rect(*src).center
        dist = math.hypot(b[0] - a[0], b[1] - a[1])
        n = max(1, int(dist / 16))
        cards = [self.tile_rect(r, c) for r, c in occupied]
        dots = []
        for i in range(n - 2):
            k = i / n
            p = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            if any(rect.collidepoint(p) for rect in cards):
                continue  # the trail runs under the cards, never over their flowers
            dots.append(p)
        self._trail_cache[seat] = (key, dots)
        return dots

    def facing_reach(self) -> dict[tuple[int, int], str]:
        """First turn, a facing under consideration: the cards it would let the pawn reach."""
        if self.selected is None:
            return {}
        facing = self.hovered_facing()
        if facing is None:
            return {}
        out: dict[tuple[int, int], str] = {}
        for d in side_dirs(facing):
            dr, dc = DELTAS[FACING_IDX[d]]
            r, c = self.selected[0] + dr, self.selected[1] + dc
            while 0 <= r < ROWS and 0 <= c < COLS:
                if self.shown.field and self.shown.field[r][c] is not None:
                    out[(r, c)] = d
                r, c = r + dr, c + dc
        return out

    def draw_selection(self, surface: pygame.Surface) -> None:
        rect = self.tile_rect(*self.selected).move(0, -7)
        pygame.draw.rect(surface, theme.SUN, rect.inflate(12, 12), 4, border_radius=16)
        facing = self.hovered_facing()
        cur = self.state.current_player
        if facing is not None and cur is not None:
            ghost = art.pawn(cur, facing, PAWN, self.seat_name(cur)).copy()
            ghost.set_alpha(200)
            surface.blit(ghost, ghost.get_rect(center=(rect.centerx + 6, rect.centery)))

    def draw_facing_focus(self, surface: pygame.Surface) -> None:
        """The facing under the pointer or the keyboard focus: a bold ring, not colour alone."""
        facing = self.hovered_facing() if self.selected is not None else None
        if facing is None:
            return
        for w in self.facing_buttons():
            if w.id == f"face.{facing}":
                ring = w.rect.inflate(12, 12)
                pygame.draw.rect(surface, theme.INK, ring, 6, border_radius=20)
                pygame.draw.rect(surface, theme.WHITE, ring.inflate(-4, -4), 3, border_radius=18)

    def draw_target_badge(
        self, surface: pygame.Surface, rect: pygame.Rect, take: bool, centre=None
    ) -> None:
        """Basket-plus for "you would take it", footprints for "you can only stand there"."""
        if centre is None:
            centre = (rect.right - 16, rect.bottom - 16)
        if take:
            pygame.draw.circle(surface, theme.WHITE, centre, 17)
            pygame.draw.circle(surface, TAKE_BADGE, centre, 15)
            art.basket(surface, (centre[0] - 1, centre[1] + 1), 17, theme.WHITE)
            plus = (centre[0] + 11, centre[1] - 11)
            pygame.draw.circle(surface, theme.SUN, plus, 8)
            pygame.draw.line(surface, theme.INK, (plus[0] - 4, plus[1]), (plus[0] + 4, plus[1]), 2)
            pygame.draw.line(surface, theme.INK, (plus[0], plus[1] - 4), (plus[0], plus[1] + 4), 2)
        else:
            pygame.draw.circle(surface, theme.INK_SOFT, centre, 17)
            pygame.draw.circle(surface, theme.CREAM, centre, 15)
            art.footprints(surface, centre, 20, theme.INK_SOFT)

    def draw_pawn(self, surface, seat: int, facing: str, pos, scale: float = 1.0) -> None:
        img = art.pawn(seat, facing, PAWN, self.seat_name(seat))
        if scale != 1.0:
            size = max(2, int(PAWN * scale))
            img = pygame.transform.smoothscale(img, (size, size))
        rect = img.get_rect(center=(round(pos[0]), round(pos[1])))
        surface.blit(img, rect)
        if self.shown.out[seat]:
            tag = pygame.Rect(0, 0, 40, 18)
            tag.midtop = (rect.centerx, rect.bottom - 14)
            pygame.draw.rect(surface, theme.INK, tag, border_radius=9)
            theme.blit_text(
                surface, t("fl.table.out"), 13, tag.center, theme.CREAM, "bold", "center"
            )

    def paint_rest(self, layer: pygame.Surface, rest: tuple | None, log: bool = True) -> None:
        """The open log and the panels' still parts, painted into the field's layer."""
        if rest is None:
            return
        if log and self.app.settings.log_open:
            self.log.draw(layer, self.session.log)
        for seat, panel in enumerate(rest[1]):
            self.paint_panel(layer, seat, panel)

    def panel_key(self, seat: int) -> tuple:
        """What :meth:`paint_panel` shows: the field layer repaints when it changes."""
        s = self.session.seats[seat]
        if s.is_bot:
            sub = t("seat.bot", level=t(f"kind.{s.kind}"))
        else:
            sub = t("seat.you") if seat == self.viewer and not self.hot_seat else t("seat.human")
        piles = tuple(tuple(p) for p in self.shown.piles[seat])
        count = tn("fl.table.cards", self.shown.cards(seat))
        still = self.pile_preview(seat) is None  # a previewed pile pulses: drawn every frame
        return (seat == self.state.current_player, s.name, sub, piles, count, still)

    def paint_panel(self, surface: pygame.Surface, seat: int, key: tuple) -> None:
        """The panel's frame, name and piles: they change only when something happens."""
        active, name, sub, _, count, still = key
        p = self.panel_rect(seat)
        draw.panel(surface, p, theme.PANEL, 215, 16, theme.SUN if active else theme.PANEL_EDGE, 3)
        if active:
            pygame.draw.rect(surface, theme.SUN, p.inflate(4, 4), 3, border_radius=18)
        icon = art.pawn(seat, "right", 40)
        surface.blit(icon, icon.get_rect(center=(p.x + 28, p.y + 28)))
        name_size = theme.fit_text(name, 21, p.w - 140, "bold")
        theme.blit_text(surface, name, name_size, (p.x + 54, p.y + 10), theme.CREAM, "bold")
        theme.blit_text(surface, sub, 15, (p.x + 54, p.y + 33), (196, 220, 190), "regular")
        if still:  # else the rows and the count follow the revenue (draw_panel)
            for kind in range(5):
                self.draw_pile_row(surface, seat, kind, None)
            theme.blit_text(
                surface, count, 15, (p.x + 16, p.bottom - 20), (196, 220, 190), "bold", "midleft"
            )

    def draw_panel(self, surface: pygame.Surface, seat: int, painted: bool = False) -> None:
        """A seat's panel; ``painted``: its still parts are in the field layer already."""
        p = self.panel_rect(seat)
        key = self.panel_key(seat)
        if not painted:
            self.paint_panel(surface, seat, key)
        rev = self.rev_shown[seat] if seat < len(self.rev_shown) else self.shown.revenue(seat)
        theme.blit_text(
            surface, fmt(rev), 30, (p.right - 14, p.y + 22), theme.SUN, "bold", "midright"
        )
        theme.blit_text(
            surface,
            t("fl.table.revenue"),
            13,
            (p.right - 14, p.y + 44),
            (196, 220, 190),
            "bold",
            "midright",
        )
        preview = self.pile_preview(seat)
        if preview is not None:
            for kind in range(5):
                self.draw_pile_row(surface, seat, kind, preview)
            theme.blit_text(
                surface, key[4], 15, (p.x + 16, p.bottom - 20), (196, 220, 190), "bold", "midleft"
            )
            card, g, total = preview
            tag = theme.text(
                t("fl.table.preview", gain=fmt(g), total=fmt(total)), 17, theme.INK, "bold"
            )
            box = tag.get_rect(midright=(p.right - 12, p.bottom - 20)).inflate(16, 6)
            pygame.draw.rect(surface, theme.SUN, box, border_radius=box.h // 2)
            surface.blit(tag, tag.get_rect(center=box.center))
        if self.shown.out[seat]:
            self.draw_out_stamp(surface, p)
        if self.thinking(seat):
            tag = pygame.Rect(0, 0, 112, 26)
            tag.midright = (p.right - 12, p.bottom - 20)
            self.draw_thinking_tag(surface, tag)

    def pile_preview(self, seat: int) -> tuple[dict, float, float] | None:
        """(card, gain, new total) when the hovered/focused target would go on seat's pile."""
        if seat != self.state.current_player:
            return None
        target = self.preview_target()
        if target is None or not self.targets().get(target) or not self.shown.field:
            return None
        card = self.shown.field[target[0]][target[1]]
        if card is None:
            return None
        g, total = self.gain(seat, card)
        return card, g, total

    def draw_pile_row(self, surface, seat: int, kind: int, preview) -> None:
        row = self.pile_row(seat, kind)
        pile = self.shown.piles[seat][kind]
        hot = preview is not None and preview[0]["kind"] == kind
        fill = art.tint(kind, 0.86) if pile or hot else (44, 84, 56)
        pygame.draw.rect(surface, fill, row, border_radius=10)
        if hot:
            pygame.draw.rect(surface, theme.SUN, row.inflate(4, 4), 3, border_radius=12)
        art.blit_flower(surface, kind, (row.x + 19, row.centery), 30)
        for i, flowers in enumerate(pile):
            chip = self.chip_rect(seat, kind, i)
            img = art.pile_chip({"kind": kind, "flowers": flowers}, CHIP)
            draw.drop_shadow(surface, chip, 4, 1)
            surface.blit(img, chip)
        if hot:
            chip = self.chip_rect(seat, kind, len(pile))
            ghost = art.pile_chip(preview[0], CHIP).copy()
            ghost.set_alpha(150 + int(60 * math.sin(self.app.time * 6)))
            surface.blit(ghost, chip)
        ink = theme.INK if pile or hot else (150, 180, 150)
        pay = PAYOUT[len(pile)]
        if hot:
            pay_text = f"+{fmt(preview[1])}"
            theme.blit_text(
                surface,
                pay_text,
                18,
                (row.right - 8, row.centery),
                (30, 110, 50),
                "bold",
                "midright",
            )
        elif pile:
            theme.blit_text(
                surface, fmt(pay), 18, (row.right - 8, row.centery), ink, "bold", "midright"
            )

    def pile_row_at(self, pos) -> tuple[int, int] | None:
        for seat in range(2):
            for kind in range(5):
                if self.pile_row(seat, kind).collidepoint(pos):
                    return seat, kind
        return None

    def draw_pile_tip(self, surface: pygame.Surface) -> None:
        hit = self.pile_row_at(self.pointer)
        if hit is None or self.app.top is not self:
            return
        seat, kind = hit
        pile = self.shown.piles[seat][kind]
        name = kind_name(kind)
        if pile:
            text = t(
                "fl.table.pile_tip",
                kind=name,
                n=len(pile),
                pay=fmt(PAYOUT[len(pile)]),
                low=pile[-1],
            )
        else:
            text = t("fl.table.pile_tip_empty", kind=name, kind_lower=name.lower())
        img = theme.text(text, 17, theme.INK, "bold")
        row = self.pile_row(seat, kind)
        box = img.get_rect(midright=(row.x - 14, row.centery)).inflate(20, 12)
        draw.panel(surface, box, theme.CREAM, 245, box.h // 2, theme.CREAM_EDGE, 2)
        surface.blit(img, img.get_rect(center=box.center))

    def draw_out_stamp(self, surface: pygame.Surface, p: pygame.Rect) -> None:
        """FL-8: an out player's panel is veiled and carries a red "Out" pill with a cross."""
        surface.blit(draw.veil(p.size, (10, 24, 14, 90), 16), p)
        red = (200, 64, 52)
        label = theme.text(t("fl.table.out"), 17, theme.WHITE, "bold")
        pill = pygame.Rect(0, 0, label.get_width() + 46, 28)
        pill.midright = (p.right - 12, p.bottom - 20)
        pygame.draw.rect(surface, red, pill, border_radius=14)
        pygame.draw.rect(surface, theme.CREAM, pill, 2, border_radius=14)
        cx, cy = pill.x + 17, pill.centery
        for d in (-1, 1):
            pygame.draw.line(surface, theme.WHITE, (cx - 6, cy - 6 * d), (cx + 6, cy + 6 * d), 3)
        surface.blit(label, label.get_rect(midleft=(pill.x + 30, cy)))

    def draw_legend(self, surface: pygame.Surface, pill: pygame.Rect) -> None:
        """On a later turn, what the two badges on lit cards mean (where the status leaves room)."""
        if not self.targets() or self.first_turn():
            return
        y = STATUS_Y
        soft = (206, 226, 200)
        size = theme.body(16)
        left = theme.text(t("fl.table.legend_take"), size, soft, "bold")
        box = pygame.Rect(FIELD_X + 4, y - 17, 44 + left.get_width(), 34)
        if box.right < pill.x - 8:
            self.draw_target_badge(surface, box, True, (box.x + 18, y))
            surface.blit(left, left.get_rect(midleft=(box.x + 42, y)))
        right = theme.text(t("fl.table.legend_stand"), size, soft, "bold")
        box = pygame.Rect(0, y - 17, 44 + right.get_width(), 34)
        box.right = FIELD_X + FIELD_W - 4
        if box.x > pill.right + 8:
            self.draw_target_badge(surface, box, False, (box.x + 18, y))
            surface.blit(right, right.get_rect(midright=(box.right, y)))

    def draw_status(self, surface: pygame.Surface) -> None:
        centre = (FIELD_X + FIELD_W // 2, STATUS_Y)
        pill = self.draw_status_pill(surface, centre, FIELD_W - 80, 22)
        self.draw_legend(surface, pill)

    def draw_log(self, surface: pygame.Surface) -> None:
        if self.app.settings.log_open:
            return  # drawn with the chrome (TableScene.draw_chrome), in our own rect
        r = self.folded_log_rect()
        draw.panel(surface, r, theme.PANEL, 200, 14, theme.PANEL_EDGE, 2)
        if self.session.log:
            last = render_entry(self.session.log[-1], self.card_label)
            text = t("fl.table.log_last", text=last)
            size = theme.fit_text(text, 18, r.w - 90, "regular")
            theme.blit_text(
                surface, text, size, (r.x + 16, r.centery), theme.CREAM, "regular", "midleft"
            )

    def draw_callouts(self, surface: pygame.Surface) -> None:
        for text, (x, y), left, _ in self.callouts:
            rise = (1.3 - left) * 16
            draw.callout(surface, text, (x, y - rise), left)

    def draw_banner(self, surface: pygame.Surface) -> None:
        text, left = self.banner
        img = theme.text(text, 40, theme.INK, "bold")
        rib = img.get_rect(center=(FIELD_X + FIELD_W // 2, FIELD_Y + FIELD_H // 2)).inflate(80, 30)
        alpha = int(245 * max(0.0, min(1.0, left / 0.3)))
        draw.panel(surface, rib, theme.SUN, alpha, 20, theme.SUN_DARK, 6)
        surface.blit(img, img.get_rect(center=rib.center))

    def results_scene(self) -> Scene:
        from game.games.floriado.ui.results import FloriadoResults

        return FloriadoResults(self.app, self)
