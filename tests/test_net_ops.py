"""What whoever runs the server reads: ``/metrics`` (Prometheus' text format) and
``/healthz`` (the database and the bus reachable)."""

from __future__ import annotations

import json
import random

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from game.net.client import NetError
from tests.net_helpers import (
    PostgresServer,
    RedisServer,
    close_all,
    in_process,
    run,
    two_player_room,
)


async def _get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http:
        async with http.get(f"http://127.0.0.1:{port}{path}") as resp:
            return resp.status, await resp.text()


def _samples(text: str) -> dict[tuple[str, tuple], float]:
    out = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def test_metrics_count_connections_moves_errors_and_the_database(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url)
            rng = random.Random(1)
            moves = 0
            for _ in range(5):
                mover = a if a.my_turn else b
                await mover.act(rng.choice(mover.legal))
                moves += 1
                await (b if mover is a else a).wait_for(lambda c, n=mover.n: c.n >= n)
            try:
                await a.request({"t": "act", "n": 0, "action": {"type": "nope"}})
            except NetError:
                pass
            status, text = await _get(srv.port, "/metrics")
            assert status == 200
            m = _samples(text)
            assert m[("meadow_connections", ())] == 2
            assert m[("meadow_rooms_connected", ())] == 1
            assert m[("meadow_moves_total", ())] == moves
            assert m[("meadow_move_seconds_count", ())] == moves
            assert m[("meadow_errors_total", (("kind", "stale"),))] == 1
            # create, sit, start and each move: one write transaction each, timed
            assert m[("meadow_database_seconds_count", ())] >= moves + 3
            assert m[("meadow_rooms_set_aside", ())] == 0
            await close_all([a, b])

    run(main())


def test_healthz_says_what_is_unreachable(tmp_path) -> None:
    pg = PostgresServer()
    redis = RedisServer(tmp_path)
    try:

        async def main() -> None:
            async with in_process(tmp_path, database=pg.new_database(), redis=redis.url) as srv:
                status, text = await _get(srv.port, "/healthz")
                body = json.loads(text)
                assert status == 200 and body["ok"]
                assert (body["database"], body["bus"], body["set_aside"]) == ("ok", "ok", {})
                redis.stop()
                pg.stop()
                status, text = await _get(srv.port, "/healthz")
                body = json.loads(text)
                assert status == 503 and not body["ok"]
                assert body["database"].startswith("unreachable")
                assert body["bus"].startswith("unreachable")

        run(main())
    finally:
        redis.stop()
        pg.stop()


def test_healthz_of_a_server_on_its_own_file(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            status, text = await _get(srv.port, "/healthz")
            assert status == 200 and json.loads(text) == {
                **json.loads(text),
                "ok": True,
                "database": "ok",
                "set_aside": {},
            }
            assert "bus" not in json.loads(text)

    run(main())
