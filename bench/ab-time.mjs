#!/usr/bin/env node
// Two engine builds timed interleaved on a shared machine: for each conformance request in turn, parse + resolveBody +
// stringify by A and by B, the order alternating from one round to the next, for S seconds; then the same with the
// bundles imported the other way round (the bundle imported second has read 1–2% slower in past sessions).
//   node bench/ab-time.mjs <bundle A> <bundle B> [seconds per order, default 20]
// Prints B's time over A's for each order (sum over rounds of the per-case medians) and their geometric mean.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const self = fileURLToPath(import.meta.url);

if (process.argv[2] === "--run") {
  const [first, second, seconds] = [process.argv[3], process.argv[4], Number(process.argv[5])];
  const X = (await import(pathToFileURL(first).href)).resolveBody;
  const Y = (await import(pathToFileURL(second).href)).resolveBody;
  const dir = join(root, "..", "shared", "conformance", "cases");
  const texts = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".json")).sort()) {
    const text = JSON.stringify(JSON.parse(readFileSync(join(dir, f), "utf8")).request);
    try { X(JSON.parse(text)); Y(JSON.parse(text)); } catch { continue; }
    texts.push(text);
  }
  const once = (run, t) => { const t0 = process.hrtime.bigint(); JSON.stringify(run(JSON.parse(t))); return Number(process.hrtime.bigint() - t0); };
  const tx = texts.map(() => []), ty = texts.map(() => []);
  for (let w = 0; w < 200; w++) for (const t of texts) { once(X, t); once(Y, t); }
  const end = Date.now() + seconds * 1000;
  for (let round = 0; Date.now() < end; round++) {
    for (let i = 0; i < texts.length; i++) {
      if (round % 2 === 0) { tx[i].push(once(X, texts[i])); ty[i].push(once(Y, texts[i])); }
      else { ty[i].push(once(Y, texts[i])); tx[i].push(once(X, texts[i])); }
    }
  }
  const median = (a) => { const s = [...a].sort((p, q) => p - q); return s[s.length >> 1]; };
  let sx = 0, sy = 0;
  for (let i = 0; i < texts.length; i++) { sx += median(tx[i]); sy += median(ty[i]); }
  console.log(JSON.stringify({ rounds: tx[0].length, first: sx / texts.length / 1000, second: sy / texts.length / 1000 }));
} else if (process.argv[1] === self) {
  const [a, b] = [resolve(process.argv[2]), resolve(process.argv[3])];
  const seconds = String(Number(process.argv[4] ?? 20));
  const run = (x, y) => JSON.parse(execFileSync(process.execPath, [self, "--run", x, y, seconds], { encoding: "utf8" }));
  const ab = run(a, b), ba = run(b, a);
  const r1 = ab.second / ab.first, r2 = ba.first / ba.second;
  console.log(`A imported first: A ${ab.first.toFixed(1)} µs, B ${ab.second.toFixed(1)} µs per case (median), B/A ${r1.toFixed(3)} (${ab.rounds} rounds)`);
  console.log(`B imported first: B ${ba.first.toFixed(1)} µs, A ${ba.second.toFixed(1)} µs per case (median), B/A ${r2.toFixed(3)} (${ba.rounds} rounds)`);
  console.log(`B/A, both orders: ${Math.sqrt(r1 * r2).toFixed(3)}`);
}
