"""Title: the three games as tiles, Continue when a game was saved, settings."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

import pygame

from game import daily, platform
from game.core.catalog import GameDef, specs
from game.i18n import t, tn
from game.net import link
from game.ui import focus, keymap, navigator, theme
from game.ui.layout import W, between, centred, centred_row, row, row_to
from game.ui.scene import Scene
from game.ui.scenes.common import (
    BOX_RADIUS,
    CARD_RADIUS,
    backdrop,
    card,
    game_art,
    game_tagline,
    game_title,
)
from game.ui.scenes.palette import ART_BACK, HEAD, ON_MEADOW, TITLE_SHADOW
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Voiced, Widget


class TileLook(NamedTuple):
    """Where a title tile's parts go (y from the tile's top) and the title screen's rows."""

    tile_w: int
    tile_h: int
    tile_gap: int
    tiles_y: int
    art_y: int
    art_h: int
    name_y: int
    tagline_pad: int  # the tile's width less the tagline's
    tagline_lines: int
    heading_y: int
    tagline_dy: int  # the screen's tagline below the heading
    daily_gap: int  # between a tile and its Today's deal
    row_y: int  # the bottom row (Settings, Records, Continue, Online, ?, Quit)
    row_h: int
    row_gap: int
    continue_w: int
    continue_h: int
    settings_w: int
    records_w: int
    keys_w: int
    quit_w: int


NORMAL_TILES = TileLook(
    340,
    420,
    36,
    150,
    26,
    170,
    226,
    44,
    3,
    62,
    54,
    Gap.NEAR,
    644,
    Box.ROW,
    Gap.STEP,
    340,
    Box.FOOT,
    180,
    180,
    56,
    180,
)
# The largest text, a phone's: wider tiles (a four-line tagline at full size), a smaller
# picture, a bottom row tall enough for Continue's two lines at the phone's text size, and
# German's "Einstellungen" given the room Records leaves.
LARGEST_TILES = TileLook(
    364,
    390,
    18,
    124,
    22,
    96,
    142,
    36,
    4,
    47,
    49,
    Gap.TIGHT,
    604,
    Box.TALL,
    Gap.TIGHT,
    320,
    68,
    218,
    158,
    52,
    136,
)
MARGIN = Gap.MARGIN  # the screen's edge to its outer buttons
DAILY_INSET = Gap.PAD  # a tile's edge to its Today's deal's
DAILY_PAD = Gap.SNUG  # a Today's deal's two lines to its edges
# A tile's parts: the picture's inset from its sides, the game's name (its size, and its
# tagline below it), the record line above the tile's foot, the Play pill (its inset from
# the sides, its height, above the foot) and the key cap's corner.
ART_INSET = Gap.STEP
NAME, TAGLINE_DY = Text.LARGE, 34
RECORD_Y = 80
PILL = (Gap.ROOMY, 46, 18)
PILL_PAD = Gap.SNUG  # the pill's ends to its word, and the record's to the tile's sides
KEYCAP = (Gap.WIDE, 34, 15)  # from the tile's right and top, its size
APP_NAME, APP_SHADOW = 72, (3, 4)  # "Meadow": its size, its shadow's offset
LIFT = 6  # a tile under the pointer rises this much


def tile_look() -> TileLook:
    return LARGEST_TILES if theme.largest() else NORMAL_TILES


@dataclass(frozen=True)
class TitleLayout:
    """The title screen's boxes and text sizes at the text size of now."""

    look: TileLook
    phone: bool  # the largest text size: a phone's
    web: bool  # in a browser: no Quit (a tab is closed by the browser)
    keys: bool  # the "?" of the keys list (a phone has no keys: Play online takes its room)
    word: int  # the bottom row's labels
    online: int  # Play online's label

    @classmethod
    def now(cls) -> TitleLayout:
        phone = theme.largest()
        # The phone's words: two-word labels at its running-text size, the rest as large.
        word, online = (
            (theme.PHONE_TEXT,) * 2 if phone else (theme.body(Text.BUTTON), theme.body(Text.BODY))
        )
        return cls(tile_look(), phone, platform.IS_WEB, focus.SHOW_KEYS, word, online)

    def tiles(self, count: int) -> list[pygame.Rect]:
        """The games' tiles: three centred in a row, a game more (a fourth game's) on to the
        right of them."""
        look = self.look
        first = centred_row([look.tile_w] * 3, look.tiles_y, look.tile_h, look.tile_gap)[0]
        return row(first.x, look.tiles_y, [look.tile_w] * count, look.tile_h, look.tile_gap)

    def daily(self, tile: pygame.Rect) -> pygame.Rect:
        """A tile's Today's deal under it: two lines of (larger) text, at the phone's size
        its sub-label's running text."""
        h = max(50, theme.body(Text.LABEL) + theme.running(Text.CAPTION) + DAILY_PAD)
        box = tile.inflate(-2 * DAILY_INSET, 0)
        return pygame.Rect(box.x, tile.bottom + self.look.daily_gap, box.w, h)

    def bottom_row(self) -> dict[str, pygame.Rect]:
        """Settings and Records from the left, Continue in the middle, "?" and Quit from the
        right, and Play online in what is left right of Continue (over the "?"'s room when
        there is none)."""
        look = self.look
        y, h, gap = look.row_y, look.row_h, look.row_gap
        settings, records = row(MARGIN, y, (look.settings_w, look.records_w), h, gap)
        right = (look.keys_w,) if self.web else (look.keys_w, look.quit_w)
        keys, *quit = row_to(W - MARGIN, y, right, h, gap)
        cont = centred(look.continue_w, look.continue_h, (W // 2, y + h // 2))
        online = between(cont.right + gap, keys.x - gap if self.keys else keys.right, y, h)
        found = {"settings": settings, "records": records, "continue": cont}
        found |= {"online": online, "keys": keys}
        if quit:
            found["quit"] = quit[0]
        return found


class GameTile(Widget):
    """A game's tile: its art, name, tagline, record and a Play pill."""

    def __init__(self, entry: GameDef, rect: pygame.Rect, on_click) -> None:
        super().__init__(f"game.{entry.name}", rect)
        self.entry = entry
        self.on_click = on_click
        self.record = ""  # e.g. "3 walks played · Anna won 2"
        self.key = ""  # its shortcut, shown as a key cap ("1")
        self.art = True  # the game's picture (TitleScene.draw leaves it to the second frame)

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click(self.entry)

    def voiced(self) -> list[Voiced]:
        """The game's name (its record is on the records screen)."""
        return [Voiced("", game_title(self.entry.name), self.activate, self.enabled)]

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect.copy()
        lift = LIFT if self.hover and self.enabled else 0
        rect.y -= lift
        card(surface, rect, self.entry.accent, lift)
        look = tile_look()
        art = rect.inflate(-2 * ART_INSET, 0)
        art.y, art.h = rect.y + look.art_y, look.art_h
        pygame.draw.rect(surface, ART_BACK, art, border_radius=BOX_RADIUS)
        if self.art:
            game_art(surface, self.entry.name, art)
        name, at = game_title(self.entry.name), (rect.centerx, rect.y + look.name_y)
        theme.blit_text(surface, name, NAME, at, theme.INK, "bold", "center")
        size, lines = tagline_lines(game_tagline(self.entry.name), rect.w - look.tagline_pad)
        gap = round(size * 1.28)
        top = at[1] + TAGLINE_DY
        for i, line in enumerate(lines[: look.tagline_lines]):
            at = (rect.centerx, top + i * gap)
            theme.blit_text(surface, line, size, at, theme.INK_SOFT, "regular", "center")
        if self.record:
            size = theme.fit_text(
                self.record, theme.running(Text.SMALL), rect.w - 2 * PILL_PAD, "bold"
            )
            at = (rect.centerx, rect.bottom - RECORD_Y)
            theme.blit_text(surface, self.record, size, at, HEAD, "bold", "center")
        inset, h, above = PILL
        pill = centred(rect.w - 2 * inset, h, (rect.centerx, rect.bottom - above - h // 2))
        pygame.draw.rect(surface, theme.SUN, pill, border_radius=h // 2)
        pygame.draw.rect(surface, theme.SUN_DARK, pill, 2, border_radius=h // 2)
        play = t("title.play")
        size = theme.fit_text(play, theme.body(Text.BUTTON), pill.w - 2 * PILL_PAD, "bold")
        theme.blit_text(surface, play, size, pill.center, theme.INK, "bold", "center")
        if self.key and focus.SHOW_KEYS:
            right, top, cap = KEYCAP
            focus.keycap(surface, (rect.right - right, rect.y + top), self.key, "topright", cap)
        if self.focused:
            focus.ring(surface, rect, CARD_RADIUS)


class TitleScene(Scene):
    name = "title"
    key_scopes = ("title",)
    spatial_focus = True

    turns = 0  # online games waiting for this device's move (the servers' status)
    _turns_task: asyncio.Future | None = None

    def enter(self) -> None:
        self.ask_online()
        self.build()

    def resume(self) -> None:
        self.ask_online()
        self.build()

    def ask_online(self) -> None:
        """Ask the servers, in the background, whether any online game waits for us (only
        when this device keeps some; no server, no mark, no message). Games found over on
        the way are kept for review and leave Continue (link.survey)."""
        if self._turns_task is None:
            self._turns_task = link.survey_soon(self.app.storage)

    def update(self, dt: float) -> None:
        task = self._turns_task
        if task is not None and task.done():
            self._turns_task = None
            failed = task.cancelled() or task.exception() is not None
            games = [] if failed else task.result()
            self.turns = sum(1 for g in games if g.get("your_turn"))
            self.build()

    def build(self) -> None:
        self.saved = self.app.saved_games()  # game -> save: each game has its own slot
        records = self.app.records()
        layout = TitleLayout.now()
        tiles: list[GameTile] = []
        for i, (e, rect) in enumerate(zip(specs(), layout.tiles(len(specs())), strict=True)):
            tile = GameTile(e, rect, self.open_setup)
            # A phone's tile says how many were played; the records screen says who won.
            tile.record = record_line(records.get(e.name), short=layout.phone)
            tile.key = str(i + 1)
            tiles.append(tile)
        self.buttons: list[Widget] = []
        # Under each tile, its deal of the day and how it stands (game/daily.py).
        history, today = daily.load(self.app.storage), daily.today_utc()
        for tile in tiles:
            game = tile.entry.name
            self.buttons.append(
                Button(
                    f"daily.{game}",
                    layout.daily(tile.rect),
                    t("daily.tile"),
                    partial(self.open_daily, game),
                    "secondary",
                    size=theme.body(Text.LABEL),
                    sub=daily_line(history, game, today, self.saved.get(game)),
                )
            )
            # Three of them: the spoken menus name each one's game.
            self.buttons[-1].words = t(
                "access.with_sub", name=t("daily.tile"), sub=game_title(game)
            )
        self.buttons += self.bottom_row(layout)
        self.tiles = tiles

    def bottom_row(self, layout: TitleLayout) -> list[Widget]:
        """Settings, Records, Continue (when a game waits), Play online, "?" and Quit."""
        at = layout.bottom_row()
        ws: list[Widget] = []
        self.online_games = link.playing_seats(self.app.storage)  # online games in play
        if self.saved or self.online_games:
            count = len(self.saved) + len(self.online_games)
            if count == 1 and self.saved:  # one save: Continue opens it, its name below
                sub = game_title(next(iter(self.saved)))
            else:  # several, or online ones (whose turn, asked of the server): listed
                sub = tn("title.saved_games", count)
            ws.append(
                Button(
                    "continue",
                    at["continue"],  # in the bottom row, between Records and Play online
                    t("title.continue"),
                    self.resume_game,
                    "primary",
                    size=theme.body(Text.BUTTON),
                    sub=sub,  # two lines in the box: widgets.sub_sizes keeps them inside
                )
            )
        word = layout.word
        ws.append(
            Button(
                "settings",
                at["settings"],
                t("title.settings"),
                self.open_settings,
                "ghost",
                size=word,
                key=keymap.first_cap("settings"),
            )  # fmt: skip
        )
        ws.append(
            Button(
                "records",
                at["records"],
                t("title.records"),
                self.open_records,
                "ghost",
                size=word,
                key=keymap.first_cap("title.records"),
            )  # fmt: skip
        )
        # Play online: rooms on a server (game/ui/scenes/online.py), right of Continue.
        ws.append(
            Button(
                "online",
                at["online"],
                t("title.online"),
                self.open_online,
                "primary" if self.turns else "secondary",
                size=layout.online,
                sub=tn("title.online_turns", self.turns) if self.turns else "",
                key=keymap.first_cap("title.online"),
            )
        )
        ws[-1].sub_is_note = True  # the servers' answer may come while it is being pressed
        if layout.keys:
            ws.append(Button("keys", at["keys"], "?", self.open_keys, "ghost", size=Text.TITLE))
            ws[-1].words = t("keys.title")
        if "quit" in at:
            ws.append(Button("quit", at["quit"], t("title.quit"), self.quit, "ghost", size=word))
        return ws

    def widgets(self) -> list[Widget]:
        return self.tiles + self.buttons

    def open_setup(self, entry: GameDef) -> None:
        self.app.push(navigator.make("setup", self.app, entry))

    def resume_game(self) -> None:
        if len(self.saved) == 1 and not self.online_games:
            game, data = next(iter(self.saved.items()))
            navigator.open_saved(self.app, data, game)
        else:
            self.app.push(navigator.make("saves", self.app))

    def open_daily(self, game: str) -> None:
        self.app.push(navigator.make("daily", self.app, game))

    def open_settings(self) -> None:
        self.app.push(navigator.make("settings", self.app))

    def open_records(self) -> None:
        self.app.push(navigator.make("records", self.app))

    def open_online(self) -> None:
        self.app.push(navigator.make("online", self.app))

    def open_keys(self) -> None:
        self.app.push(navigator.make("keys", self.app))

    def on_command(self, command: str) -> bool:
        """Shortcuts: 1-3 open a game, R the records, S the settings (see the "?" overlay)."""
        if command.startswith("digit"):
            i = int(command.removeprefix("digit")) - 1
            if i < len(self.tiles):
                self.open_setup(self.tiles[i].entry)
            return True
        if command == "records":
            self.open_records()
            return True
        if command == "settings":
            self.open_settings()
            return True
        if command == "online":
            self.open_online()
            return True
        return super().on_command(command)

    def quit(self) -> None:
        self.app.running = False

    def on_back(self) -> None:
        pass  # Escape on the title does nothing: quitting is an explicit button

    def draw(self, surface: pygame.Surface) -> None:
        # The App's first frame shows the words and buttons on the sky's gradient; the games'
        # pictures (GameTile.art), the grass and the vignette follow on the second. In the page
        # they are a good part of the first frame: modules to compile, pixels to blend.
        decorated = self.app.frame > 1
        for tile in self.tiles:
            tile.art = decorated
        backdrop(surface, self.app.wave_time(), plain=not decorated)
        look = tile_look()
        y = look.heading_y
        sx, sy = APP_SHADOW
        name = t("app.title")
        theme.blit_text(
            surface, name, APP_NAME, (W // 2 + sx, y + sy), TITLE_SHADOW, "bold", "center"
        )
        theme.blit_text(surface, name, APP_NAME, (W // 2, y), theme.CREAM, "bold", "center")
        tagline = t("app.tagline")
        size = theme.fit_text(tagline, theme.body(Text.BUTTON), W - 2 * MARGIN, "bold")
        theme.blit_text(
            surface, tagline, size, (W // 2, y + look.tagline_dy), ON_MEADOW, "bold", "center"
        )
        self.draw_widgets(surface)


def daily_line(history: dict, game: str, today: str, save: object) -> str:
    """Under "Today's deal": not played yet, started, or the day's result."""
    state = daily.day_state(history, game, today, save)
    if state == "open":
        return t("daily.tile.open")
    if state in ("resume", "lost"):
        return t("daily.tile.playing")
    day = daily.entry(history, game, today)
    assert day is not None  # day_state found the day
    return daily.result_text(game, day)


def record_line(record: object, short: bool = False) -> str:
    """One line from the records: games played and the name with the most wins (``short``:
    the games played only)."""
    if not isinstance(record, dict) or not isinstance(record.get("played"), int):
        return ""
    played = record["played"]
    if played <= 0:
        return ""
    wins = record.get("wins") if isinstance(record.get("wins"), dict) else {}
    best = max(wins.items(), key=lambda kv: (kv[1], kv[0]), default=None) if wins else None
    if best is None or short or not isinstance(best[1], int):
        return tn("title.record_played", played)
    return (
        tn("title.record_played", played) + " · " + tn("title.record_best", best[1], name=best[0])
    )


def tagline_lines(text: str, width: int) -> tuple[int, list[str]]:
    """A tile's tagline at the (larger-text) body size, stepped down to fit three lines (four
    at the largest size, which never goes under the phone's running-text size)."""
    size, most = theme.body(Text.LABEL), tile_look().tagline_lines
    least = theme.running(Text.LABEL) if theme.largest() else Text.LABEL
    lines = theme.wrap(text, size, width)
    while len(lines) > most and size > least:
        size -= 1
        lines = theme.wrap(text, size, width)
    return size, lines
