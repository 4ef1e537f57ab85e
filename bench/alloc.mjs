#!/usr/bin/env node
// Bytes allocated per resolve (parse + validate + resolve + stringify), over the success cases of
// ../shared/conformance/cases round-robin, after a warm-up. The young generation is made large enough that no
// collection runs while counting, so the growth of the heap is what the resolves allocated (a collection is reported).
//   node bench/alloc.mjs [engine bundle, default .build/engine.mjs] [passes, default 20] [--steady]
// Prints one JSON line: { cases, resolves, bytesPerResolve, gcs }.
// The target's figure (the default): 30 warm-up passes, two full collections, then the passes counted — the method of the
// baseline (95.4 KiB at 831880f). A full collection makes V8 warm up again for about 20 passes (its heap grows by about
// 9 KiB per resolve more than in the steady state: w9/hot, bench/README.md), so that figure counts some of that too.
// `--steady` (for reference): 300 warm-up passes and a minor collection only (the young generation emptied, nothing
// else reset), then the passes counted: the bytes a resolve allocates in a server that has been running.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PerformanceObserver } from "node:perf_hooks";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const self = fileURLToPath(import.meta.url);

/** Run the count in a child with a 256 MB young generation. */
export function allocPerResolve(bundle = join(root, ".build", "engine.mjs"), passes = 20, steady = false) {
  return JSON.parse(execFileSync(process.execPath, ["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256", self, "--run", resolve(bundle), String(passes), steady ? "steady" : "target"], { encoding: "utf8" }));
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
  const steady = process.argv[5] === "steady";
  for (let i = 0; i < (steady ? 300 : 30); i++) once();
  let gcs = 0;
  const obs = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
  if (steady) {
    // Observed from before the minor collection, whose own entry is taken off below (it may be reported late).
    obs.observe({ entryTypes: ["gc"] });
    globalThis.gc({ type: "minor" });
    gcs = -1;
  } else {
    globalThis.gc(); globalThis.gc();
    obs.observe({ entryTypes: ["gc"] });
  }
  const h0 = process.memoryUsage().heapUsed;
  for (let i = 0; i < passes; i++) once();
  const h1 = process.memoryUsage().heapUsed;
  await new Promise((r) => setTimeout(r, 10)); // let the observer report
  obs.disconnect();
  console.log(JSON.stringify({ cases: texts.length, resolves: passes * texts.length, bytesPerResolve: (h1 - h0) / (passes * texts.length), gcs }));
} else if (process.argv[1] === self) {
  const args = process.argv.slice(2).filter((a) => a !== "--steady");
  const r = allocPerResolve(args[0], Number(args[1] ?? 20), process.argv.includes("--steady"));
  console.log(`${r.resolves} resolves over ${r.cases} cases: ${(r.bytesPerResolve / 1024).toFixed(1)} KiB allocated per resolve${r.gcs ? ` (${r.gcs} collections ran: an underestimate)` : ""}`);
}
