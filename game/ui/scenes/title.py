"""Title: the three games as tiles, Continue when a game was saved, settings."""

from __future__ import annotations

import asyncio
from functools import partial

import pygame

from game import daily, platform
from game.core.catalog import GameDef, specs
from game.i18n import t, tn
from game.net import link
from game.ui import draw, focus, navigator, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_art, game_tagline, game_title
from game.ui.widgets import Button, Widget


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

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect.copy()
        lift = 6 if self.hover and self.enabled else 0
        rect.y -= lift
        draw.panel(surface, rect, theme.CREAM, 250, 22, theme.CREAM_EDGE, 5 + lift)
        band = pygame.Rect(rect.x, rect.y, rect.w, 12)
        pygame.draw.rect(
            surface, self.entry.accent, band, border_top_left_radius=22, border_top_right_radius=22
        )
        art = pygame.Rect(rect.x + 16, rect.y + 26, rect.w - 32, 170)
        pygame.draw.rect(surface, (236, 244, 226), art, border_radius=14)
        if self.art:
            game_art(surface, self.entry.name, art)
        theme.blit_text(
            surface,
            game_title(self.entry.name),
            30,
            (rect.centerx, rect.y + 226),
            theme.INK,
            "bold",
            "center",
        )
        size, lines = tagline_lines(game_tagline(self.entry.name), rect.w - 44)
        gap = round(size * 1.28)
        for i, line in enumerate(lines[:3]):
            theme.blit_text(
                surface,
                line,
                size,
                (rect.centerx, rect.y + 260 + i * gap),
                theme.INK_SOFT,
                "regular",
                "center",
            )
        if self.record:
            theme.blit_text(
                surface,
                self.record,
                theme.fit_text(self.record, theme.body(16), rect.w - 24, "bold"),
                (rect.centerx, rect.bottom - 80),
                (150, 96, 20),
                "bold",
                "center",
            )
        pill = pygame.Rect(0, 0, rect.w - 60, 46)
        pill.midbottom = (rect.centerx, rect.bottom - 18)
        pygame.draw.rect(surface, theme.SUN, pill, border_radius=23)
        pygame.draw.rect(surface, theme.SUN_DARK, pill, 2, border_radius=23)
        play = t("title.play")
        size = theme.fit_text(play, theme.body(22), pill.w - 24, "bold")
        theme.blit_text(surface, play, size, pill.center, theme.INK, "bold", "center")
        if self.key and focus.SHOW_KEYS:
            focus.keycap(surface, (rect.right - 24, rect.y + 34), self.key, "topright", 15)
        if self.focused:
            focus.ring(surface, rect, 22)


class TitleScene(Scene):
    name = "title"
    keys = {pygame.K_r: "records", pygame.K_o: "online"}
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
        tiles: list[GameTile] = []
        tw, th, gap = 340, 420, 36
        x0 = (W - (3 * tw + 2 * gap)) // 2
        for i, e in enumerate(specs()):
            tile = GameTile(e, pygame.Rect(x0 + i * (tw + gap), 150, tw, th), self.open_setup)
            tile.record = record_line(records.get(e.name))
            tile.key = str(i + 1)
            tiles.append(tile)
        self.buttons: list[Widget] = []
        # Under each tile, its deal of the day and how it stands (game/daily.py).
        history, today = daily.load(self.app.storage), daily.today_utc()
        # Two lines of (larger) text: the box grows with them, within the gap above Continue.
        daily_h = max(50, theme.body(18) + theme.body(15) + 12)
        for tile in tiles:
            game = tile.entry.name
            self.buttons.append(
                Button(
                    f"daily.{game}",
                    (tile.rect.x + 20, tile.rect.bottom + 10, tile.rect.w - 40, daily_h),
                    t("daily.tile"),
                    partial(self.open_daily, game),
                    "secondary",
                    size=theme.body(18),
                    sub=daily_line(history, game, today, self.saved.get(game)),
                )
            )
        y = H - 80  # Continue sits in the bottom row, between Records and "?"
        self.online_games = link.playing_seats(self.app.storage)  # online games in play
        if self.saved or self.online_games:
            count = len(self.saved) + len(self.online_games)
            if count == 1 and self.saved:  # one save: Continue opens it, its name below
                sub = game_title(next(iter(self.saved)))
            else:  # several, or online ones (whose turn, asked of the server): listed
                sub = tn("title.saved_games", count)
            self.buttons.append(
                Button(
                    "continue",
                    (W // 2 - 170, y, 340, 58),
                    t("title.continue"),
                    self.resume_game,
                    "primary",
                    size=theme.body(22),
                    sub=sub,  # two lines in the box: widgets.sub_sizes keeps them inside
                )
            )
        self.buttons.append(
            Button(
                "settings",
                (40, H - 76, 180, 52),
                t("title.settings"),
                self.open_settings,
                "ghost",
                size=theme.body(22),
                key="S",
            )
        )
        self.buttons.append(
            Button(
                "records",
                (236, H - 76, 180, 52),
                t("title.records"),
                self.open_records,
                "ghost",
                size=theme.body(22),
                key="R",
            )
        )
        right = W - 220 if not platform.IS_WEB else W - 40
        # Play online: rooms on a server (game/ui/scenes/online.py), right of Continue.
        self.buttons.append(
            Button(
                "online",
                (W // 2 + 186, H - 76, right - 88 - (W // 2 + 186), 52),
                t("title.online"),
                self.open_online,
                "primary" if self.turns else "secondary",
                size=theme.body(20),
                sub=tn("title.online_turns", self.turns) if self.turns else "",
                key="O",
            )
        )
        self.buttons.append(
            Button("keys", (right - 72, H - 76, 56, 52), "?", self.open_keys, "ghost", size=26)
        )
        if not platform.IS_WEB:  # a browser tab is closed by the browser
            self.buttons.append(
                Button(
                    "quit",
                    (W - 220, H - 76, 180, 52),
                    t("title.quit"),
                    self.quit,
                    "ghost",
                    size=theme.body(22),
                )
            )
        self.tiles = tiles

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
            i = int(command[5:]) - 1
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
        backdrop(surface, self.app.time, plain=not decorated)
        theme.blit_text(
            surface, t("app.title"), 72, (W // 2 + 3, 66), (30, 70, 40), "bold", "center"
        )
        theme.blit_text(surface, t("app.title"), 72, (W // 2, 62), theme.CREAM, "bold", "center")
        tagline = t("app.tagline")
        size = theme.fit_text(tagline, theme.body(22), W - 80, "bold")
        theme.blit_text(surface, tagline, size, (W // 2, 116), (24, 60, 36), "bold", "center")
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


def record_line(record: object) -> str:
    """One line from the records: games played and the name with the most wins."""
    if not isinstance(record, dict) or not isinstance(record.get("played"), int):
        return ""
    played = record["played"]
    if played <= 0:
        return ""
    wins = record.get("wins") if isinstance(record.get("wins"), dict) else {}
    best = max(wins.items(), key=lambda kv: (kv[1], kv[0]), default=None) if wins else None
    if best is None or not isinstance(best[1], int):
        return tn("title.record_played", played)
    return (
        tn("title.record_played", played) + " · " + tn("title.record_best", best[1], name=best[0])
    )


def tagline_lines(text: str, width: int) -> tuple[int, list[str]]:
    """A tile's tagline at the (larger-text) body size, stepped down to fit three lines."""
    size = theme.body(18)
    lines = theme.wrap(text, size, width)
    while len(lines) > 3 and size > 18:
        size -= 1
        lines = theme.wrap(text, size, width)
    return size, lines
