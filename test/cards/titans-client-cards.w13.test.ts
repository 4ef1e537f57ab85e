/**
 * The card-format additions of session 13 (w13/titans), used by cards a client sends in a request's `cards`: the amount
 * `{ dealt: "overhealing" }`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5

// "Restore 5 Health to your hero. Gain Armor equal to the amount Overhealed."
const BALM = { id: "C_BALM", type: "SPELL", cost: 1, spell: [{ type: "heal", amount: 5, to: "friendly-hero" }, { type: "armor", amount: { dealt: "overhealing" } }] };
// "Restore 4 Health to all friendly characters. Gain Armor equal to the amount Overhealed."
const WAVE = { id: "C_WAVE", type: "SPELL", cost: 1, spell: [{ type: "heal", amount: 4, to: "friendly-characters" }, { type: "armor", amount: { dealt: "overhealing" } }] };

describe("client cards: dealt overhealing", () => {
  it("the Health restored beyond the maximum", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 28 }, hand: [{ card: "C_BALM", ref: "B" }] }), player()], [{ type: "play", card: "B" }], { cards: [BALM] }));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(r.state.players[0].hero.armor).toBe(3);
  });
  it("nothing Overhealed: 0", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: "C_BALM", ref: "B" }] }), player()], [{ type: "play", card: "B" }], { cards: [BALM] }));
    expect(r.state.players[0].hero.health).toBe(25);
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
  });
  it("summed over every character the heal reached", () => {
    const r = run(request([player({ hero: { card: "HERO_09", health: 29 }, board: [{ card: YETI, health: 3 }, { card: YETI }], hand: [{ card: "C_WAVE", ref: "W" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [WAVE] }));
    // hero 3 over, the damaged Yeti 2 over, the undamaged Yeti 4 over
    expect(r.state.players[0].hero.armor).toBe(9);
  });
});
