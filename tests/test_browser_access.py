"""The spoken table in the page, in headless Chromium: a whole Floriado game and a Gloschli
round played only through the accessibility tree (Playwright's role locators: the moves are
found as buttons by their names and pressed with Enter, the live region is read as a log), to
the results. The live region's log lines equal the game's log, the focus comes back to the
list of moves after a move, and no card another seat has seen but this one has not is ever
in the layer's text. The set-up screen is reached on the canvas (it has no layer: the layer
is the table's); the play itself is the tree's alone.

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
    zip_path = harness.stage_zip(SHOTS / "meadow-access.zip")
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


def start(b, game: str) -> None:
    """From a fresh page: no animations to wait out, the game's set-up, Start (on the canvas)."""
    b.load(reload=True)
    b.wait_scene("title")
    b.py("import meadow_probe\nmeadow_probe.APP.settings.speed = 0.0")
    b.click(f"game.{game}")
    b.wait_scene("setup")
    b.click("start")
    scene = b.wait_for(lambda s: s.get("scene") in (game, "confirm"), 60, "the table")
    if scene.get("scene") == "confirm":  # an earlier game in the slot: a new one
        b.click("confirm.new", scene)
        b.wait_scene(game)


def play_by_tree(
    b, done: set[str], rng: random.Random, leaks: list[str], guarded: list[int]
) -> dict:
    """Press a random named move whenever the layer lists any, until a scene of ``done``;
    ``leaks`` gets each hidden card found in the layer's text, ``guarded`` how many there
    were to find at each look."""
    deadline = time.monotonic() + PLAY_TIMEOUT
    presses = 0
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
        b.call("press", role="button", name=name)
        presses += 1
        b.wait_for(lambda s, f=frame: s.get("frame", 0) >= f + 2, 30, "frames")
        after = b.call("aria")
        assert after["focused"] == "meadow-moves", f"focus after {name!r}: {after['focused']!r}"
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
