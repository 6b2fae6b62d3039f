"""All text the player reads goes through ``t(key, **kw)`` (English now; de/fr/it later).

Strings live in one table per language (``en.py``); a missing key falls back to English, then
to the key itself, and a bad placeholder never raises, so a translation slip cannot crash the
game.
"""

from __future__ import annotations

from game.i18n import en

TABLES: dict[str, dict[str, str]] = {"en": en.STRINGS}
LANGUAGES: tuple[str, ...] = tuple(TABLES)
_language = "en"


def set_language(code: str) -> None:
    global _language
    _language = code if code in TABLES else "en"


def language() -> str:
    return _language


def t(key: str, **kw: object) -> str:
    """The text for ``key`` in the current language, with ``{placeholders}`` filled in."""
    template = TABLES[_language].get(key) or en.STRINGS.get(key)
    if template is None:
        return key
    try:
        return template.format(**kw)
    except (KeyError, IndexError, ValueError):
        return template


def tn(key: str, n: int, **kw: object) -> str:
    """Plural forms: ``key.one`` for n == 1, ``key.other`` otherwise."""
    return t(f"{key}.{'one' if n == 1 else 'other'}", n=n, **kw)
