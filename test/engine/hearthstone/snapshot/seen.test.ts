/**
 * The output state shows what a player sees: each entity in play or in hand carries `seen`, the keywords in effect and
 * its Spell Damage wherever they come from (its card, its tags, an enchantment, an aura), beside the stored `tags` and
 * enchantments. It is derived: the output state loads back to the same game, and a `seen` sent in is ignored.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../../../support/engine.js";

describe("seen keywords and Spell Damage in the output state", () => {
  it("Taunt from Defender of Argus: seen on its neighbours, not in their stored tags", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "L" }, { card: "CS2_231", ref: "R" }], hand: [{ card: "EX1_093", ref: "D" }] }), player()],
      [{ type: "play", card: "D", position: 1 }]));
    for (const ref of ["L", "R"]) {
      expect(at(r.state, ref).seen).toEqual({ TAUNT: 1 });
      expect(at(r.state, ref).tags?.TAUNT).toBeUndefined();
    }
    expect(at(r.state, "D").seen).toBeUndefined();
  });

  it("Immune from Ice Block on the hero; a card's own keyword (Sen'jin's Taunt) though no tag is written for it", () => {
    const r = run(request([player({ hero: { card: "HERO_08", ref: "H", health: 5 }, secrets: [{ card: "EX1_295" }], board: [{ card: "CS2_179", ref: "S" }] }), player()],
      [{ type: "damage", target: "H", amount: 10 }], { state: { activePlayer: 2 } })); // a Secret works on the opponent's turn
    expect(at(r.state, "H")).toMatchObject({ health: 5, seen: { IMMUNE: 1 } });
    expect(at(r.state, "S").seen).toEqual({ TAUNT: 1 });
    expect(at(r.state, "S").tags?.TAUNT).toBeUndefined();
  });

  it("Spell Damage: a minion's own, an enchantment's on the hero, and an aura's on each minion it reaches", () => {
    const cards = [
      { id: "MY_SPELLWEAVER", type: "MINION", cost: 2, attack: 1, health: 1, auras: [{ to: "other-friendly-minions", buff: {}, enchantment: "MY_SPELLWEAVER_E" }] },
      { id: "MY_SPELLWEAVER_E", type: "ENCHANTMENT", spellDamage: 1 },
    ];
    const r = run(request([player({ hero: { card: "HERO_08", ref: "H", enchantments: [{ card: "BOT_531e" }] }, board: [{ card: "CS2_142", ref: "K" }, { card: "MY_SPELLWEAVER", ref: "W" }, { card: "CS2_231", ref: "X" }] }), player()],
      [{ type: "damage", target: "p2.hero", amount: 1 }], { cards }));
    expect(at(r.state, "H").seen).toEqual({ SPELLPOWER: 2 });
    expect(at(r.state, "K").seen).toEqual({ SPELLPOWER: 2 }); // Kobold Geomancer's own 1, the aura's 1
    expect(at(r.state, "X").seen).toEqual({ SPELLPOWER: 1 });
    expect(at(r.state, "W").seen).toBeUndefined();
  });

  it("a silenced minion shows only what still applies; `seen` sent back in is ignored (the output loads to the same state)", () => {
    const r = run(request([player({ board: [{ card: "CS2_179", ref: "S", tags: { SILENCED: 1 } }, { card: "CS2_231", ref: "W", seen: { TAUNT: 1, STEALTH: 1 } }] }), player()],
      [{ type: "damage", target: "p2.hero", amount: 1 }]));
    expect(at(r.state, "S").seen).toBeUndefined();
    expect(at(r.state, "W").seen).toBeUndefined();
    const again = run({ seed: 7, state: r.state, actions: [{ type: "damage", target: "p2.hero", amount: 1 }] });
    expect(again.state.players[0]).toEqual(r.state.players[0]);
  });
});
