"""A finished online game as one seat saw it, step by step: what a device keeps for review.

A review of a local game replays its seed and actions with every hand face up. An online
game's seed and the other seats' hidden cards never leave the server, so its review is built
from what the seat itself was sent: the seat's view before the first action (``first``) and,
after each action, the events as that seat sees them (``e``), whose turn it is (``c``) and
how the seat's view changed (``p``, a patch: a view is some 1-5 KB and changes in a few
places per action). The server makes it from the game's actions (``build``), only once the
game is over; the device checks it before keeping or showing it (``check``).

A patch is a list of ``["s", path, value]`` (set) and ``["x", path]`` (remove a key), a path
being the keys and list indexes from the view's top. Pure (no networking, no pygame).
"""

from __future__ import annotations

import json
from typing import Any

from game.net.public import public_events, public_view

MAX_PATH = 12  # deeper than any view goes
MAX_OPS = 4096  # changes of one step; a whole view set anew is one


def diff(old: Any, new: Any) -> list[list]:
    """The patch that turns ``old`` into ``new``."""
    out: list[list] = []
    _diff(old, new, [], out)
    return out


def _diff(old: Any, new: Any, path: list, out: list[list]) -> None:
    if old == new and json.dumps(old, sort_keys=True) == json.dumps(new, sort_keys=True):
        return  # equal, and not only as Python sees it (True == 1, 1 == 1.0)
    if isinstance(old, dict) and isinstance(new, dict):
        for key in old:
            if key not in new:
                out.append(["x", [*path, key]])
        for key, value in new.items():
            if key in old:
                _diff(old[key], value, [*path, key], out)
            else:
                out.append(["s", [*path, key], value])
        return
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for i, (a, b) in enumerate(zip(old, new, strict=True)):
            _diff(a, b, [*path, i], out)
        return
    out.append(["s", path, new])


def patch(view: Any, ops: Any) -> Any:
    """``view`` with ``ops`` applied (a new object; ``view`` is not changed). ValueError for
    a patch that does not fit the view."""
    if not isinstance(ops, list) or len(ops) > MAX_OPS:
        raise ValueError("a patch is a list of changes")
    out = json.loads(json.dumps(view))
    for op in ops:
        if not isinstance(op, list) or len(op) not in (2, 3) or op[0] not in ("s", "x"):
            raise ValueError("a change is ['s', path, value] or ['x', path]")
        if (op[0] == "s") != (len(op) == 3):
            raise ValueError("a change is ['s', path, value] or ['x', path]")
        path = op[1]
        if not isinstance(path, list) or len(path) > MAX_PATH:
            raise ValueError("a path is a short list")
        if not path:
            if op[0] == "x":
                raise ValueError("the whole view cannot be removed")
            out = json.loads(json.dumps(op[2]))
            continue
        parent = out
        for step in path[:-1]:
            parent = _child(parent, step)
        last = path[-1]
        if isinstance(parent, dict) and isinstance(last, str):
            if op[0] == "x":
                if last not in parent:
                    raise ValueError("no such key")
                del parent[last]
            else:
                parent[last] = json.loads(json.dumps(op[2]))
        elif isinstance(parent, list) and type(last) is int and 0 <= last < len(parent):
            if op[0] == "x":
                raise ValueError("list items are set, never removed")
            parent[last] = json.loads(json.dumps(op[2]))
        else:
            raise ValueError("the path does not fit the view")
    return out


def _child(node: Any, step: Any) -> Any:
    if isinstance(node, dict) and isinstance(step, str) and step in node:
        return node[step]
    if isinstance(node, list) and type(step) is int and 0 <= step < len(node):
        return node[step]
    raise ValueError("the path does not fit the view")


def build(
    rules: Any, players: int, seed: int, options: dict, actions: list, seat: int | None
) -> dict:
    """The record of ``seat``: its first view, then per action its events, the seat to act
    and its view's change. Only what the seat itself may see (``view(seat)``, ``seen_by``);
    ``seat`` None: a watcher's, only what every seat sees alike (game/net/public.py)."""
    state = rules.replay(players, seed, dict(options), [])

    def view_now() -> dict:
        return public_view(state, players) if seat is None else state.view(seat)

    first = view_now()
    prev = first
    steps = []
    for data in actions:
        events = state.apply(rules.action_from_json(data))
        if seat is None:
            seen = public_events([events], players)
        else:
            seen = [e.to_json() for e in (e.seen_by(seat) for e in events) if e is not None]
        view = view_now()
        steps.append({"e": seen, "c": state.current_player, "p": diff(prev, view)})
        prev = view
    return {"first": first, "steps": steps}


def views_of(record: dict) -> list[dict]:
    """The seat's view before the first action and after each (ValueError if they do not
    follow from the record)."""
    views = [record["first"]]
    for step in record["steps"]:
        views.append(patch(views[-1], step["p"]))
    return views


def check(rules: Any, record: Any, seat: int, players: int) -> list[dict]:
    """``record`` checked as the record of ``seat`` in a game of ``rules`` with ``players``:
    its views (each a view of that seat, ``rules.check_view``), events the game reads back
    (``rules.event_from_json``, strict) and turns in range. ValueError (IllegalAction is one)
    for anything else; never another exception for bad data."""
    if not isinstance(record, dict) or set(record) != {"first", "steps"}:
        raise ValueError("a record has the keys first and steps")
    steps = record["steps"]
    if not isinstance(steps, list) or not 0 < len(steps) <= rules.max_actions:
        raise ValueError("a record's steps are a list of its actions")
    for step in steps:
        if not isinstance(step, dict) or set(step) != {"e", "c", "p"}:
            raise ValueError("a step has the keys e, c and p")
        cur = step["c"]
        if cur is not None and (type(cur) is not int or not 0 <= cur < players):
            raise ValueError("a step's seat to act is out of range")
        if not isinstance(step["e"], list):
            raise ValueError("a step's events are a list")
        for e in step["e"]:
            rules.event_from_json(e)
    try:
        views = views_of(record)
    except RecursionError:
        raise ValueError("a record nested too deep") from None
    for view in views:
        if rules.check_view(view) != seat or view.get("players") != players:
            raise ValueError("a view of another seat or game")
    if steps[-1]["c"] is not None:
        raise ValueError("a record of a game that is not over")
    return views
