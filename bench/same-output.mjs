#!/usr/bin/env node
// Proof that two engine builds answer alike: every request body is resolved by both and the answers compared byte for
// byte (the JSON text of the result, or the error's name, code, message, issues and detail); every Nth body is also
// simulated (3 samples) by both. For performance work, which must not change a response.
//   node bench/same-output.mjs <bundle A> <bundle B> [bodies.jsonl ...] [--simulate-every N (default 7)]
// Bundles are scripts/build-node.mjs's .build/engine.mjs, built from each tree (copy A's aside before building B).
// The bodies: the conformance requests (../shared/conformance/cases) and any JSON-lines files given — e.g. every body the
// engine, rules and card tests run, recorded by test/support/engine.ts's run():
//   RECORD_BODIES=/tmp/bodies.jsonl npx vitest run --project node test/cards test/engine test/rules
// Prints the counts and the first differences; exits 1 when any body differs.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const every = args.includes("--simulate-every") ? Number(args.splice(args.indexOf("--simulate-every"), 2)[1]) : 7;
const [a, b, ...files] = args;
if (!a || !b) {
  console.error("usage: node bench/same-output.mjs <bundle A> <bundle B> [bodies.jsonl ...] [--simulate-every N]");
  process.exit(2);
}
const A = await import(pathToFileURL(resolve(a)).href);
const B = await import(pathToFileURL(resolve(b)).href);

const texts = new Set();
const dir = join(root, "..", "shared", "conformance", "cases");
for (const f of readdirSync(dir).filter((x) => x.endsWith(".json")).sort()) texts.add(JSON.stringify(JSON.parse(readFileSync(join(dir, f), "utf8")).request));
for (const f of files) for (const line of readFileSync(f, "utf8").split("\n")) if (line.trim()) texts.add(line);

/** The answer as text: the result's JSON, or the error as the API would read it. */
function answer(run, text) {
  try {
    return JSON.stringify(run(JSON.parse(text)));
  } catch (e) {
    return `ERROR ${e?.name} ${JSON.stringify({ code: e?.code, message: e?.message, issues: e?.issues, detail: e?.detail })}`;
  }
}

let bodies = 0, errors = 0, simulated = 0, differ = 0;
const show = (kind, text, x, y) => {
  if (++differ > 5) return;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  console.log(`DIFFERENT (${kind}): ${text.slice(0, 200)}\n  A: …${x.slice(Math.max(0, i - 80), i + 120)}\n  B: …${y.slice(Math.max(0, i - 80), i + 120)}`);
};
for (const text of texts) {
  const x = answer(A.resolveBody, text), y = answer(B.resolveBody, text);
  bodies++;
  if (x.startsWith("ERROR ")) errors++;
  if (x !== y) show("resolve", text, x, y);
  if (bodies % every === 0) {
    const sim = JSON.stringify({ ...JSON.parse(text), samples: 3 });
    const sx = answer(A.simulateBody, sim), sy = answer(B.simulateBody, sim);
    simulated++;
    if (sx !== sy) show("simulate", text, sx, sy);
  }
}
console.log(`${bodies} distinct bodies (${errors} of them errors) and ${simulated} simulate bodies: ${differ ? `${differ} DIFFERENT` : "no difference"}`);
process.exit(differ ? 1 : 0);
