"""The messages between a client and the room server, and their strict checks (pure Python).

Every message is one websocket text frame holding one JSON object with a type ``"t"``. A
client may add ``"id"`` (a whole number) to a request; the server's direct answer to it (an
error, a seat, a room, the acting seat's own update) carries the same ``"id"``.

Client to server::

    {"t": "create", "game": str, "seats": ["open" | "random" | "easy" | "medium" | "hard", ...],
     "name": str, "seat"?: int, "options"?: {...}}     # the creator sits at "seat" (default:
                                                        # the first open one) and is the host
    {"t": "join", "code": str}                         # see a room's seats (no seat taken)
    {"t": "sit", "code": str, "seat": int, "name": str}   # take an open seat before the start
    {"t": "resume", "code": str, "token": str, "since"?: int, "epoch"?: int}
                                                # back to one's seat; with the "n" and
                                                # "epoch" last seen, the events missed
    {"t": "start"}                                     # the host starts the game
    {"t": "act", "n": int, "action": {...}}            # n: actions played when it was chosen
    {"t": "undo", "n": int}                            # take back one's last action (policy:
                                                       # docs/online.md, "Undo")
    {"t": "ping"}
    {"t": "status", "seats": [{"code": str, "token": str}, ...]}   # up to 32: one's games
    {"t": "record"}                                    # a finished game as one's seat saw
                                                       # it, for review (game/net/record.py)

Server to client::

    {"t": "room", "code", "game", "options", "status": "lobby" | "playing" | "over",
     "host": int, "you": int | null,
     "seats": [{"kind": "open" | "human" | level, "name": str | null, "online": bool}]}
    {"t": "seated", "code", "seat", "token"}           # only ever to the seat's own client
    {"t": "state", "code", "seat", "n", "epoch", "events": [...], "view": {...},
     "legal": [...], "current": int | null, "over": bool, "result": {...} | null,
     "can_undo": bool, "reset": bool}
    {"t": "error", "error": code, "message": str}
    {"t": "pong"}
    {"t": "status", "games": [{"code", "game", "status", "seat", "your_turn": bool,
                               "current": int | null, "names": [...], "n": int}
                              | {"code", "error": "token"}]}
    {"t": "record", "code", "seat", "game", "options", "seats": [{"kind", "name"}],
     "result": {...}, "record": {"first": view, "steps": [{"e": [...], "c", "p": [...]}]}}

``state`` is what one seat may know: its own ``view``, its legal actions (empty when it is not
its turn) and the events since its last update as ``event.seen_by(seat)`` gives them. ``n``
counts the actions played; ``epoch`` changes when an undo rewrites history (then ``reset`` is
true and the events are left out: the view is the truth). Nothing here names a game.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.core.validate import CORRUPT, too_deep

MAX_MESSAGE = 4096  # bytes of one client frame; a real request is under 400
MAX_DEPTH = 4  # nesting of a client message (an action is one flat object inside it)
MAX_SEATS = 8  # more than any game's max_players; the game's own bounds are checked later
MAX_OPTIONS = 8
MAX_N = 1_000_000
MAX_ID = 1 << 31
MAX_STATUS = 32  # games asked about in one status message
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
TOKEN_MIN, TOKEN_MAX = 22, 64
# Room codes use letters nobody confuses with a digit or another letter, read aloud or
# handwritten: no B/8, D/0, G/6, I/1, L, O/0, Q/O, S/5, U/V, Z/2.
CODE_LETTERS = "ACEFHJKMNPRTWXY"
CODE_LENGTH = 6  # 15**6 = 11 million codes; joins that miss are rate-limited
OPEN = "open"
BOT_LEVELS = ("random", "easy", "medium", "hard")

# Error codes a client may see.
E_BAD = "bad_message"  # malformed: not JSON, wrong keys or types
E_ILLEGAL = "illegal"  # the engine refused the action (its message says why)
E_STALE = "stale"  # "n" is not the number of actions played: a replayed or late message
E_TURN = "not_your_turn"
E_ROOM = "no_room"  # unknown code (or not allowed to know)
E_SEAT = "seat"  # seat taken, out of range, or not a person's
E_TOKEN = "token"  # a token that opens no seat
E_STATE = "wrong_state"  # e.g. start twice, sit after the start
E_RATE = "rate_limited"
E_FULL = "server_full"
E_BROKEN = "not_restored"  # the stored game does not replay: set aside on the server, kept


class ProtocolError(ValueError):
    """A message the server refuses; ``code`` is one of the E_* codes above."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.ref: int | None = None  # the refused message's id


# type -> (required keys, optional keys)
SCHEMA: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "create": (frozenset({"game", "seats", "name"}), frozenset({"seat", "options"})),
    "join": (frozenset({"code"}), frozenset()),
    "sit": (frozenset({"code", "seat", "name"}), frozenset()),
    "resume": (frozenset({"code", "token"}), frozenset({"since", "epoch"})),
    "start": (frozenset(), frozenset()),
    "act": (frozenset({"n", "action"}), frozenset()),
    "undo": (frozenset({"n"}), frozenset()),
    "ping": (frozenset(), frozenset()),
    "status": (frozenset({"seats"}), frozenset()),
    "record": (frozenset(), frozenset()),
}


def normalize_code(value: Any) -> str:
    """A room code as typed (any case, spaces or a dash around) to its canonical form."""
    if not isinstance(value, str) or len(value) > 20:
        raise ProtocolError(E_BAD, "A room code is six letters.")
    code = value.strip().replace("-", "").replace(" ", "").upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_LETTERS for c in code):
        raise ProtocolError(E_BAD, "A room code is six letters.")
    return code


def _int(value: Any, lo: int, hi: int, what: str) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ProtocolError(E_BAD, f"{what} must be a whole number from {lo} to {hi}.")
    return value


def _name(value: Any) -> str:
    from game.core.match import valid_name

    if not valid_name(value):
        raise ProtocolError(E_BAD, "A name is 1 to 16 printable characters.")
    return value.strip()


def _token(value: Any) -> str:
    if (
        not isinstance(value, str)
        or not TOKEN_MIN <= len(value) <= TOKEN_MAX
        or not set(value) <= TOKEN_CHARS
    ):
        raise ProtocolError(E_TOKEN, "That seat token is not valid.")
    return value


def _scalar(v: Any) -> bool:
    return v is None or isinstance(v, (bool, int, float)) or (isinstance(v, str) and len(v) <= 64)


def _flat_object(value: Any, what: str, most: int, nested: bool = False) -> dict:
    """An object of at most ``most`` short keys whose values are scalars or, with ``nested``
    (an action: a card is a small object), small objects or lists of scalars."""
    if not isinstance(value, dict) or len(value) > most:
        raise ProtocolError(E_BAD, f"{what} must be an object of at most {most} keys.")
    for k, v in value.items():
        if not isinstance(k, str) or len(k) > 32:
            raise ProtocolError(E_BAD, f"{what}: a key must be a short text.")
        if _scalar(v):
            continue
        if nested and isinstance(v, dict):
            _flat_object(v, what, most)
        elif nested and isinstance(v, list) and len(v) <= 64 and all(map(_scalar, v)):
            continue
        else:
            raise ProtocolError(E_BAD, f"{what}: a value is not one an action can hold.")
    return value


def parse_client(text: Any) -> dict:
    """One client frame to a checked message (keys and types; the game's own checks come
    later). Raises ProtocolError for anything else, with ``ref`` the message's id when it had
    a sound one; never another exception."""
    if not isinstance(text, str):
        raise ProtocolError(E_BAD, "Messages are JSON text frames.")
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(E_BAD, "The message is too long.")
    try:
        data = json.loads(text)
    except CORRUPT:
        raise ProtocolError(E_BAD, "The message is not JSON.") from None
    if not isinstance(data, dict) or too_deep(data, MAX_DEPTH):
        raise ProtocolError(E_BAD, "A message is a JSON object with a type 't'.")
    ref = data.get("id")
    try:
        return _checked(data)
    except ProtocolError as exc:
        exc.ref = ref if type(ref) is int and 0 <= ref <= MAX_ID else None
        raise


def _checked(data: dict) -> dict:
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in SCHEMA:
        raise ProtocolError(E_BAD, "Unknown message type.")
    required, optional = SCHEMA[kind]
    keys = set(data) - {"t", "id"}
    if not required <= keys or not keys <= required | optional:
        raise ProtocolError(
            E_BAD, f"A {kind!r} message has the keys {', '.join(sorted(required))}."
        )
    out: dict[str, Any] = {"t": kind}
    if "id" in data:
        out["id"] = _int(data["id"], 0, MAX_ID, "id")
    fields = _FIELDS.get(kind)
    if fields is not None:
        out.update(fields(data))
    return out


def _create_fields(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data["game"], str) or len(data["game"]) > 32:
        raise ProtocolError(E_BAD, "Unknown game.")
    seats = data["seats"]
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise ProtocolError(E_BAD, f"seats must be a list of 1 to {MAX_SEATS} entries.")
    for s in seats:
        if not isinstance(s, str) or (s != OPEN and s not in BOT_LEVELS):
            raise ProtocolError(E_BAD, "A seat is 'open' or a bot level.")
    out: dict[str, Any] = {"game": data["game"], "seats": list(seats), "name": _name(data["name"])}
    if "seat" in data:
        out["seat"] = _int(data["seat"], 0, MAX_SEATS - 1, "seat")
    out["options"] = dict(_flat_object(data.get("options", {}), "options", MAX_OPTIONS))
    return out


def _sit_fields(data: dict[str, Any]) -> dict[str, Any]:
    return {
        "code": normalize_code(data["code"]),
        "seat": _int(data["seat"], 0, MAX_SEATS - 1, "seat"),
        "name": _name(data["name"]),
    }


def _resume_fields(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"code": normalize_code(data["code"]), "token": _token(data["token"])}
    if "since" in data:
        out["since"] = _int(data["since"], 0, MAX_N, "since")
    if "epoch" in data:
        out["epoch"] = _int(data["epoch"], 0, MAX_N, "epoch")
    return out


def _act_fields(data: dict[str, Any]) -> dict[str, Any]:
    n = _int(data["n"], 0, MAX_N, "n")
    action = data["action"]
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise ProtocolError(E_BAD, "An action is an object with a 'type'.")
    return {"n": n, "action": _flat_object(action, "action", 8, nested=True)}


def _status_fields(data: dict[str, Any]) -> dict[str, Any]:
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) > MAX_STATUS:
        raise ProtocolError(E_BAD, f"seats must be a list of at most {MAX_STATUS} entries.")
    out = []
    for entry in seats:
        if not isinstance(entry, dict) or set(entry) != {"code", "token"}:
            raise ProtocolError(E_BAD, "Each entry has the keys code and token.")
        out.append((normalize_code(entry["code"]), _token(entry["token"])))
    return {"seats": out}


# The checked fields of each message type that has any besides "t" and "id".
_FIELDS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "create": _create_fields,
    "join": lambda data: {"code": normalize_code(data["code"])},
    "sit": _sit_fields,
    "resume": _resume_fields,
    "act": _act_fields,
    "status": _status_fields,
    "undo": lambda data: {"n": _int(data["n"], 0, MAX_N, "n")},
}


def dumps(message: dict) -> str:
    """A server message as compact JSON (views hold only ints, texts, flags and lists)."""
    return json.dumps(message, separators=(",", ":"))


def error(code: str, message: str, ref: int | None = None) -> dict:
    out: dict[str, Any] = {"t": "error", "error": code, "message": message}
    if ref is not None:
        out["id"] = ref
    return out
