/**
 * Secrets and cards built on random pools: Potion of Polymorph, Autodefense Matrix, Wandering Monster, Rat Trap,
 * Frozen Clone, Big Bad Voodoo, Barnes, Patches the Pirate, Grizzled Guardian — with the rulebook's worked examples
 * (2.2, 2.6, 3.1, 3.4, 1.3).
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("Potion of Polymorph, Frozen Clone, Rat Trap (after-play secrets)", () => {

});

describe("Autodefense Matrix and Wandering Monster (pre-attack secrets, 2.6)", () => {

});

describe("Big Bad Voodoo, Barnes, Patches, Grizzled Guardian", () => {
  it("Big Bad Voodoo: the dead minion summons a random minion that costs (1) more", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "TRL_082", ref: "V" }] }), player()],
      [{ type: "play", card: "V", target: "Y" }, { type: "destroy", target: "Y" }]));
    expect(r.state.players[0].board).toHaveLength(1);
    expect(builtInCard(r.state.players[0].board[0]!.card)!.facts.cost).toBe(5);
  });

  it("1.3 例如: Rivendare with Ancestral Spirit and Big Bad Voodoo dies: one Rivendare comes back, then Voodoo resolves twice", () => {
    const r = run(request([player({ board: [{ card: "FP1_031", ref: "RIV" }], hand: [{ card: "CS2_038", ref: "AS" }, { card: "TRL_082", ref: "V" }] }), player()],
      [{ type: "play", card: "AS", target: "RIV" }, { type: "play", card: "V", target: "RIV" }, { type: "destroy", target: "RIV" }]));
    const board = cards(r.state.players[0].board);
    expect(board.filter((c) => c === "FP1_031")).toHaveLength(1);
    expect(board).toHaveLength(3);
    const rivCost = builtInCard("FP1_031")!.facts.cost;
    for (const c of board.filter((x) => x !== "FP1_031")) expect(builtInCard(c)!.facts.cost).toBe(rivCost + 1);
  });

});
