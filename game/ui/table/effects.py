"""What moves over every game's table: card flights, callouts, the banner.

A table owns one :class:`Effects` (``table.effects``); its game's animator adds to it, its
painter draws it where the game's picture wants it. The table's ``animation`` (animation.py)
supplies how a flight's card is painted (``draw_flight``), where a callout rises from
(``callout_at``) and a banner's colours; the rest is here, once for every game:

- ``flights``: cards travelling between two rects (:class:`Flight`), dropped when they land;
- ``callouts``: ``[text, where, seconds left, ...]`` bubbles rising as they fade;
- ``banner``: ``[text, seconds left, colour?]``, a ribbon across the table.

Under reduced motion (Settings: the player's or the system's wish) nothing travels: a flight's
card fades in where it lands, in FADE seconds, then a ring there shows where it went
(``arrivals``); callouts fade where they were said, without rising.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import draw, theme
from game.ui.table import palette
from game.ui.table.scale import Gap, Text
from game.ui.tween import Tween, lerp

if TYPE_CHECKING:
    from game.ui.table.base import TableScene

FADE = 0.22  # seconds a card takes to fade in where it lands, under reduced motion
# A table's flights and callouts unless its game says otherwise: how high a flying card
# hops (px), a callout's seconds and how fast it rises (px a second).
FLIGHT_ARC, CALLOUT_LIFE, CALLOUT_RISE = 40, 1.3, 14
ARRIVAL = 0.9  # seconds the ring around a card that has landed shows, under reduced motion


class Flight:
    """A card travelling between two rects while its tween runs, hopping ``arc`` pixels.

    ``flip``: it turns over half way (a back first, then its face). ``private``: its face is
    the viewer's knowledge only (hot seat hides it). ``look``: whatever else the game's
    ``draw_flight`` needs (e.g. the day that tints the card). ``card`` and ``look`` are the
    game's own values, which only its ``draw_flight`` reads (hence Any).
    """

    def __init__(
        self,
        tween: Tween,
        card: Any,
        src: pygame.Rect,
        dst: pygame.Rect,
        flip: bool = False,
        arc: float = FLIGHT_ARC,
        private: bool = False,
        look: Any = None,
        still: bool = False,
    ) -> None:
        self.tween, self.card = tween, card
        self.src, self.dst = pygame.Rect(src), pygame.Rect(dst)
        self.flip, self.arc, self.private, self.look = flip, arc, private, look
        self.still = still  # reduced motion: the card fades in at dst, never travels
        if still:
            tween.duration = min(tween.duration, FADE)
        self.origin = (0, 0)  # drawn into a layer whose top-left is here (a fade's)

    @property
    def alpha(self) -> int:
        """How opaque the card is drawn: a still flight's fade, else fully."""
        return round(theme.OPAQUE * self.tween.value) if self.still else theme.OPAQUE

    def rect_and_face(self) -> tuple[pygame.Rect, bool, float]:
        """Where the card is now, whether its face shows, and the tween's progress."""
        k = self.tween.value
        if self.still:  # where it lands, face as it lands
            return self.dst.move(-self.origin[0], -self.origin[1]), self.card is not None, k
        w = lerp(self.src.w, self.dst.w, k)
        h = lerp(self.src.h, self.dst.h, k)
        cx = lerp(self.src.centerx, self.dst.centerx, k)
        cy = lerp(self.src.centery, self.dst.centery, k) - math.sin(math.pi * k) * self.arc
        face_up = self.card is not None and (not self.flip or k >= 0.5)
        if self.flip:
            w *= max(0.06, abs(1 - 2 * k))  # a flip: narrow to an edge, widen showing the face
        rect = pygame.Rect(0, 0, max(2, int(w)), max(2, int(h)))
        rect.center = (int(cx), int(cy))
        return rect, face_up, k


def ribbon_rect(text: str, center: tuple[int, int], max_width: int | None = None) -> pygame.Rect:
    """Where a banner's ribbon for ``text`` sits; its words shrink to ``max_width``."""
    img = theme.text(text, ribbon_size(text, max_width), theme.INK, "bold")
    return img.get_rect(center=center).inflate(80, 30)


def ribbon_size(text: str, max_width: int | None = None) -> int:
    if max_width is None:
        return Text.BANNER
    return theme.fit_text(text, Text.BANNER, max_width, "bold", theme.phone(20))


def ribbon(
    surface: pygame.Surface,
    text: str,
    center: tuple[int, int],
    colour: tuple[int, int, int] = theme.SUN,
    edge: tuple[int, int, int] = theme.SUN_DARK,
    ink: tuple[int, int, int] = theme.INK,
    max_width: int | None = None,
) -> None:
    """A banner's ribbon, opaque for as long as it shows (a see-through ribbon let the cards
    under it show through its words), its words at most ``max_width`` wide."""
    img = theme.text(text, ribbon_size(text, max_width), ink, "bold")
    rib = ribbon_rect(text, center, max_width)
    draw.panel(surface, rib, colour, theme.OPAQUE, 20, edge, 6)
    surface.blit(img, img.get_rect(center=rib.center))


class Effects:
    """Flights, callouts and the banner over one table (owned by it as ``table.effects``)."""

    def __init__(
        self,
        stage: TableScene,
        flight_arc: float = FLIGHT_ARC,
        life: float = CALLOUT_LIFE,
        rise: float = CALLOUT_RISE,
    ) -> None:
        self.stage = stage
        self.flight_arc = flight_arc  # how high a flying card hops (pixels)
        self.callout_life = life  # a callout's seconds when it starts rising
        self.callout_rise = rise  # how fast it rises (pixels a second)
        self.flights: list[Flight] = []
        self.callouts: list[list] = []  # [text, where (see callout_at), seconds left, ...]
        self.banner: list[Any] | None = None  # [text, seconds left, colour (optional)]
        self.arrivals: list[list] = []  # reduced motion: [rect, seconds left] where cards landed

    @property
    def still(self) -> bool:
        """Reduced motion: cards fade in where they land, callouts do not rise."""
        return self.stage.app.settings.reduce_motion

    def clear(self) -> None:
        """Nothing in the air (an undo, a review's step: the table is rebuilt at once)."""
        self.flights, self.callouts, self.banner, self.arrivals = [], [], None, []

    @property
    def moving(self) -> bool:
        """Is anything in the air: a card in flight, a callout rising, the banner fading?"""
        return bool(self.flights or self.callouts or self.banner)

    def fly(self, tween: Tween, card: object, src, dst, flip: bool = False, **kw) -> None:
        """A card flies from ``src`` to ``dst`` while ``tween`` runs (see :class:`Flight`)."""
        kw.setdefault("still", self.still)
        self.flights.append(Flight(tween, card, src, dst, flip, self.flight_arc, **kw))

    # -- a frame passes -----------------------------------------------------------------------
    def fade_of(self, dt: float) -> float:
        """How much a frame ages callouts and banners: they follow the animation speed, and
        "skip" shows none."""
        speed = self.stage.app.settings.speed
        return dt * speed if speed > 0 else 99.0

    def age(self, dt: float) -> None:
        """Drop landed flights; age callouts and the banner."""
        fade = self.fade_of(dt)
        for a in self.arrivals:
            a[1] -= min(fade, dt * 4)  # "skip" still shows where a card went, briefly
        self.arrivals = [a for a in self.arrivals if a[1] > 0]
        for f in list(self.flights):
            if f.tween.done:
                self.flights.remove(f)
                if f.still:
                    self.arrivals.append([pygame.Rect(f.dst), ARRIVAL])
        for c in self.callouts:
            c[2] -= fade
        self.callouts = [c for c in self.callouts if c[2] > 0]
        if self.banner is not None:
            self.banner[1] -= fade
            if self.banner[1] <= 0:
                self.banner = None

    # -- drawing ------------------------------------------------------------------------------
    def draw_flights(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            if f.tween.active:
                if f.still:
                    self.draw_fade(surface, f)
                else:
                    self.stage.animation.draw_flight(surface, f)
        for rect, left in self.arrivals:
            ring = rect.inflate(Gap.NEAR, Gap.NEAR)
            k = min(1.0, left / ARRIVAL * 2)  # full, then fading over its second half
            layer = pygame.Surface(ring.size, pygame.SRCALPHA)
            pygame.draw.rect(
                layer,
                (*palette.ARRIVAL_INK, round(theme.OPAQUE * k)),
                layer.get_rect(),
                Gap.HAIR,
                12,
            )
            surface.blit(layer, ring)

    def draw_fade(self, surface: pygame.Surface, f: Flight) -> None:
        """A still flight: its card drawn into a layer at its landing place, blended in."""
        room = f.dst.inflate(Gap.MARGIN, Gap.MARGIN)
        layer = pygame.Surface(room.size, pygame.SRCALPHA)
        f.origin = room.topleft
        try:
            self.stage.animation.draw_flight(layer, f)
        finally:
            f.origin = (0, 0)
        layer.set_alpha(f.alpha)
        surface.blit(layer, room)

    def draw_callouts(self, surface: pygame.Surface) -> None:
        """The little bubbles ("27 km", "Match!") rising from where they were said as they fade."""
        for text, where, left, *_ in self.callouts:
            pos = self.stage.animation.callout_at(where)
            if pos is None:
                continue
            rise = 0 if self.still else (self.callout_life - left) * self.callout_rise
            draw.callout(surface, text, (pos[0], pos[1] - rise), left)

    def draw_banner(
        self, surface: pygame.Surface, center: tuple[int, int], max_width: int | None = None
    ) -> None:
        """The banner on show, if any, as a ribbon centred at ``center`` (see :func:`ribbon`)."""
        if self.banner is None:
            return
        text, _left, *colour = self.banner
        fill, edge, ink = self.stage.animation.banner_colours(*colour)
        ribbon(surface, text, center, fill, edge, ink, max_width)
