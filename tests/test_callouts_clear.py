"""A speech bubble over a seat ("rests", "peeks at the deck") never covers what the seat's
panel says: Via Gladiola's count of cards, one's own "You know 2 of 4" in Gloschli; at the
normal and the largest text size."""

from __future__ import annotations

import pytest

from game.core.catalog import spec
from game.core.match import Seat
from game.ui import draw, navigator
from game.ui import testing as T

WORDS = ["rests", "peeks at the deck", "+2 cards", "GLOSCHLI!"]


def table(game: str, scale: float):
    app = T.new_app(hints=False, text_scale=scale)
    seats = [Seat(n, "human" if i == 0 else "easy") for i, n in enumerate(("Anna", "Ben", "Cy"))]
    navigator.start_game(app, spec(game), seats, {"start_player": 0})
    T.run(app, 2)
    return app, next(s for s in app.scenes if s.name == game)


def rise(t, where) -> list:
    """The bubble's rects at the start and the top of its rise, for each of WORDS."""
    fx = t.effects
    x, y = t.animation.callout_at(where)
    top = y - fx.callout_life * fx.callout_rise
    return [draw.callout_rect(w, (x, yy)) for w in WORDS for yy in (y, top)]


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["normal", "largest"])
def test_via_gladiola_bubbles_stay_off_the_seat_panels(scale: float) -> None:
    app, t = table("via_gladiola", scale)
    panels = t.seat_rects()
    for seat in range(3):
        for r in rise(t, seat):
            assert not r.colliderect(panels[seat]), (seat, r, panels[seat])


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["normal", "largest"])
def test_gloschli_own_bubble_stays_off_ones_panel(scale: float) -> None:
    app, t = table("gloschli", scale)
    own = t.places.own_panel()
    for r in rise(t, t.viewer):
        assert not r.colliderect(own), (r, own)
