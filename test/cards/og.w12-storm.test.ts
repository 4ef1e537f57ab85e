/** Whispers of the Old Gods: Hallazeal the Ascended, with the rule spells-lifesteal (w12/storm; rules-notes 1301). */
import { cardCase, describeCard } from "../support/cards.js";

describeCard("OG_209", () => {
  cardCase("OG_209", {
    does: "your Fireball has Spell Damage +1 and Lifesteal: 7 damage, your hero healed 7",
    p1: { board: [{ card: "OG_209" }], hand: [{ card: "CS2_029", ref: "F" }], hero: { card: "HERO_07", health: 20 } },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 23, "p1.hero.health": 27 },
  });
  cardCase("OG_209", {
    does: "its own attack has no Lifesteal",
    p1: { board: [{ card: "OG_209", ref: "H" }], hero: { card: "HERO_07", health: 20 } },
    actions: [{ type: "attack", attacker: "H", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26, "p1.hero.health": 20 },
  });
});
