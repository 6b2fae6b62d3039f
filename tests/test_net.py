"""The room server (game/net, docs/online.md): protocol, rooms, a whole game between two
clients, what each seat is sent, reconnecting, and the limits a hostile client meets.

Each test starts its own server on a free loopback port inside the test's event loop.
"""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest

from game.engine import rules_for
from game.net import protocol as P
from game.net.client import Client, NetError
from game.net.protocol import ProtocolError, normalize_code, parse_client
from tests.net_helpers import close_all, connected, in_process, play_turn, run, two_player_room

# -- protocol (pure) -------------------------------------------------------------------------


def test_room_codes_are_unambiguous_letters_typed_in_any_case() -> None:
    assert not set(P.CODE_LETTERS) & set("BDGILOQSUVZ0123456789")
    assert normalize_code(" hjk-mnp ") == "HJKMNP"
    for bad in ("HJKMN", "HJKMNO", "HJKMNP1", 123, None, "x" * 50):
        with pytest.raises(ProtocolError):
            normalize_code(bad)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        '"act"',
        '{"t": "fly"}',
        '{"t": "act", "n": 0}',  # a key missing
        '{"t": "act", "n": 0, "action": {"type": "draw"}, "seat": 1}',  # acting for a seat
        '{"t": "act", "n": -1, "action": {"type": "draw"}}',
        '{"t": "act", "n": true, "action": {"type": "draw"}}',
        '{"t": "act", "n": 1.0, "action": {"type": "draw"}}',
        '{"t": "act", "n": 0, "action": {"type": {"deep": [1]}}}',
        '{"t": "act", "n": 0, "action": {"type": "x", "a": [[[[[1]]]]]}}',
        '{"t": "create", "game": "floriado", "seats": ["open", "god"], "name": "A"}',
        '{"t": "create", "game": "floriado", "seats": ["open"], "name": "\\u0000"}',
        '{"t": "create", "game": "floriado", "seats": ["open"], "name": "' + "x" * 17 + '"}',
        '{"t": "sit", "code": "HJKMNP", "seat": 99, "name": "A"}',
        '{"t": "resume", "code": "HJKMNP", "token": "short"}',
        '{"t": "ping", "id": -5}',
        '{"t": "create", "game": "floriado", "seats": ["open"], "name": "A",'
        ' "table": {"clock": "2m"}}',
        '{"t": "create", "game": "floriado", "seats": ["open"], "name": "A",'
        ' "table": {"watch": 1}}',
        '{"t": "create", "game": "floriado", "seats": ["open"], "name": "A",'
        ' "table": {"admin": true}}',
        '{"t": "say"}',
        '{"t": "say", "react": "oops", "text": "hi"}',
        '{"t": "say", "text": "   "}',
        '{"t": "say", "text": ["hi"]}',
        '{"t": "rematch", "want": "yes"}',
        '{"t": "leave", "seat": 1}',
        '{"t": "email", "address": "no at sign"}',
        '{"t": "email", "address": "a@b.c\\r\\nBcc: x@y.z"}',
        '{"t": "watch", "code": "HJKMNP", "token": "' + "a" * 32 + '"}',
        "[" * 5000,
        '{"t": "ping", "pad": "' + "x" * P.MAX_MESSAGE + '"}',
    ],
)
def test_malformed_messages_are_refused_with_a_protocol_error(text: str) -> None:
    with pytest.raises(ProtocolError):
        parse_client(text)


def test_a_well_formed_message_is_kept_as_sent() -> None:
    msg = parse_client(
        '{"t": "act", "n": 3, "action": {"type": "move", "row": 1, "col": 2}, "id": 7}'
    )
    assert msg == {"t": "act", "n": 3, "action": {"type": "move", "row": 1, "col": 2}, "id": 7}


# -- rooms and a whole game -------------------------------------------------------------------


def test_two_clients_play_a_floriado_game_to_the_end(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url)
            assert a.room["seats"][1]["name"] == "Ben" and a.room["status"] == "playing"
            rng = random.Random(5)
            while await play_turn([a, b], rng):
                pass
            await b.wait_for(lambda c: c.over)
            room = srv.server.hub.rooms[a.code]
            assert a.result == b.result == json.loads(json.dumps(room.state.result().to_json()))
            # Every action reached both clients and the server's file (how many depends on
            # the room's random deal: a game where both are out early is short).
            kept = srv.server.store.load_actions(a.code)
            assert a.n == b.n == room.n == len(kept) >= 2
            assert srv.server.store.load_room(a.code).status == "over"  # kept for review
            await close_all([a, b])

    run(main())


def test_each_client_gets_only_its_seats_view_legal_actions_and_events(tmp_path) -> None:
    """Gloschli hides cards: every update a client receives is exactly its seat's view,
    legal actions only on its turn, events as seen_by(seat); no token or seed of anyone."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url, "gloschli")
            got: dict[int, list[dict]] = {0: [], 1: []}
            rng = random.Random(3)
            differs = 0
            for _ in range(30):
                for c in (a, b):
                    while not c.updates.empty():
                        got[c.seat].append(c.updates.get_nowait())
                room = srv.server.hub.rooms[a.code]
                for c in (a, b):
                    assert c.view == room.state.view(c.seat)
                    other = room.state.view(1 - c.seat)
                    differs += {**c.view, "seat": 0} != {**other, "seat": 0}
                    if c.my_turn:
                        assert c.legal == [x.to_json() for x in room.state.legal_actions()]
                    else:
                        assert c.legal == []
                if not await play_turn([a, b], rng):
                    break
            assert differs > 0, "the two seats know different cards"
            room = srv.server.hub.rooms[a.code]
            # Events: replay the game and compare what each seat was sent with seen_by.
            state = rules_for("gloschli").new_game(2, room.seed, room.options)
            expected: dict[int, list[dict]] = {0: [], 1: []}
            for action in room.actions[: max(u["n"] for u in got[0] + got[1])]:
                events = state.apply(rules_for("gloschli").action_from_json(action))
                for seat in (0, 1):
                    expected[seat] += [e.seen_by(seat).to_json() for e in events if e.seen_by(seat)]
            for seat in (0, 1):
                sent = [e for u in got[seat] for e in u["events"]]
                assert sent == expected[seat][: len(sent)] and len(sent) > 5
                hidden = sum(
                    1 for e in sent if e["type"] in ("drew", "peeked") and e.get("card") is None
                )
                assert hidden > 0, "the other seat's draws and peeks reach this seat blanked"
                text = json.dumps(got[seat])
                assert str(room.seed) not in text
                for s in room.seats:
                    assert s["token"] not in text
            assert b.token not in json.dumps(a.room) and a.token != b.token
            await close_all([a, b])

    run(main())


def test_an_illegal_action_is_an_error_to_that_client_only_and_changes_nothing(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url)
            mover, waiter = (a, b) if a.my_turn else (b, a)
            room = srv.server.hub.rooms[a.code]
            before = (room.n, room.state.to_json(), room.version)
            waiter_updates = waiter.updates.qsize()
            with pytest.raises(NetError) as err:
                await mover.act({"type": "move", "row": 99, "col": 0})
            assert err.value.code == P.E_ILLEGAL
            with pytest.raises(NetError) as err:  # not its turn
                await waiter.act(mover.legal[0])
            assert err.value.code == P.E_TURN
            assert (room.n, room.state.to_json(), room.version) == before
            assert waiter.updates.qsize() == waiter_updates and not waiter.errors
            n, move = mover.n, mover.legal[0]
            await mover.act(move)  # the one real move
            with pytest.raises(NetError) as err:  # the same message again: a replay
                await mover.request({"t": "act", "n": n, "action": move})
            assert err.value.code == P.E_STALE
            await waiter.wait_for(lambda c: c.n == n + 1)
            with pytest.raises(NetError) as err:  # another person is to act: no taking back
                await mover.undo()
            assert err.value.code == P.E_STATE and not mover.can_undo
            await asyncio.sleep(0.05)
            assert waiter.updates.qsize() == waiter_updates + 1 and not waiter.errors
            assert (room.n, room.version) == (before[0] + 1, before[2] + 1)
            await close_all([a, b])

    run(main())


def test_room_rules_host_seats_names_and_codes(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b, c = await connected(srv.url, 3)
            seated = await a.create("via_gladiola", ["open", "open", "easy"], "Ana")
            code = seated["code"]
            assert len(code) == 6 and set(code) <= set(P.CODE_LETTERS)
            assert len(seated["token"]) >= 22  # >= 128 bits
            room = await b.join(code)
            assert [s["kind"] for s in room["seats"]] == ["human", "open", "easy"]
            with pytest.raises(NetError) as err:
                await b.sit(code, 2, "Ben")  # a bot's seat
            assert err.value.code == P.E_SEAT
            with pytest.raises(NetError):
                await b.sit(code, 1, "ana")  # a name already at the table
            with pytest.raises(NetError) as err:
                await a.start()  # seat 1 still open
            assert err.value.code == P.E_STATE
            await b.sit(code, 1, "Ben")
            with pytest.raises(NetError) as err:
                await c.sit(code, 1, "Cy")
            assert err.value.code == P.E_SEAT
            with pytest.raises(NetError):
                await b.start()  # not the host
            await a.start()
            with pytest.raises(NetError) as err:
                await a.start()
            assert err.value.code == P.E_STATE
            with pytest.raises(NetError) as err:
                await c.join("ACEFHJ" if code != "ACEFHJ" else "ACEFHK")
            assert err.value.code == P.E_ROOM
            with pytest.raises(NetError):
                await c.create("chess", ["open", "open"], "Cy")
            with pytest.raises(NetError):
                await c.create("floriado", ["open"] * 3, "Cy")  # Floriado is for 2
            with pytest.raises(NetError):
                await c.create("floriado", ["open", "open"], "Cy", options={"start_player": 5})
            await close_all([a, b, c])

    run(main())


def test_bots_play_on_the_server(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (a,) = await connected(srv.url)
            await a.create("via_gladiola", ["random", "open", "easy"], "Ana")
            await a.start()
            rng = random.Random(2)
            while await play_turn([a], rng):
                pass
            room = srv.server.hub.rooms[a.code]
            assert room.state.is_over and {0, 2} <= set(room.actors)
            await a.close()

    run(main())


def test_undo_takes_back_ones_own_move_with_the_bots_replies(tmp_path) -> None:
    """Floriado hides nothing (FL-11): against a bot, one's last move can be taken back."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (a,) = await connected(srv.url)
            await a.create("floriado", ["open", "random"], "Ana", options={"start_player": 0})
            await a.start()
            await a.wait_for(lambda c: c.my_turn)
            view0 = a.view
            await a.act(a.legal[0])
            await a.wait_for(lambda c: c.my_turn and c.n == 2)
            assert a.can_undo
            reply = await a.undo()
            assert reply["reset"] and a.n == 0 and a.view == view0
            assert srv.server.store.count_actions(a.code) == 0
            await a.close()

    run(main())


def test_disconnect_and_reconnect_mid_turn_gets_the_events_missed(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url, "gloschli")
            rng = random.Random(9)
            for _ in range(4):
                await play_turn([a, b], rng)
            away = b
            seen = away.n
            await away.drop()
            for _ in range(6):  # the other seat plays on while b is away (and b's own turn)
                if a.over or not a.my_turn:
                    break
                await a.act(rng.choice(a.legal))
            room = srv.server.hub.rooms[a.code]
            while not away.updates.empty():
                away.updates.get_nowait()
            reply = await away.reconnect()
            assert reply["n"] == room.n and away.view == room.state.view(away.seat)
            assert not reply["reset"]
            expected = 0
            state = rules_for("gloschli").new_game(2, room.seed, room.options)
            for i, action in enumerate(room.actions):
                events = state.apply(rules_for("gloschli").action_from_json(action))
                if i >= seen:
                    expected += sum(1 for e in events if e.seen_by(away.seat) is not None)
            assert len(reply["events"]) == expected
            assert room.n > seen or away.my_turn
            # A second connection with a wrong token opens nothing.
            (c,) = await connected(srv.url)
            with pytest.raises(NetError) as err:
                await c.resume(a.code, "x" * 32)
            assert err.value.code == P.E_TOKEN
            while await play_turn([a, b], rng):
                pass
            await close_all([a, b, c])

    run(main())


# -- limits on hostile clients ------------------------------------------------------------------


def test_a_flooding_connection_is_rate_limited_then_closed(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (c,) = await connected(srv.url)
            for _ in range(300):
                if c.ws.closed:
                    break
                try:
                    await c.send_raw('{"t": "ping"}')
                except (ConnectionError, RuntimeError):
                    break
            await c.wait_for(lambda x: not x.connected, timeout=10)
            assert any(e["error"] == P.E_RATE for e in c.errors)
            assert srv.server.counts["closed_hostile"] == 1
            # a fresh connection from the same address still works
            (d,) = await connected(srv.url)
            assert (await d.ping())["t"] == "pong"
            await close_all([c, d])

    run(main())


def test_oversized_and_binary_frames_are_refused(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (c,) = await connected(srv.url)
            await c.ws.send_bytes(b"\x00\x01")
            await c.wait_for(lambda x: x.errors)
            assert c.errors[0]["error"] == P.E_BAD
            await c.send_raw("x" * (P.MAX_MESSAGE + 10))
            await c.wait_for(lambda x: not x.connected, timeout=10)
            assert c.ws.close_code == 1009  # message too big
            await c.close()

    run(main())


def test_room_codes_cannot_be_enumerated(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (owner, guesser) = await connected(srv.url, 2)
            code = (await owner.create("floriado", ["open", "open"], "Ana"))["code"]
            rng = random.Random(1)
            refused = 0
            for _ in range(16):
                guess = "".join(rng.choice(P.CODE_LETTERS) for _ in range(6))
                if guess == code:
                    continue
                try:
                    await guesser.join(guess)
                except NetError as exc:
                    refused += exc.code == P.E_RATE
            assert refused >= 5, "after 10 misses every look-up is refused for a while"
            (again,) = await connected(srv.url)  # a new connection from the same address
            with pytest.raises(NetError) as err:  # even the right code, for now
                await again.join(code)
            assert err.value.code == P.E_RATE
            await close_all([owner, guesser, again])

    run(main())


def test_the_origin_allow_list(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path, origins=("https://meadow.example",)) as srv:
            ok = Client(srv.url, origin="https://meadow.example")
            await ok.connect()
            assert (await ok.ping())["t"] == "pong"
            bad = Client(srv.url, origin="https://evil.example")
            with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                await bad.connect()
            assert err.value.status == 403
            await close_all([ok, bad])

    run(main())


def test_one_process_serves_the_page_and_the_rooms(tmp_path) -> None:
    page = tmp_path / "web"
    page.mkdir()
    (page / "index.html").write_text("<title>Meadow</title>", encoding="utf-8")
    (page / "meadow.apk").write_bytes(b"PK\x03\x04")

    async def main() -> None:
        cfg = dict(web=str(page))
        from game.net.config import Config
        from game.net.server import start

        srv = await start(Config(port=0, data=str(tmp_path / "data"), **cfg))
        try:
            base = f"http://127.0.0.1:{srv.port}"
            async with aiohttp.ClientSession() as http:
                async with http.get(base + "/") as r:
                    assert r.status == 200 and "Meadow" in await r.text()
                async with http.get(base + "/meadow.apk") as r:
                    assert r.status == 200 and await r.read() == b"PK\x03\x04"
                async with http.get(base + "/../data/meadow.sqlite") as r:
                    assert r.status == 404
            (c,) = await connected(srv.url)
            assert (await c.ping())["t"] == "pong"
            await c.close()
        finally:
            await srv.stop()

    run(main())


def test_status_lists_ones_games_with_your_turn_marked(tmp_path) -> None:
    """What a Continue list needs: from the (code, token) pairs a device keeps, each game's
    state and whether it is that seat's turn; a wrong token opens nothing."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url)
            (c,) = await connected(srv.url)
            games = await c.status([(a.code, a.token), (b.code, b.token), (a.code, "y" * 32)])
            assert [g.get("seat") for g in games[:2]] == [0, 1]
            assert [g["your_turn"] for g in games[:2]] == [a.my_turn, b.my_turn]
            assert sum(g["your_turn"] for g in games[:2]) == 1
            assert games[0]["names"] == ["Ana", "Ben"] and games[0]["status"] == "playing"
            assert games[2] == {"code": a.code, "error": P.E_TOKEN}
            assert a.token not in json.dumps(games) and "token" not in games[0]
            await close_all([a, b, c])

    run(main())


def test_rooms_never_started_are_deleted_after_a_week_games_are_kept(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await two_player_room(srv.url)  # a game: kept
            (c,) = await connected(srv.url)
            lobby = (await c.create("floriado", ["open", "open"], "Cy"))["code"]
            await c.close()
            db = srv.server.store.db
            db.execute("UPDATE rooms SET updated=updated-8*86400")
            assert srv.server.expire_lobbies() == [lobby]
            (d,) = await connected(srv.url)
            with pytest.raises(NetError) as err:
                await d.join(lobby)
            assert err.value.code == P.E_ROOM
            assert (await d.join(a.code))["status"] == "playing"
            await close_all([a, b, d])

    run(main())
