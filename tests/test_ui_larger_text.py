"""The larger-text setting reaches every body text: the title's daily tiles and Continue, the
sub-labels of two-line buttons, and every rules page, which goes on over a second screen
rather than drawing a long section smaller than the chosen size.

Measured as drawn (``testing.record_frame``): the ink width of the same words at the normal
and the largest size (Quicksand's ink height grows in steps: 18 px at size 18, 20 at 22), and
for the rules, each line's ink against the same words drawn at the chosen size.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.catalog import specs  # noqa: E402
from game.i18n import LANGUAGES, set_language, t  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.common import game_title  # noqa: E402
from game.ui.settings import TEXT_SCALES  # noqa: E402

LARGEST = max(TEXT_SCALES)  # the largest text: a phone's


def title_with_a_save(scale: float, lang: str) -> App:
    """The title with one saved game (so Continue shows), at text size ``scale``."""
    app = T.new_app(frames=2, hints=False, language=lang)
    T.click(app, "game.floriado")
    T.click(app, "start")
    T.run(app, 3)
    app = T.new_app(storage=app.storage, frames=2, hints=False, language=lang, text_scale=scale)
    assert app.top.name == "title" and T.find(app, "continue") is not None
    return app


def ink_widths(app: App) -> dict[tuple[str | None, str], int]:
    """The widest ink of each text drawn on the top scene, by (widget drawing it, words)."""
    out: dict[tuple[str | None, str], int] = {}
    for m in T.record_frame(app):
        if m.kind == "text":
            key = (m.owner, m.label)
            out[key] = max(out.get(key, 0), m.rect.w)
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_title_daily_tiles_and_continue_grow_with_the_larger_text(lang):
    normal = ink_widths(title_with_a_save(1.0, lang))
    large_app = title_with_a_save(LARGEST, lang)
    large = ink_widths(large_app)
    words = [
        ("daily.gloschli", t("daily.tile")),  # a tile's label
        ("daily.gloschli", t("daily.tile.open")),  # its sub-label: how today's deal stands
        ("continue", t("title.continue")),
        ("continue", game_title("floriado")),  # Continue's sub-label: the saved game
    ]
    for text in words:
        assert text in normal and text in large, text
        assert large[text] >= normal[text] * 1.15, (text, normal[text], large[text])
    # ...and they still fit: no text over another, none out of its button.
    assert T.layout_overlaps(T.record_frame(large_app)) == []


def table_button_sub(scale: float) -> int:
    app = T.new_app(frames=2, hints=False, text_scale=scale)
    T.click(app, "game.via_gladiola")
    T.click(app, "start")
    T.run(app, 120)
    return ink_widths(app)[("rest", t("table.rest_sub"))]


def test_button_sub_labels_grow_with_the_larger_text():
    # the larger text (the largest is a phone layout, where a table may drop a sub-label)
    assert table_button_sub(TEXT_SCALES[1]) >= table_button_sub(1.0) * 1.15


def rules_app(scale: float, lang: str, game: str) -> App:
    app = T.new_app(frames=2, hints=False, text_scale=scale, language=lang)
    T.click(app, f"game.{game}")
    T.click(app, "rules")
    assert app.top.name == "rules"
    return app


def paragraph_lines(app: App) -> list[T.Mark]:
    """The paragraph lines drawn on the rules screen (left-aligned at the text's x, below the
    section title)."""
    r = app.top.rect
    return [
        m
        for m in T.record_frame(app)
        if m.kind == "text" and abs(m.rect.x - (r.x + 360)) <= 3 and m.rect.y > r.y + 88 + 40
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rules_page_is_drawn_below_the_chosen_size(lang):
    """Every paragraph line of every rules screen at the largest size is as tall as the same
    words drawn at that size, and ends above the page's buttons."""
    set_language(lang)
    for spec in specs():
        app = rules_app(LARGEST, lang, spec.name)
        rules = app.top
        body = theme.body(19)
        sections = set()
        for _ in range(60):
            sections.add(rules._pages[rules.page].section)
            buttons_top = T.find(app, "rules.next").rect.y
            lines = paragraph_lines(app)
            assert lines, (spec.name, rules.page)
            for m in lines:
                full = theme.text(m.label, body, theme.INK, "regular").get_bounding_rect().h
                assert m.rect.h >= full, (spec.name, rules.page, m.label, m.rect.h, full)
                assert m.rect.bottom <= buttons_top, (spec.name, rules.page, m.label)
            if not T.find(app, "rules.next").enabled:
                break
            T.click(app, "rules.next")
        assert sections == set(range(len(spec.rules_pages))), spec.name  # every section shown


def test_the_long_german_turn_page_goes_on_over_a_second_screen():
    set_language("de")
    app = rules_app(LARGEST, "de", "gloschli")
    T.click(app, "rules.section.7")  # "Dein Zug"
    rules = app.top
    first = rules._pages[rules.page]
    assert first.section == 7 and first.part == 0 and first.parts == 2
    title = t("rules.part", title=t("rules.gloschli.turn.title"), part=1, parts=2)
    assert title in [m.label for m in T.record_frame(app) if m.kind == "text"]
    T.click(app, "rules.next")
    second = rules._pages[rules.page]
    assert (second.section, second.part) == (7, 1)
    paragraphs = t("rules.gloschli.turn.text").split("\n\n")
    assert first.paragraphs + second.paragraphs == paragraphs
    # The section's button stays lit on its second screen.
    assert T.find(app, "rules.section.7").style == "primary"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_phone_reads_the_rules_list_titles_and_pages_at_its_size(lang):
    """At the largest size (a phone's) every section's button in the list, the page's title
    and its lines are drawn at theme.PHONE_TEXT or more: each one's ink as wide as the same
    words' at that size (a long title is said in its shorter words, never smaller), with
    nothing on the screen overlapping."""
    set_language(lang)
    for spec in specs():
        app = rules_app(LARGEST, lang, spec.name)
        r = app.top.rect
        for i in range(len(spec.rules_pages)):
            T.click(app, f"rules.section.{i}")
            marks = T.record_frame(app)
            assert T.layout_overlaps(marks) == [], (spec.name, i)
            texts = [m for m in marks if m.kind == "text"]
            listed = [m for m in texts if (m.owner or "").startswith("rules.section.")]
            title = [
                m for m in texts if m.rect.x - (r.x + 360) in range(4) and m.rect.y < r.y + 120
            ]
            assert len(listed) == len(spec.rules_pages) and len(title) == 1, (spec.name, i)
            for m in [*listed, *title]:
                full = theme.text(m.label, theme.PHONE_TEXT, theme.INK, "bold")
                assert m.rect.w >= full.get_bounding_rect().w - 1, (spec.name, m.label)
            for m in paragraph_lines(app):
                full = theme.text(m.label, theme.PHONE_TEXT, theme.INK, "regular")
                assert m.rect.w >= full.get_bounding_rect().w - 1, (spec.name, m.label)
