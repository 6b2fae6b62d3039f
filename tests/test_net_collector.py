"""The room server's garbage collector (game/net/collector.py): a served process freezes what
start-up made and collects its young generation seldom, and says so with ``--stats``;
a server started inside another program (the tests, the bench's own process) leaves that
program's collector alone."""

from __future__ import annotations

import asyncio
import gc
import json
import urllib.request

from game.net import collector
from game.net.config import Config
from game.net.server import start
from tests.net_helpers import ServerProcess


def test_a_served_process_tunes_its_collector_and_counts_its_pauses(tmp_path) -> None:
    server = ServerProcess(tmp_path, "--stats")
    try:
        url = f"http://127.0.0.1:{server.port}/stats"
        with urllib.request.urlopen(url, timeout=10) as r:
            stats = json.loads(r.read())["gc"]
    finally:
        server.stop()
    assert stats["threshold"][0] == collector.YOUNG
    assert stats["frozen"] > 10_000  # the modules, classes and tables start-up made
    assert stats["full"] >= 0 and isinstance(stats["ms"], list)


def test_a_server_started_in_process_leaves_the_collector_alone(tmp_path) -> None:
    before = gc.get_threshold(), gc.get_freeze_count()

    async def main() -> None:
        running = await start(Config(port=0, data=str(tmp_path), web=str(tmp_path / "no")))
        await running.stop()

    asyncio.run(main())
    assert (gc.get_threshold(), gc.get_freeze_count()) == before
