/**
 * The card-format additions made for Showdown in the Badlands (w13/badlands), used by cards a client sends in a request's
 * `cards`: the amount `playedThisGame` with `read: "turnsInARow"` (rules-notes 1440) and the card field `magnetizesTo`
 * (rules-notes 1441), the card field `noOverloadIf` (rules-notes 1442), and the tag CASTS_TWICE (rules-notes 1445).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const SPELL = (turn: number) => ({ card: "CS2_029", cost: 4, turn }); // Fireball

// "Battlecry: Gain 1 Armor for each turn in a row you've cast a spell."
const SPELL_STREAK = { id: "C_SPELL_STREAK", type: "MINION", cost: 1, attack: 1, health: 1,
  battlecry: [{ type: "armor", amount: { playedThisGame: "spell", read: "turnsInARow" } }] };

// "Magnetic. Can Magnetize to Mechs and Beasts." (a 2/2 Mech)
const BEAST_MAGNET = { id: "C_BEAST_MAGNET", type: "MINION", cost: 2, attack: 2, health: 2, races: ["MECHANICAL"], magnetic: "C_BEAST_MAGNET_E", magnetizesTo: ["BEAST"] };
const BEAST_MAGNET_E = { id: "C_BEAST_MAGNET_E", type: "ENCHANTMENT" };

// "Overload: (3) Battlecry: If you have 5 or more Armor, don't Overload." (a 3/3)
const ARMORED_SURGE = { id: "C_ARMORED_SURGE", type: "MINION", cost: 2, attack: 3, health: 3, overload: 3,
  noOverloadIf: { value: { stat: "armor", of: "friendly-hero" }, atLeast: 5 } };

// "Give the spells in your hand 'Casts twice' this turn." and a spell that casts twice as printed
const ECHO_CHARM = { id: "C_ECHO_CHARM", type: "SPELL", cost: 0,
  spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, grants: ["CASTS_TWICE"], oneTurn: true }] };
const DOUBLE_BOLT = { id: "C_DOUBLE_BOLT", type: "SPELL", cost: 1, tags: { CASTS_TWICE: 1 }, spell: [{ type: "damage", amount: 1, to: "enemy-hero" }] };

describe("client cards using the Badlands additions (w13)", () => {
  it("CASTS_TWICE: granted for the turn, the spell played casts twice; printed on a card, always", () => {
    const granted = run(request([player({ hand: [{ card: "C_ECHO_CHARM", ref: "C" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "F", target: "p2.hero" }], { cards: [ECHO_CHARM] }));
    expect(granted.state.players[1].hero.health).toBe(18);
    const printed = run(request([player({ hand: [{ card: "C_DOUBLE_BOLT", ref: "D" }] }), player()],
      [{ type: "play", card: "D" }], { cards: [DOUBLE_BOLT] }));
    expect(printed.state.players[1].hero.health).toBe(28);
  });

  it("noOverloadIf: the card's Overload is gained only while the condition does not hold", () => {
    const plain = run(request([player({ hand: [{ card: "C_ARMORED_SURGE", ref: "A" }] }), player()],
      [{ type: "play", card: "A" }], { cards: [ARMORED_SURGE] }));
    expect(plain.state.players[0].mana.overloadOwed).toBe(3);
    const armored = run(request([player({ hand: [{ card: "C_ARMORED_SURGE", ref: "A" }], hero: { card: "HERO_01", armor: 5 } }), player()],
      [{ type: "play", card: "A" }], { cards: [ARMORED_SURGE] }));
    expect(armored.state.players[0].mana.overloadOwed ?? 0).toBe(0);
  });

  it("magnetizesTo: played left of a Beast it Magnetizes to it; left of an Undead it does not", () => {
    const beast = run(request([player({ board: [{ card: "KAR_300", ref: "B" }], hand: [{ card: "C_BEAST_MAGNET", ref: "M" }] }), player()],
      [{ type: "play", card: "M", position: 0 }], { cards: [BEAST_MAGNET, BEAST_MAGNET_E] }));
    expect(beast.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["KAR_300", 4, 4]]);
    const undead = run(request([player({ board: [{ card: "OG_248", ref: "U" }], hand: [{ card: "C_BEAST_MAGNET", ref: "M" }] }), player()],
      [{ type: "play", card: "M", position: 0 }], { cards: [BEAST_MAGNET, BEAST_MAGNET_E] }));
    expect(undead.state.players[0].board.map((m) => m.card)).toEqual(["C_BEAST_MAGNET", "OG_248"]);
  });

  it("turnsInARow: your own turns in a row back from the last one (turns 1 and 3), the turn in progress without a spell not ending it", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }], playedThisGame: [SPELL(1), SPELL(3)] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });

  it("turnsInARow: a turn of yours without a match ends the run (spells on turns 1 and 5, none on 3: only this turn's)", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }], playedThisGame: [SPELL(1), { card: WISP, cost: 0, turn: 3 }, SPELL(5)] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor).toBe(1);
  });

  it("turnsInARow: the card played is a minion, so it does not count for spells; no spell ever: 0", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
  });

  it("turnsInARow after an extra turn: LAST_TURN_ENDED names the previous own turn (turn 4, then 2 back)", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }], tags: { LAST_TURN_ENDED: 4 }, playedThisGame: [SPELL(2), SPELL(4)] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });
});
