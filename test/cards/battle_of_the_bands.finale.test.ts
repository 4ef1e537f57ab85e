/** Finale (压轴) cards of Festival of Legends: the Finale comes when the card used up its player's Mana (none left after paying). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 0-Cost
const RAIDER = "CS2_168"; // Murloc Raider, 1-Cost
const mana = (crystals: number, used = 0) => ({ crystals, used });

describe("Festival of Legends: Finale", () => {
  describeCard("ETC_075", () => {
    cardCase("ETC_075", {
      does: "Mana left over: 2 cards drawn, the weapon unchanged",
      p1: { hand: [{ card: "ETC_075", ref: "M" }], weapon: { card: "CS2_106", ref: "W" }, deck: [{ card: WISP }, { card: WISP }], mana: mana(4) },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand.length": 2, "W.attack": 3 },
    });
    cardCase("ETC_075", {
      does: "Finale (its 3 Mana were the last): the weapon gets +2 Attack",
      p1: { hand: [{ card: "ETC_075", ref: "M" }], weapon: { card: "CS2_106", ref: "W" }, deck: [{ card: WISP }, { card: WISP }], mana: mana(5, 2) },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.hand.length": 2, "W.attack": 5, "p1.mana.used": 5 },
    });
  });
  describeCard("ETC_318", () => {
    cardCase("ETC_318", {
      does: "two 1-Cost minions from the deck (a 2-Cost and a 0-Cost one stay); Mana left: no third",
      p1: { hand: [{ card: "ETC_318", ref: "B" }], deck: [{ card: RAIDER, ref: "A" }, { card: "CS2_172", ref: "R" }, { card: RAIDER, ref: "C" }, { card: RAIDER, ref: "D" }, { card: WISP }], mana: mana(10) },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": [RAIDER, RAIDER], "R.zone": "deck", "p1.deck.length": 3 },
    });
    cardCase("ETC_318", {
      does: "Finale: a third",
      p1: { hand: [{ card: "ETC_318", ref: "B" }], deck: [{ card: RAIDER, ref: "A" }, { card: "CS2_172", ref: "R" }, { card: RAIDER, ref: "C" }, { card: RAIDER, ref: "D" }, { card: WISP }], mana: mana(3) },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.board": [RAIDER, RAIDER, RAIDER], "R.zone": "deck", "p1.deck.length": 2 },
    });
  });
  describeCard("ETC_338", () => {
    cardCase("ETC_338", {
      does: "a copy of the chosen minion (an enemy's) comes to your hand; no Finale, no buff",
      p1: { hand: [{ card: "ETC_338", ref: "P" }], mana: mana(5) },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      expect: { "p1.hand": [YETI], "p1.hand.0.attack": 4, "Y.attack": 4 },
    });
    cardCase("ETC_338", {
      does: "Finale: both the minion and its copy get +1/+2",
      p1: { hand: [{ card: "ETC_338", ref: "P" }], mana: mana(2) },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      expect: { "p1.hand": [YETI], "p1.hand.0.attack": 5, "p1.hand.0.health": 7, "Y.attack": 5, "Y.health": 7 },
    });
  });
  describeCard("ETC_369", () => {
    cardCase("ETC_369", {
      does: "restores 8 Health; with Mana left, no Elemental",
      p1: { hand: [{ card: "ETC_369", ref: "C" }], hero: { card: "HERO_02", health: 10 }, mana: mana(4) },
      actions: [{ type: "play", card: "C", target: "p1.hero" }],
      expect: { "p1.hero.health": 18, "p1.board": [] },
    });
    cardCase("ETC_369", {
      does: "Finale: a 3/3 Elemental with Taunt too",
      p1: { hand: [{ card: "ETC_369", ref: "C" }], hero: { card: "HERO_02", health: 10 }, mana: mana(3) },
      actions: [{ type: "play", card: "C", target: "p1.hero" }],
      expect: { "p1.hero.health": 18, "p1.board": ["ETC_369t"], "p1.board.0.seen.TAUNT": 1 },
    });
  });
  describeCard("ETC_394", () => {
    cardCase("ETC_394", {
      does: "2 damage to the minion; Mana left: no Discover",
      p1: { hand: [{ card: "ETC_394", ref: "T" }], hero: { card: "HERO_10" }, mana: mana(2) },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.health": 3, "p1.hand": [] },
    });
    cardCase("ETC_394", {
      does: "Finale: Discover a Fel spell",
      p1: { hand: [{ card: "ETC_394", ref: "T" }], hero: { card: "HERO_10" }, mana: mana(1) },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "T", target: "Y" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand.length).toBe(1);
        expect(factsById(hand[0]!.card)!.spellSchool).toBe("FEL");
      },
    });
  });
  describeCard("JAM_017", () => {
    cardCase("JAM_017", {
      does: "0 Cost, played with Mana left: Rush only",
      p1: { hand: [{ card: "JAM_017", ref: "T" }], board: [{ card: YETI, ref: "Y", tags: { EXHAUSTED: 1, JUST_PLAYED: 1 } }], mana: mana(1) },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.seen.RUSH": 1, "Y.attack": 4 },
    });
    cardCase("JAM_017", {
      does: "played with no Mana left (Finale): Rush and +1/+1",
      p1: { hand: [{ card: "JAM_017", ref: "T" }], board: [{ card: YETI, ref: "Y" }], mana: mana(3, 3) },
      actions: [{ type: "play", card: "T", target: "Y" }],
      expect: { "Y.seen.RUSH": 1, "Y.attack": 5, "Y.health": 6 },
    });
  });
  describeCard("ETC_376", () => {
    cardCase("ETC_376", {
      does: "Battlecry: draws the two cards of Cost 6 or more (not the Wisp); Mana left: their costs unchanged",
      p1: { hand: [{ card: "ETC_376", ref: "S" }], deck: [{ card: WISP, ref: "W" }, { card: "CS2_200", ref: "O" }, { card: "EX1_298", ref: "R" }], mana: mana(10) },
      actions: [{ type: "play", card: "S" }],
      expect: { "O.zone": "hand", "R.zone": "hand", "W.zone": "deck", "O.cost": 6, "R.cost": 8 },
    });
    cardCase("ETC_376", {
      does: "Finale: they cost (1) less",
      p1: { hand: [{ card: "ETC_376", ref: "S" }], deck: [{ card: WISP, ref: "W" }, { card: "CS2_200", ref: "O" }, { card: "EX1_298", ref: "R" }], mana: mana(5) },
      actions: [{ type: "play", card: "S" }],
      expect: { "O.zone": "hand", "R.zone": "hand", "O.cost": 5, "R.cost": 7 },
    });
  });
});
