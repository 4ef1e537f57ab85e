/** Behaviour tests of Kobolds & Catacombs (LOOTAPALOOZA) cards implemented in session 9 (w9/wild-f). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const COIN = "GAME_005";
const costOf = (id: string) => findCard(id)!.cost;

describe("Kobolds & Catacombs (session 9)", () => {
  describeCard("LOOT_048", () => {
    cardCase("LOOT_048", {
      does: "with 2 Armor it can't attack",
      p1: { hero: { card: "HERO_01", armor: 2 }, board: [{ card: "LOOT_048", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("LOOT_048", {
      does: "with 3 Armor it attacks",
      p1: { hero: { card: "HERO_01", armor: 3 }, board: [{ card: "LOOT_048", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
  });

  describeCard("LOOT_365", () => {
    cardCase("LOOT_365", {
      does: "with 4 Armor it can't attack",
      p1: { hero: { card: "HERO_01", armor: 4 }, board: [{ card: "LOOT_365", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("LOOT_365", {
      does: "with 5 Armor it attacks",
      p1: { hero: { card: "HERO_01", armor: 5 }, board: [{ card: "LOOT_365", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      expect: { "p2.hero.health": 25 },
    });
  });

  describeCard("LOOT_329", () => {
    cardCase("LOOT_329", {
      does: "after you play a minion, a copy of it is summoned; a spell summons nothing",
      p1: { board: [{ card: "LOOT_329" }], hand: [{ card: YETI, ref: "Y" }, { card: COIN, ref: "C" }] },
      actions: [{ type: "play", card: "Y" }, { type: "play", card: "C" }],
      expect: { "p1.board": ["LOOT_329", YETI, YETI] },
    });
    cardCase("LOOT_329", {
      does: "the opponent's minions are not copied",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "LOOT_329" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.board": ["LOOT_329"], "p2.board": [YETI] },
    });
  });

  describeCard("LOOT_218", () => {
    cardCase("LOOT_218", {
      does: "after it attacks a hero, a copy of it goes to your hand",
      p1: { board: [{ card: "LOOT_218", ref: "G" }] },
      actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
      expect: { "p1.hand": ["LOOT_218"], "p2.hero.health": 29 },
    });
    cardCase("LOOT_218", {
      does: "attacking a minion: no copy",
      p1: { board: [{ card: "LOOT_218", ref: "G" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "G", defender: "Y" }],
      expect: { "p1.hand": [] },
    });
  });

  describeCard("LOOT_165", () => {
    cardCase("LOOT_165", {
      does: "after a friendly minion dies, a 1/1 copy costing (1) in your hand; an enemy death gives nothing",
      p1: { board: [{ card: "LOOT_165" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "Y" }, { type: "destroy", target: "E" }],
      expect: { "p1.hand": [YETI], "p1.hand.0.attack": 1, "p1.hand.0.health": 1, "p1.hand.0.cost": 1 },
    });
  });

  describeCard("LOOT_412", () => {
    cardCase("LOOT_412", {
      does: "Deathrattle: a 1/1 copy of the minion in your hand is summoned; the card stays",
      p1: { board: [{ card: "LOOT_412", ref: "K" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL }] },
      actions: [{ type: "destroy", target: "K" }],
      expect: { "p1.board": [YETI], "p1.board.0.attack": 1, "p1.board.0.health": 1, "Y.zone": "hand" },
    });
  });

  describeCard("LOOT_373", () => {
    cardCase("LOOT_373", {
      does: "12 Health split among your damaged characters: a hero down 10 and a Yeti down 2 are both healed in full",
      p1: { hero: { card: "HERO_07", health: 20 }, board: [{ card: YETI, ref: "Y", tags: { DAMAGE: 2 } }], hand: [{ card: "LOOT_373", ref: "H" }] },
      p2: { hero: { card: "HERO_08", health: 20 } },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hero.health": 30, "Y.health": 5, "p2.hero.health": 20 },
    });
  });

  describeCard("LOOT_519", () => {
    cardCase("LOOT_519", {
      does: "at the end of your turn, a random minion costing your Armor (3)",
      p1: { hero: { card: "HERO_01", armor: 3 }, board: [{ card: "LOOT_519" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board).toHaveLength(2);
        expect(costOf(board[1]!.card)).toBe(3);
      },
    });
    cardCase("LOOT_519", {
      does: "with 14 Armor: a 10-Cost minion",
      p1: { hero: { card: "HERO_01", armor: 14 }, board: [{ card: "LOOT_519" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      check: (r) => expect(costOf(r.state.players[0].board[1]!.card)).toBe(10),
    });
  });

  describeCard("LOOT_054", () => {
    cardCase("LOOT_054", {
      does: "Armor chosen twice: 12 Armor",
      p1: { hand: [{ card: "LOOT_054", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      choices: [2, 2],
      expect: { "p1.hero.armor": 12, "p1.hand": [] },
    });
    cardCase("LOOT_054", {
      does: "a draw and +1 Attack to your minions",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "LOOT_054", ref: "B" }], deck: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      choices: [0, 1],
      expect: { "W.zone": "hand", "Y.attack": 5, "E.attack": 4, "p1.hero.armor": 0 },
    });
  });

  describeCard("LOOT_537", () => {
    cardCase("LOOT_537", {
      does: "the cards in your hand that did not start in your deck cost (2) less; the others not",
      p1: { hand: [{ card: "LOOT_537", ref: "L" }, { card: YETI, ref: "A", tags: { CREATOR: 99 } }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "A.cost": 2, "F.cost": 4 },
    });
  });

  describeCard("LOOT_516", () => {
    cardCase("LOOT_516", {
      does: "adds a copy of the chosen friendly minion to your hand",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "LOOT_516", ref: "Z" }] },
      actions: [{ type: "play", card: "Z", target: "Y" }],
      expect: { "p1.hand": [YETI] },
    });
    cardCase("LOOT_516", {
      does: "an enemy minion cannot be chosen",
      p1: { hand: [{ card: "LOOT_516", ref: "Z" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Z", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("LOOT_085", () => {
    cardCase("LOOT_085", {
      does: "no minion in your deck: the hand fills with Hunter spells",
      p1: { hand: [{ card: "LOOT_085", ref: "R" }, { card: WISP }], deck: [{ card: FIREBALL }] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(10);
        for (const c of hand.slice(1)) expect(findCard(c.card)).toMatchObject({ type: "SPELL", cardClass: "HUNTER" });
      },
    });
    cardCase("LOOT_085", {
      does: "a minion in the deck: nothing",
      p1: { hand: [{ card: "LOOT_085", ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [] },
    });
  });
});
