/**
 * The StarCraft factions (w12/space, rules-notes 1200) used by cards a client sends in a request's `cards`: the card field
 * `faction`, the filter `faction` and the pool `faction` — one format for the library and the client; and the condition
 * `reborn` (rules-notes 1205).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";
import { builtInFaction } from "../../src/engine/hearthstone/cards/factions.js";

const YETI = "CS2_182";
const ZERGLING = "SC_010"; // a built-in Zerg minion (cards/factions.ts)

describe("client cards using the StarCraft factions", () => {
  it("a client card of its own faction, and the filter — \"Your Zerg minions have +1 Attack\"", () => {
    const overlord = { id: "C_OVERLORD", type: "MINION", cost: 2, attack: 0, health: 4, faction: "ZERG",
      auras: [{ to: { all: "minions", side: "friendly", where: { faction: "ZERG", not: "self" } }, buff: { attack: 1 } }] };
    const drone = { id: "C_DRONE", type: "MINION", cost: 1, attack: 1, health: 1, faction: "ZERG" };
    const probe = { id: "C_PROBE", type: "MINION", cost: 1, attack: 1, health: 1, faction: "PROTOSS" };
    const r = run(request([player({ board: [{ card: "C_OVERLORD" }, { card: "C_DRONE" }, { card: "C_PROBE" }, { card: ZERGLING }, { card: YETI }] }), player()],
      [{ type: "endTurn" }], { cards: [overlord, drone, probe] }));
    // the Overlord itself is not "other"; the client's Zerg Drone and the built-in Zergling are Zerg; the Probe and the Yeti not
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([0, 2, 1, 2, 4]);
  });

  it("a definition's own `faction` overrides the built-in table — a client's redefined Zergling as Protoss", () => {
    const aura = { id: "C_PYLON", type: "MINION", cost: 2, attack: 0, health: 4,
      auras: [{ to: { all: "minions", side: "friendly", where: { faction: "PROTOSS" } }, buff: { attack: 2 } }] };
    const r = run(request([player({ board: [{ card: "C_PYLON" }, { card: ZERGLING }] }), player()], [{ type: "endTurn" }],
      { cards: [aura, { id: ZERGLING, faction: "PROTOSS" }] }));
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([0, 3]);
  });

  it("the pool `faction` — \"Get three random Zerg minions\": every candidate of each pick is Zerg", () => {
    const larva = { id: "C_LARVA", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "MINION", faction: "ZERG" }, count: 3 }] };
    const r = run(request([player({ hand: [{ card: "C_LARVA", ref: "L" }] }), player()], [{ type: "play", card: "L" }], { cards: [larva] }));
    const hand = r.state.players[0].hand;
    expect(hand).toHaveLength(3);
    for (const c of hand) expect(builtInFaction(c.card!)).toBe("ZERG");
    const picks = r.random.filter((d) => (d.candidates?.length ?? 0) > 1);
    expect(picks.length).toBe(3);
    for (const d of picks) for (const id of d.candidates!) expect(builtInFaction(String(id))).toBe("ZERG");
  });

  it("the draw filter — \"Draw a Protoss card\" takes the Protoss card and leaves the others", () => {
    const scout = { id: "C_SCOUT", type: "SPELL", cost: 1, spell: [{ type: "draw", where: { faction: "PROTOSS" } }] };
    const r = run(request([player({ hand: [{ card: "C_SCOUT", ref: "S" }], deck: [{ card: YETI }, { card: "SC_783" }, { card: ZERGLING }] }), player()],
      [{ type: "play", card: "S" }], { cards: [scout] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["SC_783"]);
  });

  it("the condition `reborn` — \"After a friendly minion is Reborn, give it +2/+2\": a Reborn's summon only", () => {
    const mourner = { id: "C_MOURNER", type: "MINION", cost: 2, attack: 1, health: 4,
      triggers: [{ on: "after-summon", if: [{ reborn: true }, { target: { side: "friendly", type: "minion" } }], do: [{ type: "buff", to: "event-target", attack: 2, health: 2 }] }] };
    const r = run(request([player({ board: [{ card: "C_MOURNER" }, { card: "ULD_205", ref: "C" }], hand: [{ card: "CS2_029", ref: "F" }, { card: ZERGLING, ref: "Z" }] }), player()],
      [{ type: "play", card: "F", target: "C" }, { type: "play", card: "Z" }], { cards: [mourner] }));
    const board = r.state.players[0].board;
    const back = board.find((m) => m.card === "ULD_205")!;
    expect([back.attack, back.health]).toEqual([5, 3]);
    // the Zerglings (played, and summoned by a Battlecry) are no Reborn
    expect(board.filter((m) => m.card === ZERGLING).map((m) => m.attack)).toEqual([1, 1]);
  });
});
