/** Behaviour tests of Kobolds & Catacombs cards the lead implemented in session 12. */
import { describe } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const FIREBALL = "CS2_029"; // 4-Cost spell
const MOONFIRE = "CS2_008"; // 0-Cost spell
const YETI = "CS2_182"; // a 4-Cost minion

describe("Kobolds & Catacombs (lead, session 12)", () => {
  describeCard("LOOT_170", () => {
    cardCase("LOOT_170", {
      does: "a spell in each deck, yours costs more: it is drawn (minions are not revealed)",
      p1: { hand: [{ card: "LOOT_170", ref: "R" }], deck: [{ card: FIREBALL, ref: "F" }, { card: YETI }] },
      p2: { deck: [{ card: MOONFIRE }, { card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [FIREBALL], "p1.deck": [YETI] },
    });
    cardCase("LOOT_170", {
      does: "the opponent's spell costs more: nothing drawn",
      p1: { hand: [{ card: "LOOT_170", ref: "R" }], deck: [{ card: MOONFIRE }] },
      p2: { deck: [{ card: FIREBALL }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [], "p1.deck": [MOONFIRE] },
    });
    cardCase("LOOT_170", {
      does: "no spell in your deck: nothing revealed, nothing drawn",
      p1: { hand: [{ card: "LOOT_170", ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.hand": [], "p1.deck": [YETI] },
    });
  });
});
