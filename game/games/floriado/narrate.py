"""Floriado in words: cards, kinds and revenues as the log and the results say them (pure).

The log entries are part of the save format (``Session.log``): ``{"key", "args", "seat"}``
dicts whose arguments are plain data (a card as JSON, a direction or a number of spaces as a
small dict), so a saved log reads in whatever language is chosen when it is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.games.floriado.cards import Card
from game.games.floriado.view import Pawn, View
from game.i18n import number, t, tn

NO_CARD = Card(0, 0)  # an empty space's "card" (no legal move names one): zero flowers


def fmt(value: float) -> str:
    """A revenue as people write it: 12, 0.75, 12.75 (0,75 in German, French, Italian)."""
    return number(value)


def card_text(card: dict[str, Any]) -> str:
    return tn(f"fl.card.{card['kind']}", int(card["flowers"]))


def kind_name(kind: int) -> str:
    return t(f"fl.kind.{kind}")


def card_label(card: dict[str, Any]) -> str:
    """Log arguments: a card, and (as small dicts, so they read in any language) a
    direction or a number of spaces. Anything else (a damaged save) reads as "?"."""
    try:
        if card["kind"] == "dir":
            return t(f"fl.dir.{card['dir']}")
        if card["kind"] == "steps":
            return tn("fl.log.steps", int(card["n"]))
        return card_text(card)
    except (KeyError, TypeError, ValueError):
        return "?"


def start_entry(name: str) -> dict[str, Any]:
    """The log's first line: who begins."""
    return {"key": "fl.log.start", "args": {"name": name}}


def log_entries(events: list[Any], watcher: int, names: Sequence[str]) -> list[dict[str, Any]]:
    """Engine events -> log entries, as seen by ``watcher`` (-1: everyone; Floriado hides
    nothing, FL-11). A move and the card taken or left behind read as one entry."""
    out: list[dict[str, Any]] = []
    seen = [e for e in (ev.seen_by(watcher) for ev in events) if e is not None]
    move = None
    for ev in seen:
        kind = ev.type
        if kind == "picked":
            args = {
                "name": names[ev.seat],
                "card": ev.card.to_json(),
                # a small dict, like a move's, so it reads in the language shown (a bare
                # "up" would stay English); older saves hold the bare word and still read
                "dir": {"kind": "dir", "dir": ev.facing},
            }
            out.append({"key": "fl.log.picked", "args": args, "seat": ev.seat})
            move = None
        elif kind == "moved":
            move = ev
        elif kind in ("card_taken", "card_left") and move is not None:
            steps = abs(move.row - move.from_row) + abs(move.col - move.from_col)
            args = {
                "name": names[ev.seat],
                "card": ev.card.to_json(),
                "dir": {"kind": "dir", "dir": move.facing},
                "steps": {"kind": "steps", "n": steps},
            }
            if kind == "card_taken":
                args["n"] = ev.pile_size
            out.append(
                {
                    "key": "fl.log.took" if kind == "card_taken" else "fl.log.left",
                    "args": args,
                    "seat": ev.seat,
                }
            )
            move = None
        elif kind == "player_out":
            args = {"name": names[ev.seat]}
            out.append({"key": "fl.log.out", "args": args, "seat": ev.seat})
        elif kind == "game_ended":
            out.append({"key": f"fl.log.end.{ev.reason}", "args": {}, "gap": True})
    return out


def explain(
    names: list[str], scores: tuple[Any, ...], cards: tuple[Any, ...], winners: tuple[int, ...]
) -> list[str]:
    """Why the winners won, in FL-10's order: revenue, then (house) more cards, then shared."""
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    win_names = " & ".join(names[i] for i in winners)
    if len(tied) == 1:
        return [t("fl.results.why.revenue", name=win_names, rev=fmt(best))]
    lines = [t("fl.results.why.tie", names=" & ".join(names[i] for i in tied), rev=fmt(best))]
    if len(winners) == 1:
        w = winners[0]
        others = max(cards[i] for i in tied if i != w)
        lines.append(t("fl.results.why.cards", name=win_names, n=cards[w], m=others))
    else:
        lines.append(tn("fl.results.why.shared", cards[winners[0]], names=win_names))
    return lines


def coach_why(
    view: dict[str, Any], action: dict[str, Any], names: Sequence[str]
) -> tuple[str, dict[str, Any]]:
    """The coach's one line for ``action`` (JSON) on ``view``: where the pawn goes, whether
    it takes the card there (FL-6) and what that pays (FL-9), and why, from what hard weighed
    (``bots.weigh``): the move that pays more now and what speaks against it (it leaves you out,
    FL-8; fewer cards in reach; a bigger take for the other player; hard's position value or
    look-ahead), or, when no move pays more, the cards the move keeps in reach."""
    from game.games.floriado.bots import weigh  # the bots load the search: only when asked

    v = View.of(view)
    me = v.seat
    row, col = int(action["row"]), int(action["col"])
    card = v.card_at(row, col) or NO_CARD
    pile = v.piles[me][card.kind]
    n = len(pile)
    weighed = weigh(view, action)
    chosen = weighed["chosen"]
    args = {
        "card": card_text(card.to_json()),
        "gain": fmt(chosen["gain"]),
        "total": fmt(v.revenue[me] + chosen["gain"]),
        "size": n + 1,
        "why": _reason(v, weighed, names),
    }
    if action.get("type") == "pick":  # the first card is always taken (FL-4)
        return "coach.fl.pick", {**args, "dir": t(f"fl.dir.{action['facing']}")}
    pawn = v.pawns[me] or Pawn(row, col, "")
    if row == pawn.row:
        facing = "left" if col < pawn.col else "right"
    else:
        facing = "up" if row < pawn.row else "down"
    args["dir"] = t(f"fl.dir.{facing}")
    if chosen["takes"]:  # FL-6: fewer flowers than the pile's lowest
        return "coach.fl.take", args
    return "coach.fl.leave", {**args, "low": pile[-1] if pile else 0}


LOOK_WIN = 5000.0  # look-ahead values past this are finished games (search.WIN / SCALE)


def _reason(view: View, weighed: dict[str, Any], names: Sequence[str]) -> str:
    """The why fragment of a hint (see ``bots.weigh`` for the cases)."""
    chosen, alt, why = weighed["chosen"], weighed["alternative"], weighed["why"]
    reach = tn("coach.fl.reach", int(chosen["reach"]))
    if alt is None:
        if chosen["out"]:
            return t("coach.fl.why.best_out")
        return t("coach.fl.why.best", reach=reach)
    a = alt["action"]
    other = {
        "alt": card_text((view.card_at(int(a["row"]), int(a["col"])) or NO_CARD).to_json()),
        "again": fmt(alt["gain"]),
    }
    if why == "alt_out":
        return t("coach.fl.why.alt_out", **other)
    if why == "self_out":
        return t("coach.fl.why.self_out", **other)
    if why == "alt_reach":
        return t(
            "coach.fl.why.alt_reach",
            **other,
            reach=reach,
            alt_reach=tn("coach.fl.reach", int(alt["reach"])),
        )
    if why == "alt_answer":
        name = names[1 - view.seat] if len(names) > 1 else "?"
        return t(
            "coach.fl.why.alt_answer",
            **other,
            name=name,
            answer=fmt(alt["answer"]),
            mine=fmt(chosen["answer"]),
        )
    if why == "value":
        return t("coach.fl.why.value", **other, d=fmt(round(chosen["value"] - alt["value"], 2)))
    if why == "look":
        mine, theirs = chosen["look"], alt["look"]
        if mine > LOOK_WIN > theirs:
            return t("coach.fl.why.look_wins", **other, depth=weighed["depth"])
        return t(
            "coach.fl.why.look", **other, d=fmt(round(mine - theirs, 2)), depth=weighed["depth"]
        )
    return t("coach.fl.why.search", **other)
