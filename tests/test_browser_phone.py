"""Meadow's web edition on a phone: Chromium's mobile emulation, played by touch alone.

The page opens as a phone shows it (tools/web_ui/driver.mjs --mobile: 844x390 CSS px, device
pixel ratio 3, touch events, a mobile browser's viewport handling) with the game staged as
`make web` stages it, on the runtime of tests/test_browser_ui.py (docs/web.md), whose choice
of what to press in each scene it taps. Every input here is a finger's tap
(touchstart/touchend, no mouse event): the page must give it to the game as one press (no
zoom, no second action from a mouse event the browser makes up), each game's table must take
its moves from taps (Floriado to its results, a few moves of the others), a held-upright
phone must show the "turn your phone" hint, and shadows must be soft.
Screenshots go to build/web-ui/phone_*.png (docs/screenshots/web_phone_*.png are copies).

Skipped, naming what is missing, where the browser harness cannot run (see test_browser_ui).
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path

import pytest
import test_browser_ui as ui

PHONE = (844, 390)  # a phone held sideways, CSS px
READABLE_PX = 14  # CSS px: the smallest body text a phone should show

# the desktop test's harness and its choice of what a person presses, per scene
harness, find, widgets = ui.harness, ui.find, ui.widgets
ROOT, SHOTS, PLAY_TIMEOUT = ui.ROOT, ui.SHOTS, ui.PLAY_TIMEOUT


TEXT_SEEN: dict[str, float] = {}  # table -> the smallest running text drawn there, CSS px


@pytest.fixture(scope="module")
def phone():
    reason = harness.why_missing()
    if reason:
        pytest.skip(reason)
    zip_path = harness.game_zip()
    started = time.monotonic()
    with harness.Browser(zip_path, mobile=f"{PHONE[0]}x{PHONE[1]}@3") as b:
        b.load()
        b.probe("watch_text")  # the lines drawn and their sizes, from here on
        yield b
    print(f"\nthe phone's page, loaded to closed: {time.monotonic() - started:.0f} s")


@pytest.fixture(autouse=True)
def no_problems(phone):
    """No page error, console error or Python traceback at any point."""
    before = phone.check_problems()
    assert not before, "the page reported:\n" + "\n".join(before)
    yield
    new = phone.check_problems()
    assert not new, "the page reported:\n" + "\n".join(new)


# -- taps ------------------------------------------------------------------------------------
def _next_frames(b, frames: int = 2) -> None:
    now = b.scene().get("frame", 0)
    b.wait_for(lambda s: s.get("frame", 0) >= now + frames, 30, "frames")


def tap(b, wid: str, scene: dict | None = None) -> dict:
    widget = b.tap(wid, scene)
    _next_frames(b)
    return widget


def set_cycler_by_taps(b, wid: str, value, steps: int = 12) -> None:
    """Tap a cycler's right arrow until it shows ``value`` (each tap waits for the change)."""
    for _ in range(steps):
        scene = b.scene()
        w = find(scene, wid)
        assert w is not None, f"no {wid} on {scene.get('scene')}"
        if w.get("value") == value:
            return
        b._settle(scene, list(w["rect"]))
        scene = b.scene()
        w = find(scene, wid)
        b.tap_rect(scene, w["right"])
        was = w.get("value")
        try:
            b.wait_for(lambda s, was=was: (find(s, wid) or {}).get("value") != was, 3, wid)
        except harness.DriverError:
            continue
    raise AssertionError(f"{wid} never showed {value!r}")


def to_title(b) -> dict:
    scene = b.scene()
    for _ in range(4):  # back out of a table: its pause menu, then Quit to title
        if scene.get("scene") == "title":
            return scene
        if scene.get("scene") == "pause":
            tap(b, "quit_title", scene)
        elif find(scene, "menu"):
            tap(b, "menu", scene)
        else:
            b.key("Escape")
            _next_frames(b)
        scene = b.wait_for(lambda s: s.get("scene") in ("title", "pause"), 30, "title or pause")
    raise AssertionError(f"could not get back to the title: {scene.get('stack')}")


def play_by_taps(b, game: str, rng: random.Random, moves: int | None = None) -> dict:
    """Tap what a person would, until the results (``moves`` None) or until the person has
    made ``moves`` moves; every one of the person's moves must change the table's state."""
    deadline = time.monotonic() + PLAY_TIMEOUT
    made = 0
    while time.monotonic() < deadline:
        scene = b.scene()
        name = scene.get("scene")
        if name == "results" or (moves is not None and made >= moves and scene.get("my_turn")):
            return scene
        move = ui.MOVES.get(name, ui._overlay_move)(scene, rng)
        if move is not None and find(scene, "tip.ok"):
            move = find(scene, "tip.ok")  # a tip over the table: read, then "Got it"
        if move is None:  # a bot's turn, an animation: let the game run
            b.wait(40)
            continue
        before = b.probe("table_state") if name == game else None
        b.tap_rect(scene, move["rect"])
        _next_frames(b)
        if before is not None and b.probe("table_state") != before:
            made += 1
    raise AssertionError(f"{game}: never got there by taps; at {b.scene().get('stack')}")


def smallest_text(b, table: str) -> float:
    """The smallest running text (a line of two words or more) drawn since the last look, in
    CSS px of the page: its font size in logical px times the view's scale on the page."""
    drawn = b.probe("text_drawn", True)
    canvas = b.call("canvas")
    css = drawn["scale"] * canvas["height"] / canvas["canvas_height"]
    lines = [(size * css, line) for size, line in drawn["lines"] if re.search(r"\w \w", line)]
    px, line = min(lines)
    print(f"{table}: smallest running text {px:.1f} CSS px ({line!r}); 1 logical px = {css:.3f}")
    TEXT_SEEN[table] = px
    return px


def start(b, game: str) -> dict:
    to_title(b)
    tap(b, f"game.{game}")
    setup = b.wait_scene("setup")
    kinds = [w["value"] for w in widgets(setup, "seat", False) if w["id"].endswith(".kind")]
    assert kinds[0] == "human" and "human" not in kinds[1:], kinds
    tap(b, "start", setup)
    scene = b.wait_for(
        lambda s: s.get("scene") in (game, "confirm"), PLAY_TIMEOUT, f"the {game} table"
    )
    if scene.get("scene") == "confirm":  # an earlier game in the slot: a new one
        tap(b, "confirm.new", scene)
        b.wait_scene(game)
    b.probe("text_drawn", True)  # from here: this table's words
    return b.scene()


def shoot(b, name: str) -> Path:
    return b.screenshot(SHOTS / f"phone_{name}.png")


# -- the page ----------------------------------------------------------------------------------
def _meta(html: str) -> str:
    found = re.search(r'<meta name="viewport" content="([^"]+)"', html)
    assert found, "no viewport meta"
    return found.group(1)


def test_the_page_is_laid_out_for_a_phone(phone):
    """The page the phone gets: its own width, no zoom, every touch the game's; pygbag's page
    (assets/web/meadow.tmpl) says the same as the harness's."""
    info = phone.call("page_info")
    assert info["inner"] == list(PHONE) and info["dpr"] == 3 and info["touch"], info
    assert info["zoom"] == 1, info
    meta = dict(part.strip().split("=") for part in info["viewport_meta"].split(",") if "=" in part)
    assert meta["width"] == "device-width" and meta["user-scalable"] == "no", meta
    assert meta["maximum-scale"] == "1", meta
    assert info["canvas_touch_action"] == "none" and info["body_touch_action"] == "none", info
    shipped = (ROOT / "assets/web/meadow.tmpl").read_text(encoding="utf-8")
    assert _meta(shipped) == info["viewport_meta"]
    assert shipped.count("touch-action: none;") >= 2  # the page and the canvas
    canvas = phone.call("canvas")
    assert (canvas["width"], canvas["height"]) == PHONE, canvas


def test_one_tap_is_one_press_and_a_double_tap_does_not_zoom(phone):
    scene = to_title(phone)
    phone.probe("inputs", True)
    tap(phone, "settings", scene)
    settings = phone.wait_scene("settings")
    taken = phone.probe("inputs", True)
    assert [i[0] for i in taken] == ["down", "up"], taken
    assert all(i[4] for i in taken), f"not taken as a finger's: {taken}"
    widget = find(scene, "settings")
    x, y, w, h = widget["rect"]
    assert x <= taken[0][1] <= x + w and y <= taken[0][2] <= y + h, (taken, widget["rect"])
    # A phone starts with the largest text, the tables' phone layout (no choice stored yet)
    assert phone.probe("settings")["text_scale"] == 1.5
    assert find(settings, "text_size")["value"] == 1.5
    # Two quick taps on the empty felt under the sheet: the page does not zoom, and the game
    # has both taps (a quick second tap is the game's, as a double-click is).
    px, py = phone.page_point(settings, 30, 700)
    zoom = phone.call("double_tap", x=px, y=py)
    assert zoom["scale"] == 1, zoom
    taken = phone.probe("inputs", True)
    assert [i[0] for i in taken] == ["down", "up", "down", "up"], taken
    set_cycler_by_taps(phone, "speed", 0.0)  # animations skipped: whole games in minutes
    # the finger is gone: the arrow it tapped is not left lit as if a mouse still hovered
    assert not find(phone.scene(), "speed")["hover"]
    assert not any(w["hover"] for w in phone.scene()["widgets"])
    # and no key caps on the buttons: a phone has no keys
    assert phone.py("__import__('game.ui.focus').ui.focus.SHOW_KEYS") is False
    tap(phone, "back")
    phone.wait_scene("title")


def test_floriado_by_taps_to_the_results(phone):
    scene = start(phone, "floriado")
    assert scene.get("my_turn") or scene.get("scene") == "floriado"
    rng = random.Random(7)
    play_by_taps(phone, "floriado", rng, moves=3)
    shoot(phone, "floriado")
    smallest_text(phone, "floriado")
    results = play_by_taps(phone, "floriado", rng)
    assert find(results, "again") is not None
    shoot(phone, "floriado_results")


def test_via_gladiola_takes_moves_by_taps(phone):
    start(phone, "via_gladiola")
    play_by_taps(phone, "via_gladiola", random.Random(8), moves=4)
    shoot(phone, "via_gladiola")
    smallest_text(phone, "via_gladiola")


def test_a_finger_drag_scrolls_the_log(phone):
    """No wheel on a phone: dragging the log down shows its earlier lines, and up again its
    latest; a drag is no tap."""
    log = "meadow_probe.APP.top.chrome.logs.sheet"  # a phone's log: a sheet over the table
    scene = phone.scene()
    if find(scene, "tip.ok"):
        tap(phone, "tip.ok", scene)
        scene = phone.scene()
    assert scene["scene"] == "via_gladiola" and not phone.py(
        "meadow_probe.APP.top.chrome.logs.showing()"
    )
    tap(phone, "log.toggle", scene)  # folded when the table opens: a tap on its tab opens it
    scene = phone.scene()
    assert phone.py("meadow_probe.APP.top.chrome.logs.showing()")
    lines, shown = phone.py(f"[len({log}._lines), {log}.visible_lines]")
    assert lines > shown, f"a log too short to scroll ({lines} lines, {shown} shown)"
    assert phone.py(f"{log}.scroll") == 0
    x, y, w, h = phone.py(f"list({log}.rect)")
    px, py = phone.page_point(scene, x + w / 2, y + h / 3)
    before = phone.probe("table_state")
    phone.probe("inputs", True)
    phone.call("swipe", x=px, y=py, dx=0, dy=120)
    phone.wait_for(lambda s: phone.py(f"{log}.scroll") > 0, 10, "the log scrolled back")
    phone.call("swipe", x=px, y=py + 120, dx=0, dy=-120)
    phone.wait_for(lambda s: phone.py(f"{log}.scroll") == 0, 10, "the log at its end")
    taken = phone.probe("inputs", True)
    assert all(i[1:3] == [-1, -1] for i in taken if i[0] == "up"), taken  # no tap
    assert phone.probe("table_state") == before


def test_gloschli_takes_moves_by_taps(phone):
    """The first peek (two taps on own cards) and then turns: draw, place or discard."""
    start(phone, "gloschli")
    play_by_taps(phone, "gloschli", random.Random(9), moves=5)
    shoot(phone, "gloschli")
    smallest_text(phone, "gloschli")


def test_no_running_text_under_14_css_px_at_a_table(phone):
    assert set(TEXT_SEEN) == {"floriado", "via_gladiola", "gloschli"}, TEXT_SEEN
    small = {table: round(px, 1) for table, px in TEXT_SEEN.items() if px < READABLE_PX}
    assert not small, f"running text under {READABLE_PX} CSS px: {small}"


def test_an_upright_phone_asks_to_be_turned(phone):
    """Held upright, the page shows the hint instead of the table and keeps taps from it; a
    tap lets one play upright; sideways and upright again, it asks again."""
    to_title(phone)
    felt = [[56, 112, 68]]  # the hint's background (theme.FELT)
    try:
        phone.call("viewport", width=PHONE[1], height=PHONE[0])
        phone.wait_for(lambda s: phone.py("meadow_probe.APP.portrait.shown"), 10, "the hint")
        _next_frames(phone)
        shown = phone.call("count_colours", colours=felt)
        canvas = phone.call("canvas")
        assert (canvas["width"], canvas["height"]) == (PHONE[1], PHONE[0]), canvas
        assert shown["count"] > 0.6 * canvas["canvas_width"] * canvas["canvas_height"], shown
        drawn = [line for _, line in phone.probe("text_drawn", True)["lines"]]
        assert "Turn your phone" in drawn, drawn
        shoot(phone, "portrait")
        phone.probe("inputs", True)
        title = phone.scene()
        phone.tap_rect(title, find(title, "settings")["rect"])  # where Settings would be
        phone.wait_for(lambda s: not phone.py("meadow_probe.APP.portrait.shown"), 10, "a tap")
        assert phone.probe("inputs", True) == []  # the hint had the tap, not the title
        assert phone.scene()["scene"] == "title"
        phone.call("viewport", width=PHONE[0], height=PHONE[1])
        _next_frames(phone)
        phone.call("viewport", width=PHONE[1], height=PHONE[0])
        phone.wait_for(lambda s: phone.py("meadow_probe.APP.portrait.shown"), 10, "again")
    finally:
        phone.call("viewport", width=PHONE[0], height=PHONE[1])
    phone.wait_for(lambda s: not phone.py("meadow_probe.APP.portrait.shown"), 10, "sideways")


def test_the_hint_speaks_the_four_languages(phone):
    """The hint's words come from the catalogs: each language's own (none falls back)."""
    words = json.loads(
        phone.py(
            "import json\n"
            "from game.i18n import LANGUAGES, TABLES\n"
            "json.dumps({l: [TABLES[l].get('portrait.' + k) for k in ('title', 'body', "
            "'anyway')] for l in LANGUAGES})"
        )
    )
    assert set(words) == {"en", "de", "fr", "it"}, words
    for lang, texts in words.items():
        assert all(texts), (lang, texts)
        if lang != "en":
            assert texts[0] != words["en"][0], lang


def test_shadows_in_the_page_are_soft(phone):
    """A button as the page draws it (its look painted into an alpha surface with pygbag's
    pygame, then onto the opaque frame): the felt under it darkens in steps."""
    reds = json.loads(
        phone.py(
            "import json, pygame\n"
            "from game.ui import draw, theme, widgets\n"
            "frame = draw.opaque_layer((320, 200))\n"
            "frame.fill(theme.FELT)\n"
            "b = widgets.Button('b', pygame.Rect(80, 60, 160, 50), 'Soft', lambda: None)\n"
            "b.draw(frame)\n"
            "json.dumps(sorted({frame.get_at((160, y))[0] for y in range(110, 120)}))"
        )
    )
    darker = [r for r in reds if r < 56]
    assert len(darker) >= 4 and min(reds) > 20, f"a hard shadow edge: red levels {reds}"
