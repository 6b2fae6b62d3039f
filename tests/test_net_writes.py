"""How the room server writes a connection's frames (game/net/server.py ``send_text``): at
once while the client reads, in order behind a write that waits for the socket to drain, and a
client that never reads is let go after ``OUTBOX`` frames waiting, the others unhindered."""

from __future__ import annotations

import asyncio

from game.net import server as server_mod
from game.net.server import Bucket, Conn
from tests.net_helpers import in_process, run


class Socket:
    """A websocket whose writes wait, while ``full``, until it is drained."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.full = False
        self.drained = asyncio.Event()
        self.closed_with: int | None = None

    async def send_str(self, text: str) -> None:
        self.sent.append(text)  # written to the socket's buffer, then maybe a wait for room
        if self.full:
            await self.drained.wait()

    async def close(self, code: int, message: bytes) -> None:
        self.closed_with = code


def _conn(ws: Socket) -> Conn:
    return Conn(ws, "127.0.0.1", Bucket(10.0, 30.0))  # type: ignore[arg-type]


def test_a_reading_clients_frames_are_written_at_once_in_order(tmp_path) -> None:
    async def go() -> None:
        async with in_process(tmp_path) as srv:
            ws = Socket()
            conn = _conn(ws)
            for i in range(5):
                srv.server.send_text(conn, f"frame {i}")
                assert ws.sent == [f"frame {k}" for k in range(i + 1)]  # no task, no wait
            assert conn.writing is None and not conn.outbox

    run(go())


def test_frames_wait_in_order_behind_a_write_that_waits_for_the_socket(tmp_path) -> None:
    async def go() -> None:
        async with in_process(tmp_path) as srv:
            ws = Socket()
            conn = _conn(ws)
            srv.server.send_text(conn, "first")
            ws.full = True
            srv.server.send_text(conn, "second")  # written, then waits for the socket
            assert conn.writing is not None
            ws.full = False
            for text in ("third", "fourth"):
                srv.server.send_text(conn, text)
            assert ws.sent == ["first", "second"]  # the rest waits behind the write
            assert list(conn.outbox) == ["third", "fourth"]
            ws.drained.set()
            for _ in range(100):
                if conn.writing is None:
                    break
                await asyncio.sleep(0.01)
            assert ws.sent == ["first", "second", "third", "fourth"]
            assert conn.writing is None and not conn.outbox and not conn.closed
            srv.server.send_text(conn, "fifth")  # at once again
            assert ws.sent[-1] == "fifth"

    run(go())


def test_a_client_that_never_reads_is_let_go_and_the_others_are_not(tmp_path) -> None:
    async def go() -> None:
        async with in_process(tmp_path) as srv:
            slow, quick = Socket(), Socket()
            stuck, reading = _conn(slow), _conn(quick)
            slow.full = True
            for i in range(server_mod.OUTBOX + 10):
                srv.server.send_text(stuck, f"{i}")
                srv.server.send_text(reading, f"{i}")
            await asyncio.sleep(0)  # the close is a task of its own
            assert stuck.closed and slow.closed_with == 1013
            assert len(stuck.outbox) == server_mod.OUTBOX  # nothing kept once it was let go
            assert len(quick.sent) == server_mod.OUTBOX + 10 and not reading.closed
            assert reading.writing is None
            assert stuck.writing is not None
            stuck.writing.cancel()  # as its handler does when the connection ends
            await asyncio.sleep(0)

    run(go())
