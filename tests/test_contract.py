"""The engine contract, checked the same way for every game in GAMES (ALL-1..ALL-4).

Seeded random games at every player count. A light pass plays many games checking the
invariants that are cheap (turn order, card conservation, termination); a full pass checks
everything at every step of fewer games (clone, save/load, replay, illegal actions, views,
sampling and what events reveal).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.match import Seat, Session
from game.engine import GAMES, IllegalAction, Result, rules_for
from game.matches import NO_SEAT, WatchMatch
from tests.contract_helpers import events_json, json_keys, player_counts, scramble

LIGHT_GAMES = 2000  # per game, spread over the player counts
FULL_GAMES = 24  # per game, every check at every step
MAX_STEPS = 100_000  # far above any real game: a loop past it means a game that never ends


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_and_conserve_cards(game: str) -> None:
    """Only the current player acts, every game ends, no card is created or lost (ALL-2, ALL-3)."""
    counts = player_counts(game)
    for i in range(LIGHT_GAMES):
        players = counts[i % len(counts)]
        rules = rules_for(game)
        state = rules.new_game(players, seed=i)
        inventory = state.card_inventory()
        rng = random.Random(i)
        steps = 0
        while not state.is_over:
            seat = state.current_player
            assert seat is not None and 0 <= seat < players
            legal = state.legal_actions()
            assert legal, f"seat {seat} to act with no legal action"
            state.apply(rng.choice(legal), seat=seat)
            steps += 1
            assert steps < MAX_STEPS, "game does not end"
            assert state.card_inventory() == inventory  # ALL-2
        assert state.current_player is None
        assert state.legal_actions() == []
        result = state.result()
        assert isinstance(result, Result)
        assert len(result.scores) == players
        assert result.winners and set(result.winners) <= set(range(players))


def _check_illegal(state, action, pool: list, seat: int) -> None:
    """ALL-3: wrong seat, malformed JSON and stale actions are refused and change nothing."""
    rules = rules_for(state.view(seat)["game"])
    before = state.to_json()
    other = (seat + 1) % state.view(seat)["players"]
    with pytest.raises(IllegalAction, match=r"\w"):
        state.apply(action, seat=other)
    for bad in (None, "walk", 17, [], {}, {"type": "no-such-action"}, {"type": None}):
        with pytest.raises(IllegalAction, match=r"\w"):
            rules.action_from_json(bad)
    for bad_action in (None, "rest", object()):
        with pytest.raises(IllegalAction, match=r"\w"):
            state.apply(bad_action)
    legal = set(state.legal_actions())
    stale = [a for a in pool if a not in legal]
    for candidate in stale[-6:]:
        with pytest.raises(IllegalAction, match=r"\w"):
            state.apply(candidate)
    assert state.to_json() == before


def watched(state, game: str, players: int) -> str:
    """What a viewer with no seat is shown of ``state`` (a WatchMatch's view), as JSON text."""
    seats = [Seat(f"Bot {i}", "random") for i in range(players)]
    match = WatchMatch(Session(game, seats, {}, 0, state))
    assert match.legal_actions() == [] and not match.humans and not match.can_undo(0)
    return json.dumps(match.view(), sort_keys=True)


def _check_views(state, game: str, step: int) -> None:
    """ALL-4: views are fresh, hold no seed or RNG, and survive resampling unchanged; so does
    a watcher's (a viewer with no seat: nothing any seat keeps to itself)."""
    rules = rules_for(game)
    players = state.view(0)["players"]
    secret = str(state.rng.state)
    public = watched(state, game, players)
    assert secret not in public
    for p in range(players):
        view = state.view(p)
        assert {"game", "seat", "players", "current_player"} <= set(view)
        assert view["seat"] == p and view["current_player"] == state.current_player
        text = json.dumps(view, sort_keys=True)
        assert secret not in text
        assert not {"seed", "rng"} & json_keys(view)
        for r in range(3):
            sampled = rules.sample(json.loads(text), random.Random(step * 31 + r))
            assert sampled.view(p) == view, f"sample changed seat {p}'s view"
            assert watched(sampled, game, players) == public, (
                f"a card seat {p} may not see is watched"
            )
            assert sampled.card_inventory() == state.card_inventory()
        before = state.to_json()
        scramble(view)
        assert state.to_json() == before, "changing a view changed the state"
        assert json.dumps(state.view(p), sort_keys=True) == text


def _check_event_secrecy(state, action, events: list, after, game: str, step: int) -> None:
    """Events seen by p reveal nothing beyond p's view (ALL-4).

    Play the same action in a world resampled from p's view. Where p's view afterwards is the
    same in both worlds, p must have been told exactly the same events: anything else would
    be a hidden card leaking through an event.
    """
    rules = rules_for(game)
    players = state.view(0)["players"]
    watched_after = watched(after, game, players)
    for p in range(players):
        world = rules.sample(state.view(p), random.Random(step + 1000 * p))
        if action not in world.legal_actions():
            continue
        world_events = world.apply(action)
        if world.view(p) == after.view(p):
            assert events_json(world_events, p) == events_json(events, p), (
                f"seat {p} is told something its view does not hold"
            )
        if watched(world, game, players) == watched_after:
            assert events_json(world_events, NO_SEAT) == events_json(events, NO_SEAT), (
                "a watcher is told something its view does not hold"
            )


@pytest.mark.parametrize("game", GAMES)
def test_every_step_full_contract(game: str) -> None:
    """clone, to_json/from_json, replay (ALL-1), illegal actions (ALL-3), views (ALL-4)."""
    rules = rules_for(game)
    counts = player_counts(game)
    for i in range(FULL_GAMES):
        players = counts[i % len(counts)]
        seed = 10_000 + i
        actions, all_events, pool = [], [], []
        mid_copy, mid_index = None, None
        state = rules.new_game(players, seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            seat = state.current_player
            action = rng.choice(state.legal_actions())
            text = state.to_json()
            # clone is equal and independent
            twin = state.clone()
            assert twin.to_json() == text
            twin.apply(action)
            assert state.to_json() == text
            # the replay of the actions so far is this state, and plays on identically
            loaded = state.clone()
            if step == 5:
                mid_copy, mid_index = rules.replay(players, seed, None, actions), len(actions)
                assert mid_copy.to_json() == text
            _check_illegal(state, action, pool, seat)
            if step % 3 == 0:
                _check_views(state, game, step)
            # actions survive their JSON form
            assert rules.action_from_json(json.loads(json.dumps(action.to_json()))) == action
            before = state.clone()
            pool.extend(state.legal_actions())
            events = state.apply(action, seat=seat)
            loaded_events = loaded.apply(action)
            assert [e.to_json() for e in loaded_events] == [e.to_json() for e in events]
            assert loaded.to_json() == state.to_json()
            if step % 3 == 0:
                _check_event_secrecy(before, action, events, state, game, step)
            actions.append(action)
            all_events.append([e.to_json() for e in events])
            step += 1
        final = state
        assert final.is_over
        # ALL-1: the same players, seed, options and actions give the same states and result
        replayed = rules.replay(players, seed, None, actions)
        assert replayed.to_json() == final.to_json()
        assert replayed.result() == final.result()
        replayed_json = rules.replay(players, seed, None, [a.to_json() for a in actions])
        assert replayed_json.to_json() == final.to_json()
        again = rules.new_game(players, seed)
        assert [[e.to_json() for e in again.apply(a)] for a in actions] == all_events
        if mid_copy is not None:
            for a in actions[mid_index:]:
                mid_copy.apply(a)
            assert mid_copy.to_json() == final.to_json()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["type", "card", "kind", "value", "row", "slot"]), inner)
    ),
    max_leaves=12,
)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=150, deadline=None)
@given(
    data=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c, max_size=4),
        max_leaves=12,
    )
)
def test_malformed_action_json_is_refused_cleanly(game: str, data) -> None:
    """Any JSON offered as an action is either a valid action or IllegalAction (ALL-3)."""
    rules = rules_for(game)
    state = rules.new_game(rules.min_players, seed=5)
    before = state.to_json()
    try:
        action = rules.action_from_json(data)
    except IllegalAction:
        return
    try:
        state.apply(action)
    except IllegalAction:
        assert state.to_json() == before


# -- the engine's entry points refuse what is not theirs (ValueError, naming what was wrong) --

NOT_SEATS = [-1, True, False, 1.0, "0", None, 99]


def _dealt(game: str):
    rules = rules_for(game)
    return rules, rules.new_game(rules.min_players, 5)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", NOT_SEATS, ids=repr)
def test_view_refuses_what_is_not_a_seat(game: str, seat) -> None:
    """``view(-1)`` or ``view(True)`` must not hand out a real seat's hidden cards."""
    _, state = _dealt(game)
    with pytest.raises(ValueError, match="seat"):
        state.view(seat)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", NOT_SEATS, ids=repr)
def test_sample_refuses_a_view_of_no_seat(game: str, seat) -> None:
    rules, state = _dealt(game)
    view = dict(state.view(0), seat=seat)
    with pytest.raises(ValueError, match="seat"):
        rules.sample(view, random.Random(1))


@pytest.mark.parametrize("game", GAMES)
def test_sample_checks_the_game_and_the_player_count(game: str) -> None:
    rules, state = _dealt(game)
    view = state.view(0)
    rules.sample(view, random.Random(1))  # the view as given is fine
    with pytest.raises(ValueError, match="game"):
        rules.sample(dict(view, game="chess"), random.Random(1))
    for players in (rules.max_players + 1, 1, 0, True, "2"):
        with pytest.raises(ValueError, match="play"):
            rules.sample(dict(view, players=players), random.Random(1))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "arg, value",
    [
        ("players", "2"),
        ("players", 2.0),
        ("players", True),
        ("players", None),
        ("players", 99),
        ("seed", "7"),
        ("seed", 1.5),
        ("seed", None),
        ("seed", True),
        ("seed", -1),
        ("seed", 1 << 64),
        ("options", [1]),
        ("options", "fast"),
        ("options", 3),
    ],
    ids=repr,
)
def test_new_game_refuses_bad_arguments_naming_them(game: str, arg: str, value) -> None:
    rules = rules_for(game)
    args = {"players": rules.min_players, "seed": 3, "options": None, arg: value}
    with pytest.raises(ValueError, match=arg.rstrip("s")) as caught:
        rules.new_game(args["players"], args["seed"], args["options"])
    assert type(caught.value) is not TypeError


@pytest.mark.parametrize("game", GAMES)
def test_an_action_with_a_key_it_should_not_have_is_refused(game: str) -> None:
    """ALL-3: an action's JSON is exactly its type and fields; one key more (or less) is
    refused, never ignored, in every game alike (``BaseRules.check_action_keys``)."""
    rules = rules_for(game)
    rng = random.Random(7)
    state = rules.new_game(rules.min_players, seed=7)
    seen: set[str] = set()
    for _ in range(400):
        if state.is_over:
            break
        legal = state.legal_actions()
        for action in legal:
            data = action.to_json()
            if data["type"] in seen:
                continue
            seen.add(data["type"])
            assert rules.action_from_json(dict(data)) == action
            for extra in ("extra", "seat", "slot", "card", "row"):
                if extra not in data:
                    with pytest.raises(IllegalAction, match="exactly the keys"):
                        rules.action_from_json({**data, extra: 1})
            for key in set(data) - {"type"}:
                with pytest.raises(IllegalAction):
                    rules.action_from_json({k: v for k, v in data.items() if k != key})
        state.apply(rng.choice(legal))
    assert len(seen) >= 2
