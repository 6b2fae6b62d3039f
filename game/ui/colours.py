"""Colours written as designers write them: ``rgb("#387044")``. Each palette (the shared one
in ``theme``, each game's in its ``ui/palette.py``) names its colours once; drawing code uses
the names."""

from __future__ import annotations

RGB = tuple[int, int, int]


def rgb(code: str) -> RGB:
    """``"#rrggbb"`` as an (r, g, b) tuple, which pygame and the blending helpers take."""
    r, g, b = bytes.fromhex(code.removeprefix("#"))
    return r, g, b
