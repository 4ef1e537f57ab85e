#!/usr/bin/env node
// npm run card -- "Knife Juggler"   (an id, dbfId, or English / Chinese name): definition and test paths, facts and text.
import { build } from "esbuild";
import { generateCardIndex } from "./gen-card-index.mjs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, ".build", "card.mjs");
await generateCardIndex(); // the library as the engine reads it (sets/index.gen.ts), from the set modules as they are
await build({ entryPoints: [join(root, "scripts", "card.ts")], outfile: out, bundle: true, format: "esm", platform: "node", logLevel: "warning" });
const { describeCard } = await import(pathToFileURL(out).href);
const queries = process.argv.slice(2);
if (!queries.length) { console.error('usage: npm run card -- <id | dbfId | name> ...'); process.exit(2); }
for (const q of queries) console.log(describeCard(root, q));
