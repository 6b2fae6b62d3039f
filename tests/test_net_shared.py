"""Any process serves any room: three server processes with separate data folders, sharing
nothing but a PostgreSQL database and a Redis (both started here), docs/online.md."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

import pytest

from game.net.client import Client, NetError
from tests.net_helpers import (
    RedisServer,
    ServerProcess,
    close_all,
    play_turn,
    run,
    shared_postgres,
)

# No poll: an update that no path delivers would never come, and the test would see it.
NO_POLL = ("--poll-seconds", "3600", "--creates-per-minute", "100000")


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """Three processes A, B, C on one PostgreSQL database and one Redis."""
    tmp = tmp_path_factory.mktemp("cluster")
    pg = shared_postgres()
    redis = procs = None
    try:
        redis = RedisServer(tmp)
        db = pg.new_database()
        procs = [
            ServerProcess(tmp / f"data-{name}", "--database", db, "--redis", redis.url, *NO_POLL)
            for name in "abc"
        ]
        yield procs
    finally:
        for p in procs or ():
            p.stop()
        if redis is not None:
            redis.stop()


async def _seat(urls: list[str], game: str, seats: list[str]) -> list[Client]:
    """A room whose people sit at the given processes, in seat order; started."""
    people = [Client(u, timeout=10.0) for u in urls]
    for c in people:
        await c.connect()
    code = (await people[0].create(game, seats, "P0"))["code"]
    for i, c in enumerate(people[1:], 1):
        await c.join(code)
        await c.sit(code, i, f"P{i}")
    await people[0].wait_for(lambda c: all(s["kind"] != "open" for s in c.room["seats"]))
    await people[0].start()
    for c in people:
        await c.wait_for(lambda x: x.view is not None)
    return people


def test_a_gloschli_game_across_three_processes_and_a_resume_on_another(cluster) -> None:
    a, b, c = cluster

    async def main() -> None:
        rng = random.Random(11)
        people = await _seat([a.url, b.url, c.url], "gloschli", ["open", "open", "open"])
        moves = 0
        while await play_turn(people, rng):
            moves += 1
            if moves == 7:  # P0's device loses A and comes back through C, same seat
                await people[0].drop()
                people[0].url = c.url
                reply = await people[0].reconnect()
                assert reply["seat"] == 0 and reply["n"] == people[1].n
        for p in people:
            await p.wait_for(lambda x: x.over)
        assert len({p.n for p in people}) == 1 and people[0].result == people[2].result
        await close_all(people)

    run(main())
    for p in cluster:  # no process failed a request
        assert "Traceback" not in "".join(p.output)


Probe = Callable[[Client, Client], Awaitable[object]]


async def _join(watcher: Client, prober: Client) -> object:
    return await prober.join(watcher.code)


async def _status(watcher: Client, prober: Client) -> object:
    return await prober.status([(watcher.code, watcher.token)])


async def _resume(watcher: Client, prober: Client) -> object:
    return await prober.resume(watcher.code, watcher.token)


async def _undo(watcher: Client, prober: Client) -> object:
    return await prober.request({"t": "undo", "n": prober.n})


async def _start(watcher: Client, prober: Client) -> object:
    return await prober.start()


async def _record(watcher: Client, prober: Client) -> object:
    return await prober.record()


async def _stale_act(watcher: Client, prober: Client) -> object:
    return await prober.request({"t": "act", "n": 0, "action": {"type": "pass"}})


PROBES: dict[str, Probe] = {
    "join": _join,
    "status": _status,
    "resume": _resume,
    "undo": _undo,
    "start": _start,
    "record": _record,
    "stale act": _stale_act,
}
TRIALS = 50
DEVICES = 4  # second devices per seat, taking turns: no connection meets the rate limits


async def _devices(people: list[Client]) -> list[list[Client]]:
    """For each person, DEVICES more connections to the same process, on the same seat."""
    out = []
    for p in people:
        extra = [Client(p.url, timeout=10.0) for _ in range(DEVICES)]
        for d in extra:
            await d.connect()
            await d.resume(p.code, p.token)
        out.append(extra)
    return out


@pytest.mark.parametrize("kind", list(PROBES))
def test_no_update_is_lost_when_a_request_races_an_action_on_another_process(
    cluster, kind: str
) -> None:
    """An action on one process and, within a millisecond, a request for the same room on
    the other process, where the other player is connected (the request comes from a second
    device of that player's seat): every connection of the room on both processes receives
    every update, whichever of the request and the process's announcement comes first. 50
    trials for each kind of request."""
    a, b, _ = cluster
    probe = PROBES[kind]

    async def main() -> None:
        rng = random.Random(sum(map(ord, kind)))
        people: list[Client] = []
        devices: list[list[Client]] = []
        trials = 0
        while trials < TRIALS:
            if not people or people[0].over:
                await close_all(people + [d for ds in devices for d in ds])
                people = await _seat([a.url, b.url], "floriado", ["open", "open"])
                devices = await _devices(people)
            await people[0].wait_for(lambda x, ps=people: x.over or any(p.my_turn for p in ps))
            if people[0].over:
                continue
            i = 0 if people[0].my_turn else 1
            actor, watcher = people[i], people[1 - i]
            prober = devices[1 - i][trials % DEVICES]
            n = actor.n
            acting = asyncio.create_task(actor.act(rng.choice(actor.legal)))
            await asyncio.sleep(rng.random() * 0.001)
            try:
                await probe(watcher, prober)
            except NetError:
                pass  # refused (not over, not the host, stale ...): the room was looked at
            await acting
            trials += 1
            for c in people + [d for ds in devices for d in ds]:
                if c.seat is not None and c.room is not None and c.room.get("you") is not None:
                    await c.wait_for(lambda x, n=n: x.n > n)
        await close_all(people + [d for ds in devices for d in ds])

    run(main())
