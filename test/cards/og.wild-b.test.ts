/** Behaviour tests of Whispers of the Old Gods (OG) cards implemented by w8/wild-b. */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { at } from "../support/engine.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const RAPTOR = "CS2_172"; // a 3/2 Beast
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));
const mana = (crystals: number, used = 0) => ({ crystals, used });

describe("Whispers of the Old Gods (w8/wild-b)", () => {
  cardCase("OG_313", {
    does: "a Beast you summon gets +1/+1; a non-Beast does not",
    p1: { board: [{ card: "OG_313" }], hand: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R" }, { type: "play", card: "Y" }],
    expect: { "R.attack": 4, "R.health": 3, "Y.attack": 4 },
  });
  cardCase("OG_313", {
    does: "the opponent's Beast does not",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "OG_313" }] },
    p2: { hand: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "R.attack": 3 },
  });
  cardCase("OG_051", {
    does: "spends the rest of your Mana (7 of 8 after paying 1) and gains +7/+7",
    p1: { mana: mana(8), hand: [{ card: "OG_051", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.attack": 8, "F.health": 8, "p1.mana.used": 8 },
  });
  cardCase("OG_048", {
    does: "+2/+2; a Beast draws a card",
    p1: { board: [{ card: RAPTOR, ref: "R" }], hand: [{ card: "OG_048", ref: "M" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "M", target: "R" }],
    expect: { "R.attack": 5, "R.health": 4, "D.zone": "hand" },
  });
  cardCase("OG_048", {
    does: "a non-Beast: no card",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "OG_048", ref: "M" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    expect: { "Y.attack": 6, "D.zone": "deck" },
  });
  cardCase("OG_202", {
    does: "first option: a 2/2 Slime",
    p1: { hand: [{ card: "OG_202", ref: "M" }] },
    actions: [{ type: "play", card: "M", choose: 1 }],
    expect: { "p1.board": ["OG_202", "OG_202c"] },
  });
  cardCase("OG_202", {
    does: "second option: an empty Mana Crystal",
    p1: { mana: mana(6), hand: [{ card: "OG_202", ref: "M" }] },
    actions: [{ type: "play", card: "M", choose: 2 }],
    expect: { "p1.board": ["OG_202"], "p1.mana.crystals": 7, "p1.mana.used": 5 },
  });
  cardCase("OG_195", {
    does: "first option: seven 1/1 Wisps",
    p1: { hand: [{ card: "OG_195", ref: "W" }] },
    actions: [{ type: "play", card: "W", choose: 1 }],
    expect: { "p1.board.length": 7, "p1.board": ["OG_195c", "OG_195c", "OG_195c", "OG_195c", "OG_195c", "OG_195c", "OG_195c"] },
  });
  cardCase("OG_195", {
    does: "second option: your minions +2/+2",
    p1: { board: [{ card: WISP, ref: "A" }], hand: [{ card: "OG_195", ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "W", choose: 2 }],
    expect: { "A.attack": 3, "A.health": 3, "E.attack": 1 },
  });
  cardCase("OG_211", {
    does: "Misha, Leokk and Huffer",
    p1: { hand: [{ card: "OG_211", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": ["NEW1_032", "NEW1_033", "NEW1_034"] },
  });
  cardCase("OG_179", {
    does: "Deathrattle: 1 damage to a random enemy (the hero alone)",
    p1: { board: [{ card: "OG_179", ref: "B" }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "p2.hero.health": 29, "p1.hero.health": 30 },
  });
  cardCase("OG_292", {
    does: "Deathrattle minions in your hand +1/+1; others not",
    p1: { hand: [{ card: "OG_292", ref: "F" }, { card: "FP1_001", ref: "Z" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "Z.attack": 3, "Z.health": 4, "Y.attack": 4 },
  });
  cardCase("OG_308", {
    does: "kills a minion: it may attack again",
    p1: { board: [{ card: "OG_308", ref: "S" }] },
    p2: { board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
    actions: [{ type: "attack", attacker: "S", defender: "A" }, { type: "attack", attacker: "S", defender: "B" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard" },
  });
  cardCase("OG_308", {
    does: "no kill: no second attack",
    p1: { board: [{ card: "OG_308", ref: "S" }] },
    p2: { board: [{ card: "OG_340", ref: "G" }] },
    actions: [{ type: "attack", attacker: "S", defender: "G" }, { type: "attack", attacker: "S", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("OG_216", {
    does: "Deathrattle: two 1/1 Spiders",
    p1: { board: [{ card: "OG_216", ref: "W" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "p1.board": ["OG_216a", "OG_216a"] },
  });
  cardCase("OG_061", {
    does: "1 damage and a 1/1 Mastiff",
    p1: { hand: [{ card: "OG_061", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    expect: { "p2.hero.health": 29, "p1.board": ["OG_061t"] },
  });
  cardCase("OG_120", {
    does: "Deathrattle: 8 damage to every minion",
    p1: { board: [{ card: "OG_120", ref: "A" }, { card: "OG_340", ref: "K" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "K.health": 1, "Y.zone": "graveyard", "p2.hero.health": 30, "p1.hero.health": 30 },
  });
  cardCase("OG_090", {
    does: "three random Mage spells",
    p1: { hand: [{ card: "OG_090", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand.length": 3, "p2.hand.length": 0 },
  });
  cardCase("OG_207", {
    does: "a random 3-Cost minion",
    p1: { hand: [{ card: "OG_207", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => expect(r.state.players[0].board[1]!.cost).toBe(3),
  });
  cardCase("OG_086", {
    does: "spends the rest (7 of 10 after nothing) and deals that much to a minion",
    p1: { mana: mana(10, 3), hand: [{ card: "OG_086", ref: "F" }] },
    p2: { board: [{ card: "EX1_543", ref: "G" }] },
    actions: [{ type: "play", card: "F", target: "G" }],
    expect: { "G.health": 1, "p1.mana.used": 10 },
  });
  cardCase("OG_087", {
    does: "a random spell of Cost 5 or more is cast",
    p1: { hand: [{ card: "OG_087", ref: "S" }] },
    p2: { board: [{ card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.random.some((d) => d.candidates.length > 20)).toBe(true),
  });
  cardCase("OG_081", {
    does: "destroys a Frozen minion",
    p2: { board: [{ card: YETI, ref: "Y", tags: { FROZEN: 1 } }] },
    p1: { hand: [{ card: "OG_081", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "graveyard" },
  });
  cardCase("OG_081", {
    does: "an unfrozen minion can't be chosen",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "OG_081", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("OG_083", {
    does: "1 damage to each enemy minion, not yours nor the hero",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_083", ref: "T" }] },
    p2: { board: [{ card: WISP, ref: "E" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "E.zone": "graveyard", "Y.health": 4, "W.zone": "board", "p2.hero.health": 30 },
  });
  cardCase("OG_150", {
    does: "+2 Attack while damaged",
    p1: { board: [{ card: "OG_150", ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "attack", attacker: "A", defender: "E" }],
    expect: { "A.attack": 5, "A.health": 4 },
  });
  cardCase("OG_150", {
    does: "undamaged: 3 Attack",
    p1: { board: [{ card: "OG_150", ref: "A" }], hand: [{ card: WISP, ref: "X" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "A.attack": 3 },
  });
  cardCase("OG_156", {
    does: "a 1/1 Taunt Ooze",
    p1: { hand: [{ card: "OG_156", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.board": ["OG_156", "OG_156a"] },
  });
  cardCase("OG_322", {
    does: "your weapons cost 2 less; minions and the enemy's weapons not",
    p1: { board: [{ card: "OG_322" }], hand: [{ card: "CS2_106", ref: "F" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "X" }] },
    p2: { hand: [{ card: "CS2_106", ref: "E" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "F.cost": 0, "Y.cost": 4, "E.cost": 2 },
  });
  cardCase("OG_147", {
    does: "Deathrattle: 8 Health to the enemy hero",
    p1: { hero: { card: "HERO_08", health: 10 }, board: [{ card: "OG_147", ref: "H" }] },
    p2: { hero: { card: "HERO_01", health: 10 } },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "p2.hero.health": 18, "p1.hero.health": 10 },
  });
  cardCase("OG_161", {
    does: "2 damage to every non-Murloc minion, both sides; Murlocs spared",
    p1: { board: [{ card: YETI, ref: "Y" }, { card: "CS2_168", ref: "M" }], hand: [{ card: "OG_161", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.health": 3, "E.health": 3, "M.health": 1, "S.health": 3 },
  });
  cardCase("OG_337", {
    does: "+1 Health for each enemy minion",
    p1: { hand: [{ card: "OG_337", ref: "C" }] },
    p2: { board: wisps(3, "e") },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.attack": 3, "C.health": 6 },
  });
  cardCase("OG_318", {
    does: "each time it takes damage: a 2/2 Taunt Gnoll",
    p1: { board: [{ card: "OG_318", ref: "H" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "attack", attacker: "H", defender: "E" }],
    expect: { "p1.board": ["OG_318", "OG_318t"] },
  });
  cardCase("OG_249", {
    does: "Deathrattle: a 2/2 Slime",
    p1: { board: [{ card: "OG_249", ref: "T" }] },
    actions: [{ type: "destroy", target: "T" }],
    expect: { "p1.board": ["OG_249a"] },
  });
  cardCase("OG_320", {
    does: "+1 Attack for each other card in your hand",
    p1: { hand: [{ card: "OG_320", ref: "D" }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 3, "D.health": 4 },
  });
  cardCase("OG_122", {
    does: "two Bananas into your hand",
    p1: { hand: [{ card: "OG_122", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand": ["EX1_014t", "EX1_014t"] },
  });
  cardCase("OG_133", {
    does: "your Deathrattle minions that died come back, in order; others and the enemy's don't",
    p1: { board: [{ card: "FP1_001", ref: "Z" }, { card: YETI, ref: "Y" }, { card: "OG_216", ref: "W" }], hand: [{ card: "OG_133", ref: "N" }] },
    p2: { board: [{ card: "FP1_001", ref: "E" }] },
    actions: [{ type: "destroy", target: "Z" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "W" }, { type: "destroy", target: "E" },
      { type: "play", card: "N" }],
    check: (r) => {
      const b = r.state.players[0].board.map((e) => e.card).filter((c) => c !== "OG_216a");
      expect(b.sort()).toEqual(["FP1_001", "OG_133", "OG_216"]);
      expect(r.state.players[1].board).toEqual([]);
    },
  });
  cardCase("OG_338", {
    does: "at the start of the opponent's turn, a 50% roll: a hit makes them draw one more",
    state: { activePlayer: 1 },
    p1: { board: [{ card: "OG_338" }], deck: wisps(2, "d") },
    p2: { deck: wisps(3, "e") },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const roll = r.random.find((d) => d.purpose === "50% chance")!;
      expect(r.state.players[1].hand.length).toBe(roll.chosen === "hit" ? 2 : 1);
    },
  });
  cardCase("OG_138", {
    does: "in hand, 1 less at the start of each of your turns",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: "OG_138", ref: "N" }], deck: wisps(1, "d") },
    actions: [{ type: "endTurn" }],
    expect: { "N.cost": 5 },
  });
  cardCase("OG_138", {
    does: "not at the opponent's turn",
    p1: { hand: [{ card: "OG_138", ref: "N" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "N.cost": 6 },
  });
  cardCase("OG_323", {
    does: "Deathrattle: draw a card",
    p1: { board: [{ card: "OG_323", ref: "P" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "destroy", target: "P" }],
    expect: { "D.zone": "hand" },
  });
  cardCase("OG_271", {
    does: "at the start of your turn its Attack doubles",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "OG_271", ref: "S" }], deck: wisps(1, "d") },
    actions: [{ type: "endTurn" }],
    expect: { "S.attack": 4, "S.health": 8 },
  });
  cardCase("OG_340", {
    does: "Taunt and Elusive: a spell can't target it",
    p2: { board: [{ card: "OG_340", ref: "S" }] },
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "S" }],
    error: "illegal_action",
  });
  cardCase("OG_256", {
    does: "Deathrattle: your minions +1/+1, not the enemy's",
    p1: { board: [{ card: "OG_256", ref: "S" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "W.attack": 2, "W.health": 2, "E.attack": 1 },
  });
  cardCase("OG_151", {
    does: "Deathrattle: 1 damage to every minion",
    p1: { board: [{ card: "OG_151", ref: "T" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "T" }],
    expect: { "W.zone": "graveyard", "Y.health": 4, "p2.hero.health": 30 },
  });
  cardCase("OG_300", {
    does: "kills a minion attacking: +2/+2",
    p1: { board: [{ card: "OG_300", ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "attack", attacker: "B", defender: "E" }],
    expect: { "B.attack": 8, "B.health": 8 },
  });
  cardCase("OG_300", {
    does: "attacking the hero: nothing",
    p1: { board: [{ card: "OG_300", ref: "B" }] },
    actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }],
    expect: { "B.attack": 6 },
  });
  cardCase("OG_272", {
    does: "Deathrattle: a 5/5 Faceless Destroyer",
    p1: { board: [{ card: "OG_272", ref: "T" }] },
    actions: [{ type: "destroy", target: "T" }],
    expect: { "p1.board": ["OG_272t"] },
  });
  cardCase("OG_200", {
    does: "at the start of your turn its Attack becomes 7",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "OG_200", ref: "V" }], deck: wisps(1, "d") },
    actions: [{ type: "endTurn" }],
    expect: { "V.attack": 7, "V.health": 7 },
  });
  cardCase("OG_158", {
    does: "Deathrattle: +1/+1 to your other minion",
    p1: { board: [{ card: "OG_158", ref: "Z" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "destroy", target: "Z" }],
    expect: { "W.attack": 2, "E.attack": 1 },
  });
  cardCase("OG_223", {
    does: "+1/+2",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_223", ref: "D" }] },
    actions: [{ type: "play", card: "D", target: "W" }],
    expect: { "W.attack": 2, "W.health": 3 },
  });
  cardCase("OG_198", {
    does: "spends the rest (5) and restores twice that (10)",
    p1: { hero: { card: "HERO_08", health: 10 }, mana: mana(10, 5), hand: [{ card: "OG_198", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.hero.health": 20, "p1.mana.used": 10 },
  });
  cardCase("OG_229", {
    does: "at the end of your turn: 8 Health to a damaged friendly character (the only one)",
    p1: { hero: { card: "HERO_08", health: 15 }, board: [{ card: "OG_229" }, { card: YETI }], deck: wisps(1, "d") },
    p2: { hero: { card: "HERO_01", health: 15 }, deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.health": 23, "p2.hero.health": 15 },
  });
  cardCase("OG_222", {
    does: "your Divine Shield minions +1/+1",
    p1: { board: [{ card: "EX1_008", ref: "A" }, { card: WISP, ref: "W" }], hand: [{ card: "OG_222", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "A.attack": 2, "A.health": 2, "W.attack": 1 },
  });
  cardCase("OG_273", {
    does: "five 1/1 Silver Hand Recruits",
    p1: { hand: [{ card: "OG_273", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["CS2_101t", "CS2_101t", "CS2_101t", "CS2_101t", "CS2_101t"] },
  });
  cardCase("OG_006", {
    does: "your Hero Power becomes The Tidal Hand, summoning a 1/1 Murloc",
    p1: { hand: [{ card: "OG_006", ref: "V" }] },
    actions: [{ type: "play", card: "V" }, { type: "heroPower" }],
    expect: { "p1.heroPower": "OG_006b", "p1.board": ["OG_006", "OG_006a"] },
  });
  cardCase("OG_234", {
    does: "5 Health restored",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "OG_234", ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "p1.hero" }],
    expect: { "p1.hero.health": 25 },
  });
  cardCase("OG_101", {
    does: "spends the rest (4) and summons a random 4-Cost minion",
    p1: { mana: mana(4), hand: [{ card: "OG_101", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => expect(r.state.players[0].board[0]!.cost).toBe(4),
  });
  cardCase("OG_094", {
    does: "+2/+6",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_094", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "W.attack": 3, "W.health": 7 },
  });
  cardCase("OG_100", {
    does: "every minion with 2 or less Attack destroyed, both sides",
    p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "OG_100", ref: "H" }] },
    p2: { board: [{ card: "CS2_120", ref: "R" }, { card: "EX1_008", ref: "A" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "W.zone": "graveyard", "A.zone": "graveyard", "Y.zone": "board", "R.zone": "graveyard" },
  });
  cardCase("OG_335", {
    does: "Deathrattle: a copy of a card of the opponent's deck; their deck keeps it",
    p1: { board: [{ card: "OG_335", ref: "S" }] },
    p2: { deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "p1.hand": [YETI], "D.zone": "deck" },
  });
  cardCase("OG_070", {
    does: "Combo: +1/+1",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "OG_070", ref: "B" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "B" }],
    expect: { "B.attack": 2, "B.health": 3 },
  });
  cardCase("OG_176", {
    does: "5 damage to an undamaged character",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "OG_176", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.zone": "graveyard" },
  });
  cardCase("OG_176", {
    does: "a damaged character can't be chosen",
    p2: { hero: { card: "HERO_01", health: 20 } },
    p1: { hand: [{ card: "OG_176", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("OG_267", {
    does: "Deathrattle: your weapon +2 Attack",
    p1: { board: [{ card: "OG_267", ref: "S" }], weapon: { card: "CS2_106", ref: "F" } },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "F.attack": 5 },
  });
  cardCase("OG_073", {
    does: "draws a card and adds two more copies of it",
    p1: { hand: [{ card: "OG_073", ref: "T" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand": [YETI, YETI, YETI] },
  });
  cardCase("OG_026", {
    does: "unlocks your Overloaded Mana Crystals",
    p1: { mana: { crystals: 8, overloadLocked: 2, used: 0 }, hand: [{ card: "OG_026", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.mana.overloadLocked": 0 },
  });
  cardCase("OG_027", {
    does: "each of your minions becomes a random minion costing 1 more; the enemy's stay",
    p1: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], hand: [{ card: "OG_027", ref: "E" }] },
    p2: { board: [{ card: WISP, ref: "X" }] },
    actions: [{ type: "play", card: "E" }],
    check: (r) => {
      expect(r.state.players[0].board.map((e) => e.cost)).toEqual([1, 5]);
      expect(at(r.state, "X").card).toBe(WISP);
    },
  });
  cardCase("OG_328", {
    does: "a friendly minion becomes a random one costing 1 more",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "OG_328", ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    check: (r) => expect(r.state.players[0].board[0]!.cost).toBe(5),
  });
  cardCase("OG_031", {
    does: "Deathrattle: a 4/2 Twilight Elemental",
    p1: { weapon: { card: "OG_031", ref: "H" } },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "p1.board": ["OG_031a"] },
  });
  cardCase("OG_023", {
    does: "+1/+1 for each of your Totems",
    p1: { board: [{ card: "CS2_050" }, { card: "CS2_051" }, { card: WISP, ref: "W" }], hand: [{ card: "OG_023", ref: "P" }] },
    p2: { board: [{ card: "CS2_050" }] },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "W.attack": 3, "W.health": 3 },
  });
  cardCase("OG_206", {
    does: "4 damage to a minion, Overload 1",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "OG_206", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.health": 1, "p1.mana.overloadOwed": 1 },
  });
  cardCase("OG_113", {
    does: "after you summon a minion: +1 Attack",
    p1: { board: [{ card: "OG_113", ref: "C" }], hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "C.attack": 2 },
  });
  cardCase("OG_109", {
    does: "Battlecry: discards a random card",
    p1: { hand: [{ card: "OG_109", ref: "L" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "Y.zone": "graveyard" },
  });
  cardCase("OG_109", {
    does: "Deathrattle: draws a card",
    p1: { board: [{ card: "OG_109", ref: "L" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "D.zone": "hand" },
  });
  cardCase("OG_239", {
    does: "every minion destroyed; one card drawn for each",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_239", ref: "D" }], deck: wisps(5, "d") },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "W.zone": "graveyard", "Y.zone": "graveyard", "Z.zone": "graveyard", "p1.hand.length": 3 },
  });
  cardCase("OG_114", {
    does: "spends the rest (3) and summons that many 1/1 Tentacles",
    p1: { mana: mana(3), hand: [{ card: "OG_114", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.board": ["OG_114a", "OG_114a", "OG_114a"] },
  });
  cardCase("OG_241", {
    does: "Deathrattle: a 1/1 Shadowbeast",
    p1: { board: [{ card: "OG_241", ref: "V" }] },
    actions: [{ type: "destroy", target: "V" }],
    expect: { "p1.board": ["OG_241a"] },
  });
  cardCase("OG_116", {
    does: "13 damage split among all characters (no Spell Damage: 13 hits with a Kobold in play)",
    p1: { board: [{ card: "CS2_142" }], hand: [{ card: "OG_116", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const dealt = r.state.players.reduce((n, p) => n + (30 - (p.hero.health ?? 30)), 0);
      expect(dealt).toBeGreaterThanOrEqual(11);
      expect(r.random.filter((d) => d.purpose === "random target").length).toBe(13);
    },
  });
  cardCase("OG_314", {
    does: "it survives: a 2/2 Slime",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "OG_314", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.health": 4, "p1.board": ["OG_314b"] },
  });
  cardCase("OG_314", {
    does: "it dies: no Slime",
    p2: { board: [{ card: WISP, ref: "W" }] },
    p1: { hand: [{ card: "OG_314", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "W" }],
    expect: { "W.zone": "graveyard", "p1.board": [] },
  });
  cardCase("OG_276", {
    does: "a copy of each damaged friendly minion into your hand",
    p1: { board: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }], hand: [{ card: "CS2_008", ref: "F" }, { card: "OG_276", ref: "B" }] },
    actions: [{ type: "play", card: "F", target: "Y" }, { type: "play", card: "B" }],
    expect: { "p1.hand": [YETI] },
  });
  cardCase("OG_315", {
    does: "with another Pirate: your weapon +1/+1",
    p1: { board: [{ card: "CS2_146" }], weapon: { card: "CS2_106", ref: "F" }, hand: [{ card: "OG_315", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "F.attack": 4, "F.durability": 3 },
  });
  cardCase("OG_315", {
    does: "without: nothing",
    p1: { weapon: { card: "CS2_106", ref: "F" }, hand: [{ card: "OG_315", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "F.attack": 3 },
  });
  cardCase("OG_220", {
    does: "a random weapon equipped",
    p1: { hand: [{ card: "OG_220", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => expect(r.state.players[0].weapon).toBeTruthy(),
  });
  cardCase("OG_312", {
    does: "a 1/3 Rusty Hook",
    p1: { hand: [{ card: "OG_312", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.weapon": "OG_058" },
  });
  cardCase("OG_033", {
    does: "Deathrattle: back to your hand",
    p1: { weapon: { card: "OG_033", ref: "T" } },
    actions: [{ type: "destroy", target: "T" }],
    expect: { "p1.hand": ["OG_033"] },
  });
  cardCase("OG_072", {
    does: "Discover a Deathrattle card: the card taken has Deathrattle",
    p1: { hand: [{ card: "OG_072", ref: "J" }] },
    actions: [{ type: "play", card: "J" }],
    choices: [0],
    check: (r) => {
      expect(r.state.players[0].hand).toHaveLength(1);
      const d = r.random.find((x) => x.purpose === "discover option")!;
      expect(d.candidates).toContain("FP1_001");
    },
  });
  cardCase("OG_080", {
    does: "Battlecry: a random Toxin into your hand",
    p1: { hand: [{ card: "OG_080", ref: "X" }] },
    actions: [{ type: "play", card: "X" }],
    check: (r) => expect(["OG_080b", "OG_080c", "OG_080d", "OG_080e", "OG_080f"]).toContain(r.state.players[0].hand[0]!.card),
  });
  cardCase("OG_080", {
    does: "Deathrattle: another",
    p1: { board: [{ card: "OG_080", ref: "X" }] },
    actions: [{ type: "destroy", target: "X" }],
    check: (r) => expect(["OG_080b", "OG_080c", "OG_080d", "OG_080e", "OG_080f"]).toContain(r.state.players[0].hand[0]!.card),
  });
  cardCase("OG_080b", {
    does: "Kingsblood Toxin draws a card",
    p1: { hand: [{ card: "OG_080b", ref: "T" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "D.zone": "hand" },
  });
  cardCase("OG_080c", {
    does: "Bloodthistle Toxin returns a friendly minion; it costs 2 less",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "OG_080c", ref: "T" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.cost": 2 },
  });
  cardCase("OG_080d", {
    does: "Briarthorn Toxin: +3 Attack",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_080d", ref: "T" }] },
    actions: [{ type: "play", card: "T", target: "W" }],
    expect: { "W.attack": 4, "W.health": 1 },
  });
  cardCase("OG_080e", {
    does: "Fadeleaf Toxin: Stealth until your next turn",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_080e", ref: "T" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "play", card: "T", target: "W" }, { type: "endTurn" }],
    expect: { "W.seen.STEALTH": 1 },
  });
  cardCase("OG_080e", {
    does: "the Stealth ends as your next turn starts",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_080e", ref: "T" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "play", card: "T", target: "W" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "W.seen.STEALTH": undefined },
  });
  cardCase("OG_080f", {
    does: "Firebloom Toxin: 2 damage",
    p1: { hand: [{ card: "OG_080f", ref: "T" }] },
    actions: [{ type: "play", card: "T", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("OG_291", {
    does: "a 1/1 copy costing 1 of a friendly minion into your hand",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "OG_291", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "p1.hand": [YETI], "p1.hand.0.attack": 1, "p1.hand.0.health": 1, "p1.hand.0.cost": 1, "Y.zone": "board" },
  });
  cardCase("OG_104", {
    does: "this turn your healing deals damage instead",
    p1: { hand: [{ card: "OG_104", ref: "E" }, { card: "OG_234", ref: "A" }] },
    actions: [{ type: "play", card: "E" }, { type: "play", card: "A", target: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("OG_104", {
    does: "only this turn: next turn healing heals again",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "OG_104", ref: "E" }, { card: "OG_234", ref: "A" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "play", card: "E" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "A", target: "p1.hero" }],
    expect: { "p1.hero.health": 25 },
  });
  cardCase("OG_221", {
    does: "Deathrattle: your other minion gets Divine Shield; the enemy's does not",
    p1: { board: [{ card: "OG_221", ref: "S" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "Y.seen.DIVINE_SHIELD": 1, "E.seen.DIVINE_SHIELD": undefined },
  });
  cardCase("OG_045", {
    does: "your minions get 'Deathrattle: Add a random Beast to your hand'; the enemy's do not",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "OG_045", ref: "I" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "I" }, { type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
    check: (r) => {
      expect(r.state.players[0].hand).toHaveLength(1);
      expect(r.state.players[1].hand).toHaveLength(0);
    },
  });
  cardCase("OG_254", {
    does: "destroys every enemy Secret and gains +1/+1 for each",
    p1: { hand: [{ card: "OG_254", ref: "E" }] },
    p2: { secrets: [{ card: "EX1_287", ref: "S1" }, { card: "EX1_289", ref: "S2" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "S1.zone": "graveyard", "S2.zone": "graveyard", "E.attack": 4, "E.health": 6 },
  });
  cardCase("OG_254", {
    does: "your own Secrets stay; no gain",
    p1: { secrets: [{ card: "EX1_287", ref: "S" }], hand: [{ card: "OG_254", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "S.zone": "secrets", "E.attack": 2, "E.health": 4 },
  });
  cardCase("OG_311", {
    does: "the Paladin minion Discovered has +2/+2",
    p1: { hand: [{ card: "OG_311", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    choices: [0],
    check: (r) => {
      const c = r.state.players[0].hand[0]!;
      expect(c.enchantments?.map((e) => e.card)).toEqual(["OG_311e"]);
    },
  });
});
