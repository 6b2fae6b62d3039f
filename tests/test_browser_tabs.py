"""Two tabs of Meadow's web edition on one origin: neither tab's game is lost or deleted.

Two pages of one headless Chromium context (tools/web_ui/harness.py's ``open_tab``): the same
origin, so one localStorage, as two tabs of the same site. Each tab starts its own Floriado
game against a bot and makes moves; then both games are in localStorage (one in the game's
slot, one in a spare slot, each at the position its tab shows, and the tab whose slot was
taken was told), a fresh load's Continue restores each, finishing one tab's game leaves the
other's, and a setting changed in one tab survives the other tab's saves of its own settings
(merged key by key). game/storage.py's ``Storage.write_game`` and game/ui/settings.py's
``Settings.save`` are what it checks, through the real interface, played by real clicks.

Skipped, with what is missing, without Node, Chromium, the npm packages of tools/web_ui or the
runtime cache (as tests/test_browser_ui.py, whose moves and waits it uses).
"""

from __future__ import annotations

import json
import random
import time

import pytest
import test_browser_ui as ui

from game.core.match import Session
from game.storage import KEY_RECORDS, KEY_SETTINGS, autosave_key, spare_keys

GAME = "floriado"
SLOT = autosave_key(GAME)
SPARES = spare_keys(GAME)
harness, find, widgets = ui.harness, ui.find, ui.widgets
TABLE = "next(s for s in reversed(meadow_probe.APP.scenes) if hasattr(s, 'way')).match.session"


@pytest.fixture(scope="module")
def browser():
    """The first tab, on a fresh profile: an empty localStorage."""
    reason = harness.why_missing()
    if reason:
        pytest.skip(reason)
    zip_path = harness.game_zip()
    with harness.Browser(zip_path) as b:
        b.load()
        yield b


@pytest.fixture(autouse=True)
def no_problems(browser):
    """No page error, console error or Python traceback in either tab."""
    before = browser.check_problems()
    assert not before, "the page reported:\n" + "\n".join(before)
    yield
    new = browser.check_problems()
    assert not new, "the page reported:\n" + "\n".join(new)


def settled(*tabs) -> dict[str, str]:
    """localStorage once every open tab reads the same. Chromium hands one tab's writes to
    another tab's renderer asynchronously: right after tab B writes, tab A may still read the
    old value for a moment (longer on a loaded machine). A person switching tabs takes longer
    than that; a test reading the other tab at once must wait for it."""
    open_tabs = [tab for tab in tabs if tab.proc is not None]  # a closed tab reads nothing
    deadline = time.monotonic() + 20
    while True:
        seen = [tab.storage() for tab in open_tabs]
        if all(s == seen[0] for s in seen[1:]):
            return seen[0]
        if time.monotonic() > deadline:
            raise AssertionError("the tabs never agreed on localStorage")
        time.sleep(0.1)


def saved_games(*tabs) -> dict[str, dict]:
    """Floriado's slot and spare slots in localStorage, as every tab sees it: key -> game."""
    stored = settled(*tabs)
    keys = [SLOT, *SPARES]
    return {k: json.loads(stored[k])["data"] for k in keys if k in stored}


def position(data: dict) -> dict:
    """The engine state a saved game replays to (as the table shows it: probe's table_state)."""
    return Session.from_save(data).state.to_json()


def stored_settings(*tabs) -> dict:
    return json.loads(settled(*tabs)[KEY_SETTINGS])["data"]


def move(tab, rng: random.Random) -> dict:
    """One move of the person's at the Floriado table (a first pick is the card, then its
    facing); returns the position once it is the person's turn again (the bot has answered
    and the game is saved)."""
    scene = tab.wait_for(lambda s: s.get("my_turn"), ui.PLAY_TIMEOUT, "the person's turn")
    before = tab.probe("table_state")
    tab.click_rect(scene, ui._fl_move(scene, rng)["rect"])
    scene = tab.wait_for(
        lambda s: widgets(s, "face.") or tab.probe("table_state") != before, 30, "the move"
    )
    if widgets(scene, "face.") and tab.probe("table_state") == before:
        tab.click_rect(scene, ui._fl_move(scene, rng)["rect"])
    # The turn read between two reads of the same position: a frame may come between any
    # two calls, and a turn read beside a position of another moment (before the move's
    # frame, or before the bot's answer) would pair the wrong two.
    deadline = time.monotonic() + ui.PLAY_TIMEOUT
    while True:
        state = tab.probe("table_state")
        mine = tab.scene().get("my_turn")
        if mine and state != before and tab.probe("table_state") == state:
            return state
        assert time.monotonic() < deadline, "the person's turn after the move never came"
        tab.wait(40)


def set_toggle(tab, wid: str, value: bool) -> None:
    """Settings -> a switch, by a click, from the title and back to it (stored at once)."""
    ui.to_title(tab)
    tab.click("settings")
    scene = tab.wait_scene("settings")
    if find(scene, wid)["value"] != value:
        tab.click(wid, scene)
        tab.wait_for(lambda s: find(s, wid)["value"] == value, 10, f"{wid} {value}")
    tab.click("back")
    tab.wait_scene("title")


def continue_game(tab) -> dict:
    """A fresh load of the page, then the title's Continue: the position it restores."""
    tab.load(reload=True)
    title = tab.wait_scene("title")
    assert find(title, "continue") is not None, "Continue is not offered"
    tab.click("continue", title)
    scene = tab.wait_for(lambda s: s.get("scene") in ("saves", GAME), 30, "Continue")
    if scene.get("scene") == "saves":
        tab.click(f"saves.{GAME}", scene)
    tab.wait_for(lambda s: s.get("scene") == GAME and s.get("my_turn"), 60, "the game")
    return tab.probe("table_state")


def test_two_tabs_on_one_origin_keep_both_games_and_both_settings(browser):
    a = browser
    ui.fast_animations(a)  # stored before the second tab loads: both tabs skip animations
    b = a.open_tab("b")
    try:
        b.load()
        b.wait_scene("title")
        assert b.probe("settings")["speed"] == 0.0, "the tabs do not share localStorage"

        # Settings: each tab changes its own, and each saves after the other's change.
        b.key("m")  # tab B: sound off
        b.wait_for(lambda s: stored_settings(a, b).get("sound") is False, 10, "B's sound off")
        set_toggle(a, "hints", False)  # tab A (which read sound on) saves its settings
        assert stored_settings(a, b)["sound"] is False, "tab A's save undid tab B's sound off"

        # Tab A starts a game: the slot was empty.
        ui.open_setup(a, GAME)
        ui.start_floriado(a, "start")
        rng = random.Random(7)
        move(a, rng)
        gid_a = a.py(f"{TABLE}.gid")
        assert saved_games(a, b)[SLOT]["gid"] == gid_a

        # Tab B starts its own: its Start finds tab A's game in the slot and asks; the person
        # starts a new game (B's Start also saves B's set-up into the settings).
        ui.open_setup(b, GAME)
        b.click("start")
        asked = b.wait_for(lambda s: s.get("scene") in ("confirm", GAME), 60, "B's table")
        assert asked.get("scene") == "confirm", "tab B was not told of the saved game"
        b.click("confirm.new", asked)
        b.wait_for(lambda s: s.get("my_turn"), ui.PLAY_TIMEOUT, "B's first turn")
        assert stored_settings(a, b)["hints"] is False, "tab B's save undid tab A's hints off"
        state_b = move(b, rng)
        gid_b = b.py(f"{TABLE}.gid")
        assert gid_b != gid_a
        state_a = move(a, rng)  # tab A saves again, after tab B took the slot

        # Neither game is lost: one in the slot, one in a spare, each as its tab shows it.
        saved = saved_games(a, b)
        by_gid = {data["gid"]: key for key, data in saved.items()}
        assert set(by_gid) == {gid_a, gid_b}, f"games in localStorage: {sorted(saved)}"
        assert SLOT in saved and len(saved) == 2 and set(saved) - {SLOT} <= set(SPARES)
        assert position(saved[by_gid[gid_a]]) == state_a
        assert position(saved[by_gid[gid_b]]) == state_b
        first, spare = saved[SLOT], saved[next(k for k in saved if k != SLOT)]
        tab_of = {gid_a: a, gid_b: b}
        other = tab_of[spare["gid"]]  # the tab whose game is in the spare slot
        owner = tab_of[first["gid"]]  # the tab whose game is in the game's slot
        parked = "'notice.autosave.parked' in meadow_probe.APP.storage.told"
        assert other.py(parked), "the tab whose game went to a spare slot was not told"

        # A fresh load of the spare's tab (its game now only in localStorage): Continue
        # restores the game in the game's slot, exactly; then that tab leaves it (pause, quit).
        assert continue_game(other) == position(first)
        other.key("Escape")
        other.click("quit_title", other.wait_scene("pause"))
        other.wait_scene("title")

        # The slot's own tab finishes its game: its slot is cleared, the other game stays.
        ui.play(owner, {"results"}, rng)
        left = saved_games(a, b)
        assert SLOT not in left, "the finished game's slot was not cleared"
        assert [d["gid"] for d in left.values()] == [spare["gid"]], f"left: {sorted(left)}"
        assert position(next(iter(left.values()))) == position(spare)
        records = settled(a, b)[KEY_RECORDS]
        assert f"{GAME}:{first['gid']}" in records, "the finished game is not in the records"
        if owner is b:
            b.close()

        # A fresh load: Continue offers and restores the other game, moved into the slot.
        assert continue_game(other) == position(spare)
        assert saved_games(a, b)[SLOT]["gid"] == spare["gid"]
        assert not set(saved_games(a, b)) & set(SPARES), "the spare was not emptied"
        settings = other.probe("settings")
        assert (settings["speed"], settings["sound"], settings["hints"]) == (0.0, False, False)
    finally:
        b.close()


# Run in each tab: finished Floriado games made beforehand (random moves against a bot), then,
# from one agreed moment, each ended through the real path (game/finished.py's end: saved in
# its slot, counted in the records, kept for review, its slot cleared).
BURST = """
import json, random, time
import js
from pyodide.ffi import create_proxy
from game import finished
from game.core.match import Seat, Session

def meadow_finished_games(tag, n):
    rng = random.Random(tag)
    games = []
    for _ in range(n):
        seats = [Seat("You", "human"), Seat("Bot", "easy")]
        s = Session("floriado", seats, {}, rng.randrange(1 << 30))
        while not s.state.is_over:
            s.apply(rng.choice(s.state.legal_actions()))
        games.append(s)
    return games

MEADOW_ENDED = []
MEADOW_SPAN = []

def meadow_end_all(games, start):
    while time.time() < start:  # spun, not slept: both tabs start at the same instant
        pass
    MEADOW_SPAN.append(time.time())
    for s in games:  # in one go: the other tab's writes reach this one only after it
        finished.end(meadow_probe.APP.storage, s)
        MEADOW_ENDED.append(f"floriado:{s.gid}")
    MEADOW_SPAN.append(time.time())

def meadow_arm(games, start):
    # A page's own timer, not the game's loop: a tab in the background runs its loop about
    # once a second, but a timer due well before the start still fires before it.
    wait = max(0.0, (start - 2.5 - time.time()) * 1000)
    js.setTimeout(create_proxy(lambda: meadow_end_all(games, start)), wait)
"""
ENDED = 12  # games each tab ends


def played(stored: dict[str, str]) -> tuple[int, list[str]]:
    """Floriado's finished games in the records as stored, and the ids counted."""
    if KEY_RECORDS not in stored:
        return 0, []
    data = json.loads(stored[KEY_RECORDS])["data"]
    return data["games"].get(GAME, {}).get("played", 0), data["recent"]


def test_two_tabs_finishing_games_at_the_same_moment_both_count(browser):
    """Both tabs end their games at the same instant, each in one go, so each reads records
    without the other's games and writes them back without: the records must still count
    every one of them (game/storage.py's Storage.update, and settle merging a tab's games
    back in over the other's write). Before that merge, 12 of 24 were counted."""
    a = browser
    b = a.open_tab("burst")
    try:
        b.load()
        b.wait_scene("title")
        ui.to_title(a)  # after the test above, a table may be open there
        before, _ = played(settled(a, b))
        for tab, tag in ((a, "a"), (b, "b")):
            tab.py(BURST)
            tab.py(f"MEADOW_GAMES = meadow_finished_games({tag!r}, {ENDED})")
        start = time.time() + 6  # both tabs' clocks are this machine's
        for tab in (a, b):
            tab.py(f"meadow_arm(MEADOW_GAMES, {start})")
        for tab in (a, b):
            tab.wait_for(lambda s, tab=tab: tab.py("len(MEADOW_ENDED)") == ENDED, 120, "ends")
        spans = [json.loads(tab.py("json.dumps(MEADOW_SPAN)")) for tab in (a, b)]
        print(f"two tabs ended their games at {spans} (seconds)")
        ids = [gid for tab in (a, b) for gid in json.loads(tab.py("json.dumps(MEADOW_ENDED)"))]
        # A moment for each tab to see the other's last write and merge its own back in.
        deadline = time.monotonic() + 30
        while True:
            count, recent = played(settled(a, b))
            if count == before + 2 * ENDED or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        print(f"two tabs: {count - before} of {2 * ENDED} finished games counted")
        assert count == before + 2 * ENDED, "a tab's finished games were lost"
        assert set(ids) <= set(recent)
    finally:
        b.close()
