/** Behaviour tests of the Core Rogue cards whose canonical printing is in Core. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const ROGUE = { card: "HERO_03" };
const SI7 = "EX1_134"; // SI:7 Agent, Combo, 3 mana
const EVISCERATE = "EX1_124"; // Combo, 2 mana
const DECKHAND = "CS2_146"; // a Pirate
const RAIDER = "NEW1_018"; // a Pirate
const AXE = "CS2_106";
const facts = (id: string) => factsById(id)!;
const CLASSES = ["DEATHKNIGHT", "DEMONHUNTER", "DRUID", "HUNTER", "MAGE", "PALADIN", "PRIEST", "SHAMAN", "WARLOCK", "WARRIOR"];

describe("Core Rogue", () => {
  describeCard("CORE_DMF_511", () => {
    cardCase("CORE_DMF_511", {
      does: "Battlecry: your Combo cards in hand cost (2) less; other cards do not",
      p1: { hand: [{ card: "CORE_DMF_511", ref: "FF" }, { card: SI7, ref: "S" }, { card: EVISCERATE, ref: "E" }, { card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: SI7, ref: "ES" }] },
      actions: [{ type: "play", card: "FF" }],
      expect: { "S.cost": 1, "E.cost": 0, "Y.cost": 4, "ES.cost": 3 },
    });
    cardCase("CORE_DMF_511", {
      does: "the next Combo card played uses it up: the other costs its full price again",
      p1: { hand: [{ card: "CORE_DMF_511", ref: "FF" }, { card: SI7, ref: "S" }, { card: EVISCERATE, ref: "E" }] },
      actions: [{ type: "play", card: "FF" }, { type: "play", card: "E", target: "p2.hero" }],
      expect: { "S.cost": 3, "p1.mana.used": 2, "p2.hero.health": 26 },
    });
    cardCase("CORE_DMF_511", {
      does: "a card without Combo does not use it up; it ends with the turn",
      p1: { hand: [{ card: "CORE_DMF_511", ref: "FF" }, { card: WISP, ref: "W" }, { card: SI7, ref: "S" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "FF" }, { type: "play", card: "W" }],
      expect: { "S.cost": 1 },
    });
    cardCase("CORE_DMF_511", {
      does: "next turn the Combo card costs its full price",
      p1: { hand: [{ card: "CORE_DMF_511", ref: "FF" }, { card: SI7, ref: "S" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "FF" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "S.cost": 3 },
    });
  });

  cardCase("CORE_DAL_416", {
    does: "Battlecry: Discover a spell of another class (not yours, not neutral)",
    choices: [1],
    p1: { hero: ROGUE, hand: [{ card: "CORE_DAL_416", ref: "HB" }] },
    actions: [{ type: "play", card: "HB" }],
    check: (r) => {
      const options = events(r, "discover")[0]!.options as string[];
      expect(options).toHaveLength(3);
      for (const id of options) {
        expect(facts(id).type).toBe("SPELL");
        expect(CLASSES).toContain(facts(id).cardClass);
      }
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[1]]);
    },
  });

  describeCard("CORE_TRL_124", () => {
    cardCase("CORE_TRL_124", {
      does: "draws 2 Pirates from the deck, not the other cards",
      p1: { hand: [{ card: "CORE_TRL_124", ref: "RP" }], deck: [{ card: WISP, ref: "TOP" }, { card: DECKHAND, ref: "P1" }, { card: AXE, ref: "AX" }, { card: RAIDER, ref: "P2" }] },
      actions: [{ type: "play", card: "RP" }],
      expect: { "P1.zone": "hand", "P2.zone": "hand", "TOP.zone": "deck", "AX.zone": "deck", "p1.hand.length": 2 },
    });
    cardCase("CORE_TRL_124", {
      does: "Combo: a weapon as well",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "CORE_TRL_124", ref: "RP" }], deck: [{ card: WISP, ref: "TOP" }, { card: DECKHAND, ref: "P1" }, { card: AXE, ref: "AX" }, { card: RAIDER, ref: "P2" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "RP" }],
      expect: { "P1.zone": "hand", "P2.zone": "hand", "AX.zone": "hand", "TOP.zone": "deck", "p1.hand.length": 3 },
    });
    cardCase("CORE_TRL_124", {
      does: "one Pirate in the deck: one drawn, no fatigue",
      p1: { hand: [{ card: "CORE_TRL_124", ref: "RP" }], deck: [{ card: WISP }, { card: DECKHAND, ref: "P1" }] },
      actions: [{ type: "play", card: "RP" }],
      expect: { "P1.zone": "hand", "p1.hand.length": 1, "p1.deck.length": 1, "p1.hero.health": 30 },
    });
  });

  describeCard("CORE_CFM_781", () => {
    cardCase("CORE_CFM_781", {
      does: "Stealth; when it attacks, a card of another class to your hand",
      p1: { hero: ROGUE, board: [{ card: "CORE_CFM_781", ref: "SK" }] },
      actions: [{ type: "attack", attacker: "SK", defender: "p2.hero" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => c.card);
        expect(hand).toHaveLength(1);
        expect(CLASSES).toContain(facts(hand[0]!).cardClass);
        expect(r.state.players[1].hero.health).toBe(28);
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
    cardCase("CORE_CFM_781", {
      does: "another friendly character attacking gives nothing",
      p1: { hero: ROGUE, weapon: { card: AXE }, board: [{ card: "CORE_CFM_781", ref: "SK" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p1.hand.length": 0, "p2.hero.health": 23 },
    });
    cardCase("CORE_CFM_781", {
      does: "being attacked gives nothing",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "CORE_CFM_781", ref: "SK", tags: { STEALTH: 0 } }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "SK" }],
      expect: { "p1.hand.length": 0, "p2.hand.length": 0 },
    });
    cardCase("CORE_CFM_781", {
      does: "it has Stealth: the enemy can't attack it",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "CORE_CFM_781", ref: "SK" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "SK" }],
      error: "illegal_action",
    });
  });

  for (const seed of [1, 2, 3]) {
    cardCase("CORE_KAR_069", {
      does: `Battlecry: a random card of another class to your hand (seed ${seed})`,
      seed,
      p1: { hero: ROGUE, hand: [{ card: "CORE_KAR_069", ref: "SB" }] },
      actions: [{ type: "play", card: "SB" }],
      check: (r) => {
        const hand = r.state.players[0].hand.map((c) => c.card);
        expect(hand).toHaveLength(1);
        expect(CLASSES).toContain(facts(hand[0]!).cardClass);
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
  }

  describeCard("CORE_OG_330", () => {
    for (const [hero, cls] of [["HERO_08", "MAGE"], ["HERO_01", "WARRIOR"]] as const) {
      cardCase("CORE_OG_330", {
        does: `Deathrattle: a random card of the opponent's class (${cls})`,
        p1: { hero: ROGUE, board: [{ card: "CORE_OG_330", ref: "UH" }] },
        p2: { hero: { card: hero } },
        actions: [{ type: "destroy", target: "UH" }],
        check: (r) => {
          const hand = r.state.players[0].hand.map((c) => c.card);
          expect(hand).toHaveLength(1);
          expect(facts(hand[0]!).cardClass).toBe(cls);
          expect(r.state.players[1].hand).toHaveLength(0);
        },
      });
    }
  });

  describeCard("CORE_DAL_720", () => {
    cardCase("CORE_DAL_720", {
      does: "Deathrattle: your only minion goes back to your hand costing (2) less; enemy minions stay",
      p1: { weapon: { card: "CORE_DAL_720", ref: "WP" }, board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "WP" }],
      expect: { "Y.zone": "hand", "Y.cost": 2, "E.zone": "board", "WP.zone": "graveyard" },
    });
    cardCase("CORE_DAL_720", {
      does: "one random friendly minion of several",
      p1: { weapon: { card: "CORE_DAL_720", ref: "WP" }, board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }, { card: YETI, ref: "Y3" }] },
      actions: [{ type: "destroy", target: "WP" }],
      expect: { "p1.hand.length": 1, "p1.board.length": 2, "p1.hand.0.cost": 2 },
    });
    cardCase("CORE_DAL_720", {
      does: "no friendly minion: nothing",
      p1: { weapon: { card: "CORE_DAL_720", ref: "WP" } },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "destroy", target: "WP" }],
      expect: { "p1.hand.length": 0, "E.zone": "board" },
    });
  });
});

// Tess Greymane: "Battlecry: Replay every card from another class you've played this game (targets chosen randomly)."
describe("CORE_GIL_598 Tess Greymane", () => {
  for (const seed of [1, 2, 3]) {
    cardCase("CORE_GIL_598", {
      does: `replays the other classes' cards in the order played — a Hunter spell at a random target, a Warlock minion summoned without its Battlecry, a Paladin weapon equipped — not the Rogue or neutral ones (seed ${seed})`,
      seed,
      p1: { hero: ROGUE, hand: [{ card: "CORE_GIL_598", ref: "T" }],
        playedThisGame: [{ card: "DS1_185", cost: 1, turn: 1 }, { card: "CS2_189", cost: 1, turn: 1 }, { card: "EX1_301", cost: 3, turn: 3 },
          { card: "CORE_KAR_069", cost: 3, turn: 3 }, { card: "CS2_091", cost: 1, turn: 5 }] },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        const [me, foe] = r.state.players;
        expect(me.board.map((m) => m.card)).toEqual(["CORE_GIL_598", "EX1_301"]);
        expect(me.weapon?.card).toBe("CS2_091");
        expect(me.mana.crystals).toBe(10); // Felguard's Battlecry (destroy a Mana Crystal) does not happen
        // Arcane Shot's 2 damage on one random character (any side); no Elven Archer (neutral), no Pilfer card (Rogue).
        const lost = 30 - me.hero.health! + 30 - foe.hero.health! + 6 - me.board[0]!.health! + 5 - me.board[1]!.health!;
        expect(lost).toBe(2);
        expect(me.hand).toHaveLength(0);
      },
    });
  }
  cardCase("CORE_GIL_598", {
    does: "at most 30 cards: 31 Claws played give 30 × 2 Armor",
    p1: { hero: ROGUE, hand: [{ card: "CORE_GIL_598", ref: "T" }],
      playedThisGame: Array.from({ length: 31 }, () => ({ card: "CS2_005", cost: 1, turn: 1 })) },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.armor": 60 },
  });
  cardCase("CORE_GIL_598", {
    does: "a hero card of another class replaces the hero, keeping its Health and adding its Armor, without its Battlecry",
    cards: [{ id: "MY_HERO", type: "HERO", cardClass: "WARRIOR", cost: 5, health: 30, tags: { ARMOR: 5 }, battlecry: [{ type: "damage", amount: 10, to: "enemy-hero" }] }],
    p1: { hero: { card: "HERO_03", health: 20 }, hand: [{ card: "CORE_GIL_598", ref: "T" }], playedThisGame: [{ card: "MY_HERO", cost: 5, turn: 5 }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.card": "MY_HERO", "p1.hero.health": 20, "p1.hero.armor": 5, "p2.hero.health": 30 },
  });
  cardCase("CORE_GIL_598", {
    does: "nothing of another class played: a 6/6 and nothing else",
    p1: { hero: ROGUE, hand: [{ card: "CORE_GIL_598", ref: "T" }], playedThisGame: [{ card: "CS2_189", cost: 1, turn: 1 }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board": ["CORE_GIL_598"], "T.attack": 6, "T.health": 6, "p2.hero.health": 30 },
  });
});
