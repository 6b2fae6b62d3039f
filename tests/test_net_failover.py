"""Processes that stand in for each other (docs/online.md): two server processes with
separate data folders on one PostgreSQL and one Redis. kill -9 of the process owing a bot's
turn: another plays it within 5 s; of a player's process: the player resumes on the other,
nothing acknowledged lost; presence across processes, and gone with the process; every
process killed and started again: every game resumes exactly."""

from __future__ import annotations

import asyncio
import random
import time
from concurrent.futures import ThreadPoolExecutor

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
            await ben.wait_for(lambda c: c.room is not None and c.room["seats"][1]["online"])
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
            await ben.wait_for(
                lambda c: c.room is not None and not c.room["seats"][1]["online"], timeout=10.0
            )
            cy.url = other.url
            await cy.reconnect()
            await ben.wait_for(
                lambda c: c.room is not None and c.room["seats"][1]["online"], timeout=10.0
            )
            await close_all([ana, ben, cy])

        run(main())
    finally:
        slow.stop()
        printed = other.stop()
    assert "Traceback" not in printed


GAMES_AT_ONCE = 100
FAST = ("--messages-per-second", "1000")  # one connection a process plays every game


async def _person_to_act(a: Client, b: Client) -> None:
    """Until one of the two is to act (the bots have moved) or the game is over."""

    def done(_: Client) -> bool:
        return a.my_turn or b.my_turn or a.over

    waits = [asyncio.ensure_future(c.wait_for(done)) for c in (a, b)]
    finished, pending = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    for w in pending:
        w.cancel()
    for w in finished:
        w.result()


def _start_all(tmp, db: str, redis: RedisServer, *extra: str) -> list[ServerProcess]:
    """The two processes, started side by side (each waits some seconds for its imports)."""
    with ThreadPoolExecutor(2) as pool:
        return list(pool.map(lambda i: _start(tmp, f"p{i}", db, redis, *extra), range(2)))


def _forget_the_last_room(c: Client) -> None:
    """A connection about to sit in a new room: what it knew of the last one is no guide."""
    c.code = c.seat = c.view = c.current = None
    c.legal, c.over, c.n = [], False, 0


async def _seen(c: Client, code: str, token: str) -> tuple:
    """The seat as a resume shows it: (seat, view, legal actions, actions played)."""
    reply = await c.request({"t": "resume", "code": code, "token": token})
    return reply["seat"], reply["view"], reply["legal"], reply["n"]


def test_every_process_killed_and_started_again_every_game_resumes_exactly(services) -> None:
    """100 games of every title (some with a bot seat) made and played a few actions through
    one connection per process, each room's two people on different processes; every process
    killed; started again, every seat resumes on the other process with exactly the view,
    legal actions and number of actions it had."""
    pg, redis, tmp = services
    db = pg.new_database()
    procs = _start_all(tmp, db, redis, *FAST)

    async def before() -> list[tuple[str, list[str], list[tuple]]]:
        rng = random.Random(21)
        seen = []
        conns = [Client(p.url, timeout=10.0) for p in procs]
        for c in conns:
            await c.connect()
        for i in range(GAMES_AT_ONCE):
            game = GAMES[i % len(GAMES)]
            a, b = conns[i % 2], conns[1 - i % 2]
            for c in (a, b):
                _forget_the_last_room(c)
            bot = game != "floriado" and i % 3 == 0
            seats = ["open", "open", "easy"] if bot else ["open", "open"]
            code = (await a.create(game, seats, "Ana"))["code"]
            await b.sit(code, 1, "Ben")
            await a.start()
            await b.wait_for(lambda c, code=code: c.code == code and c.view is not None)
            for _ in range(rng.randrange(1, 5)):
                await _person_to_act(a, b)
                if a.over:
                    break
                mover = a if a.my_turn else b
                n = mover.n
                await mover.act(rng.choice(mover.legal))
                await (b if mover is a else a).wait_for(lambda c, n=n: c.n > n)
            await _person_to_act(a, b)  # nothing pending: the bots have moved
            tokens = [a.token, b.token]
            assert None not in tokens
            seen.append(
                (code, tokens, [await _seen(a, code, tokens[0]), await _seen(b, code, tokens[1])])
            )
        await close_all(conns)
        return seen

    try:
        seen = run(before())
    finally:
        for p in procs:
            p.kill()
    procs = _start_all(tmp, db, redis, *FAST)
    try:

        async def after() -> None:
            conns = [Client(p.url, timeout=10.0) for p in procs]
            for c in conns:
                await c.connect()
            for i, (code, tokens, was) in enumerate(seen):
                # each seat on the other process than before
                now = [
                    await _seen(conns[1 - i % 2], code, tokens[0]),
                    await _seen(conns[i % 2], code, tokens[1]),
                ]
                assert now == was, code
            await close_all(conns)

        run(after())
    finally:
        for p in procs:
            p.stop()
