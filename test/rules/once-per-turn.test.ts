/**
 * The trigger option `oncePerTurn` ("The first time … each turn": Cataclysm's Raincaller). Client cards use it (the format is
 * one format).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** "The first time a friendly minion dies each turn, draw a card." */
const MOURNER = { id: "C_MOURNER", type: "MINION", cost: 2, attack: 1, health: 3,
  triggers: [{ on: "death", oncePerTurn: true, if: { target: "friendly-minion" }, do: [{ type: "draw" }] }] };
const deck = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("oncePerTurn", () => {
  it("two friendly deaths in a turn draw one card; a death on the next turn draws again", () => {
    const r = run(request([player({ board: [{ card: MOURNER.id }, { card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }], deck: deck(5) }),
      player({ deck: deck(3), hand: [{ card: "CS2_008", ref: "M" }] })],
    [{ type: "destroy", target: "W1" }, { type: "destroy", target: "W2" }], { cards: [MOURNER] }));
    expect(r.state.players[0]!.hand).toHaveLength(1);
    const r2 = run(request([player({ board: [{ card: MOURNER.id }, { card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }], deck: deck(5) }),
      player({ deck: deck(3), hand: [{ card: "CS2_008", ref: "M" }] })],
    [{ type: "destroy", target: "W1" }, { type: "endTurn" }, { type: "play", card: "M", target: "W2" }], { cards: [MOURNER] }));
    expect(r2.state.players[0]!.hand).toHaveLength(2);
  });
});
