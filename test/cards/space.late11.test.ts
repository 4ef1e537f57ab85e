/** The Great Dark Beyond (SPACE): cards whose steps the format already had (w11/late-a). */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029"; // Fire spell
const FROSTBOLT = "CS2_024"; // Frost spell
const FIRE_ELEMENTAL = "CS2_042"; // Elemental

describe("The Great Dark Beyond (late11)", () => {
  describeCard("GDB_302", () => {
    cardCase("GDB_302", {
      does: "the top 3 cards: Fire spells and Elementals drawn, the others destroyed; the 4th stays",
      p1: { hand: [{ card: "GDB_302", ref: "B" }],
        deck: [{ card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }, { card: FIRE_ELEMENTAL, ref: "E" }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [FIREBALL, FIRE_ELEMENTAL], "Y.zone": "graveyard", "W.zone": "deck", "p1.deck": [WISP], "events.draw": 2 },
    });
    cardCase("GDB_302", {
      does: "a spell of another school is destroyed, not drawn",
      p1: { hand: [{ card: "GDB_302", ref: "B" }], deck: [{ card: FROSTBOLT, ref: "F" }, { card: WISP, ref: "W" }, { card: WISP, ref: "V" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [], "F.zone": "graveyard", "W.zone": "graveyard", "V.zone": "graveyard", "p1.deck": [] },
    });
    cardCase("GDB_302", {
      does: "a deck of fewer cards: only those, no fatigue",
      p1: { hand: [{ card: "GDB_302", ref: "B" }], deck: [{ card: FIRE_ELEMENTAL, ref: "E" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "p1.hand": [FIRE_ELEMENTAL], "p1.hero.health": 30, "p1.deck": [] },
    });
  });

  describeCard("GDB_846", () => {
    cardCase("GDB_846", {
      does: "Battlecry: your Hero Power becomes Tracking (1): Discover a card from your deck — the card taken is drawn, the others stay",
      p1: { hero: { card: "HERO_05" }, hand: [{ card: "GDB_846", ref: "N" }],
        deck: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }, { card: FROSTBOLT, ref: "B" }] },
      actions: [{ type: "play", card: "N" }, { type: "heroPower" }],
      choices: [0],
      expect: { "p1.heroPower": "GDB_846hp", "p1.hand.length": 1, "p1.deck.length": 3, "p1.mana.used": 4, "p2.hero.health": 30 },
    });
    cardCase("GDB_846", {
      does: "Tracking with one card in the deck: taken without a prompt",
      p1: { hero: { card: "HERO_05" }, hand: [{ card: "GDB_846", ref: "N" }], deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "N" }, { type: "heroPower" }],
      expect: { "Y.zone": "hand", "p1.deck": [] },
    });
  });
});
