"""The spoken menus (game/access/menu.py and its glue, game/ui/menu_voice.py): every screen
that is not a table, in a document in memory as a screen reader finds it in the page. From
the title to a Floriado game against a bot, and from its results back to the title, only by
pressing the layer's buttons; the browser suite does the same in Chromium
(tests/test_browser_access.py)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.access.layer import MOVES_ID  # noqa: E402
from game.access.memory import MemoryDocument, MemoryElement  # noqa: E402
from game.access.menu import MENU_ID, NOTICES_ID, MenuItem, MenuScreen, SpokenMenu  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import testing as T  # noqa: E402


def menu(doc: MemoryDocument) -> MemoryElement:
    root = doc.getElementById(MENU_ID)
    assert root is not None
    return root


def names(doc: MemoryDocument) -> list[str]:
    return [b.textContent for b in menu(doc).find_all("button")]


def heading(doc: MemoryDocument) -> str:
    h1 = menu(doc).find_all("h1")
    return h1[0].textContent if h1 else ""


def press(app, name: str, frames: int = 2, within: MemoryElement | None = None) -> None:
    """Press the layer's button of that name (as a screen reader's Enter does; the first, or
    the one in the group ``within``) and let the app run."""
    doc = app.menu_voice.doc
    found = [b for b in (within or menu(doc)).find_all("button") if b.textContent == name]
    assert found, f"no button {name!r} on {heading(doc)!r}: {names(doc)}"
    found[0].focus()
    found[0].click()
    T.run(app, frames)


# -- the layer alone ---------------------------------------------------------------------------
def test_a_screen_is_a_heading_and_real_buttons_and_a_press_is_taken_once():
    doc = MemoryDocument()
    layer = SpokenMenu(doc)
    items = [MenuItem("a", "Play"), MenuItem("b", "Quit", enabled=False)]
    layer.show(MenuScreen(1, "Meadow", items, ["Three games."]), take_focus=True)
    assert heading(doc) == "Meadow"
    assert "Three games." in menu(doc).textContent
    buttons = menu(doc).find_all("button")
    assert [b.attrs["type"] for b in buttons] == ["button", "button"]
    assert [b.attrs["aria-disabled"] for b in buttons] == ["false", "true"]
    assert doc.activeElement is buttons[0]  # a new screen, focus asked: its first button
    buttons[1].click()
    assert layer.pressed() == "b"
    assert layer.pressed() is None


def test_a_renamed_button_keeps_its_element_and_a_press_on_an_old_screen_is_dropped():
    doc = MemoryDocument()
    layer = SpokenMenu(doc)
    layer.show(MenuScreen(1, "Set-up", [MenuItem("t", "Sound: On")]))
    old = menu(doc).find_all("button")[0]
    layer.show(MenuScreen(1, "Set-up", [MenuItem("t", "Sound: Off")]))
    assert menu(doc).find_all("button")[0] is old and old.textContent == "Sound: Off"
    layer.show(MenuScreen(2, "Title", [MenuItem("t", "Play")]))
    old.click()  # its screen is gone
    assert layer.pressed() is None


def test_no_screen_while_a_table_is_up_and_notices_are_queued():
    doc = MemoryDocument()
    layer = SpokenMenu(doc)
    layer.show(MenuScreen(1, "Title", [MenuItem("p", "Play")]))
    layer.show(None)
    assert names(doc) == [] and heading(doc) == ""
    layer.say("Saved.")
    layer.say("Sound off.")
    live = doc.getElementById(NOTICES_ID)
    assert live is not None and live.attrs["aria-live"] == "polite"
    assert [p.textContent for p in live.children] == ["Saved.", "Sound off."]


# -- through the app ---------------------------------------------------------------------------
def test_from_the_title_to_a_floriado_game_against_a_bot_and_back_by_the_layer_alone():
    app = T.new_app(seed=5, hints=False)
    app.settings.speed = 0.0
    T.run(app, 2)
    doc = app.menu_voice.doc
    assert heading(doc) == t("app.title")
    assert "Floriado" in names(doc)
    press(app, "Floriado")
    assert app.top.name == "setup"
    assert heading(doc) == t("setup.title", game="Floriado")
    assert doc.activeElement.textContent == names(doc)[0]  # the new screen's first button
    # Two seats: one person, one bot; choose the second seat's level by its button.
    people = [n for n in names(doc) if n.startswith("Name of player")]
    while len(people) > 2:
        press(app, next(n for n in names(doc) if n.startswith(f"Remove player {len(people)}")))
        people = [n for n in names(doc) if n.startswith("Name of player")]
    seat = app.top.seats[1].name
    group = [g for g in menu(doc).walk() if g.attrs.get("aria-label", "").startswith("Player 2")]
    assert group and group[0].attrs["aria-label"] == t("access.seat.kind", n=2, name=seat)
    assert t("access.chosen", name=t("kind.easy")) in [b.textContent for b in group[0].children]
    press(app, t("kind.medium"), within=group[0])
    assert app.top.seats[1].kind == "medium"
    assert t("access.chosen", name=t("kind.medium")) in names(doc)
    assert doc.activeElement.textContent == t("access.chosen", name=t("kind.medium"))
    press(app, t("setup.start"))
    if app.top.name == "confirm":  # a saved game in the slot: a new one
        press(app, t("confirm.replace.new"))
    table = app.top
    assert getattr(table, "voice", None) is not None
    assert names(doc) == []  # the table's own layer speaks now
    rng = random.Random(2)
    for _ in range(30000):
        if app.top.name == "results":
            break
        moves = table.voice.layer.doc.getElementById(MOVES_ID).find_all("button")
        if moves and app.top is table:
            rng.choice(moves).click()
        T.run(app, 1)
    assert app.top.name == "results"
    T.run(app, 2)
    assert heading(doc) == app.top.spoken_heading()
    assert table.voice.layer.doc is doc  # one page: the table's layer beside the menus'
    assert doc.activeElement.textContent == names(doc)[0]  # from the moves to the results
    assert t("results.again") in names(doc)
    press(app, t("results.menu"))
    assert app.top.name == "title"
    assert heading(doc) == t("app.title")
    assert doc.activeElement.textContent == names(doc)[0]  # played by the layer: focus came


def test_a_setting_changed_by_its_button_and_a_notice_said():
    app = T.new_app(seed=6, hints=False)
    T.run(app, 2)
    doc = app.menu_voice.doc
    press(app, t("title.settings"))
    assert heading(doc) == t("settings.title")
    toggles = [n for n in names(doc) if n.endswith(": " + t("common.off"))]
    assert toggles, names(doc)
    before = len(names(doc))
    press(app, toggles[0])
    on = toggles[0].removesuffix(t("common.off")) + t("common.on")
    assert on in names(doc) and toggles[0] not in names(doc) and len(names(doc)) == before
    app.toast("Something happened.")
    T.run(app, 1)
    live = doc.getElementById(NOTICES_ID)
    assert live is not None and live.children[-1].textContent == "Something happened."
    T.run(app, 1)
    assert [p.textContent for p in live.children].count("Something happened.") == 1


def test_the_canvas_keeps_its_focus_when_the_screen_changes_by_the_canvas():
    app = T.new_app(seed=7, hints=False)
    T.run(app, 2)
    doc = app.menu_voice.doc
    canvas = doc.createElement("canvas")
    doc.body.appendChild(canvas)
    canvas.focus()
    T.click(app, "settings")  # a click on the canvas
    T.run(app, 2)
    assert heading(doc) == t("settings.title")
    assert doc.activeElement is canvas


def test_a_name_field_is_a_button_that_starts_typing_and_says_so():
    app = T.new_app(seed=8, hints=False)
    T.run(app, 2)
    doc = app.menu_voice.doc
    press(app, "Gloschli")
    first = next(n for n in names(doc) if n.startswith(t("access.seat.name", n=1)))
    press(app, first)
    assert app.top.editing == 0
    live = doc.getElementById(NOTICES_ID)
    assert live is not None and live.children[-1].textContent == t("access.typing")
