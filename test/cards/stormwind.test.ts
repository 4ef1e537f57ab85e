/**
 * Behaviour tests of the STORMWIND cards the library has (Fel Barrage, which Illidan's Gift discovers).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, nodes, player, request, run } from "../support/engine.js";

// Fel Barrage: "Deal $2 damage to the lowest Health enemy, twice."
cardCase("SW_040", {
  does: "each hit picks the lowest Health enemy then: the Wisp dies to the first, the Yeti takes the second; your own minion is spared",
  p1: { hand: [{ card: "SW_040", ref: "FB" }], board: [{ card: "CS2_231", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "W.zone": "graveyard", "Y.health": 3, "F.zone": "board", "p2.hero.health": 30, "p1.hero.health": 30, "events.damage": 2 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["W", 2], ["Y", 2]]),
});
cardCase("SW_040", {
  does: "the same enemy twice while it stays the lowest",
  p1: { hand: [{ card: "SW_040", ref: "FB" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "Y.health": 1, "p2.hero.health": 30, "events.damage": 2 },
});
cardCase("SW_040", {
  does: "the enemy hero when it has the lowest Health (Armor does not count)",
  p1: { hand: [{ card: "SW_040", ref: "FB" }] },
  p2: { hero: { card: "HERO_08", health: 4, armor: 5 }, board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "Y.health": 5, "p2.hero.health": 4, "p2.hero.armor": 1 },
});
cardCase("SW_040", {
  does: "no enemy minion: both hits on the enemy hero",
  p1: { hand: [{ card: "SW_040", ref: "FB" }], board: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "p2.hero.health": 26, "p1.board.length": 1 },
});
cardCase("SW_040", {
  does: "Spell Damage +1: 3 per hit",
  p1: { hand: [{ card: "SW_040", ref: "FB" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "Y.zone": "graveyard", "p2.hero.health": 30 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["Y", 3], ["Y", 3]]),
});
describeCard("SW_040", () => {
  it("a tie for the lowest Health: a random one of the tied enemies, nobody else (every seed)", () => {
    const first = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([player({ hand: [{ card: "SW_040", ref: "FB" }] }),
        player({ board: [{ card: "CS2_182", ref: "A", health: 3 }, { card: "CS2_182", ref: "B", health: 3 }, { card: "CS2_182", ref: "C" }] })],
        [{ type: "play", card: "FB" }], { seed }));
      const hits = events(r, "damage").map((e) => e.target!.ref!);
      expect(hits).toHaveLength(2);
      expect(["A", "B"]).toContain(hits[0]);
      // The first one hit is at 1 now: the lowest, hit again.
      expect(hits[1]).toBe(hits[0]);
      const picks = nodes(r, "random");
      expect(picks[0]!.candidates.map((c) => (c as { ref: string }).ref).sort()).toEqual(["A", "B"]);
      first.add(hits[0]!);
    }
    expect(first.size).toBe(2);
  });
});
