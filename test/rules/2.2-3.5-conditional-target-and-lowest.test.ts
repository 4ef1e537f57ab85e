/**
 * Two parts of the card format the Demon Hunter cards brought, read against the rulebook:
 * - a target requirement with `if` (2.2 结算阶段 b, 3.3): the card takes a target only while the condition holds as it is
 *   played (REQ_TARGET_IF_AVAILABLE_AND_HERO_ATTACKED_THIS_TURN: Glaivebound Adept), and the `attackedThisTurn` filter
 *   (NUM_ATTACKS_THIS_TURN, 2.6 f: a cancelled attack counts too);
 * - a random pick of the `lowest`/`highest` by a stat (Fel Barrage), whose candidates are those 3.5 allows first.
 */
import { describe, expect, it } from "vitest";
import { options } from "../../src/engine/index.js";
import { OptionsRequest } from "../../src/engine/hearthstone/schema.js";
import { at, events, nodes, player, request, run } from "../support/engine.js";

type Body = Record<string, unknown>;
/** "Battlecry: If a friendly minion attacked this turn, deal 2 damage to a minion." */
const IF_ATTACKED: Body = {
  id: "IF_ATK", type: "MINION", cost: 0, attack: 1, health: 1,
  target: { type: "minion", if: { exists: { all: "minions", side: "friendly", where: { attackedThisTurn: true } } } },
  battlecry: [{ type: "damage", amount: 2, to: "target" }],
};

describe("2.2 a target requirement with a condition", () => {
  it("no target while the condition does not hold: played without one, a target named is illegal", () => {
    const base = [player({ hand: [{ card: "IF_ATK", ref: "I" }], board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })] as [Body, Body];
    const r = run(request(base, [{ type: "play", card: "I" }], { cards: [IF_ATTACKED] }));
    expect(at(r.state, "I").zone).toBe("board");
    expect(events(r, "damage")).toHaveLength(0);
    expect(() => run(request(base, [{ type: "play", card: "I", target: "E" }], { cards: [IF_ATTACKED] }))).toThrow();
  });
  it("once it holds (a friendly minion attacked), a target is needed and hit", () => {
    const base = [player({ hand: [{ card: "IF_ATK", ref: "I" }], board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })] as [Body, Body];
    const r = run(request(base, [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "I", target: "E" }], { cards: [IF_ATTACKED] }));
    expect(at(r.state, "E").health).toBe(3);
    expect(() => run(request(base, [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "I" }], { cards: [IF_ATTACKED] }))).toThrow();
  });
  it("options follow the condition: Glaivebound Adept without a target, then with every character as one once the hero attacked", () => {
    const body = request([player({ hand: [{ card: "BT_495", ref: "G" }], weapon: { card: "CS2_106" } }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
      [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]);
    const plays = (state: unknown) => options(OptionsRequest.parse({ state })).actions.filter((a) => a.type === "play");
    expect(plays(body.state)).toEqual([{ type: "play", card: "G" }]);
    const after = run(body);
    const targets = plays(after.state).map((a) => (a as { target?: string }).target);
    expect(targets).toHaveLength(3);
    expect(targets).not.toContain(undefined);
  });
  it("attackedThisTurn: the count is the turn's, reset when the next turn starts", () => {
    const r = run(request([player({ hand: [{ card: "BT_495", ref: "G" }], weapon: { card: "CS2_106" } }), player({ deck: [{ card: "CS2_231" }] })],
      [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "G" }]));
    expect(at(r.state, "G").zone).toBe("board");
    expect(events(r, "damage").filter((e) => e.source?.card === "BT_495")).toHaveLength(0);
  });
});

describe("3.5 random picks of the lowest (highest) by a stat", () => {
  /** "Deal 3 damage to the highest Attack enemy minion." */
  const HIGHEST: Body = { id: "HI_ATK", type: "SPELL", cost: 0, spell: [{ type: "damage", amount: 3, to: { random: "enemy-minions", highest: "attack" } }] };
  it("highest: only the minion with the most Attack (a random one among ties)", () => {
    const r = run(request([player({ hand: [{ card: "HI_ATK", ref: "H" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, { card: "CS2_186", ref: "G" }] })],
      [{ type: "play", card: "H" }], { cards: [HIGHEST] }));
    expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["G"]);
  });
  it("a mortally wounded character is no candidate for damage, even at the lowest Health (Fel Barrage's second hit)", () => {
    const r = run(request([player({ hand: [{ card: "SW_040", ref: "FB" }] }), player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "FB" }]));
    expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["W", "Y"]);
    const second = nodes(r, "random")[1]!;
    expect(second.candidates.map((c) => (c as { ref: string }).ref)).toEqual(["Y"]);
  });
});
