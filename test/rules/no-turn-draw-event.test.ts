/**
 * "Instead of drawing each turn, …": the rule aura no-turn-draw skips the start-of-turn draw, and the draw phase raises the
 * trigger event `no-turn-draw` in its place (docs/card-format.md, rules-notes 298) — used by a card a client sends.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";

const MONK = { id: "MY_MONK", type: "MINION", cost: 3, attack: 2, health: 4, auras: [{ rule: "no-turn-draw" }],
  triggers: [{ on: "no-turn-draw", if: { turn: "own" }, do: [{ type: "armor", amount: 3 }] }] };

describe("the trigger event no-turn-draw (a client card)", () => {
  it("its player's turn: no draw, 3 Armor instead; the opponent's turn draws as usual and gives no Armor", () => {
    const r = run(request([player({ board: [{ card: "MY_MONK", ref: "M" }], deck: [{ card: "CS2_231" }] }), player({ deck: [{ card: "CS2_231" }] })],
      [{ type: "endTurn" }, { type: "endTurn" }], { cards: [MONK] }));
    expect(r.state.players[0]!.hand.length).toBe(0);
    expect(r.state.players[0]!.deck.length).toBe(1);
    expect(r.state.players[0]!.hero.armor).toBe(3);
    expect(r.state.players[1]!.hand.length).toBe(1);
    expect(r.state.players[1]!.hero.armor ?? 0).toBe(0);
    expect(events(r, "no-turn-draw").length).toBe(1);
  });
  it("without the rule the event never comes (an ordinary draw)", () => {
    const plain = { ...MONK, id: "MY_PLAIN", auras: undefined };
    const r = run(request([player({ board: [{ card: "MY_PLAIN", ref: "M" }], deck: [{ card: "CS2_231" }] }), player({ deck: [{ card: "CS2_231" }] })],
      [{ type: "endTurn" }, { type: "endTurn" }], { cards: [plain] }));
    expect(r.state.players[0]!.hand.length).toBe(1);
    expect(r.state.players[0]!.hero.armor ?? 0).toBe(0);
    expect(events(r, "no-turn-draw").length).toBe(0);
  });
});
