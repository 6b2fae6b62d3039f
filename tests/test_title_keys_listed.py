"""The keys list (K) on the title names every key the title answers: R (Records) and O (Play
online) as well as the games' digits and S."""

from __future__ import annotations

import pygame

from game.ui import testing as T
from game.ui.scenes.title import TitleScene


def test_every_title_key_is_in_the_keys_list() -> None:
    app = T.new_app()
    T.run(app, 2)
    assert app.top.name == "title"
    T.key(app, pygame.K_k)
    T.run(app, 2)
    assert app.top.name == "keys"
    listed = {k for _, rows in app.top.sections() for keys, _ in rows for k in keys}
    for code in TitleScene.keys:
        assert pygame.key.name(code).upper() in listed, pygame.key.name(code)
    assert T.layout_overlaps(T.record_frame(app)) == []
