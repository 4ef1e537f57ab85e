/** United in Stormwind (STORMWIND): cards of session 13 (w13/storm; rules-notes 1520-1539). */
import { expect, it } from "vitest";
import { run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const CHAOS_NOVA = "BT_235"; // Fel: 4 damage to all minions
const FIREBALL = "CS2_029"; // Fire, 4
const FLAMESTRIKE = "CS2_032"; // Fire, 7: 5 damage to all enemy minions
const INTELLECT = "CS2_023"; // Arcane, 3: draw 2
const SW_PAIN = "CS2_234"; // Shadow
const PW_SHIELD = "CS2_004"; // Holy

describeCard("SW_044", () => {
  cardCase("SW_044", {
    does: "casts the Fel spells you played (Chaos Nova: 4 to all minions, Jace too), not the Fireball",
    p1: { hand: [{ card: "SW_044", ref: "J" }], playedThisGame: [{ card: CHAOS_NOVA, cost: 5, turn: 1 }, { card: FIREBALL, cost: 4, turn: 3 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "Y.health": 1, "J.health": 1, "p2.hero.health": 30 },
  });
  cardCase("SW_044", {
    does: "each Fel spell played: Chaos Nova twice kills the Yeti",
    p1: { hand: [{ card: "SW_044", ref: "J" }], playedThisGame: [{ card: CHAOS_NOVA, cost: 5, turn: 1 }, { card: CHAOS_NOVA, cost: 5, turn: 3 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "Y.zone": "graveyard", "J.zone": "graveyard" },
  });
  cardCase("SW_044", {
    does: "no Fel spell played: nothing",
    p1: { hand: [{ card: "SW_044", ref: "J" }], playedThisGame: [{ card: FIREBALL, cost: 4, turn: 3 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "Y.health": 5, "p2.hero.health": 30 },
  });
});

describeCard("DED_515", () => {
  cardCase("DED_515", {
    does: "repeats the last spell cast for (6) or more: Flamestrike, not the later Arcane Intellect",
    p1: { hand: [{ card: "DED_515", ref: "P" }], deck: [{ card: WISP }, { card: WISP }],
      playedThisGame: [{ card: FLAMESTRIKE, cost: 7, turn: 1 }, { card: INTELLECT, cost: 3, turn: 3 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.zone": "graveyard", "p1.hand": [] },
  });
  cardCase("DED_515", {
    does: "a spell paid for less than (6) does not count",
    p1: { hand: [{ card: "DED_515", ref: "P" }], playedThisGame: [{ card: FLAMESTRIKE, cost: 5, turn: 1 }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "Y.health": 5 },
  });
});

// Start of Game texts run with the `startGame` action (its zhCN log names the action, so these read the result directly).
describeCard("SW_448", () => {
  const start = (deck: string[], more: number) => run({
    seed: 2,
    state: { turn: 1, activePlayer: 1, players: [
      { hero: { card: "HERO_09" }, heroPower: { card: "HERO_09bp" }, mana: { crystals: 0 }, deck: deck.map((card) => ({ card })) },
      { mana: { crystals: 0 }, deck: [{ card: WISP }, { card: WISP }, { card: WISP }] }] },
    actions: [{ type: "startGame" }, ...Array.from({ length: more }, () => ({ type: "endTurn" }))],
  });
  it("the spells in the deck all Shadow: the Hero Power becomes Mind Spike", () => {
    const r = start(["SW_448", SW_PAIN, SW_PAIN, YETI], 0);
    expect(r.state.players[0]!.heroPower!.card).toBe("EX1_625t");
  });
  it("a Holy spell in the deck: no Shadowform", () => {
    const r = start(["SW_448", SW_PAIN, PW_SHIELD, YETI], 0);
    expect(r.state.players[0]!.heroPower!.card).toBe("HERO_09bp");
  });
  it("Mind Spike then deals 2", () => {
    const r = run({
      seed: 2,
      state: { turn: 1, activePlayer: 1, players: [
        { hero: { card: "HERO_09" }, heroPower: { card: "HERO_09bp" }, mana: { crystals: 0 }, deck: ["SW_448", SW_PAIN, YETI, YETI, YETI].map((card) => ({ card })) },
        { mana: { crystals: 0 }, deck: [{ card: WISP }, { card: WISP }, { card: WISP }] }] },
      actions: [{ type: "startGame" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
    });
    expect(r.state.players[1]!.hero.health).toBe(28);
  });
});

describeCard("SW_073", () => {
  cardCase("SW_073", {
    does: "the opponent casts a 4-Cost spell: you get a random 4-Cost spell",
    p1: { board: [{ card: "SW_073" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.length).toBe(1);
      expect(factsById(hand[0]!.card)!.type).toBe("SPELL");
      expect(factsById(hand[0]!.card)!.cost).toBe(4);
    },
  });
  cardCase("SW_073", {
    does: "the Cost it was played for: a Fireball made to cost 1 gives a 1-Cost spell",
    p1: { board: [{ card: "SW_073" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F", enchantments: [{ card: "CS2_053e" }] }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    check: (r) => expect(factsById(r.state.players[0].hand[0]!.card)!.cost).toBe(1),
  });
  cardCase("SW_073", {
    does: "your own spells: nothing",
    p1: { board: [{ card: "SW_073" }], hand: [{ card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("DED_500", () => {
  cardCase("DED_500", {
    does: "swaps the Attack of the highest (your Yeti, 4) and lowest (their Wisp, 1) Attack minions",
    p1: { hand: [{ card: "DED_500", ref: "R" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.attack": 1, "W.attack": 4, "Y.health": 5, "W.health": 1, "R.attack": 2, "R.seen.TAUNT": 1 },
  });
  cardCase("DED_500", {
    does: "alone: nothing changes",
    p1: { hand: [{ card: "DED_500", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 2 },
  });
});

const CROC = "CS2_120"; // 2/3 Beast
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2 Beast

describeCard("SW_457", () => {
  cardCase("SW_457", {
    does: "the third friendly Beast's death draws a Beast with +1/+1 and costs 1 Durability",
    p1: { weapon: { card: "SW_457", ref: "K" }, board: [{ card: CROC, ref: "A" }, { card: CROC, ref: "B" }, { card: CROC, ref: "C" }, { card: YETI, ref: "Y" }],
      deck: [{ card: YETI }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "B" }, { type: "destroy", target: "C" }],
    expect: { "R.zone": "hand", "R.attack": 4, "R.health": 3, "p1.hand.length": 1, "K.durability": 2 },
  });
  cardCase("SW_457", {
    does: "two Beasts and an enemy Beast: nothing yet",
    p1: { weapon: { card: "SW_457", ref: "K" }, board: [{ card: CROC, ref: "A" }, { card: CROC, ref: "B" }], deck: [{ card: RAPTOR }] },
    p2: { board: [{ card: CROC, ref: "E" }] },
    actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "E" }],
    expect: { "p1.hand": [], "K.durability": 3 },
  });
});

describeCard("SW_003", () => {
  cardCase("SW_003", {
    does: "the fourth card drawn: the cards in hand cost (1) less, 1 Durability lost",
    p1: { weapon: { card: "SW_003", ref: "M" }, hand: [{ card: FIREBALL, ref: "F" }, { card: "CS2_023", ref: "A" }, { card: "CS2_023", ref: "B" }],
      deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
    expect: { "F.cost": 3, "p1.hand.length": 5, "M.durability": 1, "p1.hand.1.cost": 3 },
  });
  cardCase("SW_003", {
    does: "three cards drawn: nothing yet",
    p1: { weapon: { card: "SW_003", ref: "M" }, hand: [{ card: FIREBALL, ref: "F" }, { card: "CS2_023", ref: "A" }, { card: "CS2_004", ref: "P" }],
      board: [{ card: YETI, ref: "Y" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "P", target: "Y" }],
    expect: { "F.cost": 4, "M.durability": 2 },
  });
});
