/**
 * The card-format additions made for March of the Lich King (w14/isle), used by cards a client sends in a request's
 * `cards`: the rule aura `spells-cant-target-heroes` (rules-notes 1744), the tag CARD_COSTS_ARMOR (rules-notes 1745) and the
 * card field `givenDeathrattlesTwice` (rules-notes 1746), the `swapWithHand` `from: "deck"` swap (rules-notes 1748), the selector
 * `creator` (rules-notes 1749).
 */
import { describe, expect, it } from "vitest";
import { EngineError } from "../../src/engine/index.js";
import { player, request, run } from "../support/engine.js";

const FIREBALL = "CS2_029";
const YETI = "CS2_182";

// "Your spells can't target heroes." (a 2/4)
const WARD = { id: "C_HERO_WARD", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "spells-cant-target-heroes" }] };
// "Costs Armor instead of Mana." (a 3-Cost 3/3)
const PLATED = { id: "C_PLATED", type: "MINION", cost: 3, attack: 3, health: 3, tags: { CARD_COSTS_ARMOR: 1 } };

// "Deathrattles given to this minion trigger twice." (a 2/2) and "Trigger a friendly minion's Deathrattles."
const ECHOER = { id: "C_ECHOER", type: "MINION", cost: 2, attack: 2, health: 2, givenDeathrattlesTwice: true };
const RATTLE = { id: "C_RATTLE", type: "SPELL", cost: 1, target: { type: "minion", side: "friendly" }, spell: [{ type: "triggerDeathrattle", to: "target" }] };

// "Battlecry: Swap this with a random minion from your opponent's deck." (a 3/3)
const SEEKER = { id: "C_SEEKER", type: "MINION", cost: 2, attack: 3, health: 3, battlecry: [{ type: "swapWithHand", from: "deck", side: "enemy" }] };

// "Lifesteal. Infect all enemy minions: at the end of your turns, this deals 1 damage to them." and its enchantment
const PLAGUE = { id: "C_PLAGUE", type: "SPELL", cost: 2, tags: { LIFESTEAL: 1 }, spell: [{ type: "buff", to: "enemy-minions", enchantment: "C_PLAGUE_E", link: true }] };
const PLAGUE_E = { id: "C_PLAGUE_E", type: "ENCHANTMENT", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 1, to: "self", from: "creator" }] }] };
// The same enchantment given without a link: its `creator` names nothing, so no damage
const UNLINKED = { id: "C_UNLINKED", type: "SPELL", cost: 2, spell: [{ type: "buff", to: "enemy-minions", enchantment: "C_PLAGUE_E" }] };

describe("client cards using the March of the Lich King additions (w14)", () => {
  it("spells-cant-target-heroes: its controller's spells can't target either hero, minions they can; the opponent's spells are not touched", () => {
    expect(() => run(request([player({ board: [{ card: "C_HERO_WARD", ref: "W" }], hand: [{ card: FIREBALL, ref: "F" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [WARD] }))).toThrow(EngineError);
    expect(() => run(request([player({ board: [{ card: "C_HERO_WARD", ref: "W" }], hand: [{ card: FIREBALL, ref: "F" }] }), player()],
      [{ type: "play", card: "F", target: "p1.hero" }], { cards: [WARD] }))).toThrow(EngineError);
    const minion = run(request([player({ board: [{ card: "C_HERO_WARD", ref: "W" }], hand: [{ card: FIREBALL, ref: "F" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "F", target: "Y" }], { cards: [WARD] }));
    expect(minion.state.players[1].board).toHaveLength(0);
    const theirs = run(request([player({ hand: [{ card: FIREBALL, ref: "F" }] }), player({ board: [{ card: "C_HERO_WARD", ref: "W" }] })],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [WARD] }));
    expect(theirs.state.players[1].hero.health).toBe(24);
  });

  it("CARD_COSTS_ARMOR: played with the hero's Armor, no Mana spent; with less Armor than its Cost it can't be played", () => {
    const paid = run(request([player({ hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "C_PLATED", ref: "P" }] }), player()],
      [{ type: "play", card: "P" }], { cards: [PLATED] }));
    expect(paid.state.players[0].hero.armor).toBe(2);
    expect(paid.state.players[0].mana.used ?? 0).toBe(0);
    expect(paid.state.players[0].playedThisGame?.[0]?.paid).toBe("armor");
    expect(() => run(request([player({ hero: { card: "HERO_01", armor: 2 }, hand: [{ card: "C_PLATED", ref: "P" }] }), player()],
      [{ type: "play", card: "P" }], { cards: [PLATED] }))).toThrow(EngineError);
  });

  it("givenDeathrattlesTwice: a given Deathrattle resolves twice at its death and when triggered; a plain minion's once", () => {
    const died = run(request([player({ board: [{ card: "C_ECHOER", ref: "E" }], hand: [{ card: "EX1_158", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }, { type: "destroy", target: "E" }], { cards: [ECHOER] }));
    expect(died.state.players[0].board.map((m) => m.card)).toEqual(["EX1_158t", "EX1_158t"]);
    const triggered = run(request([player({ board: [{ card: "C_ECHOER", ref: "E" }], hand: [{ card: "EX1_158", ref: "S" }, { card: "C_RATTLE", ref: "R" }] }), player()],
      [{ type: "play", card: "S" }, { type: "play", card: "R", target: "E" }], { cards: [ECHOER, RATTLE] }));
    expect(triggered.state.players[0].board.map((m) => m.card)).toEqual(["C_ECHOER", "EX1_158t", "EX1_158t"]);
    const plain = run(request([player({ board: [{ card: YETI, ref: "Y" }], hand: [{ card: "EX1_158", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }, { type: "destroy", target: "Y" }]));
    expect(plain.state.players[0].board.map((m) => m.card)).toEqual(["EX1_158t"]);
  });

  it("swapWithHand from: deck, side: enemy — this goes into the opponent's deck (theirs now), their minion comes into play on your side", () => {
    const r = run(request([player({ hand: [{ card: "C_SEEKER", ref: "S" }] }), player({ deck: [{ card: FIREBALL }, { card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "S" }], { cards: [SEEKER] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual([YETI]);
    expect(r.state.players[1].deck.map((c) => c.card)).toEqual([FIREBALL, "C_SEEKER"]);
  });

  it("creator: an enchantment's text acts from the entity whose text attached it as a link (its Lifesteal counts); unlinked, no one", () => {
    const linked = run(request([player({ hero: { card: "HERO_01", health: 20 }, hand: [{ card: "C_PLAGUE", ref: "P" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "P" }, { type: "endTurn" }], { cards: [PLAGUE, PLAGUE_E] }));
    expect(linked.state.players[1].board[0]!.health).toBe(4);
    expect(linked.state.players[0].hero.health).toBe(21);
    const unlinked = run(request([player({ hand: [{ card: "C_UNLINKED", ref: "P" }] }), player({ board: [{ card: YETI, ref: "Y" }] })],
      [{ type: "play", card: "P" }, { type: "endTurn" }], { cards: [UNLINKED, PLAGUE_E] }));
    expect(unlinked.state.players[1].board[0]!.health).toBe(5);
  });
});
