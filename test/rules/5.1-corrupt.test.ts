/**
 * 腐蚀 Corrupt (5.1): "在你使用一张牌之后，你手牌中所有法力值消耗小于该牌的腐蚀牌将变形为对应的已腐蚀牌。腐蚀能否触发取决于在
 * 腐蚀结算时，腐蚀卡牌和使用卡牌的费用。" The rulebook's example: you play Demonic Studies; Tickatus and Abyssal Enforcer in
 * your hand then cost 5 and 6. You play the Enforcer: Demonic Studies' reduction is used up, Tickatus costs 6 again, so it
 * is not corrupted. (Its states kept: test/cards/wild-a-client-cards.test.ts, "corrupt".)
 * Abyssal Enforcer (a 7-Cost Demon) is not in the library: a client's 7-Cost Demon without text stands in for it, since
 * only its Cost and race matter here.
 */
import { describe, expect, it } from "vitest";
import { at, player, request, run } from "../support/engine.js";

type Body = Record<string, unknown>;
const ENFORCER: Body = { id: "RB_ENFORCER", type: "MINION", cost: 7, attack: 6, health: 6, races: ["DEMON"] };
const OGRE: Body = { id: "RB_OGRE", type: "MINION", cost: 7, attack: 6, health: 6 };
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

const studiesThen = (big: string) =>
  run(request(
    [player({ hand: [{ card: "CORE_SCH_158", ref: "DS" }, { card: "DMF_118", ref: "T" }, { card: big, ref: "B" }], deck: wisps(6) }), player({ deck: wisps(6, "e") })],
    [{ type: "play", card: "DS" }, { type: "play", card: "B" }],
    { cards: [ENFORCER, OGRE], choices: [0] },
  ));

describe("5.1 腐蚀: the Costs compared as the Corrupt trigger resolves", () => {
  it("the rulebook's example: the 6-Cost Demon played uses up Demonic Studies, Tickatus is back at 6 — not corrupted", () => {
    const r = studiesThen("RB_ENFORCER");
    expect(r.state.players[0].mana.used).toBe(1 + 6); // the Enforcer was played at 6 (7, one less)
    expect(at(r.state, "T").card).toBe("DMF_118");
    expect(at(r.state, "T").cost).toBe(6);
  });
  it("the contrast: a 7-Cost non-Demon does not use the reduction up, Tickatus stays at 5 < 7 — corrupted", () => {
    const r = studiesThen("RB_OGRE");
    expect(r.state.players[0].mana.used).toBe(1 + 7);
    expect(at(r.state, "T").card).toBe("DMF_118t");
    expect(at(r.state, "T").zone).toBe("hand");
  });
});
