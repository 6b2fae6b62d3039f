"""Hostile or corrupt data never crashes Meadow and never costs a game (issue 19).

Engine part: each game's ``from_json`` and ``action_from_json`` refuse anything unsound with
``IllegalAction`` (ALL-3), and whatever they accept plays on and saves again (ALL-1, ALL-2).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import GAMES, IllegalAction, rules_for

EXAMPLES = settings(
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def play(game: str, seed: int, moves: int):
    rules = rules_for(game)
    players = 3 if rules.max_players > 2 else 2
    state = rules.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# A few valid saves per game, from the deal to late in a game (built once: fast examples).
POOL = {
    game: [play(game, seed, moves).to_json() for seed in range(3) for moves in (0, 7, 40, 150)]
    for game in GAMES
}


def paths(data) -> list[tuple]:
    """Every place inside a parsed save, as the keys/indexes that lead there."""
    out: list[tuple] = []
    stack: list[tuple] = [()]
    while stack:
        path = stack.pop()
        out.append(path)
        node = data
        for k in path:
            node = node[k]
        if isinstance(node, dict):
            stack.extend(path + (k,) for k in node)
        elif isinstance(node, list):
            stack.extend(path + (i,) for i in range(len(node)))
    return out


HOSTILE = st.one_of(
    st.sampled_from(
        [0, 1, -1, 2, 5, 13, 99, -(10**9), 2**40, 2**64, 13.0, 1.5, True, False, None, "3", ""]
    ),
    st.integers(-3, 60),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.lists(st.integers(-2, 20), max_size=5),
    st.dictionaries(st.sampled_from(["kind", "value", "face", "x"]), st.integers(-1, 50)),
    st.just([[[[[[[[[[[[]]]]]]]]]]]]),
)


def mutate(data, draw) -> object:
    spots = paths(data)
    path = spots[draw(st.integers(0, len(spots) - 1))]
    how = draw(st.sampled_from(["replace", "replace", "delete", "duplicate"]))
    if not path:
        return draw(HOSTILE)
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    if how == "replace":
        parent[last] = draw(HOSTILE)
    elif how == "delete":
        del parent[last]
    elif isinstance(parent, list):
        parent.insert(last, json.loads(json.dumps(parent[last])))
    else:
        parent[last] = [parent[last], parent[last]]
    return data


def plays_on(game: str, state, seed: int) -> None:
    """An accepted state plays 50 moves and round-trips through its save (ALL-1, ALL-2)."""
    rules = rules_for(game)
    rng = random.Random(seed)
    for i in range(50):
        if i % 10 == 0:
            text = state.to_json()
            assert rules.from_json(text).to_json() == text
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    text = state.to_json()
    assert rules.from_json(text).to_json() == text


@pytest.mark.parametrize("game", GAMES)
def test_mutated_saves_are_refused_or_play_on(game: str) -> None:
    """ALL-3: a mutated save is refused with IllegalAction, or it is sound and plays on."""
    rules = rules_for(game)

    @EXAMPLES
    @given(st.data())
    def check(data) -> None:
        base = json.loads(data.draw(st.sampled_from(POOL[game])))
        text = json.dumps(mutate(base, data.draw))
        try:
            state = rules.from_json(text)
        except IllegalAction:
            return
        plays_on(game, state, data.draw(st.integers(0, 1000)))

    check()


ACTION_VALUES = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 60),
        st.sampled_from([2**40, 13.0, 1.5, "walk", "rest", "pick", "distance", "finish"]),
        st.text(max_size=8),
    ),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


@pytest.mark.parametrize("game", GAMES)
def test_hostile_action_json_is_refused_or_legal(game: str) -> None:
    """ALL-3: any action JSON becomes an action or IllegalAction; an illegal one changes
    nothing, a legal one applies."""
    rules = rules_for(game)
    states = [rules.from_json(text) for text in POOL[game]]

    @EXAMPLES
    @given(st.data())
    def check(data) -> None:
        state = data.draw(st.sampled_from(states))
        if state.is_over:
            return
        legal = state.legal_actions()
        base = data.draw(st.sampled_from(legal)).to_json()
        kind = data.draw(st.sampled_from(["mutate", "mutate", "random"]))
        if kind == "mutate":
            raw = mutate(base, data.draw)
        else:
            raw = data.draw(st.dictionaries(st.sampled_from(sorted(base) + ["x"]), ACTION_VALUES))
        try:
            action = rules.action_from_json(raw)
        except IllegalAction:
            return
        assert rules.action_from_json(action.to_json()) == action
        before = state.to_json()
        trial = state.clone()
        try:
            trial.apply(action)
        except IllegalAction:
            assert trial.to_json() == before  # ALL-3: unchanged
            assert action not in legal
            return
        assert action in legal

    check()


# -- regressions of issue 19's findings ------------------------------------------------------


def _vg_save() -> dict:
    return json.loads(POOL["via_gladiola"][1])


@pytest.mark.parametrize("game", GAMES)
def test_deeply_nested_save_is_refused(game: str) -> None:
    """Finding 1: 2,000 '[' raised RecursionError in from_json."""
    with pytest.raises(IllegalAction):
        rules_for(game).from_json("[" * 2000 + "]" * 2000)
    data = json.loads(POOL[game][1])
    data["rng"] = json.loads("[" * 900 + "]" * 900)
    with pytest.raises(IllegalAction):
        rules_for(game).from_json(json.dumps(data))


@pytest.mark.parametrize("bad", [13.0, [5], True, "13"])
def test_vg_card_values_must_be_whole_numbers(bad) -> None:
    """Finding 2 (VG-1): a card's value 13.0 or [5] is refused, in saves and in actions."""
    rules = rules_for("via_gladiola")
    data = _vg_save()
    hand = data["hands"][data["current"]]
    card = next(c for c in hand if c["kind"] == "distance")
    action = {"type": "walk", "card": dict(card, value=bad)}
    with pytest.raises(IllegalAction):
        rules.action_from_json(action)
    card["value"] = bad
    with pytest.raises(IllegalAction):
        rules.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "field, value",
    [
        ("options", []),
        ("options", "x"),
        ("start_player", 99),
        ("actions_taken", -(10**9)),
        ("players", "3"),
        ("rng", 1.5),
        ("current", True),
        ("day", 2.0),
    ],
)
def test_vg_impossible_values_are_refused(field: str, value) -> None:
    """Findings 6 and 7: non-object options and impossible numbers (VG-7, VG-19)."""
    data = _vg_save()
    data[field] = value
    with pytest.raises(IllegalAction):
        rules_for("via_gladiola").from_json(json.dumps(data))


def test_vg_completed_day_starts_with_its_start_card() -> None:
    """Finding 7 (VG-14): a completed day whose start card is not first is refused."""
    state = play("via_gladiola", 1, 10_000)
    data = json.loads(state.to_json())
    assert data["completed_days"], "the game has completed days"
    day = data["completed_days"][0][1]
    if len(day) > 1:
        day[0], day[1] = day[1], day[0]
    else:
        day.append(day.pop(0))
        day.insert(0, {"kind": "distance", "value": 1, "blisters": 1})
    with pytest.raises(IllegalAction):
        rules_for("via_gladiola").from_json(json.dumps(data))


def test_gloschli_huge_counts_are_refused() -> None:
    """Finding 8: counts of 2**40 were accepted, then the next save was refused."""
    data = json.loads(POOL["gloschli"][1])
    data["counts"] = [data["counts"][0], 2**40]
    with pytest.raises(IllegalAction):
        rules_for("gloschli").from_json(json.dumps(data))


def test_gloschli_call_with_no_turns_left_while_peeking_is_refused() -> None:
    """Finding 8 (GL-22): a standing call with 0 turns left during the peeks is refused."""
    state = play("gloschli", 0, 0)
    data = json.loads(state.to_json())
    assert data["phase"] == 0  # peek
    data["caller"] = [1, 0]
    with pytest.raises(IllegalAction):
        rules_for("gloschli").from_json(json.dumps(data))
    data["caller"] = [1, 2]
    with pytest.raises(IllegalAction):
        rules_for("gloschli").from_json(json.dumps(data))


@pytest.mark.parametrize("game", GAMES)
def test_every_pool_save_loads(game: str) -> None:
    """The validators accept what the engine saves (else no save would survive)."""
    for text in POOL[game]:
        assert rules_for(game).from_json(text).to_json() == text
