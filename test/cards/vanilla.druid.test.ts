/**
 * Classic-format (VANILLA) Druid cards whose text differs from today's card: one case per behaviour. The printings
 * whose text is today's (VAN_EX1_178 …) play as the current card and are covered by its tests.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1

// Ancient of Lore: "Choose One - Draw 2 cards; or Restore #5 Health."
cardCase("VAN_NEW1_008", {
  does: "option 1 draws 2 cards and heals nothing",
  p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "VAN_NEW1_008", ref: "A" }], deck: deck(3) },
  actions: [{ type: "play", card: "A", choose: 1 }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.hero.health": 20, "A.attack": 5, "A.health": 5 },
});
cardCase("VAN_NEW1_008", {
  does: "option 2 restores 5 Health to the chosen character and draws nothing",
  p1: { hero: { card: "HERO_06", health: 20 }, hand: [{ card: "VAN_NEW1_008", ref: "A" }], deck: deck(3) },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "A", choose: 2, target: "p1.hero" }],
  expect: { "p1.hero.health": 25, "p2.hero.health": 20, "p1.hand.length": 0, "events.heal": 1 },
});
cardCase("VAN_NEW1_008", {
  does: "option 2 may heal an enemy minion",
  p1: { hand: [{ card: "VAN_NEW1_008", ref: "A" }] },
  p2: { board: [{ card: "CS2_200", ref: "O", health: 1 }] },
  actions: [{ type: "play", card: "A", choose: 2, target: "O" }],
  expect: { "O.health": 6 },
});

// Druid of the Claw: "Choose One - Charge; or +2 Health and Taunt." (transforms into its Cat or Bear Form)
cardCase("VAN_EX1_165", {
  does: "option 1 becomes a 4/4 with Charge: it attacks the enemy hero at once",
  p1: { hand: [{ card: "VAN_EX1_165", ref: "D" }] },
  actions: [{ type: "play", card: "D", choose: 1 }, { type: "attack", attacker: "D", defender: "p2.hero" }],
  expect: { "D.card": "VAN_EX1_165t1", "D.attack": 4, "D.health": 4, "p2.hero.health": 26 },
});
cardCase("VAN_EX1_165", {
  does: "option 2 becomes a 4/6 with Taunt",
  p1: { hand: [{ card: "VAN_EX1_165", ref: "D" }] },
  actions: [{ type: "play", card: "D", choose: 2 }],
  expect: { "D.card": "VAN_EX1_165t2", "D.attack": 4, "D.health": 6, "D.maxHealth": 6 },
});
cardCase("VAN_EX1_165", {
  does: "option 2's Taunt: the enemy cannot attack your hero past it",
  p1: { hand: [{ card: "VAN_EX1_165", ref: "D" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "D", choose: 2 }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("VAN_EX1_165", {
  does: "option 2 has no Charge: it cannot attack the turn it is played",
  p1: { hand: [{ card: "VAN_EX1_165", ref: "D" }] },
  actions: [{ type: "play", card: "D", choose: 2 }, { type: "attack", attacker: "D", defender: "p2.hero" }],
  error: "illegal_action",
});

// Force of Nature: "Summon three 2/2 Treants with Charge that die at the end of the turn."
cardCase("VAN_EX1_571", {
  does: "three 2/2 Treants on your side that attack at once",
  p1: { hand: [{ card: "VAN_EX1_571", ref: "F" }] },
  actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.board.0", defender: "p2.hero" },
    { type: "attack", attacker: "p1.board.1", defender: "p2.hero" }, { type: "attack", attacker: "p1.board.2", defender: "p2.hero" }],
  expect: { "p1.board": ["VAN_EX1_tk9b", "VAN_EX1_tk9b", "VAN_EX1_tk9b"], "p1.board.0.health": 2, "p2.hero.health": 24, "p2.board": [] },
});
cardCase("VAN_EX1_571", {
  does: "the Treants die at the end of the turn; other minions stay",
  p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "VAN_EX1_571", ref: "F" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "F" }, { type: "endTurn" }],
  expect: { "p1.board": [YETI], "p2.board": [WISP], "events.death": 3 },
  check: (r) => expect(r.state.players[0].graveyard.map((c) => c.card)).toEqual(["VAN_EX1_571", "VAN_EX1_tk9b", "VAN_EX1_tk9b", "VAN_EX1_tk9b"]),
});

// Innervate: "Gain 2 Mana Crystals this turn only."
cardCase("VAN_EX1_169", {
  does: "gives 2 temporary crystals: 3 of 3 pays for a 5-cost card",
  p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "VAN_EX1_169", ref: "I" }, { card: "CS2_187", ref: "O" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "O" }],
  expect: { "O.zone": "board", "p1.mana.crystals": 3, "p1.mana.temp": 0 },
});
cardCase("VAN_EX1_169", {
  does: "only 2: 3 of 3 does not pay for a 6-cost card, and they are gone after the turn",
  p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "VAN_EX1_169", ref: "I" }, { card: "CS2_200", ref: "C" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "C" }],
  error: "illegal_action",
});
cardCase("VAN_EX1_169", {
  does: "the temporary crystals do not last into the next turn",
  p1: { mana: { crystals: 3, used: 0 }, hand: [{ card: "VAN_EX1_169", ref: "I" }] },
  actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.mana.crystals": 4, "p1.mana.temp": 0 },
});

// Mark of the Wild: "Give a minion Taunt and +2/+2."
cardCase("VAN_CS2_009", {
  does: "gives the chosen minion +2/+2 (not +2/+3)",
  p1: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }], hand: [{ card: "VAN_CS2_009", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "W" }],
  expect: { "W.attack": 3, "W.health": 3, "W.maxHealth": 3, "X.attack": 1 },
  check: (r) => expect(r.state.players[0].board[0]!.enchantments?.map((e) => e.card)).toEqual(["VAN_CS2_009e"]),
});
cardCase("VAN_CS2_009", {
  does: "and Taunt: the enemy cannot attack your hero past it",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "VAN_CS2_009", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "W" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("VAN_CS2_009", {
  does: "cannot target a hero",
  p1: { board: [{ card: WISP }], hand: [{ card: "VAN_CS2_009", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p1.hero" }],
  error: "illegal_action",
});
