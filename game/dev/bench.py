"""``python -m game bench [--json]``: the performance figures of docs/performance.md.

Each section measures one layer and returns plain numbers; budgets are checked here and shown
as met or not, never asserted in tests (these machines are shared and noisy).
"""

from __future__ import annotations

import gc
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.dev.bench_online import ONLINE_BUDGETS, bench_online
from game.engine import GAMES, rules_for

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep --json output plain JSON

ROOT = Path(__file__).resolve().parents[2]  # the repository (this file is game/dev/bench.py)
ENGINE_SECONDS = 1.5  # per game and player count


def _percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"median": 0.0, "p95": 0.0, "max": 0.0, "n": 0}
    from game.dev.tournament import quantile  # the tournament's p95, so both tables agree

    return {
        "median": statistics.median(samples),
        "p95": quantile(samples, 0.95),
        "max": max(samples),
        "n": len(samples),
    }


def bench_engine(seconds: float = ENGINE_SECONDS) -> dict[str, Any]:
    """Random-play actions per second, games per second and clone cost for each game."""
    out: dict[str, Any] = {}
    for game in GAMES:
        rules = rules_for(game)
        for players in sorted({rules.min_players, rules.max_players}):
            rng = random.Random(1)
            actions = games = 0
            mid_states: list[Any] = []
            started = time.perf_counter()
            while time.perf_counter() - started < seconds:
                state = rules.new_game(players, seed=games)
                step = 0
                while not state.is_over:
                    state.apply(rng.choice(state.legal_actions()))
                    actions += 1
                    step += 1
                    if step == 20 and len(mid_states) < 50:
                        mid_states.append(state.clone())
                games += 1
            elapsed = time.perf_counter() - started
            clones = 0
            started = time.perf_counter()
            while clones < 20_000:
                for s in mid_states:
                    s.clone()
                clones += len(mid_states) or 1
                if not mid_states:
                    break
            clone_us = (time.perf_counter() - started) / max(clones, 1) * 1e6
            out[f"{game}/{players}p"] = {
                "actions_per_s": actions / elapsed,
                "games_per_s": games / elapsed,
                "clone_us": clone_us,
            }
    return out


UNDO_GAMES = 30  # random games per game; the longest one is taken back


def _long_game(rules: Any, players: int, games: int) -> tuple[int, list[dict]]:
    """The longest of ``games`` random games (calls and last cards avoided, to stretch it)."""
    best: tuple[int, list[dict]] = (0, [])
    for seed in range(games):
        rng = random.Random(seed)
        state = rules.new_game(players, seed)
        actions: list[dict] = []
        while not state.is_over:
            legal = state.legal_actions()
            quiet = [a for a in legal if a.type not in ("call", "pass")] or legal
            action = rng.choice(quiet if rng.random() < 0.95 else legal)
            state.apply(action)
            actions.append(action.to_json())
        if len(actions) > len(best[1]):
            best = (seed, actions)
    return best


def bench_undo(games: int = UNDO_GAMES) -> dict[str, Any]:
    """An undo at the end of a long game: the replay of all its actions but the last (ALL-1),
    which is what ``Session.undo`` does (game/core/match.py)."""
    out: dict[str, Any] = {}
    for game in GAMES:
        rules = rules_for(game)
        players = rules.max_players
        seed, actions = _long_game(rules, players, games)
        samples = []
        for _ in range(7):
            started = time.perf_counter()
            rules.replay(players, seed, None, actions[:-1])
            samples.append((time.perf_counter() - started) * 1000)
        out[f"{game}/{players}p"] = {"actions": len(actions), "undo_ms": _percentiles(samples)}
    return out


BOT_DECISIONS = 12  # per level, game and player count (hard takes ~0.5 s each)
SLICE = 0.005  # a thinking step, shorter than most a frame's spare time gives (App.spare)


def _bot_decisions(game: str, level: str, players: int, decisions: int) -> dict[str, Any]:
    """Think times of one level in seat 0 against medium bots, stepped in interface slices."""
    from game.ai import decide, make_bot

    rules = rules_for(game)
    think: list[float] = []
    overrun: list[float] = []
    overrun_cpu: list[float] = []
    rates: list[float] = []
    seed = 0
    while len(think) < decisions:
        state = rules.new_game(players, seed=seed)
        bots = [
            make_bot(game, level if p == 0 else "medium", seed * 10 + p) for p in range(players)
        ]
        while not state.is_over and len(think) < decisions:
            seat = state.current_player
            legal = state.legal_actions()
            if seat != 0:
                state.apply(decide(bots[seat], state.view(seat), legal))
                continue
            thinking = bots[0].start(state.view(0), legal)
            total, worst, worst_cpu, action = 0.0, 0.0, 0.0, None
            while action is None:
                cpu = time.thread_time()  # read outside the wall-clock interval
                started = time.perf_counter()
                action = thinking.step(SLICE)
                spent = time.perf_counter() - started
                cpu_spent = time.thread_time() - cpu
                total += spent
                worst = max(worst, spent - SLICE)
                worst_cpu = max(worst_cpu, cpu_spent - SLICE)
            think.append(total * 1000)
            overrun.append(worst * 1000)
            overrun_cpu.append(worst_cpu * 1000)
            iterations = getattr(thinking, "iterations", 0)
            if iterations and total > 0:
                rates.append(iterations / total)
            state.apply(action)
        seed += 1
    figures = {
        "think_ms": _percentiles(think),
        "max_overrun_ms": max(overrun),
        # The same in this thread's CPU time: a wall-clock overrun far above it is the
        # process waiting for a core (a loaded machine), not a long piece of work.
        "max_overrun_cpu_ms": max(overrun_cpu),
    }
    if rates:
        figures["iterations_per_s"] = statistics.median(rates)
    return figures


def _hard_decision_memory(game: str) -> dict[str, Any]:
    """Peak Python memory (tracemalloc) of one hard decision at the most players: the first
    decision that searches (or the first decision, for a hard level that does not search).

    tracemalloc slows Python down several times, and a time-bounded search would then build a
    smaller tree: the traced decision repeats an untraced one with its iteration count as the
    budget, so it does the same amount of work.
    """
    import tracemalloc

    from game.ai import Budget, decide, make_bot

    rules = rules_for(game)
    players = rules.max_players
    state = rules.new_game(players, seed=1)
    bots = [make_bot(game, "hard" if p == 0 else "medium", 10 + p) for p in range(players)]
    chosen = None
    while not state.is_over:
        seat, legal = state.current_player, state.legal_actions()
        if seat != 0 or len(legal) < 2:
            state.apply(decide(bots[seat], state.view(seat), legal))
            continue
        view = state.view(0)
        thinking = bots[0].start(view, legal)
        started = time.perf_counter()
        action = None
        while action is None:
            action = thinking.step(SLICE)
        seconds = time.perf_counter() - started
        iterations = getattr(thinking, "iterations", 0) or 0
        if chosen is None or iterations:
            chosen = (view, legal, seconds, iterations)
        if iterations:
            break
        state.apply(action)
    assert chosen is not None
    view, legal, seconds, iterations = chosen
    budget = Budget(seconds=None, iterations=iterations) if iterations else None
    bot = make_bot(game, "hard", 10, budget)
    tracemalloc.start()
    try:
        thinking = bot.start(view, legal)
        while thinking.step(SLICE) is None:
            pass
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return {
        "players": players,
        "decision_ms": seconds * 1000,
        "iterations": iterations,
        "peak_mb": peak / 2**20,
    }


def bench_bots(decisions: int = BOT_DECISIONS) -> dict[str, Any]:
    """Think time per decision for each level and game, and how hard grows with players."""
    out: dict[str, Any] = {}
    for game in GAMES:
        rules = rules_for(game)
        for level in ("random", "easy", "medium", "hard"):
            out[f"{game}/{level}/2p"] = _bot_decisions(game, level, 2, decisions)
        if rules.max_players > 2:
            top = rules.max_players
            out[f"{game}/hard/{top}p"] = _bot_decisions(game, "hard", top, decisions)
    for game in GAMES:
        out[f"{game}/hard/memory"] = _hard_decision_memory(game)
    return out


UI_FRAMES = 900  # 15 s of play at 60 fps per table


def _ui_app():
    """A headless App with an in-memory store and animations at normal speed."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.storage import KEY_SETTINGS, MemoryBackend, Storage
    from game.ui.app import App

    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 1.0, "sound": False, "hints": False})
    return App(storage=storage, seed=1)


def bench_interface(frames: int = UI_FRAMES) -> dict[str, Any]:
    """Frame times of each playable table at 1280x720 (bots playing, animations on).

    ``frame`` is the whole App.step, the thinking in the frame's spare time included (up to
    1/60 s less a margin, game/ui/app.py); ``frame_without_bot`` leaves out the bots' search,
    which is what the drawing and animation cost.
    """
    from game.ai import turn
    from game.core.catalog import specs
    from game.core.match import NAMES, Seat
    from game.ui.navigator import start_game

    thinking = [0.0, 0.0]  # wall and CPU seconds in the bots' slices this frame
    original = turn.BotTurn.step

    def timed_step(self: turn.BotTurn, seconds: float = turn.SLICE) -> Any | None:
        cpu = time.thread_time()
        started = time.perf_counter()
        try:
            return original(self, seconds)
        finally:
            thinking[0] += time.perf_counter() - started
            thinking[1] += time.thread_time() - cpu

    out: dict[str, Any] = {}
    turn.BotTurn.step = timed_step  # type: ignore[method-assign]  # timed while measured
    try:
        for entry in specs():
            app = _ui_app()
            players = min(entry.max_players, 4)
            levels = ["hard"] + ["medium"] * (players - 1)
            seats = [Seat(NAMES[i], levels[i]) for i in range(players)]
            gc.collect()  # start each table clean of the sections before (bot search trees)
            started = time.perf_counter()
            start_game(app, entry, seats, {})
            enter = time.perf_counter() - started
            whole, drawing, cpu = [], [], []
            for _ in range(frames):
                thinking[0] = thinking[1] = 0.0
                cpu_started = time.thread_time()
                started = time.perf_counter()
                app.step(1 / 60, [])
                spent = time.perf_counter() - started
                cpu_spent = time.thread_time() - cpu_started
                whole.append(spent * 1000)
                drawing.append((spent - thinking[0]) * 1000)
                cpu.append((cpu_spent - thinking[1]) * 1000)
            out[entry.name] = {
                "frame_ms": _percentiles(whole),
                "frame_without_bot_ms": _percentiles(drawing),
                # The same frames in this thread's CPU time: where wall time is far above it,
                # the process was waiting for a core (a shared, loaded machine).
                "frame_without_bot_cpu_ms": _percentiles(cpu),
                "scene_enter_ms": enter * 1000,  # start_game: deal, first layout, warm-up draw
            }
    finally:
        turn.BotTurn.step = original  # type: ignore[method-assign]
    out["start_to_first_frame_s"] = _start_to_first_frame()
    out["peak_memory_mb"] = _peak_rss_mb()
    return out


def _start_to_first_frame() -> float:
    """Seconds from launching a fresh Python to the first frame drawn (headless)."""
    code = (
        "import os\n"
        "os.environ.setdefault('SDL_VIDEODRIVER', 'dummy')\n"
        "os.environ.setdefault('SDL_AUDIODRIVER', 'dummy')\n"
        "from game.storage import MemoryBackend, Storage\n"
        "from game.ui.app import App\n"
        "App(storage=Storage(MemoryBackend())).step(1 / 60, [])\n"
        "print('frame', flush=True)\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith(b"frame"):
            break
    elapsed = time.perf_counter() - started
    proc.wait()
    return elapsed


def _peak_rss_mb() -> float:
    try:
        import resource
    except ImportError:  # not on every platform
        return 0.0
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# What goes into the web bundle (tools/build_web.py): newer than build/web.zip means rebuild.
WEB_SOURCES = ("main.py", "game", "assets", "pygbag.ini", "pyproject.toml", "tools/build_web.py")
BROWSER_REPORT = ROOT / "build" / "browser-report.json"


def _newest_source() -> float:
    newest = 0.0
    for name in WEB_SOURCES:
        path = ROOT / name
        files = [path] if path.is_file() else path.rglob("*") if path.is_dir() else []
        for f in files:
            if f.is_file() and "__pycache__" not in f.parts:
                newest = max(newest, f.stat().st_mtime)
    return newest


def _play_games_module():
    """tests/browser/play_games.py: the browser test's games, run here natively."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "meadow_play_games", ROOT / "tests" / "browser" / "play_games.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bench_web() -> dict[str, Any]:
    """The web bundle's size and the browser test's think times beside native ones."""
    out: dict[str, Any] = {}
    zip_path = ROOT / "build" / "web.zip"
    apk = ROOT / "build" / "web" / "meadow.apk"
    bundle: dict[str, Any] = {}
    if not zip_path.exists() or not apk.exists() or zip_path.stat().st_mtime < _newest_source():
        proc = subprocess.run(
            [sys.executable, "tools/build_web.py", "--archive"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        bundle["rebuilt"] = "yes" if proc.returncode == 0 else "failed"
        if proc.returncode != 0:
            bundle["error"] = (proc.stderr or proc.stdout).strip()[-300:]
    else:
        bundle["rebuilt"] = "no (build/web.zip is newer than the sources)"
    if zip_path.exists() and apk.exists():
        bundle["apk_bytes"] = apk.stat().st_size
        bundle["zip_bytes"] = zip_path.stat().st_size
        bundle["zip_mb"] = zip_path.stat().st_size / 1e6
    out["bundle"] = bundle
    if not BROWSER_REPORT.exists():
        out["browser"] = {
            "report": "none: run `make test-browser` (Pyodide in headless Chromium) to write "
            "build/browser-report.json, then bench again"
        }
        return out
    report = json.loads(BROWSER_REPORT.read_text(encoding="utf-8"))
    setup = report.get("setup") or {}
    age_h = (time.time() - BROWSER_REPORT.stat().st_mtime) / 3600
    out["browser"] = {
        "runtime": f"Pyodide {setup.get('pyodide')} (Python {setup.get('python')}), "
        f"Chromium {report.get('chromium')}",
        "report_age_h": age_h,
    }
    play_games = _play_games_module()
    for played in report.get("games", []):
        if played.get("status") != "played":
            continue
        game = played["game"]
        native = play_games.play(game, players=played["players"], seed=played["seed"])
        for level, web in played["think"].items():
            mine = native["think"].get(level, {})
            out[f"{game}/{played['players']}p/{level}"] = {
                "browser_median_ms": web.get("median_ms"),
                "native_median_ms": mine.get("median_ms"),
                "browser_p95_ms": web.get("p95_ms"),
                "native_p95_ms": mine.get("p95_ms"),
                "browser_max_ms": web.get("max_ms"),
                "native_max_ms": mine.get("max_ms"),
                "browser_overrun_ms": web.get("max_step_overrun_ms"),
                "native_overrun_ms": mine.get("max_step_overrun_ms"),
            }
            if web.get("iterations_per_second") or mine.get("iterations_per_second"):
                row = out[f"{game}/{played['players']}p/{level}"]
                row["browser_iterations_per_s"] = web.get("iterations_per_second")
                row["native_iterations_per_s"] = mine.get("iterations_per_second")
    return out


BROWSER_FRAMES = 600  # frames of each table measured in the page


def _web_ui_harness():
    """tools/web_ui/harness.py (the browser UI test's), or None where the repository lacks it."""
    import importlib.util

    path = ROOT / "tools" / "web_ui" / "harness.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location("meadow_web_ui_harness", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bench_browser(frames: int = BROWSER_FRAMES) -> dict[str, Any]:
    """Meadow's real interface in headless Chromium (Pyodide 314 with pygbag's pygame-ce, the
    browser UI test's harness), measured inside the page: navigation start to the first frame
    on the canvas, then each table with bots only (one hard, the rest medium, animations at
    normal speed) as the game's own loop runs it. Per table: the frame (App.run_frame plus the
    flip to the canvas) over every frame, over a bot's turn (its search and the pause before
    its move, no animation: the frames in which the bots once thought, a slice each) and over
    those after which a bot searched; the thinking in the frame's spare time (App.think); the
    frame-to-frame interval (from one App.step's start to the next: the frame, the thinking
    and the browser's own turn), over every frame, a bot's search and the frames of an
    animation; and each hard decision's wall time from its first thought to its move."""
    harness = _web_ui_harness()
    missing = "tools/web_ui/harness.py is missing" if harness is None else harness.why_missing()
    if missing:
        return {"runtime": f"none: {missing}"}
    from game.core.catalog import specs

    out: dict[str, Any] = {}
    zip_path = harness.stage_zip(ROOT / "build" / "web-ui" / "bench.zip")
    with harness.Browser(zip_path) as page:
        info = page.load()
        manifest = json.loads((harness.setup.cache_dir() / "runtime.json").read_text("utf-8"))
        out["runtime"] = (
            f"Pyodide {manifest['pyodide']}, {manifest['wheel']}, Chromium {page.call('chromium')}"
        )
        out["start_to_first_frame_s"] = info["first_frame_ms"] / 1000
        out["stages_s"] = {k: round(v / 1000, 2) for k, v in info["timings"].items()}
        # Meadow's own part: from its files unpacked to the first frame (pygame imported and
        # its window open before, as pygbag's loader does), and when the title, drawn in
        # stages, is whole (its second frame).
        flips: list[float] = []
        deadline = time.monotonic() + 60
        while len(flips) < 4 and time.monotonic() < deadline:
            flips = page.probe("frames")["first_flips_ms"]
            page.wait(100)
        files = info["timings"]["files"]
        out["files_to_first_frame_s"] = round((info["first_frame_ms"] - files) / 1000, 3)
        out["frames_after_files_s"] = [round((ms - files) / 1000, 3) for ms in flips]
        for entry in specs():
            page.probe("bench_table", entry.name, 4)
            deadline = time.monotonic() + 300
            # Enough frames, and a hard decision among them: on a fast machine the frames
            # can pass before the hard bot's first turn.
            while time.monotonic() < deadline and (
                page.probe("frame_count") < frames or not page.probe("decision_count", "hard")
            ):
                page.wait(500)  # (only counts: see probe.frame_count)
            got = page.probe("frames", True)
            out[entry.name] = _browser_table(got)
        problems = page.check_problems()
    if problems:
        out["problems"] = problems[:5]
    return out


def _browser_table(got: dict[str, Any]) -> dict[str, Any]:
    """One table's figures from the probe's per-frame records (tools/web_ui/probe.py)."""
    frames, thinking, animating = got["frames"], got["thinking"], got["animating"]
    bot_turn = got["bot_turn"]
    starts = got["starts"]
    # Frame i's interval runs to the start of frame i + 1 (the last frame has none).
    intervals = [b - a for a, b in zip(starts, starts[1:])]
    hard = [d for d in got["decisions"] if d[0] == "hard"]

    def over(samples: list[float], keep: list[bool]) -> dict[str, float]:
        chosen = [ms for ms, yes in zip(samples, keep) if yes]
        return _percentiles(chosen) if chosen else {}

    return {
        "frame_ms": _percentiles(frames),
        "frame_bot_thinking_ms": over(frames, bot_turn),
        "frame_bot_searching_ms": over(frames, thinking),
        "think_ms": over(got["think_ms"], thinking),  # the spare time a bot was given
        "interval_ms": _percentiles(intervals),
        "interval_bot_thinking_ms": over(intervals, thinking),
        "interval_animation_ms": over(intervals, animating),
        "flip_ms": _percentiles(got["flip_ms"]),
        # every hard decision (most are forced or quick) and the slowest's search time
        "hard_decision_ms": _percentiles([d[1] for d in hard]),
        "hard_decision_search_ms": _percentiles([d[2] for d in hard]),
    }


SECTIONS: dict[str, Callable[[], dict[str, Any]]] = {
    "engine": bench_engine,
    "bots": bench_bots,
    "interface": bench_interface,
    "undo": bench_undo,
    "web": bench_web,
    "browser": bench_browser,
    "online": bench_online,
}


BUDGETS = [
    # (section, label, test on the figures)
    *ONLINE_BUDGETS,
    (
        "engine",
        ">= 20,000 engine actions per second for each game",
        lambda r: min(v["actions_per_s"] for v in r.values()) >= 20_000,
    ),
    (
        "bots",
        "a bot's step never runs more than 5 ms past its slice",
        lambda r: max(v.get("max_overrun_ms", 0) for v in r.values()) <= 5,
    ),
    (
        "bots",
        "hard bot median think <= 0.5 s (native)",
        lambda r: all(
            v["think_ms"]["median"] <= 500
            for k, v in r.items()
            if "/hard/" in k and isinstance(v.get("think_ms"), dict)
        ),
    ),
    (
        "bots",
        "peak memory of one hard decision < 100 MB",
        lambda r: all(v["peak_mb"] < 100 for k, v in r.items() if k.endswith("/memory")),
    ),
    (
        "interface",
        "frame time p95 <= 3 ms (without the bots' thinking slices)",
        lambda r: all(v["frame_without_bot_ms"]["p95"] <= 3 for v in _tables(r)),
    ),
    (
        "interface",
        "frame time max <= 16 ms (without the bots' thinking slices)",
        lambda r: all(v["frame_without_bot_ms"]["max"] <= 16 for v in _tables(r)),
    ),
    (
        "interface",
        "process start to first frame <= 1.5 s",
        lambda r: r["start_to_first_frame_s"] <= 1.5,
    ),
    (
        "undo",
        "undo (a replay of the longest game) max <= 50 ms (native)",
        lambda r: all(v["undo_ms"]["max"] <= 50 for v in r.values()),
    ),
    (
        "web",
        "web bundle archive (build/web.zip) <= 2 MB",
        lambda r: r["bundle"]["zip_bytes"] <= 2_000_000 if "zip_bytes" in r["bundle"] else None,
    ),
    (
        "web",
        "hard bot median think <= 1.5 s in the browser test",
        lambda r: _browser_hard(r),
    ),
    (
        "browser",
        "browser frame time p95 <= 8 ms at every table while a bot thinks",
        lambda r: _browser_figure(r, "frame_bot_thinking_ms", "p95", 8),
    ),
    (
        "browser",
        "browser frame time max <= 33 ms at every table while a bot thinks",
        lambda r: _browser_figure(r, "frame_bot_thinking_ms", "max", 33),
    ),
    (
        "browser",
        "browser: no frame of an animation over 16.7 ms (frame to frame, thinking included)",
        lambda r: _browser_figure(r, "interval_animation_ms", "max", 1000 / 60),
    ),
    (
        "browser",
        "browser: a hard bot decides within 1.5 s of wall time at every table",
        lambda r: _browser_figure(r, "hard_decision_ms", "max", 1500),
    ),
    (
        "browser",
        "browser: from the game's files to the first frame <= 0.4 s",
        lambda r: r["files_to_first_frame_s"] <= 0.4 if "files_to_first_frame_s" in r else None,
    ),
]


def _browser_figure(report: dict[str, Any], key: str, figure: str, ms: float) -> bool | None:
    tables = [v[key] for v in _tables(report) if v.get(key, {}).get("n")]
    return all(t[figure] <= ms for t in tables) if tables else None  # None: not measured


def _browser_hard(report: dict[str, Any]) -> bool | None:
    hard = [v["browser_median_ms"] for k, v in report.items() if k.endswith("/hard")]
    return all(ms <= 1500 for ms in hard) if hard else None  # None: not measured


def _tables(report: dict[str, Any]) -> list[dict]:
    return [v for v in report.values() if isinstance(v, dict) and "frame_ms" in v]
