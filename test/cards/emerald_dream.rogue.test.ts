/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Rogue cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { enchantmentsOf, expectTaken, giftDiscover, giftedYeti } from "../support/dark-gift.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn; void at; void player; void request;

// Web of Deception: "Return a friendly minion to your hand to summon a 4/4 Spider with Stealth."
cardCase("EDR_523", {
  does: "the friendly minion goes back to hand and a 4/4 Stealth Spider comes on its player's side",
  p1: { hand: [{ card: "EDR_523", ref: "W" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "W", target: "F" }],
  expect: { "F.zone": "hand", "p1.board": ["EDR_523t"], "p1.board.0.attack": 4, "p1.board.0.health": 4, "p1.board.0.seen.STEALTH": 1, "p2.board": [] },
});
cardCase("EDR_523", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "EDR_523", ref: "W" }], board: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "W", target: "E" }],
  error: "illegal_action",
});

// Tricky Satyr: "Battlecry: Get a copy of the lowest Cost card in your opponent's hand."
cardCase("EDR_521", {
  does: "a copy of the opponent's cheapest card comes to its player's hand; the original stays",
  p1: { hand: [{ card: "EDR_521", ref: "T" }, { card: "CS2_186" }] },
  p2: { hand: [{ card: "CS2_182", ref: "A" }, { card: "CS2_189", ref: "B" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand": ["CS2_186", "CS2_189"], "p2.hand": ["CS2_182", "CS2_189", "CS2_200"], "B.zone": "hand" },
});
cardCase("EDR_521", {
  does: "the lowest Cost as it is now (a reduced card counts at its reduced Cost)",
  p1: { hand: [{ card: "EDR_521", ref: "T" }] },
  p2: { hand: [{ card: "CS2_120" }, { card: "CS2_182", enchantments: [{ card: "CS2_053e" }] }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand": ["CS2_182"], "p1.hand.0.cost": 1 },
});
cardCase("EDR_521", {
  does: "an empty enemy hand: nothing",
  p1: { hand: [{ card: "EDR_521", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand.length": 0, "p1.board": ["EDR_521"] },
});

// Barbed Thorn: "Choose One - Gain Poisonous this turn; or Gain "Deathrattle: Deal 2 damage to all enemies.""
cardCase("EDR_525", {
  does: "first option: the hero's attack with it destroys the minion it hits, this turn",
  p1: { hand: [{ card: "EDR_525", ref: "W" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "W", choose: 1 }, { type: "attack", attacker: "p1.hero", defender: "E" }],
  expect: { "E.zone": "graveyard", "p1.weapon.durability": 2 },
});
cardCase("EDR_525", {
  does: "first option: the Poisonous is gone at the end of the turn",
  p1: { hand: [{ card: "EDR_525", ref: "W" }] },
  actions: [{ type: "play", card: "W", choose: 1 }, endTurn],
  expect: { "p1.weapon.seen.POISONOUS": undefined },
});
cardCase("EDR_525", {
  does: "second option: no Poisonous; when the weapon breaks, 2 damage to every enemy, not to friends",
  p1: { hand: [{ card: "EDR_525", ref: "W" }], board: [{ card: "CS2_186", ref: "F" }] },
  p2: { board: [{ card: "CS2_186", ref: "E1" }, { card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "play", card: "W", choose: 2 }, { type: "attack", attacker: "p1.hero", defender: "E1" }, { type: "destroy", target: "p1.weapon" }],
  expect: { "E1.health": 4, "E2.health": 1, "p2.hero.health": 28, "F.health": 7, "p1.hero.health": 23 },
});

// Mimicry: "Your opponent draws 2 cards. You get copies of them."
cardCase("EDR_522", {
  does: "the opponent draws their top two cards; its player gets copies of both, in that order, and draws nothing",
  p1: { hand: [{ card: "EDR_522", ref: "M" }], deck: wisps(2) },
  p2: { deck: [{ card: "CS2_182", ref: "A" }, { card: "CS2_120", ref: "B" }, { card: "CS2_186", ref: "C" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hand": ["CS2_182", "CS2_120"], "p1.hand": ["CS2_182", "CS2_120"], "C.zone": "deck", "p1.deck.length": 2 },
});
cardCase("EDR_522", {
  does: "a card drawn with a cost change keeps it in the copy",
  p1: { hand: [{ card: "EDR_522", ref: "M" }] },
  p2: { deck: [{ card: "CS2_182", enchantments: [{ card: "CS2_053e" }] }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hand": ["CS2_182"], "p1.hand.0.cost": 1, "p2.hand.0.cost": 1 },
});
cardCase("EDR_522", {
  does: "an empty enemy deck: fatigue for them, no copies",
  p1: { hand: [{ card: "EDR_522", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hand.length": 0, "p2.hero.health": 27 },
});

// Everburning Phoenix: "Costs (1) less for each card you've played this turn. Deathrattle: At end of turn, get another Phoenix."
cardCase("FIR_919", {
  does: "two cards played this turn: it costs 2",
  p1: { hand: [{ card: "FIR_919", ref: "P" }, { card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "P.cost": 2 },
});
cardCase("FIR_919", {
  does: "the opponent's plays don't count; a new turn starts again at 4",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "FIR_919", ref: "P" }] },
  p2: { hand: [{ card: "CS2_231", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "P.cost": 4 },
});
cardCase("FIR_919", {
  does: "its death gives nothing at once; at the end of the turn its player gets one new Phoenix",
  p1: { board: [{ card: "FIR_919", ref: "P" }] },
  actions: [{ type: "destroy", target: "P" }],
  check: (r) => {
    expect(r.state.players[0].hand).toHaveLength(0);
  },
});
cardCase("FIR_919", {
  does: "at the end of that turn (the opponent's too): one Phoenix in its player's hand, none later",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "FIR_919", ref: "P" }] },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "destroy", target: "P" }, endTurn, endTurn],
  expect: { "p1.hand": ["FIR_919"], "p2.hand": ["CS2_231"] },
});
cardCase("FIR_919", {
  does: "under Baron Rivendare its Deathrattle resolves twice: two Phoenixes at the end of the turn",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "FIR_919", ref: "P" }, { card: "FP1_031" }] },
  actions: [{ type: "destroy", target: "P" }, endTurn],
  expect: { "p1.hand": ["FIR_919", "FIR_919"] },
});

// Harbinger of the Blighted: "Whenever this enters your hand from the battlefield, summon two random 2-Cost minions."
describeCard("EDR_781", () => {
  const body = (seed: number, mine = true) => run({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "EX1_144", ref: "S" }], board: mine ? [{ card: "EDR_781", ref: "H" }] : [] },
    { mana: { crystals: 10 }, board: mine ? [] : [{ card: "EDR_781", ref: "H" }] }] }, actions: [{ type: "play", card: "S", target: "H" }] });
  it("bounced to your hand (Shadowstep): two random 2-Cost minions for you, for every seed", () => {
    for (const seed of [1, 2, 3]) {
      const r = body(seed);
      const p = r.state.players[0]!;
      expect(p.hand.map((c) => c.card)).toEqual(["EDR_781"]);
      expect(p.board).toHaveLength(2);
      for (const m of p.board) expect(findCard(m.card)!.cost).toBe(2);
      expect(r.state.players[1]!.board).toHaveLength(0);
    }
  });
  it("an enemy Harbinger bounced to its owner's hand summons for its owner", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "EX1_581", ref: "S" }] },
      { mana: { crystals: 10 }, board: [{ card: "EDR_781", ref: "H" }] }] }, actions: [{ type: "play", card: "S", target: "H" }] });
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["EDR_781"]);
    expect(r.state.players[1]!.board).toHaveLength(2);
    expect(r.state.players[0]!.board).toHaveLength(0); // nothing on the Sap player's side
  });
  it("dying does not count, nor being drawn", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: "EDR_781", ref: "H" }], deck: [{ card: "EDR_781", ref: "D" }] },
      { mana: { crystals: 10 }, deck: wisps(2) }] }, actions: [{ type: "play", card: "F", target: "H" }, endTurn, endTurn] });
    expect(r.state.players[0]!.board).toHaveLength(0);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["EDR_781"]);
  });
});
describeCard("EDR_781", () => {
  it("a client's \"Whenever this returns to your hand, draw a card\" answers a bounce, not a play", () => {
    const mine = { id: "MY_HOMING", type: "MINION", cost: 2, attack: 2, health: 2, triggers: [{ on: "return-to-hand", zone: "hand", if: { target: "self" }, do: [{ type: "draw" }] }] };
    const r = run({ cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_HOMING", ref: "M" }, { card: "EX1_144", ref: "S" }], deck: wisps(2) }, { mana: { crystals: 10 } }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "S", target: "M" }] });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["MY_HOMING", "CS2_231"]);
  });
});

// Twisted Webweaver: "Whenever you play another minion you've already played, draw a card."
cardCase("EDR_540", {
  does: "a second Wisp played (the first this turn): one card drawn; the first Wisp and a new minion draw nothing",
  p1: { board: [{ card: "EDR_540", ref: "T" }], hand: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_120", ref: "R" }],
    deck: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "R" }, { type: "play", card: "B" }],
  expect: { "events.draw": 1, "p1.hand": ["CS2_182"] },
});
cardCase("EDR_540", {
  does: "a minion played on an earlier turn counts; a spell played twice does not; the opponent's plays do not",
  p1: { board: [{ card: "EDR_540", ref: "T" }], hand: [{ card: "CS2_231", ref: "A" }, { card: "CS2_029", ref: "F" }, { card: "CS2_120", ref: "R" }],
    deck: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }],
    playedThisGame: [{ card: "CS2_231", cost: 0, turn: 1 }, { card: "CS2_029", cost: 4, turn: 3 }] },
  p2: { playedThisGame: [{ card: "CS2_120", cost: 2, turn: 2 }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "R" }],
  expect: { "events.draw": 1, "p1.hand": ["CS2_182"] },
});
cardCase("EDR_540", {
  does: "the Webweaver itself played again after an earlier copy: no draw (another minion only); the opponent's repeat neither",
  p1: { hand: [{ card: "EDR_540", ref: "T" }], deck: [{ card: "CS2_182" }], playedThisGame: [{ card: "EDR_540", cost: 2, turn: 1 }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "events.draw": 0, "T.zone": "board" },
});

// Shadowcloaked Assailant: "Battlecry: If you're holding one of the same cards as your opponent, shuffle theirs into their deck."
cardCase("EDR_524", {
  does: "both hold a Fireball: the opponent's goes into their deck; yours stays in your hand",
  p1: { hand: [{ card: "EDR_524", ref: "A" }, { card: "CS2_029", ref: "mine" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }], deck: wisps(2, "d") },
  actions: [{ type: "play", card: "A" }],
  expect: { "F.zone": "deck", "F.player": 2, "p2.deck.length": 3, "p2.hand": ["CS2_231"], "mine.zone": "hand" },
});
cardCase("EDR_524", {
  does: "no card in common: nothing moves",
  p1: { hand: [{ card: "EDR_524", ref: "A" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_024" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.hand.length": 2, "p2.deck.length": 0 },
});
cardCase("EDR_524", {
  does: "the same card in another printing counts (Core Fireball against Fireball)",
  p1: { hand: [{ card: "EDR_524", ref: "A" }, { card: "CORE_CS2_029" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "F.zone": "deck", "p2.hand.length": 0 },
});
cardCase("EDR_524", {
  does: "several cards in common: only one of theirs is shuffled",
  p1: { hand: [{ card: "EDR_524", ref: "A" }, { card: "CS2_029" }, { card: "CS2_024" }] },
  p2: { hand: [{ card: "CS2_029" }, { card: "CS2_024" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.hand.length": 1, "p2.deck.length": 1 },
});
cardCase("EDR_524", {
  does: "the Assailant played is no longer held: their Assailant stays",
  p1: { hand: [{ card: "EDR_524", ref: "A" }] },
  p2: { hand: [{ card: "EDR_524", ref: "B" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "B.zone": "hand" },
});

describe("filter nameInHand (Shadowcloaked Assailant's mechanism)", () => {
  it("a client's minion draws a card of the same name as one in its player's hand, not another", () => {
    const card = { id: "MY_ECHOER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "draw", where: { nameInHand: "friendly" } }] };
    const r = run(request([player({ hand: [{ card: "MY_ECHOER", ref: "E" }, { card: "CS2_029" }], deck: [{ card: "CS2_024", ref: "bolt" }, { card: "CORE_CS2_029", ref: "fb" }, { card: "CS2_231" }] }), player()],
      [{ type: "play", card: "E" }], { cards: [card] }));
    expect(at(r.state, "fb").zone).toBe("hand");
    expect(at(r.state, "bolt").zone).toBe("deck");
    expect(r.state.players[0].hand.length).toBe(2);
  });
});

// Ashamane: "Battlecry: Fill your hand with copies of cards from your opponent's deck. They cost (3) less."
cardCase("EDR_527", {
  does: "the hand is filled with copies of their deck's cards, each costing (3) less; their deck keeps its cards",
  p1: { hand: [{ card: "EDR_527", ref: "A" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand.length).toBe(10);
    expect(hand.slice(1).every((c) => ["CS2_029", "CS2_182"].includes(c.card!) && c.cost === 1)).toBe(true);
    expect(r.state.players[1].deck.length).toBe(2);
  },
});
cardCase("EDR_527", {
  does: "one card in their deck: every copy is of it (a card may come again)",
  p1: { hand: [{ card: "EDR_527", ref: "A" }] },
  p2: { deck: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => expect(r.state.players[0].hand.map((c) => `${c.card}:${c.cost}`)).toEqual(Array(10).fill("CS2_029:1")),
});
cardCase("EDR_527", {
  does: "a card costing less than (3) goes to (0); a fuller hand gets only the room left",
  p1: { hand: [{ card: "EDR_527", ref: "A" }, ...wisps(8)] },
  p2: { deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => { expect(r.state.players[0].hand.length).toBe(10); expect(r.state.players[0].hand[9]!.cost).toBe(0); },
});
cardCase("EDR_527", {
  does: "their deck empty: nothing is added",
  p1: { hand: [{ card: "EDR_527", ref: "A" }] },
  p2: { deck: [] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand.length": 0 },
});

describe("addCard copyOf with untilFull (Ashamane's mechanism)", () => {
  it("a client's spell fills its player's hand with copies of random cards of the opponent's hand", () => {
    const card = { id: "MY_MIMIC", type: "SPELL", cost: 6, spell: [{ type: "addCard", copyOf: { random: { all: "hand", side: "enemy" } }, untilFull: true }] };
    const r = run(request([player({ hand: [{ card: "MY_MIMIC", ref: "M" }, { card: "CS2_231" }] }), player({ hand: [{ card: "CS2_029" }, { card: "CS2_024" }] })],
      [{ type: "play", card: "M" }], { cards: [card] }));
    const hand = r.state.players[0].hand;
    expect(hand.length).toBe(10);
    expect(hand.slice(1).every((c) => c.card === "CS2_029" || c.card === "CS2_024")).toBe(true);
    expect(r.state.players[1].hand.length).toBe(2);
  });
});

// Dark Gift (rules-notes 480-482)
describeCard("FIR_922", () => {
  it("holding a minion with a Dark Gift: the weapon gains +3 Attack (4 Attack)", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_922", ref: "W" }, giftedYeti()] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "W" }] });
    expect(r.state.players[0]!.weapon?.attack).toBe(4);
    expect(r.state.players[0]!.hero.attack).toBe(4);
  });
  it("without one (an ungifted minion in hand): 1 Attack", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_922", ref: "W" }, { card: "CS2_182" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "W" }] });
    expect(r.state.players[0]!.weapon?.attack).toBe(1);
  });
});
describeCard("EDR_528", () => {
  const state = (hand: Record<string, unknown>[]) => ({ turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand }, { mana: { crystals: 10 },
    deck: [{ card: "CS2_182" }, { card: "CS2_120" }, { card: "CS2_029" }, { card: "CS2_231" }] }] });
  it("a copy of a minion of the opponent's deck (spells not offered), no gift; their deck unchanged", () => {
    const r = run({ seed: 3, choices: [0], state: state([{ card: "EDR_528", ref: "F" }]), actions: [{ type: "play", card: "F" }] });
    const d = events(r, "discover")[0] as unknown as { options: { card: string }[]; gifts?: string[] };
    expect(d.options.map((o) => o.card).sort()).toEqual(["CS2_120", "CS2_182", "CS2_231"]);
    expect(d.gifts).toBeUndefined();
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.card)).toEqual([d.options[0]!.card]);
    expect(enchantmentsOf(hand[0])).toEqual([]);
    expect(r.state.players[1]!.deck).toHaveLength(4);
  });
  it("Combo: the copy comes with a Dark Gift", () => {
    const r = run({ seed: 3, choices: [0], state: state([{ card: "CS2_231", ref: "W" }, { card: "EDR_528", ref: "F" }]),
      actions: [{ type: "play", card: "W" }, { type: "play", card: "F" }] });
    const d = events(r, "discover")[0] as unknown as { options: { card: string }[]; gifts: string[] };
    expect(d.gifts).toHaveLength(3);
    expectTaken(r, d.options[0]!.card, d.gifts[0]!);
    expect(r.state.players[1]!.deck).toHaveLength(4);
  });
});
describeCard("FIR_920", () => {
  it("Discover a Combo, Battlecry or Stealth minion with a Dark Gift", () => {
    const r = run({ seed: 6, choices: [2], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_03" }, mana: { crystals: 10 }, hand: [{ card: "FIR_920", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = giftDiscover(r);
    for (const id of d.options) expect(findCard(id)!.mechanics.some((m) => ["COMBO", "BATTLECRY", "STEALTH"].includes(m))).toBe(true);
    expectTaken(r, d.options[2]!, d.gifts[2]!);
  });
});
