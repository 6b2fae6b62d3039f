"""The browser bench's section (game/dev/bench.py ``bench_browser``) driven against a fake
page: while it waits for enough frames and a hard bot's decision it asks only for their
counts, and fetches the frames once per table, when they are all in (a fetch writes every
frame out inside the page, between two frames it would then measure as one slow interval)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from game.core.catalog import specs
from game.dev import bench

HARD_AFTER = 400  # the frame by which the fake page's hard bot has decided once


class FakePage:
    def __init__(self, calls: list[tuple]) -> None:
        self.calls = calls
        self.count = 0

    def __enter__(self) -> FakePage:
        return self

    def __exit__(self, *exc: Any) -> None:
        return None

    def load(self) -> dict:
        return {"first_frame_ms": 1000.0, "timings": {"files": 900.0}}

    def call(self, op: str) -> str:
        return "fake"

    def wait(self, ms: int) -> None:
        self.count += 40  # the page runs on while the driver waits

    def probe(self, name: str, *args: Any) -> Any:
        self.calls.append((name, *args))
        if name == "frame_count":
            return self.count
        if name == "decision_count":
            return int(args == ("hard",) and self.count >= HARD_AFTER)
        if name == "bench_table":
            self.count = 0
            return {}
        assert name == "frames"
        n = self.count
        return {
            "frames": [3.0] * n,
            "think_ms": [0.0] * n,
            "starts": [5.0 * i for i in range(n)],
            "thinking": [False] * n,
            "bot_turn": [False] * n,
            "animating": [True] * n,
            "bot_ms": [0.0] * n,
            "flip_ms": [1.0] * n,
            "decisions": [["hard", 700.0, 500.0]] if n >= HARD_AFTER else [],
            "first_frame_ms": 1000.0,
            "first_flips_ms": [1000.0, 1010.0, 1020.0, 1030.0],
        }

    def check_problems(self) -> list[str]:
        return []


def test_the_bench_polls_the_count_and_fetches_each_tables_frames_once(
    monkeypatch, tmp_path: Path
) -> None:
    (tmp_path / "runtime.json").write_text(json.dumps({"pyodide": "x", "wheel": "y"}), "utf-8")
    calls: list[tuple] = []
    harness = SimpleNamespace(
        why_missing=lambda: "",
        stage_zip=lambda dest: dest,
        setup=SimpleNamespace(cache_dir=lambda: tmp_path),
        Browser=lambda zip_path: FakePage(calls),
    )
    monkeypatch.setattr(bench, "_web_ui_harness", lambda: harness)
    out = bench.bench_browser(frames=200)
    tables = [entry.name for entry in specs()]
    for name in tables:
        assert out[name]["interval_animation_ms"]["n"] >= 199
        # past the 200 frames asked for: on until the hard bot had decided
        assert out[name]["hard_decision_ms"]["n"] == 1
    fetches = [c for c in calls if c[0] == "frames" and c[1:] == (True,)]
    assert len(fetches) == len(tables)
    # between a table's start and its one fetch, only counts are asked for
    starts = [i for i, c in enumerate(calls) if c[0] == "bench_table"]
    for start in starts:
        between = calls[start + 1 : calls.index(("frames", True), start)]
        assert between and all(c[0] in ("frame_count", "decision_count") for c in between)
