"""What ``python -m game tune`` tunes in Gloschli's bots (hard's card sense, medium's thresholds).

Each level's constants as one vector with bounds and scales, the panel it plays against and
the players it plays with on the game's state (the fast harness). Read by ``python -m game
tune`` (game/dev/tune.py); nothing here runs in a game.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.tuned import Decider, Param, Problem
from game.games.gloschli import bots
from game.games.gloschli.rules import Call


def hard_problem() -> Problem:
    def sense(style: Any, worlds: int) -> Decider:
        def decide(state: Any, legal: list[Any], rng: random.Random) -> Any:
            work = bots.sense_with_call_search(state, legal, rng, worlds, style)
            try:
                while True:
                    next(work)
            except StopIteration as done:
                return done.value

        return decide

    def candidate(values: dict[str, float]) -> Decider:
        return sense(bots.hard_style(values), 24)

    def opponent(name: str) -> Decider:
        if name == "hard":  # today's hard: the built-in constants
            return sense(bots.HARD, 24)
        style = bots.MEDIUM

        def medium(state: Any, legal: list[Any], rng: random.Random) -> Any:
            return bots.choose(state, legal, style, rng)

        return medium

    d = bots.DEFAULTS["hard"]
    params = (
        Param("knowledge", d["knowledge"], 2.0, 0.0, 15.0),
        Param("spy_value", d["spy_value"], 0.5, 0.0, 4.0),
        Param("isbar_gain", d["isbar_gain"], 1.0, 0.0, 10.0),
        Param("blind_gain", d["blind_gain"], 1.0, 0.0, 8.0),
        Param("pferd_bonus", d["pferd_bonus"], 1.0, 0.0, 8.0),
        Param("take_margin", d["take_margin"], 1.0, -4.0, 4.0),
        Param("keep_margin", d["keep_margin"], 1.0, -4.0, 4.0),
        Param("eye_factor", d["eye_factor"], 0.3, 0.0, 2.5),
        Param("glubschi_factor", d["glubschi_factor"], 0.3, 0.0, 2.5),
        Param("swap_factor", d["swap_factor"], 0.3, 0.0, 2.5),
        Param("call_edge_2", d["call_edge_2"], 2.0, -2.0, 20.0),
        Param("call_edge_4", d["call_edge_4"], 2.0, -2.0, 20.0),
    )
    return Problem(
        "gloschli",
        "hard",
        params,
        ((2, "hard"), (2, "medium"), (4, "medium")),
        candidate,
        opponent,
        cheat=cheat,
    )


def cheat(values: dict[str, float]) -> Decider:
    """A bound, never a level: hard's sense on a copy of the state in which its seat has seen
    every card on the table (its own and the others'), so its call is judged exactly too."""
    style = bots.hard_style(values)
    honest = hard_problem().candidate(values)

    def decide(state: Any, legal: list[Any], rng: random.Random) -> Any:
        seen = state.clone()
        bit = 1 << state.current
        for row in seen.know:
            for i in range(len(row)):
                row[i] |= bit
        if Call() in legal:  # the call is scored on the one real deal
            work = bots.sense_with_call_search(seen, legal, rng, 1, style)
            try:
                while True:
                    next(work)
            except StopIteration as done:
                return done.value
        action = bots.choose(seen, legal, style, rng)
        return action if action in legal else honest(state, legal, rng)

    return decide


def medium_problem() -> Problem:
    """Medium's threshold sense: the gains it asks for, and when it calls."""

    def threshold(style: Any) -> Decider:
        def decide(state: Any, legal: list[Any], rng: random.Random) -> Any:
            return bots.choose(state, legal, style, rng)

        return decide

    hard = hard_problem()

    def candidate(values: dict[str, float]) -> Decider:
        return threshold(bots.medium_style(values))

    d = bots.DEFAULTS["medium"]
    params = (
        Param("take_gain", d["take_gain"], 1.0, 0.0, 10.0),
        Param("swap_gain", d["swap_gain"], 1.0, -2.0, 8.0),
        Param("isbar_gain", d["isbar_gain"], 1.0, 0.0, 10.0),
        Param("blind_gain", d["blind_gain"], 1.0, 0.0, 8.0),
        Param("call_limit", d["call_limit"], 1.0, 0.0, 5.0),
        Param("call_margin", d["call_margin"], 1.0, -4.0, 8.0),
    )
    # The thresholds are tuned on the threshold sense; medium plays them on hard's sense with
    # a seen card worth 1 point (measured against the reference player and hard, docs/ai.md).
    return Problem(
        "gloschli",
        "medium",
        params,
        ((2, "medium"), (2, "hard")),
        candidate,
        hard.opponent,
        fixed=(("knowledge", 1.0),),
    )


PROBLEMS = {"hard": hard_problem, "medium": medium_problem}
