"""The turn flow of a table (:class:`Turns`, owned by the table as ``table.turns``): the game
dealt in as the table opens, each frame of play (the animations, the bot to act or the person's
turn, the pause before the results) and the results opened when the game ends. A game whose
turns differ (``check_pass``, ``bot_pause``) subclasses it in its ``ui`` folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import navigator
from game.ui.scene import PRESS_GUARD, Scene

if TYPE_CHECKING:
    from game.ui.table.base import TableScene

RESULTS_PAUSE = 0.9
BOT_PAUSE = 0.45  # seconds a bot's move waits so people can follow it (at Normal speed)


class Turns:
    """The turns of one table: from the deal to the results."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.over_wait = 0.0  # seconds the finished game has been on show
        self.results_open = False
        self.passed_once = False  # hot seat: the first person also gets the pass screen
        self.was_mine = False  # the viewer's turn in the frame before

    def deal_in(self) -> None:
        """The table opens on the game: shown as it stands, a new deal dealt out."""
        table = self.table
        table.sync()
        if table.fresh:
            table.animation.deal()
        self.check_pass()
        self.warm_up()

    def warm_up(self) -> None:
        """Draw the table once off screen: card faces, texts and layers are made now, as
        the scene opens, rather than all in its first frame."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            self.table.draw(pygame.Surface(self.table.app.surface.get_size()))

    def guard(self) -> None:
        """One press, one action: when the viewer's turn comes (back), its first presses wait,
        and a "wait for your turn" from before is no longer true."""
        table = self.table
        mine = table.my_turn()
        if mine and not self.was_mine:
            table.ready_at = max(table.ready_at, table.app.time + PRESS_GUARD)
            table.hint_left = 0.0
        self.was_mine = mine

    def frame(self, dt: float) -> None:
        """Animations, the bots and turns for one frame of play."""
        table = self.table
        self.run_timeline(dt)
        if table.timeline.busy:
            return
        match = table.match
        if match.is_over:
            self.over_wait += dt
            if not self.results_open and (
                self.over_wait >= RESULTS_PAUSE or table.app.settings.skip
            ):
                self.results_open = True
                self.finish()
            return
        cur = match.current_player
        if cur is not None and match.seats[cur].is_bot:
            table.bots.drive(cur, dt)
        else:
            self.check_pass()
            table.tips.update()

    def finish(self) -> None:
        """The game has ended: written down, said, and its results opened."""
        table = self.table
        table.way.finish()  # written down here, or its seat's record asked of the server
        table.app.sound.play("win")
        table.voice.say_log()  # the last moves before the result
        table.voice.say_result()
        table.app.push(self.results_scene())

    def results_scene(self) -> Scene:
        return self.table.results_class(self.table.app, self.table)

    def run_timeline(self, dt: float) -> None:
        """A frame of the animations (at the chosen speed; "skip" ends them) and the hint."""
        table = self.table
        speed = table.app.settings.speed
        table.timeline.speed = speed if speed > 0 else 1.0
        table.timeline.update(dt)
        if table.app.settings.skip:
            table.timeline.finish_all()
        table.hint_left = max(0.0, table.hint_left - dt)

    def bot_pause(self, seat: int) -> float:
        """How long the bot in ``seat`` waits before its move shows, so people can follow
        it (a table may have moves with nothing to follow)."""
        speed = self.table.app.settings.speed
        return 0.0 if speed == 0 else BOT_PAUSE / speed

    def acting_blocked(self) -> bool:
        """Is the person's input to act being dropped just now (the double-click guard)?"""
        table = self.table
        return table.app.time < table.ready_at and table.my_turn()

    def check_pass(self) -> None:
        """Hot seat: before a different person's turn, ask to pass the device."""
        table = self.table
        match = table.match
        cur = match.current_player
        if cur is None or not match.acts_here(cur) or table.app.top is not table:
            return
        if cur != table.viewer or (table.hot_seat and not self.passed_once):
            if table.hot_seat and self.passed_once:  # the device leaves them: all seen so far
                match.saw(table.viewer)
            self.passed_once = True
            if table.hot_seat:
                table.app.push(navigator.make("pass_device", table.app, table, cur))
            else:
                match.viewer = cur
