"""Rooms nobody is connected to: one process keeps the most recently left in memory
(game/net/server.py ``IDLE_ROOMS``), so coming back to one replays nothing on the event loop;
beyond that bound, and whenever other processes share the store, a room left is forgotten
and loaded again from the store when somebody returns."""

from __future__ import annotations

import asyncio

from game.net import server as server_mod
from game.net.server import Server
from tests.net_helpers import connected, in_process, run, two_player_room


async def _left_room(server: Server, url: str) -> tuple[str, str]:
    """A started room both players left (the server has seen them go); code and a token."""
    a, b = await two_player_room(url)
    code, token = a.code, a.token
    await a.close()
    await b.close()
    for _ in range(500):
        if code not in server.by_room:
            break
        await asyncio.sleep(0.01)
    assert code not in server.by_room
    return code, token


def _count_loads(server: Server, monkeypatch) -> list[str]:
    loads: list[str] = []
    real = server.store.load_room

    def load_room(code: str):
        loads.append(code)
        return real(code)

    monkeypatch.setattr(server.store, "load_room", load_room)
    return loads


def test_a_room_left_stays_in_memory_and_a_return_replays_nothing(tmp_path, monkeypatch) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            code, token = await _left_room(srv.server, srv.url)
            assert code in srv.server.hub.rooms
            loads = _count_loads(srv.server, monkeypatch)
            (c,) = await connected(srv.url)
            await c.resume(code, token)
            await c.wait_for(lambda x: x.view is not None)
            assert loads == []
            await c.close()

    run(main())


def test_beyond_the_bound_the_room_left_longest_ago_is_forgotten(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(server_mod, "IDLE_ROOMS", 1)

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            first, token = await _left_room(srv.server, srv.url)
            second, _ = await _left_room(srv.server, srv.url)
            assert first not in srv.server.hub.rooms and second in srv.server.hub.rooms
            loads = _count_loads(srv.server, monkeypatch)
            (c,) = await connected(srv.url)
            await c.resume(first, token)  # loaded again from the store, the game as it was
            await c.wait_for(lambda x: x.view is not None)
            assert loads == [first]
            assert c.view == srv.server.hub.rooms[first].state.view(0)
            await c.close()

    run(main())


def test_with_a_shared_store_a_room_left_is_forgotten_at_once(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            srv.server.shared = True  # as with Redis or PostgreSQL: others may change it
            code, _ = await _left_room(srv.server, srv.url)
            assert code not in srv.server.hub.rooms

    run(main())
