/** Behaviour tests of Kobolds & Catacombs cards implemented late in session 12 (w12/late-a). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

describe("Kobolds & Catacombs (late-a, session 12)", () => {
  describeCard("LOOT_528", () => {
    cardCase("LOOT_528", {
      does: "holding a Dragon: swaps its Attack with another minion's, Health kept",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }, { card: "EX1_284", ref: "D" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      expect: { "A.attack": 4, "A.health": 4, "E.attack": 2, "E.health": 5 },
    });
    cardCase("LOOT_528", {
      does: "with a friendly minion too",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }, { card: "EX1_284", ref: "D" }], board: [{ card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "A", target: "W" }],
      expect: { "A.attack": 1, "W.attack": 2 },
    });
    cardCase("LOOT_528", {
      does: "no Dragon in hand: no target, nothing swapped",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "A.attack": 2, "E.attack": 4 },
    });
    cardCase("LOOT_528", {
      does: "no Dragon in hand: it can't be played with a target",
      p1: { hand: [{ card: "LOOT_528", ref: "A" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "A", target: "E" }],
      error: "illegal_action",
    });
  });

  describeCard("LOOT_414", () => {
    cardCase("LOOT_414", {
      does: "at the end of your turn a spell from your deck is cast (out of the deck), minions stay",
      p1: { board: [{ card: "LOOT_414", ref: "A" }], deck: [{ card: "CS2_032", ref: "F" }, { card: "CS2_182", ref: "Y" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }] },
      actions: [{ type: "endTurn" }],
      expect: { "F.zone": "graveyard", "Y.zone": "deck", "E.zone": "graveyard", "p1.mana.used": 0 },
    });
    cardCase("LOOT_414", {
      does: "no spell in the deck: nothing",
      p1: { board: [{ card: "LOOT_414", ref: "A" }], deck: [{ card: "CS2_182", ref: "Y" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "CS2_231" }] },
      actions: [{ type: "endTurn" }],
      expect: { "Y.zone": "deck", "E.health": 5 },
    });
  });

  describeCard("LOOT_506", () => {
    cardCase("LOOT_506", {
      does: "after your hero attacks: Discovers a spell of your class or a neutral one and casts it",
      p1: { hero: { card: "HERO_08" }, weapon: { card: "LOOT_506", ref: "S" }, board: [{ card: "CS2_182" }] },
      p2: { board: [{ card: "CS2_182" }, { card: "CS2_120" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }], choices: [0],
      check: (r) => {
        const d = events(r, "discover")[0] as unknown as { options: string[]; chosen: string };
        expect(d.options.length).toBe(3);
        for (let i = 0; i < d.options.length; i++) {
          const f = findCard(d.options[i]!)!;
          expect(f.type).toBe("SPELL");
          expect(["MAGE", "NEUTRAL"]).toContain(f.cardClass);
        }
        expect(r.state.players[0].hand.some((c) => c.card === d.chosen)).toBe(false);
        const zones = [...r.state.players[0].graveyard, ...r.state.players[0].secrets, ...r.state.players[0].setAside].map((c) => c.card);
        expect(zones).toContain(d.chosen);
        expect(r.state.players[1].hero.health).toBeLessThanOrEqual(27);
      },
    });
    cardCase("LOOT_506", {
      does: "a minion's attack does not count",
      p1: { weapon: { card: "LOOT_506", ref: "S" }, board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "events.discover": 0, "p2.hero.health": 26 },
    });
  });

  describeCard("LOOT_210", () => {
    cardCase("LOOT_210", {
      does: "a minion attacking your hero attacks its neighbor instead",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "LOOT_210", ref: "S" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      expect: { "S.zone": "graveyard", "p1.hero.health": 30, "R.zone": "graveyard", "Y.health": 3 },
    });
    cardCase("LOOT_210", {
      does: "one of its two neighbors, never another minion",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "LOOT_210", ref: "S" }] },
      p2: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, { card: "CS2_231", ref: "Z" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      check: (r) => {
        const b = r.state.players[1].board.map((c) => c.ref);
        expect(b).toContain("Z");
        expect(b.includes("A") && b.includes("R")).toBe(false);
        expect(r.state.players[0].hero.health).toBe(30);
      },
    });
    cardCase("LOOT_210", {
      does: "no neighbor: the Secret stays and the attack goes on",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "LOOT_210", ref: "S" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      expect: { "S.zone": "secrets", "p1.hero.health": 26 },
    });
    cardCase("LOOT_210", {
      does: "a minion attacked: nothing",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "LOOT_210", ref: "S" }], board: [{ card: "CS2_120", ref: "M" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "M" }],
      expect: { "S.zone": "secrets", "M.zone": "graveyard", "R.health": 3 },
    });
  });
});

