"""The coach at the table: the Hint button (and key I), the hard bot thinking on the
person's own view in the frames' spare time, and its choice lit on the table with one line of
why.

A hint never changes the game: the bot is given ``state.view(viewer)`` and the legal actions
(``game/ai/coach.py``), and its answer is only drawn — a sun-yellow pulsing ring on what the
action is (each table's ``coaching.rects``: coaching.py), the move in words in the status pill,
and the reason the bot weighed in the coach's note, a cream bubble under the top bar
(``Coach.draw_note``: at the Hint button, or at the left where a ring is there, wrapped to
three lines). It stays until the person acts or the turn changes (``Coach.decision``). The
keyboard's focus moves to what the hint lights, and Enter there takes the hinted move
(``Coach.take``). It is offered only when the setting "Coach hints" is on, never in today's
deal (``match.daily``), never to a spectator, and asked only on the person's own turn at the
device, outside animations. Each hint shown counts once in ``session.hints`` (saved with the
game; the records mark such games). The table owns its :class:`Coach` (``table.coach``) and
answers its questions (``table.coaching``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ai import coach
from game.ai.turn import BotTurn
from game.i18n import language, t
from game.ui import draw, keymap, theme
from game.ui.layout import TOP_BAR_H, H, W
from game.ui.table import palette
from game.ui.table.scale import CORNER, ICON_ROOM, WORD_W, Gap, Text, bar_button
from game.ui.widgets import Button, Widget, bar_label

if TYPE_CHECKING:
    from game.ui.table.base import TableScene

NOTE_W = 620  # the coach's note: at most this wide, in at most NOTE_LINES lines
NOTE_LINES = 3
NOTE_PAD = 10
NOTE_SUN = 26  # the sun left of the note's words


@dataclass
class CoachHint:
    action: Any
    game: str
    view: dict  # the view the bot was given: the why line is worded from it alone
    names: list[str]
    decision: tuple  # the decision it was given for (see Coach.decision)
    _words: tuple[str, str, str] | None = None  # (language, move, reason)

    def words(self) -> tuple[str, str]:
        """The move and its reason in the language of the moment (it may change in the pause
        menu); worded once per language."""
        if self._words is None or self._words[0] != language():
            try:
                line = coach.line(*coach.why(self.game, self.view, self.action, self.names))
            except Exception:  # a words bug must not take the table down: the ring still shows
                line = t("coach.fallback")
            self._words = (language(), *coach.parts(line))
        return self._words[1], self._words[2]

    @property
    def text(self) -> str:
        """The status pill's line: the move."""
        return self.words()[0]

    @property
    def why(self) -> str:
        """The coach's note: what the bot weighed ("" when there is nothing to add)."""
        return self.words()[1]


class Coach:
    """The coach of one table (owned by it as ``table.coach``): when a hint is offered, the
    search and the hint on show; what it puts on the table is its ``screen``."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app
        self.match = table.match
        self.screen = CoachScreen(table)
        self.turn: BotTurn | None = None  # the hard bot, searching in the frames' spare time
        self.decided: tuple | None = None  # the decision it thinks about
        self.view: dict | None = None
        self.hint: CoachHint | None = None

    # -- when --------------------------------------------------------------------------------
    def offered(self) -> bool:
        """Is there a Hint button at this table? (Setting on, not today's deal, a person.)"""
        return (
            bool(self.app.settings.coach)
            and self.match.daily is None
            and bool(self.match.humans)  # never to a spectator
            and self.table.way.session is not None  # the seed and actions are here
        )

    def decision(self) -> tuple:
        """Which decision is open: a hint belongs to it and goes when it changes."""
        return (
            self.match.actions_taken,
            self.match.current_player,
            self.match.viewer,
            self.table.coaching.previewing(),
        )

    def can_ask(self) -> bool:
        # The person's turn at the device, no animation running (never once the game is
        # over: no one is to act then).
        return self.offered() and self.table.my_turn() and not self.table.coaching.blocked()

    def current(self) -> CoachHint | None:
        """The hint on show for the open decision, if any."""
        h = self.hint
        return h if h is not None and h.decision == self.decision() else None

    # -- asking and thinking -----------------------------------------------------------------
    def ask(self) -> None:
        """The Hint button and key: start the hard bot on the person's view."""
        if not self.offered():
            return
        if self.turn is not None or self.current() is not None:
            return  # thinking already, or shown: nothing new (and counted once)
        if not self.can_ask():
            self.table.show_hint(self.table.wait_hint())
            return
        self.table.coaching.asking()
        view, legal = self.table.coaching.choice()
        session = self.table.way.session
        if session is None:
            return
        seed = coach.hint_seed(session.seed, len(session.actions))
        bot = coach.coach_bot(session.game, seed)
        self.turn = BotTurn(bot, view, legal, seed)
        self.decided = self.decision()
        self.view = view

    def step(self) -> None:
        """A frame of the coach: drop what no longer fits the table; show the hint once the
        search (``think``, after the frame before) has found it."""
        if self.hint is not None and self.hint.decision != self.decision():
            self.hint = None  # the person acted, took back, or the turn moved on
        if self.turn is None:
            return
        if self.decided != self.decision() or not self.can_ask():
            self.turn = None  # the moment passed (a menu opened, the turn changed)
            return
        action = self.turn.action
        if action is None:
            return
        self.turn = None
        view, names = self.view or {}, list(self.match.names)
        self.hint = CoachHint(action, self.match.game.name, view, names, self.decided)
        self.screen.focus_on(action)
        way = self.table.way
        if way.session is not None:  # saved with the game: the records mark games with hints
            way.session.hints += 1
        way.save()
        self.app.sound.play("hint")

    def think(self, seconds: float) -> None:
        """The spare time after a frame: the search, while its decision is still the open one
        (the next ``step`` shows what it found)."""
        if self.turn is not None and self.turn.action is None and self.decided == self.decision():
            self.turn.step(seconds)

    def thinking(self) -> bool:
        return self.turn is not None

    def take(self) -> bool:
        """Enter: the hinted move, while a hint is on show (``CoachScreen.take``)."""
        return self.screen.take(self.current())

    # -- showing -----------------------------------------------------------------------------
    def status(self) -> str | None:
        """The why line for the status pill while the hint is on show."""
        h = self.current()
        return h.text if h is not None else None

    def widgets(self) -> list[Widget]:
        """The Hint button in the top bar (only when hints are offered at this table)."""
        if not self.offered():
            return []
        busy = self.thinking()

        def icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.sun(s, c, 8, theme.SUN if self.can_ask() and not busy else theme.OFF_INK)

        return [
            Button(
                "coach",
                self.screen.rect(),
                t("coach.thinking") if busy else t("coach.button"),
                self.ask,
                "ghost",
                self.can_ask() and not busy,
                size=bar_label(Text.LABEL),
                icon=icon,
                key=keymap.first_cap("table.coach"),  # I as in idea: H is "how to play"
            )
        ]

    def draw(self, surface: pygame.Surface) -> None:
        """The pulsing sun-yellow ring round what the hint on show suggests, and the note."""
        self.screen.draw(surface, self.current())


class CoachScreen:
    """What the coach puts on its table: the Hint button's place, the keyboard's focus on
    what a hint lights, the rings round it and the coach's note."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app
        self.focus: str | None = None  # where the hint put the keyboard's focus (Enter takes it)

    def focus_on(self, action: Any) -> None:
        """A hint is shown: the keyboard's focus moves to the first thing it lights that the
        keyboard can reach (None: nothing to focus; Enter still takes the hint)."""
        table = self.table
        items = [w for w in table.focusable() if w.enabled]
        for rect in table.coaching.rects(action):
            for w in items:
                if w.rect.collidepoint(rect.center):
                    table.focus_id = self.focus = w.id
                    return
        table.focus_id = self.focus = None

    def take(self, hint: CoachHint | None) -> bool:
        """Enter while ``hint`` is on show and the focus is still where the hint put it: the
        hinted move (the focus moved elsewhere acts there as ever)."""
        table = self.table
        if hint is None or table.focus_id != self.focus or not table.my_turn():
            return False
        if self.app.time < table.ready_at:
            return True  # the double-press guard: dropped, never the next decision's
        table.coaching.take(hint.action)
        return True

    def rect(self) -> pygame.Rect:
        """Left of Undo in the top bar: 124 wide, wider when its word needs it at its full
        size beside the sun and the key cap ("Consiglio")."""
        size = bar_label(Text.LABEL)
        words = max(theme.width(t(k), size, "bold") for k in ("coach.button", "coach.thinking"))
        right = self.table.chrome.undo_rect().x - Gap.TIGHT
        return bar_button(right, max(WORD_W, words + ICON_ROOM))

    def draw(self, surface: pygame.Surface, h: CoachHint | None) -> None:
        """The pulsing sun-yellow ring round what the hint ``h`` suggests, and its note."""
        if h is None or not self.table.my_turn():
            return
        pulse = 0.5 + 0.5 * math.sin(self.app.wave_time() * 5.0)
        grow = 4 + round(4 * pulse)
        rings = self.table.coaching.rects(h.action)
        self.draw_note(surface, h.why, rings)
        for i, r in enumerate(rings):
            ring = pygame.Rect(r).inflate(2 * grow, 2 * grow)
            # sun between two dark lines: it reads on felt, on cards and beside lit targets
            pygame.draw.rect(surface, theme.INK, ring.inflate(8, 8), 4, border_radius=18)
            pygame.draw.rect(surface, theme.SUN, ring, 6, border_radius=14)
            pygame.draw.rect(surface, theme.INK, ring.inflate(-12, -12), 2, border_radius=10)
            if i == 0:  # the coach's sun on the first thing lit: not a lit target's glow
                pygame.draw.circle(surface, theme.INK, ring.topright, 15)
                draw.sun(surface, ring.topright, 7)

    def note_rect(self, why: str, rings: list[pygame.Rect]) -> tuple[pygame.Rect, list, int]:
        """Where the coach's note goes and its lines: under the top bar at the Hint button,
        else at the left edge, else at the bottom: the first place clear of what the hint
        lights, of what can be pressed now (a lit card, a facing arrow) and of what the table
        keeps in sight (the pawns), else the one that hides the least of them. A sentence of
        its own: its first letter a capital."""
        size = theme.running(Text.NOTE)
        why = why[:1].upper() + why[1:]
        room = NOTE_W - 2 * NOTE_PAD - NOTE_SUN
        lines = theme.wrap(why, size, room, "bold")
        if len(lines) > NOTE_LINES:
            lines = lines[: NOTE_LINES - 1] + [" ".join(lines[NOTE_LINES - 1 :])]
            lines[-1] = theme.ellipsize(lines[-1], size, room, "bold")
        step = theme.font(size, "bold").get_linesize()
        w = max(theme.width(line, size, "bold") for line in lines) + 2 * NOTE_PAD + NOTE_SUN
        box = pygame.Rect(0, TOP_BAR_H + Gap.SNUG, w, step * len(lines) + 2 * NOTE_PAD - Gap.HAIR)
        box.right = min(W - Gap.TIGHT, self.rect().right)
        spots = [box, box.move(Gap.TIGHT - box.x, 0)]
        spots += [spot.move(0, H - Gap.TIGHT - box.bottom) for spot in spots]
        lit = [pygame.Rect(r).inflate(Gap.WIDE, Gap.WIDE) for r in rings]
        live = [
            w.rect
            for w in self.table.widgets()
            if w.enabled and w.visible and w.rect.top > TOP_BAR_H  # the table's, not the bar's
        ] + self.table.coaching.keep_clear()

        def hidden(spot: pygame.Rect) -> tuple[int, int]:
            return spot.collidelist(lit) >= 0, sum(spot.clip(r).w * spot.clip(r).h for r in live)

        return min(spots, key=hidden), lines, size  # the first of equals: min keeps the order

    def draw_note(self, surface: pygame.Surface, why: str, rings: list[pygame.Rect]) -> None:
        """The reason of the hint in a cream bubble with the coach's sun (nothing to click)."""
        if not why:
            return
        box, lines, size = self.note_rect(why, rings)
        draw.panel(surface, box, theme.CREAM, palette.NOTE_ALPHA, CORNER, theme.SUN, 2)
        button = self.rect()
        if box.left <= button.centerx - Gap.EDGE and button.centerx + Gap.EDGE <= box.right:
            # a speech bubble's tail up to the Hint button it comes from
            cx, top = button.centerx, box.top
            tip = [(cx - 9, top + 2), (cx, top - 7), (cx + 9, top + 2)]
            pygame.draw.polygon(surface, theme.CREAM, tip)
            pygame.draw.lines(surface, theme.SUN, False, tip, 2)
        draw.sun(surface, (box.x + NOTE_PAD + 8, box.y + NOTE_PAD + 8), 6)
        step = theme.font(size, "bold").get_linesize()
        for i, line in enumerate(lines):
            pos = (box.x + NOTE_PAD + 24, box.y + NOTE_PAD - 2 + i * step)
            theme.blit_text(surface, line, size, pos, theme.INK, "bold")
