"""Undo at the table, played through what is drawn: the Undo button, U and Ctrl+Z.

The table takes back the person's last move with the bots' replies, shows the restored state,
writes the log line and rewrites the autosave; across a reveal the button is off and the keys
only explain why.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402


def make_app(tmp_path, speed: float = 0.0) -> App:
    return T.new_app(tmp_path, speed=speed)


def start(app: App, game: str, kinds: tuple[str, ...], options: dict) -> list:
    """Open a table straight away; returns the list every autosave is recorded into."""
    saves: list = []
    real = app.autosave

    def record(game, data):  # each game's own slot
        saves.append(data)
        real(game, data)

    app.autosave = record  # type: ignore[method-assign]
    names = ["Anna", "Ben", "Carla"]
    seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
    T.run(app, 2)
    navigator.start_game(app, spec(game), seats, options)
    T.run(app, 2)
    return saves


def wait_my_turn(app: App) -> None:
    assert T.run_until(app, lambda: app.top.my_turn(), 3000)
    T.run(app, 20)  # past the just-appeared guard of the lit pieces


def floriado_turn(app: App, rng: random.Random) -> None:
    lit = [w for w in T.widgets(app) if w.id.startswith("tile.") and w.enabled]
    assert lit
    T.click_at(app, rng.choice(lit).rect.center)
    T.run(app, 20)
    faces = [w for w in T.widgets(app) if w.id.startswith("face.")]
    if faces:
        T.click_at(app, rng.choice(faces).rect.center)


def test_undo_button_takes_back_a_move_and_the_bots_reply(tmp_path) -> None:
    # FL-11: all public, so a move against a bot can be taken back; the state is exact.
    app = make_app(tmp_path)
    saves = start(app, "floriado", ("human", "easy"), {"start_player": 0})
    table = app.top
    wait_my_turn(app)
    rng = random.Random(3)
    floriado_turn(app, rng)
    wait_my_turn(app)
    before = [table.match.session.state.to_json()]
    floriado_turn(app, rng)
    wait_my_turn(app)
    assert len(table.match.session.actions) > 2
    undo = T.find(app, "undo")
    assert undo is not None and undo.enabled
    T.click(app, "undo")
    assert table.match.session.state.to_json() == before[0]
    assert table.match.session.log[-1]["key"] == "log.undo"
    assert t("log.undo", name="Anna") == "Anna took back a move"
    # the autosave was rewritten (with the time it was saved, for the Continue list)
    assert {k: v for k, v in saves[-1].items() if k != "saved_at"} == table.match.session.to_save()
    assert table.shown == type(table.shown).from_view(table.match.session.state.view(0))
    # the keys do it too: U, then Ctrl+Z, back to the start of the game
    T.run(app, 20)
    T.key(app, pygame.K_u)
    assert table.match.session.actions == []
    assert not T.find(app, "undo").enabled
    floriado_turn(app, rng)
    wait_my_turn(app)
    assert T.find(app, "undo").enabled
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)])
    assert table.match.session.actions == []


def test_undo_refused_after_a_draw(tmp_path) -> None:
    # VG-10 / VG-20: a Rest draws a card only its drawer has seen; no undo past it.
    app = make_app(tmp_path)
    start(app, "via_gladiola", ("human", "easy"), {"start_player": 0})
    table = app.top
    wait_my_turn(app)
    assert not T.find(app, "undo").enabled  # nothing done yet
    T.click(app, "rest")
    wait_my_turn(app)
    before = table.match.session.state.to_json()
    assert not T.find(app, "undo").enabled
    T.key(app, pygame.K_u)
    assert table.match.session.state.to_json() == before
    assert table.hint == t("hint.undo.seen")
    table.hint_left = 0.0
    T.click(app, "undo")  # the grey button, clicked, says why it is off
    assert table.hint_left > 0 and table.hint == t("hint.undo.seen")
    assert table.status_text() == (t("hint.undo.seen"), True)
    assert table.match.session.state.to_json() == before


def test_undo_before_anything_says_there_is_nothing_to_take_back(tmp_path) -> None:
    app = make_app(tmp_path)
    start(app, "via_gladiola", ("human", "easy"), {"start_player": 0})
    table = app.top
    wait_my_turn(app)
    T.click(app, "undo")
    assert table.hint == t("hint.undo.nothing") != t("hint.no_undo")


@pytest.mark.parametrize("game", ["gloschli", "via_gladiola", "floriado"])
def test_every_table_has_the_undo_button(tmp_path, game: str) -> None:
    app = make_app(tmp_path)
    start(app, game, ("human", "easy"), {})
    assert T.find(app, "undo") is not None


def test_a_double_click_on_undo_takes_back_one_move(tmp_path) -> None:
    # FL-11: two own moves could be taken back, but one double-click takes back one.
    app = make_app(tmp_path)
    start(app, "floriado", ("human", "easy"), {"start_player": 0})
    table = app.top
    wait_my_turn(app)
    rng = random.Random(3)
    floriado_turn(app, rng)
    wait_my_turn(app)
    floriado_turn(app, rng)
    wait_my_turn(app)
    k = table.match.session.undo_target(0)
    assert k is not None and k > 0  # an earlier own move is left to take back too
    undo = T.find(app, "undo")
    T.press_at(app, undo.rect.center)
    T.run(app, 5)
    assert len(table.match.session.actions) == k and table.undo.allowed()  # one more is possible
    T.press_at(app, undo.rect.center)
    T.run(app, 5)
    assert len(table.match.session.actions) == k


def _panel_lines(table) -> list[str]:
    table.chrome.logs.panel.signature(table.match.session.log)
    return [line for _, line in table.chrome.logs.panel._lines]


def test_the_log_panel_shows_the_take_back_and_no_stale_line(tmp_path) -> None:
    # FL-11: a move against a bot taken back. The panel draws the log as it now is: the
    # move's line gone, "took back" there, and after the move is made again its line once.
    app = make_app(tmp_path, speed=1.0)  # the bot's answer waits: undo before it
    start(app, "floriado", ("human", "easy"), {"start_player": 0})
    table = app.top
    app.settings.log_open = True
    wait_my_turn(app)
    rng = random.Random(3)
    floriado_turn(app, rng)
    moved = _panel_lines(table)
    assert table.match.session.state.current_player == 1 and len(table.match.session.log) == 2
    T.click(app, "undo")
    T.run(app, 2)
    shown = _panel_lines(table)
    words = [line for line in shown if line]
    assert words[-1] == t("log.undo", name="Anna")
    from game.ui.log import render_entry

    expected = [render_entry(e, table.card_label) for e in table.match.session.log]
    assert " ".join(words) == " ".join(expected)  # the wrapped lines read as the log does
    assert shown != moved


def test_log_panel_relays_out_when_entries_are_replaced() -> None:
    # Undo removes entries and adds one: a panel that looked at the count alone kept the
    # taken-back line, and a redo then drew it twice.
    from game.ui.log import LogPanel

    panel = LogPanel(pygame.Rect(0, 0, 400, 600), str)
    log = [{"key": "a", "args": {}}, {"key": "b", "args": {}}]
    panel.signature(log)
    log[1:] = [{"key": "undo", "args": {}}]  # one out, one in: the same count
    panel.signature(log)
    assert [line for _, line in panel._lines] == ["a", "undo"]
    log.append({"key": "b", "args": {}})  # done again
    panel.signature(log)
    assert [line for _, line in panel._lines] == ["a", "undo", "b"]
    del log[1:]  # cut back and grown past the old count
    log.extend({"key": k, "args": {}} for k in ("undo", "c", "d"))
    panel.signature(log)
    assert [line for _, line in panel._lines] == ["a", "undo", "c", "d"]


def test_hot_seat_undo_speaks_of_the_person_at_the_device(tmp_path) -> None:
    # VG-10 / VG-20: Anna's Rest shows her the card she draws; Ben, handed the device for
    # his first turn, is told he has nothing to take back, not about a move of Anna's.
    app = make_app(tmp_path)
    start(app, "via_gladiola", ("human", "human"), {"start_player": 0})
    T.click(app, "pass.ready")
    table = app.top
    wait_my_turn(app)
    T.key(app, pygame.K_u)
    assert table.hint == t("hint.undo.nothing")
    T.click(app, "rest")
    assert T.run_until(app, lambda: app.top.name == "pass", 600)
    assert table.hint_left > 0  # Anna's word, still on the table, is not for Ben
    T.click(app, "pass.ready")
    assert table.hint_left == 0.0
    wait_my_turn(app)
    assert table.viewer == 1
    T.click(app, "undo")
    assert table.hint == t("hint.undo.nothing")


def test_a_start_peek_refusal_says_the_peek_showed_the_card(tmp_path) -> None:
    # GL-13: during the start peeks nothing else has happened: no card seen "since".
    app = make_app(tmp_path)
    start(app, "gloschli", ("human", "easy"), {"start_player": 0})
    table = app.top
    assert T.run_until(app, lambda: table.my_turn(), 3000)
    table.perform(table.match.legal_actions()[0])
    T.run(app, 20)
    T.key(app, pygame.K_u)
    assert table.hint == t("hint.undo.shown") != t("hint.undo.seen")
