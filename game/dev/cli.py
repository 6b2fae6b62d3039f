"""Command line: ``python -m game simulate | match | tune | bench | serve | copy-store |
rooms``.

Each sub-command lives in its own module; this file only dispatches.
"""

from __future__ import annotations

import argparse
import sys

from game.dev.match import add_parser as add_match
from game.dev.rooms import add_parser as add_rooms
from game.dev.tune import add_parser as add_tune
from game.engine import GAMES


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Meadow tools")
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play many games between random players or bots")
    sim.add_argument("--game", choices=GAMES, default=GAMES[0])
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot levels for a seat-rotated round-robin (e.g. hard,medium)",
    )
    sim.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="with --bots: search iterations per decision for searching bots",
    )
    sim.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="with --bots: seconds of thinking per decision for searching bots (default 0.5)",
    )
    sim.add_argument(
        "--jobs", type=int, default=1, help="with --bots: games played in parallel processes"
    )
    add_match(sub)
    add_tune(sub)
    bench = sub.add_parser("bench", help="measure engine, bots, interface and web figures")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument("--only", default=None, help="comma-separated sections to run")
    serve = sub.add_parser("serve", help="the online room server (docs/online.md)")
    from game.net.config import add_arguments

    add_arguments(serve)
    copy = sub.add_parser(
        "copy-store", help="copy the rooms to another store, checked by replay (docs/online.md)"
    )
    copy.add_argument("--from", dest="source", required=True, help="sqlite:///… (the old)")
    copy.add_argument("--to", dest="destination", required=True, help="postgresql://… (the new)")
    add_rooms(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        from game.dev.simulate import run

        return run(args, out=sys.stdout)
    if args.command == "match":
        from game.dev.match import run as run_match

        return run_match(args, out=sys.stdout)
    if args.command == "tune":
        from game.dev.tune import run as run_tune

        return run_tune(args, out=sys.stdout)
    if args.command == "bench":
        from game.dev.bench_report import run as run_bench

        return run_bench(args, out=sys.stdout)
    if args.command == "serve":
        from game.net.server import run as run_server

        return run_server(args)
    if args.command == "copy-store":
        from game.net.copy_store import run as run_copy

        return run_copy(args, out=sys.stdout)
    if args.command == "rooms":
        from game.dev.rooms import run as run_rooms

        return run_rooms(args, out=sys.stdout)
    return 2
