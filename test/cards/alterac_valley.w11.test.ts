/** Fractured in Alterac Valley (ALTERAC_VALLEY): cards whose steps the format has (w11/storm; rules-notes 1101). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // 2-Cost 3/2
const BOULDERFIST = "CS2_200"; // 6-Cost 6/7

describeCard("AV_711", () => {
  cardCase("AV_711", {
    does: "a Rogue holding a Mage card: a copy is summoned",
    p1: { hero: { card: "HERO_03" }, hand: [{ card: "AV_711", ref: "D" }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["AV_711", "AV_711"] },
  });
  cardCase("AV_711", {
    does: "holding only Rogue and Neutral cards: no copy",
    p1: { hero: { card: "HERO_03" }, hand: [{ card: "AV_711", ref: "D" }, { card: "CS2_072" }, { card: WISP }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["AV_711"] },
  });
});

describeCard("ONY_036", () => {
  cardCase("ONY_036", {
    does: "playing the right-most card draws a card",
    p1: { board: [{ card: "ONY_036" }], hand: [{ card: WISP }, { card: WISP }, { card: WISP, ref: "R" }], deck: [{ card: YETI, ref: "X" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "X.zone": "hand" },
  });
  cardCase("ONY_036", {
    does: "playing a middle card draws nothing",
    p1: { board: [{ card: "ONY_036" }], hand: [{ card: WISP }, { card: WISP, ref: "M" }, { card: WISP }], deck: [{ card: YETI, ref: "X" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "X.zone": "deck" },
  });
});

describeCard("AV_100", () => {
  cardCase("AV_100", {
    does: "every minion in the deck costs less: one of them is summoned (not the spell)",
    p1: { hand: [{ card: "AV_100", ref: "D" }], deck: [{ card: RAPTOR, ref: "R" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["AV_100", RAPTOR], "F.zone": "deck" },
  });
  cardCase("AV_100", {
    does: "a minion of the same Cost in the deck: nothing",
    p1: { hand: [{ card: "AV_100", ref: "D" }], deck: [{ card: RAPTOR }, { card: YETI }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["AV_100"] },
  });
});

describeCard("AV_223", () => {
  cardCase("AV_223", {
    does: "every minion in the deck costs more: they cost (3) less, spells not",
    p1: { hand: [{ card: "AV_223", ref: "V" }], deck: [{ card: BOULDERFIST, ref: "B" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "B.cost": 3, "F.cost": 4 },
  });
  cardCase("AV_223", {
    does: "a minion of the same Cost: no change",
    p1: { hand: [{ card: "AV_223", ref: "V" }], deck: [{ card: BOULDERFIST, ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "B.cost": 6, "Y.cost": 4 },
  });
});

describeCard("AV_286", () => {
  cardCase("AV_286", {
    does: "casts the highest Cost Fel spell from hand (Chaos Nova, 5, over Chaos Strike, 2; not the higher Fireball)",
    p1: { hand: [{ card: "AV_286", ref: "F" }, { card: "BT_035", ref: "S" }, { card: "BT_235", ref: "N" }, { card: "CS2_029", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "N.zone": "graveyard", "S.zone": "hand", "B.zone": "hand", "Y.health": 1, "F.health": 3, "p1.mana.used": 6 },
  });
  cardCase("AV_286", {
    does: "no Fel spell in hand: nothing",
    p1: { hand: [{ card: "AV_286", ref: "F" }, { card: "CS2_029", ref: "B" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => expect(r.state.players[0].hand.map((e) => e.card)).toEqual(["CS2_029"]),
  });
});
