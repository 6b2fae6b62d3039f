"""Via Gladiola: climb the day's walk to 50 km without collecting blisters (RULES §1)."""
