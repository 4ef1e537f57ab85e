/** Caverns of Time (WONDERS, w12/badlands). */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const RAPTOR = "CS2_172"; // Bloodfen Raptor, a Beast

describeCard("WON_003", () => {
  cardCase("WON_003", {
    does: "costs (1) less per Beast you summoned this game (played ones too), not other minions nor the opponent's",
    p1: { hand: [{ card: "WON_003", ref: "K" }, { card: RAPTOR, ref: "R" }] },
    state: { summons: [{ card: RAPTOR, controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 }, { card: RAPTOR, controller: 2, turn: 4 }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "K.cost": 5 },
  });
});
