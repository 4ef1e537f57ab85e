/** Heroes of StarCraft (SPACE): the Zerg and Protoss cards, with the StarCraft factions (w12/space, rules-notes 1200). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInFaction } from "../../src/engine/hearthstone/cards/factions.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029";
const ARCANE_INTELLECT = "CS2_023"; // draw 2
const ZERGLING = "SC_010"; // 1-Cost 1/1 Zerg, "Battlecry: Summon a 1/1 Zergling."
const VOID_RAY = "SC_783"; // 3-Cost 3/2 Protoss minion
const IMMORTAL = "SC_763"; // 7-Cost Protoss minion
const SHIELD_BATTERY = "SC_759"; // 2-Cost Protoss spell
const RESONANCE_COIL = "SC_760"; // 3-Cost Protoss spell
const CREEP_TUMOR = "SC_011"; // 2-Cost Zerg spell
const FIRE_ELEMENTAL = "CS2_042"; // an Elemental
const FROSTBOLT = "CS2_024"; // 3 damage, Frost
const OGRE_8 = "CS2_200"; // 6/7
const CANDLETAKER = "ULD_205"; // 3/2 Reborn
const COIN = "GAME_005"; // a spell of no school
const CONCEAL = "EX1_128"; // a 1-Cost Shadow spell

type Card = { card: string; zone?: string; cost?: number };
const cards = (r: { state: { players: { hand: Card[] }[] } }, p: number) => r.state.players[p]!.hand;

describe("Heroes of StarCraft (w12)", () => {
  describeCard("SC_000", () => {
    cardCase("SC_000", {
      does: "each use gets a Zergling; at 0 Durability: your Zerg minions have Rush this turn, the others not",
      p1: { board: [{ card: "SC_000", ref: "L", health: 1 }, { card: ZERGLING, ref: "Z" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "p1.hand": [ZERGLING], "L.zone": "graveyard", "Z.seen.RUSH": 1, "Y.seen.RUSH": undefined },
    });
    cardCase("SC_000", {
      does: "a Zerg minion played later that turn has Rush too",
      p1: { board: [{ card: "SC_000", ref: "L", health: 1 }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "p1.hand.0" }, { type: "attack", attacker: "p1.board.0", defender: "E" }],
      // the Zergling played (its Battlecry summons another) attacks at once and dies; the other stays
      expect: { "E.health": 4, "p1.board": [ZERGLING] },
    });
  });

  describeCard("SC_002", () => {
    cardCase("SC_002", {
      does: "Deathrattle: your Zerg minions have +1 Attack for the rest of the game, those played later too",
      p1: { board: [{ card: "SC_002", ref: "I" }, { card: ZERGLING, ref: "Z" }, { card: YETI, ref: "Y" }], hand: [{ card: FIREBALL, ref: "F" }, { card: ZERGLING, ref: "Z2" }] },
      actions: [{ type: "play", card: "F", target: "I" }, { type: "play", card: "Z2" }],
      expect: { "I.zone": "graveyard", "Z.attack": 2, "Y.attack": 4, "Z2.attack": 2, "p1.board.length": 4, "p1.board.3.attack": 2 },
    });
  });

  describeCard("SC_008", () => {
    cardCase("SC_008", {
      does: "2 damage to a random enemy, once more for each other Zerg minion you control",
      p1: { board: [{ card: ZERGLING }, { card: ZERGLING }, { card: YETI }], hand: [{ card: "SC_008", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("SC_008", {
      does: "no other Zerg: once",
      p1: { board: [{ card: YETI }], hand: [{ card: "SC_008", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p2.hero.health": 28 },
    });
  });

  describeCard("SC_009", () => {
    cardCase("SC_009", {
      does: "after a Zerg attacks: 2 damage to a random enemy; after another minion: 1",
      p1: { board: [{ card: "SC_009", ref: "L" }, { card: ZERGLING, ref: "Z" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Z", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p2.hero.health": 30 - 1 - 2 - 4 - 1 },
    });
  });

  describeCard("SC_011", () => {
    cardCase("SC_011", {
      does: "your Zerg minions have +1 Attack and Rush; the others not",
      p1: { board: [{ card: ZERGLING, ref: "Z" }, { card: YETI, ref: "Y" }], hand: [{ card: "SC_011", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "Z.attack": 2, "Z.seen.RUSH": 1, "Y.attack": 4, "Y.seen.RUSH": undefined, "C.zone": "secrets" },
    });
    cardCase("SC_011", {
      does: "lasts 3 turns: gone at the end of your third turn",
      p1: { board: [{ card: ZERGLING, ref: "Z" }], hand: [{ card: "SC_011", ref: "C" }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "Z.attack": 1, "C.zone": "graveyard" },
    });
  });

  describeCard("SC_012", () => {
    cardCase("SC_012", {
      does: "when drawn, get a copy of it",
      p1: { hand: [{ card: ARCANE_INTELLECT, ref: "A" }], deck: [{ card: "SC_012" }, { card: WISP }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hand": ["SC_012", "SC_012", WISP] },
    });
    cardCase("SC_012", {
      does: "Battlecry: with another Zerg minion, +1/+2",
      p1: { board: [{ card: ZERGLING }], hand: [{ card: "SC_012", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "R.attack": 3, "R.health": 4 },
    });
    cardCase("SC_012", {
      does: "Battlecry: no other Zerg minion, nothing",
      p1: { board: [{ card: YETI }], hand: [{ card: "SC_012", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "R.attack": 2, "R.health": 2 },
    });
  });

  describeCard("SC_015", () => {
    cardCase("SC_015", {
      does: "draws the two Zerg cards of the deck, each (1) cheaper; the others stay",
      p1: { hand: [{ card: "SC_015", ref: "N" }], deck: [{ card: YETI }, { card: ZERGLING, ref: "Z" }, { card: WISP }, { card: CREEP_TUMOR, ref: "C" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "Z.zone": "hand", "C.zone": "hand", "Z.cost": 0, "C.cost": 1, "p1.deck.length": 2 },
    });
  });

  describeCard("SC_021", () => {
    cardCase("SC_021", {
      does: "your minions +1 Attack, your Zerg +1/+1 more",
      p1: { board: [{ card: ZERGLING, ref: "Z" }, { card: YETI, ref: "Y" }], hand: [{ card: "SC_021", ref: "E" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "E" }],
      expect: { "Z.attack": 3, "Z.health": 2, "Y.attack": 5, "Y.health": 5, "W.attack": 1 },
    });
  });

  describeCard("SC_750", () => {
    cardCase("SC_750", {
      does: "draws the two Protoss cards and summons a 3/4 Zealot with Charge",
      p1: { hand: [{ card: "SC_750", ref: "C" }], deck: [{ card: YETI }, { card: VOID_RAY, ref: "V" }, { card: SHIELD_BATTERY, ref: "S" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "V.zone": "hand", "S.zone": "hand", "p1.deck.length": 1, "p1.board": ["SC_751t"], "p1.board.0.attack": 3,
        "p1.board.0.health": 4, "p1.board.0.seen.CHARGE": 1 },
    });
  });

  describeCard("SC_751", () => {
    cardCase("SC_751", {
      does: "your next Protoss minion costs (3) less; used up by it",
      p1: { board: [{ card: "SC_751", ref: "L" }], hand: [{ card: VOID_RAY, ref: "V" }, { card: IMMORTAL, ref: "I" }, { card: YETI, ref: "Y" }, { card: SHIELD_BATTERY, ref: "S" }] },
      actions: [{ type: "useLocation", card: "L" }, { type: "play", card: "V" }],
      expect: { "p1.mana.used": 0, "V.attack": 5, "I.cost": 7, "Y.cost": 4, "S.cost": 2 },
    });
    cardCase("SC_751", {
      does: "before it is used: a Protoss minion (3) cheaper, a Protoss spell not",
      p1: { board: [{ card: "SC_751", ref: "L" }], hand: [{ card: IMMORTAL, ref: "I" }, { card: SHIELD_BATTERY, ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "useLocation", card: "L" }],
      expect: { "I.cost": 4, "S.cost": 2, "Y.cost": 4 },
    });
  });

  describeCard("SC_755", () => {
    cardCase("SC_755", {
      does: "your next Protoss card this turn costs (2) less, a spell or a minion",
      p1: { hand: [{ card: "SC_755", ref: "P" }, { card: VOID_RAY, ref: "V" }, { card: SHIELD_BATTERY, ref: "S" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P" }],
      expect: { "V.cost": 1, "S.cost": 0, "Y.cost": 4 },
    });
    cardCase("SC_755", {
      does: "used up by the next Protoss card played",
      p1: { hand: [{ card: "SC_755", ref: "P" }, { card: VOID_RAY, ref: "V" }, { card: SHIELD_BATTERY, ref: "S" }] },
      actions: [{ type: "play", card: "P" }, { type: "play", card: "V" }],
      expect: { "p1.mana.used": 1, "S.cost": 2 },
    });
    cardCase("SC_755", {
      does: "this turn only",
      p1: { hand: [{ card: "SC_755", ref: "P" }, { card: VOID_RAY, ref: "V" }] },
      actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "V.cost": 3 },
    });
  });

  describeCard("SC_759", () => {
    cardCase("SC_759", {
      does: "6 Armor; your next Protoss spell costs (2) less, a Protoss minion not",
      p1: { hand: [{ card: "SC_759", ref: "B" }, { card: RESONANCE_COIL, ref: "R" }, { card: VOID_RAY, ref: "V" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hero.armor": 6, "R.cost": 1, "V.cost": 3, "F.cost": 4 },
    });
  });

  describeCard("SC_760", () => {
    cardCase("SC_760", {
      does: "5 damage to a minion, and a random Protoss spell",
      p1: { hand: [{ card: "SC_760", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "R", target: "Y" }],
      expect: { "Y.zone": "graveyard", "p1.hand.length": 1 },
      check: (r) => {
        const got = cards(r, 0)[0]!.card;
        expect(findCard(got)!.type).toBe("SPELL");
        expect(builtInFaction(got)).toBe("PROTOSS");
      },
    });
  });

  describeCard("SC_761", () => {
    cardCase("SC_761", {
      does: "draws a Protoss minion (a Protoss spell and another minion stay)",
      p1: { hand: [{ card: "SC_761", ref: "B" }], deck: [{ card: YETI }, { card: SHIELD_BATTERY }, { card: VOID_RAY, ref: "V" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "V.zone": "hand", "V.cost": 3, "p1.deck.length": 2 },
    });
    cardCase("SC_761", {
      does: "Combo: it costs (2) less",
      p1: { hand: [{ card: WISP, ref: "W" }, { card: "SC_761", ref: "B" }], deck: [{ card: YETI }, { card: VOID_RAY, ref: "V" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "B" }],
      expect: { "V.zone": "hand", "V.cost": 1 },
    });
  });

  describeCard("SC_762", () => {
    const protossMinions = (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0]) => {
      const hand = cards(r as never, 0);
      expect(hand).toHaveLength(2);
      for (const c of hand) {
        expect(findCard(c.card)!.type).toBe("MINION");
        expect(builtInFaction(c.card)).toBe("PROTOSS");
      }
    };
    cardCase("SC_762", {
      does: "Battlecry: two random Protoss minions (played for 10 after Construct Pylons)",
      p1: { hand: [{ card: "SC_755", ref: "P" }, { card: "SC_762", ref: "M" }] },
      actions: [{ type: "play", card: "P" }, { type: "play", card: "M" }],
      expect: { "M.seen.TAUNT": 1 },
      check: protossMinions,
    });
    cardCase("SC_762", {
      does: "Deathrattle: two random Protoss minions",
      p1: { board: [{ card: "SC_762", ref: "M" }] },
      actions: [{ type: "destroy", target: "M" }],
      expect: { "M.zone": "graveyard" },
      check: protossMinions,
    });
  });

  describeCard("GDB_127", () => {
    cardCase("GDB_127", {
      does: "Spellburst: steals 2 Health from a random enemy (here the hero: its Health and maximum 28); K'ara 3/5; a non-Shadow spell uses it up",
      p1: { board: [{ card: "GDB_127", ref: "K" }], hand: [{ card: COIN, ref: "C1" }, { card: COIN, ref: "C2" }] },
      actions: [{ type: "play", card: "C1" }, { type: "play", card: "C2" }],
      expect: { "p2.hero.health": 28, "p2.hero.maxHealth": 28, "K.health": 5, "K.attack": 3 },
    });
    cardCase("GDB_127", {
      does: "Shadow spells don't remove it: two Shadow spells steal twice",
      p1: { board: [{ card: "GDB_127", ref: "K" }], hand: [{ card: CONCEAL, ref: "S1" }, { card: CONCEAL, ref: "S2" }] },
      actions: [{ type: "play", card: "S1" }, { type: "play", card: "S2" }],
      expect: { "p2.hero.health": 26, "K.health": 7 },
    });
    cardCase("GDB_127", {
      does: "a random enemy among the enemy characters: a 1/1 minion robbed of 2 Health dies",
      p1: { board: [{ card: "GDB_127", ref: "K" }], hand: [{ card: COIN, ref: "C1" }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "C1" }],
      check: (r) => {
        const wispDead = r.state.players[1]!.board.length === 0;
        expect(r.state.players[1]!.hero.health).toBe(wispDead ? 30 : 28);
        expect(r.state.players[0]!.board[0]!.health).toBe(5);
      },
    });
  });

  describeCard("GDB_304", () => {
    cardCase("GDB_304", {
      does: "Battlecry: the Elementals in your deck get Fire Spell Damage +1 (GDB_304e); another minion not",
      p1: { hand: [{ card: "GDB_304", ref: "S" }], deck: [{ card: FIRE_ELEMENTAL, ref: "E" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "E.enchantments.0.card": "GDB_304e", "Y.enchantments": undefined },
    });
    cardCase("GDB_304", {
      does: "the enchanted Elemental in play: your Fire spells deal 1 more, other spells not",
      p1: { board: [{ card: FIRE_ELEMENTAL, enchantments: [{ card: "GDB_304e" }] }], hand: [{ card: FIREBALL, ref: "F" }, { card: FROSTBOLT, ref: "B" }] },
      p2: { board: [{ card: OGRE_8, ref: "O" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "B", target: "O" }],
      expect: { "p2.hero.health": 23, "O.health": 4 },
    });
    cardCase("GDB_304", {
      does: "in hand it gives nothing",
      p1: { hand: [{ card: FIRE_ELEMENTAL, enchantments: [{ card: "GDB_304e" }] }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 24 },
    });
  });

  describeCard("GDB_469", () => {
    cardCase("GDB_469", {
      does: "after another friendly minion is Reborn: a copy of it (1 Health, no Reborn)",
      p1: { board: [{ card: "GDB_469" }, { card: CANDLETAKER, ref: "C" }], hand: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "C" }],
      check: (r) => {
        const copies = r.state.players[0]!.board.filter((m) => m.card === CANDLETAKER);
        expect(copies).toHaveLength(2);
        for (const m of copies) { expect(m.health).toBe(1); expect(m.seen?.REBORN ?? 0).toBe(0); }
      },
    });
    cardCase("GDB_469", {
      does: "a minion summoned otherwise: nothing; an enemy's Reborn: nothing",
      p1: { board: [{ card: "GDB_469" }], hand: [{ card: ZERGLING, ref: "Z" }, { card: FIREBALL, ref: "F" }] },
      p2: { board: [{ card: CANDLETAKER, ref: "E" }] },
      actions: [{ type: "play", card: "Z" }, { type: "play", card: "F", target: "E" }],
      expect: { "p1.board": ["GDB_469", ZERGLING, ZERGLING], "p2.board": [CANDLETAKER] },
    });
  });

  describeCard("GDB_842", () => {
    cardCase("GDB_842", {
      does: "played: Dormant for 5; at the end of your turn the minion right of it is destroyed and it wakes 2 turns sooner; the left one stays",
      p1: { board: [{ card: YETI, ref: "L" }, { card: WISP, ref: "W" }, { card: YETI, ref: "R2" }], hand: [{ card: "GDB_842", ref: "G" }] },
      actions: [{ type: "play", card: "G", position: 1 }, { type: "endTurn" }],
      expect: { "G.tags.DORMANT": 1, "G.tags.DORMANT_TURNS": 3, "W.zone": "graveyard", "L.zone": "board", "R2.zone": "board" },
    });
    cardCase("GDB_842", {
      does: "nothing to its right: nothing destroyed, the countdown unchanged",
      p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "GDB_842", ref: "G" }] },
      actions: [{ type: "play", card: "G", position: 1 }, { type: "endTurn" }],
      expect: { "G.tags.DORMANT_TURNS": 5, "W.zone": "board" },
    });
    cardCase("GDB_842", {
      does: "5, a meal (3), a turn start (2), a meal (0): awake, a 12/12 — awake, its text is off: the third Wisp stays",
      p1: { board: [{ card: WISP }, { card: WISP }, { card: WISP }], hand: [{ card: "GDB_842", ref: "G" }] },
      actions: [{ type: "play", card: "G", position: 0 }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "G.tags.DORMANT": undefined, "G.attack": 12, "p1.board": ["GDB_842", WISP] },
    });
  });
});
