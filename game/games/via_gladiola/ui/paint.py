"""Painting the Via Gladiola table: seats, day track, piles, pace bands, gladiolas, the hand.

The table owns a :class:`Painter`, which reads the table's ``Shown`` picture and, each frame,
a :class:`~game.games.via_gladiola.ui.shown.Frame` the table builds (the seats, where things
sit, the few flags); of the table itself only the parts every table shares. The plain
functions draw what they are given (the picture, the geometry from layout.py).
``Painter.frame`` paints one whole frame; the still parts (``still``) go on the retained
backdrop layer, repainted only when ``still_key`` changes.
Flights, callouts and the banner are the table's ``effects`` (game/ui/table/effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.core.match import level_word
from game.games.via_gladiola.cards import DAYS, FINISH_KM, GLADIOLA, Card
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui import layout, palette, phone, totals
from game.games.via_gladiola.ui.layout import (
    BANDS,
    CARD_FAN,
    CARD_HAND,
    CARD_MINI,
    CARD_PILE,
    CARD_TOP,
    HAND_Y,
    STATUS_H,
)
from game.games.via_gladiola.ui.shown import Frame, HandCard, Shown
from game.i18n import t, tn
from game.ui import draw, focus, theme
from game.ui.table.effects import Flight, ribbon_rect

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable

# -- the hand ---------------------------------------------------------------------------------


def card_badge(surface: pygame.Surface, w: HandCard, rect: pygame.Rect) -> None:
    if w.enabled and w.card.kind != GLADIOLA and w.draws is not None:
        badge(surface, rect, w.draws)
    elif w.enabled:
        tag = pygame.Rect(0, 0, 40, 26)
        tag.midbottom = (rect.centerx, rect.y + 4)
        pygame.draw.rect(surface, theme.GLADIOLA, tag, border_radius=13)
        draw.check(surface, tag.center, 14)


def badge(surface: pygame.Surface, rect: pygame.Rect, draws: int) -> None:
    """The draw-count badge on a playable card: band colour, little cards and the digit."""
    tag = pygame.Rect(0, 0, 62, 28)
    tag.midbottom = (rect.centerx, rect.y + 6)
    pygame.draw.rect(surface, theme.BAND_COLOURS[draws], tag, border_radius=14)
    pygame.draw.rect(surface, theme.CREAM, tag, 2, border_radius=14)
    draw.draw_icons(surface, (tag.x + 22, tag.centery), draws, 14)
    size = layout.PHONE_BADGE if theme.largest() else 16
    theme.blit_text(
        surface, f"+{draws}", size, (tag.right - 14, tag.centery), theme.INK, "bold", "center"
    )


# -- the still parts --------------------------------------------------------------------------


def revealed(surface: pygame.Surface, hand: list[Card], r: pygame.Rect) -> None:
    """A seat's hand face up on its panel (a review), overlapping when it must."""
    cw, ch = CARD_FAN  # the size of the backs it replaces: clear of the name and level
    left, right = r.x + 12, r.right - 12
    step = min(cw + 3, (right - left - cw) / max(1, len(hand) - 1))
    if step < REVEAL_STEP:  # a fan this tight hides the numbers: two rows of chips instead
        revealed_chips(surface, hand, pygame.Rect(left, r.bottom - ch - 6, right - left, ch))
        return
    for k, card in enumerate(hand):
        rect = pygame.Rect(round(left + k * step), r.bottom - ch - 6, cw, ch)
        card_art.blit(surface, card_art.face(card, CARD_FAN), rect, lift=1)


REVEAL_STEP = 19  # px of a fanned card left in sight: below it a 2-digit number is cut


def revealed_chips(surface: pygame.Surface, hand: list[Card], area: pygame.Rect) -> None:
    """A long hand in two rows of chips: each card's number (a Gladiola as its flower)."""
    per_row = -(-len(hand) // 2)
    w = min(CARD_FAN[0], (area.w - 2 * (per_row - 1)) // per_row)
    h = (area.h - 2) // 2
    for k, card in enumerate(hand):
        row, col = divmod(k, per_row)
        chip = pygame.Rect(area.x + col * (w + 2), area.y + row * (h + 2), w, h)
        if card.kind == GLADIOLA:
            pygame.draw.rect(surface, palette.GLADIOLA_CHIP, chip, border_radius=4)
            draw.gladiola(surface, (chip.centerx, chip.bottom - 1), h - 4)
            continue
        pygame.draw.rect(surface, theme.CREAM, chip, border_radius=4)
        text = str(card.km)
        size = theme.fit_text(text, 13, w - 2, "bold")
        theme.blit_text(surface, text, size, chip.center, theme.INK, "bold", "center")


def days(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    done = {d.day: d for d in shown.completed}
    for i, chip in enumerate(g["chips"]):
        day = i + 1
        if day in done:
            fill, ink = theme.BAND_COLOURS[0], theme.WHITE
        elif day == shown.day:
            fill, ink = theme.SUN, theme.INK
        else:
            fill, ink = palette.DAY_LATER, palette.DAY_LATER_INK
        draw.drop_shadow(surface, chip, 12, 2)
        pygame.draw.rect(surface, fill, chip, border_radius=12)
        theme.blit_text(
            surface,
            t("table.day", day=day),
            20,
            (chip.x + 48, chip.centery - 1),
            ink,
            "bold",
            "midleft",
        )
        icon = (chip.x + 24, chip.centery)
        if day in done:
            pygame.draw.circle(surface, palette.DAY_DONE_DISC, icon, 13)
            draw.check(surface, icon, 16)
            if done[day].recycled:
                theme.blit_text(
                    surface, "↻", 20, (chip.right - 16, chip.centery), ink, "bold", "center"
                )
        elif day == shown.day:
            draw.sun(surface, icon, 7, palette.DAY_SUN)
        else:
            pygame.draw.circle(surface, ink, icon, 8, 2)


def pile(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    rect = g["pile"]
    n = shown.draw_pile
    if n <= 0:
        pygame.draw.rect(surface, palette.EMPTY_PILE, rect, 2, border_radius=10)
    for k in range(min(4, (n + 9) // 10)):
        card_art.blit(surface, card_art.back(CARD_PILE), rect.move(-k * 2, -k * 2), lift=2)
    tag = pygame.Rect(0, 0, 52, 34)
    tag.center = (rect.centerx, rect.bottom + 6)
    pygame.draw.rect(surface, theme.CREAM, tag, border_radius=17)
    pygame.draw.rect(surface, theme.INK, tag, 2, border_radius=17)
    theme.blit_text(surface, str(n), 20, tag.center, theme.INK, "bold", "center")
    theme.blit_text(
        surface,
        t("table.draw_pile"),
        17,
        (rect.centerx, rect.bottom + 36),
        theme.CREAM,
        "bold",
        "center",
    )


def walk(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    top = g["top"]
    cards = shown.walk_pile
    if not cards:
        pygame.draw.rect(surface, palette.EMPTY_PILE, top, 2, border_radius=16)
        return
    under = cards[-4:-1]  # the cards below peek out far enough to read their corner
    for k, card in enumerate(under):
        off = (len(under) - k) * 36
        rect = top.move(-off, 0)
        card_art.blit(surface, card_art.face(card, CARD_TOP, shown.day), rect, lift=2)
    card_art.blit(surface, card_art.face(cards[-1], CARD_TOP, shown.day), top, lift=5)
    theme.blit_text(
        surface,
        tn("table.walk_count", len(cards) - 1),
        16,
        (top.centerx, top.bottom + 13),  # clear of the status pill below (its "g" was cut)
        theme.CREAM,
        "bold",
        "center",
    )


def bands(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    box = g["bands"]
    draw.panel(surface, box, theme.PANEL, palette.PANEL_ALPHA, 16, None, 2)
    theme.blit_text(
        surface,
        t("table.next_walk"),
        18,
        (box.centerx, box.y + 18),
        theme.CREAM,
        "bold",
        "center",
    )
    cards = shown.walk_pile
    top = cards[-1].km if cards else None
    for draws, (lo_d, hi_d) in enumerate(BANDS):
        r = pygame.Rect(box.x + 10, box.y + 38 + draws * 58, box.w - 20, 50)
        lo, hi = (top + lo_d, min(FINISH_KM, top + hi_d)) if top is not None else (1, 0)
        empty = lo > hi
        col = theme.BAND_COLOURS[draws] if not empty else palette.BAND_EMPTY
        pygame.draw.rect(surface, col, r, border_radius=12)
        draw.draw_icons(
            surface,
            (r.x + 32, r.centery),
            draws,
            22,
            theme.INK if not empty else palette.BAND_EMPTY_ICONS,
        )
        label = "—" if empty else (f"{lo}" if lo == hi else f"{lo}–{hi}")
        ink = theme.INK if not empty else palette.BAND_EMPTY_INK
        theme.blit_text(surface, label, 24, (r.right - 14, r.centery - 7), ink, "bold", "midright")
        caption = tn("table.draws", draws)
        theme.blit_text(
            surface,
            caption,
            theme.fit_text(caption, theme.body(14), r.w - 70, "bold"),
            (r.right - 14, r.centery + 13),
            ink,
            "bold",
            "midright",
        )


def gladiolas(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    box = g["glads"]
    draw.panel(surface, box, theme.PANEL, palette.PANEL_ALPHA, 16, None, 2)
    theme.blit_text(
        surface,
        t("table.gladiolas"),
        17,
        (box.centerx, box.y + 18),
        theme.CREAM,
        "bold",
        "center",
    )
    draw.gladiola(surface, (box.centerx - 16, box.y + 96), 54)
    theme.blit_text(
        surface,
        str(len(shown.gladiolas)),
        30,
        (box.centerx + 22, box.y + 70),
        theme.CREAM,
        "bold",
        "center",
    )
    laid, earlier = layout.laid_shown(shown.gladiolas)
    for k, gl in enumerate(laid):
        rect = pygame.Rect(box.x + 8 + (k % 3) * 36, box.y + 108 + (k // 3) * 48, *CARD_MINI)
        card_art.blit(surface, card_art.face(gl.card, CARD_MINI), rect, lift=1)
    if earlier:
        k = len(laid)
        rect = pygame.Rect(box.x + 8 + (k % 3) * 36, box.y + 108 + (k // 3) * 48, *CARD_MINI)
        phone.more(surface, rect, earlier)
    if shown.day < DAYS and not shown.gladiolas:
        for i, line in enumerate(theme.wrap(t("table.gladiola_day4", day=DAYS), 15, box.w - 14)):
            theme.blit_text(
                surface,
                line,
                15,
                (box.centerx, box.y + 136 + i * 20),
                palette.PANEL_INK_SOFT,
                "bold",
                "center",
            )


# -- over the table ---------------------------------------------------------------------------
def flight(surface: pygame.Surface, f: Flight) -> None:
    """A flying card at hand size: its face (tinted by its day) or its back."""
    rect, face_up, _k = f.rect_and_face()
    image = card_art.face(f.card, CARD_HAND, f.look) if face_up else card_art.back(CARD_HAND)
    card_art.blit(surface, image, rect, lift=8)


def banner_width(g: dict) -> int:
    """The ribbon's words stay over the draw pile and the walk (off every label). On a phone
    they may reach from the day chips to the gladiolas: they stay large in every language."""
    if theme.largest():
        return g["glads"].x - g["chips"][0].right - 16 - 80  # the ribbon's ends: 80
    return g["top"].right - g["pile"].x - 64


def banner_centre(g: dict, text: str = "") -> tuple[int, int]:
    if not theme.largest():
        return ((g["pile"].x + g["top"].right) // 2, 300)
    # A phone: over the middle pace band, above the draw pile's count. A short ribbon stays
    # left of the band's range, a long one covers it whole (never half: it would cut it).
    middle = layout.phone_band_rect(g["bands"], 1)
    left = g["chips"][0].right + 8
    ribbon = ribbon_rect(text, (0, 0), banner_width(g))
    if left + ribbon.w <= middle.x + layout.PHONE_RANGE_LEFT:  # over the piles, as at other sizes
        x = (g["pile"].x + g["top"].right) // 2
        x = max(
            left + ribbon.w // 2, min(x, middle.x + layout.PHONE_RANGE_LEFT - ribbon.w // 2 - 1)
        )
        return (x, middle.centery)
    return (max(left + ribbon.w // 2, middle.right + 4 - ribbon.w // 2), middle.centery)


def banner_rect(text: str, g: dict) -> pygame.Rect:
    """Where the ribbon for ``text`` sits: across the draw pile and the walk's top card."""
    return ribbon_rect(text, banner_centre(g, text), banner_width(g))


class Painter:
    """Draws the table: its :class:`Shown` picture, the seats, the hand and its focus (from the
    frame's :class:`Frame`), and the parts every table shares (asked of the table: its chrome,
    coach, effects, tips and widgets). Owned by the table."""

    def __init__(self, table: ViaGladiolaTable, shown: Shown) -> None:
        self.table, self.shown = table, shown
        self.now: Frame | None = None  # this frame's facts (the hand cards draw in it)

    def frame(self, surface: pygame.Surface) -> None:
        """The whole table, back to front: backdrop and still parts, status, hand, buttons,
        flights, callouts, banner and the first-game tip on top."""
        f = self.now = self.table.frame()
        g = f.g
        self.table.chrome.backdrop(
            surface,
            t("table.day_of", day=self.shown.day or 1, days=DAYS),
            self.still_key(f) if draw.RETAINED else (),
            lambda layer: self.still(layer, f, tags=not draw.RETAINED),
        )
        if draw.RETAINED:  # the "thinking..." tags animate: drawn every frame
            for i, r in enumerate(f.seat_rects):
                if f.thinking[i]:
                    self.thinking(surface, r)
        for i, r in enumerate(f.seat_rects):  # an online seat's clock moves
            self.table.chrome.seat_badge(surface, i, r)
        size = min(26, theme.body(22))
        band = layout.status_rect(g)
        pad = STATUS_H - theme.font(size, "bold").get_height()  # the pill fills its band, no more
        self.table.chrome.status_pill(
            surface, band.center, band.w - 44, size, max(4, pad), palette.PANEL_ALPHA
        )
        if not f.hand_visible:
            self.hidden_hand(surface, f)
        visible = f.hand_visible
        if theme.largest():
            phone.hand_total(surface, self.shown, g, visible)  # a plaster and the number
        else:
            totals.hand_total(surface, self.shown, g, visible)  # blisters in hand
        self.table.draw_widgets(surface, [w for w in self.table.widgets() if w.id != "tip.ok"])
        self.hand_focus(surface, f)
        self.table.coach.draw(surface)  # a coach hint's ring (game/ui/table/coach.py)
        self.table.effects.draw_flights(surface)
        self.table.effects.draw_callouts(surface)
        banner = self.table.effects.banner
        self.table.effects.draw_banner(
            surface, banner_centre(g, banner[0] if banner else ""), banner_width(g)
        )  # "Day 2 is done!"
        self.table.draw_tip(surface)  # (at the largest size over the table: draw_over)
        if self.table.tip is not None and not self.table.chrome.logs.as_sheet():
            self.table.draw_widgets(
                surface, self.table.tips.widgets()
            )  # its button over the bubble

    def still_key(self, f: Frame) -> tuple:
        """Everything :func:`still` shows (the backdrop layer repaints when it changes)."""
        v = self.shown
        return (
            i18n.language(),
            i18n.revision(),
            theme.body_scale(),
            f.log_open,
            f.current,
            f.viewer,
            f.hot_seat,
            repr((v.day, v.hand_sizes, v.draw_pile, v.completed)),
            len(v.walk_pile),
            repr(v.walk_pile[-4:]),
            len(v.gladiolas),
            repr(v.gladiolas[-6:]),
            f.review_step,  # a review shows every hand: they change with its step
        )

    def still(self, surface: pygame.Surface, f: Frame, tags: bool = True) -> None:
        """Seats, days, piles, bands and gladiolas: they change only when something happens."""
        g = f.g
        self.seats(surface, f, tags)
        if theme.largest():  # the phone layout: fewer words, bigger
            phone.days(surface, self.shown, g)
            phone.pile(surface, self.shown, g)
            phone.walk(surface, self.shown, g)
            phone.bands(surface, self.shown, g)
            phone.gladiolas(surface, self.shown, g)
            return
        days(surface, self.shown, g)
        pile(surface, self.shown, g)
        walk(surface, self.shown, g)
        bands(surface, self.shown, g)
        gladiolas(surface, self.shown, g)

    def hidden_hand(self, surface: pygame.Surface, f: Frame) -> None:
        area = f.play_area
        if f.spectator:
            msg = t("table.spectating")
        else:
            msg = t("table.hand_hidden", name=f.viewer_name)
        size = theme.PHONE_TEXT if theme.largest() else 20
        theme.blit_text(
            surface, msg, size, (area.centerx, HAND_Y + 60), theme.CREAM, "bold", "center"
        )

    def hand_focus(self, surface: pygame.Surface, f: Frame) -> None:
        """The focus ring of a hand card, over its neighbours (cards overlap in a big hand)."""
        w = next((w for w in f.hand if w.index == f.focus_card), None)
        if w is not None:
            rect = w.rect.move(0, -6) if w.enabled else w.rect
            focus.ring(surface, rect, 10, 3)
            card_badge(surface, w, rect)  # the badge stays readable over the ring

    def hand_card(self, surface: pygame.Surface, w: HandCard) -> None:
        f = self.now if self.now is not None else self.table.frame()
        focused = w.focused or w.index == f.focus_card
        rect = w.rect.move(0, -6) if ((w.hover or focused) and w.enabled) else w.rect
        card_art.blit(
            surface,
            card_art.face(w.card, CARD_HAND),
            rect,
            glow=w.enabled,
            lift=6 if w.enabled else 3,
        )
        if not w.enabled and f.my_turn:
            surface.blit(draw.veil(rect.size, palette.UNPLAYABLE_VEIL, 10), rect)
        card_badge(surface, w, rect)

    def seats(self, surface: pygame.Surface, f: Frame, tags: bool = True) -> None:
        cur = f.current
        for i, r in enumerate(f.seat_rects):
            seat = f.seats[i]
            active = i == cur
            draw.panel(
                surface,
                r,
                theme.PANEL,
                palette.SEAT_ALPHA,
                16,
                theme.SUN if active else theme.PANEL_EDGE,
                3,
            )
            if active:
                pygame.draw.rect(surface, theme.SUN, r.inflate(4, 4), 3, border_radius=18)
                pts = [(r.centerx - 9, r.y - 2), (r.centerx + 9, r.y - 2), (r.centerx, r.y + 9)]
                pygame.draw.polygon(surface, theme.SUN, pts)
            draw.avatar(surface, (r.x + 30, r.y + 30), 19, i, seat.name, seat.is_bot)
            name_size = theme.fit_text(seat.name, 21, r.w - 66, "bold")
            theme.blit_text(
                surface, seat.name, name_size, (r.x + 58, r.y + 12), theme.CREAM, "bold"
            )
            if seat.is_bot:  # on a phone one word: the robot badge says "bot"
                sub = (
                    level_word(seat.kind)
                    if theme.largest()
                    else t("seat.bot", level=t(f"kind.{seat.kind}"))
                )
            else:
                sub = t("seat.you") if i == f.viewer and not f.hot_seat else t("seat.human")
            sub_size = theme.fit_text(sub, theme.body(15), r.w - 66, "regular")
            theme.blit_text(
                surface, sub, sub_size, (r.x + 58, r.y + 34), palette.PANEL_INK_SOFT, "regular"
            )
            n = self.shown.hand_sizes[i] if i < len(self.shown.hand_sizes) else 0
            open_hand = f.revealed[i]
            if open_hand is not None:  # a review: the hand face up, in place of its backs
                revealed(surface, open_hand, r)
                continue
            fan = min(n, max(1, (r.w - 110) // 9))
            for k in range(fan):
                rect = pygame.Rect(r.x + 14 + k * 9, r.bottom - 40, *CARD_FAN)
                card_art.blit(surface, card_art.back(CARD_FAN), rect, lift=1)
            if theme.largest():  # the number beside the backs
                phone.seat_count(surface, r, n)
                if tags and f.thinking[i]:
                    self.thinking(surface, r)
                continue
            theme.blit_text(
                surface,
                tn("seat.cards", n),
                16,
                (r.right - 12, r.bottom - 22),
                theme.CREAM,
                "bold",
                "midright",
            )
            if tags and f.thinking[i]:
                self.thinking(surface, r)

    def thinking(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The "thinking..." tag under a bot's seat, its dots counting."""
        tag = pygame.Rect(0, 0, 112, 24)
        tag.midtop = (r.centerx, r.bottom - 10)
        self.table.chrome.thinking_tag(surface, tag)
