"""The Via Gladiola table in motion: engine events become tweens and card flights.

Each handler adds steps to the table's timeline; their start and end hooks move cards in
``table.shown`` so cards travel instead of jumping, and the last step syncs ``shown`` with the
engine. Plain functions taking the table (a ViaGladiolaTable) and the event as its viewer sees
it; ``HANDLERS`` names them for the shared ``animate`` (game/ui/table/effects.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.via_gladiola.cards import DAYS
from game.games.via_gladiola.ui.layout import CARD_HAND, CARD_MINI, hand_keys, sort_key
from game.games.via_gladiola.ui.shown import Board
from game.i18n import t
from game.ui.tween import Tween, ease_in_out, ease_out


def fly(table: Board, tween: Tween, card, src, dst, flip=False, day=None) -> None:
    table.fly(tween, card, src, dst, flip, look=day)


# -- the deal ---------------------------------------------------------------------------------
def animate_deal(table: Board) -> None:
    n = len(table.session.seats)
    view = table.view()
    final = list(view["hand"])
    table.shown.hand = []
    table.shown.hand_sizes = [0] * n
    table.shown.draw_pile = view["draw_pile"] + sum(view["hand_sizes"])
    tweens = []
    order = [(r, s) for r in range(max(view["hand_sizes"])) for s in range(n)]
    for i, (r, s) in enumerate(order):
        if r >= view["hand_sizes"][s]:
            continue
        card = final[r] if table.shows_hand_of(s) and r < len(final) else None
        tw = Tween(0.26, delay=i * 0.05)
        tw.on_start = _deal_start(table, tw, s, card)
        tw.on_end = _deal_end(table, s, card)
        tweens.append(tw)
    table.timeline.add_step(*tweens)
    table.timeline.add_step(Tween(0.0, on_end=table.sync))
    table.app.sound.play("shuffle")


def _deal_start(table: Board, tw: Tween, seat: int, card):
    def go() -> None:
        table.shown.draw_pile -= 1
        dst = table.hand_target(card, table.shown.hand) if card else table.panel_card_rect(seat)
        fly(table, tw, card, table.geo()["pile"], dst, flip=card is not None)
        table.app.sound.play("deal")

    return go


def _deal_end(table: Board, seat: int, card):
    def go() -> None:
        table.shown.hand_sizes[seat] += 1
        if card is not None:
            table.shown.hand = sorted(table.shown.hand + [card], key=sort_key)

    return go


# -- engine events (dispatched by game/ui/table/effects.py: Effects.animate) -----------------
def _src_rect(table: Board, seat: int, card: dict) -> pygame.Rect:
    if table.shows_hand_of(seat):
        keys = hand_keys(table.shown.hand)
        for i, c in enumerate(table.shown.hand):
            if c == card and keys[i] in table.hand_pos:
                x, y = table.hand_pos[keys[i]]
                return pygame.Rect(round(x), round(y), *CARD_HAND)
    return table.panel_card_rect(seat)


def _take(table: Board, seat: int, card: dict) -> None:
    table.shown.hand_sizes[seat] = max(0, table.shown.hand_sizes[seat] - 1)
    if table.shows_hand_of(seat) and card in table.shown.hand:
        table.shown.hand.remove(card)


def walked(table: Board, ev) -> None:
    card = ev.card.to_json()
    tw = Tween(0.32, ease=ease_out)

    def start() -> None:
        src = _src_rect(table, ev.seat, card)
        _take(table, ev.seat, card)
        fly(table, tw, card, src, table.geo()["top"], flip=not table.shows_hand_of(ev.seat))
        table.app.sound.play("play")

    def end() -> None:
        table.shown.walk_pile.append(card)
        table.callouts.append([f"{card['value']} km", ev.seat, 1.2])

    tw.on_start, tw.on_end = start, end
    table.timeline.add_step(tw)


def rested(table: Board, ev) -> None:
    def start() -> None:
        table.callouts.append([t("table.callout_rest"), ev.seat, 1.3])

    table.timeline.add_step(Tween(0.2, on_start=start))


def cards_drawn(table: Board, ev) -> None:
    cards = [c.to_json() for c in ev.cards] if ev.cards else [None] * ev.count
    tweens = []
    for i, card in enumerate(cards):
        tw = Tween(0.3, delay=i * 0.12)
        tw.on_start = _draw_start(table, tw, ev.seat, card)
        tw.on_end = _draw_end(table, ev.seat, card)
        tweens.append(tw)
    table.timeline.add_step(*tweens)


def _draw_start(table: Board, tw: Tween, seat: int, card):
    def go() -> None:
        table.shown.draw_pile = max(0, table.shown.draw_pile - 1)
        if table.shows_hand_of(seat):
            dst = table.hand_target(card, table.shown.hand)
        else:
            dst = table.panel_card_rect(seat)
        face = card if table.shows_hand_of(seat) else None
        fly(table, tw, face, table.geo()["pile"], dst, flip=face is not None)
        table.app.sound.play("draw")

    return go


def _draw_end(table: Board, seat: int, card):
    def go() -> None:
        table.shown.hand_sizes[seat] += 1
        if card is not None and table.shows_hand_of(seat):
            table.shown.hand = sorted(table.shown.hand + [card], key=sort_key)

    return go


def gladiola_laid(table: Board, ev) -> None:
    card = ev.card.to_json()
    tw = Tween(0.36)

    def start() -> None:
        src = _src_rect(table, ev.seat, card)
        _take(table, ev.seat, card)
        g = table.geo()["glads"]
        dst = pygame.Rect(0, 0, *CARD_MINI)
        dst.center = (g.centerx, g.y + 120)
        fly(table, tw, card, src, dst)
        table.app.sound.play("play")

    def end() -> None:
        table.shown.gladiolas.append({"seat": ev.seat, "card": card})

    tw.on_start, tw.on_end = start, end
    table.timeline.add_step(tw)


def pile_recycled(table: Board, ev) -> None:
    g = table.geo()
    chip = g["chips"][ev.day - 1]
    tweens = []
    shown_n = min(6, max(1, ev.count))
    for i in range(shown_n):
        tw = Tween(0.3, delay=i * 0.07, ease=ease_in_out)
        src = pygame.Rect(0, 0, *CARD_MINI)
        src.center = chip.center

        def start(tw=tw, src=src, first=i == 0) -> None:
            if first:
                for d in table.shown.completed:
                    if d["day"] == ev.day:
                        d["recycled"] = True
                        d["cards"] = d["cards"][:1]
                table.app.sound.play("shuffle")
            fly(table, tw, None, src, table.geo()["pile"])

        tw.on_start = start
        tweens.append(tw)
    tweens[-1].on_end = lambda: setattr(table.shown, "draw_pile", table.shown.draw_pile + ev.count)
    table.timeline.add_step(*tweens)


def day_ended(table: Board, ev) -> None:
    tw = Tween(1.2, ease=ease_in_out)

    def start() -> None:
        table.banner = [t("table.day_done", day=ev.day), 1.6]
        table.app.sound.play("day_end")
        if ev.day < DAYS:
            pile = table.shown.walk_pile
            chip = table.geo()["chips"][ev.day - 1]
            dst = pygame.Rect(0, 0, *CARD_MINI)
            dst.center = chip.center
            if pile:
                fly(table, tw, pile[-1], table.geo()["top"], dst)
            table.shown.completed.append({"day": ev.day, "cards": pile, "recycled": False})
            table.shown.walk_pile = []

    def end() -> None:
        if ev.day < DAYS:
            table.shown.day = ev.day + 1
            table.shown.walk_pile = [{"kind": "start", "value": 0, "blisters": 0}]

    tw.on_start, tw.on_end = start, end
    table.timeline.add_step(tw)


def game_ended(table: Board, ev) -> None:
    def start() -> None:
        table.banner = [t(f"table.end.{ev.reason}"), 1.8]

    table.timeline.add_step(Tween(0.8, on_start=start))


# event type -> its animation; events not named here change nothing on the table
HANDLERS: dict[str, Callable[[Board, object], None]] = {
    "walked": walked,
    "rested": rested,
    "cards_drawn": cards_drawn,
    "gladiola_laid": gladiola_laid,
    "pile_recycled": pile_recycled,
    "day_ended": day_ended,
    "game_ended": game_ended,
}
