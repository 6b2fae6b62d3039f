"""``python -m game rooms list | show CODE | close CODE | prune --older-than 30d``: a host
looks after the rooms in the store (docs/online.md, "Looking after the rooms").

It reads and writes the store a server uses (``--database`` or ``--data``, as for ``serve``);
servers may keep running: a closed room is refused (``no_room``) at its players' next move.
Nothing here prints a seat token's hash or a player's e-mail address.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from typing import Any, TextIO

from game.net.database import default_url, open_store
from game.net.protocol import TABLE_DEFAULTS, ProtocolError, normalize_code
from game.net.store import RoomStore, StoreError

UNITS = {"d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0}


def add_parser(sub: Any) -> None:
    rooms = sub.add_parser("rooms", help="list, show, close or prune the server's rooms")
    rooms.add_argument("--data", default="data", help="folder of the SQLite file (as serve)")
    rooms.add_argument("--database", default=None, help="sqlite:///… or postgresql://…")
    what = rooms.add_subparsers(dest="rooms_command", required=True)
    what.add_parser("list", help="every room: code, game, status, players, last change")
    show = what.add_parser("show", help="one room: its seats, table, games and chat")
    show.add_argument("code")
    close = what.add_parser("close", help="delete a room and everything kept with it")
    close.add_argument("code")
    prune = what.add_parser("prune", help="delete the rooms untouched for a while")
    prune.add_argument("--older-than", required=True, type=age, help="e.g. 30d, 12h")
    prune.add_argument("--dry-run", action="store_true", help="only say which")


def age(text: str) -> float:
    """``30d``, ``12h``, ``90m`` or ``45s`` in seconds."""
    found = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([dhms])\s*", text)
    if found is None:
        raise argparse.ArgumentTypeError("write a number and d, h, m or s (30d, 12h)")
    return float(found.group(1)) * UNITS[found.group(2)]


def _span(seconds: float) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds / size:.0f}{unit}"
    return f"{seconds:.0f}s"


def _ago(seconds: float) -> str:
    return "just now" if seconds < 60 else f"{_span(seconds)} ago"


def _people(seats: list[dict]) -> str:
    names = []
    for s in seats:
        if s.get("kind") == "open":
            names.append("(open)")
        elif s.get("kind") == "human":
            names.append(str(s.get("name")))
        else:
            names.append(f"{s.get('name')} [{s.get('kind')} bot]")
    return ", ".join(names)


def list_rooms(store: RoomStore, out: TextIO) -> int:
    import json

    now = time.time()
    rows = store.rooms_overview()
    for code, game, status, seats, _created, updated, meta in rows:
        table = {**TABLE_DEFAULTS, **json.loads(meta).get("table", {})}
        access = "open" if table["open"] else "private"
        print(
            f"{code}  {game:<13} {status:<8} {access:<8} clock {table['clock']:<4}"
            f"  {_ago(now - updated):<9}  {_people(json.loads(seats))}",
            file=out,
        )
    print(f"{len(rows)} rooms", file=out)
    return 0


def show_room(store: RoomStore, code: str, out: TextIO) -> int:
    row = store.load_room(code)
    times = store.room_times(code)
    if row is None or times is None:
        print(f"no room {code}", file=out)
        return 1
    table = {**TABLE_DEFAULTS, **row.meta.get("table", {})}
    now = time.time()
    print(f"room {row.code}: {row.game}, {row.status}, game {row.meta.get('game_no', 1)}", file=out)
    print(f"  created {_ago(now - times[0])}, last change {_ago(now - times[1])}", file=out)
    print(f"  table: {', '.join(f'{k} {v}' for k, v in table.items())}", file=out)
    if row.options:
        print(f"  options: {row.options}", file=out)
    for i, s in enumerate(row.seats):
        marks = [
            m
            for m, on in (
                ("host", i == row.host),
                (f"played by a {s.get('standin')} bot", bool(s.get("standin"))),
                ("conceded", bool(s.get("conceded"))),
                ("asked for a rematch", bool(s.get("asked"))),
            )
            if on
        ]
        who = s.get("name") or "(open)"
        kind = s.get("kind")
        extra = f" ({'; '.join(marks)})" if marks else ""
        print(f"  seat {i}: {who} [{kind}]{extra}", file=out)
    actions = store.count_actions(code)
    bots = len(store.standins(code))
    print(f"  {actions} actions played, {bots} of them by a bot for a person", file=out)
    games = store.games(code)
    if games:
        print(f"  {len(games)} earlier games in this room (rematches)", file=out)
    chat = store.chat(code, limit=10_000)
    print(f"  {len(chat)} lines said at the table", file=out)
    return 0


def close_room(store: RoomStore, code: str, out: TextIO) -> int:
    with store.transaction():
        gone = store.delete_room(code)
    print(f"room {code} closed" if gone else f"no room {code}", file=out)
    return 0 if gone else 1


def prune(store: RoomStore, older_than: float, dry_run: bool, out: TextIO) -> int:
    before = time.time() - older_than
    old = [r[0] for r in store.rooms_overview() if r[5] < before]
    for code in old:
        if not dry_run:
            with store.transaction():
                store.delete_room(code)
    verb = "would be deleted" if dry_run else "deleted"
    print(f"{len(old)} rooms untouched for {_span(older_than)} {verb}", file=out)
    return 0


def run(args: Any, out: TextIO = sys.stdout) -> int:
    try:
        store = open_store(args.database or default_url(args.data))
    except StoreError as exc:
        print(f"meadow rooms: {exc}", file=sys.stderr)
        return 2
    try:
        command = args.rooms_command
        if command == "list":
            return list_rooms(store, out)
        if command == "prune":
            return prune(store, args.older_than, args.dry_run, out)
        try:
            code = normalize_code(args.code)
        except ProtocolError as exc:
            print(f"meadow rooms: {exc.message}", file=sys.stderr)
            return 2
        if command == "show":
            return show_room(store, code, out)
        return close_room(store, code, out)
    finally:
        store.close()
