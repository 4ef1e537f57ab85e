/** Core (CORE) Warrior cards: one case per behaviour of each card's text. */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // Spell Damage +1

// Bash: "Deal $3 damage. Gain 3 Armor."
cardCase("CORE_AT_064", {
  does: "3 damage to the chosen minion and 3 Armor for your hero, none for the enemy",
  p1: { hand: [{ card: "CORE_AT_064", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  expect: { "Y.health": 2, "Z.health": 5, "p1.hero.armor": 3, "p2.hero.armor": 0, "p1.mana.used": 2 },
});
cardCase("CORE_AT_064", {
  does: "Spell Damage adds to the damage, not to the Armor",
  p1: { board: [{ card: KOBOLD, ref: "K" }], hand: [{ card: "CORE_AT_064", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "p1.hero.armor": 3 },
});
cardCase("CORE_AT_064", {
  does: "needs a target",
  p1: { hand: [{ card: "CORE_AT_064", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  error: "illegal_action",
});

// Bloodhoof Brave: "Taunt. Has +3 Attack while damaged."
cardCase("CORE_OG_218", {
  does: "undamaged it is a 2/6 Taunt; damaged it has 5 Attack",
  p1: { board: [{ card: "CORE_OG_218", ref: "B" }, { card: "CORE_OG_218", ref: "C" }], hand: [{ card: "CS2_189", ref: "EA" }] },
  actions: [{ type: "play", card: "EA", target: "B" }],
  expect: { "B.attack": 5, "B.health": 5, "C.attack": 2, "C.health": 6, "C.seen.TAUNT": 1 },
});
cardCase("CORE_OG_218", {
  does: "healed to full it loses the +3 Attack",
  p1: { board: [{ card: "CORE_OG_218", ref: "B", health: 3 }], hand: [{ card: "CS2_007", ref: "H" }] },
  actions: [{ type: "play", card: "H", target: "B" }],
  expect: { "B.attack": 2, "B.health": 6 },
});
cardCase("CORE_OG_218", {
  does: "damaged in combat, it hits back with 2 (the +3 comes after the damage)",
  p1: { board: [{ card: "CORE_OG_218", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "B", defender: "Y" }],
  expect: { "Y.health": 3, "B.health": 2, "B.attack": 5 },
});

// Bulwark of Azzinoth: "Whenever your hero would take damage, this loses 1 Durability instead."
cardCase("CORE_BT_781", {
  does: "the enemy's 6 damage to your hero costs the weapon 1 Durability instead; no damage, no Armor lost",
  p1: { hero: { card: "HERO_01", armor: 2 }, weapon: { card: "CORE_BT_781", ref: "W" } },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.hero.health": 30, "p1.hero.armor": 2, "W.durability": 3, "events.damage": 0 },
});
cardCase("CORE_BT_781", {
  does: "the fourth time it breaks: the fifth damage is taken",
  p1: { weapon: { card: "CORE_BT_781", ref: "W", durability: 1 } },
  p2: { hand: [{ card: "DS1_185", ref: "A" }, { card: "DS1_185", ref: "B" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "A", target: "p1.hero" }, { type: "play", card: "B", target: "p1.hero" }],
  expect: { "W.zone": "graveyard", "p1.hero.health": 28, "p1.weapon": null },
});
cardCase("CORE_BT_781", {
  does: "with its last Durability gone it absorbs nothing more: Arcane Missiles' 2nd and 3rd missiles hit the hero",
  p1: { weapon: { card: "CORE_BT_781", ref: "W", durability: 1 } },
  p2: { hand: [{ card: "EX1_277", ref: "M" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hero.health": 28, "W.zone": "graveyard", "events.damage": 2 },
});
cardCase("CORE_BT_781", {
  does: "not for your minions' damage; and the enemy hero's damage is not its business",
  p1: { weapon: { card: "CORE_BT_781", ref: "W" }, board: [{ card: YETI, ref: "Y" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "DS1_185", ref: "A" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "A", target: "Y" }],
  expect: { "p2.hero.health": 24, "Y.health": 3, "W.durability": 4 },
});
cardCase("CORE_BT_781", {
  does: "attacking with it: the hit back is absorbed (1 Durability) and the attack uses 1 more",
  p1: { weapon: { card: "CORE_BT_781", ref: "W" } },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "Y.health": 4, "p1.hero.health": 30, "W.durability": 2 },
});
cardCase("CORE_BT_781", {
  does: "mass damage to both heroes: yours is spared (1 Durability), the enemy's is not",
  p1: { weapon: { card: "CORE_BT_781", ref: "W" }, hand: [{ card: "CS2_062", ref: "H" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 27, "W.durability": 3 },
});
cardCase("CORE_BT_781", {
  does: "fatal damage with Ice Block too: the Bulwark takes it first (4.9 预伤害扳机 3, 4), so the Ice Block stays",
  p1: { hero: { card: "HERO_08", health: 5 }, weapon: { card: "CORE_BT_781", ref: "W" }, secrets: [{ card: "EX1_295", ref: "IB" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.hero.health": 5, "W.durability": 3, "IB.zone": "secrets" },
});

// Cargo Guard: "At the end of your turn, gain 3 Armor."
cardCase("CORE_SW_030", {
  does: "3 Armor at the end of your turn, not at the end of the opponent's",
  p1: { board: [{ card: "CORE_SW_030", ref: "C" }], deck: deck(2) },
  p2: { deck: deck(2, "e") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.armor": 3, "p2.hero.armor": 0 },
});
cardCase("CORE_SW_030", {
  does: "an enemy Cargo Guard gives its own hero Armor at the end of its controller's turn",
  p2: { board: [{ card: "CORE_SW_030", ref: "C" }], deck: deck(1, "e") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p2.hero.armor": 3, "p1.hero.armor": 0 },
});

// Heavy Plate: "Tradeable. Gain 8 Armor."
cardCase("CORE_SW_094", {
  does: "8 Armor for your hero for 3 mana",
  p1: { hand: [{ card: "CORE_SW_094", ref: "H" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hero.armor": 8, "p2.hero.armor": 0, "p1.mana.used": 3 },
});
cardCase("CORE_SW_094", {
  does: "Tradeable: 1 mana, into the deck, a card drawn, no Armor",
  p1: { hand: [{ card: "CORE_SW_094", ref: "H" }], deck: [{ card: WISP, ref: "T" }] },
  actions: [{ type: "trade", card: "H" }],
  expect: { "H.zone": "deck", "T.zone": "hand", "p1.mana.used": 1, "p1.hero.armor": 0 },
});

// Hookfist-3000: "After your hero attacks, gain 4 Armor and draw a card."
cardCase("CORE_NX2_028", {
  does: "after your hero attacks: 4 Armor and a card",
  p1: { board: [{ card: "CORE_NX2_028", ref: "H" }], weapon: { card: "CS2_106", ref: "A" }, deck: deck(2) },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hero.armor": 4, "p1.hand.length": 1, "p2.hero.health": 27 },
});
cardCase("CORE_NX2_028", {
  does: "a minion's attack (its own too) gives nothing",
  p1: { board: [{ card: "CORE_NX2_028", ref: "H" }, { card: YETI, ref: "Y" }], deck: deck(2) },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
  expect: { "p1.hero.armor": 0, "p1.hand.length": 0, "p2.hero.health": 22 },
});
cardCase("CORE_NX2_028", {
  does: "the enemy hero attacking gives you nothing",
  p1: { board: [{ card: "CORE_NX2_028", ref: "H" }], deck: deck(2) },
  p2: { weapon: { card: "CS2_106", ref: "A" } },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "p1.hero.armor": 0, "p1.hand.length": 0, "p1.hero.health": 27 },
});

// Ravaging Ghoul: "Battlecry: Deal 1 damage to all other minions."
cardCase("CORE_OG_149", {
  does: "1 damage to every other minion, both sides, not itself nor the heroes",
  p1: { hand: [{ card: "CORE_OG_149", ref: "G" }], board: [{ card: YETI, ref: "M" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: WISP, ref: "V" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "M.health": 4, "W.zone": "graveyard", "E.health": 4, "V.zone": "graveyard", "G.health": 3, "p1.hero.health": 30, "p2.hero.health": 30 },
});
cardCase("CORE_OG_149", {
  does: "not improved by Spell Damage (a battlecry)",
  p1: { hand: [{ card: "CORE_OG_149", ref: "G" }], board: [{ card: KOBOLD, ref: "K" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "E.health": 4, "K.health": 1 },
});

// I Know a Guy: "Discover a Taunt minion. Give it +1/+2."
const discoverOptions = (r: ResolveResult) => (events(r, "discover")[0] as unknown as { options: string[] }).options;
cardCase("CORE_WON_350", {
  does: "discovers one of three different Warrior or neutral Taunt minions; the one taken is +1/+2 in hand",
  p1: { hero: { card: "HERO_01" }, hand: [{ card: "CORE_WON_350", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "events.discover": 1, "G.zone": "graveyard", "p1.mana.used": 1 },
  check: (r) => {
    const options = discoverOptions(r);
    expect(new Set(options).size).toBe(3);
    for (const o of options) {
      const c = findCard(o)!;
      expect(c.type).toBe("MINION");
      expect(c.mechanics).toContain("TAUNT");
      expect(["WARRIOR", "NEUTRAL"]).toContain(c.cardClass);
    }
    const taken = r.state.players[0].hand[0]!;
    expect(taken.card).toBe(options[1]);
    const base = findCard(options[1]!)!;
    expect(taken.attack).toBe(base.attack! + 1);
    expect(taken.health).toBe(base.health! + 2);
    expect(taken.enchantments?.map((e) => e.card)).toEqual(["CFM_940e"]);
  },
});
cardCase("CORE_WON_350", {
  does: "the buff is the discovered card's alone: the minion in play and the rest of the hand keep their stats",
  p1: { hero: { card: "HERO_01" }, board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "CORE_WON_350", ref: "G" }, { card: "CS2_182", ref: "H" }] },
  actions: [{ type: "play", card: "G" }],
  choices: [0],
  expect: { "Y.attack": 4, "Y.health": 5, "H.attack": 4, "H.health": 5, "p1.hand.length": 2 },
});
