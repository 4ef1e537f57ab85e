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
});
