#!/usr/bin/env node
// Benchmark of POST /v1/resolve on the conformance requests (../shared/conformance/cases/*.json).
// Prints figures; it is a report, not a test, and exits 0 whether or not the targets are met.
//   1. in-process (engine bundled by scripts/build-node.mjs):
//        (a) resolveBody(body)                                    zod validation + resolve
//        (b) JSON.stringify(resolveBody(JSON.parse(text)))       what the server does, minus HTTP
//      error cases (expect {"status": N}, N != 200) are timed apart on path (b) and left out of the main figures;
//   2. the JSON floor: JSON.parse(request text) + JSON.stringify(response), and the ratio (b) / floor, each timed in a
//      block of its own (checked against "median under 50 µs" and "under 5× the JSON floor"), then the two timed
//      interleaved per case (floor, then (b), for each case in turn): that ratio is target 3's verdict, as the issue
//      words it ("measured interleaved in one run"); the block-timed one is printed beside it for reference;
//   3. over HTTP on `wrangler dev` (sequential POSTs, keep-alive), skipped with a note if /health does not answer;
//   4. heapUsed before/after the in-process runs, and the response size per case;
//   5. the targets of issue 13, each with PASS / MISS (bench/targets.mjs): cold start (Node; workerd with --start),
//      bundle size today and with a synthetic full library, hot path ratio, allocation per resolve, simulate.
// Run:  npm run bench                      (HTTP section only if a server already answers on 127.0.0.1:$PORT, default 8787)
//       npm run bench -- --start           (start `wrangler dev` itself, then stop it)
// Options: --seconds S (per figure, default 2) | --iterations N (resolves per figure, overrides --seconds)
//          --url URL (server to use, default http://127.0.0.1:8787) | --start | --json (JSON summary at the end)
//          --hot (sections 1 + 2 only: stop after the in-process figures and target 3's interleaved ratio)
//          --engine FILE (time this prebuilt engine bundle instead of building .build/engine.mjs)
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { buildEngine } from "../scripts/build-node.mjs";
import { measureTargets } from "./targets.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const casesDir = join(root, "..", "shared", "conformance", "cases");
const { values: opt } = parseArgs({
  options: {
    seconds: { type: "string", default: "2" }, iterations: { type: "string" }, url: { type: "string" },
    start: { type: "boolean", default: false }, json: { type: "boolean", default: false },
    hot: { type: "boolean", default: false }, engine: { type: "string" },
  },
});
const SECONDS = Number(opt.seconds);
const ITERATIONS = opt.iterations === undefined ? undefined : Number(opt.iterations);
const MIN_RESOLVES = 2000, WARMUP_PASSES = 300, WARMUP_MAX_MS = 1000;
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc"); // to report the heap that is retained, not garbage waiting for collection
const TARGET_US = 50, TARGET_RATIO = 5;

// ---- statistics -------------------------------------------------------------------------------------------
const pct = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
function stats(ns) {
  const s = Float64Array.from(ns, (x) => Number(x) / 1000).sort(); // µs
  const total = s.reduce((a, b) => a + b, 0);
  return { n: s.length, medianUs: pct(s, 0.5), p99Us: pct(s, 0.99), totalUs: total, perSec: s.length / (total / 1e6) };
}
const f1 = (x) => (x === undefined ? "-" : x < 10 ? x.toFixed(2) : x < 1000 ? x.toFixed(1) : x.toFixed(0));
const fInt = (x) => Math.round(x).toLocaleString("en-US");
const pad = (s, w) => String(s).padStart(w);

// Run `fn(item)` round-robin over `items` until the budget is spent (--iterations N, else --seconds S and at
// least `min` calls), timing each call; returns the samples (ns) per item and all together.
function timeRoundRobin(items, fn, min = MIN_RESOLVES) {
  const per = items.map(() => []), all = [];
  const deadline = process.hrtime.bigint() + BigInt(Math.round(SECONDS * 1e9));
  for (let i = 0; ; i = (i + 1) % items.length) {
    if (ITERATIONS !== undefined ? all.length >= ITERATIONS : all.length >= min && i === 0 && process.hrtime.bigint() >= deadline) break;
    const t0 = process.hrtime.bigint();
    fn(items[i]);
    const dt = process.hrtime.bigint() - t0;
    per[i].push(dt);
    all.push(dt);
  }
  return { per: per.map(stats), all: stats(all) };
}
async function timeRoundRobinAsync(items, fn) {
  const per = items.map(() => []), all = [];
  const deadline = process.hrtime.bigint() + BigInt(Math.round(SECONDS * 1e9));
  for (let i = 0; ; i = (i + 1) % items.length) {
    if (ITERATIONS !== undefined ? all.length >= ITERATIONS : i === 0 && process.hrtime.bigint() >= deadline) break;
    const t0 = process.hrtime.bigint();
    await fn(items[i]);
    const dt = process.hrtime.bigint() - t0;
    per[i].push(dt);
    all.push(dt);
  }
  return { per: per.map(stats), all: stats(all) };
}
// The floor and path (b) interleaved: for each case in turn, `floor(i)` then `fn(i)`, each timed, until the budget is spent.
function timeInterleaved(items, floorFn, fn, min = MIN_RESOLVES) {
  const fl = [], all = [];
  const deadline = process.hrtime.bigint() + BigInt(Math.round(SECONDS * 1e9));
  for (let i = 0; ; i = (i + 1) % items.length) {
    if (ITERATIONS !== undefined ? all.length >= ITERATIONS : all.length >= min && i === 0 && process.hrtime.bigint() >= deadline) break;
    let t0 = process.hrtime.bigint();
    floorFn(items[i]);
    fl.push(process.hrtime.bigint() - t0);
    t0 = process.hrtime.bigint();
    fn(items[i]);
    all.push(process.hrtime.bigint() - t0);
  }
  return { floor: stats(fl), b: stats(all) };
}
// Warm up: WARMUP_PASSES passes over the items, or WARMUP_MAX_MS if that comes first (slow cases).
function warm(items, fn) {
  const end = Date.now() + WARMUP_MAX_MS;
  for (let p = 0; p < WARMUP_PASSES && Date.now() < end; p++) for (const it of items) fn(it);
}

// ---- cases --------------------------------------------------------------------------------------------------
const cases = readdirSync(casesDir).filter((f) => f.endsWith(".json")).sort().map((file) => {
  const c = JSON.parse(readFileSync(join(casesDir, file), "utf8"));
  const status = c.expect?.find((e) => e && typeof e.status === "number")?.status ?? 200;
  return { id: c.id ?? file.replace(/\.json$/, ""), text: JSON.stringify(c.request), actions: c.request.actions?.length ?? 0, status };
});

console.log(`bench: node ${process.version} | ${cpus()[0]?.model ?? "unknown CPU"} x${cpus().length} | load ${loadavg()[0].toFixed(2)} | ${new Date().toISOString()}`);
const t0 = Date.now();
const engineFile = opt.engine ? resolve(opt.engine) : await buildEngine();
const engine = await import(pathToFileURL(engineFile).href);
console.log(`engine bundle built and loaded in ${Date.now() - t0} ms; ${cases.length} cases from ${casesDir}`);

// Resolve each case once: a success case must not throw, an error case must throw.
const ok = [], errs = [];
for (const c of cases) {
  try {
    const result = engine.resolveBody(JSON.parse(c.text));
    if (c.status !== 200) { console.log(`  note: ${c.id} expects ${c.status} but resolved; timed as a success case`); c.status = 200; }
    c.bytes = Buffer.byteLength(JSON.stringify(result));
    c.result = result;
    ok.push(c);
  } catch (e) {
    c.error = e instanceof engine.EngineError ? e.code : `${e?.constructor?.name}: ${e?.message}`;
    if (c.status === 200) console.log(`  note: ${c.id} threw (${c.error}); timed with the error cases`);
    errs.push(c);
  }
}
const okActions = ok.reduce((a, c) => a + c.actions, 0) / ok.length; // actions per resolve, round-robin mean

// ---- 1 + 2: in process --------------------------------------------------------------------------------------
gc();
const heapBefore = process.memoryUsage().heapUsed;
const bodies = ok.map((c) => JSON.parse(c.text));
const figA = (i) => engine.resolveBody(bodies[i]);
const figB = (i) => JSON.stringify(engine.resolveBody(JSON.parse(ok[i].text)));
const floor = (i) => { JSON.parse(ok[i].text); return JSON.stringify(ok[i].result); };
const errPath = (c) => { try { JSON.stringify(engine.resolveBody(JSON.parse(c.text))); } catch (e) { return e.code; } };
const idx = ok.map((_, i) => i);
warm(idx, figA); const a = timeRoundRobin(idx, figA);
warm(idx, figB); const b = timeRoundRobin(idx, figB);
warm(idx, floor); const fl = timeRoundRobin(idx, floor);
// The same two paths interleaved per case, as the issue words target 3 ("measured interleaved in one run") and as its
// first figure (4.8×) was measured: this ratio is the verdict's (since w9/hot; the lead's decision). The floor is slower
// here than timed alone (1.2–1.6× on 2026-11-26: the engine's work between two floor samples leaves JSON.parse's and
// JSON.stringify's code and data out of the caches), which is what a real request's parse and stringify see, so the
// ratio is lower than the block-timed one above, which stays printed beside it for reference (and in --json).
warm(idx, floor); warm(idx, figB); const inter = timeInterleaved(idx, floor, figB);
const interRatio = inter.b.medianUs / inter.floor.medianUs;
let e = null;
if (errs.length) { warm(errs, errPath); e = timeRoundRobin(errs, errPath, errs.length); }
const heapAfter = process.memoryUsage().heapUsed;
gc();
const heapAfterGc = process.memoryUsage().heapUsed;

const sortedBytes = ok.map((c) => c.bytes).sort((x, y) => x - y);
console.log(`\nin process, ${ok.length} success cases round-robin (per figure: ${ITERATIONS ?? `${SECONDS} s, >= ${MIN_RESOLVES}`} resolves after ${WARMUP_PASSES} warm-up passes); times in µs`);
console.log(`  a = resolveBody(body)   b = JSON.parse -> resolveBody -> JSON.stringify   floor = JSON.parse(request) + JSON.stringify(response)`);
console.log(`  ${"case".padEnd(44)} ${pad("act", 3)} ${pad("a med", 7)} ${pad("a p99", 7)} ${pad("b med", 7)} ${pad("b p99", 7)} ${pad("floor", 7)} ${pad("b/fl", 5)} ${pad("bytes", 6)}`);
ok.forEach((c, i) => {
  console.log(`  ${c.id.slice(0, 44).padEnd(44)} ${pad(c.actions, 3)} ${pad(f1(a.per[i].medianUs), 7)} ${pad(f1(a.per[i].p99Us), 7)} ${pad(f1(b.per[i].medianUs), 7)} ${pad(f1(b.per[i].p99Us), 7)} ${pad(f1(fl.per[i].medianUs), 7)} ${pad((b.per[i].medianUs / fl.per[i].medianUs).toFixed(1), 5)} ${pad(c.bytes, 6)}`);
});
const line = (name, s, actions = true) =>
  console.log(`  ${name.padEnd(34)} ${pad(fInt(s.perSec), 9)} /s${actions ? ` (${fInt(s.perSec * okActions)} actions/s)` : ""}  median ${f1(s.medianUs)} µs  p99 ${f1(s.p99Us)} µs  (n=${s.n})`);
console.log("overall:");
line("(a) resolveBody", a.all);
line("(b) parse + resolveBody + stringify", b.all);
line("JSON floor", fl.all, false);
if (e) {
  console.log(`error cases (path b, throwing EngineError), not in the figures above:`);
  errs.forEach((c, i) => console.log(`  ${c.id.padEnd(34)} expect ${c.status}  ${c.error}  median ${f1(e.per[i].medianUs)} µs  p99 ${f1(e.per[i].p99Us)} µs`));
}
const ratio = b.all.medianUs / fl.all.medianUs;
const pass = { medianUnder50us: b.all.medianUs < TARGET_US, under5xJsonFloor: ratio < TARGET_RATIO };
console.log(`targets (path b, overall median ${f1(b.all.medianUs)} µs, JSON floor ${f1(fl.all.medianUs)} µs, ratio ${ratio.toFixed(2)}×):`);
console.log(`  median under ${TARGET_US} µs: ${pass.medianUnder50us ? "PASS" : "MISS"}   under ${TARGET_RATIO}× the JSON floor: ${pass.under5xJsonFloor ? "PASS" : "MISS"}`);
console.log(`  interleaved per case (floor then (b) for each case; target 3's figure): (b) ${f1(inter.b.medianUs)} µs, floor ${f1(inter.floor.medianUs)} µs, ratio ${interRatio.toFixed(2)}×`);
const mb = (x) => (x / 1048576).toFixed(1);
console.log(`memory: heapUsed ${mb(heapBefore)} MB before, ${mb(heapAfter)} MB after the in-process runs, ${mb(heapAfterGc)} MB after a full GC (rss ${mb(process.memoryUsage().rss)} MB)`);
console.log(`response size: median ${pct(sortedBytes, 0.5)} B, min ${sortedBytes[0]} B, max ${sortedBytes.at(-1)} B`);

if (opt.hot) process.exit(0);

// ---- 3: over HTTP -----------------------------------------------------------------------------------------
const port = process.env.PORT || "8787"; // as `npm run dev` and `npm run conformance`
const baseUrl = (opt.url ?? `http://127.0.0.1:${port}`).replace(/\/$/, "");
const health = async () => { try { return (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) })).status === 200; } catch { return false; } };
let server = null, http = null, httpNote = null;
const stopServer = () => { if (server && server.exitCode === null) { try { process.kill(-server.pid, "SIGTERM"); } catch {} } };
process.on("exit", stopServer);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));
try {
  if (opt.start && (await health())) console.log(`\na server already answers ${baseUrl}/health; using it instead of starting wrangler dev`);
  else if (opt.start) {
    let log = "";
    server = spawn("./node_modules/.bin/wrangler", ["dev", "--ip", "127.0.0.1", "--port", port], {
      cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
    });
    server.stdout.on("data", (d) => (log += d)); server.stderr.on("data", (d) => (log += d));
    const t = Date.now();
    while (!(await health()) && Date.now() - t < 30_000 && server.exitCode === null) await new Promise((r) => setTimeout(r, 250));
    if (!(await health())) throw new Error(`wrangler dev did not answer /health within 30 s:\n${log.slice(-2000)}`);
    console.log(`\nstarted wrangler dev (pid ${server.pid}) in ${Date.now() - t} ms`);
  }
  if (!(await health())) httpNote = `no server answers ${baseUrl}/health; HTTP section skipped (use --start, or --url URL)`;
  else {
    const post = async (c) => {
      const r = await fetch(`${baseUrl}/v1/resolve`, { method: "POST", headers: { "content-type": "application/json" }, body: c.text });
      await r.text();
      if (r.status !== c.status) throw new Error(`${c.id}: HTTP ${r.status}, expected ${c.status}`);
    };
    for (let p = 0; p < 20; p++) for (const c of cases) await post(c); // warm up (also checks every status)
    const hOk = await timeRoundRobinAsync(ok, post);
    const hErr = errs.length ? await timeRoundRobinAsync(errs, post) : null;
    http = { url: baseUrl, ok: hOk, errors: hErr };
    console.log(`\nover HTTP (${baseUrl}/v1/resolve, sequential, keep-alive; round trip in µs)`);
    console.log(`  ${"case".padEnd(44)} ${pad("med", 7)} ${pad("p99", 7)}`);
    ok.forEach((c, i) => console.log(`  ${c.id.slice(0, 44).padEnd(44)} ${pad(f1(hOk.per[i].medianUs), 7)} ${pad(f1(hOk.per[i].p99Us), 7)}`));
    line("success cases", hOk.all);
    if (hErr) line("error cases", hErr.all, false);
  }
} catch (err) {
  httpNote = `HTTP section failed: ${err.message}`;
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    stopServer();
    const timer = setTimeout(() => { try { process.kill(-server.pid, "SIGKILL"); } catch {} }, 5000);
    await exited; clearTimeout(timer);
    console.log(`stopped wrangler dev (process group ${server.pid})`);
  }
}
if (httpNote) console.log(`\n${httpNote}`);

// ---- the issue's targets (cold start, bundle, hot path, allocation, simulate) ------------------------------------
const targets = await measureTargets({ hot: { ratio: interRatio, medianUs: inter.b.medianUs, floorUs: inter.floor.medianUs, blockRatio: ratio, blockMedianUs: b.all.medianUs, blockFloorUs: fl.all.medianUs }, engine, engineFile, workerd: opt.start });

// ---- summary ----------------------------------------------------------------------------------------------------
if (opt.json) {
  const perCase = (s, list) => Object.fromEntries(list.map((c, i) => [c.id, { medianUs: s.per[i].medianUs, p99Us: s.per[i].p99Us }]));
  const { per: _1, ...aAll } = a, { per: _2, ...bAll } = b, { per: _3, ...flAll } = fl;
  console.log(JSON.stringify({
    node: process.version, cpu: cpus()[0]?.model, cpus: cpus().length, load1: loadavg()[0], date: new Date().toISOString(), cases: ok.length, errorCases: errs.length,
    inProcess: {
      resolveBody: aAll.all, serverPath: bAll.all, jsonFloor: flAll.all, ratio, targets: pass, interleaved: { serverPath: inter.b, jsonFloor: inter.floor, ratio: interRatio },
      perCase: Object.fromEntries(ok.map((c, i) => [c.id, {
        actions: c.actions, bytes: c.bytes, resolveBody: { medianUs: a.per[i].medianUs, p99Us: a.per[i].p99Us },
        serverPath: { medianUs: b.per[i].medianUs, p99Us: b.per[i].p99Us }, jsonFloor: { medianUs: fl.per[i].medianUs, p99Us: fl.per[i].p99Us },
      }])),
      errors: e ? { all: e.all, perCase: perCase(e, errs) } : null,
    },
    memory: { heapUsedBefore: heapBefore, heapUsedAfter: heapAfter, heapUsedAfterGc: heapAfterGc, responseBytesMedian: pct(sortedBytes, 0.5) },
    targets,
    http: http ? { url: http.url, ok: http.ok.all, errors: http.errors?.all ?? null, perCase: perCase(http.ok, ok) } : { skipped: httpNote },
  }, null, 2));
}
