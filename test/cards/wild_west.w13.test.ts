/**
 * Showdown in the Badlands (WILD_WEST, w13/badlands): "each turn in a row you've played an Elemental" (the amount
 * `playedThisGame` with `read: "turnsInARow"`, rules-notes 1440) and texts the format had (rules-notes 1441-).
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5, Cost 4
const FIRE_FLY = "UNG_809"; // 1-Cost 1/2 Elemental
const WISP = "CS2_231"; // 0-Cost 1/1 (no Elemental)
const ELEMENTAL_ON = (...turns: number[]) => turns.map((turn) => ({ card: FIRE_FLY, cost: 1, turn }));

describeCard("WW_025", () => {
  cardCase("WW_025", {
    does: "an Elemental on each of your last two turns (none yet this turn, which does not end the run): costs (2) less",
    p1: { hand: [{ card: "WW_025", ref: "G" }, { card: WISP, ref: "W" }], playedThisGame: ELEMENTAL_ON(1, 3) },
    actions: [{ type: "play", card: "W" }],
    expect: { "G.cost": 6 },
  });
  cardCase("WW_025", {
    does: "a turn without one ends the run: an Elemental on turn 1 only, none on turn 3 — full price",
    p1: { hand: [{ card: "WW_025", ref: "G" }, { card: WISP, ref: "W" }], playedThisGame: [...ELEMENTAL_ON(1), { card: WISP, cost: 0, turn: 3 }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "G.cost": 8 },
  });
  cardCase("WW_025", {
    does: "an Elemental played this turn counts this turn too: (3) less after turns 1, 3 and now 5",
    p1: { hand: [{ card: "WW_025", ref: "G" }, { card: FIRE_FLY, ref: "F" }], playedThisGame: ELEMENTAL_ON(1, 3) },
    actions: [{ type: "play", card: "F" }],
    expect: { "G.cost": 5 },
  });
});

describeCard("WW_026", () => {
  cardCase("WW_026", {
    does: "an Elemental last turn: Skarr's own turn and that one, 3 damage to each enemy",
    p1: { hand: [{ card: "WW_026", ref: "S" }], playedThisGame: ELEMENTAL_ON(3) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 27, "Y.health": 2, "p1.hero.health": 30 },
  });
  cardCase("WW_026", {
    does: "no Elemental before: its own turn only, 2 damage",
    p1: { hand: [{ card: "WW_026", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 28, "Y.health": 3 },
  });
});

describeCard("WW_424", () => {
  cardCase("WW_424", {
    does: "Elementals on your last two turns: three copies (this turn, turns 3 and 1)",
    p1: { hand: [{ card: "WW_424", ref: "O" }], playedThisGame: ELEMENTAL_ON(1, 3) },
    actions: [{ type: "play", card: "O" }],
    expect: { "p1.board": ["WW_424", "WW_424", "WW_424", "WW_424"] },
  });
  cardCase("WW_424", {
    does: "none before: one copy (its own turn)",
    p1: { hand: [{ card: "WW_424", ref: "O" }] },
    actions: [{ type: "play", card: "O" }],
    check: (r) => expect(r.state.players[0]!.board.map((m) => [m.card, m.attack, m.health])).toEqual([["WW_424", 3, 2], ["WW_424", 3, 2]]),
  });
});

describeCard("WW_420", () => {
  for (const seed of [1, 2, 3, 4]) {
    cardCase("WW_420", {
      does: `attacking, one recorded 50% roll: a hit gives Lifesteal (the hit heals), a miss Divine Shield (seed ${seed})`,
      seed,
      p1: { board: [{ card: "WW_420", ref: "A" }], hero: { card: "HERO_01", health: 20 } },
      actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
      check: (r) => {
        const rolls = r.random.filter((d) => d.purpose === "50% chance");
        expect(rolls).toHaveLength(1);
        const ace = r.state.players[0]!.board[0]!;
        const hit = rolls[0]!.chosen === "hit";
        expect(r.state.players[1]!.hero.health).toBe(25);
        expect(r.state.players[0]!.hero.health).toBe(hit ? 25 : 20);
        expect(ace.seen?.LIFESTEAL ?? 0).toBe(hit ? 1 : 0);
        expect(ace.seen?.DIVINE_SHIELD ?? 0).toBe(hit ? 0 : 1);
      },
    });
  }
});

describeCard("WW_818", () => {
  cardCase("WW_818", {
    does: "Discover a 2-Cost minion: it goes to your hand, and a 1/2 copy of it is summoned",
    p1: { hero: { card: "HERO_06" }, hand: [{ card: "WW_818", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    choices: [1],
    check: (r) => {
      const me = r.state.players[0]!;
      expect(me.hand).toHaveLength(1);
      const got = me.hand[0]!;
      expect(me.board.map((m) => [m.card, m.attack, m.health])).toEqual([[got.card, 1, 2]]);
      const offered = r.random.filter((d) => d.purpose === "discover option").map((d) => String(d.chosen));
      expect(offered).toHaveLength(3);
      expect(got.card).toBe(offered[1]);
      for (const o of offered) {
        const f = factsById(o)!;
        expect(f.type).toBe("MINION");
        expect(f.cost).toBe(2);
        expect(["DRUID", "NEUTRAL"]).toContain(f.cardClass);
      }
    },
  });
});

describeCard("DEEP_022", () => {
  cardCase("DEEP_022", {
    does: "a Pirate and an Elemental, in that order, each of a class not yours (a Rogue's: no Rogue, no neutral card)",
    p1: { hero: { card: "HERO_03" }, hand: [{ card: "DEEP_022", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((e) => factsById(e.card)!);
      expect(hand).toHaveLength(2);
      expect(hand[0]!.races.some((x) => x === "PIRATE" || x === "ALL")).toBe(true);
      expect(hand[1]!.races.some((x) => x === "ELEMENTAL" || x === "ALL")).toBe(true);
      for (const f of hand) {
        expect(f.type).toBe("MINION");
        expect(["ROGUE", "NEUTRAL"]).not.toContain(f.cardClass);
      }
    },
  });
});

describeCard("WW_374", () => {
  cardCase("WW_374", {
    does: "5 Corpses: all 5 spent, a random 5-Cost minion summoned",
    p1: { hero: { card: "HERO_11" }, corpses: 5, hand: [{ card: "WW_374", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const me = r.state.players[0]!;
      expect(me.corpses ?? 0).toBe(0);
      expect(me.board).toHaveLength(1);
      expect(factsById(me.board[0]!.card)!.cost).toBe(5);
    },
  });
  cardCase("WW_374", {
    does: "12 Corpses: 8 spent (4 left), an 8-Cost minion",
    p1: { hero: { card: "HERO_11" }, corpses: 12, hand: [{ card: "WW_374", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const me = r.state.players[0]!;
      expect(me.corpses).toBe(4);
      expect(me.board).toHaveLength(1);
      expect(factsById(me.board[0]!.card)!.cost).toBe(8);
    },
  });
  cardCase("WW_374", {
    does: "no Corpse: nothing spent, nothing summoned",
    p1: { hero: { card: "HERO_11" }, hand: [{ card: "WW_374", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": [], "C.zone": "graveyard" },
  });
});

describeCard("DEEP_015", () => {
  const AMGAM = "OG_248"; // Am'gam Rager, a 1/5 Undead
  cardCase("DEEP_015", {
    does: "played left of an Undead: it Magnetizes — the Undead gets +3/+1 and Reborn",
    p1: { board: [{ card: AMGAM, ref: "U" }], hand: [{ card: "DEEP_015", ref: "H" }] },
    actions: [{ type: "play", card: "H", position: 0 }],
    expect: { "p1.board": [AMGAM], "H.zone": "setAside", "U.attack": 4, "U.health": 6, "U.seen.REBORN": 1 },
  });
  cardCase("DEEP_015", {
    does: "played left of a Mech: it Magnetizes as any Magnetic Mech",
    p1: { board: [{ card: "BOT_309", ref: "F" }], hand: [{ card: "DEEP_015", ref: "H" }] },
    actions: [{ type: "play", card: "H", position: 0 }],
    expect: { "p1.board": ["BOT_309"], "F.attack": 4, "F.health": 6 },
  });
  cardCase("DEEP_015", {
    does: "left of a Beast: no Magnetic — a 3/1 with Reborn beside it",
    p1: { board: [{ card: "KAR_300", ref: "B" }], hand: [{ card: "DEEP_015", ref: "H" }] },
    actions: [{ type: "play", card: "H", position: 0 }],
    expect: { "p1.board": ["DEEP_015", "KAR_300"], "B.attack": 2, "H.seen.REBORN": 1 },
  });
});

describeCard("WW_326", () => {
  cardCase("WW_326", {
    does: "no Elemental played last turn: Overload (2)",
    p1: { hand: [{ card: "WW_326", ref: "M" }], playedLastTurn: [YETI] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.mana.overloadOwed": 2, "M.seen.RUSH": 1 },
  });
  cardCase("WW_326", {
    does: "an Elemental played last turn: no Overload",
    p1: { hand: [{ card: "WW_326", ref: "M" }], playedLastTurn: [FIRE_FLY] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.mana.overloadOwed": 0, "M.zone": "board" },
  });
  cardCase("WW_326", {
    does: "an Elemental played this turn is not last turn's: Overload (2)",
    p1: { hand: [{ card: FIRE_FLY, ref: "F" }, { card: "WW_326", ref: "M" }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "M" }],
    expect: { "p1.mana.overloadOwed": 2 },
  });
});

describeCard("WW_377", () => {
  const FRESH = { ENTERED_HAND_THIS_TURN: 1 };
  cardCase("WW_377", {
    does: "held since an earlier turn: 2 damage to the enemy minion targeted and its neighbours only",
    p1: { hand: [{ card: "WW_377", ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "H", target: "B" }],
    expect: { "A.health": 3, "B.health": 3, "C.health": 3, "D.health": 5, "p2.hero.health": 30 },
  });
  cardCase("WW_377", {
    does: "Quickdraw: 2 damage to every enemy, no target taken",
    p1: { hand: [{ card: "WW_377", ref: "H", tags: FRESH }], board: [{ card: YETI, ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "A.health": 3, "D.health": 3, "p2.hero.health": 28, "M.health": 5, "p1.hero.health": 30 },
  });
  cardCase("WW_377", {
    does: "held since an earlier turn it needs an enemy minion to target",
    p1: { hand: [{ card: "WW_377", ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    error: "illegal_action",
  });
});

describeCard("WW_436", () => {
  const FRESH = { ENTERED_HAND_THIS_TURN: 1 };
  const FIREBALL = "CS2_029"; // 4-Cost spell
  const ZAP = "CS2_024"; // Frostbolt, 2-Cost spell
  cardCase("WW_436", {
    does: "discards the lowest Cost spell (not a cheaper minion), then two 3/3 Rush Tram Cars",
    p1: { hand: [{ card: "WW_436", ref: "T" }, { card: FIREBALL, ref: "F" }, { card: ZAP, ref: "Z" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "T" }],
    check: (r) => {
      const me = r.state.players[0]!;
      expect(me.hand.map((c) => c.card).sort()).toEqual([FIREBALL, WISP].sort());
      expect(me.graveyard.map((c) => c.card)).toContain(ZAP);
      expect(me.board.map((m) => [m.card, m.attack, m.health, m.seen?.RUSH])).toEqual([["WW_437t", 3, 3, 1], ["WW_437t", 3, 3, 1]]);
    },
  });
  cardCase("WW_436", {
    does: "Quickdraw: nothing discarded",
    p1: { hand: [{ card: "WW_436", ref: "T", tags: FRESH }, { card: ZAP, ref: "Z" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "Z.zone": "hand", "p1.board": ["WW_437t", "WW_437t"] },
  });
});

describeCard("WW_425", () => {
  const EXPLOSION = "CS2_025"; // Arcane Explosion: $1 to all enemy minions
  const FIREBALL = "CS2_029";
  const DECK = [{ card: "WW_425" }, { card: FIREBALL }, { card: EXPLOSION, ref: "X" }, { card: "WW_425" }];
  cardCase("WW_425", {
    does: "draws the Arcane spell that is not a Stargazing (nor the Fire one); played this turn, it casts twice",
    p1: { hand: [{ card: "WW_425", ref: "S" }], deck: DECK },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "X" }],
    expect: { "Y.health": 3, "p1.hand.length": 0, "X.zone": "graveyard" },
  });
  cardCase("WW_425", {
    does: "played on a later turn it casts once (the state lasts this turn)",
    p1: { hand: [{ card: "WW_425", ref: "S" }], deck: DECK },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "X" }],
    expect: { "Y.health": 4 },
  });
});
