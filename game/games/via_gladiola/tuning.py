"""What ``python -m game tune`` tunes in Via Gladiola's bots (the blister sense of hard's rollouts).

Each level's constants as one vector with bounds and scales, the panel it plays against and
the players it plays with on the game's state (the fast harness). Read by ``python -m game
tune`` (game/dev/tune.py); nothing here runs in a game.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.tuned import Decider, Param, Problem
from game.games.via_gladiola import bots
from game.games.via_gladiola.view import View


def hard_problem() -> Problem:
    def sense(w: Any) -> Decider:
        def decide(state: Any, legal: list[Any], rng: random.Random) -> Any:
            return bots.sense_move(state.typed_view(state.current_player), legal, w)

        return decide

    def candidate(values: dict[str, float]) -> Decider:
        return sense(bots.weights(values))

    def opponent(name: str) -> Decider:
        return sense(bots.BUILT_IN)  # today's medium

    d = bots.DEFAULTS["hard"]
    params = (
        Param("shed", d["shed"], 0.2, 0.2, 2.0),
        Param("draw", d["draw"], 0.2, 0.2, 2.0),
        Param("step_cost", d["step_cost"], 0.03, -0.1, 0.3),
        Param("end_bonus", d["end_bonus"], 3.0, 0.0, 30.0),
        Param("finish_margin", d["finish_margin"], 1.0, -6.0, 6.0),
        Param("new_day", d["new_day"], 0.5, -3.0, 3.0),
        Param("lay_bonus", d["lay_bonus"], 0.5, -3.0, 3.0),
        Param("rest", d["rest"], 0.2, 0.2, 2.5),
        Param("others", d["others"], 0.15, 0.3, 1.7),
    )
    return Problem(
        "via_gladiola",
        "hard",
        params,
        ((2, "medium"), (4, "medium")),
        candidate,
        opponent,
        cheat=cheat,
    )


def cheat(values: dict[str, float]) -> Decider:
    """A bound, never a level: the same one-move sense, told the blisters of the next cards
    it would draw (the draw pile's real top) and of every other hand instead of estimating
    them."""
    w = bots.weights(values)

    def decide(state: Any, legal: list[Any], rng: random.Random) -> Any:
        view: View = state.typed_view(state.current_player)
        seat, hand, top = view.seat, view.hand, view.top
        ahead = state.draw_pile[-3:]  # the pile's top is its end
        mean = sum(c.blisters for c in ahead) / len(ahead) if ahead else bots.unseen_mean(view)
        others = [
            sum(c.blisters for c in state.hands[p]) * w.others
            for p in range(state.players)
            if p != seat
        ]
        gains = [bots.action_gain(a, hand, top, view.day, mean, others, w) for a in legal]
        return legal[gains.index(max(gains))]

    return decide


PROBLEMS = {"hard": hard_problem}
