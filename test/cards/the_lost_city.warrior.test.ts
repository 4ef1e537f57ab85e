/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Warrior cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const armorUp = { card: "CS2_102" };

// Axe of the Forefathers: "After your hero attacks, deal 1 damage to all minions."
cardCase("TLC_478", {
  does: "after its hero attacks: 1 damage to every minion, both sides, not to the heroes",
  p1: { weapon: { card: "TLC_478", ref: "X" }, board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "F.health": 4, "E.health": 4, "E2.health": 2, "p2.hero.health": 30 - findCard("TLC_478")!.attack!, "p1.hero.health": 30 },
});
cardCase("TLC_478", {
  does: "a friendly minion's attack: nothing",
  p1: { weapon: { card: "TLC_478", ref: "X" }, board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "F.health": 5, "E2.health": 3 },
});

// Fortify: "Gain 3 Armor. Deal damage equal to your Armor to an enemy minion."
cardCase("TLC_620", {
  does: "2 Armor + 3 = 5: 5 damage to the enemy minion",
  p1: { hero: { card: "HERO_01", armor: 2 }, hand: [{ card: "TLC_620", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "p1.hero.armor": 5, "E.zone": "graveyard", "E2.health": 5 },
});
cardCase("TLC_620", {
  does: "a friendly minion is not a valid target",
  p1: { hand: [{ card: "TLC_620", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  error: "illegal_action",
});

// Guard Duty: "Summon a random 6, 4, and 2-Cost Taunt minion."
describeCard("DINO_433", () => {
  it("three Taunt minions, of Cost 6, 4 and 2, on its player's side (every seed)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "DINO_433", ref: "G" }] }, {}] },
        actions: [{ type: "play", card: "G" }] });
      const b = r.state.players[0]!.board.map((m) => findCard(m.card)!);
      expect(b.map((f) => f.cost)).toEqual([6, 4, 2]);
      for (const f of b) expect(f.mechanics).toContain("TAUNT");
      expect(r.state.players[1]!.board).toHaveLength(0);
    }
  });
});

// Latorvian Armorer: "Battlecry: Deal 2 damage to an enemy minion. If it dies, gain 5 Armor."
cardCase("TLC_606", {
  does: "kills a 2-Health enemy minion: 5 Armor",
  p1: { hand: [{ card: "TLC_606", ref: "L" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  expect: { "E.zone": "graveyard", "p1.hero.armor": 5 },
});
cardCase("TLC_606", {
  does: "the minion survives: no Armor",
  p1: { hand: [{ card: "TLC_606", ref: "L" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }],
  expect: { "E.health": 3, "p1.hero.armor": 0 },
});
cardCase("TLC_606", {
  does: "no enemy minion: played without a target, nothing happens",
  p1: { hand: [{ card: "TLC_606", ref: "L" }], board: [{ card: "CS2_172", ref: "F" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "F.health": 2, "p1.hero.armor": 0, "p1.board": ["CS2_172", "TLC_606"] },
});

// City Defenses: "Summon two 0/6 Security with Taunt. They gain +1 Attack when damaged."
cardCase("TLC_622", {
  does: "two 0/6 Taunt Security for its player",
  p1: { hand: [{ card: "TLC_622", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TLC_622t", "TLC_622t"], "p1.board.0.attack": 0, "p1.board.0.health": 6, "p1.board.1.seen.TAUNT": 1, "p2.board": [] },
});
cardCase("TLC_622t", {
  does: "after it takes damage it gains +1 Attack (each time); the other one does not",
  p1: { board: [{ card: "TLC_622t", ref: "S" }, { card: "TLC_622t", ref: "S2" }], hand: [{ card: "CS2_008", ref: "F" }, { card: "CS2_008", ref: "F2" }] },
  actions: [{ type: "play", card: "F", target: "S" }, { type: "play", card: "F2", target: "S" }],
  expect: { "S.attack": 2, "S.health": 4, "S2.attack": 0, "S2.health": 6 },
});

// Stonecarver: "At the end of your turn, give another friendly damaged minion +2/+2."
cardCase("TLC_623", {
  does: "at its player's turn end: the only other damaged friendly minion gets +2/+2 (not an undamaged one, not an enemy, not itself)",
  p1: { board: [{ card: "TLC_623", ref: "S", health: 2 }, { card: "CS2_182", ref: "D", health: 3 }, { card: "CS2_182", ref: "U" }], deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 1 }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "D.attack": 6, "D.health": 5, "U.attack": 4, "S.attack": 1, "E.attack": 4 },
});
cardCase("TLC_623", {
  does: "no other damaged friendly minion: nothing",
  p1: { board: [{ card: "TLC_623", ref: "S", health: 2 }, { card: "CS2_182", ref: "U" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "U.attack": 4, "S.attack": 1, "events.enchant": 0 },
});

// Barricade Basher: "Whenever you gain Armor, gain +2/+2 and attack a random enemy minion."
cardCase("DINO_400", {
  does: "its hero gains Armor: it becomes 6/5 and attacks the enemy minion",
  p1: { heroPower: armorUp, board: [{ card: "DINO_400", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "heroPower" }],
  expect: { "B.attack": 6, "B.health": 1, "E.zone": "graveyard", "p1.hero.armor": 2, "p2.hero.health": 30 },
});
cardCase("DINO_400", {
  does: "no enemy minion: only +2/+2",
  p1: { heroPower: armorUp, board: [{ card: "DINO_400", ref: "B" }] },
  actions: [{ type: "heroPower" }],
  expect: { "B.attack": 6, "B.health": 5, "p2.hero.health": 30, "events.attack": 0 },
});
cardCase("DINO_400", {
  does: "the enemy hero gaining Armor: nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "DINO_400", ref: "B" }] },
  p2: { heroPower: armorUp, board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "heroPower" }],
  expect: { "B.attack": 4, "B.health": 3, "E.health": 5 },
});

// Windpeak Wyrm: "Battlecry: Deal 5 damage and gain 5 Armor. Kindred: Costs (3) less."
cardCase("TLC_600", {
  does: "Kindred (a Dragon last turn): costs 5; 5 damage to the target and 5 Armor",
  p1: { hand: [{ card: "TLC_600", ref: "W" }], playedLastTurn: ["EX1_043"] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "W", target: "E" }],
  expect: { "p1.mana.used": 5, "E.zone": "graveyard", "p1.hero.armor": 5 },
});
cardCase("TLC_600", {
  does: "no Kindred: costs 8; 5 damage to the enemy hero, 5 Armor",
  p1: { hand: [{ card: "TLC_600", ref: "W" }], playedLastTurn: ["CS2_120"] },
  actions: [{ type: "play", card: "W", target: "p2.hero" }],
  expect: { "p1.mana.used": 8, "p2.hero.health": 25, "p1.hero.armor": 5 },
});

// The Great Dracorex: "Rush. After this attacks an enemy minion, it damages ALL other enemy minions."
cardCase("DINO_401", {
  does: "attacking an Ogre: its 5 Attack to the two other enemy minions too, not to its own side nor the enemy hero",
  p1: { board: [{ card: "DINO_401", ref: "D" }, { card: "CS2_200", ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "O1" }, { card: "CS2_200", ref: "O2" }, { card: "CS2_200", ref: "O3" }] },
  actions: [{ type: "attack", attacker: "D", defender: "O2" }],
  expect: { "O1.health": 2, "O2.health": 2, "O3.health": 2, "F.health": 7, "D.health": 6, "p2.hero.health": 30, "events.damage": 4 },
});
cardCase("DINO_401", {
  does: "attacking the enemy hero: no damage to the enemy minions",
  p1: { board: [{ card: "DINO_401", ref: "D" }] },
  p2: { board: [{ card: "CS2_200", ref: "O1" }] },
  actions: [{ type: "attack", attacker: "D", defender: "p2.hero" }],
  expect: { "O1.health": 7, "p2.hero.health": 25 },
});
cardCase("DINO_401", {
  does: "Rush: it attacks a minion the turn it is played",
  p1: { hand: [{ card: "DINO_401", ref: "D" }] },
  p2: { board: [{ card: "CS2_200", ref: "O1" }, { card: "CS2_200", ref: "O2" }] },
  actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "O1" }],
  expect: { "O1.health": 2, "O2.health": 2 },
});

// Shellnado: "Spend up to 5 Armor. For each spent, deal $1 damage to all minions."
cardCase("TLC_601", {
  does: "7 Armor: 5 spent (2 left), five times 1 damage to every minion of both sides; heroes untouched",
  p1: { hero: { card: "HERO_01", armor: 7 }, hand: [{ card: "TLC_601", ref: "S" }], board: [{ card: "CS2_200", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_200", ref: "E2" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.armor": 2, "F.health": 2, "E.zone": "graveyard", "E2.health": 2, "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 15 },
});
cardCase("TLC_601", {
  does: "2 Armor: 2 spent, twice 1 damage",
  p1: { hero: { card: "HERO_01", armor: 2 }, hand: [{ card: "TLC_601", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.armor": 0, "E.health": 3, "events.damage": 2 },
});
cardCase("TLC_601", {
  does: "no Armor: nothing",
  p1: { hand: [{ card: "TLC_601", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E.health": 5, "events.damage": 0 },
});
cardCase("TLC_601", {
  does: "Spell Damage +1 (Kobold Geomancer) applies to each: 3 Armor, three times 2 damage",
  p1: { hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "TLC_601", ref: "S" }], board: [{ card: "CS2_142", ref: "K", health: 10 }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.armor": 0, "E.health": 1 },
});

// Story of Sulfuras: "Swap your Hero Power to "Deal 8 damage to a random enemy." After 2 uses, swap back."
describeCard("TLC_632", () => {
  const deck = [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }];
  const next = [{ type: "endTurn" }, { type: "endTurn" }];
  const body = (actions: unknown[], p2: Record<string, unknown> = {}, seed = 1) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, heroPower: armorUp, hand: [{ card: "TLC_632", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }], deck },
    { deck, ...p2 }] },
    actions: [{ type: "play", card: "S" }, ...actions] });
  it("swaps the Hero Power; each use deals 8 to the enemy; after 2 uses the old Hero Power is back", () => {
    const r1 = run(body([]) as never);
    expect(r1.state.players[0]!.heroPower!.card).toBe("TLC_632t");
    const r2 = run(body([{ type: "heroPower" }]) as never);
    expect(r2.state.players[1]!.hero!.health).toBe(22);
    expect(r2.state.players[0]!.heroPower!.card).toBe("TLC_632t2");
    const r3 = run(body([{ type: "heroPower" }, ...next, { type: "heroPower" }]) as never);
    expect(r3.state.players[1]!.hero!.health).toBe(14);
    expect(r3.state.players[0]!.heroPower!.card).toBe("CS2_102");
    expect(r3.state.players[0]!.board[0]!.health).toBe(5);
    expect(r3.state.players[0]!.hero!.health).toBe(30);
    // The old Hero Power is a Hero Power again: Armor Up! next turn.
    const r4 = run(body([{ type: "heroPower" }, ...next, { type: "heroPower" }, ...next, { type: "heroPower" }]) as never);
    expect(r4.state.players[0]!.hero!.armor).toBe(2);
    expect(r4.state.players[0]!.heroPower!.card).toBe("CS2_102");
    expect(r4.state.players[1]!.hero!.health).toBe(14);
  });
  it("a random enemy: the enemy hero or the enemy minion, never a friendly character (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(body([{ type: "heroPower" }], { board: [{ card: "CS2_182", ref: "E" }] }, seed) as never);
      const e = r.state.players[1]!;
      const hits = (30 - e.hero!.health!) + (e.board.length === 0 ? 8 : 0);
      expect(hits).toBe(8);
      expect(r.state.players[0]!.board[0]!.health).toBe(5);
      expect(r.state.players[0]!.hero!.health).toBe(30);
    }
  });
  it("the memory is kept in the output state: a loaded \"Last use!\" Hero Power swaps back to the one it remembers", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, heroPower: { card: "TLC_632t2", enchantments: [{ remembers: "CS2_102" }] }, deck }, { deck }] },
      actions: [{ type: "heroPower" }, ...next, { type: "heroPower" }] } as never);
    expect(r.state.players[1]!.hero!.health).toBe(22);
    expect(r.state.players[0]!.heroPower!.card).toBe("CS2_102");
    expect(r.state.players[0]!.hero!.armor).toBe(2);
  });
  it("a client's cards may swap a Hero Power and swap it back (replaceHeroPower remember, restoreHeroPower)", () => {
    const cards = [
      { id: "MY_SWAP", type: "SPELL", cost: 1, spell: [{ type: "replaceHeroPower", heroPower: "MY_ONCE", remember: true }] },
      { id: "MY_ONCE", type: "HERO_POWER", cost: 0, power: [{ type: "draw" }, { type: "restoreHeroPower" }] },
    ];
    const r = run({ seed: 1, cards, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, heroPower: armorUp, hand: [{ card: "MY_SWAP", ref: "S" }], deck }, { deck }] },
      actions: [{ type: "play", card: "S" }, { type: "heroPower" }] } as never);
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(r.state.players[0]!.heroPower!.card).toBe("CS2_102");
    // restoreHeroPower with nothing remembered: nothing happens.
    const r2 = run({ seed: 1, cards, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, heroPower: { card: "MY_ONCE" }, deck }, { deck }] }, actions: [{ type: "heroPower" }] } as never);
    expect(r2.state.players[0]!.heroPower!.card).toBe("MY_ONCE");
    expect(r2.state.players[0]!.hand).toHaveLength(1);
  });
});

// Nablya, the Watcher: "Battlecry: Summon copies of your damaged minions. Give the copies Rush."
describeCard("TLC_624", () => {
  const body = (board: unknown[]) => ({ seed: 1, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "TLC_624", ref: "N" }], board }, { board: [{ card: "CS2_182", ref: "E", health: 2 }] }] },
    actions: [{ type: "play", card: "N" }] });
  it("copies each damaged friendly minion (its damage and enchantments kept, 4.8) with Rush; not the undamaged one nor the enemy's", () => {
    const r = run(body([{ card: "CS2_182", ref: "D", health: 3 }, { card: "CS2_120", ref: "U" }, { card: "CS2_200", ref: "B", health: 1 }]) as never);
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(6);
    const copies = b.filter((m) => !["D", "U", "B", "N"].includes(m.ref ?? ""));
    expect(copies.map((m) => [m.card, m.attack, m.health]).sort()).toEqual([["CS2_182", 4, 3], ["CS2_200", 6, 1]].sort());
    for (const c of copies) expect(c.tags?.RUSH ?? c.seen?.RUSH).toBeTruthy();
    expect(r.state.players[1]!.board).toHaveLength(1);
  });
  it("the copies can attack minions at once (Rush), not heroes", () => {
    const r = run({ ...body([{ card: "CS2_182", ref: "D", health: 3 }]), actions: [{ type: "play", card: "N" }, { type: "attack", attacker: "p1.board.2", defender: "E" }] } as never);
    expect(r.state.players[1]!.board).toHaveLength(0);
    expect(() => run({ ...body([{ card: "CS2_182", ref: "D", health: 3 }]), actions: [{ type: "play", card: "N" }, { type: "attack", attacker: "p1.board.2", defender: "p2.hero" }] } as never)).toThrow();
  });
  it("no damaged friendly minion: nothing is summoned", () => {
    const r = run(body([{ card: "CS2_120", ref: "U" }]) as never);
    expect(r.state.players[0]!.board.map((m) => m.ref)).toEqual(["U", "N"]);
  });
});
