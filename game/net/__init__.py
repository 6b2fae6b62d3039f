"""Online play: a room server on the same engine (docs/online.md).

- ``protocol``: the messages between a client and the server and their strict checks (pure).
- ``rooms``: rooms, seats, tokens and the authoritative engine state (pure, plus ``store``).
- ``store``: rooms and their actions in SQLite (stdlib ``sqlite3``, WAL).
- ``public``: what a watcher may see (what every seat sees alike; pure).
- ``mail``: "your turn" reminders through the host's mail server (``--smtp``).
- ``server``: the aiohttp process that serves ``build/web/`` and the rooms' websockets.
- ``bus``: room notifications between server processes over Redis pub/sub (``--redis``).
- ``conn``: what a client knows of its seat and its requests, without a transport.
- ``client``: its aiohttp transport, for a desktop table, tests and the bench.
- ``webclient``: its transport in the page: the browser's WebSocket (pygbag).
- ``remote``: ``RemoteMatch``, the ``Match`` (game/matches.py) of a game on the server: its
  view, its seats and the log the table writes of it.
- ``link``: the client for this platform, the server's address, the seats a device keeps.

``protocol``, ``conn``, ``webclient``, ``remote``, ``link``, ``record`` and ``public`` run in a
browser; the rest
needs aiohttp (the ``net`` extra).
"""
