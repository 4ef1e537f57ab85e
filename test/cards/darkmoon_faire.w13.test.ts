/**
 * Behaviour tests of the DARKMOON_FAIRE cards added by w13/bands (definitions in sets/darkmoon.ts; rules-notes 1480-1499).
 */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5, no type
const CROC = "CS2_120"; // Beast
const RAPTOR = "CS2_172"; // Beast
const MURLOC = "CS2_168"; // Murloc
const DRAGON = "NEW1_023"; // Faerie Dragon, Dragon

describeCard("DMF_528", () => {
  cardCase("DMF_528", {
    does: "a Beast, another Beast, a Murloc, a Dragon and a typeless Yeti: (3) less — played for 2 Mana",
    p1: { hand: [{ card: "DMF_528", ref: "T" }], board: [{ card: CROC }, { card: RAPTOR }, { card: MURLOC }, { card: DRAGON }, { card: YETI }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.mana.used": 2, "T.zone": "board" },
  });
  cardCase("DMF_528", {
    does: "enemy minions do not count: (5), not playable with 4 Mana",
    p1: { hand: [{ card: "DMF_528", ref: "T" }], mana: { crystals: 4, used: 0 } },
    p2: { board: [{ card: CROC }, { card: MURLOC }] },
    actions: [{ type: "play", card: "T" }],
    error: "illegal_action",
  });
});
