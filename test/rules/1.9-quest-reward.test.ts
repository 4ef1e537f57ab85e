/**
 * Rulebook 1.9 阶段间步骤: the quest-reward step comes first among the inter-phase steps; quests live in the secret
 * zone (1.4) with progress; 2.2's worked examples for The Marsh Queen (a minion that cost 1 when played and was not
 * transformed; it counts even if it left play).
 */
import { describe, expect, it } from "vitest";
import { at, cards, events, nodes, player, request, run } from "../support/engine.js";

const queen = (progress = 0) => ({ card: "UNG_920", ref: "MQ", ...(progress ? { tags: { QUEST_PROGRESS: progress } } : {}) });
const suicide = { id: "T_SUICIDE_1", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "destroy", to: "self" }] };

describe("1.9 quests and the quest-reward step", () => {
  it("a quest is played into the secret zone; a second quest cannot be played", () => {
    const r = run(request([player({ hand: [{ card: "UNG_920", ref: "MQ" }] }), player()], [{ type: "play", card: "MQ" }]));
    expect(at(r.state, "MQ").zone).toBe("secrets");
    const again = request([player({ secrets: [queen()], hand: [{ card: "UNG_920", ref: "MQ2" }] }), player()], [{ type: "play", card: "MQ2" }]);
    expect(() => run(again)).toThrow(/already have a quest/);
  });

  it("a 1-Cost minion played adds progress; other costs do not", () => {
    const r = run(request([player({ secrets: [queen(2)], hand: [{ card: "CS2_171", ref: "B" }, { card: "CS2_172", ref: "R" }] }), player()],
      [{ type: "play", card: "B" }, { type: "play", card: "R" }]));
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS).toBe(3);
  });

  it("the seventh 1-Cost minion completes it; the reward comes in the quest-reward step, before death creation", () => {
    const r = run(request([player({ secrets: [queen(6)], hand: [{ card: "CS2_171", ref: "B" }] }), player()], [{ type: "play", card: "B" }]));
    expect(at(r.state, "MQ").zone).toBe("graveyard");
    expect(cards(r.state.players[0].hand)).toEqual(["UNG_920t1"]);
    const steps = nodes(r, "step").map((s) => s.name);
    const reward = steps.indexOf("quest-reward");
    expect(reward).toBeGreaterThan(steps.indexOf("after-play"));
    expect(steps[reward + 1]).toBe("death-creation");
  });

  it("a minion cost reduced to 1 counts: the cost is the one it had when played", () => {
    const r = run(request([player({ secrets: [queen()], hand: [{ card: "CS2_172", ref: "R", cost: 1 }] }), player()], [{ type: "play", card: "R" }]));
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS).toBe(1);
  });

  it("2.2 例如: a 1-Cost Faceless Manipulator copying a Stonetusk Boar does not count", () => {
    const r = run(request([player({ secrets: [queen()], board: [{ card: "CS2_171", ref: "B" }], hand: [{ card: "EX1_564", ref: "F", cost: 1 }] }), player()],
      [{ type: "play", card: "F", target: "B" }]));
    expect(at(r.state, "F").card).toBe("CS2_171");
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS ?? 0).toBe(0);
  });

  it("2.2 例如: the enemy Potion of Polymorph entered first, so it transforms the Boar before the Marsh Queen resolves: no progress", () => {
    const r = run(request([
      player({ secrets: [{ ...queen(), order: 20 }], hand: [{ card: "CS2_171", ref: "B" }] }),
      player({ secrets: [{ card: "CFM_620", ref: "POT", order: 10 }] }),
    ], [{ type: "play", card: "B" }]));
    expect(at(r.state, "B").card).toBe("CS2_tk1");
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS ?? 0).toBe(0);
  });

  it("2.2 例如: the Marsh Queen played first resolves before the Potion: it counts", () => {
    const r = run(request([
      player({ secrets: [{ ...queen(), order: 10 }], hand: [{ card: "CS2_171", ref: "B" }] }),
      player({ secrets: [{ card: "CFM_620", ref: "POT", order: 20 }] }),
    ], [{ type: "play", card: "B" }]));
    expect(at(r.state, "B").card).toBe("CS2_tk1");
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS).toBe(1);
  });

  it("2.2 注意: a Sheep transformed into a Sheep still does not count", () => {
    const r = run(request([
      player({ secrets: [{ ...queen(), order: 20 }], hand: [{ card: "CS2_tk1", ref: "S" }] }),
      player({ secrets: [{ card: "CFM_620", ref: "POT", order: 10 }] }),
    ], [{ type: "play", card: "S" }]));
    expect(events(r, "transform")).toHaveLength(1);
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS ?? 0).toBe(0);
  });

  it("2.2 例外: a 1-Cost minion that left play before the finish phase still counts (Knife Juggler does not throw)", () => {
    const r = run(request([player({ secrets: [queen()], board: [{ card: "NEW1_019", ref: "KJ" }], hand: [{ card: "T_SUICIDE_1", ref: "X" }] }), player()],
      [{ type: "play", card: "X" }], { cards: [suicide] }));
    expect(at(r.state, "X").zone).toBe("graveyard");
    expect(at(r.state, "MQ").tags?.QUEST_PROGRESS).toBe(1);
    expect(r.state.players[1].hero.health).toBe(30);
  });

  it("Queen Carnassa shuffles 15 Raptors into the deck, each place a recorded random decision; a Raptor draws", () => {
    const r = run(request([player({ hand: [{ card: "UNG_920t1", ref: "Q" }], deck: [{ card: "CS2_182" }, { card: "CS2_182" }] }), player()], [{ type: "play", card: "Q" }]));
    expect(r.state.players[0].deck.filter((c) => c.card === "UNG_920t2")).toHaveLength(15);
    expect(r.random.filter((d) => d.purpose.startsWith("place in the deck"))).toHaveLength(15);
    const brood = run(request([player({ hand: [{ card: "UNG_920t2", ref: "R" }], deck: [{ card: "CS2_182", ref: "Y" }] }), player()], [{ type: "play", card: "R" }]));
    expect(at(brood.state, "Y").zone).toBe("hand");
  });
});
