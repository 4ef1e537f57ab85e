#!/usr/bin/env node
// Bundles the Worker (src/index.ts) into .build/worker/: the entry module index.js and the chunks it and each `import()`
// load (esbuild's code splitting), which wrangler.toml deploys as they are (no_bundle, the chunks as additional ES
// modules). Run by wrangler's [build] (wrangler dev, deploy) after gen-card-index.mjs; bench/cold.mjs builds the same.
// Why not wrangler's own bundle (cold start, issue 13, bench/README.md): it is one script, so what is loaded only through
// `import()` (zod, the request and card format schemas, the OpenAPI document, Myth Origin) is still compiled with
// everything else at start-up; here it is in modules a fresh isolate does not import until a request needs them.
import { build } from "esbuild";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_DIR = join(root, ".build", "worker");
/** The entry module's file name in the output directory (wrangler.toml's `main`). */
export const WORKER_ENTRY = "index.js";

/**
 * The options wrangler used to bundle with (wrangler.toml had minify = true, keep_names = false: a minified bundle
 * parses faster, and without keep_names esbuild does not wrap every function in a __name() call at start-up), ES2022
 * for workerd, its package conditions, and esbuild's code splitting.
 */
export function workerBuildOptions(outdir, plugins = []) {
  return {
    entryPoints: { index: join(root, "src", "index.ts") }, outdir, bundle: true, splitting: true, format: "esm",
    platform: "neutral", target: "es2022", conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"],
    minify: true, keepNames: false, logLevel: "warning", external: builtinModules.flatMap((m) => [m, `node:${m}`]), plugins,
  };
}

/**
 * Builds into a fresh directory, then puts it in place of `outdir` (so no chunk of an older build stays beside the new
 * ones: wrangler uploads every .js file there, and workerd compiles every module it is given). Returns the entry's path.
 */
export async function buildWorkerModules(outdir = WORKER_DIR, plugins = []) {
  const tmp = `${outdir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  await build(workerBuildOptions(tmp, plugins));
  const old = `${outdir}.${process.pid}.old`;
  if (existsSync(outdir)) renameSync(outdir, old);
  renameSync(tmp, outdir);
  rmSync(old, { recursive: true, force: true });
  return join(outdir, WORKER_ENTRY);
}

/** The modules of a build: the entry first, then the chunks. */
export const workerModules = (outdir = WORKER_DIR) =>
  [WORKER_ENTRY, ...readdirSync(outdir).filter((f) => f.endsWith(".js") && f !== WORKER_ENTRY).sort()].map((f) => join(outdir, f));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildWorkerModules();
}
