"""The independent reference players (tests/reference_players/): written from RULES.md and the
view alone, they are the yardstick the computer players are measured against, so they must
play every game to its end legally (ALL-3), be reproducible from their seed, and be clearly
better than a uniform random player.

The strength checks play seat-rotated games (every deal once from every seat) and ask the 95%
Wilson interval of the reference player's win rate to lie above the fair share.
"""

from __future__ import annotations

import importlib
import io
import random
from contextlib import redirect_stdout

import pytest

from game.dev.tournament import wilson
from game.engine import rules_for

COUNTS = {"via_gladiola": range(2, 6), "gloschli": range(2, 7)}
CASES = [(game, n) for game, counts in COUNTS.items() for n in counts]


def _player(game: str, seed: int):
    return importlib.import_module(f"reference_players.{game}").ReferencePlayer(seed)


def _play(game: str, players: int, deal: int, refs: set[int], seed: int) -> tuple:
    """One game of reference players in ``refs`` against uniform random players; every choice
    is checked against the legal actions before the engine sees it. Returns (state, choices of
    the reference players in order)."""
    state = rules_for(game).new_game(players, deal)
    bots = {s: _player(game, seed * 8 + s) for s in refs}
    rng = random.Random(seed)
    chosen = []
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        if seat in refs:
            action = bots[seat].start(state.view(seat), legal).step(0.005)
            assert action in legal  # ALL-3: only a legal action, never None
            chosen.append(action)
        else:
            action = rng.choice(legal)
        state.apply(action)
    return state, chosen


@pytest.mark.parametrize(("game", "players"), CASES)
def test_plays_whole_games_legally_at_every_player_count(game: str, players: int) -> None:
    for g in range(3):
        refs = {s for s in range(players) if (s + g) % 2 == 0}  # mixed tables, every seat
        state, chosen = _play(game, players, 100 + g, refs, g)
        assert state.is_over and chosen
        result = state.result()
        assert len(result.scores) == players and result.winners
        if game == "via_gladiola":
            # VG-16: the game is finished by a Finish card, never by the safety cap (VG-19)
            assert state.end_reason == "finish"


@pytest.mark.parametrize("game", sorted(COUNTS))
def test_same_seed_same_game(game: str) -> None:
    players = max(COUNTS[game])
    first = _play(game, players, 7, {0, 2}, 5)[1]
    again = _play(game, players, 7, {0, 2}, 5)[1]
    assert first == again


@pytest.mark.parametrize("game", sorted(COUNTS))
def test_only_the_view_decides(game: str) -> None:
    """ALL-4: a state resampled from the view shows the same view, so the player's choice (same
    seed) is the same whatever the hidden cards are."""
    rules = rules_for(game)
    rng = random.Random(3)
    checked = 0
    deal = 11
    while checked < 40:
        state = rules.new_game(3, deal)
        while not state.is_over and checked < 40:
            seat = state.current_player
            view = state.view(seat)
            other = rules.sample(view, random.Random(checked))
            a = _player(game, 9).start(view, state.legal_actions()).step(0.005)
            b = _player(game, 9).start(other.view(seat), other.legal_actions()).step(0.005)
            assert a == b
            checked += 1
            state.apply(rng.choice(state.legal_actions()))
        deal += 1
    assert checked == 40


@pytest.mark.parametrize(
    ("game", "players", "games"),
    [("via_gladiola", 2, 80), ("via_gladiola", 5, 100), ("gloschli", 2, 80), ("gloschli", 6, 120)],
)
def test_beats_uniform_random(game: str, players: int, games: int) -> None:
    """One reference player against ``players - 1`` random ones, seat rotated; its win rate's
    95% interval lies clearly above the fair share (VG-17, GL-31 decide the winners)."""
    wins = 0.0
    for g in range(games):
        seat = g % players
        state, _ = _play(game, players, 5000 + g // players, {seat}, g)
        result = state.result()
        if seat in result.winners:
            wins += 1 / len(result.winners)
    lo, _ = wilson(wins, games)
    fair = 1 / players
    assert lo > fair + 0.1, (wins, games)


def test_match_script_prints_a_pairing() -> None:
    match = importlib.import_module("reference_players.match")
    out = io.StringIO()
    with redirect_stdout(out):
        assert match.main(["--game", "gloschli", "--a", "random", "--games", "4"]) == 0
    text = out.getvalue()
    assert "| random vs ref | 4 |" in text
