"""Heavy answers off the event loop (game/net/heavy.py): a flood of record requests from
20 connections while others play; one pending record per connection; a long catch-up; a
server bot's search in its own pool, held there while another room plays, and its answer
dropped when the position it was searched for was taken back."""

from __future__ import annotations

import asyncio
import functools
import os
import random
import signal

from game.engine import rules_for
from game.net import record
from game.net.client import Client, NetError
from game.net.heavy import WORKER_NICE
from game.net.rooms import Hub, replay_events, seen_json
from game.net.store import Store
from tests.net_helpers import close_all, held_search, in_process, run, two_player_room

FAST = {"msg_rate": 1000.0, "msg_burst": 1000.0}


def finished_games(path: str, count: int) -> list[tuple[str, str]]:
    """``count`` finished two-player Gloschli games written to the store; every seat's
    (code, token)."""
    hub = Hub(Store(path))
    rng = random.Random(9)
    seats = []
    for i in range(count):
        room, _, token0 = hub.create("gloschli", ["open", "open"], f"A{i}")
        _, token1 = hub.sit(room.code, 1, f"B{i}")
        hub.start(room.code, 0)
        while not room.state.is_over:
            action = rng.choice(room.state.legal_actions())
            hub.act(room.code, room.state.current_player, room.n, action.to_json())
        seats += [(room.code, token0), (room.code, token1)]
    hub.store.close()
    return seats


def test_a_record_flood_leaves_the_players_moves_answered(tmp_path) -> None:
    seats = finished_games(str(tmp_path / "meadow.sqlite"), 10)

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            heavy = srv.server.heavy
            readers = [Client(srv.url) for _ in seats]
            for c, (code, token) in zip(readers, seats, strict=True):
                await c.connect()
                await c.resume(code, token)
            a, b = await two_player_room(srv.url, "floriado")
            rng = random.Random(2)

            async def ask(c: Client) -> dict:
                return await c.record()

            flood = [asyncio.create_task(ask(c)) for c in readers]
            for _ in range(1000):  # until the server has the requests in hand
                if heavy.pending >= 10:
                    break
                await asyncio.sleep(0.002)
            answered_while_pending = 0
            while heavy.pending and not a.over:
                player = a if a.my_turn else b
                await player.wait_for(lambda x: x.my_turn or x.over)
                if player.over:
                    break
                await player.act(rng.choice(player.legal))
                if heavy.pending:
                    answered_while_pending += 1
            records = await asyncio.gather(*flood)
            # the players were answered in the middle of the flood, not after it
            assert answered_while_pending >= 3, answered_while_pending
            assert heavy.built == 20 and os.getpid() not in heavy.pids and heavy.pids
            # only on a core nobody else wants: where they share cores, moves come first
            assert all(os.sched_getscheduler(pid) == os.SCHED_IDLE for pid in heavy.pids)
            # each record is its seat's, as the engine gives it
            room = srv.server.hub.get(records[3]["code"])
            expected = record.build(
                rules_for("gloschli"), 2, room.seed, room.options, room.actions, 1
            )
            assert records[3]["seat"] == 1 and records[3]["record"] == expected
            # asked again: from the cache, the same answer
            again = await readers[3].record()
            assert again["record"] == records[3]["record"] and heavy.hits == 1
            await close_all([*readers, a, b])

    run(main())


def test_one_pending_record_per_connection(tmp_path) -> None:
    seats = finished_games(str(tmp_path / "meadow.sqlite"), 1)

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            c = Client(srv.url)
            await c.connect()
            await c.resume(*seats[0])
            first = asyncio.create_task(c.record())
            await asyncio.sleep(0)
            try:
                await c.record()
                raise AssertionError("a second record while one is pending was answered")
            except NetError as exc:
                assert exc.code == "rate_limited"
            assert (await first)["t"] == "record"
            assert (await c.record())["t"] == "record"  # once answered, it may ask again
            await c.close()

    run(main())


def test_the_records_of_all_connections_keep_to_the_process_budget(tmp_path) -> None:
    """New connections have fresh budgets of their own: the process as a whole answers
    ``records_per_s`` records a second (twice that at once), cached ones too."""
    seats = finished_games(str(tmp_path / "meadow.sqlite"), 1)

    async def main() -> None:
        async with in_process(tmp_path, **FAST, records_per_s=0.001) as srv:
            readers = [Client(srv.url) for _ in range(3)]
            for c in readers:
                await c.connect()
                await c.resume(*seats[0])  # the same seat: built once, then from the cache
            assert (await readers[0].record())["t"] == "record"
            assert (await readers[1].record())["t"] == "record"
            assert srv.server.heavy.hits == 1
            try:
                await readers[2].record()
                raise AssertionError("a record was answered beyond the process's budget")
            except NetError as exc:
                assert exc.code == "rate_limited" and "busy" in exc.message
            await close_all(readers)

    run(main())


def test_records_built_for_one_connection_keep_to_its_budget(tmp_path) -> None:
    """Each build costs a worker's time: a connection has ``records_burst`` at once, then
    ``records_per_min``; beyond it the server says to wait. A record already built (cached)
    is answered without the budget."""
    seats = finished_games(str(tmp_path / "meadow.sqlite"), 2)

    async def main() -> None:
        budget = {"records_burst": 2.0, "records_per_min": 0.01}
        async with in_process(tmp_path, **FAST, **budget) as srv:
            c = Client(srv.url)
            await c.connect()
            for code, token in seats[:2]:  # two builds: the burst
                await c.resume(code, token)
                assert (await c.record())["t"] == "record"
            await c.resume(*seats[2])
            try:
                await c.record()
                raise AssertionError("a third build was answered beyond the budget")
            except NetError as exc:
                assert exc.code == "rate_limited"
            await c.resume(*seats[0])  # built before: from the cache, no budget needed
            assert (await c.record())["t"] == "record"
            assert srv.server.heavy.built == 2 and srv.server.heavy.hits == 1
            await c.close()

    run(main())


def test_a_long_absence_is_caught_up_in_the_worker(tmp_path) -> None:
    """A seat back after many actions (further back than the room keeps) gets every event
    it missed, as it may see them, replayed in the worker; until then nothing else."""
    hub = Hub(Store(str(tmp_path / "meadow.sqlite")))
    room, _, token = hub.create("gloschli", ["open", "open"], "Ana")
    hub.sit(room.code, 1, "Ben")
    hub.start(room.code, 0)
    rng = random.Random(3)
    while room.n < 40 and not room.state.is_over:
        action = rng.choice(room.state.legal_actions())
        hub.act(room.code, room.state.current_player, room.n, action.to_json())
    expected = seen_json(
        replay_events(rules_for("gloschli"), 2, room.seed, room.options, room.actions, 5), 0
    )
    view = room.state.view(0)
    hub.store.close()

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            c = Client(srv.url)
            await c.connect()
            reply = await c.request(
                {"t": "resume", "code": room.code, "token": token, "since": 5, "epoch": 0}
            )
            assert not reply["reset"] and reply["n"] == room.n and reply["view"] == view
            assert reply["events"] == expected and expected
            heavy = srv.server.heavy
            assert heavy.caught_up == 1 and heavy.pids and os.getpid() not in heavy.pids
            await c.close()

    run(main())


async def _until(check, what: str) -> None:
    for _ in range(5000):
        if check():
            return
        await asyncio.sleep(0.002)
    raise AssertionError(f"never: {what}")


def test_a_bots_search_runs_in_its_pool_while_another_room_plays(tmp_path) -> None:
    """While a bot's search is held in the bot pool, another room's ping and moves are
    answered (and the bot's room has not moved); released, the bot's move arrives."""
    gate = tmp_path / "go"

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            heavy = srv.server.heavy
            heavy.search = functools.partial(held_search, str(gate))
            (ana,) = [Client(srv.url)]
            await ana.connect()
            await ana.create("floriado", ["open", "medium"], "Ana", options={"start_player": 0})
            await ana.start()
            await ana.wait_for(lambda c: c.my_turn)
            await ana.act(ana.legal[0])
            await _until(lambda: heavy.searching == 1, "the bot's search submitted")
            b, c = await two_player_room(srv.url, "floriado")
            rng = random.Random(4)
            answered = 0
            for _ in range(6):
                assert (await b.ping())["t"] == "pong"
                player = b if b.my_turn else c
                await player.act(rng.choice(player.legal))
                answered += 1
                await (c if player is b else b).wait_for(lambda x, n=player.n: x.n >= n)
            # all of that while the bot's search was still in the pool, its room unmoved
            assert heavy.searching == 1 and ana.n == 1 and answered == 6
            assert srv.server.hub.get(ana.code).n == 1
            assert b"meadow_bot_searches 1.0" in srv.server.metrics.text()
            gate.touch()
            await ana.wait_for(lambda x: x.n == 2 and x.my_turn)
            assert heavy.searched == 1 and heavy.search_pids
            assert os.getpid() not in heavy.search_pids
            # a bot thinks below the server's priority (by WORKER_NICE; a test run at nice 19
            # already has the lowest there is), yet not only on an idle core: its turn is due
            lower = min(19, os.getpriority(os.PRIO_PROCESS, 0) + WORKER_NICE)
            for pid in heavy.search_pids:
                assert os.getpriority(os.PRIO_PROCESS, pid) == lower
                assert os.sched_getscheduler(pid) == os.SCHED_OTHER
            await close_all([ana, b, c])

    run(main())


def test_a_bots_answer_for_a_position_taken_back_is_dropped(tmp_path) -> None:
    """Ana's move is taken back (FL-11: Floriado hides nothing) and played again while the
    bot's search for the first position is in flight: the same number of actions, another
    epoch. That answer is dropped; the bot searches the new position and moves once."""
    gate = tmp_path / "go"

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            heavy = srv.server.heavy
            heavy.search = functools.partial(held_search, str(gate))
            ana = Client(srv.url)
            await ana.connect()
            await ana.create("floriado", ["open", "easy"], "Ana", options={"start_player": 0})
            await ana.start()
            await ana.wait_for(lambda c: c.my_turn)
            first, again = ana.legal[0], ana.legal[-1]
            await ana.act(first)
            await _until(lambda: heavy.searching == 1, "the bot's search submitted")
            reply = await ana.undo()
            assert reply["reset"] and ana.n == 0
            await ana.act(again)
            gate.touch()
            await ana.wait_for(lambda x: x.n == 2 and x.my_turn)
            await _until(lambda: heavy.searching == 0, "both searches answered")
            room = srv.server.hub.get(ana.code)
            # the first answer was searched and dropped; the second played, once
            assert heavy.searched == 2 and room.n == 2 and room.actors == [0, 1]
            assert room.actions[0] == again
            assert srv.server.store.count_actions(ana.code) == 2
            await ana.close()

    run(main())


def test_a_bots_worker_killed_mid_search_the_bot_moves_all_the_same(tmp_path) -> None:
    """kill -9 of the worker searching a bot's move: a new pool searches it again and the
    bot moves once; the server goes on."""
    gate = tmp_path / "go"
    pid_file = tmp_path / "go.pid"

    async def main() -> None:
        async with in_process(tmp_path, **FAST) as srv:
            heavy = srv.server.heavy
            heavy.search = functools.partial(held_search, str(gate))
            ana = Client(srv.url)
            await ana.connect()
            await ana.create("floriado", ["open", "easy"], "Ana", options={"start_player": 0})
            await ana.start()
            await ana.wait_for(lambda c: c.my_turn)
            await ana.act(ana.legal[0])
            await _until(pid_file.exists, "the search started in a worker")
            killed = int(pid_file.read_text(encoding="ascii"))
            os.kill(killed, signal.SIGKILL)
            gate.touch()
            await ana.wait_for(lambda x: x.n == 2 and x.my_turn)
            assert heavy.searched == 1 and killed not in heavy.search_pids
            assert srv.server.store.count_actions(ana.code) == 2
            assert (await ana.ping())["t"] == "pong"
            await ana.close()

    run(main())
