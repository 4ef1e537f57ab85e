/**
 * The record of cards played this game (rules/played.ts): the player's `playedThisGame` and the amount `playedThisGame`,
 * used by client cards (the format is one format) — "each Fel spell you've cast this game", "another copy of this",
 * "while holding this", "the Cost of the last card you played".
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";
import { resolve } from "../../src/engine/index.js";
import { ResolveRequest } from "../../src/engine/hearthstone/schema.js";

const WISP = "CS2_231"; // 0-Cost minion
const FIREBALL = "CS2_029"; // 4-Cost Fire spell
const CHAOS_STRIKE = "BT_035"; // 2-Cost Fel spell
const COUNTERSPELL = "EX1_287";

/** A 10-Cost minion: "Costs (1) less for each Fel spell you've cast this game." */
const FISHER = { id: "C_REC_FEL", type: "MINION", cost: 10, attack: 5, health: 5,
  auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "FEL", multiply: -1 } } }] };
/** A 1-Cost spell: "Deal 1 damage to the enemy hero. If you played a minion while holding this, deal 5 instead." */
const HELD = { id: "C_REC_HELD", type: "SPELL", cost: 1, spell: [{ type: "if", if: { value: { playedThisGame: "minion", whileHeld: true }, atLeast: 1 },
  then: [{ type: "damage", to: "enemy-hero", amount: 5 }], else: [{ type: "damage", to: "enemy-hero", amount: 1 }] }] };
/** A 1-Cost spell: "Deal 1 damage to the enemy hero. If you've played another copy of this, deal 3 more." */
const COPY = { id: "C_REC_COPY", type: "SPELL", cost: 1, spell: [{ type: "damage", to: "enemy-hero", amount: 1 },
  { type: "if", if: { value: { playedThisGame: "card", sameCardAs: "self" }, atLeast: 1 }, then: [{ type: "damage", to: "enemy-hero", amount: 3 }] }] };
/** A 12-Cost minion: "Costs (X) less, X the Cost of the last card you played." */
const GIANT = { id: "C_REC_LAST", type: "MINION", cost: 12, attack: 8, health: 8,
  auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", read: "lastCost", multiply: -1 } } }] };

const deck = () => [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
const heroDamage = (r: ReturnType<typeof run>, k: 0 | 1) => 30 - (r.state.players[k]!.hero.health ?? 30);

describe("record of cards played this game", () => {
  it("each play is recorded with its card, the cost paid and the turn; the output state loads again", () => {
    const r = run(request([player({ hand: [{ card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }], deck: deck() }), player({ deck: deck() })],
      [{ type: "play", card: "W" }, { type: "play", card: "F", target: "p2.hero" }]));
    const rec = r.state.players[0].playedThisGame!;
    expect(rec.map((x) => [x.card, x.cost, x.turn])).toEqual([[WISP, 0, 5], [FIREBALL, 4, 5]]);
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_GAME).toBe(2);
    expect(r.state.players[1].playedThisGame).toBeUndefined();
    // kept across turns, and the state loads back as input
    const body = { seed: 1, state: { ...r.state, turn: 6, activePlayer: 2 }, actions: [{ type: "endTurn" }] };
    const again = resolve(ResolveRequest.parse(body));
    expect(again.state.players[0].playedThisGame!.map((x) => x.card)).toEqual([WISP, FIREBALL]);
  });

  it("a countered card is taken out of the record", () => {
    const r = run(request([player({ hand: [{ card: FIREBALL, ref: "F" }], deck: deck() }), player({ secrets: [{ card: COUNTERSPELL }] })],
      [{ type: "play", card: "F", target: "p2.hero" }], { state: { turn: 5, activePlayer: 1 } }));
    expect(at(r.state, "F").zone).toBe("graveyard");
    expect(r.state.players[0].playedThisGame).toBeUndefined();
    expect(r.state.players[0].tags.NUM_CARDS_PLAYED_THIS_GAME).toBeUndefined();
  });

  it("a count of one kind of card (a client card's cost aura), from a snapshot's record too", () => {
    const hand = [{ card: FISHER.id, ref: "X" }];
    const snap = run(request([player({ hand, playedThisGame: [{ card: CHAOS_STRIKE, cost: 2, turn: 1 }, { card: FIREBALL, cost: 4, turn: 3 }, { card: CHAOS_STRIKE, cost: 2, turn: 3 }] }), player()],
      [{ type: "endTurn" }], { cards: [FISHER] }));
    expect(at(snap.state, "X").cost).toBe(8);
    const none = run(request([player({ hand }), player({ playedThisGame: [{ card: CHAOS_STRIKE, cost: 2, turn: 2 }] })], [{ type: "endTurn" }], { cards: [FISHER] }));
    expect(at(none.state, "X").cost).toBe(10);
  });

  it("while holding this: only the plays made since the card came into the hand, its own play left out", () => {
    // a minion played while it is held: 5 damage
    const yes = run(request([player({ hand: [{ card: WISP, ref: "W" }, { card: HELD.id, ref: "H" }], deck: deck() }), player()],
      [{ type: "play", card: "W" }, { type: "play", card: "H" }], { cards: [HELD] }));
    expect(heroDamage(yes, 1)).toBe(5);
    // minions played before it came into the hand (in the snapshot's record) do not count
    const before = run(request([player({ hand: [{ card: HELD.id, ref: "H" }], deck: deck(), playedThisGame: [{ card: WISP, cost: 0, turn: 5 }] }), player()],
      [{ type: "play", card: "H" }], { cards: [HELD] }));
    expect(heroDamage(before, 1)).toBe(1);
    // a spell played while it is held is not a minion
    const spell = run(request([player({ hand: [{ card: FIREBALL, ref: "F" }, { card: HELD.id, ref: "H" }], deck: deck() }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "H" }], { cards: [HELD] }));
    expect(heroDamage(spell, 1)).toBe(6 + 1);
    // drawn after the minion was played: not held then
    const drawn = run(request([player({ hand: [{ card: WISP, ref: "W" }], deck: [{ card: HELD.id, ref: "H" }] }), player({ deck: deck() })],
      [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "H" }], { cards: [HELD] }));
    expect(heroDamage(drawn, 1)).toBe(1);
    // the state carries the mark: a card held at a play has HELD_SINCE_PLAY
    const mark = run(request([player({ hand: [{ card: WISP, ref: "W" }, { card: HELD.id, ref: "H" }], deck: deck() }), player()],
      [{ type: "play", card: "W" }], { cards: [HELD] }));
    expect(at(mark.state, "H").tags?.HELD_SINCE_PLAY).toBe(1);
  });

  it("another copy of this: a copy played earlier counts, the card's own play does not", () => {
    const once = run(request([player({ hand: [{ card: COPY.id, ref: "A" }] }), player()], [{ type: "play", card: "A" }], { cards: [COPY] }));
    expect(heroDamage(once, 1)).toBe(1);
    const twice = run(request([player({ hand: [{ card: COPY.id, ref: "A" }, { card: COPY.id, ref: "B" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [COPY] }));
    expect(heroDamage(twice, 1)).toBe(1 + 1 + 3);
  });

  it("read lastCost: what the last card played cost when it was played", () => {
    const r = run(request([player({ hand: [{ card: FIREBALL, ref: "F" }, { card: GIANT.id, ref: "G" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }], { cards: [GIANT] }));
    expect(at(r.state, "G").cost).toBe(8);
    const none = run(request([player({ hand: [{ card: GIANT.id, ref: "G" }] }), player()], [{ type: "endTurn" }], { cards: [GIANT] }));
    expect(at(none.state, "G").cost).toBe(12);
  });

  it("the record is bounded: a snapshot gives at most 200 plays", () => {
    const many = Array.from({ length: 201 }, () => ({ card: WISP, cost: 0, turn: 1 }));
    expect(() => ResolveRequest.parse(request([player({ playedThisGame: many }), player()], []))).toThrow();
  });

  it("thisGame: the player's discards and attacks this game (a client card's aura)", () => {
    const BRAWLER = { id: "C_REC_GAME", type: "MINION", cost: 3, attack: 1, health: 1,
      auras: [{ to: "self", buff: { attack: { thisGame: "attacks" }, health: { thisGame: "discarded", multiply: 2 } } }] };
    const DISCARD = { id: "C_REC_DISC", type: "SPELL", cost: 0, spell: [{ type: "discard", count: 1 }] };
    const r = run(request([player({ board: [{ card: BRAWLER.id, ref: "B" }, { card: "CS2_182", ref: "Y" }],
      hand: [{ card: DISCARD.id, ref: "D" }, { card: WISP, ref: "W" }], tags: { NUM_ATTACKS_THIS_GAME: 1 } }), player({ tags: { NUM_CARDS_DISCARDED_THIS_GAME: 3 } })],
      [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "D" }], { cards: [BRAWLER, DISCARD] }));
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(at(r.state, "B").attack).toBe(1 + 2);
    expect(at(r.state, "B").health).toBe(1 + 2);
    expect(r.state.players[0].tags).toMatchObject({ NUM_ATTACKS_THIS_GAME: 2, NUM_CARDS_DISCARDED_THIS_GAME: 1 });
  });

  it("filter playedLastTurn: the minions the opponent played on their last turn, by entity id (a client card)", () => {
    const BOUNCER = { id: "C_REC_BOUNCE", type: "SPELL", cost: 1, spell: [{ type: "returnToHand", to: { all: "minions", where: { playedLastTurn: "enemy" } } }] };
    const r = run(request([player({ hand: [{ card: BOUNCER.id, ref: "S" }] }),
      player({ board: [{ card: WISP, ref: "A", id: 40 }, { card: WISP, ref: "B", id: 41 }], playedThisTurn: [WISP],
        playedThisGame: [{ card: WISP, cost: 0, turn: 2, id: 40 }, { card: WISP, cost: 0, turn: 4, id: 41 }] })],
      [{ type: "play", card: "S" }], { cards: [BOUNCER] }));
    expect(at(r.state, "B").zone).toBe("hand");
    expect(at(r.state, "A").zone).toBe("board");
  });

  it("dealtThisTurn withSpells: the damage the player's spells dealt this turn (a client card's cost aura)", () => {
    const SAGE = { id: "C_REC_SPELLDMG", type: "MINION", cost: 9, attack: 3, health: 3,
      auras: [{ to: "self", zone: "hand", buff: { cost: { dealtThisTurn: "withSpells", multiply: -1 } } }] };
    const r = run(request([player({ hand: [{ card: FIREBALL, ref: "F" }, { card: SAGE.id, ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] }), player()],
      [{ type: "play", card: "F", target: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }], { cards: [SAGE] }));
    expect(at(r.state, "S").cost).toBe(9 - 6);
    expect(r.state.players[0].tags.SPELL_DAMAGE_DEALT_THIS_TURN).toBe(6);
  });

  it("created: a card made during the game (CREATOR) is recorded as such; a count of them (a client card's cost aura)", () => {
    const TECH = { id: "C_REC_MADE", type: "MINION", cost: 7, attack: 3, health: 3,
      auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "card", created: true, multiply: -1 } } }] };
    const r = run(request([player({ hand: [{ card: WISP, ref: "A", tags: { CREATOR: 3 } }, { card: WISP, ref: "B" }, { card: TECH.id, ref: "T" }],
      playedThisGame: [{ card: FIREBALL, cost: 4, turn: 3, created: true }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [TECH] }));
    expect(r.state.players[0].playedThisGame!.map((x) => x.created ?? false)).toEqual([true, true, false]);
    expect(at(r.state, "T").cost).toBe(7 - 2);
  });
});

describe("while holding this: a copy", () => {
  // A copy of a card in hand is a new card in the hand (4.8): it keeps the original's states, not the time the original
  // has been held. Ebb and Flow: "If you played a minion while holding this, gain 5 Armor."
  const copier = { id: "T_HAND_COPIER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "addCard", copyOf: { all: "hand", side: "friendly", where: { type: "spell" } } }] };
  const body = (play: string) => request(
    [player({ hand: [{ card: "CS2_231", ref: "W" }, { card: "TIME_702", ref: "S" }, { card: "T_HAND_COPIER", ref: "C" }] }), player()],
    [{ type: "play", card: "W" }, { type: "play", card: "C" }, { type: "play", card: play, target: "p2.hero" }],
    { cards: [copier] },
  );

  it("the original, held while two minions were played: 5 Armor", () => {
    expect(run(body("S")).state.players[0].hero.armor).toBe(5);
  });

  it("the copy, made after those plays: no minion played while it was held, no Armor", () => {
    const r = run(body("p1.hand.1"));
    expect(r.state.players[1].hero.health).toBe(27);
    expect(r.state.players[0].hero.armor).toBe(0);
    // The original is still in hand, still held since the first play.
    expect(at(r.state, "S").card).toBe("TIME_702");
  });
});
