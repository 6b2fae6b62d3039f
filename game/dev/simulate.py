"""``python -m game simulate``: many seeded games between uniform random players."""

from __future__ import annotations

import random
import time
from typing import TextIO

from game.engine import rules_for


def play_random(game: str, players: int, seed: int) -> tuple:
    """One game between uniform random players; returns (final state, actions taken)."""
    rules = rules_for(game)
    state = rules.new_game(players, seed)
    rng = random.Random(seed)
    actions = 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return state, actions


def run(args, out: TextIO) -> int:
    if args.bots:
        from game.dev.tournament import run_tournament

        return run_tournament(args, out)
    wins = [0.0] * args.players
    score_sum = [0.0] * args.players
    total_actions = 0
    stat_sums: dict[str, float] = {}  # a game's own figures: state.stats(), if it has them
    started = time.perf_counter()
    for g in range(args.games):
        state, actions = play_random(args.game, args.players, args.seed + g)
        result = state.result()
        for w in result.winners:
            wins[w] += 1 / len(result.winners)
        for p, s in enumerate(result.scores):
            score_sum[p] += s
        total_actions += actions
        for key, value in (state.stats() if hasattr(state, "stats") else {}).items():
            stat_sums[key] = stat_sums.get(key, 0.0) + value
    elapsed = time.perf_counter() - started
    n = args.games
    print(f"{args.game}: {n} games, {args.players} random players, seed {args.seed}", file=out)
    for p in range(args.players):
        print(
            f"  seat {p}: wins {wins[p]:.1f} ({100 * wins[p] / n:.1f}%)"
            f"  mean score {score_sum[p] / n:.2f}",
            file=out,
        )
    print(f"  mean score (all seats): {sum(score_sum) / (n * args.players):.2f}", file=out)
    print(f"  mean actions per game: {total_actions / n:.1f}", file=out)
    for key, total in stat_sums.items():
        print(f"  mean {key}: {total / n:.2f}", file=out)
    print(f"  games per second: {n / elapsed:.1f}", file=out)
    return 0
