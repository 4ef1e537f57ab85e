#!/usr/bin/env node
// Where the hot path's time goes (issue 13, target 3): a CPU profile of what the server does per request —
// JSON.parse → resolveBody → JSON.stringify — over the conformance success cases, after a warm-up, split by part:
//   request check, snapshot load, actions, writing the state, the log, and the rest of resolve, plus the JSON work;
// then the functions with the most self time. A report, not a test: it prints shares of the sampled time.
//   node bench/profile.mjs [--seconds S (default 8)] [--top N (default 25)] [--engine FILE] [--json]
// The parts are found by function name on each sample's stack (the innermost one on it wins), so renaming one of the
// functions below needs the same change here.
import { readFileSync, readdirSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { cpus, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildEngine } from "../scripts/build-node.mjs";

/** The parts of a request, by the engine function that does each (src/engine/hearthstone/index.ts, node.ts). */
export const PARTS = [
  ["request check", ["checkRequest", "validate"]],
  ["snapshot load", ["loadState"]],
  ["actions", ["runActions"]],
  ["writing the state", ["writeState"]],
  ["the log", ["buildLog"]],
  ["rest of resolve", ["resolveHearthstone", "resolveBody"]],
];

const JSON_LOOP = "JSON.parse + JSON.stringify (the loop)", GC = "garbage collection", PROGRAM = "(program: the VM outside JavaScript)";

/** The conformance requests that resolve (the error cases are left out, as bench/run.mjs's main figures do). */
export function successTexts(engine, dir) {
  const texts = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".json")).sort()) {
    const text = JSON.stringify(JSON.parse(readFileSync(join(dir, f), "utf8")).request);
    try { engine.resolveBody(JSON.parse(text)); } catch { continue; }
    texts.push(text);
  }
  return texts;
}

/**
 * Profile `passes` of the server path over `texts` for `seconds`; returns each part's share of the samples (percent), the
 * JSON work's (samples in no part: JSON.parse and JSON.stringify run in the loop itself), the garbage collector's and the
 * VM's own, and the `top` functions by self time.
 */
export async function profile(engine, texts, { seconds = 8, top = 25, warmup = 300, interval = 50 } = {}) {
  const pass = () => { for (let i = 0; i < texts.length; i++) JSON.stringify(engine.resolveBody(JSON.parse(texts[i]))); };
  for (let i = 0; i < warmup; i++) pass();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval });
  await session.post("Profiler.start");
  const end = Date.now() + seconds * 1000;
  let passes = 0;
  while (Date.now() < end) { pass(); passes++; }
  const { profile: p } = await session.post("Profiler.stop");
  session.disconnect();

  const node = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOf = new Map(); // node id -> part name (or null), memoised up the tree
  const findPart = (id) => {
    if (partOf.has(id)) return partOf.get(id);
    // A bundle may suffix a name that occurs twice (esbuild: validate2); Myth Origin's loadState2 is never on these stacks.
    const name = node.get(id).callFrame.functionName.replace(/\d+$/, "");
    let part = null;
    for (let k = 0; k < PARTS.length && part === null; k++) if (PARTS[k][1].includes(name)) part = PARTS[k][0];
    // The innermost part on the stack names the sample (runActions inside resolveHearthstone is "actions").
    if (part === null && parent.has(id)) part = findPart(parent.get(id));
    partOf.set(id, part);
    return part;
  };
  const bySelf = new Map(), byPart = new Map();
  let total = 0, idle = 0;
  for (const id of p.samples) {
    const f = node.get(id).callFrame;
    if (f.functionName === "(idle)") { idle++; continue; }
    total++;
    // The collector's samples hang off the root, not under the part whose garbage they collect: a part of their own.
    const part = f.functionName === "(garbage collector)" ? GC : f.functionName === "(program)" ? PROGRAM : findPart(id) ?? JSON_LOOP;
    byPart.set(part, (byPart.get(part) ?? 0) + 1);
    const key = `${f.functionName || "(anonymous)"} ${f.url ? f.url.split("/").pop() : ""}:${f.lineNumber + 1}`;
    bySelf.set(key, (bySelf.get(key) ?? 0) + 1);
  }
  const pct = (n) => Math.round((1000 * n) / Math.max(1, total)) / 10;
  return {
    passes, samples: total, idle,
    parts: [...PARTS.map(([name]) => name), JSON_LOOP, GC, PROGRAM].map((name) => ({ name, percent: pct(byPart.get(name) ?? 0) })),
    top: [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, top).map(([fn, n]) => ({ fn, percent: pct(n) })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: opt } = parseArgs({ options: { seconds: { type: "string", default: "8" }, top: { type: "string", default: "25" }, engine: { type: "string" }, json: { type: "boolean", default: false } } });
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const file = opt.engine ? resolve(opt.engine) : await buildEngine();
  const engine = await import(pathToFileURL(file).href);
  const texts = successTexts(engine, join(root, "..", "shared", "conformance", "cases"));
  const r = await profile(engine, texts, { seconds: Number(opt.seconds), top: Number(opt.top) });
  if (opt.json) { console.log(JSON.stringify(r, null, 2)); process.exit(0); }
  console.log(`profile: node ${process.version} | ${cpus()[0]?.model.trim() ?? "cpu"} x${cpus().length} | load ${loadavg()[0].toFixed(2)} | ${texts.length} cases, ${r.passes} passes, ${r.samples} samples`);
  console.log("share of the server path's time (JSON.parse -> resolveBody -> JSON.stringify), by part:");
  for (const p of r.parts) console.log(`  ${p.name.padEnd(40)} ${p.percent.toFixed(1).padStart(5)}%`);
  const json = r.parts.find((p) => p.name === JSON_LOOP).percent;
  // The loop's JSON work is the floor's (parse of the request, stringify of the response): all the time over it is the
  // ratio target 3 measures, here in one block (bench/run.mjs's interleaved verdict reads lower: see bench/README.md).
  console.log(`  all the sampled time over the JSON loop's: ${(100 / Math.max(0.1, json)).toFixed(2)}x (target 3's ratio, timed as one block)`);
  console.log(`functions with the most self time:`);
  for (const t of r.top) console.log(`  ${t.percent.toFixed(1).padStart(5)}%  ${t.fn}`);
}
