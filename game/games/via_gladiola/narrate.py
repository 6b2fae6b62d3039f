"""Via Gladiola in words: engine events as log entries, cards as the log names them, and why
the winners won (VG-17). Pure: no pygame, so it runs (and is tested) without a display.

Log entries are ``{"key", "args", "seat"?, "gap"?}`` dicts, translated when drawn: they are
part of the save format, so their keys and arguments must stay as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.core.contract import Action
from game.games.via_gladiola.cards import (
    DAYS,
    DISTANCE,
    FINISH,
    GLADIOLA,
    START,
    Card,
    draws_for,
)
from game.games.via_gladiola.rules import RULES, LayGladiola, Walk
from game.games.via_gladiola.view import View
from game.i18n import number, t, tn

if TYPE_CHECKING:
    from game.games.via_gladiola.bots import Weighed


def card_label(card: Card | dict[str, Any]) -> str:
    """A card as the log writes it (a drawn card the watcher may see): a card, or its JSON
    as a log entry keeps it (read leniently: a save's log is only words)."""
    kind: object
    value: object
    blisters: object
    if isinstance(card, Card):
        kind, value, blisters = card
    else:
        kind, value, blisters = card.get("kind"), card.get("value"), card.get("blisters", 0)
    if kind == GLADIOLA:
        return t("card.gladiola_label", blisters=blisters)
    if kind == FINISH:
        return t("card.finish_label", blisters=blisters)
    if kind == START:
        return t("card.start")
    return t("card.km_label", km=value, blisters=blisters)


def start_entry(name: str) -> dict[str, Any]:
    """The log's first line: who opens the game."""
    return {"key": "log.start", "args": {"name": name}}


def log_entries(events: Sequence[Any], watcher: int, names: Sequence[str]) -> list[dict[str, Any]]:
    """The log lines for ``events`` as seat ``watcher`` may see them (-1: public facts only,
    for a hot seat or a spectator); ``names`` are the seats' names."""
    out: list[dict[str, Any]] = []
    for ev in events:
        seen = ev.seen_by(watcher)
        if seen is None:
            continue
        kind = seen.type
        if kind == "walked":
            key = "log.finish" if seen.card.kind == FINISH else "log.walk"
            args = {
                "name": names[seen.seat],
                "km": seen.card.value,
                "diff": seen.difference,
                "draws": seen.draws,
            }
            out.append({"key": key, "args": args, "seat": seen.seat})
        elif kind == "rested":
            out.append({"key": "log.rest", "args": {"name": names[seen.seat]}, "seat": seen.seat})
        elif kind == "cards_drawn":
            name = names[seen.seat]
            if seen.cards:
                cards = [c.to_json() for c in seen.cards]
                args = {"name": name, "cards": cards}
                out.append({"key": "log.you_draw", "args": args, "seat": seen.seat})
            else:
                key = "log.draws.one" if seen.count == 1 else "log.draws.other"
                out.append({"key": key, "args": {"name": name, "n": seen.count}, "seat": seen.seat})
        elif kind == "gladiola_laid":
            n = seen.card.blisters
            key = "log.gladiola.one" if n == 1 else "log.gladiola.other"
            out.append({"key": key, "args": {"name": names[seen.seat], "n": n}, "seat": seen.seat})
        elif kind == "pile_recycled":
            out.append({"key": "log.recycled", "args": {"day": seen.day, "n": seen.count}})
        elif kind == "day_ended":
            out.append({"key": "log.day_end", "args": {"day": seen.day}, "gap": True})
            if seen.day < DAYS:
                out.append({"key": "log.day_start", "args": {"day": seen.day + 1}})
        elif kind == "game_ended":
            out.append({"key": f"log.end.{seen.reason}", "args": {}})
    return out


def explain(
    names: list[str], scores: tuple[Any, ...], sizes: tuple[Any, ...], winners: tuple[int, ...]
) -> list[str]:
    """Why the winners won, in VG-17's order: fewest blisters, then fewest cards, then shared."""
    best = min(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    win_names = " & ".join(names[i] for i in winners)
    if len(tied) == 1:
        return [t("results.why.blisters", name=win_names, n=best)]
    tied_names = " & ".join(names[i] for i in tied)
    lines = [tn("results.why.tie", best, names=tied_names)]
    if len(winners) == 1:
        lines.append(t("results.why.cards", name=win_names, n=sizes[winners[0]]))
    else:
        lines.append(t("results.why.shared", names=win_names))
    return lines


def coach_why(
    view: dict[str, Any], action: dict[str, Any], names: Sequence[str]
) -> tuple[str, dict[str, Any]]:
    """The coach's one line of why for ``action`` (JSON) on ``view`` (JSON, as game/ai/coach.py
    hands them over): what the move draws and sheds, worked out from the view alone (the walk
    pile's top, the own hand), and what hard weighed (``bots.weigh``): its expected blisters
    against the best other move's."""
    from game.games.via_gladiola.bots import weigh  # only when a hint is asked

    v = View.of(view)
    move = RULES.action_from_json(action)
    why = _reason(weigh(v, move))
    if isinstance(move, LayGladiola):
        # plural by n (game/ai/coach.py: line)
        return "coach.vg.gladiola", {"n": move.card.blisters, "why": why}
    if not isinstance(move, Walk):
        walks = [
            d
            for c in v.hand
            if c.kind in (DISTANCE, FINISH) and c.km > v.top
            for d in (draws_for(c.km - v.top),)
            if d is not None
        ]
        if not walks:
            return "coach.vg.rest_stuck", {"why": why}
        if min(walks) >= 2:
            return "coach.vg.rest_costly", {"n": min(walks), "why": why}
        return "coach.vg.rest", {"why": why}
    card = move.card
    args = {
        "km": card.value,
        "day": v.day,
        "draws": _draws(v, card),
        "sheds": _sheds(card),
        "why": why,
    }
    if card.kind == FINISH:
        return ("coach.vg.finish_last" if v.day == DAYS else "coach.vg.finish"), args
    return "coach.vg.walk", args


def _sheds(card: Card) -> str:
    return t("coach.vg.sheds_none") if not card.blisters else tn("coach.vg.sheds", card.blisters)


def _draws(view: View, card: Card) -> str:
    """VG-9's draws, as many as there are to draw (VG-14: unused finished days refill; VG-15)."""
    draws = min(draws_for(card.km - view.top) or 0, view.left_to_draw())
    return t("coach.vg.draws_none") if draws == 0 else tn("coach.vg.draws", draws)


def _reason(w: Weighed) -> str:
    """Hard's expected blisters for the move and the best other move (``bots.weigh``)."""
    alt = w["alternative"]
    if alt is None:
        return t("coach.vg.why.only")
    if isinstance(alt, LayGladiola):
        label = tn("coach.vg.alt.gladiola", alt.card.blisters)
    elif not isinstance(alt, Walk):
        label = t("coach.vg.alt.rest")
    elif alt.card.kind == FINISH:
        label = tn("coach.vg.alt.finish", alt.card.blisters)
    else:
        label = t("coach.vg.alt.walk", km=alt.card.value)
    # The two moves compared in words: how many blisters better off the hint is expected to
    # end than the other move (never a signed "saved" a player could read as its own shedding).
    ahead = round(w["gain"] - w["alt_gain"], 1)
    if w["playout"] and ahead < 0:
        return t("coach.vg.why.playout_for", alt=label, d=number(-ahead, 1))
    if ahead <= 0:
        return t("coach.vg.why.even", alt=label)
    return t("coach.vg.why.better", alt=label, d=number(ahead, 1))


# -- the spoken table (game/access): a move's button, the position on demand ---------------------
def action_words(view: View, action: Action) -> str:
    """A move named for its button: what it walks, draws and sheds."""
    if isinstance(action, LayGladiola):
        return tn("vg.speak.gladiola", action.card.blisters)
    if not isinstance(action, Walk):
        return t("vg.speak.rest")
    card = action.card
    draws, sheds = _draws(view, card), _sheds(card)
    if card.kind == FINISH:
        key = "vg.speak.finish_last" if view.day == DAYS else "vg.speak.finish"
        return t(key, day=view.day, draws=draws, sheds=sheds)
    return t("vg.speak.walk", km=card.value, draws=draws, sheds=sheds)


def position_words(view: View, names: Sequence[str]) -> list[str]:
    """The position as the seat sees it: the day and the walk, one's hand, the others' hands
    (their sizes only), the draw pile and the Gladiolas laid."""
    lines = [
        t("vg.speak.day", day=view.day, days=DAYS),
        tn("vg.speak.walk_pile", len(view.walk_pile), top=card_label(view.walk_pile[-1])),
    ]
    each = [tn("vg.speak.card", c.blisters, label=card_label(c)) for c in view.hand]
    cards = "; ".join(each) or t("vg.speak.nothing")
    lines.append(t("vg.speak.hand", cards=cards, blisters=sum(c.blisters for c in view.hand)))
    for seat, size in enumerate(view.hand_sizes):
        if seat != view.seat:
            lines.append(tn("vg.speak.other_hand", size, name=names[seat]))
    lines.append(tn("vg.speak.draw_pile", view.draw_pile))
    if view.gladiolas_laid:
        who = ", ".join(names[g.seat] for g in view.gladiolas_laid)
        lines.append(t("vg.speak.gladiolas", names=who))
    return lines
