/** Behaviour tests of the Core Warlock cards whose canonical printing is in Core. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const facts = (id: string) => factsById(id)!;

describe("Core Warlock", () => {
  describeCard("CORE_SW_085", () => {
    cardCase("CORE_SW_085", {
      does: "a Fiend with Taunt whose Attack and Health are your hand size as it resolves (3 cards: 3/3)",
      p1: { hand: [{ card: "CORE_SW_085", ref: "DAP" }, { card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "DAP" }],
      expect: { "p1.board": ["SW_085t"], "p1.board.0.attack": 3, "p1.board.0.health": 3, "p1.board.0.seen.TAUNT": 1, "p2.board.length": 0 },
    });
    cardCase("CORE_SW_085", {
      does: "an empty hand gives a 0/1 (Health is at least 1)",
      p1: { hand: [{ card: "CORE_SW_085", ref: "DAP" }] },
      actions: [{ type: "play", card: "DAP" }],
      expect: { "p1.board": ["SW_085t"], "p1.board.0.attack": 0, "p1.board.0.health": 1 },
    });
    cardCase("CORE_SW_085", {
      does: "with your board full it can't be played",
      p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), hand: [{ card: "CORE_SW_085", ref: "DAP" }] },
      actions: [{ type: "play", card: "DAP" }],
      error: "illegal_action",
    });
  });

  cardCase("CORE_WON_096", {
    does: "Battlecry: Discover a 1-Cost card of your class or neutral",
    choices: [2],
    p1: { hero: { card: "HERO_07" }, hand: [{ card: "CORE_WON_096", ref: "DP" }] },
    actions: [{ type: "play", card: "DP" }],
    check: (r) => {
      const options = events(r, "discover")[0]!.options as string[];
      expect(options).toHaveLength(3);
      for (const id of options) {
        expect(facts(id).cost).toBe(1);
        expect(["WARLOCK", "NEUTRAL"]).toContain(facts(id).cardClass);
      }
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[2]]);
      expect(r.state.players[1].hand).toHaveLength(0);
    },
  });

  describeCard("CORE_SW_088", () => {
    cardCase("CORE_SW_088", {
      does: "3 damage to the target and two 1/3 Voidwalkers with Taunt for you",
      p1: { hand: [{ card: "CORE_SW_088", ref: "DA" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "DA", target: "Y" }],
      expect: { "Y.health": 2, "p1.board": ["CS2_065", "CS2_065"], "p1.board.1.seen.TAUNT": 1, "p2.board.length": 1, "p2.hero.health": 30 },
    });
    cardCase("CORE_SW_088", {
      does: "Spell Damage +1: 4 damage",
      p1: { board: [GEOMANCER], hand: [{ card: "CORE_SW_088", ref: "DA" }] },
      actions: [{ type: "play", card: "DA", target: "p2.hero" }],
      expect: { "p2.hero.health": 26, "p1.board.length": 3 },
    });
  });

  describeCard("CORE_SCH_158", () => {
    cardCase("CORE_SCH_158", {
      does: "Discover a Demon; it and your other Demons in hand cost (1) less, not your other minions",
      choices: [0],
      p1: { hand: [{ card: "CORE_SCH_158", ref: "DS" }, { card: "CS2_065", ref: "VW" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "DS" }],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        expect(options).toHaveLength(3);
        for (const id of options) expect(facts(id).races.some((x) => x === "DEMON" || x === "ALL")).toBe(true);
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual(["CS2_065", YETI, options[0]]);
        expect(hand[0]!.cost).toBe(0);
        expect(hand[1]!.cost).toBe(4);
        expect(hand[2]!.cost).toBe(Math.max(0, facts(options[0]!).cost - 1));
      },
    });
    cardCase("CORE_SCH_158", {
      does: "the next Demon you play uses it up: the other Demon costs (1) again",
      choices: [0],
      p1: { hand: [{ card: "CORE_SCH_158", ref: "DS" }, { card: "CS2_065", ref: "VW" }, { card: "CS2_065", ref: "VW2" }] },
      actions: [{ type: "play", card: "DS" }, { type: "play", card: "VW" }],
      expect: { "VW2.cost": 1, "p1.mana.used": 1, "p1.hero.enchantments": undefined },
    });
    cardCase("CORE_SCH_158", {
      does: "a non-Demon played does not use it up, and it lasts into later turns",
      choices: [0],
      p1: { hand: [{ card: "CORE_SCH_158", ref: "DS" }, { card: WISP, ref: "W" }, { card: "CS2_065", ref: "VW" }] },
      actions: [{ type: "play", card: "DS" }, { type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "VW.cost": 0 },
    });
  });

  describeCard("CORE_ICC_075", () => {
    cardCase("CORE_ICC_075", {
      does: "at the end of your turn, 1 damage to each enemy minion; your minions and heroes untouched",
      p1: { board: [{ card: "CORE_ICC_075", ref: "DD" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E1" }, { card: WISP, ref: "E2" }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "E1.health": 4, "E2.zone": "graveyard", "F.health": 5, "DD.health": 6, "p2.hero.health": 30 },
    });
    cardCase("CORE_ICC_075", {
      does: "not at the end of the opponent's turn",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "CORE_ICC_075", ref: "DD" }] },
      p2: { board: [{ card: YETI, ref: "E1" }] },
      actions: [{ type: "endTurn" }],
      expect: { "E1.health": 5 },
    });
  });

  describeCard("CORE_ICC_055", () => {
    cardCase("CORE_ICC_055", {
      does: "3 damage to a minion, and Lifesteal heals your hero 3",
      p1: { hero: { card: "HERO_07", health: 20 }, hand: [{ card: "CORE_ICC_055", ref: "DS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "DS", target: "Y" }],
      expect: { "Y.health": 2, "p1.hero.health": 23, "p2.hero.health": 30 },
    });
    cardCase("CORE_ICC_055", {
      does: "Spell Damage +1: 4 damage, 4 healed",
      p1: { hero: { card: "HERO_07", health: 20 }, board: [GEOMANCER], hand: [{ card: "CORE_ICC_055", ref: "DS" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "DS", target: "Y" }],
      expect: { "Y.health": 1, "p1.hero.health": 24 },
    });
    cardCase("CORE_ICC_055", {
      does: "only a minion can be its target",
      p1: { hand: [{ card: "CORE_ICC_055", ref: "DS" }] },
      actions: [{ type: "play", card: "DS", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  cardCase("CORE_BT_304", {
    does: "Taunt; Deathrattle: a 5/5 Dreadlord with Lifesteal where it stood",
    p1: { board: [{ card: WISP }, { card: "CORE_BT_304", ref: "ED" }, { card: WISP }] },
    actions: [{ type: "destroy", target: "ED" }],
    expect: { "p1.board": [WISP, "BT_304t", WISP], "p1.board.1.attack": 5, "p1.board.1.health": 5, "p1.board.1.seen.LIFESTEAL": 1, "p2.board.length": 0 },
    check: (r) => expect(r.state.players[0].graveyard.find((c) => c.card === "CORE_BT_304")).toBeDefined(),
  });
  cardCase("CORE_BT_304", {
    does: "has Taunt",
    p1: { board: [{ card: "CORE_BT_304", ref: "ED" }] },
    p2: { board: [{ card: "CS2_120", ref: "R" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "R", defender: "p1.hero" }],
    error: "illegal_action",
  });

  describeCard("CORE_YOD_026", () => {
    cardCase("CORE_YOD_026", {
      does: "Deathrattle: its Attack (2) to your only other minion, not to an enemy",
      p1: { board: [{ card: "CORE_YOD_026", ref: "FS" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "FS" }],
      expect: { "Y.attack": 6, "Y.health": 5, "E.attack": 4, "Y.enchantments.0.card": "Yod_026e" },
    });
    cardCase("CORE_YOD_026", {
      does: "the Attack it had when it died (a Servant seen at 5 Attack gives 5)",
      p1: { board: [{ card: "CORE_YOD_026", ref: "FS", attack: 5 }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "FS" }],
      expect: { "Y.attack": 9 },
    });
    cardCase("CORE_YOD_026", {
      does: "with no other friendly minion nothing happens",
      p1: { board: [{ card: "CORE_YOD_026", ref: "FS" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "FS" }],
      expect: { "E.attack": 4, "events.buff": 0 },
    });
  });

  describeCard("CORE_BOT_222", () => {
    cardCase("CORE_BOT_222", {
      does: "4 damage to the minion and to your own hero, at once (one mass damage)",
      p1: { hand: [{ card: "CORE_BOT_222", ref: "SB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "SB", target: "Y" }],
      expect: { "Y.health": 1, "p1.hero.health": 26, "p2.hero.health": 30, "events.damage": 2 },
    });
    cardCase("CORE_BOT_222", {
      does: "Spell Damage +1: 5 to each",
      p1: { board: [GEOMANCER], hand: [{ card: "CORE_BOT_222", ref: "SB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "SB", target: "Y" }],
      expect: { "Y.zone": "graveyard", "p1.hero.health": 25 },
    });
    cardCase("CORE_BOT_222", {
      does: "needs a minion target",
      p1: { hand: [{ card: "CORE_BOT_222", ref: "SB" }] },
      actions: [{ type: "play", card: "SB", target: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("CORE_BOT_568", () => {
    cardCase("CORE_BOT_568", {
      does: "draws 3 cards, each Temporary",
      p1: { hand: [{ card: "CORE_BOT_568", ref: "S" }], deck: [{ card: WISP }, { card: YETI }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: {
        "p1.hand.length": 3, "p1.deck.length": 1, "p2.hand.length": 0,
        "p1.hand.0.enchantments.0.card": "GBL_999e", "p1.hand.1.enchantments.0.card": "GBL_999e", "p1.hand.2.enchantments.0.card": "GBL_999e",
      },
    });
    cardCase("CORE_BOT_568", {
      does: "the drawn cards still in hand are discarded at the end of your turn; one played stays",
      p1: { hand: [{ card: "CORE_BOT_568", ref: "S" }, { card: YETI, ref: "KEEP" }], deck: [{ card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }, { card: WISP, ref: "W3" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "W3" }, { type: "endTurn" }],
      expect: { "W1.zone": "graveyard", "W2.zone": "graveyard", "W3.zone": "board", "KEEP.zone": "hand", "events.discard": 2 },
    });
  });

  cardCase("CORE_LOOT_013", {
    does: "Taunt; Battlecry: 2 damage to your own hero, not the enemy's",
    p1: { hand: [{ card: "CORE_LOOT_013", ref: "VH" }] },
    actions: [{ type: "play", card: "VH" }],
    expect: { "p1.hero.health": 28, "p2.hero.health": 30, "VH.seen.TAUNT": 1 },
  });
});
