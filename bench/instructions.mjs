#!/usr/bin/env node
// Instruction counts per resolve, for comparing two builds of the engine on a machine that is not quiet: timings move
// with the load, instruction counts under `valgrind --tool=callgrind` do not. Each run resolves every success case of
// ../shared/conformance/cases round-robin N times after a warm-up; the difference between a long and a short run,
// divided by the extra resolves, is the steady-state count per resolve (start-up, parsing and JIT warm-up cancel out).
//   node bench/instructions.mjs [engine bundle, default .build/engine.mjs]    (needs valgrind on PATH)
// Prints instructions per resolve (parse + resolve + stringify) for the bundle.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const self = fileURLToPath(import.meta.url);

if (process.argv[2] === "--run") {
  // Child: node bench/instructions.mjs --run <bundle> <passes>
  const { resolveBody } = await import(pathToFileURL(process.argv[3]).href);
  const passes = Number(process.argv[4]);
  const dir = join(root, "..", "shared", "conformance", "cases");
  const texts = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".json")).sort()) {
    const c = JSON.parse(readFileSync(join(dir, f), "utf8"));
    const text = JSON.stringify(c.request);
    try { resolveBody(JSON.parse(text)); } catch { continue; } // error cases (a 4xx answer) are not timed
    texts.push(text);
  }
  const once = () => { for (const t of texts) JSON.stringify(resolveBody(JSON.parse(t))); };
  for (let i = 0; i < 50; i++) once(); // warm-up, the same in every run
  for (let i = 0; i < passes; i++) once();
  console.log(texts.length);
  process.exit(0);
}

const bundle = resolve(process.argv[2] ?? join(root, ".build", "engine.mjs"));
const out = mkdtempSync(join(tmpdir(), "instr-"));
function count(passes) {
  const file = join(out, `cg.${passes}`);
  const n = Number(execFileSync("valgrind", ["--tool=callgrind", `--callgrind-out-file=${file}`, "--dump-instr=no", process.execPath, self, "--run", bundle, String(passes)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  const summary = readFileSync(file, "utf8").match(/^summary: (\d+)/m) ?? readFileSync(file, "utf8").match(/^totals: (\d+)/m);
  return { cases: n, instr: Number(summary[1]) };
}
const short = count(10), long = count(110);
const perResolve = (long.instr - short.instr) / (100 * long.cases);
console.log(`${bundle}: ${long.cases} cases; ${(perResolve / 1e3).toFixed(0)} k instructions per resolve (parse + resolve + stringify)`);
