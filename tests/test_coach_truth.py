"""The coach never says something false about a card the person can see or knows, and every
line gives a reason from what the hard bot weighed (game/ai/coach.py, each game's
``narrate.coach_why`` and ``bots.weigh``).

Seeded games are played (mostly by the hints themselves, so that every kind of decision comes
up: Gloschli's drawn cards and powers, Floriado's moves that take nothing), and at many
positions the hint's English line is checked against the person's own view (the coach may use
nothing else) and against the rules:

- Gloschli: GL-19 (keep a drawn card for one's own), GL-20 (take the discard), GL-21 (match),
  GL-22 / GL-28 (call), GL-33 (one's own cards are known only where seen);
- Floriado: FL-5 (moves), FL-6 (take only below the pile's lowest), FL-8 (out), FL-9 (payouts);
- Via Gladiola: VG-8 (walks), VG-9 (draws by step), VG-15 (no more to draw), VG-1..3 (blisters).

Budgets are iterations (deterministic); nothing here measures time.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from game.ai import Budget, coach
from game.core.catalog import rules_for

NAMES = ["Anna", "Ben", "Carla"]
BUDGET = {
    "gloschli": Budget(seconds=None, iterations=12),
    "floriado": Budget(seconds=None, iterations=300),
    "via_gladiola": Budget(seconds=None, iterations=12),
}
PLAYERS = {"gloschli": 3, "floriado": 2, "via_gladiola": 3}


def hinted_positions(game: str, seed: int, limit: int, every: int = 2) -> Iterator[tuple]:
    """(state, seat, action, line) at every ``every``-th decision of a seeded game that
    follows the hints three times in four (random moves stir the rest)."""
    state = rules_for(game).new_game(PLAYERS[game], seed)
    rng = random.Random(seed)
    step = found = 0
    while not state.is_over and found < limit:
        seat = state.current_player
        hint = coach.hint(game, state, seat, seed + step, BUDGET[game])
        if step % every == 0:
            key, args = coach.why(game, state.view(seat), hint, NAMES)
            line = coach.line(key, args)
            assert_no_nested_brackets(line)
            yield state.clone(), seat, hint, line
            found += 1
        legal = state.legal_actions()
        state.apply(hint if rng.random() < 0.75 else legal[rng.randrange(len(legal))])
        step += 1


def assert_no_nested_brackets(line: str) -> None:
    """A card named in brackets is never in a second pair: "(Owl (5))" reads badly."""
    depth = 0
    for ch in line:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        assert depth <= 1, f"nested brackets: {line!r}"


def reason_of(line: str) -> str:
    """The part of a line after the move: its reason (the English lines put " — " between)."""
    assert " — " in line, f"no reason given: {line!r}"
    head, _, why = line.partition(" — ")
    assert why.strip(), f"an empty reason: {line!r}"
    return why


# -- Gloschli ----------------------------------------------------------------------------------


def _gl_label(card: dict) -> str:
    from game.games.gloschli.narrate import card_label

    return card_label(card)


def _gl_inner(card: dict) -> str:
    from game.games.gloschli.narrate import inner_label

    return inner_label(card)


def _gl_own_claims(line: str, view: dict) -> int:
    """Every "your card N (...)" in the line names that place's card as the person knows it:
    its name where seen, "unseen" where not (GL-33). Returns how many were checked."""
    from game.games.gloschli.cards import FACES

    row = view["slots"][view["seat"]]
    checked = 0
    for m in re.finditer(r"your (unseen )?card (\d+)( \()?", line):
        slot = int(m.group(2)) - 1
        assert 0 <= slot < len(row) and row[slot] is not None, (line, slot)
        known = row[slot]["card"]
        if m.group(1):  # "your unseen card N"
            assert known is None, f"calls a seen card unseen: {line!r}"
        elif m.group(3):
            rest = line[m.end() :]
            if known is None:
                assert rest.startswith("unseen"), f"names an unseen card: {line!r}"
            else:
                assert rest.startswith(_gl_inner(known) + ")"), (
                    f"card {slot + 1} is {FACES[known['face']].name}: {line!r}"
                )
        checked += 1
    return checked


def _gl_other_claims(line: str, view: dict) -> int:
    """A power's target on another seat ("on Ben's card 2 — ...") is named as the person
    knows it: "you know it" / "the lowest ... you know" only for a card they have seen, with
    its name; "unseen" / "you have not seen it" only for one they have not (GL-33)."""
    m = re.search(r"on (\w+)'s card (\d+) — (.*)$", line)
    if not m:
        return 0
    seat, slot, why = NAMES.index(m.group(1)), int(m.group(2)) - 1, m.group(3)
    known = view["slots"][seat][slot]["card"]
    if why.startswith(("you know it", "the lowest")):
        assert known is not None and f": {_gl_label(known)}" in why, line
    if why.startswith(("unseen", "you have not seen it")):
        assert known is None, line
    return 1


def _gl_points(card: dict) -> int:
    from game.games.gloschli.cards import POINTS

    return POINTS[card["face"]]


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_gloschli_lines_match_the_cards_the_person_knows(seed: int) -> None:
    """GL-19, GL-20, GL-21, GL-22, GL-28, GL-33."""
    from game.games.gloschli.rules import Call, Draw, MatchDiscard, SwapInto, TakeDiscard

    kinds: set[str] = set()
    own_claims = other_claims = 0
    for state, seat, action, line in hinted_positions("gloschli", seed, limit=90, every=1):
        view = state.view(seat)
        kinds.add(type(action).__name__)
        reason_of(line)
        own_claims += _gl_own_claims(line, view)
        other_claims += _gl_other_claims(line, view)
        row = [c for c in view["slots"][seat] if c is not None]
        known = [c["card"] for c in row if c["card"] is not None]
        top = view["discard"][-1] if view["discard"] else None
        drawn = (view.get("drawn") or {}).get("card")
        if top is not None and isinstance(action, Draw | TakeDiscard | MatchDiscard):
            assert f"the {_gl_label(top)}" in line  # the card on the discard, as it is
        if isinstance(action, Draw) and top is not None:
            # never "would not help" while the discard is lower than a card the person knows
            if any(_gl_points(c) > _gl_points(top) for c in known):
                assert "would not help" not in line, line
        if isinstance(action, SwapInto):
            assert drawn is not None and f"the drawn {_gl_label(drawn)}" in line
            cell = view["slots"][seat][action.slot]
            if cell["card"] is not None:  # keep a drawn card for a known one only if lower
                assert _gl_points(cell["card"]) > _gl_points(drawn), line
        if isinstance(action, MatchDiscard):
            cell = view["slots"][seat][action.slot]
            assert cell["card"] is not None and _gl_points(cell["card"]) == _gl_points(top)
        if isinstance(action, Call):
            assert len(known) == len(row)  # hard calls only with every card seen
            assert f"add up to {sum(_gl_points(c) for c in known)}" in line
    assert own_claims >= 10
    assert {"Draw", "SwapInto", "Discard"} <= kinds  # the line was checked for each


def test_gloschli_points_are_the_cards_own() -> None:
    """A card put in place of one of the person's is told as the points it saves or adds
    (GL-19, GL-20, GL-27): exactly against a card they have seen there, "about" against the
    mean of the unseen; never one number of the bot's own weighing (points and the worth of
    coming to know a card added up) in their place."""
    from game.games.gloschli import bots
    from game.games.gloschli.rules import Draw, SwapInto, TakeDiscard

    checked = 0
    for seed in (5, 17):
        for state, seat, action, line in hinted_positions("gloschli", seed, limit=50):
            view = state.view(seat)
            if not isinstance(action, Draw | TakeDiscard | SwapInto) or not view["discard"]:
                continue
            w = bots.weigh(view, action)
            if isinstance(action, SwapInto):
                card, facts = view["drawn"]["card"], w["swap"]
            else:
                card, facts = view["discard"][-1], w["take"]
            cell = view["slots"][seat][facts["slot"]] if facts["slot"] >= 0 else None
            if cell is None or cell["card"] is None:
                continue
            saved = _gl_points(cell["card"]) - _gl_points(card)
            assert _gl_delta(saved, True) in line, line
            checked += 1
    assert checked >= 5


def _gl_delta(change: float, exact: bool) -> str:
    """The English words for points saved or added (as the coach must say them)."""
    if exact:
        n = round(change)
        if n == 0:
            return "leaves your points as they are"
        unit = "point" if abs(n) == 1 else "points"
        return f"{'saves' if n > 0 else 'adds'} {abs(n)} {unit}"
    n = round(change, 1)
    if n == 0:
        return "leaves your points as they are"
    return f"{'saves' if n > 0 else 'adds'} about {abs(n):g} points"


PLACED = re.compile(
    r"the (?:drawn )?(?P<card>[A-Za-z' ]+) \((?P<pts>\d+)\) (?:for|in place of) your card "
    r"(?P<slot>\d+) \((?P<old>[^)]*)\)(?: —)?(?: it)? (?P<words>saves|adds|leaves)"
    r"(?P<rest>[^;,]*)"
)


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_gloschli_never_tells_a_number_the_table_contradicts(seed: int) -> None:
    """The four kinds of false statement the coach once made, caught wherever they come up:
    a Swap (12) for an unseen card of about 6 told as a gain; a 4 for about 6.2 told as a gain
    of 9.3 (with "seeing a card of yours counts 7.1"); a call's margin against "the best other
    hand" while the other hand on show was lower. Every card-for-card is told in points with
    their sign in words (GL-27), and a call names the other hand as the person sees it
    (GL-22, GL-28, GL-33)."""
    from game.games.gloschli import bots
    from game.games.gloschli.narrate import lowest_hand
    from game.games.gloschli.rules import Call, EndTurn
    from game.games.gloschli.view import View

    placed = calls = 0
    for state, seat, action, line in hinted_positions("gloschli", seed, limit=90, every=1):
        view = state.view(seat)
        assert "counts" not in line.replace("Pferd's cap of 10 counts", ""), line
        assert "best other hand" not in line, line
        mean = bots.weigh(view, action)["mean"]
        for m in PLACED.finditer(line):
            slot = int(m.group("slot")) - 1
            known = view["slots"][seat][slot]["card"]
            old = _gl_points(known) if known is not None else mean
            change = old - int(m.group("pts"))
            assert m.group("words") + m.group("rest") == _gl_delta(change, known is not None), line
            placed += 1
        if isinstance(action, Call | EndTurn) and "; " in line and "add up to" in line:
            low = lowest_hand(View.of(view), mean)
            hand = line.rpartition("; ")[2]
            if low is not None and low[2] + len(low[1]) and ("in all" in hand):
                other, cards, unseen, est = low
                assert NAMES[other] in hand, line
                for c in cards:
                    assert _gl_label(c) in hand, line
                if unseen:
                    assert f"about {round(est, 1):g} in all" in hand, line
                    assert f" {unseen} " in hand, line
                else:
                    assert f"{round(est)} in all" in hand, line
                calls += 1
    assert placed >= 5


def test_gloschli_a_call_names_the_hand_on_show() -> None:
    """GL-28: Ben has shown a Sprout (1) and three cards Anna has not seen: the call's reason
    names them and their estimate, not a margin over "the best other hand"."""
    from game.games.gloschli import bots
    from game.games.gloschli.cards import FACES
    from game.games.gloschli.narrate import _hand_words
    from game.games.gloschli.view import View

    state = rules_for("gloschli").new_game(2, 4)
    while state.phase == 0:  # the start peeks (GL-17)
        state.apply(state.legal_actions()[0])
    sprout = next(i for i, f in enumerate(FACES) if f.name == "creature_1")
    view = state.view(0)
    row = view["slots"][1]
    for slot, cell in enumerate(row):
        cell["card"] = {"face": sprout} if slot == 0 else None
    mean = bots.weigh(state.view(0), state.legal_actions()[0])["mean"]
    words = _hand_words(View.of(view), ["Anna", "Ben"], mean)
    unseen = len(row) - 1
    est = round(1 + unseen * mean, 1)
    assert words == f"Ben has Sprout (1) you know and {unseen} unseen — about {est:g} in all"


def _gl_arranged() -> Any:
    """Gloschli after the start peeks, seat 2 to move: its cards 1-3 seen (Eye (7), Super spy
    (10), Blind swap (11)), card 4 unseen, an Owl (5) on the discard."""
    from game.games.gloschli.cards import FACES

    state = rules_for("gloschli").new_game(3, 1)
    while state.phase == 0:  # the start peeks (GL-17)
        state.apply(state.legal_actions()[0])
    seat = state.current
    assert seat == 2 and state.rows[2][:3] == [7, 10, 11]
    owl = next(i for i, f in enumerate(FACES) if f.name == "creature_5")
    where = state.deck.index(owl)  # the Owl onto the discard, the top discard into its place
    state.deck[where], state.discard[-1] = state.discard[-1], owl
    for slot in range(3):
        state.know[2][slot] |= 1 << 2
    return state


def test_gloschli_never_says_a_lower_discard_would_not_help() -> None:
    """GL-20, GL-33: with a known Blind swap (11) and an Owl (5) on the discard, drawing is told
    with both expectations, and taking it for the 11 as the 6 points it saves."""
    from game.games.gloschli.rules import Draw, TakeDiscard

    state = _gl_arranged()
    view = state.view(2)
    draw = coach.line(*coach.why("gloschli", view, Draw(), NAMES))
    assert "would not help" not in draw
    assert draw.startswith("Hint: draw from the deck — expected to save about ")
    assert "taking the Owl (5) for your card 4 (unseen, about " in draw  # the best take
    take = coach.line(*coach.why("gloschli", view, TakeDiscard(2), NAMES))
    assert take.startswith(
        "Hint: take the Owl (5) for your card 3 (Blind swap, 11) — it saves 6 points;"
    )
    hint = coach.hint("gloschli", state, 2, 1, BUDGET["gloschli"])
    reason_of(coach.line(*coach.why("gloschli", view, hint, NAMES)))


# -- Floriado ----------------------------------------------------------------------------------


def _fl_reach(state: Any, seat: int) -> int:
    """FL-5, FL-6: the cards the seat's pawn could move to and take (counted afresh)."""
    if state.is_over or state.out[seat]:
        return 0
    return sum(state.can_take(seat, state.field[q]) for q in state.destinations(seat))


def _fl_after(state: Any, action: Any) -> Any:
    child = state.clone()
    child.apply(action)
    return child


def test_floriado_lines_tell_the_payout_and_a_reason() -> None:
    """FL-5, FL-6, FL-8, FL-9: the card named is the one the move lands on, taken exactly when
    FL-6 says so, for exactly the payout change of FL-9; every line gives a reason."""
    from game.games.floriado.narrate import card_text, fmt

    leaves = 0
    positions = [p for seed in (2, 8, 21) for p in hinted_positions("floriado", seed, 40, 1)]
    for state, seat, action, line in positions:
        view = state.view(seat)
        card = view["field"][action.row][action.col]
        assert f" {card_text(card)}" in line, line
        child = _fl_after(state, action)
        gain = child.revenue(seat) - state.revenue(seat)
        took = gain > 0
        if action.type == "move":
            assert ("take it" in line) is took and ("leave it" in line) is (not took), line
        assert f"+{fmt(gain)}" in line or not took, line
        why = reason_of(line)
        leaves += not took
        if "you are out" in why and "would leave you out" not in why:
            assert child.out[seat] or child.is_over
        m = re.search(r"keeps (\d+) cards? to take in reach", why)
        if m:
            assert int(m.group(1)) == _fl_reach(child, seat), line
    assert leaves >= 1  # a move that takes nothing came up, and said why


@pytest.mark.parametrize("seed", [4, 13])
def test_floriado_weighed_alternative_is_true(seed: int) -> None:
    """What the reason says of the move that pays more now is so: its payout (FL-9), that it
    leaves the person out (FL-8), the cards left in reach (FL-5, FL-6), the other's answer."""
    from game.games.floriado import bots
    from game.games.floriado.rules import RULES

    alternatives = 0
    for state, seat, action, _ in hinted_positions("floriado", seed, limit=30, every=1):
        w = bots.weigh(state.view(seat), action)
        mine = w["chosen"]
        child = _fl_after(state, action)
        assert mine["gain"] == child.revenue(seat) - state.revenue(seat)
        assert mine["reach"] == _fl_reach(child, seat)
        alt = w["alternative"]
        if alt is None:
            legal = state.legal_actions()
            gains = [_fl_after(state, a).revenue(seat) - state.revenue(seat) for a in legal]
            assert max(gains) <= mine["gain"] + 1e-9  # "nothing pays more now" is so
            continue
        alternatives += 1
        other = RULES.action_from_json(alt["action"])
        assert other in state.legal_actions() and other != action
        after = _fl_after(state, other)
        assert alt["gain"] == after.revenue(seat) - state.revenue(seat) > mine["gain"]
        assert alt["out"] == bool(after.out[seat])
        assert alt["reach"] == _fl_reach(after, seat)
        if w["why"] == "alt_out":
            assert after.out[seat] and not child.out[seat]
        if w["why"] == "alt_reach":
            assert alt["reach"] < mine["reach"]
        if w["why"] == "alt_answer" and not after.is_over and after.current != seat:
            best = max(
                _fl_after(after, r).revenue(after.current) - after.revenue(after.current)
                for r in after.legal_actions()
            )
            assert alt["answer"] == pytest.approx(best) and best > mine["answer"]
    assert alternatives >= 1


# -- Via Gladiola ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 6])
def test_via_gladiola_lines_match_the_hand(seed: int) -> None:
    """VG-8, VG-9, VG-15, VG-1..3: the card named is in the person's hand, its draws and
    blisters are as the rules say, and every line gives hard's expected blisters."""
    from game.games.via_gladiola.cards import draws_for
    from game.games.via_gladiola.rules import LayGladiola, Walk

    for state, seat, action, line in hinted_positions("via_gladiola", seed, limit=30):
        view = state.view(seat)
        why = reason_of(line)
        assert "−" not in line and "saved" not in line, line  # no signed "saved" (VG-1..3)
        kinds = ("better off in the end than", "about as good in the end as", "the only move")
        assert any(k in why for k in kinds) or "but the bot's play-outs" in why, line
        if isinstance(action, Walk | LayGladiola):
            assert action.card.to_json() in view["hand"]  # a visible card of the person's
        if isinstance(action, Walk):
            top = view["walk_pile"][-1]["value"]
            left = view["draw_pile"] + sum(
                len(d["cards"]) for d in view["completed_days"] if not d["recycled"]
            )
            draws = min(draws_for(action.card.value - top) or 0, left)
            said = "draws nothing" if draws == 0 else f"draws {draws} card"
            assert said in line, line
            blisters = action.card.blisters
            assert ("sheds no blisters" if blisters == 0 else f"sheds {blisters} blister") in line
            if action.card.kind == "distance":
                assert f"walk {action.card.value} km" in line
        m = re.search(r"about ([\d.]+) blisters better off in the end than", why)
        if m:  # the hint's edge over the other move, as hard expects it, and only when one
            from game.games.via_gladiola import bots

            w = bots.weigh(view, action)
            assert float(m.group(1)) == round(w["gain"] - w["alt_gain"], 1) > 0, line


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_floriados_reasons_name_the_hint_and_agree_with_any_count(lang):
    """Shown in its own bubble beside the pill, a reason that weighs an alternative names
    the hinted move ("the hint"), never "this" (which reads as the alternative just named);
    and the alternative ("2 tulips") is never the subject a singular verb agrees with
    ("2 tulipes rapporte"): its taking is."""
    import json
    from pathlib import Path

    path = Path(__file__).parents[1] / "game" / "games" / "floriado" / "text" / f"{lang}.json"
    lines = {k: v for k, v in json.loads(path.read_text("utf-8")).items()}
    reasons = {k: v for k, v in lines.items() if k.startswith("coach.fl.why.") and "{alt}" in v}
    assert len(reasons) >= 6
    this = re.compile(r"\b(this|dieser Zug|diesem Zug|diesen Zug|ce coup|questa)\b")
    assert {k: v for k, v in reasons.items() if this.search(v)} == {}
    subject = re.compile(r"^\{alt\} (?!zu )")  # German's "{alt} zu nehmen" is its taking
    assert {k: v for k, v in reasons.items() if subject.match(v)} == {}
