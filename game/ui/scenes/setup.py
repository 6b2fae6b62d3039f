"""Setup: 2-6 seats, each a person or a bot level; typed names; start player; options.

The last set-up of each game is remembered (settings ``setups``) and comes back next time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.ai import LEVELS
from game.core.catalog import GameDef
from game.core.match import HUMAN, NAMES, Seat
from game.i18n import t
from game.ui import draw, navigator, theme
from game.ui.fields import NAME_MAX, TextField, clean_name, drawable_only
from game.ui.inputs import Input
from game.ui.layout import W, between, grid, stack
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, phone_words, sheet
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Cycler, Toggle, Widget, label_width

KINDS: tuple[str, ...] = (HUMAN, *LEVELS)
ROW_H = Box.FOOT
TIGHT_ROW_H = Box.TAB  # six seats, or five and "Add a player"
FULL_ROWS = 5  # seat rows at full height: the options start under as many


@dataclass(frozen=True)
class SetupLook:
    """The set-up's design values that differ between the desktop's text sizes and a
    phone's (the largest): there each option has a row of its own, and the sheet the room."""

    sheet_h: int
    option_columns: int  # options to a row (when there are two or more)
    option_pitch: int  # from a row of options to the next
    foot_gap: int  # the sheet to the buttons under it
    rules_w: int
    start_w: int
    rules_in_gap: bool  # Rules centred between Back and Start (centred on the screen, it
    # touched Start at the largest size)


DESKTOP = SetupLook(496, 2, 62, Gap.STEP, 220, 260, False)
PHONE = SetupLook(536, 1, Box.FOOT, Gap.SNUG, 244, 272, True)

SHEET = (800, 96)  # the sheet's width and top
PAD = Gap.WIDE  # the sheet's top to the first seat
FORM = (100, 556)  # the fields' column: from the sheet's left, and its width
NAME_W = 204
KIND_W = 290  # a seat's kind, and the start player, at the column's right
DICE, DICE_PIP = 22, 5  # the dice's side, and its pips' step from the middle (its corners' radius)
CROSS_ARM = 8  # the cross's arms, from its middle along each axis
ICON = 44  # the dice and the cross: a finger's size
SUGGEST_GAP = 6  # a name to its dice
REMOVE_X = 124  # the sheet's right to a seat's cross
AVATAR = (60, 20)  # a seat's disc: its centre from the sheet's left, its radius
FIELD_H = Box.TAB
ADD_H = Box.SMALL
ADD_W = 250  # "Add a player" at least
RULE = (Gap.MARGIN, 14)  # the rule above the options: from the sheet's sides, above them
OPTIONS_GAP = 28  # the seats' rows to the options
START_LABEL_W = 250
OPTION_H = Box.ROW
OPTION_GAP = Gap.NEAR  # between two options in a row
OPTIONS_Y = 60  # the start player's row to the options
BUTTON_H = Box.TALL
HEADING_Y = 52
BACK = (Gap.ROOMY, 200)  # Back: from the sheet's left, its width


@dataclass(frozen=True)
class SetupLayout:
    """The set-up's boxes at the text size of now, for ``seats`` seats (``rows`` rows with
    "Add a player")."""

    look: SetupLook
    seats: int
    rows: int

    @classmethod
    def now(cls, seats: int, more: bool) -> SetupLayout:
        return cls(theme.by_size(DESKTOP, PHONE), seats, seats + more)

    @property
    def sheet(self) -> pygame.Rect:
        w, top = SHEET
        return pygame.Rect(W // 2 - w // 2, top, w, self.look.sheet_h)

    @property
    def form(self) -> pygame.Rect:
        """The fields' column on the sheet (its x and width)."""
        return pygame.Rect(self.sheet.x + FORM[0], 0, FORM[1], 0)

    @property
    def row_h(self) -> int:
        """Seat rows: 5 fit at full height, or 4 and "Add a player" under them; more make
        them a little tighter."""
        return ROW_H if self.rows <= FULL_ROWS else TIGHT_ROW_H

    def seat_rows(self) -> list[pygame.Rect]:
        s = self.sheet
        return stack(s.x, s.y + PAD, s.w, [self.row_h] * self.seats, 0)

    def seat(self, band: pygame.Rect) -> dict[str, pygame.Rect]:
        """A seat's name, its dice, its kind and its cross on its row (the icons level
        with the fields)."""
        form = self.form
        h = self.row_h - 4 if self.row_h < ROW_H else FIELD_H
        name = pygame.Rect(form.x, band.y, NAME_W, h)
        suggest = pygame.Rect(name.right + SUGGEST_GAP, band.y + (h - ICON) // 2, ICON, ICON)
        kind = pygame.Rect(form.right - KIND_W, band.y, KIND_W, h)
        remove = suggest.copy()
        remove.x = band.right - REMOVE_X
        return {"name": name, "suggest": suggest, "kind": kind, "remove": remove}

    def avatar(self, band: pygame.Rect) -> tuple[tuple[int, int], int]:
        """A seat's disc: its centre, level with its name's, and its radius."""
        x, radius = AVATAR
        return (band.x + x, self.seat(band)["name"].centery), radius

    def add(self, top: int, words: int) -> pygame.Rect:
        """ "Add a player" under the seats: as wide as its words, to the kind's end."""
        form = self.form
        return pygame.Rect(form.x, top + 4, min(max(ADD_W, words), form.w), ADD_H)

    @property
    def options_y(self) -> int:
        return self.sheet.y + PAD + max(FULL_ROWS * ROW_H, self.seats * self.row_h) + OPTIONS_GAP

    def rule(self) -> tuple[tuple[int, int], tuple[int, int]]:
        y = self.options_y - RULE[1]
        return (self.sheet.x + RULE[0], y), (self.sheet.right - RULE[0], y)

    def start_player(self) -> tuple[pygame.Rect, tuple[int, int]]:
        """The start player's choice, and where its label starts (its middle)."""
        form, y = self.form, self.options_y
        return pygame.Rect(form.right - KIND_W, y, KIND_W, FIELD_H), (form.x, y + FIELD_H // 2)

    def options(self, n: int, choices: bool) -> list[pygame.Rect]:
        """The options' boxes: two to a row when some are ``choices`` (one when there is
        only one, or at the largest text, so that a label like "Play to 100 points" keeps
        its size)."""
        cols = self.look.option_columns if n > 1 and choices else 1
        form = self.form
        w = (form.w - (cols - 1) * OPTION_GAP) // cols
        top = self.options_y + OPTIONS_Y
        return grid(form.x, top, (w, OPTION_H), (w + OPTION_GAP, self.look.option_pitch), cols, n)

    def buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Back, Rules and Start under the sheet."""
        s, look = self.sheet, self.look
        y = s.bottom + look.foot_gap
        back = pygame.Rect(s.x + BACK[0], y, BACK[1], BUTTON_H)
        start = pygame.Rect(s.right - look.start_w, y, look.start_w, BUTTON_H)
        gap = between(back.right, start.x, y, BUTTON_H) if look.rules_in_gap else s
        rules = pygame.Rect(gap.x + (gap.w - look.rules_w) // 2, y, look.rules_w, BUTTON_H)
        return back, rules, start


def default_seats(n: int) -> list[Seat]:
    return [Seat(NAMES[0], HUMAN)] + [Seat(NAMES[i], "easy") for i in range(1, n)]


def remembered(entry: GameDef, data: object) -> tuple[list[Seat], int, dict] | None:
    """A stored set-up (seats, start player, options) checked against the game; None if it
    does not fit (then the defaults are used). Options that do not fit keep their defaults."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        return None
    raw = data["seats"]
    if not entry.min_players <= len(raw) <= entry.max_players:
        return None
    seats: list[Seat] = []
    for r in raw:
        if not isinstance(r, dict) or not isinstance(r.get("name"), str):
            return None
        name = clean_name(r["name"]).strip()
        if not name or r.get("kind") not in KINDS:
            return None
        seats.append(Seat(name, r["kind"]))
    start = data.get("start_player", -1)
    if not isinstance(start, int) or isinstance(start, bool) or not -1 <= start < len(seats):
        start = -1
    stored = data.get("options")
    if not isinstance(stored, dict):
        stored = {}
    options: dict[str, Any] = {}
    for key, _label in entry.toggles:
        if isinstance(stored.get(key), bool):
            options[key] = stored[key]
    for key, _label, values, _default in entry.choices:
        value = stored.get(key)
        if value in values and not isinstance(value, bool):
            options[key] = value
    return seats, start, options


class SetupScene(Scene):
    name = "setup"
    spatial_focus = True

    def __init__(
        self,
        app,
        entry: GameDef,
        seats: list[Seat] | None = None,
        options: dict | None = None,
    ) -> None:
        super().__init__(app)
        self.entry = entry
        n = max(entry.min_players, min(3, entry.max_players))
        self.start_player = -1
        self.options: dict[str, Any] = {key: False for key, _ in entry.toggles}
        # Non-boolean options (a target score), each a catalog Choice.
        for key, _label, _values, default in entry.choices:
            self.options[key] = default
        fresh = seats is None
        if fresh:  # the last set-up of this game, when there is one that fits
            memory = remembered(entry, app.settings.setups.get(entry.name))
            if memory is not None:
                seats, self.start_player, stored = memory
                self.options.update(stored)
        elif seats is not None:  # New game from the pause menu: this table's seats and options
            memory = remembered(entry, {"seats": [x.to_json() for x in seats], "options": options})
            if memory is not None:
                self.options.update(memory[2])
        self.seats = seats or default_seats(n)
        if fresh:  # not a table's own seats (New game from the pause menu): the last name
            self.use_last_name()
        if options is not None and isinstance(options.get("start_player"), int):
            self.start_player = options["start_player"]
        if not -1 <= self.start_player < len(self.seats):
            self.start_player = -1
        self.editing: int | None = None  # the seat whose name is being typed
        self.draft = ""
        self.replace_all = False  # the first key typed replaces the whole name

    @property
    def typing(self) -> bool:
        """A name is being typed: the app holds back letter shortcuts (game/ui/app.py)."""
        return self.editing is not None

    def enter(self) -> None:
        self.build()

    def spoken_heading(self) -> str:
        return t("setup.title", game=game_title(self.entry.name))

    @property
    def layout(self) -> SetupLayout:
        more = len(self.seats) < self.entry.max_players
        return SetupLayout.now(len(self.seats), more)

    def build(self) -> None:
        layout = self.layout
        ws: list[Widget] = []
        bands = layout.seat_rows()
        for i, (seat, band) in enumerate(zip(self.seats, bands, strict=True)):
            at = layout.seat(band)
            editing = self.editing == i
            name = TextField(
                f"seat{i}.name",
                at["name"],
                self.draft if editing else seat.name,
                partial(self.begin_edit, i),
                editing,
                caret=int(self.app.time * 2) % 2 == 0,
                size=theme.body(Text.BODY),
                placeholder=t("setup.name_hint"),
            )
            name.selected = editing and self.replace_all
            name.words = t("access.seat.name", n=i + 1)
            ws.append(name)
            suggest = Button(
                f"seat{i}.suggest", at["suggest"], "", partial(self.suggest, i), "ghost", icon=_dice
            )
            suggest.words = t("access.seat.suggest", n=i + 1)
            ws.append(suggest)
            kinds = [(k, t(f"kind.{k}")) for k in KINDS]
            ws.append(
                Cycler(
                    f"seat{i}.kind",
                    at["kind"],
                    kinds,
                    seat.kind,
                    self._setter(i, "kind"),
                    size=theme.body(Text.BODY),
                )
            )
            ws[-1].words = t("access.seat.kind", n=i + 1, name=seat.name)
            ws.append(
                Button(
                    f"seat{i}.remove",
                    at["remove"],
                    "",
                    partial(self.remove, i),
                    "ghost",
                    len(self.seats) > self.entry.min_players,
                    icon=_cross,
                )
            )
            ws[-1].words = t("access.seat.remove", n=i + 1, name=seat.name)
        add = t("setup.add_player")
        ws.append(
            Button(
                "seat.add",
                layout.add(bands[-1].bottom, label_width(add, theme.body(Text.BODY))),
                add,
                self.add,
                "secondary",
                size=theme.body(Text.BODY),
            )
        )
        ws[-1].visible = len(self.seats) < self.entry.max_players
        if self.entry.has_start_player:
            opts = [(-1, t("setup.random_start"))] + [(i, x.name) for i, x in enumerate(self.seats)]
            if self.start_player >= len(self.seats):
                self.start_player = -1
            ws.append(
                Cycler(
                    "start_player",
                    layout.start_player()[0],
                    opts,
                    self.start_player,
                    self._set_start,
                    size=theme.body(Text.BODY),
                )
            )
            ws[-1].words = t("setup.start_player")
        choices = self.entry.choices
        items: list[tuple[str, str, tuple[Any, ...] | None]]
        items = [(key, label, None) for key, label in self.entry.toggles]
        items += [(key, label, values) for key, label, values, _ in choices]
        boxes = layout.options(len(items), bool(choices))
        for (key, label, values), box in zip(items, boxes, strict=True):
            if values is None:
                ws.append(
                    Toggle(
                        f"opt.{key}",
                        box,
                        phone_words(label),
                        self.options[key],
                        self._option(key),
                        t("common.on"),
                        t("common.off"),
                        size=theme.body(Text.BODY),
                    )
                )
            else:
                opts = [(v, phone_words(label, n=v)) for v in values]
                ws.append(
                    Cycler(
                        f"opt.{key}",
                        box.inflate(0, -2),  # a choice's box is a toggle's less its edge
                        opts,
                        self.options[key],
                        self._option(key),
                        size=theme.body(Text.BODY),
                    )
                )
        back, rules, start = layout.buttons()
        size = theme.body(Text.BUTTON)
        ws.append(Button("back", back, t("common.back"), self.on_back, "ghost", size=size))
        ws.append(Button("rules", rules, t("rules.button"), self.rules, "ghost", size=size))
        ws.append(Button("start", start, t("setup.start"), self.start, "primary", size=size))
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def _setter(self, i: int, field: str):
        def set_(value) -> None:
            setattr(self.seats[i], field, value)
            self.build()

        return set_

    def _set_start(self, value: int) -> None:
        self.start_player = value

    def _option(self, key: str):
        def set_(value: bool) -> None:
            self.options[key] = value

        return set_

    # -- names ---------------------------------------------------------------------------------
    def begin_edit(self, i: int) -> None:
        if self.editing is not None and self.editing != i:
            self.commit()
        self.editing, self.draft, self.replace_all = i, self.seats[i].name, True
        try:  # the browser (and touch screens) need asking for key presses as text
            pygame.key.start_text_input()
        except pygame.error:
            pass
        self.build()

    def commit(self) -> None:
        """The typed name becomes the seat's (an empty one keeps the old name)."""
        if self.editing is None:
            return
        name = clean_name(self.draft).strip()
        if name:
            self.seats[self.editing].name = name
        self.stop_editing()

    def stop_editing(self) -> None:
        self.editing, self.draft, self.replace_all = None, "", False
        try:
            pygame.key.stop_text_input()
        except pygame.error:
            pass
        self.build()

    def type_text(self, text: str) -> None:
        base = "" if self.replace_all else self.draft
        text, refused = drawable_only(clean_name(text, len(text)))
        if refused:  # shown as empty boxes everywhere the name is drawn: refused, and said
            self.app.toast(t("setup.name_glyphs"))
        self.draft = clean_name(base + text, NAME_MAX)
        self.replace_all = False

    def suggest(self, i: int) -> None:
        """The next name from the list that no other seat uses."""
        if self.editing is not None:
            self.commit()
        taken = {x.name for j, x in enumerate(self.seats) if j != i}
        free = [n for n in NAMES if n not in taken]
        if not free:
            return
        cur = self.seats[i].name
        k = NAMES.index(cur) if cur in NAMES else -1
        after = [n for n in free if NAMES.index(n) > k]
        self.seats[i].name = (after or free)[0]
        self.build()

    def handle(self, inp: Input) -> None:
        if self.editing is not None:
            if inp.kind == "text":
                self.type_text(inp.text)
                return
            if inp.kind == "command":
                if inp.command == "erase":
                    self.draft = "" if self.replace_all else self.draft[:-1]
                    self.replace_all = False
                    return
                if inp.command == "confirm":
                    self.commit()
                    return
                if inp.command == "back":
                    self.stop_editing()  # Escape: the name stays as it was
                    return
                if inp.command in ("left", "right"):
                    self.replace_all = False  # the caret goes to the end, where typing adds
                    return
                if inp.command in ("next", "prev"):
                    self.focus_id = f"seat{self.editing}.name"
                    self.commit()  # then Tab moves on as ever
            if inp.kind == "down":
                w = self.widget_at(inp.pos)
                if w is None or w.id != f"seat{self.editing}.name":
                    self.commit()
        super().handle(inp)

    def update(self, dt: float) -> None:
        if self.editing is not None:
            self.build()  # the caret blinks; the draft is shown as it grows

    def exit(self) -> None:
        if self.editing is not None:
            self.commit()

    def pause(self) -> None:
        if self.editing is not None:
            self.commit()

    def rules(self) -> None:
        self.app.push(navigator.make("rules", self.app, self.entry.name, self.options))

    def add(self) -> None:
        taken = {x.name for x in self.seats}
        name = next(n for n in NAMES if n not in taken)
        self.seats.append(Seat(name, "easy"))
        self.build()

    def remove(self, i: int) -> None:
        if len(self.seats) > self.entry.min_players:
            del self.seats[i]
            self.start_player = -1
            self.build()

    def on_back(self) -> None:
        self.app.pop()

    def start(self) -> None:
        self.commit()
        options = dict(self.options)
        if self.entry.has_start_player:
            options["start_player"] = self.start_player
        seats = [Seat(s.name, s.kind) for s in self.seats]
        self.remember()

        def go() -> None:
            navigator.start_game(self.app, self.entry, seats, options)

        saved = self.app.saved_game(self.entry.name)
        if saved is None:
            go()
            return
        # This game has a save: starting anew would replace it, so ask first.
        summary = navigator.save_summary(saved)
        detail = f"{summary['seats']} · {summary['progress']}" if summary else ""
        start = next(w for w in self._widgets if w.id == "start")
        self.app.push(
            navigator.make(
                "confirm",
                self.app,
                t("confirm.replace.title"),
                t("confirm.replace.text", game=game_title(self.entry.name), detail=detail),
                [
                    ("confirm.new", t("confirm.replace.new"), go, "danger"),
                    (
                        "confirm.continue",
                        t("confirm.replace.continue"),
                        lambda: navigator.open_saved(self.app, saved, self.entry.name),
                        "primary",
                    ),
                    ("confirm.cancel", t("common.back"), None, "ghost"),
                ],
                start.rect,
            )
        )

    def use_last_name(self) -> None:
        """The person's name as last typed in any game goes to this game's first person
        (unless another seat has it): one name, not one per game."""
        last = self.app.settings.name
        people = [s for s in self.seats if s.kind == HUMAN]
        if not last or not people or any(s.name == last for s in self.seats):
            return
        people[0].name = last

    def remember(self) -> None:
        """This set-up, for the next time this game is set up."""
        people = [s for s in self.seats if s.kind == HUMAN]
        if people:
            self.app.settings.name = people[0].name
        self.app.settings.setups[self.entry.name] = {
            "seats": [s.to_json() for s in self.seats],
            "start_player": self.start_player,
            "options": dict(self.options),
        }
        self.app.save_settings()

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        backdrop(surface, self.app.wave_time())
        heading(surface, t("setup.title", game=game_title(self.entry.name)), HEADING_Y)
        sheet(surface, layout.sheet)
        for i, (seat, band) in enumerate(zip(self.seats, layout.seat_rows(), strict=True)):
            at, radius = layout.avatar(band)
            draw.avatar(surface, at, radius, i, seat.name, seat.is_bot)
        pygame.draw.line(surface, theme.CREAM_EDGE, *layout.rule(), 2)
        if self.entry.has_start_player:
            label = t("setup.start_player")
            size = theme.fit_text(label, theme.body(Text.BUTTON), START_LABEL_W, "bold")
            at = layout.start_player()[1]
            theme.blit_text(surface, label, size, at, theme.INK, "bold", "midleft")
        self.draw_widgets(surface)


def _dice(surface: pygame.Surface, center: tuple[int, int]) -> None:
    """A die: "another name from the list"."""
    pip = DICE_PIP
    r = pygame.Rect(0, 0, DICE, DICE)
    r.center = center
    pygame.draw.rect(surface, theme.CREAM, r, 2, border_radius=pip)
    cx, cy = center
    for dx, dy in ((-pip, -pip), (0, 0), (pip, pip)):
        pygame.draw.circle(surface, theme.CREAM, (cx + dx, cy + dy), 2)


def _cross(surface: pygame.Surface, center: tuple[int, int]) -> None:
    cx, cy = center
    arm = CROSS_ARM
    for d in (-1, 1):
        pygame.draw.line(
            surface, theme.CREAM, (cx - arm, cy - arm * d), (cx + arm, cy + arm * d), 4
        )
