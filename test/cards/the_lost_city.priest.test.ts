/**
 * Behaviour tests of the The Lost City of Un'Goro (THE_LOST_CITY) Priest cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Atlasaurus: "Taunt. Deathrattle: Summon a random Taunt minion that costs (5) or more."
cardCase("DINO_431", {
  does: "a 5/10 Taunt",
  p1: { hand: [{ card: "DINO_431", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.attack": 5, "A.health": 10, "A.seen.TAUNT": 1 },
});
describeCard("DINO_431", () => {
  it("Deathrattle: one Taunt minion of Cost 5 or more on its owner's side, for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "DINO_431", ref: "A" }] }, { board: [{ card: "CS2_182" }] }] },
        actions: [{ type: "destroy", target: "A" }] });
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      const f = findCard(b[0]!.card)!;
      expect(f.type).toBe("MINION");
      expect(f.cost).toBeGreaterThanOrEqual(5);
      expect(f.mechanics).toContain("TAUNT");
      expect(r.state.players[1]!.board).toHaveLength(1);
    }
  });
});

// Glade Ecologist: "Deathrattle: Get a 1-Cost Holy spell that gives a minion +2 or -2 Health."
cardCase("TLC_820", {
  does: "Deathrattle: its owner gets the 1-Cost spell",
  p1: { board: [{ card: "TLC_820", ref: "G" }] },
  actions: [{ type: "destroy", target: "G" }],
  expect: { "p1.hand.length": 1, "p1.hand.0.card": "TLC_813", "p2.hand.length": 0 },
});
cardCase("TLC_813", {
  does: "a friendly minion gets +2 Health",
  p1: { hand: [{ card: "TLC_813", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.health": 7, "F.attack": 4, "E.health": 5, "p1.mana.used": 1 },
});
cardCase("TLC_813", {
  does: "an enemy minion gets -2 Health (and dies at 0)",
  p1: { hand: [{ card: "TLC_813", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "F.health": 5, "E.zone": "graveyard" },
});
cardCase("TLC_813", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "TLC_813", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Twilight Mender: "Deathrattle: Get a random Holy and Shadow spell."
describeCard("TLC_814", () => {
  it("Deathrattle: a Holy spell then a Shadow spell to its owner, for every seed", () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "TLC_814", ref: "T" }] }, {}] },
        actions: [{ type: "destroy", target: "T" }] });
      const hand = r.state.players[0]!.hand.map((c) => findCard(c.card)!);
      expect(hand).toHaveLength(2);
      expect(hand[0]).toMatchObject({ type: "SPELL", spellSchool: "HOLY" });
      expect(hand[1]).toMatchObject({ type: "SPELL", spellSchool: "SHADOW" });
      expect(r.state.players[1]!.hand).toHaveLength(0);
    }
  });
});

// Story of Amara: "Set your hero's Health to 40."
cardCase("TLC_835", {
  does: "a damaged hero gets 40 Health of 40, its Armor kept; the enemy hero untouched",
  p1: { hero: { card: "HERO_09", health: 12, armor: 3 }, hand: [{ card: "TLC_835", ref: "S" }] },
  p2: { hero: { card: "HERO_08", health: 20 } },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.health": 40, "p1.hero.maxHealth": 40, "p1.hero.armor": 3, "p2.hero.health": 20, "events.heal": 0 },
});

// Resuscitate: "Resurrect a 1, 2, and 3-Cost minion. Give them Reborn."
cardCase("TLC_818", {
  does: "one friendly minion of each Cost 1, 2 and 3 that died comes back with Reborn (not a 4-Cost one, not an enemy's)",
  state: { deaths: [{ card: "CS2_189", controller: 1, turn: 1 }, { card: "CS2_172", controller: 1, turn: 1 }, { card: "EX1_556", controller: 1, turn: 2 },
    { card: "CS2_182", controller: 1, turn: 2 }, { card: "CS2_120", controller: 2, turn: 2 }] },
  p1: { hand: [{ card: "TLC_818", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["CS2_189", "CS2_172", "EX1_556"], "p1.board.0.seen.REBORN": 1, "p1.board.1.seen.REBORN": 1, "p1.board.2.seen.REBORN": 1, "p2.board": [] },
});
cardCase("TLC_818", {
  does: "a Cost with no dead minion resurrects nothing for it",
  state: { deaths: [{ card: "CS2_172", controller: 1, turn: 1 }, { card: "CS2_120", controller: 2, turn: 2 }] },
  p1: { hand: [{ card: "TLC_818", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["CS2_172"], "p1.board.0.seen.REBORN": 1, "events.summon": 1 },
});

// Wilted Shadow: "Lifesteal. Whenever you heal an enemy, this attacks it."
cardCase("TLC_821", {
  does: "its player's heal of an enemy minion: it attacks that minion (Lifesteal heals its hero)",
  p1: { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "CS1h_001" }, board: [{ card: "TLC_821", ref: "W" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 2 }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "heroPower", target: "E" }],
  expect: { "E.zone": "graveyard", "E2.health": 5, "W.health": 3, "p1.hero.health": 26 },
});
cardCase("TLC_821", {
  does: "healing a friendly minion: no attack",
  p1: { heroPower: { card: "CS1h_001" }, board: [{ card: "TLC_821", ref: "W" }, { card: "CS2_182", ref: "F", health: 2 }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 2 }] },
  actions: [{ type: "heroPower", target: "F" }],
  expect: { "F.health": 4, "E.health": 2, "W.health": 7, "events.attack": 0 },
});
cardCase("TLC_821", {
  does: "the opponent healing their own minion: no attack",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_821", ref: "W" }] },
  p2: { hero: { card: "HERO_09" }, heroPower: { card: "CS1h_001" }, board: [{ card: "CS2_182", ref: "E", health: 2 }] },
  actions: [{ type: "heroPower", target: "E" }],
  expect: { "E.health": 4, "W.health": 7, "events.attack": 0 },
});

// Archaios: "Whenever another friendly minion attacks, set its Health equal to this minion's Health."
cardCase("TLC_811", {
  does: "a friendly minion that attacks has its Health set to Archaios's (6) before the damage",
  p1: { board: [{ card: "TLC_811", ref: "A" }, { card: "CS2_172", ref: "R" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "R", defender: "E" }],
  expect: { "R.zone": "board", "R.health": 2, "R.maxHealth": 6, "E.health": 2, "A.health": 6 },
});
cardCase("TLC_811", {
  does: "Archaios's own attack sets nothing",
  p1: { board: [{ card: "TLC_811", ref: "A" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "attack", attacker: "A", defender: "E" }, { type: "endTurn" }],
  expect: { "A.health": 3, "A.maxHealth": 6, "E.health": 1, "p1.board.0.enchantments": undefined },
});
cardCase("TLC_811", {
  does: "an enemy minion's attack sets nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_811", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 3 }] },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "E.health": 3, "E.maxHealth": 5, "p1.hero.health": 26 },
});

// Behemoth Mask: "Set a minion's stats to 8/10 and give it Lifesteal. Force a random enemy minion to attack it."
cardCase("DINO_428", {
  does: "a friendly minion becomes 8/10 with Lifesteal and the only enemy minion attacks it",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "DINO_428", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "F" }],
  expect: { "F.attack": 8, "F.health": 7, "F.maxHealth": 10, "F.seen.LIFESTEAL": 1, "E.zone": "graveyard", "p1.hero.health": 28, "events.attack": 1 },
});
cardCase("DINO_428", {
  does: "no other enemy minion: the stats are set, no attack",
  p1: { hand: [{ card: "DINO_428", ref: "M" }], board: [{ card: "CS2_172", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  expect: { "E.attack": 8, "E.health": 10, "F.health": 2, "events.attack": 0 },
});

// Gladesong Siren: "Lifesteal. Costs (1) if you've played a Holy and Shadow spell this turn."
cardCase("TLC_819", {
  does: "after a Holy spell and a Shadow spell this turn it costs 1",
  p1: { hand: [{ card: "TLC_819", ref: "S" }, { card: "EX1_621", ref: "H" }, { card: "EX1_332", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "H" }, { type: "play", card: "D", target: "F" }, { type: "play", card: "S" }],
  expect: { "p1.mana.used": 1, "S.zone": "board", "S.seen.LIFESTEAL": 1 },
});
cardCase("TLC_819", {
  does: "two Holy spells (no Shadow one): it costs 6",
  p1: { hand: [{ card: "TLC_819", ref: "S" }, { card: "EX1_621", ref: "H" }, { card: "EX1_621", ref: "H2" }] },
  actions: [{ type: "play", card: "H" }, { type: "play", card: "H2" }, { type: "play", card: "S" }],
  expect: { "p1.mana.used": 6 },
});
cardCase("TLC_819", {
  does: "the opponent's Holy and Shadow spells do not count",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "TLC_819", ref: "S" }] },
  p2: { hand: [{ card: "EX1_621", ref: "H" }, { card: "EX1_332", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "H" }, { type: "play", card: "D", target: "F" }, { type: "endTurn" }, { type: "play", card: "S" }],
  expect: { "p1.mana.used": 6 },
});
describeCard("TLC_819", () => {
  it("a client's card may count the spells of one school played this turn (condition playedThisTurn spellSchool)", () => {
    const mine = { id: "MY_CHOIR", type: "MINION", cost: 2, attack: 2, health: 2,
      battlecry: [{ type: "if", if: { playedThisTurn: "spell", spellSchool: "HOLY", atLeast: 1 }, then: [{ type: "draw" }] }] };
    const body = (spell: string) => ({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: spell, ref: "X" }, { card: "MY_CHOIR", ref: "C" }], deck: [{ card: "CS2_231" }] }, {}] },
      actions: [{ type: "play", card: "X" }, { type: "play", card: "C" }] });
    expect(run(body("EX1_621")).state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(run(body("CS2_027")).state.players[0]!.hand).toHaveLength(0);
  });
});

// Gravedawn Sunbloom: "Draw 2 cards. Kindred: This costs (2) less."
cardCase("TLC_816", {
  does: "Kindred (a Holy spell last turn): it costs 2 and draws 2",
  p1: { hand: [{ card: "TLC_816", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }], playedLastTurn: ["CS1_130"] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.mana.used": 2, "p1.hand.length": 2, "p1.deck.length": 1 },
});
cardCase("TLC_816", {
  does: "no Kindred (a Shadow spell last turn): it costs 4, still draws 2",
  p1: { hand: [{ card: "TLC_816", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }], playedLastTurn: ["CS2_234"] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.mana.used": 4, "p1.hand.length": 2 },
});

// Gravedawn Voidbulb: "Summon a random 4-Cost minion and give it Taunt. Kindred: Do it again."
describeCard("TLC_815", () => {
  const body = (seed: number, last: string[]) => ({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "TLC_815", ref: "V" }], playedLastTurn: last }, {}] }, actions: [{ type: "play", card: "V" }] });
  it("no Kindred: one 4-Cost minion with Taunt (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const b = run(body(seed, ["CS1_130"])).state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)!.cost).toBe(4);
      expect(b[0]!.seen?.TAUNT).toBe(1);
      expect(b[0]!.enchantments!.map((e) => e.card)).toContain("TLC_815e");
    }
  });
  it("Kindred (a Shadow spell last turn): two, each with Taunt (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed, ["CS2_234"]));
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(2);
      for (const m of b) { expect(findCard(m.card)!.cost).toBe(4); expect(m.seen?.TAUNT).toBe(1); }
      expect(r.state.players[1]!.board).toHaveLength(0);
    }
  });
});

// Ritual of Life: "Discover a 3-Cost minion. Summon a 2/3 copy of it."
describeCard("DINO_426", () => {
  const body = (seed: number, board: unknown[] = []) => ({ seed, choices: [2], state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_09" }, mana: { crystals: 10 }, hand: [{ card: "DINO_426", ref: "R" }], board }, { board: [{ card: "CS2_182", ref: "E" }] }] },
    actions: [{ type: "play", card: "R" }] });
  it("three 3-Cost minions offered; the chosen one (the third) is in hand and a 2/3 copy of it is summoned for its player (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run(body(seed) as never);
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) {
        expect(findCard(id)).toMatchObject({ type: "MINION", cost: 3 });
        expect(["PRIEST", "NEUTRAL"]).toContain(findCard(id)!.cardClass);
      }
      const p = r.state.players[0]!;
      expect(p.hand.map((c) => c.card)).toEqual([offered[2]]);
      // A 2/3 copy (Lightspawn's Attack is always its Health, so a 3/3 copy of it).
      expect(p.board.map((m) => [m.card, m.attack, m.maxHealth])).toEqual([[offered[2], offered[2] === "EX1_335" ? 3 : 2, 3]]);
      expect(p.board[0]!.enchantments!.map((e) => e.card)).toEqual(["DINO_426e"]);
      expect(r.state.players[1]!.board).toHaveLength(1);
    }
  });
  it("a full board: the card is still Discovered, no copy", () => {
    const full = Array.from({ length: 7 }, () => ({ card: "CS2_231" }));
    const r = run(body(1, full) as never);
    expect(r.state.players[0]!.hand).toHaveLength(1);
    expect(r.state.players[0]!.board).toHaveLength(7);
  });
});
