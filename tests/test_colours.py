import pytest

from game.ui.colours import rgb


@pytest.mark.parametrize(
    ("code", "want"),
    [
        ("#000000", (0, 0, 0)),
        ("#ffffff", (255, 255, 255)),
        ("#387044", (56, 112, 68)),
        ("e69f00", (230, 159, 0)),
    ],
)
def test_rgb_reads_a_hex_colour(code: str, want: tuple[int, int, int]) -> None:
    assert rgb(code) == want
