/**
 * The card-format additions made for Showdown in the Badlands (w14/badlands), used by cards a client sends in a request's
 * `cards`: the amount `{ dealt: "repeatHits" }` (rules-notes 1640).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5

// "Deal 1 damage to a random enemy three times. Draw a card for each hit on a character already hit."
const VOLLEY = { id: "C_VOLLEY", type: "SPELL", cost: 2,
  spell: [{ type: "damage", amount: 1, to: { random: "enemy-characters", count: 3 } }, { type: "draw", count: { dealt: "repeatHits" } }] };
// "Deal 1 damage to all enemies. Draw a card for each hit on a character already hit." (one mass hit: never a repeat)
const SWEEP = { id: "C_SWEEP", type: "SPELL", cost: 2,
  spell: [{ type: "damage", amount: 1, to: "enemy-characters" }, { type: "draw", count: { dealt: "repeatHits" } }] };

const DECK = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }];

describe("client cards using the Badlands additions (w14)", () => {
  it("repeatHits: three hits on the lone enemy hero land twice on a character already hit: two cards drawn", () => {
    const r = run(request([player({ hand: [{ card: "C_VOLLEY", ref: "V" }], deck: DECK }), player()],
      [{ type: "play", card: "V" }], { cards: [VOLLEY] }));
    expect(r.state.players[1].hero.health).toBe(27);
    expect(r.state.players[0].hand).toHaveLength(2);
  });

  it("repeatHits: with a minion beside the hero, the draws follow the recorded picks", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run(request([player({ hand: [{ card: "C_VOLLEY", ref: "V" }], deck: DECK }), player({ board: [{ card: YETI }] })],
        [{ type: "play", card: "V" }], { cards: [VOLLEY], seed }));
      const picks = r.random.filter((d) => d.purpose === "random target").map((d) => (d.chosen as { id: number }).id);
      expect(picks).toHaveLength(3);
      expect(r.state.players[0].hand).toHaveLength(3 - new Set(picks).size);
    }
  });

  it("repeatHits: a mass hit counts none", () => {
    const r = run(request([player({ hand: [{ card: "C_SWEEP", ref: "S" }], deck: DECK }), player({ board: [{ card: YETI }] })],
      [{ type: "play", card: "S" }], { cards: [SWEEP] }));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(r.state.players[0].hand).toHaveLength(0);
  });
});
