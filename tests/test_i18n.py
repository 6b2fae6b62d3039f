"""Four languages: every key everywhere, used, with the same placeholders and plural forms; the
language setting (system default, stored, applied at once); and every screen in every language
with no text spilling out of its box.

The screen check drives the real app headless through title, setup for each game, each table
in play, pause, settings, rules and results, and records every ``theme.blit_text`` call with the
box it had to fit: the widget it belongs to, the card surface it is drawn on, or the panel
(``draw.panel``, sheets) it starts in; anything else must stay on the screen.
"""

from __future__ import annotations

import ast
import functools
import os
import random
import re
import string
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, platform  # noqa: E402
from game.core.catalog import GAMES, spec  # noqa: E402
from game.i18n import ENGLISH, LANGUAGES, TABLES, match_language, set_language, t, tn  # noqa: E402
from game.storage import KEY_SETTINGS, FileBackend, Storage  # noqa: E402
from game.ui import draw, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scenes.settings import clear_text_caches  # noqa: E402
from game.ui.settings import Settings  # noqa: E402

GAME_DIR = Path(__file__).resolve().parents[1] / "game"

# Keys built at run time (f-strings); each prefix must really start an f-string in game/.
DYNAMIC_PREFIXES: dict[str, str] = {
    "online.status.": "an online game's state: t(f'online.status.{g[...]}') in the online list",
    "kind.": "seat kinds: t(f'kind.{seat.kind}') in setup, tables and results",
    "notice.": "storage notices: f'notice.{name}.{why}' in game/storage.py, shown via t(notice)",
    "log.end.": "Via Gladiola log entries: {'key': f'log.end.{seen.reason}'}",
    "fl.log.end.": "Floriado log entries: {'key': f'fl.log.end.{ev.reason}'}",
    "results.reason.": "Via Gladiola end reason: t(f'results.reason.{self.reason}')",
    "table.end.": "Via Gladiola end banner: t(f'table.end.{ev.reason}')",
    "fl.card.": "Floriado card names by kind: tn(f'fl.card.{kind}', n)",
    "fl.kind.": "Floriado kind names: t(f'fl.kind.{kind}')",
    "fl.dir.": "Floriado directions: t(f'fl.dir.{facing}')",
    "fl.table.end.": "Floriado end banner: t(f'fl.table.end.{ev.reason}')",
    "fl.results.reason.": "Floriado end reason: t(f'fl.results.reason.{self.reason}')",
    "gl.card.": "Gloschli card names: t(f'gl.card.{FACES[face].name}')",
    "gl.power.": "Gloschli power names: t(f'gl.power.{power}') in narrate.power_name",
    "gl.power_sub.": "Gloschli power buttons: t(f'gl.power_sub.{FACES[face].name}')",
    "gl.status.power.": "Gloschli power steps: t(f'gl.status.power.{power}.{step}')",
    "gl.res.why.combo_": "Gloschli combo bonus: t(f'gl.res.why.combo_{c}')",
    "rules.": "rules pages: t(f'rules.{game}.{page}.title') in game/ui/scenes/rules.py",
    "game.": "game names and taglines: t(f'game.{name}.name') in game/ui/scenes/common.py",
    "tips.": "first-game tips: t(f'tips.{tip_id}') in game/ui/hints.py",
    "hint.undo.": "why Undo is off: t(f'hint.undo.{why}') in game/ui/table/base.py",
}


def placeholders(s: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(s) if name}


# -- the tables ------------------------------------------------------------------------------


def test_every_language_has_exactly_the_english_keys():
    keys = set(ENGLISH)
    for lang in LANGUAGES:
        table = TABLES[lang]
        assert sorted(keys - set(table)) == [], f"{lang}: missing"
        assert sorted(set(table) - keys) == [], f"{lang}: not in English"
        assert all(isinstance(v, str) and v.strip() for v in table.values()), lang


# A translation may leave out an English placeholder only where its grammar needs it, and says
# why; it may never add one (the code would not pass it).
LEFT_OUT: dict[tuple[str, str], str] = {
    ("de", "fl.table.pile_tip_empty"): "nouns are capitalised: no lower-case {kind_lower}",
    ("de", "fl.status.stand"): "nouns are capitalised: 'dein Stapel dieser Sorte'",
}


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_placeholders_match_english(lang):
    bad = []
    for k, v in TABLES[lang].items():
        mine, english = placeholders(v), placeholders(ENGLISH.get(k, ""))
        if mine == english or ((lang, k) in LEFT_OUT and mine < english):
            continue
        bad.append((k, mine, english))
    assert bad == []


def test_plural_keys_come_in_pairs_everywhere():
    bases = {k[: -len(".one")] for k in ENGLISH if k.endswith(".one")}
    assert bases, "no plural keys at all?"
    for lang in LANGUAGES:
        table = TABLES[lang]
        for base in bases:
            assert f"{base}.one" in table and f"{base}.other" in table, f"{lang}: {base}"
        for k in table:
            if k.endswith(".one"):
                assert k[: -len(".one")] in bases, f"{lang}: {k} is not plural in English"


def test_every_text_formats_with_its_placeholders():
    for lang in LANGUAGES:
        for v in TABLES[lang].values():
            v.format(**{p: "x" for p in placeholders(v)})  # no stray braces


@functools.cache
def _code_strings() -> tuple[frozenset[str], frozenset[str]]:
    """String constants and f-string heads in game/ outside the text tables (parsed once for
    the tests that read them)."""
    consts: set[str] = set()
    heads: set[str] = set()
    for path in GAME_DIR.rglob("*.py"):
        if path.parent.name == "i18n":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    heads.add(first.value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                consts.add(node.value)
    return frozenset(consts), frozenset(heads)


def test_no_key_is_unused():
    consts, heads = _code_strings()
    stale = [p for p in DYNAMIC_PREFIXES if not any(h.startswith(p) for h in heads)]
    assert stale == [], "dynamic prefixes no longer built in code"
    unused = []
    for k in ENGLISH:
        # plural forms; a shorter form for a phone (scenes/common.py phone_words: "<key>.short");
        # a touch screen's words (i18n.t: "<key>.touch")
        base = re.sub(r"\.(one|other|short)$", "", re.sub(r"\.touch$", "", k))
        if k in consts or base in consts or any(k.startswith(p) for p in DYNAMIC_PREFIXES):
            continue
        unused.append(k)
    assert unused == []


def test_every_literal_key_in_code_exists():
    consts, _ = _code_strings()
    src = "\n".join(
        p.read_text(encoding="utf-8") for p in GAME_DIR.rglob("*.py") if p.parent.name != "i18n"
    )
    used = set(re.findall(r"\bt\(\s*\"([a-z_]+\.[\w.]+)\"", src))
    plural = set(re.findall(r"\btn\(\s*\"([a-z_]+\.[\w.]+)\"", src))
    missing = sorted(k for k in used if k not in ENGLISH)
    missing += sorted(k for k in plural if f"{k}.one" not in ENGLISH)
    assert missing == []


def test_rules_screens_and_names_exist_in_every_language():
    for lang in LANGUAGES:
        for game in GAMES:
            pages = spec(game).rules_pages
            assert pages and all(f"rules.{game}.{p}.text" in TABLES[lang] for p, _ in pages)
        assert set(i18n.LANGUAGE_NAMES) == set(LANGUAGES)


def test_french_counts_zero_as_singular():
    set_language("fr")
    assert tn("seat.cards", 0) == "0 carte"
    assert tn("seat.cards", 2) == "2 cartes"
    set_language("de")
    assert tn("seat.cards", 0) == "0 Karten"
    assert tn("seat.cards", 1) == "1 Karte"


def test_numbers_use_the_languages_decimal_mark():
    assert i18n.number(0.75) == "0.75" and i18n.number(12) == "12"
    set_language("de")
    assert i18n.number(0.75) == "0,75" and i18n.number(12.5) == "12,5"
    assert i18n.number(33.0) == "33"


def test_french_punctuation_never_starts_a_line():
    pygame.font.init()
    lines = theme.wrap("Vous avez pioché un 6 ou plus ? Défaussez-le « vite » !", 18, 180)
    assert not any(line.startswith(("?", "!", ":", ";", "»")) for line in lines)
    assert not any(line.endswith("«") for line in lines)


def test_french_elides_de_and_que_before_a_vowel_or_a_mute_h():
    # "la main d'Anna", "Au tour d'Émile", but "de Ben"; other languages keep their words.
    assert i18n.elide_fr("la main de {name}", {"name": "Anna"}) == "la main d’{name}"
    assert i18n.elide_fr("De {a} et que {b}", {"a": "Hélène", "b": "Yves"}) == "D’{a} et qu’{b}"
    assert i18n.elide_fr("de {name}", {"name": "Ben"}) == "de {name}"
    assert i18n.elide_fr("moins de {n}", {"n": 8}) == "moins de {n}"  # a number: as it is
    assert i18n.elide_fr("monde {name}", {"name": "Anna"}) == "monde {name}"  # a word's end
    set_language("fr")
    try:
        assert t("pass.body", name="Anna").endswith("la main d’Anna.")
        assert t("pass.body", name="Ben").endswith("la main de Ben.")
        assert t("status.other", name="Émile") == "Au tour d’Émile"
        assert t("gl.last_turns", name="Anna", n=2).startswith("GLOSCHLI d’Anna")
    finally:
        set_language("en")
    for lang in ("en", "de", "it"):
        set_language(lang)
        assert "Anna" in t("status.other", name="Anna") and "d’Anna" not in t(
            "status.other", name="Anna"
        )
    set_language("en")


def test_undo_never_reads_as_a_cancel_button():
    # Undo and a game's Cancel can be on one screen: two actions, two words in every language.
    for lang in LANGUAGES:
        cancels = {
            v for k, v in TABLES[lang].items() if k.endswith(("btn.cancel", "common.cancel"))
        }
        assert cancels, lang
        assert TABLES[lang]["table.undo"] not in cancels, lang


def test_a_bot_and_the_field_are_one_word_each_in_a_language():
    # The Continue list says a bot and the field as the table and the new-game sheet do.
    for lang in LANGUAGES:
        table = TABLES[lang]
        bot = table["kind.easy"].split(":")[0].strip().lower()
        assert bot in table["saves.bot_seat"].lower(), lang
        assert bot in table["online.seats"].lower(), lang
        if bot != "robot":
            assert not [k for k, v in table.items() if "robot" in v.lower()], lang
        field = table["fl.table.field_left.one"].split()[-1].lower()
        assert field in table["saves.cards_left.one"].lower(), lang


def test_unknown_language_and_keys_fall_back():
    set_language("xx")
    assert i18n.language() == "en"
    assert t("no.such.key") == "no.such.key"
    assert t("table.day") == "Day {day}"  # a missing argument never raises


# -- the language setting ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ("de-CH", "de"),
        ("de_DE.UTF-8", "de"),
        ("fr", "fr"),
        ("FR-ca", "fr"),
        ("it-IT", "it"),
        ("en-GB", "en"),
        ("nl-NL", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_locale_tags_map_to_a_language(tag, code):
    assert match_language(tag) == code


def test_system_language_from_the_environment(monkeypatch):
    monkeypatch.delenv("MEADOW_LANGUAGE", raising=False)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert platform.system_language() == "it-it"
    monkeypatch.setenv("LANGUAGE", "fr_CH:de")
    assert platform.system_language() == "fr-ch"
    monkeypatch.setenv("MEADOW_LANGUAGE", "de")
    assert platform.system_language() == "de"


def test_browser_language_comes_from_navigator(monkeypatch):
    import sys
    import types

    page = types.SimpleNamespace(window=types.SimpleNamespace(navigator=types.SimpleNamespace()))
    page.window.navigator.language = "fr-FR"
    monkeypatch.delenv("MEADOW_LANGUAGE", raising=False)
    monkeypatch.setattr(platform, "IS_WEB", True)
    monkeypatch.setitem(sys.modules, "platform", page)
    assert platform.system_language() == "fr-fr"


def _storage(tmp_path, **settings) -> Storage:
    storage = Storage(FileBackend(tmp_path))
    storage.save(KEY_SETTINGS, {"speed": 0.0, "sound": False, **settings})
    return storage


def test_default_is_the_system_language_and_a_choice_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("MEADOW_LANGUAGE", "de-AT")
    assert Settings.load(Storage(FileBackend(tmp_path / "fresh"))).language == "de"
    assert Settings.load(_storage(tmp_path / "a")).language == "de"
    assert Settings.load(_storage(tmp_path / "b", language="it")).language == "it"
    assert Settings.load(_storage(tmp_path / "c", language="klingon")).language == "de"
    monkeypatch.setenv("MEADOW_LANGUAGE", "pt-BR")
    assert Settings.load(_storage(tmp_path / "d")).language == "en"


def test_switching_language_in_settings_applies_at_once(tmp_path):
    app = App(storage=_storage(tmp_path, language="en"), seed=1)
    T.run(app, 1)
    T.click(app, "settings")
    assert app.top.name == "settings"
    cycler = T.find(app, "language")
    assert [label for _, label in cycler.options] == [
        "English",
        "Deutsch",
        "Français",
        "Italiano",
    ]
    T.click_at(app, cycler.right_rect.center)  # English -> Deutsch
    assert i18n.language() == "de"
    assert T.find(app, "back").label == "Fertig"  # this sheet, redrawn at once
    assert Settings.load(app.storage).language == "de"  # stored with the others
    T.click(app, "back")
    assert T.find(app, "settings").label == "Einstellungen"  # the title below too
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    T.run(app, 3)
    T.click(app, "menu")
    T.click(app, "settings")
    T.click_at(app, T.find(app, "language").right_rect.center)  # Deutsch -> Français
    T.click(app, "back")
    assert T.find(app, "resume").label == "Reprendre"
    T.click(app, "resume")
    app.settings.hints = False  # a first-game tip folds the log while it shows
    T.run(app, 2)
    table = app.top
    lines = [line for _, line in table.chrome.logs.panel._lines]
    assert lines and all("Der Marsch" not in x for x in lines)  # the log relaid in French
    assert any("La marche commence" in x for x in lines)


# -- every screen, every language: no text out of its box --------------------------------------

SLACK = 2  # pixels of antialiasing a text may touch beyond its box


def ink(rect: pygame.Rect) -> pygame.Rect:
    """Roughly where a line's letters are: its box less the font's leading above and below."""
    return rect.inflate(-4, -(rect.h // 2))


class TextAudit:
    """Records each text drawn this frame with the box it must fit, and what spilled out."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.panels: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.widget: list = []  # the widget being drawn (a stack)
        self.in_widget: dict[int, list[tuple[str, pygame.Rect]]] = {}  # their letters' rects
        self.drawn: pygame.Surface | None = None  # the line blit_text is drawing
        # texts on the screen, outside widgets: (text, its box, the box's ink)
        self.free: list[tuple[str, pygame.Rect, pygame.Rect]] = []
        self.where = ""
        self.problems: dict[tuple, str] = {}
        self.shrunk: dict[tuple[str, int], tuple[str, int]] = {}  # shrink-to-fit at work
        self.ink_of: dict[int, tuple[pygame.Surface, pygame.Rect]] = {}

    def letters(self, surf: pygame.Surface) -> pygame.Rect:
        """The pixels ``surf``'s letters cover, measured once per rendered line: the text
        cache hands the same surface out frame after frame."""
        known = self.ink_of.get(id(surf))
        if known is None or known[0] is not surf:
            known = self.ink_of[id(surf)] = (surf, surf.get_bounding_rect())
        return known[1]

    def install(self, monkeypatch) -> None:
        blit_text, panel, draw_widgets = theme.blit_text, draw.panel, Scene.draw_widgets
        app_draw, render = App.draw, theme.text
        audit = self
        texts: dict[int, tuple[str, pygame.Surface]] = {}
        self.install_screen(texts)

        def audited_text(s, *args, **kw):
            surf = render(s, *args, **kw)
            texts[id(surf)] = (s, surf)
            if audit.in_blit_text:
                audit.drawn = surf
            return surf

        def audited_blit_text(surface, s, size, pos, *args, **kw):
            audit.in_blit_text, audit.drawn = True, None
            try:
                rect = blit_text(surface, s, size, pos, *args, **kw)
            finally:
                audit.in_blit_text = False
            letters = audit.letters(audit.drawn) if audit.drawn is not None else None
            audit.check(surface, s, rect, pos, letters.move(rect.topleft) if letters else None)
            max_w = kw.get("max_w", args[3] if len(args) > 3 else None)
            if max_w is not None and rect.w > max_w + SLACK:
                audit.fail(s, rect, pygame.Rect(rect.topleft, (max_w, rect.h)), "wider than max_w")
            return rect

        def audited_panel(surface, rect, *args, **kw):
            audit.panels.append((surface, pygame.Rect(rect)))
            audit.free = [f for f in audit.free if not f[1].colliderect(rect)]  # covered
            return panel(surface, rect, *args, **kw)

        def audited_draw_widgets(scene, surface, widgets=None):
            for w in list(widgets if widgets is not None else scene.widgets()):
                audit.widget.append(w)
                try:
                    draw_widgets(scene, surface, [w])
                finally:
                    audit.widget.pop()

        def scene_draw(original):
            def audited_scene_draw(scene, surface):
                audit.panels.clear()  # a scene drawn on top covers the panels below
                audit.free.clear()
                return original(scene, surface)

            audited_scene_draw.audited = True
            return audited_scene_draw

        def audited_app_draw(app):
            audit.panels.clear()
            audit.in_widget.clear()
            audit.free.clear()
            audit.where = "/".join(s.name for s in app.scenes)
            for scene in app.scenes:
                cls = type(scene)
                if not getattr(cls.draw, "audited", False):
                    monkeypatch.setattr(cls, "draw", scene_draw(cls.draw))
            app_draw(app)

        fit_text = theme.fit_text

        def audited_fit_text(s, size, max_w, *args, **kw):
            fitted = fit_text(s, size, max_w, *args, **kw)
            if fitted < size:
                audit.shrunk[(s, size)] = (audit.where, fitted)
            return fitted

        monkeypatch.setattr(draw, "RETAINED", False)  # every text reaches the screen each frame
        monkeypatch.setattr(theme, "fit_text", audited_fit_text)
        monkeypatch.setattr(theme, "blit_text", audited_blit_text)
        monkeypatch.setattr(theme, "text", audited_text)
        monkeypatch.setattr(draw, "panel", audited_panel)
        monkeypatch.setattr(Scene, "draw_widgets", audited_draw_widgets)
        monkeypatch.setattr(App, "draw", audited_app_draw)

    def install_screen(self, texts: dict[int, tuple[str, pygame.Surface]]) -> None:
        """The logical screen, replaced by one on which a text surface (one of ``texts``)
        blitted by hand is checked too. The audit reads where things are drawn, never the
        screen's pixels: its blits place without copying (``T.RectOnlyScreen``)."""
        audit = self

        class AuditedScreen(T.RectOnlyScreen):
            def blit(self, source, dest, *args, **kw):
                rect = super().blit(source, dest, *args, **kw)
                known = texts.get(id(source))
                if known is not None and known[1] is source and not audit.in_blit_text:
                    full = source.get_rect(topleft=rect.topleft)
                    letters = audit.letters(source).move(full.topleft)
                    audit.check(self, known[0], full, full.center, letters)
                return rect

        self.app.surface = AuditedScreen(self.app.surface.get_size()).convert()
        self.in_blit_text = False

    def fail(self, s: str, rect: pygame.Rect, box: pygame.Rect, what: str) -> None:
        key = (s, what)
        if key not in self.problems:
            self.problems[key] = (
                f"{self.where}: {what}: {s!r} at {tuple(rect)} does not fit {tuple(box)}"
            )

    def check(self, surface, s: str, rect: pygame.Rect, pos, letters=None) -> None:
        """``rect`` is the line's box, ``letters`` the pixels its letters cover (None: the
        box). Two lines in one widget (a label over its sub-label) may share the leading of
        their boxes, never a letter's pixels."""
        letters = rect if letters is None else letters
        if not s.strip():
            return
        screen = surface is self.app.surface
        if not screen:  # drawn on a card face or a layer: the surface is the box
            box = surface.get_rect()
            if not box.inflate(SLACK * 2, SLACK * 2).contains(rect):
                self.fail(s, rect, box, "off its card or layer")
            return
        if self.widget:
            w = self.widget[-1]
            # Across: inside the widget. Up and down a widget may carry a badge (a card's
            # draw cost above it), so only its width is a box.
            left = w.rect.x
            if getattr(w, "icon", None) is not None and getattr(w, "label", ""):
                left += 42  # a button's icon sits at its left end: words stay clear of it
            if rect.x < left - SLACK or rect.right > w.rect.right + SLACK:
                self.fail(s, rect, w.rect, f"out of widget {w.id}")
            others = self.in_widget.setdefault(id(w), [])
            for other, r in others:
                if r.colliderect(letters):
                    self.fail(s, letters, r, f"overlaps {other!r} in widget {w.id}")
            others.append((s, letters))
            return
        mine = ink(rect)
        for i in mine.collidelistall([f[2] for f in self.free]):
            other, r, _ = self.free[i]
            if other != s:
                self.fail(s, rect, r, f"overlaps {other!r}")
        self.free.append((s, rect, mine))
        if not surface.get_rect().contains(rect):
            self.fail(s, rect, surface.get_rect(), "off the screen")
        point = (round(pos[0]), round(pos[1]))
        boxes = [r for surf, r in self.panels if surf is surface and r.collidepoint(point)]
        if boxes:  # the one drawn last before the line: the line is drawn on it
            box = boxes[-1]
            if not box.inflate(SLACK * 2, SLACK * 2).contains(rect):
                self.fail(s, rect, box, "out of its panel")


PLAY_PREFIXES = ("hand.", "rest", "gladiola", "tile.", "face.", "slot.", "seatpick.")
PLAY_IDS = ("deck", "discard", "gl.draw", "gl.take", "gl.match", "gl.discard", "gl.power")


def person_click(app: App, rng: random.Random) -> bool:
    """One click a person could make now (pass screens, round results, a legal move)."""
    top = app.top
    if top.name == "pass":
        T.click(app, "pass.ready")
        return True
    if top.name == "gl_round":
        T.click(app, "gl.next_round")
        return True
    if top.name not in ("via_gladiola", "floriado", "gloschli"):
        return False
    if getattr(top, "memo_hold", False) and T.find(app, "gl.hide") is not None:
        T.click(app, "gl.hide")
        return True
    if not top.my_turn():
        return False
    end = T.find(app, "gl.end")
    if end is not None and end.enabled and rng.random() < 0.8:
        T.click_at(app, end.rect.center)
        return True
    ws = [
        w
        for w in T.widgets(app)
        if w.enabled
        and w.visible
        and (w.id.startswith(PLAY_PREFIXES) or w.id in PLAY_IDS or w.id.startswith("gl.btn"))
    ]
    if not ws:
        return False
    T.click_at(app, rng.choice(ws).rect.center)
    return True


def visit_menus(app: App, game: str) -> None:
    """The keys list, pause, its settings sheet, every rules page, back to the table."""
    if T.find(app, "keys") is not None:
        T.click(app, "keys")
        T.run(app, 2)
        T.key(app, pygame.K_ESCAPE)
        T.run(app, 1)
    T.click(app, "menu")
    T.run(app, 2)
    T.click(app, "settings")
    T.run(app, 2)
    T.click(app, "back")
    T.click(app, "rules")
    for _ in range(len(spec(game).rules_pages)):
        T.run(app, 1)
        T.click(app, "rules.next") if T.find(app, "rules.next").enabled else None
    T.click(app, "back")
    T.click(app, "resume")


def setup_all_seats(app: App) -> None:
    """The longest setup: as many seats as the game takes, one of each kind."""
    setup = app.top
    while T.find(app, "seat.add") is not None and T.find(app, "seat.add").enabled:
        T.click(app, "seat.add")
    for i in range(1, len(setup.seats)):
        for _ in range(i % 4):
            T.click_at(app, T.find(app, f"seat{i}.kind").right_rect.center)
    T.run(app, 2)
    while len(setup.seats) > 3:  # then a table of three, bots only besides the person
        T.click(app, f"seat{len(setup.seats) - 1}.remove")
    for i in range(1, len(setup.seats)):  # quick bots: the test is about words, not play
        while setup.seats[i].kind != "random":
            T.click_at(app, T.find(app, f"seat{i}.kind").right_rect.center)


def fast_forward(table, rng: random.Random, stop=None, limit: int = 5000) -> None:
    """Random legal moves for every seat, unseen, until the game or a Gloschli round is over
    (its round results are then shown), or until ``stop(table)``."""
    first_round = getattr(table.match.session.state, "round_no", None)
    for _ in range(limit):
        state = table.match.session.state
        if state.is_over or getattr(state, "round_no", None) != first_round:
            return
        if stop is not None and stop(table):
            return
        table.perform(rng.choice(state.legal_actions()))


def last_day_turn(table) -> bool:
    """Via Gladiola: the person's turn on Day 4, when a Gladiola may be laid."""
    return getattr(table.match.session.state, "day", 0) >= 4 and table.my_turn()


def tour(
    lang: str,
    tmp_path,
    monkeypatch,
    games=("via_gladiola", "floriado", "gloschli"),
    text_scale: float = 1.0,
):
    storage = _storage(tmp_path, language=lang, text_scale=text_scale)
    clear_text_caches()  # card faces are drawn (and checked) anew in this language
    app = App(storage=storage, seed=11)
    audit = TextAudit(app)
    audit.install(monkeypatch)
    rng = random.Random(3)
    dt = 0.1
    try:
        T.run(app, 2)
        T.click(app, "settings")
        T.run(app, 2)
        T.click(app, "back")
        for wid in ("records", "keys"):  # side screens of the title, when there
            if T.find(app, wid) is not None:
                T.click(app, wid)
                T.run(app, 2)
                T.key(app, pygame.K_ESCAPE)
                T.run(app, 1)
        assert app.top.name == "title"
        for game in games:
            T.click(app, f"game.{game}")
            T.run(app, 2)
            setup_all_seats(app)
            if game == "gloschli":
                while app.top.options["target"] != min(
                    v for k, _l, vs, _d in app.top.entry.choices for v in vs
                ):
                    T.click_at(app, T.find(app, "opt.target").left_rect.center)
            T.click(app, "start")
            T.run(app, 2)
            moves, menus_seen, last_day = 0, False, game != "via_gladiola"
            for _ in range(6000):
                top = app.top
                if top.name == "results":
                    break
                if moves >= 14 and top.name == game and not top.match.session.state.is_over:
                    if not last_day:  # Via Gladiola's Day 4 buttons are seen too
                        fast_forward(top, rng, last_day_turn)
                        last_day, moves = True, 8
                    else:  # the rest unseen, to the (round) results
                        fast_forward(top, rng)
                elif person_click(app, rng):
                    moves += 1
                    if moves == 6 and not menus_seen and T.find(app, "menu") is not None:
                        menus_seen = True
                        visit_menus(app, game)
                else:
                    T.run(app, 1, dt)
            assert app.top.name == "results", f"{lang} {game}: no results ({app.top.name})"
            T.run(app, 30, dt)
            T.click(app, "results.menu") if T.find(app, "results.menu") else T.click(app, "menu")
            T.run(app, 2)
            assert app.top.name == "title"
        hot_seat(app, rng)
        saves_and_questions(app)
    finally:
        set_language("en")
    return audit


def hot_seat(app: App, rng: random.Random) -> None:
    """Two people at one device: the pass screen between their turns."""
    T.click(app, "game.via_gladiola")
    T.run(app, 1)
    while app.top.seats[1].kind != "human":
        T.click_at(app, T.find(app, "seat1.kind").right_rect.center)
    T.click(app, "start")
    seen = 0
    for _ in range(400):
        if app.top.name == "pass":
            seen += 1
            if seen > 2:
                break
        if not person_click(app, rng):
            T.run(app, 1, 0.1)
    assert seen, "no pass screen in a hot-seat game"
    T.run(app, 2)


WIDEST_NAME = "W" * 16  # the widest name a seat's field takes (game/ui/fields.py)
LONG_NAME = "Maximiliane-Anna"  # a long name as people have them, 16 characters


def saves_and_questions(app: App) -> None:
    """The saves' screens: Restart's question, a typed name (as long as it may be), the
    Continue list of two saves and the question before a new game replaces a save."""
    if app.top.name == "pass":
        T.click(app, "pass.ready")
    T.click(app, "menu")
    T.run(app, 2)
    T.click(app, "restart")
    T.run(app, 3, T.SETTLE_DT)  # past the question's guard (0.25 s)
    T.click(app, "confirm.cancel")
    T.click(app, "quit_title")
    T.click(app, "game.floriado")
    T.click(app, "seat0.name")
    T.type_text(app, WIDEST_NAME)
    T.run(app, 7, T.SETTLE_DT)  # the caret blinks: on, then off (0.5 s each)
    T.key(app, pygame.K_RETURN)
    assert app.top.seats[0].name == WIDEST_NAME
    T.run(app, 2)
    T.click(app, "seat0.name")
    T.type_text(app, LONG_NAME)  # the one played with (the tables' panels take this)
    T.key(app, pygame.K_RETURN)
    T.click(app, "start")
    T.run(app, 5)
    if app.top.name == "confirm":  # a Floriado game saved earlier in the tour
        T.run(app, 3, T.SETTLE_DT)  # past the question's guard
        T.click(app, "confirm.new")
    T.run(app, 20, 0.1)
    T.click(app, "menu")
    T.click(app, "quit_title")
    T.run(app, 2)
    T.click(app, "continue")
    assert app.top.name == "saves"
    T.run(app, 2)
    T.click(app, "back")
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    assert app.top.name == "confirm"
    T.run(app, 3, T.SETTLE_DT)  # past the question's guard
    T.click(app, "confirm.cancel")
    T.run(app, 2)


@pytest.mark.parametrize(
    ("lang", "text_scale"),
    [(lang, scale) for scale in (1.0, 1.25) for lang in LANGUAGES]
    + [("en", 1.5), ("de", 1.5)],  # the largest text, a phone's
    ids=lambda v: {1.0: "text", 1.25: "larger_text", 1.5: "largest_text"}.get(v, v),
)
def test_every_screen_fits_its_text(lang, text_scale, tmp_path, monkeypatch):
    audit = tour(lang, tmp_path, monkeypatch, text_scale=text_scale)
    assert list(audit.problems.values()) == []


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_level_is_one_word_wherever_it_is_said(lang):
    """A bot's level in a seat's set-up ("Bot: a caso") and alone beside a robot badge
    ("a caso") is the same word; French speaks to the player as "vous" everywhere (the
    online screens said "tu")."""
    from game.core.match import LEVEL_WORDS

    set_language(lang)
    for kind, key in LEVEL_WORDS.items():
        assert t(key).lower() in t(f"kind.{kind}").lower(), (kind, t(key), t(f"kind.{kind}"))
    if lang == "fr":
        informal = re.compile(r"\b(tu|ton|ta|tes|toi|écris|partage)\b", re.IGNORECASE)
        found = {k: v for k, v in TABLES["fr"].items() if informal.search(v)}
        assert found == {}
