// The browser side of Meadow's browser UI harness (tools/web_ui/harness.py starts it).
//
//   node tools/web_ui/driver.mjs --runtime DIR --zip meadow.zip [--chromium /usr/bin/chromium]
//                                [--mobile WIDTHxHEIGHT@DPR]
//
// --mobile opens the page as Chromium's mobile emulation does a phone: that viewport in CSS px,
// that device pixel ratio, touch events (hasTouch) and a mobile browser's viewport handling
// (isMobile: the page's viewport meta applies, double-tap zoom unless the page forbids it).
//
// Serves tools/web_ui/page.html, probe.py, the staged game (meadow.zip) and the runtime cache
// (tools/web_ui_setup.py) on 127.0.0.1, opens them in headless Chromium (playwright-core) and
// then answers one JSON command per line on stdin with one JSON line on stdout:
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
//   {"op": "open_page"} / {"op": "close_page"}  a second tab (see "page" below) / close it
//   {"op": "close"}
// A command goes to the first tab, or with "page": NAME to the tab of that name, which
// "open_page" makes in the same browser context: the same origin and so the same localStorage,
// like a second tab of the same site (the first tab's name is "main").
// Every request outside the local server is refused (and reported as a problem).
import fs from "fs";
import http from "http";
import os from "os";
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
  const args = { runtime: null, zip: null, chromium: process.env.CHROMIUM || "/usr/bin/chromium",
    mobile: null };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, "");
    if (!(key in args)) throw new Error(`unknown option ${argv[i]}`);
    args[key] = argv[i + 1];
  }
  if (!args.runtime || !args.zip) throw new Error("--runtime and --zip are needed");
  if (args.mobile) {
    const m = /^(\d+)x(\d+)@([\d.]+)$/.exec(args.mobile);
    if (!m) throw new Error(`--mobile wants WIDTHxHEIGHT@DPR, not ${args.mobile}`);
    args.mobile = { width: +m[1], height: +m[2], dpr: +m[3] };
  }
  return args;
}

function serve(args) {
  const server = http.createServer((req, res) => {
    const route = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
    let file = null;
    if (route === "/" || route === "/index.html") file = path.join(HERE, "page.html");
    else if (route === "/probe.py") file = path.join(HERE, "probe.py");
    else if (route === "/meadow.zip") file = args.zip;
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
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "meadow-ui-chromium-"));
  const problems = [];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: args.chromium,
    headless: true,
    viewport: args.mobile ? { width: args.mobile.width, height: args.mobile.height } : { width: 1280, height: 720 },
    ...(args.mobile ? { deviceScaleFactor: args.mobile.dpr, isMobile: true, hasTouch: true } : {}),
    // Sound waits for the player's first click, as in a desktop browser (headless would allow it).
    args: ["--autoplay-policy=user-gesture-required", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  // Today's deal copies its share line (navigator.clipboard): allowed, as a person's click is.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(base)) return route.continue();
    problems.push(`request outside the local server: ${url}`);
    return route.abort();
  });
  const pages = {};
  const crashed = new WeakSet();
  const watch = (name, page) => {
    const tag = name === "main" ? "" : `[${name}] `;
    page.setDefaultTimeout(0);
    page.on("pageerror", (err) => problems.push(`${tag}page error: ${err.message}`));
    page.on("crash", () => crashed.add(page));
    page.on("console", (msg) => {
      const text = msg.text();
      if (msg.type() === "error" || /Traceback|\[stderr\]/.test(text)) problems.push(`${tag}console: ${text}`);
    });
    pages[name] = page;
    return page;
  };
  watch("main", context.pages()[0] || (await context.newPage()));
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
    goto: async ({ page: name, query }, page) => {
      const address = base + (query || "");
      try {
        await page.goto(address, { waitUntil: "load" });
        return await started(page);
      } catch (err) {
        if (!crashed.has(page)) throw err;
        // A renderer lost while the page starts (seen once, on a loaded machine, before the
        // game's first frame) is the browser's failure, not the game's: one more start in a
        // new page. A second crash fails.
        process.stderr.write(`[${name || "main"}] the renderer crashed while loading: a new page\n`);
        const fresh = watch(name || "main", await context.newPage());
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
    problems: async () => problems.splice(0),
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
    chromium: async () => context.browser() ? context.browser().version() : null,
  };
  let front = "main"; // the tab in front (see the ops' loop below)
  // A second tab: the page does not exist yet, so these two name theirs themselves.
  const tabOps = {
    open_page: async ({ page: name }) => {
      if (pages[name]) throw new Error(`a tab named ${name} is open already`);
      watch(name, await context.newPage());
      front = name; // a new tab opens in front
      return name;
    },
    close_page: async ({ page: name }) => {
      if (name === "main" || !pages[name]) throw new Error(`no second tab named ${name}`);
      await pages[name].close();
      delete pages[name];
      if (front === name) front = null;
      return name;
    },
  };
  const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
  out({ ready: true, base });
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const request = JSON.parse(line);
    if (request.op === "close") break;
    try {
      if (tabOps[request.op]) {
        out({ ok: true, result: (await tabOps[request.op](request)) ?? null });
        continue;
      }
      const fn = ops[request.op];
      if (!fn) throw new Error(`unknown op ${request.op}`);
      const name = request.page || "main";
      const page = pages[name];
      if (!page) throw new Error(`no tab named ${name}`);
      if (name !== front) {
        // The tab a person works in is the one in front: a tab left behind runs its timers
        // seldom, and after some minutes hidden about once a minute (a watcher's tab, left
        // in the background while the others set up a game, missed its clicks so).
        await page.bringToFront();
        front = name;
      }
      out({ ok: true, result: (await fn(request, page)) ?? null });
    } catch (err) {
      out({ ok: false, error: String(err && err.stack ? err.stack : err) });
    }
  }
  await context.close().catch(() => {});
  server.close();
  fs.rmSync(profile, { recursive: true, force: true });
  out({ closed: true });
  process.exit(0); // keep-alive sockets of the server would hold the process open
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ ok: false, fatal: String(err && err.stack ? err.stack : err) }) + "\n");
  process.exit(1);
});
