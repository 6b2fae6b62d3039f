"""The room server's settings and their command-line options (no aiohttp: the CLI reads
this module for every sub-command)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass
class Config:
    host: str = "127.0.0.1"
    port: int = 8080
    data: str = "data"
    database: str | None = None  # sqlite:///… or postgresql://…; None: DATA/meadow.sqlite
    redis: str | None = None
    workers: int = 1  # processes building heavy answers (records)
    bot_workers: int = 1  # processes searching server bots' moves
    presence_seconds: float = 5.0  # presence rows renewed this often (expire after 3 times)
    poll: float = 5.0  # seconds between checks of a shared store for missed announcements
    origins: tuple[str, ...] = ()
    web: str = str(ROOT / "build" / "web")
    durable: bool = False
    trust_proxy: bool = False
    stats: bool = False
    msg_rate: float = 10.0  # messages per second per connection, with a burst of msg_burst
    msg_burst: float = 30.0
    lookup_burst: float = 10.0  # failed joins/resumes per address, refilled ...
    lookup_per_min: float = 6.0  # ... at this rate: guessing codes takes years
    create_burst: float = 20.0
    create_per_min: float = 10.0
    max_per_ip: int = 64  # connections from one address
    max_connections: int = 10_000
    bot_seconds: float = 0.5  # thinking per decision of the searching bots
    lobby_days: float = 7.0  # rooms never started are deleted after this long untouched
    bot_delay: float = 0.0  # pause before a bot's action is played (pacing for people)
    smtp: str | None = None  # smtp://user:password@host:port?from=addr: "your turn" e-mails
    public_url: str | None = None  # the page's address in reminders (default http://HOST)
    clock_sweep: float = 1.0  # seconds between looks for turn clocks run out
    say_per_min: float = 12.0  # lines said at a table per seat, with a burst of say_burst
    say_burst: float = 5.0
    records_per_min: float = 6.0  # records built for one connection, with a burst of records_burst
    records_burst: float = 3.0
    # Records the whole process answers a second, cached ones too, twice that (at least 2) at once:
    # a flood of them from however many connections (each new one has a fresh budget) still
    # costs the others' moves little; beyond it, "busy: ask again in a moment".
    records_per_s: float = 10.0
    room_lookup_burst: float = 30.0  # wrong tokens for one room from anywhere, refilled ...
    room_lookup_per_min: float = 10.0  # ... at this rate
    loop: str = "auto"  # the event loop: uvloop when installed (auto), or asyncio's own


def add_arguments(parser: argparse.ArgumentParser) -> None:
    d = Config()
    parser.add_argument("--host", default=d.host, help="address to listen on (0.0.0.0: the LAN)")
    parser.add_argument("--port", type=int, default=d.port, help="0: any free port")
    parser.add_argument("--data", default=d.data, help="folder of the SQLite file")
    parser.add_argument(
        "--database",
        default=None,
        help="sqlite:///path or postgresql://user@host/db (default: DATA/meadow.sqlite)",
    )
    parser.add_argument("--redis", default=None, help="redis://host:port/0: share rooms")
    parser.add_argument(
        "--public-url",
        default=None,
        help="the page's address as players reach it (https://meadow.example), for links"
        " in reminders",
    )
    parser.add_argument(
        "--smtp",
        default=None,
        help="smtp[s]://user:password@host:port?from=address: 'your turn' reminders of slow"
        " games to the players who gave an address",
    )
    parser.add_argument(
        "--poll-seconds",
        type=float,
        default=d.poll,
        help="with a shared store: how often rooms in use are checked for missed changes",
    )
    parser.add_argument(
        "--origin",
        action="append",
        default=[],
        help="a page origin allowed to open websockets (repeat; default: any)",
    )
    parser.add_argument("--web", default=d.web, help="the page's folder (make web)")
    parser.add_argument("--durable", action="store_true", help="fsync every action")
    parser.add_argument(
        "--trust-proxy", action="store_true", help="client address from X-Forwarded-For"
    )
    parser.add_argument("--stats", action="store_true", help="serve /stats (counters)")
    parser.add_argument(
        "--presence-seconds",
        type=float,
        default=d.presence_seconds,
        help="several processes: how often each renews who is connected to it",
    )
    parser.add_argument(
        "--workers", type=int, default=d.workers, help="processes building game records"
    )
    parser.add_argument(
        "--bot-workers", type=int, default=d.bot_workers, help="processes searching bots' moves"
    )
    parser.add_argument("--max-per-ip", type=int, default=d.max_per_ip)
    parser.add_argument(
        "--messages-per-second",
        type=float,
        default=d.msg_rate,
        help="messages a connection may send a second (three seconds' worth at once)",
    )
    parser.add_argument("--creates-per-minute", type=float, default=d.create_per_min)
    parser.add_argument("--bot-seconds", type=float, default=d.bot_seconds)
    parser.add_argument("--bot-delay", type=float, default=d.bot_delay)
    parser.add_argument(
        "--loop",
        choices=("auto", "uvloop", "asyncio"),
        default=d.loop,
        help="event loop: uvloop when installed (auto), or the standard library's",
    )


def config_from(args: Any) -> Config:
    return Config(
        host=args.host,
        port=args.port,
        data=args.data,
        database=args.database,
        redis=args.redis,
        poll=args.poll_seconds,
        workers=args.workers,
        bot_workers=args.bot_workers,
        presence_seconds=args.presence_seconds,
        origins=tuple(args.origin),
        web=args.web,
        durable=args.durable,
        trust_proxy=args.trust_proxy,
        stats=args.stats,
        max_per_ip=args.max_per_ip,
        msg_rate=args.messages_per_second,
        msg_burst=max(Config.msg_burst, 3 * args.messages_per_second),
        create_per_min=args.creates_per_minute,
        create_burst=max(Config.create_burst, args.creates_per_minute),
        bot_seconds=args.bot_seconds,
        bot_delay=args.bot_delay,
        smtp=args.smtp,
        public_url=args.public_url,
        loop=args.loop,
    )
