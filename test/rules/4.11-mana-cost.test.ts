/**
 * Rulebook 4.11 法力值消耗: cost changes apply in order of entry — an enchantment from when it was added
 * to the card, a cost aura from when its source entered play (or, for a card reaching the hand, from the
 * next aura update), a state such as Loatheb's from when it was created; a set replaces what came before;
 * "not less than (1)" stops a reduction; a card's own cost reduction (自减费光环: Molten, Mountain, Sea Giant) follows
 * the state at each aura update and comes after every other change; only the final result is raised to 0.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

type State = ReturnType<typeof run>["state"];
const next = (state: State, actions: Record<string, unknown>[]) => run({ seed: 7, state, actions });
const thaurissan = (n: number) => Array.from({ length: n }, () => ({ card: "BRM_028e" }));

describe("4.11 order of entry", () => {
  it("4.11 example: Pyroblast reduced to (2) by Thaurissan → Naga Sea Witch makes it (5) → Thaurissan (4) → Naga dies: (1)", () => {
    const r1 = run(request([
      player({ board: [{ card: "BRM_028", ref: "T" }], hand: [{ card: "EX1_279", ref: "PB", enchantments: thaurissan(8) }, { card: "LOE_038", ref: "N" }] }),
      player(),
    ], [{ type: "play", card: "N" }]));
    expect(at(r1.state, "PB").cost).toBe(5);
    // The output state is re-submitted at every step: the Naga's enchantment keeps its place among the others.
    const r2 = next(r1.state, [{ type: "endTurn" }]);
    expect(at(r2.state, "PB").cost).toBe(4);
    expect(at(r2.state, "PB").enchantments!.map((e) => e.card)).toEqual([...Array(8).fill("BRM_028e"), "LOE_038e", "BRM_028e"]);
    const r3 = next(r2.state, [{ type: "destroy", target: "N" }]);
    expect(at(r3.state, "N").zone).toBe("graveyard");
    expect(at(r3.state, "PB").cost).toBe(1);
  });

  it("4.11 example (≥ 7.0): Summoning Portal then Mechwarper makes Spider Tank (0); Mechwarper then Portal, (1)", () => {
    const setup = (first: string, second: string) => run(request([
      player({ hand: [{ card: first, ref: "A" }, { card: second, ref: "B" }, { card: "GVG_044", ref: "ST" }] }), player(),
    ], [{ type: "play", card: "A" }, { type: "play", card: "B" }]));
    expect(at(setup("EX1_315", "GVG_006").state, "ST").cost).toBe(0); // 3 → 1 (not below 1) → 0
    expect(at(setup("GVG_006", "EX1_315").state, "ST").cost).toBe(1); // 3 → 2 → 1 (not below 1)
  });

  it("4.11: \"not less than (1)\" stops a reduction at (1) and leaves a lower cost as it is", () => {
    const r = run(request([player({
      board: [{ card: "EX1_315" }, { card: "EX1_608" }],
      hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, { card: "CS2_189", ref: "EA" }, { card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "FB" }, { card: "EX1_277", ref: "AM" }, { card: "GAME_005", ref: "C" }],
    }), player()], [{ type: "endTurn" }]));
    expect([at(r.state, "Y").cost, at(r.state, "R").cost, at(r.state, "EA").cost, at(r.state, "W").cost]).toEqual([2, 1, 1, 0]);
    expect([at(r.state, "F").cost, at(r.state, "FB").cost, at(r.state, "AM").cost, at(r.state, "C").cost]).toEqual([3, 1, 1, 0]);
  });

  it("4.11: a card reaching the hand gets the aura's cost change at that time — after the card's own (Naga Sea Witch over a deck card already set to (1), as by Luna's Pocket Galaxy)", () => {
    const r = run(request([player({
      board: [{ card: "LOE_038" }],
      deck: [{ card: "CS2_182", ref: "Y", enchantments: [{ setCost: 1 }] }],
    }), player()], [{ type: "draw" }]));
    expect(at(r.state, "Y")).toMatchObject({ zone: "hand", cost: 5 });
  });

  it("4.11: a cost aura is an aura — it applies at aura updates and leaves with its source (Venture Co. Mercenary)", () => {
    const r1 = run(request([player({ hand: [{ card: "CS2_227", ref: "V" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "V" }]));
    expect([at(r1.state, "Y").cost, at(r1.state, "F").cost]).toEqual([7, 4]);
    const r2 = next(r1.state, [{ type: "destroy", target: "V" }]);
    expect(at(r2.state, "Y").cost).toBe(4);
  });

  it("4.11 example: Loatheb, then Frostbolt into the opponent's Mana Bind — the copy costs (0) on the opponent's turn; their other spells cost (5) more then only", () => {
    const r1 = run(request([
      player({ hand: [{ card: "FP1_030", ref: "L" }, { card: "CS2_024", ref: "FB" }] }),
      player({ secrets: [{ card: "UNG_024", ref: "MB" }], hand: [{ card: "CS2_029", ref: "F" }] }),
    ], [{ type: "play", card: "L" }, { type: "play", card: "FB", target: "p2.hero" }]));
    const copy = r1.state.players[1].hand.find((c) => c.card === "CS2_024")!;
    expect(copy.cost).toBe(0);
    expect(at(r1.state, "F").cost).toBe(4); // 4.13: Loatheb's effect starts with the opponent's next turn
    expect(at(r1.state, "MB").zone).toBe("graveyard");
    const r2 = next(r1.state, [{ type: "endTurn" }]);
    expect(r2.state.players[1].hand.find((c) => c.id === copy.id)!.cost).toBe(0); // +5 entered before the copy's "costs (0)"
    expect(at(r2.state, "F").cost).toBe(9);
    const r3 = next(r2.state, [{ type: "endTurn" }]);
    expect(at(r3.state, "F").cost).toBe(4); // one turn only
    expect(r3.state.players[1].hero.enchantments ?? []).toEqual([]);
  });

  it("4.13 exception: Millhouse Manastorm's effect works at once and lasts until its controller's next turn", () => {
    const r1 = run(request([player({ hand: [{ card: "NEW1_029", ref: "MM" }] }), player({ hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "MM" }]));
    expect([at(r1.state, "F").cost, at(r1.state, "Y").cost]).toEqual([0, 4]);
    const r2 = next(r1.state, [{ type: "endTurn" }]);
    expect(at(r2.state, "F").cost).toBe(0);
    const r3 = next(r2.state, [{ type: "play", card: "F", target: "p1.hero" }]);
    expect(r3.state.players[1].mana.used).toBe(0);
    expect(r3.state.players[0].hero.health).toBe(24);
    const r4 = run({ seed: 7, state: { ...r2.state, players: [r2.state.players[0], { ...r2.state.players[1], hand: [...r2.state.players[1].hand, { card: "CS2_024", ref: "FB2" }] }] }, actions: [{ type: "endTurn" }] });
    expect(at(r4.state, "FB2").cost).toBe(2); // expired when player 1's turn began
  });
});

describe("4.11 the final result", () => {
  it("4.11: a negative cost counts as (0) only at the end — a Wisp reduced five times by Thaurissan stays (0) under Venture Co. (+3)", () => {
    const r = run(request([player({ hand: [{ card: "CS2_227", ref: "V" }, { card: "CS2_231", ref: "W5", enchantments: thaurissan(5) }, { card: "CS2_231", ref: "W2", enchantments: thaurissan(2) }] }), player()],
      [{ type: "play", card: "V" }]));
    expect(at(r.state, "W5").cost).toBe(0); // 0 − 5 + 3 = −2 → 0
    expect(at(r.state, "W2").cost).toBe(1); // 0 − 2 + 3 = 1
  });

  it("Emperor Thaurissan reduces every card in hand by (1) at the end of its controller's turn, one enchantment each", () => {
    const r = run(request([player({ board: [{ card: "BRM_028" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] }), player({ hand: [{ card: "CS2_182", ref: "EY" }] })],
      [{ type: "endTurn" }]));
    expect([at(r.state, "Y").cost, at(r.state, "F").cost, at(r.state, "EY").cost]).toEqual([3, 3, 4]);
    expect(events(r, "buff").map((e) => e.enchantment)).toEqual(["BRM_028e", "BRM_028e"]);
  });
});

describe("4.11 dynamic costs (自减费光环)", () => {
  it("a dynamic cost follows the state at each aura update: playing a Wisp makes Sea Giant cheaper and Mountain Giant dearer", () => {
    const r = run(request([player({ hand: [{ card: "EX1_105", ref: "MO" }, { card: "EX1_586", ref: "SG" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "W" }]));
    expect([at(r.state, "MO").cost, at(r.state, "SG").cost]).toEqual([11, 9]);
    const out = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect([at(out.state, "MO").cost, at(out.state, "SG").cost]).toEqual([11, 9]);
  });

  it("4.11 example: a Molten Giant set to (5) at 25 Health is (0) — the self-reduction comes after every other change", () => {
    // Bright-Eyed Scout's "Change its Cost to (5)" as a test spell setting the costs of your minions in hand.
    const scout = { id: "T_SETFIVE", type: "SPELL", cost: 0, spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "UNG_113e" }] };
    const r = run(request([player({ hero: { card: "HERO_01", health: 25 }, hand: [{ card: "EX1_620", ref: "MG" }, { card: "T_SETFIVE", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [scout, { id: "UNG_113e", buff: { setCost: 5 } }] }));
    expect(at(r.state, "MG").cost).toBe(0);
    expect(at(r.state, "MG").enchantments!.map((e) => e.card ?? null)).toEqual([null, "UNG_113e"]);
  });

  it("4.11: the self-reduction comes after a later Summoning Portal — Molten Giant at 12 Health is (0), not (1)", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 12 }, hand: [{ card: "EX1_620", ref: "MG" }, { card: "EX1_315", ref: "SP" }] }), player()], [{ type: "play", card: "SP" }]));
    expect(at(r.state, "MG").cost).toBe(0); // 20 − 2 = 18, then − 18 (in order of entry it would be 20 − 18 = 2, then (1))
  });

  it("4.11: only the final result is raised to 0 — Molten Giant at 1 Health under Venture Co. (+3) stays (0)", () => {
    const r = run(request([player({ hero: { card: "HERO_01", health: 1 }, board: [{ card: "CS2_227" }], hand: [{ card: "EX1_620", ref: "MG" }, { card: "CS2_182", ref: "Y" }] }), player()], [{ type: "endTurn" }]));
    expect(at(r.state, "MG").cost).toBe(0); // 20 + 3 − 29 = −6
    expect(at(r.state, "Y").cost).toBe(7);
  });
});

describe("4.11 例 (1771): Pint-Sized Summoner with Moat Lurker and Naga Sea Witch", () => {
  it("no minion played: the aura does not refresh (minions stay (5)); after one is played it refreshes after Naga: (4)", () => {
    const lurker = { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] };
    const base: [ReturnType<typeof player>, ReturnType<typeof player>] = [
      player({ board: [{ card: "EX1_076", ref: "PS" }, lurker], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player()];
    const first = run(request(base, [{ type: "destroy", target: "ML" }]));
    expect(at(first.state, "Y").cost).toBe(5);
    const next = run(request(base, [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(next.state, "Y").cost).toBe(5);
    const after = run(request(base, [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "W" },
      { type: "endTurn" }, { type: "endTurn" }]));
    expect(at(after.state, "Y").cost).toBe(4);
  });
});
