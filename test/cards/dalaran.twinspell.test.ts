/**
 * Twinspell (双生法术) cards of Rise of Shadows: with its Overload (2.3 使用阶段 g) the spell gives its copy without Twinspell
 * (the data's `…ts` card), at the place it left in the hand.
 */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5, 4 Cost
const WISP = "CS2_231";

describe("Rise of Shadows: Twinspell", () => {
  describeCard("DAL_256", () => {
    cardCase("DAL_256", {
      does: "five 2/2 Treants; the copy without Twinspell (DAL_256ts) comes back at the place the spell left",
      p1: { hand: [{ card: WISP }, { card: "DAL_256", ref: "FA" }, { card: YETI }] },
      actions: [{ type: "play", card: "FA" }],
      expect: { "p1.board": ["DAL_256t2", "DAL_256t2", "DAL_256t2", "DAL_256t2", "DAL_256t2"], "p1.board.0.attack": 2, "p1.hand": [WISP, "DAL_256ts", YETI], "p1.mana.used": 8 },
    });
    cardCase("DAL_256", {
      does: "the copy summons five Treants too and gives nothing back",
      p1: { hand: [{ card: "DAL_256", ref: "FA" }], mana: { crystals: 20, used: 0, temp: 0, overloadOwed: 0, overloadLocked: 0, maxCrystals: 20 } },
      actions: [{ type: "play", card: "FA" }, { type: "destroy", target: "p1.board.0" }, { type: "destroy", target: "p1.board.0" }, { type: "destroy", target: "p1.board.0" }, { type: "play", card: "p1.hand.0" }],
      expect: { "p1.board.length": 7, "p1.hand": [] },
    });
    cardCase("DAL_256", {
      does: "countered (Counterspell), no copy comes (2.3 g is skipped)",
      p1: { hand: [{ card: "DAL_256", ref: "FA" }] },
      p2: { secrets: [{ card: "EX1_287" }] },
      actions: [{ type: "play", card: "FA" }],
      expect: { "p1.board": [], "p1.hand": [] },
    });
    cardCase("DAL_256", {
      does: "with a full hand but for its own place the copy fits (the spell left the hand first)",
      p1: { hand: [...Array.from({ length: 9 }, () => ({ card: WISP })), { card: "DAL_256", ref: "FA" }] },
      actions: [{ type: "play", card: "FA" }],
      expect: { "p1.hand.length": 10, "p1.hand.9.card": "DAL_256ts" },
    });
  });
  describeCard("DAL_177", () => {
    cardCase("DAL_177", {
      does: "the minion is destroyed and two random minions of its Cost (4) take its place, its controller's; a copy comes back",
      p1: { hand: [{ card: "DAL_177", ref: "CC" }] },
      p2: { board: [{ card: WISP }, { card: YETI, ref: "Y" }, { card: WISP }] },
      actions: [{ type: "play", card: "CC", target: "Y" }],
      check: (r) => {
        const board = r.state.players[1].board;
        expect(board.length).toBe(4);
        expect(board[0]!.card).toBe(WISP);
        expect(board[3]!.card).toBe(WISP);
        for (const m of [board[1]!, board[2]!]) expect(factsById(m.card)!.cost).toBe(4);
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["DAL_177ts"]);
      },
    });
  });
  describeCard("DAL_351", () => {
    cardCase("DAL_351", {
      does: "your minions +1/+1, not the enemy's; the copy without Twinspell comes back",
      p1: { hand: [{ card: "DAL_351", ref: "BA" }], board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "BA" }],
      expect: { "A.attack": 2, "A.health": 2, "B.attack": 5, "B.health": 6, "E.attack": 4, "p1.hand": ["DAL_351ts"] },
    });
    cardCase("DAL_351", {
      does: "played twice (the card then its copy): +2/+2 in all, nothing more in hand",
      p1: { hand: [{ card: "DAL_351", ref: "BA" }], board: [{ card: WISP, ref: "A" }] },
      actions: [{ type: "play", card: "BA" }, { type: "play", card: "p1.hand.0" }],
      expect: { "A.attack": 3, "A.health": 3, "p1.hand": [], "p1.mana.used": 6 },
    });
  });
  describeCard("DAL_378", () => {
    cardCase("DAL_378", {
      does: "a 5/5 Wyvern with Rush, attacking a minion at once; a copy comes back",
      p1: { hand: [{ card: "DAL_378", ref: "UB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "UB" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
      expect: { "p1.board": ["DAL_378t1"], "p1.board.0.health": 1, "Y.zone": "graveyard", "p1.hand": ["DAL_378ts"] },
    });
  });
  describeCard("DAL_568", () => {
    cardCase("DAL_568", {
      does: "the friendly minion gets Lifesteal: its damage heals your hero; a copy comes back",
      p1: { hand: [{ card: "DAL_568", ref: "LB" }], board: [{ card: YETI, ref: "A" }], hero: { card: "HERO_08", health: 20 } },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "LB", target: "A" }, { type: "attack", attacker: "A", defender: "E" }],
      expect: { "A.seen.LIFESTEAL": 1, "p1.hero.health": 24, "p1.hand": ["DAL_568ts"] },
    });
    cardCase("DAL_568", {
      does: "an enemy minion is no valid target",
      p1: { hand: [{ card: "DAL_568", ref: "LB" }], board: [{ card: YETI }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "LB", target: "E" }],
      error: "illegal_action",
    });
  });
  describeCard("DAL_577", () => {
    cardCase("DAL_577", {
      does: "a minion not yet Frozen is Frozen, no damage",
      p1: { hand: [{ card: "DAL_577", ref: "RF" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "RF", target: "Y" }],
      expect: { "Y.health": 5, "Y.tags.FROZEN": 1, "p1.hand": ["DAL_577ts"] },
    });
    cardCase("DAL_577", {
      does: "the copy on the now Frozen minion deals 2 damage",
      p1: { hand: [{ card: "DAL_577", ref: "RF" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "RF", target: "Y" }, { type: "play", card: "p1.hand.0", target: "Y" }],
      expect: { "Y.health": 3, "Y.tags.FROZEN": 1, "p1.hand": [] },
    });
  });
});
