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

/** The docs' example for `choose` with `random: true` and `gainKeyword` (Twisted Monstrosity; rules-notes 510): "At the start
 * of your turn, gain one of Rush or Taunt at random." */
const FICKLE = { id: "MY_FICKLE", type: "MINION", cost: 2, attack: 2, health: 2,
  triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "choose", random: true, options: [
    { effects: [{ type: "gainKeyword", to: "self", keyword: "RUSH" }] }, { effects: [{ type: "gainKeyword", to: "self", keyword: "TAUNT" }] }] }] }] };

describe("client cards using choose random and gainKeyword", () => {
  it("one option is picked at random, with no prompt (no choices needed), and the minion gets that keyword as its own tag", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 2, players: [player({ board: [{ card: "MY_FICKLE", ref: "F" }], deck: [{ card: "CS2_231" }] }),
        player({ deck: [{ card: "CS2_231" }] })] }, actions: [{ type: "endTurn" }], cards: [FICKLE] });
      const picks = r.random.filter((d) => d.purpose === "random option");
      expect(picks).toHaveLength(1);
      const kw = picks[0]!.chosen === "0" ? "RUSH" : "TAUNT";
      const other = kw === "RUSH" ? "TAUNT" : "RUSH";
      const f = r.state.players[0].board[0]!;
      expect(f.tags?.[kw]).toBe(1);
      expect(f.tags?.[other] ?? 0).toBe(0);
    }
  });
});
