"""``python -m game simulate --bots hard,medium,easy,random``: a seat-rotated round-robin.

Pairings: with 2 players every pair of the listed levels meets; with more players, for every
pair (A, B) with A listed before B, one A plays against ``players - 1`` copies of B (list the
stronger level first: ``--bots hard,medium --players 4`` is one hard against three medium).
Game ``g`` of a pairing deals seed ``seed + g // players`` and puts A in seat ``g % players``,
so every deal is played once from every seat. Win rates count a shared win as a fraction.

It prints, per pairing, A's win rate with a 95% confidence interval (Wilson) and each side's
mean score; and per level: win rate, mean score and think time per decision (median, p95,
max), plus the worst time a thinking slice ran past its end.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import TextIO

from game.ai import LEVELS, Budget, make_bot
from game.core.catalog import rules_for

SLICE = 0.005  # seconds per thinking step, as the interface uses (one step per frame)


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0
    score: float = 0.0
    think: list[float] = field(default_factory=list)
    overrun: float = 0.0  # wall clock: includes time the process was not scheduled
    cpu_overrun: float = 0.0  # the thread's own CPU time past the slice

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.score += other.score
        self.think.extend(other.think)
        self.overrun = max(self.overrun, other.overrun)
        self.cpu_overrun = max(self.cpu_overrun, other.cpu_overrun)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def budget_from(args) -> Budget | None:
    seconds = getattr(args, "seconds", None)
    iterations = getattr(args, "iterations", None)
    if seconds is None and iterations is None:
        return None
    return Budget(seconds=seconds, iterations=iterations)


def play_game(job: tuple) -> list[tuple[str, Tally]]:
    """One game; returns each seat's (level, tally)."""
    game, players, seed, lineup, bot_seed, budget = job
    rules = rules_for(game)
    state = rules.new_game(players, seed)
    bots = [make_bot(game, level, bot_seed * 64 + s, budget) for s, level in enumerate(lineup)]
    tallies = [Tally(games=1) for _ in lineup]
    while not state.is_over:
        seat = state.current_player
        thinking = bots[seat].start(state.view(seat), state.legal_actions())
        tally = tallies[seat]
        spent = 0.0
        while True:
            t0, c0 = time.perf_counter(), time.thread_time()
            action = thinking.step(SLICE)
            dt, cpu = time.perf_counter() - t0, time.thread_time() - c0
            spent += dt
            tally.overrun = max(tally.overrun, dt - SLICE)
            tally.cpu_overrun = max(tally.cpu_overrun, cpu - SLICE)
            if action is not None:
                break
        tally.think.append(spent)
        state.apply(action)
    result = state.result()
    for s, tally in enumerate(tallies):
        if s in result.winners:
            tally.wins = 1.0 / len(result.winners)
        tally.score = float(result.scores[s])
    return list(zip(lineup, tallies))


def pairings(levels: list[str], players: int) -> list[tuple[str, str]]:
    if len(levels) == 1:
        return [(levels[0], levels[0])]
    return [(a, b) for i, a in enumerate(levels) for b in levels[i + 1 :]]


def quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_tournament(args, out: TextIO) -> int:
    levels = [x.strip() for x in args.bots.split(",") if x.strip()]
    for level in levels:
        if level not in LEVELS:
            print(f"unknown level {level!r}; known: {', '.join(LEVELS)}", file=out)
            return 2
    rules = rules_for(args.game)
    n = args.players
    rules.check_players(n)
    budget = budget_from(args)
    jobs_n = max(1, getattr(args, "jobs", 1) or 1)
    started = time.perf_counter()
    print(
        f"{args.game}: {n} players, bots {','.join(levels)}, {args.games} games per pairing,"
        f" seed {args.seed}, budget {budget or 'default'}",
        file=out,
    )
    per_level: dict[str, Tally] = {level: Tally() for level in levels}
    print("", file=out)
    print(
        "| pairing | games | A win rate (95% CI) | fair share | A mean score | B mean score |",
        file=out,
    )
    print("|---|---|---|---|---|---|", file=out)
    for p_index, (a, b) in enumerate(pairings(levels, n)):
        jobs = []
        for g in range(args.games):
            lone = g % n
            lineup = tuple(a if s == lone else b for s in range(n))
            jobs.append((args.game, n, args.seed + g // n, lineup, (p_index << 20) + g, budget))
        if jobs_n > 1:
            import multiprocessing

            with multiprocessing.get_context("fork").Pool(jobs_n) as pool:
                results = pool.map(play_game, jobs, chunksize=1)
        else:
            results = [play_game(job) for job in jobs]
        side_a, side_b = Tally(), Tally()
        for g, seats in enumerate(results):
            lone = g % n
            for s, (level, tally) in enumerate(seats):
                per_level[level].add(tally)
                (side_a if s == lone else side_b).add(tally)
        lo, hi = wilson(side_a.wins, side_a.games)
        name = f"{a} vs {b}" if n == 2 else f"1 {a} vs {n - 1} {b}"
        print(
            f"| {name} | {args.games} | {100 * side_a.wins / side_a.games:.1f}%"
            f" ({100 * lo:.1f}-{100 * hi:.1f}) | {100 / n:.1f}% |"
            f" {side_a.score / side_a.games:.2f} | {side_b.score / max(1, side_b.games):.2f} |",
            file=out,
            flush=True,
        )
    print("", file=out)
    print(
        "| level | seat-games | win rate (95% CI) | mean score |"
        " think median | p95 | max | slice overrun: wall | CPU |",
        file=out,
    )
    print("|---|---|---|---|---|---|---|---|---|", file=out)
    for level in levels:
        t = per_level[level]
        lo, hi = wilson(t.wins, t.games)
        print(
            f"| {level} | {t.games} | {100 * t.wins / t.games:.1f}% ({100 * lo:.1f}-{100 * hi:.1f})"
            f" | {t.score / t.games:.2f} | {1000 * quantile(t.think, 0.5):.1f} ms"
            f" | {1000 * quantile(t.think, 0.95):.1f} ms | {1000 * max(t.think):.1f} ms"
            f" | {1000 * max(0.0, t.overrun):.1f} ms | {1000 * max(0.0, t.cpu_overrun):.1f} ms |",
            file=out,
        )
    print(f"\n({time.perf_counter() - started:.0f} s)", file=out)
    return 0
