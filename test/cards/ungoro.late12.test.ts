/** Behaviour tests of Journey to Un'Goro cards implemented late in session 12 (w12/late-a). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const OPPONENTS_TURN = { activePlayer: 2 };

describe("Journey to Un'Goro (late-a, session 12)", () => {
  describeCard("UNG_010", () => {
    cardCase("UNG_010", {
      does: "Deathrattle: summons three 1/1 Primalfin Murlocs where it stood",
      p1: {
        hand: [{ card: "EX1_161", ref: "A" }],
        board: [{ card: "CS2_231", ref: "L" }, { card: "UNG_010", ref: "S" }, { card: "CS2_182", ref: "R" }],
      },
      actions: [{ type: "play", card: "A", target: "S" }],
      expect: {
        "S.zone": "graveyard",
        "p1.board": ["CS2_231", "UNG_201t", "UNG_201t", "UNG_201t", "CS2_182"],
        "p1.board.1.attack": 1, "p1.board.1.health": 1,
      },
    });
    cardCase("UNG_010", {
      does: "has Taunt",
      p1: { board: [{ card: "UNG_010", ref: "S" }] },
      p2: { board: [{ card: "CS2_182", ref: "Y" }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("UNG_116", () => {
    cardCase("UNG_116", {
      does: "played, it goes to the secret zone with no progress",
      p1: { hand: [{ card: "UNG_116", ref: "Q" }] },
      actions: [{ type: "play", card: "Q" }],
      expect: { "Q.zone": "secrets", "p1.mana.used": 1 },
    });
    cardCase("UNG_116", {
      does: "a summoned minion with 5 or more Attack counts, a 4-Attack one not; at 4 Barnabus is added",
      p1: {
        secrets: [{ card: "UNG_116", ref: "Q", tags: { QUEST_PROGRESS: 3 } }],
        hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "O" }],
      },
      actions: [{ type: "play", card: "Y" }, { type: "play", card: "O" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_116t"], "p1.board": ["CS2_182", "CS2_200"] },
    });
    cardCase("UNG_116", {
      does: "the opponent's summons do not count",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "UNG_116", ref: "Q", tags: { QUEST_PROGRESS: 1 } }] },
      p2: { hand: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "O" }],
      expect: { "Q.tags.QUEST_PROGRESS": 1, "Q.zone": "secrets" },
    });
  });

  describeCard("UNG_116t", () => {
    cardCase("UNG_116t", {
      does: "Battlecry: the minions in your deck cost (0); spells and the enemy deck unchanged",
      p1: { hand: [{ card: "UNG_116t", ref: "B" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] },
      p2: { deck: [{ card: "CS2_200", ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "Y.cost": 0, "F.cost": 4, "E.cost": 6, "B.attack": 8 },
    });
  });

  describeCard("UNG_942", () => {
    cardCase("UNG_942", {
      does: "each Murloc summoned for you counts, other minions not; at 8 Megafin is added",
      p1: {
        secrets: [{ card: "UNG_942", ref: "Q", tags: { QUEST_PROGRESS: 7 } }],
        hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_168", ref: "M" }],
      },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "M" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_942t"] },
    });
    cardCase("UNG_942", {
      does: "a non-Murloc does not count",
      p1: { secrets: [{ card: "UNG_942", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 2 },
    });
  });

  describeCard("UNG_942t", () => {
    cardCase("UNG_942t", {
      does: "Battlecry: fills your hand with random Murlocs",
      p1: { hand: [{ card: "UNG_942t", ref: "M" }, { card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(10);
        for (let i = 1; i < hand.length; i++) {
          const f = findCard(hand[i]!.card)!;
          expect(f.type).toBe("MINION");
          expect(f.races.includes("MURLOC") || f.races.includes("ALL")).toBe(true);
        }
      },
    });
  });

  describeCard("UNG_940", () => {
    cardCase("UNG_940", {
      does: "each Deathrattle minion summoned for you counts, others not; at 6 Amara is added",
      p1: {
        secrets: [{ card: "UNG_940", ref: "Q", tags: { QUEST_PROGRESS: 5 } }],
        hand: [{ card: "CS2_231", ref: "W" }, { card: "EX1_096", ref: "L" }],
      },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "L" }],
      expect: { "Q.zone": "graveyard", "p1.hand": ["UNG_940t8"] },
    });
    cardCase("UNG_940", {
      does: "a minion without Deathrattle does not count",
      p1: { secrets: [{ card: "UNG_940", ref: "Q", tags: { QUEST_PROGRESS: 2 } }], hand: [{ card: "CS2_231", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "Q.tags.QUEST_PROGRESS": 2 },
    });
  });

  describeCard("UNG_940t8", () => {
    cardCase("UNG_940t8", {
      does: "Battlecry: your hero's Health becomes 40 of 40",
      p1: { hero: { card: "HERO_09", health: 12 }, hand: [{ card: "UNG_940t8", ref: "A" }] },
      p2: { hero: { card: "HERO_08", health: 20 } },
      actions: [{ type: "play", card: "A" }],
      expect: { "p1.hero.health": 40, "p1.hero.maxHealth": 40, "p2.hero.health": 20, "A.zone": "board" },
    });
  });

  describeCard("UNG_832", () => {
    cardCase("UNG_832", {
      does: "the next spell this turn costs Health instead of Mana; the one after costs Mana",
      p1: { hand: [{ card: "UNG_832", ref: "B" }, { card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "G" }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
      expect: { "p1.hero.health": 26, "p1.mana.used": 8, "p2.hero.health": 18 },
    });
    cardCase("UNG_832", {
      does: "a minion played in between still costs Mana",
      p1: { hand: [{ card: "UNG_832", ref: "B" }, { card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "Y" }],
      expect: { "p1.hero.health": 30, "p1.mana.used": 8 },
    });
    cardCase("UNG_832", {
      does: "gone at the end of the turn",
      p1: { hand: [{ card: "UNG_832", ref: "B" }, { card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231" }] },
      actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p2.hero" }],
      expect: { "p1.hero.health": 30, "p1.mana.used": 4 },
    });
  });

  describeCard("UNG_011", () => {
    cardCase("UNG_011", {
      does: "Battlecry: Discovers a Paladin Secret and casts it (into the secret zone, not the hand)",
      p1: { hero: { card: "HERO_04" }, hand: [{ card: "UNG_011", ref: "H" }] },
      actions: [{ type: "play", card: "H" }], choices: [1],
      check: (r) => {
        const d = events(r, "discover")[0] as unknown as { options: string[]; chosen: string };
        expect(d.options.length).toBe(3);
        for (let i = 0; i < d.options.length; i++) {
          const f = findCard(d.options[i]!)!;
          expect(f.type).toBe("SPELL");
          expect(f.cardClass).toBe("PALADIN");
          expect(f.mechanics).toContain("SECRET");
        }
        expect(d.chosen).toBe(d.options[1]);
        expect(r.state.players[0].secrets.map((c) => c.card)).toEqual([d.chosen]);
        expect(r.state.players[0].hand).toHaveLength(0);
      },
    });
  });

  describeCard("UNG_088", () => {
    cardCase("UNG_088", {
      does: "Battlecry: Discovers a spell of your class or a neutral one and casts it (not into the hand)",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "UNG_088", ref: "T" }], board: [{ card: "CS2_182" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
      p2: { board: [{ card: "CS2_182" }, { card: "CS2_120" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
      actions: [{ type: "play", card: "T" }], choices: [0],
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
      },
    });
  });

  describeCard("UNG_211", () => {
    const ELEMENTAL_LAST_TURN = { playedLastTurn: ["CS2_042"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } };
    cardCase("UNG_211", {
      does: "an Elemental played last turn: Invocation of Earth fills your board with 1/1 Stone Elementals",
      p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_211", ref: "K" }], board: [{ card: "CS2_231" }] },
      actions: [{ type: "play", card: "K" }], choices: [0],
      expect: { "p1.board": ["CS2_231", "UNG_211", "UNG_211aa", "UNG_211aa", "UNG_211aa", "UNG_211aa", "UNG_211aa"], "p1.board.2.attack": 1, "p1.hand.length": 0 },
    });
    cardCase("UNG_211", {
      does: "Invocation of Water: restores 12 Health to your hero",
      p1: { ...ELEMENTAL_LAST_TURN, hero: { card: "HERO_08", health: 10 }, hand: [{ card: "UNG_211", ref: "K" }] },
      actions: [{ type: "play", card: "K" }], choices: [1],
      expect: { "p1.hero.health": 22 },
    });
    cardCase("UNG_211", {
      does: "Invocation of Fire: 6 damage to the enemy hero, Spell Damage not added",
      p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_211", ref: "K" }], board: [{ card: "CS2_142" }] },
      actions: [{ type: "play", card: "K" }], choices: [2],
      expect: { "p2.hero.health": 24 },
    });
    cardCase("UNG_211", {
      does: "Invocation of Air: 3 damage to all enemy minions",
      p1: { ...ELEMENTAL_LAST_TURN, hand: [{ card: "UNG_211", ref: "K" }], board: [{ card: "CS2_182", ref: "Y" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "R" }] },
      actions: [{ type: "play", card: "K" }], choices: [3],
      expect: { "E.health": 2, "R.zone": "graveyard", "Y.health": 5, "p2.hero.health": 30 },
    });
    cardCase("UNG_211", {
      does: "no Elemental played last turn: nothing",
      p1: { hand: [{ card: "UNG_211", ref: "K" }], playedLastTurn: ["CS2_182"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["UNG_211"], "p2.hero.health": 30, "events.choose": 0 },
    });
  });
});

