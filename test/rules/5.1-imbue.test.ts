/**
 * 灌注 (Imbue, Into the Emerald Dream; after the 2022 rulebook): the `imbue` effect, the hero power field `imbue` (the
 * Imbued Hero Power of a class), the amounts { imbue: "level" | "count" }. A client's own Imbued Hero Power and Imbue card.
 */
import { describe, expect, it } from "vitest";
import { events, fails, run } from "../support/engine.js";

// A client's Imbued Hero Power for Mage: "Deal @ damage to the enemy hero." (@ = its Imbue level)
const BLESSING = { id: "MY_BLESSING", type: "HERO_POWER", cost: 2, imbue: "MAGE", power: [{ type: "damage", amount: { imbue: "level" }, to: "enemy-hero" }] };
// "Battlecry: Imbue your Hero Power."
const IMBUER = { id: "MY_IMBUER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "imbue" }] };
// "Battlecry: If you've Imbued your Hero Power twice, gain 5 Armor."
const PAYOFF = { id: "MY_PAYOFF", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "if", if: { value: { imbue: "count" }, atLeast: 2 }, then: [{ type: "armor", amount: 5 }] }] };
const cards = [BLESSING, IMBUER, PAYOFF];
const req = (p1: Record<string, unknown>, actions: Record<string, unknown>[], hero = "HERO_08") => ({
  seed: 1, cards,
  state: { turn: 5, activePlayer: 1, players: [{ hero: { card: hero }, mana: { crystals: 10 }, deck: [{ card: "CS2_231" }], ...p1 }, { mana: { crystals: 10 }, deck: [{ card: "CS2_231" }] }] },
  actions,
});
const hand = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "MY_IMBUER", ref: `I${i}` }));

describe("Imbue", () => {
  it("the first Imbue replaces the Hero Power with the class's Imbued Hero Power at level 1, usable this turn", () => {
    const r = run(req({ hand: hand(1) }, [{ type: "heroPower", target: "p2.hero" }, { type: "play", card: "I0" }, { type: "heroPower" }]));
    const p = r.state.players[0]!;
    expect(p.heroPower?.card).toBe("MY_BLESSING");
    expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(1);
    expect(p.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(1);
    // Fireblast 1, then the new power (level 1) 1: a replaced Hero Power's uses start again (2.7).
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(events(r, "imbue").map((e) => e.amount)).toEqual([1]);
  });

  it("each later Imbue raises the level by 1 (the same Hero Power; its uses this turn stay)", () => {
    const r = run(req({ hand: hand(2) }, [{ type: "play", card: "I0" }, { type: "heroPower" }, { type: "play", card: "I1" }]));
    const p = r.state.players[0]!;
    expect(p.heroPower?.card).toBe("MY_BLESSING");
    expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(2);
    expect(p.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(2);
    expect(r.state.players[1]!.hero.health).toBe(29);
    fails(req({ hand: hand(2) }, [{ type: "play", card: "I0" }, { type: "heroPower" }, { type: "play", card: "I1" }, { type: "heroPower" }]), "illegal_action");
    // Next turn the level-2 power deals 2.
    const t = run({ seed: 1, cards, state: r.state as never, actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }] });
    expect(t.state.players[1]!.hero.health).toBe(27);
  });

  it("\"If you've Imbued your Hero Power twice\" reads the count", () => {
    const twice = run(req({ hand: [...hand(2), { card: "MY_PAYOFF", ref: "P" }] }, [{ type: "play", card: "I0" }, { type: "play", card: "I1" }, { type: "play", card: "P" }]));
    expect(twice.state.players[0]!.hero.armor).toBe(5);
    const once = run(req({ hand: [...hand(1), { card: "MY_PAYOFF", ref: "P" }] }, [{ type: "play", card: "I0" }, { type: "play", card: "P" }]));
    expect(once.state.players[0]!.hero.armor ?? 0).toBe(0);
  });

  it("a class whose Imbued Hero Power the engine lacks: 422 (the game's Mage one without a client's; a Rogue)", () => {
    const noClient = { ...req({ hand: [{ card: "MY_IMBUER", ref: "I0" }] }, [{ type: "play", card: "I0" }]), cards: [IMBUER] };
    const e = fails(noClient, "unimplemented_card");
    expect(e.message).toContain("EDR_851p");
    fails(req({ hand: hand(1) }, [{ type: "play", card: "I0" }], "HERO_03"), "unimplemented_card");
  });

  it("a class the game gives no Imbued Hero Power (Warrior, Warlock, Demon Hunter): the Imbue counts, the Hero Power stays", () => {
    for (const hero of ["HERO_01", "HERO_07", "HERO_10"]) {
      const r = run({ ...req({ hand: [...hand(2), { card: "MY_PAYOFF", ref: "P" }] }, [{ type: "play", card: "I0" }, { type: "play", card: "I1" }, { type: "play", card: "P" }], hero), cards: [IMBUER, PAYOFF] });
      const p = r.state.players[0]!;
      expect(p.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(2);
      expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBeUndefined();
      expect(events(r, "imbue")).toHaveLength(0);
      expect(p.hero.armor).toBe(5);
    }
  });

  it("a Death Knight's or Rogue's Imbue: their Imbued Hero Powers (END_003p, END_000p) are not built — 422", () => {
    expect(fails({ ...req({ hand: hand(1) }, [{ type: "play", card: "I0" }], "HERO_11"), cards: [IMBUER] }, "unimplemented_card").message).toContain("END_003p");
    expect(fails({ ...req({ hand: hand(1) }, [{ type: "play", card: "I0" }], "HERO_03"), cards: [IMBUER] }, "unimplemented_card").message).toContain("END_000p");
  });

  it("{ imbue: \"level\" } read by a player with no Imbued Hero Power in play: 422", () => {
    const READER = { id: "MY_READER", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { imbue: "level" }, to: "enemy-hero" }] };
    fails({ ...req({ hand: [{ card: "MY_READER", ref: "R" }] }, [{ type: "play", card: "R" }]), cards: [READER] }, "unimplemented_card");
    const r = run({ ...req({ hand: [...hand(2), { card: "MY_READER", ref: "R" }] }, [{ type: "play", card: "I0" }, { type: "play", card: "I1" }, { type: "play", card: "R" }]), cards: [BLESSING, IMBUER, READER] });
    expect(r.state.players[1]!.hero.health).toBe(28);
  });
});
