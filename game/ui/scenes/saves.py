"""The title's Continue list: every game with a save, its seats, how far it got and when; and
this device's online games in play, each marked "Your turn!" or "Waiting for Ana…".

Whose turn an online game is at is the server's to say: on entering, one ``status`` message
per server is sent in the background (game/net/link.py ``survey``), and until it answers the
rows say so; a server that cannot be reached leaves its rows saying that (and the local saves
work as ever). Choosing an online game reconnects to its seat with the token this device keeps
and opens its table. A game the server says is over is kept for review and leaves the list.
"""

from __future__ import annotations

import asyncio
from functools import partial
from typing import Any

import pygame

from game.core.catalog import GAMES, spec
from game.i18n import t
from game.net import link
from game.ui import navigator, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, sheet
from game.ui.widgets import Button, Widget

ROW_H = 132
ONLINE_H = 84  # an online game's row: its game, its code and whose turn it is
TOP = 120
ROOM = H - TOP - 120  # the sheet's most height: Back and a message line stay under it


class SavesScene(Scene):
    name = "saves"
    heading_key = "saves.title"
    spatial_focus = True

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.status: dict[str, dict] = {}  # room code -> the server's word on it
        self.asked: asyncio.Future | None = None
        self.opening: asyncio.Future | None = None
        self.message = ""

    def enter(self) -> None:
        self.ask()
        self.build()

    def resume(self) -> None:
        self.ask()
        self.build()

    # -- online games -------------------------------------------------------------------------
    def ask(self) -> None:
        """Where each online game stands, asked of its server in the background."""
        if self.asked is None:
            self.asked = link.survey_soon(self.app.storage)

    def update(self, dt: float) -> None:
        task = self.asked
        if task is not None and task.done():
            self.asked = None
            if task.cancelled() or task.exception() is not None:
                games = [{"code": e["code"], "error": "unreachable"} for e in self.kept()]
            else:
                games = task.result()
            self.status = {g["code"]: g for g in games}
            self.build()
        opening = self.opening
        if opening is not None and opening.done():
            self.opening = None
            if opening.cancelled() or opening.exception() is not None:
                self.message = t("online.unreachable")
                self.build()
            else:
                from game.ui.table.online import open_table  # the table loads with a game

                open_table(self.app, opening.result())

    def kept(self) -> list[dict]:
        return [e for e in link.playing_seats(self.app.storage) if e["game"] in GAMES]

    def online_line(self, entry: dict) -> str:
        """Whose turn it is, as the server said (or that it was not asked or not reached)."""
        g = self.status.get(entry["code"])
        if g is None:
            return t("saves.online.asking") if self.asked is not None else ""
        error = g.get("error")
        if error == "unreachable":
            return t("online.unreachable")
        if error is not None:
            return t("saves.online.gone")
        if g["your_turn"]:
            return t("online.your_turn")
        if g["status"] != "playing":
            return t(f"online.status.{g['status']}")
        cur = g.get("current")
        names = g.get("names") or []
        if type(cur) is int and 0 <= cur < len(names) and names[cur]:
            return t("online.waiting", name=names[cur])
        return t("online.status.playing")

    def playable(self, entry: dict) -> bool:
        g = self.status.get(entry["code"])
        return g is not None and "error" not in g and g["status"] == "playing"

    def open_online(self, entry: dict) -> None:
        """Back to this seat: a new connection, the seat's token, then its table."""
        if self.opening is not None:
            return

        async def go() -> Any:
            conn = link.new_client(link.server_url(entry["server"]))
            await conn.connect()
            try:
                await conn.resume(entry["code"], entry["token"])
            except Exception:
                await conn.close()
                raise
            return conn

        self.message = t("online.connecting")
        self.opening = asyncio.ensure_future(go())
        self.build()

    # -- the list ---------------------------------------------------------------------------
    def build(self) -> None:
        saved = self.app.saved_games()
        self.rows = [(game, data, navigator.save_summary(data)) for game, data in saved.items()]
        kept = self.kept()
        first = [e for e in kept if (self.status.get(e["code"]) or {}).get("your_turn")]
        kept = first + [e for e in kept if e not in first]  # waiting for us first
        fits = max(0, (ROOM - 40 - len(self.rows) * ROW_H) // ONLINE_H)
        self.online = kept[:fits]  # the rest are in Play online's list
        height = len(self.rows) * ROW_H + len(self.online) * ONLINE_H
        wide = 880 if not theme.largest() else 1000  # a phone's: room for its longer lines
        self.rect = pygame.Rect(W // 2 - wide // 2, TOP, wide, 40 + max(ROW_H, height))
        ws: list[Widget] = []
        for i, (game, data, _summary) in enumerate(self.rows):
            y = self.rect.y + 20 + i * ROW_H
            ws.append(
                Button(
                    f"saves.{game}",
                    (self.rect.right - 250, y + (ROW_H - 60) // 2, 220, 60),
                    t("saves.continue"),
                    partial(navigator.open_saved, self.app, data, game),
                    "primary",
                    size=theme.body(22),
                )
            )
        y0 = self.rect.y + 20 + len(self.rows) * ROW_H
        for i, entry in enumerate(self.online):
            mine = bool((self.status.get(entry["code"]) or {}).get("your_turn"))
            ws.append(
                Button(
                    f"saves.online.{entry['code']}",
                    (self.rect.right - 250, y0 + i * ONLINE_H + (ONLINE_H - 56) // 2, 220, 56),
                    t("saves.continue"),
                    partial(self.open_online, entry),
                    "primary" if mine else "secondary",
                    self.playable(entry) and self.opening is None,
                    size=theme.body(22),
                )
            )
        ws.append(
            Button(
                "back",
                (W // 2 - 120, self.rect.bottom + 24, 240, 56),
                t("common.back"),
                self.on_back,
                "ghost",
                size=theme.body(22),
            )
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def on_back(self) -> None:
        self.app.pop()

    def exit(self) -> None:
        for task in (self.asked, self.opening):
            if task is not None and not task.done():
                task.cancel()
        self.asked = self.opening = None
        super().exit()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time())
        heading(surface, t("saves.title"), 62, 48)
        sheet(surface, self.rect)
        x = self.rect.x + 40
        avail = self.rect.w - 40 - 290
        small = theme.body(18)
        for i, (game, _data, summary) in enumerate(self.rows):
            y = self.rect.y + 20 + i * ROW_H
            if i:
                pygame.draw.line(
                    surface, theme.CREAM_EDGE, (x, y - 2), (self.rect.right - 40, y - 2), 2
                )
            accent = pygame.Rect(x, y + 18, 10, ROW_H - 36)
            pygame.draw.rect(surface, spec(game).accent, accent, border_radius=5)
            name = game_title(game)
            size = theme.fit_text(name, 28, avail, "bold")
            theme.blit_text(surface, name, size, (x + 26, y + 34), theme.INK, "bold", "midleft")
            if summary is None:
                lines = [t("saves.unreadable")]
            else:
                when = summary["when"]
                seats = summary["seats"]
                if theme.width(seats, small, "regular") > avail:
                    seats = summary.get("seats_short", seats)
                lines = [seats, summary["progress"] + (" · " + when if when else "")]
            for k, line in enumerate(lines):
                fit = theme.fit_text(line, small, avail, "regular")
                theme.blit_text(
                    surface,
                    line,
                    fit,
                    (x + 26, y + 72 + k * round(small * 1.3)),
                    theme.INK_SOFT,
                    "regular",
                    "midleft",
                )
        y0 = self.rect.y + 20 + len(self.rows) * ROW_H
        for i, entry in enumerate(self.online):
            y = y0 + i * ONLINE_H
            if i or self.rows:
                pygame.draw.line(
                    surface, theme.CREAM_EDGE, (x, y - 2), (self.rect.right - 40, y - 2), 2
                )
            game = entry["game"]
            accent = pygame.Rect(x, y + 12, 10, ONLINE_H - 24)
            pygame.draw.rect(surface, spec(game).accent, accent, border_radius=5)
            name = f"{game_title(game)} · {t('saves.online', code=entry['code'])}"
            size = theme.fit_text(name, 24, avail, "bold")
            theme.blit_text(surface, name, size, (x + 26, y + 26), theme.INK, "bold", "midleft")
            line = self.online_line(entry)
            mine = bool((self.status.get(entry["code"]) or {}).get("your_turn"))
            fit = theme.fit_text(line, small, avail, "bold" if mine else "regular")
            colour = theme.SUN_DARK if mine else theme.INK_SOFT
            style = "bold" if mine else "regular"
            theme.blit_text(surface, line, fit, (x + 26, y + 58), colour, style, "midleft")
        if self.message:
            text, size = theme.fit_line(self.message, theme.body(20), W - 300, "bold")
            y = min(H - 20, self.rect.bottom + 100)
            theme.blit_text(surface, text, size, (W // 2, y), theme.SUN, "bold", "center")
        self.draw_widgets(surface)
