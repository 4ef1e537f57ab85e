/** The Boomsday Project: Omega Mind, with the rule spells-lifesteal (w12/storm; rules-notes 1301). */
import { cardCase, describeCard } from "../support/cards.js";

describeCard("BOT_543", () => {
  cardCase("BOT_543", {
    does: "with 10 Mana Crystals your spells have Lifesteal this turn: a Fireball heals your hero 6",
    p1: { hand: [{ card: "BOT_543", ref: "O" }, { card: "CS2_029", ref: "F" }], hero: { card: "HERO_07", health: 20 }, mana: { crystals: 10 } },
    actions: [{ type: "play", card: "O" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hero.health": 26, "p2.hero.health": 24 },
  });
  cardCase("BOT_543", {
    does: "with 9 Mana Crystals: nothing",
    p1: { hand: [{ card: "BOT_543", ref: "O" }, { card: "CS2_029", ref: "F" }], hero: { card: "HERO_07", health: 20 }, mana: { crystals: 9 } },
    actions: [{ type: "play", card: "O" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hero.health": 20, "p2.hero.health": 24 },
  });
  cardCase("BOT_543", {
    does: "next turn the spells have no Lifesteal",
    p1: { hand: [{ card: "BOT_543", ref: "O" }, { card: "CS2_029", ref: "F" }], hero: { card: "HERO_07", health: 20 }, mana: { crystals: 10 }, deck: [{ card: "CS2_231" }] },
    p2: { deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "O" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hero.health": 20, "p2.hero.health": 24 },
  });
});
