/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Druid cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase } from "../support/cards.js";
import { run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const RAIDER = "CS2_168"; // 1-Cost
const CROC = "CS2_120"; // 2-Cost Beast
const RAID_LEADER = "CS2_122"; // 3-Cost
const OGRE = "CS2_200"; // 6-Cost

// Skyscreamer Eggs: "Deathrattle: Summon four 2/1 Hatchlings."
cardCase("TLC_237", {
  does: "dies: four 2/1 Hatchlings for its owner",
  p1: { board: [{ card: "TLC_237", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["TLC_237t", "TLC_237t", "TLC_237t", "TLC_237t"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p2.board": [] },
});

// Eternal Bloodpetal: "Deathrattle: Summon a 0/1 Eternal Seedling."
cardCase("TLC_234", {
  does: "dies: a 0/1 Seedling",
  p1: { board: [{ card: "TLC_234", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.board": ["TLC_234t"], "p1.board.0.attack": 0, "p1.board.0.health": 1, "p2.board": [] },
});
// Eternal Seedling: "Deathrattle: Summon a 5/1 Eternal Bloodpetal."
cardCase("TLC_234t", {
  does: "dies: a 5/1 Eternal Bloodpetal",
  p1: { board: [{ card: "TLC_234t", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.board": ["TLC_234"], "p1.board.0.attack": 5, "p1.board.0.health": 1 },
});

// Longneck Egg: "Deathrattle: Summon a 3/3 Beast. Give your minions +1/+1."
cardCase("DINO_130", {
  does: "dies: a 3/3 Beast, then every friendly minion (the Beast too) +1/+1, not the enemy's",
  p1: { board: [{ card: "DINO_130", ref: "E" }, { card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["DINO_130t", YETI], "p1.board.0.attack": 4, "p1.board.0.health": 4, "F.attack": 5, "F.health": 6, "Y.attack": 4 },
});

// Hatchery Helper: "Battlecry: Give your other minions with 2 or less Attack +1/+2 and Taunt."
cardCase("TLC_233", {
  does: "only the other friendly minions with 2 or less Attack: +1/+2 and Taunt",
  p1: { hand: [{ card: "TLC_233", ref: "H" }], board: [{ card: RAID_LEADER, ref: "L" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "L.attack": 3, "L.health": 5, "L.seen.TAUNT": 1, "W.attack": 3, "W.health": 3, "W.seen.TAUNT": 1, "Y.attack": 5, "Y.health": 5, "E.attack": 1, "E.health": 1, "H.attack": 3, "H.health": 3 },
});

// Panther Mask: "Set a minion's stats to 5/4 and give it Stealth. Draw 2 cards."
cardCase("DINO_432", {
  does: "the target becomes a 5/4 with Stealth and its caster draws 2",
  p1: { hand: [{ card: "DINO_432", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "S", target: "O" }],
  expect: { "O.attack": 5, "O.health": 4, "O.seen.STEALTH": 1, "p1.hand.length": 2, "p2.hand.length": 0 },
});

// Seismopod: "Taunt, Elusive Deathrattle: Give all minions in your hand and deck +3/+3."
cardCase("DINO_421", {
  does: "dies: the minions in its owner's hand and deck get +3/+3, not spells nor the enemy's cards",
  p1: { board: [{ card: "DINO_421", ref: "S" }], hand: [{ card: WISP, ref: "H" }, { card: "CS2_029", ref: "F" }], deck: [{ card: YETI, ref: "D" }] },
  p2: { hand: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "S" }],
  check: (r) => {
    const p1 = r.state.players[0];
    expect(p1.hand.map((c) => [c.card, c.attack, c.health])).toEqual([[WISP, 4, 4], ["CS2_029", undefined, undefined]]);
    expect(p1.deck.map((c) => [c.card, c.attack, c.health])).toEqual([[YETI, 7, 8]]);
    expect([r.state.players[1].hand[0]!.attack, r.state.players[1].hand[0]!.health]).toEqual([1, 1]);
  },
});
cardCase("DINO_421", {
  does: "Taunt and Elusive from the card data: a spell can't target it",
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "DINO_421", ref: "S" }] },
  actions: [{ type: "play", card: "F", target: "S" }],
  error: "illegal_action",
});

// Hybridization: "Draw a 1, 2, 3, and 4-Cost minion. Kindred: They cost (1) less."
const hybridDeck = [{ card: OGRE }, { card: RAIDER }, { card: CROC }, { card: RAID_LEADER }, { card: YETI }, { card: "CS2_029" }];
cardCase("TLC_236", {
  does: "draws one minion of each Cost 1 to 4, at their own Cost without Kindred",
  p1: { hand: [{ card: "TLC_236", ref: "S" }], deck: hybridDeck, playedLastTurn: ["CS2_029"] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => c.card)).toEqual([RAIDER, CROC, RAID_LEADER, YETI]);
    expect(hand.map((c) => c.cost)).toEqual([1, 2, 3, 4]);
    expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual(["CS2_029", OGRE].sort());
  },
});
cardCase("TLC_236", {
  does: "Kindred (a Nature spell last turn): each costs (1) less",
  p1: { hand: [{ card: "TLC_236", ref: "S" }], deck: hybridDeck, playedLastTurn: ["EX1_169"] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => c.card)).toEqual([RAIDER, CROC, RAID_LEADER, YETI]);
    expect(hand.map((c) => c.cost)).toEqual([0, 1, 2, 3]);
  },
});

// Story of Barnabus: "Draw a minion. If it has 5 or more Attack, give it +5 Health and gain 5 Armor."
cardCase("TLC_231", {
  does: "draws the minion (not the spell); 6 Attack: +5 Health and 5 Armor",
  p1: { hand: [{ card: "TLC_231", ref: "S" }], deck: [{ card: OGRE }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const p1 = r.state.players[0];
    expect(p1.hand.map((c) => [c.card, c.attack, c.health])).toEqual([[OGRE, 6, 12]]);
    expect(p1.hero.armor).toBe(5);
    expect(r.state.players[1].hero.armor ?? 0).toBe(0);
  },
});
cardCase("TLC_231", {
  does: "a 4-Attack minion: drawn, nothing more",
  p1: { hand: [{ card: "TLC_231", ref: "S" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const p1 = r.state.players[0];
    expect(p1.hand.map((c) => [c.card, c.attack, c.health])).toEqual([[YETI, 4, 5]]);
    expect(p1.hero.armor ?? 0).toBe(0);
  },
});

// Ravenous Flock: "At the start of your next turn, summon three 2/1 Hatchlings."
cardCase("TLC_232", {
  does: "nothing this turn nor on the opponent's; three 2/1 Hatchlings at the start of your next turn, once",
  p1: { hand: [{ card: "TLC_232", ref: "S" }], deck: [{ card: WISP }, { card: WISP }] },
  p2: { deck: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.board": ["TLC_237t", "TLC_237t", "TLC_237t"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p2.board": [], "p1.hero.enchantments": undefined },
});
cardCase("TLC_232", {
  does: "still nothing after the opponent's turn starts",
  p1: { hand: [{ card: "TLC_232", ref: "S" }], deck: [{ card: WISP }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "p1.board": [], "p2.board": [] },
});

// Loh, the Living Legend: "Battlecry: Your minions cost (5) this game."
cardCase("TLC_257", {
  does: "your minion cards in hand and deck cost (5), on later turns too; spells and the enemy's minions do not",
  p1: { hand: [{ card: "TLC_257", ref: "L" }, { card: WISP, ref: "W" }, { card: OGRE, ref: "O" }, { card: "CS2_029", ref: "F" }], deck: [{ card: YETI, ref: "D" }, { card: YETI, ref: "D2" }] },
  p2: { hand: [{ card: WISP, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "W.cost": 5, "O.cost": 5, "F.cost": 4, "D.cost": 5, "D2.cost": 5, "E.cost": 0 },
});

// TREEEES!!!: "Choose a minion. Summon four 2/2 Treants that attack it."
cardCase("TLC_230", {
  does: "four 2/2 Treants, each attacking the chosen Boulderfist Ogre (6/7) in turn: 8 damage, the Ogre and every Treant die; the other enemy and the hero untouched",
  p1: { hand: [{ card: "TLC_230", ref: "T" }] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "T", target: "O" }],
  expect: { "O.zone": "graveyard", "Y.health": 5, "p2.hero.health": 30, "p1.board": [], "events.summon": 4, "events.attack": 4 },
});
cardCase("TLC_230", {
  does: "the chosen Yeti is mortally wounded by the third: the fourth Treant's attack is cancelled and it lives",
  p1: { hand: [{ card: "TLC_230", ref: "T" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": ["TLC_230t"], "p1.board.0.health": 2, "events.summon": 4 },
});
cardCase("TLC_230", {
  does: "a hero is no valid target",
  p1: { hand: [{ card: "TLC_230", ref: "T" }] },
  actions: [{ type: "play", card: "T", target: "p2.hero" }],
  error: "illegal_action",
});

// Life Cycle: "Destroy a minion. Summon a random minion of the same Cost to replace it."
cardCase("TLC_235", {
  does: "an enemy Yeti is destroyed and a random 4-Cost minion takes its place on the enemy's board, between its neighbours",
  p1: { hand: [{ card: "TLC_235", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "L" }, { card: YETI, ref: "T" }, { card: RAIDER, ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  check: (r) => {
    expect(r.state.players[0].board).toHaveLength(0);
    const board = r.state.players[1].board;
    expect(board).toHaveLength(3);
    expect(board[0]!.ref).toBe("L");
    expect(board[2]!.ref).toBe("R");
    expect(findCard(board[1]!.card)!.cost).toBe(4);
    expect(r.state.players[1].graveyard.map((c) => c.card)).toEqual([YETI]);
  },
});
cardCase("TLC_235", {
  does: "a friendly minion: the replacement (of its Cost, 1) is yours",
  p1: { hand: [{ card: "TLC_235", ref: "S" }], board: [{ card: RAIDER, ref: "T" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  check: (r) => {
    const board = r.state.players[0].board;
    expect(board).toHaveLength(1);
    expect(board[0]!.ref).toBeUndefined();
    expect(findCard(board[0]!.card)!.cost).toBe(1);
    expect(r.state.players[1].board).toHaveLength(0);
  },
});
cardCase("TLC_235", {
  does: "a full enemy board: the forced death makes room first, so the replacement is summoned",
  p1: { hand: [{ card: "TLC_235", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "T" }, ...Array.from({ length: 6 }, () => ({ card: WISP }))] },
  actions: [{ type: "play", card: "S", target: "T" }],
  check: (r) => {
    const board = r.state.players[1].board;
    expect(board).toHaveLength(7);
    expect(findCard(board[0]!.card)!.cost).toBe(4);
    expect(r.state.players[1].graveyard.map((c) => c.card)).toEqual([YETI]);
  },
});
cardCase("TLC_235", {
  does: "the destroyed minion's Deathrattle resolves in the forced death, before the replacement (Harvest Golem's Damaged Golem then the 3-Cost minion, left of it)",
  p1: { hand: [{ card: "TLC_235", ref: "S" }] },
  p2: { board: [{ card: "EX1_556", ref: "T" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  check: (r) => {
    const board = r.state.players[1].board;
    expect(board).toHaveLength(2);
    expect(findCard(board[0]!.card)!.cost).toBe(3);
    expect(board[1]!.card).toBe("skele21");
  },
});
cardCase("TLC_235", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "TLC_235", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

describe("a client card with destroyAndReplace (docs/card-format.md)", () => {
  it("every enemy minion is destroyed and replaced in its place by a random 1-Cost minion; yours stay", () => {
    const mine = { id: "MY_DOWNGRADE", type: "SPELL", cost: 5, spell: [{ type: "destroyAndReplace", to: "enemy-minions", pool: { type: "MINION", cost: 1 } }] };
    const r = run({ seed: 3, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "MY_DOWNGRADE", ref: "D" }], board: [{ card: YETI, ref: "F" }] },
      { board: [{ card: YETI, ref: "A" }, { card: OGRE, ref: "B" }] }] },
      actions: [{ type: "play", card: "D" }] });
    const enemy = r.state.players[1]!;
    expect(enemy.board).toHaveLength(2);
    for (const m of enemy.board) expect(findCard(m.card)!.cost).toBe(1);
    expect(enemy.graveyard.map((c) => c.card)).toEqual([YETI, OGRE]);
    expect(r.state.players[0]!.board.map((m) => m.ref)).toEqual(["F"]);
  });
});
