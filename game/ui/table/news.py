"""The pass screen's news: what happened since a person last acted, in one or two
lines, from the session's log (public facts only, see game/core/match.py).

Pure: entries in, entries out; the pass screen words them like the log does.
"""

from __future__ import annotations

from collections.abc import Callable

NEWS_LINES = 2


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
    lines: int = NEWS_LINES,
) -> list[str]:
    """At most ``lines`` lines for ``seat``: a game's headlines first (``headline`` words an
    entry that matters most, e.g. a call, or returns None), then the latest other entries, in
    the order they happened. Entries private to someone ("you ...") never appear."""
    entries = [
        e
        for e in since_last_acted(log, seat)
        if e.get("seat") != seat and ".you_" not in str(e.get("key", ""))
    ]
    heads = [(i, h) for i, e in enumerate(entries) if (h := headline(e, seat)) is not None]
    picked = heads[-lines:]
    taken = {i for i, _ in picked}
    for i in range(len(entries) - 1, -1, -1):
        if len(picked) >= lines:
            break
        if i not in taken:
            picked.append((i, word(entries[i])))
    return [text for _, text in sorted(picked)]
