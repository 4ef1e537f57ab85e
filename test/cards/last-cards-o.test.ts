/**
 * Helper O's cards beyond the rulebook's examples: Ysera's Dream cards (Magnetic's snapshot test is in boomsday.test.ts).
 */
import { describe, expect, it } from "vitest";
import { at, fails, player, request, run } from "../support/engine.js";

type Body = Record<string, unknown>;
const next = (state: unknown, actions: Body[]) => run({ seed: 7, state, actions });
const DREAMS = ["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"];

describe("Ysera and the Dream cards", () => {
  it("Ysera: at the end of your turn, two random Dream cards (two recorded picks from the five)", () => {
    const r = run(request([player({ board: [{ card: "EX1_572", ref: "Y" }] }), player({ board: [{ card: "EX1_572", ref: "EY" }] })], [{ type: "endTurn" }]));
    const got = r.state.players[0].hand.map((c) => c.card);
    expect(got).toHaveLength(2);
    for (const c of got) expect(DREAMS).toContain(c);
    const picks = r.random.filter((d) => d.purpose === "random card");
    expect(picks).toHaveLength(2);
    expect(r.state.players[1].hand).toHaveLength(0); // the enemy Ysera waits for its own turn's end
  });

  it("Ysera Awakens: 5 damage to every character except Ysera (either side's)", () => {
    const r = run(request([player({ board: [{ card: "EX1_572", ref: "Y" }, { card: "CS2_182", ref: "A" }], hand: [{ card: "DREAM_02", ref: "YA" }] }),
      player({ board: [{ card: "CORE_VAN_EX1_572", ref: "Y2" }, { card: "CS2_200", ref: "B" }] })], [{ type: "play", card: "YA" }]));
    expect([at(r.state, "Y").health, at(r.state, "Y2").health]).toEqual([12, 12]);
    expect(at(r.state, "A").zone).toBe("graveyard");
    expect(at(r.state, "B").health).toBe(2); // Boulderfist Ogre 6/7
    expect([r.state.players[0].hero.health, r.state.players[1].hero.health]).toEqual([25, 25]);
  });

  it("Dream returns a minion to its player's hand", () => {
    const r = run(request([player({ hand: [{ card: "DREAM_04", ref: "D" }] }), player({ board: [{ card: "CS2_182", ref: "A", health: 2 }] })],
      [{ type: "play", card: "D", target: "A" }]));
    const a = at(r.state, "A");
    expect([a.zone, a.player, a.card]).toEqual(["hand", 2, "CS2_182"]);
  });

  it("Nightmare: +5/+5, and the minion is destroyed at the start of the caster's next turn, not the opponent's", () => {
    const r1 = run(request([player({ hand: [{ card: "DREAM_05", ref: "N" }] }), player({ board: [{ card: "CS2_182", ref: "A" }] })],
      [{ type: "play", card: "N", target: "A" }]));
    expect([at(r1.state, "A").attack, at(r1.state, "A").health]).toEqual([9, 10]);
    const r2 = next(r1.state, [{ type: "endTurn" }]);
    expect(at(r2.state, "A").zone).toBe("board");
    const r3 = next(r2.state, [{ type: "endTurn" }]);
    expect(at(r3.state, "A").zone).toBe("graveyard");
  });

  it("Laughing Sister can't be targeted by spells", () => {
    fails(request([player({ hand: [{ card: "DS1_185", ref: "AS" }] }), player({ board: [{ card: "DREAM_01", ref: "LS" }] })],
      [{ type: "play", card: "AS", target: "LS" }]), "illegal_action");
  });
});
