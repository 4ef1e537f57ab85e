/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Shaman cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Flames of the Firelord: "Deal $4 damage to a random enemy minion. If you're holding a card that costs (8) or more, deal $8
// instead."
cardCase("FIR_923", {
  does: "4 damage to the enemy minion (not the hero, not a friend)",
  p1: { hand: [{ card: "FIR_923", ref: "F" }], board: [{ card: "CS2_120", ref: "O" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "E.health": 3, "O.health": 3, "p2.hero.health": 30 },
});
cardCase("FIR_923", {
  does: "holding an 8-Cost card: 8 damage instead",
  p1: { hand: [{ card: "FIR_923", ref: "F" }, { card: "EX1_562" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "E.zone": "graveyard", "events.damage": 1 },
});
cardCase("FIR_923", {
  does: "a 7-Cost card is not enough",
  p1: { hand: [{ card: "FIR_923", ref: "F" }, { card: "CS2_186" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "E.health": 3 },
});

// Avatar of Destruction: "Taunt. Deathrattle: Deal 9 damage to all enemy minions."
cardCase("FIR_778", {
  does: "its deathrattle deals 9 to every enemy minion, not the enemy hero nor friends",
  p1: { board: [{ card: "FIR_778", ref: "A" }, { card: "CS2_186", ref: "F" }] },
  p2: { board: [{ card: "CS2_186", ref: "E1" }, { card: "CS2_231", ref: "E2" }] },
  actions: [{ type: "destroy", target: "A" }],
  expect: { "E1.zone": "graveyard", "E2.zone": "graveyard", "F.health": 7, "p2.hero.health": 30 },
});

// Spirits of the Forest: "Choose One - Summon three 2/3 Wolves with Taunt; or Summon two 4/3 Falcons with Windfury."
cardCase("EDR_233", {
  does: "first option: three 2/3 Taunt Wolves",
  p1: { hand: [{ card: "EDR_233", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 1 }],
  expect: { "p1.board": ["EX1_tk11", "EX1_tk11", "EX1_tk11"], "p1.board.0.attack": 2, "p1.board.0.health": 3, "p1.board.0.seen.TAUNT": 1, "p2.board": [] },
});
cardCase("EDR_233", {
  does: "second option: two 4/3 Windfury Falcons",
  p1: { hand: [{ card: "EDR_233", ref: "S" }] },
  actions: [{ type: "play", card: "S", choose: 2 }],
  expect: { "p1.board": ["EDR_233t2", "EDR_233t2"], "p1.board.0.attack": 4, "p1.board.0.health": 3, "p1.board.0.seen.WINDFURY": 1 },
});
cardCase("EDR_233", {
  does: "with a full board neither option can be chosen",
  p1: { hand: [{ card: "EDR_233", ref: "S" }], board: Array.from({ length: 7 }, () => ({ card: "CS2_231" })) },
  actions: [{ type: "play", card: "S", choose: 1 }],
  error: "illegal_action",
});

// Glowroot Lure: "Taunt. Costs (1) less for each time you used your Hero Power this game."
cardCase("EDR_477", {
  does: "two earlier uses this game (the player's count) and one now: it costs 3; the opponent's uses don't count",
  p1: { hero: { card: "HERO_02" }, tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 2 }, hand: [{ card: "EDR_477", ref: "G" }] },
  p2: { tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 5 } },
  actions: [{ type: "heroPower" }],
  expect: { "G.cost": 3 },
});
cardCase("EDR_477", {
  does: "no Hero Power used: it costs 6, too much for 5 mana",
  p1: { tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 0 }, mana: { crystals: 5 }, hand: [{ card: "EDR_477", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  error: "illegal_action",
});
cardCase("EDR_477", {
  does: "it never costs less than 0, and it has Taunt in play",
  p1: { tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 9 }, mana: { crystals: 0 }, hand: [{ card: "EDR_477", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.board": ["EDR_477"], "p1.board.0.seen.TAUNT": 1 },
});

describe("client cards using the Emerald Dream additions (Shaman)", () => {
  it("amount heroPowerUses — a client minion with Attack equal to your Hero Power uses this game", () => {
    const card = { id: "C_LURE", type: "MINION", cost: 1, attack: 0, health: 2,
      battlecry: [{ type: "buff", to: "self", attack: { heroPowerUses: "game" } }] };
    const r = run({ state: { activePlayer: 1, turn: 5, players: [
      { hero: { card: "HERO_02" }, tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 3 }, mana: { crystals: 10 }, hand: [{ card: "C_LURE", ref: "L" }] },
      { hero: { card: "HERO_01" }, tags: { NUM_TIMES_HERO_POWER_USED_THIS_GAME: 7 } }] },
      actions: [{ type: "heroPower" }, { type: "play", card: "L" }], cards: [card] });
    expect(r.state.players[0].board.find((m) => m.card === "C_LURE")!.attack).toBe(4);
  });
});

// Beanstalk Brute: "Battlecry: Give +4/+4 to the top 3 minions in your deck."
cardCase("EDR_230", {
  does: "the first three minions from the top get +4/+4; spells between them are skipped, the fourth minion and the enemy deck get nothing",
  p1: { hand: [{ card: "EDR_230", ref: "B" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_231", ref: "A" }, { card: "CS2_120", ref: "C" },
    { card: "CS2_029" }, { card: "CS2_182", ref: "D" }, { card: "CS2_186", ref: "E" }] },
  p2: { deck: [{ card: "CS2_231", ref: "X" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.attack": 5, "A.health": 5, "C.attack": 6, "C.health": 7, "D.attack": 8, "D.health": 9, "E.attack": 7, "E.health": 7, "X.attack": 1, "B.attack": 4 },
});
cardCase("EDR_230", {
  does: "fewer than three minions in the deck: each gets it",
  p1: { hand: [{ card: "EDR_230", ref: "B" }], deck: [{ card: "CS2_231", ref: "A" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.attack": 5, "A.health": 5, "p1.board": ["EDR_230"] },
});

describe("client cards using the Emerald Dream additions (Shaman, top where)", () => {
  it("selector top with where — a client spell giving the top 2 Beasts of your deck +1/+1", () => {
    const ench = { id: "C_FEED_E", type: "ENCHANTMENT", buff: { attack: 1, health: 1 } };
    const card = { id: "C_FEED", type: "SPELL", cost: 1, spell: [{ type: "buff", to: { top: "deck", count: 2, where: { race: "BEAST" } }, enchantment: "C_FEED_E" }] };
    const r = run({ state: { activePlayer: 1, turn: 5, players: [
      { mana: { crystals: 10 }, hand: [{ card: "C_FEED", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_172" }, { card: "CS2_120" }] },
      {}] }, actions: [{ type: "play", card: "F" }], cards: [card, ench] });
    expect(r.state.players[0].deck.map((c) => c.attack)).toEqual([1, 3, 4, 2]);
  });
});

// Merithra: "Battlecry: Resurrect all different friendly minions that cost (8) or more."
describeCard("EDR_238", () => {
  const deaths = [{ card: "EX1_298", controller: 1, turn: 1 }, { card: "EX1_562", controller: 1, turn: 2 }, { card: "EX1_298", controller: 1, turn: 3 },
    { card: "CS2_186", controller: 1, turn: 3 }, { card: "EX1_572", controller: 2, turn: 3 }];
  it("each different friendly dead minion costing 8 or more comes back once (not a 7-Cost one, not the enemy's), for every seed", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, deaths, players: [
        { mana: { crystals: 10 }, hand: [{ card: "EDR_238", ref: "M" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "M" }] });
      expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["EDR_238", "EX1_298", "EX1_562"]);
      expect(r.state.players[1]!.board).toHaveLength(0);
    }
  });
  it("a full board stops the rest", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, deaths, players: [
      { mana: { crystals: 10 }, hand: [{ card: "EDR_238", ref: "M" }], board: wisps(5) }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "M" }] });
    const board = r.state.players[0]!.board.map((m) => m.card);
    expect(board).toHaveLength(7);
    expect(board.filter((c) => c === "EX1_298" || c === "EX1_562")).toHaveLength(1);
  });
});

// Typhoon: "Each minion gets shuffled into a random player's deck."
describeCard("EDR_232", () => {
  const body = (seed: number) => run({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "EDR_232", ref: "T" }], board: [{ card: "CS2_182", ref: "A", health: 1 }, { card: "EX1_096", ref: "L" }], deck: wisps(1) },
    { mana: { crystals: 10 }, board: [{ card: "CS2_186", ref: "E" }], deck: wisps(1, "x") }] }, actions: [{ type: "play", card: "T" }] });
  it("every minion leaves the board for some player's deck, fresh (no damage), without dying (no Deathrattle draw), for every seed", () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = body(seed);
      const [p1, p2] = r.state.players;
      expect(p1!.board).toHaveLength(0);
      expect(p2!.board).toHaveLength(0);
      const decks = [...p1!.deck, ...p2!.deck].map((c) => c.card).sort();
      expect(decks).toEqual(["CS2_182", "CS2_186", "CS2_231", "CS2_231", "EX1_096"]);
      expect(p1!.hand).toHaveLength(0);
      expect(events(r, "death")).toHaveLength(0);
      const yeti = [...p1!.deck, ...p2!.deck].find((c) => c.card === "CS2_182")!;
      expect(yeti.health ?? 5).toBe(5);
      seen.add(p1!.deck.map((c) => c.card).sort().join());
    }
    expect(seen.size).toBeGreaterThan(1); // the deck is picked at random
  });
  it("a client's \"Shuffle all enemy minions into your opponent's deck\" (their controller's deck)", () => {
    const mine = { id: "MY_SWEEP", type: "SPELL", cost: 5, spell: [{ type: "shuffleFromPlay", to: "enemy-minions" }] };
    const r = run({ cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_SWEEP", ref: "S" }], board: [{ card: "CS2_182", ref: "A" }] },
      { mana: { crystals: 10 }, board: [{ card: "CS2_186", ref: "E" }] }] }, actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_182"]);
    expect(r.state.players[1]!.board).toHaveLength(0);
    expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual(["CS2_186"]);
  });
});

// Emerald Bounty: "Draw 2 cards. You can't play them for 2 turns."
cardCase("EDR_234", {
  does: "draws two cards, each carrying Still Growing; one can't be played this turn",
  p1: { hand: [{ card: "EDR_234", ref: "B" }], deck: wisps(4) },
  p2: { deck: wisps(4, "e") },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "w0" }],
  error: "illegal_action",
});
cardCase("EDR_234", {
  does: "after drawing: both in hand with the enchantment, the rest of the deck untouched",
  p1: { hand: [{ card: "EDR_234", ref: "B" }], deck: wisps(4) },
  actions: [{ type: "play", card: "B" }],
  expect: { "w0.zone": "hand", "w1.zone": "hand", "w2.zone": "deck", "w0.enchantments.0.card": "EDR_234e2", "w1.enchantments.0.card": "EDR_234e2" },
});
cardCase("EDR_234", {
  does: "still not on its player's next turn",
  p1: { hand: [{ card: "EDR_234", ref: "B" }], deck: wisps(4) },
  p2: { deck: wisps(4, "e") },
  actions: [{ type: "play", card: "B" }, endTurn, endTurn, { type: "play", card: "w1" }],
  error: "illegal_action",
});
cardCase("EDR_234", {
  does: "playable on the turn after that (two of its player's turns passed); a card drawn later is not touched",
  p1: { hand: [{ card: "EDR_234", ref: "B" }], deck: wisps(4) },
  p2: { deck: wisps(4, "e") },
  actions: [{ type: "play", card: "B" }, endTurn, endTurn, { type: "play", card: "w2" }, endTurn, endTurn, { type: "play", card: "w0" }],
  expect: { "w0.zone": "board", "w2.zone": "board", "w0.enchantments": undefined },
});

// Emberscarred Whelp: "Battlecry: Discover a 5-Cost card. Gain 1 Mana Crystal next turn only."
describeCard("FIR_927", () => {
  const body = (p1: Record<string, unknown>, actions: unknown[], seed = 2) => ({ seed, choices: [1], state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_02" }, hand: [{ card: "FIR_927", ref: "W" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }], ...p1 },
    { mana: { crystals: 5 }, deck: [{ card: "CS2_231" }] }] }, actions: [{ type: "play", card: "W" }, ...actions] });
  it("Discovers a 5-Cost Shaman or Neutral card; no Mana this turn, the crystal is owed for next turn", () => {
    const r = run(body({ mana: { crystals: 5 } }, []));
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      const c = findCard(id)!;
      expect(c.cost).toBe(5);
      expect(["SHAMAN", "NEUTRAL"]).toContain(c.cardClass);
    }
    const p1 = r.state.players[0]!;
    expect(p1.hand.map((c) => c.card)).toEqual([offered[1]]);
    expect(p1.mana).toMatchObject({ crystals: 5, used: 3, temp: 0 });
    expect(p1.tags?.TEMP_MANA_NEXT_TURN).toBe(1);
  });
  it("the opponent's turn gets nothing; its player's next turn has one temporary crystal more, gone at that turn's end", () => {
    const r1 = run(body({ mana: { crystals: 5 } }, [endTurn]));
    expect(r1.state.players[1]!.mana).toMatchObject({ crystals: 6, temp: 0 });
    expect(r1.state.players[0]!.tags?.TEMP_MANA_NEXT_TURN).toBe(1);
    const r2 = run(body({ mana: { crystals: 5 } }, [endTurn, endTurn]));
    const p1 = r2.state.players[0]!;
    expect(p1.mana).toMatchObject({ crystals: 6, used: 0, temp: 1 });
    expect(p1.tags?.TEMP_MANA_NEXT_TURN ?? 0).toBe(0);
    const r3 = run(body({ mana: { crystals: 5 } }, [endTurn, endTurn, endTurn, endTurn]));
    expect(r3.state.players[0]!.mana).toMatchObject({ crystals: 7, used: 0, temp: 0 });
  });
  it("at 10 crystals it comes after the turn's Overload: it refills one Overloaded crystal (4.12 at the cap)", () => {
    const r = run(body({ mana: { crystals: 10, overloadOwed: 2 } }, [endTurn, endTurn]));
    expect(r.state.players[0]!.mana).toMatchObject({ crystals: 10, temp: 0, used: 1, overloadLocked: 2 });
  });
});

describe("client cards using the Emerald Dream additions (Shaman, next turn's Mana)", () => {
  it("a client's \"Gain 2 Mana Crystals next turn only\" gives two temporary crystals at its player's next turn", () => {
    const card = { id: "C_TRAIL", type: "SPELL", cost: 1, spell: [{ type: "tempMana", amount: 2, nextTurn: true }] };
    const r = run({ cards: [card], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 4 }, hand: [{ card: "C_TRAIL", ref: "T" }], deck: [{ card: "CS2_231" }] },
      { mana: { crystals: 4 }, deck: [{ card: "CS2_231" }] }] }, actions: [{ type: "play", card: "T" }, endTurn, endTurn] });
    expect(r.state.players[0]!.mana).toMatchObject({ crystals: 5, used: 0, temp: 2 });
  });
});
