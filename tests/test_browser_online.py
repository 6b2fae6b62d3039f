"""Two headless Chromium pages play one Floriado game against each other through the room
server, by real clicks and key presses, to the results screen.

The server (``python -m game serve``, rooms only) runs on a free loopback port; each page is its
own browser context, a profile of its own (tools/web_ui/harness.py's ``Browser``), so each has
its own localStorage and keeps only its own seat's token, as two friends' devices do. Page A
types its name and the server's address, creates a room with two open seats and sits at the
first; page B joins by the code (typed in lower case) and sits at the second; A starts. They
play random clicks (tests/test_browser_ui.py's moves) to the results. Every time a page is to
move, the view its match holds is compared with the engine's view of that seat, replayed from
the server's SQLite file at the same action: what the page knows is exactly what its seat may
know. (Floriado hides no card, so that comparison is all there is to see here; that a seat is
never sent another seat's hidden cards is checked on Gloschli and Via Gladiola at the protocol
level, tests/test_net.py and tests/test_net_record.py: a Gloschli game played by clicks in this
harness takes over an hour on a loaded machine.) Mid-game page B reloads; its seat's token from
localStorage takes it back to its seat through Continue (the title's list, which asks the server
whose turn it is), and the game carries on. Each device then keeps the finished game for review
with only its own seat's views.

Skipped without the browser harness (as tests/test_browser_ui.py, whose moves it uses).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import test_browser_ui as ui

from game.engine import rules_for
from game.net.store import Store
from tests.net_helpers import ServerProcess

harness, find, widgets = ui.harness, ui.find, ui.widgets
GAME = "floriado"
TOP = "meadow_probe.APP.top"
# The table's match (the top scene is the table, or an overlay over it)
MATCH = "next(s for s in reversed(meadow_probe.APP.scenes) if hasattr(s, 'match')).match"


@contextmanager
def server_and_two_browsers(tmp_path_factory) -> Iterator[tuple]:
    """A room server (its own process) and two browsers (two devices: each its own profile)
    with the game loaded; skipped without the browser harness."""
    reason = harness.why_missing()
    if reason:
        pytest.skip(reason)
    server = ServerProcess(tmp_path_factory.mktemp("rooms"))
    zip_path = harness.game_zip()
    try:
        two = (harness.Browser(zip_path), harness.Browser(zip_path))
        with harness.loaded_together(*two) as (a, b):
            yield server, a, b
    finally:
        server.stop()


def choose_game(tab, game: str) -> None:
    """Play online's new room: the game button pressed until it names ``game``."""
    title = tab.py(f"__import__('game.ui.scenes.common', fromlist=['x']).game_title({game!r})")
    for _ in range(4):
        if find(tab.scene(), "game")["label"] == title:
            return
        tab.click("game")
        ui._next_frames(tab, tab.scene())


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    with server_and_two_browsers(tmp_path_factory) as (server, a, b):
        yield server, a, b


def problems(*tabs) -> list[str]:
    return [p for tab in tabs for p in tab.check_problems()]


def type_text(tab, text: str) -> None:
    for ch in text:
        tab.key(ch)


def fill(tab, field: str, text: str) -> None:
    """Click a text field, type ``text`` over what it held, Enter."""
    tab.click(f"field.{field}")
    tab.wait_for(lambda s: tab.py(f"{TOP}.editing") == field, 10, f"the {field} field")
    for _ in range(40):
        tab.key("Backspace")
    type_text(tab, text)
    tab.key("Enter")


def to_online(tab, name: str, port: int) -> dict:
    ui.fast_animations(tab)
    tab.click("online")
    tab.wait_scene("online")
    fill(tab, "name", name)
    fill(tab, "server", f"127.0.0.1:{port}")
    scene = tab.wait_for(
        lambda s: tab.py(f"{TOP}.fields['server']") == f"127.0.0.1:{port}", 10, "the address"
    )
    assert tab.py(f"{TOP}.fields['name']") == name
    return scene


def page_knows(tab) -> tuple[int, int, dict]:
    """The page's seat, the actions it has seen and its seat's view, read in one call."""
    text = tab.py(
        f"__import__('json').dumps([{MATCH}.viewer, {MATCH}.actions_taken, {MATCH}.view()])"
    )
    seat, n, view = json.loads(text)
    return seat, n, view


def engine_views(db: Store, code: str, n: int) -> list[dict]:
    """Every seat's view after the room's first ``n`` actions, replayed from the server's file."""
    row = db.load_room(code)
    actions = [a for _, a, _ in db.load_actions(code)][:n]
    state = rules_for(row.game).replay(len(row.seats), row.seed, row.options, actions)
    return [state.view(s) for s in range(len(row.seats))]


def test_two_pages_play_one_floriado_game_through_the_server(pages):
    server, a, b = pages
    to_online(a, "Ana", server.port)
    to_online(b, "Ben", server.port)
    assert not problems(a, b)

    # A: Floriado, two open seats (the default), Create room; A sits at seat 0 as the host.
    choose_game(a, GAME)
    seats = [w for w in widgets(a.scene(), "seat") if w["id"][4:].isdigit()]
    assert len(seats) == 2
    a.click("create")
    a.wait_for(
        lambda s: a.py(f"{TOP}.step") == "room" and a.py(f"{TOP}.conn.seat") == 0, 30, "the room"
    )
    code = a.py(f"{TOP}.conn.room['code']")

    # B: the code in lower case, Join, Sit here at the open seat.
    fill(b, "code", code.lower())
    b.click("join")
    b.wait_for(lambda s: find(s, "sit1") is not None, 30, "the room's seats")
    b.click("sit1")
    b.wait_for(lambda s: b.py(f"{TOP}.conn.seat") == 1, 30, "B seated")
    start = a.wait_for(lambda s: (find(s, "start") or {}).get("enabled"), 30, "Start enabled")
    a.click("start", start)
    for tab in (a, b):
        tab.wait_scene(GAME, 60)
    # Each device keeps only its own seat's token (each page its own localStorage).
    kept = [json.loads(t.storage()["meadow/v1/online"])["data"] for t in (a, b)]
    assert [len(k) for k in kept] == [1, 1] and kept[0][0]["code"] == kept[1][0]["code"] == code
    assert kept[0][0]["token"] != kept[1][0]["token"]

    db = Store(str(server.data / "meadow.sqlite"))
    rng = random.Random(26)
    checked: set[tuple[int, int]] = set()
    reloaded = False
    moves = [0, 0]
    done: set[int] = set()
    last = time.monotonic()  # the last click: a game that stops moving is a hang, not slow
    while len(done) < 2:
        stuck = time.monotonic() - last > ui.PLAY_TIMEOUT
        assert not stuck, f"the game stopped: {a.scene().get('stack')}, {b.scene().get('stack')}"
        moved = False
        for i, tab in enumerate((a, b)):
            if i in done:
                continue
            scene = tab.scene()
            name = scene.get("scene")
            if name == "results":
                done.add(i)
                continue
            if scene.get("my_turn") and name == GAME:
                seat, n, view = page_knows(tab)
                if (seat, n) not in checked:
                    checked.add((seat, n))
                    views = engine_views(db, code, n)
                    assert view == views[seat], f"page {i} at action {n}: not its seat's view"
            chooser = ui.MOVES.get(name, ui._overlay_move)
            move = chooser(scene, rng)
            if move is None:
                continue
            tab.click_rect(scene, move["rect"])
            ui._next_frames(tab, scene)
            moved, last = True, time.monotonic()
            if name == GAME:
                moves[i] += 1
                print(f"page {'ab'[i]}: click {moves[i]} ({move['id']})", flush=True)
            if i == 1 and not reloaded and moves[1] >= 3:
                reloaded = True
                resume_after_reload(b, code)
        if not moved:
            a.wait(60)
    assert not problems(a, b)
    assert reloaded and len(checked) >= 4
    print(f"{len(checked)} turns checked, {sum(moves)} clicks at the table")
    db.close()

    # Both results screens, and each device kept the game for review with its own views only.
    key = f"meadow/v1/{GAME}/games"
    for seat, tab in enumerate((a, b)):
        tab.wait_for(lambda s, tab=tab: key in tab.storage(), 60, "the game kept for review")
        entry = json.loads(tab.storage()[key])["data"]["games"][0]
        assert entry["online"]["code"] == code and entry["online"]["seat"] == seat
        assert all(v["seat"] == seat for v in review_views(entry))


def review_views(entry: dict) -> list[dict]:
    from game.net.record import views_of

    return views_of(entry["online"]["record"])


def resume_after_reload(tab, code: str) -> None:
    """Reload the page mid-game: Continue lists the online game (the server says whose turn
    it is); choosing it reconnects to the seat with the token kept in localStorage."""
    tab.load(reload=True)
    title = tab.wait_scene("title")
    assert find(title, "continue") is not None
    tab.click("continue")
    tab.wait_scene("saves")
    row = tab.wait_for(
        lambda s: (find(s, f"saves.online.{code}") or {}).get("enabled"), 30, "the online game"
    )
    tab.click(f"saves.online.{code}", row)
    tab.wait_scene(GAME, 60)
    assert tab.py(f"{MATCH}.viewer") == 1
