"""The chat tab of the phone's log sheet at an online table: the sheet's header holds two tabs,
the game's log and the room's words (reactions and text, newest last, the muted players'
left out on this device), which the sheet lists as it lists the log.

The words are entries like the log's (a catalog key and its arguments, the seat's bullet), so
the sheet draws, wraps and scrolls them the same way; they are built again only when a line
is said, the language changes or a player is muted.
"""

from __future__ import annotations

from typing import Any

from game.i18n import revision, t
from game.ui import theme
from game.ui.log import SHEET_FOLD, LogPanel
from game.ui.table.online_words import TableWords, line_words
from game.ui.table.scale import Gap
from game.ui.widgets import Button, Widget

TAB_H = SHEET_FOLD[1]


def chat_entries(chat: list[dict[str, Any]], muted: set[int]) -> list[dict[str, Any]]:
    """The room's words as the sheet lists them, oldest first; a line when none was said."""
    out: list[dict[str, Any]] = []
    for line in chat:
        seat = line.get("seat")
        words = line_words(line)
        if seat in muted or not words:
            continue
        args = {"name": str(line.get("name") or "?"), "words": words}
        out.append({"key": "chat.line", "args": args, "seat": seat})
    return out or [{"key": "chat.none", "args": {}}]


class ChatTab:
    """Which tab of the sheet is open, and the chat's entries (kept while they stay the same:
    the sheet lays out again only what changed)."""

    def __init__(self) -> None:
        self.open = False
        self._key: tuple | None = None
        self._entries: list[dict[str, Any]] = []

    def entries(self, chat: list[dict[str, Any]], words: TableWords) -> list[dict[str, Any]]:
        last = chat[-1].get("i") if chat else None
        key = (len(chat), last, revision(), frozenset(words.muted))
        if key != self._key:
            self._key, self._entries = key, chat_entries(chat, words.muted)
        return self._entries

    def show(self, sheet: LogPanel, chat: bool) -> None:
        if chat != self.open:
            self.open = chat
            sheet.scroll = 0  # the newest lines of the other list

    def tabs(self, sheet: LogPanel) -> list[Widget]:
        """The two tabs across the sheet's header, left of its fold button; the open one in
        the primary colour."""
        sheet.titled = False  # the tabs name what it lists
        fold = sheet.fold_rect()
        x0, right = sheet.rect.x + Gap.EDGE, fold.x - Gap.NEAR
        w = (right - x0 - Gap.TIGHT) // 2
        y = sheet.rect.y + (sheet.head - TAB_H) // 2
        out: list[Widget] = []
        for i, (wid, words, chat) in enumerate(
            (("sheet.log", t("log.title"), False), ("sheet.chat", t("chat.tab"), True))
        ):
            out.append(
                Button(
                    wid,
                    (x0 + i * (w + Gap.TIGHT), y, w, TAB_H),
                    words,
                    lambda chat=chat: self.show(sheet, chat),  # type: ignore[misc]
                    "primary" if chat == self.open else "ghost",
                    size=theme.PHONE_TEXT,
                )
            )
        return out
