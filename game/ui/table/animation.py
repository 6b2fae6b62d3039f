"""How a game's events move on its table (:class:`Animation`, owned by the table as
``table.animation``): the deal, each event type's handler (its game's animator), and how its
flights, callouts and banner look (drawn by effects.py). A game answers in its ``ui`` folder."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.ui import theme
from game.ui.table.effects import Flight
from game.ui.tween import Timeline, Tween


class Animates(Protocol):
    """A game's animator: its deal, and a handler for each event type it moves."""

    handlers: dict[str, Callable[[Any], None]]

    def deal(self) -> None: ...


class PaintsFlights(Protocol):
    """A game's painter, as far as a card in flight goes."""

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None: ...


class Animation:
    """A table's animations: events become its handlers' steps on the ``timeline``, seen as
    ``viewer()`` sees them, and the shown table is made equal to the view after (``sync``)."""

    def __init__(
        self,
        timeline: Timeline,
        viewer: Callable[[], int],
        sync: Callable[[], None],
        animator: Animates | None = None,
        painter: PaintsFlights | None = None,
    ) -> None:
        self.timeline, self.viewer, self.sync = timeline, viewer, sync
        self.animator, self.painter = animator, painter

    def deal(self) -> None:
        """A new game dealt out as the table opens (the animator's; nothing without one)."""
        if self.animator is not None:
            self.animator.deal()

    def handler(self, event_type: str) -> Callable[[Any], None] | None:
        """The handler of one event type (its game's animator); None: it changes nothing."""
        return None if self.animator is None else self.animator.handlers.get(event_type)

    def animate(self, events: list) -> None:
        """Each event the viewer sees becomes its handler's steps; then ``shown`` syncs."""
        for ev in events:
            seen = ev.seen_by(self.viewer())
            if seen is None:
                continue
            handler = self.handler(seen.type)
            if handler is not None:
                handler(seen)
        self.timeline.add_step(Tween(0.0, on_end=self.sync))

    def draw_flight(self, surface: pygame.Surface, flight: Flight) -> None:
        """A card in flight, as its game's painter paints its cards."""
        if self.painter is None:
            raise NotImplementedError  # each game paints its own cards
        self.painter.draw_flight(surface, flight)

    def callout_at(self, where: Any) -> tuple[int, int] | None:
        """Where a callout tagged ``where`` starts rising (default: ``where`` is that point;
        a game tags its callouts as it likes, a seat for instance); None: not shown."""
        return where

    def banner_colours(self, colour: tuple[int, int, int] | None = None) -> tuple[tuple, ...]:
        """The ribbon's fill, edge and ink for a banner of ``colour`` (default: sun)."""
        return theme.SUN, theme.SUN_DARK, theme.INK
