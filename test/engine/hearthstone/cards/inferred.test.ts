/**
 * Cards the card data lacks (issue: tokens and enchantments of recent sets). A built-in definition whose id is not in
 * ../shared/data/cards.json must be one of the game's ids listed in ../shared/data/missing-ids.json, marked
 * `inferred: true`, with its type and a readable name made from the game's identifier; /v1/cards says it is inferred.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtInCard, builtInDefinitions, findCardFacts } from "../../../../src/engine/hearthstone/cards/registry.js";
import { app } from "../../../../src/api/app.js";

const shared = join(__dirname, "..", "..", "..", "..", "..", "shared", "data");
const dataIds = new Set((JSON.parse(readFileSync(join(shared, "cards.json"), "utf8")) as { id: string }[]).map((c) => c.id));
const missing = JSON.parse(readFileSync(join(shared, "missing-ids.json"), "utf8")) as Record<string, string>;

/**
 * "TimethiefRafaam_TinyRafaamToken_TIME_005t1" → "Tiny Rafaam": the identifier's own part (after the parent's name,
 * without the id), split into words, without a trailing "Token" or "Enchantment".
 */
export function readableName(identifier: string, id: string): string {
  const own = identifier.endsWith(`_${id}`) ? identifier.slice(0, -id.length - 1) : identifier;
  const part = own.split("_").pop()!;
  const words = part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").split(" ");
  if (words.length > 1 && /^(Token|Enchantment)$/.test(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

describe("cards the data lacks: defined under the game's ids, facts inferred", () => {
  it("names come from the identifier", () => {
    expect(readableName("TimethiefRafaam_TinyRafaamToken_TIME_005t1", "TIME_005t1")).toBe("Tiny Rafaam");
    expect(readableName("TemporaryEnchantment_GBL_999e", "GBL_999e")).toBe("Temporary");
    expect(readableName("BeaststalkerTavish_SummonPet", "AV_113p")).toBe("Summon Pet");
  });

  it("every built-in definition the data lacks is a missing game id, inferred, typed and named from its identifier", () => {
    const wrong: string[] = [];
    let n = 0;
    for (const def of builtInDefinitions().values()) {
      if (dataIds.has(def.id)) {
        if (def.inferred) wrong.push(`${def.id} is in the card data: not inferred`);
        continue;
      }
      n++;
      const ident = missing[def.id];
      if (!ident) { wrong.push(`${def.id} is neither in cards.json nor in missing-ids.json`); continue; }
      if (!def.inferred) wrong.push(`${def.id} must say inferred: true`);
      if (!def.type) wrong.push(`${def.id} needs its type`);
      const name = typeof def.name === "string" ? def.name : def.name?.enUS;
      // An identifier holds no apostrophe: a name a source gives with one (Mekkatorque's Aura, rules-notes 371) matches without it;
      // nor the case of a small word: the name its parent's text gives ("Shreds of Time": ShredOfTime, rules-notes 525) matches.
      if (name?.replace(/'/g, "").toLowerCase() !== readableName(ident, def.id).toLowerCase()) wrong.push(`${def.id} is named ${name}, not ${readableName(ident, def.id)} (from ${ident})`);
    }
    expect(wrong).toEqual([]);
    expect(n).toBeGreaterThan(0);
  });

  it("an inferred card is found by id and name, implemented, and /v1/cards marks it inferred", async () => {
    expect(findCardFacts("GBL_999e")?.inferred).toBe(true);
    expect(findCardFacts("Temporary")?.id).toBe("GBL_999e");
    expect(builtInCard("GBL_999e")!.implemented).toBe(true);
    const one = await (await app.fetch(new Request("http://x/v1/cards/GBL_999e"))).json() as Record<string, unknown>;
    expect(one).toMatchObject({ id: "GBL_999e", type: "ENCHANTMENT", inferred: true, implemented: true, collectible: false });
    expect("dbfId" in one).toBe(false);
    const known = await (await app.fetch(new Request("http://x/v1/cards/CS2_029"))).json() as Record<string, unknown>;
    expect("inferred" in known).toBe(false);
    const list = await (await app.fetch(new Request("http://x/v1/cards?q=GBL_999"))).json() as { cards: { id: string; inferred?: boolean }[] };
    expect(list.cards.find((c) => c.id === "GBL_999e")?.inferred).toBe(true);
  });
});
