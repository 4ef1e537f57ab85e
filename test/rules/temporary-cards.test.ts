/**
 * Temporary cards (GBL_999e, a card the data lacks, defined with inferred facts): a Temporary card still in its owner's
 * hand at the end of that player's turn is discarded (4.3: a discard event); played, it stays. An `addCard` or
 * `discover` effect's `enchantment` makes the cards it gives Temporary.
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

const gift = { id: "T_GIFT", type: "SPELL", cost: 1, spell: [{ type: "discover", from: ["CS2_024", "CS2_023", "CS2_029"], enchantment: "GBL_999e" }] };
const pack = { id: "T_PACK", type: "SPELL", cost: 1, spell: [{ type: "addCard", card: "CS2_182", count: 2, enchantment: "GBL_999e" }] };

describe("Temporary cards", () => {
  it("a Discovered Temporary card is discarded at the end of its owner's turn; the rest of the hand stays", () => {
    const r = run(request([player({ hand: [{ card: "T_GIFT", ref: "G" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "G" }, { type: "endTurn" }], { cards: [gift], choices: [2] }));
    const p1 = r.state.players[0];
    expect(p1.hand.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(p1.graveyard.map((c) => c.card)).toContain("CS2_029");
    const discards = events(r, "discard");
    expect(discards.map((e) => e.target?.card)).toEqual(["CS2_029"]);
    expect(at(r.state, "W").zone).toBe("hand");
  });

  it("before the turn ends it is in hand with the Temporary enchantment, and can be played", () => {
    const r = run(request([player({ hand: [{ card: "T_GIFT", ref: "G" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "G" }], { cards: [gift], choices: [2] }));
    const fireball = r.state.players[0].hand[0]!;
    expect(fireball.card).toBe("CS2_029");
    expect(fireball.enchantments?.map((x) => x.card)).toEqual(["GBL_999e"]);
    const played = run({ seed: 7, state: r.state, cards: [gift], actions: [{ type: "play", card: "p1.hand.0", target: "Y" }, { type: "endTurn" }] });
    expect(at(played.state, "Y").zone).toBe("graveyard");
    expect(events(played, "discard")).toHaveLength(0);
  });

  it("a Temporary minion played stays in play at the end of the turn (the trigger works only in hand)", () => {
    const r = run(request([player({ hand: [{ card: "T_PACK", ref: "P" }] }), player()],
      [{ type: "play", card: "P" }, { type: "play", card: "p1.hand.0" }, { type: "endTurn" }], { cards: [pack] }));
    const p1 = r.state.players[0];
    expect(p1.board.map((m) => m.card)).toEqual(["CS2_182"]);
    expect(p1.hand).toHaveLength(0);
    expect(events(r, "discard").map((e) => e.target?.card)).toEqual(["CS2_182"]);
  });

  it("only at its owner's turn end: the opponent's Temporary card survives your turn's end and goes at theirs", () => {
    const temp = { card: "CS2_029", ref: "F", enchantments: [{ card: "GBL_999e" }] };
    const r = run(request([player(), player({ hand: [temp] })], [{ type: "endTurn" }]));
    expect(at(r.state, "F").zone).toBe("hand");
    const next = run({ seed: 7, state: r.state, actions: [{ type: "endTurn" }] });
    expect(at(next.state, "F").zone).toBe("graveyard");
    expect(events(next, "discard")).toHaveLength(1);
  });
});
