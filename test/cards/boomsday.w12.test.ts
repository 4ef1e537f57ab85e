/** BOOMSDAY (w12/titans): texts the format already had, and the selector `top: "hand"`. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const KOBOLD = "CS2_142"; // Kobold Geomancer, Spell Damage +1
const isMech = (id: string) => (findCard(id)!.races ?? []).some((r) => r === "MECHANICAL" || r === "ALL");

describeCard("BOT_517", () => {
  cardCase("BOT_517", {
    does: "swaps a minion's Attack and Health",
    p1: { hand: [{ card: "BOT_517", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.attack": 3, "Y.health": 4 },
  });
});

describeCard("BOT_263", () => {
  cardCase("BOT_263", {
    does: "+2/+2 to the left-most minion card in your hand, spells before it passed over",
    p1: { hand: [{ card: "BOT_263", ref: "S" }, { card: FIREBALL, ref: "F" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "W.attack": 3, "W.health": 3, "Y.attack": 4 },
  });
  cardCase("BOT_263", {
    does: "no minion in hand: nothing",
    p1: { hand: [{ card: "BOT_263", ref: "S" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "graveyard", "p1.hand": [FIREBALL] },
  });
});

describeCard("BOT_435", () => {
  cardCase("BOT_435", {
    does: "Discover a copy of a minion of the opponent's deck; their deck unchanged",
    p1: { hand: [{ card: "BOT_435", ref: "C" }] },
    p2: { deck: [{ card: YETI }, { card: FIREBALL }, { card: WISP }] },
    actions: [{ type: "play", card: "C" }],
    choices: [0],
    expect: { "p2.deck.length": 3 },
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(1);
      expect([YETI, WISP]).toContain(hand[0]);
    },
  });
});

describeCard("BOT_254", () => {
  cardCase("BOT_254", {
    does: "two random 2-Cost minions",
    p1: { hand: [{ card: "BOT_254", ref: "U" }] },
    actions: [{ type: "play", card: "U" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(2);
      for (const m of b) expect(findCard(m.card)!.cost).toBe(2);
    },
  });
  cardCase("BOT_254", {
    does: "Spell Damage +1 makes them 3-Cost",
    p1: { hand: [{ card: "BOT_254", ref: "U" }], board: [{ card: KOBOLD }] },
    actions: [{ type: "play", card: "U" }],
    check: (r) => {
      const b = r.state.players[0]!.board.filter((m) => m.card !== KOBOLD);
      expect(b).toHaveLength(2);
      for (const m of b) expect(findCard(m.card)!.cost).toBe(3);
    },
  });
});

describeCard("BOT_299", () => {
  cardCase("BOT_299", {
    does: "Discover a Mech",
    p1: { hand: [{ card: "BOT_299", ref: "O" }], mana: { crystals: 9 } },
    actions: [{ type: "play", card: "O" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(isMech(hand[0]!.card)).toBe(true);
    },
  });
  cardCase("BOT_299", {
    does: "with 10 Mana Crystals, all three kept",
    p1: { hand: [{ card: "BOT_299", ref: "O" }] },
    actions: [{ type: "play", card: "O" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(3);
      for (const c of hand) expect(isMech(c.card)).toBe(true);
    },
  });
});

const LEPER = "EX1_029"; // Deathrattle: 2 damage to the enemy hero

describeCard("BOT_243", () => {
  cardCase("BOT_243", {
    does: "Discover a Deathrattle minion; Myra remembers it",
    p1: { hand: [{ card: "BOT_243", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    choices: [0],
    check: (r) => {
      const p = r.state.players[0]!;
      const taken = p.hand[0]!.card;
      expect(findCard(taken)!.mechanics).toContain("DEATHRATTLE");
      const myra = p.board[0]!;
      expect(myra.enchantments?.map((e) => [e.card, e.remembers])).toEqual([["BOT_243e", taken]]);
    },
  });
  cardCase("BOT_243", {
    does: "its Deathrattle is the remembered card's",
    p1: { board: [{ card: "BOT_243", ref: "M", enchantments: [{ card: "BOT_243e", remembers: LEPER }] }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "p2.hero.health": 28, "M.zone": "graveyard" },
  });
});

describeCard("BOT_286", () => {
  cardCase("BOT_286", {
    does: "Deathrattle: a random friendly minion with a Deathrattle has it triggered",
    p1: { weapon: { card: "BOT_286", ref: "B" }, board: [{ card: YETI }, { card: LEPER, ref: "L" }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "p2.hero.health": 28, "L.zone": "board" },
  });
  cardCase("BOT_286", {
    does: "no friendly minion with a Deathrattle: nothing",
    p1: { weapon: { card: "BOT_286", ref: "B" }, board: [{ card: YETI }] },
    p2: { board: [{ card: LEPER }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "p2.hero.health": 30, "p1.hero.health": 30 },
  });
});
