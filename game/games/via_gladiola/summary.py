"""Via Gladiola's end-of-day summary and the hand's blister total. Pure: no pygame.

The summary is made from the day's log entries (public facts: who walked how far with how many
cards, who drew how many), so it says the same to everyone at the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.games.via_gladiola.cards import Card

_DAY_OPENERS = ("log.start", "log.day_start")


def hand_blisters(hand: Sequence[Card]) -> int:
    """The blisters on the cards in a hand (VG-16 counts them at the end)."""
    return sum(c.blisters for c in hand)


def day_summary(
    day: int, entries: Sequence[dict[str, Any]], names: Sequence[str]
) -> list[dict[str, Any]]:
    """Log lines for the day that just ended: a heading, then per seat the km walked, the
    cards played (walked or laid) and the cards drawn. ``entries``: the log of that day."""
    start = 0
    for i in range(len(entries) - 1, -1, -1):
        if entries[i].get("key") in _DAY_OPENERS:
            start = i + 1
            break
    km = [0] * len(names)
    played = [0] * len(names)
    drew = [0] * len(names)
    for e in entries[start:]:
        seat, key, args = e.get("seat"), str(e.get("key", "")), e.get("args", {})
        if type(seat) is not int or not 0 <= seat < len(names):
            continue
        if key in ("log.walk", "log.finish"):
            km[seat] += int(args.get("diff", 0) or 0)
            played[seat] += 1
        elif key.startswith("log.gladiola."):
            played[seat] += 1
        elif key.startswith("log.draws."):
            drew[seat] += int(args.get("n", 0) or 0)
        elif key == "log.you_draw":
            drew[seat] += len(args.get("cards", []) or [])
    out: list[dict[str, Any]] = [{"key": "log.day_summary_head", "args": {"day": day}}]
    for i, name in enumerate(names):  # no "seat": these lines are nobody's move
        args = {"name": name, "km": km[i], "walks": played[i], "drew": drew[i]}
        out.append({"key": "log.day_summary", "args": args})
    return out
