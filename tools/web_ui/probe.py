"""Runs inside the page (Pyodide), beside the game: what the driver may ask the running Python.

The page imports this before it starts ``game.ui.app.main()``. It only observes: it records the
App that ``main()`` makes (a subclass that remembers itself) and, for each turn of the loop
(``App.step``), the frame (``App.run_frame`` plus ``pygame.display.flip``) and the thinking in
the frame's spare time (``App.think``) apart, when the turn began (so the frame-to-frame
interval, which holds the thinking and the browser's own work, can be read), whether an
animation was on screen, and each bot decision's wall time from its first thought to its
move. It answers questions as JSON: the top scene and its clickable widgets with their rects
and labels, the engine state, the frame times. The driver clicks and types with real browser
events; nothing here sends input to the game.

All per-scene knowledge of the harness is ``describe()`` below.
"""

from __future__ import annotations

import json
import time
from typing import Any

import js  # the page

from game.ui import app as app_module

APP: Any = None
FRAMES: list[float] = []  # ms per frame (App.run_frame + flip), since the last reset
THINK_MS: list[float] = []  # per frame: ms of App.think after it (the frame's spare time)
STARTS: list[float] = []  # per frame: when its App.step began (ms): the intervals between them
THINKING: list[bool] = []  # per frame: a bot thought (stepped its search) after it
BOT_TURN: list[bool] = []  # per frame: a bot's turn, no animation (deciding, or its pause)
ANIMATING: list[bool] = []  # per frame: it drew an animation (the timeline, a flight, a callout)
BOT_MS: list[float] = []  # per frame: ms in the bots' search steps
FLIP_MS: list[float] = []  # per frame: ms of pygame.display.flip (the frame onto the canvas)
DECISIONS: list[list] = []  # each bot decision: [level, wall ms first thought to move, search ms]
FIRST_FRAME_MS: float | None = None  # performance.now() when the first frame was on the canvas
# performance.now() at each of the App's first flips: the title is drawn in stages (its
# pictures, grass and vignette on the second frame), so when it is whole is measured too.
FIRST_FLIPS_MS: list[float] = []
INPUTS: list[list] = []  # pointer inputs the game took: kind, x, y, frame, touch
TEXT_DRAWN: dict[tuple[str, int], int] = {}  # (line, font size) -> times asked, since a reset
_flip_ms = [0.0]
_stepping = [False]  # inside App.step (whose flip is the frame's)
_thought = [False]
_bot_ms = [0.0]


class RecordedApp(app_module.App):
    """The game's own App, remembered so the driver can ask what is on screen."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        global APP
        super().__init__(*args, **kwargs)
        APP = self
        self._frame_ms = self._think_ms = 0.0
        self._animating = self._bot_turn = False
        js.window.MEADOW.timings.app = js.performance.now()  # the App made, its title pushed

    def step(self, dt: float, events: Any = None, flip: Any = None) -> None:
        started = time.perf_counter()
        _flip_ms[0] = _bot_ms[0] = self._think_ms = 0.0  # (no thinking after a late frame)
        _thought[0] = False
        _stepping[0] = True
        try:
            super().step(dt, events, flip)
        finally:
            _stepping[0] = False
        if flip is None or FIRST_FRAME_MS is None:
            return  # not the loop's frame, or before the first one was shown
        FRAMES.append(self._frame_ms + _flip_ms[0])
        FLIP_MS.append(_flip_ms[0])
        THINK_MS.append(self._think_ms)
        STARTS.append(started * 1000)
        THINKING.append(_thought[0])
        BOT_TURN.append(self._bot_turn)
        ANIMATING.append(self._animating)
        BOT_MS.append(_bot_ms[0])

    def run_frame(self, dt: float, events: Any = None) -> None:
        started = time.perf_counter()
        super().run_frame(dt, events)
        self._frame_ms = (time.perf_counter() - started) * 1000
        top = self.top
        timeline, effects = getattr(top, "timeline", None), getattr(top, "effects", None)
        self._animating = bool(
            (timeline is not None and timeline.busy) or (effects is not None and effects.moving)
        )
        # The frames the table drives a bot in (Turns.frame: no animation on the
        # timeline, the game on, a bot to act): its search, then the pause before its move.
        match = getattr(top, "match", None)
        cur = match.current_player if match is not None and not match.is_over else None
        self._bot_turn = bool(
            cur is not None
            and match is not None
            and match.seats[cur].is_bot
            and not (timeline is not None and timeline.busy)
        )

    def think(self, seconds: float) -> None:
        started = time.perf_counter()
        super().think(seconds)
        self._think_ms = (time.perf_counter() - started) * 1000

    def handle(self, inp: Any) -> None:
        if inp.kind in ("down", "up"):
            INPUTS.append([inp.kind, inp.pos[0], inp.pos[1], self.frame, inp.touch])
        super().handle(inp)


pygame = app_module.pygame  # the game's own pygame (this module adds no import of it)
_flip = pygame.display.flip


def _timed_flip() -> None:
    global FIRST_FRAME_MS
    flip_started = time.perf_counter()
    _flip()
    _flip_ms[0] = (time.perf_counter() - flip_started) * 1000
    if not _stepping[0]:
        return  # not one of the App's frames
    if len(FIRST_FLIPS_MS) < 4:
        FIRST_FLIPS_MS.append(float(js.performance.now()))
    if FIRST_FRAME_MS is None:
        FIRST_FRAME_MS = FIRST_FLIPS_MS[0]
        _watch_bots()  # after the first frame, which imports no bot, before any table


def _watch_bots() -> None:
    from game.ai import turn as bots

    start, step = bots.BotTurn.__init__, bots.BotTurn.step

    def started(self: Any, bot: Any, *args: Any, **kwargs: Any) -> None:
        # [level, first thought, ms searched, told]: a decision's wall time from its first
        # step to the step that finds the move, however many frames lie between.
        self.probe_decision = [str(getattr(bot, "level", "?")), None, 0.0, False]
        start(self, bot, *args, **kwargs)

    def timed(self: Any, *args: Any, **kwargs: Any) -> Any:
        _thought[0] = True
        began = time.perf_counter()
        record = getattr(self, "probe_decision", None)
        if record is not None and record[1] is None:
            record[1] = began
        try:
            return step(self, *args, **kwargs)
        finally:
            done = time.perf_counter()
            _bot_ms[0] += (done - began) * 1000
            if record is not None:
                record[2] += (done - began) * 1000
                if self.action is not None and not record[3]:
                    record[3] = True
                    DECISIONS.append([record[0], (done - record[1]) * 1000, record[2]])

    bots.BotTurn.__init__ = started
    bots.BotTurn.step = timed


def watch_text() -> str:
    """From now on, record every line the game renders (theme.text, cached or not) and its
    font size in logical px: with the view's scale, the size it has on the page. Only when
    asked: the frame-time bench measures frames without it."""
    from game.ui import theme

    text = theme.text
    if getattr(text, "recording", False):
        return "null"

    def recorded(s: Any, size: int, *args: Any, **kwargs: Any) -> Any:
        key = (str(s)[:80], int(size))
        if key in TEXT_DRAWN or len(TEXT_DRAWN) < 5000:
            TEXT_DRAWN[key] = TEXT_DRAWN.get(key, 0) + 1
        return text(s, size, *args, **kwargs)

    recorded.recording = True  # type: ignore[attr-defined]
    theme.text = recorded
    return "null"


app_module.App = RecordedApp  # main() looks the name up when it runs
pygame.display.flip = _timed_flip


def _widget(w: Any) -> dict:
    out = {
        "id": w.id,
        "type": type(w).__name__,
        "label": str(getattr(w, "label", "") or ""),
        "rect": list(w.rect),
        "enabled": bool(w.enabled),
        "style": str(getattr(w, "style", "") or ""),
        "hover": bool(getattr(w, "hover", False)),
    }
    top = APP.top if APP is not None else None
    if top is not None and hasattr(top, "press_blocked"):  # the press guard (game/ui/scene.py)
        acting = getattr(top, "acting_blocked", None)
        out["ready"] = not (top.press_blocked(w) or (w.enabled and acting is not None and acting()))
    if hasattr(w, "left_rect"):  # cyclers: their two arrows
        out["left"] = list(w.left_rect)
        out["right"] = list(w.right_rect)
    if hasattr(w, "value"):
        value = w.value
        out["value"] = value if isinstance(value, (bool, int, float, str)) else str(value)
    return out


def describe() -> str:
    """The top scene as JSON: name, the stack, clickable widgets, and the few per-game facts a
    driver needs to choose a move (whose turn it is, a memory card still shown)."""
    if APP is None or APP.top is None:
        return json.dumps({"scene": None, "frame": 0})
    top = APP.top
    out: dict[str, Any] = {
        "scene": top.name,
        "stack": [s.name for s in APP.scenes],
        "frame": APP.frame,
        "view": list(APP._view),
        "widgets": [_widget(w) for w in top.widgets() if w.visible],
    }
    if hasattr(top, "my_turn"):
        out["my_turn"] = bool(top.my_turn())
    if getattr(top, "memo_hold", False):
        out["memo_hold"] = True
    table = next((s for s in reversed(APP.scenes) if hasattr(s, "way")), None)
    if table is not None:
        out["table"] = table.name
    return json.dumps(out)


def table_state() -> str:
    """The engine state of the table in play (JSON text), or "null" without one."""
    table = next((s for s in reversed(APP.scenes) if hasattr(s, "way")), None) if APP else None
    if table is None:
        return "null"
    return json.dumps(table.match.session.state.to_json(), sort_keys=True)


def frames(reset: bool = False) -> str:
    out = json.dumps(
        {
            "frames": FRAMES,
            "think_ms": THINK_MS,
            "starts": STARTS,
            "thinking": THINKING,
            "bot_turn": BOT_TURN,
            "animating": ANIMATING,
            "bot_ms": BOT_MS,
            "flip_ms": FLIP_MS,
            "decisions": DECISIONS,
            "first_frame_ms": FIRST_FRAME_MS,
            "first_flips_ms": FIRST_FLIPS_MS,
        }
    )
    if reset:
        _clear()
    return out


def frame_count() -> str:
    """How many frames are recorded: what a driver waiting for enough of them asks. (Asking
    for the frames themselves while they are measured would add the time of writing them all
    out to the interval of the frame it falls after.)"""
    return json.dumps(len(FRAMES))


def decision_count(level: str) -> str:
    """How many decisions bots of ``level`` made since the frames were last reset."""
    return json.dumps(sum(1 for d in DECISIONS if d[0] == level))


def _clear() -> None:
    for samples in (FRAMES, THINK_MS, STARTS, THINKING, BOT_TURN, ANIMATING, BOT_MS, FLIP_MS):
        samples.clear()
    DECISIONS.clear()


def inputs(reset: bool = False) -> str:
    """The pointer inputs the game took ([kind, x, y, frame], logical px) since the last reset."""
    out = json.dumps(INPUTS)
    if reset:
        INPUTS.clear()
    return out


def text_drawn(reset: bool = False) -> str:
    """The lines rendered since the last reset, [size, line] smallest first, and the scale
    of the view (CSS px of the page per logical px)."""
    out = json.dumps(
        {
            "lines": sorted([size, line] for line, size in TEXT_DRAWN),
            "scale": APP._view.h / 720 if APP is not None else 1.0,
        }
    )
    if reset:
        TEXT_DRAWN.clear()
    return out


def settings() -> str:
    from dataclasses import asdict

    return json.dumps(asdict(APP.settings) if APP else None)


def card_face_palette(game: str) -> str:
    """The flat fill colours of every card face of ``game`` (no card back uses one): a driver
    that counts them in the canvas pixels sees whether any face is drawn."""
    colours: set[tuple[int, int, int]] = set()
    if game == "gloschli":
        from game.games.gloschli.ui import art

        for col in art.CREATURE_COLOURS:  # the creature tints of the large and small faces
            for k in (5, 6):
                colours.add(tuple(min(255, 236 + (c - 236) // k) for c in col))
        for tint, _accent in art.POWER_STYLE.values():
            colours.add(tuple(tint))
        colours.update({art.GOLD_LIGHT, art.VIOLET_LIGHT})
    return json.dumps(sorted(colours))


def bench_table(game: str, players: int) -> str:
    """Start ``game`` with bots only (one hard, the rest medium), as bench_interface does
    natively; the main loop then plays it, and frames() tells what each frame cost."""
    from game.core.catalog import spec
    from game.core.match import NAMES, Seat
    from game.ui.navigator import start_game

    entry = spec(game)
    players = min(players, entry.max_players)
    levels = ["hard"] + ["medium"] * (players - 1)
    start_game(APP, entry, [Seat(NAMES[i], levels[i]) for i in range(players)], {})
    _clear()
    return json.dumps({"game": game, "players": players})
