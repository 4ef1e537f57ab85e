/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Warlock cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, fails, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { enchantmentsOf, expectTaken, GIFT_ENCHANTMENT, giftDiscover, giftedYeti, SWEET_DREAMS } from "../support/dark-gift.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void fails; void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Conflagrate: "Deal $5 damage to a minion. Its owner draws a card."
cardCase("FIR_954", {
  does: "an enemy minion: 5 damage, and its owner (the opponent) draws",
  p1: { hand: [{ card: "FIR_954", ref: "C" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_186", ref: "E" }], deck: wisps(1, "e") },
  actions: [{ type: "play", card: "C", target: "E" }],
  expect: { "E.health": 2, "p2.hand.length": 1, "p1.hand.length": 0 },
});
cardCase("FIR_954", {
  does: "a friendly minion: its player draws",
  p1: { hand: [{ card: "FIR_954", ref: "C" }], board: [{ card: "CS2_186", ref: "F" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [{ type: "play", card: "C", target: "F" }],
  expect: { "F.health": 2, "p1.hand.length": 1, "p2.hand.length": 0 },
});

// Rotheart Dryad: "Deathrattle: Draw a minion that costs (7) or more."
cardCase("EDR_485", {
  does: "draws the 7-Cost minion, not a cheaper minion or a 7-Cost... spell",
  p1: { board: [{ card: "EDR_485", ref: "R" }], deck: [{ card: "CS2_182" }, { card: "CS2_186" }, { card: "CS2_032" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p1.hand": ["CS2_186"] },
});
cardCase("EDR_485", {
  does: "none such: nothing",
  p1: { board: [{ card: "EDR_485", ref: "R" }], deck: [{ card: "CS2_182" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p1.hand.length": 0 },
});

// Sleep Paralysis: "Choose One - Summon two 3/6 Demons with Taunt that can't attack; or Destroy an enemy minion."
cardCase("EDR_490", {
  does: "first option: two 3/6 Taunt Demons that can't attack",
  p1: { hand: [{ card: "EDR_490", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 1 }],
  expect: { "p1.board": ["EDR_490t", "EDR_490t"], "p1.board.0.attack": 3, "p1.board.0.health": 6, "p1.board.0.seen.TAUNT": 1, "p1.board.0.seen.CANT_ATTACK": 1, "p2.board": [] },
});
cardCase("EDR_490", {
  does: "second option destroys an enemy minion",
  p1: { hand: [{ card: "EDR_490", ref: "S" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "S", choose: 2, target: "E" }],
  expect: { "E.zone": "graveyard" },
});
cardCase("EDR_490", {
  does: "second option: a friendly minion is not a valid target",
  p1: { hand: [{ card: "EDR_490", ref: "S" }], board: [{ card: "CS2_186", ref: "F" }] },
  actions: [{ type: "play", card: "S", choose: 2, target: "F" }],
  error: "illegal_action",
});

// Emberroot Destroyer: "Whenever your hero takes damage on your turn, deal 3 damage to a random enemy minion."
cardCase("FIR_955", {
  does: "its hero damaged on its player's turn: 3 damage to the enemy minion",
  p1: { hero: { card: "HERO_07" }, board: [{ card: "FIR_955" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "heroPower" }],
  expect: { "E.health": 2, "p1.hero.health": 28 },
});
cardCase("FIR_955", {
  does: "on the opponent's turn: nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "FIR_955" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "E.health": 5, "p1.hero.health": 26 },
});

// Archdruid of Thorns: "Battlecry: Gain the Deathrattles of your minions that died this turn."
cardCase("EDR_491", {
  does: "a friendly Leper Gnome died this turn (a Harvest Golem last turn, an enemy Loot Hoarder this turn): it gains the Gnome's Deathrattle only",
  state: { turn: 5, deaths: [{ card: "EX1_556", controller: 1, turn: 3 }, { card: "EX1_029", controller: 1, turn: 5 }, { card: "EX1_096", controller: 2, turn: 5 }] },
  p1: { hand: [{ card: "EDR_491", ref: "A" }], deck: wisps(2) },
  actions: [{ type: "play", card: "A" }, { type: "destroy", target: "A" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 30, "p1.board": [], "p1.hand.length": 0, "A.zone": "graveyard" },
});
cardCase("EDR_491", {
  does: "the Deathrattle it gained is shown on it: one Devoured Soul per death",
  state: { turn: 5, deaths: [{ card: "EX1_029", controller: 1, turn: 5 }, { card: "EX1_029", controller: 1, turn: 5 }, { card: "CS2_182", controller: 1, turn: 5 }] },
  p1: { hand: [{ card: "EDR_491", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.enchantments.length": 2, "A.enchantments.0.card": "EDR_491e", "A.enchantments.1.card": "EDR_491e" },
});
cardCase("EDR_491", {
  does: "two Leper Gnomes died this turn: its death deals 2 twice to the enemy hero",
  state: { turn: 5, deaths: [{ card: "EX1_029", controller: 1, turn: 5 }, { card: "EX1_029", controller: 1, turn: 5 }] },
  p1: { hand: [{ card: "EDR_491", ref: "A" }] },
  actions: [{ type: "play", card: "A" }, { type: "destroy", target: "A" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 30 },
});
cardCase("EDR_491", {
  does: "a Harvest Golem destroyed in play this turn (its own Damaged Golem): Archdruid summons a second one when it dies",
  p1: { hand: [{ card: "EDR_491", ref: "A" }], board: [{ card: "EX1_556", ref: "G" }] },
  actions: [{ type: "destroy", target: "G" }, { type: "play", card: "A" }, { type: "destroy", target: "A" }],
  expect: { "p1.board": ["skele21", "skele21"], "p2.board": [] },
});
cardCase("EDR_491", {
  does: "no friendly minion died this turn: no Deathrattle, its death does nothing",
  state: { turn: 5, deaths: [{ card: "EX1_029", controller: 1, turn: 4 }] },
  p1: { hand: [{ card: "EDR_491", ref: "A" }] },
  actions: [{ type: "play", card: "A" }, { type: "destroy", target: "A" }],
  expect: { "p2.hero.health": 30, "A.zone": "graveyard", "p1.board": [] },
});
describeCard("EDR_491", () => {
  it("the state it answers loads again: the gained Deathrattle still resolves in a later request", () => {
    const first = run({ state: { turn: 5, activePlayer: 1, deaths: [{ card: "EX1_029", controller: 1, turn: 5 }],
      players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_491", ref: "A" }] }, {}] }, actions: [{ type: "play", card: "A" }] });
    const again = run({ state: first.state as never, actions: [{ type: "destroy", target: "A" }] });
    expect(again.state.players[1]!.hero.health).toBe(28);
  });
});

// Rotten Apple: "Restore #12 Health to your hero. For the next 2 turns, deal $3 damage to your hero."
describeCard("EDR_482", () => {
  const body = (ends: number, p1: Record<string, unknown> = {}) => ({ state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_07", health: 10 }, mana: { crystals: 10 }, hand: [{ card: "EDR_482", ref: "A" }], deck: wisps(5), ...p1 },
    { deck: wisps(5, "o") }] }, actions: [{ type: "play", card: "A" }, ...Array.from({ length: ends }, () => endTurn)] });
  it("restores 12 Health to its player's hero now, and leaves Fracture on that hero; no damage yet", () => {
    const r = run(body(0));
    expect(r.state.players[0]!.hero.health).toBe(22);
    expect(r.state.players[0]!.hero.enchantments?.map((e) => e.card)).toEqual(["EDR_482e"]);
    expect(r.state.players[1]!.hero.health).toBe(30);
  });
  it("3 damage to its player's hero at the end of this turn and at the end of their next turn, none on the opponent's", () => {
    expect(run(body(1)).state.players[0]!.hero.health).toBe(19);
    expect(run(body(2)).state.players[0]!.hero.health).toBe(19);
    const r = run(body(3));
    expect(r.state.players[0]!.hero.health).toBe(16);
    expect(r.state.players[1]!.hero.health).toBe(30);
    expect(r.state.players[0]!.hero.enchantments ?? []).toEqual([]);
    expect(run(body(5)).state.players[0]!.hero.health).toBe(16);
  });
  it("the damage takes its player's Spell Damage as it is dealt (Kobold Geomancer: 4 each time)", () => {
    const r = run(body(3, { board: [{ card: "CS2_142" }] }));
    expect(r.state.players[0]!.hero.health).toBe(22 - 4 - 4);
  });
});

// Agamaggan: "Battlecry: The next card you play costs your OPPONENT'S Health instead of Mana (up to 10)."
describeCard("EDR_489", () => {
  const state = (hand: Record<string, unknown>[], mana = 10, p2: Record<string, unknown> = {}) => ({ turn: 9, activePlayer: 1, players: [
    { mana: { crystals: mana }, hand: [{ card: "EDR_489", ref: "A" }, ...hand], deck: wisps(3) }, { deck: wisps(3, "o"), ...p2 }] });
  it("the next card: its Cost comes out of the opponent's hero's Health (Armor untouched, not damage), no Mana", () => {
    const r = run({ state: state([{ card: "CS2_182", ref: "Y" }], 10, { hero: { card: "HERO_08", armor: 5 } }), actions: [{ type: "play", card: "A" }, { type: "play", card: "Y" }] });
    expect(r.state.players[1]!.hero).toMatchObject({ health: 26, armor: 5 });
    expect(r.state.players[0]!.mana).toMatchObject({ crystals: 10, used: 10 });
    expect(r.state.players[0]!.hero.health).toBe(30);
    expect(events(r, "damage")).toEqual([]);
    expect(events(r, "health-set").length).toBeGreaterThan(0);
  });
  it("playable with no Mana left, and only the next card: the one after costs Mana again", () => {
    const r = run({ state: state([{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }, { card: "CS2_120", ref: "R" }], 10),
      actions: [{ type: "play", card: "A" }, { type: "play", card: "Y" }, { type: "play", card: "W" }] });
    expect(r.state.players[1]!.hero.health).toBe(26);
    expect(r.state.players[0]!.hero.enchantments ?? []).toEqual([]);
    fails({ state: r.state, actions: [{ type: "play", card: "R" }] } as never, "illegal_action");
  });
  it("up to 10: a 12-Cost card takes 10 of the opponent's Health", () => {
    const r = run({ state: state([{ card: "CS2_182", ref: "Y", cost: 12 }], 10), actions: [{ type: "play", card: "A" }, { type: "play", card: "Y" }] });
    expect(r.state.players[1]!.hero.health).toBe(20);
  });
  it("it lasts into later turns until a card is played, and the payment can leave the opponent dead", () => {
    const r = run({ state: state([{ card: "CS2_182", ref: "Y" }], 10, { hero: { card: "HERO_08", health: 3 } }),
      actions: [{ type: "play", card: "A" }, endTurn, endTurn, { type: "play", card: "Y" }] });
    expect(r.state.players[1]!.hero.health).toBeLessThanOrEqual(0);
    expect(r.outcome).toMatchObject({ over: true, winner: 1 });
  });
});

describe("client cards using the Emerald Dream additions (Warlock, the opponent's Health as a cost)", () => {
  it("a client's \"Your next spell costs your opponent's Health instead of Mana (up to 3)\": the tag CARD_COSTS_ENEMY_HEALTH on an aura's enchantment", () => {
    const ench = { id: "C_THORN_E", type: "ENCHANTMENT", tags: { CARD_COSTS_ENEMY_HEALTH: 3 } };
    const state = { id: "C_THORN_S", type: "ENCHANTMENT", uses: 1, consumedBy: { type: "spell" }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: {}, enchantment: "C_THORN_E" }] };
    const card = { id: "C_THORN", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-hero", enchantment: "C_THORN_S" }] };
    const r = run({ cards: [ench, state, card], state: { turn: 9, activePlayer: 1, players: [
      { mana: { crystals: 5 }, hand: [{ card: "C_THORN", ref: "T" }, { card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }] }, {}] },
      actions: [{ type: "play", card: "T" }, { type: "play", card: "Y" }, { type: "play", card: "F", target: "p2.hero" }] });
    expect(r.state.players[1]!.hero.health).toBe(30 - 3 - 6);
    expect(r.state.players[0]!.mana).toMatchObject({ crystals: 5, used: 5 });
  });
});

// Fractured Power: "Destroy one of your Mana Crystals. In 2 turns, gain two."
describeCard("EDR_483", () => {
  const body = (crystals: number, ends: number, p1: Record<string, unknown> = {}) => ({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals }, hand: [{ card: "EDR_483", ref: "F" }], deck: wisps(3), ...p1 },
    { mana: { crystals: 5 }, deck: wisps(3, "o") }] }, actions: [{ type: "play", card: "F" }, ...Array.from({ length: ends }, () => endTurn)] });
  it("destroys one crystal now (4.12: crystals and spent Mana both fall) and leaves the countdown on its player's hero", () => {
    const r = run(body(5, 0));
    const p1 = r.state.players[0]!;
    expect(p1.mana).toMatchObject({ crystals: 4, used: 1 });
    expect(p1.hero.enchantments?.map((e) => e.card)).toEqual(["EDR_483e"]);
    expect(r.state.players[1]!.mana.crystals).toBe(5);
  });
  it("its player's next turn gains nothing; the opponent's turns do not count", () => {
    const r1 = run(body(5, 2));
    expect(r1.state.players[0]!.mana).toMatchObject({ crystals: 5, used: 0 });
    expect(r1.state.players[0]!.hero.enchantments?.map((e) => e.card)).toEqual(["EDR_483e"]);
    const r2 = run(body(5, 3));
    expect(r2.state.players[0]!.mana.crystals).toBe(5);
    expect(r2.state.players[1]!.mana.crystals).toBe(7);
  });
  it("at the start of its player's second turn: two full crystals (8 Mana to spend), and the state is gone", () => {
    const r = run(body(5, 4));
    const p1 = r.state.players[0]!;
    expect(p1.mana).toMatchObject({ crystals: 8, used: 0, temp: 0 });
    expect(p1.hero.enchantments ?? []).toEqual([]);
    const r2 = run(body(5, 6));
    expect(r2.state.players[0]!.mana.crystals).toBe(9);
  });
  it("at 10 crystals: 9 now, back to 10 with the turn's crystal; the two gained at the cap add nothing", () => {
    expect(run(body(10, 0)).state.players[0]!.mana.crystals).toBe(9);
    const r = run(body(10, 4));
    expect(r.state.players[0]!.mana).toMatchObject({ crystals: 10, used: 0 });
  });
});

describe("client cards using the Emerald Dream additions (Warlock, countdown)", () => {
  it("a client's \"In 3 turns, draw 2 cards\": `uses: 3` and the condition usesLeft on its third turn start", () => {
    const ench = { id: "C_LATER_E", type: "ENCHANTMENT", uses: 3, triggers: [{ on: "turn-start", if: { turn: "own" },
      do: [{ type: "if", if: { usesLeft: 1 }, then: [{ type: "draw", count: 2 }] }, { type: "expire" }] }] };
    const card = { id: "C_LATER", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-hero", enchantment: "C_LATER_E" }] };
    const go = (ends: number) => run({ cards: [ench, card], state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "C_LATER", ref: "L" }], deck: wisps(10) }, { deck: wisps(10, "o") }] },
      actions: [{ type: "play", card: "L" }, ...Array.from({ length: ends }, () => endTurn)] });
    expect(go(4).state.players[0]!.hand).toHaveLength(2);
    expect(go(6).state.players[0]!.hand).toHaveLength(3 + 2);
    expect(go(6).state.players[0]!.hero.enchantments ?? []).toEqual([]);
  });
});

// Hungering Ancient: "At the end of your turn, eat a minion in your deck and gain its stats. Deathrattle: Add them to your
// hand."
cardCase("EDR_494", {
  does: "at the end of its player's turn it eats the deck's minion (not a spell) and gains its Attack and Health",
  p1: { board: [{ card: "EDR_494", ref: "A" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
  actions: [endTurn],
  expect: { "A.attack": 10, "A.health": 12, "Y.zone": "setAside", "S.zone": "deck", "p1.deck.length": 1, "p1.hand.length": 0,
    "A.enchantments.0.card": "EDR_494e" },
});
cardCase("EDR_494", {
  does: "the stats are the card's as it lies in the deck (a +4/+4 there counts)",
  p1: { board: [{ card: "EDR_494", ref: "A" }], deck: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EDR_230e" }] }] },
  actions: [endTurn],
  expect: { "A.attack": 6 + 8, "A.health": 7 + 9 },
});
cardCase("EDR_494", {
  does: "no minion in the deck: nothing eaten, no stats; the opponent's turn end eats nothing",
  p1: { board: [{ card: "EDR_494", ref: "A" }], deck: [{ card: "CS2_029" }] },
  p2: { deck: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231" }] },
  actions: [endTurn, endTurn],
  expect: { "A.attack": 6, "A.health": 7, "A.enchantments": undefined, "p2.deck.length": 1, "p2.hand.length": 1 },
});
cardCase("EDR_494", {
  does: "Deathrattle: the eaten cards come back to its player's hand, in the order eaten, with their states",
  p1: { board: [{ card: "EDR_494", ref: "A" }], deck: [{ card: "CS2_029" }, { card: "CS2_029" }, { card: "CS2_182", ref: "Y", enchantments: [{ card: "EDR_230e" }] }, { card: "CS2_120", ref: "R" }] },
  p2: { deck: wisps(4, "o") },
  actions: [endTurn, endTurn, endTurn, { type: "destroy", target: "A" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    const eaten = hand.filter((c) => c.card !== "CS2_029").map((c) => c.card);
    expect(hand).toHaveLength(3); // the turn's draw (a Fireball from the top) and the two eaten
    expect(new Set(eaten)).toEqual(new Set(["CS2_182", "CS2_120"]));
    const y = hand.find((c) => c.card === "CS2_182")!;
    expect(y.attack).toBe(8);
    expect(r.state.players[0]!.setAside ?? []).toEqual([]);
  },
});

describe("client cards using the Emerald Dream additions (Warlock, eating from a deck)", () => {
  it("a client's \"Battlecry: Eat the top card of your opponent's deck. Deathrattle: Give it back to them\"", () => {
    const card = { id: "C_GLUTTON", type: "MINION", cost: 3, attack: 3, health: 3, battlecry: [{ type: "absorb", to: { top: "deck", side: "enemy" } }],
      deathrattle: [{ type: "returnToHand", from: "kept", to: { all: "kept" } }] };
    const state = (actions: unknown[]) => run({ cards: [card], state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "C_GLUTTON", ref: "G" }] }, { deck: [{ card: "CS2_182", ref: "T" }, { card: "CS2_231" }] }] }, actions });
    const r1 = state([{ type: "play", card: "G" }]);
    expect(r1.state.players[1]!.deck.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(r1.state.players[1]!.setAside?.map((c) => c.card)).toEqual(["CS2_182"]);
    const r2 = state([{ type: "play", card: "G" }, { type: "destroy", target: "G" }]);
    expect(r2.state.players[1]!.hand.map((c) => c.card)).toEqual(["CS2_182"]);
    expect(r2.state.players[0]!.hand).toEqual([]);
  });
});

describe("Agamaggan across requests (the state and its hand enchantments in the snapshot)", () => {
  it("played in one request, the next card in the next request still costs the opponent's Health", () => {
    const r = run({ state: { turn: 9, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_489", ref: "A" }, { card: "CS2_182", ref: "Y" }], deck: wisps(3) }, { deck: wisps(3, "o") }] }, actions: [{ type: "play", card: "A" }] });
    const r2 = run({ state: r.state, actions: [{ type: "play", card: "Y" }] } as never);
    expect(r2.state.players[1]!.hero.health).toBe(26);
  });
});

// Dark Gift (rules-notes 480-482)
describeCard("EDR_488", () => {
  it("Discover a Deathrattle minion with a Dark Gift", () => {
    const r = run({ seed: 8, choices: [1], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_07" }, mana: { crystals: 10 }, hand: [{ card: "EDR_488", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = giftDiscover(r);
    for (const id of d.options) expect(findCard(id)!.mechanics).toContain("DEATHRATTLE");
    expectTaken(r, d.options[1]!, d.gifts[1]!);
  });
});
describeCard("FIR_924", () => {
  it("Battlecry: Discover a Demon with a Dark Gift and get a copy of it — the copy keeps the gift (4.8)", () => {
    for (const seed of [5, 11]) {
      const r = run({ seed, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_07" }, mana: { crystals: 10 }, hand: [{ card: "FIR_924", ref: "S" }], deck: wisps(2) }, { mana: { crystals: 10 } }] },
        actions: [{ type: "play", card: "S" }] });
      const d = giftDiscover(r);
      for (const id of d.options) expect(findCard(id)!.races.some((x) => x === "DEMON" || x === "ALL")).toBe(true);
      const p = r.state.players[0]!;
      // the card taken (in hand, or with Sweet Dreams on top of the deck), then its copy in hand, both with the gift
      const taken = d.gifts[0] === SWEET_DREAMS ? [p.deck[0]!, p.hand[0]!] : [p.hand[0]!, p.hand[1]!];
      expect(p.hand).toHaveLength(d.gifts[0] === SWEET_DREAMS ? 1 : 2);
      for (const c of taken) {
        expect(c.card).toBe(d.options[0]);
        expect(enchantmentsOf(c)).toEqual([GIFT_ENCHANTMENT[d.gifts[0]!]]);
      }
      expect(taken[0]!.id).not.toBe(taken[1]!.id);
    }
  });
});
describeCard("EDR_654", () => {
  it("Battlecry: minions in its player's hand with a Dark Gift cost (2) less; others, spells and the enemy's do not", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_654", ref: "H" }, giftedYeti("G"), { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] },
      { mana: { crystals: 10 }, hand: [giftedYeti("E")] }] },
      actions: [{ type: "play", card: "H" }] });
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => [c.card, c.cost])).toEqual([["CS2_182", 2], ["CS2_182", 4], ["CS2_029", 4]]);
    expect(r.state.players[1]!.hand[0]!.cost).toBe(4);
  });
});
describeCard("EDR_487", () => {
  it("in hand and in deck: each gets a copy of the Dark Gift given to its player's minion; in play, or the enemy's, not", () => {
    for (const seed of [3, 10]) {
      const r = run({ seed, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 },
        hand: [{ card: "EDR_105", ref: "C" }, { card: "EDR_487", ref: "H" }], deck: [{ card: "EDR_487", ref: "D" }, ...wisps(2)], board: [{ card: "EDR_487", ref: "B" }] },
      { mana: { crystals: 10 }, hand: [{ card: "EDR_487", ref: "E" }] }] },
        actions: [{ type: "play", card: "C" }] });
      const d = giftDiscover(r);
      const gift = GIFT_ENCHANTMENT[d.gifts[0]!]!;
      expectTaken(r, d.options[0]!, d.gifts[0]!);
      const p = r.state.players[0]!;
      const wallows = [...p.hand, ...p.deck].filter((c) => c.card === "EDR_487");
      expect(wallows).toHaveLength(2);
      for (const w of wallows) expect(enchantmentsOf(w)).toEqual([gift]);
      expect(enchantmentsOf(p.board[0])).toEqual([]);
      expect(enchantmentsOf(r.state.players[1]!.hand[0])).toEqual([]);
    }
  });
  it("a minion played without a Dark Gift given: nothing gained", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "CS2_182", ref: "Y" }, { card: "EDR_487", ref: "H" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "Y" }] });
    expect(enchantmentsOf(r.state.players[0]!.hand[0])).toEqual([]);
  });
});
