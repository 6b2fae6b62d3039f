"""The server's messages as text (game/net/protocol.py ``dumps``): with orjson the same JSON
as the standard library's, read back equal, whatever a message holds: letters outside ASCII,
number keys, and a lone surrogate a hostile client sent as a name (orjson refuses to write
it; the standard library's writer takes over)."""

from __future__ import annotations

import json

import pytest

from game.engine import rules_for
from game.net import protocol as P


@pytest.mark.parametrize(
    "message",
    [
        {"t": "state", "name": "Zoë", "n": 3, "legal": [{"type": "pass"}]},
        {"t": "x", "by_seat": {0: "Ana", 1: "Ben"}},
        {"t": "say", "text": "\ud800 hi"},
    ],
    ids=["letters", "number-keys", "surrogate"],
)
def test_a_message_reads_back_as_the_standard_library_wrote_it(message: dict) -> None:
    text = P.dumps(message)
    assert json.loads(text) == json.loads(json.dumps(message))
    assert ", " not in text and ": " not in text  # compact


def test_a_seats_view_is_the_same_text_but_for_letters_outside_ascii() -> None:
    state = rules_for("gloschli").new_game(4, 3, {})
    message = {
        "t": "state",
        "view": state.view(0),
        "legal": [a.to_json() for a in state.legal_actions()],
    }
    assert P.dumps(message) == json.dumps(message, separators=(",", ":"))
