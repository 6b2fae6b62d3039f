"""The clipboard, desktop and web: copy a line (a share line, an invite link), paste one.

On the web the page's ``navigator.clipboard`` copies (game/platform.py); reading it there is
a promise the page must allow, so pasting is the desktop's (pygame's clipboard).
"""

from __future__ import annotations

from game import platform


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard: the page's on the web, pygame's where the desktop has one;
    False when there is none (the line stays on screen to copy by hand)."""
    if platform.IS_WEB:
        return platform.copy_text_web(text)
    try:
        import pygame.scrap as scrap

        put = getattr(scrap, "put_text", None)  # pygame-ce 2.2+: the system clipboard as text
        if put is None:
            return False
        put(text)
        return True
    except Exception:  # no clipboard (a headless display, an old pygame): copy by hand
        return False


def paste_text() -> str:
    """The clipboard's text on the desktop ("" when there is none, or on the web)."""
    if platform.IS_WEB:
        return ""
    try:
        import pygame.scrap as scrap

        get = getattr(scrap, "get_text", None)  # pygame-ce 2.2+
        return str(get() or "") if get is not None else ""
    except Exception:  # no clipboard (a headless display, an old pygame): nothing to paste
        return ""
