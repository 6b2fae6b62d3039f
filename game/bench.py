"""``python -m game bench [--json]``: the performance figures of docs/performance.md.

Each section measures one layer and returns plain numbers; budgets are checked here and shown
as met or not, never asserted in tests (these machines are shared and noisy).
"""

from __future__ import annotations

import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from game.engine import GAMES, rules_for

ENGINE_SECONDS = 1.5  # per game and player count


def _percentiles(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"median": 0.0, "p95": 0.0, "max": 0.0, "n": 0}
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {
        "median": statistics.median(ordered),
        "p95": p95,
        "max": ordered[-1],
        "n": len(ordered),
    }


def bench_engine(seconds: float = ENGINE_SECONDS) -> dict[str, Any]:
    """Random-play actions per second, games per second and clone cost for each game."""
    out: dict[str, Any] = {}
    for game in GAMES:
        rules = rules_for(game)
        for players in sorted({rules.min_players, rules.max_players}):
            rng = random.Random(1)
            actions = games = 0
            mid_states = []
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


BOT_DECISIONS = 12  # per level, game and player count (hard takes ~0.5 s each)
SLICE = 0.005  # the interface's thinking slice per frame


def _bot_decisions(game: str, level: str, players: int, decisions: int) -> dict[str, Any]:
    """Think times of one level in seat 0 against medium bots, stepped in interface slices."""
    from game.ai import decide, make_bot

    rules = rules_for(game)
    think, overrun, rates = [], [], []
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
            total, worst, action = 0.0, 0.0, None
            while action is None:
                started = time.perf_counter()
                action = thinking.step(SLICE)
                spent = time.perf_counter() - started
                total += spent
                worst = max(worst, spent - SLICE)
            think.append(total * 1000)
            overrun.append(worst * 1000)
            iterations = getattr(thinking, "iterations", 0)
            if iterations and total > 0:
                rates.append(iterations / total)
            state.apply(action)
        seed += 1
    figures = {"think_ms": _percentiles(think), "max_overrun_ms": max(overrun)}
    if rates:
        figures["iterations_per_s"] = statistics.median(rates)
    return figures


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
    return out


UI_FRAMES = 900  # 15 s of play at 60 fps per table


def _ui_app():
    """A headless App with an in-memory store and animations at normal speed."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.storage import KEY_SETTINGS, MemoryBackend, Storage
    from game.ui.app import App

    storage = Storage(MemoryBackend())
    storage.save(KEY_SETTINGS, {"speed": 1.0, "sound": False, "hints": False})
    return App(storage=storage, seed=1)


def bench_interface(frames: int = UI_FRAMES) -> dict[str, Any]:
    """Frame times of each playable table at 1280x720 (bots playing, animations on).

    ``frame`` is the whole App.step; ``frame_without_bot`` leaves out the bots' thinking
    slices (5 ms a frame by design, DESIGN.md "Computer players"), which is what the drawing
    and animation cost.
    """
    from game.ui import bots, registry
    from game.ui.scenes.table import start_game
    from game.ui.session import NAMES, Seat

    thinking = [0.0]
    original = bots.BotTurn.step

    def timed_step(self, seconds: float = bots.SLICE):
        started = time.perf_counter()
        try:
            return original(self, seconds)
        finally:
            thinking[0] += time.perf_counter() - started

    out: dict[str, Any] = {}
    bots.BotTurn.step = timed_step
    try:
        for entry in registry.ENTRIES:
            if not entry.playable:
                continue
            app = _ui_app()
            players = min(entry.max_players, 4)
            levels = ["hard"] + ["medium"] * (players - 1)
            seats = [Seat(NAMES[i], levels[i]) for i in range(players)]
            start_game(app, entry, seats, {})
            whole, drawing = [], []
            for _ in range(frames):
                thinking[0] = 0.0
                started = time.perf_counter()
                app.step(1 / 60, [])
                spent = time.perf_counter() - started
                whole.append(spent * 1000)
                drawing.append((spent - thinking[0]) * 1000)
            out[entry.name] = {
                "frame_ms": _percentiles(whole),
                "frame_without_bot_ms": _percentiles(drawing),
            }
    finally:
        bots.BotTurn.step = original
    out["start_to_first_frame_s"] = _start_to_first_frame()
    out["peak_memory_mb"] = _peak_rss_mb()
    return out


def _start_to_first_frame() -> float:
    """Seconds from launching a fresh Python to the first frame drawn (headless)."""
    import os
    import subprocess

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


SECTIONS: dict[str, Callable[[], dict[str, Any]]] = {
    "engine": bench_engine,
    "bots": bench_bots,
    "interface": bench_interface,
}

BUDGETS = [
    # (section, label, test on the figures)
    (
        "engine",
        ">= 20,000 engine actions per second for each game",
        lambda r: min(v["actions_per_s"] for v in r.values()) >= 20_000,
    ),
    (
        "bots",
        "a bot's step never runs more than 5 ms past its slice",
        lambda r: max(v["max_overrun_ms"] for v in r.values()) <= 5,
    ),
    (
        "bots",
        "hard bot median think <= 0.5 s (native)",
        lambda r: all(v["think_ms"]["median"] <= 500 for k, v in r.items() if "/hard/" in k),
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
]


def _tables(report: dict[str, Any]) -> list[dict]:
    return [v for v in report.values() if isinstance(v, dict) and "frame_ms" in v]


def machine() -> dict[str, str]:
    import os

    return {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpus": str(os.cpu_count()),
    }


def run(args: Any, out: TextIO) -> int:
    wanted = args.only.split(",") if getattr(args, "only", None) else list(SECTIONS)
    report: dict[str, Any] = {"machine": machine()}
    for name in wanted:
        report[name] = SECTIONS[name]()
    report["budgets"] = [
        {"budget": label, "met": bool(check(report[section]))}
        for section, label, check in BUDGETS
        if section in report and report[section]
    ]
    if getattr(args, "json", False):
        print(json.dumps(report, indent=2, sort_keys=True), file=out)
    else:
        print(format_report(report), file=out)
    return 0


def format_report(report: dict[str, Any]) -> str:
    lines = [f"machine: {report['machine']}"]
    for name, figures in report.items():
        if name in ("machine", "budgets"):
            continue
        lines.append(f"\n## {name}")
        for key, value in figures.items():
            if isinstance(value, dict):
                cells = ", ".join(f"{k} {_fmt(v)}" for k, v in value.items())
                lines.append(f"- {key}: {cells}")
            else:
                lines.append(f"- {key}: {_fmt(value)}")
    lines.append("\n## budgets")
    for b in report["budgets"]:
        lines.append(f"- [{'met' if b['met'] else 'MISSED'}] {b['budget']}")
    return "\n".join(lines)


def _fmt(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} {_fmt(v)}" for k, v in value.items()) + "}"
    if isinstance(value, float):
        return f"{value:,.3f}" if value < 100 else f"{value:,.0f}"
    return str(value)
