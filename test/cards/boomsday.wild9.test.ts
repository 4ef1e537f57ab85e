/** Behaviour tests of The Boomsday Project (BOOMSDAY) cards implemented in session 9 (w9/wild-f). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const COIN = "GAME_005";
const FRAMEBOT = "BOT_309"; // Upgradeable Framebot, a 1/5 Mech with no text
const costOf = (id: string) => findCard(id)!.cost;

describe("The Boomsday Project (session 9)", () => {
  describeCard("BOT_419", () => {
    cardCase("BOT_419", {
      does: "with a Treant: Discovers a spell",
      p1: { board: [{ card: "EX1_tk9" }], hand: [{ card: "BOT_419", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.type).toBe("SPELL");
      },
    });
    cardCase("BOT_419", {
      does: "no Treant: nothing",
      p1: { board: [{ card: YETI }], hand: [{ card: "BOT_419", ref: "D" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("BOT_423", () => {
    cardCase("BOT_423", {
      does: "at the end of your turn the minion in your hand costs (7) less; a spell is passed over",
      p1: { board: [{ card: "BOT_423" }], hand: [{ card: "EX1_563", ref: "M" }, { card: FIREBALL, ref: "F" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "M.cost": 2, "F.cost": 4 },
    });
  });

  describeCard("BOT_523", () => {
    cardCase("BOT_523", {
      does: "costs (1) less for each friendly Treant that died (2: 7); an enemy Treant does not count",
      p1: { hand: [{ card: "BOT_523", ref: "M" }, { card: COIN, ref: "C" }] },
      state: { deaths: [{ card: "EX1_tk9", controller: 1, turn: 2 }, { card: "EX1_158t", controller: 1, turn: 3 }, { card: "EX1_tk9", controller: 2, turn: 3 }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "M.cost": 7 },
    });
  });

  describeCard("BOT_038", () => {
    cardCase("BOT_038", {
      does: "a friendly Mech gets +1/+1 and its Deathrattle triggers (Replicating Menace: three Microbots)",
      p1: { board: [{ card: "BOT_312", ref: "R" }], hand: [{ card: "BOT_038", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "R" }],
      check: (r) => {
        expect(at(r.state, "R").attack).toBe(4);
        expect(r.state.players[0].board.filter((m) => m.card === "BOT_312t")).toHaveLength(3);
      },
    });
    cardCase("BOT_038", {
      does: "a Mech without Deathrattle: only +1/+1",
      p1: { board: [{ card: FRAMEBOT, ref: "M" }], hand: [{ card: "BOT_038", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "M" }],
      expect: { "M.attack": 2, "M.health": 6, "p1.board.length": 2 },
    });
    cardCase("BOT_038", {
      does: "a non-Mech cannot be chosen",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BOT_038", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("BOT_039", () => {
    cardCase("BOT_039", {
      does: "your Deathrattles trigger twice (Leper Gnome: 4 damage), the enemy's once",
      p1: { board: [{ card: "BOT_039" }, { card: "EX1_029", ref: "L" }] },
      p2: { board: [{ card: "EX1_029", ref: "E" }] },
      actions: [{ type: "destroy", target: "L" }, { type: "destroy", target: "E" }],
      expect: { "p2.hero.health": 26, "p1.hero.health": 28 },
    });
    cardCase("BOT_039", {
      does: "a weapon's Deathrattle too (Woodcutter's Axe: +4/+2 to the only minion)",
      p1: { board: [{ card: "BOT_039", ref: "N" }], weapon: { card: "GIL_653", ref: "A" } },
      actions: [{ type: "destroy", target: "A" }],
      expect: { "N.attack": 7, "N.health": 8 },
    });
  });

  describeCard("BOT_402", () => {
    cardCase("BOT_402", {
      does: "Discovers a Secret",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "BOT_402", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.mechanics).toContain("SECRET");
      },
    });
  });

  describeCard("BOT_101", () => {
    cardCase("BOT_101", {
      does: "adds two random minions to your hand",
      p1: { hand: [{ card: "BOT_101", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) expect(findCard(c.card)!.type).toBe("MINION");
      },
    });
  });

  describeCard("BOT_256", () => {
    cardCase("BOT_256", {
      does: "summons a random minion costing your hand size (3)",
      p1: { hand: [{ card: "BOT_256", ref: "A" }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        expect(costOf(board[1]!.card)).toBe(3);
      },
    });
  });

  describeCard("BOT_257", () => {
    cardCase("BOT_257", {
      does: "the minions of your deck cost (1); spells keep their Cost",
      p1: { hand: [{ card: "BOT_257", ref: "L" }], deck: [{ card: "EX1_563", ref: "M" }, { card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }] },
      p2: { deck: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "M.cost": 1, "W.cost": 1, "F.cost": 4, "E.cost": 4 },
    });
  });

  describeCard("BOT_601", () => {
    cardCase("BOT_601", {
      does: "1 damage to a random enemy for each card in your hand (2: the enemy hero alone takes 2)",
      p1: { hand: [{ card: "BOT_601", ref: "M" }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
    });
  });

  describeCard("BOT_453", () => {
    cardCase("BOT_453", {
      does: "1 damage to the minion and its neighbours, not further",
      p1: { hand: [{ card: "BOT_453", ref: "S" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
      actions: [{ type: "play", card: "S", target: "B" }],
      expect: { "A.health": 4, "B.health": 4, "C.health": 4, "D.health": 5 },
    });
  });

  describeCard("BOT_539", () => {
    cardCase("BOT_539", {
      does: "Discovers a spell costing (5) or more",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "BOT_539", ref: "A" }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(findCard(hand[0]!.card)!.type).toBe("SPELL");
        expect(costOf(hand[0]!.card)).toBeGreaterThanOrEqual(5);
      },
    });
  });

  describeCard("BOT_280", () => {
    cardCase("BOT_280", {
      does: "after the opponent plays a minion, you get a 1/1 copy of it",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "BOT_280" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.board": ["BOT_280", YETI], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": [YETI] },
    });
    cardCase("BOT_280", {
      does: "your own minions are not copied",
      p1: { board: [{ card: "BOT_280" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.board": ["BOT_280", YETI] },
    });
  });

  describeCard("BOT_107", () => {
    cardCase("BOT_107", {
      does: "at the end of your turn, 1 damage to every other character",
      p1: { board: [{ card: "BOT_107", ref: "M" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "M.health": 4, "Y.health": 4, "E.health": 4, "p1.hero.health": 29, "p2.hero.health": 29 },
    });
    cardCase("BOT_107", {
      does: "magnetized onto a Mech, the Mech does it",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_107", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M", position: 0 }, { type: "endTurn" }],
      expect: { "p1.board": [FRAMEBOT], "F.attack": 5, "F.health": 9, "E.health": 4, "p2.hero.health": 29 },
    });
  });

  describeCard("BOT_267", () => {
    cardCase("BOT_267", {
      does: "Deathrattle: summons a minion of (2) or less from your hand, not a dearer one",
      p1: { board: [{ card: "BOT_267", ref: "R" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_172", ref: "B" }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p1.board": ["CS2_172"], "Y.zone": "hand" },
    });
  });

  describeCard("BOT_098", () => {
    cardCase("BOT_098", {
      does: "no spell cast this turn: it can't attack",
      p1: { board: [{ card: "BOT_098", ref: "M" }] },
      actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("BOT_098", {
      does: "after a spell this turn it attacks",
      p1: { board: [{ card: "BOT_098", ref: "M" }], hand: [{ card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "M", defender: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
  });

  describeCard("BOT_234", () => {
    cardCase("BOT_234", {
      does: "every minion, both sides, becomes 1/1",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BOT_234", ref: "S" }] },
      p2: { board: [{ card: "EX1_563", ref: "M" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "Y.attack": 1, "Y.health": 1, "M.attack": 1, "M.health": 1 },
    });
  });

  describeCard("BOT_529", () => {
    cardCase("BOT_529", {
      does: "summons a 5/5 copy of the friendly minion",
      p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "BOT_529", ref: "P" }] },
      actions: [{ type: "play", card: "P", target: "W" }],
      expect: { "p1.board": [WISP, WISP], "p1.board.1.attack": 5, "p1.board.1.health": 5, "W.attack": 1 },
    });
    cardCase("BOT_529", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "BOT_529", ref: "P" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "P", target: "W" }],
      error: "illegal_action",
    });
  });

  describeCard("BOT_087", () => {
    cardCase("BOT_087", {
      does: "shuffles 10 cards of the opponent's class (a Mage) costing (1) into your deck",
      p1: { hand: [{ card: "BOT_087", ref: "A" }] },
      p2: { hero: { card: "HERO_08" } },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const deck = r.state.players[0].deck;
        expect(deck).toHaveLength(10);
        for (const c of deck) { expect(findCard(c.card)!.cardClass).toBe("MAGE"); expect(c.cost).toBe(1); }
      },
    });
  });

  describeCard("BOT_288", () => {
    cardCase("BOT_288", {
      does: "shuffles 3 copies of the chosen friendly minion into your deck",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "BOT_288", ref: "L" }] },
      actions: [{ type: "play", card: "L", target: "Y" }],
      expect: { "p1.deck": [YETI, YETI, YETI], "p2.deck": [] },
    });
  });

  describeCard("BOT_283", () => {
    cardCase("BOT_283", {
      does: "+2/+2 for each other Pogo-Hopper played this game (2 before: 5/5)",
      p1: {
        hand: [{ card: "BOT_283", ref: "P" }],
        playedThisGame: [{ card: "BOT_283", cost: 1, turn: 1 }, { card: "BOT_283", cost: 1, turn: 3 }, { card: YETI, cost: 4, turn: 3 }],
      },
      actions: [{ type: "play", card: "P" }],
      expect: { "P.attack": 5, "P.health": 5 },
    });
    cardCase("BOT_283", {
      does: "the first one: 1/1",
      p1: { hand: [{ card: "BOT_283", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "P.attack": 1, "P.health": 1 },
    });
  });

  describeCard("BOT_093", () => {
    cardCase("BOT_093", {
      does: "an Elemental played last turn: draws a card and copies it",
      p1: { hand: [{ card: "BOT_093", ref: "E" }], deck: [{ card: YETI, ref: "Y" }], playedLastTurn: ["CS2_042"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": [YETI, YETI] },
    });
    cardCase("BOT_093", {
      does: "none: only the draw",
      p1: { hand: [{ card: "BOT_093", ref: "E" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.hand": [YETI] },
    });
  });

  describeCard("BOT_099", () => {
    cardCase("BOT_099", {
      does: "summons a copy of the minion in your hand; the card stays in hand",
      p1: { hand: [{ card: "BOT_099", ref: "E" }, { card: YETI, ref: "Y" }, { card: FIREBALL }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "p1.board": [YETI], "Y.zone": "hand" },
    });
  });

  describeCard("BOT_245", () => {
    cardCase("BOT_245", {
      does: "your minions become random Legendary minions; the enemy's stay",
      p1: { board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "B" }], hand: [{ card: "BOT_245", ref: "S" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        for (const m of r.state.players[0].board) expect(findCard(m.card)!.rarity).toBe("LEGENDARY");
        expect(r.state.players[0].board).toHaveLength(2);
        expect(at(r.state, "E").card).toBe(WISP);
      },
    });
  });

  describeCard("BOT_407", () => {
    cardCase("BOT_407", {
      does: "after you play an Overload card, two 1/1 Rush Sparks; a plain card summons none",
      p1: { board: [{ card: "BOT_407", ref: "T" }], hand: [{ card: "GIL_600", ref: "Z" }, { card: COIN, ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Z", target: "Y" }, { type: "play", card: "C" }],
      check: (r) => expect(r.state.players[0].board.filter((m) => m.card === "BOT_102t")).toHaveLength(2),
    });
  });

  describeCard("BOT_913", () => {
    cardCase("BOT_913", {
      does: "a minion in each hand becomes a random Demon; spells stay",
      p1: { hand: [{ card: "BOT_913", ref: "D" }, { card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "D" }],
      check: (r) => {
        expect(findCard(at(r.state, "Y").card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(DEMON|ALL)$/)]));
        expect(findCard(at(r.state, "W").card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(DEMON|ALL)$/)]));
        expect(at(r.state, "F").card).toBe(FIREBALL);
      },
    });
  });

  describeCard("BOT_237", () => {
    cardCase("BOT_237", {
      does: "Elusive: your spells can't target it",
      p1: { board: [{ card: "BOT_237", ref: "B" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "B" }],
      error: "illegal_action",
    });
    cardCase("BOT_237", {
      does: "magnetized onto a Mech: the Mech is +4/+8 and Elusive",
      p1: { board: [{ card: FRAMEBOT, ref: "M" }], hand: [{ card: "BOT_237", ref: "B" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "B", position: 0 }, { type: "play", card: "F", target: "M" }],
      error: "illegal_action",
    });
  });

  describeCard("BOT_104", () => {
    cardCase("BOT_104", {
      does: "5 damage split among the non-Mech minions: a lone enemy Yeti takes 5 and dies; the Mech untouched",
      p1: { board: [{ card: FRAMEBOT, ref: "F" }], hand: [{ card: "BOT_104", ref: "D" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "Y.zone": "graveyard", "F.health": 5, "p2.hero.health": 30 },
    });
  });

  describeCard("BOT_042", () => {
    cardCase("BOT_042", {
      does: "each player equips a 2/3 Gearblade and gains 6 Armor",
      p1: { hand: [{ card: "BOT_042", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.weapon": "BOT_042t", "p2.weapon": "BOT_042t", "p1.hero.armor": 6, "p2.hero.armor": 6 },
    });
  });
});
