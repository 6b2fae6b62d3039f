"""Floriado in words: cards, kinds and revenues as the log and the results say them (pure)."""

from __future__ import annotations

from game.i18n import number, t, tn


def fmt(value: float) -> str:
    """A revenue as people write it: 12, 0.75, 12.75 (0,75 in German, French, Italian)."""
    return number(value)


def card_text(card: dict) -> str:
    return tn(f"fl.card.{card['kind']}", int(card["flowers"]))


def kind_name(kind: int) -> str:
    return t(f"fl.kind.{kind}")
