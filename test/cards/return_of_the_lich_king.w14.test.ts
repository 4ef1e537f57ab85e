/** March of the Lich King (RETURN_OF_THE_LICH_KING): the cards w14/isle added (sets/lich-king.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const FROST_NOVA = "CS2_026"; // Freeze all enemy minions
const FROSTBOLT = "CS2_024"; // 3 damage and Freeze

describe("March of the Lich King (w14/isle)", () => {
  describeCard("NX2_037", () => {
    cardCase("NX2_037", {
      does: "Colossal +2: she comes with her two Wings, one each side",
      p1: { hand: [{ card: "NX2_037", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["NX2_037", "NX2_037t", "NX2_037t2"]),
    });
    cardCase("NX2_037", {
      does: "after enemy minions are Frozen they are destroyed; a friendly Frozen one is not",
      p1: { board: [{ card: "NX2_037", ref: "S" }, { card: WISP, ref: "F" }], hand: [{ card: FROST_NOVA, ref: "N" }, { card: FROSTBOLT, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "N" }, { type: "play", card: "B", target: "F" }],
      expect: { "Y.zone": "graveyard", "W.zone": "graveyard", "S.zone": "board" },
    });
    cardCase("NX2_037", {
      does: "a Wing's Freeze on damage: the minion it hits is Frozen, then destroyed",
      p1: { board: [{ card: "NX2_037", ref: "S" }, { card: "NX2_037t", ref: "T" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "T", defender: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
  });

  describeCard("RLK_822", () => {
    cardCase("RLK_822", {
      does: "Deathrattle: the only card in hand is Haunted; played, it summons a 4/3 Soldier with it",
      p1: { board: [{ card: "RLK_822", ref: "H" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "H" }, { type: "play", card: "W" }],
      check: (r) => {
        const board = r.state.players[0]!.board;
        expect(board.map((m) => m.card).sort()).toEqual(["CS2_231", "RLK_822t"]);
        const soldier = board.find((m) => m.card === "RLK_822t")!;
        expect([soldier.attack, soldier.health]).toEqual([4, 3]);
      },
    });
    cardCase("RLK_822", {
      does: "a Haunted spell summons the Soldier too; an unhaunted card played after does nothing more",
      p1: { board: [{ card: "RLK_822", ref: "H" }], hand: [{ card: FROSTBOLT, ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "H" }, { type: "play", card: "B", target: "Y" }],
      expect: { "p1.board": ["RLK_822t"], "Y.health": 2 },
    });
  });
});
