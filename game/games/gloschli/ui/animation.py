"""How Gloschli's events move on its table (the shared :class:`Animation`'s answers): its
animator's handlers and deal (motion.py), and its painter's cards in flight, callouts and
banners (paint.py)."""

from __future__ import annotations

from game.games.gloschli.ui.motion import Animator
from game.games.gloschli.ui.paint import Painter
from game.ui.table.animation import Animation


class Motion(Animation):
    """The animations of a Gloschli table, handed its animator and its painter."""

    animator: Animator  # the shared Animation's, as Gloschli's own
    painter: Painter

    def animate(self, events: list) -> None:
        # a round that ends the game opens the final results, not the round's
        self.animator.final_batch = any(e.type == "game_ended" for e in events)
        super().animate(events)

    def callout_at(self, seat: int) -> tuple[int, int]:
        return self.painter.callout_at(seat)

    def banner_colours(self, colour: tuple[int, int, int] | None = None) -> tuple[tuple, ...]:
        return self.painter.banner_colours(colour)
