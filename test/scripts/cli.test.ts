/**
 * The CLI (bin/resolve.mjs, `npm run cli`), run as a child process as a user runs it: --help, a request file or
 * stdin, and every failure as the API's JSON error body (never a stack trace), never waiting on a terminal.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..");
const CLI = join(root, "bin", "resolve.mjs");
const CASE = join(root, "..", "shared", "conformance", "cases", "001-juggler-hits-hero.json");
const dir = mkdtempSync(join(tmpdir(), "cli-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run { status: number | null; stdout: string; stderr: string; json: any }

/** Run the CLI with these arguments and this stdin (a closed, empty pipe unless given). */
function cli(args: string[], input = ""): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, input, encoding: "utf8", timeout: 60_000 });
  let json: any;
  try { json = JSON.parse(r.stdout); } catch { json = undefined; }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, json };
}

/** The API's error body, with no stack trace anywhere in the output. */
function expectErrorBody(r: Run, exit: number, code: string) {
  expect(r.status, r.stdout + r.stderr).toBe(exit);
  expect(r.json, r.stdout).toEqual({ error: { code, message: expect.any(String), issues: expect.any(Array) } });
  for (const i of r.json.error.issues) expect(i).toEqual({ path: expect.any(String), message: expect.any(String) });
  expect(r.stdout + r.stderr).not.toMatch(/\n\s+at |node:internal|Error: /);
  return r.json.error;
}

const write = (name: string, text: string) => { const p = join(dir, name); writeFileSync(p, text); return p; };
const JUGGLER = { seed: 7, state: { players: [{ board: [{ card: "Knife Juggler", ref: "J" }], hand: [{ card: "Wisp", ref: "W" }] }, {}] }, actions: [{ type: "play", card: "W" }] };

// Each run bundles the engine with esbuild first (1-3 s, more on a busy machine).
describe("npm run cli", { timeout: 180_000 }, () => {
  it("--help and -h print the usage and exit 0 without reading anything", () => {
    for (const flag of ["--help", "-h"]) {
      const r = cli([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage:/m);
      for (const word of ["--log", "--trace", "stdin", "exit code"]) expect(r.stdout).toContain(word);
    }
  });

  it("resolves a request file, a conformance case file, and stdin", () => {
    const full = cli([write("req.json", JSON.stringify(JUGGLER))]);
    expect(full.status, full.stdout).toBe(0);
    expect(Object.keys(full.json).sort()).toEqual(["log", "outcome", "random", "state", "trace"]);
    expect(cli([], JSON.stringify(JUGGLER)).json).toEqual(full.json);
    expect(cli(["-"], JSON.stringify(JUGGLER)).json).toEqual(full.json);
    const log = cli([CASE, "--log"]);
    expect(log.status).toBe(0);
    expect(log.stdout.split("\n")[0]).toBe("Player 1 plays Wisp.");
    const trace = cli([CASE, "--trace"]);
    expect(trace.stdout).toMatch(/^sequence /);
    expect(trace.stdout).toMatch(/\n {2}phase play/);
  });

  it("a missing file, a directory: file_not_found / unreadable_file, exit 2", () => {
    expect(expectErrorBody(cli(["nope.json"]), 2, "file_not_found").message).toBe("cannot read nope.json: no such file");
    expect(expectErrorBody(cli([dir]), 2, "unreadable_file").message).toContain("directory");
  });

  it("bad JSON in a file or on stdin, and an empty stdin: invalid_json as the API says it, exit 1", () => {
    write("bad.json", "{nope");
    const e = expectErrorBody(cli(["bad.json"]), 1, "invalid_json");
    expect(e.message).toMatch(/^bad\.json is not valid JSON/);
    expect(e.issues[0].path).toBe("(body)");
    expectErrorBody(cli([], "[1,"), 1, "invalid_json");
    expectErrorBody(cli([]), 1, "invalid_json");
  });

  it("a request the engine refuses: the API's error body and code, exit 1", () => {
    const schema = expectErrorBody(cli([], JSON.stringify({ ...JUGGLER, actions: [{ type: "dance" }] })), 1, "invalid_request");
    expect(schema.issues[0].path).toBe("actions[0].type");
    const r = cli([], JSON.stringify({ ...JUGGLER, state: { players: [{ board: [{ card: "Knife Jugler" }] }, {}] } }));
    expect(r.status).toBe(1);
    expect(r.json.error.code).toBe("unknown_card");
    expect(r.json.error.closeMatches).toBeDefined();
  });

  it("unknown options, two files, --log with --trace: invalid_arguments, exit 2, with a pointer to --help", () => {
    for (const args of [["--bogus"], ["a.json", "b.json"], [CASE, "--log", "--trace"]]) {
      const r = cli(args);
      expectErrorBody(r, 2, "invalid_arguments");
      expect(r.stderr).toContain("--help");
    }
  });

  // `script` gives the CLI a terminal as stdin, as when a user types `npm run cli` alone.
  const hasScript = spawnSync("script", ["--version"], { encoding: "utf8" }).status === 0;
  it.skipIf(!hasScript)("with no file and a terminal on stdin, stops at once with no_input instead of waiting", () => {
    const r = spawnSync("script", ["-qec", `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)}`, "/dev/null"], {
      cwd: dir, encoding: "utf8", timeout: 30_000, input: "",
    });
    expect(r.status, r.stdout).toBe(2); // -e: the CLI's own exit code
    const out = r.stdout.replace(/\r/g, "");
    expect(out).toContain('"code": "no_input"');
    expect(out).toContain("--help");
  });
});
