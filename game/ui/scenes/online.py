"""Play online: create a room or join one by its code, take a seat, then the table.

One scene in three steps: the **lobby** (one's name, the server's address, a new room's game
and seats — open, or a bot of a level —, a code to join, and this device's online games with
"your turn" marked, from the server's ``status`` message); the **room** (its code to share, its
seats, "Sit here" at an open seat, Start for the host); then the table, driven by a
:class:`~game.net.remote.RemoteMatch`. Network calls run as asyncio tasks polled each frame,
so the screen never waits on the network; errors are shown on the screen in words.
The device keeps only each game's room code and seat token (game/net/link.py).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from typing import Any

import pygame

from game import platform
from game.core.catalog import spec
from game.i18n import language, t
from game.net import invite, link
from game.net.protocol import (
    E_BAD,
    E_BROKEN,
    E_FULL,
    E_ILLEGAL,
    E_OFF,
    E_RATE,
    E_ROOM,
    E_SEAT,
    E_STALE,
    E_STATE,
    E_TOKEN,
    E_TURN,
    OPEN,
    SLOW_CLOCKS,
)
from game.ui import navigator, theme
from game.ui.clipboard import paste_text
from game.ui.fields import NAME_MAX, TextField, clean_name
from game.ui.inputs import Input
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, sheet
from game.ui.scenes.daily import ShareStrip, copy_share, strip_toast_at
from game.ui.scenes.online_layout import HEADING_Y, START_W, WATCH_W, OnlineLayout
from game.ui.scenes.online_new import NewRoom
from game.ui.scenes.scale import Text
from game.ui.widgets import Button, Widget

LOBBY, ROOM = "lobby", "room"


def draw_lines(surface: pygame.Surface, text: str, box: pygame.Rect, step: int, most: int) -> None:
    """``text`` wrapped in at most ``most`` lines at a phone's size, ``box`` wide, the first
    line's middle at ``box``'s left."""
    size = theme.PHONE_TEXT
    x, y = box.topleft
    for i, line in enumerate(theme.wrap(text, size, box.w)[:most]):
        theme.blit_text(surface, line, size, (x, y + i * step), theme.INK_SOFT, "bold", "midleft")


class OnlineScene(Scene):
    name = "online"
    heading_key = "online.title"
    spatial_focus = True

    def __init__(self, app, room: str | None = None) -> None:
        """``room``: a code or an invite link to join at once (the page opened by a link)."""
        super().__init__(app)
        s = app.settings
        self.fields = {"name": s.online_name or "", "server": s.server, "code": ""}
        self.editing: str | None = None
        self.draft = ""
        self.new = NewRoom(self.build)  # the game, seats and choices of a room made here
        self.step = LOBBY
        self.conn: Any = None
        self.tasks: list[tuple[asyncio.Future, Callable[[Any], None]]] = []
        self.blocking: set[asyncio.Future] = set()
        self.message = ""  # what went wrong (or is going on), in words
        self.games: list[dict] = []  # this device's online games as the server tells them
        self._ws: list[Widget] = []
        self._room_key: tuple | None = None
        self.invited = room

    # -- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()
        self.ask_status()
        if self.invited is not None:  # opened by an invite link: straight to its seats
            self.fields["code"], self.invited = self.invited, None
            self.join()

    def toast_at(self) -> tuple[int, int] | None:
        return strip_toast_at(self._ws)

    def resume(self) -> None:
        self.build()

    def exit(self) -> None:
        self.commit()
        if self.conn is not None:  # left before the game started (the table owns it after)
            self.run(self.conn.close(), lambda _: None)
            self.conn = None

    @property
    def typing(self) -> bool:
        return self.editing is not None

    # -- network ------------------------------------------------------------------------------
    def run(self, coro: Any, then: Callable[[Any], None], blocking: bool = True) -> None:
        """Run ``coro`` as a task; ``then(result)`` on a later frame (errors shown in words)."""
        task = link.in_background(coro)
        if task is None:  # stepped outside an event loop (a test's driver): no network
            self.message = t("online.unreachable")
            return
        self.tasks.append((task, then))
        if blocking:
            self.blocking.add(task)

    def update(self, dt: float) -> None:
        done = [(f, then) for f, then in self.tasks if f.done()]
        self.tasks = [(f, then) for f, then in self.tasks if not f.done()]
        for fut, then in done:
            if fut.cancelled():
                continue
            exc = fut.exception()
            if exc is not None:
                self.message = error_text(exc)
            else:
                then(fut.result())
            self.build()
        if self.step == ROOM and self.conn is not None:
            self.watch_room()
        if self.editing is not None:
            self.build()  # the caret blinks

    @property
    def url(self) -> str:
        return link.server_url(self.fields["server"])

    def busy(self) -> bool:
        """A request of the person's is on its way (the list of games does not count)."""
        self.blocking = {f for f in self.blocking if not f.done()}
        return bool(self.blocking)

    async def _connected(self) -> Any:
        if self.conn is None or not self.conn.connected:
            conn = link.new_client(self.url)
            await conn.connect()
            self.conn = conn
        return self.conn

    def player_name(self) -> str | None:
        name = clean_name(self.fields["name"]).strip()
        if not name:
            self.message = t("online.need_name")
            return None
        return name

    def create(self) -> None:
        name = self.player_name()
        if name is None:
            return
        self.remember()
        new = self.new
        game, seats, options, table = new.game, list(new.seats), dict(new.options), dict(new.table)

        async def go() -> dict:
            conn = await self._connected()
            msg = await conn.create(game, seats, name, options=options, table=table)
            return {**msg, "game": game, "conn": conn}

        self.message = t("online.connecting")
        platform.ask_notifications()  # just after a click, when a page may ask
        self.run(go(), self.seated)

    def join(self) -> None:
        """Join by the code, or by an invite link pasted in its place (whose server it takes)."""
        found = invite.read(self.fields["code"])
        if found is None:
            self.message = t("online.bad_code")
            return
        code, server = found
        self.fields["code"] = code
        if server is not None and link.server_url(server) != self.url:
            self.fields["server"], self.conn = server, None  # the link's server from now on
        self.remember()

        async def go() -> dict:
            conn = await self._connected()
            return await conn.join(code)

        self.message = t("online.connecting")
        self.run(go(), lambda _: self.to_room())

    def show_open_rooms(self) -> None:
        """Ask the server for its rooms open to anyone, then list them over this screen."""

        async def go() -> list[dict]:
            conn = await self._connected()
            return list(await conn.rooms())

        def got(rooms: list[dict]) -> None:
            self.message = ""
            self.app.push(navigator.make("open_rooms", self.app, rooms, self.join_code))

        self.message = t("online.connecting")
        self.run(go(), got)

    def join_code(self, code: str) -> None:
        self.fields["code"] = code
        self.join()

    def sit(self, seat: int) -> None:
        name = self.player_name()
        if name is None or self.conn is None or self.conn.room is None:
            return
        self.remember()
        platform.ask_notifications()
        conn = self.conn
        game = conn.room["game"]

        async def go() -> dict:
            msg = await conn.sit(conn.room["code"], seat, name)
            return {**msg, "game": game, "conn": conn}

        self.run(go(), self.seated)

    def seated(self, msg: dict) -> None:
        """A seat taken: its token is kept on this device (and nowhere else), even when the
        player has left the room meanwhile (Back pressed while the server answered)."""
        link.keep_seat(
            self.app.storage, msg["code"], msg["token"], msg["game"], self.fields["server"]
        )
        if self.conn is msg["conn"]:
            self.to_room()

    def to_room(self) -> None:
        self.step, self.message = ROOM, ""
        self.build()

    def watch(self) -> None:
        """Watch the game from no seat: the public view, live (the host may have said no)."""
        conn = self.conn
        if conn is not None and conn.room is not None:
            self.run(conn.watch(conn.room["code"]), lambda _: None)

    def ask_email(self) -> None:
        """The seat's address for reminders of a slow game (given to the server only)."""
        self.app.push(navigator.make("email", self.app, self.set_email))

    def set_email(self, address: str | None) -> None:
        conn = self.conn
        if conn is None or conn.seat is None:
            return

        def told(_: Any) -> None:
            self.app.toast(t("online.email.saved" if address else "online.email.removed"), 4.0)

        self.run(conn.email(address, language()), told)

    def start(self) -> None:
        if self.conn is not None:
            self.run(self.conn.start(), lambda _: None)

    def watch_room(self) -> None:
        """The room as the server last told it: rebuilt when it changes; the table opens
        once the game has started and this seat's first view is in."""
        conn = self.conn
        if conn.room is not None and conn.room["status"] != "lobby" and conn.view is not None:
            if conn.seat is not None or conn.watching:  # a seat's table, or a watcher's
                self.conn = None  # the table owns the connection now
                from game.ui.table.online import open_table  # the table loads with a game

                open_table(self.app, conn)
                return
        key = (repr(conn.room), conn.seat, conn.connected)
        if key != self._room_key:
            self._room_key = key
            self.build()

    def ask_status(self) -> None:
        """This device's online games, with whose turn it is (the server answers)."""
        kept = [
            e for e in link.kept_seats(self.app.storage) if e["server"] == self.fields["server"]
        ]
        if not kept:
            self.games = []
            return

        async def go() -> list[dict]:
            conn = await self._connected()
            return await conn.status([(e["code"], e["token"]) for e in kept])

        def got(games: list[dict]) -> None:
            found = [g for g in games if "error" not in g]  # waiting for us first, then playing
            self.games = sorted(found, key=lambda g: (not g["your_turn"], g["status"] == "over"))
            self.message = ""

        self.run(go(), got, blocking=False)

    def open_game(self, code: str) -> None:
        entry = next((e for e in link.kept_seats(self.app.storage) if e["code"] == code), None)
        if entry is None:
            return

        async def go() -> Any:
            conn = await self._connected()
            await conn.resume(entry["code"], entry["token"])
            return conn

        def opened(conn: Any) -> None:
            self.conn = None
            from game.ui.table.online import open_table  # the table loads with a game

            open_table(self.app, conn)

        self.message = t("online.connecting")
        self.run(go(), opened)

    # -- the fields ---------------------------------------------------------------------------
    def remember(self) -> None:
        s = self.app.settings
        s.online_name, s.server = clean_name(self.fields["name"]).strip(), self.fields["server"]
        self.app.save_settings()

    def begin_edit(self, name: str) -> None:
        self.commit()
        self.editing, self.draft = name, self.fields[name]
        self.build()

    def commit(self) -> None:
        if self.editing is None:
            return
        limit = NAME_MAX if self.editing == "name" else link.MAX_ADDRESS
        self.fields[self.editing] = clean_name(self.draft, limit)
        if self.editing == "server":
            self.app.settings.server = self.fields["server"]
            self.app.save_settings()
            self.conn = None  # another server from now on
            self.ask_status()
        self.editing = None
        self.build()

    def handle(self, inp: Input) -> None:
        if self.editing is not None:
            if inp.kind == "text":
                limit = NAME_MAX if self.editing == "name" else link.MAX_ADDRESS
                self.draft = clean_name(self.draft + inp.text, limit)
                return
            if inp.kind == "command" and inp.command == "erase":
                self.draft = self.draft[:-1]
                return
            if inp.kind == "command" and inp.command == "paste":
                limit = NAME_MAX if self.editing == "name" else link.MAX_ADDRESS
                self.draft = clean_name(self.draft + paste_text().strip(), limit)
                return
            if inp.kind == "command" and inp.command in ("confirm", "back"):
                if inp.command == "back":
                    self.draft = self.fields[self.editing]
                self.commit()
                return
            if inp.kind == "down":
                w = self.widget_at(inp.pos)
                if w is None or w.id != f"field.{self.editing}":
                    self.commit()
        super().handle(inp)

    # -- widgets --------------------------------------------------------------------------------
    def field(self, name: str, rect: pygame.Rect, hint: str) -> TextField:
        editing = self.editing == name
        return TextField(
            f"field.{name}",
            rect,
            self.draft if editing else self.fields[name],
            lambda: self.begin_edit(name),
            editing,
            caret=int(self.app.time * 2) % 2 == 0,
            size=theme.body(Text.BODY),
            placeholder=hint,
        )

    def build(self) -> None:
        at = OnlineLayout.now()
        ws: list[Widget] = [
            Button("back", at.back(), t("online.back"), self.on_back, "ghost", key="Esc")
        ]
        if self.step == LOBBY:
            ws += self.lobby_widgets(at)
        else:
            ws += self.room_widgets(at)
        self._ws = ws

    def lobby_widgets(self, at: OnlineLayout) -> list[Widget]:
        name, server = at.fields()
        ws: list[Widget] = [
            self.field("name", name, t("online.name_hint")),
            self.field("server", server, server_hint()),
        ]
        # Create (left sheet)
        new = self.new
        choices = spec(new.game).choices
        game, beside = at.game(bool(choices))
        big = at.size(Text.BUTTON)
        ws.append(Button("game", game, game_title(new.game), new.cycle_game, size=big))
        for c in choices[:1]:  # beside the game: its choice (a points target), as in set-up
            label = t(c.label, n=new.options.get(c.key, c.default))
            ws.append(
                Button(
                    f"opt.{c.key}",
                    beside,
                    label,
                    functools.partial(new.cycle_option, c.key),
                    size=at.option_size(label, beside.w),
                )
            )
        # Three seats to a row; a phone's two, their words at its size (the sheet is taller).
        for i, (kind, box) in enumerate(zip(new.seats, at.seats(len(new.seats)), strict=True)):
            label = t("online.seat_open") if kind == OPEN else t(f"kind.{kind}")
            ws.append(
                Button(
                    f"seat{i}",
                    box,
                    f"{i + 1}. {label}",
                    functools.partial(new.cycle_seat, i),
                    size=at.size(Text.LABEL),
                )
            )
        (fewer, more, options), create = at.foot_row(len(new.seats))
        rules = spec(new.game).rules
        n = len(new.seats)
        ws.append(
            Button("fewer", fewer, "–", lambda: new.resize(-1), "ghost", n > rules.min_players)
        )
        ws.append(Button("more", more, "+", lambda: new.resize(1), "ghost", n < rules.max_players))
        ws.append(
            Button(
                "options",
                options,
                t("online.options"),
                lambda: self.app.push(navigator.make("room_table", self.app, new.table)),
                "ghost",
                size=theme.body(Text.LABEL),
            )
        )
        idle = not self.busy()
        ws.append(
            Button("create", create, t("online.create"), self.create, "primary", idle, size=big)
        )
        # Join (right sheet)
        code, join = at.code()
        ws.append(self.field("code", code, t("online.code_hint")))
        ws.append(
            Button(
                "open_rooms",
                at.open_rooms(),
                t("online.open_rooms"),
                self.show_open_rooms,
                "ghost",
                idle,
                size=theme.PHONE_TEXT if at.phone else theme.body(Text.LABEL),
            )
        )
        ws.append(Button("join", join, t("online.join"), self.join, "primary", idle))
        # As many as the sheet holds above its edge (the rest are on Continue's list,
        # scenes/saves.py).
        for g, box in zip(self.games, at.mine(len(self.games)), strict=False):
            names = ", ".join(n or "?" for n in g["names"])
            mark = t("online.your_turn") if g["your_turn"] else t(f"online.status.{g['status']}")
            ws.append(
                Button(
                    f"mine.{g['code']}",
                    box,
                    f"{game_title(g['game'])} · {g['code']}",
                    functools.partial(self.open_game, g["code"]),
                    "primary" if g["your_turn"] else "secondary",
                    size=at.size(Text.LABEL),
                    sub=f"{mark} · {names}",
                )
            )
        return ws

    def room_widgets(self, at: OnlineLayout) -> list[Widget]:
        conn = self.conn
        room = conn.room if conn is not None else None
        if room is None:
            return []
        ws: list[Widget] = []
        mine = conn.seat
        idle = not self.busy()
        for i, s in enumerate(room["seats"]):
            if s["kind"] == OPEN and mine is None:
                ws.append(
                    Button(
                        f"sit{i}",
                        at.sit(i),
                        t("online.sit"),
                        functools.partial(self.sit, i),
                        "primary",
                        idle,
                        size=at.size(Text.BODY),
                    )
                )
        if mine is None:  # above the seats' sheet, clear of it
            ws.append(self.field("name", at.room_field(), t("online.name_hint")))
        else:  # the invite link, to copy and send; a press anywhere on it copies it
            url = self.invite_url()
            copy = functools.partial(copy_share, self.app, url)
            ws.append(ShareStrip("invite", at.invite(), t("online.invite"), url, copy))
        if mine is None and room["status"] != "lobby" and room.get("table", {}).get("watch", True):
            ws.append(
                Button(
                    "watch",
                    at.foot_button(WATCH_W),
                    t("online.watch"),
                    self.watch,
                    "primary",
                    idle,
                    size=at.size(Text.BUTTON),
                )
            )
        if mine is not None and room.get("table", {}).get("clock") in SLOW_CLOCKS:
            ws.append(  # a slow game's reminders: the seat's address, for the server only
                Button(
                    "email",
                    at.email(),
                    t("online.email"),
                    self.ask_email,
                    size=at.size(Text.BODY),
                )
            )
        if mine is not None and mine == room["host"] and room["status"] == "lobby":
            ready = all(s["kind"] != OPEN for s in room["seats"])
            ws.append(
                Button(
                    "start",
                    at.foot_button(START_W),
                    t("online.start"),
                    self.start,
                    "primary",
                    ready and idle,
                    size=at.size(Text.BUTTON),
                )
            )
        return ws

    def invite_url(self) -> str:
        room = self.conn.room if self.conn is not None else None
        return invite.invite_url(self.fields["server"], room["code"]) if room else ""

    def widgets(self) -> list[Widget]:
        return self._ws

    def on_back(self) -> None:
        if self.step == ROOM:
            if self.conn is not None:
                self.run(self.conn.close(), lambda _: None)
                self.conn = None
            self.step, self.message = LOBBY, ""
            self.ask_status()
            self.build()
            return
        self.app.pop()

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.wave_time())
        at = OnlineLayout.now()
        if self.step == LOBBY:
            self.draw_lobby(surface, at)
        else:
            self.draw_room(surface, at)
        if self.message:
            text, size = theme.fit_line(self.message, theme.body(Text.BODY), at.message_w(), "bold")
            theme.blit_text(
                surface, text, size, at.message(self.step == LOBBY), theme.SUN, "bold", "center"
            )
        self.draw_widgets(surface)

    def draw_lobby(self, surface: pygame.Surface, at: OnlineLayout) -> None:
        heading(surface, t("online.title"), HEADING_Y)
        label = theme.body(Text.BODY)
        for key, field in zip(("online.your_name", "online.server"), at.fields(), strict=True):
            theme.blit_text(
                surface, t(key), label, at.field_label(field), theme.CREAM, "bold", "midright"
            )
        for key, box in zip(("online.new_room", "online.join_room"), at.sheets(), strict=True):
            sheet(surface, box)
            theme.blit_text(
                surface, t(key), Text.TITLE, at.sheet_head(box), theme.INK, "bold", "midleft"
            )
        seats = t("online.seats")
        if at.phone:  # a phone's size: in two lines
            box = pygame.Rect(at.seats_head(), (at.inner(at.sheets()[0]).w, 0))
            draw_lines(surface, seats, box, at.seats_head_step(), 2)
        else:
            theme.blit_text(
                surface, seats, Text.LABEL, at.seats_head(), theme.INK_SOFT, "bold", "midleft"
            )
        mine = t("online.my_games") if self.games else t("online.no_games")
        if at.phone and not self.games:  # the sheet has room for more lines
            box = pygame.Rect(at.mine_head(), (at.inner(at.sheets()[1]).w, 0))
            draw_lines(surface, mine, box, at.mine_step(), 3)
        else:
            most = at.inner(at.sheets()[1]).w
            mine, size = theme.fit_line(mine, theme.phone(Text.LABEL), most, "bold")
            theme.blit_text(surface, mine, size, at.mine_head(), theme.INK_SOFT, "bold", "midleft")

    def draw_room(self, surface: pygame.Surface, at: OnlineLayout) -> None:
        room = self.conn.room if self.conn is not None else None
        if room is None:
            return
        heading(surface, t("online.room", code=room["code"]), HEADING_Y)
        share = t("online.share", game=game_title(room["game"]))
        theme.blit_text(
            surface, share, theme.body(Text.BODY), at.share(), theme.CREAM, "bold", "center"
        )
        sheet(surface, at.room_sheet(len(room["seats"])))
        # a phone's size for the names and their tags
        name_size, tag_size = (theme.PHONE_TEXT,) * 2 if at.phone else (Text.LEAD, Text.LABEL)
        for i, s in enumerate(room["seats"]):
            if s["kind"] == OPEN:
                who, tag = t("online.seat_open"), ""
            elif s["kind"] == "human":
                who = s["name"] or "?"
                tag = t("online.online") if s["online"] else t("online.away")
            else:
                who, tag = s["name"] or "?", t(f"kind.{s['kind']}")
            if i == self.conn.seat:
                tag = t("online.you")
            if i == room["host"]:
                tag = f"{tag} · {t('online.host')}" if tag else t("online.host")
            where, most = at.room_name(i)
            theme.blit_text(
                surface, f"{i + 1}. {who}", name_size, where, theme.INK, "bold", "midleft", most
            )
            where, most = at.room_tag(i)
            theme.blit_text(surface, tag, tag_size, where, theme.INK_SOFT, "bold", "midleft", most)
        if self.conn.seat is not None and self.conn.seat != room["host"]:
            theme.blit_text(
                surface,
                t("online.wait_host"),
                theme.body(Text.BODY),
                at.wait_host(),
                theme.CREAM,
                "bold",
                "center",
            )


# The server's refusals in the player's words (its own messages are English and technical).
ERROR_WORDS = {
    E_BAD: "online.error.bad_message",
    E_ILLEGAL: "online.error.illegal",
    E_STALE: "online.error.stale",
    E_TURN: "online.error.not_your_turn",
    E_ROOM: "online.error.no_room",
    E_SEAT: "online.error.seat",
    E_TOKEN: "online.error.token",
    E_STATE: "online.error.wrong_state",
    E_RATE: "online.error.rate_limited",
    E_FULL: "online.error.server_full",
    E_BROKEN: "online.error.not_restored",
    E_OFF: "online.error.not_allowed",
}


def server_hint() -> str:
    """What an empty server field means (link.server_url): the page's server on the web,
    this computer's on the desktop."""
    if link.page_host() is not None:
        return t("online.server_hint")
    return t("online.server_hint_local")


def error_text(exc: BaseException) -> str:
    """A failed request in words: the server's refusal in the player's language, or that it
    cannot be reached."""
    if isinstance(exc, ImportError):  # a desktop installed without the ``net`` extra
        return t("online.needs_net")
    code = getattr(exc, "code", "")
    if code in ERROR_WORDS:
        return t(ERROR_WORDS[code])
    message = getattr(exc, "message", None)
    if isinstance(message, str) and code != "closed":
        return message
    return t("online.unreachable")
