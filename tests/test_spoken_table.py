"""The spoken table (game/access/layer.py and its glue, game/ui/table/spoken.py): its DOM in a
document in memory, as a screen reader would find it in the page. The layer queues every line
(none dropped), names each move on a real button that plays it, returns the focus to the list
after a move, and holds nothing the seat may not see. Whole games are played here by pressing
the layer's buttons alone; the browser suite does the same in Chromium
(tests/test_browser_access.py)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.access.layer import KEEP_LINES, LIVE_ID, MOVES_ID, ROOT_ID, Spoken, SpokenTable  # noqa: E402
from game.access.memory import MemoryDocument  # noqa: E402
from game.core.catalog import specs  # noqa: E402
from game.core.match import HUMAN, Seat  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.log import render_entry  # noqa: E402
from game.ui.scenes.spoken import SIZES  # noqa: E402

LABELS = {"moves": "Moves", "position": "Position", "say": "Say", "log": "Log", "none": "-"}


def live_lines(doc: MemoryDocument, kind: str | None = None) -> list[str]:
    live = doc.getElementById(LIVE_ID)
    assert live is not None
    assert live.attrs.get("aria-live") == "polite" and live.attrs.get("role") == "log"
    return [p.textContent for p in live.children if kind in (None, p.attrs.get("data-kind"))]


def buttons(doc: MemoryDocument) -> list:
    box = doc.getElementById(MOVES_ID)
    assert box is not None
    return box.find_all("button")


# -- the layer alone ---------------------------------------------------------------------------
def test_every_line_is_queued_and_none_is_dropped():
    doc = MemoryDocument()
    layer = SpokenTable(doc)
    log: list[str] = []
    for i in range(40):
        log.extend([f"line {i}a", f"line {i}b"])  # two at once: both said, in order
        layer.show(Spoken(log=list(log), turn="Your turn.", status=f"status {i % 3}"))
    assert live_lines(doc, "log") == log
    assert live_lines(doc, "turn") == ["Your turn."]  # said when it changed, once
    assert live_lines(doc, "status") == ["status 0", "status 1", "status 2"] * 13 + ["status 0"]


def test_old_lines_leave_the_page_only_after_many_more():
    doc = MemoryDocument()
    layer = SpokenTable(doc)
    log = [f"line {i}" for i in range(KEEP_LINES + 50)]
    layer.show(Spoken(log=log))
    assert live_lines(doc) == log[-KEEP_LINES:]


def test_moves_are_buttons_that_play_and_the_focus_returns_to_the_list():
    doc = MemoryDocument()
    layer = SpokenTable(doc)
    layer.show(Spoken(moves=["Walk 27 km", "Rest: draw 1 card"], labels=LABELS))
    names = [b.textContent for b in buttons(doc)]
    assert names == ["Walk 27 km", "Rest: draw 1 card"]
    assert all(b.attrs.get("type") == "button" for b in buttons(doc))
    assert layer.pressed() == []
    buttons(doc)[1].click()
    assert layer.pressed() == [1]
    assert doc.activeElement is doc.getElementById(MOVES_ID)
    assert layer.pressed() == []  # taken once


def test_a_press_on_a_list_that_has_changed_since_is_dropped():
    doc = MemoryDocument()
    layer = SpokenTable(doc)
    layer.show(Spoken(moves=["A", "B"], labels=LABELS))
    old = buttons(doc)[0]
    layer.show(Spoken(moves=["C"], labels=LABELS))
    old.click()
    assert layer.pressed() == []
    assert [b.textContent for b in buttons(doc)] == ["C"]


def test_say_the_position_on_demand():
    doc = MemoryDocument()
    layer = SpokenTable(doc)
    layer.show(Spoken(position=["Day 1 of 4.", "Your hand: 2 km."], labels=LABELS))
    doc.getElementById("meadow-say").click()
    assert layer.pressed() == []
    assert live_lines(doc, "summary") == ["Day 1 of 4.", "Your hand: 2 km."]


def test_a_new_table_replaces_the_old_layer_and_it_is_hidden_from_sight_only():
    doc = MemoryDocument()
    SpokenTable(doc)
    second = SpokenTable(doc)
    roots = [e for e in doc.body.walk() if e.attrs.get("id") == ROOT_ID]
    assert roots == [second.root]
    style = second.root.attrs["style"]
    assert "clip" in style and "display:none" not in style and "visibility" not in style
    assert "aria-hidden" not in second.root.attrs


# -- through the app: whole games by the layer's buttons alone -----------------------------------
def start(game: str, players: int, seed: int):
    app = T.new_app(seed=seed, hints=False)
    g = next(s for s in specs() if s.name == game)
    seats = [Seat("Ann", HUMAN)] + [Seat(n, "easy") for n in ("Bo", "Cy")][: players - 1]
    navigator.start_game(app, g, seats, {})
    T.run(app, 1)
    return app, app.top


def doc_of(table) -> MemoryDocument:
    doc = table.voice.layer.doc
    assert isinstance(doc, MemoryDocument)  # the desktop's layer
    return doc


def play_by_layer(app, table, rng: random.Random, until, frames: int = 30000, each=None) -> int:
    """Press a random button of the layer whenever there is one, until ``until()``."""
    presses = 0
    for _ in range(frames):
        if until():
            return presses
        if app.top is not table and app.top.name == "pass":  # hot seat's screen: not here
            T.click(app, "ready")
        doc = doc_of(table)
        live = buttons(doc)
        if live and app.top is table:
            rng.choice(live).click()
            presses += 1
        T.run(app, 1)
        if each is not None:
            each(table)
    raise AssertionError("did not get there by the layer's buttons")


def test_a_whole_floriado_game_by_the_spoken_table_alone():
    app, table = start("floriado", 2, seed=11)
    presses = play_by_layer(app, table, random.Random(3), lambda: app.top.name == "results")
    assert presses > 5
    log = [render_entry(e, table.card_label) for e in table.match.log]
    assert live_lines(doc_of(table), "log") == log
    assert live_lines(doc_of(table), "turn")[-1] == t("access.over")
    result = table.match.result()
    winners = ", ".join(table.seat_name(s) for s in result.winners)
    said = live_lines(doc_of(table), "result")
    assert said[-1] == t("access.winners", names=winners)  # FL-10: the highest revenue
    assert len(said) == 1 + len(result.scores)
    doc = doc_of(table)
    while app.top.name != "title":  # leaving the game takes its layer out of the page
        app.pop()
    assert doc.getElementById(ROOT_ID) is None


def test_a_whole_via_gladiola_game_by_the_spoken_table_alone():
    app, table = start("via_gladiola", 3, seed=4)
    play_by_layer(app, table, random.Random(5), lambda: app.top.name == "results")
    log = [render_entry(e, table.card_label) for e in table.match.log]
    assert live_lines(doc_of(table), "log") == log
    names = [b.textContent for b in buttons(doc_of(table))]
    assert names == [] or all(n for n in names)


def hidden_labels(table) -> list[str]:
    """How the layer would word each card of another seat that the viewer has not seen but
    its owner has, if it leaked: "Bo's card 2 (Eye (9))"."""
    import game.games.gloschli.narrate as gl

    state = table.way.session.state
    view = table.match.view(table.viewer)
    names = table.match.names
    out = []
    for seat in range(len(view["slots"])):
        if seat == table.viewer:
            continue
        theirs = state.view(seat)["slots"][seat]  # what the owner knows of their own cards
        for slot, cell in enumerate(view["slots"][seat]):
            own = theirs[slot] if slot < len(theirs) else None
            card = own.get("card") if own else None
            if cell is not None and cell.get("card") is None and isinstance(card, dict):
                label = gl.card_label(card)
                out.append(t("gl.speak.their_card", name=names[seat], n=slot + 1, known=label))
    return out


def test_a_gloschli_round_by_the_spoken_table_and_no_hidden_card_in_the_dom():
    app, table = start("gloschli", 3, seed=8)
    leaks: list[str] = []
    guarded: list[int] = []

    def check(tbl) -> None:
        hidden = hidden_labels(tbl)
        guarded.append(len(hidden))
        text = doc_of(tbl).body.textContent
        leaks.extend(x for x in hidden if x in text)

    def round_over() -> bool:
        return bool(table.match.view(table.viewer)["rounds"])

    play_by_layer(app, table, random.Random(9), round_over, each=check)
    assert max(guarded) > 0, "no card of another seat was known to its owner alone"
    assert not leaks, leaks[:3]
    log = [render_entry(e, table.card_label) for e in table.match.log]
    assert live_lines(doc_of(table), "log") == log


def test_the_desktop_says_the_same_lines_in_a_window_that_can_be_enlarged():
    import pygame

    app, table = start("via_gladiola", 3, seed=4)
    play_by_layer(app, table, random.Random(5), lambda: len(table.match.log) > 6)
    T.key(app, pygame.K_a)
    assert app.top.name == "spoken"
    window = app.top
    said = [text for _, text in table.voice.said()]
    assert said == live_lines(doc_of(table))
    log = [render_entry(e, table.card_label) for e in table.match.log]
    assert [x for k, x in table.voice.said() if k == "log"] == log
    small = len(window.rows())
    for _ in range(3):
        T.click(app, "larger")
    assert window.size == max(SIZES) and len(window.rows()) >= small
    T.click(app, "say")  # the position, said on demand
    assert live_lines(doc_of(table), "summary") == table.words.position()
    T.key(app, pygame.K_ESCAPE)
    assert app.top is table
