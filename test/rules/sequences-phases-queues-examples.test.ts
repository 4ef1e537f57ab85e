/**
 * The worked examples of the older English text, "Sequences, Phases, Queues, Resolution"
 * (../shared/rules/sequences-phases-queues.en-zh.md, Rule 1 … Rule 10, Examples, Exceptions), one `it` each.
 * Where the 2022 rulebook (hearthstone-advanced-rulebook.zh.txt) decides the same situation differently,
 * the test follows the 2022 text and says so in its name.
 *
 * Not expressed here: examples needing Sylvanas Windrunner or Mal'Ganis (control change and attack/health
 * auras belong to other work), and the general statements without a concrete board (Misdirection, Ogre Brute).
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import type { TraceNode } from "../../src/engine/trace.js";
import { at, cards, events, nodes, player, request, run, triggerOrder, walk } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

/** The trace flattened to short labels, depth first: "phase:resolve", "step:death-creation:W,X", "trigger:KJ", "damage:W". */
function flow(r: ResolveResult): string[] {
  const out: string[] = [];
  walk(r.trace, (n: TraceNode) => {
    if (n.kind === "phase") out.push(`phase:${n.name}`);
    else if (n.kind === "step" && n.name === "death-creation") {
      const removed = (n.removed as { ref?: string; card?: string }[]).map((e) => e.ref ?? e.card);
      if (removed.length > 0) out.push(`removed:${removed.join(",")}`);
    } else if (n.kind === "trigger") out.push(`trigger:${n.source.ref ?? n.source.card}`);
    else if (n.kind === "event" && (n.type === "damage" || n.type === "summon")) out.push(`${n.type}:${n.target?.ref ?? n.target?.card}`);
  });
  return out;
}

describe("Rule 1: events resolve depth first; deaths are not checked during resolution", () => {
  it("Rule 1: Flamestrike on a Dragon Egg and a Knife Juggler — the Whelp's summon makes the mortally wounded Juggler throw a knife", () => {
    const r = run(request([player({ hand: [{ card: "CS2_032", ref: "F" }] }), player({
      board: [{ card: "BRM_022", ref: "EGG" }, { card: "NEW1_019", ref: "KJ" }],
    })], [{ type: "play", card: "F" }]));
    // The Egg's trigger summons the Whelp; inside that summon the Juggler (at -3 health) throws its knife.
    expect(triggerOrder(r, ["EGG", "KJ"])).toEqual(["EGG", "KJ"]);
    expect(r.state.players[0].hero.health).toBe(29); // the only enemy of the Juggler's controller
    const f = flow(r);
    expect(f.indexOf("trigger:KJ")).toBeLessThan(f.indexOf("removed:EGG,KJ"));
    expect(cards(r.state.players[1].board)).toEqual(["BRM_022t"]);
    expect(at(r.state, "EGG").zone).toBe("graveyard");
    expect(at(r.state, "KJ").zone).toBe("graveyard");
  });
});

describe("Rule 2: queues are filled in order of play and fixed once they resolve", () => {
  it("Rule 2: Arcane Explosion on three Grim Patrons and a Frothing Berserker — all damage first, then each damage event in order of play", () => {
    // Board positions differ from order of play on purpose: events follow order of play.
    const r = run(request([player({ hand: [{ card: "CS2_025", ref: "AE" }] }), player({
      board: [{ card: "BRM_019", ref: "P3", order: 40 }, { card: "EX1_604", ref: "FB", order: 30 }, { card: "BRM_019", ref: "P1", order: 10 }, { card: "BRM_019", ref: "P2", order: 20 }],
    })], [{ type: "play", card: "AE" }]));
    const damaged = events(r, "damage").map((e) => e.target!.ref);
    expect(damaged).toEqual(["P1", "P2", "FB", "P3"]);
    // Every event's queue is in order of play: the Patron (older) before the Berserker, P3 (newer) after it.
    expect(triggerOrder(r, ["P1", "P2", "P3", "FB"])).toEqual(["P1", "FB", "P2", "FB", "FB", "FB", "P3"]);
    // The four damage events are siblings: no trigger resolved between the hits.
    const dmg = events(r, "damage");
    const parent = nodes(r, "step").find((s) => s.name === "spell-text")!;
    expect(dmg.every((d) => parent.children.includes(d))).toBe(true);
    expect(at(r.state, "FB").attack).toBe(2 + 4);
    expect(cards(r.state.players[1].board).filter((c) => c === "BRM_019")).toHaveLength(6);
  });

  it("Rule 2: a Mad Scientist dies and puts Duplicate into play — Duplicate does not answer the Scientist's own death", () => {
    const r = run(request([player({ board: [{ card: "FP1_004", ref: "MS" }], deck: [{ card: "FP1_018", ref: "DUP" }, { card: "CS2_231" }] }), player({
      hand: [{ card: "CS2_032", ref: "F" }],
    })], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "DUP").zone).toBe("secrets");
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(triggerOrder(r, ["DUP"])).toEqual([]);
  });

  it("Rule 2 (2022 text wins, 3.4 pre-check): Duplicate put into play by the first death misses a second death of the same death phase too", () => {
    // The English text says Duplicate would trigger for a minion that died after the Mad Scientist; the 2022
    // rulebook (3.4 例如 对手使用烈焰风暴消灭你依次入场的疯狂的科学家和其他随从) says it does not: death triggers
    // are pre-checked before the death-creation step.
    const r = run(request([player({
      board: [{ card: "FP1_004", ref: "MS" }, { card: "CS2_182", ref: "Y" }], deck: [{ card: "FP1_018", ref: "DUP" }, { card: "CS2_231" }],
    }), player({ hand: [{ card: "CS2_032", ref: "F" }] })], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    expect(events(r, "death").map((e) => e.target!.ref)).toEqual(["MS", "Y"]);
    expect(at(r.state, "DUP").zone).toBe("secrets");
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("Rule 2: Troggzor summons a Burly Rockjaw Trogg for a spell; the new Trogg does not answer that same spell", () => {
    const r = run(request([player({ hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }] }), player({
      board: [{ card: "GVG_118", ref: "TZ" }],
    })], [{ type: "play", card: "M1", target: "p2.hero" }]));
    expect(cards(r.state.players[1].board)).toEqual(["GVG_118", "GVG_068"]);
    expect(r.state.players[1].board[1]!.attack).toBe(3);
    // A second spell: the first Trogg is in play when it starts and gains +2; a second Trogg arrives.
    const r2 = run(request([player({ hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }] }), player({
      board: [{ card: "GVG_118", ref: "TZ" }],
    })], [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }]));
    expect(r2.state.players[1].board.map((m) => [m.card, m.attack])).toEqual([["GVG_118", 6], ["GVG_068", 3], ["GVG_068", 5]]);
  });
});

describe("Rule 3: only the outermost phase ending starts the death-creation step", () => {
  it("Rule 3: Knife Juggler then Dr. Boom — both Boom Bots' summons throw knives inside the battlecry phase; deaths come after it", () => {
    const r = run(request([player({ board: [{ card: "NEW1_019", ref: "KJ" }], hand: [{ card: "GVG_110", ref: "DB" }] }), player({
      board: [{ card: "EX1_029", ref: "G1" }, { card: "EX1_029", ref: "G2" }],
    })], [{ type: "play", card: "DB" }], { seed: 5 }));
    const f = flow(r);
    const resolve = f.indexOf("phase:resolve"), finish = f.indexOf("phase:finish");
    // Two Boom Bots, two knives, both inside the resolve phase; both Leper Gnomes die together after it.
    expect(f.slice(resolve, finish).filter((x) => !x.startsWith("damage:"))).toEqual([
      "phase:resolve", "summon:GVG_110t", "trigger:KJ", "summon:GVG_110t", "trigger:KJ",
      "removed:G1,G2", "phase:death", "trigger:G1", "trigger:G2",
    ]);
    // Their deathrattles hit the Juggler's controller (2 + 2); the third knife (Dr. Boom's own after-summon
    // step, in the finish phase) finds only the enemy hero.
    expect(r.state.players[0].hero.health).toBe(26);
    expect(r.state.players[1].hero.health).toBe(29);
    expect(cards(r.state.players[0].board)).toEqual(["NEW1_019", "GVG_110t", "GVG_110", "GVG_110t"]); // one on each side (rules-notes 101)
  });

  it("Rule 3: three Unstable Ghouls die to Flamestrike — one death phase, the 1-Health Acolyte of Pain is hit three times and draws three", () => {
    const r = run(request([
      player({ board: [{ card: "FP1_024", ref: "U1" }, { card: "FP1_024", ref: "U2" }, { card: "FP1_024", ref: "U3" }] }),
      player({ board: [{ card: "EX1_007", ref: "AC", health: 1 }], hand: [{ card: "CS2_032", ref: "F" }], deck: wisps(5) }),
    ], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    expect(events(r, "damage").filter((e) => e.target!.ref === "AC")).toHaveLength(3);
    expect(triggerOrder(r, ["AC"])).toEqual(["AC", "AC", "AC"]);
    expect(r.state.players[1].hand).toHaveLength(3);
    const f = flow(r);
    expect(f.indexOf("removed:AC")).toBeGreaterThan(f.lastIndexOf("trigger:AC"));
    expect(at(r.state, "AC").zone).toBe("graveyard");
  });

  it("Rule 3: Mad Bomber wounds a 1-Health Cult Master and Novice Engineer — whatever the order of play, Cult Master draws nothing", () => {
    for (const cmOrder of [10, 20]) {
      const r = run(request([player({ hand: [{ card: "EX1_082", ref: "MB" }] }), player({
        board: [{ card: "EX1_595", ref: "CM", health: 1, order: cmOrder }, { card: "EX1_015", ref: "NE", health: 1, order: 15 }], deck: wisps(2),
      })], [{ type: "play", card: "MB" }], { seed: 5 }));
      expect(at(r.state, "CM").zone).toBe("graveyard");
      expect(at(r.state, "NE").zone).toBe("graveyard");
      expect(nodes(r, "step").filter((s) => s.name === "death-creation" && (s.removed as unknown[]).length === 2)).toHaveLength(1);
      expect(r.state.players[1].hand).toHaveLength(0);
    }
  });
});

describe("Rule 4: the inter-phase steps (death creation, aura update)", () => {
  it("Rule 4 (2022 text wins, 4.2): Stormwind Champion, Explosive Sheep and Mana Wyrm, Cone of Cold — the Wyrm loses the aura before the Sheep explodes and ends x/1", () => {
    // The English text (old rule 4b) says health auras were not recalculated after death creation, so the
    // Wyrm went 4 → 2 and ended x/2. The 2022 rulebook has the aura-update step after death creation
    // (4.2, version ≥ 18.0; rules-notes 1): max health 4 → 3 first, then the Sheep's 2 damage: x/1.
    const r = run(request([player({
      board: [{ card: "CS2_222", ref: "SC", health: 1 }, { card: "GVG_076", ref: "SH", health: 1 }, { card: "NEW1_012", ref: "MW" }],
      hand: [{ card: "EX1_275", ref: "CC" }],
    }), player()], [{ type: "play", card: "CC", target: "SC" }]));
    expect(at(r.state, "SC").zone).toBe("graveyard");
    expect(at(r.state, "SH").zone).toBe("graveyard");
    // 1 + 1 (Cone of Cold cast) = 2 Attack once the Champion is gone; 3 maximum Health, 2 damage.
    expect(at(r.state, "MW")).toMatchObject({ zone: "board", attack: 2, health: 1, maxHealth: 3 });
    expect(events(r, "damage").filter((e) => e.target!.ref === "MW").map((e) => e.amount)).toEqual([2]);
  });

  it("Rule 4: Auchenai Soulpriest and Zombie Chow die to Circle of Healing — the Chow's deathrattle heals, the Auchenai being gone", () => {
    const r = run(request([player({
      board: [{ card: "EX1_591", ref: "AU", health: 4 }, { card: "FP1_001", ref: "ZC" }], hand: [{ card: "EX1_621", ref: "CH" }],
    }), player({ hero: { card: "HERO_08", health: 20 } })], [{ type: "play", card: "CH" }]));
    expect(at(r.state, "AU").zone).toBe("graveyard");
    expect(at(r.state, "ZC").zone).toBe("graveyard");
    expect(r.state.players[1].hero.health).toBe(25);
  });

  it("Rule 4: Cult Master and Bloodfen Raptor die to Flamestrike together — the Cult Master does not see the Raptor die", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_595", ref: "CM" }, { card: "CS2_172", ref: "R" }], deck: wisps(2) }),
      player({ hand: [{ card: "CS2_032", ref: "F" }] }),
    ], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(triggerOrder(r, ["CM"])).toEqual([]);
  });

  it("Rule 4: a 2-Health hero attacks a Zombie Chow with Fiery War Axe — both are removed together; the heal comes too late", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 2 }, weapon: { card: "CS2_106" } }), player({
      hero: { card: "HERO_08", health: 20 }, board: [{ card: "FP1_001", ref: "ZC" }],
    })], [{ type: "attack", attacker: "p1.hero", defender: "ZC" }]));
    expect(r.outcome).toEqual({ over: true, winner: 2, draw: false });
    expect(r.state.players[0].hero.health).toBe(0);
    expect(r.state.players[1].hero.health).toBe(20);
  });

  it("Rule 4: suiciding into an Abomination whose deathrattle kills a Zombie Chow — you are already dead and gain no healing", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 4 }, weapon: { card: "CS2_112" } }), player({
      board: [{ card: "EX1_097", ref: "AB" }, { card: "FP1_001", ref: "ZC", health: 2 }],
    })], [{ type: "attack", attacker: "p1.hero", defender: "AB" }]));
    expect(at(r.state, "ZC").zone).toBe("graveyard");
    expect(r.outcome).toEqual({ over: true, winner: 2, draw: false });
    expect(r.state.players[0].hero.health).toBe(0);
    expect(events(r, "heal")).toHaveLength(0);
  });

  it("Rule 4: a 5-Health hero casts Hellfire on an enemy Leper Gnome and Zombie Chow — hurt for 2, healed for 5, at 5 again, in either order of play", () => {
    for (const [g, z] of [[10, 20], [20, 10]]) {
      const r = run(request([player({ hero: { card: "HERO_01", health: 5 }, hand: [{ card: "CS2_062", ref: "HF" }] }), player({
        board: [{ card: "EX1_029", ref: "LG", order: g }, { card: "FP1_001", ref: "ZC", order: z }],
      })], [{ type: "play", card: "HF" }]));
      expect(r.state.players[0].hero.health).toBe(5);
      expect(r.outcome.over).toBe(false);
    }
  });

  it("Rule 4 (2022 text wins, 4.2): Stormwind Champion, a damaged 5/1 and Redemption vs Fireball — the aura is lost and regained: 4/1, then 5/2", () => {
    // The English text says the 5/1 stays 5/1 (the aura never left); the 2022 rulebook (4.2 例如 版本 ≥ 18.0)
    // has it drop with the aura update after death creation and come back with the new Champion.
    const r = run(request([
      player({ board: [{ card: "CS2_222", ref: "SC", health: 6 }, { card: "CS2_182", ref: "Y", health: 1 }], secrets: [{ card: "EX1_136", ref: "RD" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "SC" }], { state: { activePlayer: 2 } }));
    expect(cards(r.state.players[0].board)).toEqual(["CS2_182", "CS2_222"]);
    expect(at(r.state, "Y")).toMatchObject({ attack: 5, health: 2, maxHealth: 6 });
  });
});

describe("Rule 5: negative triggers ignore mortally wounded characters, beneficial ones and AoEs do not", () => {
  it("Rule 5: two Knife Jugglers and Unleash the Hounds — no enemy is brought below 0 Health by a knife", () => {
    const r = run(request([player({
      board: [{ card: "NEW1_019", ref: "KJ1" }, { card: "NEW1_019", ref: "KJ2" }], hand: [{ card: "EX1_538", ref: "UH" }],
    }), player({ board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }, { card: "CS2_231", ref: "W3" }] })],
    [{ type: "play", card: "UH" }]));
    expect(cards(r.state.players[0].board)).toEqual(["NEW1_019", "NEW1_019", "EX1_538t", "EX1_538t", "EX1_538t"]);
    const knives = events(r, "damage").filter((e) => e.source?.ref === "KJ1" || e.source?.ref === "KJ2");
    expect(knives).toHaveLength(6);
    for (const w of ["W1", "W2", "W3"]) expect(knives.filter((k) => k.target!.ref === w).length).toBeLessThanOrEqual(1);
    const onWisps = knives.filter((k) => k.target!.ref !== undefined && k.target!.ref.startsWith("W")).length;
    expect(r.state.players[1].hero.health).toBe(30 - (6 - onWisps));
    expect(r.random.filter((d) => d.purpose === "random target").every((d) => d.candidates.length >= 1)).toBe(true);
  });

  it("Rule 5: Explosive Trap then Freezing Trap — the Novice Engineer is blown to -1 and the Freezing Trap, finding no valid target, stays", () => {
    const r = run(request([
      player({ secrets: [{ card: "EX1_610", ref: "ET" }, { card: "EX1_611", ref: "FT" }] }),
      player({ board: [{ card: "EX1_015", ref: "NE" }] }),
    ], [{ type: "attack", attacker: "NE", defender: "p1.hero" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "ET").zone).toBe("graveyard");
    expect(at(r.state, "FT").zone).toBe("secrets");
    expect(at(r.state, "NE").zone).toBe("graveyard");
    expect(r.state.players[1].hero.health).toBe(28);
    expect(r.state.players[0].hero.health).toBe(30);
  });

  it("Rule 5: Explosive Sheep, Dark Cultist and Chillwind Yeti vs Flamestrike — the Cultist's buff counts the mortally wounded Yeti, which survives", () => {
    const r = run(request([
      player({ board: [{ card: "GVG_076", ref: "SH" }, { card: "FP1_023", ref: "DC" }, { card: "CS2_182", ref: "Y", enchantments: [{ health: 1 }] }] }),
      player({ hand: [{ card: "CS2_032", ref: "F" }] }),
    ], [{ type: "play", card: "F" }], { state: { activePlayer: 2 } }));
    // The English example had the 4-damage Flamestrike of its time; with today's 5 the Yeti gets +1 Health so
    // that, as there, Flamestrike leaves it at 1 and the Sheep mortally wounds it: 6 - 5 - 2 + 3 = 2.
    expect(events(r, "damage").filter((e) => e.target!.ref === "Y").map((e) => e.amount)).toEqual([5, 2]);
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", attack: 4, health: 2, maxHealth: 9 });
  });

  it("Rule 5: Auchenai, a 1/5 Acolyte of Pain and two Unstable Ghouls, then Circle of Healing — both Ghouls hit the Acolyte, 3 cards in all", () => {
    const r = run(request([player({
      board: [{ card: "EX1_591", ref: "AU" }, { card: "EX1_007", ref: "AC", health: 5 }, { card: "FP1_024", ref: "U1" }, { card: "FP1_024", ref: "U2" }],
      hand: [{ card: "EX1_621", ref: "CH" }], deck: wisps(5),
    }), player()], [{ type: "play", card: "CH" }]));
    expect(events(r, "damage").filter((e) => e.target!.ref === "AC").map((e) => e.amount)).toEqual([4, 1, 1]);
    expect(r.state.players[0].hand).toHaveLength(3);
    expect(at(r.state, "AC").zone).toBe("graveyard");
    expect(at(r.state, "AU").zone).toBe("graveyard");
  });

  it("Rule 5: Baron Geddon brings a Healing Totem to 0, the Totem heals itself before deaths are checked", () => {
    const r = run(request([player({ board: [{ card: "EX1_249", ref: "BG" }, { card: "NEW1_009", ref: "HT" }] }), player()], [{ type: "endTurn" }]));
    expect(at(r.state, "HT")).toMatchObject({ zone: "board", health: 1 });
  });

  it("Rule 5: the same with Imp Master — at 1 Health it damages itself to 0, then the Healing Totem saves it", () => {
    const r = run(request([player({ board: [{ card: "EX1_597", ref: "IM", health: 1 }, { card: "NEW1_009", ref: "HT" }] }), player()], [{ type: "endTurn" }]));
    expect(triggerOrder(r, ["IM", "HT"])).toEqual(["IM", "HT"]);
    expect(at(r.state, "IM")).toMatchObject({ zone: "board", health: 1 });
    expect(cards(r.state.players[0].board)).toEqual(["EX1_597", "EX1_598", "NEW1_009"]);
  });
});

describe("Rule 5 exceptions", () => {
  it("Rule 5 exception (2022 text wins, 1.10 + 3.4): Emperor Cobra (played first) hits Grim Patron — destroyed counts as mortally wounded, no new Patron", () => {
    // The English text says pending destroy is not checked, so a new Patron would come. The 2022 rulebook
    // defines 濒死 as destroyed or at 0 Health or lower (1.10) and names Grim Patron as a trigger that needs
    // its minion not mortally wounded (3.4 结算条件): the Poisonous trigger resolves first and the Patron's does not.
    const r = run(request([player({ board: [{ card: "EX1_170", ref: "CO" }] }), player({ board: [{ card: "BRM_019", ref: "GP" }] })],
      [{ type: "attack", attacker: "CO", defender: "GP" }]));
    expect(triggerOrder(r, ["CO", "GP"])).toEqual(["CO"]);
    expect(nodes(r, "skip").map((n) => n.source?.ref)).toContain("GP");
    expect(r.state.players[1].board).toHaveLength(0);
    expect(at(r.state, "GP").zone).toBe("graveyard");
  });

  it("Rule 5 exception: Grim Patron played before the Emperor Cobra triggers first and summons a new Patron before the poison", () => {
    const r = run(request([player({ board: [{ card: "EX1_170", ref: "CO", order: 20 }] }), player({ board: [{ card: "BRM_019", ref: "GP", order: 10 }] })],
      [{ type: "attack", attacker: "CO", defender: "GP" }]));
    expect(triggerOrder(r, ["CO", "GP"])).toEqual(["GP", "CO"]);
    expect(at(r.state, "GP").zone).toBe("graveyard");
    expect(cards(r.state.players[1].board)).toEqual(["BRM_019"]);
    expect(r.state.players[1].board[0]!.health).toBe(3);
  });
});

describe("Start and end of turn", () => {
  it("Start and end of turn: Bloodlust wears off when the turn ends; Competitive Spirit and Corruption resolve at the start of their owner's turn, in order of play", () => {
    const r = run(request([player({
      board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "AT_073", ref: "CS" }],
      hand: [{ card: "CS2_046", ref: "BL" }, { card: "CS2_063", ref: "CO" }], deck: wisps(2),
    }), player({ board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2) })], [
      { type: "play", card: "BL" }, { type: "play", card: "CO", target: "Y" }, { type: "endTurn" }, { type: "endTurn" },
    ]));
    // Bloodlust is gone (1 + 1 from Competitive Spirit), the Corruption destroyed the Yeti at player 1's turn start.
    expect(at(r.state, "W")).toMatchObject({ attack: 2, health: 2 });
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "CS").zone).toBe("graveyard");
    const starts = nodes(r, "trigger").filter((t) => t.on === "turn-start").map((t) => t.card);
    expect(starts).toEqual(["AT_073", "CS2_063e"]);
  });
});
