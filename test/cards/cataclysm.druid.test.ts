/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Druid cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Felwood Treant: "Battlecry: Gain a temporary Mana Crystal. If you spent 4 Mana while holding this, it's permanent."
cardCase("CATA_131", {
  does: "with less than 4 Mana spent while held: a temporary crystal (this turn only), no new crystal",
  p1: { mana: { crystals: 5 }, hand: [{ card: "CATA_131", ref: "T" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "T" }],
  expect: { "p1.mana.crystals": 5, "p1.mana.temp": 1, "T.tags.MANA_SPENT_WHILE_HELD": 2 },
});
cardCase("CATA_131", {
  does: "after 4 Mana spent while it was held (a card and the Hero Power): a permanent full crystal",
  p1: { hero: { card: "HERO_06" }, heroPower: { card: "HERO_06bp" }, mana: { crystals: 7 }, hand: [{ card: "CATA_131", ref: "T" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "heroPower" }, { type: "play", card: "T" }],
  check: (r) => {
    const m = r.state.players[0]!.mana as { crystals: number; temp?: number; used?: number };
    expect(m.crystals).toBe(8);
    expect(m.temp ?? 0).toBe(0);
    // 2 (River Crocolisk) + 2 (Hero Power) + 2 (the Treant itself) spent of 8; the new crystal is full.
    expect(m.used).toBe(6);
  },
});
cardCase("CATA_131", {
  does: "its own cost does not count, nor Mana spent before it was in hand (the count it carries in a snapshot goes on)",
  p1: { mana: { crystals: 6 }, hand: [{ card: "CATA_131", ref: "T", tags: { MANA_SPENT_WHILE_HELD: 3 } }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.mana.crystals": 6, "p1.mana.temp": 1 },
});
cardCase("CATA_131", {
  does: "a count of 4 carried in a snapshot makes it permanent",
  p1: { mana: { crystals: 4 }, hand: [{ card: "CATA_131", ref: "T", tags: { MANA_SPENT_WHILE_HELD: 4 } }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.mana.crystals": 5, "p1.mana.temp": 0 },
});
cardCase("CATA_131", {
  does: "the opponent's spending is not counted on it",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "CATA_131", ref: "T" }] },
  p2: { hand: [{ card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "T.tags.MANA_SPENT_WHILE_HELD": undefined, "p2.board": ["CS2_120"] },
});
cardCase("CATA_131", {
  does: "a client's card counting Mana spent while held: Health paid instead of Mana is not counted, the Treant's 2 Mana is",
  cards: [{ id: "MY_SAVER", type: "MINION", cost: 1, attack: 1, health: 1, countsManaSpent: true,
    battlecry: [{ type: "armor", amount: { manaSpent: "whileHeld" } }] },
  { id: "MY_BLOOD", type: "MINION", cost: 3, attack: 3, health: 3, tags: { CARD_COSTS_HEALTH: 1 } }],
  p1: { hand: [{ card: "MY_SAVER", ref: "S" }, { card: "MY_BLOOD", ref: "B" }, { card: "CATA_131", ref: "T" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "T" }, { type: "play", card: "S" }],
  expect: { "p1.hero.armor": 2, "p1.hero.health": 27 },
});

// Forest's Gift: "Give a friendly minion +1/+1 for each minion you control."
cardCase("CATA_138", {
  does: "+3/+3 with three friendly minions (enemy minions not counted)",
  p1: { hand: [{ card: "CATA_138", ref: "G" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "G", target: "W" }],
  expect: { "W.attack": 4, "W.health": 4 },
});
cardCase("CATA_138", {
  does: "it cannot target an enemy minion",
  p1: { hand: [{ card: "CATA_138", ref: "G" }], board: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "G", target: "E" }],
  error: "illegal_action",
});

// Iridescent Flitterwing: "Elusive. At the end of your turn, give your other minions +1/+1."
cardCase("CATA_133", {
  does: "at the end of its controller's turn: +1/+1 to the other friendly minions, not itself nor the enemy's",
  p1: { board: [{ card: "CATA_133", ref: "F" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "W.attack": 2, "W.health": 2, "F.attack": 4, "E.attack": 1, "F.seen.CANT_BE_TARGETED_BY_SPELLS": 1 },
});

// Merithra of the Dream: "Battlecry: Fill your hand with random Dragons. If you spent 25 Mana while holding this, they cost (1)."
cardCase("CATA_140", {
  does: "the hand is filled with Dragons at their own cost when less than 25 Mana was spent while held",
  p1: { hand: [{ card: "CATA_140", ref: "M", tags: { MANA_SPENT_WHILE_HELD: 24 } }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "M" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(10);
    for (const c of hand.slice(1)) {
      const f = findCard(c.card)!;
      expect(f.races.some((r) => r === "DRAGON" || r === "ALL")).toBe(true);
      expect(c.cost).toBe(f.cost);
    }
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
cardCase("CATA_140", {
  does: "after 25 Mana spent while held, the Dragons cost (1)",
  p1: { hand: [{ card: "CATA_140", ref: "M", tags: { MANA_SPENT_WHILE_HELD: 25 } }] },
  actions: [{ type: "play", card: "M" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(10);
    for (const c of hand) {
      // An Amalgam (race ALL) is every minion type, so random Dragon pools hold it too (rules/pools.ts).
      expect(findCard(c.card)!.races.some((r) => r === "DRAGON" || r === "ALL")).toBe(true);
      expect(c.cost).toBe(1);
    }
  },
});

// Broodwatcher: "Battlecry: Get two 3/3 Whelps with Taunt. If you spent 8 Mana while holding this, summon them."
cardCase("CATA_132", {
  does: "less than 8 Mana spent while held: two 3/3 Taunt Whelps in hand, none summoned",
  p1: { hand: [{ card: "CATA_132", ref: "B", tags: { MANA_SPENT_WHILE_HELD: 7 } }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand": ["CATA_132t", "CATA_132t"], "p1.board": ["CATA_132"], "p1.hand.0.attack": 3, "p1.hand.0.health": 3 },
});
cardCase("CATA_132", {
  does: "8 Mana spent while held (counted as it is held): the two Whelps are summoned, with Taunt, and none in hand",
  p1: { mana: { crystals: 10 }, hand: [{ card: "CATA_132", ref: "B", tags: { MANA_SPENT_WHILE_HELD: 6 } }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "B", position: 1 }],
  expect: { "p1.hand": [], "p1.board": ["CS2_120", "CATA_132t", "CATA_132", "CATA_132t"], "p1.board.1.seen.TAUNT": 1,
    "p1.board.1.attack": 3, "p1.board.3.health": 3, "p2.board": [] },
});

// Mossbinding: "Summon two 1/2 Golems. Spend all your Mana to give them +1/+1 for each Mana spent."
cardCase("CATA_135", {
  does: "with 10 Mana: 2 paid, the other 8 spent: two 9/10 Golems, no Mana left",
  p1: { hand: [{ card: "CATA_135", ref: "M" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["CS2_182", "CATA_135t", "CATA_135t"], "p1.board.1.attack": 9, "p1.board.1.health": 10,
    "p1.board.2.attack": 9, "p1.board.2.health": 10, "Y.attack": 4, "p1.mana.used": 10 },
});
cardCase("CATA_135", {
  does: "with exactly 2 Mana: nothing left to spend, two 1/2 Golems",
  p1: { mana: { crystals: 2 }, hand: [{ card: "CATA_135", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["CATA_135t", "CATA_135t"], "p1.board.0.attack": 1, "p1.board.0.health": 2, "p1.mana.used": 2 },
});
cardCase("CATA_135", {
  does: "temporary Mana counts: 5 crystals and The Coin, 4 spent, two 5/6 Golems",
  p1: { mana: { crystals: 5 }, hand: [{ card: "GAME_005", ref: "C" }, { card: "CATA_135", ref: "M" }] },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "M" }],
  expect: { "p1.board.0.attack": 5, "p1.board.1.health": 6, "p1.mana.used": 5, "p1.mana.temp": 0 },
});

// Azshara's Triumph: "Shuffle 5 random minions into your deck that cost (8) or more. Double their stats."
cardCase("CATA_136", {
  does: "five minions costing 8 or more join the deck, each with twice its printed Attack and Health; the hand is unchanged",
  p1: { hand: [{ card: "CATA_136", ref: "A" }, { card: "CS2_120" }], deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.deck).toHaveLength(6);
    expect(p.hand.map((c) => c.card)).toEqual(["CS2_120"]);
    const added = p.deck.filter((c) => c.ref !== "W");
    expect(added).toHaveLength(5);
    for (const c of added) {
      const f = findCard(c.card)!;
      expect(f.type).toBe("MINION");
      expect(f.cost).toBeGreaterThanOrEqual(8);
      expect(c.attack).toBe(2 * f.attack!);
      expect(c.health).toBe(2 * f.health!);
    }
    const w = p.deck.find((c) => c.ref === "W")!;
    expect(w.attack).toBe(1);
  },
});
cardCase("CATA_136", {
  does: "the opponent's deck is not touched",
  p1: { hand: [{ card: "CATA_136", ref: "A" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.deck.length": 5, "p2.deck.length": 1 },
});

// Crystalspine Cub: "Whenever you spend your last Mana Crystal, gain +1/+1."
cardCase("CATA_130", {
  does: "a 4-Cost Fireball paid with exactly 4 Mana: +1/+1",
  p1: { mana: { crystals: 4 }, board: [{ card: "CATA_130", ref: "C" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "C.attack": 2, "C.health": 3, "p2.hero.health": 24 },
});
cardCase("CATA_130", {
  does: "Mana left over: nothing; then spending the rest (a 2-Cost Hero Power) does it once",
  p1: { mana: { crystals: 6 }, hero: { card: "HERO_08" }, heroPower: { card: "CS2_034" }, board: [{ card: "CATA_130", ref: "C" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
  expect: { "C.attack": 2, "C.health": 3, "p2.hero.health": 23 },
});
cardCase("CATA_130", {
  does: "a 0-Cost card with no Mana left spends nothing: no second +1/+1",
  p1: { mana: { crystals: 4 }, board: [{ card: "CATA_130", ref: "C" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "W" }],
  expect: { "C.attack": 2, "C.health": 3 },
});
cardCase("CATA_130", {
  does: "the opponent spending their last Mana does nothing",
  p1: { board: [{ card: "CATA_130", ref: "C" }] },
  p2: { mana: { crystals: 4 }, hand: [{ card: "CS2_029", ref: "F" }] },
  state: { turn: 6, activePlayer: 2 },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "C.attack": 1, "C.health": 2, "p1.hero.health": 24 },
});
cardCase("CATA_130", {
  does: "\"Spend all your Mana\" (Mossbinding) spends the last Mana too: one +1/+1 (the payment left some)",
  p1: { mana: { crystals: 7 }, board: [{ card: "CATA_130", ref: "C" }], hand: [{ card: "CATA_135", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "C.attack": 2, "C.health": 3, "p1.board.length": 3 },
});
