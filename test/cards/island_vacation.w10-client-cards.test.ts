/**
 * Perils in Paradise's mechanisms in cards a client sends in a request's `cards` (w10/island): the trigger `use-location`
 * ("After you use a location"), the amount `{ thisGame: "locationUses" }`, a Drink chain (`twinspell` to the next Drink), `setHealth` on a weapon, the
 * filters `otherClass` and `playedCostAtMost`, `playedThisGame`'s `otherClass`, `replay`'s `last` and `played.lastTurn`,
 * the pool types LOCATION and HERO, the enchantment field `actsForHost`, `resurrect`'s `player: enemy`, the pool field `newestExpansion`, `shuffleIntoDeck`'s `top`, and the amount `heroDamaged`'s `amountThisTurn` and `onOwnTurns`.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { NEWEST_EXPANSION } from "../../src/engine/hearthstone/cards/set-names.js";

const WISP = "CS2_231";
const SHRINE = { id: "C_SHRINE", type: "LOCATION", cost: 1, health: 2, activate: [{ type: "heal", amount: 2, to: "friendly-hero" }] };

describe("client cards: Perils in Paradise mechanisms", () => {
  it("use-location: \"After you use a location, draw a card\" — after the Location's text, in a phase of its own; not for the opponent's", () => {
    const scout = { id: "C_SCOUT", type: "MINION", cost: 2, attack: 2, health: 2,
      triggers: [{ on: "use-location", if: { player: "friendly" }, do: [{ type: "draw" }] }] };
    const r = run(request([
      player({ board: [{ card: "C_SCOUT" }, { card: "C_SHRINE", ref: "L" }], hero: { card: "HERO_01", health: 20 }, deck: [{ card: WISP }] }),
      player({ board: [{ card: "C_SCOUT" }], deck: [{ card: WISP }] }),
    ], [{ type: "useLocation", card: "L" }], { cards: [SHRINE, scout] }));
    expect(r.state.players[0].hero.health).toBe(22);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP]);
    expect(r.state.players[1].hand).toEqual([]);
    expect(events(r, "use-location")).toHaveLength(1);
  });

  it("thisGame locationUses: \"Costs (1) less for each time you've used a location this game\" (the player tag NUM_LOCATION_USES_THIS_GAME)", () => {
    const giant = { id: "C_GIANT", type: "MINION", cost: 8, attack: 8, health: 8,
      auras: [{ to: "self", zone: "hand", buff: { cost: { thisGame: "locationUses", multiply: -1 } } }] };
    const r = run(request([
      player({ board: [{ card: "C_SHRINE", ref: "L" }], hand: [{ card: "C_GIANT", ref: "G" }], tags: { NUM_LOCATION_USES_THIS_GAME: 2 } }),
      player(),
    ], [{ type: "useLocation", card: "L" }], { cards: [SHRINE, giant] }));
    expect(r.state.players[0].tags?.NUM_LOCATION_USES_THIS_GAME).toBe(3);
    expect(r.state.players[0].hand[0]!.cost).toBe(5);
  });

  it("a Drink chain: \"Draw a card. (2 Drinks left!)\" gives its next Drink where it was in the hand, the last gives none", () => {
    const first = { id: "C_TEA", type: "SPELL", cost: 1, twinspell: "C_TEA_2", spell: [{ type: "draw" }] };
    const last = { id: "C_TEA_2", type: "SPELL", cost: 1, spell: [{ type: "draw" }] };
    const r = run(request([
      player({ hand: [{ card: WISP }, { card: "C_TEA", ref: "T" }, { card: WISP }], deck: [{ card: WISP }, { card: WISP }] }),
      player(),
    ], [{ type: "play", card: "T" }, { type: "play", card: "p1.hand.1" }], { cards: [first, last] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([WISP, WISP, WISP, WISP]);
    expect(r.state.players[0].graveyard.map((c) => c.card)).toEqual(["C_TEA", "C_TEA_2"]);
  });

  it("setHealth on a weapon sets its Durability (damage cleared, later changes on top): \"Set your weapon's Durability to 5\"", () => {
    const stone = { id: "C_WHETSTONE", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-weapon", setHealth: 5 }] };
    const r = run(request([
      player({ hand: [{ card: "C_WHETSTONE", ref: "S" }], weapon: { card: "CS2_106", ref: "A", durability: 1 } }),
      player(),
    ], [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }], { cards: [stone] }));
    expect(r.state.players[0].weapon?.durability).toBe(4);
    expect(r.state.players[1].hero.health).toBe(27);
  });

  it("filter otherClass and playedThisGame otherClass: \"Your cards from another class cost (1) less\", \"+1 Attack for each card you've played from another class\"", () => {
    const broker = { id: "C_BROKER", type: "MINION", cost: 2, attack: 1, health: 3,
      auras: [{ to: { all: "hand", side: "friendly", where: { otherClass: true } }, buff: { cost: -1 } },
        { to: "self", buff: { attack: { playedThisGame: "card", otherClass: true } } }] };
    const r = run(request([
      player({ hero: { card: "HERO_03" }, board: [{ card: "C_BROKER", ref: "B" }],
        hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_072", ref: "K" }, { card: WISP, ref: "W" }, { card: "CS2_025", ref: "A" }] }),
      player(),
    ], [{ type: "play", card: "A" }], { cards: [broker] }));
    const byRef = (ref: string) => r.state.players[0].hand.find((c) => c.ref === ref)!;
    expect([byRef("F").cost, byRef("K").cost, byRef("W").cost]).toEqual([3, 0, 0]);
    expect(r.state.players[0].mana.used).toBe(1);
    expect(r.state.players[0].board[0]!.attack).toBe(2);
  });

  it("filter playedCostAtMost: \"Your spells that cost (2) or less cast twice\" (the Cost paid, a discount included)", () => {
    const echo = { id: "C_ECHO", type: "MINION", cost: 3, attack: 1, health: 1, auras: [{ rule: "spells-twice", where: { playedCostAtMost: 2 } }] };
    const cheap = { id: "C_CHEAP", type: "SPELL", cost: 3, spell: [{ type: "damage", amount: 1, to: "enemy-hero" }],
      auras: [{ to: "self", zone: "hand", buff: { cost: -1 } }] };
    const r = run(request([player({ board: [{ card: "C_ECHO" }], hand: [{ card: "C_CHEAP", ref: "C" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "F", target: "p2.hero" }], { cards: [echo, cheap] }));
    expect(r.state.players[1].hero.health).toBe(30 - 2 - 6);
  });

  it("replay last and lastTurn: \"Repeat the last card you played\", \"Repeat each card you played last turn\"", () => {
    const parrot = { id: "C_PARROT", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "replay", played: {}, last: true }] };
    const echoes = { id: "C_ECHOES", type: "SPELL", cost: 2, spell: [{ type: "replay", played: { lastTurn: true } }] };
    const r = run(request([player({ hand: [{ card: "CS2_168", ref: "M" }, { card: WISP, ref: "W" }, { card: "C_PARROT", ref: "P" }] }), player()],
      [{ type: "play", card: "M" }, { type: "play", card: "W" }, { type: "play", card: "P" }], { cards: [parrot] }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_168", WISP, "C_PARROT", WISP]);
    const q = run(request([player({ hand: [{ card: "C_ECHOES", ref: "E" }], playedThisGame: [{ card: "CS2_168", cost: 1, turn: 1 }, { card: WISP, cost: 0, turn: 3 }],
      playedLastTurn: [WISP] }), player()], [{ type: "play", card: "E" }], { cards: [echoes] }));
    expect(q.state.players[0].board.map((m) => m.card)).toEqual([WISP]);
  });

  it("pool types LOCATION and HERO: \"Get a random Location\" and \"Get a random Hero card\"", () => {
    const scout = { id: "C_SCOUT2", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "LOCATION" } }, { type: "addCard", pool: { type: "HERO" } }] };
    const r = run(request([player({ hand: [{ card: "C_SCOUT2", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [scout] }));
    const hand = r.state.players[0].hand.map((c) => factsById(c.card)!);
    expect(hand.map((f) => f.type)).toEqual(["LOCATION", "HERO"]);
    expect(hand[1]!.set).not.toBe("HERO_SKINS");
    for (const d of r.random.filter((x) => x.purpose === "random card")) {
      const types = new Set(d.candidates.map((id) => factsById(String(id))!.type));
      expect(types.size).toBe(1);
    }
  });

  it("actsForHost: \"Give an enemy minion 'At the end of your turn, deal 2 damage to your hero'\" — the minion's controller's turn and hero", () => {
    const hex = { id: "C_HEX", type: "SPELL", cost: 1, target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "C_HEX_E" }] };
    const hexE = { id: "C_HEX_E", type: "ENCHANTMENT", actsForHost: true,
      triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "friendly-hero" }] }] };
    const r = run(request([player({ hand: [{ card: "C_HEX", ref: "H" }], deck: [{ card: WISP }] }), player({ board: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] })],
      [{ type: "play", card: "H", target: "E" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [hex, hexE] }));
    expect([r.state.players[0].hero.health, r.state.players[1].hero.health]).toEqual([30, 28]);
  });

  it("resurrect player enemy: \"Your opponent summons a random minion that died under their control\"", () => {
    const gift = { id: "C_GIFT2", type: "SPELL", cost: 1, spell: [{ type: "resurrect", player: "enemy" }] };
    const r = run(request([player({ hand: [{ card: "C_GIFT2", ref: "G" }] }), player()], [{ type: "play", card: "G" }],
      { cards: [gift], state: { deaths: [{ card: "CS2_182", controller: 2, turn: 2 }, { card: WISP, controller: 1, turn: 2 }] } }));
    expect(r.state.players[1].board.map((m) => m.card)).toEqual(["CS2_182"]);
    expect(r.state.players[0].board).toEqual([]);
  });

  it("pool newestExpansion and shuffleIntoDeck top: \"Put a random card of the newest expansion on top of your deck\"", () => {
    const scout = { id: "C_NEWS", type: "SPELL", cost: 1, spell: [{ type: "shuffleIntoDeck", pool: { type: "CARD", newestExpansion: true }, top: true }] };
    const r = run(request([player({ hand: [{ card: "C_NEWS", ref: "N" }], deck: [{ card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "N" }], { cards: [scout] }));
    const deck = r.state.players[0].deck;
    expect(deck).toHaveLength(3);
    expect(factsById(deck[0]!.card)!.set).toBe(NEWEST_EXPANSION);
    expect(r.state.players[0].tags?.NUM_TIMES_SHUFFLED_INTO_DECK).toBeUndefined();
  });

  it("heroDamaged amountThisTurn and onOwnTurns: \"Gain Armor equal to the damage your hero took this turn\", \"Costs (1) less for each time your hero took damage on your turn\"", () => {
    const guard = { id: "C_GUARD", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { heroDamaged: "amountThisTurn" } }] };
    const sauna = { id: "C_SAUNA", type: "MINION", cost: 6, attack: 5, health: 5, auras: [{ to: "self", zone: "hand", buff: { cost: { heroDamaged: "onOwnTurns", multiply: -1 } } }] };
    const r = run(request([player({ hand: [{ card: "VAC_419", ref: "A" }, { card: "C_GUARD", ref: "G" }, { card: "C_SAUNA", ref: "S" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "G" }], { cards: [guard, sauna] }));
    expect(r.state.players[0].hero.armor).toBe(4);
    expect(r.state.players[0].hand[0]!.cost).toBe(5);
    expect(r.state.players[0].tags?.HERO_DAMAGE_TAKEN_THIS_TURN).toBe(4);
  });
});
