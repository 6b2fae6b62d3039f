"""The catalog of games: every game is one :class:`GameDef`, registered here.

A game's folder ``game/games/<name>/`` builds its ``GAME = GameDef(...)`` in its
``__init__.py``: the rules, the computer players, the narration, what the set-up offers, how a
score is worded, how a review steps, and a loader of its interface (the table, art and rules
pictures), called when a screen first needs it (game/ui/game_ui.py), so this module and
everything that runs without a screen (tests, simulations, the room server) stays free of
pygame.

The heavy parts (``rules``, ``make_bot``, ``narrate``, ``ui``) may be given as the objects or as
``"package.module:attribute"`` paths (``"package.module"`` for a module), which the catalog
imports the first time the part is read: the title screen lists every game and draws its tile,
and importing every game's rules and search up front was most of the web edition's start.

``game/games/__init__.py`` registers the built-in games in their title order, loaded here on
first use as a plug-in package is; a test may register one more. Nothing outside a game's folder
names a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import KW_ONLY, dataclass
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar, cast, overload

T = TypeVar("T")


class Choice(NamedTuple):
    """A set-up option with a few values: (option key, i18n key of its label, values, default)."""

    key: str
    label: str
    values: tuple[Any, ...]
    default: Any


def resolve(path: str) -> Any:
    """The object a ``"package.module:attribute"`` path names (for ``"package.module"``: the
    module)."""
    module, _, attribute = path.partition(":")
    found: Any = importlib.import_module(module)
    for part in filter(None, attribute.split(".")):
        found = getattr(found, part)
    return found


_REQUIRED = object()  # a lazy field given no default


class _Lazy(Generic[T]):
    """A :class:`GameDef` field given as an object or as a path to import on first read.

    The dataclass stores what it was given under a private name; reading the field imports the
    path once and keeps the object. A loader field (``ui``) given as a path stays a loader: a
    callable that imports the path when called.
    """

    def __init__(self, loader: bool = False, default: object = _REQUIRED) -> None:
        self.loader = loader
        self.default = default
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _Lazy[T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...
    def __get__(self, obj: object | None, owner: type | None = None) -> T | _Lazy[T]:
        if obj is None:  # the dataclass asks the class for the field's default
            if self.default is _REQUIRED:
                raise AttributeError(self.name)  # none: the field is required
            return cast(T, self.default)
        held = obj.__dict__["_given_" + self.name]
        if not isinstance(held, str):
            return cast(T, held)
        found = _loader(held) if self.loader else resolve(held)
        obj.__dict__["_given_" + self.name] = found  # the next read costs nothing
        return cast(T, found)

    def __set__(self, obj: object, value: T | str) -> None:
        # Reached only from the dataclass's __init__ (a frozen instance refuses assignment first).
        obj.__dict__["_given_" + self.name] = value


def _loader(path: str) -> Callable[[], Any]:
    def load() -> Any:
        return resolve(path)

    return load


@dataclass(frozen=True)
class GameDef:
    """Everything the rest of Meadow needs of one game."""

    name: str  # the engine's name, as saves and records store it
    _: KW_ONLY  # the rest by keyword: the four below are required though they look defaulted
    # Each of the next four: the object, or a "module:attribute" path imported on first read.
    rules: _Lazy[Any] = _Lazy()  # the rules object (game.core.contract.Rules)
    make_bot: _Lazy[Callable[..., Any]] = _Lazy()  # (level, seed, budget) -> Bot
    narrate: _Lazy[Any] = _Lazy()  # log_entries(events, watcher, names), coach_why(view, ...)
    ui: _Lazy[Callable[[], Any]] = _Lazy(loader=True)  # loads the game's interface (a GameUI)
    text: Path  # the folder of the game's text catalogs, <lang>.json
    # Boolean rule options the set-up screen offers: (option key, i18n key of its label).
    toggles: tuple[tuple[str, str], ...] = ()
    choices: tuple[Choice, ...] = ()
    has_start_player: bool = True
    accent: tuple[int, int, int] = (226, 72, 104)
    # The rules screen's pages in order: (page id, picture key or None). A page's words are the
    # keys rules.<game>.<id>.title / .text of the game's catalogs; the picture is drawn by the
    # game's interface (GameUI.pictures[key]).
    rules_pages: tuple[tuple[str, str | None], ...] = ()
    # The table's own keys: (pygame key name, command, i18n key of what it does).
    keys: tuple[tuple[str, str, str], ...] = ()
    # Does the lowest score win (blisters, points) or the highest (money)?
    low_score_wins: bool = True
    # Today's deal: the bot levels beside the person (who sits in seat 0).
    daily_bots: tuple[str, ...] = ("hard",)
    # A final score in words ("26 blisters"), in the current language.
    score_words: Callable[[float], str] = str
    # A review steps by chapter (a day, a round): the chapter a state is in, None for a game
    # without them, and the i18n key that names one ("review.day": "Day {n}").
    chapter: Callable[[Any], int | None] = lambda state: None
    chapter_key: str = "review.round"
    # A seat's view read from its JSON into the game's typed view (its view.py's ``View.of``,
    # an object or a path), for what outside the game reads a view; a game with no typed view
    # keeps the JSON.
    typed_view: _Lazy[Callable[[dict[str, Any]], Any]] = _Lazy(default=lambda view: view)
    # Where a saved game stands, from a seat's typed view ("Day 3"), for the Continue list.
    progress: Callable[[Any], str] = lambda view: ""

    def option_values(self, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """The set-up choices as text placeholders: a game's own value where ``options`` holds
        one of a choice's values, its default elsewhere (the rules say "over {target}")."""
        given = options if isinstance(options, dict) else {}
        return {
            c.key: given[c.key] if given.get(c.key) in c.values else c.default for c in self.choices
        }

    @property
    def min_players(self) -> int:
        return int(self.rules.min_players)

    @property
    def max_players(self) -> int:
        return int(self.rules.max_players)


_REGISTRY: dict[str, GameDef] = {}
_LISTENERS: list[Callable[[GameDef], None]] = []
_loaded = False


def _load_builtin() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        importlib.import_module("game.games")  # the package that registers the built-in games


def register(game: GameDef) -> GameDef:
    """Add ``game`` to the catalog (after the ones there); registering a name again replaces it
    in place. Listeners (the text catalogs) hear of it."""
    _REGISTRY[game.name] = game
    for listen in _LISTENERS:
        listen(game)
    return game


def unregister(name: str) -> None:
    """Take a game out of the catalog (a test's own game, when the test is done)."""
    _REGISTRY.pop(name, None)


def on_register(listen: Callable[[GameDef], None]) -> None:
    """Call ``listen`` for every game registered so far and from now on."""
    _LISTENERS.append(listen)
    for game in list(_REGISTRY.values()):
        listen(game)


class _Names(Sequence[str]):
    """The registered games' names in title order; a live view of the catalog, so a game
    registered later is in it too."""

    def _names(self) -> tuple[str, ...]:
        _load_builtin()
        return tuple(_REGISTRY)

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[str, ...]: ...
    def __getitem__(self, i: int | slice) -> str | tuple[str, ...]:
        return self._names()[i]

    def __len__(self) -> int:
        return len(self._names())

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __contains__(self, name: object) -> bool:
        _load_builtin()
        return isinstance(name, str) and name in _REGISTRY

    def __eq__(self, other: object) -> bool:
        return tuple(self) == (tuple(other) if isinstance(other, (tuple, list, _Names)) else other)

    def __hash__(self) -> int:
        return hash(self._names())

    def __repr__(self) -> str:
        return repr(self._names())


GAMES: Sequence[str] = _Names()


def spec(name: str) -> GameDef:
    """The definition of one registered game (KeyError naming the known ones otherwise)."""
    _load_builtin()
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        raise KeyError(f"Unknown game {name!r}; known: {', '.join(_REGISTRY)}") from None


def specs() -> tuple[GameDef, ...]:
    _load_builtin()
    return tuple(_REGISTRY.values())


def rules_for(name: str) -> Any:
    """The rules object of one registered game."""
    return spec(name).rules
