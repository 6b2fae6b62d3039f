"""Via Gladiola results: every hand revealed, blisters counted, VG-17's tie-breaks explained."""

from __future__ import annotations

import pygame

from game.games.via_gladiola.narrate import explain
from game.games.via_gladiola.ui import art as card_art
from game.games.via_gladiola.ui.layout import (
    CARD_RESULT,
    GAP,
    TEXT,
    TEXT_BIG,
    TEXT_HUGE,
    TEXT_SMALL,
    TEXT_TITLE,
)
from game.games.via_gladiola.view import View
from game.i18n import t, tn
from game.ui import draw, theme
from game.ui.layout import W
from game.ui.table.results import ResultsScene
from game.ui.widgets import Widget

# The results card and its rows (one per seat, best first).
SIDE, TOP, CARD_H = 110, 92, 536  # the card: from the screen's sides and top, its height
PAD_Y = 22  # the card's first and last lines from its top and bottom
ROW_MAX = 84  # a row's height at most, with its gap
ROW_INSET, ROW_GAP = 20, GAP
RULE_INSET, RULE_GAP = 30, 12  # the rule over the why-lines: from the card's sides, above them
NAME_X = 96  # a row's name and tag, from its left
HAND_X = 230  # a row's cards, from its left
SCORE_W = 230  # the blisters and the counts, at the row's right
COUNTS_X = 90  # the counts in words, right of the blisters' number
LINE = 10  # a row's upper line above its middle
ICON = 30  # the plaster and the card beside the numbers


class ViaGladiolaResults(ResultsScene):
    name = "results"
    spatial_focus = True

    def __init__(self, app, table) -> None:
        super().__init__(app, table)
        view = View.of(table.match.view(table.viewer))
        self.hands = list(view.hands or ())  # VG-16: a finished game shows every hand
        self.sizes = tuple(len(h) for h in self.hands)
        self.reason = view.end_reason
        self.rect = pygame.Rect(SIDE, TOP, W - 2 * SIDE, CARD_H)
        self.order = sorted(
            range(len(self.hands)), key=lambda i: (self.outcome.scores[i], self.sizes[i], i)
        )
        self._widgets: list[Widget] = self.end_buttons(menu_key="Esc")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_winners(surface)
        r = self.rect
        reason = t(f"results.reason.{self.reason}")
        self.draw_reason(surface, reason)
        lines = explain(self.match.names, self.outcome.scores, self.sizes, self.outcome.winners)
        gap = theme.body(26)
        ey = r.bottom - PAD_Y - gap * len(lines)
        row_h = min(ROW_MAX, (r.h - 150) // max(1, len(self.order)))
        y = r.y + 54
        if theme.largest():
            # A phone: the reason in phone-sized lines above the rows, the why-lines below
            # them; the rows share what is left.
            said = theme.wrap(reason, theme.PHONE_TEXT, r.w - 2 * RULE_INSET, "bold")
            line_h = theme.font(theme.PHONE_TEXT, "bold").get_linesize()
            y = r.y + PAD_Y + line_h * len(said) + ROW_GAP
            row_h = min(ROW_MAX, (ey - 20 - y) // max(1, len(self.order)))
        for rank, seat in enumerate(self.order):
            row = pygame.Rect(r.x + ROW_INSET, y, r.w - 2 * ROW_INSET, row_h - ROW_GAP)
            self.draw_row(surface, seat, rank, row)
            y += row_h
        rule_y = ey - RULE_GAP
        rule = ((r.x + RULE_INSET, rule_y), (r.right - RULE_INSET, rule_y))
        pygame.draw.line(surface, theme.CREAM_EDGE, *rule, 2)
        for i, line in enumerate(lines):
            theme.blit_text(
                surface,
                line,
                theme.body(TEXT),
                (r.centerx, ey + RULE_GAP + i * gap),
                theme.INK,
                "bold",
                "center",
            )
        self.draw_widgets(surface)

    def draw_row(self, surface: pygame.Surface, seat: int, rank: int, row: pygame.Rect) -> None:
        winner = seat in self.outcome.winners
        self.draw_row_frame(surface, row, winner, rank)
        s = self.match.seats[seat]
        draw.avatar(surface, (row.x + 66, row.centery), 20, seat, s.name, s.is_bot)
        x0, avail = row.x + HAND_X, row.w - HAND_X - 250  # the hand's cards
        room = x0 - 6 - (row.x + NAME_X)  # the name's and its tag's, left of them
        name_size = theme.fit_text(s.name, 22, room, "bold")
        at = (row.x + NAME_X, row.centery - LINE)
        theme.blit_text(surface, s.name, name_size, at, theme.INK, "bold", "midleft")
        self.draw_seat_tag(surface, seat, winner, (row.x + NAME_X, row.centery + 14), room)
        if winner:
            draw.sun(surface, (row.x + 40, row.y + 12), 5, theme.SUN_DARK)
        hand = self.hands[seat]
        cw, ch = CARD_RESULT
        room = row.h - 6
        if ch > room:  # a low row: smaller cards, as wide for their height
            ch = room
            cw = ch * CARD_RESULT[0] // CARD_RESULT[1]
        step = min(cw + 4, (avail - cw) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for k, card in enumerate(hand):
            rect = pygame.Rect(round(x0 + k * step), row.centery - ch // 2, cw, ch)
            card_art.blit(surface, card_art.face(card, (cw, ch)), rect, lift=1)
        if not hand:
            theme.blit_text(
                surface,
                t("results.empty_hand"),
                theme.phone(TEXT_TITLE),
                (x0, row.centery),
                theme.INK_SOFT,
                "bold",
                "midleft",
            )
        bx = row.right - SCORE_W
        draw.plaster(surface, (bx + 18, row.centery), ICON)
        score = self.outcome.scores[seat]
        at = (bx + 44, row.centery)
        theme.blit_text(surface, str(int(score)), TEXT_HUGE, at, theme.INK, "bold", "midleft")
        if theme.largest():  # a phone: the cards as a card and their number, like the blisters
            draw.mini_card(surface, (bx + 136, row.centery), ICON)
            at = (bx + 160, row.centery)
            theme.blit_text(
                surface, str(self.sizes[seat]), TEXT_BIG, at, theme.INK, "bold", "midleft"
            )
            return
        theme.blit_text(
            surface,
            tn("results.blisters", int(score)),
            TEXT_SMALL,
            (bx + COUNTS_X, row.centery - LINE),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
        theme.blit_text(
            surface,
            tn("results.cards", self.sizes[seat]),
            TEXT_SMALL,
            (bx + COUNTS_X, row.centery + 12),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
