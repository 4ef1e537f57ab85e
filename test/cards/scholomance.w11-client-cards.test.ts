/**
 * The card-format additions made by w11/scholo, used by cards a client sends in a request's `cards` (the format is one
 * format): `resurrect` with `into: "hand"` (Raise Dead) and the amount `{ playedLastTurn }` (Grand Finale).
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** The docs' example: "Battlecry: Return a friendly Deathrattle minion that died this game to your hand." */
const GRAVEKEEPER = { id: "MY_GRAVEKEEPER", type: "MINION", cost: 3, attack: 2, health: 3,
  battlecry: [{ type: "resurrect", into: "hand", where: { deathrattle: true } }] };
/** The docs' example: "Draw a card for each minion you played last turn." */
const RECALL = { id: "MY_RECALL", type: "SPELL", cost: 2, spell: [{ type: "draw", count: { playedLastTurn: "minion" } }] };

describe("client cards using resurrect into hand", () => {
  it("only a dead Deathrattle minion of yours comes back, as a new card in hand; nothing is summoned", () => {
    const deaths = [{ card: "CS2_182", controller: 1, turn: 2 }, { card: "EX1_096", controller: 1, turn: 3 }, { card: "FP1_007", controller: 2, turn: 3 }];
    const r = run(request([player({ hand: [{ card: "MY_GRAVEKEEPER", ref: "G" }] }), player()], [{ type: "play", card: "G" }],
      { cards: [GRAVEKEEPER], state: { deaths } }));
    const me = r.state.players[0];
    expect(me.hand.map((c) => c.card)).toEqual(["EX1_096"]);
    expect(me.board.map((m) => m.card)).toEqual(["MY_GRAVEKEEPER"]);
    expect(me.hand[0]!.tags?.CREATOR).toBeDefined();
  });

  it("no dead Deathrattle minion of yours (only the opponent's): nothing", () => {
    const r = run(request([player({ hand: [{ card: "MY_GRAVEKEEPER", ref: "G" }] }), player()], [{ type: "play", card: "G" }],
      { cards: [GRAVEKEEPER], state: { deaths: [{ card: "CS2_182", controller: 1, turn: 3 }, { card: "EX1_096", controller: 2, turn: 3 }] } }));
    expect(r.state.players[0].hand).toHaveLength(0);
  });
});

describe("client cards using the amount playedLastTurn", () => {
  it("draws one card per minion played on your previous turn, spells not counted", () => {
    const deck = Array.from({ length: 4 }, () => ({ card: "CS2_182" }));
    const r = run(request([player({ hand: [{ card: "MY_RECALL", ref: "R" }], deck, playedLastTurn: ["CS2_231", "CS2_029", "CS2_231"],
      tags: { NUM_MINIONS_PLAYED_LAST_TURN: 2, NUM_SPELLS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 3 } }), player()],
      [{ type: "play", card: "R" }], { cards: [RECALL] }));
    expect(r.state.players[0].hand).toHaveLength(2);
  });
});

/** The docs' example: "Battlecry: Get copies of the minions your opponent played last turn". */
const SPY = { id: "MY_SPY", type: "MINION", cost: 3, attack: 2, health: 3,
  battlecry: [{ type: "addCard", played: { turn: "last", side: "enemy", type: "MINION" } }] };

describe("client cards using addCard played.side", () => {
  it("copies of the minions your opponent played on their last turn, in order; their spells and your own plays not", () => {
    // on your turn, the opponent's most recent turn is the one their playedThisTurn list names; their playedLastTurn is older
    const r = run(request([player({ hand: [{ card: "MY_SPY", ref: "S" }], playedLastTurn: ["CS2_231"] }),
      player({ playedThisTurn: ["CS2_182", "CS2_029", "CS2_172"], playedLastTurn: ["CS2_120"] })], [{ type: "play", card: "S" }], { cards: [SPY] }));
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_182", "CS2_172"]);
    expect(r.state.players[1].hand).toHaveLength(0);
  });
});

/** The docs' examples for the counts `thisGame: "secretsTriggered"` and `"heroHealthChangedOnOwnTurns"`. */
const WARDEN = { id: "MY_WARDEN", type: "SPELL", cost: 1, spell: [{ type: "armor", amount: { thisGame: "secretsTriggered", multiply: 2 } }] };
const SCAR = { id: "MY_SCAR", type: "SPELL", cost: 0, spell: [{ type: "armor", amount: { thisGame: "heroHealthChangedOnOwnTurns" } }] };

describe("client cards using thisGame secretsTriggered / heroHealthChangedOnOwnTurns", () => {
  it("a Secret that triggers counts for its owner, not for the opponent", () => {
    const r = run(request([player({ hand: [{ card: "MY_WARDEN", ref: "W" }], tags: { NUM_SECRETS_TRIGGERED_THIS_GAME: 1 } }),
      player({ secrets: [{ card: "EX1_287" }] })], [{ type: "play", card: "W" }], { cards: [WARDEN] }));
    // Counterspell counters it: the opponent's count goes up, the spell gives nothing
    expect(r.state.players[1].tags?.NUM_SECRETS_TRIGGERED_THIS_GAME).toBe(1);
    expect(r.state.players[0].hero.armor ?? 0).toBe(0);
    const r2 = run(request([player({ hand: [{ card: "MY_WARDEN", ref: "W" }], tags: { NUM_SECRETS_TRIGGERED_THIS_GAME: 3 } }), player()],
      [{ type: "play", card: "W" }], { cards: [WARDEN] }));
    expect(r2.state.players[0].hero.armor).toBe(6);
  });

  it("a Health change on your turn counts, Armor alone does not", () => {
    const r = run(request([player({ hero: { card: "HERO_01", armor: 5 }, hand: [{ card: "CS2_008", ref: "M" }, { card: "CS2_008", ref: "N" }, { card: "MY_SCAR", ref: "S" }] }), player()],
      [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "S" }], { cards: [SCAR] }));
    expect(r.state.players[0].hero.armor).toBe(4);
    const r2 = run(request([player({ hand: [{ card: "CS2_008", ref: "M" }, { card: "MY_SCAR", ref: "S" }] }), player()],
      [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "S" }], { cards: [SCAR] }));
    expect(r2.state.players[0].hero.armor).toBe(1);
  });
});

/** The docs' example: "Battlecry: Cast a random spell from your hand". */
const JUGGLER = { id: "MY_JUGGLER", type: "MINION", cost: 4, attack: 3, health: 3, battlecry: [{ type: "castSpell", from: "hand" }] };

describe("client cards using castSpell from hand", () => {
  it("the spell of the hand is cast out of it, at a random valid target, the minion card left in hand", () => {
    const r = run(request([player({ hand: [{ card: "MY_JUGGLER", ref: "J" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "J" }], { cards: [JUGGLER] }));
    const me = r.state.players[0];
    expect(me.hand.map((c) => c.card)).toEqual(["CS2_182"]);
    expect(me.graveyard.map((c) => c.card)).toContain("CS2_029");
    // Fireball at a random valid target: 6 damage to one of the heroes or the Juggler
    const dealt = (30 - (r.state.players[1]!.hero.health ?? 30)) + (30 - (me.hero.health ?? 30));
    expect(dealt === 6 || me.board.length === 0).toBe(true);
    expect(me.mana.used).toBe(4);
  });
});
