"""The browser UI test's set-up (tools/web_ui_setup.py) and the web-only storage fix, without a
browser: the event-struct transplant on small glue texts, the shim's anchor, the cache check,
and JavaScript's null from localStorage read as a missing key."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from game import platform
from game.storage import KEY_AUTOSAVE, KEY_SETTINGS, Storage, WebBackend

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("web_ui_setup", ROOT / "tools/web_ui_setup.py")
setup = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(setup)


PYGBAG = 'x=1;fillMouseEventData=(e,t)=>{if(t){HEAP32[e>>2]=1;s="}"}return 72},other=()=>{}'
PYODIDE = 'var a=1;var fillMouseEventData=(e,t)=>{HEAP8[e]=1;return 64};var keep=()=>{"{"};'


def test_transplant_takes_pygbags_writer_and_keeps_the_rest():
    out, replaced = setup.transplant(PYGBAG, PYODIDE, ("fillMouseEventData", "absentWriter"))
    assert replaced == ["fillMouseEventData"]
    assert 'var fillMouseEventData=(e,t)=>{if(t){HEAP32[e>>2]=1;s="}"}return 72}' in out
    assert "return 64" not in out  # Pyodide's own writer is gone, braces in strings notwithstanding
    assert out.startswith("var a=1;") and out.endswith('var keep=()=>{"{"};')


def test_transplant_refuses_unbalanced_glue():
    with pytest.raises(setup.SetupError):
        setup.transplant("x;fillMouseEventData=(e)=>{{", PYODIDE, ("fillMouseEventData",))


def test_the_shim_needs_its_anchor():
    assert setup.inject_shim("a;var Module=moduleArg;b", "SHIM").count("SHIM") == 1
    with pytest.raises(setup.SetupError, match="another Pyodide"):
        setup.inject_shim("var Module = moduleArg", "SHIM")


def test_missing_names_the_set_up_step(tmp_path):
    assert "make web-ui-setup" in setup.missing(tmp_path)
    (tmp_path / "w.whl").write_bytes(b"12345")
    manifest = {"pyodide": setup.PYODIDE_VERSION, "files": {"w.whl": 5}}
    (tmp_path / "runtime.json").write_text(json.dumps(manifest))
    assert setup.missing(tmp_path) is None
    (tmp_path / "w.whl").write_bytes(b"123")
    assert "changed" in setup.missing(tmp_path)


def test_setup_without_a_snapshot_says_so(tmp_path):
    with pytest.raises(setup.SetupError):
        setup.setup(tmp_path / "no-such-git-dir", tmp_path / "cache", tmp_path / "no-pyodide")


class JsNull:
    """What Pyodide hands Python for JavaScript's null (its type's name is what counts)."""

    def __str__(self) -> str:
        return "jsnull"


class FakeLocalStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str):  # noqa: N802 - the Web Storage API
        return self.items.get(key, JsNull())

    def setItem(self, key: str, text: str) -> None:  # noqa: N802
        self.items[key] = text

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


def test_a_missing_key_in_localstorage_is_no_corrupt_entry():
    """Web-only defect found in the browser: every first visit toasted 'could not be read'."""
    raw = FakeLocalStorage()
    store = Storage(WebBackend(platform.PageStorage(raw)))
    assert store.load(KEY_SETTINGS) is None and store.load(KEY_AUTOSAVE) is None
    assert store.take_notices() == []
    assert store.save(KEY_SETTINGS, {"language": "de"})
    assert store.load(KEY_SETTINGS) == {"language": "de"}
    assert platform.is_js_null(JsNull()) and platform.is_js_null(None)
    assert not platform.is_js_null("null")
