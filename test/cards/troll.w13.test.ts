/** Behaviour tests of Rastakhan's Rumble cards implemented in session 13 (w13/old). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231";
const YETI = "CS2_182";

describe("Rastakhan's Rumble (w13/old)", () => {
  describeCard("TRL_541", () => {
    cardCase("TRL_541", {
      does: "Deathrattle: a Corrupted Blood into each player's deck",
      p1: { board: [{ card: "TRL_541", ref: "H" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: YETI }] },
      actions: [{ type: "destroy", target: "H" }],
      check: (r) => {
        expect(r.state.players[0]!.deck.map((c) => c.card).sort()).toEqual([WISP, "TRL_541t"].sort());
        expect(r.state.players[1]!.deck.map((c) => c.card).sort()).toEqual([YETI, "TRL_541t"].sort());
      },
    });
  });

  describeCard("TRL_541t", () => {
    cardCase("TRL_541t", {
      does: "cast when drawn: its drawer takes 3 damage, draws the next card, then two more Corrupted Bloods go into their deck",
      p1: { deck: [{ card: "TRL_541t" }, { card: WISP }] },
      actions: [{ type: "draw", player: 1 }],
      check: (r) => {
        expect(r.state.players[0]!.hero.health).toBe(27);
        expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([WISP]);
        expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual(["TRL_541t", "TRL_541t"]);
        expect(r.state.players[1]!.hero.health).toBe(30);
      },
    });
  });

  describeCard("TRL_502", () => {
    cardCase("TRL_502", {
      does: "after a friendly minion dies, a copy of it costing (1) goes into your deck; an enemy minion's death does nothing",
      p1: { board: [{ card: "TRL_502", ref: "S" }, { card: YETI, ref: "Y" }] },
      p2: { board: [{ card: WISP, ref: "E" }] },
      actions: [{ type: "destroy", target: "Y" }, { type: "destroy", target: "E" }],
      check: (r) => {
        const deck = r.state.players[0]!.deck;
        expect(deck.map((c) => c.card)).toEqual([YETI]);
        expect(deck[0]!.cost).toBe(1);
        expect(r.state.players[1]!.deck).toEqual([]);
      },
    });
    cardCase("TRL_502", {
      does: "Stealth for 1 turn: stealthed when played, gone at your next turn's start",
      p1: { hand: [{ card: "TRL_502", ref: "S" }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "S.tags.STEALTH": 0 },
    });
  });
});

describe("Rastakhan's Rumble (w13/old), Talanji", () => {
  describeCard("TRL_259", () => {
    cardCase("TRL_259", {
      does: "Battlecry: the minions of your hand an effect made are summoned; those that started in your deck and spells stay",
      p1: { hand: [{ card: "TRL_259", ref: "T" }, { card: WISP, ref: "A", tags: { CREATOR: 99 } }, { card: YETI, ref: "Y" }, { card: YETI, ref: "B", tags: { CREATOR: 99 } }, { card: "CS2_023", ref: "S", tags: { CREATOR: 99 } }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.board": [YETI, "TRL_259", WISP], "Y.zone": "hand", "S.zone": "hand" },
    });
  });
});

describe("Rastakhan's Rumble (w13/old), Pyromaniac", () => {
  describeCard("TRL_315", () => {
    cardCase("TRL_315", {
      does: "your Hero Power (Fireblast) kills a minion: draw a card",
      p1: { heroPower: { card: "CS2_034" }, board: [{ card: "TRL_315", ref: "P" }], deck: [{ card: YETI }] },
      p2: { board: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "heroPower", target: "W" }],
      expect: { "W.zone": "graveyard", "p1.hand": [YETI] },
    });
    cardCase("TRL_315", {
      does: "a minion killed by a spell, or damaged but alive after the Hero Power: no draw",
      p1: { heroPower: { card: "CS2_034" }, board: [{ card: "TRL_315", ref: "P" }], deck: [{ card: YETI }], hand: [{ card: "CS2_029", ref: "F" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "F", target: "W" }, { type: "heroPower", target: "Y" }],
      expect: { "W.zone": "graveyard", "Y.health": 4, "p1.hand": [] },
    });
  });
});
