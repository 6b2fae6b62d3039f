"""What the person at the Floriado table can reach now: the lit targets, the ones that would
leave them out for the rest of the game (FL-8), and whether it is their first turn.

Asked many times a frame (the painter, the input, the status line); each answer is worked out
once per action, from the viewer's typed view (game/games/floriado/view.py).
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.floriado.rules import Move, Pick
from game.games.floriado.view import View
from game.matches import Match


class Reach:
    """The legal targets of the seat to move and their FL-8 warnings, read from ``match`` for
    the seat ``viewer()`` sees; ``mine()`` says whether the person may act now."""

    def __init__(
        self, match: Callable[[], Match], viewer: Callable[[], int], mine: Callable[[], bool]
    ) -> None:
        self.match, self.viewer, self.mine = match, viewer, mine
        self._typed: tuple[tuple[int, int], View] | None = None
        self._targets: dict[tuple[int, int], bool] = {}
        self._targets_key: object = None
        self._dooms: dict[object, bool] = {}  # action -> leaves the person out (FL-8)
        self._dooms_key: object = None

    @property
    def version(self) -> object:
        """Changes when the lit targets may: a table rebuilds its tiles on it."""
        return self._targets_key

    def view(self) -> View:
        """The viewer's view as a typed value, read once per change of the game or viewer."""
        match = self.match()
        key = (match.version, self.viewer())
        if self._typed is None or self._typed[0] != key:
            self._typed = (key, View.of(match.view(key[1])))
        return self._typed[1]

    def first_turn(self) -> bool:
        cur = self.match().current_player
        return cur is not None and self.view().pawns[cur] is None

    def targets(self) -> dict[tuple[int, int], bool]:
        """Legal target spaces for the person now -> whether the card there would be taken."""
        mine = self.mine()
        key = (self.match().version, mine)
        if key != self._targets_key:  # asked many times a frame; the answer changes per action
            self._targets_key = key
            self._targets = self._find_targets() if mine else {}
        return self._targets

    def _find_targets(self) -> dict[tuple[int, int], bool]:
        view = self.view()
        match = self.match()
        seat = match.current_player
        out: dict[tuple[int, int], bool] = {}
        for a in match.legal_actions():
            key = (a.row, a.col)
            if key in out or seat is None:
                continue
            card = view.card_at(a.row, a.col)
            out[key] = isinstance(a, Pick) or (card is not None and view.takes(seat, card))
        return out

    def leaves_out(self, action: Move | Pick) -> bool:
        """Would ``action`` leave the person out for the rest of the game (FL-8)? Cards only
        leave the field and piles only shrink their lowest card, so once out is for good; a
        move that empties the field ends the game for both and is not a warning."""
        match = self.match()
        key = (match.version, match.current_player)
        if key != self._dooms_key:
            self._dooms_key, self._dooms = key, {}
        if action not in self._dooms:
            seat = match.current_player
            seen = match.preview(action) if seat is not None else None
            view = View.of(seen[0]) if seen is not None else None
            self._dooms[action] = (
                view is not None
                and seat is not None
                and view.out[seat]
                and view.end_reason != "field_empty"
            )
        return self._dooms[action]

    def dooms(self) -> set[tuple[int, int]]:
        """The lit targets whose move leaves the person out (later turns only)."""
        if self.first_turn():
            return set()
        return {k for k in self.targets() if self.leaves_out(Move(*k))}
