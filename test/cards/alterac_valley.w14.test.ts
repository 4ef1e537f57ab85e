/** Fractured in Alterac Valley (ALTERAC_VALLEY): cards of session 14 (w14/storm; rules-notes 1720-1739). */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2
const LEPER = "EX1_029"; // Deathrattle: 2 damage to the enemy hero
const LOOT = "EX1_096"; // Loot Hoarder, Deathrattle: draw a card

describeCard("ONY_033", () => {
  cardCase("ONY_033", {
    does: "a 3/3 Dread Imp for each enemy minion, each attacking its own (the Yeti and the Raptor kill theirs)",
    p1: { hand: [{ card: "ONY_033", ref: "I" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "W.zone": "graveyard", "R.zone": "graveyard", "Y.health": 2, "p1.board": ["AV_316t"], "p1.board.0.health": 2, "p2.hero.health": 30 },
  });
  cardCase("ONY_033", {
    does: "no enemy minion: no Imp",
    p1: { hand: [{ card: "ONY_033", ref: "I" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "p1.board": [] },
  });
});

describeCard("ONY_031", () => {
  cardCase("ONY_031", {
    does: "draws five, then the Deathrattles of those drawn resolve in hand (two Leper Gnomes: 4 damage; the Yetis nothing)",
    p1: { hand: [{ card: "ONY_031", ref: "S" }], deck: [{ card: YETI }, { card: LEPER, ref: "L1" }, { card: YETI }, { card: LEPER, ref: "L2" }, { card: YETI }, { card: WISP, ref: "LAST" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 26, "L1.zone": "hand", "L2.zone": "hand", "p1.hand.length": 5, "LAST.zone": "deck" },
  });
  cardCase("ONY_031", {
    does: "a drawing Deathrattle draws after the five (Loot Hoarder: a sixth card)",
    p1: { hand: [{ card: "ONY_031", ref: "S" }], deck: [{ card: LOOT }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: WISP, ref: "SIXTH" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 6, "SIXTH.zone": "hand" },
  });
});
