"""Processes that stand in for each other (docs/online.md): two server processes with
separate data folders on one PostgreSQL and one Redis. kill -9 of the process owing a bot's
turn: another plays it within 5 s; of a player's process: the player resumes on the other,
nothing acknowledged lost; presence across processes, and gone with the process; every
process killed and started again: every game resumes exactly."""

from __future__ import annotations

import asyncio
import random
import time

import psycopg
import pytest

from game.engine import GAMES
from game.net.client import Client
from tests.net_helpers import RedisServer, ServerProcess, close_all, run, shared_postgres


@pytest.fixture(scope="module")
def services(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("services")
    redis = RedisServer(tmp)
    try:
        yield shared_postgres(), redis, tmp
    finally:
        redis.stop()


def _start(tmp, name: str, db: str, redis: RedisServer, *extra: str) -> ServerProcess:
    return ServerProcess(
        tmp / f"data-{name}",
        "--database",
        db,
        "--redis",
        redis.url,
        "--creates-per-minute",
        "100000",
        "--presence-seconds",
        "0.5",
        *extra,
    )


def test_kill_9_of_the_process_owing_a_bots_turn_and_holding_a_player(services) -> None:
    pg, redis, tmp = services
    db = pg.new_database()
    # A thinks slowly (30 s per bot move): it still owes the turn when it is killed.
    slow = _start(tmp, "slow", db, redis, "--bot-delay", "30")
    other = _start(tmp, "other", db, redis)
    try:

        async def main() -> None:
            ana = Client(slow.url, timeout=10.0)  # plays against a bot on the slow process
            ben = Client(other.url, timeout=10.0)  # in another room, with Cy on the slow one
            cy = Client(slow.url, timeout=10.0)
            for c in (ana, ben, cy):
                await c.connect()
            await ana.create("floriado", ["open", "easy"], "Ana", options={"start_player": 0})
            await ana.start()
            await ana.wait_for(lambda c: c.my_turn)
            code = (await ben.create("floriado", ["open", "open"], "Ben"))["code"]
            await cy.join(code)
            await cy.sit(code, 1, "Cy")
            # presence across processes: Ben (on the other process) sees Cy online
            await ben.wait_for(lambda c: c.room["seats"][1]["online"])
            await ana.act(ana.legal[0])  # acknowledged; now the bot's turn, on the slow process
            acknowledged = ana.n
            with psycopg.connect(db) as conn:
                for _ in range(100):  # the slow process took the turn
                    row = conn.execute("SELECT proc FROM leases WHERE code=%s", (ana.code,))
                    holder = row.fetchone()
                    if holder and holder[0].endswith(f"-{slow.proc.pid}-" + holder[0][-6:]):
                        break
                    await asyncio.sleep(0.05)
                else:
                    raise AssertionError("the slow process never took the bot's turn")
            slow.kill()
            killed = time.monotonic()
            # Ana's device comes back through the other process, same seat, nothing lost
            ana.url = other.url
            reply = await ana.reconnect()
            assert reply["seat"] == 0 and reply["n"] >= acknowledged
            await ana.wait_for(lambda c: c.n > acknowledged, timeout=10.0)
            took = time.monotonic() - killed
            assert took < 5.0, f"the bot's turn waited {took:.1f} s for another process"
            # Cy's process is gone: his mark goes out once its presence expires
            await ben.wait_for(lambda c: not c.room["seats"][1]["online"], timeout=10.0)
            cy.url = other.url
            await cy.reconnect()
            await ben.wait_for(lambda c: c.room["seats"][1]["online"], timeout=10.0)
            await close_all([ana, ben, cy])

        run(main())
    finally:
        slow.stop()
        printed = other.stop()
    assert "Traceback" not in printed


GAMES_AT_ONCE = 20


async def _person_to_act(a: Client, b: Client) -> None:
    """Until one of the two is to act (the bots have moved) or the game is over."""

    async def until() -> None:
        while not (a.my_turn or b.my_turn or a.over):
            await asyncio.sleep(0.005)

    await asyncio.wait_for(until(), 10.0)


def test_every_process_killed_and_started_again_every_game_resumes_exactly(services) -> None:
    pg, redis, tmp = services
    db = pg.new_database()
    procs = [_start(tmp, f"p{i}", db, redis) for i in range(2)]

    async def before() -> list[tuple[str, str, int, dict, list, int]]:
        rng = random.Random(21)
        seen = []
        clients = []
        for i in range(GAMES_AT_ONCE):
            game = GAMES[i % len(GAMES)]
            a = Client(procs[0].url, timeout=10.0)
            b = Client(procs[1].url, timeout=10.0)
            await a.connect()
            await b.connect()
            bot = game != "floriado" and i % 2 == 0
            seats = ["open", "open", "easy"] if bot else ["open", "open"]
            code = (await a.create(game, seats, "Ana"))["code"]
            await b.join(code)
            await b.sit(code, 1, "Ben")
            await a.wait_for(lambda c: c.room["seats"][1]["kind"] == "human")
            await a.start()
            for _ in range(rng.randrange(1, 6)):
                await _person_to_act(a, b)
                mover = a if a.my_turn else b
                if mover.over:
                    break
                await mover.act(rng.choice(mover.legal))
            await _person_to_act(a, b)  # nothing pending: the bots have moved
            clients += [a, b]
        for c in clients:
            reply = await c.resume()
            seen.append((c.code, c.token, c.seat, reply["view"], reply["legal"], reply["n"]))
        for c in clients:
            await c.drop()
            await c.close()
        return seen

    try:
        seen = run(before())
    finally:
        for p in procs:
            p.kill()
    procs = [_start(tmp, f"p{i}", db, redis) for i in range(2)]
    try:

        async def after() -> None:
            for i, (code, token, seat, view, legal, n) in enumerate(seen):
                c = Client(procs[i % 2].url, timeout=10.0)  # each on the other process now
                await c.connect()
                reply = await c.resume(code, token)
                assert (reply["seat"], reply["view"], reply["legal"], reply["n"]) == (
                    seat,
                    view,
                    legal,
                    n,
                ), code
                await c.close()

        run(after())
    finally:
        for p in procs:
            p.stop()
