"""The game loop's pace (game/ui/pace.py): full rate while anything moves or input comes,
the idle rate while all waits; a bot's search and animations keep the full rate."""

from __future__ import annotations

import asyncio

import pygame

from game.ui import app as app_module
from game.ui.pace import IDLE_FPS, QUIET, Pace
from game.ui.testing import DT, click, new_app, run, run_until

QUIET_FRAMES = int(QUIET / DT) + 2


def idle_after(app, frames: int = QUIET_FRAMES) -> bool:
    run(app, frames)
    return app.pace.idle


def test_the_title_idles_once_quiet_and_wakes_at_the_next_input() -> None:
    app = new_app(frames=2)
    assert not app.pace.idle  # just opened: input may come
    assert idle_after(app)
    app.step(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=())])
    assert not app.pace.idle
    assert not idle_after(app, QUIET_FRAMES // 2)
    assert idle_after(app)


def test_a_table_idles_while_it_waits_for_the_player_not_while_a_bot_thinks() -> None:
    app = new_app(speed=1.0)
    click(app, "game.floriado")
    run(app, 20)
    click(app, "start")
    table = app.top
    waits = lambda: table.match.current_player == table.viewer and not table.working()  # noqa: E731
    assert run_until(app, waits)
    assert idle_after(app)
    action = table.match.legal_actions()[0]
    table.human_act(action)
    run(app, 1)
    # The move's animation, then the bot's search and its move: full rate all along.
    seen_working = 0
    for _ in range(600):
        if waits():
            break
        seen_working += table.working()
        assert not app.pace.idle or not table.working()
        run(app, 1)
    assert seen_working > 0
    assert idle_after(app)
    # A banner fading (or a callout rising) moves without the timeline: full rate until gone.
    app.settings.speed = 1.0
    table.effects.banner = ["Last round!", 0.5]
    run(app, 1)
    assert not app.pace.idle
    assert run_until(app, lambda: table.effects.banner is None, 120)
    assert idle_after(app)


def test_pause_is_what_is_left_of_an_idle_frame() -> None:
    pace = Pace()
    pace.frame(QUIET, had_input=False, working=False)
    assert pace.idle and abs(pace.pause(0.01) - (1 / IDLE_FPS - 0.01)) < 1e-9
    assert pace.pause(1.0) == 0.0
    pace.frame(DT, had_input=False, working=True)
    assert not pace.idle and pace.pause(0.0) == 0.0
    pace.frame(DT, had_input=True, working=False)
    assert not pace.idle and pace.quiet == 0.0


def test_the_loop_sleeps_out_idle_frames(monkeypatch, tmp_path) -> None:
    """main() waits the pace's pause between frames: at full rate nothing, idle ~1/15 s."""
    monkeypatch.setenv("MEADOW_DATA_DIR", str(tmp_path))
    slept: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        slept.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr(app_module.asyncio, "sleep", sleep)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # other tests draw on after
    frames = QUIET_FRAMES * 3
    asyncio.run(app_module.main(max_frames=frames))
    assert slept[0] == 0.0
    assert max(slept) > 0.5 / IDLE_FPS  # idle once quiet (the loop's clock: real time)
