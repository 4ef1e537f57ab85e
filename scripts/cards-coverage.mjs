#!/usr/bin/env node
// Prints, per set, implemented / collectible cards, and writes docs/cards.md (scripts/cards-report.ts).
// Usage: npm run cards:coverage [-- --check]   (--check: exit 1 if docs/cards.md is stale, write nothing)
import { build } from "esbuild";
import { generateCardIndex } from "./gen-card-index.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, ".build", "cards-report.mjs");
await generateCardIndex(); // the library as the engine reads it (sets/index.gen.ts), from the set modules as they are
await build({ entryPoints: [join(root, "scripts", "cards-report.ts")], outfile: out, bundle: true, format: "esm", platform: "node", logLevel: "warning" });
const { cardsReport, readmeWithCoverage } = await import(pathToFileURL(out).href);
const { coverageBySet, coverageTotal } = await import(pathToFileURL(out).href);
const data = JSON.parse(readFileSync(join(root, "..", "shared", "data", "cards.json"), "utf8"));
const md = cardsReport(data);
const file = join(root, "docs", "cards.md");
const readmeFile = join(root, "README.md");
const readme = readFileSync(readmeFile, "utf8");
const newReadme = readmeWithCoverage(readme);
if (process.argv.includes("--check")) {
  const old = readFileSync(file, "utf8");
  if (old !== md || readme !== newReadme) { console.error("docs/cards.md or the README's coverage line is stale: run npm run cards:coverage"); process.exit(1); }
  console.log("docs/cards.md and the README's coverage line are up to date");
} else {
  writeFileSync(file, md);
  if (readme !== newReadme) writeFileSync(readmeFile, newReadme);
}
const pad = (s, n) => String(s).padEnd(n);
for (const s of coverageBySet()) {
  console.log(`${pad(s.set, 26)} ${String(s.implemented).padStart(4)} / ${String(s.collectible).padEnd(4)} ${s.counted ? ((100 * s.implemented) / s.collectible).toFixed(1) + "%" : "(not counted)"}`);
}
const t = coverageTotal();
console.log(`${pad("total", 26)} ${String(t.implemented).padStart(4)} / ${t.collectible} ${((100 * t.implemented) / t.collectible).toFixed(1)}%`);
