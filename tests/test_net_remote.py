"""RemoteMatch (game/net/remote.py): a table's Match whose game lives on the room server."""

from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace

import pytest

from game.core.contract import Event, IllegalAction
from game.i18n import set_language, t
from game.matches import Match, NotYourSeat
from game.net.conn import NetError
from game.net.remote import RemoteMatch
from game.ui.table.online import OnlinePlay
from tests.net_helpers import close_all, in_process, run, two_player_room


def test_two_remote_matches_play_a_game_through_the_match_interface(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url, "gloschli")
            matches = [RemoteMatch(a), RemoteMatch(b)]
            typed: list[Match] = list(matches)  # the protocol the tables read
            assert [m.viewer for m in typed] == [0, 1]
            assert matches[0].seats[1].name == "Ben" and matches[0].game.name == "gloschli"
            with pytest.raises(NotYourSeat):
                matches[0].view(1)
            rng = random.Random(6)
            events = [0, 0]
            previews = 0
            kinds: set[str] = set()
            for _ in range(4000):
                if all(m.is_over for m in matches):
                    break
                for i, m in enumerate(matches):
                    taken = m.take_events()
                    assert all(isinstance(e, Event) for e in taken)  # the engine's own events
                    kinds.update(e.type for e in taken)
                    events[i] += len(taken)
                    legal = m.legal_actions()
                    if not legal:
                        continue
                    room = srv.server.hub.rooms[a.code]
                    assert m.view() == room.state.view(m.viewer)
                    assert legal == room.state.legal_actions()
                    if previews < 5 and m.preview(legal[0]) is not None:
                        previews += 1
                    m.submit(rng.choice(legal))
                    assert m.busy and m.legal_actions() == []  # one press, one action
                    with pytest.raises(IllegalAction):
                        m.submit(legal[0])
                await asyncio.sleep(0.002)
            await b.wait_for(lambda c: c.over)
            assert all(m.is_over for m in matches) and previews == 5
            for i, m in enumerate(matches):  # the last updates' events
                taken = m.take_events()
                kinds.update(e.type for e in taken)
                events[i] += len(taken)
            room = srv.server.hub.rooms[a.code]
            assert matches[0].result() == matches[1].result()
            assert list(matches[0].result().winners) == list(room.state.result().winners)
            assert matches[0].actions_taken == room.n and matches[0].version > 10
            assert min(events) > 10
            assert {"round_started", "game_ended"} <= kinds and len(kinds) >= 4
            assert all(m.error is None for m in matches)
            await close_all([a, b])

    run(main())


class HeldConn:
    """A connection whose answers the test hands over one at a time."""

    def __init__(self) -> None:
        self.room = {
            "game": "floriado",
            "options": {},
            "seats": [{"kind": "human", "name": "A"}] * 2,
        }
        self.seat, self.current, self.n, self.epoch = 0, 0, 0, 0
        self.code = "BCDFGH"
        self.view: dict = {}
        self.legal = [{"type": "move", "row": 0, "col": 7}, {"type": "move", "row": 1, "col": 7}]
        self.over, self.result, self.can_undo, self.connected = False, None, False, True
        self.updates: asyncio.Queue = asyncio.Queue()
        self.answer = asyncio.Event()

    async def act(self, action: dict) -> dict:
        await self.answer.wait()
        return {}


def test_a_seat_that_moves_again_sees_its_actions_once_its_move_is_answered() -> None:
    """The server's update comes before the answer to the request it answers: while the
    action is on its way nothing is legal; once answered the seat's next actions are, and the
    version changed with it (a table keeps its targets by version: the Floriado table waited
    for ever when its seat was to move twice in a row)."""

    async def main() -> None:
        conn = HeldConn()
        m = RemoteMatch(conn)
        legal = m.legal_actions()
        assert len(legal) == 2
        m.submit(legal[0])
        conn.n = 1  # the update: the same seat to act again, one legal action fewer
        conn.legal = conn.legal[1:]
        conn.updates.put_nowait({"epoch": 0, "events": [], "reset": False})
        while_busy = m.version
        assert m.busy and m.legal_actions() == []
        conn.answer.set()
        for _ in range(10):
            await asyncio.sleep(0)
        assert not m.busy and m.legal_actions() == [m.rules.action_from_json(conn.legal[0])]
        assert m.version != while_busy

    run(main())


class RefusingConn(HeldConn):
    """A server whose disk is full: it answers every move ``bad_message`` until it is not."""

    def __init__(self) -> None:
        super().__init__()
        self.refuse = True
        self.sent: list[dict] = []

    async def act(self, action: dict) -> dict:
        if self.refuse:
            raise NetError("bad_message", "The server could not handle that.")
        self.sent.append(action)
        return {}


def test_a_move_the_server_refuses_is_said_in_the_players_words_and_can_be_made_again() -> None:
    """The refusal is shown at the table (a toast, in the player's language), once; the move
    is legal again and, sent again, reaches the server."""

    async def main() -> None:
        conn = RefusingConn()
        m = RemoteMatch(conn)
        toasts: list[str] = []
        app = SimpleNamespace(toast=lambda text, seconds=0: toasts.append(text), time=0.0)
        words = SimpleNamespace(log_entries=lambda events: [])
        animation = SimpleNamespace(animate=lambda e: None)
        table = SimpleNamespace(app=app, words=words, animation=animation)
        play = OnlinePlay(table, m)  # type: ignore[arg-type]
        move = m.legal_actions()[0]
        set_language("de")
        m.submit(move)
        for _ in range(10):
            await asyncio.sleep(0)
        play.pull()
        play.pull()  # the next frame: said once
        assert toasts == [t("online.refused")]
        assert "Server" in toasts[0] and "could not" not in toasts[0]  # in German
        assert move in m.legal_actions(), "the move cannot be made again"
        conn.refuse = False
        m.submit(move)
        for _ in range(10):
            await asyncio.sleep(0)
        play.pull()
        assert conn.sent == [move.to_json()] and toasts == [t("online.refused")]

    run(main())


def test_a_dropped_line_is_not_called_a_refusal() -> None:
    """A move lost with the connection: the reconnect banner says it, not the refusal."""

    class Dropped(HeldConn):
        async def act(self, action: dict) -> dict:
            raise NetError("closed", "The connection closed.")

    async def main() -> None:
        m = RemoteMatch(Dropped())
        m.submit(m.legal_actions()[0])
        for _ in range(10):
            await asyncio.sleep(0)
        assert m.error is not None and m.take_refusal() is None

    run(main())
