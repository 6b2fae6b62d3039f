"""Painting the Via Gladiola table: seats, day track, piles, pace bands, gladiolas, the hand.

The table owns a :class:`Painter`, which reads the table's ``Shown`` picture and, each frame,
a :class:`~game.games.via_gladiola.ui.shown.Frame` the table builds (the seats, where things
sit, the few flags); of the table itself only the parts every table shares. The plain
functions draw what they are given (the picture, the geometry and its scale from layout.py,
the colours from palette.py; what both layouts draw alike is in parts.py).
``Painter.frame`` paints one whole frame; the still parts (``still``) go on the retained
backdrop layer, repainted only when ``still_key`` changes.
Flights, callouts and the banner are the table's ``effects`` (game/ui/table/effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.core.match import level_word
from game.games.via_gladiola.cards import DAYS, GLADIOLA, Card
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui import layout, palette, parts, phone, totals
from game.games.via_gladiola.ui.layout import (
    AVATAR,
    AVATAR_R,
    BANDS,
    CARD_FAN,
    CARD_HAND,
    CARD_MINI,
    CHIP_H,
    COUNT_UP,
    EDGE,
    FAN_STEP,
    HAND_Y,
    LIFT,
    NAME_X,
    PANEL_RADIUS,
    SEAT_INSET,
    STATUS_H,
    TAG_OVER,
    TEXT,
    TEXT_BIG,
    TEXT_CAPTION,
    TEXT_LABEL,
    TEXT_SMALL,
    TEXT_TITLE,
    TITLE_Y,
)
from game.games.via_gladiola.ui.shown import Frame, HandCard, Shown
from game.i18n import t, tn
from game.ui import draw, focus, theme
from game.ui.table.effects import Flight, ribbon_rect

if TYPE_CHECKING:
    from game.games.via_gladiola.ui.table import ViaGladiolaTable

# -- the hand ---------------------------------------------------------------------------------


def card_badge(surface: pygame.Surface, w: HandCard, rect: pygame.Rect, phone: bool) -> None:
    if w.enabled and w.card.kind != GLADIOLA and w.draws is not None:
        badge(surface, rect, w.draws, phone)
    elif w.enabled:
        tag = pygame.Rect(0, 0, 40, 26)
        tag.midbottom = (rect.centerx, rect.y + 4)
        pygame.draw.rect(surface, theme.GLADIOLA, tag, border_radius=tag.h // 2)
        draw.check(surface, tag.center, BADGE_ICON)


def badge(surface: pygame.Surface, rect: pygame.Rect, draws: int, phone: bool = False) -> None:
    """The draw-count badge on a playable card: band colour, little cards and the digit."""
    tag = pygame.Rect(0, 0, 62, 28)
    tag.midbottom = (rect.centerx, rect.y + TAG_OVER)
    pygame.draw.rect(surface, theme.BAND_COLOURS[draws], tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, theme.CREAM, tag, 2, border_radius=tag.h // 2)
    draw.draw_icons(surface, (tag.x + 22, tag.centery), draws, BADGE_ICON)
    size = layout.PHONE_BADGE if phone else TEXT_LABEL
    at = (tag.right - 14, tag.centery)
    theme.blit_text(surface, f"+{draws}", size, at, theme.INK, "bold", "center")


BADGE_ICON = 14  # the icons on a card's badge


# -- the still parts --------------------------------------------------------------------------


def revealed(surface: pygame.Surface, hand: list[Card], r: pygame.Rect) -> None:
    """A seat's hand face up on its panel (a review), overlapping when it must."""
    cw, ch = CARD_FAN  # the size of the backs it replaces: clear of the name and level
    left, right = r.x + SEAT_INSET, r.right - SEAT_INSET
    step = min(cw + 3, (right - left - cw) / max(1, len(hand) - 1))
    y = layout.fan_y(r)
    if step < REVEAL_STEP:  # a fan this tight hides the numbers: two rows of chips instead
        revealed_chips(surface, hand, pygame.Rect(left, y, right - left, ch))
        return
    for k, card in enumerate(hand):
        rect = pygame.Rect(round(left + k * step), y, cw, ch)
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
        gladiola = card.kind == GLADIOLA
        fill = palette.GLADIOLA_CHIP if gladiola else theme.CREAM
        pygame.draw.rect(surface, fill, chip, border_radius=4)
        if gladiola:
            draw.gladiola(surface, (chip.centerx, chip.bottom - 1), h - 4)
            continue
        text = str(card.km)
        size = theme.fit_text(text, 13, w - 2, "bold")
        theme.blit_text(surface, text, size, chip.center, theme.INK, "bold", "center")


def days(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    for i, chip in enumerate(g["chips"]):
        day = i + 1
        ink = parts.day_chip(surface, chip, parts.day_state(shown, day))
        label = t("table.day", day=day)
        at = (chip.x + CHIP_H, chip.centery - 1)  # right of the icon's square
        theme.blit_text(surface, label, TEXT, at, ink, "bold", "midleft")
        if parts.recycled(shown, day):
            at = (chip.right - 16, chip.centery)
            theme.blit_text(surface, "↻", TEXT, at, ink, "bold", "center")


def pile(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    rect = g["pile"]
    n = shown.draw_pile
    parts.pile_backs(surface, rect, n)
    tag = layout.pile_tag(g)
    pygame.draw.rect(surface, theme.CREAM, tag, border_radius=tag.h // 2)
    pygame.draw.rect(surface, theme.INK, tag, 2, border_radius=tag.h // 2)
    theme.blit_text(surface, str(n), TEXT, tag.center, theme.INK, "bold", "center")
    at = (rect.centerx, rect.bottom + 36)
    theme.blit_text(surface, t("table.draw_pile"), TEXT_CAPTION, at, theme.CREAM, "bold", "center")


def walk(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    top = g["top"]
    if not parts.walk_cards(surface, shown, top):
        return
    theme.blit_text(
        surface,
        tn("table.walk_count", len(shown.walk_pile) - 1),
        TEXT_LABEL,
        (top.centerx, top.bottom + 13),  # clear of the status pill below (its "g" was cut)
        theme.CREAM,
        "bold",
        "center",
    )


def bands(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    box = g["bands"]
    parts.centre_panel(surface, box)
    title = (box.centerx, box.y + TITLE_Y)
    theme.blit_text(surface, t("table.next_walk"), TEXT_TITLE, title, theme.CREAM, "bold", "center")
    for draws in range(len(BANDS)):
        r = layout.band_rect(box, draws)
        label, empty = parts.band_reach(shown, draws)
        ink, icons = parts.band_fill(surface, r, draws, empty)
        draw.draw_icons(surface, (r.x + 32, r.centery), draws, 22, icons)
        at = (r.right - BAND_TEXT_RIGHT, r.centery - 7)
        theme.blit_text(surface, label, 24, at, ink, "bold", "midright")
        caption = tn("table.draws", draws)
        size = theme.fit_text(caption, theme.body(14), r.w - 70, "bold")
        at = (r.right - BAND_TEXT_RIGHT, r.centery + 13)
        theme.blit_text(surface, caption, size, at, ink, "bold", "midright")


BAND_TEXT_RIGHT = 14  # a band's range and caption from its right edge


def gladiolas(surface: pygame.Surface, shown: Shown, g: dict) -> None:
    box = g["glads"]
    parts.centre_panel(surface, box)
    title = (box.centerx, box.y + TITLE_Y)
    theme.blit_text(
        surface, t("table.gladiolas"), TEXT_CAPTION, title, theme.CREAM, "bold", "center"
    )
    draw.gladiola(surface, (box.centerx - 16, box.y + 96), 54)
    at = (box.centerx + 22, box.y + 70)
    theme.blit_text(surface, str(len(shown.gladiolas)), TEXT_BIG, at, theme.CREAM, "bold", "center")
    laid, earlier = layout.laid_shown(shown.gladiolas)
    slots = layout.glad_slots(g["glads"], len(laid) + bool(earlier))
    for gl, rect in zip(laid, slots, strict=False):
        card_art.blit(surface, card_art.face(gl.card, CARD_MINI), rect, lift=1)
    if earlier:
        phone.more(surface, slots[-1], earlier)
    if shown.day < DAYS and not shown.gladiolas:
        hint = t("table.gladiola_day4", day=DAYS)
        for i, line in enumerate(theme.wrap(hint, TEXT_SMALL, box.w - 14)):
            at = (box.centerx, box.y + 136 + i * 20)
            theme.blit_text(surface, line, TEXT_SMALL, at, palette.PANEL_INK_SOFT, "bold", "center")


# -- over the table ---------------------------------------------------------------------------
def flight(surface: pygame.Surface, f: Flight) -> None:
    """A flying card at hand size: its face (tinted by its day) or its back."""
    rect, face_up, _k = f.rect_and_face()
    image = card_art.face(f.card, CARD_HAND, f.look) if face_up else card_art.back(CARD_HAND)
    card_art.blit(surface, image, rect, lift=8)


def banner_width(g: dict) -> int:
    """The ribbon's words stay over the draw pile and the walk (off every label). On a phone
    they may reach from the day chips to the gladiolas: they stay large in every language."""
    if g["phone"]:
        return g["glads"].x - g["chips"][0].right - 16 - 80  # the ribbon's ends: 80
    return g["top"].right - g["pile"].x - 64


def banner_centre(g: dict, text: str = "") -> tuple[int, int]:
    if not g["phone"]:
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
        size = min(theme.PHONE_TEXT, theme.body(22))  # the phone's running text at most
        band = layout.status_rect(g)
        pad = STATUS_H - theme.font(size, "bold").get_height()  # the pill fills its band, no more
        self.table.chrome.status_pill(
            surface, band.center, band.w - layout.STATUS_PAD, size, max(4, pad), palette.PANEL_ALPHA
        )
        if not f.hand_visible:
            self.hidden_hand(surface, f)
        visible = f.hand_visible
        if g["phone"]:
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
        self.table.tipping.draw(surface)  # (at the largest size over the table: draw_over)
        if self.table.tips.current is not None and not self.table.chrome.logs.as_sheet():
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
            repr(v.walk_pile[-(parts.UNDER_SHOWN + 1) :]),
            len(v.gladiolas),
            repr(v.gladiolas[-layout.GLADS_SHOWN :]),
            f.review_step,  # a review shows every hand: they change with its step
        )

    def still(self, surface: pygame.Surface, f: Frame, tags: bool = True) -> None:
        """Seats, days, piles, bands and gladiolas: they change only when something happens."""
        g = f.g
        self.seats(surface, f, tags)
        if g["phone"]:  # the phone layout: fewer words, bigger
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
        size = theme.phone(TEXT)
        theme.blit_text(
            surface, msg, size, (area.centerx, HAND_Y + 60), theme.CREAM, "bold", "center"
        )

    def hand_focus(self, surface: pygame.Surface, f: Frame) -> None:
        """The focus ring of a hand card, over its neighbours (cards overlap in a big hand)."""
        w = next((w for w in f.hand if w.index == f.focus_card), None)
        if w is not None:
            rect = w.rect.move(0, -LIFT) if w.enabled else w.rect
            focus.ring(surface, rect, draw.card_radius(rect.w), EDGE)
            card_badge(surface, w, rect, f.g["phone"])  # it stays readable over the ring

    def hand_card(self, surface: pygame.Surface, w: HandCard) -> None:
        f = self.now if self.now is not None else self.table.frame()
        focused = w.focused or w.index == f.focus_card
        rect = w.rect.move(0, -LIFT) if ((w.hover or focused) and w.enabled) else w.rect
        card_art.blit(
            surface,
            card_art.face(w.card, CARD_HAND),
            rect,
            glow=w.enabled,
            lift=6 if w.enabled else 3,
        )
        if not w.enabled and f.my_turn:
            surface.blit(
                draw.veil(rect.size, palette.UNPLAYABLE_VEIL, draw.card_radius(rect.w)), rect
            )
        card_badge(surface, w, rect, f.g["phone"])

    def seats(self, surface: pygame.Surface, f: Frame, tags: bool = True) -> None:
        cur = f.current
        for i, r in enumerate(f.seat_rects):
            seat = f.seats[i]
            active = i == cur
            edge = theme.SUN if active else theme.PANEL_EDGE
            draw.panel(surface, r, theme.PANEL, palette.SEAT_ALPHA, PANEL_RADIUS, edge, EDGE)
            if active:
                outline = r.inflate(4, 4)  # around the panel's edge, its rounding 2 px out
                pygame.draw.rect(surface, theme.SUN, outline, EDGE, border_radius=PANEL_RADIUS + 2)
                tip = 9  # the pointer under the outline's top: half its width, its depth
                pts = [
                    (r.centerx - tip, r.y - 2),
                    (r.centerx + tip, r.y - 2),
                    (r.centerx, r.y + tip),
                ]
                pygame.draw.polygon(surface, theme.SUN, pts)
            centre = (r.x + AVATAR, r.y + AVATAR)
            draw.avatar(surface, centre, AVATAR_R, i, seat.name, seat.is_bot)
            text_w = r.w - NAME_X - 8
            name_size = theme.fit_text(seat.name, 21, text_w, "bold")
            at = (r.x + NAME_X, r.y + SEAT_INSET)
            theme.blit_text(surface, seat.name, name_size, at, theme.CREAM, "bold")
            if seat.is_bot:  # on a phone one word: the robot badge says "bot"
                sub = (
                    level_word(seat.kind)
                    if f.g["phone"]
                    else t("seat.bot", level=t(f"kind.{seat.kind}"))
                )
            else:
                mine = i == f.viewer and not (f.hot_seat or f.spectator)  # a watcher: nobody
                sub = t("seat.you") if mine else t("seat.human")
            sub_size = theme.fit_text(sub, theme.body(TEXT_SMALL), text_w, "regular")
            at = (r.x + NAME_X, r.y + 34)
            theme.blit_text(surface, sub, sub_size, at, palette.PANEL_INK_SOFT, "regular")
            n = self.shown.hand_sizes[i] if i < len(self.shown.hand_sizes) else 0
            open_hand = f.revealed[i]
            if open_hand is not None:  # a review: the hand face up, in place of its backs
                revealed(surface, open_hand, r)
                continue
            fan = min(n, max(1, (r.w - 110) // FAN_STEP))
            for k in range(fan):
                rect = pygame.Rect(r.x + 14 + k * FAN_STEP, layout.fan_y(r), *CARD_FAN)
                card_art.blit(surface, card_art.back(CARD_FAN), rect, lift=1)
            if f.g["phone"]:  # the number beside the backs
                phone.seat_count(surface, r, n)
            else:
                at = (r.right - SEAT_INSET, r.bottom - COUNT_UP)
                count = tn("seat.cards", n)
                theme.blit_text(surface, count, TEXT_LABEL, at, theme.CREAM, "bold", "midright")
            if tags and f.thinking[i]:
                self.thinking(surface, r)

    def thinking(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The "thinking..." tag under a bot's seat, its dots counting."""
        self.table.chrome.thinking_tag(surface, layout.thinking_tag(r))
