"""The pass screen's news: everything that happened since a person last acted that they may
see, from the session's log (public facts only, see game/core/match.py).

Pure: entries in, entries out; the pass screen words them like the log does.
"""

from __future__ import annotations

from collections.abc import Callable


def since_last_acted(log: list[dict], seat: int) -> list[dict]:
    """The log entries after ``seat``'s last own entry (the whole log if they never acted)."""
    start = 0
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("seat") == seat:
            start = i + 1
            break
    return log[start:]


def news(
    log: list[dict],
    seat: int,
    headline: Callable[[dict, int], str | None],
    word: Callable[[dict], str],
) -> list[str]:
    """Every entry since ``seat`` last acted, in the order it happened, each in a game's
    headline words when it has them (``headline`` words an entry that matters most, e.g. a
    call, or returns None) and else as the log words it. Entries private to someone
    ("you ...") never appear."""
    out = []
    for e in since_last_acted(log, seat):
        if e.get("seat") == seat or ".you_" in str(e.get("key", "")):
            continue
        head = headline(e, seat)
        out.append(head if head is not None else word(e))
    return out
