/** Path of Arthas (PATH_OF_ARTHAS): the cards w14/isle added (sets/path-of-arthas.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5

describe("Path of Arthas (w14/isle)", () => {
  describeCard("RLK_730", () => {
    cardCase("RLK_730", {
      does: "at the end of your turn each infected enemy minion takes 2 damage; Lifesteal heals your hero for it",
      p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: "RLK_730", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }],
      expect: { "Y.health": 3, "W.zone": "graveyard", "p1.hero.health": 24 },
    });
    cardCase("RLK_730", {
      does: "nothing when cast, nothing at the end of the opponent's turn; again at the end of your next turn",
      p1: { hand: [{ card: "RLK_730", ref: "B" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y", health: 9, maxHealth: 9 }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "Y.health": 9 },
    });
    cardCase("RLK_730", {
      does: "two of your turn ends: 4 damage in all, none at the opponent's",
      p1: { hand: [{ card: "RLK_730", ref: "B" }], deck: [{ card: WISP }] },
      p2: { board: [{ card: "CS2_186", ref: "G" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "G.health": 3 },
    });
    cardCase("RLK_730", {
      does: "a minion the opponent plays after it is not infected",
      p1: { hand: [{ card: "RLK_730", ref: "B" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "play", card: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "Y.health": 5 },
    });
  });

  describeCard("RLK_740", () => {
    cardCase("RLK_740", {
      does: "5 Corpses, 4 enemy minions: 3 spent, 3 different enemy minions Frozen",
      p1: { hand: [{ card: "RLK_740", ref: "M" }], corpses: 5 },
      p2: { board: [{ card: WISP }, { card: WISP }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        expect(r.state.players[0]!.corpses).toBe(2);
        expect(r.state.players[1]!.board.filter((m) => m.tags?.FROZEN)).toHaveLength(3);
      },
    });
    cardCase("RLK_740", {
      does: "1 Corpse: 1 spent, one enemy minion Frozen",
      p1: { hand: [{ card: "RLK_740", ref: "M" }], corpses: 1 },
      p2: { board: [{ card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        expect(r.state.players[0]!.corpses).toBe(0);
        expect(r.state.players[1]!.board.filter((m) => m.tags?.FROZEN)).toHaveLength(1);
      },
    });
    cardCase("RLK_740", {
      does: "only 2 enemy minions: 2 Corpses spent of 4, both Frozen",
      p1: { hand: [{ card: "RLK_740", ref: "M" }], corpses: 4 },
      p2: { board: [{ card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        expect(r.state.players[0]!.corpses).toBe(2);
        expect(r.state.players[1]!.board.filter((m) => m.tags?.FROZEN)).toHaveLength(2);
      },
    });
    cardCase("RLK_740", {
      does: "no enemy minion: no Corpse spent",
      p1: { hand: [{ card: "RLK_740", ref: "M" }], corpses: 4 },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.corpses": 4, "p1.weapon.card": "RLK_740" },
    });
  });
});
