"""Via Gladiola's rules, one test (at least) per rule id of docs/rules.md §1."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.engine import IllegalAction, rules_for
from game.games.via_gladiola import cards as C
from game.games.via_gladiola.rules import (
    CardsDrawn,
    DayEnded,
    GameEnded,
    LayGladiola,
    PileRecycled,
    Rest,
    Walk,
)

RULES = rules_for("via_gladiola")


def dist(km: int) -> C.Card:
    return C.Card(C.DISTANCE, km, C.DISTANCE_BLISTERS[km - 1])


def finish(blisters: int = 0) -> C.Card:
    return C.Card(C.FINISH, 50, blisters)


def glad(blisters: int) -> C.Card:
    return C.Card(C.GLADIOLA, None, blisters)


def game_with(hand: list[C.Card], top: int = 0, day: int = 1, players: int = 2, **options):
    """A fresh game whose seat 0 holds ``hand`` and faces ``top`` km, cards moved consistently."""
    state = RULES.new_game(players, seed=1, options={"start_player": 0, **options})
    pool = [c for h in state.hands for c in h] + state.draw_pile
    wanted = list(hand) + ([dist(top)] if top else [])
    for card in wanted:
        pool.remove(card)
    state.hands[0] = list(hand)
    for p in range(1, players):
        state.hands[p] = [pool.pop() for _ in range(C.HAND_SIZE)]
    state.draw_pile = pool
    state.day = day
    state.walk_pile = [C.start_card(day)] + ([dist(top)] if top else [])
    for d in range(1, day):
        state.completed_days.append([d, [C.start_card(d)], True])
    return state


def test_vg1_distance_cards_and_house_blisters() -> None:
    """VG-1: 49 distance cards 1..49, 81 blisters with the house distribution."""
    distance = [c for c in C.DECK if c.kind == C.DISTANCE]
    assert sorted(c.value for c in distance) == list(range(1, 50))
    assert sum(c.blisters for c in distance) == 81
    assert Counter(c.blisters for c in distance) == {0: 12, 1: 14, 2: 11, 3: 6, 4: 3, 5: 3}
    assert dist(13).blisters == 5 and dist(21).blisters == 4 and dist(30).blisters == 0


def test_vg2_vg3_vg4_finish_gladiola_and_start_cards() -> None:
    """VG-2 six Finish (50 km), VG-3 eight Gladiolas, VG-4 four start cards, 63 in the deck."""
    assert sorted(c.blisters for c in C.DECK if c.kind == C.FINISH) == [0, 0, 1, 1, 2, 2]
    assert all(c.value == 50 for c in C.DECK if c.kind == C.FINISH)
    glads = [c for c in C.DECK if c.kind == C.GLADIOLA]
    assert sorted(c.blisters for c in glads) == [1, 2, 2, 3, 3, 4, 4, 5]
    assert all(c.value is None for c in glads)
    assert len(C.DECK) == 63
    assert len(C.START_CARDS) == 4 and all(c.value == 0 and c.blisters == 0 for c in C.START_CARDS)
    assert not any(c.kind == C.START for c in C.DECK)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_vg5_vg6_setup(players: int) -> None:
    """VG-5 the Day 1 start card begins the walk; VG-6 eight cards each, the rest face down."""
    state = RULES.new_game(players, seed=players)
    assert state.walk_pile == [C.start_card(1)]
    assert all(len(h) == 8 for h in state.hands)
    assert len(state.draw_pile) == 63 - 8 * players
    assert sorted(state.draw_pile + [c for h in state.hands for c in h]) == sorted(C.DECK)
    # the shuffle depends on the seed
    assert RULES.new_game(players, seed=99).hands != state.hands


def test_vg7_start_player_chosen_or_random_then_seat_order() -> None:
    """VG-7: the start player is chosen at set-up or at random; play goes in seat order."""
    starts = {RULES.new_game(4, seed=s).current_player for s in range(40)}
    assert starts == {0, 1, 2, 3}
    state = RULES.new_game(4, seed=3, options={"start_player": 2})
    order = []
    for _ in range(5):
        order.append(state.current_player)
        state.apply(Rest())
    assert order == [2, 3, 0, 1, 2]
    with pytest.raises(IllegalAction):
        RULES.new_game(3, seed=1, options={"start_player": 3})


def test_vg8_walk_must_be_higher_by_at_most_15() -> None:
    """VG-8: walk a distance or Finish card higher than the top by 1..15; never a Gladiola."""
    state = game_with([dist(10), dist(26), dist(27), finish(), glad(2), dist(5)], top=12)
    legal = state.legal_actions()
    assert Walk(dist(26)) in legal and Walk(dist(27)) in legal
    assert Walk(dist(10)) not in legal and Walk(dist(5)) not in legal
    assert Walk(finish()) not in legal
    before = state.to_json()
    for bad, message in [
        (Walk(dist(10)), "higher"),
        (Walk(finish()), "at most 15"),
        (Walk(glad(2)), "Gladiola"),
        (Walk(dist(40)), "not in your hand"),
    ]:
        with pytest.raises(IllegalAction, match=message):
            state.apply(bad)
    assert state.to_json() == before


def test_vg9_draws_by_difference_worked_example_top_21() -> None:
    """VG-9: top 21: 22-26 draw 0, 27-31 draw 1, 32-36 draw 2, 37+ illegal."""
    for km in range(22, 37):
        expected = 0 if km <= 26 else 1 if km <= 31 else 2
        state = game_with([dist(km), dist(1)], top=21)
        events = state.apply(Walk(dist(km)))
        drawn = [e for e in events if isinstance(e, CardsDrawn)]
        assert sum(e.count for e in drawn) == expected, km
        assert len(state.hands[0]) == 1 + expected
        assert state.walk_pile[-1] == dist(km)
    for km in (37, 40, 49):
        state = game_with([dist(km)], top=21)
        assert Walk(dist(km)) not in state.legal_actions()
        with pytest.raises(IllegalAction, match="at most 15"):
            state.apply(Walk(dist(km)))
    assert [C.draws_for(d) for d in (0, 1, 5, 6, 10, 11, 15, 16)] == [None, 0, 0, 1, 1, 2, 2, None]


def test_vg10_rest_draws_one_and_is_always_allowed() -> None:
    """VG-10: Rest draws one card, also when a walk is possible."""
    state = game_with([dist(3)], top=0)
    assert Rest() in state.legal_actions() and Walk(dist(3)) in state.legal_actions()
    size = len(state.draw_pile)
    state.apply(Rest())
    assert len(state.hands[0]) == 2 and len(state.draw_pile) == size - 1
    assert state.current_player == 1


def test_vg11_gladiola_only_on_day_4_and_draws_nothing() -> None:
    """VG-11: a Gladiola may be laid beside the pile on Day 4 only; nothing is drawn."""
    for day in (1, 2, 3):
        state = game_with([glad(3), dist(4)], day=day)
        assert not any(isinstance(a, LayGladiola) for a in state.legal_actions())
        with pytest.raises(IllegalAction, match="Day 4"):
            state.apply(LayGladiola(glad(3)))
    state = game_with([glad(3), dist(4)], day=4)
    assert LayGladiola(glad(3)) in state.legal_actions()
    pile = list(state.walk_pile)
    state.apply(LayGladiola(glad(3)))
    assert state.hands[0] == [dist(4)]
    assert state.walk_pile == pile and state.gladiolas_laid == [(0, glad(3))]


def test_vg12_finish_ends_the_day_after_draws() -> None:
    """VG-12: a Finish ends the day after its draws; next day's start card; next player."""
    state = game_with([finish(1), dist(2)], top=38)  # 12 km: draw 2 first
    events = state.apply(Walk(finish(1)))
    kinds = [type(e) for e in events]
    assert kinds.index(CardsDrawn) < kinds.index(DayEnded)
    assert len(state.hands[0]) == 3
    assert state.day == 2 and state.walk_pile == [C.start_card(2)]
    assert state.completed_days == [[1, [C.start_card(1), dist(38), finish(1)], False]]
    assert state.current_player == 1 and not state.is_over
    # Day 4: the game ends
    state = game_with([finish(1), dist(2)], top=45, day=4)
    events = state.apply(Walk(finish(1)))
    assert state.is_over and state.end_reason == "finish"
    assert isinstance(events[-1], GameEnded)


def test_vg13_hands_carry_over() -> None:
    """VG-13: hands carry from day to day; only final hands are scored."""
    state = game_with([finish(0), dist(13), dist(21)], top=40)
    state.apply(Walk(finish(0)))
    assert state.day == 2 and {dist(13), dist(21)} <= set(state.hands[0])


def test_vg14_recycle_oldest_completed_day_without_start_card() -> None:
    """VG-14: an empty draw pile takes the oldest unused completed day, start card excluded."""
    state = game_with([dist(4)], day=3)
    state.completed_days = [
        [1, [C.start_card(1), dist(20), finish(2)], False],
        [2, [C.start_card(2), dist(30), finish(1)], False],
    ]
    rest = state.draw_pile + state.hands[1]
    state.draw_pile = []
    for card in [dist(20), finish(2), dist(30), finish(1)]:
        rest.remove(card)
    state.hands[1] = rest  # keep every card somewhere
    assert state.card_inventory() == RULES.new_game(2, seed=1).card_inventory()
    events = state.apply(Rest())
    assert any(isinstance(e, PileRecycled) and e.day == 1 for e in events)
    assert state.completed_days[0] == [1, [C.start_card(1)], True]
    assert len(state.draw_pile) == 1 and len(state.hands[0]) == 2
    assert set(state.draw_pile + state.hands[0]) == {dist(4), dist(20), finish(2)}
    state.apply(Rest())  # seat 1
    state.apply(Rest())  # seat 0: draws the last card of day 1
    state.apply(Rest())  # seat 1: now day 2 is recycled
    assert state.completed_days[1][2] is True
    assert state.completed_days[0][2] is True


def test_vg15_no_card_left_means_draws_are_skipped() -> None:
    """VG-15 (house): nothing to draw and nothing to recycle: the draws are skipped."""
    state = game_with([dist(4)], top=0)
    state.hands[1].extend(state.draw_pile)
    state.draw_pile = []
    state.apply(Rest())
    assert state.hands[0] == [dist(4)] and state.current_player == 1


def test_vg16_vg17_scoring_and_tie_breaks() -> None:
    """VG-16 blisters in hand score; VG-17 fewest wins, then fewer cards, then shared."""
    state = game_with([finish(0)], top=45, day=4, players=3)
    state.hands[1] = [dist(2), dist(5)]  # 0 blisters, 2 cards
    state.hands[2] = [dist(8)]  # 0 blisters, 1 card
    state.apply(Walk(finish(0)))
    result = state.result()
    assert result.scores == (0, 0, 0)
    assert result.winners == (0,)  # no cards at all
    state = game_with([finish(0), dist(1)], top=45, day=4, players=3)
    state.hands[1] = [dist(4)]
    state.hands[2] = [dist(7)]
    state.apply(Walk(finish(0)))
    assert state.result().scores == (1, 1, 1)
    assert state.result().winners == (0, 1, 2)  # shared victory


def test_vg18_last_card_variant() -> None:
    """VG-18: with "last card", an emptied hand ends the game at once; off by default."""
    state = game_with([dist(3)], top=0, last_card=True)
    state.apply(Walk(dist(3)))
    assert state.is_over and state.end_reason == "last_card"
    state = game_with([dist(3)], top=0)
    state.apply(Walk(dist(3)))
    assert not state.is_over
    assert RULES.default_options["last_card"] is False


def test_vg19_safety_cap() -> None:
    """VG-19: a game reaching 2,000 actions ends and is scored."""
    state = RULES.new_game(2, seed=4)
    state.actions_taken = C.ACTION_CAP - 1
    state.apply(Rest())
    assert state.is_over and state.end_reason == "cap"
    assert len(state.result().scores) == 2


def test_vg20_what_each_player_sees() -> None:
    """VG-20: own hand private, the rest public; drawn cards seen only by the drawer."""
    state = RULES.new_game(3, seed=8, options={"start_player": 0})
    view = state.view(1)
    assert sorted(json.dumps(c, sort_keys=True) for c in view["hand"]) == sorted(
        json.dumps(c.to_json(), sort_keys=True) for c in state.hands[1]
    )
    assert view["hand_sizes"] == [8, 8, 8] and view["draw_pile"] == 63 - 24
    text = json.dumps(view)
    assert "hands" not in view and "draw_pile_cards" not in text
    events = state.apply(Rest())
    drawn = [e for e in events if isinstance(e, CardsDrawn)][0]
    assert drawn.seen_by(0).cards == drawn.cards and drawn.cards
    assert drawn.seen_by(1).cards is None and drawn.seen_by(1).count == 1
    for p in range(3):
        world = RULES.sample(state.view(p), random.Random(p))
        assert world.view(p) == state.view(p)


# -- the typed view (view.py): the same facts as the view's JSON ---------------------------------


def test_vg20_typed_view_is_the_json_view_read() -> None:
    """VG-20, VG-16: at every step of random games, each seat's typed view written out is its
    JSON view, the JSON read back is the typed view, and a world sampled from either is the
    same; a review's and a watcher's view are the typed view with every hand or none."""
    from dataclasses import replace

    from game.games.via_gladiola.view import View

    over = 0
    for seed in range(3):
        state = RULES.new_game(3, seed, {"last_card": seed == 1})
        rng = random.Random(seed)
        while True:
            for p in range(3):
                typed = state.typed_view(p)
                assert typed.to_json() == state.view(p)
                assert View.of(state.view(p)) == typed
                assert (typed.hands is not None) == state.is_over
                assert typed.top == (state.walk_pile[-1].value or 0)
                shown = RULES.open_view(state, p)
                hands = tuple(tuple(sorted(h, key=C.Card.sort_key)) for h in state.hands)
                assert View.of(shown).hands == hands
                public = View.of(RULES.public_view(state, p))
                assert public.hand == (typed.hand if state.is_over else ())
                assert replace(public, hand=typed.hand) == typed
                if not state.is_over:
                    a = RULES.sample(typed, random.Random(7)).to_json()
                    assert a == RULES.sample(typed.to_json(), random.Random(7)).to_json()
            if state.is_over:
                over += 1
                break
            state.apply(rng.choice(state.legal_actions()))
    assert over == 3


@pytest.mark.parametrize(
    "spoil",
    [
        lambda v: v["hand"].append({"kind": "distance", "value": 51, "blisters": 0}),
        lambda v: v["walk_pile"].__setitem__(0, {"kind": "start", "value": 0.0, "blisters": 0}),
        lambda v: v["completed_days"].append({"day": 1, "cards": "many", "recycled": False}),
        lambda v: v.pop("hand_sizes"),
    ],
)
def test_a_spoilt_view_is_refused_when_read(spoil) -> None:
    """A view whose cards are not this game's (or a key missing) is an error when read, never
    a typed view holding a card the deck does not have."""
    from game.games.via_gladiola.view import View

    view = RULES.new_game(2, 5).view(0)
    spoil(view)
    with pytest.raises((ValueError, KeyError)):
        View.of(view)
