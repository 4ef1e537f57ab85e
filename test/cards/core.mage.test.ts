/**
 * Behaviour tests of the Core Mage cards whose canonical printing is in Core. Secrets are owned by player 1 and tested on
 * player 2's turn (`state: { activePlayer: 2 }`); Spell Damage (Kobold Geomancer, +1) is checked on `$` numbers.
 */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const OPPONENTS_TURN = { activePlayer: 2 };
const classOf = (id: string) => factsById(id)!.cardClass;
const typeOf = (id: string) => factsById(id)!.type;
const costOf = (id: string) => factsById(id)!.cost;

describe("Core Mage", () => {
  describeCard("CORE_LOOT_231", () => {
    cardCase("CORE_LOOT_231", {
      does: "a spell you cast gives Armor equal to its Cost (Fireball: 4); your minions give none",
      p1: { board: [{ card: "CORE_LOOT_231", ref: "AA" }], hand: [{ card: "CS2_029", ref: "FB" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }, { type: "play", card: "W" }],
      expect: { "p1.hero.armor": 4, "p2.hero.armor": 0, "p2.hero.health": 24 },
    });
    cardCase("CORE_LOOT_231", {
      does: "the Cost as played: under Sorcerer's Apprentice a Fireball played for 3 gives 3",
      p1: { board: [{ card: "CORE_LOOT_231", ref: "AA" }, { card: "EX1_608" }], hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }],
      expect: { "p1.hero.armor": 3, "p1.mana.used": 3 },
    });
    cardCase("CORE_LOOT_231", {
      does: "a 0-Cost spell gives no Armor; the opponent's spells give none",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CORE_LOOT_231", ref: "AA" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      expect: { "p1.hero.armor": 0, "p2.hero.armor": 0, "p1.hero.health": 24 },
    });
  });

  describeCard("CORE_EDR_001", () => {
    for (const seed of [1, 2, 3]) {
      cardCase("CORE_EDR_001", {
        does: `Battlecry: two random Mage spells to your hand, none to the opponent's (seed ${seed})`,
        seed,
        p1: { hand: [{ card: "CORE_EDR_001", ref: "BB" }] },
        actions: [{ type: "play", card: "BB" }],
        check: (r) => {
          const hand = r.state.players[0].hand.map((c) => c.card);
          expect(hand).toHaveLength(2);
          for (const id of hand) expect([typeOf(id), classOf(id)]).toEqual(["SPELL", "MAGE"]);
          expect(r.state.players[1].hand).toHaveLength(0);
        },
      });
    }
  });

  describeCard("CORE_LOOT_101", () => {
    cardCase("CORE_LOOT_101", {
      does: "after the opponent plays a 4/5, 6 damage to it and the excess 1 to their hero",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CORE_LOOT_101", ref: "ER" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "Y.zone": "graveyard", "p2.hero.health": 29, "p1.hero.health": 30, "ER.zone": "graveyard", "events.damage": 2 },
    });
    cardCase("CORE_LOOT_101", {
      does: "Spell Damage does not change it (the card data marks it ImmuneToSpellpower): a 1/1 takes 6 and the excess 5 goes to their hero",
      state: OPPONENTS_TURN,
      p1: { board: [GEOMANCER], secrets: [{ card: "CORE_LOOT_101", ref: "ER" }] },
      p2: { hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "W.zone": "graveyard", "p2.hero.health": 25 },
    });
    cardCase("CORE_LOOT_101", {
      does: "no excess when the minion has 6 Health or more (a 7/7 is left 7/1, the hero untouched)",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CORE_LOOT_101", ref: "ER" }] },
      p2: { hand: [{ card: "CS2_186", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "G.health": 1, "p2.hero.health": 30, "events.damage": 1, "ER.zone": "graveyard" },
    });
    cardCase("CORE_LOOT_101", {
      does: "a spell the opponent plays, or a minion you play, does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CORE_LOOT_101", ref: "ER" }] },
      p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      expect: { "ER.zone": "secrets", "p2.hero.health": 30, "p1.hero.health": 24 },
    });
    cardCase("CORE_LOOT_101", {
      does: "a Divine Shield takes the 6: nothing is left over for the hero",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CORE_LOOT_101", ref: "ER" }] },
      p2: { hand: [{ card: "EX1_008", ref: "A" }] }, // Argent Squire 1/1 Divine Shield
      actions: [{ type: "play", card: "A" }],
      expect: { "A.zone": "board", "A.health": 1, "p2.hero.health": 30, "ER.zone": "graveyard" },
    });
  });

  describeCard("CORE_KAR_076", () => {
    for (const seed of [1, 2, 3]) {
      cardCase("CORE_KAR_076", {
        does: `6 damage to the target, then a random 6-Cost minion for you (seed ${seed})`,
        seed,
        p1: { hand: [{ card: "CORE_KAR_076", ref: "FP" }] },
        p2: { board: [{ card: "CS2_186", ref: "G" }] },
        actions: [{ type: "play", card: "FP", target: "G" }],
        check: (r) => {
          expect(r.state.players[1].board[0]!.health).toBe(1);
          const mine = r.state.players[0].board.map((m) => m.card);
          expect(mine).toHaveLength(1);
          expect([typeOf(mine[0]!), costOf(mine[0]!)]).toEqual(["MINION", 6]);
          expect(r.state.players[1].board).toHaveLength(1);
        },
      });
    }
    cardCase("CORE_KAR_076", {
      does: "Spell Damage +1: 7 damage to a hero",
      p1: { board: [GEOMANCER], hand: [{ card: "CORE_KAR_076", ref: "FP" }] },
      actions: [{ type: "play", card: "FP", target: "p2.hero" }],
      expect: { "p2.hero.health": 23, "p1.board.length": 2 },
    });
    cardCase("CORE_KAR_076", {
      does: "needs a target",
      p1: { hand: [{ card: "CORE_KAR_076", ref: "FP" }] },
      actions: [{ type: "play", card: "FP" }],
      error: "illegal_action",
    });
  });

  cardCase("CORE_UNG_018", {
    does: "2 damage to the target and a 1/2 Flame Elemental to your hand",
    p1: { hand: [{ card: "CORE_UNG_018", ref: "FG" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "FG", target: "Y" }],
    expect: { "Y.health": 3, "p1.hand": ["UNG_809t1"], "p1.hand.0.attack": 1, "p1.hand.0.health": 2, "p2.hand.length": 0, "p2.hero.health": 30 },
  });
  cardCase("CORE_UNG_018", {
    does: "Spell Damage +1: 3 damage",
    p1: { board: [GEOMANCER], hand: [{ card: "CORE_UNG_018", ref: "FG" }] },
    actions: [{ type: "play", card: "FG", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.hand.length": 1 },
  });

  describeCard("CORE_BAR_812", () => {
    cardCase("CORE_BAR_812", {
      does: "when a friendly minion is attacked, a 3/6 Water Elemental is summoned; the attack goes on",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "CORE_BAR_812", ref: "OA" }] },
      p2: { board: [{ card: "CS2_120", ref: "R" }] }, // River Crocolisk 2/3
      actions: [{ type: "attack", attacker: "R", defender: "Y" }],
      expect: { "p1.board": [YETI, "CS2_033"], "p1.board.1.attack": 3, "p1.board.1.health": 6, "Y.health": 3, "R.zone": "graveyard", "OA.zone": "graveyard" },
    });
    cardCase("CORE_BAR_812", {
      does: "an attack on your hero does not set it off",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "CORE_BAR_812", ref: "OA" }] },
      p2: { board: [{ card: "CS2_120", ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "p1.hero" }],
      expect: { "p1.board": [YETI], "OA.zone": "secrets", "p1.hero.health": 28 },
    });
    cardCase("CORE_BAR_812", {
      does: "with your board full it stays hidden",
      state: OPPONENTS_TURN,
      p1: { board: Array.from({ length: 7 }, (_, i) => ({ card: YETI, ref: `Y${i}` })), secrets: [{ card: "CORE_BAR_812", ref: "OA" }] },
      p2: { board: [{ card: "CS2_120", ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "Y0" }],
      expect: { "OA.zone": "secrets", "p1.board.length": 7 },
    });
  });

  describeCard("CORE_UNG_941", () => {
    cardCase("CORE_UNG_941", {
      does: "Discover a spell of your class or neutral, and it costs (2) less",
      // seed 8: the spell taken has no cost aura of its own (seed 7, once the pool grew, took one: its own enchantment first)
      seed: 8, choices: [1],
      p1: { hand: [{ card: "CORE_UNG_941", ref: "PG" }] },
      actions: [{ type: "play", card: "PG" }],
      check: (r) => {
        const [d] = events(r, "discover");
        const options = d!.options as string[];
        expect(options).toHaveLength(3);
        for (const id of options) {
          expect(typeOf(id)).toBe("SPELL");
          expect(["MAGE", "NEUTRAL"]).toContain(classOf(id));
        }
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual([options[1]]);
        expect(hand[0]!.cost).toBe(Math.max(0, costOf(options[1]!) - 2));
        // the Glyph's (2) less; a spell with a cost aura of its own carries that one too (the pool grows with the library)
        expect(hand[0]!.enchantments!.map((e) => e.card)).toContain("UNG_941e");
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
  });

  describeCard("CORE_DRG_107", () => {
    cardCase("CORE_DRG_107", {
      does: "Deathrattle: an Arcane Missiles to your hand",
      p1: { board: [{ card: "CORE_DRG_107", ref: "VS" }] },
      actions: [{ type: "destroy", target: "VS" }],
      expect: { "p1.hand": ["EX1_277"], "p2.hand.length": 0, "VS.zone": "graveyard" },
    });
    cardCase("CORE_DRG_107", {
      does: "an enemy Spellwing gives its own player the Missiles",
      p2: { board: [{ card: "CORE_DRG_107", ref: "VS" }] },
      actions: [{ type: "destroy", target: "VS" }],
      expect: { "p2.hand": ["EX1_277"], "p1.hand.length": 0 },
    });
  });
});
