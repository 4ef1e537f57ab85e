/**
 * The card-format addition made for Showdown in the Badlands (w13/badlands), used by a card a client sends in a request's
 * `cards`: the amount `playedThisGame` with `read: "turnsInARow"` (rules-notes 1440).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const SPELL = (turn: number) => ({ card: "CS2_029", cost: 4, turn }); // Fireball

// "Battlecry: Gain 1 Armor for each turn in a row you've cast a spell."
const SPELL_STREAK = { id: "C_SPELL_STREAK", type: "MINION", cost: 1, attack: 1, health: 1,
  battlecry: [{ type: "armor", amount: { playedThisGame: "spell", read: "turnsInARow" } }] };

describe("client cards using the Badlands additions (w13)", () => {
  it("turnsInARow: your own turns in a row back from the last one (turns 1 and 3), the turn in progress without a spell not ending it", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }], playedThisGame: [SPELL(1), SPELL(3)] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });

  it("turnsInARow: a turn of yours without a match ends the run (spells on turns 1 and 5, none on 3: only this turn's)", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }], playedThisGame: [SPELL(1), { card: WISP, cost: 0, turn: 3 }, SPELL(5)] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor).toBe(1);
  });

  it("turnsInARow: the card played is a minion, so it does not count for spells; no spell ever: 0", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
  });

  it("turnsInARow after an extra turn: LAST_TURN_ENDED names the previous own turn (turn 4, then 2 back)", () => {
    const r = run(request([player({ hand: [{ card: "C_SPELL_STREAK", ref: "S" }], tags: { LAST_TURN_ENDED: 4 }, playedThisGame: [SPELL(2), SPELL(4)] }), player()],
      [{ type: "play", card: "S" }], { cards: [SPELL_STREAK] }));
    expect(r.state.players[0].hero.armor).toBe(2);
  });
});
