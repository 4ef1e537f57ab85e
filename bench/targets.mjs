// The targets of issue 13, each figure with its target and PASS / MISS (used by bench/run.mjs; see bench/README.md).
//   1. cold start in Node: a fresh process imports the bundled Worker and answers one /v1/resolve (bench/cold.mjs),
//      with today's library and with a synthetic full one (the library copied until it holds every collectible card);
//      judged on the process's CPU time (median of 7), which a busy machine disturbs less than the wall clock;
//      on workerd (with --start): the first request to a fresh `wrangler dev`, minus an empty Worker's;
//   2. bundle: gzip size of the Worker bundle, today and with the synthetic full library;
//   3. hot path: (b) / JSON floor from bench/run.mjs, timed interleaved per case (the verdict's; the block-timed ratio is
//      printed beside it for reference), and bytes allocated per resolve (bench/alloc.mjs);
//   4. simulate: samples per second in process, and the cap on samples per request;
//   5. scaling: cost per size of board, hand, deck, actions and trigger chains (bench/scaling.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { allocPerResolve } from "./alloc.mjs";
import { COLD_CASE, buildWorker, bundleSize, coldStart } from "./cold.mjs";
import { scalingTable } from "./scaling.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Today's coverage from the README's line "Card coverage: N of M collectible cards implemented". */
function coverage() {
  const m = /Card coverage: ([\d,]+) of ([\d,]+) collectible cards/.exec(readFileSync(join(root, "README.md"), "utf8"));
  const n = (s) => Number(s.replace(/,/g, ""));
  return m ? { implemented: n(m[1]), collectible: n(m[2]) } : { implemented: 1, collectible: 1 };
}

// Baselines measured at 831880f (before issue 13's changes), the figures "halved" and "floor" refer to.
// allocSteadyBytesPerResolve: 831880f by `bench/alloc.mjs --steady` (300 warm-up passes, a minor collection only), measured
// by w9/hot on 2026-11-26 (82.8-83.0 KiB, three runs): the reference figure printed beside the target's.
export const BASELINE = { allocBytesPerResolve: 95.4 * 1024, allocSteadyBytesPerResolve: 82.9 * 1024 };
export const TARGETS = {
  coldMs: 50, bundleGzipBytes: 1024 * 1024, hotRatio: 3, allocBytesPerResolve: BASELINE.allocBytesPerResolve / 2,
  simulatePerSec: 20_000, simulateMaxSamples: 10_000,
};

const verdict = (ok) => (ok ? "PASS" : "MISS");

async function waitForPort(port, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise((r) => { const s = createConnection(port, "127.0.0.1", () => { s.end(); r(true); }); s.on("error", () => r(false)); });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * The first POST to a fresh `wrangler dev` of `config` (ms), timed from when wrangler says it is ready (its bundle built
 * and workerd started), so wrangler's own bundling is not counted.
 */
async function workerdFirst(config, port, body) {
  const child = spawn(join(root, "node_modules", ".bin", "wrangler"), ["dev", "-c", config, "--ip", "127.0.0.1", "--port", String(port)], {
    cwd: dirname(config), detached: true, stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" },
  });
  try {
    let log = "";
    const ready = new Promise((r) => { const on = (d) => { log += d; if (/Ready on/.test(log)) r(true); }; child.stdout.on("data", on); child.stderr.on("data", on); });
    if (!(await Promise.race([ready, new Promise((r) => setTimeout(() => r(false), 60_000))])) || !(await waitForPort(port, 10_000))) throw new Error(`wrangler dev did not get ready: ${log.slice(-500)}`);
    const t = performance.now();
    const r = await fetch(`http://127.0.0.1:${port}/v1/resolve`, { method: "POST", headers: { "content-type": "application/json" }, body });
    await r.text();
    return performance.now() - t;
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    try { process.kill(-child.pid, "SIGTERM"); } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
}

/** Median over `runs` of (our first request − an empty Worker's first request) on workerd. */
export async function workerdCold(runs = 3, port = 8797) {
  const dir = mkdtempSync(join(tmpdir(), "cold-empty-"));
  writeFileSync(join(dir, "index.js"), "export default { async fetch(req) { await req.text(); return new Response('{}'); } };\n");
  writeFileSync(join(dir, "wrangler.toml"), 'name = "empty"\nmain = "index.js"\ncompatibility_date = "2026-04-20"\n');
  const body = JSON.stringify(JSON.parse(readFileSync(COLD_CASE, "utf8")).request);
  const ours = [], empty = [];
  for (let i = 0; i < runs; i++) {
    ours.push(await workerdFirst(join(root, "wrangler.toml"), port, body));
    empty.push(await workerdFirst(join(dir, "wrangler.toml"), port, body));
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { oursMs: med(ours), emptyMs: med(empty), coldMs: med(ours.map((x, i) => x - empty[i])) };
}

/**
 * Measure every target. `hot`: { ratio, medianUs, floorUs } from bench/run.mjs, timed interleaved per case (the verdict's),
 * and { blockRatio, blockMedianUs, blockFloorUs }, each timed in a block of its own (for reference); `engine`: the Node bundle (for simulate); `engineFile`:
 * its path (for the allocation count, in a child process). `workerd`: also time workerd (starts wrangler dev twice per run).
 */
export async function measureTargets({ hot, engine, engineFile, workerd = false, log = console.log }) {
  const cov = coverage();
  const copies = Math.max(0, Math.round(cov.collectible / cov.implemented) - 1);
  const out = { coverage: cov, syntheticCopies: copies };
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const today = await buildWorker(join(dir, "worker", "index.js"));
  const full = await buildWorker(join(dir, "worker-full", "index.js"), { copies });
  out.cold = { today: coldStart(7, today), full: coldStart(7, full) };
  out.bundle = { today: bundleSize(today), full: bundleSize(full) };
  if (workerd) {
    try { out.workerd = await workerdCold(); } catch (e) { out.workerd = { error: e.message }; }
  }
  out.alloc = allocPerResolve(engineFile);
  out.allocSteady = allocPerResolve(engineFile, 20, true);
  // Simulate: the cold-start case's body, the most samples a request may ask for.
  const req = JSON.parse(readFileSync(COLD_CASE, "utf8")).request;
  const samples = engine.MAX_SAMPLES;
  engine.simulateBody({ ...req, samples });
  const t = performance.now();
  let n = 0;
  while (performance.now() - t < 1000) { engine.simulateBody({ ...req, samples }); n += samples; }
  out.simulate = { perSec: n / ((performance.now() - t) / 1000), maxSamples: samples };
  out.hot = hot;

  const c = out.cold, ms = (x) => `${x.toFixed(1)} ms`;
  const kib = (b) => `${(b / 1024).toFixed(0)} KiB`;
  out.verdicts = {
    coldToday: c.today.totalCpuMs < TARGETS.coldMs, coldFull: c.full.totalCpuMs < TARGETS.coldMs,
    coldWorkerd: out.workerd?.coldMs !== undefined ? out.workerd.coldMs < TARGETS.coldMs : false,
    bundleFull: out.bundle.full.gzipBytes < TARGETS.bundleGzipBytes,
    hotRatio: hot.ratio <= TARGETS.hotRatio, alloc: out.alloc.bytesPerResolve <= TARGETS.allocBytesPerResolve,
    simulateRate: out.simulate.perSec >= TARGETS.simulatePerSec, simulateCap: samples >= TARGETS.simulateMaxSamples,
  };
  const v = out.verdicts;
  log(`\ntargets (issue 13); coverage ${cov.implemented} of ${cov.collectible} collectible cards, so the synthetic full library is ${copies + 1}× today's`);
  log(`  1. cold start, Node, import + first /v1/resolve (CPU, median of 7; wall in brackets), target < ${TARGETS.coldMs} ms:`);
  log(`       today's library  ${ms(c.today.totalCpuMs)} = import ${ms(c.today.importCpuMs)} + first ${ms(c.today.firstCpuMs)}  (wall ${ms(c.today.totalMs)})  ${verdict(v.coldToday)}`);
  log(`       full library     ${ms(c.full.totalCpuMs)} = import ${ms(c.full.importCpuMs)} + first ${ms(c.full.firstCpuMs)}  (wall ${ms(c.full.totalMs)})  ${verdict(v.coldFull)}`);
  if (out.workerd?.coldMs !== undefined) log(`     cold start, workerd: first request ${ms(out.workerd.oursMs)} − empty Worker's ${ms(out.workerd.emptyMs)} = ${ms(out.workerd.coldMs)} (median of 3)  ${verdict(v.coldWorkerd)}`);
  else log(`     cold start, workerd: ${out.workerd?.error ?? "not measured (add --start)"}  MISS`);
  log(`  2. bundle gzip: today ${kib(out.bundle.today.gzipBytes)} (${kib(out.bundle.today.bytes)} raw); full library ${kib(out.bundle.full.gzipBytes)} (${kib(out.bundle.full.bytes)} raw), target < 1024 KiB  ${verdict(v.bundleFull)}`);
  log(`  3. hot path (b) / JSON floor, interleaved per case (floor then (b) for each case, as the issue measures it): ${hot.ratio.toFixed(2)}× (${hot.medianUs.toFixed(1)} / ${hot.floorUs.toFixed(1)} µs), target ≤ ${TARGETS.hotRatio}×  ${verdict(v.hotRatio)}`);
  if (hot.blockRatio !== undefined) log(`     (for reference, each timed in a block of its own: ${hot.blockRatio.toFixed(2)}× (${hot.blockMedianUs.toFixed(1)} / ${hot.blockFloorUs.toFixed(1)} µs); not the verdict's figure, see bench/README.md)`);
  log(`     allocated per resolve ${(out.alloc.bytesPerResolve / 1024).toFixed(1)} KiB${out.alloc.gcs ? " (a collection ran: an underestimate)" : ""}, target ≤ ${(TARGETS.allocBytesPerResolve / 1024).toFixed(1)} KiB (half of ${(BASELINE.allocBytesPerResolve / 1024).toFixed(1)} KiB at 831880f)  ${verdict(v.alloc)}`);
  const st = out.allocSteady;
  log(`     (for reference, in the steady state — 300 warm-up passes, no full collection before counting: ${(st.bytesPerResolve / 1024).toFixed(1)} KiB${st.gcs > 0 ? " (a collection ran: an underestimate)" : ""}, ${(100 * st.bytesPerResolve / BASELINE.allocSteadyBytesPerResolve).toFixed(0)}% of 831880f's ${(BASELINE.allocSteadyBytesPerResolve / 1024).toFixed(1)} KiB the same way; not the verdict's figure, see bench/README.md)`);
  log(`  4. simulate ${Math.round(out.simulate.perSec).toLocaleString("en-US")} samples/s in process, target ≥ ${TARGETS.simulatePerSec.toLocaleString("en-US")}  ${verdict(v.simulateRate)}`);
  log(`     samples per request at most ${samples}, target ${TARGETS.simulateMaxSamples.toLocaleString("en-US")}  ${verdict(v.simulateCap)}`);
  out.scaling = scalingTable(engine, { log });
  v.scaling = out.scaling.every((d) => d.pass);
  return out;
}
