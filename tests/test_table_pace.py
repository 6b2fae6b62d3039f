"""The pace at the table: the bots' first looks at their cards (GL-17) come all at once, the
speed of the moves is set from the table's menu, and a bot's pause is short but there."""

from __future__ import annotations

import pygame

from game.core.catalog import spec
from game.core.match import Seat
from game.games.gloschli.rules import StartPeek
from game.ui import navigator
from game.ui import testing as T
from game.ui.table.turns import BOT_PAUSE


def six_seat_gloschli(speed: float = 1.0):
    app = T.new_app(hints=False, speed=speed)
    seats = [Seat("Anna", "human")] + [
        Seat(n, "easy") for n in ("Ben", "Carla", "Dora", "Emil", "Fritz")
    ]
    navigator.start_game(app, spec("gloschli"), seats, {"start_player": 0, "target": 50})
    T.run(app, 2)
    table = next(s for s in app.scenes if s.name == "gloschli")
    return app, table


def test_the_bots_take_their_start_peeks_without_pauses() -> None:
    app, table = six_seat_gloschli()
    assert table.view().phase == "peek"
    for seat in range(1, 6):
        assert table.turns.bot_pause(seat) == 0.0  # nothing to follow but a mark
    # Anna's own looks, then the five bots' ten: each bot peek is a short step on the
    # timeline, its mark fading on its own (not a quarter second each, nor a pause).
    longest = 0.0
    for _ in range(20000):
        if table.view().phase != "peek":
            break
        if table.memo_hold and not table.timeline.busy:
            table.choice.hide_held()
        if table.my_turn() and not table.timeline.busy and not table.turns.acting_blocked():
            table.perform(next(a for a in table.match.legal_actions() if isinstance(a, StartPeek)))
        bots, idle = table.match.current_player not in (None, 0), not table.timeline.busy
        app.step(T.DT, [])
        if bots and idle and table.timeline.busy:  # a bot's peek, just played
            steps = table.timeline.steps
            longest = max(longest, sum(max(w.delay + w.duration for w in st) for st in steps))
    assert table.view().phase != "peek"
    assert 0 < longest <= 0.1
    # On a turn a bot's move waits for people to follow it, at the speed chosen.
    assert table.turns.bot_pause(1) == BOT_PAUSE


def test_the_speed_is_set_from_the_tables_menu() -> None:
    app, table = six_seat_gloschli()
    T.key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    speed = T.find(app, "speed")
    assert speed is not None and "Normal" in speed.options[speed.index][1]
    T.click_at(app, speed.right_rect.center)  # Fast
    assert app.settings.speed == 2.0
    assert app.storage.load("meadow/v1/settings")["speed"] == 2.0
    assert table.turns.bot_pause(0) == BOT_PAUSE / 2 or table.view().phase == "peek"
    assert T.layout_overlaps(T.record_frame(app)) == []
