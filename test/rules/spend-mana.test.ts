/**
 * `spendMana` ("Spend all your Mana": Cataclysm's Mossbinding) and the amount `{ manaSpent: "now" }`. Client cards use them
 * (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** "Spend all your Mana. Gain that much Armor." */
const HOARD = { id: "C_HOARD", type: "SPELL", cost: 0, spell: [{ type: "spendMana", all: true }, { type: "armor", amount: { manaSpent: "now" } }] };
/** "If you spent N Mana while holding this" counter, to show the effect's spending is no pay step. */
const SAVER = { id: "C_SAVER", type: "MINION", cost: 1, attack: 1, health: 1, countsManaSpent: true };

describe("spendMana", () => {
  it("spends every available Mana (temporary first) and the amount reads it; no 'while holding this' count", () => {
    const r = run(request([player({ mana: { crystals: 6, used: 1 }, hand: [{ card: "GAME_005", ref: "C" }, { card: HOARD.id, ref: "H" },
      { card: SAVER.id, ref: "S" }] }), player()], [{ type: "play", card: "C" }, { type: "play", card: "H" }], { cards: [HOARD, SAVER] }));
    const p = r.state.players[0]!;
    expect(p.hero.armor).toBe(6);
    expect(p.mana).toMatchObject({ used: 6, temp: 0 });
    expect(p.hand.find((c) => c.ref === "S")!.tags?.MANA_SPENT_WHILE_HELD ?? 0).toBe(0);
  });
  it("with no Mana left, nothing is spent and the amount is 0", () => {
    const r = run(request([player({ mana: { crystals: 3, used: 3 }, hand: [{ card: HOARD.id, ref: "H" }] }), player()],
      [{ type: "play", card: "H" }], { cards: [HOARD] }));
    expect(r.state.players[0]!.hero.armor ?? 0).toBe(0);
  });
});
