/**
 * Behaviour tests of the PATH_OF_ARTHAS Death Knight cards w9/wild-g added (sets/path-of-arthas.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";

const YETI = "CS2_182";

// Icy Touch: "Deal $2 damage to an enemy and Freeze it."
cardCase("RLK_038", {
  does: "2 damage to the enemy minion and Frozen",
  p1: { hand: [{ card: "RLK_038", ref: "I" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "I", target: "E" }],
  expect: { "E.health": 3, "E.seen.FROZEN": 1 },
});
cardCase("RLK_038", {
  does: "a friendly minion is no valid target",
  p1: { hand: [{ card: "RLK_038", ref: "I" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "I", target: "F" }],
  error: "illegal_action",
});

// Bone Breaker: "After your hero attacks a minion, deal 2 damage to the enemy hero."
cardCase("RLK_516", {
  does: "the hero attacks a minion: 2 to the enemy hero",
  p1: { weapon: { card: "RLK_516" } },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 28 },
});
cardCase("RLK_516", {
  does: "the hero attacks the enemy hero: only the weapon's 2",
  p1: { weapon: { card: "RLK_516" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});

// Plague Strike: "Deal $3 damage to a minion. If it dies, summon a 2/2 Zombie with Rush."
cardCase("RLK_018", {
  does: "it dies: a 2/2 Rush Zombie on your side",
  p1: { hand: [{ card: "RLK_018", ref: "P" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.zone": "graveyard", "p1.board": ["RLK_018t"], "p1.board.0.seen.RUSH": 1 },
});
cardCase("RLK_018", {
  does: "it survives: no Zombie",
  p1: { hand: [{ card: "RLK_018", ref: "P" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.health": 2, "p1.board": [] },
});

// Ymirjar Frostbreaker: "Battlecry: Gain +1 Attack for each Frost spell in your hand."
cardCase("RLK_110", {
  does: "two Frost spells and a Fire spell in hand: 3 Attack",
  p1: { hand: [{ card: "RLK_110", ref: "Y" }, { card: "CS2_024" }, { card: "CS2_031" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.attack": 3, "Y.health": 2 },
});

// Vicious Bloodworm: "Battlecry: Give a minion in your hand Attack equal to this minion's Attack."
cardCase("RLK_711", {
  does: "the chosen minion in hand gets +3 Attack",
  p1: { hand: [{ card: "RLK_711", ref: "B" }, { card: YETI, ref: "H" }] },
  actions: [{ type: "play", card: "B", target: "H" }],
  expect: { "H.attack": 7, "H.health": 5 },
});

// Lady Deathwhisper: "Deathrattle: Copy all Frost spells in your hand."
cardCase("RLK_713", {
  does: "its death copies each Frost spell in hand; the Fire spell not",
  p1: { board: [{ card: "RLK_713", ref: "L" }], hand: [{ card: "CS2_024" }, { card: "CS2_029" }, { card: "CS2_031" }] },
  actions: [{ type: "destroy", target: "L" }],
  check: (r) => expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_024", "CS2_024", "CS2_029", "CS2_031", "CS2_031"].sort()),
});

// Darkfallen Neophyte: "Battlecry: Spend 2 Corpses to give all minions in your hand +2 Attack."
cardCase("RLK_731", {
  does: "2 Corpses spent: minions in hand +2 Attack",
  p1: { corpses: 3, hand: [{ card: "RLK_731", ref: "N" }, { card: YETI, ref: "H" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "H.attack": 6, "H.health": 5, "p1.corpses": 1 },
});
cardCase("RLK_731", {
  does: "1 Corpse: nothing",
  p1: { corpses: 1, hand: [{ card: "RLK_731", ref: "N" }, { card: YETI, ref: "H" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "H.attack": 4, "p1.corpses": 1 },
});
