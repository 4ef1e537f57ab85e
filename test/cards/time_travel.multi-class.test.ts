/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) cards of several classes (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // 3/2
const OGRE = "CS2_200"; // 6/7
const SQUIRE = "EX1_008"; // 1/1 Divine Shield
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

// For All Time: "Destroy all minions with 4 or less Attack. Overload: (2)"
cardCase("END_028", {
  does: "every minion with Attack 4 or less dies, both sides; a 5+ Attack one stays; Overload 2",
  p1: { board: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }], hand: [{ card: "END_028", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "W" }, { card: OGRE, ref: "O2", attack: 5 }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "Y.zone": "graveyard", "W.zone": "graveyard", "O.zone": "board", "O2.zone": "board", "p1.mana.overloadOwed": 2 },
});

// Eternal Toil: "Deal $1 damage to a minion. If it survives, draw a card. If it dies, summon a random 1-Cost minion."
cardCase("END_020", {
  does: "the minion survives: a card is drawn, nothing summoned",
  p1: { hand: [{ card: "END_020", ref: "S" }], deck: [{ card: WISP }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 4, "p1.hand": [WISP], "p1.board.length": 0 },
});
cardCase("END_020", {
  does: "the minion dies: a random 1-Cost minion is summoned on its caster's side, no draw",
  p1: { hand: [{ card: "END_020", ref: "S" }], deck: [{ card: WISP }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S", target: "W" }],
  check: (r) => {
    expect(r.state.players[0]!.hand).toHaveLength(0);
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(findCard(b[0]!.card)!.cost).toBe(1);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("END_020", {
  does: "a Divine Shield stops the damage: it survives, a card is drawn",
  p1: { hand: [{ card: "END_020", ref: "S" }], deck: [{ card: WISP }] },
  p2: { board: [{ card: SQUIRE, ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.zone": "board", "p1.hand": [WISP], "p1.board.length": 0 },
});

// Press the Advantage: "Deal $1 damage. Give your hero +1 Attack this turn. Draw 1 card. Gain 1 Armor."
cardCase("END_007", {
  does: "1 damage to the target, the hero +1 Attack this turn, one card drawn, 1 Armor",
  p1: { hand: [{ card: "END_007", ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 4, "p1.hero.attack": 1, "p1.hand.length": 1, "p1.deck.length": 1, "p1.hero.armor": 1, "p2.hero.armor": 0 },
});
cardCase("END_007", {
  does: "the Attack lasts this turn only",
  p1: { hand: [{ card: "END_007", ref: "S" }], deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 29, "p1.hero.attack": 0, "p1.hero.armor": 1 },
});

// Synchronized Spark: "Deal $3 damage to an enemy. If it dies, give a random friendly minion +3/+3."
cardCase("END_014", {
  does: "the enemy dies: the only friendly minion gets +3/+3 (not the enemy's)",
  p1: { board: [{ card: WISP, ref: "F" }], hand: [{ card: "END_014", ref: "S" }] },
  p2: { board: [{ card: RAPTOR, ref: "R" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.zone": "graveyard", "F.attack": 4, "F.health": 4, "Y.attack": 4, "Y.health": 5 },
});
cardCase("END_014", {
  does: "the enemy survives: no buff",
  p1: { board: [{ card: WISP, ref: "F" }], hand: [{ card: "END_014", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 2, "F.attack": 1, "F.health": 1 },
});
cardCase("END_014", {
  does: "a friendly target is illegal",
  p1: { board: [{ card: WISP, ref: "F" }], hand: [{ card: "END_014", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  error: "illegal_action",
});

// Voodoo Totem: "At the end of your turn, get a random Shadow spell."
cardCase("END_029", {
  does: "at its player's turn end: one Shadow spell in their hand; not at the opponent's",
  p1: { board: [{ card: "END_029", ref: "T" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect([f.type, f.spellSchool]).toEqual(["SPELL", "SHADOW"]);
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual([WISP]);
  },
});

// Enduring Roach: "After you use your Hero Power, refresh 2 Mana Crystals."
cardCase("END_008", {
  does: "the 2 mana of the Hero Power comes back (and no more)",
  p1: { board: [{ card: "END_008", ref: "R" }], mana: { crystals: 10, used: 5 } },
  actions: [{ type: "heroPower", target: "p2.hero" }],
  expect: { "p1.mana.used": 5, "p2.hero.health": 29 },
});
cardCase("END_008", {
  does: "the opponent's Hero Power refreshes nothing",
  p1: { board: [{ card: "END_008", ref: "R" }], mana: { crystals: 10, used: 4 } },
  p2: { mana: { crystals: 10 }, deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "heroPower" }],
  expect: { "p2.mana.used": 2 },
});

// Bitter End: "Freeze a minion and its neighbors. Destroy any that are damaged."
cardCase("END_023", {
  does: "the target and both neighbours are Frozen; the damaged neighbour is destroyed; a minion further away untouched",
  p1: { hand: [{ card: "END_023", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "far" }, { card: YETI, ref: "L", health: 3 }, { card: YETI, ref: "T" }, { card: YETI, ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "L.zone": "graveyard", "T.zone": "board", "T.tags.FROZEN": 1, "R.tags.FROZEN": 1, "far.zone": "board", "far.tags.FROZEN": undefined },
});
cardCase("END_023", {
  does: "a damaged target is destroyed too",
  p1: { hand: [{ card: "END_023", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "T", health: 1 }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.zone": "graveyard" },
});

// Twilight Timereaver: "Choose One - Set the Attack of all other minions to 1; or Health to 1."
cardCase("END_010", {
  does: "first option: every other minion's Attack becomes 1, both sides; its own stays",
  p1: { board: [{ card: OGRE, ref: "O" }], hand: [{ card: "END_010", ref: "T" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "T", choose: 1 }],
  check: (r) => {
    const t = r.state.players[0]!.board.find((m) => m.card === "END_010")!;
    expect([t.attack, t.health]).toEqual([5, 5]);
    const o = r.state.players[0]!.board.find((m) => m.card === OGRE)!;
    expect([o.attack, o.health]).toEqual([1, 7]);
    expect([r.state.players[1]!.board[0]!.attack, r.state.players[1]!.board[0]!.health]).toEqual([1, 5]);
    expect(events(r, "damage")).toHaveLength(0);
  },
});
cardCase("END_010", {
  does: "second option: every other minion's Health becomes 1",
  p1: { board: [{ card: OGRE, ref: "O" }], hand: [{ card: "END_010", ref: "T" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "T", choose: 2 }],
  expect: { "O.attack": 6, "O.health": 1, "Y.attack": 4, "Y.health": 1, "p1.board.1.health": 5 },
});

// Endtime Survivor: "Taunt. Battlecry: If your hero took damage this turn, gain +3/+3."
cardCase("END_019", {
  does: "the hero took damage this turn (a Fireball at its own face): +3/+3",
  p1: { hand: [{ card: "CS2_029", ref: "F" }, { card: "END_019", ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "E" }],
  expect: { "E.attack": 8, "E.health": 9, "E.seen.TAUNT": 1 },
});
cardCase("END_019", {
  does: "only the enemy hero took damage: no buff",
  p1: { hand: [{ card: "CS2_029", ref: "F" }, { card: "END_019", ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "E" }],
  expect: { "E.attack": 5, "E.health": 6 },
});
cardCase("END_019", {
  does: "damage taken last turn does not count (the count restarts as a turn starts)",
  p1: { hand: [{ card: "END_019", ref: "E" }], tags: { HERO_DAMAGED_THIS_TURN: 1 }, deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "E" }],
  expect: { "E.attack": 5, "E.health": 6 },
});
cardCase("END_019", {
  does: "damage the armor absorbs counts (a damage event)",
  p1: { hero: { card: "HERO_01", armor: 10 }, hand: [{ card: "CS2_029", ref: "F" }, { card: "END_019", ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "E" }],
  expect: { "E.attack": 8, "p1.hero.health": 30 },
});

// Remnant of Rage: "Costs (1) less for each minion that died this turn. Battlecry: Draw 2 cards."
cardCase("END_004", {
  does: "a friendly and an enemy minion died this turn: it costs 5; its Battlecry draws 2",
  p1: { board: [{ card: WISP, ref: "A" }], hand: [{ card: "END_004", ref: "R" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  p2: { board: [{ card: WISP, ref: "B" }] },
  actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "play", card: "R" }],
  expect: { "p1.mana.used": 5, "p1.hand.length": 2, "p1.deck.length": 1 },
});
cardCase("END_004", {
  does: "deaths of an earlier turn do not count",
  p1: { hand: [{ card: "END_004", ref: "R" }] },
  state: { deaths: [{ card: WISP, controller: 1, turn: 4 }] },
  actions: [{ type: "draw", player: 2, count: 1 }],
  expect: { "R.cost": 7 },
});

// Eternal Firebolt: "Lifesteal. Deal $3 damage to a minion. If it dies, return this to your hand at the end of your turn."
cardCase("END_025", {
  does: "it kills: 3 damage healed to its hero (Lifesteal); back in hand at its player's turn end",
  p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "END_025", ref: "F" }] },
  p2: { board: [{ card: RAPTOR, ref: "R" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "F", target: "R" }, { type: "endTurn" }],
  expect: { "R.zone": "graveyard", "p1.hero.health": 23, "p1.hand": ["END_025"], "p1.graveyard": [] },
});
cardCase("END_025", {
  does: "the minion survives: the spell stays in the graveyard",
  p1: { hand: [{ card: "END_025", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "F", target: "Y" }, { type: "endTurn" }],
  expect: { "Y.health": 2, "p1.hand.length": 0, "p1.graveyard": ["END_025"] },
});
cardCase("END_025", {
  does: "a hero is no target",
  p1: { hand: [{ card: "END_025", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  error: "illegal_action",
});

// Time-Twisted Seer: "Has Spell Damage +2 while damaged."
cardCase("END_022", {
  does: "damaged: a Fireball deals 8",
  p1: { board: [{ card: "END_022", ref: "S", health: 2 }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "p2.hero.health": 22 },
});
cardCase("END_022", {
  does: "undamaged: no Spell Damage",
  p1: { board: [{ card: "END_022", ref: "S" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "p2.hero.health": 24, "S.seen.SPELLPOWER": undefined },
});

// Acceleration Aura: "At the start of your turn, gain a temporary Mana Crystal. Lasts 3 turns."
cardCase("END_011", {
  does: "at its player's next turn start: one temporary mana beside the 6 crystals; the opponent gets none",
  p1: { hand: [{ card: "END_011", ref: "A" }], deck: wisps(3), mana: { crystals: 5 } },
  p2: { deck: wisps(3), mana: { crystals: 5 } },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.mana.temp": 1, "p1.mana.crystals": 6, "p2.mana.temp": 0, "p1.secrets": ["END_011"] },
});
cardCase("END_011", {
  does: "the turn played counts: after its third turn it is gone, and the next turn start gives nothing",
  p1: { hand: [{ card: "END_011", ref: "A" }], deck: wisps(5), mana: { crystals: 3 } },
  p2: { deck: wisps(5), mana: { crystals: 3 } },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.secrets": [], "A.zone": "graveyard", "p1.mana.temp": 0, "p1.mana.crystals": 6 },
});

// Chronoclaws: "After your hero attacks, discard your highest Cost card."
cardCase("END_016", {
  does: "after its hero attacks: the highest Cost card of the hand is discarded (not the others)",
  p1: { weapon: { card: "END_016", ref: "C" }, hand: [{ card: WISP, ref: "W" }, { card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand": [WISP, YETI], "O.zone": "graveyard", "p2.hero.health": 26, "events.discard": 1 },
});
cardCase("END_016", {
  does: "an enemy minion attacking does not make it discard",
  p1: { weapon: { card: "END_016", ref: "C" }, hand: [{ card: OGRE, ref: "O" }], deck: wisps(1) },
  p2: { board: [{ card: YETI, ref: "E" }], deck: wisps(1) },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "O.zone": "hand" },
});

// Wicked Blightspawn: "Reborn. Deathrattle: Equip a 1/2 Dagger. If you already have a weapon equipped, give it +2 Attack instead."
cardCase("END_002", {
  does: "no weapon: a 1/2 Dagger is equipped; Reborn brings it back",
  p1: { board: [{ card: "END_002", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.weapon": "CS2_082", "p1.weapon.attack": 1, "p1.weapon.durability": 2, "p1.board": ["END_002"], "p2.weapon": null },
});
cardCase("END_002", {
  does: "a weapon equipped: it gets +2 Attack, no Dagger",
  p1: { board: [{ card: "END_002", ref: "B" }], weapon: { card: "CS2_106", ref: "F" } },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.weapon": "CS2_106", "F.attack": 5 },
});

// Winged Aberration: "Rush. Combo: Overload for (2) to gain Immune this turn and Windfury."
cardCase("END_032", {
  does: "Combo: 2 Overload owed, Immune this turn and Windfury; next turn Windfury stays, Immune is gone, 2 mana locked",
  p1: { hand: [{ card: WISP, ref: "W" }, { card: "END_032", ref: "A" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "A" }],
  expect: { "p1.mana.overloadOwed": 2, "A.seen.IMMUNE": 1, "A.seen.WINDFURY": 1, "A.seen.RUSH": 1 },
});
cardCase("END_032", {
  does: "after the turn: Windfury stays, Immune is gone, 2 mana locked",
  p1: { hand: [{ card: WISP, ref: "W" }, { card: "END_032", ref: "A" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.mana.overloadLocked": 2, "A.seen.IMMUNE": undefined, "A.seen.WINDFURY": 1 },
});
cardCase("END_032", {
  does: "without a card played before it: no Overload, no Immune, no Windfury",
  p1: { hand: [{ card: "END_032", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.mana.overloadOwed": 0, "A.seen.IMMUNE": undefined, "A.seen.WINDFURY": undefined },
});

// Bygone Echoes: "Summon a random 4-Cost minion. Spend 4 Corpses to summon another. Outcast: And another."
const fourCosts = (r: { state: { players: { board: { card: string }[] }[] } }) => r.state.players[0]!.board.every((m) => findCard(m.card)!.cost === 4);
cardCase("END_005", {
  does: "5 Corpses, not at an end of the hand: two 4-Cost minions, 4 Corpses spent",
  p1: { corpses: 5, hand: [{ card: WISP }, { card: "END_005", ref: "S" }, { card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board).toHaveLength(2);
    expect(fourCosts(r)).toBe(true);
    expect(r.state.players[0]!.corpses).toBe(1);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("END_005", {
  does: "3 Corpses: one minion, no Corpse spent",
  p1: { corpses: 3, hand: [{ card: WISP }, { card: "END_005", ref: "S" }, { card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board).toHaveLength(1);
    expect(r.state.players[0]!.corpses).toBe(3);
  },
});
cardCase("END_005", {
  does: "Outcast with 4 Corpses: three 4-Cost minions",
  p1: { corpses: 4, hand: [{ card: "END_005", ref: "S" }, { card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board).toHaveLength(3);
    expect(fourCosts(r)).toBe(true);
    expect(r.state.players[0]!.corpses).toBe(0);
  },
});
cardCase("END_005", {
  does: "Outcast without Corpses: two",
  p1: { hand: [{ card: WISP }, { card: "END_005", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board.length": 2 },
});

// Fragment of Nothing: "After you cast a spell on a minion, draw a card."
cardCase("END_026", {
  does: "a Fireball that kills an enemy minion: one card drawn after it",
  p1: { board: [{ card: "END_026", ref: "F" }], hand: [{ card: "CS2_029", ref: "S" }], deck: wisps(3) },
  p2: { board: [{ card: YETI, ref: "E" }], deck: wisps(3) },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.zone": "graveyard", "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0 },
});
cardCase("END_026", {
  does: "a buff on a friendly minion (itself) draws one",
  p1: { board: [{ card: "END_026", ref: "F" }], hand: [{ card: "CS2_087", ref: "S" }], deck: wisps(3) },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.attack": 6, "p1.hand.length": 1 },
});
cardCase("END_026", {
  does: "a spell on a hero, or one with no target that hits minions: no draw",
  p1: { board: [{ card: "END_026", ref: "F" }], hand: [{ card: "CS2_029", ref: "S" }, { card: "CS2_032", ref: "T" }], deck: wisps(3), mana: { crystals: 20 } },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }, { type: "play", card: "T" }],
  expect: { "p2.hero.health": 24, "E.zone": "graveyard", "p1.hand.length": 0, "p1.deck.length": 3 },
});
cardCase("END_026", {
  does: "the opponent's spell on a minion draws nothing for either player",
  p1: { board: [{ card: "END_026", ref: "F" }], deck: wisps(3) },
  p2: { hand: [{ card: "CS2_029", ref: "S" }], deck: wisps(3), mana: { crystals: 10 } },
  actions: [{ type: "endTurn" }, { type: "play", card: "S", target: "F" }],
  expect: { "p1.hand.length": 0, "p2.hand.length": 1, "F.zone": "graveyard" },
});
