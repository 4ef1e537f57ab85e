/**
 * Copying Deathrattles (`gainDeathrattles` + an enchantment with `rememberedDeathrattle`): a client card that uses them.
 */
import { describe, expect, it } from "vitest";
import { run } from "../support/engine.js";

const HEIR = { id: "MY_HEIR", type: "MINION", cost: 5, attack: 4, health: 4, battlecry: [{ type: "gainDeathrattles", to: "self", enchantment: "MY_HEIR_E" }] };
const HEIR_E = { id: "MY_HEIR_E", type: "ENCHANTMENT", deathrattle: [{ type: "rememberedDeathrattle" }] };

describe("gainDeathrattles", () => {
  it("a client card gains the Deathrattle of every friendly minion with one that died this game (not the opponent's, not one without)", () => {
    const r = run({ cards: [HEIR, HEIR_E], state: { turn: 5, activePlayer: 1,
      deaths: [{ card: "EX1_029", controller: 1, turn: 1 }, { card: "CS2_182", controller: 1, turn: 2 }, { card: "EX1_556", controller: 1, turn: 4 }, { card: "EX1_029", controller: 2, turn: 4 }],
      players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_HEIR", ref: "H" }] }, {}] },
      actions: [{ type: "play", card: "H" }, { type: "destroy", target: "H" }] });
    // Leper Gnome's 2 damage to the enemy hero, then Harvest Golem's Damaged Golem (in the order they died)
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(r.state.players[0]!.hero.health).toBe(30);
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["skele21"]);
  });
  it("an enchantment remembering nothing: its Deathrattle does nothing", () => {
    const r = run({ cards: [HEIR_E], state: { turn: 5, activePlayer: 1,
      players: [{ board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "MY_HEIR_E" }] }] }, {}] },
      actions: [{ type: "destroy", target: "Y" }] });
    expect(r.state.players[0]!.board).toEqual([]);
    expect(r.state.players[1]!.hero.health).toBe(30);
  });
});
