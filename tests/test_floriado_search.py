"""Floriado's alpha-beta hard (game/games/floriado/search.py).

Node budgets only: deterministic, no wall-clock limits. The brute force below is written on the
engine's own states (clone + apply), so it checks the search's board as well as its pruning.
"""

from __future__ import annotations

import json
import random

import pytest

from game.ai import Budget, decide, make_bot
from game.games.floriado.rules import RULES
from game.games.floriado.search import (
    BATCH,
    STREAK,
    WIN,
    AlphaBetaThinking,
    Board,
    engine_move,
)


def _snapshot(b: Board) -> tuple:
    return (
        b.field[:], b.pawn[:], b.face[:], [x[:] for x in b.low], [x[:] for x in b.cnt],
        b.out[:], b.side, b.left, b.over, b.key, b.streak, b.ncards[:],
    )  # fmt: skip


def _final(state, me: int) -> int:
    """A finished game's value for ``me``, from the rules' result (FL-9, FL-10)."""
    res = state.result()
    margin = round((res.scores[me] - res.scores[1 - me]) * 100)
    if len(res.winners) == 2:
        return 0
    return margin + (WIN if me in res.winners else -WIN)


def _brute(state, streak: int = 0) -> int:
    """Plain minimax to the game's end for the player to move (no pruning, no table), under the
    search's one rule: after STREAK plies in a row that took nothing, only takes are tried."""
    me = state.current_player
    best = None
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        took = child.cards_left < state.cards_left
        if streak >= STREAK and not took:
            continue
        if child.is_over:
            v = _final(child, me)
        else:
            sub = _brute(child, 0 if took else min(STREAK, streak + 1))
            v = sub if child.current_player == me else -sub
        if best is None or v > best:
            best = v
    assert best is not None  # a player who is not out always has a take (FL-8)
    return best


def _endgames(count: int, max_left: int, seed: int = 0) -> list:
    """Positions from medium-against-random games once at most ``max_left`` cards remain."""
    out = []
    rng = random.Random(seed)
    g = 0
    while len(out) < count:
        state = RULES.new_game(2, 1000 + g)
        bots = [make_bot("floriado", "medium", g), make_bot("floriado", "random", g)]
        g += 1
        while not state.is_over:
            takeable = sum(
                1
                for c in state.field
                if c != -1 and any(not state.out[p] and state.can_take(p, c) for p in range(2))
            )
            if (
                takeable <= max_left
                and state.pawn[1 - state.current] != -1
                and len(state.legal_actions()) > 1
            ):
                out.append(state.clone())
                break
            seat = state.current_player
            if rng.random() < 0.5:
                action = rng.choice(state.legal_actions())
            else:
                action = decide(bots[seat], state.view(seat), state.legal_actions())
            state.apply(action)
    return out


def _midgames(count: int, seed: int = 3) -> list:
    out = []
    rng = random.Random(seed)
    for g in range(count):
        state = RULES.new_game(2, 200 + g)
        for _ in range(6 + g % 5):
            state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                break
        if not state.is_over:
            out.append(state)
    return out


def _think(state, nodes: int = 1 << 40, **kwargs) -> AlphaBetaThinking:
    seat = state.current_player
    thinking = AlphaBetaThinking(
        state.view(seat), state.legal_actions(), Budget(None, nodes), **kwargs
    )
    while thinking.step(1.0) is None:
        pass
    return thinking


def test_the_board_plays_the_rules() -> None:
    """FL-4..FL-8: the search's board lists the rules' moves, makes them as the rules do, and
    unmaking restores it exactly (Zobrist key included)."""
    for seed in range(25):
        state = RULES.new_game(2, seed)
        board = Board(state)
        rng = random.Random(seed)
        while not state.is_over:
            moves = board.moves()
            assert sorted(map(engine_move, moves), key=repr) == sorted(
                state.legal_actions(), key=repr
            )
            before = _snapshot(board)
            for m in moves:
                board.make(m)
                board.unmake()
                assert _snapshot(board) == before
            m = rng.choice(moves)
            state.apply(engine_move(m))
            board.make(m)
            fresh = Board(state)
            assert (fresh.field, fresh.low, fresh.cnt, fresh.out) == (
                board.field, board.low, board.cnt, board.out,
            )  # fmt: skip
            assert board.over == state.is_over
            if not state.is_over:
                assert board.side == state.current_player  # FL-8: an out player is skipped
                assert fresh.key == board.key


def test_search_matches_brute_force_minimax_on_small_endgames() -> None:
    """Exact endgame solving: the root value equals a plain minimax to the game's end."""
    checked = 0
    for state in _endgames(12, max_left=4):
        expected = _brute(state)
        thinking = _think(state)
        assert thinking.solved
        assert thinking.value == expected
        # the move chosen really reaches that value
        child = state.clone()
        child.apply(thinking.choice)
        me = state.current_player
        took = child.cards_left < state.cards_left
        if child.is_over:
            got = _final(child, me)
        else:
            sub = _brute(child, 0 if took else 1)
            got = sub if child.current_player == me else -sub
        assert got == expected
        checked += 1
    assert checked == 12


def test_search_finds_the_win_a_greedy_take_misses() -> None:
    """Endgames where taking the card that pays most now is not best: the search still finds
    the best line (a forced win where there is one)."""
    found = 0
    for state in _endgames(40, max_left=5, seed=7):
        me = state.current_player
        legal = state.legal_actions()
        values = {}
        for action in legal:
            child = state.clone()
            child.apply(action)
            took = child.cards_left < state.cards_left
            if child.is_over:
                values[action] = _final(child, me)
            else:
                sub = _brute(child, 0 if took else 1)
                values[action] = sub if child.current_player == me else -sub
        greedy = max(legal, key=lambda a: (lambda c: (c.apply(a), c.revenue(me))[1])(state.clone()))
        best = max(values.values())
        if values[greedy] >= best:
            continue
        thinking = _think(state)
        assert values[thinking.choice] == best
        found += 1
        if found >= 3:
            break
    assert found >= 1


def test_a_solved_endgame_stops_before_its_budget() -> None:
    for state in _endgames(4, max_left=3, seed=2):
        thinking = _think(state, nodes=1_000_000)
        assert thinking.solved and thinking.iterations < 1_000_000


def test_the_table_does_not_change_a_fixed_depth_value() -> None:
    for state in _midgames(8):
        for depth in (2, 3):
            with_tt = _think(state, max_depth=depth)
            without = _think(state, max_depth=depth, use_tt=False)
            assert with_tt.depth == without.depth == depth
            assert with_tt.value == without.value


def test_the_table_saves_nodes_at_depth() -> None:
    states = _midgames(4)
    saved = sum(_think(s, max_depth=4, use_tt=False).iterations for s in states)
    used = sum(_think(s, max_depth=4).iterations for s in states)
    assert used < saved


def test_a_step_searches_at_most_one_batch_of_nodes() -> None:
    """Time slices, counted not timed: a zero slice runs one batch of nodes, and the whole
    decision comes out the same as in one big slice."""
    state = _midgames(1)[0]
    seat = state.current_player
    legal = state.legal_actions()
    thinking = AlphaBetaThinking(state.view(seat), legal, Budget(None, 3000))
    steps, action, last = 0, None, 0
    while action is None:
        action = thinking.step(0.0)
        assert thinking.iterations - last <= BATCH
        last = thinking.iterations
        steps += 1
    assert steps >= 3000 // BATCH
    assert thinking.max_batch <= BATCH
    assert thinking.iterations == 3000  # the node budget, exactly
    assert action == _think(state, nodes=3000).choice


def test_the_first_iteration_always_completes() -> None:
    """Even a tiny budget searches every first move once (a pick: 4 facings per card)."""
    state = RULES.new_game(2, 5)
    thinking = _think(state, nodes=10)
    assert thinking.depth == 1 and thinking.iterations >= len(state.legal_actions())


@pytest.mark.parametrize("nodes", [500, 4000])
def test_hard_sees_only_the_view(nodes: int) -> None:
    """ALL-4, FL-11: the bot gets the view (here through JSON) and the legal actions only; a
    state resampled from the same view gives the same decision."""
    for k, state in enumerate(_midgames(4, seed=9)):
        seat = state.current_player
        view = json.loads(json.dumps(state.view(seat)))
        other = RULES.sample(view, random.Random(k))
        first = decide(
            make_bot("floriado", "hard", 1, Budget(None, nodes)), view, other.legal_actions()
        )
        second = decide(
            make_bot("floriado", "hard", 2, Budget(None, nodes)),
            state.view(seat),
            state.legal_actions(),
        )
        assert first == second
        assert first in state.legal_actions()


def test_the_table_stays_within_its_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memory bound: the table is cleared when it reaches TT_MAX entries."""
    import game.games.floriado.search as search

    monkeypatch.setattr(search, "TT_MAX", 50)
    thinking = _think(_midgames(1)[0], nodes=5000)
    assert 0 < len(thinking.tt) <= 50
