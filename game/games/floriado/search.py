"""Floriado's hard level: alpha-beta (negamax) with iterative deepening.

Floriado is a two-player game of perfect information (FL-11), so it is searched like chess:

- a small board of flat lists with incremental ``make``/``unmake`` (no clones in the search);
- negamax with alpha-beta, fail-soft; a player who is out is skipped (FL-8), so a child whose
  side to move is still the mover is searched without the sign flip;
- a transposition table keyed by Zobrist hashes (the cards each seat took, each pawn's space
  and facing, the side to move), its entries packed into one int each (nothing for the cyclic
  garbage collector to scan) and cleared when it reaches ``TT_MAX`` entries (memory bound);
- move ordering: the table's best move, two killer moves per ply, then by the position value
  of the child (medium's value, ``game.games.floriado.bots.seat_value``'s terms) near the root and a
  cheap payout gain deeper down;
- exact solving: a value computed without any cut-off at the depth limit is marked *solved* in
  the table and reused at any depth; an iteration whose root value is solved ends the search
  (this happens once few takeable cards remain). Moves that take nothing could go on for ever,
  so after two plies in a row that took nothing only taking moves are searched (a player who is
  not out always has one, FL-8); the endgame is exact under that rule.

Time slices: the search is a generator that yields every ``BATCH`` nodes; ``step(seconds)``
runs batches until its slice is used. ``Budget.iterations`` counts nodes (deterministic);
the first iteration (depth 1) always completes, so the bot always has a move.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from typing import Any

from game.ai.base import Budget, Clock
from game.games.floriado.cards import COLS, FACINGS, FLOWERS, KINDS, PAYOUT, SPACES
from game.games.floriado.rules import ALLOWED, MOVES, PICKS, RAYS, RULES, Move, Pick

EMPTY = -1
NO_PILE = FLOWERS + 1
PICK = 64  # a pick is PICK + space * 4 + facing; a move is its destination space (0..39)
KIND = tuple(i // FLOWERS for i in range(KINDS * FLOWERS))
FLOW = tuple(i % FLOWERS + 1 for i in range(KINDS * FLOWERS))
_FACE = {name: i for i, name in enumerate(FACINGS)}

SCALE = 100  # values are ints: position value points × SCALE (exact, so the TT is exact too)
WIN = 1_000_000  # a won finished game, plus the revenue margin
INF = 10 * WIN
MAX_DEPTH = 64
BATCH = 24  # nodes between yields (a node costs about 15-40 µs)
TT_MAX = 200_000  # entries; 26 MB at most (measured)
STREAK = 2  # plies in a row that take nothing, after which only takes are searched
ORDER_DEPTH = 2  # nodes with at least this much depth left order children by position value

PROMISE = (
    0.45  # medium's value (game.games.floriado.bots): the share of a pile's open cards expected
)
REACH = 0.25  # and the worth of each takeable card within one move of the pawn


def _interp(length: float) -> float:
    length = min(float(FLOWERS), length)
    lo = int(length)
    if lo >= FLOWERS:
        return PAYOUT[FLOWERS]
    return PAYOUT[lo] + (length - lo) * (PAYOUT[lo + 1] - PAYOUT[lo])


# PILE_VALUE[length][open]: a pile of ``length`` cards with ``open`` takeable cards in the field.
PILE_VALUE = tuple(
    tuple(PAYOUT[n] if k == 0 else _interp(n + PROMISE * k**0.8) for k in range(FLOWERS + 1))
    for n in range(FLOWERS + 1)
)
# REACHABLE[space * 4 + facing]: the spaces a pawn there may move to over (FL-5).
REACHABLE = tuple(
    tuple(q for d in ALLOWED[f] for q in RAYS[s][d]) for s in range(SPACES) for f in range(4)
)


def _direction(src: int, dst: int) -> int:
    sr, sc = divmod(src, COLS)
    dr, dc = divmod(dst, COLS)
    if sr == dr:
        return 3 if dc > sc else 2
    return 1 if dr > sr else 0


DIRECTION = tuple(
    tuple(_direction(s, d) if s != d else -1 for d in range(SPACES)) for s in range(SPACES)
)


def _zobrist() -> tuple:
    rng = random.Random(0x5EED_F10A)
    bits = 62

    def table(n: int) -> list[int]:
        return [rng.getrandbits(bits) for _ in range(n)]

    taken = (table(KINDS * FLOWERS), table(KINDS * FLOWERS))
    pawn = (table(SPACES * 4), table(SPACES * 4))
    return taken, pawn, rng.getrandbits(bits), table(STREAK + 1)


Z_TAKEN, Z_PAWN, Z_SIDE, Z_STREAK = _zobrist()


class Board:
    """A Floriado position for the search; ``make``/``unmake`` change it in place."""

    __slots__ = (
        "field", "pawn", "face", "low", "cnt", "ncards", "out", "side", "left", "streak",
        "key", "over", "undo",
    )  # fmt: skip

    def __init__(self, state: Any) -> None:
        self.field = list(state.field)
        self.pawn = list(state.pawn)
        self.face = list(state.facing)
        self.low = [[p[-1] if p else NO_PILE for p in seat] for seat in state.piles]
        self.cnt = [[len(p) for p in seat] for seat in state.piles]
        self.ncards = [sum(c) for c in self.cnt]
        self.out = list(state.out)
        self.side = state.current
        self.left = state.cards_left
        self.streak = 0
        self.over = state.is_over
        self.undo: list[tuple] = []
        key = Z_SIDE if self.side else 0
        for seat in range(2):
            for kind, pile in enumerate(state.piles[seat]):
                for f in pile:
                    key ^= Z_TAKEN[seat][kind * FLOWERS + f - 1]
            if self.pawn[seat] != EMPTY:
                key ^= Z_PAWN[seat][self.pawn[seat] * 4 + self.face[seat]]
        self.key = key

    def moves(self) -> list[int]:
        """The side to move's moves: picks (first turn) or destinations, like the rules'."""
        p = self.side
        field = self.field
        if self.pawn[p] == EMPTY:
            return [PICK + s * 4 + f for s in range(SPACES) if field[s] != EMPTY for f in range(4)]
        return [q for q in REACHABLE[self.pawn[p] * 4 + self.face[p]] if field[q] != EMPTY]

    def takes(self, move: int) -> bool:
        if move >= PICK:
            return True
        card = self.field[move]
        return FLOW[card] < self.low[self.side][KIND[card]]

    def has_take(self, seat: int) -> bool:
        """FL-8: whether ``seat``'s pawn can reach a card it could take."""
        field, low = self.field, self.low[seat]
        for q in REACHABLE[self.pawn[seat] * 4 + self.face[seat]]:
            card = field[q]
            if card != EMPTY and FLOW[card] < low[KIND[card]]:
                return True
        return False

    def make(self, move: int) -> None:
        p = self.side
        old_pawn, old_face = self.pawn[p], self.face[p]
        out = self.out
        key = self.key
        if move >= PICK:
            space, face = (move - PICK) >> 2, (move - PICK) & 3
        else:
            space, face = move, DIRECTION[old_pawn][move]
            key ^= Z_PAWN[p][old_pawn * 4 + old_face]
        key ^= Z_PAWN[p][space * 4 + face]
        self.pawn[p], self.face[p] = space, face
        card = self.field[space]
        kind = KIND[card]
        low = self.low[p]
        old_low = low[kind]
        took = FLOW[card] < old_low  # FL-6 (a pick always takes: no pile yet)
        self.undo.append(
            (p, old_pawn, old_face, self.streak, self.key, out[0], out[1], card if took else -1,
             old_low)
        )  # fmt: skip
        if took:
            self.field[space] = EMPTY
            self.left -= 1
            low[kind] = FLOW[card]
            self.cnt[p][kind] += 1
            self.ncards[p] += 1
            key ^= Z_TAKEN[p][card]
            self.streak = 0
        elif self.streak < STREAK:
            self.streak += 1
        if self.left == 0:
            self.over = True
        else:
            for q in (p, 1 - p):  # FL-8, for both players
                if not out[q] and self.pawn[q] != EMPTY and not self.has_take(q):
                    out[q] = True
            if out[0] and out[1]:
                self.over = True
            elif not out[1 - p]:
                self.side = 1 - p
                key ^= Z_SIDE
        self.key = key

    def unmake(self) -> None:
        p, old_pawn, old_face, streak, key, out0, out1, card, old_low = self.undo.pop()
        if card != EMPTY:
            self.field[self.pawn[p]] = card
            self.left += 1
            kind = KIND[card]
            self.cnt[p][kind] -= 1
            self.ncards[p] -= 1
            self.low[p][kind] = old_low
        self.pawn[p], self.face[p] = old_pawn, old_face
        self.side, self.streak, self.key, self.over = p, streak, key, False
        self.out[0], self.out[1] = out0, out1

    def revenue(self, seat: int) -> float:
        """FL-9."""
        return sum(PAYOUT[n] for n in self.cnt[seat])

    def final(self) -> int:
        """A finished game's value for the side to move: WIN (FL-10) plus the margin."""
        p = self.side
        mine, theirs = self.revenue(p), self.revenue(1 - p)
        margin = round((mine - theirs) * SCALE)
        if mine != theirs:
            return margin + (WIN if mine > theirs else -WIN)
        a, b = self.ncards[p], self.ncards[1 - p]  # FL-10 (house): more cards, else shared
        return WIN if a > b else -WIN if a < b else 0

    def value(self) -> int:
        """Medium's position value for the side to move: each seat's revenue plus the promise
        of its piles (open cards it could add) and its pawn's reach, mine minus theirs."""
        field = self.field
        low0, low1 = self.low
        open0 = [0] * KINDS
        open1 = [0] * KINDS
        for card in field:
            if card != EMPTY:
                k, f = KIND[card], FLOW[card]
                if f < low0[k]:
                    open0[k] += 1
                if f < low1[k]:
                    open1[k] += 1
        values = [0.0, 0.0]
        for seat, opens in ((0, open0), (1, open1)):
            cnt = self.cnt[seat]
            if self.out[seat]:
                values[seat] = sum(PAYOUT[n] for n in cnt)
                continue
            v = 0.0
            for k in range(KINDS):
                v += PILE_VALUE[cnt[k]][opens[k]]
            pawn = self.pawn[seat]
            if pawn != EMPTY:
                low = self.low[seat]
                reach = 0
                for q in REACHABLE[pawn * 4 + self.face[seat]]:
                    card = field[q]
                    if card != EMPTY and FLOW[card] < low[KIND[card]]:
                        reach += 1
                v += REACH * reach
            values[seat] = v
        p = self.side
        return round((values[p] - values[1 - p]) * SCALE)

    def gain(self, move: int) -> int:
        """A cheap order for moves deep in the tree: a take by its payout step, higher cards
        first (they leave room below); moves that take nothing last."""
        if move >= PICK:
            card = self.field[(move - PICK) >> 2]
        else:
            card = self.field[move]
        p = self.side
        kind = KIND[card]
        if FLOW[card] >= self.low[p][kind]:
            return -1000
        n = self.cnt[p][kind]
        return round((PAYOUT[n + 1] - PAYOUT[n]) * 100) + FLOW[card] * 10


# -- the search --------------------------------------------------------------------------------

EXACT, LOWER, UPPER = 0, 1, 2
SOLVED = 255  # the depth stored with a value that no depth limit cut: good at any depth
_OFF = 1 << 26  # keeps packed values non-negative (|value| < INF < _OFF)
_ORDER_TT = 1 << 40  # ordering bonuses: the table's move first, then the killers
_ORDER_KILLER = 1 << 36


class _Abort(Exception):
    """The node budget ran out inside an iteration."""


class AlphaBetaThinking:
    """One decision of Floriado's hard level, run in time slices (see the module's docstring).

    ``iterations`` counts the nodes searched so far; ``depth`` the last completed iteration's;
    ``solved`` whether its value was exact (no line cut at the depth limit).
    """

    def __init__(
        self,
        view: dict,
        legal: Sequence[Any],
        budget: Budget,
        max_depth: int = MAX_DEPTH,
        use_tt: bool = True,
    ) -> None:
        self.view = view
        self.legal = list(legal)
        self.budget = budget
        self.max_depth = max_depth
        self.use_tt = use_tt
        self.iterations = 0
        self.depth = 0
        self.value = 0
        self.solved = False
        self.spent = 0.0
        self.max_overrun = 0.0
        self.max_batch = 0  # the most nodes searched between two yields (tests)
        self.choice: Any | None = self.legal[0] if len(self.legal) == 1 else None
        self.best_move = -1
        self._work: Generator[None, None, None] | None = None
        self._board: Board  # set by _begin, before the first search
        self._actions: dict[int, Any] = {}
        self.tt: dict[int, int] = {}
        self.killers: list[list[int]] = [[-1, -1] for _ in range(MAX_DEPTH + 2)]
        self.cut = False
        self.may_stop = False
        self._limit_nodes = budget.iterations if budget.iterations is not None else 1 << 62
        self._since_yield = 0

    # -- the protocol ----------------------------------------------------------------------

    def step(self, seconds: float) -> Any | None:
        if self.choice is not None:
            return self.choice
        start = Clock.now()
        deadline = start + seconds
        work = self._work
        if work is None:
            work = self._work = self._begin()
        limit = self.budget.seconds
        batches = 0
        now = start
        done = False
        while True:
            try:
                next(work)
            except StopIteration:
                done = True
                break
            batches += 1
            now = Clock.now()
            if limit is not None:
                used = self.spent + (now - start)
                per_batch = (now - start) / batches
                # A ceiling, like the MCTS's: stop when one more batch would pass 99% of it.
                if used + per_batch >= limit * 0.99 and self.may_stop:
                    work.close()
                    done = True
                    break
            if now >= deadline:
                break
        now = Clock.now()
        self.spent += now - start
        self.max_overrun = max(self.max_overrun, now - deadline)
        if done:
            self.choice = self._actions[self.best_move]
            return self.choice
        return None

    # -- set-up ----------------------------------------------------------------------------

    def _begin(self) -> Generator[None, None, None]:
        """Set up the board and the moves; the search's work, to step through."""
        state = RULES.sample(self.view, random.Random(0))  # the one state the view describes
        self._board = Board(state)
        for action in self.legal:
            if isinstance(action, Pick):
                move = PICK + (action.row * COLS + action.col) * 4 + _FACE[action.facing]
            else:
                move = action.row * COLS + action.col
            self._actions[move] = action
        self.best_move = next(iter(self._actions))
        return self._run()

    def _tick(self) -> bool:
        """Count one node; True when it is time to yield."""
        self.iterations += 1
        self._since_yield += 1
        if self.iterations >= self._limit_nodes and self.may_stop:
            raise _Abort
        if self._since_yield >= BATCH:
            self.max_batch = max(self.max_batch, self._since_yield)
            self._since_yield = 0
            return True
        return False

    # -- iterative deepening at the root ---------------------------------------------------

    def _run(self) -> Generator[None, None, None]:
        board = self._board
        order = list(self._actions)
        for depth in range(1, self.max_depth + 1):
            self.may_stop = depth > 1
            self.cut = False
            results: list[tuple[int, int]] = []
            best, alpha = -INF, -INF
            mover = board.side
            try:
                for move in order:
                    if self._tick():
                        yield
                    board.make(move)
                    if board.side == mover:
                        v = yield from self._search(depth - 1, alpha, INF, 1)
                    else:
                        v = -(yield from self._search(depth - 1, -INF, -alpha, 1))
                    board.unmake()
                    results.append((v, move))
                    if v > best:
                        best = v
                        alpha = v
                        self.best_move = move  # the first is the last iteration's best
            except _Abort:
                return
            self.depth, self.value, self.solved = depth, best, not self.cut
            rank = {m: i for i, m in enumerate(order)}
            results.sort(key=lambda t: (-t[0], rank[t[1]]))
            order = [m for _, m in results]
            if self.solved or len(order) == 1:
                return

    # One node of the alpha-beta search, in one piece (C901): the table probe, the move order
    # and the store run at every node (some 8.5 us each), and helpers for them would cost a
    # call or a sub-generator each there, a few percent of the nodes a time budget searches.
    def _search(  # noqa: C901
        self, depth: int, alpha: int, beta: int, ply: int
    ) -> Generator[None, None, int]:
        board = self._board
        if board.over:
            return board.final()
        if depth <= 0:
            self.cut = True
            return board.value()
        key = board.key ^ Z_STREAK[board.streak]
        tt_move = -1
        if self.use_tt:
            entry = self.tt.get(key)
            if entry is not None:
                tt_move = (entry & 1023) - 1
                stored = (entry >> 12) & 255
                if stored >= depth:
                    v = (entry >> 20) - _OFF
                    flag = (entry >> 10) & 3
                    if flag == EXACT or (v >= beta if flag == LOWER else v <= alpha):
                        if stored != SOLVED:
                            self.cut = True
                        return v
        moves = board.moves()
        if board.streak >= STREAK and moves[0] < PICK:
            moves = [m for m in moves if board.takes(m)]
        mover = board.side
        killers = self.killers[ply]
        if len(moves) > 1:
            scored = []
            if depth >= ORDER_DEPTH:  # by the position value of the child
                for m in moves:
                    if self._tick():
                        yield
                    board.make(m)
                    if board.over:
                        s = board.final()
                    else:
                        s = board.value() if board.side == mover else -board.value()
                    board.unmake()
                    scored.append(s)
            else:
                scored = [board.gain(m) for m in moves]
            for i, m in enumerate(moves):
                if m == tt_move:
                    scored[i] += _ORDER_TT
                elif m == killers[0] or m == killers[1]:
                    scored[i] += _ORDER_KILLER
            moves = [m for _, m in sorted(zip(scored, moves), key=lambda t: -t[0])]
        outer_cut = self.cut
        self.cut = False
        best, best_move, a = -INF, moves[0], alpha
        for m in moves:
            if self._tick():
                yield
            board.make(m)
            if board.side == mover:
                v = yield from self._search(depth - 1, a, beta, ply + 1)
            else:
                v = -(yield from self._search(depth - 1, -beta, -a, ply + 1))
            board.unmake()
            if v > best:
                best, best_move = v, m
                if v > a:
                    a = v
                    if a >= beta:
                        if m != killers[0]:
                            killers[1], killers[0] = killers[0], m
                        break
        if self.use_tt:
            flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
            stored = depth if self.cut else SOLVED
            if len(self.tt) >= TT_MAX:
                self.tt.clear()
            self.tt[key] = ((best + _OFF) << 20) | (stored << 12) | (flag << 10) | (best_move + 1)
        self.cut = self.cut or outer_cut
        return best


class AlphaBetaBot:
    """Floriado's hard level: deterministic, so ``seed`` changes nothing (kept for the API)."""

    def __init__(self, game: str, level: str, seed: int, budget: Budget) -> None:
        self.game = game
        self.level = level
        self.seed = seed
        self.budget = budget
        self.last: AlphaBetaThinking | None = None

    def start(self, view: dict, legal: Sequence[Any]) -> AlphaBetaThinking:
        if not legal:
            raise ValueError("no legal action to choose from")
        self.last = AlphaBetaThinking(view, legal, self.budget)
        return self.last


def engine_move(move: int) -> Any:
    """The rules' action for an internal move (tests)."""
    if move >= PICK:
        return PICKS[(move - PICK) >> 2][(move - PICK) & 3]
    return MOVES[move]


__all__ = ["AlphaBetaBot", "AlphaBetaThinking", "Board", "Move", "Pick", "engine_move"]


def look_ahead(view: dict, actions: Sequence[Any], depth: int = 3) -> list[float]:
    """Each of ``actions``' value for the seat to move, by this search at a fixed ``depth``
    with a full window (exact at that depth, unlike the fail-soft root's bounds), in
    position-value points (``Board.value`` / ``SCALE``; a finished game counts ``WIN / SCALE``
    plus its margin, won, or minus, lost): the coach's measure of why the search
    prefers one move to another. Deterministic; at depth 5 some tens of ms."""
    state = RULES.sample(view, random.Random(0))
    thinking = AlphaBetaThinking(view, list(actions), Budget(seconds=None, iterations=1 << 40))
    board = thinking._board = Board(state)
    mover = board.side
    out: list[float] = []
    for action in actions:
        if isinstance(action, Pick):
            move = PICK + (action.row * COLS + action.col) * 4 + _FACE[action.facing]
        else:
            move = action.row * COLS + action.col
        board.make(move)
        work = thinking._search(depth - 1, -INF, INF, 1)
        try:
            while True:
                next(work)
        except StopIteration as done:
            value = done.value if board.side == mover else -done.value
        board.unmake()
        out.append(value / SCALE)
    return out
