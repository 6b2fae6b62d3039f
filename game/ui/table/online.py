"""What a table does differently when its game lives on a room server (online play).

The table's ``match`` is then a :class:`~game.net.remote.RemoteMatch` and its ``session`` a
``RemoteSession``: what the server sends arrives between frames and is logged and animated
like a local action's events; a game taken back on the server is shown as it is now; while
the connection is being restored a banner says so over the table. Saving, the records, the
review and the coach stay with the server (the base skips them when ``online``).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import TOP_BAR_H, W
from game.ui.scene import Scene


class OnlinePlay(Scene):
    online = False

    def pull_remote(self) -> None:
        """Online: what the server sent since the last frame. A game taken back (or caught up
        without its events) is shown as it is now; events are logged and animated like ours."""
        reset = self.match.take_reset()
        if reset is not None:
            self.timeline.finish_all()
            cur = self.match.current_player
            if reset == "undo" and cur is not None:  # the one who took back is to act again
                self.session.rewind_log()
                self.session.add_log([{"key": "log.undo", "args": {"name": self.seat_name(cur)}}])
            self.after_undo()
        events = self.match.take_events()
        if events:
            self.session.add_log(self.log_entries(events))
            self.animate(events)
            if self.app.settings.skip:
                self.timeline.finish_all()

    def exit(self) -> None:
        if self.online:
            self.match.close()
        super().exit()

    def draw_notice(self, surface: pygame.Surface) -> None:
        """Online, over the whole table: a banner while the connection is being restored."""
        if not self.online or not self.match.reconnecting:
            return
        text = t("online.reconnecting") + "." * (1 + int(self.app.time * 3) % 3)
        img = theme.text(text, 24, theme.INK, "bold")
        rect = img.get_rect(center=(W // 2, TOP_BAR_H + 40)).inflate(60, 24)
        draw.panel(surface, rect, theme.SUN, 245, rect.h // 2, theme.SUN_DARK, 3)
        surface.blit(img, img.get_rect(center=rect.center))
