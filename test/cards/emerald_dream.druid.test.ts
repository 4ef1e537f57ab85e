/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Druid cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Evergreen Stag: "Elusive Lifesteal Taunt"
cardCase("EDR_272", {
  does: "Taunt and Lifesteal: its attack heals its hero; an enemy must attack it first",
  p1: { hero: { card: "HERO_06", health: 20 }, board: [{ card: "EDR_272", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "attack", attacker: "S", defender: "E" }],
  expect: { "p1.hero.health": 26, "S.seen.TAUNT": 1, "S.seen.LIFESTEAL": 1, "E.zone": "graveyard" },
});
cardCase("EDR_272", {
  does: "Elusive: a spell cannot target it",
  p2: { board: [{ card: "EDR_272", ref: "S" }] },
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "S" }],
  error: "illegal_action",
});

// Photosynthesis: "Restore #6 Health. Get 3 random Druid spells."
cardCase("EDR_848", {
  does: "restores 6 Health to the chosen character and gives its player 3 Druid spells",
  p1: { hero: { card: "HERO_06", health: 10 }, hand: [{ card: "EDR_848", ref: "P" }] },
  actions: [{ type: "play", card: "P", target: "p1.hero" }],
  check: (r) => {
    expect(r.state.players[0]!.hero.health).toBe(16);
    const hand = r.state.players[0]!.hand.map((c) => findCard(c.card)!);
    expect(hand).toHaveLength(3);
    for (const f of hand) expect(f).toMatchObject({ type: "SPELL", cardClass: "DRUID" });
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
cardCase("EDR_848", {
  does: "it needs a target",
  p1: { hand: [{ card: "EDR_848", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  error: "illegal_action",
});

// Horn of Plenty: "Discover a Nature spell. It costs (2) less."
describeCard("EDR_270", () => {
  it("offers Nature spells; the one taken costs 2 less", () => {
    const r = run({ seed: 3, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_06" }, mana: { crystals: 10 }, hand: [{ card: "EDR_270", ref: "H" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "H" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", spellSchool: "NATURE" });
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(hand[0]!.card).toBe(offered[0]);
    expect(hand[0]!.cost).toBe(Math.max(0, findCard(offered[0]!)!.cost - 2));
  });
});

// Ward of Earth: "Gain 5 Armor. Summon a random 5-Cost minion and give it Taunt."
cardCase("EDR_060", {
  does: "5 Armor, and a random 5-Cost minion on its player's side with Taunt",
  p1: { hand: [{ card: "EDR_060", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  check: (r) => {
    expect(r.state.players[0]!.hero.armor).toBe(5);
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(findCard(b[0]!.card)!.cost).toBe(5);
    expect(b[0]!.seen?.TAUNT).toBe(1);
    expect(b[0]!.enchantments?.map((e) => e.card)).toEqual(["EDR_060e"]);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("EDR_060", {
  does: "with a full board: the Armor only",
  p1: { hand: [{ card: "EDR_060", ref: "W" }], board: wisps(7) },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.hero.armor": 5, "p1.board.length": 7 },
});

// Symbiosis: "Discover a Choose One card from another class."
describeCard("EDR_273", () => {
  it("offers Choose One cards of classes other than the hero's", () => {
    const r = run({ seed: 4, choices: [1], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_06" }, mana: { crystals: 10 }, hand: [{ card: "EDR_273", ref: "S" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "S" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) {
      const f = findCard(id)!;
      expect(f.mechanics).toContain("CHOOSE_ONE");
      expect(["DRUID", "NEUTRAL"]).not.toContain(f.cardClass);
    }
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[1]]);
  });
});

// Dreambound Disciple: "Battlecry and Deathrattle: Your next Hero Power costs (0)."
cardCase("EDR_847", {
  does: "battlecry: its player's next Hero Power costs 0, the one after that its usual 2; the opponent's is unchanged",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "EDR_847", ref: "D" }], deck: wisps(3) },
  p2: { hero: { card: "HERO_06" }, deck: wisps(3, "e") },
  actions: [{ type: "play", card: "D" }, { type: "heroPower" }, endTurn, { type: "heroPower", player: 2 }, endTurn, { type: "heroPower" }],
  expect: { "p1.hero.armor": 2, "p1.heroPower.enchantments": undefined, "p2.hero.armor": 1 },
  check: (r) => expect(events(r, "mana").map((e) => e.spent)).toEqual([3, 0, 2, 2]),
});
cardCase("EDR_847", {
  does: "deathrattle: the next Hero Power costs 0 (with no mana left it can still be used)",
  p1: { hero: { card: "HERO_06" }, board: [{ card: "EDR_847", ref: "D" }], mana: { crystals: 0 } },
  actions: [{ type: "destroy", target: "D" }, { type: "heroPower" }],
  expect: { "D.zone": "graveyard", "p1.hero.armor": 1, "p1.hero.attack": 1 },
});
cardCase("EDR_847", {
  does: "without it, a 2-Cost Hero Power needs 2 mana",
  p1: { hero: { card: "HERO_06" }, board: [{ card: "EDR_847", ref: "D" }], mana: { crystals: 0 } },
  actions: [{ type: "heroPower" }],
  error: "illegal_action",
});

// Charred Chameleon: "Battlecry: If you've used your Hero Power this turn, give a friendly minion +1/+2 and Rush."
cardCase("FIR_908", {
  does: "after the Hero Power this turn: the chosen friendly minion gets +1/+2 and Rush",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "FIR_908", ref: "C" }, { card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "F" }, { type: "heroPower" }, { type: "play", card: "C", target: "F" },
    { type: "attack", attacker: "F", defender: "W" }],
  expect: { "F.attack": 3, "F.health": 4, "F.maxHealth": 5, "F.enchantments.0.card": "FIR_908e3", "W.zone": "graveyard", "C.attack": 1 },
});
cardCase("FIR_908", {
  does: "an enemy minion is not a valid target",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "FIR_908", ref: "C" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "heroPower" }, { type: "play", card: "C", target: "E" }],
  error: "illegal_action",
});
cardCase("FIR_908", {
  does: "without a Hero Power used this turn it takes no target",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "FIR_908", ref: "C" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  error: "illegal_action",
});
cardCase("FIR_908", {
  does: "a Hero Power used last turn does not count: played without a target, nothing changes",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "FIR_908", ref: "C" }], board: [{ card: "CS2_120", ref: "F" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "heroPower" }, endTurn, endTurn, { type: "play", card: "C" }],
  expect: { "C.zone": "board", "F.attack": 2, "F.health": 3, "F.enchantments": undefined },
});

// The condition `heroPowerUsedThisTurn` in a client's card (docs/card-format.md, Conditions).
const MY_POWERED = { id: "MY_POWERED", type: "MINION", cost: 2, attack: 2, health: 2,
  battlecry: [{ type: "if", if: { heroPowerUsedThisTurn: true }, then: [{ type: "draw" }] }] };
cardCase("FIR_908", {
  does: "(client card) heroPowerUsedThisTurn: draws only after the Hero Power this turn",
  cards: [MY_POWERED],
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "MY_POWERED", ref: "A" }, { card: "MY_POWERED", ref: "B" }], deck: wisps(3) },
  actions: [{ type: "play", card: "A" }, { type: "heroPower" }, { type: "play", card: "B" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2 },
});

// Grove Shaper: "After you cast a Nature spell, summon a 2/2 Treant with "Deathrattle: Get a copy of that spell.""
cardCase("EDR_271", {
  does: "after a friendly Nature spell: a 2/2 Treant right of it that remembers the spell; its Deathrattle gives a new copy of it",
  p1: { board: [{ card: "EDR_271", ref: "G" }], hand: [{ card: "EX1_169", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.board": ["EDR_271", "EDR_271t"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p2.board": [] },
});
describeCard("EDR_271", () => {
  it("the Treant's Deathrattle gives its player a copy of that spell", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, board: [{ card: "EDR_271", ref: "G" }],
      hand: [{ card: "EX1_169", ref: "I" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "I" }, { type: "destroy", target: "p1.board.1" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["EDR_271"]);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["EX1_169"]);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  });
});
cardCase("EDR_271", {
  does: "a spell of another school summons nothing",
  p1: { board: [{ card: "EDR_271", ref: "G" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "p1.board": ["EDR_271"], "p2.hero.health": 29 },
});
cardCase("EDR_271", {
  does: "the opponent's Nature spell summons nothing",
  p1: { board: [{ card: "EDR_271", ref: "G" }] },
  p2: { hand: [{ card: "EX1_169", ref: "I" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.board": ["EDR_271"], "p2.board": [] },
});

// Overheat: "Give your minions +1/+1. Discard a random Nature spell to give them +1/+1 more."
cardCase("FIR_906", {
  does: "holding a Nature spell: it is discarded (not the other spell), your minions get +2/+2 in all, enemy minions nothing",
  p1: { hand: [{ card: "FIR_906", ref: "O" }, { card: "EX1_154", ref: "N" }, { card: "CS2_008", ref: "M" }],
    board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_231", ref: "B" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "N.zone": "graveyard", "M.zone": "hand", "A.attack": 4, "A.health": 5, "B.attack": 3, "B.health": 3, "E.attack": 2, "E.health": 3,
    "events.discard": 1 },
});
cardCase("FIR_906", {
  does: "no Nature spell in hand: +1/+1 only, nothing discarded",
  p1: { hand: [{ card: "FIR_906", ref: "O" }, { card: "CS2_008", ref: "M" }, { card: "CS2_120", ref: "R" }], board: [{ card: "CS2_120", ref: "A" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "M.zone": "hand", "R.zone": "hand", "A.attack": 3, "A.health": 4, "events.discard": 0 },
});
cardCase("FIR_906", {
  does: "one of two Nature spells is discarded, not both",
  p1: { hand: [{ card: "FIR_906", ref: "O" }, { card: "EX1_154" }, { card: "CS2_013" }], board: [{ card: "CS2_120", ref: "A" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.hand.length": 1, "A.attack": 4, "events.discard": 1 },
});

// Forest Lord Cenarius: "Choose Thrice - Give your other minions +1/+3; or Summon a 5/5 Ancient with Taunt."
describeCard("EDR_209", () => {
  const body = (choices: number[] | undefined, seed = 1) => ({ seed, ...(choices ? { choices } : {}), state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "EDR_209", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
    { mana: { crystals: 10 }, board: [{ card: "CS2_182", ref: "E" }] }] }, actions: [{ type: "play", card: "C" }] });
  it("three picks, each resolved before the next: Ancient, Ancient, then +1/+3 reaches both Ancients too", () => {
    const r = run(body([1, 1, 0]));
    const board = r.state.players[0]!.board;
    expect(board.map((m) => m.card)).toEqual(["CS2_182", "EDR_209", "EDR_209t5", "EDR_209t5"]);
    const [f, c, a1, a2] = board;
    expect([f!.attack, f!.health]).toEqual([5, 8]);
    expect([c!.attack, c!.health]).toEqual([5, 8]); // not itself
    for (const a of [a1!, a2!]) { expect([a.attack, a.health]).toEqual([6, 8]); expect(a.seen?.TAUNT).toBe(1); }
    const e = r.state.players[1]!.board[0]!;
    expect([e.attack, e.health]).toEqual([4, 5]);
    expect(events(r, "choose")).toHaveLength(3);
  });
  it("the same option three times: +3/+9 to the other minions", () => {
    const r = run(body([0, 0, 0]));
    const f = r.state.players[0]!.board[0]!;
    expect([f.attack, f.health]).toEqual([7, 14]);
    expect(r.state.players[0]!.board).toHaveLength(2);
  });
  it("with no answers, three seeded picks are recorded (every seed: 3 picks, Ancients and buffs adding up)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run(body(undefined, seed));
      expect(events(r, "choose")).toHaveLength(3);
      const ancients = r.state.players[0]!.board.filter((m) => m.card === "EDR_209t5").length;
      const f = r.state.players[0]!.board[0]!;
      expect(f.health! - 5).toBe(3 * (3 - ancients));
    }
  });
});
describeCard("EDR_209", () => {
  it("a client's Choose Thrice spell: three picks from the request's choices", () => {
    const mine = { id: "MY_THRICE", type: "SPELL", cost: 3, spell: [{ type: "repeat", times: 3, do: [{ type: "choose", options: [{ effects: [{ type: "draw" }] }, { effects: [{ type: "armor", amount: 2 }] }] }] }] };
    const r = run({ cards: [mine], choices: [1, 0, 1], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_THRICE", ref: "S" }], deck: wisps(3) }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.hero.armor).toBe(4);
    expect(r.state.players[0]!.hand).toHaveLength(1);
  });
});

// Amirdrassil: "Summon a 1-Cost minion. Gain 1 Armor. Draw 1 card. Refresh 1 Mana Crystal. (Improves each use!)"
describeCard("FIR_907", () => {
  const body = (seed: number) => run({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10, used: 6 }, board: [{ card: "FIR_907", ref: "A" }], deck: wisps(8) },
    { mana: { crystals: 10 }, deck: wisps(3, "x") }] },
  actions: [{ type: "useLocation", card: "A" }] });
  it("first use: a random 1-Cost minion on its side, 1 Armor, 1 card, 1 crystal refreshed; then improved", () => {
    for (const seed of [1, 2, 3]) {
      const r = body(seed);
      const p = r.state.players[0]!;
      expect(p.board).toHaveLength(2);
      expect(findCard(p.board[1]!.card)!.cost).toBe(1);
      expect(r.state.players[1]!.board).toHaveLength(0);
      expect(p.hero.armor).toBe(1);
      expect(p.hand).toHaveLength(1);
      expect(p.mana.used).toBe(5);
      expect(p.board[0]!.tags?.IMPROVEMENTS).toBe(1);
    }
  });
  it("once improved, a use does each with 2 (and the location comes back from the output state improved)", () => {
    const r = run({ seed: 2, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10, used: 8 }, board: [{ card: "FIR_907", ref: "A", tags: { IMPROVEMENTS: 1 } }], deck: wisps(8) },
      { mana: { crystals: 10 }, deck: wisps(3, "x") }] },
    actions: [{ type: "useLocation", card: "A" }] });
    const p = r.state.players[0]!;
    expect(findCard(p.board[1]!.card)!.cost).toBe(2);
    expect(p.hero.armor).toBe(2);
    expect(p.hand).toHaveLength(2);
    expect(p.mana.used).toBe(6);
    expect(p.board[0]!.tags?.IMPROVEMENTS).toBe(2);
  });
});

// Reforestation: "Choose One - Draw a spell; or Draw a minion. (Hold this for 3 turns to do both!)"
cardCase("EDR_843", {
  does: "first option: draws a spell (not the minion on top)",
  p1: { hand: [{ card: "EDR_843", ref: "R" }], deck: [{ card: "CS2_182", ref: "M" }, { card: "CS2_029", ref: "S" }] },
  actions: [{ type: "play", card: "R", choose: 1 }],
  expect: { "S.zone": "hand", "M.zone": "deck" },
});
cardCase("EDR_843", {
  does: "second option: draws a minion",
  p1: { hand: [{ card: "EDR_843", ref: "R" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_182", ref: "M" }] },
  actions: [{ type: "play", card: "R", choose: 2 }],
  expect: { "S.zone": "deck", "M.zone": "hand" },
});
cardCase("EDR_843", {
  does: "held through the ends of three of its owner's turns: at the next turn's start it does both (EDR_843t1), spell then minion",
  p1: { hand: [{ card: "EDR_843", ref: "R", tags: { NUM_TURNS_IN_HAND: 2 } }], deck: [{ card: "CS2_231" }, { card: "CS2_182", ref: "M" }, { card: "CS2_029", ref: "S" }] },
  p2: { deck: wisps(2, "o") },
  actions: [endTurn, endTurn, { type: "play", card: "R" }],
  expect: { "R.card": "EDR_843t1", "R.zone": "graveyard", "S.zone": "hand", "M.zone": "hand", "p1.hand.length": 3 },
});
cardCase("EDR_843", {
  does: "held through two of its owner's turn ends only (the opponent's turns do not count): still a Choose One",
  p1: { hand: [{ card: "EDR_843", ref: "R", tags: { NUM_TURNS_IN_HAND: 1 } }], deck: wisps(2) },
  p2: { deck: wisps(2, "o") },
  actions: [endTurn, endTurn],
  expect: { "R.card": "EDR_843", "R.zone": "hand", "R.tags.NUM_TURNS_IN_HAND": 2 },
});

describe("client cards using the Emerald Dream additions (Druid, turns held)", () => {
  it("a client's \"Costs (1) less for each turn you've held this\" reads turnsInHand", () => {
    const card = { id: "C_PATIENT", type: "MINION", cost: 6, attack: 6, health: 6, auras: [{ to: "self", zone: "hand", buff: { cost: { stat: "turnsInHand", of: "self", multiply: -1 } } }] };
    const r = run({ cards: [card], state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "C_PATIENT", ref: "P", tags: { NUM_TURNS_IN_HAND: 1 } }], deck: wisps(3) }, { deck: wisps(3, "o") }] }, actions: [endTurn, endTurn] });
    const p = r.state.players[0]!.hand.find((c) => c.card === "C_PATIENT")!;
    expect(p.cost).toBe(4);
  });
});
