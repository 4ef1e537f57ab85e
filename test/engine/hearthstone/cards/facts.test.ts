import { describe, expect, it } from "vitest";
import { closeMatches, findCard } from "../../../../src/engine/hearthstone/cards/facts.js";
import { CardRegistry } from "../../../../src/engine/hearthstone/cards/registry.js";

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
