"""The table base every game's table builds on: turns, bots, log, autosave, results."""
