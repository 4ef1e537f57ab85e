/** Whizbang's Workshop (WHIZBANGS_WORKSHOP): the cards w12/toys added (sets/whizbang.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

describe("Whizbang's Workshop (w12/toys)", () => {
  describeCard("TOY_866", () => {
    cardCase("TOY_866", {
      does: "starts Dormant; seven minions dying (Consecration on seven Wisps) awaken it",
      p1: { hand: [{ card: "TOY_866", ref: "S" }, { card: "CS2_093", ref: "C" }] },
      p2: { board: wisps(7) },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "C" }],
      expect: { "S.tags.DORMANT": undefined, "p2.board": [] },
    });
    cardCase("TOY_866", {
      does: "six deaths: still Dormant",
      p1: { hand: [{ card: "TOY_866", ref: "S" }, { card: "CS2_093", ref: "C" }] },
      p2: { board: wisps(6) },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "C" }],
      expect: { "S.tags.DORMANT": 1 },
    });
    cardCase("TOY_866", {
      does: "friendly minions count too (four of yours, three of theirs)",
      p1: { hand: [{ card: "TOY_866", ref: "S" }, { card: "CS2_062", ref: "H" }], board: wisps(4) },
      p2: { board: wisps(3) },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "H" }],
      expect: { "S.tags.DORMANT": undefined },
    });
  });
  describeCard("MIS_308", () => {
    cardCase("MIS_308", {
      does: "at the end of your turn a Bomb (BOT_511t) goes into the opponent's deck; drawn, it deals 5 to its drawer",
      p1: { board: [{ card: "MIS_308" }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        // The Bomb was the opponent's only card: drawn at the start of their turn, it explodes (5), then its "Draw a card"
        // finds the deck empty (Fatigue 1).
        expect(r.state.players[1]!.hero.health).toBe(24);
        expect(r.state.players[0]!.hero.health).toBe(30);
      },
    });
    cardCase("MIS_308", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "MIS_308" }] },
      state: { activePlayer: 2 },
      p2: { deck: [] },
      actions: [{ type: "endTurn" }],
      expect: { "p2.deck": [] },
    });
  });
  describeCard("MIS_711", () => {
    cardCase("MIS_711", {
      does: "Deathrattle: three Bombs into the opponent's deck",
      p1: { board: [{ card: "MIS_711", ref: "S" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "S" }],
      check: (r) => {
        const deck = r.state.players[1]!.deck.map((c) => c.card);
        expect(deck.filter((c) => c === "BOT_511t")).toHaveLength(3);
        expect(deck).toHaveLength(4);
        expect(r.state.players[0]!.deck).toEqual([]);
      },
    });
  });
  describeCard("TOY_943", () => {
    cardCase("TOY_943", {
      does: "playing the left-most card: 1 damage to the only enemy (the hero)",
      p1: { board: [{ card: "TOY_943" }], hand: [{ card: WISP, ref: "L" }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "p2.hero.health": 29 },
    });
    cardCase("TOY_943", {
      does: "the right-most card too",
      p1: { board: [{ card: "TOY_943" }], hand: [{ card: WISP }, { card: WISP }, { card: WISP, ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p2.hero.health": 29 },
    });
    cardCase("TOY_943", {
      does: "a card from the middle: nothing",
      p1: { board: [{ card: "TOY_943" }], hand: [{ card: WISP }, { card: WISP, ref: "M" }, { card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p2.hero.health": 30 },
    });
    cardCase("TOY_943", {
      does: "the opponent's plays do not count",
      p1: { board: [{ card: "TOY_943" }] },
      p2: { hand: [{ card: WISP, ref: "E" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
    });
  });
  describeCard("TOY_960", () => {
    cardCase("TOY_960", {
      does: "copies of each 1-Attack or 1-Health minion played (Wisp, Argent Squire, Murloc Raider), oldest first; not the others, nor a 1-Cost spell",
      p1: {
        hand: [{ card: "TOY_960", ref: "J" }],
        playedThisGame: [{ card: WISP, cost: 0, turn: 1 }, { card: "CS2_182", cost: 4, turn: 3 }, { card: "EX1_008", cost: 1, turn: 3 },
          { card: "CS2_120", cost: 2, turn: 3 }, { card: "CS2_168", cost: 1, turn: 3 }, { card: "CS2_024", cost: 1, turn: 3 }],
      },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.hand": [WISP, "EX1_008", "CS2_168"] },
    });
    cardCase("TOY_960", {
      does: "a minion played twice gives two copies",
      p1: { hand: [{ card: "TOY_960", ref: "J" }], playedThisGame: [{ card: WISP, cost: 0, turn: 1 }, { card: WISP, cost: 0, turn: 3 }] },
      actions: [{ type: "play", card: "J" }],
      expect: { "p1.hand": [WISP, WISP] },
    });
  });
  describeCard("TOY_803", () => {
    cardCase("TOY_803", {
      does: "its death: your Jade Displays in play, in hand and the two shuffled into the deck are 2/2; not the opponent's",
      p1: { board: [{ card: "TOY_803", ref: "J" }, { card: "TOY_803", ref: "K" }], hand: [{ card: "TOY_803", ref: "H" }] },
      p2: { board: [{ card: "TOY_803", ref: "E" }] },
      actions: [{ type: "destroy", target: "J" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.deck.map((c) => [c.card, c.attack, c.health])).toEqual([["TOY_803", 2, 2], ["TOY_803", 2, 2]]);
        expect([p.board[0]!.attack, p.board[0]!.health, p.hand[0]!.attack, p.hand[0]!.health]).toEqual([2, 2, 2, 2]);
        expect(r.state.players[1]!.board[0]!.attack).toBe(1);
      },
    });
    cardCase("TOY_803", {
      does: "a second death stacks: 3/3",
      p1: { board: [{ card: "TOY_803", ref: "J" }, { card: "TOY_803", ref: "K" }], hand: [{ card: "TOY_803", ref: "H" }] },
      actions: [{ type: "destroy", target: "J" }, { type: "destroy", target: "K" }],
      expect: { "H.attack": 3, "H.health": 3, "p1.deck.length": 4, "p1.deck.0.attack": 3 },
    });
  });
  describeCard("TOY_386", () => {
    cardCase("TOY_386", {
      does: "holding a Dragon: it and the Whelp get +1/+1 (the Yeti does not)",
      p1: { hand: [{ card: "TOY_386", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "EX1_043", ref: "D" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.attack": 3, "W.health": 2, "D.attack": 5, "D.health": 2, "Y.attack": 4 },
    });
    cardCase("TOY_386", {
      does: "no Dragon held: nothing",
      p1: { hand: [{ card: "TOY_386", ref: "W" }, { card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.attack": 2, "W.health": 1, "Y.attack": 4 },
    });
  });
  describeCard("TOY_640", () => {
    cardCase("TOY_640", {
      does: "5 to a 1/1 in the middle: its 4 excess to each neighbour; no Lifesteal from the middle of the hand",
      p1: { hand: [{ card: WISP }, { card: "TOY_640", ref: "M" }, { card: WISP }], hero: { card: "HERO_01", ref: "H", health: 20 } },
      p2: { board: [{ card: "CS2_182", ref: "A" }, { card: WISP, ref: "T" }, { card: "CS2_200", ref: "B" }] },
      actions: [{ type: "play", card: "M", target: "T" }],
      expect: { "A.health": 1, "B.health": 3, "T.zone": "graveyard", "p1.hero.health": 20 },
    });
    cardCase("TOY_640", {
      does: "Outcast: the spell has Lifesteal for all the damage it deals (5 + 4 + 4 = 13)",
      p1: { hand: [{ card: "TOY_640", ref: "M" }, { card: WISP }], hero: { card: "HERO_01", ref: "H", health: 10 } },
      p2: { board: [{ card: "CS2_182", ref: "A" }, { card: WISP, ref: "T" }, { card: "CS2_200", ref: "B" }] },
      actions: [{ type: "play", card: "M", target: "T" }],
      expect: { "A.health": 1, "B.health": 3, "p1.hero.health": 23 },
    });
    cardCase("TOY_640", {
      does: "no excess: the neighbours are untouched",
      p1: { hand: [{ card: WISP }, { card: "TOY_640", ref: "M" }, { card: WISP }] },
      p2: { board: [{ card: WISP, ref: "A" }, { card: "CS2_200", ref: "T" }] },
      actions: [{ type: "play", card: "M", target: "T" }],
      expect: { "A.health": 1, "T.health": 2 },
    });
  });
  describeCard("MIS_902", () => {
    cardCase("MIS_902", {
      does: "3 Armor lost: the Mechs in hand cost (3) less (Harvest Golem 3 → 0), not the Yeti",
      p1: { hand: [{ card: "MIS_902", ref: "P" }, { card: "EX1_556", ref: "G" }, { card: "CS2_182", ref: "Y" }], hero: { card: "HERO_01", armor: 3 } },
      actions: [{ type: "play", card: "P" }],
      expect: { "G.cost": 0, "Y.cost": 4, "p1.hero.armor": 0 },
    });
    cardCase("MIS_902", {
      does: "at most 5 Armor; the next Mech played uses the whole discount, the one after costs its own",
      p1: { hand: [{ card: "MIS_902", ref: "P" }, { card: "EX1_556", ref: "G" }, { card: "EX1_556", ref: "H" }], hero: { card: "HERO_01", armor: 7 } },
      actions: [{ type: "play", card: "P" }, { type: "play", card: "G" }],
      expect: { "H.cost": 3, "p1.hero.armor": 2, "p1.mana.used": 2 },
    });
    cardCase("MIS_902", {
      does: "no Armor: no discount",
      p1: { hand: [{ card: "MIS_902", ref: "P" }, { card: "EX1_556", ref: "G" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "G.cost": 3 },
    });
  });
  describeCard("MIS_105", () => {
    const deck = [{ card: "CS2_182" }, { card: "CS2_024" }, { card: "CS2_106" }, { card: WISP }];
    cardCase("MIS_105", {
      does: "the opponent plays a minion: a spell and a weapon are drawn, the Secret is used",
      p1: { secrets: [{ card: "MIS_105", ref: "S" }], deck },
      p2: { hand: [{ card: WISP, ref: "E" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": ["CS2_024", "CS2_106"], "p1.secrets": [], "S.zone": "graveyard" },
    });
    cardCase("MIS_105", {
      does: "a spell: a minion and a weapon",
      p1: { secrets: [{ card: "MIS_105" }], deck },
      p2: { hand: [{ card: "CS2_023", ref: "E" }], deck: [{ card: WISP }, { card: WISP }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": ["CS2_182", "CS2_106"] },
    });
    cardCase("MIS_105", {
      does: "a weapon: a minion and a spell",
      p1: { secrets: [{ card: "MIS_105" }], deck },
      p2: { hand: [{ card: "CS2_106", ref: "E" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": ["CS2_182", "CS2_024"] },
    });
    cardCase("MIS_105", {
      does: "your own plays do not trigger it",
      p1: { secrets: [{ card: "MIS_105" }], deck, hand: [{ card: WISP, ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand": [], "p1.secrets": ["MIS_105"] },
    });
  });
});
