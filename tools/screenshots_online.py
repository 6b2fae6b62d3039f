"""Screenshots of online play: the title's Play online, the lobby, a room with its invite link, a
table waiting for the other person, the other's words in bubbles, the reconnecting banner, the
results with the other's rematch wish, a game watched, a seat played by a stand-in bot with the
turn clock's time left on the panels (docs/screenshots/online_*.png).

A room server runs in this process on a free loopback port; the other player is a raw client.
Run: python tools/screenshots_online.py [out_dir]
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from pathlib import Path

from shotlib import DOCS_SHOTS, shot

from game.net.client import Client
from game.net.config import Config
from game.net.server import start
from game.storage import KEY_SETTINGS, MemoryBackend, Storage
from game.ui import theme
from game.ui.app import App
from game.ui.table.base import TableScene
from game.ui.testing import click, find, type_text
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until


async def main(out: Path) -> None:
    with tempfile.TemporaryDirectory() as data:
        cfg = Config(port=0, data=data, web=str(Path(data) / "no-page"))
        running = await start(cfg)
        try:
            app = App(storage=Storage(MemoryBackend()), seed=8)
            app.settings.server = f"127.0.0.1:{running.port}"
            await frames(app, 5)
            shot(app, out, "online_title.png")
            click(app, "online")
            scene = app.top
            click(app, "field.name")
            type_text(app, "Ana")
            scene.commit()
            while scene.new.game != "floriado":
                click(app, "game")
            await frames(app, 20)
            shot(app, out, "online_lobby.png")
            click(app, "options")  # how the new room is run
            click(app, "table.clock")
            click(app, "table.clock")
            await frames(app, 10)
            shot(app, out, "online_options.png")
            click(app, "table.done")
            click(app, "create")
            await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
            await frames(app, 20)
            shot(app, out, "online_room_waiting.png")
            click(app, "invite")  # Copy: the link on the clipboard, or "copy it by hand"
            await frames(app, 10)
            shot(app, out, "online_invite.png")
            await frames(app, 200)  # the toast gone
            ben = Client(running.url)
            await ben.connect()
            await ben.sit(scene.conn.room["code"], 1, "Ben")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            await frames(app, 20)
            shot(app, out, "online_room_ready.png")
            click(app, "start")
            await until(app, lambda: isinstance(app.top, TableScene))
            table = app.top
            rng = random.Random(3)
            shots = set()
            for _ in range(8000):
                if app.top.name == "results":
                    break
                if table.my_turn() and table.match.legal_actions() and not table.acting_blocked():
                    if table.match.actions_taken >= 6 and "banner" not in shots:
                        shots.add("banner")
                        # The server restarts: the table shows the banner until it is back.
                        port = running.port
                        await running.stop()
                        await table.match.conn.drop()
                        await until(app, lambda: table.match.reconnecting)
                        await frames(app, 30)
                        shot(app, out, "online_reconnecting.png")
                        cfg = Config(port=port, data=data, web=str(Path(data) / "no-page"))
                        running = await start(cfg)
                        await until(app, lambda: not table.match.reconnecting)
                        await ben.reconnect()
                        continue
                    table.human_act(rng.choice(table.match.legal_actions()))
                elif ben.my_turn:
                    if table.match.actions_taken >= 5 and "wait" not in shots:
                        shots.add("wait")
                        await frames(app, 60)
                        shot(app, out, "online_waiting.png")
                    if table.match.actions_taken >= 9 and "react" not in shots:
                        shots.add("react")  # a word each: bubbles at Ben's and Ana's seats
                        await ben.say(text="Nice one, I did not see that coming!")
                        table.match.say(react="flower")
                        await until(app, lambda: len(table.way.words.shown(app.time)) == 2)
                        await frames(app, 20)
                        shot(app, out, "online_reaction.png")
                    await ben.act(rng.choice(ben.legal))
                await frames(app)
            await frames(app, 90)
            shot(app, out, "online_results.png")
            # Ben wants a rematch: Ana's Rematch button says so.
            await ben.rematch(True)
            await until(app, lambda: find(app, "again").sub != "")
            await frames(app, 20)
            shot(app, out, "online_rematch.png")
            # A second game, left mid-way with Ana to play: the title and the list mark it.
            click(app, "menu")
            click(app, "online")
            scene = app.top
            while scene.new.game != "gloschli":
                click(app, "game")
            click(app, "create")
            await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
            await ben.close()
            ben = Client(running.url)
            await ben.connect()
            await ben.sit(scene.conn.room["code"], 1, "Ben")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            click(app, "start")
            await until(app, lambda: isinstance(app.top, TableScene))
            await ben.wait_for(lambda c: c.view is not None)
            while ben.my_turn:  # Ben plays his turn (a draw and a discard)
                await ben.act(ben.legal[0])
                await asyncio.sleep(0.05)
            again = App(storage=app.storage, seed=9)
            await until(again, lambda: find(again, "online").sub != "")
            await frames(again, 10)
            shot(again, out, "online_title_your_turn.png")
            click(again, "online")
            await until(again, lambda: len(again.top.games) == 2)
            await frames(again, 20)
            shot(again, out, "online_your_games.png")
            await ben.close()
            await watching(running.url, running.port, out)
            await phone_chat(running.url, running.port, out)
            await bot_seat(running.url, running.port, out)
        finally:
            await running.stop()


async def watching(url: str, port: int, out: Path) -> None:
    """Cleo watches a Gloschli game in play between two raw clients: the public view."""
    ana, ben = Client(url), Client(url)
    for c in (ana, ben):
        await c.connect()
    seated = await ana.create("gloschli", ["open", "open"], "Ana")
    await ben.sit(seated["code"], 1, "Ben")
    await ana.start()
    await ben.wait_for(lambda c: c.view is not None)
    rng = random.Random(5)
    for _ in range(6):
        for c in (ana, ben):
            if c.my_turn:
                n = c.n
                await c.act(rng.choice(c.legal))
                await c.wait_for(lambda x, n=n: x.n > n)
    app = App(storage=Storage(MemoryBackend()), seed=10)
    app.settings.server = f"127.0.0.1:{port}"
    click(app, "online")
    lobby = app.top
    lobby.fields["code"] = seated["code"]
    click(app, "join")
    await until(app, lambda: find(app, "watch") is not None)
    click(app, "watch")
    await until(app, lambda: isinstance(app.top, TableScene))
    await frames(app, 90)
    shot(app, out, "online_watching.png")
    await ana.close()
    await ben.close()


async def ana_creates(app: App, port: int, game: str, clock: str):
    """Ana opens Play online and creates a room of ``game`` on a ``clock`` turn clock."""
    app.settings.server = f"127.0.0.1:{port}"
    click(app, "online")
    scene = app.top
    scene.fields["name"] = "Ana"
    scene.new.table["clock"] = clock
    while scene.new.game != game:
        click(app, "game")
    click(app, "create")
    await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
    return scene


async def phone_chat(url: str, port: int, out: Path) -> None:
    """At a phone's text size, Ana's table with the log sheet open on its chat tab: what was
    said in the room, newest last; then the room where a seat gives its e-mail address for a
    slow game's reminders."""
    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"text_scale": theme.LARGEST, "hints": False})
    app = App(storage=storage, seed=12)
    scene = await ana_creates(app, port, "floriado", "1d")
    await until(app, lambda: find(app, "email") is not None)
    click(app, "email")
    await frames(app, 20)
    shot(app, out, "online_email.png")
    click(app, "email.back")
    ben = Client(url)
    await ben.connect()
    await ben.sit(scene.conn.room["code"], 1, "Ben")
    await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
    click(app, "start")
    await until(app, lambda: isinstance(app.top, TableScene))
    table = app.top
    await ben.wait_for(lambda c: c.view is not None)
    await ben.say(react="good_luck")
    table.match.say(react="sun")
    await ben.say(text="I have to feed the cat, back in a minute")
    table.match.say(text="Take your time!")
    await ben.say(react="bee")
    await until(app, lambda: len(table.match.chat) == 5)
    click(app, "log.toggle")
    click(app, "sheet.chat")
    await frames(app, 30)
    shot(app, out, "online_phone_chat.png")
    await ben.close()


async def bot_seat(url: str, port: int, out: Path) -> None:
    """Ana plays Via Gladiola on a five-minute clock; Ben leaves and a bot plays his seat: the
    panels say so, and Ana's says her time left."""
    app = App(storage=Storage(MemoryBackend()), seed=11)
    scene = await ana_creates(app, port, "via_gladiola", "5m")
    ben = Client(url)
    await ben.connect()
    await ben.sit(scene.conn.room["code"], 1, "Ben")
    await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
    click(app, "start")
    await until(app, lambda: isinstance(app.top, TableScene))
    table = app.top
    await ben.wait_for(lambda c: c.view is not None)
    await ben.leave()
    me = table.match.conn.seat
    await until(
        app, lambda: table.match.standin(1) is not None and table.match.current_player == me
    )
    await frames(app, 90)
    shot(app, out, "online_bot_seat.png")
    await ben.close()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS_SHOTS
    asyncio.run(main(target))
