/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Demon Hunter cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { enchantmentsOf, expectTaken, GIFT_ENCHANTMENT, giftDiscover, SWEET_DREAMS } from "../support/dark-gift.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Felfire Blaze: "After you cast a Fel spell, destroy this and deal 2 damage to all enemies."
cardCase("FIR_904", {
  does: "after its player casts a Fel spell it is destroyed and deals 2 to every enemy, none to friends",
  p1: { board: [{ card: "FIR_904", ref: "B" }, { card: "CS2_120", ref: "F" }], hand: [{ card: "CORE_BT_035", ref: "S" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_120"]);
    expect(r.state.players[0]!.board[0]!.health).toBe(3);
    expect(r.state.players[1]!.hero.health).toBe(28);
    expect(r.state.players[0]!.hero.health ?? 30).toBe(30);
    expect(r.state.players[1]!.board[0]!.health).toBe(3);
    expect(findCard("CORE_BT_035")!.spellSchool).toBe("FEL");
  },
});
cardCase("FIR_904", {
  does: "a spell of another school does nothing",
  p1: { board: [{ card: "FIR_904", ref: "B" }], hand: [{ card: "CS2_029", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "B.zone": "board", "p2.hero.health": 30 },
});

// Defiled Spear: "After your hero attacks an enemy, deal your hero's Attack damage to another random enemy."
cardCase("EDR_842", {
  does: "after the hero attacks an enemy minion, its Attack (2) in damage to another enemy — here the enemy hero",
  p1: { weapon: { card: "EDR_842" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
  expect: { "E.health": 3, "p2.hero.health": 28 },
});
cardCase("EDR_842", {
  does: "attacking the enemy hero: the other enemy is the minion",
  p1: { weapon: { card: "EDR_842" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "E.health": 3, "p2.hero.health": 28 },
});
cardCase("EDR_842", {
  does: "a minion's attack does nothing",
  p1: { weapon: { card: "EDR_842" }, board: [{ card: "CS2_120", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "E.health": 5, "p2.hero.health": 28 },
});

// Nightmare Dragonkin: "Deathrattle: Reduce the Cost of the right-most card in your hand by (2)."
cardCase("EDR_890", {
  does: "the right-most card of its player's hand costs 2 less; the others and the opponent's do not change",
  p1: { board: [{ card: "EDR_890", ref: "D" }], hand: [{ card: "CS2_182", ref: "L" }, { card: "CS2_029", ref: "R" }] },
  p2: { hand: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "D.zone": "graveyard", "R.cost": 2, "L.cost": 4, "E.cost": 4 },
});
cardCase("EDR_890", {
  does: "an empty hand: nothing",
  p1: { board: [{ card: "EDR_890", ref: "D" }] },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "D.zone": "graveyard", "events.buff": 0 },
});

// Scorchreaver: "Battlecry: Discover a Fel spell. Reduce the Cost of Fel spells in your hand by (1)."
describeCard("FIR_952", () => {
  it("discovers a Fel spell, then every Fel spell in hand (that one too) costs 1 less; other cards do not", () => {
    const r = run({ seed: 5, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_10" }, mana: { crystals: 10 },
      hand: [{ card: "FIR_952", ref: "S" }, { card: "BT_235", ref: "F" }, { card: "CS2_029", ref: "N" }] }, { mana: { crystals: 10 }, hand: [{ card: "BT_235", ref: "E" }] }] },
      actions: [{ type: "play", card: "S" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)).toMatchObject({ type: "SPELL", spellSchool: "FEL" });
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.card)).toEqual(["BT_235", "CS2_029", offered[0]]);
    expect(hand[0]!.cost).toBe(findCard("BT_235")!.cost - 1);
    expect(hand[1]!.cost).toBe(4);
    expect(hand[2]!.cost).toBe(Math.max(0, findCard(offered[0]!)!.cost - 1));
    expect(r.state.players[1]!.hand[0]!.cost).toBe(findCard("BT_235")!.cost);
  });
});

// The `buff` effect's `cost` in a client's card (docs/card-format.md, Effects).
const MY_RIGHT = { id: "MY_RIGHT", type: "MINION", cost: 2, attack: 2, health: 2,
  battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { handPlace: "rightmost" } }, cost: -2 }] };
cardCase("EDR_890", {
  does: "(client card) buff cost: the right-most card in hand costs 2 less",
  cards: [MY_RIGHT],
  p1: { hand: [{ card: "MY_RIGHT", ref: "M" }, { card: "CS2_182", ref: "L" }, { card: "CS2_029", ref: "R" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "R.cost": 2, "L.cost": 4 },
});

// Ravenous Felhunter: "Deathrattle: Resurrect a friendly Deathrattle minion that costs (4) or less. Summon a copy of it."
cardCase("EDR_891", {
  does: "resurrects the only friendly Deathrattle minion of cost 4 or less that died (not a vanilla one, a 6-Cost one, an enemy's, itself) and summons a copy",
  state: { deaths: [{ card: "CS2_182", controller: 1, turn: 1 }, { card: "EX1_016", controller: 1, turn: 1 }, { card: "EX1_556", controller: 2, turn: 1 },
    { card: "EX1_096", controller: 1, turn: 1 }] },
  p1: { board: [{ card: "EDR_891", ref: "F" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "F.zone": "graveyard", "p1.board": ["EX1_096", "EX1_096"], "p2.board": [] },
});
describeCard("EDR_891", () => {
  it("several candidates: one is picked at random, the copy is of that one, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, deaths: [{ card: "EX1_096", controller: 1, turn: 1 }, { card: "EX1_556", controller: 1, turn: 2 }],
        players: [{ board: [{ card: "EDR_891", ref: "F" }] }, {}] }, actions: [{ type: "destroy", target: "F" }] });
      const b = r.state.players[0]!.board.map((m) => m.card);
      expect(b).toHaveLength(2);
      expect(["EX1_096", "EX1_556"]).toContain(b[0]);
      expect(b[1]).toBe(b[0]);
    }
  });
});
cardCase("EDR_891", {
  does: "no fitting minion died: nothing is summoned",
  state: { deaths: [{ card: "CS2_182", controller: 1, turn: 1 }, { card: "EX1_016", controller: 1, turn: 1 }] },
  p1: { board: [{ card: "EDR_891", ref: "F" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "p1.board": [], "events.summon": 0 },
});

// Ferocious Felbat: "Deathrattle: Resurrect a different friendly Deathrattle minion that costs (5) or more. Summon a copy of it."
cardCase("EDR_892", {
  does: "resurrects the friendly 5+-Cost Deathrattle minion that died (not a Felbat, a cheap one, a vanilla one, an enemy's) and summons a copy",
  state: { deaths: [{ card: "EDR_892", controller: 1, turn: 1 }, { card: "EX1_029", controller: 1, turn: 1 }, { card: "CS2_200", controller: 1, turn: 1 },
    { card: "EX1_534", controller: 2, turn: 1 }, { card: "EX1_110", controller: 1, turn: 2 }] },
  p1: { board: [{ card: "EDR_892", ref: "F" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "F.zone": "graveyard", "p1.board": ["EX1_110", "EX1_110"], "p2.board": [], "p2.hero.health": 30 },
});
cardCase("EDR_892", {
  does: "only Ferocious Felbats (itself, an earlier one) fit otherwise: nothing is summoned",
  state: { deaths: [{ card: "EDR_892", controller: 1, turn: 1 }, { card: "EX1_029", controller: 1, turn: 1 }] },
  p1: { board: [{ card: "EDR_892", ref: "F" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "p1.board": [], "events.summon": 0, "p2.hero.health": 30 },
});

// `resurrect` with `where` in a client's card (docs/card-format.md, Effects).
const MY_RAISER = { id: "MY_RAISER", type: "MINION", cost: 4, attack: 3, health: 3,
  deathrattle: [{ type: "resurrect", where: { deathrattle: true, costAtMost: 3 } }] };
cardCase("EDR_891", {
  does: "(client card) resurrect where: only a Deathrattle minion of cost 3 or less comes back",
  cards: [MY_RAISER],
  state: { deaths: [{ card: "EX1_016", controller: 1, turn: 1 }, { card: "CS2_120", controller: 1, turn: 1 }, { card: "EX1_556", controller: 1, turn: 1 }] },
  p1: { board: [{ card: "MY_RAISER", ref: "M" }] },
  actions: [{ type: "destroy", target: "M" }],
  expect: { "p1.board": ["EX1_556"] },
});

// Sigil of Cinder: "At the start of your next turn, deal $6 damage randomly split among all enemies."
describeCard("FIR_902", () => {
  const body = (seed: number, actions: unknown[], p1Board: unknown[] = []) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "FIR_902", ref: "S" }], deck: wisps(3), board: p1Board },
    { mana: { crystals: 10 }, deck: wisps(3, "e"), board: [{ card: "CS2_182", ref: "E" }] }] }, actions });
  it("nothing as it is played nor at the end of the turn or on the opponent's turn; at its player's next turn start, 6 damage split among enemies only", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r0 = run(body(seed, [{ type: "play", card: "S" }, endTurn]));
      expect(events(r0, "damage")).toHaveLength(0);
      const r = run(body(seed, [{ type: "play", card: "S" }, endTurn, endTurn]));
      const hits = events(r, "damage");
      expect(hits).toHaveLength(6);
      const p2 = r.state.players[1]!;
      const yetiLeft = p2.board[0]?.health ?? 0;
      expect((30 - p2.hero.health!) + (5 - yetiLeft)).toBe(6);
      expect(r.state.players[0]!.hero.health).toBe(30);
      // once only: the turn after, nothing more
      const r2 = run(body(seed, [{ type: "play", card: "S" }, endTurn, endTurn, endTurn, endTurn]));
      expect(events(r2, "damage")).toHaveLength(6);
    }
  });
  it("Spell Damage +1 on its player's board at that time adds a hit", () => {
    const r = run(body(7, [{ type: "play", card: "S" }, endTurn, endTurn], [{ card: "CS2_142" }]));
    expect(events(r, "damage")).toHaveLength(7);
  });
});
cardCase("FIR_902", {
  does: "it waits in its player's secret zone until its player's next turn starts, then leaves for the graveyard",
  p1: { hand: [{ card: "FIR_902", ref: "S" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "S" }, endTurn],
  expect: { "S.zone": "secrets", "p2.hero.health": 30 },
});
cardCase("FIR_902", {
  does: "after its player's next turn start: in the graveyard, 6 damage dealt to the enemy hero alone",
  p1: { hand: [{ card: "FIR_902", ref: "S" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "S" }, endTurn, endTurn],
  expect: { "S.zone": "graveyard", "p2.hero.health": 24, "p1.hero.health": 30 },
});

// Omen: "Rush, Windfury Deathrattle: Deal 1 damage to all enemies. (Improves after this attacks!)"
describeCard("EDR_421", () => {
  const body = (attacks: number) => run({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, board: [{ card: "EDR_421", ref: "O", health: 3 }, { card: "CS2_186", ref: "F" }], hand: [{ card: "CS2_062", ref: "H" }] },
    { mana: { crystals: 10 }, board: [{ card: "CS2_186", ref: "E" }] }] },
  actions: [...Array.from({ length: attacks }, () => ({ type: "attack", attacker: "O", defender: "p2.hero" })), { type: "play", card: "H" }] });
  it("having attacked twice (Windfury), its Deathrattle deals 3 to each enemy and none to its own side", () => {
    const r = body(2);
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_186"]);
    expect(r.state.players[1]!.board[0]!.health).toBe(7 - 3 - 3);
    expect(r.state.players[1]!.hero.health).toBe(30 - 12 - 3 - 3);
    expect(r.state.players[0]!.board[0]!.health).toBe(7 - 3);
    expect(r.state.players[0]!.hero.health).toBe(30 - 3);
    expect(events(r, "improve")).toHaveLength(2);
  });
  it("one attack: 2 damage; none: 1", () => {
    expect(body(1).state.players[1]!.board[0]!.health).toBe(7 - 3 - 2);
    expect(body(0).state.players[1]!.board[0]!.health).toBe(7 - 3 - 1);
  });
  it("a client's minion that improves each turn: \"At the end of your turn, gain 1 Armor. (Improves each turn!)\"", () => {
    const mine = { id: "MY_GROWER", type: "MINION", cost: 2, attack: 1, health: 3, triggers: [{ on: "turn-end", if: { turn: "own" },
      do: [{ type: "armor", amount: { stat: "improvements", of: "self", add: 1 } }, { type: "improve" }] }] };
    const r = run({ cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, board: [{ card: "MY_GROWER", ref: "G" }], deck: wisps(3) }, { mana: { crystals: 10 }, deck: wisps(3, "x") }] },
    actions: [endTurn, endTurn, endTurn] });
    expect(r.state.players[0]!.hero.armor).toBe(1 + 2);
    expect(r.state.players[0]!.board[0]!.tags?.IMPROVEMENTS).toBe(2);
  });
});

// Dark Gift (rules-notes 480-482)
describeCard("EDR_882", () => {
  it("Discover a Demon costing (5) or more with a Dark Gift; the other two go into the deck, each with its option's gift", () => {
    for (const seed of [2, 9]) {
      const r = run({ seed, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_10" }, mana: { crystals: 10 }, hand: [{ card: "EDR_882", ref: "S" }], deck: wisps(3) }, { mana: { crystals: 10 } }] },
        actions: [{ type: "play", card: "S" }] });
      const d = giftDiscover(r);
      for (const id of d.options) expect(findCard(id)).toMatchObject({ type: "MINION" });
      for (const id of d.options) expect(findCard(id)!.races.includes("DEMON") || findCard(id)!.races.includes("ALL")).toBe(true);
      for (const id of d.options) expect(findCard(id)!.cost).toBeGreaterThanOrEqual(5);
      expectTaken(r, d.options[0]!, d.gifts[0]!);
      const deck = r.state.players[0]!.deck;
      expect(deck).toHaveLength(5 + (d.gifts[0] === SWEET_DREAMS ? 1 : 0));
      for (const k of [1, 2]) {
        const c = deck.find((x) => x.card === d.options[k]);
        expect(enchantmentsOf(c)).toEqual([GIFT_ENCHANTMENT[d.gifts[k]!]]);
        if (d.gifts[k] === SWEET_DREAMS) expect(deck[0]!.card).toBe(d.options[k]);
      }
      expect(r.state.players[0]!.hand.filter((c) => c.card !== "CS2_231")).toHaveLength(d.gifts[0] === SWEET_DREAMS ? 0 : 1);
    }
  });
});
