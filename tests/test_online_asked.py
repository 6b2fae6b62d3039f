"""A rematch that began while a person was away is put to them on their next visit: Play, or
let a bot play their seat (the server marked the seat ``asked``)."""

from __future__ import annotations

from typing import Any

import pytest

from game.storage import MemoryBackend, Storage
from game.ui.app import App
from game.ui.table.online import open_table
from game.ui.testing import click, find
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run


@pytest.mark.parametrize("answer", ["confirm.play", "confirm.bot"])
def test_the_rematch_begun_while_away_is_asked_on_the_next_visit(tmp_path, answer) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await connected(srv.url, 2)
            seated = await a.create(
                "floriado", ["open", "open"], "Ana", table={"standin": "random"}
            )
            code, token = seated["code"], seated["token"]
            await b.sit(code, 1, "Ben")
            await a.start()
            for c in (a, b):
                await c.wait_for(lambda x: x.view is not None)
            for c in (a, b):  # the bots play it to the end
                await c.concede()
            await b.wait_for(lambda x: x.over)
            await a.close()  # Ana away: Ben's yes alone starts the next game
            await b.rematch(True)
            await b.wait_for(lambda x: x.room["game_no"] == 2 and not x.over)
            app = App(storage=Storage(MemoryBackend()), seed=3)
            app.settings.speed = 0.0
            (ana,) = await connected(srv.url)
            await ana.resume(code, token)
            await ana.wait_for(lambda x: x.view is not None)
            assert ana.room["seats"][ana.seat]["asked"]
            table: Any = open_table(app, ana)
            await until(app, lambda: app.top.name == "confirm")
            assert find(app, "confirm.play") is not None
            click(app, answer)
            await until(app, lambda: not ana.room["seats"][ana.seat]["asked"])
            standin = ana.room["seats"][ana.seat]["standin"]
            assert (standin is None) == (answer == "confirm.play")
            await frames(app, 10)
            assert app.top is table  # asked once: not again
            await close_all([ana, b])

    run(main())
