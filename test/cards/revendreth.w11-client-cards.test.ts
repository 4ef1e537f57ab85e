/**
 * Castle Nathria's mechanisms w11/nathria added, in cards a client sends in a request's `cards`: the `infuse` field's `where`
 * ("Infuse (3 Beasts)": only the deaths of friendly minions matching the filter count), and the filter `maxCost` given an amount
 * ("a minion … that you can afford to play": `{ mana: "available" }`), and `resurrect`'s `where.name` ("Resurrect your Volatile
 * Skeletons"), `where.mechanic` and `highest: cost` with a count ("your three different highest Cost Taunt minions").
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const CROC = "CS2_120"; // River Crocolisk, a Beast
const HOUND = { id: "C_HOUND", type: "MINION", cost: 2, attack: 2, health: 2, infuse: { count: 2, into: "C_HOUND_I", where: { race: "BEAST" } } };
const HOUND_I = { id: "C_HOUND_I", type: "MINION", cost: 2, attack: 4, health: 4 };

describe("client cards: Castle Nathria mechanisms", () => {
  it("infuse where: \"Infuse (2 Beasts): Gain +2/+2\" — friendly Beasts count, a friendly Wisp and an enemy Beast do not", () => {
    const r = run(request([
      player({ hand: [{ card: "C_HOUND", ref: "H" }], board: [{ card: CROC, ref: "B1" }, { card: WISP, ref: "W" }, { card: CROC, ref: "B2" }] }),
      player({ board: [{ card: CROC, ref: "E" }] }),
    ], [{ type: "destroy", target: "B1" }, { type: "destroy", target: "W" }, { type: "destroy", target: "E" }], { cards: [HOUND, HOUND_I] }));
    expect(r.state.players[0].hand[0]!.card).toBe("C_HOUND");
    expect(r.state.players[0].hand[0]!.tags?.INFUSE_PROGRESS).toBe(1);
  });

  it("infuse where: the second friendly Beast's death makes it the Infused card", () => {
    const r = run(request([
      player({ hand: [{ card: "C_HOUND", ref: "H" }], board: [{ card: CROC, ref: "B1" }, { card: CROC, ref: "B2" }] }),
      player(),
    ], [{ type: "destroy", target: "B1" }, { type: "destroy", target: "B2" }], { cards: [HOUND, HOUND_I] }));
    expect(r.state.players[0].hand[0]!.card).toBe("C_HOUND_I");
    expect(r.state.players[0].hand[0]!.attack).toBe(4);
  });

  it("maxCost with an amount: \"Battlecry: Draw a minion you can afford to play\" — its Cost now at most the Mana left", () => {
    const taster = { id: "C_TASTER", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "draw", where: { type: "minion", maxCost: { mana: "available" } } }] };
    const r = run(request([
      player({ hand: [{ card: "C_TASTER" }], deck: [{ card: "CS2_200" }, { card: "CS2_182" }, { card: "CS2_200" }], mana: { crystals: 6, used: 0 } }),
      player(),
    ], [{ type: "play", card: "p1.hand.0" }], { cards: [taster] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_182"]);
    expect(r.state.players[0].deck).toHaveLength(2);
  });

  it("maxCost with an amount: nothing is drawn when no minion is affordable", () => {
    const taster = { id: "C_TASTER", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "draw", where: { type: "minion", maxCost: { mana: "available" } } }] };
    const r = run(request([
      player({ hand: [{ card: "C_TASTER" }], deck: [{ card: "CS2_200" }, { card: "CS2_182" }], mana: { crystals: 5, used: 0 } }),
      player(),
    ], [{ type: "play", card: "p1.hand.0" }], { cards: [taster] }));
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.players[0].deck).toHaveLength(2);
  });

  it("resurrect where.name: \"Resurrect your Wisps\" — only friendly Wisps of the death record, each death once", () => {
    const caller = { id: "C_CALLER", type: "SPELL", cost: 1, spell: [{ type: "resurrect", all: true, where: { name: "Wisp" } }] };
    const r = run(request([
      player({ hand: [{ card: "C_CALLER" }] }),
      player(),
    ], [{ type: "play", card: "p1.hand.0" }], { cards: [caller], state: { deaths: [
      { card: WISP, controller: 1, turn: 1 }, { card: CROC, controller: 1, turn: 1 }, { card: WISP, controller: 1, turn: 2 }, { card: WISP, controller: 2, turn: 2 },
    ] } }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual([WISP, WISP]);
    expect(r.state.players[1].board).toEqual([]);
  });

  it("resurrect highest cost with a count and where.mechanic: \"Resurrect your two different highest Cost Taunt minions\"", () => {
    const spell = { id: "C_WAKE", type: "SPELL", cost: 1, spell: [{ type: "resurrect", count: 2, highest: "cost", where: { mechanic: "TAUNT" } }] };
    const r = run(request([
      player({ hand: [{ card: "C_WAKE" }] }),
      player(),
    ], [{ type: "play", card: "p1.hand.0" }], { cards: [spell], state: { deaths: [
      { card: "CS1_042", controller: 1, turn: 1 }, { card: "CS2_179", controller: 1, turn: 1 }, { card: "CS2_200", controller: 1, turn: 2 }, { card: "CS2_121", controller: 1, turn: 2 },
    ] } }));
    expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual(["CS2_121", "CS2_179"]);
  });
});
