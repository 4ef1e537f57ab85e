/** Behaviour tests of the Core Paladin cards whose canonical printing is in Core. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const PALADIN = { card: "HERO_04" };
const facts = (id: string) => factsById(id)!;
const isA = (id: string, race: string) => facts(id).races.some((x) => x === race || x === "ALL");

describe("Core Paladin", () => {
  describeCard("CORE_DRG_229", () => {
    cardCase("CORE_DRG_229", {
      does: "Battlecry: Discover a Dragon of your class or neutral",
      choices: [2],
      p1: { hero: PALADIN, hand: [{ card: "CORE_DRG_229", ref: "BE" }] },
      actions: [{ type: "play", card: "BE" }],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        expect(options).toHaveLength(3);
        for (const id of options) {
          expect(facts(id).type).toBe("MINION");
          expect(isA(id, "DRAGON")).toBe(true);
          expect(["PALADIN", "NEUTRAL"]).toContain(facts(id).cardClass);
        }
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[2]]);
      },
    });
    cardCase("CORE_DRG_229", {
      does: "Lifesteal: its attack damage heals your hero",
      p1: { hero: { card: "HERO_04", health: 20 }, board: [{ card: "CORE_DRG_229", ref: "BE" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "BE", defender: "p2.hero" }],
      expect: { "p2.hero.health": 27, "p1.hero.health": 23, "BE.seen.LIFESTEAL": 1 },
    });
  });

  describeCard("CORE_TRL_307", () => {
    cardCase("CORE_TRL_307", {
      does: "restore 4 Health to the target and draw a card",
      p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "CORE_TRL_307", ref: "FL" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "FL", target: "p1.hero" }],
      expect: { "p1.hero.health": 24, "D.zone": "hand", "p2.hand.length": 0 },
    });
    cardCase("CORE_TRL_307", {
      does: "heals a minion, never above its maximum",
      p1: { hand: [{ card: "CORE_TRL_307", ref: "FL" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
      actions: [{ type: "play", card: "FL", target: "Y" }],
      expect: { "Y.health": 5, "p1.hand.length": 1 },
    });
  });

  cardCase("CORE_CFM_753", {
    does: "Battlecry: +1/+1 to every minion in your hand, not spells nor the opponent's hand",
    p1: { hand: [{ card: "CORE_CFM_753", ref: "GO" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: "CS2_029", ref: "FB" }] },
    p2: { hand: [{ card: YETI, ref: "EY" }] },
    actions: [{ type: "play", card: "GO" }],
    expect: { "Y.attack": 5, "Y.health": 6, "W.attack": 2, "W.health": 2, "EY.attack": 4, "FB.enchantments": undefined, "GO.attack": 2, "Y.enchantments.0.card": "CFM_753e" },
  });

  describeCard("CORE_BT_292", () => {
    cardCase("CORE_BT_292", {
      does: "+2/+1 to the minion and draw a card",
      p1: { hand: [{ card: "CORE_BT_292", ref: "HA" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "HA", target: "Y" }],
      expect: { "Y.attack": 6, "Y.health": 6, "D.zone": "hand", "Y.enchantments.0.card": "BT_292e" },
    });
    cardCase("CORE_BT_292", {
      does: "only a minion can be its target",
      p1: { hand: [{ card: "CORE_BT_292", ref: "HA" }] },
      actions: [{ type: "play", card: "HA", target: "p1.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("CORE_TSC_076", () => {
    cardCase("CORE_TSC_076", {
      does: "a 4/8, a 2/4 and a 1/2 with Taunt, in that order at the right end",
      p1: { board: [{ card: WISP }], hand: [{ card: "CORE_TSC_076", ref: "IS" }] },
      actions: [{ type: "play", card: "IS" }],
      expect: {
        "p1.board": [WISP, "TSC_076t3", "TSC_076t2", "TSC_076t"],
        "p1.board.1.attack": 4, "p1.board.1.health": 8, "p1.board.2.attack": 2, "p1.board.2.health": 4, "p1.board.3.attack": 1, "p1.board.3.health": 2,
        "p1.board.1.seen.TAUNT": 1, "p1.board.2.seen.TAUNT": 1, "p1.board.3.seen.TAUNT": 1, "p2.board.length": 0,
      },
    });
    cardCase("CORE_TSC_076", {
      does: "with one space left only the 4/8 comes",
      p1: { board: Array.from({ length: 6 }, () => ({ card: WISP })), hand: [{ card: "CORE_TSC_076", ref: "IS" }] },
      actions: [{ type: "play", card: "IS" }],
      expect: { "p1.board.length": 7, "p1.board.6.card": "TSC_076t3" },
    });
    cardCase("CORE_TSC_076", {
      does: "with your board full it can't be played",
      p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), hand: [{ card: "CORE_TSC_076", ref: "IS" }] },
      actions: [{ type: "play", card: "IS" }],
      error: "illegal_action",
    });
  });

  describeCard("CORE_GVG_061", () => {
    cardCase("CORE_GVG_061", {
      does: "three 1/1 Silver Hand Recruits and a 1/4 Light's Justice equipped",
      p1: { hand: [{ card: "CORE_GVG_061", ref: "MB" }] },
      actions: [{ type: "play", card: "MB" }],
      expect: { "p1.board": ["CS2_101t", "CS2_101t", "CS2_101t"], "p1.weapon": "CS2_091", "p1.weapon.attack": 1, "p1.weapon.durability": 4, "p2.board.length": 0, "p2.weapon": null },
    });
    cardCase("CORE_GVG_061", {
      does: "the old weapon is destroyed; with a full board the weapon still comes",
      p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), weapon: { card: "CS2_106", ref: "AXE" }, hand: [{ card: "CORE_GVG_061", ref: "MB" }] },
      actions: [{ type: "play", card: "MB" }],
      expect: { "p1.board.length": 7, "p1.weapon": "CS2_091", "AXE.zone": "graveyard" },
    });
  });

  describeCard("CORE_DMF_194", () => {
    cardCase("CORE_DMF_194", {
      does: "Deathrattle: draw a Dragon from your deck, not the top card",
      p1: { board: [{ card: "CORE_DMF_194", ref: "RD" }], deck: [{ card: WISP, ref: "TOP" }, { card: "EX1_284", ref: "DRG" }, { card: YETI }] },
      actions: [{ type: "destroy", target: "RD" }],
      expect: { "DRG.zone": "hand", "TOP.zone": "deck", "p1.hand.length": 1, "p2.hand.length": 0 },
    });
    cardCase("CORE_DMF_194", {
      does: "no Dragon in the deck: nothing (no draw, no fatigue)",
      p1: { board: [{ card: "CORE_DMF_194", ref: "RD" }], deck: [{ card: WISP }] },
      actions: [{ type: "destroy", target: "RD" }],
      expect: { "p1.hand.length": 0, "p1.deck.length": 1, "p1.hero.health": 30 },
    });
  });

  describeCard("CORE_KAR_077", () => {
    for (const seed of [1, 2, 3]) {
      cardCase("CORE_KAR_077", {
        does: `+2/+2 to the minion and a random 2-Cost minion for you (seed ${seed})`,
        seed,
        p1: { hand: [{ card: "CORE_KAR_077", ref: "SP" }] },
        p2: { board: [{ card: YETI, ref: "Y" }] },
        actions: [{ type: "play", card: "SP", target: "Y" }],
        check: (r) => {
          const y = r.state.players[1].board[0]!;
          expect([y.attack, y.health]).toEqual([6, 7]);
          const mine = r.state.players[0].board.map((m) => m.card);
          expect(mine).toHaveLength(1);
          expect([facts(mine[0]!).type, facts(mine[0]!).cost]).toEqual(["MINION", 2]);
          expect(r.state.players[1].board).toHaveLength(1);
        },
      });
    }
  });

  describeCard("CORE_UNG_952", () => {
    cardCase("CORE_UNG_952", {
      does: "+2/+6 and Taunt to the minion",
      p1: { hand: [{ card: "CORE_UNG_952", ref: "SS" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "SS", target: "W" }],
      expect: { "W.attack": 3, "W.health": 7, "W.seen.TAUNT": 1, "W.enchantments.0.card": "UNG_952e" },
    });
    cardCase("CORE_UNG_952", {
      does: "when it dies, a Stegodon is summoned for the minion's controller where it stood",
      p1: { hand: [{ card: "CORE_UNG_952", ref: "SS" }], board: [{ card: YETI }, { card: WISP, ref: "W" }, { card: YETI }] },
      actions: [{ type: "play", card: "SS", target: "W" }, { type: "destroy", target: "W" }],
      expect: { "p1.board": [YETI, "UNG_810", YETI], "W.zone": "graveyard", "p2.board.length": 0 },
    });
    cardCase("CORE_UNG_952", {
      does: "silenced, it loses the Taunt, the stats and the Stegodon",
      p1: { hand: [{ card: "CORE_UNG_952", ref: "SS" }, { card: "CS2_203", ref: "OWL" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "SS", target: "W" }, { type: "play", card: "OWL", target: "W" }, { type: "destroy", target: "W" }],
      expect: { "p1.board": ["CS2_203"] },
    });
  });

  describeCard("TTN_908", () => {
    cardCase("TTN_908", {
      does: "it stays in the secret zone; a friendly minion that attacks gets +2/+1 before the damage",
      p1: { hand: [{ card: "TTN_908", ref: "CA" }], board: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "CA" }, { type: "attack", attacker: "W", defender: "Y" }],
      expect: { "CA.zone": "secrets", "Y.health": 2, "W.zone": "graveyard", "events.buff": 1 },
    });
    cardCase("TTN_908", {
      does: "each friendly minion that attacks gets it (+2/+1, kept after the attack)",
      p1: { hand: [{ card: "TTN_908", ref: "CA" }], board: [{ card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }] },
      actions: [{ type: "play", card: "CA" }, { type: "attack", attacker: "W1", defender: "p2.hero" }, { type: "attack", attacker: "W2", defender: "p2.hero" }],
      expect: { "p2.hero.health": 24, "W1.attack": 3, "W1.health": 2, "W2.attack": 3, "W1.enchantments.0.card": "TTN_908e2" },
    });
    cardCase("TTN_908", {
      does: "an enemy minion attacking, or your hero attacking, gets nothing",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "TTN_908", ref: "CA" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: WISP, ref: "E" }], weapon: { card: "CS2_106" } },
      actions: [{ type: "attack", attacker: "E", defender: "F" }, { type: "attack", attacker: "p2.hero", defender: "F" }],
      expect: { "F.health": 1, "E.zone": "graveyard", "CA.zone": "secrets" },
    });
    cardCase("TTN_908", {
      does: "it lasts 3 of your turns: at the end of the third it goes to the graveyard",
      p1: { hand: [{ card: "TTN_908", ref: "CA" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "CA" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "CA.zone": "secrets", "CA.tags.TURNS_LEFT": 1 },
    });
    cardCase("TTN_908", {
      does: "… and after the third of your turns it is gone: a minion attacking then gets nothing",
      p1: { hand: [{ card: "TTN_908", ref: "CA" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "CA" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
        { type: "attack", attacker: "W", defender: "p2.hero" }],
      expect: { "CA.zone": "graveyard", "W.attack": 1, "p2.hero.health": 29 },
    });
    cardCase("TTN_908", {
      does: "a snapshot with one turn left: it goes at the end of this turn",
      p1: { secrets: [{ card: "TTN_908", ref: "CA", tags: { TURNS_LEFT: 1 } }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "CA.zone": "graveyard", "p1.secrets.length": 0 },
    });
  });

  describeCard("TTN_851", () => {
    cardCase("TTN_851", {
      does: "your opponent's spells cost (1) more; their minions and your spells do not",
      p1: { hand: [{ card: "TTN_851", ref: "RA" }, { card: "CS2_029", ref: "MINE" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "RA" }],
      expect: { "RA.zone": "secrets", "FB.cost": 5, "Y.cost": 4, "MINE.cost": 4 },
    });
    cardCase("TTN_851", {
      does: "it lasts through the opponent's next two turns and goes at the end of the second",
      p1: { hand: [{ card: "TTN_851", ref: "RA" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "RA" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "RA.zone": "secrets", "RA.tags.TURNS_LEFT": 1, "FB.cost": 5 },
    });
    cardCase("TTN_851", {
      does: "after the end of the opponent's second turn their spells cost their price again",
      p1: { hand: [{ card: "TTN_851", ref: "RA" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "RA" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "RA.zone": "graveyard", "FB.cost": 4 },
    });
    cardCase("TTN_851", {
      does: "the opponent pays the higher price",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "TTN_851", ref: "RA" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }], mana: { crystals: 4, used: 0 } },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("CORE_BT_018", () => {
    for (const seed of [1, 2]) {
      cardCase("CORE_BT_018", {
        does: `after your hero attacks, a random Murloc to your hand (seed ${seed})`,
        seed,
        p1: { weapon: { card: "CORE_BT_018", ref: "ROD" } },
        p2: { board: [{ card: YETI, ref: "Y" }] },
        actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
        check: (r) => {
          const hand = r.state.players[0].hand.map((c) => c.card);
          expect(hand).toHaveLength(1);
          expect(facts(hand[0]!).type).toBe("MINION");
          expect(isA(hand[0]!, "MURLOC")).toBe(true);
          expect(r.state.players[1].hand).toHaveLength(0);
          expect(r.state.players[1].board[0]!.health).toBe(2);
        },
      });
    }
    cardCase("CORE_BT_018", {
      does: "a minion's attack gives nothing",
      p1: { weapon: { card: "CORE_BT_018", ref: "ROD" }, board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "F", defender: "Y" }],
      expect: { "p1.hand.length": 0 },
    });
  });
});
