/** Festival of Legends (BATTLE_OF_THE_BANDS): the cards of the late helper w9/late-c. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1, 0-Cost
const CROC = "CS2_120"; // River Crocolisk 2/3
const AXE = "CS2_106"; // Fiery War Axe
const RUSHER = "CS3_038"; // a Rush minion (3/1)
const endTurn = { type: "endTurn" };

describe("Festival of Legends: late helper cards", () => {
  describeCard("ETC_526", () => {
    cardCase("ETC_526", {
      does: "dies: a 9/9 Blight Boar with Charge and Taunt for its owner",
      p1: { hand: [{ card: "CS2_029", ref: "F" }] },
      p2: { board: [{ card: "ETC_526", ref: "C" }] },
      actions: [{ type: "play", card: "F", target: "C" }],
      expect: { "p2.board": ["ETC_526t"], "p2.board.0.attack": 9, "p2.board.0.health": 9, "p1.board": [] },
      check: (r) => expect(factsById("ETC_526t")!.mechanics).toEqual(expect.arrayContaining(["CHARGE", "TAUNT"])),
    });
  });
  describeCard("ETC_086", () => {
    cardCase("ETC_086", {
      does: "dies: 3 damage to each enemy minion, none to friendly ones or heroes",
      p1: { hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: "ETC_086", ref: "E", health: 6 }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "F", target: "E" }],
      expect: { "A.health": 2, "B.health": 5, "p1.hero.health": 30, "p2.board": [YETI] },
    });
  });
  describeCard("ETC_029", () => {
    cardCase("ETC_029", {
      does: "alone: two 1/2 Amps with Spell Damage +1",
      p1: { hand: [{ card: "ETC_029", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["ETC_029t", "ETC_029", "ETC_029t"], "p1.board.0.attack": 1, "p1.board.0.health": 2 },
    });
    cardCase("ETC_029", {
      does: "another friendly minion: no Amps (an enemy minion does not count)",
      p1: { hand: [{ card: "ETC_029", ref: "K" }], board: [{ card: WISP }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": [WISP, "ETC_029"] },
    });
  });
  describeCard("ETC_035", () => {
    cardCase("ETC_035", {
      does: "alone: 7/7 with Rush",
      p1: { hand: [{ card: "ETC_035", ref: "D" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "D.attack": 7, "D.health": 7, "D.seen.RUSH": 1 },
    });
    cardCase("ETC_035", {
      does: "another friendly minion: stays 5/5 without Rush",
      p1: { hand: [{ card: "ETC_035", ref: "D" }], board: [{ card: WISP }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "D.attack": 5, "D.health": 5, "D.seen.RUSH": undefined },
    });
  });
  describeCard("ETC_358", () => {
    cardCase("ETC_358", {
      does: "alone: a Saxophone Soloist comes to your hand",
      p1: { hand: [{ card: "ETC_358", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": ["ETC_358"], "p2.hand": [] },
    });
    cardCase("ETC_358", {
      does: "another friendly minion: none",
      p1: { hand: [{ card: "ETC_358", ref: "S" }], board: [{ card: WISP }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [] },
    });
  });
  describeCard("ETC_034", () => {
    cardCase("ETC_034", {
      does: "alone: 3 damage to each enemy minion, not the enemy hero",
      p1: { hand: [{ card: "ETC_034", ref: "O" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: CROC, ref: "B" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "A.health": 2, "p2.board": [YETI], "p2.hero.health": 30, "O.health": 6 },
    });
    cardCase("ETC_034", {
      does: "another friendly minion: no damage",
      p1: { hand: [{ card: "ETC_034", ref: "O" }], board: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "A" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "A.health": 5 },
    });
  });
  describeCard("ETC_105", () => {
    cardCase("ETC_105", {
      does: "at the end of your turn the one minion in your hand gets +2/+2 (the spell does not)",
      p1: { board: [{ card: "ETC_105" }], hand: [{ card: "CS2_029", ref: "F" }, { card: CROC, ref: "R" }] },
      actions: [endTurn],
      expect: { "R.attack": 4, "R.health": 5, "F.cost": 4 },
    });
    cardCase("ETC_105", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "ETC_105" }], hand: [{ card: CROC, ref: "R" }] },
      state: { activePlayer: 2 },
      actions: [endTurn],
      expect: { "R.attack": 2, "R.health": 3 },
    });
  });
  describeCard("ETC_305", () => {
    cardCase("ETC_305", {
      does: "a 6/7 becomes 1/2 and lives (Attack not 0)",
      p1: { hand: [{ card: "ETC_305", ref: "S" }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "S", target: "O" }],
      expect: { "O.attack": 1, "O.health": 2, "p2.board": ["CS2_200"] },
    });
    cardCase("ETC_305", {
      does: "a minion left with 0 Attack is destroyed (a 4/10 survives the -5 Health but dies)",
      p1: { hand: [{ card: "ETC_305", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 10, maxHealth: 10 }] },
      actions: [{ type: "play", card: "S", target: "Y" }],
      expect: { "p2.board": [], "Y.zone": "graveyard" },
    });
  });
  describeCard("JAM_027", () => {
    cardCase("JAM_027", {
      does: "option 1: a friendly minion gets +2 Attack and Rush",
      p1: { hand: [{ card: "JAM_027", ref: "F" }], board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "F", choose: 1, target: "C" }],
      expect: { "C.attack": 4, "C.health": 3, "C.seen.RUSH": 1 },
    });
    cardCase("JAM_027", {
      does: "option 2: +2 Health and Lifesteal",
      p1: { hand: [{ card: "JAM_027", ref: "F" }], board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "F", choose: 2, target: "C" }],
      expect: { "C.attack": 2, "C.health": 5, "C.seen.LIFESTEAL": 1 },
    });
    cardCase("JAM_027", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "JAM_027", ref: "F" }] },
      p2: { board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "F", choose: 1, target: "C" }],
      error: "illegal_action",
    });
  });
  describeCard("JAM_013", () => {
    cardCase("JAM_013", {
      does: "the friendly minion gets +3/+3 and is spared; 1 damage to every other minion, not heroes; Overload (1)",
      p1: { hand: [{ card: "JAM_013", ref: "J" }], board: [{ card: CROC, ref: "C" }, { card: YETI, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "B" }, { card: WISP }] },
      actions: [{ type: "play", card: "J", target: "C" }],
      expect: { "C.attack": 5, "C.health": 6, "A.health": 4, "B.health": 4, "p2.board": [YETI], "p2.hero.health": 30, "p1.mana.overloadOwed": 1 },
    });
  });
  describeCard("JAM_021", () => {
    cardCase("JAM_021", {
      does: "Combo: gains Poisonous",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "JAM_021", ref: "O" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "O" }],
      expect: { "O.seen.POISONOUS": 1 },
    });
    cardCase("JAM_021", {
      does: "first card this turn: no Poisonous",
      p1: { hand: [{ card: "JAM_021", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "O.seen.POISONOUS": undefined },
    });
  });
  describeCard("ETC_420", () => {
    cardCase("ETC_420", {
      does: "the friendly minion gets +2/+2 (this minion's stats)",
      p1: { hand: [{ card: "ETC_420", ref: "T" }], board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "T", target: "C" }],
      expect: { "C.attack": 4, "C.health": 5, "T.attack": 2 },
    });
    cardCase("ETC_420", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "ETC_420", ref: "T" }] },
      p2: { board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "T", target: "C" }],
      error: "illegal_action",
    });
  });
  describeCard("ETC_200", () => {
    cardCase("ETC_200", {
      does: "draws the two Rush minions (not the others), each costing (1) less",
      p1: { hand: [{ card: "ETC_200", ref: "S" }], deck: [{ card: RUSHER, ref: "A" }, { card: YETI, ref: "Y" }, { card: RUSHER, ref: "B" }, { card: WISP }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand": [RUSHER, RUSHER], "A.cost": 1, "B.cost": 1, "Y.zone": "deck" },
    });
  });
  describeCard("ETC_418", () => {
    cardCase("ETC_418", {
      does: "draws the weapon, not the minion",
      p1: { hand: [{ card: "ETC_418", ref: "I" }], deck: [{ card: AXE }, { card: YETI }] },
      actions: [{ type: "play", card: "I" }],
      expect: { "p1.hand": [AXE], "p1.deck": [YETI] },
    });
  });
  describeCard("ETC_449", () => {
    cardCase("ETC_449", {
      does: "restores 3 Health to your hero and minions, not the enemy's",
      p1: { board: [{ card: "ETC_449", ref: "L" }, { card: YETI, ref: "A", health: 1 }], hero: { card: "HERO_09", health: 20 } },
      p2: { board: [{ card: YETI, ref: "B", health: 1 }], hero: { card: "HERO_01", health: 20 } },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "A.health": 4, "p1.hero.health": 23, "B.health": 1, "p2.hero.health": 20, "L.health": 1 },
    });
  });
  describeCard("JAM_009", () => {
    cardCase("JAM_009", {
      does: "your minions get Rush, the enemy's don't",
      p1: { board: [{ card: "JAM_009", ref: "L" }, { card: YETI, ref: "A" }, { card: CROC, ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "B" }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "A.seen.RUSH": 1, "C.seen.RUSH": 1, "B.seen.RUSH": undefined },
    });
  });
  describeCard("JAM_022", () => {
    cardCase("JAM_022", {
      does: "silences the minion, no damage without Combo",
      p1: { hand: [{ card: "JAM_022", ref: "D" }] },
      p2: { board: [{ card: "EX1_565", ref: "T" }] }, // Flametongue Totem 0/3, an aura
      actions: [{ type: "play", card: "D", target: "T" }],
      expect: { "T.health": 3, "T.tags.SILENCED": 1 },
    });
    cardCase("JAM_022", {
      does: "Combo: silenced and 2 damage",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "JAM_022", ref: "D" }] },
      p2: { board: [{ card: "EX1_565", ref: "T" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "D", target: "T" }],
      expect: { "T.health": 1, "T.tags.SILENCED": 1 },
    });
  });
  describeCard("ETC_370", () => {
    cardCase("ETC_370", {
      does: "four random minions of Cost 6, 5, 4 and 3, in that order; Overload (2)",
      p1: { hand: [{ card: "ETC_370", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board.map((m) => factsById(m.card)!.cost)).toEqual([6, 5, 4, 3]);
        expect(r.state.players[0]!.mana.overloadOwed).toBe(2);
      },
    });
  });

  describeCard("ETC_081", () => {
    cardCase("ETC_081", {
      does: "during your turn your hero is Immune: a Fireball on it deals nothing",
      p1: { board: [{ card: "ETC_081" }], hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.hero.health": 30 },
    });
    cardCase("ETC_081", {
      does: "during the opponent's turn it is not",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "ETC_081" }] },
      p2: { hand: [{ card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p1.hero" }],
      expect: { "p1.hero.health": 24 },
    });
  });
  describeCard("ETC_102", () => {
    cardCase("ETC_102", {
      does: "your weapon gets +1 Durability, its Attack unchanged; the enemy's is not touched",
      p1: { hand: [{ card: "ETC_102", ref: "G" }], weapon: { card: AXE, ref: "W" } },
      p2: { weapon: { card: AXE, ref: "V" } },
      actions: [{ type: "play", card: "G" }],
      expect: { "W.durability": 3, "W.attack": 3, "V.durability": 2 },
    });
    cardCase("ETC_102", {
      does: "no weapon: nothing happens",
      p1: { hand: [{ card: "ETC_102", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["ETC_102"], "p1.weapon": null },
    });
  });
  describeCard("JAM_001", () => {
    cardCase("JAM_001", {
      does: "at the end of your turn draws the Secret, not the minion",
      p1: { board: [{ card: "JAM_001" }], deck: [{ card: YETI }, { card: "EX1_287", ref: "S" }] },
      actions: [endTurn],
      expect: { "S.zone": "hand", "p1.deck": [YETI] },
    });
    cardCase("JAM_001", {
      does: "not at the end of the opponent's turn",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "JAM_001" }], deck: [{ card: "EX1_287", ref: "S" }] },
      actions: [endTurn],
      expect: { "S.zone": "hand", "p1.hand.length": 1 },
    });
  });
  describeCard("JAM_032", () => {
    cardCase("JAM_032", {
      does: "a Fire Mage spell then a Fire Warlock spell come to your hand",
      p1: { hand: [{ card: "JAM_032", ref: "I" }] },
      actions: [{ type: "play", card: "I" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((e) => factsById(e.card)!);
        expect(hand.map((c) => [c.type, c.spellSchool, c.cardClass])).toEqual([["SPELL", "FIRE", "MAGE"], ["SPELL", "FIRE", "WARLOCK"]]);
      },
    });
  });
  describeCard("ETC_535", () => {
    cardCase("ETC_535", {
      does: "a 1-, a 2- and a 3-Cost Elemental come to your hand",
      p1: { hand: [{ card: "ETC_535", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((e) => factsById(e.card)!);
        expect(hand.map((c) => c.cost)).toEqual([1, 2, 3]);
        for (const c of hand) expect(c.type === "MINION" && (c.races ?? []).some((x) => x === "ELEMENTAL" || x === "ALL")).toBe(true);
      },
    });
  });
  describeCard("ETC_026", () => {
    cardCase("ETC_026", {
      does: "alone: draws a spell, a minion and a weapon (the second spell stays)",
      p1: { hand: [{ card: "ETC_026", ref: "G" }], deck: [{ card: "CS2_029", ref: "S2" }, { card: YETI, ref: "M" }, { card: AXE, ref: "W" }, { card: "CS2_029", ref: "S1" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand": ["CS2_029", YETI, AXE], "p1.deck": ["CS2_029"] },
    });
    cardCase("ETC_026", {
      does: "another friendly minion: no draw",
      p1: { hand: [{ card: "ETC_026", ref: "G" }], board: [{ card: WISP }], deck: [{ card: "CS2_029" }, { card: YETI }, { card: AXE }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand": [], "p1.deck.length": 3 },
    });
  });
  describeCard("ETC_082", () => {
    cardCase("ETC_082", {
      does: "kills the minion: a Demon from your deck is summoned (not the other minion)",
      p1: { hand: [{ card: "ETC_082", ref: "D" }], deck: [{ card: YETI }, { card: "EX1_319", ref: "I" }] },
      p2: { board: [{ card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "D", target: "C" }],
      expect: { "p2.board": [], "p1.board": ["EX1_319"], "p1.deck": [YETI] },
    });
    cardCase("ETC_082", {
      does: "the target survives: no Demon",
      p1: { hand: [{ card: "ETC_082", ref: "D" }], deck: [{ card: "EX1_319" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D", target: "Y" }],
      expect: { "Y.health": 2, "p1.board": [], "p1.deck.length": 1 },
    });
  });
  describeCard("ETC_088", () => {
    cardCase("ETC_088", {
      does: "Mana left: one spell Discovered",
      p1: { hand: [{ card: "ETC_088", ref: "G" }], mana: { crystals: 10, used: 0 } },
      actions: [{ type: "play", card: "G" }],
      choices: [0, 0],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand.length).toBe(1);
        expect(factsById(hand[0]!.card)!.type).toBe("SPELL");
      },
    });
    cardCase("ETC_088", {
      does: "Finale (its 5 Mana were the last): a second spell Discovered",
      p1: { hand: [{ card: "ETC_088", ref: "G" }], mana: { crystals: 5, used: 0 } },
      actions: [{ type: "play", card: "G" }],
      choices: [0, 0],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand.map((e) => factsById(e.card)!.type)).toEqual(["SPELL", "SPELL"]);
      },
    });
  });
  describeCard("ETC_326", () => {
    cardCase("ETC_326", {
      does: "one Legendary minion Discovered to your hand",
      p1: { hand: [{ card: "ETC_326", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((e) => factsById(e.card)!);
        expect(hand.map((c) => [c.type, c.rarity])).toEqual([["MINION", "LEGENDARY"]]);
      },
    });
  });
});
