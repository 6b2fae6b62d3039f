"""Computer players (game/ai): legal, deterministic, view-only, time-sliced.

Every test uses iteration budgets, so it is deterministic; none asserts wall-clock time.
"""

from __future__ import annotations

import random
import tracemalloc

import pytest

from game.ai import LEVELS, Budget, decide, make_bot
from game.core.catalog import rules_for
from game.engine import GAMES

SMALL = Budget(seconds=None, iterations=24)


def positions(game: str, players: int, seed: int, every: int = 7, limit: int = 8) -> list:
    """States along a random game (the seat to move differs from state to state)."""
    rules = rules_for(game)
    state = rules.new_game(players, seed)
    rng = random.Random(seed)
    out = []
    step = 0
    while not state.is_over and len(out) < limit:
        if step % every == 3:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    return out


PLAYERS = {"via_gladiola": 3, "gloschli": 3, "floriado": 2}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions(game: str, level: str) -> None:
    bot = make_bot(game, level, seed=3, budget=SMALL)
    assert (bot.game, bot.level) == (game, level)
    for state in positions(game, PLAYERS[game], seed=11):
        seat = state.current_player
        legal = state.legal_actions()
        action = decide(bot, state.view(seat), legal)
        assert action in legal


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_sees_only_the_view(game: str, level: str) -> None:
    """ALL-4 for bots: a resampled state with the same view gives the same decision."""
    rules = rules_for(game)
    for k, state in enumerate(positions(game, PLAYERS[game], seed=5, limit=5)):
        seat = state.current_player
        view = state.view(seat)
        other = rules.sample(view, random.Random(100 + k))
        assert other.view(seat) == view
        assert other.legal_actions() == state.legal_actions()
        first = decide(make_bot(game, level, 9, SMALL), view, state.legal_actions())
        second = decide(make_bot(game, level, 9, SMALL), other.view(seat), other.legal_actions())
        assert first == second


@pytest.mark.parametrize("game", GAMES)
def test_slicing_does_not_change_a_decision(game: str) -> None:
    """An iteration budget gives the same choice in one big slice or in many tiny ones."""
    for state in positions(game, PLAYERS[game], seed=2, limit=4):
        seat = state.current_player
        legal = state.legal_actions()
        budget = Budget(seconds=None, iterations=40)
        big = decide(make_bot(game, "hard", 4, budget), state.view(seat), legal, 10.0)
        thinking = make_bot(game, "hard", 4, budget).start(state.view(seat), legal)
        steps, action = 0, None
        while action is None:
            action = thinking.step(0.0)
            steps += 1
            assert steps < 10_000
        assert action == big


def _vg_open_position():
    """A Via Gladiola position where hard's vetoes leave at least two moves to search."""
    from game.games.via_gladiola.bots import veto

    rules = rules_for("via_gladiola")
    for seed in range(50):
        state = rules.new_game(2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            if len(veto(state.view(seat), state.legal_actions())) >= 2:
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no open position found")


def test_search_runs_in_slices_and_honours_its_iterations() -> None:
    state = _vg_open_position()
    bot = make_bot("via_gladiola", "hard", 1, Budget(seconds=None, iterations=50))
    thinking = bot.start(state.view(state.current_player), state.legal_actions())
    results = [thinking.step(0.0) for _ in range(49)]
    assert results == [None] * 49  # a zero slice still does one iteration, never more
    assert thinking.step(0.0) is not None
    assert thinking.iterations == 50


def test_time_budget_stops_the_search() -> None:
    """A time budget ends a decision by itself (counted, not timed: it needs > 1 step)."""
    state = _vg_open_position()
    bot = make_bot("via_gladiola", "hard", 1, Budget(seconds=0.05))
    thinking = bot.start(state.view(state.current_player), state.legal_actions())
    for _ in range(100_000):
        if thinking.step(0.001) is not None:
            break
    else:
        pytest.fail("a time budget never ended the search")
    assert thinking.iterations >= 1


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_game(game: str) -> None:
    """A whole bot game is reproducible from the seeds (iteration budgets)."""

    def play() -> list:
        rules = rules_for(game)
        state = rules.new_game(2, 21)
        bots = [
            make_bot(game, lv, 5 + s, Budget(None, 12)) for s, lv in enumerate(("hard", "easy"))
        ]
        actions = []
        while not state.is_over and len(actions) < 120:
            seat = state.current_player
            action = decide(bots[seat], state.view(seat), state.legal_actions())
            state.apply(action)
            actions.append(action)
        return actions

    assert play() == play()


def test_unknown_level_or_game_is_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("via_gladiola", "expert", 1)
    with pytest.raises(ValueError):
        make_bot("chess", "easy", 1)


@pytest.mark.parametrize("game", GAMES)
def test_one_hard_decision_stays_under_100_mb(game: str) -> None:
    state = positions(game, PLAYERS[game], seed=8, limit=2)[-1]
    seat = state.current_player
    bot = make_bot(game, "hard", 2, Budget(seconds=None, iterations=150))
    tracemalloc.start()
    try:
        decide(bot, state.view(seat), state.legal_actions())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 100 * 1024 * 1024


def _match(game: str, a: str, b: str, games: int, budget: Budget | None = None) -> float:
    """A's share of wins in ``games`` seat-swapped games (deterministic)."""
    from game.dev.tournament import play_game

    wins = 0.0
    for g in range(games):
        lone = g % 2
        lineup = tuple(a if s == lone else b for s in range(2))
        seats = play_game((game, 2, 500 + g // 2, lineup, g, budget))
        wins += seats[lone][1].wins
    return wins / games


@pytest.mark.parametrize("game", GAMES)
def test_medium_beats_random(game: str) -> None:
    assert _match(game, "medium", "random", 20) >= 0.75


@pytest.mark.parametrize("game", GAMES)
def test_easy_beats_random(game: str) -> None:
    assert _match(game, "easy", "random", 20) >= 0.6


# -- game-specific senses and vetoes ------------------------------------------------------------


def test_via_gladiola_hard_never_ends_day_4_far_behind() -> None:
    from dataclasses import replace

    from game.games.via_gladiola.bots import veto
    from game.games.via_gladiola.cards import Card
    from game.games.via_gladiola.rules import LayGladiola, Rest, Walk
    from game.games.via_gladiola.view import Options, View

    finish = Card("finish", 50, 0)
    view = View(
        seat=0,
        players=2,
        current_player=0,
        start_player=0,
        options=Options(last_card=False, start_player=-1),
        day=4,
        walk_pile=(Card("start", 0, 0), Card("distance", 40, 3)),
        hand=(Card("distance", 13, 5), finish, Card("gladiola", None, 5)),
        hand_sizes=(3, 1),
        draw_pile=20,
        completed_days=(),
        gladiolas_laid=(),
        actions_taken=40,
        is_over=False,
        end_reason=None,
    )
    legal = [Walk(Card("finish", 50, 0)), Rest(), LayGladiola(Card("gladiola", None, 5))]
    kept = veto(view, legal)
    assert Walk(Card("finish", 50, 0)) not in kept  # 10 blisters left against about 2
    assert Rest() not in kept  # a Gladiola can be laid for free
    assert kept == [LayGladiola(Card("gladiola", None, 5))]
    assert kept == veto(view.to_json(), legal)  # the same read from the view's JSON
    far_ahead = replace(view, hand_sizes=(3, 8))  # ending the game is fine
    assert Walk(Card("finish", 50, 0)) in veto(far_ahead, legal)
    behind = replace(view, hand_sizes=(3, 5))  # about 1 blister: the search judges it
    assert Walk(Card("finish", 50, 0)) in veto(behind, legal)


def test_floriado_hard_never_strands_its_pawn_needlessly() -> None:
    from game.games.floriado.bots import veto

    checked = 0
    for seed in range(30):
        state = rules_for("floriado").new_game(2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            if state.pawn[seat] != -1 and len(legal) > 1:
                stranding = []
                for a in legal:
                    child = state.clone()
                    child.apply(a)
                    if not child.is_over and child.out[seat]:
                        stranding.append(a)
                if stranding and len(stranding) < len(legal):
                    gen = veto(state.view(seat), legal)
                    try:
                        while True:
                            next(gen)
                    except StopIteration as done:
                        kept = done.value
                    assert kept and not set(kept) & set(stranding)
                    checked += 1
            state.apply(rng.choice(legal))
    assert checked >= 5


def test_gloschli_easy_forgets_and_hard_remembers() -> None:
    from game.games.gloschli.bots import EASY, ForgetfulPolicy, forget

    rules = rules_for("gloschli")
    state = rules.new_game(2, 3)
    while state.view(0)["phase"] == "peek":
        state.apply(state.legal_actions()[0])
    view = state.typed_view(0)
    known = [c for c in view.slots[0] if c and c.card is not None]
    assert len(known) == 2  # GL-17: two start peeks
    mind = ForgetfulPolicy(0.2, EASY, 0.0)
    rng = random.Random(1)
    seen = []
    for _ in range(30):
        copy = forget(view, mind, rng)
        seen.append(sum(1 for c in copy.slots[0] if c and c.card is not None))
        assert rules.sample(copy, rng).typed_view(0).slots == copy.slots
    assert view == state.typed_view(0)  # the view itself is untouched
    assert seen[0] >= 1 and seen[-1] < 2  # it forgot, after a while
    assert seen == sorted(seen, reverse=True)  # and what it forgot stays forgotten


def test_gloschli_hard_calls_only_with_a_known_low_hand() -> None:
    from game.games.gloschli.rules import Call

    rules = rules_for("gloschli")
    calls = 0
    for g in range(4):
        state = rules.new_game(2, 40 + g)
        bots = [make_bot("gloschli", "hard", 1 + g), make_bot("gloschli", "medium", 2 + g)]
        while not state.is_over and state.actions_taken < 3000:
            seat = state.current_player
            view = state.view(seat)
            action = decide(bots[seat], view, state.legal_actions())
            if seat == 0 and isinstance(action, Call):
                cards = [c for c in view["slots"][0] if c is not None]
                assert all(c["card"] is not None for c in cards)
                points = sum(c["card"]["points"] for c in cards)
                has_pferd = any(c["card"]["name"] == "pferd" for c in cards)
                assert (min(points, 10) if has_pferd else points) <= 5
                calls += 1
            state.apply(action)
    assert calls >= 2


def _gloschli_turn(row: list[str], top: str):
    """A 2-player state at seat 0's turn: its row (all seen by it) and the discard's top."""
    from game.games.gloschli.cards import FACE_BY_NAME
    from game.games.gloschli.rules import PEEK

    state = rules_for("gloschli").new_game(2, 5)
    while state.phase == PEEK:
        state.apply(state.legal_actions()[0])
    state.current = 0
    state.rows[0] = [FACE_BY_NAME[name] for name in row]
    state.know[0] = [1] * len(row)
    state.discard.append(FACE_BY_NAME[top])
    return state


def test_gloschli_hard_weighs_a_draw_against_the_discard() -> None:
    # GL-19 / GL-20: with a known 12 in hand, taking a visible 8 gains 4 points, but a draw
    # replaces the 12 with whatever comes (on average about 6): medium's threshold takes the 8,
    # hard's expected gain draws. A 1 on the discard beats any draw: both take it.
    from game.games.gloschli.bots import HARD, MEDIUM, choose
    from game.games.gloschli.rules import Draw, TakeDiscard

    rng = random.Random(1)
    state = _gloschli_turn(["swap", "creature_2", "creature_2", "creature_3"], "spy")
    legal = state.legal_actions()
    assert choose(state, legal, MEDIUM, rng) == TakeDiscard(0)
    assert choose(state, legal, HARD, rng) == Draw()
    state = _gloschli_turn(["swap", "creature_2", "creature_2", "creature_3"], "creature_1")
    legal = state.legal_actions()
    assert choose(state, legal, HARD, rng) == choose(state, legal, MEDIUM, rng) == TakeDiscard(0)


def test_gloschli_hard_gives_up_an_unseen_card_to_see_its_hand() -> None:
    # Keeping a drawn 5: in place of a known 7 it gains 2 points; in place of the unseen card
    # (worth the mean, about 6) about 1, but it also comes to know its whole hand, which hard
    # counts as points won. Once a call stands (GL-22) the round ends with this turn and
    # knowing is worth nothing: it replaces the 7.
    from game.games.gloschli.bots import HARD, choose
    from game.games.gloschli.cards import FACE_BY_NAME
    from game.games.gloschli.rules import Draw, SwapInto

    rng = random.Random(1)
    state = _gloschli_turn(["eye", "creature_1", "creature_1", "creature_2"], "creature_3")
    state.know[0][3] = 0  # seat 0 has not seen its slot 3
    state.apply(Draw())
    state.deck.append(state.drawn)
    state.drawn = FACE_BY_NAME["creature_5"]
    assert choose(state, state.legal_actions(), HARD, rng) == SwapInto(3)
    state.caller, state.turns_left = 1, 1
    assert choose(state, state.legal_actions(), HARD, rng) == SwapInto(0)


def test_gloschli_hard_takes_what_a_12_showed_into_its_unseen_slot() -> None:
    # GL-9: the 12 looks at an opponent's 4, then may swap it for one of the own cards. Medium
    # gives up its known 7 (3 points); hard its unseen card: about 2 points and a known hand.
    from game.games.gloschli.bots import HARD, MEDIUM, choose
    from game.games.gloschli.cards import FACE_BY_NAME
    from game.games.gloschli.rules import Discard, Draw, Pick

    rng = random.Random(1)
    state = _gloschli_turn(["eye", "creature_1", "creature_1", "creature_2"], "creature_3")
    state.know[0][3] = 0
    state.apply(Draw())
    state.deck.append(state.drawn)
    state.drawn = FACE_BY_NAME["swap"]
    state.apply(Discard(True))
    state.rows[1][0] = FACE_BY_NAME["creature_4"]
    state.apply(Pick(1, 0))
    legal = state.legal_actions()
    assert choose(state, legal, MEDIUM, rng) == Pick(0, 0)
    assert choose(state, legal, HARD, rng) == Pick(0, 3)


def test_tournament_prints_pairings_and_levels() -> None:
    import io
    from types import SimpleNamespace

    from game.dev.tournament import run_tournament, wilson

    out = io.StringIO()
    args = SimpleNamespace(
        game="via_gladiola", players=2, bots="medium,random", games=4, seed=3,
        iterations=None, seconds=None, jobs=1,
    )  # fmt: skip
    assert run_tournament(args, out) == 0
    text = out.getvalue()
    assert "| medium vs random | 4 |" in text
    assert "| medium | 4 |" in text and "| random | 4 |" in text
    lo, hi = wilson(30, 60)
    assert lo < 0.5 < hi and hi - lo < 0.26
    args.bots = "medium,expert"
    assert run_tournament(args, io.StringIO()) == 2


def test_four_player_pairing_is_one_against_the_rest() -> None:
    import io
    from types import SimpleNamespace

    from game.dev.tournament import run_tournament

    out = io.StringIO()
    args = SimpleNamespace(
        game="via_gladiola", players=4, bots="medium,random", games=4, seed=3,
        iterations=None, seconds=None, jobs=1,
    )  # fmt: skip
    run_tournament(args, out)
    assert "| 1 medium vs 3 random | 4 |" in out.getvalue()
    assert "| random | 12 |" in out.getvalue()
