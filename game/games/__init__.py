"""The built-in games, registered in the order the title screen shows them."""

from game.core.catalog import register
from game.games import floriado, gloschli, via_gladiola

for _game in (via_gladiola.GAME, gloschli.GAME, floriado.GAME):
    register(_game)
