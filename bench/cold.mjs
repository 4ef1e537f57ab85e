#!/usr/bin/env node
// Cold start in Node: a fresh process imports the bundled Worker (src/index.ts, bundled as wrangler.toml deploys it:
// scripts/build-worker.mjs, an entry module and its chunks) and answers its first POST /v1/resolve with a
// conformance-size body. Median of --runs fresh processes.
//   node bench/cold.mjs [--runs N] [--bundle entry.js | --copies K (K extra copies of the library: a synthetic larger one)]
// Prints import ms, first-request ms and their sum (wall clock, and CPU time of the process, steadier on a busy
// machine), plus the bundle's size and gzip size (every module of the build).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildWorkerModules, workerModules } from "../scripts/build-worker.mjs";
import { generateCardIndex } from "../scripts/gen-card-index.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_BUNDLE = join(root, ".build", "bench-worker", "index.js");
export const COLD_CASE = join(root, "..", "shared", "conformance", "cases", "005-berserkers-trade.json");

/**
 * Bundle the Worker as wrangler.toml deploys it (scripts/build-worker.mjs: esm, workerd conditions, minified, code
 * splitting) into the directory of `entry`; returns the entry module's path.
 */
export async function buildWorker(entry = WORKER_BUNDLE, { copies = 0 } = {}) {
  await generateCardIndex();
  return buildWorkerModules(dirname(entry), copies > 0 ? syntheticLibrary(copies) : undefined);
}

/**
 * A synthetic larger library: the library the engine reads (sets/index.gen.ts: each set part's definitions as JSON
 * text, and the index of which part defines each id) also holds `copies` copies of every part, after its own, with their
 * definitions in the index under ids no request uses (`<id>~<k>`), so the bundle holds (1 + copies) × today's
 * definitions and the registry's index all of them, while a request parses only the parts its cards are in, as with a
 * library that holds every card. A rewrite of that module's source for scripts/build-worker.mjs.
 */
function syntheticLibrary(copies) {
  const gen = join(root, "src", "engine", "hearthstone", "cards", "sets", "index.gen.ts");
  return (path, src) => {
    if (path !== gen) return src;
    const lines = /CARD_INDEX = `([^`]*)`/.exec(src)[1].split("\n");
    const texts = /PART_TEXTS: readonly string\[\] = \[\n([^]*)\n\];/.exec(src)[1].split("\n");
    const parts = texts.length, index = [...lines], all = [...texts];
    for (let k = 1; k <= copies; k++) {
      for (const l of lines) {
        const [id, rest] = l.split(" ");
        index.push(`${id}~${k} ${parseInt(rest, 10) + k * parts}${rest.replace(/^\d+/, "")}`);
      }
      all.push(...texts);
    }
    return `export const CARD_INDEX = \`${index.join("\n")}\`;\nexport const PART_TEXTS: readonly string[] = [\n${all.join("\n")}\n];\n`;
  };
}

/** One fresh process: import + first resolve, in ms. */
export function coldOnce(bundle = WORKER_BUNDLE, casePath = COLD_CASE) {
  return JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", bundle, casePath], { encoding: "utf8" }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export function coldStart(runs = 7, bundle = WORKER_BUNDLE) {
  const rs = Array.from({ length: runs }, () => coldOnce(bundle));
  const m = (f) => median(rs.map(f));
  return {
    importMs: m((r) => r.importMs), firstMs: m((r) => r.firstMs), totalMs: m((r) => r.importMs + r.firstMs),
    importCpuMs: m((r) => r.importCpuMs), firstCpuMs: m((r) => r.firstCpuMs), totalCpuMs: m((r) => r.importCpuMs + r.firstCpuMs), runs,
  };
}
/** Every module of the build (the entry's directory): raw bytes and gzip -9 bytes, each module compressed alone. */
export function bundleSize(bundle = WORKER_BUNDLE) {
  let bytes = 0, gzipBytes = 0;
  for (const f of workerModules(dirname(bundle))) {
    const buf = readFileSync(f);
    bytes += buf.length;
    gzipBytes += gzipSync(buf, { level: 9 }).length;
  }
  return { bytes, gzipBytes };
}

if (process.argv[2] === "--child") {
  const body = JSON.stringify(JSON.parse(readFileSync(process.argv[4], "utf8")).request);
  const request = () => new Request("http://localhost/v1/resolve", { method: "POST", headers: { "content-type": "application/json" }, body });
  // Node's fetch classes load on first use (workerd's are built in): load them before the clock starts.
  await request().json(); await new Response("{}", { headers: { "content-type": "application/json" } }).text();
  const url = pathToFileURL(process.argv[3]).href;
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const t0 = performance.now(), c0 = cpu();
  const { default: app } = await import(url);
  const t1 = performance.now(), c1 = cpu();
  const res = await app.fetch(request());
  const text = await res.text();
  const t2 = performance.now(), c2 = cpu();
  if (res.status !== 200) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
  console.log(JSON.stringify({ importMs: t1 - t0, firstMs: t2 - t1, importCpuMs: c1 - c0, firstCpuMs: c2 - c1 }));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: opt } = parseArgs({ options: { runs: { type: "string", default: "7" }, bundle: { type: "string" }, copies: { type: "string", default: "0" } } });
  const bundle = opt.bundle ?? (await buildWorker(WORKER_BUNDLE, { copies: Number(opt.copies) }));
  const c = coldStart(Number(opt.runs), bundle), s = bundleSize(bundle);
  console.log(`cold start (median of ${c.runs}): import ${c.importMs.toFixed(1)} ms + first resolve ${c.firstMs.toFixed(1)} ms = ${c.totalMs.toFixed(1)} ms wall; CPU ${c.importCpuMs.toFixed(1)} + ${c.firstCpuMs.toFixed(1)} = ${c.totalCpuMs.toFixed(1)} ms`);
  console.log(`bundle ${(s.bytes / 1024).toFixed(0)} KiB, gzip ${(s.gzipBytes / 1024).toFixed(0)} KiB`);
}
