/** March of the Lich King (RETURN_OF_THE_LICH_KING): the "If a friendly Undead died after your last turn" cards (rules-notes 970). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231"; // 1/1 Undead
const RAPTOR = "CS2_172"; // 3/2 Beast
const YETI = "CS2_182"; // 4/5
// Turn 5, player 1's: turn 4 was the opponent's (after your last turn), turn 3 yours.
const UNDEAD_DIED = { deaths: [{ card: WISP, controller: 1, turn: 4 }] };
const ONLY_OLD_OR_OTHERS = { deaths: [{ card: WISP, controller: 1, turn: 3 }, { card: WISP, controller: 2, turn: 4 }, { card: RAPTOR, controller: 1, turn: 4 }] };

describe("March of the Lich King: after your last turn", () => {
  describeCard("RLK_123", () => {
    cardCase("RLK_123", {
      does: "a friendly Undead died after your last turn: 2 damage to the target",
      p1: { hand: [{ card: "RLK_123", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      state: UNDEAD_DIED,
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "Y.health": 3 },
    });
    cardCase("RLK_123", {
      does: "none did (your last turn's, the enemy's, a Beast): no target to choose",
      p1: { hand: [{ card: "RLK_123", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      state: ONLY_OLD_OR_OTHERS,
      actions: [{ type: "play", card: "B", target: "Y" }],
      error: "illegal_action",
    });
    cardCase("RLK_123", {
      does: "none did: played without a target, nothing is damaged",
      p1: { hand: [{ card: "RLK_123", ref: "B" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      state: ONLY_OLD_OR_OTHERS,
      actions: [{ type: "play", card: "B" }],
      expect: { "Y.health": 5, "B.zone": "board" },
    });
  });

  describeCard("RLK_829", () => {
    cardCase("RLK_829", {
      does: "costs (1) when a friendly Undead died after your last turn; draws 2",
      p1: { hand: [{ card: "RLK_829", ref: "G" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }], mana: { crystals: 1 } },
      state: UNDEAD_DIED,
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.hand.length": 2, "p1.mana.used": 1 },
    });
    cardCase("RLK_829", {
      does: "costs its own (4) otherwise: with 1 Mana it can't be played",
      p1: { hand: [{ card: "RLK_829", ref: "G" }], deck: [{ card: YETI }, { card: YETI }], mana: { crystals: 1 } },
      state: ONLY_OLD_OR_OTHERS,
      actions: [{ type: "play", card: "G" }],
      error: "illegal_action",
    });
  });

  describeCard("RLK_956", () => {
    cardCase("RLK_956", {
      does: "a friendly Undead died after your last turn: a 2/2 Nerubian is summoned beside it",
      p1: { hand: [{ card: "RLK_956", ref: "N" }] },
      state: UNDEAD_DIED,
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.board": ["RLK_956", "RLK_956t"], "p1.board.1.attack": 2, "p1.board.1.health": 2 },
    });
    cardCase("RLK_956", {
      does: "none did: no Nerubian",
      p1: { hand: [{ card: "RLK_956", ref: "N" }] },
      state: ONLY_OLD_OR_OTHERS,
      actions: [{ type: "play", card: "N" }],
      expect: { "p1.board": ["RLK_956"] },
    });
  });
  describeCard("RLK_529", () => {
    cardCase("RLK_529", {
      does: "a friendly Undead died after your last turn: 1 damage to a minion, and Poisonous destroys it",
      p1: { hand: [{ card: "RLK_529", ref: "N" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      state: UNDEAD_DIED,
      actions: [{ type: "play", card: "N", target: "Y" }],
      expect: { "Y.zone": "graveyard" },
    });
    cardCase("RLK_529", {
      does: "a hero is no target",
      p1: { hand: [{ card: "RLK_529", ref: "N" }] },
      state: UNDEAD_DIED,
      actions: [{ type: "play", card: "N", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("RLK_529", {
      does: "none did: no target, nothing damaged",
      p1: { hand: [{ card: "RLK_529", ref: "N" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      state: ONLY_OLD_OR_OTHERS,
      actions: [{ type: "play", card: "N" }],
      expect: { "Y.health": 5, "Y.zone": "board" },
    });
  });

  describeCard("RLK_834", () => {
    const spellCost = (id: string) => findCard(id)!.cost;
    cardCase("RLK_834", {
      does: "a friendly Undead died after your last turn: the spell Discovered costs (2) less",
      p1: { hand: [{ card: "RLK_834", ref: "V" }] },
      state: UNDEAD_DIED,
      actions: [{ type: "play", card: "V" }], choices: [0],
      expect: { "events.discover": 1, "p1.hand.length": 1 },
      check: (r) => {
        const offered = events(r, "discover")[0]!.options as string[];
        for (const id of offered) expect(findCard(id)!.type, id).toBe("SPELL");
        const got = r.state.players[0]!.hand[0]!;
        expect(got.card).toBe(offered[0]);
        // (a spell with a Cost aura of its own on itself would move its Cost more: only those without one are compared)
        if (!got.enchantments?.some((e) => !e.card)) expect(got.cost).toBe(Math.max(0, spellCost(got.card) - 2));
        expect(got.enchantments?.map((e) => e.card)).toContain("RLK_834e");
      },
    });
    cardCase("RLK_834", {
      does: "none did: a spell Discovered at its own Cost",
      p1: { hand: [{ card: "RLK_834", ref: "V" }] },
      state: ONLY_OLD_OR_OTHERS,
      actions: [{ type: "play", card: "V" }], choices: [1],
      expect: { "events.discover": 1, "p1.hand.length": 1 },
      check: (r) => {
        const got = r.state.players[0]!.hand[0]!;
        expect(got.card).toBe((events(r, "discover")[0]!.options as string[])[1]);
        expect(got.enchantments?.map((e) => e.card) ?? []).not.toContain("RLK_834e");
      },
    });
  });
});
