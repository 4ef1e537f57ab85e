import { describe, expect, it } from "vitest";
import { closeMatches, findCard } from "../../../../src/engine/hearthstone/cards/facts.js";
import { CardRegistry } from "../../../../src/engine/hearthstone/cards/registry.js";
import { player, request, run } from "../../../support/engine.js";

describe("card lookup", () => {
  it("finds a card by id, dbfId, English name and Chinese name", () => {
    const byId = findCard("NEW1_019")!;
    expect(byId.name.enUS).toBe("Knife Juggler");
    expect(findCard(byId.dbfId)!.id).toBe("NEW1_019");
    expect(findCard(String(byId.dbfId))!.id).toBe("NEW1_019");
    expect(findCard("Knife Juggler")!.id).toBe("NEW1_019");
    expect(findCard("knife juggler")!.id).toBe("NEW1_019");
    expect(findCard("飞刀杂耍者")!.id).toBe("NEW1_019");
  });

  it("prefers the collectible printing without a CORE_/VAN_ prefix when several share a name", () => {
    expect(findCard("Chillwind Yeti")!.id).toBe("CS2_182");
    expect(findCard("Lord Jaraxxus")!.id).toBe("EX1_323");
  });

  it("name lookup: an exact name is the playable, original printing, not a hero skin or a Core reprint", () => {
    expect(findCard("Kel'Thuzad")!.id).toBe("FP1_013"); // not HERO_08e, Jaina's skin
    expect(findCard("克尔苏加德")!.id).toBe("FP1_013");
    expect(findCard("Varian Wrynn")!.id).toBe("AT_072"); // not HERO_01aa, Garrosh's skin
    expect(findCard("Boulderfist Ogre")!.id).toBe("CS2_200"); // not Core_CS2_200
    expect(findCard("Malygos")!.id).toBe("EX1_563");
    // Where a hero is asked for, the skin.
    expect(findCard("Kel'Thuzad", { types: ["HERO"], hero: true })!.id).toBe("HERO_08e");
    expect(findCard("瓦里安·乌瑞恩", { types: ["HERO"], hero: true })!.id).toBe("HERO_01aa");
  });

  it("name lookup in a snapshot: a card fits its slot, a skin only as the `hero`", () => {
    const r = run(request([player({ hero: { card: "Varian Wrynn" }, board: [{ card: "Boulderfist Ogre" }] }), player({ hero: { card: "克尔苏加德" } })], [{ type: "endTurn" }]));
    expect([r.state.players[0].hero.card, r.state.players[0].board[0]!.card, r.state.players[1].hero.card]).toEqual(["HERO_01aa", "CS2_200", "HERO_08e"]);
    // In hand, "Kel'Thuzad" is the minion, not a hero skin played as a card.
    const k = run(request([player({ hand: [{ card: "Kel'Thuzad" }] }), player()], [{ type: "endTurn" }]));
    expect(k.state.players[0].hand.map((c) => c.card)).toEqual(["FP1_013"]);
  });

  it("suggests close matches for a miss", () => {
    expect(findCard("Knife Jugler")).toBeUndefined();
    expect(closeMatches("Knife Jugler").map((f) => f.id)).toContain("NEW1_019");
    expect(closeMatches("NEW1_O19").map((f) => f.id)).toContain("NEW1_019");
  });

  it("lets a request's own cards shadow and extend the library, for that request only", () => {
    const mine = new CardRegistry([{ id: "MY_001", type: "MINION", name: "Test Dummy", cost: 1, attack: 0, health: 5 }]);
    expect(mine.resolve("MY_001")!.tags.HEALTH).toBe(5);
    expect(mine.resolve("Test Dummy")!.id).toBe("MY_001");
    expect(new CardRegistry().resolve("MY_001")).toBeUndefined();
  });
});
