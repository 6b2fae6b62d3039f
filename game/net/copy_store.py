"""``python -m game copy-store --from sqlite:///… --to postgresql://…``: move a host's rooms
to another store (docs/online.md, "Moving to PostgreSQL").

Every room is copied as it is stored (its row with the seat token hashes and meta, its actions
with who made them, its times, the words said at its table, its earlier games) in one
transaction per room, then read back from the destination and replayed: the game must come out
the same as the source's. Presence and leases are not copied (a running server writes them
anew). A room already in the destination with the same version and actions is left as it is, so
the command may be run again after an interruption; one that differs is reported and not
touched. Stop the servers using the source first.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from game.core.catalog import rules_for
from game.net.database import open_store
from game.net.store import RoomRow, RoomStore, StoreError


def _replayed(row: RoomRow, actions: list[tuple[int, dict, bool]]) -> Any:
    """The game's state as JSON, replayed from its seed and actions (None in a lobby)."""
    if row.status == "lobby":
        return None
    rules = rules_for(row.game)
    state = rules.new_game(len(row.seats), row.seed, row.options)
    for seat, action, _ in actions:
        state.apply(rules.action_from_json(action), seat=seat)
    return state.to_json()


def _copy_room(src: RoomStore, dst: RoomStore, code: str) -> str:
    """Copy one room; what became of it: copied, there (already), differs, or unreadable."""
    row = src.load_room(code)
    times = src.room_times(code)
    if row is None or times is None:
        return "gone"
    actions = src.load_actions(code)
    standins = src.standins(code)
    kept = src.kept_rows(code)
    expected = _replayed(row, actions)
    there = dst.load_room(code)
    if there is not None:
        same = there == row and dst.load_actions(code) == actions
        return "there" if same else "differs"
    with dst.transaction():
        dst.insert_room(row, times)
        for n, (seat, action, revealed) in enumerate(actions):
            dst.add_action(code, n, seat, action, revealed, standins.get(n))
        dst.add_kept_rows(kept)
    copied_row = dst.load_room(code)
    copied = dst.load_actions(code)
    if copied_row != row or copied != actions or _replayed(row, copied) != expected:
        return "differs"
    if dst.standins(code) != standins or dst.kept_rows(code) != kept:
        return "differs"
    return "copied"


def copy(src_url: str, dst_url: str, out: TextIO) -> int:
    try:
        src = open_store(src_url)
        dst = open_store(dst_url)
    except StoreError as exc:
        print(f"meadow copy-store: {exc}", file=sys.stderr)
        return 2
    counts = {"copied": 0, "there": 0}
    problems: list[str] = []
    actions = 0
    try:
        for code in src.codes():
            try:
                result = _copy_room(src, dst, code)
            except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
                # A stored game that does not replay: not copied, said, the rest go on.
                problems.append(f"{code}: does not replay ({type(exc).__name__}: {exc})")
                continue
            if result == "differs":
                problems.append(f"{code}: the destination holds a different room by that code")
            elif result in counts:
                counts[result] += 1
                if result == "copied":
                    actions += dst.count_actions(code)
    finally:
        src.close()
        dst.close()
    print(
        f"{counts['copied']} rooms copied ({actions} actions), {counts['there']} already there;"
        " every copied game replays to the same state",
        file=out,
    )
    for line in problems:
        print(f"not copied: {line}", file=out)
    return 1 if problems else 0


def run(args: Any, out: TextIO = sys.stdout) -> int:
    return copy(args.source, args.destination, out)
