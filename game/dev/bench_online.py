"""``python -m game bench --only online``: the room server under load on loopback.

The bench starts the server (``python -m game serve``, its own process) and client worker
processes, each with a share of the simulated players. Every room is a 4-player game (the
games four can play, in turn) between simulated people who move at a bot's speed (a random
legal action after 0.5 to 1.5 s of "thinking"); a finished game is followed by a new room for
the same four. After all players are seated, they play for a bounded time; the figures:

- players held: connected players at the end, and how many of them acted;
- move round trip: from sending an action to receiving its acknowledgement (the acting
  seat's update, which the server sends after the commit), p50/p99/max in ms;
- CPU and memory per room: the server processes' CPU time over the play, and their resident
  memory above what they held before the players came, divided by the rooms; apart, the CPU
  of their worker pools (records, bots' searches);
- writes/s: committed store transactions of the server processes per second of play.

The players read a state without its view (``light_client``: they choose from the legal
actions), so that the instrument spends little of the cores it shares with the server. Before
the load, ``cpu_per_move``: the server's CPU per move over a fixed set of whole games.

Then the same players on one process again, during a record flood: ``FLOOD`` more
connections (their own process) each asking for the record of one finished game after another
(``FLOOD_GAMES`` four-seat games written to the store before the server starts: more records
than the server caches), one pending at a time, for the whole play; the figures say how many
records were answered and the players' round trip beside the run without the flood. The p99
of two runs of the same code differs by more than the 10 % the flood may cost, so the runs
without and with the flood alternate ``PAIRS`` times and the median runs are compared.

Then half as many players again (3,000) with two server processes, each with its own data
folder, sharing a PostgreSQL and a ``redis-server`` on loopback (both started here), the four
players of every room split between the two processes. Skipped (and said so) without
``redis-server`` or PostgreSQL. ``MEADOW_BENCH_PLAYERS`` and
``MEADOW_BENCH_SECONDS`` change the count and the time of play; ``MEADOW_BENCH_LOOP=asyncio``
serves (and runs the clients) on the standard library's event loop instead of uvloop.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.net.client import Client

ROOT = Path(__file__).resolve().parent.parent.parent
SEATS = 4  # the rooms alternate between the games played by four
PLAYERS = 2000  # the budget: >= 2,000 players in >= 500 rooms, move round trip p99 <= 50 ms
PLAY_SECONDS = 30.0
WORKERS = 4  # client processes: the players are separate devices; their parsing must not
# be what the round trip measures (each worker still runs 250 clients in one event loop)
THINK = (0.5, 1.5)
FLOOD = 20  # connections asking for records during the flood
FLOOD_GAMES = 100  # finished games they ask about: 400 records, the server caches 256
PAIRS = 3  # runs without and with the flood, alternately (MEADOW_BENCH_PAIRS)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _descendants(pid: int) -> list[int]:
    """The processes a server started, and theirs (its worker pools: a fork server and the
    workers forked from it)."""
    out = []
    children = []
    try:  # every thread's: the pools are started from a thread, off the event loop
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as f:
                children += [int(x) for x in f.read().split()]
    except OSError:
        return []
    for child in children:
        out += [child, *_descendants(child)]
    return out


def _workers_cpu(pids: list[int]) -> dict[int, float]:
    out = {}
    for pid in pids:
        for child in _descendants(pid):
            try:
                out[child] = _cpu_seconds(child)
            except OSError:  # gone meanwhile
                pass
    return out


def _rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _stats(port: int, tracked: bool = False) -> dict:
    import urllib.request

    query = "?tracked" if tracked else ""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats{query}", timeout=10) as r:
        return json.loads(r.read())


def _start_server(
    data: str, redis_url: str | None, database: str | None = None
) -> tuple[subprocess.Popen[str], int]:
    port = _free_port()
    cmd = [sys.executable, "-m", "game", "serve", "--port", str(port), "--data", data]
    cmd += ["--web", os.path.join(data, "no-page"), "--stats", "--max-per-ip", "100000"]
    cmd += ["--creates-per-minute", "1000000"]
    cmd += ["--loop", os.environ.get("MEADOW_BENCH_LOOP", "auto")]  # asyncio: the loop compared
    if redis_url:
        cmd += ["--redis", redis_url]
    if database:
        cmd += ["--database", database]
    log = open(os.path.join(data, f"server-{port}.log"), "w", encoding="utf-8")  # noqa: SIM115
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=log, text=True)
    while True:
        line = _hear(proc)
        if not line:
            raise RuntimeError("the server did not start")
        if line.startswith("Meadow serving on"):
            return proc, port


def _percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0}
    s = sorted(samples)
    return {
        "p50": round(s[len(s) // 2], 2),
        "p99": round(s[min(len(s) - 1, int(len(s) * 0.99))], 2),
        "max": round(s[-1], 2),
    }


def _start_redis(exe: str, data: str) -> tuple[subprocess.Popen[bytes], str]:
    """A redis-server on a free loopback port, once it takes connections; and its URL."""
    rport = _free_port()
    proc = subprocess.Popen(
        [exe, "--port", str(rport), "--bind", "127.0.0.1", "--save", "", "--dir", data]
        + ["--appendonly", "no", "--loglevel", "warning"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", rport), timeout=0.5).close()
            break
        except OSError:
            time.sleep(0.05)
    return proc, f"redis://127.0.0.1:{rport}/0"


def _tell(worker: subprocess.Popen[str], line: str) -> None:
    assert worker.stdin is not None  # started with stdin=PIPE
    worker.stdin.write(line + "\n")
    worker.stdin.flush()


def _hear(worker: subprocess.Popen[str]) -> str:
    assert worker.stdout is not None  # started with stdout=PIPE
    return worker.stdout.readline()


def _new_samples(before: list[float], after: list[float]) -> list[float]:
    """The samples of a sorted stats list ``after`` that ``before`` lacks (the difference of
    the two multisets): the server's own part of the moves played, its collector's pauses."""
    old: dict[float, int] = {}
    for x in before:
        old[x] = old.get(x, 0) + 1
    new = []
    for x in after:
        if old.get(x, 0):
            old[x] -= 1
        else:
            new.append(x)
    return new


def _finished_games(data: str, count: int) -> list[tuple[str, str]]:
    """``count`` finished games of four, random legal moves, written to the store the server
    in ``data`` will open; every seat's (code, token)."""
    from game.engine import GAMES, rules_for
    from game.net.database import default_url, open_store
    from game.net.rooms import Hub

    games = [g for g in GAMES if rules_for(g).max_players >= SEATS]
    hub = Hub(open_store(default_url(data)))
    rng = random.Random(7)
    seats = []
    try:
        for i in range(count):
            room, _, token = hub.create(games[i % len(games)], ["open"] * SEATS, "P0")
            tokens = [token] + [hub.sit(room.code, s, f"P{s}")[1] for s in range(1, SEATS)]
            hub.start(room.code, 0)
            while not room.state.is_over:
                action = rng.choice(room.state.legal_actions())
                hub.act(room.code, room.state.current_player, room.n, action.to_json())
            seats += [(room.code, t) for t in tokens]
            hub.rooms.pop(room.code, None)
    finally:
        hub.store.close()
    rng.shuffle(seats)
    return seats


def run_load(
    players: int = PLAYERS,
    seconds: float = PLAY_SECONDS,
    processes: int = 1,
    pg: bool = False,
    flood: int = 0,
) -> dict:
    """One load run; ``processes`` > 1 shares rooms through a redis-server on loopback, and
    with ``pg`` through a PostgreSQL on loopback (each process its own data folder);
    ``flood``: that many more connections ask for records all the while (one process)."""
    rooms = players // SEATS
    redis_proc = None
    redis_url = None
    postgres: Any = None
    database = None
    data = tempfile.mkdtemp(prefix="meadow-bench-online-")
    servers: list[tuple[subprocess.Popen[str], int]] = []
    workers: list[subprocess.Popen[str]] = []
    try:
        if processes > 1:
            exe = shutil.which("redis-server")
            if exe is None:
                return {"skipped": "redis-server is not installed (apt-get install redis-server)"}
            redis_proc, redis_url = _start_redis(exe, data)
        if pg:
            from game.dev.local_postgres import LocalPostgres, NoPostgres

            try:
                postgres = LocalPostgres()
            except NoPostgres as exc:
                return {"skipped": str(exc)}
            database = postgres.new_database()
        flooded = _finished_games(data, FLOOD_GAMES) if flood else []
        servers = []
        for i in range(processes):
            folder = os.path.join(data, f"p{i}") if pg else data
            os.makedirs(folder, exist_ok=True)
            servers.append(_start_server(folder, redis_url, database))
        urls = [f"ws://127.0.0.1:{port}/ws" for _, port in servers]
        rss0 = sum(_rss_mb(p.pid) for p, _ in servers)
        tracked0 = sum(_stats(port, True)["gc"]["tracked"] for _, port in servers)
        share = [rooms // WORKERS + (1 if i < rooms % WORKERS else 0) for i in range(WORKERS)]
        setup = time.perf_counter()
        for i, n in enumerate(share):
            args = json.dumps({"urls": urls, "rooms": n, "seconds": seconds, "seed": i})
            workers.append(
                subprocess.Popen(
                    [sys.executable, "-c", "from game.dev.bench_online import worker; worker()"],
                    cwd=ROOT,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
            )
            _tell(workers[-1], args)
        if flood:
            args = json.dumps(
                {"url": urls[0], "connections": flood, "seats": flooded, "seconds": seconds}
            )
            workers.append(
                subprocess.Popen(
                    [sys.executable, "-c", "from game.dev.bench_online import flooder; flooder()"],
                    cwd=ROOT,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                )
            )
            _tell(workers[-1], args)
        for w in workers:
            if _hear(w).strip() != "READY":
                raise RuntimeError("a client worker failed to seat its players")
        setup = time.perf_counter() - setup
        cpu0 = sum(_cpu_seconds(p.pid) for p, _ in servers)
        workers0 = _workers_cpu([p.pid for p, _ in servers])
        before = [_stats(port, True) for _, port in servers]
        writes0 = sum(s["writes"] for s in before)
        t0 = time.perf_counter()
        for w in workers:
            _tell(w, "GO")
        results = [json.loads(_hear(w)) for w in workers]
        elapsed = time.perf_counter() - t0
        flooding = results.pop() if flood else None
        cpu = sum(_cpu_seconds(p.pid) for p, _ in servers) - cpu0
        pool_cpu = sum(
            t - workers0.get(pid, 0.0)
            for pid, t in _workers_cpu([p.pid for p, _ in servers]).items()
        )
        stats = [_stats(port) for _, port in servers]
        writes = sum(s["writes"] for s in stats) - writes0
        rss = sum(_rss_mb(p.pid) for p, _ in servers)
        rtts = [x for r in results for x in r["rtt_ms"]]
        server_ms = [
            x for b, a in zip(before, stats) for x in _new_samples(b["act_ms"], a["act_ms"])
        ]
        gc_ms = [
            x for b, a in zip(before, stats) for x in _new_samples(b["gc"]["ms"], a["gc"]["ms"])
        ]
        late = [
            x
            for b, a in zip(before, stats)
            for x in _new_samples(b["gc"]["late_ms"], a["gc"]["late_ms"])
        ]
        return {
            "processes": processes,
            "rooms": rooms,
            "players": rooms * SEATS,
            "players_held": sum(r["connected"] for r in results),
            "players_who_acted": sum(r["acted"] for r in results),
            "seat_up_s": round(setup, 1),
            "play_s": round(elapsed, 1),
            "moves": len(rtts),
            "games_finished": sum(r["finished"] for r in results),
            "errors": sum(r["errors"] for r in results),
            "move_round_trip_ms": _percentiles(rtts),
            "server_part_ms": _percentiles(server_ms),
            "server_collections": {
                "count": len(gc_ms),
                "full": sum(a["gc"]["full"] - b["gc"]["full"] for b, a in zip(before, stats)),
                "pause_ms": _percentiles(gc_ms),
            },
            # How late the server's loop ran a 50 ms timer, and the client workers' theirs:
            # where the round trip's time goes that the server's own part does not count.
            "server_loop_late_ms": _percentiles(late),
            "client_loop_late_ms": _percentiles([x for r in results for x in r["late_ms"]]),
            "client_cpu_percent": round(100 * sum(r["cpu_s"] for r in results) / elapsed, 1),
            "server_cpu_percent": round(100 * cpu / elapsed, 1),
            "worker_pools_cpu_percent": round(100 * pool_cpu / elapsed, 1),
            "cpu_ms_per_room_per_s": round(1000 * cpu / elapsed / rooms, 3),
            "server_rss_mb": round(rss, 1),
            "memory_kb_per_room": round(1024 * (rss - rss0) / rooms, 1),
            # Objects the collector tracks for each seated player (its connection, tasks,
            # buffers, its room's share): what a collection of the old generation scans.
            "tracked_objects_per_player": round(
                (sum(b["gc"]["tracked"] for b in before) - tracked0) / (rooms * SEATS)
            ),
            "store": "postgresql" if pg else "sqlite",
            "writes_per_s": round(writes / elapsed, 1),
            "load_average": " ".join(f"{x:.2f}" for x in os.getloadavg()),
            **({} if flooding is None else {"flood": _flood_figures(flooding, stats, seconds)}),
        }
    finally:
        _stop_all(workers, servers, redis_proc, postgres, data)


def _stop_all(
    workers: list[subprocess.Popen[str]],
    servers: list[tuple[subprocess.Popen[str], int]],
    redis_proc: subprocess.Popen[bytes] | None,
    postgres: Any,
    data: str,
) -> None:
    for w in workers:
        if w.poll() is None:
            w.kill()
        w.wait()
    for p, _ in servers:
        p.terminate()
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill()
    if redis_proc is not None:
        redis_proc.terminate()
        redis_proc.wait()
    if postgres is not None:
        postgres.stop()
    if os.environ.get("MEADOW_BENCH_KEEP"):
        print(f"kept {data}", file=sys.stderr)
    else:
        shutil.rmtree(data, ignore_errors=True)


def _flood_figures(flooding: dict, stats: list[dict], seconds: float) -> dict[str, Any]:
    heavy = stats[0]["heavy"]
    return {
        "connections": flooding["connections"],
        "records_answered": len(flooding["record_ms"]),
        "records_per_s": round(len(flooding["record_ms"]) / seconds, 1),
        "records_built": heavy["built"],
        "from_cache": heavy["hits"],
        "refused": flooding["refused"],
        "reconnected": flooding["reconnected"],
        "record_round_trip_ms": _percentiles(flooding["record_ms"]),
    }


def bench_online() -> dict[str, Any]:
    players = int(os.environ.get("MEADOW_BENCH_PLAYERS", PLAYERS))
    seconds = float(os.environ.get("MEADOW_BENCH_SECONDS", PLAY_SECONDS))
    pairs = int(os.environ.get("MEADOW_BENCH_PAIRS", PAIRS))
    cpu = cpu_per_move()
    quiet: list[dict] = []
    flooded: list[dict] = []
    for _ in range(pairs):
        quiet.append(run_load(players, seconds, 1))
        flooded.append(run_load(players, seconds, 1, flood=FLOOD))
    return {
        CPU: cpu,
        "1 process": _median_run(quiet),
        FLOODED: _median_run(flooded),
        TWO: run_load(players * 3 // 2, seconds, 2, pg=True),
    }


def _median_run(runs: list[dict]) -> dict:
    """The run with the median move round trip p99, with every run's p99 beside it."""
    ranked = sorted(runs, key=lambda r: r["move_round_trip_ms"]["p99"])
    return {
        **ranked[(len(ranked) - 1) // 2],
        "p99_of_each_run_ms": [r["move_round_trip_ms"]["p99"] for r in runs],
    }


TWO = "2 processes + PostgreSQL + Redis"
CPU = "CPU per move, fixed games"
FLOODED = "1 process, record flood"


def _p99(r: dict, run: str) -> float:
    return float(r[run]["move_round_trip_ms"]["p99"])


ONLINE_BUDGETS = [
    (
        "online",
        "1 server process holds >= 2,000 players in >= 500 rooms, move round trip p99 <= 50 ms",
        lambda r: (
            r["1 process"]["players_held"] >= 2000
            and r["1 process"]["rooms"] >= 500
            and r["1 process"]["move_round_trip_ms"]["p99"] <= 50
        ),
    ),
    (
        "online",
        "2 server processes on PostgreSQL hold more players than 1, their own part p99 <= 20 ms",
        lambda r: (
            None
            if "skipped" in r[TWO]
            else r[TWO]["players_held"] > r["1 process"]["players_held"]
            and r[TWO]["server_part_ms"]["p99"] <= 20
        ),
    ),
    (
        "online",
        f"a record flood ({FLOOD} connections) leaves the others' move round trip p99 within 10 %"
        " (median runs)",
        lambda r: _p99(r, FLOODED) <= 1.1 * _p99(r, "1 process"),
    ),
]


def _on_bench_loop(main: Coroutine[Any, Any, Any]) -> Any:
    """Run a bench process's coroutine (a server's or its clients') on the loop the server
    runs on (uvloop when installed, or ``MEADOW_BENCH_LOOP``): the clients share the cores
    with the server, so what they spend is part of the round trip."""
    from game.net.server import event_loop_runner

    return event_loop_runner(os.environ.get("MEADOW_BENCH_LOOP", "auto"))(main)


def light_client() -> type[Client]:
    """The bench's players' client: it reads a state without its view, which they never look
    at (they choose from the legal actions). Reading every seat's view after every move cost
    these processes, which share the server's cores, more than anything else they do."""
    from game.net.client import Client, loads

    class Light(Client):
        def decode(self, text: str) -> dict:
            # The server writes a state's keys in one order: ..., "events", "view", "legal", ...
            # (no event, view or action holds a key "view" or "legal"). Anything else, or a cut
            # that does not read, is read whole.
            start = text.find(',"view":{')
            end = text.rfind(',"legal":[')
            if text.startswith('{"t":"state"') and 0 < start < end:
                try:
                    message: dict = loads(text[:start] + ',"view":{}' + text[end:])
                    return message
                except ValueError:
                    pass
            return super().decode(text)

    return Light


# -- the record flood's process -----------------------------------------------------------------
def flooder() -> None:
    """``connections`` connections, each asking for the record of one finished seat after
    another (a resume, then ``record``) until the time is up, back 0.2 s after a refusal and
    at once with a new connection when the server closes one for its refusals; READY, GO,
    its figures."""
    args = json.loads(sys.stdin.readline())
    _say(_on_bench_loop(_flood(args)))


async def _flood(args: dict) -> dict:
    from game.net.client import Client, NetError

    seats, stop_after = args["seats"], args["seconds"]
    conns = [Client(args["url"], timeout=120) for _ in range(args["connections"])]
    for c in conns:
        await c.connect()
    print("READY", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    stop = time.perf_counter() + stop_after
    record_ms: list[float] = []
    counts = {"refused": 0, "reconnected": 0}

    async def asker(first: int, c: Client) -> None:
        i = first
        while time.perf_counter() < stop:
            code, token = seats[i % len(seats)]
            i += len(conns)
            try:
                await c.request({"t": "resume", "code": code, "token": token})
                start = time.perf_counter()
                await c.request({"t": "record"})
                record_ms.append(1000 * (time.perf_counter() - start))
            except NetError as exc:
                if exc.code != "closed":  # refused (its budget, the server's queue)
                    counts["refused"] += 1
                    await asyncio.sleep(0.2)
                    continue
                # Closed for its refusals, as a hostile client is: back at once with a new
                # connection (and a new budget), as a determined flood would be.
                counts["reconnected"] += 1
                await c.drop()
                await c.connect()

    await asyncio.gather(*(asker(j, c) for j, c in enumerate(conns)))
    for c in conns:
        await c.close()
    return {"connections": len(conns), "record_ms": record_ms, **counts}


# -- the client worker process ---------------------------------------------------------------------
def worker() -> None:
    """Seats ``rooms`` rooms of simulated players, says READY, waits for GO, plays, prints
    its figures as one JSON line."""
    args = json.loads(sys.stdin.readline())
    _say(_on_bench_loop(_worker(args)))


def _say(figures: dict) -> None:
    """A worker's figures as one line on stdout, written whole by the file descriptor: a
    line longer than the pipe's 64 KiB came through print cut at 64 KiB under uvloop."""
    sys.stdout.flush()
    fd = sys.stdout.fileno()
    os.set_blocking(fd, True)
    data = (json.dumps(figures) + "\n").encode()
    while data:
        data = data[os.write(fd, data) :]


async def _seat(clients: list[Client], game: str) -> None:
    """A new room of ``game`` made by the first client, the others seated, the game started."""
    host = clients[0]
    code = (await host.create(game, ["open"] * len(clients), "P0"))["code"]
    for i, c in enumerate(clients[1:], 1):
        await c.sit(code, i, f"P{i}")
    await host.start()
    for c in clients:
        await c.wait_for(lambda x: x.view is not None and x.code == code)


async def _watch_loop(late: list[float], stop: float) -> None:
    """How late this process's loop runs a 50 ms timer, until ``stop``."""
    while time.perf_counter() < stop:
        due = time.perf_counter() + 0.05
        await asyncio.sleep(0.05)
        late.append(1000 * (time.perf_counter() - due))


async def _worker(args: dict) -> dict:
    from game.engine import GAMES, rules_for
    from game.net.client import NetError

    games = [g for g in GAMES if rules_for(g).max_players >= SEATS]

    urls, seconds = args["urls"], args["seconds"]
    rng = random.Random(args["seed"])
    rtts: list[float] = []
    counts = {"errors": 0, "finished": 0}
    acted: set[int] = set()
    tables: list[list[Client]] = []
    connector_limit = asyncio.Semaphore(50)  # connect in waves, as people arrive

    light = light_client()

    async def new_table(t: int) -> list[Client]:
        clients = [light(urls[(t + i) % len(urls)], timeout=60) for i in range(SEATS)]
        async with connector_limit:
            for c in clients:
                await c.connect()
            await _seat(clients, games[t % len(games)])
        return clients

    tables = list(await asyncio.gather(*(new_table(t) for t in range(args["rooms"]))))
    # The workers are the bench's instrument, not devices: one collection here would pause
    # hundreds of simulated players at once and count as the server's round trip.
    gc.collect()
    gc.freeze()
    gc.disable()
    print("READY", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    stop = time.perf_counter() + seconds
    cpu0 = time.process_time()

    late: list[float] = []

    async def after_game(clients: list[Client], c: Client) -> None:
        """A finished game: its host seats the same four again, the others wait for that."""
        if c is not clients[0]:
            await c.wait_for(lambda x: not x.over, timeout=60)
            return
        counts["finished"] += 1
        room = c.room
        assert room is not None  # a seated client knows its room
        await _seat(clients, room["game"])

    async def player(clients: list[Client], c: Client) -> None:
        while time.perf_counter() < stop:
            try:
                await c.wait_for(lambda x: x.my_turn or x.over, timeout=stop - time.perf_counter())
            except (TimeoutError, NetError):
                return
            if c.over:
                await after_game(clients, c)
                continue
            await asyncio.sleep(rng.uniform(*THINK))
            if time.perf_counter() >= stop:
                return
            start = time.perf_counter()
            try:
                await c.act(rng.choice(c.legal))
            except NetError:
                counts["errors"] += 1
                continue
            rtts.append(1000 * (time.perf_counter() - start))
            acted.add(id(c))

    try:
        await asyncio.gather(_watch_loop(late, stop), *(player(t, c) for t in tables for c in t))
    except Exception:
        counts["errors"] += 1
    cpu = time.process_time() - cpu0
    connected = sum(c.connected for t in tables for c in t)
    for t in tables:
        for c in t:
            await c.close()
    return {
        "rtt_ms": rtts,
        "late_ms": late,
        "connected": connected,
        "acted": len(acted),
        "finished": counts["finished"],
        "errors": counts["errors"],
        "cpu_s": cpu,
    }


# -- CPU per move: a fixed set of whole games ------------------------------------------------------
CPU_DEALS = 4  # games of each table below: ~1,900 moves in all
CPU_REPEATS = 3


def cpu_tables() -> list[tuple[str, int]]:
    """Every game at every number of seats it is played by, from 2 to 6."""
    from game.engine import GAMES, rules_for

    return [
        (g, n)
        for g in GAMES
        for n in range(max(2, rules_for(g).min_players), min(6, rules_for(g).max_players) + 1)
    ]


def fixed_server() -> None:
    """The room server as ``python -m game serve`` runs it, with its games dealt from fixed
    seeds (so that the same random choices make the same moves every time); its port on the
    first line of its output; it stops when its input closes."""
    from game.net import collector
    from game.net import server as srv
    from game.net.config import Config

    args = json.loads(sys.stdin.readline())
    cfg = Config(
        port=0,
        data=args["data"],
        web=os.path.join(args["data"], "no-page"),
        stats=True,
        max_per_ip=100_000,
        msg_rate=1000.0,  # the clients answer at once: no pacing here
        msg_burst=3000.0,
        create_per_min=1e6,
        create_burst=1e6,
    )

    async def main() -> None:
        running = await srv.start(cfg)
        deals = random.Random(args["seed"])
        running.server.hub.deal = lambda: deals.randrange(1 << 63)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, running.server.heavy.start)
        collector.settle()
        print(running.port, flush=True)
        await loop.run_in_executor(None, sys.stdin.read)
        await running.stop()

    _on_bench_loop(main())


async def _play_fixed(url: str, pid: int) -> dict[str, float]:
    """Every table of ``cpu_tables`` ``CPU_DEALS`` times, all at once, each seat choosing a
    random legal action the moment it is to act (its room's own random numbers, so the moves
    do not depend on how the rooms interleave); the moves played, and the CPU seconds of
    this process and of the server (``pid``) over the play."""

    rooms = [(g, n, i) for i in range(CPU_DEALS) for g, n in cpu_tables()]
    tables = []
    light = light_client()
    for game, seats, _ in rooms:  # one after another: each room gets its fixed deal
        clients: list[Client] = [light(url, timeout=60) for _ in range(seats)]
        for c in clients:
            await c.connect()
        await _seat(clients, game)
        tables.append(clients)
    moves = [0]

    async def play(c: Client, rng: random.Random) -> None:
        # The seats of a room take turns, so they draw from its numbers in a fixed order.
        while True:
            await c.wait_for(lambda x: x.my_turn or x.over)
            if c.over:
                return
            await c.act(rng.choice(c.legal))
            moves[0] += 1

    gc.collect()  # as the load's client workers do: the instrument collects nothing meanwhile
    gc.freeze()
    gc.disable()
    cpu0, server0 = time.process_time(), _cpu_seconds(pid)
    rngs = [random.Random(k) for k in range(len(tables))]
    try:
        await asyncio.gather(*(play(c, rngs[k]) for k, t in enumerate(tables) for c in t))
    finally:
        gc.enable()
        gc.unfreeze()
    cpu, server = time.process_time() - cpu0, _cpu_seconds(pid) - server0
    for t in tables:
        for c in t:
            await c.close()
    return {"moves": moves[0], "cpu_s": cpu, "server_s": server}


def cpu_per_move(seed: int = 1) -> dict[str, Any]:
    """The room server's CPU per move over a fixed set of whole games (every game at every
    number of seats from 2 to 6, ``CPU_DEALS`` deals each, played at once, the seats moving
    without a pause): its process's CPU time over the play divided by the moves, ``CPU_REPEATS``
    times with a fresh server, the median; the clients' (this process's) beside it. CPU time,
    not the wall clock: fair on a busy machine."""
    runs = []
    for _ in range(CPU_REPEATS):
        data = tempfile.mkdtemp(prefix="meadow-bench-cpu-")
        proc = subprocess.Popen(
            [sys.executable, "-c", "from game.dev.bench_online import fixed_server as f; f()"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            _tell(proc, json.dumps({"data": data, "seed": seed}))
            port = int(_hear(proc))
            url = f"ws://127.0.0.1:{port}/ws"
            played = _on_bench_loop(_play_fixed(url, proc.pid))
            moves = played["moves"]
            runs.append((1000 * played["server_s"] / moves, 1000 * played["cpu_s"] / moves))
        finally:
            assert proc.stdin is not None
            proc.stdin.close()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            shutil.rmtree(data, ignore_errors=True)
    server = sorted(r[0] for r in runs)
    clients = sorted(r[1] for r in runs)
    return {
        "moves": played["moves"],
        "server_cpu_ms_per_move": round(server[len(server) // 2], 3),
        "server_runs": [round(x, 3) for x in server],
        "clients_cpu_ms_per_move": round(clients[len(clients) // 2], 3),
    }
