"""Strict checks for data from outside the engine: save texts and action JSON.

A save or an action may have been edited by hand or damaged on disk. Everything the engine
loads goes through these helpers first, so the only error a hostile input can cause is an
``IllegalAction`` (a ValueError) with a readable message: never a RecursionError, a TypeError
deep inside ``apply`` or a state the engine itself would refuse to save again.

Only loading pays for these checks; ``apply``, ``legal_actions`` and ``clone`` never call them.
"""

from __future__ import annotations

import json
from typing import Any

# A real save is a few tens of KB and at most 6 levels deep; these bounds are far above that.
MAX_TEXT = 4_000_000  # characters of one save text
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


def parse(text: Any, what: str) -> Any:
    """JSON text to data; ValueError for anything that is not sound JSON of sane size (the
    contract's ``load_json`` turns it into IllegalAction; this module imports nothing of it)."""
    if not isinstance(text, str):
        raise ValueError(f"Not a saved {what}: a save is text.")
    if len(text) > MAX_TEXT:
        raise ValueError(f"Not a saved {what}: the text is too long.")
    try:
        data = json.loads(text)
    except CORRUPT as exc:
        raise ValueError(f"Not a saved {what}: {type(exc).__name__}.") from None
    if too_deep(data):
        raise ValueError(f"Not a saved {what}: nested too deeply.")
    return data


def int_in(value: Any, lo: int, hi: int, what: str) -> int:
    """``value`` if it is an int from ``lo`` to ``hi``; ValueError naming ``what`` otherwise."""
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{what} must be a whole number from {lo} to {hi}")
    return value


def list_of(value: Any, what: str, most: int, size: int | None = None) -> list[Any]:
    """``value`` if it is a list (of exactly ``size`` / at most ``most`` items)."""
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list")
    if size is not None and len(value) != size:
        raise ValueError(f"{what} must hold {size} items")
    if len(value) > most:
        raise ValueError(f"{what} is too long")
    return value


def exact_keys(value: Any, keys: frozenset[str] | set[str], what: str) -> dict[str, Any]:
    """``value`` if it is an object with exactly ``keys``."""
    if not isinstance(value, dict) or set(value) != set(keys):
        unknown = sorted(str(k) for k in value if k not in keys) if isinstance(value, dict) else []
        extra = f" (unknown: {', '.join(brief(k) for k in unknown[:5])})" if unknown else ""
        raise ValueError(f"{what} must be an object with the keys {', '.join(sorted(keys))}{extra}")
    return value


def brief(value: Any) -> str:
    """A short, safe repr for an error message (hostile data may be huge or deeply nested)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        text = repr(value) if not isinstance(value, int) or abs(value) < 1 << 64 else "a huge int"
        return text if len(text) <= 40 else text[:37] + "..."
    return f"a {type(value).__name__}"
