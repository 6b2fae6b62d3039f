"""Seat-swapped matches between a computer player and an independent reference player.

Run by hand from the repository's root (the players live beside this file, outside ``game``)::

    nice -n 19 python tests/reference_players/match.py --game gloschli --a hard --b ref \\
        --games 100 --seed 1000

``--a`` / ``--b``: a level of ``game.ai.make_bot`` (``random``, ``easy``, ``medium``, ``hard``,
at its default budget unless ``--seconds`` / ``--iterations`` are given) or ``ref`` (this
folder's player for the game). Game ``g`` deals seed ``seed + g // players`` and puts A in seat
``g % players`` (with more than two players the others are all B), so every deal is played
from every seat, as ``python -m game simulate --bots`` does. It prints A's win rate with its
95% Wilson interval, the mean score margin (A - B, with its 95% interval), and each side's think
time per decision: wall clock and the thread's CPU (a bot budgeted in seconds thinks less when
the machine is busy, which shows as CPU well under wall).
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from game.ai import Budget, make_bot  # noqa: E402
from game.dev.tournament import wilson  # noqa: E402
from game.engine import rules_for  # noqa: E402

SLICE = 0.005  # seconds per thinking step, as the interface uses


def make_player(game: str, spec: str, seed: int, budget: Budget | None):
    if spec == "ref":
        module = importlib.import_module(f"reference_players.{game}")
        return module.ReferencePlayer(seed)
    return make_bot(game, spec, seed, budget)


def play(job: tuple) -> tuple:
    """One game: A's win share, A's score, B's mean score, think times (wall, CPU) per side."""
    game, players, a, b, deal, a_seat, bot_seed, budget = job
    state = rules_for(game).new_game(players, deal)
    bots = [
        make_player(game, a if s == a_seat else b, bot_seed * 8 + s, budget) for s in range(players)
    ]
    wall: list[list[float]] = [[], []]
    cpu: list[list[float]] = [[], []]
    while not state.is_over:
        seat = state.current_player
        side = 0 if seat == a_seat else 1
        t0, c0 = time.perf_counter(), time.thread_time()
        thinking = bots[seat].start(state.view(seat), state.legal_actions())
        action = None
        while action is None:
            action = thinking.step(SLICE)
        wall[side].append(time.perf_counter() - t0)
        cpu[side].append(time.thread_time() - c0)
        state.apply(action)
    res = state.result()
    share = 1.0 / len(res.winners) if a_seat in res.winners else 0.0
    b_scores = [res.scores[s] for s in range(players) if s != a_seat]
    return share, res.scores[a_seat], statistics.mean(b_scores), wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=("via_gladiola", "gloschli"))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="ref")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--iterations", type=int, default=None)
    args = parser.parse_args(argv)
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds, iterations=args.iterations)
    n = args.players
    jobs = [
        (args.game, n, args.a, args.b, args.seed + g // n, g % n, g, budget)
        for g in range(args.games)
    ]
    started = time.perf_counter()
    cpu_started = time.process_time()
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(play, jobs, chunksize=1)
    else:
        results = [play(job) for job in jobs]
    games = len(results)
    wins = sum(r[0] for r in results)
    lo, hi = wilson(wins, games)
    margins = [r[1] - r[2] for r in results]
    half = 1.96 * statistics.stdev(margins) / math.sqrt(games) if games > 1 else float("nan")

    def times(side: int, which: int) -> str:
        values = sorted(t for r in results for t in r[3 + which][side])
        if not values:
            return "-"
        p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
        median = statistics.median(values)
        return f"{median * 1000:.1f} / {p95 * 1000:.1f} / {values[-1] * 1000:.0f}"

    name = f"{args.a} vs {args.b}" if n == 2 else f"1 {args.a} vs {n - 1} {args.b}"
    print(
        f"{args.game}, {n} players, seed {args.seed}, budget {budget or 'default'}\n"
        "| pairing | games | A win rate (95% CI) | A - B score (95% CI) | A mean | B mean |"
        " A think ms median / p95 / max: wall | CPU | B think ms: wall | CPU |\n"
        "|---|---|---|---|---|---|---|---|---|---|"
    )
    print(
        f"| {name} | {games} | {100 * wins / games:.1f}% ({100 * lo:.1f}-{100 * hi:.1f})"
        f" | {statistics.mean(margins):+.2f} (±{half:.2f})"
        f" | {statistics.mean(r[1] for r in results):.2f}"
        f" | {statistics.mean(r[2] for r in results):.2f}"
        f" | {times(0, 0)} | {times(0, 1)} | {times(1, 0)} | {times(1, 1)} |"
    )
    print(
        f"({time.perf_counter() - started:.0f} s wall, "
        f"{time.process_time() - cpu_started:.0f} s CPU in this process)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
