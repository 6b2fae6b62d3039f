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
from game.games.gloschli.ui.layout import (
    CARD_BIG,
    GAP,
    HEAD_MID,
    LABEL_Y,
    LIFT_OTHER,
    LIFT_OWN,
    NAME_X,
    PHONE_SMALL,
    PHONE_WORD,
)
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
    ellipsis where it is too wide; a single word at ``word``, shrunk to PHONE_SMALL at most."""
    if len(text.split()) > 1:
        return theme.fit_line(text, theme.PHONE_TEXT, width, "bold", theme.PHONE_TEXT)
    return theme.fit_line(text, word, width, "bold", PHONE_SMALL)


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
            surface, (g.cx, g.status_y), g.area.w - 60, layout.sizes().status
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
        y = box.y + layout.BUTTONS_TOP + self.frame.keep_room
        r = pygame.Rect(box.x, y, box.w, layout.sizes().power_h)
        self.note("banner", r)
        draw.panel(surface, r, alpha=palette.PANEL_ALPHA, edge=theme.PANEL_EDGE)
        icon = 32  # the icon's disc: its radius, and its centre's distance from the box's left
        c = (r.x + icon + layout.INSET, r.centery)
        pygame.draw.circle(surface, theme.WHITE, c, icon)
        pygame.draw.circle(surface, art.POWER_STYLE.get(face, (None, theme.SUN))[1], c, icon, 3)
        figure = art.hero if face in art.HEROES else art.power_icon
        figure(surface, face, c, 24)
        name = power_name(power)
        who = self.frame.names[cur]
        x = r.x + 2 * (icon + layout.INSET)  # the words' column: as far right of the icon
        if phone:  # its name and who uses it; what it does is the status line's
            room = r.right - layout.INSET - x
            text, size = phone_fit(name, room, theme.PHONE_TEXT)
            theme.blit_text(surface, text, size, (x, r.y + 28), theme.SUN, "bold", "midleft")
            text, size = phone_fit(who, room, PHONE_SMALL)
            theme.blit_text(surface, text, size, (x, r.y + 62), palette.LABEL, "bold", "midleft")
            return
        theme.blit_text(surface, name, 21, (x, r.y + 24), theme.SUN, "bold", "midleft")
        at = (x, r.y + 46)
        theme.blit_text(surface, who, layout.TEXT_S, at, palette.LABEL, "bold", "midleft")
        lines = theme.wrap(t(f"gl.power_sub.{power}"), layout.TEXT_M, r.w - 100, "bold")
        for i, line in enumerate(lines[:2]):
            y = r.y + 70 + i * layout.LINE_M
            theme.blit_text(surface, line, layout.TEXT_M, (x, y), theme.CREAM, "bold", "midleft")

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
        mid = y + HEAD_MID  # the header's middle line: avatar, name, tags
        avatar = (x + layout.AVATAR_X, mid)
        draw.avatar(surface, avatar, layout.AVATAR_R, seat, s.name, s.is_bot)
        self.note("badge", layout.disc(avatar, layout.AVATAR_R))
        total = self.shown.view.totals[seat]
        badge = pygame.Rect(0, 0, 58, layout.sizes().badge_h)
        badge.topright = (x + w - 10, y + 9)
        if theme.largest():
            self.draw_phone_head(surface, seat, x, y, badge, small)
            return
        if small:
            # A small panel's header: name, then its tag (Last turn, GLOSCHLI!, thinking) in
            # place of the "pts" word, then the total: nothing hangs over the cards below.
            tags = self.seat_tags(seat)
            if tags:
                tag = self.draw_tag(surface, *tags[0], "midright", (badge.x - GAP, mid))
                right = tag.x - GAP
            else:
                pts = theme.blit_text(
                    surface,
                    t("gl.pts"),
                    layout.TEXT_XS,
                    (badge.x - GAP, mid),
                    palette.LABEL,
                    "bold",
                    "midright",
                )
                self.note("label", pts)
                right = pts.x - GAP
            room = max(layout.NAME_MIN, right - (x + NAME_X))
            label, size = theme.fit_line(s.name, layout.TEXT_NAME, room, "bold")
            name = theme.blit_text(
                surface, label, size, (x + NAME_X, mid), theme.CREAM, "bold", "midleft"
            )
        else:
            size = theme.fit_text(s.name, layout.TEXT_NAME, w - 58, "bold")
            name = theme.blit_text(
                surface, s.name, size, (x + NAME_X, mid), theme.CREAM, "bold", "midleft"
            )
            badge.topleft = (x + 12, y + 44)
            pts = theme.blit_text(
                surface,
                t("gl.pts"),
                layout.TEXT_XS,
                (badge.right + GAP, badge.centery),
                palette.LABEL,
                "bold",
                "midleft",
            )
            self.note("label", pts)
        self.note("label", name)
        self.note("badge", badge)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=badge.h // 2)
        theme.blit_text(surface, str(total), 18, badge.center, theme.INK, "bold", "center")

    def draw_phone_head(
        self, surface, seat: int, x: int, y: int, badge: pygame.Rect, small: bool
    ) -> None:
        """A seat's header on a phone: avatar, name, its tag (a small panel's) and the total in
        its badge; no "pts" word (the badge is the score)."""
        right = badge.x - GAP
        mid = y + HEAD_MID
        tags = self.seat_tags(seat) if small else []
        if tags:
            tag = self.draw_tag(surface, *tags[0], "midright", (right, mid))
            right = tag.x - GAP
        name = self.frame.seats[seat].name
        label, size = phone_fit(name, max(layout.NAME_MIN, right - (x + NAME_X)))
        at = (x + NAME_X, mid)
        self.note(
            "label", theme.blit_text(surface, label, size, at, theme.CREAM, "bold", "midleft")
        )
        self.note("badge", badge)
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=badge.h // 2)
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

    def seat_panel(self, surface: pygame.Surface, r: pygame.Rect, active: bool) -> None:
        """A seat's panel; the one whose turn it is framed in the sun's colour."""
        edge = theme.SUN if active else theme.PANEL_EDGE
        draw.panel(surface, r, alpha=palette.PANEL_ALPHA, edge=edge)
        if active:
            pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)

    def draw_panel(self, surface: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        active = seat == self.framed_seat()
        self.seat_panel(surface, r, active)
        if active:
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
        glass = theme.largest() and text == t("gl.tag.last_turn")
        locked = text == t("gl.tag.called")
        size = (20, 22)  # the hourglass's picture: as tall as a tag's words
        if glass:
            img = pygame.Surface(size, pygame.SRCALPHA)
            art.hourglass(img, img.get_rect().center, 20)
        elif locked and not words:
            img = pygame.Surface((0, size[1]), pygame.SRCALPHA)
        else:
            img = theme.text(text, layout.sizes().tag, theme.INK, "bold")
        lock = layout.sizes().lock
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
        step = layout.sizes().tags_step
        x = midtop[0] - (len(tags) - 1) * step // 2
        for text, col in tags:
            self.draw_tag(surface, text, col, "midtop", (x, midtop[1]))
            x += step

    def draw_own_panel(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        seat = self.frame.viewer
        active = seat == self.framed_seat()
        self.seat_panel(surface, r, active)
        self.draw_seat_head(surface, seat, r.x, r.y + 4, r.w, False)
        if theme.largest():
            # Its tags inside it, at the right of the knowledge row (the call as its lock: the
            # top bar names the caller), the knowledge in the room they leave.
            right = r.right - layout.INSET
            for text, col in reversed(self.seat_tags(seat)):
                tag = self.draw_tag(surface, text, col, "midright", (right, r.y + 86), False)
                right = tag.x - GAP
            self.draw_phone_knowledge(surface, r, right)
            return
        s = self.frame.seats[seat]
        if s.is_bot:
            sub = t("seat.bot", level=t(f"kind.{s.kind}"))
        elif self.frame.spectator or self.frame.hot_seat:
            sub = t("seat.human")
        else:
            sub = t("seat.you")
        # The subtitles are body text: they follow the text size, shrunk to the panel's width.
        size, room = theme.body(layout.TEXT_S), r.w - 22
        line = theme.body(22)
        lines = [(sub, palette.LABEL)]
        if self.frame.spectator:
            pass
        elif not self.frame.private_ok:
            lines.append((t("gl.hidden", name=self.frame.names[self.frame.viewer]), theme.SUN))
        else:
            row = [c for c in self.shown.view.slots[seat] if c is not None]
            seen = sum(1 for c in row if c.card is not None)
            lines.append((t("gl.known", n=seen, of=len(row)), theme.CREAM))
        for i, (text, col) in enumerate(lines):
            label, fit = theme.fit_line(text, size, room, "bold", 11)
            at = (r.x + layout.OWN_TEXT_X, r.y + 80 + i * line)
            self.note("label", theme.blit_text(surface, label, fit, at, col, "bold"))
        self.draw_tags(surface, seat, (r.centerx, r.bottom + 3))

    def draw_phone_knowledge(self, surface: pygame.Surface, r: pygame.Rect, right: int) -> None:
        """The own panel's second part on a phone: an eye and "2/4" (cards of one's own seen of
        those in the row); in hot seat between turns, whose turn it is that shows them."""
        if self.frame.spectator:
            return
        top, room = r.y + 50, right - 2 - (r.x + layout.OWN_TEXT_X)
        eye, disc, icon = (r.x + 40, top + 36), 22, 17  # the eye's disc: centre, radius; the eye
        beside = eye[0] + disc + layout.INSET  # words right of the eye
        if not self.frame.private_ok:
            msg = t("gl.hidden", name=self.frame.names[self.frame.viewer])
            lines = theme.wrap(msg, theme.PHONE_TEXT, room, "bold")
            if len(lines) > 2:  # a long name: the closed eye and the name say it
                pygame.draw.circle(surface, theme.WHITE, eye, disc)
                art.eye_icon(surface, (eye[0], eye[1] - 4), icon, closed=True)
                self.note("badge", layout.disc(eye, disc))
                lines = [self.frame.names[self.frame.viewer]]
                x = beside
            else:
                x = r.x + layout.OWN_TEXT_X
            for i, line in enumerate(lines):
                line, size = phone_fit(line, right - 2 - x)
                pos = (x, top + 20 + i * 32 + (16 if len(lines) == 1 else 0))
                self.note(
                    "label", theme.blit_text(surface, line, size, pos, theme.SUN, "bold", "midleft")
                )
            return
        row = [c for c in self.shown.view.slots[self.frame.viewer] if c is not None]
        seen = sum(1 for c in row if c.card is not None)
        pygame.draw.circle(surface, theme.WHITE, eye, disc)
        art.eye_icon(surface, eye, icon)
        self.note("badge", layout.disc(eye, disc))
        count = f"{seen}/{len(row)}"
        self.note(
            "label",
            theme.blit_text(surface, count, 30, (beside, eye[1]), theme.CREAM, "bold", "midleft"),
        )

    def draw_last_turns(self, surface: pygame.Surface, g: layout.Geo) -> None:
        v = self.shown.view
        if v.caller is None:
            return
        name, n = self.frame.names[v.caller], v.turns_left or 0
        text = phone_words("gl.last_turns", name=name, n=n)
        # In the top bar, where the round's line was: clear of every seat's tags at any count,
        # of the title and of the buttons (the coach's Hint button too).
        pad = 12  # the ribbon's room each side of its words
        if theme.largest():
            fitted, size, x = self.table.chrome.bar_centre(text, theme.PHONE_TEXT, pad)
            if fitted != text:  # a long name: the call and the turns left, never cut
                fitted, size, x = self.table.chrome.bar_centre(
                    f"{t('gl.tag.called')} {n}", PHONE_WORD, pad
                )
            text = fitted
        else:
            text, size, x = self.table.chrome.bar_centre(text, layout.TEXT_L, pad)
        img = theme.text(text, size, theme.INK, "bold")
        rib = img.get_rect(center=(x, TOP_BAR_H // 2)).inflate(2 * pad, 8)
        self.note("banner", rib)
        pygame.draw.rect(surface, theme.SUN, rib, border_radius=rib.h // 2)
        pygame.draw.rect(surface, theme.SUN_DARK, rib, 2, border_radius=rib.h // 2)
        surface.blit(img, img.get_rect(center=rib.center))

    def draw_centre_labels(self, surface: pygame.Surface, g: layout.Geo) -> None:
        """Under the deck its name and count side by side, under the discard pile its name."""
        r = g.deck
        size = layout.sizes()
        word = size.pile_word
        img = theme.text(t("gl.deck"), word, theme.CREAM, "bold")
        count = theme.text(str(self.shown.view.deck), size.count, theme.INK, "bold")
        badge = pygame.Rect(0, 0, max(40, count.get_width() + 16), size.badge_h)
        x = r.centerx - (img.get_width() + GAP + badge.w) // 2
        label = img.get_rect(midleft=(x, r.bottom + LABEL_Y))
        badge.midleft = (label.right + GAP, label.centery)
        surface.blit(img, label)
        rounded = layout.BADGE_H // 2  # as the desktop's, also on a phone's taller badge
        pygame.draw.rect(surface, theme.CREAM, badge, border_radius=rounded)
        pygame.draw.rect(surface, theme.INK, badge, 2, border_radius=rounded)
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

    def empty_pile(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """Where a pile lies, once it is gone: its outline."""
        pygame.draw.rect(surface, palette.EMPTY_PILE, r, 2, border_radius=10)

    def draw_deck(self, surface: pygame.Surface, w: PileWidget) -> None:
        r = w.rect
        n = self.shown.view.deck
        focused = w.hover and w.enabled
        if n <= 0:
            self.empty_pile(surface, r)
        else:
            lift = layout.LIFT_PILE if w.enabled else 0
            top = r.move(0, -lift)
            for depth in range(min(3, (n + 9) // 10), 0, -1):
                art.blit(surface, art.back(CARD_BIG), top.move(-depth * 2, -depth * 2), lift=2)
            back = art.back(CARD_BIG)
            img: pygame.Surface | None = back
            place = ("deck",)
            chip: int | None = None
            deck_top = self.shown.view.deck_top
            if deck_top is not None and self.frame.private_ok and ("deck",) not in self.shown.masks:
                k = self.reveal_k(place)
                face = deck_top.face
                if k is not None and k > 0:
                    self.blit_flip(surface, face, top, k, place, w.enabled, focused)
                    img = None
                elif self.shown.view.options.memory_aid:
                    chip = face  # its back, marked with what the memory aid knows of it
            if img is not None:
                art.blit(
                    surface,
                    img,
                    top,
                    glow=w.enabled,
                    lift=3,
                    outline=theme.WHITE if focused else None,
                )
            if chip is not None:
                surface.blit(art.chip(chip, 28), (top.right - 32, top.y + 4))

    def draw_discard(self, surface: pygame.Surface, w: PileWidget) -> None:
        r = w.rect
        pile = self.shown.view.discard
        focused = w.hover and w.enabled or self.frame.mode == "take"
        if not pile:
            self.empty_pile(surface, r)
            return
        lift = layout.LIFT_PILE if w.enabled else 0
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
            lift=layout.LIFT_CARD,
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
        label, size = t("gl.drawn_by", name=self.frame.names[d.seat]), layout.TEXT_M
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
                lift=layout.LIFT_CARD,
                outline=theme.WHITE if focused else None,
            )
            return
        w = max(2, int(rect.w * abs(2 * k - 1)))
        rr = pygame.Rect(0, 0, w, rect.h)
        rr.center = rect.center
        img = self.face_img(face, rect.size, place) if k >= 0.5 else art.back(rect.size)
        art.blit(surface, img, rr, glow=glow, lift=layout.LIFT_CARD)

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
                art.blit(surface, img, rect, lift=layout.LIFT_CARD)
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
                lift=layout.LIFT_CARD if w.enabled else 2,
                outline=outline,
            )
            mark = self.memory_mark(seat, slot)
            if mark is not None:
                h = max(22, rect.w // 3)
                at = (rect.right - h + 4, rect.y - 6)  # over the card's corner
                surface.blit(self.chip_img(mark, h, place), at)
                self.note("badge", pygame.Rect(at, (h, h)))
            self.draw_known_by(surface, rect, c)
        if c.face_up or seat in self.shown.view.protected:
            size = max(10, rect.w // 6)
            dot = layout.dot_radius(rect)  # (draw_known_by)
            up = max(0, len(self.known_rows(rect, c)) - 1) * layout.dot_pitch(dot)
            c_lock = (rect.centerx, rect.bottom - 2 * dot - 7 - up - size * 0.95)  # above the dots
            art.lock(surface, c_lock, size)
            rad = size * 0.85
            self.note(
                "badge",
                pygame.Rect(0, 0, 2 * rad, 2 * rad).move(
                    c_lock[0] - rad, c_lock[1] + size * 0.1 - rad
                ),
            )
        if seat == self.frame.viewer and rect.w >= layout.FULL_W:
            size, below = layout.sizes().number
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
        r = layout.dot_radius(rect)
        fits = max(1, (rect.w - 6 - 2 * r - 2) // layout.dot_pitch(r) + 1)
        if len(seats) <= fits:
            return [list(seats)]
        top = (len(seats) + 1) // 2
        return [list(seats[:top]), list(seats[top:])]

    def draw_known_by(self, surface: pygame.Surface, rect: pygame.Rect, c: Slot) -> None:
        """Who has seen this card (public, GL-33): little seat-coloured dots under it, within
        its width."""
        rows = self.known_rows(rect, c)
        r = layout.dot_radius(rect)
        pitch = layout.dot_pitch(r)
        for i, seats in enumerate(rows):
            x0 = rect.centerx - (len(seats) - 1) * pitch / 2
            y = rect.bottom - r - 5 - (len(rows) - 1 - i) * pitch
            span = (len(seats) - 1) * pitch
            dots = pygame.Rect(round(x0 - r - 1), y - r - 1, round(span) + pitch, pitch)
            self.note("badge", dots)
            theme.mark("badge", dots, "known_by", surface)
            for k, s in enumerate(seats):
                col = theme.SEAT_COLOURS[s % len(theme.SEAT_COLOURS)]
                pos = (x0 + k * pitch, y)
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
            side = rad * 2 + 4  # the bubble and its edge's antialiasing
            bubble = pygame.Surface((side, side), pygame.SRCALPHA)
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
