"""The coach at the table: the Hint button (and key I), the hard bot thinking on the
person's own view a slice per frame, and its choice lit on the table with one line of why.

A hint never changes the game: the bot is given ``state.view(viewer)`` and the legal actions
(``game/ai/coach.py``), and its answer is only drawn — a sun-yellow pulsing ring on what the
action is (each table's ``coach_rects``), the move in words in the status pill, and the reason
the bot weighed in the coach's note, a cream bubble under the top bar (``draw_coach_note``: at
the Hint button, or at the left where a ring is there, wrapped to three lines). It stays until
the person acts or the turn changes (``coach_decision``). It is offered only when the setting
"Coach hints" is on, never in today's deal (``session.daily``), never to a spectator, and asked
only on the person's own turn at the device, outside animations. Each hint shown counts once in
``session.hints`` (saved with the game; the records mark such games).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.ai import coach
from game.ai.turn import SLICE, BotTurn
from game.i18n import language, t
from game.ui import draw, theme
from game.ui.layout import TOP_BAR_H, W
from game.ui.widgets import Button, Widget

COACH_KEY = "I"  # H is "how to play" (game/ui/inputs.py); I as in idea
NOTE_W = 620  # the coach's note: at most this wide, in at most NOTE_LINES lines
NOTE_LINES = 3
NOTE_PAD = 10


@dataclass
class CoachHint:
    action: Any
    game: str
    view: dict  # the view the bot was given: the why line is worded from it alone
    names: list[str]
    decision: tuple  # the decision it was given for (see Coach.coach_decision)
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
    """The coach's part of :class:`~game.ui.table.base.TableScene` (a mixin)."""

    def init_coach(self) -> None:
        self.coach_turn: BotTurn | None = None  # the hard bot thinking, a slice per frame
        self.coach_for: tuple | None = None  # the decision it thinks about
        self.coach_view: dict | None = None
        self.coach_hint: CoachHint | None = None

    # -- when --------------------------------------------------------------------------------
    def coach_offered(self) -> bool:
        """Is there a Hint button at this table? (Setting on, not today's deal, a person.)"""
        return (
            bool(self.app.settings.coach)
            and self.session.daily is None
            and not self.spectator
            and not self.match.online  # the seed and actions are the server's
        )

    def coach_choice(self) -> tuple[dict, list]:
        """The view the person is choosing in and its legal actions (a table may narrow it:
        a chosen power, not yet committed, is a private preview)."""
        return self.match.view(self.viewer), self.match.legal_actions()

    def coach_previewing(self) -> bool:
        """Is the person choosing in a private preview (a different decision from the table's)?"""
        return False

    def coach_blocked(self) -> bool:
        """A table's own moments without hints (start peeks on show, a confirmation)."""
        return False

    def coach_decision(self) -> tuple:
        """Which decision is open: a hint belongs to it and goes when it changes."""
        return (
            len(self.session.actions),
            self.match.current_player,
            self.viewer,
            self.coach_previewing(),
        )

    def coach_can_ask(self) -> bool:
        return (
            self.coach_offered()
            and self.my_turn()  # the person's turn at the device, no animation running
            and not self.results_open
            and not self.coach_blocked()
        )

    def coach_current(self) -> CoachHint | None:
        """The hint on show for the open decision, if any."""
        h = self.coach_hint
        return h if h is not None and h.decision == self.coach_decision() else None

    # -- asking and thinking -----------------------------------------------------------------
    def ask_coach(self) -> None:
        """The Hint button and key: start the hard bot on the person's view."""
        if not self.coach_offered():
            return
        if self.coach_turn is not None or self.coach_current() is not None:
            return  # thinking already, or shown: nothing new (and counted once)
        if not self.coach_can_ask():
            self.show_hint(self.wait_hint())
            return
        view, legal = self.coach_choice()
        seed = coach.hint_seed(self.session.seed, len(self.session.actions))
        bot = coach.coach_bot(self.session.game, seed)
        self.coach_turn = BotTurn(bot, view, legal, seed)
        self.coach_for = self.coach_decision()
        self.coach_view = view

    def step_coach(self) -> None:
        """A frame of the coach: a slice of thinking; drop what no longer fits the table."""
        if self.coach_hint is not None and self.coach_hint.decision != self.coach_decision():
            self.coach_hint = None  # the person acted, took back, or the turn moved on
        if self.coach_turn is None:
            return
        if self.coach_for != self.coach_decision() or not self.coach_can_ask():
            self.coach_turn = None  # the moment passed (a menu opened, the turn changed)
            return
        action = self.coach_turn.step(SLICE)
        if action is None:
            return
        self.coach_turn = None
        view, names = self.coach_view or {}, list(self.session.names)
        self.coach_hint = CoachHint(action, self.session.game, view, names, self.coach_for)
        self.session.hints += 1  # saved with the game: the records mark games with hints
        self.save()
        self.app.sound.play("hint")

    def coach_thinking(self) -> bool:
        return self.coach_turn is not None

    # -- showing -----------------------------------------------------------------------------
    def coach_status(self) -> str | None:
        """The why line for the status pill while the hint is on show."""
        h = self.coach_current()
        return h.text if h is not None else None

    def coach_widgets(self) -> list[Widget]:
        """The Hint button in the top bar (only when hints are offered at this table)."""
        if not self.coach_offered():
            return []
        busy = self.coach_thinking()

        def icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.sun(s, c, 8, theme.SUN if self.coach_can_ask() and not busy else (214, 220, 208))

        return [
            Button(
                "coach",
                self.coach_rect(),
                t("coach.thinking") if busy else t("coach.button"),
                self.ask_coach,
                "ghost",
                self.coach_can_ask() and not busy,
                size=18,
                icon=icon,
                key=COACH_KEY,
            )
        ]

    def coach_rect(self) -> pygame.Rect:
        """Left of Undo in the top bar: 124 wide, wider when its word needs it at its full
        size beside the sun and the key cap ("Consiglio")."""
        words = max(theme.width(t(k), 18, "bold") for k in ("coach.button", "coach.thinking"))
        w = max(124, words + 96)
        return pygame.Rect(self.undo_rect().x - 8 - w, 6, w, 40)

    def bar_centre(self, text: str, size: int = 22, pad: int = 0) -> tuple[str, int, int]:
        """The top bar's centre text (fitted) and its x: between the title and the buttons,
        so clear of the Hint button when there is one."""
        left = 52 + theme.width(self.bar_title(), 24, "bold") + 16 + pad
        right = (self.coach_rect().x if self.coach_offered() else self.undo_rect().x) - 12 - pad
        text, size = theme.fit_line(text, size, right - left, "bold")
        half = theme.width(text, size, "bold") // 2
        return text, size, max(left + half, min(W // 2 - 60, right - half))

    def coach_rects(self, action: Any) -> list[pygame.Rect]:
        """Where ``action`` is on the table (each game's own: a card, a button, a space)."""
        return []

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The pulsing sun-yellow ring round what the hint suggests, and the coach's note."""
        h = self.coach_current()
        if h is None or not self.my_turn():
            return
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 5.0)
        grow = 4 + round(4 * pulse)
        rings = self.coach_rects(h.action)
        self.draw_coach_note(surface, h.why, rings)
        for i, r in enumerate(rings):
            ring = pygame.Rect(r).inflate(2 * grow, 2 * grow)
            # sun between two dark lines: it reads on felt, on cards and beside lit targets
            pygame.draw.rect(surface, theme.INK, ring.inflate(8, 8), 4, border_radius=18)
            pygame.draw.rect(surface, theme.SUN, ring, 6, border_radius=14)
            pygame.draw.rect(surface, theme.INK, ring.inflate(-12, -12), 2, border_radius=10)
            if i == 0:  # the coach's sun on the first thing lit: not a lit target's glow
                pygame.draw.circle(surface, theme.INK, ring.topright, 15)
                draw.sun(surface, ring.topright, 7)

    def coach_note_rect(self, why: str, rings: list[pygame.Rect]) -> tuple[pygame.Rect, list, int]:
        """Where the coach's note goes and its lines: under the top bar at the Hint button, or
        at the left edge when a ring is there (never over what the hint lights)."""
        size = theme.body(17)
        lines = theme.wrap(why, size, NOTE_W - 2 * NOTE_PAD - 26, "bold")
        if len(lines) > NOTE_LINES:
            lines = lines[: NOTE_LINES - 1] + [" ".join(lines[NOTE_LINES - 1 :])]
            lines[-1] = theme.ellipsize(lines[-1], size, NOTE_W - 2 * NOTE_PAD - 26, "bold")
        step = theme.font(size, "bold").get_linesize()
        w = max(theme.width(line, size, "bold") for line in lines) + 2 * NOTE_PAD + 26
        box = pygame.Rect(0, TOP_BAR_H + 6, w, step * len(lines) + 2 * NOTE_PAD - 4)
        box.right = min(W - 8, self.coach_rect().right)
        if any(box.colliderect(r.inflate(24, 24)) for r in rings):
            box.left = 8
        return box, lines, size

    def draw_coach_note(self, surface: pygame.Surface, why: str, rings: list[pygame.Rect]) -> None:
        """The reason of the hint in a cream bubble with the coach's sun (nothing to click)."""
        if not why:
            return
        box, lines, size = self.coach_note_rect(why, rings)
        draw.panel(surface, box, theme.CREAM, 242, 14, theme.SUN, 2)
        button = self.coach_rect()
        if box.left <= button.centerx - 12 and button.centerx + 12 <= box.right:
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
