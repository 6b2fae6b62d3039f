"""Gloschli in words: engine events as log entries, and how a round's points came about (pure).

The log is part of the save format (``Session.log``), so this is plain data in, plain data out:
no pygame, no table. The table hands in the seat names; a card in an entry is stored as
``{"kind": "gl", "face": n}`` and worded later by ``card_label`` (so a saved log follows the
language of the day).
"""

from __future__ import annotations

from game.games.gloschli.cards import (
    BEATEN_PENALTY,
    CALL_LIMIT,
    CALLER_PENALTY,
    FACES,
    PFERD_CAP,
    POINTS,
    POWER_NAMES,
)
from game.i18n import t

POWERS = frozenset(POWER_NAMES[1:])  # the engine's power names (not "none")

# Entries written by older versions, kept so a saved log still reads ("which places" came later).
LEGACY_KEYS = ("gl.log.swap",)


def power_name(power: str) -> str:
    """A power's display name; an unknown name (a hand-edited save) shows as it is."""
    return t(f"gl.power.{power}") if power in POWERS else power


def card_name(face: int) -> str:
    """The card's display name."""
    return t(f"gl.card.{FACES[face].name}")


def public_card(face: int) -> dict:
    """A card as stored in a log entry (rendered later by ``card_label``)."""
    return {"kind": "gl", "face": face}


def card_label(card: dict) -> str:
    """A stored card in words ("Glubschi (7)"); "?" for anything that is not a card."""
    face = card.get("face")
    if not isinstance(face, int) or not 0 <= face < len(FACES):
        return "?"
    return t("gl.card_label", name=card_name(face), points=POINTS[face])


def round_entry(round_no: int, name: str, gap: bool) -> dict:
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


def log_entries(events: list, names: list[str]) -> list[dict]:
    """The log entries for ``events``; ``names`` are the seats' names.

    The log is read by everyone at the device: public facts only (GL-33). Cards looked at are
    never written down either: memory is part of the game (GL-34).
    """
    out: list[dict] = []
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


def _card_entries(e, name: str, names: list[str]) -> list[dict]:
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


def _table_entries(e, name: str, names: list[str]) -> list[dict]:
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


def swap_entry(e, names: list[str]) -> dict:
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


def calc_lines(b: dict, seat: int) -> list[tuple[str, str]]:
    """How a seat's round points came about (GL-27..GL-30), one short line per step, each with
    its tone: "raw", "pferd", "combo" or "penalty" (the results screen colours them)."""
    lines: list[tuple[str, str]] = [(t("gl.res.raw", n=b["raw"][seat]), "raw")]
    caller = b["caller"]
    if b["pferd"][seat] and b["raw"][seat] > PFERD_CAP:
        lines.append((t("gl.res.pferd", cap=PFERD_CAP), "pferd"))
    if b["combo"] and seat == caller:
        lines.append((t("gl.res.combo"), "combo"))
    pen = b["penalty"][seat]
    if pen == CALLER_PENALTY:
        lines.append((t("gl.res.pen_high", n=pen, limit=CALL_LIMIT), "penalty"))
    elif pen == BEATEN_PENALTY:
        lines.append((t("gl.res.pen_beaten", n=pen), "penalty"))
    return lines


def explain(b: dict, names: list[str]) -> list[str]:
    """The round's story: who called, and why the caller got (or escaped) a penalty."""
    caller = b["caller"]
    out: list[str] = []
    if caller is None:
        out.append(t("gl.res.why.capped") if b["capped"] else t("gl.res.why.nocall"))
        return out
    name = names[caller]
    counted = b["counted"][caller]
    if b["combo"]:
        out.append(t("gl.res.why.combo", name=name))
        for c in b["combo"]:
            out.append(t(f"gl.res.why.combo_{c}"))
        return out
    pen = b["penalty"][caller]
    if pen == CALLER_PENALTY:
        out.append(t("gl.res.why.high", name=name, n=counted, limit=CALL_LIMIT, pen=pen))
    elif pen == BEATEN_PENALTY:
        lower = [names[s] for s, c in enumerate(b["counted"]) if s != caller and c < counted]
        out.append(t("gl.res.why.beaten", name=name, n=counted, others=" & ".join(lower), pen=pen))
    else:
        out.append(t("gl.res.why.good", name=name, n=counted))
    return out


def coach_why(view: dict, action: dict, names: list[str]) -> tuple[str, dict]:
    """The coach's one line of why for ``action`` (JSON) on ``view``, from what the
    person may know: their own cards' values only where they have seen them (GL-33)."""
    me = view["seat"]
    kind = action.get("type")
    row = view["slots"][me]

    def own(slot: int) -> dict | None:
        cell = row[slot] if 0 <= slot < len(row) else None
        return None if cell is None else cell.get("card")

    def label(card: dict | None) -> str:
        return card_label(card) if card else "?"

    top = view["discard"][-1] if view["discard"] else None
    drawn = (view.get("drawn") or {}).get("card")
    pending = view.get("pending") or {}
    power = power_name(pending.get("power", "")) if pending else ""
    if kind in _SLOT_WHY:
        slot = int(action["slot"])
        old = own(slot)
        card = label(drawn if kind == "swap_into" else top)
        args = {"card": card, "slot": slot + 1, "old": label(old)}
        known_key, unseen_key = _SLOT_WHY[kind]
        return (known_key if old is not None else unseen_key), args
    if kind == "peek":
        return "coach.gl.peek", {"slot": int(action["slot"]) + 1}
    if kind == "draw":
        if top is None:
            return "coach.gl.draw", {}
        return "coach.gl.draw_not_take", {"card": label(top)}
    if kind == "pass":
        return "coach.gl.pass", {}
    if kind == "discard":
        if action.get("use_power") and drawn:
            return "coach.gl.power", {"card": label(drawn), "power": power_name(drawn["power"])}
        return "coach.gl.discard", {"card": label(drawn)}
    if kind == "pick":
        seat, slot = int(action["seat"]), int(action["slot"])
        if seat == me:
            old = own(slot)
            key = "coach.gl.pick_own_known" if old else "coach.gl.pick_own_unseen"
            return key, {"power": power, "slot": slot + 1, "old": label(old)}
        return "coach.gl.pick_other", {"power": power, "name": names[seat], "slot": slot + 1}
    if kind == "pick_seat":
        return "coach.gl.pick_seat", {"power": power, "name": names[int(action["seat"])]}
    if kind == "keep":
        return "coach.gl.keep", {}
    return _why_end(kind == "call", row)


# A hint's keys for an action on one of the actor's own slots: (card seen, card unseen).
_SLOT_WHY = {
    "take_discard": ("coach.gl.take_known", "coach.gl.take_unseen"),
    "match": ("coach.gl.match_known", "coach.gl.match_unseen"),
    "swap_into": ("coach.gl.swap_known", "coach.gl.swap_unseen"),
}


def _why_end(call: bool, row: list) -> tuple[str, dict]:
    """Calling or ending the turn: the points of the cards seen, and how many are unseen."""
    seen = [c["card"] for c in row if c is not None and c.get("card") is not None]
    unseen = sum(1 for c in row if c is not None and c.get("card") is None)
    points = sum(POINTS[c["face"]] for c in seen)
    if call:
        if unseen:
            return "coach.gl.call_some", {"points": points, "n": unseen}
        return "coach.gl.call_all", {"points": points}
    if unseen:
        return "coach.gl.end_some", {"points": points, "n": unseen}
    return "coach.gl.end_all", {"points": points}
