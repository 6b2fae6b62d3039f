"""Settings: animation speed, reduced motion, sound and its volume, tips, language, text size,
fullscreen, coach hints, and the player's own keys; each saved at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core.catalog import specs
from game.i18n import LANGUAGE_NAMES, LANGUAGES, set_language, t
from game.ui import focus, navigator, theme
from game.ui.fields import Slider
from game.ui.game_ui import game_ui
from game.ui.layout import SCREEN, centred, centred_row, stack
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.palette import VEIL_MENU
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.settings import MOTIONS, SPEEDS, TEXT_SCALES, VOLUME_STEP
from game.ui.widgets import Button, Cycler, Toggle, Widget

SPEED_KEYS = {
    0.5: "settings.speed.slow",
    1.0: "settings.speed.normal",
    2.0: "settings.speed.fast",
    0.0: "settings.speed.skip",
}
TEXT_SIZE_KEYS = {
    1.0: "settings.text.normal",
    1.25: "settings.text.large",
    1.5: "settings.text.largest",
}
MOTION_KEYS = {
    "system": "settings.motion.system",
    "on": "settings.motion.on",
    "off": "settings.motion.off",
}
ROW_H, ROW_STEP = Box.TAB, 57  # the sheet's rows
# The rows, top to bottom: each a setting's (its widget's id).
ORDER = (
    "speed",
    "motion",
    "sound",
    "volume",
    "hints",
    "language",
    "text_size",
    "fullscreen",
    "coach",
)
LABEL_W = 200  # the words left of a cycler
SHEET = (580, 700)
# The largest text: a wider sheet, and more room for the words left of a cycler
# ("Dimensione testo"), so that no label shrinks.
PHONE_SHEET_W, PHONE_LABEL_W = 700, 272
PAD = (Gap.MARGIN, 80)  # the sheet's sides and top to the rows
TITLE = (48, Text.HEADING)  # "Settings": its middle below the sheet's top, its size
BUTTON = (Box.DONE_W, Box.TALL)  # Your keys, Done
BUTTON_GAP = Gap.PAD
BUTTONS_FOOT = Gap.STEP  # the buttons to the sheet's foot
LABEL_PAD = Gap.STEP  # a cycler's words to the cycler


@dataclass(frozen=True)
class SettingsLayout:
    """The settings sheet's boxes at the text size of now."""

    sheet: pygame.Rect
    label_w: int  # the words left of a cycler

    @classmethod
    def now(cls) -> SettingsLayout:
        w, h = SHEET
        if theme.largest():
            return cls(centred(PHONE_SHEET_W, h, SCREEN.center), PHONE_LABEL_W)
        return cls(centred(w, h, SCREEN.center), LABEL_W)

    def rows(self) -> list[pygame.Rect]:
        """A row per setting, the width of the sheet less its sides."""
        r = self.sheet.inflate(-2 * PAD[0], 0)
        return stack(r.x, self.sheet.y + PAD[1], r.w, [ROW_H] * len(ORDER), ROW_STEP - ROW_H)

    def cycler(self, row: pygame.Rect) -> pygame.Rect:
        """A cycler's box on its row, right of its words."""
        return pygame.Rect(row.x + self.label_w, row.y, row.w - self.label_w, row.h)

    def buttons(self, n: int) -> list[pygame.Rect]:
        """Your keys and Done (or Done alone) centred at the sheet's foot."""
        w, h = BUTTON
        y = self.sheet.bottom - BUTTONS_FOOT - h
        return centred_row([w] * n, y, h, BUTTON_GAP, self.sheet.centerx)


# The cyclers' words left of them (on the sheet, and their names when spoken).
ROW_LABELS = {
    "speed": "settings.speed",
    "motion": "settings.motion",
    "language": "settings.language",
    "text_size": "settings.text_size",
}


class SettingsScene(Scene):
    name = "settings"
    heading_key = "settings.title"
    opaque = False
    spatial_focus = True

    def __init__(self, app) -> None:
        super().__init__(app)
        layout = SettingsLayout.now()
        self.rect, self.label_w = layout.sheet, layout.label_w

    def enter(self) -> None:
        layout = SettingsLayout.now()
        self.rect, self.label_w = layout.sheet, layout.label_w
        rows = dict(zip(ORDER, layout.rows(), strict=True))
        s = self.app.settings
        size = theme.body(Text.BODY)
        keys = focus.SHOW_KEYS  # a phone has no keys to choose: Done alone, centred
        *own, done = layout.buttons(2 if keys else 1)

        def toggle(wid: str, label: str, value: bool, on_change) -> Toggle:
            return Toggle(
                wid,
                rows[wid],
                t(label),
                value,
                on_change,
                t("common.on"),
                t("common.off"),
                size=size,
            )

        self._widgets: list[Widget] = [
            Cycler(
                "speed",
                layout.cycler(rows["speed"]),
                [(v, t(SPEED_KEYS[v])) for v in SPEEDS],
                s.speed,
                self.set_speed,
                size=size,
            ),
            Cycler(
                "motion",
                layout.cycler(rows["motion"]),
                [(v, t(MOTION_KEYS[v])) for v in MOTIONS],
                s.motion,
                self.set_motion,
                size=size,
            ),
            toggle("sound", "settings.sound", s.sound, self.set_sound),
            Slider(
                "volume",
                rows["volume"],
                t("settings.volume"),
                s.volume,
                self.set_volume,
                VOLUME_STEP,
                size=size,
            ),
            toggle("hints", "settings.hints", s.hints, self.set_hints),
            language_cycler(
                s.language,
                layout.cycler(rows["language"]),
                self.set_language,
                size=size,
            ),
            Cycler(
                "text_size",
                layout.cycler(rows["text_size"]),
                [(v, t(TEXT_SIZE_KEYS[v])) for v in TEXT_SCALES],
                s.text_scale,
                self.set_text_size,
                size=size,
            ),
            toggle("fullscreen", "settings.fullscreen", s.fullscreen, self.set_fullscreen),
            toggle("coach", "coach.setting", s.coach, self.set_coach),
            *(
                Button(
                    "own_keys",
                    rect,
                    t("keys.own.title"),
                    self.open_keys,
                    "ghost",
                    size=theme.body(Text.BUTTON),
                )
                for rect in own
            ),
            Button(
                "back",
                done,
                t("common.done"),
                self.app.pop,
                "primary",
                size=theme.body(Text.BUTTON),
            ),
        ]
        named = {wid: t(key) for wid, key in ROW_LABELS.items()}
        for widget in self._widgets:
            widget.words = named.get(widget.id, "")

    def widgets(self) -> list[Widget]:
        return self._widgets

    def set_language(self, code: str) -> None:
        apply_language(self.app, code)
        focus = self.focus_id
        self.enter()  # this sheet's own labels, in the new language at once
        self.focus_id = focus

    def set_text_size(self, value: float) -> None:
        self.app.settings.text_scale = value
        self.app.save_settings()  # applies theme.body() scaling at once
        focus = self.focus_id
        self.enter()  # this sheet's own words at the new size
        self.focus_id = focus

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = value
        self.app.save_settings()
        self.app.sound.play("click")  # hear how loud it is now

    def set_fullscreen(self, value: bool) -> None:
        self.app.set_fullscreen(value)

    def set_motion(self, value: str) -> None:
        self.app.settings.motion = value
        self.app.save_settings()

    def open_keys(self) -> None:
        self.app.push(navigator.make("own_keys", self.app))

    def set_speed(self, value: float) -> None:
        self.app.settings.speed = value
        self.app.save_settings()

    def set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        self.app.save_settings()
        if value:
            self.app.sound.play("play")

    def set_hints(self, value: bool) -> None:
        self.app.settings.hints = value
        if value:
            self.app.settings.hints_seen = []  # turning tips on shows them all again
        self.app.save_settings()

    def set_coach(self, value: bool) -> None:
        """The Hint button at the tables; off by default, never in today's deal."""
        self.app.settings.coach = value
        self.app.save_settings()

    def on_back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, VEIL_MENU)
        r = self.rect
        sheet(surface, r)
        dy, size = TITLE
        at = (r.centerx, r.y + dy)
        theme.blit_text(surface, t("settings.title"), size, at, theme.INK, "bold", "center")
        rows = dict(zip(ORDER, SettingsLayout.now().rows(), strict=True))
        for wid, key in ROW_LABELS.items():
            label = t(key)
            size = theme.fit_text(label, theme.body(Text.BODY), self.label_w - LABEL_PAD, "bold")
            at = rows[wid].midleft
            theme.blit_text(surface, label, size, at, theme.INK, "bold", "midleft")
        self.draw_widgets(surface)


# -- language ----------------------------------------------------------------------------------


def language_cycler(
    language: str,
    rect: pygame.Rect | tuple[int, int, int, int],
    on_change: Callable[[str], None],
    size: int = Text.BODY,
) -> Cycler:
    """English, Deutsch, Français, Italiano: each named in itself, so anyone finds theirs."""
    options = [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES]
    return Cycler("language", rect, options, language, on_change, size=size)


def apply_language(app, code: str) -> None:
    """Switch the language now: store it, and drop everything rendered in the old one."""
    app.settings.language = code
    app.save_settings()
    set_language(code)
    clear_text_caches()
    from game.ui.log import LogPanel
    from game.ui.table.chrome import Chrome

    # Scenes below rebuild their widgets on resume; game logs lay their lines out again.
    for scene in app.scenes:
        for value in vars(scene).values():
            if isinstance(value, LogPanel):
                value._count = -1
            elif isinstance(value, Chrome):  # a table's log beside it and its phone sheet
                value.logs.panel._count = value.logs.sheet._count = -1


def clear_text_caches() -> None:
    """Forget rendered words: card faces carry some ("Finish", "Day 2", creature names)."""
    theme.clear_text_cache()
    for game in specs():
        game_ui(game.name).clear_caches()
