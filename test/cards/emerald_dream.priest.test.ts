/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Priest cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Moonwell: "Deal $4 damage to all enemy characters. Restore #4 Health to all friendly characters."
cardCase("EDR_476", {
  does: "4 damage to each enemy character, 4 Health back to each friendly one",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "EDR_476", ref: "M" }], board: [{ card: "CS2_182", ref: "F", health: 1 }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "E.health": 1, "p2.hero.health": 26, "F.health": 5, "p1.hero.health": 24 },
});

// Twilight Influence: "Choose One - Destroy a minion with 3 or less Attack; or Summon a random 2-Cost minion."
cardCase("EDR_463", {
  does: "first option destroys a minion with 3 Attack",
  p1: { hand: [{ card: "EDR_463", ref: "T" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "T", choose: 1, target: "E" }],
  expect: { "E.zone": "graveyard" },
});
cardCase("EDR_463", {
  does: "a minion with 4 Attack is not a valid target",
  p1: { hand: [{ card: "EDR_463", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "T", choose: 1, target: "E" }],
  error: "illegal_action",
});
cardCase("EDR_463", {
  does: "second option summons a random 2-Cost minion on its player's side",
  p1: { hand: [{ card: "EDR_463", ref: "T" }] },
  actions: [{ type: "play", card: "T", choose: 2 }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(findCard(b[0]!.card)!.cost).toBe(2);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Selenic Drake: "Elusive. At the end of your turn, get a random Dragon."
cardCase("EDR_462", {
  does: "at the end of its player's turn they get a random Dragon",
  p1: { board: [{ card: "EDR_462" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [endTurn],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(findCard(hand[0]!.card)!.races.some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
  },
});
cardCase("EDR_462", {
  does: "Elusive: a spell cannot target it",
  p2: { board: [{ card: "EDR_462", ref: "D" }] },
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "D" }],
  error: "illegal_action",
});

// Weaver of the Cycle: "Battlecry: If you're holding a spell that costs (5) or more, deal 3 damage."
cardCase("EDR_472", {
  does: "holding a 5-cost spell: 3 damage to the chosen enemy minion",
  p1: { hand: [{ card: "EDR_472", ref: "W" }, { card: "EDR_476" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "W", target: "E" }],
  expect: { "E.health": 2, "E2.health": 5, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("EDR_472", {
  does: "holding only cheaper spells: no target, no damage",
  p1: { hand: [{ card: "EDR_472", ref: "W" }, { card: "CS2_029" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "E.health": 5, "p1.board": ["EDR_472"], "events.damage": 0 },
});
cardCase("EDR_472", {
  does: "holding only cheaper spells, a target given: illegal",
  p1: { hand: [{ card: "EDR_472", ref: "W" }, { card: "CS2_029" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "W", target: "E" }],
  error: "illegal_action",
});

// Spirit of the Kaldorei: "Taunt, Lifesteal Battlecry: If you used your Hero Power this turn, gain +3/+3."
cardCase("FIR_777", {
  does: "after its player's Hero Power this turn: 4/6 with Taunt and Lifesteal",
  p1: { hand: [{ card: "FIR_777", ref: "S" }] },
  actions: [{ type: "heroPower", target: "p1.hero" }, { type: "play", card: "S" }],
  expect: { "S.attack": 4, "S.health": 6, "S.seen.TAUNT": 1, "S.seen.LIFESTEAL": 1, "S.enchantments.0.card": "FIR_777e2" },
});
cardCase("FIR_777", {
  does: "no Hero Power used: a 1/3",
  p1: { hand: [{ card: "FIR_777", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.attack": 1, "S.health": 3 },
});
cardCase("FIR_777", {
  does: "the opponent's Hero Power on their turn does not count, nor its player's on the previous turn",
  p1: { hand: [{ card: "FIR_777", ref: "S" }] },
  actions: [{ type: "heroPower", target: "p1.hero" }, { type: "endTurn" }, { type: "heroPower" }, { type: "endTurn" }, { type: "play", card: "S" }],
  expect: { "S.attack": 1, "S.health": 3 },
});
cardCase("FIR_777", {
  does: "a Hero Power replaced after its use (Shadowform) still counts",
  p1: { hand: [{ card: "FIR_777", ref: "S" }, { card: "EX1_625" }] },
  actions: [{ type: "heroPower", target: "p1.hero" }, { type: "play", card: "p1.hand.1" }, { type: "play", card: "S" }],
  expect: { "S.attack": 4, "S.health": 6 },
});
describeCard("FIR_777", () => {
  it("a client's card may ask the same condition", () => {
    const mine = { id: "MY_ADEPT", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [{ type: "if", if: { heroPowerUsedThisTurn: true }, then: [{ type: "draw" }] }] };
    const body = (acts: unknown[]) => run({ cards: [mine], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_ADEPT", ref: "A" }], deck: [{ card: "CS2_231" }] }, { mana: { crystals: 10 } }] }, actions: acts });
    expect(body([{ type: "heroPower", target: "p1.hero" }, { type: "play", card: "A" }]).state.players[0]!.hand).toHaveLength(1);
    expect(body([{ type: "play", card: "A" }]).state.players[0]!.hand).toHaveLength(0);
  });
});

// Tyrande: "Battlecry: The next 3 spells you play cast twice."
describeCard("EDR_464", () => {
  const state = (acts: unknown[], usesLeft?: number) => run({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hero: { card: "HERO_09", ...(usesLeft === undefined ? {} : { enchantments: [{ card: "EDR_464e2", usesLeft }] }) },
      hand: [{ card: "EDR_464", ref: "T" }, ...["a", "b", "c", "d"].map((r) => ({ card: "CS2_008", ref: r }))], deck: wisps(2) },
    { mana: { crystals: 10 }, hero: { card: "HERO_08", health: 30 }, deck: wisps(2, "x") }] }, actions: acts });
  const moonfire = (r: string) => ({ type: "play", card: r, target: "p2.hero" });
  it("the next three spells resolve twice, the fourth once; the state then goes", () => {
    const r = state([{ type: "play", card: "T" }, moonfire("a"), moonfire("b"), moonfire("c"), moonfire("d")]);
    expect(r.state.players[1]!.hero.health).toBe(30 - 2 - 2 - 2 - 1);
    expect(r.state.players[0]!.hero.enchantments ?? []).toHaveLength(0);
  });
  it("uses are counted across turns, and the output state keeps what is left", () => {
    const r = state([{ type: "play", card: "T" }, moonfire("a"), { type: "endTurn" }, { type: "endTurn" }, moonfire("b")]);
    expect(r.state.players[1]!.hero.health).toBe(30 - 4);
    expect(r.state.players[0]!.hero.enchantments).toEqual([expect.objectContaining({ card: "EDR_464e2", usesLeft: 1 })]);
    const again = state([moonfire("c"), moonfire("d")], 1);
    expect(again.state.players[1]!.hero.health).toBe(30 - 2 - 1);
  });
  it("minions played do not use it up; the opponent's spells are not doubled", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "EDR_464", ref: "T" }, { card: "CS2_231", ref: "W" }, { card: "CS2_008", ref: "a" }], deck: [{ card: "CS2_231" }] },
      { mana: { crystals: 10 }, hand: [{ card: "CS2_008", ref: "e" }], deck: [{ card: "CS2_231" }] }] },
    actions: [{ type: "play", card: "T" }, { type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "e", target: "p1.hero" }, { type: "endTurn" }, moonfire("a")] });
    expect(r.state.players[0]!.hero.health).toBe(29);
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(r.state.players[0]!.hero.enchantments).toEqual([expect.objectContaining({ card: "EDR_464e2", usesLeft: 2 })]);
  });
  it("a client's enchantment may have uses: \"your next 2 spells cost (1) less\" as a cost state", () => {
    const cards = [
      { id: "MY_SAVER", type: "SPELL", cost: 1, spell: [{ type: "buff", to: "friendly-hero", enchantment: "MY_SAVERe" }] },
      { id: "MY_SAVERe", type: "ENCHANTMENT", uses: 2, consumedBy: { type: "spell" },
        auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { cost: -1 } }] },
    ];
    const r = run({ cards, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_SAVER", ref: "S" }, { card: "CS2_029", ref: "f1" }, { card: "CS2_029", ref: "f2" }, { card: "CS2_029", ref: "f3" }] },
      { mana: { crystals: 10 } }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "f1", target: "p2.hero" }, { type: "play", card: "f2", target: "p2.hero" }] });
    // 1 + 3 + 3 mana: both Fireballs were cheaper; the state is gone after the second.
    expect(r.state.players[0]!.mana.used).toBe(7);
    expect(r.state.players[0]!.hero.enchantments ?? []).toHaveLength(0);
    expect(r.state.players[0]!.hand.map((c) => c.cost)).toEqual([4]);
  });
});

// Wish of the New Moon: "Deal $6 damage to a minion. (Cast 3 spells to gain Lifesteal.)"
const moonfires = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "CS2_008", ref: `M${i}` }));
const castAll = (n: number) => Array.from({ length: n }, (_, i) => ({ type: "play", card: `M${i}`, target: "p2.hero" }));
cardCase("EDR_460", {
  does: "three spells cast while it is held: it becomes Wish of the Full Moon (the same cost)",
  p1: { hand: [{ card: "EDR_460", ref: "W" }, ...moonfires(3)] },
  actions: castAll(3),
  expect: { "p1.hand": ["EDR_460t"], "p1.hand.0.cost": 3, "p2.hero.health": 27 },
});
cardCase("EDR_460", {
  does: "the Full Moon one deals 6 to a minion with Lifesteal: your hero is healed 6",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "EDR_460", ref: "W" }, ...moonfires(3)] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [...castAll(3), { type: "play", card: "p1.hand.0", target: "E" }],
  expect: { "E.health": 1, "p1.hero.health": 26, "p2.hero.health": 27 },
});
cardCase("EDR_460", {
  does: "two spells only (and minions played): it stays the New Moon one — 6 damage, no Lifesteal",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "EDR_460", ref: "W" }, ...moonfires(2), { card: "CS2_231", ref: "X" }, { card: "CS2_231", ref: "Y" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [...castAll(2), { type: "play", card: "X" }, { type: "play", card: "Y" }, { type: "play", card: "W", target: "E" }],
  expect: { "E.health": 1, "p1.hero.health": 20, "W.card": "EDR_460" },
});
cardCase("EDR_460", {
  does: "only a minion: a hero is not a valid target",
  p1: { hand: [{ card: "EDR_460", ref: "W" }] },
  actions: [{ type: "play", card: "W", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EDR_460", {
  does: "spells cast before it came into the hand do not count (a card drawn after two spells needs three more)",
  p1: { hand: moonfires(3), deck: [{ card: "EDR_460", ref: "W" }] },
  actions: [{ type: "play", card: "M0", target: "p2.hero" }, { type: "play", card: "M1", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "play", card: "M2", target: "p2.hero" }],
  expect: { "W.zone": "hand", "W.card": "EDR_460" },
});

// Light of the New Moon: "Give a minion +3/+3. (Cast 3 spells to return this to your hand when played.)"
cardCase("FIR_918", {
  does: "as it is: +3/+3 to a minion (an enemy one too), and it does not come back",
  p1: { hand: [{ card: "FIR_918", ref: "L" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  expect: { "E.attack": 7, "E.health": 8, "p1.hand.length": 0 },
});
cardCase("FIR_918", {
  does: "three spells cast while it is held: it becomes Light of the Full Moon (3 Mana)",
  p1: { hand: [{ card: "FIR_918", ref: "L" }, ...moonfires(3)] },
  actions: castAll(3),
  expect: { "p1.hand": ["FIR_918t"], "p1.hand.0.cost": 3 },
});
cardCase("FIR_918", {
  does: "the Full Moon one gives +3/+3 and puts a new Light of the New Moon in the hand, which needs three spells again",
  p1: { hand: [{ card: "FIR_918", ref: "L" }, ...moonfires(4)], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [...castAll(3), { type: "play", card: "p1.hand.0", target: "F" }, { type: "play", card: "M3", target: "p2.hero" }],
  expect: { "F.attack": 7, "F.health": 8, "p1.hand": ["FIR_918"] },
});
cardCase("FIR_918", {
  does: "only a minion: a hero is not a valid target",
  p1: { hand: [{ card: "FIR_918", ref: "L" }] },
  actions: [{ type: "play", card: "L", target: "p1.hero" }],
  error: "illegal_action",
});

// Ritual of the New Moon: "Summon two random 3-Cost minions. (Cast 3 spells to summon 6-Cost minions instead.)"
describeCard("EDR_461", () => {
  const costs = (r: ReturnType<typeof run>) => r.state.players[0]!.board.map((m) => findCard(m.card)!.cost);
  it("as it is: two random 3-Cost minions, for every seed", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_461", ref: "R" }] }, {}] }, actions: [{ type: "play", card: "R" }] });
      expect(costs(r)).toEqual([3, 3]);
      expect(r.state.players[1]!.board).toEqual([]);
    }
  });
  it("three spells cast while it is held: it becomes Ritual of the Full Moon, which summons two random 6-Cost minions", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_461", ref: "R" }, ...moonfires(3)] }, {}] },
        actions: [...castAll(3), { type: "play", card: "R" }] });
      expect(r.state.players[0]!.graveyard.map((c) => c.card)).toContain("EDR_461t");
      expect(costs(r)).toEqual([6, 6]);
    }
  });
});

// Smoldering Ascent: "Deal ${0} damage to all enemy minions. (Upgrades each turn, but discards after {1}!)"
describeCard("FIR_916", () => {
  const held = (rounds: number) => run({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "FIR_916", ref: "A" }], board: [{ card: "CS2_182", ref: "F" }], deck: wisps(8) }, { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(8, "o") }] },
    actions: [...Array.from({ length: rounds * 2 }, () => endTurn), { type: "play", card: "A" }] });
  it("1 damage to each enemy minion the turn it is held, 2 after one of its player's turns, 3 after two; friendly minions spared", () => {
    for (const [rounds, health] of [[0, 4], [1, 3], [2, 2]] as const) {
      const r = held(rounds);
      expect(r.state.players[1]!.board[0]).toMatchObject({ health });
      expect(r.state.players[0]!.board[0]).toMatchObject({ health: 5 });
    }
  });
});
