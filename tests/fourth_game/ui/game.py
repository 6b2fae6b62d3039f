"""High card's table and results: cards as buttons, the trick in the middle."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.game_ui import GameUI
from game.ui.layout import W
from game.ui.table.base import TableScene
from game.ui.table.results import ResultsScene
from game.ui.table.words import Words
from game.ui.widgets import Button, Widget
from tests.fourth_game import narrate
from tests.fourth_game.rules import Play


class HighCardResults(ResultsScene):
    def __init__(self, app, table) -> None:
        super().__init__(app, table)
        self.rect = pygame.Rect(200, 120, W - 400, 400)
        self._widgets = self.end_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.CREAM, self.rect, border_radius=20)
        for i, seat in enumerate(self.match.seats):
            score = int(self.result.scores[i])
            line = f"{seat.name}: {score}" + (" *" if i in self.result.winners else "")
            theme.blit_text(surface, line, 24, (self.rect.x + 40, self.rect.y + 40 + 40 * i))
        self.draw_widgets(surface)


class HighCardWords(Words):
    def __init__(self, table: TableScene) -> None:
        self.table = table

    def log_entries(self, events: list) -> list[dict]:
        table = self.table
        watcher = -1 if table.hot_seat or table.spectator else table.viewer
        return narrate.log_entries(events, watcher, table.match.names)


class HighCardTable(TableScene):
    name = "high_card"
    results_class = HighCardResults

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.words = HighCardWords(self)

    def view(self) -> dict:
        return self.seats.view()

    def status_text(self) -> tuple[str, bool]:
        shared = self.status.turn("hc.status.over", "hc.status.bot", "hc.status.other")
        if shared is not None:
            return shared
        return t("hc.status.yours", name=self.seat_name(self.viewer)), True

    def widgets(self) -> list[Widget]:
        ws: list[Widget] = []
        mine = self.my_turn()
        legal = set(self.match.legal_actions()) if mine else set()
        hand = self.view()["hand"] if self.seats.hand_visible() else []
        for i, card in enumerate(hand):
            ws.append(
                Button(
                    f"card.{card}",
                    (300 + 110 * i, 520, 96, 130),
                    str(card),
                    lambda c=card: self.human_act(Play(c)),
                    "primary",
                    Play(card) in legal,
                    size=40,
                )
            )
        return ws + self.chrome_widgets()

    def draw(self, surface: pygame.Surface) -> None:
        self.chrome.backdrop(surface, "")
        view = self.view()
        for i, played in enumerate(view["trick"]):
            text = f"{self.seat_name(played['seat'])}: {played['card']}"
            theme.blit_text(surface, text, 32, (300 + 200 * i, 300), theme.CREAM, "bold")
        self.chrome.status_pill(surface, (500, 460), 600, 22)
        self.draw_widgets(surface)


UI = GameUI(table=lambda: HighCardTable)
