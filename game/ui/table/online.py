"""How a table is played when its game lives on a room server (online play).

The table's match is then a :class:`~game.net.remote.RemoteMatch` and its way an
:class:`OnlinePlay`, which brings in, each frame, what the server sent: events are logged and
animated like a local action's, a game taken back on the server is shown as it is now; while
the connection is being restored a banner says so over the table. Saving, the records and the
coach stay with the server; at the end the device asks the server for the game as its seat saw
it and keeps that for review (``keep``, game/archive.py); the results' Review button follows
that ask (``record``: fetching, kept, or why not).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pygame

from game import archive
from game.i18n import t
from game.net import link
from game.net.remote import RemoteMatch
from game.ui import draw, navigator, theme
from game.ui.attention import TurnCall
from game.ui.layout import TOP_BAR_H, W
from game.ui.scene import Host, Scene
from game.ui.table import palette
from game.ui.table.base import TableScene
from game.ui.table.chrome import dots
from game.ui.table.online_chat import ChatTab
from game.ui.table.online_status import seat_badge, turn_line
from game.ui.table.online_words import TableWords, line_words
from game.ui.table.scale import Gap, Text
from game.ui.table.ways import Way
from game.ui.widgets import Widget

UNSEEN = object()  # the archive not read yet for the record's ask


class OnlinePlay(Way):
    """The online way of one table, reading its remote match."""

    table: TableScene
    coaching = False  # the seed and actions are the server's

    def __init__(self, table: TableScene, match: RemoteMatch) -> None:
        super().__init__(table)
        self.match = match
        self.kept: asyncio.Future | None = None  # the ask for the record, once the game ends
        self.entry: dict | None = None  # the record, once found kept on the device
        self.looked: object = UNSEEN  # the ask whose answer the archive was read after
        self.turn_call = TurnCall()  # "your turn" to a player looking elsewhere
        self.handed = False  # the connection went on to a rematch's table
        self.words = TableWords()  # what is said at the table: bubbles, mutes
        self.answered_ask = False  # the rematch asked of this seat was put to the person
        self.chat_tab = ChatTab()  # the phone's log sheet: the log or the room's words

    def enter(self) -> None:
        self.rebuild()  # after the game's first log line (its own enter())
        super().enter()

    def whole(self) -> bool:
        """Does the log start at the game's first action (the server told it all)?"""
        return self.match.whole

    def rebuild(self) -> None:
        """The table opens: the log of everything this seat saw before, the same lines as
        the events would have written one by one (the view already shows their result)."""
        events = list(self.match.take_history())
        if events:
            self.match.add_log(self.table.words.log_entries(events))

    def away(self, seat: int) -> bool:
        """Has the person at ``seat`` left (no device of theirs connected)?"""
        return self.match.away(seat)

    def badge(self, seat: int) -> str | None:
        return seat_badge(self.match, seat)

    def sheet_entries(self, log: list[dict]) -> list[dict]:
        if not self.chat_tab.open:
            return log
        return self.chat_tab.entries(self.match.chat, self.words)

    def sheet_tabs(self, sheet: Any) -> list[Widget]:
        return self.chat_tab.tabs(sheet)

    def seat_at(self, seat: int, panel: pygame.Rect) -> None:
        self.words.seat_at(seat, panel)

    def ask_rematch(self) -> None:
        """A rematch began while this person was away: asked once, on coming back, whether
        they play it or a bot plays their seat (the server waits for the answer)."""
        if self.answered_ask or not self.match.asked_rematch or self.match.is_over:
            return
        self.answered_ask = True
        conn = self.match.conn

        def answer(want: bool) -> None:
            link.in_background(conn.rematch(want))

        self.table.app.push(
            navigator.make(
                "confirm",
                self.table.app,
                t("online.asked.title"),
                t("online.asked.text"),
                [
                    ("confirm.play", t("online.asked.play"), lambda: answer(True), "primary"),
                    ("confirm.bot", t("online.asked.bot"), lambda: answer(False), "secondary"),
                ],
            )
        )

    def advance(self, dt: float) -> None:
        self.pull()
        self.ask_rematch()
        super().advance(dt)

    def finish(self) -> None:
        self.keep()  # its seat's record, kept on the device for review

    def review_state(self) -> str:
        return self.record()[0]

    def review_entry(self) -> dict[str, Any] | None:
        return self.record()[1]

    def again(self) -> None:
        """Another game online: a new room."""
        app = self.table.app
        app.reset(navigator.make("title", app))
        app.push(navigator.make("online", app))

    def exit(self) -> None:
        self.close()

    def pull(self) -> None:
        """What the server sent since the last frame. A game taken back (or caught up
        without its events) is shown as it is now; events are logged and animated like ours."""
        table, match = self.table, self.match
        if match.take_refusal() is not None:
            # Said in the player's words (the server's own are English and technical); the
            # move is open again, to make once more.
            table.app.toast(t("online.refused"), 5.0)
        reset = match.take_reset()
        if reset is not None:
            table.timeline.finish_all()
            cur = match.current_player
            if reset == "undo" and cur is not None:  # the one who took back is to act again
                match.rewind_log()
                match.add_log([{"key": "log.undo", "args": {"name": table.seat_name(cur)}}])
            table.undo.rebuild()
        events = list(match.take_events())
        if events:
            match.add_log(table.words.log_entries(events))
            table.animation.animate(events)
            if table.app.settings.skip:
                table.timeline.finish_all()
        said = match.take_said()
        self.words.add(said, table.app.time)
        for line in said:  # the spoken layer says them too, unless muted here
            if line.get("seat") not in self.words.muted and line_words(line):
                words = t("say.spoken", name=line.get("name") or "?", words=line_words(line))
                table.voice.layer.say_line(words, "said")
        conn = self.match.conn
        mine = self.match.current_player == conn.seat and not conn.over
        self.turn_call.update(mine, conn.room["game"], conn.code)

    def keep(self) -> None:
        """The game is over: keep it for review as this seat saw it (in the background; if
        the server cannot say now, the title's next look at the online games asks again)."""
        self.entry, self.looked, self.kept = None, UNSEEN, None
        # None outside an event loop (some tests): the title asks later
        self.kept = link.in_background(
            keep_soon(self.table.app.storage, self.match.conn, KEEP_TRIES)
        )

    def record(self) -> tuple[str, dict | None]:
        """Where the finished game's review stands on this device: ``("ready", entry)`` once
        its record is kept (game/archive.py), ``("fetching", None)`` while the server is
        asked, ``("away", None)`` when it did not answer (the title's next look asks again),
        ``("refused", None)`` when its answer could not be kept (it did not add up, or the
        storage refused it)."""
        if self.entry is not None:
            return "ready", self.entry
        asked = self.kept
        if asked is not None and not asked.done():
            return "fetching", None
        if self.looked is not asked:  # the archive is read once per answer (it checks them all)
            self.looked = asked
            conn = self.match.conn
            self.entry = archive.kept_online(
                self.table.app.storage,
                conn.room["game"],
                conn.code,
                conn.seat,
                int(conn.room.get("game_no", 1)),
            )
            if self.entry is not None:
                return "ready", self.entry
        answered = (
            asked is not None
            and not asked.cancelled()
            and asked.exception() is None
            and asked.result() is True
        )
        return ("refused" if answered else "away"), None

    def hand_over(self) -> None:
        """A rematch began on this connection: the next table reads it from now on. An ask
        for the finished game's record still on its way is dropped: its answer would mark the
        room's game over on this device when the next one is being played."""
        self.handed = True
        if self.kept is not None and not self.kept.done():
            self.kept.cancel()

    def close(self) -> None:
        self.turn_call.close()
        if self.handed:  # stop reconnecting, but leave the line to the next table
            self.match.closed = True
            return
        self.match.close()

    def status(self) -> tuple[str, bool] | None:
        """Another seat's turn as the room tells it: played by a bot, the time left on the
        turn clock, how many watch (online_status.py); else the game's own line."""
        return turn_line(self.match, self.table.seat_name)

    def draw_notice(self, surface: pygame.Surface) -> None:
        """Over the whole table: what is said at it, and a banner while the connection is
        being restored."""
        draw_words(self.table, self.words, surface)
        if not self.match.reconnecting:
            return
        text = t("online.reconnecting") + dots(self.table.app.time)
        img = theme.text(text, theme.phone(Text.LEAD), theme.INK, "bold")
        rect = img.get_rect(center=(W // 2, TOP_BAR_H + Gap.MARGIN)).inflate(60, 24)
        draw.panel(surface, rect, theme.SUN, palette.CALL_ALPHA, rect.h // 2, theme.SUN_DARK, 3)
        surface.blit(img, img.get_rect(center=rect.center))


def draw_words(table: TableScene, words: TableWords, surface: pygame.Surface) -> None:
    """The bubbles at the speakers' seats; none while the phone's log sheet is open over the
    table (its chat tab has the words)."""
    if (table.chrome.logs.as_sheet() and table.chrome.logs.sheet_open) or not words.shown(
        table.app.time
    ):
        return  # (what a bubble must leave in sight is looked for only when one shows)
    moves, keep = bubble_clear(table)
    words.draw(surface, table.app.time, moves, keep)


def bubble_clear(table: TableScene) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """What a bubble must leave in sight: the legal moves and the table's buttons; the log's
    newest line, the open sheet and a tip over the table."""
    moves = [
        w.rect
        for w in table.widgets()
        if w.enabled and w.visible and w.rect.top >= TOP_BAR_H  # the table's, not the bar's
    ]
    if table.my_turn() and not table.turns.acting_blocked():
        for action in table.match.legal_actions():
            moves += table.coaching.rects(action)
    keep = []
    newest = table.chrome.logs.newest_rect()
    if newest is not None:
        keep.append(newest)
    if table.chrome.logs.as_sheet() and table.chrome.logs.sheet_open:
        keep.append(table.chrome.logs.sheet.rect)
    if table.chrome.tip_over_table():
        keep.append(table.tips.rect())
    return moves, keep


def open_table(app: Host, conn: Any) -> Scene:
    """The table of an online game: ``conn`` is seated in a started room (its first view in).
    The match reconnects by itself after a drop (RemoteMatch.keep_alive)."""
    match = RemoteMatch(conn)
    table: TableScene = navigator.table_for(app, match, lambda table: OnlinePlay(table, match))
    app.reset(navigator.make("title", app))
    app.push(table)
    match.keeper = asyncio.ensure_future(match.keep_alive())
    return table


KEEP_TRIES = (0.0, 1.0, 2.0, 4.0, 8.0, 16.0)  # seconds before each ask: half a minute in all


async def keep_soon(storage: Any, conn: Any, waits: Sequence[float] = KEEP_TRIES) -> bool:
    """Ask for the finished game's record until the server answers: a busy server, a dropped
    line or the rate limit must not cost the review while the results are on show."""
    for wait in waits:
        await asyncio.sleep(wait)
        if await link.keep_finished(storage, conn):
            return True
    return False
