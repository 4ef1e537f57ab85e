/**
 * The card-format addition made for Ashes of Outland's Imprisoned minions, used by a card a client sends in a request's
 * `cards`: the trigger event `awaken` ("When this awakens, …"; docs/card-format.md, rules-notes 660).
 */
import { describe, expect, it } from "vitest";
import { at, events, player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
/** The docs' example: "Dormant for 1 turn. When this awakens, draw a card." */
const SLEEPER = { id: "MY_SLEEPER", type: "MINION", cost: 1, attack: 3, health: 3, dormant: 1,
  triggers: [{ on: "awaken", if: { target: "self" }, do: [{ type: "draw" }] }] };

describe("client cards using the awaken event", () => {
  it("played Dormant, it awakens at its controller's next turn start and draws then: the awakening's card and the turn's draw", () => {
    const r = run(request([player({ hand: [{ card: "MY_SLEEPER", ref: "S" }], deck: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }] }),
      player({ deck: [{ card: WISP }] })],
    [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }], { cards: [SLEEPER] }));
    expect(at(r.state, "S").tags?.DORMANT).toBeUndefined();
    expect(r.state.players[0].hand).toHaveLength(2);
    expect(events(r, "awaken")).toHaveLength(1);
  });

  it("still Dormant on the opponent's turn: no card drawn by it", () => {
    const r = run(request([player({ hand: [{ card: "MY_SLEEPER", ref: "S" }], deck: [{ card: WISP }] }), player({ deck: [{ card: WISP }] })],
      [{ type: "play", card: "S" }, { type: "endTurn" }], { cards: [SLEEPER] }));
    expect(at(r.state, "S").tags?.DORMANT).toBe(1);
    expect(r.state.players[0].hand).toHaveLength(0);
  });

  it("another minion's awakening does not trigger it", () => {
    const r = run(request([player({ board: [{ card: "MY_SLEEPER", ref: "S" }, { card: "BT_156", ref: "V", tags: { DORMANT: 1, DORMANT_TURNS: 1 } }], deck: [{ card: WISP }, { card: WISP }] }),
      player({ deck: [{ card: WISP }] })], [{ type: "endTurn" }, { type: "endTurn" }], { cards: [SLEEPER] }));
    expect(at(r.state, "V").tags?.DORMANT).toBeUndefined();
    expect(r.state.players[0].hand).toHaveLength(1);
  });
});
