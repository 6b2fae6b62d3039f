"""Floriado's narration without a display: engine events -> log entries, results explained.

Real games are played with the engine (random legal actions, fixed seeds) and narrated with
game/games/floriado/narrate.py, which must not need pygame (the log is part of the save).
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from game.games.floriado import narrate
from game.games.floriado.rules import RULES
from game.i18n import LANGUAGES, set_language, t

NAMES = ["Ada", "Bo"]


def play(seed: int) -> tuple[object, list[tuple[int, object, list]]]:
    """A whole game of random legal actions: the final state and (seat, action, events)."""
    state = RULES.new_game(2, seed=seed)
    rng = random.Random(seed)
    turns = []
    while not state.is_over:
        seat = state.current_player
        action = rng.choice(state.legal_actions())
        turns.append((seat, action, state.apply(action)))
    return state, turns


def render(entry: dict) -> str:
    """An entry as the log panel shows it (game/ui/log.render_entry, without pygame)."""
    args = {
        k: narrate.card_label(v) if isinstance(v, dict) else v
        for k, v in entry.get("args", {}).items()
    }
    return t(entry["key"], **args)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_action_is_one_log_entry_saying_what_happened(seed):
    """FL-4..FL-6: a first pick, then moves that take the card or leave it (one line each)."""
    state, turns = play(seed)
    for seat, _action, events in turns:
        entries = narrate.log_entries(events, -1, NAMES)
        acts = [e for e in entries if e["key"] in ("fl.log.picked", "fl.log.took", "fl.log.left")]
        assert len(acts) == 1, entries
        entry = acts[0]
        assert entry["seat"] == seat and entry["args"]["name"] == NAMES[seat]
        by_type = {ev.type: ev for ev in events}
        if "picked" in by_type:
            assert entry["key"] == "fl.log.picked"
            assert entry["args"]["card"] == by_type["picked"].card.to_json()
        else:
            moved = by_type["moved"]
            steps = abs(moved.row - moved.from_row) + abs(moved.col - moved.from_col)
            assert entry["args"]["steps"] == {"kind": "steps", "n": steps}
            assert entry["args"]["dir"] == {"kind": "dir", "dir": moved.facing}
            if "card_taken" in by_type:
                taken = by_type["card_taken"]
                assert entry["key"] == "fl.log.took"
                assert entry["args"]["card"] == taken.card.to_json()
                assert entry["args"]["n"] == taken.pile_size
            else:
                assert entry["key"] == "fl.log.left"
                assert entry["args"]["card"] == by_type["card_left"].card.to_json()
        outs = [e["seat"] for e in entries if e["key"] == "fl.log.out"]
        assert outs == [ev.seat for ev in events if ev.type == "player_out"]  # FL-8
    last = narrate.log_entries(turns[-1][2], -1, NAMES)
    assert last[-1] == {"key": f"fl.log.end.{state.end_reason}", "args": {}, "gap": True}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_game_log_reads_in_every_language(lang):
    set_language(lang)
    _state, turns = play(4)
    log = [narrate.start_entry(NAMES[0])]
    for _seat, _action, events in turns:
        log.extend(narrate.log_entries(events, 0, NAMES))
    for entry in log:
        text = render(entry)
        assert text and text != entry["key"] and "{" not in text and "?" not in text, text


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "faces up"), ("de", "nach oben"), ("fr", "vers le haut")]
)
def test_the_first_pick_says_the_facing_in_the_players_language(lang, words):
    """FL-4: the first pick's facing reads as a direction word, not the engine's "up"."""
    set_language(lang)
    state = RULES.new_game(2, seed=2)
    pick = next(a for a in state.legal_actions() if a.facing == "up")
    (entry,) = narrate.log_entries(state.apply(pick), -1, NAMES)
    assert entry["args"]["dir"] == {"kind": "dir", "dir": "up"}
    assert words in render(entry)


def test_a_damaged_log_argument_reads_as_a_question_mark():
    """Bad input never crashes: a save's log may hold anything."""
    for bad in ({}, {"kind": "dir"}, {"kind": "steps", "n": "x"}, {"kind": 2}, "up", None):
        assert narrate.card_label(bad) == "?"
    assert narrate.card_label({"kind": 2, "flowers": 5}) == narrate.card_text(
        {"kind": 2, "flowers": 5}
    )


@pytest.mark.parametrize("seed", [1, 5, 8])
def test_the_results_explanation_names_the_engines_winners(seed):
    """FL-10: the first line names who won and with what revenue."""
    state, _turns = play(seed)
    result = state.result()
    cards = dict(result.details)["cards"]
    lines = narrate.explain(NAMES, result.scores, cards, result.winners)
    best = max(result.scores)
    assert narrate.fmt(best) in lines[0]
    for w in result.winners:
        assert NAMES[w] in lines[-1]
    assert len(lines) == (1 if list(result.scores).count(best) == 1 else 2)


def test_narration_needs_no_pygame():
    """The save format's text comes from pure code: a fresh interpreter narrates a game
    without importing pygame."""
    code = (
        "import random, sys\n"
        "from game.games.floriado import narrate\n"
        "from game.games.floriado.rules import RULES\n"
        "s = RULES.new_game(2, seed=3); rng = random.Random(3); log = []\n"
        "while not s.is_over:\n"
        "    log += narrate.log_entries(s.apply(rng.choice(s.legal_actions())), -1, ['A', 'B'])\n"
        "r = s.result()\n"
        "narrate.explain(['A', 'B'], r.scores, dict(r.details)['cards'], r.winners)\n"
        "assert log and 'pygame' not in sys.modules, sorted(sys.modules)\n"
        "print(len(log))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 0
