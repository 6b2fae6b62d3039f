"""The messages between a client and the room server, and their strict checks (pure Python).

Every message is one websocket text frame holding one JSON object with a type ``"t"``. A
client may add ``"id"`` (a whole number) to a request; the server's direct answer to it (an
error, ``rate_limited`` included, a seat, a room, the acting seat's own update, an ``ok``)
carries the same ``"id"``. The invite link of a room is ``http(s)://<server>/?room=CODE``:
the server answers it with the page, which reads the code.

Client to server::

    {"t": "create", "game": str, "seats": ["open" | "random" | "easy" | "medium" | "hard", ...],
     "name": str, "seat"?: int, "options"?: {...},     # the creator sits at "seat" (default:
     "table"?: {"clock"?: "off" | "1m" | "5m" | "1d" | "3d",  # the first open one) and is the
                "standin"?: level,                     # host; "table": how the room is run
                "watch"?: bool, "chat"?: bool, "open"?: bool}}   # (TABLE_DEFAULTS)
    {"t": "join", "code": str}                         # see a room's seats (no seat taken)
    {"t": "watch", "code": str}                        # watch it: the public view, live
    {"t": "rooms"}                                     # the open rooms (created "open") not
                                                       # yet started, with a seat free
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
                                                       # it (a watcher: the public view), for
                                                       # review (game/net/record.py)
    {"t": "rematch", "want": bool}                     # one's vote at the results
    {"t": "leave"}                                     # a bot plays one's seat until one
                                                       # resumes with one's token
    {"t": "concede"}                                   # one's part ends; a bot plays the seat
                                                       # where the rules need it
    {"t": "say", "react": str} | {"t": "say", "text": str}   # REACTIONS, or <= 200 characters
    {"t": "email", "address": str | null, "lang"?: str}  # this seat's reminders of slow
                                                       # games, in its language (en, de, fr, it)

Server to client::

    {"t": "room", "code", "game", "options", "status": "lobby" | "playing" | "over",
     "host": int, "you": int | null, "watching": bool, "table": {...}, "game_no": int,
     "watchers": int, "rematch": [seat, ...],          # who wants a rematch (at "over")
     "seats": [{"kind": "open" | "human" | level, "name": str | null, "online": bool,
                "standin": level | null,              # a person's seat played by a bot now
                "conceded": bool, "asked": bool,       # asked: a rematch began without them
                "left": float | null}]}                # seconds of the clock left (its turn:
                                                       # counting down; else a whole turn)
    {"t": "seated", "code", "seat", "token"}           # only ever to the seat's own client
    {"t": "state", "code", "seat", "n", "epoch", "events": [...], "view": {...},
     "legal": [...], "current": int | null, "over": bool, "result": {...} | null,
     "can_undo": bool, "reset": bool,
     "clock": {"seat": int, "left": float, "turn": float} | null,
     "standin": [int, ...]}                             # numbers of the actions a bot made
                                                       # for a person (played by a bot)
    (a watcher's state: "seat" null, the public view and events, "legal" [])
    {"t": "said", "seat": int, "name": str, "react"?: str, "text"?: str, "n": int, "at": float,
     "i": int}                                          # the line's number in the room
    {"t": "chat", "lines": [said, ...]}                # the game's last CHAT_KEPT lines, when
                                                       # one sits, resumes or watches
    {"t": "rooms", "rooms": [{"code", "game", "table", "free": int,
                              "seats": [{"kind", "name"}]}]}
    {"t": "ok"}                                        # answers rematch, leave, concede,
                                                       # say and email (with their id)
    {"t": "error", "error": code, "message": str}
    {"t": "pong"}
    {"t": "status", "games": [{"code", "game", "status", "seat", "your_turn": bool,
                               "current": int | null, "names": [...], "n": int,
                               "standin": level | null}     # a bot plays the seat now
                              | {"code", "error": "token"}]}
    {"t": "record", "code", "seat", "game", "options", "seats": [{"kind", "name"}],
     "result": {...}, "record": {"first": view, "steps": [{"e": [...], "c", "p": [...]}]},
     "standin": [int, ...]}                             # the actions a bot made for a person

``state`` is what one seat may know: its own ``view``, its legal actions (empty when it is not
its turn) and the events since its last update as ``event.seen_by(seat)`` gives them. ``n``
counts the actions played; ``epoch`` changes when an undo rewrites history (then ``reset`` is
true and the events are left out: the view is the truth). Nothing here names a game.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from game.core.validate import CORRUPT, too_deep
from game.i18n import LANGUAGES

orjson: Any = None
if sys.platform != "emscripten":  # the page writes few messages (and would try to fetch it)
    try:
        import orjson
    except ImportError:  # a desktop without the net extra
        pass

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
E_OFF = "not_allowed"  # the host turned it off (watching, free text) or it is not one's own

# How a room is run, chosen by its host at creation ("table" of create).
CLOCKS = {"off": None, "1m": 60.0, "5m": 300.0, "1d": 86400.0, "3d": 259200.0}
SLOW_CLOCKS = frozenset({"1d", "3d"})  # the clocks whose turns may be reminded by e-mail
TABLE_DEFAULTS: dict[str, Any] = {
    "clock": "off",  # seconds a seat has for each turn before a bot plays it
    "standin": "medium",  # the level of the bot that plays an absent person's seat
    "watch": True,  # anyone with the code may watch
    "chat": True,  # free text (reactions are always allowed)
    "open": False,  # listed in "rooms" for anyone to join
}
REACTIONS = (
    "well_played",
    "good_luck",
    "thinking",
    "oops",
    "your_turn",
    "flower",
    "bee",
    "sun",
)
MAX_TEXT = 200  # characters of a line of free text, after control characters are removed
CHAT_KEPT = 50  # lines a client is sent when it arrives
MAX_EMAIL = 254


class ProtocolError(ValueError):
    """A message the server refuses; ``code`` is one of the E_* codes above."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.ref: int | None = None  # the refused message's id


# type -> (required keys, optional keys)
SCHEMA: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "create": (frozenset({"game", "seats", "name"}), frozenset({"seat", "options", "table"})),
    "join": (frozenset({"code"}), frozenset()),
    "sit": (frozenset({"code", "seat", "name"}), frozenset()),
    "resume": (frozenset({"code", "token"}), frozenset({"since", "epoch"})),
    "start": (frozenset(), frozenset()),
    "act": (frozenset({"n", "action"}), frozenset()),
    "undo": (frozenset({"n"}), frozenset()),
    "ping": (frozenset(), frozenset()),
    "status": (frozenset({"seats"}), frozenset()),
    "record": (frozenset(), frozenset()),
    "watch": (frozenset({"code"}), frozenset()),
    "rooms": (frozenset(), frozenset()),
    "rematch": (frozenset({"want"}), frozenset()),
    "leave": (frozenset(), frozenset()),
    "concede": (frozenset(), frozenset()),
    "say": (frozenset(), frozenset({"react", "text"})),
    "email": (frozenset({"address"}), frozenset({"lang"})),
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


def _flat_object(value: Any, what: str, most: int, nested: bool = False) -> dict[str, Any]:
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


def peek_id(text: Any) -> int | None:
    """The ``id`` of a frame not otherwise read (one refused for its rate), when sound."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        return None
    try:
        data = json.loads(text)
    except CORRUPT:
        return None
    ref = data.get("id") if isinstance(data, dict) else None
    return ref if type(ref) is int and 0 <= ref <= MAX_ID else None


def parse_client(text: Any) -> dict[str, Any]:
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


def _checked(data: dict[str, Any]) -> dict[str, Any]:
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
    out["table"] = table_settings(data.get("table", {}))
    return out


def table_settings(value: Any) -> dict[str, Any]:
    """How a room is run (TABLE_DEFAULTS, each key checked), from a create's "table"."""
    if not isinstance(value, dict) or not set(value) <= set(TABLE_DEFAULTS):
        raise ProtocolError(E_BAD, f"table has the keys {', '.join(sorted(TABLE_DEFAULTS))}.")
    out = dict(TABLE_DEFAULTS)
    for k, v in value.items():
        if k == "clock" and v not in CLOCKS:
            raise ProtocolError(E_BAD, f"clock is one of {', '.join(CLOCKS)}.")
        if k == "standin" and v not in BOT_LEVELS:
            raise ProtocolError(E_BAD, "standin is a bot level.")
        if k in ("watch", "chat", "open") and type(v) is not bool:
            raise ProtocolError(E_BAD, f"{k} is true or false.")
        out[k] = v
    return out


def clean_text(value: Any) -> str:
    """A line of free text: control characters (and other unprintables) removed, spaces
    folded, at most MAX_TEXT characters; ProtocolError when nothing is left or it is longer."""
    if not isinstance(value, str) or len(value) > 4 * MAX_TEXT:
        raise ProtocolError(E_BAD, f"A line is at most {MAX_TEXT} characters.")
    kept = "".join(c if c.isprintable() else " " for c in value)
    text = " ".join(kept.split())
    if not text or len(text) > MAX_TEXT:
        raise ProtocolError(E_BAD, f"A line is 1 to {MAX_TEXT} characters.")
    return text


def _say_fields(data: dict[str, Any]) -> dict[str, Any]:
    if ("react" in data) == ("text" in data):
        raise ProtocolError(E_BAD, "say holds either a reaction or a text.")
    if "react" in data:
        if data["react"] not in REACTIONS:
            raise ProtocolError(E_BAD, "Unknown reaction.")
        return {"react": data["react"]}
    return {"text": clean_text(data["text"])}


def email_address(value: Any) -> str | None:
    """An address for reminders (a plain shape check: the mail server has the last word)."""
    if value is None:
        return None
    if (
        not isinstance(value, str)
        or not 3 <= len(value) <= MAX_EMAIL
        or value.count("@") != 1
        or any(not c.isprintable() or c.isspace() or c in '<>,;:\\"()[]' for c in value)
    ):
        raise ProtocolError(E_BAD, "That is not an e-mail address.")
    local, domain = value.split("@")
    if not local or "." not in domain.strip(".") or ".." in domain:
        raise ProtocolError(E_BAD, "That is not an e-mail address.")
    return value


def _lang(value: Any) -> str:
    """The language of a seat's e-mail (one of the game's own)."""
    if value not in LANGUAGES:
        raise ProtocolError(E_BAD, "Unknown language.")
    return str(value)


def _rematch_fields(data: dict[str, Any]) -> dict[str, Any]:
    if type(data["want"]) is not bool:
        raise ProtocolError(E_BAD, "want is true or false.")
    return {"want": data["want"]}


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
    "watch": lambda data: {"code": normalize_code(data["code"])},
    "rematch": _rematch_fields,
    "say": _say_fields,
    "email": lambda data: {
        "address": email_address(data["address"]),
        "lang": _lang(data.get("lang", "en")),
    },
}


def dumps(message: dict[str, Any]) -> str:
    """A server message as compact JSON (views hold only ints, texts, flags and lists).

    With ``orjson`` (the server's, in the ``net`` extra) about eight times faster than the
    standard library, which writing every seat's view after every move made the server's
    largest cost; the same text but for letters outside ASCII, written as they are."""
    if orjson is not None:
        try:
            text: str = orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
            return text
        except TypeError:  # (orjson.JSONEncodeError) what only the standard library writes
            pass
    return json.dumps(message, separators=(",", ":"))


def loads(text: str) -> Any:
    """A message read from JSON text: with ``orjson`` when installed, the same objects."""
    return orjson.loads(text) if orjson is not None else json.loads(text)


def ok(ref: int | None = None) -> dict[str, Any]:
    return {"t": "ok"} if ref is None else {"t": "ok", "id": ref}


def error(code: str, message: str, ref: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"t": "error", "error": code, "message": message}
    if ref is not None:
        out["id"] = ref
    return out
