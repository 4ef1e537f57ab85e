/**
 * No file of the project keeps a merge's conflict markers (a merge resolved by hand can leave them in a doc or a test
 * table, where no compiler notices).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["src", "test", "docs", "bench", "scripts", "openapi", "README.md"];
const MARKER = /^(<{7} |={7}$|>{7} )/m;

function files(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((n) => (n === "node_modules" || n.startsWith(".") ? [] : files(join(path, n))));
}

describe("conflict markers", () => {
  it("are in no source, test or doc file", () => {
    const all = ROOTS.flatMap((r) => files(r)).filter((f) => /\.(ts|mjs|js|json|md|txt|html|css)$/.test(f));
    expect(all.length).toBeGreaterThan(100);
    const marked = all.filter((f) => MARKER.test(readFileSync(f, "utf8")));
    expect(marked).toEqual([]);
  });
});
