"""Three headless Chromium pages at one online Floriado table, through the room server, by
clicks: the issue "online tables people come back to" end to end.

Page A types its name and the server, creates a room and copies its invite link (the page's
clipboard). Page B, another browser context with its own profile (another device), opens the game
at that link (the harness serves the page apart from the room server, so the link's server
rides along as ``&server=``, game/net/invite.py) and sits at the free seat with its name. A
starts. Page C, a tab of A's browser, joins by the code and watches: at every action it has
seen, the view its page holds equals the public view (game/net/public.py) of the engine state
replayed from the server's file, and it has no move and no seat (Floriado hides no card:
the public view is all of it; that no hidden card reaches a watcher is checked on Gloschli at
the protocol level, tests/test_net_tables.py, and in the app, tests/test_online_rooms.py).
B says a reaction and a line of text from the pause menu; A's table has both. B leaves: the
server's bot plays B's seat (A's page marks it "played by a bot") until B comes back through
Play online's list of its games with the token its localStorage kept. They play on by random
clicks to the results, where both press Rematch; the next game starts in the same room.

Skipped without the browser harness (as tests/test_browser_ui.py, whose moves it uses).
"""

from __future__ import annotations

import json
import random
import time

import pytest
import test_browser_ui as ui
from test_browser_online import (
    MATCH,
    TOP,
    choose_game,
    fill,
    problems,
    server_and_two_browsers,
    to_online,
    type_text,
)

from game.engine import rules_for
from game.net.public import public_view
from game.net.store import Store

harness, find, widgets = ui.harness, ui.find, ui.widgets
GAME = "floriado"
TABLE = "next(s for s in reversed(meadow_probe.APP.scenes) if hasattr(s, 'way'))"


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    with server_and_two_browsers(tmp_path_factory) as (server, a, b):
        c = a.open_tab("watcher")
        try:
            c.load()
            yield server, a, b, c
        finally:
            c.close()


def replayed(db: Store, code: str, n: int):
    """The engine state after the room's first ``n`` actions, from the server's file."""
    row = db.load_room(code)
    actions = [a for _, a, _ in db.load_actions(code)][:n]
    return rules_for(row.game).replay(len(row.seats), row.seed, row.options, actions), row


def watcher_knows(tab) -> tuple[object, object, int, dict, int]:
    """The watching page's seat and token, the actions it has seen, its view and its moves."""
    text = tab.py(
        "__import__('json').dumps(["
        f"{MATCH}.conn.seat, {MATCH}.conn.token, {MATCH}.actions_taken, {MATCH}.view(),"
        f" len({MATCH}.legal_actions())])"
    )
    return tuple(json.loads(text))  # type: ignore[return-value]


def check_watcher(c, db: Store, code: str, seen: set[int]) -> None:
    """C's page holds the public view of the engine state at the action it has seen."""
    seat, token, n, view, moves = watcher_knows(c)
    assert seat is None and token is None and moves == 0, "a watcher has no seat and no move"
    if n in seen:
        return
    state, row = replayed(db, code, n)
    assert view == public_view(state, len(row.seats)), f"the watcher's view at action {n}"
    seen.add(n)


def pause_and(tab, wid: str) -> None:
    """The table's Menu, then ``wid`` in its pause menu."""
    tab.click("menu")
    tab.wait_scene("pause")
    tab.click(wid)


def say_words(b) -> None:
    """B says "Well played" and a line of text from the pause menu's Say something."""
    pause_and(b, "say")
    b.wait_scene("say")
    b.click("say.well_played")
    b.wait_scene(GAME)
    pause_and(b, "say")
    b.wait_scene("say")
    b.click("say.text")
    b.wait_for(lambda s: b.py(f"{TOP}.editing") is True, 10, "the text field")
    type_text(b, "one minute")
    # Keys and a click that reach one frame together would find Send still off (it turns on
    # as the frame builds with the text): the click waits for the text, as a person's does.
    sent = b.wait_for(lambda s: (find(s, "say.send") or {}).get("enabled"), 10, "Send enabled")
    b.click("say.send", sent)
    b.wait_scene(GAME)


def play_some(tabs, rng: random.Random, until, what: str) -> None:
    """Random clicks at the tables of ``tabs`` (whichever is to move) until ``until()``."""
    last = time.monotonic()
    while not until():
        assert time.monotonic() - last < ui.PLAY_TIMEOUT, f"the game stopped before {what}"
        moved = False
        for tab in tabs:
            scene = tab.scene()
            if scene.get("scene") != GAME or not scene.get("my_turn"):
                continue
            move = ui.MOVES[GAME](scene, rng)
            if move is None:
                continue
            tab.click_rect(scene, move["rect"])
            ui._next_frames(tab, scene)
            moved, last = True, time.monotonic()
        if not moved:
            tabs[0].wait(60)


def test_invite_watch_say_leave_come_back_and_rematch(pages):
    server, a, b, c = pages
    to_online(a, "Ana", server.port)
    ui.fast_animations(b)
    choose_game(a, GAME)  # A: Floriado, two open seats (the default), Create room
    a.click("create")
    a.wait_for(
        lambda s: a.py(f"{TOP}.step") == "room" and a.py(f"{TOP}.conn.seat") == 0, 30, "the room"
    )
    code = a.py(f"{TOP}.conn.room['code']")

    # A copies the invite link; B opens the game at it and sits with its name. (The room's
    # widgets are made at the frame after the room's description arrives.)
    invite = a.wait_for(lambda s: find(s, "invite") is not None, 30, "the invite link")
    a.click("invite", invite)
    a.wait_for(lambda s: code in a.clipboard(), 10, "the link copied")
    link = a.clipboard()
    assert link == f"http://127.0.0.1:{server.port}/?room={code}"
    b.load(query=f"?{link.split('?', 1)[1]}&server=127.0.0.1:{server.port}")
    b.wait_for(lambda s: find(s, "sit1") is not None, 60, "the room's seats from the link")
    assert b.py(f"{TOP}.conn.room['code']") == code
    fill(b, "name", "Ben")
    b.click("sit1")
    b.wait_for(lambda s: b.py(f"{TOP}.conn.seat") == 1, 30, "B seated")
    start = a.wait_for(lambda s: (find(s, "start") or {}).get("enabled"), 30, "Start enabled")
    a.click("start", start)
    for tab in (a, b):
        tab.wait_scene(GAME, 60)

    # C watches from A's browser: the room by its code, Watch the game.
    to_online(c, "Cleo", port=server.port)
    fill(c, "code", code)
    c.click("join")
    watch = c.wait_for(lambda s: find(s, "watch") is not None, 30, "Watch the game")
    c.click("watch", watch)
    c.wait_scene(GAME, 60)
    db = Store(str(server.data / "meadow.sqlite"))
    seen: set[int] = set()
    check_watcher(c, db, code, seen)
    a.wait_for(lambda s: a.py(f"{MATCH}.watchers") == 1, 30, "the players see one watcher")

    def n_of(tab) -> int:
        return int(tab.py(f"{MATCH}.actions_taken"))

    def watched_to(n: int):
        def done() -> bool:
            check_watcher(c, db, code, seen)
            return n_of(a) >= n

        return done

    rng = random.Random(38)
    play_some((a, b), rng, watched_to(3), "three actions")

    # B says a word and a line; A's table has both (its bubbles and its chat).
    say_words(b)
    a.wait_for(lambda s: len(json.loads(a.py(f"__import__('json').dumps({MATCH}.chat)"))) == 2)
    said = json.loads(a.py(f"__import__('json').dumps({MATCH}.chat)"))
    assert [(x["name"], x.get("react"), x.get("text")) for x in said] == [
        ("Ben", "well_played", None),
        ("Ben", None, "one minute"),
    ]
    # read out too: the live region of A's spoken layer, in the page's DOM
    spoken = a.py(f"{TABLE}.voice.layer.live.textContent")
    assert "Ben" in spoken and "one minute" in spoken, spoken

    # B leaves: a bot plays B's seat, and A's page says so, until B comes back.
    pause_and(b, "leave")
    b.wait_scene("title", 30)
    a.wait_for(lambda s: a.py(f"{MATCH}.standin(1)") is not None, 30, "a bot at B's seat")
    left_at = n_of(a)
    play_some((a,), rng, lambda: a.py(f"len({MATCH}.standin_moves)") >= 2, "the bot's moves")
    check_watcher(c, db, code, seen)
    b.click("online")
    mine = b.wait_for(lambda s: find(s, f"mine.{code}") is not None, 30, "B's game listed")
    b.click(f"mine.{code}", mine)
    b.wait_scene(GAME, 60)
    assert b.py(f"{MATCH}.viewer") == 1
    a.wait_for(lambda s: a.py(f"{MATCH}.standin(1)") is None, 30, "B's seat back")
    assert n_of(a) > left_at

    # On to the results, C watching all along; both ask for a rematch.
    def at_results() -> bool:
        check_watcher(c, db, code, seen)
        return all(tab.scene().get("scene") == "results" for tab in (a, b))

    play_some((a, b), rng, at_results, "the results")
    voted = f"{MATCH}.conn.seat in {MATCH}.conn.room.get('rematch', [])"
    for tab in (a, b):
        again = tab.wait_for(lambda s: (find(s, "again") or {}).get("enabled"), 30, "Rematch")
        tab.click("again", again)
        try:
            tab.wait_for(lambda s, tab=tab: tab.py(voted) or s.get("scene") == GAME, 30)
        except harness.DriverError as e:
            room = tab.py(f"__import__('json').dumps({MATCH}.conn.room)")
            raise AssertionError(f"the rematch vote never counted: {room}") from e
    for tab in (a, b):
        tab.wait_scene(GAME, 60)
        room = json.loads(tab.py(f"__import__('json').dumps({MATCH}.conn.room)"))
        assert room["code"] == code and room["game_no"] == 2, room
    assert not problems(a, b, c)
    print(f"the watcher checked at {len(seen)} actions")
    db.close()
