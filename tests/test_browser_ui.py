"""Meadow's real interface in headless Chromium, played by real mouse clicks and key presses.

The game runs as `make web` stages it (tools/build_web.py's stage_app), on Pyodide 314 with
pygbag's own pygame-ce build for CPython 3.14 (the runtime cache of tools/web_ui_setup.py;
docs/web.md says what that covers and what it does not). tools/web_ui/harness.py drives it:
the running Python names the current scene's widgets and their rects (tools/web_ui/probe.py),
and the driver clicks their centres with real mouse events on the canvas, so layout changes
need no change here. Covered: Via Gladiola (a person, two bots) to the results; Gloschli (two
people, a bot) through a round and its results with the pass screen between the people, whose
canvas pixels must show no card face; Floriado against a bot to the end; German chosen in the
settings survives a reload; Continue after a reload resumes the exact engine state (as decoded
from localStorage); Undo of a Floriado move; today's Floriado deal from the title (its seed,
the share line through navigator.clipboard) and its review to the last action; a coach hint;
and never a Python traceback or a page error. Screenshots of each table and
results screen go to build/web-ui/.

Skipped, with what is missing, without Node, Chromium, the npm packages of tools/web_ui or the
runtime cache (``make web-ui-setup FROM=<git dir of a pygame-web/cdn snapshot>``).
"""

from __future__ import annotations

import importlib.util
import json
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.storage import autosave_key

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "build" / "web-ui"
VG_SLOT = autosave_key("via_gladiola")  # each game saves into its own slot
PLAY_TIMEOUT = 240.0  # seconds: only stops a hung game; nothing here is a speed test

_spec = importlib.util.spec_from_file_location("meadow_web_ui", ROOT / "tools/web_ui/harness.py")
harness = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(harness)
find, widgets = harness.find, harness.widgets


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
    """No page error, console error or Python stderr (a traceback) at any point: while the
    page loaded (reported before the first test), during each test and between them."""
    before = browser.check_problems()
    assert not before, "the page reported:\n" + "\n".join(before)
    yield
    new = browser.check_problems()
    assert not new, "the page reported:\n" + "\n".join(new)


# -- what a person clicks, per scene: the harness's only knowledge of the game's screens -------
def _vg_move(scene: dict, rng: random.Random) -> dict | None:
    if not scene.get("my_turn"):
        return None
    return rng.choice(widgets(scene, "hand.") + widgets(scene, "rest"))


def _gl_move(scene: dict, rng: random.Random) -> dict | None:
    if scene.get("memo_hold") and find(scene, "gl.hide"):
        return find(scene, "gl.hide")
    if not scene.get("my_turn"):
        return None
    end = find(scene, "gl.end")
    if end is not None and end["enabled"] and rng.random() < 0.8:
        return end
    ws = [
        w
        for w in widgets(scene)
        if w["id"].startswith(("slot.", "seatpick.", "gl.")) or w["id"] in ("deck", "discard")
    ]
    return rng.choice(ws) if ws else None


def _fl_move(scene: dict, rng: random.Random) -> dict | None:
    if not scene.get("my_turn"):
        return None
    faces = widgets(scene, "face.")  # a first card's facing arrows
    return rng.choice(faces) if faces else rng.choice(widgets(scene, "tile.") or [None])


def _overlay_move(scene: dict, rng: random.Random) -> dict | None:
    """A screen with no rule above over a table (a confirmation, say): its main button."""
    primary = [w for w in widgets(scene) if w.get("style") == "primary"]
    if scene.get("table") and primary:
        return primary[0]
    ids = [w["id"] for w in scene.get("widgets", [])]
    raise AssertionError(f"no rule for the scene {scene.get('scene')!r} (widgets {ids})")


MOVES: dict[str, Callable[[dict, random.Random], dict | None]] = {
    "via_gladiola": _vg_move,
    "gloschli": _gl_move,
    "floriado": _fl_move,
    "gl_round": lambda scene, rng: find(scene, "gl.next_round"),
}


def play(b, until: set[str], rng: random.Random, on_scene=None) -> dict:
    """Click what a person would until the top scene is one of ``until``; returns that scene.
    ``on_scene(scene)`` sees every scene polled first (screenshots, pixel checks); the pass
    screen is answered with the keyboard (Enter shows the focus, Enter again opens the hand)."""
    deadline = time.monotonic() + PLAY_TIMEOUT
    while time.monotonic() < deadline:
        scene = b.scene()
        if on_scene is not None:
            on_scene(scene)
        name = scene.get("scene")
        if name in until:
            return scene
        if name == "pass":
            b.key("Enter")
            b.key("Enter")
            _next_frames(b, scene)
            continue
        chooser = MOVES.get(name, _overlay_move)
        move = chooser(scene, rng)
        if move is None:  # a bot's turn, an animation: let the game run
            b.wait(40)
            continue
        b.click_rect(scene, move["rect"])
        _next_frames(b, scene)
    raise AssertionError(f"never reached {until}; at {b.scene().get('stack')}")


def _next_frames(b, scene: dict, frames: int = 2) -> None:
    """Let the game take the input in: wait until it has drawn ``frames`` more frames than
    now (counted from a fresh look, not from ``scene``: that one may be frames old, and the
    next look could then come before the input was taken)."""
    now = b.scene().get("frame", 0)
    b.wait_for(lambda s: s.get("frame", 0) >= now + frames, 30, "frames")


def to_title(b) -> dict:
    """Back to the title as a person goes: a table's or a results screen's Menu, then Quit to
    title in the pause menu (a page starts again only where that finds no way)."""
    scene = b.scene()
    for _ in range(4):
        name = scene.get("scene")
        if name == "title":
            return scene
        if name == "pause":
            b.click("quit_title", scene)
        elif find(scene, "menu"):
            b.click("menu", scene)
        else:
            break
        try:
            scene = b.wait_for(lambda s, was=name: s.get("scene") != was, 10, "the next screen")
        except harness.DriverError:
            break
    b.load(reload=True)
    return b.wait_scene("title")


def set_cycler(b, wid: str, value, steps: int = 12) -> None:
    """Click a cycler's right arrow until it shows ``value``: each click waits until the
    cycler takes presses (one just shown or changed ignores them for 250 ms) and its value
    is looked at again only once the click has changed it (else it is clicked twice)."""
    for _ in range(steps):
        scene = b.scene()
        w = find(scene, wid)
        assert w is not None, f"no {wid} on {scene.get('scene')}"
        if w.get("value") == value:
            return
        b._settle(scene, list(w["rect"]))
        scene = b.scene()
        w = find(scene, wid)
        b.click_rect(scene, w["right"])
        was = w.get("value")
        try:
            b.wait_for(lambda s, was=was: (find(s, wid) or {}).get("value") != was, 3, wid)
        except harness.DriverError:  # the press was not taken: look again and retry
            continue
    raise AssertionError(f"{wid} never showed {value!r}")


def fast_animations(b) -> None:
    """Settings -> Animations: skip (by clicks), so whole games fit in minutes."""
    to_title(b)
    b.click("settings")
    b.wait_scene("settings")
    set_cycler(b, "speed", 0.0)
    b.click("back")
    b.wait_scene("title")


def open_setup(b, game: str) -> dict:
    to_title(b)
    b.click(f"game.{game}")
    return b.wait_scene("setup")


def _kinds(setup: dict) -> list:
    """Who plays each seat on the setup screen (its "seatN.kind" cyclers)."""
    return [w["value"] for w in widgets(setup, "seat", enabled=False) if w["id"].endswith(".kind")]


def start_floriado(b, button: str) -> dict:
    """Press ``button`` (Start, or Play today's deal) and wait for the person's first turn; an
    earlier test's Floriado game in the slot is replaced (the question is answered)."""
    b.click(button)
    scene = b.wait_for(
        lambda s: s.get("my_turn") or s.get("scene") == "confirm", PLAY_TIMEOUT, "the table"
    )
    if scene.get("scene") == "confirm":
        b.click("confirm.new", scene)
        scene = b.wait_for(lambda s: s.get("my_turn"), PLAY_TIMEOUT, "the person's turn")
    return scene


def shoot(name: str, turn: int = 6):
    """An on_scene hook: screenshots to build/web-ui/ of the table at the person's ``turn``-th
    move (a table well under way) and of the first round results and results screens."""
    taken: set[str] = set()
    turns = [0]

    def hook(scene: dict) -> None:
        key = scene["scene"]
        if key in taken:
            return
        if scene.get("my_turn") and key == name:
            turns[0] += 1
            if turns[0] < turn:
                return
        elif key not in ("results", "gl_round"):
            return
        taken.add(key)
        hook.browser.screenshot(SHOTS / f"{name}-{key}.png")

    return hook


def test_via_gladiola_one_person_two_bots_to_the_results(browser):
    fast_animations(browser)
    setup = open_setup(browser, "via_gladiola")
    kinds = _kinds(setup)
    assert kinds == ["human", "easy", "easy"], kinds
    browser.click("start")
    browser.wait_scene("via_gladiola")
    hook = shoot("via_gladiola")
    hook.browser = browser
    results = play(browser, {"results"}, random.Random(1), hook)
    assert find(results, "again") is not None
    assert (SHOTS / "via_gladiola-via_gladiola.png").is_file()
    assert (SHOTS / "via_gladiola-results.png").is_file()
    assert VG_SLOT not in browser.storage()  # a finished game leaves nothing to continue


def test_gloschli_two_people_and_a_bot_through_a_round(browser):
    setup = open_setup(browser, "gloschli")
    while len(_kinds(setup)) < 3:
        browser.click("seat.add")
        setup = browser.scene()
    while len(_kinds(setup)) > 3:
        browser.click(f"seat{len(_kinds(setup)) - 1}.remove")
        setup = browser.scene()
    set_cycler(browser, "seat1.kind", "human")
    setup = browser.scene()
    kinds = _kinds(setup)
    assert kinds[:2] == ["human", "human"] and len(kinds) == 3 and kinds[2] != "human", kinds
    palette = browser.probe("card_face_palette", "gloschli")
    seen = {"table": 0, "pass": [], "tables_checked": 0}

    def look(scene: dict) -> None:
        # A person's turn at the table shows faces (the discard at least); the pass screen none.
        # The pixels and the scene they show come from one call in the page (no frame between).
        name = scene.get("scene")
        if name == "pass" and len(seen["pass"]) < 4:
            got = browser.call("count_colours", colours=palette)
            if got["scene"]["scene"] == "pass":
                seen["pass"].append(got["count"])
                if len(seen["pass"]) == 1:
                    browser.screenshot(SHOTS / "gloschli-pass.png")
        elif name == "gloschli" and scene.get("my_turn") and seen["tables_checked"] < 4:
            got = browser.call("count_colours", colours=palette)
            if got["scene"]["scene"] == "gloschli":
                seen["tables_checked"] += 1
                seen["table"] = max(seen["table"], got["count"])
        hook(scene)

    hook = shoot("gloschli")
    hook.browser = browser
    browser.click("start")
    browser.wait_for(lambda s: s.get("scene") in ("gloschli", "pass"), 60, "the table")
    round_results = play(browser, {"gl_round", "results"}, random.Random(3), look)
    assert round_results["scene"] == "gl_round" or find(round_results, "again")
    print(f"card-face pixels: table {seen['table']}, pass screens {seen['pass']}")
    assert seen["pass"], "the pass screen between the two people never showed"
    assert seen["table"] > 200, f"no card face found on the table ({seen['table']} pixels)"
    assert max(seen["pass"]) == 0, f"the pass screen shows card-face pixels: {seen['pass']}"
    if round_results["scene"] == "gl_round":  # the next round deals: back at a table or pass
        browser.click("gl.next_round")
        browser.wait_for(lambda s: s.get("scene") in ("gloschli", "pass"), 60, "round two")


def test_floriado_against_a_bot_to_the_end(browser):
    setup = open_setup(browser, "floriado")
    kinds = _kinds(setup)
    assert kinds[0] == "human" and len(kinds) == 2 and kinds[1] != "human", kinds
    browser.click("start")
    browser.wait_for(lambda s: s.get("scene") in ("floriado", "pass"), 60, "the table")
    hook = shoot("floriado")
    hook.browser = browser
    results = play(browser, {"results"}, random.Random(2), hook)
    assert find(results, "again") is not None
    assert (SHOTS / "floriado-floriado.png").is_file()


def test_german_stays_after_a_reload(browser):
    to_title(browser)
    browser.click("settings")
    browser.wait_scene("settings")
    set_cycler(browser, "language", "de")
    browser.click("back")
    browser.wait_scene("title")
    browser.load(reload=True)
    title = browser.wait_scene("title")
    assert browser.probe("settings")["language"] == "de"
    stored = json.loads(browser.storage()["meadow/v1/settings"])
    assert stored["data"]["language"] == "de"
    assert find(title, "settings")["label"] == "Einstellungen"


def test_continue_after_a_reload_resumes_the_exact_position(browser):
    open_setup(browser, "via_gladiola")
    browser.click("start")
    rng = random.Random(4)
    for _ in range(3):  # a few moves of the person's, bots' turns between
        scene = browser.wait_for(lambda s: s.get("my_turn"), PLAY_TIMEOUT, "the person's turn")
        browser.click_rect(scene, _vg_move(scene, rng)["rect"])
        _next_frames(browser, scene)
    browser.wait_for(lambda s: s.get("my_turn"), PLAY_TIMEOUT, "the person's turn")
    before = browser.probe("table_state")
    saved = json.loads(browser.storage()[VG_SLOT])["data"]
    from game.core.match import Session

    decoded = Session.from_save(saved).state.to_json()
    assert decoded == before  # what localStorage holds is the position on screen
    browser.load(reload=True)
    title = browser.wait_scene("title")
    assert find(title, "continue") is not None
    browser.click("continue")
    scene = browser.wait_for(lambda s: s.get("scene") in ("saves", "via_gladiola"), 30, "Continue")
    if scene.get("scene") == "saves":  # other games' saves too: Continue lists them
        browser.click("saves.via_gladiola")
    browser.wait_scene("via_gladiola")
    after = browser.probe("table_state")
    assert after == before
    resaved = json.loads(browser.storage()[VG_SLOT])["data"]
    assert Session.from_save(resaved).state.to_json() == before


def test_undo_takes_back_a_floriado_move_in_the_browser(browser):
    """Undo in the browser: against a bot every own Floriado move may be taken back (all is
    public); Undo restores the position on screen and in the game's own save slot."""
    open_setup(browser, "floriado")
    scene = start_floriado(browser, "start")
    before = browser.probe("table_state")
    rng = random.Random(5)
    # One move: a first pick is two clicks, the card and then its facing (the arrows show
    # once the card has been raised: waited for, not guessed).
    browser.click_rect(scene, _fl_move(scene, rng)["rect"])
    scene = browser.wait_for(
        lambda s: widgets(s, "face.") or not s.get("my_turn"), 30, "the facing arrows"
    )
    if widgets(scene, "face."):
        browser.click_rect(scene, _fl_move(scene, rng)["rect"])
    scene = browser.wait_for(
        lambda s: s.get("my_turn") and (find(s, "undo") or {}).get("enabled"),
        PLAY_TIMEOUT,
        "the person's turn again, with Undo",
    )
    assert browser.probe("table_state") != before
    browser.wait(400)  # a person's reaction: the turn has just come back
    browser.click("undo")
    # Still the person's turn at once: wait for the position itself to come back.
    browser.wait_for(
        lambda s: s.get("my_turn") and browser.probe("table_state") == before,
        30,
        "the position before the move, after Undo",
    )
    slot = json.loads(browser.storage()[autosave_key("floriado")])["data"]
    from game.core.match import Session

    assert Session.from_save(slot).state.to_json() == before


def test_todays_deal_and_its_review_in_the_browser(browser):
    """Today's deal in the browser: today's Floriado deal from the title (the day's seed, the fixed
    seats), played to its results, its share line copied through navigator.clipboard, then the
    game reviewed to its last action shows the finished game's state."""
    import datetime

    from game import daily

    to_title(browser)
    browser.click("daily.floriado")
    browser.wait_scene("daily")
    start_floriado(browser, "daily.play")
    saved = json.loads(browser.storage()[autosave_key("floriado")])["data"]
    now = datetime.datetime.now(datetime.UTC).date()
    assert saved["daily"] in (now.isoformat(), (now - datetime.timedelta(days=1)).isoformat())
    assert saved["seed"] == daily.seed_for("floriado", saved["daily"])
    assert [s["kind"] for s in saved["seats"]] == ["human", "hard"]
    results = play(browser, {"results"}, random.Random(6))
    final = browser.probe("table_state")
    browser.screenshot(SHOTS / "daily-results.png")
    browser.click("daily.copy", results)
    browser.wait_for(lambda s: browser.clipboard() != "", 10, "the share line on the clipboard")
    copied = browser.clipboard()
    assert copied.startswith("Meadow · Floriado · "), copied
    browser.click("review", browser.scene())
    browser.wait_for(lambda s: find(s, "review.end") is not None, 60, "the review")
    assert browser.probe("table_state") != final  # a review opens at the deal
    browser.key("End")
    browser.wait_for(lambda s: browser.probe("table_state") == final, 10, "the review's end")
    browser.screenshot(SHOTS / "floriado-review.png")
    browser.key("Escape")
    assert browser.wait_scene("results")


def test_a_coach_hint_in_the_browser(browser):
    """The coach in the browser: with Coach hints on (Settings), Hint at a Floriado table
    thinks in slices in the page's Python, names a legal move and changes nothing; then the
    setting goes off."""
    to_title(browser)
    browser.click("settings")
    scene = browser.wait_scene("settings")
    if not find(scene, "coach")["value"]:
        browser.click("coach", scene)
        browser.wait_for(lambda s: find(s, "coach")["value"] is True, 10, "Coach hints on")
    browser.click("back")
    open_setup(browser, "floriado")
    scene = start_floriado(browser, "start")
    before = browser.probe("table_state")
    top = "meadow_probe.APP.top"
    browser.click("coach", scene)
    browser.wait_for(lambda s: browser.py(f"{top}.coach.current() is not None"), 60, "the hint")
    assert browser.py(f"{top}.coach.current().action in {top}.match.legal_actions()"), (
        "the hint names a legal move"
    )
    assert browser.py(f"{top}.match.session.hints") == 1
    assert browser.probe("table_state") == before  # a hint changes nothing
    browser.key("Escape")
    browser.click("quit_title", browser.wait_scene("pause"))
    browser.click("settings", browser.wait_scene("title"))
    browser.click("coach", browser.wait_scene("settings"))
    browser.wait_for(lambda s: find(s, "coach")["value"] is False, 10, "Coach hints off")
    browser.click("back")
