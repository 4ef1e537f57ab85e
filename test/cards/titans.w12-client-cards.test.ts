/**
 * The card-format additions of session 12 (w12/titans), used by cards a client sends in a request's `cards`: the resurrect
 * filters `where.attack` and `where.classOnly`, the `playedThisGame` amount's `other`, the amount `{ heroDamaged:
 * "amountOnOwnTurns" }`, Magnetic passing Elusive on, and an enchantment carrying Cast When Drawn (a draw trigger with
 * the effect `castWhenDrawn`).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // neutral 4/5
const WISP = "CS2_231";
const MINIBOT = "GVG_058"; // Paladin 2/2
const PEACEKEEPER = "EX1_382"; // Paladin 3/3
const JUNIOR = "SCH_712"; // Paladin 4/9
const MAGE_2 = "CS2_033"; // Water Elemental, Mage 3/6
const died = (...cards: string[]) => cards.map((card) => ({ card, controller: 1, turn: 3 }));

// "Resurrect a 3-Attack minion."
const THREE = { id: "C_THREE", type: "SPELL", cost: 1, spell: [{ type: "resurrect", where: { attack: 3 } }] };
// "Resurrect 2 minions from your class."
const KIN = { id: "C_KIN", type: "SPELL", cost: 1, spell: [{ type: "resurrect", count: 2, where: { classOnly: true } }] };
// "Deathrattle: Summon each other minion you've played this game."
const ECHO = { id: "C_ECHO", type: "MINION", cost: 1, attack: 1, health: 1, deathrattle: [{ type: "summonPlayed", fromPlayed: { playedThisGame: "minion", other: true } }] };
// "Battlecry: Gain 1 Armor for each damage your hero took on your turns this game."
const SCAR = { id: "C_SCAR", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { heroDamaged: "amountOnOwnTurns" } }] };
// "Deal 2 damage to your hero."
const CUT = { id: "C_CUT", type: "SPELL", cost: 0, spell: [{ type: "damage", amount: 2, to: "friendly-hero" }] };
// "Discard the three left-most cards in your hand."
const PURGE = { id: "C_PURGE", type: "SPELL", cost: 0, spell: [{ type: "discard", to: { all: "hand", side: "friendly", where: { handLeftmost: 3 } } }] };
// "If your Armor changed this turn, gain 3 Armor."
const PLATE = { id: "C_PLATE", type: "SPELL", cost: 1, spell: [{ type: "if", if: { heroArmorChangedThisTurn: true }, then: [{ type: "armor", amount: 3 }] }] };
// "Spend up to 2 Armor."
const SPEND = { id: "C_SPEND", type: "SPELL", cost: 0, spell: [{ type: "spendArmor", upTo: 2, each: [] }] };
// "Put the top card of your deck on the bottom. Draw a card."
const CYCLE = { id: "C_CYCLE", type: "SPELL", cost: 1, spell: [{ type: "putOnBottom", to: { top: "deck" } }, { type: "draw" }] };
// "Unlock your Overloaded Mana Crystals. Gain 2 Armor for each."
const RELEASE = { id: "C_RELEASE", type: "SPELL", cost: 0, spell: [{ type: "unlockOverload" }, { type: "armor", amount: { overload: "unlockedNow", multiply: 2 } }] };
// "Give the two left-most minions in your hand +1/+1."
const PAIR = { id: "C_PAIR", type: "SPELL", cost: 0, spell: [{ type: "buff", to: { top: "hand", count: 2, where: { type: "minion" } }, attack: 1, health: 1 }] };
// "Magnetic. Elusive." (a 1/1 Mech)
const CLOAK = { id: "C_CLOAK", type: "MINION", cost: 1, attack: 1, health: 1, races: ["MECHANICAL"], magnetic: "C_CLOAK_E", tags: { CANT_BE_TARGETED_BY_SPELLS: 1, CANT_BE_TARGETED_BY_HERO_POWERS: 1 } };
const CLOAK_E = { id: "C_CLOAK_E", type: "ENCHANTMENT" };
// "Shuffle a copy of a card in your hand into your deck. It casts when drawn." (an enchantment with the draw trigger)
const HASTE_E = { id: "C_HASTE_E", type: "ENCHANTMENT", triggers: [{ on: "draw", zone: "hand", priority: "first", compensate: false, if: { target: "self" }, do: [{ type: "castWhenDrawn" }] }] };
const HASTE = { id: "C_HASTE", type: "SPELL", cost: 0, spell: [{ type: "shuffleIntoDeck", copyOf: { random: { all: "hand", side: "friendly" } } }, { type: "buff", to: { all: "shuffled" }, enchantment: "C_HASTE_E" }] };

describe("client cards: resurrect filters", () => {
  it("where.attack: only dead minions of that printed Attack", () => {
    const r = run(request([player({ hand: [{ card: "C_THREE", ref: "T" }] }), player()], [{ type: "play", card: "T" }],
      { cards: [THREE], state: { deaths: died(YETI, MINIBOT, PEACEKEEPER, JUNIOR) } }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([PEACEKEEPER]);
  });

  it("where.classOnly: only your hero's class, neutral minions left out", () => {
    const r = run(request([player({ hero: { card: "HERO_08" }, hand: [{ card: "C_KIN", ref: "K" }] }), player()], [{ type: "play", card: "K" }],
      { cards: [KIN], state: { deaths: died(YETI, MINIBOT, MAGE_2, WISP) } }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual([MAGE_2]);
  });
});

describe("client cards: playedThisGame other", () => {
  it("this entity's own play is left out, another play of the same card is not", () => {
    const r = run(request([player({ hand: [{ card: "C_ECHO", ref: "E" }], playedThisGame: [{ card: "C_ECHO", cost: 1, turn: 1 }, { card: WISP, cost: 0, turn: 1 }] }), player()],
      [{ type: "play", card: "E" }, { type: "destroy", target: "E" }], { cards: [ECHO] }));
    expect(r.state.players[0].board.map((e) => e.card)).toEqual(["C_ECHO", WISP]);
  });
});

describe("client cards: heroDamaged amountOnOwnTurns", () => {
  it("the damage your hero took on your turns, summed; a snapshot's tag counts", () => {
    const r = run(request([player({ hand: [{ card: "C_CUT", ref: "C" }, { card: "C_SCAR", ref: "S" }], tags: { HERO_DAMAGE_TAKEN_ON_OWN_TURNS: 3 } }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "S" }], { cards: [CUT, SCAR] }));
    expect(r.state.players[0].hero.armor).toBe(5);
  });
});

describe("client cards: Magnetic passes Elusive", () => {
  it("the Mech gets the magnetic minion's Elusive", () => {
    const r = run(request([player({ hand: [{ card: "C_CLOAK", ref: "C" }], board: [{ card: "TTN_860", ref: "M" }] }), player()],
      [{ type: "play", card: "C", position: 0 }], { cards: [CLOAK, CLOAK_E] }));
    const m = r.state.players[0].board[0]!;
    expect(m.card).toBe("TTN_860");
    expect([m.attack, m.health]).toEqual([2, 3]);
    expect(m.enchantments?.[0]?.grants).toEqual(["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"]);
  });
});

describe("client cards: an enchantment that Casts When Drawn", () => {
  it("the copy shuffled in carries it", () => {
    const r = run(request([player({ hand: [{ card: "C_HASTE", ref: "H" }, { card: "CS2_023", ref: "A" }], deck: [{ card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "H" }], { cards: [HASTE, HASTE_E] }));
    const p = r.state.players[0];
    const copy = p.deck.find((c) => c.card === "CS2_023")!;
    expect(copy.enchantments?.map((e) => e.card)).toEqual(["C_HASTE_E"]);
    expect(p.hand.map((c) => c.card)).toEqual(["CS2_023"]);
  });

  it("drawn, it is cast (Arcane Intellect's 2 draws), then another card is drawn", () => {
    const r = run(request([player({ hand: [{ card: "EX1_015", ref: "N" }], deck: [{ card: "CS2_023", ref: "A", enchantments: [{ card: "C_HASTE_E" }] }, { card: WISP }, { card: WISP }, { card: YETI }] }), player()],
      [{ type: "play", card: "N" }], { cards: [HASTE_E] }));
    const p = r.state.players[0];
    expect(p.hand.map((c) => c.card)).toEqual([WISP, WISP, YETI]);
    expect(p.graveyard.map((c) => c.card)).toContain("CS2_023");
  });
});

describe("client cards: the filter handLeftmost", () => {
  it("the N left-most cards of the hand, as the effect starts", () => {
    const hand = [{ card: "C_PURGE", ref: "P" }, { card: YETI }, { card: WISP }, { card: MINIBOT }, { card: JUNIOR }];
    const r = run(request([player({ hand }), player()], [{ type: "play", card: "P" }], { cards: [PURGE] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([JUNIOR]);
  });
});

describe("client cards: heroArmorChangedThisTurn", () => {
  it("Armor spent is a change", () => {
    const r = run(request([player({ hero: { card: "HERO_01", armor: 4 }, hand: [{ card: "C_SPEND", ref: "S" }, { card: "C_PLATE", ref: "P" }] }), player()],
      [{ type: "play", card: "S" }, { type: "play", card: "P" }], { cards: [SPEND, PLATE] }));
    expect(r.state.players[0].hero.armor).toBe(5);
  });
  it("no change: nothing; the opponent's change is theirs", () => {
    const r = run(request([player({ hero: { card: "HERO_01", armor: 4 }, hand: [{ card: "C_PLATE", ref: "P" }] }), player({ tags: { HERO_ARMOR_CHANGED_THIS_TURN: 1 } })],
      [{ type: "play", card: "P" }], { cards: [PLATE] }));
    expect(r.state.players[0].hero.armor).toBe(4);
  });
});

describe("client cards: putOnBottom", () => {
  it("the top card goes to the bottom, keeping its states; not a shuffle", () => {
    const deck = [{ card: YETI, enchantments: [{ card: "CS2_092e" }] }, { card: WISP }, { card: MINIBOT }];
    const r = run(request([player({ hand: [{ card: "C_CYCLE", ref: "C" }], deck }), player()], [{ type: "play", card: "C" }], { cards: [CYCLE] }));
    const p = r.state.players[0];
    expect(p.hand.map((c) => c.card)).toEqual([WISP]);
    expect(p.deck.map((c) => c.card)).toEqual([MINIBOT, YETI]);
    expect(p.deck[1]!.attack).toBe(8);
    expect(p.tags?.NUM_TIMES_SHUFFLED_INTO_DECK).toBeUndefined();
  });
});

describe("client cards: overload unlockedNow", () => {
  it("the locked and the owed crystals the unlock freed", () => {
    const r = run(request([player({ hand: [{ card: "C_RELEASE", ref: "R" }], mana: { crystals: 10, used: 3, overloadLocked: 3, overloadOwed: 2 } }), player()],
      [{ type: "play", card: "R" }], { cards: [RELEASE] }));
    expect(r.state.players[0].hero.armor).toBe(10);
    expect(r.state.players[0].mana.used).toBe(0);
  });
});

describe("client cards: the selector top: hand", () => {
  it("the first matching cards from the left of the hand", () => {
    const r = run(request([player({ hand: [{ card: "C_PAIR", ref: "P" }, { card: "CS2_029" }, { card: WISP }, { card: "CS2_024" }, { card: YETI }, { card: MINIBOT }] }), player()],
      [{ type: "play", card: "P" }], { cards: [PAIR] }));
    expect(r.state.players[0].hand.map((c) => [c.card, c.attack ?? null])).toEqual([["CS2_029", null], [WISP, 2], ["CS2_024", null], [YETI, 5], [MINIBOT, 2]]);
  });
});
