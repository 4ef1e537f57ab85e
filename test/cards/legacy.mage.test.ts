/**
 * Behaviour tests of the Legacy (Basic and Classic kept in Wild) Mage cards: each case puts an enemy where a wrong side
 * would show, a second subject where a wrong count would show, and Spell Damage (Kobold Geomancer, +1) where a `$`
 * number is printed.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, fails, player, request, run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";

const GEOMANCER = { card: "CS2_142", ref: "GEO" }; // Spell Damage +1
const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7
const WISP = "CS2_231";

/** Damage dealt to each character (by ref, or the hero's card id), summed over the trace's damage events. */
function damageTo(r: ResolveResult): Record<string, number> {
  const out: Record<string, number> = {};
  for (const ev of events(r, "damage")) {
    const t = ev.target as { ref?: string; card: string };
    const k = t.ref ?? t.card;
    out[k] = (out[k] ?? 0) + (ev.amount ?? 0);
  }
  return out;
}

describe("Legacy Mage", () => {
  describeCard("LEG_CS3_001", () => {
    cardCase("LEG_CS3_001", {
      does: "Spell Damage +2 while in play: Frostbolt deals 5",
      p1: { board: [{ card: "LEG_CS3_001", ref: "A" }], hand: [{ card: "CS2_024", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 25, "p1.hero.health": 30 },
    });
    cardCase("LEG_CS3_001", {
      does: "Deathrattle: the next minion you draw (not a spell drawn before it, not the minion after it) inherits Spell Damage +2",
      p1: {
        board: [{ card: "LEG_CS3_001", ref: "A" }],
        deck: [{ card: "CS2_025", ref: "S" }, { card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }],
        hand: [{ card: "CS2_024", ref: "F" }],
      },
      actions: [
        { type: "destroy", target: "A" }, { type: "draw", count: 3 },
        { type: "play", card: "Y1" }, { type: "play", card: "F", target: "p2.hero" },
      ],
      expect: {
        "A.zone": "graveyard", "Y1.enchantments": [expect.objectContaining({ card: "CS3_001e" })],
        "Y2.enchantments": undefined, "S.enchantments": undefined,
        "p1.hero.enchantments": undefined, "p2.hero.health": 25,
      },
    });
    cardCase("LEG_CS3_001", {
      does: "the inherited powers pass on again: the heir's Deathrattle gives the next minion drawn the Legacy",
      p1: {
        board: [{ card: YETI, ref: "H", enchantments: [{ card: "CS3_001e" }] }],
        deck: [{ card: WISP, ref: "W" }],
      },
      actions: [{ type: "destroy", target: "H" }, { type: "draw" }],
      expect: { "H.zone": "graveyard", "W.enchantments": [expect.objectContaining({ card: "CS3_001e" })], "p1.hero.enchantments": undefined },
    });
    cardCase("LEG_CS3_001", {
      does: "the Legacy waits for your minion: the opponent's draw and your spell draw leave it on your hero",
      p1: { hero: { card: "HERO_08", enchantments: [{ card: "CS3_001e2" }] }, deck: [{ card: "CS2_025", ref: "S" }] },
      p2: { deck: [{ card: YETI, ref: "EY" }] },
      actions: [{ type: "draw", player: 2 }, { type: "draw", player: 1 }],
      expect: { "EY.zone": "hand", "EY.enchantments": undefined, "S.enchantments": undefined, "p1.hero.enchantments": [expect.objectContaining({ card: "CS3_001e2" })] },
    });
    cardCase("LEG_CS3_001", {
      does: "an heir still in hand gives no Spell Damage",
      p1: { hand: [{ card: YETI, ref: "H", enchantments: [{ card: "CS3_001e" }] }, { card: "CS2_024", ref: "F" }] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
  });

  cardCase("CS2_025", {
    does: "1 damage to each enemy minion, not friendly minions or heroes",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_025", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(damageTo(r)).toEqual({ E1: 1, E2: 1 }),
    expect: { "E1.health": 4, "E2.health": 4, "F.health": 5, "p2.hero.health": 30, "p1.hero.health": 30, "events.damage": 2 },
  });
  cardCase("CS2_025", {
    does: "Spell Damage +1 makes it 2",
    p1: { board: [GEOMANCER], hand: [{ card: "CS2_025", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "E1.health": 3, "E2.health": 3, "GEO.health": 2 },
  });
  cardCase("CS2_025", {
    does: "with no enemy minion it still plays and deals no damage",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_025", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "graveyard", "events.damage": 0, "p1.mana.used": 2 },
  });

  cardCase("CS2_023", {
    does: "you draw 2 cards, the opponent none",
    p1: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
    p2: { deck: [{ card: WISP, ref: "X" }] },
    actions: [{ type: "play", card: "AI" }],
    expect: { "A.zone": "hand", "B.zone": "hand", "C.zone": "deck", "X.zone": "deck", "p1.hand.length": 2, "events.draw": 2 },
  });
  cardCase("CS2_023", {
    does: "with one card left: that card, then 1 fatigue",
    p1: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: WISP, ref: "A" }] },
    actions: [{ type: "play", card: "AI" }],
    expect: { "A.zone": "hand", "p1.hero.health": 29, "events.fatigue": 1 },
  });

  const missiles = (r: ResolveResult, n: number) => {
    const hits = events(r, "damage");
    expect(hits).toHaveLength(n);
    for (const h of hits) {
      expect(h.amount).toBe(1);
      expect((h.target as { controller: number }).controller).toBe(2);
    }
  };
  for (const seed of [1, 2, 3, 4, 5]) {
    cardCase("EX1_277", {
      does: `3 missiles of 1 damage, each at an enemy character (seed ${seed})`,
      seed,
      p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_277", ref: "AM" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "AM" }],
      expect: { "F.health": 5, "p1.hero.health": 30 },
      check: (r) => {
        missiles(r, 3);
        const d = damageTo(r);
        expect((d.E ?? 0) + (d.HERO_01 ?? 0)).toBe(3);
      },
    });
  }
  cardCase("EX1_277", {
    does: "Spell Damage +1 adds a fourth missile, not damage per missile",
    p1: { board: [GEOMANCER], hand: [{ card: "EX1_277", ref: "AM" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "AM" }],
    check: (r) => missiles(r, 4),
  });
  cardCase("EX1_277", {
    does: "with no enemy minion every missile hits the enemy hero",
    p1: { hand: [{ card: "EX1_277", ref: "AM" }] },
    actions: [{ type: "play", card: "AM" }],
    expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
  });

  cardCase("CS2_029", {
    does: "6 damage to the chosen minion only",
    p1: { hand: [{ card: "CS2_029", ref: "FB" }] },
    p2: { board: [{ card: GOLEM, ref: "G" }, { card: GOLEM, ref: "G2" }] },
    actions: [{ type: "play", card: "FB", target: "G" }],
    expect: { "G.health": 1, "G2.health": 7, "p2.hero.health": 30, "events.damage": 1 },
  });
  cardCase("CS2_029", {
    does: "a hero is a valid target; Spell Damage +1 makes it 7",
    p1: { board: [GEOMANCER], hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "p2.hero" }],
    expect: { "p2.hero.health": 23 },
  });
  cardCase("CS2_029", {
    does: "it needs a target",
    p1: { hand: [{ card: "CS2_029", ref: "FB" }] },
    actions: [{ type: "play", card: "FB" }],
    error: "illegal_action",
  });

  cardCase("CS2_032", {
    does: "5 damage to each enemy minion, not friendly minions or the enemy hero",
    p1: { board: [{ card: GOLEM, ref: "F" }], hand: [{ card: "CS2_032", ref: "FS" }] },
    p2: { board: [{ card: GOLEM, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "FS" }],
    expect: { "E1.health": 2, "E2.zone": "graveyard", "F.health": 7, "p2.hero.health": 30 },
  });
  cardCase("CS2_032", {
    does: "Spell Damage +1 makes it 6",
    p1: { board: [GEOMANCER], hand: [{ card: "CS2_032", ref: "FS" }] },
    p2: { board: [{ card: GOLEM, ref: "E1" }] },
    actions: [{ type: "play", card: "FS" }],
    expect: { "E1.health": 1 },
  });

  cardCase("CS2_032", {
    does: "with no enemy minion it still plays and deals no damage",
    p1: { board: [{ card: GOLEM, ref: "F" }], hand: [{ card: "CS2_032", ref: "FS" }] },
    actions: [{ type: "play", card: "FS" }],
    expect: { "FS.zone": "graveyard", "events.damage": 0, "F.health": 7 },
  });

  cardCase("CS2_026", {
    does: "with no enemy minion it still plays and freezes nothing",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_026", ref: "FN" }] },
    actions: [{ type: "play", card: "FN" }],
    expect: { "FN.zone": "graveyard", "events.freeze": 0, "F.tags.FROZEN": undefined },
  });
  cardCase("CS2_026", {
    does: "every enemy minion is Frozen, no friendly minion or hero, no damage",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_026", ref: "FN" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "FN" }],
    expect: { "E1.tags.FROZEN": 1, "E2.tags.FROZEN": 1, "F.tags.FROZEN": undefined, "p2.hero.tags.FROZEN": undefined, "events.damage": 0 },
  });

  cardCase("CS2_024", {
    does: "3 damage to the chosen minion and Freeze it, not its neighbour",
    p1: { hand: [{ card: "CS2_024", ref: "FB" }] },
    p2: { board: [{ card: YETI, ref: "E1" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "FB", target: "E1" }],
    expect: { "E1.health": 2, "E1.tags.FROZEN": 1, "E2.health": 5, "E2.tags.FROZEN": undefined },
  });
  cardCase("CS2_024", {
    does: "a hero can be the target; Spell Damage +1 makes it 4",
    p1: { board: [GEOMANCER], hand: [{ card: "CS2_024", ref: "FB" }] },
    actions: [{ type: "play", card: "FB", target: "p2.hero" }],
    expect: { "p2.hero.health": 26, "p2.hero.tags.FROZEN": 1 },
  });

  cardCase("EX1_179", {
    does: "2 damage to a Frozen minion draws a card",
    p1: { hand: [{ card: "EX1_179", ref: "IC" }], deck: [{ card: WISP, ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "E", tags: { FROZEN: 1 } }], deck: [{ card: WISP, ref: "ED" }] },
    actions: [{ type: "play", card: "IC", target: "E" }],
    expect: { "E.health": 3, "D.zone": "hand", "ED.zone": "deck" },
  });
  cardCase("EX1_179", {
    does: "a minion that is not Frozen: the damage, no draw",
    p1: { hand: [{ card: "EX1_179", ref: "IC" }], deck: [{ card: WISP, ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2", tags: { FROZEN: 1 } }] },
    actions: [{ type: "play", card: "IC", target: "E" }],
    expect: { "E.health": 3, "E2.health": 5, "D.zone": "deck", "events.draw": 0 },
  });
  cardCase("EX1_179", {
    does: "Spell Damage +1 makes it 3",
    p1: { board: [GEOMANCER], hand: [{ card: "EX1_179", ref: "IC" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "IC", target: "E" }],
    expect: { "E.health": 2 },
  });
  cardCase("EX1_179", {
    does: "a hero is not a valid target",
    p1: { hand: [{ card: "EX1_179", ref: "IC" }] },
    p2: { hero: { card: "HERO_01", tags: { FROZEN: 1 } } },
    actions: [{ type: "play", card: "IC", target: "p2.hero" }],
    error: "illegal_action",
  });

  cardCase("CS2_027", {
    does: "two 0/2 Taunt minions on your side",
    p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_027", ref: "MI" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "MI" }],
    expect: {
      "p1.board": [YETI, "CS2_mirror", "CS2_mirror"], "p2.board": [YETI],
      "p1.board.1.attack": 0, "p1.board.1.health": 2, "p1.board.2.attack": 0, "p1.board.2.health": 2,
    },
  });
  cardCase("CS2_027", {
    does: "with your board full it still plays and summons nothing",
    p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), hand: [{ card: "CS2_027", ref: "MI" }] },
    actions: [{ type: "play", card: "MI" }],
    expect: { "MI.zone": "graveyard", "p1.board.length": 7, "events.summon": 0 },
  });
  describeCard("CS2_027", () => {
    it("they have Taunt: the enemy cannot attack your hero past them (without them it can)", () => {
      const p1 = player({ hand: [{ card: "CS2_027", ref: "MI" }] });
      const p2 = player({ board: [{ card: YETI, ref: "E" }] });
      const err = fails(request([p1, p2], [{ type: "play", card: "MI" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }]), "illegal_action");
      expect(err.message).toMatch(/Taunt/);
      const r = run(request([p1, p2], [{ type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }]));
      expect(r.state.players[0].hero.health).toBe(26);
    });
  });
  cardCase("CS2_027", {
    does: "with room for one, only one comes",
    p1: { board: Array.from({ length: 6 }, () => ({ card: WISP })), hand: [{ card: "CS2_027", ref: "MI" }] },
    actions: [{ type: "play", card: "MI" }],
    expect: { "p1.board.length": 7, "p1.board.6": expect.objectContaining({ card: "CS2_mirror" }) },
  });

  cardCase("CS2_022", {
    does: "the chosen minion becomes a 1/1 Sheep (its buffs gone), its neighbour stays",
    p1: { hand: [{ card: "CS2_022", ref: "P" }] },
    p2: { board: [{ card: YETI, ref: "E", attack: 6, enchantments: [{ attack: 2 }] }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "play", card: "P", target: "E" }],
    expect: { "E.card": "CS2_tk1", "E.attack": 1, "E.health": 1, "E.enchantments": undefined, "E2.card": YETI, "p2.board": ["CS2_tk1", YETI] },
  });
  cardCase("CS2_022", {
    does: "a hero is not a valid target",
    p1: { hand: [{ card: "CS2_022", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "p2.hero" }],
    error: "illegal_action",
  });

  for (const seed of [1, 2, 3]) {
    cardCase("EX1_180", {
      does: `a random Mage spell comes to your hand, none to the opponent's (seed ${seed})`,
      seed,
      p1: { hand: [{ card: "EX1_180", ref: "T" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
      check: (r) => {
        // The recorded pick: the card in hand may be its upgrade (a Ranked spell given at 10 crystals is Rank 3 at once).
        expect(r.random.at(-1)!.purpose).toBe("random card");
        const f = factsById(r.random.at(-1)!.chosen as string)!;
        expect([f.type, f.cardClass, f.collectible]).toEqual(["SPELL", "MAGE", true]);
      },
    });
  }

  cardCase("CS2_033", {
    does: "a minion it attacks is Frozen",
    p1: { board: [{ card: "CS2_033", ref: "WE" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
    actions: [{ type: "attack", attacker: "WE", defender: "E" }],
    expect: { "E.tags.FROZEN": 1, "E.health": 2, "E2.tags.FROZEN": undefined, "WE.tags.FROZEN": undefined },
  });
  cardCase("CS2_033", {
    does: "the hero it attacks is Frozen",
    p1: { board: [{ card: "CS2_033", ref: "WE" }] },
    actions: [{ type: "attack", attacker: "WE", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p2.hero.tags.FROZEN": 1 },
  });
  cardCase("CS2_033", {
    does: "a minion attacking it is Frozen by its counter-damage",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_033", ref: "WE" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "WE" }],
    expect: { "E.tags.FROZEN": 1, "WE.health": 2, "WE.tags.FROZEN": undefined },
  });
});
