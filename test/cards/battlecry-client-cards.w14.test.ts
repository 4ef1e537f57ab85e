/**
 * The effect w14/storm added, in cards a client sends in a request's `cards`: `repeatBattlecry` (the last Battlecry you
 * played resolves again as this entity's; rules-notes 1734).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";


describe("client cards: repeating the last Battlecry (w14)", () => {
  it("a client's \"Battlecry: Gain +2/+2\" repeated by a client's echo minion: the echo gains it", () => {
    const grow = { id: "C_GROW", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "buff", to: "self", attack: 2, health: 2 }] };
    const echo = { id: "C_ECHO", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "repeatBattlecry" }] };
    const r = run(request([player({ hand: [{ card: "C_GROW" }, { card: "C_ECHO" }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }], { cards: [grow, echo] }));
    expect(r.state.players[0]!.board.map((m) => [m.attack, m.health])).toEqual([[3, 3], [4, 4]]);
  });

  it("a targeted Battlecry is repeated at a random valid target (the only enemy minion)", () => {
    const zap = { id: "C_ZAP", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] };
    const echo = { id: "C_ECHO2", type: "SPELL", cost: 1, spell: [{ type: "repeatBattlecry" }] };
    const r = run(request([player({ hand: [{ card: "C_ECHO2" }], playedThisGame: [{ card: "C_ZAP", cost: 1, turn: 3 }] }), player({ board: [{ card: "CS2_182" }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [zap, echo] }));
    expect(r.state.players[1]!.board[0]!.health).toBe(4);
    expect(r.state.players[1]!.hero.health).toBe(30);
  });
});
