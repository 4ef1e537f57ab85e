/**
 * Behaviour tests for Legacy (LEGACY) Neutral cards, Abomination .. Emperor Cobra: one case per behaviour of the text.
 */
import { describe, expect, it } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("Legacy neutral cards (A-E)", () => {
  cardCase("EX1_066", {
    does: "Battlecry: destroys the opponent's weapon, not your own",
    p1: { hand: [{ card: "EX1_066", ref: "O" }], weapon: { card: "CS2_106", ref: "MINE" } },
    p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
    actions: [{ type: "play", card: "O" }],
    expect: { "THEIRS.zone": "graveyard", "MINE.zone": "weapon", "O.zone": "board", "p2.weapon": null, "events.destroy": 1 },
  });
  cardCase("EX1_066", {
    does: "with no enemy weapon it still plays and destroys nothing",
    p1: { hand: [{ card: "EX1_066", ref: "O" }], weapon: { card: "CS2_106", ref: "MINE" } },
    actions: [{ type: "play", card: "O" }],
    expect: { "MINE.zone": "weapon", "O.zone": "board", "events.destroy": 0 },
  });

  // Alexstrasza the Life-Binder: "Battlecry: Choose a character. If it's friendly, restore 8 Health. If it's an enemy, deal 8 damage."
  cardCase("LEG_CS3_031", {
    does: "a friendly minion is healed by 8, not damaged",
    p1: { hand: [{ card: "LEG_CS3_031", ref: "A" }], board: [{ card: "CS2_182", ref: "Y", health: 1 }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    expect: { "Y.health": 5, "events.heal": 1, "events.damage": 0 },
  });
  cardCase("LEG_CS3_031", {
    does: "your hero is restored by 8",
    p1: { hand: [{ card: "LEG_CS3_031", ref: "A" }], hero: { card: "HERO_08", health: 10 } },
    actions: [{ type: "play", card: "A", target: "p1.hero" }],
    expect: { "p1.hero.health": 18, "p2.hero.health": 30, "events.damage": 0 },
  });
  cardCase("LEG_CS3_031", {
    does: "the enemy hero takes 8 damage, not healing",
    p1: { hand: [{ card: "LEG_CS3_031", ref: "A" }] },
    p2: { hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    expect: { "p2.hero.health": 12, "events.heal": 0, "events.damage": 1 },
  });
  cardCase("LEG_CS3_031", {
    does: "an enemy minion takes 8 damage",
    p1: { hand: [{ card: "LEG_CS3_031", ref: "A" }] },
    p2: { board: [{ card: "CS2_186", ref: "E" }] },
    actions: [{ type: "play", card: "A", target: "E" }],
    expect: { "E.zone": "graveyard", "events.damage": 1 },
  });

  // Arcane Devourer: "Whenever you cast a spell, gain +2/+2."
  cardCase("EX1_187", {
    does: "each spell you cast gives it +2/+2 (two spells: 8/12)",
    p1: { board: [{ card: "EX1_187", ref: "D" }], hand: [{ card: "CS2_008", ref: "F1" }, { card: "CS2_008", ref: "F2" }] },
    actions: [{ type: "play", card: "F1", target: "p2.hero" }, { type: "play", card: "F2", target: "p2.hero" }],
    expect: { "D.attack": 8, "D.health": 12 },
  });
  cardCase("EX1_187", {
    does: "a minion you play, or a spell the opponent casts, gives nothing",
    p1: { board: [{ card: "EX1_187", ref: "D" }], hand: [{ card: "CS2_231", ref: "W" }], deck: deck(1) },
    p2: { hand: [{ card: "CS2_008", ref: "F" }], deck: deck(1, "e") },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "D.attack": 4, "D.health": 8 },
  });

  // Barrens Stablehand: "Battlecry: Summon a random Beast."
  describeCard("EX1_188", () => {
    it("summons one random Beast for you, right of it, whatever the seed", () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const r = runCase({
          does: "", seed,
          p1: { hand: [{ card: "EX1_188", ref: "S" }] },
          actions: [{ type: "play", card: "S" }],
          expect: { "p2.board.length": 0, "p1.board.0.card": "EX1_188" },
        }) as import("../../src/engine/index.js").ResolveResult;
        // One Beast (a Colossal one brings its appendages beside it: they are no pick of their own).
        const beast = r.state.players[0].board[1]!.card;
        expect(r.random.find((d) => d.purpose === "random minion to summon")!.chosen).toBe(beast);
        if (r.state.players[0].board.length > 2) expect(factsById(beast)!.mechanics).toContain("COLOSSAL");
        expect(factsById(beast)!.races.some((x) => x === "BEAST" || x === "ALL"), beast).toBe(true);
        expect(r.random.filter((d) => d.purpose !== "random target")).toHaveLength(1);
      }
    });
  });
  cardCase("EX1_188", {
    does: "with a full board nothing is summoned",
    p1: { hand: [{ card: "EX1_188", ref: "S" }], board: Array.from({ length: 6 }, () => ({ card: "CS2_231" })) },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board.length": 7, "events.summon": 1 },
  });

  // Brightwing: "Battlecry: Add a random Legendary minion to your hand."
  describeCard("EX1_189", () => {
    it("adds one random Legendary minion to your hand (not the enemy's), whatever the seed", () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const r = runCase({
          does: "", seed,
          p1: { hand: [{ card: "EX1_189", ref: "B" }] },
          actions: [{ type: "play", card: "B" }],
          expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
        }) as import("../../src/engine/index.js").ResolveResult;
        const f = factsById(r.state.players[0].hand[0]!.card)!;
        expect([f.rarity, f.type, f.collectible], f.id).toEqual(["LEGENDARY", "MINION", true]);
      }
    });
  });

  // Captain's Parrot: "Battlecry: Draw a Pirate from your deck."
  cardCase("NEW1_016", {
    does: "Battlecry: draws the Pirate from the middle of your deck, not the top card",
    p1: { hand: [{ card: "NEW1_016", ref: "P" }], deck: [{ card: "CS2_231", ref: "T" }, { card: "CS2_146", ref: "PIR" }, { card: "CS2_231", ref: "B" }] },
    p2: { deck: [{ card: "CS2_146", ref: "EP" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "PIR.zone": "hand", "T.zone": "deck", "B.zone": "deck", "EP.zone": "deck", "events.draw": 1 },
  });
  cardCase("NEW1_016", {
    does: "with no Pirate in the deck nothing is drawn and there is no fatigue",
    p1: { hand: [{ card: "NEW1_016", ref: "P" }], deck: [{ card: "CS2_231", ref: "T" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "T.zone": "deck", "p1.hand.length": 0, "p1.hero.health": 30, "events.fatigue": 0 },
  });
  cardCase("NEW1_016", {
    does: "with an empty deck, no fatigue",
    p1: { hand: [{ card: "NEW1_016", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hero.health": 30, "events.fatigue": 0 },
  });

  // Darkscale Healer: "Battlecry: Restore 2 Health to all friendly characters."
  cardCase("DS1_055", {
    does: "Battlecry: heals your hero and each of your minions by 2; the enemy's not",
    p1: { hand: [{ card: "DS1_055", ref: "D" }], hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_182", ref: "Y", health: 1 }] },
    p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_182", ref: "E", health: 1 }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.hero.health": 22, "Y.health": 3, "p2.hero.health": 20, "E.health": 1, "D.health": 5, "events.heal": 2 },
  });

  // Deathwing the Destroyer: "Battlecry: Destroy all other minions. Discard a card for each destroyed."
  cardCase("LEG_CS3_036", {
    does: "Battlecry: destroys every other minion (3 here) and discards 3 of your cards, not the enemy's",
    p1: {
      hand: [{ card: "LEG_CS3_036", ref: "D" }, { card: "CS2_231", ref: "H1" }, { card: "CS2_231", ref: "H2" }, { card: "CS2_231", ref: "H3" }, { card: "CS2_231", ref: "H4" }],
      board: [{ card: "CS2_182", ref: "Y" }],
    },
    p2: { board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_231", ref: "E2" }], hand: [{ card: "CS2_231", ref: "EH" }] },
    actions: [{ type: "play", card: "D" }],
    expect: {
      "D.zone": "board", "Y.zone": "graveyard", "E1.zone": "graveyard", "E2.zone": "graveyard", "p1.hand.length": 1, "EH.zone": "hand",
      "events.discard": 3,
    },
  });
  cardCase("LEG_CS3_036", {
    does: "with no other minion nothing is discarded",
    p1: { hand: [{ card: "LEG_CS3_036", ref: "D" }, { card: "CS2_231", ref: "H1" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "H1.zone": "hand", "events.discard": 0 },
  });
  cardCase("LEG_CS3_036", {
    does: "more destroyed than cards in hand: the whole hand goes",
    p1: { hand: [{ card: "LEG_CS3_036", ref: "D" }, { card: "CS2_231", ref: "H1" }], board: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "H1.zone": "graveyard", "events.discard": 1, "p1.board": ["LEG_CS3_036"] },
  });

  // Dragonling Mechanic: "Battlecry: Summon a 2/1 Mechanical Dragonling."
  cardCase("EX1_025", {
    does: "Battlecry: a 2/1 Mechanical Dragonling right of it, for you",
    p1: { hand: [{ card: "EX1_025", ref: "M" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "M", position: 0 }],
    expect: { "p1.board": ["EX1_025", "EX1_025t", "CS2_231"], "p1.board.1.attack": 2, "p1.board.1.health": 1, "p2.board": [] },
  });

  // Elven Archer: "Battlecry: Deal 1 damage."
  cardCase("CS2_189", {
    does: "Battlecry: 1 damage to the chosen character only",
    p1: { hand: [{ card: "CS2_189", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "A", target: "E" }],
    expect: { "E.health": 4, "F.health": 5, "p2.hero.health": 30, "events.damage": 1 },
  });
  cardCase("CS2_189", {
    does: "can hit a hero",
    p1: { hand: [{ card: "CS2_189", ref: "A" }] },
    actions: [{ type: "play", card: "A", target: "p2.hero" }],
    expect: { "p2.hero.health": 29 },
  });
});

void deck;
