/**
 * Behaviour tests of the League of Explorers (LOE) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

describe("LOE", () => {
  // Brann Bronzebeard: "Your Battlecries trigger twice."
  cardCase("LOE_077", {
    does: "your Battlecry resolves twice (Nightblade: 3 damage to the enemy hero, twice)",
    p1: { board: [{ card: "LOE_077" }], hand: [{ card: "EX1_593", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p2.hero.health": 24, "p1.hero.health": 30, "events.damage": 2 },
  });
  cardCase("LOE_077", {
    does: "not the opponent's Battlecries",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LOE_077" }] },
    p2: { hand: [{ card: "EX1_593", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hero.health": 27 },
  });
  cardCase("LOE_077", {
    does: "from the hand, nothing",
    p1: { hand: [{ card: "LOE_077" }, { card: "EX1_593", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("LOE_077", {
    does: "a targeted Battlecry hits the same target twice (Elven Archer)",
    p1: { board: [{ card: "LOE_077" }], hand: [{ card: "CS2_189", ref: "EA" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "EA", target: "Y" }],
    expect: { "Y.health": 3, "p2.hero.health": 30 },
  });

  // Cursed Blade: "Double all damage dealt to your hero."
  cardCase("LOE_118", {
    does: "damage to your hero is doubled (Fireball: 12); the enemy hero and your minions take what is dealt",
    state: { activePlayer: 2 },
    p1: { weapon: { card: "LOE_118" }, board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "F2", target: "Y" }],
    expect: { "p1.hero.health": 18, "Y.zone": "graveyard" },
    check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([12, 6]),
  });
  cardCase("LOE_118", {
    does: "the doubled damage goes on Armor first; the enemy hero is not doubled",
    p1: { hero: { card: "HERO_01", armor: 5 }, weapon: { card: "LOE_118" } },
    actions: [{ type: "damage", target: "p1.hero", amount: 3 }, { type: "damage", target: "p2.hero", amount: 3 }],
    expect: { "p1.hero.health": 29, "p1.hero.armor": 0, "p2.hero.health": 27 },
  });
  cardCase("LOE_118", {
    does: "attacking with it, the defender's damage to your hero is doubled too",
    p1: { weapon: { card: "LOE_118" } },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
    expect: { "p1.hero.health": 22, "E.health": 3 },
  });
  cardCase("LOE_118", {
    does: "once the weapon is gone, no more doubling",
    p1: { weapon: { card: "LOE_118", ref: "CB" } },
    actions: [{ type: "destroy", target: "CB" }, { type: "damage", target: "p1.hero", amount: 3 }],
    expect: { "p1.hero.health": 27 },
  });

  // Naga Sea Witch: "Your cards cost (5)."
  cardCase("LOE_038", {
    does: "every card in your hand costs 5, cheaper and dearer alike; the opponent's cards do not",
    p1: { board: [{ card: "LOE_038" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }, { card: "EX1_279", ref: "PB" }] },
    p2: { hand: [{ card: "CS2_182", ref: "E" }], board: [{ card: "CS2_231", ref: "EW" }] },
    actions: [{ type: "destroy", target: "EW" }],
    expect: { "W.cost": 5, "Y.cost": 5, "F.cost": 5, "PB.cost": 5, "E.cost": 4 },
  });
  cardCase("LOE_038", {
    does: "a card played under it costs 5 mana",
    p1: { board: [{ card: "LOE_038" }], hand: [{ card: "EX1_279", ref: "PB" }] },
    actions: [{ type: "play", card: "PB", target: "p2.hero" }],
    expect: { "p1.mana.used": 5, "p2.hero.health": 20 },
  });
  cardCase("LOE_038", {
    does: "only in play: from the hand it does nothing, and its death ends it",
    p1: { board: [{ card: "LOE_038", ref: "N" }], hand: [{ card: "LOE_038", ref: "N2" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "N" }],
    expect: { "Y.cost": 4, "N2.cost": 8 },
  });

  // Rumbling Elemental: "After you play a Battlecry minion, deal 2 damage to a random enemy."
  describeCard("LOE_016", () => {
    it("Rumbling Elemental: after you play a Battlecry minion, 2 damage to a random enemy", () => {
      const r = run(request([player({ board: [{ card: "LOE_016" }], hand: [{ card: "EX1_015", ref: "NE" }, { card: "CS2_231", ref: "W" }] }), player()],
        [{ type: "play", card: "NE" }, { type: "play", card: "W" }]));
      expect(r.state.players[1].hero.health).toBe(28);
    });
  });
  cardCase("LOE_016", {
    does: "the 2 damage goes to a random enemy character only (recorded), after the Battlecry",
    p1: { board: [{ card: "LOE_016", ref: "RE" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_015", ref: "NE" }], deck: [{ card: "CS2_231", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "NE" }],
    expect: { "Y.health": 5, "p1.hero.health": 30, "D.zone": "hand" },
    check: (r) => {
      const d = r.random.find((x) => x.by?.ref === "RE")!;
      expect(d.candidates.map((c) => (typeof c === "string" ? c : c.controller))).toEqual([2, 2]);
      const [hit] = events(r, "damage");
      expect([hit!.amount, hit!.target!.controller]).toEqual([2, 2]);
    },
  });
  cardCase("LOE_016", {
    does: "not for the opponent's Battlecry minions, nor for a Battlecry minion summoned without being played",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LOE_016" }] },
    p2: { hand: [{ card: "EX1_015", ref: "NE" }], deck: [{ card: "CS2_231", ref: "D" }] },
    actions: [{ type: "play", card: "NE" }, { type: "summon", card: "EX1_015", player: 1 }],
    expect: { "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 0 },
  });

  // Djinni of Zephyrs: "After you cast a spell on another friendly minion, cast a copy of it on this one."
  describeCard("LOE_053", () => {
    it("3.3 例如: Demonfire on a friendly Demon gives it +2/+2; the Djinni's copy, on a non-Demon, deals it 2 damage", () => {
      const r = run(request([player({ board: [{ card: "CS2_065", ref: "V" }, { card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player()],
        [{ type: "play", card: "DF", target: "V" }]));
      expect(at(r.state, "V")).toMatchObject({ attack: 3, health: 5 });
      expect(at(r.state, "D")).toMatchObject({ attack: 4, health: 4, maxHealth: 6 });
      expect(triggerOrder(r, ["D"])).toEqual(["D"]);
      // It resolves in the after-play step (2.3 完成阶段 b), not as a cast: no second play sequence.
      const step = nodes(r, "step").find((s) => s.name === "spell-copy")!;
      expect(step).toBeDefined();
      expect(nodes(r, "sequence")).toHaveLength(1);
    });

    it("the copy gets Spell Damage and the spell's Overload again", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "LOE_053", ref: "D" }, { card: "CS2_142", ref: "KG" }], hand: [{ card: "EX1_238", ref: "LB" }] }), player()],
        [{ type: "play", card: "LB", target: "Y" }]));
      expect(at(r.state, "Y").health).toBe(1);
      expect(at(r.state, "D").health).toBe(2);
      expect(r.state.players[0].mana.overloadOwed).toBe(2);
    });

    it("not for a spell on itself, on an enemy minion, or for the opponent's spell", () => {
      const own = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player()], [{ type: "play", card: "DF", target: "D" }]));
      expect(triggerOrder(own, ["D"])).toEqual([]);
      expect(at(own.state, "D").health).toBe(4);
      const enemy = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
        [{ type: "play", card: "DF", target: "E" }]));
      expect(triggerOrder(enemy, ["D"])).toEqual([]);
    });

    it("5.3 例如: the spell's target is read in the after-play step — a minion the spell stole is friendly by then, so it triggers", () => {
      // The rulebook's example is Potion of Madness; Shadow Madness is the same text for minions with 3 or less Attack.
      const r = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_334", ref: "SM" }] }), player({ board: [{ card: "CS2_120", ref: "E" }] })],
        [{ type: "play", card: "SM", target: "E" }]));
      expect(at(r.state, "E").player).toBe(1);
      expect(triggerOrder(r, ["D"])).toEqual(["D"]);
      // The copy's control change does nothing to a minion you already control.
      expect(at(r.state, "D").player).toBe(1);
    });
  });
  cardCase("LOE_053", {
    does: "not for a spell without a target (Arcane Explosion)",
    p1: { board: [{ card: "LOE_053", ref: "D" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_025", ref: "AE" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "AE" }],
    expect: { "D.health": 6, "E.health": 4 },
    check: (r) => expect(triggerOrder(r, ["D"])).toEqual([]),
  });
});
