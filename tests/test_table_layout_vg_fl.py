"""Via Gladiola's and Floriado's tables hold their layout (items 7, 9 and 11).

A frame is drawn with every text reaching the screen; the test records the ink of each text,
the rects of buttons, badges, the status pill, the banner and the tip's arrow, and fails when
two of them overlap, when a text is only partly inside a box (cut by it), or when a panel
drawn later cuts a text. Checked at the minimum and maximum players (Via Gladiola 2 and 5,
Floriado 2), in all four languages, at both text sizes.

The small faults of item 11 are here too: plural forms, glyph coverage, the card numbers'
even spacing, the facing buttons off the picked card, the footprints legend.
"""

from __future__ import annotations

import glob
import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.games.floriado.ui import layout as fl_layout  # noqa: E402
from game.games.via_gladiola import narrate as vg_narrate  # noqa: E402
from game.games.via_gladiola.cards import Card  # noqa: E402
from game.games.via_gladiola.ui import art as vg_art  # noqa: E402
from game.games.via_gladiola.ui import paint as vg_paint  # noqa: E402
from game.i18n import LANGUAGES, set_language  # noqa: E402
from game.ui import draw, hints, theme  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.settings import clear_text_caches  # noqa: E402
from game.ui.table.chrome import Chrome  # noqa: E402

pygame.init()


# -- the recorder -------------------------------------------------------------------------------
class Frame:
    """What one drawn frame put where: text ink, boxes, and the faults seen while drawing.

    Only the frames :meth:`draw` draws are recorded (and drawn with every text reaching the
    screen); the frames the App steps in between are drawn as in the game, unrecorded."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.boxes: list[tuple[str, pygame.Rect]] = []
        self.faults: list[str] = []
        self.recording = False

    def install(self, monkeypatch) -> None:
        render, panel, pill = theme.text, draw.panel, Chrome.status_pill
        arrow_side = hints.arrow_side
        frame = self
        known: dict[int, tuple[str, pygame.Surface]] = {}

        # The frame is measured, its pixels never read: blits place without copying.
        class Screen(T.RectOnlyScreen):
            def blit(self, source, dest, area=None, special_flags=0):
                rect = super().blit(source, dest, area, special_flags)
                if not frame.recording:
                    return rect
                hit = known.get(id(source))
                if hit is not None and hit[1] is source and area is None and hit[0].strip():
                    ink = source.get_bounding_rect(min_alpha=40).move(rect.topleft)
                    frame.texts.append((hit[0], ink))
                return rect

        self.app.surface = Screen(self.app.surface.get_size()).convert()

        def text(s, *args, **kw):
            surf = render(s, *args, **kw)
            known[id(surf)] = (s, surf)
            return surf

        def audited_panel(surface, rect, *args, **kw):
            rect = pygame.Rect(rect)
            scene = frame.app.top
            tip = (
                getattr(getattr(scene, "tips", None), "current", None) is not None
                and rect == scene.tips.rect()
            )
            if frame.recording and surface is frame.app.surface:
                for s, ink in frame.texts:
                    cut = rect.colliderect(ink.inflate(-2, -2)) and not rect.contains(ink)
                    if cut and not tip:  # (the tip over the log: where tips go is item 8)
                        frame.faults.append(f"panel {tuple(rect)} cuts {s!r} at {tuple(ink)}")
                hidden = rect.colliderect if tip else rect.contains
                frame.texts = [(s, r) for s, r in frame.texts if not hidden(r)]
            return panel(surface, rect, *args, **kw)

        def audited_pill(chrome, surface, *args, **kw):
            rect = pill(chrome, surface, *args, **kw)
            if frame.recording:
                frame.boxes.append(("status", rect))
            return rect

        def audited_side(target, avoid=(), bounds=None):
            side = arrow_side(target, avoid, bounds)
            if side is not None and frame.recording:
                frame.boxes.append(("tip arrow", hints.arrow_box(target, side)))
            return side

        monkeypatch.setattr(theme, "text", text)
        monkeypatch.setattr(draw, "panel", audited_panel)
        monkeypatch.setattr(Chrome, "status_pill", audited_pill)
        monkeypatch.setattr(hints, "arrow_side", audited_side)

    def draw(self, table) -> None:
        self.texts, self.boxes, self.faults = [], [], []
        self.recording, retained = True, draw.RETAINED
        draw.RETAINED = False  # every text reaches the screen
        try:
            table.draw(self.app.surface)
        finally:
            self.recording, draw.RETAINED = False, retained
        for w in table.widgets():
            if w.visible and type(w).__name__ not in ("HandCard", "Tile"):
                self.boxes.append((f"button {w.id}", pygame.Rect(w.rect)))
        if table.name == "via_gladiola":
            for w in table.hand_widgets:
                if w.enabled:  # the draw-count badge or the Gladiola tick above the card
                    up = w.index == table.focus_card or w.rect.collidepoint(table.pointer)
                    badge = pygame.Rect(0, 0, 62, 28)
                    badge.midbottom = (w.rect.centerx, w.rect.y + 6 - (6 if up else 0))
                    self.boxes.append((f"badge {w.id}", badge))
            if table.effects.banner is not None:
                self.boxes.append(
                    ("banner", vg_paint.banner_rect(table.effects.banner[0], table.geo()))
                )
        if table.name == "floriado" and table.choice.selected is not None:
            picked = table.tile_rect(*table.choice.selected).move(0, -7)
            self.boxes.append(("picked card", picked))

    def problems(self) -> list[str]:
        out = list(self.faults)
        texts = [(s, r) for s, r in self.texts if r.w > 0 and r.h > 0]
        scene = self.app.top
        boxes = self.boxes
        if (
            getattr(getattr(scene, "tips", None), "current", None) is not None
        ):  # the tip's own words: where tips go is
            bubble = scene.tips.rect()  # tests/test_looks.py checks where tips go
            texts = [(s, r) for s, r in texts if not bubble.contains(r)]
            if scene.chrome.logs.as_sheet() and scene.tips.showing():  # drawn over the table: what
                texts = [(s, r) for s, r in texts if not bubble.colliderect(r)]  # it covers,
                boxes = [  # hidden, collides with nothing
                    (n, b) for n, b in boxes if n == "button tip.ok" or not bubble.colliderect(b)
                ]
        for i, (s, r) in enumerate(texts):
            for s2, r2 in texts[i + 1 :]:
                if r.inflate(-2, -2).colliderect(r2.inflate(-2, -2)) and (s, r) != (s2, r2):
                    out.append(f"text {s!r} {tuple(r)} overlaps text {s2!r} {tuple(r2)}")
            for name, box in boxes:
                if box.colliderect(r.inflate(-2, -2)) and not box.inflate(4, 4).contains(r):
                    out.append(f"{name} {tuple(box)} cuts text {s!r} {tuple(r)}")
        for i, (a, ra) in enumerate(boxes):
            for b, rb in boxes[i + 1 :]:
                if ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2)):
                    if {a.split()[0], b.split()[0]} == {"badge"} and ra.y == rb.y:
                        # neighbouring badges: only a fault if they cover each other's digits
                        if abs(ra.centerx - rb.centerx) >= ra.w * 0.75:
                            continue
                    out.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
        return out


# -- driving a table ----------------------------------------------------------------------------
def make_app(lang: str, scale: float, hints_on: bool = False) -> App:
    clear_text_caches()
    return T.new_app(seed=7, frames=2, language=lang, text_scale=scale, hints=hints_on)


def start(app: App, game: str, players: int) -> None:
    T.click(app, f"game.{game}")
    T.run(app, 2)
    while len(app.top.seats) < players and T.find(app, "seat.add") is not None:
        T.click(app, "seat.add")
    T.click(app, "start")
    T.run(app, 3)
    assert app.top.name == game


def my_turn(app: App, table, limit: int = 3000) -> None:
    """Frames until the person may act (as long as the picture allows: ``T.rest``)."""
    for _ in range(limit):
        if table.match.session.state.is_over or (table.my_turn() and not table.timeline.busy):
            break
        T.rest(app)
    T.run(app, 2)


def vg_move(app: App, table, rng: random.Random) -> None:
    legal = [w for w in table.hand_widgets if w.enabled]
    target = rng.choice(legal) if legal and rng.random() < 0.7 else T.find(app, "rest")
    T.click_at(app, target.rect.center)


def check(frame: Frame, table, where: str, seen: dict) -> None:
    frame.draw(table)
    for p in frame.problems():
        seen.setdefault(p.split(" at ")[0][:90], f"{where}: {p}")


CASES = [("via_gladiola", 2), ("via_gladiola", 5), ("floriado", 2)]


@pytest.mark.parametrize("scale", [1.0, 1.25], ids=["text", "larger_text"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game,players", CASES, ids=[f"{g}{n}" for g, n in CASES])
def test_nothing_on_the_table_overlaps(game, players, lang, scale, monkeypatch):
    app = make_app(lang, scale, hints_on=True)
    try:
        frame = Frame(app)
        frame.install(monkeypatch)
        start(app, game, players)
        table = app.top
        rng = random.Random(players)
        seen: dict[str, str] = {}
        for move in range(10):
            my_turn(app, table)
            if table.match.session.state.is_over or app.top is not table:
                break
            check(frame, table, f"move {move}", seen)
            if game == "via_gladiola":
                legal = [w for w in table.hand_widgets if w.enabled]
                if legal:  # hovering a card: the status previews the walk
                    table.pointer = legal[0].rect.center
                    check(frame, table, f"move {move}, hovering a card", seen)
                    table.pointer = (2, 2)
                T.key(app, pygame.K_RIGHT)
                check(frame, table, f"move {move}, a focused card", seen)
                vg_move(app, table, rng)
            else:
                targets = sorted(table.reach.targets())
                if table.reach.first_turn():
                    table.choice.tile_clicked(*targets[len(targets) // 2])
                    check(frame, table, "first turn, a card picked", seen)
                    T.key(app, pygame.K_UP)
                    check(frame, table, "first turn, a facing focused", seen)
                    buttons = table.choice.facing_buttons()
                    T.click_at(app, buttons[rng.randrange(len(buttons))].rect.center)
                else:
                    T.click_at(app, table.tile_rect(*rng.choice(targets)).center)
            if table.tips.current is not None and T.find(app, "tip.ok") is not None and move >= 2:
                T.click(app, "tip.ok")
        if game == "via_gladiola" and not table.match.session.state.is_over:
            table.effects.banner = [
                i18n.t("table.day_done", day=1),
                1.0,
            ]  # the ribbon over the table
            check(frame, table, "the day-done banner", seen)
        problems = list(seen.values())
        assert problems == [], "\n".join(problems)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_nothing_on_the_via_gladiola_table_overlaps_at_the_largest_text(players, lang, monkeypatch):
    """The phone layout (the largest text size) holds as the smaller sizes do; the log there
    is a sheet over the table, folded when a table opens, whatever the desktop's setting."""
    test_nothing_on_the_table_overlaps("via_gladiola", players, lang, theme.LARGEST, monkeypatch)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_nothing_on_the_floriado_table_overlaps_at_the_largest_text(lang, monkeypatch):
    """The phone layout (theme.LARGEST), the log folded as a phone starts it: the first
    turn's card and facing, every later turn with a card to take and one to stand on
    pointed at (the status line's preview, the pile's), a move that leaves the person out
    asked about, tips on."""
    app = make_app(lang, theme.LARGEST, hints_on=True)
    try:
        app.settings.log_open = False
        frame = Frame(app)
        frame.install(monkeypatch)
        start(app, "floriado", 2)
        table = app.top
        assert table.play_area().right <= fl_layout.PHONE.right
        rng = random.Random(3)
        seen: dict[str, str] = {}
        asked = False
        for move in range(14):
            my_turn(app, table)
            if table.match.session.state.is_over or app.top is not table:
                break
            check(frame, table, f"move {move}", seen)
            targets = sorted(table.reach.targets())
            if table.reach.first_turn():
                table.choice.tile_clicked(*targets[len(targets) // 2])
                check(frame, table, "first turn, a card picked", seen)
                buttons = table.choice.facing_buttons()
                table.pointer = buttons[0].rect.center
                check(frame, table, "first turn, a facing pointed at", seen)
                T.click_at(app, buttons[rng.randrange(len(buttons))].rect.center)
            else:
                for k in targets:  # a card to take, a card to stand on: each previewed
                    table.pointer = table.tile_rect(*k).center
                    check(frame, table, f"move {move}, pointing at {k}", seen)
                doomed = sorted(table.reach.dooms())
                if doomed and not asked:
                    T.click_at(app, table.tile_rect(*doomed[0]).center)
                    check(frame, table, f"move {move}, asked about going out", seen)
                    asked = True
                T.click_at(app, table.tile_rect(*rng.choice(targets)).center)
            if table.tips.current is not None and T.find(app, "tip.ok") is not None and move >= 2:
                T.click(app, "tip.ok")
        problems = list(seen.values())
        assert problems == [], "\n".join(problems)
    finally:
        set_language("en")
        theme.set_body_scale(1.0)


# -- item 7: the tip's arrow beside its target, never on a label --------------------------------
def test_tip_arrow_takes_a_free_side():
    target = pygame.Rect(400, 500, 200, 100)
    assert hints.arrow_side(target) == "above"
    above = hints.arrow_box(target, "above")
    side = hints.arrow_side(target, [above])  # a label where the arrow would go
    assert side == "left"
    assert not hints.arrow_box(target, side).colliderect(above)
    everywhere = [hints.arrow_box(target, s) for s in ("above", "left", "right", "below")]
    assert hints.arrow_side(target, everywhere) is None  # then only the ring points


def test_vg_arrows_focus_only_playable_cards():
    app = make_app("en", 1.0)
    try:
        start(app, "via_gladiola", 3)
        table = app.top
        rng = random.Random(2)
        checked = 0
        for _ in range(30):
            my_turn(app, table)
            if table.match.session.state.is_over:
                break
            playable = [w.index for w in table.hand_widgets if w.enabled]
            if len(playable) < len(table.hand_widgets) and playable:
                table.focus_id = None
                visited = []
                for _k in range(len(table.hand_widgets) + 1):
                    T.key(app, pygame.K_RIGHT)
                    visited.append(table.focus_card)
                assert set(visited) <= set(playable), (visited, playable)
                assert set(visited) == set(playable)
                checked += 1
            vg_move(app, table, rng)
        assert checked
    finally:
        set_language("en")


# -- item 9: the larger text reaches the card captions and seat subtitles -----------------------
def test_larger_text_reaches_card_captions():
    card = Card("distance", 7, 0)
    try:
        theme.set_body_scale(1.0)
        small = vg_art.face(card, (96, 136))
        theme.set_body_scale(1.25)
        big = vg_art.face(card, (96, 136))
        assert big is not small  # a new face: "km" and "no blisters" are drawn larger
        lower = pygame.Rect(0, 100, 96, 36)
        assert big.subsurface(lower).get_bounding_rect().w != 0
        ink_small = _ink_width(small.subsurface(lower))
        ink_big = _ink_width(big.subsurface(lower))
        assert ink_big > ink_small
    finally:
        theme.set_body_scale(1.0)


def _ink_width(surf: pygame.Surface) -> int:
    """Columns holding ink darker than the card stock (the caption's letters)."""
    cols = 0
    for x in range(surf.get_width()):
        if any(sum(surf.get_at((x, y))[:3]) < 450 for y in range(surf.get_height())):
            cols += 1
    return cols


# -- item 11: the small faults ------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_tie_line_uses_the_plural_form(lang):
    """VG-17: "tie with 1 blister each", never "1 blisters"."""
    set_language(lang)
    try:
        one = vg_narrate.explain(["Daan", "Ben", "C"], (1, 1, 5), (3, 4, 1), (0,))[0]
        two = vg_narrate.explain(["Daan", "Ben", "C"], (2, 2, 5), (3, 4, 1), (0,))[0]
        assert one != two.replace("2", "1")
        word = {"en": "blister", "de": "Blase", "fr": "ampoule", "it": "vescica"}[lang]
        assert f"1 {word} " in one or f"1 {word}." in one
    finally:
        set_language("en")


def _missing(font: pygame.font.Font, ch: str) -> bool:
    """True when ``font`` draws ``ch`` as its missing-glyph box."""
    box = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")
    return pygame.image.tobytes(font.render(ch, True, (0, 0, 0)), "RGBA") == box


def test_every_character_of_every_string_is_in_a_font():
    chars: set[str] = set()
    for path in glob.glob("game/i18n/*.json") + glob.glob("game/games/*/text/*.json"):
        with open(path, encoding="utf-8") as f:
            for value in json.load(f).values():
                chars |= set(value)
    chars -= {"\n"}
    for weight in ("regular", "bold"):
        font = theme.font(18, weight)
        lost = sorted(c for c in chars if c not in theme.SYMBOLS and _missing(font, c))
        assert lost == [], f"{weight}: {[hex(ord(c)) for c in lost]}"
    symbol = theme.font(18, "symbol")
    assert sorted(c for c in theme.SYMBOLS if _missing(symbol, c)) == []


def digit_gaps(surf: pygame.Surface) -> list[int]:
    """The blank column runs between ink runs of a rendered number."""
    ink = [
        any(surf.get_at((x, y)).a >= 96 for y in range(surf.get_height()))
        for x in range(surf.get_width())
    ]
    runs, gaps, x = [], [], 0
    while x < len(ink):
        start, val = x, ink[x]
        while x < len(ink) and ink[x] == val:
            x += 1
        runs.append((val, x - start))
    for i in range(1, len(runs) - 1):
        if not runs[i][0] and runs[i - 1][0] and runs[i + 1][0]:
            gaps.append(runs[i][1])
    return gaps


@pytest.mark.parametrize("size", [16, 46, 72])
def test_card_numbers_read_as_one_number(size):
    """Every value 0..50: its digits sit an even gap apart, below a bound ("44" is no "4 4")."""
    bound = max(3, round(size * 0.12))
    all_gaps = []
    for n in range(0, 51):
        if n < 10:
            continue
        gaps = digit_gaps(vg_art.number(str(n), size))
        assert len(gaps) == 1, (n, gaps)  # two digits, one gap: neither merged nor split
        assert 1 <= gaps[0] <= bound, (n, gaps, bound)
        all_gaps.append(gaps[0])
    assert max(all_gaps) - min(all_gaps) <= 2, all_gaps


def test_font_spacing_alone_would_fail_the_bound():
    """The check above can fail: the font's own "44" and "11" (as it sets them, without
    theme.text's pull of a 4) differ by more than 2 px."""
    raw = theme.font(72, "bold")
    gaps = {n: digit_gaps(raw.render(str(n), True, theme.INK)) for n in (11, 44)}
    assert abs(gaps[11][0] - gaps[44][0]) > 2 or max(gaps[44]) > round(72 * 0.12)


@pytest.mark.parametrize("row,col", [(0, 0), (0, 7), (4, 0), (4, 7), (2, 3), (0, 3), (2, 0)])
def test_facing_buttons_never_cover_the_picked_card(row, col):
    card = fl_layout.tile_rect(row, col).move(0, -7).inflate(12, 12)  # with its ring
    rects = []
    for x, y in fl_layout.facing_spots((row, col)).values():
        rect = pygame.Rect(0, 0, fl_layout.FACE_BTN, fl_layout.FACE_BTN)
        rect.center = (x, y)
        assert not rect.colliderect(card), (row, col, rect)
        assert rect.collidelist(rects) < 0  # nor each other
        rects.append(rect)
    assert len(rects) == 4


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_footprints_always_come_with_their_legend(lang, scale, monkeypatch):
    app = make_app(lang, scale)
    try:
        start(app, "floriado", 2)
        table = app.top
        for _ in range(4):
            my_turn(app, table)
            if not table.reach.first_turn():
                break
            targets = sorted(table.reach.targets())
            table.choice.tile_clicked(*targets[0])
            T.click_at(app, table.choice.facing_buttons()[0].rect.center)
        my_turn(app, table)
        assert not table.reach.first_turn()
        boxes = table.painter.legend_boxes()
        assert [kind for *_, kind in boxes] in (["take", "stand"], ["take", "out", "stand"])
        pill = table.chrome.status_pill(app.surface, (0, -100), 10, 10)  # warm the text
        assert pill is not None
        surface = app.surface
        table.painter.draw_status(surface)
        pill = table.painter.status_pill
        for box, text, _size, _take in boxes:
            assert not box.colliderect(pill), (text, box, pill)
            assert text.rstrip("…") and box.x >= fl_layout.FIELD_X
    finally:
        set_language("en")


def test_vg_pace_bands_drawn_are_the_rules():
    """VG-8, VG-9: the pace bands the table and the rules page draw are the engine's: each
    difference in a band draws that band's cards, and together they cover 1..MAX_STEP."""
    from game.games.via_gladiola.cards import MAX_STEP, draws_for
    from game.games.via_gladiola.ui import layout as vg_layout

    covered: list[int] = []
    for draws, (lo, hi) in enumerate(vg_layout.BANDS):
        covered += range(lo, hi + 1)
        assert [draws_for(d) for d in range(lo, hi + 1)] == [draws] * (hi - lo + 1)
    assert covered == list(range(1, MAX_STEP + 1))


def test_vg_pace_band_reach_stops_at_the_finish():
    """VG-2, VG-9: a band shows the kilometres a next walk may reach (VG-9's example: top 21),
    never past the Finish's 50; a band it cannot reach is empty, and with no walk every band is."""
    from game.games.via_gladiola.cards import DISTANCE, START
    from game.games.via_gladiola.ui import parts
    from game.games.via_gladiola.ui.shown import Shown

    def reach(top_km: int | None) -> list[tuple[str, bool]]:
        walk = [] if top_km is None else [Card(START, 0, 0), Card(DISTANCE, top_km, 1)]
        return [parts.band_reach(Shown(walk_pile=walk), d) for d in range(3)]

    assert reach(21) == [("22–26", False), ("27–31", False), ("32–36", False)]
    assert reach(40) == [("41–45", False), ("46–50", False), ("—", True)]
    assert reach(44) == [("45–49", False), ("50", False), ("—", True)]
    assert reach(None) == [("—", True)] * 3
