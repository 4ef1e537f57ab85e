import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CardDefinition } from "../../../../src/engine/hearthstone/cards/format/index.js";
import { allFacts, factsById } from "../../../../src/engine/hearthstone/cards/facts.js";
import { checkCardReferences, referencedCards } from "../../../../src/engine/hearthstone/cards/references.js";
import { CardRegistry, builtInCard, builtInDefinitions, cardFactsById } from "../../../../src/engine/hearthstone/cards/registry.js";
import { allBuiltIn } from "../../../../src/engine/hearthstone/cards/sets/index.js";

const BUILT_IN = allBuiltIn();
import { at, player, request, run } from "../../../support/engine.js";
import { BASIC_HERO_POWER } from "../../../../src/engine/hearthstone/snapshot/defaults.js";

const CASES = join(__dirname, "..", "..", "..", "..", "..", "shared", "conformance", "cases");

describe("the built-in card library", () => {
  it("uses exactly the public card format clients send (every definition passes the schema)", () => {
    for (const def of BUILT_IN) {
      const r = CardDefinition.safeParse(def);
      expect(r.success, `${def.id}: ${r.success ? "" : JSON.stringify(r.error.issues)}`).toBe(true);
    }
  });

  it("defines each card once and only cards that exist in the data (or inferred ones: inferred.test.ts)", () => {
    const ids = BUILT_IN.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(cardFactsById(id), id).toBeDefined();
    for (const def of BUILT_IN) if (!factsById(def.id)) expect(def.inferred, def.id).toBe(true);
  });

  it("names only cards that exist (summons, pools, enchantments, weapons, hero powers)", () => {
    for (const def of BUILT_IN) for (const r of referencedCards(def, def.id)) expect(cardFactsById(r.id), r.path).toBeDefined();
  });

  it("names cards of the right kind, implemented wherever they will act (the check client cards get)", () => {
    expect(() => checkCardReferences(new CardRegistry(), BUILT_IN)).not.toThrow();
  });

  it("implements every enchantment its cards attach, so output states load again", () => {
    for (const def of BUILT_IN) {
      for (const r of referencedCards(def, def.id)) {
        const c = builtInCard(r.id)!;
        if (c.type === "ENCHANTMENT") expect(c.implemented, r.path).toBe(true);
      }
    }
  });

  it("implements every card the conformance cases use", () => {
    for (const f of readdirSync(CASES)) {
      const body = readFileSync(join(CASES, f), "utf8");
      for (const [, id] of body.matchAll(/"card": "([A-Za-z0-9_]+)"/g)) {
        const c = builtInCard(id!);
        if (c) expect(c.implemented, `${f}: ${id}`).toBe(true);
      }
    }
  });

  it("implements the Basic hero power of every class", () => {
    for (const [cls, id] of Object.entries(BASIC_HERO_POWER)) {
      expect(builtInDefinitions().get(id)?.power?.length, `${cls} ${id}`).toBeGreaterThan(0);
    }
  });

  it("gives reprints with the same name and text the canonical definition (Core and Vanilla printings)", () => {
    for (const [reprint, canon] of [["CORE_EX1_007", "EX1_007"], ["CORE_CS2_032", "CS2_032"], ["VAN_CS2_222", "CS2_222"]] as const) {
      const c = builtInCard(reprint)!;
      expect(c.facts.sameAs, reprint).toBe(canon);
      expect(c.implemented, reprint).toBe(true);
      expect(JSON.stringify(c.def)).toBe(JSON.stringify({ ...builtInDefinitions().get(canon), id: reprint }).replaceAll(`"${canon}"`, `"${reprint}"`));
    }
    // The reprint plays like the original, with its own stats (the Core Acolyte of Pain is a 1/4).
    const r = run(request([player({ board: [{ card: "CORE_EX1_007", ref: "A" }], deck: [{ card: "CS2_231" }] }), player()], [{ type: "damage", target: "A", amount: 1 }]));
    expect(at(r.state, "A")).toMatchObject({ card: "CORE_EX1_007", health: 3, maxHealth: 4 });
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231"]);
    // A printing whose text differs is not an alias.
    // (A skin plays as its basic card: a hero skin as its class's basic hero, a hero power skin as the power with the
    // same Chinese name; see "skins play as their card" below.)
    for (const f of allFacts()) {
      if (!f.sameAs) continue;
      const canon = factsById(f.sameAs)!;
      expect(canon.type, f.id).toBe(f.type);
      if (f.type === "HERO" && f.set === "HERO_SKINS") expect([canon.set, canon.cardClass], f.id).toEqual(["HERO_SKINS", f.cardClass]);
      else expect(canon.name.enUS === f.name.enUS || canon.name.zhCN === f.name.zhCN, f.id).toBe(true);
    }
  });

  it("treats cards without text, or with keywords only, as implemented, and refuses others without a definition", () => {
    expect(builtInCard("CS2_182")!.implemented).toBe(true); // Chillwind Yeti: no text
    expect(builtInCard("CS2_179")!.implemented).toBe(true); // Sen'jin Shieldmasta: "Taunt"
    expect(builtInCard("EX1_567")!.implemented).toBe(true); // Doomhammer: "Windfury, Overload: (2)"
    expect(builtInCard("BRMC_85")!.implemented).toBe(false); // Lucifron (Tavern Brawl): real text, no definition
  });

  it("derives keyword tags from the card data", () => {
    expect(builtInCard("CS2_179")!.tags.TAUNT).toBe(1);
    expect(builtInCard("CS2_052")!.tags.SPELLPOWER).toBe(1);
    expect(builtInCard("EX1_567")!.overload).toBe(2);
    expect(builtInCard("EX1_610")!.secret).toBe(true);
  });
});
