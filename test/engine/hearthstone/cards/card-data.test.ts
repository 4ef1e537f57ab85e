/**
 * The card facts the engine trusts: data.gen.ts is exactly what scripts/gen-card-data.mjs makes of
 * ../shared/data/cards.json, and a keyword card plays with every keyword and amount its text gives it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CARDS_JSON, DATA_GEN, DECK_RULES_GEN, generateCardData, generateDeckRules } from "../../../../scripts/gen-card-data.mjs";
import { builtInCard } from "../../../../src/engine/hearthstone/cards/registry.js";
import { at, fails, player, request, run } from "../../../support/engine.js";

describe("card data", () => {
  it("data.gen.ts is up to date with ../shared/data/cards.json (run `npm run cards:generate`)", () => {
    const fresh = generateCardData(JSON.parse(readFileSync(CARDS_JSON, "utf8")));
    expect(fresh === readFileSync(DATA_GEN, "utf8"), "data.gen.ts is stale: run npm run cards:generate").toBe(true);
  });

  it("deck-rules.gen.ts is up to date too: Prince Renathal's 40 cards, Tourists' classes", () => {
    const fresh = generateDeckRules(JSON.parse(readFileSync(CARDS_JSON, "utf8")));
    expect(fresh === readFileSync(DECK_RULES_GEN, "utf8"), "deck-rules.gen.ts is stale: run npm run cards:generate").toBe(true);
    expect(fresh).toContain('"REV_018": 40');
    expect(fresh).toContain('"VAC_336": "WARLOCK"');
  });

  it("Spell Damage +N: the amount the text gives, not 1 (Malygos adds 5 to a 1-damage spell)", () => {
    expect(builtInCard("EX1_563")!.tags.SPELLPOWER).toBe(5);
    const r = run(request([player({ board: [{ card: "EX1_563" }], hand: [{ card: "CS2_008", ref: "M" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 7, maxHealth: 7 }] })],
      [{ type: "play", card: "M", target: "Y" }]));
    expect(at(r.state, "Y").health).toBe(1);
  });

  it("a card's own keywords from its text when the data's mechanics lack them (Canal Slogger, Walking Mountain)", () => {
    const slogger = builtInCard("SW_033")!;
    expect([slogger.tags.RUSH, slogger.tags.LIFESTEAL, slogger.overload]).toEqual([1, 1, 1]);
    expect(builtInCard("WW_382")!.tags.MEGA_WINDFURY).toBe(1);
    // A keyword that is a condition, not the card's own, is left alone: "Elusive on your opponent's turn."
    expect(builtInCard("LOOT_193")!.tags.CANT_BE_TARGETED_BY_SPELLS).toBeUndefined();
    // Played: Rush lets it attack a minion at once, Lifesteal heals its hero, Overload (1) is owed.
    const r = run(request([player({ hero: { card: "HERO_02", health: 20 }, hand: [{ card: "SW_033", ref: "S" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(r.state.players[0].hero.health).toBe(26);
    expect(r.state.players[0].mana.overloadOwed).toBe(1);
  });
});

describe("what a card's text gives it, wherever the engine reads it (found by the text lint)", () => {
  it("an enchantment whose text is only keywords grants them (Plaguetouched: Poisonous)", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W", enchantments: [{ card: "EX1_191e" }] }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "W", defender: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });

  it("a reprint plays with its canonical card's keywords and Secret even where its own data lacks them", () => {
    // The Story-mode Water Elemental (no FREEZE in its data) freezes like CS2_033.
    const r = run(request([player({ board: [{ card: "Story_01_WaterElemental", ref: "E" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "E", defender: "Y" }]));
    expect(at(r.state, "Y").tags?.FROZEN).toBe(1);
    // The Battlegrounds Snake Trap (no SECRET in its data) is a Secret like EX1_554.
    expect(builtInCard("TB_Bacon_Secrets_02")!.secret).toBe(true);
  });

  it("a spell whose text is only a keyword (a Choose One option's \"Charge\") is not implemented by itself", () => {
    expect(builtInCard("EX1_165a")!.implemented).toBe(false);
    const e = fails(request([player({ hand: [{ card: "EX1_165a" }] }), player()], [{ type: "endTurn" }]), "unimplemented_card");
    expect(e.detail.cards).toEqual(["EX1_165a"]);
  });

  it("an aura's cost enchantment loads with its cost change (Cult Neophyte's SCH_713e2: +1)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_008", ref: "M", enchantments: [{ card: "SCH_713e2" }] }] }), player()], [{ type: "endTurn" }]));
    expect(at(r.state, "M").cost).toBe(1);
  });

  it("the Vanilla Preparation's state takes (3) off, as its card says; the Classic one (2)", () => {
    const spell = (ench: string) => run(request([player({ hero: { card: "HERO_03", enchantments: [{ card: ench }] }, hand: [{ card: "CS2_029", ref: "F" }] }), player()], [{ type: "damage", target: "p2.hero", amount: 1 }]));
    expect(at(spell("VAN_EX1_145o").state, "F").cost).toBe(1);
    expect(at(spell("EX1_145o").state, "F").cost).toBe(2);
  });
});
