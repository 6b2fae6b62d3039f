"""Via Gladiola's narration (game/games/via_gladiola/narrate.py) on real games played with the
engine, without a display: the log says what happened and keeps hidden cards hidden (VG-20),
and the results explain the winner by VG-17's order."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.engine import rules_for
from game.games.via_gladiola import narrate
from game.games.via_gladiola.cards import DAYS
from game.i18n import t

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Anna", "Ben", "Carla"]


def play(seed: int, players: int = 3, options: dict | None = None):
    """A whole game of random legal moves; returns the final state and every event."""
    rng = random.Random(seed)
    state = rules_for("via_gladiola").new_game(players, seed=seed, options=options or {})
    events: list = []
    while not state.is_over:
        events.extend(state.apply(rng.choice(state.legal_actions())))
    return state, events


@pytest.fixture(scope="module")
def game():
    return play(3)


def test_narrate_runs_without_pygame():
    code = (
        "import sys\n"
        "from game.engine import rules_for\n"
        "from game.games.via_gladiola import narrate\n"
        "s = rules_for('via_gladiola').new_game(2, seed=1)\n"
        "ev = s.apply(s.legal_actions()[0])\n"
        "print(narrate.log_entries(ev, -1, ['A', 'B']))\n"
        "assert 'pygame' not in sys.modules, 'narrate pulled in pygame'\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert "'key': 'log." in out.stdout


def test_every_event_of_a_game_is_told_once_in_order(game):
    state, events = game
    log = narrate.log_entries(events, 0, NAMES)
    keys = Counter(e["key"] for e in log)
    types = Counter(e.type for e in events)
    assert keys["log.walk"] + keys["log.finish"] == types["walked"]
    assert keys["log.finish"] == sum(1 for e in events if e.type == "walked" and e.card.value == 50)
    assert keys["log.rest"] == types["rested"]
    draws = keys["log.you_draw"] + keys["log.draws.one"] + keys["log.draws.other"]
    assert draws == types["cards_drawn"]
    assert keys["log.recycled"] == types["pile_recycled"]
    # VG-12: a Finish ends the day; days 1-3 are followed by the next day's start.
    assert keys["log.day_end"] == types["day_ended"]
    assert keys["log.day_start"] == sum(1 for e in events if e.type == "day_ended" and e.day < DAYS)
    assert log[-1]["key"] == f"log.end.{state.end_reason}"
    assert all(e["gap"] for e in log if e["key"] == "log.day_end")


def test_log_lines_name_the_seat_and_translate(game):
    _, events = game
    for entry in narrate.log_entries(events, 0, NAMES):
        if "seat" in entry:
            assert entry["args"]["name"] == NAMES[entry["seat"]]
        # Cards in the arguments are written as the log panel writes them (game/ui/log.py).
        args = {
            k: ", ".join(map(narrate.card_label, v)) if isinstance(v, list) else v
            for k, v in entry["args"].items()
        }
        text = t(entry["key"], **args)
        assert text != entry["key"] and "{" not in text, entry


def test_log_entries_survive_the_save_format(game):
    _, events = game
    log = narrate.log_entries(events, 1, NAMES)
    assert json.loads(json.dumps(log)) == log


def test_vg20_drawn_cards_are_seen_only_by_the_drawer(game):
    _, events = game
    public = narrate.log_entries(events, -1, NAMES)
    assert not [e for e in public if e["key"] == "log.you_draw"]
    for watcher in range(3):
        mine = [e for e in narrate.log_entries(events, watcher, NAMES) if "cards" in e["args"]]
        assert mine and all(e["seat"] == watcher for e in mine)
    # The public log counts the same draws, without faces.
    drawn = sum(e["args"]["n"] for e in public if e["key"].startswith("log.draws."))
    assert drawn == sum(e.count for e in events if e.type == "cards_drawn")


def test_walk_lines_carry_the_step_and_its_draws(game):
    _, events = game
    walks = [e for e in events if e.type == "walked"]
    lines = [
        e for e in narrate.log_entries(events, -1, NAMES) if e["key"] in ("log.walk", "log.finish")
    ]
    for ev, line in zip(walks, lines, strict=True):
        assert line["args"]["km"] == ev.card.value
        assert (line["args"]["diff"], line["args"]["draws"]) == (ev.difference, ev.draws)


def test_card_labels():
    assert narrate.card_label({"kind": "distance", "value": 27, "blisters": 3}) == "27 km"
    assert narrate.card_label({"kind": "finish", "value": 50, "blisters": 1}) == "Finish"
    assert narrate.card_label({"kind": "gladiola", "value": None, "blisters": 4}) == "Gladiola"
    assert narrate.card_label({"kind": "start", "value": 0, "blisters": 0}) == "Start"


@pytest.mark.parametrize("seed", range(4, 12))
def test_vg17_explanation_of_real_games(seed):
    state, _ = play(seed)
    result = state.result()
    sizes = tuple(len(h) for h in state.hands)
    lines = narrate.explain(NAMES, result.scores, sizes, result.winners)
    best = min(result.scores)
    tied = [i for i, s in enumerate(result.scores) if s == best]
    winners = " & ".join(NAMES[i] for i in result.winners)
    if len(tied) == 1:
        assert lines == [t("results.why.blisters", name=winners, n=best)]
    elif len(result.winners) == 1:
        assert lines[1] == t("results.why.cards", name=winners, n=sizes[result.winners[0]])
    else:
        assert lines[1] == t("results.why.shared", names=winners)
    assert winners in " ".join(lines)


def test_vg17_explanation_of_each_case():
    assert narrate.explain(NAMES, (3, 5, 7), (4, 2, 1), (0,)) == [
        "Anna wins with the fewest blisters (3)."
    ]
    tie = narrate.explain(NAMES, (4, 4, 9), (3, 5, 1), (0,))
    assert tie == [
        "Anna & Ben tie with 4 blisters each.",
        "Tie-break: Anna has the fewest cards in hand (3) and wins.",
    ]
    shared = narrate.explain(NAMES, (4, 4, 9), (3, 3, 1), (0, 1))
    assert shared[1] == "Tie-break: same number of cards too, so Anna & Ben share the victory."
