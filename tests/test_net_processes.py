"""The room server as real processes: killed in the middle of 100 games and started again,
and two processes sharing rooms through Redis (docs/online.md)."""

from __future__ import annotations

import asyncio
import random

from game.engine import GAMES, rules_for
from game.net.client import Client
from game.net.rooms import Hub
from game.net.store import Store
from tests.net_helpers import RedisServer, ServerProcess, close_all, play_turn, run

GAMES_IN_PLAY = 100


async def _play_until_my_turn(c: Client, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        await c.wait_for(lambda x: x.my_turn or x.over)
        if c.over:
            return
        await c.act(rng.choice(c.legal))
    await c.wait_for(lambda x: x.my_turn or x.over)


def test_a_server_killed_mid_game_resumes_all_100_games_exactly(tmp_path) -> None:
    """Each game: one person (a client) against a random bot. Every acknowledged action was
    committed, so after SIGKILL and a restart each seat's view and legal actions are exactly
    those last sent, the bots go on by themselves, and every game plays to its end."""
    data = tmp_path / "data"
    server = ServerProcess(data, "--creates-per-minute", "100000", "--max-per-ip", "1000")

    async def before() -> list[tuple[str, str, dict, list, int]]:
        clients = [Client(server.url) for _ in range(GAMES_IN_PLAY)]
        seen = []
        for i, c in enumerate(clients):
            await c.connect()
            game = GAMES[i % len(GAMES)]
            await c.create(game, ["open", "random"], f"P{i}")
            await c.start()
        rng = random.Random(7)
        await asyncio.gather(
            *(_play_until_my_turn(c, rng, 1 + i % 4) for i, c in enumerate(clients))
        )
        for c in clients:
            seen.append((c.code, c.token, c.view, c.legal, c.n))
        for c in clients:
            await c.drop()
            await c.close()
        return seen

    seen = run(before())
    printed = server.kill()
    server = ServerProcess(data, "--creates-per-minute", "100000", "--max-per-ip", "1000")
    try:

        async def after() -> None:
            rng = random.Random(8)
            clients = []
            for code, token, view, legal, n in seen:
                c = Client(server.url)
                await c.connect()
                reply = await c.resume(code, token)
                assert (reply["view"], reply["legal"], reply["n"]) == (view, legal, n), code
                clients.append(c)

            async def finish(c: Client) -> None:
                while await play_turn([c], rng):
                    pass

            await asyncio.gather(*(finish(c) for c in clients))
            assert all(c.over for c in clients)
            await close_all(clients)

        run(after())
    finally:
        printed += server.stop()
    assert "created" in printed  # the log is there, and it never holds a seat token
    assert not [token for _, token, *_ in seen if token in printed]
    stored = b"".join(f.read_bytes() for f in data.glob("meadow.sqlite*"))
    assert not [token for _, token, *_ in seen if token.encode() in stored]  # hashes only
    hub = Hub(Store(str(data / "meadow.sqlite")))
    for code, *_ in seen:
        room = hub.get(code)
        assert room.status == "over" and room.state.is_over
        again = rules_for(room.game).replay(2, room.seed, room.options, room.actions)
        assert again.to_json() == room.state.to_json()


def test_two_processes_share_rooms_through_redis(tmp_path) -> None:
    """The two players of each room sit at different server processes; one room also has a
    bot. Both processes share the SQLite file; Redis pub/sub tells each what the other did."""
    redis = RedisServer(tmp_path)
    data = tmp_path / "data"
    one = two = None
    try:
        one = ServerProcess(data, "--redis", redis.url)
        two = ServerProcess(data, "--redis", redis.url)

        async def main() -> None:
            rng = random.Random(4)
            for game, seats in (
                ("floriado", ["open", "open"]),
                ("gloschli", ["open", "open", "easy"]),
            ):
                a, b = Client(one.url), Client(two.url)
                await a.connect()
                await b.connect()
                code = (await a.create(game, seats, "Ana"))["code"]
                await b.join(code)
                await b.sit(code, 1, "Ben")
                # the room message follows the seat's answer: it may still be on its way
                await a.wait_for(
                    lambda c: c.room is not None and c.room["seats"][1]["name"] == "Ben"
                )
                await a.start()
                await b.wait_for(lambda c: c.view is not None)
                while await play_turn([a, b], rng):
                    pass
                await b.wait_for(lambda c: c.over)
                await a.wait_for(lambda c: c.over)
                assert a.result == b.result and a.n == b.n and a.view != b.view
                # a reconnect through the other process lands on the same seat and state
                await a.drop()
                a.url = two.url
                reply = await a.reconnect()
                assert reply["seat"] == 0 and reply["over"] and reply["n"] == b.n
                await close_all([a, b])

        run(main())
    finally:
        for p in (one, two):
            if p is not None:
                p.stop()
        redis.stop()
