"""The coach: what the hard bot would do on a person's own view, and one line of why.

Pure Python, no pygame. A hint is the hard bot's decision on ``state.view(seat)`` with the
seat's legal actions, so it can only use what that person may know; the table runs it a slice
per frame (``game/ui/bots.py`` ``BotTurn``) and never applies it. The line of why comes from
the game's ``narrate.coach_why(view, action, names)`` (also from the view only), which words
what the hard bot weighed for that action (each game's ``bots.weigh(view, action)``: the
expected points, km or blisters of the move and of the best alternative, and the decisive
facts), so the reason is the bot's own, never a guess from the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai import Bot, Budget, decide, make_bot
from game.core.catalog import spec
from game.i18n import ENGLISH, t, tn

LEVEL = "hard"  # the coach is the best player the game has


def coach_bot(game: str, seed: int, budget: Budget | None = None) -> Bot:
    """The bot that gives hints for ``game`` (its hard level; ``budget`` as for any bot)."""
    return make_bot(game, LEVEL, seed, budget)


def hint_seed(session_seed: int, actions: int) -> int:
    """A hint's bot seed: fixed by the game and the position, so asking again (after an undo,
    or a reload) at the same position thinks the same way."""
    return (session_seed * 1_000_003 + actions * 7919 + 21) % (1 << 31)


def why(
    game: str, view: dict[str, Any], action: Any, names: Sequence[str]
) -> tuple[str, dict[str, Any]]:
    """The text key and arguments of the hint's one line of why (the game's narrate.py)."""
    narrate = spec(game).narrate
    data = action.to_json() if hasattr(action, "to_json") else dict(action)
    key, args = narrate.coach_why(view, data, list(names))
    return key, args


def line(key: str, args: dict[str, Any]) -> str:
    """A why line in the current language; a key with plural forms is chosen by ``args["n"]``."""
    if f"{key}.one" in ENGLISH:
        rest = {k: v for k, v in args.items() if k != "n"}
        return tn(key, int(args.get("n", 0)), **rest)
    return t(key, **args)


# Between a line's move and its reason: " — " in English, " – " in German, French and Italian.
_DASHES = (" — ", " – ")


def parts(text: str) -> tuple[str, str]:
    """A why line split into the move ("Hint: walk 24 km") and its reason (what the bot
    weighed), at the first dash; a line without one is all move."""
    cuts = [(text.find(d), d) for d in _DASHES if d in text]
    if not cuts:
        return text, ""
    at, dash = min(cuts)
    return text[:at], text[at + len(dash) :]


def hint(
    game: str,
    state: Any,
    seat: int,
    seed: int,
    budget: Budget | None = None,
) -> Any:
    """The whole hint at once (tests, tools): the hard bot's action for ``seat`` on its view.
    ``state`` is only read (its view and legal actions), never changed."""
    bot = coach_bot(game, seed, budget)
    return decide(bot, state.view(seat), state.legal_actions())
