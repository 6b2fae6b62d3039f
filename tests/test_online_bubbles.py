"""A word said at an online table shows in a bubble at the speaker's seat (its panel, where its
name is): every seat speaking at once, at the most seats each game has, at the normal and the
largest text size (a phone's), with the log open or folded; no bubble leaves the table, covers
a legal move, a button, the log's newest line or another bubble, and its words fit inside it.
The drawn picture reactions paint inside their box."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.core.catalog import spec
from game.core.match import Seat
from game.i18n import t
from game.net.protocol import MAX_TEXT, REACTIONS
from game.ui import navigator, theme
from game.ui import testing as T
from game.ui.layout import TOP_BAR_H, H, W
from game.ui.scenes.say import SayScene
from game.ui.table.online import bubble_clear, draw_words
from game.ui.table.online_bubble import GAP
from game.ui.table.online_pictures import PICTURES
from game.ui.table.online_words import PAD_X, REACTION_WORDS, TableWords, line_words

NAMES = ("Anna", "Ben", "Carla", "Daan", "Emma", "Finn")
SAID = [
    {"react": "well_played"},
    {"text": "Nice one, I did not see that coming! " * 5},
    {"react": "flower"},
    {"text": "one minute"},
    {"react": "sun"},
    {"react": "bee"},
]


def table_at_turn(game: str, scale: float, log_open: bool):
    """Anna's table at her turn, everyone else a bot, at the game's most seats; the table's
    panels told to the words as an online table tells them."""
    app = T.new_app(hints=False, text_scale=scale, log_open=log_open)
    n = spec(game).max_players
    seats = [Seat(NAMES[i], "human" if i == 0 else "easy") for i in range(n)]
    navigator.start_game(app, spec(game), seats, {"start_player": 0})
    table = app.top
    assert T.run_until(app, lambda: table.my_turn() and not table.turns.acting_blocked())
    words = TableWords()
    table.way.seat_at = words.seat_at  # an online way's hook (game/ui/table/online.py)
    T.run(app, 2)
    return app, table, words


def everyone_says(words: TableWords, n: int, now: float) -> None:
    lines = [{**SAID[i % len(SAID)], "seat": i, "name": NAMES[i]} for i in range(n)]
    words.add(lines, now)


CASES = [
    (game, scale, log_open)
    for game in ("gloschli", "via_gladiola", "floriado")
    for scale in (1.0, theme.LARGEST)
    for log_open in (True, False)
]


@pytest.mark.parametrize(
    "game,scale,log_open",
    CASES,
    ids=[f"{g}-{'largest' if s > 1 else 'normal'}-{'log' if o else 'folded'}" for g, s, o in CASES],
)
def test_every_seat_speaks_at_its_panel_clear_of_moves_and_the_newest_log_line(
    game: str, scale: float, log_open: bool
) -> None:
    app, table, words = table_at_turn(game, scale, log_open)
    n = len(table.match.seats)
    assert set(words.panels) == set(range(n))  # every seat's panel was drawn and told
    everyone_says(words, n, app.time)
    moves, keep = bubble_clear(table)
    assert moves  # Anna's turn: legal moves on the table to keep clear
    if table.chrome.logs.showing() or game == "floriado":  # (Floriado's folded log: its last move)
        assert keep, "the log's newest line is on show"
    laid = words.layout(app.time, moves, keep)
    assert len(laid) == n
    table_area = pygame.Rect(0, TOP_BAR_H, W, H - TOP_BAR_H)
    for i, bubble in enumerate(laid):
        seat = bubble.line["seat"]
        panel = words.panels[seat]
        where = (game, seat, bubble.rect, panel)
        assert bubble.panel == panel, where  # at its own seat, not under the top bar
        assert bubble.rect.colliderect(panel.inflate(2 * GAP + 2, 2 * GAP + 2)), where
        assert table_area.contains(bubble.rect), where
        assert bubble.rect.collidelist(moves) < 0, (where, moves[bubble.rect.collidelist(moves)])
        assert bubble.rect.collidelist(keep) < 0, where
        for other in laid[i + 1 :]:
            assert not bubble.rect.colliderect(other.rect), (where, other.rect)
        room = bubble.rect.w - 2 * PAD_X - (bubble.picture + 8 if bubble.picture else 0)
        assert all(theme.width(x, bubble.size, "bold") <= room for x in bubble.lines), where
        assert bubble.size >= (theme.PHONE_TEXT if theme.largest() else 18)
        assert line_words(bubble.line).startswith(bubble.lines[0].rstrip("…"))
    long = next(b for b in laid if "text" in b.line and len(b.line["text"]) > 100)
    assert len(long.lines) == 2 and long.lines[-1].endswith("…")  # cut; the chat tab has it
    words.draw(app.surface, app.time, moves, keep)  # and it draws


def test_the_phone_sheet_open_keeps_bubbles_off_it() -> None:
    """The open sheet (the phone's log, with its chat tab) is kept clear of bubbles, and the
    table draws none while it is open."""
    app, table, words = table_at_turn("gloschli", theme.LARGEST, False)
    table.chrome.logs.toggle()
    T.run(app, 2)
    assert table.chrome.logs.sheet_open
    moves, keep = bubble_clear(table)
    assert table.chrome.logs.sheet.rect in keep
    everyone_says(words, len(table.match.seats), app.time)
    drawn: list = []
    words.draw = lambda *a: drawn.append(a)  # type: ignore[method-assign]
    draw_words(table, words, app.surface)
    assert drawn == []
    table.chrome.logs.toggle()
    draw_words(table, words, app.surface)
    assert len(drawn) == 1


def test_one_bubble_a_seat_the_newest_and_gone_after_a_while() -> None:
    words = TableWords()
    words.seat_at(1, pygame.Rect(400, 300, 300, 120))
    words.add([{"seat": 1, "name": "Ben", "react": "oops"}], 0.0)
    words.add([{"seat": 1, "name": "Ben", "text": "sorry"}], 1.0)
    assert words.shown(2.0) == ["Ben: sorry"]
    (bubble,) = words.layout(2.0)
    assert bubble.lines == ["sorry"] and bubble.panel is not None  # at his seat: no name
    words.add([{"seat": 2, "name": "Cy", "text": "hello"}], 3.0)  # no panel drawn for Cy
    laid = words.layout(3.0)
    assert laid[1].panel is None and laid[1].lines == ["Cy: hello"]  # named, under the bar
    assert laid[1].rect.top >= TOP_BAR_H
    assert words.shown(7.5) == ["Cy: hello"] and words.shown(9.5) == []


def test_every_picture_reaction_is_drawn_inside_its_box_and_has_words() -> None:
    assert set(PICTURES) <= set(REACTIONS) == set(REACTION_WORDS)
    assert 3 <= len(PICTURES) <= 5
    for key, paint in PICTURES.items():
        surf = pygame.Surface((80, 80), pygame.SRCALPHA)
        paint(surf, (40, 40), 40)
        inked = surf.get_bounding_rect()
        assert inked.w >= 24 and inked.h >= 24, key  # a picture, not a speck
        assert pygame.Rect(16, 16, 48, 48).contains(inked), (key, inked)
    assert len(SAID[1]["text"]) <= MAX_TEXT


def test_the_pictures_are_offered_beside_the_words_and_sent_as_their_key() -> None:
    """The say sheet offers each drawn picture as a button named in words (the spoken menus
    read it); a press sends the picture's fixed key, which shows drawn in the bubble."""
    app = T.new_app(hints=False)
    sent: list[dict] = []
    match = SimpleNamespace(
        table={"chat": True},
        seats=[Seat("Ana", "human"), Seat("Ben", "human")],
        conn=SimpleNamespace(seat=0),
        say=lambda **kw: sent.append(kw),
    )
    app.push(SayScene(app, match, TableWords()))
    T.run(app, 2)
    assert T.layout_overlaps(T.record_frame(app)) == []
    for key in PICTURES:
        button = T.find(app, f"say.{key}")
        assert button is not None and button.label == "" and button.icon is not None
        assert [v.name for v in button.voiced()] == [line_words({"react": key})]
    T.click(app, "say.flower")
    assert sent == [{"react": "flower"}]
    words = TableWords()
    words.seat_at(0, pygame.Rect(300, 400, 300, 120))
    words.add([{"seat": 0, "name": "Ana", **sent[0]}], 0.0)
    (bubble,) = words.layout(0.0)
    assert bubble.picture > 0 and bubble.lines == [t("say.flower")]
