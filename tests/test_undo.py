"""Undo under Board Game Arena's policy, on the pure Session (no pygame).

A person takes back their own actions, with the bots' replies, back to the last reveal or
another person's action; the state is replayed from the seed (ALL-1) and must be exactly the
one before (``to_json()`` equal).
"""

from __future__ import annotations

import json
import random

import pytest

from game.core.catalog import rules_for
from game.core.match import Seat, Session
from game.games.gloschli.rules import Call, Discard, Discarded, Draw, EndTurn, StartPeek
from game.games.via_gladiola.cards import draws_for
from game.games.via_gladiola.rules import Rest, Walk


def _session(game: str, kinds: list[str], seed: int = 3, options: dict | None = None) -> Session:
    names = ["Anna", "Ben", "Carla", "Daan"]
    return Session(game, [Seat(names[i], k) for i, k in enumerate(kinds)], options or {}, seed)


def _bots_play(s: Session, rng: random.Random) -> None:
    while not s.state.is_over and s.seats[s.state.current_player].is_bot:
        s.apply(rng.choice(s.state.legal_actions()))


def test_floriado_undo_any_number_of_own_moves_against_a_bot() -> None:
    # FL-11: nothing is hidden, so every own move can be taken back with the bot's replies.
    s = _session("floriado", ["human", "easy"], options={"start_player": 0})
    rng = random.Random(5)
    before = []
    for _ in range(3):
        before.append(s.state.to_json())
        s.apply(rng.choice(s.state.legal_actions()))
        _bots_play(s, rng)
    for expected in reversed(before):
        assert s.can_undo(0)
        assert s.undo(0)
        assert s.state.to_json() == expected
        assert s.log[-1] == {"key": "log.undo", "args": {"name": "Anna"}, "seat": 0}
    assert not s.can_undo(0)  # back at the start: nothing left to take back
    assert not s.undo(0)


def test_undo_cuts_the_log_back_and_says_so() -> None:
    s = _session("floriado", ["human", "easy"], options={"start_player": 0})
    s.log.append({"key": "log.start", "args": {}})
    s.apply(s.state.legal_actions()[0])
    s.add_log([{"key": "x", "args": {}}, {"key": "y", "args": {}}])
    assert s.undo(0)
    assert [e["key"] for e in s.log] == ["log.start", "log.undo"]
    assert s.actions == []


def _vg_quiet_walk(s: Session):
    """A walk that draws no card (VG-9: 1..5 km past the top), if there is one."""
    top = s.state.walk_pile[-1].value
    for a in s.state.legal_actions():
        if isinstance(a, Walk) and draws_for(a.card.value - top) == 0:
            return a
    return None


def test_via_gladiola_refuses_across_a_draw() -> None:
    # VG-10 / VG-20: a Rest draws a card only the drawer sees: it cannot be taken back.
    s = _session("via_gladiola", ["human", "human"], options={"start_player": 0})
    s.apply(Rest())
    assert not s.can_undo(0)
    assert not s.undo(0)


def test_via_gladiola_quiet_walk_undone_but_not_after_another_persons_turn() -> None:
    # VG-9: a walk of 1..5 km draws nothing; hot seat: only before the device is passed.
    for seed in range(40):
        s = _session("via_gladiola", ["human", "human"], seed, {"start_player": 0})
        walk = _vg_quiet_walk(s)
        if walk is not None:
            break
    assert walk is not None
    before = s.state.to_json()
    s.apply(walk)
    # The turn has gone to Ben, another person: Anna may no longer take it back.
    assert s.state.current_player == 1
    assert not s.can_undo(0)
    assert not s.can_undo(1)  # Ben has done nothing yet
    # Against a bot, the same walk comes back, but not once the bot has walked (a card shown).
    s = _session("via_gladiola", ["human", "easy"], seed, {"start_player": 0})
    s.apply(walk)
    assert s.can_undo(0)
    assert s.undo(0)
    assert s.state.to_json() == before
    s.apply(walk)
    s.apply(Rest())  # VG-20: the bot rests: the card it draws is seen by the bot alone
    assert s.can_undo(0)
    assert s.undo(0)
    assert s.state.to_json() == before


def test_via_gladiola_a_bots_walk_shows_one_card_and_a_bots_draw_none() -> None:
    # VG-20: against a bot, a person's quiet walk (VG-9: nothing drawn) can be taken back
    # after the bot's Rest (its draw is seen by the bot alone), not after the bot's walk (a
    # card from its hidden hand is shown); the refusal says which.
    rules = rules_for("via_gladiola")
    for seed in range(200):
        s = _session("via_gladiola", ["human", "easy"], seed, {"start_player": 0})
        walk = _vg_quiet_walk(s)
        if walk is None:
            continue
        s.apply(walk)
        bot_walks = [a for a in s.state.legal_actions() if isinstance(a, Walk)]
        if bot_walks:
            break
    assert walk is not None and bot_walks
    events = s.state.clone().apply(bot_walks[0])
    assert rules.reveals(events, False)  # a card laid from a hand the person never saw
    rest_events = s.state.clone().apply(Rest())
    assert not rules.reveals(rest_events, False)  # a bot's draw: for the bot's eyes only
    assert rules.reveals(rest_events, True)  # a person's own draw: they saw the card
    s.apply(bot_walks[0])
    assert not s.can_undo(0) and s.undo_refusal(0) == "seen"


def test_todays_deal_undoes_only_within_the_persons_own_turn() -> None:
    # ALL-1: the counted try of today's deal may not explore the bots' answers: once a bot
    # has replied, the person's move stays (an ordinary game takes both back).
    s = _session("floriado", ["human", "hard"], options={"start_player": 0})
    s.daily = "2026-12-01"
    rng = random.Random(4)
    before = s.state.to_json()
    s.apply(rng.choice(s.state.legal_actions()))
    assert s.state.current_player == 1 and s.can_undo(0)  # the bot has not answered yet
    assert s.undo(0) and s.state.to_json() == before
    s.apply(rng.choice(s.state.legal_actions()))
    _bots_play(s, rng)
    assert not s.can_undo(0) and s.undo_refusal(0) == "daily"
    s.daily = None
    assert s.can_undo(0)  # the same position in an ordinary game
    assert s.undo_refusal(0) is None


def test_gloschli_draw_is_a_reveal_and_a_call_can_be_taken_back() -> None:
    # GL-19: a drawn card is seen by its drawer; GL-22: a call reveals nothing.
    rng = random.Random(2)
    s = _session("gloschli", ["human", "easy"], options={"start_player": 0})
    while not any(isinstance(a, Draw) for a in s.state.legal_actions()):
        s.apply(rng.choice(s.state.legal_actions()))  # the start peeks (GL-17)
    assert not s.can_undo(0)  # a peek is a look at a hidden card
    s.apply(Draw())
    assert not s.can_undo(0)
    while not any(isinstance(a, Call) for a in s.state.legal_actions()):
        acts = [a for a in s.state.legal_actions() if not isinstance(a, EndTurn)]
        s.apply(rng.choice(acts or s.state.legal_actions()))
        _bots_play(s, rng)
    seat = s.state.current_player
    before = s.state.to_json()
    s.apply(Call())
    assert s.can_undo(seat)
    assert s.undo(seat)
    assert s.state.to_json() == before
    s.apply(Call())  # the call ends the turn (GL-22): the bot is next
    _bots_play(s, rng)  # the bot draws: a reveal
    assert not s.can_undo(seat)


def test_gloschli_own_power_discard_goes_back_with_its_first_target() -> None:
    # The table applies a power's Discard with its first target (it showed the card and a
    # Cancel before): the person's own such Discard is no barrier; a plain discard and a bot's
    # power stay barriers.
    power, plain = Discard(use_power=True), Discard(use_power=False)
    checked = 0
    for seed in range(40):
        s = _session("gloschli", ["human", "easy"], seed=seed, options={"start_player": 0})
        rng = random.Random(seed)
        while not s.state.is_over and s.state.round_no == 1:  # a view's "round"
            legal = [a for a in s.state.legal_actions() if not isinstance(a, Call)]
            if s.state.current_player == 0 and power in legal:
                before = s.state.to_json()
                if [e.type for e in s.apply(power)] == ["discarded"]:  # a power with targets
                    assert s.can_undo(0) and s.undo(0) and s.state.to_json() == before
                    s.apply(plain)
                    assert not s.can_undo(0)
                    checked += 1
                break
            s.apply(rng.choice(legal))
            _bots_play(s, rng)
    assert checked >= 3
    event = Discarded(seat=0, card={"face": 0}, use_power=True)
    assert s.rules.reveals([event], False)  # a bot's, or another person's
    assert not s.rules.reveals([event], True)


def test_undo_reaches_back_past_a_load() -> None:
    """A save keeps how far back undo may go: the loaded game takes back what the game
    before the save could, to the same state, log and all."""
    for game, kinds in (("floriado", ["human", "easy"]), ("via_gladiola", ["human", "easy"])):
        s = _session(game, kinds, options={"start_player": 0})
        rng = random.Random(1)
        before = s.state.to_json()
        s.log.append({"key": "log.start", "args": {}})
        s.apply(rng.choice(s.state.legal_actions()))
        s.log.append({"key": "log.rest", "args": {}})
        _bots_play(s, rng)
        loaded = Session.from_save(json.loads(json.dumps(s.to_save())))
        assert loaded.state.to_json() == s.state.to_json()
        assert loaded.can_undo(0) == s.can_undo(0) and loaded.history == s.history
        if s.can_undo(0):
            assert loaded.undo(0) and s.undo(0)
            assert loaded.state.to_json() == s.state.to_json() == before
            assert loaded.log == s.log and len(loaded.log) == 2  # the start, then the undo


def test_an_older_save_replays_to_the_state_it_stored_or_is_refused() -> None:
    """An older save holds its state beside its actions: it loads when the replay comes to
    that state (undo then starts at the load: it kept no marks), and is refused when it does
    not (its caller sets it aside with a notice)."""
    s = _session("floriado", ["human", "easy"], options={"start_player": 0})
    rng = random.Random(1)
    s.apply(rng.choice(s.state.legal_actions()))
    _bots_play(s, rng)
    old = s.to_save()
    del old["marks"]
    old["state"] = s.state.to_json()
    loaded = Session.from_save(old)
    assert loaded.state.to_json() == s.state.to_json() and not loaded.can_undo(0)
    before = loaded.state.to_json()
    loaded.apply(rng.choice(loaded.state.legal_actions()))
    assert loaded.undo(0) and loaded.state.to_json() == before
    for changed in ({**old, "actions": old["actions"][:-1]}, {**old, "state": before[:-9]}):
        with pytest.raises(ValueError, match="state"):
            Session.from_save(changed)


def test_a_refusal_says_the_true_reason_for_the_person_asking() -> None:
    # GL-13: a start peek shows its owner a card; it stays, and the refusal says their move
    # showed it (not that a card was seen "since"). Hot seat (VG-10): Anna's Rest is hers;
    # Ben, at the device for his first turn, has nothing of his own to take back; on his
    # next turn another person has played since his move.
    s = _session("gloschli", ["human", "easy"], options={"start_player": 0})
    s.apply(StartPeek(slot=0))
    assert not s.can_undo(0) and s.undo_refusal(0) == "shown"
    s = _session("via_gladiola", ["human", "human"], options={"start_player": 0})
    s.apply(Rest())
    assert not s.can_undo(1) and s.undo_refusal(1) == "nothing"
    assert s.undo_refusal(0) == "other"  # Ben's turn now
    s.apply(Rest())
    s.apply(Rest())
    assert not s.can_undo(1) and s.undo_refusal(1) == "other"
    # A bot's move that shows a card after one's own: a card seen since one's move.
    s = _session("gloschli", ["human", "easy"], options={"start_player": 0})
    s.apply(StartPeek(slot=0))
    s.apply(StartPeek(slot=1))
    s.apply(StartPeek(slot=0))  # the bot's peek
    assert s.state.current_player == 1 and s.undo_refusal(0) == "seen"
