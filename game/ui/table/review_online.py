"""The review of a finished online game: its seat's own record, stepped through on its table.

A local game's review replays the seed with every hand face up; an online game's device never
had the seed nor the other hands, so its review shows exactly what the seat was shown, step by
step: the seat's view after each action and the events as it saw them (game/net/record.py,
kept by game/archive.py). The table reads a :class:`RecordMatch` (the views of that one seat)
and a :class:`RecordSession` (seats, names, the log); :class:`SeatReview` is the review's bar
and keys (game/ui/table/review.py) over them. No chapters: a chapter is asked of an engine
state, and there is none here.
"""

from __future__ import annotations

import json
from typing import Any

from game.archive import is_online, result_of
from game.core.catalog import GameDef, rules_for, spec
from game.core.contract import Event, IllegalAction, Result
from game.core.match import Seat
from game.matches import NotYourSeat, SeatSession
from game.net.record import views_of
from game.ui import navigator
from game.ui.table import review
from game.ui.table.review import KEYS, Review, split


class RecordMatch:
    """A finished online game as one seat saw it, at step ``k`` (set by the review)."""

    online = False  # nothing to send or reconnect: the record is all there is

    def __init__(self, entry: dict) -> None:
        online = entry["online"]
        self._game = entry["game"]
        self._seats = [Seat(s["name"], s["kind"]) for s in entry["seats"]]
        self.seat: int = online["seat"]
        self.views = views_of(online["record"])
        self.turns = [self.views[0].get("current_player")] + [
            s["c"] for s in online["record"]["steps"]
        ]
        self._result = result_of(online["result"], len(self._seats))
        self.k = 0
        self._version = 0

    @property
    def game(self) -> GameDef:
        return spec(self._game)

    @property
    def seats(self) -> list[Seat]:
        return self._seats

    @property
    def viewer(self) -> int:
        return self.seat

    @property
    def current_player(self) -> int | None:
        cur = self.turns[self.k]
        return cur if type(cur) is int else None

    @property
    def is_over(self) -> bool:
        return self.k == len(self.views) - 1

    @property
    def actions_taken(self) -> int:
        return self.k

    @property
    def version(self) -> int:
        return self._version

    def goto(self, k: int) -> None:
        self.k = k
        self._version += 1

    def at_device(self, seat: int) -> bool:
        return seat == self.seat

    def view(self, seat: int | None = None) -> dict:
        seat = self.seat if seat is None else seat
        if seat != self.seat:
            raise NotYourSeat(f"seat {seat} was not this device's")
        view: dict = json.loads(json.dumps(self.views[self.k]))
        return view

    def legal_actions(self) -> list[Any]:
        return []

    def result(self) -> Result:
        if not self.is_over or self._result is None:
            raise IllegalAction("the game is not over")
        return self._result

    def submit(self, action: Any) -> list[Event]:
        raise IllegalAction("a review takes no action")

    def can_undo(self, seat: int) -> bool:
        return False

    def undo(self, seat: int) -> bool:
        return False

    def preview(self, action: Any) -> tuple[dict, list[Any]] | None:
        return None

    def think(self, seconds: float, seed: int) -> Any | None:
        return None

    def thinking(self, seat: int) -> bool:
        return False


class RecordSession(SeatSession[RecordMatch]):
    """What the table keeps besides its match: seats, names, the log, the viewer."""

    def __init__(self, entry: dict, match: RecordMatch) -> None:
        super().__init__(match, entry["game"], entry["options"])
        self.gid = entry["gid"]


class SeatReview(Review):
    """The review's bar and keys over a :class:`RecordMatch`: step ``k`` shows the seat's
    view after the game's first ``k`` actions, and the log as the seat read it then."""

    def __init__(self, table: Any, entry: dict, match: RecordMatch) -> None:
        super().__init__(table, entry)
        self.record = match
        self.n = len(match.views) - 1

    def start(self) -> None:
        table = self.table
        s = table.session
        table.app.settings.log_open = True  # the log is half the review (restored on leaving)
        table.log.rect, self.bar = split(table.log.rect)
        table.keys = {**table.keys, **KEYS}
        table.fresh = False
        rules = rules_for(self.entry["game"])
        self.marks = [len(s.log)]
        for step in self.entry["online"]["record"]["steps"]:
            events = [rules.event_from_json(e) for e in step["e"]]
            s.log.extend(table.log_entries(events))
            self.marks.append(len(s.log))
        self.chapters = [None] * (self.n + 1)
        self.log = list(s.log)
        self.built = True
        self.goto(0)
        table.warm_up()

    def goto(self, k: int) -> None:
        k = max(0, min(self.n, k))
        table, s = self.table, self.table.session
        table.timeline.finish_all()
        self.record.goto(k)
        s.log = self.log[: self.marks[k]]
        self.k = k
        table.after_undo()
        table.log.scroll = 0
        table.hint_left = 0.0


def open_review(app: Any, entry: dict) -> bool:
    """Push a review of the kept game ``entry``: an online one from its seat's record, a
    local one replayed (game/ui/table/review.py); False (and a notice) if it cannot be shown."""
    if not is_online(entry):
        return review.open_review(app, entry)

    def build() -> Any:
        match = RecordMatch(entry)
        table = navigator.table_for(app, RecordSession(entry, match), match)
        table.review = SeatReview(table, entry, match)
        return table

    return review.push_review(app, build)
