/** Mean Streets of Gadgetzan (GANGS, w12/badlands). */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";
const WISP = "CS2_231";
const FIREBALL = "CS2_029";

describeCard("CFM_687", () => {
  cardCase("CFM_687", {
    does: "deck with no duplicates: the next spell this turn costs (0), the one after full price",
    p1: { hand: [{ card: "CFM_687", ref: "S" }, { card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }], deck: [{ card: YETI }, { card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.mana.used": 7, "G.cost": 4, "p2.hero.health": 24 },
  });
  cardCase("CFM_687", {
    does: "a duplicate in the deck: nothing",
    p1: { hand: [{ card: "CFM_687", ref: "S" }, { card: FIREBALL, ref: "F" }], deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "F.cost": 4 },
  });
  cardCase("CFM_687", {
    does: "the state lasts this turn only",
    p1: { hand: [{ card: "CFM_687", ref: "S" }, { card: FIREBALL, ref: "F" }], deck: [{ card: YETI }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "F.cost": 4 },
  });
});
