"""The online seats list (``meadow/v1/online``, game/net/link.py): an entry that cannot be read
is never lost in silence. The list as it was is kept in a file beside it, the player is told
once, and the list is written again without the entry only once that copy is safe; when it
cannot be made, the list is not written at all.
"""

from __future__ import annotations

import errno
import json

import pytest

from game.i18n import LANGUAGES, TABLES
from game.net import link
from game.storage import FileBackend, Storage

GOOD = {"code": "ACEFHJ", "token": "T" * 32, "game": "floriado", "server": ""}
OTHER = {"code": "KMNPRT", "token": "u" * 24, "game": "gloschli", "server": "example.org"}
LIST = "meadow.v1.online.json"


def damaged(entry: dict, how: str) -> object:
    """``entry`` with one fault, as a flipped bit or a hand edit leaves it."""
    if how == "token":
        return dict(entry, token=entry["token"][:5] + "!" + entry["token"][6:])
    if how == "code":
        return dict(entry, code="B" + entry["code"][1:])  # B is no code letter
    if how == "extra":
        return dict(entry, extra=1)
    raise AssertionError(how)


def write_list(folder, data) -> str:
    text = json.dumps({"meadow": 1, "key": link.KEY_ONLINE, "data": data})
    (folder / LIST).write_text(text, encoding="utf-8")
    return text


def set_aside(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("meadow.v1.online.bad-"))


@pytest.mark.parametrize("how", ["token", "code", "extra", "wrapped"])
def test_a_damaged_entry_is_kept_beside_the_list_and_the_player_told_once(tmp_path, how) -> None:
    data = [[GOOD, OTHER]] if how == "wrapped" else [GOOD, damaged(OTHER, how)]
    text = write_list(tmp_path, data)
    storage = Storage(FileBackend(tmp_path))
    told = []
    for _ in range(5):  # the title, Continue and the survey each read the list
        kept = link.kept_seats(storage)
        told += storage.take_notices()
    assert kept == ([] if how == "wrapped" else [GOOD])
    assert told == ["notice.online.damaged"]
    (aside,) = set_aside(tmp_path)
    assert (tmp_path / aside).read_text(encoding="utf-8") == text, "not kept as it was"
    # The next game kept is written with the readable seats; the damaged one stays in its file.
    link.keep_seat(storage, "WXYACE", "v" * 30, "floriado", "")
    codes = [e["code"] for e in link.kept_seats(Storage(FileBackend(tmp_path)))]
    assert codes == (["WXYACE"] if how == "wrapped" else ["WXYACE", GOOD["code"]])
    assert set_aside(tmp_path) == [aside]
    for lang in LANGUAGES:
        assert "notice.online.damaged" in TABLES[lang], lang


def test_a_list_whose_damaged_entry_cannot_be_kept_aside_is_never_rewritten(
    tmp_path, monkeypatch
) -> None:
    text = write_list(tmp_path, [GOOD, damaged(OTHER, "token")])

    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    # The copy cannot be written (say the disk is too full for it) while the list could be.
    monkeypatch.setattr(FileBackend, "aside", refuse)
    storage = Storage(FileBackend(tmp_path))
    assert link.kept_seats(storage) == [GOOD]
    link.keep_seat(storage, "WXYACE", "v" * 30, "floriado", "")
    link.forget_seat(storage, GOOD["code"])
    link.mark_over(storage, GOOD["code"])
    assert (tmp_path / LIST).read_text(encoding="utf-8") == text, "rewritten without the entry"
    notices = storage.take_notices()
    assert "notice.kept_in_place" in notices and "notice.save_failed.full" in notices
    assert "notice.online.damaged" not in notices, "said to be kept aside, though it is not"


def test_a_clean_list_is_left_as_it_is(tmp_path) -> None:
    text = write_list(tmp_path, [GOOD, dict(OTHER, over=True)])
    storage = Storage(FileBackend(tmp_path))
    assert link.kept_seats(storage) == [GOOD, dict(OTHER, over=True)]
    assert storage.take_notices() == [] and set_aside(tmp_path) == []
    assert (tmp_path / LIST).read_text(encoding="utf-8") == text
