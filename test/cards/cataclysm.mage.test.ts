/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Mage cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Sleet Storm: "Deal $2 damage. Deal $1 damage to a random enemy minion."
cardCase("CATA_485", {
  does: "2 damage to the target, then 1 to the only enemy minion",
  p1: { hand: [{ card: "CATA_485", ref: "S" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "E.health": 2, "F.health": 3 },
});
cardCase("CATA_485", {
  does: "it needs a target",
  p1: { hand: [{ card: "CATA_485", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  error: "illegal_action",
});

// Winterspring Whelp: "Battlecry: Discover a 1-Cost spell from any class."
describeCard("CATA_484", () => {
  it("offers three different 1-Cost spells, classes not limited to the Mage's; the one picked goes to hand", () => {
    const r = run({ seed: 4, choices: [1], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_08" }, mana: { crystals: 10 }, hand: [{ card: "CATA_484", ref: "W" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "W" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", cost: 1 });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[1]]);
  });
});
void describe;

// Sindragosa's Triumph: "Deal $8 damage to a minion. Reduce the Cost of a random card in your hand by the excess damage."
cardCase("CATA_978", {
  does: "8 damage to a 3-Health minion: the one card in hand costs 5 less; Spell Damage adds nothing",
  p1: { hand: [{ card: "CATA_978", ref: "S" }, { card: "CS2_186", ref: "C" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.zone": "graveyard", "C.cost": 2 },
});
cardCase("CATA_978", {
  does: "no excess (Deathwing, 12 Health): no cost change",
  p1: { hand: [{ card: "CATA_978", ref: "S" }, { card: "CS2_186", ref: "C" }] },
  p2: { board: [{ card: "NEW1_030", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 4, "C.cost": 7 },
});

// Spellweaver's Brilliance: "Summon a 6/6 Dragon. Costs (1) less for each damage you dealt with spells this turn."
cardCase("CATA_452", {
  does: "Fireball dealt 6 to the enemy hero this turn (its armor counted): costs 4; summons a 6/6 Dragon",
  p1: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CATA_452", ref: "S" }] },
  p2: { hero: { card: "HERO_01", armor: 2 } },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "S" }],
  expect: { "p1.mana.used": 4 + 4, "p1.board": ["CATA_452t"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "p2.hero.health": 26 },
});
cardCase("CATA_452", {
  does: "damage dealt by a minion, and by my spells on an earlier turn, does not count: costs 10",
  p1: { board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "CATA_452", ref: "S" }], tags: { SPELL_DAMAGE_DEALT_THIS_TURN: 0 } },
  p2: { tags: { SPELL_DAMAGE_DEALT_THIS_TURN: 5 } },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "S" }],
  expect: { "p1.mana.used": 10, "p1.board": ["CS2_182", "CATA_452t"] },
});
cardCase("CATA_452", {
  does: "the count restarts at the next turn: spell damage last turn, costs 10 now",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "CATA_452", ref: "S" }], deck: [{ card: "CS2_231" }], tags: { SPELL_DAMAGE_DEALT_THIS_TURN: 6 } },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "S.cost": 10 },
});

// Unstable Spellcaster: "Spell Damage +1 Battlecry: If you dealt damage with a spell this turn, summon a copy of this."
cardCase("CATA_483", {
  does: "a spell dealt damage this turn: a copy is summoned beside it",
  p1: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CATA_483", ref: "U" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "U" }],
  expect: { "p1.board": ["CATA_483", "CATA_483"], "p2.hero.health": 24 },
});
cardCase("CATA_483", {
  does: "no spell damage this turn (a spell that dealt none, the opponent's spell damage): no copy",
  p1: { hand: [{ card: "CS2_023", ref: "I" }, { card: "CATA_483", ref: "U" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { tags: { SPELL_DAMAGE_DEALT_THIS_TURN: 3 } },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "U" }],
  expect: { "p1.board": ["CATA_483"] },
});

// Archmage Kalec: "Battlecry: Give all spells in your hand and deck Spell Damage +1."
cardCase("CATA_458", {
  does: "a spell in hand then deals 1 more (Moonfire 2), and a spell drawn from the deck too (Frostbolt 4)",
  p1: { hand: [{ card: "CATA_458", ref: "K" }, { card: "CS2_008", ref: "M" }], deck: [{ card: "CS2_024", ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "K" }, { type: "play", card: "M", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "play", card: "F", target: "E" }],
  expect: { "p2.hero.health": 28, "E.health": 3 },
});
cardCase("CATA_458", {
  does: "the opponent's spells are not changed, and a minion carries no Spell Damage: its own Spell Damage is the spell's only",
  p1: { hand: [{ card: "CATA_458", ref: "K" }, { card: "CS2_008", ref: "M" }] },
  p2: { hand: [{ card: "CS2_008", ref: "N" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "K" }, { type: "endTurn" }, { type: "play", card: "N", target: "p1.hero" }],
  expect: { "p1.hero.health": 29, "M.tags.SPELLPOWER": undefined },
});

// Raincaller: "The first time you deal damage with a spell each turn, gain +2 Attack."
cardCase("CATA_487", {
  does: "two damaging spells in one turn: +2 Attack once",
  p1: { board: [{ card: "CATA_487", ref: "R" }], hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }] },
  actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
  expect: { "R.attack": 3, "R.health": 4, "p2.hero.health": 28 },
});
cardCase("CATA_487", {
  does: "a spell hitting several characters gives +2 once; the next turn it can again (+4 in all)",
  p1: { board: [{ card: "CATA_487", ref: "R" }], hand: [{ card: "CS2_032", ref: "F" }, { card: "CS2_008", ref: "M" }],
    deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_231" }, { card: "CS2_231" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M", target: "p2.hero" }],
  expect: { "R.attack": 5 },
});
cardCase("CATA_487", {
  does: "damage from a minion does not count, nor the opponent's spell",
  p1: { board: [{ card: "CATA_487", ref: "R" }, { card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_008", ref: "M" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "M", target: "Y" }],
  expect: { "R.attack": 1, "Y.health": 4 },
});

// Conjuration Specialist: "Battlecry: Choose a spell in your hand. Split it into two random spells of the same Cost."
const spellCosts = (r: import("../../src/engine/index.js").ResolveResult) =>
  r.state.players[0]!.hand.map((c) => ({ type: findCard(c.card as string)!.type, cost: findCard(c.card as string)!.cost }));
cardCase("CATA_979", {
  does: "the chosen 4-Cost spell becomes a random 4-Cost spell in its place, and a second random 4-Cost spell is added",
  p1: { hand: [{ card: "CATA_979", ref: "C" }, { card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  expect: { "F.zone": "hand", "F.index": 0, "W.index": 1, "p1.hand.length": 3, "events.transform": 1 },
  check: (r) => {
    expect(spellCosts(r)).toEqual([{ type: "SPELL", cost: 4 }, { type: "MINION", cost: 0 }, { type: "SPELL", cost: 4 }]);
    expect(r.random.filter((d) => d.purpose === "random card" || d.purpose === "random card to transform into")).toHaveLength(2);
  },
});
cardCase("CATA_979", {
  does: "the Cost is the spell's Cost now: Fireball reduced to 2 splits into two 2-Cost spells",
  p1: { hand: [{ card: "CATA_979", ref: "C" }, { card: "CS2_029", ref: "F", cost: 2 }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  check: (r) => expect(spellCosts(r)).toEqual([{ type: "SPELL", cost: 2 }, { type: "SPELL", cost: 2 }]),
});
cardCase("CATA_979", {
  does: "a minion card is no valid target",
  p1: { hand: [{ card: "CATA_979", ref: "C" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "C", target: "W" }],
  error: "illegal_action",
});
cardCase("CATA_979", {
  does: "no spell in hand: played without a target, nothing happens",
  p1: { hand: [{ card: "CATA_979", ref: "C" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hand": ["CS2_231"], "C.zone": "board" },
});
