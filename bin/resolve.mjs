#!/usr/bin/env node
// The engine from the command line: resolve a request body (a file, or stdin) without a server.
//   npm run cli -- request.json            the full JSON response
//   npm run cli -- request.json --log      the readable log only
//   npm run cli -- request.json --trace    the trace as an indented tree
// Errors print the same JSON error body the API would send, and exit 1.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { buildEngine } from "../scripts/build-node.mjs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const text = readFileSync(file ?? 0, "utf8");
const { resolveBody, EngineError } = await import(pathToFileURL(await buildEngine()).href);

const ref = (e) => (e ? `${e.card}#${e.id}${e.ref ? `(${e.ref})` : ""}` : "");
function tree(n, depth = 0) {
  const bits = [n.kind];
  if (n.name) bits.push(n.name);
  if (n.action) bits.push(JSON.stringify(n.action));
  if (n.kind === "event") bits.push(n.type, ref(n.source), n.target ? "→ " + ref(n.target) : "", n.amount ?? "");
  if (n.kind === "queue") bits.push("[" + n.entries.map((e) => ref(e.source) + (e.keyword ? ":" + e.keyword : "")).join(", ") + "]");
  if (n.kind === "trigger") bits.push(ref(n.source), "on", n.on, n.keyword ?? "", n.times ? `x${n.times}` : "");
  if (n.kind === "step" && n.removed?.length) bits.push("removed", n.removed.map(ref).join(", "));
  if (n.kind === "skip") bits.push(n.reason);
  if (n.kind === "random") bits.push(n.purpose, "→", typeof n.chosen === "object" ? ref(n.chosen) : n.chosen);
  if (n.kind === "gameOver") bits.push(n.draw ? "draw" : `winner ${n.winner}`);
  console.log("  ".repeat(depth) + bits.filter((b) => b !== "").join(" "));
  for (const c of n.children) tree(c, depth + 1);
}

try {
  const parsed = JSON.parse(text);
  // A conformance case file works too: its `request` is the body.
  const result = resolveBody(parsed && typeof parsed === "object" && "request" in parsed && "expect" in parsed ? parsed.request : parsed);
  if (args.includes("--log")) console.log(result.log.join("\n"));
  else if (args.includes("--trace")) result.trace.forEach((n) => tree(n));
  else console.log(JSON.stringify(result, null, 2));
} catch (e) {
  if (!(e instanceof EngineError)) throw e;
  console.log(JSON.stringify({ error: { code: e.code, message: e.message, issues: e.issues, ...e.detail } }, null, 2));
  process.exit(1);
}
