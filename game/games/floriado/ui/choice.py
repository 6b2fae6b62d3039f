"""The person's choice on the Floriado field: the board's input (hit-testing and clicks).

A later turn is one click on a lit card; the first turn is a click on any card, then one of
four arrow buttons for the pawn's facing (FL-4). A move (or a first card's facing) after which
no card the person could take is in reach leaves them out for the rest of the game (FL-8): its
first click only asks (``out_warned``), a second click on it goes there. The keyboard moves a
focus of its own between the lit cards (``kfocus``), and the table's focus between the facing
buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.games.floriado.cards import COLS, DELTAS, FACINGS, ROWS
from game.games.floriado.rules import Move, Pick
from game.games.floriado.ui import art, layout
from game.games.floriado.ui.layout import FACING_IDX, direction
from game.games.floriado.ui.reach import Reach
from game.i18n import t
from game.ui import theme
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.games.floriado.ui.table import FloriadoTable


class Tile(Widget):
    """A field space; enabled when the current person may act on it now."""

    focusable = False  # the table moves its own focus between legal targets

    def __init__(self, row: int, col: int, rect: pygame.Rect, enabled: bool) -> None:
        super().__init__(f"tile.{row}.{col}", rect, enabled)
        self.row, self.col = row, col
        self.on_click: Callable[[int, int], None] | None = None

    def click(self, pos: tuple[int, int]) -> None:
        if self.on_click is not None:
            self.on_click(self.row, self.col)

    def draw(self, surface: pygame.Surface) -> None:
        pass  # the table draws the field itself (cards, glows, pawns in one pass)


class Choice:
    """The card picked on a first turn (``selected``), the keyboard's focus on the field
    (``kfocus``) and the move asked about (``out_warned``); the field's tiles and the facing
    buttons, and what a click or a key on them does. Owned by the table, which hands it its
    clicks and keys; it acts through the table (``human_act``)."""

    def __init__(self, table: FloriadoTable, reach: Reach) -> None:
        self.table, self.reach = table, reach
        self.selected: tuple[int, int] | None = None  # first turn: the card chosen
        self.kfocus: tuple[int, int] | None = None  # keyboard focus on a legal target
        self.out_warned: tuple[object, object] | None = None  # (version, action) asked about
        self._tiles: list[Tile] = []
        self._tiles_key: object = None

    def tiles(self) -> list[Tile]:
        """The field's spaces as widgets, the lit ones enabled (rebuilt when the targets or the
        layout change)."""
        targets = self.reach.targets()
        if self._tiles_key != (self.reach.version, layout.geo()):
            self._tiles_key = (self.reach.version, layout.geo())
            self._tiles = []
            for r in range(ROWS):
                for c in range(COLS):
                    tile = Tile(r, c, layout.tile_rect(r, c), (r, c) in targets)
                    tile.on_click = self.tile_clicked
                    self._tiles.append(tile)
        return self._tiles

    def warned(self, action: Move | Pick) -> bool:
        """Has the person been warned about ``action`` in this position (their first click)?"""
        return self.out_warned == (self.table.match.version, action)

    def ask_first(self, action: Move | Pick) -> bool:
        """The first click on a move that leaves the person out only warns; True if it did."""
        if not self.reach.leaves_out(action) or self.warned(action):
            return False
        self.out_warned = (self.table.match.version, action)
        self.table.hint_left = 0.0  # the warning takes the status line (status_text)
        self.table.app.sound.play("hint")
        return True

    def preview_target(self) -> tuple[int, int] | None:
        """The target under the pointer, else the keyboard focus (for "+5 → 12")."""
        targets = self.reach.targets()
        w = self.table.widget_at(self.table.pointer)
        if isinstance(w, Tile) and (w.row, w.col) in targets:
            return (w.row, w.col)
        if self.selected is not None:
            return self.selected
        if self.kfocus in targets:
            return self.kfocus
        return None

    def tile_clicked(self, row: int, col: int) -> None:
        if not self.table.my_turn():
            self.table.show_hint(self.table.wait_hint())
            return
        if self.reach.first_turn():
            self.selected = (row, col)
            self.kfocus = (row, col)
            self.table.focus_id = None
            self.table.app.sound.play("deal")
            return
        if self.ask_first(Move(row, col)):
            self.kfocus = (row, col)  # Enter on the same card is the second click
            return
        self.kfocus = None
        self.out_warned = None
        self.table.human_act(Move(row, col))

    def choose_facing(self, facing: str) -> None:
        if self.selected is None:
            return
        row, col = self.selected
        if self.ask_first(Pick(row, col, facing)):
            self.table.focus_id = f"face.{facing}"
            return
        self.out_warned = None
        self.selected = None
        self.kfocus = None
        self.table.focus_id = None
        self.table.human_act(Pick(row, col, facing))

    def cancel_selection(self) -> None:
        self.out_warned = None
        self.selected = None
        self.table.focus_id = None

    def tile_hint(self, row: int, col: int) -> str:
        if not self.table.my_turn():
            return self.table.wait_hint()
        view = self.reach.view()
        seat = self.table.match.current_player
        if seat is None or view.card_at(row, col) is None:
            return t("fl.hint.empty")
        pawn = view.pawns[seat]
        if pawn is None:
            return t("fl.hint.pick_card")
        here = (pawn.row, pawn.col)
        if here == (row, col):
            return t("fl.hint.here")
        d = direction(here, (row, col))
        if d is None:
            return t("fl.hint.line")
        return t("fl.hint.backward", dir=t(f"fl.dir.{pawn.facing}"))

    def back(self) -> bool:
        """Back (Esc): takes back the question, else the card picked; False if neither."""
        if self.out_warned is not None and self.selected is None:
            self.out_warned = None
            return True
        if self.selected is not None:
            self.cancel_selection()
            return True
        return False

    def key(self, command: str) -> bool:
        """A key on the field: Tab and the arrows move the focus between the lit cards, Enter
        clicks the focused one; while a first card is picked, they choose its facing."""
        targets = self.reach.targets()
        if not targets:
            return False  # the keyboard then moves through the buttons
        if self.selected is not None:
            return self.facing_key(command)
        order = sorted(targets)
        if command in ("next", "prev"):
            step = 1 if command == "next" else -1
            if self.kfocus in order:
                self.kfocus = order[(order.index(self.kfocus) + step) % len(order)]
            else:
                self.kfocus = order[0 if step > 0 else -1]
            self.table.focus_id = None
        elif command in ("up", "down", "left", "right"):
            self.kfocus = self.nearest(order, command)
            self.table.focus_id = None
        elif command == "confirm" and self.table.focus_id is None:
            if self.kfocus in targets:
                self.tile_clicked(*self.kfocus)
            else:
                self.kfocus = order[0]  # Enter with nothing focused shows where to start
        else:
            return False
        return True

    def facing_key(self, command: str) -> bool:
        table = self.table
        if command in FACINGS:
            table.focus_id = f"face.{command}"
        elif command in ("next", "prev"):
            ids = [f"face.{f}" for f in FACINGS]
            cur = ids.index(table.focus_id) if table.focus_id in ids else -1
            table.focus_id = ids[(cur + (1 if command == "next" else -1)) % len(ids)]
        elif command == "confirm" and table.focus_id and table.focus_id.startswith("face."):
            self.choose_facing(table.focus_id.removeprefix("face."))
        else:
            return False
        return True

    def nearest(self, order: list[tuple[int, int]], command: str) -> tuple[int, int]:
        """The legal target nearest the focus in the arrow's direction (or the first one)."""
        if self.kfocus is None:
            here = None
            cur = self.table.match.current_player
            pawn = self.reach.view().pawns[cur] if cur is not None else None
            if pawn is not None:
                here = (pawn.row, pawn.col)
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

    def facing_buttons(self) -> list[Widget]:
        out: list[Widget] = []
        if self.selected is None:  # no card chosen: no facing to choose
            return out
        side = layout.geo().face_btn
        arrow = 34 if layout.geo().phone else 26
        for facing, (x, y) in layout.facing_spots(self.selected).items():
            b = Button(
                f"face.{facing}",
                (x - side // 2, y - side // 2, side, side),
                "",
                partial(self.choose_facing, facing),
                "primary",
                icon=partial(art.arrow, size=arrow, facing=facing, colour=theme.INK),
            )
            out.append(b)
        return out

    def hovered_facing(self) -> str | None:
        w = self.table.widget_at(self.table.pointer)
        if w is not None and w.id.startswith("face."):
            return w.id.removeprefix("face.")
        if self.table.focus_id and self.table.focus_id.startswith("face."):
            return self.table.focus_id.removeprefix("face.")
        return None
