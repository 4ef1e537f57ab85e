/** Perils in Paradise (ISLAND_VACATION): the cards w12/toys added (sets/island-vacation.ts). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const played = (card: string, cost: number) => ({ card, cost, turn: 3 });

describe("Perils in Paradise (w12/toys)", () => {
  describeCard("VAC_308", () => {
    cardCase("VAC_308", {
      does: "two spells, none of a school you cast this game (Fire, Frost, Nature cast)",
      p1: { hand: [{ card: "VAC_308", ref: "S" }], playedThisGame: [played("CS2_029", 4), played("CS2_024", 2), played("EX1_169", 0)] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(2);
        for (const c of hand) {
          const f = findCard(c.card)!;
          expect(f.type).toBe("SPELL");
          expect(f.spellSchool).toBeTruthy();
          expect(["FIRE", "FROST", "NATURE"]).not.toContain(f.spellSchool);
        }
      },
    });
  });
  describeCard("VAC_301", () => {
    cardCase("VAC_301", {
      does: "one random 5-Cost minion, and one more for each spell school cast (Fire, Frost: Fireball twice counts once) — three",
      p1: { hand: [{ card: "VAC_301", ref: "R" }], playedThisGame: [played("CS2_029", 4), played("CS2_029", 4), played("CS2_024", 2), played(WISP, 0)] },
      actions: [{ type: "play", card: "R" }],
      check: (r) => {
        // Three picks of the pool, each a 5-Cost minion summoned beside the Razzle-Dazzler.
        const picks = r.random.filter((d) => d.purpose === "random minion to summon").map((d) => d.chosen as string);
        expect(picks).toHaveLength(3);
        for (const id of picks) expect(findCard(id)!.cost).toBe(5);
        const board = r.state.players[0]!.board.map((m) => m.card);
        expect(board[0]).toBe("VAC_301");
        expect(board.slice(1, 4).sort()).toEqual([...picks].sort());
      },
    });
    cardCase("VAC_301", {
      does: "no spell cast this game: one minion",
      p1: { hand: [{ card: "VAC_301", ref: "R" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.board.length": 2 },
    });
  });
  describeCard("VAC_926", () => {
    cardCase("VAC_926", {
      does: "two minions from the deck with Rush (not the spell); at the end of your turn they go back into the deck",
      p1: { hand: [{ card: "VAC_926", ref: "C" }], deck: [{ card: YETI }, { card: "CS2_029" }, { card: "CS2_200" }] },
      actions: [{ type: "play", card: "C" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.board.map((m) => m.card).sort()).toEqual(["CS2_182", "CS2_200"]);
        for (const m of p.board) expect((m as { seen?: Record<string, number> }).seen?.RUSH).toBe(1);
        expect(p.deck.map((c) => c.card)).toEqual(["CS2_029"]);
      },
    });
    cardCase("VAC_926", {
      does: "at the end of your turn both are shuffled back into your deck",
      p1: { hand: [{ card: "VAC_926", ref: "C" }], deck: [{ card: YETI }, { card: "CS2_029" }, { card: "CS2_200" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.board).toEqual([]);
        expect(p.deck.map((c) => c.card).sort()).toEqual(["CS2_029", "CS2_182", "CS2_200"]);
      },
    });
  });
  describeCard("VAC_924", () => {
    cardCase("VAC_924", {
      does: "with another Pirate: the deck's weapon (not its minion) is equipped from the deck, the old weapon destroyed",
      p1: { hand: [{ card: "VAC_924", ref: "W" }], board: [{ card: "CS2_146" }], deck: [{ card: YETI }, { card: "CS2_106", ref: "A" }], weapon: { card: "CS2_091", ref: "O" } },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.weapon": "CS2_106", "A.zone": "weapon", "p1.deck": [YETI], "O.zone": "graveyard" },
    });
    cardCase("VAC_924", {
      does: "no other Pirate (it is one itself): nothing",
      p1: { hand: [{ card: "VAC_924", ref: "W" }], deck: [{ card: YETI }, { card: "CS2_106" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.weapon": null, "p1.deck": [YETI, "CS2_106"] },
    });
    cardCase("VAC_924", {
      does: "no weapon in the deck: nothing",
      p1: { hand: [{ card: "VAC_924", ref: "W" }], board: [{ card: "CS2_146" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.weapon": null, "p1.board.length": 2 },
    });
  });
  describeCard("WORK_063", () => {
    cardCase("WORK_063", {
      does: "the lowest (Frostbolt 2) and highest (Flamestrike 7) Cost spells swap Costs; the others keep theirs",
      p1: { hand: [{ card: "WORK_063", ref: "S" }, { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" }, { card: "CS2_032", ref: "X" }, { card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "B.cost": 7, "X.cost": 2, "F.cost": 4, "Y.cost": 4 },
    });
    cardCase("WORK_063", {
      does: "a single spell in hand: nothing changes",
      p1: { hand: [{ card: "WORK_063", ref: "S" }, { card: "CS2_029", ref: "F" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "F.cost": 4 },
    });
  });
  describeCard("VAC_526", () => {
    cardCase("VAC_526", {
      does: "7 to a 4/5 Yeti: the 2 excess as +2/+2 on the minion in hand (not the spell)",
      p1: { hand: [{ card: "VAC_526", ref: "C" }, { card: "CS2_024", ref: "S" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "Y" }],
      expect: { "W.attack": 3, "W.health": 3, "Y.zone": "graveyard" },
    });
    cardCase("VAC_526", {
      does: "no excess (an Ogre survives): nothing given",
      p1: { hand: [{ card: "VAC_526", ref: "C" }, { card: WISP, ref: "W" }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "C", target: "O" }],
      expect: { "W.attack": 1, "O.zone": "graveyard", "W.enchantments": undefined },
    });
  });
  describeCard("WORK_026", () => {
    const deck = Array.from({ length: 8 }, (_, i) => ({ card: i < 3 ? YETI : WISP }));
    cardCase("WORK_026", {
      does: "three cards drawn, each burning; two turns later they are still in hand",
      p1: { hand: [{ card: "WORK_026", ref: "B" }], deck },
      p2: { deck: Array.from({ length: 5 }, () => ({ card: WISP })) },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand.filter((c) => (c.enchantments ?? []).some((e) => e.card === "WORK_026e3"))).toHaveLength(3);
        expect(r.state.players[0]!.graveyard.map((c) => c.card)).toEqual(["WORK_026"]);
      },
    });
    cardCase("WORK_026", {
      does: "at the start of your third turn after, the three still in hand are destroyed (discarded); the turns' draws stay",
      p1: { hand: [{ card: "WORK_026", ref: "B" }], deck },
      p2: { deck: Array.from({ length: 5 }, () => ({ card: WISP })) },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.hand.map((c) => c.card)).toEqual([WISP, WISP, WISP]);
        expect(p.graveyard.map((c) => c.card).filter((c) => c === YETI)).toHaveLength(3);
      },
    });
  });
  describeCard("VAC_304", () => {
    cardCase("VAC_304", {
      does: "three spells cast while held: one of them Discovered (the second offered taken)",
      choices: [1],
      p1: { hand: [{ card: "VAC_304", ref: "P" }, { card: "CS2_024", ref: "A" }, { card: "CS2_023", ref: "B" }, { card: "CS2_024", ref: "C" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "A", target: "O" }, { type: "play", card: "B" }, { type: "play", card: "C", target: "O" }, { type: "play", card: "P" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand.map((c) => c.card);
        expect(hand.slice(0, 2)).toEqual([WISP, WISP]);
        expect(hand).toHaveLength(3);
        expect(["CS2_024", "CS2_023"]).toContain(hand[2]);
      },
    });
    cardCase("VAC_304", {
      does: "only two cast while held (one before it came into hand does not count): nothing",
      p1: { hand: [{ card: "VAC_304", ref: "P" }, { card: "CS2_023", ref: "B" }, { card: "CS2_023", ref: "C" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }],
        playedThisGame: [{ card: "CS2_024", cost: 2, turn: 1 }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "C" }, { type: "play", card: "P" }],
      expect: { "p1.hand": [WISP, WISP, WISP, WISP] },
    });
  });
});
