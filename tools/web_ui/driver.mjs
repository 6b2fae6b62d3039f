// The browser side of Meadow's browser UI harness (tools/web_ui/harness.py starts it).
//
//   node tools/web_ui/driver.mjs --runtime DIR [--chromium /usr/bin/chromium]
//
// Serves tools/web_ui/page.html, probe.py and the runtime cache (tools/web_ui_setup.py) on
// 127.0.0.1 and starts one headless Chromium (playwright-core) for the whole run: each test's
// browser is a browser context in it (a fresh profile: its own localStorage, its own game zip),
// so a test file pays for a page, not for a Chromium. It answers one JSON command per line on
// stdin with one JSON line on stdout that carries the command's "id":
//   {"op": "new_context", "zip": "meadow.zip", "mobile"?: "WIDTHxHEIGHT@DPR"}  a new context
//                                            (its name is the answer) whose page is "main";
//                                            mobile: Chromium's mobile emulation of a phone
//                                            (that viewport in CSS px, that device pixel
//                                            ratio, touch events, a mobile browser's viewport
//                                            handling: the page's viewport meta applies)
//   {"op": "close_context"}                  close it and its tabs
// Every other command names its context ("context": NAME) and goes to its first tab, or with
// "page": NAME to the tab of that name:
//   {"op": "goto", "query"?} / {"op": "reload"}  load the page (its address + query, e.g.
//                                            "?room=CODE": an invite link), wait until it runs
//   {"op": "py", "code": "..."}              the value of Python code run in the page
//   {"op": "click", "x": .., "y": ..}        a real mouse click at page coordinates
//   {"op": "tap", "x": .., "y": ..}          a real touch tap (touchstart, touchend) there
//   {"op": "double_tap", "x": .., "y": ..}   two taps 120 ms apart; answers the page's zoom
//   {"op": "swipe", "x": .., "y": .., "dx": .., "dy": ..}  a finger dragged from there by that
//   {"op": "key", "key": "Enter"}            a real key press (Playwright key names)
//   {"op": "canvas"}                         the canvas's place on the page and its size
//   {"op": "count_colours", "colours": [[r, g, b], ...]}  canvas pixels of exactly those colours,
//                                            and the scene they belong to
//   {"op": "shot", "path": "x.png"}          a screenshot of the page
//   {"op": "storage"}                        the page's localStorage
//   {"op": "viewport", "width": .., "height": ..}
//   {"op": "page_info"}                      the viewport meta, touch-action, zoom, DPR
//   {"op": "wait", "ms": ..}
//   {"op": "problems"}                       page errors, console errors and Python's stderr
//   {"op": "aria"}                           the spoken table as assistive technology finds it:
//                                            the moves' buttons, the live region's lines, its text
//   {"op": "menu"}                           the spoken menus: heading, buttons, notices, focus
//   {"op": "press", "role": .., "name": .., "within": ..}  focus the element of that role and
//                                            name (in the group named "within"), press Enter
//   {"op": "reduced_motion", "on": true}     the system's "reduce motion" as the page sees it
//   {"op": "open_page"} / {"op": "close_page"}  a second tab (see below) / close it
//   {"op": "close"}                          (no context) close everything and end
// "open_page" makes a tab in the same browser context: the same origin and so the same
// localStorage, like a second tab of the same site (the first tab's name is "main").
// One context's commands run in the order sent, different contexts' side by side.
// Every request outside the local server is refused (and reported as a problem).
import fs from "fs";
import http from "http";
import path from "path";
import readline from "readline";
import { fileURLToPath } from "url";
import { chromium } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MIME = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8", ".json": "application/json",
  ".wasm": "application/wasm", ".zip": "application/zip", ".whl": "application/zip",
  ".py": "text/plain; charset=utf-8",
};

function parseArgs(argv) {
  const args = { runtime: null, chromium: process.env.CHROMIUM || "/usr/bin/chromium" };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, "");
    if (!(key in args)) throw new Error(`unknown option ${argv[i]}`);
    args[key] = argv[i + 1];
  }
  if (!args.runtime) throw new Error("--runtime is needed");
  return args;
}

function parseMobile(mobile) {
  if (!mobile) return null;
  const m = /^(\d+)x(\d+)@([\d.]+)$/.exec(mobile);
  if (!m) throw new Error(`mobile wants WIDTHxHEIGHT@DPR, not ${mobile}`);
  return { width: +m[1], height: +m[2], dpr: +m[3] };
}

function serve(args) {
  const server = http.createServer((req, res) => {
    const route = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
    let file = null;
    if (route === "/" || route === "/index.html") file = path.join(HERE, "page.html");
    else if (route === "/probe.py") file = path.join(HERE, "probe.py");
    else if (route.startsWith("/runtime/") && !route.includes("..")) {
      file = path.join(args.runtime, route.slice("/runtime/".length));
    }
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, {
      "Content-Type": MIME[path.extname(file)] || "application/octet-stream",
      // cross-origin isolation: performance.now() (and time.perf_counter) at fine resolution
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
      "Cache-Control": "no-store",
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const server = await serve(args);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: args.chromium,
    headless: true,
    // Sound waits for the player's first click, as in a desktop browser (headless would allow it).
    args: ["--autoplay-policy=user-gesture-required", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  const contexts = {};
  let made = 0;
  const watch = (c, name, page) => {
    const tag = name === "main" ? "" : `[${name}] `;
    page.setDefaultTimeout(0);
    page.on("pageerror", (err) => c.problems.push(`${tag}page error: ${err.message}`));
    page.on("crash", () => c.crashed.add(page));
    page.on("console", (msg) => {
      const text = msg.text();
      if (msg.type() === "error" || /Traceback|\[stderr\]/.test(text)) c.problems.push(`${tag}console: ${text}`);
    });
    c.pages[name] = page;
    return page;
  };
  // A browser context is a fresh profile of its own (its own localStorage, permissions and
  // emulation) in the one Chromium: one per harness Browser, the game's zip its own.
  const newContext = async ({ zip, mobile }) => {
    const phone = parseMobile(mobile);
    const context = await browser.newContext({
      viewport: phone ? { width: phone.width, height: phone.height } : { width: 1280, height: 720 },
      ...(phone ? { deviceScaleFactor: phone.dpr, isMobile: true, hasTouch: true } : {}),
    });
    const c = { id: `c${++made}`, context, pages: {}, problems: [], crashed: new WeakSet(),
      front: "main", queue: Promise.resolve() };
    // Today's deal copies its share line (navigator.clipboard): allowed, as a person's click is.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url === base + "meadow.zip") {
        return route.fulfill({ path: zip, contentType: "application/zip", headers: { "Cache-Control": "no-store" } });
      }
      if (url.startsWith(base)) return route.continue();
      c.problems.push(`request outside the local server: ${url}`);
      return route.abort();
    });
    watch(c, "main", await context.newPage());
    contexts[c.id] = c;
    return c.id;
  };
  const started = async (page) => {
    await page.waitForFunction(
      () => window.MEADOW && window.MEADOW.status !== "loading" &&
        (window.MEADOW.status !== "running" ||
         window.MEADOW.py.runPython("meadow_probe.FIRST_FRAME_MS is not None")),
      null, { timeout: 240000, polling: 100 });
    return page.evaluate(() => ({
      status: window.MEADOW.status,
      timings: window.MEADOW.timings,
      first_frame_ms: window.MEADOW.status === "running" ?
        window.MEADOW.py.runPython("meadow_probe.FIRST_FRAME_MS") : null,
    }));
  };
  const ops = {
    goto: async ({ page: name, query }, page, c) => {
      const address = base + (query || "");
      try {
        await page.goto(address, { waitUntil: "load" });
        return await started(page);
      } catch (err) {
        if (!c.crashed.has(page)) throw err;
        // A renderer lost while the page starts (seen once, on a loaded machine, before the
        // game's first frame) is the browser's failure, not the game's: one more start in a
        // new page. A second crash fails.
        process.stderr.write(`[${name || "main"}] the renderer crashed while loading: a new page\n`);
        const fresh = watch(c, name || "main", await c.context.newPage());
        await page.close().catch(() => {});
        await fresh.goto(address, { waitUntil: "load" });
        return started(fresh);
      }
    },
    reload: async (_, page) => { await page.reload({ waitUntil: "load" }); return started(page); },
    py: async ({ code }, page) => page.evaluate((c) => {
      const value = window.MEADOW.py.runPython(c);
      return value && value.toJs ? value.toJs() : value;
    }, code),
    click: async ({ x, y }, page) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
      return true;
    },
    tap: async ({ x, y }, page) => { await page.touchscreen.tap(x, y); return true; },
    double_tap: async ({ x, y }, page) => {
      const zoom = () => window.visualViewport ? window.visualViewport.scale : 1;
      await page.touchscreen.tap(x, y);
      await page.waitForTimeout(120);
      await page.touchscreen.tap(x, y);
      await page.waitForTimeout(400); // a double-tap zoom animates in about this long
      return { scale: await page.evaluate(zoom) };
    },
    // Playwright taps only: a drag is the touch events themselves, through the DevTools protocol.
    swipe: async ({ x, y, dx, dy, steps }, page) => {
      const cdp = await page.context().newCDPSession(page);
      const touch = (type, px, py) => cdp.send("Input.dispatchTouchEvent",
        { type, touchPoints: type === "touchEnd" ? [] : [{ x: px, y: py, id: 1 }] });
      const n = steps || 10;
      await touch("touchStart", x, y);
      for (let i = 1; i <= n; i++) {
        await touch("touchMove", x + (dx * i) / n, y + (dy * i) / n);
        await page.waitForTimeout(16);
      }
      await touch("touchEnd", x + dx, y + dy);
      await cdp.detach();
      return true;
    },
    key: async ({ key }, page) => { await page.keyboard.press(key); return true; },
    canvas: async (_, page) => page.evaluate(() => {
      const c = document.getElementById("canvas"), r = c.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height,
        canvas_width: c.width, canvas_height: c.height,
        focused: document.activeElement === c };
    }),
    // With the scene in the same call: no frame can come between the pixels and the answer.
    count_colours: async ({ colours }, page) => page.evaluate((cols) => {
      const scene = JSON.parse(window.MEADOW.py.runPython("meadow_probe.describe()"));
      const c = document.getElementById("canvas");
      const data = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
      const want = new Set(cols.map(([r, g, b]) => (r << 16) | (g << 8) | b));
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (want.has((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])) n++;
      }
      return { count: n, scene };
    }, colours),
    shot: async ({ path: out }, page) => {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      await page.screenshot({ path: out });
      return out;
    },
    storage: async (_, page) => page.evaluate(() => Object.fromEntries(
      Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))),
    clipboard: async (_, page) => page.evaluate(() => navigator.clipboard.readText()),
    viewport: async ({ width, height }, page) => { await page.setViewportSize({ width, height }); return true; },
    // What the page's CSS says and the browser measures (the phone's viewport meta and
    // touch-action, the visual viewport's zoom).
    page_info: async (_, page) => page.evaluate(() => {
      const meta = document.querySelector('meta[name="viewport"]');
      const c = document.getElementById("canvas");
      return { viewport_meta: meta ? meta.content : null,
        canvas_touch_action: getComputedStyle(c).touchAction,
        body_touch_action: getComputedStyle(document.body).touchAction,
        inner: [window.innerWidth, window.innerHeight], dpr: window.devicePixelRatio,
        zoom: window.visualViewport ? window.visualViewport.scale : 1,
        touch: "ontouchstart" in window, max_touch_points: navigator.maxTouchPoints };
    }),
    wait: async ({ ms }, page) => { await page.waitForTimeout(ms); return true; },
    problems: async (_, page, c) => c.problems.splice(0),
    // Found by role and accessible name, as a screen reader's user finds them (the layer is
    // out of sight: no pointer can reach it, a key press does).
    aria: async (_, page) => {
      const root = page.locator("#meadow-access");
      if (!(await root.count())) return { present: false };
      const group = root.getByRole("group");
      const buttons = await group.getByRole("button").evaluateAll((els) => els.map((e) => e.textContent));
      const live = await root.getByRole("log").locator("p").evaluateAll(
        (els) => els.map((e) => [e.getAttribute("data-kind"), e.textContent]));
      const text = await root.evaluate((e) => e.textContent);
      const live_attr = await root.getByRole("log").getAttribute("aria-live");
      const snapshot = await root.ariaSnapshot();
      const focused = await page.evaluate(() => document.activeElement ? document.activeElement.id : "");
      return { present: true, buttons, live, text, live_attr, snapshot, focused };
    },
    reduced_motion: async ({ on }, page) => {
      await page.emulateMedia({ reducedMotion: on ? "reduce" : "no-preference" });
      return page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
    },
    // The spoken menus (#meadow-menu): the screen's heading, its buttons' names, the
    // notices said, and the name of the focused button when it is one of the menus'.
    menu: async (_, page) => {
      const root = page.locator("#meadow-menu");
      if (!(await root.count())) return { present: false };
      const heading = (await root.getByRole("heading", { level: 1 }).allTextContents())[0] || "";
      const buttons = await root.getByRole("button").evaluateAll((els) => els.map((e) => e.textContent));
      const notices = await root.getByRole("status").locator("p").allTextContents();
      const focused = await page.evaluate(() => {
        const a = document.activeElement;
        return a && a.closest && a.closest("#meadow-menu") ? a.textContent : "";
      });
      return { present: true, heading, buttons, notices, focused };
    },
    press: async ({ role, name, within }, page) => {
      const scope = within ? page.getByRole("group", { name: within, exact: true }) : page;
      // bounded: a button gone since the caller read the tree is an error, not a wait for ever
      await scope.getByRole(role, { name, exact: true }).first().press("Enter", { timeout: 15000 });
      return page.evaluate(() => document.activeElement ? document.activeElement.id : "");
    },
    chromium: async () => browser.version(),
  };
  // A second tab: the page does not exist yet, so these two name theirs themselves.
  const tabOps = {
    open_page: async ({ page: name }, c) => {
      if (c.pages[name]) throw new Error(`a tab named ${name} is open already`);
      watch(c, name, await c.context.newPage());
      c.front = name; // a new tab opens in front
      return name;
    },
    close_page: async ({ page: name }, c) => {
      if (name === "main" || !c.pages[name]) throw new Error(`no second tab named ${name}`);
      await c.pages[name].close();
      delete c.pages[name];
      if (c.front === name) c.front = null;
      return name;
    },
    close_context: async (_, c) => {
      delete contexts[c.id];
      await c.context.close();
      return c.id;
    },
  };
  const run = async (request) => {
    if (request.op === "new_context") return newContext(request);
    const c = contexts[request.context];
    if (!c) throw new Error(`no browser context ${request.context}`);
    if (tabOps[request.op]) return tabOps[request.op](request, c);
    const fn = ops[request.op];
    if (!fn) throw new Error(`unknown op ${request.op}`);
    const name = request.page || "main";
    const page = c.pages[name];
    if (!page) throw new Error(`no tab named ${name}`);
    if (name !== c.front) {
      // The tab a person works in is the one in front: a tab left behind runs its timers
      // seldom, and after some minutes hidden about once a minute (a watcher's tab, left
      // in the background while the others set up a game, missed its clicks so).
      await page.bringToFront();
      c.front = name;
    }
    return fn(request, page, c);
  };
  const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
  out({ ready: true, base, chromium: browser.version() });
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const request = JSON.parse(line);
    if (request.op === "close") break;
    const answer = (result) => out({ id: request.id, ok: true, result: result ?? null });
    const fail = (err) => out({ id: request.id, ok: false, error: String(err && err.stack ? err.stack : err) });
    // One context's commands in the order sent; different contexts' side by side (pages
    // loading together overlap their waits).
    const c = contexts[request.context];
    if (c) c.queue = c.queue.then(() => run(request)).then(answer, fail);
    else run(request).then(answer, fail);
  }
  await Promise.all(Object.values(contexts).map((c) => c.context.close().catch(() => {})));
  await browser.close().catch(() => {});
  server.close();
  out({ closed: true });
  process.exit(0); // keep-alive sockets of the server would hold the process open
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ ok: false, fatal: String(err && err.stack ? err.stack : err) }) + "\n");
  process.exit(1);
});
