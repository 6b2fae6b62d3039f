"""The bench's report: runs the sections of game/dev/bench.py, checks their budgets and prints
them as text or ``--json`` (``python -m game bench``)."""

from __future__ import annotations

import json
import os
import platform
import sys
from typing import Any, TextIO

from game.dev.bench import BUDGETS, SECTIONS


def machine() -> dict[str, str]:
    info = {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpus": str(os.cpu_count()),
    }
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if "model name" in line), "")
        if model:
            info["cpu"] = model
        info["load_average"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    except (OSError, AttributeError):
        pass
    return info


def run(args: Any, out: TextIO) -> int:
    wanted = args.only.split(",") if getattr(args, "only", None) else list(SECTIONS)
    report: dict[str, Any] = {"machine": machine()}
    for name in wanted:
        report[name] = SECTIONS[name]()
    report["budgets"] = []
    for section, label, check in BUDGETS:
        if section in report and report[section]:
            met = check(report[section])
            report["budgets"].append({"budget": label, "met": None if met is None else bool(met)})
    if getattr(args, "json", False):
        print(json.dumps(report, indent=2, sort_keys=True), file=out)
    else:
        print(format_report(report), file=out)
    return 0


def format_report(report: dict[str, Any]) -> str:
    lines = [f"machine: {report['machine']}"]
    for name, figures in report.items():
        if name in ("machine", "budgets"):
            continue
        lines.append(f"\n## {name}")
        for key, value in figures.items():
            if isinstance(value, dict):
                cells = ", ".join(f"{k} {_fmt(v)}" for k, v in value.items())
                lines.append(f"- {key}: {cells}")
            else:
                lines.append(f"- {key}: {_fmt(value)}")
    lines.append("\n## budgets")
    for b in report["budgets"]:
        state = "not measured" if b["met"] is None else "met" if b["met"] else "MISSED"
        lines.append(f"- [{state}] {b['budget']}")
    return "\n".join(lines)


def _fmt(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} {_fmt(v)}" for k, v in value.items()) + "}"
    if isinstance(value, float):
        return f"{value:,.3f}" if value < 100 else f"{value:,.0f}"
    return str(value)
