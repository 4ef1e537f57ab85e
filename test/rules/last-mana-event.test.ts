/**
 * The trigger event `last-mana` (docs/card-format.md "Triggers", rules-notes 298): a payment or "Spend all your Mana"
 * leaves a player no Mana — used by a card a client sends.
 */
import { describe, expect, it } from "vitest";
import { events, player, request, run } from "../support/engine.js";

const THRIFTY = { id: "MY_THRIFTY", type: "MINION", cost: 2, attack: 1, health: 3,
  triggers: [{ on: "last-mana", if: { player: "friendly" }, do: [{ type: "draw" }] }] };

describe("the trigger event last-mana (a client card)", () => {
  it("paying the last 4 Mana for a Fireball draws a card; the Coin's temporary Mana counts as Mana left", () => {
    const r = run(request([player({ mana: { crystals: 4 }, board: [{ card: "MY_THRIFTY" }], hand: [{ card: "GAME_005", ref: "C" }, { card: "CS2_029", ref: "F" }],
      deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }), player()],
    [{ type: "play", card: "C" }, { type: "play", card: "F", target: "p2.hero" }], { cards: [THRIFTY] }));
    // The Coin (cost 0) spends nothing; the Fireball leaves 1 Mana (the Coin's): no draw.
    expect(r.state.players[0]!.hand.length).toBe(0);
    expect(events(r, "last-mana").length).toBe(0);
  });
  it("the payment that spends the last Mana: one draw", () => {
    const r = run(request([player({ mana: { crystals: 4 }, board: [{ card: "MY_THRIFTY" }], hand: [{ card: "CS2_029", ref: "F" }],
      deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }), player()],
    [{ type: "play", card: "F", target: "p2.hero" }], { cards: [THRIFTY] }));
    expect(r.state.players[0]!.hand.length).toBe(1);
    expect(events(r, "last-mana").length).toBe(1);
  });
});
