/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Warrior cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, fails, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { expectTaken, giftDiscover, giftedYeti } from "../support/dark-gift.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void fails; void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn;

// Siphoning Growth: "Destroy a friendly minion to gain 8 Armor."
cardCase("EDR_531", {
  does: "destroys the friendly minion and gives 8 Armor",
  p1: { hand: [{ card: "EDR_531", ref: "S" }], board: [{ card: "CS2_231", ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.zone": "graveyard", "p1.hero.armor": 8, "p2.hero.armor": 0 },
});
cardCase("EDR_531", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "EDR_531", ref: "S" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  error: "illegal_action",
});

// Ominous Nightmares: "Choose One - Deal $1 damage to all minions; or Give a damaged minion +2/+2."
cardCase("EDR_570", {
  does: "first option: 1 damage to every minion, not the heroes",
  p1: { hand: [{ card: "EDR_570", ref: "O" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "O", choose: 1 }],
  expect: { "F.health": 2, "E.health": 2, "p2.hero.health": 30 },
});
cardCase("EDR_570", {
  does: "second option: a damaged minion gets +2/+2",
  p1: { hand: [{ card: "EDR_570", ref: "O" }], board: [{ card: "CS2_120", ref: "F", health: 1 }] },
  actions: [{ type: "play", card: "O", choose: 2, target: "F" }],
  expect: { "F.attack": 4, "F.health": 3, "F.maxHealth": 5, "F.enchantments.0.card": "EDR_570e" },
});
cardCase("EDR_570", {
  does: "second option: an undamaged minion is not a valid target",
  p1: { hand: [{ card: "EDR_570", ref: "O" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "O", choose: 2, target: "F" }],
  error: "illegal_action",
});

// Brood Keeper: "Battlecry: If you're holding a Dragon, equip a 2/2 Sword."
cardCase("EDR_457", {
  does: "holding a Dragon: a 2/2 weapon",
  p1: { hand: [{ card: "EDR_457", ref: "B" }, { card: "EX1_116t" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.weapon": "EDR_457t", "p1.weapon.attack": 2, "p1.weapon.durability": 2, "p2.weapon": null },
});
cardCase("EDR_457", {
  does: "without a Dragon in hand: nothing (a Dragon on the board does not count)",
  p1: { hand: [{ card: "EDR_457", ref: "B" }], board: [{ card: "EX1_116t" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.weapon": null },
});

// Afflicted Devastator: "Battlecry: Deal 3 damage to all other friendly minions. Deathrattle: Deal 3 damage to all enemy minions."
cardCase("EDR_459", {
  does: "battlecry: 3 to each other friendly minion, none to itself or enemies",
  p1: { hand: [{ card: "EDR_459", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "F.health": 2, "D.health": 6, "E.health": 5 },
});
cardCase("EDR_459", {
  does: "deathrattle: 3 to each enemy minion, none to friends",
  p1: { board: [{ card: "EDR_459", ref: "D" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "F.health": 5, "E.health": 2, "p2.hero.health": 30 },
});

// Eggbasher: "Battlecry: Deal 1 damage to a minion and give it +4 Attack."
cardCase("EDR_468", {
  does: "1 damage and +4 Attack to the chosen minion",
  p1: { hand: [{ card: "EDR_468", ref: "E" }] },
  p2: { board: [{ card: "CS2_182", ref: "T" }] },
  actions: [{ type: "play", card: "E", target: "T" }],
  expect: { "T.health": 4, "T.attack": 8, "T.enchantments.0.card": "EDR_468e1" },
});
cardCase("EDR_468", {
  does: "no minion: played without a target",
  p1: { hand: [{ card: "EDR_468", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "E.zone": "board", "events.damage": 0 },
});

// Tortolla: "Taunt, Elusive. After this takes damage, gain 1 Armor and give this minion +1 Attack."
cardCase("EDR_471", {
  does: "each time it takes damage: its hero gains 1 Armor and it +1 Attack",
  p1: { board: [{ card: "EDR_471", ref: "T" }] },
  p2: { board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_120", ref: "B" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "A", defender: "T" }, { type: "attack", attacker: "B", defender: "T" }],
  expect: { "p1.hero.armor": 2, "T.attack": 3, "T.health": 26, "T.seen.TAUNT": 1, "p2.hero.armor": 0 },
});
cardCase("EDR_471", {
  does: "another minion's damage does nothing",
  p1: { board: [{ card: "EDR_471", ref: "T" }, { card: "CS2_182", ref: "F" }] },
  p2: { hand: [{ card: "CS2_029", ref: "S" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "p1.hero.armor": 0, "T.attack": 1 },
});

// Ysondre: "Taunt. Deathrattle: Summon a random Dragon for each time Ysondre has died this game."
const isDragon = (id: string) => (findCard(id)?.races ?? []).some((r) => r === "DRAGON" || r === "ALL");
for (const seed of [1, 2, 3]) {
  cardCase("EDR_465", {
    does: `its first death: one random Dragon on its player's side (seed ${seed})`,
    seed,
    p1: { board: [{ card: "EDR_465", ref: "Y" }] },
    actions: [{ type: "destroy", target: "Y" }],
    check: (r) => {
      const board = r.state.players[0].board;
      expect(board).toHaveLength(1);
      expect(isDragon(board[0]!.card)).toBe(true);
      expect(r.state.players[1].board).toHaveLength(0);
    },
  });
}
cardCase("EDR_465", {
  does: "two earlier deaths of its player's Ysondre (and one of the opponent's): three Dragons",
  state: { deaths: [{ card: "EDR_465", controller: 1, turn: 2 }, { card: "EDR_465", controller: 1, turn: 3 }, { card: "EDR_465", controller: 2, turn: 3 },
    { card: "CS2_231", controller: 1, turn: 3 }] },
  p1: { board: [{ card: "EDR_465", ref: "Y" }] },
  actions: [{ type: "destroy", target: "Y" }],
  check: (r) => {
    const board = r.state.players[0].board;
    expect(board).toHaveLength(3);
    for (const m of board) expect(isDragon(m.card)).toBe(true);
  },
});
cardCase("EDR_465", {
  does: "it has Taunt",
  p1: { hand: [{ card: "EDR_465", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.seen.TAUNT": 1 },
});

describe("client cards using the Emerald Dream additions (Warrior)", () => {
  it("amount died this-card — a client minion whose deathrattle summons a Wisp per death of its card", () => {
    const card = { id: "C_AGAIN", type: "MINION", cost: 1, attack: 1, health: 1, deathrattle: [{ type: "summon", card: "CS2_231", count: { died: "this-card" } }] };
    const r = run({ state: { activePlayer: 1, turn: 5, deaths: [{ card: "C_AGAIN", controller: 1, turn: 3 }], players: [
      { mana: { crystals: 10 }, board: [{ card: "C_AGAIN", ref: "A" }] }, {}] }, actions: [{ type: "destroy", target: "A" }], cards: [card] });
    expect(r.state.players[0].board.map((m) => m.card)).toEqual(["CS2_231", "CS2_231"]);
  });
});

// Succumb to Madness: "Discover a friendly Dragon that died this game. Resummon it."
cardCase("EDR_455", {
  does: "one friendly Dragon died (a friendly non-Dragon and an enemy Dragon too): it is summoned fresh, without a prompt, not added to the hand",
  state: { deaths: [{ card: "CS2_182", controller: 1, turn: 1 }, { card: "NEW1_023", controller: 1, turn: 1 }, { card: "EX1_284", controller: 2, turn: 1 }] },
  p1: { hand: [{ card: "EDR_455", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["NEW1_023"], "p1.board.0.attack": 3, "p1.board.0.health": 2, "p1.hand.length": 0, "p2.board": [], "events.discover": 1 },
});
describeCard("EDR_455", () => {
  it("two different friendly Dragons died (one twice): two options, the one chosen is resummoned", () => {
    for (const pick of [0, 1]) {
      const r = run({ choices: [pick], state: { turn: 5, activePlayer: 1, deaths: [{ card: "NEW1_023", controller: 1, turn: 1 }, { card: "EX1_284", controller: 1, turn: 2 }, { card: "NEW1_023", controller: 1, turn: 3 }],
        players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_455", ref: "S" }] }, {}] }, actions: [{ type: "play", card: "S" }] });
      const d = events(r, "discover")[0]!;
      const options = (d as unknown as { options: string[] }).options;
      expect([...options].sort()).toEqual(["EX1_284", "NEW1_023"]);
      expect(r.state.players[0]!.board.map((m) => m.card)).toEqual([options[pick]]);
      expect(r.state.players[0]!.hand).toEqual([]);
    }
  });
});
cardCase("EDR_455", {
  does: "no friendly Dragon died (only the opponent's): it still plays, nothing is summoned",
  state: { deaths: [{ card: "EX1_284", controller: 2, turn: 1 }] },
  p1: { hand: [{ card: "EDR_455", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.zone": "graveyard", "p1.board": [], "p2.board": [], "p1.hand.length": 0 },
});
cardCase("EDR_455", {
  does: "a full board: nothing is summoned",
  state: { deaths: [{ card: "NEW1_023", controller: 1, turn: 1 }] },
  p1: { hand: [{ card: "EDR_455", ref: "S" }], board: Array.from({ length: 7 }, () => ({ card: "CS2_231" })) },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board.length": 7, "p1.hand.length": 0 },
  check: (r) => expect(r.state.players[0]!.board.every((m) => m.card === "CS2_231")).toBe(true),
});

// Keeper of Flame: "Battlecry: Give all minions in your hand +3/+3. They are destroyed in 3 turns."
cardCase("FIR_928", {
  does: "+3/+3 to each minion in its player's hand (not a spell there, not the opponent's hand, not itself)",
  p1: { hand: [{ card: "FIR_928", ref: "K" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "Y.attack": 7, "Y.health": 8, "W.attack": 4, "W.health": 4, "S.enchantments": undefined, "E.attack": 4, "K.attack": 5,
    "Y.enchantments.1.card": "FIR_928e2" },
});
cardCase("FIR_928", {
  does: "still in hand as its player's second turn from now starts (the opponent's turns do not count)",
  p1: { hand: [{ card: "FIR_928", ref: "K" }, { card: "CS2_182", ref: "Y" }], deck: wisps(5) },
  p2: { deck: wisps(5, "o") },
  actions: [{ type: "play", card: "K" }, endTurn, endTurn, endTurn, endTurn, endTurn],
  expect: { "Y.zone": "hand", "Y.attack": 7 },
});
cardCase("FIR_928", {
  does: "as its player's third turn from now starts, one still in hand is destroyed (discarded)",
  p1: { hand: [{ card: "FIR_928", ref: "K" }, { card: "CS2_182", ref: "Y" }], deck: wisps(5) },
  p2: { deck: wisps(5, "o") },
  actions: [{ type: "play", card: "K" }, endTurn, endTurn, endTurn, endTurn, endTurn, endTurn],
  expect: { "Y.zone": "graveyard", "events.discard": 1, "p1.hand.length": 3 },
});
cardCase("FIR_928", {
  does: "one played meanwhile keeps +3/+3 and is destroyed in play at that same turn start; a minion drawn later is not touched",
  p1: { hand: [{ card: "FIR_928", ref: "K" }, { card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_120", ref: "D" }, ...wisps(4)] },
  p2: { deck: wisps(5, "o") },
  actions: [{ type: "play", card: "K" }, endTurn, endTurn, { type: "play", card: "Y" }, endTurn, endTurn, endTurn, endTurn],
  expect: { "Y.zone": "graveyard", "K.zone": "board", "D.zone": "hand", "D.attack": 2, "events.death": 1 },
});

// Clutch of Corruption (Location): "Choose a friendly Dragon. Summon a 0/2 Egg that hatches into a copy of it."
describeCard("EDR_454", () => {
  const state = (p1: Record<string, unknown>, p2: Record<string, unknown> = {}) => ({ turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, deck: wisps(3), ...p1 }, { deck: wisps(3, "o"), ...p2 }] });
  it("on a friendly Dragon: summons the 0/2 Egg (the 1-Cost Warrior Horrible Egg), and uses 1 Durability", () => {
    const r = run({ state: state({ board: [{ card: "EDR_454", ref: "L" }, { card: "BRM_022t", ref: "D" }] }), actions: [{ type: "useLocation", card: "L", target: "D" }] });
    const board = r.state.players[0]!.board;
    const egg = board.find((m) => m.card === "EDR_454t")!;
    expect(egg).toMatchObject({ attack: 0, health: 2, cost: 1 });
    expect(board.find((m) => m.ref === "L")).toMatchObject({ health: 1 });
    expect(board.filter((m) => m.card === "BRM_022t")).toHaveLength(1);
  });
  it("when the Egg dies it hatches: a fresh copy of the Dragon's card (not its buffs), even after the Dragon itself died", () => {
    const r = run({ state: state({ hand: [{ card: "CS2_062", ref: "H" }], board: [{ card: "EDR_454", ref: "L" }, { card: "BRM_022t", ref: "D", enchantments: [{ attack: 4 }] }] }),
      actions: [{ type: "useLocation", card: "L", target: "D" }, { type: "play", card: "H" }] });
    const board = r.state.players[0]!.board;
    expect(board.some((m) => m.card === "EDR_454t" || m.ref === "D")).toBe(false);
    const hatched = board.filter((m) => m.card === "BRM_022t");
    expect(hatched).toHaveLength(1);
    expect(hatched[0]).toMatchObject({ attack: 2, health: 1 });
  });
  it("a Dragon only, and a friendly one: no Dragon of yours, no use (an enemy Dragon or a non-Dragon is no target)", () => {
    fails({ state: state({ board: [{ card: "EDR_454", ref: "L" }, { card: "CS2_182", ref: "Y" }] }, { board: [{ card: "BRM_022t", ref: "E" }] }),
      actions: [{ type: "useLocation", card: "L", target: "E" }] }, "illegal_action");
    fails({ state: state({ board: [{ card: "EDR_454", ref: "L" }, { card: "CS2_182", ref: "Y" }] }),
      actions: [{ type: "useLocation", card: "L", target: "Y" }] }, "illegal_action");
  });
  it("a silenced Egg hatches into nothing (its Deathrattle is gone)", () => {
    const r = run({ state: state({ hand: [{ card: "CS2_062", ref: "H" }, { card: "EX1_332", ref: "S" }], board: [{ card: "EDR_454", ref: "L" }, { card: "BRM_022t", ref: "D" }] }),
      actions: [{ type: "useLocation", card: "L", target: "D" }, { type: "play", card: "S", target: "p1.board.1" }, { type: "play", card: "H" }] });
    expect(r.state.players[0]!.board.filter((m) => m.card === "BRM_022t" || m.card === "EDR_454t")).toHaveLength(0);
  });
});

describe("Clutch of Corruption across requests (the Egg's memory in the snapshot)", () => {
  it("the Egg made in one request hatches the Dragon in the next", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "CS2_062", ref: "H" }], board: [{ card: "EDR_454", ref: "L" }, { card: "BRM_022t", ref: "D" }] }, {}] }, actions: [{ type: "useLocation", card: "L", target: "D" }] });
    const r2 = run({ state: r.state, actions: [{ type: "play", card: "H" }] } as never);
    expect(r2.state.players[0]!.board.filter((m) => m.card === "BRM_022t")).toHaveLength(1);
  });
});

// Dark Gift (rules-notes 480-482)
describeCard("EDR_456", () => {
  it("holding a Dragon: Discover a Dragon with a Dark Gift", () => {
    const r = run({ seed: 4, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_01" }, mana: { crystals: 10 }, hand: [{ card: "EDR_456", ref: "D" }, { card: "CS2_231" }, { card: "NEW1_023" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "D" }] });
    const d = giftDiscover(r);
    for (const id of d.options) expect(findCard(id)!.races.some((x) => x === "DRAGON" || x === "ALL")).toBe(true);
    expectTaken(r, d.options[0]!, d.gifts[0]!);
  });
  it("holding no Dragon: nothing", () => {
    const r = run({ seed: 4, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_01" }, mana: { crystals: 10 }, hand: [{ card: "EDR_456", ref: "D" }, { card: "CS2_231" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "D" }] });
    expect(events(r, "discover")).toEqual([]);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
  });
});
describeCard("FIR_956", () => {
  it("holding a minion with a Dark Gift: its hero gets +3 Attack this turn and 6 Armor", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_956", ref: "T" }, giftedYeti()] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "T" }] });
    expect([r.state.players[0]!.hero.attack, r.state.players[0]!.hero.armor]).toEqual([3, 6]);
    expect([r.state.players[1]!.hero.attack ?? 0, r.state.players[1]!.hero.armor ?? 0]).toEqual([0, 0]);
    const next = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_956", ref: "T" }, giftedYeti()] }, { mana: { crystals: 10 }, deck: wisps(1) }] },
      actions: [{ type: "play", card: "T" }, { type: "endTurn" }] });
    expect([next.state.players[0]!.hero.attack ?? 0, next.state.players[0]!.hero.armor]).toEqual([0, 6]);
  });
  it("without one: nothing", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "FIR_956", ref: "T" }, { card: "CS2_182" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "T" }] });
    expect([r.state.players[0]!.hero.attack ?? 0, r.state.players[0]!.hero.armor ?? 0]).toEqual([0, 0]);
  });
});
describeCard("FIR_939", () => {
  it("deals 2 damage to the target, then Discover a Warrior minion with a Dark Gift", () => {
    const r = run({ seed: 2, choices: [2], state: { turn: 5, activePlayer: 1, players: [{ hero: { card: "HERO_01" }, mana: { crystals: 10 }, hand: [{ card: "FIR_939", ref: "S" }] },
      { mana: { crystals: 10 }, board: [{ card: "CS2_182", ref: "E" }] }] },
      actions: [{ type: "play", card: "S", target: "E" }] });
    expect(r.state.players[1]!.board[0]!.health).toBe(3);
    const d = giftDiscover(r);
    for (const id of d.options) expect(findCard(id)).toMatchObject({ type: "MINION", cardClass: "WARRIOR" });
    expectTaken(r, d.options[2]!, d.gifts[2]!);
  });
});
