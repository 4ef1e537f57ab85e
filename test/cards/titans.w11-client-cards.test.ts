/**
 * The card-format additions of session 11 (w11/titans), used by cards a client sends in a request's `cards`: the amount
 * `{ drawn: "thisTurn" }` (the player tag NUM_CARDS_DRAWN_THIS_TURN), the `playedThisGame` amount's `read: "spellSchools"`,
 * and the pool filter `unplayedSpellSchool`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182";
const FROSTBOLT = "CS2_024"; // Frost
const FIREBALL = "CS2_029"; // Fire
const BACKSTAB = "CS2_072"; // no school

// "Battlecry: Gain 1 Armor for each card you've drawn this turn."
const HOARDER = { id: "C_HOARDER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { drawn: "thisTurn" } }] };
// "Draw 2 cards." (a draw of two)
const STUDY = { id: "C_STUDY", type: "SPELL", cost: 0, spell: [{ type: "draw", count: 2 }] };
// "Battlecry: Deal 1 damage to the enemy hero for each card your opponent drew this turn."
const SPITE = { id: "C_SPITE", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "damage", amount: { drawn: "thisTurn", side: "enemy" }, to: "enemy-hero" }] };
// "Gain 2 Armor for each spell school you've cast this game."
const SCHOLAR = { id: "C_SCHOLAR", type: "SPELL", cost: 0, spell: [{ type: "armor", amount: { playedThisGame: "spell", read: "spellSchools", multiply: 2 } }] };
// "Get a random spell from a spell school you haven't cast this game."
const SEEKER = { id: "C_SEEKER", type: "SPELL", cost: 0, spell: [{ type: "addCard", pool: { type: "SPELL", unplayedSpellSchool: true } }] };

describe("client cards: cards drawn this turn", () => {
  it("drawn thisTurn: the player's draws this turn, read as the text resolves", () => {
    const r = run(request([player({ hand: [{ card: "C_STUDY", ref: "S" }, { card: "C_HOARDER", ref: "H" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "S" }, { type: "play", card: "H" }], { cards: [HOARDER, STUDY] }));
    expect(r.state.players[0].hero.armor).toBe(2);
    expect(r.state.players[0].tags?.NUM_CARDS_DRAWN_THIS_TURN).toBe(2);
  });

  it("a burnt card (full hand) is no draw", () => {
    const hand = Array.from({ length: 9 }, () => ({ card: YETI }));
    const r = run(request([player({ hand: [{ card: "C_STUDY", ref: "S" }, ...hand], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "S" }], { cards: [STUDY] }));
    expect(r.state.players[0].tags?.NUM_CARDS_DRAWN_THIS_TURN).toBe(1);
  });

  it("side enemy: the opponent's draws this turn", () => {
    const r = run(request([player({ hand: [{ card: "C_SPITE", ref: "S" }] }), player({ tags: { NUM_CARDS_DRAWN_THIS_TURN: 3 } })],
      [{ type: "play", card: "S" }], { cards: [SPITE] }));
    expect(r.state.players[1].hero.health).toBe(27);
  });
});

describe("client cards: spell schools cast this game", () => {
  it("read spellSchools: different schools among the spells played (a schoolless spell adds none)", () => {
    const played = [FROSTBOLT, FROSTBOLT, FIREBALL, BACKSTAB].map((card) => ({ card, cost: 1, turn: 3 }));
    const r = run(request([player({ hand: [{ card: "C_SCHOLAR", ref: "S" }], playedThisGame: played }), player()],
      [{ type: "play", card: "S" }], { cards: [SCHOLAR] }));
    expect(r.state.players[0].hero.armor).toBe(4);
  });

  it("unplayedSpellSchool: a spell with a school none of the spells played has", () => {
    const played = [FROSTBOLT, FIREBALL].map((card) => ({ card, cost: 1, turn: 3 }));
    for (const seed of [1, 2, 3]) {
      const r = run(request([player({ hand: [{ card: "C_SEEKER", ref: "S" }], playedThisGame: played }), player()],
        [{ type: "play", card: "S" }], { cards: [SEEKER], seed }));
      const f = findCard(r.state.players[0].hand[0]!.card)!;
      expect(f.type).toBe("SPELL");
      expect(f.spellSchool).toBeTruthy();
      expect(["FROST", "FIRE"]).not.toContain(f.spellSchool);
    }
  });
});

// "Deal 1 damage to the enemy hero for each card they played last turn."
const GRUDGE = { id: "C_GRUDGE", type: "SPELL", cost: 0, spell: [{ type: "damage", amount: { playedThisGame: "card", side: "enemy", lastTurn: true }, to: "enemy-hero" }] };

describe("client cards: plays of the player's last turn", () => {
  it("lastTurn: only the plays of the opponent's most recent turn (turn 4 of turn 5), not older ones", () => {
    const theirs = [{ card: YETI, cost: 4, turn: 2 }, { card: YETI, cost: 4, turn: 4 }, { card: FIREBALL, cost: 4, turn: 4 }];
    const r = run(request([player({ hand: [{ card: "C_GRUDGE", ref: "G" }] }), player({ playedThisGame: theirs })],
      [{ type: "play", card: "G" }], { cards: [GRUDGE] }));
    expect(r.state.players[1].hero.health).toBe(28);
  });

  it("lastTurn reads the player tag LAST_TURN_ENDED when a snapshot gives it", () => {
    const theirs = [{ card: YETI, cost: 4, turn: 2 }, { card: YETI, cost: 4, turn: 4 }];
    const r = run(request([player({ hand: [{ card: "C_GRUDGE", ref: "G" }] }), player({ playedThisGame: theirs, tags: { LAST_TURN_ENDED: 2 } })],
      [{ type: "play", card: "G" }], { cards: [GRUDGE] }));
    expect(r.state.players[1].hero.health).toBe(29);
  });
});

// "Battlecry: Gain 1 Armor for each Beast you've summoned this game."
const KEEPER = { id: "C_KEEPER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { summoned: "minions", race: "BEAST" } }] };
// "Has +1 Attack for each other C_TWIN you've summoned this game."
const TWIN = { id: "C_TWIN", type: "MINION", cost: 1, attack: 1, health: 1, auras: [{ to: "self", buff: { attack: { summoned: "minions", cards: ["C_TWIN"], other: true } } }] };
// "After this is summoned, draw a card."
const SCOUT = { id: "C_SCOUT", type: "MINION", cost: 1, attack: 1, health: 1, triggers: [{ on: "after-summon", ownSummon: true, if: { target: "self" }, do: [{ type: "draw" }] }] };
const CALL = { id: "C_CALL", type: "SPELL", cost: 0, spell: [{ type: "summon", card: "C_SCOUT" }] };
const CROC = "CS2_120"; // Beast

describe("client cards: the summon record", () => {
  it("summoned minions: played and summoned minions of the player, filtered by type; the opponent's not counted", () => {
    const r = run(request([player({ hand: [{ card: CROC, ref: "C" }, { card: "C_KEEPER", ref: "K" }] }), player()],
      [{ type: "play", card: "C" }, { type: "play", card: "K" }],
      { cards: [KEEPER], state: { summons: [{ card: CROC, controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 }, { card: CROC, controller: 2, turn: 4 }] } }));
    expect(r.state.players[0].hero.armor).toBe(2);
    expect(r.state.summons?.map((s) => s.card)).toEqual([CROC, YETI, CROC, CROC, "C_KEEPER"]);
  });

  it("other: this minion's own summon left out", () => {
    const r = run(request([player({ hand: [{ card: "C_TWIN", ref: "A" }, { card: "C_TWIN", ref: "B" }] }), player()],
      [{ type: "play", card: "A" }, { type: "play", card: "B" }], { cards: [TWIN] }));
    expect(r.state.players[0].board.map((m) => m.attack)).toEqual([2, 2]);
  });

  it("ownSummon: 'After this is summoned' answers its own summon by an effect", () => {
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "S" }], deck: [{ card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "S" }], { cards: [SCOUT, CALL] }));
    expect(r.state.players[0].hand.length).toBe(1);
  });

  it("without ownSummon a minion's own summon is never answered (1.5)", () => {
    const plain = { ...SCOUT, triggers: [{ on: "after-summon", if: { target: "self" }, do: [{ type: "draw" }] }] };
    const r = run(request([player({ hand: [{ card: "C_CALL", ref: "S" }], deck: [{ card: YETI }, { card: YETI }] }), player()],
      [{ type: "play", card: "S" }], { cards: [plain, CALL] }));
    expect(r.state.players[0].hand.length).toBe(0);
  });
});
