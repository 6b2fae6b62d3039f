"""The rules screens and first-game hints of Meadow, in English, German, French and Italian.

Pure data for the interface: no pygame and no game logic. The text is written anew for this
edition from shared/RULES.md (the sheets in shared/seeds/ gave the facts and the usual terms of
each language, never the sentences); every house number here matches the engine's card tables.

- ``RULES_TEXT[lang][game]``: the sections of a game's rules screen, in the order a player
  needs them. Every language has the same sections in the same order, each with the same
  number of paragraphs and the same ``illustrate`` hint, so the screens stay parallel.
- ``illustrate`` names the card art to draw beside a section (a key of ``ILLUSTRATIONS``), or
  is None.
- ``FIRST_GAME_HINTS[lang][hint_id]``: short table hints for a first game; same ids everywhere.
- ``GAME_NAMES`` and ``GAME_TAGLINES``: per language and game.

Term choices: the heroes keep their Swiss names in every language (Chötzli, Glubschi, Pferd,
Isbär); "Pferd" stays a name, glossed once as the horse / le cheval / il cavallo. Gloschli's
power cards are "powers" (en), "Aktionen" (de), "pouvoirs" (fr) and "azioni" (it).
"""

from typing import TypedDict


class Section(TypedDict):
    """One part of a rules screen."""

    title: str
    paragraphs: list[str]
    illustrate: str | None


LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "it")
GAMES: tuple[str, ...] = ("via_gladiola", "gloschli", "floriado")

# What each ``illustrate`` key asks the interface to draw (descriptions for developers).
ILLUSTRATIONS: dict[str, str] = {
    "vg:finish": "a Finish card (50 km, finish flag)",
    "vg:cards": "a few distance cards with their blister (plaster) icons",
    "vg:start": "the Day 1 start card (0 km) with the face-down draw pile",
    "vg:pace_bands": "a walk-pile top card with its three pace bands: draw 0, 1, 2",
    "vg:gladiola": "a Gladiola card with its blisters",
    "gl:table": "a player's four face-down cards beside the deck and the discard pile",
    "gl:creatures": "the creature cards 1 to 5",
    "gl:powers": "the power cards 6 to 12 with their icons",
    "gl:heroes": "the four heroes: Chötzli, Glubschi, Pferd, Isbär",
    "gl:chotzli": "Chötzli turned face up (STOP)",
    "gl:combos": "the combo cards Plus 1 and Blind with a 2, a 3 and a 4",
    "fl:field": "the 5 x 8 flower field",
    "fl:pawn": "a pawn on an empty space, with its facing arrow",
    "fl:move": "a pawn's three legal directions: forward, left, right",
    "fl:pile": "a pile of one kind running downhill (8, 6, 5, 2)",
    "fl:payout": "the payout table, 1 card 0.75 up to 8 cards 33",
}

GAME_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "via_gladiola": "Via Gladiola",
        "gloschli": "Gloschli",
        "floriado": "Floriado",
    },
    "de": {
        "via_gladiola": "Via Gladiola",
        "gloschli": "Gloschli",
        "floriado": "Floriado",
    },
    "fr": {
        "via_gladiola": "Via Gladiola",
        "gloschli": "Gloschli",
        "floriado": "Floriado",
    },
    "it": {
        "via_gladiola": "Via Gladiola",
        "gloschli": "Gloschli",
        "floriado": "Floriado",
    },
}

GAME_TAGLINES: dict[str, dict[str, str]] = {
    "en": {
        "via_gladiola": "Four days, 50 km a day: walk smart and spare your feet.",
        "gloschli": "Peek, spy and swap, then call GLOSCHLI when your cards are low.",
        "floriado": "Pick flowers into bundles, each card smaller than the last.",
    },
    "de": {
        "via_gladiola": "Vier Tage, je 50 km: Wer klug wandert, schont die Füße.",
        "gloschli": "Schauen, spionieren, tauschen – und „GLOSCHLI!“ rufen, wenn du wenig hast.",
        "floriado": "Blumen pflücken, Sträuße binden – jede Karte kleiner als die letzte.",
    },
    "fr": {
        "via_gladiola": "Quatre jours, 50 km par jour : marchez malin, ménagez vos pieds.",
        "gloschli": "Regardez, espionnez, échangez, puis criez « GLOSCHLI ! » au bon moment.",
        "floriado": "Cueillez des bouquets, chaque carte plus petite que la précédente.",
    },
    "it": {
        "via_gladiola": "Quattro giorni, 50 km al giorno: cammina con giudizio e salva i piedi.",
        "gloschli": "Sbircia, spia, scambia, poi grida «GLOSCHLI!» quando hai pochi punti.",
        "floriado": "Raccogli mazzolini di fiori, ogni carta più piccola della precedente.",
    },
}

_EN_VG: list[Section] = [
    {
        "title": "The walk",
        "paragraphs": [
            (
                "You are walking the Four Days Marches of Nijmegen: 50 km a day, four days in a "
                "row. Every card still in your hand at the end hurts your feet. For 2 to 5 "
                "players."
            ),
            (
                "On your turn you walk a little further, rest, or (on the last day only) lay "
                "down a Gladiola. Walk too fast and you must draw more cards."
            ),
            (
                "When Day 4 ends, everyone counts the blisters on the cards in their hand. The "
                "fewest blisters wins."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "The cards",
        "paragraphs": [
            (
                "Distance cards: 49 cards from 1 to 49 km, one of each. Each shows 0 to 5 "
                "blisters; 12 show none. The 13, 29 and 44 carry 5 blisters; the 21, 36 and 48 "
                "carry 4."
            ),
            "Finish cards: 6 cards worth 50 km. Two have no blisters, two have 1 and two have 2.",
            (
                "Gladiolas: 8 cards with no distance, only blisters: 1, 2, 2, 3, 3, 4, 4 and 5. "
                "You can never walk with a Gladiola."
            ),
            (
                "Start cards: 4 cards worth 0 km, one for each day. They open each day’s walk "
                "pile and never go into the draw pile."
            ),
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Setting up",
        "paragraphs": [
            (
                "Put the Day 1 start card (0 km) in the middle: it opens the walk pile. The "
                "other 63 cards (49 distance, 6 Finish, 8 Gladiolas) are shuffled into one "
                "face-down draw pile."
            ),
            (
                "Everyone gets 8 cards and keeps them secret. All can see how many cards each "
                "player holds and how big the draw pile is."
            ),
            "Choose who starts, or let the game draw lots. Play goes clockwise.",
        ],
        "illustrate": "vg:start",
    },
    {
        "title": "Your turn: walk",
        "paragraphs": [
            "On your turn, do exactly one thing: Walk, Rest or Play a Gladiola.",
            (
                "Walk: lay a distance or Finish card from your hand on the walk pile. It must "
                "beat the top card by 1 to 15 km. A Gladiola can never be used to walk."
            ),
            (
                "Then draw by the size of your step: up to 5 km, nothing; 6 to 10 km, 1 card; 11 "
                "to 15 km, 2 cards. A step of 16 or more is not allowed."
            ),
            (
                "Example: the 21 is on top. With 22–26 you draw nothing, with 27–31 one card, "
                "with 32–36 two. 37 or more is not allowed."
            ),
        ],
        "illustrate": "vg:pace_bands",
    },
    {
        "title": "Rest, or a Gladiola on Day 4",
        "paragraphs": [
            (
                "Rest: draw 1 card. You may always rest, even when you could walk. A small card "
                "taken now often spares you a long step later."
            ),
            (
                "Play a Gladiola: Day 4 only. Lay a Gladiola from your hand beside the walk "
                "pile. It leaves the game with its blisters, and you draw nothing."
            ),
            "Before Day 4 a Gladiola is stuck in your hand, so plan for it.",
        ],
        "illustrate": "vg:gladiola",
    },
    {
        "title": "The end of a day",
        "paragraphs": [
            (
                "A Finish card (50 km) ends the day at once, after you draw for that step. It "
                "follows the 15 km rule too: the top card must be at least 35."
            ),
            (
                "Days 1 to 3: the day’s walk pile is set aside, the next day’s start card opens "
                "a new one, and the next player carries on."
            ),
            (
                "Day 4: the game is over. Your hand goes with you from day to day; only what you "
                "hold at the very end counts."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "When the draw pile runs out",
        "paragraphs": [
            (
                "If you must draw and the draw pile is empty, take the walk pile of the oldest "
                "finished day, without its start card, and shuffle it: that is the new draw "
                "pile. Day 1 first, then Day 2, then Day 3."
            ),
            (
                "Each finished day is used only once. If none is left, the rest of your draws "
                "are skipped; a Rest then brings no card and simply ends your turn."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Scoring and winning",
        "paragraphs": [
            (
                "At the end, add up the blisters on the cards left in your hand. The fewest "
                "blisters wins."
            ),
            "A tie? Whoever holds fewer cards wins. Still a tie? You share the victory.",
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Variant: Last card",
        "paragraphs": [
            (
                "With this option (off unless you turn it on), the game also ends as soon as a "
                "player has no cards left in hand. Scoring stays the same."
            ),
            (
                "The hand is checked after that action’s draws, so only a step that draws "
                "nothing (5 km or less) can empty a hand."
            ),
        ],
        "illustrate": None,
    },
]

_EN_GL: list[Section] = [
    {
        "title": "The goal",
        "paragraphs": [
            (
                "Gloschli is a Swiss game of memory and bluff with little creatures. Your cards "
                "lie face down in front of you, and you want their points as low as possible. "
                "For 2 to 6 players."
            ),
            (
                "Peek, spy, swap. When you think your cards are worth 5 points or fewer, call "
                "“GLOSCHLI!” to end the round."
            ),
            (
                "Points add up over several rounds. After the round in which someone goes over "
                "100 points, the game ends: the lowest total wins."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "The cards",
        "paragraphs": [
            "54 cards. Creatures 1 to 5, four of each: worth their number, with no power.",
            (
                "Power cards 6 to 12: worth their number. If you draw one from the deck and "
                "discard it at once, you may use its power."
            ),
            (
                "Four heroes worth 0 points: Chötzli, Glubschi, Pferd (the horse) and Isbär (the "
                "ice bear). Two combo cards, “Plus 1” and “Blind”, worth 5 points each."
            ),
        ],
        "illustrate": "gl:creatures",
    },
    {
        "title": "Powers 6 to 9",
        "paragraphs": [
            "6 Trick (2 cards): swap two of your own face-down cards, without looking.",
            (
                "6 Distraction (2): swap a face-down card of one opponent with one of another "
                "opponent, unseen. With 2 players it does nothing."
            ),
            "7 Eye (4): look at one of your face-down cards.",
            "8 Spy (4): look at one face-down card of another player.",
            (
                "9 Strong eye (4): look at one of your cards, then at the top card of the deck; "
                "it stays on top."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Powers 10 to 12",
        "paragraphs": [
            (
                "10 Super spy (4): look at one card of another player, then at the top card of "
                "the deck."
            ),
            (
                "11 Blind swap (4): swap one of your face-down cards with one of another "
                "player’s. Nobody looks."
            ),
            (
                "12 Swap (4): look at one face-down card of another player. Then swap it with "
                "one of yours (without looking at yours), or leave it where it is."
            ),
            (
                "A power works only if you discard the card straight after drawing it from the "
                "deck. Taken from the discard pile or swapped away, it does nothing."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "The heroes",
        "paragraphs": [
            "Four heroes, each worth 0 points wherever it is.",
            "Chötzli: guards itself against swaps (see “STOP!”).",
            (
                "Glubschi: discard it straight after drawing it, and look at all of your "
                "face-down cards."
            ),
            (
                "Pferd (the horse): if you hold it at the end of a round, your cards count 10 "
                "points at most."
            ),
            (
                "Isbär (the ice bear): discard it straight after drawing it, and swap all your "
                "face-down cards for all of another player’s."
            ),
        ],
        "illustrate": "gl:heroes",
    },
    {
        "title": "Chötzli: STOP!",
        "paragraphs": [
            (
                "If another player’s Distraction, Blind swap, Swap or Isbär would take away a "
                "face-down card of yours that is Chötzli, and you have seen it, you call "
                "“STOP!”. The game calls it for you."
            ),
            (
                "Chötzli is turned face up and stays in place, untouchable for the rest of the "
                "round. The acting player picks another target. An Isbär swap leaves a face-up "
                "Chötzli where it is."
            ),
        ],
        "illustrate": "gl:chotzli",
    },
    {
        "title": "Setting up a round",
        "paragraphs": [
            (
                "Shuffle all 54 cards. Everyone gets 4 cards face down in front of them. Then "
                "turn up the top card of the deck: it starts the discard pile."
            ),
            "Everyone secretly looks at 2 of their own cards, freely chosen. Remember them!",
            (
                "Choose who starts the first round; each later round starts with the next player "
                "clockwise."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "Your turn",
        "paragraphs": [
            "Do exactly one thing: A, B or C.",
            (
                "A – Draw from the deck and look at the card. Either discard it face up and use "
                "its power if you like, or put it face down in place of one of your cards; the "
                "card you replace goes face up on the discard pile, without its power."
            ),
            (
                "B – Take the top card of the discard pile and put it in place of one of your "
                "face-down cards. The card you give up goes face up on the discard pile. "
                "Everyone saw what you took."
            ),
            (
                "C – Match: lay one of your face-down cards face up on the discard pile if it "
                "has as many points as the top card there. You now have one card fewer."
            ),
            (
                "If it does not match, everyone sees it, it goes back to its place, and you take "
                "the top card of the deck face down as an extra card, without looking."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Calling GLOSCHLI",
        "paragraphs": [
            (
                "After your action you may call “GLOSCHLI!”. From then on your cards are "
                "protected: nobody may look at them or swap them, not even with Isbär."
            ),
            (
                "Every other player takes exactly one more turn. Then the round ends and all "
                "cards are turned face up."
            ),
            "One call at a time: while a call stands, nobody else may call.",
        ],
        "illustrate": None,
    },
    {
        "title": "Good to know",
        "paragraphs": [
            (
                "If the deck runs out, shuffle the discard pile, except its top card, into a new "
                "deck. If that leaves no card, the draw is skipped."
            ),
            (
                "Memory is part of the game: cards you have seen are shown only for a moment. "
                "Turn on the memory aid in the table options to keep them in view."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Scoring a round",
        "paragraphs": [
            (
                "Everyone adds up the points of their cards. With Pferd, your cards count 10 "
                "points at most."
            ),
            (
                "The caller pays for a bad call: 15 extra points if their cards are worth more "
                "than 5. Otherwise 5 extra points if any other player has strictly fewer points. "
                "Never both."
            ),
            "Pferd’s limit applies before the caller’s extra points.",
        ],
        "illustrate": None,
    },
    {
        "title": "Combos",
        "paragraphs": [
            (
                "If you call and your cards include a combo card together with a 2, a 3 and a 4, "
                "you score 0 for the round, with no extra points."
            ),
            "Plus 1: every other player starts the next round with 5 cards instead of 4.",
            (
                "Blind: every other player starts the next round without looking at any of their "
                "cards."
            ),
        ],
        "illustrate": "gl:combos",
    },
    {
        "title": "The end of the game",
        "paragraphs": [
            (
                "Each round’s points go onto each player’s total. The game ends after the round "
                "in which a total goes over 100 (the target can be changed before you start)."
            ),
            "The lowest total wins; tied players share the victory.",
        ],
        "illustrate": None,
    },
]

_EN_FL: list[Section] = [
    {
        "title": "The goal",
        "paragraphs": [
            (
                "Two pickers may gather flowers in a forester’s field of 5 × 8 cards. The bigger "
                "a bundle of one kind, the more the forester pays for it."
            ),
            (
                "The catch: each new card in a bundle must show fewer flowers than the one "
                "before. Whoever earns the most wins."
            ),
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Cards and field",
        "paragraphs": [
            (
                "40 cards: 5 kinds of flower, each with one card of 1 to 8 flowers. The 7 and "
                "the 8 also show 1 and 2 bees, just for decoration."
            ),
            (
                "The cards are shuffled and laid face up in 5 rows of 8 columns. Nothing is "
                "hidden: both players see the whole field and all piles."
            ),
            "Choose who starts; then you take turns.",
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Your first turn",
        "paragraphs": [
            "Take any card from the field: it starts your first pile.",
            (
                "Put your pawn on the empty space and choose where it faces: up, down, left or "
                "right. Then the other player does the same."
            ),
        ],
        "illustrate": "fl:pawn",
    },
    {
        "title": "Moving",
        "paragraphs": [
            (
                "From then on, move your pawn in a straight line: forward, left or right, as "
                "seen from where it faces. Never backward."
            ),
            (
                "Go as far as you like. You may pass over empty spaces, cards and the other "
                "pawn, but you must stop on a space with a card. You may even stop under the "
                "other pawn if a card lies there."
            ),
            "After the move, your pawn faces the way it just went.",
        ],
        "illustrate": "fl:move",
    },
    {
        "title": "Take it or leave it",
        "paragraphs": [
            (
                "Each kind of flower has its own pile. If the card shows fewer flowers than the "
                "lowest card of your pile of that kind, or you have no pile of that kind yet, "
                "take it onto that pile."
            ),
            (
                "Otherwise the card stays where it is, under your pawn. Your opponent may still "
                "take it later."
            ),
            "So a pile runs downhill: 8, 6, 5, 2 works; after the 2, only the 1 of that kind fits.",
        ],
        "illustrate": "fl:pile",
    },
    {
        "title": "Out, and the end",
        "paragraphs": [
            (
                "You are out when none of your possible moves ends on a card you could take. "
                "From then on your turns are skipped, and the other player goes on alone."
            ),
            "The game ends when both players are out or the field is empty.",
        ],
        "illustrate": None,
    },
    {
        "title": "Payout and winning",
        "paragraphs": [
            (
                "A pile pays by how many cards it holds: 1 pays 0.75, 2 pay 2, 3 pay 4, 4 pay 7, "
                "5 pay 12, 6 pay 18, 7 pay 25 and 8 pay 33."
            ),
            (
                "Add up your piles (5 at most, one per kind). The highest total wins. A tie? "
                "Whoever has more cards in all wins. Still a tie? You share the victory."
            ),
            (
                "Long piles pay far more than short ones: a pile of 8 pays 33, five single cards "
                "only 3.75."
            ),
        ],
        "illustrate": "fl:payout",
    },
]

_EN_HINTS: dict[str, str] = {
    "vg_first_turn": (
        "Your turn! Walk (lay a higher card), Rest (draw 1 card) or, on Day 4 only, lay a Gladiola."
    ),
    "vg_pace": (
        "Small steps are free: up to 5 km above the top card, you draw nothing. 6 to 10 draws 1 "
        "card, 11 to 15 draws 2."
    ),
    "vg_rest": "No good step? Rest and draw 1 card. That is always allowed.",
    "vg_day4_gladiola": (
        "Day 4: lay a Gladiola beside the walk pile to shed its blisters without drawing."
    ),
    "vg_finish": (
        "A Finish card (50) ends the day. You can play it once the top card is 35 or more."
    ),
    "gl_start_peek": (
        "Pick 2 of your face-down cards to look at. Remember them: they will be hidden again."
    ),
    "gl_draw": (
        "Draw from the deck, take the top discard, or match it with a card of the same points."
    ),
    "gl_power": "Drew a 6 or higher? Discard it to use its power: peek, spy or swap.",
    "gl_match": (
        "Sure one of your cards has as many points as the top discard? Lay it there and lose a "
        "card."
    ),
    "gl_call": (
        "Think your cards add up to 5 or less? Call “GLOSCHLI!”: everyone else gets one more turn."
    ),
    "fl_first_pick": "Take any card to start a pile, then choose where your pawn faces.",
    "fl_move": "Move straight ahead, left or right (never back) and stop on a card.",
    "fl_take_or_leave": (
        "You take a card only if it has fewer flowers than your lowest card of that kind."
    ),
    "fl_bundle": "Big piles pay best: 8 cards of one kind pay 33.",
    "fl_out": (
        "No move reaches a card you can take? Then you are out, and the other player goes on alone."
    ),
}

_DE_VG: list[Section] = [
    {
        "title": "Der Marsch",
        "paragraphs": [
            (
                "Du läufst die Vierdaagse von Nijmegen mit: vier Tage hintereinander je 50 km. "
                "Jede Karte, die du am Ende noch auf der Hand hast, drückt im Schuh. Für 2 bis 5 "
                "Spieler."
            ),
            (
                "In deinem Zug wanderst du ein Stück weiter, machst Pause oder legst (nur am "
                "letzten Tag) eine Gladiole ab. Wer zu schnell geht, muss mehr Karten ziehen."
            ),
            (
                "Nach Tag 4 zählt jeder die Blasen auf seinen Handkarten. Die wenigsten Blasen "
                "gewinnen."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "Die Karten",
        "paragraphs": [
            (
                "Wanderkarten: 49 Karten von 1 bis 49 km, jede einmal. Jede zeigt 0 bis 5 Blasen "
                "als Pflaster; 12 zeigen keine. Die 13, 29 und 44 tragen 5 Blasen, die 21, 36 "
                "und 48 tragen 4."
            ),
            (
                "Zielkarten: 6 Karten mit 50 km. Zwei haben keine Blase, zwei haben 1 und zwei "
                "haben 2."
            ),
            (
                "Gladiolen: 8 Karten ohne Kilometer, nur mit Blasen: 1, 2, 2, 3, 3, 4, 4 und 5. "
                "Mit einer Gladiole kannst du nie wandern."
            ),
            (
                "START-Karten: 4 Karten mit 0 km, eine für jeden Tag. Sie beginnen den "
                "Wanderstapel des Tages und kommen nie in den Ziehstapel."
            ),
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Vorbereitung",
        "paragraphs": [
            (
                "Leg die START-Karte für Tag 1 (0 km) in die Mitte: Sie beginnt den "
                "Wanderstapel. Die übrigen 63 Karten (49 Wanderkarten, 6 Zielkarten, 8 "
                "Gladiolen) werden gemischt und bilden den verdeckten Ziehstapel."
            ),
            (
                "Jeder bekommt 8 Karten und hält sie geheim. Alle sehen, wie viele Karten jeder "
                "hat und wie hoch der Ziehstapel ist."
            ),
            "Bestimmt, wer beginnt, oder lasst das Spiel auslosen. Gespielt wird im Uhrzeigersinn.",
        ],
        "illustrate": "vg:start",
    },
    {
        "title": "Dein Zug: Wandern",
        "paragraphs": [
            "In deinem Zug machst du genau eines: Wandern, Pause oder Gladiole legen.",
            (
                "Wandern: Leg eine Wanderkarte oder Zielkarte von deiner Hand auf den "
                "Wanderstapel. Sie muss 1 bis 15 km über der obersten Karte liegen. Mit einer "
                "Gladiole kannst du nie wandern."
            ),
            (
                "Dann ziehst du je nach Schrittweite: bis 5 km nichts, 6 bis 10 km 1 Karte, 11 "
                "bis 15 km 2 Karten. Ein Schritt von 16 oder mehr ist nicht erlaubt."
            ),
            (
                "Beispiel: Oben liegt die 21. Mit 22–26 ziehst du nichts, mit 27–31 eine Karte, "
                "mit 32–36 zwei. Ab 37 geht es nicht."
            ),
        ],
        "illustrate": "vg:pace_bands",
    },
    {
        "title": "Pause, oder eine Gladiole an Tag 4",
        "paragraphs": [
            (
                "Pause: Zieh 1 Karte. Pause machen darfst du immer, auch wenn du wandern "
                "könntest. Eine kleine Karte jetzt erspart dir später oft einen großen Schritt."
            ),
            (
                "Gladiole legen: nur an Tag 4. Leg eine Gladiole von deiner Hand neben den "
                "Wanderstapel. Sie verlässt mit ihren Blasen das Spiel, und du ziehst nichts."
            ),
            "Vor Tag 4 steckt eine Gladiole auf deiner Hand fest. Plane sie also ein.",
        ],
        "illustrate": "vg:gladiola",
    },
    {
        "title": "Tagesende",
        "paragraphs": [
            (
                "Eine Zielkarte (50 km) beendet den Tag sofort, nachdem du für diesen Schritt "
                "gezogen hast. Auch für sie gilt die 15-km-Regel: Oben muss mindestens die 35 "
                "liegen."
            ),
            (
                "Tag 1 bis 3: Der Wanderstapel des Tages kommt beiseite, die START-Karte des "
                "nächsten Tages beginnt einen neuen, und der nächste Spieler macht weiter."
            ),
            (
                "Tag 4: Das Spiel ist vorbei. Deine Hand nimmst du von Tag zu Tag mit; es zählt "
                "nur, was du ganz am Ende hältst."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "Wenn der Ziehstapel leer ist",
        "paragraphs": [
            (
                "Musst du ziehen und der Ziehstapel ist leer, nimm den Wanderstapel des ältesten "
                "beendeten Tages ohne seine START-Karte und misch ihn: Das ist der neue "
                "Ziehstapel. Erst Tag 1, dann Tag 2, dann Tag 3."
            ),
            (
                "Jeder beendete Tag wird nur einmal genutzt. Ist keiner mehr übrig, entfällt der "
                "Rest deines Ziehens; eine Pause bringt dann keine Karte und beendet nur deinen "
                "Zug."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Wertung und Sieg",
        "paragraphs": [
            (
                "Am Ende zählst du die Blasen auf den Karten, die du noch auf der Hand hast. Die "
                "wenigsten Blasen gewinnen."
            ),
            (
                "Gleichstand? Wer weniger Karten hält, gewinnt. Immer noch gleich? Ihr teilt "
                "euch den Sieg."
            ),
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Variante: Letzte Karte",
        "paragraphs": [
            (
                "Mit dieser Option (sonst aus) endet das Spiel auch, sobald jemand keine Karte "
                "mehr auf der Hand hat. Gewertet wird wie immer."
            ),
            (
                "Geprüft wird nach dem Ziehen für diese Aktion. Leer wird eine Hand also nur "
                "durch einen Schritt, bei dem du nichts ziehst (5 km oder weniger)."
            ),
        ],
        "illustrate": None,
    },
]

_DE_GL: list[Section] = [
    {
        "title": "Das Ziel",
        "paragraphs": [
            (
                "Gloschli ist ein Schweizer Merk- und Bluffspiel mit kleinen Tierchen. Deine "
                "Karten liegen verdeckt vor dir, und ihre Punkte sollen so niedrig wie möglich "
                "sein. Für 2 bis 6 Spieler."
            ),
            (
                "Schau nach, spioniere, tausche. Glaubst du, deine Karten sind 5 Punkte oder "
                "weniger wert, rufst du „GLOSCHLI!“ und beendest die Runde."
            ),
            (
                "Die Punkte werden über mehrere Runden addiert. Nach der Runde, in der jemand "
                "über 100 Punkte kommt, endet das Spiel: Die niedrigste Summe gewinnt."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "Die Karten",
        "paragraphs": [
            "54 Karten. Tierchen 1 bis 5, je vier: Sie zählen ihre Zahl und haben keine Aktion.",
            (
                "Aktionskarten 6 bis 12: Sie zählen ihre Zahl. Ziehst du eine vom Ziehstapel und "
                "wirfst sie sofort ab, darfst du ihre Aktion nutzen."
            ),
            (
                "Vier Helden mit 0 Punkten: Chötzli, Glubschi, Pferd und Isbär. Zwei "
                "Kombokarten, „Plus 1“ und „Blind“, mit je 5 Punkten."
            ),
        ],
        "illustrate": "gl:creatures",
    },
    {
        "title": "Aktionen 6 bis 9",
        "paragraphs": [
            (
                "6 Trick (2 Karten): Vertausche zwei deiner eigenen verdeckten Karten, ohne "
                "hinzusehen."
            ),
            (
                "6 Ablenkung (2): Vertausche eine verdeckte Karte eines Gegners mit einer eines "
                "anderen Gegners, ungesehen. Zu zweit bewirkt sie nichts."
            ),
            "7 Auge (4): Schau dir eine deiner verdeckten Karten an.",
            "8 Spion (4): Schau dir eine verdeckte Karte eines anderen Spielers an.",
            (
                "9 Starkes Auge (4): Schau dir eine deiner Karten an, dann die oberste Karte des "
                "Ziehstapels; sie bleibt oben liegen."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Aktionen 10 bis 12",
        "paragraphs": [
            (
                "10 Superspion (4): Schau dir eine Karte eines anderen Spielers an, dann die "
                "oberste Karte des Ziehstapels."
            ),
            (
                "11 Blindtausch (4): Vertausche eine deiner verdeckten Karten mit einer eines "
                "anderen Spielers. Niemand schaut hin."
            ),
            (
                "12 Tausch (4): Schau dir eine verdeckte Karte eines anderen Spielers an. Dann "
                "tausch sie gegen eine deiner Karten (ohne deine anzusehen) oder lass sie "
                "liegen."
            ),
            (
                "Eine Aktion gilt nur, wenn du die Karte direkt nach dem Ziehen vom Ziehstapel "
                "abwirfst. Vom Ablagestapel genommen oder weggetauscht bewirkt sie nichts."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Die Helden",
        "paragraphs": [
            "Vier Helden, jeder 0 Punkte wert, egal wo er liegt.",
            "Chötzli: schützt sich selbst vor Tauschaktionen (siehe „STOP!“).",
            (
                "Glubschi: Wirfst du es direkt nach dem Ziehen ab, schaust du dir alle deine "
                "verdeckten Karten an."
            ),
            "Pferd: Hast du es am Ende einer Runde, zählen deine Karten höchstens 10 Punkte.",
            (
                "Isbär: Wirfst du ihn direkt nach dem Ziehen ab, tauschst du alle deine "
                "verdeckten Karten gegen alle eines anderen Spielers."
            ),
        ],
        "illustrate": "gl:heroes",
    },
    {
        "title": "Chötzli: STOP!",
        "paragraphs": [
            (
                "Würde die Ablenkung, der Blindtausch, der Tausch oder der Isbär eines anderen "
                "Spielers dir eine verdeckte Karte wegnehmen, die Chötzli ist, und hast du sie "
                "gesehen, rufst du „STOP!“. Das Spiel ruft es für dich."
            ),
            (
                "Chötzli wird aufgedeckt und bleibt liegen, für den Rest der Runde unantastbar. "
                "Wer am Zug ist, wählt ein anderes Ziel. Ein Isbär-Tausch lässt ein offenes "
                "Chötzli an seinem Platz."
            ),
        ],
        "illustrate": "gl:chotzli",
    },
    {
        "title": "Eine Runde vorbereiten",
        "paragraphs": [
            (
                "Misch alle 54 Karten. Jeder bekommt 4 Karten verdeckt vor sich. Dann wird die "
                "oberste Karte des Ziehstapels aufgedeckt: Sie beginnt den Ablagestapel."
            ),
            "Jeder schaut sich heimlich 2 seiner Karten an, frei gewählt. Merk sie dir!",
            (
                "Bestimmt, wer die erste Runde beginnt; jede weitere Runde beginnt der nächste "
                "Spieler im Uhrzeigersinn."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "Dein Zug",
        "paragraphs": [
            "Mach genau eines: A, B oder C.",
            (
                "A – Zieh vom Ziehstapel und schau die Karte an. Entweder wirfst du sie offen ab "
                "und nutzt, wenn du willst, ihre Aktion. Oder du legst sie verdeckt an den Platz "
                "einer deiner Karten; die ersetzte Karte kommt offen auf den Ablagestapel, ohne "
                "Aktion."
            ),
            (
                "B – Nimm die oberste Karte vom Ablagestapel und leg sie an den Platz einer "
                "deiner verdeckten Karten. Die abgegebene Karte kommt offen auf den "
                "Ablagestapel. Alle haben gesehen, was du genommen hast."
            ),
            (
                "C – Gleiche Karte abwerfen: Leg eine deiner verdeckten Karten offen auf den "
                "Ablagestapel, wenn sie gleich viele Punkte hat wie die oberste Karte dort. Du "
                "hast dann eine Karte weniger."
            ),
            (
                "Passt sie nicht, wird sie allen gezeigt und kommt zurück an ihren Platz, und du "
                "bekommst die oberste Karte des Ziehstapels ungesehen als zusätzliche verdeckte "
                "Karte."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "GLOSCHLI rufen",
        "paragraphs": [
            (
                "Nach deiner Aktion darfst du „GLOSCHLI!“ rufen. Ab dann sind deine Karten "
                "geschützt: Niemand darf sie ansehen oder tauschen, auch nicht mit dem Isbär."
            ),
            (
                "Alle anderen haben noch genau einen Zug. Dann endet die Runde, und alle Karten "
                "werden aufgedeckt."
            ),
            "Es gilt immer nur ein Ruf: Solange einer steht, darf niemand sonst rufen.",
        ],
        "illustrate": None,
    },
    {
        "title": "Gut zu wissen",
        "paragraphs": [
            (
                "Ist der Ziehstapel leer, wird der Ablagestapel ohne seine oberste Karte zum "
                "neuen Ziehstapel gemischt. Bleibt dabei keine Karte übrig, entfällt das Ziehen."
            ),
            (
                "Gedächtnis gehört dazu: Gesehene Karten zeigt das Spiel nur kurz. Schalte in "
                "den Tischoptionen die Merkhilfe ein, wenn sie sichtbar bleiben sollen."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Wertung einer Runde",
        "paragraphs": [
            (
                "Jeder zählt die Punkte seiner Karten zusammen. Mit dem Pferd zählen deine "
                "Karten höchstens 10 Punkte."
            ),
            (
                "Wer gerufen hat, zahlt für einen schlechten Ruf: 15 Strafpunkte, wenn seine "
                "Karten mehr als 5 Punkte wert sind. Sonst 5 Strafpunkte, wenn ein anderer "
                "Spieler echt weniger Punkte hat. Nie beides."
            ),
            "Die Grenze des Pferds gilt vor den Strafpunkten.",
        ],
        "illustrate": None,
    },
    {
        "title": "Kombos",
        "paragraphs": [
            (
                "Rufst du und sind unter deinen Karten eine Kombokarte sowie eine 2, eine 3 und "
                "eine 4, bekommst du 0 Punkte für die Runde, ohne Strafpunkte."
            ),
            "Plus 1: Alle anderen beginnen die nächste Runde mit 5 statt 4 Karten.",
            "Blind: Alle anderen beginnen die nächste Runde, ohne eine ihrer Karten anzusehen.",
        ],
        "illustrate": "gl:combos",
    },
    {
        "title": "Spielende",
        "paragraphs": [
            (
                "Die Punkte jeder Runde kommen zur Summe jedes Spielers dazu. Das Spiel endet "
                "nach der Runde, in der eine Summe über 100 steigt (das Ziel lässt sich vor dem "
                "Spiel ändern)."
            ),
            "Die niedrigste Summe gewinnt; bei Gleichstand teilen sich die Beteiligten den Sieg.",
        ],
        "illustrate": None,
    },
]

_DE_FL: list[Section] = [
    {
        "title": "Das Ziel",
        "paragraphs": [
            (
                "Ein Förster lässt zwei Leute Blumen auf einem Feld aus 5 × 8 Karten pflücken. "
                "Je größer ein Strauß einer Sorte, desto mehr bringt er ein."
            ),
            (
                "Der Haken: Jede neue Karte in einem Strauß muss weniger Blumen zeigen als die "
                "davor. Wer am meisten verdient, gewinnt."
            ),
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Karten und Feld",
        "paragraphs": [
            (
                "40 Karten: 5 Blumensorten mit je einer Karte von 1 bis 8 Blumen. Die 7 und die "
                "8 zeigen dazu 1 und 2 Bienen, nur als Schmuck."
            ),
            (
                "Die Karten werden gemischt und offen in 5 Reihen zu 8 Spalten ausgelegt. Nichts "
                "ist verborgen: Beide sehen das ganze Feld und alle Stapel."
            ),
            "Bestimmt, wer beginnt; dann seid ihr abwechselnd am Zug.",
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Dein erster Zug",
        "paragraphs": [
            "Nimm eine beliebige Karte aus dem Feld: Sie beginnt deinen ersten Stapel.",
            (
                "Stell deine Figur auf den leeren Platz und wähle, wohin sie schaut: nach oben, "
                "unten, links oder rechts. Dann macht der andere dasselbe."
            ),
        ],
        "illustrate": "fl:pawn",
    },
    {
        "title": "Die Figur bewegen",
        "paragraphs": [
            (
                "Ab jetzt bewegst du deine Figur in gerader Linie: nach vorn, nach links oder "
                "nach rechts, von ihrer Blickrichtung aus gesehen. Nie zurück."
            ),
            (
                "Geh so weit, wie du willst. Du darfst über leere Plätze, Karten und die andere "
                "Figur hinweggehen, musst aber auf einem Platz mit Karte anhalten. Liegt unter "
                "der anderen Figur eine Karte, darfst du auch dort halten."
            ),
            "Nach dem Zug schaut deine Figur in die Richtung, in die sie gegangen ist.",
        ],
        "illustrate": "fl:move",
    },
    {
        "title": "Nehmen oder liegen lassen",
        "paragraphs": [
            (
                "Jede Blumensorte hat ihren eigenen Stapel. Zeigt die Karte weniger Blumen als "
                "die niedrigste Karte deines Stapels dieser Sorte, oder hast du von der Sorte "
                "noch keinen, nimm sie auf diesen Stapel."
            ),
            (
                "Sonst bleibt die Karte liegen, unter deiner Figur. Dein Gegner kann sie später "
                "noch nehmen."
            ),
            (
                "Ein Stapel geht also bergab: 8, 6, 5, 2 klappt; nach der 2 passt von dieser "
                "Sorte nur noch die 1."
            ),
        ],
        "illustrate": "fl:pile",
    },
    {
        "title": "Raus, und das Ende",
        "paragraphs": [
            (
                "Du bist raus, wenn keiner deiner möglichen Züge auf einer Karte endet, die du "
                "nehmen könntest. Ab dann wirst du übersprungen, und der andere spielt allein "
                "weiter."
            ),
            "Das Spiel endet, wenn beide raus sind oder das Feld leer ist.",
        ],
        "illustrate": None,
    },
    {
        "title": "Auszahlung und Sieg",
        "paragraphs": [
            (
                "Jeder Stapel zahlt nach seiner Kartenzahl: 1 Karte 0,75, 2 Karten 2, 3 Karten "
                "4, 4 Karten 7, 5 Karten 12, 6 Karten 18, 7 Karten 25, 8 Karten 33."
            ),
            (
                "Zähl deine Stapel zusammen (höchstens 5, einer pro Sorte). Der höchste Erlös "
                "gewinnt. Gleichstand? Mehr Karten insgesamt gewinnen. Immer noch gleich? Ihr "
                "teilt euch den Sieg."
            ),
            (
                "Lange Stapel bringen weit mehr als kurze: Ein Stapel aus 8 bringt 33, fünf "
                "einzelne Karten nur 3,75."
            ),
        ],
        "illustrate": "fl:payout",
    },
]

_DE_HINTS: dict[str, str] = {
    "vg_first_turn": (
        "Du bist dran! Wandern (höhere Karte legen), Pause (1 Karte ziehen) oder, nur an Tag 4, "
        "eine Gladiole legen."
    ),
    "vg_pace": (
        "Kleine Schritte sind gratis: Bis 5 km über der obersten Karte ziehst du nichts. 6 bis "
        "10 heißt 1 Karte, 11 bis 15 heißt 2."
    ),
    "vg_rest": "Kein guter Schritt? Mach Pause und zieh 1 Karte. Das geht immer.",
    "vg_day4_gladiola": (
        "Tag 4: Leg eine Gladiole neben den Wanderstapel. So wirst du ihre Blasen los, ohne zu "
        "ziehen."
    ),
    "vg_finish": (
        "Eine Zielkarte (50) beendet den Tag. Du kannst sie legen, sobald oben die 35 oder mehr "
        "liegt."
    ),
    "gl_start_peek": (
        "Wähl 2 deiner verdeckten Karten zum Anschauen. Merk sie dir: Gleich sind sie wieder "
        "verdeckt."
    ),
    "gl_draw": (
        "Zieh vom Ziehstapel, nimm die oberste Karte vom Ablagestapel oder wirf eine Karte mit "
        "gleich vielen Punkten ab."
    ),
    "gl_power": (
        "Eine 6 oder höher gezogen? Wirf sie ab und nutze ihre Aktion: schauen, spionieren oder "
        "tauschen."
    ),
    "gl_match": (
        "Sicher, dass eine deiner Karten so viele Punkte hat wie die oberste Ablagekarte? Wirf "
        "sie ab und werde eine Karte los."
    ),
    "gl_call": (
        "Glaubst du, deine Karten ergeben 5 oder weniger? Ruf „GLOSCHLI!“: Alle anderen haben "
        "noch einen Zug."
    ),
    "fl_first_pick": (
        "Nimm eine beliebige Karte für deinen ersten Stapel und wähle, wohin deine Figur schaut."
    ),
    "fl_move": "Geh geradeaus, nach links oder rechts (nie zurück) und halte auf einer Karte.",
    "fl_take_or_leave": (
        "Du nimmst eine Karte nur, wenn sie weniger Blumen hat als deine niedrigste Karte dieser "
        "Sorte."
    ),
    "fl_bundle": "Große Stapel zahlen am besten: 8 Karten einer Sorte bringen 33.",
    "fl_out": (
        "Kein Zug erreicht eine Karte, die du nehmen kannst? Dann bist du raus, und der andere "
        "spielt allein weiter."
    ),
}

_FR_VG: list[Section] = [
    {
        "title": "La marche",
        "paragraphs": [
            (
                "Vous participez aux Quatre Jours de Nimègue : 50 km par jour, quatre jours "
                "d’affilée. Chaque carte encore en main à la fin vous fait mal aux pieds. De 2 à "
                "5 joueurs."
            ),
            (
                "À votre tour, vous avancez un peu, vous vous reposez ou, le dernier jour "
                "seulement, vous posez un Glaïeul. Qui marche trop vite doit piocher davantage."
            ),
            (
                "Après le Jour 4, chacun compte les ampoules des cartes qu’il a en main. Celui "
                "qui en a le moins gagne."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "Les cartes",
        "paragraphs": [
            (
                "Cartes Distance : 49 cartes de 1 à 49 km, une de chaque. Chacune porte de 0 à 5 "
                "ampoules ; 12 n’en ont aucune. Le 13, le 29 et le 44 en portent 5 ; le 21, le "
                "36 et le 48 en portent 4."
            ),
            (
                "Cartes Arrivée : 6 cartes de 50 km. Deux n’ont pas d’ampoule, deux en ont 1 et "
                "deux en ont 2."
            ),
            (
                "Glaïeuls : 8 cartes sans distance, seulement des ampoules : 1, 2, 2, 3, 3, 4, 4 "
                "et 5. Un Glaïeul ne sert jamais à marcher."
            ),
            (
                "Cartes Départ : 4 cartes de 0 km, une par jour. Elles ouvrent la pile de Marche "
                "de chaque jour et ne vont jamais dans la pioche."
            ),
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Mise en place",
        "paragraphs": [
            (
                "Posez la carte Départ du Jour 1 (0 km) au centre : elle ouvre la pile de "
                "Marche. Les 63 autres cartes (49 Distance, 6 Arrivée, 8 Glaïeuls), mélangées, "
                "forment une pioche face cachée."
            ),
            (
                "Chacun reçoit 8 cartes et les garde secrètes. Tout le monde voit combien de "
                "cartes chacun tient et la hauteur de la pioche."
            ),
            (
                "Choisissez qui commence, ou laissez le jeu tirer au sort. On joue dans le sens "
                "des aiguilles d’une montre."
            ),
        ],
        "illustrate": "vg:start",
    },
    {
        "title": "À votre tour : marcher",
        "paragraphs": [
            "À votre tour, faites une seule chose : Marcher, Se reposer ou Jouer un Glaïeul.",
            (
                "Marcher : posez une carte Distance ou Arrivée de votre main sur la pile de "
                "Marche. Elle doit dépasser la carte du dessus de 1 à 15 km. Un Glaïeul ne sert "
                "jamais à marcher."
            ),
            (
                "Piochez ensuite selon la taille du pas : jusqu’à 5 km, rien ; de 6 à 10 km, 1 "
                "carte ; de 11 à 15 km, 2 cartes. Un pas de 16 ou plus est interdit."
            ),
            (
                "Exemple : le 21 est sur le dessus. Avec 22–26 vous ne piochez rien, avec 27–31 "
                "une carte, avec 32–36 deux. À partir de 37, impossible."
            ),
        ],
        "illustrate": "vg:pace_bands",
    },
    {
        "title": "Se reposer, ou un Glaïeul le Jour 4",
        "paragraphs": [
            (
                "Se reposer : piochez 1 carte. C’est toujours permis, même si vous pouviez "
                "marcher. Une petite carte prise maintenant évite souvent un grand pas plus "
                "tard."
            ),
            (
                "Jouer un Glaïeul : le Jour 4 seulement. Posez un Glaïeul de votre main à côté "
                "de la pile de Marche. Il quitte la partie avec ses ampoules, et vous ne piochez "
                "rien."
            ),
            "Avant le Jour 4, un Glaïeul reste coincé dans votre main : prévoyez-le.",
        ],
        "illustrate": "vg:gladiola",
    },
    {
        "title": "La fin d’un jour",
        "paragraphs": [
            (
                "Une carte Arrivée (50 km) termine le jour aussitôt, une fois piochées les "
                "cartes de ce pas. Elle suit aussi la règle des 15 km : la carte du dessus doit "
                "valoir au moins 35."
            ),
            (
                "Jours 1 à 3 : la pile de Marche du jour est mise de côté, la carte Départ du "
                "jour suivant en ouvre une nouvelle, et le joueur suivant continue."
            ),
            (
                "Jour 4 : la partie est finie. Votre main vous suit d’un jour à l’autre ; seules "
                "comptent les cartes tenues tout à la fin."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "Quand la pioche est vide",
        "paragraphs": [
            (
                "Si vous devez piocher et que la pioche est vide, prenez la pile de Marche du "
                "plus ancien jour terminé, sans sa carte Départ, et mélangez-la : c’est la "
                "nouvelle pioche. D’abord le Jour 1, puis le 2, puis le 3."
            ),
            (
                "Chaque jour terminé ne sert qu’une fois. S’il n’en reste aucun, vous ne piochez "
                "pas les cartes restantes ; se reposer ne donne alors rien et termine simplement "
                "votre tour."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Décompte et victoire",
        "paragraphs": [
            (
                "À la fin, additionnez les ampoules des cartes qui restent dans votre main. "
                "Celui qui en a le moins gagne."
            ),
            (
                "Égalité ? Celui qui tient le moins de cartes gagne. Toujours à égalité ? Vous "
                "partagez la victoire."
            ),
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Variante : Dernière carte",
        "paragraphs": [
            (
                "Avec cette option (désactivée sauf choix contraire), la partie s’arrête aussi "
                "dès qu’un joueur n’a plus de carte en main. Le décompte ne change pas."
            ),
            (
                "On vérifie après la pioche de l’action : seul un pas qui ne fait rien piocher "
                "(5 km ou moins) peut vider une main."
            ),
        ],
        "illustrate": None,
    },
]

_FR_GL: list[Section] = [
    {
        "title": "Le but",
        "paragraphs": [
            (
                "Gloschli est un jeu suisse de mémoire et de bluff avec de petites bestioles. "
                "Vos cartes sont face cachée devant vous, et leurs points doivent être aussi bas "
                "que possible. De 2 à 6 joueurs."
            ),
            (
                "Regardez, espionnez, échangez. Quand vous pensez que vos cartes valent 5 points "
                "ou moins, criez « GLOSCHLI ! » pour finir la manche."
            ),
            (
                "Les points s’additionnent sur plusieurs manches. Après la manche où quelqu’un "
                "passe au-dessus de 100 points, la partie s’arrête : le plus petit total gagne."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "Les cartes",
        "paragraphs": [
            (
                "54 cartes. Bestioles de 1 à 5, quatre de chaque : elles valent leur nombre et "
                "n’ont pas de pouvoir."
            ),
            (
                "Cartes pouvoir de 6 à 12 : elles valent leur nombre. Si vous en piochez une et "
                "la défaussez aussitôt, vous pouvez utiliser son pouvoir."
            ),
            (
                "Quatre héros à 0 point : Chötzli, Glubschi, Pferd (le cheval) et Isbär (l’ours "
                "polaire). Deux cartes combo, « Plus 1 » et « Aveugle », à 5 points chacune."
            ),
        ],
        "illustrate": "gl:creatures",
    },
    {
        "title": "Pouvoirs 6 à 9",
        "paragraphs": [
            (
                "6 Ruse (2 cartes) : échangez deux de vos propres cartes face cachée, sans les "
                "regarder."
            ),
            (
                "6 Distraction (2) : échangez une carte face cachée d’un adversaire avec une "
                "carte d’un autre adversaire, sans regarder. À 2 joueurs, elle n’a aucun effet."
            ),
            "7 Œil (4) : regardez une de vos cartes face cachée.",
            "8 Espion (4) : regardez une carte face cachée d’un autre joueur.",
            (
                "9 Œil perçant (4) : regardez une de vos cartes, puis la carte du dessus de la "
                "pioche ; elle reste en place."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Pouvoirs 10 à 12",
        "paragraphs": [
            (
                "10 Super espion (4) : regardez une carte d’un autre joueur, puis la carte du "
                "dessus de la pioche."
            ),
            (
                "11 Échange aveugle (4) : échangez une de vos cartes face cachée avec une carte "
                "d’un autre joueur. Personne ne regarde."
            ),
            (
                "12 Échange (4) : regardez une carte face cachée d’un autre joueur. Puis "
                "échangez-la avec une des vôtres (sans regarder la vôtre), ou laissez-la."
            ),
            (
                "Un pouvoir ne joue que si vous défaussez la carte juste après l’avoir piochée. "
                "Prise dans la défausse ou échangée, elle n’a aucun effet."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Les héros",
        "paragraphs": [
            "Quatre héros, chacun à 0 point, où qu’il soit.",
            "Chötzli : se protège des échanges (voir « STOP ! »).",
            (
                "Glubschi : défaussé juste après avoir été pioché, il vous laisse regarder "
                "toutes vos cartes face cachée."
            ),
            (
                "Pferd (le cheval) : si vous l’avez en fin de manche, vos cartes comptent 10 "
                "points au plus."
            ),
            (
                "Isbär (l’ours polaire) : défaussé juste après avoir été pioché, il échange "
                "toutes vos cartes face cachée contre toutes celles d’un autre joueur."
            ),
        ],
        "illustrate": "gl:heroes",
    },
    {
        "title": "Chötzli : STOP !",
        "paragraphs": [
            (
                "Si la Distraction, l’Échange aveugle, l’Échange ou l’Isbär d’un autre joueur "
                "allait vous prendre une carte face cachée qui est Chötzli, et que vous l’avez "
                "vue, vous criez « STOP ! ». Le jeu le fait pour vous."
            ),
            (
                "Chötzli est retourné face visible et reste en place, intouchable jusqu’à la fin "
                "de la manche. Le joueur actif choisit une autre cible. Un échange d’Isbär "
                "laisse un Chötzli visible à sa place."
            ),
        ],
        "illustrate": "gl:chotzli",
    },
    {
        "title": "Préparer une manche",
        "paragraphs": [
            (
                "Mélangez les 54 cartes. Chacun reçoit 4 cartes face cachée devant lui. "
                "Retournez ensuite la carte du dessus de la pioche : elle commence la défausse."
            ),
            "Chacun regarde en secret 2 de ses cartes, au choix. Retenez-les !",
            (
                "Choisissez qui commence la première manche ; chaque manche suivante commence "
                "avec le joueur suivant dans le sens horaire."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "À votre tour",
        "paragraphs": [
            "Faites une seule chose : A, B ou C.",
            (
                "A – Piochez et regardez la carte. Soit vous la défaussez face visible et "
                "utilisez son pouvoir si vous voulez, soit vous la posez face cachée à la place "
                "d’une de vos cartes ; la carte remplacée va face visible sur la défausse, sans "
                "pouvoir."
            ),
            (
                "B – Prenez la carte du dessus de la défausse et mettez-la à la place d’une de "
                "vos cartes face cachée. La carte cédée va face visible sur la défausse. Tout le "
                "monde a vu ce que vous avez pris."
            ),
            (
                "C – Paire : posez une de vos cartes face cachée, face visible, sur la défausse "
                "si elle a autant de points que la carte du dessus. Vous avez alors une carte de "
                "moins."
            ),
            (
                "Si elle ne correspond pas, tout le monde la voit, elle retourne à sa place, et "
                "vous prenez la carte du dessus de la pioche, face cachée et sans la regarder, "
                "comme carte supplémentaire."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Crier GLOSCHLI",
        "paragraphs": [
            (
                "Après votre action, vous pouvez crier « GLOSCHLI ! ». Dès lors, vos cartes sont "
                "protégées : personne ne peut les regarder ni les échanger, pas même avec "
                "l’Isbär."
            ),
            (
                "Chaque autre joueur joue encore exactement un tour. Puis la manche s’arrête et "
                "toutes les cartes sont révélées."
            ),
            (
                "Un seul appel à la fois : tant qu’un appel est en cours, personne d’autre ne "
                "peut crier."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Bon à savoir",
        "paragraphs": [
            (
                "Si la pioche est vide, mélangez la défausse, sauf sa carte du dessus, pour "
                "former une nouvelle pioche. S’il ne reste aucune carte, on ne pioche pas."
            ),
            (
                "La mémoire fait partie du jeu : les cartes vues ne s’affichent qu’un instant. "
                "Activez l’aide-mémoire dans les options de la table pour les garder visibles."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Décompte d’une manche",
        "paragraphs": [
            (
                "Chacun additionne les points de ses cartes. Avec Pferd, vos cartes comptent 10 "
                "points au plus."
            ),
            (
                "Celui qui a crié paie un mauvais appel : 15 points de pénalité si ses cartes "
                "valent plus de 5. Sinon, 5 points de pénalité si un autre joueur a strictement "
                "moins de points. Jamais les deux."
            ),
            "La limite de Pferd s’applique avant la pénalité.",
        ],
        "illustrate": None,
    },
    {
        "title": "Combos",
        "paragraphs": [
            (
                "Si vous criez et que vos cartes comprennent une carte combo avec un 2, un 3 et "
                "un 4, vous marquez 0 pour la manche, sans pénalité."
            ),
            "Plus 1 : tous les autres commencent la manche suivante avec 5 cartes au lieu de 4.",
            (
                "Aveugle : tous les autres commencent la manche suivante sans regarder aucune de "
                "leurs cartes."
            ),
        ],
        "illustrate": "gl:combos",
    },
    {
        "title": "Fin de la partie",
        "paragraphs": [
            (
                "Les points de chaque manche s’ajoutent au total de chacun. La partie s’arrête "
                "après la manche où un total dépasse 100 (cet objectif peut être changé avant la "
                "partie)."
            ),
            "Le plus petit total gagne ; en cas d’égalité, la victoire est partagée.",
        ],
        "illustrate": None,
    },
]

_FR_FL: list[Section] = [
    {
        "title": "Le but",
        "paragraphs": [
            (
                "Un garde forestier laisse deux cueilleurs ramasser des fleurs dans un champ de "
                "5 × 8 cartes. Plus un bouquet d’une même espèce est grand, plus il rapporte."
            ),
            (
                "Le piège : chaque nouvelle carte d’un bouquet doit montrer moins de fleurs que "
                "la précédente. Celui qui gagne le plus l’emporte."
            ),
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Cartes et champ",
        "paragraphs": [
            (
                "40 cartes : 5 espèces de fleurs, avec pour chacune une carte de 1 à 8 fleurs. "
                "Le 7 et le 8 montrent aussi 1 et 2 abeilles, pour le décor."
            ),
            (
                "Les cartes sont mélangées et posées face visible en 5 rangées de 8 colonnes. "
                "Rien n’est caché : chacun voit tout le champ et toutes les piles."
            ),
            "Choisissez qui commence ; ensuite vous jouez chacun à votre tour.",
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Votre premier tour",
        "paragraphs": [
            "Prenez n’importe quelle carte du champ : elle commence votre première pile.",
            (
                "Posez votre pion sur la case vide et choisissez où il regarde : vers le haut, "
                "le bas, la gauche ou la droite. Puis l’autre joueur fait de même."
            ),
        ],
        "illustrate": "fl:pawn",
    },
    {
        "title": "Se déplacer",
        "paragraphs": [
            (
                "Ensuite, déplacez votre pion en ligne droite : devant, à gauche ou à droite, "
                "par rapport à la direction où il regarde. Jamais en arrière."
            ),
            (
                "Allez aussi loin que vous voulez. Vous pouvez passer par-dessus des cases "
                "vides, des cartes et l’autre pion, mais vous devez vous arrêter sur une case "
                "avec une carte. Vous pouvez même vous arrêter sous l’autre pion s’il s’y trouve "
                "une carte."
            ),
            "Après le déplacement, votre pion regarde dans la direction où il est allé.",
        ],
        "illustrate": "fl:move",
    },
    {
        "title": "Prendre ou laisser",
        "paragraphs": [
            (
                "Chaque espèce a sa propre pile. Si la carte a moins de fleurs que la plus "
                "petite carte de votre pile de cette espèce, ou si vous n’avez pas encore cette "
                "espèce, prenez-la sur cette pile."
            ),
            (
                "Sinon la carte reste où elle est, sous votre pion. Votre adversaire pourra "
                "encore la prendre plus tard."
            ),
            (
                "Une pile descend donc : 8, 6, 5, 2 convient ; après le 2, seul le 1 de cette "
                "espèce peut suivre."
            ),
        ],
        "illustrate": "fl:pile",
    },
    {
        "title": "Hors jeu, et la fin",
        "paragraphs": [
            (
                "Vous êtes hors jeu quand aucun de vos déplacements possibles ne finit sur une "
                "carte que vous pourriez prendre. Vos tours sont alors sautés, et l’autre "
                "continue seul."
            ),
            "La partie s’arrête quand les deux joueurs sont hors jeu ou que le champ est vide.",
        ],
        "illustrate": None,
    },
    {
        "title": "Gains et victoire",
        "paragraphs": [
            (
                "Chaque pile rapporte selon son nombre de cartes : 1 carte 0,75, 2 cartes 2, 3 "
                "cartes 4, 4 cartes 7, 5 cartes 12, 6 cartes 18, 7 cartes 25, 8 cartes 33."
            ),
            (
                "Additionnez vos piles (5 au plus, une par espèce). Le plus gros gain l’emporte. "
                "Égalité ? Celui qui a le plus de cartes au total gagne. Toujours à égalité ? "
                "Vous partagez la victoire."
            ),
            (
                "Les longues piles rapportent bien plus que les courtes : une pile de 8 vaut 33, "
                "cinq cartes seules seulement 3,75."
            ),
        ],
        "illustrate": "fl:payout",
    },
]

_FR_HINTS: dict[str, str] = {
    "vg_first_turn": (
        "À vous ! Marcher (poser une carte plus haute), Se reposer (piocher 1 carte) ou, le Jour "
        "4 seulement, jouer un Glaïeul."
    ),
    "vg_pace": (
        "Les petits pas sont gratuits : jusqu’à 5 km au-dessus de la carte du dessus, vous ne "
        "piochez rien. De 6 à 10 : 1 carte ; de 11 à 15 : 2."
    ),
    "vg_rest": "Pas de bon pas ? Reposez-vous et piochez 1 carte. C’est toujours permis.",
    "vg_day4_gladiola": (
        "Jour 4 : posez un Glaïeul à côté de la pile de Marche pour vous défaire de ses ampoules "
        "sans piocher."
    ),
    "vg_finish": (
        "Une carte Arrivée (50) termine le jour. Jouez-la dès que la carte du dessus vaut 35 ou "
        "plus."
    ),
    "gl_start_peek": (
        "Choisissez 2 de vos cartes face cachée à regarder. Retenez-les : elles vont se cacher "
        "de nouveau."
    ),
    "gl_draw": (
        "Piochez, prenez la carte du dessus de la défausse, ou défaussez une carte qui a autant "
        "de points."
    ),
    "gl_power": (
        "Vous avez pioché un 6 ou plus ? Défaussez-le pour utiliser son pouvoir : regarder, "
        "espionner ou échanger."
    ),
    "gl_match": (
        "Sûr qu’une de vos cartes vaut autant que le dessus de la défausse ? Posez-la dessus et "
        "débarrassez-vous d’une carte."
    ),
    "gl_call": (
        "Vos cartes valent 5 points ou moins ? Criez « GLOSCHLI ! » : les autres jouent encore "
        "un tour."
    ),
    "fl_first_pick": (
        "Prenez n’importe quelle carte pour commencer une pile, puis choisissez où regarde votre "
        "pion."
    ),
    "fl_move": (
        "Allez tout droit, à gauche ou à droite (jamais en arrière) et arrêtez-vous sur une carte."
    ),
    "fl_take_or_leave": (
        "Vous ne prenez une carte que si elle a moins de fleurs que votre plus petite carte de "
        "cette espèce."
    ),
    "fl_bundle": "Les grandes piles rapportent le plus : 8 cartes d’une espèce valent 33.",
    "fl_out": (
        "Aucun déplacement n’atteint une carte que vous pouvez prendre ? Vous êtes hors jeu ; "
        "l’autre continue seul."
    ),
}

_IT_VG: list[Section] = [
    {
        "title": "La marcia",
        "paragraphs": [
            (
                "Partecipi alla Quattro Giorni di Nimega: 50 km al giorno, quattro giorni di "
                "fila. Ogni carta che hai ancora in mano alla fine ti fa male ai piedi. Da 2 a 5 "
                "giocatori."
            ),
            (
                "Nel tuo turno avanzi un po’, ti riposi oppure, solo l’ultimo giorno, posi un "
                "Gladiolo. Chi cammina troppo in fretta deve pescare più carte."
            ),
            (
                "Dopo il Giorno 4 ognuno conta le vesciche sulle carte che ha in mano. Vince chi "
                "ne ha meno."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "Le carte",
        "paragraphs": [
            (
                "Carte Distanza: 49 carte da 1 a 49 km, una per valore. Ognuna mostra da 0 a 5 "
                "vesciche; 12 non ne hanno. Il 13, il 29 e il 44 ne hanno 5; il 21, il 36 e il "
                "48 ne hanno 4."
            ),
            (
                "Carte Arrivo: 6 carte da 50 km. Due non hanno vesciche, due ne hanno 1 e due ne "
                "hanno 2."
            ),
            (
                "Gladioli: 8 carte senza distanza, solo vesciche: 1, 2, 2, 3, 3, 4, 4 e 5. Con "
                "un Gladiolo non si cammina mai."
            ),
            (
                "Carte Partenza: 4 carte da 0 km, una per giorno. Aprono la pila di marcia di "
                "ogni giorno e non finiscono mai nel mazzo."
            ),
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Preparazione",
        "paragraphs": [
            (
                "Metti al centro la carta Partenza del Giorno 1 (0 km): apre la pila di marcia. "
                "Le altre 63 carte (49 Distanza, 6 Arrivo, 8 Gladioli), mescolate, formano il "
                "mazzo coperto."
            ),
            (
                "Ognuno riceve 8 carte e le tiene segrete. Tutti vedono quante carte ha ciascuno "
                "e quanto è alto il mazzo."
            ),
            "Scegliete chi inizia, o lasciate che lo sorteggi il gioco. Si gioca in senso orario.",
        ],
        "illustrate": "vg:start",
    },
    {
        "title": "Il tuo turno: camminare",
        "paragraphs": [
            "Nel tuo turno fai una sola cosa: Camminare, Riposare o Giocare un Gladiolo.",
            (
                "Camminare: metti una carta Distanza o Arrivo dalla tua mano sulla pila di "
                "marcia. Deve superare la carta in cima di 1–15 km. Con un Gladiolo non si "
                "cammina mai."
            ),
            (
                "Poi peschi in base al passo: fino a 5 km, niente; da 6 a 10 km, 1 carta; da 11 "
                "a 15 km, 2 carte. Un passo di 16 o più non è ammesso."
            ),
            (
                "Esempio: in cima c’è il 21. Con 22–26 non peschi nulla, con 27–31 una carta, "
                "con 32–36 due. Da 37 in su non si può."
            ),
        ],
        "illustrate": "vg:pace_bands",
    },
    {
        "title": "Riposare, o un Gladiolo il Giorno 4",
        "paragraphs": [
            (
                "Riposare: pesca 1 carta. Puoi sempre riposare, anche se potresti camminare. Una "
                "carta piccola presa ora spesso ti evita un passo lungo più avanti."
            ),
            (
                "Giocare un Gladiolo: solo il Giorno 4. Posa un Gladiolo dalla tua mano accanto "
                "alla pila di marcia. Esce dal gioco con le sue vesciche e non peschi nulla."
            ),
            "Prima del Giorno 4 un Gladiolo ti resta bloccato in mano: tienine conto.",
        ],
        "illustrate": "vg:gladiola",
    },
    {
        "title": "La fine di un giorno",
        "paragraphs": [
            (
                "Una carta Arrivo (50 km) chiude subito il giorno, dopo che hai pescato per quel "
                "passo. Anche questa carta segue la regola dei 15 km: in cima deve esserci "
                "almeno il 35."
            ),
            (
                "Giorni da 1 a 3: la pila di marcia del giorno va messa da parte, la carta "
                "Partenza del giorno dopo ne apre una nuova e il giocatore successivo continua."
            ),
            (
                "Giorno 4: la partita è finita. La tua mano passa da un giorno all’altro; conta "
                "solo ciò che tieni alla fine."
            ),
        ],
        "illustrate": "vg:finish",
    },
    {
        "title": "Quando il mazzo finisce",
        "paragraphs": [
            (
                "Se devi pescare e il mazzo è vuoto, prendi la pila di marcia del giorno "
                "concluso più vecchio, senza la carta Partenza, e mescolala: è il nuovo mazzo. "
                "Prima il Giorno 1, poi il 2, poi il 3."
            ),
            (
                "Ogni giorno concluso si usa una volta sola. Se non ne resta nessuno, le carte "
                "ancora da pescare si saltano; riposare allora non dà nulla e chiude soltanto il "
                "turno."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Punteggio e vittoria",
        "paragraphs": [
            (
                "Alla fine somma le vesciche delle carte che ti restano in mano. Vince chi ha "
                "meno vesciche."
            ),
            "Parità? Vince chi ha meno carte. Ancora parità? La vittoria è condivisa.",
        ],
        "illustrate": "vg:cards",
    },
    {
        "title": "Variante: Ultima carta",
        "paragraphs": [
            (
                "Con questa opzione (spenta se non la attivi) la partita finisce anche appena un "
                "giocatore resta senza carte in mano. Il punteggio non cambia."
            ),
            (
                "Si controlla dopo le pescate dell’azione: solo un passo che non fa pescare (5 "
                "km o meno) può svuotare una mano."
            ),
        ],
        "illustrate": None,
    },
]

_IT_GL: list[Section] = [
    {
        "title": "Lo scopo",
        "paragraphs": [
            (
                "Gloschli è un gioco svizzero di memoria e bluff con piccole creature. Le tue "
                "carte stanno coperte davanti a te e i loro punti devono restare più bassi "
                "possibile. Da 2 a 6 giocatori."
            ),
            (
                "Sbircia, spia, scambia. Quando pensi che le tue carte valgano 5 punti o meno, "
                "grida «GLOSCHLI!» per chiudere il round."
            ),
            (
                "I punti si sommano su più round. Dopo il round in cui qualcuno va oltre i 100 "
                "punti, la partita finisce: vince il totale più basso."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "Le carte",
        "paragraphs": [
            (
                "54 carte. Creature da 1 a 5, quattro per numero: valgono il loro numero e non "
                "hanno azioni."
            ),
            (
                "Carte azione da 6 a 12: valgono il loro numero. Se ne peschi una dal mazzo e la "
                "scarti subito, puoi usarne l’azione."
            ),
            (
                "Quattro eroi da 0 punti: Chötzli, Glubschi, Pferd (il cavallo) e Isbär (l’orso "
                "polare). Due carte combo, «Plus 1» e «Cieco», da 5 punti ciascuna."
            ),
        ],
        "illustrate": "gl:creatures",
    },
    {
        "title": "Azioni da 6 a 9",
        "paragraphs": [
            "6 Inganno (2 carte): scambia tra loro due delle tue carte coperte, senza guardarle.",
            (
                "6 Distrazione (2): scambia una carta coperta di un avversario con una di un "
                "altro avversario, senza che nessuno veda. In 2 giocatori non ha effetto."
            ),
            "7 Occhio (4): guarda una delle tue carte coperte.",
            "8 Spia (4): guarda una carta coperta di un altro giocatore.",
            (
                "9 Occhio forte (4): guarda una delle tue carte, poi la prima carta del mazzo; "
                "resta in cima."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Azioni da 10 a 12",
        "paragraphs": [
            (
                "10 Super spia (4): guarda una carta di un altro giocatore, poi la prima carta "
                "del mazzo."
            ),
            (
                "11 Scambio cieco (4): scambia una delle tue carte coperte con una di un altro "
                "giocatore. Nessuno guarda."
            ),
            (
                "12 Scambio (4): guarda una carta coperta di un altro giocatore. Poi scambiala "
                "con una delle tue (senza guardare la tua) o lasciala dov’è."
            ),
            (
                "Un’azione vale solo se scarti la carta subito dopo averla pescata dal mazzo. "
                "Presa dagli scarti o scambiata via, non fa nulla."
            ),
        ],
        "illustrate": "gl:powers",
    },
    {
        "title": "Gli eroi",
        "paragraphs": [
            "Quattro eroi, ognuno da 0 punti ovunque si trovi.",
            "Chötzli: si difende dagli scambi (vedi «STOP!»).",
            "Glubschi: se lo scarti subito dopo averlo pescato, guardi tutte le tue carte coperte.",
            "Pferd (il cavallo): se lo hai a fine round, le tue carte valgono al massimo 10 punti.",
            (
                "Isbär (l’orso polare): se lo scarti subito dopo averlo pescato, scambi tutte le "
                "tue carte coperte con tutte quelle di un altro giocatore."
            ),
        ],
        "illustrate": "gl:heroes",
    },
    {
        "title": "Chötzli: STOP!",
        "paragraphs": [
            (
                "Se la Distrazione, lo Scambio cieco, lo Scambio o l’Isbär di un altro giocatore "
                "sta per portarti via una carta coperta che è Chötzli, e tu l’hai vista, gridi "
                "«STOP!». Il gioco lo fa per te."
            ),
            (
                "Chötzli viene girato scoperto e resta al suo posto, intoccabile fino a fine "
                "round. Chi agisce sceglie un altro bersaglio. Uno scambio con l’Isbär lascia al "
                "suo posto un Chötzli scoperto."
            ),
        ],
        "illustrate": "gl:chotzli",
    },
    {
        "title": "Preparare un round",
        "paragraphs": [
            (
                "Mescola tutte le 54 carte. Ognuno riceve 4 carte coperte davanti a sé. Poi gira "
                "la prima carta del mazzo: inizia la pila degli scarti."
            ),
            "Ognuno guarda in segreto 2 delle proprie carte, a scelta. Ricordale!",
            (
                "Scegliete chi inizia il primo round; ogni round successivo lo inizia il "
                "giocatore seguente in senso orario."
            ),
        ],
        "illustrate": "gl:table",
    },
    {
        "title": "Il tuo turno",
        "paragraphs": [
            "Fai una sola cosa: A, B o C.",
            (
                "A – Pesca dal mazzo e guarda la carta. O la scarti scoperta e, se vuoi, ne usi "
                "l’azione, oppure la metti coperta al posto di una tua carta; la carta "
                "sostituita va scoperta sugli scarti, senza azione."
            ),
            (
                "B – Prendi la prima carta degli scarti e mettila al posto di una tua carta "
                "coperta. La carta ceduta va scoperta sugli scarti. Tutti hanno visto cosa hai "
                "preso."
            ),
            (
                "C – Abbinare: posa scoperta sugli scarti una tua carta coperta, se vale tanti "
                "punti quanto la prima carta degli scarti. Ora hai una carta in meno."
            ),
            (
                "Se non corrisponde, tutti la vedono, torna al suo posto e prendi la prima carta "
                "del mazzo, coperta e senza guardarla, come carta in più."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Gridare GLOSCHLI",
        "paragraphs": [
            (
                "Dopo la tua azione puoi gridare «GLOSCHLI!». Da quel momento le tue carte sono "
                "protette: nessuno può guardarle o scambiarle, nemmeno con l’Isbär."
            ),
            (
                "Ogni altro giocatore fa ancora esattamente un turno. Poi il round finisce e "
                "tutte le carte vengono scoperte."
            ),
            "Una chiamata alla volta: finché ce n’è una in corso, nessun altro può gridare.",
        ],
        "illustrate": None,
    },
    {
        "title": "Buono a sapersi",
        "paragraphs": [
            (
                "Se il mazzo finisce, mescola gli scarti, tranne la carta in cima, e forma un "
                "nuovo mazzo. Se non resta nessuna carta, non si pesca."
            ),
            (
                "La memoria fa parte del gioco: il gioco mostra le carte viste solo per un "
                "attimo. Attiva l’aiuto memoria nelle opzioni del tavolo per tenerle visibili."
            ),
        ],
        "illustrate": None,
    },
    {
        "title": "Punteggio di un round",
        "paragraphs": [
            (
                "Ognuno somma i punti delle proprie carte. Con Pferd le tue carte valgono al "
                "massimo 10 punti."
            ),
            (
                "Chi ha gridato paga una chiamata sbagliata: 15 punti di penalità se le sue "
                "carte valgono più di 5. Altrimenti 5 punti di penalità se un altro giocatore ha "
                "strettamente meno punti. Mai entrambe."
            ),
            "Il limite di Pferd vale prima della penalità.",
        ],
        "illustrate": None,
    },
    {
        "title": "Combo",
        "paragraphs": [
            (
                "Se gridi e tra le tue carte c’è una carta combo insieme a un 2, un 3 e un 4, "
                "fai 0 punti nel round, senza penalità."
            ),
            "Plus 1: tutti gli altri iniziano il round successivo con 5 carte invece di 4.",
            (
                "Cieco: tutti gli altri iniziano il round successivo senza guardare nessuna "
                "delle loro carte."
            ),
        ],
        "illustrate": "gl:combos",
    },
    {
        "title": "Fine della partita",
        "paragraphs": [
            (
                "I punti di ogni round si sommano al totale di ciascuno. La partita finisce dopo "
                "il round in cui un totale va oltre 100 (l’obiettivo si può cambiare prima di "
                "giocare)."
            ),
            "Vince il totale più basso; in caso di parità la vittoria è condivisa.",
        ],
        "illustrate": None,
    },
]

_IT_FL: list[Section] = [
    {
        "title": "Lo scopo",
        "paragraphs": [
            (
                "Un guardaboschi lascia due raccoglitori cogliere fiori in un campo di 5 × 8 "
                "carte. Più è grande un mazzolino di un solo tipo, più rende."
            ),
            (
                "Attenzione: ogni nuova carta di un mazzolino deve avere meno fiori della "
                "precedente. Vince chi guadagna di più."
            ),
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Carte e campo",
        "paragraphs": [
            (
                "40 carte: 5 tipi di fiore, per ognuno una carta da 1 a 8 fiori. Il 7 e l’8 "
                "mostrano anche 1 e 2 api, solo per decorazione."
            ),
            (
                "Le carte vengono mescolate e disposte scoperte in 5 righe da 8 colonne. Niente "
                "è nascosto: entrambi vedono tutto il campo e tutte le pile."
            ),
            "Scegliete chi inizia; poi giocate a turno.",
        ],
        "illustrate": "fl:field",
    },
    {
        "title": "Il tuo primo turno",
        "paragraphs": [
            "Prendi una carta qualsiasi dal campo: inizia la tua prima pila.",
            (
                "Metti la tua pedina sulla casella vuota e scegli dove guarda: su, giù, a "
                "sinistra o a destra. Poi l’altro giocatore fa lo stesso."
            ),
        ],
        "illustrate": "fl:pawn",
    },
    {
        "title": "Muoversi",
        "paragraphs": [
            (
                "Da ora in poi muovi la pedina in linea retta: avanti, a sinistra o a destra "
                "rispetto a dove guarda. Mai indietro."
            ),
            (
                "Vai lontano quanto vuoi. Puoi passare sopra caselle vuote, carte e l’altra "
                "pedina, ma devi fermarti su una casella con una carta. Puoi anche fermarti "
                "sotto l’altra pedina, se lì c’è una carta."
            ),
            "Dopo la mossa la pedina guarda nella direzione in cui è andata.",
        ],
        "illustrate": "fl:move",
    },
    {
        "title": "Prendere o lasciare",
        "paragraphs": [
            (
                "Ogni tipo di fiore ha la sua pila. Se la carta ha meno fiori della carta più "
                "bassa della tua pila di quel tipo, o non hai ancora una pila di quel tipo, "
                "prendila su quella pila."
            ),
            (
                "Altrimenti la carta resta dov’è, sotto la tua pedina. L’avversario può ancora "
                "prenderla più tardi."
            ),
            "Una pila quindi scende: 8, 6, 5, 2 va bene; dopo il 2, di quel tipo ci sta solo l’1.",
        ],
        "illustrate": "fl:pile",
    },
    {
        "title": "Fuori, e la fine",
        "paragraphs": [
            (
                "Sei fuori quando nessuna delle tue mosse possibili finisce su una carta che "
                "potresti prendere. Da allora salti il turno e l’altro continua da solo."
            ),
            "La partita finisce quando entrambi sono fuori o il campo è vuoto.",
        ],
        "illustrate": None,
    },
    {
        "title": "Guadagno e vittoria",
        "paragraphs": [
            (
                "Ogni pila rende in base al numero di carte: 1 carta 0,75, 2 carte 2, 3 carte 4, "
                "4 carte 7, 5 carte 12, 6 carte 18, 7 carte 25, 8 carte 33."
            ),
            (
                "Somma le tue pile (al massimo 5, una per tipo). Vince il guadagno più alto. "
                "Parità? Vince chi ha più carte in tutto. Ancora parità? La vittoria è "
                "condivisa."
            ),
            (
                "Le pile lunghe rendono molto più di quelle corte: una pila da 8 vale 33, cinque "
                "carte singole solo 3,75."
            ),
        ],
        "illustrate": "fl:payout",
    },
]

_IT_HINTS: dict[str, str] = {
    "vg_first_turn": (
        "Tocca a te! Camminare (posa una carta più alta), Riposare (pesca 1 carta) o, solo il "
        "Giorno 4, giocare un Gladiolo."
    ),
    "vg_pace": (
        "I passi piccoli sono gratis: fino a 5 km sopra la carta in cima non peschi nulla. Da 6 "
        "a 10: 1 carta; da 11 a 15: 2."
    ),
    "vg_rest": "Nessun buon passo? Riposa e pesca 1 carta. Si può sempre.",
    "vg_day4_gladiola": (
        "Giorno 4: posa un Gladiolo accanto alla pila di marcia e liberati delle sue vesciche "
        "senza pescare."
    ),
    "vg_finish": (
        "Una carta Arrivo (50) chiude il giorno. Puoi giocarla quando in cima c’è il 35 o più."
    ),
    "gl_start_peek": (
        "Scegli 2 delle tue carte coperte da guardare. Ricordale: tra poco tornano coperte."
    ),
    "gl_draw": (
        "Pesca dal mazzo, prendi la prima carta degli scarti o scarta una carta con gli stessi "
        "punti."
    ),
    "gl_power": (
        "Hai pescato un 6 o più? Scartalo per usarne l’azione: guardare, spiare o scambiare."
    ),
    "gl_match": (
        "Sicuro che una tua carta valga quanto la prima degli scarti? Posala lì e hai una carta "
        "in meno."
    ),
    "gl_call": (
        "Le tue carte valgono 5 punti o meno? Grida «GLOSCHLI!»: gli altri fanno ancora un turno."
    ),
    "fl_first_pick": (
        "Prendi una carta qualsiasi per iniziare una pila, poi scegli dove guarda la tua pedina."
    ),
    "fl_move": "Vai dritto, a sinistra o a destra (mai indietro) e fermati su una carta.",
    "fl_take_or_leave": (
        "Prendi una carta solo se ha meno fiori della tua carta più bassa di quel tipo."
    ),
    "fl_bundle": "Le pile grandi rendono di più: 8 carte di un tipo valgono 33.",
    "fl_out": (
        "Nessuna mossa arriva a una carta che puoi prendere? Sei fuori; l’altro continua da solo."
    ),
}

RULES_TEXT: dict[str, dict[str, list[Section]]] = {
    "en": {
        "via_gladiola": _EN_VG,
        "gloschli": _EN_GL,
        "floriado": _EN_FL,
    },
    "de": {
        "via_gladiola": _DE_VG,
        "gloschli": _DE_GL,
        "floriado": _DE_FL,
    },
    "fr": {
        "via_gladiola": _FR_VG,
        "gloschli": _FR_GL,
        "floriado": _FR_FL,
    },
    "it": {
        "via_gladiola": _IT_VG,
        "gloschli": _IT_GL,
        "floriado": _IT_FL,
    },
}

FIRST_GAME_HINTS: dict[str, dict[str, str]] = {
    "en": _EN_HINTS,
    "de": _DE_HINTS,
    "fr": _FR_HINTS,
    "it": _IT_HINTS,
}
