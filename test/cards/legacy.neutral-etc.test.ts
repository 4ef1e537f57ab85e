/**
 * Behaviour tests of Elite Tauren Chieftain (PRO_001, Legacy) and its Power Chord cards.
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard } from "../support/cards.js";
import { cards, events, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const POWER_CHORDS = ["PRO_001a", "PRO_001b", "PRO_001c"];
const HORDE_WARRIORS = ["CS2_121", "EX1_021", "EX1_023", "EX1_110", "EX1_390", "CS2_179"];
const picks = (r: ResolveResult, purpose: string) => r.random.filter((d) => d.purpose === purpose);

describe("Legacy neutral: Elite Tauren Chieftain", () => {
  // Elite Tauren Chieftain: "Battlecry: Give both players the power to ROCK! (with a Power Chord card)"
  describeCard("PRO_001", () => {
    it("for every seed: each player gets one Power Chord card, picked separately (recorded), yours first", () => {
      let differ = false;
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "PRO_001", ref: "E" }] }), player()], [{ type: "play", card: "E" }], { seed }));
        const [mine, theirs] = picks(r, "random card");
        expect(picks(r, "random card")).toHaveLength(2);
        expect(mine!.candidates).toEqual(POWER_CHORDS);
        expect(theirs!.candidates).toEqual(POWER_CHORDS);
        expect(cards(r.state.players[0].hand)).toEqual([mine!.chosen]);
        expect(cards(r.state.players[1].hand)).toEqual([theirs!.chosen]);
        if (mine!.chosen !== theirs!.chosen) differ = true;
        seen.add(mine!.chosen as string);
      }
      expect(differ).toBe(true);
      expect(seen.size).toBe(3);
    });
  });
  cardCase("PRO_001", {
    does: "summoned rather than played, no Battlecry: nobody gets a card",
    actions: [{ type: "summon", card: "PRO_001", player: 1 }],
    expect: { "p1.board": ["PRO_001"], "p1.hand.length": 0, "p2.hand.length": 0 },
  });
  cardCase("PRO_001", {
    does: "a full hand loses its card; the other player still gets theirs",
    p1: { hand: [{ card: "PRO_001", ref: "E" }] },
    p2: { hand: wisps(10, "e") },
    actions: [{ type: "play", card: "E" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 10, "p2.graveyard.length": 1 },
  });

  // I Am Murloc (a Power Chord card): "Summon three, four, or five 1/1 Murlocs."
  describeCard("PRO_001", () => {
    it("I Am Murloc: for every seed, 3, 4 or 5 (a recorded pick) 1/1 Murlocs on your side", () => {
      const seen = new Set<number>();
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "PRO_001a", ref: "M" }] }), player()], [{ type: "play", card: "M" }], { seed }));
        const [d] = picks(r, "random amount");
        expect(d!.candidates).toEqual(["3", "4", "5"]);
        const n = Number(d!.chosen);
        seen.add(n);
        expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual(Array(n).fill(["PRO_001at", 1, 1]));
        expect(r.state.players[1].board).toEqual([]);
        expect(r.state.players[0].mana.used).toBe(4);
      }
      expect(seen).toEqual(new Set([3, 4, 5]));
    });
  });
  cardCase("PRO_001", {
    does: "I Am Murloc: the Murlocs stop when the board is full",
    seed: 1,
    p1: { hand: [{ card: "PRO_001a", ref: "M" }], board: wisps(5) },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board.length": 7, "p1.board.5.card": "PRO_001at", "p1.board.6.card": "PRO_001at" },
  });
  cardCase("PRO_001", {
    does: "I Am Murloc cannot be played with a full board",
    p1: { hand: [{ card: "PRO_001a", ref: "M" }], board: wisps(7) },
    actions: [{ type: "play", card: "M" }],
    error: "illegal_action",
  });

  // Rogues Do It... (a Power Chord card): "Deal $4 damage. Draw a card."
  cardCase("PRO_001", {
    does: "Rogues Do It...: 4 damage to the target, then you draw a card",
    p1: { hand: [{ card: "PRO_001b", ref: "R" }], deck: [{ card: "CS2_231", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231", ref: "ED" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    expect: { "Y.health": 1, "D.zone": "hand", "ED.zone": "deck", "p2.hero.health": 30, "p1.mana.used": 4 },
  });
  cardCase("PRO_001", {
    does: "Rogues Do It...: Spell Damage adds; a hero can be the target",
    p1: { board: [{ card: "CS2_142" }], hand: [{ card: "PRO_001b", ref: "R" }], deck: [{ card: "CS2_231", ref: "D" }] },
    actions: [{ type: "play", card: "R", target: "p2.hero" }],
    expect: { "p2.hero.health": 25, "D.zone": "hand" },
  });
  cardCase("PRO_001", {
    does: "Rogues Do It... needs a target",
    p1: { hand: [{ card: "PRO_001b", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    error: "illegal_action",
  });

  // Power of the Horde (a Power Chord card): "Summon a random Horde Warrior."
  describeCard("PRO_001", () => {
    it("Power of the Horde: for every seed, one of the six Horde Warriors (a recorded pick) on your side", () => {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "PRO_001c", ref: "H" }] }), player()], [{ type: "play", card: "H" }], { seed }));
        const [d] = picks(r, "random minion to summon");
        expect(d!.candidates).toEqual(HORDE_WARRIORS);
        expect(cards(r.state.players[0].board)).toEqual([d!.chosen]);
        expect(r.state.players[1].board).toEqual([]);
        expect(events(r, "summon")).toHaveLength(1);
        seen.add(d!.chosen as string);
      }
      expect(seen.size).toBeGreaterThan(2);
    });
  });
  cardCase("PRO_001", {
    does: "Power of the Horde cannot be played with a full board",
    p1: { hand: [{ card: "PRO_001c", ref: "H" }], board: wisps(7) },
    actions: [{ type: "play", card: "H" }],
    error: "illegal_action",
  });
});
