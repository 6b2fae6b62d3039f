"""Screenshots of the history kept wherever a player looks: an online Gloschli seat's log
after the window was closed and the game opened again (online_log_resumed.png), the other
device saying who is away (online_away.png), a three-person hot seat's news since the last turn
opened at its newest lines (pass_news_newest.png) and Floriado's legends with the red cross
(floriado_legend.png). The coach's lines in each game: tools/screenshots_coach.py.

A room server runs in this process on a free loopback port; the other player is a raw client.
Run: python tools/screenshots_history.py [out_dir]
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from pathlib import Path

from shotlib import DOCS_SHOTS, shot

from game.core.catalog import spec
from game.core.match import Seat
from game.games.gloschli.rules import Call
from game.net.client import Client
from game.net.config import Config
from game.net.server import start
from game.storage import MemoryBackend, Storage
from game.ui import navigator
from game.ui import testing as T
from game.ui.app import App
from game.ui.scenes.pass_device import PassScene
from game.ui.table.base import TableScene
from game.ui.testing import click, find
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until


def is_table(scene: object) -> bool:
    return isinstance(scene, TableScene)


async def online(out: Path) -> None:
    with tempfile.TemporaryDirectory() as data:
        cfg = Config(port=0, data=data, web=str(Path(data) / "no-page"))
        running = await start(cfg)
        try:
            storage = Storage(MemoryBackend())
            app = App(storage=storage, seed=8)
            app.settings.server = f"127.0.0.1:{running.port}"
            app.settings.speed = 0.0
            click(app, "online")
            scene = app.top
            scene.fields["name"] = "Ana"
            while scene.new.game != "gloschli":
                click(app, "game")
            click(app, "create")
            await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
            code = scene.conn.room["code"]
            ben = Client(f"ws://127.0.0.1:{running.port}/ws")
            await ben.connect()
            await ben.sit(code, 1, "Ben")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            click(app, "start")
            await until(app, lambda: is_table(app.top))
            table = app.top
            rng = random.Random(8)
            for _ in range(3000):
                if table.match.actions_taken >= 16 and table.my_turn():
                    break
                for wid in ("gl.hide", "gl.next_round"):
                    if find(app, wid) is not None:
                        click(app, wid)
                if table.my_turn() and table.match.legal_actions() and not table.acting_blocked():
                    legal = [a for a in table.match.legal_actions() if not isinstance(a, Call)]
                    table.human_act(rng.choice(legal))
                elif ben.my_turn:
                    await ben.act(rng.choice([a for a in ben.legal if a.get("type") != "call"]))
                await frames(app)
            await frames(app, 5)
            app.reset(navigator.make("title", app))  # the window is closed
            await frames(app, 3)
            again = App(storage=storage, seed=9)  # and the game opened again
            again.settings.server = f"127.0.0.1:{running.port}"
            click(again, "online")
            await until(again, lambda: bool(again.top.games))
            click(again, f"mine.{code}")
            await until(again, lambda: is_table(again.top))
            back = again.top
            await until(again, lambda: not back.timeline.busy)
            await frames(again, 20)
            shot(again, out, "online_log_resumed.png")
            # Ben's turn, then his window closes: Ana's table says he is away.
            for _ in range(600):
                if ben.my_turn:
                    break
                if back.my_turn() and back.match.legal_actions() and not back.acting_blocked():
                    legal = [a for a in back.match.legal_actions() if not isinstance(a, Call)]
                    back.human_act(rng.choice(legal))
                await frames(again)
            await ben.close()
            await until(again, lambda: "away" in back.status_text()[0])
            await frames(again, 10)
            shot(again, out, "online_away.png")
            again.reset(navigator.make("title", again))
            await frames(again, 3)
        finally:
            await running.stop()


def pass_news(out: Path) -> None:
    """Three people at one device: Ben's screen after a long round of the others."""
    app = T.new_app(hints=False)
    T.run(app, 2)
    seats = [Seat(n, "human") for n in ("Anna", "Ben", "Carla")]
    navigator.start_game(app, spec("gloschli"), seats, {"start_player": 0})
    T.run(app, 2)
    table = next(s for s in app.scenes if s.name == "gloschli")
    rng = random.Random(11)
    for _ in range(20000):
        top = app.top
        if top.name == "pass":
            if top.seat == 1 and len(top.lines) > top.shown:
                break
            T.click(app, "pass.ready")
            continue
        if table.memo_hold:
            table.choice.hide_held()
        if top is table and table.my_turn():
            legal = [a for a in table.match.legal_actions() if not isinstance(a, Call)]
            table.perform(rng.choice(legal))
        T.run(app, 1)
    if app.top.name != "pass" or len(app.top.lines) <= app.top.shown:
        # a long round: the others' lines since Ben's turn, more than the box shows
        others = [e for e in table.match.session.log if e.get("seat") not in (None, 1)]
        table.match.session.log.extend(dict(e) for e in others * 3)
        while app.top is not table:
            app.pop()
        app.push(PassScene(app, table, 1))
    T.run(app, 4)
    shot(app, out, "pass_news_newest.png")


def floriado_legend(out: Path) -> None:
    """A later Floriado turn with a card that would leave Anna out: its red cross, legended."""
    app = T.new_app(hints=False, log_open=True)
    seats = [Seat("Anna", "human"), Seat("Ben", "easy")]
    navigator.start_game(app, spec("floriado"), seats, {"start_player": 0})
    T.run(app, 2)
    table = next(s for s in app.scenes if s.name == "floriado")
    rng = random.Random(1)
    for _ in range(20000):
        if table.my_turn() and not table.timeline.busy and not table.acting_blocked():
            if not table.first_turn() and table.dooms():
                break
            table.perform(rng.choice(table.match.legal_actions()))
        T.rest(app)
    table.pointer = (-50, -50)
    T.run(app, 6)
    shot(app, out, "floriado_legend.png")


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS
    target.mkdir(parents=True, exist_ok=True)
    asyncio.run(online(target))
    pass_news(target)
    floriado_legend(target)
