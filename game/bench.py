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


SECTIONS: dict[str, Callable[[], dict[str, Any]]] = {"engine": bench_engine}

BUDGETS = [
    # (section, label, test on the figures)
    (
        "engine",
        ">= 20,000 engine actions per second for each game",
        lambda r: min(v["actions_per_s"] for v in r.values()) >= 20_000,
    ),
]


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
    if isinstance(value, float):
        return f"{value:,.3f}" if value < 100 else f"{value:,.0f}"
    return str(value)
