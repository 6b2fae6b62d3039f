"""Wald's sequential probability ratio test on a win rate, as engine testers use it.

H0: the first player's expected score per game is ``p0``; H1: it is ``p1`` (> p0). Each game
adds ``x * ln(p1 / p0) + (1 - x) * ln((1 - p1) / (1 - p0))`` to the log-likelihood ratio, where
``x`` in [0, 1] is the game's score (1 a win, 0 a loss, a shared win its fraction: for x in
{0, 1} this is the Bernoulli likelihood ratio exactly). The test stops, accepting H1, once the
ratio reaches ``ln((1 - beta) / alpha)`` and, accepting H0, once it falls to
``ln(beta / (1 - alpha))``; alpha and beta bound the two error rates.

A duplicate deal's games are negatively correlated in luck (a deal that favours a seat helps
each side once), so their sum varies less than independent games': counting them as
independent makes the test a little slower to stop, never wrong more often.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

H1 = "H1"
H0 = "H0"


@dataclass
class Sprt:
    p0: float
    p1: float
    alpha: float = 0.05
    beta: float = 0.05
    llr: float = 0.0
    games: int = 0

    def __post_init__(self) -> None:
        if not 0.0 < self.p0 < self.p1 < 1.0:
            raise ValueError("SPRT needs 0 < p0 < p1 < 1")
        if not (0.0 < self.alpha < 0.5 and 0.0 < self.beta < 0.5):
            raise ValueError("SPRT error rates must lie in (0, 0.5)")
        self._win = math.log(self.p1 / self.p0)
        self._loss = math.log((1.0 - self.p1) / (1.0 - self.p0))

    @property
    def upper(self) -> float:
        """Accept H1 at or above this log-likelihood ratio."""
        return math.log((1.0 - self.beta) / self.alpha)

    @property
    def lower(self) -> float:
        """Accept H0 at or below this log-likelihood ratio."""
        return math.log(self.beta / (1.0 - self.alpha))

    def add(self, score: float) -> None:
        """One game's score in [0, 1] for the first player."""
        x = min(1.0, max(0.0, float(score)))
        self.llr += x * self._win + (1.0 - x) * self._loss
        self.games += 1

    def verdict(self) -> str | None:
        """H1, H0, or None while the evidence is not yet clear."""
        if self.llr >= self.upper:
            return H1
        if self.llr <= self.lower:
            return H0
        return None


def llr_of(wins: float, losses: float, p0: float, p1: float) -> float:
    """The log-likelihood ratio of ``wins`` and ``losses`` (fractions allowed) at once."""
    return wins * math.log(p1 / p0) + losses * math.log((1.0 - p1) / (1.0 - p0))
