/**
 * Deck codes, the pure part: reading a deckstring (and saying what is wrong with a bad one), the deck-building rules a
 * deck breaks, and a snapshot's deck given as a code (shuffled from the seed, recorded). Codes made with the
 * `deckstrings` package's encode from dbfIds of ../shared/data/cards.json.
 */
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../src/engine/index.js";
import { decodeDeckCode, deckProblems, deckReport, normaliseCode, type DeckCodeReason } from "../../../src/engine/hearthstone/decks.js";
import { ResolveRequest } from "../../../src/engine/hearthstone/schema.js";
import { validate } from "../../../src/engine/validate.js";
import { fails, player, request, run } from "../../support/engine.js";

/** Standard Mage, 30 cards: 14 Basic/Classic cards × 2, Wisp, Archmage Antonidas. */
export const MAGE = "AAECAf0EArMBuAgOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";
/** Wild, Jaina: Fireball ×3, Core Fireball, Archmage Antonidas ×2, Fiery War Axe, Frog, Wisp. */
export const BROKEN = "AAEBAf0EBLMBkQOkBP2eBAG4CAG7AgMA";
/** The Mage deck plus Prince Renathal: 31 cards where 40 are asked for. */
export const RENATHAL = "AAEBAf0EA7MBuAiX7wQOTVq7AosDvwOrBLQEywT7BJYF7AexCLwIlg0AAA==";
/** Fireball ×2 and a dbfId no card has (99999999). */
export const UNKNOWN = "AAEBAf0EAf/B1y8BuwIAAA==";
/** Gul'dan: Maestra (a Rogue card, Warlock Tourist), Frostbolt ×2, Kazakus (Kabal), Don Han'Cho (Grimy Goons). */
export const TOURIST = "AAEBAf0GA9i7Av+9AvTJBgGWBQAA";
/** Fireball ×2 and a sideboard: Chillwind Yeti under Knife Juggler. */
export const SIDEBOARD = "AAECAf0EAAG7AgABAVqxCAAA";
/** 200 Wisps. */
export const WISPS = "AAEBAf0EAAABswHIAQA=";

function reason(code: string): { reason: DeckCodeReason; message: string; e: EngineError } {
  try {
    decodeDeckCode(code);
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    expect(e.code).toBe("invalid_request");
    expect(e.issues[0]!.path).toBe("code");
    return { reason: e.detail.reason as DeckCodeReason, message: e.message, e };
  }
  throw new Error(`${code} decoded`);
}

describe("decodeDeckCode", () => {
  it("reads the hero, format and cards with their counts", () => {
    const d = decodeDeckCode(MAGE);
    expect(d.format).toBe("FT_STANDARD");
    expect(d.hero.id).toBe("HERO_08");
    expect(d.cards.reduce((n, c) => n + c.count, 0)).toBe(30);
    expect(d.cards.find((c) => c.facts.id === "CS2_029")!.count).toBe(2);
    expect(d.cards.find((c) => c.facts.id === "EX1_559")!.count).toBe(1);
  });

  it("takes a deck exported from the game (# lines), URL-safe characters and a missing padding", () => {
    const pasted = `### My Mage\n# Class: Mage\n# Format: Standard\n#\n# 2x (4) Fireball\n#\n${MAGE}\n#\n# To use this deck, copy it to your clipboard and create a new deck in Hearthstone\n`;
    expect(normaliseCode(pasted)).toBe(MAGE);
    expect(decodeDeckCode(pasted).cards).toEqual(decodeDeckCode(MAGE).cards);
    expect(normaliseCode(MAGE.replace(/=+$/, ""))).toBe(MAGE);
    expect(normaliseCode("AAE-_w")).toBe("AAE+/w==");
  });

  it("reads the sideboard cards under their owner", () => {
    const d = decodeDeckCode(SIDEBOARD);
    expect(d.sideboards).toHaveLength(1);
    expect(d.sideboards[0]!.owner.id).toBe("NEW1_019");
    expect(d.sideboards[0]!.cards.map((c) => [c.facts.id, c.count])).toEqual([["CS2_182", 1]]);
  });

  it.each<[string, DeckCodeReason, RegExp]>([
    ["", "empty", /no deck code/],
    ["AAECAf0E*rMB", "not_base64", /"\*" at position 9/],
    ["AAECAf0EArMBu", "not_base64", /length/],
    ["AQECAf0E", "not_deckstring", /first byte is 1/],
    ["AAICAf0E", "unsupported_version", /version 2; only version 1/],
    ["AAEJAf0E", "unsupported_format", /format 9 is unknown/],
    ["AAECAf0EArMB", "truncated", /ends in the middle/],
    ["AAE=", "truncated", /before its version/],
    ["AAECAAAAAA==", "no_hero", /no hero/],
    ["x".repeat(1001), "too_long", /at most 1000/],
  ])("%j → 400 %s", (code, why, message) => {
    const r = reason(code);
    expect(r.reason).toBe(why);
    expect(r.message).toMatch(message);
  });

  it("names every unknown dbfId", () => {
    const r = reason(UNKNOWN);
    expect(r.reason).toBe("unknown_dbfid");
    expect(r.e.detail.dbfIds).toEqual([99999999]);
    expect(r.message).toContain("99999999");
    expect(r.e.issues).toEqual([{ path: "code", message: "card 2: dbfId 99999999 is not in the card data" }]);
    // The hero is a dbfId too.
    const hero = reason("AAEBAf7B1y8AAbsCAAA=");
    expect(hero.reason).toBe("unknown_dbfid");
    expect(hero.e.issues).toEqual([{ path: "code", message: "hero 1: dbfId 99999998 is not in the card data" }]);
  });

  it("a hero that is not a hero card is a broken rule, not a bad code", () => {
    const d = decodeDeckCode("AAEBAbsCAAG7AgAA"); // Fireball as the hero
    expect(deckProblems(d).find((p) => p.rule === "hero")!.message).toBe("Fireball (CS2_029) is a SPELL, not a hero");
  });
});

describe("deckProblems: the deck-building rules", () => {
  it("a legal deck breaks none", () => {
    expect(deckProblems(decodeDeckCode(MAGE))).toEqual([]);
  });

  it("size, copies (a reprint counts with its original), one Legendary, class, collectible", () => {
    const rules = deckProblems(decodeDeckCode(BROKEN));
    expect(rules.map((p) => p.rule).sort()).toEqual(["class", "collectible", "copies", "deck-size", "legendary"]);
    const by = (rule: string) => rules.find((p) => p.rule === rule)!;
    expect(by("deck-size").message).toBe("the deck has 9 cards; a deck has 30");
    expect(by("copies").message).toBe("4 copies of Fireball (CS2_029); at most 2");
    expect(by("copies").cards).toEqual(["CS2_029", "CORE_CS2_029"]);
    expect(by("legendary").cards).toEqual(["EX1_559"]);
    expect(by("class").message).toBe("Fiery War Axe (CS2_106) is a WARRIOR card; a MAGE deck holds MAGE and NEUTRAL cards");
    expect(by("collectible").cards).toEqual(["hexfrog"]);
  });

  it("Prince Renathal asks for 40 cards", () => {
    const r = deckReport(decodeDeckCode(RENATHAL));
    expect(r.size).toEqual({ cards: 31, required: 40 });
    expect(r.problems).toEqual([{ rule: "deck-size", message: "the deck has 31 cards; with Prince Renathal (REV_018) a deck has 40" }]);
  });

  it("a Tourist of the hero's class brings its own class; a crime family's cards stay in its classes", () => {
    const rules = deckProblems(decodeDeckCode(TOURIST)).filter((p) => p.rule === "class");
    // Gul'dan with Maestra (Rogue, Warlock Tourist): Maestra is allowed, Frostbolt (Mage) is not; Kazakus (Kabal:
    // Mage, Priest, Warlock) is, Don Han'Cho (Grimy Goons: Hunter, Paladin, Warrior) is not.
    expect(rules.map((p) => p.cards)).toEqual([["CS2_024"], ["CFM_685"]]);
    expect(rules[1]!.message).toContain("GRIMY_GOONS");
  });
});

describe("deckReport", () => {
  it("cards by cost with both names, the curve, coverage", () => {
    const r = deckReport(decodeDeckCode(MAGE));
    expect(r.hero).toEqual({ id: "HERO_08", dbfId: 637, name: { enUS: "Jaina Proudmoore", zhCN: expect.any(String) }, cardClass: "MAGE" });
    expect(r.cards[0]).toMatchObject({ id: "CS2_231", dbfId: 179, name: { enUS: "Wisp", zhCN: "小精灵" }, cost: 0, count: 1 });
    const costs = r.cards.map((c) => c.cost);
    expect(costs).toEqual(costs.slice().sort((a, b) => a - b));
    expect(r.curve).toEqual({ "0": 1, "1": 4, "2": 6, "3": 4, "4": 10, "5": 0, "6": 2, "7+": 3 });
    expect(Object.values(r.curve).reduce((a, b) => a + b, 0)).toBe(30);
    expect(r.implemented.of).toBe(30);
    expect(r.implemented.cards).toBe(30 - r.cards.filter((c) => !c.implemented).reduce((n, c) => n + c.count, 0));
    expect(r.legal).toBe(true);
  });
});

describe("a snapshot's deck as a deck code", () => {
  const body = (seed: number, p1: Record<string, unknown> = {}) =>
    request([player({ deck: MAGE, ...p1 }), player()], [{ type: "draw", player: 1 }], { seed });

  it("is the code's 30 cards, shuffled from the seed, the shuffle the first random decision", () => {
    const r = run(body(7));
    const p1 = r.state.players[0]!;
    expect(p1.hand).toHaveLength(1);
    expect(p1.deck).toHaveLength(29);
    const shuffle = r.random[0]!;
    expect(shuffle).toMatchObject({ purpose: "shuffle deck", player: 1 });
    const order = shuffle.chosen as string[];
    expect(order).toHaveLength(30);
    expect(order.slice().sort()).toEqual((shuffle.candidates as string[]).slice().sort());
    // Top first: the card drawn is the first of the order, the deck the rest.
    expect(p1.hand[0]!.card).toBe(order[0]);
    expect(p1.deck.map((e) => e.card)).toEqual(order.slice(1));
    expect(r.trace[0]).toMatchObject({ kind: "random", purpose: "shuffle deck", player: 1 });
    expect(r.log[0]).toBe("Player 1's deck is shuffled (30 cards).");
  });

  it("same seed, same order; another seed, another order", () => {
    const order = (seed: number) => run(body(seed)).random[0]!.chosen;
    expect(order(7)).toEqual(order(7));
    expect(new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(order(s)))).size).toBeGreaterThan(1);
  });

  it("gives the code's hero to a player without one, and keeps a hero given", () => {
    const gul = "AAEBAf0GAAAA"; // Gul'dan, no cards
    expect(run(request([player({ deck: gul }), player()], [{ type: "endTurn" }])).state.players[0]!.hero.card).toBe("HERO_07");
    expect(run(body(7, { hero: { card: "HERO_01" } })).state.players[0]!.hero.card).toBe("HERO_01");
  });

  it("a bad code is a 400 at the deck's path; an unimplemented card a 422 naming it", () => {
    const e = fails(request([player(), player({ deck: UNKNOWN })], [{ type: "endTurn" }]), "invalid_request");
    expect(e.issues[0]!.path).toBe("state.players[1].deck");
    expect(e.detail).toMatchObject({ reason: "unknown_dbfid", dbfIds: [99999999] });
    expect(fails(request([player({ deck: WISPS }), player()], [{ type: "endTurn" }]), "invalid_request").detail.reason).toBe("too_many_cards");
    let wrongType: EngineError | undefined;
    try {
      validate(ResolveRequest, request([player({ deck: 5 }), player()], [{ type: "endTurn" }]));
    } catch (e) {
      wrongType = e as EngineError;
    }
    expect(wrongType!.issues).toEqual([{ path: "state.players[0].deck", message: "expected a list of cards (top first) or a deck code (a string)" }]);
    const tourist = fails(request([player({ deck: TOURIST }), player()], [{ type: "endTurn" }]), "unimplemented_card");
    expect(tourist.issues[0]!.path).toMatch(/^state\.players\[0\]\.deck\[\d+\]\.card$/);
  });
});
