/**
 * A spell's own Spell Damage (Cataclysm: Battlefield Blaster's "Choose a spell in your hand to give Spell Damage +1", Archmage
 * Kalec): an enchantment with `spellDamage` attached to a spell card adds to that spell's damage only (rules/damage.ts
 * ownSpellDamage), with its player's Spell Damage, at 4.9 step 1a. Client cards use it (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";

/** "Battlecry: Give a spell in your hand Spell Damage +2." */
const TUTOR = { id: "C_SD_TUTOR", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "card", where: { type: "spell" } },
  battlecry: [{ type: "buff", to: "target", enchantment: "C_SD_TUTOR_E" }] };
const TUTOR_E = { id: "C_SD_TUTOR_E", type: "ENCHANTMENT", spellDamage: 2 };
/** "Deal 1 damage to the enemy hero." */
const ZAP = { id: "C_SD_ZAP", type: "SPELL", cost: 0, spell: [{ type: "damage", amount: 1, to: "enemy-hero" }] };
const KOBOLD = "CS2_142"; // Kobold Geomancer, Spell Damage +1

describe("a spell's own Spell Damage", () => {
  it("adds to the enchanted spell's damage, with the player's Spell Damage, and to no other spell", () => {
    const r = run(request([player({ hand: [{ card: TUTOR.id, ref: "T" }, { card: ZAP.id, ref: "Z1" }, { card: ZAP.id, ref: "Z2" }],
      board: [{ card: KOBOLD }] }), player()],
    [{ type: "play", card: "T", target: "Z1" }, { type: "play", card: "Z1" }, { type: "play", card: "Z2" }], { cards: [TUTOR, TUTOR_E, ZAP] }));
    expect(events(r, "damage").map((e) => e.amount)).toEqual([4, 2]);
    expect(r.state.players[1]!.hero.health).toBe(24);
  });
  it("the opponent's spells are not changed by it", () => {
    const r = run(request([player({ hand: [{ card: TUTOR.id, ref: "T" }, { card: ZAP.id, ref: "Z1" }] }),
      player({ hand: [{ card: ZAP.id, ref: "Z2" }], deck: [{ card: "CS2_231" }] })],
    [{ type: "play", card: "T", target: "Z1" }, { type: "endTurn" }, { type: "play", card: "Z2" }], { cards: [TUTOR, TUTOR_E, ZAP] }));
    expect(r.state.players[0]!.hero.health).toBe(29);
  });
});
