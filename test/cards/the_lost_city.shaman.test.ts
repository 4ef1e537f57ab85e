/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Shaman cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";

// Cinderfin: "Deathrattle: Summon a 2/1 Sizzling Cinder."
cardCase("TLC_225", {
  does: "Deathrattle: a 2/1 Sizzling Cinder for its owner",
  p1: { board: [{ card: "TLC_225", ref: "C" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "p1.board": ["TLC_249"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p2.board": [] },
});

// Fire Breath: "Deal $4 damage. Give your Elementals +1/+1."
cardCase("DINO_406", {
  does: "4 damage to the target; friendly Elementals (not other minions, not the enemy's) get +1/+1",
  p1: { hand: [{ card: "DINO_406", ref: "F" }], board: [{ card: "EX1_258", ref: "U" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "EX1_258", ref: "EU" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  expect: { "E.health": 1, "U.attack": 4, "U.health": 5, "Y.attack": 4, "Y.health": 5, "EU.attack": 3, "EU.health": 4 },
});
cardCase("DINO_406", {
  does: "needs a target",
  p1: { hand: [{ card: "DINO_406", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  error: "illegal_action",
});

// Lava Flow: "Deal $2 damage to the lowest Health enemy, three times. Overload: (1)"
cardCase("TLC_227", {
  does: "three hits of 2, each at the lowest Health enemy then; Overload 1",
  p1: { hand: [{ card: "TLC_227", ref: "L" }], board: [{ card: "CS2_189", ref: "F" }] },
  p2: { hero: { card: "HERO_08", health: 5 }, board: [{ card: "CS2_172", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "A.zone": "graveyard", "B.health": 5, "p2.hero.health": 1, "F.health": 1, "p1.mana.overloadOwed": 1, "events.damage": 3 },
});

// Mechanized Magma: "Whenever you play a Fire spell, gain stats equal to its Cost."
cardCase("TLC_224", {
  does: "its player's 4-Cost Fire spell: +4/+4; a Frost spell: nothing",
  p1: { board: [{ card: "TLC_224", ref: "M" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "I" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "I", target: "p2.hero" }],
  expect: { "M.attack": 6, "M.health": 9 },
});
cardCase("TLC_224", {
  does: "the opponent's Fire spell: nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_224", ref: "M" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "M.attack": 2, "M.health": 5 },
});
cardCase("TLC_224", {
  does: "a Fire spell whose Cost was reduced gives what it cost (Fireball at 2)",
  p1: { board: [{ card: "TLC_224", ref: "M" }], hand: [{ card: "CS2_029", ref: "F", enchantments: [{ card: "CS2_053e" }] }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "M.attack": 3, "M.health": 6 },
});
