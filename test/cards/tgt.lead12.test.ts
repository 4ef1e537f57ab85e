/** Behaviour tests of The Grand Tournament cards the lead implemented in session 12. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2 Beast (a Beast in the card data)
const BOAR = "CS2_171"; // Stonetusk Boar 1/1 Beast, Charge

describe("The Grand Tournament (lead, session 12)", () => {
  describeCard("AT_019", () => {
    cardCase("AT_019", {
      does: "dies: a new Dreadsteed only at the end of the turn",
      p1: { board: [{ card: "AT_019", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }],
      expect: { "p1.board": [], "p1.hero.enchantments.0.card": "AT_019e" },
    });
    cardCase("AT_019", {
      does: "at the end of the turn the new Dreadsteed is summoned and the state goes",
      p1: { board: [{ card: "AT_019", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }, { type: "endTurn" }],
      expect: { "p1.board": ["AT_019"], "p1.hero.enchantments": undefined },
    });
    cardCase("AT_019", {
      does: "killed on the opponent's turn: back at the end of that turn",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "AT_019", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }, { type: "endTurn" }],
      expect: { "p1.board": ["AT_019"] },
    });
  });
  describeCard("AT_115", () => {
    cardCase("AT_115", {
      does: "the next Hero Power costs (2) less: Fireblast for 0",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "AT_115", ref: "F" }], mana: { crystals: 3 } },
      actions: [{ type: "play", card: "F" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p1.mana.used": 3, "p2.hero.health": 29, "p1.heroPower.enchantments": undefined },
    });
    cardCase("AT_115", {
      does: "kept over turns until the Hero Power is used",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "AT_115", ref: "F" }] },
      actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "p1.heroPower.cost": 0, "p1.heroPower.enchantments.0.card": "AT_115e" },
    });
  });
  describeCard("AT_086", () => {
    cardCase("AT_086", {
      does: "the opponent's Hero Power costs (5) more on their next turn only",
      p1: { hand: [{ card: "AT_086", ref: "S" }] },
      p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
      expect: { "p2.heroPower.cost": 7 },
    });
    cardCase("AT_086", {
      does: "not more on your own turn; gone after their turn",
      p1: { hand: [{ card: "AT_086", ref: "S" }] },
      p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
      actions: [{ type: "play", card: "S" }],
      expect: { "p2.heroPower.cost": 2 },
    });
    cardCase("AT_086", {
      does: "after the opponent's turn the Hero Power costs 2 again",
      p1: { hand: [{ card: "AT_086", ref: "S" }] },
      p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "p2.heroPower.cost": 2, "p2.hero.enchantments": undefined },
    });
  });
  describeCard("AT_041", () => {
    cardCase("AT_041", {
      does: "costs (1) less for each Beast you summoned this game (the record), not the opponent's",
      p1: { hand: [{ card: "AT_041", ref: "K" }, { card: RAPTOR, ref: "R" }] },
      state: { summons: [{ card: BOAR, controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 }, { card: RAPTOR, controller: 2, turn: 4 }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "K.cost": 5 },
    });
  });
  describeCard("AT_124", () => {
    cardCase("AT_124", {
      does: "damage to your hero is taken by Bolf instead",
      p1: { board: [{ card: "AT_124", ref: "B" }] },
      actions: [{ type: "damage", target: "p1.hero", amount: 4 }],
      expect: { "p1.hero.health": 30, "B.health": 5 },
    });
    cardCase("AT_124", {
      does: "not the enemy hero's damage",
      p1: { board: [{ card: "AT_124", ref: "B" }] },
      actions: [{ type: "damage", target: "p2.hero", amount: 4 }],
      expect: { "p2.hero.health": 26, "B.health": 9 },
    });
  });
  describeCard("AT_060", () => {
    cardCase("AT_060", {
      does: "after an enemy attacks your hero: a 3/3 Ironfur Grizzly with Taunt",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "AT_060" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "p1.hero" }],
      expect: { "p1.board": ["CS2_125"], "p1.hero.health": 27, "p1.secrets": [] },
    });
    cardCase("AT_060", {
      does: "an attack on a minion: nothing",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "AT_060" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "Y" }],
      expect: { "p1.board": [YETI], "p1.secrets": ["AT_060"] },
    });
  });
  describeCard("AT_002", () => {
    cardCase("AT_002", {
      does: "a friendly minion dies: a random minion of the same Cost",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "AT_002" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "Y" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(1);
        expect(board[0]!.card).not.toBe(YETI);
        expect(board[0]!.cost).toBe(4);
        expect(r.state.players[0].secrets).toHaveLength(0);
      },
    });
    cardCase("AT_002", {
      does: "an enemy minion dies: nothing",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "AT_002" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "Y" }],
      expect: { "p1.board": [], "p1.secrets": ["AT_002"] },
    });
  });
  describeCard("AT_022", () => {
    cardCase("AT_022", {
      does: "played: 4 damage to the only enemy",
      p1: { hand: [{ card: "AT_022", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("AT_022", {
      does: "discarded: 4 damage to a random enemy as well",
      p1: { hand: [{ card: "AT_022", ref: "F" }, { card: "EX1_308", ref: "SF" }] },
      actions: [{ type: "play", card: "SF", target: "p2.hero" }],
      expect: { "p2.hero.health": 30 - 4 - 4, "F.zone": "graveyard" },
    });
  });
  describeCard("AT_058", () => {
    cardCase("AT_058", {
      does: "yours costs more: it is drawn",
      p1: { hand: [{ card: "AT_058", ref: "K" }], deck: [{ card: YETI, ref: "Y" }] },
      p2: { deck: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.hand": [YETI], "p1.deck": [], "W.zone": "deck" },
    });
    cardCase("AT_058", {
      does: "a tie or less: nothing drawn, both back in their decks",
      p1: { hand: [{ card: "AT_058", ref: "K" }], deck: [{ card: WISP, ref: "W1" }] },
      p2: { deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.hand": [], "p1.deck": [WISP], "p2.deck": [YETI] },
    });
  });
  describeCard("AT_098", () => {
    cardCase("AT_098", {
      does: "your Hero Power becomes a copy of the opponent's, usable this turn",
      p1: { hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" }, hand: [{ card: "AT_098", ref: "S" }] },
      p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
      actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p1.heroPower": "HERO_08bp", "p2.heroPower": "HERO_08bp", "p2.hero.health": 29 },
    });
  });
  describeCard("AT_004", () => {
    cardCase("AT_004", {
      does: "2 damage to a minion without Spell Damage",
      p1: { hand: [{ card: "AT_004", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A", target: "Y" }],
      expect: { "Y.health": 3 },
    });
    cardCase("AT_004", {
      does: "Spell Damage +1 counts twice: 4 damage",
      p1: { hand: [{ card: "AT_004", ref: "A" }], board: [{ card: "CS2_142" }] },
      p2: { board: [{ card: "CS2_186", ref: "B" }] },
      actions: [{ type: "play", card: "A", target: "B" }],
      expect: { "B.health": 3 },
    });
    cardCase("AT_004", {
      does: "not a hero",
      p1: { hand: [{ card: "AT_004", ref: "A" }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("AT_080", () => {
    cardCase("AT_080", {
      does: "the Hero Power twice a turn, each paid",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "AT_080" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 28, "p1.mana.used": 4 },
    });
    cardCase("AT_080", {
      does: "not a third time",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "AT_080" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("AT_008", () => {
    cardCase("AT_008", {
      does: "the Hero Power any number of times (five here), while Mana lasts",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "AT_008" }] },
      actions: [1, 2, 3, 4, 5].map(() => ({ type: "heroPower", target: "p2.hero" })),
      expect: { "p2.hero.health": 25, "p1.mana.used": 10 },
    });
    cardCase("AT_008", {
      does: "without the Drake, once",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "AT_008", ref: "D" }] },
      actions: [{ type: "destroy", target: "D" }, { type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
      error: "illegal_action",
    });
  });
  describeCard("AT_003", () => {
    cardCase("AT_003", {
      does: "your Hero Power deals 1 extra damage",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "AT_003" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("AT_003", {
      does: "not the opponent's Hero Power; not spells",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "AT_003" }] },
      p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "heroPower", target: "p1.hero" }, { type: "play", card: "FB", target: "p1.hero" }],
      expect: { "p1.hero.health": 30 - 1 - 6 },
    });
    cardCase("AT_003", {
      does: "silenced: no extra damage",
      p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, board: [{ card: "AT_003", ref: "F" }], hand: [{ card: "EX1_332", ref: "SI" }] },
      actions: [{ type: "play", card: "SI", target: "F" }, { type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
  });
  describeCard("AT_043", () => {
    cardCase("AT_043", {
      does: "10 Mana Crystals (empty ones added) and the hand discarded",
      p1: { hand: [{ card: "AT_043", ref: "A" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y2" }], mana: { crystals: 5 } },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.mana.crystals": 10, "p1.mana.used": 9, "p1.hand": [], "W.zone": "graveyard", "Y2.zone": "graveyard" },
    });
  });
});
