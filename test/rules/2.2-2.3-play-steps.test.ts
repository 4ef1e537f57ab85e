/**
 * Rulebook 2.2 使用随从牌 and 2.3 使用法术牌, step by step: the cost-state removal step (2.2 d, 2.3 e; 反制和失效: it
 * happens even for a countered card), the targeting triggers of the resolve phase (2.2 / 2.3 结算阶段 b), and the
 * finish phase (2.2 完成阶段: its triggers need the played minion in play), with the rulebook's examples.
 */
import { describe, expect, it } from "vitest";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const phases = (r: ReturnType<typeof run>) => r.trace[0]!.children.filter((c) => c.kind === "phase")
  .map((p) => `${(p as { name: string }).name}(${p.children.filter((s) => s.kind === "step").map((s) => (s as { name: string }).name).join(",")})`);

describe("2.3 e) 费用状态移除: cost states are used up after the counter step", () => {
  it("Preparation: the next spell costs (2) less and uses the state up in its play phase, between counter and on-play", () => {
    const r = run(request([player({ hand: [{ card: "EX1_145", ref: "P" }, { card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }] }), player()],
      [{ type: "play", card: "P" }, { type: "play", card: "F", target: "p2.hero" }]));
    expect(r.state.players[0].mana.used).toBe(2); // Preparation 0 + Fireball 4 - 2
    expect(at(r.state, "F2").cost).toBe(4); // used up: the second Fireball costs 4 again
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
    const fireball = r.trace[1]!;
    const play = fireball.children.find((c) => c.kind === "phase" && c.name === "play")!;
    expect(play.children.filter((c) => c.kind === "step").map((s) => (s as { name: string }).name)).toEqual(["pay", "enter-play", "counter", "cost-states", "on-play"]);
  });

  it("Preparation lasts this turn only, and its own play does not use it up", () => {
    const r = run(request([player({ hand: [{ card: "EX1_145", ref: "P" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "P" }, { type: "endTurn" }]));
    expect(at(r.state, "F").cost).toBe(4);
    const same = run(request([player({ hand: [{ card: "EX1_145", ref: "P" }, { card: "CS2_029", ref: "F" }] }), player()], [{ type: "play", card: "P" }]));
    expect(at(same.state, "F").cost).toBe(2);
  });

  it("Kirin Tor Mage: the next Secret costs (0); a minion does not use the state up, the Secret does", () => {
    const r = run(request([player({ hand: [{ card: "EX1_612", ref: "K" }, { card: "CS2_231", ref: "W" }, { card: "EX1_294", ref: "S1" }, { card: "EX1_287", ref: "S2" }] }), player()],
      [{ type: "play", card: "K" }, { type: "play", card: "W" }, { type: "play", card: "S1" }]));
    expect(r.state.players[0].mana.used).toBe(3 + 0 + 0);
    expect(at(r.state, "S1").zone).toBe("secrets");
    expect(at(r.state, "S2").cost).toBe(3);
  });

  it("反制和失效: a countered Secret still uses up Kirin Tor Mage's state (the step comes before anything the counter stops)", () => {
    // The opponent's Counterspell counters the Secret; Kirin Tor Mage's state is removed all the same.
    const r = run(request([
      player({ hand: [{ card: "EX1_612", ref: "K" }, { card: "EX1_294", ref: "S1" }, { card: "EX1_287", ref: "S2" }] }),
      player({ secrets: [{ card: "EX1_287", ref: "CS" }] }),
    ], [{ type: "play", card: "K" }, { type: "play", card: "S1" }]));
    expect(at(r.state, "S1").zone).toBe("graveyard");
    expect(at(r.state, "CS").zone).toBe("graveyard");
    expect(r.state.players[0].mana.used).toBe(3); // the Secret cost 0
    expect(at(r.state, "S2").cost).toBe(3);
    const steps = nodes(r, "step").map((s) => s.name);
    expect(steps.indexOf("cost-states")).toBeGreaterThan(steps.lastIndexOf("counter"));
  });
});

describe("4.11 a consumable cost aura (Pint-Sized Summoner) refreshes when your turn starts", () => {
  it("the first minion you play each turn costs (1) less; the second costs full", () => {
    const r = run(request([player({ board: [{ card: "EX1_076" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] }), player()],
      [{ type: "play", card: "Y" }]));
    expect(r.state.players[0].mana.used).toBe(3);
    expect(at(r.state, "Y2").cost).toBe(4);
  });

  it("playing Pint-Sized Summoner itself counts as this turn's minion: its aura waits for your next turn", () => {
    const r = run(request([player({ hand: [{ card: "EX1_076", ref: "P" }, { card: "CS2_182", ref: "Y" }] }), player()], [{ type: "play", card: "P" }]));
    expect(at(r.state, "Y").cost).toBe(4);
    const next = run(request([player({ hand: [{ card: "EX1_076", ref: "P" }, { card: "CS2_182", ref: "Y" }] }), player()],
      [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(next.state, "Y").cost).toBe(3);
  });

  it("4.11 example: with Naga Sea Witch summoned later, minions cost 5; unused, Pint-Sized does not refresh; used, it refreshes after Naga (4)", () => {
    const r = run(request([player({ board: [{ card: "EX1_076" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player()], [
      { type: "summon", card: "LOE_038" },
      { type: "endTurn" }, { type: "endTurn" },
    ]));
    expect(at(r.state, "Y").cost).toBe(5); // Pint-Sized's reduction entered before Naga's set: 4 - 1 → 5
    const used = run(request([player({ board: [{ card: "EX1_076" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player()], [
      { type: "summon", card: "LOE_038" },
      { type: "endTurn" }, { type: "endTurn" },
      { type: "play", card: "W" },
      { type: "endTurn" }, { type: "endTurn" },
    ]));
    expect(used.state.players[0].mana.used).toBe(0);
    expect(at(used.state, "Y").cost).toBe(4); // refreshed after Naga Sea Witch: 5 - 1
  });
});

describe("2.3 结算阶段 b) targeting triggers (指向扳机)", () => {
  it("Spellbender: an enemy spell on a minion hits the summoned 1/3 instead; the step comes before the spell text", () => {
    const r = run(request([
      player({ hand: [{ card: "CS2_029", ref: "F" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }], secrets: [{ card: "tt_010", ref: "SB" }] }),
    ], [{ type: "play", card: "F", target: "Y" }]));
    expect(at(r.state, "Y").health).toBe(5);
    expect(at(r.state, "SB").zone).toBe("graveyard");
    expect(r.state.players[1].board.map((m) => m.card)).toEqual(["CS2_182"]);
    expect(r.state.players[1].graveyard.map((m) => m.card)).toContain("tt_010a");
    expect(phases(r)[1]).toBe("resolve(targeting,spell-text)");
    expect(nodes(r, "step").find((s) => s.name === "target-change")).toMatchObject({ from: expect.objectContaining({ ref: "Y" }), to: expect.objectContaining({ card: "tt_010a" }) });
  });

  it("Spellbender ignores spells on heroes, battlecries, and its owner's own turn", () => {
    const onHero = run(request([player({ hand: [{ card: "CS2_029", ref: "F" }] }), player({ secrets: [{ card: "tt_010", ref: "SB" }] })],
      [{ type: "play", card: "F", target: "p2.hero" }]));
    expect(onHero.state.players[1].hero.health).toBe(24);
    expect(at(onHero.state, "SB").zone).toBe("secrets");
    const battlecry = run(request([player({ hand: [{ card: "CS2_042", ref: "FE" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }], secrets: [{ card: "tt_010", ref: "SB" }] })],
      [{ type: "play", card: "FE", target: "Y" }]));
    expect(at(battlecry.state, "Y").health).toBe(1);
    expect(at(battlecry.state, "SB").zone).toBe("secrets");
    expect(phases(battlecry)[1]).toBe("resolve(targeting,battlecry)");
  });

  it("a spell without a target has no targeting step", () => {
    const r = run(request([player({ hand: [{ card: "CS2_032", ref: "FS" }] }), player({ secrets: [{ card: "tt_010" }] })], [{ type: "play", card: "FS" }]));
    expect(phases(r)[1]).toBe("resolve(spell-text)");
  });
});

describe("2.2 完成阶段: the finish phase's triggers need the played minion in play under your control", () => {
  it("2.2 example: Brann and Injured Blademaster — the battlecry kills it; neither Knife Juggler nor the enemy Mirror Entity triggers", () => {
    const r = run(request([
      player({ board: [{ card: "LOE_077" }, { card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_181", ref: "IB" }] }),
      player({ secrets: [{ card: "EX1_294", ref: "ME" }] }),
    ], [{ type: "play", card: "IB" }]));
    expect(at(r.state, "IB").zone).toBe("graveyard");
    expect(triggerOrder(r, ["J", "ME"])).toEqual([]);
    expect(at(r.state, "ME").zone).toBe("secrets");
    expect(r.state.players[1].board).toEqual([]);
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("without Brann the Blademaster survives: Mirror Entity copies it, damage included (4.8)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_181", ref: "IB" }] }), player({ secrets: [{ card: "EX1_294", ref: "ME" }] })], [{ type: "play", card: "IB" }]));
    expect(at(r.state, "ME").zone).toBe("graveyard");
    expect(r.state.players[1].board.map((m) => [m.card, m.health])).toEqual([["CS2_181", 3]]);
  });

  it("2.2 example: Knife Juggler and Dread Infernal killing Anub'ar Ambusher and Voidcaller — the Infernal comes back, so Juggler throws twice", () => {
    // The Ambusher returns the Infernal rather than Juggler (the other candidate) with seed 10; Voidcaller puts it back.
    const r = run(request([
      player({ board: [{ card: "NEW1_019", ref: "J" }, { card: "FP1_026", ref: "AMB", health: 1 }, { card: "FP1_022", ref: "VC", health: 1 }], hand: [{ card: "CS2_064", ref: "DI" }] }),
      player(),
    ], [{ type: "play", card: "DI" }], { seed: 10 }));
    expect(at(r.state, "DI").zone).toBe("board");
    expect(at(r.state, "J").zone).toBe("board");
    expect(triggerOrder(r, ["J"])).toEqual(["J", "J"]);
    expect(r.state.players[1].hero.health).toBe(30 - 1 - 2);
  });

  it("3.4 example: Fire Elemental kills the opponent's Mad Scientist, which puts Mirror Entity into play; it missed the pre-check and copies nothing", () => {
    const r = run(request([
      player({ hand: [{ card: "CS2_042", ref: "FE" }] }),
      player({ board: [{ card: "FP1_004", ref: "MS" }], deck: [{ card: "EX1_294", ref: "ME" }] }),
    ], [{ type: "play", card: "FE", target: "MS" }]));
    expect(at(r.state, "ME").zone).toBe("secrets");
    expect(r.state.players[1].board).toEqual([]);
  });

  it("2.2 example: Mirror Entity copies the minion as it is after a transform — Faceless Manipulator becomes the copied minion", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ attack: 2, health: 2 }] }], hand: [{ card: "EX1_564", ref: "FM" }] }),
      player({ secrets: [{ card: "EX1_294" }] }),
    ], [{ type: "play", card: "FM", target: "Y" }]));
    expect(at(r.state, "FM")).toMatchObject({ card: "CS2_182", attack: 6, health: 7 });
    expect(r.state.players[1].board.map((m) => [m.card, m.attack, m.health])).toEqual([["CS2_182", 6, 7]]);
  });

  it("a countered card fires no trigger of its sequence: no on-play (Questing Adventurer) nor after-play", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_044", ref: "QA" }], hand: [{ card: "CS2_029", ref: "F" }] }),
      player({ secrets: [{ card: "EX1_287" }] }),
    ], [{ type: "play", card: "F", target: "p2.hero" }]));
    expect(at(r.state, "QA").attack).toBe(2);
    expect(events(r, "play")).toHaveLength(0);
    expect(events(r, "after-play")).toHaveLength(0);
  });
});
