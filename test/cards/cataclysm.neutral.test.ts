/**
 * Behaviour tests of the Cataclysm (CATACLYSM) neutral cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase } from "../support/cards.js";
import { at, player, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };

// Frostbitten Imp: "Battlecry: Freeze this."
cardCase("CATA_612", {
  does: "it freezes itself, not an enemy",
  p1: { hand: [{ card: "CATA_612", ref: "I" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "I.seen.FROZEN": 1, "E.seen.FROZEN": undefined, "p2.hero.seen.FROZEN": undefined },
});

// Earthen Drake: "At the end of your turn, deal 4 damage to the enemy hero."
cardCase("CATA_999", {
  does: "4 damage to the enemy hero at the end of its controller's turn, not the opponent's",
  p1: { board: [{ card: "CATA_999", ref: "D" }], deck: wisps(2) },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: wisps(2, "v") },
  actions: [endTurn, endTurn],
  expect: { "p2.hero.health": 26, "p1.hero.health": 30, "E.health": 3 },
});

// Carrier Whelp: "Battlecry: Get a random Dragon that costs (3) or less."
cardCase("CATA_556", {
  does: "its player gets one Dragon of cost 3 or less",
  p1: { hand: [{ card: "CATA_556", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect(f.races.some((r) => r === "DRAGON" || r === "ALL")).toBe(true);
    expect(f.cost).toBeLessThanOrEqual(3);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});

// Drakeadon Mongrel: "Deathrattle: Summon two random 4-Cost minions."
cardCase("CATA_723", {
  does: "on death: two random 4-Cost minions for its controller",
  p1: { board: [{ card: "CATA_723", ref: "D" }] },
  actions: [{ type: "destroy", target: "D" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(2);
    for (const m of b) expect(findCard(m.card)!.cost).toBe(4);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Bronze Keeper: "At the end of your turn, summon a 6/6 Elemental Dragon with Divine Shield."
cardCase("CATA_476", {
  does: "one 6/6 Divine Shield Elemental Dragon at the end of its controller's turn only",
  p1: { board: [{ card: "CATA_476", ref: "K" }], deck: wisps(2) },
  p2: { deck: wisps(2, "v") },
  actions: [endTurn, endTurn],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => m.card)).toEqual(["CATA_476", "CATA_476t"]);
    expect(b[1]).toMatchObject({ attack: 6, health: 6 });
    expect(b[1]!.seen?.DIVINE_SHIELD).toBe(1);
    expect(builtInCard("CATA_476t")!.facts.races).toEqual(["ELEMENTAL", "DRAGON"]);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Scaled Lancer: "All enemy minions have Taunt."
cardCase("CATA_898", {
  does: "enemy minions have Taunt (attacked, one dies), its own side does not",
  p1: { board: [{ card: "CATA_898", ref: "L" }, { card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }, { card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "attack", attacker: "F", defender: "E" }],
  expect: { "E.zone": "graveyard", "E2.seen.TAUNT": 1, "F.seen.TAUNT": undefined, "L.seen.TAUNT": undefined },
});
cardCase("CATA_898", {
  does: "its own minions must attack the enemy's (now Taunt) minion first",
  p1: { board: [{ card: "CATA_898", ref: "L" }, { card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  error: "illegal_action",
});

// Survivalist: "Has Immune while you control no other minions."
cardCase("CATA_613", {
  does: "alone on its side it is Immune: it cannot be attacked",
  p1: { board: [{ card: "CATA_613", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "E", defender: "S" }],
  error: "illegal_action",
});
cardCase("CATA_613", {
  does: "alone on its side it is Immune: damage does nothing to it",
  p1: { board: [{ card: "CATA_613", ref: "S" }] },
  p2: { hand: [{ card: "CS2_025", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "F" }],
  expect: { "S.health": 6, "S.seen.IMMUNE": 1 },
});
cardCase("CATA_613", {
  does: "with another friendly minion it is not Immune (enemy minions don't matter)",
  p1: { board: [{ card: "CATA_613", ref: "S" }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "E", defender: "S" }],
  expect: { "S.health": 4, "S.seen.IMMUNE": undefined },
});

// Darkscale Broodmother: "Battlecry: If you're holding a Dragon, refresh 2 Mana Crystals."
cardCase("CATA_111", {
  does: "holding a Dragon: 2 spent crystals refreshed",
  p1: { mana: { crystals: 6 }, hand: [{ card: "CATA_111", ref: "B" }, { card: "CATA_556", ref: "D" }] },
  actions: [{ type: "play", card: "B" }],
  check: (r) => {
    const m = r.state.players[0]!.mana as { crystals: number; used?: number; temp?: number };
    // 3 spent, then 2 refreshed (temporary crystals below 10, since patch 18.2): 1 spent, 2 temporary.
    expect(m.crystals - (m.used ?? 0) + (m.temp ?? 0)).toBe(5);
  },
});
cardCase("CATA_111", {
  does: "holding no Dragon (itself no longer in hand): nothing refreshed",
  p1: { mana: { crystals: 6 }, hand: [{ card: "CATA_111", ref: "B" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "B" }],
  check: (r) => {
    const m = r.state.players[0]!.mana as { crystals: number; used?: number; temp?: number };
    expect(m.crystals - (m.used ?? 0) + (m.temp ?? 0)).toBe(3);
  },
});

// Twilight Egg: "Deathrattle: Summon a 2/2 Whelp. (Gains +1/+1 at the start of your turns!)"
cardCase("CATA_210", {
  does: "on death a 2/2 Whelp, which grows +1/+1 at the start of its controller's turns only",
  p1: { board: [{ card: "CATA_210", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }, endTurn, endTurn],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => m.card)).toEqual(["CATA_210t"]);
    // One own turn start (the opponent's did nothing).
    expect(b[0]).toMatchObject({ attack: 3, health: 3 });
  },
});
cardCase("CATA_210", {
  does: "the Whelp is 2/2 when summoned",
  p1: { board: [{ card: "CATA_210", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  check: (r) => expect(r.state.players[0]!.board[0]).toMatchObject({ card: "CATA_210t", attack: 2, health: 2 }),
});
void wisps;

// Selfless Protector: "Taunt. Takes one extra damage from all sources."
cardCase("CATA_208", {
  does: "1 damage becomes 2 (a spell); a friendly minion beside it takes only 1",
  p1: { board: [{ card: "CATA_208", ref: "P" }, { card: "CS2_120", ref: "F" }] },
  p2: { hand: [{ card: "CS2_025", ref: "X" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "X" }],
  expect: { "P.health": 4, "F.health": 2, "P.seen.TAUNT": 1 },
});
cardCase("CATA_208", {
  does: "combat damage too: a 2-Attack attacker deals 3",
  p1: { board: [{ card: "CATA_208", ref: "P" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "E", defender: "P" }],
  expect: { "P.health": 3, "E.health": 1 },
});

// Warmaster Blackhorn: "Battlecry: Destroy all cards that cost (2) or less in both players' decks."
cardCase("CATA_720", {
  does: "every card of cost 2 or less leaves both decks (to the graveyard, not drawn); 3-Cost cards stay",
  p1: { hand: [{ card: "CATA_720", ref: "W" }], deck: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_122" }] },
  p2: { deck: [{ card: "CS2_029" }, { card: "CS2_025" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.deck": ["CS2_122"], "p2.deck": ["CS2_029"], "p1.hand.length": 0, "p2.hand.length": 0, "p1.graveyard": ["CS2_231", "CS2_120"], "p2.graveyard": ["CS2_025"] },
});

// Gemstone Hoarder: "Battlecry: Choose a card in your hand to discard. Deathrattle: Get it back. It costs (1) less."
cardCase("CATA_897", {
  does: "the chosen card is discarded; on death a new one comes back costing 1 less",
  p1: { hand: [{ card: "CATA_897", ref: "H" }, { card: "CS2_029", ref: "F" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "H", target: "F" }, { type: "destroy", target: "H" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.card)).toEqual(["CS2_120", "CS2_029"]);
    expect(hand[1]!.cost).toBe(3);
    expect(r.state.players[0]!.graveyard.map((c) => c.card)).toContain("CS2_029");
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
cardCase("CATA_897", {
  does: "played with an empty hand: nothing discarded, nothing comes back",
  p1: { hand: [{ card: "CATA_897", ref: "H" }] },
  actions: [{ type: "play", card: "H" }, { type: "destroy", target: "H" }],
  expect: { "p1.hand.length": 0, "events.discard": 0 },
});

// War'loc: "Battlecry: Your next Murloc that costs (3) or less costs Health instead of Mana."
cardCase("CATA_180", {
  does: "the next Murloc of cost 3 or less is paid with Health; the one after it with Mana",
  p1: { mana: { crystals: 10 }, hand: [{ card: "CATA_180", ref: "W" }, { card: "CS2_168", ref: "M1" }, { card: "CS2_168", ref: "M2" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "M1" }, { type: "play", card: "M2" }],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.hero.health).toBe(29);
    // 2 (War'loc) + 1 (the second Murloc Raider) Mana spent.
    expect((p.mana as { used?: number }).used).toBe(3);
    expect(p.board.map((m) => m.card)).toEqual(["CATA_180", "CS2_168", "CS2_168"]);
  },
});
cardCase("CATA_180", {
  does: "a Murloc costing 4 or more, or a non-Murloc, still costs Mana and does not use it up",
  p1: { mana: { crystals: 10 }, hand: [{ card: "CATA_180", ref: "W" }, { card: "EX1_062", ref: "O" }, { card: "CS2_120", ref: "R" }, { card: "CS2_168", ref: "M" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "O" }, { type: "play", card: "R" }, { type: "play", card: "M" }],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.hero.health).toBe(29);
    expect((p.mana as { used?: number }).used).toBe(2 + 4 + 2);
  },
});

// Sheltered Survivor: "Battlecry: Choose a card in your hand to shuffle into your deck. Draw a card."
cardCase("CATA_721", {
  does: "the chosen card goes into the (empty) deck, then the draw brings it back: the other card stays in hand",
  p1: { hand: [{ card: "CATA_721", ref: "S" }, { card: "CS2_120", ref: "R" }, { card: "CS2_186", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "p1.hand": ["CS2_120", "CS2_186"], "p1.deck": [], "events.draw": 1, "events.discard": 0, "p2.hand.length": 0 },
});
cardCase("CATA_721", {
  does: "the chosen card is shuffled into a deck of two: one card drawn, the deck keeps two, the other hand card stays",
  p1: { hand: [{ card: "CATA_721", ref: "S" }, { card: "CS2_120", ref: "R" }, { card: "CS2_186", ref: "Y" }],
    deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.hand).toHaveLength(2);
    expect(p.hand[0]!.card).toBe("CS2_120");
    expect(p.deck).toHaveLength(2);
    expect([...p.hand, ...p.deck].filter((c) => c.card === "CS2_186")).toHaveLength(1);
  },
});
cardCase("CATA_721", {
  does: "an empty hand: it is played with no target and its Battlecry does nothing (rules-notes 261)",
  p1: { hand: [{ card: "CATA_721", ref: "S" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": [], "p1.deck": ["CS2_231"], "p1.board": ["CATA_721"] },
});
cardCase("CATA_721", {
  does: "it cannot choose a minion in play",
  p1: { hand: [{ card: "CATA_721", ref: "S" }, { card: "CS2_120" }], board: [{ card: "CS2_186", ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "B" }],
  error: "illegal_action",
});

// Battlefield Blaster: "Battlecry: Choose a spell in your hand to give Spell Damage +1."
cardCase("CATA_209", {
  does: "the chosen spell deals 1 more; another spell does not",
  p1: { hand: [{ card: "CATA_209", ref: "B" }, { card: "CS2_008", ref: "M" }, { card: "CS2_024", ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "play", card: "B", target: "M" }, { type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "F", target: "E" }],
  expect: { "p2.hero.health": 28, "E.health": 4 },
});
cardCase("CATA_209", {
  does: "on a missile spell it adds a missile (Arcane Missiles: 4 hits of 1)",
  p1: { hand: [{ card: "CATA_209", ref: "B" }, { card: "EX1_277", ref: "A" }] },
  actions: [{ type: "play", card: "B", target: "A" }, { type: "play", card: "A" }],
  expect: { "p2.hero.health": 26, "events.damage": 4 },
});
cardCase("CATA_209", {
  does: "it cannot choose a minion card",
  p1: { hand: [{ card: "CATA_209", ref: "B" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  error: "illegal_action",
});

// Gronn Giant: "This minion's Cost is reduced by the Cost of the last card you played."
cardCase("CATA_616", {
  does: "after a 4-Cost Fireball it costs 9 - 4 = 5",
  p1: { hand: [{ card: "CATA_616", ref: "G" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "G.cost": 5 },
});
cardCase("CATA_616", {
  does: "only the last card counts (not a sum): Fireball then a 1-Cost Murloc Raider leaves it at 8",
  p1: { hand: [{ card: "CATA_616", ref: "G" }, { card: "CS2_029", ref: "F" }, { card: "CS2_168", ref: "W" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "W" }],
  expect: { "G.cost": 8 },
});
cardCase("CATA_616", {
  does: "no card played this game: its printed 9",
  p1: { hand: [{ card: "CATA_616", ref: "G" }] },
  actions: [{ type: "endTurn" }],
  expect: { "G.cost": 9 },
});
cardCase("CATA_616", {
  does: "the opponent's plays don't count; yours stays the last across turns (Fireball 4, then the opponent's Murloc Raider: still 5)",
  p1: { hand: [{ card: "CATA_616", ref: "G" }, { card: "CS2_029", ref: "F" }] },
  p2: { hand: [{ card: "CS2_168", ref: "W" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "W" }],
  expect: { "G.cost": 5, "W.zone": "board" },
});
cardCase("CATA_616", {
  does: "the Cost the card was played for counts: a Fireball reduced to 3 by Sorcerer's Apprentice leaves it at 6",
  p1: { hand: [{ card: "CATA_616", ref: "G" }, { card: "CS2_029", ref: "F" }], board: [{ card: "EX1_608" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "G.cost": 6 },
});

// Faceless Replicator: "Elusive Deathrattle: Transform the minion that killed this into a Faceless Replicator."
cardCase("CATA_185", {
  does: "killed in combat by an enemy minion that survives: that minion becomes a Faceless Replicator (its side unchanged)",
  p1: { board: [{ card: "CATA_185", ref: "R" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "R", defender: "Y" }],
  expect: { "R.zone": "graveyard", "p2.board": ["CATA_185"], "Y.health": 3, "p1.board": [] },
});
cardCase("CATA_185", {
  does: "killed by a minion's Battlecry damage: that minion (its own player's) is transformed",
  p1: { hand: [{ card: "CS2_042", ref: "F" }] },
  p2: { board: [{ card: "CATA_185", ref: "R" }] },
  actions: [{ type: "play", card: "F", target: "R" }],
  expect: { "R.zone": "graveyard", "p1.board": ["CATA_185"], "F.attack": 3, "F.health": 3 },
});
cardCase("CATA_185", {
  does: "destroyed by a Poisonous minion's damage that would not kill it: the Poisonous minion is the killer",
  p1: { board: [{ card: "CATA_185", ref: "R" }] },
  p2: { board: [{ card: "EX1_170", ref: "C", health: 10 }] },
  actions: [{ type: "attack", attacker: "R", defender: "C" }],
  expect: { "R.zone": "graveyard", "p2.board": ["CATA_185"] },
});
cardCase("CATA_185", {
  does: "killed by a spell (Flamestrike): no minion killed it, nothing is transformed",
  p1: { hand: [{ card: "CS2_032", ref: "F" }], board: [{ card: "CS2_182", ref: "Y1" }] },
  p2: { board: [{ card: "CATA_185", ref: "R" }, { card: "CS2_182", ref: "Y2", health: 10 }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "R.zone": "graveyard", "p1.board": ["CS2_182"], "p2.board": ["CS2_182"] },
});
cardCase("CATA_185", {
  does: "its killer died with it (traded in combat): nothing is transformed",
  p1: { board: [{ card: "CATA_185", ref: "R" }] },
  p2: { board: [{ card: "CS2_118", ref: "M" }] },
  actions: [{ type: "attack", attacker: "R", defender: "M" }],
  expect: { "R.zone": "graveyard", "M.zone": "graveyard", "p2.board": [], "p1.board": [] },
});
cardCase("CATA_185", {
  does: "killed by a hero's weapon attack: a hero is no minion, nothing is transformed",
  p1: { weapon: { card: "CS2_106" }, hero: { card: "HERO_01", ref: "H" } },
  p2: { board: [{ card: "CATA_185", ref: "R", health: 3 }] },
  actions: [{ type: "attack", attacker: "H", defender: "R" }],
  expect: { "R.zone": "graveyard", "p2.board": [], "H.zone": "hero" },
});
cardCase("CATA_185", {
  does: "silenced before it dies (Spellbreaker: Elusive stops spells only): no Deathrattle, its killer stays as it is",
  p1: { board: [{ card: "CATA_185", ref: "R" }], hand: [{ card: "EX1_048", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "R" }, { type: "attack", attacker: "R", defender: "Y" }],
  expect: { "R.zone": "graveyard", "p2.board": ["CS2_182"] },
});
cardCase("CATA_185", {
  does: "a client's card reads the same killer: \"Deathrattle: Deal 2 damage to the minion that killed this\" (documented example)",
  cards: [{ id: "MY_GRUDGE", type: "MINION", cost: 2, attack: 2, health: 2,
    deathrattle: [{ type: "damage", amount: 2, to: { all: "minions", where: { is: "killer" } } }] }],
  p1: { board: [{ card: "MY_GRUDGE", ref: "G" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "attack", attacker: "G", defender: "Y" }],
  expect: { "G.zone": "graveyard", "Y.health": 1, "Y2.health": 5 },
});

// Stickybomb Saboteur: "Battlecry: Give your opponent a 2-Cost Sabotage. Cards next to it cost (1) more." (rules-notes 386)
const costs = (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0], p: 0 | 1) =>
  r.state.players[p]!.hand.map((c) => [c.card, c.cost]);
cardCase("CATA_186", {
  does: "the opponent gets a 2-Cost Sabotage at the right end of their hand: only the card next to it costs (1) more; its player's hand is untouched",
  p1: { hand: [{ card: "CATA_186", ref: "S" }, { card: "CS2_182" }] },
  p2: { hand: [{ card: "CS2_182" }, { card: "CS2_120" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(costs(r, 1)).toEqual([["CS2_182", 4], ["CS2_120", 3], ["CATA_186t", 2]]);
    expect(costs(r, 0)).toEqual([["CS2_182", 4]]);
  },
});
cardCase("CATA_186", {
  does: "a Sabotage in the middle raises both neighbours, not the cards beyond them; two Sabotages next to each other raise each other",
  p2: { hand: [{ card: "CS2_231" }, { card: "CS2_182" }, { card: "CATA_186t" }, { card: "CS2_120" }, { card: "CATA_186t" }] },
  actions: [endTurn],
  check: (r) => expect(costs(r, 1)).toEqual([["CS2_231", 0], ["CS2_182", 5], ["CATA_186t", 2], ["CS2_120", 4], ["CATA_186t", 2]]),
});
cardCase("CATA_186", {
  does: "the opponent pays 2 to play the Sabotage: it does nothing, and the cards that were next to it cost their own again",
  state: { activePlayer: 2 },
  p2: { mana: { crystals: 5 }, hand: [{ card: "CS2_182", ref: "Y" }, { card: "CATA_186t", ref: "X" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "X" }],
  check: (r) => {
    expect(costs(r, 1)).toEqual([["CS2_182", 4], ["CS2_120", 2]]);
    const m = r.state.players[1]!.mana as { crystals: number; used?: number };
    expect(m.used).toBe(2);
    expect(r.state.players[0]!.board).toHaveLength(0);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("CATA_186", {
  does: "a full enemy hand burns the Sabotage",
  p1: { hand: [{ card: "CATA_186", ref: "S" }] },
  p2: { hand: Array.from({ length: 10 }, () => ({ card: "CS2_231" })) },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[1]!.hand.every((c) => c.card === "CS2_231" && c.cost === 0)).toBe(true);
    expect(r.state.players[1]!.graveyard.map((c) => c.card)).toContain("CATA_186t");
  },
});

// Twisted Monstrosity: "{0}, {1} Each turn this is in your hand, swap between two random Bonus Effects."
const BONUS = [["DIVINE_SHIELD"], ["LIFESTEAL"], ["POISONOUS"], ["REBORN"], ["RUSH"],
  ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"], ["TAUNT"], ["WINDFURY"]];
const seenBonus = (e: { seen?: Record<string, number> }) => BONUS.flat().filter((k) => (e.seen?.[k] ?? 0) > 0).sort();
const monstrosityTurn = (seed: number) => run({ seed, state: { turn: 5, activePlayer: 2, players: [
  player({ hand: [{ card: "CATA_206", ref: "T" }], deck: wisps(2) }), player({ hand: [{ card: "CATA_206", ref: "E" }], deck: wisps(2, "v") })] },
  actions: [endTurn] });
cardCase("CATA_206", {
  does: "it starts with Taunt and Elusive (no other Bonus Effect); played before its turn starts in hand, it keeps them",
  p1: { hand: [{ card: "CATA_206", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  check: (r) => {
    expect(seenBonus(at(r.state, "T"))).toEqual(["CANT_BE_TARGETED_BY_HERO_POWERS", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT"]);
    expect(r.random.filter((d) => d.purpose === "random option")).toHaveLength(0);
  },
});
it("CATA_206: at the start of your turn in hand it has exactly two different random Bonus Effects of the eight, not the old ones; the opponent's does not change", () => {
  for (const seed of [1, 2, 3, 7, 11]) {
    const r = monstrosityTurn(seed);
    const picks = r.random.filter((d) => d.purpose === "random option");
    expect(picks).toHaveLength(2);
    expect(picks[0]!.candidates).toHaveLength(8);
    expect(picks[1]!.candidates).toHaveLength(7);
    expect(picks[1]!.candidates).not.toContain(picks[0]!.chosen);
    const want = picks.flatMap((d) => BONUS[Number(d.chosen)]!).sort();
    expect(seenBonus(at(r.state, "T"))).toEqual(want);
    expect(seenBonus(at(r.state, "E"))).toEqual(["CANT_BE_TARGETED_BY_HERO_POWERS", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT"]);
  }
});
it("CATA_206: played after the swap, the minion has the two Bonus Effects it had in hand (Divine Shield and Lifesteal for seed 7), and not Taunt", () => {
  const r = monstrosityTurn(7);
  expect(seenBonus(at(r.state, "T"))).toEqual(["DIVINE_SHIELD", "LIFESTEAL"]);
  const played = run({ seed: 7, state: r.state, actions: [{ type: "play", card: "T" }] });
  const m = at(played.state, "T");
  expect(m.zone).toBe("board");
  expect(seenBonus(m)).toEqual(["DIVINE_SHIELD", "LIFESTEAL"]);
  // In play it swaps no more: the next turns' starts change nothing.
  const later = run({ seed: 3, state: played.state, actions: [endTurn, endTurn] });
  expect(seenBonus(at(later.state, "T"))).toEqual(["DIVINE_SHIELD", "LIFESTEAL"]);
  expect(later.random.filter((d) => d.purpose === "random option" && d.by?.ref === "T")).toHaveLength(0);
  // The opponent's, still in their hand, swapped at the start of their turn.
  expect(later.random.filter((d) => d.purpose === "random option" && d.by?.ref === "E")).toHaveLength(2);
});
