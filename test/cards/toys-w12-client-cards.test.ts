/**
 * The card-format additions of w12/toys (docs/card-format.md), used by cards a client sends in a request's `cards`:
 * `putIntoPlay` of a weapon from the deck, `replay`'s `played.type` / `played.created`, and the `playedThisGame` field
 * `attackOrHealth`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const AXE = "CS2_106"; // Fiery War Axe 3/2

describe("putIntoPlay a weapon from the deck", () => {
  // The docs' example: "Battlecry: Equip a random weapon from your deck."
  const SQUIRE = { id: "MY_SQUIRE", type: "MINION", cost: 3, attack: 2, health: 2, battlecry: [{ type: "putIntoPlay", from: "deck", where: { type: "weapon" } }] };
  it("the deck's weapon card itself is equipped, keeping its states; the minion stays in the deck", () => {
    const r = run(request([player({ hand: [{ card: "MY_SQUIRE", ref: "S" }], deck: [{ card: YETI }, { card: AXE, ref: "A", enchantments: [{ card: "CS2_221e" }] }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SQUIRE] }));
    const p = r.state.players[0];
    expect(p.weapon?.card).toBe(AXE);
    expect(p.weapon?.ref).toBe("A");
    expect(p.weapon?.attack).toBe(5);
    expect(p.deck.map((c) => c.card)).toEqual([YETI]);
  });
  it("without `where` naming weapons, a weapon is not put into play", () => {
    const ANY = { id: "MY_ANY", type: "SPELL", cost: 1, spell: [{ type: "putIntoPlay", from: "deck" }] };
    const r = run(request([player({ hand: [{ card: "MY_ANY", ref: "S" }], deck: [{ card: AXE }] }), player()], [{ type: "play", card: "S" }], { cards: [ANY] }));
    expect(r.state.players[0].weapon ?? null).toBeNull();
    expect(r.state.players[0].deck.map((c) => c.card)).toEqual([AXE]);
  });
});

describe("replay played.type / played.created", () => {
  // The docs' example: "Battlecry: Summon a copy of each minion you've played this game that didn't start in your deck."
  const ARCHIVIST = { id: "MY_ARCHIVIST", type: "MINION", cost: 5, attack: 3, health: 3, battlecry: [{ type: "replay", played: { type: "minion", created: true } }] };
  it("only the created minions of the record come back, in the order played", () => {
    const r = run(request([player({
      hand: [{ card: "MY_ARCHIVIST", ref: "A" }],
      playedThisGame: [{ card: YETI, cost: 4, turn: 1, created: true }, { card: WISP, cost: 0, turn: 1 }, { card: "CS2_024", cost: 2, turn: 3, created: true }, { card: "CS2_120", cost: 2, turn: 3, created: true }],
    }), player()], [{ type: "play", card: "A" }], { cards: [ARCHIVIST] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["MY_ARCHIVIST", YETI, "CS2_120"]);
    expect(r.state.players[1].hero.health).toBe(30);
  });
  it("created: false replays only the cards that started in a deck", () => {
    const OLD = { ...ARCHIVIST, id: "MY_OLD", battlecry: [{ type: "replay", played: { type: "minion", created: false } }] };
    const r = run(request([player({
      hand: [{ card: "MY_OLD", ref: "A" }],
      playedThisGame: [{ card: YETI, cost: 4, turn: 1, created: true }, { card: WISP, cost: 0, turn: 1 }],
    }), player()], [{ type: "play", card: "A" }], { cards: [OLD] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["MY_OLD", WISP]);
  });
});

describe("playedThisGame attackOrHealth", () => {
  // The docs' example: "Deal 1 damage to the enemy hero for each 2-Attack or 2-Health minion you've played."
  const COUNTER = { id: "MY_COUNTER", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { playedThisGame: "minion", attackOrHealth: 2 }, to: "enemy-hero" }] };
  it("counts River Crocolisk (2/3) and Bloodfen Raptor (3/2), not Wisp, Yeti nor a 2-Cost spell", () => {
    const r = run(request([player({
      hand: [{ card: "MY_COUNTER", ref: "C" }],
      playedThisGame: [{ card: "CS2_120", cost: 2, turn: 1 }, { card: "CS2_172", cost: 2, turn: 1 }, { card: WISP, cost: 0, turn: 1 }, { card: YETI, cost: 4, turn: 3 }, { card: "CS2_024", cost: 2, turn: 3 }],
    }), player()], [{ type: "play", card: "C" }], { cards: [COUNTER] }));
    expect(r.state.players[1].hero.health).toBe(28);
  });
  it("a weapon's Durability counts as its Health (playedThisGame: weapon)", () => {
    const W = { id: "MY_W", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { playedThisGame: "weapon", attackOrHealth: 2 }, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: "MY_W", ref: "C" }], playedThisGame: [{ card: AXE, cost: 2, turn: 1 }] }), player()], [{ type: "play", card: "C" }], { cards: [W] }));
    expect(r.state.players[1].hero.health).toBe(29);
  });
});

describe("swapCosts", () => {
  // The docs' example: "Battlecry: Swap the Costs of the left-most and right-most cards in your hand."
  const JUGGLER = { id: "MY_JUGGLER", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "swapCosts", of: { all: "hand", side: "friendly", where: { handPlace: "leftmost" } }, with: { all: "hand", side: "friendly", where: { handPlace: "rightmost" } } }] };
  it("the two ends swap Costs (Wisp 0 and Yeti 4); the middle keeps its Cost; later changes apply on top", () => {
    const r = run(request([player({ hand: [{ card: "MY_JUGGLER", ref: "J" }, { card: WISP }, { card: "CS2_029" }, { card: YETI }] }), player()],
      [{ type: "play", card: "J" }], { cards: [JUGGLER] }));
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([[WISP, 4], ["CS2_029", 4], [YETI, 0]]);
  });
  it("one card in hand (both ends): nothing changes", () => {
    const r = run(request([player({ hand: [{ card: "MY_JUGGLER", ref: "J" }, { card: YETI }] }), player()], [{ type: "play", card: "J" }], { cards: [JUGGLER] }));
    expect(r.state.players[0].hand.map((c) => c.cost)).toEqual([4]);
  });
});

describe("thisGame heroAttacks", () => {
  // The docs' example: "Gain 1 Armor for each time your hero attacked this game."
  const VETERAN = { id: "MY_VETERAN", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: { thisGame: "heroAttacks" } }] };
  it("counts the hero's attacks, not a minion's", () => {
    const r = run(request([player({ hand: [{ card: "MY_VETERAN", ref: "V" }], weapon: { card: AXE }, board: [{ card: WISP, ref: "W" }] }), player()],
      [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "W", defender: "p2.hero" }, { type: "play", card: "V" }], { cards: [VETERAN] }));
    expect(r.state.players[0].hero.armor).toBe(1);
    expect(r.state.players[0].tags?.NUM_HERO_ATTACKS_THIS_GAME).toBe(1);
  });
});

describe("addCard leftmost", () => {
  // The docs' example: "Add a Coin to the left side of your hand."
  const LEFT_COIN = { id: "MY_LEFT_COIN", type: "SPELL", cost: 0, spell: [{ type: "addCard", card: "GAME_005", leftmost: true }] };
  it("the card goes to the left end", () => {
    const r = run(request([player({ hand: [{ card: "MY_LEFT_COIN", ref: "C" }, { card: WISP }, { card: YETI }] }), player()], [{ type: "play", card: "C" }], { cards: [LEFT_COIN] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["GAME_005", WISP, YETI]);
  });
  it("a full hand burns it", () => {
    const r = run(request([player({ hand: [{ card: "MY_LEFT_COIN", ref: "C" }, ...Array.from({ length: 10 }, () => ({ card: WISP }))] }), player()], [{ type: "play", card: "C" }], { cards: [LEFT_COIN] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(Array.from({ length: 10 }, () => WISP));
  });
});

describe("discover from the record of plays", () => {
  // The docs' example: "Discover a minion you played this game."
  const ALBUM = { id: "MY_ALBUM", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "played", fromPlayed: { playedThisGame: "minion" } }] };
  it("the options are the different minions played (a spell played is not one); the one taken is a new card in hand", () => {
    const r = run(request([player({ hand: [{ card: "MY_ALBUM", ref: "A" }], playedThisGame: [{ card: WISP, cost: 0, turn: 1 }, { card: WISP, cost: 0, turn: 1 }, { card: "CS2_024", cost: 2, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] }), player()],
      [{ type: "play", card: "A" }], { cards: [ALBUM], choices: [0] }));
    const hand = r.state.players[0].hand.map((c) => c.card);
    expect(hand).toHaveLength(1);
    expect([WISP, YETI]).toContain(hand[0]);
  });
  it("nothing played: nothing Discovered", () => {
    const r = run(request([player({ hand: [{ card: "MY_ALBUM", ref: "A" }] }), player()], [{ type: "play", card: "A" }], { cards: [ALBUM] }));
    expect(r.state.players[0].hand).toEqual([]);
  });
});
