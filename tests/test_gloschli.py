"""Gloschli's rules, one test (at least) per rule id of docs/rules.md §2 (GL-1..GL-34)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.engine import IllegalAction
from game.games.gloschli import cards as C
from game.games.gloschli.rules import (
    EMPTY,
    END,
    OVER,
    PEEK,
    POWER_PHASE,
    RULES,
    TURN,
    Call,
    CardsSwapped,
    DeckRecycled,
    DeckTopSeen,
    Discard,
    Draw,
    Drew,
    EndTurn,
    GloschliState,
    IsbarSwapped,
    Keep,
    MatchDiscard,
    Matched,
    Pass,
    Peeked,
    PenaltyCard,
    Pick,
    PickSeat,
    PowerEnded,
    RoundEnded,
    StartPeek,
    Stopped,
    SwapInto,
    TakeDiscard,
    _check_state,
)

F = C.FACE_BY_NAME
C1, C2, C3, C4, C5 = 0, 1, 2, 3, 4
TRICK, DISTRACTION, EYE, SPY = F["trick"], F["distraction"], F["eye"], F["spy"]
STRONG_EYE, SUPER_SPY, BLIND_SWAP, SWAP = (
    F["strong_eye"],
    F["super_spy"],
    F["blind_swap"],
    F["swap"],
)
CHO, GLU, PFE, ISB, PLUS, BLI = (
    F["chotzli"],
    F["glubschi"],
    F["pferd"],
    F["isbar"],
    F["plus_one"],
    F["blind"],
)


def arrange(
    rows: list[list[int]],
    discard: tuple[int, ...] = (STRONG_EYE,),
    deck_top: tuple[int, ...] = (),
    deck: list[int] | None = None,
    current: int = 0,
    **options,
) -> GloschliState:
    """A round in play (peeks done) with ``rows`` dealt; every other card is in the deck.

    ``discard`` bottom to top; ``deck_top`` from the top down; ``deck`` (if given) is the
    whole deck (bottom to top) and the remaining cards go to the discard pile's bottom.
    """
    players = len(rows)
    state = RULES.new_game(players, seed=1, options={"start_player": 0, **options})
    pool = list(C.DECK)
    for card in [c for r in rows for c in r if c >= 0] + list(discard) + list(deck_top):
        pool.remove(card)
    if deck is not None:
        for card in deck:
            pool.remove(card)
        state.discard = pool + list(discard)
        state.deck = list(deck)
    else:
        random.Random(0).shuffle(pool)
        state.discard = list(discard)
        state.deck = pool + list(reversed(deck_top))
    state.rows = [list(r) for r in rows]
    state.know = [[0] * len(r) for r in rows]
    state.phase = TURN
    state.current = current
    state.peeks_left = [0] * players
    _check_state(state)
    return state


def knows(state: GloschliState, viewer: int, seat: int, slot: int) -> bool:
    return bool(state.know[seat][slot] >> viewer & 1)


def refused(state: GloschliState, action, match: str = r"\w", seat: int | None = None) -> None:
    """The action is refused with a message and changes nothing (ALL-3)."""
    before = state.to_json()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action, seat=seat)
    assert state.to_json() == before


def play(state: GloschliState, *actions) -> list:
    events = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def finish_round(state: GloschliState) -> list:
    """Seat ``current`` draws, discards and calls; every other seat draws and discards."""
    events = play(state, Draw(), Discard(False), Call())
    while state.phase == TURN and state.round_no == 1:
        events.extend(play(state, Draw(), Discard(False)))
    return events


def card_names(view_cards: list) -> list[str]:
    return [c["name"] for c in view_cards]


# -- cards -------------------------------------------------------------------------------------


def test_gl1_to_gl15_house_deck() -> None:
    """GL-1..GL-15: the 54-card house deck, points and powers, in one table."""
    count = Counter(C.DECK)
    assert len(C.DECK) == 54
    for n in range(1, 6):  # GL-1
        assert count[n - 1] == 4 and C.POINTS[n - 1] == n and C.POWER[n - 1] == C.NO_POWER
    expected = {  # name: (copies, points, power, rule)
        "trick": (2, 6, C.TRICK, "GL-2"),
        "distraction": (2, 6, C.DISTRACTION, "GL-3"),
        "eye": (4, 7, C.EYE, "GL-4"),
        "spy": (4, 8, C.SPY, "GL-5"),
        "strong_eye": (4, 9, C.STRONG_EYE, "GL-6"),
        "super_spy": (4, 10, C.SUPER_SPY, "GL-7"),
        "blind_swap": (4, 11, C.BLIND_SWAP, "GL-8"),
        "swap": (4, 12, C.SWAP, "GL-9"),
        "chotzli": (1, 0, C.NO_POWER, "GL-10"),
        "glubschi": (1, 0, C.GLUBSCHI, "GL-11"),
        "pferd": (1, 0, C.NO_POWER, "GL-12"),
        "isbar": (1, 0, C.ISBAR, "GL-13"),
        "plus_one": (1, 5, C.NO_POWER, "GL-14"),
        "blind": (1, 5, C.NO_POWER, "GL-15"),
    }
    for name, (copies, points, power, rule) in expected.items():
        face = C.FACES[F[name]]
        assert (face.copies, face.points, face.power, face.rule) == (copies, points, power, rule)
        assert count[F[name]] == copies
    assert sorted({f.rule for f in C.FACES}) == sorted(f"GL-{i}" for i in range(1, 16))
    assert C.card_from_json(C.card_json(SWAP)) == SWAP
    for bad in (None, {}, {"face": 19}, {"face": True}, {"face": -1}):
        with pytest.raises(ValueError):
            C.card_from_json(bad)


def test_gl1_creatures_have_no_action() -> None:
    """GL-1: a creature discarded from a deck draw has no action to use."""
    state = arrange([[C5, C5, C5, C5], [C1, C1, C1, C1]], deck_top=(C3,))
    state.apply(Draw())
    assert Discard(True) not in state.legal_actions()
    refused(state, Discard(True), "no power")


def test_gl2_trick_swaps_two_own_cards_others_lose_track() -> None:
    """GL-2: Trick swaps two of your own cards unseen: the others forget both cards."""
    state = arrange([[C1, C2, C3, C4], [C5, C5, C5, C5]], deck_top=(TRICK,))
    state.know[0][0] = state.know[0][1] = 0b11  # both seats know seat 0's first two cards
    play(state, Draw(), Discard(True))
    assert state.phase == POWER_PHASE
    assert all(a.seat == 0 for a in state.legal_actions())
    refused(state, Pick(1, 0), "own cards")
    state.apply(Pick(0, 0))
    refused(state, Pick(0, 0), "two different")
    events = state.apply(Pick(0, 1))
    assert state.rows[0][:2] == [C2, C1]
    assert knows(state, 0, 0, 0) and knows(state, 0, 0, 1)  # the actor keeps track
    assert not knows(state, 1, 0, 0) and not knows(state, 1, 0, 1)  # GL-33: moved unseen
    assert any(isinstance(e, CardsSwapped) and e.power == "trick" for e in events)
    assert state.phase == END


def test_gl3_distraction_swaps_two_opponents_cards() -> None:
    """GL-3: Distraction swaps cards of two different opponents; needs 3+ players."""
    rows = [[C1, C1, C1, C1], [C2, C2, C2, C2], [SWAP, C3, C3, C3]]
    state = arrange(rows, deck_top=(DISTRACTION,))
    state.know[2][0] = 0b100  # seat 2 knows its 12
    play(state, Draw(), Discard(True))
    refused(state, Pick(0, 1), "another player's card")
    state.apply(Pick(1, 0))
    refused(state, Pick(1, 1), "two different opponents")
    state.apply(Pick(2, 0))
    assert state.rows[1][0] == SWAP and state.rows[2][0] == C2
    assert knows(state, 2, 1, 0)  # GL-33 (amended): its owner follows it to seat 1
    assert knows(state, 0, 1, 0) is False and state.phase == END


def test_gl3_distraction_has_no_action_with_two_players() -> None:
    """GL-3: with 2 players the Distraction has no action (bad input refused)."""
    state = arrange([[C1, C1, C1, C1], [C2, C2, C2, C2]], deck_top=(DISTRACTION,))
    state.apply(Draw())
    assert Discard(True) not in state.legal_actions()
    refused(state, Discard(True), "3 or more players")


def test_gl4_eye_looks_at_own_card() -> None:
    """GL-4: Eye: look at one of your own face-down cards."""
    state = arrange([[C1, C2, C3, C4], [C5, C5, C5, C5]], deck_top=(EYE,))
    play(state, Draw(), Discard(True))
    refused(state, Pick(1, 0), "own cards")
    events = state.apply(Pick(0, 3))
    assert knows(state, 0, 0, 3) and not knows(state, 1, 0, 3)
    peek = next(e for e in events if isinstance(e, Peeked))
    assert peek.card["name"] == "creature_4" and peek.seen_by(1).card is None
    assert state.view(0)["slots"][0][3]["card"]["points"] == 4
    assert state.view(1)["slots"][0][3]["card"] is None


def test_gl5_spy_looks_at_another_players_card() -> None:
    """GL-5: Spy: look at one face-down card of another player, not your own."""
    state = arrange([[C1, C2, C3, C4], [C5, SWAP, C5, C5]], deck_top=(SPY,))
    play(state, Draw(), Discard(True))
    refused(state, Pick(0, 0), "needs another player's card")
    state.apply(Pick(1, 1))
    assert knows(state, 0, 1, 1) and not knows(state, 1, 1, 1)
    assert state.view(0)["slots"][1][1]["card"]["name"] == "swap"
    assert state.view(0)["slots"][1][1]["known_by"] == [0]


def test_gl6_strong_eye_then_deck_top() -> None:
    """GL-6: Strong eye: one own card, then the deck's top card, which stays on top."""
    state = arrange([[C1, C2, C3, C4], [C5, C5, C5, C5]], deck_top=(STRONG_EYE, PFE))
    play(state, Draw(), Discard(True))
    events = state.apply(Pick(0, 0))
    assert knows(state, 0, 0, 0)
    top = next(e for e in events if isinstance(e, DeckTopSeen))
    assert top.card["name"] == "pferd" and top.seen_by(1).card is None
    assert state.deck[-1] == PFE
    assert state.view(0)["deck_top"]["name"] == "pferd" and state.view(1)["deck_top"] is None
    assert state.view(1)["deck_top_known_by"] == [0]


def test_gl7_super_spy_then_deck_top_tracked_into_a_slot() -> None:
    """GL-7: Super spy: another's card, then the deck top; GL-33 tracks that card."""
    state = arrange([[C1, C2, C3, C4], [C5, C5, C5, C5]], deck_top=(SUPER_SPY, C1))
    play(state, Draw(), Discard(True), Pick(1, 2), EndTurn())
    assert knows(state, 0, 1, 2) and state.view(0)["deck_top"]["name"] == "creature_1"
    # seat 1 draws the card seat 0 saw on top and swaps it in: seat 0 still knows it
    state.apply(Draw())
    assert state.view(0)["drawn"]["card"]["name"] == "creature_1"
    state.apply(SwapInto(3))
    assert knows(state, 0, 1, 3) and knows(state, 1, 1, 3)


def test_gl8_blind_swap_nobody_looks_knowledge_moves() -> None:
    """GL-8: Blind swap: one of yours with another player's; knowledge moves with cards."""
    state = arrange([[SWAP, C2, C3, C4], [C1, C5, C5, C5]], deck_top=(BLIND_SWAP,))
    state.know[0][0] = 0b01  # seat 0 knows its 12
    play(state, Draw(), Discard(True))
    refused(state, Pick(0, 0), "needs another player's card")
    state.apply(Pick(1, 0))
    assert state.view(0)["pending"] == {
        "power": "blind_swap",
        "step": 1,
        "first": {"seat": 1, "slot": 0},
    }
    refused(state, Pick(1, 1), "own cards")
    state.apply(Pick(0, 0))
    assert state.rows[0][0] == C1 and state.rows[1][0] == SWAP
    assert knows(state, 0, 1, 0)  # seat 0 still knows where its 12 went
    assert not knows(state, 0, 0, 0)  # nobody looked at the card it got


def test_gl9_swap_look_then_swap_or_keep() -> None:
    """GL-9: the 12: look at another's card, then swap it with one of yours or keep."""
    state = arrange([[SWAP, C2, C3, C4], [C1, C5, C5, C5]], deck_top=(SWAP, SWAP))
    play(state, Draw(), Discard(True))
    events = state.apply(Pick(1, 0))
    assert knows(state, 0, 1, 0)
    assert [e.card["name"] for e in events if isinstance(e, Peeked)] == ["creature_1"]
    assert Keep() in state.legal_actions()
    state.apply(Pick(0, 0))
    assert state.rows[0][0] == C1 and knows(state, 0, 0, 0)
    assert state.rows[1][0] == SWAP
    # keep: nothing moves
    state.apply(EndTurn())
    play(state, Draw(), Discard(True), Pick(0, 1))
    rows = [r[:] for r in state.rows]
    state.apply(Keep())
    assert state.rows == rows and knows(state, 1, 0, 1)


def test_gl10_gl24_chotzli_stop_on_a_seen_card() -> None:
    """GL-10, GL-24: a swap aimed at a seen Chötzli: STOP, face up, the actor picks again."""
    state = arrange([[C5, C5, C5, C5], [CHO, C1, C1, C1]], deck_top=(BLIND_SWAP,))
    state.know[1][0] = 0b10  # its owner has seen it
    play(state, Draw(), Discard(True))
    events = state.apply(Pick(1, 0))
    assert any(isinstance(e, Stopped) and e.owner == 1 and e.slot == 0 for e in events)
    assert (state.up_seat, state.up_slot) == (1, 0) and state.rows[1][0] == CHO
    assert state.phase == POWER_PHASE and state.step == 0
    view = state.view(0)
    assert view["slots"][1][0] == {
        "card": C.card_json(CHO),
        "known_by": [0, 1],
        "face_up": True,
    }
    refused(state, Pick(1, 0), "face up")  # bad input: a face-up Chötzli
    play(state, Pick(1, 1), Pick(0, 0))
    assert state.rows[1][1] == C5 and state.rows[1][0] == CHO


def test_gl24_unseen_chotzli_is_swapped_away() -> None:
    """GL-24: STOP only when the owner has seen the Chötzli."""
    state = arrange([[C5, C5, C5, C5], [CHO, C1, C1, C1]], deck_top=(BLIND_SWAP,))
    play(state, Draw(), Discard(True), Pick(1, 0), Pick(0, 2))
    assert state.rows[0][2] == CHO and state.up_seat == -1


def test_gl24_stop_with_no_target_left_ends_the_power() -> None:
    """GL-24: if the STOP leaves no valid target, the power ends."""
    state = arrange([[C5, C5, C5, C5], [CHO, EMPTY, EMPTY]], deck_top=(SWAP,))
    state.know[1][0] = 0b10
    play(state, Draw(), Discard(True))
    events = state.apply(Pick(1, 0))
    assert [type(e) for e in events] == [Stopped, PowerEnded]
    assert state.phase == END and not knows(state, 0, 0, 0)
    assert state.rows[0] == [C5] * 4


def test_gl24_distraction_stop_and_isbar_leaves_face_up_chotzli() -> None:
    """GL-24: Distraction is stopped too; an Isbär swap leaves a face-up Chötzli in place."""
    rows = [[C1, C1, C1, C1], [C2, C2, CHO, C2], [C3, C3, C3, C3]]
    state = arrange(rows, deck_top=(DISTRACTION,))
    state.know[1][2] = 0b010
    play(state, Draw(), Discard(True))
    assert any(isinstance(e, Stopped) for e in state.apply(Pick(1, 2)))
    play(state, Pick(2, 0), Pick(1, 0), EndTurn())
    assert state.rows[1][0] == C3 and state.rows[2][0] == C2
    # seat 1 plays an Isbär on seat 0: its face-up Chötzli stays in its slot 2
    state.deck.append(state.deck.pop(state.deck.index(ISB)))
    events = play(state, Draw(), Discard(True), PickSeat(0))
    assert any(isinstance(e, IsbarSwapped) for e in events)
    assert state.rows[1] == [C1, C1, CHO, C1, C1]  # seat 0's slot-2 card moved to the end
    assert state.rows[0] == [C3, C2, EMPTY, C2]
    assert (state.up_seat, state.up_slot) == (1, 2)
    _check_state(state)


def test_gl11_glubschi_looks_at_all_own_cards() -> None:
    """GL-11: Glubschi discarded from a deck draw: look at all your face-down cards."""
    state = arrange([[C1, C2, EMPTY, C4, C5], [C3, C3, C3, C3]], deck_top=(GLU,))
    play(state, Draw(), Discard(True))
    assert [knows(state, 0, 0, i) for i in (0, 1, 3, 4)] == [True] * 4
    assert state.phase == END


def test_gl12_gl29_pferd_caps_points_at_10() -> None:
    """GL-12, GL-29: a player holding Pferd scores at most 10 for their cards."""
    state = arrange([[C1, C1, C1, C1], [PFE, SWAP, SWAP, C3]])
    finish_round(state)
    last = state.rounds[-1]
    assert last["raw"][1] == 27 and last["pferd"] == [False, True]
    assert last["counted"][1] == 10 and last["points"][1] == 10


def test_gl13_isbar_swaps_all_cards() -> None:
    """GL-13: Isbär: swap all your face-down cards with all of another player's."""
    rows = [[C1, C2], [C3, C4, C5, EMPTY], [SPY, SPY, SPY, SPY]]
    state = arrange(rows, deck_top=(ISB,))
    state.know[1][0] = 0b010
    play(state, Draw(), Discard(True))
    assert state.legal_actions() == [PickSeat(1), PickSeat(2)]
    refused(state, PickSeat(0), "another player")
    refused(state, Pick(1, 0), "pick_seat")
    state.apply(PickSeat(1))
    assert state.rows[0] == [C3, C4, C5, EMPTY] and state.rows[1] == [C1, C2]
    assert knows(state, 1, 0, 0)  # done in the open: knowledge moves with the cards


def test_gl14_gl15_gl30_combo_plus_one() -> None:
    """GL-14, GL-30: a caller's combo (Plus 1, 2, 3, 4) scores 0; others get 5 cards next."""
    state = arrange([[PLUS, C2, C3, C4], [CHO, EMPTY, EMPTY, EMPTY], [C1, C1, C1, C1]])
    events = finish_round(state)
    last = state.rounds[-1]
    assert last["combo"] == ["plus_one"] and last["points"][0] == 0
    assert last["penalty"][0] == 0  # seat 1's 0 points cannot beat a combo
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.breakdown["cards"][0][0]["name"] == "plus_one"
    assert [len(r) for r in state.rows] == [4, 5, 5]
    assert state.peeks_left == [0, 2, 2] or state.peeks_left[state.current] == 2


def test_gl15_gl30_combo_blind() -> None:
    """GL-15, GL-30: combo with "Blind": the others start the next round without peeking."""
    state = arrange([[C4, C3, BLI, C2, C1], [C5, C5, C5, C5]])
    finish_round(state)
    assert state.rounds[-1]["combo"] == ["blind"] and state.rounds[-1]["points"][0] == 0
    assert [len(r) for r in state.rows] == [4, 4]
    assert state.peeks_left == [2, 0] and state.current == 0 and state.phase == PEEK
    # GL-18: round 2 starts with seat 1, who may not peek, so seat 0 peeks first
    assert state.round_start == 1
    play(state, StartPeek(0), StartPeek(1))
    assert state.phase == TURN and state.current == 1


def test_gl30_combo_only_for_the_caller() -> None:
    """GL-30: a non-caller holding a combo gains nothing."""
    state = arrange([[C1, C1], [PLUS, C2, C3, C4]])
    finish_round(state)
    assert state.rounds[-1]["combo"] == [] and state.rounds[-1]["points"][1] == 14
    assert [len(r) for r in state.rows] == [4, 4]


def test_gl16_deal_four_and_turn_up_a_discard() -> None:
    """GL-16: shuffle 54, deal 4 each face down, turn the deck's top card up."""
    for players in range(2, 7):
        state = RULES.new_game(players, seed=players)
        assert [len(r) for r in state.rows] == [4] * players
        assert len(state.discard) == 1
        assert len(state.deck) == 54 - 4 * players - 1
        assert state.card_inventory() == sorted(C.DECK)
        assert all(m == 0 for k in state.know for m in k)
    assert RULES.new_game(3, seed=1).rows != RULES.new_game(3, seed=2).rows


def test_gl17_start_peeks_two_each_in_seat_order() -> None:
    """GL-17: each player looks at 2 own cards of their choice, seat by seat."""
    state = RULES.new_game(3, seed=4, options={"start_player": 1})
    assert state.phase == PEEK and state.current == 1
    assert state.legal_actions() == [StartPeek(i) for i in range(4)]
    refused(state, StartPeek(1), seat=0)  # not seat 0's turn
    refused(state, Draw(), "look at 2")
    events = state.apply(StartPeek(2))
    assert events[0].card is not None and events[0].seen_by(0).card is None
    refused(state, StartPeek(2), "already looked")
    refused(state, StartPeek(7), "no slot")
    state.apply(StartPeek(0))
    order = [state.current]
    for _ in range(4):
        state.apply(state.legal_actions()[0])
        order.append(state.current)
    assert order == [2, 2, 0, 0, 1]
    assert state.phase == TURN and state.current == 1
    for seat in range(3):
        view = state.view(seat)
        assert [c["card"] is not None for c in view["slots"][seat]].count(True) == 2
        others = [c for s in range(3) if s != seat for c in view["slots"][s]]
        assert all(c["card"] is None for c in others)


def test_gl18_start_player_then_next_seat_each_round() -> None:
    """GL-18: the first start player is chosen (or random); each round the next seat."""
    starts = {RULES.new_game(4, seed=s).round_start for s in range(40)}
    assert starts == {0, 1, 2, 3}
    state = arrange([[C1, C1, C1, C1], [C2, C2, C2, C2], [C3, C3, C3, C3]])
    assert state.round_start == 0
    finish_round(state)
    assert state.round_no == 2 and state.round_start == 1 and state.current == 1
    with pytest.raises(IllegalAction, match="Start player"):
        RULES.new_game(3, seed=1, options={"start_player": 3})


def test_gl19_draw_then_discard_or_swap_in() -> None:
    """GL-19: draw (only the drawer sees it), then discard (maybe with power) or swap in."""
    state = arrange([[C5, C5, C5, C5], [C1, C1, C1, C1]], deck_top=(EYE,))
    events = state.apply(Draw())
    drew = next(e for e in events if isinstance(e, Drew))
    assert drew.card["name"] == "eye" and drew.seen_by(1).card is None
    assert state.view(0)["drawn"]["card"]["name"] == "eye"
    assert state.view(1)["drawn"] == {"seat": 0, "card": None, "known_by": [0]}
    assert state.legal_actions() == [Discard(False), Discard(True)] + [
        SwapInto(i) for i in range(4)
    ]
    # (1) discard without using the action
    plain = state.clone()
    plain.apply(Discard(False))
    assert plain.discard[-1] == EYE and plain.phase == END
    # (2) swap in: the drawer knows it, the old card is discarded without its action
    events = state.apply(SwapInto(2))
    assert state.rows[0][2] == EYE and knows(state, 0, 0, 2) and not knows(state, 1, 0, 2)
    assert state.discard[-1] == C5 and state.phase == END
    assert events[0].seen_by(1).card is None and events[0].discarded["name"] == "creature_5"


def test_gl20_take_the_discard_everybody_sees_it() -> None:
    """GL-20: swap the top discard for an own card; everybody knows the card taken."""
    state = arrange([[C5, C5, C5, C5], [C1, C1, C1, C1]], discard=(C3, C2))
    state.apply(TakeDiscard(1))
    assert state.rows[0][1] == C2 and state.discard == [C3, C5]
    assert knows(state, 0, 0, 1) and knows(state, 1, 0, 1)
    assert state.phase == END


def test_gl21_match_success_and_failure_with_penalty() -> None:
    """GL-21: a matching card goes on the discard; a wrong one is shown and costs a card."""
    state = arrange([[C3, C4, C5, C1], [C2, C2, C2, C2]], discard=(C3,), deck_top=(SWAP,))
    ok = state.clone()
    events = ok.apply(MatchDiscard(0))
    assert ok.rows[0][0] == EMPTY and ok.discard[-1] == C3
    assert events[0] == Matched(0, 0, C.card_json(C3), True, -1)
    # bad input: the now empty slot
    ok.apply(EndTurn())
    ok.apply(Draw())
    ok.apply(Discard(False))
    ok.apply(EndTurn())
    refused(ok, TakeDiscard(0), "empty")
    refused(ok, MatchDiscard(0), "empty")
    # failure: shown to all, back in place, deck top into a new slot unseen
    events = state.apply(MatchDiscard(1))
    assert state.rows[0][1] == C4 and knows(state, 1, 0, 1)
    assert state.rows[0][4] == SWAP and not knows(state, 0, 0, 4)
    assert isinstance(events[1], PenaltyCard) and events[1].seen_by(0).card is None
    assert events[0].penalty_slot == 4 and state.discard == [C3]


def test_gl21_heroes_and_combo_cards_match_by_points() -> None:
    """GL-21: matching compares points: a hero matches a hero, a combo card a 5."""
    state = arrange([[CHO, PLUS, C1, C1], [C2, C2, C2, C2]], discard=(PFE,))
    state.apply(MatchDiscard(0))
    assert state.rows[0][0] == EMPTY
    state = arrange([[CHO, PLUS, C1, C1], [C2, C2, C2, C2]], discard=(C5,))
    state.apply(MatchDiscard(1))
    assert state.rows[0][1] == EMPTY


def test_gl22_call_protects_and_gives_each_other_player_one_turn() -> None:
    """GL-22: after a call the caller is protected; each other player has exactly one turn."""
    rows = [[C1, C1, C1, C1], [C2, C2, C2, C2], [C3, C3, C3, C3]]
    state = arrange(rows, deck_top=(C5, SPY, ISB))
    play(state, Draw(), Discard(False))
    assert state.legal_actions() == [Call(), EndTurn()]
    events = state.apply(Call())
    assert state.caller == 0 and state.current == 1
    assert state.view(2)["protected"] == [0] and state.view(2)["turns_left"] == 2
    play(state, Draw(), Discard(True))
    refused(state, Pick(0, 0), "protected")  # bad input: the caller's cards
    refused(state, Pick(1, 0), "another player's card")
    assert {a.seat for a in state.legal_actions()} == {2}
    state.apply(Pick(2, 1))
    assert state.current == 2 and state.phase == TURN  # the turn ended by itself
    refused(state, Call(), "already called")  # bad input: a call while a call stands
    state.apply(Draw())
    refused(state, Call(), "already called")
    events = state.apply(Discard(False))
    assert any(isinstance(e, RoundEnded) for e in events)
    assert state.rounds[-1]["caller"] == 0 and state.round_no == 2


def test_gl22_isbar_refuses_the_caller() -> None:
    """GL-22: the Isbär may not target the caller."""
    rows = [[C1, C1, C1, C1], [C2, C2, C2, C2], [C3, C3, C3, C3]]
    state = arrange(rows, deck_top=(C5, ISB))
    play(state, Draw(), Discard(False), Call(), Draw(), Discard(True))
    assert state.legal_actions() == [PickSeat(2)]
    refused(state, PickSeat(0), "protected")


def test_gl23_recycle_the_discard_pile() -> None:
    """GL-23: an empty deck is refilled from the discard pile except its top card."""
    state = arrange([[C1, C1, C1, C1], [C2, C2, C2, C2]], discard=(C5,), deck=[])
    size = len(state.discard)
    events = state.apply(Draw())
    assert isinstance(events[0], DeckRecycled) and events[0].count == size - 1
    assert state.discard == [C5] and len(state.deck) == size - 2
    assert state.card_inventory() == sorted(C.DECK)


def test_gl23_nothing_left_to_draw() -> None:
    """GL-23 (house): with nothing to recycle the draw is skipped; pass if nothing else."""
    rest = list(C.DECK)
    for c in (C1, C2, C2):
        rest.remove(c)
    state = arrange([[C1], rest], discard=(C2,), deck=[])
    state.discard = [C2]
    state.rows[1].append(C2)
    state.know[1].append(0)
    _check_state(state)
    assert Draw() not in state.legal_actions()
    refused(state, Draw(), "nothing to draw")
    events = state.apply(MatchDiscard(0))  # fails: no penalty card to take
    assert events[0].penalty_slot == -1 and state.rows[0] == [C1]
    # a player with no face-down card and nothing to draw can only pass
    state = arrange([[EMPTY], rest + [C1]], discard=(C2,), deck=[])
    state.discard = [C2]
    state.rows[1].append(C2)
    state.know[1].append(0)
    assert state.legal_actions() == [Pass()]
    state.apply(Pass())
    assert state.current == 1


def test_gl25_heroes_act_only_from_a_deck_draw() -> None:
    """GL-25: Glubschi and Isbär act only when discarded from a deck draw (A-1)."""
    state = arrange([[C5, C5, C5, C5], [C1, C1, C1, C1]], discard=(GLU,))
    state.apply(TakeDiscard(0))
    assert state.phase == END and state.rows[0][0] == GLU
    state = arrange([[ISB, C5, C5, C5], [C1, C1, C1, C1]], deck_top=(C2,))
    play(state, Draw(), SwapInto(0))
    assert state.discard[-1] == ISB and state.phase == END  # discarded without its action


def test_gl26_gl27_heroes_are_zero_round_points_are_sums() -> None:
    """GL-26 heroes are worth 0 wherever they are; GL-27 round points are card sums."""
    state = arrange([[CHO, GLU, ISB], [C5, SWAP, C3, C1]])
    finish_round(state)
    last = state.rounds[-1]
    assert last["raw"] == [0, 21]
    assert last["points"] == [0, 21] and state.totals == [0, 21]


def test_gl28_caller_penalties() -> None:
    """GL-28: +15 over 5 points; else +5 if someone has strictly fewer; never both."""
    cases = [
        ([C5, C2], [C1], 15),  # 7 > 5
        ([C5, SWAP, SWAP], [C1], 15),  # over 5 and beaten: only the 15
        ([C3, C2], [C1, C1], 5),  # 5, beaten by 2
        ([C3, C2], [C4, C1], 0),  # tied: not beaten
        ([C1], [C2], 0),
    ]
    for caller_cards, other, penalty in cases:
        state = arrange([caller_cards, other])
        finish_round(state)
        last = state.rounds[-1]
        assert last["penalty"] == [penalty, 0], caller_cards
        assert last["points"][0] == last["counted"][0] + penalty


def test_gl29_pferd_cap_before_the_callers_check() -> None:
    """GL-29: Pferd caps at 10 before the caller's penalty check."""
    state = arrange([[PFE, SWAP, SWAP], [C1]])
    finish_round(state)
    assert state.rounds[-1]["counted"][0] == 10 and state.rounds[-1]["points"][0] == 25


def test_gl31_game_ends_when_a_total_passes_the_target() -> None:
    """GL-31: totals add up; the game ends after a round in which a total passes the target."""
    state = arrange([[C5, C5], [C3, C3, C4]], target=30)
    finish_round(state)
    assert not state.is_over and state.totals == [25, 10]  # caller 10 > 5: +15
    state = arrange([[C5, C5], [C5, C5]], target=20)
    state.totals = [0, 5]
    finish_round(state)
    assert state.is_over and state.phase == OVER and state.current_player is None
    result = state.result()
    assert result.scores == (25, 15) and result.winners == (1,)
    assert state.legal_actions() == []
    refused(state, Draw(), "over")
    state = arrange([[C1], [C1]], target=1)
    state.totals = [1, 0]
    finish_round(state)
    assert state.is_over and state.totals == [2, 1]
    # ties share the victory
    state = arrange([[C2], [C2]], target=1)
    finish_round(state)
    assert state.result().winners == (0, 1)
    view = state.view(1)
    assert view["is_over"] and view["winners"] == [0, 1]
    assert all(c["card"] is not None for row in view["slots"] for c in row if c)


def test_gl32_round_cap_400_actions() -> None:
    """GL-32: a round reaching 400 actions ends as if the final turns were done."""
    state = arrange([[C1, C1, C1, C1], [C2, C2, C2, C2]], deck_top=(C5,))
    state.round_actions = 399
    events = state.apply(Draw())  # the 400th action, with a card still drawn
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.breakdown["capped"] and ended.breakdown["caller"] is None
    assert ended.breakdown["penalty"] == [0, 0] and state.round_no == 2
    assert state.card_inventory() == sorted(C.DECK)
    # in random play no round goes past it
    for seed in range(30):
        state = RULES.new_game(2 + seed % 5, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = [a for a in state.legal_actions() if a != Call()] or [Call()]
            state.apply(rng.choice(legal))
            assert state.round_actions < C.ROUND_ACTION_CAP or state.is_over
        assert all(b["capped"] for b in state.rounds)


def test_gl33_views_hold_exactly_what_a_seat_knows() -> None:
    """GL-33: public facts for all; a card's face only to seats that have seen it."""
    state = arrange([[C1, C2, C3, C4], [C5, SWAP, C5, C5]], discard=(C3,), deck_top=(SPY,))
    state.know[0][0] = 0b01
    state.know[1][1] = 0b11
    view = state.view(0)
    assert view["game"] == "gloschli" and view["seat"] == 0 and view["players"] == 2
    assert view["slots"][0][0]["card"]["name"] == "creature_1"
    assert view["slots"][0][1]["card"] is None
    assert view["slots"][1][1]["card"]["name"] == "swap" and view["slots"][1][1]["known_by"] == [
        0,
        1,
    ]
    assert view["discard"] == [C.card_json(C3)] and view["deck"] == len(state.deck)
    assert view["phase"] == "turn" and view["caller"] is None
    assert "rng" not in json.dumps(view) and str(state.rng.state) not in json.dumps(view)
    # sampling: known cards stay, the unknown ones are exactly the rest
    for r in range(20):
        world = RULES.sample(json.loads(json.dumps(view)), random.Random(r))
        assert world.view(0) == view
        assert world.rows[0][0] == C1 and world.rows[1][1] == SWAP
        assert world.card_inventory() == sorted(C.DECK)
    worlds = {tuple(RULES.sample(view, random.Random(r)).rows[0]) for r in range(20)}
    assert len(worlds) > 1
    # a drawn card: only the drawer
    state.apply(Draw())
    assert state.view(1)["drawn"]["card"] is None and state.view(0)["drawn"]["card"] is not None
    with pytest.raises(IllegalAction):
        RULES.sample({"game": "chess"}, random.Random(1))
    broken = state.view(0)
    broken["deck"] += 3
    with pytest.raises(IllegalAction):
        RULES.sample(broken, random.Random(1))


def test_all4_sample_reads_a_view_json_into_the_typed_view_and_refuses_what_is_not_one() -> None:
    """ALL-4: a view's JSON is read into the typed view before a world is sampled: seats given
    as text, an option the game does not have or a round breakdown with a key too much are
    refused, as the same view typed and as JSON give the same world."""
    rng = random.Random(5)
    state = RULES.new_game(3, 5, {"target": 40})
    while len(state.rounds) < 1:
        state.apply(rng.choice(state.legal_actions()))
    view = state.view(1)
    assert view["rounds"] and not state.is_over
    same = RULES.sample(state.typed_view(1), random.Random(2)).to_json()
    assert RULES.sample(json.loads(json.dumps(view)), random.Random(2)).to_json() == same
    text = json.loads(json.dumps(view))
    cell = next(c for row in text["slots"] for c in row if c is not None and not c["known_by"])
    cell["known_by"] = ""  # no list of seats (read as one, it would be an empty one)
    extra_option = dict(view, options={**view["options"], "jokers": True})
    extra_key = dict(view, rounds=[{**view["rounds"][0], "bonus": 1}])
    for bad in (text, extra_option, extra_key):
        with pytest.raises(IllegalAction):
            RULES.sample(bad, random.Random(1))


def test_gl33_knowledge_of_a_failed_match_is_public() -> None:
    """GL-33: a card shown by a failed match is known to all, and stays known when a
    Distraction moves it (knowledge follows the card, amended GL-33)."""
    rows = [[C4, C1, C1, C1], [C2, C2, C2, C2], [C3, C3, C3, C3]]
    state = arrange(rows, discard=(C1,), deck_top=(C5, DISTRACTION))
    state.apply(MatchDiscard(0))
    assert all(state.view(p)["slots"][0][0]["card"]["name"] == "creature_4" for p in range(3))
    play(state, EndTurn(), Draw(), Discard(True), Pick(0, 0), Pick(2, 0))
    assert state.rows[2][0] == C4
    assert [knows(state, p, 2, 0) for p in range(3)] == [True, True, True]


def test_gl34_memory_aid_is_an_option_the_engine_remembers_all() -> None:
    """GL-34: "memory aid" is a table option (off by default); the engine never forgets."""
    assert RULES.default_options["memory_aid"] is False
    state = RULES.new_game(2, seed=1, options={"memory_aid": True, "start_player": 0})
    assert state.view(0)["options"]["memory_aid"] is True
    play(state, StartPeek(0), StartPeek(1), StartPeek(3), StartPeek(2))
    play(state, state.legal_actions()[-1], EndTurn(), Draw())
    view = state.view(0)
    assert view["slots"][0][0]["card"] is not None and view["slots"][0][1]["card"] is not None
    with pytest.raises(IllegalAction):
        RULES.new_game(2, seed=1, options={"memory_aid": 1})
    with pytest.raises(IllegalAction):
        RULES.new_game(2, seed=1, options={"target": 0})


# -- contract details --------------------------------------------------------------------------


def _universe(players: int) -> list:
    """Every action shape, for checking legal_actions against apply."""
    acts = [Draw(), Pass(), Keep(), Call(), EndTurn(), Discard(False), Discard(True)]
    for i in range(7):
        acts += [StartPeek(i), TakeDiscard(i), MatchDiscard(i), SwapInto(i)]
        acts += [Pick(s, i) for s in range(players + 1)]
    acts += [PickSeat(s) for s in range(players + 1)]
    return acts


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_legal_actions_agree_with_apply(players: int) -> None:
    """ALL-3 (GL-19..GL-24): apply accepts exactly the listed actions; refusals say why."""
    universe = _universe(players)
    for seed in range(3):
        state = RULES.new_game(players, seed, options={"target": 40})
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            for action in rng.sample(universe, 8) + legal:
                probe = state.clone()
                if action in legal:
                    probe.apply(action)
                else:
                    with pytest.raises(IllegalAction, match=r"\w{3}"):
                        probe.apply(action)
                    assert probe.to_json() == state.to_json()
            powered = [a for a in legal if a == Discard(True) or isinstance(a, (Pick, PickSeat))]
            calls = [a for a in legal if a != Call()]
            choice = powered or calls or legal
            state.apply(rng.choice(choice))


def test_actions_json_round_trip_and_refusals() -> None:
    """Actions survive JSON; malformed action JSON is refused (ALL-3)."""
    for action in _universe(3):
        assert RULES.action_from_json(json.loads(json.dumps(action.to_json()))) == action
    for bad in (
        {"type": "pick", "seat": True, "slot": 0},
        {"type": "pick", "seat": 0},
        {"type": "peek", "slot": -1},
        {"type": "discard", "use_power": 1},
        {"type": "peek", "slot": "1"},
        {"type": "walk"},
    ):
        with pytest.raises(IllegalAction):
            RULES.action_from_json(bad)


def test_random_play_always_has_an_action() -> None:
    """Never a player without an action, at any player count (speed is in `game bench`)."""
    for seed in range(60):
        state = RULES.new_game(2 + seed % 5, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            assert legal
            state.apply(rng.choice(legal))


def _seen(events: list, seat: int) -> list[str]:
    out = []
    for event in events:
        copy = event.seen_by(seat)
        if copy is not None:
            out.append(json.dumps(copy.to_json(), sort_keys=True))
    return out


def test_gl33_all4_power_heavy_play_keeps_secrets() -> None:
    """GL-33 / ALL-4 with many powers: resampled views stay equal, events leak nothing."""
    for game in range(8):
        players = 2 + game % 5
        state = RULES.new_game(players, seed=700 + game, options={"target": 50})
        rng = random.Random(game)
        step = 0
        while not state.is_over and step < 600:
            legal = state.legal_actions()
            powered = [a for a in legal if a == Discard(True) or isinstance(a, (Pick, PickSeat))]
            if Draw() in legal and rng.random() < 0.6:
                action = Draw()
            elif powered and rng.random() < 0.9:
                action = rng.choice(powered)
            else:
                action = rng.choice([a for a in legal if a != Call()] or legal)
            if rng.random() < 0.03 and Call() in legal:
                action = Call()
            before = state.clone()
            views = [state.view(p) for p in range(players)]
            events = state.apply(action)
            for p in range(players):
                world = RULES.sample(json.loads(json.dumps(views[p])), random.Random(step + p))
                assert world.view(p) == views[p]
                assert world.card_inventory() == before.card_inventory()
                if action in world.legal_actions():
                    world_events = world.apply(action)
                    if world.view(p) == state.view(p):
                        assert _seen(world_events, p) == _seen(events, p)
            step += 1


# -- GL-33 (amended): knowledge follows the card -----------------------------------------------


def _where_known(state: GloschliState, seat: int, slot: int) -> list:
    """Per viewer, the card its view shows at (seat, slot) (None: not known)."""
    return [state.view(p)["slots"][seat][slot]["card"] for p in range(state.players)]


def _moved_with_knowledge(before: GloschliState, after: GloschliState, moves: dict) -> None:
    """Each moved card ``moves[(seat, slot)] = (seat, slot)`` is, in its new place, known to
    exactly the seats that knew it in its old place, and shown to them in their views."""
    for (s, i), (t, j) in moves.items():
        assert after.rows[t][j] == before.rows[s][i]
        assert after.know[t][j] == before.know[s][i], ((s, i), (t, j))
        card = C.card_json(before.rows[s][i])
        shown = [card if knows(before, p, s, i) else None for p in range(before.players)]
        assert _where_known(after, t, j) == shown


def test_gl33_distraction_knowledge_follows_the_card() -> None:
    """GL-33: a Distraction is done in sight: every seat that knew a card knows it where it went."""
    rows = [[C1, C1, C1, C1], [GLU, C2, C2, C2], [C3, SWAP, C3, C3]]
    state = arrange(rows, deck_top=(DISTRACTION,))
    state.know[1][0] = 0b111  # everybody has seen the Glubschi (say, taken from the discard)
    state.know[2][1] = 0b100  # only its owner knows the 12
    before = state.clone()
    play(state, Draw(), Discard(True), Pick(1, 0), Pick(2, 1))
    _moved_with_knowledge(before, state, {(1, 0): (2, 1), (2, 1): (1, 0)})
    assert knows(state, 2, 1, 0) and not knows(state, 0, 1, 0)  # seat 2 follows its 12


def test_gl33_blind_swap_knowledge_follows_the_card() -> None:
    """GL-33: a Blind swap: the cards' knowledge moves with them, for every seat."""
    rows = [[SWAP, C2, C3, C4], [C1, C5, C5, C5], [C2, C2, C2, C1]]
    state = arrange(rows, deck_top=(BLIND_SWAP,))
    state.know[0][2] = 0b101
    state.know[1][3] = 0b110
    before = state.clone()
    play(state, Draw(), Discard(True), Pick(1, 3), Pick(0, 2))
    _moved_with_knowledge(before, state, {(0, 2): (1, 3), (1, 3): (0, 2)})
    assert [knows(state, p, 0, 2) for p in range(3)] == [False, True, True]


def test_gl33_swap_knowledge_follows_the_card() -> None:
    """GL-33: the 12: the looked-at card and the given card keep their knowers."""
    rows = [[C5, C2, C3, C4], [C1, C5, C5, C5], [C2, C2, C2, C3]]
    state = arrange(rows, deck_top=(SWAP,))
    state.know[0][0] = 0b101  # seats 0 and 2 know seat 0's 5
    state.know[1][2] = 0b110  # seats 1 and 2 know seat 1's slot 2
    play(state, Draw(), Discard(True), Pick(1, 2))  # seat 0 looks at it
    assert state.know[1][2] == 0b111
    before = state.clone()
    state.apply(Pick(0, 0))
    _moved_with_knowledge(before, state, {(0, 0): (1, 2), (1, 2): (0, 0)})


def test_gl33_isbar_knowledge_follows_the_cards() -> None:
    """GL-33: an Isbär swaps whole rows in sight: every knower follows every card."""
    rows = [[C1, C2, C3], [C4, C5, SPY, EYE], [C1, C1, C1, C2]]
    state = arrange(rows, deck_top=(ISB,))
    state.know[0][0] = 0b101
    state.know[0][2] = 0b011
    state.know[1][1] = 0b110
    state.know[1][3] = 0b111
    before = state.clone()
    play(state, Draw(), Discard(True), PickSeat(1))
    moves = {(0, i): (1, i) for i in range(3)} | {(1, i): (0, i) for i in range(4)}
    _moved_with_knowledge(before, state, moves)


def test_gl33_trick_clears_the_others_knowledge_of_both_cards() -> None:
    """GL-33: a Trick is done out of the others' sight: only the actor still knows the cards."""
    rows = [[C1, C2, C3, C4], [C5, C5, C5, C5], [C3, C3, C3, C2]]
    state = arrange(rows, deck_top=(TRICK,))
    state.know[0][0] = 0b111  # everybody knows seat 0's 1
    state.know[0][3] = 0b110  # seats 1 and 2 know its 4; the actor does not
    play(state, Draw(), Discard(True), Pick(0, 0), Pick(0, 3))
    assert state.rows[0][0] == C4 and state.rows[0][3] == C1
    assert state.know[0][3] == 0b001  # the actor follows the card it knew
    assert state.know[0][0] == 0  # and never knew the other one
    for p in (1, 2):
        assert _where_known(state, 0, 0)[p] is None and _where_known(state, 0, 3)[p] is None


def test_gl33_sampled_worlds_agree_with_what_the_view_knows() -> None:
    """GL-33: after public swaps, every world sampled from a view holds each card the view
    shows, where it shows it, and the same knowers for every card."""
    for game in range(6):
        players = 3 + game % 4
        state = RULES.new_game(players, seed=900 + game, options={"target": 40})
        rng = random.Random(game)
        swaps = 0
        while not state.is_over and swaps < 40:
            legal = state.legal_actions()
            powered = [a for a in legal if a == Discard(True) or isinstance(a, (Pick, PickSeat))]
            calm = [a for a in legal if a != Call()] or legal  # long rounds, many swaps
            action = Draw() if Draw() in legal else rng.choice(powered or calm)
            events = state.apply(action)
            if not any(isinstance(e, (CardsSwapped, IsbarSwapped)) for e in events):
                continue
            swaps += 1
            for p in range(players):
                view = state.view(p)
                for r in range(3):
                    world = RULES.sample(json.loads(json.dumps(view)), random.Random(r))
                    assert world.view(p) == view
                    for s, row in enumerate(view["slots"]):
                        for i, cell in enumerate(row):
                            if cell is None:
                                assert world.rows[s][i] == EMPTY
                                continue
                            assert world.know[s][i] == state.know[s][i]
                            if cell["card"] is not None:
                                assert world.rows[s][i] == state.rows[s][i]
        assert swaps >= 10


def test_gl33_hard_bot_keeps_a_known_zero_after_a_public_swap() -> None:
    """GL-33: a 0 everybody saw, moved to the hard bot by a Distraction, is not given away."""
    from game.ai import decide, make_bot

    for seed in range(12):
        rows = [[GLU, C3, C3, C3], [C4, C4, C4, C4], [C5, C5, C5, C5]]
        state = arrange(rows, discard=(C2,), deck_top=(DISTRACTION,), current=1)
        state.know[0][0] = 0b111  # the Glubschi was seen by everybody
        play(state, Draw(), Discard(True), Pick(0, 0), Pick(2, 0), EndTurn())
        assert state.current == 2 and state.rows[2][0] == GLU
        bot = make_bot("gloschli", "hard", seed)
        while state.current == 2 and not state.is_over:
            state.apply(decide(bot, state.view(2), state.legal_actions()))
        assert state.rows[2][0] == GLU, seed


def test_gl33_easy_bot_memory_follows_a_publicly_swapped_card() -> None:
    """GL-33: easy's memory (GL-34) follows a moved card: a card it forgot stays forgotten
    where a Distraction took it, a card it remembers is remembered there."""
    from game.games.gloschli.bots import EASY, ForgetfulPolicy, forget

    rows = [[C1, C1, C1, C1], [GLU, C2, C2, C2], [C3, SWAP, C3, C3]]
    state = arrange(rows, deck_top=(DISTRACTION,))
    state.know[1][0] = 0b011  # easy (seat 1) and seat 0 know the Glubschi
    state.know[2][1] = 0b110  # easy and seat 2 know the 12
    mind = ForgetfulPolicy(1.0, EASY, 0.0)
    rng = random.Random(1)
    forget(state.typed_view(1), mind, rng)  # it sees both
    mind.forget = 0.0
    mind.lost.add((state.round_no, 1, 0, GLU))  # and forgets the Glubschi only
    assert forget(state.typed_view(1), mind, rng).card(1, 0) is None
    play(state, Draw(), Discard(True), Pick(1, 0), Pick(2, 1))
    view = state.typed_view(1)
    glubschi = view.card(2, 1)
    assert glubschi is not None and glubschi.name == "glubschi"  # the engine remembers (GL-34)
    mine = forget(view, mind, rng)
    cell = mine.slots[2][1]
    assert cell is not None and cell.card is None and 1 not in cell.known_by
    swap = mine.card(1, 0)
    assert swap is not None and swap.name == "swap"  # the 12 it remembers, in its new place
    assert RULES.sample(mine, rng).typed_view(1).slots == mine.slots


def test_an_action_with_a_key_it_should_not_have_is_refused() -> None:
    """ALL-3: a draw with an extra key or a start peek naming a seat is no Gloschli action."""
    for bad in ({"type": "draw", "extra": 1}, {"type": "peek", "slot": 0, "seat": 1}):
        with pytest.raises(IllegalAction, match="exactly the keys"):
            RULES.action_from_json(bad)
    assert RULES.action_from_json({"type": "peek", "slot": 0}) == StartPeek(0)


# -- the typed view (view.py): the same facts as the view's JSON ---------------------------------


@pytest.mark.parametrize("players", [2, 4, 6])
def test_gl33_typed_view_is_the_json_view_read(players: int) -> None:
    """GL-33: at every step of random games, each seat's typed view written out is its JSON
    view, the JSON read back is the typed view, a world sampled from either is the same, and
    a card shows in it only where the seat has seen it."""
    from game.games.gloschli.view import Card, View

    for seed in range(2):
        state = RULES.new_game(players, seed, {"target": 40})
        rng = random.Random(seed)
        while True:
            for p in range(players):
                typed = state.typed_view(p)
                assert typed.to_json() == state.view(p)
                assert View.of(state.view(p)) == typed
                for s, row in enumerate(typed.slots):
                    for i, cell in enumerate(row):
                        if cell is not None:
                            seen = p in cell.known_by
                            assert (cell.card is not None) == seen
                            assert not seen or cell.card == Card(state.rows[s][i])
                if not state.is_over:
                    world = RULES.sample(typed, random.Random(7)).to_json()
                    assert world == RULES.sample(typed.to_json(), random.Random(7)).to_json()
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        assert typed.winners == state.result().winners and typed.rounds


def test_gl33_every_view_holds_each_round_scored_so_far() -> None:
    """GL-33 / GL-28: a view's rounds are the rounds scored so far, each as its RoundEnded
    told it, whether the state scored them itself (its views made round after round) or is a
    clone made since; a clone that plays on does not change what the original shows."""
    state = RULES.new_game(3, 5, {"target": 100})
    rng = random.Random(5)
    scored: list[dict] = []
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        scored += [e.breakdown for e in events if isinstance(e, RoundEnded)]
        seat = rng.randrange(3)
        assert state.view(seat)["rounds"] == scored
        assert state.view(seat)["last_round"] == (scored[-1] if scored else None)
        if rng.random() < 0.1 and not state.is_over:
            clone = state.clone()
            assert clone.view(seat)["rounds"] == scored
            while not clone.is_over and len(clone.rounds) == len(scored):
                clone.apply(rng.choice(clone.legal_actions()))
            assert state.view(seat)["rounds"] == scored
    assert len(scored) >= 2  # more than one round was scored and shown
