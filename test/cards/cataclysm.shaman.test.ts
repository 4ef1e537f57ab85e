/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Shaman cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Ceremonial Clash: "Summon a random 3, 2, and 1-Cost minion. Overload: (1)"
cardCase("CATA_569", {
  does: "a 3-, a 2- and a 1-Cost minion in that order, on its player's side; Overload 1",
  p1: { hand: [{ card: "CATA_569", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => findCard(m.card)!.cost)).toEqual([3, 2, 1]);
    expect(r.state.players[1]!.board).toHaveLength(0);
    expect(r.state.players[0]!.mana.overloadOwed).toBe(1);
  },
});

// Air Support: "Battlecry: Give a friendly minion Mega-Windfury. It can't attack heroes."
cardCase("CATA_564", {
  does: "the friendly minion attacks four times in a turn",
  p1: { hand: [{ card: "CATA_564", ref: "A" }], board: [{ card: "CS2_186", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }, { card: "CS2_231", ref: "W3" }, { card: "CS2_231", ref: "W4" }] },
  actions: [{ type: "play", card: "A", target: "F" }, { type: "attack", attacker: "F", defender: "W1" }, { type: "attack", attacker: "F", defender: "W2" },
    { type: "attack", attacker: "F", defender: "W3" }, { type: "attack", attacker: "F", defender: "W4" }],
  expect: { "p2.board": [], "F.health": 3, "F.seen.MEGA_WINDFURY": 1 },
});
cardCase("CATA_564", {
  does: "not a fifth time",
  p1: { hand: [{ card: "CATA_564", ref: "A" }], board: [{ card: "CS2_186", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }, { card: "CS2_231", ref: "W3" }, { card: "CS2_231", ref: "W4" }, { card: "CS2_231", ref: "W5" }] },
  actions: [{ type: "play", card: "A", target: "F" }, { type: "attack", attacker: "F", defender: "W1" }, { type: "attack", attacker: "F", defender: "W2" },
    { type: "attack", attacker: "F", defender: "W3" }, { type: "attack", attacker: "F", defender: "W4" }, { type: "attack", attacker: "F", defender: "W5" }],
  error: "illegal_action",
});
cardCase("CATA_564", {
  does: "it can't attack the enemy hero",
  p1: { hand: [{ card: "CATA_564", ref: "A" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "A", target: "F" }, { type: "attack", attacker: "F", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CATA_564", {
  does: "it can't target an enemy minion",
  p1: { hand: [{ card: "CATA_564", ref: "A" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "E" }],
  error: "illegal_action",
});

// Stormbinder: "Deathrattle: Unlock your Overloaded Mana Crystals. Overload: (3)"
cardCase("CATA_724", {
  does: "played: Overload 3; its death unlocks this turn's locked crystals and clears the Overload owed",
  p1: { mana: { crystals: 8, overloadLocked: 2, used: 2 }, hand: [{ card: "CATA_724", ref: "S" }] },
  actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }],
  check: (r) => {
    const m = r.state.players[0]!.mana as { crystals: number; used?: number; overloadLocked?: number; overloadOwed?: number };
    expect(m.overloadOwed ?? 0).toBe(0);
    expect(m.overloadLocked ?? 0).toBe(0);
    // 8 crystals, 4 paid for it: 4 left.
    expect(m.crystals - (m.used ?? 0)).toBe(4);
  },
});
cardCase("CATA_724", {
  does: "Overload 3 stays owed while it lives",
  p1: { hand: [{ card: "CATA_724", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.mana.overloadOwed": 3 },
});

// Muradin's Last Stand: "Draw 2 cards. Costs (1) less for each time a friendly character attacked this game."
cardCase("CATA_568", {
  does: "two earlier attacks and one now by a friendly minion: costs 6; the enemy's attacks do not count; draws 2",
  p1: { tags: { NUM_ATTACKS_THIS_GAME: 2 }, board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "CATA_568", ref: "M" }],
    deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { tags: { NUM_ATTACKS_THIS_GAME: 4 } },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "M" }],
  expect: { "p1.mana.used": 6, "p1.hand": ["CS2_231", "CS2_231"], "p1.deck": ["CS2_231"], "p1.tags.NUM_ATTACKS_THIS_GAME": 3 },
});
cardCase("CATA_568", {
  does: "no attacks: costs 9",
  p1: { hand: [{ card: "CATA_568", ref: "M" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.mana.used": 9, "events.draw": 2 },
});

// Ascendance: "Transform all friendly minions into ones that cost (1) more. They summon the originals when they die."
cardCase("CATA_567", {
  does: "each friendly minion becomes a random minion costing 1 more; the enemy's are not changed",
  p1: { hand: [{ card: "CATA_567", ref: "A" }], board: [{ card: "CS2_120", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => {
    const p = r.state.players[0]!;
    expect(p.board).toHaveLength(2);
    expect(p.board[0]!.cost).toBe(3);
    expect(p.board[1]!.cost).toBe(5);
    expect(r.state.players[1]!.board[0]!.card).toBe("CS2_120");
  },
});
cardCase("CATA_567", {
  does: "when a transformed minion dies, the original comes back in its place",
  p1: { hand: [{ card: "CATA_567", ref: "A" }], board: [{ card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "A" }, { type: "destroy", target: "R" }],
  expect: { "p1.board": ["CS2_120"], "p1.board.0.attack": 2, "p1.board.0.health": 3 },
});
cardCase("CATA_567", {
  does: "silenced, it summons nothing when it dies",
  p1: { hand: [{ card: "CATA_567", ref: "A" }, { card: "EX1_332", ref: "S" }], board: [{ card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "S", target: "R" }, { type: "destroy", target: "R" }],
  expect: { "p1.board": [], "p1.graveyard.length": 3 },
});

// Morchok: "Battlecry: Draw a card and reduce its Cost by (10). Repeat this with excess Cost reduction."
cardCase("CATA_570", {
  does: "a 7-Cost card drawn costs 0 and the excess 3 draws the next one and takes 3 off it; none left over: the rest stay",
  p1: { hand: [{ card: "CATA_570", ref: "M" }], deck: [{ card: "CS2_186", ref: "G" }, { card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "G.zone": "hand", "G.cost": 0, "O.zone": "hand", "O.cost": 3, "Y.zone": "deck", "p1.hand.length": 2 },
});
cardCase("CATA_570", {
  does: "the excess carries on: 0, 4 and 4 Cost cards leave 10, 6 and 2 to take off; the 6-Cost fourth costs 4 and it stops",
  p1: { hand: [{ card: "CATA_570", ref: "M" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "O" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "W.cost": 0, "F.cost": 0, "Y.cost": 0, "O.zone": "hand", "O.cost": 4, "G.zone": "deck", "p1.hand.length": 4 },
});
cardCase("CATA_570", {
  does: "a card costing more than 10 is reduced by 10 only and nothing more is drawn",
  p1: { hand: [{ card: "CATA_570", ref: "M" }], deck: [{ card: "EX1_105", ref: "B" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "B.zone": "hand", "B.cost": 2, "W.zone": "deck", "p1.hand.length": 1 },
});
cardCase("CATA_570", {
  does: "an empty deck: one Fatigue, no more draws",
  p1: { hand: [{ card: "CATA_570", ref: "M" }], deck: [] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hero.health": 29, "p1.hand.length": 0 },
});

// Crackling Cloudstrider: "Battlecry: Choose a spell in your hand that costs (4) or less to absorb. Deathrattle: Cast it."
cardCase("CATA_563", {
  does: "absorbs the chosen spell: it leaves the hand, set aside and kept by the Cloudstrider",
  p1: { hand: [{ card: "CATA_563", ref: "C", id: 40 }, { card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  expect: { "F.zone": "setAside", "F.tags.KEPT_BY": 40, "W.zone": "hand", "p1.hand.length": 1, "C.zone": "board" },
});
cardCase("CATA_563", {
  does: "a spell costing more than 4 is no valid target",
  p1: { hand: [{ card: "CATA_563", ref: "C" }, { card: "CS2_032", ref: "F" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  error: "illegal_action",
});
cardCase("CATA_563", {
  does: "a minion card is no valid target",
  p1: { hand: [{ card: "CATA_563", ref: "C" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "C", target: "W" }],
  error: "illegal_action",
});
cardCase("CATA_563", {
  does: "a spell reduced to 4 or less (Cost now) may be chosen",
  p1: { hand: [{ card: "CATA_563", ref: "C" }, { card: "CS2_032", ref: "F", cost: 4 }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  expect: { "F.zone": "setAside" },
});
cardCase("CATA_563", {
  does: "no spell in hand: played without a target, nothing absorbed; its Deathrattle casts nothing",
  p1: { hand: [{ card: "CATA_563", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "destroy", target: "C" }],
  expect: { "C.zone": "graveyard", "p2.hero.health": 30 },
});
cardCase("CATA_563", {
  does: "Deathrattle: casts the absorbed spell itself — Fireball at a random enemy-side target (cast, not played)",
  p1: { board: [{ card: "CATA_563", ref: "C", id: 40 }], setAside: [{ card: "CS2_029", ref: "F", tags: { KEPT_BY: 40, KEPT_ORDER: 1 } }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "F.zone": "graveyard", "F.tags.KEPT_BY": undefined, "events.play": 0 },
  check: (r) => {
    const hp = r.state.players.map((p) => p.hero.health);
    expect(hp.includes(24)).toBe(true);
  },
});
cardCase("CATA_563", {
  does: "Deathrattle: the absorbed Arcane Intellect draws for the Cloudstrider's player",
  p1: { board: [{ card: "CATA_563", ref: "C", id: 40 }], setAside: [{ card: "CS2_023", ref: "A", tags: { KEPT_BY: 40, KEPT_ORDER: 1 } }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "p1.hand.length": 2, "A.zone": "graveyard" },
});
cardCase("CATA_563", {
  does: "full cycle: absorbs Arcane Explosion, then its Deathrattle deals 1 to each enemy minion",
  p1: { hand: [{ card: "CATA_563", ref: "C" }, { card: "CS2_025", ref: "X" }] },
  p2: { board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_120", ref: "R" }] },
  actions: [{ type: "play", card: "C", target: "X" }, { type: "destroy", target: "C" }],
  expect: { "W1.zone": "graveyard", "R.health": 2, "X.zone": "graveyard" },
});
cardCase("CATA_563", {
  does: "silenced: no Deathrattle, the spell stays set aside",
  p1: { hand: [{ card: "CATA_563", ref: "C" }, { card: "CS2_029", ref: "F" }, { card: "EX1_332", ref: "S" }] },
  actions: [{ type: "play", card: "C", target: "F" }, { type: "play", card: "S", target: "C" }, { type: "destroy", target: "C" }],
  expect: { "F.zone": "setAside", "p2.hero.health": 30 },
});
cardCase("CATA_563", {
  does: "under Brann Bronzebeard the second Battlecry finds its target already absorbed: nothing more is taken",
  p1: { board: [{ card: "LOE_077" }], hand: [{ card: "CATA_563", ref: "C" }, { card: "CS2_029", ref: "F" }, { card: "CS2_025", ref: "X" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  expect: { "F.zone": "setAside", "X.zone": "hand", "p1.setAside.length": 1 },
});
