/** March of the Lich King (RETURN_OF_THE_LICH_KING): the cards w14/isle added (sets/lich-king.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const FROST_NOVA = "CS2_026"; // Freeze all enemy minions
const FROSTBOLT = "CS2_024"; // 3 damage and Freeze
const CROC = "CS2_120"; // River Crocolisk, 2 Mana

describe("March of the Lich King (w14/isle)", () => {
  describeCard("NX2_037", () => {
    cardCase("NX2_037", {
      does: "Colossal +2: she comes with her two Wings, one each side",
      p1: { hand: [{ card: "NX2_037", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["NX2_037", "NX2_037t", "NX2_037t2"]),
    });
    cardCase("NX2_037", {
      does: "after enemy minions are Frozen they are destroyed; a friendly Frozen one is not",
      p1: { board: [{ card: "NX2_037", ref: "S" }, { card: WISP, ref: "F" }], hand: [{ card: FROST_NOVA, ref: "N" }, { card: FROSTBOLT, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "N" }, { type: "play", card: "B", target: "F" }],
      expect: { "Y.zone": "graveyard", "W.zone": "graveyard", "S.zone": "board" },
    });
    cardCase("NX2_037", {
      does: "a Wing's Freeze on damage: the minion it hits is Frozen, then destroyed",
      p1: { board: [{ card: "NX2_037", ref: "S" }, { card: "NX2_037t", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "T", defender: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
  });

  describeCard("RLK_822", () => {
    cardCase("RLK_822", {
      does: "Deathrattle: the only card in hand is Haunted; played, it summons a 4/3 Soldier with it",
      p1: { board: [{ card: "RLK_822", ref: "H" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "H" }, { type: "play", card: "W" }],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board.map((m) => m.card).sort()).toEqual(["CS2_231", "RLK_822t"]);
        const soldier = board.find((m) => m.card === "RLK_822t")!;
        expect([soldier.attack, soldier.health]).toEqual([4, 3]);
      },
    });
    cardCase("RLK_822", {
      does: "a Haunted spell summons the Soldier too; an unhaunted card played after does nothing more",
      p1: { board: [{ card: "RLK_822", ref: "H" }], hand: [{ card: FROSTBOLT, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "H" }, { type: "play", card: "B", target: "Y" }],
      expect: { "p1.board": ["RLK_822t"], "Y.health": 2 },
    });
  });

  describeCard("RLK_218", () => {
    cardCase("RLK_218", {
      does: "after the Battlecry this turn, your spell can't target a hero (illegal)",
      p1: { hand: [{ card: "RLK_218", ref: "A" }, { card: FROSTBOLT, ref: "B" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "B", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("RLK_218", {
      does: "a minion still can be targeted, with Spell Damage +2 (3 + 2 damage)",
      p1: { hand: [{ card: "RLK_218", ref: "A" }, { card: FROSTBOLT, ref: "B" }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "B", target: "G" }],
      expect: { "G.health": 2 },
    });
    cardCase("RLK_218", {
      does: "the rule is gone next turn (the state lasts this turn only): 3 + 2 damage, and 1 fatigue",
      p1: { hand: [{ card: "RLK_218", ref: "A" }, { card: FROSTBOLT, ref: "B" }] },
      actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });

  describeCard("RLK_659", () => {
    cardCase("RLK_659", {
      does: "gains 5 Armor; the next minions this turn are paid with Armor (no Mana), a spell with Mana",
      p1: { hand: [{ card: "RLK_659", ref: "A" }, { card: YETI, ref: "Y" }, { card: FROSTBOLT, ref: "B" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "Y" }, { type: "play", card: "B", target: "p2.hero" }],
      expect: { "p1.hero.armor": 1, "p1.mana.used": 10, "Y.zone": "board", "p2.hero.health": 27 },
    });
    cardCase("RLK_659", {
      does: "only three minions: the fourth costs Mana again",
      p1: { hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "RLK_659", ref: "A" }, { card: CROC, ref: "C1" }, { card: CROC, ref: "C2" }, { card: CROC, ref: "C3" }, { card: CROC, ref: "C4" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "C1" }, { type: "play", card: "C2" }, { type: "play", card: "C3" }, { type: "play", card: "C4" }],
      expect: { "p1.hero.armor": 4, "p1.mana.used": 10, "C4.zone": "board" },
    });
    cardCase("RLK_659", {
      does: "a minion costing more than your Armor can't be played, though the Mana is there (4 Armor spent, 1 left)",
      p1: { hand: [{ card: "RLK_659", ref: "A" }, { card: "CS2_119", ref: "S" }, { card: CROC, ref: "C" }] },
      actions: [{ type: "play", card: "A" }, { type: "play", card: "S" }, { type: "play", card: "C" }],
      error: "illegal_action",
    });
  });

  describeCard("RLK_912", () => {
    cardCase("RLK_912", {
      does: "a given Deathrattle (Soul of the Forest's Treant) triggers twice when it dies",
      p1: { board: [{ card: "RLK_912", ref: "T" }], hand: [{ card: "EX1_158", ref: "S" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "T" }],
      expect: { "p1.board": ["EX1_158t", "EX1_158t"] },
    });
    cardCase("RLK_912", {
      does: "with Baron Rivendare too: still twice, not four times",
      p1: { board: [{ card: "RLK_912", ref: "T" }, { card: "FP1_031", ref: "R" }], hand: [{ card: "EX1_158", ref: "S" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "T" }],
      check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === "EX1_158t")).toHaveLength(2),
    });
    cardCase("RLK_912", {
      does: "silenced, it loses the text (and the given Deathrattle): nothing",
      p1: { board: [{ card: "RLK_912", ref: "T" }], hand: [{ card: "EX1_158", ref: "S" }, { card: "EX1_332", ref: "Q" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "Q", target: "T" }, { type: "destroy", target: "T" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("RLK_950", () => {
    cardCase("RLK_950", {
      does: "the enemy minion goes into their deck where their deck's only minion was; that one is summoned in its place",
      p1: { hand: [{ card: "RLK_950", ref: "T" }] },
      p2: { board: [{ card: WISP, ref: "L" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "R" }], deck: [{ card: "CS2_024" }, { card: "CS2_186", ref: "G" }, { card: "CS2_024" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "p2.board": [WISP, "CS2_186", WISP], "p2.deck": ["CS2_024", YETI, "CS2_024"], "G.zone": "board", "G.player": 2 },
    });
    cardCase("RLK_950", {
      does: "no minion in their deck: nothing happens",
      p1: { hand: [{ card: "RLK_950", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: "CS2_024" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "p2.board": [YETI], "p2.deck": ["CS2_024"] },
    });
    cardCase("RLK_950", {
      does: "the minion sent back loses its enchantments (4.8): drawn again it is a plain 4/5",
      p1: { hand: [{ card: "RLK_950", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y", enchantments: [{ card: "CS2_092e" }] }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      check: (r) => {
        const deck = r.state.players[1]!.deck;
        expect(deck.map((c) => [c.card, c.attack, c.health])).toEqual([[YETI, 4, 5]]);
        expect(r.state.players[1]!.board.map((m) => m.card)).toEqual([WISP]);
      },
    });
  });

  describeCard("NX2_015", () => {
    cardCase("NX2_015", {
      does: "with fewer than 10 Mana Crystals: the Beast discovered from the deck is summoned, no copy",
      p1: { mana: { crystals: 9, used: 0 }, hand: [{ card: "NX2_015", ref: "F" }], deck: [{ card: "CS2_120", ref: "C" }, { card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board": ["CS2_120"], "p1.deck": [YETI], "p1.hand.length": 0 },
    });
    cardCase("NX2_015", {
      does: "Manathirst (10): a copy of it too, keeping its state (a buff it carried from the deck)",
      p1: { hand: [{ card: "NX2_015", ref: "F" }], deck: [{ card: "CS2_120", ref: "C", enchantments: [{ card: "CS2_092e" }] }, { card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board.map((m) => [m.card, m.attack, m.health])).toEqual([["CS2_120", 6, 7], ["CS2_120", 6, 7]]);
      },
    });
    cardCase("NX2_015", {
      does: "no Beast in the deck: nothing",
      p1: { hand: [{ card: "NX2_015", ref: "F" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board": [], "p1.deck": [YETI] },
    });
  });

  describeCard("RLK_120", () => {
    cardCase("RLK_120", {
      does: "destroys the only minion of the deck (the spell stays) and gains 4 Corpses",
      p1: { hand: [{ card: "RLK_120", ref: "M" }], deck: [{ card: FROSTBOLT }, { card: YETI, ref: "Y" }, { card: FROSTBOLT }], corpses: 1 },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.deck": [FROSTBOLT, FROSTBOLT], "Y.zone": "graveyard", "p1.corpses": 5 },
    });
    cardCase("RLK_120", {
      does: "no minion in the deck: still 4 Corpses, the deck unchanged",
      p1: { hand: [{ card: "RLK_120", ref: "M" }], deck: [{ card: FROSTBOLT }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.deck": [FROSTBOLT], "p1.corpses": 4 },
    });
  });
});
