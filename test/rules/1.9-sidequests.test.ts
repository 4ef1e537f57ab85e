/**
 * Sidequests (支线任务, Descent of Dragons; the event's Storm the Gates): a quest card with `quest.sidequest`. Like a
 * quest it is played into the secret zone (2.3 b), counts its progress there and gives its reward in the quest-reward
 * step (1.9); unlike a quest, any number may be there beside a quest and each other — not two of the same card — within
 * the secret zone's 5 places. A client card uses it here.
 */
import { describe, expect, it } from "vitest";
import { at, cards, nodes, player, request, run } from "../support/engine.js";

/** "Sidequest: Play 2 Beasts. Reward: a Wisp." */
const side = {
  id: "T_SIDEQUEST", type: "SPELL", cost: 1,
  quest: { total: 2, sidequest: true, reward: [{ type: "addCard", card: "CS2_231" }] },
  triggers: [{ on: "after-play", zone: "secret", ifMinionGone: "left-play", if: { target: { side: "friendly", type: "minion", playedRace: "BEAST" } }, do: [{ type: "questProgress" }] }],
};
const other = { ...side, id: "T_SIDEQUEST_2" };
const queen = { card: "UNG_920", ref: "MQ" };

describe("Sidequests", () => {
  it("a Sidequest is played into the secret zone beside a quest, and a quest beside a Sidequest", () => {
    const r = run(request([player({ secrets: [queen], hand: [{ card: "T_SIDEQUEST", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [side] }));
    expect(at(r.state, "S").zone).toBe("secrets");
    expect(at(r.state, "MQ").zone).toBe("secrets");
    const q = run(request([player({ secrets: [{ card: "T_SIDEQUEST", ref: "S" }], hand: [{ card: "UNG_920", ref: "MQ" }] }), player()], [{ type: "play", card: "MQ" }], { cards: [side] }));
    expect(cards(q.state.players[0].secrets)).toEqual(["T_SIDEQUEST", "UNG_920"]);
  });

  it("two different Sidequests together; not two of the same card; not past the 5 places", () => {
    const r = run(request([player({ secrets: [{ card: "T_SIDEQUEST" }], hand: [{ card: "T_SIDEQUEST_2", ref: "S2" }] }), player()],
      [{ type: "play", card: "S2" }], { cards: [side, other] }));
    expect(cards(r.state.players[0].secrets)).toEqual(["T_SIDEQUEST", "T_SIDEQUEST_2"]);
    const same = request([player({ secrets: [{ card: "T_SIDEQUEST" }], hand: [{ card: "T_SIDEQUEST", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [side] });
    expect(() => run(same)).toThrow(/already in play/);
    const secrets = ["EX1_130", "EX1_136", "EX1_132", "EX1_379", "UNG_920"].map((card) => ({ card }));
    const full = request([player({ secrets, hand: [{ card: "T_SIDEQUEST", ref: "S" }] }), player()], [{ type: "play", card: "S" }], { cards: [side] });
    expect(() => run(full)).toThrow(/5 secrets/);
  });

  it("progress on its own triggers; at its total the reward comes in the quest-reward step and it goes to the graveyard", () => {
    const r = run(request([player({ secrets: [{ card: "T_SIDEQUEST", ref: "S" }], hand: [{ card: "CS2_171", ref: "B1" }, { card: "CS2_182", ref: "R" }, { card: "CS2_171", ref: "B2" }] }), player()],
      [{ type: "play", card: "B1" }, { type: "play", card: "R" }], { cards: [side] }));
    expect(at(r.state, "S").tags?.QUEST_PROGRESS).toBe(1);
    const done = run(request([player({ secrets: [{ card: "T_SIDEQUEST", ref: "S" }, queen], hand: [{ card: "CS2_171", ref: "B1" }, { card: "CS2_171", ref: "B2" }] }), player()],
      [{ type: "play", card: "B1" }, { type: "play", card: "B2" }], { cards: [side] }));
    expect(at(done.state, "S").zone).toBe("graveyard");
    expect(at(done.state, "MQ").zone).toBe("secrets");
    expect(cards(done.state.players[0].hand)).toEqual(["CS2_231"]);
    expect(nodes(done, "step").filter((s) => s.name === "quest-reward")).toHaveLength(1);
  });
});
