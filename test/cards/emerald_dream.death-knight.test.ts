/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Death Knight cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { enchantmentsOf, expectTaken, giftDiscover, giftedYeti } from "../support/dark-gift.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Monstrous Mosquito: "At the end of your turn, give your other minions +1 Attack."
cardCase("EDR_816", {
  does: "at the end of its player's turn the other friendly minions get +1 Attack; itself and enemies do not",
  p1: { board: [{ card: "EDR_816", ref: "M" }, { card: "CS2_120", ref: "F" }, { card: "CS2_231", ref: "W" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "F.attack": 3, "W.attack": 2, "M.attack": 1, "E.attack": 2, "F.health": 3, "F.enchantments.0.card": "EDR_816e" },
});
cardCase("EDR_816", {
  does: "not at the end of the opponent's turn",
  p2: { board: [{ card: "EDR_816" }, { card: "CS2_120", ref: "F" }], deck: wisps(1, "e") },
  p1: { deck: wisps(1) },
  actions: [endTurn],
  expect: { "F.attack": 2 },
});

// Corpse Flower: "After your opponent summons a minion, spend 2 Corpses to deal 3 damage to it."
cardCase("EDR_815", {
  does: "the opponent's minion summoned: 2 Corpses spent, 3 damage to it",
  state: { activePlayer: 2 },
  p1: { corpses: 3, board: [{ card: "EDR_815", ref: "C" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], board: [{ card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 2, "O.health": 5, "p1.corpses": 1, "p2.corpses": 0 },
});
cardCase("EDR_815", {
  does: "with fewer than 2 Corpses: nothing",
  state: { activePlayer: 2 },
  p1: { corpses: 1, board: [{ card: "EDR_815" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "p1.corpses": 1 },
});
cardCase("EDR_815", {
  does: "its own player's minions: nothing",
  p1: { corpses: 4, board: [{ card: "EDR_815" }], hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "p1.corpses": 4 },
});

// Morbid Swarm: "Choose One - Summon two 1/1 Ants; or Spend 2 Corpses to deal $4 damage to a minion."
cardCase("EDR_813", {
  does: "first option: two 1/1 Ants on its player's side; no Corpse spent",
  p1: { corpses: 2, hand: [{ card: "EDR_813", ref: "M" }] },
  actions: [{ type: "play", card: "M", choose: 1 }],
  expect: { "p1.board": ["EDR_813at", "EDR_813at"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.corpses": 2, "p2.board": [] },
});
cardCase("EDR_813", {
  does: "second option: 2 Corpses spent, 4 damage to the minion",
  p1: { corpses: 3, hand: [{ card: "EDR_813", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "O" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.health": 1, "O.health": 5, "p1.corpses": 1 },
});
cardCase("EDR_813", {
  does: "second option with 1 Corpse: nothing spent, no damage",
  p1: { corpses: 1, hand: [{ card: "EDR_813", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", choose: 2, target: "E" }],
  expect: { "E.health": 5, "p1.corpses": 1 },
});

// Ursoc: "Battlecry: Attack ALL other minions. Deathrattle: Resurrect any this killed."
cardCase("EDR_819", {
  does: "its Battlecry attacks every other minion, friendly ones too, taking each one's damage back",
  p1: { hand: [{ card: "EDR_819", ref: "U" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_172", ref: "E2" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "U.health": 14 - 4 - 1 - 3, "F.zone": "graveyard", "E1.zone": "graveyard", "E2.zone": "graveyard", "p2.hero.health": 30,
    "U.enchantments.length": 3, "U.enchantments.0.card": "EDR_819e" },
});
describeCard("EDR_819", () => {
  it("attacks them in a random order (a recorded decision), each once", () => {
    const firsts = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [
        { hand: [{ card: "EDR_819", ref: "U" }], board: [{ card: "CS2_182", ref: "F" }] },
        { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_172", ref: "E2" }] }] }, actions: [{ type: "play", card: "U" }] });
      const attacks = events(r, "attack").map((e) => (e.target as { card: string }).card);
      expect([...attacks].sort()).toEqual(["CS2_172", "CS2_182", "CS2_231"]);
      firsts.add(attacks[0]!);
      expect(r.random?.some((d) => d.purpose === "attack order")).toBe(true);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
  it("stops once it is mortally wounded: the fourth Ogre is not attacked", () => {
    const ogres = Array.from({ length: 4 }, (_, i) => ({ card: "CS2_200", ref: `O${i}` }));
    const r = run({ seed: 3, state: { turn: 5, activePlayer: 1, players: [{ hand: [{ card: "EDR_819", ref: "U" }] }, { board: ogres }] },
      actions: [{ type: "play", card: "U" }] });
    expect(r.state.players[0]!.board).toEqual([]);
    const healths = r.state.players[1]!.board.map((m) => m.health).sort();
    expect(healths).toEqual([1, 1, 1, 7]);
  });
  it("Deathrattle: every minion it killed, of either side, comes back on its player's side; another death does not", () => {
    const r = run({ seed: 2, state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "EDR_819", ref: "U" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "CS2_182", ref: "F" }], mana: { crystals: 10, temp: 4 } },
      { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_200", ref: "O" }] }] },
      actions: [{ type: "play", card: "U" }, { type: "play", card: "FB", target: "O" }, { type: "destroy", target: "U" }] });
    // The Ogre survived its attack (1 Health left) and died to the Fireball: not killed by Ursoc.
    expect(r.state.players[0]!.board.map((m) => m.card).sort()).toEqual(["CS2_182", "CS2_231"]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
  it("a minion killed in the death phase in which Ursoc itself dies is not brought back (rules-notes 325)", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { board: [{ card: "EDR_819", ref: "U", health: 1 }] }, { board: [{ card: "CS2_231", ref: "W" }] }] },
      actions: [{ type: "attack", attacker: "U", defender: "W" }] });
    expect(r.state.players[0]!.board).toEqual([]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
  it("a minion that attacks it and dies to its damage was killed by it too", () => {
    const r = run({ state: { turn: 5, activePlayer: 2, players: [
      { board: [{ card: "EDR_819", ref: "U" }] }, { board: [{ card: "CS2_172", ref: "E" }, { card: "CS2_231", ref: "W" }] }] },
      actions: [{ type: "attack", attacker: "E", defender: "U" }, { type: "destroy", target: "W" }, { type: "destroy", target: "U" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["CS2_172"]);
  });
});

describe("client cards using the Emerald Dream additions (Death Knight, attacking every minion)", () => {
  it("a client's \"Battlecry: Attack ALL other minions\" (anySide, randomOrder)", () => {
    const card = { id: "C_MAD", type: "MINION", cost: 8, attack: 12, health: 12,
      battlecry: [{ type: "forceAttack", attacker: "self", defender: "all-other-minions", each: true, anySide: true, randomOrder: true }] };
    const r = run({ cards: [card], state: { turn: 5, activePlayer: 1, players: [
      { hand: [{ card: "C_MAD", ref: "M" }], board: [{ card: "CS2_182" }] }, { board: [{ card: "CS2_182" }, { card: "CS2_231" }] }] },
      actions: [{ type: "play", card: "M" }] });
    expect(r.state.players[0]!.board.map((m) => [m.card, m.health])).toEqual([["C_MAD", 12 - 4 - 4 - 1]]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
});

// The Leeches: Bloated Leech "At the end of your turn, your hero steals @ Health from the lowest Health enemy."
const leechState = (p1: Record<string, unknown>, p2: Record<string, unknown> = {}) => ({ turn: 5, activePlayer: 1, players: [
  { mana: { crystals: 10 }, deck: wisps(4), ...p1 }, { deck: wisps(4, "o"), ...p2 }] });
const leeches = (r: ReturnType<typeof run>) => r.state.players[0]!.board.filter((m) => m.card === "EDR_810t");

// Hideous Husk: "Your Leeches steal 1 more Health from their victims. Battlecry: Summon two 0/2 Leeches."
describeCard("EDR_810", () => {
  it("Battlecry: two 0/2 Bloated Leeches for its player", () => {
    const r = run({ state: leechState({ hand: [{ card: "EDR_810", ref: "H" }] }), actions: [{ type: "play", card: "H" }] });
    expect(leeches(r)).toHaveLength(2);
    expect(leeches(r)[0]).toMatchObject({ attack: 0, health: 2 });
    expect(r.state.players[1]!.board).toEqual([]);
  });
  it("a Leech alone steals 1 Health from the lowest Health enemy at the end of its player's turn: a 1-Health minion is gone, the hero has +1 Health", () => {
    const r = run({ state: leechState({ board: [{ card: "EDR_810t", ref: "L" }] }, { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), actions: [endTurn] });
    expect(r.state.players[1]!.board.map((m) => m.ref)).toEqual(["Y"]);
    expect(r.state.players[0]!.hero).toMatchObject({ health: 31 });
    expect(events(r, "damage")).toEqual([]);
  });
  it("with a Husk: 2 stolen (the Yeti, lowest, 5 → 3 Health, its maximum too; the hero 30 → 32)", () => {
    const r = run({ state: leechState({ board: [{ card: "EDR_810", ref: "H" }, { card: "EDR_810t", ref: "L" }] }, { board: [{ card: "CS2_182", ref: "Y" }] }), actions: [endTurn] });
    expect(r.state.players[1]!.board[0]).toMatchObject({ health: 3, maxHealth: 3 });
    expect(r.state.players[0]!.hero.health).toBe(32);
  });
  it("a silenced Husk adds nothing; an enemy Husk adds nothing to my Leeches", () => {
    const r = run({ state: leechState({ hand: [{ card: "EX1_332", ref: "S" }], board: [{ card: "EDR_810", ref: "H" }, { card: "EDR_810t", ref: "L" }] }, { board: [{ card: "CS2_182", ref: "Y" }, { card: "EDR_810", ref: "E" }] }),
      actions: [{ type: "play", card: "S", target: "H" }, endTurn] });
    expect(r.state.players[1]!.board.find((m) => m.ref === "Y")).toMatchObject({ health: 4 });
    expect(r.state.players[0]!.hero.health).toBe(31);
  });
  it("the enemy hero when it has the lowest Health (a hero at 1 dies), and nothing at the opponent's turn end", () => {
    const r = run({ state: leechState({ board: [{ card: "EDR_810t", ref: "L" }] }, { hero: { card: "HERO_08", health: 1 }, board: [{ card: "CS2_182", ref: "Y" }] }), actions: [endTurn] });
    expect(r.outcome).toMatchObject({ over: true, winner: 1 });
    const r2 = run({ state: { ...leechState({ board: [{ card: "EDR_810t", ref: "L" }] }, { board: [{ card: "CS2_231", ref: "W" }] }), activePlayer: 2 }, actions: [endTurn] });
    expect(r2.state.players[1]!.board).toHaveLength(1);
    expect(r2.state.players[0]!.hero.health).toBe(30);
  });
});

// Infested Breath: "Deal $2 damage. Summon a 0/2 Leech."
cardCase("EDR_814", {
  does: "2 damage to the chosen character and one Leech for its player",
  p1: { hand: [{ card: "EDR_814", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  expect: { "Y.health": 3, "p1.board.length": 1, "p1.board.0.card": "EDR_810t", "p2.board.length": 1 },
});

// Sanguine Infestation: "Draw 2 cards. Summon two 0/2 Leeches."
cardCase("EDR_817", {
  does: "two cards drawn and two Leeches summoned for its player",
  p1: { hand: [{ card: "EDR_817", ref: "S" }], deck: wisps(3) },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 2, "p1.board.length": 2, "p1.board.0.card": "EDR_810t", "p2.board.length": 0 },
});

// Dark Gift (rules-notes 480-482)
describeCard("FIR_900", () => {
  it("Discover a minion with a Dark Gift; it costs (2) less (the gift's own change besides)", () => {
    const r = run({ seed: 7, choices: [1], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_11" }, mana: { crystals: 10 }, hand: [{ card: "FIR_900", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = giftDiscover(r);
    for (const id of d.options) expect(findCard(id)!.type).toBe("MINION");
    const c = expectTaken(r, d.options[1]!, d.gifts[1]!);
    const shortClaws = d.gifts[1] === "EDR_100t2" ? 2 : 0;
    expect(c.cost).toBe(Math.max(0, findCard(d.options[1]!)!.cost - 2 - shortClaws));
  });
});
describeCard("FIR_901", () => {
  it("holding a minion with a Dark Gift: two 4/4 Taunt Dragons summoned", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_901", ref: "M" }, giftedYeti()] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "M" }] });
    const b = r.state.players[0]!.board;
    expect(b.map((m) => m.card)).toEqual(["FIR_901t", "FIR_901", "FIR_901t"]);
    expect([b[0]!.attack, b[0]!.health, (b[0] as { seen?: Record<string, number> }).seen?.TAUNT]).toEqual([4, 4, 1]);
    expect(r.state.players[1]!.board).toEqual([]);
  });
  it("holding only minions without a Dark Gift (or the gift on an enemy's card): nothing", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_901", ref: "M" }, { card: "CS2_182" }] }, { mana: { crystals: 10 }, hand: [giftedYeti("E")] }] },
      actions: [{ type: "play", card: "M" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["FIR_901"]);
  });
});
describeCard("EDR_811", () => {
  it("Discover an Undead; with 2 Corpses they are spent and it gets a Dark Gift", () => {
    const r = run({ seed: 4, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_11" }, corpses: 3, mana: { crystals: 10 }, hand: [{ card: "EDR_811", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = events(r, "discover")[0] as unknown as { options: string[] };
    for (const id of d.options) expect(findCard(id)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(UNDEAD|ALL)$/)]));
    expect(r.state.players[0]!.corpses).toBe(1);
    const dealt = r.random.filter((x) => x.purpose === "dark gift");
    expect(dealt).toHaveLength(1);
    expectTaken(r, d.options[0]!, dealt[0]!.chosen as string);
  });
  it("with fewer than 2 Corpses: the Undead without a gift, no Corpse spent", () => {
    const r = run({ seed: 4, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_11" }, corpses: 1, mana: { crystals: 10 }, hand: [{ card: "EDR_811", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(enchantmentsOf(hand[0])).toEqual([]);
    expect(r.state.players[0]!.corpses).toBe(1);
  });
});

// Grotesque Runeblade: "Battlecry: If the last card you played had an Unholy rune, gain +1 Attack. Repeat for Blood and
// +1 Durability." (rune costs: cards/rune-costs.ts; rules-notes 601)
describeCard("EDR_812", () => {
  const blade = (hand: { card: string; ref: string }[], actions: unknown[], extra: Record<string, unknown> = {}) => run({ state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [...hand, { card: "EDR_812", ref: "B" }], deck: wisps(2), ...extra },
    { mana: { crystals: 10 }, board: [{ card: "CS2_186", ref: "E" }], deck: wisps(2, "e") }] },
    actions: [...actions, { type: "play", card: "B" }] as never });
  const weapon = (r: ReturnType<typeof run>) => r.state.players[0]!.weapon as { card: string; attack: number; durability: number };
  it("after an Unholy-rune card (Anti-Magic Shell): +1 Attack only — a 3/2", () => {
    const r = blade([{ card: "RLK_048", ref: "S" }], [{ type: "play", card: "S" }]);
    expect(weapon(r)).toMatchObject({ card: "EDR_812", attack: 3, durability: 2 });
  });
  it("after a Blood-rune card (Death Strike): +1 Durability only — a 2/3", () => {
    const r = blade([{ card: "RLK_024", ref: "S" }], [{ type: "play", card: "S", target: "E" }]);
    expect(weapon(r)).toMatchObject({ card: "EDR_812", attack: 2, durability: 3 });
  });
  it("after a Blood-and-Unholy card (Morbid Swarm): both — a 3/3", () => {
    const r = blade([{ card: "EDR_813", ref: "S" }], [{ type: "play", card: "S", choose: 1 }]);
    expect(weapon(r)).toMatchObject({ card: "EDR_812", attack: 3, durability: 3 });
  });
  it("after a Frost-rune card (Frost Strike), or with no card played before it this game: neither — a 2/2", () => {
    const frost = blade([{ card: "RLK_025", ref: "S" }], [{ type: "play", card: "S", target: "E" }]);
    expect(weapon(frost)).toMatchObject({ attack: 2, durability: 2 });
    const first = blade([], []);
    expect(weapon(first)).toMatchObject({ attack: 2, durability: 2 });
  });
  it("only the LAST card counts: an Unholy card then a Wisp gives nothing; an Unholy card played last turn still counts", () => {
    const r = blade([{ card: "RLK_048", ref: "S" }, { card: "CS2_231", ref: "W" }], [{ type: "play", card: "S" }, { type: "play", card: "W" }]);
    expect(weapon(r)).toMatchObject({ attack: 2, durability: 2 });
    const lastTurn = run({ state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "RLK_048", ref: "S" }, { card: "EDR_812", ref: "B" }], deck: wisps(2) },
      { mana: { crystals: 10 }, deck: wisps(2, "e") }] },
      actions: [{ type: "play", card: "S" }, endTurn, endTurn, { type: "play", card: "B" }] as never });
    expect(weapon(lastTurn)).toMatchObject({ attack: 3, durability: 2 });
  });
  it("the opponent's last card does not count", () => {
    const r = run({ state: { turn: 5, activePlayer: 2, players: [
      { mana: { crystals: 10 }, hand: [{ card: "EDR_812", ref: "B" }], deck: wisps(2) },
      { mana: { crystals: 10 }, hand: [{ card: "RLK_048", ref: "S" }], deck: wisps(2, "e") }] },
      actions: [{ type: "play", card: "S" }, endTurn, { type: "play", card: "B" }] as never });
    expect(weapon(r)).toMatchObject({ attack: 2, durability: 2 });
  });
});
