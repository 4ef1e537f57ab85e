/**
 * The castSpell fields w14/storm added, in cards a client sends in a request's `cards`: `played.castOn` (with `last`: the
 * latest spell played at such a character) and `targetAmong` (the random target only among the entities it names — `self`: cast only at the entity whose text casts it; rules-notes 1730).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const FIREBALL = "CS2_029";
const KINGS = "CS2_092";

describe("client cards: recasting the last spell cast at a kind of character (w14)", () => {
  it("\"Battlecry: Cast the last spell you cast on an enemy minion at a random target\" (castOn enemy-minion, no targetAmong)", () => {
    const echo = { id: "C_ECHO", type: "MINION", cost: 3, attack: 2, health: 2, battlecry: [{ type: "castSpell", played: { last: true, castOn: "enemy-minion" }, preferEnemies: true }] };
    const r = run(request([player({ hand: [{ card: "C_ECHO" }], playedThisGame: [{ card: FIREBALL, cost: 4, turn: 1, target: "enemy-minion" }, { card: KINGS, cost: 4, turn: 3, target: "friendly-minion" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [echo] }));
    expect(r.state.players[1]!.hero.health).toBe(24);
  });

  it("targetAmong self: \"cast it on this\" — a spell this is no valid target for (a hero-only spell) is not cast", () => {
    const heroOnly = { id: "C_SMITE", type: "SPELL", cost: 1, target: { type: "hero" }, spell: [{ type: "damage", amount: 3, to: "target" }] };
    const mirror = { id: "C_MIRROR", type: "MINION", cost: 3, attack: 2, health: 5, battlecry: [{ type: "castSpell", played: { last: true }, targetAmong: "self" }] };
    const r = run(request([player({ hand: [{ card: "C_MIRROR" }], playedThisGame: [{ card: "C_SMITE", cost: 1, turn: 3, target: "enemy-hero" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [heroOnly, mirror] }));
    expect(r.state.players[1]!.hero.health).toBe(30);
    expect(r.state.players[0]!.hero.health).toBe(30);
    expect(r.state.players[0]!.board[0]!.health).toBe(5);
    const kings = run(request([player({ hand: [{ card: "C_MIRROR" }], playedThisGame: [{ card: KINGS, cost: 4, turn: 3 }] }), player()],
      [{ type: "play", card: "p1.hand.0" }], { cards: [mirror] }));
    expect(kings.state.players[0]!.board[0]!.attack).toBe(6);
  });
});
