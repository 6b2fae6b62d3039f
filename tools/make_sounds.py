"""Synthesize Meadow's sound effects into assets/sounds/*.ogg.

Run once after changing a recipe: ``python tools/make_sounds.py`` (needs numpy and soundfile;
the game itself only loads the committed OGG files). Deterministic: a fixed seed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import soundfile as sf

RATE = 44100
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
rng = np.random.default_rng(11)


def t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def env(n: int, attack: float, decay: float) -> np.ndarray:
    """Fast attack, exponential decay (in seconds)."""
    x = np.arange(n) / RATE
    a = np.clip(x / max(attack, 1e-4), 0, 1)
    return a * np.exp(-x / decay)


def lowpass(x: np.ndarray, k: float) -> np.ndarray:
    """One-pole low-pass; k in (0, 1], smaller is darker."""
    y = np.empty_like(x)
    acc = 0.0
    for i, v in enumerate(x):
        acc += k * (v - acc)
        y[i] = acc
    return y


def noise_burst(seconds: float, k: float, decay: float) -> np.ndarray:
    n = int(RATE * seconds)
    return lowpass(rng.standard_normal(n), k) * env(n, 0.004, decay)


def bell(freq: float, seconds: float, decay: float) -> np.ndarray:
    x = t(seconds)
    tone = np.sin(2 * np.pi * freq * x) + 0.35 * np.sin(2 * np.pi * freq * 2.01 * x)
    tone += 0.12 * np.sin(2 * np.pi * freq * 3.02 * x)
    return tone * env(len(x), 0.006, decay)


def place(total: float, parts: list[tuple[float, np.ndarray]]) -> np.ndarray:
    out = np.zeros(int(RATE * total))
    for start, part in parts:
        i = int(start * RATE)
        j = min(len(out), i + len(part))
        out[i:j] += part[: j - i]
    return out


def normalise(x: np.ndarray, peak: float) -> np.ndarray:
    x = x - np.mean(x)
    fade = min(len(x), int(0.01 * RATE))
    x[-fade:] *= np.linspace(1, 0, fade)  # no click at the end
    return x / (np.max(np.abs(x)) + 1e-9) * peak


def recipes() -> dict[str, np.ndarray]:
    slide = noise_burst(0.22, 0.18, 0.07)
    tap = noise_burst(0.04, 0.5, 0.008)
    return {
        "deal": normalise(noise_burst(0.09, 0.3, 0.02), 0.45),
        "play": normalise(place(0.26, [(0, slide), (0.15, tap * 1.6)]), 0.55),
        "draw": normalise(noise_burst(0.14, 0.42, 0.035), 0.4),
        "shuffle": normalise(
            place(
                0.7,
                [
                    (i * 0.055 + rng.uniform(0, 0.02), noise_burst(0.05, 0.35, 0.012))
                    for i in range(11)
                ],
            ),
            0.45,
        ),
        "day_end": normalise(
            place(0.9, [(0, bell(523.25, 0.9, 0.35)), (0.16, bell(783.99, 0.75, 0.35))]), 0.4
        ),
        "win": normalise(
            place(
                1.4,
                [
                    (i * 0.13, bell(f, 1.4 - i * 0.13, 0.4))
                    for i, f in enumerate((523.25, 659.25, 783.99, 1046.5))
                ],
            ),
            0.45,
        ),
        "click": normalise(noise_burst(0.03, 0.6, 0.004) + 0.3 * bell(1400, 0.03, 0.006), 0.3),
        "hint": normalise(bell(330, 0.18, 0.06) + 0.5 * bell(262, 0.18, 0.05), 0.3),
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, samples in recipes().items():
        stereo = np.stack([samples, samples], axis=1).astype(np.float32)
        sf.write(OUT / f"{name}.ogg", stereo, RATE, format="OGG", subtype="VORBIS")
        print(f"wrote {name}.ogg ({len(samples) / RATE:.2f} s)")


if __name__ == "__main__":
    main()
