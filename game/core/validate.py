"""Strict checks for data from outside the engine: action JSON and what the wire brings.

A save is its seed and actions (game/core/match.py), and an action or a message may have been
edited by hand or damaged. What the engine reads goes through these helpers first, so the only
error a hostile input can cause is an ``IllegalAction`` (a ValueError) with a readable message:
never a RecursionError or a TypeError deep inside ``apply``.
"""

from __future__ import annotations

from typing import Any

# A real message is at most 6 levels deep; this bound is far above that.
MAX_DEPTH = 40  # nesting of lists and objects
# What can go wrong while picking a parsed document apart; all of it means "corrupt".
CORRUPT = (
    KeyError,
    TypeError,
    ValueError,
    IndexError,
    AttributeError,
    RecursionError,
    MemoryError,
    UnicodeError,
    OverflowError,
)


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists/objects in ``value`` nest deeper than ``limit`` (iterative: no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in item)
    return False


def brief(value: Any) -> str:
    """A short, safe repr for an error message (hostile data may be huge or deeply nested)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        text = repr(value) if not isinstance(value, int) or abs(value) < 1 << 64 else "a huge int"
        return text if len(text) <= 40 else text[:37] + "..."
    return f"a {type(value).__name__}"
