"""Seat-swapped Floriado matches between bots with their own budgets.

``python -m game simulate`` gives every bot the same budget, but the alpha-beta hard counts
nodes and the old UCT hard counts iterations, so this runs one pairing with a budget per side::

    python tools/floriado_match.py --a hard:nodes=6000 --b mcts:iterations=500 --games 300

Players: ``hard[:nodes=N]`` (alpha-beta, game/games/floriado/search.py), ``mcts[:iterations=N]``
(the former hard), ``medium``, ``easy``, ``random``, ``ref[:depth=N]`` (the independent
reference player, tests/reference_players/floriado.py). Game ``g`` deals seed ``seed + g // 2``
and puts A in seat ``g % 2``, as the tournament does. Think time is CPU time per decision.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import Budget, make_bot  # noqa: E402
from game.dev.tournament import wilson  # noqa: E402
from game.games.floriado.rules import RULES  # noqa: E402


def make_player(spec: str, seed: int):
    name, _, arg = spec.partition(":")
    opts = dict(kv.split("=") for kv in arg.split(",") if kv)
    if name == "hard":
        return make_bot("floriado", "hard", seed, Budget(None, int(opts.get("nodes", 6000))))
    if name == "mcts":
        from game.games.floriado.bots import make_mcts

        return make_mcts(seed, Budget(None, int(opts.get("iterations", 500))))
    if name == "ref":
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from reference_players.floriado import ReferencePlayer

        return ReferencePlayer(int(opts.get("depth", 3)))
    return make_bot("floriado", name, seed, Budget(None, 200))


def play(job: tuple) -> tuple[float, float, float, list[float]]:
    """One game: A's win share, A's and B's revenue, A's and B's think times."""
    a, b, deal, a_seat, bot_seed = job
    state = RULES.new_game(2, deal)
    bots = [None, None]
    bots[a_seat] = make_player(a, bot_seed * 2)
    bots[1 - a_seat] = make_player(b, bot_seed * 2 + 1)
    think: list[list[float]] = [[], []]
    while not state.is_over:
        seat = state.current_player
        t0 = time.thread_time()
        thinking = bots[seat].start(state.view(seat), state.legal_actions())
        action = None
        while action is None:
            action = thinking.step(0.005)
        think[seat].append(time.thread_time() - t0)
        state.apply(action)
    res = state.result()
    share = 1.0 / len(res.winners) if a_seat in res.winners else 0.0
    return share, res.scores[a_seat], res.scores[1 - a_seat], think[a_seat], think[1 - a_seat]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = [(args.a, args.b, args.seed + g // 2, g % 2, g) for g in range(args.games)]
    started = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(play, jobs, chunksize=1)
    else:
        results = [play(job) for job in jobs]
    n = len(results)
    wins = sum(r[0] for r in results)
    lo, hi = wilson(wins, n)
    ta = [t for r in results for t in r[3]]
    tb = [t for r in results for t in r[4]]

    def ms(values: list[float]) -> str:
        values = sorted(values)
        p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
        return f"{statistics.median(values) * 1000:.1f} / {p95 * 1000:.1f} ms"

    print(
        "| pairing | games | A win rate (95% CI) | A mean score | B mean score |"
        " A think median / p95 | B think median / p95 |"
    )
    print("|---|---|---|---|---|---|---|")
    print(
        f"| {args.a} vs {args.b} | {n} | {100 * wins / n:.1f}% ({100 * lo:.1f}-{100 * hi:.1f})"
        f" | {statistics.mean(r[1] for r in results):.2f}"
        f" | {statistics.mean(r[2] for r in results):.2f} | {ms(ta)} | {ms(tb)} |"
    )
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
