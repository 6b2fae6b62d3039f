"""Tweens: values that move over time with easing, grouped into steps that play in order.

The table turns engine events into steps (a walk, then its draws, then the day's end). Each
tween has ``on_start``/``on_end`` hooks that change what the table shows, so finishing a tween
early (the "skip" setting) leaves exactly the same picture as playing it through.
"""

from __future__ import annotations

from collections.abc import Callable


def ease_out(t: float) -> float:
    """Cubic ease-out: arrivals slow down as they land."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


class Tween:
    """Runs for ``duration`` seconds after ``delay``; ``value`` is the eased progress 0..1."""

    def __init__(
        self,
        duration: float,
        delay: float = 0.0,
        ease: Callable[[float], float] = ease_out,
        on_start: Callable[[], None] | None = None,
        on_end: Callable[[], None] | None = None,
    ) -> None:
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.on_start = on_start
        self.on_end = on_end
        self.elapsed = 0.0
        self.started = False
        self.done = False

    @property
    def active(self) -> bool:
        return self.started and not self.done

    @property
    def value(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        k = (self.elapsed - self.delay) / self.duration
        return self.ease(min(1.0, max(0.0, k)))

    def update(self, dt: float) -> bool:
        """Advance; True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        if not self.started and self.elapsed >= self.delay:
            self._start()
        if self.started and self.elapsed >= self.delay + self.duration:
            self.finish()
        return self.done

    def _start(self) -> None:
        self.started = True
        if self.on_start:
            self.on_start()

    def finish(self) -> None:
        """Jump to the end, running the hooks that have not run yet."""
        if self.done:
            return
        if not self.started:
            self._start()
        self.elapsed = self.delay + self.duration
        self.done = True
        if self.on_end:
            self.on_end()


class Timeline:
    """Steps played one after another; the tweens within a step run together."""

    def __init__(self) -> None:
        self.steps: list[list[Tween]] = []
        self.speed = 1.0  # > 1 plays faster

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def add_step(self, *tweens: Tween) -> None:
        self.steps.append(list(tweens))

    def update(self, dt: float) -> None:
        budget = dt * self.speed
        while self.steps and budget >= 0:
            step = self.steps[0]
            for tw in step:
                tw.update(budget)
            if all(tw.done for tw in step):
                self.steps.pop(0)
                budget = 0.0  # the next step starts next frame, from its own beginning
            else:
                break

    def finish_all(self) -> None:
        while self.steps:
            for tw in self.steps.pop(0):
                tw.finish()
