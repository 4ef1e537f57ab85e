/**
 * The card-format addition of w13/toys (docs/card-format.md, "Concoctions"): the card field `mix`, used by cards a client
 * sends in a request's `cards`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

// The docs' example: two potions that mix into one.
const RED = { id: "MY_RED", type: "SPELL", cost: 1, mix: [{ with: "MY_BLUE", into: "MY_PURPLE" }, { with: "MY_RED", into: "MY_DOUBLE_RED" }], spell: [{ type: "armor", amount: 2 }] };
const BLUE = { id: "MY_BLUE", type: "SPELL", cost: 1, mix: [{ with: "MY_RED", into: "MY_PURPLE" }], spell: [{ type: "draw" }] };
const PURPLE = { id: "MY_PURPLE", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: 2 }, { type: "draw" }] };
const DOUBLE_RED = { id: "MY_DOUBLE_RED", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: 4 }] };
const GIVE_BLUE = { id: "MY_GIVE_BLUE", type: "SPELL", cost: 0, spell: [{ type: "addCard", card: "MY_BLUE" }] };
const GIVE_RED = { id: "MY_GIVE_RED", type: "SPELL", cost: 0, spell: [{ type: "addCard", card: "MY_RED" }] };
const CARDS = [RED, BLUE, PURPLE, DOUBLE_RED, GIVE_BLUE, GIVE_RED];

describe("mix", () => {
  it("a card created in a hand holding one it mixes with becomes part of it: the held card is transformed, nothing enters", () => {
    const r = run(request([player({ hand: [{ card: "MY_GIVE_BLUE", ref: "G" }, { card: "MY_RED", ref: "R" }] }), player()],
      [{ type: "play", card: "G" }], { cards: CARDS }));
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => c.card)).toEqual(["MY_PURPLE"]);
    expect(hand[0]!.ref).toBe("R");
  });
  it("the leftmost held card mixes; one that names no such card is left alone", () => {
    const r = run(request([player({ hand: [{ card: "MY_GIVE_RED", ref: "G" }, { card: "MY_BLUE", ref: "B1" }, { card: "MY_RED", ref: "R" }, { card: "MY_BLUE", ref: "B2" }] }), player()],
      [{ type: "play", card: "G" }], { cards: CARDS }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["MY_PURPLE", "MY_RED", "MY_BLUE"]);
  });
  it("with nothing to mix with, the card is added as usual; a full hand still mixes", () => {
    const r = run(request([player({ hand: [{ card: "MY_GIVE_BLUE", ref: "G" }] }), player()], [{ type: "play", card: "G" }], { cards: CARDS }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["MY_BLUE"]);
    // A full hand (ten cards) at the end of the turn: the Red a minion adds still mixes with the one held.
    const BREWER = { id: "MY_BREWER", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", card: "MY_RED" }] }] };
    const full: { card: string }[] = [{ card: "MY_RED" }];
    for (let i = 0; i < 9; i++) full.push({ card: "CS2_231" });
    const r2 = run(request([player({ hand: full, board: [{ card: "MY_BREWER" }] }), player()], [{ type: "endTurn" }], { cards: [...CARDS, BREWER] }));
    expect(r2.state.players[0].hand).toHaveLength(10);
    expect(r2.state.players[0].hand[0]!.card).toBe("MY_DOUBLE_RED");
  });
});

describe("filter cardIn", () => {
  // The docs' example: "Battlecry: Draw a Fireball or a Frostbolt."
  const SEEKER = { id: "MY_SEEKER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "draw", where: { cardIn: ["CS2_029", "CS2_024"] } }] };
  it("only a card of those ids is drawn", () => {
    const r = run(request([player({ hand: [{ card: "MY_SEEKER", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_024" }, { card: "CS2_182" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SEEKER] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_024"]);
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual(["CS2_182", "CS2_231"]);
  });
});

describe("staysInHand", () => {
  // The docs' example: "Draw a card. (This stays in your hand.)"
  const WELL = { id: "MY_WELL", type: "SPELL", cost: 2, staysInHand: true, spell: [{ type: "draw" }] };
  it("cast from hand, a new card of it comes back at the place it left; the drawn card at the right end", () => {
    const r = run(request([player({ hand: [{ card: "CS2_231" }, { card: "MY_WELL", ref: "W" }, { card: "CS2_182" }], deck: [{ card: "CS2_029" }, { card: "CS2_029" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [WELL] }));
    const p = r.state.players[0];
    expect(p.hand.map((c) => c.card)).toEqual(["CS2_231", "MY_WELL", "CS2_182", "CS2_029"]);
    expect(p.mana.used).toBe(2);
  });
});

describe("amount died: cards, read different", () => {
  // The docs' example: "Deal 2 damage to the enemy hero for each different one of Wisp and Yeti that died (yours)."
  const MOURN = { id: "MY_MOURN", type: "SPELL", cost: 1, spell: [{ type: "damage", spellDamage: false, to: "enemy-hero",
    amount: { died: "minions", cards: ["CS2_231", "CS2_182"], read: "different", multiply: 2 } }] };
  it("counts different cards among the matching deaths of yours (two Wisps count once; the opponent's Yeti not)", () => {
    const r = run(request([player({ hand: [{ card: "MY_MOURN", ref: "M" }] }), player()], [{ type: "play", card: "M" }], {
      cards: [MOURN], state: { deaths: [{ card: "CS2_231", controller: 1, turn: 2 }, { card: "CS2_231", controller: 1, turn: 3 }, { card: "CS2_182", controller: 2, turn: 3 }, { card: "CS2_172", controller: 1, turn: 3 }] } }));
    expect(r.state.players[1].hero.health).toBe(28);
  });
});

