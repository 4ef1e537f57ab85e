#!/usr/bin/env node
// Bundles the Worker (src/index.ts) into .build/worker/: the entry module index.js and the chunks it and each `import()`
// load (esbuild's code splitting), which wrangler.toml deploys as they are (no_bundle, the chunks as additional ES
// modules). Run by wrangler's [build] (wrangler dev, deploy) after gen-card-index.mjs; bench/cold.mjs builds the same.
// Why not wrangler's own bundle (cold start, issue 13, bench/README.md): it is one script, so what is loaded only through
// `import()` (zod, the request and card format schemas, the OpenAPI document, Myth Origin) is pre-parsed with everything
// else at start-up; here it is in modules a fresh isolate does not import until a request needs them (Node does not
// read them before; workerd compiles every module it is given, but evaluates none of these).
import { build } from "esbuild";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_DIR = join(root, ".build", "worker");
/** The entry module's file name in the output directory (wrangler.toml's `main`). */
export const WORKER_ENTRY = "index.js";

/** The body of a legal comment holding `text`: printable ASCII that never closes the comment, or an error. */
function commentBody(text, what) {
  if (text.includes("*/") || /[^\x20-\x7e\n]/.test(text)) throw new Error(`${what} cannot be a comment's text`);
  return text;
}
/** Code that declares `name` as the text of the comment in `fn`'s source (a slice of the module's source). */
const fromComment = (fn, body) =>
  `const ${fn} = function () {/*!${body}*/};\n` +
  `const ${fn}Text = (): string => { const s = ${fn}.toString(); return s.slice(s.indexOf("/*!") + 3, s.lastIndexOf("*/")); };\n`;

/**
 * The library's large texts as the bodies of comments that the Worker reads back with Function.prototype.toString: V8
 * skips a comment faster than it scans a string literal of the same length and allocates no string for it at start-up
 * (the text is then a slice of the module's source). About 4 ms of the cold start for the card data text (CARD_ROWS of
 * cards/data.gen.ts, 1.5 MB; bench/README.md). Also each set part's JSON (PART_TEXTS of cards/sets/index.gen.ts), one
 * part a line, characters past ASCII written as JSON's \u escapes (they are only ever inside JSON strings). Legal
 * comments (slash, star, bang), which esbuild keeps where they are with legalComments "inline"; checked here to be
 * printable ASCII that never closes a comment, and each part to parse to the same JSON. Only the Worker's build: the
 * tests and the Node builds read the modules as they are. `rewrite(path, source)`, if given, first changes a module's
 * source (bench/cold.mjs's synthetic library).
 */
export function textsAsComments(rewrite = (_path, src) => src) {
  return {
    name: "texts-as-comments",
    setup(b) {
      b.onLoad({ filter: /[\\/]cards[\\/]data\.gen\.ts$/ }, (args) => {
        const src = rewrite(args.path, readFileSync(args.path, "utf8"));
        const m = /^export const CARD_ROWS = ("[^"\n]*");$/m.exec(src);
        if (!m) throw new Error(`${args.path}: no CARD_ROWS string`);
        const code = fromComment("cardRows", commentBody(JSON.parse(m[1]), "CARD_ROWS")) + "export const CARD_ROWS = cardRowsText();";
        return { contents: src.slice(0, m.index) + code + src.slice(m.index + m[0].length), loader: "ts" };
      });
      b.onLoad({ filter: /[\\/]cards[\\/]sets[\\/]index\.gen\.ts$/ }, (args) => {
        const src = rewrite(args.path, readFileSync(args.path, "utf8"));
        const m = /^export const PART_TEXTS: readonly string\[\] = \[\n([^]*?)\n\];$/m.exec(src);
        if (!m) throw new Error(`${args.path}: no PART_TEXTS`);
        const parts = m[1].split("\n").map((line) => {
          const json = JSON.parse(line.trim().replace(/,$/, ""));
          const ascii = json.replace(/[^\x20-\x7e]/g, (ch) => "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0"));
          if (JSON.stringify(JSON.parse(ascii)) !== json) throw new Error(`${args.path}: a part's JSON changes as ASCII`);
          return commentBody(ascii, "PART_TEXTS");
        });
        const code = fromComment("partTexts", parts.join("\n")) + `export const PART_TEXTS: readonly string[] = partTextsText().split("\\n");`;
        return { contents: src.slice(0, m.index) + code + src.slice(m.index + m[0].length), loader: "ts" };
      });
    },
  };
}

/**
 * The options wrangler used to bundle with (wrangler.toml had minify = true, keep_names = false: a minified bundle
 * parses faster, and without keep_names esbuild does not wrap every function in a __name() call at start-up), ES2022
 * for workerd, its package conditions, and esbuild's code splitting.
 */
export function workerBuildOptions(outdir, rewrite) {
  return {
    entryPoints: { index: join(root, "src", "index.ts") }, outdir, bundle: true, splitting: true, format: "esm",
    platform: "neutral", target: "es2022", conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"],
    minify: true, keepNames: false, legalComments: "inline", logLevel: "warning",
    external: builtinModules.flatMap((m) => [m, `node:${m}`]), plugins: [textsAsComments(rewrite)],
  };
}

/**
 * Builds into a fresh directory, then puts it in place of `outdir` (so no chunk of an older build stays beside the new
 * ones: wrangler uploads every .js file there, and workerd compiles every module it is given). Returns the entry's path.
 */
export async function buildWorkerModules(outdir = WORKER_DIR, rewrite = undefined) {
  const tmp = `${outdir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  await build(workerBuildOptions(tmp, rewrite));
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
