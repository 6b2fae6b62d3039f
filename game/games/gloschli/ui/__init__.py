"""Gloschli's table, art and results (pygame)."""
