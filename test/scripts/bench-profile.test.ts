/**
 * bench/profile.mjs (issue 13: where target 3's time goes) finds its parts by function name: each name it looks for is
 * still a function of the engine, and a short profile of the engine's source splits the samples among the parts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain ES module without types
import { PARTS, profile, successTexts } from "../../bench/profile.mjs";
import * as engine from "../../src/engine/node.js";

const root = join(__dirname, "..", "..");
const parts = PARTS as [string, string[]][];

describe("bench/profile.mjs", () => {
  it("every function a part is found by is defined in the engine's source", () => {
    const files = ["src/engine/node.ts", "src/engine/validate.ts", "src/engine/hearthstone/index.ts", "src/engine/hearthstone/request-check.ts",
      "src/engine/hearthstone/snapshot/load.ts", "src/engine/hearthstone/snapshot/write.ts", "src/engine/hearthstone/log.ts"];
    const source = files.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
    for (const [, names] of parts) for (const name of names) expect(source, name).toMatch(new RegExp(`function ${name}\\b`));
  });

  it("a short profile of the conformance cases puts samples in the actions, the load, the log and the JSON loop", async () => {
    const texts = successTexts(engine, join(root, "..", "shared", "conformance", "cases")) as string[];
    expect(texts.length).toBeGreaterThan(10);
    const r = await profile(engine, texts, { seconds: 1, warmup: 5, interval: 100 });
    const share = (name: string) => r.parts.find((p: { name: string }) => p.name === name)!.percent;
    expect(r.samples).toBeGreaterThan(100);
    for (const name of ["actions", "snapshot load", "the log", "JSON.parse + JSON.stringify (the loop)"]) expect(share(name), name).toBeGreaterThan(0);
    const sum = r.parts.reduce((a: number, p: { percent: number }) => a + p.percent, 0);
    expect(sum).toBeGreaterThan(99);
    expect(sum).toBeLessThan(101);
  });
});
