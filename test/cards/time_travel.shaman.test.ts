/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Shaman cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { pastCard } from "../support/past.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };

// Static Shock: "Deal $1 damage to a minion. Give your hero +1 Attack this turn."
cardCase("TIME_218", {
  does: "1 damage to the target minion; its player's hero gets +1 Attack, not the enemy hero",
  p1: { hand: [{ card: "TIME_218", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 4, "E2.health": 5, "p1.hero.attack": 1, "p2.hero.attack": 0 },
});
cardCase("TIME_218", {
  does: "the Attack lasts only this turn",
  p1: { hand: [{ card: "TIME_218", ref: "S" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(1, "e") },
  actions: [{ type: "play", card: "S", target: "E" }, endTurn],
  expect: { "p1.hero.attack": 0 },
});
cardCase("TIME_218", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "TIME_218", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Thunderquake: "Deal $1 damage to all minions. Get a Static Shock."
cardCase("TIME_215", {
  does: "1 damage to every minion of both sides, not the heroes; a Static Shock goes to its player's hand",
  p1: { hand: [{ card: "TIME_215", ref: "T" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "F.health": 4, "E.health": 4, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "p1.hand": ["TIME_218"], "p2.hand": [] },
});

// Nascent Bolt: "Deal $5 damage to a minion. If it survives, draw 2 cards."
cardCase("TIME_216", {
  does: "a minion that survives the 5 damage: two cards drawn",
  p1: { hand: [{ card: "TIME_216", ref: "N" }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "N", target: "E" }],
  expect: { "E.health": 2, "p1.hand.length": 2, "p1.deck.length": 1 },
});
cardCase("TIME_216", {
  does: "a minion the 5 damage kills: no draw",
  p1: { hand: [{ card: "TIME_216", ref: "N" }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "N", target: "E" }],
  expect: { "E.zone": "graveyard", "p1.hand.length": 0, "p1.deck.length": 3 },
});
cardCase("TIME_216", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "TIME_216", ref: "N" }] },
  actions: [{ type: "play", card: "N", target: "p2.hero" }],
  error: "illegal_action",
});

// Lightning Rod: "Deal $2 damage to a friendly minion to deal $4 damage to a random enemy minion."
cardCase("TIME_212", {
  does: "2 to the friendly target, 4 to the enemy minion; the heroes are untouched",
  p1: { hand: [{ card: "TIME_212", ref: "L" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "F" }],
  expect: { "F.health": 3, "E.health": 3, "p1.hero.health": 30, "p2.hero.health": 30 },
});
cardCase("TIME_212", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "TIME_212", ref: "L" }], board: [{ card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  error: "illegal_action",
});

// Flux Revenant: "Taunt Whenever you would damage this with a Nature spell, it gains +2/+1 instead."
cardCase("TIME_214", {
  does: "its player's Nature spell (Static Shock) deals it no damage: +2/+1 instead",
  p1: { hand: [{ card: "TIME_218", ref: "S" }], board: [{ card: "TIME_214", ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.attack": 3, "R.health": 5, "R.maxHealth": 5, "events.damage": 0, "R.seen.TAUNT": 1 },
});
cardCase("TIME_214", {
  does: "a spell of another school (Arcane Shot, any) damages it as usual",
  p1: { hand: [{ card: "DS1_185", ref: "S" }], board: [{ card: "TIME_214", ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.attack": 1, "R.health": 2 },
});
cardCase("TIME_214", {
  does: "the opponent's Nature spell damages it as usual",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TIME_214", ref: "R" }] },
  p2: { hand: [{ card: "TIME_218", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.attack": 1, "R.health": 3 },
});

// Stormrook: "Whenever you would damage this with a Nature spell, summon a random 5-Cost minion instead."
cardCase("TIME_217", {
  does: "its player's Nature spell deals it no damage and summons a random 5-Cost minion for its player",
  p1: { hand: [{ card: "TIME_218", ref: "S" }], board: [{ card: "TIME_217", ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.health": 5, "events.damage": 0, "p2.board": [] },
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(2);
    expect(findCard(b[1]!.card)!.cost).toBe(5);
  },
});
cardCase("TIME_217", {
  does: "a non-Nature spell damages it and summons nothing",
  p1: { hand: [{ card: "DS1_185", ref: "S" }], board: [{ card: "TIME_217", ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.health": 3, "p1.board": ["TIME_217"] },
});

// Haywire Hornswog: "Elusive, Taunt Costs (1) less for each Mana Crystal you've Overloaded this game."
cardCase("END_030", {
  does: "Lightning Bolt's Overload (1) makes it cost 5 at once; the enemy's Overload does not count",
  p1: { hand: [{ card: "END_030", ref: "H" }, { card: "EX1_238", ref: "L" }] },
  p2: { tags: { OVERLOAD_THIS_GAME: 4 } },
  actions: [{ type: "play", card: "L", target: "p2.hero" }],
  expect: { "H.cost": 5, "p1.tags.OVERLOAD_THIS_GAME": 1 },
});
cardCase("END_030", {
  does: "the count is the game's (a snapshot's player tag, 3 earlier): 3 less, then one more Overload makes 4 less",
  p1: { hand: [{ card: "END_030", ref: "H" }, { card: "EX1_238", ref: "L" }], tags: { OVERLOAD_THIS_GAME: 3 } },
  actions: [{ type: "play", card: "L", target: "p2.hero" }],
  expect: { "H.cost": 2, "p1.mana.overloadOwed": 1 },
});
cardCase("END_030", {
  does: "no Overload this game: its full 6; Elusive and Taunt from the card data",
  p1: { hand: [{ card: "END_030", ref: "H" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "H" }],
  expect: { "p1.mana.used": 6, "H.seen.TAUNT": 1, "H.seen.CANT_BE_TARGETED_BY_SPELLS": 1 },
});
cardCase("END_030", {
  does: "a client's card: the amount overloaded (Costs (1) less for each Mana Crystal you've Overloaded this game)",
  cards: [{ id: "MY_SNOWFURY", type: "MINION", cost: 11, attack: 8, health: 8, auras: [{ to: "self", zone: "hand", buff: { cost: { overload: "game", multiply: -1 } } }] }],
  p1: { hand: [{ card: "MY_SNOWFURY", ref: "S" }, { card: "EX1_238", ref: "L" }], tags: { OVERLOAD_THIS_GAME: 5 } },
  actions: [{ type: "play", card: "L", target: "p2.hero" }],
  expect: { "S.cost": 5 },
});

// Primordial Overseer: "Battlecry: If you've cast a Nature spell while holding this, gain +1/+1 and draw a card."
cardCase("TIME_213", {
  does: "a Nature spell cast while it was held: 3/4 and one card drawn",
  p1: { hand: [{ card: "EX1_238", ref: "L" }, { card: "TIME_213", ref: "O" }], deck: [{ card: "CS2_231", ref: "D" }] },
  actions: [{ type: "play", card: "L", target: "p2.hero" }, { type: "play", card: "O" }],
  expect: { "O.attack": 3, "O.health": 4, "p1.hand": ["CS2_231"], "events.draw": 1 },
});
cardCase("TIME_213", {
  does: "a Fire spell and a minion while held, a Nature spell before it came to hand: 2/3, no draw",
  p1: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }, { card: "TIME_213", ref: "O" }], deck: [{ card: "CS2_231" }],
    playedThisGame: [{ card: "EX1_238", cost: 1, turn: 3 }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "W" }, { type: "play", card: "O" }],
  expect: { "O.attack": 2, "O.health": 3, "events.draw": 0, "p1.hand": [] },
});

// Farseer Wo: "Elusive. After you cast a spell, Discover a Nature spell from the past." (rules-notes 526)
for (const seed of [1, 2]) {
  cardCase("TIME_013", {
    does: `after its player's spell, a Shaman or neutral Nature spell from the past is discovered (seed ${seed})`,
    seed,
    choices: [0],
    // 4 Mana Crystals: a Ranked spell discovered (Chain Lightning) stays at its first rank, the printing the check reads.
    p1: { hero: { card: "HERO_02" }, board: [{ card: "TIME_013", ref: "W" }], hand: [{ card: "CS2_029", ref: "B" }], mana: { crystals: 4 } },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    expect: { "p1.hand.length": 1, "p2.hero.health": 24 },
    check: (r) => {
      const f = pastCard(r.state.players[0]!.hand[0]!.card);
      expect(f?.type).toBe("SPELL");
      expect(f!.spellSchool).toBe("NATURE");
      expect(["SHAMAN", "NEUTRAL"]).toContain(f!.cardClass);
    },
  });
}
cardCase("TIME_013", {
  does: "the opponent's spell does not trigger it",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TIME_013" }] },
  p2: { hand: [{ card: "CS2_029", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p1.hero" }],
  expect: { "p1.hand.length": 0, "p2.hand.length": 0 },
});
