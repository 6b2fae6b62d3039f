"""What a watcher may see: the parts of a game every seat sees alike (no game named here).

A watcher has no seat, so it is sent what is common to all the seats' views: a value that
differs between two seats' views (a hand, a card one seat peeked at, the ``seat`` itself) is
left out (``None``), and an event reaches a watcher only when every seat sees it, with the
fields every seat sees alike. Nothing a single seat knows alone can therefore reach a watcher,
whatever the game's views hold.
"""

from __future__ import annotations

from typing import Any

HIDDEN = None


def common(values: list[Any]) -> Any:
    """The part of ``values`` (JSON of the same thing as each seat sees it) they share."""
    first = values[0]
    if all(v == first for v in values[1:]):
        return first
    if all(isinstance(v, dict) for v in values):
        keys = [k for k in first if all(k in v for v in values[1:])]
        return {k: common([v[k] for v in values]) for k in keys}
    if all(isinstance(v, list) and len(v) == len(first) for v in values):
        return [common([v[i] for v in values]) for i in range(len(first))]
    return HIDDEN


def public_view(state: Any, players: int) -> dict:
    """The view every seat shares."""
    view = common([state.view(seat) for seat in range(players)])
    return view if isinstance(view, dict) else {}


def public_events(groups: Any, players: int) -> list[dict]:
    """Groups of engine events as a watcher may see them, as JSON: only the events every
    seat is shown, with what every seat is shown of them."""
    out: list[dict] = []
    for group in groups:
        for event in group:
            seen = [event.seen_by(seat) for seat in range(players)]
            if any(e is None for e in seen):
                continue
            merged = common([e.to_json() for e in seen])
            if isinstance(merged, dict) and "type" in merged:
                out.append(merged)
    return out
