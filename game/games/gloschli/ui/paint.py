"""Gloschli's table drawn: seat panels, rows of cards, the piles, flights, marks and banners.

The table owns a :class:`Painter`, which reads the table's ``Shown`` (the typed view on show, the
masks of cards in flight, reveals, marks) and the :class:`~game.games.gloschli.ui.frame.Frame`
the table hands it each frame (who looks, the seats, where things sit); of the table itself it
uses only the parts that draw their own share: the chrome, the coach, the effects, the widgets.
Faces show only as far as the viewer may see them (``private_ok``, GL-34's reveals and memory
marks); ``face_img`` and ``chip_img`` log every face drawn when a test asks (``face_log``).
Flights, callouts and banners are the table's ``effects`` (game/ui/table/effects.py), drawn
where this says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gloschli.cards import FACES
from game.games.gloschli.narrate import power_name
from game.games.gloschli.ui import art, layout, palette
from game.games.gloschli.ui.frame import Frame
from game.games.gloschli.ui.layout import CARD_BIG, LABEL_Y, LIFT_OTHER, LIFT_OWN, PHONE_WORD
from game.games.gloschli.ui.pieces import PileWidget, SlotWidget
from game.games.gloschli.ui.shown import FLIP, Place, Shown
from game.games.gloschli.view import Slot
from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import TOP_BAR_H
from game.ui.scenes.common import phone_words
from game.ui.table.effects import Flight

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


def phone_fit(text: str, width: int, word: int = PHONE_WORD) -> tuple[str, int]:
    """A label on a phone: running text (two words or more) at PHONE_TEXT, cut with an
    ellipsis where it is too wide; a single word at ``word``, shrunk to 20 at most."""
    if len(text.split()) > 1:
        return theme.fit_line(text, theme.PHONE_TEXT, width, "bold", theme.PHONE_TEXT)
    return theme.fit_line(text, word, width, "bold", 20)


class Painter:
    """Draws the table's :class:`Shown` picture as far as the viewer may see it; owned by the
    table, which hands it each frame's :class:`Frame` (``draw``); the pieces hand it their
    drawing (``draw_slot``, ``draw_deck``, ``draw_discard``), the base its flights, callouts
    and banners."""

    def __init__(self, table: GloschliTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.frame: Frame  # the frame being drawn (draw)
        self.face_log: list[tuple[Place, int]] | None = None  # tests: each face drawn, and where
        self.boxes: list[tuple] | None = None  # tests: every label, badge, banner drawn

    def note(self, kind: str, rect: pygame.Rect) -> pygame.Rect:
        """Tests: every label, badge and banner drawn, with its kind (``boxes``), so a layout
        test can check that none of them collide."""
        if self.boxes is not None:
            self.boxes.append((kind, pygame.Rect(rect)))
        return rect

    def reveal_k(self, place: Place) -> float | None:
        """0..1 how far a shown face is turned up (None: not revealed)."""
        if place in self.shown.held:
            return 1.0
        r = self.shown.reveal.get(place)
        if r is None:
            return None
        el, dur = r
        if self.table.effects.still:  # reduced motion: face up at once, no turning
            return 1.0 if el < dur else 0.0
        k = min(1.0, el / FLIP, (dur - el) / FLIP)
        return max(0.0, k)

    def twelve_look(self) -> tuple[int, int] | None:
        """The card the 12 "Swap" looked at: shown while its owner decides (GL-9)."""
        v = self.shown.view
        p = v.pending
        if (
            p is not None
            and p.power == "swap"
            and p.step == 1
            and p.first is not None
            and v.current_player == self.frame.viewer
        ):
            return (p.first.seat, p.first.slot)
        return None

    def first_pick(self) -> tuple[int, int] | None:
        """The first card picked for a two-card power (Trick, Distraction, Blind swap, Swap):
        kept raised and outlined until the second pick or a cancel (public: GL-33)."""
        p = self.shown.view.pending
        if self.shown.view.phase != "power" or p is None or p.step != 1 or p.first is None:
            return None
        return (p.first.seat, p.first.slot)

    def shown_face(self, seat: int, slot: int) -> tuple[int | None, float]:
        """(face, openness 0..1) a slot shows now; face None: its back."""
        c = self.shown.cell(seat, slot)
        if c is None or c.card is None:
            return None, 0.0
        face = c.card.face
        if c.face_up or self.frame.face_up:  # (a review: every card face up)
            return face, 1.0
        if self.shown.reveal_all is not None:
            return None, 0.0  # handled by the round-end reveal
        if not self.frame.private_ok:
            return None, 0.0
        if self.twelve_look() == (seat, slot):
            return face, 1.0
        k = self.reveal_k(("slot", seat, slot))
        if k is None:
            return None, 0.0
        return face, k

    def memory_mark(self, seat: int, slot: int) -> int | None:
        if not self.shown.view.options.memory_aid or not self.frame.private_ok:
            return None
        if self.frame.face_up:
            return None  # its face is on show
        c = self.shown.cell(seat, slot)
        if c is None or c.card is None or c.face_up:
            return None
        return c.card.face

    def face_img(self, face: int, size: tuple[int, int], place: Place) -> pygame.Surface:
        if self.face_log is not None:
            self.face_log.append((place, face))
        return art.face(face, size)

    def draw(self, surface: pygame.Surface, frame: Frame) -> None:
        self.frame = frame
        v = self.shown.view
        g = frame.geo
        centre = t("gl.top.round", round=v.round, target=v.options.target)
        if v.caller is not None:
            centre = ""  # the call's ribbon takes the top bar's middle (draw_last_turns)
        self.table.chrome.backdrop(surface, centre)
        for seat, r in frame.panels.items():
            self.draw_panel(surface, seat, r)
            self.table.chrome.seat_badge(surface, seat, r)
        self.draw_own_panel(surface, frame.own)
        self.table.chrome.seat_badge(surface, frame.viewer, frame.own)
        self.draw_last_turns(surface, g)
        self.draw_centre_labels(surface, g)
        pill = self.table.chrome.status_pill(
            surface, (g.cx, g.status_y), g.area.w - 60, layout.status_size()
        )
        self.note("banner", pill)
        self.draw_power_info(surface, g)
        self.table.draw_widgets(surface)
        self.draw_drawn(surface, g)
        self.table.coach.draw(surface)  # a coach hint's ring (game/ui/table/coach.py)
        self.draw_marks(surface)
        self.table.effects.draw_flights(surface)
        self.table.effects.draw_callouts(surface)
        self.table.effects.draw_banner(surface, (g.cx, g.deck.centery))

    def draw_power_info(self, surface: pygame.Surface, g: layout.Geo) -> None:
        """While a power is resolved: what it does, beside the table (everyone may see it)."""
        p, cur = self.shown.view.pending, self.shown.view.current_player
        if self.shown.view.phase != "power" or p is None or cur is None:
            return
        power = p.power
        face = next((i for i, f in enumerate(FACES) if f.name == power), None)
        if face is None:
            return
        box = g.buttons
        phone = theme.largest()
        y = box.y + 6 + self.frame.keep_room
        r = pygame.Rect(box.x, y, box.w, layout.PHONE_POWER_H if phone else 112)
        self.note("banner", r)
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.PANEL_EDGE, 3)
        c = (r.x + 44, r.centery)
        pygame.draw.circle(surface, theme.WHITE, c, 32)
        pygame.draw.circle(surface, art.POWER_STYLE.get(face, (None, theme.SUN))[1], c, 32, 3)
        if face in art.HEROES:
            art.hero(surface, face, c, 24)
        else:
            art.power_icon(surface, face, c, 24)
        name = power_name(power)
        who = self.frame.names[cur]
        if phone:  # its name and who uses it; what it does is the status line's
            room = r.right - 12 - (r.x + 88)
            text, size = phone_fit(name, room, theme.PHONE_TEXT)
            at = (r.x + 88, r.y + 28)
            theme.blit_text(surface, text, size, at, theme.SUN, "bold", "midleft")
            text, size = phone_fit(who, room, 20)
            at = (r.x + 88, r.y + 62)
            theme.blit_text(surface, text, size, at, palette.LABEL, "bold", "midleft")
            return
        theme.blit_text(surface, name, 21, (r.x + 88, r.y + 24), theme.SUN, "bold", "midleft")
        theme.blit_text(surface, who, 15, (r.x + 88, r.y + 46), palette.LABEL, "bold", "midleft")
        lines = theme.wrap(t(f"gl.power_sub.{power}"), 16, r.w - 100, "bold")
        for i, line in enumerate(lines[:2]):
            theme.blit_text(
                surface, line, 16, (r.x + 88, r.y + 70 + i * 20), theme.CREAM, "bold", "midleft"
            )

    def draw_flight(self, surface: pygame.Surface, f: Flight) -> None:
        rect, face_up, _k = f.rect_and_face()
        if face_up and f.private and not self.frame.private_ok:
            face_up = False
        if face_up:
            img = self.face_img(f.card, CARD_BIG, ("flight",))
        else:
            img = art.back(CARD_BIG)
        art.blit(surface, img, rect, lift=8)

    def draw_seat_head(self, surface, seat: int, x: int, y: int, w: int, small: bool) -> None:
        s = self.frame.seats[seat]
        draw.avatar(surface, (x + 24, y + 22), 15, seat, s.name, s.is_bot)
        self.note("badge", pygame.Rect(x + 9, y + 7, 30, 30))
        total = self.shown.view.totals[seat]
        badge = pygame.Rect(0, 0, 58, 26)
        badge.topright = (x + w - 10, y + 9)
        if theme.largest():
            self.draw_phone_head(surface, seat, x, y, badge, small)
            return
        if small:
            # A small panel's header: name, then its tag (Last turn, GLOSCHLI!, thinking) in
            # place of the "pts" word, then the total: nothing hangs over the cards below.
            tags = self.seat_tags(seat)
            if tags:
                tag = self.draw_tag(surface, *tags[0], "midright", (badge.x - 6, y + 22))
                right = tag.x - 6
            else:
                pts = theme.blit_text(
                    surface,
                    t("gl.pts"),
                    14,
                    (badge.x - 6, y + 22),
                    palette.LABEL,
                    "bold",
                    "midright",
                )
                self.note("label", pts)
                right = pts.x - 6
            label, size = theme.fit_line(s.name, 20, max(20, right - (x + 46)), "bold")
            name = theme.blit_text(
                surface, label, size, (x + 46, y + 22), theme.CREAM, "bold", "midleft"
            )
        else:
            size = theme.fit_text(s.name, 20, w - 58, "bold")
            name = theme.blit_text(
                surface, s.name, size, (x + 46, y + 22), theme.CREAM, "bold", "midleft"
            )
            badge.topleft = (x + 12, y + 44)
            pts = theme.blit_text(
                surface,
                t("gl.pts"),
                14,
                (badge.right + 6, badge.centery),
                palette.LABEL,
                "bold",
                "midleft",
            )
            self.note("label", pts)
        self.note("label", name)
        self.note("badge", badge)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=13)
        theme.blit_text(surface, str(total), 18, badge.center, theme.INK, "bold", "center")

    def draw_phone_head(
        self, surface, seat: int, x: int, y: int, badge: pygame.Rect, small: bool
    ) -> None:
        """A seat's header on a phone: avatar, name, its tag (a small panel's) and the total in
        its badge; no "pts" word (the badge is the score)."""
        badge.h = 28
        right = badge.x - 6
        tags = self.seat_tags(seat) if small else []
        if tags:
            tag = self.draw_tag(surface, *tags[0], "midright", (right, y + 22))
            right = tag.x - 6
        name = self.frame.seats[seat].name
        label, size = phone_fit(name, max(20, right - (x + 46)))
        self.note(
            "label",
            theme.blit_text(surface, label, size, (x + 46, y + 22), theme.CREAM, "bold", "midleft"),
        )
        self.note("badge", badge)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=14)
        total = str(self.shown.view.totals[seat])
        theme.blit_text(surface, total, PHONE_WORD, badge.center, theme.INK, "bold", "center")

    def seat_tags(self, seat: int) -> list[tuple[str, tuple]]:
        v = self.shown.view
        tags: list[tuple[str, tuple]] = []
        if v.caller == seat:
            tags.append((t("gl.tag.called"), theme.SUN))
        elif seat in self.last_turn_seats():
            tags.append((t("gl.tag.last_turn"), palette.LAST_TURN))
        if seat in self.frame.thinking:
            tags.append((self.table.chrome.thinking_label(), theme.CREAM))
        return tags

    def last_turn_seats(self) -> list[int]:
        v = self.shown.view
        caller, left = v.caller, v.turns_left
        if caller is None or left is None:
            return []
        n = len(self.frame.seats)
        return [(caller + k) % n for k in range(n - left, n)]

    def framed_seat(self) -> int | None:
        """Whose panel has the turn frame: the player to move, or, while this device's start
        peeks are held open, this seat (the next seat's peek waits until they are hidden)."""
        return self.frame.viewer if self.shown.memo_hold else self.shown.view.current_player

    def draw_panel(self, surface: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        active = seat == self.framed_seat()
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.SUN if active else theme.PANEL_EDGE, 3)
        if active:
            pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)
            pts = [
                (r.centerx - 9, r.bottom - 2),
                (r.centerx + 9, r.bottom - 2),
                (r.centerx, r.bottom + 9),
            ]
            pygame.draw.polygon(surface, theme.SUN, pts)
        self.draw_seat_head(surface, seat, r.x, r.y, r.w, True)

    def draw_tag(
        self, surface, text: str, col, anchor: str, pos: tuple[int, int], words: bool = True
    ) -> pygame.Rect:
        """One seat tag (a rounded badge); the caller's carries a lock inside, left of its
        words. On a phone the tag's words are bigger, and "Last turn" is an hourglass (the top
        bar's ribbon says how many last turns are left); without ``words`` the call is its
        lock alone."""
        phone = theme.largest()
        glass = phone and text == t("gl.tag.last_turn")
        locked = text == t("gl.tag.called")
        if glass:
            img = pygame.Surface((20, 22), pygame.SRCALPHA)
            art.hourglass(img, (10, 11), 20)
        elif locked and not words:
            img = pygame.Surface((0, 22), pygame.SRCALPHA)
        else:
            img = theme.text(text, layout.PHONE_TAG if phone else 15, theme.INK, "bold")
        lock = 12 if phone else 9  # the lock's size; its cream disc is 1.7 times as wide
        room = round(lock * 1.7) + 4 if locked else 0  # the lock inside the pill, left of its words
        tag = img.get_rect().inflate(18 + room, 8)
        setattr(tag, anchor, pos)
        pygame.draw.rect(surface, col, tag, border_radius=tag.h // 2)
        pygame.draw.rect(surface, theme.INK, tag, 1, border_radius=tag.h // 2)
        theme.mark("badge", tag, text, surface)  # (before its words: they are its content)
        surface.blit(img, img.get_rect(center=(tag.centerx + room // 2, tag.centery)))
        if locked:
            centre = (tag.x + 7 + room // 2, tag.centery) if img.get_width() else tag.center
            art.lock(surface, centre, lock)
            disc = pygame.Rect(0, 0, 2 * round(lock * 0.85), 2 * round(lock * 0.85))
            disc.center = (centre[0], centre[1] + lock // 10)
            theme.mark("icon", disc, "lock", surface)  # tests: inside the pill, off its words
        self.note("badge", tag)
        return tag

    def draw_tags(self, surface, seat: int, midtop: tuple[int, int]) -> None:
        """The own panel's tags, side by side under it."""
        tags = self.seat_tags(seat)
        step = 150 if theme.largest() else 140
        x = midtop[0] - (len(tags) - 1) * step // 2
        for text, col in tags:
            self.draw_tag(surface, text, col, "midtop", (x, midtop[1]))
            x += step

    def draw_own_panel(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        seat = self.frame.viewer
        active = seat == self.framed_seat()
        draw.panel(surface, r, theme.PANEL, 215, 16, theme.SUN if active else theme.PANEL_EDGE, 3)
        if active:
            pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)
        if theme.largest():
            self.draw_seat_head(surface, seat, r.x, r.y + 4, r.w, False)
            # Its tags inside it, at the right of the knowledge row (the call as its lock: the
            # top bar names the caller), the knowledge in the room they leave.
            right = r.right - 12
            for text, col in reversed(self.seat_tags(seat)):
                tag = self.draw_tag(surface, text, col, "midright", (right, r.y + 86), False)
                right = tag.x - 6
            self.draw_phone_knowledge(surface, r, right)
            return
        self.draw_seat_head(surface, seat, r.x, r.y + 4, r.w, False)
        s = self.frame.seats[seat]
        if s.is_bot:
            sub = t("seat.bot", level=t(f"kind.{s.kind}"))
        elif self.frame.spectator or self.frame.hot_seat:
            sub = t("seat.human")
        else:
            sub = t("seat.you")
        # The subtitles are body text: they follow the text size, shrunk to the panel's width.
        size, room = theme.body(15), r.w - 22
        line = theme.body(22)
        y0 = r.y + 80
        label, fit = theme.fit_line(sub, size, room, "bold", 11)
        self.note(
            "label",
            theme.blit_text(surface, label, fit, (r.x + 14, y0), palette.LABEL, "bold"),
        )
        if self.frame.spectator:
            pass
        elif not self.frame.private_ok:
            msg = t("gl.hidden", name=self.frame.names[self.frame.viewer])
            label, fit = theme.fit_line(msg, size, room, "bold", 11)
            self.note(
                "label",
                theme.blit_text(surface, label, fit, (r.x + 14, y0 + line), theme.SUN, "bold"),
            )
        else:
            row = [c for c in self.shown.view.slots[seat] if c is not None]
            seen = sum(1 for c in row if c.card is not None)
            label, fit = theme.fit_line(t("gl.known", n=seen, of=len(row)), size, room, "bold", 11)
            self.note(
                "label",
                theme.blit_text(surface, label, fit, (r.x + 14, y0 + line), theme.CREAM, "bold"),
            )
        self.draw_tags(surface, seat, (r.centerx, r.bottom + 3))

    def draw_phone_knowledge(self, surface: pygame.Surface, r: pygame.Rect, right: int) -> None:
        """The own panel's second part on a phone: an eye and "2/4" (cards of one's own seen of
        those in the row); in hot seat between turns, whose turn it is that shows them."""
        if self.frame.spectator:
            return
        top, room = r.y + 50, right - 2 - (r.x + 14)
        if not self.frame.private_ok:
            msg = t("gl.hidden", name=self.frame.names[self.frame.viewer])
            lines = theme.wrap(msg, theme.PHONE_TEXT, room, "bold")
            if len(lines) > 2:  # a long name: the closed eye and the name say it
                pygame.draw.circle(surface, theme.WHITE, (r.x + 40, top + 36), 22)
                art.eye_icon(surface, (r.x + 40, top + 32), 17, closed=True)
                self.note("badge", pygame.Rect(r.x + 18, top + 14, 44, 44))
                lines = [self.frame.names[self.frame.viewer]]
                x = r.x + 74
            else:
                x = r.x + 14
            for i, line in enumerate(lines):
                line, size = phone_fit(line, right - 2 - x)
                pos = (x, top + 20 + i * 32 + (16 if len(lines) == 1 else 0))
                self.note(
                    "label", theme.blit_text(surface, line, size, pos, theme.SUN, "bold", "midleft")
                )
            return
        row = [c for c in self.shown.view.slots[self.frame.viewer] if c is not None]
        seen = sum(1 for c in row if c.card is not None)
        c = (r.x + 40, top + 36)
        pygame.draw.circle(surface, theme.WHITE, c, 22)
        art.eye_icon(surface, c, 17)
        self.note("badge", pygame.Rect(c[0] - 22, c[1] - 22, 44, 44))
        count = f"{seen}/{len(row)}"
        self.note(
            "label",
            theme.blit_text(surface, count, 30, (r.x + 74, c[1]), theme.CREAM, "bold", "midleft"),
        )

    def draw_last_turns(self, surface: pygame.Surface, g: layout.Geo) -> None:
        v = self.shown.view
        if v.caller is None:
            return
        name, n = self.frame.names[v.caller], v.turns_left or 0
        text = phone_words("gl.last_turns", name=name, n=n)
        # In the top bar, where the round's line was: clear of every seat's tags at any count,
        # of the title and of the buttons (the coach's Hint button too).
        if theme.largest():
            fitted, size, x = self.table.chrome.bar_centre(text, theme.PHONE_TEXT, 12)
            if fitted != text:  # a long name: the call and the turns left, never cut
                fitted, size, x = self.table.chrome.bar_centre(
                    f"{t('gl.tag.called')} {n}", PHONE_WORD, 12
                )
            text = fitted
        else:
            text, size, x = self.table.chrome.bar_centre(text, 17, 12)
        img = theme.text(text, size, theme.INK, "bold")
        rib = img.get_rect(center=(x, TOP_BAR_H // 2)).inflate(24, 8)
        self.note("banner", rib)
        pygame.draw.rect(surface, theme.SUN, rib, border_radius=rib.h // 2)
        pygame.draw.rect(surface, theme.SUN_DARK, rib, 2, border_radius=rib.h // 2)
        surface.blit(img, img.get_rect(center=rib.center))

    def draw_centre_labels(self, surface: pygame.Surface, g: layout.Geo) -> None:
        """Under the deck its name and count side by side, under the discard pile its name."""
        r = g.deck
        phone = theme.largest()
        word = PHONE_WORD if phone else 17
        img = theme.text(t("gl.deck"), word, theme.CREAM, "bold")
        count = theme.text(str(self.shown.view.deck), 20 if phone else 16, theme.INK, "bold")
        badge = pygame.Rect(0, 0, max(40, count.get_width() + 16), 28 if phone else 26)
        x = r.centerx - (img.get_width() + 6 + badge.w) // 2
        label = img.get_rect(midleft=(x, r.bottom + LABEL_Y))
        badge.midleft = (label.right + 6, label.centery)
        surface.blit(img, label)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=13)
        pygame.draw.rect(surface, theme.INK, badge, 2, border_radius=13)
        surface.blit(count, count.get_rect(center=badge.center))
        self.note("label", label)
        self.note("badge", badge)
        r = g.discard
        self.note(
            "label",
            theme.blit_text(
                surface,
                t("gl.discard"),
                word,
                (r.centerx, r.bottom + LABEL_Y),
                theme.CREAM,
                "bold",
                "center",
            ),
        )

    def draw_deck(self, surface: pygame.Surface, w: PileWidget) -> None:
        r = w.rect
        n = self.shown.view.deck
        focused = w.hover and w.enabled
        if n <= 0:
            pygame.draw.rect(surface, palette.EMPTY_PILE, r, 2, border_radius=10)
        else:
            lift = 6 if w.enabled else 0
            top = r.move(0, -lift)
            for depth in range(min(3, (n + 9) // 10), 0, -1):
                art.blit(surface, art.back(CARD_BIG), top.move(-depth * 2, -depth * 2), lift=2)
            back = art.back(CARD_BIG)
            img: pygame.Surface | None = back
            place = ("deck",)
            deck_top = self.shown.view.deck_top
            if deck_top is not None and self.frame.private_ok and ("deck",) not in self.shown.masks:
                k = self.reveal_k(place)
                face = deck_top.face
                if k is not None and k > 0:
                    self.blit_flip(surface, face, top, k, place, w.enabled, focused)
                    img = None
                elif self.shown.view.options.memory_aid:
                    art.blit(
                        surface,
                        back,
                        top,
                        glow=w.enabled,
                        lift=3,
                        outline=theme.WHITE if focused else None,
                    )
                    surface.blit(art.chip(face, 28), (top.right - 32, top.y + 4))
                    img = None
            if img is not None:
                art.blit(
                    surface,
                    img,
                    top,
                    glow=w.enabled,
                    lift=3,
                    outline=theme.WHITE if focused else None,
                )

    def draw_discard(self, surface: pygame.Surface, w: PileWidget) -> None:
        r = w.rect
        pile = self.shown.view.discard
        focused = w.hover and w.enabled or self.frame.mode == "take"
        if not pile:
            pygame.draw.rect(surface, palette.EMPTY_PILE, r, 2, border_radius=10)
            return
        lift = 6 if w.enabled else 0
        under = pile[-3:-1]
        for k, c in enumerate(under):
            off = (len(under) - k) * 5
            rr = r.move(off, -off // 2)
            art.blit(surface, self.face_img(c.face, CARD_BIG, ("discard",)), rr, lift=1)
        top = r.move(0, -lift)
        art.blit(
            surface,
            self.face_img(pile[-1].face, CARD_BIG, ("discard",)),
            top,
            glow=w.enabled,
            lift=4,
            outline=theme.WHITE if focused else None,
        )
        if self.frame.mode == "match":
            art.blit(
                surface,
                self.face_img(pile[-1].face, CARD_BIG, ("discard",)),
                top,
                outline=theme.SUN,
            )

    def draw_drawn(self, surface: pygame.Surface, g: layout.Geo) -> None:
        d = self.shown.view.drawn
        if d is None or ("drawn",) in self.shown.masks:
            return
        r = g.drawn
        card = d.card
        mine = d.seat == self.frame.viewer and self.frame.private_ok or self.frame.face_up
        pygame.draw.rect(surface, theme.WHITE, r.inflate(14, 14), 2, border_radius=14)
        if mine and card is not None:
            img = self.face_img(card.face, CARD_BIG, ("drawn",))
        else:
            img = art.back(CARD_BIG)
        art.blit(surface, img, r, lift=10)
        label, size = t("gl.drawn_by", name=self.frame.names[d.seat]), 16
        at = (r.centerx, r.bottom + LABEL_Y + 6)
        if theme.largest():  # whose card: the name alone, in the sun's colour of a turn
            label, size = phone_fit(self.frame.names[d.seat], 96)
            at = (r.centerx, r.bottom + LABEL_Y + 8)
        self.note("label", theme.blit_text(surface, label, size, at, theme.SUN, "bold", "center"))

    def blit_flip(self, surface, face, rect, k, place, glow=False, focused=False) -> None:
        """A card partly turned: k 0 back .. 1 face."""
        if k >= 1.0:
            art.blit(
                surface,
                self.face_img(face, rect.size, place),
                rect,
                glow=glow,
                lift=4,
                outline=theme.WHITE if focused else None,
            )
            return
        w = max(2, int(rect.w * abs(2 * k - 1)))
        rr = pygame.Rect(0, 0, w, rect.h)
        rr.center = rect.center
        img = self.face_img(face, rect.size, place) if k >= 0.5 else art.back(rect.size)
        art.blit(surface, img, rr, glow=glow, lift=4)

    def draw_slot(self, surface: pygame.Surface, w: SlotWidget) -> None:
        seat, slot = w.seat, w.slot
        c = self.shown.cell(seat, slot)
        rect = w.rect
        place = ("slot", seat, slot)
        if c is None:
            pygame.draw.rect(surface, palette.EMPTY_SLOT, rect.inflate(-6, -6), 2, border_radius=10)
            return
        if place in self.shown.masks:
            return
        picked = self.first_pick() == (seat, slot)
        if w.enabled or picked:
            rect = rect.move(0, -(LIFT_OWN if seat == self.frame.viewer else LIFT_OTHER))
            if w.hover and w.enabled:
                rect = rect.move(0, -4)
        focused = w.hover and w.enabled
        outline = theme.WHITE if focused else None
        if picked:
            outline = theme.SUN
            pygame.draw.rect(surface, theme.SUN, rect.inflate(10, 10), 4, border_radius=12)
        if self.shown.reveal_all is not None and seat < len(self.shown.reveal_all):
            order = [i for i, x in enumerate(self.shown.view.slots[seat]) if x is not None]
            if slot in order and order.index(slot) < len(self.shown.reveal_all[seat]):
                open_face = self.shown.reveal_all[seat][order.index(slot)]
                img = self.face_img(open_face, rect.size, ("reveal", seat))
                art.blit(surface, img, rect, lift=4)
                return
        face, k = self.shown_face(seat, slot)
        if place in self.shown.public and c.card is not None:
            face, k = c.card.face, max(k, self.reveal_k(place) or 0.0)
        if face is not None and k > 0:
            self.blit_flip(surface, face, rect, k, place, w.enabled, focused)
        else:
            art.blit(
                surface,
                art.back(rect.size),
                rect,
                glow=w.enabled,
                lift=4 if w.enabled else 2,
                outline=outline,
            )
            mark = self.memory_mark(seat, slot)
            if mark is not None:
                h = max(22, rect.w // 3)
                surface.blit(self.chip_img(mark, h, place), (rect.right - h + 4, rect.y - 6))
                self.note("badge", pygame.Rect(rect.right - h + 4, rect.y - 6, h, h))
            self.draw_known_by(surface, rect, c)
        if c.face_up or seat in self.shown.view.protected:
            size = max(10, rect.w // 6)
            dot = 4 if rect.w >= 60 else 3  # the knowledge dots' radius (draw_known_by)
            up = max(0, len(self.known_rows(rect, c)) - 1) * (2 * dot + 3)
            c_lock = (rect.centerx, rect.bottom - 2 * dot - 7 - up - size * 0.95)  # above the dots
            art.lock(surface, c_lock, size)
            rad = size * 0.85
            self.note(
                "badge",
                pygame.Rect(0, 0, 2 * rad, 2 * rad).move(
                    c_lock[0] - rad, c_lock[1] + size * 0.1 - rad
                ),
            )
        if seat == self.frame.viewer and rect.w >= 60:
            size, below = layout.PHONE_NUMBER if theme.largest() else (15, 15)
            lab = theme.blit_text(
                surface,
                str(slot + 1),
                size,
                (rect.centerx, rect.bottom + below),
                palette.LABEL,
                "bold",
                "center",
            )
            self.note("label", lab)

    def chip_img(self, face: int, h: int, place: Place) -> pygame.Surface:
        if self.face_log is not None:
            self.face_log.append((place, face))
        return art.chip(face, h)

    def known_rows(self, rect: pygame.Rect, c: Slot) -> list[list[int]]:
        """The seats whose knowledge dots go under this card, row by row from the top: one
        row, or two when one would be wider than the card."""
        seats = c.known_by
        if not seats or len(seats) >= len(self.frame.seats) + 1:
            return []
        r = 4 if rect.w >= 60 else 3
        fits = max(1, (rect.w - 6 - 2 * r - 2) // (2 * r + 3) + 1)
        if len(seats) <= fits:
            return [list(seats)]
        top = (len(seats) + 1) // 2
        return [list(seats[:top]), list(seats[top:])]

    def draw_known_by(self, surface: pygame.Surface, rect: pygame.Rect, c: Slot) -> None:
        """Who has seen this card (public, GL-33): little seat-coloured dots under it, within
        its width."""
        rows = self.known_rows(rect, c)
        r = 4 if rect.w >= 60 else 3
        for i, seats in enumerate(rows):
            x0 = rect.centerx - (len(seats) - 1) * (2 * r + 3) / 2
            y = rect.bottom - r - 5 - (len(rows) - 1 - i) * (2 * r + 3)
            span = (len(seats) - 1) * (2 * r + 3)
            dots = pygame.Rect(round(x0 - r - 1), y - r - 1, round(span) + 2 * r + 3, 2 * r + 3)
            self.note("badge", dots)
            theme.mark("badge", dots, "known_by", surface)
            for k, s in enumerate(seats):
                col = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
                pos = (x0 + k * (2 * r + 3), y)
                pygame.draw.circle(surface, theme.CREAM, pos, r + 1)
                pygame.draw.circle(surface, col, pos, r)

    def draw_marks(self, surface: pygame.Surface) -> None:
        for (seat, slot), kind, left in self.shown.marks:
            rows = self.shown.view.slots
            if seat >= len(rows) or slot >= len(rows[seat]):
                continue
            rect = self.table.places.slot_rects(seat)[slot]
            c = (rect.centerx, rect.y + rect.h // 2)
            rad = max(14, rect.w // 4)
            alpha = min(1.0, left / 0.3)
            bubble = pygame.Surface((rad * 2 + 4, rad * 2 + 4), pygame.SRCALPHA)
            bc = (rad + 2, rad + 2)
            fill = {"look": theme.WHITE, "swap": theme.CREAM, "cross": palette.CROSS_BUBBLE}[kind]
            pygame.draw.circle(bubble, (*fill, int(palette.BUBBLE_ALPHA * alpha)), bc, rad)
            pygame.draw.circle(bubble, (*theme.INK, int(255 * alpha)), bc, rad, 2)
            if kind == "look":
                art.eye_icon(bubble, bc, rad * 0.7)
            elif kind == "swap":
                art.swap_icon(bubble, bc, rad * 0.75)
            else:
                d = rad * 0.5
                for sign in (-1, 1):  # a cross: both diagonals
                    a, b = (bc[0] - d, bc[1] + sign * d), (bc[0] + d, bc[1] - sign * d)
                    pygame.draw.line(bubble, palette.RED, a, b, 4)
            surface.blit(bubble, bubble.get_rect(center=c))

    def callout_at(self, seat: int) -> tuple[int, int]:
        """Callouts ([text, seat, seconds left]) rise from the seat's cards, as far as they
        stay below its header at the top of their rise: the name and total stay readable; one's
        own rise from above its panel (its lines, "You know 2 of 4", stay readable)."""
        r = self.table.places.panel_rects().get(seat)
        half = draw.callout_rect("GLOSCHLI!", (0, 0)).h // 2
        if r is None:  # one's own: above its panel, rising away (its lines stay readable)
            own = self.table.places.own_panel()
            return own.centerx, own.y - 4 - half
        fx = self.table.effects
        rise = round(fx.callout_life * fx.callout_rise)
        return r.centerx, r.y + layout.HEAD_H + 2 + half + rise

    def banner_colours(self, colour: tuple[int, int, int] | None = None) -> tuple[tuple, ...]:
        """Banners ([text, seconds left, colour]) come in the colour of what happened."""
        if colour is None:
            colour = theme.SUN
        ink = theme.WHITE if colour in (palette.RED,) else theme.INK
        return colour, tuple(max(0, x - 50) for x in colour), ink
