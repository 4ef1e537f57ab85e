/**
 * The target spec's `orHand: true` (Cataclysm's "a minion in your hand or battlefield": Gruesome Nightmare): a minion target
 * that may also be a minion card of its player's hand. Client cards use it (the format is one format).
 */
import { describe, expect, it } from "vitest";
import { fails, player, request, run } from "../support/engine.js";

/** "Battlecry: Give a minion in your hand or battlefield +2 Attack." */
const DRILL = { id: "C_OR_HAND", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "minion", side: "friendly", orHand: true },
  battlecry: [{ type: "buff", to: "target", attack: 2 }] };

describe("a minion target in hand or in play (orHand)", () => {
  it("reaches a minion card in hand and a minion in play, not a spell in hand nor an enemy minion", () => {
    const body = (target: string) => request([player({ hand: [{ card: DRILL.id, ref: "D" }, { card: "CS2_182", ref: "H" }, { card: "CS2_008", ref: "S" }],
      board: [{ card: "CS2_120", ref: "B" }] }), player({ board: [{ card: "CS2_231", ref: "E" }] })],
    [{ type: "play", card: "D", target }], { cards: [DRILL] });
    const inHand = run(body("H"));
    expect(inHand.state.players[0]!.hand.find((c) => c.ref === "H")!.attack).toBe(6);
    const inPlay = run(body("B"));
    expect(inPlay.state.players[0]!.board.find((c) => c.ref === "B")!.attack).toBe(4);
    fails(body("S"), "illegal_action");
    fails(body("E"), "illegal_action");
  });
});
