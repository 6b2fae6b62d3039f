"""Play one full game of each of Meadow's games, a hard bot against medium bots, and time it.

The browser test (tests/browser/run.js) copies the pure packages (``game/core``, ``game/games``,
``game/ai`` …) into Pyodide's file system and runs :func:`play` there; run natively, this file
gives the same figures for CPython on this machine, for comparison::

    python tests/browser/play_games.py [--players 4] [--seed 1] [--games via_gladiola,floriado]

A decision is timed the way the interface runs it: ``thinking = bot.start(view, legal)`` and
then ``thinking.step(SLICE)`` until it returns an action (one call per frame in the game); the
think time is the sum of those calls. Where ``game.ai`` has no bot for a game yet, the seats
fall back to uniform random players and the report says so.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

WANTED = ("via_gladiola", "gloschli", "floriado")
SLICE = 0.005  # seconds per step, as the interface's frame does
ACTION_LIMIT = 20_000  # a game that runs longer than this is a bug


def _stats(values: list[float]) -> dict:
    if not values:
        return {"decisions": 0}
    ordered = sorted(values)
    n = len(ordered)

    def rank(q: float) -> float:  # nearest-rank percentile
        return ordered[min(n - 1, max(0, int(q * n + 0.999999) - 1))]

    return {
        "decisions": n,
        "median_ms": round(1000 * rank(0.5), 2),
        "p95_ms": round(1000 * rank(0.95), 2),
        "max_ms": round(1000 * ordered[-1], 2),
        "total_s": round(sum(ordered), 3),
    }


def _make_players(game: str, levels: list[str], seed: int) -> tuple[list, list[str | None]]:
    """One bot per seat (None: a random stand-in) and, per seat, why it fell back (or None)."""
    try:
        from game.ai import make_bot
    except ImportError as exc:
        return [None] * len(levels), [f"game.ai.make_bot is missing ({exc})"] * len(levels)
    bots, notes = [], []
    for seat, level in enumerate(levels):
        try:
            bots.append(make_bot(game, level, seed * 100 + seat))
            notes.append(None)
        except (ImportError, ValueError, NotImplementedError, KeyError) as exc:
            bots.append(None)
            notes.append(f"no {level} bot for {game} ({exc})")
    return bots, notes


def play(game: str, players: int = 4, seed: int = 1) -> dict:
    """One full game: seat 0 is the hard bot, the others medium; a JSON-ready report."""
    from game.engine import GAMES, rules_for

    if game not in GAMES:
        return {"game": game, "status": "missing", "reason": "not in game.engine.GAMES yet"}
    rules = rules_for(game)
    n = max(rules.min_players, min(players, rules.max_players))
    levels = ["hard"] + ["medium"] * (n - 1)
    bots, notes = _make_players(game, levels, seed)
    fallback_rng = random.Random(seed)
    state = rules.new_game(n, seed)
    labels = [lv if bot is not None else f"random (for {lv})" for lv, bot in zip(levels, bots)]
    times: dict[str, list[float]] = {label: [] for label in labels}
    overrun = dict.fromkeys(labels, 0.0)
    steps = dict.fromkeys(labels, 0)
    iterations: dict[str, list[int]] = {label: [] for label in labels}
    actions = 0
    started = time.perf_counter()
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        bot = bots[seat]
        label = labels[seat]
        if bot is None:
            action = legal[fallback_rng.randrange(len(legal))]
            times[label].append(0.0)
        else:
            t0 = time.perf_counter()
            thinking = bot.start(state.view(seat), legal)
            spent = time.perf_counter() - t0
            action = None
            while action is None:
                s0 = time.perf_counter()
                action = thinking.step(SLICE)
                dt = time.perf_counter() - s0
                spent += dt
                steps[label] += 1
                overrun[label] = max(overrun[label], dt - SLICE)
            times[label].append(spent)
            count = getattr(thinking, "iterations", None)  # searching bots count their work
            if isinstance(count, int):
                iterations[label].append(count)
        state.apply(action)  # an illegal choice raises IllegalAction: the test fails
        actions += 1
        if actions > ACTION_LIMIT:
            raise RuntimeError(f"{game}: no end after {ACTION_LIMIT} actions")
    result = state.result()
    report = {
        "game": game,
        "status": "played",
        "players": n,
        "seats": labels,
        "seed": seed,
        "actions": actions,
        "seconds": round(time.perf_counter() - started, 2),
        "scores": list(result.scores),
        "winners": list(result.winners),
        "think": {},
    }
    for label in dict.fromkeys(labels):
        entry = _stats(times[label])
        entry["steps"] = steps[label]
        entry["max_step_overrun_ms"] = round(1000 * max(0.0, overrun[label]), 2)
        if iterations[label]:
            done = sorted(iterations[label])
            entry["iterations_median"] = done[len(done) // 2]
            spent = sum(times[label])
            entry["iterations_per_second"] = round(sum(done) / spent) if spent > 0 else None
        report["think"][label] = entry
    fallbacks = sorted({note for note in notes if note})
    if fallbacks:
        report["fallback"] = fallbacks
    return report


def environment() -> dict:
    return {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "pygame_loaded": "pygame" in sys.modules,
    }


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(WANTED))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    reports = [play(g, args.players, args.seed) for g in args.games.split(",") if g]
    print(json.dumps({"runtime": "native", **environment(), "games": reports}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
