/**
 * The card-format addition of w13/toys (docs/card-format.md, "Cards played this game"): the play record's `target` and the
 * `playedThisGame` field `castOn`, used by cards a client sends in a request's `cards`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const WISP = "CS2_231";
const SHIELD = "CS2_004"; // Power Word: Shield, a minion
const MOONFIRE = "CS2_008"; // 1 damage to a character
const ARCANE_INTELLECT = "CS2_023"; // no target

describe("playedThisGame castOn", () => {
  // The docs' example: "Costs (1) less for each spell you've cast on friendly characters this game."
  const PUPIL = { id: "MY_PUPIL", type: "MINION", cost: 6, attack: 3, health: 3,
    auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", castOn: "friendly-character", multiply: -1 } } }] };
  it("spells played at friendly characters count; those at enemies or without a target do not", () => {
    const r = run(request([player({ hand: [{ card: "MY_PUPIL", ref: "P" }, { card: SHIELD, ref: "S" }, { card: MOONFIRE, ref: "M" }, { card: MOONFIRE, ref: "M2" }, { card: ARCANE_INTELLECT, ref: "A" }],
      board: [{ card: WISP, ref: "W" }], deck: [{ card: WISP }, { card: WISP }] }), player()],
      [{ type: "play", card: "S", target: "W" }, { type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "play", card: "A" }],
      { cards: [PUPIL] }));
    const p = r.state.players[0];
    expect(p.hand.find((c) => c.ref === "P")?.cost).toBe(4);
    expect(p.playedThisGame?.map((x) => x.target ?? null)).toEqual(["friendly-minion", "friendly-hero", "enemy-hero", null]);
  });
  it("a record given in the snapshot counts by its `target`", () => {
    const r = run(request([player({ hand: [{ card: "MY_PUPIL", ref: "P" }, { card: WISP, ref: "W" }],
      playedThisGame: [{ card: SHIELD, cost: 1, turn: 3, target: "friendly-minion" }, { card: MOONFIRE, cost: 0, turn: 3, target: "enemy-minion" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [PUPIL] }));
    expect(r.state.players[0].hand.find((c) => c.ref === "P")?.cost).toBe(5);
  });
  it("castOn enemy-minion: only spells played at an enemy minion", () => {
    const BOLT = { id: "MY_BOLT", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { playedThisGame: "spell", castOn: "enemy-minion" }, to: "enemy-hero", spellDamage: false }] };
    const r = run(request([player({ hand: [{ card: "MY_BOLT", ref: "B" }],
      playedThisGame: [{ card: MOONFIRE, cost: 0, turn: 3, target: "enemy-minion" }, { card: MOONFIRE, cost: 0, turn: 3, target: "enemy-hero" }] }), player()],
      [{ type: "play", card: "B" }], { cards: [BOLT] }));
    expect(r.state.players[1].hero.health).toBe(29);
  });
});
