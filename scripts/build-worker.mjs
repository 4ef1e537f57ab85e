#!/usr/bin/env node
// Bundles the Worker (src/index.ts) into .build/worker/: the entry module index.js and the chunks it and each `import()`
// load (esbuild's code splitting), which wrangler.toml deploys as they are (no_bundle, the chunks as additional ES
// modules). Run by wrangler's [build] (wrangler dev, deploy) after gen-card-index.mjs; bench/cold.mjs builds the same.
// Why not wrangler's own bundle (cold start, issue 13, bench/README.md): it is one script, so what is loaded only through
// `import()` (zod, the request and card format schemas, the OpenAPI document, Myth Origin) is still compiled with
// everything else at start-up; here it is in modules a fresh isolate does not import until a request needs them.
import { build } from "esbuild";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_DIR = join(root, ".build", "worker");
/** The entry module's file name in the output directory (wrangler.toml's `main`). */
export const WORKER_ENTRY = "index.js";

/**
 * The card data text (CARD_ROWS of cards/data.gen.ts, 1.5 MB) as the body of a comment that the Worker reads back with
 * Function.prototype.toString: V8 skips a comment faster than it scans a string literal of the same length and
 * allocates no string for it at start-up (the text is then a slice of the module's source). About 3 ms of the cold
 * start. A legal comment (slash, star, bang), which esbuild keeps where it is with legalComments "inline"; the text
 * never closes a comment and is printable ASCII (checked here). Only the Worker's build: the tests and the Node builds
 * read the module as it is.
 */
export const cardRowsAsComment = {
  name: "card-rows-as-comment",
  setup(b) {
    b.onLoad({ filter: /[\\/]cards[\\/]data\.gen\.ts$/ }, (args) => {
      const src = readFileSync(args.path, "utf8");
      const m = /^export const CARD_ROWS = ("[^"\n]*");$/m.exec(src);
      if (!m) throw new Error(`${args.path}: no CARD_ROWS string`);
      const rows = JSON.parse(m[1]);
      if (rows.includes("*/") || /[^\x20-\x7e]/.test(rows)) throw new Error(`${args.path}: CARD_ROWS cannot be a comment's text`);
      const code = `const cardRowsSource = function () {/*!${rows}*/};\n` +
        `export const CARD_ROWS: string = (() => { const s = cardRowsSource.toString(); return s.slice(s.indexOf("/*!") + 3, s.lastIndexOf("*/")); })();`;
      return { contents: src.slice(0, m.index) + code + src.slice(m.index + m[0].length), loader: "ts" };
    });
  },
};

/**
 * The options wrangler used to bundle with (wrangler.toml had minify = true, keep_names = false: a minified bundle
 * parses faster, and without keep_names esbuild does not wrap every function in a __name() call at start-up), ES2022
 * for workerd, its package conditions, and esbuild's code splitting.
 */
export function workerBuildOptions(outdir, plugins = []) {
  return {
    entryPoints: { index: join(root, "src", "index.ts") }, outdir, bundle: true, splitting: true, format: "esm",
    platform: "neutral", target: "es2022", conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"],
    minify: true, keepNames: false, legalComments: "inline", logLevel: "warning",
    external: builtinModules.flatMap((m) => [m, `node:${m}`]), plugins: [cardRowsAsComment, ...plugins],
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
