#!/usr/bin/env node
// The engine from the command line: resolve a request body (a file, or stdin) without a server.
// `npm run cli -- --help` for usage. Every error prints the JSON error body the API would send
// ({ "error": { "code", "message", "issues": [{ "path", "message" }] } }) on stdout, never a stack trace;
// exit 1 for a request the engine refuses (the API's 4xx), 2 for a usage problem (no input, unreadable file,
// unknown option), 70 for an internal failure (the API's 500).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const USAGE = `Resolve a /v1/resolve request body with the engine, without a server.

Usage:
  npm run cli -- <request.json> [--log | --trace]
  node bin/resolve.mjs <request.json> [--log | --trace]
  cat request.json | npm run cli -- [-] [--log | --trace]

The file holds what you would POST to /v1/resolve (a conformance case file works too: its "request" is used).
"-" or no file reads the body from stdin; with no file and stdin a terminal, it stops with an error instead of
waiting for input.

Options:
  --log        print only the readable log (one line per entry)
  --trace      print only the resolution trace as an indented tree
  -h, --help   print this help

Output: the full JSON response, as the API would answer. Errors: the API's JSON error body on stdout, exit code
1 for a request the engine refuses (invalid_json, invalid_request, unknown_card, illegal_action, …), 2 for a
usage problem (no_input, file_not_found, unreadable_file, invalid_arguments), 70 for an internal error.`;

const EXIT = { request: 1, usage: 2, internal: 70 };

/** Print an error body as the API sends it and exit. */
function fail(exit, code, message, issues = [], extra = {}) {
  console.log(JSON.stringify({ error: { code, message, issues, ...extra } }, null, 2));
  if (exit === EXIT.usage) console.error("(run with --help for usage)");
  process.exit(exit);
}

// ---- arguments -------------------------------------------------------------------------------------------
const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
const OUTPUTS = ["--log", "--trace"];
const unknown = args.filter((a) => a.startsWith("-") && a !== "-" && !OUTPUTS.includes(a));
if (unknown.length) {
  fail(EXIT.usage, "invalid_arguments", `unknown option ${unknown.join(", ")}; the options are --log, --trace and --help`,
    unknown.map((a) => ({ path: "(arguments)", message: `unknown option ${a}` })));
}
const outputs = args.filter((a) => OUTPUTS.includes(a));
if (outputs.length > 1) fail(EXIT.usage, "invalid_arguments", "give at most one of --log and --trace", [{ path: "(arguments)", message: "--log or --trace" }]);
const files = args.filter((a) => !a.startsWith("-") || a === "-");
if (files.length > 1) {
  fail(EXIT.usage, "invalid_arguments", `one request file at a time; got ${files.length}: ${files.join(", ")}`, [{ path: "(arguments)", message: "one file" }]);
}
const file = files[0] ?? "-";

// ---- input -----------------------------------------------------------------------------------------------
let text;
if (file === "-") {
  if (process.stdin.isTTY) {
    fail(EXIT.usage, "no_input", "no request given: name a file (npm run cli -- request.json) or pipe one on stdin",
      [{ path: "(input)", message: "a file name or a body on stdin" }]);
  }
  text = readInput(0, "stdin");
} else {
  text = readInput(file, file);
}

function readInput(source, name) {
  try {
    return readFileSync(source, "utf8");
  } catch (e) {
    const code = e && typeof e === "object" ? e.code : undefined;
    const why = { ENOENT: "no such file", EISDIR: "it is a directory", EACCES: "permission denied" }[code] ?? (e instanceof Error ? e.message : String(e));
    fail(EXIT.usage, code === "ENOENT" ? "file_not_found" : "unreadable_file", `cannot read ${name}: ${why}`, [{ path: "(file)", message: `${name}: ${why}` }]);
  }
}

let body;
try {
  body = JSON.parse(text);
} catch (e) {
  const message = e instanceof Error ? e.message : "not JSON";
  fail(EXIT.request, "invalid_json", `${file === "-" ? "stdin" : file} is not valid JSON: ${message}`, [{ path: "(body)", message }]);
}
// A conformance case file works too: its `request` is the body.
if (body && typeof body === "object" && !Array.isArray(body) && "request" in body && "expect" in body) body = body.request;

// ---- resolve ---------------------------------------------------------------------------------------------
let engine;
try {
  const { buildEngine } = await import("../scripts/build-node.mjs");
  engine = await import(pathToFileURL(await buildEngine()).href);
} catch (e) {
  fail(EXIT.internal, "internal_error", `could not build the engine (run npm run setup first?): ${e instanceof Error ? e.message.split("\n")[0] : e}`);
}
const { resolveBody, EngineError } = engine;

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
  for (const c of n.children ?? []) tree(c, depth + 1);
}

let result;
try {
  result = resolveBody(body);
} catch (e) {
  if (e instanceof EngineError) {
    const { trace, ...detail } = e.detail ?? {};
    console.log(JSON.stringify({ error: { code: e.code, message: e.message, issues: e.issues, ...detail }, ...(trace ? { trace } : {}) }, null, 2));
    process.exit(EXIT.request);
  }
  // A bug, as the API's 500: the message, not a stack trace.
  fail(EXIT.internal, "internal_error", `the engine failed unexpectedly (${e instanceof Error ? e.message : e}); please report the request body`);
}
if (outputs[0] === "--log") console.log(result.log.join("\n"));
else if (outputs[0] === "--trace") result.trace.forEach((n) => tree(n));
else console.log(JSON.stringify(result, null, 2));
