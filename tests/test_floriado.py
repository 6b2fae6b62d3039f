"""Floriado's rules, one test (at least) per rule id of docs/rules.md §3 (FL-1..FL-12)."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import IllegalAction
from game.games.floriado import cards as C
from game.games.floriado.rules import (
    EMPTY,
    RULES,
    CardLeft,
    CardTaken,
    FloriadoState,
    GameEnded,
    Move,
    Moved,
    Pick,
    Picked,
    PlayerOut,
)


def space(row: int, col: int) -> int:
    return row * C.COLS + col


def arranged(
    cards: dict[tuple[int, int], tuple[int, int]],
    pawns: tuple = (None, None),
    piles: tuple = ((), ()),
    current: int = 0,
) -> FloriadoState:
    """A game in play with only ``cards`` ({(row, col): (kind, flowers)}) on the field.

    ``pawns``: per seat None or (row, col, facing); ``piles``: per seat {kind: [flowers, ...]}.
    Cards not named are simply left out: these positions test movement, not ALL-2.
    """
    state = RULES.new_game(2, seed=1, options={"start_player": current})
    state.field = [EMPTY] * C.SPACES
    for (r, c), (k, f) in cards.items():
        state.field[space(r, c)] = C.Card(k, f).id
    state.cards_left = len(cards)
    for seat, pawn in enumerate(pawns):
        if pawn is not None:
            r, c, facing = pawn
            state.pawn[seat] = space(r, c)
            state.facing[seat] = C.FACINGS.index(facing)
    for seat, seat_piles in enumerate(piles):
        state.piles[seat] = [tuple(dict(seat_piles).get(k, ())) for k in range(C.KINDS)]
    state.current = current
    return state


def refused(state: FloriadoState, action, match: str) -> None:
    """The action is refused with a message matching ``match`` and changes nothing (ALL-3)."""
    before = state.to_json()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.to_json() == before


def play_random(seed: int, check=None) -> FloriadoState:
    state = RULES.new_game(2, seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        if check is not None:
            check(state)
    return state


# -- FL-1, FL-2, FL-3: cards and set-up ----------------------------------------------------------


def test_fl1_forty_cards_five_kinds_one_to_eight_flowers() -> None:
    """FL-1: 5 kinds x 1..8 flowers, one of each; 7 and 8 show 1 and 2 bees (decoration)."""
    assert len(C.DECK) == 40 and len(set(C.DECK)) == 40
    assert {(c.kind, c.flowers) for c in C.DECK} == {(k, f) for k in range(5) for f in range(1, 9)}
    assert [c.id for c in C.DECK] == list(range(40))
    assert {c.flowers: c.bees for c in C.DECK} == {1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 1, 8: 2}
    assert RULES.new_game(2, seed=4).card_inventory() == sorted(C.DECK)
    for bad in ({"kind": 5, "flowers": 1}, {"kind": 0, "flowers": 9}, {"kind": True, "flowers": 1}):
        with pytest.raises(ValueError):
            C.card_from_json(bad)


def test_fl2_shuffled_cards_face_up_in_a_5_by_8_grid() -> None:
    """FL-2: all 40 cards lie face up, 5 rows x 8 columns, shuffled by the seed."""
    view = RULES.new_game(2, seed=11).view(0)
    assert len(view["field"]) == 5 and all(len(row) == 8 for row in view["field"])
    faces = [C.card_from_json(cell) for row in view["field"] for cell in row]
    assert sorted(faces) == sorted(C.DECK)
    layouts = {json.dumps(RULES.new_game(2, seed=s).view(0)["field"]) for s in range(10)}
    assert len(layouts) == 10
    assert RULES.new_game(2, seed=11).view(0) == view  # the same seed deals the same field


def test_fl3_start_player_chosen_at_setup_and_turns_alternate() -> None:
    """FL-3: start player from the options (-1: at random); turns alternate."""
    assert RULES.new_game(2, 5, {"start_player": 0}).current_player == 0
    assert RULES.new_game(2, 5, {"start_player": 1}).current_player == 1
    assert {RULES.new_game(2, s).current_player for s in range(20)} == {0, 1}
    for bad in ({"start_player": 2}, {"start_player": -2}, {"start_player": "0"}, {"x": 1}):
        with pytest.raises(IllegalAction, match=r"\w"):
            RULES.new_game(2, 5, bad)
    with pytest.raises(IllegalAction, match="2 to 2 players"):
        RULES.new_game(3, 5)
    state = RULES.new_game(2, 5, {"start_player": 1})
    rng = random.Random(5)
    seats = []
    while not state.is_over and not any(state.out):
        seats.append(state.current_player)
        state.apply(rng.choice(state.legal_actions()))
    assert len(seats) >= 2
    assert seats == [(1 + i) % 2 for i in range(len(seats))]


# -- FL-4: first turns --------------------------------------------------------------------------


def test_fl4_first_turn_takes_any_card_and_chooses_a_facing() -> None:
    """FL-4: any card x 4 facings; the pawn goes on the emptied space, facing as chosen."""
    state = RULES.new_game(2, seed=2, options={"start_player": 0})
    legal = state.legal_actions()
    assert len(legal) == 160 and all(isinstance(a, Pick) for a in legal)
    assert legal[:4] == [Pick(0, 0, f) for f in ("up", "down", "left", "right")]
    card = C.DECK[state.field[space(3, 6)]]
    events = state.apply(Pick(3, 6, "left"))
    assert events == [Picked(0, 3, 6, "left", card), CardTaken(0, card, 1)]
    view = state.view(0)
    assert view["field"][3][6] is None
    assert view["pawns"] == [{"row": 3, "col": 6, "facing": "left"}, None]
    assert view["piles"][0][card.kind] == [card.flowers]
    assert state.current_player == 1 and view["out"] == [False, False]
    # The second player picks too: from the 39 cards left, never the emptied space.
    legal = state.legal_actions()
    assert len(legal) == 39 * 4 and Pick(3, 6, "up") not in legal
    refused(state, Pick(3, 6, "up"), "no card to take at row 3, column 6")
    refused(state, Move(0, 6), "first turn is a pick")
    refused(state, Pick(0, 0, "north"), "Facing must be one of up, down, left, right")


def test_fl4_a_second_facing_choice_is_refused() -> None:
    """FL-4: the facing is chosen once; a later pick is refused, state unchanged."""
    state = RULES.new_game(2, seed=2, options={"start_player": 0})
    state.apply(Pick(0, 0, "right"))
    state.apply(Pick(4, 7, "left"))
    assert all(isinstance(a, Move) for a in state.legal_actions())
    refused(state, Pick(2, 2, "down"), "already on the field .* facing was chosen")
    again = RULES.action_from_json({"type": "pick", "row": 0, "col": 1, "facing": "up"})
    refused(state, again, "already")


# -- FL-5: moving -------------------------------------------------------------------------------

# Seat 0 at (2, 3) facing up; seat 1 at (2, 5) on a card.
#      0  1  2  3  4  5  6  7
#  0   .  .  .  A  .  .  .  .      A (0,3) kind 0, 5 flowers (forward)
#  1   .  .  .  .  .  .  .  .
#  2   .  B  .  @  .  C# D  .      B (2,1) kind 1, 3 (left); C (2,5) kind 4, 1 under pawn #
#  3   .  .  .  E  .  .  .  .      D (2,6) kind 2, 4 (right); E, F behind (backward)
#  4   G  .  .  F  .  .  .  .      G (4,0) off every line
CROSS = {
    (0, 3): (0, 5),
    (2, 1): (1, 3),
    (2, 5): (4, 1),
    (2, 6): (2, 4),
    (3, 3): (3, 2),
    (4, 3): (3, 1),
    (4, 0): (0, 8),
}


def cross(**kw) -> FloriadoState:
    opts = {"pawns": ((2, 3, "up"), (2, 5, "down")), "piles": ({0: [3], 2: [6]}, {3: [8]})}
    opts.update(kw)
    return arranged(CROSS, **opts)


def test_fl5_moves_forward_left_right_any_distance_ending_on_a_card() -> None:
    """FL-5: straight lines forward, left, right; over empty spaces, cards and the pawn."""
    state = cross()
    assert state.legal_actions() == [Move(0, 3), Move(2, 1), Move(2, 5), Move(2, 6)]
    for facing, expected in {
        "up": [(0, 3), (2, 1), (2, 5), (2, 6)],
        "down": [(2, 1), (2, 5), (2, 6), (3, 3), (4, 3)],
        "left": [(0, 3), (2, 1), (3, 3), (4, 3)],
        "right": [(0, 3), (2, 5), (2, 6), (3, 3), (4, 3)],
    }.items():
        state = cross(pawns=((2, 3, facing), (2, 5, "down")))
        assert state.legal_actions() == [Move(r, c) for r, c in expected], facing


def test_fl5_pawn_then_faces_the_way_it_moved() -> None:
    """FL-5: after the move the pawn faces its direction, so the way back is now backward."""
    state = cross()
    events = state.apply(Move(2, 6))  # right, over an empty space, a card and the other pawn
    assert events[0] == Moved(0, 2, 3, 2, 6, "right")
    assert state.view(0)["pawns"][0] == {"row": 2, "col": 6, "facing": "right"}
    state.current = 0
    refused(state, Move(2, 1), "faces right: .* never backward \\(left\\)")


def test_fl5_bad_moves_are_refused_and_change_nothing() -> None:
    """FL-5 bad input: backward, ending on an empty space, off the field, not in a line."""
    state = cross()
    refused(state, Move(4, 3), "faces up: it may move forward, left or right, never backward")
    refused(state, Move(3, 3), "never backward \\(down\\)")
    refused(state, Move(1, 3), "must end on a space with a card; row 1, column 3 is empty")
    refused(state, Move(2, 7), "row 2, column 7 is empty")
    refused(state, Move(5, 3), "Row 5, column 3 is off the field")
    refused(state, Move(-1, 3), "off the field")
    refused(state, Move(2, 8), "off the field")
    refused(state, RULES.action_from_json({"type": "move", "row": 2, "col": 99}), "off the field")
    refused(state, Move(4, 0), "straight line")
    refused(state, Move(2, 3), "already there")
    refused(state, Move(2.0, 3), "whole numbers")  # type: ignore[arg-type]
    assert Move(0, 3) in state.legal_actions()
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        state.apply(Move(0, 3), seat=1)


# -- FL-6, FL-7: taking or leaving the card -----------------------------------------------------


def test_fl6_card_taken_when_lower_than_the_pile_or_a_new_kind() -> None:
    """FL-6: fewer flowers than the lowest of that kind's pile: onto the pile."""
    state = cross()
    events = state.apply(Move(2, 6))  # kind 2, 4 flowers; pile of kind 2 is [6]
    assert events[1] == CardTaken(0, C.Card(2, 4), 2)
    assert state.piles[0][2] == (6, 4) and state.field[space(2, 6)] == EMPTY
    state = cross()
    state.apply(Move(2, 1))  # kind 1: no pile yet, a new pile
    assert state.piles[0][1] == (3,) and state.cards_left == len(CROSS) - 1


def test_fl6_card_left_under_the_pawn_and_the_other_may_take_it() -> None:
    """FL-6: not fewer flowers: the card stays under the pawn; the other player may take it."""
    state = cross()
    events = state.apply(Move(0, 3))  # kind 0, 5 flowers; pile of kind 0 is [3]
    assert events[:2] == [Moved(0, 2, 3, 0, 3, "up"), CardLeft(0, C.Card(0, 5))]
    assert state.piles[0][0] == (3,)
    assert state.view(1)["field"][0][3] == {"kind": 0, "flowers": 5}
    assert state.pawn[0] == space(0, 3) and state.current_player == 1
    # Seat 1 (at (2, 5) facing down) cannot reach (0, 3); put it where it can.
    state.pawn[1], state.facing[1] = space(0, 7), C.FACINGS.index("left")
    events = state.apply(Move(0, 3))
    assert events[1] == CardTaken(1, C.Card(0, 5), 1)
    assert state.field[space(0, 3)] == EMPTY and state.pawn == [space(0, 3), space(0, 3)]


def test_fl7_may_end_on_the_other_pawn_only_where_a_card_lies() -> None:
    """FL-7: ending on the other pawn's space is allowed when a card lies there."""
    state = cross()
    assert Move(2, 5) in state.legal_actions()
    events = state.apply(Move(2, 5))
    assert events[1] == CardTaken(0, C.Card(4, 1), 1)
    assert state.pawn[0] == state.pawn[1] == space(2, 5)
    # The other pawn on an empty space: not a destination.
    state = cross(pawns=((2, 3, "up"), (1, 3, "down")))
    assert Move(1, 3) not in state.legal_actions() and Move(0, 3) in state.legal_actions()
    refused(state, Move(1, 3), "must end on a space with a card")


# -- FL-8: out, skipped, the end ----------------------------------------------------------------


def test_fl8_a_player_who_cannot_take_is_out_and_skipped() -> None:
    """FL-8: out when no legal move ends on a takeable card; skipped; both out ends the game."""
    state = arranged(
        {(0, 2): (0, 2), (0, 5): (1, 1), (4, 0): (0, 3)},
        pawns=((0, 0, "right"), (4, 7, "down")),
        piles=({2: [8]}, {0: [1]}),
    )
    events = state.apply(Move(0, 2))
    assert PlayerOut(1) in events and PlayerOut(0) not in events
    assert state.out == [False, True] and state.current_player == 0  # seat 1 is skipped
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        state.apply(Move(4, 0), seat=1)
    events = state.apply(Move(0, 5), seat=0)
    assert events[-2:] == [PlayerOut(0), GameEnded("all_out")]
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.view(0)["field"][4][0] == {"kind": 0, "flowers": 3}  # cards may remain
    refused(state, Move(0, 2), "game is over")


def test_fl8_out_even_with_moves_left_if_none_can_take() -> None:
    """FL-8: moves that only reach cards the player cannot take do not keep them in."""
    state = arranged(
        {(0, 1): (0, 1), (0, 4): (0, 6), (3, 4): (1, 5), (3, 6): (2, 3)},
        pawns=((0, 0, "right"), (3, 0, "right")),
        piles=({3: [2]}, {0: [5], 4: [1]}),
    )
    events = state.apply(Move(0, 1))  # takes kind 0, 1 flower
    # Seat 0 from (0, 1) facing right still has a move, to (0, 4), but kind 0 with 6 flowers
    # cannot go on its pile [1]: out. Seat 1 reaches (3, 4), a new kind: not out.
    assert state.destinations(0) == [space(0, 4)] and not state.has_takeable_move(0)
    assert PlayerOut(0) in events and state.out == [True, False]
    assert state.current_player == 1
    state.apply(Move(3, 4))
    assert state.current_player == 1 and state.legal_actions() != []  # seat 0 skipped


def test_fl8_moving_onto_a_card_one_cannot_take_is_legal() -> None:
    """FL-8/FL-6: while not out, a move may end on a card that stays in the field."""
    state = cross()
    assert not state.out[0] and Move(0, 3) in state.legal_actions()
    assert state.can_take(0, C.Card(0, 5).id) is False


def test_fl8_game_ends_when_the_field_is_empty() -> None:
    """FL-8: taking the last card ends the game."""
    state = arranged({(0, 3): (2, 2)}, pawns=((0, 0, "right"), (4, 4, "up")), piles=({0: [1]}, {}))
    events = state.apply(Move(0, 3))
    assert events[-1] == GameEnded("field_empty") and state.end_reason == "field_empty"
    assert state.result().scores == (1.5, 0.0)


def test_fl8_nobody_is_out_before_their_first_turn() -> None:
    """FL-8 (house decision): with no pile yet any card may be taken, so nobody is out yet."""
    for seed in range(30):
        state = RULES.new_game(2, seed)
        rng = random.Random(seed)
        first = state.current_player
        state.apply(rng.choice(state.legal_actions()))
        second = state.current_player
        assert second == 1 - first and state.pawn[second] == EMPTY
        assert state.out[second] is False
        assert [type(a) for a in state.legal_actions()] == [Pick] * (39 * 4)


def test_fl8_out_flags_hold_in_random_games() -> None:
    """FL-8: out exactly when no takeable card is in reach; out stays out; out never moves."""

    def check(state: FloriadoState) -> None:
        for p in range(2):
            if state.pawn[p] == EMPTY:
                assert not state.out[p]
            elif not state.is_over:
                assert state.out[p] == (not state.has_takeable_move(p))
        if not state.is_over:
            assert not state.out[state.current_player]
            assert state.cards_left > 0

    for seed in range(200):
        before = [False, False]
        state = RULES.new_game(2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            mover = state.current_player
            assert not before[mover]
            state.apply(rng.choice(state.legal_actions()))
            check(state)
            assert all(state.out[p] or not before[p] for p in range(2))  # out stays out
            before = state.out[:]
        assert state.end_reason in ("all_out", "field_empty")
        assert state.end_reason != "all_out" or all(state.out)


def test_fl12_house_action_cap_ends_a_game_that_never_takes() -> None:
    """FL-12 (house safety): a game that reaches 1,000 actions ends there, scored as it stands."""
    assert C.ACTION_CAP == 1000
    state = cross()
    state.actions_taken = C.ACTION_CAP - 1
    events = state.apply(Move(0, 3))  # leaves the card
    assert events[-1] == GameEnded("cap") and state.is_over
    assert state.result().details[-1] == ("end_reason", "cap")


# -- FL-9, FL-10: scoring -----------------------------------------------------------------------


def ended(piles0: dict, piles1: dict) -> FloriadoState:
    state = arranged({}, pawns=((0, 0, "up"), (0, 1, "up")), piles=(piles0, piles1))
    state.end_reason = "field_empty"
    return state


def test_fl9_payout_table_and_revenue() -> None:
    """FL-9: 1: 0.75, 2: 2, 3: 4, 4: 7, 5: 12, 6: 18, 7: 25, 8: 33; summed over the piles."""
    assert C.PAYOUT == (0, 0.75, 2, 4, 7, 12, 18, 25, 33)
    assert [C.payout(n) for n in range(1, 9)] == [0.75, 2, 4, 7, 12, 18, 25, 33]
    state = ended({0: [8, 7, 6, 5, 4, 3, 2, 1], 1: [5], 2: [4, 2], 3: [7, 6, 1]}, {4: [3, 2]})
    assert state.revenue(0) == 33 + 0.75 + 2 + 4 and state.revenue(1) == 2
    result = state.result()
    assert result.scores == (39.75, 2.0) and result.winners == (0,)
    assert dict(result.details)["cards"] == (14, 2)
    assert dict(result.details)["piles"] == ((8, 1, 2, 3, 0), (0, 0, 0, 0, 2))
    assert state.view(1)["revenue"] == [39.75, 2.0]
    with pytest.raises(IllegalAction, match="not over"):
        cross().result()


def test_fl10_highest_revenue_wins_then_more_cards_then_shared() -> None:
    """FL-10: highest revenue; (house) tie: more cards; still tied: shared victory."""
    assert C.TIE_BREAKS == ("revenue", "cards")
    assert ended({0: [2, 1]}, {0: [3], 1: [3]}).result().winners == (0,)  # 2 > 1.5
    tie = ended({0: [3, 2, 1], 1: [3, 2, 1]}, {0: [2, 1], 1: [2, 1], 2: [2, 1], 3: [2, 1]})
    assert tie.result().scores == (8.0, 8.0) and tie.result().winners == (1,)  # 6 < 8 cards
    shared = ended({0: [4, 3], 1: [1]}, {2: [5, 4], 3: [8]})
    assert shared.result().scores == (2.75, 2.75) and shared.result().winners == (0, 1)


# -- FL-11: everything public -------------------------------------------------------------------


def test_fl11_everything_is_public_and_sampling_changes_nothing() -> None:
    """FL-11: both seats see the same view (but "seat"); sample rebuilds that very state."""
    state = RULES.new_game(2, seed=8)
    rng = random.Random(8)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    v0, v1 = state.view(0), state.view(1)
    assert v0["seat"] == 0 and v1["seat"] == 1
    assert {k: v for k, v in v0.items() if k != "seat"} == {
        k: v for k, v in v1.items() if k != "seat"
    }
    assert {"field", "pawns", "piles", "out", "current_player", "players"} <= set(v0)
    sampled = RULES.sample(json.loads(json.dumps(v0)), random.Random(1))
    assert sampled.view(0) == v0 and sampled.view(1) == v1
    a, b = json.loads(sampled.to_json()), json.loads(state.to_json())
    assert a.pop("rng") != b.pop("rng")  # the shuffle's generator is the one thing not shown
    assert a == b
    assert sampled.legal_actions() == state.legal_actions()


# -- JSON: actions, events, saves ---------------------------------------------------------------


def test_action_json_round_trip_and_malformed_actions() -> None:
    """Actions as documented; anything else is IllegalAction."""
    for action in (Pick(1, 2, "down"), Move(4, 7)):
        assert RULES.action_from_json(json.loads(json.dumps(action.to_json()))) == action
    assert Pick(1, 2, "down").to_json() == {"type": "pick", "row": 1, "col": 2, "facing": "down"}
    assert Move(4, 7).to_json() == {"type": "move", "row": 4, "col": 7}
    for bad in (
        {"type": "pick", "row": 1, "col": 2},
        {"type": "pick", "row": 1, "col": 2, "facing": ["up"]},
        {"type": "move", "row": True, "col": 2},
        {"type": "move", "row": "1", "col": 2},
        {"type": "move", "row": 1, "col": 2, "facing": "up"},
        {"type": "walk"},
        "move",
    ):
        with pytest.raises(IllegalAction, match=r"\w"):
            RULES.action_from_json(bad)


def test_event_json_as_documented() -> None:
    state = cross()
    events = [e.to_json() for e in state.apply(Move(2, 6))]
    assert events[0] == {
        "type": "moved",
        "seat": 0,
        "from_row": 2,
        "from_col": 3,
        "row": 2,
        "col": 6,
        "facing": "right",
    }
    assert events[1] == {
        "type": "card_taken",
        "seat": 0,
        "card": {"kind": 2, "flowers": 4},
        "pile_size": 2,
    }
    state = RULES.new_game(2, 1, {"start_player": 0})
    first = [e.to_json() for e in state.apply(Pick(0, 0, "down"))]
    assert first[0]["type"] == "picked" and first[0]["facing"] == "down"
    assert set(first[0]) == {"type", "seat", "row", "col", "facing", "card"}


def test_a_view_that_does_not_add_up_is_not_sampled() -> None:
    with pytest.raises(IllegalAction, match="Inconsistent Floriado view"):
        RULES.sample({"game": "floriado"}, random.Random(1))


# -- ALL: conservation, replay -----------------------------------------------------------------


def test_all2_cards_conserved_and_all1_replay_in_random_games() -> None:
    """ALL-2 at every step; ALL-1 replay from the action list gives the same game."""
    for seed in range(50):
        state = RULES.new_game(2, seed)
        rng = random.Random(seed)
        actions = []
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            actions.append(action.to_json())
            state.apply(action)
            assert state.card_inventory() == sorted(C.DECK)
        assert RULES.replay(2, seed, None, actions).to_json() == state.to_json()


def test_simulate_prints_revenue_and_turns() -> None:
    """``python -m game simulate --game floriado``: mean revenue per seat and turns per game."""
    import io

    from game.dev.cli import build_parser
    from game.dev.simulate import run

    out = io.StringIO()
    assert (
        run(build_parser().parse_args(["simulate", "--game", "floriado", "--games", "20"]), out)
        == 0
    )
    text = out.getvalue()
    assert "mean revenue seat 0:" in text and "mean revenue seat 1:" in text
    assert "mean turns per game:" in text and "games per second:" in text
