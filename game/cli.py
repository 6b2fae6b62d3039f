"""Command line: ``python -m game simulate | bench | replay``.

Each sub-command lives in its own module; this file only dispatches.
"""

from __future__ import annotations

import argparse
import sys

from game.engine import GAMES


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Meadow tools")
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play many games between random players or bots")
    sim.add_argument("--game", choices=GAMES, default="via_gladiola")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument(
        "--bots",
        default=None,
        help="comma-separated bot levels for a seat-rotated round-robin (e.g. hard,medium)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        from game.simulate import run

        return run(args, out=sys.stdout)
    return 2
