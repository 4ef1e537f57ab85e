/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Mage cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };

// Divination: "Destroy a friendly Wisp to draw 3 cards."
cardCase("EDR_804", {
  does: "destroys the friendly Wisp and draws 3",
  p1: { hand: [{ card: "EDR_804", ref: "D" }], board: [{ card: "CS2_231", ref: "W" }], deck: wisps(4, "d") },
  actions: [{ type: "play", card: "D", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand.length": 3, "p2.hand.length": 0 },
});
cardCase("EDR_804", {
  does: "another friendly minion is not a valid target",
  p1: { hand: [{ card: "EDR_804", ref: "D" }], board: [{ card: "CS2_120", ref: "F" }], deck: wisps(4, "d") },
  actions: [{ type: "play", card: "D", target: "F" }],
  error: "illegal_action",
});
cardCase("EDR_804", {
  does: "an enemy Wisp is not a valid target",
  p1: { hand: [{ card: "EDR_804", ref: "D" }], deck: wisps(4, "d") },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  error: "illegal_action",
});

// Spark of Life: "Choose One - Discover a Mage spell; or Discover a Druid spell."
cardCase("EDR_872", {
  does: "first option: the three offered are Mage spells",
  p1: { hand: [{ card: "EDR_872", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 1 }],
  choices: [0],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", cardClass: "MAGE" });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[0]]);
  },
});
cardCase("EDR_872", {
  does: "second option: Druid spells",
  p1: { hand: [{ card: "EDR_872", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 2 }],
  choices: [2],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", cardClass: "DRUID" });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[2]]);
  },
});

const friendlyDeaths = (n: number, controller = 1) => Array.from({ length: n }, () => ({ card: "CS2_231", controller, turn: 3 }));

// Starsurge: "Deal $1 damage to a minion. (Improved by each friendly minion that died this game.)"
cardCase("EDR_941", {
  does: "3 friendly deaths (2 enemy ones not counted): 4 damage to the minion",
  p1: { hand: [{ card: "EDR_941", ref: "S" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  state: { deaths: [...friendlyDeaths(3), ...friendlyDeaths(2, 2)] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 30 },
});
cardCase("EDR_941", {
  does: "no deaths: 1 damage; Spell Damage +1 makes it 2",
  p1: { hand: [{ card: "EDR_941", ref: "S" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 5 },
});
cardCase("EDR_941", {
  does: "a minion dying this game counts once it has died (Wisp killed first by a Moonfire)",
  p1: { hand: [{ card: "EDR_941", ref: "S" }, { card: "CS2_008", ref: "M" }], board: [{ card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "W" }, { type: "play", card: "S", target: "E" }],
  expect: { "W.zone": "graveyard", "E.health": 5 },
});
cardCase("EDR_941", {
  does: "a hero is no target",
  p1: { hand: [{ card: "EDR_941", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Aessina: "Battlecry: If 20 friendly minions have died this game, deal 20 damage split among all enemies."
cardCase("EDR_430", {
  does: "20 friendly deaths: 20 one-damage hits among enemies only",
  p1: { hand: [{ card: "EDR_430", ref: "A" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", enchantments: [{ health: 30 }] }] },
  state: { deaths: friendlyDeaths(20) },
  actions: [{ type: "play", card: "A" }],
  check: (r) => {
    expect(events(r, "damage").filter((e) => e.amount === 1)).toHaveLength(20);
    const p2 = r.state.players[1]!;
    expect((30 - p2.hero.health!) + (35 - p2.board[0]!.health!)).toBe(20);
    expect(r.state.players[0]!.hero.health).toBe(30);
    expect(r.state.players[0]!.board[0]!.health).toBe(5);
  },
});
cardCase("EDR_430", {
  does: "19 friendly deaths and 5 enemy ones: nothing",
  p1: { hand: [{ card: "EDR_430", ref: "A" }] },
  state: { deaths: [...friendlyDeaths(19), ...friendlyDeaths(5, 2)] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.hero.health": 30, "events.damage": 0, "p1.board": ["EDR_430"] },
});
describeCard("EDR_941", () => {
  it("a client's card may read the same amount, for the enemy's minions too", () => {
    const mine = { id: "MY_MOURNER", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "armor", amount: { died: "minions", side: "enemy", multiply: 2 } }] };
    const r = run({ cards: [mine], state: { turn: 5, activePlayer: 1, deaths: [...friendlyDeaths(3), ...friendlyDeaths(2, 2)], players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_MOURNER", ref: "M" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "M" }] });
    expect(r.state.players[0]!.hero.armor).toBe(4);
  });
});

// Inferno Herald: "After you cast a Fire spell, get a random Elemental and reduce its Cost by (3)."
describeCard("FIR_913", () => {
  const body = (spell: string, seed: number) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, board: [{ card: "FIR_913", ref: "H" }], hand: [{ card: spell, ref: "S" }] },
    { mana: { crystals: 10 }, board: [{ card: "FIR_913", ref: "E" }] }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }] });
  it("after a Fire spell: one random Elemental in hand, costing 3 less (never below 0), for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run(body("CS2_029", seed)); // Fireball (Fire)
      expect(r.state.players[1]!.hero.health).toBe(24);
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      const f = findCard(hand[0]!.card)!;
      expect(f.type).toBe("MINION");
      expect(f.races?.some((x) => x === "ELEMENTAL" || x === "ALL")).toBe(true);
      expect(hand[0]!.cost).toBe(Math.max(0, (f.cost ?? 0) - 3));
      expect(r.state.players[1]!.hand).toHaveLength(0); // the enemy Herald does not answer your spells
    }
  });
  it("a spell of another school gives nothing", () => {
    const r = run(body("CS2_024", 1)); // Frostbolt (Frost)
    expect(r.state.players[0]!.hand).toHaveLength(0);
  });
});

// Merry Moonkin: "At the end of your turn, gain 1 Armor. (Improved by Wisps you control!)"
cardCase("EDR_940", {
  does: "at the end of your turn, 1 Armor and 1 more for each Wisp you control (not the enemy's)",
  p1: { board: [{ card: "EDR_940", ref: "M" }, { card: "CS2_231" }, { card: "CS2_231" }], deck: wisps(2) },
  p2: { board: [{ card: "CS2_231", ref: "E" }], deck: wisps(2, "x") },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hero.armor": 3, "p2.hero.armor": 0 },
});
cardCase("EDR_940", {
  does: "no Wisps: 1 Armor; nothing at the end of the opponent's turn",
  p1: { board: [{ card: "EDR_940", ref: "M" }], deck: wisps(2) },
  p2: { deck: wisps(2, "x") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.armor": 1 },
});

// Scorching Winds: "Deal $3 damage. Discard a random Fire spell to deal $3 more."
cardCase("FIR_910", {
  does: "3 damage, then a Fire spell of the hand is discarded (not the Frost one) and 3 more: two hits on the target",
  p1: { hand: [{ card: "FIR_910", ref: "S" }, { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 1, "F.zone": "graveyard", "B.zone": "hand", "events.damage": 2 },
});
cardCase("FIR_910", {
  does: "no Fire spell in hand: only 3 damage, nothing discarded",
  p1: { hand: [{ card: "FIR_910", ref: "S" }, { card: "CS2_024", ref: "B" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 4, "B.zone": "hand", "events.damage": 1 },
});
cardCase("FIR_910", {
  does: "a Divine Shield stops the first hit only",
  p1: { hand: [{ card: "FIR_910", ref: "S" }, { card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "EX1_008", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.zone": "graveyard" },
});

// Stellar Balance: "Get a Moonfire and a Starfire. Give them Spell Damage +1."
cardCase("EDR_874", {
  does: "a Moonfire then a Starfire in hand, each with Spell Damage +1: Moonfire deals 2 to the hero, Starfire 6 to a 7-Health minion (and draws)",
  p1: { hand: [{ card: "EDR_874", ref: "S" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }, { card: "CS2_200", ref: "F" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "p1.hand.0", target: "p2.hero" }, { type: "play", card: "p1.hand.0", target: "F" }],
  expect: { "p2.hero.health": 28, "F.health": 1, "E.health": 7, "p1.hand": ["CS2_231"], "p1.hero.health": 30 },
});
cardCase("EDR_874", {
  does: "the cards are Moonfire and Starfire, in that order, each carrying the enchantment; another spell is not changed",
  p1: { hand: [{ card: "EDR_874", ref: "S" }, { card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "M", target: "p2.hero" }],
  expect: { "p1.hand": ["CS2_008", "EX1_173"], "p1.hand.0.enchantments.0.card": "EDR_874e", "p1.hand.1.enchantments.0.card": "EDR_874e", "p1.hand.0.enchantments.length": 1, "p2.hero.health": 29 },
});

// Q'onzu: "Battlecry: Discover a spell. Choose to keep it or put it on top of your opponent's deck."
describeCard("EDR_517", () => {
  const play = (choices: number[], hand: object[] = []) => run({ choices, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hero: { card: "HERO_08" }, hand: [{ card: "EDR_517", ref: "Q" }, ...hand] },
    { deck: [{ card: "CS2_231", ref: "X" }, { card: "CS2_231" }] }] }, actions: [{ type: "play", card: "Q" }, { type: "endTurn" }] });
  const taken = (r: ReturnType<typeof run>) => {
    const d = events(r, "discover")[0] as unknown as { options: string[]; chosen: string };
    return d.chosen;
  };
  it("keep (the first choice): the spell Discovered stays in your hand; the opponent's deck is unchanged (they draw their own card)", () => {
    const r = play([1, 0]);
    const id = taken(r);
    expect(findCard(id)!.type).toBe("SPELL");
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([id]);
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(r.state.players[1]!.deck.length).toBe(1);
  });
  it("put it on top (the second choice): it leaves your hand for the top of the opponent's deck, and they draw it next", () => {
    const r = play([2, 1]);
    const id = taken(r);
    expect(r.state.players[0]!.hand).toEqual([]);
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual([id]);
    expect(r.state.players[1]!.deck.length).toBe(2);
  });
  it("an opponent with an empty deck: the spell put there is what they draw (no Fatigue)", () => {
    const r = run({ choices: [0, 1], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hero: { card: "HERO_08" }, hand: [{ card: "EDR_517", ref: "Q" }] }, { deck: [] }] },
      actions: [{ type: "play", card: "Q" }, { type: "endTurn" }] });
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual([taken(r)]);
    expect(r.state.players[1]!.hero.health).toBe(30);
  });
});

// Forbidden Shrine: "Spend all your Mana. Cast a random spell that costs that much."
describeCard("EDR_520", () => {
  const body = (seed: number, mana: Record<string, number>) => run({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana, board: [{ card: "EDR_520", ref: "L" }], deck: wisps(5) }, { board: [{ card: "CS2_182" }], deck: wisps(3, "x") }] },
    actions: [{ type: "useLocation", card: "L" }] });
  it("spends all its player's Mana (temporary too) and casts a random spell of that Cost", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = body(seed, { crystals: 10, used: 7, temp: 1 });
      const p = r.state.players[0]!;
      expect(p.mana).toMatchObject({ crystals: 10, used: 10, temp: 0 });
      const pick = r.random.find((d) => d.purpose === "random card")!;
      expect(pick.candidates.length).toBeGreaterThan(3);
      for (const id of pick.candidates as string[]) expect(findCard(id)).toMatchObject({ type: "SPELL", cost: 4 });
      expect(findCard(pick.chosen as string)!.cost).toBe(4);
      expect(p.board.find((m) => m.card === "EDR_520")!.health).toBe(2);
    }
  });
  it("with no Mana left it casts a 0-Cost spell", () => {
    const r = body(2, { crystals: 10, used: 10 });
    const pick = r.random.find((d) => d.purpose === "random card")!;
    for (const id of pick.candidates as string[]) expect(findCard(id)!.cost).toBe(0);
  });
});

// Smoldering Grove: "Draw {0} card. (Upgrades each turn, but discards after {1}!)" ({0} from 1, {1} from 3)
describeCard("FIR_911", () => {
  const held = (rounds: number, play = true) => run({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "FIR_911", ref: "G" }], deck: wisps(12) }, { deck: wisps(12, "o") }] },
    actions: [...Array.from({ length: rounds * 2 }, () => endTurn), ...(play ? [{ type: "play", card: "G" }] : [])] });
  it("played the turn it is held: draws 1; after one of its player's turns ended in hand: 2; after two: 3", () => {
    expect(held(0).state.players[0]!.deck).toHaveLength(11);
    expect(held(1).state.players[0]!.deck).toHaveLength(12 - 1 - 2);
    expect(held(2).state.players[0]!.deck).toHaveLength(12 - 2 - 3);
  });
  it("the end of its player's third turn in hand discards it (a discard event), and the opponent's turns do not count", () => {
    const r = held(3, false);
    expect(r.state.players[0]!.hand.map((c) => c.ref)).not.toContain("G");
    expect(events(r, "discard").length).toBe(1);
    const r2 = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_911", ref: "G" }], deck: wisps(12) }, { deck: wisps(12, "o") }] },
      actions: [endTurn, endTurn, endTurn, endTurn] });
    expect(r2.state.players[0]!.hand.map((c) => c.ref)).toContain("G");
  });
});

describe("Smoldering Grove across requests (a stateless API: the count is in the snapshot)", () => {
  it("held through one of its player's turns, then played in the next request: draws 2", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_911", ref: "G" }], deck: wisps(12) }, { deck: wisps(12, "o") }] }, actions: [endTurn, endTurn] });
    const r2 = run({ state: r.state, actions: [{ type: "play", card: "G" }] } as never);
    expect(r2.state.players[0]!.deck).toHaveLength(12 - 1 - 2);
  });
});
