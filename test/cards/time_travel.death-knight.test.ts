/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Death Knight cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const DK = "HERO_11"; // a Death Knight hero

// Timestop: "Deal $3 damage. Freeze two random enemy minions."
cardCase("TIME_611", {
  does: "3 damage to the target; with exactly two enemy minions both are Frozen, a friendly one is not",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "TIME_611", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "A.tags.FROZEN": 1, "B.tags.FROZEN": 1, "F.tags.FROZEN": undefined },
});
cardCase("TIME_611", {
  does: "three enemy minions: exactly two are Frozen",
  p1: { hand: [{ card: "TIME_611", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  check: (r) => {
    expect(r.state.players[1]!.board.filter((m) => m.tags?.FROZEN === 1)).toHaveLength(2);
    expect(r.state.players[1]!.board[0]!.health).toBe(2);
  },
});

// Cryofrozen Champion: "Deathrattle: Get a random Legendary minion. Reduce its Cost by (1)."
cardCase("TIME_613", {
  does: "dies: its owner gets a Legendary minion costing 1 less than printed",
  p1: { board: [{ card: "TIME_613", ref: "C" }] },
  actions: [{ type: "destroy", target: "C" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect([f.type, f.rarity]).toEqual(["MINION", "LEGENDARY"]);
    expect(hand[0]!.cost).toBe(Math.max(0, f.cost - 1));
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});

// Blood Draw: "Discover a spell. This costs Health instead of Mana."
cardCase("TIME_612", {
  does: "paid with 3 Health, no mana; a spell is discovered",
  p1: { hero: { card: DK }, hand: [{ card: "TIME_612", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  choices: [0],
  check: (r) => {
    expect(r.state.players[0]!.hero.health).toBe(27);
    expect(r.state.players[0]!.mana.used ?? 0).toBe(0);
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(findCard(hand[0]!.card)!.type).toBe("SPELL");
  },
});

// Forgotten Millennium: "Fill your hand with random Undead. They cost Health instead of Mana this turn."
cardCase("TIME_615", {
  does: "the hand fills to 10 with Undead minions that cost Health this turn (one played for Health), and Mana again next turn",
  p1: { hero: { card: DK }, hand: [{ card: "TIME_615", ref: "S" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(10);
    for (const c of hand.slice(1)) {
      const f = findCard(c.card)!;
      expect(f.type).toBe("MINION");
      expect(f.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(UNDEAD|ALL)$/)]));
      expect(c.enchantments?.map((e) => e.card)).toContain("TIME_615e");
    }
    expect(hand[0]!.enchantments ?? []).toEqual([]);
  },
});
cardCase("TIME_615", {
  does: "an Undead it made is paid with Health this turn; at the turn's end the enchantment goes",
  p1: { hero: { card: DK }, hand: [{ card: "TIME_615", ref: "S" }, ...Array.from({ length: 8 }, () => ({ card: WISP }))], deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "p1.hand.8" }, { type: "endTurn" }],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.mana.used).toBe(8);
    expect(p.hero.health).toBeLessThan(30);
    expect(p.hand.some((c) => c.enchantments?.some((e) => e.card === "TIME_615e"))).toBe(false);
  },
});

// Memoriam Manifest: "Summon the highest Cost friendly Undead that died this game."
cardCase("TIME_616", {
  does: "of the friendly deaths (Wisp, Am'gam Rager, a Yeti — not Undead), the 3-Cost Rager comes back; an enemy Undead's death does not count",
  p1: { hand: [{ card: "TIME_616", ref: "S" }] },
  state: { deaths: [{ card: WISP, controller: 1, turn: 3 }, { card: "OG_248", controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 4 },
    { card: "EX1_016", controller: 2, turn: 4 }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["OG_248"], "p2.board": [] },
});
cardCase("TIME_616", {
  does: "no friendly Undead died: nothing",
  p1: { hand: [{ card: "TIME_616", ref: "S" }] },
  state: { deaths: [{ card: YETI, controller: 1, turn: 3 }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": [] },
});

// Chronochiller: "You no longer draw a card at the start of your turn."
const deck = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));
cardCase("TIME_617", {
  does: "while it is in play its player draws nothing at their turn start; the opponent still draws",
  p1: { board: [{ card: "TIME_617", ref: "C" }], deck: deck(3, "a") },
  p2: { deck: deck(3, "b") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 3, "p2.hand.length": 1, "p2.deck.length": 2, "events.draw": 1 },
});
cardCase("TIME_617", {
  does: "once it has died, its player draws again",
  p1: { board: [{ card: "TIME_617", ref: "C" }], deck: deck(3, "a") },
  p2: { deck: deck(3, "b") },
  actions: [{ type: "destroy", target: "C" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2 },
});
cardCase("TIME_617", {
  does: "the opponent's Chronochiller does not stop its opponent's draw",
  p1: { deck: deck(3, "a") },
  p2: { board: [{ card: "TIME_617", ref: "C" }], deck: deck(3, "b") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
});

// Liferender: "Battlecry: If your hero's Health changed this turn, deal 6 damage to an enemy minion."
const ARCANE_SHOT = "DS1_185"; // Deal $2 damage.
const HEALING_TOUCH = "CS2_007"; // Restore 8 Health.
cardCase("TIME_614", {
  does: "your hero took damage to its Health this turn: 6 damage to the enemy minion chosen",
  p1: { hero: { card: DK }, hand: [{ card: ARCANE_SHOT, ref: "A" }, { card: "TIME_614", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
  actions: [{ type: "play", card: "A", target: "p1.hero" }, { type: "play", card: "L", target: "Y" }],
  expect: { "Y.zone": "graveyard", "Z.health": 5, "p1.hero.health": 28, "p2.hero.health": 30 },
});
cardCase("TIME_614", {
  does: "your hero was healed this turn: the Health changed, 6 damage",
  p1: { hero: { card: DK, health: 20 }, hand: [{ card: HEALING_TOUCH, ref: "H" }, { card: "TIME_614", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "L", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.hero.health": 28 },
});
cardCase("TIME_614", {
  does: "no change this turn: no target, nothing happens",
  p1: { hero: { card: DK }, hand: [{ card: "TIME_614", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "Y.health": 5, "L.zone": "board", "events.damage": 0 },
});
cardCase("TIME_614", {
  does: "damage Armor took all of, and healing at full Health, change no Health: no target",
  p1: { hero: { card: DK, armor: 5 }, hand: [{ card: ARCANE_SHOT, ref: "A" }, { card: HEALING_TOUCH, ref: "H" }, { card: "TIME_614", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A", target: "p1.hero" }, { type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "L" }],
  expect: { "Y.health": 5, "p1.hero.health": 30, "p1.hero.armor": 3 },
});
cardCase("TIME_614", {
  does: "the enemy hero's Health changed, not yours: no target",
  p1: { hero: { card: DK }, hand: [{ card: ARCANE_SHOT, ref: "A" }, { card: "TIME_614", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "L" }],
  expect: { "Y.health": 5, "p2.hero.health": 28 },
});
cardCase("TIME_614", {
  does: "a change on your previous turn does not count (the count restarts as each turn starts)",
  state: { turn: 6, activePlayer: 2 },
  p1: { hero: { card: DK }, hand: [{ card: "TIME_614", ref: "L" }], tags: { HERO_HEALTH_CHANGED_THIS_TURN: 1 }, deck: [{ card: WISP }] },
  p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "play", card: "L" }],
  expect: { "Y.health": 5, "L.zone": "board" },
});
cardCase("TIME_614", {
  does: "a client's card: heroHealthChangedThisTurn after a Health enchantment on the hero (+3 Health raises its Health)",
  cards: [{ id: "MY_VIGOR", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-hero", health: 3 }] },
    { id: "MY_PULSE", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "if", if: { heroHealthChangedThisTurn: true }, then: [{ type: "draw" }] }] }],
  p1: { hero: { card: DK }, hand: [{ card: "MY_VIGOR", ref: "V" }, { card: "MY_PULSE", ref: "P" }], deck: [{ card: WISP, ref: "D" }] },
  actions: [{ type: "play", card: "V" }, { type: "play", card: "P" }],
  expect: { "p1.hero.health": 33, "D.zone": "hand" },
});
cardCase("TIME_614", {
  does: "a client's card: heroHealthChangedThisTurn after a Health aura reaches the hero (a minion played with '+2 Health to your hero')",
  cards: [{ id: "MY_WARD", type: "MINION", cost: 1, attack: 1, health: 1, auras: [{ to: "friendly-hero", buff: { health: 2 } }] },
    { id: "MY_PULSE", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "if", if: { heroHealthChangedThisTurn: true }, then: [{ type: "draw" }] }] }],
  p1: { hero: { card: DK }, hand: [{ card: "MY_WARD", ref: "W" }, { card: "MY_PULSE", ref: "P" }], deck: [{ card: WISP, ref: "D" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "P" }],
  expect: { "p1.hero.health": 32, "D.zone": "hand" },
});
cardCase("TIME_614", {
  does: "a client's card: a Health aura already on the hero as the snapshot loads is no change this turn",
  cards: [{ id: "MY_WARD", type: "MINION", cost: 1, attack: 1, health: 1, auras: [{ to: "friendly-hero", buff: { health: 2 } }] },
    { id: "MY_PULSE", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "if", if: { heroHealthChangedThisTurn: true }, then: [{ type: "draw" }] }] }],
  p1: { hero: { card: DK }, board: [{ card: "MY_WARD" }], hand: [{ card: "MY_PULSE", ref: "P" }], deck: [{ card: WISP, ref: "D" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hero.health": 32, "D.zone": "deck" },
});

/** The game's eight Bonus Effects a minion shows (rules-notes 527): Elusive as CANT_BE_TARGETED_BY_SPELLS. */
const BONUS_KEYS = ["DIVINE_SHIELD", "LIFESTEAL", "POISONOUS", "REBORN", "RUSH", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT", "WINDFURY"];
const bonusOf = (m: { seen?: Record<string, number> }) => BONUS_KEYS.filter((k) => m.seen?.[k]);

// Shadows of Yesterday: "Rewind. Summon four 3/2 Shades. They each gain two random Bonus Effects."
for (const seed of [1, 2]) {
  cardCase("TIME_610", {
    does: `four 3/2 Shades, each with two different Bonus Effects of its own (seed ${seed}; the Rewind kept)`,
    seed,
    choices: [0],
    p1: { hand: [{ card: "TIME_610", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["TIME_610t2", "TIME_610t2", "TIME_610t2", "TIME_610t2"], "p2.board": [] },
    check: (r) => {
      for (const m of r.state.players[0]!.board) {
        expect(bonusOf(m)).toHaveLength(2);
        expect([m.attack, m.health]).toEqual([3, 2]);
      }
    },
  });
}
cardCase("TIME_610", {
  does: "a board of five: only two Shades fit",
  choices: [0],
  p1: { hand: [{ card: "TIME_610", ref: "S" }], board: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === "TIME_610t2")).toHaveLength(2),
});
