/**
 * `npm run setup` (scripts/setup.mjs) runs `npm ci` only when node_modules does not match package-lock.json, so the
 * README's `npm run setup && npm test` never replaces node_modules under a running `npm run dev`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleReason } from "../../scripts/setup.mjs";

const root = join(__dirname, "..", "..");
const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

/** A checkout with a lockfile and, unless `installed` is null, node_modules as npm left it. */
function checkout(locked: Record<string, object>, installed: Record<string, object> | null): string {
  const d = mkdtempSync(join(tmpdir(), "setup-test-"));
  dirs.push(d);
  writeFileSync(join(d, "package-lock.json"), JSON.stringify({ packages: { "": { name: "x" }, ...locked } }));
  if (installed) {
    mkdirSync(join(d, "node_modules"));
    writeFileSync(join(d, "node_modules", ".package-lock.json"), JSON.stringify({ packages: installed }));
    for (const path of Object.keys(installed)) mkdirSync(join(d, path), { recursive: true });
  }
  return d;
}

describe("npm run setup", () => {
  const hono = { "node_modules/hono": { version: "4.13.19" } };
  const otherPlatform = { "node_modules/@esbuild/darwin-arm64": { version: "0.27.3", optional: true } };

  it("leaves an install that matches the lockfile alone (optional packages of other platforms aside)", () => {
    expect(staleReason(checkout({ ...hono, ...otherPlatform }, hono))).toBeNull();
  });

  it("installs when node_modules is missing, a package is missing or has another version, or one is extra", () => {
    expect(staleReason(checkout(hono, null))).toMatch(/node_modules is missing/);
    expect(staleReason(checkout(hono, {}))).toMatch(/node_modules\/hono is not installed/);
    expect(staleReason(checkout(hono, { "node_modules/hono": { version: "4.0.0" } }))).toMatch(/4\.0\.0, the lockfile says 4\.13\.19/);
    expect(staleReason(checkout(hono, { ...hono, "node_modules/zod": { version: "4.6.7" } }))).toMatch(/zod is installed but not in the lockfile/);
  });

  it("says there is nothing to install in this checkout, and does not touch node_modules", () => {
    const out = execFileSync(process.execPath, [join(root, "scripts", "setup.mjs")], { encoding: "utf8" });
    expect(out).toMatch(/dependencies are up to date/);
  });
});
