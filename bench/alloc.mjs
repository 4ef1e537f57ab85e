#!/usr/bin/env node
// Bytes allocated per resolve (parse + validate + resolve + stringify), over the success cases of
// ../shared/conformance/cases round-robin, after a warm-up. The young generation is made large enough that no
// collection runs while counting, so the growth of the heap is what the resolves allocated (a collection is reported).
//   node bench/alloc.mjs [engine bundle, default .build/engine.mjs] [passes, default 20]
// Prints one JSON line: { cases, resolves, bytesPerResolve, gcs }.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PerformanceObserver } from "node:perf_hooks";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const self = fileURLToPath(import.meta.url);

/** Run the count in a child with a 256 MB young generation. */
export function allocPerResolve(bundle = join(root, ".build", "engine.mjs"), passes = 20) {
  return JSON.parse(execFileSync(process.execPath, ["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256", self, "--run", resolve(bundle), String(passes)], { encoding: "utf8" }));
}

if (process.argv[2] === "--run") {
  const { resolveBody } = await import(pathToFileURL(process.argv[3]).href);
  const passes = Number(process.argv[4]);
  const dir = join(root, "..", "shared", "conformance", "cases");
  const texts = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".json")).sort()) {
    const text = JSON.stringify(JSON.parse(readFileSync(join(dir, f), "utf8")).request);
    try { resolveBody(JSON.parse(text)); } catch { continue; }
    texts.push(text);
  }
  const once = () => { for (const t of texts) JSON.stringify(resolveBody(JSON.parse(t))); };
  for (let i = 0; i < 30; i++) once();
  let gcs = 0;
  const obs = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
  globalThis.gc(); globalThis.gc();
  obs.observe({ entryTypes: ["gc"] });
  const h0 = process.memoryUsage().heapUsed;
  for (let i = 0; i < passes; i++) once();
  const h1 = process.memoryUsage().heapUsed;
  await new Promise((r) => setTimeout(r, 10)); // let the observer report
  obs.disconnect();
  console.log(JSON.stringify({ cases: texts.length, resolves: passes * texts.length, bytesPerResolve: (h1 - h0) / (passes * texts.length), gcs }));
} else if (process.argv[1] === self) {
  const r = allocPerResolve(process.argv[2], Number(process.argv[3] ?? 20));
  console.log(`${r.resolves} resolves over ${r.cases} cases: ${(r.bytesPerResolve / 1024).toFixed(1)} KiB allocated per resolve${r.gcs ? ` (${r.gcs} collections ran: an underestimate)` : ""}`);
}
