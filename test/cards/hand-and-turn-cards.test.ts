/** Cards about turns and the hand: Temporus under Brann, Fire Fly, Howlfiend, Mecha'thun, Maiev's target rules. */
import { describe, expect, it } from "vitest";
import { at, events, fails, player, request, run } from "../support/engine.js";

describe("hand and turn cards", () => {

  it("Fire Fly adds a 1/2 Flame Elemental to your hand", () => {
    const r = run(request([player({ hand: [{ card: "UNG_809", ref: "F" }] }), player()], [{ type: "play", card: "F" }]));
    expect(r.state.players[0].hand.map((c) => [c.card, c.attack, c.health])).toEqual([["UNG_809t1", 1, 2]]);
  });

  it("Maiev needs a minion target when there is one; a Dormant minion is not one", () => {
    const r = run(request([
      player({ hand: [{ card: "BT_737", ref: "M1" }, { card: "BT_737", ref: "M2" }] }),
      player({ board: [{ card: "CS2_182", ref: "E" }] }),
    ], [{ type: "play", card: "M1", target: "E" }]));
    expect(at(r.state, "E").tags?.DORMANT).toBe(1);
    fails({ seed: 1, state: r.state, actions: [{ type: "play", card: "M2", target: "E" }] } as never, "illegal_action");
  });
});
