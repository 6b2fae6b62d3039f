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
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.core.catalog import GAMES, spec
from game.i18n import t
from game.net import link
from game.ui import navigator, theme
from game.ui.layout import H, W, centred, stack
from game.ui.scene import Scene
from game.ui.scenes.common import MESSAGE_W, backdrop, game_title, heading, sheet
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

ROW_H = 132
ONLINE_H = 84  # an online game's row: its game, its code and whose turn it is
TOP = 120
ROOM = H - TOP - 120  # the sheet's most height: Back and a message line stay under it
WIDE = 880
PHONE_WIDE = 1000  # a phone's: room for its longer lines
PAD = (Gap.MARGIN, Gap.PAD)  # the sheet's sides to the rows' words, and its top to the first row
CONTINUE = (220, Gap.ROOMY)  # a row's Continue: its width, from the sheet's right
CONTINUE_H = (Box.BIG, Box.TALL)  # a saved game's, an online game's
WORDS_X = 26  # a row's left to its words (its game's colour left of them)
ACCENT = (10, 18, Gap.SNUG)  # the game's colour: its width, from a row's and an online row's top
TEXT_W = 290  # a row's room right of its words: Continue's
BACK = (Box.DONE_W, Box.TALL)
BACK_GAP = Gap.WIDE  # the sheet to Back
MESSAGE = (100, Gap.PAD)  # the message: its middle below the sheet's foot, at most this far
# above the screen's


@dataclass(frozen=True)
class SavesLayout:
    """The Continue list's boxes at the text size of now, for ``saves`` saved games and
    ``online`` online ones."""

    wide: int
    saves: int
    online: int

    @classmethod
    def now(cls, saves: int, online: int) -> SavesLayout:
        return cls(PHONE_WIDE if theme.largest() else WIDE, saves, online)

    @staticmethod
    def online_fits(saves: int) -> int:
        """How many online games the sheet has room for under ``saves`` saved games."""
        return max(0, (ROOM - 2 * PAD[1] - saves * ROW_H) // ONLINE_H)

    @property
    def sheet(self) -> pygame.Rect:
        height = self.saves * ROW_H + self.online * ONLINE_H
        return pygame.Rect(W // 2 - self.wide // 2, TOP, self.wide, 2 * PAD[1] + max(ROW_H, height))

    def rows(self) -> list[pygame.Rect]:
        """A band per saved game, then one per online game."""
        r = self.sheet
        heights = [ROW_H] * self.saves + [ONLINE_H] * self.online
        return stack(r.x + PAD[0], r.y + PAD[1], r.w - 2 * PAD[0], heights, 0)

    def proceed(self, band: pygame.Rect, online: bool) -> pygame.Rect:
        """A row's Continue, level with the row's middle."""
        (w, right), h = CONTINUE, CONTINUE_H[online]
        return pygame.Rect(self.sheet.right - right - w, band.centery - h // 2, w, h)

    def back(self) -> pygame.Rect:
        w, h = BACK
        return centred(w, h, (W // 2, self.sheet.bottom + BACK_GAP + h // 2))

    def message_y(self) -> int:
        below, foot = MESSAGE
        return min(H - foot, self.sheet.bottom + below)


def rule(surface: pygame.Surface, band: pygame.Rect) -> None:
    """The line between two rows, just above ``band``."""
    y = band.y - 2
    pygame.draw.line(surface, theme.CREAM_EDGE, (band.x, y), (band.right, y), 2)


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
        fits = SavesLayout.online_fits(len(self.rows))
        self.online = kept[:fits]  # the rest are in Play online's list
        layout = SavesLayout.now(len(self.rows), len(self.online))
        self.rect = layout.sheet
        bands = layout.rows()
        ws: list[Widget] = []
        for (game, data, _summary), band in zip(self.rows, bands, strict=False):
            ws.append(
                Button(
                    f"saves.{game}",
                    layout.proceed(band, False),
                    t("saves.continue"),
                    partial(navigator.open_saved, self.app, data, game),
                    "primary",
                    size=theme.body(Text.BUTTON),
                )
            )
        for entry, band in zip(self.online, bands[len(self.rows) :], strict=True):
            mine = bool((self.status.get(entry["code"]) or {}).get("your_turn"))
            ws.append(
                Button(
                    f"saves.online.{entry['code']}",
                    layout.proceed(band, True),
                    t("saves.continue"),
                    partial(self.open_online, entry),
                    "primary" if mine else "secondary",
                    self.playable(entry) and self.opening is None,
                    size=theme.body(Text.BUTTON),
                )
            )
        ws.append(
            Button(
                "back",
                layout.back(),
                t("common.back"),
                self.on_back,
                "ghost",
                size=theme.body(Text.BUTTON),
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
        layout = SavesLayout.now(len(self.rows), len(self.online))
        bands = layout.rows()
        avail = self.rect.w - PAD[0] - TEXT_W
        small = theme.body(Text.LABEL)
        for i, ((game, _data, summary), band) in enumerate(zip(self.rows, bands, strict=False)):
            x, y = band.x, band.y
            if i:
                rule(surface, band)
            accent = pygame.Rect(x, y + ACCENT[1], ACCENT[0], band.h - 2 * ACCENT[1])
            pygame.draw.rect(surface, spec(game).accent, accent, border_radius=ACCENT[0] // 2)
            name = game_title(game)
            size = theme.fit_text(name, 28, avail, "bold")
            at = (x + WORDS_X, y + 34)
            theme.blit_text(surface, name, size, at, theme.INK, "bold", "midleft")
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
                at = (x + WORDS_X, y + 72 + k * round(small * 1.3))
                theme.blit_text(surface, line, fit, at, theme.INK_SOFT, "regular", "midleft")
        for i, (entry, band) in enumerate(zip(self.online, bands[len(self.rows) :], strict=True)):
            x, y = band.x, band.y
            if i or self.rows:
                rule(surface, band)
            game = entry["game"]
            accent = pygame.Rect(x, y + ACCENT[2], ACCENT[0], band.h - 2 * ACCENT[2])
            pygame.draw.rect(surface, spec(game).accent, accent, border_radius=ACCENT[0] // 2)
            name = f"{game_title(game)} · {t('saves.online', code=entry['code'])}"
            size = theme.fit_text(name, Text.LEAD, avail, "bold")
            at = (x + WORDS_X, y + 26)
            theme.blit_text(surface, name, size, at, theme.INK, "bold", "midleft")
            line = self.online_line(entry)
            mine = bool((self.status.get(entry["code"]) or {}).get("your_turn"))
            fit = theme.fit_text(line, small, avail, "bold" if mine else "regular")
            colour = theme.SUN_DARK if mine else theme.INK_SOFT
            style = "bold" if mine else "regular"
            theme.blit_text(surface, line, fit, (x + WORDS_X, y + 58), colour, style, "midleft")
        if self.message:
            text, size = theme.fit_line(self.message, theme.body(Text.BODY), MESSAGE_W, "bold")
            at = (W // 2, layout.message_y())
            theme.blit_text(surface, text, size, at, theme.SUN, "bold", "center")
        self.draw_widgets(surface)
