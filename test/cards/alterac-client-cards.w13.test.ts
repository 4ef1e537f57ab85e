/**
 * The amount w13/nathria added for Alterac Valley, in a card a client sends in a request's `cards`: `{ thisGame: "armorGained" }`
 * (the Armor a player gained this game).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const SHIELD_BLOCK = "EX1_606"; // "Gain 5 Armor. Draw a card."
const WISP = "CS2_231";

describe("client cards: Alterac Valley mechanisms (w13)", () => {
  it("thisGame armorGained: \"Battlecry: Deal damage equal to the Armor you gained this game to the enemy hero\" — spent Armor still counts", () => {
    const bulwark = { id: "C_BULWARK", type: "MINION", cost: 5, attack: 3, health: 3, battlecry: [{ type: "damage", amount: { thisGame: "armorGained" }, to: "enemy-hero" }] };
    const r = run(request([player({ hand: [{ card: SHIELD_BLOCK }, { card: "C_BULWARK" }], deck: [{ card: WISP }] }), player()],
      [{ type: "play", card: "p1.hand.0" }, { type: "damage", target: "p1.hero", amount: 4 }, { type: "play", card: "p1.hand.0" }], { cards: [bulwark] }));
    expect(r.state.players[1]!.hero.health).toBe(25);
    expect(r.state.players[0]!.hero.armor).toBe(1);
  });

  it("thisGame armorGained side enemy: the opponent's gains, not yours", () => {
    const watcher = { id: "C_WATCHER", type: "SPELL", cost: 1, spell: [{ type: "draw", count: { thisGame: "armorGained", side: "enemy" } }] };
    const r = run(request([player({ hand: [{ card: "C_WATCHER" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }], tags: { ARMOR_GAINED_THIS_GAME: 3 } }),
      player({ tags: { ARMOR_GAINED_THIS_GAME: 2 } })], [{ type: "play", card: "p1.hand.0" }], { cards: [watcher] }));
    expect(r.state.players[0]!.hand.length).toBe(2);
  });

  it("trigger freeze: \"After a friendly minion is Frozen, give it +2 Attack\" — once for each minion the opponent's Frost Nova freezes", () => {
    const chiller = { id: "C_CHILLER", type: "MINION", cost: 2, attack: 2, health: 3, triggers: [{ on: "freeze", if: { target: "friendly-minion" }, do: [{ type: "buff", to: "event-target", attack: 2 }] }] };
    const r2 = run(request([player({ hand: [{ card: "CS2_026" }] }), player({ board: [{ card: "C_CHILLER" }, { card: WISP }] })],
      [{ type: "play", card: "p1.hand.0" }], { cards: [chiller] }));
    expect(r2.state.players[1]!.board.map((c) => c.attack)).toEqual([4, 3]);
  });

  it("stat honorablyKilled: \"Deathrattle: If this was Honorably Killed, draw a card\"", () => {
    const proud = { id: "C_PROUD", type: "MINION", cost: 2, attack: 1, health: 3, deathrattle: [{ type: "if", if: { value: { stat: "honorablyKilled", of: "self", lastKnown: true }, atLeast: 1 }, then: [{ type: "draw" }] }] };
    const exact = run(request([player({ board: [{ card: "CS2_120", ref: "C" }] }), player({ board: [{ card: "C_PROUD", ref: "P" }], deck: [{ card: WISP }] })],
      [{ type: "attack", attacker: "C", defender: "P" }, { type: "damage", target: "P", amount: 1 }], { cards: [proud] }));
    // 2 damage from the Crocolisk leaves it at 1; the request's sourceless 1 damage makes 0 — no source: not honorable.
    expect(exact.state.players[1]!.hand.length).toBe(0);
    const honorable = run(request([player({ board: [{ card: "CS2_182", ref: "Y", attack: 3 }] }), player({ board: [{ card: "C_PROUD", ref: "P" }], deck: [{ card: WISP }] })],
      [{ type: "attack", attacker: "Y", defender: "P" }], { cards: [proud] }));
    expect(honorable.state.players[1]!.hand.length).toBe(1);
  });
});

