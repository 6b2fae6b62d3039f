"""The spoken table in the page, in headless Chromium: a whole Floriado game and a Gloschli
round played only through the accessibility tree (Playwright's role locators: the moves are
found as buttons by their names and pressed with Enter, the live region is read as a log), to
the results. The live region's log lines equal the game's log, the focus comes back to the
list of moves after a move, and no card another seat has seen but this one has not is ever
in the layer's text. The games are started from the title through the spoken menus' buttons
as well (the game, the seats and the bot on the set-up screen, Start), and the Floriado game
goes back from its results to the title the same way: no canvas click anywhere.

Skipped, as tests/test_browser_ui.py is, without Node, Chromium or the runtime cache.
"""

from __future__ import annotations

import importlib.util
import json
import random
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "build" / "web-ui"
PLAY_TIMEOUT = 300.0  # seconds: only stops a hung game; nothing here is a speed test

_spec = importlib.util.spec_from_file_location("meadow_web_ui", ROOT / "tools/web_ui/harness.py")
harness = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(harness)

# In the page: the table's log as the log panel words it, and how each card of another seat
# that its owner has seen but the viewer has not would read in the layer if it leaked.
TRUTH = """
import json, meadow_probe
from game.i18n import t
from game.ui.log import render_entry
app = meadow_probe.APP
table = next(s for s in reversed(app.scenes) if hasattr(s, "voice"))
log = [render_entry(e, table.card_label) for e in table.match.log]
hidden = []
if table.spec.name == "gloschli":
    import game.games.gloschli.narrate as gl
    state, seats = table.way.session.state, table.match.seats
    view = table.match.view(table.viewer)
    for seat in range(len(view["slots"])):
        if seat == table.viewer:
            continue
        theirs = state.view(seat)["slots"][seat]
        for slot, cell in enumerate(view["slots"][seat]):
            own = theirs[slot] if slot < len(theirs) else None
            card = own.get("card") if own else None
            if cell is not None and cell.get("card") is None and isinstance(card, dict):
                hidden.append(t("gl.speak.their_card", name=seats[seat].name, n=slot + 1,
                                known=gl.card_label(card)))
json.dumps({"log": log, "hidden": hidden, "scene": app.top.name})
"""


@pytest.fixture(scope="module")
def browser():
    reason = harness.why_missing()
    if reason:
        pytest.skip(reason)
    zip_path = harness.game_zip()
    with harness.Browser(zip_path) as b:
        b.load()
        yield b


@pytest.fixture(autouse=True)
def no_problems(browser):
    before = browser.check_problems()
    assert not before, "the page reported:\n" + "\n".join(before)
    yield
    new = browser.check_problems()
    assert not new, "the page reported:\n" + "\n".join(new)


def truth(b) -> dict:
    return json.loads(b.py(TRUTH))


def word(b, key: str, **kw: str) -> str:
    """A catalog's text in the page's language."""
    return b.py(f"from game.i18n import t\nt({key!r}, **{kw!r})")


def menu_at(b, heading: str, timeout: float = 30.0) -> dict:
    """The spoken menus once they show the screen of that heading."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        menu = b.call("menu")
        if menu.get("present") and menu["heading"] == heading and menu["buttons"]:
            return menu
        b.wait(50)
    raise AssertionError(f"the spoken menus never showed {heading!r}: {b.call('menu')}")


def seats(menu: dict) -> list[str]:
    """The set-up's name fields, one a seat ("Name of player 2: Ben")."""
    return [n for n in menu["buttons"] if n.startswith("Name of player ")]


def start(b, game: str) -> None:
    """From a fresh page, through the accessibility tree alone: the game's button on the
    title, on its set-up one person and one bot (the fastest), Start (no animations to wait
    out: the one setting no button of the tree changes here)."""
    b.load(reload=True)
    b.wait_scene("title")
    # The deal and the bot fixed, as in the other app tests: each run plays the same game.
    b.py("import meadow_probe\nmeadow_probe.APP.settings.speed = 0.0\nmeadow_probe.APP.rng.seed(7)")
    title = word(b, f"game.{game}.name")
    menu = menu_at(b, word(b, "app.title"))
    assert title in menu["buttons"]
    b.call("press", role="button", name=title)
    menu = menu_at(b, word(b, "setup.title", game=title))
    assert menu["focused"] == menu["buttons"][0]  # the new screen's first button
    for _ in range(6):  # down to two seats (a Remove is off at a game's fewest)
        label = word(b, "access.seat.name", n=str(len(seats(menu)))) + ": "
        name = next(n for n in menu["buttons"] if n.startswith(label))[len(label) :]
        remove = word(b, "access.seat.remove", n=str(len(seats(menu))), name=name)
        if len(seats(menu)) <= 2 or remove not in menu["buttons"]:
            break
        b.call("press", role="button", name=remove)
        count = len(seats(menu))
        b.wait_for(lambda s, c=count: len(seats(b.call("menu"))) < c, 30, "a seat removed")
        menu = b.call("menu")
    second = word(b, "access.seat.name", n="2") + ": "
    name = next(n for n in menu["buttons"] if n.startswith(second))[len(second) :]
    group = word(b, "access.seat.kind", n="2", name=name)
    b.call("press", role="button", name=word(b, "kind.random"), within=group)
    chosen = word(b, "access.chosen", name=word(b, "kind.random"))
    b.wait_for(lambda s: chosen in b.call("menu")["buttons"], 30, "the bot chosen")
    b.call("press", role="button", name=word(b, "setup.start"))
    scene = b.wait_for(lambda s: s.get("scene") in (game, "confirm"), 60, "the table")
    if scene.get("scene") == "confirm":  # an earlier game in the slot: a new one
        menu_at(b, word(b, "confirm.replace.title"))
        b.call("press", role="button", name=word(b, "confirm.replace.new"))
        b.wait_scene(game)
    assert not b.call("menu")["buttons"]  # at the table its own layer speaks


def play_by_tree(
    b, done: set[str], rng: random.Random, leaks: list[str], guarded: list[int]
) -> dict:
    """Press a random named move whenever the layer lists any, until a scene of ``done``;
    ``leaks`` gets each hidden card found in the layer's text, ``guarded`` how many there
    were to find at each look."""
    deadline = time.monotonic() + PLAY_TIMEOUT
    presses = stale = 0
    while time.monotonic() < deadline:
        tree = b.call("aria")
        assert tree["present"], "the page has no spoken table"
        assert tree["live_attr"] == "polite"
        seen = truth(b)
        leaks.extend(x for x in seen["hidden"] if x in tree["text"])
        guarded.append(len(seen["hidden"]))
        if seen["scene"] in done:
            return {"tree": tree, "truth": seen, "presses": presses}
        if not tree["buttons"]:
            b.wait(60)
            continue
        name = rng.choice(tree["buttons"])
        frame = b.scene().get("frame", 0)
        try:
            b.call("press", role="button", name=name)
        except harness.DriverError:  # the list was built anew since it was read: read it again
            stale += 1
            assert stale <= 3, f"{name!r} could not be pressed"
            continue
        presses += 1
        b.wait_for(lambda s, f=frame: s.get("frame", 0) >= f + 2, 30, "frames")
        after = b.call("aria")
        if after["focused"] != "meadow-moves":  # the last move: the results took the focus
            menu = b.call("menu")
            assert menu["focused"] and truth(b)["scene"] in done, f"focus after {name!r}: {menu}"
    raise AssertionError(f"never reached {done}")


def lines(tree: dict, kind: str) -> list[str]:
    return [text for k, text in tree["live"] if k == kind]


def test_a_whole_floriado_game_through_the_accessibility_tree(browser):
    start(browser, "floriado")
    tree = browser.call("aria")
    assert "group" in tree["snapshot"] and "button" in tree["snapshot"]
    leaks: list[str] = []
    end = play_by_tree(browser, {"results"}, random.Random(4), leaks, [])
    assert end["presses"] > 5
    final = browser.call("aria")
    assert lines(final, "log") == end["truth"]["log"]  # every log line said, none dropped
    assert lines(final, "turn")[-1] == "The game is over."
    browser.screenshot(SHOTS / "access-floriado-results.png")
    # From the results back to the title, through the tree: the focus came along.
    heading = browser.py("import meadow_probe\nmeadow_probe.APP.top.spoken_heading()")
    menu = menu_at(browser, heading)
    assert menu["focused"] == menu["buttons"][0]
    browser.call("press", role="button", name=word(browser, "results.menu"))
    browser.wait_scene("title")
    menu = menu_at(browser, word(browser, "app.title"))
    assert menu["focused"] == menu["buttons"][0]


def test_a_gloschli_round_through_the_accessibility_tree(browser):
    start(browser, "gloschli")
    leaks: list[str] = []
    guarded: list[int] = []
    end = play_by_tree(browser, {"gl_round", "results"}, random.Random(6), leaks, guarded)
    assert end["presses"] > 3
    assert max(guarded) > 0, "no card was known to its owner alone: the leak check saw nothing"
    assert not leaks, f"a card only its owner has seen is in the page: {leaks[:3]}"
    final = browser.call("aria")
    assert lines(final, "log") == end["truth"]["log"]


def test_reduced_motion_follows_the_system_in_the_page(browser):
    """Settings → Reduce motion "As the system": the page's prefers-reduced-motion, read
    through pygbag's window.matchMedia (asked again at most every MOTION_ASK_EVERY seconds)."""
    browser.load(reload=True)
    browser.wait_scene("title")
    ask = "import meadow_probe\nmeadow_probe.APP.settings.reduce_motion"
    assert browser.py("import meadow_probe\nmeadow_probe.APP.settings.motion") == "system"
    assert browser.py(ask) is False
    assert browser.call("reduced_motion", on=True) is True
    browser.wait(2200)  # past the page's last answer
    assert browser.py(ask) is True
    browser.call("reduced_motion", on=False)
    browser.wait(2200)
    assert browser.py(ask) is False
