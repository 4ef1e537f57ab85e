/**
 * The card-format additions of w10/toys (docs/card-format.md, "Miniaturize and Gigantify"), used by cards a client sends in
 * a request's `cards` (the format is one format): the card fields `miniaturize` and `gigantify`.
 */
import { describe, expect, it } from "vitest";
import { player, request, run } from "../support/engine.js";

/** The docs' example: a 4-Cost 4/4 "Miniaturize, Gigantify. Battlecry: Draw a card", its Mini and its Gigantic. */
const TOY = { id: "MY_TOY", type: "MINION", cost: 4, attack: 4, health: 4, miniaturize: "MY_TOY_MINI", gigantify: "MY_TOY_GIANT", battlecry: [{ type: "draw" }] };
const MINI = { id: "MY_TOY_MINI", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "draw" }] };
const GIANT = { id: "MY_TOY_GIANT", type: "MINION", cost: 8, attack: 8, health: 8, battlecry: [{ type: "draw" }] };
const CARDS = { cards: [TOY, MINI, GIANT] };

describe("miniaturize / gigantify", () => {
  it("played from hand: the Mini, then the Gigantic, at the right end of the hand, before the Battlecry's draw", () => {
    const r = run(request([player({ hand: [{ card: "MY_TOY", ref: "T" }, { card: "CS2_231" }], deck: [{ card: "CS2_182" }] }), player()],
      [{ type: "play", card: "T" }], CARDS));
    expect(r.state.players[0].hand.map((c) => [c.card, c.cost])).toEqual([["CS2_231", 0], ["MY_TOY_MINI", 1], ["MY_TOY_GIANT", 8], ["CS2_182", 4]]);
  });
  it("the Mini played gives nothing more (it has no `miniaturize`)", () => {
    const r = run(request([player({ hand: [{ card: "MY_TOY_MINI", ref: "M" }] }), player()], [{ type: "play", card: "M" }], CARDS));
    expect(r.state.players[0].hand).toEqual([]);
  });
  it("summoned by an effect (not played): no Mini", () => {
    const summoner = { id: "MY_SUMMONER", type: "SPELL", cost: 1, spell: [{ type: "summon", card: "MY_TOY" }] };
    const r = run(request([player({ hand: [{ card: "MY_SUMMONER", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [TOY, MINI, GIANT, summoner] }));
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["MY_TOY"]);
    expect(r.state.players[0].hand).toEqual([]);
  });
  it("an unknown Mini is a 404 before anything resolves", () => {
    expect(() => run(request([player({ hand: [{ card: "MY_TOY", ref: "T" }] }), player()], [{ type: "play", card: "T" }], { cards: [{ ...TOY, miniaturize: "NO_SUCH_CARD" }, GIANT] })))
      .toThrow();
  });
});

describe("the trade event (Trade to upgrade!)", () => {
  /** The docs' example: "Tradeable. Battlecry: Draw a card. (Trade to upgrade!)" */
  const WINDUP = { id: "MY_WINDUP", type: "MINION", cost: 2, attack: 2, health: 2, tags: { TRADEABLE: 1 },
    triggers: [{ on: "trade", zone: "deck", if: { target: "self" }, do: [{ type: "improve" }] }],
    battlecry: [{ type: "draw", count: { stat: "improvements", of: "self", add: 1 } }] };
  it("traded once, drawn back and played: draws 2", () => {
    const r = run(request([player({ hand: [{ card: "MY_WINDUP", ref: "W" }], deck: [{ card: "CS2_231" }, { card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] }), player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] })],
      [{ type: "trade", card: "W" }], { cards: [WINDUP] }));
    const w = r.state.players[0].deck.find((c) => c.card === "MY_WINDUP");
    expect(w?.tags?.IMPROVEMENTS).toBe(1);
  });
  it("not traded: draws 1", () => {
    const r = run(request([player({ hand: [{ card: "MY_WINDUP", ref: "W" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }), player()],
      [{ type: "play", card: "W" }], { cards: [WINDUP] }));
    expect(r.state.players[0].hand.length).toBe(1);
  });
  it("another card traded: no improvement (the trigger is the traded card's own)", () => {
    const r = run(request([player({ hand: [{ card: "MY_WINDUP", ref: "W" }, { card: "MY_WINDUP", ref: "V" }], deck: [{ card: "CS2_231" }] }), player()],
      [{ type: "trade", card: "V" }], { cards: [WINDUP] }));
    expect(r.state.players[0].hand.find((c) => c.ref === "W")?.tags?.IMPROVEMENTS).toBeUndefined();
  });
});

describe("the filter lessThanOf", () => {
  /** The docs' example: "At the end of your turn, destroy a random enemy minion with less Health than this" (4 Health). */
  const BULLY = { id: "MY_BULLY", type: "MINION", cost: 3, attack: 2, health: 4,
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "destroy", to: { random: { all: "minions", side: "enemy", where: { lessThanOf: { stat: "health", of: "self" } } } } }] }] };
  const end = (enemy: string) => run(request([player({ board: [{ card: "MY_BULLY" }] }), player({ board: [{ card: enemy }], deck: [{ card: "CS2_231" }] })],
    [{ type: "endTurn" }], { cards: [BULLY] })).state.players[1].board.map((m) => m.card);
  it("a 3-Health enemy is destroyed", () => expect(end("CS2_172")).toEqual([]));
  it("a 5-Health one is not, nor one with equal Health (4: Sen'jin damaged to 4)", () => {
    expect(end("CS2_182")).toEqual(["CS2_182"]);
    const r = run(request([player({ board: [{ card: "MY_BULLY" }] }), player({ board: [{ card: "CS2_179", health: 4 }], deck: [{ card: "CS2_231" }] })], [{ type: "endTurn" }], { cards: [BULLY] }));
    expect(r.state.players[1].board.map((m) => m.card)).toEqual(["CS2_179"]);
  });
});

describe("the amount spellDamage", () => {
  /** The docs' example: "Deal damage equal to your Spell Damage to the enemy hero" (no Spell Damage added on top). */
  const FOCUS = { id: "MY_FOCUS", type: "SPELL", cost: 1, spell: [{ type: "damage", amount: { spellDamage: "have" }, to: "enemy-hero", spellDamage: false }] };
  it("two Kobold Geomancers: 2 damage", () => {
    const r = run(request([player({ hand: [{ card: "MY_FOCUS", ref: "F" }], board: [{ card: "CS2_142" }, { card: "CS2_142" }] }), player()], [{ type: "play", card: "F" }], { cards: [FOCUS] }));
    expect(r.state.players[1].hero.health).toBe(28);
  });
  it("none: no damage", () => {
    const r = run(request([player({ hand: [{ card: "MY_FOCUS", ref: "F" }] }), player({ board: [{ card: "CS2_142" }] })], [{ type: "play", card: "F" }], { cards: [FOCUS] }));
    expect(r.state.players[1].hero.health).toBe(30);
  });
});

describe("resurrect last", () => {
  /** The docs' example: "Deathrattle: Resurrect your last minion that died" — itself. */
  const ECHOER = { id: "MY_ECHOER", type: "MINION", cost: 3, attack: 2, health: 2, deathrattle: [{ type: "resurrect", last: true }] };
  it("dying after a Yeti died: it comes back itself", () => {
    const r = run(request([player({ board: [{ card: "MY_ECHOER", ref: "M" }], hand: [{ card: "CS2_029", ref: "F" }] }), player()],
      [{ type: "play", card: "F", target: "M" }], { cards: [ECHOER], state: { deaths: [{ card: "CS2_182", controller: 1, turn: 2 }] } }));
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["MY_ECHOER"]);
  });
});
