"""All text the player reads goes through ``t(key, **kw)``, in English, German, French or Italian.

Strings live in one table per language (``en.py``, ``de.py``, ``fr.py``, ``it.py``, each merging
its per-game tables); a missing key falls back to English, then to the key itself, and a bad
placeholder never raises, so a translation slip cannot crash the game.
"""

from __future__ import annotations

from game.i18n import de, en, fr, it

TABLES: dict[str, dict[str, str]] = {
    "en": en.STRINGS,
    "de": de.STRINGS,
    "fr": fr.STRINGS,
    "it": it.STRINGS,
}
LANGUAGES: tuple[str, ...] = tuple(TABLES)
# Each language named in itself: the settings choice reads the same in every language.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "it": "Italiano",
}
_language = "en"
_revision = 0


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


def t(key: str, **kw: object) -> str:
    """The text for ``key`` in the current language, with ``{placeholders}`` filled in."""
    template = TABLES[_language].get(key) or en.STRINGS.get(key)
    if template is None:
        return key
    try:
        return template.format(**kw)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return template  # an odd argument (a hand-edited log) shows the bare template


def tn(key: str, n: int, **kw: object) -> str:
    """Plural forms: ``key.one`` for n == 1, ``key.other`` otherwise.

    French counts 0 as singular too ("0 carte"); en, de and it say "0 cards", "0 Karten".
    """
    one = n in (0, 1) if _language == "fr" else n == 1
    return t(f"{key}.{'one' if one else 'other'}", n=n, **kw)
