"""The in-game rules text and first-game hints (each game's text/<lang>.json).

Checks that the four languages stay parallel, that the text fits a rules screen, that it states
the numbers the engine plays with (VG-1..VG-3, VG-8/VG-9, GL-1..GL-15, GL-28/GL-29/GL-31, FL-1,
FL-2, FL-9), that each language uses its usual terms, and that no sentence is copied from the
source rule sheets in ../shared/seeds.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game import i18n
from game.core.catalog import GAMES, spec
from game.games.floriado import cards as fl_cards
from game.games.via_gladiola import cards as vg_cards
from game.i18n import LANGUAGES, TABLES


def _pages(lang: str, game: str) -> list[dict]:
    """A game's rules pages as the screen shows them at the default set-up (a placeholder
    such as Gloschli's {target} filled in)."""
    table = TABLES[lang]
    values = spec(game).option_values()
    return [
        {
            "title": table[f"rules.{game}.{page}.title"],
            "paragraphs": table[f"rules.{game}.{page}.text"].format(**values).split("\n\n"),
            "illustrate": picture,
        }
        for page, picture in spec(game).rules_pages
    ]


# The text as the rules screen, the title and the tips read it, per language and game.
RULES_TEXT = {lang: {g: _pages(lang, g) for g in GAMES} for lang in LANGUAGES}
GAME_NAMES = {lang: {g: TABLES[lang][f"game.{g}.name"] for g in GAMES} for lang in LANGUAGES}
GAME_TAGLINES = {lang: {g: TABLES[lang][f"game.{g}.tagline"] for g in GAMES} for lang in LANGUAGES}
FIRST_GAME_HINTS = {
    lang: {k.removeprefix("tips."): v for k, v in TABLES[lang].items() if k.startswith("tips.")}
    for lang in LANGUAGES
}

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO / ".." / "shared" / "seeds"

MAX_PARAGRAPH = 350
MAX_SECTION = 1200  # all paragraphs of one section together: about one screen at 18-20 px
MAX_TITLE = 40
MAX_HINT = 200
MAX_TAGLINE = 90
COPY_WORDS = 9  # a run of more than 8 words shared with a source sheet counts as copied

PREFIX = {"via_gladiola": "vg:", "gloschli": "gl:", "floriado": "fl:"}
REQUIRED_HINTS = {
    "vg_first_turn",
    "vg_pace",
    "vg_rest",
    "vg_day4_gladiola",
    "gl_start_peek",
    "gl_draw",
    "gl_power",
    "gl_call",
    "fl_first_pick",
    "fl_move",
    "fl_take_or_leave",
    "fl_out",
}


def game_text(lang: str, game: str) -> str:
    return "\n".join("\n".join([s["title"], *s["paragraphs"]]) for s in RULES_TEXT[lang][game])


def all_strings() -> list[tuple[str, str]]:
    """(where, text) for every string the module holds."""
    out: list[tuple[str, str]] = []
    for lang in LANGUAGES:
        for game in GAMES:
            out.append((f"{lang}/{game}/name", GAME_NAMES[lang][game]))
            out.append((f"{lang}/{game}/tagline", GAME_TAGLINES[lang][game]))
            for i, sec in enumerate(RULES_TEXT[lang][game]):
                out.append((f"{lang}/{game}/{i}/title", sec["title"]))
                for j, p in enumerate(sec["paragraphs"]):
                    out.append((f"{lang}/{game}/{i}/{j}", p))
        for hint_id, text in FIRST_GAME_HINTS[lang].items():
            out.append((f"{lang}/hint/{hint_id}", text))
    return out


def has_number(text: str, number: str) -> bool:
    """``number`` stands alone in ``text`` (not part of 150, 0.75 or 3,75)."""
    return re.search(rf"(?<![\d.,]){re.escape(number)}(?![\d]|[.,]\d)", text) is not None


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:[.,]\d+)?", text)


# --- structure ------------------------------------------------------------------------------


def test_every_language_has_a_catalog_per_game() -> None:
    assert LANGUAGES == ("en", "de", "fr", "it")
    for lang in LANGUAGES:
        assert all(path.is_file() for path in i18n.catalog_paths(lang)), lang


def test_game_names_are_kept_in_every_language() -> None:
    for lang in LANGUAGES:
        assert GAME_NAMES[lang] == GAME_NAMES["en"]
    assert GAME_NAMES["en"] == {
        "via_gladiola": "Via Gladiola",
        "gloschli": "Gloschli",
        "floriado": "Floriado",
    }


@pytest.mark.parametrize("game", GAMES)
def test_sections_are_parallel_across_languages(game: str) -> None:
    english = RULES_TEXT["en"][game]
    assert len(english) >= 5, "a rules screen needs goal, cards, set-up, turn and scoring"
    for lang in LANGUAGES:
        sections = RULES_TEXT[lang][game]
        assert len(sections) == len(english), lang
        for i, (sec, ref) in enumerate(zip(sections, english, strict=True)):
            assert set(sec) == {"title", "paragraphs", "illustrate"}, (lang, i)
            assert len(sec["paragraphs"]) == len(ref["paragraphs"]), (lang, i, sec["title"])
            assert sec["illustrate"] == ref["illustrate"], (lang, i)


def test_hint_ids_are_the_same_in_every_language() -> None:
    ids = set(FIRST_GAME_HINTS["en"])
    assert REQUIRED_HINTS <= ids
    for lang in LANGUAGES:
        assert set(FIRST_GAME_HINTS[lang]) == ids, lang
    for hint_id in ids:
        assert hint_id.split("_")[0] in {"vg", "gl", "fl"}, hint_id


def test_every_page_has_its_words_in_every_language_and_pictures_of_its_game() -> None:
    for game in GAMES:
        pages = spec(game).rules_pages
        assert len({page for page, _ in pages}) == len(pages), game
        for page, picture in pages:
            assert picture is None or picture.startswith(PREFIX[game]), (game, picture)
            for lang in LANGUAGES:
                assert f"rules.{game}.{page}.title" in TABLES[lang], (lang, game, page)
                assert f"rules.{game}.{page}.text" in TABLES[lang], (lang, game, page)
        # no page text left over from a page that was dropped (a title's shorter words for
        # a phone's list, scenes/common.py phone_words, belong to their page)
        keys = {k for k in TABLES["en"] if k.startswith(f"rules.{game}.")}
        words = {f"rules.{game}.{page}.{part}" for page, _ in pages for part in ("title", "text")}
        shorter = {f"rules.{game}.{page}.title.short" for page, _ in pages}
        assert keys - shorter == words, game


# --- text hygiene and length ----------------------------------------------------------------


def test_no_empty_or_untidy_strings() -> None:
    for where, text in all_strings():
        assert isinstance(text, str) and text.strip(), where
        assert text == text.strip(), f"{where}: leading or trailing space"
        assert "  " not in text, f"{where}: double space"
        assert "\n" not in text, f"{where}: line break inside a string"


def test_lengths_fit_a_rules_screen() -> None:
    for lang in LANGUAGES:
        for game in GAMES:
            for sec in RULES_TEXT[lang][game]:
                where = f"{lang}/{game}/{sec['title']}"
                assert len(sec["title"]) <= MAX_TITLE, where
                assert 1 <= len(sec["paragraphs"]) <= 5, where
                for p in sec["paragraphs"]:
                    assert len(p) <= MAX_PARAGRAPH, f"{where}: {len(p)} chars: {p[:40]}…"
                assert sum(len(p) for p in sec["paragraphs"]) <= MAX_SECTION, where
            assert len(GAME_TAGLINES[lang][game]) <= MAX_TAGLINE, (lang, game)
        for hint_id, text in FIRST_GAME_HINTS[lang].items():
            assert len(text) <= MAX_HINT, (lang, hint_id, len(text))


# --- the numbers the engine plays with ------------------------------------------------------

KEY_NUMBERS = {
    # VG-1..VG-3, VG-5, VG-6, VG-8, VG-9, VG-12
    "via_gladiola": ["50", "15", "49", "6", "8", "5", "10", "11", "16", "35"],
    # GL-1..GL-16, GL-17, GL-28, GL-29, GL-31
    "gloschli": ["100", "5", "15", "54", "4", "2", "10", "12"],
    # FL-1, FL-2, FL-9
    "floriado": ["33", "40", "5", "8", "25", "18", "12", "7"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_rules_state_the_key_numbers(game: str, lang: str) -> None:
    text = game_text(lang, game)
    missing = [n for n in KEY_NUMBERS[game] if not has_number(text, n)]
    assert not missing, f"{lang}/{game} never states {missing}"


def section(lang: str, game: str, illustrate: str) -> dict:
    found = [s for s in RULES_TEXT[lang][game] if s["illustrate"] == illustrate]
    assert found, (lang, game, illustrate)
    return found[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_vg_card_facts_match_the_engine_tables(lang: str) -> None:
    """VG-1, VG-2, VG-3: the cards section states the house blister values of cards.py."""
    paragraphs = section(lang, "via_gladiola", "vg:cards")["paragraphs"]
    distance, finish, gladiola, start = paragraphs
    blisters = vg_cards.DISTANCE_BLISTERS
    assert len(blisters) == 49 and has_number(distance, "49")
    assert has_number(distance, str(blisters.count(0)))
    for worst in (5, 4):
        for km, b in enumerate(blisters, start=1):
            if b == worst:
                assert has_number(distance, str(km)), (lang, km)
    worst_cards = [
        *(str(km) for km, b in enumerate(blisters, start=1) if b == 5),
        "5",
        *(str(km) for km, b in enumerate(blisters, start=1) if b == 4),
        "4",
    ]
    assert numbers(distance)[-len(worst_cards) :] == worst_cards, lang
    assert sorted(vg_cards.FINISH_BLISTERS) == [0, 0, 1, 1, 2, 2]
    assert numbers(finish)[:2] == ["6", "50"] and numbers(finish)[-2:] == ["1", "2"], lang
    assert numbers(gladiola) == ["8", *(str(b) for b in vg_cards.GLADIOLA_BLISTERS)], lang
    assert numbers(start)[:2] == [str(vg_cards.DAYS), "0"], lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_vg_pace_bands_match_the_engine(lang: str) -> None:
    """VG-8, VG-9: up to 5 draws 0, 6..10 draws 1, 11..15 draws 2, 16+ is not allowed."""
    assert [vg_cards.draws_for(d) for d in (5, 6, 10, 11, 15)] == [0, 1, 1, 2, 2]
    assert vg_cards.draws_for(16) is None
    walk = section(lang, "via_gladiola", "vg:pace_bands")["paragraphs"]
    assert numbers(walk[1]) == ["1", "15"], lang
    assert numbers(walk[2]) == ["5", "6", "10", "1", "11", "15", "2", "16"], lang
    assert numbers(walk[3]) == ["21", "22", "26", "27", "31", "32", "36", "37"], lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_fl_payout_table_matches_the_engine(lang: str) -> None:
    """FL-9: 1: 0.75, 2: 2, 3: 4, 4: 7, 5: 12, 6: 18, 7: 25, 8: 33 (decimal comma in de/fr/it)."""
    table = section(lang, "floriado", "fl:payout")["paragraphs"][0]
    expected: list[str] = []
    for count, pay in enumerate(fl_cards.PAYOUT[1:], start=1):
        value = f"{pay:g}" if lang == "en" else f"{pay:g}".replace(".", ",")
        expected += [str(count), value]
    assert numbers(table) == expected, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_gl_scoring_numbers(lang: str) -> None:
    """GL-28 (15 and 5), GL-29 (Pferd caps at 10), GL-31 (100)."""
    gl = RULES_TEXT[lang]["gloschli"]
    scoring = [
        " ".join(s["paragraphs"])
        for s in gl
        if has_number(" ".join(s["paragraphs"]), "15") and "Pferd" in " ".join(s["paragraphs"])
    ]
    assert len(scoring) == 1, f"{lang}: one section scores a round"
    assert has_number(scoring[0], "5") and has_number(scoring[0], "10"), lang
    assert has_number(" ".join(gl[-1]["paragraphs"]), "100"), "the last section ends the game"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_gl_cards_match_the_engine_table(lang: str) -> None:
    """GL-1..GL-9, GL-16, GL-17, GL-28, GL-29, GL-31: points, copies and rule numbers."""
    gl_cards = pytest.importorskip("game.games.gloschli.cards")
    powers = [
        p
        for s in RULES_TEXT[lang]["gloschli"]
        if s["illustrate"] == "gl:powers"
        for p in s["paragraphs"]
        if p[0].isdigit()
    ]
    faces = [f for f in gl_cards.FACES if f.power and f.name not in ("glubschi", "isbar")]
    assert [numbers(p)[:2] for p in powers] == [[str(f.points), str(f.copies)] for f in faces]
    text = game_text(lang, "gloschli")
    for n in (
        gl_cards.DECK_SIZE,
        gl_cards.HAND_SIZE,
        gl_cards.HAND_SIZE_PLUS_ONE,
        gl_cards.START_PEEKS,
        gl_cards.CALL_LIMIT,
        gl_cards.CALLER_PENALTY,
        gl_cards.BEATEN_PENALTY,
        gl_cards.PFERD_CAP,
        gl_cards.DEFAULT_TARGET,
    ):
        assert has_number(text, str(n)), (lang, n)


# --- each language's usual terms ------------------------------------------------------------

TERMS = {
    ("en", "via_gladiola"): ["blisters", "walk pile", "draw pile", "Finish", "Gladiola", "Rest"],
    ("de", "via_gladiola"): ["Blasen", "Pflaster", "Wanderstapel", "Ziehstapel", "Zielkarte"],
    ("fr", "via_gladiola"): ["ampoules", "pile de Marche", "pioche", "Glaïeul", "Arrivée"],
    ("it", "via_gladiola"): ["vesciche", "pila di marcia", "mazzo", "Gladiolo", "Arrivo"],
    ("en", "gloschli"): ["deck", "discard pile", "face down", "Trick", "Distraction", "Eye",
                         "Spy", "Strong eye", "Super spy", "Blind swap", "Swap", "Plus 1",
                         "Blind"],
    ("de", "gloschli"): ["Ziehstapel", "Ablagestapel", "verdeckt", "Trick", "Ablenkung",
                         "Auge", "Spion", "Starkes Auge", "Superspion", "Blindtausch", "Tausch",
                         "Plus 1", "Blind"],
    ("fr", "gloschli"): ["pioche", "défausse", "face cachée", "Ruse", "Distraction", "Œil",
                         "Espion", "Œil perçant", "Super espion", "Échange aveugle", "Échange",
                         "Plus 1", "Aveugle"],
    ("it", "gloschli"): ["mazzo", "scarti", "coperte", "Inganno", "Distrazione", "Occhio",
                         "Spia", "Occhio forte", "Super spia", "Scambio cieco", "Scambio",
                         "Plus 1", "Cieco"],
    ("en", "floriado"): ["forester", "field", "pawn", "pile", "bees"],
    ("de", "floriado"): ["Förster", "Feld", "Figur", "Stapel", "Bienen"],
    ("fr", "floriado"): ["forestier", "champ", "pion", "pile", "abeilles"],
    ("it", "floriado"): ["guardaboschi", "campo", "pedina", "pila", "api"],
}  # fmt: skip
HEROES = ["Chötzli", "Glubschi", "Pferd", "Isbär", "GLOSCHLI", "STOP"]


@pytest.mark.parametrize(("lang", "game"), sorted(TERMS))
def test_each_language_uses_its_usual_terms(lang: str, game: str) -> None:
    text = game_text(lang, game)
    terms = TERMS[(lang, game)] + (HEROES if game == "gloschli" else [])
    missing = [t for t in terms if t not in text]
    assert not missing, f"{lang}/{game} lacks {missing}"


def test_pferd_is_glossed_once_as_the_horse() -> None:
    for lang, gloss in (("en", "the horse"), ("fr", "le cheval"), ("it", "il cavallo")):
        assert f"Pferd ({gloss})" in game_text(lang, "gloschli"), lang


# --- written anew ---------------------------------------------------------------------------


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def test_no_sentence_is_copied_from_the_source_sheets() -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"the source sheets are not here ({SEEDS}): nothing to compare with")
    sheets = sorted(p for p in SEEDS.iterdir() if p.is_file() and p.name != "README.md")
    assert sheets, "the seeds folder holds no sheet"
    runs: set[tuple[str, ...]] = set()
    for sheet in sheets:
        w = words(sheet.read_text(encoding="utf-8", errors="replace"))
        runs.update(tuple(w[i : i + COPY_WORDS]) for i in range(len(w) - COPY_WORDS + 1))
    copied = []
    for where, text in all_strings():
        w = words(text)
        for i in range(len(w) - COPY_WORDS + 1):
            if tuple(w[i : i + COPY_WORDS]) in runs:
                copied.append(f"{where}: {' '.join(w[i : i + COPY_WORDS])}")
    assert not copied, "copied from a source sheet:\n" + "\n".join(copied)


def test_the_copy_check_can_fail() -> None:
    """The n-gram check above finds a sentence lifted from a sheet (guards the check itself)."""
    if not SEEDS.is_dir():
        pytest.skip(f"the source sheets are not here ({SEEDS}): nothing to compare with")
    sheet = (SEEDS / "000_9b7f063b24f09f73.txt").read_text(encoding="utf-8")
    lifted = "Players take turns clockwise. On your turn, choose one of the following actions"
    assert lifted in sheet
    w = words(sheet)
    runs = {tuple(w[i : i + COPY_WORDS]) for i in range(len(w) - COPY_WORDS + 1)}
    lw = words(lifted)
    assert any(tuple(lw[i : i + COPY_WORDS]) in runs for i in range(len(lw) - COPY_WORDS + 1))


# --- the catalogs are plain data -------------------------------------------------------------


def test_catalogs_are_json_objects_of_strings() -> None:
    for lang in LANGUAGES:
        for path in i18n.catalog_paths(lang):
            data = json.loads(path.read_text(encoding="utf-8"))
            assert isinstance(data, dict), path
            bad = [k for k, v in data.items() if not isinstance(v, str)]
            assert bad == [], (path, bad)


def test_no_key_is_defined_in_two_catalogs() -> None:
    for lang in LANGUAGES:
        seen: dict[str, str] = {}
        for path in i18n.catalog_paths(lang):
            for key in json.loads(path.read_text(encoding="utf-8")):
                assert key not in seen, (key, seen.get(key), path.as_posix())
                seen[key] = path.as_posix()
