/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Priest cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Mend: "Restore a minion to full Health. Draw a card."
cardCase("CATA_302", {
  does: "the damaged minion back to full Health, and a card drawn",
  p1: { hand: [{ card: "CATA_302", ref: "M" }], board: [{ card: "CS2_186", ref: "G", health: 1 }], deck: [{ card: "CS2_120" }] },
  actions: [{ type: "play", card: "M", target: "G" }],
  expect: { "G.health": 7, "p1.hand": ["CS2_120"] },
});
cardCase("CATA_302", {
  does: "it cannot target a hero",
  p1: { hand: [{ card: "CATA_302", ref: "M" }], hero: { card: "HERO_09", health: 10 } },
  actions: [{ type: "play", card: "M", target: "p1.hero" }],
  error: "illegal_action",
});

// Purifying Breath: "Deal $5 damage to a minion. If it dies, restore #5 Health to the enemy hero."
cardCase("CATA_303", {
  does: "it kills the minion: the enemy hero is healed 5, not its own",
  p1: { hand: [{ card: "CATA_303", ref: "P" }], hero: { card: "HERO_09", health: 20 } },
  p2: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.zone": "graveyard", "p2.hero.health": 25, "p1.hero.health": 20 },
});
cardCase("CATA_303", {
  does: "it survives: no healing",
  p1: { hand: [{ card: "CATA_303", ref: "P" }] },
  p2: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.health": 2, "p2.hero.health": 20 },
});

// Injured Attendant: "Lifesteal. Battlecry: Deal 4 damage to this minion."
cardCase("CATA_304", {
  does: "it damages itself for 4, and its Lifesteal heals its own hero 4",
  p1: { hand: [{ card: "CATA_304", ref: "A" }], hero: { card: "HERO_09", health: 20 } },
  p2: { hero: { card: "HERO_08", health: 20 } },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.health": 4, "p1.hero.health": 24, "p2.hero.health": 20 },
});

// Incensed Matriarch: "At the end of your turn, if this is at full Health, gain +3 Health."
cardCase("CATA_305", {
  does: "at full Health: +3 Health at the end of its controller's turn",
  p1: { board: [{ card: "CATA_305", ref: "M" }] },
  actions: [{ type: "endTurn" }],
  expect: { "M.health": 6, "M.attack": 3 },
});
cardCase("CATA_305", {
  does: "damaged: nothing",
  p1: { board: [{ card: "CATA_305", ref: "M", health: 2 }] },
  actions: [{ type: "endTurn" }],
  expect: { "M.health": 2 },
});

// Medivh's Triumph: "Deal $4 damage to all minions. Costs (1) if you control a Legendary card."
cardCase("CATA_308", {
  does: "with a friendly Legendary minion it costs 1 and hits every minion, both sides, for 4",
  p1: { mana: { crystals: 1 }, hand: [{ card: "CATA_308", ref: "T" }], board: [{ card: "EX1_562", ref: "L" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.zone": "graveyard", "E.health": 3, "R.zone": "graveyard", "L.health": 4, "p1.mana.used": 1, "p2.hero.health": 30 },
});
cardCase("CATA_308", {
  does: "only an enemy Legendary: it still costs 5",
  p1: { mana: { crystals: 4 }, hand: [{ card: "CATA_308", ref: "T" }] },
  p2: { board: [{ card: "EX1_562" }] },
  actions: [{ type: "play", card: "T" }],
  error: "illegal_action",
});
cardCase("CATA_308", {
  does: "a Legendary weapon counts",
  p1: { mana: { crystals: 1 }, hand: [{ card: "CATA_308", ref: "T" }], weapon: { card: "BT_781" } },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "E.health": 3, "p1.mana.used": 1 },
});
cardCase("CATA_308", {
  does: "a non-Legendary minion does not count: it costs 5",
  p1: { mana: { crystals: 4 }, hand: [{ card: "CATA_308", ref: "T" }], board: [{ card: "CS2_186" }] },
  actions: [{ type: "play", card: "T" }],
  error: "illegal_action",
});

// Cleansing Cleric: "Battlecry: Your healing effects restore 2 more Health this game."
cardCase("CATA_216", {
  does: "after it, a 2-Health heal of yours restores 4 (Hero Power)",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "HERO_09bp" }, hand: [{ card: "CATA_216", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "heroPower", target: "p1.hero" }],
  expect: { "p1.hero.health": 24 },
});
cardCase("CATA_216", {
  does: "it lasts: a heal on a later turn restores 2 more too; the opponent's heals are not changed",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "HERO_09bp" }, hand: [{ card: "CATA_216", ref: "C" }], deck: [{ card: "CS2_231" }] },
  p2: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "HERO_09bp" }, deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }, { type: "endTurn" },
    { type: "heroPower", target: "p1.hero" }],
  expect: { "p1.hero.health": 24, "p2.hero.health": 22 },
});
cardCase("CATA_216", {
  does: "with Auchenai Soulpriest the increased healing becomes damage: 4",
  p1: { heroPower: { card: "HERO_09bp" }, hand: [{ card: "CATA_216", ref: "C" }], board: [{ card: "EX1_591" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "C" }, { type: "heroPower", target: "E" }],
  expect: { "E.health": 1 },
});
cardCase("CATA_216", {
  does: "Lifesteal's healing is not increased (Injured Attendant's 4 damage heals 4)",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "CATA_216", ref: "C" }, { card: "CATA_304", ref: "A" }] },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "A" }],
  expect: { "p1.hero.health": 24 },
});

// Ruby Sanctum: "Your next Healing effect this turn deals damage instead."
cardCase("CATA_301", {
  does: "the next heal (Lesser Heal on an enemy minion) deals 2 damage instead; the heal after it heals; the Location loses 1 durability",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, board: [{ card: "CATA_301", ref: "R" }],
    hand: [{ card: "CS2_117", ref: "F" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "useLocation", card: "R" }, { type: "heroPower", target: "E" }, { type: "play", card: "F", target: "p1.hero" }],
  expect: { "E.health": 5, "p1.hero.health": 23, "R.health": 2 },
});
cardCase("CATA_301", {
  does: "only this turn: unused, it is gone at the end of the turn and a heal next turn heals",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, board: [{ card: "CATA_301", ref: "R" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "useLocation", card: "R" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p1.hero" }],
  expect: { "p1.hero.health": 22 },
});
cardCase("CATA_301", {
  does: "Lifesteal's heal is not a Healing effect: it heals and leaves the state for the next heal, which deals damage",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" },
    board: [{ card: "CATA_301", ref: "R" }, { card: "CS2_182", ref: "L", tags: { LIFESTEAL: 1 } }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "useLocation", card: "R" }, { type: "attack", attacker: "L", defender: "p2.hero" }, { type: "heroPower", target: "p1.hero" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 22, "E.health": 7 },
});
