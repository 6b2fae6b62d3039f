"""Floriado's first-game tips never cover the log's newest line (what the bot just did): at
every text size, the log open or folded, and on the phone layout (the largest text)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.floriado.ui import layout  # noqa: E402
from game.ui import testing as T  # noqa: E402


def _table_with_tip(scale: float, log_open: bool):
    app = T.new_app(frames=2, hints=True, text_scale=scale, language="en", log_open=log_open)
    app.settings.log_open = log_open
    T.key(app, pygame.K_3)
    T.run(app, 1)
    T.click(app, "start")
    assert T.run_until(
        app, lambda: getattr(getattr(app.top, "tips", None), "current", None) is not None, 3000
    )
    return app, app.top


@pytest.mark.parametrize("log_open", [False, True], ids=["folded", "open"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5], ids=["normal", "larger", "phone"])
def test_a_tip_leaves_the_logs_newest_line_in_sight(scale, log_open):
    from game.games.floriado import narrate

    app, table = _table_with_tip(scale, log_open)
    # What the bot just did: the log's newest entry (a start entry names a player).
    table.match.log.append(narrate.start_entry("Ben"))
    T.run(app, 2)
    bubble = table.tips.rect()
    marks = T.record_frame(app)
    # The bubble is drawn where it is placed (no taller).
    assert any(m.kind == "panel" and m.rect == bubble for m in marks)
    assert not any(
        m.kind == "panel" and m.rect.contains(bubble) and m.rect != bubble for m in marks
    )
    newest = [m for m in marks if m.kind == "text" and "Ben starts" in (m.label or "")]
    assert newest, "the log's newest line is drawn"
    assert T.find(app, "tip.ok") is not None
    assert T.layout_overlaps(marks) == []
    if scale < 1.5:  # under the tip
        assert not any(m.rect.colliderect(bubble) for m in newest)
    else:  # the phone's tip hides the rows under the field: the last move is on its last row
        box = [m for m in marks if m.kind == "panel" and m.rect == bubble]
        assert all(bubble.contains(m.rect) and m.order > box[0].order for m in newest)
        assert not layout.geo().field.colliderect(bubble)  # every card free to take
