#!/usr/bin/env node
// `npm run setup`: install the locked dependencies (`npm ci`) only when node_modules does not already hold them.
//
// `npm ci` deletes node_modules before installing. Run while `npm run dev` is serving, that pulls wrangler's and
// workerd's files from under the running server and every request hangs. So the README's two commands
// (`npm run setup && npm run dev`, `npm run setup && npm test`) share this step, which leaves an up-to-date
// install alone. `--force` reinstalls anyway. Plain Node, no dependencies: it runs before any are installed.
import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Why node_modules does not match package-lock.json, or null when it does. */
export function staleReason(dir = root) {
  const hidden = join(dir, "node_modules", ".package-lock.json"); // written by npm on every install
  if (!existsSync(hidden)) return "node_modules is missing or was not installed by npm";
  let want, have;
  try {
    want = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")).packages ?? {};
    have = JSON.parse(readFileSync(hidden, "utf8")).packages ?? {};
  } catch (e) {
    return `cannot read the lockfiles (${e.message})`;
  }
  for (const [path, p] of Object.entries(want)) {
    if (path === "" || !path.startsWith("node_modules/")) continue;
    const got = have[path];
    // Optional packages for other platforms (esbuild's, workerd's) are never installed here.
    if (!got) {
      if (p.optional) continue;
      return `${path} is not installed`;
    }
    if (got.version !== p.version) return `${path} is ${got.version}, the lockfile says ${p.version}`;
    if (!existsSync(join(dir, path))) return `${path} is missing`;
  }
  for (const path of Object.keys(have)) if (!(path in want)) return `${path} is installed but not in the lockfile`;
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const force = process.argv.includes("--force");
  const reason = force ? "--force" : staleReason();
  if (!reason) {
    console.log("setup: dependencies are up to date (node_modules matches package-lock.json); nothing to install");
    process.exit(0);
  }
  console.log(`setup: installing with npm ci (${reason})`);
  console.log("setup: npm ci replaces node_modules; stop a running `npm run dev` first if one is using this checkout");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  process.exit(r.status ?? 1);
}
