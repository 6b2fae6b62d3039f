"""Tables people come back to, through the real server with real clients (docs/online.md,
"Tables people come back to"): watching, a word to the table, leaving and conceding with a
bot standing in, turn clocks on a fake clock across a restart (SQLite and PostgreSQL), the
rematch, e-mail reminders to a local SMTP sink, the open rooms, and the outsider's findings."""

from __future__ import annotations

import asyncio
import json
import logging
import random
from typing import Any

import aiohttp
import pytest

from game.net.client import Client
from game.net.conn import NetError
from game.net.protocol import CLOCKS, MAX_TEXT
from tests.net_helpers import (
    close_all,
    connected,
    in_process,
    mail_sink,
    play_turn,
    postgres,  # noqa: F401  (the module's PostgreSQL fixture)
    run,
)


class Clock:
    """The turn clocks' time, moved by the test."""

    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


async def _room(url: str, game: str, seats: list[str], table: dict, names=("Ana", "Ben")):
    """A room created by Ana with ``table``; Ben sits at the second open seat; started."""
    clients = await connected(url, seats.count("open"))
    a = clients[0]
    seated = await a.create(game, seats, names[0], table=table)
    code = seated["code"]
    opens = [i for i, s in enumerate(seats) if s == "open"]
    for c, seat, name in zip(clients[1:], opens[1:], names[1:]):
        await c.join(code)
        await c.sit(code, seat, name)
    await a.start()
    for c in clients:
        await c.wait_for(lambda x: x.view is not None)
    return clients


def _leaves(value: Any, path: tuple = ()) -> list[tuple[tuple, Any]]:
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in _leaves(v, (*path, k))]
    if isinstance(value, list):
        return [x for i, v in enumerate(value) for x in _leaves(v, (*path, i))]
    return [(path, value)]


def _at(view: Any, path: tuple) -> Any:
    for k in path:
        view = view[k]
    return view


def test_a_watcher_gets_the_public_view_live_and_no_hidden_card(tmp_path) -> None:
    """Gloschli hides cards: everything a watcher is sent is what every seat sees alike
    (each value it holds is the same in every seat's view), draws and peeks blanked, no
    token or seed; the players see one watcher; the host may turn watching off."""

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await _room(srv.url, "gloschli", ["open", "open"], {})
            (w,) = await connected(srv.url)
            reply = await w.watch(a.code.lower())
            assert reply["watching"] and reply["you"] is None
            await a.wait_for(lambda c: c.room["watchers"] == 1)
            sent: list[dict] = []
            rng = random.Random(7)
            hidden_somewhere = 0
            for _ in range(25):
                if not await play_turn([a, b], rng):
                    break
                await w.wait_for(lambda c: c.n == a.n)
                while not w.updates.empty():
                    sent.append(w.updates.get_nowait())
                room = srv.server.hub.rooms[a.code]
                views = [room.state.view(s) for s in range(2)]
                for path, value in _leaves(w.view):
                    if value is not None:
                        assert all(_at(v, path) == value for v in views), path
                hidden_somewhere += sum(v != w.view for v in views)
                assert w.legal == [] and w.seat is None
            assert hidden_somewhere > 0 and len(sent) > 5
            for msg in sent:
                for e in msg["events"]:
                    if e["type"] in ("drew", "peeked"):
                        assert e.get("card") is None
            text = json.dumps(sent)
            room = srv.server.hub.rooms[a.code]
            assert str(room.seed) not in text
            for s in room.seats:
                assert s["token"] not in text
            with pytest.raises(NetError) as refused:
                await w.act({"type": "draw"})
            assert refused.value.code == "seat"
            await w.close()
            await a.wait_for(lambda c: c.room["watchers"] == 0)
            # A room whose host said no to watchers.
            (h,) = await connected(srv.url)
            closed = await h.create("floriado", ["open", "easy"], "Cleo", table={"watch": False})
            (w2,) = await connected(srv.url)
            with pytest.raises(NetError) as off:
                await w2.watch(closed["code"])
            assert off.value.code == "not_allowed"
            await close_all([a, b, h, w2])

    run(main())


def test_a_word_to_the_table_reaches_players_and_watchers_and_is_kept(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path, say_burst=3.0) as srv:
            a, b = await _room(srv.url, "floriado", ["open", "open"], {})
            (w,) = await connected(srv.url)
            await w.watch(a.code)
            await a.say(react="well_played")
            await b.say(text="one\x07 minute,\n\tplease \u202e")
            for c in (a, b, w):
                await c.wait_for(lambda x: len(x.chat) == 2)
                first, second = c.chat
                assert first["react"] == "well_played" and first["name"] == "Ana"
                assert second["text"] == "one minute, please" and second["seat"] == 1
            for bad in ({"text": "x" * (MAX_TEXT + 1)}, {"react": "rude"}, {"text": "\x00\x01"}):
                with pytest.raises(NetError) as refused:
                    await a.say(**bad)
                assert refused.value.code == "bad_message"
            with pytest.raises(NetError) as silent:  # a watcher has no seat to speak from
                await w.say(react="oops")
            assert silent.value.code == "seat"
            await a.say(react="oops")
            await a.say(react="sun")
            with pytest.raises(NetError) as flood:  # her fourth line within a moment
                await a.say(react="bee")
            assert flood.value.code == "rate_limited"
            # Kept with the game: a device coming back gets the lines.
            (b2,) = await connected(srv.url)
            await b2.resume(b.code, b.token)
            await b2.wait_for(lambda x: len(x.chat) == 4)
            assert [line.get("react") for line in b2.chat] == [
                "well_played",
                None,
                "oops",
                "sun",
            ]
            # The host may turn free text off; reactions stay.
            c, d = await _room(srv.url, "floriado", ["open", "open"], {"chat": False})
            with pytest.raises(NetError) as off:
                await c.say(text="hello")
            assert off.value.code == "not_allowed"
            assert (await d.say(react="good_luck"))["t"] == "ok"
            await close_all([a, b, w, b2, c, d])

    run(main())


def test_leave_and_concede_a_bot_stands_in_and_the_record_says_so(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await _room(srv.url, "floriado", ["open", "open"], {"standin": "random"})
            rng = random.Random(2)
            await play_turn([a, b], rng)
            await b.leave()
            await a.wait_for(lambda c: c.room["seats"][1]["standin"] == "random")
            (looker,) = await connected(srv.url)  # Ben's device lists his games: no resume
            (game,) = await looker.status([(b.code, b.token)])
            assert game["standin"] == "random" and not game["your_turn"]
            await looker.close()
            # Ana plays; the bot plays Ben's turns meanwhile.
            for _ in range(3):
                await a.wait_for(lambda c: c.my_turn or c.over)
                if a.over:
                    break
                n = a.n
                await a.act(rng.choice(a.legal))
                await a.wait_for(lambda c, n=n: c.n > n + 1 or c.over)
            assert a.standin, "Ben's moves were made by the bot"
            made = set(a.standin)
            room = srv.server.hub.rooms[a.code]
            assert all(room.actors[i] == 1 for i in made)
            assert srv.server.store.standins(a.code) == {i: "random" for i in made}
            # Ben takes his seat back with his token.
            await b.reconnect()
            await a.wait_for(lambda c: c.room["seats"][1]["standin"] is None)
            # Ana concedes: the bot plays her seat to the end, and a resume does not undo it.
            await a.concede()
            await b.wait_for(lambda c: c.room["seats"][0]["conceded"])
            while not b.over:
                await b.wait_for(lambda c: c.my_turn or c.over)
                if b.my_turn:
                    n = b.n
                    await b.act(rng.choice(b.legal))
                    await b.wait_for(lambda c, n=n: c.n > n or c.over)
            await a.reconnect()
            assert a.room["seats"][0]["conceded"] and a.room["seats"][0]["standin"] == "random"
            record = await b.record()
            assert set(record["standin"]) >= made and len(record["standin"]) > len(made)
            await close_all([a, b])

    run(main())


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_a_turn_clock_runs_out_across_a_restart_and_a_bot_plays_the_seat(
    tmp_path, request, backend
) -> None:
    url = (
        f"sqlite:///{tmp_path}/meadow.sqlite"
        if backend == "sqlite"
        else request.getfixturevalue("postgres").new_database()
    )
    clock = Clock()

    async def main() -> None:
        opts = dict(database=url, clock_sweep=3600.0)
        async with in_process(tmp_path, **opts) as srv:
            srv.server.hub.now = clock
            a, b = await _room(srv.url, "floriado", ["open", "open"], {"clock": "1m"})
            turn = CLOCKS["1m"]
            cur = a.current
            assert a.clock == {"seat": cur, "left": turn, "turn": turn}
            assert a.room["seats"][cur]["left"] == turn
            clock.t += 30
            assert await srv.server.sweep_clocks() == 0
            code, tokens = a.code, (a.token, b.token)
            await close_all([a, b])
        clock.t += 31  # the deadline passes while no server runs
        async with in_process(tmp_path, **opts) as srv:
            srv.server.hub.now = clock
            assert await srv.server.sweep_clocks() == 1
            assert await srv.server.sweep_clocks() == 0  # once
            other = 1 - cur
            (c,) = await connected(srv.url)
            await c.resume(code, tokens[other])
            # The bot played the late seat's turn; now it is the other person's, timed.
            await c.wait_for(lambda x: x.my_turn)
            assert c.room["seats"][cur]["standin"] == "medium"
            assert c.standin and c.clock is not None and c.clock["seat"] == other
            assert srv.server.store.standins(code)
            # The late player comes back: the seat is theirs again.
            (d,) = await connected(srv.url)
            await d.resume(code, tokens[cur])
            await c.wait_for(lambda x: x.room["seats"][cur]["standin"] is None)
            await close_all([c, d])

    run(main())


def test_rematch_same_room_moved_on_and_the_absent_asked_on_their_next_visit(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            table = {"standin": "random"}
            a, b, c = await _room(
                srv.url, "via_gladiola", ["open", "open", "open"], table, ("Ana", "Ben", "Cleo")
            )
            code = a.code
            for x in (a, b, c):  # everybody concedes: the bots play it to the end at once
                await x.concede()
            await a.wait_for(lambda x: x.over)
            with pytest.raises(NetError):
                await a.act({"type": "x"})
            await c.close()
            # A finished game watched: its review from the public view.
            (w,) = await connected(srv.url)
            await w.watch(code)
            await w.wait_for(lambda x: x.over)
            review = await w.record()
            room = srv.server.hub.rooms[code]
            assert review["seat"] is None and len(review["record"]["steps"]) == room.n
            assert set(review["standin"]) == set(range(room.n))  # all by bots for people
            start = room.rules.new_game(3, room.seed, room.options)
            views = [start.view(s) for s in range(3)]
            first = review["record"]["first"]
            assert all(v != first for v in views)
            for path, value in _leaves(first):
                if value is not None:
                    assert all(_at(v, path) == value for v in views), path
            await w.close()
            await a.rematch(True)
            await b.wait_for(lambda x: x.room["rematch"] == [0])
            row = srv.server.store.load_room(code)
            assert row is not None and row.meta["rematch"] == [0]  # kept in the store
            first_game = srv.server.hub.rooms[code].actions[:]
            await b.rematch(True)
            # The next game in the same room: everyone moved on by one seat.
            await a.wait_for(lambda x: x.room["game_no"] == 2 and not x.over and x.n == 0)
            await b.wait_for(lambda x: x.room["game_no"] == 2 and x.seat == 0)
            assert a.seat == 2 and a.code == b.code == code
            seats = a.room["seats"]
            assert [s["name"] for s in seats] == ["Ben", "Cleo", "Ana"]
            assert seats[1]["asked"] and not seats[0]["asked"] and a.room["host"] == 2
            assert srv.server.store.games(code)[0]["actions"][0][1] == first_game[0]
            # Cleo comes back: asked, she says no; a bot plays her seat.
            (c2,) = await connected(srv.url)
            await c2.resume(code, c.token)
            assert c2.seat == 1 and c2.room["seats"][1]["asked"]
            await c2.rematch(False)
            await a.wait_for(lambda x: x.room["seats"][1]["standin"] == "random")
            assert not a.room["seats"][1]["asked"]
            await close_all([a, b, c2])

    run(main())


def test_a_your_turn_reminder_reaches_the_players_address_only(tmp_path) -> None:
    clock = Clock()

    async def main() -> None:
        async with in_process(tmp_path, smtp=smtp, clock_sweep=3600.0) as srv:
            srv.server.hub.now = clock
            a, b = await _room(srv.url, "floriado", ["open", "open"], {"clock": "1d"})
            address = "ana@example.org"
            late = a if a.my_turn else b
            await late.email(address)
            clock.t += CLOCKS["1d"] / 2 - 60
            await srv.server.sweep_clocks()
            assert sink.got == []
            clock.t += 120
            await srv.server.sweep_clocks()
            await srv.server.sweep_clocks()  # once a turn
            assert len(sink.got) == 1
            rcpt, body = sink.got[0]
            assert rcpt == [address] and a.code in body and "Your turn" in body
            # Never sent to anyone.
            for c in (a, b):
                assert address not in json.dumps(c.room)
            (w,) = await connected(srv.url)
            await w.watch(a.code)
            assert address not in json.dumps(w.room)
            with pytest.raises(NetError):
                await a.email("not an address")
            await close_all([a, b, w])

    with mail_sink() as (sink, smtp):
        run(main())


def test_open_rooms_are_listed_private_ones_are_not(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b, c = await connected(srv.url, 3)
            public = await a.create("floriado", ["open", "open"], "Ana", table={"open": True})
            await b.create("floriado", ["open", "open"], "Ben")
            rooms = await c.rooms()
            assert [r["code"] for r in rooms] == [public["code"]]
            assert rooms[0]["free"] == 1 and rooms[0]["seats"][0]["name"] == "Ana"
            await c.join(public["code"])
            await c.sit(public["code"], 1, "Cleo")
            assert await c.rooms() == []  # full
            await c.leave()  # before the start, leaving gives the seat back
            assert [r["code"] for r in await c.rooms()] == [public["code"]]
            with pytest.raises(NetError) as gone:
                await c.say(react="oops")
            assert gone.value.code == "seat"
            with pytest.raises(NetError) as host:
                await a.leave()
            assert host.value.code == "wrong_state"
            await close_all([a, b, c])

    run(main())


def test_outsider_findings_ids_tokens_and_long_requests(tmp_path, caplog) -> None:
    async def main() -> None:
        async with in_process(tmp_path, msg_burst=3.0, msg_rate=0.5) as srv:
            (a,) = await connected(srv.url)
            seated = await a.create("floriado", ["open", "easy"], "Ana")
            code, token = seated["code"], seated["token"]
            # A rate-limited request's answer carries its id.
            await a.ping()
            await a.ping()
            with pytest.raises(NetError) as limited:
                await a.ping()
            assert limited.value.code == "rate_limited"
            await a.close()
        async with in_process(tmp_path) as srv:
            # Ten wrong tokens from this address, then the right one: it resumes.
            (thief,) = await connected(srv.url)
            for i in range(12):
                try:
                    await thief.resume(code, "x" * 22 + f"{i:010d}")
                except NetError as exc:
                    assert exc.code in ("token", "rate_limited")
            with pytest.raises(NetError) as locked:
                await thief.resume(code, "y" * 32)
            assert locked.value.code == "rate_limited"
            (ana,) = await connected(srv.url)
            assert (await ana.resume(code, token))["t"] in ("state", "room")
            # Failures are counted per room too: from many addresses, one room gets locked.
            bucket = srv.server.room_lookups[code]
            assert bucket.tokens < srv.server.cfg.room_lookup_burst
            # An over-long or malformed HTTP request: a 4xx, no traceback.
            caplog.clear()
            with caplog.at_level(logging.DEBUG):
                async with aiohttp.ClientSession() as http:
                    base = f"http://127.0.0.1:{srv.port}"
                    async with http.get(base + "/" + "a" * 8001) as r:
                        assert 400 <= r.status < 500
                    async with http.get(base + "/?room=" + code) as r:
                        assert r.status == 200
                reader, writer = await asyncio.open_connection("127.0.0.1", srv.port)
                writer.write(b"GET /\x00 HTTP/1.1\r\nHost: x\r\n\r\n")
                await writer.drain()
                status = await reader.readline()
                writer.close()
                assert status.split()[1].startswith(b"4"), status
            assert not [r for r in caplog.records if r.exc_info], "no traceback"
            await close_all([thief, ana])

    run(main())


def test_client_library_keeps_what_it_was_told() -> None:
    c = Client("ws://127.0.0.1:1/ws")
    c._on({"t": "chat", "lines": [{"t": "said", "seat": 0, "react": "oops"}]})
    c._on({"t": "said", "seat": 1, "text": "hi"})
    c._on({"t": "rooms", "rooms": [{"code": "ACEFHJ"}]})
    assert [x.get("react") or x.get("text") for x in c.chat] == ["oops", "hi"]
    assert c.open_rooms == [{"code": "ACEFHJ"}] and c.said.qsize() == 1


def test_rooms_command_lists_shows_closes_and_prunes_without_secrets(tmp_path) -> None:
    from io import StringIO

    from game.dev import cli

    def rooms(*args: str) -> tuple[int, str]:
        out = StringIO()
        parsed = cli.build_parser().parse_args(["rooms", "--data", str(tmp_path), *args])
        from game.dev.rooms import run as run_rooms

        return run_rooms(parsed, out), out.getvalue()

    async def main() -> tuple[str, str, str]:
        async with in_process(tmp_path) as srv:
            a, b = await _room(srv.url, "floriado", ["open", "open"], {"clock": "1d"})
            await a.email("ana@example.org")
            await a.say(text="hello")
            (c,) = await connected(srv.url)
            old = await c.create("floriado", ["open", "easy"], "Cleo", table={"open": True})
            store = srv.server.store
            with store.transaction():
                store._run("UPDATE rooms SET updated=? WHERE code=?", (1.0, old["code"]))
            digest = store.load_room(a.code).seats[0]["token"]
            await close_all([a, b, c])
            return a.code, old["code"], digest

    code, old, digest = run(main())
    status, listing = rooms("list")
    assert status == 0 and code in listing and old in listing and "2 rooms" in listing
    assert "Ana, Ben" in listing and "open" in listing
    status, shown = rooms("show", code.lower())
    assert status == 0 and "seat 0: Ana [human] (host)" in shown and "clock 1d" in shown
    assert "1 lines said" in shown
    for secret in ("ana@example.org", digest):
        assert secret not in listing + shown
    assert rooms("show", "AAAAAA")[0] == 1
    status, pruned = rooms("prune", "--older-than", "30d", "--dry-run")
    assert "1 rooms" in pruned and rooms("list")[1].count("\n") == 3
    status, pruned = rooms("prune", "--older-than", "30d")
    assert status == 0 and old not in rooms("list")[1]
    assert rooms("close", code) == (0, f"room {code} closed\n")
    assert rooms("list")[1] == "0 rooms\n"
    with pytest.raises(SystemExit):
        rooms("prune", "--older-than", "soon")


def test_remote_match_of_a_watcher_and_the_tables_calls(tmp_path) -> None:
    """What the table reads (game/net/remote.py): a watcher's match shows the public view and
    offers nothing to play; a player's match says, leaves, sees the stand-in, time left."""
    from game.net.remote import RemoteMatch

    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await _room(srv.url, "floriado", ["open", "open"], {"clock": "5m"})
            (w,) = await connected(srv.url)
            await w.watch(a.code)
            await w.wait_for(lambda c: c.view is not None)
            watched, mine, theirs = RemoteMatch(w), RemoteMatch(a), RemoteMatch(b)
            assert watched.watching and watched.legal_actions() == []
            assert watched.view() == w.view and watched.view()["seat"] is None
            await a.wait_for(lambda c: c.room["watchers"] == 1)
            assert mine.watchers == 1 and mine.table["clock"] == "5m"
            cur = a.current
            assert 299.0 <= (mine.time_left(cur) or 0) <= 300.0
            assert mine.time_left(1 - cur) == 300.0
            mine.say(react="good_luck")
            await b.wait_for(lambda c: len(c.chat) == 1)
            assert [x["react"] for x in theirs.take_said()] == ["good_luck"]
            assert theirs.take_said() == []
            later = b if b.seat != cur else a
            match = theirs if later is b else mine
            match.leave()
            await w.wait_for(lambda c: c.room["seats"][later.seat]["standin"] is not None)
            assert watched.standin(later.seat) == "medium"
            assert match.error is None and match.closed
            await close_all([a, b, w])

    run(main())


def test_a_clock_run_out_is_taken_once_by_one_of_two_processes(tmp_path, postgres) -> None:  # noqa: F811
    """Two servers on one PostgreSQL: both look at the clocks; the run-out turn goes to a
    stand-in once, under the room's lease, and the bot's move is played once; a watcher on
    one is counted for the players on the other, and the words said there reach it."""
    url = postgres.new_database()
    clock = Clock()

    async def main() -> None:
        opts = dict(database=url, clock_sweep=3600.0, poll=0.2, presence_seconds=0.2)
        async with (
            in_process(tmp_path / "a", **opts) as one,
            in_process(tmp_path / "b", **opts) as two,
        ):
            one.server.hub.now = two.server.hub.now = clock
            a, b = await _room(one.url, "floriado", ["open", "open"], {"clock": "1m"})
            (w,) = await connected(two.url)
            await w.watch(a.code)
            await a.wait_for(lambda c: c.room["watchers"] == 1)  # counted on every process
            n = a.n
            clock.t += 61
            done = await asyncio.gather(one.server.sweep_clocks(), two.server.sweep_clocks())
            assert sorted(done) == [0, 1]
            late = a.current
            await w.wait_for(lambda c: c.n == n + 1 and c.room["seats"][late]["standin"])
            await a.wait_for(lambda c: c.n >= n + 1)
            assert (
                sum(await asyncio.gather(one.server.sweep_clocks(), two.server.sweep_clocks())) == 0
            )
            store = one.server.store
            made = sorted(store.standins(a.code))
            assert made[0] == n and store.count_actions(a.code) == n + len(made)
            room = one.server.hub.get(a.code)
            assert room is not None and {room.actors[i] for i in made} == {late}
            # A word said on one process reaches the watcher on the other, once.
            await a.say(react="oops")
            await b.say(text="hi")
            await w.wait_for(lambda c: len(c.chat) == 2)
            await asyncio.sleep(0.5)  # two more polls: nothing told twice
            assert [x["i"] for x in w.chat] == [0, 1] and len(a.chat) == 2
            await close_all([a, b, w])

    run(main())


def test_a_record_asked_as_the_rematch_starts_is_answered_without_a_traceback(
    tmp_path, caplog
) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            a, b = await _room(srv.url, "floriado", ["open", "open"], {"standin": "random"})
            for x in (a, b):
                await x.concede()
            await a.wait_for(lambda x: x.over)
            code = a.code
            finished = json.loads(json.dumps(srv.server.hub.rooms[code].state.result().to_json()))
            n = srv.server.hub.rooms[code].n
            await a.rematch(True)
            caplog.clear()
            with caplog.at_level(logging.DEBUG):
                # Asked while the game is over; the rematch starts while it is being built.
                asked = asyncio.create_task(a.record())
                while not a.pending:  # sent before the other's vote
                    await asyncio.sleep(0)
                await b.rematch(True)
                review = await asked
                # The finished game the client meant, not the new one.
                assert review["t"] == "record" and review["result"] == finished
                assert len(review["record"]["steps"]) == n
                await a.wait_for(lambda x: x.room["game_no"] == 2 and not x.over)
                # Asked during the next game: a clear refusal with the request's id.
                with pytest.raises(NetError) as refused:
                    await a.record()
                assert refused.value.code == "wrong_state"
            assert not [r for r in caplog.records if r.exc_info], "no traceback"
            await close_all([a, b])

    run(main())
