/**
 * Behaviour tests of the REVENDRETH (Murder at Castle Nathria) cards w9/wild-g added: each card's text, its numbers, sides,
 * targets and moments (sets/nathria.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
const YETI = "CS2_182";
const SECRET = "EX1_130"; // Noble Sacrifice
const p1Board = (r: { state: { players: { board: { card: string }[] }[] } }) => r.state.players[0]!.board.map((m) => m.card);
void describe; void it;

// Bog Beast: "Taunt Deathrattle: Summon a 2/4 Muckmare with Taunt."
cardCase("REV_012", {
  does: "its death leaves a 2/4 Taunt Muckmare on its side",
  p1: { board: [{ card: "REV_012", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.board": ["REV_012t"], "p1.board.0.attack": 2, "p1.board.0.health": 4, "p1.board.0.seen.TAUNT": 1, "p2.board": [] },
});

// Stoneborn General: "Rush Deathrattle: Summon an 8/8 Gravewing with Rush."
cardCase("REV_375", {
  does: "its death leaves an 8/8 Rush Gravewing on its side",
  p1: { board: [{ card: "REV_375", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.board": ["REV_375t"], "p1.board.0.attack": 8, "p1.board.0.seen.RUSH": 1, "p2.board": [] },
});

// Volatile Skeleton: "Deathrattle: Deal 2 damage to a random enemy."
cardCase("REV_845", {
  does: "its death deals 2 to the only enemy (the enemy hero); its own hero untouched",
  p1: { board: [{ card: "REV_845", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
});
cardCase("REV_845", {
  does: "the random enemy may be a minion: 2 damage to one enemy character, none to friendly ones",
  p1: { board: [{ card: "REV_845", ref: "S" }, { card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "destroy", target: "S" }],
  check: (r) => {
    const d = events(r, "damage");
    expect(d).toHaveLength(1);
    const hp = [r.state.players[1]!.hero.health, r.state.players[1]!.board[0]!.health];
    expect([[28, 5], [30, 3]]).toContainEqual(hp);
    expect(r.state.players[0]!.board[0]!.health).toBe(5);
  },
});

// Sinrunner: "Deathrattle: Destroy a random enemy minion."
cardCase("REV_251", {
  does: "its death destroys the enemy minion; its own side's minion stays",
  p1: { board: [{ card: "REV_251", ref: "S" }, { card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "E.zone": "graveyard", "F.zone": "board" },
});

// Sinstone Totem: "At the end of your turn, gain +1 Health."
cardCase("REV_839", {
  does: "+1 Health at the end of its controller's turn, not at the end of the opponent's",
  p1: { board: [{ card: "REV_839", ref: "T" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "T.health": 4, "T.attack": 0 },
});

// Cold Case: "Summon two 2/2 Volatile Skeletons. Gain 4 Armor."
cardCase("REV_505", {
  does: "two Volatile Skeletons on its side and 4 Armor",
  p1: { hand: [{ card: "REV_505", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["REV_845", "REV_845"], "p1.hero.armor": 4, "p2.board": [] },
});

// Nightcloak Sanctum: "Freeze a minion. Summon a 2/2 Volatile Skeleton."
cardCase("REV_602", {
  does: "the enemy minion is Frozen and a Skeleton joins its side",
  p1: { board: [{ card: "REV_602", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "useLocation", card: "L", target: "E" }],
  expect: { "E.seen.FROZEN": 1, "p1.board": ["REV_602", "REV_845"] },
});

// Crud Caretaker: "Battlecry: Summon a 3/5 Elemental with Taunt."
cardCase("REV_936", {
  does: "a 3/5 Taunt Elemental beside it",
  p1: { hand: [{ card: "REV_936", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["REV_936", "REV_936t"], "p1.board.1.attack": 3, "p1.board.1.health": 5, "p1.board.1.seen.TAUNT": 1 },
});

// Dredger Staff: "Battlecry: Give minions in your hand +1 Health."
cardCase("REV_338", {
  does: "+1 Health to the minions in your hand; a spell in hand and the opponent's minions in hand not",
  p1: { hand: [{ card: "REV_338", ref: "D" }, { card: YETI, ref: "Y" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "Y.health": 6, "Y.attack": 4, "E.health": 5 },
});

// Roosting Gargoyle: "Battlecry: Give a friendly Beast +2 Attack."
cardCase("REV_351", {
  does: "+2 Attack to the friendly Beast",
  p1: { hand: [{ card: "REV_351", ref: "G" }], board: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "G", target: "B" }],
  expect: { "B.attack": 4, "B.health": 3 },
});
cardCase("REV_351", {
  does: "a non-Beast is no valid target",
  p1: { hand: [{ card: "REV_351", ref: "G" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  error: "illegal_action",
});

// Kryxis the Voracious: "Battlecry: Discard your hand. Deathrattle: Draw 3 cards."
cardCase("REV_510", {
  does: "played, the rest of the hand is discarded; its death draws 3",
  p1: { hand: [{ card: "REV_510", ref: "K" }, { card: YETI, ref: "A" }, { card: "CS2_029", ref: "B" }], deck: wisps(4) },
  actions: [{ type: "play", card: "K" }, { type: "destroy", target: "K" }],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "p1.hand.length": 3, "p1.deck.length": 1 },
});

// Magnifying Glaive: "After your hero attacks, draw until you have 3 cards."
cardCase("REV_509", {
  does: "after the hero attacks, a hand of 1 draws 2",
  p1: { weapon: { card: "REV_509" }, hand: [{ card: YETI }], deck: wisps(5) },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 3, "p2.hero.health": 27 },
});
cardCase("REV_509", {
  does: "a hand of 3 draws nothing",
  p1: { weapon: { card: "REV_509" }, hand: [{ card: YETI }, { card: YETI }, { card: YETI }], deck: wisps(5) },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 5 },
});

// Sightless Magistrate: "Battlecry: Both players draw until they have 5 cards."
cardCase("MAW_008", {
  does: "your empty hand draws 5, the opponent's hand of 3 draws 2",
  p1: { hand: [{ card: "MAW_008", ref: "M" }], deck: wisps(8) },
  p2: { hand: [{ card: YETI }, { card: YETI }, { card: YETI }], deck: wisps(8) },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hand.length": 5, "p1.deck.length": 3, "p2.hand.length": 5, "p2.deck.length": 6 },
});

// Sinful Sous Chef: "Deathrattle: Add 2 Silver Hand Recruits to your hand."
cardCase("REV_952", {
  does: "its death puts two Recruits in its owner's hand",
  p1: { board: [{ card: "REV_952", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.hand": ["CS2_101t", "CS2_101t"], "p2.hand": [] },
});

// Jury Duty: "Summon two Silver Hand Recruits. Give your Silver Hand Recruits +1/+1."
cardCase("MAW_015", {
  does: "two new 2/2 Recruits and the Recruit already there 2/2; other minions and the enemy's Recruit not",
  p1: { hand: [{ card: "MAW_015", ref: "J" }], board: [{ card: "CS2_101t", ref: "R" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: "CS2_101t", ref: "E" }] },
  actions: [{ type: "play", card: "J" }],
  expect: { "p1.board": ["CS2_101t", YETI, "CS2_101t", "CS2_101t"], "R.attack": 2, "R.health": 2, "p1.board.3.attack": 2, "Y.attack": 4, "E.attack": 1 },
});

// Promotion: "Give a Silver Hand Recruit +3/+3 and Taunt."
cardCase("REV_842", {
  does: "the Recruit becomes 4/4 with Taunt",
  p1: { hand: [{ card: "REV_842", ref: "P" }], board: [{ card: "CS2_101t", ref: "R" }] },
  actions: [{ type: "play", card: "P", target: "R" }],
  expect: { "R.attack": 4, "R.health": 4, "R.seen.TAUNT": 1 },
});
cardCase("REV_842", {
  does: "another minion is no valid target",
  p1: { hand: [{ card: "REV_842", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "P", target: "Y" }],
  error: "illegal_action",
});

// Cathedral of Atonement: "Give a minion +2/+1 and draw a card."
cardCase("REV_290", {
  does: "+2/+1 to the minion (an enemy one too) and a card drawn",
  p1: { board: [{ card: "REV_290", ref: "L" }], deck: wisps(2) },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "useLocation", card: "L", target: "E" }],
  expect: { "E.attack": 6, "E.health": 6, "p1.hand.length": 1 },
});

// Castle Kennels: "Give a friendly minion +2 Attack. If it's a Beast, give it Rush."
cardCase("REV_362", {
  does: "a Beast gets +2 Attack and Rush; a non-Beast only +2 Attack",
  p1: { board: [{ card: "REV_362", ref: "L" }, { card: "CS2_120", ref: "B" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "useLocation", card: "L", target: "B" }],
  expect: { "B.attack": 4, "B.seen.RUSH": 1 },
});
cardCase("REV_362", {
  does: "a non-Beast: +2 Attack, no Rush",
  p1: { board: [{ card: "REV_362", ref: "L" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "useLocation", card: "L", target: "Y" }],
  check: (r) => {
    const y = r.state.players[0]!.board.find((m) => m.card === YETI)!;
    expect(y.attack).toBe(6);
    expect(y.seen?.RUSH).toBeFalsy();
  },
});

// Great Hall: "Set a minion's Attack and Health to 3."
cardCase("REV_983", {
  does: "a 4/5 becomes 3/3",
  p1: { board: [{ card: "REV_983", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "useLocation", card: "L", target: "E" }],
  expect: { "E.attack": 3, "E.health": 3 },
});

// The Light! It Burns!: "Deal damage to a minion equal to its Attack."
cardCase("REV_249", {
  does: "a 4-Attack Yeti takes 4",
  p1: { hand: [{ card: "REV_249", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 1 },
});

// Shadow Waltz: "Summon a 3/5 Shadow with Taunt. If a minion died this turn, summon another."
cardCase("REV_372", {
  does: "one Shadow when no minion died this turn",
  p1: { hand: [{ card: "REV_372", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["REV_372t"], "p1.board.0.attack": 3, "p1.board.0.health": 5 },
});
cardCase("REV_372", {
  does: "two once an (enemy) minion died this turn",
  p1: { hand: [{ card: "REV_372", ref: "S" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "destroy", target: "W" }, { type: "play", card: "S" }],
  expect: { "p1.board": ["REV_372t", "REV_372t"] },
});

// Burden of Pride: "Summon three 1/3 Jailers with Taunt. If you have 20 or less Health, give them +1/+1."
cardCase("REV_334", {
  does: "three 1/3 Jailers at 21 Health",
  p1: { hand: [{ card: "REV_334", ref: "B" }], hero: { card: "HERO_01", health: 21 } },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["REV_334t", "REV_334t", "REV_334t"], "p1.board.0.attack": 1, "p1.board.2.health": 3 },
});
cardCase("REV_334", {
  does: "three 2/4 Jailers at 20 Health; the minion already there not buffed",
  p1: { hand: [{ card: "REV_334", ref: "B" }], hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board.1.attack": 2, "p1.board.1.health": 4, "p1.board.3.attack": 2, "Y.attack": 4 },
});

// Crazed Wretch: "Has +2 Attack and Charge while damaged."
cardCase("REV_930", {
  does: "undamaged 1/4; damaged 3 Attack with Charge",
  p1: { board: [{ card: "REV_930", ref: "A" }, { card: "REV_930", ref: "B", health: 2 }] },
  actions: [{ type: "endTurn" }],
  check: (r) => {
    const [a, b] = r.state.players[0]!.board;
    expect(a!.attack).toBe(1);
    expect(a!.seen?.CHARGE).toBeFalsy();
    expect(b!.attack).toBe(3);
    expect(b!.seen?.CHARGE).toBe(1);
  },
});

// Mawsworn Bailiff: "Taunt. Battlecry: If you have 4 or more Armor, gain +4/+4."
cardCase("MAW_028", {
  does: "with 4 Armor an 8/8",
  p1: { hand: [{ card: "MAW_028", ref: "M" }], hero: { card: "HERO_01", armor: 4 } },
  actions: [{ type: "play", card: "M" }],
  expect: { "M.attack": 8, "M.health": 8 },
});
cardCase("MAW_028", {
  does: "with 3 Armor a 4/4",
  p1: { hand: [{ card: "MAW_028", ref: "M" }], hero: { card: "HERO_01", armor: 3 } },
  actions: [{ type: "play", card: "M" }],
  expect: { "M.attack": 4, "M.health": 4 },
});

// Weapons Expert: "Battlecry: If you have a weapon equipped, give it +1/+1. Otherwise, draw a weapon."
cardCase("MAW_029", {
  does: "the equipped weapon gets +1/+1; nothing drawn",
  p1: { hand: [{ card: "MAW_029", ref: "W" }], weapon: { card: "CS2_106" }, deck: [{ card: "CS2_112" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.weapon.attack": 4, "p1.weapon.durability": 3, "p1.hand.length": 0 },
});
cardCase("MAW_029", {
  does: "no weapon: the weapon is drawn past a minion on top",
  p1: { hand: [{ card: "MAW_029", ref: "W" }], deck: [{ card: "CS2_112" }, { card: YETI }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.hand": ["CS2_112"] },
});

// Mischievous Imp: "Battlecry: Summon a copy of this. Infuse (3): Summon two copies instead."
cardCase("REV_244", {
  does: "one copy; Infused, two",
  p1: { hand: [{ card: "REV_244", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.board": ["REV_244", "REV_244"] },
});
cardCase("REV_244", {
  does: "the 3rd friendly death in hand makes it REV_244t",
  p1: { hand: [{ card: "REV_244", ref: "C", tags: { INFUSE_PROGRESS: 2 } }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "C.card": "REV_244t" },
});
cardCase("REV_244t", {
  does: "Infused: two copies",
  p1: { hand: [{ card: "REV_244t", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.board": ["REV_244t", "REV_244t", "REV_244t"] },
});

// Carving Chisel: "After your hero attacks, summon a random basic Totem."
cardCase("REV_917", {
  does: "after the hero attacks, one basic Totem on its side",
  p1: { weapon: { card: "REV_917" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  check: (r) => {
    const b = p1Board(r);
    expect(b).toHaveLength(1);
    expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(b[0]);
    expect(r.state.players[1]!.hero.health).toBe(29);
  },
});

// Chatty Bartender: "At the end of your turn, if you control a Secret, deal 2 damage to all enemies."
cardCase("REV_513", {
  does: "with a Secret: 2 to each enemy, friendly characters untouched",
  p1: { board: [{ card: "REV_513", ref: "B" }, { card: YETI, ref: "F" }], secrets: [{ card: SECRET }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: wisps(2) },
  actions: [{ type: "endTurn" }],
  expect: { "E.health": 3, "p2.hero.health": 28, "F.health": 5, "p1.hero.health": 30 },
});
cardCase("REV_513", {
  does: "without a Secret: nothing",
  p1: { board: [{ card: "REV_513", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: wisps(2) },
  actions: [{ type: "endTurn" }],
  expect: { "E.health": 5, "p2.hero.health": 30 },
});

// Contract Conjurer: "Costs (3) less for each Secret you control."
cardCase("MAW_101", {
  does: "6 with no Secret, 3 with one, 0 with two",
  p1: { hand: [{ card: "MAW_101", ref: "C" }], secrets: [{ card: SECRET }, { card: "EX1_136" }] },
  p2: { hand: [{ card: "MAW_101", ref: "O" }] },
  actions: [{ type: "endTurn" }],
  expect: { "C.cost": 0, "O.cost": 6 },
});

// Scuttlebutt Ghoul: "Taunt Battlecry: If you control a Secret, summon a copy of this."
cardCase("REV_900", {
  does: "with a Secret: a copy beside it",
  p1: { hand: [{ card: "REV_900", ref: "G" }], secrets: [{ card: SECRET }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.board": ["REV_900", "REV_900"] },
});
cardCase("REV_900", {
  does: "without: no copy",
  p1: { hand: [{ card: "REV_900", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.board": ["REV_900"] },
});

// Scribbling Stenographer: "Rush. Costs (1) less for each card you've played this turn."
cardCase("MAW_020", {
  does: "6, then 4 after two cards played",
  p1: { hand: [{ card: "MAW_020", ref: "S" }, { card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "S.cost": 4 },
});

// Shadowborn: "Deathrattle: Reduce the Cost of the highest Cost Shadow spell in your hand by (3)."
cardCase("REV_374", {
  does: "the 3-Cost Shadow spell costs 3 less; a cheaper Shadow spell and a dearer Holy spell unchanged",
  p1: { board: [{ card: "REV_374", ref: "S" }], hand: [{ card: "EX1_334", ref: "HI" }, { card: "DS1_233", ref: "LO" }, { card: "EX1_626", ref: "HN" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "HI.cost": 0, "LO.cost": 2, "HN.cost": 4 },
});

// Widowbloom Seedsman: "Battlecry: Draw a Nature spell. Gain an empty Mana Crystal."
cardCase("REV_318", {
  does: "the Nature spell is drawn past a Fire spell; one more (empty) Mana Crystal",
  p1: { hand: [{ card: "REV_318", ref: "W" }], deck: [{ card: "CS2_009" }, { card: "CS2_029" }], mana: { crystals: 5, used: 0 } },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.hand": ["CS2_009"], "p1.mana.crystals": 6, "p1.mana.used": 5 },
});

// Sesselie of the Fae Court: "Taunt Deathrattle: Draw a minion. Reduce its Cost by (8)."
cardCase("REV_319", {
  does: "its death draws the minion past a spell, 8 less",
  p1: { board: [{ card: "REV_319", ref: "S" }], deck: [{ card: "CS2_186" }, { card: "CS2_029" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.hand": ["CS2_186"], "p1.hand.0.cost": 0 },
});

// Planted Evidence: "Discover a spell. It costs (2) less this turn."
describeCard("REV_313", () => {
  it("offers three spells; the one taken costs 2 less this turn, its own Cost again next turn", () => {
    const r = run({ seed: 3, choices: [0], state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_06" }, mana: { crystals: 10 }, hand: [{ card: "REV_313", ref: "P" }], deck: wisps(2) },
      { mana: { crystals: 10 }, deck: wisps(2) }] }, actions: [{ type: "play", card: "P" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL" });
    const taken = r.state.players[0]!.hand[0]!;
    expect(taken.card).toBe(offered[0]);
    expect(taken.cost).toBe(Math.max(0, findCard(offered[0]!)!.cost - 2));
  });
});

// Attorney-at-Maw: "Choose One - Silence a minion; or Give a minion Immune this turn."
cardCase("MAW_025", {
  does: "option 1 silences the target",
  p1: { hand: [{ card: "MAW_025", ref: "A" }] },
  p2: { board: [{ card: "CS2_179", ref: "T" }] },
  actions: [{ type: "play", card: "A", target: "T", choose: 1 }],
  check: (r) => expect(r.state.players[1]!.board[0]!.seen?.TAUNT).toBeFalsy(),
});
cardCase("MAW_025", {
  does: "option 2 makes the target Immune this turn only",
  p1: { hand: [{ card: "MAW_025", ref: "A" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A", target: "Y", choose: 2 }],
  expect: { "Y.seen.IMMUNE": 1 },
});

// Incarceration: "Choose a minion. It goes Dormant for 3 turns."
cardCase("MAW_026", {
  does: "the enemy minion is Dormant with 3 turns",
  p1: { hand: [{ card: "MAW_026", ref: "I" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "I", target: "E" }],
  expect: { "E.tags.DORMANT": 1, "E.tags.DORMANT_TURNS": 3 },
});

// Hedge Maze: "Trigger a friendly minion's Deathrattle."
cardCase("REV_333", {
  does: "the friendly Loot Hoarder's Deathrattle draws; it stays in play",
  p1: { board: [{ card: "REV_333", ref: "L" }, { card: "EX1_096", ref: "H" }], deck: wisps(2) },
  actions: [{ type: "useLocation", card: "L", target: "H" }],
  expect: { "p1.hand.length": 1, "H.zone": "board" },
});
cardCase("REV_333", {
  does: "a minion without a Deathrattle is no valid target",
  p1: { board: [{ card: "REV_333", ref: "L" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "useLocation", card: "L", target: "Y" }],
  error: "illegal_action",
});

// Criminal Lineup: "Choose a friendly minion. Summon 3 copies of it. Overload: (2)"
cardCase("REV_517", {
  does: "three copies of the friendly minion, its damage kept; 2 Overload",
  p1: { hand: [{ card: "REV_517", ref: "C" }], board: [{ card: YETI, ref: "Y", health: 3 }] },
  actions: [{ type: "play", card: "C", target: "Y" }],
  expect: { "p1.board": [YETI, YETI, YETI, YETI], "p1.board.3.health": 3, "p1.mana.overloadOwed": 2 },
});

// Muck Pools: "Transform a friendly minion into one that costs (1) more."
cardCase("REV_923", {
  does: "the friendly 2-Cost minion becomes a 3-Cost one",
  p1: { board: [{ card: "REV_923", ref: "L" }, { card: "CS2_120", ref: "A" }] },
  actions: [{ type: "useLocation", card: "L", target: "A" }],
  expect: { "A.cost": 3 },
});

// Private Eye: "Battlecry: Cast a Secret from your deck. Combo: Cast 2 instead."
cardCase("REV_826", {
  does: "one Secret from the deck goes into play; the minion in the deck stays",
  p1: { hand: [{ card: "REV_826", ref: "P" }], deck: [{ card: SECRET }, { card: "EX1_136" }, { card: YETI }] },
  actions: [{ type: "play", card: "P" }],
  check: (r) => {
    expect(r.state.players[0]!.secrets).toHaveLength(1);
    expect(r.state.players[0]!.deck).toHaveLength(2);
  },
});
cardCase("REV_826", {
  does: "Combo: both Secrets",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "REV_826", ref: "P" }], deck: [{ card: SECRET }, { card: "EX1_136" }, { card: YETI }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "P" }],
  check: (r) => {
    expect(r.state.players[0]!.secrets.map((s) => s.card).sort()).toEqual([SECRET, "EX1_136"].sort());
    expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual([YETI]);
  },
});

// Sticky Situation: "Secret: After your opponent casts a spell, summon a 3/4 Spider with Stealth."
cardCase("REV_827", {
  does: "after the opponent's spell a Stealth Spider on its side",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "REV_827", ref: "S" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.board": ["REV_827t"], "p1.board.0.seen.STEALTH": 1, "S.zone": "graveyard", "p1.hero.health": 24 },
});

// Muckborn Servant: "Taunt Battlecry: Discover a Paladin card."
describeCard("REV_947", () => {
  it("offers three Paladin cards (no neutral ones), whatever the hero's class", () => {
    const r = run({ seed: 2, choices: [1], state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_08" }, mana: { crystals: 10 }, hand: [{ card: "REV_947", ref: "M" }] }, { mana: { crystals: 10 } }] },
    actions: [{ type: "play", card: "M" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)!.cardClass).toBe("PALADIN");
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[1]]);
  });
});

// Sketchy Stranger: "Battlecry: Discover a Secret from another class."
describeCard("REV_945", () => {
  it("offers three Secrets of classes other than the hero's", () => {
    const r = run({ seed: 2, choices: [0], state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_08" }, mana: { crystals: 10 }, hand: [{ card: "REV_945", ref: "M" }] }, { mana: { crystals: 10 } }] },
    actions: [{ type: "play", card: "M" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      const c = findCard(id)!;
      expect(c.type).toBe("SPELL");
      expect(c.mechanics).toContain("SECRET");
      expect(["MAGE", "NEUTRAL"]).not.toContain(c.cardClass);
    }
  });
});

// Anima Extractor: "Whenever a friendly minion takes damage, give a random minion in your hand +1/+1."
cardCase("REV_332", {
  does: "a friendly minion hit: the one minion card in hand +1/+1; a spell in hand not",
  p1: { board: [{ card: "REV_332" }, { card: YETI, ref: "F" }], hand: [{ card: "CS2_029", ref: "S" }, { card: YETI, ref: "H" }] },
  p2: { hand: [{ card: "CS2_029", ref: "B" }], deck: wisps(1) },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "B", target: "F" }],
  expect: { "H.attack": 5, "H.health": 6 },
});
cardCase("REV_332", {
  does: "an enemy minion hit: nothing",
  p1: { board: [{ card: "REV_332" }], hand: [{ card: YETI, ref: "H" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "damage", target: "E", amount: 1 }],
  expect: { "H.attack": 4 },
});

// Call to the Stand: "Your opponent summons a random minion from their hand."
cardCase("MAW_027", {
  does: "the opponent's only minion card goes from their hand to their board; their spell stays",
  p1: { hand: [{ card: "MAW_027", ref: "C" }] },
  p2: { hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "Y.zone": "board", "Y.player": 2, "F.zone": "hand", "p1.board": [] },
});

// Anonymous Informant: "Battlecry: The next Secret you play costs (0)."
cardCase("REV_841", {
  does: "the Secret in hand costs 0, still next turn; a spell not; used up by the Secret played",
  p1: { hand: [{ card: "REV_841", ref: "A" }, { card: SECRET, ref: "S" }, { card: "EX1_136", ref: "T" }, { card: "CS2_029", ref: "F" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S" }],
  expect: { "T.cost": 1, "F.cost": 4, "S.zone": "secrets", "p1.mana.used": 0 },
});

// Serrated Bone Spike: "Deal $3 damage to a minion. If it dies, your next card this turn costs (2) less."
cardCase("REV_939", {
  does: "it dies: the next card costs 2 less this turn (one card only)",
  p1: { hand: [{ card: "REV_939", ref: "S" }, { card: YETI, ref: "Y" }, { card: "CS2_120", ref: "R" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }, { type: "play", card: "Y" }],
  expect: { "E.zone": "graveyard", "p1.mana.used": 4, "R.cost": 2 },
});
cardCase("REV_939", {
  does: "it survives: no reduction",
  p1: { hand: [{ card: "REV_939", ref: "S" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 2, "Y.cost": 4 },
});
cardCase("REV_939", {
  does: "the reduction ends with the turn",
  p1: { hand: [{ card: "REV_939", ref: "S" }, { card: YETI, ref: "Y" }], deck: wisps(2) },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: wisps(2) },
  actions: [{ type: "play", card: "S", target: "E" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.cost": 4 },
});

// Death Blossom Whomper: "Battlecry: Draw a Deathrattle minion and gain its Deathrattle."
cardCase("REV_310", {
  does: "draws the Deathrattle minion past a plain one and, dying, resolves its Deathrattle (Loot Hoarder: a draw)",
  p1: { hand: [{ card: "REV_310", ref: "D" }], deck: [{ card: YETI }, { card: "EX1_096" }] },
  actions: [{ type: "play", card: "D" }, { type: "destroy", target: "D" }],
  expect: { "p1.hand": ["EX1_096", YETI], "p1.deck.length": 0 },
});

// Bibliomite: "Battlecry: Choose a card in your hand to shuffle into your deck."
cardCase("REV_511", {
  does: "the chosen card of your hand goes into your deck; the other stays",
  p1: { hand: [{ card: "REV_511", ref: "B" }, { card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "B", target: "F" }],
  expect: { "F.zone": "deck", "F.player": 1, "Y.zone": "hand", "p1.deck.length": 1 },
});
cardCase("REV_511", {
  does: "alone in hand: played without a target, nothing shuffled",
  p1: { hand: [{ card: "REV_511", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "B.zone": "board", "p1.deck.length": 0 },
});

// Ghastly Gravedigger: "Battlecry: If you control a Secret, choose a card in your opponent's hand to shuffle into their deck."
cardCase("REV_959", {
  does: "with a Secret: the chosen card of the opponent's hand goes into their deck",
  p1: { hand: [{ card: "REV_959", ref: "G" }], secrets: [{ card: SECRET }] },
  p2: { hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  expect: { "Y.zone": "deck", "Y.player": 2, "F.zone": "hand", "p1.deck.length": 0 },
});
cardCase("REV_959", {
  does: "without a Secret: no target can be chosen",
  p1: { hand: [{ card: "REV_959", ref: "G" }] },
  p2: { hand: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  error: "illegal_action",
});

// Muck Plumber: "ALL minions cost (2) more."
cardCase("REV_837", {
  does: "minion cards in both hands cost 2 more; spells not",
  p1: { board: [{ card: "REV_837" }], hand: [{ card: YETI, ref: "A" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: YETI, ref: "B" }] },
  actions: [{ type: "endTurn" }],
  expect: { "A.cost": 6, "B.cost": 6, "S.cost": 4 },
});

// Class Action Lawyer: "Battlecry: If your deck has no Neutral cards, set a minion's stats to 1/1."
cardCase("MAW_017", {
  does: "a deck of class cards only: the enemy Yeti becomes 1/1",
  p1: { hand: [{ card: "MAW_017", ref: "L" }], deck: [{ card: "CS2_093" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  expect: { "E.attack": 1, "E.health": 1 },
});
cardCase("MAW_017", {
  does: "a Neutral card in the deck: no target",
  p1: { hand: [{ card: "MAW_017", ref: "L" }], deck: [{ card: YETI }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  error: "illegal_action",
});

// The Countess: "Battlecry: If your deck has no Neutral cards, add 3 Legendary Invitations to your hand."
cardCase("REV_951", {
  does: "an empty deck (no Neutral card): three Invitations; a Neutral card in the deck: none",
  p1: { hand: [{ card: "REV_951", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hand": ["REV_951t", "REV_951t", "REV_951t"] },
});
cardCase("REV_951", {
  does: "a Neutral card in the deck: nothing",
  p1: { hand: [{ card: "REV_951", ref: "C" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hand": [] },
});
describeCard("REV_951t", () => {
  it("Legendary Invitation: three Legendary minions of other classes; the one taken costs (0)", () => {
    const r = run({ seed: 2, choices: [2], state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_04" }, mana: { crystals: 10 }, hand: [{ card: "REV_951t", ref: "I" }] }, { mana: { crystals: 10 } }] },
    actions: [{ type: "play", card: "I" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      const c = findCard(id)!;
      expect(c.type).toBe("MINION");
      expect(c.rarity).toBe("LEGENDARY");
      expect(["PALADIN", "NEUTRAL"]).not.toContain(c.cardClass);
    }
    expect(r.state.players[0]!.hand.map((c) => [c.card, c.cost])).toEqual([[offered[2], 0]]);
  });
});

// Clear Conscience: "Give a friendly minion +2/+3 and \"Elusive on your opponent's turn.\""
cardCase("MAW_021", {
  does: "+2/+3; not Elusive on your own turn, Elusive on the opponent's (their Fireball can't target it)",
  p1: { hand: [{ card: "MAW_021", ref: "C" }], board: [{ card: YETI, ref: "Y" }], deck: wisps(2) },
  p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: wisps(2) },
  actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }, { type: "play", card: "F", target: "Y" }],
  error: "illegal_action",
});
cardCase("MAW_021", {
  does: "on your own turn it can still be targeted by your spells",
  p1: { hand: [{ card: "MAW_021", ref: "C" }, { card: "CS2_029", ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C", target: "Y" }, { type: "play", card: "F", target: "Y" }],
  expect: { "Y.attack": 6, "Y.health": 2 },
});

// Incriminating Psychic: "Taunt Deathrattle: Copy two random cards from your opponent's hand."
cardCase("MAW_022", {
  does: "its death copies both cards of the opponent's hand into its owner's hand; theirs stay",
  p1: { board: [{ card: "MAW_022", ref: "P" }] },
  p2: { hand: [{ card: YETI }, { card: "CS2_029" }] },
  actions: [{ type: "destroy", target: "P" }],
  check: (r) => {
    expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_029", YETI].sort());
    expect(r.state.players[1]!.hand).toHaveLength(2);
  },
});

// Motion Denied: "Secret: After your opponent plays three cards in a turn, deal $6 damage to the enemy hero."
cardCase("MAW_010", {
  does: "after the opponent's third card: 6 to their hero; not after two",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "MAW_010", ref: "S" }] },
  p2: { hand: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "p2.hero.health": 30, "S.zone": "secrets" },
});
cardCase("MAW_010", {
  does: "the third card: 6 damage to the enemy hero, the Secret revealed",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "MAW_010", ref: "S" }] },
  p2: { hand: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_231", ref: "C" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "C" }],
  expect: { "p2.hero.health": 24, "p1.hero.health": 30, "S.zone": "graveyard" },
});

// Objection!: "Secret: When your opponent plays a minion, Counter it."
cardCase("MAW_006", {
  does: "the opponent's minion is countered; a spell is not",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "MAW_006", ref: "S" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "Y" }],
  expect: { "p1.hero.health": 24, "Y.zone": "graveyard", "p2.board": [], "S.zone": "graveyard" },
});

// Double Cross: "Secret: When your opponent spends all their Mana, draw two cards."
cardCase("REV_825", {
  does: "a 4-Cost spell paid from 5 Mana leaves 1: nothing drawn, the Secret stays",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "REV_825", ref: "S" }], deck: wisps(3) },
  p2: { mana: { crystals: 5, used: 0 }, hand: [{ card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.hand.length": 0, "S.zone": "secrets" },
});
cardCase("REV_825", {
  does: "all 4 spent: two cards drawn",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "REV_825", ref: "S" }], deck: wisps(3) },
  p2: { mana: { crystals: 4, used: 0 }, hand: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "p1.hand.length": 2, "S.zone": "graveyard", "p2.hand.length": 0 },
});

// Framester: "Battlecry: Shuffle 3 'Framed' cards into the opponent's deck. When drawn, they Overload for (2)."
cardCase("MAW_005", {
  does: "three Framed cards in the opponent's (empty) deck; their turn-start draw casts each in turn (each draws another): 3 x 2 Overload for them",
  p1: { hand: [{ card: "MAW_005", ref: "F" }] },
  p2: { deck: [] },
  actions: [{ type: "play", card: "F" }, { type: "endTurn" }],
  check: (r) => {
    const p2 = r.state.players[1]!;
    expect(p2.deck.length + p2.hand.length).toBe(0);
    expect(p2.graveyard.map((c) => c.card)).toEqual(["MAW_005t", "MAW_005t", "MAW_005t"]);
    expect(p2.mana.overloadOwed).toBe(6);
    expect(r.state.players[0]!.mana.overloadOwed ?? 0).toBe(0);
  },
});
cardCase("MAW_005", {
  does: "before any draw: three Framed cards in the opponent's deck, none in yours",
  p1: { hand: [{ card: "MAW_005", ref: "F" }] },
  p2: { deck: wisps(1) },
  actions: [{ type: "play", card: "F" }],
  check: (r) => {
    expect(r.state.players[1]!.deck.filter((c) => c.card === "MAW_005t")).toHaveLength(3);
    expect(r.state.players[0]!.deck).toHaveLength(0);
  },
});

// Topior the Shrubbagazzor: "Battlecry: For the rest of the game, after you cast a Nature spell, summon a 3/3 Whelp with Rush."
cardCase("REV_314", {
  does: "a Nature spell after it summons a Rush Whelp; an Arcane one does not; still after Topior dies",
  p1: { hand: [{ card: "REV_314", ref: "T" }, { card: "CS2_013", ref: "N" }, { card: "CS2_008", ref: "M" }, { card: "EX1_169", ref: "I" }] },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "N" }, { type: "play", card: "M", target: "p2.hero" }, { type: "destroy", target: "T" }, { type: "play", card: "I" }],
  expect: { "p1.board": ["REV_314t", "REV_314t"], "p1.board.0.seen.RUSH": 1, "p1.board.0.attack": 3 },
});

// The Stonewright: "Battlecry: For the rest of the game, your Totems have +2 Attack."
cardCase("REV_921", {
  does: "a Totem played later has +2 Attack, after the Stonewright is gone too; a non-Totem not; the enemy's Totem not",
  p1: { hand: [{ card: "REV_921", ref: "S" }, { card: "CS2_050", ref: "T" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: "CS2_050", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }, { type: "play", card: "T" }],
  expect: { "T.attack": 3, "Y.attack": 4, "E.attack": 1 },
});

// Dispossessed Soul: "Battlecry: If you control a location, Discover a copy of a card in your deck."
cardCase("REV_901", {
  does: "with a Location: a copy of a deck card in hand, the deck unchanged",
  p1: { hand: [{ card: "REV_901", ref: "D" }], board: [{ card: "REV_983" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand": [YETI], "p1.deck.length": 1 },
});
cardCase("REV_901", {
  does: "without a Location: nothing",
  p1: { hand: [{ card: "REV_901", ref: "D" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand": [], "p1.deck.length": 1 },
});

// Suffocating Shadows: "When you play or discard this, destroy a random enemy minion."
cardCase("REV_239", {
  does: "played: the enemy minion destroyed, the friendly one not",
  p1: { hand: [{ card: "REV_239", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E.zone": "graveyard", "F.zone": "board" },
});
cardCase("REV_239", {
  does: "discarded (Soulfire's random discard, its only other card): the enemy minion destroyed",
  p1: { hand: [{ card: "EX1_308", ref: "F" }, { card: "REV_239", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "S.zone": "graveyard", "E.zone": "graveyard", "p2.hero.health": 26 },
});

// Ashen Elemental: "Battlecry: Whenever your opponent draws a card next turn, they take 2 damage."
cardCase("REV_960", {
  does: "the opponent's turn-start draw costs them 2; your own draws do not; over after their turn",
  p1: { hand: [{ card: "REV_960", ref: "A" }], deck: wisps(3) },
  p2: { deck: wisps(3) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
});

// Boon of the Ascended: "Give a minion +2 Health. Summon a Kyrian with its stats and Taunt."
cardCase("REV_248", {
  does: "a 4/5 Yeti becomes 4/7 and a 4/7 Taunt Kyrian joins its side",
  p1: { hand: [{ card: "REV_248", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  expect: { "Y.health": 7, "p1.board": [YETI, "REV_248t"], "p1.board.1.attack": 4, "p1.board.1.health": 7, "p1.board.1.seen.TAUNT": 1 },
});
cardCase("REV_248", {
  does: "on an enemy minion: it gets +2 Health, the Kyrian is yours",
  p1: { hand: [{ card: "REV_248", ref: "B" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "B", target: "E" }],
  expect: { "E.health": 5, "p1.board": ["REV_248t"], "p1.board.0.attack": 2, "p1.board.0.health": 5, "p2.board": ["CS2_120"] },
});

// Sinful Brand: "Brand an enemy minion. Whenever it takes damage, deal 1 damage to the enemy hero."
cardCase("REV_506", {
  does: "each time the branded minion takes damage, 1 to its controller's hero (twice: 2); the caster's hero untouched",
  p1: { hand: [{ card: "REV_506", ref: "B" }, { card: "CS2_008", ref: "M" }, { card: "CS2_008", ref: "N" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "B", target: "E" }, { type: "play", card: "M", target: "E" }, { type: "play", card: "N", target: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 28, "p1.hero.health": 30 },
});
cardCase("REV_506", {
  does: "a friendly minion is no valid target",
  p1: { hand: [{ card: "REV_506", ref: "B" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "B", target: "F" }],
  error: "illegal_action",
});
cardCase("REV_506", {
  does: "on the opponent's turn too: their attack with the branded minion into a friendly minion costs their hero 1",
  state: { activePlayer: 2 },
  p1: { board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E", enchantments: [{ card: "REV_506e", controller: 1 }] }] },
  actions: [{ type: "attack", attacker: "E", defender: "F" }],
  expect: { "E.health": 1, "p2.hero.health": 29, "p1.hero.health": 30 },
});
