/**
 * docs/cards.md is what `npm run cards:coverage` writes from the library as it is now, and its per-set table gives
 * the same numbers as GET /v1/sets (the API app run in Node).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtMechanisms, cardsReport, readmeWithCoverage, waitsFor, type RawCard } from "../../scripts/cards-report.js";
import { app } from "../../src/api/app.js";

const root = join(__dirname, "..", "..");
const committed = readFileSync(join(root, "docs", "cards.md"), "utf8");

describe("docs/cards.md", () => {
  it("is up to date (run `npm run cards:coverage`)", () => {
    const data = JSON.parse(readFileSync(join(root, "..", "shared", "data", "cards.json"), "utf8")) as RawCard[];
    expect(cardsReport(data) === committed, "docs/cards.md is stale: run npm run cards:coverage").toBe(true);
  });

  it("the README's first lines state the coverage as it is (run `npm run cards:coverage`)", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme.split("\n").slice(0, 12).some((l) => l.startsWith("**Card coverage:")), "the coverage line is near the top").toBe(true);
    expect(readmeWithCoverage(readme) === readme, "the README's coverage line is stale: run npm run cards:coverage").toBe(true);
  });

  it("agrees with GET /v1/sets, set by set", async () => {
    const res = await app.fetch(new Request("http://x/v1/sets"));
    const { sets, total } = (await res.json()) as { sets: { set: string; implemented: number; collectible: number }[]; total: { implemented: number; collectible: number } };
    const rows = new Map<string, [number, number]>();
    for (const m of committed.matchAll(/^\| ([A-Z0-9_]+) \|[^|]*\|[^|]*\| (\d+) \| (\d+) \|/gm)) rows.set(m[1]!, [Number(m[2]), Number(m[3])]);
    expect(rows.size).toBe(sets.length);
    for (const s of sets) expect([s.set, ...(rows.get(s.set) ?? [])]).toEqual([s.set, s.implemented, s.collectible]);
    expect(committed).toContain(`**${total.implemented} of ${total.collectible} collectible cards implemented`);
  });

  it("names a mechanism as missing only while no implemented collectible card has it", () => {
    const data = JSON.parse(readFileSync(join(root, "..", "shared", "data", "cards.json"), "utf8")) as RawCard[];
    const built = builtMechanisms(data);
    // Locations and Tradeable exist (implemented cards play them); Herald does not
    expect([built.has("Location cards"), built.has("Tradeable"), built.has("Herald")]).toEqual([true, true, false]);
    const trader: RawCard = { id: "X", type: "MINION", mechanics: ["TRADEABLE"], text: { enUS: "<b>Tradeable</b>" } };
    const location: RawCard = { id: "Y", type: "LOCATION", text: { enUS: "Give a minion +1/+1." } };
    const herald: RawCard = { id: "Z", type: "MINION", mechanics: ["TRADEABLE"], text: { enUS: "<b>Herald</b>: deal 1 damage." } };
    expect(waitsFor(trader)).toBe("Tradeable");
    expect(waitsFor(trader, built)).toBe("its own text (a definition)");
    expect(waitsFor(location, built)).toBe("its own text (a definition)");
    expect(waitsFor(herald, built)).toBe("Herald");
    // a Silver Hand Recruit is a token, not the Recruit keyword
    expect(waitsFor({ id: "W", text: { enUS: "Summon a 1/1 Silver Hand Recruit." } })).toBe("its own text (a definition)");
    expect(committed).not.toMatch(/\| (Location cards|Tradeable)(, [^|]*)? \|$/m);
  });
});
