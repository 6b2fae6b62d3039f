"""``python -m game tune``: a heuristic's constants tuned by self-play (never shipped).

Each game's card sense has a handful of constants. A game's ``tuning.py`` (``PROBLEMS``, by
level) declares them as one parameter vector (``game.ai.tuned.Problem``), which is
optimised with CMA-ES (the ``cma`` package, a developer extra: ``pip install .[tune]``)
against a fixed **panel** of opponents:

- **Common random numbers**: in one generation every candidate (and the distribution's mean,
  and the built-in constants, for the curve) plays the same deals, from every seat, with the
  same bot seeds; the next generation deals new ones (so the tuning does not learn a few
  deals by heart).
- **Score margin** as the objective: per game, how far the candidate's score beats the mean of
  the other seats' (below it where the lowest score wins), averaged over the panel — far less
  noisy than win or loss.
- **The fast harness**: the card sense is called on the game's state directly, not on a world
  dealt from a view (it reads only what its seat knows, so the decision is the same; the
  guarantee is ``tests/test_ai.py``'s resample test on the shipped bots).

The search runs in scaled coordinates (one unit: the constant's ``scale``), clipped to each
constant's bounds. It writes the tuned numbers with the curve (per generation: the mean's and
the best candidate's objective and the built-in constants' on the same deals) to a JSON file,
``game/games/<game>/tuned.json`` by default, which the bots read. ``--seed`` fixes everything:
the same command makes the same file.
"""

from __future__ import annotations

import importlib
import json
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from game.ai.tuned import Decider, Problem
from game.core.catalog import GAMES, rules_for, spec

# -- playing -----------------------------------------------------------------------------------


def play(game: str, players: int, deal: int, deciders: Sequence[Decider], seed: int) -> list:
    """One game with a decider per seat, on the state itself; the final scores."""
    state = rules_for(game).new_game(players, deal)
    rngs = [random.Random(seed * 16 + s) for s in range(players)]
    plies = 0
    while not state.is_over:
        seat = state.current_player
        state.apply(deciders[seat](state, state.legal_actions(), rngs[seat]))
        plies += 1
        if plies > 20_000:  # a stuck game scores as it stands; it never came up
            break
    return [float(s) for s in state.result().scores] if state.is_over else [0.0] * players


def objective(problem: Problem, values: dict[str, float], deals: Sequence[int]) -> tuple:
    """Mean score margin (others' mean minus the candidate's) and win share, over the panel,
    each deal played from every seat."""
    me = problem.candidate(values)
    low_wins = spec(problem.game).low_score_wins
    margins, wins = [], []
    for players, name in problem.panel:
        other = problem.opponent(name)
        for deal in deals:
            for seat in range(players):
                deciders = [me if s == seat else other for s in range(players)]
                scores = play(problem.game, players, deal, deciders, deal * 8 + seat)
                mine = scores[seat]
                rest = [x for s, x in enumerate(scores) if s != seat]
                margin = sum(rest) / len(rest) - mine
                margins.append(margin if low_wins else -margin)
                best = min(scores) if low_wins else max(scores)
                winners = [s for s, x in enumerate(scores) if x == best]
                wins.append(1.0 / len(winners) if seat in winners else 0.0)
    return statistics.fmean(margins), statistics.fmean(wins)


# -- the optimiser -----------------------------------------------------------------------------


def to_values(problem: Problem, z: Sequence[float]) -> dict[str, float]:
    """Search coordinates to constants (clipped to their bounds, rounded for the file)."""
    out = {}
    for p, zi in zip(problem.params, z):
        out[p.name] = round(min(p.high, max(p.low, p.default + p.scale * float(zi))), 4)
    return out


def tune(
    problem: Problem,
    seed: int,
    generations: int,
    popsize: int,
    deals: int,
    sigma: float = 0.5,
    out: TextIO | None = None,
) -> dict:
    """CMA-ES on the problem; returns the tuned values, the curve and what it cost."""
    import cma  # type: ignore[import-untyped]  # a developer extra, imported only here

    n = len(problem.params)
    es = cma.CMAEvolutionStrategy(
        [0.0] * n, sigma, {"popsize": popsize, "seed": seed, "verbose": -9}
    )
    defaults = {p.name: p.default for p in problem.params}
    curve = []
    cpu0 = time.process_time()
    for gen in range(generations):
        first = (seed * 1_000_003 + gen * 7919) % (1 << 30)  # this generation's deals
        deal_seeds = [first + k for k in range(deals)]
        zs = es.ask()
        scores = [objective(problem, to_values(problem, z), deal_seeds)[0] for z in zs]
        es.tell(zs, [-s for s in scores])
        mean_values = to_values(problem, es.mean)
        mean_margin, mean_win = objective(problem, mean_values, deal_seeds)
        base_margin, base_win = objective(problem, defaults, deal_seeds)
        row = {
            "generation": gen + 1,
            "mean": round(mean_margin, 3),
            "best": round(max(scores), 3),
            "built_in": round(base_margin, 3),
            "mean_win": round(mean_win, 4),
            "built_in_win": round(base_win, 4),
            "cpu_s": round(time.process_time() - cpu0, 1),
        }
        curve.append(row)
        if out is not None:
            print(
                f"gen {gen + 1:3d}: mean {mean_margin:+.3f} (win {100 * mean_win:.1f}%)"
                f"  best {max(scores):+.3f}  built-in {base_margin:+.3f}"
                f" (win {100 * base_win:.1f}%)  gain {mean_margin - base_margin:+.3f}"
                f"  sigma {es.sigma:.3f}  cpu {row['cpu_s']:.0f} s",
                file=out,
                flush=True,
            )
    return {
        "values": to_values(problem, es.mean),
        "curve": curve,
        "cpu_s": round(time.process_time() - cpu0, 1),
    }


def bound(problem: Problem, values: dict[str, float], deals: Sequence[int]) -> dict:
    """The objective of the built-in constants, of ``values`` and, where the game has one, of
    a cheat (``Problem.cheat``) with ``values``, on the same deals: how much is left to win."""
    defaults = {p.name: p.default for p in problem.params}
    rows = {
        "built_in": objective(problem, defaults, deals),
        "tuned": objective(problem, values, deals),
    }
    if problem.cheat is not None:
        rows["cheat"] = objective(replace(problem, candidate=problem.cheat), values, deals)
    return rows


def write_tuned(path: Path, level: str, values: dict[str, float], made: dict) -> None:
    """Write (or update) a tuned-constants file: ``values`` for ``level``, and how they were
    made; the file's other levels stay as they were."""
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        old = {}
    old = old if isinstance(old, dict) else {}
    levels: dict[str, Any] = old["levels"] if isinstance(old.get("levels"), dict) else {}
    records: dict[str, Any] = old["made"] if isinstance(old.get("made"), dict) else {}
    if "command" in records:  # one level's record, from a file made before levels had one each
        records = {"hard": records}
    levels = {**levels, level: values}
    records = {**records, level: made}
    data = {"levels": levels, "made": records}
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def run(args, out: TextIO) -> int:
    problems = problems_of(args.game)
    if args.level not in problems:
        known = ", ".join(f"{g} {lv}" for g in GAMES for lv in problems_of(g))
        print(f"tune: nothing to tune for {args.game} {args.level}; known: {known}", file=out)
        return 2
    problem = problems[args.level]()
    path = Path(args.out) if args.out else default_path(args.game)
    if args.bound:
        from game.ai.tuned import load_levels

        values = load_levels(path, {problem.level: {p.name: p.default for p in problem.params}})
        deals = [args.seed * 7_919 + 500_000 + k for k in range(args.bound)]
        print(f"{args.game} {problem.level} on {args.bound} fresh deals, panel as tuned:", file=out)
        for name, (margin, win) in bound(problem, values[problem.level], deals).items():
            print(f"  {name}: margin {margin:+.3f}, win {100 * win:.1f}%", file=out)
        return 0
    try:
        import cma  # noqa: F401
    except ImportError:
        print("tune: needs the cma package (pip install -e '.[tune]')", file=out)
        return 2
    print(
        f"tuning {args.game} {problem.level}: {len(problem.params)} constants, seed {args.seed},"
        f" {args.generations} generations of {args.popsize}, {args.deals} deals each against"
        f" {', '.join(f'{n}p {o}' for n, o in problem.panel)}",
        file=out,
        flush=True,
    )
    result = tune(problem, args.seed, args.generations, args.popsize, args.deals, args.sigma, out)
    command = (
        f"python -m game tune --game {args.game} --level {args.level} --seed {args.seed}"
        f" --generations {args.generations} --popsize {args.popsize} --deals {args.deals}"
        f" --sigma {args.sigma}"
    )
    made = {"command": command, "curve": result["curve"], "cpu_s": result["cpu_s"]}
    write_tuned(path, problem.level, {**result["values"], **dict(problem.fixed)}, made)
    print(f"wrote {path}: {json.dumps(result['values'])}", file=out)
    return 0


def problems_of(game: str) -> dict[str, Callable[[], Problem]]:
    """A game's tuning problems by level: ``PROBLEMS`` of its ``tuning`` module, if any."""
    if game not in GAMES:
        return {}
    try:
        module = importlib.import_module(f"{spec(game).rules.__module__.rsplit('.', 1)[0]}.tuning")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "PROBLEMS", {}))


def default_path(game: str) -> Path:
    return Path(__file__).resolve().parents[1] / "games" / game / "tuned.json"


def add_parser(sub: Any) -> None:
    tune_p = sub.add_parser("tune", help="tune a game's bot constants by self-play (CMA-ES)")
    tune_p.add_argument("--game", required=True)
    tune_p.add_argument("--level", default="hard", help="the level whose constants are tuned")
    tune_p.add_argument("--seed", type=int, default=1)
    tune_p.add_argument("--generations", type=int, default=30)
    tune_p.add_argument("--popsize", type=int, default=10)
    tune_p.add_argument("--deals", type=int, default=40, help="deals per panel entry")
    tune_p.add_argument("--sigma", type=float, default=0.5, help="CMA-ES step, in scale units")
    tune_p.add_argument("--out", default=None, help="file to write (default: tuned.json)")
    tune_p.add_argument(
        "--bound",
        type=int,
        default=0,
        metavar="DEALS",
        help="tune nothing: on DEALS fresh deals, the objective of the built-in and the file's"
        " constants, and of a cheat that sees every card",
    )
