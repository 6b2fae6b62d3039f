"""Gloschli: keep your face-down cards low, peek, spy, swap and call (RULES §2)."""
