#!/usr/bin/env node
// Cold start in Node: a fresh process imports the bundled Worker (src/index.ts, bundled as wrangler would) and
// answers its first POST /v1/resolve with a conformance-size body. Median of --runs fresh processes.
//   node bench/cold.mjs [--runs N] [--bundle path | --copies K (K extra copies of the library: a synthetic larger one)]
// Prints import ms, first-request ms and their sum (wall clock, and CPU time of the process, steadier on a busy
// machine), plus the bundle's size and gzip size.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_BUNDLE = join(root, ".build", "worker.mjs");
export const COLD_CASE = join(root, "..", "shared", "conformance", "cases", "005-berserkers-trade.json");

/** Bundle the Worker as wrangler does with wrangler.toml (esm, workerd conditions, minify = true, keep_names = false). */
export async function buildWorker(outfile = WORKER_BUNDLE, { minify = true, keepNames = false, copies = 0 } = {}) {
  await build({
    entryPoints: [join(root, "src", "index.ts")], outfile, bundle: true, format: "esm", platform: "neutral",
    target: "es2022", conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"], minify, keepNames, logLevel: "warning",
    external: builtinModules.flatMap((m) => [m, `node:${m}`]), plugins: copies > 0 ? [syntheticLibrary(copies)] : [],
  });
  return outfile;
}

/**
 * A synthetic larger library: sets/index.ts also lists `copies` copies of every set part it imports (separate modules
 * with the same source) after its own, and the library's index (index.gen.ts) names their definitions too (under ids
 * no request uses: `<id>~<k>`), so the bundle parses (1 + copies) × today's definitions and the registry's index holds
 * them all, while a request builds only the parts its cards are in, as with a library that holds every card.
 */
function syntheticLibrary(copies) {
  const sets = join(root, "src", "engine", "hearthstone", "cards", "sets");
  const index = join(sets, "index.ts"), gen = join(sets, "index.gen.ts");
  return {
    name: "synthetic-library",
    setup(b) {
      b.onLoad({ filter: /sets[\\/]index(\.gen)?\.ts$/ }, (args) => {
        if (args.path === gen) {
          const lines = /`([^`]*)`/.exec(readFileSync(gen, "utf8"))[1].split("\n");
          const parts = 1 + Math.max(...lines.map((l) => parseInt(l.split(" ")[1], 10)));
          const all = [...lines];
          for (let k = 1; k <= copies; k++) {
            for (const l of lines) {
              const [id, rest] = l.split(" ");
              all.push(`${id}~${k} ${parseInt(rest, 10) + k * parts}${rest.replace(/^\d+/, "")}`);
            }
          }
          return { contents: `export const CARD_INDEX = \`${all.join("\n")}\`;\n`, loader: "ts", resolveDir: sets };
        }
        if (args.path !== index) return undefined;
        const src = readFileSync(index, "utf8");
        const imports = [...src.matchAll(/import \{ ([^}]+) \} from "(\.[^"]+)";/g)].filter(([, , from]) => !from.includes("format") && !from.includes("index.gen"));
        const listed = /export const PARTS[^\n]*? = \[([^\]]*)\];/.exec(src)[1].split(",").map((x) => x.trim()).filter(Boolean);
        const extra = [], names = [];
        for (let k = 1; k <= copies; k++) {
          for (const [, list, from] of imports) {
            const ids = list.split(",").map((x) => x.trim()).filter(Boolean);
            extra.push(`import { ${ids.map((x) => `${x} as ${x}_${k}`).join(", ")} } from "synthetic:${k}:${join(dirname(index), from).replace(/\.js$/, ".ts")}";`);
          }
          names.push(...listed.map((x) => `${x}_${k}`));
        }
        const body = src.replace(/(export const PARTS[^\n]*? = \[[^\]]*)\];/, (_, head) => `${head}  ${names.join(", ")},\n];`);
        return { contents: `${extra.join("\n")}\n${body}`, loader: "ts", resolveDir: dirname(index) };
      });
      b.onResolve({ filter: /^synthetic:/ }, (args) => ({ path: args.path, namespace: "synthetic" }));
      // A copy's own imports of other set modules are copies too (sets/expert1/index.ts imports each class's file).
      b.onResolve({ filter: /^\./, namespace: "synthetic" }, (args) => {
        const [, k, from] = /^synthetic:(\d+):(.*)$/.exec(args.importer);
        const file = join(dirname(from), args.path).replace(/\.js$/, ".ts");
        if (!file.startsWith(dirname(index)) || !existsSync(file)) return undefined;
        return { path: `synthetic:${k}:${file}`, namespace: "synthetic" };
      });
      b.onLoad({ filter: /.*/, namespace: "synthetic" }, (args) => {
        const file = args.path.replace(/^synthetic:\d+:/, "");
        return { contents: readFileSync(file, "utf8"), loader: "ts", resolveDir: dirname(file) };
      });
    },
  };
}

/** One fresh process: import + first resolve, in ms. */
export function coldOnce(bundle = WORKER_BUNDLE, casePath = COLD_CASE) {
  return JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", bundle, casePath], { encoding: "utf8" }));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export function coldStart(runs = 7, bundle = WORKER_BUNDLE) {
  const rs = Array.from({ length: runs }, () => coldOnce(bundle));
  const m = (f) => median(rs.map(f));
  return {
    importMs: m((r) => r.importMs), firstMs: m((r) => r.firstMs), totalMs: m((r) => r.importMs + r.firstMs),
    importCpuMs: m((r) => r.importCpuMs), firstCpuMs: m((r) => r.firstCpuMs), totalCpuMs: m((r) => r.importCpuMs + r.firstCpuMs), runs,
  };
}
export function bundleSize(bundle = WORKER_BUNDLE) {
  const buf = readFileSync(bundle);
  return { bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
}

if (process.argv[2] === "--child") {
  const body = JSON.stringify(JSON.parse(readFileSync(process.argv[4], "utf8")).request);
  const request = () => new Request("http://localhost/v1/resolve", { method: "POST", headers: { "content-type": "application/json" }, body });
  // Node's fetch classes load on first use (workerd's are built in): load them before the clock starts.
  await request().json(); await new Response("{}", { headers: { "content-type": "application/json" } }).text();
  const url = pathToFileURL(process.argv[3]).href;
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  const t0 = performance.now(), c0 = cpu();
  const { default: app } = await import(url);
  const t1 = performance.now(), c1 = cpu();
  const res = await app.fetch(request());
  const text = await res.text();
  const t2 = performance.now(), c2 = cpu();
  if (res.status !== 200) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
  console.log(JSON.stringify({ importMs: t1 - t0, firstMs: t2 - t1, importCpuMs: c1 - c0, firstCpuMs: c2 - c1 }));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: opt } = parseArgs({ options: { runs: { type: "string", default: "7" }, bundle: { type: "string" }, copies: { type: "string", default: "0" } } });
  const bundle = opt.bundle ?? (await buildWorker(WORKER_BUNDLE, { copies: Number(opt.copies) }));
  const c = coldStart(Number(opt.runs), bundle), s = bundleSize(bundle);
  console.log(`cold start (median of ${c.runs}): import ${c.importMs.toFixed(1)} ms + first resolve ${c.firstMs.toFixed(1)} ms = ${c.totalMs.toFixed(1)} ms wall; CPU ${c.importCpuMs.toFixed(1)} + ${c.firstCpuMs.toFixed(1)} = ${c.totalCpuMs.toFixed(1)} ms`);
  console.log(`bundle ${(s.bytes / 1024).toFixed(0)} KiB, gzip ${(s.gzipBytes / 1024).toFixed(0)} KiB`);
}
