/**
 * Behaviour tests of The Grand Tournament (TGT) cards implemented by w8/wild-b: Inspire, Joust and the plain texts.
 */
import { describe, expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { at, events } from "../support/engine.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const MAGE = { card: "HERO_08" };
const HP = { type: "heroPower", target: "p2.hero" };
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));

describe("TGT (w8/wild-b)", () => {
  // --- Inspire ---
  cardCase("AT_039", {
    does: "Inspire: your hero has +2 Attack this turn (after the Hero Power), gone at the end of the turn",
    p1: { hero: MAGE, board: [{ card: "AT_039" }], deck: wisps(1, "d") }, p2: { deck: wisps(1, "e") },
    actions: [HP],
    expect: { "p1.hero.attack": 2, "p2.hero.attack": 0 },
  });
  cardCase("AT_039", {
    does: "the +2 Attack ends with the turn",
    p1: { hero: MAGE, board: [{ card: "AT_039" }], deck: wisps(1, "d") }, p2: { deck: wisps(1, "e") },
    actions: [HP, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0 },
  });
  cardCase("AT_059", {
    does: "Inspire with an empty hand: 2 damage to the enemy hero (plus Fireblast's 1)",
    p1: { hero: MAGE, board: [{ card: "AT_059" }] },
    actions: [HP],
    expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
  });
  cardCase("AT_059", {
    does: "with a card in hand: no damage",
    p1: { hero: MAGE, board: [{ card: "AT_059" }], hand: [{ card: WISP }] },
    actions: [HP],
    expect: { "p2.hero.health": 29 },
  });
  cardCase("AT_006", {
    does: "Spell Damage +1, and +1 more after each Inspire: a Moonfire then deals 3",
    p1: { hero: MAGE, board: [{ card: "AT_006", ref: "A" }], hand: [{ card: "CS2_008", ref: "M" }] },
    actions: [HP, { type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.hero.health": 26, "A.enchantments.0.card": "AT_006e" },
  });
  cardCase("AT_006", {
    does: "without Inspire only the printed +1: Moonfire deals 2",
    p1: { board: [{ card: "AT_006" }], hand: [{ card: "CS2_008", ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("AT_089", {
    does: "Inspire: +1 Health, no Attack",
    p1: { hero: MAGE, board: [{ card: "AT_089", ref: "B" }] },
    actions: [HP],
    expect: { "B.attack": 3, "B.health": 3 },
  });
  cardCase("AT_110", {
    does: "Inspire: returns to its owner's hand",
    p1: { hero: MAGE, board: [{ card: "AT_110", ref: "C" }] },
    actions: [HP],
    expect: { "C.zone": "hand", "p1.hand": ["AT_110"], "p1.board": [] },
  });
  cardCase("AT_083", {
    does: "Inspire: Windfury this turn only",
    p1: { hero: MAGE, board: [{ card: "AT_083", ref: "D" }], deck: wisps(1, "d") }, p2: { deck: wisps(1, "e") },
    actions: [HP],
    expect: { "D.seen.WINDFURY": 1 },
  });
  cardCase("AT_083", {
    does: "the Windfury is gone after the turn",
    p1: { hero: MAGE, board: [{ card: "AT_083", ref: "D" }], deck: wisps(1, "d") }, p2: { deck: wisps(1, "e") },
    actions: [HP, { type: "endTurn" }],
    expect: { "D.seen.WINDFURY": undefined },
  });
  cardCase("AT_099", {
    does: "Inspire: a 3/5 War Kodo on your side",
    p1: { hero: MAGE, board: [{ card: "AT_099" }] },
    actions: [HP],
    expect: { "p1.board": ["AT_099", "AT_099t"], "p1.board.1.attack": 3, "p1.board.1.health": 5, "p2.board": [] },
  });
  cardCase("AT_099", {
    does: "not on the opponent's Hero Power",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "AT_099" }] },
    actions: [{ type: "heroPower" }],
    expect: { "p1.board": ["AT_099"], "p2.board": [] },
  });
  cardCase("AT_119", {
    does: "Inspire: +2/+2",
    p1: { hero: MAGE, board: [{ card: "AT_119", ref: "K" }] },
    actions: [HP],
    expect: { "K.attack": 6, "K.health": 6 },
  });
  cardCase("AT_090", {
    does: "Inspire: your other minions +1/+1, not itself nor the enemy's",
    p1: { hero: MAGE, board: [{ card: "AT_090", ref: "M" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [HP],
    expect: { "W.attack": 2, "W.health": 2, "M.attack": 5, "M.health": 3, "E.attack": 1 },
  });
  cardCase("AT_127", {
    does: "Inspire: a random spell into your hand",
    p1: { hero: MAGE, board: [{ card: "AT_127" }] },
    actions: [HP],
    check: (r) => {
      expect(r.state.players[0].hand.length).toBe(1);
      expect(r.state.players[1].hand.length).toBe(0);
      expect(r.random.some((d) => d.purpose.includes("pool") || d.candidates.length > 50)).toBe(true);
    },
  });
  cardCase("AT_113", {
    does: "Inspire: a 2/2 Squire into your hand",
    p1: { hero: MAGE, board: [{ card: "AT_113" }] },
    actions: [HP],
    expect: { "p1.hand": ["CS2_152"], "p2.hand": [] },
  });
  cardCase("AT_091", {
    does: "Inspire: restores 2 Health to your hero",
    p1: { hero: { card: "HERO_08", health: 25 }, board: [{ card: "AT_091" }] },
    actions: [HP],
    expect: { "p1.hero.health": 27 },
  });
  cardCase("AT_076", {
    does: "Inspire: a random Murloc summoned on your side",
    p1: { hero: MAGE, board: [{ card: "AT_076" }] },
    actions: [HP],
    check: (r) => {
      const b = r.state.players[0].board;
      expect(b.length).toBe(2);
      expect(r.state.players[1].board.length).toBe(0);
    },
  });
  cardCase("AT_018", {
    does: "Battlecry: a random Legendary minion",
    p1: { hand: [{ card: "AT_018", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => expect(r.state.players[0].board.length).toBe(2),
  });
  cardCase("AT_018", {
    does: "and Inspire: another",
    p1: { hero: MAGE, board: [{ card: "AT_018" }] },
    actions: [HP],
    check: (r) => expect(r.state.players[0].board.length).toBe(2),
  });
  cardCase("AT_012", {
    does: "Battlecry: 4 damage to each hero",
    p1: { hand: [{ card: "AT_012", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.health": 26, "p2.hero.health": 26 },
  });
  cardCase("AT_012", {
    does: "Inspire: 4 damage to each hero again (Fireblast's 1 on the enemy hero too)",
    p1: { hero: MAGE, board: [{ card: "AT_012" }] },
    actions: [HP],
    expect: { "p1.hero.health": 26, "p2.hero.health": 25 },
  });
  cardCase("AT_049", {
    does: "Battlecry: your Totems +2 Attack, not other minions",
    p1: { board: [{ card: "CS2_050", ref: "T" }, { card: WISP, ref: "W" }], hand: [{ card: "AT_049", ref: "V" }] },
    p2: { board: [{ card: "CS2_050", ref: "ET" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "T.attack": 3, "W.attack": 1, "ET.attack": 1, "V.attack": 3 },
  });
  cardCase("AT_049", {
    does: "Inspire: +2 Attack again",
    p1: { hero: MAGE, board: [{ card: "CS2_050", ref: "T" }, { card: "AT_049" }] },
    actions: [HP],
    expect: { "T.attack": 3 },
  });
  cardCase("AT_023", {
    does: "Inspire: one of your minions (itself the only one) and one enemy minion destroyed",
    p1: { hero: MAGE, board: [{ card: "AT_023", ref: "V" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [HP],
    expect: { "V.zone": "graveyard", "E.zone": "graveyard" },
  });
  cardCase("AT_066", {
    does: "Inspire: your weapon +1 Attack",
    p1: { hero: MAGE, board: [{ card: "AT_066" }], weapon: { card: "CS2_106", ref: "F" } },
    actions: [HP],
    expect: { "F.attack": 4 },
  });
  cardCase("AT_066", {
    does: "with no weapon nothing happens",
    p1: { hero: MAGE, board: [{ card: "AT_066", ref: "O" }] },
    actions: [HP],
    expect: { "O.attack": 3, "p1.weapon": null },
  });

  // --- battlecries, spells and the rest ---
  cardCase("AT_040", {
    does: "a friendly Beast gets +3 Health",
    p1: { board: [{ card: "CS2_172", ref: "B" }], hand: [{ card: "AT_040", ref: "W" }] },
    actions: [{ type: "play", card: "W", target: "B" }],
    expect: { "B.attack": 3, "B.health": 5 },
  });
  cardCase("AT_040", {
    does: "a non-Beast can't be chosen",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "AT_040", ref: "W" }] },
    actions: [{ type: "play", card: "W", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("AT_056", {
    does: "2 damage to the minion and both its neighbours, nothing further away",
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
    p1: { hand: [{ card: "AT_056", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "B" }],
    expect: { "A.health": 3, "B.health": 3, "C.health": 3, "D.health": 5 },
  });
  cardCase("AT_010", {
    does: "with a Beast: a random Beast is summoned",
    p1: { board: [{ card: "CS2_172" }], hand: [{ card: "AT_010", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => expect(r.state.players[0].board.length).toBe(3),
  });
  cardCase("AT_010", {
    does: "without a Beast: nothing",
    p1: { board: [{ card: YETI }], hand: [{ card: "AT_010", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.board": [YETI, "AT_010"] },
  });
  cardCase("AT_057", {
    does: "a friendly Beast is Immune this turn",
    p1: { board: [{ card: "CS2_172", ref: "B" }], hand: [{ card: "AT_057", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "B" }],
    expect: { "B.seen.IMMUNE": 1 },
  });
  cardCase("AT_001", {
    does: "25 damage to a minion",
    p2: { board: [{ card: "EX1_543", ref: "K" }] },
    p1: { hand: [{ card: "AT_001", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "K" }],
    expect: { "K.zone": "graveyard" },
  });
  cardCase("AT_001", {
    does: "a hero is no valid target",
    p1: { hand: [{ card: "AT_001", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("AT_005", {
    does: "the minion becomes a 4/2 Boar with Charge",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "AT_005", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "p2.board": ["AT_005t"], "p2.board.0.attack": 4, "p2.board.0.health": 2 },
  });
  cardCase("AT_009", {
    does: "Deathrattle: three Arcane Missiles into its owner's hand",
    p1: { board: [{ card: "AT_009", ref: "R" }] },
    actions: [{ type: "destroy", target: "R" }],
    expect: { "p1.hand": ["EX1_277", "EX1_277", "EX1_277"], "p2.hand": [] },
  });
  cardCase("AT_007", {
    does: "both players get a random spell; yours costs 2 less, theirs does not",
    p1: { hand: [{ card: "AT_007", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const mine = r.state.players[0].hand[0]!;
      const theirs = r.state.players[1].hand[0]!;
      expect(r.state.players[0].hand.length).toBe(1);
      expect(r.state.players[1].hand.length).toBe(1);
      // The card's own auras (a self cost aura in hand, e.g. a Cataclysm giant's) are not Spellslinger's: left out.
      expect((mine.enchantments ?? []).filter((e) => !e.aura).map((e) => e.cost)).toEqual([-2]);
      expect((theirs.enchantments ?? []).filter((e) => !e.aura)).toEqual([]);
    },
  });
  cardCase("AT_096", {
    does: "a friendly Mech gets +1/+1",
    p1: { board: [{ card: "EX1_556", ref: "M" }], hand: [{ card: "AT_096", ref: "K" }] },
    actions: [{ type: "play", card: "K", target: "M" }],
    expect: { "M.attack": 3, "M.health": 4 },
  });
  cardCase("AT_094", {
    does: "1 damage to the only enemy: the enemy hero",
    p1: { hand: [{ card: "AT_094", ref: "J" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "p2.hero.health": 29, "p1.hero.health": 30 },
  });
  cardCase("AT_122", {
    does: "with 4 other minions: 4 damage to the target",
    p1: { board: wisps(4), hand: [{ card: "AT_122", ref: "G" }] },
    actions: [{ type: "play", card: "G", target: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("AT_122", {
    does: "with 3: no target, no damage",
    p1: { board: wisps(3), hand: [{ card: "AT_122", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p2.hero.health": 30, "G.zone": "board" },
  });
  cardCase("AT_118", {
    does: "a random Paladin card into your hand",
    p1: { hand: [{ card: "AT_118", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    check: (r) => {
      expect(r.state.players[0].hand.length).toBe(1);
      const d = r.random.find((x) => x.candidates.some((c) => typeof c === "string" && c.startsWith("AT_")))!;
      expect(d).toBeDefined();
    },
  });
  cardCase("AT_125", {
    does: "Charge, but it can't attack the enemy hero",
    p1: { hand: [{ card: "AT_125", ref: "I" }] },
    actions: [{ type: "play", card: "I" }, { type: "attack", attacker: "I", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("AT_125", {
    does: "it attacks a minion the turn it is played",
    p1: { hand: [{ card: "AT_125", ref: "I" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "I" }, { type: "attack", attacker: "I", defender: "Y" }],
    expect: { "Y.zone": "graveyard", "I.health": 6 },
  });
  cardCase("AT_105", {
    does: "3 damage to itself: a 2/1",
    p1: { hand: [{ card: "AT_105", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.health": 1, "p2.hero.health": 30 },
  });
  cardCase("AT_084", {
    does: "a friendly minion +2 Attack",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "AT_084", ref: "L" }] },
    actions: [{ type: "play", card: "L", target: "W" }],
    expect: { "W.attack": 3, "W.health": 1 },
  });
  cardCase("AT_106", {
    does: "Silences a Demon",
    p2: { board: [{ card: "CS2_065", ref: "D" }] },
    p1: { hand: [{ card: "AT_106", ref: "L" }] },
    actions: [{ type: "play", card: "L", target: "D" }],
    expect: { "D.seen.TAUNT": undefined },
  });
  cardCase("AT_106", {
    does: "a non-Demon can't be chosen",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "AT_106", ref: "L" }] },
    actions: [{ type: "play", card: "L", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("AT_085", {
    does: "your Hero Power costs 1: you pay 1 mana",
    p1: { hero: MAGE, board: [{ card: "AT_085" }] },
    actions: [HP],
    expect: { "p1.mana.used": 1, "p1.heroPower.cost": 1 },
  });
  cardCase("AT_088", {
    does: "a 50% roll: the attack goes to another enemy or stays",
    p1: { board: [{ card: "AT_088", ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
    check: (r) => {
      const redirected = at(r.state, "Y").zone === "graveyard";
      expect(redirected ? r.state.players[1].hero.health : 22).toBe(redirected ? 30 : r.state.players[1].hero.health);
    },
  });
  cardCase("AT_103", {
    does: "4 damage to the target",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "AT_103", ref: "K" }] },
    actions: [{ type: "play", card: "K", target: "Y" }],
    expect: { "Y.health": 1 },
  });
  cardCase("AT_111", {
    does: "4 Health to each hero",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "AT_111", ref: "V" }] },
    p2: { hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 24 },
  });
  cardCase("AT_070", {
    does: "1 less for each friendly Pirate; enemy Pirates don't count",
    p1: { board: [{ card: "CS2_146" }, { card: "CS2_146" }, { card: WISP }], hand: [{ card: "AT_070", ref: "K" }, { card: WISP, ref: "X" }] },
    p2: { board: [{ card: "CS2_146" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "K.cost": 5 },
  });
  cardCase("AT_017", {
    does: "holding a Dragon: +1 Attack and Taunt",
    p1: { hand: [{ card: "AT_017", ref: "T" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "T.attack": 3, "T.seen.TAUNT": 1 },
  });
  cardCase("AT_017", {
    does: "without a Dragon: nothing (its own Dragon type does not count once played)",
    p1: { hand: [{ card: "AT_017", ref: "T" }, { card: YETI }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "T.attack": 2, "T.seen.TAUNT": undefined },
  });
  cardCase("AT_116", {
    does: "holding a Dragon: +1 Attack and Taunt",
    p1: { hand: [{ card: "AT_116", ref: "T" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "T.attack": 2, "T.seen.TAUNT": 1 },
  });
  cardCase("AT_116", {
    does: "without: nothing",
    p1: { hand: [{ card: "AT_116", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "T.attack": 1, "T.seen.TAUNT": undefined },
  });
  cardCase("AT_071", {
    does: "holding a Dragon: +1 Attack and Charge, it attacks at once",
    p1: { hand: [{ card: "AT_071", ref: "C" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "C", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("AT_071", {
    does: "without: no Charge",
    p1: { hand: [{ card: "AT_071", ref: "C" }] },
    actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "C", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("AT_081", {
    does: "every enemy minion's Attack becomes 1; yours do not change",
    p2: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
    p1: { board: [{ card: YETI, ref: "M" }], hand: [{ card: "AT_081", ref: "E" }] },
    actions: [{ type: "play", card: "E" }],
    expect: { "A.attack": 1, "A.health": 5, "B.attack": 1, "M.attack": 4 },
  });
  cardCase("AT_074", {
    does: "+3 Attack and Divine Shield",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "AT_074", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    expect: { "W.attack": 4, "W.health": 1, "W.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("AT_075", {
    does: "your Silver Hand Recruits have +2 Attack and Taunt; other minions and the enemy's Recruits don't",
    p1: { board: [{ card: "AT_075", ref: "T" }, { card: "CS2_101t", ref: "R" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: "CS2_101t", ref: "E" }] },
    actions: [{ type: "endTurn" }],
    expect: { "R.attack": 3, "R.seen.TAUNT": 1, "W.attack": 1, "E.attack": 1, "E.seen.TAUNT": undefined },
  });
  cardCase("AT_016", {
    does: "every minion's Attack and Health swap",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "AT_016", ref: "C" }] },
    p2: { board: [{ card: "CS2_120", ref: "R" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.attack": 5, "Y.health": 4, "R.attack": 3, "R.health": 2 },
  });
  cardCase("AT_015", {
    does: "a copy of the enemy minion into your hand, costing 1; the minion stays",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "AT_015", ref: "C" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "p1.hand": [YETI], "p1.hand.0.cost": 1, "Y.zone": "board" },
  });
  cardCase("AT_015", {
    does: "a friendly minion can't be chosen",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "AT_015", ref: "C" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("AT_014", {
    does: "your drawn card costs 1 less; the opponent's drawn card does not",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "AT_014" }], deck: [{ card: YETI, ref: "D" }] },
    p2: { deck: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "endTurn" }],
    expect: { "D.cost": 3, "D.zone": "hand" },
  });
  cardCase("AT_033", {
    does: "three random cards of the opponent's class (a Warrior's)",
    p1: { hand: [{ card: "AT_033", ref: "B" }] },
    p2: { hero: { card: "HERO_01" } },
    actions: [{ type: "play", card: "B" }],
    check: (r) => expect(r.state.players[0].hand.length).toBe(3),
  });
  cardCase("AT_028", {
    does: "Combo: +4 Attack",
    p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "AT_028", ref: "S" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "S" }],
    expect: { "S.attack": 7 },
  });
  cardCase("AT_028", {
    does: "without Combo: 3 Attack",
    p1: { hand: [{ card: "AT_028", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 3 },
  });
  cardCase("AT_032", {
    does: "with a Pirate: +1/+1",
    p1: { board: [{ card: "CS2_146" }], hand: [{ card: "AT_032", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 5, "S.health": 4 },
  });
  cardCase("AT_032", {
    does: "an enemy Pirate does not count",
    p2: { board: [{ card: "CS2_146" }] },
    p1: { hand: [{ card: "AT_032", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.attack": 4, "S.health": 3 },
  });
  cardCase("AT_030", {
    does: "Combo: 1 damage to the target",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "AT_030", ref: "U" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "U", target: "p2.hero" }],
    expect: { "p2.hero.health": 29 },
  });
  cardCase("AT_053", {
    does: "draws 2 and Overloads 1",
    p1: { hand: [{ card: "AT_053", ref: "A" }], deck: wisps(3) },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.hand.length": 2, "p1.mana.overloadOwed": 1 },
  });
  cardCase("AT_047", {
    does: "+1/+1 for each friendly Totem (enemy Totems don't count)",
    p1: { board: [{ card: "CS2_050" }, { card: "CS2_051" }], hand: [{ card: "AT_047", ref: "D" }] },
    p2: { board: [{ card: "CS2_050" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 6, "D.health": 7 },
  });
  cardCase("AT_054", {
    does: "minions in your hand and deck +1/+1; spells and the opponent's cards not",
    p1: { hand: [{ card: "AT_054", ref: "M" }, { card: YETI, ref: "H" }, { card: "CS2_029", ref: "S" }], deck: [{ card: WISP, ref: "D" }] },
    p2: { hand: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "H.attack": 5, "H.health": 6, "D.attack": 2, "D.health": 2, "E.attack": 4 },
  });
  cardCase("AT_046", {
    does: "a random basic Totem beside it",
    p1: { hand: [{ card: "AT_046", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const b = r.state.players[0].board.map((e) => e.card);
      expect(b.length).toBe(2);
      expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(b[1]);
    },
  });
  cardCase("AT_024", {
    does: "a Demon +3/+3",
    p1: { board: [{ card: "CS2_065", ref: "D" }], hand: [{ card: "AT_024", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "D" }],
    expect: { "D.attack": 4, "D.health": 6 },
  });
  cardCase("AT_024", {
    does: "a non-Demon can't be chosen",
    p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "AT_024", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("AT_021", {
    does: "+2/+1 for each card you discard",
    p1: { board: [{ card: "AT_021", ref: "T" }], hand: [{ card: "EX1_308", ref: "S" }, { card: WISP }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "T.attack": 5, "T.health": 3 },
  });
  cardCase("AT_026", {
    does: "the damage it takes is dealt to your hero too",
    p1: { board: [{ card: "AT_026", ref: "W" }] },
    p2: { board: [{ card: "CS2_120", ref: "R" }] },
    actions: [{ type: "attack", attacker: "W", defender: "R" }],
    expect: { "W.health": 1, "p1.hero.health": 28, "p2.hero.health": 30 },
  });
  cardCase("AT_069", {
    does: "another minion gets Taunt",
    p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "AT_069", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    expect: { "W.seen.TAUNT": 1 },
  });
  cardCase("AT_038", {
    does: "Battlecry: an empty Mana Crystal",
    p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "AT_038", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.mana.crystals": 6, "p1.mana.used": 3 },
  });
  cardCase("AT_038", {
    does: "Deathrattle: one Mana Crystal lost",
    p1: { mana: { crystals: 5, used: 0 }, board: [{ card: "AT_038", ref: "D" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.mana.crystals": 4 },
  });
  cardCase("AT_042", {
    does: "first option: a 2/1 Sabertooth Lion with Charge",
    p1: { hand: [{ card: "AT_042", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 1 }],
    expect: { "p1.board": ["AT_042t"] },
  });
  cardCase("AT_042", {
    does: "second option: a 3/2 Sabertooth Panther with Stealth",
    p1: { hand: [{ card: "AT_042", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 2 }],
    expect: { "p1.board": ["AT_042t2"], "p1.board.0.attack": 3 },
  });
  cardCase("AT_044", {
    does: "destroys the minion and gives the opponent a random minion card",
    p2: { board: [{ card: YETI, ref: "Y" }] },
    p1: { hand: [{ card: "AT_044", ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    expect: { "Y.zone": "graveyard", "p2.hand.length": 1, "p1.hand.length": 0 },
  });
  cardCase("AT_063", {
    does: "1 damage to an enemy 4/5: destroyed",
    p1: { board: [{ card: "AT_063" }, { card: YETI, ref: "F" }], hand: [{ card: "CS2_032", ref: "X" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "E.zone": "graveyard", "F.zone": "board" },
  });
  cardCase("AT_063t", {
    does: "at the end of your turn, 1 damage to each enemy, not to your side",
    p1: { board: [{ card: "AT_063t" }, { card: YETI, ref: "F" }], deck: wisps(1, "d") },
    p2: { board: [{ card: YETI, ref: "E" }], deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "E.health": 4, "p2.hero.health": 29, "F.health": 5, "p1.hero.health": 30 },
  });
  cardCase("AT_120", {
    does: "1 less for each use of your Hero Power this game",
    p1: { tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 3 }, hand: [{ card: "AT_120", ref: "G" }, { card: WISP, ref: "X" }] },
    p2: { tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 4 } },
    actions: [{ type: "play", card: "X" }],
    expect: { "G.cost": 7 },
  });
  cardCase("AT_079", {
    does: "one of each Secret in your deck goes into the secret zone",
    p1: { hero: MAGE, hand: [{ card: "AT_079", ref: "C" }], deck: [{ card: "EX1_287", ref: "S1" }, { card: "EX1_287", ref: "S2" }, { card: "EX1_289", ref: "S3" }, { card: YETI }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      expect(r.state.players[0].secrets.map((c) => c.card).sort()).toEqual(["EX1_287", "EX1_289"]);
      expect(r.state.players[0].deck.length).toBe(2);
    },
  });
  cardCase("AT_131", {
    does: "your spell targeting it: 3 damage to a random enemy (the hero, the only one)",
    p1: { board: [{ card: "AT_131", ref: "E" }], hand: [{ card: "CS2_004", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("AT_131", {
    does: "the opponent's spell targeting it: nothing",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "AT_131", ref: "E" }] },
    p2: { hand: [{ card: "CS2_004", ref: "S" }], deck: wisps(1, "e") },
    actions: [{ type: "play", card: "S", target: "E" }],
    expect: { "p2.hero.health": 30, "p1.hero.health": 30 },
  });
  cardCase("AT_129", {
    does: "your spell targeting it: Divine Shield (before the spell: a 1-damage spell pops it)",
    p1: { board: [{ card: "AT_129", ref: "F" }], hand: [{ card: "CS2_008", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    expect: { "F.health": 4, "F.seen.DIVINE_SHIELD": undefined },
  });
  cardCase("AT_129", {
    does: "a buff spell: it keeps the Divine Shield",
    p1: { board: [{ card: "AT_129", ref: "F" }], hand: [{ card: "CS2_004", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    expect: { "F.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("AT_050", {
    does: "Deathrattle: your Hero Power becomes Lightning Jolt, 2 damage",
    p1: { weapon: { card: "AT_050", ref: "H" } },
    actions: [{ type: "destroy", target: "H" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p1.heroPower": "AT_050t", "p2.hero.health": 28 },
  });
  cardCase("AT_031", {
    does: "attacking the enemy hero: the Coin into your hand",
    p1: { board: [{ card: "AT_031", ref: "C" }] },
    actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
    expect: { "p1.hand": ["GAME_005"], "p2.hero.health": 28 },
  });
  cardCase("AT_031", {
    does: "attacking a minion: nothing",
    p1: { board: [{ card: "AT_031", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "C", defender: "Y" }],
    expect: { "p1.hand": [] },
  });
  cardCase("AT_013", {
    does: "each time the minion attacks, your hero gets 4 Health",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: YETI, ref: "Y" }], hand: [{ card: "AT_013", ref: "G" }] },
    actions: [{ type: "play", card: "G", target: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 26 },
  });
  cardCase("AT_013", {
    does: "on an enemy minion: its attacks heal the caster's hero, not its owner's",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "AT_013", ref: "G" }], deck: wisps(1, "d") },
    p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "Y" }], deck: wisps(1, "e") },
    actions: [{ type: "play", card: "G", target: "Y" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
    expect: { "p1.hero.health": 20, "p2.hero.health": 20 },
  });
  // --- Joust: "Reveal a minion in each deck. If yours costs more, …" (the `joust` effect, rules-notes 555) ---
  cardCase("AT_108", {
    does: "won (a 4-Cost Yeti against a Wisp): Charge, it attacks at once; both cards stay in their decks",
    p1: { hand: [{ card: "AT_108", ref: "H" }], deck: [{ card: YETI, ref: "D" }] },
    p2: { deck: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25, "D.zone": "deck", "E.zone": "deck", "p1.hand": [] },
  });
  cardCase("AT_108", {
    does: "a tie is lost: no Charge",
    p1: { hand: [{ card: "AT_108", ref: "H" }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("AT_108", {
    does: "lost (a Wisp against a Yeti): no Charge",
    p1: { hand: [{ card: "AT_108", ref: "H" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("AT_133", {
    does: "won against a deck with no minion (only spells): +1/+1",
    p1: { hand: [{ card: "AT_133", ref: "J" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "J.attack": 2, "J.health": 3 },
  });
  cardCase("AT_133", {
    does: "no minion in your deck: lost, nothing revealed",
    p1: { hand: [{ card: "AT_133", ref: "J" }], deck: [{ card: "CS2_029" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "J" }],
    check: (r) => {
      expect(at(r.state, "J")).toMatchObject({ attack: 1, health: 2 });
      expect(r.random.filter((d) => d.purpose === "card revealed")).toEqual([]);
    },
  });
  cardCase("AT_112", {
    does: "won: Taunt and Divine Shield",
    p1: { hand: [{ card: "AT_112", ref: "M" }], deck: [{ card: "EX1_543" }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.seen.TAUNT": 1, "M.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("AT_112", {
    does: "lost: neither",
    p1: { hand: [{ card: "AT_112", ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "M.seen.TAUNT": undefined, "M.seen.DIVINE_SHIELD": undefined },
  });
  cardCase("AT_128", {
    does: "Deathrattle, won: back to its owner's hand",
    p1: { board: [{ card: "AT_128", ref: "K" }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "destroy", target: "K" }],
    expect: { "p1.hand": ["AT_128"], "p1.deck": [YETI] },
  });
  cardCase("AT_128", {
    does: "Deathrattle, lost: it stays dead",
    p1: { board: [{ card: "AT_128", ref: "K" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "destroy", target: "K" }],
    expect: { "p1.hand": [], "K.zone": "graveyard" },
  });
  cardCase("AT_077", {
    does: "won: +1 Durability (3)",
    p1: { hand: [{ card: "AT_077", ref: "L" }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.weapon.durability": 3, "p1.weapon.attack": 2 },
  });
  cardCase("AT_077", {
    does: "lost: 2 Durability",
    p1: { hand: [{ card: "AT_077", ref: "L" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.weapon.durability": 2 },
  });
  cardCase("AT_104", {
    does: "won: 7 Health to your hero",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "AT_104", ref: "T" }], deck: [{ card: YETI }] },
    p2: { hero: { card: "HERO_01", health: 20 }, deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.health": 27, "p2.hero.health": 20 },
  });
  cardCase("AT_104", {
    does: "lost: none",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "AT_104", ref: "T" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.health": 20 },
  });
  cardCase("AT_048", {
    does: "won: 16 Health restored instead of 8",
    p1: { hero: { card: "HERO_08", health: 5 }, hand: [{ card: "AT_048", ref: "H" }], deck: [{ card: YETI }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "H", target: "p1.hero" }],
    expect: { "p1.hero.health": 21 },
  });
  cardCase("AT_048", {
    does: "lost: 8",
    p1: { hero: { card: "HERO_08", health: 5 }, hand: [{ card: "AT_048", ref: "H" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "H", target: "p1.hero" }],
    expect: { "p1.hero.health": 13 },
  });
  cardCase("AT_065", {
    does: "with a Taunt minion: 3 Durability",
    p1: { board: [{ card: "CS2_125" }], hand: [{ card: "AT_065", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "p1.weapon.durability": 3 },
  });
  cardCase("AT_065", {
    does: "without (an enemy Taunt does not count): 2",
    p2: { board: [{ card: "CS2_125" }] },
    p1: { hand: [{ card: "AT_065", ref: "K" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "p1.weapon.durability": 2 },
  });
  cardCase("AT_068", {
    does: "your Taunt minions +2/+2; others and enemy Taunts not",
    p1: { board: [{ card: "CS2_125", ref: "T" }, { card: WISP, ref: "W" }], hand: [{ card: "AT_068", ref: "B" }] },
    p2: { board: [{ card: "CS2_125", ref: "E" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "T.attack": 5, "T.health": 5, "W.attack": 1, "E.attack": 3 },
  });
});

void events;
