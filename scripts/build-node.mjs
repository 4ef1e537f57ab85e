#!/usr/bin/env node
// Bundles the engine (pure library) for Node into .build/engine.mjs, for the benchmark and the CLI.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { renameSync } from "node:fs";
import { generateCardIndex } from "./gen-card-index.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ENGINE_BUNDLE = join(root, ".build", "engine.mjs");

export async function buildEngine() {
  await generateCardIndex();
  // Built beside and renamed into place, so CLI runs and the benchmark started together never read a half-written file.
  const tmp = `${ENGINE_BUNDLE}.${process.pid}.tmp.mjs`;
  await build({
    entryPoints: [join(root, "src", "engine", "node.ts")],
    outfile: tmp,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
  });
  renameSync(tmp, ENGINE_BUNDLE);
  return ENGINE_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildEngine();
  console.log(`built ${ENGINE_BUNDLE}`);
}
