"""Gloschli's knowledge dots are explained (GL-33: who has seen a card is public).

The dots under a face-down card show who has seen it, one per seat in its colour: a first-game
tip points at them the first time they are on the table, and the rules' "Good to know" page
says the same. (The colours themselves are checked pair by pair in tests/test_looks.py.)
"""

from __future__ import annotations

import os
import random
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from test_ui_gloschli import human_step, start_gloschli  # noqa: E402

from game.i18n import LANGUAGES, set_language, t  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.scenes.rules import sections  # noqa: E402


def test_a_tip_explains_the_knowledge_dots_the_first_time_they_are_there():  # GL-33
    app = T.new_app(seed=7, hints=True)
    table = start_gloschli(app, seats=6, target=50)
    rng = random.Random(2)
    seen_tips: list[str] = []
    for _ in range(20000):
        tip = table.tips.current
        if tip is not None and (not seen_tips or seen_tips[-1] != tip):
            seen_tips.append(tip)
        if tip == "gl_known":
            break
        if app.top is table and tip is not None and T.find(app, "tip.ok") is not None:
            T.click(app, "tip.ok")
        elif not human_step(app, rng):
            T.run(app, 1)
    assert "gl_known" in seen_tips, f"tips shown: {seen_tips}"
    # It points at a face-down card that has dots under it (its ring trimmed clear of the
    # place numbers), and its words are on screen.
    target = table.tipping.target("gl_known")
    assert target is not None
    view = table.view()
    dotted = [
        table.places.slot_rects(seat)[slot]
        for seat, row in enumerate(view.slots)
        for slot, cell in enumerate(row)
        if cell.known_by and not cell.face_up
    ]
    assert any(card.contains(target) and card.centerx == target.centerx for card in dotted)
    T.run(app, 2)
    drawn = " ".join(m.label for m in T.record_frame(app) if m.kind == "text")
    assert t("tips.gl_known").split()[3] in drawn  # a word of the tip's own text, wrapped


def test_the_dots_tip_passes_over_a_hole_in_a_row():  # GL-33, holes from matches
    """A matched card leaves a hole (None) in its row: looking for a dotted card to point at
    steps over it (it crashed the table's frame once the tip was due)."""
    app = T.new_app(hints=True, seed=7)
    table = start_gloschli(app, seats=2, target=50)
    own = table.viewer
    other = 1 - own
    for slot in range(len(table.shown.view.slots[own])):
        table.shown.put(own, slot, None)  # every own place a hole
    table.shown.put(other, 0, None)
    cell = table.shown.cell(other, 1)
    table.shown.put(other, 1, replace(cell, known_by=(other,), face_up=False))
    assert table.prompts.dotted_card() == (other, 1)


def test_the_rules_explain_the_dots_in_every_language():
    for lang in LANGUAGES:
        set_language(lang)
        paragraphs = [p for sec in sections("gloschli") for p in sec["paragraphs"]]
        assert t("tips.gl_known") in paragraphs, lang


def test_a_first_round_gives_one_tip_a_step_and_only_the_ones_it_needs():
    """A first Gloschli round: after "Got it" the next tip waits for a move (never two in a
    row on one position); the dots' tip waits until someone has seen a card not their own,
    the match tip until the person knows a card that would match, the call tip until the
    cards the person knows add up to 5 or less."""
    app = T.new_app(seed=7, hints=True)
    table = start_gloschli(app, seats=3, target=50)
    rng = random.Random(3)
    shown: list[tuple[int, str]] = []  # (position, tip) as each tip comes up
    for _ in range(20000):
        if app.top is table and table.shown.view.round > 1 or table.match.is_over:
            break
        tip = table.tips.current
        if tip is not None and (not shown or shown[-1][1] != tip):
            shown.append((table.match.version, tip))
            if tip == "gl_known":
                assert table.prompts.dotted_card(by_others=True) is not None
            if tip == "gl_match":
                assert table.prompts.sure_match()
            if tip == "gl_call":
                assert table.prompts.low_hand()
        if app.top is table and tip is not None and T.find(app, "tip.ok") is not None:
            T.click(app, "tip.ok")
        elif not human_step(app, rng):
            T.run(app, 1)
    tips = [tip for _, tip in shown]
    assert tips[:2] == ["gl_start_peek", "gl_draw"], tips
    positions = [v for v, _ in shown]
    assert len(set(positions)) == len(positions), shown  # one tip a position
