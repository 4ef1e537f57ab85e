/** Scholomance Academy: Professor Slate, with the rule spells-poisonous (w12/storm; rules-notes 1301). */
import { cardCase, describeCard } from "../support/cards.js";

describeCard("SCH_539", () => {
  cardCase("SCH_539", {
    does: "your Arcane Explosion destroys each minion it damaged",
    p1: { board: [{ card: "SCH_539" }], hand: [{ card: "CS2_025", ref: "X" }] },
    p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_200", ref: "B" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "A.zone": "graveyard", "B.zone": "graveyard" },
  });
  cardCase("SCH_539", {
    does: "the opponent's spells are not Poisonous",
    p1: { board: [{ card: "SCH_539", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
    p2: { hand: [{ card: "CS2_025", ref: "X" }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "X" }],
    expect: { "Y.zone": "board", "Y.health": 4, "S.health": 3 },
  });
});
