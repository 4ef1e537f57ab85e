/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Mage cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

// Arcane Barrage: "Deal $3 damage to an enemy and $2 damage to two other random ones."
cardCase("TIME_855", {
  does: "3 to the target, 2 to each of the two other enemies; friends untouched",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "TIME_855", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.health": 2, "B.health": 3, "p2.hero.health": 28, "F.health": 5, "p1.hero.health": 30 },
});
cardCase("TIME_855", {
  does: "the target is never hit twice: alone with the hero, 3 to the minion, 2 to the hero",
  p1: { hand: [{ card: "TIME_855", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.health": 2, "p2.hero.health": 28, "events.damage": 2 },
});
cardCase("TIME_855", {
  does: "a friendly target is illegal",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "TIME_855", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  error: "illegal_action",
});

// Mirror Dimension: "Summon a 0/4 minion with Taunt. If you are holding a Dragon, summon another."
cardCase("TIME_006", {
  does: "no Dragon in hand: one 0/4 Taunt",
  p1: { hand: [{ card: "TIME_006", ref: "S" }, { card: YETI }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TIME_006t1"], "p1.board.0.attack": 0, "p1.board.0.health": 4, "p1.board.0.seen.TAUNT": 1 },
});
cardCase("TIME_006", {
  does: "a Dragon in hand: two of them",
  p1: { hand: [{ card: "TIME_006", ref: "S" }, { card: "END_022" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TIME_006t1", "TIME_006t1"], "p2.board": [] },
});

// Semi-Stable Portal: "Rewind. Add a random minion to your hand. It costs (3) less."
cardCase("TIME_000", {
  does: "kept: one minion in hand costing 3 less than printed",
  p1: { hand: [{ card: "TIME_000", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect(f.type).toBe("MINION");
    expect(hand[0]!.cost).toBe(Math.max(0, f.cost - 3));
  },
});
cardCase("TIME_000", {
  does: "rewound: still exactly one minion in hand after the replay, 2 mana spent once",
  p1: { hand: [{ card: "TIME_000", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "p1.mana.used": 2 },
});

// Temporal Construct: "Battlecry: Deal 5 damage to an enemy minion. Draw cards equal to the excess damage."
cardCase("TIME_858", {
  does: "5 damage to a 1/1: 4 excess, four cards drawn",
  p1: { hand: [{ card: "TIME_858", ref: "C" }], deck: wisps(6) },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "C", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand.length": 4, "p1.deck.length": 2 },
});
cardCase("TIME_858", {
  does: "5 damage to a 4/5: no excess, no draw",
  p1: { hand: [{ card: "TIME_858", ref: "C" }], deck: wisps(6) },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.hand.length": 0 },
});
cardCase("TIME_858", {
  does: "no enemy minion: played without a target, nothing drawn",
  p1: { hand: [{ card: "TIME_858", ref: "C" }], deck: wisps(6) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["TIME_858"], "p1.hand.length": 0, "p2.hero.health": 30 },
});
