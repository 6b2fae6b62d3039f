"""The page's client of the room server: the browser's own WebSocket (pygbag, the web).

The page's Python cannot block and should not depend on how a runtime hands JavaScript
callbacks to Python, so the socket lives in a few lines of JavaScript (``BRIDGE``, installed
once as ``window.meadowNet``): it queues each incoming text frame, and the Python side polls
that queue from an asyncio task a few times a frame. Everything else (what the seat knows, the
requests and their answers) is :class:`~game.net.conn.BaseClient`, shared with the desktop.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from game import platform
from game.net.conn import BaseClient, NetError

POLL = 0.01  # seconds between looks at the socket's queue (a frame is 16 ms)
CONNECTING, OPEN, CLOSED = 0, 1, 3

# window.meadowNet: open(url) -> id; state(id) -> 0 connecting, 1 open, 3 closed;
# send(id, text) -> bool; take(id) -> "" or a JSON list of the frames received; close(id).
BRIDGE = """
(function () {
  if (window.meadowNet) { return; }
  var socks = {}, next = 1;
  window.meadowNet = {
    open: function (url) {
      var id = next++, s = {inbox: [], state: 0};
      try { s.ws = new WebSocket(url); } catch (e) { s.state = 3; socks[id] = s; return id; }
      s.ws.onopen = function () { s.state = 1; };
      s.ws.onmessage = function (e) { if (typeof e.data === "string") { s.inbox.push(e.data); } };
      s.ws.onclose = function () { s.state = 3; };
      s.ws.onerror = function () { s.state = 3; };
      socks[id] = s;
      return id;
    },
    state: function (id) { var s = socks[id]; return s ? s.state : 3; },
    send: function (id, text) {
      var s = socks[id];
      if (!s || s.state !== 1) { return false; }
      s.ws.send(text);
      return true;
    },
    take: function (id) {
      var s = socks[id];
      if (!s || !s.inbox.length) { return ""; }
      var out = JSON.stringify(s.inbox);
      s.inbox = [];
      return out;
    },
    close: function (id) {
      var s = socks[id];
      if (!s) { return; }
      try { if (s.ws) { s.ws.close(); } } catch (e) {}
      delete socks[id];
    }
  };
})();
"""


class WebClient(BaseClient):
    def __init__(self, url: str, timeout: float = 20.0, window: Any = None) -> None:
        super().__init__(url, timeout)
        self.window = window  # the page's (default) or a stand-in with the same bridge
        self.sock: int | None = None
        self.pump: asyncio.Task | None = None

    def _net(self) -> Any:
        window = self.window if self.window is not None else platform.page_window()
        if window is None:
            raise NetError("closed", "No browser here to connect with.")
        net = getattr(window, "meadowNet", None)
        if platform.is_js_null(net):
            window.eval(BRIDGE)
            net = window.meadowNet
        return net

    def _state(self, sock: int | None) -> int:
        if sock is None:
            return CLOSED
        try:
            return int(self._net().state(sock))
        except Exception:  # the bridge is gone (a page being torn down): closed
            return CLOSED

    @property
    def connected(self) -> bool:
        return self._state(self.sock) == OPEN

    async def connect(self) -> None:
        await self.drop()
        net = self._net()
        sock = int(net.open(self.url))
        waited = 0.0
        while self._state(sock) == CONNECTING and waited < self.timeout:
            await asyncio.sleep(POLL)
            waited += POLL
        if self._state(sock) != OPEN:
            net.close(sock)
            raise NetError("closed", "The server cannot be reached.")
        self.sock = sock
        self.pump = asyncio.ensure_future(self._pump(sock))

    async def _pump(self, sock: int) -> None:
        """Hand each frame received to the client; end when the socket closes."""
        try:
            while True:
                text = self._net().take(sock)
                if not platform.is_js_null(text) and str(text):
                    for frame in json.loads(str(text)):
                        try:
                            message = json.loads(frame)
                        except ValueError:  # never from our server: skip it
                            continue
                        if isinstance(message, dict):
                            self._on(message)
                elif self._state(sock) != OPEN:
                    break
                await asyncio.sleep(POLL)
        finally:
            if sock == self.sock:
                self.sock = None
            self._ended()

    async def _send(self, text: str) -> None:
        if self.sock is None or not self._net().send(self.sock, text):
            raise NetError("closed", "Not connected.")

    async def drop(self) -> None:
        """Lose the connection without a word (the tests' network drop)."""
        sock, self.sock = self.sock, None
        if sock is not None:
            self._net().close(sock)
        if self.pump is not None:
            self.pump.cancel()
            self.pump = None

    async def close(self) -> None:
        await self.drop()
