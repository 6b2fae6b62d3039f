"""Gloschli's narration (game/games/gloschli/narrate.py) without a display: real games played
with the engine become log entries and results explanations, in every language."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import rules_for
from game.games.gloschli import narrate
from game.games.gloschli.cards import BEATEN_PENALTY, FACES, POINTS, POWER_NAMES
from game.games.gloschli.rules import Call, CardsSwapped, Discard
from game.games.gloschli.view import Breakdown
from game.i18n import set_language, t

RULES = rules_for("gloschli")
NAMES = ["Anna", "Ben", "Carla", "Daan"]
ROOT = Path(__file__).resolve().parents[1]


def _choice(state, rng: random.Random):
    """Random play that seldom calls and mostly uses powers: long rounds, many events."""
    legal = state.legal_actions()
    if any(isinstance(a, Call) for a in legal) and rng.random() < 0.9:
        legal = [a for a in legal if not isinstance(a, Call)] or legal
    power = [a for a in legal if isinstance(a, Discard) and a.use_power]
    if power and rng.random() < 0.8:
        return power[0]
    return rng.choice(legal)


def _play(seed: int, players: int = 4) -> tuple[list, object]:
    """Every event of one whole game (as the engine tells them), and the final state."""
    state = RULES.new_game(players, seed, {"target": 40})
    rng = random.Random(seed)
    events: list = []
    while not state.is_over:
        events.extend(state.apply(_choice(state, rng)))
    return events, state


@pytest.fixture(scope="module")
def games() -> list[tuple[list, object]]:
    return [_play(seed) for seed in range(3)]


def _render(entry: dict) -> str:
    args = {
        k: narrate.card_label(v) if isinstance(v, dict) else v
        for k, v in entry.get("args", {}).items()
    }
    return t(entry["key"], **args)


def test_narration_imports_no_pygame():
    code = (
        "import sys\n"
        "from game.games.gloschli import narrate\n"
        "from game.engine import rules_for\n"
        "s = rules_for('gloschli').new_game(3, 1, {'target': 40})\n"
        "ev = []\n"
        "while not s.is_over:\n"
        "    ev += s.apply(s.legal_actions()[0])\n"
        "assert narrate.log_entries(ev, ['A', 'B', 'C'])\n"
        "assert 'pygame' not in sys.modules, 'narrate pulled in pygame'\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_every_entry_of_real_games_reads_whole(games, lang):
    set_language(lang)
    kinds = set()
    for events, _state in games:
        for entry in narrate.log_entries(events, NAMES):
            text = _render(entry)
            kinds.add(entry["key"])
            assert text != entry["key"], f"{lang}: no text for {entry['key']}"
            assert "{" not in text, f"{lang}: {entry['key']} left a placeholder: {text}"
            assert "None" not in text
            seat = entry.get("seat")
            assert seat is None or 0 <= seat < len(NAMES)
    # the games are long enough to tell most of what can happen
    assert {"gl.log.draw", "gl.log.discard_power", "gl.log.round", "gl.log.round_end"} <= kinds
    assert "gl.log.game_end" in kinds


def test_gl33_the_log_tells_only_public_facts(games):
    """GL-33: whoever's copy of the events the table narrates, the log is the same, so no card
    one player saw privately (a peek, a drawn card) reaches it."""
    for events, _state in games:
        public = narrate.log_entries(events, NAMES)
        for seat in range(len(NAMES)):
            seen = [e.seen_by(seat) for e in events]
            assert narrate.log_entries([e for e in seen if e is not None], NAMES) == public


def test_gl34_looks_at_start_and_by_glubschi_are_not_written(games):
    """GL-34: memory is part of the game; the start peeks and Glubschi's looks leave no line,
    every other look does (without the card)."""
    for events, _state in games:
        looks = [e for e in events if e.type == "peeked" and e.reason not in ("start", "glubschi")]
        entries = narrate.log_entries(events, NAMES)
        written = [e for e in entries if e["key"] in ("gl.log.look_own", "gl.log.look_other")]
        assert len(written) == len(looks)
        assert all("card" not in e["args"] for e in written)
        assert any(e.type == "peeked" and e.reason == "start" for e in events)


def test_round_and_game_ends_say_the_engines_numbers(games):
    """GL-27, GL-31: each round's line lists every seat's round points; the last line names the
    winners of the engine's result."""
    for events, state in games:
        ends = [e for e in events if e.type == "round_ended"]
        entries = narrate.log_entries(events, NAMES)
        lines = [e for e in entries if e["key"] == "gl.log.round_end"]
        assert len(lines) == len(ends)
        for ev, line in zip(ends, lines, strict=True):
            pts = ", ".join(f"{n} {p}" for n, p in zip(NAMES, ev.breakdown["points"], strict=True))
            assert line["args"] == {"round": ev.round, "points": pts}
        final = entries[-1]
        assert final["key"] == "gl.log.game_end"
        assert final["args"]["names"] == " & ".join(NAMES[s] for s in state.result().winners)


def test_results_explain_each_round(games):
    """GL-27..GL-30: every round's breakdown is explained; the caller is named, the penalty or
    the combo is given, and each seat's calculation starts with its cards' points."""
    tones = {"raw", "pferd", "combo", "penalty"}
    for events, _state in games:
        for ev in (e for e in events if e.type == "round_ended"):
            b = Breakdown.of(ev.breakdown)
            story = narrate.explain(b, NAMES)
            assert story and all(line and "{" not in line for line in story)
            if b.caller is not None:
                assert NAMES[b.caller] in story[0]
            for seat in range(len(NAMES)):
                lines = narrate.calc_lines(b, seat)
                assert lines[0] == (t("gl.res.raw", n=b.raw[seat]), "raw")
                assert {tone for _text, tone in lines} <= tones
                assert (b.penalty[seat] > 0) == any(tone == "penalty" for _x, tone in lines)


def test_explain_names_the_beaten_callers_rivals():
    """GL-28: a caller beaten by a lower hand gets 5, and the lower seats are named."""
    b = Breakdown(
        round=1,
        start_player=0,
        caller=1,
        capped=False,
        cards=((), (), (), ()),
        raw=(3, 5, 2, 9),
        pferd=(False,) * 4,
        counted=(3, 5, 2, 9),
        penalty=(0, BEATEN_PENALTY, 0, 0),
        points=(3, 5 + BEATEN_PENALTY, 2, 9),
        combo=(),
        totals=(3, 5 + BEATEN_PENALTY, 2, 9),
    )
    assert narrate.explain(b, NAMES) == [
        t("gl.res.why.beaten", name="Ben", n=5, others="Anna & Carla", pen=BEATEN_PENALTY)
    ]


def test_card_label_survives_bad_input():
    """A damaged log entry shows "?" instead of crashing the log."""
    for card in ({}, {"face": 99}, {"face": -1}, {"face": "7"}, {"face": None}):
        assert narrate.card_label(card) == "?"
    for face in range(len(FACES)):
        label = narrate.card_label(narrate.public_card(face))
        assert label == t("gl.card_label", name=narrate.card_name(face), points=POINTS[face])
        assert str(POINTS[face]) in label and "{" not in label


LANGS = ["en", "de", "fr", "it"]


def test_swap_names_both_places():
    """GL-33: where each moved card went is public, so the log names both places."""
    set_language("en")
    ev = CardsSwapped(1, "distraction", 0, 2, 2, 3)
    (entry,) = narrate.log_entries([ev], NAMES)
    assert _render(entry) == "Ben swaps Anna's card 3 with Carla's card 4"
    ev = CardsSwapped(1, "blind_swap", 3, 0, 1, 1)
    (entry,) = narrate.log_entries([ev], NAMES)
    assert _render(entry) == "Ben swaps their card 2 with Daan's card 1"


@pytest.mark.parametrize("lang", LANGS)
def test_gl33_a_trick_names_no_places(lang):
    """GL-33 (amended): a Trick is done out of the others' sight, so its line says neither place."""
    set_language(lang)
    (entry,) = narrate.log_entries([CardsSwapped(1, "trick", 1, 0, 1, 3)], NAMES)
    text = _render(entry)
    assert "Ben" in text and not any(ch.isdigit() for ch in text), text


@pytest.mark.parametrize("lang", LANGS)
def test_gl33_every_swap_and_look_in_real_games_names_its_places(games, lang):
    """GL-33: every Distraction, Blind swap and Swap line names both seats and both places, in
    every language; a Trick (out of the others' sight) names neither of its places."""
    set_language(lang)
    seen = set()
    for events, _state in games:
        swaps = [e for e in events if e.type == "cards_swapped"]
        entries = narrate.log_entries(events, NAMES)
        lines = [e for e in entries if e["key"].startswith("gl.log.swap_")]
        lines = [e for e in lines if e["key"] != "gl.log.swap_in"]
        assert len(lines) == len(swaps)
        for ev, entry in zip(swaps, lines, strict=True):
            text = _render(entry)
            seen.add(ev.power)
            if ev.power == "trick":
                assert entry["key"] == "gl.log.swap_own"
                assert not any(ch.isdigit() for ch in text), text
                continue
            for s in (ev.seat_a, ev.seat_b):
                if s != ev.seat:
                    assert NAMES[s] in text, text
            nums = sorted(int(x) for x in re.findall(r"\d+", text))
            assert nums == sorted([ev.slot_a + 1, ev.slot_b + 1]), text
        for entry in entries:
            if entry["key"] in ("gl.log.look_own", "gl.log.look_other"):
                assert str(entry["args"]["slot"]) in _render(entry)
    assert {"distraction", "blind_swap", "swap"} <= seen


@pytest.mark.parametrize("lang", LANGS)
def test_power_names_come_from_the_engine(lang):
    """Every power the engine names has its word in every language; an unknown one (a
    hand-edited save) shows as it is."""
    set_language(lang)
    for power in POWER_NAMES[1:]:
        assert narrate.power_name(power) not in ("", f"gl.power.{power}")
    assert narrate.power_name("nonsense") == "nonsense"


@pytest.mark.parametrize("lang", LANGS)
def test_a_swap_line_from_an_older_save_still_reads(lang):
    """Older saves hold the swap line without places: it must still read as words."""
    set_language(lang)
    for key in narrate.LEGACY_KEYS:
        text = t(key, name="Ben", a="Anna", b="Carla")
        assert "{" not in text and "Anna" in text and "Carla" in text
