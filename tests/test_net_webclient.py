"""The page's client (game/net/webclient.py) against the real room server.

The browser's WebSocket is replaced by a stand-in of its JavaScript bridge (``window.meadowNet``:
open, state, send, take, close) made of an aiohttp websocket in the test's loop; everything on
the Python side — polling the queue, requests and answers, a drop and a reconnection, the
RemoteMatch a table reads — is the page's own code.
"""

from __future__ import annotations

import asyncio
import json
import random
import re

import aiohttp

from game.net.remote import RemoteMatch
from game.net.webclient import BRIDGE, WebClient
from tests.net_helpers import in_process, run


class StandInNet:
    """``window.meadowNet`` with the bridge's semantics, over aiohttp."""

    def __init__(self) -> None:
        self.session = aiohttp.ClientSession()
        self.socks: dict[int, dict] = {}
        self.next = 1

    def open(self, url: str) -> int:
        sid, self.next = self.next, self.next + 1
        s = self.socks[sid] = {"inbox": [], "state": 0, "ws": None}

        async def run_socket() -> None:
            try:
                s["ws"] = await self.session.ws_connect(url)
                s["state"] = 1
                async for msg in s["ws"]:
                    if msg.type == aiohttp.WSMsgType.TEXT:
                        s["inbox"].append(msg.data)
            except Exception:
                pass
            s["state"] = 3

        s["task"] = asyncio.ensure_future(run_socket())
        return sid

    def state(self, sid: int) -> int:
        s = self.socks.get(sid)
        return s["state"] if s else 3

    def send(self, sid: int, text: str) -> bool:
        s = self.socks.get(sid)
        if not s or s["state"] != 1:
            return False
        asyncio.ensure_future(s["ws"].send_str(text))
        return True

    def take(self, sid: int) -> str:
        s = self.socks.get(sid)
        if not s or not s["inbox"]:
            return ""
        out, s["inbox"] = json.dumps(s["inbox"]), []
        return out

    def close(self, sid: int) -> None:
        s = self.socks.pop(sid, None)
        if s and s["ws"] is not None:
            asyncio.ensure_future(s["ws"].close())


class StandInWindow:
    """A page whose ``eval`` of the bridge installs the stand-in."""

    def __init__(self) -> None:
        self.evals = 0

    def eval(self, code: str) -> None:
        assert code == BRIDGE
        self.evals += 1
        self.meadowNet = StandInNet()


def test_the_bridge_offers_what_the_client_calls() -> None:
    names = set(re.findall(r"^    (\w+): function", BRIDGE, re.M))
    assert names == {"open", "state", "send", "take", "close"}
    assert "new WebSocket(url)" in BRIDGE and "window.meadowNet" in BRIDGE


def test_two_page_clients_play_a_floriado_game_with_a_drop(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            window = StandInWindow()
            a, b = WebClient(srv.url, window=window), WebClient(srv.url, window=window)
            await a.connect()
            await b.connect()
            assert window.evals == 1  # installed once per page
            seated = await a.create("floriado", ["open", "open"], "Ana")
            await b.sit(seated["code"], 1, "Ben")
            await a.start()
            await b.wait_for(lambda c: c.view is not None)
            matches = [RemoteMatch(a), RemoteMatch(b)]
            rng = random.Random(2)
            seen = [0, 0]
            dropped = False
            for _ in range(3000):
                if all(m.is_over for m in matches):
                    break
                for i, m in enumerate(matches):
                    seen[i] += len(m.take_events())
                    legal = m.legal_actions()
                    if not legal:
                        continue
                    if not dropped and m.actions_taken >= 3:  # mid-turn: drop and come back
                        dropped = True
                        await m.conn.drop()
                        assert not m.conn.connected
                        await m.conn.reconnect()
                        continue
                    m.submit(rng.choice(legal))
                await asyncio.sleep(0.005)
            await a.wait_for(lambda c: c.over)
            room = srv.server.hub.rooms[seated["code"]]
            assert dropped and all(m.is_over for m in matches)
            assert matches[0].result().winners == room.state.result().winners
            assert a.view == room.state.view(0) and b.view == room.state.view(1)
            assert min(seen) > 5
            await a.close()
            await b.close()
            assert not a.connected
            await window.meadowNet.session.close()

    run(main())


def test_an_unreachable_server_is_an_error_in_words(tmp_path) -> None:
    async def main() -> None:
        window = StandInWindow()
        client = WebClient("ws://127.0.0.1:9/ws", timeout=5.0, window=window)
        try:
            await client.connect()
        except Exception as exc:
            assert getattr(exc, "code", None) == "closed"
        else:
            raise AssertionError("connected to nothing")
        await window.meadowNet.session.close()

    run(main())
