/**
 * "Your next Healing effect deals damage instead" (the player state HEALING_DEALS_DAMAGE, docs/card-format.md "Healing
 * increases", rules-notes 298), used by a card a client sends: two uses, then heals heal again.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const TWISTER = { id: "MY_TWISTER", type: "MINION", cost: 2, attack: 2, health: 3,
  battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "MY_TWISTER_E" }] };
const TWISTER_E = { id: "MY_TWISTER_E", type: "ENCHANTMENT", uses: 2, tags: { HEALING_DEALS_DAMAGE: 1 },
  triggers: [{ on: "turn-end", do: [{ type: "expire" }] }] };

describe("the player state HEALING_DEALS_DAMAGE (a client card)", () => {
  it("the next two heals of its player (Hero Power, a Battlecry) deal damage, the third heals", () => {
    const r = run(request([
      player({ hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, hand: [{ card: "MY_TWISTER", ref: "T" }, { card: "CS2_117", ref: "F2" }, { card: "CS2_117", ref: "F3" }] }),
      player({ board: [{ card: "CS2_186", ref: "E" }] }),
    ], [{ type: "play", card: "T" }, { type: "heroPower", target: "E" }, { type: "play", card: "F2", target: "p2.hero" },
      { type: "play", card: "F3", target: "p1.hero" }], { cards: [TWISTER, TWISTER_E] }));
    expect(r.state.players[1]!.board[0]!.health).toBe(5);
    expect(r.state.players[1]!.hero.health).toBe(27);
    expect(r.state.players[0]!.hero.health).toBe(23);
  });
  it("the opponent's heals are not changed", () => {
    const r = run(request([
      player({ hand: [{ card: "MY_TWISTER", ref: "T" }] }),
      player({ hero: { card: "HERO_09", health: 20 }, hand: [{ card: "CS2_117", ref: "F" }], deck: [{ card: "CS2_231" }] }),
    ], [{ type: "play", card: "T" }, { type: "endTurn" }, { type: "play", card: "F", target: "p2.hero" }], { cards: [TWISTER, { ...TWISTER_E, triggers: undefined }] }));
    expect(r.state.players[1]!.hero.health).toBe(23);
  });
});
