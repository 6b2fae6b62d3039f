"""Gloschli in words: engine events as log entries, and how a round's points came about (pure).

The log is part of the save format (``Session.log``), so this is plain data in, plain data out:
no pygame, no table. The table hands in the seat names; a card in an entry is stored as
``{"kind": "gl", "face": n}`` and worded later by ``card_label`` (so a saved log follows the
language of the day).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.games.gloschli.cards import (
    BEATEN_PENALTY,
    CALL_LIMIT,
    CALLER_PENALTY,
    FACES,
    PFERD_CAP,
    POINTS,
    POWER_NAMES,
)
from game.games.gloschli.view import Breakdown, Card, View
from game.i18n import number, t, tn

POWERS = frozenset(POWER_NAMES[1:])  # the engine's power names (not "none")

# Entries written by older versions, kept so a saved log still reads ("which places" came later).
LEGACY_KEYS = ("gl.log.swap",)


def power_name(power: str) -> str:
    """A power's display name; an unknown name (a hand-edited save) shows as it is."""
    return t(f"gl.power.{power}") if power in POWERS else power


def card_name(face: int) -> str:
    """The card's display name."""
    return t(f"gl.card.{FACES[face].name}")


def public_card(face: int) -> dict[str, Any]:
    """A card as stored in a log entry (rendered later by ``card_label``)."""
    return {"kind": "gl", "face": face}


def card_label(card: Card | dict[str, Any]) -> str:
    """A card in words ("Glubschi (7)"): a view's, or one stored in a log entry; "?" for
    anything that is not a card."""
    face = card.face if isinstance(card, Card) else card.get("face")
    if not isinstance(face, int) or not 0 <= face < len(FACES):
        return "?"
    return t("gl.card_label", name=card_name(face), points=POINTS[face])


def round_entry(round_no: int, name: str, gap: bool) -> dict[str, Any]:
    """The log line that opens a round (``name`` starts it)."""
    return {"key": "gl.log.round", "args": {"round": round_no, "name": name}, "gap": gap}


# Events whose log line names only who acted.
_NAME_ONLY = {
    "deck_top_seen": "gl.log.deck_top",
    "drew": "gl.log.draw",
    "penalty_card": "gl.log.penalty",
    "power_ended": "gl.log.no_target",
    "called": "gl.log.called",
}
_CARD_EVENTS = frozenset(("peeked", "discarded", "swapped_in", "took_discard", "matched"))


def log_entries(events: list[Any], names: list[str]) -> list[dict[str, Any]]:
    """The log entries for ``events``; ``names`` are the seats' names.

    The log is read by everyone at the device: public facts only (GL-33). Cards looked at are
    never written down either: memory is part of the game (GL-34).
    """
    out: list[dict[str, Any]] = []
    for ev in events:
        e = ev.seen_by(-1)
        if e is None:
            continue
        seat = getattr(e, "seat", None)
        name = names[seat] if seat is not None else ""
        if e.type in _NAME_ONLY:
            out.append({"key": _NAME_ONLY[e.type], "args": {"name": name}, "seat": seat})
        elif e.type in _CARD_EVENTS:
            out.extend(_card_entries(e, name, names))
        else:
            out.extend(_table_entries(e, name, names))
    return out


def _card_entries(e: Any, name: str, names: list[str]) -> list[dict[str, Any]]:
    """A look, a discard, a swap, a take or a match by ``name``: what all may know of it."""
    kind, seat = e.type, e.seat
    if kind == "peeked":
        if e.reason in ("start", "glubschi"):
            return []
        if e.target == e.seat:
            key, args = "gl.log.look_own", {"name": name, "slot": e.slot + 1}
        else:
            key = "gl.log.look_other"
            args = {"name": name, "other": names[e.target], "slot": e.slot + 1}
        return [{"key": key, "args": args, "seat": seat}]
    if kind == "discarded":
        key = "gl.log.discard_power" if e.use_power else "gl.log.discard"
        args = {"name": name, "card": public_card(e.card["face"])}
        out = [{"key": key, "args": args, "seat": seat}]
        if e.use_power and e.card["power"] == "glubschi":
            out.append({"key": "gl.log.glubschi", "args": {"name": name}, "seat": seat})
        return out
    if kind == "swapped_in":
        args = {"name": name, "slot": e.slot + 1, "card": public_card(e.discarded["face"])}
        return [{"key": "gl.log.swap_in", "args": args, "seat": seat}]
    if kind == "took_discard":
        args = {
            "name": name,
            "slot": e.slot + 1,
            "card": public_card(e.card["face"]),
            "old": public_card(e.discarded["face"]),
        }
        return [{"key": "gl.log.take", "args": args, "seat": seat}]
    key = "gl.log.match_ok" if e.success else "gl.log.match_fail"  # matched
    args = {"name": name, "card": public_card(e.card["face"])}
    return [{"key": key, "args": args, "seat": seat}]


def _table_entries(e: Any, name: str, names: list[str]) -> list[dict[str, Any]]:
    """Powers between seats, the deck, and the rounds' and game's ends."""
    kind, seat = e.type, getattr(e, "seat", None)
    if kind == "cards_swapped":
        return [{**swap_entry(e, names), "seat": seat}]
    if kind == "stop":
        args = {"owner": names[e.owner], "name": names[e.actor]}
        return [{"key": "gl.log.stop", "args": args, "seat": e.owner}]
    if kind == "isbar":
        args = {"name": name, "other": names[e.target]}
        return [{"key": "gl.log.isbar", "args": args, "seat": seat}]
    if kind == "deck_recycled":
        return [{"key": "gl.log.recycled", "args": {"n": e.count}}]
    if kind == "round_ended":
        b = e.breakdown
        pts = ", ".join(f"{names[s]} {p}" for s, p in enumerate(b["points"]))
        return [{"key": "gl.log.round_end", "args": {"round": e.round, "points": pts}}]
    if kind == "round_started":
        return [round_entry(e.round, names[e.start_player], True)]
    if kind == "game_ended":
        winners = " & ".join(names[s] for s in e.winners)
        return [{"key": "gl.log.game_end", "args": {"names": winners}, "gap": True}]
    return []


def swap_entry(e: Any, names: list[str]) -> dict[str, Any]:
    """A swap of two face-down cards, with both places (GL-33: where a moved card went is
    public). A Trick is done out of the others' sight: its places stay unsaid."""
    name = names[e.seat]
    if e.seat_a == e.seat_b:
        return {"key": "gl.log.swap_own", "args": {"name": name}}
    if e.seat in (e.seat_a, e.seat_b):  # Blind swap, Swap: one of the actor's own
        if e.seat == e.seat_a:
            mine, other, other_slot = e.slot_a, e.seat_b, e.slot_b
        else:
            mine, other, other_slot = e.slot_b, e.seat_a, e.slot_a
        args = {"name": name, "slot": mine + 1, "other": names[other], "other_slot": other_slot + 1}
        return {"key": "gl.log.swap_with", "args": args}
    args = {
        "name": name,
        "a": names[e.seat_a],
        "slot_a": e.slot_a + 1,
        "b": names[e.seat_b],
        "slot_b": e.slot_b + 1,
    }
    return {"key": "gl.log.swap_cards", "args": args}


def calc_lines(b: Breakdown, seat: int) -> list[tuple[str, str]]:
    """How a seat's round points came about (GL-27..GL-30), one short line per step, each with
    its tone: "raw", "pferd", "combo" or "penalty" (the results screen colours them)."""
    lines: list[tuple[str, str]] = [(t("gl.res.raw", n=b.raw[seat]), "raw")]
    if b.pferd[seat] and b.raw[seat] > PFERD_CAP:
        lines.append((t("gl.res.pferd", cap=PFERD_CAP), "pferd"))
    if b.combo and seat == b.caller:
        lines.append((t("gl.res.combo"), "combo"))
    pen = b.penalty[seat]
    if pen == CALLER_PENALTY:
        lines.append((t("gl.res.pen_high", n=pen, limit=CALL_LIMIT), "penalty"))
    elif pen == BEATEN_PENALTY:
        lines.append((t("gl.res.pen_beaten", n=pen), "penalty"))
    return lines


def explain(b: Breakdown, names: list[str]) -> list[str]:
    """The round's story: who called, and why the caller got (or escaped) a penalty."""
    caller = b.caller
    out: list[str] = []
    if caller is None:
        out.append(t("gl.res.why.capped") if b.capped else t("gl.res.why.nocall"))
        return out
    name = names[caller]
    counted = b.counted[caller]
    if b.combo:
        out.append(t("gl.res.why.combo", name=name))
        for c in b.combo:
            out.append(t(f"gl.res.why.combo_{c}"))
        return out
    pen = b.penalty[caller]
    if pen == CALLER_PENALTY:
        out.append(t("gl.res.why.high", name=name, n=counted, limit=CALL_LIMIT, pen=pen))
    elif pen == BEATEN_PENALTY:
        lower = [names[s] for s, c in enumerate(b.counted) if s != caller and c < counted]
        out.append(t("gl.res.why.beaten", name=name, n=counted, others=" & ".join(lower), pen=pen))
    else:
        out.append(t("gl.res.why.good", name=name, n=counted))
    return out


def coach_why(
    view: dict[str, Any], action: dict[str, Any], names: list[str]
) -> tuple[str, dict[str, Any]]:
    """The coach's one line for ``action`` (JSON) on ``view``, with the reason hard weighed
    (``bots.weigh``: expected points off the hand, a card of one's own seen counting extra),
    from what the person may know: their own cards' values only where they have seen them
    (GL-33); an unseen card is told as unseen, with the mean of the cards not seen."""
    from game.games.gloschli.bots import weigh  # only when a hint is asked

    v = View.of(view)
    kind = action.get("type")
    w = weigh(v, action)
    own = _Own(v, w)
    power = power_name(v.pending.power) if v.pending else ""
    if kind in ("take_discard", "draw"):
        return _why_turn(kind, own, w)
    if kind == "match":
        slot = int(action["slot"])
        top = own.top
        old = own.card(slot)
        args = {"card": _label(top), "slot": slot + 1, "old": inner_label(old) if old else "?"}
        args["points"] = top.points if top else 0
        return ("coach.gl.match_known" if own.card(slot) else "coach.gl.match_unseen"), args
    if kind in ("swap_into", "discard") and "swap" in w:
        return _why_drawn(kind == "swap_into", bool(action.get("use_power")), own, w)
    if kind == "pass":
        return "coach.gl.pass", {}
    if kind == "peek":
        return "coach.gl.peek", {"slot": int(action["slot"]) + 1}
    if kind in ("pick", "pick_seat", "keep"):
        return _why_power(v, action, names, w, power, own)
    return _why_end(kind == "call", v, names, w)


def _label(card: Card | None) -> str:
    return card_label(card) if card else "?"


def inner_label(card: Card | dict[str, Any]) -> str:
    """A card named inside a hint's brackets ("your card 2 (Swap, 12)"): no second pair."""
    face = card.face if isinstance(card, Card) else int(card["face"])
    return t("gl.card_label_inner", name=card_name(face), points=POINTS[face])


class _Own:
    """The person's own cards as a hint names them: by name where seen, else as unseen with
    the mean of the cards not seen (GL-33); and the note on what seeing a card counts."""

    def __init__(self, view: View, w: dict[str, Any]) -> None:
        self.row = view.row
        self.mean = w["mean"]
        self.top = view.top
        self.drawn = view.drawn.card if view.drawn else None
        self.note = ""  # (a power's lines: a card of one's own comes to be known)
        if w["knowledge"] and w["unseen_own"]:
            self.note = t("coach.gl.note")

    def card(self, slot: int) -> Card | None:
        cell = self.row[slot] if 0 <= slot < len(self.row) else None
        return None if cell is None else cell.card

    def old(self, slot: int) -> str:
        card = self.card(slot)
        return inner_label(card) if card else t("coach.gl.old_unseen", mean=_pts(self.mean))

    def delta(self, slot: int, card: Card | None) -> str:
        """What putting ``card`` in place of own ``slot`` does to the hand, in points and in
        words: exactly for a card seen there, "about" against the mean of the unseen."""
        if card is None or not 0 <= slot < len(self.row):
            return t("coach.gl.same")
        old = self.card(slot)
        exact = old is not None
        change = (old.points if old else self.mean) - card.points
        return _points_words(change, exact)

    def learn(self, slot: int) -> str:
        """The note that a card of one's own comes to be known (its place was unseen)."""
        return t("coach.gl.note") if 0 <= slot < len(self.row) and not self.card(slot) else ""


def _points_words(change: float, exact: bool) -> str:
    """Points saved (``change`` > 0) or added, with their sign in words (GL-27: fewer is
    better); "about" for an expectation."""
    if exact:
        whole = round(change)
        if whole == 0:
            return t("coach.gl.same")
        return tn("coach.gl.saves" if whole > 0 else "coach.gl.adds", abs(whole))
    tenths = round(change, 1)
    if tenths == 0:
        return t("coach.gl.same")
    return t("coach.gl.saves_about" if tenths > 0 else "coach.gl.adds_about", x=_pts(abs(tenths)))


def _why_turn(kind: str, own: _Own, w: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Drawing or taking the discard (GL-19, GL-20): both expected gains."""
    draw = t("coach.gl.draw_pts", x=_pts(w.get("draw_points", 0.0)))
    if own.top is None or "take" not in w:
        return "coach.gl.draw", {"draw": draw, "note": ""}
    take = w["take"]
    args = {
        "card": _label(own.top),
        "slot": take["slot"] + 1,
        "old": own.old(take["slot"]),
        "take": own.delta(take["slot"], own.top),
        "draw": draw,
        "note": own.learn(take["slot"]),
    }
    if take["bonus"]:
        args["note"] = t("coach.gl.pferd", bonus=_pts(take["bonus"])) + own.note
    if kind == "take_discard":
        return "coach.gl.take", args
    if take["slot"] < 0:
        return "coach.gl.draw", args
    if take["gain"] > w["draw"]:  # hard draws unless a take is clearly better
        args["note"] += t("coach.gl.take_margin")
    return "coach.gl.draw_not_take", args


def _why_drawn(
    swap_into: bool, use_power: bool, own: _Own, w: dict[str, Any]
) -> tuple[str, dict[str, Any]]:
    """The drawn card (GL-19): kept for an own card, or discarded (with its power)."""
    swap, gain, drawn = w["swap"], w["power"], own.drawn
    args = {
        "card": _label(drawn),
        "slot": swap["slot"] + 1,
        "old": own.old(swap["slot"]),
        "swap": own.delta(swap["slot"], drawn),
        "note": own.learn(swap["slot"]),
        "other": t("coach.gl.vs_discard"),
    }
    if gain is not None and drawn:
        args["other"] = t("coach.gl.vs_power", power=power_name(drawn.power), gain=_pts(gain))
    if swap_into:
        if gain is not None and gain > swap["gain"]:  # hard keeps a card unless its power wins
            args["note"] += t("coach.gl.keep_margin")
        return "coach.gl.swap", args
    if use_power and drawn:
        args.update(power=power_name(drawn.power), gain=_pts(gain or 0.0))
        return ("coach.gl.power_only" if swap["slot"] < 0 else "coach.gl.power"), args
    return ("coach.gl.discard_none" if swap["slot"] < 0 else "coach.gl.discard"), args


def _pts(value: float) -> str:
    """Expected points as the line says them: one decimal (12, 4.3, 4,3 in de/fr/it)."""
    return number(round(value, 1), 1)


def _why_power(
    view: View,
    action: dict[str, Any],
    names: list[str],
    w: dict[str, Any],
    power: str,
    own_: _Own,
) -> tuple[str, dict[str, Any]]:
    """A power's target (GL-2..GL-13) and why: what the seat knows of it, and what it gains."""
    old = own_.old
    me = view.seat
    kind = action.get("type")
    engine = view.pending.power if view.pending else ""
    own = w.get("own") or {}
    if kind == "keep":
        seen = w.get("seen")
        slot = own.get("slot", -1)
        args = {
            "seen": card_label(Card(seen)) if seen is not None else "?",
            "slot": slot + 1,
            "old": old(slot),
            "gain": own_.delta(slot, Card(seen) if seen is not None else None),
            "note": own_.learn(slot),
        }
        return ("coach.gl.keep" if own.get("slot", -1) >= 0 else "coach.gl.keep_none"), args
    if kind == "pick_seat":
        mine, theirs = w.get("rows", (0.0, 0.0))
        args = {
            "power": power,
            "name": names[int(action["seat"])],
            "mine": _pts(mine),
            "theirs": _pts(theirs),
        }
        return "coach.gl.pick_seat", args
    seat, slot = int(action["seat"]), int(action["slot"])
    target = w.get("target")
    args = {
        "power": power,
        "name": names[seat] if 0 <= seat < len(names) else "?",
        "slot": slot + 1,
        "old": old(slot) if seat == me else "",
        "card": card_label(Card(target)) if target is not None else "",
        "mean": _pts(w["mean"]),
        "note": "",
    }
    if engine in ("trick", "distraction"):
        why = t("coach.gl.r.nothing")
    elif engine == "swap" and w.get("seen") is not None and seat == me:
        gain = own_.delta(slot, Card(w["seen"]))
        args.update(seen=card_label(Card(w["seen"])), gain=gain, note=own_.learn(slot))
        why = t("coach.gl.r.swap_take", **args)
    elif engine in ("swap", "blind_swap") and seat != me:
        if not w.get("lowest"):
            why = t("coach.gl.r.known", **args) if target is not None else t("coach.gl.r.unseen")
        elif target is not None:
            why = t("coach.gl.r.lowest_known", **args)
        else:
            why = t("coach.gl.r.lowest_unseen", **args)
        if engine == "blind_swap":
            mine = {"slot": own.get("slot", -1) + 1, "old": old(own.get("slot", -1))}
            exact = target is not None and own_.card(own.get("slot", -1)) is not None
            gain = _points_words(own.get("gain", 0.0), exact)
            why = t("coach.gl.r.blind_for", why=why, gain=gain, **mine)
    elif engine == "blind_swap":
        why = t("coach.gl.r.highest" if w.get("highest") else "coach.gl.r.own", **args)
    elif target is None:
        why = t("coach.gl.r.unseen")
    else:
        why = t("coach.gl.r.all_seen")
    args["why"] = why
    if seat == me:
        return "coach.gl.pick_own", args
    return "coach.gl.pick_other", args


def lowest_hand(view: View, mean: float) -> tuple[int, list[Card], int, float] | None:
    """The other hand that looks lowest to the viewer (GL-28: the one a call must beat):
    (seat, the cards of it the viewer knows, how many are unseen, the estimate: those
    cards' points and the mean of the unseen for each unseen one); None with no other."""
    best = None
    for seat, row in enumerate(view.slots):
        if seat == view.seat:
            continue
        cells = [c for c in row if c is not None]
        known = [c.card for c in cells if c.card is not None]
        unseen = len(cells) - len(known)
        est = sum(c.points for c in known) + unseen * mean
        if best is None or est < best[3] - 1e-9:
            best = (seat, known, unseen, est)
    return best


def _hand_words(view: View, names: list[str], mean: float) -> str:
    """The lowest-looking other hand in what the viewer can check: its known cards by name,
    how many are unseen, the estimate."""
    low = lowest_hand(view, mean)
    if low is None:
        return ""
    seat, known, unseen, est = low
    cards = ", ".join(card_label(c) for c in known)
    args = {"name": names[seat] if seat < len(names) else "?", "cards": cards, "n": unseen}
    if not unseen:
        return t("coach.gl.hand.known", est=round(est), **args)
    if known:
        return t("coach.gl.hand.mixed", est=_pts(est), **args)
    return tn("coach.gl.hand.unseen", unseen, name=args["name"], est=_pts(est))


def _why_end(
    call: bool, view: View, names: list[str], w: dict[str, Any]
) -> tuple[str, dict[str, Any]]:
    """Calling or ending the turn: the points of the cards seen, how many are unseen, and the
    other hand a call must beat as the person sees it (GL-22, GL-28)."""
    seen = [c.card for c in view.row if c is not None and c.card is not None]
    unseen = sum(1 for c in view.row if c is not None and c.card is None)
    points = sum(c.points for c in seen)
    args = {"points": points, "n": unseen, "other": _pts(w.get("other", 0.0))}
    margin = w.get("margin")
    if margin is not None:
        args.update(margin=_pts(margin), edge=_pts(w["edge"]))
    args["hand"] = _hand_words(view, names, w["mean"])
    if call:
        return ("coach.gl.call_some" if unseen or margin is None else "coach.gl.call_all"), args
    if not w.get("call"):
        return ("coach.gl.end_some" if unseen else "coach.gl.end_all"), args
    if unseen:
        return "coach.gl.end_unseen", args
    if points > CALL_LIMIT:
        return "coach.gl.end_over", {**args, "limit": CALL_LIMIT, "penalty": CALLER_PENALTY}
    return "coach.gl.end_close", args


# -- the spoken table (game/access): a move's button, the position on demand ---------------------
def known(view: View, seat: int, slot: int) -> str:
    """What the viewer knows of a card: its face if they saw it (the view holds only what
    they may see), else that it is unknown."""
    row = view.slots[seat]
    cell = row[slot] if 0 <= slot < len(row) else None
    if cell is None:
        return t("gl.speak.gone")
    return card_label(cell.card) if cell.card is not None else t("gl.speak.unknown")


def place_words(view: View, seat: int, slot: int, names: Sequence[str]) -> str:
    """ "your card 2 (Eye (9))", "Bo's card 1 (unknown)"."""
    what = known(view, seat, slot)
    if seat == view.seat:
        return t("gl.speak.own_card", n=slot + 1, known=what)
    return t("gl.speak.their_card", name=names[seat], n=slot + 1, known=what)


def action_words(view: View, action: dict[str, Any], names: Sequence[str]) -> str:
    """A move (JSON) named for its button, with what the seat knows of the cards in it."""
    kind = action.get("type")
    me = view.seat
    slot = int(action.get("slot", 0))
    drawn = view.drawn.card if view.drawn else None
    drawn_text = card_label(drawn) if drawn is not None else t("gl.speak.unknown")
    top_text = card_label(view.top) if view.top is not None else "?"
    power = power_name(view.pending.power if view.pending else "")
    if kind == "peek":
        return t("gl.speak.peek", n=slot + 1)
    if kind == "take_discard":
        return t("gl.speak.take", card=top_text, place=place_words(view, me, slot, names))
    if kind == "match":
        return t("gl.speak.match", card=top_text, place=place_words(view, me, slot, names))
    if kind == "swap_into":
        return t("gl.speak.swap_into", card=drawn_text, place=place_words(view, me, slot, names))
    if kind == "discard":
        if action.get("use_power"):
            own = drawn.power if drawn is not None else ""
            return t("gl.speak.use_power", power=power_name(own), card=drawn_text)
        return t("gl.speak.discard", card=drawn_text)
    if kind == "pick":
        place = place_words(view, int(action["seat"]), slot, names)
        return t("gl.speak.pick", power=power, place=place)
    if kind == "pick_seat":
        return t("gl.speak.pick_seat", power=power, name=names[int(action["seat"])])
    simple = {
        "draw": "gl.speak.draw",
        "pass": "gl.btn.pass",
        "keep": "gl.btn.keep",
        "call": "gl.speak.call",
        "end_turn": "gl.btn.end",
    }
    return t(simple[kind]) if kind in simple else str(kind)


def position_words(view: View, names: Sequence[str]) -> list[str]:
    """The round, the piles, then each player's cards as the seat knows them, and totals."""
    top = view.top
    lines = [
        t("gl.speak.round", round=view.round, deck=view.deck),
        t("gl.speak.discard_top", card=card_label(top) if top is not None else "—"),
    ]
    drawn = view.drawn
    if drawn is not None and drawn.card is not None and drawn.seat == view.seat:
        lines.append(t("gl.speak.drawn", card=card_label(drawn.card)))
    order = [view.seat] + [s for s in range(view.players) if s != view.seat]
    for seat in order:
        cards = [known(view, seat, i) for i in range(len(view.slots[seat]))]
        listed = ", ".join(f"{i + 1}: {c}" for i, c in enumerate(cards)) or "—"
        key = "gl.speak.own_cards" if seat == view.seat else "gl.speak.their_cards"
        lines.append(t(key, name=names[seat], cards=listed, total=view.totals[seat]))
    return lines
