/**
 * The trigger w14/storm added, in cards a client sends in a request's `cards`: `hero-attack` ("After your hero gains
 * Attack": an enchantment giving a hero in play Attack; `amount` the Attack gained; rules-notes 1729).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const CLAW = "CS2_005"; // Give your hero +2 Attack this turn. Gain 2 Armor.
const AXE = "CS2_106";

describe("client cards: after your hero gains Attack (w14)", () => {
  it("\"After your hero gains Attack, gain that much Armor\": the event's amount is the Attack gained", () => {
    const guard = { id: "C_GUARD", type: "MINION", cost: 2, attack: 1, health: 4, triggers: [{ on: "hero-attack", if: { target: "friendly-hero" }, do: [{ type: "armor", amount: { event: "amount" } }] }] };
    const r = run(request([player({ board: [{ card: "C_GUARD" }], hand: [{ card: CLAW }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [guard] }));
    expect(r.state.players[0]!.hero.armor).toBe(4);
  });

  it("a client's own \"Give your hero +3 Attack this turn\" counts; equipping a weapon does not", () => {
    const watcher = { id: "C_WATCH", type: "MINION", cost: 2, attack: 1, health: 4, triggers: [{ on: "hero-attack", if: { target: "friendly-hero" }, do: [{ type: "draw" }] }] };
    const fists = { id: "C_FISTS", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-hero", attack: 3, oneTurn: true }] };
    const r = run(request([player({ board: [{ card: "C_WATCH" }], hand: [{ card: AXE }, { card: "C_FISTS" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards: [watcher, fists] }));
    expect(r.state.players[0]!.hand.length).toBe(1);
    expect(r.state.players[0]!.hero.attack).toBe(6);
  });
});
