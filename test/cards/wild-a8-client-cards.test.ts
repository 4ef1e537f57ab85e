/**
 * The card-format additions made for the Wild sets NAXX, GVG, BRM and LOE (w8/wild-a), used by cards a client sends in a
 * request's `cards`: the condition `noDuplicates` (Highlander, rules-notes 540).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

describe("client cards using the Wild A additions", () => {
  const solo = { id: "MY_SOLO", type: "MINION", cost: 2, attack: 2, health: 2,
    battlecry: [{ type: "if", if: { noDuplicates: { all: "hand", side: "friendly" } }, then: [{ type: "draw" }] }] };
  it("noDuplicates: a hand of different cards draws", () => {
    const r = run(request([player({ hand: [{ card: "MY_SOLO", ref: "S" }, { card: "CS2_231" }, { card: "CS2_182" }], deck: [{ card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [solo] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231", "CS2_182", "CS2_029"]);
  });
  it("noDuplicates: two Wisps in hand, no draw; the opponent's hand does not count", () => {
    const r = run(request([player({ hand: [{ card: "MY_SOLO", ref: "S" }, { card: "CS2_231" }, { card: "CS2_231" }], deck: [{ card: "CS2_029", ref: "F" }] }),
      player({ hand: [{ card: "CS2_182" }] })], [{ type: "play", card: "S" }], { cards: [solo] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231", "CS2_231"]);
  });
  it("noDuplicates: the same name counts, not the id — a client card named like the Wisp is its duplicate", () => {
    const twin = { id: "MY_WISP", type: "MINION", cost: 0, attack: 1, health: 1, name: "Wisp" };
    const r = run(request([player({ hand: [{ card: "MY_SOLO", ref: "S" }, { card: "CS2_231" }, { card: "MY_WISP" }], deck: [{ card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [solo, twin] }));
    expect(r.state.players[0].hand).toHaveLength(2);
  });
});
