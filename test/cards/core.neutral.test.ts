/**
 * Behaviour tests of the Core Neutral cards (test/support/cards.ts): each case fails if the card does anything other than
 * its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard, runCase, type CardCase } from "../support/cards.js";
import { at, events, nodes, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const racesOf = (id: string) => findCard(id)!.races;
const discovered = (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0]) => events(r, "discover")[0]!.options as string[];

// Beaming Sidekick: "Battlecry: Give a friendly minion +2 Health."
cardCase("CORE_ULD_191", {
  does: "gives the chosen friendly minion +2 Health (not Attack, not others)",
  p1: { hand: [{ card: "CORE_ULD_191", ref: "S" }], board: [{ card: "CS2_120", ref: "F" }, { card: "CS2_231", ref: "O" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.health": 5, "F.maxHealth": 5, "F.attack": 2, "F.enchantments.0.card": "ULD_191e", "O.health": 1, "E.health": 3, "S.health": 2 },
});
cardCase("CORE_ULD_191", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "CORE_ULD_191", ref: "S" }], board: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  error: "illegal_action",
});
cardCase("CORE_ULD_191", {
  does: "with no other friendly minion it is played with no target and does nothing",
  p1: { hand: [{ card: "CORE_ULD_191", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.zone": "board", "S.health": 2, "E.health": 3, "events.buff": 0 },
});

// Blowtorch Saboteur: "Battlecry: Your opponent's next Hero Power costs (2) more."
cardCase("CORE_DRG_403", {
  does: "the opponent's Hero Power costs 2 more for its next use only; its own player's is unchanged",
  p1: { hand: [{ card: "CORE_DRG_403", ref: "B" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [
    { type: "play", card: "B" }, { type: "heroPower", target: "p2.hero" }, { type: "endTurn" },
    { type: "heroPower", player: 2 }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", player: 2 },
  ],
  expect: { "p1.mana.used": 0, "p2.mana.used": 2, "p2.hero.armor": 4, "p2.hero.health": 29, "p2.heroPower.enchantments": undefined },
  check: (r) => {
    // p1 paid 3 + 2 for the Saboteur and its own Hero Power; p2's first use cost 4.
    const spent = events(r, "mana").map((e) => (e.spent as number));
    expect(spent).toEqual([3, 2, 4, 2]);
  },
});
cardCase("CORE_DRG_403", {
  does: "with 3 mana the opponent can't use a 2-Cost Hero Power on their next turn",
  p1: { hand: [{ card: "CORE_DRG_403", ref: "B" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e"), mana: { crystals: 2 } },
  actions: [{ type: "play", card: "B" }, { type: "endTurn" }, { type: "heroPower", player: 2 }],
  error: "illegal_action",
});

// Chillmaw: "Taunt. Deathrattle: If you're holding a Dragon, deal 3 damage to all minions."
cardCase("CORE_AT_123", {
  does: "has Taunt; dying while its player holds a Dragon deals 3 damage to every minion, not to heroes",
  p1: { board: [{ card: "CORE_AT_123", ref: "C" }, { card: "CS2_182", ref: "F" }], hand: [{ card: "EX1_284" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "C.zone": "graveyard", "F.health": 2, "E.health": 2, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30 },
  check: (r) => expect(r.state.players[0].graveyard[0]!.card).toBe("CORE_AT_123"),
});
cardCase("CORE_AT_123", {
  does: "without a Dragon in its player's hand (the opponent's Dragon does not count) it does nothing",
  p1: { board: [{ card: "CORE_AT_123", ref: "C" }, { card: "CS2_182", ref: "F" }], hand: [{ card: "CS2_120" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], hand: [{ card: "EX1_284" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "F.health": 5, "E.health": 5, "events.damage": 0 },
});
cardCase("CORE_AT_123", {
  does: "Taunt: enemies must attack it first",
  p1: { board: [{ card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CORE_AT_123" }] },
  actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
  error: "illegal_action",
});

// Cornelius Roame: "At the start and end of each player's turn, draw a card."
cardCase("CORE_SW_080", {
  does: "its controller draws at the end of their turn, at the start and end of the opponent's, and at the start of their next",
  p1: { board: [{ card: "CORE_SW_080" }], deck: wisps(6) },
  p2: { deck: wisps(6, "e") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  // p1: end of own turn 1, start of p2's 1, end of p2's 1, start of own 1, plus the turn's own draw; p2: only its turn draw.
  expect: { "p1.hand.length": 5, "p2.hand.length": 1 },
});

// Demolition Renovator: "Tradeable. Battlecry: Destroy an enemy location."
cardCase("CORE_REV_023", {
  does: "destroys the chosen enemy Location (a minion is no target)",
  p1: { hand: [{ card: "CORE_REV_023", ref: "R" }], board: [{ card: "CORE_REV_990", ref: "MINE" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }, { card: "CORE_REV_990", ref: "L" }] },
  actions: [{ type: "play", card: "R", target: "L" }],
  expect: { "L.zone": "graveyard", "MINE.zone": "board", "W.zone": "board", "p2.board": ["CS2_231"] },
});
cardCase("CORE_REV_023", {
  does: "its own player's Location is no target",
  p1: { hand: [{ card: "CORE_REV_023", ref: "R" }], board: [{ card: "CORE_REV_990", ref: "MINE" }] },
  p2: { board: [{ card: "CORE_REV_990", ref: "L" }] },
  actions: [{ type: "play", card: "R", target: "MINE" }],
  error: "illegal_action",
});
cardCase("CORE_REV_023", {
  does: "an enemy minion is no target",
  p1: { hand: [{ card: "CORE_REV_023", ref: "R" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }, { card: "CORE_REV_990", ref: "L" }] },
  actions: [{ type: "play", card: "R", target: "W" }],
  error: "illegal_action",
});
cardCase("CORE_REV_023", {
  does: "with no enemy Location it is played with no target and destroys nothing",
  p1: { hand: [{ card: "CORE_REV_023", ref: "R" }], board: [{ card: "CORE_REV_990", ref: "MINE" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.zone": "board", "MINE.zone": "board", "W.zone": "board" },
});
cardCase("CORE_REV_023", {
  does: "Tradeable",
  p1: { hand: [{ card: "CORE_REV_023", ref: "R" }], deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "trade", card: "R" }],
  expect: { "R.zone": "deck", "W.zone": "hand", "p1.mana.used": 1 },
});

// Dirty Rat: "Taunt. Battlecry: Your opponent summons a random minion from their hand."
cardCase("CORE_CFM_790", {
  does: "pulls a random minion (never a spell) from the opponent's hand onto their board, at the right end",
  p1: { hand: [{ card: "CORE_CFM_790", ref: "R" }], board: [{ card: "CS2_231", ref: "mine" }] },
  p2: { hand: [{ card: "CS2_008", ref: "S" }, { card: "CS2_120", ref: "M" }], board: [{ card: "CS2_231", ref: "theirs" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "M.zone": "board", "M.player": 2, "M.index": 1, "S.zone": "hand", "p2.hand.length": 1, "p1.board": ["CS2_231", "CORE_CFM_790"], "events.summon": 2 },
});
cardCase("CORE_CFM_790", {
  does: "with the opponent's board full nothing moves (4.7 注意: checked before the move)",
  p1: { hand: [{ card: "CORE_CFM_790", ref: "R" }] },
  p2: { hand: [{ card: "CS2_120", ref: "M" }], board: wisps(7, "e") },
  actions: [{ type: "play", card: "R" }],
  expect: { "M.zone": "hand", "p2.graveyard.length": 0, "p2.board.length": 7 },
});
cardCase("CORE_CFM_790", {
  does: "has Taunt; with no minion in the opponent's hand nothing happens",
  p1: { hand: [{ card: "CORE_CFM_790", ref: "R" }, { card: "CS2_120", ref: "own" }] },
  p2: { hand: [{ card: "CS2_008", ref: "S" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "S.zone": "hand", "own.zone": "hand", "p2.board": [], "R.seen.TAUNT": 1 },
});

// Evasive Wyrm: "Rush. Divine Shield. Elusive."
cardCase("CORE_DRG_079", {
  does: "Rush (attacks a minion the turn it is played) and Divine Shield",
  p1: { hand: [{ card: "CORE_DRG_079", ref: "W" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "W" }, { type: "attack", attacker: "W", defender: "E" }],
  expect: { "E.zone": "graveyard", "W.health": 4, "W.seen.DIVINE_SHIELD": undefined },
});
cardCase("CORE_DRG_079", {
  does: "Elusive: a spell can't target it",
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "CORE_DRG_079", ref: "W" }] },
  actions: [{ type: "play", card: "F", target: "W" }],
  error: "illegal_action",
});
cardCase("CORE_DRG_079", {
  does: "Rush, not Charge: it can't attack a hero the turn it is played",
  p1: { hand: [{ card: "CORE_DRG_079", ref: "W" }] },
  actions: [{ type: "play", card: "W" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_DRG_079", {
  does: "Elusive against the enemy Hero Power",
  p1: { board: [{ card: "CORE_DRG_079", ref: "W" }] },
  actions: [{ type: "heroPower", target: "W" }],
  error: "illegal_action",
});

// Finja, the Flying Star: "Stealth. Whenever this attacks and kills a minion, summon 2 Murlocs from your deck."
cardCase("CORE_CFM_344", {
  does: "killing a minion in its attack puts 2 Murlocs of the deck (not the other cards) into play",
  p1: { board: [{ card: "CORE_CFM_344", ref: "F" }], deck: [{ card: "CS2_120", ref: "B" }, { card: "CS2_168", ref: "M1" }, { card: "CS2_173", ref: "M2" }, { card: "CS2_168", ref: "M3" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "attack", attacker: "F", defender: "E" }],
  expect: { "E.zone": "graveyard", "p1.board.length": 3, "B.zone": "deck", "p1.deck.length": 2, "events.draw": 0 },
  check: (r) => expect(r.state.players[0].board.slice(1).every((m) => racesOf(m.card).includes("MURLOC"))).toBe(true),
});
cardCase("CORE_CFM_344", {
  does: "an attack that does not kill (or hits a hero) summons nothing",
  p1: { board: [{ card: "CORE_CFM_344", ref: "F" }], deck: [{ card: "CS2_168" }, { card: "CS2_173" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "F", defender: "E" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "p1.board": ["CORE_CFM_344"], "E.health": 2 },
});
cardCase("CORE_CFM_344", {
  does: "with one Murloc in the deck, one is summoned; it has Stealth",
  p1: { board: [{ card: "CORE_CFM_344", ref: "F" }], deck: [{ card: "CS2_168", ref: "M" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "attack", attacker: "F", defender: "E" }],
  expect: { "M.zone": "board", "p1.board.length": 2 },
});
cardCase("CORE_CFM_344", {
  does: "Stealth: the enemy cannot target it",
  p1: { hand: [{ card: "CS2_029", ref: "B" }] },
  p2: { board: [{ card: "CORE_CFM_344", ref: "F" }] },
  actions: [{ type: "play", card: "B", target: "F" }],
  error: "illegal_action",
});

// Fire Plume Phoenix: "Battlecry: Deal 3 damage."
cardCase("CORE_UNG_084", {
  does: "deals 3 damage to the chosen character (a hero too), nothing else",
  p1: { hand: [{ card: "CORE_UNG_084", ref: "P" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "E.health": 5, "events.damage": 1 },
});
cardCase("CORE_UNG_084", {
  does: "a minion target takes 3",
  p1: { hand: [{ card: "CORE_UNG_084", ref: "P" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "P", target: "F" }],
  expect: { "F.health": 2, "p2.hero.health": 30 },
});

// Fogsail Freebooter: "Battlecry: If you have a weapon equipped, deal 2 damage."
cardCase("CS3_022", {
  does: "with a weapon equipped: 2 damage to the chosen character",
  p1: { hand: [{ card: "CS3_022", ref: "F" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("CS3_022", {
  does: "without a weapon it takes no target (a target is refused) …",
  p1: { hand: [{ card: "CS3_022", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "F", target: "E" }],
  error: "illegal_action",
});
cardCase("CS3_022", {
  does: "… and played without one it deals nothing (the opponent's weapon does not count)",
  p1: { hand: [{ card: "CS3_022", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.zone": "board", "events.damage": 0 },
});
cardCase("CS3_022", {
  does: "with a weapon equipped a target is needed when there is one",
  p1: { hand: [{ card: "CS3_022", ref: "F" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "F" }],
  error: "illegal_action",
});

// Glacial Shard: "Battlecry: Freeze an enemy."
cardCase("CORE_UNG_205", {
  does: "freezes the chosen enemy minion, nothing else",
  p1: { hand: [{ card: "CORE_UNG_205", ref: "G" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }, { card: "CS2_231", ref: "O" }] },
  actions: [{ type: "play", card: "G", target: "E" }],
  expect: { "E.tags.FROZEN": 1, "O.tags": undefined, "F.tags": undefined, "events.freeze": 1 },
});
cardCase("CORE_UNG_205", {
  does: "can freeze the enemy hero",
  p1: { hand: [{ card: "CORE_UNG_205", ref: "G" }] },
  actions: [{ type: "play", card: "G", target: "p2.hero" }],
  expect: { "p2.hero.tags.FROZEN": 1 },
});
cardCase("CORE_UNG_205", {
  does: "a friendly character is not a valid target",
  p1: { hand: [{ card: "CORE_UNG_205", ref: "G" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "G", target: "F" }],
  error: "illegal_action",
});

// Gorillabot A-3: "Battlecry: If you control another Mech, Discover a Mech."
cardCase("CORE_LOE_039", {
  does: "with another Mech in play: discovers one of three different Mechs",
  p1: { hand: [{ card: "CORE_LOE_039", ref: "G" }], board: [{ card: "GVG_006" }] },
  actions: [{ type: "play", card: "G" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "events.discover": 1 },
  check: (r) => {
    const options = discovered(r);
    expect(new Set(options).size).toBe(3);
    for (const o of options) expect(racesOf(o).some((x) => x === "MECHANICAL" || x === "ALL")).toBe(true);
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("CORE_LOE_039", {
  does: "without another Mech (itself and the enemy's Mech do not count) nothing is discovered",
  p1: { hand: [{ card: "CORE_LOE_039", ref: "G" }], board: [{ card: "CS2_120" }] },
  p2: { board: [{ card: "GVG_006" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hand.length": 0, "events.discover": 0 },
});

// Hench-Clan Thug: "After your hero attacks, give this minion +1/+1."
cardCase("CORE_GIL_534", {
  does: "after its hero attacks it gets +1/+1; its own attack and the enemy hero's do not count",
  p1: { board: [{ card: "CORE_GIL_534", ref: "T" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }, { type: "attack", attacker: "T", defender: "p2.hero" }],
  expect: { "T.attack": 4, "T.health": 4, "T.enchantments.length": 1, "p2.hero.health": 26 },
});
cardCase("CORE_GIL_534", {
  does: "an enemy hero's attack gives it nothing",
  p1: { board: [{ card: "CORE_GIL_534", ref: "T" }] },
  p2: { weapon: { card: "CS2_106" } },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero", player: 2 }],
  expect: { "T.attack": 3, "T.health": 3, "p1.hero.health": 27 },
});

// Injured Tol'vir: "Taunt. Battlecry: Deal 3 damage to this minion."
cardCase("CORE_ULD_271", {
  does: "enters as a damaged 2/3 of 6 with Taunt; nothing else is hit",
  p1: { hand: [{ card: "CORE_ULD_271", ref: "T" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.health": 3, "T.maxHealth": 6, "T.attack": 2, "T.seen.TAUNT": 1, "F.health": 5, "p2.hero.health": 30, "events.damage": 1 },
});

// Lifedrinker: "Battlecry: Deal 3 damage to the enemy hero. Restore #3 Health to your hero."
cardCase("CORE_GIL_622", {
  does: "3 damage to the enemy hero and 3 Health back to its own; minions untouched",
  p1: { hand: [{ card: "CORE_GIL_622", ref: "L" }], hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_182", ref: "F", health: 2 }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 23, "F.health": 2, "E.health": 5 },
});

// Maze Guide: "Battlecry: Summon a random 2-Cost minion."
cardCase("CORE_REV_308", {
  does: "summons one random minion that costs 2, right of it",
  p1: { hand: [{ card: "CORE_REV_308", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.board.length": 2, "p1.board.0.card": "CORE_REV_308", "p1.board.1.cost": 2, "p2.board": [] },
  check: (r) => expect(findCard(r.state.players[0].board[1]!.card)!.cost).toBe(2),
});
cardCase("CORE_REV_308", {
  does: "with a full board after it, nothing is summoned",
  p1: { hand: [{ card: "CORE_REV_308", ref: "G" }], board: wisps(6) },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.board.length": 7, "events.summon": 1 },
});

// Mo'arg Forgefiend: "Taunt. Deathrattle: Gain 8 Armor."
cardCase("CORE_SW_068", {
  does: "on death its player gains 8 Armor, the opponent none",
  p1: { board: [{ card: "CORE_SW_068", ref: "M" }] },
  actions: [{ type: "destroy", target: "M" }],
  expect: { "p1.hero.armor": 8, "p2.hero.armor": 0 },
});
cardCase("CORE_SW_068", {
  does: "an enemy Mo'arg's armor goes to its own player",
  p2: { board: [{ card: "CORE_SW_068", ref: "M" }] },
  actions: [{ type: "destroy", target: "M" }],
  expect: { "p1.hero.armor": 0, "p2.hero.armor": 8 },
});

// Nerubian Egg: "Deathrattle: Summon a 4/4 Nerubian."
cardCase("CORE_FP1_007", {
  does: "on death a 4/4 Nerubian takes its place for its player",
  p1: { board: [{ card: "CS2_231" }, { card: "CORE_FP1_007", ref: "E" }, { card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["CS2_231", "FP1_007t", "CS2_231"], "p1.board.1.attack": 4, "p1.board.1.health": 4, "p2.board": [] },
});

// Netherspite Historian: "Battlecry: If you're holding a Dragon, Discover a Dragon."
cardCase("CORE_KAR_062", {
  does: "holding a Dragon: discovers one of three different Dragons",
  p1: { hand: [{ card: "CORE_KAR_062", ref: "N" }, { card: "EX1_284" }] },
  actions: [{ type: "play", card: "N" }],
  choices: [0],
  expect: { "p1.hand.length": 2, "events.discover": 1 },
  check: (r) => {
    const options = discovered(r);
    expect(new Set(options).size).toBe(3);
    for (const o of options) expect(racesOf(o).some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
    expect(r.state.players[0].hand[1]!.card).toBe(options[0]);
  },
});
cardCase("CORE_KAR_062", {
  does: "without a Dragon in hand (a Dragon in play does not count) nothing is discovered",
  p1: { hand: [{ card: "CORE_KAR_062", ref: "N" }, { card: "CS2_120" }], board: [{ card: "EX1_284" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "p1.hand.length": 1, "events.discover": 0 },
});

// Octosari: "Deathrattle: Draw 8 cards."
cardCase("CORE_ULD_177", {
  does: "on death its player draws 8 cards (the opponent none)",
  p1: { board: [{ card: "CORE_ULD_177", ref: "O" }], deck: wisps(10) },
  p2: { deck: wisps(10, "e") },
  actions: [{ type: "destroy", target: "O" }],
  expect: { "p1.hand.length": 8, "p1.deck.length": 2, "p2.hand.length": 0, "events.draw": 8 },
});

// Overlord Runthak: "Rush. Whenever this attacks, give +1/+1 to all minions in your hand."
cardCase("CS3_025", {
  does: "when it attacks, every minion card in its player's hand gets +1/+1 (not spells, not the opponent's)",
  p1: { board: [{ card: "CS3_025", ref: "R" }], hand: [{ card: "CS2_120", ref: "H1" }, { card: "CS2_231", ref: "H2" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: "CS2_120", ref: "X" }] },
  actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "H1.attack": 3, "H1.health": 4, "H2.attack": 2, "H2.health": 2, "S.enchantments": undefined, "X.attack": 2, "R.attack": 3, "p2.hero.health": 27 },
});
cardCase("CS3_025", {
  does: "Rush: it can attack a minion the turn it is played, and the buff comes with that attack",
  p1: { hand: [{ card: "CS3_025", ref: "R" }, { card: "CS2_120", ref: "H" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "R" }, { type: "attack", attacker: "R", defender: "E" }],
  expect: { "E.zone": "graveyard", "H.attack": 3, "H.health": 4 },
});
cardCase("CS3_025", {
  does: "being attacked does nothing",
  p1: { board: [{ card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS3_025", ref: "R" }], hand: [{ card: "CS2_120", ref: "H" }] },
  actions: [{ type: "attack", attacker: "A", defender: "R" }],
  expect: { "H.attack": 2, "H.health": 3 },
});

// Plated Beetle: "Deathrattle: Gain 3 Armor."
cardCase("CORE_LOOT_413", {
  does: "on death its player gains 3 Armor",
  p1: { board: [{ card: "CORE_LOOT_413", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.hero.armor": 3, "p2.hero.armor": 0 },
});

// Primordial Drake: "Taunt. Battlecry: Deal 2 damage to all other minions."
cardCase("CORE_UNG_848", {
  does: "2 damage to every other minion on both sides, not itself or the heroes",
  p1: { hand: [{ card: "CORE_UNG_848", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "D.health": 8, "D.seen.TAUNT": 1, "F.health": 3, "E.health": 3, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30 },
});

// Prize Vendor: "Battlecry and Deathrattle: Each player draws a card."
cardCase("CORE_DMF_067", {
  does: "played: each player draws one; on death: each draws one more",
  p1: { hand: [{ card: "CORE_DMF_067", ref: "V" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "V" }, { type: "destroy", target: "V" }],
  expect: { "p1.hand.length": 2, "p2.hand.length": 2, "events.draw": 4 },
  check: (r) => expect(events(r, "draw").map((e) => e.target!.controller)).toEqual([1, 2, 1, 2]),
});

// Royal Librarian: "Tradeable. Battlecry: Silence a minion."
cardCase("CORE_SW_066", {
  does: "silences the chosen minion",
  p1: { hand: [{ card: "CORE_SW_066", ref: "L" }] },
  p2: { board: [{ card: "CS2_179", ref: "E" }, { card: "CS2_179", ref: "O" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  expect: { "E.tags.SILENCED": 1, "E.seen": undefined, "O.seen.TAUNT": 1 },
});
cardCase("CORE_SW_066", {
  does: "Tradeable: 1 mana puts it into the deck and draws a card",
  p1: { hand: [{ card: "CORE_SW_066", ref: "L" }], deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "trade", card: "L" }],
  expect: { "L.zone": "deck", "W.zone": "hand", "p1.mana.used": 1 },
});

// Runaway Blackwing: "At the end of your turn, deal 10 damage to a random enemy minion."
cardCase("CORE_YOP_034", {
  does: "at the end of its player's turn: 10 damage to one enemy minion (never a hero or a friend)",
  p1: { board: [{ card: "CORE_YOP_034" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(1) },
  actions: [{ type: "endTurn" }],
  expect: { "E.zone": "graveyard", "F.health": 5, "p2.hero.health": 30, "events.damage": 1 },
  check: (r) => expect(events(r, "damage")[0]!.amount).toBe(10),
});
cardCase("CORE_YOP_034", {
  does: "not at the end of the opponent's turn; with no enemy minion nothing happens",
  p1: { board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CORE_YOP_034" }], deck: wisps(1) },
  actions: [{ type: "endTurn" }],
  expect: { "F.health": 5, "events.damage": 0 },
});

// Rustrot Viper: "Tradeable. Battlecry: Destroy your opponent's weapon."
cardCase("CORE_SW_072", {
  does: "destroys the opponent's weapon, not its own player's",
  p1: { hand: [{ card: "CORE_SW_072", ref: "V" }], weapon: { card: "CS2_106", ref: "MINE" } },
  p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
  actions: [{ type: "play", card: "V" }],
  expect: { "THEIRS.zone": "graveyard", "MINE.zone": "weapon", "p2.weapon": null },
});
cardCase("CORE_SW_072", {
  does: "with no enemy weapon it still plays and does nothing",
  p1: { hand: [{ card: "CORE_SW_072", ref: "V" }], weapon: { card: "CS2_106", ref: "MINE" } },
  actions: [{ type: "play", card: "V" }],
  expect: { "V.zone": "board", "MINE.zone": "weapon" },
});

// Shimmering Courser: "Elusive on your opponent's turn."
cardCase("CORE_LOOT_193", {
  does: "on the opponent's turn their spells can't target it",
  p1: { board: [{ card: "CORE_LOOT_193", ref: "C" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "F", target: "C", player: 2 }],
  error: "illegal_action",
});
cardCase("CORE_LOOT_193", {
  does: "on the opponent's turn their Hero Power can't target it",
  p1: { board: [{ card: "CORE_LOOT_193", ref: "C" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "heroPower", target: "C", player: 2 }],
  error: "illegal_action",
});
cardCase("CORE_LOOT_193", {
  does: "on its own player's turn it can be targeted (their own spell hits it)",
  p1: { board: [{ card: "CORE_LOOT_193", ref: "C" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "C" }],
  expect: { "C.health": 2, "C.seen": undefined },
});

// Siamat: "Battlecry: Gain 2 of Rush, Taunt, Divine Shield, or Windfury (your choice)."
cardCase("CORE_ULD_178", {
  does: "two picks: Rush (first of four), then Taunt (first of the three left); nothing else",
  p1: { hand: [{ card: "CORE_ULD_178", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0, 0],
  expect: { "S.seen": { RUSH: 1, TAUNT: 1 }, "events.choose": 2 },
  check: (r) => expect(events(r, "choose").map((e) => e.options)).toEqual([["ULD_178a4", "ULD_178a3", "ULD_178a2", "ULD_178a"], ["ULD_178a3", "ULD_178a2", "ULD_178a"]]),
});
cardCase("CORE_ULD_178", {
  does: "Windfury then Divine Shield; with Rush not among them it can't attack the turn it is played",
  p1: { hand: [{ card: "CORE_ULD_178", ref: "S" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "E" }],
  choices: [3, 2],
  error: "illegal_action",
});
cardCase("CORE_ULD_178", {
  does: "Windfury and Divine Shield, as the picks said",
  p1: { hand: [{ card: "CORE_ULD_178", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [3, 2],
  expect: { "S.seen": { WINDFURY: 1, DIVINE_SHIELD: 1 } },
});
cardCase("CORE_ULD_178", {
  does: "without scripted answers: two different keywords of the four, by the seed (recorded)",
  p1: { hand: [{ card: "CORE_ULD_178", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "events.choose": 2 },
  check: (r) => {
    const seen = Object.keys(r.state.players[0].board[0]!.seen ?? {});
    expect(seen).toHaveLength(2);
    for (const k of seen) expect(["RUSH", "TAUNT", "DIVINE_SHIELD", "WINDFURY"]).toContain(k);
    expect(r.random.filter((d) => d.purpose === "choose")).toHaveLength(2);
  },
});

// Sneed's Old Shredder: "Deathrattle: Summon a random Legendary minion."
cardCase("CORE_GVG_114", {
  does: "on death a random Legendary minion takes its place for its player",
  p1: { board: [{ card: "CORE_GVG_114", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.board.length": 1, "p2.board": [] },
  check: (r) => {
    const f = findCard(r.state.players[0].board[0]!.card)!;
    expect(f.rarity).toBe("LEGENDARY");
    expect(f.type).toBe("MINION");
  },
});

// Steamcleaner: "Battlecry: Destroy ALL cards in both players' decks that didn't start there."
describeCard("CORE_REV_946", () => {
  const SHUFFLER = { id: "MY_SHUF", type: "SPELL", cost: 0, spell: [{ type: "shuffleIntoDeck", card: "CS2_231", count: 2 }, { type: "shuffleIntoDeck", card: "CS2_231", player: "enemy" }] };
  const GIVER = { id: "MY_GIVE", type: "SPELL", cost: 0, spell: [{ type: "addCard", card: "CORE_SW_066" }] };
  it("burns the cards shuffled into either deck during the game, and a made card traded into the deck; the decks' own cards stay", () => {
    runCase({
      does: "Steamcleaner",
      cards: [SHUFFLER, GIVER],
      p1: { hand: [{ card: "MY_SHUF", ref: "S" }, { card: "MY_GIVE", ref: "G" }, { card: "CORE_REV_946", ref: "C" }], deck: [{ card: "CS2_120", ref: "TOP" }, { card: "CS2_182", ref: "MINE" }] },
      p2: { deck: [{ card: "CS2_120", ref: "THEIRS" }, { card: "CS2_182", ref: "GIVEN", tags: { CREATOR: 99 } }] },
      // The Librarian made in hand is traded into the deck (the trade draws TOP), then the shuffles, then Steamcleaner.
      actions: [{ type: "play", card: "G" }, { type: "trade", card: "p1.hand.2" }, { type: "play", card: "S" }, { type: "play", card: "C" }],
      expect: { "TOP.zone": "hand", "MINE.zone": "deck", "THEIRS.zone": "deck", "GIVEN.zone": "graveyard", "p1.deck": ["CS2_182"], "p2.deck": ["CS2_120"], "events.burn": 5 },
      check: (r) => {
        expect(r.state.players[0].graveyard.map((c) => c.card).sort()).toEqual(["CORE_SW_066", "CS2_231", "CS2_231", "MY_GIVE", "MY_SHUF"]);
        expect(r.state.players[1].graveyard.map((c) => c.card).sort()).toEqual(["CS2_182", "CS2_231"]);
      },
    });
  });
  it("with only the decks' own cards nothing is destroyed", () => {
    runCase({
      does: "Steamcleaner",
      p1: { hand: [{ card: "CORE_REV_946", ref: "C" }], deck: wisps(2) },
      p2: { deck: wisps(2, "e") },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.deck.length": 2, "p2.deck.length": 2, "events.burn": 0 },
    });
  });
});

// Stonehill Defender: "Taunt. Battlecry: Discover a Taunt minion."
cardCase("Core_UNG_072", {
  does: "discovers one of three different minions with Taunt",
  p1: { hand: [{ card: "Core_UNG_072", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [2],
  expect: { "p1.hand.length": 1, "events.discover": 1, "S.seen.TAUNT": 1 },
  check: (r) => {
    const options = discovered(r);
    expect(new Set(options).size).toBe(3);
    for (const o of options) {
      expect(findCard(o)!.mechanics).toContain("TAUNT");
      expect(findCard(o)!.type).toBe("MINION");
    }
    expect(r.state.players[0].hand[0]!.card).toBe(options[2]);
  },
});

// Taelan Fordring: "Taunt, Divine Shield. Deathrattle: Draw your highest Cost minion."
cardCase("CS3_024", {
  does: "on death its player draws the highest-Cost minion of the deck (a pricier spell is passed over)",
  p1: { board: [{ card: "CS3_024", ref: "T" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_032", ref: "S" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "Y.zone": "hand", "p1.hand.length": 1, "S.zone": "deck", "W.zone": "deck" },
});
cardCase("CS3_024", {
  does: "the cost as it is now counts (a cost change in the deck); with no minion in the deck nothing is drawn",
  p1: { board: [{ card: "CS3_024", ref: "T" }], deck: [{ card: "CS2_231", ref: "W", cost: 9 }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "W.zone": "hand", "Y.zone": "deck" },
});
cardCase("CS3_024", {
  does: "no minion in the deck: nothing, not even fatigue; Taunt and Divine Shield",
  p1: { board: [{ card: "CS3_024", ref: "T" }], deck: [{ card: "CS2_032", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "A", defender: "T", player: 2 }, { type: "destroy", target: "T" }],
  expect: { "S.zone": "deck", "p1.hand.length": 0, "p1.hero.health": 30, "events.divine-shield": 1 },
});

// Tar Creeper: "Taunt. Has +2 Attack during your opponent's turn."
cardCase("CORE_UNG_928", {
  does: "1 Attack on its own player's turn, 3 on the opponent's",
  p1: { board: [{ card: "CORE_UNG_928", ref: "T" }] },
  actions: [{ type: "endTurn" }],
  expect: { "T.attack": 3, "T.seen.TAUNT": 1 },
  check: (r) => expect(r.state.activePlayer).toBe(2),
});
cardCase("CORE_UNG_928", {
  does: "on its own player's turn it strikes for 1",
  p1: { board: [{ card: "CORE_UNG_928", ref: "T" }] },
  actions: [{ type: "attack", attacker: "T", defender: "p2.hero" }],
  expect: { "T.attack": 1, "p2.hero.health": 29 },
});
cardCase("CORE_UNG_928", {
  does: "an enemy attacking it on its opponent's turn takes 3",
  p1: { board: [{ card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CORE_UNG_928", ref: "T" }] },
  actions: [{ type: "attack", attacker: "A", defender: "T" }],
  expect: { "A.health": 2, "T.attack": 3 },
});

// The Curator: "Taunt. Battlecry: Draw a Beast, Dragon, and Murloc."
cardCase("CORE_KAR_061", {
  does: "draws one Beast, one Dragon and one Murloc from the deck, nothing else",
  p1: { hand: [{ card: "CORE_KAR_061", ref: "C" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "B" }, { card: "EX1_284", ref: "D" }, { card: "CS2_168", ref: "M" }, { card: "CS2_172", ref: "B2" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "D.zone": "hand", "M.zone": "hand", "Y.zone": "deck", "p1.hand.length": 3, "events.draw": 3, "C.seen.TAUNT": 1 },
  check: (r) => expect(r.state.players[0].hand.filter((c) => c.card === "CS2_120" || c.card === "CS2_172")).toHaveLength(1),
});
cardCase("CORE_KAR_061", {
  does: "a type the deck lacks is simply not drawn (no fatigue)",
  p1: { hand: [{ card: "CORE_KAR_061", ref: "C" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_168", ref: "M" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "M.zone": "hand", "Y.zone": "deck", "p1.hand.length": 1, "p1.hero.health": 30 },
});

// Vicious Slitherspear: "After you cast a spell, gain +1 Attack until your next turn."
cardCase("CORE_TSC_827", {
  does: "after its player casts a spell: +1 Attack, kept through the opponent's turn, gone when its player's next turn starts",
  p1: { board: [{ card: "CORE_TSC_827", ref: "V" }], hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "endTurn" }],
  expect: { "V.attack": 3 },
});
cardCase("CORE_TSC_827", {
  does: "the Attack is gone at its player's next turn",
  p1: { board: [{ card: "CORE_TSC_827", ref: "V" }], hand: [{ card: "CS2_008", ref: "M1" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "V.attack": 1, "V.enchantments": undefined },
});
cardCase("CORE_TSC_827", {
  does: "the opponent's spells and its player's minions give nothing",
  p1: { board: [{ card: "CORE_TSC_827", ref: "V" }], hand: [{ card: "CS2_231", ref: "W" }] },
  p2: { hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "M", target: "p1.hero", player: 2 }],
  expect: { "V.attack": 1 },
});

describe("client cards using what the Core Neutral cards added to the format", () => {
  const run1 = (body: Omit<CardCase, "does">) => runCase({ ...body, does: "client card" });
  it("target.if: a target only while the condition holds as the card is played", () => {
    const card = { id: "MY_IFGUN", type: "MINION", cost: 1, attack: 1, health: 1, target: { type: "character", if: { exists: "friendly-weapon" } },
      battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [{ type: "heal", amount: 5, to: "target" }] }] };
    run1({ cards: [card], p1: { hand: [{ card: "MY_IFGUN", ref: "G" }], weapon: { card: "CS2_106" }, hero: { card: "HERO_08", health: 10 } },
      actions: [{ type: "play", card: "G", target: "p1.hero" }], expect: { "p1.hero.health": 15 } });
    run1({ cards: [card], p1: { hand: [{ card: "MY_IFGUN", ref: "G" }] }, actions: [{ type: "play", card: "G", target: "p1.hero" }], error: "illegal_action" });
  });
  it("draw highest: the costliest matching card; putIntoPlay player enemy; a pool by mechanic", () => {
    const card = { id: "MY_MIX", type: "SPELL", cost: 0, spell: [
      { type: "draw", highest: "cost" },
      { type: "putIntoPlay", from: "deck", player: "enemy" },
      { type: "addCard", pool: { type: "MINION", mechanic: "DIVINE_SHIELD" } },
    ] };
    run1({
      cards: [card], p1: { hand: [{ card: "MY_MIX", ref: "S" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_032", ref: "F" }] },
      p2: { deck: [{ card: "CS2_182", ref: "Y" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "F.zone": "hand", "W.zone": "deck", "Y.zone": "board", "Y.player": 2, "p1.hand.length": 2 },
      check: (r) => expect(findCard(r.state.players[0].hand[1]!.card)!.mechanics).toContain("DIVINE_SHIELD"),
    });
  });
});

// Menagerie Mug: "Battlecry: Give 3 random friendly minions of different minion types +1/+1."
// Menagerie Jug: the same with +2/+2.
describe("Menagerie Mug and Jug", () => {
  const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const AMALGAM = { id: "MY_AMALGAM", type: "MINION", cost: 3, attack: 3, health: 4, races: ["ALL"] };
  const play = (card: string, board: Record<string, unknown>[], seed: number, cards: Record<string, unknown>[] = []) =>
    runCase({
      does: "", seed, cards,
      p1: { board, hand: [{ card, ref: "MUG" }] },
      p2: { board: [{ card: "CS2_172", ref: "ER" }, { card: "CS2_168", ref: "EM" }] },
      actions: [{ type: "play", card: "MUG", position: 0 }],
      check: () => {},
    }) as ResolveResult;
  const attack = (r: ResolveResult, ref: string) => {
    for (const p of r.state.players) for (const e of p.board) if (e.ref === ref) return e.attack ?? 0;
    throw new Error(`no ${ref} in play`);
  };
  describeCard("CORE_WON_141", () => {
    it("three minions of three different types get +1/+1 — one of the two Beasts, never the typeless Yeti, the enemy or itself", () => {
      const board = [{ card: "CS2_172", ref: "R" }, { card: "CS2_120", ref: "C" }, { card: "CS2_168", ref: "M" }, { card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }];
      const beastsBuffed = new Set<string>();
      for (const seed of SEEDS) {
        const r = play("CORE_WON_141", board, seed);
        const raptor = attack(r, "R") - 3, croc = attack(r, "C") - 2;
        expect(raptor + croc, `seed ${seed}`).toBe(1);
        beastsBuffed.add(raptor ? "R" : "C");
        expect(attack(r, "M")).toBe(3);
        expect(attack(r, "W")).toBe(2);
        expect(attack(r, "Y")).toBe(4);
        expect(attack(r, "MUG")).toBe(3);
        expect(attack(r, "ER")).toBe(3);
        expect(attack(r, "EM")).toBe(2);
        const w = r.state.players[0].board.find((e) => e.ref === "W")!;
        expect(w.health).toBe(2);
        expect(w.enchantments?.map((e) => e.card)).toEqual(["WON_141e"]);
      }
      expect(beastsBuffed.size).toBe(2); // either Beast, at random
    });
    it("only two types on the board: two minions are buffed; a two-type minion counts as the type left over", () => {
      for (const seed of SEEDS) {
        const r = play("CORE_WON_141", [{ card: "CS2_201", ref: "H" }, { card: "CS2_172", ref: "R" }, { card: "CS2_120", ref: "C" }], seed);
        // Core Hound (Elemental and Beast) is always one of them: with a Beast it is the Elemental.
        expect(attack(r, "H")).toBe(10);
        expect(attack(r, "R") - 3 + attack(r, "C") - 2).toBe(1);
      }
    });
    it("a minion with every type fills any place: the Amalgam and the Undead always, and one of the two Beasts", () => {
      for (const seed of SEEDS) {
        const r = play("CORE_WON_141", [{ card: "MY_AMALGAM", ref: "A" }, { card: "CS2_172", ref: "R" }, { card: "CS2_120", ref: "C" }, { card: "CS2_231", ref: "W" }], seed, [AMALGAM]);
        expect(attack(r, "A")).toBe(4);
        expect(attack(r, "W")).toBe(2);
        expect(attack(r, "R") - 3 + attack(r, "C") - 2).toBe(1);
      }
    });
    it("with no friendly minion of a type it is still played and buffs nothing", () => {
      const r = play("CORE_WON_141", [{ card: "CS2_182", ref: "Y" }], 1);
      expect(attack(r, "Y")).toBe(4);
      expect(attack(r, "MUG")).toBe(3);
      expect(events(r, "enchant").length + r.state.players[0].board.flatMap((e) => e.enchantments ?? []).length).toBe(0);
    });
  });
  describeCard("CORE_WON_142", () => {
    it("three minions of three different types get +2/+2, the others nothing", () => {
      for (const seed of SEEDS) {
        const r = play("CORE_WON_142", [{ card: "CS2_172", ref: "R" }, { card: "CS2_168", ref: "M" }, { card: "CS2_231", ref: "W" }, { card: "EX1_506a", ref: "S" }, { card: "CS2_182", ref: "Y" }], seed);
        expect(attack(r, "R")).toBe(5);
        expect(attack(r, "W")).toBe(3);
        expect(attack(r, "M") - 2 + attack(r, "S") - 1).toBe(2); // one of the two Murlocs
        expect(attack(r, "Y")).toBe(4);
        expect(attack(r, "MUG")).toBe(3);
        expect(attack(r, "ER") + attack(r, "EM")).toBe(5);
        const raptor = r.state.players[0].board.find((e) => e.ref === "R")!;
        expect(raptor.health).toBe(4);
        expect(raptor.enchantments?.map((e) => e.card)).toEqual(["WON_142e"]);
      }
    });
    it("a client card can use the selector: 2 random friendly minions of different types", () => {
      const MY = { id: "MY_CUP", type: "SPELL", cost: 1, spell: [{ type: "buff", to: { random: "friendly-minions", count: 2, differentTypes: true }, attack: 1 }] };
      for (const seed of SEEDS.slice(0, 4)) {
        const r = play("MY_CUP", [{ card: "CS2_172", ref: "R" }, { card: "CS2_120", ref: "C" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }], seed, [MY]);
        expect(attack(r, "W")).toBe(2);
        expect(attack(r, "Y")).toBe(4);
        expect(attack(r, "R") - 3 + attack(r, "C") - 2).toBe(1);
      }
    });
    it("one typed minion: only it is buffed", () => {
      const r = play("CORE_WON_142", [{ card: "CS2_172", ref: "R" }, { card: "CS2_182", ref: "Y" }], 3);
      expect(attack(r, "R")).toBe(5);
      expect(attack(r, "Y")).toBe(4);
    });
  });
});

// Vulpera Scoundrel: "Battlecry: Discover a spell or pick a mystery choice."
describe("Vulpera Scoundrel", () => {
  const spellOfMage = (id: string) => findCard(id)!.type === "SPELL" && ["MAGE", "NEUTRAL"].includes(findCard(id)!.cardClass);
  const detail = (r: ResolveResult) => events(r, "discover")[0] as unknown as { options: string[]; chosen: string };
  cardCase("CORE_ULD_209", {
    does: "three different Mage or neutral spells and the Mystery Choice! after them; the spell picked goes to hand",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "CORE_ULD_209", ref: "V" }] },
    actions: [{ type: "play", card: "V" }],
    choices: [1],
    expect: { "p1.hand.length": 1, "events.discover": 1, "p1.board": ["CORE_ULD_209"] },
    check: (r) => {
      const { options, chosen } = detail(r);
      expect(options).toHaveLength(4);
      expect(options[3]).toBe("ULD_209t");
      expect(new Set(options.slice(0, 3)).size).toBe(3);
      for (const o of options.slice(0, 3)) expect(spellOfMage(o), o).toBe(true);
      expect(chosen).toBe(options[1]);
      expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
    },
  });
  describeCard("CORE_ULD_209", () => {
    it("the Mystery Choice! gives a random Mage or neutral spell instead, not one of the three offered by choice", () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const r = runCase({
          does: "", seed, choices: [3],
          p1: { hero: { card: "HERO_08" }, hand: [{ card: "CORE_ULD_209", ref: "V" }] },
          actions: [{ type: "play", card: "V" }],
          check: () => {},
        }) as ResolveResult;
        const { options, chosen } = detail(r);
        expect(chosen).toBe("ULD_209t");
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(hand[0]!.card).not.toBe("ULD_209t");
        expect(spellOfMage(hand[0]!.card), hand[0]!.card).toBe(true);
        // The spell given is a random pick of its own (recorded), after the three options.
        const picks = r.random.filter((d) => d.purpose !== "discover option" && d.purpose !== "discover");
        expect(picks.some((d) => d.chosen === hand[0]!.card)).toBe(true);
        expect(options.slice(0, 3).every((o) => spellOfMage(o))).toBe(true);
      }
    });
    it("a client card can offer one more option after a Discover (orPick)", () => {
      const r = runCase({
        does: "", choices: [3],
        cards: [{ id: "MY_OR", type: "SPELL", cost: 1, spell: [{ type: "discover", from: { type: "MINION", cost: 1 }, orPick: { card: "CS2_231", effects: [{ type: "armor", amount: 5 }] } }] }],
        p1: { hand: [{ card: "MY_OR", ref: "S" }] },
        actions: [{ type: "play", card: "S" }],
        check: () => {},
      }) as ResolveResult;
      expect(r.state.players[0].hero.armor).toBe(5);
      expect(r.state.players[0].hand).toHaveLength(0);
    });
  });
});

// Nozdormu the Eternal: "Start of Game: If this is in BOTH players' decks, turns are only 15 seconds long." (5.5, `startGame`)
describeCard("CS3_035", () => {
  const start = (p1: Record<string, unknown>, p2: Record<string, unknown>) => run({
    seed: 5, state: { turn: 1, activePlayer: 1, players: [{ mana: { crystals: 0 }, ...p1 }, { mana: { crystals: 0 }, ...p2 }] },
    actions: [{ type: "startGame" }],
  });
  const turnTime = (r: ReturnType<typeof run>) =>
    nodes(r, "aura").flatMap((n) => n.added).filter((c) => c.target === "player").map((c) => c.effect);
  const noz = (ref: string) => ({ card: "CS3_035", ref });
  const wisps2 = (p: string) => [{ card: "CS2_231", ref: `${p}0` }, { card: "CS2_231", ref: `${p}1` }];
  it("in both decks: as the game starts each player's hero gets the 15-second turn state; the first turn then begins", () => {
    const r = start({ deck: [...wisps2("a"), noz("N1")] }, { deck: [...wisps2("b"), noz("N2")] });
    expect(r.state.players[0]!.hero.enchantments?.map((e) => e.card)).toEqual(["CS3_035e"]);
    expect(r.state.players[1]!.hero.enchantments?.map((e) => e.card)).toEqual(["CS3_035e"]);
    expect(turnTime(r)).toContain("turn-time 15s");
    expect(nodes(r, "trigger").filter((t) => t.on === "start-of-game").map((t) => t.source.ref)).toEqual(["N1", "N2"]);
    // Nothing else changes: the cards stay in the decks; player 1's first turn starts as usual.
    expect(at(r.state, "N1").card).toBe("CS3_035");
    expect(r.state.players[0]!.mana.crystals).toBe(1);
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  });
  it("in one player's opening hand and the other's deck it counts as in both decks", () => {
    const r = start({ hand: [noz("N1")], deck: wisps2("a") }, { deck: [...wisps2("b"), noz("N2")] });
    expect(r.state.players[0]!.hero.enchantments?.map((e) => e.card)).toEqual(["CS3_035e"]);
    expect(r.state.players[1]!.hero.enchantments?.map((e) => e.card)).toEqual(["CS3_035e"]);
  });
  it("in only one player's deck: nothing (no state, no turn-time rule)", () => {
    const r = start({ deck: [...wisps2("a"), noz("N1")] }, { deck: wisps2("b") });
    expect(r.state.players[0]!.hero.enchantments ?? []).toEqual([]);
    expect(r.state.players[1]!.hero.enchantments ?? []).toEqual([]);
    expect(turnTime(r)).toEqual([]);
  });
  it("on the board it has no Start of Game (only hand and deck)", () => {
    const r = start({ board: [noz("N1")], deck: wisps2("a") }, { deck: [...wisps2("b"), noz("N2")] });
    expect(r.state.players[0]!.hero.enchantments ?? []).toEqual([]);
    expect(r.state.players[1]!.hero.enchantments ?? []).toEqual([]);
  });
});
