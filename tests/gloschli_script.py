"""A scripted two-person Gloschli game for tests and screenshots, driven through the headless
driver (game/ui/testing.py)."""

from __future__ import annotations

from typing import Any

from game.ui.testing import click, run


def gloschli_to_called_pass(app: Any, table, seed: int = 3) -> None:
    """A scripted two-person Gloschli game (tests, screenshots): seat 0 calls GLOSCHLI as soon
    as it may, both otherwise end their turns quickly; stops at the pass screen that hands the
    device to seat 1 after the call (GL-22: the last turn)."""
    import random

    from game.games.gloschli.rules import Call, EndTurn, StartPeek

    rng = random.Random(seed)
    for _ in range(20000):
        top = app.top
        if top.name == "pass":
            if top.seat == 1 and table.match.view(1)["caller"] == 0:
                break
            click(app, "pass.ready")
            continue
        if table.memo_hold:
            table.choice.hide_held()
        if top is table and table.my_turn():
            legal = table.match.legal_actions()
            if table.match.current_player == 0 and any(isinstance(a, Call) for a in legal):
                table.perform(Call())
            else:
                quiet = [a for a in legal if not isinstance(a, Call)]
                ends = [a for a in quiet if isinstance(a, (EndTurn, StartPeek))]
                table.perform(ends[0] if ends else rng.choice(quiet))
        run(app, 1)
