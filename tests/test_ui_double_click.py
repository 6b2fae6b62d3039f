"""One press, one action, at every animation speed.

A double-click is two raw presses about 80 ms apart (``testing.press_at``, which does not wait
for the press guard as ``testing.click`` does): the second one must not act again, nor land on
what the first one opened.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.games.gloschli.rules import Call, Draw, EndTurn, StartPeek  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402

GAP = 5  # frames between the two presses of a double-click (~83 ms)


def make_app(speed: float = 0.0) -> App:
    return T.new_app(speed=speed, hints=False)


def start(app: App, game: str, kinds: tuple[str, ...]):
    names = ["Anna", "Ben", "Carla"]
    T.run(app, 2)
    seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
    navigator.start_game(app, spec(game), seats, {"start_player": 0})
    T.run(app, 2)
    return app.top


def double_click(app: App, pos: tuple[int, int]) -> None:
    T.press_at(app, pos)
    T.run(app, GAP)
    T.press_at(app, pos)


def settled_turn(app: App, table) -> None:
    assert T.run_until(app, lambda: table.my_turn() and not table.timeline.busy, 4000)
    T.run(app, 20)


def test_double_click_on_rest_at_skip_speed_rests_once() -> None:
    # VG-10: one Rest per press, even when the bot's reply is instant (Animations: Skip).
    for speed in (0.0, 1.0):
        app = make_app(speed)
        table = start(app, "via_gladiola", ("human", "random"))
        settled_turn(app, table)
        rest = T.find(app, "rest")
        n = len(table.match.session.actions)
        double_click(app, rest.rect.center)
        T.run(app, 90)
        assert T.run_until(app, table.my_turn, 4000)
        since = table.match.session.history[n - table.match.session.undo_floor :]
        mine = [h for h in since if h[0] == 0]
        assert table.match.session.actions[n] == {"type": "rest"}
        assert len(mine) == 1, table.match.session.actions[n:]


def _to_gloschli_phase(app: App, table, want) -> None:
    """Play by the engine (both seats) until the person may do ``want`` on their turn."""
    rng = random.Random(7)
    for _ in range(20000):
        if table.memo_hold:
            table.choice.hide_held()
        if table.my_turn():
            legal = table.match.session.state.legal_actions()
            if any(isinstance(a, want) for a in legal):
                return
            quiet = [a for a in legal if not isinstance(a, Call)]
            ends = [a for a in quiet if isinstance(a, (EndTurn, StartPeek))]
            table.perform(ends[0] if ends else rng.choice(quiet))
        T.run(app, 1)
    raise AssertionError("never reached the wanted moment")


def test_double_click_on_gloschli_leaves_the_question_open() -> None:
    # GL-22: calling needs the confirmation; its Yes is not under the GLOSCHLI! button.
    app = make_app()
    table = start(app, "gloschli", ("human", "easy"))
    _to_gloschli_phase(app, table, Call)
    settled_turn(app, table)
    call = T.find(app, "gl.call")
    assert call is not None and call.enabled
    n = len(table.match.session.actions)
    double_click(app, call.rect.center)
    T.run(app, 30)
    assert table.choice.confirm, "the question is still open"
    assert len(table.match.session.actions) == n
    yes = T.find(app, "gl.call_yes")
    assert yes is not None and not yes.rect.collidepoint(call.rect.center)
    T.click(app, "gl.call_yes")
    assert table.match.session.actions[n] == {"type": "call"}


def test_double_click_on_draw_does_not_play_the_drawn_card() -> None:
    # GL-19: after a draw the person chooses (power, swap or discard); a second press of the
    # double-click must not make that choice for them.
    app = make_app()
    table = start(app, "gloschli", ("human", "easy"))
    _to_gloschli_phase(app, table, Draw)
    settled_turn(app, table)
    draw = T.find(app, "gl.draw")
    n = len(table.match.session.actions)
    double_click(app, draw.rect.center)
    T.run(app, 30)
    assert table.match.session.actions[n:] == [{"type": "draw"}]
    assert table.match.session.state.view(0)["phase"] == "drawn"


def _to_power_choice(app: App, table) -> None:
    """Play until the person has drawn a card whose power has targets to pick (GL-2..GL-13)."""
    rng = random.Random(11)
    for _ in range(400):
        _to_gloschli_phase(app, table, Draw)
        table.perform(Draw())
        T.run(app, 2)
        power = [
            a for a in table.match.session.state.legal_actions() if getattr(a, "use_power", False)
        ]
        if power:
            preview = table.match.session.state.clone()
            preview.apply(power[0])
            if preview.current_player == 0 and preview.view(0)["phase"] == "power":
                return
        table.perform(rng.choice(table.match.session.state.legal_actions()))
    raise AssertionError("no power with a target came")


def test_a_power_can_be_cancelled_back_to_the_choice() -> None:
    # GL-19: the drawn card is discarded with its power; until its first target is picked
    # nothing is done, so the person may go back and swap or discard instead.
    app = make_app()
    table = start(app, "gloschli", ("human", "easy"))
    _to_power_choice(app, table)
    settled_turn(app, table)
    n = len(table.match.session.actions)
    before = table.match.session.state.to_json()
    T.click(app, "gl.power")
    assert table.choice.power_preview is not None
    assert len(table.match.session.actions) == n and table.match.session.state.to_json() == before
    assert table.choice.targets(), "the power's targets are lit"
    T.click(app, "gl.power_cancel")
    assert (
        table.choice.power_preview is None and table.match.session.state.view(0)["phase"] == "drawn"
    )
    assert T.find(app, "gl.power") is not None and T.find(app, "gl.discard") is not None
    T.click(app, "gl.power")
    (seat, slot), action = next(iter(table.choice.targets().items()))
    w = T.find(app, f"seatpick.{seat}") if type(action).__name__ == "PickSeat" else None
    w = w or next(x for x in T.widgets(app) if getattr(x, "seat", None) == seat
                  and getattr(x, "slot", None) == slot)  # fmt: skip
    T.click_at(app, w.rect.center)
    assert table.match.session.actions[n]["type"] == "discard"
    assert table.match.session.actions[n]["use_power"] is True
    assert len(table.match.session.actions) == n + 2
    assert T.find(app, "gl.power_cancel") is None  # committed: no way back now


def test_no_stale_wait_for_your_turn_once_the_turn_is_back() -> None:
    # VG-10: a second click on Rest lands while the bot is to move ("Wait for your turn: it
    # is Ben's move"); once the turn is back that line is gone from the status.
    from game.i18n import t

    app = make_app(1.0)
    table = start(app, "via_gladiola", ("human", "random"))
    settled_turn(app, table)
    T.click(app, "rest")
    T.run(app, 1)
    table.human_act(table.match.session.state.legal_actions()[0])  # the late second press
    assert table.hint_left > 0 and table.hint in (
        t("hint.wait_turn", name="Ben"),
        t("hint.wait_animation"),
    )
    assert T.run_until(app, table.my_turn, 4000)
    T.run(app, 1)
    wait = (t("hint.wait_turn", name="Ben"), t("hint.wait_animation"))
    assert table.status_text()[0] not in wait


def test_gl19_discard_it_keeps_its_place_whatever_card_is_drawn() -> None:
    # GL-19: after a draw the choices keep their places: "Discard it" is in one spot for a
    # creature and for a power card (where the Draw button was), the power below it.
    app = make_app()
    table = start(app, "gloschli", ("human", "easy"))
    rng = random.Random(5)
    places: dict[bool, set] = {True: set(), False: set()}
    draw_at = None
    for _ in range(60):
        _to_gloschli_phase(app, table, Draw)
        settled_turn(app, table)
        draw_at = T.find(app, "gl.draw").rect.center
        table.perform(Draw())
        T.run(app, 30)
        power = T.find(app, "gl.power") is not None
        places[power].add(tuple(T.find(app, "gl.discard").rect))
        if power:
            assert T.find(app, "gl.power").rect.top > T.find(app, "gl.discard").rect.bottom
        assert T.find(app, "gl.discard").rect.collidepoint(draw_at)
        if places[True] and places[False]:
            break
        table.perform(rng.choice(table.match.session.state.legal_actions()))
    assert places[True] and places[False]
    assert len(places[True] | places[False]) == 1
