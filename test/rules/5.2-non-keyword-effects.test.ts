/**
 * Rulebook 5.2 非关键字效果 (and the old Enrage keyword of 5.1): "while damaged" effects and effects on
 * adjacent minions. Both are auras (4.2): they are worked out at aura updates — after every phase, when
 * an entity enters play, is created or transformed — and apply after other enchantments.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

describe("5.2 while damaged (Enrage)", () => {
  it("Amani Berserker has +3 Attack while damaged, and loses it when healed", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_393", ref: "AB" }], hand: [{ card: "CS2_008", ref: "MF" }, { card: "EX1_621", ref: "CH" }] }),
      player(),
    ], [{ type: "play", card: "MF", target: "AB" }]));
    expect(at(r.state, "AB")).toMatchObject({ attack: 5, health: 2 });
    const healed = run({ seed: 7, state: r.state, actions: [{ type: "play", card: "CH" }] });
    expect(at(healed.state, "AB")).toMatchObject({ attack: 2, health: 3 });
  });

  it("Raging Worgen gets +1 Attack and Windfury once damaged: after surviving an attack it may attack again", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_412", ref: "RW" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }] }),
    ], [{ type: "attack", attacker: "RW", defender: "W" }, { type: "attack", attacker: "RW", defender: "p2.hero" }]));
    expect(at(r.state, "RW")).toMatchObject({ attack: 4, health: 2 });
    expect(r.state.players[1].hero.health).toBe(26);
  });

  it("an enraged Angry Chicken buffed by Blessing of Kings is 10/4; silence takes away both", () => {
    const r = run(request([
      player({ board: [{ card: "EX1_009", ref: "AC" }], hand: [{ card: "CS2_092", ref: "K" }, { card: "CS2_008", ref: "MF" }, { card: "EX1_332", ref: "S" }] }),
      player(),
    ], [{ type: "play", card: "K", target: "AC" }, { type: "play", card: "MF", target: "AC" }]));
    expect(at(r.state, "AC")).toMatchObject({ attack: 10, health: 4 });
    const s = run({ seed: 7, state: r.state, actions: [{ type: "play", card: "S", target: "AC" }] });
    expect(at(s.state, "AC")).toMatchObject({ attack: 1, health: 1 });
  });
});

describe("5.2 adjacent minions", () => {
  it("Flametongue Totem gives its neighbours +2 Attack, and follows the board as it changes", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_231", ref: "A" }, { card: "EX1_565", ref: "FT" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }], hand: [{ card: "CS2_008", ref: "MF" }] }),
      player(),
    ], [{ type: "play", card: "MF", target: "p2.hero" }]));
    expect(["A", "B", "C"].map((x) => at(r.state, x).attack)).toEqual([3, 3, 1]);
    // Player 2 kills B: C becomes the Totem's neighbour at the next aura update.
    const s = run({ seed: 7, state: { ...r.state, activePlayer: 2, players: [r.state.players[0], { ...r.state.players[1], hand: [{ card: "CS2_029", ref: "F2" }] }] },
      actions: [{ type: "play", card: "F2", target: "B" }] });
    expect(["A", "C"].map((x) => at(s.state, x).attack)).toEqual([3, 3]);
  });

  it("Defender of Argus gives the minions next to where it is played +1/+1 and Taunt", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }], hand: [{ card: "EX1_093", ref: "DA" }] }),
      player(),
    ], [{ type: "play", card: "DA", position: 1 }]));
    expect(at(r.state, "A")).toMatchObject({ attack: 2, health: 2 });
    expect(at(r.state, "B")).toMatchObject({ attack: 2, health: 2 });
    expect(at(r.state, "C")).toMatchObject({ attack: 1, health: 1 });
    expect(at(r.state, "A").enchantments).toEqual([expect.objectContaining({ card: "EX1_093e" })]);
  });

  it("Dire Wolf Alpha's aura stacks with Flametongue Totem's on a shared neighbour", () => {
    const r = run(request([player({ board: [{ card: "EX1_162" }, { card: "CS2_231", ref: "W" }, { card: "EX1_565" }], hand: [{ card: "CS2_008", ref: "MF" }] }), player()],
      [{ type: "play", card: "MF", target: "p2.hero" }]));
    expect(at(r.state, "W").attack).toBe(4);
  });
});
