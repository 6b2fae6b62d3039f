"""Online play: a room server on the same engine (docs/online.md).

- ``protocol``: the messages between a client and the server and their strict checks (pure).
- ``rooms``: rooms, seats, tokens and the authoritative engine state (pure, plus ``store``).
- ``store``: rooms and their actions in SQLite (stdlib ``sqlite3``, WAL).
- ``server``: the aiohttp process that serves ``build/web/`` and the rooms' websockets.
- ``bus``: room notifications between server processes over Redis pub/sub (``--redis``).
- ``client``: an aiohttp client for a desktop table, tests and the bench.
- ``remote``: ``RemoteMatch``, the ``Match`` (game/matches.py) of a game on the server.

Only ``protocol`` and ``remote`` may run in a browser; the rest needs aiohttp (the ``net``
extra).
"""
