"""Via Gladiola's table, art and results (pygame)."""
