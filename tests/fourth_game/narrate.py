"""High card's log lines and coach line."""

from __future__ import annotations

from collections.abc import Sequence


def log_entries(events: list, watcher: int, names: Sequence[str]) -> list[dict]:
    out: list[dict] = []
    for e in events:
        if e.type == "played":
            out.append({"key": "hc.log.played", "args": {"name": names[e.seat], "card": e.card}})
        elif e.type == "trick_won":
            out.append({"key": "hc.log.won", "args": {"name": names[e.seat], "n": e.tricks}})
    return out


def coach_why(view: dict, action: dict, names: Sequence[str]) -> tuple[str, dict]:
    return "hc.coach.play", {"card": action["card"]}
