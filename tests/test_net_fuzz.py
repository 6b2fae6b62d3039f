"""Thousands of hostile messages against a server with games in play: none of them changes a
room, none reaches another client, and afterwards every room plays on to its end and every
stored game replays (docs/online.md, "Hostile clients").

Hostile connections here include insiders holding a real seat token (acting out of turn,
replaying old messages, taking back what they may not) and outsiders (junk text and bytes,
oversized and deeply nested frames, mutated requests, guessed codes and tokens). The server's
rate limits are raised for this test so that every message reaches the parser; the limits
themselves are tested in test_net.py.
"""

from __future__ import annotations

import asyncio
import json
import random

from game.core.contract import IllegalAction
from game.net import protocol as P
from game.net.client import Client
from game.net.rooms import Hub
from game.net.store import Store
from tests.net_helpers import close_all, in_process, play_turn, run

HOSTILE_MESSAGES = 6000
ROOMS = [("floriado", 2), ("gloschli", 3), ("via_gladiola", 3), ("gloschli", 2), ("floriado", 2)]
LIMITS = dict(msg_rate=1e6, msg_burst=1e6, lookup_burst=1e6, create_burst=1e6, create_per_min=1e6)
LIMITS["max_per_ip"] = 10_000


def _junk(rng: random.Random) -> str | bytes:
    """A hostile frame that no room may act on."""
    pick = rng.randrange(14)
    if pick == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if pick == 1:
        return "".join(chr(rng.randrange(1, 0x2FF)) for _ in range(rng.randrange(1, 200)))
    if pick == 2:
        return "[" * rng.randrange(10, 3000)
    if pick == 3:
        return json.dumps({"t": "ping", "pad": "x" * (P.MAX_MESSAGE + rng.randrange(100))})
    if pick == 4:
        code = "".join(rng.choice(P.CODE_LETTERS) for _ in range(6))
        return json.dumps({"t": "join", "code": code})
    if pick == 5:
        code = "".join(rng.choice(P.CODE_LETTERS) for _ in range(6))
        token = "".join(rng.choice("abcdefghijkLMNOP0123456789-_") for _ in range(32))
        return json.dumps({"t": "resume", "code": code, "token": token})
    if pick == 6:
        return json.dumps({"t": "act", "n": rng.randrange(50), "action": {"type": "draw"}})
    if pick == 7:
        return json.dumps({"t": "start"})
    if pick == 8:
        return json.dumps({"t": rng.choice(["act", "sit", "create", "undo"]), "x": [1, {"y": 2}]})
    if pick == 9:
        return json.dumps({"t": "create", "game": "floriado", "seats": ["open"] * 9, "name": "x"})
    if pick == 10:
        return json.dumps({"t": "act", "n": 1e300, "action": {"type": None}})
    if pick == 11:
        return json.dumps({"t": "sit", "code": "hjkmnp", "seat": -1, "name": "\u202e"})
    if pick == 12:
        return json.dumps({"t": "undo", "n": True})
    return json.dumps([{"t": "ping"}] * rng.randrange(1, 50))


def _junk_action(rng: random.Random) -> dict:
    kinds = ["draw", "move", "pick", "walk", "rest", "swap_into", "peek", "x", "", "call"]
    action: dict = {"type": rng.choice(kinds)}
    for key in rng.sample(["row", "col", "slot", "seat", "facing", "card", "use_power"], 2):
        action[key] = rng.choice([-1, 99, 2**40, "up", None, True, 0.5, [1, 2], {"kind": 9}])
    return action


def _illegal_now(room, action: dict) -> bool:
    """Whether the engine refuses ``action`` in the room's current state (checked on a copy:
    a junk action that happens to be legal is not sent)."""
    try:
        room.state.clone().apply(
            room.rules.action_from_json(action), seat=room.state.current_player
        )
    except (IllegalAction, ValueError, KeyError, TypeError):
        return True
    return False


async def _rooms_in_play(url: str, rng: random.Random) -> list[list[Client]]:
    """Each of ROOMS created, filled by its players, started and a few turns into its game."""
    tables: list[list[Client]] = []
    for game, players in ROOMS:
        clients = [Client(url) for _ in range(players)]
        for c in clients:
            await c.connect()
        code = (await clients[0].create(game, ["open"] * players, "P0"))["code"]
        for i, c in enumerate(clients[1:], 1):
            await c.sit(code, i, f"P{i}")
        await clients[0].start()
        for c in clients:
            await c.wait_for(lambda x: x.view is not None)
        for _ in range(rng.randrange(2, 8)):
            await play_turn(clients, rng)
        tables.append(clients)
    return tables


def _insider_message(wrng: random.Random, room, seat: int) -> dict | None:
    """What a player holding ``seat`` of ``room`` may try and must be refused; None when the
    draw happened to be legal (then nothing is sent)."""
    choice = wrng.randrange(5)
    if choice == 0:  # a replay of an old move, or one from the future
        n = wrng.choice([room.n - 1, room.n - 3, room.n + 1, 0])
        msg = {"t": "act", "n": max(n, 0), "action": {"type": "draw"}}
        if n == room.n:
            msg["n"] = room.n + 1
        return msg
    if choice == 1:  # an action for the current n: out of turn or junk
        action = _junk_action(wrng)
        if room.state.current_player == seat and not _illegal_now(room, action):
            return None
        if room.state.current_player != seat and wrng.random() < 0.5:
            legal = room.state.legal_actions()
            action = wrng.choice(legal).to_json()  # someone else's move
        return {"t": "act", "n": room.n, "action": action}
    if choice == 2:
        if room.undo_target(seat) is not None:
            return None
        return {"t": "undo", "n": room.n}
    if choice == 3:
        return {"t": wrng.choice(["start", "sit"]), "code": room.code}
    return {"t": "sit", "code": room.code, "seat": 0, "name": "Mallory"}


async def _hostile(
    srv, tables: list[list[Client]], counts: dict[str, int], worker: int, budget: int
) -> None:
    """One hostile connection after another (an insider on even ``worker``s) until ``budget``
    messages are sent; a connection the server closes is replaced."""
    hub = srv.server.hub
    wrng = random.Random(worker)
    c: Client | None = None
    mine = 0
    for _ in range(budget * 3):
        if mine >= budget:
            break
        if c is None or not c.connected:
            if c is not None:
                counts["closed_by_server"] += 1
                counts["errors"] += len(c.errors)
                await c.close()
            c = Client(srv.url)
            await c.connect()
            if worker % 2 == 0:  # an insider: a real seat of some room
                t = tables[wrng.randrange(len(tables))]
                victim = wrng.choice(t)
                await c.resume(victim.code, victim.token)
        room = hub.rooms.get(c.code) if c.code else None
        if room is not None and c.seat is not None:
            counts["insider"] += 1
            msg = _insider_message(wrng, room, c.seat)
            if msg is None:
                continue
            text: str | bytes = json.dumps(msg)
        else:
            counts["outsider"] += 1
            text = _junk(wrng)
        try:
            if isinstance(text, bytes):
                await c.ws.send_bytes(text)
            else:
                await c.send_raw(text)
            counts["sent"] += 1
            mine += 1
        except (ConnectionError, RuntimeError):
            pass
        await asyncio.sleep(0)  # the server (same loop) reads as it comes
    if c is not None:
        await asyncio.sleep(0.2)
        counts["errors"] += len(c.errors)
        await c.close()


def test_thousands_of_hostile_messages_change_nothing(tmp_path) -> None:
    counts = {"sent": 0, "errors": 0, "closed_by_server": 0, "insider": 0, "outsider": 0}

    async def main() -> None:
        async with in_process(tmp_path, **LIMITS) as srv:
            rng = random.Random(2026)
            tables = await _rooms_in_play(srv.url, rng)
            rooms = [srv.server.hub.rooms[t[0].code] for t in tables]
            snapshot = [
                (r.n, r.version, r.epoch, r.state.to_json(), json.dumps(r.seats)) for r in rooms
            ]
            writes = srv.server.store.writes
            updates = [[c.updates.qsize() for c in t] for t in tables]

            workers = 16
            server_before = dict(srv.server.counts)
            await asyncio.gather(
                *(
                    _hostile(srv, tables, counts, w, HOSTILE_MESSAGES // workers)
                    for w in range(workers)
                )
            )
            await asyncio.sleep(0.3)
            for key in ("messages", "refused", "closed_hostile"):
                counts[f"server_{key}"] = srv.server.counts[key] - server_before[key]

            for room, before in zip(rooms, snapshot):
                after = (
                    room.n,
                    room.version,
                    room.epoch,
                    room.state.to_json(),
                    json.dumps(room.seats),
                )
                assert after == before, f"room {room.code} changed"
            assert srv.server.store.writes == writes
            for t, before in zip(tables, updates):
                assert [c.updates.qsize() for c in t] == before  # nothing reached the players
                assert all(not c.errors for c in t)
            # Every room plays on to its end.
            for clients in tables:
                while await play_turn(clients, rng):
                    pass
                assert all(c.over for c in clients)
            await close_all([c for t in tables for c in t])
            codes = [r.code for r in rooms]
            finals = {r.code: r.state.to_json() for r in rooms}
        # Every stored game replays to the state the server held.
        fresh = Hub(Store(str(tmp_path / "meadow.sqlite")))
        for code in codes:
            room = fresh.get(code)
            assert room.state.to_json() == finals[code] and room.state.is_over
            again = room.rules.replay(len(room.seats), room.seed, room.options, room.actions)
            assert again.to_json() == finals[code]

    run(main())
    print(f"\nfuzz: {counts}")
    assert counts["sent"] >= HOSTILE_MESSAGES * 0.9
    assert counts["insider"] > 500 and counts["outsider"] > 500
    # Text frames the server read (binary and oversized frames end before the parser), and
    # every one of them refused: nothing hostile was accepted. How many reach the parser depends
    # on when the server closes a flooding connection (a matter of timing: 3,500 to 4,300 of
    # the 6,000 were seen), so the floor asks for thousands, not a share seen on one machine.
    assert counts["server_messages"] >= HOSTILE_MESSAGES // 3
    assert counts["server_refused"] >= counts["server_messages"] - counts["server_closed_hostile"]
