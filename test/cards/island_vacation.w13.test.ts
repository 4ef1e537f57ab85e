/** Perils in Paradise (ISLAND_VACATION): the cards w13/toys added (sets/island-vacation.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const RAPTOR = "CS2_172"; // 3/2 Bloodfen Raptor

describe("Perils in Paradise (w13/toys)", () => {
  describeCard("VAC_413", () => {
    cardCase("VAC_413", {
      does: "at the end of your turn: a 2/3 Island Crocolisk (Beast) in hand",
      p1: { board: [{ card: "VAC_413", ref: "G" }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand.map((c) => c.card)).toEqual(["VAC_413t"]);
      },
    });
    cardCase("VAC_413", {
      does: "Deathrattle: minions in your hand +2/+3, not spells nor the opponent's",
      p1: { board: [{ card: "VAC_413", ref: "G" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_029", ref: "F" }] },
      p2: { hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "destroy", target: "G" }],
      expect: { "W.attack": 3, "W.health": 4, "Y.attack": 4, "Y.health": 5 },
      check: (r) => {
        const f = r.state.players[0]!.hand.find((c) => c.card === "CS2_029")!;
        expect(f.enchantments ?? []).toHaveLength(0);
      },
    });
  });

  describeCard("VAC_339", () => {
    cardCase("VAC_339", {
      does: "at the end of your turn: an Elemental with its current Attack and Health (a damaged 6/9 at 4 Health: a 6/4)",
      p1: { board: [{ card: "VAC_339", ref: "M", tags: { DAMAGE: 5 } }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const b = r.state.players[0]!.board;
        expect(b.map((m) => m.card)).toEqual(["VAC_339", "VAC_339t"]);
        expect(b[1]!.attack).toBe(6);
        expect(b[1]!.health).toBe(4);
      },
    });
    cardCase("VAC_339", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "VAC_339", ref: "M" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["VAC_339"] },
    });
  });

  describeCard("VAC_945", () => {
    cardCase("VAC_945", {
      does: "8 damage taken on your turns: summons Ourobos (8/8 Taunt)",
      p1: { hand: [{ card: "VAC_945", ref: "V" }], tags: { HERO_DAMAGE_TAKEN_ON_OWN_TURNS: 8 } },
      actions: [{ type: "play", card: "V" }],
      check: (r) => {
        const b = r.state.players[0]!.board;
        expect(b.map((m) => m.card)).toEqual(["VAC_945", "VAC_945t"]);
        expect(b[1]!.attack).toBe(8);
        expect(b[1]!.seen?.TAUNT).toBe(1);
      },
    });
    cardCase("VAC_945", {
      does: "7 damage: no Ourobos",
      p1: { hand: [{ card: "VAC_945", ref: "V" }], tags: { HERO_DAMAGE_TAKEN_ON_OWN_TURNS: 7 } },
      actions: [{ type: "play", card: "V" }],
      expect: { "p1.board": ["VAC_945"] },
    });
    cardCase("VAC_945", {
      does: "Ourobos's Deathrattle gives the minion in hand \"Deathrattle: Summon Ourobos\", which summons it again when that minion dies",
      p1: { board: [{ card: "VAC_945t", ref: "O" }], hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "destroy", target: "O" }, { type: "play", card: "W" }, { type: "destroy", target: "W" }],
      expect: { "p1.board": ["VAC_945t"] },
    });
  });

  describeCard("VAC_558", () => {
    cardCase("VAC_558", {
      does: "costs (1) less for each spell cast at a character this game (either side; an untargeted spell does not count): 8",
      p1: {
        hand: [{ card: "VAC_558", ref: "S" }],
        playedThisGame: [
          { card: "CS2_029", cost: 4, turn: 3, target: "enemy-hero" },
          { card: "CS2_004", cost: 1, turn: 3, target: "friendly-minion" },
          { card: "CS2_032", cost: 7, turn: 3 },
        ],
      },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.mana.used": 8, "p1.board.length": 3 },
    });
    cardCase("VAC_558", {
      does: "a spell played at a minion now counts; summons three 5/5 Pirates",
      p1: { hand: [{ card: "VAC_558", ref: "S" }, { card: "CS2_004", ref: "P" }], board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "P", target: "W" }, { type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.board.map((m) => m.card)).toEqual([WISP, "VAC_558t", "VAC_558t", "VAC_558t"]);
        expect(p.board[1]!.attack).toBe(5);
        expect(p.playedThisGame?.[0]?.target).toBe("friendly-minion");
        // Power Word: Shield 1, then Sea Shanty at 9.
        expect(p.mana.used).toBe(10);
      },
    });
  });

  describeCard("VAC_421", () => {
    cardCase("VAC_421", {
      does: "an 8/8 Beast for the opponent attacks each of their other minions (not yours)",
      p1: { hand: [{ card: "VAC_421", ref: "Z" }], board: [{ card: RAPTOR, ref: "R" }] },
      p2: { board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "Z" }],
      check: (r) => {
        const p2 = r.state.players[1]!;
        expect(p2.board.map((m) => m.card)).toEqual(["VAC_421t"]);
        // 1 + 4 damage back from the Wisp and the Yeti.
        expect(p2.board[0]!.health).toBe(3);
        expect(r.state.players[0]!.board.map((m) => m.card)).toEqual([RAPTOR, "VAC_421"]);
      },
    });
  });

  describeCard("VAC_321", () => {
    cardCase("VAC_321", {
      does: "Battlecry: 5 Eruptions in the deck; at the end of your turn each is upgraded once",
      p1: { hand: [{ card: "VAC_321", ref: "I" }] },
      actions: [{ type: "play", card: "I" }, { type: "endTurn" }],
      check: (r) => {
        const deck = r.state.players[0]!.deck;
        expect(deck.map((c) => c.card)).toEqual(["VAC_321t", "VAC_321t", "VAC_321t", "VAC_321t", "VAC_321t"]);
        expect(deck.every((c) => c.tags?.IMPROVEMENTS === 1)).toBe(true);
      },
    });
    cardCase("VAC_321", {
      does: "an upgraded Eruption drawn casts itself for 2 to all enemies (and draws in its place)",
      p1: { hand: [{ card: "VAC_321", ref: "I" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const p1 = r.state.players[0]!;
        // At the turn start one is drawn and casts itself; each cast draws a card in its place (Casts When Drawn), so the
        // five chain — each improved once by the turn's end before: 2 damage to all enemies, five times.
        expect(p1.deck).toHaveLength(0);
        expect(p1.graveyard.map((c) => c.card)).toEqual(["VAC_321t", "VAC_321t", "VAC_321t", "VAC_321t", "VAC_321t"]);
        expect(r.state.players[1]!.hero.health).toBe(20);
        expect(r.state.players[1]!.board).toHaveLength(0);
      },
    });
  });
});
