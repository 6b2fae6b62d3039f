"""Python's garbage collector in the App's loop (game/ui/collect.py): start-up's objects are
frozen once, and no automatic collection runs in a frame of an animation or the thinking after
it (held for at most HOLD_FRAMES in a row). A recorder stands in for the gc module."""

from __future__ import annotations

import asyncio
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ui import app as app_module  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.collect import HOLD_FRAMES, SETTLE_FRAME, Collector  # noqa: E402


class FakeGC:
    """The calls a Collector makes, and the state they leave."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.enabled = True
        self.frozen = 0

    def disable(self) -> None:
        self.calls.append("disable")
        self.enabled = False

    def enable(self) -> None:
        self.calls.append("enable")
        self.enabled = True

    def freeze(self) -> None:
        self.calls.append("freeze")
        self.frozen += 1

    def unfreeze(self) -> None:
        self.calls.append("unfreeze")
        self.frozen = 0


def test_start_up_is_frozen_once_after_its_frames() -> None:
    gc = FakeGC()
    collector = Collector(gc)
    for number in range(1, SETTLE_FRAME):
        collector.frame(number, False)
    assert gc.frozen == 0
    for number in range(SETTLE_FRAME, SETTLE_FRAME + 50):
        collector.frame(number, False)
    assert gc.frozen == 1 and gc.calls == ["freeze"]
    collector.release()
    assert gc.frozen == 0 and gc.enabled


def test_collections_wait_while_something_moves_and_resume_when_still() -> None:
    gc = FakeGC()
    collector = Collector(gc)
    collector.frame(SETTLE_FRAME, False)
    gc.calls.clear()
    for number in range(10):
        collector.frame(SETTLE_FRAME + 1 + number, True)
        assert not gc.enabled
    assert gc.calls == ["disable"]  # once, not once a frame
    collector.frame(100, False)
    assert gc.enabled and gc.calls == ["disable", "enable"]
    collector.frame(101, True)  # the next animation holds them again
    assert not gc.enabled
    collector.release()  # the loop ends mid-animation: as before
    assert gc.enabled


def test_a_hold_ends_after_hold_frames_if_the_moving_never_does() -> None:
    gc = FakeGC()
    collector = Collector(gc)
    for number in range(HOLD_FRAMES):
        collector.frame(number + 1, True)
    assert not gc.enabled
    collector.frame(HOLD_FRAMES + 1, True)
    assert gc.enabled
    for number in range(HOLD_FRAMES * 2):  # still moving: no new hold until it stops
        collector.frame(HOLD_FRAMES + 2 + number, True)
        assert gc.enabled
    collector.frame(10**6, False)
    collector.frame(10**6 + 1, True)
    assert not gc.enabled


def test_the_thinking_after_a_moving_frame_runs_with_collections_held() -> None:
    app = T.new_app(frames=2)
    gc = FakeGC()
    app.collector = Collector(gc)
    seen: list[bool] = []
    app.think = lambda seconds: seen.append(gc.enabled)
    app.clock = lambda: 0.0  # every frame takes no time: the thinking always comes
    app.top.moving = lambda: True
    app.step(1 / 60, [], lambda: None)
    app.top.moving = lambda: False
    app.step(1 / 60, [], lambda: None)
    assert seen == [False, True]


def test_main_gives_the_app_a_collector_and_releases_it(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("MEADOW_DATA_DIR", str(tmp_path))
    gc = FakeGC()
    made: list[Collector] = []

    def collector() -> Collector:
        made.append(Collector(gc))
        return made[-1]

    monkeypatch.setattr(app_module, "Collector", collector)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # other tests draw on after
    asyncio.run(app_module.main(max_frames=SETTLE_FRAME + 2))
    assert len(made) == 1
    assert gc.calls[0] == "freeze"  # it saw the frames
    assert gc.calls[-1] == "unfreeze" and gc.enabled and gc.frozen == 0
