"""The phone's log sheet at an online table has a second tab with the room's words: reactions
(in the player's language) and text, newest last, a muted player's left out on this device;
the tabs switch between the log and the words; nothing in the sheet overlaps, in every
language. Through the real app and a real room server in the test's own loop."""

from __future__ import annotations

from game.i18n import LANGUAGES, set_language, t
from game.ui import navigator, theme
from game.ui.layout import H, W
from game.ui.log import render_entry
from game.ui.table.online_chat import chat_entries
from game.ui.testing import LayoutRecorder, click, find, layout_overlaps, new_app
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run
from tests.test_online_rooms import ben_at_the_table
from tests.test_phone_chrome import Over


def sheet_lines(table) -> list[str]:
    """The sheet's lines as it lists them now (the log, or the words on the chat tab)."""
    entries = table.way.sheet_entries(table.match.log)
    return [render_entry(e, table.card_label) for e in entries]


def test_the_phone_sheet_lists_the_rooms_words_on_its_chat_tab(tmp_path) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            (ana,) = await connected(srv.url)
            app = new_app(seed=6, text_scale=theme.LARGEST)  # a phone's: the log is a sheet
            try:
                code, table = await ben_at_the_table(srv, app, ana)
                click(app, "log.toggle")
                assert table.chrome.logs.sheet_open and find(app, "sheet.chat") is not None
                assert find(app, "sheet.log").style == "primary"  # the log first
                assert sheet_lines(table) and sheet_lines(table) == [
                    render_entry(e, table.card_label) for e in table.match.log
                ]
                click(app, "sheet.chat")
                assert find(app, "sheet.chat").style == "primary"
                assert sheet_lines(table) == [t("chat.none")]
                await ana.say(react="good_luck")
                await ana.say(text="take your time")
                await until(app, lambda: len(table.match.chat) == 2)
                await frames(app, 3)
                assert sheet_lines(table) == [
                    t("chat.line", name="Ana", words=t("say.good_luck")),
                    t("chat.line", name="Ana", words="take your time"),
                ]
                assert not table.chrome.logs.sheet.titled  # the tabs name the lists
                for lang in LANGUAGES:  # the tabs and the words fit in every language
                    set_language(lang)
                    await frames(app, 2)
                    marks = LayoutRecorder().frame(Over(table), (W, H))  # the sheet alone
                    assert layout_overlaps(marks) == [], lang
                    tabs = [m for m in marks if m.kind == "widget" and m.label.startswith("sheet.")]
                    assert {m.label for m in tabs} == {"sheet.log", "sheet.chat"}
                    assert all(table.chrome.logs.sheet.rect.contains(m.rect) for m in tabs)
                    assert sheet_lines(table)[0].endswith(t("say.good_luck"))
                set_language("en")
                table.way.words.mute(0, True)  # muted here: left out of the tab too
                assert sheet_lines(table) == [t("chat.none")]
                table.way.words.mute(0, False)
                click(app, "sheet.log")
                assert sheet_lines(table)[-1] == render_entry(table.match.log[-1], table.card_label)
                await close_all([ana])
                app.reset(navigator.make("title", app))
                await frames(app, 3)
            finally:
                set_language("en")
                theme.set_body_scale(1.0)

    run(main())


def test_chat_entries_newest_last_and_muted_left_out() -> None:
    chat = [
        {"seat": 0, "name": "Ana", "react": "flower", "i": 0},
        {"seat": 1, "name": "Ben", "text": "thanks!", "i": 1},
        {"seat": 0, "name": "Ana", "text": "", "i": 2},  # nothing to show
    ]
    got = chat_entries(chat, set())
    assert [e["args"]["words"] for e in got] == [t("say.flower"), "thanks!"]
    assert [e["seat"] for e in got] == [0, 1]
    assert [e["args"]["words"] for e in chat_entries(chat, {0})] == ["thanks!"]
    assert chat_entries([], set()) == [{"key": "chat.none", "args": {}}]
