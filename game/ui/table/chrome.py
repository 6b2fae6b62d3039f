"""The table's chrome (:class:`Chrome`, owned by the table as ``table.chrome``): the top bar
(the game's title, a centre line, the buttons), the log beside the table or as a sheet
(logs.py), the status pill, a seat's thinking tag and badge, the backdrop layer that keeps the
felt, the bar and the open log as one picture, and what covers the table at the largest text
size (the open sheet, a tip). A game's painter draws its board between them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import draw, focus, keymap, navigator, theme
from game.ui.layout import TOP_BAR_H, W
from game.ui.scenes.common import game_title
from game.ui.table import palette
from game.ui.table.logs import Logs
from game.ui.table.scale import (
    ICON_ROOM,
    PILL_ROOM,
    TITLE_X,
    WORD_W,
    Gap,
    Text,
    bar_button,
    menu_rect,
    sign_rect,
)
from game.ui.table.sizes import THINKING_LEAST, sizes
from game.ui.widgets import Button, Widget, bar_label

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


def pill_step(size: int) -> int:
    """The line step of a status pill's words at ``size`` (a phone's pill of n lines is
    ``n * pill_step(size) + 10`` px high)."""
    return theme.font(size, "bold").get_linesize() - 4


DOTS = 3  # a waiting line's dots at most, and how many it counts a second


def dots(now: float) -> str:
    """One to three dots, counting three times a second: something is under way."""
    return "." * (1 + int(now * DOTS) % DOTS)


def status_lines(text: str, size: int, max_width: int) -> list[str]:
    """The status line at ``size`` in lines no wider than ``max_width``: one, or two (the
    second cut short with an ellipsis if the words need more)."""
    lines = theme.wrap(text, size, max_width, "bold")
    if len(lines) <= 2:
        return lines
    return [lines[0], theme.ellipsize(" ".join(lines[1:]), size, max_width, "bold")]


class Chrome:
    """The top bar, the log, the status pill and the backdrop of one table."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.logs = Logs(table)
        self._backdrop: pygame.Surface | None = None  # see backdrop
        self._backdrop_key: tuple | None = None
        self._chrome: tuple | None = None  # (key, felt and chrome) under a table's still parts

    # -- the top bar -------------------------------------------------------------------------
    def bar_title(self) -> str:
        """The top bar's title: the game's name, and whether this is today's deal."""
        title = game_title(self.table.spec.name)
        return f"{title} · {t('daily.tile')}" if self.table.match.daily else title

    def paint_bar(self, surface: pygame.Surface, centre_text: str) -> None:
        """The top bar: the game's title and ``centre_text``."""
        bar = pygame.Rect(0, 0, W, TOP_BAR_H)
        surface.blit(draw.veil(bar.size, (*palette.TOP_BAR, palette.CHROME_ALPHA)), bar)
        pygame.draw.line(surface, theme.PANEL_EDGE, (0, TOP_BAR_H - 1), (W, TOP_BAR_H - 1), 1)
        draw.gladiola(surface, (30, TOP_BAR_H - 8), 36)
        theme.blit_text(
            surface,
            self.bar_title(),
            sizes().title,
            (TITLE_X, TOP_BAR_H // 2),
            theme.CREAM,
            "bold",
            "midleft",
        )
        text, size, x = self.bar_centre(centre_text)  # clear of the title and the buttons
        theme.blit_text(surface, text, size, (x, TOP_BAR_H // 2), theme.SUN, "bold", "center")

    def bar_centre(self, text: str, size: int = Text.BAR, pad: int = 0) -> tuple[str, int, int]:
        """The top bar's centre text (fitted) and its x: between the title and the buttons,
        so clear of the Hint button when there is one."""
        left, right = self.bar_span(pad)
        least = sizes().bar_least  # a phone's: never smaller, cut short if words are long
        text, size = theme.fit_line(text, max(size, least), right - left, "bold", least)
        half = theme.width(text, size, "bold") // 2
        return text, size, max(left + half, min(W // 2 - 60, right - half))

    def bar_span(self, pad: int = 0) -> tuple[int, int]:
        """Where the top bar's centre text may go (its left and right x): between the title
        and the buttons. At the largest text size it is drawn at PHONE_TEXT or more: a table
        gives it words that fit ``right - left`` at that size."""
        left = TITLE_X + theme.width(self.bar_title(), sizes().title, "bold") + 16 + pad
        right = (
            (self.table.coach.screen.rect().x if self.table.coach.offered() else self.undo_rect().x)
            - Gap.EDGE
            - pad
        )
        return left, right

    def undo_rect(self) -> pygame.Rect:
        """Left of the key-list button (W - 312): 124 wide, wider when the word needs it at
        its full size beside the icon and the key cap ("Rückgängig")."""
        need = theme.width(t("table.undo"), bar_label(Text.LABEL), "bold") + ICON_ROOM
        return bar_button(sign_rect(2).x - Gap.EDGE, max(WORD_W, need))

    def bar_buttons(self) -> list[Widget]:
        """The top bar's Menu, sound, "?" (how to play) and keys buttons."""
        table = self.table

        def menu_icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.menu_icon(s, c, 18, theme.CREAM)

        def sound_icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.speaker(s, c, 22, table.app.settings.sound, theme.CREAM)

        def keys_icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.keyboard(s, c, 24, theme.CREAM)

        ws: list[Widget] = [
            Button(
                "menu",
                menu_rect(),
                t("table.menu"),
                table.open_pause,
                "ghost",
                size=bar_label(20),
                icon=menu_icon,
                key=keymap.first_cap("back"),
            ),
            Button(
                "sound",
                sign_rect(0),
                "",
                self.toggle_sound,
                "ghost",
                icon=sound_icon,
                key=keymap.first_cap("sound"),
            ),
            # "?" is how to play this game (key: ? or H); the keys list has its own button.
            Button("rules", sign_rect(1), "?", self.open_rules, "ghost", size=Text.BAR),
            Button(
                "keys",
                sign_rect(2),
                "",
                self.show_keys,
                "ghost",
                icon=keys_icon,
                key=keymap.first_cap("keys"),
            ),
        ]
        if not focus.SHOW_KEYS:  # a phone has no keys to list
            ws = [w for w in ws if w.id != "keys"]
        return ws

    def toggle_sound(self) -> None:
        settings = self.table.app.settings
        settings.sound = not settings.sound
        self.table.app.save_settings()

    def open_rules(self) -> None:
        """The "?" button and key: how to play this game."""
        app, match = self.table.app, self.table.match
        app.push(navigator.make("rules", app, match.game.name, match.options))

    def show_keys(self) -> None:
        """The keyboard button (and F1, K): the keys list, with this table's own keys."""
        app = self.table.app
        app.push(navigator.make("keys", app))

    # -- the status pill and the seats' tags ---------------------------------------------
    def status_pill(
        self,
        surface: pygame.Surface,
        center: tuple[int, int],
        max_width: int,
        size: int,
        pad_y: int = 14,
        alpha: int = palette.CHROME_ALPHA,
    ) -> pygame.Rect:
        """The status line (``status_text``) in its pill: sun-edged when it is a hint for the
        person to act; shrunk to ``max_width``. Returns the pill's rect."""
        text, is_hint = (
            self.table.way.status() or self.table.status_text()
        )  # a review's, else the game's
        ink = theme.INK if is_hint else theme.CREAM
        if sizes().phone:
            return self._phone_pill(surface, text, is_hint, center, max_width, size, alpha)
        text, size = theme.fit_line(text, size, max_width, "bold")
        img = theme.text(text, size, ink, "bold")
        pill = img.get_rect(center=center).inflate(
            PILL_ROOM, Gap.EDGE if size > Text.BAR else pad_y
        )
        draw.panel(
            surface,
            pill,
            theme.HINT if is_hint else theme.PANEL,
            palette.HINT_ALPHA if is_hint else alpha,
            pill.h // 2,
            theme.SUN if is_hint else None,
            2,
        )
        surface.blit(img, img.get_rect(center=pill.center))
        return pill

    def _phone_pill(
        self,
        surface: pygame.Surface,
        text: str,
        is_hint: bool,
        center: tuple[int, int],
        max_width: int,
        size: int,
        alpha: int,
    ) -> pygame.Rect:
        """The status pill at the largest text size: its words never under PHONE_TEXT; a line
        too long for ``max_width`` goes on two lines (the pill grows about its centre) rather
        than shrinking, cut short only past two."""
        size = max(size, theme.PHONE_TEXT)
        lines = status_lines(text, size, max_width)
        ink = theme.INK if is_hint else theme.CREAM
        imgs = [theme.text(line, size, ink, "bold") for line in lines]
        step = pill_step(size)
        w = max(img.get_width() for img in imgs)
        pill = pygame.Rect(0, 0, w + PILL_ROOM, step * len(imgs) + 10)
        pill.center = center
        draw.panel(
            surface,
            pill,
            theme.HINT if is_hint else theme.PANEL,
            palette.HINT_ALPHA if is_hint else alpha,
            min(pill.h // 2, 26),
            theme.SUN if is_hint else None,
            2,
        )
        top = pill.centery - step * len(imgs) / 2
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(center=(pill.centerx, round(top + step * (i + 0.5)))))
        return pill

    def thinking_label(self) -> str:
        """ "Thinking..." with its dots counting, for a bot that is deciding."""
        return t("seat.thinking") + dots(self.table.app.time)

    def thinking_tag(self, surface: pygame.Surface, tag: pygame.Rect) -> None:
        """The sun-yellow "thinking..." tag in ``tag`` (placed by the game's seat layout)."""
        pygame.draw.rect(surface, theme.SUN, tag, border_radius=Gap.EDGE)
        label = self.thinking_label()
        most = sizes().thinking  # as large as the tag the game placed holds
        size = theme.fit_text(
            t("seat.thinking") + "...", most, tag.w - 2 * Gap.NEAR, "bold", THINKING_LEAST
        )
        theme.blit_text(
            surface, label, size, (tag.x + Gap.EDGE, tag.centery), theme.INK, "bold", "midleft"
        )

    def seat_badge(self, surface: pygame.Surface, seat: int, panel: pygame.Rect) -> None:
        """The way's badge for ``seat`` (online: "played by a bot", its clock's time left) on
        the top edge of the seat's ``panel``, at its right; nothing when there is none. Drawn
        every frame: a clock's time moves."""
        self.table.way.seat_at(seat, panel)
        text = self.table.way.badge(seat)
        if not text:
            return
        text, size = theme.fit_line(text, sizes().badge, panel.w - Gap.MARGIN, "bold")
        img = theme.text(text, size, theme.INK, "bold")
        box = pygame.Rect(0, 0, img.get_width() + 16, max(20, img.get_height()))
        # Low on the edge: clear of a panel just above and of the panel's own first line.
        box.right, box.y = panel.right - 14, panel.top - 9
        if self.logs.overlaps(box):
            return  # the phone's log sheet is over the panel: its badge goes under it too
        theme.mark("tab", box, text, surface)
        pygame.draw.rect(surface, theme.CREAM, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    # -- the backdrop ----------------------------------------------------------------------
    def backdrop(
        self,
        surface: pygame.Surface,
        centre_text: str,
        still: tuple = (),
        paint: Callable[[pygame.Surface], None] | None = None,
    ) -> None:
        """The felt and :meth:`draw` in one go, kept as one opaque layer.

        The top bar and the log change only when something happens, so a frame costs one
        plain copy for them (instead of the felt plus some forty blits); the layer is redrawn
        when anything it shows changes (see ``LogPanel.signature``). A table may add its own
        still parts: ``paint`` draws them onto the layer, ``still`` is everything they show.
        """
        if not draw.RETAINED:
            surface.blit(draw.felt(), (0, 0))
            self.draw(surface, centre_text)
            if paint is not None:
                paint(surface)
            return
        chrome = (centre_text, self.bar_title(), self.logs.key(), self.table.coach.offered())
        key = (chrome, still)
        layer = self._backdrop
        if layer is None or key != self._backdrop_key:
            if layer is None:
                layer = self._backdrop = draw.opaque_layer()
            if paint is None:
                layer.blit(draw.felt(), (0, 0))
                self.paint(layer, centre_text)
            else:  # the felt and chrome are kept apart: the still parts change more often
                if self._chrome is None or chrome != self._chrome[0]:
                    base = self._chrome[1] if self._chrome else draw.opaque_layer()
                    base.blit(draw.felt(), (0, 0))
                    self.paint(base, centre_text)
                    self._chrome = (chrome, base)
                layer.blit(self._chrome[1], (0, 0))
                paint(layer)
            self._backdrop_key = key
        surface.blit(layer, (0, 0))
        if not self.table.tips.on_top:
            self.table.tipping.draw(surface)

    def draw(self, surface: pygame.Surface, centre_text: str) -> None:
        self.paint(surface, centre_text)
        if not self.table.tips.on_top:
            self.table.tipping.draw(surface)

    def paint(self, surface: pygame.Surface, centre_text: str) -> None:
        """The top bar (title, ``centre_text``) and the log when open."""
        self.paint_bar(surface, centre_text)
        self.logs.paint_panel(surface)  # the sheet is drawn over the table (draw_over)

    # -- over the table at the largest text size ------------------------------------------
    def tip_over_table(self) -> bool:
        """At the largest size a tip finds no free table space to sit in: it is drawn over
        the table (:meth:`draw_over`), and what it covers waits until it is dismissed."""
        return self.logs.as_sheet() and self.table.tips.showing()

    def covered(self) -> bool:
        """Is the open sheet or a tip over the table (at the largest size)?"""
        return self.tip_over_table() or (self.logs.as_sheet() and self.logs.sheet_open)

    def tip_covers(self, pos: tuple[int, int]) -> bool:
        return self.tip_over_table() and self.table.tips.rect().collidepoint(pos)

    def cover_widget(self, pos: tuple[int, int]) -> tuple[list[Widget], Widget | None] | None:
        """What covers the table at ``pos`` (None: nothing): its widgets and the one hit."""
        own: list[Widget]
        if self.logs.covers(pos):
            own = self.logs.sheet_widgets()
        elif self.tip_covers(pos):
            own = self.table.tips.widgets()
        else:
            return None
        return own, next((w for w in own if w.hit(pos)), None)

    def draw_over(self, surface: pygame.Surface) -> None:
        """At the largest size, over everything the table draws: a tip, and the log sheet
        when open (kept as one picture while its lines stay the same)."""
        if not self.logs.as_sheet():
            return
        table = self.table
        if table.tips.showing():
            theme.mark("cover", table.tips.rect(), "tip", surface)
            table.tips.draw(surface)
            table.draw_widgets(surface, table.tips.widgets())
        if not self.logs.sheet_open:
            return
        self.logs.draw_sheet(surface)
        # its fold button over it (the table's own copy of it is under the sheet)
        table.draw_widgets(surface, self.logs.sheet_widgets())
