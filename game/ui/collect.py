"""Python's cyclic garbage collector, kept small and out of the frames that animate.

A collection scans every container object the generations hold. After start-up those are
tens of thousands (modules, fonts, the title's pictures, the catalogs), and in the browser one
full collection of them takes ~20 ms: far past a frame, and it strikes wherever an allocation
happens to cross the threshold (a bot's search step, an animation's frame). So ``main()``'s
loop gives the App a :class:`Collector` that

- freezes what start-up made (``gc.freeze``: never scanned again; it lives for the whole
  program anyway), once, a few frames in: a full collection then scans only what the scenes
  made since (a table's objects: ~3 ms in the page);
- holds automatic collections while the top scene moves (an animation, a flight, a callout),
  for at most ``HOLD_FRAMES`` frames in a row, so a collection that comes due falls in the
  next still frame or its thinking instead. The bound keeps memory bounded should something
  keep moving for good.

Tests and the benches that drive ``App.step`` themselves run without one (the App's
``collector`` is None), so a test that stops mid-animation leaves Python's collector as it was.
"""

from __future__ import annotations

import gc as _gc
from typing import Any

# The frame after which start-up's objects are frozen: by then the App has run the frames that
# finish starting it (App.run_frame: the felt on the third, the rest of pygame and the sounds
# on the fourth).
SETTLE_FRAME = 5
# The most frames in a row in which collections wait for the moving to end (10 s at 60 fps).
HOLD_FRAMES = 600


class Collector:
    """When the App's loop lets Python collect garbage (see the module's docstring)."""

    def __init__(self, gc: Any = _gc) -> None:
        self.gc = gc  # the gc module; tests pass a recorder
        self.frozen = False
        self.held = 0  # frames in a row that moved
        self.holding = False  # automatic collections are off (by this collector)

    def frame(self, number: int, moving: bool) -> None:
        """After the App's frame ``number`` is shown, before the thinking after it: whether
        something moves on the top scene now."""
        if not self.frozen and number >= SETTLE_FRAME:
            self.frozen = True
            self.gc.freeze()
        self.held = self.held + 1 if moving else 0
        hold = 0 < self.held <= HOLD_FRAMES
        if hold != self.holding:
            self.holding = hold
            if hold:
                self.gc.disable()
            else:
                self.gc.enable()

    def release(self) -> None:
        """The loop ends: Python's collector as it was before it (a test runs main() too)."""
        if self.holding:
            self.holding = False
            self.gc.enable()
        if self.frozen:
            self.frozen = False
            self.gc.unfreeze()
