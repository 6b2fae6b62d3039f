"""What the three games' results screens share: buttons' actions and the winners' heading."""

from __future__ import annotations

import pygame

from game import daily
from game.core.contract import Result
from game.core.match import level_word
from game.i18n import t
from game.ui import keymap, navigator, theme
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, heading, sheet
from game.ui.scenes.daily import ShareStrip, copy_share, strip_toast_at
from game.ui.table import palette
from game.ui.table.online_rematch import Rematch
from game.ui.table.review import open_review  # local and online games
from game.ui.table.scale import CORNER, Gap, Text
from game.ui.table.sizes import sizes
from game.ui.widgets import RUNNING, Button, Widget, two_line_height

# An online game's Review while its record is not on the device: the button's line, the
# press's explanation.
WHY_NOT = {
    "fetching": ("results.review_fetching", "results.review_fetching_why"),
    "away": ("results.review_away", "results.review_away_why"),
    "refused": ("results.review_refused", "results.review_refused_why"),
}


END_H = 58  # the row of buttons under a results sheet (and the share line between them)
REASON_Y = 22  # why the game ended: its first line's top, in from the sheet's
REASON_X = 30  # its lines in from the sheet's sides


def end_button_height() -> int:
    """The row of buttons under a results sheet: a phone's (the largest text size) is taller,
    for a sub-label at phone size ("an ordinary new game")."""
    return max(END_H, two_line_height()) if theme.largest() else END_H


def reason_size() -> int:
    return sizes().reason


def seat_tag_size(tag: str) -> int:
    """A results row's tag under a name ("Winner", "Bot: easy"): 15 px; at the largest text
    size 22, or PHONE_TEXT for two words ("Bot: very hard")."""
    if not theme.largest():
        return 15
    return theme.PHONE_TEXT if RUNNING.search(tag) else 22


class ResultsScene(Scene):
    """A results screen: ``_widgets`` and ``rect`` set by the game's."""

    name = "results"
    spatial_focus = True
    _widgets: list[Widget]
    rect: pygame.Rect
    review_button: Button | None = None  # at a game's end (end_buttons)
    again_button: Button | None = None

    def __init__(self, app, table, final: bool = True) -> None:
        """The results of ``table``'s game (``final``; False: of a round, without a result)."""
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.result: Result | None = table.match.result() if final else None
        if final:
            self.key_scopes = ("results",)  # V: review the game
        # An online game's Play again is a rematch in the same room (a seat's, not a watcher's).
        conn = getattr(table.match, "conn", None)
        seated = conn is not None and conn.seat is not None
        self.rematch = Rematch(app, table) if final and seated else None

    def spoken_heading(self) -> str:
        """The winners, as the screen's heading says them (a round's: Results)."""
        if self.result is None:
            return t("access.screen.results")
        win = " & ".join(self.match.names[i] for i in self.outcome.winners)
        key = "results.title_one" if len(self.outcome.winners) == 1 else "results.title_shared"
        return t(key, names=win)

    @property
    def outcome(self) -> Result:
        """The game's result, on a results screen at the game's end (not after a round)."""
        assert self.result is not None, "a round's results have no game result"
        return self.result

    def end_buttons(self, gap: int = 18, menu_key: str = "") -> list[Widget]:
        """Under the sheet: back to the menu (left), play again (right) and, at a game's end,
        its review and, for today's deal, the share line between them."""
        r = self.rect
        y = r.bottom + gap
        h = end_button_height()
        strip = self.daily_strip()
        # Today's deal needs the middle for its share line: the buttons close up around it.
        menu_w, again_w, review_w = (200, 220, 180) if strip else (240, 280, 240)
        again = Button(
            "again",
            (r.right - again_w, y, again_w, h),
            t("results.again") if self.rematch is None else t("online.rematch"),
            self.again,
            "primary",
            size=theme.phone(Text.BAR),  # one size in the row at a phone's (26 px for two words)
            # After today's deal, the same seats get an ordinary new deal: say so.
            sub=t("results.again_daily_sub") if self.match.daily else "",
        )
        self.again_button = again
        menu = Button(
            "menu",
            (r.x + 20, y, menu_w, h),
            t("results.menu"),
            self.menu,
            "ghost",
            size=theme.phone(Text.BAR),
            key=menu_key,
        )
        review: list[Widget] = []
        # The game step by step (review.py); an online game's once its seat's record is kept
        # on the device (RecordMatch): until then the button says why it is off.
        if self.result is not None:
            x = menu.rect.right + Gap.EDGE if strip else r.centerx - review_w // 2
            self.review_button = Button(
                "review",
                (x, y, review_w, h),
                t("review.button"),
                self.review,
                "secondary",
                size=theme.phone(Text.BAR),
                key=keymap.first_cap("results.review"),
            )
            self.review_button.explain = self.explain_review
            review.append(self.review_button)
            self.follow_record()
        if strip:
            left = (review[-1] if review else menu).rect.right + Gap.EDGE
            strip[0].rect = pygame.Rect(left, y, again.rect.x - Gap.EDGE - left, h)
        return strip + [menu, again] + review  # review last: the others' focus order stays

    def daily_strip(self) -> list[Widget]:
        """Today's deal (game/daily.py): whether this game counted (or was practice) and the
        day's share line; a press copies it. Placed by end_buttons."""
        session = self.table.way.session
        if self.result is None or session is None or not session.daily:
            return []
        told = daily.outcome(self.app.storage, session)
        day = told["entry"]
        if day is None:
            return []
        line = daily.share_line(session.game, session.daily, day)
        title = t("daily.counted") if told["counted"] else t("daily.practice_note")
        return [
            ShareStrip(
                "daily.copy", (0, 0, 0, END_H), title, line, lambda: copy_share(self.app, line)
            )
        ]

    def widgets(self) -> list[Widget]:
        self.follow_record()
        if self.rematch is not None and self.again_button is not None:
            self.again_button.sub = self.rematch.line()  # who wants one, how many of how many
        return self._widgets

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.rematch is not None:
            self.rematch.update()

    def follow_record(self) -> None:
        """The Review button follows the game's record (an online game's is asked of the
        server): off, saying why, while it is fetched or when the server did not send it;
        on once it is kept."""
        button = self.review_button
        if button is None:
            return
        state = self.table.way.review_state()
        button.enabled = state == "ready"
        button.sub = "" if button.enabled else t(WHY_NOT[state][0])

    def toast_at(self) -> tuple[int, int] | None:
        return strip_toast_at(self._widgets)

    def menu(self) -> None:
        self.app.reset(navigator.make("title", self.app))

    def review(self) -> None:
        """Step through this game: pushed over the results, Esc comes back here. An online
        game's is its seat's kept record (only what this seat was shown)."""
        entry = self.table.way.review_entry()
        if entry is None:
            self.explain_review()
            return
        open_review(self.app, entry)

    def explain_review(self) -> None:
        """Review pressed (or V) while an online game's record is not on the device: why."""
        state = self.table.way.review_state()
        if state != "ready":
            self.app.toast(t(WHY_NOT[state][1]))

    def on_command(self, command: str) -> bool:
        if command == "review" and self.result is not None:
            self.review()
            return True
        return super().on_command(command)

    def again(self) -> None:
        """Play again with the same seats and options (a new deal); online: a rematch in the
        same room."""
        if self.rematch is not None:
            self.rematch.press()
            return
        self.table.way.again()

    def on_back(self) -> None:
        self.menu()

    def seat_tag(self, seat: int, winner: bool) -> str:
        """Under a name on a results row: "Winner", the bot's level, or "Person"."""
        s = self.match.seats[seat]
        if winner:
            return t("results.winner")
        return t(f"kind.{s.kind}") if s.is_bot else t("seat.human")

    def reason_lines(self, text: str) -> list[str]:
        """Why the game ended, as :meth:`draw_reason` sets it: one line, or at the largest
        text size (a phone's) as many as it needs at PHONE_TEXT across the sheet."""
        if not theme.largest():
            return [text]
        return theme.wrap(text, theme.PHONE_TEXT, self.rect.w - 2 * REASON_X, "bold")

    def reason_bottom(self, text: str) -> int:
        """The y under the reason's last line: a results screen's rows start below it."""
        size, step = reason_size(), reason_size() + Gap.SNUG
        return self.rect.y + REASON_Y + step * (len(self.reason_lines(text)) - 1) + size + Gap.HAIR

    def draw_reason(self, surface: pygame.Surface, text: str) -> int:
        """Why the game ended, in the sheet's top-left corner; returns the y under it."""
        r = self.rect
        size = reason_size()
        for i, line in enumerate(self.reason_lines(text)):
            pos = (r.x + REASON_X, r.y + REASON_Y + i * (size + Gap.SNUG))
            theme.blit_text(surface, line, size, pos, theme.INK_SOFT, "bold")
        return self.reason_bottom(text)

    def draw_row_frame(
        self, surface: pygame.Surface, row: pygame.Rect, winner: bool, rank: int | None
    ) -> int:
        """A results row's card, gold-edged for a winner, and its rank (None: no rank);
        returns the x where the row's content starts."""
        fill = palette.WINNER_ROW if winner else palette.PLACED_ROW
        pygame.draw.rect(surface, fill, row, border_radius=CORNER)
        if winner:
            pygame.draw.rect(surface, theme.SUN_DARK, row, 3, border_radius=CORNER)
        x = row.x + Gap.EDGE
        if rank is None:
            return x
        theme.blit_text(
            surface, f"{rank + 1}.", Text.LEAD, (x, row.centery), theme.INK, "bold", "midleft"
        )
        return x + 34

    def draw_seat_tag(
        self,
        surface: pygame.Surface,
        seat: int,
        winner: bool,
        pos: tuple[int, int],
        width: int | None = None,
    ) -> None:
        """``seat_tag`` under a name (mid-left at ``pos``), in dark gold for a winner, within
        ``width``: a bot's level in one word where its tag is wider (the robot badge on its
        avatar says "bot"), shrunk only if that is wider still."""
        colour = palette.WINNER_INK if winner else theme.INK_SOFT
        tag = self.seat_tag(seat, winner)
        size = seat_tag_size(tag)
        if width is not None and theme.width(tag, size, "bold") > width:
            s = self.match.seats[seat]
            if s.is_bot and not winner:
                tag = level_word(s.kind)
                size = seat_tag_size(tag)
            size = theme.fit_text(tag, size, width, "bold")
        theme.blit_text(surface, tag, size, pos, colour, "bold", "midleft")

    def draw_winners(self, surface: pygame.Surface, y: int = 50, size: int = 42) -> None:
        """The backdrop, "Anna wins!" (or the shared victory) and the results sheet."""
        backdrop(surface, self.app.wave_time())
        heading(surface, self.spoken_heading(), y, size)
        sheet(surface, self.rect)
