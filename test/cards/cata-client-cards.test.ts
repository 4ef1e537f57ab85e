/**
 * The card-format addition made for Cataclysm's Confront the Tol'vir (and Tess Greymane), used by a card a client sends in a
 * request's `cards` (the format is one format): the effect `replay` (docs/card-format.md, rules-notes 319).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

const ROGUE = { card: "HERO_03" };
/** The docs' example: "Battlecry: Replay the first 3 cards from another class you've played this game". */
const ECHOER = { id: "MY_ECHOER", type: "MINION", cost: 6, attack: 5, health: 5,
  battlecry: [{ type: "replay", played: { otherClass: true }, max: 3 }] };

describe("client cards using replay", () => {
  it("replays the first 3 plays of other classes in order: minions summoned beside it without Battlecries, a weapon equipped", () => {
    const played = [
      { card: "EX1_301", cost: 3, turn: 1 }, // Felguard (Warlock): Battlecry destroys a Mana Crystal — not here
      { card: "CS2_189", cost: 1, turn: 1 }, // Elven Archer (neutral): not replayed
      { card: "CS2_091", cost: 1, turn: 3 }, // Light's Justice (Paladin): equipped
      { card: "EX1_362", cost: 2, turn: 3 }, // Argent Protector (Paladin): summoned, no Divine Shield given
      { card: "CS2_106", cost: 2, turn: 5 }, // Fiery War Axe (Warrior): a fourth, beyond max 3
    ];
    const r = run(request([player({ hero: ROGUE, hand: [{ card: "MY_ECHOER", ref: "E" }], playedThisGame: played }), player()],
      [{ type: "play", card: "E" }], { cards: [ECHOER] }));
    const me = r.state.players[0];
    expect(me.board.map((m) => m.card)).toEqual(["MY_ECHOER", "EX1_301", "EX1_362"]);
    expect(me.weapon?.card).toBe("CS2_091");
    expect(me.mana.crystals).toBe(10);
    expect(JSON.stringify(me.board)).not.toContain("DIVINE_SHIELD");
  });

  it("the replayed cards are not plays: the record keeps only the client card's own play", () => {
    const r = run(request([player({ hero: ROGUE, hand: [{ card: "MY_ECHOER", ref: "E" }], playedThisGame: [{ card: "EX1_301", cost: 3, turn: 1 }] }), player()],
      [{ type: "play", card: "E" }], { cards: [ECHOER] }));
    expect(r.state.players[0].playedThisGame!.map((p) => p.card)).toEqual(["EX1_301", "MY_ECHOER"]);
  });
});

/** The docs' example for `triggerEndOfTurn` and the filter `has: "endOfTurn"` (Inspiring Maul; rules-notes 385). */
const HERALD = { id: "MY_HERALD", type: "MINION", cost: 3, attack: 3, health: 3,
  target: { type: "minion", side: "friendly", where: { has: "endOfTurn" } },
  battlecry: [{ type: "triggerEndOfTurn", to: "target" }] };

describe("client cards using triggerEndOfTurn", () => {
  it("the chosen friendly minion's end-of-turn effect resolves at once (Scalebreaker Bulwark: 2 to each enemy)", () => {
    const r = run(request([player({ hand: [{ card: "MY_HERALD", ref: "H" }], board: [{ card: "CATA_475", ref: "B" }] }), player()],
      [{ type: "play", card: "H", target: "B" }], { cards: [HERALD] }));
    expect(r.state.players[1].hero.health).toBe(28);
  });

  it("a minion without an end-of-turn effect is not a valid target: the Battlecry has none and does nothing", () => {
    const r = run(request([player({ hand: [{ card: "MY_HERALD", ref: "H" }], board: [{ card: "CS2_120", ref: "C" }] }), player()],
      [{ type: "play", card: "H" }], { cards: [HERALD] }));
    expect(r.state.players[1].hero.health).toBe(30);
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_120", "MY_HERALD"]);
    expect(() => run(request([player({ hand: [{ card: "MY_HERALD", ref: "H" }], board: [{ card: "CS2_120", ref: "C" }] }), player()],
      [{ type: "play", card: "H", target: "C" }], { cards: [HERALD] }))).toThrow();
  });
});
