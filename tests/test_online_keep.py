"""A finished online game is kept for review even when the server cannot answer at once: the
table asks again (game/ui/table/online.py ``keep_soon``) while its results are on show."""

from __future__ import annotations

import asyncio
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.net import link  # noqa: E402
from game.ui.table import online  # noqa: E402


def asks(monkeypatch, answers: list[bool]) -> list[object]:
    """keep_finished answers ``answers`` in turn (False: the server would not say now)."""
    calls: list[object] = []

    async def keep_finished(storage, conn) -> bool:
        calls.append(conn)
        return answers[len(calls) - 1]

    monkeypatch.setattr(link, "keep_finished", keep_finished)
    return calls


def test_a_record_refused_twice_is_asked_again_and_kept(monkeypatch) -> None:
    calls = asks(monkeypatch, [False, False, True, True])
    kept = asyncio.run(online.keep_soon(None, "conn", (0.0, 0.0, 0.0, 0.0)))
    assert kept and calls == ["conn"] * 3  # asked until it was kept, then no more


def test_a_server_that_never_answers_is_asked_a_bounded_number_of_times(monkeypatch) -> None:
    calls = asks(monkeypatch, [False] * 10)
    assert not asyncio.run(online.keep_soon(None, "conn", (0.0, 0.0, 0.0)))
    assert len(calls) == 3
    assert len(online.KEEP_TRIES) >= 3 and sum(online.KEEP_TRIES) <= 60
