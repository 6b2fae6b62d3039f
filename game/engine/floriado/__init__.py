"""Floriado: pick ever smaller bundles of flowers from a 5x8 field (RULES §3)."""
