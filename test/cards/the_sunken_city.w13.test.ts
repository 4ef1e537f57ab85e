/** Voyage to the Sunken City (THE_SUNKEN_CITY): cards of session 13 (w13/storm; rules-notes 1520-1539). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029"; // Fire, 4
const FROSTBOLT = "CS2_024"; // Frost, 2
const WRATH = "EX1_154"; // Nature, 2
const MISSILES = "EX1_277"; // Arcane, 1
const MIRROR = "CS2_027"; // 1
const EXPLOSION = "CS2_025"; // Arcane, 2
const OPPONENTS_TURN = { activePlayer: 2 };

describeCard("TSC_631", () => {
  cardCase("TSC_631", {
    does: "three 1/1 Piranha Swarmers (TSC_638t) in hand",
    p1: { hand: [{ card: "TSC_631", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand": ["TSC_638t", "TSC_638t", "TSC_638t"], "p1.hand.0.attack": 1, "p1.hand.0.health": 1 },
  });
  cardCase("TSC_631", {
    does: "a Swarmer it adds is a Piranha Swarmer: playing two, the first gains +1 Attack",
    p1: { hand: [{ card: "TSC_631", ref: "S" }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
    check: (r) => expect(r.state.players[0].board.map((e) => [e.card, e.attack])).toEqual([["TSC_638t", 2], ["TSC_638t", 1]]),
  });
});

describeCard("TSC_633", () => {
  cardCase("TSC_633", {
    does: "at the end of your turn a Piranha Swarmer comes to your hand",
    p1: { board: [{ card: "TSC_633" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand": ["TSC_638"], "p2.hand": [WISP] },
  });
  cardCase("TSC_633", {
    does: "not at the end of the opponent's turn",
    p1: { board: [{ card: "TSC_633" }], deck: [{ card: YETI }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand": [YETI] },
  });
});

describeCard("TSC_640", () => {
  cardCase("TSC_640", {
    does: "Battlecry: a 1/1 Rush Piranha Swarmer beside it",
    p1: { hand: [{ card: "TSC_640", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.board": ["TSC_640", "TSC_638t4"], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p1.board.1.seen.RUSH": 1 },
  });
  cardCase("TSC_640", {
    does: "Deathrattle: another; the first Swarmer gains +1 Attack as it comes",
    p1: { hand: [{ card: "TSC_640", ref: "R" }] },
    actions: [{ type: "play", card: "R" }, { type: "destroy", target: "R" }],
    check: (r) => expect(r.state.players[0].board.map((e) => [e.card, e.attack]).sort()).toEqual([["TSC_638t4", 1], ["TSC_638t4", 2]]),
  });
});

describeCard("TSC_635", () => {
  cardCase("TSC_635", {
    does: "Fire Spell Damage +2: Fireball deals 8; Frostbolt only 3 and gives 3 Armor",
    p1: { board: [{ card: "TSC_635" }], hand: [{ card: FIREBALL, ref: "F" }, { card: FROSTBOLT, ref: "B" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }],
    expect: { "p2.hero.health": 30 - 8 - 3, "p1.hero.armor": 3 },
  });
  cardCase("TSC_635", {
    does: "your Nature spells cost (1) less, the others not",
    p1: { board: [{ card: "TSC_635" }], hand: [{ card: WRATH, ref: "W" }, { card: FIREBALL, ref: "F" }, { card: WISP, ref: "P" }] },
    p2: { hand: [{ card: WRATH, ref: "E" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "W.cost": 1, "F.cost": 4, "E.cost": 2 },
  });
  cardCase("TSC_635", {
    does: "the opponent's Frost spell gives no Armor",
    p1: { board: [{ card: "TSC_635" }] },
    p2: { hand: [{ card: FROSTBOLT, ref: "B" }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "play", card: "B", target: "p1.hero" }],
    expect: { "p1.hero.armor": 0, "p1.hero.health": 27 },
  });
});

describeCard("TID_715", () => {
  cardCase("TID_715", {
    does: "the same random Colossal minion to both hands; yours costs (2) less",
    p1: { hand: [{ card: "TID_715", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const mine = r.state.players[0].hand;
      const theirs = r.state.players[1].hand;
      expect(mine.length).toBe(1);
      expect(theirs.length).toBe(1);
      expect(theirs[0]!.card).toBe(mine[0]!.card);
      const f = factsById(mine[0]!.card)!;
      expect(f.type).toBe("MINION");
      expect(f.mechanics).toContain("COLOSSAL");
      expect(mine[0]!.cost).toBe(Math.max(0, f.cost - 2));
      expect(theirs[0]!.cost).toBe(f.cost);
    },
  });
});

describeCard("TSC_020", () => {
  cardCase("TSC_020", {
    does: "swaps the Costs of a spell in each hand: your Fireball costs 2, their Frostbolt 4",
    p1: { hand: [{ card: "TSC_020", ref: "S" }, { card: FIREBALL, ref: "F" }] },
    p2: { hand: [{ card: FROSTBOLT, ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "F.cost": 2, "B.cost": 4, "Y.cost": 4, "p1.board.0.seen.TAUNT": 1 },
  });
  cardCase("TSC_020", {
    does: "no spell in the opponent's hand: nothing changes",
    p1: { hand: [{ card: "TSC_020", ref: "S" }, { card: FIREBALL, ref: "F" }] },
    p2: { hand: [{ card: YETI }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "F.cost": 4 },
  });
});

describeCard("TSC_952", () => {
  cardCase("TSC_952", {
    does: "restores 2 Health and comes back to hand this turn",
    p1: { hero: { card: "HERO_04", health: 25 }, hand: [{ card: "TSC_952", ref: "M" }] },
    actions: [{ type: "play", card: "M", target: "p1.hero" }],
    expect: { "p1.hero.health": 27, "p1.hand": ["TSC_952"] },
  });
  cardCase("TSC_952", {
    does: "the copy is gone at the end of the turn",
    p1: { hero: { card: "HERO_04", health: 25 }, hand: [{ card: "TSC_952", ref: "M" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "p1.hand.0", target: "p1.hero" }, { type: "endTurn" }],
    expect: { "p1.hero.health": 29, "p1.hand": [] },
  });
});

describeCard("TSC_087", () => {
  cardCase("TSC_087", {
    does: "three spells cast while holding it: copies of them back in hand, in the order cast",
    p1: { hand: [{ card: "TSC_087", ref: "S" }, { card: MISSILES, ref: "A" }, { card: MIRROR, ref: "B" }, { card: EXPLOSION, ref: "C" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "C" }, { type: "play", card: "S" }],
    expect: { "p1.hand": [MISSILES, MIRROR, EXPLOSION], "S.zone": "board" },
  });
  cardCase("TSC_087", {
    does: "two spells: nothing",
    p1: { hand: [{ card: "TSC_087", ref: "S" }, { card: MISSILES, ref: "A" }, { card: MIRROR, ref: "B" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "S" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("TID_920", () => {
  cardCase("TID_920", {
    does: "the enemy minion goes to the bottom of your deck, yours now, not shuffled in",
    p1: { hand: [{ card: "TID_920", ref: "D" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    expect: { "p1.deck": [WISP, WISP, YETI], "Y.player": 1, "Y.health": 5, "p2.board": [], "events.death": 0, "p1.tags.NUM_TIMES_SHUFFLED_INTO_DECK": undefined },
  });
  cardCase("TID_920", {
    does: "only an enemy minion",
    p1: { hand: [{ card: "TID_920", ref: "D" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("TSC_933", () => {
  cardCase("TSC_933", {
    does: "Combo: the enemy minion goes to the bottom of your opponent's deck",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "TSC_933", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "B", target: "Y" }],
    expect: { "p2.deck": [WISP, YETI], "Y.player": 2, "p2.board": [] },
  });
  cardCase("TSC_933", {
    does: "without Combo it takes no target: nothing moves",
    p1: { hand: [{ card: "TSC_933", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p2.board": [YETI], "B.zone": "board" },
  });
});

describeCard("TID_718", () => {
  const turns = (n: number) => Array.from({ length: 2 * n }, () => ({ type: "endTurn" }));
  cardCase("TID_718", {
    does: "the opponent's cards on fire are destroyed at the start of your third turn after it; a card they drew since is not",
    p1: { hand: [{ card: "TID_718", ref: "I" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }], deck: [{ card: MIRROR, ref: "M" }, { card: MIRROR }, { card: MIRROR }] },
    actions: [{ type: "play", card: "I" }, ...turns(3)],
    expect: { "Y.zone": "graveyard", "F.zone": "graveyard", "M.zone": "hand", "p2.hand.length": 3 },
  });
  cardCase("TID_718", {
    does: "still in hand at the start of your second turn after it",
    p1: { hand: [{ card: "TID_718", ref: "I" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: MIRROR }, { card: MIRROR }] },
    actions: [{ type: "play", card: "I" }, ...turns(2)],
    expect: { "Y.zone": "hand" },
  });
});

const PW_SHIELD = "CS2_004"; // Holy, 1: +2 Health, draw a card

describeCard("TSC_071", () => {
  cardCase("TSC_071", {
    does: "a spell cast while holding it: the next spell casts twice (Arcane Explosion hits twice), the one after once",
    p1: { hand: [{ card: "TSC_071", ref: "T" }, { card: EXPLOSION, ref: "A" }, { card: EXPLOSION, ref: "B" }, { card: EXPLOSION, ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "T" }, { type: "play", card: "B" }, { type: "play", card: "C" }],
    expect: { "Y.health": 5 - 1 - 2 - 1 },
  });
  cardCase("TSC_071", {
    does: "the state waits for a later turn",
    p1: { hand: [{ card: "TSC_071", ref: "T" }, { card: EXPLOSION, ref: "A" }, { card: EXPLOSION, ref: "B" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "T" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
    expect: { "Y.health": 5 - 1 - 2 },
  });
  cardCase("TSC_071", {
    does: "no spell cast while holding it: the next spell casts once",
    p1: { hand: [{ card: "TSC_071", ref: "T" }, { card: EXPLOSION, ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T" }, { type: "play", card: "B" }],
    expect: { "Y.health": 4 },
  });
});

describeCard("TID_098", () => {
  cardCase("TID_098", {
    does: "a spell cast on it draws a card (Power Word: Shield draws its own too)",
    p1: { board: [{ card: "TID_098", ref: "M" }], hand: [{ card: PW_SHIELD, ref: "S" }], deck: [{ card: WISP }, { card: YETI }, { card: WISP }] },
    actions: [{ type: "play", card: "S", target: "M" }],
    expect: { "p1.hand.length": 2, "M.health": 6 },
  });
  cardCase("TID_098", {
    does: "a spell on another minion draws nothing more",
    p1: { board: [{ card: "TID_098", ref: "M" }, { card: YETI, ref: "Y" }], hand: [{ card: PW_SHIELD, ref: "S" }], deck: [{ card: WISP }, { card: YETI }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "p1.hand.length": 1 },
  });
});

describeCard("TSC_639", () => {
  cardCase("TSC_639", {
    does: "Colossal +3: three 2/2 Taunt appendages",
    p1: { hand: [{ card: "TSC_639", ref: "G" }] },
    check: (r) => {
      const b = r.state.players[0].board;
      expect(b.map((e) => e.card).sort()).toEqual(["TSC_639", "TSC_639t", "TSC_639t2", "TSC_639t3"]);
      expect(b.filter((e) => e.card !== "TSC_639").map((e) => [e.attack, e.health, e.seen?.TAUNT])).toEqual([[2, 2, 1], [2, 2, 1], [2, 2, 1]]);
    },
    actions: [{ type: "play", card: "G" }],
  });
  cardCase("TSC_639", {
    does: "a friendly buffed, damaged Yeti dies: it gains the Yeti's original 4/5",
    p1: { board: [{ card: "TSC_639", ref: "G" }, { card: YETI, ref: "Y", health: 2, enchantments: [{ card: "CS2_087e" }] }] },
    actions: [{ type: "destroy", target: "Y" }],
    expect: { "G.attack": 3 + 4, "G.health": 5 + 5 },
  });
  cardCase("TSC_639", {
    does: "an enemy minion's death: nothing",
    p1: { board: [{ card: "TSC_639", ref: "G" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "Y" }],
    expect: { "G.attack": 3, "G.health": 5 },
  });
});

describeCard("TSC_702", () => {
  cardCase("TSC_702", {
    does: "draws two minions and swaps their Health: the Yeti has 1, the Wisp 5",
    p1: { hand: [{ card: "TSC_702", ref: "S" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_029" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.zone": "hand", "W.zone": "hand", "Y.health": 1, "W.health": 5, "Y.attack": 4, "W.attack": 1, "p1.deck": ["CS2_029"] },
  });
  cardCase("TSC_702", {
    does: "only one minion in the deck: it is drawn, nothing swapped",
    p1: { hand: [{ card: "TSC_702", ref: "S" }], deck: [{ card: YETI, ref: "Y" }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.zone": "hand", "Y.health": 5, "p1.deck": ["CS2_029"] },
  });
});

describeCard("TSC_069", () => {
  cardCase("TSC_069", {
    does: "choosing a Beast: the three options are minions sharing a type with it (Beasts or Amalgams)",
    p1: { hero: { card: "HERO_05" }, hand: [{ card: "TSC_069", ref: "A" }], board: [{ card: "CS2_120", ref: "C" }] },
    actions: [{ type: "play", card: "A", target: "C" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand.length).toBe(1);
      const races = factsById(hand[0]!.card)!.races;
      expect(races.includes("BEAST") || races.includes("ALL")).toBe(true);
      const offered = r.random.filter((d) => d.purpose.includes("discover"));
      expect(offered.length).toBeGreaterThan(0);
    },
  });
  cardCase("TSC_069", {
    does: "a typeless minion cannot be chosen",
    p1: { hand: [{ card: "TSC_069", ref: "A" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("TSC_657", () => {
  cardCase("TSC_657", {
    does: "played Dormant; 5 Mana of spells (Fireball 4, Mirror Image 1) awaken it — a 4/4 Rush that can attack a minion",
    p1: { hand: [{ card: "TSC_657", ref: "K" }, { card: FIREBALL, ref: "F" }, { card: MIRROR, ref: "M" }] },
    p2: { board: [{ card: "CS2_179", ref: "S" }] },
    actions: [{ type: "play", card: "K" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "M" }, { type: "attack", attacker: "K", defender: "S" }],
    expect: { "K.tags.DORMANT": undefined, "S.health": 1, "K.health": 1 },
  });
  cardCase("TSC_657", {
    does: "4 Mana of spells: still Dormant",
    p1: { hand: [{ card: "TSC_657", ref: "K" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "K" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "K.tags.DORMANT": 1 },
  });
});

describeCard("TSC_630", () => {
  cardCase("TSC_630", {
    does: "casts copies of the Fire and Frost spells in hand (Flamestrike, Frost Nova) — the cards stay; no Nature spell, none",
    p1: { hand: [{ card: "TSC_630", ref: "W" }, { card: "CS2_032", ref: "F" }, { card: "CS2_026", ref: "B" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: "EX1_620", ref: "G" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "E.zone": "graveyard", "G.health": 3, "G.tags.FROZEN": 1, "F.zone": "hand", "B.zone": "hand", "p1.hand.length": 3 },
  });
  cardCase("TSC_630", {
    does: "no such spell in hand: nothing is cast",
    p1: { hand: [{ card: "TSC_630", ref: "W" }, { card: MISSILES }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "E.health": 5, "p2.hero.health": 30 },
  });
});

const MECH = "GVG_051"; // Warbot, a Mech

describeCard("TSC_079", () => {
  cardCase("TSC_079", {
    does: "draws the Mechs among the bottom five cards, not one higher up; then the deck is shuffled (a recorded order)",
    p1: { hand: [{ card: "TSC_079", ref: "R" }],
      deck: [{ card: MECH, ref: "T" }, { card: YETI }, { card: MECH, ref: "A" }, { card: WISP }, { card: YETI }, { card: MECH, ref: "B" }, { card: WISP }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.hand.map((e) => e.ref).sort()).toEqual(["A", "B"]);
      expect(p.deck.length).toBe(5);
      expect(p.deck.some((e) => e.ref === "T")).toBe(true);
      expect(r.random.some((d) => d.purpose === "deck order")).toBe(true);
    },
  });
  cardCase("TSC_079", {
    does: "no Mech at the bottom: nothing drawn",
    p1: { hand: [{ card: "TSC_079", ref: "R" }], deck: [{ card: MECH }, { card: YETI }, { card: WISP }, { card: YETI }, { card: WISP }, { card: YETI }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hand": [], "p1.deck.length": 6 },
  });
});
