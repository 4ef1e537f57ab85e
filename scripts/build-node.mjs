#!/usr/bin/env node
// Bundles the engine (pure library) for Node into .build/engine.mjs, for the benchmark and the CLI.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ENGINE_BUNDLE = join(root, ".build", "engine.mjs");

export async function buildEngine() {
  await build({
    entryPoints: [join(root, "src", "engine", "node.ts")],
    outfile: ENGINE_BUNDLE,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
  });
  return ENGINE_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildEngine();
  console.log(`built ${ENGINE_BUNDLE}`);
}
