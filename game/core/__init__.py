"""What the games share and what is pure: the engine contract, the catalog of games, the match.

Nothing here imports pygame: rules, bots, narration and saves run in tests, simulations and a
browser's Python as they are.
"""
