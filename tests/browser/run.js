#!/usr/bin/env node
// Meadow's browser test: run the project's own game.engine and game.ai under Pyodide in headless
// Chromium, play one full game of each game (a hard bot against medium bots), fail on any Python
// error, and report each level's per-decision think time as JSON.
//
//   node tests/browser/run.js [--players 4] [--seed 1] [--games via_gladiola,gloschli,floriado]
//                             [--out report.json] [--chromium /usr/bin/chromium]
//                             [--web build/web] [--screenshot loading.png]
//
// With --web, it also opens the built page (tools/build_web.py) with pygbag's CDN blocked: the
// Meadow loading screen must show, with no error from the page's own scripts.
//
// A static server on 127.0.0.1 (node's http module) serves the page, Pyodide from node_modules
// and the project's Python files; every other request is refused, so nothing comes from a CDN.
// Exit status: 0 when every game was played (or reported missing), 1 on any error.
"use strict";

const fs = require("fs");
const http = require("http");
const os = require("os");
const path = require("path");

const HERE = __dirname;
let checkingWebPage = false;
const ROOT = path.resolve(HERE, "..", "..");
const PYODIDE_DIR = path.join(HERE, "node_modules", "pyodide");
// The Python the browser runs: the pure packages (contract, catalog, each game's rules and bots,
// text) and game/__init__.py. A game's ui/ folder is copied too but never imported.
const PACKAGES = ["game/core", "game/engine", "game/ai", "game/games", "game/i18n"];
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".py": "text/plain; charset=utf-8",
  ".map": "application/json",
  ".png": "image/png",
  ".apk": "application/zip",
  ".gz": "application/gzip",
};

function parseArgs(argv) {
  const args = {
    players: 4,
    seed: 1,
    games: "via_gladiola,gloschli,floriado",
    out: null,
    web: null,
    screenshot: null,
    chromium: process.env.CHROMIUM || "/usr/bin/chromium",
  };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, "");
    if (!(key in args)) throw new Error(`unknown option ${argv[i]}`);
    args[key] = argv[++i];
  }
  args.players = Number(args.players);
  args.seed = Number(args.seed);
  return args;
}

function projectFiles() {
  const files = ["game/__init__.py"];
  function walk(rel) {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = rel + "/" + entry.name;
      if (entry.isDirectory() && entry.name !== "__pycache__") walk(child);
      else if (entry.isFile() && /\.(py|json)$/.test(entry.name)) files.push(child);
    }
  }
  for (const pkg of PACKAGES) {
    if (fs.existsSync(path.join(ROOT, pkg))) walk(pkg);
  }
  return files.sort();
}

function startServer(files, webDir) {
  const allowed = new Set(files);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    const route = decodeURIComponent(url.pathname);
    let file = null;
    if (route === "/" || route === "/index.html") file = path.join(HERE, "page.html");
    else if (route === "/play_games.py") file = path.join(HERE, "play_games.py");
    else if (route === "/manifest.json") {
      res.writeHead(200, { "Content-Type": MIME[".json"] });
      res.end(JSON.stringify({ files }));
      return;
    } else if (route.startsWith("/pyodide/")) {
      const name = route.slice("/pyodide/".length);
      if (!name.includes("..") && !name.includes("/")) file = path.join(PYODIDE_DIR, name);
    } else if (webDir && route.startsWith("/web/")) {
      const name = route.slice("/web/".length) || "index.html";
      if (!name.includes("..") && !name.includes("/")) file = path.join(webDir, name);
    } else if (route.startsWith("/project/")) {
      const rel = route.slice("/project/".length);
      if (allowed.has(rel)) file = path.join(ROOT, rel);
    }
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, {
      "Content-Type": MIME[path.extname(file)] || "application/octet-stream",
      // cross-origin isolation gives performance.now() (and time.perf_counter) fine resolution
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
      "Cache-Control": "no-store",
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { chromium } = require("playwright-core");
  if (!fs.existsSync(path.join(PYODIDE_DIR, "pyodide.js"))) {
    throw new Error("node_modules/pyodide is missing: run npm ci in tests/browser");
  }
  const files = projectFiles();
  const webDir = args.web ? path.resolve(args.web) : null;
  const server = await startServer(files, webDir);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "meadow-chromium-"));
  const errors = [];
  const blocked = [];
  const expected = []; // pygbag's CDN, asked for by the built page (blocked: it is not tested)
  let context = null;
  const report = { runtime: "pyodide", chromium: null, setup: null, games: [], errors };
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: args.chromium,
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 720 },
    });
    report.chromium = context.browser() ? context.browser().version() : null;
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(base)) return route.continue();
      (checkingWebPage ? expected : blocked).push(url);
      return route.abort();
    });
    if (webDir) {
      checkingWebPage = true;
      report.web_page = await checkWebPage(context, base, args.screenshot, errors);
      checkingWebPage = false;
    }
    const page = context.pages()[0] || (await context.newPage());
    page.setDefaultTimeout(0);
    page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console error: ${msg.text()}`);
    });
    await page.goto(base, { waitUntil: "load" });
    report.setup = await page.evaluate(() => window.meadowSetup());
    log(`Pyodide ${report.setup.pyodide} (Python ${report.setup.python}) ready in ` +
        `${report.setup.setup_ms} ms with ${report.setup.files} project files`);
    for (const game of args.games.split(",").filter(Boolean)) {
      const started = Date.now();
      let result;
      try {
        result = await page.evaluate(
          ([g, p, s]) => window.meadowPlay(g, p, s), [game, args.players, args.seed]);
      } catch (err) {
        errors.push(`${game}: ${err.message}`);
        result = { game, status: "error", error: err.message };
      }
      report.games.push(result);
      log(`${game}: ${summary(result)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    report.environment = await page.evaluate(() => window.meadowEnvironment());
    const output = await page.evaluate(() => window.meadowOutput());
    if (output.stderr.length) errors.push("Python wrote to stderr:\n" + output.stderr.join("\n"));
    if (report.environment.pygame_loaded) errors.push("pygame was imported by the engine or the bots");
  } catch (err) {
    errors.push(String(err && err.stack ? err.stack : err));
  } finally {
    if (context) await context.close().catch(() => {});
    server.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  if (blocked.length) errors.push(`requests outside the local server: ${blocked.join(", ")}`);
  const text = JSON.stringify(report, null, 2);
  if (args.out) fs.writeFileSync(args.out, text + "\n");
  process.stdout.write(text + "\n");
  return errors.length ? 1 : 0;
}

// The built page with pygbag's CDN blocked (the route refuses it): Meadow's loading screen shows.
async function checkWebPage(context, base, screenshot, errors) {
  const page = await context.newPage();
  const cdn = [];
  page.on("pageerror", (err) => errors.push(`web page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    if (!req.url().startsWith(base)) cdn.push(req.url());
  });
  page.on("response", (res) => {
    if (res.url().startsWith(base) && res.status() >= 400) {
      errors.push(`web page: ${res.url()} answered ${res.status()}`);
    }
  });
  await page.goto(base + "web/index.html", { waitUntil: "load" });
  await page.waitForTimeout(500);
  const seen = await page.evaluate(async () => {
    const transfer = document.getElementById("transfer");
    const icon = await fetch("favicon.png");
    const apk = await fetch("meadow.apk");
    return {
      title: document.title,
      heading: transfer && transfer.querySelector("h1") ? transfer.querySelector("h1").textContent : null,
      loading_screen_visible: !!transfer && !transfer.hidden && transfer.offsetHeight > 0,
      background: getComputedStyle(document.body).backgroundColor,
      favicon_ok: icon.ok && (icon.headers.get("content-type") || "").startsWith("image/png"),
      apk_bytes: apk.ok ? (await apk.arrayBuffer()).byteLength : 0,
    };
  });
  if (screenshot) await page.screenshot({ path: screenshot });
  await page.close();
  seen.cdn_requests_blocked = cdn;
  if (seen.title !== "Meadow" || seen.heading !== "Meadow" || !seen.loading_screen_visible) {
    errors.push(`the built page does not show Meadow's loading screen: ${JSON.stringify(seen)}`);
  }
  if (!seen.favicon_ok || !seen.apk_bytes) errors.push(`the built page misses files: ${JSON.stringify(seen)}`);
  log(`web page: ${seen.title}, loading screen ${seen.loading_screen_visible ? "shown" : "MISSING"}, ` +
      `${cdn.length} CDN requests blocked`);
  return seen;
}

function summary(result) {
  if (result.status === "missing") return `missing (${result.reason})`;
  if (result.status !== "played") return `ERROR ${result.error || ""}`;
  const parts = Object.entries(result.think).map(
    ([level, t]) => `${level}: median ${t.median_ms} ms, p95 ${t.p95_ms} ms, max ${t.max_ms} ms ` +
      `over ${t.decisions} decisions` +
      (t.iterations_per_second ? ` (${t.iterations_per_second} iterations/s)` : ""));
  const fallback = result.fallback ? ` FALLBACK: ${result.fallback.join("; ")}` : "";
  return `${result.actions} actions, ${result.players} players; ${parts.join("; ")}${fallback}`;
}

function log(line) {
  process.stderr.write(line + "\n");
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(String(err && err.stack ? err.stack : err) + "\n");
    process.exit(1);
  },
);
