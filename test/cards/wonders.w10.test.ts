/** Caverns of Time (WONDERS): cards whose steps the format already has (w10/badlands). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const DRAGON = "NEW1_023"; // Faerie Dragon 3/2
const PIRATE = "NEW1_018"; // Bloodsail Raider 2/3 Pirate
const MECH = "EX1_556"; // Harvest Golem 2/3 Mech
const CROC = "CS2_120"; // River Crocolisk 2/3 Beast
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2 Beast
const SENJIN = "CS2_179"; // 3/5 Taunt
const FIREBALL_ID = "CS2_029";

describe("Caverns of Time (w10)", () => {
  describeCard("WON_306", () => {
    cardCase("WON_306", {
      does: "3 damage to the minion and to the enemy hero, not to other characters",
      p1: { hand: [{ card: "WON_306", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "Y.health": 2, "Z.health": 5, "p2.hero.health": 27, "p1.hero.health": 30 },
    });
    cardCase("WON_306", {
      does: "needs a minion target (not a hero)",
      p1: { hand: [{ card: "WON_306", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("WON_014", () => {
    cardCase("WON_014", {
      does: "Choose One: an empty Mana Crystal",
      p1: { hand: [{ card: "WON_014", ref: "I" }], mana: { crystals: 5, used: 0 }, deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "I", choose: 1 }],
      expect: { "p1.mana.crystals": 6, "p1.mana.used": 3, "p1.hand": [] }, // the new crystal is empty
    });
    cardCase("WON_014", {
      does: "Choose One: draw a card",
      p1: { hand: [{ card: "WON_014", ref: "I" }], mana: { crystals: 5, used: 0 }, deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "I", choose: 2 }],
      expect: { "p1.mana.crystals": 5, "p1.hand": [YETI] },
    });
  });

  describeCard("WON_138", () => {
    cardCase("WON_138", {
      does: "Deathrattle: a friendly Pirate gets +2/+2, not another minion",
      p1: { board: [{ card: "WON_138", ref: "S" }, { card: PIRATE, ref: "P" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "P.attack": 4, "P.health": 5, "Y.attack": 4, "Y.health": 5 },
    });
    cardCase("WON_138", {
      does: "no friendly Pirate: nothing (an enemy Pirate is not buffed)",
      p1: { board: [{ card: "WON_138", ref: "S" }] },
      p2: { board: [{ card: PIRATE, ref: "P" }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "P.attack": 2, "P.health": 3 },
    });
  });

  describeCard("WON_139", () => {
    cardCase("WON_139", {
      does: "Battlecry: draws the Mech, which costs (2) less",
      p1: { hand: [{ card: "WON_139", ref: "T" }], deck: [{ card: MECH, ref: "M" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "M.zone": "hand", "M.cost": 1, "Y.zone": "deck" },
    });
  });

  describeCard("WON_140", () => {
    cardCase("WON_140", {
      does: "Battlecry: Dragons in hand cost (1) less and get +1/+1; other cards are left",
      p1: { hand: [{ card: "WON_140", ref: "F" }, { card: DRAGON, ref: "D" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "D.cost": 1, "D.attack": 4, "D.health": 3, "Y.cost": 4, "Y.attack": 4 },
    });
  });

  describeCard("WON_052", () => {
    cardCase("WON_052", {
      does: "with 5 or more Attack: a copy of it (with its Attack) is summoned",
      p1: { hand: [{ card: "WON_052", ref: "B", attack: 5 }] },
      actions: [{ type: "play", card: "B" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual(["WON_052", "WON_052"]);
        expect(board.map((m) => m.attack)).toEqual([5, 5]);
      },
    });
    cardCase("WON_052", {
      does: "with less than 5 Attack: no copy",
      p1: { hand: [{ card: "WON_052", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": ["WON_052"] },
    });
  });

  describeCard("WON_116", () => {
    cardCase("WON_116", {
      does: "Battlecry: Discover a Taunt minion, then Armor equal to its Cost",
      p1: { hand: [{ card: "WON_116", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        const f = factsById(hand[0]!.card)!;
        expect(f.type).toBe("MINION");
        expect(f.mechanics ?? []).toContain("TAUNT");
        expect(r.state.players[0].hero.armor).toBe(hand[0]!.cost);
      },
    });
  });

  describeCard("WON_308", () => {
    cardCase("WON_308", {
      does: "costs (2) less for each Secret played this game (and not for other spells)",
      p1: {
        hand: [{ card: "WON_308", ref: "K" }, { card: WISP, ref: "W" }],
        playedThisGame: [{ card: "EX1_287", cost: 3, turn: 1 }, { card: "EX1_289", cost: 3, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }],
      },
      actions: [{ type: "play", card: "W" }],
      expect: { "K.cost": 2 },
    });
  });

  describeCard("WON_310", () => {
    cardCase("WON_310", {
      does: "a 1-Health minion you play gets Divine Shield; a bigger one does not",
      p1: { board: [{ card: "WON_310" }], hand: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "Y" }],
      expect: { "W.seen.DIVINE_SHIELD": 1, "Y.seen.DIVINE_SHIELD": undefined },
    });
    cardCase("WON_310", {
      does: "an enemy 1-Health minion gets nothing",
      p1: { board: [{ card: "WON_310" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.seen.DIVINE_SHIELD": undefined },
    });
  });

  describeCard("WON_028", () => {
    cardCase("WON_028", {
      does: "copies of two different Beasts of 3 Cost or less in the deck are summoned; the deck keeps them",
      p1: { hand: [{ card: "WON_028", ref: "T" }], deck: [{ card: CROC, ref: "A" }, { card: RAPTOR, ref: "B" }, { card: YETI }, { card: "CS2_125" }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual([RAPTOR, CROC].sort());
        expect(r.state.players[0].deck).toHaveLength(4);
      },
    });
  });

  describeCard("WON_104", () => {
    cardCase("WON_104", {
      does: "summons Voidwalkers until the opponent has no more minions than you",
      p1: { hand: [{ card: "WON_104", ref: "W" }] },
      p2: { board: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["WON_104", "CS2_065", "CS2_065", "CS2_065"] },
    });
    cardCase("WON_104", {
      does: "one Voidwalker when the opponent has no more minions",
      p1: { hand: [{ card: "WON_104", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["WON_104", "CS2_065"] },
    });
  });

  describeCard("WON_066", () => {
    cardCase("WON_066", {
      does: "no duplicates in the deck: Discover a Dragon, damage equal to its Cost to all other minions",
      p1: { hand: [{ card: "WON_066", ref: "M" }], deck: [{ card: YETI }, { card: WISP }], board: [{ card: "CS2_186", ref: "F" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }] },
      actions: [{ type: "play", card: "M" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        const f = factsById(hand[0]!.card)!;
        expect(f.races ?? []).toContain("DRAGON");
        const cost = hand[0]!.cost ?? 0;
        const e = r.state.players[1].board.find((m) => m.ref === "E");
        expect(e ? 7 - (e.health ?? 0) : 7).toBe(Math.min(cost, 7));
        expect(r.state.players[0].board.find((m) => m.ref === "M")!.health).toBe(6);
      },
    });
    cardCase("WON_066", {
      does: "a duplicate in the deck: nothing",
      p1: { hand: [{ card: "WON_066", ref: "M" }], deck: [{ card: YETI }, { card: YETI }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand": [], "E.health": 1 },
    });
  });

  describeCard("WON_146", () => {
    cardCase("WON_146", {
      does: "awakening after 2 turns: Dragons in hand cost (4) less",
      p1: { board: [{ card: "WON_146", ref: "S", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], hand: [{ card: "EX1_572", ref: "D" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      expect: { "S.tags.DORMANT": undefined, "D.cost": 5, "Y.cost": 4 },
    });
    cardCase("WON_146", {
      does: "played: it is Dormant",
      p1: { hand: [{ card: "WON_146", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "S.tags.DORMANT": 1 },
    });
  });

  describeCard("WON_345", () => {
    cardCase("WON_345", {
      does: "Deathrattle: a Taunt minion of your deck is summoned",
      p1: { board: [{ card: "WON_345", ref: "V" }], deck: [{ card: YETI, ref: "Y" }, { card: SENJIN, ref: "S" }] },
      actions: [{ type: "destroy", target: "V" }],
      expect: { "p1.board": [SENJIN], "Y.zone": "deck" },
    });
  });

  describeCard("WON_049", () => {
    cardCase("WON_049", {
      does: "each side keeps only its highest-Attack minion",
      p1: { hand: [{ card: "WON_049", ref: "C" }], board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }, { card: DRAGON, ref: "F" }, { card: WISP, ref: "G" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": [YETI], "p2.board": ["CS2_186"], "B.zone": "graveyard", "F.zone": "graveyard" },
    });
    cardCase("WON_049", {
      does: "a tie for the highest Attack: one of them survives",
      p1: { hand: [{ card: "WON_049", ref: "C" }] },
      p2: { board: [{ card: YETI }, { card: YETI }, { card: WISP }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.board": [YETI] },
    });
  });

  describeCard("WON_103", () => {
    cardCase("WON_103", {
      does: "the card chosen among those looked at is discarded, then two cards are drawn",
      p1: { board: [{ card: "WON_103", ref: "L" }], hand: [{ card: FIREBALL_ID, ref: "F" }], deck: [{ card: YETI }, { card: WISP }, { card: DRAGON }] },
      actions: [{ type: "useLocation", card: "L" }],
      choices: [0],
      expect: { "F.zone": "graveyard", "p1.hand": [YETI, WISP], "L.health": 1 },
    });
  });

  describeCard("WON_023", () => {
    cardCase("WON_023", {
      does: "each spell you cast this turn gives a random Hunter card",
      p1: { hand: [{ card: "WON_023", ref: "L" }, { card: FIREBALL_ID, ref: "F" }, { card: FIREBALL_ID, ref: "G" }] },
      actions: [{ type: "play", card: "L" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => factsById(c.card)!);
        expect(hand).toHaveLength(2);
        for (const f of hand) expect(f.cardClass).toBe("HUNTER");
      },
    });
    cardCase("WON_023", {
      does: "next turn: no more cards",
      p1: { hand: [{ card: "WON_023", ref: "L" }, { card: FIREBALL_ID, ref: "F" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p1.hand": [WISP] },
    });
  });
});
