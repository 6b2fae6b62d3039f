"""Floriado's table, art and results (pygame)."""
