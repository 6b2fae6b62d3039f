"""Events read back from JSON: what a room server sends is what the engine made (ALL-1).

A remote table animates and logs the events the server sends as JSON; each game's
``rules.event_from_json`` must give back the very event, for every event of random games as
every seat sees it, and refuse anything else with IllegalAction (never another exception).
"""

from __future__ import annotations

import json
import random

import pytest

from game.engine import GAMES, IllegalAction, rules_for
from tests.contract_helpers import player_counts, scramble

GAMES_PER_COUNT = 6


def _random_games(game: str):
    """(players, events of one action) for seeded random games at every player count."""
    rules = rules_for(game)
    for players in player_counts(game):
        for i in range(GAMES_PER_COUNT):
            state = rules.new_game(players, seed=1000 + i)
            rng = random.Random(i)
            while not state.is_over:
                yield players, state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_every_event_reads_back_from_its_json(game: str) -> None:
    rules = rules_for(game)
    kinds: set[str] = set()
    count = 0
    for players, events in _random_games(game):
        for event in events:
            for seat in range(players):
                seen = event.seen_by(seat)
                if seen is None:
                    continue
                wire = json.loads(json.dumps(seen.to_json()))  # as it crosses the network
                assert rules.event_from_json(wire) == seen
                kinds.add(wire["type"])
                count += 1
    assert count > 100 and len(kinds) >= 3  # the games made events of several kinds


@pytest.mark.parametrize("game", GAMES)
def test_bad_event_json_is_refused(game: str) -> None:
    rules = rules_for(game)
    samples = []
    for _, events in _random_games(game):
        samples.extend(e.to_json() for e in events)
        if len(samples) > 60:
            break
    hostile: list = [None, 3, "x", [], {}, {"type": "nope"}, {"type": 7}]
    for sample in samples:
        extra = dict(sample, spare=1)
        hostile.append(extra)
        for key in sample:
            if key == "type":
                continue
            missing = {k: v for k, v in sample.items() if k != key}
            wrong = dict(sample, **{key: {"deep": [1, 2]}})
            huge = dict(sample, **{key: 10**30})
            hostile += [missing, wrong, huge]
        # Every value "scrambled": refused, or (a text field) read as that text, nothing else.
        scrambled = json.loads(json.dumps(sample))
        scramble(scrambled)
        scrambled["type"] = sample["type"]
        try:
            assert rules.event_from_json(scrambled).to_json() == scrambled
        except IllegalAction:
            pass
    for data in hostile:
        with pytest.raises(IllegalAction):
            rules.event_from_json(data)
