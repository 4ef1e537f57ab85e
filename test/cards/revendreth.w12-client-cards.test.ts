/**
 * The mechanisms w12/nathria added, in cards a client sends in a request's `cards`: the amount modifier `mod` ("every third
 * minion you play each turn"), the filter `cost` given an amount and `has: "chooseOne"`, `consumedBy` on an `actsForHost`
 * state ("your opponent's next spell costs more"), `vanish` of a minion in play ("remove from the game") and
 * `triggerDeathrattle`'s `enchantment` ("gain … and then trigger it").
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231"; // 0-Cost 1/1
const CROC = "CS2_120"; // 2-Cost 2/3
const YETI = "CS2_182"; // 4-Cost 4/5
const FIREBALL = "CS2_029"; // 4-Cost spell
const ARCANE_SHOT = "DS1_185"; // 1-Cost spell
const WRATH = "EX1_154"; // 2-Cost Choose One spell

const hand = (r: ReturnType<typeof run>, i: number) => r.state.players[i]!.hand;

describe("client cards: Castle Nathria and Alterac Valley mechanisms (w12)", () => {
  it("mod: \"Every second spell you cast each turn costs (1) less\" — after one spell, spells cost (1) less; after two, not", () => {
    const metronome = { id: "C_METRONOME", type: "MINION", cost: 3, attack: 3, health: 3,
      auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1 }, if: { value: { playedThisTurn: "spell", mod: 2 }, atLeast: 1 } }] };
    const one = run(request([player({ board: [{ card: "C_METRONOME" }], hand: [{ card: ARCANE_SHOT }, { card: FIREBALL }, { card: FIREBALL }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "p2.hero" }], { cards: [metronome] }));
    expect(hand(one, 0).map((c) => c.cost)).toEqual([3, 3]);
    const two = run(request([player({ board: [{ card: "C_METRONOME" }], hand: [{ card: ARCANE_SHOT }, { card: ARCANE_SHOT }, { card: FIREBALL }] }), player()],
      [{ type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }], { cards: [metronome] }));
    expect(hand(two, 0).map((c) => c.cost)).toEqual([4]);
  });

  it("filter cost with an amount: \"Draw a card that costs the same as your hand size\"", () => {
    const matcher = { id: "C_MATCHER", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "draw", where: { cost: { count: { all: "hand", side: "friendly" } } } }] };
    const r = run(request([player({ hand: [{ card: "C_MATCHER" }, { card: WISP }, { card: WISP }], deck: [{ card: YETI }, { card: CROC }, { card: FIREBALL }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [matcher] }));
    expect(hand(r, 0).map((c) => c.card)).toEqual([WISP, WISP, CROC]);
  });

  it("has chooseOne: \"Battlecry: Draw a Choose One card\"", () => {
    const dryad = { id: "C_DRYAD", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "draw", where: { has: "chooseOne" } }] };
    const r = run(request([player({ hand: [{ card: "C_DRYAD" }], deck: [{ card: YETI }, { card: WRATH }, { card: FIREBALL }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [dryad] }));
    expect(hand(r, 0).map((c) => c.card)).toEqual([WRATH]);
  });

  it("consumedBy on an actsForHost state: \"Your opponent's next minion costs (3) more\" — used up by their minion, not yours", () => {
    const cards = [
      { id: "C_TAX", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "enemy-hero", enchantment: "C_TAX_E" }] },
      { id: "C_TAX_E", type: "ENCHANTMENT", actsForHost: true, consumedBy: { type: "minion" },
        auras: [{ to: { all: "hand", side: "enemy", where: { type: "minion" } }, buff: { cost: 3 } }] },
    ];
    const r = run(request([player({ hand: [{ card: "C_TAX" }, { card: WISP }] }), player({ hand: [{ card: CROC }, { card: YETI }] })],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards }));
    expect(hand(r, 1).map((c) => c.cost)).toEqual([5, 7]);
    const used = run(request([player({ hand: [{ card: "C_TAX" }] }), player({ hand: [{ card: CROC }, { card: YETI }] })],
      [{ type: "play", card: "p1.hand.0" }, { type: "endTurn" }, { type: "play", card: "p2.hand.0" }], { cards }));
    expect(hand(used, 1).map((c) => c.cost)).toEqual([4]);
    expect(used.state.players[1]!.mana.used).toBe(5);
  });

  it("vanish in play: \"Battlecry: Remove a random enemy minion from the game\" — no Deathrattle, no death", () => {
    const exiler = { id: "C_EXILER", type: "MINION", cost: 6, attack: 3, health: 3, battlecry: [{ type: "vanish", to: { random: "enemy-minions" } }] };
    const r = run(request([player({ hand: [{ card: "C_EXILER" }] }), player({ board: [{ card: "EX1_096" }], deck: [{ card: WISP }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [exiler] }));
    expect(r.state.players[1]!.board).toEqual([]);
    expect(r.state.players[1]!.graveyard).toEqual([]);
    expect(r.state.players[1]!.hand).toEqual([]);
  });

  it("triggerDeathrattle enchantment: \"Battlecry: Gain 'Deathrattle: Draw a card' and trigger it\" — only that one, once", () => {
    const cards = [
      { id: "C_ECHOIST", type: "MINION", cost: 2, attack: 2, health: 2, deathrattle: [{ type: "armor", amount: 5 }],
        battlecry: [{ type: "buff", to: "self", enchantment: "C_ECHOIST_E" }, { type: "triggerDeathrattle", to: "self", enchantment: "C_ECHOIST_E" }] },
      { id: "C_ECHOIST_E", type: "ENCHANTMENT", deathrattle: [{ type: "draw" }] },
    ];
    const r = run(request([player({ hand: [{ card: "C_ECHOIST" }], deck: [{ card: WISP }, { card: CROC }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards }));
    expect(hand(r, 0).length).toBe(1);
    expect(r.state.players[0]!.hero.armor ?? 0).toBe(0);
  });

  it("heroDamaged amountOnOpponentsTurn: \"Battlecry: Gain Armor equal to the damage you took on your opponent's turn\"", () => {
    const keeper = { id: "C_KEEPER", type: "MINION", cost: 3, attack: 3, health: 3, battlecry: [{ type: "armor", amount: { heroDamaged: "amountOnOpponentsTurn" } }] };
    const r = run(request([player({ hand: [{ card: "C_KEEPER" }], deck: [{ card: WISP }] }), player({ board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] })],
      [{ type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "endTurn" }, { type: "damage", target: "p1.hero", amount: 2 }, { type: "play", card: "p1.hand.0" }],
      { cards: [keeper] }));
    expect(r.state.players[0]!.hero.armor).toBe(4);
  });
});
