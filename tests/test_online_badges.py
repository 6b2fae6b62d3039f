"""Each seat's badge at an online table, for every viewer, on each game's own panel: "played by
a bot" while a stand-in plays a person's seat, the time left on a room's turn clock.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.core.catalog import spec
from game.core.match import Seat as Seat_
from game.i18n import t
from game.storage import MemoryBackend, Storage
from game.ui import navigator, theme
from game.ui import testing as T
from game.ui.app import App
from game.ui.table.base import TableScene
from game.ui.table.online_status import seat_badge, time_words
from game.ui.testing import click, find, layout_overlaps, record_frame
from game.ui.testing import frames_async as frames
from game.ui.testing import until_async as until
from tests.net_helpers import close_all, connected, in_process, run


class Seat:
    def __init__(self, bot: bool) -> None:
        self.is_bot = bot


class Match:
    """What seat_badge reads of a RemoteMatch."""

    def __init__(self, standin: dict, left: dict, over: bool = False) -> None:
        self.seats = [Seat(False), Seat(False), Seat(True)]
        self.is_over, self._standin, self._left = over, standin, left

    def standin(self, seat: int) -> str | None:
        return self._standin.get(seat)

    def time_left(self, seat: int) -> float | None:
        return self._left.get(seat)


def test_a_seats_badge_says_a_bot_plays_it_or_its_time_left() -> None:
    match = Match({1: "medium"}, {0: 125.0, 1: 30.0})
    assert seat_badge(match, 0) == t("online.time_left", time="2:05")
    assert seat_badge(match, 1) == t("online.standin_badge")  # the bot, not the clock
    assert seat_badge(match, 2) is None  # a bot of the room's own: its panel says so already
    assert seat_badge(Match({}, {}), 0) is None  # no clock
    assert seat_badge(Match({1: "easy"}, {0: 5.0}, over=True), 1) is None
    assert time_words(125.0) == "2:05"


@pytest.mark.parametrize("game", ["floriado", "gloschli", "via_gladiola"])
def test_each_games_panels_show_the_stand_in_and_the_clock(tmp_path, game: str) -> None:
    async def main() -> None:
        async with in_process(tmp_path) as srv:
            app = App(storage=Storage(MemoryBackend()), seed=7)
            app.settings.speed = 0.0
            app.settings.server = f"127.0.0.1:{srv.port}"
            click(app, "online")
            scene: Any = app.top
            scene.fields["name"] = "Ana"
            scene.new.table["clock"] = "5m"
            while scene.new.game != game:
                click(app, "game")
            click(app, "create")
            await until(app, lambda: scene.step == "room" and scene.conn.room is not None)
            (ben,) = await connected(srv.url)
            await ben.sit(scene.conn.room["code"], 1, "Ben")
            await until(app, lambda: find(app, "start") is not None and find(app, "start").enabled)
            click(app, "start")
            await until(app, lambda: isinstance(app.top, TableScene))
            table: Any = app.top
            await ben.wait_for(lambda c: c.view is not None)
            await ben.leave()  # a bot plays Ben's seat
            me = table.match.conn.seat
            await until(
                app, lambda: table.match.standin(1) is not None and table.match.current_player == me
            )
            await frames(app, 5)
            badges = [m.label for m in record_frame(app) if m.kind == "tab"]
            assert t("online.standin_badge") in badges, badges  # on Ben's panel
            pre, post = t("online.time_left", time="\0").split("\0")
            clocks = [b for b in badges if b.startswith(pre) and b.endswith(post)]
            assert len(clocks) == 1, badges  # Ana's own time left on her turn
            assert layout_overlaps(record_frame(app)) == []
            await close_all([ben])

    run(main())


def table_frame(table: Any, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    table.draw(surface)
    table.draw_over(surface)
    return surface


@pytest.mark.parametrize("game", ["floriado", "gloschli", "via_gladiola"])
def test_the_phone_log_sheet_covers_the_badges_of_the_panels_under_it(game: str) -> None:
    app = T.new_app(hints=False, text_scale=theme.LARGEST)
    seats = [Seat_("Anna", "human"), Seat_("Ben", "easy")]
    navigator.start_game(app, spec(game), seats, {"start_player": 0})
    table: Any = app.top
    assert T.run_until(app, lambda: table.my_turn() and not table.turns.acting_blocked())
    said = t("online.time_left", time=time_words(23 * 3600))
    table.way.badge = lambda seat: said  # an online way's clock (game/ui/table/online.py)
    T.run(app, 2)
    assert [m.label for m in record_frame(app) if m.kind == "tab"].count(said) == 2
    table.chrome.logs.toggle()
    T.run(app, 2)
    size = app.surface.get_size()
    with_badges = table_frame(table, size)
    table.way.badge = lambda seat: None
    without = table_frame(table, size)
    # Around the open sheet (its edge and what is above it), the badges leave no trace.
    around = table.chrome.logs.sheet.rect.inflate(0, 40).clip(with_badges.get_rect())
    a, b = with_badges.subsurface(around), without.subsurface(around)
    differ = sum(x != y for x, y in zip(*(pygame.image.tobytes(s, "RGB") for s in (a, b))))
    assert differ == 0, f"{differ} bytes around the sheet differ"  # (no diff of a whole frame)
