/**
 * Links (docs/card-format.md "Links"): a `buff` with `link: true` records the entity whose text attached the enchantment
 * (`creator`); the selector `{ linked }` finds what carries it later. A client's card uses the same format.
 */
import { describe, expect, it } from "vitest";
import { events, run } from "../support/engine.js";

const PACT = { id: "MY_PACT", type: "MINION", cost: 2, attack: 2, health: 2, target: { type: "minion", side: "friendly" },
  battlecry: [{ type: "buff", to: "target", enchantment: "MY_PACTe", link: true }], deathrattle: [{ type: "destroy", to: { linked: "MY_PACTe" } }] };
const PACT_E = { id: "MY_PACTe", type: "ENCHANTMENT", buff: { attack: 2 } };
const YETI = "CS2_182";

const start = (p1: Record<string, unknown>, p2: Record<string, unknown>, actions: unknown[]) =>
  run({ seed: 3, state: { turn: 5, activePlayer: 1, players: [p1, p2] }, actions, cards: [PACT, PACT_E] } as never);

describe("links (client card: \"Battlecry: Give a friendly minion +2 Attack. Deathrattle: Destroy it.\")", () => {
  it("the Deathrattle destroys the minion it buffed — not another friendly minion carrying the same enchantment from another Pact", () => {
    const r = start({ hand: [{ card: "MY_PACT", ref: "P", id: 60 }, { card: "MY_PACT", ref: "Q" }], board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] }, {},
      [{ type: "play", card: "P", target: "A" }, { type: "play", card: "Q", target: "B" }, { type: "destroy", target: "P" }]);
    const board = r.state.players[0]!.board;
    expect(board.map((m) => m.ref)).toEqual(["B", "Q"]);
    expect(board[0]!.attack).toBe(6);
    expect(r.state.players[0]!.graveyard.map((m) => m.ref)).toEqual(expect.arrayContaining(["A", "P"]));
    expect(events(r, "destroy").length + events(r, "death").length).toBeGreaterThan(0);
  });
  it("the enchantment is written with its creator, and a state written by hand with that link works the same", () => {
    const r = start({ hand: [{ card: "MY_PACT", ref: "P", id: 60 }], board: [{ card: YETI, ref: "A" }] }, {}, [{ type: "play", card: "P", target: "A" }]);
    const a = r.state.players[0]!.board.find((m) => m.ref === "A")!;
    expect(a.enchantments).toEqual([expect.objectContaining({ card: "MY_PACTe", creator: 60 })]);
    const again = start({ board: [{ card: YETI, ref: "A", enchantments: [{ card: "MY_PACTe", creator: 61 }] }, { card: "MY_PACT", ref: "P", id: 61 }] }, {},
      [{ type: "destroy", target: "P" }]);
    expect(again.state.players[0]!.board).toEqual([]);
  });
  it("a silenced carrier has lost the link: nothing is destroyed", () => {
    const r = start({ hand: [{ card: "MY_PACT", ref: "P" }, { card: "EX1_332", ref: "S" }], board: [{ card: YETI, ref: "A" }] }, {},
      [{ type: "play", card: "P", target: "A" }, { type: "play", card: "S", target: "A" }, { type: "destroy", target: "P" }]);
    expect(r.state.players[0]!.board.map((m) => m.ref)).toEqual(["A"]);
  });
  it("a transformed carrier is a new entity without the enchantment: nothing is destroyed", () => {
    const r = start({ hand: [{ card: "MY_PACT", ref: "P" }, { card: "CS2_022", ref: "S" }], board: [{ card: YETI, ref: "A" }] }, {},
      [{ type: "play", card: "P", target: "A" }, { type: "play", card: "S", target: "A" }, { type: "destroy", target: "P" }]);
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_tk1"]);
  });
});
