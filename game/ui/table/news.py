"""The pass screen's news: everything that happened since a person last acted that they may
see, from the session's log (public facts only, see game/core/match.py).

Pure: entries in, entries out; the pass screen words them like the log does.
"""

from __future__ import annotations

from collections.abc import Callable


def since_last_acted(log: list[dict], seat: int, seen: int | None = None) -> list[dict]:
    """The log entries after ``seat``'s last own entry (the whole log if they never acted),
    and after the first ``seen`` entries, those they had before their eyes at the device
    (a turn that leaves no entry, such as a look at one's own cards, still saw them)."""
    start = seen or 0
    for i in range(len(log) - 1, start - 1, -1):
        if log[i].get("seat") == seat:
            start = i + 1
            break
    return log[start:]


def first_look(log: list[dict], seat: int, seen: int | None) -> bool:
    """Has ``seat`` never yet held the device nor acted (their news is all there is so far)?"""
    return seen is None and all(e.get("seat") != seat for e in log)


def news(
    log: list[dict],
    seat: int,
    headline: Callable[[dict, int], str | None],
    word: Callable[[dict], str],
    seen: int | None = None,
) -> list[str]:
    """Every entry since ``seat`` last acted or saw the table (``since_last_acted``), in the
    order it happened, each in a game's headline words when it has them (``headline`` words
    an entry that matters most, e.g. a call, or returns None) and else as the log words it.
    Entries private to someone ("you ...") never appear."""
    out = []
    for e in since_last_acted(log, seat, seen):
        if e.get("seat") == seat or ".you_" in str(e.get("key", "")):
            continue
        head = headline(e, seat)
        out.append(head if head is not None else word(e))
    return out
