/**
 * The card field `rank` (等级, Forged in the Barrens; w11/storm) used by cards a client sends in a request's `cards`: a card
 * in hand upgrades when its owner has the Mana Crystals (docs/card-format.md "Rank", rules-notes 1100).
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

const BOLT = { id: "MY_BOLT", type: "SPELL", cost: 1, rank: { at: 5, into: "MY_BOLT_2" }, spell: [{ type: "damage", amount: 1, to: "enemy-hero" }] };
const BOLT_2 = { id: "MY_BOLT_2", type: "SPELL", cost: 1, rank: { at: 10, into: "MY_BOLT_3" }, spell: [{ type: "damage", amount: 2, to: "enemy-hero" }] };
const BOLT_3 = { id: "MY_BOLT_3", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: 3, to: "enemy-hero" }] };
const DISCOUNT = { id: "MY_DISCOUNT", type: "SPELL", cost: 0, spell: [{ type: "buff", to: { all: "hand", side: "friendly" }, cost: -1 }] };
const DRAW = { id: "MY_DRAW", type: "SPELL", cost: 0, spell: [{ type: "draw" }] };
const CARDS = { cards: [BOLT, BOLT_2, BOLT_3, DISCOUNT, DRAW] };
const mana = (crystals: number) => ({ crystals, used: 0 });

describe("client cards using rank", () => {
  it("below the crystals it stays and casts as Rank 1", () => {
    const r = run(request([player({ hand: [{ card: "MY_BOLT", ref: "B" }], mana: mana(4) }), player()], [{ type: "play", card: "B" }], CARDS));
    expect(r.state.players[1].hero.health).toBe(29);
    expect(at(r.state, "B").card).toBe("MY_BOLT");
  });

  it("at 5 crystals it is Rank 2, at 10 Rank 3 (both steps at once)", () => {
    const r5 = run(request([player({ hand: [{ card: "MY_BOLT", ref: "B" }], mana: mana(5) }), player()], [{ type: "play", card: "B" }], CARDS));
    expect(r5.state.players[1].hero.health).toBe(28);
    const r10 = run(request([player({ hand: [{ card: "MY_BOLT", ref: "B" }] }), player()], [{ type: "play", card: "B" }], CARDS));
    expect(r10.state.players[1].hero.health).toBe(27);
    expect(at(r10.state, "B").card).toBe("MY_BOLT_3");
  });

  it("a crystal gained mid-turn (Wild Growth) upgrades it, keeping a Cost change made before", () => {
    const r = run(request([player({ hand: [{ card: "MY_DISCOUNT", ref: "D" }, { card: "MY_BOLT", ref: "B" }, { card: "CS2_013", ref: "G" }], mana: mana(4) }), player()],
      [{ type: "play", card: "D" }, { type: "play", card: "G" }], CARDS));
    const b = at(r.state, "B");
    expect(b.card).toBe("MY_BOLT_2");
    expect(b.cost).toBe(0);
  });

  it("not in the deck: drawn at 10 crystals it becomes Rank 3 as it reaches the hand", () => {
    const r = run(request([player({ hand: [{ card: "MY_DRAW", ref: "I" }], deck: [{ card: "MY_BOLT", ref: "B" }, { card: "MY_BOLT", ref: "K" }] }), player()],
      [{ type: "play", card: "I" }], CARDS));
    expect(at(r.state, "B")).toMatchObject({ zone: "hand", card: "MY_BOLT_3" });
    expect(at(r.state, "K")).toMatchObject({ zone: "deck", card: "MY_BOLT" });
  });
});

describe("client cards using the filter attackParity and a resurrect count amount", () => {
  it("\"Deal 2 damage to all even-Attack minions\": the 4-Attack Yeti is hit, the 1-Attack Wisp not", () => {
    const EVENS = { id: "MY_EVENS", type: "SPELL", cost: 2, spell: [{ type: "damage", amount: 2, to: { all: "minions", where: { attackParity: "even" } } }] };
    const r = run(request([player({ hand: [{ card: "MY_EVENS", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "play", card: "S" }], { cards: [EVENS] }));
    expect(at(r.state, "Y").health).toBe(3);
    expect(at(r.state, "W").zone).toBe("board");
  });

  it("\"Resurrect a friendly minion for each card in your hand\": two cards in hand, two come back", () => {
    const RAISE = { id: "MY_RAISE", type: "SPELL", cost: 1, spell: [{ type: "resurrect", count: { count: { all: "hand", side: "friendly" } } }] };
    const r = run(request([player({ hand: [{ card: "MY_RAISE", ref: "S" }, { card: "CS2_231" }, { card: "CS2_231" }], board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_172", ref: "B" }, { card: "CS2_120", ref: "C" }] }), player()],
      [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "C" }, { type: "play", card: "S" }], { cards: [RAISE] }));
    expect(r.state.players[0].board.length).toBe(2);
  });
});

describe("client cards using castSpell from: hand", () => {
  it("\"Battlecry: Cast the highest Cost Frost spell from your hand\": the Frost spell of the highest Cost is cast for free, the others stay", () => {
    const CHILL = { id: "MY_CHILL", type: "MINION", cost: 3, attack: 2, health: 2, battlecry: [{ type: "castSpell", from: "hand", highest: "cost", where: { spellSchool: "FROST" } }] };
    const r = run(request([player({ hand: [{ card: "MY_CHILL", ref: "C" }, { card: "CS2_024", ref: "B" }, { card: "CS2_026", ref: "N" }, { card: "CS2_029", ref: "F" }] }),
      player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "C" }], { cards: [CHILL] }));
    // Frost Nova (3) over Frostbolt (2); Fireball (4) is no Frost spell
    expect(at(r.state, "N").zone).toBe("graveyard");
    expect(at(r.state, "B").zone).toBe("hand");
    expect(at(r.state, "F").zone).toBe("hand");
    expect(at(r.state, "Y").tags?.FROZEN).toBe(1);
    expect(r.state.players[0].mana.used).toBe(3);
  });
});
