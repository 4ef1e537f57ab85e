/**
 * Healing increases: the tag HEALING_BONUS on an enchantment of a player's hero ("Your healing effects restore N more Health":
 * Cataclysm's Cleansing Cleric), added at 4.9 step 1a. Client cards use it (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const MEDIC = { id: "C_MEDIC", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "C_MEDIC_E" }] };
const MEDIC_E = { id: "C_MEDIC_E", type: "ENCHANTMENT", tags: { HEALING_BONUS: 1 } };
/** "Restore 3 Health to your hero." */
const SALVE = { id: "C_SALVE", type: "SPELL", cost: 0, spell: [{ type: "heal", amount: 3, to: "friendly-hero" }] };

describe("HEALING_BONUS", () => {
  it("two such states add up; the heal of a spell restores 2 more", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 10 }, hand: [{ card: MEDIC.id, ref: "M1" }, { card: MEDIC.id, ref: "M2" }, { card: SALVE.id, ref: "S" }] }), player()],
      [{ type: "play", card: "M1" }, { type: "play", card: "M2" }, { type: "play", card: "S" }], { cards: [MEDIC, MEDIC_E, SALVE] }));
    expect(r.state.players[0]!.hero.health).toBe(15);
  });
  it("Prophet Velen doubles the increased amount (step 1a before 1b)", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 10 }, board: [{ card: "EX1_350" }], hand: [{ card: MEDIC.id, ref: "M" }, { card: SALVE.id, ref: "S" }] }), player()],
      [{ type: "play", card: "M" }, { type: "play", card: "S" }], { cards: [MEDIC, MEDIC_E, SALVE] }));
    expect(r.state.players[0]!.hero.health).toBe(18);
  });
});
