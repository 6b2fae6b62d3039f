"""A frame never searches: the bots and the coach think after it, in what is left of the
frame's time (game/ui/app.py ``App.step`` -> ``App.think``), and the table shows what they
found in its next update. The frame's time is read from ``App.clock``, faked here; no test
measures time.
"""

from __future__ import annotations

import asyncio
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ai import turn  # noqa: E402
from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.ui import app as app_module  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import THINK_MARGIN, THINK_MARGIN_MOVING, THINK_MIN  # noqa: E402
from game.ui.layout import FPS  # noqa: E402
from game.ui.pace import QUIET  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.table.turns import BOT_PAUSE  # noqa: E402


class FakeClock:
    """``App.clock``: each read moves on by the next of ``steps`` (seconds)."""

    def __init__(self, *steps: float) -> None:
        self.now = 100.0
        self.steps = list(steps)

    def __call__(self) -> float:
        value = self.now
        if self.steps:
            self.now += self.steps.pop(0)
        return value


def watch_frames(app) -> list[bool]:
    """A flag that is True while ``App.run_frame`` runs (input, update, draw, present)."""
    inside = [False]
    run_frame = app.run_frame

    def framed(*args, **kwargs):
        inside[0] = True
        try:
            run_frame(*args, **kwargs)
        finally:
            inside[0] = False

    app.run_frame = framed
    return inside


def open_floriado(app, first: int, kinds=("human", "easy")):
    seats = [Seat(name, kind) for name, kind in zip(("Anna", "Ben"), kinds)]
    navigator.start_game(app, spec("floriado"), seats, {"start_player": first})
    return next(s for s in app.scenes if hasattr(s, "way"))


def test_the_thinking_gets_what_is_left_of_the_frame_and_comes_after_the_flip() -> None:
    app = T.new_app(frames=2)
    calls: list[tuple[str, float]] = []
    app.think = lambda seconds: calls.append(("think", seconds))
    flip = lambda: calls.append(("flip", 0.0))  # noqa: E731

    app.clock = FakeClock(0.004)  # the frame (run_frame and flip) took 4 ms
    app.step(1 / FPS, [], flip)
    assert [c[0] for c in calls] == ["flip", "think"]
    assert abs(calls[1][1] - (1 / FPS - THINK_MARGIN - 0.004)) < 1e-9

    calls.clear()  # a slow frame: the thinking still gets its minimum, never nothing
    app.clock = FakeClock(0.030)
    app.step(1 / FPS, [], flip)
    assert calls[1] == ("think", THINK_MIN)

    calls.clear()  # a slow frame of an animation: no thinking on top of it
    app.top.moving = lambda: True
    app.clock = FakeClock(0.030)
    app.step(1 / FPS, [], flip)
    assert calls == [("flip", 0.0)]
    app.clock = FakeClock(0.004)  # a quick one: the spare time, ending earlier than when
    app.step(1 / FPS, [], flip)  # still (the browser's own turn must not make it late)
    assert abs(calls[2][1] - (1 / FPS - THINK_MARGIN_MOVING - 0.004)) < 1e-9
    assert THINK_MARGIN_MOVING > THINK_MARGIN
    del app.top.moving

    calls.clear()  # the page's loop: a dt from a tick that waited for nothing, or a stall;
    app.clock = FakeClock(0.002)  # the share comes from the frame's own start either way
    app.step(0.0, [], flip)
    app.clock = FakeClock(0.002)
    app.step(0.5, [], flip)
    assert calls[1][1] == calls[3][1]
    assert abs(calls[1][1] - (1 / FPS - THINK_MARGIN - 0.002)) < 1e-9


def test_a_bot_searches_only_after_frames_and_moves_after_its_pause() -> None:
    app = T.new_app(frames=2, speed=1.0)
    table = open_floriado(app, first=1)  # Ben, the bot, opens
    inside = watch_frames(app)
    match_think = table.match.think
    thought_at: list[float] = []  # app.time of each search step

    def think(seconds: float, seed: int):
        assert not inside[0], "a bot searched inside a frame"
        assert seconds > 0
        thought_at.append(app.time)
        return match_think(seconds, seed)

    table.match.think = think
    assert T.run_until(app, lambda: table.match.actions_taken == 1, 600)
    assert thought_at, "the bot never searched"
    # Its move waited the readable pause from the frame its turn began in.
    assert app.time - thought_at[0] >= BOT_PAUSE - T.DT - 1e-9


def test_a_decision_is_shown_by_the_next_update() -> None:
    app = T.new_app(frames=2)  # no animations, no pause: the move as soon as it is known
    table = open_floriado(app, first=1)
    decided: list[int] = []
    match_think = table.match.think

    def think(seconds: float, seed: int):
        action = match_think(seconds, seed)
        if action is not None and not decided:
            decided.append(app.frame)
        return action

    table.match.think = think
    assert T.run_until(app, lambda: table.match.actions_taken == 1, 600)
    assert decided == [app.frame - 1]  # found after frame n, played in frame n + 1


def test_undo_drops_a_decision_found_for_the_move_taken_back() -> None:
    app = T.new_app(frames=2, speed=1.0)
    table = open_floriado(app, first=0)
    assert T.run_until(app, lambda: table.my_turn() and not table.timeline.busy, 600)
    T.run(app, 20)  # past the turn's press guard
    table.human_act(table.match.legal_actions()[0])
    assert T.run_until(app, lambda: table.bots.move is not None, 600)  # found, still paused
    assert table.match.actions_taken == 1
    T.run(app, 20)
    table.undo.press()
    assert table.bots.move is None and table.my_turn()
    T.run(app, 60)  # the dropped move is never played
    assert table.match.actions_taken == 0


def test_the_coach_searches_after_frames_and_answers(monkeypatch) -> None:
    app = T.new_app(frames=2, hints=False, coach=True)
    table = open_floriado(app, first=0)
    assert T.run_until(app, lambda: table.my_turn() and not table.timeline.busy, 600)
    T.run(app, 20)
    inside = watch_frames(app)
    steps: list[float] = []
    step = turn.BotTurn.step

    def watched(self, seconds: float = turn.SLICE):
        assert not inside[0], "the coach searched inside a frame"
        steps.append(seconds)
        return step(self, seconds)

    monkeypatch.setattr(turn.BotTurn, "step", watched)
    T.click(app, "coach")
    assert T.run_until(app, lambda: table.coach.current() is not None, 2000)
    assert steps and min(steps) > 0
    assert table.coach.current().action in table.match.legal_actions()


class Searching(Scene):
    """A scene that works on between frames, as a table whose bot searches."""

    def __init__(self, app, log: list) -> None:
        super().__init__(app)
        self.log = log

    def working(self) -> bool:
        return True

    def think(self, seconds: float) -> None:
        self.log.append(("think", seconds))


def test_the_loop_keeps_its_full_rate_and_thinks_after_each_flip(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("MEADOW_DATA_DIR", str(tmp_path))
    log: list[tuple[str, float]] = []
    slept: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        await real_sleep(0)

    class SearchingApp(app_module.App):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.push(Searching(self, log))

    monkeypatch.setattr(app_module, "App", SearchingApp)
    monkeypatch.setattr(app_module.asyncio, "sleep", sleep)
    monkeypatch.setattr(app_module.pygame.display, "flip", lambda: log.append(("flip", 0.0)))
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # other tests draw on after
    frames = int(QUIET * FPS) * 2  # long past the quiet time that would slow an idle loop
    asyncio.run(app_module.main(max_frames=frames))
    assert [kind for kind, _ in log] == ["flip", "think"] * frames
    assert all(THINK_MIN <= s <= 1 / FPS - THINK_MARGIN for kind, s in log if kind == "think")
    assert slept == [0.0] * frames  # never the idle rate's wait
