"""Gloschli's card table (GL-1..GL-15) and the numbers of its rules.

The deck's composition is this edition's (house) choice: a printed edition's real values can be
dropped in here without touching the rules. A card is one small int, its *face* (an index into
:data:`FACES`); copies of a face are interchangeable, so the engine never tells them apart.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.validate import brief

# Powers (what a card does when discarded straight from a deck draw, GL-19 A-1).
NO_POWER = 0
TRICK = 1  # GL-2: swap two of your own face-down cards, unseen by the others
DISTRACTION = 2  # GL-3: swap a card of one opponent with a card of another, unseen
EYE = 3  # GL-4: look at one of your cards
SPY = 4  # GL-5: look at one card of another player
STRONG_EYE = 5  # GL-6: look at one of your cards, then at the deck's top card
SUPER_SPY = 6  # GL-7: look at one card of another player, then at the deck's top card
BLIND_SWAP = 7  # GL-8: swap one of yours with one of another player's, nobody looks
SWAP = 8  # GL-9: look at another player's card, then swap it with one of yours or leave it
GLUBSCHI = 9  # GL-11: look at all of your cards
ISBAR = 10  # GL-13: swap all your face-down cards with all of another player's

POWER_NAMES: tuple[str, ...] = (
    "none",
    "trick",
    "distraction",
    "eye",
    "spy",
    "strong_eye",
    "super_spy",
    "blind_swap",
    "swap",
    "glubschi",
    "isbar",
)


class Face(NamedTuple):
    """One kind of card: its name, points, number of copies, power and rule id."""

    name: str
    points: int
    copies: int
    power: int
    rule: str


# The house deck, 54 cards. The index of a face is the card's id everywhere in the engine.
FACES: tuple[Face, ...] = (
    Face("creature_1", 1, 4, NO_POWER, "GL-1"),
    Face("creature_2", 2, 4, NO_POWER, "GL-1"),
    Face("creature_3", 3, 4, NO_POWER, "GL-1"),
    Face("creature_4", 4, 4, NO_POWER, "GL-1"),
    Face("creature_5", 5, 4, NO_POWER, "GL-1"),
    Face("trick", 6, 2, TRICK, "GL-2"),
    Face("distraction", 6, 2, DISTRACTION, "GL-3"),
    Face("eye", 7, 4, EYE, "GL-4"),
    Face("spy", 8, 4, SPY, "GL-5"),
    Face("strong_eye", 9, 4, STRONG_EYE, "GL-6"),
    Face("super_spy", 10, 4, SUPER_SPY, "GL-7"),
    Face("blind_swap", 11, 4, BLIND_SWAP, "GL-8"),
    Face("swap", 12, 4, SWAP, "GL-9"),
    Face("chotzli", 0, 1, NO_POWER, "GL-10"),
    Face("glubschi", 0, 1, GLUBSCHI, "GL-11"),
    Face("pferd", 0, 1, NO_POWER, "GL-12"),
    Face("isbar", 0, 1, ISBAR, "GL-13"),
    Face("plus_one", 5, 1, NO_POWER, "GL-14"),
    Face("blind", 5, 1, NO_POWER, "GL-15"),
)

# Face ids by name: every module (rules, bots, art) names a card through these. A power
# card's id is <POWER>_CARD; the bare names above (EYE, SWAP ...) are the powers themselves.
FACE_BY_NAME: dict[str, int] = {f.name: i for i, f in enumerate(FACES)}
CREATURE_CARDS: tuple[int, ...] = tuple(FACE_BY_NAME[f"creature_{n}"] for n in range(1, 6))
CREATURE_2, CREATURE_3, CREATURE_4 = CREATURE_CARDS[1:4]
TRICK_CARD = FACE_BY_NAME["trick"]
DISTRACTION_CARD = FACE_BY_NAME["distraction"]
EYE_CARD = FACE_BY_NAME["eye"]
SPY_CARD = FACE_BY_NAME["spy"]
STRONG_EYE_CARD = FACE_BY_NAME["strong_eye"]
SUPER_SPY_CARD = FACE_BY_NAME["super_spy"]
BLIND_SWAP_CARD = FACE_BY_NAME["blind_swap"]
SWAP_CARD = FACE_BY_NAME["swap"]
CHOTZLI = FACE_BY_NAME["chotzli"]
GLUBSCHI_CARD = FACE_BY_NAME["glubschi"]
PFERD = FACE_BY_NAME["pferd"]
ISBAR_CARD = FACE_BY_NAME["isbar"]
PLUS_ONE = FACE_BY_NAME["plus_one"]
BLIND = FACE_BY_NAME["blind"]
HEROES: tuple[int, ...] = (CHOTZLI, GLUBSCHI_CARD, PFERD, ISBAR_CARD)
COMBO_CARDS: tuple[int, ...] = (PLUS_ONE, BLIND)

# Flat lookup tables, indexed by card id (speed: the AI plays thousands of games).
POINTS: tuple[int, ...] = tuple(f.points for f in FACES)
POWER: tuple[int, ...] = tuple(f.power for f in FACES)
DECK: tuple[int, ...] = tuple(i for i, f in enumerate(FACES) for _ in range(f.copies))
DECK_SIZE = len(DECK)  # 54

# Numbers of the rules (house where RULES.md says so).
HAND_SIZE = 4  # GL-16
HAND_SIZE_PLUS_ONE = 5  # GL-16 / GL-30 "Plus 1"
START_PEEKS = 2  # GL-17 (none after a "Blind" combo)
CALL_LIMIT = 5  # GL-28: a caller with more than this many points is penalized
CALLER_PENALTY = 15  # GL-28
BEATEN_PENALTY = 5  # GL-28
PFERD_CAP = 10  # GL-29
COMBO_NEEDS: tuple[int, ...] = (CREATURE_2, CREATURE_3, CREATURE_4)  # GL-30: a 2, a 3 and a 4
DEFAULT_TARGET = 100  # GL-31
ROUND_ACTION_CAP = 400  # GL-32 (house, safety)
GAME_ROUND_CAP = 200  # house, safety: a game of 200 rounds ends (no real game comes near it)


def card_json(card: int) -> dict[str, Any]:
    """The JSON form of a card: ``{"face": id, "name": str, "points": int, "power": str}``."""
    f = FACES[card]
    return {"face": card, "name": f.name, "points": f.points, "power": POWER_NAMES[f.power]}


def card_from_json(data: object) -> int:
    """A card id from its JSON form (the ``face`` is what counts); ValueError if malformed."""
    if not isinstance(data, dict):
        raise ValueError("a card must be an object")
    face = data.get("face")
    if type(face) is not int or not 0 <= face < len(FACES):
        raise ValueError(f"no such card: {brief(data)}")
    return face
