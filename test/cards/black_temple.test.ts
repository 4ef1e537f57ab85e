/** Behaviour tests of Ashes of Outland (BLACK_TEMPLE) cards. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, fails, player, request, run } from "../support/engine.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const MOONFIRE = "CS2_008";

describe("Ashes of Outland", () => {
  describeCard("BT_737", () => {
    it("Maiev needs a minion target when there is one; a Dormant minion is not one", () => {
      const r = run(request([
        player({ hand: [{ card: "BT_737", ref: "M1" }, { card: "BT_737", ref: "M2" }] }),
        player({ board: [{ card: "CS2_182", ref: "E" }] }),
      ], [{ type: "play", card: "M1", target: "E" }]));
      expect(at(r.state, "E").tags?.DORMANT).toBe(1);
      fails({ seed: 1, state: r.state, actions: [{ type: "play", card: "M2", target: "E" }] } as never, "illegal_action");
    });
    cardCase("BT_737", {
      does: "the enemy minion chosen goes Dormant for 2 turns (not destroyed); its neighbour does not",
      p1: { hand: [{ card: "BT_737", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
      actions: [{ type: "play", card: "M", target: "E" }],
      expect: { "E.zone": "board", "E.tags.DORMANT": 1, "E.tags.DORMANT_TURNS": 2, "E2.tags.DORMANT": undefined, "M.zone": "board", "events.death": 0 },
    });
    cardCase("BT_737", {
      does: "a Dormant minion cannot be attacked",
      p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "BT_737", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "M", target: "E" }, { type: "attack", attacker: "A", defender: "E" }],
      error: "illegal_action",
    });
    cardCase("BT_737", {
      does: "a friendly minion can be chosen too",
      p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "BT_737", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "F" }],
      expect: { "F.tags.DORMANT": 1, "F.tags.DORMANT_TURNS": 2 },
    });
    cardCase("BT_737", {
      does: "it cannot choose a hero",
      p1: { hand: [{ card: "BT_737", ref: "M" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("BT_737", {
      does: "with no minion to choose it is still played",
      p1: { hand: [{ card: "BT_737", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "M.zone": "board", "events.dormant": 0 },
    });
    cardCase("BT_737", {
      does: "after one of its controller's turns it is still Dormant (1 turn left)",
      p1: { hand: [{ card: "BT_737", ref: "M" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M", target: "E" }, { type: "endTurn" }],
      expect: { "E.tags.DORMANT": 1, "E.tags.DORMANT_TURNS": 1 },
    });
    cardCase("BT_737", {
      does: "at the start of its controller's second turn it awakens, and can then be hit",
      p1: { hand: [{ card: "BT_737", ref: "M" }, { card: MOONFIRE, ref: "MF" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "M", target: "E" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
        { type: "play", card: "MF", target: "E" }],
      expect: { "E.tags.DORMANT": undefined, "E.health": 4 },
    });
  });
});
