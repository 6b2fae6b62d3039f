"""All text the player reads goes through ``t(key, **kw)``, in English, German, French or Italian.

Strings live in JSON catalogs, one per language, the format translators' tools read (Weblate,
Crowdin, Poedit): ``game/i18n/<lang>.json`` holds what the screens share, and each game's
``game/games/<game>/text/<lang>.json`` everything of that game (table, log, results, rules pages,
tips, name and tagline). A language's table is their union. A missing key falls back to English,
then to the key itself, and a bad placeholder never raises, so a translation slip cannot crash
the game. Plurals are ``key.one`` / ``key.other``, chosen by each language's rule (``PLURAL``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from game.core import catalog

LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "it")
# Each language named in itself: the settings choice reads the same in every language.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
}
# The plural category of a count, per language (CLDR: French counts 0 as singular too).
PLURAL: dict[str, Callable[[int], str]] = {
    "en": lambda n: "one" if n == 1 else "other",
    "de": lambda n: "one" if n == 1 else "other",
    "fr": lambda n: "one" if n in (0, 1) else "other",
    "it": lambda n: "one" if n == 1 else "other",
}

_HERE = Path(__file__).resolve().parent


def catalog_paths(lang: str) -> list[Path]:
    """The catalogs whose union is ``lang``'s table: the shared one, then each game's."""
    return [_HERE / f"{lang}.json"] + [g.text / f"{lang}.json" for g in catalog.specs()]


def load_catalog(path: Path) -> dict[str, str]:
    """One catalog file: a JSON object of key -> string (anything else is left out)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


# Catalogs that could not be read (broken JSON, not an object, unreadable): skipped, so their
# keys fall back to English and the game still starts; the app says so once (BROKEN).
BROKEN: list[Path] = []


def _read(path: Path) -> dict[str, str]:
    """``load_catalog``, or nothing (the path noted in BROKEN) when the file is broken."""
    try:
        return load_catalog(path)
    except (OSError, ValueError, AttributeError, RecursionError):
        BROKEN.append(path)
        return {}


# The shared catalogs now; each game's join as it registers (game/core/catalog.py), so a game
# whose text imports this module can register while it loads.
TABLES: dict[str, dict[str, str]] = {lang: _read(_HERE / f"{lang}.json") for lang in LANGUAGES}
ENGLISH = TABLES["en"]


def reload_tables() -> None:
    """The tables anew from the shared catalogs and the games registered now (a game taken
    out of the catalog takes its words with it)."""
    for lang in LANGUAGES:
        TABLES[lang].clear()
        TABLES[lang].update(_read(_HERE / f"{lang}.json"))
    for game in catalog.specs():
        _add_game(game)


def _add_game(game: catalog.GameDef) -> None:
    for lang in LANGUAGES:
        path = game.text / f"{lang}.json"
        if path.exists():
            TABLES[lang].update(_read(path))


catalog.on_register(_add_game)
_language = "en"
_revision = 0
# On a touch screen a text that says "click" has its own words, ``<key>.touch`` ("tap").
_touch = False


def set_touch(on: bool) -> None:
    """Whether the words are read on a touch screen (a phone, a tablet): set by the app."""
    global _touch, _revision
    if on != _touch:
        _touch = on
        _revision += 1


def set_language(code: str) -> None:
    global _language, _revision
    code = code if code in TABLES else "en"
    if code != _language:
        _language = code
        _revision += 1


def language() -> str:
    return _language


def revision() -> int:
    """Goes up on every language change: caches of rendered text can key on it."""
    return _revision


def match_language(tag: str | None) -> str:
    """The supported language for a locale tag ("de-CH", "fr_FR.UTF-8", "it"); else English."""
    base = (tag or "").strip().lower().replace("_", "-").split("-")[0].split(".")[0]
    return base if base in TABLES else "en"


def number(value: float, places: int = 2) -> str:
    """A number as people of the language write it: 12, 0.75 (en), 0,75 (de, fr, it)."""
    if value == int(value):
        return str(int(value))
    text = f"{value:.{places}f}".rstrip("0").rstrip(".")
    return text if _language == "en" else text.replace(".", ",")


# French "de {name}" / "que {name}": the placeholder right after the word (names, cards).
_FR_ELIDABLE = re.compile(r"(?<![\w’'])([dD]e|[qQ]ue) \{(\w+)\}")
# Initials French elides before: the vowels, y (d’Yves) and h, taken as mute (d’Hélène, d’Hugo).
_FR_ELIDING = frozenset("aeiouyhàâäæéèêëîïôöœùûüÿ")


def elide_fr(template: str, kw: dict[str, object]) -> str:
    """French drops the e of "de" and "que" before a vowel or a mute h: "la main d’Anna",
    "Au tour d’Émile", but "la main de Ben" (applied to a template before it is filled in)."""

    def one(m: re.Match[str]) -> str:
        value = kw.get(m.group(2))
        if isinstance(value, str) and value[:1].lower() in _FR_ELIDING:
            return f"{m.group(1)[:-1]}’{{{m.group(2)}}}"
        return m.group(0)

    return _FR_ELIDABLE.sub(one, template)


def t(key: str, **kw: object) -> str:
    """The text for ``key`` in the current language, with ``{placeholders}`` filled in."""
    template = None
    if _touch:
        touch = f"{key}.touch"
        template = TABLES[_language].get(touch) or ENGLISH.get(touch)
    return _fill(_language, key, template or TABLES[_language].get(key) or ENGLISH.get(key), kw)


def text_in(lang: str, key: str, **kw: object) -> str:
    """The text for ``key`` in ``lang`` (not the screen's: an e-mail to a player, written by
    the server in the language that player chose); English for a language it does not have."""
    table = TABLES.get(lang, ENGLISH)
    return _fill(lang if lang in TABLES else "en", key, table.get(key) or ENGLISH.get(key), kw)


def _fill(lang: str, key: str, template: str | None, kw: dict[str, object]) -> str:
    if template is None:
        return key
    if lang == "fr" and kw and "e {" in template:  # (the regex only where it can match)
        template = elide_fr(template, kw)
    try:
        return template.format(**kw)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return template  # an odd argument (a hand-edited log) shows the bare template


def tn(key: str, n: int, **kw: object) -> str:
    """The plural form of ``key`` for the count ``n``: ``key.one`` or ``key.other``."""
    return t(f"{key}.{PLURAL[_language](n)}", n=n, **kw)


# Last, once every name above exists: the built-in games register now (they import this
# module for their words), and their text joins the tables.
catalog.specs()
