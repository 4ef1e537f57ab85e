/**
 * Behaviour tests of the THE_BARRENS cards the library has: the Frenzy cards (暴怒, rules-notes 400).
 * Moonfire (CS2_008, 1 damage) is the usual blow: it leaves the Frenzy minion alive.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";
import { events, nodes } from "../support/engine.js";

const MOONFIRE = { card: "CS2_008", ref: "M" };
const hitIt = (ref = "F") => [{ type: "play", card: "M", target: ref }];
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

// Barrens Blacksmith: "Frenzy: Give your other minions +2/+2."
cardCase("BAR_073", {
  does: "damaged and alive: your other minions +2/+2, not itself nor the enemy's",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_073", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: hitIt(),
  expect: { "W.attack": 3, "W.health": 3, "F.attack": 3, "F.health": 4, "E.attack": 1 },
});
cardCase("BAR_073", {
  does: "killed by the damage: no Frenzy",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_073", ref: "F", health: 1 }, { card: "CS2_231", ref: "W" }] },
  actions: hitIt(),
  expect: { "F.zone": "graveyard", "W.attack": 1 },
});

// Blademaster Samuro: "Rush. Frenzy: Deal damage equal to this minion's Attack to all enemy minions."
cardCase("BAR_078", {
  does: "its Attack (3 here) to every enemy minion, not your minions nor the enemy hero",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_078", ref: "F", attack: 3 }, { card: "CS2_182", ref: "Y1" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y2" }, { card: "CS2_231", ref: "E" }] },
  actions: hitIt(),
  expect: { "Y2.health": 2, "E.zone": "graveyard", "Y1.health": 5, "p2.hero.health": 30 },
});

// Druid of the Plains: "Rush. Frenzy: Transform into a 6/7 Kodo with Taunt."
cardCase("BAR_538", {
  does: "damaged and alive: becomes the 6/7 Taunt Kodo (undamaged)",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_538", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.board": ["BAR_538t"], "p1.board.0.attack": 6, "p1.board.0.health": 7 },
  check: () => expect(findCard("BAR_538t")!.mechanics).toContain("TAUNT"),
});

// Efficient Octo-bot: "Frenzy: Reduce the Cost of cards in your hand by (1)."
cardCase("BAR_320", {
  does: "every card in your hand costs 1 less; the opponent's do not",
  p1: { hand: [MOONFIRE, { card: "CS2_182", ref: "H1" }, { card: "CS2_106", ref: "H2" }], board: [{ card: "BAR_320", ref: "F" }] },
  p2: { hand: [{ card: "CS2_182", ref: "O" }] },
  actions: hitIt(),
  expect: { "H1.cost": 3, "H2.cost": 1, "O.cost": 4 },
});

// Gold Road Grunt: "Taunt. Frenzy: Gain Armor equal to the damage taken."
cardCase("BAR_021", {
  does: "attacks a Yeti and takes 4: its hero gains 4 Armor",
  p1: { board: [{ card: "BAR_021", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "F", defender: "Y" }],
  expect: { "F.health": 3, "p1.hero.armor": 4, "p2.hero.armor": 0 },
});

// Gruntled Patron: "Frenzy: Summon another Gruntled Patron."
cardCase("BAR_070", {
  does: "a new, undamaged Gruntled Patron beside it",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_070", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.board": ["BAR_070", "BAR_070"], "F.health": 2, "p1.board.1.health": 3 },
});

// Kresh, Lord of Turtling: "Frenzy: Gain 8 Armor. Deathrattle: Equip a 2/5 Turtle Spike."
cardCase("WC_026", {
  does: "Frenzy: 8 Armor; its Deathrattle equips the 2/5 Turtle Spike",
  p1: { hand: [MOONFIRE], board: [{ card: "WC_026", ref: "F" }] },
  actions: [...hitIt(), { type: "destroy", target: "F" }],
  expect: { "p1.hero.armor": 8, "p1.weapon": "WC_026t", "p1.weapon.attack": 2, "p1.weapon.durability": 5 },
});

// Oasis Thrasher: "Frenzy: Deal 3 damage to the enemy hero."
cardCase("BAR_024", {
  does: "3 damage to the enemy hero, none to yours",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_024", ref: "F" }] },
  actions: hitIt(),
  expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
});
cardCase("BAR_024", {
  does: "damaged on its controller's opponent's turn: still the enemy hero of its controller (player 1's hero here)",
  p1: { hand: [MOONFIRE] },
  p2: { board: [{ card: "BAR_024", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
});

// Peon: "Frenzy: Add a random spell from your class to your hand."
cardCase("BAR_022", {
  does: "a Mage's Peon: a random Mage spell (no neutral) in your hand",
  p1: { hero: { card: "HERO_08" }, hand: [MOONFIRE], board: [{ card: "BAR_022", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
  check: (r) => {
    const f = findCard(r.state.players[0].hand[0]!.card)!;
    expect([f.type, f.cardClass]).toEqual(["SPELL", "MAGE"]);
  },
});

// Razormane Raider: "Frenzy: Attack a random enemy."
cardCase("BAR_020", {
  does: "with no enemy minion it attacks the enemy hero",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_020", ref: "F" }] },
  actions: hitIt(),
  expect: { "p2.hero.health": 25, "events.attack": 1 },
});
cardCase("BAR_020", {
  does: "a random enemy among the enemy minion and hero (seeded), never the friendly minion",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_020", ref: "F" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: hitIt(),
  check: (r) => {
    const atk = events(r, "attack");
    expect(atk).toHaveLength(1);
    expect(atk[0]!.source!.ref).toBe("F");
    const hitHero = r.state.players[1].hero.health === 25, hitYeti = r.state.players[1].graveyard.some((e) => e.ref === "Y");
    expect(hitHero !== hitYeti).toBe(true);
    expect(r.state.players[0].board.find((e) => e.ref === "A")!.health).toBe(5);
  },
});

// Stonemaul Anchorman: "Rush. Frenzy: Draw a card."
cardCase("BAR_896", {
  does: "draws one card",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_896", ref: "F" }], deck: wisps(2) },
  actions: hitIt(),
  expect: { "p1.hand.length": 1, "p1.deck.length": 1 },
});

// Sunwell Initiate: "Frenzy: Gain Divine Shield."
cardCase("BAR_025", {
  does: "gains Divine Shield, which the next blow pops",
  p1: { hand: [MOONFIRE, { card: "CS2_008", ref: "M2" }], board: [{ card: "BAR_025", ref: "F" }] },
  actions: [...hitIt(), { type: "play", card: "M2", target: "F" }],
  expect: { "F.health": 3, "events.divine-shield": 1 },
});

// Taurajo Brave: "Frenzy: Destroy a random enemy minion."
cardCase("BAR_071", {
  does: "destroys the one enemy minion; your other minion stays",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_071", ref: "F" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: hitIt(),
  expect: { "Y.zone": "graveyard", "A.zone": "board", "p2.hero.health": 30 },
});

// Warsong Envoy: "Frenzy: Gain +1 Attack for each damaged character."
cardCase("BAR_843", {
  does: "itself, a damaged enemy minion and a damaged hero: +3 Attack; undamaged ones do not count",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_843", ref: "F" }, { card: "CS2_182", ref: "A" }], hero: { card: "HERO_01", health: 20 } },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
  actions: hitIt(),
  expect: { "F.attack": 4, "F.health": 2 },
});

// Whirling Combatant: "Battlecry and Frenzy: Deal 1 damage to all other minions."
cardCase("BAR_840", {
  does: "Battlecry: 1 damage to every other minion, both sides (not heroes)",
  p1: { hand: [{ card: "BAR_840", ref: "C" }], board: [{ card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "W.zone": "graveyard", "Y.health": 4, "C.health": 6, "p2.hero.health": 30 },
});
cardCase("BAR_840", {
  does: "Frenzy: damaged and alive, 1 damage to every other minion",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_840", ref: "F" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: hitIt(),
  expect: { "F.health": 5, "A.health": 4, "Y.health": 4 },
});
cardCase("BAR_840", {
  does: "the battlecry damages another Whirling Combatant, whose Frenzy damages the played one, whose own Frenzy answers once",
  p1: { hand: [{ card: "BAR_840", ref: "C" }], board: [{ card: "BAR_840", ref: "O" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "O.health": 4, "C.health": 5 },
  check: (r) => expect(nodes(r, "trigger").filter((n) => n.keyword === "FRENZY").map((n) => n.source.ref)).toEqual(["O", "C"]),
});
