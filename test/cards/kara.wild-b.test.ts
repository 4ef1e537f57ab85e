/** Behaviour tests of One Night in Karazhan (KARA) cards implemented by w8/wild-b. */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { at } from "../support/engine.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const RAPTOR = "CS2_172"; // Bloodfen Raptor, a 3/2 Beast
const DRAKE = "EX1_284"; // Azure Drake, a Dragon
const SECRET = "EX1_287"; // Counterspell
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));

describe("One Night in Karazhan (w8/wild-b)", () => {
  cardCase("KAR_065", {
    does: "a copy of the chosen friendly Beast, with its buffs, beside the Warden",
    p1: { board: [{ card: RAPTOR, ref: "R", enchantments: [{ card: "KAR_095e" }] }], hand: [{ card: "KAR_065", ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "R" }],
    expect: { "p1.board": [RAPTOR, "KAR_065", RAPTOR], "p1.board.2.attack": 4, "p1.board.2.health": 3 },
  });
  cardCase("KAR_065", {
    does: "a non-Beast can't be chosen",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "KAR_065", ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("KAR_075", {
    does: "6 Health restored, then a random 6-Cost minion summoned for you",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "KAR_075", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "p1.hero" }],
    check: (r) => {
      expect(r.state.players[0].hero.health).toBe(26);
      expect(r.state.players[0].board).toHaveLength(1);
      expect(r.state.players[0].board[0]!.cost).toBe(6);
    },
  });
  cardCase("KAR_004", {
    does: "after the opponent casts a spell: a 4/2 Panther with Stealth for you",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "KAR_004", ref: "C" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.board": ["KAR_004a"], "p1.board.0.attack": 4, "C.zone": "graveyard", "p1.hero.health": 24 },
  });
  cardCase("KAR_004", {
    does: "a minion played: nothing",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "KAR_004", ref: "C" }] },
    p2: { hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": [], "C.zone": "secrets" },
  });
  cardCase("KAR_006", {
    does: "your Secrets cost 0; other spells and the opponent's Secrets don't",
    p1: { board: [{ card: "KAR_006" }], hand: [{ card: SECRET, ref: "S" }, { card: "CS2_029", ref: "F" }, { card: WISP, ref: "X" }] },
    p2: { hand: [{ card: SECRET, ref: "E" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "S.cost": 0, "F.cost": 4, "E.cost": 3 },
  });
  cardCase("KAR_005", {
    does: "Deathrattle: a 3/2 Big Bad Wolf for its owner",
    p1: { board: [{ card: "KAR_005", ref: "G" }] },
    actions: [{ type: "destroy", target: "G" }],
    expect: { "p1.board": ["KAR_005a"], "p2.board": [] },
  });
  cardCase("KAR_009", {
    does: "a random Mage spell into your hand",
    p1: { hand: [{ card: "KAR_009", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const c = r.state.players[0].hand[0]!;
      expect(r.state.players[0].hand).toHaveLength(1);
      expect(c.card).toBeTruthy();
    },
  });
  cardCase("KAR_092", {
    does: "with a Secret: 3 damage",
    p1: { secrets: [{ card: SECRET }], hand: [{ card: "KAR_092", ref: "V" }] },
    actions: [{ type: "play", card: "V", target: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("KAR_092", {
    does: "without a Secret: no target, no damage",
    p1: { hand: [{ card: "KAR_092", ref: "V" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p2.hero.health": 30, "V.zone": "board" },
  });
  cardCase("KAR_036", {
    does: "after you cast a spell: +1 Health",
    p1: { board: [{ card: "KAR_036", ref: "A" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "A.attack": 2, "A.health": 2 },
  });
  cardCase("KAR_036", {
    does: "the opponent's spell: nothing",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "KAR_036", ref: "A" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "A.health": 1 },
  });
  cardCase("KAR_710", {
    does: "a 0/5 Taunt Animated Shield",
    p1: { hand: [{ card: "KAR_710", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board": ["KAR_710", "KAR_710m"], "p1.board.1.health": 5 },
  });
  cardCase("KAR_037", {
    does: "with a Secret: +1/+1 and Taunt",
    p1: { secrets: [{ card: SECRET }], hand: [{ card: "KAR_037", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.attack": 4, "A.health": 7, "A.seen.TAUNT": 1 },
  });
  cardCase("KAR_037", {
    does: "without: nothing",
    p1: { hand: [{ card: "KAR_037", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.attack": 3, "A.seen.TAUNT": undefined },
  });
  cardCase("KAR_033", {
    does: "holding a Dragon: destroys an enemy minion with 3 or less Attack",
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    p1: { hand: [{ card: "KAR_033", ref: "B" }, { card: DRAKE }] },
    actions: [{ type: "play", card: "B", target: "R" }],
    expect: { "R.zone": "graveyard" },
  });
  cardCase("KAR_033", {
    does: "a 4-Attack minion can't be chosen",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "KAR_033", ref: "B" }, { card: DRAKE }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("KAR_033", {
    does: "without a Dragon: no target",
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    p1: { hand: [{ card: "KAR_033", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "R.zone": "board" },
  });
  cardCase("KAR_702", {
    does: "+2/+2 to a Beast, a Dragon and a Murloc of yours; others not",
    p1: { board: [{ card: RAPTOR, ref: "B" }, { card: DRAKE, ref: "D" }, { card: "CS2_168", ref: "M" }, { card: YETI, ref: "Y" }], hand: [{ card: "KAR_702", ref: "Z" }] },
    actions: [{ type: "play", card: "Z" }],
    expect: { "B.attack": 5, "D.attack": 6, "M.attack": 4, "Y.attack": 4, "Z.attack": 4 },
  });
  cardCase("KAR_095", {
    does: "+1/+1 to a Beast, a Dragon and a Murloc of yours; an enemy Beast not",
    p1: { board: [{ card: RAPTOR, ref: "B" }, { card: DRAKE, ref: "D" }, { card: "CS2_168", ref: "M" }], hand: [{ card: "KAR_095", ref: "Z" }] },
    p2: { board: [{ card: RAPTOR, ref: "E" }] },
    actions: [{ type: "play", card: "Z" }],
    expect: { "B.attack": 4, "D.attack": 5, "M.attack": 3, "E.attack": 3 },
  });
  cardCase("KAR_044", {
    does: "at the end of your turn: a 1/1 Steward",
    p1: { board: [{ card: "KAR_044" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["KAR_044", "KAR_044a"], "p2.board": [] },
  });
  cardCase("KAR_030a", {
    does: "a 1/3 Spider beside it",
    p1: { hand: [{ card: "KAR_030a", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.board": ["KAR_030a", "KAR_030"] },
  });
  cardCase("KAR_029", {
    does: "Deathrattle: its owner draws a card",
    p1: { board: [{ card: "KAR_029", ref: "E" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "destroy", target: "E" }],
    expect: { "D.zone": "hand", "p2.hand": [] },
  });
  cardCase("KAR_057", {
    does: "Discover a spell, then your hero is healed by its Cost",
    p1: { hero: { card: "HERO_08", health: 10 }, hand: [{ card: "KAR_057", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    choices: [0],
    check: (r) => {
      const got = r.state.players[0].hand[0]!;
      expect(r.state.players[0].hero.health).toBe(10 + got.cost!);
    },
  });
  cardCase("KAR_010", {
    does: "holding a Dragon: two 1/1 Whelps",
    p1: { hand: [{ card: "KAR_010", ref: "N" }, { card: DRAKE }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board.length": 3 },
  });
  cardCase("KAR_010", {
    does: "without: none",
    p1: { hand: [{ card: "KAR_010", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.board": ["KAR_010"] },
  });
  cardCase("KAR_204", {
    does: "a friendly minion that died this game comes back",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "KAR_204", ref: "B" }] },
    actions: [{ type: "destroy", target: "Y" }, { type: "play", card: "B" }],
    expect: { "p1.board": ["KAR_204", YETI] },
  });
  cardCase("KAR_204", {
    does: "an enemy minion's death does not count",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "KAR_204", ref: "B" }] },
    actions: [{ type: "destroy", target: "Y" }, { type: "play", card: "B" }],
    expect: { "p1.board": ["KAR_204"] },
  });
  cardCase("KAR_035", {
    does: "each spell you cast: 3 Health to your hero",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "KAR_035" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hero.health": 23 },
  });
  cardCase("KAR_013", {
    does: "silences a friendly minion and draws a card",
    p1: { board: [{ card: "CS2_125", ref: "T" }], hand: [{ card: "KAR_013", ref: "P" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "P", target: "T" }],
    expect: { "T.seen.TAUNT": undefined, "D.zone": "hand" },
  });
  cardCase("KAR_013", {
    does: "an enemy minion can't be chosen",
    p2: { board: [{ card: "CS2_125", ref: "T" }] },
    p1: { hand: [{ card: "KAR_013", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "T" }],
    error: "illegal_action",
  });
  cardCase("KAR_094", {
    does: "Deathrattle: a 3/2 Sharp Fork into its owner's hand",
    p1: { board: [{ card: "KAR_094", ref: "F" }] },
    actions: [{ type: "destroy", target: "F" }],
    expect: { "p1.hand": ["KAR_094a"], "p2.hand": [] },
  });
  cardCase("KAR_073", {
    does: "1 damage to each enemy minion, none to yours, then a random 1-Cost minion",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "KAR_073", ref: "M" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }, { card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => {
      expect(at(r.state, "R").health).toBe(1);
      expect(at(r.state, "E").zone).toBe("graveyard");
      expect(at(r.state, "W").health).toBe(1);
      expect(r.state.players[0].board).toHaveLength(2);
      expect(r.state.players[0].board[1]!.cost).toBe(1);
    },
  });
  cardCase("KAR_021", {
    does: "each spell you cast: a random basic Totem",
    p1: { board: [{ card: "KAR_021" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    check: (r) => expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(r.state.players[0].board[1]!.card),
  });
  cardCase("KAR_025", {
    does: "a 1/1 Candle, a 2/2 Broom and a 3/3 Teapot",
    p1: { hand: [{ card: "KAR_025", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "p1.board": ["KAR_025a", "KAR_025b", "KAR_025c"] },
  });
  cardCase("KAR_025", {
    does: "a full board: it can't be played",
    p1: { board: wisps(7), hand: [{ card: "KAR_025", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    error: "illegal_action",
  });
  cardCase("KAR_091", {
    does: "4 Armor and a random 4-Cost minion",
    p1: { hand: [{ card: "KAR_091", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    check: (r) => {
      expect(r.state.players[0].hero.armor).toBe(4);
      expect(r.state.players[0].board[0]!.cost).toBe(4);
    },
  });
  cardCase("KAR_712", {
    does: "during your turn your hero is Immune: an attack on it deals nothing",
    p1: { board: [{ card: "KAR_712" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.hero.health": 30 },
  });
  cardCase("KAR_712", {
    does: "during the opponent's turn it is not",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "KAR_712" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.hero.health": 24 },
  });
});
