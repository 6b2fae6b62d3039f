"""``python -m game match``: one pairing measured cheaply and fairly.

- **Duplicate deals**: deal ``k`` (seed ``seed + k``) is played ``players`` times, A in each
  seat once (with more players than two, A alone against ``players - 1`` copies of B), so the
  luck of the cards falls on both sides alike.
- **Iteration budgets**: a bot spec's ``iterations=N`` fixes a searching bot's work per
  decision (no wall clock: a loaded machine plays the same games).
- **Score margin**: A's mean score minus the mean of B's seats (the games' own scores; lower is
  better where low scores win), with a 95% interval over deals — far less noisy than win or
  loss.
- **SPRT** (``game.dev.sprt``): with ``--h1``, the pairing stops as soon as the evidence
  accepts H1 (A's share is ``h1``) or H0 (A's share is ``h0``, by default the fair share
  ``1 / players``), checked after every whole deal; otherwise it plays ``--games`` games.

It reports games played and the CPU seconds used (this process and its workers).

A bot spec is ``level[:key=value,...]``: ``hard``, ``hard:iterations=100``,
``hard:consts=default`` (the level with the untuned constants built into its module),
``medium:consts=path/to/file.json``, or ``ref`` for the game's independent reference player
(``tests/reference_players/<game>.py``, looked up under ``--ref-dir``).
"""

from __future__ import annotations

import importlib
import inspect
import math
import resource
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from game.ai import LEVELS, Budget
from game.core.catalog import rules_for
from game.core.catalog import spec as spec_of
from game.dev.sprt import Sprt
from game.dev.tournament import wilson

REF_DIR = Path(__file__).resolve().parents[2] / "tests"


@dataclass(frozen=True)
class Spec:
    level: str
    iterations: int | None = None
    consts: str | None = None  # None: the shipped (tuned) constants; "default": the built-in

    @property
    def label(self) -> str:
        parts = [f"iterations={self.iterations}"] if self.iterations is not None else []
        if self.consts is not None:
            parts.append(f"consts={self.consts}")
        return self.level + (":" + ",".join(parts) if parts else "")


def parse_spec(text: str) -> Spec:
    """``level[:key=value,...]``; raises ValueError on anything it does not know."""
    level, _, rest = text.strip().partition(":")
    if level not in (*LEVELS, "ref"):
        raise ValueError(f"unknown level {level!r}; known: {', '.join(LEVELS)}, ref")
    opts: dict[str, str] = {}
    for item in filter(None, rest.split(",")):
        key, eq, value = item.partition("=")
        if not eq or key not in ("iterations", "consts"):
            raise ValueError(f"bad option {item!r} in {text!r} (iterations=N, consts=...)")
        opts[key] = value
    iterations = None
    if "iterations" in opts:
        iterations = int(opts["iterations"])
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
    return Spec(level, iterations, opts.get("consts"))


def make_player(game: str, spec: Spec, seed: int, ref_dir: Path = REF_DIR) -> Any:
    if spec.level == "ref":
        return reference_player(game, seed, ref_dir)
    budget = None if spec.iterations is None else Budget(seconds=None, iterations=spec.iterations)
    make = spec_of(game).make_bot
    if spec.consts is not None and "consts" in inspect.signature(make).parameters:
        return make(spec.level, seed, budget, consts=spec.consts)
    return make(spec.level, seed, budget)


def reference_player(game: str, seed: int, ref_dir: Path) -> Any:
    """The independent player of ``tests/reference_players/<game>.py`` (never shipped)."""
    if str(ref_dir) not in sys.path:
        sys.path.insert(0, str(ref_dir))
    module = importlib.import_module(f"reference_players.{game}")
    for name in ("make_player", "make"):
        maker = getattr(module, name, None)
        if callable(maker):
            return maker(seed) if inspect.signature(maker).parameters else maker()
    cls = module.ReferencePlayer
    params = inspect.signature(cls).parameters
    return cls(seed=seed) if "seed" in params else cls()


def seatings(players: int, deals: int, seed: int) -> Iterator[tuple[int, int]]:
    """(deal seed, A's seat) for each game, deal by deal: every deal from every seat."""
    for k in range(deals):
        for seat in range(players):
            yield seed + k, seat


def play_one(
    game: str, players: int, deal: int, a_seat: int, a: Spec, b: Spec, bot_seed: int, ref_dir: Path
) -> tuple[float, float, float, list[float], list[float]]:
    """One game: A's win share, A's score, B's mean score, A's and B's think (CPU s)."""
    state = rules_for(game).new_game(players, deal)
    bots = [
        make_player(game, a if s == a_seat else b, bot_seed * 16 + s, ref_dir)
        for s in range(players)
    ]
    think: list[list[float]] = [[] for _ in range(players)]
    while not state.is_over:
        seat = state.current_player
        c0 = time.thread_time()
        thinking = bots[seat].start(state.view(seat), state.legal_actions())
        action = None
        while action is None:
            action = thinking.step(0.005)
        think[seat].append(time.thread_time() - c0)
        state.apply(action)
    result = state.result()
    share = 1.0 / len(result.winners) if a_seat in result.winners else 0.0
    scores = [float(s) for s in result.scores]
    b_scores = [scores[s] for s in range(players) if s != a_seat]
    b_think = [t for s in range(players) if s != a_seat for t in think[s]]
    return share, scores[a_seat], sum(b_scores) / len(b_scores), think[a_seat], b_think


def _play_job(job: tuple) -> tuple:
    return play_one(*job)


def cpu_seconds() -> float:
    """CPU used by this process and its finished workers (user + system)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


@dataclass
class MatchResult:
    games: int = 0
    wins: float = 0.0
    margins: list[float] = field(default_factory=list)  # per deal: A's mean minus B's mean
    a_score: float = 0.0
    b_score: float = 0.0
    a_think: list[float] = field(default_factory=list)
    b_think: list[float] = field(default_factory=list)
    verdict: str | None = None
    llr: float = 0.0


def run_match(
    game: str,
    players: int,
    a: Spec,
    b: Spec,
    max_games: int,
    seed: int,
    sprt: Sprt | None = None,
    jobs: int = 1,
    ref_dir: Path = REF_DIR,
    progress: TextIO | None = None,
) -> MatchResult:
    """Plays deal after deal (each from every seat) until ``max_games`` or the SPRT stops."""
    out = MatchResult()
    deals = max(1, math.ceil(max_games / players))
    pool = None
    if jobs > 1:
        import multiprocessing

        pool = multiprocessing.get_context("fork").Pool(jobs)
    try:
        batch = max(1, jobs)  # deals played at once between SPRT checks
        k = 0
        while k < deals and out.verdict is None:
            chunk = list(range(k, min(deals, k + batch)))
            jobs_now = [
                (game, players, seed + d, s, a, b, d * players + s, ref_dir)
                for d in chunk
                for s in range(players)
            ]
            results = pool.map(_play_job, jobs_now) if pool else [_play_job(j) for j in jobs_now]
            for i in range(0, len(results), players):
                deal_margin = 0.0
                for share, sa, sb, ta, tb in results[i : i + players]:
                    out.games += 1
                    out.wins += share
                    out.a_score += sa
                    out.b_score += sb
                    out.a_think.extend(ta)
                    out.b_think.extend(tb)
                    deal_margin += sa - sb
                    if sprt is not None:
                        sprt.add(share)
                out.margins.append(deal_margin / players)
                if sprt is not None and out.verdict is None:
                    out.verdict = sprt.verdict()
                    out.llr = sprt.llr
            k += len(chunk)
            if progress is not None and sprt is not None:
                print(
                    f"  {out.games} games, A {100 * out.wins / out.games:.1f}%,"
                    f" LLR {sprt.llr:+.2f} ({sprt.lower:.2f}, {sprt.upper:.2f})",
                    file=progress,
                    flush=True,
                )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return out


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and a 95% normal interval."""
    if not values:
        return 0.0, 0.0, 0.0
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, m, m
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def _median_ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):.1f} ms" if values else "-"


def run(args, out: TextIO) -> int:
    try:
        a, b = parse_spec(args.a), parse_spec(args.b)
    except ValueError as error:
        print(f"match: {error}", file=out)
        return 2
    rules_for(args.game).check_players(args.players)
    sprt = None
    if args.h1 is not None:
        h0 = args.h0 if args.h0 is not None else 1.0 / args.players
        try:
            sprt = Sprt(h0, args.h1, args.alpha, args.beta)
        except ValueError as error:
            print(f"match: {error}", file=out)
            return 2
    ref_dir = Path(args.ref_dir) if args.ref_dir else REF_DIR
    cpu0, wall0 = cpu_seconds(), time.perf_counter()
    result = run_match(
        args.game,
        args.players,
        a,
        b,
        args.games,
        args.seed,
        sprt,
        max(1, args.jobs),
        ref_dir,
        progress=out if args.progress else None,
    )
    cpu, wall = cpu_seconds() - cpu0, time.perf_counter() - wall0
    n = result.games
    lo, hi = wilson(result.wins, n)
    m, mlo, mhi = mean_interval(result.margins)
    who = f"{a.label} vs {b.label}"
    if args.players > 2:
        who = f"1 {a.label} vs {args.players - 1} {b.label}"
    print(f"{args.game}, {args.players} players: {who}, seed {args.seed}", file=out)
    print(
        "| games | A win rate (95% CI) | fair share | A score − B score (95% CI) |"
        " A mean | B mean | SPRT | A think median | B think median | CPU s |",
        file=out,
    )
    print("|---|---|---|---|---|---|---|---|---|---|", file=out)
    if sprt is None:
        verdict = "-"
    else:
        verdict = (
            f"{result.verdict or 'open'} (H0 {100 * sprt.p0:.0f}%, H1 {100 * sprt.p1:.0f}%,"
            f" LLR {sprt.llr:+.2f})"
        )
    print(
        f"| {n} | {100 * result.wins / max(1, n):.1f}% ({100 * lo:.1f}-{100 * hi:.1f})"
        f" | {100 / args.players:.1f}% | {m:+.2f} ({mlo:+.2f} to {mhi:+.2f})"
        f" | {result.a_score / max(1, n):.2f} | {result.b_score / max(1, n):.2f} | {verdict}"
        f" | {_median_ms(result.a_think)} | {_median_ms(result.b_think)}"
        f" | {cpu:.0f} (wall {wall:.0f}) |",
        file=out,
    )
    return 0


def add_parser(sub: Any) -> None:
    match = sub.add_parser(
        "match", help="one pairing on duplicate deals with iteration budgets and an SPRT"
    )
    match.add_argument("--game", choices=rules_games(), default=rules_games()[0])
    match.add_argument("--players", type=int, default=2)
    match.add_argument("--a", required=True, help="bot spec, e.g. hard:iterations=100")
    match.add_argument("--b", required=True, help="bot spec, e.g. hard:consts=default")
    match.add_argument("--games", type=int, default=1000, help="at most this many games")
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--h1", type=float, default=None, help="SPRT: A's share under H1")
    match.add_argument("--h0", type=float, default=None, help="SPRT: under H0 (fair share)")
    match.add_argument("--alpha", type=float, default=0.05)
    match.add_argument("--beta", type=float, default=0.05)
    match.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    match.add_argument("--ref-dir", default=None, help="folder holding reference_players/")
    match.add_argument("--progress", action="store_true", help="print the LLR as it goes")


def rules_games() -> tuple[str, ...]:
    from game.engine import GAMES

    return tuple(GAMES)
