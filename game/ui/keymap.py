"""Keys of one's own: every action a key can do, its default keys, and the player's choices.

An action lives in a scope: "" everywhere, or one screen's ("title", "records", "table",
"results", or a game's name for its table's own keys). Two actions may share a key only when
their scopes are never active together (the title's R and a table's R). The player's choices
are Settings.keys (action id -> key code); :func:`bind` applies them, replacing an action's
default keys with the one chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.catalog import specs


@dataclass(frozen=True)
class Action:
    id: str  # "log", "title.records", or a game's "<game>.<command>"
    command: str  # the command the key gives (game/ui/inputs.py)
    scope: str  # "" everywhere, else the screen (or the game) whose key it is
    defaults: tuple[int, ...]  # the key codes it has until the player chooses another
    label: str  # i18n key of what it does


def _global(command: str, label: str, *keys: int) -> Action:
    return Action(command, command, "", keys, label)


K = pygame
EVERYWHERE: tuple[Action, ...] = (
    _global("confirm", "keys.confirm", K.K_RETURN, K.K_KP_ENTER, K.K_SPACE),
    _global("back", "keys.back", K.K_ESCAPE),
    _global("next", "keys.action.next", K.K_TAB),
    _global("left", "keys.action.left", K.K_LEFT),
    _global("right", "keys.action.right", K.K_RIGHT),
    _global("up", "keys.action.up", K.K_UP),
    _global("down", "keys.action.down", K.K_DOWN),
    _global("keys", "keys.help", K.K_F1, K.K_k),
    _global("help", "keys.table.rules", K.K_SLASH, K.K_QUESTION, K.K_h),
    _global("settings", "keys.title.settings", K.K_s),
    _global("sound", "keys.sound", K.K_m),
    _global("fullscreen", "keys.fullscreen", K.K_F11),
    _global("pause", "keys.table.menu", K.K_p),
    _global("log", "keys.table.log", K.K_l),
    _global("scroll_up", "keys.action.scroll_up", K.K_PAGEUP),
    _global("scroll_down", "keys.action.scroll_down", K.K_PAGEDOWN),
    _global("undo", "keys.table.undo", K.K_u),
)
SCREENS: tuple[Action, ...] = (
    Action("title.records", "records", "title", (K.K_r,), "keys.title.records"),
    Action("title.online", "online", "title", (K.K_o,), "keys.action.online"),
    Action("records.statistics", "statistics", "records", (K.K_t,), "keys.records.statistics"),
    Action("table.coach", "coach", "table", (K.K_i,), "coach.keys"),
    Action("table.spoken", "spoken", "table", (K.K_a,), "keys.action.spoken"),
    Action("results.review", "review", "results", (K.K_v,), "keys.action.review"),
)
# Keys no choice moves: the phone's Back, a text field's erase, the digits that pick a card or
# a game, and Ctrl+Z / Shift+Tab (inputs.translate). A player's key may not take them.
FIXED: dict[int, str] = {K.K_AC_BACK: "back", K.K_BACKSPACE: "erase"}
for _i in range(1, 10):
    FIXED[getattr(K, f"K_{_i}")] = f"digit{_i}"
RESERVED = {*FIXED, K.K_HOME, K.K_END}  # and a review's steps to its start and end


_listed: list = [None, []]  # the games the list was made for, and the list


def actions() -> list[Action]:
    """Every action a player can move, in the order the Keys screen lists them (made again
    only when a game joins the catalog)."""
    games = specs()
    names = tuple(g.name for g in games)
    if _listed[0] != names:
        out = list(EVERYWHERE) + list(SCREENS)
        for game in games:
            for name, command, label in game.keys:
                code = getattr(pygame, f"K_{name}", None) or pygame.key.key_code(name)
                out.append(Action(f"{game.name}.{command}", command, game.name, (code,), label))
        _listed[:] = [names, out]
    return _listed[1]


def by_id(action_id: str) -> Action | None:
    return next((a for a in actions() if a.id == action_id), None)


_caps: dict[str, tuple[str, ...]] = {}  # action id -> its caps as bound now (bind() clears it)


# Key -> command everywhere (game/ui/inputs.py reads it), as bind() last set it.
KEYS: dict[int, str] = {}
# The player's choices now in force (action id -> key code); bind() sets them.
_chosen: dict[str, int] = {}


def keys_of(action: Action) -> tuple[int, ...]:
    """The keys that do ``action`` now: the player's choice, else its defaults."""
    chosen = _chosen.get(action.id)
    return (chosen,) if chosen is not None else action.defaults


def _together(a: str, b: str) -> bool:
    """Whether keys of scopes ``a`` and ``b`` can be live at once (so must differ)."""
    games = {g.name for g in specs()}
    table = {"table"} | games
    return not a or not b or a == b or (a in table and b in table)


def conflict(action: Action, code: int, chosen: dict[str, int] | None = None) -> str | None:
    """The i18n key of what already has ``code`` where ``action`` is live, or None."""
    if code in RESERVED:
        return "keys.fixed"
    saved = dict(_chosen)
    if chosen is not None:
        _chosen.clear()
        _chosen.update(chosen)
    try:
        for other in actions():
            if other.id != action.id and _together(other.scope, action.scope):
                if code in keys_of(other):
                    return other.label
    finally:
        _chosen.clear()
        _chosen.update(saved)
    return None


def valid(chosen: object) -> dict[str, int]:
    """The usable part of stored choices: known actions, key codes, no two on one key."""
    if not isinstance(chosen, dict):
        return {}
    known = {a.id: a for a in actions()}
    out: dict[str, int] = {}
    for aid, code in chosen.items():
        if aid in known and type(code) is int and 0 < code < 1 << 31:
            if conflict(known[aid], code, out) is None:
                out[aid] = code
    return out


def bind(chosen: dict[str, int]) -> None:
    """Put the player's choices in force: the keys everywhere, and each screen's."""
    _chosen.clear()
    _chosen.update(valid(chosen))
    _caps.clear()
    KEYS.clear()
    KEYS.update(FIXED)
    for action in EVERYWHERE:
        for code in keys_of(action):
            KEYS[code] = action.command


def scene_keys(*scopes: str) -> dict[int, str]:
    """Key -> command of the screens (or game) ``scopes``, as the player has them now."""
    out: dict[int, str] = {}
    for action in actions():
        if action.scope and action.scope in scopes:
            for code in keys_of(action):
                out[code] = action.command
    return out


NAMES = {
    "escape": "Esc",
    "return": "Enter",
    "enter": "Enter",
    "space": "Space",
    "left": "←",
    "right": "→",
    "up": "↑",
    "down": "↓",
    "page up": "PgUp",
    "page down": "PgDn",
    "tab": "Tab",
}


def cap(code: int) -> str:
    """A key's name on a key cap: "Esc", "←", "L", "F1"."""
    try:  # the names are pygame's own table: no display or init needed
        name = pygame.key.name(code)
    except (pygame.error, ValueError):
        name = ""
    if not name:
        return f"#{code}"
    if name in NAMES:
        return NAMES[name]
    return name.upper() if len(name) <= 3 else name.title()


def caps(action_id: str) -> tuple[str, ...]:
    """The key caps of an action, as it is bound now (none for an unknown id); a name once
    (the keypad's Enter is Enter)."""
    found = _caps.get(action_id)
    if found is None:
        action = by_id(action_id)
        found = tuple(dict.fromkeys(cap(c) for c in keys_of(action))) if action else ()
        if pygame.get_init():  # names asked before pygame starts may be wrong
            _caps[action_id] = found
    return found


def first_cap(action_id: str) -> str:
    found = caps(action_id)
    return found[0] if found else ""


bind({})  # the defaults, until the app applies the stored choices
