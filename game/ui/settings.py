"""Player settings (animation speed, sound, language), stored under meadow/v1/settings."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from game import platform
from game.core.match import valid_name
from game.i18n import LANGUAGES, match_language
from game.storage import KEY_SETTINGS, Storage

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 0.0)  # 0.0 = skip animations
TEXT_SCALES: tuple[float, ...] = (1.0, 1.25, 1.5)  # body text: normal, larger, largest
VOLUME_STEP = 0.1  # the volume slider's steps
MOTIONS: tuple[str, ...] = ("system", "on", "off")  # reduced motion: follow the system, or not


@dataclass
class Settings:
    speed: float = 1.0
    sound: bool = True
    language: str = "en"
    log_open: bool = True
    hints: bool = True  # first-game tips at the table
    hints_seen: list[str] = field(default_factory=list)
    text_scale: float = 1.0  # larger text for reading (theme.body); one of TEXT_SCALES
    volume: float = 1.0  # the sound effects' loudness, 0..1 in VOLUME_STEPs
    fullscreen: bool = False
    coach: bool = False  # the coach's Hint button at the tables, off by default
    # Each game's last set-up, as the set-up screen stores it (checked when it is used).
    setups: dict[str, dict] = field(default_factory=dict)
    # Online play: the room server's address ("" = the page's server, else this computer)
    # and the name one plays under.
    server: str = ""
    online_name: str = ""
    name: str = ""  # the person's name as last typed, in any game ("": none yet)
    # The player's own keys: action id -> key code (game/ui/keymap.py); the rest are defaults.
    keys: dict[str, int] = field(default_factory=dict)
    # Reduced motion: "system" follows the computer's or the browser's wish, "on", "off".
    motion: str = "system"

    @property
    def skip(self) -> bool:
        return self.speed == 0.0

    @property
    def reduce_motion(self) -> bool:
        """Cards fade instead of flying, nothing pans or bounces (the setting, or the system's
        wish when it follows it)."""
        if self.motion == "system":
            return platform.prefers_reduced_motion()
        return self.motion == "on"

    @classmethod
    def load(cls, storage: Storage) -> Settings:
        # Under the storage's lock: a damaged file set aside is not another window's save.
        s = storage.update(KEY_SETTINGS, lambda: cls._read(storage), again=False)
        s._stored = asdict(s)  # what this copy found: its changes are what differs (save)
        return s

    @classmethod
    def _read(cls, storage: Storage) -> Settings:
        data = storage.load(KEY_SETTINGS)
        s = cls()
        s.language = default_language()  # a stored choice below overrides the system's
        s.text_scale = default_text_scale()
        if data is None:
            return s
        if not isinstance(data, dict):
            storage.reject(KEY_SETTINGS)
            return s
        keep_unknown(storage, data)
        # Each field is taken only when it has the right type; the rest keep defaults.
        # Compared before float(): a hand-edited 10**400 would overflow.
        speed = data.get("speed")
        if type(speed) in (int, float) and speed in SPEEDS:
            s.speed = float(speed)
        scale = data.get("text_scale")
        if type(scale) in (int, float) and scale in TEXT_SCALES:
            s.text_scale = float(scale)
        volume = data.get("volume")
        if isinstance(volume, (int, float)) and not isinstance(volume, bool):
            if 0.0 <= float(volume) <= 1.0:  # NaN fails both
                s.volume = round(round(float(volume) / VOLUME_STEP) * VOLUME_STEP, 2)
        setups = data.get("setups")
        if isinstance(setups, dict):
            s.setups = {
                k: v for k, v in setups.items() if isinstance(k, str) and isinstance(v, dict)
            }
        seen = data.get("hints_seen")
        if isinstance(seen, list):
            s.hints_seen = [x for x in seen if isinstance(x, str) and len(x) <= 80][:500]
        for name in ("sound", "log_open", "hints", "fullscreen", "coach"):
            if isinstance(data.get(name), bool):
                setattr(s, name, data[name])
        for name in ("server", "online_name"):
            value = data.get(name)
            if isinstance(value, str) and len(value) <= 200 and value.isprintable():
                setattr(s, name, value)
        s._read_access(data)
        if data.get("language") in LANGUAGES:
            s.language = data["language"]
        if valid_name(data.get("name")):
            s.name = data["name"]
        return s

    def _read_access(self, data: dict) -> None:
        """The player's keys (each checked again by keymap.bind) and reduced motion."""
        keys = data.get("keys")
        if isinstance(keys, dict):
            self.keys = {k: v for k, v in keys.items() if isinstance(k, str) and type(v) is int}
        if data.get("motion") in MOTIONS:
            self.motion = data["motion"]

    def save(self, storage: Storage) -> None:
        """Store the settings this copy changed, key by key, over what is stored now: another
        copy of Meadow (a second window or tab) changing other settings keeps its changes.
        Read and written under the storage's lock (Storage.update), done again in a browser
        tab whose write another tab's replaced."""
        mine = asdict(self)
        before = getattr(self, "_stored", None)

        def change() -> None:
            stored = storage.load(KEY_SETTINGS)
            merged = merge(mine, before, stored)
            if merged == stored:
                return  # already there (a change done again that another tab kept)
            if storage.save(KEY_SETTINGS, merged) and getattr(self, "_stored", None) is before:
                self._stored = mine

        storage.update(KEY_SETTINGS, change)


FIELDS = frozenset(f.name for f in fields(Settings))


def keep_unknown(storage: Storage, data: dict) -> None:
    """A key this Meadow does not know (a renamed one, a flipped bit) leaves its setting at
    the default: the document as it was is kept aside and the player told, before the next
    save leaves the key out."""
    if set(data) - FIELDS:
        storage.keep_damaged(KEY_SETTINGS, "notice.settings.repaired")


def merge(mine: dict, before: dict | None, stored: Any) -> dict:
    """The settings to store: ``mine`` where this copy changed them since it read ``before``,
    else what ``stored`` holds now (another copy's changes)."""
    if not isinstance(stored, dict) or before is None:
        return mine
    changed = {k: v for k, v in mine.items() if k not in before or v != before[k]}
    merged = {**mine, **{k: v for k, v in stored.items() if k in mine}, **changed}
    # Within the two growing fields too: each game's set-up, and the tips seen.
    if "setups" in changed and isinstance(stored.get("setups"), dict):
        old = before.get("setups") or {}
        own = {g: v for g, v in mine["setups"].items() if old.get(g) != v}
        merged["setups"] = {**stored["setups"], **own}
    if "hints_seen" in changed and isinstance(stored.get("hints_seen"), list):
        seen = [x for x in stored["hints_seen"] if isinstance(x, str)]
        merged["hints_seen"] = seen + [x for x in mine["hints_seen"] if x not in seen]
    return merged


def default_text_scale() -> float:
    """The largest text on a phone, where the frame is shown at about half its size and the
    tables take their phone layout (a player there expects to read without a trip to Settings;
    one can still choose another size); the normal size elsewhere."""
    return TEXT_SCALES[-1] if platform.phone() else TEXT_SCALES[0]


def default_language() -> str:
    """The system's (desktop) or the browser's (web) language when Meadow speaks it; else en."""
    return match_language(platform.system_language())
