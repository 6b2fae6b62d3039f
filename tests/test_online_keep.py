"""A finished online game is kept for review even when the server cannot answer at once: the
table asks again (game/ui/table/online.py ``keep_soon``) while its results are on show."""

from __future__ import annotations

import asyncio
import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.net import link  # noqa: E402
from game.storage import MemoryBackend, Storage  # noqa: E402
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


class Conn:
    """What the review's state reads of a connection: the room's game, code and seat."""

    code, seat, room = "ABCDEF", 0, {"game": "floriado"}


def play() -> online.OnlinePlay:
    table = SimpleNamespace(app=SimpleNamespace(storage=Storage(MemoryBackend())))
    return online.OnlinePlay(table, SimpleNamespace(conn=Conn()))


def test_the_reviews_state_follows_the_ask_for_the_record(monkeypatch) -> None:
    """Fetching while asked; "refused" when the server answered but nothing was kept (a
    record that did not add up); "away" when it never answered (or no ask could be made)."""

    async def states(answer: bool) -> list[str]:
        gate = asyncio.Event()

        async def keep_finished(storage, conn) -> bool:
            await gate.wait()
            return answer

        monkeypatch.setattr(link, "keep_finished", keep_finished)
        monkeypatch.setattr(online, "KEEP_TRIES", (0.0,))
        p = play()
        p.keep()
        seen = [p.record()[0]]
        gate.set()
        await p.kept
        return [*seen, p.record()[0], p.record()[0]]

    assert asyncio.run(states(True)) == ["fetching", "refused", "refused"]
    assert asyncio.run(states(False)) == ["fetching", "away", "away"]
    outside = play()
    outside.keep()  # no event loop: nothing asked, nothing kept
    assert outside.kept is None and outside.record() == ("away", None)
