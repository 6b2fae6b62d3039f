"""Measuring and tuning the bots (game/dev/sprt.py, match.py, tune.py, game/ai/tuned.py)."""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from pathlib import Path

import pytest

from game.ai import decide
from game.ai.tuned import load_levels, overlay
from game.core.catalog import rules_for
from game.dev.match import Spec, parse_spec, run_match, seatings
from game.dev.sprt import H0, H1, Sprt, llr_of

# -- SPRT ------------------------------------------------------------------------------------


def test_sprt_bounds_are_walds() -> None:
    test = Sprt(0.5, 0.6, 0.05, 0.05)
    assert test.upper == pytest.approx(math.log(0.95 / 0.05))  # 2.944
    assert test.lower == pytest.approx(math.log(0.05 / 0.95))  # -2.944
    assert test.upper == pytest.approx(2.9444, abs=1e-4)


def test_sprt_llr_of_known_counts() -> None:
    # 60 wins and 40 losses between H0 50% and H1 60%: 60 ln 1.2 + 40 ln 0.8
    assert llr_of(60, 40, 0.5, 0.6) == pytest.approx(60 * 0.18232156 + 40 * -0.22314355)
    assert llr_of(60, 40, 0.5, 0.6) == pytest.approx(2.0136, abs=1e-4)
    test = Sprt(0.5, 0.6)
    for k in range(100):
        test.add(1.0 if k < 60 else 0.0)
    assert test.llr == pytest.approx(llr_of(60, 40, 0.5, 0.6))
    assert test.verdict() is None  # 2.01 < 2.94: not yet clear


def test_sprt_a_draw_counts_half_a_win() -> None:
    test = Sprt(0.5, 0.6)
    test.add(0.5)
    assert test.llr == pytest.approx(0.5 * math.log(1.2) + 0.5 * math.log(0.8))


def test_sprt_all_wins_accept_h1_and_all_losses_h0() -> None:
    wins = Sprt(0.5, 0.6)
    n = 0
    while wins.verdict() is None:
        wins.add(1.0)
        n += 1
    assert wins.verdict() == H1
    assert n == math.ceil(math.log(19) / math.log(1.2))  # 17 wins in a row
    losses = Sprt(0.5, 0.6)
    while losses.verdict() is None:
        losses.add(0.0)
    assert losses.verdict() == H0
    assert losses.games == math.ceil(math.log(19) / -math.log(0.8))  # 14 losses


def test_sprt_errors_stay_near_alpha_and_beta() -> None:
    """Simulated streams: at the true H0 it rarely accepts H1, at H1 rarely H0."""
    rng = random.Random(3)

    def run(p: float) -> str:
        test = Sprt(0.5, 0.65)
        while test.verdict() is None:
            test.add(1.0 if rng.random() < p else 0.0)
        return test.verdict()

    at_h0 = Counter(run(0.5) for _ in range(300))
    at_h1 = Counter(run(0.65) for _ in range(300))
    assert at_h0[H1] / 300 < 0.1
    assert at_h1[H0] / 300 < 0.1


def test_sprt_rejects_bad_hypotheses() -> None:
    with pytest.raises(ValueError):
        Sprt(0.6, 0.5)
    with pytest.raises(ValueError):
        Sprt(0.5, 0.6, alpha=0.7)


# -- duplicate deals -------------------------------------------------------------------------


def test_every_deal_is_played_from_every_seat() -> None:
    games = list(seatings(4, 5, seed=10))
    assert len(games) == 20
    for deal in range(10, 15):
        assert sorted(seat for d, seat in games if d == deal) == [0, 1, 2, 3]
    # deal by deal: the SPRT can stop between whole deals
    assert [d for d, _ in games] == sorted(d for d, _ in games)


def test_a_match_plays_whole_deals_with_a_in_each_seat() -> None:
    result = run_match("gloschli", 2, Spec("medium"), Spec("easy"), 6, seed=3)
    assert result.games == 6
    assert len(result.margins) == 3  # one margin per deal


def test_a_mirror_match_has_no_margin() -> None:
    """The same bot on both sides of a duplicate deal: each deal's margins cancel exactly."""
    result = run_match("via_gladiola", 2, Spec("medium"), Spec("medium"), 8, seed=5)
    assert result.games == 8
    assert all(m == pytest.approx(0.0) for m in result.margins)
    assert result.wins == pytest.approx(4.0)


def test_the_sprt_stops_a_lopsided_match_early() -> None:
    result = run_match(
        "via_gladiola", 2, Spec("medium"), Spec("random"), 400, seed=1, sprt=Sprt(0.5, 0.6)
    )
    assert result.verdict == H1
    assert result.games < 100
    assert result.games % 2 == 0


def test_bot_specs() -> None:
    assert parse_spec("hard:iterations=100,consts=default") == Spec("hard", 100, "default")
    assert parse_spec("ref") == Spec("ref")
    for bad in ("expert", "hard:iterations=0", "hard:speed=3", "hard:iterations"):
        with pytest.raises(ValueError):
            parse_spec(bad)


# -- tuned constants -------------------------------------------------------------------------


def test_overlay_takes_only_known_finite_numbers() -> None:
    got = overlay({"a": 1.0, "b": 2.0}, {"a": 5, "b": "x", "c": 3.0, "d": float("nan")})
    assert got == {"a": 5.0, "b": 2.0}
    assert overlay({"a": 1.0}, {"a": True}) == {"a": 1.0}
    assert overlay({"a": 1.0}, ["a"]) == {"a": 1.0}


@pytest.mark.parametrize("text", [None, "", "{not json", "[1, 2]", '{"levels": 3}', "\udcff"])
def test_a_missing_or_corrupt_file_gives_the_defaults(tmp_path: Path, text: str | None) -> None:
    path = tmp_path / "tuned.json"
    if text is not None:
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
    defaults = {"hard": {"k": 6.0}}
    assert load_levels(path, defaults) == defaults


def test_a_file_overrides_one_level(tmp_path: Path) -> None:
    path = tmp_path / "tuned.json"
    path.write_text(json.dumps({"levels": {"hard": {"k": 4.5}}, "made": {}}), encoding="utf-8")
    got = load_levels(path, {"hard": {"k": 6.0, "j": 1.0}, "medium": {"m": 2.0}})
    assert got == {"hard": {"k": 4.5, "j": 1.0}, "medium": {"m": 2.0}}


@pytest.mark.parametrize("game", ["gloschli", "via_gladiola"])
def test_bots_play_with_a_corrupt_constants_file(game: str, tmp_path: Path) -> None:
    import importlib

    bad = tmp_path / "tuned.json"
    bad.write_text('{"levels": {"hard": {"knowledge": "lots", "shed": null}}', encoding="utf-8")
    module = importlib.import_module(f"game.games.{game}.bots")
    assert module.constants(str(bad)) == module.constants("default")
    state = rules_for(game).new_game(2, 4)
    for level in ("medium", "hard"):
        bot = module.make(level, 1, None, consts=str(bad))
        legal = state.legal_actions()
        assert decide(bot, state.view(state.current_player), legal) in legal


def test_the_shipped_files_are_read(tmp_path: Path) -> None:
    from game.games.gloschli import bots as gl
    from game.games.via_gladiola import bots as vg

    for module in (gl, vg):
        shipped = json.loads(module.TUNED_FILE.read_text(encoding="utf-8"))["levels"]
        consts = module.constants()
        for level, values in shipped.items():
            for name, value in values.items():
                assert consts[level][name] == pytest.approx(value)


def test_tuning_is_repeatable_from_its_seed() -> None:
    pytest.importorskip("cma")
    from game.dev.tune import problems_of, tune

    problem = problems_of("via_gladiola")["hard"]()
    first = tune(problem, seed=4, generations=2, popsize=4, deals=2)
    again = tune(problem, seed=4, generations=2, popsize=4, deals=2)
    assert first["values"] == again["values"]
    assert [row["mean"] for row in first["curve"]] == [row["mean"] for row in again["curve"]]
    assert len(first["curve"]) == 2
    for p in problem.params:
        assert p.low <= first["values"][p.name] <= p.high


def test_writing_one_level_keeps_the_others(tmp_path: Path) -> None:
    from game.dev.tune import write_tuned

    path = tmp_path / "tuned.json"
    write_tuned(path, "hard", {"k": 1.0}, {"command": "a"})
    write_tuned(path, "medium", {"m": 2.0}, {"command": "b"})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["levels"] == {"hard": {"k": 1.0}, "medium": {"m": 2.0}}
    assert data["made"] == {"hard": {"command": "a"}, "medium": {"command": "b"}}
    path.write_text("{broken", encoding="utf-8")
    write_tuned(path, "hard", {"k": 3.0}, {})
    assert json.loads(path.read_text(encoding="utf-8"))["levels"] == {"hard": {"k": 3.0}}


def test_the_gloschli_cheat_plays_legal_moves() -> None:
    from game.dev.tune import play
    from game.games.gloschli import bots
    from game.games.gloschli.tuning import cheat as gloschli_cheat

    cheat = gloschli_cheat(bots.DEFAULTS["hard"])
    scores = play("gloschli", 2, 7, [cheat, cheat], 1)
    assert len(scores) == 2 and min(scores) >= 0


def test_the_via_gladiola_cheat_plays_legal_moves() -> None:
    from game.dev.tune import play
    from game.engine import rules_for
    from game.games.via_gladiola import bots
    from game.games.via_gladiola.tuning import cheat as vg_cheat

    cheat = vg_cheat(bots.DEFAULTS["hard"])
    scores = play("via_gladiola", 2, 7, [cheat, cheat], 1)
    assert len(scores) == 2 and min(scores) >= 0
    state = rules_for("via_gladiola").new_game(2, 11)
    legal = state.legal_actions()
    assert cheat(state, legal, random.Random(0)) in legal


def test_each_tuned_game_declares_its_problems() -> None:
    from game.dev.tune import problems_of

    assert set(problems_of("gloschli")) == {"hard", "medium"}
    assert set(problems_of("via_gladiola")) == {"hard"}
    assert problems_of("floriado") == {}
    assert problems_of("chess") == {}
    for game in ("gloschli", "via_gladiola"):
        for level, make in problems_of(game).items():
            problem = make()
            assert (problem.game, problem.level) == (game, level)
            for p in problem.params:
                assert p.low <= p.default <= p.high and p.scale > 0
